"""A state dir whose disk is full: the wrapped launch's log stops taking writes, which
costs at most one line of ours on the terminal, never Python's "--- Logging error ---"
traceback, and opencode runs once with its own exit code.

Two ways to fill the disk. Portable, no root: the wrapper runs under `RLIMIT_FSIZE` 0, so
every write that would grow a file fails (`EFBIG`), the log file's included, the way
`ENOSPC` does on a full disk; the opencode is a stand-in that writes nothing but its stdout,
since a real one could not write its own database under that limit. With root: the state
dir on a tiny full tmpfs and the real opencode (skipped where nothing can be mounted).
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from testing.opencode_harness import OpencodeHarness
from tests.cli.test_faults import fill, tmpfs

from .test_wrap_failures import DEAD_SERVER, OPENCODES_ERROR, make_empty_db, opencode_db
from .wrapping import wrap, wrap_env

LOG_STOPPED = "stopped taking writes"
BAD_SETTING = {"OPENCODE_MEMORY_MAINTAIN_IDLE_SECONDS": "soon"}  # one line for the log


def no_file_may_grow() -> None:
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))


def stand_in(tmp_path: Path) -> Path:
    binary = tmp_path / "bin" / "opencode"
    binary.parent.mkdir()
    binary.write_text(
        '#!/bin/sh\n[ "$1" = "--version" ] && { echo 1.18.33; exit 0; }\necho "ran $*"\nexit 3\n'
    )
    binary.chmod(0o755)
    return binary


def wrap_without_room(
    args: list[str], cwd: Path, env: dict[str, str]
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ocmem", "wrap", "--", *args],
        cwd=cwd,
        env={**env, "PWD": str(cwd)},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=no_file_may_grow,
    )


def assert_no_traceback(stderr: str) -> None:
    assert "Logging error" not in stderr
    assert "Traceback" not in stderr


def test_a_log_that_cannot_grow_costs_one_line_in_a_background_launch(
    tmp_path: Path, git_repo: Path
) -> None:
    env = {
        **os.environ,
        "OPENCODE_MEMORY_OPENCODE_BIN": str(stand_in(tmp_path)),
        "OPENCODE_MEMORY_FOREGROUND": "0",
        **BAD_SETTING,
    }

    result = wrap_without_room(["run", "hi"], git_repo, env)

    assert result.returncode == 3, result.stderr
    assert result.stdout == "ran run hi\n", "opencode ran once, with the user's arguments"
    assert_no_traceback(result.stderr)
    (line,) = result.stderr.splitlines()
    assert line.startswith("opencode-memory: the log file ")
    assert LOG_STOPPED in line
    assert "(hint: free some space under " in line


def test_a_log_that_cannot_grow_is_said_once_in_a_foreground_launch(
    tmp_path: Path, git_repo: Path
) -> None:
    env = {
        **os.environ,
        "OPENCODE_MEMORY_OPENCODE_BIN": str(stand_in(tmp_path)),
        "OPENCODE_MEMORY_FOREGROUND": "1",
        **BAD_SETTING,
    }

    result = wrap_without_room(["run", "hi"], git_repo, env)

    assert result.returncode == 3, result.stderr
    assert result.stdout == "ran run hi\n"
    assert_no_traceback(result.stderr)
    assert [line for line in result.stderr.splitlines() if LOG_STOPPED in line] != []
    assert sum(LOG_STOPPED in line for line in result.stderr.splitlines()) == 1
    assert all(line.startswith("opencode-memory: ") for line in result.stderr.splitlines())


@pytest.fixture
def full_state_dir(tmp_path: Path) -> Iterator[Path]:
    """A state dir (its logs dir made while there was room) on a tmpfs with none left."""
    for mount in tmpfs(tmp_path / "full", "size=64k"):
        state = mount / "state"
        (state / "logs").mkdir(parents=True)
        fill(mount / "filler")
        yield state


@pytest.mark.opencode
def test_the_real_opencode_runs_on_with_the_state_dir_on_a_full_disk(
    opencode: OpencodeHarness, git_repo: Path, full_state_dir: Path
) -> None:
    env = wrap_env(
        opencode,
        OPENCODE_MEMORY_STATE_DIR=str(full_state_dir),
        OPENCODE_MEMORY_FOREGROUND="0",
        **BAD_SETTING,
    )
    make_empty_db(opencode_db(env))

    result = wrap(DEAD_SERVER, git_repo, env)

    assert result.returncode == 1, result.stderr
    assert OPENCODES_ERROR in result.stderr, "opencode ran and its output passed through"
    assert_no_traceback(result.stderr)
    ours = [line for line in result.stderr.splitlines() if line.startswith("opencode-memory")]
    assert len(ours) == 1, result.stderr
    assert LOG_STOPPED in ours[0]
    assert "No space left on device" in ours[0]
