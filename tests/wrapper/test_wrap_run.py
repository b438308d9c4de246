"""`wrap -- run …` with the real opencode: post-session extraction, detached or inline,
and opencode's exit status passed through."""

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
from testing.opencode_harness import FAKE_MODEL, OpencodeHarness
from testing.scripts import Script, ops_answer

from ocmem.scripted_model import RecordedRequest, Reply

from .wrapping import (
    DEPLOY_MEMORY,
    DEPLOY_OPS,
    as_from_a_terminal,
    log_files,
    store_dir,
    wait_for,
    wrap,
    wrap_env,
)

pytestmark = pytest.mark.opencode
MESSAGE = "Deploys go through make ship, after make test passes."


def test_background_pass_finishes_after_the_callers_pipe_sees_eof(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    """The fork's answer is held until the test has read EOF from the wrapper's stdout.

    If the wrapper waited for its extraction (or kept our pipe open in a child), reading
    to EOF would block until the responder gave up, and the recorded order would flip.
    """
    eof_seen = threading.Event()
    events: list[tuple[str, float]] = []

    def answer_after_eof(request: RecordedRequest) -> Reply:
        events.append(("fork request received", time.time()))
        released = eof_seen.wait(timeout=180)
        events.append(("fork answered" if released else "responder gave up", time.time()))
        return Reply(text=ops_answer(DEPLOY_OPS))

    opencode.server.responder = Script(extract=answer_after_eof, chat="Noted, thanks.")
    env = {**wrap_env(opencode), "PWD": str(git_repo)}
    wrapper = subprocess.Popen(
        [sys.executable, "-m", "ocmem", "wrap", "--", "run", "-m", FAKE_MODEL, MESSAGE],
        cwd=git_repo,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    stdout, _stderr = wrapper.communicate(timeout=300)  # returns at EOF on both pipes
    events.append(("wrapper pipes at EOF", time.time()))
    eof_seen.set()

    assert wrapper.returncode == 0
    assert b"Noted, thanks." in stdout
    memory = store_dir(git_repo) / DEPLOY_MEMORY
    assert wait_for(memory.is_file, timeout=240), [e[0] for e in events]
    events.append(("memory written", memory.stat().st_mtime))

    order = [name for name, _ in sorted(events, key=lambda e: e[1])]
    assert "responder gave up" not in order
    assert order.index("wrapper pipes at EOF") < order.index("fork answered")
    assert order.index("fork answered") < order.index("memory written")
    assert log_files("post-session"), "the detached pass logs to the state dir"


def test_failing_run_returns_opencodes_own_exit_code(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    bare = opencode.run(["run", "-m", "nowhere/no-such-model", "hello"], cwd=git_repo)
    wrapped = wrap(
        ["run", "-m", "nowhere/no-such-model", "hello"],
        git_repo,
        wrap_env(opencode, OPENCODE_MEMORY_FOREGROUND="1"),
    )

    assert bare.returncode != 0
    assert wrapped.returncode == bare.returncode
    assert wrapped.stderr.splitlines()[0] == bare.stderr.splitlines()[0], "opencode's error"
    assert "Traceback" not in wrapped.stderr


def test_sigint_to_the_wrapper_reaches_opencode(opencode: OpencodeHarness, git_repo: Path) -> None:
    asked = threading.Event()

    def slow_reply(request: RecordedRequest) -> Reply:
        asked.set()
        return Reply(text="too late", delay=60)

    opencode.server.responder = slow_reply
    env = {**wrap_env(opencode, OPENCODE_MEMORY_EXTRACT="0"), "PWD": str(git_repo)}
    wrapper = subprocess.Popen(
        [sys.executable, "-m", "ocmem", "wrap", "--", "run", "-m", FAKE_MODEL, "hello"],
        cwd=git_repo,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,  # the signal goes to the wrapper alone, not a process group
        preexec_fn=as_from_a_terminal,
    )
    try:
        assert asked.wait(timeout=120), "opencode never asked the model"
        (child,) = psutil.Process(wrapper.pid).children()
        assert os.path.realpath(child.exe()) == os.path.realpath(opencode.binary)

        wrapper.send_signal(signal.SIGINT)
        _out, err = wrapper.communicate(timeout=60)
    finally:
        if wrapper.poll() is None:
            wrapper.kill()

    assert not child.is_running() or child.status() == psutil.STATUS_ZOMBIE
    assert wrapper.returncode == -signal.SIGINT, "the wrapper dies of the signal opencode died of"
    assert b"Traceback" not in err
