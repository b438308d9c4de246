"""Forking a session on its own model with a prompt, and always cleaning the fork up.

`opencode run --session ID --fork` copies the conversation into a new session and sends
one more user message. The marker goes on the command line and the prompt on stdin
(a dream prompt carries the whole store; one argv string is capped at 128 KiB).

Each fork gets a directory of its own for Bun's temp files, removed when the fork ends:
opencode unpacks a native library of 5-14 MB there on every `run` and never removes it,
so each pass would leave that much in the user's /tmp. It is BUN_TMPDIR, not TMPDIR:
opencode writes TMPDIR into the bash tool's description, and the fork's request must
repeat its parent's byte for byte to hit the prompt cache.
"""

from __future__ import annotations

import atexit
import ctypes
import io
import json
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ocmem.errors import OcmemError
from ocmem.gateway.binary import DELETE_TIMEOUT, delete_session, spawn_env
from ocmem.gateway.database import OpencodeDatabase, find_database
from ocmem.gateway.usage import ForkUsage
from ocmem.gateway.version import binary_capabilities
from ocmem.paths import environment

# Every fork's environment carries a token of its run, so a later run can tell the fork's
# processes (and whatever they started) from unrelated ones that reuse a pid.
FORK_TOKEN_ENV = "OPENCODE_MEMORY_FORK_TOKEN"
FORK_TEMP_PREFIX = "ocmem-fork-"
_POLL_SECONDS = 0.1
_READ_CHUNK = 1 << 20
# After a kill, the pipes close with the process; this only bounds a stuck reader thread.
_KILLED_READ_SECONDS = 5.0
_PR_SET_PDEATHSIG = 1
# The kill registry: process groups of the forks this process runs right now, for
# `kill_live_forks` at exit (a stop signal unwinds through the run, which kills its own
# fork). The module's only mutable state.
_LIVE: set[int] = set()

# Tools that can change anything must be "ask": `opencode run` auto-rejects asks, so the
# fork can read but never write. "deny" would drop the tools from the request and change
# the prompt-cache prefix the fork is meant to reuse; "ask" keeps the request identical.
READ_ONLY_PERMISSION: dict[str, str] = {
    "*": "ask",
    "edit": "ask",
    "write": "ask",
    "patch": "ask",
    "bash": "ask",
    "webfetch": "ask",
    "task": "ask",
    "read": "allow",
    "grep": "allow",
    "glob": "allow",
    "list": "allow",
}


@dataclass(frozen=True)
class ForkRequest:
    session_id: str
    directory: Path
    marker: str
    body: str
    model: str | None = None
    agent: str | None = None
    timeout: float = 600
    config_content: str | None = None  # the parent's OPENCODE_CONFIG_CONTENT (recall)
    denials: tuple[tuple[str, str], ...] = ()  # the parent session's own deny rules


@dataclass(frozen=True)
class ForkResult:
    fork_id: str | None
    text: str
    returncode: int | None
    timed_out: bool
    deleted: bool
    error: str | None
    duration_ms: int
    model: str | None = None
    events: tuple[dict[str, Any], ...] = field(default=(), repr=False)
    text_source: str = "stream"  # where `text` came from: "stream" or "database"

    @property
    def ok(self) -> bool:
        return not self.timed_out and self.returncode == 0 and self.error is None

    @property
    def usage(self) -> ForkUsage:
        """The tokens and cost opencode reported for the fork's steps."""
        return ForkUsage.of(self.events)


def permission_env(existing: str | None, denials: Sequence[tuple[str, str]] = ()) -> str:
    merged: dict[str, Any] = {}
    if existing:
        try:
            parsed = json.loads(existing)
        except json.JSONDecodeError:
            parsed = None
        if isinstance(parsed, dict):
            merged.update(parsed)
    merged.update(READ_ONLY_PERMISSION)
    for permission, pattern in denials:
        if pattern == "*":
            merged[permission] = "deny"
        else:
            current = merged.get(permission)
            rules = dict(current) if isinstance(current, dict) else {"*": current or "ask"}
            rules[pattern] = "deny"
            merged[permission] = rules
    return json.dumps(merged)


def fork_temp_dir(token: str, env: Mapping[str, str]) -> Path:
    """The temp dir of the fork run with this token, in the one Bun would use under `env`."""
    parent = env.get("BUN_TMPDIR") or env.get("TMPDIR") or tempfile.gettempdir()
    return Path(parent) / f"{FORK_TEMP_PREFIX}{token}"


