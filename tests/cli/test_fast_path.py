"""`status` and `memories list` answered without typer print exactly what typer prints."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ocmem import settings
from ocmem.cli.app import run
from ocmem.cli.fast import fast_main, parse
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


@pytest.fixture
def project(tmp_path: Path, isolated_home: dict[str, str]) -> Path:
    path = tmp_path / "project"
    path.mkdir()
    apply_ops(
        resolve_store(path, "auto", os.environ),
        {"save": MEMORIES},
        session_id="ses_x",
        scrub=False,
        state_dir=settings.resolve(path).state.dir,
    )
    return path


@pytest.mark.parametrize(
    "words", [["status"], ["memories", "list"]], ids=["status", "memories-list"]
)
@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_fast_path_prints_what_typer_prints(
    project: Path, words: list[str], as_json: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    args = [*words, "--dir", str(project), *(["--json"] if as_json else [])]
    assert fast_main(args) == 0
    fast = capsys.readouterr()
    assert run(args) == 0
    slow = capsys.readouterr()
    assert fast.out == slow.out
    assert fast.err == slow.err
    expected = "project_deploy.md" if words[0] == "memories" else str(project.name)
    assert expected in fast.out


@pytest.mark.parametrize("flag", ["--version", "-V"])
def test_version_is_answered_as_typer_answers_it(
    flag: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert fast_main([flag]) == 0
    fast = capsys.readouterr()
    assert run([flag]) == 0
    assert capsys.readouterr() == fast
    assert fast.out.startswith("opencode-memory ")


@pytest.mark.parametrize("args", [["--version", "status"], ["-V", "-V"], ["--version=1"]])
def test_version_with_anything_else_goes_to_typer(args: list[str]) -> None:
    assert fast_main(args) is None


def test_dir_forms(project: Path) -> None:
    assert parse(["status", f"--dir={project}"]) == ("status", project, False)
    assert parse(["memories", "list", "--json", "--dir", str(project)]) == (
        "memories list",
        project,
        True,
    )
    assert parse(["status"]) == ("status", Path("."), False)


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["--help"],
        ["status", "--help"],
        ["memories"],
        ["memories", "show", "x.md"],
        ["memories", "list", "extra"],
        ["status", "--json", "--json"],
        ["status", "--dir"],
        ["status", "--dir", "a", "--dir", "b"],
        ["status", "--dir", "--json"],
        ["status", "--dir="],
        ["status", "--di", "x"],
        ["status", "-h"],
        ["dream", "--dry-run"],
    ],
)
def test_everything_else_goes_to_typer(args: list[str]) -> None:
    assert parse(args) is None


def test_a_file_as_dir_goes_to_typer(tmp_path: Path) -> None:
    file = tmp_path / "plain.txt"
    file.write_text("x")
    assert parse(["status", "--dir", str(file)]) is None


@given(st.lists(st.sampled_from(["--json", "--dir", "x", "-", "--dir=y", "list", ""]), max_size=5))
def test_parse_accepts_only_the_plain_grammar(rest: list[str]) -> None:
    parsed = parse(["status", *rest])
    if parsed is None:
        return
    _command, directory, as_json = parsed
    assert as_json == ("--json" in rest)
    assert rest.count("--json") <= 1
    assert str(directory) in (".", "x", "y", "list", "-")
