"""`finish`: every command's ending (render, report the failed passes, exit with the
result's own code), and the exit code each result object gives."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer

from ocmem.cli.commands import register
from ocmem.cli.finish import finish
from ocmem.doctor import Check, DoctorReport
from ocmem.maintain.dream import DreamOutcome
from ocmem.maintain.pipeline import MaintainReport, SessionOutcome
from ocmem.maintain.purge import PurgeOutcome, PurgeReport
from ocmem.store.audit import AuditReport
from ocmem.watch.scanner import ScanReport, WatchOutcome

register()  # the text renderers


def _maintain(*actions: str) -> MaintainReport:
    sessions = tuple(
        SessionOutcome(
            id=f"ses_{i}", action=a, reason="fork-failed: no model" if a == "failed" else ""
        )
        for i, a in enumerate(actions)
    )
    return MaintainReport(store="/p/.claude/memory", mode="global", root="/p", sessions=sessions)


def _scan(*actions: str) -> ScanReport:
    sessions = tuple(
        WatchOutcome(id=f"ses_{i}", action=a, reason="timeout: slow" if a == "failed" else "idle")
        for i, a in enumerate(actions)
    )
    return ScanReport(
        started_at="2026-11-25T00:00:00Z",
        duration_ms=5,
        considered=len(actions),
        up_to_date=0,
        sessions=sessions,
        stores=(),
        idle_minutes=10,
        max_forks=2,
    )


def _dream(result: str) -> DreamOutcome:
    return DreamOutcome(mode="forced", result=result, reason="bad-answer: no ops", store="/s")


def test_each_result_gives_the_exit_code_its_command_always_had() -> None:
    assert (
        _maintain("extracted", "skipped").exit_code,
        _maintain("extracted", "failed").exit_code,
    ) == (0, 1)
    assert (_scan("extracted").exit_code, _scan("skipped", "failed").exit_code) == (0, 1)
    assert (_dream("ok").exit_code, _dream("skipped").exit_code, _dream("fail").exit_code) == (
        0,
        0,
        1,
    )
    failing = Check(name="opencode", status="fail", detail="missing")
    warning = Check(name="hook", status="warn", detail="not installed")
    assert DoctorReport("/p", (warning,)).exit_code == 0
    assert DoctorReport("/p", (warning, failing)).exit_code == 1
    purged = PurgeOutcome("ses_1", "deleted", "our-fork", "(fork #1)", "/p", 1)
    failed = PurgeOutcome("ses_2", "failed", "delete-failed", "(fork #2)", "/p", 1)
    assert PurgeReport("project", "/p", True, (purged,)).exit_code == 0
    assert PurgeReport("project", "/p", True, (purged, failed)).exit_code == 1
    assert AuditReport("/s", 0, (), 100, strict=True).exit_code == 0


def test_a_clean_result_renders_and_returns(capsys: pytest.CaptureFixture[str]) -> None:
    finish(_maintain("extracted"), as_json=True)
    out, err = capsys.readouterr()
    assert json.loads(out)["sessions"][0]["id"] == "ses_0"
    assert "exit_code" not in json.loads(out)
    assert err == ""


def test_failed_passes_are_named_with_a_hint_and_the_log_then_the_code_exits(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    log = tmp_path / "watch.log"
    with pytest.raises(typer.Exit) as exited:
        finish(_scan("extracted", "failed"), as_json=False, log_file=log, command="watch")
    assert exited.value.exit_code == 1
    out, err = capsys.readouterr()
    assert "ses_1" in out
    lines = err.splitlines()
    assert lines[0].startswith("opencode-memory: error: session ses_1: timeout: slow (hint: ")
    assert "extract.timeout" in lines[0]
    assert lines[1:] == [f"opencode-memory: log: {log}"]


def test_a_failed_dream_is_reported_as_the_dream(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(typer.Exit):
        finish(_dream("fail"), as_json=False, command="dream")
    err = capsys.readouterr().err
    assert err.startswith("opencode-memory: error: dream: bad-answer: no ops (hint: ")


def test_in_the_background_the_failure_is_kept_for_status(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from ocmem.state import background

    monkeypatch.setenv(background.BACKGROUND_ENV, "1")
    with pytest.raises(typer.Exit):
        finish(_maintain("failed"), as_json=True, note_in=tmp_path)
    kept = background.last_failure(tmp_path)
    assert kept is not None
    assert (kept.command, kept.message) == ("maintain", "session ses_0: fork-failed: no model")
