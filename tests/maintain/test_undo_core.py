"""Every change can be undone, in-process: an overwrite, a merge, a dream and an `rm`, through
the CLI called in this process with the fork faked at its seam (moved from test_undo_e2e.py;
a real dream fork restored from its backup stays in test_dream_e2e.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from testing.cli import CliResult
from testing.core import DEPLOY, FakeForker, Project, answered
from testing.fake_fork import in_process_cli
from testing.scripts import ops_answer

from ocmem.store import apply_ops, resolve_store
from ocmem.store.index import index_targets

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
Cli = Callable[[list[str]], CliResult]


def seed(proj: Project) -> Path:
    location = resolve_store(proj.repo, "auto", proj.env)
    apply_ops(
        location,
        {"save": [DEPLOY, LINT, DOCS]},
        session_id=None,
        scrub=False,
        state_dir=proj.settings().state.dir,
        dedup_threshold=101,
    )
    return location.memory_dir


def memory_files(store: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(store.glob("*.md")) if p.name != "MEMORY.md"}


def index_matches(store: Path) -> bool:
    targets = index_targets((store / "MEMORY.md").read_text())
    return sorted(targets) == sorted(memory_files(store))


def newest_pass(cli: Cli, repo: Path) -> dict[str, object]:
    listed = cli(["history", "--dir", str(repo), "-n", "1", "--json"])
    assert listed.returncode == 0, listed.stderr
    (record,) = listed.json()["passes"]
    assert isinstance(record, dict)
    return record


def restore(cli: Cli, repo: Path, *args: str) -> None:
    result = cli(["restore", "--dir", str(repo), *args])
    assert result.returncode == 0, result.stderr


def test_an_extraction_overwrite_and_a_merge_are_each_undone(
    proj: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = seed(proj)
    before = memory_files(store)
    overwrite = {**DEPLOY, "body": "Deploy with `make release` now; `make ship` is gone."}
    rephrased = {**LINT, "file": "feedback_lint_rule.md", "body": LINT["body"] + "!"}
    forker = FakeForker([answered(ops_answer({"save": [overwrite, rephrased]}))])
    cli = in_process_cli(monkeypatch, proj, forker)
    session = proj.session("We release with make release now.")

    result = cli(["maintain", "--dir", str(proj.repo), "--json"])

    assert result.returncode == 0, result.stderr
    (outcome,) = result.json()["sessions"]
    assert (outcome["action"], outcome["updated"]) == ("extracted", 1)
    assert b"make release" in (store / "project_deploy.md").read_bytes()
    assert not (store / "feedback_lint_rule.md").exists(), "the rephrasing merged into its twin"
    assert (store / "feedback_lint.md").read_bytes() != before["feedback_lint.md"]
    record = newest_pass(cli, proj.repo)
    assert (record["kind"], record["session"]) == ("extract", session)
    actions = {f["file"]: f["action"] for f in record["files"]}  # type: ignore[attr-defined]
    assert actions == {"project_deploy.md": "updated", "feedback_lint.md": "merged"}

    restore(cli, proj.repo, "--file", "project_deploy.md")
    assert (store / "project_deploy.md").read_bytes() == before["project_deploy.md"]

    restore(cli, proj.repo, "--pass", str(record["id"]))
    assert memory_files(store) == before
    assert index_matches(store)


def test_a_dream_and_an_rm_are_each_undone(proj: Project, monkeypatch: pytest.MonkeyPatch) -> None:
    store = seed(proj)
    before = memory_files(store)
    merged = {**LINT, "body": "Run `make lint` and `make test` before every commit."}
    forker = FakeForker([answered(ops_answer({"save": [merged], "delete": ["reference_docs.md"]}))])
    cli = in_process_cli(monkeypatch, proj, forker)
    proj.session("Hello.")

    dreamt = cli(["dream", "--dir", str(proj.repo), "--json"])

    assert dreamt.returncode == 0, dreamt.stderr
    assert (dreamt.json()["result"], dreamt.json()["deleted"]) == ("ok", 1)
    record = newest_pass(cli, proj.repo)
    assert record["kind"] == "dream"
    assert record["note"] == f"backup {dreamt.json()['backup']}"
    restore(cli, proj.repo, "--pass", str(record["id"]))
    assert memory_files(store) == before
    assert index_matches(store)

    removed = cli(["memories", "rm", "reference_docs.md", "--dir", str(proj.repo)])
    assert removed.returncode == 0, removed.stderr
    assert "reference_docs.md" not in memory_files(store)
    restore(cli, proj.repo, "--file", "reference_docs.md")
    assert memory_files(store) == before
    assert index_matches(store)
