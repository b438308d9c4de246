"""Claude Code's `autoMemoryDirectory` setting, read the way Claude Code reads it.

Claude Code takes it from the user's settings (`<config home>/settings.json`) and from the
project's personal `.claude/settings.local.json`, the later one winning. The checked-in
`.claude/settings.json` is ignored for this key: a cloned repository must not be able to
point a user's memory writes somewhere else. For the same reason a `settings.local.json`
that git tracks (a repository that committed it) is ignored too: it came with the clone.
A value starting `~/` is expanded; any other value that is not an absolute path is
ignored, as is a file that cannot be read or parsed, and so is a directory no store may
be: the file system's root, a network share's (`//host`), the home directory or one of
its ancestors (a store there would list, rewrite and close off a whole home).
"""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from ocmem.paths import Env, claude_config_home, environment, home
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
        if path is local_file and _tracked_by_git(project, local_file, env):
            ignored.append(f"{SETTING} in {path} (git tracks that file: it came with the clone)")
            continue
        directory = _expand(value, env)
        if directory is None:
            ignored.append(f"{SETTING} {value!r} in {path} (not an absolute or ~/ path)")
            continue
        problem = _unfit_store(directory, home(env))
        if problem is not None:
            ignored.append(f"{SETTING} {value!r} in {path} ({problem})")
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


def _unfit_store(directory: Path, home_dir: Path) -> str | None:
    """Why `directory` may not be a memory store, if it may not."""
    text = os.fspath(directory)
    if text.startswith("//") and not text.startswith("///"):
        return "a network share's root is no store"
    if directory.parent == directory:
        return "the file system's root is no store"
    if len(text) < 3:
        return "a path this short is no store"
    here = Path(os.path.normpath(os.path.abspath(home_dir)))
    if directory == here or directory in here.parents:
        return "the home directory or one above it is no store"
    return None


def _tracked_by_git(project: Path, file: Path, env: Env | None) -> bool:
    """Whether the repository at `project` tracks `file`; False when git cannot tell."""
    if not (project / ".git").exists():
        return False
    try:
        done = subprocess.run(
            ["git", "-C", os.fspath(project), "ls-files", "--error-unmatch", "--", os.fspath(file)],
            capture_output=True,
            timeout=_GIT_SECONDS,
            env={**environment(env), "GIT_OPTIONAL_LOCKS": "0"},
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


_GIT_SECONDS = 5.0
