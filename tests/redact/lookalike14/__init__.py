"""The fourteenth look-alike corpus (Noordhaven Bank digital channels notes); see ``cases``."""
