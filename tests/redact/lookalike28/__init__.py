"""Held-out look-alike corpus 28: memory notes of a video platform engineer (2028)."""
