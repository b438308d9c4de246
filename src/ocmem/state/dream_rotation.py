"""Which memories a batched dream has already reviewed in the current rotation.

A store too large for one dream prompt is consolidated a batch per pass. Each successful
pass records a signature of every memory it was shown; a memory counts as reviewed while
its signature (type, name, description, body) is unchanged, so an edited memory comes up
again. When every memory of the store has been reviewed the rotation starts over.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Protocol, TypeVar

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs, write_atomic


class Reviewable(Protocol):
    """What a rotation needs of a memory (the store's `Memory` has it): state does not
    import the store, which writes its history through state."""

    @property
    def file(self) -> str: ...
    @property
    def type(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def description(self) -> str: ...
    @property
    def body(self) -> str: ...


M = TypeVar("M", bound=Reviewable)


def signature(memory: Reviewable) -> str:
    text = "\x00".join([memory.type, memory.name, memory.description, memory.body])
    return hashlib.sha256(text.encode("utf-8", errors="surrogatepass")).hexdigest()[:24]


def _path(state_dir: Path, memory_dir: Path) -> Path:
    key = hashlib.sha256(str(memory_dir).encode()).hexdigest()[:32]
    return state_dir / "dream-rotation" / f"{key}.json"


def reviewed(state_dir: Path, memory_dir: Path) -> dict[str, str]:
    """file -> signature of the memories reviewed in the current rotation."""
    try:
        record = json.loads(_path(state_dir, memory_dir).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(record, dict) or record.get("store") != str(memory_dir):
        return {}
    files = record.get("reviewed")
    if not isinstance(files, dict):
        return {}
    return {str(k): str(v) for k, v in files.items() if isinstance(v, str)}


def pending(memories: Iterable[M], seen: Mapping[str, str]) -> list[M]:
    """The memories not reviewed (or changed since) in the current rotation."""
    return [m for m in memories if seen.get(m.file) != signature(m)]


def record_reviewed(
    state_dir: Path, memory_dir: Path, shown: Iterable[Reviewable], store: Iterable[Reviewable]
) -> None:
    """Add `shown` to the rotation; start a new one once the whole `store` is covered."""
    current = {m.file: signature(m) for m in store}
    seen = {f: s for f, s in reviewed(state_dir, memory_dir).items() if current.get(f) == s}
    seen.update((m.file, signature(m)) for m in shown)
    if all(seen.get(f) == s for f, s in current.items()):
        seen = {}
    path = _path(state_dir, memory_dir)
    make_dirs(path.parent, PRIVATE_DIR_MODE)
    record = {"store": str(memory_dir), "reviewed": seen}
    write_atomic(path, json.dumps(record, indent=1, sort_keys=True) + "\n")
