"""Forking a session on its own model with a prompt, and always cleaning the fork up.

`opencode run --session ID --fork` copies the conversation into a new session and sends
one more user message. The marker goes on the command line and the prompt on stdin
(a dream prompt carries the whole store; one argv string is capped at 128 KiB).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ocmem.gateway.binary import delete_session, spawn_env

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

    @property
    def ok(self) -> bool:
        return not self.timed_out and self.returncode == 0 and self.error is None


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


def run_fork(
    binary: Path,
    request: ForkRequest,
    env: Mapping[str, str] | None = None,
    on_fork_id: Callable[[str], None] | None = None,
    find_leaked: Callable[[float], str | None] | None = None,
) -> ForkResult:
    """Run one fork to completion (or timeout), then delete it whatever happened.

    `find_leaked(started_at)` is asked for the fork's id when opencode died before
    printing any event, so a fork that exists in the database is still deleted.
    """
    base = dict(os.environ if env is None else env)
    child_env = spawn_env(
        request.directory,
        base,
        OPENCODE_PERMISSION=permission_env(base.get("OPENCODE_PERMISSION"), request.denials),
    )
    if request.config_content is not None:
        child_env["OPENCODE_CONFIG_CONTENT"] = request.config_content
    started = time.time()
    events: list[dict[str, Any]] = []
    fork_ids: list[str] = []
    stderr_tail: list[str] = []

    proc = subprocess.Popen(
        fork_command(binary, request),
        cwd=request.directory if request.directory.is_dir() else None,
        env=child_env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,  # our own process group, so a timeout kills it all
    )

    def feed() -> None:
        assert proc.stdin is not None
        try:
            proc.stdin.write(request.body.encode("utf-8"))
            proc.stdin.close()
        except (BrokenPipeError, OSError):
            return

    def read_events() -> None:
        assert proc.stdout is not None
        for raw in proc.stdout:
            line = raw.decode("utf-8", "replace").strip()
            if not line.startswith("{"):
                continue
            try:
                event = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(event, dict):
                events.append(event)
                sid = event.get("sessionID")
                if isinstance(sid, str) and not fork_ids:
                    fork_ids.append(sid)
                    if on_fork_id is not None:
                        on_fork_id(sid)

    def read_stderr() -> None:
        assert proc.stderr is not None
        for raw in proc.stderr:
            stderr_tail.append(raw.decode("utf-8", "replace").rstrip())
            del stderr_tail[:-20]

    threads = [threading.Thread(target=t, daemon=True) for t in (feed, read_events, read_stderr)]
    for thread in threads:
        thread.start()

    timed_out = False
    interrupted: BaseException | None = None
    try:
        proc.wait(timeout=request.timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        _kill_group(proc)
    except BaseException as exc:  # Ctrl-C or SIGTERM: stop the fork, still clean it up
        interrupted = exc
        _kill_group(proc)
    for thread in threads[1:]:
        thread.join(timeout=5)

    fork_id = fork_ids[0] if fork_ids else None
    if fork_id is None and find_leaked is not None:
        fork_id = find_leaked(started)
    deleted = delete_session(binary, fork_id, base) if fork_id else False
    if interrupted is not None:
        raise interrupted

    error = _error_of(events)
    if error is None and not timed_out and proc.returncode not in (0, None):
        error = f"opencode exited with {proc.returncode}: " + _last_line(stderr_tail)
    if error is None and not timed_out and fork_id is None:
        error = "opencode printed no events: " + _last_line(stderr_tail)
    return ForkResult(
        fork_id=fork_id,
        text=assistant_text(events),
        returncode=None if timed_out else proc.returncode,
        timed_out=timed_out,
        deleted=deleted,
        error="timed out" if timed_out else error,
        duration_ms=int((time.time() - started) * 1000),
        model=request.model,
        events=tuple(events),
    )


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            return
        try:
            proc.wait(timeout=5)
            return
        except subprocess.TimeoutExpired:
            continue


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
        if line.strip():
            return line.strip()[:300]
    return "(no output)"
