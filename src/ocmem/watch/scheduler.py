"""The `watch` loop: an APScheduler interval job that scans, until SIGTERM or SIGINT.

Scans run in the main thread (APScheduler's synchronous executor), so a stop signal
reaches the code that is running: a fork in flight is killed and deleted by the fork
runner, store locks are released by their `with` blocks, and the session's mark stays
where it was, so the next start retries it. The process holds the state dir's watch lock
for its whole life; a second `watch` on the same state dir refuses to start.
"""

from __future__ import annotations

import logging
import os
import signal
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from types import FrameType

from apscheduler.events import EVENT_JOB_ERROR, EVENT_JOB_EXECUTED, JobExecutionEvent
from apscheduler.executors.debug import DebugExecutor
from apscheduler.jobstores.memory import MemoryJobStore
from apscheduler.schedulers.blocking import BlockingScheduler

from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.gateway.binary import require_tested_opencode
from ocmem.state.logs import logger, start_run_log
from ocmem.watch.scanner import ScanReport, scan, watch_lock

LOG_KIND = "watch"
# One log file per day of a long-running watch; the state dir keeps the newest files.
LOG_FILE_SECONDS = 24 * 3600
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)

Scanner = Callable[[Context], ScanReport]


@dataclass(frozen=True)
class WatchRun:
    """How a `watch` process ended."""

    stopped_by: str  # SIGTERM | SIGINT
    scans: int
    failed_scans: int
    interrupted_scan: bool
    log_file: str | None


class _Stop(BaseException):
    """Raised in the main thread by the stop-signal handler; not an error."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


class _JobStore(MemoryJobStore):  # type: ignore[misc]  # apscheduler ships no types
    """The in-memory store, minus emptying itself on shutdown.

    The scan job stops the scheduler from inside itself; the scheduler then still files
    the job's next run time, which fails on a store that already dropped the job.
    """

    def shutdown(self) -> None:
        return None


def _default_scanner(ctx: Context) -> ScanReport:
    # Checked on every scan: opencode may be upgraded to 2.x under a running watch, and
    # back (the scans fail with that one reason, logged once, until then).
    require_tested_opencode(ctx.settings.opencode.bin, ctx.env, ctx.state_dir)
    return scan(ctx)


class _Runner:
    def __init__(
        self,
        ctx: Context,
        scanner: Scanner,
        echo_log: bool,
        on_scan: Callable[[ScanReport], None] | None,
    ) -> None:
        self.ctx = ctx
        self.cfg = ctx.settings
        self.scanner = scanner
        self.echo_log = echo_log
        self.on_scan = on_scan
        self.scheduler = BlockingScheduler(
            executors={"default": DebugExecutor()},
            jobstores={"default": _JobStore()},
            job_defaults={"coalesce": True, "max_instances": 1, "misfire_grace_time": None},
            timezone=UTC,
        )
        self.stop_signal: int | None = None
        self.scans = 0
        self.failed_scans = 0
        self.interrupted_scan = False
        self.last_failure: str | None = None
        self.log_file: str | None = None
        self.log_opened = 0.0

    def run(self) -> WatchRun:
        # APScheduler logs every job start at INFO; only its warnings are worth showing.
        logging.getLogger("apscheduler").setLevel(logging.WARNING)
        self._open_log()
        interval = self.cfg.watch.interval
        logger().info(
            "watch started: pid=%d interval=%gs idle_minutes=%g max_forks=%d state_dir=%s",
            os.getpid(),
            interval,
            self.cfg.watch.idle_minutes,
            self.cfg.watch.max_forks,
            self.ctx.state_dir,
        )
        self.scheduler.add_job(
            self._job,
            "interval",
            seconds=interval,
            next_run_time=datetime.now(UTC),
            id="scan",
            name="watch scan",
        )
        self.scheduler.add_listener(self._after_job, EVENT_JOB_EXECUTED | EVENT_JOB_ERROR)
        previous = {sig: signal.signal(sig, self._on_signal) for sig in STOP_SIGNALS}
        try:
            try:
                self.scheduler.start()
            except _Stop:
                pass
            finally:
                if self.scheduler.running:
                    self.scheduler.shutdown(wait=False)
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)
        stopped_by = signal.Signals(self.stop_signal or signal.SIGTERM).name
        logger().info("watch stopped by %s after %d scan(s)", stopped_by, self.scans)
        return WatchRun(
            stopped_by, self.scans, self.failed_scans, self.interrupted_scan, self.log_file
        )

    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        if self.stop_signal is not None:
            return  # already stopping: let the cleanup of the first signal finish
        self.stop_signal = signum
        raise _Stop(signum)

    def _job(self) -> None:
        # The scheduler swallows whatever a job raises, so a stop is turned into a shutdown
        # here, and checked again before each scan in case it landed in scheduler code.
        if self.stop_signal is not None:
            self.scheduler.shutdown(wait=False)
            return
        if time.time() - self.log_opened >= LOG_FILE_SECONDS:
            self._open_log()
        try:
            report = self.scanner(self.ctx)
        except _Stop:
            self.interrupted_scan = True
            logger().info("watch scan interrupted by a stop signal")
            self.scheduler.shutdown(wait=False)
            return
        except OcmemError as exc:
            self._scan_failed(exc.message)
            return
        except Exception as exc:  # a scan's bug must not end the watcher
            self._scan_failed(type(exc).__name__)
            return
        self.last_failure = None
        self.scans += 1
        logger().info("%s", report.summary())
        if self.on_scan is not None:
            self.on_scan(report)

    def _scan_failed(self, reason: str) -> None:
        # A cause that lasts (no database until opencode first runs) is logged once, not
        # once a minute; it is logged again after a scan that worked.
        self.failed_scans += 1
        if reason != self.last_failure:
            logger().info("watch scan failed: %s", reason)
        self.last_failure = reason

    def _after_job(self, event: JobExecutionEvent) -> None:
        if self.stop_signal is not None and self.scheduler.running:
            self.scheduler.shutdown(wait=False)

    def _open_log(self) -> None:
        path = start_run_log(self.ctx.state_dir, LOG_KIND, echo_stderr=self.echo_log)
        self.log_file = str(path) if path else None
        self.log_opened = time.time()


def run_watch(
    ctx: Context,
    *,
    scanner: Scanner | None = None,
    echo_log: bool = True,
    on_scan: Callable[[ScanReport], None] | None = None,
) -> WatchRun:
    """Scan every `watch.interval` seconds until SIGTERM or SIGINT; returns how it ended.

    Raises `WatchAlreadyRunningError` when another watch holds this state dir. Must run
    in the main thread (signal handlers can only be installed there).
    """
    with watch_lock(ctx.state_dir):
        return _Runner(ctx, scanner or _default_scanner, echo_log, on_scan).run()
