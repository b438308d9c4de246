"""The fifteenth look-alike corpus: a news publisher's memory notes (see README.md)."""
