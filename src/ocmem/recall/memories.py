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

from pathlib import Path

from ocmem.recall.ranker import RecallIndex
from ocmem.store.live_files import LiveFiles


class StoreView:
    """One store directory's memories and index, refreshed by `current`."""

    def __init__(self, memory_dir: Path) -> None:
        self.memory_dir = memory_dir
        self._files = LiveFiles(memory_dir)
        self._index = RecallIndex(())

    def current(self) -> RecallIndex:
        """The index over the store as it is now (empty when the directory is missing or
        unreadable: recall then has nothing to say, which is not an error)."""
        snapshot = self._files.refresh()
        if snapshot.changed:
            self._index = RecallIndex(snapshot.memories)
        return self._index
