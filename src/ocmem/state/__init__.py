"""Everything under the state dir: marks, the dream gate, locks, journal, backups, logs."""
