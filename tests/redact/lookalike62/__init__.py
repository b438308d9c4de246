"""Held-out look-alike corpus 62: rural insurance and weather data, Brisbane and Christchurch."""
