"""Look-alike corpus 60: memory notes of a platform engineer at an invented Riyadh/Cairo
food and grocery delivery app (April 2033), written blind to the scrubber."""
