"""Which memories a session has already been shown, kept under the state dir.

`<state>/recall/seen/<session>.json` holds `{"session": id, "files": [...], "store":
memory dir, "shown": {file: ISO time}}`, written atomically; a later turn, and a later
launch resuming the session, read it back, so a memory reaches a session at most once. A
file that cannot be read counts as empty: at worst a memory is shown twice, never a turn
lost. `audit` reads the same records (`recalled_times`) to find memories recall never
surfaces.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs, write_atomic

_SAFE_ID = re.compile(r"[A-Za-z0-9_-]{1,100}")
_MAX_BYTES = 1_000_000


def seen_path(state_dir: Path, session: str) -> Path:
    name = session if _SAFE_ID.fullmatch(session) else _hashed(session)
    return state_dir / "recall" / "seen" / f"{name}.json"


def load_seen(state_dir: Path, session: str) -> set[str]:
    return _files(_read(seen_path(state_dir, session)))


def record_seen(
    state_dir: Path,
    session: str,
    files: Iterable[str],
    store: Path | None = None,
    now: datetime | None = None,
) -> set[str]:
    """Add `files` to the session's record (merged with what is on disk); the new set.

    `store` (the memory dir the files are in) and the time are kept beside the names, for
    `recalled_times`."""
    data = _read(seen_path(state_dir, session))
    merged = _files(data)
    new = set(files) - merged
    if not new:
        return merged
    merged |= new
    shown = _shown(data)
    stamp = (now or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
    shown.update(dict.fromkeys(sorted(new), stamp))
    path = seen_path(state_dir, session)
    make_dirs(path.parent, PRIVATE_DIR_MODE)
    payload: dict[str, object] = {"session": session, "files": sorted(merged), "shown": shown}
    store_dir = str(store) if store is not None else data.get("store")
    if isinstance(store_dir, str):
        payload["store"] = store_dir
    write_atomic(path, json.dumps(payload, ensure_ascii=False) + "\n", create_mode=0o600)
    return merged


def recalled_times(state_dir: Path, memory_dir: Path) -> dict[str, datetime] | None:
    """When per-turn recall last showed each memory of `memory_dir` to any session; None
    when recall has kept no record at all (so nothing can be judged from its absence).

    A record without times (written before they were kept) counts at its file's time."""
    directory = state_dir / "recall" / "seen"
    try:
        records = list(directory.glob("*.json"))
    except OSError:
        return None
    if not records:
        return None
    wanted = str(memory_dir)
    latest: dict[str, datetime] = {}
    for path in records:
        data = _read(path)
        if data.get("store") not in (wanted, None):
            continue
        shown = _shown(data)
        fallback = _mtime(path)
        for file in _files(data):
            when = _parse(shown.get(file)) or fallback
            if when is not None and (file not in latest or when > latest[file]):
                latest[file] = when
    return latest


def _read(path: Path) -> dict[str, object]:
    try:
        with path.open("rb") as handle:
            data = json.loads(handle.read(_MAX_BYTES))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _files(data: dict[str, object]) -> set[str]:
    files = data.get("files")
    if not isinstance(files, list):
        return set()
    return {item for item in files if isinstance(item, str)}


def _shown(data: dict[str, object]) -> dict[str, str]:
    shown = data.get("shown")
    if not isinstance(shown, dict):
        return {}
    return {k: v for k, v in shown.items() if isinstance(k, str) and isinstance(v, str)}


def _parse(value: str | None) -> datetime | None:
    if value is None:
        return None
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def _mtime(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except (OSError, OverflowError, ValueError):
        return None


def _hashed(session: str) -> str:
    return "h-" + hashlib.sha256(session.encode("utf-8", errors="surrogatepass")).hexdigest()[:32]
