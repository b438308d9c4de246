from __future__ import annotations

import fcntl
import json
import multiprocessing
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from multiprocessing.synchronize import Event
from pathlib import Path

import psutil
import pytest

from ocmem.state.lock import (
    LockHolder,
    LockTimeout,
    lock_path,
    lock_status,
    store_lock,
)

FORK = multiprocessing.get_context("fork")


def _hold(state_dir: Path, name: str, ready: Event, release: Event) -> None:
    with store_lock(state_dir, name, timeout=5):
        ready.set()
        release.wait(10)


def _count(state_dir: Path, counter: Path, rounds: int) -> None:
    for _ in range(rounds):
        with store_lock(state_dir, "counter", timeout=20):
            value = int(counter.read_text())
            time.sleep(0.001)
            counter.write_text(str(value + 1))


def _die_holding(state_dir: Path, ready: Event) -> None:
    with store_lock(state_dir, "crash", timeout=5):
        ready.set()
        os.kill(os.getpid(), signal.SIGKILL)


LEAK_TO_CHILD_AND_EXIT = """
import os, sys, time
from pathlib import Path
from ocmem.state.lock import store_lock

with store_lock(Path(sys.argv[1]), "orphan", timeout=5):
    pid = os.fork()
    if pid == 0:  # the grandchild keeps the inherited descriptor, and so the flock
        time.sleep(30)
        os._exit(0)
    Path(sys.argv[2]).write_text(str(pid))
    os._exit(0)
"""


@pytest.fixture
def state_dir(tmp_path: Path) -> Path:
    return tmp_path / "state"


def test_lock_file_records_holder_and_is_cleared_on_release(state_dir: Path) -> None:
    with store_lock(state_dir, "store-x") as held:
        assert held.path == state_dir / "locks" / "store-x.lock"
        record = json.loads(held.path.read_text())
        assert record["pid"] == os.getpid()
        assert record["create_time"] == pytest.approx(psutil.Process().create_time())
        assert record["host"] == socket.gethostname()
        assert record["acquired_at"].endswith("Z")
        assert held.took_over_from is None
        status = lock_status(state_dir, "store-x")
        assert status.held
        assert status.holder == held.holder
    assert held.path.read_text() == ""
    assert not lock_status(state_dir, "store-x").held


def test_lock_status_of_an_unknown_lock_creates_nothing(state_dir: Path) -> None:
    status = lock_status(state_dir, "never")
    assert not status.held
    assert status.holder is None
    assert not state_dir.exists()


@pytest.mark.parametrize("name", ["", "a/b", ".hidden", "..", "nul\0"])
def test_invalid_lock_names(state_dir: Path, name: str) -> None:
    with pytest.raises(ValueError, match="invalid lock name"):
        lock_path(state_dir, name)


def test_timeout_names_the_holder(state_dir: Path) -> None:
    ready, release = FORK.Event(), FORK.Event()
    holder = FORK.Process(target=_hold, args=(state_dir, "busy", ready, release))
    holder.start()
    try:
        assert ready.wait(10)
        started = time.monotonic()
        with pytest.raises(LockTimeout) as caught, store_lock(state_dir, "busy", timeout=0.3):
            pass
        assert time.monotonic() - started >= 0.3
        message = str(caught.value)
        assert f"held by pid {holder.pid} since " in message
        assert "'busy'" in message
        assert caught.value.hint
        assert caught.value.holder is not None
        assert caught.value.holder.pid == holder.pid
    finally:
        release.set()
        holder.join(10)
    with store_lock(state_dir, "busy", timeout=5):
        pass


def test_zero_timeout_tries_once(state_dir: Path) -> None:
    with store_lock(state_dir, "once"):
        started = time.monotonic()
        with pytest.raises(LockTimeout), store_lock(state_dir, "once", timeout=0):
            pass
        assert time.monotonic() - started < 0.2


