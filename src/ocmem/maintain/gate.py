"""The dream gate: whether enough time and sessions have passed since the last dream.

Kept apart from the dream itself so that `status` can show the gate without loading the
fork machinery.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import UTC, datetime

from ocmem.gateway.database import OpencodeDatabase
from ocmem.settings import Settings
from ocmem.state import dream_gate
from ocmem.store.location import StoreLocation

HOUR = 3600.0


@dataclass(frozen=True)
class GateState:
    due: bool
    reason: str
    last_dream: str | None
    hours_since: float | None
    sessions_since: int
    min_hours: float
    min_sessions: int


def _iso(ts: float | None) -> str | None:
    if ts is None:
        return None
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def gate_state(
    location: StoreLocation, cfg: Settings, db: OpencodeDatabase, now: float | None = None
) -> GateState:
    now = time.time() if now is None else now
    last = dream_gate.last_dream(cfg.state.dir, location.memory_dir)
    since_ms = int(last * 1000) if last is not None else None
    touched = [
        s
        for s in db.sessions_in_scope(location.root)
        if since_ms is None or s.time_updated > since_ms
    ]
    hours = None if last is None else (now - last) / HOUR
    min_hours = cfg.dream.min_hours
    min_sessions = cfg.dream.min_sessions
    if not cfg.dream.enabled:
        due, reason = False, "disabled"
    elif hours is not None and hours < min_hours:
        due, reason = False, "too-soon"
    elif len(touched) < min_sessions:
        due, reason = False, "too-few-sessions"
    else:
        due, reason = True, "due"
    return GateState(due, reason, _iso(last), hours, len(touched), min_hours, min_sessions)
