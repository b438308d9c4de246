"""Which memories a session has already been shown, kept under the state dir.

`<state>/recall/seen/<session>.json` holds `{"session": id, "files": [...]}`, written
atomically; a later turn, and a later launch resuming the session, read it back, so a
memory reaches a session at most once. A file that cannot be read counts as empty: at
worst a memory is shown twice, never a turn lost.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from pathlib import Path

from ocmem.atomic import PRIVATE_DIR_MODE, write_atomic

_SAFE_ID = re.compile(r"[A-Za-z0-9_-]{1,100}")
_MAX_BYTES = 1_000_000


def seen_path(state_dir: Path, session: str) -> Path:
    name = session if _SAFE_ID.fullmatch(session) else _hashed(session)
    return state_dir / "recall" / "seen" / f"{name}.json"


def load_seen(state_dir: Path, session: str) -> set[str]:
    try:
        with seen_path(state_dir, session).open("rb") as handle:
            data = json.loads(handle.read(_MAX_BYTES))
    except (OSError, ValueError):
        return set()
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, list):
        return set()
    return {item for item in files if isinstance(item, str)}


def record_seen(state_dir: Path, session: str, files: Iterable[str]) -> set[str]:
    """Add `files` to the session's record (merged with what is on disk); the new set."""
    merged = load_seen(state_dir, session)
    new = set(files) - merged
    if not new:
        return merged
    merged |= new
    path = seen_path(state_dir, session)
    path.parent.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR_MODE)
    payload = {"session": session, "files": sorted(merged)}
    write_atomic(path, json.dumps(payload, ensure_ascii=False) + "\n", create_mode=0o600)
    return merged


def _hashed(session: str) -> str:
    return "h-" + hashlib.sha256(session.encode("utf-8", errors="surrogatepass")).hexdigest()[:32]
