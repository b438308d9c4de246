"""Exclusive inter-process locks under `<state dir>/locks/`.

Mutual exclusion is `fcntl.flock` on `<name>.lock`, so the kernel releases a lock when its
holder dies, however it dies. The holder writes its pid, process start time, host and
acquisition time into the file, for messages ("held by pid N since …") and for `status`.

One case flock cannot settle alone: a holder that forked a child which kept the inherited
descriptor, then died. The recorded holder is then dead (pid gone, or reused by a process
with another start time) while the flock is still held. A waiter that sees this breaks the
lock by unlinking the file, so the next open creates a fresh one; a short-lived guard lock
(`<name>.guard`) serialises breaking against holders that are still writing their record.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import socket
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs
from ocmem.errors import OcmemError

DEFAULT_TIMEOUT = 10.0
POLL_INTERVAL = 0.05
# Start times are derived from boot time and clock ticks; a reused pid differs by far more.
_START_TIME_TOLERANCE = 0.5


@dataclass(frozen=True)
class LockHolder:
    pid: int
    create_time: float | None
    acquired_at: str
    host: str

    def describe(self) -> str:
        where = "" if self.host == socket.gethostname() else f" on {self.host}"
        return f"pid {self.pid}{where} since {self.acquired_at}"

    def is_dead(self) -> bool:
        """True only when we can tell: same host, and the pid is gone or is another process."""
        if self.host != socket.gethostname():
            return False
        import psutil  # only when a holder must be checked: `status` mostly never asks

        try:
            process = psutil.Process(self.pid)
            if process.status() == psutil.STATUS_ZOMBIE:
                return True
            started = process.create_time()
        except psutil.NoSuchProcess:
            return True
        except psutil.Error:
            return False
        if self.create_time is None:
            return False
        return abs(started - self.create_time) > _START_TIME_TOLERANCE


@dataclass(frozen=True)
class HeldLock:
    name: str
    path: Path
    holder: LockHolder
    took_over_from: LockHolder | None


@dataclass(frozen=True)
class LockStatus:
    name: str
    path: Path
    held: bool
    holder: LockHolder | None


class LockError(OcmemError):
    """A lock could not be taken."""


class LockTimeout(LockError):  # noqa: N818 - the name callers know from the design
    """Another process kept the lock for longer than we were willing to wait."""

    def __init__(self, name: str, timeout: float, holder: LockHolder | None) -> None:
        who = holder.describe() if holder else "a process that has not recorded itself yet"
        super().__init__(
            f"timed out after {timeout:g}s waiting for lock {name!r}, held by {who}",
            hint="another opencode-memory run is working on this store; try again when it ends",
        )
        self.name = name
        self.timeout = timeout
        self.holder = holder


def lock_path(state_dir: Path, name: str) -> Path:
    if not name or "/" in name or "\0" in name or name in (".", "..") or name.startswith("."):
        raise ValueError(f"invalid lock name {name!r}")
    return state_dir / "locks" / f"{name}.lock"


@contextlib.contextmanager
def store_lock(
    state_dir: Path,
    name: str,
    *,
    timeout: float | None = DEFAULT_TIMEOUT,
    poll_interval: float = POLL_INTERVAL,
) -> Iterator[HeldLock]:
    """Hold the lock `name` for the duration of the `with` block.

    Waits up to `timeout` seconds (None: forever; 0: one try), then raises `LockTimeout`
    naming the holder. Not re-entrant: taking a lock this process already holds waits.
    """
    path = lock_path(state_dir, name)
    make_dirs(path.parent, PRIVATE_DIR_MODE)
    fd, holder, previous = _acquire(path, name, timeout, poll_interval)
    try:
        yield HeldLock(
            name=name,
            path=path,
            holder=holder,
            took_over_from=previous if previous is not None and previous.is_dead() else None,
        )
    finally:
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


def lock_status(state_dir: Path, name: str) -> LockStatus:
    """Whether the lock is held right now, and the holder's record if so. Creates nothing."""
    path = lock_path(state_dir, name)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except (FileNotFoundError, NotADirectoryError, PermissionError):
        # No lock file (or a state dir that is no directory, or unreadable): nobody holds it.
        return LockStatus(name=name, path=path, held=False, holder=None)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return LockStatus(name=name, path=path, held=True, holder=_read_holder(fd))
        fcntl.flock(fd, fcntl.LOCK_UN)
        return LockStatus(name=name, path=path, held=False, holder=None)
    finally:
        os.close(fd)


def _acquire(
    path: Path, name: str, timeout: float | None, poll_interval: float
) -> tuple[int, LockHolder, LockHolder | None]:
    deadline = None if timeout is None else time.monotonic() + timeout
    broken_from: LockHolder | None = None
    while True:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = _read_holder(fd)
            broken = holder is not None and holder.is_dead() and _break(path, fd, holder)
            os.close(fd)
            if broken:
                broken_from = holder
                continue
            remaining = None if deadline is None else deadline - time.monotonic()
            if remaining is not None and remaining <= 0:
                raise LockTimeout(name, timeout or 0.0, holder) from None
            time.sleep(poll_interval if remaining is None else min(poll_interval, remaining))
            continue
        except BaseException:
            os.close(fd)
            raise
        try:
            # Holding the guard while checking the link and writing our record means a
            # breaker either sees our live record or unlinks the file before we check it.
            with _guard(path):
                if _still_linked(path, fd):
                    previous = _read_holder(fd) or broken_from
                    holder = _current_holder()
                    _write_holder(fd, holder)
                    return fd, holder, previous
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)


def _break(path: Path, fd: int, stale: LockHolder) -> bool:
    """Unlink the lock file if it is still the one whose recorded holder is dead."""
    with _guard(path):
        if _still_linked(path, fd) and _read_holder(fd) == stale:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(path)
            return True
    return False


@contextlib.contextmanager
def _guard(path: Path) -> Iterator[None]:
    guard = path.with_name(path.name.removesuffix(".lock") + ".guard")
    fd = os.open(guard, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def _still_linked(path: Path, fd: int) -> bool:
    try:
        on_disk = os.stat(path)
    except FileNotFoundError:
        return False
    opened = os.fstat(fd)
    return (on_disk.st_dev, on_disk.st_ino) == (opened.st_dev, opened.st_ino)


def _current_holder() -> LockHolder:
    import psutil

    pid = os.getpid()
    try:
        started: float | None = psutil.Process(pid).create_time()
    except psutil.Error:
        started = None
    now = datetime.now(UTC)
    return LockHolder(
        pid=pid,
        create_time=started,
        acquired_at=now.strftime("%Y-%m-%dT%H:%M:%S.") + f"{now.microsecond // 1000:03d}Z",
        host=socket.gethostname(),
    )


def _write_holder(fd: int, holder: LockHolder) -> None:
    record = json.dumps(
        {
            "pid": holder.pid,
            "create_time": holder.create_time,
            "acquired_at": holder.acquired_at,
            "host": holder.host,
        }
    ).encode()
    os.ftruncate(fd, 0)
    os.pwrite(fd, record, 0)


def _read_holder(fd: int) -> LockHolder | None:
    try:
        raw = os.pread(fd, 4096, 0)
    except OSError:
        return None
    try:
        data = json.loads(raw)
        pid = data["pid"]
        started = data.get("create_time")
        if not isinstance(pid, int) or not (started is None or isinstance(started, int | float)):
            return None
        return LockHolder(
            pid=pid,
            create_time=None if started is None else float(started),
            acquired_at=str(data.get("acquired_at", "?")),
            host=str(data.get("host", "")),
        )
    except (ValueError, KeyError, TypeError):
        return None
