"""The answer contract end to end: the real opencode forks, the scripted model answers."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from testing.cli import CliResult, ocmem
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, ops_answer

from ocmem.state import marks
from ocmem.store import apply_ops
from ocmem.store.location import resolve_store

pytestmark = pytest.mark.opencode

BASH_BODY = (
    "Deploy with:\n\n```bash\nset -euo pipefail\nmake ship ENV={prod}\n```\n\n"
    'A config sample:\n```json\n{"retries": 3}\n```'
)
SEEDED = [f"project_fact_{i}.md" for i in range(4)]


def maintain(repo: Path) -> CliResult:
    return ocmem(["maintain", "--dir", str(repo), "--json"])


def seeded_store(repo: Path) -> Path:
    store = repo / ".claude" / "memory"
    store.mkdir(parents=True)
    location = resolve_store(repo, "auto", os.environ)
    items = [
        {"file": f, "type": "project", "description": f"fact {i}", "body": f"Fact {i} is {i * 7}."}
        for i, f in enumerate(SEEDED)
    ]
    apply_ops(
        location,
        {"save": items},
        session_id="seed",
        scrub=False,
        state_dir=Path(os.environ["OPENCODE_MEMORY_STATE_DIR"]),
    )
    return store


def snapshot(store: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in store.iterdir()}


def test_a_body_with_a_bash_block_is_saved_verbatim(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    store = seeded_store(git_repo)
    save = {
        "file": "project_deploy.md",
        "name": "deploy",
        "description": "How to deploy",
        "type": "project",
        "body": BASH_BODY,
    }
    opencode.server.responder = Script(extract=ops_answer({"save": [save]}, "Saved this:"))
    opencode.new_session(git_repo, "Deploy with make ship.")

    result = maintain(git_repo)

    assert result.returncode == 0, result.stderr
    (outcome,) = result.json()["sessions"]
    assert (outcome["action"], outcome["saved"]) == ("extracted", 1)
    assert (store / "project_deploy.md").read_text().endswith("\n\n" + BASH_BODY + "\n")


def test_a_deeply_nested_answer_is_a_counted_failure_without_traceback_or_loss(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    # 100,000 nested brackets, then an ops document nested 20,000 deep (more in process).
    answer = "```json\n" + "[" * 100_000 + "]" * 100_000 + "\n```\n"
    answer += "```json\n" + '{"save": [' * 20_000 + "]}" * 20_000 + "\n```"
    store = seeded_store(git_repo)
    before = snapshot(store)
    opencode.server.responder = Script(extract=answer)
    session = opencode.new_session(git_repo, "Something.")

    result = maintain(git_repo)

    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    (outcome,) = result.json()["sessions"]
    assert outcome["action"] == "failed"
    assert outcome["reason"].startswith("bad-answer: ")
    assert snapshot(store) == before
    mark = marks.load(Path(os.environ["OPENCODE_MEMORY_STATE_DIR"]), session)
    assert mark is not None
    assert (mark.failures, mark.user_turns) == (1, 0)


def test_hostile_values_inside_a_valid_answer_are_absorbed(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    store = seeded_store(git_repo)
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
    opencode.server.responder = Script(extract=answer)
    opencode.new_session(git_repo, "Something.")

    result = maintain(git_repo)

    assert result.returncode == 0, result.stderr
    (outcome,) = result.json()["sessions"]
    assert (outcome["saved"], outcome["updated"], outcome["rejected"]) == (1, 1, 1)
    assert "created: 0" not in (store / "project_new.md").read_text()
    assert {p.name for p in store.iterdir()} >= set(SEEDED)


def test_a_delete_everything_extraction_is_refused_and_the_store_is_intact(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    store = seeded_store(git_repo)
    before = snapshot(store)
    opencode.server.responder = Script(extract=ops_answer({"delete": SEEDED}))
    opencode.new_session(git_repo, "Forget everything.")

    result = maintain(git_repo)

    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    (outcome,) = result.json()["sessions"]
    assert outcome["action"] == "failed"
    assert outcome["reason"].startswith("mass-delete: the answer deletes 4 of 4 memories")
    assert snapshot(store) == before
