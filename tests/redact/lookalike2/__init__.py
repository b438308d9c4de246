"""A second, held-out look-alike corpus for the secret scrubber (see README.md)."""
