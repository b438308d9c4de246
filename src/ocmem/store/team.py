"""An in-repo store shared by a team through git.

Two teammates who each add a memory both append a line to MEMORY.md, which git reports as
a conflict. The store ships `.gitattributes` with `MEMORY.md merge=union`, so git keeps
both sides' lines instead; the next write drops any repeated entry (`sync_index` keeps one
entry per memory). Duplicate *memories* from two teammates are the dream's job.
"""

from __future__ import annotations

from pathlib import Path

from ocmem.atomic import write_atomic
from ocmem.store.location import INDEX_FILE
from ocmem.store.safe_read import UnsafeFileError, read_regular_file

GITATTRIBUTES = ".gitattributes"
UNION_RULE = f"{INDEX_FILE} merge=union"


def ensure_union_merge(memory_dir: Path) -> bool:
    """Make `memory_dir/.gitattributes` merge MEMORY.md by union; True when it was changed.

    A user's existing file is kept and our line appended, unless it already says how
    MEMORY.md merges (`merge=...`, `-merge`, `!merge`): that choice is theirs. A path that
    is not a regular file (a symlink, say) is left alone.
    """
    path = memory_dir / GITATTRIBUTES
    try:
        current = read_regular_file(path)
    except FileNotFoundError:
        current = b""
    except UnsafeFileError:
        return False
    text = current.decode("utf-8", errors="surrogateescape")
    if _sets_index_merge(text):
        return False
    separator = "\n" if text and not text.endswith("\n") else ""
    data = (text + separator + UNION_RULE + "\n").encode("utf-8", errors="surrogateescape")
    write_atomic(path, data, sync_dir=False)
    return True


def _sets_index_merge(text: str) -> bool:
    for line in text.splitlines():
        fields = line.split()
        if len(fields) < 2 or fields[0] != INDEX_FILE:
            continue
        for attribute in fields[1:]:
            if attribute.lstrip("-!").split("=", 1)[0] == "merge":
                return True
    return False
