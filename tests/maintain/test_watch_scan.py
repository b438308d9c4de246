"""A watch scan with the database and the pipeline faked: grouping, settings, failures."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

import pytest
from testing.opencode_harness import make_git_repo

from ocmem import context
from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.gateway.database import SessionInfo
from ocmem.maintain.pipeline import MaintainReport, SessionOutcome
from ocmem.state.lock import LockHolder, LockTimeout
from ocmem.store.location import resolve_store
from ocmem.watch import scanner

NOW = 1_800_000_000.0


def session(sid: str, directory: Path, quiet_minutes: float = 10) -> SessionInfo:
    last = int((NOW - quiet_minutes * 60) * 1000)
    return SessionInfo(
        id=sid,
        directory=str(directory),
        title="t",
        project_id=None,
        parent_id=None,
        time_created=last - 1000,
        time_updated=last,
        time_archived=None,
        agent=None,
        model="fake/m1",
        model_variant=None,
        user_turns=1,
        turn_ids=(f"msg-{sid}",),
        turns_fingerprint=f"fp-{sid}",
        last_message_time=last,
        busy=False,
        has_completed_reply=True,
        is_our_fork=False,
        is_fork=False,
        fork_own_turns=0,
    )


class FakeDatabase:
    sessions: ClassVar[Sequence[SessionInfo]] = ()
    since: ClassVar[list[int | None]] = []

    def __init__(self, path: Path) -> None:
        self.path = path

    def __enter__(self) -> FakeDatabase:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def all_sessions(self, *, since_ms: int | None = None) -> list[SessionInfo]:
        FakeDatabase.since.append(since_ms)
        return list(self.sessions)


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Fake database and pipeline; each pipeline call is recorded."""
    recorded: list[dict[str, Any]] = []
    FakeDatabase.since = []
    monkeypatch.setattr(scanner, "OpencodeDatabase", FakeDatabase)

    def fake_maintain(ctx: Context, **kwargs: Any) -> MaintainReport:
        location = ctx.store
        recorded.append({"directory": ctx.directory, "cfg": ctx.settings, **kwargs})
        outcomes = tuple(
            SessionOutcome(
                sid, "extracted", "no-mark", str(ctx.directory), saved=1, fork_id=f"f-{sid}"
            )
            for sid in kwargs["session_ids"]
        )
        return MaintainReport(
            str(location.memory_dir), location.mode, str(location.root), outcomes, dream=None
        )

    monkeypatch.setattr(scanner, "maintain", fake_maintain)
    return recorded


def run_scan(cwd: Path, **env_changes: str) -> scanner.ScanReport:
    env = dict(os.environ, **env_changes)
    return scanner.scan(context.build(cwd, env), now=NOW)


def test_sessions_are_mined_per_store_each_store_once(
    tmp_path: Path, calls: list[dict[str, Any]]
) -> None:
    alpha = make_git_repo(tmp_path / "alpha", os.environ)
    (alpha / "src").mkdir()
    beta = make_git_repo(tmp_path / "beta", os.environ)
    FakeDatabase.sessions = [
        session("a-root", alpha, quiet_minutes=5),
        session("b", beta, quiet_minutes=7),
        session("a-src", alpha / "src", quiet_minutes=9),
    ]

    report = run_scan(tmp_path)

    assert [(c["directory"], c["session_ids"]) for c in calls] == [
        (alpha, ["a-root", "a-src"]),
        (beta, ["b"]),
    ]
    assert all(c["lock_timeout"] == scanner.STORE_LOCK_WAIT for c in calls)
    alpha_store = str(resolve_store(alpha, "auto", os.environ).memory_dir)
    beta_store = str(resolve_store(beta, "auto", os.environ).memory_dir)
    assert {s.id: s.store for s in report.sessions} == {
        "a-root": alpha_store,
        "a-src": alpha_store,
        "b": beta_store,
    }
    assert [s.store for s in report.stores] == [alpha_store, beta_store]
    assert report.forks == 3
    assert FakeDatabase.since == [int((NOW - scanner.LOOKBACK_HOURS * 3600) * 1000)]
    assert report.summary().startswith(
        "watch scan: considered=3 up_to_date=0 extracted=3 failed=0 skipped=0 forks=3 stores=2 "
    )


def test_each_project_is_mined_with_its_own_settings(
    tmp_path: Path, calls: list[dict[str, Any]]
) -> None:
    alpha = make_git_repo(tmp_path / "alpha", os.environ)
    beta = make_git_repo(tmp_path / "beta", os.environ)
    (beta / ".opencode").mkdir()
    (beta / ".opencode" / "opencode-memory.toml").write_text('[local]\nmode = "on"\n')
    FakeDatabase.sessions = [session("a", alpha), session("b", beta)]

    report = run_scan(tmp_path)

    modes = {c["session_ids"][0]: c["cfg"].local.mode for c in calls}
    assert modes == {"a": "auto", "b": "on"}
    stores = {s.id: s.store for s in report.sessions}
    assert stores["b"] == str(beta / ".claude" / "memory")
    assert stores["a"] == str(resolve_store(alpha, "auto", os.environ).memory_dir)


