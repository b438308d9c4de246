"""Signs of life and failures that say why, with the real opencode and the scripted model.

Progress is proven on a pseudo-terminal (the `pty` module): what a user at a terminal
sees. The same commands through pipes, or with --json/--quiet, print no progress at all.
"""

from __future__ import annotations

import os
import pty
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, ops_answer

from ocmem.cli.progress_line import wanted
from ocmem.maintain.raw_answer import MAX_LOGGED_CHARS, loggable_answer
from ocmem.progress import SILENT

pytestmark = pytest.mark.opencode

OPS = {
    "save": [
        {
            "file": "project_deploy.md",
            "name": "deploy-command",
            "description": "Deploys run `make ship` after `make test`",
            "type": "project",
            "body": "Deploy with `make ship` once `make test` passes.",
        }
    ]
}
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")
SECRET = "sk-proj-Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0Lz9Xc"


def on_terminal(
    args: list[str], cwd: Path, timeout: float = 240, extra: dict[str, str] | None = None
) -> tuple[int, str]:
    """Run the console script with stdin, stdout and stderr on a pseudo-terminal."""
    leader, follower = pty.openpty()
    script = Path(sys.executable).parent / "opencode-memory"
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "160", "PWD": str(cwd)}
    env.update(extra or {})
    proc = subprocess.Popen(
        [str(script), *args], cwd=cwd, env=env, stdin=follower, stdout=follower, stderr=follower
    )
    os.close(follower)
    chunks: list[bytes] = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([leader], [], [], 0.2)
        if ready:
            try:
                data = os.read(leader, 65536)
            except OSError:  # EIO: the last writer closed
                break
            if not data:
                break
            chunks.append(data)
        elif proc.poll() is not None:
            break
    code = proc.wait(timeout=30)
    os.close(leader)
    return code, ANSI.sub("", b"".join(chunks).decode("utf-8", "replace")).replace("\r", "")


def store_of(repo: Path) -> Path:
    store = repo / ".claude" / "memory"
    store.mkdir(parents=True)
    return store