def remove_fork_temp_dir(token: str, env: Mapping[str, str]) -> None:
    """Remove the temp dir of a run that could not (gone already: fine)."""
    shutil.rmtree(fork_temp_dir(token, env), ignore_errors=True)


def _make_fork_temp_dir(token: str, env: Mapping[str, str]) -> Path | None:
    # The token is secret and random, and mkdir refuses a name that exists (a planted
    # symlink included), so the directory is ours alone. Without one, the fork runs with
    # Bun's usual temp dir: a leaked library is better than a pass that cannot run.
    path = fork_temp_dir(token, env)
    try:
        path.mkdir(mode=0o700)
    except OSError:
        return None
    return path


def fork_command(binary: Path, request: ForkRequest) -> list[str]:
    args = [
        str(binary),
        "run",
        "--session",
        request.session_id,
        "--fork",
        "--format",
        "json",
        "--dir",
        str(request.directory),
    ]
    if request.model:
        args += ["-m", request.model]
    if request.agent:
        args += ["--agent", request.agent]
    args.append(request.marker)
    return args


class ForkJournal(Protocol):
    """Where a fork run leaves its trail, so a run that dies cannot leak the fork.

    Each call happens once, in this order: `starting` before the process exists,
    `spawned` once it runs, `fork_id` when opencode names the fork, `finished` at the end.
    """

    def starting(self, token: str, started_at: float) -> None: ...

    def spawned(self, pid: int) -> None: ...

    def fork_id(self, fork_id: str) -> None: ...

    def finished(self, fork_id: str | None, deleted: bool) -> None: ...


def run_fork(
    binary: Path,
    request: ForkRequest,
    env: Mapping[str, str] | None = None,
    on_fork_id: Callable[[str], None] | None = None,
    find_leaked: Callable[[float], str | None] | None = None,
    *,
    journal: ForkJournal | None = None,
    delete_timeout: float = DELETE_TIMEOUT,
) -> ForkResult:
    """Run one fork to completion (or timeout), then delete it whatever happened.

    `find_leaked(started_at)` is asked for the fork's id when opencode died before
    printing any event, so a fork that exists in the database is still deleted.

    The whole answer is read: opencode writes its events to a file (`_answer_file`), read
    to the end once every process holding the fork's output has let go of it, bounded only
    by `request.timeout`. The reply's text is then taken from opencode's database before
    the fork is deleted (the printed events are the fallback); when neither holds it
    whole, the pass fails with "output cut off".
    The fork runs in its own process group, dies with this process (on Linux, and from the
    main thread), and is killed by the atexit hook and the CLI's signal handlers otherwise.
    """
    base = dict(environment(env))
    token = secrets.token_hex(8)
    child_env = _child_env(request, base, token)
    started = time.time()
    deadline = time.monotonic() + request.timeout
    if journal is not None:
        journal.starting(token, started)
    # Made once the run is recorded, so a run killed from here on leaves a record whose
    # token names the directory for the next run's settle to remove.
    fork_temp = _make_fork_temp_dir(token, base)
    if fork_temp is not None:
        child_env["BUN_TMPDIR"] = str(fork_temp)
    spawned = _spawn(binary, request, child_env, fork_temp)
    if isinstance(spawned, str):
        return _not_started(request, fork_temp, journal, started, spawned)
    if journal is not None:
        journal.spawned(spawned[0].pid)
    running = _RunningFork(*spawned, request.body, _Printed(_announcer(journal, on_fork_id)))
    ending = running.watch(deadline)
    if fork_temp is not None:  # the whole group is dead: nothing writes there any more
        shutil.rmtree(fork_temp, ignore_errors=True)
    fork_id = running.printed.fork_id
    if fork_id is None and find_leaked is not None:
        fork_id = find_leaked(started)
    # Taken before the fork is deleted, with it the only whole copy of the answer.
    stored = stored_reply(fork_id, base) if fork_id and running.clean(ending) else None
    deleted = delete_session(binary, fork_id, base, timeout=delete_timeout) if fork_id else False
    if journal is not None:
        journal.finished(fork_id, deleted)
    if ending.interrupted is not None:
        raise ending.interrupted
    return _result(request, running, ending, _Reply(fork_id, stored, deleted, started))


def _child_env(request: ForkRequest, base: Mapping[str, str], token: str) -> dict[str, str]:
    child_env = spawn_env(
        request.directory,
        base,
        OPENCODE_PERMISSION=permission_env(base.get("OPENCODE_PERMISSION"), request.denials),
        **{FORK_TOKEN_ENV: token},
    )
    if request.config_content is not None:
        child_env["OPENCODE_CONFIG_CONTENT"] = request.config_content
    return child_env


