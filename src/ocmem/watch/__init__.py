"""The long-running `watch` process: its scheduler and the service units that run it."""
