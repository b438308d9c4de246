"""Dream passes end to end: gate, merge/delete, mass-delete guard, restore, lock, journal."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest
from testing.cli import CliResult, ocmem
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, fork_requests, ops_answer

from ocmem import settings as settings_mod
from ocmem.prompts import DREAM_MARKER, EXTRACT_MARKER
from ocmem.scripted_model import RecordedRequest, Reply
from ocmem.state import dream_gate
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
        state_dir=cfg.state_dir(),
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


def test_gate_fires_with_enough_sessions_and_time(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    memory_dir = seed_store(git_repo, [fact(1), fact(2)])
    dream_gate.record_dream(
        settings_mod.resolve(git_repo).state_dir(), memory_dir, time.time() - 48 * 3600
    )
    opencode.server.responder = Script(dream=ops_answer({}))
    for i in range(4):
        opencode.new_session(git_repo, f"Session {i}.")
    env = dict(
        os.environ,
        OPENCODE_MEMORY_EXTRACT="off",
        OPENCODE_MEMORY_AUTODREAM_MIN_SESSIONS="5",
        OPENCODE_MEMORY_AUTODREAM_MIN_HOURS="24",
    )

    quiet = ocmem(["maintain", "--dir", str(git_repo), "--json"], env=env)

    assert quiet.returncode == 0, quiet.stderr
    assert quiet.json()["dream"]["result"] == "skipped"
    assert quiet.json()["dream"]["reason"] == "too-few-sessions"
    assert fork_requests(opencode.server.requests, DREAM_MARKER) == []

    for i in range(4, 6):
        opencode.new_session(git_repo, f"Session {i}.")
    due = ocmem(["maintain", "--dir", str(git_repo), "--json"], env=env)

    assert due.returncode == 0, due.stderr
    assert due.json()["dream"]["result"] == "ok"
    assert due.json()["dream"]["gate"]["sessions_since"] == 6
    assert len(fork_requests(opencode.server.requests, DREAM_MARKER)) == 1
    assert fork_requests(opencode.server.requests, EXTRACT_MARKER) == []
    decisions = [(j["mode"], j["result"], j.get("reason")) for j in journal_lines(git_repo, env)]
    assert decisions == [("auto", "skipped", "too-few-sessions"), ("auto", "ok", None)]
    assert (
        dream_gate.last_dream(settings_mod.resolve(git_repo).state_dir(), memory_dir)
        > time.time() - 600
    )


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
    (line,) = journal_lines(git_repo)
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


def test_mass_delete_is_refused_and_the_store_untouched(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    memory_dir = seed_store(git_repo, [fact(i) for i in range(10)])
    before = snapshot(memory_dir)
    doomed = [f"project_fact_{i}.md" for i in range(8)]
    opencode.server.responder = Script(dream=ops_answer({"delete": doomed}))
    opencode.new_session(git_repo, "Hello.")

    refused = ocmem(["dream", "--dir", str(git_repo), "--json"])

    assert refused.returncode == 1
    assert (refused.json()["result"], refused.json()["reason"]) == ("fail", "mass-delete")
    assert snapshot(memory_dir) == before
    (line,) = journal_lines(git_repo)
    assert (line["result"], line["reason"], line["deleted"]) == ("fail", "mass-delete", 0)

    dry = ocmem(["dream", "--dir", str(git_repo), "--dry-run", "--allow-mass-delete"])
    assert dry.returncode == 0, dry.stderr
    assert "8 delete(s); nothing written" in dry.stdout
    assert "-Module m3 owns topic 3." in dry.stdout
    assert snapshot(memory_dir) == before

    allowed = ocmem(["dream", "--dir", str(git_repo), "--allow-mass-delete", "--json"])
    assert allowed.json()["deleted"] == 8
    assert sorted(p.name for p in memory_dir.iterdir()) == [
        "MEMORY.md",
        "project_fact_8.md",
        "project_fact_9.md",
    ]


def test_no_session_to_fork_is_journaled(opencode: OpencodeHarness, git_repo: Path) -> None:
    seed_store(git_repo, [fact(1)])
    opencode.run(["--version"], cwd=git_repo)
    other = git_repo.parent / "elsewhere"
    other.mkdir()
    opencode.new_session(other, "A session in another project.")

    result = ocmem(["dream", "--dir", str(git_repo), "--json"])

    assert result.json()["result"] == "skipped"
    (line,) = journal_lines(git_repo)
    assert (line["mode"], line["result"], line["reason"]) == ("forced", "skipped", "no-session")


def test_dream_and_extraction_serialize_on_the_store_lock(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    seed_store(git_repo, [fact(1), fact(2)])
    spans: list[tuple[str, float, float]] = []
    lock = threading.Lock()

    def slow(kind: str, answer: str):  # type: ignore[no-untyped-def]
        def respond(request: RecordedRequest) -> Reply:
            start = time.monotonic()
            time.sleep(3)
            with lock:
                spans.append((kind, start, time.monotonic()))
            return Reply(text=answer)

        return respond

    opencode.server.responder = Script(
        extract=slow("extract", ops_answer({})), dream=slow("dream", ops_answer({}))
    )
    opencode.new_session(git_repo, "Hello there.")
    results: list[CliResult] = []

    def run(args: list[str]) -> None:
        results.append(ocmem(args))

    threads = [
        threading.Thread(target=run, args=(["maintain", "--dir", str(git_repo), "--json"],)),
        threading.Thread(target=run, args=(["dream", "--dir", str(git_repo), "--json"],)),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert all(r.returncode == 0 for r in results), [r.stderr for r in results]
    kinds = sorted(kind for kind, _, _ in spans)
    assert kinds == ["dream", "extract"]
    (_, _, a_end), (_, b_start, _) = sorted(spans, key=lambda s: s[1])
    assert a_end <= b_start, "the second fork started only after the first one finished"
