"""The server's memory of a store between calls: parsed files and the search index.

A long-lived server answers many searches; reading and parsing 2,000 files for each one
costs more than the ranking. The cache keeps each parsed memory under its file's identity
(inode, size, modification and change times, never following links) and re-reads only the
files whose identity changed, so a write by anyone (the idle pass, a person, another
client) is seen by the next call. The full-text index is rebuilt only when the set of
memories changed. What is listed is what `scan_store` lists: regular `*.md` files with
UTF-8 names, never `MEMORY.md` or a hidden file, never through a symlink.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ocmem.mcp.search import FtsIndex
from ocmem.store.catalog import is_memory_file_name, is_utf8_name, memory_at, utf16_order
from ocmem.store.location import StoreLocation
from ocmem.store.memory_file import Memory
from ocmem.store.store_errors import StoreError

_Identity = tuple[int, int, int, int]


class StoreCache:
    """Parsed memories and one search index per store directory, refreshed on each call."""

    def __init__(self) -> None:
        self._files: dict[Path, dict[str, tuple[_Identity, Memory]]] = {}
        self._indexes: dict[Path, tuple[tuple[tuple[str, _Identity], ...], FtsIndex]] = {}

    def memories(self, location: StoreLocation) -> tuple[Memory, ...]:
        """Every readable memory of the store, in `scan_store`'s order."""
        return self._refresh(location)[0]

    def index(self, location: StoreLocation) -> tuple[tuple[Memory, ...], FtsIndex]:
        """The memories and a full-text index over them (row id = position)."""
        memories, signature = self._refresh(location)
        cached = self._indexes.get(location.memory_dir)
        if cached is not None and cached[0] == signature:
            return memories, cached[1]
        if cached is not None:
            cached[1].close()
        index = FtsIndex(memories)
        self._indexes[location.memory_dir] = (signature, index)
        return memories, index

    def close(self) -> None:
        for _, index in self._indexes.values():
            index.close()
        self._indexes.clear()
        self._files.clear()

    def _refresh(
        self, location: StoreLocation
    ) -> tuple[tuple[Memory, ...], tuple[tuple[str, _Identity], ...]]:
        directory = location.memory_dir
        known = self._files.get(directory, {})
        fresh: dict[str, tuple[_Identity, Memory]] = {}
        try:
            entries = list(os.scandir(directory))
        except FileNotFoundError:
            entries = []
        except OSError as exc:
            raise StoreError(
                f"cannot list the memory store {directory}: {exc.strerror}",
                hint="check that the path is a directory you can read",
            ) from None
        for entry in entries:
            if not is_memory_file_name(entry.name) or not is_utf8_name(entry.name):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if not stat.S_ISREG(info.st_mode):
                continue
            identity = (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)
            previous = known.get(entry.name)
            if previous is not None and previous[0] == identity:
                fresh[entry.name] = previous
                continue
            memory = memory_at(entry.path, entry.name)
            if memory is not None:
                fresh[entry.name] = (identity, memory)
        self._files[directory] = fresh
        names = sorted(fresh, key=utf16_order)
        memories = tuple(fresh[name][1] for name in names)
        signature = tuple((name, fresh[name][0]) for name in names)
        return memories, signature
