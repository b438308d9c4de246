"""Signals and exit status through a wrapped launch, with a scripted stand-in for opencode
(the real binary's SIGINT case is in test_wrap_run.py)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from tests.wrapper.wrapping import as_from_a_terminal, wait_for

from ocmem.gateway.child import ExitStatus

STUB = textwrap.dedent(
    """\
    #!{python}
    import signal, sys, time
    if sys.argv[1:] == ["--version"]:
        print("1.18.33")  # as the real binary answers a wrapped launch's version probe
        sys.exit(0)
    log = open({log!r}, "a", buffering=1)
    def note(number, _frame):
        log.write(signal.Signals(number).name + "\\n")
        if number == signal.SIGTERM:
            sys.exit(42)
    for name in ("SIGTERM", "SIGWINCH", "SIGHUP", "SIGUSR2"):
        signal.signal(getattr(signal, name), note)
    log.write("ready\\n")
    if "--die-of" in sys.argv:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
    time.sleep(60)
    """
)


@pytest.fixture
def stub(tmp_path: Path) -> tuple[Path, Path]:
    log = tmp_path / "signals.log"
    script = tmp_path / "opencode"
    script.write_text(STUB.format(python=sys.executable, log=str(log)))
    script.chmod(0o755)
    return script, log


def start_wrapper(stub_bin: Path, *args: str) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "OPENCODE_MEMORY_OPENCODE_BIN": str(stub_bin),
        "OPENCODE_MEMORY_EXTRACT": "0",
    }
    return subprocess.Popen(
        [sys.executable, "-m", "ocmem", "wrap", "--", "run", *args],
        env=env,
        stdin=subprocess.DEVNULL,
        start_new_session=True,
        preexec_fn=as_from_a_terminal,
    )


def test_exit_status_mapping() -> None:
    assert ExitStatus.from_returncode(3) == ExitStatus(3)
    assert ExitStatus.from_returncode(-2) == ExitStatus(None, 2)
    assert ExitStatus(None, 15).shell_code == 143
    assert ExitStatus(0).shell_code == 0


def test_signals_are_forwarded_and_the_childs_exit_code_returned(stub: tuple[Path, Path]) -> None:
    script, log = stub
    wrapper = start_wrapper(script, "hello")
    assert wait_for(lambda: log.exists() and "ready" in log.read_text(), 30)
    for number in (signal.SIGWINCH, signal.SIGHUP, signal.SIGUSR2):
        wrapper.send_signal(number)
        time.sleep(0.2)
    wrapper.send_signal(signal.SIGTERM)
    assert wrapper.wait(timeout=30) == 42
    assert log.read_text().split() == ["ready", "SIGWINCH", "SIGHUP", "SIGUSR2", "SIGTERM"]


def test_the_wrapper_dies_of_the_signal_that_killed_the_child(stub: tuple[Path, Path]) -> None:
    script, log = stub
    wrapper = start_wrapper(script, "--die-of", "hello")
    assert wait_for(lambda: log.exists() and "ready" in log.read_text(), 30)
    wrapper.send_signal(signal.SIGTERM)
    assert wrapper.wait(timeout=30) == -signal.SIGTERM


def test_descriptors_the_caller_passed_reach_opencode(tmp_path: Path) -> None:
    script = tmp_path / "opencode"
    script.write_text("#!/bin/sh\necho through-fd-3 >&3\n")
    script.chmod(0o755)
    target = tmp_path / "fd3.txt"
    env = {
        **os.environ,
        "OPENCODE_MEMORY_OPENCODE_BIN": str(script),
        "OPENCODE_MEMORY_EXTRACT": "0",
    }
    # as in `opencode run hello 3>fd3.txt` typed at a shell
    shell = f'exec 3>"{target}"; exec "$0" -m ocmem wrap -- run hello'
    done = subprocess.run(
        ["sh", "-c", shell, sys.executable], env=env, stdin=subprocess.DEVNULL, timeout=60
    )
    assert done.returncode == 0
    assert target.read_text() == "through-fd-3\n"


IGNORING_STUB = textwrap.dedent(
    """\
    #!{python}
    import signal, sys, time
    if sys.argv[1:] == ["--version"]:
        print("1.18.33")
        sys.exit(0)
    log = open({log!r}, "a", buffering=1)
    ignored = signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
    log.write(("sighup-ignored" if ignored else "sighup-default") + "\\n")
    time.sleep(3)
    log.write("done\\n")
    """
)


def test_a_signal_ignored_when_the_wrapper_started_stays_ignored(tmp_path: Path) -> None:
    """Found by a black-box tester: under `nohup` (or `trap '' INT`) the wrapper put its own
    handler where the signal was ignored and passed it on, so opencode died mid-turn where
    it would have finished alone."""
    log = tmp_path / "signals.log"
    script = tmp_path / "opencode"
    script.write_text(IGNORING_STUB.format(python=sys.executable, log=str(log)))
    script.chmod(0o755)
    env = {
        **os.environ,
        "OPENCODE_MEMORY_OPENCODE_BIN": str(script),
        "OPENCODE_MEMORY_EXTRACT": "0",
    }
    wrapper = subprocess.Popen(
        [sys.executable, "-m", "ocmem", "wrap", "--", "run", "hello"],
        env=env,
        stdin=subprocess.DEVNULL,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGHUP, signal.SIG_IGN),  # what nohup does
    )
    assert wait_for(lambda: log.exists() and "sighup" in log.read_text(), 30)
    wrapper.send_signal(signal.SIGHUP)
    assert wrapper.wait(timeout=30) == 0
    assert log.read_text().split() == ["sighup-ignored", "done"]
