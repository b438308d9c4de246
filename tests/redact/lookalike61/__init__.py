"""Look-alike corpus 61: memory notes of an SRE at an invented Czech-Slovak online bank."""
