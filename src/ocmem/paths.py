"""Where things live on disk: XDG dirs, the state dir, Claude's config home.

Every function reads the environment at call time (never at import), so tests and the
demo can isolate HOME, XDG dirs and CLAUDE_CONFIG_DIR by setting variables.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

Env = Mapping[str, str]


def environment(env: Env | None = None) -> Env:
    """The environment to read: `env` when the caller passed one (tests, the demo, a
    detached child's own), else this process's."""
    return os.environ if env is None else env


def home(env: Env | None = None) -> Path:
    value = environment(env).get("HOME")
    return Path(value) if value else Path.home()


def _xdg(name: str, fallback: str, env: Env | None) -> Path:
    value = environment(env).get(name, "")
    # The XDG spec says relative values are invalid and must be ignored.
    if value and os.path.isabs(value):
        return Path(value)
    return home(env) / fallback


def xdg_config_home(env: Env | None = None) -> Path:
    return _xdg("XDG_CONFIG_HOME", ".config", env)


def xdg_data_home(env: Env | None = None) -> Path:
    return _xdg("XDG_DATA_HOME", ".local/share", env)


def xdg_state_home(env: Env | None = None) -> Path:
    return _xdg("XDG_STATE_HOME", ".local/state", env)


def default_state_dir(env: Env | None = None) -> Path:
    return xdg_state_home(env) / "opencode-memory"


def user_config_file(env: Env | None = None) -> Path:
    return xdg_config_home(env) / "opencode-memory" / "config.toml"


def opencode_global_config_dir(env: Env | None = None) -> Path:
    return xdg_config_home(env) / "opencode"


def claude_config_home(env: Env | None = None) -> Path:
    """`$CLAUDE_CONFIG_DIR`, else `~/.claude`. An empty value counts as unset."""
    value = environment(env).get("CLAUDE_CONFIG_DIR", "")
    return Path(value) if value else home(env) / ".claude"


def find_git_root(start: Path) -> Path | None:
    """The nearest directory at or above `start` holding a `.git` entry (lexical walk)."""
    current = Path(os.path.abspath(start))
    while True:
        if os.path.exists(current / ".git"):
            return current
        if current.parent == current:
            return None
        current = current.parent
