"""Extraction while a wrapped TUI sits idle.

The wrapper starts the TUI with `--port <free port>` and a random
`OPENCODE_SERVER_PASSWORD` (design §8), so its HTTP API listens on 127.0.0.1 for us
alone, and follows `GET /event` (server-sent events) with that password. The events that
matter, as opencode 1.x emits them:

- `session.idle` {sessionID}: a turn finished; schedule an extraction `idle.seconds` later.
- `session.status` {sessionID, status: {type: busy|retry|idle}}: anything but idle means
  the session is working again; cancel its pending extraction.
- `message.updated` {sessionID, info: {role: user, time: {created}}}: a new user message
  cancels too (opencode re-sends old messages when it updates their summaries, so only a
  message created after the idle event counts).
- `session.created` / `session.updated` {info: {id, parentID}}: sub-agent sessions (with a
  parent) are never extracted on their own.

opencode sends a heartbeat every 10 s and ends the stream when its instance is disposed;
the watcher reconnects while the TUI lives. A TUI accepts connections on its port seconds
before it can answer, and a request sent in that window is never answered (measured with
`benchmarks/tui_event_latency.py`: 1.17.18 and 1.18.33 leave it hanging for good, so a
watcher that waited out its read timeout was blind for the first 35 s). So the response
headers must arrive within `FIRST_BYTE_TIMEOUT` or the watcher asks again; only then does
it wait the long `READ_TIMEOUT` between events. If the stream never comes up, it gives
up quietly.

The stream is a hint, not the truth: events can be missed (before it connects, between
reconnects). `ocmem.wrapper.idle_reconcile` reads opencode's database on every connect
and on a short tick, and is what actually decides which session gets a pass.
"""

from __future__ import annotations

import contextlib
import json
import secrets
import socket
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

import httpx

PASSWORD_ENV = "OPENCODE_SERVER_PASSWORD"
USERNAME_ENV = "OPENCODE_SERVER_USERNAME"
DEFAULT_USERNAME = "opencode"
LOOPBACK = "127.0.0.1"
CONNECT_PATIENCE = 120.0  # a cold TUI start on a slow machine takes several seconds
READ_TIMEOUT = 35.0  # opencode sends a heartbeat every 10 s
CONNECT_TIMEOUT = 2.0  # 127.0.0.1: a refused or accepted connection is immediate
FIRST_BYTE_TIMEOUT = 3.0  # a ready TUI answers at once; one starting up never does


@dataclass(frozen=True)
class ServerAccess:
    """Where the TUI's server listens and the credentials it was started with."""

    port: int
    username: str
    password: str = field(repr=False)
    host: str = LOOPBACK

    def url(self, path: str) -> str:
        return f"http://{self.host}:{self.port}{path}"


def free_port(host: str = LOOPBACK) -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        port: int = probe.getsockname()[1]
        return port


def server_access(env: Mapping[str, str]) -> tuple[ServerAccess, dict[str, str]]:
    """Credentials for a new TUI launch, and the variables opencode needs for them.

    A password the user already exported is kept (opencode reads the same variable);
    otherwise a random one is made for this launch only.
    """
    given = env.get(PASSWORD_ENV, "")
    password = given or secrets.token_urlsafe(32)
    username = env.get(USERNAME_ENV, "") or DEFAULT_USERNAME
    extra_env = {} if given else {PASSWORD_ENV: password}
    return ServerAccess(free_port(), username, password), extra_env


def port_args(access: ServerAccess) -> list[str]:
    return ["--port", str(access.port)]


class Timers(Protocol):
    def schedule(self, key: str, delay: float, action: Callable[[], None]) -> None: ...

    def cancel(self, key: str) -> bool: ...

    def shutdown(self) -> None: ...


class SchedulerTimers:
    """One-shot timers keyed by session id, on an APScheduler BackgroundScheduler."""

    def __init__(self) -> None:
        from apscheduler.schedulers.background import BackgroundScheduler

        self._scheduler = BackgroundScheduler(daemon=True, timezone=UTC)
        self._scheduler.start()

    def schedule(self, key: str, delay: float, action: Callable[[], None]) -> None:
        self._scheduler.add_job(
            action,
            trigger="date",
            run_date=datetime.now(UTC) + timedelta(seconds=delay),
            id=key,
            replace_existing=True,
            misfire_grace_time=None,
        )

    def cancel(self, key: str) -> bool:
        from apscheduler.jobstores.base import JobLookupError

        try:
            self._scheduler.remove_job(key)
        except JobLookupError:
            return False
        return True

    def pending(self) -> list[str]:
        return [job.id for job in self._scheduler.get_jobs()]

    def shutdown(self) -> None:
        with contextlib.suppress(Exception):
            self._scheduler.shutdown(wait=False)


