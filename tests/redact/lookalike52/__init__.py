"""Held-out scrubber corpus ``lookalike52``: memory notes of a Montréal/Halifax credit-union
mobile banking team (December 2031), secrets and benign look-alikes; see ``README.md``."""
