"""Acceptance: turns typed into a wrapped TUI at any moment after launch are each mined
while it is open, once -- including the first, typed as soon as the TUI takes input (when
its event stream is not up yet)."""

from __future__ import annotations

import re
import shlex
import sys
import time
from pathlib import Path

import pytest
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, fork_requests, ops_answer

from ocmem.gateway.database import OpencodeDatabase, SessionInfo
from ocmem.prompts import EXTRACT_MARKER
from ocmem.state import marks

from .test_wrap_tui import SESSION, Tmux, tmux  # noqa: F401 - the fixture
from .wrapping import DEPLOY_OPS, log_files, state_dir, wait_for, wrap_env

pytestmark = [pytest.mark.opencode, pytest.mark.slow]

# Seconds after the launch at which the second, third and fourth turns are typed (or at
# once after the previous one, when the TUI took longer than that to come up).
LATER_TURNS = (15.0, 20.0, 30.0)
_SPAN = re.compile(
    r"mine (?:the whole conversation|only what follows) \(user turns? (\d+)(?:\.\.(\d+))?\)"
)


def mined_spans(requests: list[object]) -> list[tuple[int, int]]:
    spans = []
    for request in requests:
        found = _SPAN.search(request.last_user_text())  # type: ignore[attr-defined]
        assert found, request.last_user_text()[-600:]  # type: ignore[attr-defined]
        first = int(found.group(1))
        spans.append((first, int(found.group(2) or first)))
    return spans


def the_session(repo: Path, db_path: Path) -> SessionInfo | None:
    if not db_path.exists():
        return None
    with OpencodeDatabase(db_path) as db:
        sessions = db.sessions_in_scope(repo)
    return sessions[0] if len(sessions) == 1 else None


def stored_turns(repo: Path, db_path: Path) -> int:
    session = the_session(repo, db_path)
    return session.user_turns if session is not None else 0


def mark_turns(repo: Path, db_path: Path) -> int:
    session = the_session(repo, db_path)
    mark = marks.load(state_dir(), session.id) if session is not None else None
    return mark.user_turns if mark is not None else 0


def submit(server: Tmux, text: str, turns: int, repo: Path, db_path: Path) -> None:
    """Type a turn and press Enter until opencode has stored it (a TUI that has just drawn
    its prompt, or is switching views, may drop keys).

    The text is typed again only while it has never shown on the screen: once shown, it
    was taken, and a loaded machine may take seconds to clear the input and store the
    turn, so typing it again then would send the turn twice."""
    shown = False
    for _attempt in range(20):
        if not shown:
            server("send-keys", "-t", SESSION, "-l", text)
            shown = wait_for(lambda: text in server.screen(), 3)
        server("send-keys", "-t", SESSION, "Enter")
        if wait_for(lambda: stored_turns(repo, db_path) >= turns, 3):
            return
    raise AssertionError(f"opencode never stored turn {turns}: {server.screen()}")


def test_every_turn_is_mined_while_the_tui_is_open_once(
    opencode: OpencodeHarness,
    git_repo: Path,
    tmp_path: Path,
    tmux: Tmux,  # noqa: F811 - the fixture
) -> None:
    opencode.server.responder = Script(extract=ops_answer(DEPLOY_OPS), chat="Noted, thanks.")
    status_file = tmp_path / "wrap-status"
    env = wrap_env(
        opencode,
        OPENCODE_MEMORY_MAINTAIN_IDLE_SECONDS="2",
        OPENCODE_MEMORY_FOREGROUND="1",
        TERM="xterm-256color",
        PWD=str(git_repo),
    )
    command = (
        f"{shlex.quote(sys.executable)} -m ocmem wrap; echo $? > {shlex.quote(str(status_file))}"
    )
    exported = [arg for key, value in env.items() for arg in ("-e", f"{key}={value}")]
    launched = time.monotonic()
    tmux(
        "new-session", "-d", "-s", SESSION, "-x", "120", "-y", "40", "-c", str(git_repo),
        *exported, "sh", "-c", command,
        env=env,
    )  # fmt: skip

    # The first turn goes in as soon as the TUI draws its prompt: no waiting for our watcher.
    assert wait_for(lambda: "ctrl+p" in tmux.screen(), 180), tmux.screen()
    typed = [time.monotonic() - launched]
    submit(tmux, "Turn one: deploys go through make ship.", 1, git_repo, opencode.db_path)
    for number, at in enumerate(LATER_TURNS, start=2):
        time.sleep(max(0.0, at - (time.monotonic() - launched)))
        typed.append(time.monotonic() - launched)
        submit(tmux, f"Turn {number}: remember this too.", number, git_repo, opencode.db_path)

    assert wait_for(lambda: mark_turns(git_repo, opencode.db_path) == 4, 300), (
        tmux.screen(),
        "\n".join(log.read_text() for log in log_files("wrap")),
    )
    mined_at = time.monotonic() - launched
    assert not status_file.exists(), "every turn was mined while the TUI was still open"
    forks = fork_requests(opencode.server.requests, EXTRACT_MARKER)
    spans = mined_spans(forks)
    covered = [turn for first, last in spans for turn in range(first, last + 1)]
    assert sorted(covered) == [1, 2, 3, 4], f"each turn mined exactly once: {spans}"
    print(f"\ntyped at {[round(t, 1) for t in typed]} s; all mined by {mined_at:.1f} s; {spans}")

    for _attempt in range(3):
        tmux("send-keys", "-t", SESSION, "C-c")
        if wait_for(lambda: status_file.exists() or "ctrl+p" not in tmux.screen(), 30):
            break
    assert wait_for(status_file.exists, 180), tmux.screen()
    assert status_file.read_text().strip() == "0"
    assert len(fork_requests(opencode.server.requests, EXTRACT_MARKER)) == len(forks), (
        "the exit pass sends no model call for turns the idle passes covered"
    )
    wrap_log = "\n".join(log.read_text() for log in log_files("wrap"))
    assert re.search(r"exit pass: session=ses_\w+ action=skipped reason=up-to-date", wrap_log)