def test_maintain_on_a_terminal_shows_each_session_as_it_starts_and_ends(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    store_of(git_repo)
    opencode.server.responder = Script(extract=ops_answer(OPS))
    session = opencode.new_session(git_repo, "Deploy with make ship.", model="fake/m2")

    code, seen = on_terminal(["maintain"], git_repo)

    assert code == 0, seen
    assert f"mining {session} on fake/m2…" in seen
    assert re.search(rf"mined {session} in \d+\.\d s: 1 saved, 0 updated", seen), seen
    assert seen.index("mining") < seen.index(f"mined {session}") < seen.index("store: ")
    assert "dream: not due: too few sessions" in seen
    assert "{" not in seen

    status_code, status = on_terminal(["status"], git_repo)
    assert status_code == 0
    assert "marks:      user turns mined so far, per session" in status
    assert f"  {session}  1/1 user turns mined" in status


def test_watch_once_on_a_terminal_shows_the_sessions_it_mines(
    opencode: OpencodeHarness, git_repo: Path, tmp_path: Path
) -> None:
    store_of(git_repo)
    opencode.server.responder = Script(extract=ops_answer(OPS))
    session = opencode.new_session(git_repo, "Deploy with make ship.", model="fake/m2")
    idle_now = {"OPENCODE_MEMORY_WATCH_IDLE_MINUTES": "0"}

    code, seen = on_terminal(["watch", "--once"], tmp_path, extra=idle_now)

    assert code == 0, seen
    assert f"mining {session} on fake/m2…" in seen
    assert f"mined {session} in " in seen
    assert seen.index(f"mined {session}") < seen.index(f"  extracted {session}")


def test_no_progress_through_pipes_or_with_json_or_quiet(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    store_of(git_repo)
    opencode.server.responder = Script(extract=ops_answer(OPS))
    opencode.new_session(git_repo, "Deploy with make ship.", model="fake/m2")
    piped = ocmem(["maintain", "--dry-run", "--dir", str(git_repo)])
    assert piped.returncode == 0
    assert "mining" not in piped.stdout + piped.stderr

    code, quiet = on_terminal(["maintain", "--quiet"], git_repo)
    assert code == 0
    assert "mining" not in quiet
    assert "mined" not in quiet
    assert "extracted" in quiet

    opencode.new_session(git_repo, "Another rule.", model="fake/m2")
    code, as_json = on_terminal(["maintain", "--json"], git_repo)
    assert code == 0
    assert "mining" not in as_json
    assert as_json.lstrip().startswith("{")


def test_a_bad_answer_fails_with_reason_hint_and_log_that_keeps_the_answer_scrubbed(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    store = store_of(git_repo)
    answer = f"I could not decide. The key was {SECRET}. Sorry, no JSON today."
    opencode.server.responder = Script(extract=answer)
    session = opencode.new_session(git_repo, "Something.", model="fake/m2")

    result = ocmem(["maintain", "--dir", str(git_repo)])

    assert result.returncode == 1
    assert f"  failed        {session}  bad-answer: " in result.stdout
    lines = result.stderr.splitlines()
    failure = next(line for line in lines if line.startswith("opencode-memory: error: "))
    assert failure.startswith(f"opencode-memory: error: session {session}: bad-answer: ")
    assert "(hint: the model's answer held no valid memory ops; its answer (scrubbed)" in failure
    (log_line,) = [line for line in lines if line.startswith("opencode-memory: log: ")]
    log = Path(log_line.removeprefix("opencode-memory: log: "))
    text = log.read_text()
    assert "I could not decide. The key was" in text
    assert "Sorry, no JSON today." in text
    assert SECRET not in text
    assert SECRET not in result.stdout + result.stderr
    assert not any(store.glob("*.md"))


def test_an_unreachable_model_says_what_to_try(opencode: OpencodeHarness, git_repo: Path) -> None:
    store_of(git_repo)
    session = opencode.new_session(git_repo, "Something.", model="fake/m2")
    opencode.server.stop()

    result = ocmem(["maintain", "--dir", str(git_repo)])

    assert result.returncode == 1
    failure = next(
        line for line in result.stderr.splitlines() if line.startswith("opencode-memory: error:")
    )
    assert failure.startswith(f"opencode-memory: error: session {session}: ")
    assert "`opencode auth login`" in failure
    assert "--dry-run" in failure
    assert any(line.startswith("opencode-memory: log: ") for line in result.stderr.splitlines())


def test_a_huge_answer_is_logged_scrubbed_and_capped() -> None:
    shown = loggable_answer(f"token {SECRET} " + "x" * (3 * MAX_LOGGED_CHARS))
    assert SECRET not in shown
    assert len(shown) < MAX_LOGGED_CHARS + 100
    assert shown.endswith("more characters not logged]")


def test_progress_is_wanted_only_on_terminals_and_not_quiet(tmp_path: Path) -> None:
    leader, follower = pty.openpty()
    try:
        with open(follower, "w", closefd=False) as tty, open(tmp_path / "f", "w") as file:
            assert wanted(False, tty, tty)
            assert not wanted(True, tty, tty)
            assert not wanted(False, file, tty)
            assert not wanted(False, tty, file)
    finally:
        os.close(leader)
        os.close(follower)
    SILENT.step("nothing")  # the default says nothing and fails at nothing
    SILENT.status("nothing")


def test_a_failed_dream_says_why_on_stderr_and_logs_the_answer_scrubbed(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    store_of(git_repo)
    answer = f"Consolidating… the token {SECRET} looked stale. No JSON, sorry."
    opencode.server.responder = Script(extract=ops_answer(OPS), dream=answer)
    opencode.new_session(git_repo, "Deploy with make ship.", model="fake/m2")
    assert ocmem(["maintain", "--dir", str(git_repo)]).returncode == 0

    result = ocmem(["dream", "--dir", str(git_repo)])

    assert result.returncode == 1
    assert result.stdout.startswith("dream failed (bad answer)")
    lines = result.stderr.splitlines()
    failure = next(line for line in lines if line.startswith("opencode-memory: error: "))
    assert failure.startswith("opencode-memory: error: dream: bad-answer (hint: ")
    assert "try a stronger model with dream.model" in failure
    (log_line,) = [line for line in lines if line.startswith("opencode-memory: log: ")]
    text = Path(log_line.removeprefix("opencode-memory: log: ")).read_text()
    assert "No JSON, sorry." in text
    assert SECRET not in text
