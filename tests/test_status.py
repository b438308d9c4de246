"""`status` without opencode: the store part, the watch process and the recall file."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from testing.cli import ocmem
from testing.opencode_harness import make_git_repo
from testing.scripts import ops_answer

from ocmem import context
from ocmem import settings as settings_mod
from ocmem.state import dream_gate
from ocmem.status import project_status
from ocmem.store import apply_ops, resolve_store
from ocmem.watch.scanner import watch_lock
from ocmem.wrapper.launch_recall import store_recall_file
from testing import core, fake_fork


def saves(count: int) -> dict[str, object]:
    return {
        "save": [
            {
                "file": f"project_fact_{n}.md",
                "name": f"fact-{n}",
                "description": f"Fact number {n} about port {8000 + n}",
                "type": "project",
                "body": f"Fact {n}: the service listens on port {8000 + n}.",
            }
            for n in range(count)
        ]
    }


def test_store_counts_and_a_missing_database(tmp_path: Path) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)
    env = dict(os.environ, OPENCODE_MEMORY_INDEX_MAX_LINES="3")
    cfg = settings_mod.resolve(repo, env)
    location = resolve_store(repo, "auto", env)
    apply_ops(location, saves(4), session_id="ses_x", scrub=False, state_dir=cfg.state.dir)
    dream_gate.record_dream(cfg.state.dir, location.memory_dir, when=1_767_225_600.0)

    report = project_status(context.build(repo, env))

    assert report.store == str(location.memory_dir)
    assert (report.mode, report.root, report.exists) == ("global", str(repo), True)
    assert (report.memories, report.index_lines, report.index_max_lines) == (4, 4, 3)
    assert report.over_soft_limit
    assert report.index_in_sync
    assert report.last_dream == "2026-01-01T00:00:00Z"
    assert report.pending == ()
    assert report.sessions_in_scope is None
    assert report.database_error is not None
    assert "database was not found" in report.database_error
    assert report.watch.running is False


def test_a_running_watch_is_reported_with_its_pid(tmp_path: Path) -> None:
    cfg = settings_mod.resolve(tmp_path)
    with watch_lock(cfg.state.dir):
        running = project_status(context.build(tmp_path)).watch
    assert (running.running, running.pid) == (True, os.getpid())
    assert running.since is not None


def test_recall_bytes_is_the_size_of_the_stores_recall_file(tmp_path: Path) -> None:
    cfg = settings_mod.resolve(tmp_path)
    location = resolve_store(tmp_path, "auto", os.environ)
    assert project_status(context.build(tmp_path)).recall_bytes is None, "no recall file yet"

    apply_ops(location, saves(2), session_id="ses_x", scrub=False, state_dir=cfg.state.dir)
    recall_file = store_recall_file(location, cfg.state.dir)
    report = project_status(context.build(tmp_path))

    assert recall_file.is_file(), "every store write refreshes the recall file"
    assert report.recall_bytes == recall_file.stat().st_size > 0
    assert report.recall_file == str(recall_file)


def test_status_json_and_text(tmp_path: Path) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)

    as_json = ocmem(["status", "--dir", str(repo), "--json"])
    text = ocmem(["status", "--dir", str(repo)])

    assert as_json.returncode == 0, as_json.stderr
    data = as_json.json()
    expected = {"store", "mode", "memories", "index_lines", "pending", "last_dream", "gate"}
    assert expected | {"recall_bytes", "marks", "watch"} <= set(data)
    assert data["store"] == str(resolve_store(repo, "auto", os.environ).memory_dir)
    assert data["pending"] == []
    assert text.returncode == 0, text.stderr
    assert f"store:      {data['store']} (global) (not created yet)" in text.stdout
    assert "last dream: never" in text.stdout
    assert "watch:      not running" in text.stdout


def test_memories_over_4_kb_and_an_unreadable_index_are_flagged(tmp_path: Path) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)
    cfg = settings_mod.resolve(repo)
    location = resolve_store(repo, "auto", os.environ)
    big = {
        "file": "project_big.md",
        "name": "big",
        "description": "a long memory",
        "type": "project",
        "body": "word " * 900,  # about 4.5 KB with its frontmatter
    }
    apply_ops(
        location,
        {"save": [big, *saves(1)["save"]]},  # type: ignore[list-item]
        session_id=None,
        scrub=False,
        state_dir=cfg.state.dir,
    )
    report = project_status(context.build(repo))
    assert report.oversized == ("project_big.md",)
    assert report.store_source.startswith("default")
    shown = ocmem(["status", "--dir", str(repo)])
    assert "1 over 4 KB (project_big.md)" in shown.stdout
    assert "from:       default" in shown.stdout

    index = location.memory_dir / "MEMORY.md"
    index.unlink()
    index.symlink_to(tmp_path / "elsewhere")
    report = project_status(context.build(repo))
    assert report.index_problem == "MEMORY.md is a symlink (not followed)"
    assert not report.index_in_sync
    assert (
        "MEMORY.md is a symlink (not followed): not read"
        in ocmem(["status", "--dir", str(repo)]).stdout
    )


def test_pending_sessions_before_and_after_extraction(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Moved from test_status_e2e.py, in-process over a real opencode-schema database; a
    status read from real opencode rows stays in test_pipeline_e2e.py."""
    proj = core.project(make_git_repo(tmp_path / "repo", os.environ), os.environ, tmp_path)
    ops = {
        "save": [
            {
                "file": "project_ci.md",
                "name": "ci",
                "description": "CI runs on every push",
                "type": "project",
                "body": "CI runs on every push.",
            }
        ]
    }
    cli = fake_fork.in_process_cli(
        monkeypatch, proj, core.FakeForker([core.answered(ops_answer(ops))])
    )

    def status() -> dict[str, Any]:
        result = cli(["status", "--dir", str(proj.repo), "--json"])
        assert result.returncode == 0, result.stderr
        data: dict[str, Any] = result.json()
        return data

    session = proj.session("CI runs on every push.")

    before = status()

    assert before["pending"] == [session]
    assert before["sessions_in_scope"] == 1
    assert before["marks"] == []
    assert before["memories"] == 0
    assert before["gate"]["due"] is False
    assert before["gate"]["reason"] == "too-few-sessions"
    assert before["database_error"] is None

    assert cli(["maintain", "--dir", str(proj.repo)]).returncode == 0
    after = status()

    assert after["pending"] == []
    assert after["memories"] == 1
    assert after["index_lines"] == 1
    (mark,) = after["marks"]
    assert (mark["session"], mark["mined_turns"], mark["user_turns"]) == (session, 1, 1)
    assert mark["failures"] == 0

    proj.rows.turn(session, "Releases are tagged on main.")
    assert status()["pending"] == [session], "a new user turn is pending again"


def test_a_session_whose_pass_failed_is_pending_not_mined(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # status said "1 in scope, 1 mined" and "pending: ses_…" in one breath.
    proj = core.project(make_git_repo(tmp_path / "repo", os.environ), os.environ, tmp_path)
    cli = fake_fork.in_process_cli(monkeypatch, proj, core.FakeForker([core.failed("exit 1")]))
    session = proj.session("CI runs on every push.")
    cli(["maintain", "--dir", str(proj.repo)])

    text = cli(["status", "--dir", str(proj.repo)]).stdout

    assert "sessions:   1 in scope, 0 mined" in text
    assert f"pending:    {session}" in text
    assert f"  {session}  0/1 user turns mined, 1 failure(s)" in text
