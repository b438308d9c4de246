"""Sixty-third look-alike corpus: memory notes of a backend developer at MekongGo, an
invented Vietnamese-Thai travel super-app (Đà Nẵng, with a team in Chiang Mai), October 2033.
Held-out only; see ``cases.py`` and ``README.md``."""
