"""lookalike18: held-out scrubber corpus of a hospital integration engineer's memory notes."""
