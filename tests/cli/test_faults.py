"""The fault matrix: every command answers a broken machine with one line and a hint.

A state dir that is a file, one that cannot be written, one on a full disk; a database
locked by another writer; a stale `OPENCODE_MEMORY_OPENCODE_BIN`; a shim that runs the
wrapper again. Each through the real console script: exit code 1, one line on stderr
with a hint, no traceback (doctor: a failed check).
"""

from __future__ import annotations

import errno
import json
import logging
import os
import sqlite3
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from testing.cli import CliResult, ocmem
from testing.opencode_harness import make_git_repo

from ocmem.cli.app import run

COMMANDS = [["maintain"], ["dream"], ["status"], ["journal"], ["memories", "list"]]


def one_line_with_a_hint(result: CliResult) -> str:
    assert result.returncode == 1, (result.returncode, result.stdout, result.stderr)
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    (line,) = lines
    assert line.startswith("opencode-memory: error: ")
    assert "(hint: " in line
    return line


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return make_git_repo(tmp_path / "project", os.environ)


def env_with(state_dir: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "OPENCODE_MEMORY_STATE_DIR": str(state_dir), **extra}


def tmpfs(path: Path, options: str) -> Iterator[Path]:
    path.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(path)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode().strip()}")
    try:
        yield path
    finally:
        subprocess.run(["umount", "-l", str(path)], check=False)


