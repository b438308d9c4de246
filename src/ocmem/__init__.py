"""opencode-memory: durable, Claude-Code-compatible project memory for OpenCode."""

__version__ = "0.1.0"
