"""When a store was last consolidated. No record means never."""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs, sweep_temp_files, write_atomic


def _path(state_dir: Path, memory_dir: Path) -> Path:
    key = hashlib.sha256(str(memory_dir).encode()).hexdigest()[:32]
    return state_dir / "dream-gate" / f"{key}.json"


def last_dream(state_dir: Path, memory_dir: Path) -> float | None:
    try:
        record = json.loads(_path(state_dir, memory_dir).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(record, dict) or record.get("store") != str(memory_dir):
        return None
    value = record.get("last_dream")
    return float(value) if isinstance(value, int | float) else None


def record_dream(state_dir: Path, memory_dir: Path, when: float | None = None) -> None:
    path = _path(state_dir, memory_dir)
    make_dirs(path.parent, PRIVATE_DIR_MODE)
    # Its writers hold the store's pipeline lock: a temp file of this record is a leftover.
    sweep_temp_files(path.parent, target=path.name)
    record = {"store": str(memory_dir), "last_dream": time.time() if when is None else when}
    write_atomic(path, json.dumps(record, indent=2) + "\n")
