"""Reading a store: listing, reading, searching and summarising memories. Never writes.

The listing is flat (the store is one directory), uncapped, and ordered like the other
tools order it (UTF-16 code units). Symlinks are skipped rather than followed: a cloned
repository's in-repo store must not be able to feed, say, a private key into recall.
"""

from __future__ import annotations

import os
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from pathlib import Path

from ocmem.state import history
from ocmem.store.index import index_line_count, index_targets, sync_index
from ocmem.store.location import INDEX_FILE, StoreLocation, StoreMode
from ocmem.store.memory_file import Memory, parse
from ocmem.store.naming import validate_file_name
from ocmem.store.safe_read import UnsafeFileError, read_regular_file
from ocmem.store.store_errors import MemoryNotFoundError, StoreError

DEFAULT_SEARCH_LIMIT = 20
DEFAULT_MIN_SCORE = 60.0
RECALL_FILE_BYTES = 4096


@dataclass(frozen=True)
class Skipped:
    file: str
    reason: str


@dataclass(frozen=True)
class StoreScan:
    memories: tuple[Memory, ...]
    skipped: tuple[Skipped, ...]


@dataclass(frozen=True)
class SearchHit:
    memory: Memory
    score: float


@dataclass(frozen=True)
class StoreSummary:
    memory_dir: Path
    mode: StoreMode
    exists: bool
    memories: int
    skipped: int
    index_exists: bool
    index_lines: int
    index_max_lines: int
    over_soft_limit: bool
    index_in_sync: bool
    index_problem: str | None = None
    oversized: tuple[str, ...] = ()


def is_memory_file_name(name: str) -> bool:
    return name.endswith(".md") and not name.startswith(".") and name.casefold() != "memory.md"


def scan_store(location: StoreLocation) -> StoreScan:
    """Every memory in the store, with the entries that could not be read and why."""
    try:
        entries = list(os.scandir(location.memory_dir))
    except FileNotFoundError:
        return StoreScan(memories=(), skipped=())
    except OSError as exc:
        raise StoreError(
            f"cannot list the memory store {location.memory_dir}: {exc.strerror}",
            hint="check that the path is a directory you can read",
        ) from None
    memories: list[Memory] = []
    skipped: list[Skipped] = []
    for entry in entries:
        if not is_memory_file_name(entry.name):
            continue
        if not is_utf8_name(entry.name):
            # Never indexed or shown raw: MEMORY.md and every prompt stay UTF-8 text.
            skipped.append(Skipped(file=printable_name(entry.name), reason="name is not UTF-8"))
            continue
        try:
            memories.append(_read_entry(entry.path, entry.name))
        except FileNotFoundError:
            continue  # removed while we listed
        except _UnreadableError as exc:
            skipped.append(Skipped(file=entry.name, reason=str(exc)))
    memories.sort(key=lambda memory: utf16_order(memory.file))
    skipped.sort(key=lambda item: utf16_order(item.file))
    return StoreScan(memories=tuple(memories), skipped=tuple(skipped))


def list_memories(location: StoreLocation) -> list[Memory]:
    return list(scan_store(location).memories)


def modified_times(location: StoreLocation, files: Iterable[str]) -> dict[str, float]:
    """Each file's modification time (what Claude Code's own scan sorts by), if it has one.

    A file that vanished or cannot be stat'ed is left out; symlinks are not followed.
    """
    times: dict[str, float] = {}
    for file in files:
        try:
            times[file] = os.lstat(location.memory_dir / file).st_mtime
        except OSError:
            continue
    return times


def read_memory(location: StoreLocation, file: str) -> Memory:
    """One memory by file name.

    Raises `InvalidMemoryFileError`, `MemoryNotFoundError`, or `StoreError` when unreadable.
    """
    name = validate_file_name(file)
    try:
        return _read_entry(location.memory_dir / name, name)
    except FileNotFoundError:
        raise MemoryNotFoundError(
            f"no memory named {name} in {location.memory_dir}",
            hint="`opencode-memory memories list` shows the memories there are",
        ) from None
    except _UnreadableError as exc:
        raise StoreError(
            f"cannot read {name}: it {exc}",
            hint="only regular UTF-8 files inside the store are read; move it out of the way",
        ) from None
    except OSError as exc:
        raise StoreError(f"cannot read {name}: {exc.strerror}") from None


def read_memory_bytes(location: StoreLocation, file: str) -> bytes:
    """One memory file exactly as it is on disk (for `memories show`); errors as `read_memory`."""
    name = validate_file_name(file)
    try:
        return read_regular_file(location.memory_dir / name)
    except FileNotFoundError:
        raise MemoryNotFoundError(
            f"no memory named {name} in {location.memory_dir}",
            hint="`opencode-memory memories list` shows the memories there are",
        ) from None
    except UnsafeFileError as exc:
        raise StoreError(
            f"cannot read {name}: it {exc}",
            hint="only regular files inside the store are read; move it out of the way",
        ) from None


def search_memories(
    location: StoreLocation,
    query: str,
    *,
    limit: int = DEFAULT_SEARCH_LIMIT,
    min_score: float = DEFAULT_MIN_SCORE,
) -> list[SearchHit]:
    """Memories matching `query` (fuzzy, over name, description and body), best first."""
    return rank_memories(scan_store(location).memories, query, limit=limit, min_score=min_score)


