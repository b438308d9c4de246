"""Rewriting MEMORY.md when other programs write it too.

Our own writers share the store lock, but Claude Code and a person's editor do not: one of
them may replace MEMORY.md between our read and our rename, and a plain rename would throw
their lines away. So the new index is computed from what was read, written to a temp file,
and renamed only if MEMORY.md is still byte for byte what was read; if it changed, the
merge runs again on the new text. What is left is the moment between that last check and
the rename, microseconds instead of the fsync's milliseconds.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

from ocmem.atomic import ChangedMeanwhileError, write_atomic
from ocmem.store.location import StoreLocation
from ocmem.store.safe_read import UnsafeFileError, read_regular_file
from ocmem.store.store_errors import StoreError

# A writer that keeps replacing the index faster than we can merge is unusual; after this
# many merges (each retry waiting a little longer, about a second in all) the write is
# refused rather than forced.
_TRIES = 20
_BACKOFF_SECONDS = 0.005


def rewrite_index(
    location: StoreLocation, merge: Callable[[str], str], *, create_mode: int = 0o666
) -> bool:
    """Replace MEMORY.md with `merge(current text)` unless that changes nothing; True when
    it was written. The caller has checked that MEMORY.md is a regular file or absent."""
    path = location.index_path
    for attempt in range(_TRIES):
        if attempt:
            time.sleep(_BACKOFF_SECONDS * attempt)
        try:
            before = _raw(path)
        except UnsafeFileError as exc:
            raise StoreError(
                f"{path} {exc}, so the index cannot be written",
                hint="move it out of the way; opencode-memory rebuilds MEMORY.md from the files",
            ) from None
        old = "" if before is None else before.decode("utf-8", errors="surrogateescape")
        new = merge(old)
        if new == old:
            return False
        try:
            write_atomic(
                path,
                new.encode("utf-8", errors="surrogateescape"),
                sync_dir=False,
                create_mode=create_mode,
                still=partial(_unchanged, path, before),
            )
        except ChangedMeanwhileError:
            continue
        return True
    raise StoreError(
        f"{path} kept changing while it was being rewritten",
        hint="another program is writing it (Claude Code?); run the command again",
    )


def _raw(path: Path) -> bytes | None:
    try:
        return read_regular_file(path)
    except FileNotFoundError:
        return None


def _unchanged(path: Path, before: bytes | None) -> bool:
    try:
        return _raw(path) == before
    except UnsafeFileError:
        return False


__all__: Sequence[str] = ["rewrite_index"]
