"""The thirty-fourth look-alike corpus: memory notes of an agritech IoT engineer (held-out)."""
