"""The opencode plugin that delivers per-turn recall, and how opencode finds it.

The plugin (plain JavaScript, shipped in `ocmem/plugin/`) asks `opencode-memory recall
serve` on every user message which memories bear on it. A wrapped launch names the
shipped file in `OPENCODE_CONFIG_CONTENT` and passes the service's argv in
`OPENCODE_MEMORY_RECALL_COMMAND`; for unwrapped launches, `recall install` drops a copy into
opencode's global plugin directory (loaded by every opencode process, no config file
touched) with the argv written into the copy itself.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from ocmem import paths
from ocmem.atomic import write_atomic
from ocmem.errors import OcmemError

COMMAND_ENV = "OPENCODE_MEMORY_RECALL_COMMAND"
PLUGIN_NAME = "opencode-memory-recall.js"
PLUGIN_FILE = Path(__file__).resolve().parent.parent / "plugin" / PLUGIN_NAME
_COMMAND_LINE = "const INSTALLED_COMMAND = null\n"
_INSTALLED_HEADER = (
    "// Installed by `opencode-memory recall install`; "
    "`opencode-memory recall uninstall` removes this file.\n"
)


def service_command() -> list[str]:
    """The argv that runs this installed package's recall service."""
    return [sys.executable, "-m", "ocmem", "recall", "serve"]


def plugin_url() -> str:
    return PLUGIN_FILE.as_uri()


# opencode keeps its plugin API package installed in its config dir: on every start it runs
# an npm install there unless `node_modules/` exists and the lock file lists the package, and
# a start with a plugin to load waits for that install. With no registry to reach (offline,
# a proxy that blocks it) every such start waited minutes; without a plugin, none did.
_PLUGIN_PACKAGE = "@opencode-ai/plugin"


