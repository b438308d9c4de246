"""The forty-second look-alike corpus: memory notes of a platform engineer at an invented
EV-charging and energy-trading operator in Oslo and Tallinn (April 2030)."""
