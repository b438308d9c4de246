"""Every way a fork used to leak, with the real opencode and the scripted model.

A delete that stalls past its limit, a fork that dies before it got its prompt, and a
`maintain` SIGKILLed mid-fork: after the next run no fork is left, and each pass sent
the session to the model once.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil
import pytest
from testing.cli import CliResult, ocmem
from testing.opencode_harness import OpencodeHarness, bun_leftovers
from testing.scripts import Script, fork_requests, ops_answer
from testing.session_templates import MadeSession

from ocmem.gateway.fork import FORK_TOKEN_ENV
from ocmem.prompts import EXTRACT_MARKER
from ocmem.scripted_model import RecordedRequest, Reply
from ocmem.state import fork_registry

pytestmark = pytest.mark.opencode

OPS = {
    "save": [
        {
            "file": "project_deploy.md",
            "name": "deploy",
            "description": "Deploys run make ship",
            "type": "project",
            "body": "Deploy with `make ship`.",
        }
    ]
}

# Stands in for opencode: runs the real one, except where a test wants it to misbehave.
SHIM = r"""#!{python}
import json, os, signal, socket, subprocess, sys, time, urllib.request

real = os.environ["SHIM_REAL_OPENCODE"]
mode = os.environ.get("SHIM_MODE", "")
args = sys.argv[1:]

if mode == "stall-delete" and args[:2] == ["session", "delete"]:
    os.kill(os.getpid(), signal.SIGSTOP)  # stalls here until it is killed

