"""The recall block of a wrapped launch, as extra instructions.

opencode merges files named in its config's `instructions` into the system prompt at
session start. `wrap` writes the block to a new file per launch (never rewritten, so the
session's system prompt stays byte-stable while memories change) and names it in
`OPENCODE_CONFIG_CONTENT`, merged with whatever the user put there. The block itself and
the per-store file live with the store (`ocmem.store.recall`), the config merge with the
gateway (`ocmem.gateway.config_content`); their names stay importable from here.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import time
from collections.abc import Iterable
from pathlib import Path

from ocmem.atomic import write_atomic
from ocmem.gateway.config_content import config_with_recall, merged_config_content, user_config
from ocmem.store.index import LOAD_MAX_LINES as MAX_LINES
from ocmem.store.index import LOAD_MAX_UNITS as MAX_UNITS
from ocmem.store.recall import (
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
    directory = launch_dir(state_dir)
    directory.mkdir(parents=True, exist_ok=True, mode=0o700)
    name = (
        f"{time.strftime('%Y%m%dT%H%M%S', time.gmtime())}-{os.getpid()}-{secrets.token_hex(4)}.md"
    )
    path = directory / name
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
