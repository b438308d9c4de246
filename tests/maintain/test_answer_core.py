"""What `maintain` does with a fork's answer, in-process: the CLI called in this process,
the fork faked at its seam, a real opencode-schema database and a real store.

Moved from test_answer_e2e.py and test_pipeline_e2e.py: the answers' handling is ours; the
fork itself (flags, model, read-only, deletion, events) stays in test_pipeline_e2e.py.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from testing.cli import CliResult
from testing.core import FakeForker, Project, answered
from testing.fake_fork import in_process_cli
from testing.scripts import ops_answer

from ocmem.state import marks
from ocmem.store import apply_ops, resolve_store

BASH_BODY = (
    "Deploy with:\n\n```bash\nset -euo pipefail\nmake ship ENV={prod}\n```\n\n"
    'A config sample:\n```json\n{"retries": 3}\n```'
)
SEEDED = [f"project_fact_{i}.md" for i in range(4)]
Cli = Callable[[list[str]], CliResult]


@pytest.fixture
def cli_for(proj: Project, monkeypatch: pytest.MonkeyPatch) -> Callable[[str], Cli]:
    """The in-process CLI whose every fork answers `text`."""
    return lambda text: in_process_cli(monkeypatch, proj, FakeForker([answered(text)]))


def maintain(cli: Cli, proj: Project) -> CliResult:
    return cli(["maintain", "--dir", str(proj.repo), "--json"])


def seeded_store(proj: Project) -> Path:
    items = [
        {"file": f, "type": "project", "description": f"fact {i}", "body": f"Fact {i} is {i * 7}."}
        for i, f in enumerate(SEEDED)
    ]
    apply_ops(
        resolve_store(proj.repo, "auto", proj.env),
        {"save": items},
        session_id="seed",
        scrub=False,
        state_dir=proj.settings().state.dir,
    )
    return proj.store


def snapshot(store: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in store.iterdir()}


def test_a_body_with_a_bash_block_is_saved_verbatim(
    proj: Project, cli_for: Callable[[str], Cli]
) -> None:
    store = seeded_store(proj)
    save = {
        "file": "project_deploy.md",
        "name": "deploy",
        "description": "How to deploy",
        "type": "project",
        "body": BASH_BODY,
    }
    proj.session("Deploy with make ship.")

    result = maintain(cli_for(ops_answer({"save": [save]}, "Saved this:")), proj)

    assert result.returncode == 0, result.stderr
    (outcome,) = result.json()["sessions"]
    assert (outcome["action"], outcome["saved"]) == ("extracted", 1)
    assert (store / "project_deploy.md").read_text().endswith("\n\n" + BASH_BODY + "\n")


def test_a_deeply_nested_answer_is_a_counted_failure_without_traceback_or_loss(
    proj: Project, cli_for: Callable[[str], Cli]
) -> None:
    # 100,000 nested brackets, then an ops document nested 20,000 deep.
    answer = "```json\n" + "[" * 100_000 + "]" * 100_000 + "\n```\n"
    answer += "```json\n" + '{"save": [' * 20_000 + "]}" * 20_000 + "\n```"
    store = seeded_store(proj)
    before = snapshot(store)
    session = proj.session("Something.")

    result = maintain(cli_for(answer), proj)

    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    (outcome,) = result.json()["sessions"]
    assert outcome["action"] == "failed"
    assert outcome["reason"].startswith("bad-answer: ")
    assert snapshot(store) == before
    mark = marks.load(proj.settings().state.dir, session)
    assert mark is not None
    assert (mark.failures, mark.user_turns) == (1, 0)


def test_hostile_values_inside_a_valid_answer_are_absorbed(
    proj: Project, cli_for: Callable[[str], Cli]
) -> None:
    store = seeded_store(proj)
    bad_created = store / SEEDED[0]
    bad_created.write_text(
        bad_created.read_text().replace("created: ", "created: 0001-01-01T00:00:00+05:00 #")
    )
    answer = ops_answer(
        {
            "save": [
                {"file": SEEDED[0], "type": "project", "body": "Fact 0 is now 1."},
                {
                    "file": "project_new.md",
                    "type": "project",
                    "body": "New.",
                    "created": "0999-01-01",
                },
                {"file": "project_n.md", "type": "project", "body": "n", "name": 10**4000},
            ]
        }
    )
    proj.session("Something.")

    result = maintain(cli_for(answer), proj)

    assert result.returncode == 0, result.stderr
    (outcome,) = result.json()["sessions"]
    assert (outcome["saved"], outcome["updated"], outcome["rejected"]) == (1, 1, 1)
    assert "created: 0" not in (store / "project_new.md").read_text()
    assert {p.name for p in store.iterdir()} >= set(SEEDED)


def test_a_delete_everything_extraction_is_refused_and_the_store_is_intact(
    proj: Project, cli_for: Callable[[str], Cli]
) -> None:
    store = seeded_store(proj)
    before = snapshot(store)
    proj.session("Forget everything.")

    result = maintain(cli_for(ops_answer({"delete": SEEDED})), proj)

    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    (outcome,) = result.json()["sessions"]
    assert outcome["action"] == "failed"
    assert outcome["reason"].startswith("mass-delete: the answer deletes 4 of 4 memories")
    assert snapshot(store) == before


def test_hostile_items_are_rejected_and_valid_ones_applied(
    proj: Project, cli_for: Callable[[str], Cli]
) -> None:
    hostile = {
        "save": [
            {
                "file": "../escape.md",
                "name": "x",
                "description": "d",
                "type": "project",
                "body": "b",
            },
            {
                "file": "project_ok.md",
                "name": "ok",
                "description": "fine",
                "type": "project",
                "body": "A fact.",
            },
            {"file": "weird.md", "name": "w", "description": "d", "type": "opinion", "body": "b"},
            {"file": "MEMORY.md", "name": "m", "description": "d", "type": "user", "body": "b"},
        ],
        "delete": ["/etc/passwd"],
    }
    proj.session("Remember the fine fact.")

    result = maintain(cli_for(ops_answer(hostile)), proj)

    assert result.returncode == 0, result.stderr
    (outcome,) = result.json()["sessions"]
    assert (outcome["action"], outcome["saved"], outcome["rejected"]) == ("extracted", 1, 4)
    reasons = " ".join(item["reason"] for item in outcome["rejected_items"])
    assert reasons
    # .gitattributes is the in-repo store's merge rule, written beside the first memory.
    assert sorted(p.name for p in proj.store.iterdir()) == [
        ".gitattributes",
        "MEMORY.md",
        "project_ok.md",
    ]
    assert not (proj.repo / ".claude" / "escape.md").exists()
    assert Path("/etc/passwd").exists()


@pytest.mark.parametrize(
    ("answer", "reason_part"),
    [
        ("I found nothing worth a JSON block.", "no ```json block"),
        ('```json\n{"save": [{"file": "project_x.md", "name"', "does not parse"),
    ],
)
def test_unusable_answers_fail_without_advancing_the_mark(
    proj: Project,
    monkeypatch: pytest.MonkeyPatch,
    answer: str,
    reason_part: str,
) -> None:
    forker = FakeForker([answered(answer)])
    cli = in_process_cli(monkeypatch, proj, forker)
    session = proj.session("Something.")

    first = maintain(cli, proj)
    second = maintain(cli, proj)

    assert first.returncode == 1
    for result in (first, second):
        (outcome,) = result.json()["sessions"]
        assert outcome["action"] == "failed"
        assert reason_part in outcome["reason"]
        assert outcome["fork_id"] == "ses_fork"
    assert [r.session_id for r in forker.requests] == [session, session]
    mark = marks.load(proj.settings().state.dir, session)
    assert mark is not None
    assert (mark.turn_ids, mark.failures) == ((), 2)


def test_missing_database_is_an_expected_failure_with_a_hint(
    proj: Project, cli_for: Callable[[str], Cli], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    cli = cli_for(ops_answer({}))
    monkeypatch.setenv("OPENCODE_DB", str(tmp_path / "no-opencode" / "opencode.db"))

    result = maintain(cli, proj)

    assert result.returncode == 1
    assert "database was not found" in result.stderr
    assert "hint:" in result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""
