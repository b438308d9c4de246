"""The tools' logic, without the SDK: each tool against a real store in an isolated home."""

from __future__ import annotations

import json
import os
import re
import shlex
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from testing.cli import ocmem

from ocmem.maintain.restore import restore
from ocmem.mcp import tools
from ocmem.state import history
from ocmem.store import bounds
from ocmem.store.catalog import list_memories, read_index_text
from ocmem.store.memory_file import parse

TOKEN = "ghp_Zq8vR2mK4tY7wB1nC5xJ9pL3sD6fH0gA2eU4"


@pytest.fixture
def project(tmp_path: Path) -> tools.Project:
    directory = tmp_path / "project"
    directory.mkdir()
    return tools.open_project(directory)


def save(project: tools.Project, **fields: Any) -> tools.SaveResult:
    item: dict[str, Any] = {
        "name": "Money is Decimal",
        "description": "Never use float for money",
        "kind": "feedback",
        "body": "Use Decimal quantized to cents.\n\nWhy: a float rounding bug mis-stated VAT.",
    }
    item.update(fields)
    return tools.save(project, **item)


def test_save_creates_then_updates_then_merges(project: tools.Project) -> None:
    first = save(project)
    assert first.to_json() == {"file": "feedback_money_is_decimal.md", "action": "created"}
    again = save(project, body="Use Decimal, never float.")
    assert again.to_json() == {"file": "feedback_money_is_decimal.md", "action": "updated"}
    assert again.history_pass is not None  # the overwritten bytes are recorded
    twin = save(
        project,
        file="feedback_decimal_money.md",
        name="Money is Decimal",
        description="Never use float for money",
        body="Use Decimal, never float.",
    )
    assert twin.to_json() == {"file": "feedback_money_is_decimal.md", "action": "merged"}
    files = [m.file for m in list_memories(project.location)]
    assert files == ["feedback_money_is_decimal.md"]
    index = read_index_text(project.location) or ""
    assert "feedback_money_is_decimal.md" in index


def test_save_is_recorded_as_an_mcp_pass(project: tools.Project) -> None:
    save(project)
    result = save(project, body="changed")
    passes = history.list_passes(project.cfg.state.dir, project.location.memory_dir)
    assert result.history_pass in {p.id for p in passes}
    assert {p.kind for p in passes if p.id == result.history_pass} == {"mcp"}


def test_default_file_name_is_a_safe_slug() -> None:
    assert tools.default_file_name("project", "Orçamentos → faturas!") == (
        "project_orcamentos_faturas.md"
    )
    assert tools.default_file_name("user", "日本語") == "user_memory.md"
    assert tools.default_file_name("../etc", "x") == "etc_x.md"


@given(kind=st.text(max_size=40), name=st.text(max_size=300))
def test_default_file_names_always_pass_the_validator(kind: str, name: str) -> None:
    from ocmem.store.naming import validate_file_name

    file = tools.default_file_name(kind, name)
    assert validate_file_name(file) == file
    assert "/" not in file
    assert not file.startswith(".")
    assert len(file) <= bounds.MAX_NEW_FILE_NAME_CHARS


@pytest.mark.parametrize(
    ("file", "reason"),
    [
        ("../escape.md", "without / or \\"),
        ("/etc/passwd", "without / or \\"),
        ("..md", "must not contain '..'"),
        ("MEMORY.md", "MEMORY.md is the index"),
        ("Memory.md", "MEMORY.md is the index"),
        (".hidden.md", "must not be hidden"),
        ("a\nb.md", "line break"),
        ("x" * 300 + ".md", "longer than"),
    ],
)
def test_hostile_file_names_are_refused_by_every_tool(
    project: tools.Project, file: str, reason: str
) -> None:
    save(project)
    with pytest.raises(tools.ToolInputError, match=re.escape(reason)):
        save(project, file=file)
    with pytest.raises(tools.ToolInputError, match=re.escape(reason)):
        tools.read(project, file)
    with pytest.raises(tools.ToolInputError, match=re.escape(reason)):
        tools.delete(project, file)
    assert [m.file for m in list_memories(project.location)] == ["feedback_money_is_decimal.md"]
    assert not (project.location.memory_dir.parent / "escape.md").exists()


