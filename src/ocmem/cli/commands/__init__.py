"""Importing this package registers every command on the typer app."""

from ocmem.cli.commands import (
    demo_cmd,
    doctor_cmd,
    dream_cmd,
    history_cmd,
    hook_cmd,
    maintain_cmd,
    memories_cmd,
    post_session_cmd,
    purge_cmd,
    recall_cmd,
    redact_cmd,
    settings_cmd,
    status_cmd,
    watch_cmd,
    wrap_cmd,
)

__all__ = [
    "demo_cmd",
    "doctor_cmd",
    "dream_cmd",
    "history_cmd",
    "hook_cmd",
    "maintain_cmd",
    "memories_cmd",
    "post_session_cmd",
    "purge_cmd",
    "recall_cmd",
    "redact_cmd",
    "settings_cmd",
    "status_cmd",
    "watch_cmd",
    "wrap_cmd",
]
