"""purge-forks never takes a fork that a running `maintain` is making or answering with."""

from __future__ import annotations

import dataclasses
import os
import socket
import subprocess
import sys

from tests.maintain.test_purge_classify import NOW_MS, fork

from ocmem.gateway.database import SessionInfo
from ocmem.gateway.fork_sessions import base_title, is_fork_of, is_unused
from ocmem.maintain.purge import Runs, _made_by_a_live_run, judge
from ocmem.state.fork_registry import ForkRecord


def record(**changes: object) -> ForkRecord:
    base = ForkRecord(
        token="abc",
        parent_session="ses_parent",
        directory="/work/project",
        started_at=(NOW_MS - 10_000) / 1000,
        owner_pid=1,
        owner_started=None,
        host="here",
    )
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def test_a_fork_a_live_run_named_is_in_flight() -> None:
    assert _made_by_a_live_run(fork(id="ses_fork"), [record(fork_id="ses_fork")])
    assert not _made_by_a_live_run(fork(id="ses_other"), [record(fork_id="ses_fork")])


def test_a_turnless_fork_made_since_a_live_run_started_is_in_flight() -> None:
    young = fork(time_created=NOW_MS - 5_000)
    old = fork(time_created=NOW_MS - 3_600_000)
    elsewhere = fork(time_created=NOW_MS - 5_000, directory="/work/other")
    assert _made_by_a_live_run(young, [record()])
    assert not _made_by_a_live_run(old, [record()])
    assert not _made_by_a_live_run(elsewhere, [record()])
    assert not _made_by_a_live_run(young, [])


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_a_fork_mid_answer_whose_run_was_killed_is_not_called_still_answering() -> None:
    # A `maintain` SIGKILLed mid-answer leaves its record `running` with a dead owner and
    # the fork's answer unfinished; purge-forks took it for a live extraction for 11 minutes.
    mid_answer = fork(
        is_our_fork=True, fork_own_turns=1, busy=True, last_message_time=NOW_MS - 5_000
    )
    here = socket.gethostname()
    dead = record(fork_id="ses_fork", owner_pid=_dead_pid(), host=here)
    alive = record(fork_id="ses_fork", owner_pid=os.getpid(), host=here)
    assert judge(mid_answer, NOW_MS, 660_000, Runs.of([dead])) == (True, "our-fork")
    assert judge(mid_answer, NOW_MS, 660_000, Runs.of([alive])) == (False, "in-flight")
    # No record: nothing says the run is gone, so it stays a live extraction.
    assert judge(mid_answer, NOW_MS, 660_000, Runs.of([])) == (False, "in-flight")


def parent(**changes: object) -> SessionInfo:
    return dataclasses.replace(
        fork(id="ses_parent", title="Deploy notes", is_fork=False), **changes
    )  # type: ignore[arg-type]


def test_forks_are_matched_to_their_parent_by_base_title_and_directory() -> None:
    assert base_title("Deploy notes (fork #3)") == "Deploy notes"
    assert base_title("Deploy notes") == "Deploy notes"
    assert is_fork_of(fork(), parent())
    assert is_fork_of(fork(), parent(title="Deploy notes (fork #1)"))  # a fork's fork
    assert not is_fork_of(fork(), parent(title="Deploy"))
    assert not is_fork_of(fork(), parent(directory="/work/other"))
    assert not is_fork_of(parent(), parent())


def test_a_fork_someone_went_on_with_is_not_unused() -> None:
    assert is_unused(fork(fork_own_turns=0))
    assert is_unused(fork(fork_own_turns=1, is_our_fork=True))
    assert not is_unused(fork(fork_own_turns=1))
    assert not is_unused(fork(fork_own_turns=2, is_our_fork=True))
