"""Private state directories, staged under a writer's pid and swept once that writer is gone.

Kept free of imports from `ocmem.store`, which records into the state while it writes.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
from pathlib import Path

import psutil

PARTIAL_PREFIX = ".partial-"
_PARTIAL_PID = re.compile(r"-(\d+)$")


def store_key(memory_dir: Path) -> str:
    return hashlib.sha256(str(memory_dir).encode()).hexdigest()[:16]


def make_private_dir(path: Path) -> None:
    """Create `path` and any missing parents as 0700 directories."""
    missing = []
    current = path
    while not current.exists():
        missing.append(current)
        if current.parent == current:
            break
        current = current.parent
    for directory in reversed(missing):
        with contextlib.suppress(FileExistsError):
            directory.mkdir(mode=0o700)


def sweep_dead_partials(root: Path) -> list[str]:
    """Remove `.partial-…-<pid>` staging dirs whose writer is gone; returns their names.

    Staging dirs are named after their writer's pid, so a writer that is still running
    (another store lock, another command) keeps its own; a killed writer's leftovers go.
    """
    removed = []
    try:
        entries = list(os.scandir(root))
    except (FileNotFoundError, NotADirectoryError):
        return []
    for entry in entries:
        if not entry.name.startswith(PARTIAL_PREFIX):
            continue
        match = _PARTIAL_PID.search(entry.name)
        pid = int(match.group(1)) if match else 0
        if pid and (pid == os.getpid() or _alive(pid)):
            continue
        if entry.is_dir(follow_symlinks=False):
            shutil.rmtree(entry.path, ignore_errors=True)
        else:
            with contextlib.suppress(OSError):
                os.unlink(entry.path)
        removed.append(entry.name)
    return removed


def _alive(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False
    except psutil.Error:
        return True