def _announcer(
    journal: ForkJournal | None, on_fork_id: Callable[[str], None] | None
) -> Callable[[str], None]:
    def note_fork_id(sid: str) -> None:
        if journal is not None:
            journal.fork_id(sid)
        if on_fork_id is not None:
            on_fork_id(sid)

    return note_fork_id


def _spawn(
    binary: Path, request: ForkRequest, child_env: Mapping[str, str], fork_temp: Path | None
) -> tuple[subprocess.Popen[bytes], io.FileIO] | str:
    """opencode started on the fork and registered as live, with our reader of its
    answer; or why it could not start."""
    try:
        answer_fd, answer = _answer_file(fork_temp)
    except OSError as exc:
        return f"could not make opencode's answer file: {exc}"
    try:
        proc = subprocess.Popen(
            fork_command(binary, request),
            cwd=request.directory if request.directory.is_dir() else None,
            env=child_env,
            stdin=subprocess.PIPE,
            stdout=answer_fd,
            stderr=subprocess.PIPE,
            start_new_session=True,  # our own process group, so a timeout kills it all
            preexec_fn=_die_with_parent(),
        )
    except OSError as exc:
        os.close(answer_fd)
        answer.close()
        return f"could not start opencode: {exc.strerror or exc}"
    _LIVE.add(proc.pid)
    os.close(answer_fd)
    return proc, answer


class _Printed:
    """The events opencode printed, taken line by line as they arrive."""

    def __init__(self, on_fork_id: Callable[[str], None]) -> None:
        self.events: list[dict[str, Any]] = []
        self.cut_lines: list[int] = []  # sizes of event lines that do not parse: cut off
        self.fork_id: str | None = None
        self._on_fork_id = on_fork_id

    def take(self, raw: bytes) -> None:
        line = raw.decode("utf-8", "replace").strip()
        if not line.startswith("{"):
            return
        try:
            event = json.loads(line)
        except (ValueError, RecursionError):
            self.cut_lines.append(len(raw))
            return
        if isinstance(event, dict):
            self.events.append(event)
            sid = event.get("sessionID")
            if isinstance(sid, str) and self.fork_id is None:
                self.fork_id = sid
                self._on_fork_id(sid)


@dataclass
class _Ending:
    """How the wait for the fork ended."""

    timed_out: bool = False
    unread: bool = False  # opencode exited, but its answer was not read to the end in time
    interrupted: BaseException | None = None


