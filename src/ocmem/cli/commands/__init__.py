"""Importing this package registers every command on the typer app."""

from ocmem.cli.commands import (
    demo_cmd,
    dream_cmd,
    maintain_cmd,
    memories_cmd,
    redact_cmd,
    settings_cmd,
)

__all__ = [
    "demo_cmd",
    "dream_cmd",
    "maintain_cmd",
    "memories_cmd",
    "redact_cmd",
    "settings_cmd",
]
