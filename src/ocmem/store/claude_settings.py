"""Claude Code's `autoMemoryDirectory` setting, read the way Claude Code reads it.

Claude Code takes it from the user's settings (`<config home>/settings.json`) and from the
project's personal `.claude/settings.local.json`, the later one winning. The checked-in
`.claude/settings.json` is ignored for this key: a cloned repository must not be able to
point a user's memory writes somewhere else. A value starting `~/` is expanded; any other
value that is not an absolute path is ignored, as is a file that cannot be read or parsed.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from ocmem.paths import Env, claude_config_home, home
from ocmem.store.safe_read import UnsafeFileError, read_regular_file

SETTING = "autoMemoryDirectory"
_MAX_SETTINGS_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True)
class MemoryDirectorySetting:
    """The directory the setting names (None when unset) and where that came from."""

    directory: Path | None
    source: Path | None
    ignored: tuple[str, ...] = ()


def auto_memory_directory(project: Path, env: Env | None = None) -> MemoryDirectorySetting:
    """The effective `autoMemoryDirectory` for a project checked out at `project`."""
    user_file = claude_config_home(env) / "settings.json"
    local_file = project / ".claude" / "settings.local.json"
    shared_file = project / ".claude" / "settings.json"
    chosen: Path | None = None
    source: Path | None = None
    ignored: list[str] = []
    for path in (user_file, local_file):
        value = _setting(path)
        if value is None:
            continue
        directory = _expand(value, env)
        if directory is None:
            ignored.append(f"{SETTING} {value!r} in {path} (not an absolute or ~/ path)")
            continue
        chosen, source = directory, path
    if _setting(shared_file) is not None:
        ignored.append(f"{SETTING} in {shared_file} (the checked-in settings never move the store)")
    return MemoryDirectorySetting(directory=chosen, source=source, ignored=tuple(ignored))


def _setting(path: Path) -> str | None:
    try:
        data = read_regular_file(path, _MAX_SETTINGS_BYTES)
        parsed = json.loads(data.decode("utf-8"))
    except (OSError, UnsafeFileError, UnicodeDecodeError, ValueError):
        return None
    if not isinstance(parsed, dict):
        return None
    value = parsed.get(SETTING)
    if not isinstance(value, str) or not value.strip():
        return None
    return value.strip()


def _expand(value: str, env: Env | None) -> Path | None:
    if value == "~" or value.startswith("~/"):
        value = os.fspath(home(env)) + value[1:]
    if not os.path.isabs(value) or "\0" in value:
        return None
    return Path(os.path.normpath(value))