def test_watch_settings_come_from_the_watch_process(
    tmp_path: Path, calls: list[dict[str, Any]]
) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)
    FakeDatabase.sessions = [session(f"s{i}", repo, quiet_minutes=2 + i) for i in range(4)]

    report = run_scan(
        tmp_path,
        OPENCODE_MEMORY_WATCH_IDLE_MINUTES="3",
        OPENCODE_MEMORY_WATCH_MAX_FORKS="2",
    )

    assert [c["session_ids"] for c in calls] == [["s1", "s2"]]
    assert {s.id: s.reason for s in report.sessions if s.action == "skipped"} == {
        "s0": "not-idle",
        "s3": "scan-cap",
    }
    assert "skipped=2 (not-idle:1,scan-cap:1)" in report.summary()


def test_a_locked_store_waits_for_the_next_scan_and_others_go_on(
    tmp_path: Path, calls: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    busy = make_git_repo(tmp_path / "busy", os.environ)
    free = make_git_repo(tmp_path / "free", os.environ)
    FakeDatabase.sessions = [session("locked", busy, 5), session("ok", free, 6)]
    real = vars(scanner)["maintain"]  # the recording fake the fixture put in

    def locked_or_real(ctx: Context, **kwargs: Any) -> Any:
        if ctx.directory == busy:
            holder = LockHolder(4242, None, "2026-01-01T00:00:00.000Z", "elsewhere")
            raise LockTimeout("pipeline-x", 5.0, holder)
        return real(ctx, **kwargs)

    monkeypatch.setattr(scanner, "maintain", locked_or_real)

    report = run_scan(tmp_path)

    outcomes = {s.id: (s.action, s.reason) for s in report.sessions}
    assert outcomes == {"locked": ("skipped", "store-locked"), "ok": ("extracted", "no-mark")}
    locked_pass = next(p for p in report.stores if p.error)
    assert "pid 4242" in (locked_pass.error or "")


def test_a_failing_store_is_reported_and_the_scan_goes_on(
    tmp_path: Path, calls: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = make_git_repo(tmp_path / "broken", os.environ)
    fine = make_git_repo(tmp_path / "fine", os.environ)
    FakeDatabase.sessions = [session("x", broken, 5), session("y", fine, 6)]
    real = vars(scanner)["maintain"]  # the recording fake the fixture put in

    def failing(ctx: Context, **kwargs: Any) -> Any:
        if ctx.directory == broken:
            raise OcmemError("opencode was not found on PATH", "install it")
        return real(ctx, **kwargs)

    monkeypatch.setattr(scanner, "maintain", failing)

    report = run_scan(tmp_path)

    assert {s.id: (s.action, s.reason) for s in report.sessions} == {
        "x": ("failed", "opencode was not found on PATH"),
        "y": ("extracted", "no-mark"),
    }
    assert report.count("failed") == 1


def test_a_store_that_cannot_be_resolved_fails_only_its_sessions(
    tmp_path: Path, calls: list[dict[str, Any]]
) -> None:
    blocked = make_git_repo(tmp_path / "blocked", os.environ)
    (blocked / ".claude").write_text("a file where the in-repo store would go\n")
    (blocked / ".opencode").mkdir()
    (blocked / ".opencode" / "opencode-memory.toml").write_text('[local]\nmode = "on"\n')
    fine = make_git_repo(tmp_path / "fine", os.environ)
    FakeDatabase.sessions = [session("blocked", blocked, 5), session("fine", fine, 6)]

    report = run_scan(tmp_path)

    outcomes = {s.id: s for s in report.sessions}
    assert outcomes["blocked"].action == "failed"
    assert outcomes["blocked"].reason.startswith("store: in-repo memory is on")
    assert outcomes["fine"].action == "extracted"
    assert [c["session_ids"] for c in calls] == [["fine"]]


def test_the_report_json_carries_the_documented_keys(
    tmp_path: Path, calls: list[dict[str, Any]]
) -> None:
    from ocmem.cli.render import to_jsonable

    repo = make_git_repo(tmp_path / "repo", os.environ)
    FakeDatabase.sessions = [session("s", repo)]

    data = to_jsonable(run_scan(tmp_path))

    (entry,) = data["sessions"]
    assert {"id", "action", "reason", "store", "directory"} <= set(entry)
    assert entry["action"] == "extracted"
    assert {"considered", "up_to_date", "stores", "started_at", "duration_ms"} <= set(data)


def test_a_store_that_cannot_be_written_fails_only_its_sessions(
    tmp_path: Path, calls: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)
    FakeDatabase.sessions = [session("s", repo)]

    def unwritable(ctx: Context, **kwargs: Any) -> Any:
        raise PermissionError(13, "Permission denied", "/store/MEMORY.md")

    monkeypatch.setattr(scanner, "maintain", unwritable)

    (outcome,) = run_scan(tmp_path).sessions

    assert (outcome.action, outcome.reason) == ("failed", "Permission denied: /store/MEMORY.md")


def test_a_bug_in_one_stores_pass_fails_only_that_store(
    tmp_path: Path, calls: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = make_git_repo(tmp_path / "broken", os.environ)
    fine = make_git_repo(tmp_path / "fine", os.environ)
    FakeDatabase.sessions = [session("x", broken, 5), session("y", fine, 6)]
    real = vars(scanner)["maintain"]

    def buggy(ctx: Context, **kwargs: Any) -> Any:
        if ctx.directory == broken:
            raise KeyError("text a model wrote")
        return real(ctx, **kwargs)

    monkeypatch.setattr(scanner, "maintain", buggy)

    report = run_scan(tmp_path)

    assert {s.id: (s.action, s.reason) for s in report.sessions} == {
        "x": ("failed", "internal-error: KeyError"),
        "y": ("extracted", "no-mark"),
    }
