"""`watch`, all of it: the scan that mines idle sessions of any project (scanner.py), what
`status` asks about it (watch_state.py), the long-running scheduler and the service units
that run it."""
