"""Importing this package registers every command on the typer app."""

from ocmem.cli.commands import (
    demo_cmd,
    dream_cmd,
    hook_cmd,
    maintain_cmd,
    memories_cmd,
    post_session_cmd,
    redact_cmd,
    settings_cmd,
)

__all__ = [
    "demo_cmd",
    "dream_cmd",
    "hook_cmd",
    "maintain_cmd",
    "memories_cmd",
    "post_session_cmd",
    "redact_cmd",
    "settings_cmd",
]
