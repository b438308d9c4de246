"""Progress lines and failure wording, with the CLI run in-process and the fork faked.

The commands run for real over a real opencode-schema database, a real store and real run
logs; only the fork answers from a script (`testing.fake_fork`). What a terminal shows is
read from stand-in streams that say they are terminals, so `progress_line.wanted` decides
as it does on a real one (that decision itself is tested with a pty in test_progress.py,
as is one `maintain` on a real terminal with the real opencode).
"""

from __future__ import annotations

import io
import json
import os
import re
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from testing.core import DEPLOY, Answer, Project, answered, project
from testing.fake_fork import close_run_log, install, use_env
from testing.scripts import ops_answer

from ocmem.cli.app import run
from ocmem.gateway.fork import ForkRequest, ForkResult, run_fork
from ocmem.prompts import DREAM_MARKER, EXTRACT_MARKER

OPS = ops_answer({"save": [DEPLOY]})
SECRET = "sk-proj-Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0Lz9Xc"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")
# What opencode 1.18.33 prints after its five retries of a provider it cannot reach.
UNREACHABLE = "Cannot connect to API: Unable to connect. Is the computer able to access the url?"
UNREACHABLE_EVENT = {
    "type": "error",
    "timestamp": 1795419824257,
    "sessionID": "ses_fork",
    "error": {
        "name": "APIError",
        "data": {
            "message": UNREACHABLE,
            "isRetryable": True,
            "metadata": {"url": "http://127.0.0.1:9/v1/chat/completions"},
        },
    },
}


