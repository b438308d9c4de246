"""The lookalike46 held-out scrubber corpus (veterinary practice-management SaaS, Dec 2030)."""
