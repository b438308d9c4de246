"""The fork runner reads the whole answer, survives any prompt, and stops a fork it cannot feed.

These run `run_fork` against a stand-in `opencode` (a real process with real pipes), so
slow writers, writers that outlive opencode, and broken pipes are real, not simulated.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import psutil
import pytest
from tests.gateway.standin import install, recorded

from ocmem.gateway.fork import FORK_TEMP_PREFIX, ForkRequest, ForkResult, run_fork
from ocmem.maintain.answer import ops_from_answer

TWO_MB = 2 * 1024 * 1024


def request(tmp_path: Path, body: str = "the prompt", timeout: float = 60) -> ForkRequest:
    return ForkRequest(
        session_id="ses_parent",
        directory=tmp_path,
        marker="<!-- opencode-memory:extract -->",
        body=body,
        timeout=timeout,
    )


def run(tmp_path: Path, mode: str, body: str = "the prompt", **extra: str) -> ForkResult:
    binary, env = install(tmp_path / "bin", tmp_path / "log")
    env = {**os.environ, **env, "STANDIN_MODE": mode, **extra}
    return run_fork(binary, request(tmp_path, body), env)


def test_a_slow_two_megabyte_answer_is_read_whole(tmp_path: Path) -> None:
    result = run(tmp_path, "answer", STANDIN_SIZE=str(TWO_MB), STANDIN_PAUSE="0.3")

    assert result.ok, result.error
    (save,) = ops_from_answer(result.text).saves
    assert len(save.body) == TWO_MB
    assert result.deleted
    assert recorded(tmp_path / "log", "deleted") == ["ses_standin"]


def test_an_answer_written_after_opencode_exited_is_read_whole(tmp_path: Path) -> None:
    started = time.monotonic()
    result = run(tmp_path, "after-exit", STANDIN_SIZE=str(TWO_MB), STANDIN_PAUSE="1")

    assert result.ok, result.error
    assert len(ops_from_answer(result.text).saves[0].body) == TWO_MB
    # Eight slow chunks after exit: well past the 5 s the reader used to get.
    assert time.monotonic() - started > 6


def test_an_answer_cut_mid_event_with_no_stored_reply_fails_as_output_cut_off(
    tmp_path: Path,
) -> None:
    result = run(tmp_path, "cut", STANDIN_SIZE=str(TWO_MB))

    assert not result.ok
    assert result.error is not None
    assert result.error.startswith("output cut off")
    assert result.text_source == "stream"
    assert result.deleted, "the fork's id came with the first event: it is still deleted"


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("taskset") is None, reason="needs taskset")
def test_a_two_megabyte_answer_parses_under_cpu_starvation(tmp_path: Path) -> None:
    """The reader runs at nice 19 on one CPU shared with busy loops at nice 0 for 12 s
    (the test lasts that long): opencode exits at once, the answer trickles in well after
    the old 5 s cap."""
    binary, env = install(tmp_path / "bin", tmp_path / "log")
    script = tmp_path / "starved.py"
    script.write_text(
        textwrap.dedent(
            f"""
            import json, sys
            from pathlib import Path
            from ocmem.gateway.fork import ForkRequest, run_fork
            from ocmem.maintain.answer import ops_from_answer
            req = ForkRequest("ses_parent", Path({str(tmp_path)!r}), "<!-- m -->", "p", timeout=300)
            result = run_fork(Path({str(binary)!r}), req)
            body = ops_from_answer(result.text).saves[0].body if result.ok else ""
            print(json.dumps({{"ok": result.ok, "error": result.error, "size": len(body)}}))
            """
        )
    )
    cpu = str(min(os.sched_getaffinity(0)))
    competitors = [
        subprocess.Popen(
            [
                "taskset",
                "-c",
                cpu,
                sys.executable,
                "-c",
                "import time\nend=time.time()+12\nwhile time.time()<end: pass",
            ]
        )
        for _ in range(3)
    ]
    try:
        proc = subprocess.run(
            ["taskset", "-c", cpu, "nice", "-n", "19", sys.executable, str(script)],
            env={
                **os.environ,
                **env,
                "STANDIN_MODE": "after-exit",
                "STANDIN_SIZE": str(TWO_MB),
                "PYTHONPATH": os.pathsep.join(sys.path),
            },
            capture_output=True,
            text=True,
            timeout=300,
        )
    finally:
        for competitor in competitors:
            competitor.kill()
            competitor.wait()
    assert proc.returncode == 0, proc.stderr[-2000:]
    outcome = json.loads(proc.stdout.strip().splitlines()[-1])
    assert outcome == {"ok": True, "error": None, "size": TWO_MB}


def test_a_prompt_holding_a_file_name_that_is_not_utf8_is_sent(tmp_path: Path) -> None:
    name = os.fsdecode(b"project_caf\xe9.md")  # as os.listdir returns it: a lone surrogate
    result = run(tmp_path, "answer", body=f"- {name}: a memory\n")

    assert result.ok, result.error
    sent = (tmp_path / "log" / "prompt").read_bytes()
    assert sent.startswith(b"- project_caf")
    assert sent.endswith(b".md: a memory\n")
    sent.decode("utf-8")  # valid UTF-8 all the same


def test_a_fork_that_cannot_be_fed_is_stopped_at_once_and_fails_with_a_reason(
    tmp_path: Path,
) -> None:
    started = time.monotonic()
    # Bigger than any pipe buffer, so the writer is still writing when stdin goes away.
    result = run(tmp_path, "no-stdin", body="x" * (4 * 1024 * 1024))

    assert time.monotonic() - started < 30, "waited for the fork's timeout"
    assert not result.ok
    assert result.error
    assert "could not send the prompt" in result.error
    assert "BrokenPipeError" in result.error
    (pid,) = recorded(tmp_path / "log", "pid")
    assert not psutil.pid_exists(int(pid)) or psutil.Process(int(pid)).status() == "zombie"


def test_a_binary_that_cannot_start_is_a_failed_pass(tmp_path: Path) -> None:
    missing = tmp_path / "gone" / "opencode"
    temp = Path(os.environ["TMPDIR"])
    before = set(temp.iterdir())
    result = run_fork(missing, request(tmp_path), dict(os.environ))

    assert set(temp.iterdir()) == before, "the fork's temp dir went with the failed start"
    assert not result.ok
    assert result.error
    assert result.error.startswith("could not start opencode")


@pytest.mark.parametrize(
    ("mode", "body", "timeout"),
    [("answer", "p", 60), ("no-stdin", "x" * (4 * 1024 * 1024), 60), ("no-stdin", "p", 2)],
    ids=["answered", "could-not-be-fed", "timed-out"],
)
def test_bun_unpacks_into_a_temp_dir_of_the_forks_own_that_is_removed_when_it_ends(
    tmp_path: Path, mode: str, body: str, timeout: float
) -> None:
    temp = Path(os.environ["TMPDIR"])
    before = set(temp.iterdir())
    binary, env = install(tmp_path / "bin", tmp_path / "log")
    run_fork(
        binary,
        request(tmp_path, body, timeout=timeout),
        {**os.environ, **env, "STANDIN_MODE": mode},
    )

    # TMPDIR is the parent's (opencode shows it in the bash tool's description).
    assert recorded(tmp_path / "log", "tmpdir") == [str(temp)]
    (bun_temp,) = recorded(tmp_path / "log", "bun_tmpdir")
    assert Path(bun_temp).parent == temp
    assert Path(bun_temp).name.startswith(FORK_TEMP_PREFIX)
    assert not Path(bun_temp).exists()
    assert set(temp.iterdir()) == before  # the unpacked library went with it


def test_a_bun_tmpdir_of_the_users_own_holds_the_forks_temp_dir(tmp_path: Path) -> None:
    binary, env = install(tmp_path / "bin", tmp_path / "log")
    users = tmp_path / "bun-temp"
    users.mkdir()
    result = run_fork(
        binary,
        request(tmp_path),
        {**os.environ, **env, "STANDIN_MODE": "answer", "BUN_TMPDIR": str(users)},
    )

    assert result.ok, result.error
    (bun_temp,) = recorded(tmp_path / "log", "bun_tmpdir")
    assert Path(bun_temp).parent == users
    assert list(users.iterdir()) == []


def test_a_temp_dir_that_cannot_be_made_leaves_the_fork_buns_usual_one(tmp_path: Path) -> None:
    binary, env = install(tmp_path / "bin", tmp_path / "log")
    missing = str(tmp_path / "no-such-temp")
    result = run_fork(
        binary,
        request(tmp_path),
        {**os.environ, **env, "STANDIN_MODE": "answer", "TMPDIR": missing},
    )

    assert result.ok, result.error
    assert recorded(tmp_path / "log", "bun_tmpdir") == [missing]


def test_opencodes_colours_are_stripped_from_the_line_a_failure_quotes() -> None:
    """Found by a black-box tester: `fork-failed: … \\x1b[91mNotFoundError…` reached
    stderr (and the log) with the escape codes raw."""
    from ocmem.gateway.fork import _last_line

    assert _last_line(["\x1b[91m\x1b[1mError: \x1b[0mSession not found", ""]) == (
        "Error: Session not found"
    )
