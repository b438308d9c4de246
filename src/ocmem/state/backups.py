"""Copies of a store taken before a dream applies anything, so every pass can be undone."""

from __future__ import annotations

import hashlib
import os
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ocmem.errors import OcmemError
from ocmem.store.atomic import is_temp_file


class BackupError(OcmemError):
    pass


@dataclass(frozen=True)
class Backup:
    id: str
    path: Path
    files: int


def backups_root(state_dir: Path, memory_dir: Path) -> Path:
    key = hashlib.sha256(str(memory_dir).encode()).hexdigest()[:16]
    return state_dir / "backups" / key


def list_backups(state_dir: Path, memory_dir: Path) -> list[Backup]:
    """Complete backups of this store, oldest first."""
    root = backups_root(state_dir, memory_dir)
    if not root.is_dir():
        return []
    found = []
    for entry in sorted(root.iterdir()):
        if entry.is_dir() and not entry.name.startswith("."):
            found.append(Backup(entry.name, entry, sum(1 for _ in entry.glob("*.md"))))
    return found


def take_backup(state_dir: Path, memory_dir: Path, keep: int) -> Backup:
    """Copy the store's Markdown files into a new timestamped backup; prune to `keep`."""
    root = backups_root(state_dir, memory_dir)
    root.mkdir(parents=True, exist_ok=True, mode=0o700)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    staging = root / f".partial-{stamp}-{os.getpid()}"
    staging.mkdir(mode=0o700)
    count = 0
    if memory_dir.is_dir():
        for entry in sorted(memory_dir.iterdir()):
            if (
                entry.is_file()
                and not entry.is_symlink()
                and entry.suffix == ".md"
                and not is_temp_file(entry.name)
            ):
                shutil.copy2(entry, staging / entry.name)
                count += 1
    final = root / stamp
    # A backup only gets its final name once complete: a crash leaves a .partial dir.
    os.replace(staging, final)
    for old in list_backups(state_dir, memory_dir)[:-keep] if keep > 0 else []:
        shutil.rmtree(old.path, ignore_errors=True)
    for partial in root.glob(".partial-*"):
        if partial != staging:
            shutil.rmtree(partial, ignore_errors=True)
    return Backup(stamp, final, count)


def find_backup(state_dir: Path, memory_dir: Path, backup_id: str | None) -> Backup:
    backups = list_backups(state_dir, memory_dir)
    if not backups:
        raise BackupError(f"no backups of {memory_dir}", "backups are taken before each dream")
    if backup_id is None:
        return backups[-1]
    for backup in backups:
        if backup.id == backup_id:
            return backup
    raise BackupError(
        f"no backup {backup_id!r} of {memory_dir}",
        "available: " + ", ".join(b.id for b in backups[-5:]),
    )
