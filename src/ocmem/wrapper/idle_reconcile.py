"""Idle extraction decided from opencode's database, not from the events that hint at it.

The event stream can miss a turn: a TUI answers `GET /event` only seconds after it
starts, the stream drops and reconnects, and `session.idle` is never replayed. So on every
(re)connect of the stream, on every idle timer and on a short tick, the launch's sessions
are read from the database (the same ones the exit pass will mine: top-level sessions in
the launch directory's store scope updated since the launch began) and each one that

- is not busy (a turn that went quiet past the staleness cutoff counts as finished),
- has a completed reply and user turns its mark has not covered, is not backing off,
- and has been quiet for `idle.seconds` (the event path has waited that out already),

gets one background `maintain --session`. Never twice: a session is started once per
set of turns (its fingerprint) for as long as this launch runs, and the pass itself
re-reads the mark under the store's pipeline lock, so a race with the exit pass or
another launch costs no model call.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ocmem.errors import OcmemError
from ocmem.gateway.database import SessionInfo
from ocmem.state import marks

TICK_MAX = 5.0
TICK_MIN = 1.0


def tick_seconds(idle_seconds: float) -> float:
    """How often to read the database: often enough to add little to `idle.seconds`."""
    return min(TICK_MAX, max(TICK_MIN, idle_seconds / 2))


@dataclass(frozen=True)
class Decision:
    session_id: str
    start: bool
    reason: str


class IdleReconciler:
    """Decides, from the sessions as the database shows them, which ones get a pass now."""

    def __init__(
        self,
        read_sessions: Callable[[], Sequence[SessionInfo]],
        load_mark: Callable[[str], marks.Mark | None],
        start_pass: Callable[[str], int | None],
        seconds: float,
        log: Callable[[str], None] = lambda _line: None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._read_sessions = read_sessions
        self._load_mark = load_mark
        self._start_pass = start_pass
        self.seconds = seconds
        self._log = log
        self._clock = clock
        self._started: dict[tuple[str, str], int | None] = {}
        self._lock = threading.Lock()
        self._last_problem = ""

    def reconcile(self, why: str, only: str | None = None) -> list[Decision]:
        """Start a pass for each session that is due; `only` limits it to one session,
        which the caller (an idle timer) knows to have been quiet long enough."""
        with self._lock:
            try:
                sessions = list(self._read_sessions())
            except (OcmemError, OSError) as exc:
                self._problem(f"idle: cannot read opencode's sessions ({why}): {exc}")
                return []
            self._last_problem = ""
            decisions: list[Decision] = []
            for session in sessions:
                if only is not None and session.id != only:
                    continue
                decision = self._decide(session, require_quiet=only is None)
                if decision.start:
                    decision = self._start(session, decision, why)
                decisions.append(decision)
            return decisions

    def _decide(self, session: SessionInfo, *, require_quiet: bool) -> Decision:
        sid = session.id
        if session.busy:
            return Decision(sid, False, "busy")
        if not session.has_completed_reply:
            return Decision(sid, False, "no-reply")
        mark = self._load_mark(sid)
        if not marks.delta(mark, session.turn_ids, session.turns_fingerprint).has_new_turns:
            return Decision(sid, False, "up-to-date")
        if marks.backing_off(mark, self._clock()):
            return Decision(sid, False, "backing-off")
        if (sid, session.turns_fingerprint) in self._started:
            return Decision(sid, False, "already-started")
        if require_quiet:
            quiet_since = session.last_activity_time or session.time_updated
            quiet = self._clock() - quiet_since / 1000
            if quiet < self.seconds:
                return Decision(sid, False, "not-quiet-yet")
        return Decision(sid, True, "due")

    def _start(self, session: SessionInfo, decision: Decision, why: str) -> Decision:
        key = (session.id, session.turns_fingerprint)
        # Recorded before the spawn: a failed spawn is not retried every tick (the exit
        # pass mines the session instead).
        self._started[key] = None
        pid = self._start_pass(session.id)
        self._started[key] = pid
        if pid is None:
            return Decision(session.id, False, "start-failed")
        self._log(f"idle: session {session.id} is due ({why}); pass started (pid {pid})")
        return decision

    def _problem(self, line: str) -> None:
        if line != self._last_problem:  # once per distinct problem, not once per tick
            self._last_problem = line
            self._log(line)


class ReconcileLoop:
    """Runs `reconcile` on a daemon thread every `interval` seconds, and at once on `poke`."""

    def __init__(
        self,
        reconciler: IdleReconciler,
        interval: float,
        is_alive: Callable[[], bool],
        log: Callable[[str], None] = lambda _line: None,
    ) -> None:
        self.reconciler = reconciler
        self.interval = interval
        self._is_alive = is_alive
        self._log = log
        self._stopped = threading.Event()
        self._woken = threading.Event()
        self._reason = "tick"
        self._thread = threading.Thread(target=self._run, name="ocmem-reconcile", daemon=True)
        self.rounds = 0

    def start(self) -> None:
        self._thread.start()

    def poke(self, why: str) -> None:
        self._reason = why
        self._woken.set()

    def stop(self) -> None:
        self._stopped.set()
        self._woken.set()
        self._thread.join(timeout=2.0)

    def _run(self) -> None:
        try:
            while not self._stopped.is_set() and self._is_alive():
                self._woken.wait(self.interval)
                if self._stopped.is_set():
                    break
                why, self._reason = self._reason, "tick"
                self._woken.clear()
                self.reconciler.reconcile(why)
                self.rounds += 1
        except Exception as exc:  # the loop is a bonus; the exit pass still runs
            self._log(f"idle: reconcile stopped ({type(exc).__name__}: {exc}); exit pass only")