class IdleTracker:
    """Turns opencode events into timers: idle schedules an extraction, activity cancels."""

    def __init__(
        self,
        timers: Timers,
        seconds: float,
        on_idle: Callable[[str], None],
        log: Callable[[str], None] = lambda _line: None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.timers = timers
        self.seconds = seconds
        self._on_idle = on_idle
        self._log = log
        self._clock = clock
        self._subagents: set[str] = set()
        self._idle_since: dict[str, float] = {}
        self._lock = threading.Lock()

    def handle(self, event: Mapping[str, Any]) -> None:
        kind = event.get("type")
        props = event.get("properties")
        if not isinstance(kind, str) or not isinstance(props, Mapping):
            return
        if kind in ("session.created", "session.updated"):
            self._note_session(props.get("info"))
            return
        session_id = props.get("sessionID")
        if not isinstance(session_id, str) or not session_id:
            return
        if kind == "session.idle":
            self._schedule(session_id)
        elif kind == "session.status":
            status = props.get("status")
            if not (isinstance(status, Mapping) and status.get("type") == "idle"):
                self._cancel(session_id, "busy again")
        elif kind == "message.updated":
            if self._is_new_user_message(session_id, props.get("info")):
                self._cancel(session_id, "new user message")
        elif kind == "session.deleted":
            self._cancel(session_id, "deleted")

    def _note_session(self, info: object) -> None:
        if isinstance(info, Mapping) and info.get("parentID") and isinstance(info.get("id"), str):
            with self._lock:
                self._subagents.add(info["id"])

    def _schedule(self, session_id: str) -> None:
        with self._lock:
            if session_id in self._subagents:
                return
            self._idle_since[session_id] = self._clock()
        self.timers.schedule(session_id, self.seconds, lambda: self._fire(session_id))
        self._log(f"idle: session {session_id} went idle; extraction in {self.seconds:g}s")

    def _fire(self, session_id: str) -> None:
        with self._lock:
            self._idle_since.pop(session_id, None)
        self._on_idle(session_id)

    def _cancel(self, session_id: str, why: str) -> None:
        with self._lock:
            pending = self._idle_since.pop(session_id, None)
        if pending is not None and self.timers.cancel(session_id):
            self._log(f"idle: session {session_id} {why}; pending extraction cancelled")

    def _is_new_user_message(self, session_id: str, info: object) -> bool:
        if not isinstance(info, Mapping) or info.get("role") != "user":
            return False
        with self._lock:
            idle_since = self._idle_since.get(session_id)
        if idle_since is None:
            return False
        times = info.get("time")
        created = times.get("created") if isinstance(times, Mapping) else None
        if not isinstance(created, int | float):
            return True
        return created / 1000 >= idle_since


def read_events(lines: Iterable[str]) -> Iterator[dict[str, Any]]:
    """JSON objects from server-sent-event lines (`data:` fields, blank-line separated)."""
    data: list[str] = []
    for line in lines:
        if not line:
            if data:
                event = _parse("\n".join(data))
                data = []
                if event is not None:
                    yield event
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        if name == "data":
            data.append(value[1:] if value.startswith(" ") else value)


def _parse(payload: str) -> dict[str, Any] | None:
    try:
        event = json.loads(payload)
    except ValueError:
        return None
    return event if isinstance(event, dict) else None


class IdleWatcher:
    """Follows the TUI's event stream on a daemon thread and feeds an IdleTracker."""

    def __init__(
        self,
        access: ServerAccess,
        tracker: IdleTracker,
        is_alive: Callable[[], bool],
        log: Callable[[str], None],
        connect_patience: float = CONNECT_PATIENCE,
        on_connect: Callable[[], None] = lambda: None,
        first_byte_timeout: float = FIRST_BYTE_TIMEOUT,
    ) -> None:
        self.access = access
        self.tracker = tracker
        self._is_alive = is_alive
        self._log = log
        self._connect_patience = connect_patience
        self._on_connect = on_connect
        self._first_byte_timeout = first_byte_timeout
        self.attempts = 0
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, name="ocmem-idle", daemon=True)
        self.connected = threading.Event()

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stopped.set()
        self.tracker.timers.shutdown()
        self._thread.join(timeout=1.0)

    def _run(self) -> None:
        try:
            self._follow()
        except Exception as exc:  # the watcher is a hint; the database ticks go on
            self._log(f"idle: watcher stopped ({type(exc).__name__}: {exc}); polling the database")

    def _follow(self) -> None:
        deadline = time.monotonic() + self._connect_patience
        with httpx.Client(trust_env=False) as client:
            while not self._stopped.is_set() and self._is_alive():
                outcome = self._stream_once(client)
                if outcome == "refused":
                    self._log("idle: the TUI's server refused our password; polling the database")
                    return
                if not self.connected.is_set() and time.monotonic() > deadline:
                    self._log(
                        f"idle: no event stream on {self.access.host}:{self.access.port} "
                        f"after {self._connect_patience:g}s; polling the database"
                    )
                    return
                self._stopped.wait(0.25 if not self.connected.is_set() else 1.0)

    def _stream_once(self, client: httpx.Client) -> str:
        self.attempts += 1
        # The short read timeout covers the response headers only; once they are in, the
        # same request's timeout (which httpx reads afresh for every body read) is
        # lengthened to outlast the gap between heartbeats.
        request = client.build_request(
            "GET",
            self.access.url("/event"),
            headers={"Accept": "text/event-stream"},
            timeout=httpx.Timeout(CONNECT_TIMEOUT, read=self._first_byte_timeout),
        )
        auth = (self.access.username, self.access.password)
        try:
            response = client.send(request, auth=auth, stream=True)
        except httpx.HTTPError:
            return "unavailable"
        try:
            if response.status_code in (401, 403):
                return "refused"
            if response.status_code != 200:
                return "unavailable"
            _lengthen_read_timeout(response, READ_TIMEOUT)
            if not self.connected.is_set():
                self.connected.set()
                self._log(
                    f"idle: following the TUI's event stream on "
                    f"{self.access.host}:{self.access.port}"
                )
            self._on_connect()
            for event in read_events(response.iter_lines()):
                if self._stopped.is_set():
                    break
                self.tracker.handle(event)
        except httpx.HTTPError:
            return "unavailable"
        finally:
            response.close()
        return "ended"


def _lengthen_read_timeout(response: httpx.Response, seconds: float) -> None:
    timeouts = response.request.extensions.get("timeout")
    if isinstance(timeouts, dict):
        timeouts["read"] = seconds
