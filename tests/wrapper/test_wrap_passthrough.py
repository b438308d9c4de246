"""Invocations that run no session cost nothing: the wrapper becomes opencode."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import psutil
import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness

from .wrapping import our_processes, state_dir, wait_for, wrap_env

HEAVY_MODULES = ("typer", "json5", "httpx", "apscheduler", "sqlite3", "ocmem.settings")


def _exe(pid: int) -> str | None:
    try:
        return os.path.realpath(psutil.Process(pid).exe())
    except (psutil.Error, OSError):
        return None


@pytest.mark.opencode
@pytest.mark.parametrize("args", [["--version"], ["models"], ["session", "list"]])
def test_non_session_invocations_exec_opencode_and_do_nothing_else(
    opencode: OpencodeHarness, git_repo: Path, args: list[str]
) -> None:
    bare = opencode.run(args, cwd=git_repo)
    real_binary = os.path.realpath(opencode.binary)
    wrapper = subprocess.Popen(
        [sys.executable, "-m", "ocmem", "wrap", "--", *args],
        cwd=git_repo,
        env={**wrap_env(opencode), "PWD": str(git_repo)},
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    # The wrapper's own pid turns into opencode: execv, no child, nothing left to run after.
    became_opencode = wait_for(lambda: _exe(wrapper.pid) == real_binary, 60, interval=0.005)
    stdout, _stderr = wrapper.communicate(timeout=120)

    assert became_opencode
    assert (wrapper.returncode, stdout) == (bare.returncode, bare.stdout)
    assert opencode.server.requests == [], "no model request"
    assert our_processes() == [], "no background process"
    assert not state_dir().exists(), "no log, lock or mark written"


def test_the_fast_path_imports_nothing_heavy(tmp_path: Path) -> None:
    fake = tmp_path / "opencode"
    fake.write_text('#!/bin/sh\necho fake-opencode "$@"\n')
    fake.chmod(0o755)
    env = {**os.environ, "OPENCODE_MEMORY_OPENCODE_BIN": str(fake), "PYTHONPROFILEIMPORTTIME": "1"}
    proc = subprocess.run(
        [sys.executable, "-m", "ocmem", "wrap", "--", "models"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.stdout == "fake-opencode models\n"
    imported = {line.rsplit("|", 1)[-1].strip() for line in proc.stderr.splitlines()}
    assert "ocmem.wrapper.launch" in imported
    assert not [name for name in HEAVY_MODULES if name in imported]


def test_print_settings_prints_the_settings_and_launches_nothing(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "OPENCODE_MEMORY_PRINT_SETTINGS": "1",
        "OPENCODE_MEMORY_OPENCODE_BIN": str(tmp_path / "not-even-there"),
    }
    result = ocmem(["wrap", "--", "run", "hello"], cwd=tmp_path, env=env)
    assert result.returncode == 0
    assert result.stdout == ocmem(["settings", "--dir", str(tmp_path)], env=env).stdout
    assert "opencode.bin" in result.stdout


def test_a_missing_opencode_is_one_line_with_a_hint(tmp_path: Path) -> None:
    env = {**os.environ, "PATH": str(tmp_path)}
    result = ocmem(["wrap", "--", "--version"], cwd=tmp_path, env=env)
    assert result.returncode == 127
    assert result.stderr.count("\n") == 1
    assert "opencode was not found on PATH" in result.stderr
    assert "hint:" in result.stderr


@pytest.mark.opencode
def test_a_stale_opencode_bin_stays_out_of_the_commands_output(
    opencode: OpencodeHarness, git_repo: Path, tmp_path: Path
) -> None:
    """Found by a black-box tester: the stale-path warning came before `opencode --version`'s
    own output. A pass-through command now prints nothing of ours; a launch that runs
    sessions reports it once, from its exit pass, in the log (stderr only in foreground)."""
    bare = opencode.run(["--version"], cwd=git_repo)
    env = {
        **wrap_env(opencode),
        "PWD": str(git_repo),
        "OPENCODE_MEMORY_OPENCODE_BIN": str(tmp_path / "nonexistent"),
        "PATH": f"{Path(opencode.binary).parent}{os.pathsep}{os.environ['PATH']}",
    }

    version = subprocess.run(
        [sys.executable, "-m", "ocmem", "wrap", "--", "--version"],
        cwd=git_repo,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    session = subprocess.run(
        [sys.executable, "-m", "ocmem", "wrap", "--", "run", "hello"],
        cwd=git_repo,
        env={**env, "OPENCODE_MEMORY_FOREGROUND": "1"},
        capture_output=True,
        text=True,
        timeout=300,
    )

    assert (version.returncode, version.stdout, version.stderr) == (0, bare.stdout, bare.stderr)
    assert session.returncode == 0, session.stderr
    [line] = [line for line in session.stderr.splitlines() if "opencode.bin" in line]
    assert "nonexistent" in line
    assert "from PATH" in line
