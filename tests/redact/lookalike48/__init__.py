"""Look-alike corpus 48: memory notes of a backend engineer at an invented Jakarta e-wallet
with a team in Ho Chi Minh City (held-out scrubber evaluation; see README.md)."""