def test_processes_contending_lose_no_update(state_dir: Path, tmp_path: Path) -> None:
    counter = tmp_path / "counter"
    counter.write_text("0")
    workers = [FORK.Process(target=_count, args=(state_dir, counter, 40)) for _ in range(3)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
        assert worker.exitcode == 0
    assert counter.read_text() == "120"


def test_threads_of_one_process_exclude_each_other(state_dir: Path, tmp_path: Path) -> None:
    inside = 0
    overlaps = 0

    def work() -> None:
        nonlocal inside, overlaps
        for _ in range(20):
            with store_lock(state_dir, "threads", timeout=10):
                inside += 1
                overlaps += inside > 1
                time.sleep(0.001)
                inside -= 1

    threads = [threading.Thread(target=work) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert overlaps == 0


def test_lock_of_a_killed_holder_is_taken_over(state_dir: Path) -> None:
    ready = FORK.Event()
    victim = FORK.Process(target=_die_holding, args=(state_dir, ready))
    victim.start()
    victim.join(10)
    assert victim.exitcode == -signal.SIGKILL
    assert ready.is_set()
    with store_lock(state_dir, "crash", timeout=1) as held:
        assert held.took_over_from is not None
        assert held.took_over_from.pid == victim.pid
        assert held.holder.pid == os.getpid()


def test_flock_kept_by_an_orphaned_descriptor_is_broken(state_dir: Path, tmp_path: Path) -> None:
    orphan_pid_file = tmp_path / "orphan.pid"
    holder = subprocess.Popen(
        [sys.executable, "-c", LEAK_TO_CHILD_AND_EXIT, str(state_dir), str(orphan_pid_file)],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    assert holder.wait(30) == 0
    orphan = int(orphan_pid_file.read_text())
    try:
        assert psutil.pid_exists(orphan)
        assert lock_status(state_dir, "orphan").held
        with store_lock(state_dir, "orphan", timeout=5) as held:
            assert held.took_over_from is not None
            assert held.took_over_from.pid == holder.pid
            assert lock_status(state_dir, "orphan").holder == held.holder
    finally:
        os.kill(orphan, signal.SIGKILL)


def test_reused_pid_with_another_start_time_counts_as_dead(state_dir: Path) -> None:
    """A record naming a live pid whose process started at another time is stale."""
    path = lock_path(state_dir, "reused")
    path.parent.mkdir(parents=True)
    blocker = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(blocker, fcntl.LOCK_EX)
    os.write(
        blocker,
        json.dumps(
            {
                "pid": os.getpid(),
                "create_time": psutil.Process().create_time() - 3600,
                "acquired_at": "2026-01-01T00:00:00.000Z",
                "host": socket.gethostname(),
            }
        ).encode(),
    )
    try:
        with store_lock(state_dir, "reused", timeout=2) as held:
            assert held.took_over_from is not None
            assert held.took_over_from.pid == os.getpid()
    finally:
        os.close(blocker)


def test_holder_liveness() -> None:
    me = psutil.Process()
    host = socket.gethostname()
    assert not LockHolder(me.pid, me.create_time(), "t", host).is_dead()
    assert LockHolder(me.pid, me.create_time() - 100, "t", host).is_dead()
    assert not LockHolder(me.pid, None, "t", host).is_dead()
    assert not LockHolder(me.pid, 0.0, "t", host + "-elsewhere").is_dead()
    child = FORK.Process(target=os._exit, args=(0,))
    child.start()
    child.join()
    assert child.pid is not None
    assert LockHolder(child.pid, 0.0, "t", host).is_dead()


def test_live_holder_is_never_broken(state_dir: Path) -> None:
    ready, release = FORK.Event(), FORK.Event()
    holder = FORK.Process(target=_hold, args=(state_dir, "live", ready, release))
    holder.start()
    try:
        assert ready.wait(10)
        with pytest.raises(LockTimeout), store_lock(state_dir, "live", timeout=0.5):
            pass
        assert lock_path(state_dir, "live").exists()
        assert lock_status(state_dir, "live").holder is not None
    finally:
        release.set()
        holder.join(10)
