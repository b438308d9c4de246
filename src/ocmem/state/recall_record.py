"""Which recall instructions each wrapped session was launched with.

A fork must see exactly the system prompt its parent saw, or the provider's prompt cache
misses; so forks of a session are given the same `OPENCODE_CONFIG_CONTENT` it got.
"""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path

from ocmem.store.atomic import write_atomic


def _path(state_dir: Path, session_id: str) -> Path:
    safe = hashlib.sha256(session_id.encode()).hexdigest()[:32]
    return state_dir / "recall" / "sessions" / f"{safe}.json"


def remember(state_dir: Path, session_id: str, config_content: str, recall_file: Path) -> None:
    path = _path(state_dir, session_id)
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    record = {
        "session_id": session_id,
        "config_content": config_content,
        "recall_file": str(recall_file),
        "recorded_at": time.time(),
    }
    write_atomic(path, json.dumps(record, indent=2) + "\n")


def config_for(state_dir: Path, session_id: str) -> str | None:
    """The launch config content recorded for `session_id`, if it still points at a file."""
    try:
        record = json.loads(_path(state_dir, session_id).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(record, dict) or record.get("session_id") != session_id:
        return None
    content = record.get("config_content")
    recall_file = record.get("recall_file")
    if not isinstance(content, str) or not isinstance(recall_file, str):
        return None
    return content if Path(recall_file).is_file() else None


def recorded_files(state_dir: Path) -> dict[str, Path]:
    """session id -> recall file, for every recorded session."""
    found: dict[str, Path] = {}
    directory = state_dir / "recall" / "sessions"
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
