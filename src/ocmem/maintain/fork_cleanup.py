"""Settle what earlier runs left of their forks, before this run forks anything.

Two things are left behind (see `ocmem.state.fork_registry`): a fork whose delete failed
or timed out, and a fork whose run was killed (SIGKILL, a crash, a power cut) with the
fork's opencode possibly still running and calling the model. Every command that forks
calls `settle_forks` first, so an orphan is stopped before a new pass of its session
starts (a session is never sent to the model by two passes at once), and every fork is
deleted by the next run at the latest.
"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import psutil

from ocmem.errors import OcmemError
from ocmem.gateway import binary as opencode_binary
from ocmem.gateway.database import OpencodeDatabase, find_database
from ocmem.gateway.fork import FORK_TOKEN_ENV, remove_fork_temp_dir
from ocmem.gateway.fork_sessions import first_fork_of, session_exists
from ocmem.state import fork_registry
from ocmem.state.fork_registry import ForkRecord
from ocmem.state.lock import LockTimeout, store_lock
from ocmem.state.logs import logger

SWEEP_LOCK = "fork-sweep"
# A delete that keeps failing is given up after this many runs; `purge-forks` still lists
# the fork, and each run no longer pays for another doomed `opencode session delete`.
MAX_ATTEMPTS = 10
_STOP_WAIT = 5.0

Deleter = Callable[[Path, str, Mapping[str, str]], bool]


@dataclass(frozen=True)
class SettledFork:
    token: str
    parent_session: str
    fork_id: str | None
    action: str  # deleted | gone | stopped-only | delete-failed | no-opencode
    stopped: int  # processes of the orphan that were killed


def settle_forks(
    state_dir: Path,
    env: Mapping[str, str],
    *,
    binary: Path | None,
    delete_timeout: float = opencode_binary.DELETE_TIMEOUT,
    deleter: Deleter | None = None,
) -> list[SettledFork]:
    """Stop orphaned forks and delete every fork still owed; returns what was done.

    Records of runs that are still alive (another `maintain` forking right now) are left
    to them. Only one process settles at a time; a second one skips.
    """
    records = fork_registry.load_all(state_dir)
    if not records:
        return []
    try:
        with store_lock(state_dir, SWEEP_LOCK, timeout=0):
            return _settle(state_dir, env, binary, delete_timeout, deleter)
    except LockTimeout:
        return []


def _settle(
    state_dir: Path,
    env: Mapping[str, str],
    binary: Path | None,
    delete_timeout: float,
    deleter: Deleter | None,
) -> list[SettledFork]:
    records = fork_registry.load_all(state_dir)  # again, now that we hold the lock
    due = [r for r in records if r.state == fork_registry.DELETE_PENDING or not r.owner_alive()]
    if not due:
        return []
    live = [r for r in records if r not in due]
    settled: list[SettledFork] = []
    for record in due:
        stopped = stop_orphan(record) if record.state == fork_registry.RUNNING else 0
        remove_fork_temp_dir(record.token, env)  # a killed run could not remove it
        settled.append(
            _delete_owed(state_dir, env, binary, record, stopped, live, delete_timeout, deleter)
        )
    for item in settled:
        logger().info(
            "forks: settled run %s of session %s: fork=%s action=%s stopped=%d",
            item.token,
            item.parent_session,
            item.fork_id or "-",
            item.action,
            item.stopped,
        )
    return settled


def _delete_owed(
    state_dir: Path,
    env: Mapping[str, str],
    binary: Path | None,
    record: ForkRecord,
    stopped: int,
    live: Sequence[ForkRecord],
    delete_timeout: float,
    deleter: Deleter | None,
) -> SettledFork:
    def done(action: str, fork_id: str | None) -> SettledFork:
        return SettledFork(record.token, record.parent_session, fork_id, action, stopped)

    try:
        with OpencodeDatabase(find_database(env)) as db:
            fork_id = record.fork_id or _find_fork(db, record, live)
            exists = fork_id is not None and session_exists(db, fork_id)
    except OcmemError as exc:
        _keep(state_dir, record, f"database: {exc.message}")
        return done("delete-failed", record.fork_id)
    if fork_id is None or not exists:
        fork_registry.remove(state_dir, record.token)
        return done("gone", fork_id)
    if binary is None:
        _keep(state_dir, replace(record, fork_id=fork_id), "opencode not found")
        return done("no-opencode", fork_id)
    if deleter is not None:
        deleted = deleter(binary, fork_id, env)
    else:
        deleted = opencode_binary.delete_session(binary, fork_id, env, timeout=delete_timeout)
    if deleted:
        fork_registry.remove(state_dir, record.token)
        return done("deleted", fork_id)
    _keep(state_dir, replace(record, fork_id=fork_id), "`opencode session delete` failed")
    return done("delete-failed", fork_id)


def _find_fork(db: OpencodeDatabase, record: ForkRecord, live: Sequence[ForkRecord]) -> str | None:
    """The fork a killed run made before it learnt its id: the first unused fork of the
    parent since the run started, and before any live run of the same parent started."""
    since_ms = int(record.started_at * 1000)
    later = [
        r.started_at
        for r in live
        if r.parent_session == record.parent_session and r.started_at > record.started_at
    ]
    until = min(later) if later else record.ended_at
    until_ms = None if until is None else int(until * 1000)
    claimed = [r.fork_id for r in live if r.fork_id]
    return first_fork_of(db, record.parent_session, since_ms, until_ms, claimed)


def _keep(state_dir: Path, record: ForkRecord, error: str) -> None:
    if record.attempts + 1 >= MAX_ATTEMPTS:
        logger().warning(
            "forks: gave up deleting fork %s of session %s after %d attempts (%s); "
            "`opencode-memory purge-forks --yes` lists and deletes it",
            record.fork_id or "-",
            record.parent_session,
            record.attempts + 1,
            error,
        )
        fork_registry.remove(state_dir, record.token)
        return
    updated = replace(
        record,
        state=fork_registry.DELETE_PENDING,
        attempts=record.attempts + 1,
        last_error=error,
        ended_at=record.ended_at or time.time(),
    )
    try:
        fork_registry.save(state_dir, updated)
    except OSError as exc:
        logger().warning("fork registry: cannot update %s: %s", record.token, exc)


def stop_orphan(record: ForkRecord) -> int:
    """Kill every process that carries the run's fork token; returns how many there were.

    The token in the environment, not the pid alone, identifies the fork's processes, so
    a pid reused by an unrelated process is never touched.
    """
    victims = list(_carrying_token(record.token, record.fork_pid))
    if not victims:
        return 0
    for process in victims:
        _signal(process, signal.SIGTERM)
    _, alive = psutil.wait_procs(victims, timeout=_STOP_WAIT)
    for process in alive:
        _signal(process, signal.SIGKILL)
    psutil.wait_procs(alive, timeout=_STOP_WAIT)
    return len(victims)


def _carrying_token(token: str, pgid: int | None) -> Iterable[psutil.Process]:
    own = os.getpid()
    for process in psutil.process_iter():
        if process.pid == own:
            continue
        try:
            # A fork's processes stay in its group, or are orphans once opencode is gone.
            if pgid is not None and os.getpgid(process.pid) != pgid and process.ppid() != 1:
                continue
            if process.environ().get(FORK_TOKEN_ENV) == token:
                yield process
        except (psutil.Error, OSError):
            continue


def _signal(process: psutil.Process, sig: int) -> None:
    try:
        process.send_signal(sig)
    except psutil.Error:
        return


__all__: Sequence[str] = ["SettledFork", "settle_forks", "stop_orphan"]
