"""The one place that spawns opencode and reads its database."""
