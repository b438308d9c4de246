"""Held-out scrubber corpus lookalike26: telematics and OTA notes from Brno and Seoul."""
