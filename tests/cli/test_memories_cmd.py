from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from testing.cli import ocmem

from ocmem import settings
from ocmem.store import apply_ops, resolve_store

MEMORIES = [
    {
        "file": "project_deploy.md",
        "name": "deploy-command",
        "type": "project",
        "description": "Deploys run make ship after make test",
        "body": "Use `make ship`.",
    },
    {
        "file": "feedback_terse.md",
        "name": "terse-answers",
        "type": "feedback",
        "description": "Answer in two sentences at most",
        "body": "Be terse.",
    },
]


def seeded(tmp_path: Path) -> Path:
    project = tmp_path / "project"
    project.mkdir()
    location = resolve_store(project, "auto", os.environ)
    apply_ops(
        location,
        {"save": MEMORIES},
        session_id="ses_x",
        scrub=False,
        state_dir=settings.resolve(project).state.dir,
    )
    return project


def test_list_show_search_and_rm(tmp_path: Path) -> None:
    project = seeded(tmp_path)
    store = resolve_store(project, "auto", os.environ).memory_dir

    listed = ocmem(["memories", "list", "--dir", str(project), "--json"])
    assert listed.returncode == 0, listed.stderr
    assert listed.json()["store"] == str(store)
    assert sorted(m["file"] for m in listed.json()["memories"]) == [
        "feedback_terse.md",
        "project_deploy.md",
    ]
    assert "2 memories in" in ocmem(["memories", "list", "--dir", str(project)]).stdout

    shown = ocmem(["memories", "show", "feedback_terse.md", "--dir", str(project)])
    assert shown.returncode == 0
    assert shown.stdout == (store / "feedback_terse.md").read_text()

    found = ocmem(["memories", "search", "deploy ship", "--dir", str(project), "--json"])
    assert found.json()[0]["file"] == "project_deploy.md"

    removed = ocmem(["memories", "rm", "project_deploy.md", "--dir", str(project), "--json"])
    assert removed.returncode == 0, removed.stderr
    assert removed.json()["deleted"] == ["project_deploy.md"]
    assert not (store / "project_deploy.md").exists()
    assert "project_deploy.md" not in (store / "MEMORY.md").read_text()
    assert "feedback_terse.md" in (store / "MEMORY.md").read_text()


def test_missing_or_hostile_names_fail_with_a_hint(tmp_path: Path) -> None:
    project = seeded(tmp_path)
    for name in ("nope.md", "../../etc/passwd", "MEMORY.md"):
        result = ocmem(["memories", "rm", name, "--dir", str(project)])
        assert result.returncode == 1, name
        assert "error:" in result.stderr
        assert "Traceback" not in result.stderr
    assert ocmem(["memories", "show", "nope.md", "--dir", str(project)]).returncode == 1


def test_rm_of_a_symlink_promises_no_undo(tmp_path: Path) -> None:
    """Found by a black-box tester: `memories rm` of a symlinked entry printed "undo with:
    restore --file …", which then failed: a symlink keeps no earlier version."""
    project = seeded(tmp_path)
    store = resolve_store(project, "auto", os.environ).memory_dir
    (store / "project_link.md").symlink_to(store / "feedback_terse.md")
    removed = ocmem(["memories", "rm", "project_link.md", "--dir", str(project)])
    assert removed.returncode == 0, removed.stderr
    assert "undo with" not in removed.stdout
    assert "not a regular file" in removed.stdout
    assert (store / "feedback_terse.md").exists(), "the link's target is untouched"
    # named without `.md`, as the command allows: still a regular file, still undoable
    kept = ocmem(["memories", "rm", "project_deploy", "--dir", str(project)])
    assert "undo with: opencode-memory restore --file project_deploy.md" in kept.stdout


def test_redact_is_byte_exact_outside_the_secret() -> None:
    raw = b"keep \xff bytes\r\nDB_PASSWORD=s3cretValue9\r\nno newline at the end"
    proc = subprocess.run(
        [sys.executable, "-m", "ocmem", "redact"], input=raw, capture_output=True, check=False
    )
    assert proc.returncode == 0
    assert proc.stdout == raw.replace(b"s3cretValue9", "«REDACTED»".encode())
    clean = b"nothing secret here\n"
    assert (
        subprocess.run(
            [sys.executable, "-m", "ocmem", "redact"], input=clean, capture_output=True, check=False
        ).stdout
        == clean
    )


def test_one_long_file_name_does_not_widen_every_line(tmp_path: Path) -> None:
    project = seeded(tmp_path)
    store = resolve_store(project, "auto", os.environ).memory_dir
    long_name = "reference_" + "very_long_name_" * 11 + "end.md"
    (store / long_name).write_text(
        "---\nname: long\ndescription: a long name\ntype: reference\n---\nbody\n"
    )

    listed = ocmem(["memories", "list", "--dir", str(project)])

    assert listed.returncode == 0, listed.stderr
    lines = listed.stdout.splitlines()
    terse = next(line for line in lines if "feedback_terse.md" in line)
    assert len(terse) < 100, terse
    assert any(long_name in line for line in lines)
