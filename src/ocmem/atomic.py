"""Crash-safe file replacement: a reader sees the old file or the new one, never a mix.

Part of the bottom layer (with `errors`, `paths`, `jsonc`): imports nothing from ocmem,
so the store, the state dir and the gateway all write through it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
from collections.abc import Callable
from pathlib import Path

TEMP_PREFIX = ".ocmem-tmp-"
# Keeps a temp name (prefix + target + random suffix) under the usual 255-byte limit.
_TARGET_HINT_CHARS = 80


PRIVATE_FILE_MODE = 0o600
PRIVATE_DIR_MODE = 0o700


class ChangedMeanwhileError(Exception):
    """`write_atomic`'s `still` check failed: another writer replaced the file meanwhile,
    and nothing was written."""


def write_atomic(
    path: Path,
    data: bytes | str,
    *,
    sync_dir: bool = True,
    create_mode: int = 0o666,
    still: Callable[[], bool] | None = None,
) -> None:
    """Replace `path` with `data`: temp file in the same dir, fsync, rename, fsync the dir.

    The temp file is named `.ocmem-tmp-<name>-<random>`: hidden, not ending in `.md` (so no
    memory scanner picks it up) and recognisable by `sweep_temp_files` if a writer is killed
    before the rename. An existing file's permission bits are kept; a new file gets
    `create_mode` (less the umask: 0o600 for a private store). A caller writing many
    files to one directory may pass `sync_dir=False` and call `fsync_dir` once at the end:
    each file is still old or new after a crash, only the last renames may be undone.

    `still`, when given, is asked right before the rename (after the slow part, the
    fsync) whether the file is as the caller read it; if not, the temp file goes and
    `ChangedMeanwhileError` is raised, so a writer outside our lock (Claude Code, a person)
    that replaced it meanwhile does not lose its change to ours.
    """
    payload = data.encode("utf-8") if isinstance(data, str) else data
    directory = path.parent
    temp = directory / temp_name(path.name)
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, create_mode)
    try:
        try:
            with contextlib.suppress(FileNotFoundError):
                os.fchmod(fd, stat.S_IMODE(os.stat(path).st_mode))
            view = memoryview(payload)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        if still is not None and not still():
            raise ChangedMeanwhileError(str(path))
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    if sync_dir:
        fsync_dir(directory)


def make_dirs(directory: Path, mode: int | None = None) -> None:
    """Create `directory` and its missing parents; with `mode`, every level created gets it.

    (`os.makedirs` gives `mode` to the last level only.) Raises what `mkdir` raises.
    """
    missing = []
    current = directory
    while not os.path.lexists(current) and current.parent != current:
        missing.append(current)
        current = current.parent
    for level in reversed(missing):
        try:
            if mode is None:
                level.mkdir()
            else:
                level.mkdir(mode=mode)
        except FileExistsError:
            if not level.is_dir():
                raise
    if not missing and not directory.is_dir():
        raise FileExistsError(errno.EEXIST, "exists and is not a directory", str(directory))


def fsync_dir(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def temp_name(target: str) -> str:
    return f"{TEMP_PREFIX}{target[:_TARGET_HINT_CHARS]}-{secrets.token_hex(6)}"


def is_temp_file(name: str) -> bool:
    return name.startswith(TEMP_PREFIX)


def sweep_temp_files(directory: Path, target: str | None = None) -> list[str]:
    """Remove temp files left by killed writers; returns the names removed.

    Only call this while holding the lock that every writer of these files takes: a temp
    file then cannot belong to a live writer. With `target`, only temp files of that target
    name are removed (for directories whose other files other locks guard).
    """
    wanted = None if target is None else f"{TEMP_PREFIX}{target[:_TARGET_HINT_CHARS]}-"
    removed = []
    try:
        entries = list(os.scandir(directory))
    except FileNotFoundError:
        return []
    for entry in entries:
        if not is_temp_file(entry.name) or (wanted and not entry.name.startswith(wanted)):
            continue
        with contextlib.suppress(FileNotFoundError):
            os.unlink(entry.path)
            removed.append(entry.name)
    return removed


def remove_json_except(directory: Path, keep: set[str]) -> int:
    """Delete the `*.json` records in `directory` not named in `keep`; returns the count."""
    if not directory.is_dir():
        return 0
    removed = 0
    for entry in directory.glob("*.json"):
        if entry.name not in keep:
            with contextlib.suppress(OSError):
                entry.unlink()
                removed += 1
    return removed
