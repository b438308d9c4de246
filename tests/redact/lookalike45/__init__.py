"""Forty-fifth look-alike corpus: a Geneva private bank's digital channels team, Oct 2030."""