def fill(path: Path) -> None:
    """Write `path` until the disk holding it has no room left."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT)
    written = 1
    try:
        while written:
            try:
                written = os.write(fd, b"\0" * 4096)
            except OSError as exc:
                if exc.errno != errno.ENOSPC:
                    raise
                written = 0
    finally:
        os.close(fd)


@pytest.fixture
def full_disk(tmp_path: Path) -> Iterator[Path]:
    """A state dir on a tiny tmpfs with no room left."""
    for mount in tmpfs(tmp_path / "full", "size=64k"):
        fill(mount / "filler")
        yield mount / "state"


@pytest.fixture
def unwritable(tmp_path: Path) -> Iterator[Path]:
    """A state dir that cannot be written: read-only for a user, a read-only mount for root."""
    if os.geteuid() != 0:
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o500)
        yield locked / "state"
        locked.chmod(0o700)
        return
    yield from (m / "state" for m in tmpfs(tmp_path / "ro", "size=64k,ro"))


@pytest.fixture
def a_file(tmp_path: Path) -> Path:
    path = tmp_path / "state-is-a-file"
    path.write_text("not a directory\n")
    return path


FAULTS = ["a_file", "unwritable", "full_disk"]
EXPECTED = {"a_file": "is a file", "unwritable": "state dir", "full_disk": "full disk"}


@pytest.mark.parametrize("fault", FAULTS)
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: "-".join(c))
def test_a_broken_state_dir_is_one_line_with_a_hint(
    fault: str, command: list[str], project: Path, request: pytest.FixtureRequest
) -> None:
    state_dir: Path = request.getfixturevalue(fault)

    result = ocmem([*command, "--dir", str(project)], env=env_with(state_dir))

    line = one_line_with_a_hint(result)
    assert EXPECTED[fault] in line
    assert "OPENCODE_MEMORY_STATE_DIR" in line
    assert result.stdout == ""


@pytest.mark.parametrize("fault", FAULTS)
def test_doctor_reports_a_broken_state_dir_as_a_failed_check(
    fault: str, project: Path, request: pytest.FixtureRequest
) -> None:
    state_dir: Path = request.getfixturevalue(fault)

    result = ocmem(["doctor", "--dir", str(project)], env=env_with(state_dir))

    assert result.returncode == 1
    assert "Traceback" not in result.stderr + result.stdout
    (check,) = [line for line in result.stdout.splitlines() if "state dir:" in line]
    assert check.startswith("fail")
    assert EXPECTED[fault] in check


@pytest.mark.parametrize("fault", FAULTS)
def test_settings_still_prints_with_a_broken_state_dir(
    fault: str, project: Path, request: pytest.FixtureRequest
) -> None:
    state_dir: Path = request.getfixturevalue(fault)

    text = ocmem(["settings", "--dir", str(project)], env=env_with(state_dir))
    document = ocmem(["settings", "--json", "--dir", str(project)], env=env_with(state_dir))

    assert (text.returncode, document.returncode) == (0, 0)
    assert "Traceback" not in text.stderr + document.stderr
    assert "dream.min_hours" in text.stdout
    budget = document.json()["budget_today"]
    if fault == "a_file":  # the ledger's path runs through the file: unknown, said so
        assert "the ledger cannot be read" in budget["error"]
        assert "budget: today's spend is unknown" in text.stdout
    else:  # no ledger yet: nothing spent today
        assert "error" not in budget


def test_a_write_that_meets_a_full_disk_later_is_one_line(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The disk fills up after the check: the write seam's OSError is told in words."""

    def full(*_: object, **__: object) -> object:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), "/state/marks/x.json")

    monkeypatch.setattr("ocmem.cli.status_view.project_status", full)

    assert run(["status", "--dir", str(project)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "no space left to write /state/marks/x.json" in err
    assert "(hint: free some disk space" in err


def test_an_unexpected_error_is_one_line_and_the_traceback_goes_to_the_log(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*_: object, **__: object) -> object:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr("ocmem.cli.status_view.project_status", broken)

    logging.getLogger("ocmem").handlers.clear()  # status keeps no run log
    assert run(["status", "--dir", str(project)]) == 1
    err = capsys.readouterr().err
    assert err == (
        "opencode-memory: error: unexpected error: ZeroDivisionError: division by zero "
        "(hint: this is a bug in opencode-memory; please report it)\n"
    )


def test_an_unexpected_error_in_a_logged_command_leaves_its_traceback_in_the_log(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*_: object, **__: object) -> object:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr("ocmem.cli.commands.maintain_cmd.maintain", broken)

    assert run(["maintain", "--dir", str(project)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "the run log in the state dir has the traceback" in err
    (log,) = (Path(os.environ["OPENCODE_MEMORY_STATE_DIR"]) / "logs").glob("maintain-*.log")
    assert "Traceback" in log.read_text()
    assert "ZeroDivisionError" in log.read_text()


@pytest.fixture
def locked_database(tmp_path: Path) -> Iterator[Path]:
    """An opencode-shaped database that another connection holds exclusively."""
    path = tmp_path / "opencode.db"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript(
        "CREATE TABLE session (id TEXT, directory TEXT, title TEXT, parent_id TEXT,"
        " time_created INTEGER, time_updated INTEGER);"
        "CREATE TABLE message (id TEXT, session_id TEXT, time_created INTEGER, data TEXT);"
        "CREATE TABLE part (id TEXT, message_id TEXT, data TEXT);"
    )
    conn.execute("PRAGMA locking_mode = EXCLUSIVE")
    conn.execute("BEGIN EXCLUSIVE")
    conn.execute("INSERT INTO session VALUES ('s', '/', 't', NULL, 0, 0)")
    try:
        yield path
    finally:
        conn.rollback()
        conn.close()


@pytest.mark.parametrize("command", [["maintain"], ["status", "--json"], ["purge-forks"]])
def test_a_database_locked_by_another_writer_says_so(
    command: list[str], project: Path, locked_database: Path
) -> None:
    result = ocmem(
        [*command, "--dir", str(project)], env={**os.environ, "OPENCODE_DB": str(locked_database)}
    )

    if command[0] == "status":  # status shows the store part and the database's trouble
        assert result.returncode == 0, result.stderr
        assert "locked by another program" in result.json()["database_error"]
        return
    line = one_line_with_a_hint(result)
    assert "is locked by another program" in line
    assert "wait for it to finish" in line


def test_a_failed_background_pass_shows_in_status(project: Path, tmp_path: Path) -> None:
    missing_db = {**os.environ, "OPENCODE_DB": str(tmp_path / "nowhere" / "opencode.db")}
    started = ocmem(["maintain", "--dir", str(project), "--background"], env=missing_db)
    assert started.returncode == 0, started.stderr

    deadline = time.monotonic() + 60
    while True:
        status = ocmem(["status", "--dir", str(project), "--json"], env=missing_db)
        failure = status.json()["last_background_failure"]
        if failure is not None or time.monotonic() > deadline:
            break
        time.sleep(0.5)

    assert failure is not None, "the background pass's failure was kept"
    assert failure["command"] == "maintain"
    assert "database was not found" in failure["message"]
    assert failure["hint"]
    text = ocmem(["status", "--dir", str(project)], env=missing_db)
    assert "last background failure: " in text.stdout
    assert "maintain: opencode's database was not found" in text.stdout


def test_a_foreground_failure_is_not_taken_for_a_background_one(
    project: Path, tmp_path: Path
) -> None:
    missing_db = {**os.environ, "OPENCODE_DB": str(tmp_path / "nowhere.db")}
    assert ocmem(["maintain", "--dir", str(project)], env=missing_db).returncode == 1
    status = ocmem(["status", "--dir", str(project), "--json"], env=missing_db)
    assert status.json()["last_background_failure"] is None


def fake_opencode(directory: Path) -> Path:
    directory.mkdir(parents=True)
    binary = directory / "opencode"
    binary.write_text('#!/bin/sh\n[ "$1" = --version ] && echo 1.18.33\nexit 0\n')
    binary.chmod(0o755)
    return binary


def test_a_stale_opencode_bin_falls_back_to_path_with_one_warning_from_doctor(
    project: Path, tmp_path: Path
) -> None:
    real = fake_opencode(tmp_path / "bin")
    env = {
        **os.environ,
        "PATH": f"{real.parent}{os.pathsep}{os.environ['PATH']}",
        "OPENCODE_MEMORY_OPENCODE_BIN": str(tmp_path / "uninstalled" / "opencode"),
    }

    result = ocmem(["doctor", "--dir", str(project)], env=env)

    (warning,) = [line for line in result.stderr.splitlines() if line.strip()]
    assert warning.startswith("opencode-memory: warning: opencode.bin points at ")
    assert f"using {real} from PATH" in warning
    (check,) = [line for line in result.stdout.splitlines() if "opencode:" in line]
    assert check.startswith("ok")
    assert str(real) in check

    # A pass-through command's output is opencode's alone (a black-box tester found the
    # warning printed in front of `opencode --version`); doctor above and the exit pass's
    # log report the stale path (tests/wrapper/test_wrap_passthrough.py).
    wrapped = ocmem(["wrap", "--", "--version"], cwd=project, env=env)
    assert wrapped.returncode == 0
    assert wrapped.stdout.strip() == "1.18.33"
    assert wrapped.stderr == ""


SHIMS = {
    "names-us": '#!/bin/sh\nexec opencode-memory wrap -- "$@"\n',
    "through-a-variable": '#!/bin/sh\nexec "$OCMEM_CMD" wrap -- "$@"\n',
}


@pytest.mark.parametrize("shim", SHIMS)
def test_a_path_shim_that_runs_the_wrapper_again_never_recurses(
    shim: str, project: Path, tmp_path: Path
) -> None:
    real = fake_opencode(tmp_path / "real-bin")
    shim_dir = tmp_path / "shim-bin"
    shim_dir.mkdir()
    (shim_dir / "opencode").write_text(SHIMS[shim])
    (shim_dir / "opencode").chmod(0o755)
    ours = Path(sys.executable).parent  # where `opencode-memory` is installed
    env = {
        **os.environ,
        "PATH": os.pathsep.join([str(shim_dir), str(ours), str(real.parent), "/usr/bin", "/bin"]),
        "OCMEM_CMD": str(ours / "opencode-memory"),
        "OCMEM_TEST_RUN": uuid.uuid4().hex,
    }

    result = subprocess.run(
        [str(shim_dir / "opencode"), "--version"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )

    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "1.18.33"
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("command", [["status"], ["memories", "list"], ["audit"]])
def test_a_deleted_working_directory_is_named(command: list[str], tmp_path: Path) -> None:
    # Said before as "No such file or directory (hint: check that path…)", with no path.
    gone = tmp_path / "gone"
    gone.mkdir()
    script = 'cd "$1" && rmdir "$1" && shift && exec "$@"'
    argv = [sys.executable, "-m", "ocmem", *command]
    env = env_with(tmp_path / "state", PYTHONPATH=os.pathsep.join(sys.path))
    proc = subprocess.run(
        ["sh", "-c", script, "sh", str(gone), *argv], env=env, capture_output=True, text=True
    )

    line = one_line_with_a_hint(CliResult(proc.returncode, proc.stdout, proc.stderr))
    assert "the current directory no longer exists" in line
    assert "--dir" in line


def test_a_ledger_that_is_a_directory_leaves_status_standing(project: Path, tmp_path: Path) -> None:
    state_dir = tmp_path / "state"
    (state_dir / "ledger.jsonl").mkdir(parents=True)

    text = ocmem(["status", "--dir", str(project)], env=env_with(state_dir))
    shown = ocmem(["status", "--dir", str(project), "--json"], env=env_with(state_dir))
    usage = ocmem(["usage", "--dir", str(project)], env=env_with(state_dir))

    assert text.returncode == 0, text.stderr
    assert "spend:      today's spend is unknown: the ledger cannot be read" in text.stdout
    report = json.loads(shown.stdout)
    assert report["today"] is None
    assert "ledger cannot be read" in report["spend_error"]
    line = one_line_with_a_hint(usage)
    assert f"a directory is in the way of a file at {state_dir / 'ledger.jsonl'}" in line


def test_a_state_dir_that_no_permission_could_make_gets_no_chmod_advice(project: Path) -> None:
    # /proc refuses a new directory with ENOENT; doctor said "chmod u+w /proc".
    result = ocmem(["doctor", "--dir", str(project)], env=env_with(Path("/proc/ocmem-state")))

    (check,) = [line for line in result.stdout.splitlines() if "state dir:" in line]
    fix = result.stdout.split(check, 1)[1].splitlines()[1]
    assert "cannot be created in /proc" in check
    assert "chmod" not in fix
    assert "OPENCODE_MEMORY_STATE_DIR" in fix
