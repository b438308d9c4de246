"""A long-lived process's view of one store directory: its parsed memories, kept fresh.

A server answers many calls, and reading and parsing 2,000 files for each one costs more
than the work asked for. Each refresh re-lists the directory and stats every file (never
following links); a file whose identity (inode, size, modification and change times) is
unchanged is not read again, so a write by anyone (an extraction pass, a person, Claude
Code, another client) is seen by the next call while an unchanged store costs a listing.
What is listed is what `scan_store` lists: regular `*.md` files with UTF-8 names, never
`MEMORY.md` or a hidden file; a file that cannot be read or parsed as a memory is skipped
(and not read again until it changes), never fatal.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

from ocmem.store.catalog import is_memory_file_name, is_utf8_name, memory_at, utf16_order
from ocmem.store.memory_file import Memory
from ocmem.store.store_errors import StoreError

Identity = tuple[int, int, int, int]
Signature = tuple[tuple[str, Identity], ...]


@dataclass(frozen=True)
class Snapshot:
    """The store's memories in `scan_store`'s order, and what they were read from."""

    memories: tuple[Memory, ...]
    signature: Signature
    changed: bool  # since the previous refresh


class LiveFiles:
    def __init__(self, memory_dir: Path) -> None:
        self.memory_dir = memory_dir
        self._files: dict[str, tuple[Identity, Memory | None]] = {}
        self._accepted: dict[str, bool] = {}

    def refresh(self, strict: bool = False) -> Snapshot:
        """The store as it is now. A directory that cannot be listed reads as empty, or
        (`strict`) raises `StoreError` unless it simply does not exist."""
        known = self._files
        fresh: dict[str, tuple[Identity, Memory | None]] = {}
        changed = False
        for entry in self._entries(strict):
            identity = self._identity(entry)
            if identity is None:
                continue
            previous = known.get(entry.name)
            if previous is not None and previous[0] == identity:
                fresh[entry.name] = previous
                continue
            changed = True
            fresh[entry.name] = (identity, memory_at(entry.path, entry.name))
        changed = changed or len(fresh) != len(known)
        self._files = fresh
        if len(self._accepted) > 4 * len(fresh) + 1000:
            self._accepted.clear()  # names of files long gone
        names = [name for name in sorted(fresh, key=utf16_order) if fresh[name][1] is not None]
        memories = tuple(m for name in names if (m := fresh[name][1]) is not None)
        signature = tuple((name, fresh[name][0]) for name in names)
        return Snapshot(memories, signature, changed)

    def _entries(self, strict: bool) -> list[os.DirEntry[str]]:
        try:
            with os.scandir(self.memory_dir) as listing:
                return [entry for entry in listing if self._accepts(entry.name)]
        except FileNotFoundError:
            return []
        except OSError as exc:
            if not strict:
                return []
            raise StoreError(
                f"cannot list the memory store {self.memory_dir}: {exc.strerror}",
                hint="check that the path is a directory you can read",
            ) from None

    def _accepts(self, name: str) -> bool:
        accepted = self._accepted.get(name)
        if accepted is None:
            accepted = self._accepted[name] = is_memory_file_name(name) and is_utf8_name(name)
        return accepted

    @staticmethod
    def _identity(entry: os.DirEntry[str]) -> Identity | None:
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            return None
        if not stat.S_ISREG(info.st_mode):
            return None
        return (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)
