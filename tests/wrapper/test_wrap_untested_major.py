"""opencode 2.x is a major we have never tested: `wrap` becomes it untouched (same process,
the user's argv and environment), `maintain`, `watch` and `dream` refuse in one line, and
`doctor` says so.

The stand-in reports `2.0.1` for `--version` (as a curl-installed opencode 2 would, with no
npm `package.json` beside it) and records everything else it is run with.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from testing.cli import ocmem

from ocmem import context
from ocmem.gateway.launcher import WRAP_CHAIN_ENV
from ocmem.gateway.version import UNTESTED_HINT, UntestedOpencodeError
from ocmem.watch import scheduler

from .wrapping import state_dir

REFUSAL = "opencode-memory: error: opencode 2.x is not supported yet (found 2.0.1)"
EXIT_CODE = 7
BIN = "OPENCODE_MEMORY_OPENCODE_BIN"

RECORDER = r"""#!{python}
import json, os, sys

if sys.argv[1:] == ["--version"]:
    print("{version}")
    sys.exit(0)
with open({calls!r}, "a", encoding="utf-8") as f:
    f.write(json.dumps({{"argv": sys.argv[1:], "env": dict(os.environ), "pid": os.getpid()}}))
    f.write("\n")
sys.exit({code})
"""


def stand_in(tmp_path: Path, version: str = "2.0.1") -> tuple[Path, Path]:
    calls = tmp_path / f"calls-{version}.jsonl"
    binary = tmp_path / f"bin-{version}" / "opencode"
    binary.parent.mkdir(parents=True)
    binary.write_text(
        RECORDER.format(python=sys.executable, version=version, calls=str(calls), code=EXIT_CODE)
    )
    binary.chmod(0o755)
    return binary, calls


def recorded(calls: Path) -> list[dict[str, object]]:
    if not calls.exists():
        return []
    return [json.loads(line) for line in calls.read_text().splitlines()]


@pytest.mark.parametrize(
    "args",
    [
        [],  # the TUI: would get --port, a password and the recall config
        ["run", "--model", "fake/m1", "what is the deploy command?"],
        [str(Path("."))],  # a project dir
        ["attach", "http://127.0.0.1:4096"],
    ],
)
def test_wrap_becomes_an_untested_opencode_with_argv_and_env_untouched(
    tmp_path: Path, git_repo: Path, args: list[str]
) -> None:
    binary, calls = stand_in(tmp_path)
    env = {
        **os.environ,
        "OPENCODE_MEMORY_OPENCODE_BIN": str(binary),
        "OPENCODE_MEMORY_FOREGROUND": "1",
        "PWD": str(git_repo),
    }
    wrapper = subprocess.Popen(
        [sys.executable, "-m", "ocmem", "wrap", "--", *args],
        cwd=git_repo,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    out, err = wrapper.communicate(timeout=120)

    assert wrapper.returncode == EXIT_CODE, err
    assert (out, err) == (b"", b""), "not a line of ours"
    (call,) = recorded(calls)
    assert call["pid"] == wrapper.pid, "an exec, not a child"
    assert call["argv"] == args
    # The one variable every exec of ours hands on (also to `opencode --version`): the guard
    # that stops a shim leading back to `wrap` from exec'ing itself forever.
    expected = {**env, WRAP_CHAIN_ENV: os.path.realpath(binary)}
    assert call["env"] == expected
    assert not (state_dir() / "logs").exists() or not list((state_dir() / "logs").iterdir())


def test_a_tested_major_still_gets_the_wrapper(tmp_path: Path, git_repo: Path) -> None:
    binary, calls = stand_in(tmp_path, "1.18.33")
    env = {**os.environ, "OPENCODE_MEMORY_OPENCODE_BIN": str(binary), "PWD": str(git_repo)}
    result = ocmem(["wrap", "--"], cwd=git_repo, env=env)
    assert result.returncode == EXIT_CODE, result.stderr
    (call,) = recorded(calls)
    argv = call["argv"]
    assert isinstance(argv, list)
    assert argv[:1] == ["--port"], "a tested TUI gets the idle watcher's port"


@pytest.mark.parametrize(
    "command",
    [
        ["maintain"],
        ["maintain", "--background"],
        ["maintain", "--dry-run", "--json"],
        ["dream"],
        ["dream", "--dry-run"],
        ["watch", "--once"],
        ["watch"],
        ["recall", "install"],
    ],
)
def test_the_commands_that_fork_refuse_an_untested_opencode_in_one_line(
    tmp_path: Path, git_repo: Path, command: list[str]
) -> None:
    binary, calls = stand_in(tmp_path)
    env = {**os.environ, "OPENCODE_MEMORY_OPENCODE_BIN": str(binary)}

    result = ocmem([*command], cwd=git_repo, env=env, timeout=120)

    assert result.returncode == 1, (result.stdout, result.stderr)
    assert result.stdout == ""
    assert result.stderr.splitlines() == [f"{REFUSAL} (hint: {UNTESTED_HINT})"]
    assert recorded(calls) == [], "opencode was only asked its version"


def test_doctor_says_an_untested_major_is_not_supported(tmp_path: Path, git_repo: Path) -> None:
    binary, _ = stand_in(tmp_path)
    env = {**os.environ, "OPENCODE_MEMORY_OPENCODE_BIN": str(binary)}

    result = ocmem(["doctor", "--json"], cwd=git_repo, env=env, timeout=120)

    (check,) = [c for c in result.json()["checks"] if c["name"] == "opencode"]
    assert check["status"] == "fail"
    assert "opencode 2.x is not supported yet (found 2.0.1)" in check["detail"]
    assert "`wrap` runs it untouched" in check["detail"]
    assert check["fix"] == UNTESTED_HINT


def test_a_running_watch_stops_forking_when_opencode_becomes_2x(
    tmp_path: Path, git_repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An upgrade under a running watch: each scan checks first, so the scans fail with the
    one reason (logged once by the scheduler) and resume after a downgrade."""
    scanned: list[str] = []
    monkeypatch.setattr(scheduler, "scan", lambda ctx: scanned.append("scan"))
    old, _ = stand_in(tmp_path, "1.18.33")
    new, calls = stand_in(tmp_path, "2.0.1")

    scheduler._default_scanner(context.build(git_repo, {**os.environ, BIN: str(old)}))
    with pytest.raises(UntestedOpencodeError, match=r"opencode 2\.x is not supported yet"):
        scheduler._default_scanner(context.build(git_repo, {**os.environ, BIN: str(new)}))

    assert scanned == ["scan"]
    assert recorded(calls) == []
