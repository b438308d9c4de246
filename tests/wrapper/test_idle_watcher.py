"""The event watcher against a server that, like a starting TUI, accepts before it answers."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator

import pytest

from ocmem.wrapper.idle import IdleTracker, IdleWatcher, ServerAccess

from .test_idle_tracker import FakeTimers


class StartingServer:
    """Accepts on a port at once; leaves the first `hang` requests unanswered for good,
    then streams events with `gap` seconds between them (longer than the watcher's
    first-byte timeout, as opencode's 10 s heartbeat is)."""

    def __init__(self, hang: int, events: list[dict[str, object]], gap: float) -> None:
        self.hang = hang
        self.events = events
        self.gap = gap
        self.requests = 0
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self._held: list[socket.socket] = []
        self._stop = threading.Event()
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        self._listener.settimeout(0.2)
        while not self._stop.is_set():
            try:
                conn, _ = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:  # closed by the test
                return
            self.requests += 1
            if self.requests <= self.hang:
                self._held.append(conn)  # read nothing, answer nothing
                continue
            threading.Thread(target=self._stream, args=(conn,), daemon=True).start()

    def _stream(self, conn: socket.socket) -> None:
        with conn:
            conn.recv(65536)
            conn.sendall(
                b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
                b"Transfer-Encoding: chunked\r\n\r\n"
            )
            for event in self.events:
                time.sleep(self.gap)
                body = f"data: {json.dumps(event)}\n\n".encode()
                conn.sendall(f"{len(body):x}\r\n".encode() + body + b"\r\n")
            self._stop.wait(5)

    def close(self) -> None:
        self._stop.set()
        for conn in self._held:
            conn.close()
        self._listener.close()


@pytest.fixture
def server() -> Iterator[StartingServer]:
    events: list[dict[str, object]] = [
        {"type": "server.connected", "properties": {}},
        {"type": "session.idle", "properties": {"sessionID": "ses_1"}},
        {"type": "session.idle", "properties": {"sessionID": "ses_2"}},
    ]
    running = StartingServer(hang=2, events=events, gap=0.8)
    yield running
    running.close()


def test_an_unanswered_first_request_is_retried_and_slow_events_still_arrive(
    server: StartingServer,
) -> None:
    timers = FakeTimers()
    lines: list[str] = []
    connects: list[float] = []
    tracker = IdleTracker(timers, 30.0, lambda _sid: None, lines.append)
    watcher = IdleWatcher(
        ServerAccess(server.port, "opencode", "pw"),
        tracker,
        is_alive=lambda: True,
        log=lines.append,
        on_connect=lambda: connects.append(time.monotonic()),
        first_byte_timeout=0.4,
    )
    started = time.monotonic()
    watcher.start()
    try:
        assert watcher.connected.wait(10), lines
        deadline = time.monotonic() + 10
        while len(timers.pending) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        watcher.stop()
    # Two requests hung; the third answered, within a few first-byte timeouts.
    assert watcher.attempts >= 3
    assert connects[0] - started < 5
    # Events 0.8 s apart came through on a stream whose first byte had to come in 0.4 s.
    assert sorted(timers.pending) == ["ses_1", "ses_2"]
