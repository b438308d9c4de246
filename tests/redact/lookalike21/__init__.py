"""lookalike21: a held-out scrubber corpus of freight-forwarding and EDI memory notes."""
