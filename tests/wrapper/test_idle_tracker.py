"""The idle watcher's decisions, fed with events shaped like opencode 1.18's `/event`."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from ocmem.wrapper.idle import IdleTracker, SchedulerTimers, read_events, server_access

SID = "ses_main"


class FakeTimers:
    def __init__(self) -> None:
        self.pending: dict[str, tuple[float, Callable[[], None]]] = {}
        self.stopped = False

    def schedule(self, key: str, delay: float, action: Callable[[], None]) -> None:
        self.pending[key] = (delay, action)

    def cancel(self, key: str) -> bool:
        return self.pending.pop(key, None) is not None

    def shutdown(self) -> None:
        self.stopped = True

    def fire(self, key: str) -> None:
        _delay, action = self.pending.pop(key)
        action()


def event(kind: str, **properties: object) -> dict[str, object]:
    return {"id": "evt_1", "type": kind, "properties": properties}


def user_message(session: str, created_ms: float) -> dict[str, object]:
    info = {"id": "msg_u", "role": "user", "sessionID": session, "time": {"created": created_ms}}
    return event("message.updated", sessionID=session, info=info)


def tracker(now: float = 1000.0) -> tuple[IdleTracker, FakeTimers, list[str]]:
    timers = FakeTimers()
    fired: list[str] = []
    return IdleTracker(timers, 30, fired.append, clock=lambda: now), timers, fired


def test_idle_schedules_an_extraction_after_the_quiet_time() -> None:
    idle, timers, fired = tracker()
    idle.handle(event("session.status", sessionID=SID, status={"type": "idle"}))
    idle.handle(event("session.idle", sessionID=SID))
    assert timers.pending[SID][0] == 30
    timers.fire(SID)
    assert fired == [SID]


def test_activity_cancels_a_pending_extraction() -> None:
    idle, timers, fired = tracker()
    idle.handle(event("session.idle", sessionID=SID))
    idle.handle(event("session.status", sessionID=SID, status={"type": "busy"}))
    assert SID not in timers.pending

    idle.handle(event("session.idle", sessionID=SID))
    idle.handle(user_message(SID, created_ms=1_000_500))
    assert SID not in timers.pending
    assert fired == []


def test_an_old_message_updated_again_after_idle_does_not_cancel() -> None:
    # opencode re-sends the user message with its summary once the turn is done
    idle, timers, _ = tracker(now=1000.0)
    idle.handle(event("session.idle", sessionID=SID))
    idle.handle(user_message(SID, created_ms=990_000))
    assert SID in timers.pending


def test_other_sessions_and_subagents_are_independent() -> None:
    idle, timers, _ = tracker()
    idle.handle(
        event("session.created", sessionID="ses_sub", info={"id": "ses_sub", "parentID": SID})
    )
    idle.handle(event("session.idle", sessionID="ses_sub"))
    idle.handle(event("session.idle", sessionID=SID))
    idle.handle(event("session.idle", sessionID="ses_other"))
    idle.handle(event("session.status", sessionID="ses_other", status={"type": "busy"}))
    assert set(timers.pending) == {SID}


def test_malformed_events_are_ignored() -> None:
    idle, timers, _ = tracker()
    for bad in ({}, {"type": 3}, {"type": "session.idle"}, event("session.idle", sessionID=7)):
        idle.handle(bad)
    assert timers.pending == {}


def test_read_events_parses_server_sent_events() -> None:
    lines = [
        'data: {"type":"server.connected","properties":{}}',
        "",
        ": a comment",
        'data: {"type":"session.idle",',
        'data: "properties":{"sessionID":"ses_1"}}',
        "",
        "data: not json",
        "",
        'data: {"type":"cut off"',
    ]
    assert [e["type"] for e in read_events(lines)] == ["server.connected", "session.idle"]


def test_scheduler_timers_run_replace_and_cancel() -> None:
    timers = SchedulerTimers()
    ran: list[str] = []
    done = threading.Event()
    try:

        def second() -> None:
            ran.append("second")
            done.set()

        timers.schedule("a", 0.2, lambda: ran.append("first"))
        timers.schedule("a", 0.3, second)
        timers.schedule("b", 0.2, lambda: ran.append("cancelled"))
        assert timers.cancel("b")
        assert not timers.cancel("b")
        assert done.wait(10)
        time.sleep(0.3)
    finally:
        timers.shutdown()
    assert ran == ["second"]


def test_server_access_keeps_a_users_password_and_never_shows_one() -> None:
    access, extra = server_access({})
    assert extra == {"OPENCODE_SERVER_PASSWORD": access.password}
    assert len(access.password) >= 32
    assert access.username == "opencode"
    assert access.password not in repr(access)

    mine, extra = server_access(
        {"OPENCODE_SERVER_PASSWORD": "s3cret", "OPENCODE_SERVER_USERNAME": "me"}
    )
    assert (mine.username, mine.password, extra) == ("me", "s3cret", {})
    assert 0 < mine.port < 65536
