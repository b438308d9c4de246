"""Held-out scrubber corpus ``lookalike51``: Tel Aviv / Kyiv endpoint-security SaaS notes."""
