"""The forty-third look-alike corpus: memory notes of a claims platform (Warsaw / Lagos)."""
