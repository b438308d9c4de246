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

from pathlib import Path

from ocmem.mcp.search import FtsIndex
from ocmem.store.live_files import LiveFiles, Signature
from ocmem.store.location import StoreLocation
from ocmem.store.memory_file import Memory


class StoreCache:
    """Parsed memories and one search index per store directory, refreshed on each call."""

    def __init__(self) -> None:
        self._files: dict[Path, LiveFiles] = {}
        self._indexes: dict[Path, tuple[Signature, FtsIndex]] = {}

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

    def _refresh(self, location: StoreLocation) -> tuple[tuple[Memory, ...], Signature]:
        directory = location.memory_dir
        files = self._files.get(directory)
        if files is None:
            files = self._files[directory] = LiveFiles(directory)
        snapshot = files.refresh(strict=True)
        return snapshot.memories, snapshot.signature
