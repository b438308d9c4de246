"""A dream pass end to end: the host session found in opencode's real rows (none in another
project's), the fork on the session's model seeing every memory, merge/delete, the journal and
restore from the backup. The gate, the mass-delete guard, batches and the store lock are
tested in-process in test_dream_core.py."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, fork_requests, ops_answer

from ocmem import settings as settings_mod
from ocmem.prompts import DREAM_MARKER
from ocmem.store import apply_ops, resolve_store

pytestmark = pytest.mark.opencode


def seed_store(repo: Path, memories: list[dict[str, str]]) -> Path:
    cfg = settings_mod.resolve(repo)
    location = resolve_store(repo, "auto", os.environ)
    apply_ops(
        location,
        {"save": memories},
        session_id=None,
        scrub=False,
        state_dir=cfg.state.dir,
        dedup_threshold=101,
    )
    return location.memory_dir


def snapshot(directory: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(directory.iterdir()) if p.is_file()}


def fact(i: int, kind: str = "project") -> dict[str, str]:
    return {
        "file": f"{kind}_fact_{i}.md",
        "name": f"fact-{i}",
        "type": kind,
        "description": f"Fact number {i} about module m{i}",
        "body": f"Module m{i} owns topic {i}.",
    }


def journal_lines(repo: Path, env: dict[str, str] | None = None) -> list[dict[str, object]]:
    result = ocmem(["journal", "--dir", str(repo), "--json"], env=env)
    assert result.returncode == 0, result.stderr
    lines: list[dict[str, object]] = result.json()
    return lines


def test_forced_dream_merges_deletes_and_restore_undoes_it(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    older = {
        "file": "feedback_terse.md",
        "name": "terse",
        "type": "feedback",
        "description": "User wants terse answers",
        "body": "Keep answers short.",
        "created": "2026-01-05T10:00:00.000Z",
    }
    newer = {
        "file": "feedback_brief.md",
        "name": "brief",
        "type": "feedback",
        "description": "User prefers brief replies",
        "body": "Be brief in replies.",
        "created": "2026-03-01T10:00:00.000Z",
    }
    stale = {
        "file": "project_old_ci.md",
        "name": "old-ci",
        "type": "project",
        "description": "CI ran on Travis",
        "body": "CI used Travis (since replaced).",
    }
    memory_dir = seed_store(git_repo, [older, newer, stale, fact(1), fact(2)])
    before = snapshot(memory_dir)
    merged = {
        "file": "feedback_brief.md",
        "name": "brief-answers",
        "type": "feedback",
        "description": "User wants short, brief answers",
        "body": "Keep answers short and brief.",
        "created": older["created"],
    }
    opencode.server.responder = Script(
        dream=ops_answer({"save": [merged], "delete": ["feedback_terse.md", "project_old_ci.md"]})
    )
    other = git_repo.parent / "elsewhere"
    other.mkdir()
    opencode.new_session(other, "A session in another project.")

    alone = ocmem(["dream", "--dir", str(git_repo), "--json"])

    assert alone.json()["result"] == "skipped", "another project's session is no host"
    assert fork_requests(opencode.server.requests, DREAM_MARKER) == []
    assert snapshot(memory_dir) == before

    opencode.new_session(git_repo, "Hello.", model="fake/m2")

    result = ocmem(["dream", "--dir", str(git_repo), "--json"])

    assert result.returncode == 0, result.stderr
    outcome = result.json()
    assert (outcome["result"], outcome["deleted"], outcome["saved"]) == ("ok", 2, 1)
    assert sorted(p.name for p in memory_dir.iterdir()) == [
        "MEMORY.md",
        "feedback_brief.md",
        "project_fact_1.md",
        "project_fact_2.md",
    ]
    text = (memory_dir / "feedback_brief.md").read_text()
    assert f"created: {older['created']}\n" in text
    assert "Keep answers short and brief." in text
    index = (memory_dir / "MEMORY.md").read_text()
    assert "feedback_terse.md" not in index
    assert "project_old_ci.md" not in index
    assert "- [brief-answers](feedback_brief.md) — User wants short, brief answers" in index
    skipped, line = journal_lines(git_repo)
    assert (skipped["mode"], skipped["result"], skipped["reason"]) == (
        "forced",
        "skipped",
        "no-session",
    )
    assert line["mode"] == "forced"
    assert line["result"] == "ok"
    assert (line["deleted"], line["saved"]) == (2, 1)
    assert line["model"] == "fake/m2"
    (fork,) = fork_requests(opencode.server.requests, DREAM_MARKER)
    assert fork.model == "m2"
    for memory in (older, newer, stale):
        assert memory["body"] in fork.last_user_text(), "the dream sees every memory in full"

    restored = ocmem(["restore", "--dir", str(git_repo), "--backup", outcome["backup"], "--json"])

    assert restored.returncode == 0, restored.stderr
    assert snapshot(memory_dir) == before