if mode == "die-before-prompt" and "--fork" in args:
    # The fork exists, the prompt was never stored, and nothing was printed: what a fork
    # killed while opencode starts up leaves behind.
    sys.stdin.read()
    parent = args[args.index("--session") + 1]
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    serve = subprocess.Popen(
        [real, "serve", "--port", str(port), "--hostname", "127.0.0.1"],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    headers = {{"Content-Type": "application/json", "x-opencode-directory": os.getcwd()}}
    deadline = time.time() + 120
    try:
        while True:
            try:
                req = urllib.request.Request(
                    f"http://127.0.0.1:{{port}}/session/{{parent}}/fork",
                    method="POST", data=b"{{}}", headers=headers,
                )
                urllib.request.urlopen(req, timeout=10).read()
                break
            except OSError:
                if time.time() > deadline:
                    raise
                time.sleep(0.2)
    finally:
        serve.terminate()
        serve.wait()
    sys.exit(137)

os.execv(real, [real, *args])
"""


def install_shim(opencode: OpencodeHarness, tmp_path: Path) -> dict[str, str]:
    shim = tmp_path / "shim" / "opencode-standin"
    shim.parent.mkdir()
    shim.write_text(SHIM.format(python=sys.executable))
    shim.chmod(0o755)
    return {
        **os.environ,
        "OPENCODE_MEMORY_OPENCODE_BIN": str(shim),
        "SHIM_REAL_OPENCODE": str(opencode.binary),
    }


def maintain(repo: Path, env: dict[str, str] | None = None) -> CliResult:
    return ocmem(["maintain", "--dir", str(repo), "--json"], env=env)


def fork_sessions(opencode: OpencodeHarness) -> list[str]:
    with opencode.db() as conn:
        return [
            row[0] for row in conn.execute("SELECT id FROM session WHERE title GLOB '*(fork #*'")
        ]


def state_dir() -> Path:
    return Path(os.environ["OPENCODE_MEMORY_STATE_DIR"])


def extraction_calls(opencode: OpencodeHarness) -> int:
    return len(fork_requests(opencode.server.requests, EXTRACT_MARKER))


def test_a_delete_stalled_past_its_limit_is_retried_by_the_next_run(
    opencode: OpencodeHarness, deploy_session: MadeSession, tmp_path: Path
) -> None:
    opencode.server.responder = Script(extract=ops_answer({}))
    git_repo = deploy_session.repo
    env = install_shim(opencode, tmp_path)
    stalled = maintain(
        git_repo, {**env, "SHIM_MODE": "stall-delete", "OPENCODE_MEMORY_FORK_DELETE_TIMEOUT": "1"}
    )

    assert stalled.returncode == 0, stalled.stderr
    (outcome,) = stalled.json()["sessions"]
    assert (outcome["action"], outcome["fork_deleted"]) == ("extracted", False)
    assert fork_sessions(opencode) == [outcome["fork_id"]]
    (owed,) = fork_registry.load_all(state_dir())
    assert (owed.state, owed.fork_id) == (fork_registry.DELETE_PENDING, outcome["fork_id"])

    again = maintain(git_repo)

    assert again.returncode == 0, again.stderr
    assert again.json()["sessions"][0]["reason"] == "up-to-date"
    assert fork_sessions(opencode) == []
    assert fork_registry.load_all(state_dir()) == []
    assert extraction_calls(opencode) == 1


def test_a_fork_that_died_before_its_prompt_is_found_and_deleted(
    opencode: OpencodeHarness, deploy_session: MadeSession, tmp_path: Path
) -> None:
    opencode.server.responder = Script(extract=ops_answer(OPS))
    git_repo, parent = deploy_session.repo, deploy_session.id
    env = install_shim(opencode, tmp_path)

    died = maintain(git_repo, {**env, "SHIM_MODE": "die-before-prompt"})

    assert died.returncode == 1
    (outcome,) = died.json()["sessions"]
    assert outcome["action"] == "failed"
    assert outcome["fork_id"], "the turn-less fork was found by its parent and start time"
    assert outcome["fork_deleted"] is True
    assert fork_sessions(opencode) == []
    assert opencode.session_row(parent) is not None
    assert extraction_calls(opencode) == 0
    assert fork_registry.load_all(state_dir()) == []

    retried = maintain(git_repo)
    assert retried.json()["sessions"][0]["action"] == "extracted"
    assert extraction_calls(opencode) == 1
    assert fork_sessions(opencode) == []


def test_maintain_killed_mid_fork_leaves_no_fork_and_one_model_call_per_pass(
    opencode: OpencodeHarness, deploy_session: MadeSession
) -> None:
    # The killed pass's answer must still be pending when the retry stops its orphan (a
    # Python start-up and a settle, a few seconds even on a loaded machine); every second
    # of it is waited out at the end, so no more than that.
    delay = 15.0
    answered = threading.Event()

    def extract(request: RecordedRequest) -> Reply:
        if not answered.is_set():
            answered.set()
            return Reply(text=ops_answer(OPS), delay=delay)  # the pass that gets killed
        return Reply(text=ops_answer(OPS))

    opencode.server.responder = Script(extract=extract)
    git_repo = deploy_session.repo
    store = git_repo / ".claude" / "memory"
    store.mkdir(parents=True)
    temp = Path(os.environ["TMPDIR"])
    made_here = bun_leftovers(temp)  # this worker's template session may be made in this test
    killed = subprocess.Popen(
        [sys.executable, "-m", "ocmem", "maintain", "--dir", str(git_repo), "--json"],
        env={**os.environ, "PWD": str(git_repo)},
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 120
    while extraction_calls(opencode) == 0:
        assert time.monotonic() < deadline, "the fork never called the model"
        assert killed.poll() is None
        time.sleep(0.1)
    orphans = [p for p in psutil.process_iter() if _carries_fork_token(p)]
    assert orphans, "the fork's opencode is running"
    assert bun_leftovers(temp) != made_here, "the fork's Bun unpacks into a dir of its own"
    killed.send_signal(signal.SIGKILL)
    killed.wait()
    started = time.monotonic()

    retry = maintain(git_repo)

    assert retry.returncode == 0, retry.stderr
    (outcome,) = retry.json()["sessions"]
    assert outcome["action"] == "extracted"
    assert retry.json()["extras"]["settled_forks"][0]["action"] in ("deleted", "gone")
    assert not [p for p in orphans if _alive(p)], "the orphan was stopped"
    assert bun_leftovers(temp) == made_here, "the killed fork's temp dir was removed"
    # Past the killed pass's delayed answer: an orphan left running would act on it now.
    time.sleep(max(0.0, delay + 3 - (time.monotonic() - started)))
    assert extraction_calls(opencode) == 2, "one model call for each of the two passes"
    assert fork_sessions(opencode) == []
    assert fork_registry.load_all(state_dir()) == []
    assert (store / "project_deploy.md").exists()

    settled = maintain(git_repo)
    assert settled.json()["sessions"][0]["reason"] == "up-to-date"
    assert extraction_calls(opencode) == 2, "the killed pass was retried once"


def _carries_fork_token(process: psutil.Process) -> bool:
    """A fork's process started by this test (other tests may be forking meanwhile)."""
    try:
        env = process.environ()
    except psutil.Error:
        return False
    return FORK_TOKEN_ENV in env and env.get("OPENCODE_MEMORY_STATE_DIR") == str(state_dir())


def _alive(process: psutil.Process) -> bool:
    try:
        return process.is_running() and process.status() != psutil.STATUS_ZOMBIE
    except psutil.Error:
        return False


def test_maintain_stopped_by_sigterm_mid_fork_kills_and_deletes_its_fork(
    opencode: OpencodeHarness, deploy_session: MadeSession
) -> None:
    opencode.server.responder = Script(extract=Reply(text=ops_answer(OPS), delay=60))
    git_repo = deploy_session.repo
    stopped = subprocess.Popen(
        [sys.executable, "-m", "ocmem", "maintain", "--dir", str(git_repo), "--json"],
        env={**os.environ, "PWD": str(git_repo)},
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 120
    while extraction_calls(opencode) == 0:
        assert time.monotonic() < deadline, "the fork never called the model"
        time.sleep(0.1)
    forks = [p for p in psutil.process_iter() if _carries_fork_token(p)]

    stopped.send_signal(signal.SIGTERM)
    _, stderr = stopped.communicate(timeout=60)

    assert stopped.returncode == 128 + signal.SIGTERM
    assert stderr.splitlines() == ["opencode-memory: error: stopped by SIGTERM"]
    assert not [p for p in forks if _alive(p)]
    assert fork_sessions(opencode) == []
    assert fork_registry.load_all(state_dir()) == []


OLD_OPENCODE = r"""#!/bin/sh
if [ "$1" = "--version" ]; then echo 1.2.5; exit 0; fi
exec "$SHIM_REAL_OPENCODE" "$@"
"""


def test_no_fork_is_started_where_opencode_cannot_delete_it(
    opencode: OpencodeHarness, deploy_session: MadeSession, tmp_path: Path
) -> None:
    """An opencode that reports 1.2.5 (no `session delete`) gets no fork and no model call."""
    opencode.server.responder = Script(extract=ops_answer(OPS))
    git_repo = deploy_session.repo
    old = tmp_path / "old" / "opencode"
    old.parent.mkdir()
    old.write_text(OLD_OPENCODE)
    old.chmod(0o755)
    env = {
        **os.environ,
        "OPENCODE_MEMORY_OPENCODE_BIN": str(old),
        "SHIM_REAL_OPENCODE": str(opencode.binary),
    }

    result = maintain(git_repo, env)

    (outcome,) = result.json()["sessions"]
    assert outcome["action"] == "failed"
    assert "cannot delete sessions" in outcome["reason"]
    assert extraction_calls(opencode) == 0
    assert fork_sessions(opencode) == []
