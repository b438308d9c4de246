"""Below the supported floor the wrapper degrades and never breaks opencode: no `--port`
and password where the TUI cannot take them, no fork where it could not be deleted, and
`doctor` says which version is needed."""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

import pytest
from testing.old_opencode import TUI_UNAUTHORIZED_RELEASE, install
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, fork_requests, ops_answer

from ocmem import settings
from ocmem.doctor import check_opencode
from ocmem.gateway.version import FLOOR, SERVER_PASSWORD_SINCE
from ocmem.prompts import EXTRACT_MARKER
from ocmem.state import marks

from .test_wrap_tui import SESSION, Tmux, tmux  # noqa: F401 - the fixture
from .wrapping import DEPLOY_OPS, log_files, state_dir, wait_for, wrap

OLD_RELEASE = TUI_UNAUTHORIZED_RELEASE


def stand_in(tmp_path: Path, version: str) -> tuple[Path, Path]:
    """An `opencode` that reports `version` and records every other call (args, and
    whether it got a server password)."""
    calls = tmp_path / f"calls-{version}"
    binary = tmp_path / f"bin-{version}" / "opencode"
    binary.parent.mkdir(parents=True)
    binary.write_text(
        "#!/bin/sh\n"
        f'if [ "$1" = "--version" ]; then echo "{version}"; exit 0; fi\n'
        f"printf '%s|%s\\n' \"$*\" \"${{OPENCODE_SERVER_PASSWORD:+password}}\" >> '{calls}'\n"
        "exit 0\n"
    )
    binary.chmod(0o755)
    return binary, calls


def wrap_log() -> str:
    return "\n".join(log.read_text() for log in log_files("wrap"))


def test_a_tui_below_the_password_floor_gets_no_port_and_no_password(
    tmp_path: Path, git_repo: Path
) -> None:
    binary, calls = stand_in(tmp_path, OLD_RELEASE)
    env = {
        **os.environ,
        "OPENCODE_MEMORY_OPENCODE_BIN": str(binary),
        "OPENCODE_MEMORY_FOREGROUND": "1",
    }
    result = wrap([], git_repo, env)
    assert result.returncode == 0, result.stderr
    assert calls.read_text().splitlines() == ["|"], "the TUI ran with the user's args only"
    assert f"idle: opencode {OLD_RELEASE} cannot take --port with a password" in wrap_log()
    assert f"needs {SERVER_PASSWORD_SINCE}" in wrap_log()


def test_at_the_floor_the_tui_gets_its_port_and_password(tmp_path: Path, git_repo: Path) -> None:
    binary, calls = stand_in(tmp_path, str(FLOOR))
    env = {**os.environ, "OPENCODE_MEMORY_OPENCODE_BIN": str(binary)}
    assert wrap([], git_repo, env).returncode == 0
    [call] = calls.read_text().splitlines()
    args, password = call.split("|")
    assert args.startswith("--port ")
    assert password == "password"


def test_no_fork_is_started_where_opencode_cannot_delete_it(
    opencode: OpencodeHarness, tmp_path: Path, git_repo: Path
) -> None:
    opencode.server.responder = Script(extract=ops_answer(DEPLOY_OPS))
    session_id = opencode.new_session(git_repo, "Deploys go through make ship.")
    binary, calls = stand_in(tmp_path, "1.2.6")
    env = {
        **os.environ,
        "OPENCODE_MEMORY_OPENCODE_BIN": str(binary),
        "OPENCODE_MEMORY_FOREGROUND": "1",
    }
    result = wrap(["-s", session_id], git_repo, env)
    assert result.returncode == 0
    assert calls.read_text().splitlines() == [f"-s {session_id}|"]
    assert fork_requests(opencode.server.requests, EXTRACT_MARKER) == []
    assert marks.load(state_dir(), session_id) is None
    assert "opencode 1.2.6 cannot delete the sessions an extraction forks" in wrap_log()
    assert f"upgrade opencode to {FLOOR}" in result.stderr


@pytest.mark.parametrize(
    ("version", "status"), [(OLD_RELEASE, "warn"), ("1.2.6", "fail"), ("1.1.65", "fail")]
)
def test_doctor_reports_an_old_version_against_the_floor(
    tmp_path: Path, git_repo: Path, version: str, status: str
) -> None:
    binary, _calls = stand_in(tmp_path, version)
    env = {**os.environ, "OPENCODE_MEMORY_OPENCODE_BIN": str(binary)}
    check = check_opencode(settings.resolve(git_repo, env), env)
    assert check.status == status
    assert f"opencode {version}, older than {FLOOR}" in check.detail
    assert check.fix is not None
    assert f"upgrade opencode to {FLOOR}" in check.fix


def test_doctor_accepts_the_floor_and_the_pinned_release(tmp_path: Path, git_repo: Path) -> None:
    binary, _calls = stand_in(tmp_path, str(FLOOR))
    env = {**os.environ, "OPENCODE_MEMORY_OPENCODE_BIN": str(binary)}
    check = check_opencode(settings.resolve(git_repo, env), env)
    assert check.status == "ok"
    assert f"supported from {FLOOR}" in check.detail


@pytest.mark.opencode
@pytest.mark.slow
def test_a_real_old_release_still_opens_its_tui_through_wrap(
    opencode: OpencodeHarness,
    git_repo: Path,
    tmp_path: Path,
    tmux: Tmux,  # noqa: F811 - the fixture
) -> None:
    binary, why = install(OLD_RELEASE)
    if binary is None:
        pytest.skip(f"opencode {OLD_RELEASE} could not be installed into .tools/: {why}")
    status_file = tmp_path / "wrap-status"
    env = {
        **os.environ,
        "OPENCODE_MEMORY_OPENCODE_BIN": str(binary),
        "TERM": "xterm-256color",
        "PWD": str(git_repo),
    }
    command = (
        f"{shlex.quote(sys.executable)} -m ocmem wrap; echo $? > {shlex.quote(str(status_file))}"
    )
    exported = [arg for key, value in env.items() for arg in ("-e", f"{key}={value}")]
    tmux(
        "new-session", "-d", "-s", SESSION, "-x", "120", "-y", "40", "-c", str(git_repo),
        *exported, "sh", "-c", command,
        env=env,
    )  # fmt: skip
    # Given --port and a password, this release exits at once with `Unauthorized`.
    assert wait_for(lambda: "ctrl+p" in tmux.screen() or status_file.exists(), 180)
    assert not status_file.exists(), tmux.screen()
    assert OLD_RELEASE in tmux.screen() or "ctrl+p" in tmux.screen()
    assert f"idle: opencode {OLD_RELEASE} cannot take --port" in wrap_log()
    for _attempt in range(3):
        tmux("send-keys", "-t", SESSION, "C-c")
        if wait_for(status_file.exists, 30):
            break
    assert status_file.read_text().strip() == "0"
