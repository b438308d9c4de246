"""The twenty-fourth look-alike corpus: memory notes of an OT/IT integration engineer at an
invented Finnish electricity and water utility (held-out split only)."""