def test_read_refuses_symlinks_and_reads_exact_bytes(
    project: tools.Project, tmp_path: Path
) -> None:
    save(project)
    path = project.location.memory_dir / "feedback_money_is_decimal.md"
    assert tools.read(project, "feedback_money_is_decimal.md") == path.read_text()
    assert tools.read(project, "feedback_money_is_decimal") == path.read_text()
    secret = tmp_path / "id_rsa"
    secret.write_text("PRIVATE KEY")
    os.symlink(secret, project.location.memory_dir / "reference_key.md")
    with pytest.raises(tools.ToolInputError, match="symlink") as caught:
        tools.read(project, "reference_key.md")
    assert "PRIVATE KEY" not in str(caught.value)
    with pytest.raises(tools.ToolInputError, match="no memory named"):
        tools.read(project, "nothing_here.md")
    with pytest.raises(tools.ToolInputError, match="symlink"):
        save(project, file="reference_key.md")
    assert secret.read_text() == "PRIVATE KEY"


def test_oversized_body_is_rejected_like_an_extraction(project: tools.Project) -> None:
    with pytest.raises(tools.ToolInputError, match=r"40000|40,000") as caught:
        save(project, body="x" * 41_000)
    assert "xxxxxxxxxx" not in str(caught.value)
    assert list_memories(project.location) == []


