"""A long-lived process's view of stores: parsed memories and their ranking index.

Each call re-lists the store directory and stats every file (never following links):
a file whose identity (inode, size, modification and change times) is unchanged is not
read again, and the index is rebuilt only when the set of memories or any of them
changed, so a write by anyone (an extraction pass, a person, Claude Code) is seen by the
next turn while an unchanged store costs a directory listing. What is listed is what
`scan_store` lists: regular `*.md` files with UTF-8 names, never `MEMORY.md` or a hidden
file; a file that cannot be read or parsed as a memory is skipped, never fatal.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ocmem.recall.ranker import RecallIndex
from ocmem.store.catalog import is_memory_file_name
from ocmem.store.errors import StoreError
from ocmem.store.memory_file import Memory, parse
from ocmem.store.safe_read import UnsafeFileError, read_regular_file

_Identity = tuple[int, int, int, int]
_Signature = tuple[tuple[str, _Identity], ...]


class StoreView:
    """One store directory's memories and index, refreshed by `current`."""

    def __init__(self, memory_dir: Path) -> None:
        self.memory_dir = memory_dir
        self._files: dict[str, tuple[_Identity, Memory]] = {}
        self._signature: _Signature | None = None
        self._index = RecallIndex(())

    def current(self) -> RecallIndex:
        """The index over the store as it is now (empty when the directory is missing or
        unreadable: recall then has nothing to say, which is not an error)."""
        fresh: dict[str, tuple[_Identity, Memory]] = {}
        try:
            entries = list(os.scandir(self.memory_dir))
        except OSError:
            entries = []
        for entry in entries:
            if not is_memory_file_name(entry.name) or not _is_utf8(entry.name):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if not stat.S_ISREG(info.st_mode):
                continue
            identity = (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)
            previous = self._files.get(entry.name)
            if previous is not None and previous[0] == identity:
                fresh[entry.name] = previous
                continue
            memory = _read(entry.path, entry.name)
            if memory is not None:
                fresh[entry.name] = (identity, memory)
        names = sorted(fresh, key=_utf16_order)
        signature = tuple((name, fresh[name][0]) for name in names)
        self._files = fresh
        if signature != self._signature:
            self._index = RecallIndex(tuple(fresh[name][1] for name in names))
            self._signature = signature
        return self._index


def _read(path: str, name: str) -> Memory | None:
    try:
        data = read_regular_file(path)
        return parse(data.decode("utf-8"), file=name)
    except (OSError, UnsafeFileError, UnicodeDecodeError, ValueError, StoreError):
        return None


def _is_utf8(name: str) -> bool:
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _utf16_order(name: str) -> bytes:
    return name.encode("utf-16-be", errors="surrogatepass")
