"""The idle reconcile: which of a launch's sessions get a pass, decided from the database."""

from __future__ import annotations

import threading
import time
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from ocmem.gateway.database import DatabaseUnavailable, SessionInfo
from ocmem.gateway.session_rows import fingerprint
from ocmem.state import marks
from ocmem.wrapper.idle_reconcile import IdleReconciler, ReconcileLoop, tick_seconds

NOW = 1_800_000_000.0
SECONDS = 30.0


def session(sid: str = "ses_a", quiet: float = 60.0, turns: int = 1) -> SessionInfo:
    last = int((NOW - quiet) * 1000)
    ids = tuple(f"msg_{sid}_{n}" for n in range(turns))
    return SessionInfo(
        id=sid,
        directory="/p",
        title="t",
        project_id=None,
        parent_id=None,
        time_created=last - 5000,
        time_updated=last,
        time_archived=None,
        agent=None,
        model="fake/m1",
        model_variant=None,
        user_turns=turns,
        turn_ids=ids,
        turns_fingerprint=fingerprint(ids, ["x"] * turns),
        last_message_time=last,
        busy=False,
        has_completed_reply=True,
        is_our_fork=False,
        is_fork=False,
        fork_own_turns=0,
        last_activity_time=last,
    )


class World:
    """The database as the reconciler reads it, the marks, and the passes it started."""

    def __init__(self, *sessions: SessionInfo) -> None:
        self.sessions = list(sessions)
        self.marks: dict[str, marks.Mark] = {}
        self.started: list[str] = []
        self.now = NOW
        self.fail_spawn = False
        self.lines: list[str] = []
        self.reconciler = IdleReconciler(
            read_sessions=lambda: self.sessions,
            load_mark=self.marks.get,
            start_pass=self.start,
            seconds=SECONDS,
            log=self.lines.append,
            clock=lambda: self.now,
        )

    def start(self, sid: str) -> int | None:
        if self.fail_spawn:
            return None
        self.started.append(sid)
        return 1000 + len(self.started)

    def mine(self, info: SessionInfo) -> None:
        self.marks[info.id] = marks.advanced(None, info.id, info.turn_ids, info.turns_fingerprint)


def test_a_quiet_finished_session_with_new_turns_gets_one_pass() -> None:
    world = World(session(quiet=SECONDS + 1))
    [decision] = world.reconciler.reconcile("tick")
    assert (decision.start, decision.reason) == (True, "due")
    assert world.started == ["ses_a"]
    assert "idle: session ses_a is due (tick); pass started (pid 1001)" in world.lines
    # Later ticks, before the pass moved the mark, start nothing more.
    for _ in range(3):
        world.now += 5
        assert [d.reason for d in world.reconciler.reconcile("tick")] == ["already-started"]
    assert world.started == ["ses_a"]


def test_each_reason_to_wait() -> None:
    busy = replace(session("ses_busy"), busy=True)
    no_reply = replace(session("ses_noreply"), has_completed_reply=False)
    fresh = session("ses_fresh", quiet=SECONDS - 1)
    mined = session("ses_mined")
    failing = session("ses_failing")
    world = World(busy, no_reply, fresh, mined, failing)
    world.mine(mined)
    world.marks["ses_failing"] = marks.Mark("ses_failing", failures=5, retry_after=NOW + 60)
    reasons = {d.session_id: d.reason for d in world.reconciler.reconcile("tick")}
    assert reasons == {
        "ses_busy": "busy",
        "ses_noreply": "no-reply",
        "ses_fresh": "not-quiet-yet",
        "ses_mined": "up-to-date",
        "ses_failing": "backing-off",
    }
    assert world.started == []


def test_a_new_turn_after_a_pass_is_mined_again() -> None:
    first = session(quiet=SECONDS + 1)
    world = World(first)
    world.reconciler.reconcile("tick")
    world.mine(first)
    world.sessions = [session(quiet=SECONDS + 1, turns=2)]
    world.reconciler.reconcile("tick")
    assert world.started == ["ses_a", "ses_a"]


def test_the_idle_timer_path_skips_the_quiet_check_but_nothing_else() -> None:
    fresh = session(quiet=1)
    other = session("ses_b", quiet=SECONDS * 3)
    world = World(fresh, other)
    decisions = world.reconciler.reconcile("idle", "ses_a")
    assert [(d.session_id, d.start) for d in decisions] == [("ses_a", True)]
    assert world.started == ["ses_a"]
    world.sessions = [replace(session("ses_c", quiet=1), busy=True)]
    assert [d.reason for d in world.reconciler.reconcile("idle", "ses_c")] == ["busy"]


def test_a_failed_spawn_is_not_retried_every_tick() -> None:
    world = World(session(quiet=SECONDS + 1))
    world.fail_spawn = True
    assert [d.reason for d in world.reconciler.reconcile("tick")] == ["start-failed"]
    world.fail_spawn = False
    assert [d.reason for d in world.reconciler.reconcile("tick")] == ["already-started"]
    assert world.started == []


def test_an_unreadable_database_is_logged_once_per_problem() -> None:
    world = World()

    def broken() -> list[SessionInfo]:
        raise DatabaseUnavailable("opencode's database is locked", "close other programs")

    world.reconciler = IdleReconciler(
        broken, world.marks.get, world.start, SECONDS, world.lines.append
    )
    for _ in range(5):
        assert world.reconciler.reconcile("tick") == []
    assert len(world.lines) == 1
    assert "locked" in world.lines[0]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(["ses_a", "ses_b", "ses_c"]), st.booleans(), st.booleans()),
        max_size=30,
    ),
    st.integers(min_value=0, max_value=10),
)
def test_never_two_passes_for_the_same_turns(
    steps: list[tuple[str, bool, bool]], finish_every: int
) -> None:
    """Whatever the order of ticks, idle timers, new turns and finished passes, no set of
    turns is ever sent to a pass twice."""
    world = World()
    turns: dict[str, int] = {}
    passes: list[tuple[str, str]] = []
    for index, (sid, new_turn, via_timer) in enumerate(steps):
        turns[sid] = turns.get(sid, 0) + (1 if new_turn or sid not in turns else 0)
        world.sessions = [session(s, quiet=SECONDS + 1, turns=n) for s, n in turns.items()]
        before = len(world.started)
        world.reconciler.reconcile("idle" if via_timer else "tick", sid if via_timer else None)
        by_id = {info.id: info for info in world.sessions}
        passes += [(s, by_id[s].turns_fingerprint) for s in world.started[before:]]
        if finish_every and index % finish_every == 0:  # the passes so far moved their marks
            for started_sid in set(world.started):
                world.mine(by_id[started_sid])
    assert len(passes) == len(set(passes))


def test_tick_is_short_and_bounded() -> None:
    assert tick_seconds(30) == 5.0
    assert tick_seconds(2) == 1.0
    assert tick_seconds(0) == 1.0
    assert tick_seconds(6) == 3.0


def test_the_loop_ticks_wakes_on_poke_and_stops_with_the_tui() -> None:
    world = World(session(quiet=SECONDS + 1))
    alive = threading.Event()
    alive.set()
    loop = ReconcileLoop(world.reconciler, interval=30.0, is_alive=alive.is_set)
    loop.start()
    loop.poke("stream connected")
    deadline = time.monotonic() + 5
    while not world.started and time.monotonic() < deadline:
        time.sleep(0.02)
    assert world.started == ["ses_a"]
    assert any("(stream connected)" in line for line in world.lines)
    alive.clear()
    loop.poke("tick")
    loop.stop()
    assert loop.rounds >= 1
