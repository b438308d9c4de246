"""`history` and `restore` from the terminal: real processes, real exit codes."""

from __future__ import annotations

import os
import re
from pathlib import Path

from testing.cli import ocmem, ocmem_in_process

from ocmem import settings
from ocmem.state import history
from ocmem.store import apply_ops, resolve_store

NOTE = {
    "file": "project_notes.md",
    "name": "notes",
    "type": "project",
    "description": "Release notes live in docs/changes",
    "body": "Write release notes in docs/changes/.",
}


def seeded(tmp_path: Path) -> tuple[Path, Path]:
    project = tmp_path / "project"
    project.mkdir()
    location = resolve_store(project, "auto", os.environ)
    apply_ops(
        location,
        {"save": [NOTE]},
        session_id="ses_cli",
        scrub=False,
        state_dir=settings.resolve(project).state.dir,
    )
    return project, location.memory_dir


def test_rm_then_history_then_restore_file(tmp_path: Path) -> None:
    project, store = seeded(tmp_path)
    original = (store / "project_notes.md").read_bytes()

    removed = ocmem(["memories", "rm", "project_notes.md", "--dir", str(project)])
    assert removed.returncode == 0, removed.stderr
    assert "undo with: opencode-memory restore --file project_notes.md" in removed.stdout
    assert not (store / "project_notes.md").exists()

    listed = ocmem(["history", "--dir", str(project), "--json"])
    assert listed.returncode == 0, listed.stderr
    report = listed.json()
    assert report["store"] == str(store)
    newest, oldest = report["passes"]
    assert newest["kind"] == "rm"
    assert newest["files"][0]["file"] == "project_notes.md"
    assert newest["files"][0]["action"] == "deleted"
    assert (oldest["session"], oldest["files"][0]["action"]) == ("ses_cli", "created")
    text = ocmem(["history", "--dir", str(project), "-n", "1"]).stdout
    assert f"{newest['id']}  " in text
    assert "  deleted  project_notes.md" in text
    assert oldest["id"] not in text

    back = ocmem(["restore", "--file", "project_notes.md", "--dir", str(project)])
    assert back.returncode == 0, back.stderr
    assert (store / "project_notes.md").read_bytes() == original
    assert "[notes](project_notes.md)" in (store / "MEMORY.md").read_text()
    assert "undo this restore with: opencode-memory restore --pass " in back.stdout

    only = ocmem(["history", "--dir", str(project), "--file", "project_notes", "--json"])
    assert [p["kind"] for p in only.json()["passes"]] == ["restore", "rm", "apply"]


def test_usage_errors_exit_2_and_expected_failures_exit_1(tmp_path: Path) -> None:
    project, _ = seeded(tmp_path)
    for args in (
        ["history", "-n", "0"],
        ["history", "-n", "-3"],
        ["restore", "--backup", "x", "--pass", "y"],
        ["restore", "--backup", "x", "--file", "y.md"],
    ):
        result = ocmem([*args, "--dir", str(project)])
        assert result.returncode == 2, (args, result.stderr)
    missing = ocmem(["restore", "--pass", "20200101T000000000000Z", "--dir", str(project)])
    assert missing.returncode == 1
    assert "no pass '20200101T000000000000Z'" in missing.stderr
    assert "hint: recent passes: " in missing.stderr
    never = ocmem(["restore", "--file", "other.md", "--dir", str(project)])
    assert never.returncode == 1
    assert "no earlier version of other.md" in never.stderr
    hostile = ocmem(["history", "--file", "../../etc/passwd", "--dir", str(project)])
    assert hostile.returncode == 1
    assert "Traceback" not in hostile.stderr


def test_an_empty_history_says_so(tmp_path: Path) -> None:
    project = tmp_path / "empty"
    project.mkdir()
    result = ocmem(["history", "--dir", str(project)])
    assert result.returncode == 0
    assert result.stdout.startswith("no recorded changes to ")
    assert ocmem(["history", "--dir", str(project), "--json"]).json()["passes"] == []


def test_the_documented_pass_kinds_and_actions_are_the_codes_own() -> None:
    readme = (Path(__file__).resolve().parents[2] / "docs/commands/dream.md").read_text()
    found = re.search(r"with `kind` one of (.+?), `action` one of (.+?), and", readme, re.S)
    assert found is not None, "the history --json paragraph of docs/commands/dream.md moved"
    assert tuple(re.findall(r"`(\w+)`", found[1])) == history.KINDS
    assert tuple(re.findall(r"`(\w+)`", found[2])) == history.ACTIONS

    shown = " ".join(ocmem_in_process(["history", "--help"]).stdout.split())
    assert f"kind is one of: {', '.join(history.KINDS)};" in shown
    assert f"action one of: {', '.join(history.ACTIONS)}." in shown


def test_a_damaged_pass_is_named_not_silently_left_out(tmp_path: Path) -> None:
    """Found by a black-box tester: with one manifest truncated, `history` listed only the
    good passes without a word."""
    project, store = seeded(tmp_path)
    state_dir = settings.resolve(project).state.dir
    (pass_id,) = [p.id for p in history.list_passes(state_dir, store)]
    manifest = history.history_root(state_dir, store) / pass_id / "manifest.json"
    manifest.write_text(manifest.read_text()[:20])
    text = ocmem(["history", "--dir", str(project)])
    assert text.returncode == 0, text.stderr
    assert f"1 damaged pass(es) not shown, their manifest cannot be read: {pass_id}" in text.stdout
    assert ocmem(["history", "--dir", str(project), "--json"]).json()["damaged"] == [pass_id]
