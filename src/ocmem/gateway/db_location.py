"""Where opencode's database is, how to open it read-only, and why it could not be read."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Mapping
from pathlib import Path
from urllib.parse import quote

from ocmem.errors import OcmemError
from ocmem.paths import environment, xdg_data_home

HINT_MISSING = (
    "run opencode once so it creates its database, or set OPENCODE_DB to its path "
    "(`opencode db path` prints it)"
)
HINT_UNREADABLE = "close other programs holding it locked, or check OPENCODE_DB"
HINT_LOCKED = (
    "another program holds it exclusively (an opencode upgrade or migration, a backup tool); "
    "wait for it to finish, then retry"
)


class DatabaseUnavailable(OcmemError):  # noqa: N818 - the name callers match on
    """opencode's database is missing, locked, corrupt or not opencode's."""


def find_database(env: Mapping[str, str] | None = None) -> Path:
    """Where opencode keeps its database: `$OPENCODE_DB`, else the XDG data dir.

    A relative `OPENCODE_DB` is relative to opencode's data dir, as opencode resolves it.
    """
    env = environment(env)
    data_dir = xdg_data_home(env) / "opencode"
    configured = env.get("OPENCODE_DB", "")
    if configured == ":memory:":
        raise DatabaseUnavailable(
            "OPENCODE_DB is :memory:, so opencode keeps no database on disk",
            "unset OPENCODE_DB or point it at a file",
        )
    if configured:
        path = Path(configured)
        return path if path.is_absolute() else data_dir / path
    return data_dir / "opencode.db"


def reported_database_path(
    binary: Path, env: Mapping[str, str] | None = None, timeout: float = 30
) -> Path | None:
    """The path `opencode db path` prints, as a cross-check for `doctor`.

    Slow (a full opencode start) and not side-effect free: opencode creates the database
    if it is missing. Never use it on a hot path.
    """
    run_env = dict(environment(env))
    try:
        done = subprocess.run(
            [str(binary), "db", "path"],
            env=run_env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=timeout,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    lines = [line.strip() for line in done.stdout.splitlines() if line.strip()]
    if done.returncode != 0 or not lines:
        return None
    return Path(lines[-1])


def database_uri(path: Path) -> str:
    """A read-only SQLite URI for `path`; every reserved character is percent-quoted."""
    absolute = os.path.abspath(path)
    return f"file:{quote(absolute, safe='/')}?mode=ro"
