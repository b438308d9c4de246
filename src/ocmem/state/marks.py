"""Per-session high-water marks: how many user turns were already mined, and a fingerprint.

A mark only moves after a successful extraction. Failures are counted; after three in a
row the session backs off exponentially (capped at a day), so a session whose model is
gone is not retried forever.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs, remove_json_except, write_atomic

FREE_FAILURES = 3
BACKOFF_BASE_SECONDS = 15 * 60
BACKOFF_CAP_SECONDS = 24 * 3600


@dataclass(frozen=True)
class Mark:
    session_id: str
    user_turns: int = 0
    fingerprint: str = ""
    turn_ids: tuple[str, ...] = ()
    updated_at: float = 0.0
    failures: int = 0
    retry_after: float = 0.0
    last_error: str = ""


@dataclass(frozen=True)
class Delta:
    """What to mine: user turns `start`+1 .. `end`; `reason` says why."""

    start: int
    end: int
    reason: str

    @property
    def has_new_turns(self) -> bool:
        return self.end > self.start


def marks_dir(state_dir: Path) -> Path:
    return state_dir / "marks"


def _path(state_dir: Path, session_id: str) -> Path:
    safe = hashlib.sha256(session_id.encode()).hexdigest()[:32]
    return marks_dir(state_dir) / f"{safe}.json"


def load(state_dir: Path, session_id: str) -> Mark | None:
    try:
        raw = json.loads(_path(state_dir, session_id).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(raw, dict) or raw.get("session_id") != session_id:
        return None
    try:
        return Mark(
            session_id=session_id,
            user_turns=max(0, int(raw.get("user_turns", 0))),
            fingerprint=str(raw.get("fingerprint", "")),
            turn_ids=tuple(str(x) for x in raw.get("turn_ids", ())),
            updated_at=float(raw.get("updated_at", 0)),
            failures=max(0, int(raw.get("failures", 0))),
            retry_after=float(raw.get("retry_after", 0)),
            last_error=str(raw.get("last_error", "")),
        )
    except (TypeError, ValueError):
        return None


def has_file(state_dir: Path, session_id: str) -> bool:
    """Whether a mark file exists for the session: where `load` gave None, it is damaged."""
    return _path(state_dir, session_id).exists()


def save(state_dir: Path, mark: Mark) -> None:
    path = _path(state_dir, mark.session_id)
    make_dirs(path.parent, PRIVATE_DIR_MODE)
    data = asdict(mark)
    data["turn_ids"] = list(mark.turn_ids)
    write_atomic(path, json.dumps(data, indent=2) + "\n")


def delta(mark: Mark | None, turn_ids: Sequence[str], current_fingerprint: str) -> Delta:
    total = len(turn_ids)
    if mark is None or mark.user_turns == 0:
        return Delta(0, total, "no-mark")
    if mark.user_turns > total:
        return Delta(0, total, "turns-shrank")
    if tuple(turn_ids[: mark.user_turns]) != mark.turn_ids:
        return Delta(0, total, "turns-changed")
    if mark.user_turns == total:
        if current_fingerprint != mark.fingerprint:
            return Delta(0, total, "turns-changed")
        return Delta(total, total, "up-to-date")
    return Delta(mark.user_turns, total, "new-turns")


def advanced(
    previous: Mark | None, session_id: str, turn_ids: Sequence[str], current_fingerprint: str
) -> Mark:
    base = previous or Mark(session_id)
    return replace(
        base,
        user_turns=len(turn_ids),
        turn_ids=tuple(turn_ids),
        fingerprint=current_fingerprint,
        updated_at=time.time(),
        failures=0,
        retry_after=0.0,
        last_error="",
    )


def failed(previous: Mark | None, session_id: str, reason: str, now: float | None = None) -> Mark:
    now = time.time() if now is None else now
    base = previous or Mark(session_id)
    failures = base.failures + 1
    retry_after = 0.0
    if failures >= FREE_FAILURES:
        wait = BACKOFF_BASE_SECONDS * 2 ** (failures - FREE_FAILURES)
        retry_after = now + min(BACKOFF_CAP_SECONDS, wait)
    from ocmem.redact import scrub_output  # only a failure pays for the scrubber

    # Scrubbed before the cut: a token cut in half is no longer recognised as one.
    last_error = scrub_output(reason)[:200]
    return replace(base, failures=failures, retry_after=retry_after, last_error=last_error)


def backing_off(mark: Mark | None, now: float | None = None) -> bool:
    now = time.time() if now is None else now
    return mark is not None and mark.retry_after > now


def prune(state_dir: Path, live_session_ids: Iterable[str]) -> int:
    """Remove marks of sessions that no longer exist; returns how many were removed."""
    keep = {_path(state_dir, sid).name for sid in live_session_ids}
    return remove_json_except(marks_dir(state_dir), keep)


def all_marks(state_dir: Path) -> list[Mark]:
    directory = marks_dir(state_dir)
    if not directory.is_dir():
        return []
    found = []
    for entry in sorted(directory.glob("*.json")):
        try:
            raw = json.loads(entry.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(raw, dict) and isinstance(raw.get("session_id"), str):
            mark = load(state_dir, raw["session_id"])
            if mark is not None:
                found.append(mark)
    return found