class _RunningFork:
    """A started fork: the prompt fed in, its answer and stderr read, its end awaited."""

    def __init__(
        self, proc: subprocess.Popen[bytes], answer: io.FileIO, body: str, printed: _Printed
    ) -> None:
        self.proc = proc
        self.printed = printed
        self.stderr_tail: list[str] = []
        self.feed_errors: list[str] = []
        self._answer = answer
        # The prompt is text; a store file name that is not UTF-8 reaches it as lone
        # surrogates, which must not keep the prompt from being sent.
        self._payload = body.encode("utf-8", "replace")
        self._done = threading.Event()
        self._feeder = threading.Thread(target=self._feed, daemon=True)
        self._events_reader = threading.Thread(target=self._read_events, daemon=True)
        self._stderr_reader = threading.Thread(target=self._read_stderr, daemon=True)

    def watch(self, deadline: float) -> _Ending:
        """Wait for the fork to end (or the deadline), then kill whatever is left of it."""
        for thread in (self._feeder, self._events_reader, self._stderr_reader):
            thread.start()
        ending = _Ending()
        try:
            ending.timed_out = self._wait(deadline)
            if not ending.timed_out and not self.feed_errors:
                ending.unread = self._drain(deadline)
            # Nothing of the fork outlives it: whatever is left in its group is stopped.
            _signal_group(self.proc.pid, signal.SIGKILL)
        except BaseException as exc:  # Ctrl-C or SIGTERM: stop the fork, still clean it up
            ending.interrupted = exc
            _kill_group(self.proc)
        finally:
            _LIVE.discard(self.proc.pid)
            self._done.set()
        for thread in (self._events_reader, self._stderr_reader):
            thread.join(timeout=_KILLED_READ_SECONDS)
        self._answer.close()
        return ending

    def clean(self, ending: _Ending) -> bool:
        """Whether the fork ran to its own end, so its stored reply can be trusted."""
        return (
            not ending.timed_out
            and not ending.unread
            and not self.feed_errors
            and ending.interrupted is None
        )

    def _wait(self, deadline: float) -> bool:
        """Wait for opencode to exit; True when the deadline came first."""
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                _kill_group(self.proc)
                return True
            try:
                self.proc.wait(timeout=min(remaining, _POLL_SECONDS))
                return False
            except subprocess.TimeoutExpired:
                if self.feed_errors:
                    _kill_group(self.proc)
                    return False

    def _drain(self, deadline: float) -> bool:
        """Read the answer to its end; True when the deadline came first."""
        # opencode has exited, but a process it left in its group may still be writing
        # the answer. stderr's end tells when every holder of our descriptors is done.
        self._stderr_reader.join(timeout=max(0.0, deadline - time.monotonic()))
        if self._stderr_reader.is_alive():
            return True
        self._done.set()
        self._events_reader.join(timeout=max(0.0, deadline - time.monotonic()))
        return self._events_reader.is_alive()

    def _feed(self) -> None:
        stdin = self.proc.stdin
        try:
            if stdin is None:
                raise OSError("opencode has no stdin")
            stdin.write(self._payload)
            stdin.close()
        except Exception as exc:
            self.feed_errors.append(f"{type(exc).__name__}: {exc}")

    def _read_events(self) -> None:
        # Follows the answer file as opencode appends to it, so the fork's id is known
        # (and journalled) as soon as it is printed; once `done` is set, reads to the end.
        pending = b""
        while True:
            finishing = self._done.is_set()
            chunk = self._answer.read(_READ_CHUNK)
            if chunk:
                *lines, pending = (pending + chunk).split(b"\n")
                for raw in lines:
                    self.printed.take(raw)
                continue
            if finishing:
                break
            self._done.wait(_POLL_SECONDS)
        if pending.strip():
            self.printed.take(pending)  # a last line with no newline: whole only if it parses

    def _read_stderr(self) -> None:
        if self.proc.stderr is None:
            return
        for raw in self.proc.stderr:
            self.stderr_tail.append(raw.decode("utf-8", "replace").rstrip())
            del self.stderr_tail[:-20]


@dataclass(frozen=True)
class _Reply:
    fork_id: str | None
    stored: str | None  # the reply as opencode's database held it
    deleted: bool
    started: float


def _result(
    request: ForkRequest, running: _RunningFork, ending: _Ending, reply: _Reply
) -> ForkResult:
    events = running.printed.events
    text, source = assistant_text(events), "stream"
    if reply.stored:
        # opencode's own record of the reply; what it printed is a copy of it.
        text, source = reply.stored, "database"
    error, timed_out = _failure(running, ending, reply.fork_id, source)
    return ForkResult(
        fork_id=reply.fork_id,
        text=text,
        returncode=None if timed_out else running.proc.returncode,
        timed_out=timed_out,
        deleted=reply.deleted,
        error=error,
        duration_ms=int((time.time() - reply.started) * 1000),
        model=request.model,
        events=tuple(events),
        text_source=source,
    )


def _failure(
    running: _RunningFork, ending: _Ending, fork_id: str | None, source: str
) -> tuple[str | None, bool]:
    """What went wrong with the fork, if anything, and whether it counts as timed out."""
    returncode = running.proc.returncode
    tail = running.stderr_tail
    timed_out = ending.timed_out
    error = _error_of(running.printed.events)
    if running.feed_errors:
        error = "could not send the prompt to opencode: " + running.feed_errors[0]
        if returncode not in (0, None, -signal.SIGTERM, -signal.SIGKILL):
            error += f" (opencode exited with {returncode}: {_last_line(tail)})"
    elif ending.unread:
        timed_out = True
    if error is None and not timed_out and returncode not in (0, None):
        error = f"opencode exited with {returncode}: " + _last_line(tail)
    if error is None and not timed_out and fork_id is None:
        error = "opencode printed no events: " + _last_line(tail)
    if error is None and not timed_out and running.printed.cut_lines and source == "stream":
        error = (
            f"output cut off: opencode's answer ended mid-event "
            f"({running.printed.cut_lines[-1]:,} bytes of it could not be read) and its "
            "database no longer holds the fork's reply"
        )
    if timed_out:
        error = "timed out reading the answer" if ending.unread else "timed out"
    return error, timed_out


def stored_reply(fork_id: str, env: Mapping[str, str]) -> str | None:
    """The fork's reply as opencode stored it, or None when the database cannot say."""
    try:
        with OpencodeDatabase(find_database(env)) as db:
            return db.reply_text(fork_id)
    except OcmemError:
        return None


