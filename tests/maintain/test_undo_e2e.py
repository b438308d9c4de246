"""Every change can be undone, end to end: an overwrite, a merge, a dream and an `rm`."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, ops_answer

from ocmem import settings as settings_mod
from ocmem.store import apply_ops, resolve_store
from ocmem.store.index import index_targets

pytestmark = pytest.mark.opencode

DEPLOY = {
    "file": "project_deploy.md",
    "name": "deploy-command",
    "type": "project",
    "description": "Deploys run make ship after make test",
    "body": "Deploy with `make ship` once `make test` passes.",
}
LINT = {
    "file": "feedback_lint.md",
    "name": "lint-first",
    "type": "feedback",
    "description": "Run the linter before every commit",
    "body": "Run `make lint` before every commit; the user asked twice.",
}
DOCS = {
    "file": "reference_docs.md",
    "name": "docs-site",
    "type": "reference",
    "description": "The docs site is built from docs/ with mkdocs",
    "body": "Build the docs with `mkdocs build` from the docs/ directory.",
}


def seed(repo: Path) -> Path:
    apply_ops(
        resolve_store(repo, "auto", os.environ),
        {"save": [DEPLOY, LINT, DOCS]},
        session_id=None,
        scrub=False,
        state_dir=settings_mod.resolve(repo).state_dir(),
        dedup_threshold=101,
    )
    return resolve_store(repo, "auto", os.environ).memory_dir


def memory_files(store: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(store.glob("*.md")) if p.name != "MEMORY.md"}


def index_matches(store: Path) -> bool:
    targets = index_targets((store / "MEMORY.md").read_text())
    return sorted(targets) == sorted(memory_files(store))


def newest_pass(repo: Path) -> dict[str, object]:
    listed = ocmem(["history", "--dir", str(repo), "-n", "1", "--json"])
    assert listed.returncode == 0, listed.stderr
    (record,) = listed.json()["passes"]
    assert isinstance(record, dict)
    return record


def restore(repo: Path, *args: str) -> None:
    result = ocmem(["restore", "--dir", str(repo), *args])
    assert result.returncode == 0, result.stderr


def test_an_extraction_overwrite_and_a_merge_are_each_undone(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    store = seed(git_repo)
    before = memory_files(store)
    overwrite = {**DEPLOY, "body": "Deploy with `make release` now; `make ship` is gone."}
    rephrased = {**LINT, "file": "feedback_lint_rule.md", "body": LINT["body"] + "!"}
    opencode.server.responder = Script(extract=ops_answer({"save": [overwrite, rephrased]}))
    session = opencode.new_session(git_repo, "We release with make release now.")

    result = ocmem(["maintain", "--dir", str(git_repo), "--json"])

    assert result.returncode == 0, result.stderr
    (outcome,) = result.json()["sessions"]
    assert (outcome["action"], outcome["updated"]) == ("extracted", 1)
    assert b"make release" in (store / "project_deploy.md").read_bytes()
    assert not (store / "feedback_lint_rule.md").exists(), "the rephrasing merged into its twin"
    assert (store / "feedback_lint.md").read_bytes() != before["feedback_lint.md"]
    record = newest_pass(git_repo)
    assert (record["kind"], record["session"]) == ("extract", session)
    actions = {f["file"]: f["action"] for f in record["files"]}  # type: ignore[attr-defined]
    assert actions == {"project_deploy.md": "updated", "feedback_lint.md": "merged"}

    restore(git_repo, "--file", "project_deploy.md")
    assert (store / "project_deploy.md").read_bytes() == before["project_deploy.md"]

    restore(git_repo, "--pass", str(record["id"]))
    assert memory_files(store) == before
    assert index_matches(store)


def test_a_dream_and_an_rm_are_each_undone(opencode: OpencodeHarness, git_repo: Path) -> None:
    store = seed(git_repo)
    before = memory_files(store)
    merged = {**LINT, "body": "Run `make lint` and `make test` before every commit."}
    opencode.server.responder = Script(
        dream=ops_answer({"save": [merged], "delete": ["reference_docs.md"]})
    )
    opencode.new_session(git_repo, "Hello.")

    dreamt = ocmem(["dream", "--dir", str(git_repo), "--json"])

    assert dreamt.returncode == 0, dreamt.stderr
    assert (dreamt.json()["result"], dreamt.json()["deleted"]) == ("ok", 1)
    record = newest_pass(git_repo)
    assert record["kind"] == "dream"
    assert record["note"] == f"backup {dreamt.json()['backup']}"
    restore(git_repo, "--pass", str(record["id"]))
    assert memory_files(store) == before
    assert index_matches(store)

    removed = ocmem(["memories", "rm", "reference_docs.md", "--dir", str(git_repo)])
    assert removed.returncode == 0, removed.stderr
    assert "reference_docs.md" not in memory_files(store)
    restore(git_repo, "--file", "reference_docs.md")
    assert memory_files(store) == before
    assert index_matches(store)
