"""The command modules. Importing one registers its commands on the typer app.

`register` imports only the module a command line needs, so `status` or `memories list`
do not pay for loading the scheduler, the scrubber and the demo; help, an unknown name or
a bare invocation imports every module.
"""

from __future__ import annotations

from importlib import import_module

MODULES = (
    "audit_cmd",
    "completion_cmd",
    "demo_cmd",
    "doctor_cmd",
    "dream_cmd",
    "eval_cmd",
    "history_cmd",
    "hook_cmd",
    "maintain_cmd",
    "mcp_cmd",
    "memories_cmd",
    "post_session_cmd",
    "purge_cmd",
    "recall_cmd",
    "recall_install_cmd",
    "redact_cmd",
    "settings_cmd",
    "status_cmd",
    "usage_cmd",
    "watch_cmd",
    "wrap_cmd",
)
# Top-level command names whose module is not simply `<name>_cmd`.
_ALIASES = {
    "restore": "dream_cmd",
    "journal": "dream_cmd",
    "purge-forks": "purge_cmd",
    "_post-session": "post_session_cmd",
}
# Modules that add subcommands to another module's group, loaded with it.
_WITH = {"recall_cmd": ("recall_install_cmd",)}


def register(args: list[str] | None = None) -> None:
    """Register the command `args` names, or every command when that is not one known name."""
    first = args[0] if args else ""
    module = _ALIASES.get(first, f"{first.replace('-', '_')}_cmd")
    for name in (module, *_WITH.get(module, ())) if module in MODULES else MODULES:
        import_module(f"{__name__}.{name}")
