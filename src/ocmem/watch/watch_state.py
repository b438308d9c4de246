"""What `status` asks about watching: is a watcher running, does a session wait for mining.

Kept apart from the watcher itself so that `status` does not load the mining pipeline.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ocmem.gateway.database import SessionInfo
from ocmem.state import marks
from ocmem.state.lock import lock_status

WATCH_LOCK = "watch"


@dataclass(frozen=True)
class WatchProcess:
    running: bool
    pid: int | None
    since: str | None
    lock_file: str


def has_unmined_turns(session: SessionInfo, mark: marks.Mark | None) -> bool:
    """The session has user turns its mark does not cover (new, edited or reverted ones).

    The database's turn fingerprint uses the marks' format, so equal fingerprints mean
    the mark covers exactly the session's current turns.
    """
    if session.user_turns == 0:
        return False
    if mark is None:
        return True
    return mark.user_turns != session.user_turns or mark.fingerprint != session.turns_fingerprint


def watch_process(state_dir: Path) -> WatchProcess:
    """Whether a `watch` holds this state dir right now, and its pid."""
    status = lock_status(state_dir, WATCH_LOCK)
    holder = status.holder if status.held else None
    return WatchProcess(
        running=status.held,
        pid=holder.pid if holder else None,
        since=holder.acquired_at if holder else None,
        lock_file=str(status.path),
    )