@pytest.fixture(params=["in-repo", "global with redact.global"])
def scrubbed_project(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tools.Project:
    """A store that extraction scrubs: in-repo (the default), or global when asked."""
    if request.param == "in-repo":
        monkeypatch.setenv("OPENCODE_MEMORY_LOCAL", "on")
    else:
        monkeypatch.setenv("OPENCODE_MEMORY_REDACT_GLOBAL", "1")
    directory = tmp_path / "scrubbed"
    directory.mkdir()
    return tools.open_project(directory)


def test_secrets_in_body_name_and_description_are_scrubbed(
    scrubbed_project: tools.Project,
) -> None:
    project = scrubbed_project
    result = save(
        project,
        file="reference_deploy_token.md",
        name=f"token {TOKEN}",
        description=f"the deploy token is {TOKEN}",
        body=f"export GITHUB_TOKEN={TOKEN}\nthe password is tulip4ever",
    )
    assert result.redactions >= 3
    text = (project.location.memory_dir / result.file).read_text()
    assert TOKEN not in text
    assert "tulip4ever" not in text
    assert TOKEN not in (read_index_text(project.location) or "")


def test_the_global_store_is_scrubbed_by_default_as_extraction_does(
    project: tools.Project,
) -> None:
    assert project.location.mode == "global"
    result = save(project, body="the wifi password is tulip4ever")
    assert result.redactions == 1
    assert "tulip4ever" not in (project.location.memory_dir / result.file).read_text()


def test_the_global_store_keeps_values_when_the_user_opts_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENCODE_MEMORY_REDACT_GLOBAL", "0")
    directory = tmp_path / "project"
    directory.mkdir()
    opted_out = tools.open_project(directory)
    assert opted_out.location.mode == "global"
    result = save(opted_out, body="the wifi password is tulip4ever")
    assert result.redactions == 0
    assert "tulip4ever" in (opted_out.location.memory_dir / result.file).read_text()


def test_secret_in_the_file_name_is_rejected_without_echo(project: tools.Project) -> None:
    with pytest.raises(tools.ToolInputError, match="secret-shaped") as caught:
        save(project, file=f"reference_{TOKEN}.md")
    assert TOKEN not in str(caught.value)
    assert list_memories(project.location) == []


@pytest.mark.parametrize(
    ("name", "secret"),
    [
        (TOKEN, TOKEN),
        ("the password is Hunter2xyzAB! ok", "Hunter2xyzAB"),
        ("db password: tr0ub4dor&3x", "tr0ub4dor"),
        ("PIN 4821 for the door", "4821"),
    ],
)
def test_a_secret_in_the_name_never_reaches_the_file_name(
    project: tools.Project, name: str, secret: str
) -> None:
    # The file name was slugged from the unscrubbed name: the index showed «REDACTED» beside
    # `reference_the_password_is_hunter2xyzab_ok.md` (a black-box find).
    result = save(project, name=name, kind="reference")

    assert secret.lower() not in result.file
    for path in project.location.memory_dir.iterdir():
        assert secret not in path.name
        assert secret not in path.read_text()


def test_bad_type_and_empty_body_are_rejected(project: tools.Project) -> None:
    with pytest.raises(tools.ToolInputError, match="not one of user, feedback"):
        save(project, kind="opinion")
    with pytest.raises(tools.ToolInputError, match="withheld") as caught:
        save(project, kind=TOKEN, file="x.md")
    assert TOKEN not in str(caught.value)
    with pytest.raises(tools.ToolInputError, match="body is missing"):
        save(project, body="   ")


def test_delete_is_recorded_and_restorable(project: tools.Project) -> None:
    created = save(project)
    before = (project.location.memory_dir / created.file).read_bytes()
    removed = tools.delete(project, created.file)
    assert removed.to_json() == {
        "file": "feedback_money_is_decimal.md",
        "name": "Money is Decimal",
        "description": "Never use float for money",
        "type": "feedback",
        "restore": shlex.join(
            [
                "opencode-memory",
                "restore",
                "--dir",
                str(project.directory),
                "--file",
                "feedback_money_is_decimal.md",
            ]
        ),
    }
    assert list_memories(project.location) == []
    assert "feedback_money_is_decimal.md" not in (read_index_text(project.location) or "")
    restore(project.context, file=created.file)
    assert (project.location.memory_dir / created.file).read_bytes() == before
    with pytest.raises(tools.ToolInputError, match="no such memory"):
        tools.delete(project, "feedback_never_was.md")


def test_a_symlink_in_the_store_is_not_deleted_on_a_models_word(
    project: tools.Project, tmp_path: Path
) -> None:
    # memory_read refused it, memory_delete removed it and offered an undo that failed.
    save(project)
    shared = tmp_path / "team-note.md"
    shared.write_text("kept elsewhere\n")
    link = project.location.memory_dir / "project_team.md"
    link.symlink_to(shared)

    for name in ("project_team.md", "project_team"):  # `.md` is added as for any name
        with pytest.raises(tools.ToolInputError, match="symlink"):
            tools.delete(project, name)

    assert link.is_symlink()
    assert shared.read_text() == "kept elsewhere\n"


def test_the_undo_command_of_a_delete_works_from_any_directory(tmp_path: Path) -> None:
    directory = tmp_path / "a project with spaces"
    directory.mkdir()
    project = tools.open_project(directory)
    created = save(project)
    before = (project.location.memory_dir / created.file).read_bytes()
    command = tools.delete(project, created.file).to_json()["restore"]
    assert isinstance(command, str)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()

    program, *args = shlex.split(command)
    assert program == "opencode-memory"
    result = ocmem(args, cwd=elsewhere)

    assert result.returncode == 0, result.stderr
    assert (project.location.memory_dir / created.file).read_bytes() == before


def test_list_reports_every_memory_with_its_time(project: tools.Project) -> None:
    save(project)
    save(project, name="Deploys on Tuesday", kind="project", description="release train")
    page = tools.list_page(project)
    assert (page.total, page.next_offset) == (2, None)
    listed = [m.to_json() for m in page.memories]
    assert [m["file"] for m in listed] == [
        "feedback_money_is_decimal.md",
        "project_deploys_on_tuesday.md",
    ]
    assert all(str(m["modified"]).endswith("Z") and len(str(m["modified"])) == 24 for m in listed)
    assert listed[1]["description"] == "release train"


def test_list_pages_through_a_store_larger_than_a_page(project: tools.Project) -> None:
    """A client that follows next_offset sees every memory once, in order; a page never
    holds more than MAX_PAGE (opencode cuts a longer answer, found at 2,000 memories)."""
    for n in range(230):
        name = f"rule {n:03d} for the deploy pipeline of the billing service"
        save(project, name=name, kind="project", description=f"step {n} " + "d" * 150)
    seen: list[str] = []
    offset: int | None = 0
    pages = 0
    while offset is not None:
        page = tools.list_page(project, offset, 10_000)
        assert len(page.memories) <= tools.MAX_PAGE
        assert page.total == 230
        seen += [m.file for m in page.memories]
        offset, pages = page.next_offset, pages + 1
    assert seen == sorted(seen)
    assert len(set(seen)) == 230
    assert pages == 3
    first = tools.list_page(project)
    assert (len(first.memories), first.next_offset) == (tools.DEFAULT_PAGE, tools.DEFAULT_PAGE)
    # a full page of the longest descriptions a save keeps stays under what opencode shows
    assert len(json.dumps(first.to_json())) < 50_000
    assert tools.list_page(project, 1_000).to_json() == {
        "memories": [],
        "total": 230,
        "next_offset": None,
    }
    with pytest.raises(tools.ToolInputError, match="offset"):
        tools.list_page(project, -1)


@pytest.mark.parametrize("limit", [0, -5, 1, 10_000])
def test_search_limits_are_clamped(project: tools.Project, limit: int) -> None:
    for n in range(60):
        save(project, name=f"deploy rule {n}", kind="project", description=f"deploy step {n}")
    hits = tools.search(project, "deploy", limit)
    assert len(hits) == min(max(limit, 1), tools.MAX_LIMIT)


def test_search_answers_a_huge_query_and_empty_ones(project: tools.Project) -> None:
    save(project)
    hits = tools.search(project, "money " * 2_000)  # 12,000 characters
    assert [h.file for h in hits] == ["feedback_money_is_decimal.md"]
    hit = hits[0].to_json()
    assert hit["path"] == str(project.location.memory_dir / "feedback_money_is_decimal.md")
    assert set(hit) == {"file", "name", "description", "type", "score", "path"}
    assert tools.search(project, "") == []
    assert tools.search(project, "  ?!  ") == []


@settings(max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    name=st.text(min_size=1, max_size=120),
    description=st.text(max_size=200),
    body=st.text(min_size=1, max_size=600),
    kind=st.sampled_from(["user", "feedback", "project", "reference", "nope", ""]),
)
def test_a_save_is_treated_exactly_as_an_extraction_answer(
    tmp_path_factory: pytest.TempPathFactory, name: str, description: str, body: str, kind: str
) -> None:
    """Whatever the input, the server's save and an extraction pass's apply of the same
    item end the same: the same memory written, or the same rejection."""
    from ocmem.maintain.pipeline import extraction_limits, should_scrub
    from ocmem.store.apply import apply_ops

    base = tmp_path_factory.mktemp("twin")
    (base / "a").mkdir()
    (base / "b").mkdir()
    server_side = tools.open_project(base / "a")
    pass_side = tools.open_project(base / "b")
    file = tools.default_file_name(kind, name)
    try:
        saved = tools.save(server_side, name=name, description=description, kind=kind, body=body)
        outcome: str = f"{saved.action} {saved.file}"
    except tools.ToolInputError as exc:
        outcome = str(exc)
    cfg = pass_side.cfg
    item = {"file": file, "name": name, "description": description, "type": kind, "body": body}
    applied = apply_ops(
        pass_side.location,
        {"save": [item]},
        session_id=None,
        scrub=should_scrub(pass_side.location, cfg),
        dedup_threshold=cfg.dedup.threshold,
        state_dir=cfg.state.dir,
        limits=extraction_limits(cfg),
    )
    if applied.saved:
        assert outcome == f"created {applied.saved[0]}"
        ours = parse((server_side.location.memory_dir / applied.saved[0]).read_text(), file=file)
        theirs = parse((pass_side.location.memory_dir / applied.saved[0]).read_text(), file=file)
        assert (ours.name, ours.description, ours.type, ours.body) == (
            theirs.name,
            theirs.description,
            theirs.type,
            theirs.body,
        )
    else:
        reasons = "; ".join(f"{r.item}: {r.reason}" for r in applied.rejected)
        assert outcome == f"rejected {reasons}"


def test_save_and_delete_wait_for_the_store_lock_then_fail_cleanly(project: tools.Project) -> None:
    from ocmem.state.lock import store_lock

    created = save(project)
    with store_lock(project.cfg.state.dir, project.location.lock_name, timeout=1):
        with pytest.raises(tools.ToolInputError, match="waiting for lock"):
            save(project, body="changed while locked", lock_timeout=0.2)
        with pytest.raises(tools.ToolInputError, match="waiting for lock"):
            tools.delete(project, created.file, lock_timeout=0.2)
    text = (project.location.memory_dir / created.file).read_text()
    assert "changed while locked" not in text
    assert save(project, body="changed after").action == "updated"