class Terminal(io.StringIO):
    """A stream that says it is a terminal; what it is written also goes to `screen`, the
    one screen stdout and stderr share on a real terminal."""

    def __init__(self, screen: list[str]) -> None:
        super().__init__()
        self.screen = screen

    def isatty(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self.screen.append(text)
        return super().write(text)


def slowly(answer: Answer, seconds: float = 0.15) -> Answer:
    """`answer` after `seconds`, so the pass takes a time worth showing (tenths of s)."""

    def late(request: ForkRequest) -> ForkResult:
        time.sleep(seconds)
        return answer(request)

    return late


@pytest.fixture
def proj(
    git_repo: Path,
    isolated_home: dict[str, str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[Project]:
    """A project whose database and stand-in binary the in-process CLI sees."""
    made = project(git_repo, isolated_home, tmp_path)
    use_env(monkeypatch, made.env)
    yield made
    close_run_log()


@dataclass
class Seen:
    code: int
    out: str  # stdout alone
    err: str  # stderr alone
    screen: str  # both, in the order they were written


def on_terminal(monkeypatch: pytest.MonkeyPatch, args: list[str]) -> Seen:
    """Run the CLI with stdout and stderr on stand-in terminals."""
    screen: list[str] = []
    out, err = Terminal(screen), Terminal(screen)
    monkeypatch.setattr("sys.stdout", out)
    monkeypatch.setattr("sys.stderr", err)
    code = run(args)
    return Seen(code, clean(out.getvalue()), clean(err.getvalue()), clean("".join(screen)))


def clean(text: str) -> str:
    return ANSI.sub("", text).replace("\r", "")


def test_maintain_on_a_terminal_shows_each_session_start_and_end_before_the_result(
    proj: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = proj.session("Deploy with make ship.")
    install(monkeypatch, slowly(answered(OPS)))

    seen = on_terminal(monkeypatch, ["maintain", "--dir", str(proj.repo)])

    assert seen.code == 0, seen.screen
    assert f"mining {session} on fake/m1…" in seen.err
    assert re.search(rf"mined {session} in \d+\.\d s: 1 saved, 0 updated", seen.err), seen.err
    screen = seen.screen
    assert screen.index("mining") < screen.index(f"mined {session}") < screen.index("store: ")
    assert seen.out.startswith("store: "), "the result alone on stdout"
    assert f"  extracted     {session}  1 saved" in seen.out
    assert "mining" not in seen.out
    assert "dream: not due: too few sessions" in seen.out
    assert "{" not in screen


def test_watch_once_on_a_terminal_shows_the_sessions_it_mines(
    proj: Project, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    session = proj.session("Deploy with make ship.")
    forker = install(monkeypatch, slowly(answered(OPS)))
    monkeypatch.setenv("OPENCODE_MEMORY_WATCH_IDLE_MINUTES", "0")
    monkeypatch.chdir(tmp_path)

    seen = on_terminal(monkeypatch, ["watch", "--once"])

    assert seen.code == 0, seen.screen
    assert forker.markers() == [EXTRACT_MARKER]
    assert f"mining {session} on fake/m1…" in seen.err
    assert f"mined {session} in " in seen.err
    assert seen.screen.index(f"mined {session}") < seen.screen.index(f"  extracted {session}")
    assert "mining" not in seen.out


def test_no_progress_through_pipes_or_with_json_or_quiet(
    proj: Project, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    proj.session("Deploy with make ship.")
    install(monkeypatch, answered(OPS))

    assert run(["maintain", "--dry-run", "--dir", str(proj.repo)]) == 0
    piped = capsys.readouterr()
    assert "would-extract" in piped.out
    assert "mining" not in piped.out + piped.err

    quiet = on_terminal(monkeypatch, ["maintain", "--quiet", "--dir", str(proj.repo)])
    assert quiet.code == 0
    assert "mining" not in quiet.screen
    assert "mined" not in quiet.screen
    assert "extracted" in quiet.out
    assert quiet.err == ""

    proj.session("Another rule.")
    as_json = on_terminal(monkeypatch, ["maintain", "--json", "--dir", str(proj.repo)])
    assert as_json.code == 0
    assert "mining" not in as_json.screen
    assert as_json.out.lstrip().startswith("{")
    assert as_json.err == ""


def failure_and_log(err: str) -> tuple[str, Path]:
    """The one error line and the run log a failed pass names on stderr."""
    lines = err.splitlines()
    failure = next(line for line in lines if line.startswith("opencode-memory: error: "))
    (log_line,) = [line for line in lines if line.startswith("opencode-memory: log: ")]
    return failure, Path(log_line.removeprefix("opencode-memory: log: "))


def test_a_bad_answer_fails_with_reason_hint_and_log_that_keeps_the_answer_scrubbed(
    proj: Project, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    session = proj.session("Something.")
    install(
        monkeypatch, answered(f"I could not decide. The key was {SECRET}. Sorry, no JSON today.")
    )

    code = run(["maintain", "--dir", str(proj.repo)])

    result = capsys.readouterr()
    assert code == 1
    assert f"  failed        {session}  bad-answer: " in result.out
    failure, log = failure_and_log(result.err)
    assert failure.startswith(f"opencode-memory: error: session {session}: bad-answer: ")
    assert "(hint: the model's answer held no valid memory ops; its answer (scrubbed)" in failure
    text = log.read_text()
    assert "I could not decide. The key was" in text
    assert "Sorry, no JSON today." in text
    assert SECRET not in text
    assert SECRET not in result.out + result.err
    assert not any(proj.store.glob("*.md"))


def printing(tmp_path: Path, event: dict[str, Any], code: int) -> Path:
    """A stand-in opencode whose fork prints `event` and exits with `code` (its `session
    delete` succeeds): what opencode does after it gave up on the provider."""
    binary = tmp_path / "printing" / "opencode"
    binary.parent.mkdir()
    binary.write_text(
        f"#!{sys.executable}\n"
        "import sys\n"
        "if sys.argv[1:3] == ['session', 'delete']:\n"
        "    sys.exit(0)\n"
        "sys.stdin.buffer.read()\n"
        f"print({json.dumps(event)!r}, flush=True)\n"
        f"sys.exit({code})\n"
    )
    binary.chmod(0o755)
    return binary


def test_an_unreachable_model_says_what_to_try(
    proj: Project,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    """opencode's own words for a provider it could not reach, then ours: what to try.

    The fork's result comes from the real fork runner reading opencode's exact event."""
    session = proj.session("Something.")
    binary = printing(tmp_path, UNREACHABLE_EVENT, 1)
    forker = install(monkeypatch, lambda request: run_fork(binary, request, os.environ))

    code = run(["maintain", "--dir", str(proj.repo)])

    result = capsys.readouterr()
    assert code == 1
    assert f"  failed        {session}  fork-failed: {UNREACHABLE}" in result.out
    failure, log = failure_and_log(result.err)
    assert failure == (
        f"opencode-memory: error: session {session}: fork-failed: {UNREACHABLE} "
        "(hint: check that the model is reachable and you are logged in "
        "(`opencode auth login`), and the model itself (extract.model or the session's); "
        "`opencode-memory maintain --dry-run` shows what it would do)"
    )
    assert len(result.err.splitlines()) == 2, "the failure line and the log line"
    assert log.is_file()
    assert forker.requests[0].session_id == session
    assert not any(proj.store.glob("*.md"))


def test_a_failed_dream_says_why_on_stderr_and_logs_the_answer_scrubbed(
    proj: Project, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    proj.session("Deploy with make ship.")
    forker = install(
        monkeypatch,
        answered(OPS),
        answered(f"Consolidating… the token {SECRET} looked stale. No JSON, sorry."),
    )
    assert run(["maintain", "--dir", str(proj.repo)]) == 0
    capsys.readouterr()

    code = run(["dream", "--dir", str(proj.repo)])

    result = capsys.readouterr()
    assert forker.markers() == [EXTRACT_MARKER, DREAM_MARKER]
    assert code == 1
    assert result.out.startswith("dream failed (bad answer)")
    failure, log = failure_and_log(result.err)
    assert failure.startswith("opencode-memory: error: dream: bad-answer (hint: ")
    assert "try a stronger model with dream.model" in failure
    text = log.read_text()
    assert "No JSON, sorry." in text
    assert SECRET not in text
    assert SECRET not in result.out + result.err
