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
from ocmem.store.catalog import is_memory_file_name, is_utf8_name, memory_at, utf16_order
from ocmem.store.memory_file import Memory

_Identity = tuple[int, int, int, int]


class StoreView:
    """One store directory's memories and index, refreshed by `current`."""

    def __init__(self, memory_dir: Path) -> None:
        self.memory_dir = memory_dir
        # A file that could not be read is kept with None, so it is not read again until it
        # changes.
        self._files: dict[str, tuple[_Identity, Memory | None]] = {}
        self._accepted: dict[str, bool] = {}
        self._index = RecallIndex(())

    def current(self) -> RecallIndex:
        """The index over the store as it is now (empty when the directory is missing or
        unreadable: recall then has nothing to say, which is not an error)."""
        known = self._files
        fresh: dict[str, tuple[_Identity, Memory | None]] = {}
        changed = False
        try:
            entries = os.scandir(self.memory_dir)
        except OSError:
            entries = None
        if entries is not None:
            with entries:
                for entry in entries:
                    name = entry.name
                    accepted = self._accepted.get(name)
                    if accepted is None:
                        accepted = is_memory_file_name(name) and is_utf8_name(name)
                        self._accepted[name] = accepted
                    if not accepted:
                        continue
                    try:
                        info = entry.stat(follow_symlinks=False)
                    except OSError:
                        continue
                    if not stat.S_ISREG(info.st_mode):
                        continue
                    identity = (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)
                    previous = known.get(name)
                    if previous is not None and previous[0] == identity:
                        fresh[name] = previous
                        continue
                    changed = True
                    fresh[name] = (identity, memory_at(entry.path, name))
        if changed or len(fresh) != len(known):
            names = sorted(fresh, key=utf16_order)
            memories = (fresh[name][1] for name in names)
            self._index = RecallIndex(tuple(m for m in memories if m is not None))
        self._files = fresh
        if len(self._accepted) > 4 * len(fresh) + 1000:
            self._accepted.clear()
        return self._index
