"""Held-out scrubber corpus 19: an ISP network engineer's memory notes (Indonesia and Brazil)."""
