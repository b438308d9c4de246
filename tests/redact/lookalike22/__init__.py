"""The twenty-second look-alike corpus: crypto custody and staking notes (Zug/Singapore)."""