def _answer_file(directory: Path | None) -> tuple[int, io.FileIO]:
    """opencode's stdout: a regular file, never a pipe. `opencode run` ends with
    `process.exit()`, which drops whatever a pipe's reader has not drained yet: on a busy
    machine the answer's last event arrives cut. A file takes every write at once.

    Returns the descriptor opencode writes to (append-only) and our own reader with its
    own offset; the name is removed at once, so nothing is left behind whatever happens.
    """
    fd, name = tempfile.mkstemp(prefix="ocmem-answer-", dir=directory)
    try:
        writer = os.open(name, os.O_WRONLY | os.O_APPEND)
        try:
            reader = io.FileIO(name, "rb")
        except OSError:
            os.close(writer)
            raise
    finally:
        os.close(fd)
        os.unlink(name)
    return writer, reader


def _not_started(
    request: ForkRequest,
    fork_temp: Path | None,
    journal: ForkJournal | None,
    started: float,
    error: str,
) -> ForkResult:
    if fork_temp is not None:
        shutil.rmtree(fork_temp, ignore_errors=True)
    if journal is not None:
        journal.finished(None, False)
    return ForkResult(
        fork_id=None,
        text="",
        returncode=None,
        timed_out=False,
        deleted=False,
        error=error,
        duration_ms=int((time.time() - started) * 1000),
        model=request.model,
    )


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    for sig in (signal.SIGTERM, signal.SIGKILL):
        if not _signal_group(proc.pid, sig):
            return
        try:
            proc.wait(timeout=5)
            return
        except subprocess.TimeoutExpired:
            continue


def _signal_group(pgid: int, sig: int) -> bool:
    """Send `sig` to the process group; False when no process of it is left."""
    try:
        os.killpg(pgid, sig)
    except (ProcessLookupError, PermissionError):
        return False
    return True


def kill_live_forks() -> None:
    """Kill every fork this process still runs (atexit, and the CLI's stop signals)."""
    for pgid in list(_LIVE):
        _signal_group(pgid, signal.SIGKILL)
        _LIVE.discard(pgid)


atexit.register(kill_live_forks)


def fork_blocker(binary: Path, state_dir: Path | None) -> str | None:
    """Why no fork may be started with this opencode, or None when forks are fine.

    A fork that cannot be deleted leaks for good, so an opencode without
    `opencode session delete` (before 1.2.11) gets no forks at all. The version is read
    once and cached by `ocmem.gateway.version`.
    """
    capabilities = binary_capabilities(binary, state_dir)
    if capabilities.can_fork:
        return None
    found = capabilities.version
    return (
        f"opencode {found if found is not None else '(unknown version)'} cannot delete "
        "sessions, so no fork is started (upgrade opencode to 1.2.11 or newer)"
    )


def _die_with_parent() -> Callable[[], None] | None:
    """A `preexec_fn` asking Linux to SIGKILL the fork when this process dies.

    Only from the main thread: the kernel ties the signal to the thread that forked, and
    a worker thread ending would kill a fork its process still waits for. Elsewhere (and
    on other systems) the recorded pid lets the next run find and stop an orphan.
    """
    if not sys.platform.startswith("linux"):
        return None
    if threading.current_thread() is not threading.main_thread():
        return None
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    parent = os.getpid()

    def setup() -> None:
        prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
        if os.getppid() != parent:  # the parent died before the request took effect
            os._exit(1)

    return setup


def assistant_text(events: list[dict[str, Any]]) -> str:
    texts = []
    for event in events:
        if event.get("type") != "text":
            continue
        part = event.get("part")
        if isinstance(part, dict) and isinstance(part.get("text"), str):
            texts.append(part["text"])
    return "\n".join(texts)


def _error_of(events: list[dict[str, Any]]) -> str | None:
    for event in events:
        if event.get("type") == "error":
            detail = event.get("error")
            if isinstance(detail, dict):
                data = detail.get("data")
                message = data.get("message") if isinstance(data, dict) else None
                return str(message or detail.get("name") or "opencode reported an error")
            return "opencode reported an error"
    return None


def _last_line(lines: list[str]) -> str:
    for line in reversed(lines):
        # opencode colours its errors on a terminal-less stderr too (`\x1b[91m…`)
        plain = _ANSI.sub("", line).strip()
        if plain:
            return plain[:300]
    return "(no output)"


_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")