def rank_memories(
    memories: Iterable[Memory],
    query: str,
    *,
    limit: int = DEFAULT_SEARCH_LIMIT,
    min_score: float = DEFAULT_MIN_SCORE,
) -> list[SearchHit]:
    """`memories` matching `query` (fuzzy, over name, description and body), best first."""
    needle = query.strip().lower()
    if not needle:
        return []
    hits = []
    for memory in memories:
        score = max(
            _field_score(needle, memory.name, 100.0),
            _field_score(needle, memory.description, 100.0),
            _field_score(needle, memory.body, 95.0),
        )
        if score >= min_score:
            hits.append(SearchHit(memory=memory, score=round(score, 1)))
    hits.sort(key=lambda hit: (-hit.score, utf16_order(hit.memory.file)))
    return hits[:limit]


def store_summary(
    location: StoreLocation, index_max_lines: int, state_dir: Path | None = None
) -> StoreSummary:
    """Counts for `status`: memories, index lines, and whether the index is over its soft limit.

    `index_max_lines` of 0 disables the soft limit. Claude Code warns at the limit itself.
    With `state_dir`, an entry for a memory this tool wrote or deleted that is gone counts
    as out of step (`gone_memories`).
    """
    scan = scan_store(location)
    index_text, problem = _read_index(location)
    lines = index_line_count(index_text or "")
    present = {m.file for m in scan.memories} | {s.file for s in scan.skipped}
    gone = (
        gone_memories(state_dir, location, index_text or "", present)
        if state_dir is not None
        else set()
    )
    return StoreSummary(
        memory_dir=location.memory_dir,
        mode=location.mode,
        exists=location.memory_dir.is_dir(),
        memories=len(scan.memories),
        skipped=len(scan.skipped),
        index_exists=index_text is not None,
        index_lines=lines,
        index_max_lines=index_max_lines,
        over_soft_limit=index_max_lines > 0 and lines >= index_max_lines,
        index_in_sync=problem is None
        and sync_index(index_text or "", scan.memories, removed=gone) == (index_text or ""),
        index_problem=problem,
        oversized=oversized_memories(location, scan.memories),
    )


def gone_memories(
    state_dir: Path, location: StoreLocation, index_text: str, present: Collection[str]
) -> set[str]:
    """The memory files the index links that are not in `present` but that this tool
    wrote or deleted (the store's history names them): their entries are ours to drop.

    A link to a file we never wrote (a README, notes of the user's) is theirs and stays.
    The history is read only when some entry points at a missing file.
    """
    dangling = {target for target in index_targets(index_text) if target not in present}
    if not dangling:
        return set()
    named = {
        change.file
        for record in history.list_passes(state_dir, location.memory_dir)
        for change in record.files
    }
    return dangling & named


def read_index_text(location: StoreLocation) -> str | None:
    """MEMORY.md's text (bytes that are not UTF-8 kept as surrogate escapes).

    None when it is absent, and also when it is not a regular file of at most
    1 MiB (a symlink, FIFO, device or directory): such an index is never read
    (`index_problem` says why), so nothing outside the store reaches a prompt.
    """
    return _read_index(location)[0]


def index_problem(location: StoreLocation) -> str | None:
    """Why MEMORY.md cannot be read as the index ("MEMORY.md is a symlink ..."), else None."""
    return _read_index(location)[1]


def _read_index(location: StoreLocation) -> tuple[str | None, str | None]:
    """(MEMORY.md's text or None, why it cannot be read or None)."""
    try:
        data = read_regular_file(location.memory_dir / INDEX_FILE)
    except FileNotFoundError:
        return None, None
    except UnsafeFileError as exc:
        return None, f"{INDEX_FILE} {exc}"
    return data.decode("utf-8", errors="surrogateescape"), None


def oversized_memories(location: StoreLocation, memories: tuple[Memory, ...]) -> tuple[str, ...]:
    """Memories over Claude Code's 4 KB guidance (its recall shows only the first 4 KB)."""
    out = []
    for memory in memories:
        try:
            size = os.lstat(location.memory_dir / memory.file).st_size
        except OSError:
            continue
        if size > RECALL_FILE_BYTES:
            out.append(memory.file)
    return tuple(out)


def printable_name(name: str) -> str:
    """A file name safe to print: bytes that are not UTF-8 shown as `\\xNN`."""
    return os.fsencode(name).decode("utf-8", errors="backslashreplace")


def is_utf8_name(name: str) -> bool:
    """Whether `name` is valid UTF-8 (an index line and a prompt can carry it)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


class _UnreadableError(Exception):
    pass


def _read_entry(path: str | Path, name: str) -> Memory:
    """Parse one memory file; `_UnreadableError` says why it can't, FileNotFoundError if gone.

    Symlinks are not followed, FIFOs never opened and reads are bounded (`read_regular_file`).
    """
    try:
        data = read_regular_file(path)
    except UnsafeFileError as exc:
        raise _UnreadableError(str(exc)) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise _UnreadableError("is not UTF-8 text") from None
    return parse(text, file=name)


def _field_score(needle: str, text: str, ceiling: float) -> float:
    from rapidfuzz import fuzz  # only `search` needs it; listing and `status` do not

    haystack = text.lower()
    if not haystack:
        return 0.0
    if needle in haystack:
        return ceiling
    return min(ceiling, float(fuzz.WRatio(needle, haystack)))


def utf16_order(name: str) -> bytes:
    """The sort key of Claude Code's own listing: UTF-16 code units."""
    return name.encode("utf-16-be", errors="surrogatepass")


def memory_at(path: str, name: str) -> Memory | None:
    """The memory at `path`, or None when it vanished or cannot be read as one (a cache
    over the store skips it until it changes)."""
    try:
        data = read_regular_file(path)
        return parse(data.decode("utf-8"), file=name)
    except (OSError, UnsafeFileError, UnicodeDecodeError, ValueError, StoreError):
        return None
