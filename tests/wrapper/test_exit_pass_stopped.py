"""A stop signal during the foreground exit pass: the fork in flight is killed and deleted,
and the launch still ends with opencode's own status (real opencode, scripted model)."""

from __future__ import annotations

import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, ops_answer

from ocmem.scripted_model import RecordedRequest, Reply

from .wrapping import as_from_a_terminal

pytestmark = pytest.mark.opencode


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGHUP])
def test_a_stop_signal_during_the_exit_pass_deletes_its_fork(
    opencode: OpencodeHarness, git_repo: Path, isolated_home: dict[str, str], stop: int
) -> None:
    """Found by a black-box tester: SIGTERM or SIGHUP to a wrapped launch while its
    foreground exit pass waited on the model ended the wrapper with 143 (129), though
    opencode had exited 0, and left the `(fork #1)` session in opencode's list."""
    asked = threading.Event()

    def slow(_request: RecordedRequest) -> Reply:
        asked.set()
        return Reply(text=ops_answer({}), delay=20)

    opencode.server.responder = Script(extract=slow)
    env = dict(
        isolated_home,
        OPENCODE_MEMORY_OPENCODE_BIN=str(opencode.binary),
        OPENCODE_MEMORY_FOREGROUND="1",
    )
    wrapped = subprocess.Popen(
        [sys.executable, "-m", "ocmem", "wrap", "--", "run", "Deploys go through make ship."],
        cwd=git_repo,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=as_from_a_terminal,
    )
    try:
        assert asked.wait(180), "the exit pass's fork asked the model"
        time.sleep(0.5)
        wrapped.send_signal(stop)
        _, err = wrapped.communicate(timeout=120)
    finally:
        if wrapped.poll() is None:
            wrapped.kill()
    assert wrapped.returncode == 0, err.decode(errors="replace")[-2000:]
    assert f"exit pass: stopped by {signal.Signals(stop).name}" in err.decode()
    with opencode.db() as db:
        titles = [row[0] for row in db.execute("SELECT title FROM session")]
    assert len(titles) == 1, ("only the user's session is left", titles)
