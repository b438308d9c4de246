"""The thirty-fifth look-alike scrubber corpus (held out, written blind): memory notes of a
backend engineer at an invented Malta-licensed sportsbook with a team in Belgrade."""
