"""The watch loop with a stand-in scan: stop signals, failing scans, one watch per state dir."""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

import pytest

from ocmem import context
from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.watch.scanner import (
    ScanReport,
    WatchAlreadyRunningError,
    watch_lock,
    watch_process,
)
from ocmem.watch.scheduler import run_watch


def watch_context(tmp_path: Path, interval: str = "0.2") -> Context:
    env = dict(os.environ, OPENCODE_MEMORY_WATCH_INTERVAL=interval)
    return context.build(tmp_path, env)


def report() -> ScanReport:
    return ScanReport("2026-01-01T00:00:00Z", 1, 0, 0, (), (), 3.0, 5)


def signal_soon(signum: int, delay: float = 0.1) -> None:
    threading.Timer(delay, os.kill, (os.getpid(), signum)).start()


def test_sigterm_between_scans_ends_the_loop(tmp_path: Path) -> None:
    scans: list[float] = []

    def scanner(ctx: Context) -> ScanReport:
        scans.append(time.monotonic())
        if len(scans) == 3:
            signal_soon(signal.SIGTERM)
        return report()

    before = signal.getsignal(signal.SIGTERM)
    started = time.monotonic()
    ended = run_watch(watch_context(tmp_path), scanner=scanner, echo_log=False)

    assert ended.stopped_by == "SIGTERM"
    assert ended.scans == 3
    assert not ended.interrupted_scan
    # The interval is a fixed rate anchored at the first scan (a late first scan is followed
    # at once by the second one), so scan k starts no earlier than k intervals after the
    # watch started; the gap between two given scans may be shorter on a starved machine.
    for k, at in enumerate(scans):
        assert at - started >= 0.2 * k - 0.005, f"scan {k} ran before {k} interval(s)"
    assert signal.getsignal(signal.SIGTERM) is before
    assert ended.log_file is not None
    log = Path(ended.log_file).read_text()
    assert log.count("watch scan: considered=0") == 3
    assert "watch stopped by SIGTERM after 3 scan(s)" in log


def test_sigterm_during_a_scan_interrupts_it(tmp_path: Path) -> None:
    def scanner(ctx: Context) -> ScanReport:
        signal_soon(signal.SIGTERM)
        time.sleep(30)
        raise AssertionError("the stop signal should have interrupted the scan")

    started = time.monotonic()
    ended = run_watch(watch_context(tmp_path, interval="60"), scanner=scanner, echo_log=False)

    assert time.monotonic() - started < 10
    assert ended.stopped_by == "SIGTERM"
    assert ended.interrupted_scan
    assert ended.scans == 0


def test_sigint_is_reported_as_such(tmp_path: Path) -> None:
    def scanner(ctx: Context) -> ScanReport:
        signal_soon(signal.SIGINT)
        return report()

    ended = run_watch(watch_context(tmp_path, interval="60"), scanner=scanner, echo_log=False)

    assert ended.stopped_by == "SIGINT"


def test_a_failing_scan_is_logged_once_and_the_next_one_runs(tmp_path: Path) -> None:
    calls = 0

    def scanner(ctx: Context) -> ScanReport:
        nonlocal calls
        calls += 1
        if calls <= 3:
            raise OcmemError("opencode's database was not found at /nowhere", "run opencode")
        if calls == 4:
            raise RuntimeError("a bug in one scan")
        signal_soon(signal.SIGTERM)
        return report()

    ended = run_watch(watch_context(tmp_path), scanner=scanner, echo_log=False)

    assert (ended.failed_scans, ended.scans) == (4, 1)
    assert ended.log_file is not None
    log = Path(ended.log_file).read_text()
    assert log.count("watch scan failed: opencode's database was not found at /nowhere") == 1
    assert "watch scan failed: RuntimeError" in log


def test_a_second_watch_on_the_same_state_dir_is_refused(tmp_path: Path) -> None:
    ctx = watch_context(tmp_path)
    with watch_lock(ctx.state_dir):
        running = watch_process(ctx.state_dir)
        assert (running.running, running.pid) == (True, os.getpid())
        with pytest.raises(WatchAlreadyRunningError) as refused:
            run_watch(ctx, scanner=lambda c: report(), echo_log=False)
    assert f"pid {os.getpid()}" in refused.value.message
    assert str(ctx.state_dir) in refused.value.message
    assert refused.value.hint
    assert "OPENCODE_MEMORY_STATE_DIR" in refused.value.hint
    assert watch_process(ctx.state_dir).running is False


def test_an_error_inside_the_watch_is_not_mistaken_for_a_running_watch(tmp_path: Path) -> None:
    from ocmem.state.lock import LockTimeout

    with pytest.raises(LockTimeout), watch_lock(watch_context(tmp_path).state_dir):
        raise LockTimeout("pipeline-store-x", 5.0, None)
