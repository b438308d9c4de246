"""`opencode-memory eval`: how well a model extracts memories, measured on fixture sessions."""
