"""The eleventh look-alike corpus: a month of notes from a connected-thermostat startup."""
