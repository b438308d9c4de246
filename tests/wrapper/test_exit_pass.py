"""The exit pass's bookkeeping: sessions oldest first, and one failure costs no other."""

from __future__ import annotations

import errno
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from ocmem import context
from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.maintain.pipeline import MaintainReport, SessionOutcome
from ocmem.wrapper import exit_pass


@dataclass(frozen=True)
class FakeSession:
    id: str


def test_sessions_are_mined_oldest_first_in_one_maintain_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    newest_first = [FakeSession("ses_new"), FakeSession("ses_mid"), FakeSession("ses_old")]
    seen: list[tuple[str, int]] = []
    calls: list[list[str]] = []

    def sessions_ran(ctx: Context, since_ms: int) -> list[FakeSession]:
        seen.append((str(ctx.directory), since_ms))
        return newest_first

    def run_maintain(ctx: Context, *, session_ids: list[str], **_: Any) -> MaintainReport:
        calls.append(list(session_ids))
        outcomes = tuple(
            SessionOutcome(sid, "failed" if sid == "ses_mid" else "extracted", "no-mark")
            for sid in session_ids
        )
        return MaintainReport(str(tmp_path), "global", str(tmp_path), outcomes)

    monkeypatch.setattr(exit_pass, "sessions_ran", sessions_ran)
    ctx = context.build(tmp_path, os.environ)
    report = exit_pass.run_exit_pass(ctx, 1234, run_maintain=run_maintain)

    assert seen == [(str(tmp_path), 1234)]
    assert calls == [["ses_old", "ses_mid", "ses_new"]], "one run: one lock and one dream gate"
    assert [s.id for s in report.sessions] == ["ses_old", "ses_mid", "ses_new"]
    assert not report.ok, "a failed session makes the pass not ok"


def test_a_failing_run_is_reported_not_raised(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def run_maintain(*_: Any, **__: Any) -> MaintainReport:
        raise OcmemError("lock timed out", "try again later")

    monkeypatch.setattr(exit_pass, "sessions_ran", lambda *_: [FakeSession("ses_a")])
    ctx = context.build(tmp_path, os.environ)
    report = exit_pass.run_exit_pass(ctx, 1, run_maintain=run_maintain)
    assert report.failures == ("lock timed out (hint: try again later)",)
    assert not report.ok


def test_a_full_disk_is_said_as_such_not_as_a_bug(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found by a black-box tester: after the line saying the log stopped taking writes,
    the exit pass printed 'OSError: [Errno 28] … please report this to opencode-memory'."""

    def run_maintain(*_: Any, **__: Any) -> MaintainReport:
        raise OSError(errno.ENOSPC, "No space left on device", str(tmp_path / "state"))

    monkeypatch.setattr(exit_pass, "sessions_ran", lambda *_: [FakeSession("ses_a")])
    ctx = context.build(tmp_path, os.environ)
    (failure,) = exit_pass.run_exit_pass(ctx, 1, run_maintain=run_maintain).failures
    assert failure.startswith("no space left to write")
    assert "free some disk space" in failure
    assert "report" not in failure


def test_no_session_in_the_window_is_not_a_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(exit_pass, "sessions_ran", lambda *_: [])
    ctx = context.build(tmp_path, os.environ)
    report = exit_pass.run_exit_pass(ctx, 0)
    assert (report.sessions, report.failures, report.ok) == ((), (), True)


def test_the_start_of_extraction_is_announced_only_when_there_is_something_to_mine(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    announced: list[str] = []
    ctx = context.build(tmp_path, os.environ)

    def run_maintain(ctx: Context, *, session_ids: list[str], **_: Any) -> MaintainReport:
        announced.append("maintain")
        outcomes = tuple(SessionOutcome(sid, "extracted", "no-mark") for sid in session_ids)
        return MaintainReport(str(tmp_path), "global", str(tmp_path), outcomes)

    monkeypatch.setattr(exit_pass, "sessions_ran", lambda *_: [])
    exit_pass.run_exit_pass(
        ctx, 0, run_maintain=run_maintain, announce=lambda: announced.append("announce")
    )
    assert announced == []

    monkeypatch.setattr(exit_pass, "sessions_ran", lambda *_: [FakeSession("ses_a")])
    exit_pass.run_exit_pass(
        ctx, 0, run_maintain=run_maintain, announce=lambda: announced.append("announce")
    )
    assert announced == ["announce", "maintain"]


def test_the_detached_command_line() -> None:
    assert exit_pass.post_session_args(Path("/p"), 42) == [
        "_post-session", "--dir", "/p", "--since-ms", "42",
    ]  # fmt: skip
