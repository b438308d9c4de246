"""Held-out look-alike corpus 20: memory notes of a Lyon e-commerce agency developer."""
