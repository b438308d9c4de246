"""Signs of life and failures that say why, with the real opencode and the scripted model.

Progress is proven on a pseudo-terminal (the `pty` module): what a user at a terminal
sees. Through pipes, or with --json/--quiet, commands print no progress at all: that, the
other commands' progress and the failures' wording run in-process in test_progress_core.py.
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
from testing.session_templates import MadeSession

from ocmem.cli.progress_line import wanted
from ocmem.maintain.raw_answer import MAX_LOGGED_CHARS, loggable_answer
from ocmem.progress import SILENT
from ocmem.scripted_model import Reply

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
    opencode: OpencodeHarness, deploy_session: MadeSession
) -> None:
    git_repo, session = deploy_session.repo, deploy_session.id
    store_of(git_repo)
    opencode.server.responder = Script(extract=ops_answer(OPS))

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


def test_an_error_opencode_reports_fails_the_pass_with_its_words_and_what_to_try(
    opencode: OpencodeHarness, deploy_session: MadeSession
) -> None:
    """opencode's `error` event (here a 401, which it does not retry) is a failed pass:
    opencode's message, exit 1, one line on stderr with a hint, then the log's path. (An
    unreachable provider ends the same way after opencode's own retries, ~60 s; its
    wording is checked in-process in test_progress_core.py.)"""
    git_repo, session = deploy_session.repo, deploy_session.id
    store = store_of(git_repo)
    refusal = "Incorrect API key provided."
    opencode.server.responder = Script(extract=Reply(text=refusal, status=401))

    result = ocmem(["maintain", "--dir", str(git_repo)])

    assert result.returncode == 1
    assert f"  failed        {session}  fork-failed: {refusal}" in result.stdout
    failure, log_line = result.stderr.splitlines()
    assert failure == (
        f"opencode-memory: error: session {session}: fork-failed: {refusal} "
        "(hint: check that the model is reachable and you are logged in "
        "(`opencode auth login`), and the model itself (extract.model or the session's); "
        "`opencode-memory maintain --dry-run` shows what it would do)"
    )
    assert Path(log_line.removeprefix("opencode-memory: log: ")).is_file()
    assert not any(store.glob("*.md"))
    with opencode.db() as db:
        left = [row[0] for row in db.execute("SELECT id FROM session")]
    assert left == [session], "the failed fork is deleted too"


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
