"""The recall block of a wrapped launch, as extra instructions.

opencode merges files named in its config's `instructions` into the system prompt at
session start. `wrap` writes the block to a file named by its content (never rewritten, so
the session's system prompt stays byte-stable while memories change, and a resumed session
with an unchanged store gets the very same system prompt again) and names it in
`OPENCODE_CONFIG_CONTENT`, merged with whatever the user put there. The block itself and
the per-store file live with the store (`ocmem.store.recall_file`), the config merge with the
gateway (`ocmem.gateway.config_content`); their names stay importable from here.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import time
from collections.abc import Iterable
from pathlib import Path

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs, write_atomic
from ocmem.gateway.config_content import config_with_recall, merged_config_content, user_config
from ocmem.store.index import LOAD_MAX_LINES as MAX_LINES
from ocmem.store.index import LOAD_MAX_UNITS as MAX_UNITS
from ocmem.store.recall_file import (
    CLOSE_TAG,
    OPEN_TAG,
    RecallBlock,
    read_index,
    refresh_store_recall,
    render_block,
    snippet,
    store_recall_file,
)

STALE_LAUNCH_SECONDS = 24 * 3600


def launch_dir(state_dir: Path) -> Path:
    return state_dir / "recall" / "launch"


def write_launch_file(state_dir: Path, block: RecallBlock) -> Path:
    """The launch file holding `block`, named by its content.

    The file's path is part of the system prompt, so the same block must give the same
    path: a resumed session (`run -s`, `--continue`, the TUI) then sends the very system
    prompt it sent before and the provider's prompt cache still hits. A file is never
    rewritten (its name is its content); reusing it refreshes its time, so pruning, which
    spares recently used files, keeps it for the launch that reuses it.
    """
    directory = launch_dir(state_dir)
    make_dirs(directory, PRIVATE_DIR_MODE)
    data = block.text.encode("utf-8")
    path = directory / f"{hashlib.sha256(data).hexdigest()[:32]}.md"
    try:
        same = path.read_bytes() == data
    except OSError:
        same = False
    if same:
        with contextlib.suppress(OSError):  # a read-only mtime costs only pruning protection
            os.utime(path)
    else:
        write_atomic(path, block.text)
    return path


def prune_launch_files(state_dir: Path, needed: Iterable[Path], now: float | None = None) -> int:
    """Remove launch files no recorded live session needs and no launch may still use."""
    now = time.time() if now is None else now
    keep = {p.resolve() for p in needed}
    removed = 0
    directory = launch_dir(state_dir)
    if not directory.is_dir():
        return 0
    for entry in directory.glob("*.md"):
        try:
            old = now - entry.stat().st_mtime > STALE_LAUNCH_SECONDS
        except OSError:
            continue
        if old and entry.resolve() not in keep:
            with contextlib.suppress(OSError):
                entry.unlink()
                removed += 1
    return removed


__all__ = [
    "CLOSE_TAG",
    "MAX_LINES",
    "MAX_UNITS",
    "OPEN_TAG",
    "STALE_LAUNCH_SECONDS",
    "RecallBlock",
    "config_with_recall",
    "launch_dir",
    "merged_config_content",
    "prune_launch_files",
    "read_index",
    "refresh_store_recall",
    "render_block",
    "snippet",
    "store_recall_file",
    "user_config",
    "write_launch_file",
]
