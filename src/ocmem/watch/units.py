"""Service definitions that keep `watch` running: a systemd user unit and a launchd agent.

A service starts with a bare environment, not the user's shell one, so the unit carries
what `watch` needs to find the same things the user's shell finds: PATH (opencode, git),
the resolved opencode binary, the XDG and Claude directories, and opencode's and our own
settings variables. Variables that may hold credentials are never copied into the unit.
"""

from __future__ import annotations

import contextlib
import plistlib
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from ocmem.errors import OcmemError
from ocmem.gateway.binary import OpencodeNotFoundError, find_opencode
from ocmem.paths import environment

UnitKind = Literal["systemd", "launchd"]
SYSTEMD_UNIT_NAME = "opencode-memory-watch.service"
LAUNCHD_LABEL = "dev.opencode-memory.watch"

_PASSED = (
    "PATH",
    "XDG_CONFIG_HOME",
    "XDG_DATA_HOME",
    "XDG_STATE_HOME",
    "XDG_CACHE_HOME",
    "CLAUDE_CONFIG_DIR",
)
_PASSED_PREFIXES = ("OPENCODE_",)
# Inline config may carry provider keys; the server password guards one wrapped launch.
_NEVER = ("OPENCODE_CONFIG_CONTENT", "OPENCODE_SERVER_PASSWORD", "OPENCODE_PERMISSION")
_SECRET_WORDS = ("KEY", "TOKEN", "SECRET", "PASSWORD", "PASSWD", "CREDENTIAL", "AUTH")


class UnitError(OcmemError):
    pass


def watch_command(python: str | None = None) -> list[str]:
    """The command a service runs: this interpreter running this package's CLI."""
    return [python or sys.executable, "-m", "ocmem", "watch"]


def service_environment(env: Mapping[str, str]) -> dict[str, str]:
    """The variables a service needs to see what the user's shell sees, minus credentials."""
    chosen: dict[str, str] = {}
    for name in sorted(env):
        value = env[name]
        if not value or name in _NEVER or any(word in name for word in _SECRET_WORDS):
            continue
        if name in _PASSED or name.startswith(_PASSED_PREFIXES):
            chosen[name] = value
    if "OPENCODE_MEMORY_OPENCODE_BIN" not in chosen:
        with contextlib.suppress(OpencodeNotFoundError):
            chosen["OPENCODE_MEMORY_OPENCODE_BIN"] = str(find_opencode(None, env))
    return chosen


def service_unit(kind: str, env: Mapping[str, str] | None = None, python: str | None = None) -> str:
    """The text of a systemd user unit or a launchd agent plist that runs `watch`."""
    run_env = environment(env)
    if kind == "systemd":
        return systemd_unit(run_env, python)
    if kind == "launchd":
        return launchd_plist(run_env, python)
    raise UnitError(f"unknown unit kind {kind!r}", "use --print-unit systemd or launchd")


def systemd_unit(env: Mapping[str, str], python: str | None = None) -> str:
    command = " ".join(_systemd_word(arg) for arg in watch_command(python))
    lines = [
        "[Unit]",
        "Description=opencode-memory watch: mine idle opencode sessions for project memory",
        "",
        "[Service]",
        "Type=simple",
        f"ExecStart={command}",
    ]
    for name, value in service_environment(env).items():
        lines.append(f"Environment={_systemd_word(f'{name}={value}', in_exec=False)}")
    lines += [
        # Provider keys kept in environment variables go here, one NAME=value per line.
        "EnvironmentFile=-%h/.config/opencode-memory/watch.env",
        "Restart=on-failure",
        "RestartSec=30",
        "KillSignal=SIGTERM",
        "TimeoutStopSec=60",
        "",
        "[Install]",
        "WantedBy=default.target",
        "",
    ]
    return "\n".join(lines)


def launchd_plist(env: Mapping[str, str], python: str | None = None) -> str:
    home = Path(env.get("HOME") or Path.home())
    log = home / "Library" / "Logs" / "opencode-memory-watch.log"
    agent: dict[str, object] = {
        "Label": LAUNCHD_LABEL,
        "ProgramArguments": watch_command(python),
        "EnvironmentVariables": service_environment(env),
        "RunAtLoad": True,
        "KeepAlive": {"SuccessfulExit": False},
        "ThrottleInterval": 30,
        "ProcessType": "Background",
        "StandardOutPath": str(log),
        "StandardErrorPath": str(log),
    }
    return plistlib.dumps(agent, sort_keys=False).decode("utf-8")


def _systemd_word(text: str, in_exec: bool = True) -> str:
    """One ExecStart= word, or one quoted Environment= assignment.

    `%` starts a specifier everywhere in a unit, so it is doubled; `$` expands a variable
    only in ExecStart=, so it is doubled there.
    """
    escaped = text.replace("%", "%%")
    if in_exec:
        escaped = escaped.replace("$", "$$")
        if escaped and not any(c in escaped for c in " \t\"'\\;"):
            return escaped
    return '"' + escaped.replace("\\", "\\\\").replace('"', '\\"') + '"'
