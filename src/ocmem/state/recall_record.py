"""Which recall file each wrapped session was launched with.

A fork must see exactly the system prompt its parent saw, or the provider's prompt cache
misses; so forks of a session are given the same recall instructions it got. Only our
part is recorded (the recall file and the store directory it grants read access to):
the user's own `OPENCODE_CONFIG_CONTENT` may hold credentials and never goes to disk; a
fork merges our part into whatever the fork's environment carries, as the launch did.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterable
from pathlib import Path

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs, remove_json_except, write_atomic


def _dir(state_dir: Path) -> Path:
    return state_dir / "recall" / "sessions"


def _path(state_dir: Path, session_id: str) -> Path:
    safe = hashlib.sha256(session_id.encode()).hexdigest()[:32]
    return _dir(state_dir) / f"{safe}.json"


def remember(state_dir: Path, session_id: str, recall_file: Path, memory_dir: Path) -> None:
    """Record the session's recall file. The latest launch wins: a resumed session's
    newest requests (the prompt-cache prefix a fork reuses) carry that launch's file."""
    path = _path(state_dir, session_id)
    make_dirs(path.parent, PRIVATE_DIR_MODE)
    record = {
        "session_id": session_id,
        "recall_file": str(recall_file),
        "memory_dir": str(memory_dir),
        "recorded_at": time.time(),
    }
    write_atomic(path, json.dumps(record, indent=2) + "\n")


def recall_for(state_dir: Path, session_id: str) -> tuple[Path, Path] | None:
    """(recall file, memory dir) recorded for the session, if the file still exists."""
    try:
        record = json.loads(_path(state_dir, session_id).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(record, dict) or record.get("session_id") != session_id:
        return None
    recall_file, memory_dir = record.get("recall_file"), record.get("memory_dir")
    if not isinstance(recall_file, str) or not isinstance(memory_dir, str):
        return None
    if not Path(recall_file).is_file():
        return None
    return Path(recall_file), Path(memory_dir)


def recorded_files(state_dir: Path) -> dict[str, Path]:
    """session id -> recall file, for every recorded session."""
    found: dict[str, Path] = {}
    directory = _dir(state_dir)
    if not directory.is_dir():
        return found
    for entry in directory.glob("*.json"):
        try:
            record = json.loads(entry.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(record, dict) and isinstance(record.get("recall_file"), str):
            found[str(record.get("session_id"))] = Path(record["recall_file"])
    return found


def forget_missing(state_dir: Path, live_session_ids: Iterable[str]) -> int:
    """Drop the records of sessions that no longer exist."""
    keep = {_path(state_dir, sid).name for sid in live_session_ids}
    return remove_json_except(_dir(state_dir), keep)