def dependencies_ready(env: paths.Env | None = None) -> bool:
    """Whether opencode's config dir already holds its plugin package, so that a launch
    with our plugin does not wait on opencode's install of it."""
    directory = paths.opencode_global_config_dir(env)
    if not (directory / "node_modules").is_dir():
        return False
    try:
        lock = json.loads((directory / "package-lock.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    root = lock.get("packages", {}).get("", {}) if isinstance(lock, dict) else {}
    wanted = root.get("dependencies", {}) if isinstance(root, dict) else {}
    return isinstance(wanted, dict) and _PLUGIN_PACKAGE in wanted


def launch_plugin(per_turn: bool, env: paths.Env | None = None) -> str | None:
    """The plugin a wrapped launch or its fork names in its config: none when per-turn
    recall is off, or while opencode would hold the start for its own package install."""
    return plugin_url() if per_turn and dependencies_ready(env) else None


def launch_env() -> dict[str, str]:
    """What a wrapped launch adds to opencode's environment for the plugin."""
    return {COMMAND_ENV: json.dumps(service_command())}


def installed_path(env: paths.Env | None = None) -> Path:
    """Where `recall install` puts the plugin: opencode loads every `*.js` there."""
    return paths.opencode_global_config_dir(env) / "plugin" / PLUGIN_NAME


def installed_text(command: list[str]) -> str:
    """The shipped plugin with `command` written in, as `recall install` installs it."""
    source = PLUGIN_FILE.read_text(encoding="utf-8")
    if _COMMAND_LINE not in source:
        raise ValueError(f"{PLUGIN_FILE} has no `{_COMMAND_LINE.strip()}` line")
    line = f"const INSTALLED_COMMAND = {json.dumps(command)}\n"
    return _INSTALLED_HEADER + source.replace(_COMMAND_LINE, line, 1)


def _ours(text: str) -> bool:
    return text.startswith(_INSTALLED_HEADER)


@dataclass(frozen=True)
class InstallState:
    """Whether per-turn recall is installed for unwrapped launches."""

    path: Path
    installed: bool
    current: bool  # the installed copy is this package's plugin running this command
    foreign: bool  # a file of that name that `recall install` did not write
    blocked: str = ""  # why nothing can be written there (a file where a directory goes)


def install_state(env: paths.Env | None = None) -> InstallState:
    path = installed_path(env)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return InstallState(path, installed=False, current=False, foreign=False)
    except NotADirectoryError:
        in_the_way = next((p for p in path.parents if p.is_file()), path.parent)
        why = f"{in_the_way} is a file, not a directory"
        return InstallState(path, installed=False, current=False, foreign=False, blocked=why)
    except IsADirectoryError:
        why = f"{path} is a directory"
        return InstallState(path, installed=False, current=False, foreign=False, blocked=why)
    except (OSError, UnicodeDecodeError):
        return InstallState(path, installed=False, current=False, foreign=True)
    if not _ours(text):
        return InstallState(path, installed=False, current=False, foreign=True)
    return InstallState(
        path, installed=True, current=text == installed_text(service_command()), foreign=False
    )


@dataclass(frozen=True)
class InstallChange:
    path: Path
    changed: bool
    action: str  # "installed", "updated", "unchanged", "removed", "absent"
    # opencode's own plugin package is in its config dir; until it is, every opencode start
    # with a plugin waits for opencode's npm install of it (minutes when offline)
    dependencies_ready: bool = True


class InstallError(OcmemError):
    pass


def install(env: paths.Env | None = None) -> InstallChange:
    """Put the plugin where every opencode process loads it; idempotent."""
    state = install_state(env)
    if state.blocked:
        raise InstallError(
            f"cannot install {state.path}: {state.blocked}",
            "move it away, then run `opencode-memory recall install` again",
        )
    if state.foreign:
        raise InstallError(
            f"{state.path} exists and was not written by opencode-memory",
            "move it away, then run `opencode-memory recall install` again",
        )
    ready = dependencies_ready(env)
    if state.current:
        return InstallChange(state.path, False, "unchanged", ready)
    state.path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(state.path, installed_text(service_command()), create_mode=0o644)
    return InstallChange(state.path, True, "updated" if state.installed else "installed", ready)


def uninstall(env: paths.Env | None = None) -> InstallChange:
    """Remove exactly what `install` added (the one file); idempotent."""
    state = install_state(env)
    if state.foreign:
        raise InstallError(
            f"{state.path} was not written by opencode-memory; it was left alone",
            "remove it yourself if it is no longer wanted",
        )
    if not state.installed:
        return InstallChange(state.path, False, "absent", dependencies_ready(env))
    os.unlink(state.path)
    with contextlib.suppress(OSError):
        state.path.parent.rmdir()  # only when empty: `install` may have made it
    return InstallChange(state.path, True, "removed", dependencies_ready(env))


@dataclass(frozen=True)
class PerTurnRecall:
    """Whether per-turn recall is active, for `status` and `doctor`.

    `enabled` is the setting (`recall.enabled` and `recall.per_turn`); wrapped launches get
    the plugin when it is on; unwrapped ones when the plugin is also installed.
    """

    enabled: bool
    why: str
    wrapped: bool
    unwrapped: bool
    installed: bool
    installed_current: bool
    installed_path: str
    dependencies_ready: bool = True  # opencode's own plugin package is in its config dir

    def describe(self) -> str:
        if not self.enabled:
            off = f"off ({self.why})"
            return f"{off}; the installed plugin stays idle" if self.installed else off
        unwrapped = (
            "installed" if self.installed else "not installed (`opencode-memory recall install`)"
        )
        if not self.dependencies_ready:
            return (
                "on, but waiting: opencode has not installed its plugin package in its config "
                "dir yet, so wrapped launches run without the plugin rather than wait for that "
                f"install; unwrapped launches: {unwrapped}"
            )
        return f"on in wrapped launches; unwrapped launches: {unwrapped}"


def per_turn_recall(enabled: bool, why: str, env: paths.Env | None = None) -> PerTurnRecall:
    state = install_state(env)
    return PerTurnRecall(
        enabled=enabled,
        why=why,
        wrapped=enabled,
        unwrapped=enabled and state.installed,
        installed=state.installed,
        installed_current=state.current,
        installed_path=str(state.path),
        dependencies_ready=dependencies_ready(env),
    )
