"""The fifty-ninth look-alike corpus: secrets and benign look-alikes from the memory notes of
a mobile/backend developer at an invented Japanese-Filipino remittance fintech (Fukuoka and
Cebu, February 2033). Held out: written blind to the scrubber; see ``README.md``."""
