"""The post-session pipeline: pick sessions, fork, parse the ops, apply them; the dream."""
