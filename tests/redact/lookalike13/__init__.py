"""The thirteenth look-alike corpus: a month of memory notes from a mobile and PC game studio."""
