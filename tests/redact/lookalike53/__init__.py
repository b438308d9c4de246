"""Look-alike corpus 53: memory notes of a drone-delivery firmware and cloud engineer."""
