"""Copies of a store taken before a dream applies anything, so every pass can be undone."""

from __future__ import annotations

import os
import shutil
from collections.abc import Collection
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ocmem.atomic import is_temp_file
from ocmem.errors import OcmemError
from ocmem.state.staging import PARTIAL_PREFIX, make_private_dir, store_key, sweep_dead_partials


class BackupError(OcmemError):
    pass


@dataclass(frozen=True)
class Backup:
    id: str
    path: Path
    files: int


def backups_root(state_dir: Path, memory_dir: Path) -> Path:
    return state_dir / "backups" / store_key(memory_dir)


def list_backups(state_dir: Path, memory_dir: Path) -> list[Backup]:
    """Complete backups of this store, oldest first."""
    root = backups_root(state_dir, memory_dir)
    if not root.is_dir():
        return []
    found = []
    for entry in sorted(root.iterdir()):
        # (a symlink to a directory elsewhere is no backup of ours: nothing is followed
        # out of the state dir)
        if entry.is_dir() and not entry.is_symlink() and not entry.name.startswith("."):
            found.append(Backup(entry.name, entry, sum(1 for _ in entry.glob("*.md"))))
    return found


def take_backup(
    state_dir: Path, memory_dir: Path, keep: int, *, protect: Collection[str] = ()
) -> Backup:
    """Copy the store's Markdown files into a new timestamped backup; prune to `keep`.

    Pruning removes the oldest backups first but never one named in `protect` (the backup
    a restore is about to put back) nor the one just taken. A store exactly as a kept backup
    holds it is not copied again: that backup is returned.
    """
    root = backups_root(state_dir, memory_dir)
    make_private_dir(root)
    sweep_dead_partials(root)
    earlier_backups = list_backups(state_dir, memory_dir)
    current = _store_bytes(memory_dir) if earlier_backups else None
    for earlier in reversed(earlier_backups):
        if current is not None and _holds(earlier, current):
            # Nothing new to keep: a second copy would only push a real older backup out
            # (repeating a `restore --backup` pruned the backups before the last dream).
            return earlier
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    staging = root / f"{PARTIAL_PREFIX}{stamp}-{os.getpid()}"
    staging.mkdir(mode=0o700)
    try:
        count = _copy_store(memory_dir, staging)
        final = root / stamp
        # A backup only gets its final name once complete: a crash leaves a .partial dir.
        os.replace(staging, final)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    backups = list_backups(state_dir, memory_dir)
    spared = set(protect) | {stamp}
    removable = [b for b in backups if b.id not in spared]
    excess = len(backups) - keep if keep > 0 else 0
    for old in removable[: max(0, excess)]:
        shutil.rmtree(old.path, ignore_errors=True)
    return Backup(stamp, final, count)


def _copy_store(memory_dir: Path, staging: Path) -> int:
    files = _backed_up_files(memory_dir)
    for entry in files:
        shutil.copy2(entry, staging / entry.name)
        os.chmod(staging / entry.name, 0o600)
    return len(files)


def _backed_up_files(memory_dir: Path) -> list[Path]:
    if not memory_dir.is_dir():
        return []
    return [
        entry
        for entry in sorted(memory_dir.iterdir())
        if entry.is_file()
        and not entry.is_symlink()
        and entry.suffix == ".md"
        and not is_temp_file(entry.name)
    ]


def _store_bytes(memory_dir: Path) -> dict[str, bytes] | None:
    """What a backup of `memory_dir` would hold now, by name; None if it cannot be read."""
    try:
        return {p.name: p.read_bytes() for p in _backed_up_files(memory_dir)}
    except OSError:
        return None


def _holds(backup: Backup, files: dict[str, bytes]) -> bool:
    """Whether `backup` holds exactly `files`."""
    try:
        if sorted(p.name for p in backup.path.iterdir()) != sorted(files):
            return False
        return all((backup.path / name).read_bytes() == data for name, data in files.items())
    except OSError:
        return False


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
