"""The forks a run has going, and the ones whose deletion is still owed.

Every fork run keeps one record under `<state dir>/forks/` from before opencode starts
until its fork is deleted: who runs it (pid and start time, as locks record holders),
the fork's process group and the token in its environment, the parent session, and the
fork's id once opencode names it. A run that ends normally removes its record; one whose
delete failed or timed out leaves it as `delete-pending`; one that was killed leaves it
`running` with a dead owner. The next run of any command that forks settles both (see
`ocmem.maintain.fork_cleanup`). Each record is its own atomically written JSON file, so
concurrent runs never write the same file.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs, write_atomic
from ocmem.state.lock import LockHolder
from ocmem.state.logs import logger

RUNNING = "running"
DELETE_PENDING = "delete-pending"


@dataclass(frozen=True)
class ForkRecord:
    token: str
    parent_session: str
    directory: str
    started_at: float
    owner_pid: int
    owner_started: float | None
    host: str
    state: str = RUNNING
    fork_pid: int | None = None
    fork_id: str | None = None
    ended_at: float | None = None
    attempts: int = 0
    last_error: str = ""

    def owner(self) -> LockHolder:
        return LockHolder(self.owner_pid, self.owner_started, "", self.host)

    def owner_alive(self) -> bool:
        """The run that made the fork is still running (on another host: assumed alive)."""
        return not self.owner().is_dead()


def forks_dir(state_dir: Path) -> Path:
    return state_dir / "forks"


def _path(state_dir: Path, token: str) -> Path:
    if not token or not token.isalnum():
        raise ValueError(f"invalid fork token {token!r}")
    return forks_dir(state_dir) / f"{token}.json"


def save(state_dir: Path, record: ForkRecord) -> None:
    path = _path(state_dir, record.token)
    make_dirs(path.parent, PRIVATE_DIR_MODE)
    write_atomic(path, json.dumps(asdict(record), indent=2) + "\n")


def remove(state_dir: Path, token: str) -> None:
    with contextlib.suppress(FileNotFoundError):
        _path(state_dir, token).unlink()


def load_all(state_dir: Path) -> list[ForkRecord]:
    """Every readable record, oldest first; unreadable files are left alone."""
    try:
        entries = sorted(forks_dir(state_dir).glob("*.json"))
    except OSError:
        return []
    records = []
    for entry in entries:
        record = _read(entry)
        if record is not None:
            records.append(record)
    records.sort(key=lambda r: (r.started_at, r.token))
    return records


def _read(path: Path) -> ForkRecord | None:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        record = ForkRecord(**raw)
    except (OSError, ValueError, TypeError):
        return None
    if path.stem != record.token:
        return None
    return record


def _owner() -> tuple[int, float | None]:
    import psutil

    pid = os.getpid()
    try:
        return pid, psutil.Process(pid).create_time()
    except psutil.Error:
        return pid, None


class RegistryJournal:
    """A fork run's trail in the registry (implements `ocmem.gateway.fork.ForkJournal`).

    Bookkeeping never fails the fork: a state dir that cannot be written costs only the
    crash recovery, and is logged.
    """

    def __init__(self, state_dir: Path, parent_session: str, directory: str) -> None:
        self.state_dir = state_dir
        self.parent_session = parent_session
        self.directory = directory
        self.record: ForkRecord | None = None

    def starting(self, token: str, started_at: float) -> None:
        pid, created = _owner()
        self._write(
            ForkRecord(
                token=token,
                parent_session=self.parent_session,
                directory=self.directory,
                started_at=started_at,
                owner_pid=pid,
                owner_started=created,
                host=socket.gethostname(),
            )
        )

    def spawned(self, pid: int) -> None:
        if self.record is not None:
            self._write(replace(self.record, fork_pid=pid))

    def fork_id(self, fork_id: str) -> None:
        if self.record is not None:
            self._write(replace(self.record, fork_id=fork_id))

    def finished(self, fork_id: str | None, deleted: bool) -> None:
        record = self.record
        if record is None:
            return
        if deleted or fork_id is None:
            remove(self.state_dir, record.token)
            return
        self._write(
            replace(
                record,
                fork_id=fork_id,
                state=DELETE_PENDING,
                ended_at=time.time(),
                attempts=1,
                last_error="`opencode session delete` failed or timed out",
            )
        )
        logger().warning("fork %s of session %s: delete owed", fork_id, self.parent_session)

    def _write(self, record: ForkRecord) -> None:
        self.record = record
        try:
            save(self.state_dir, record)
        except OSError as exc:
            logger().warning("fork registry: cannot record fork run: %s", exc)


__all__: Sequence[str] = [
    "DELETE_PENDING",
    "RUNNING",
    "ForkRecord",
    "RegistryJournal",
    "forks_dir",
    "load_all",
    "remove",
    "save",
]
