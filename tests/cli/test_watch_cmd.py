"""`watch` options that need no opencode: the service units, usage errors, a missing database."""

from __future__ import annotations

import os
import plistlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from testing.cli import ocmem

from ocmem.watch.units import SYSTEMD_UNIT_NAME, service_environment, systemd_unit


def unit_env(tmp_path: Path) -> dict[str, str]:
    fake_bin = tmp_path / "bin"
    fake_bin.mkdir()
    opencode = fake_bin / "opencode"
    opencode.write_text("#!/bin/sh\necho 1.0.0\n")
    opencode.chmod(0o755)
    return dict(
        os.environ,
        PATH=f"{fake_bin}{os.pathsep}{os.environ['PATH']}",
        OPENCODE_MEMORY_WATCH_IDLE_MINUTES="5",
        OPENCODE_CONFIG_CONTENT='{"provider": {"x": {"options": {"apiKey": "sk-live-123"}}}}',
        ANTHROPIC_API_KEY="sk-ant-secret",
        OPENCODE_SERVER_PASSWORD="hunter2",
        GITHUB_TOKEN="ghp_secret",
    )


def test_systemd_unit_runs_this_python_with_the_users_environment(tmp_path: Path) -> None:
    env = unit_env(tmp_path)

    result = ocmem(["watch", "--print-unit", "systemd"], env=env)

    assert result.returncode == 0, result.stderr
    unit = result.stdout
    assert f"ExecStart={sys.executable} -m ocmem watch\n" in unit
    assert f'Environment="PATH={env["PATH"]}"\n' in unit
    assert f'Environment="OPENCODE_MEMORY_OPENCODE_BIN={tmp_path / "bin" / "opencode"}"' in unit
    assert 'Environment="OPENCODE_MEMORY_WATCH_IDLE_MINUTES=5"' in unit
    assert f'Environment="CLAUDE_CONFIG_DIR={env["CLAUDE_CONFIG_DIR"]}"' in unit
    assert f'Environment="XDG_STATE_HOME={env["XDG_STATE_HOME"]}"' in unit
    for secret in ("sk-live-123", "sk-ant-secret", "hunter2", "ghp_secret"):
        assert secret not in unit
    assert "KillSignal=SIGTERM" in unit
    assert "WantedBy=default.target" in unit


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="needs systemd-analyze")
def test_systemd_accepts_the_unit(tmp_path: Path) -> None:
    unit = tmp_path / SYSTEMD_UNIT_NAME
    unit.write_text(ocmem(["watch", "--print-unit", "systemd"], env=unit_env(tmp_path)).stdout)

    verified = subprocess.run(
        ["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, check=False
    )

    assert verified.returncode == 0, verified.stderr
    assert SYSTEMD_UNIT_NAME not in verified.stderr, verified.stderr


def test_systemd_escapes_percent_and_dollar_and_quotes() -> None:
    unit = systemd_unit(
        {"PATH": "/opt/50%/bin", "OPENCODE_MEMORY_STATE_DIR": '/tmp/a "b"\\c $HOME'},
        python="/opt/my python/bin/python3",
    )
    assert 'ExecStart="/opt/my python/bin/python3" -m ocmem watch' in unit
    assert 'Environment="PATH=/opt/50%%/bin"' in unit
    assert 'Environment="OPENCODE_MEMORY_STATE_DIR=/tmp/a \\"b\\"\\\\c $HOME"' in unit


def test_launchd_plist_is_valid_and_carries_the_same_environment(tmp_path: Path) -> None:
    env = unit_env(tmp_path)

    result = ocmem(["watch", "--print-unit", "launchd"], env=env)

    assert result.returncode == 0, result.stderr
    agent = plistlib.loads(result.stdout.encode())
    assert agent["ProgramArguments"] == [sys.executable, "-m", "ocmem", "watch"]
    assert agent["EnvironmentVariables"] == service_environment(env)
    assert agent["EnvironmentVariables"]["PATH"] == env["PATH"]
    assert agent["RunAtLoad"] is True
    assert agent["KeepAlive"] == {"SuccessfulExit": False}
    assert "sk-live-123" not in result.stdout


def test_print_unit_needs_a_known_kind() -> None:
    result = ocmem(["watch", "--print-unit", "upstart"])
    assert result.returncode == 2
    assert "upstart" in result.stderr


def test_json_needs_once() -> None:
    result = ocmem(["watch", "--json"])
    assert result.returncode == 2
    assert "--json needs --once" in result.stderr


def test_once_without_a_database_says_what_to_do(tmp_path: Path) -> None:
    result = ocmem(["watch", "--once"], cwd=tmp_path)
    assert result.returncode == 1
    assert "opencode's database was not found" in result.stderr
    assert "hint: run opencode once" in result.stderr


def test_invalid_watch_flag_is_reported_with_its_source(tmp_path: Path) -> None:
    result = ocmem(["watch", "--once", "--max-forks", "0"], cwd=tmp_path)
    assert "flag:--max-forks: watch.max_forks: invalid value ignored" in result.stderr
