"""Where the wrapper's own log lines go, and that nothing reaches the terminal mid-launch."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from ocmem.wrapper.wrap_log import WrapLog


def test_a_quiet_launch_leaves_no_log_file(tmp_path: Path) -> None:
    log = WrapLog(tmp_path / "state", foreground=False)
    log.hold_stderr()
    log.release_stderr()
    assert log.file is None
    assert not (tmp_path / "state").exists()


def test_foreground_lines_wait_for_opencode_to_exit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = WrapLog(tmp_path / "state", foreground=True)
    log.hold_stderr()
    log.info("from the main thread")
    writer = threading.Thread(target=log.failure, args=("from a watcher thread", "a hint"))
    writer.start()
    writer.join(timeout=10)
    assert not writer.is_alive()
    assert capsys.readouterr().err == ""

    log.release_stderr()
    log.info("after exit")
    assert capsys.readouterr().err.splitlines() == [
        "opencode-memory: from the main thread",
        "opencode-memory: from a watcher thread (hint: a hint)",
        "opencode-memory: after exit",
    ]
    assert log.file is not None
    assert log.file.read_text().count("\n") == 3


def test_background_lines_go_to_the_file_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = WrapLog(tmp_path / "state", foreground=False)
    log.failure("something failed", "do this")
    log.info("something happened")
    assert capsys.readouterr().err == ""
    assert log.file is not None
    assert "something failed (hint: do this)" in log.file.read_text()


def test_a_failure_is_never_silent_when_the_state_dir_is_unwritable(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    log = WrapLog(blocker / "state", foreground=False)
    log.hold_stderr()
    log.info("routine")
    log.failure("cannot write state", "pick another dir")
    assert capsys.readouterr().err == ""
    log.release_stderr()
    assert log.file is None
    assert (
        capsys.readouterr().err == "opencode-memory: cannot write state (hint: pick another dir)\n"
    )


def test_configure_before_the_first_line_picks_the_state_dir(tmp_path: Path) -> None:
    log = WrapLog(tmp_path / "fallback", foreground=False)
    log.configure(tmp_path / "configured", foreground=False)
    log.info("hello")
    assert log.file is not None
    assert log.file.parent == tmp_path / "configured" / "logs"
