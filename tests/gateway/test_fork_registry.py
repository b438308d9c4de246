"""The fork registry's trail, and stopping an orphaned fork by its token."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import psutil

from ocmem.gateway.fork import FORK_TOKEN_ENV, fork_temp_dir
from ocmem.maintain.fork_cleanup import settle_forks, stop_orphan
from ocmem.state import fork_registry
from ocmem.state.fork_registry import ForkRecord, RegistryJournal


def spawn_with_token(token: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(300)"],
        env={**os.environ, FORK_TOKEN_ENV: token},
        start_new_session=True,
    )


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def orphaned_run(token: str, fork_pid: int) -> ForkRecord:
    """The record a run killed mid-fork leaves: its owner is dead, its fork may live on."""
    return ForkRecord(
        token=token,
        parent_session="ses_parent",
        directory="/project",
        started_at=time.time(),
        owner_pid=dead_pid(),
        owner_started=None,
        host=os.uname().nodename,
        fork_pid=fork_pid,
    )


def test_a_run_that_ends_well_leaves_no_record(tmp_path: Path) -> None:
    journal = RegistryJournal(tmp_path, "ses_parent", "/project")
    journal.starting("abc123", time.time())
    journal.spawned(4242)
    journal.fork_id("ses_fork")
    (record,) = fork_registry.load_all(tmp_path)
    assert (record.fork_pid, record.fork_id, record.state) == (4242, "ses_fork", "running")
    assert record.owner_pid == os.getpid()
    assert record.owner_alive()

    journal.finished("ses_fork", deleted=True)

    assert fork_registry.load_all(tmp_path) == []


def test_a_failed_delete_is_owed(tmp_path: Path) -> None:
    journal = RegistryJournal(tmp_path, "ses_parent", "/project")
    journal.starting("abc123", time.time())
    journal.fork_id("ses_fork")

    journal.finished("ses_fork", deleted=False)

    (record,) = fork_registry.load_all(tmp_path)
    assert (record.state, record.fork_id, record.attempts) == ("delete-pending", "ses_fork", 1)


def test_a_state_dir_that_cannot_be_written_does_not_fail_the_fork(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("")
    journal = RegistryJournal(blocked, "ses_parent", "/project")
    journal.starting("abc123", time.time())
    journal.finished("ses_fork", deleted=False)
    assert fork_registry.load_all(blocked) == []


def test_an_orphan_is_stopped_by_its_token_and_nothing_else_is(tmp_path: Path) -> None:
    orphan = spawn_with_token("feed01")
    bystander = spawn_with_token("other02")
    record = orphaned_run("feed01", orphan.pid)
    try:
        assert not record.owner_alive()
        assert stop_orphan(record) == 1
        assert orphan.wait(timeout=10) is not None
        assert psutil.Process(bystander.pid).is_running()
    finally:
        for proc in (orphan, bystander):
            proc.kill()
            proc.wait()


def test_a_killed_runs_fork_temp_dir_is_removed_by_the_next_run(tmp_path: Path) -> None:
    orphan = spawn_with_token("dead04")
    temp = fork_temp_dir("dead04", os.environ)
    temp.mkdir()
    (temp / ".a1b2c3-00000001.so").write_bytes(b"\0" * 4096)
    record = orphaned_run("dead04", orphan.pid)
    fork_registry.save(tmp_path, record)
    try:
        (settled,) = settle_forks(tmp_path, dict(os.environ), binary=None)
        assert settled.stopped == 1
        assert not temp.exists()
    finally:
        orphan.kill()
        orphan.wait()


def test_a_live_run_keeps_its_fork(tmp_path: Path) -> None:
    running = spawn_with_token("cafe03")
    temp = fork_temp_dir("cafe03", os.environ)
    temp.mkdir()
    try:
        journal = RegistryJournal(tmp_path, "ses_parent", "/project")
        journal.starting("cafe03", time.time())
        journal.spawned(running.pid)

        assert settle_forks(tmp_path, dict(os.environ), binary=None) == []
        assert running.poll() is None
        assert len(fork_registry.load_all(tmp_path)) == 1
        assert temp.is_dir()
    finally:
        running.kill()
        running.wait()
