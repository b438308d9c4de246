"""Never break opencode: whatever fails on our side, opencode runs, its exit status is
ours, and our failure is one line with a hint.

Each case launches the real opencode as `attach http://127.0.0.1:9` — a session-running
invocation (so the whole supervised path and the exit pass run) that fails the same way
every time, with opencode's own message and exit code 1.
"""

from __future__ import annotations

import os
import sqlite3
import textwrap
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from testing.opencode_harness import OpencodeHarness

from .wrapping import wrap, wrap_env

pytestmark = pytest.mark.opencode
DEAD_SERVER = ["attach", "http://127.0.0.1:9"]
OPENCODES_ERROR = "Unable to connect"

BREAKER = textwrap.dedent(
    """\
    import importlib, os

    target = os.environ.get("OCMEM_TEST_BREAK", "")
    if target:
        module_name, _, name = target.rpartition(".")
        module = importlib.import_module(module_name)

        def broken(*args, **kwargs):
            raise RuntimeError("injected failure")

        setattr(module, name, broken)
    """
)


def opencode_db(env: dict[str, str]) -> Path:
    return Path(env["XDG_DATA_HOME"]) / "opencode" / "opencode.db"


def make_empty_db(path: Path) -> None:
    """The tables and columns this tool reads, empty: opencode ran here, no session fits."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as conn:
        conn.executescript(
            """
            PRAGMA journal_mode = WAL;
            CREATE TABLE session (id TEXT PRIMARY KEY, project_id TEXT, parent_id TEXT,
                directory TEXT, title TEXT, time_created INTEGER, time_updated INTEGER,
                time_archived INTEGER);
            CREATE TABLE message (id TEXT PRIMARY KEY, session_id TEXT, time_created INTEGER,
                time_updated INTEGER, data TEXT);
            CREATE TABLE part (id TEXT PRIMARY KEY, message_id TEXT, session_id TEXT,
                time_created INTEGER, time_updated INTEGER, data TEXT);
            """
        )
    conn.close()


@contextmanager
def locked(path: Path) -> Iterator[None]:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA locking_mode = EXCLUSIVE")
    conn.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        conn.execute("ROLLBACK")
        conn.close()


@contextmanager
def nothing() -> Iterator[None]:
    yield


def _broken_toml(env: dict[str, str], tmp: Path) -> None:
    config = Path(env["XDG_CONFIG_HOME"]) / "opencode-memory" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text('[dream]\nmin_hours = "24\napi_key = "sk-not-for-logs"\n')


def _utf16_toml(env: dict[str, str], tmp: Path) -> None:
    """Windows Notepad's "Unicode": found by a black-box tester to crash the hook's wrap
    before opencode started (a project's file comes with a cloned repository)."""
    config = Path(env["XDG_CONFIG_HOME"]) / "opencode-memory" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_bytes("[dream]\nmin_hours = 12\n".encode("utf-16"))


def _bad_value(env: dict[str, str], tmp: Path) -> None:
    env["OPENCODE_MEMORY_MAINTAIN_IDLE_SECONDS"] = "soon"


def _no_database(env: dict[str, str], tmp: Path) -> None:
    opencode_db(env).unlink(missing_ok=True)


def _unwritable_state(env: dict[str, str], tmp: Path) -> None:
    (tmp / "not-a-dir").write_text("")
    env["OPENCODE_MEMORY_STATE_DIR"] = str(tmp / "not-a-dir" / "state")


def _break(target: str) -> Callable[[dict[str, str], Path], None]:
    def setup(env: dict[str, str], tmp: Path) -> None:
        (tmp / "breaker").mkdir()
        (tmp / "breaker" / "sitecustomize.py").write_text(BREAKER)
        env["PYTHONPATH"] = os.pathsep.join(
            filter(None, [str(tmp / "breaker"), env.get("PYTHONPATH")])
        )
        env["OCMEM_TEST_BREAK"] = target

    return setup


CASES = {
    "broken config file": (_broken_toml, True, "not valid TOML"),
    "config file not UTF-8": (_utf16_toml, True, "not UTF-8 text, skipped"),
    "invalid setting value": (_bad_value, True, "idle.seconds: invalid value ignored"),
    "missing database": (_no_database, True, "database was not found"),
    "locked database": (None, True, "database is locked"),
    "unwritable state dir": (_unwritable_state, True, "is not writable"),
    "unwritable state dir, background": (_unwritable_state, False, "is not writable"),
    "exception reading settings": (_break("ocmem.settings.resolve"), True, "injected failure"),
    "exception in the exit pass": (
        _break("ocmem.wrapper.exit_pass.run_exit_pass"), True, "injected failure",
    ),
    "exception classifying argv": (
        _break("ocmem.wrapper.invocation.classify"), True, "injected failure",
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", CASES)
def test_opencode_runs_and_our_failure_is_one_line_with_a_hint(
    case: str, opencode: OpencodeHarness, git_repo: Path, tmp_path: Path
) -> None:
    setup, foreground, expected = CASES[case]
    env = wrap_env(opencode, OPENCODE_MEMORY_FOREGROUND="1" if foreground else "0")
    make_empty_db(opencode_db(env))
    if setup is not None:
        setup(env, tmp_path)

    with locked(opencode_db(env)) if case == "locked database" else nothing():
        result = wrap(DEAD_SERVER, git_repo, env)

    assert result.returncode == 1, result.stderr
    assert OPENCODES_ERROR in result.stderr, "opencode ran and its output passed through"
    ours = [line for line in result.stderr.splitlines() if "(hint:" in line]
    assert len(ours) == 1, result.stderr
    assert ours[0].startswith("opencode-memory: ")
    assert expected in ours[0]
    assert "Traceback" not in result.stderr
    assert "sk-not-for-logs" not in result.stderr


def test_the_dead_server_case_is_opencodes_own_failure(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    bare = opencode.run(DEAD_SERVER, cwd=git_repo)
    assert bare.returncode == 1
    assert OPENCODES_ERROR in bare.stderr


@pytest.mark.parametrize("database", ["empty", "missing"])
def test_opencode_failing_to_start_costs_one_line_of_ours_in_the_foreground(
    database: str, opencode: OpencodeHarness, git_repo: Path
) -> None:
    env = wrap_env(opencode, OPENCODE_MEMORY_FOREGROUND="1")
    if database == "empty":
        make_empty_db(opencode_db(env))

    result = wrap(DEAD_SERVER, git_repo, env)

    assert result.returncode == 1, result.stderr
    assert OPENCODES_ERROR in result.stderr
    ours = [line for line in result.stderr.splitlines() if line.startswith("opencode-memory")]
    assert len(ours) == 1, result.stderr
    expected = "was active during this launch" if database == "empty" else "was not found"
    assert expected in ours[0]
