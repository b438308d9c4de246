"""The independent corpus of hostile answers, each through parse → validate → apply.

The corpus (`fixtures/hostile_answers.py`) was written from the contract alone, without
reading this code. Where its author's judgement differs from a decision documented in
the README, `DECISIONS` records the decision and what is checked instead.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ocmem.maintain.answer import AnswerError, ops_from_answer
from ocmem.store import bounds
from ocmem.store.apply import apply_ops
from ocmem.store.catalog import scan_store
from ocmem.store.index import index_targets
from ocmem.store.location import StoreLocation, resolve_store
from ocmem.store.memory_file import parse
from ocmem.wrapper.launch_recall import render_block

hostile = pytest.importorskip("tests.maintain.fixtures.hostile_answers")

LIMITS = bounds.PassLimits(max_saves=20, max_deletes=10, max_delete_fraction=0.5)

# id -> (outcome this code gives, files it saves, why)
DECISIONS: dict[str, tuple[str, list[str], str]] = {
    "five-thousand-digit-number": (
        "ops",
        ["project_big_number.md"],
        "a number over 100 digits is read as a float; in a key nothing reads it is harmless, "
        "so the save applies (where text belongs, the item is rejected)",
    ),
    "unknown-keys-only": (
        "fail",
        [],
        "an object without save, delete or harness_feedback is not an ops document: a "
        "misspelt key fails the pass (and it is retried) instead of advancing the mark",
    ),
    "file-name-not-markdown": (
        "ops",
        ["project_ci_cache.md", "project_notes.txt.md"],
        "a name without .md gets .md added, as the other tools do (`user_role` → "
        "`user_role.md`); `project_notes.txt.md` is a safe name",
    ),
}


def _seed(location: StoreLocation, state_dir: Path, files: list[str]) -> None:
    if not files:
        return
    items = [
        {"file": f, "type": "project", "description": f"seeded {f}", "body": f"Seeded {i}: {f}."}
        for i, f in enumerate(files)
    ]
    apply_ops(location, {"save": items}, session_id="seed", scrub=False, state_dir=state_dir)


def _tree(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*")}


@pytest.mark.parametrize("case", hostile.ANSWERS, ids=[a.id for a in hostile.ANSWERS])
def test_every_hostile_answer_meets_its_expectation(case: object, tmp_path: Path) -> None:
    answer: hostile.HostileAnswer = case  # type: ignore[name-defined]
    (tmp_path / "project").mkdir()
    location = resolve_store(
        tmp_path / "project", "off", {"CLAUDE_CONFIG_DIR": str(tmp_path / "c")}
    )
    state_dir = tmp_path / "state"
    _seed(location, state_dir, answer.existing)
    before = (
        {p.name: p.read_bytes() for p in location.memory_dir.glob("*")} if answer.existing else {}
    )
    tree_before = _tree(tmp_path)
    expect, saves = answer.expect, answer.saves
    if answer.id in DECISIONS:
        expect, saves, _ = DECISIONS[answer.id]

    try:
        batch = ops_from_answer(answer.text)
        result = apply_ops(
            location, batch, session_id="ses_h", scrub=False, state_dir=state_dir, limits=LIMITS
        )
        outcome = "ops"
    except bounds.MassDeleteError:
        outcome = "refused"
    except AnswerError:
        outcome = "fail"

    if outcome == "refused":
        assert answer.intact, "only a pass that must leave the store intact may be refused"
    else:
        assert outcome == expect
    store = str(location.memory_dir.relative_to(tmp_path))
    outside = {
        path
        for path in _tree(tmp_path) - tree_before
        if not (path.startswith(("state", store)) or store.startswith(path + "/"))
    }
    assert not outside, "nothing is written outside the store"
    if answer.intact:
        for file, data in before.items():
            if file != "MEMORY.md":
                assert (location.memory_dir / file).read_bytes() == data
    if outcome != "ops":
        return

    memories = {m.file: m for m in scan_store(location).memories}
    on_disk = sorted(p.name for p in location.memory_dir.glob("*.md") if p.name != "MEMORY.md")
    assert sorted(memories) == on_disk, "every file parses"
    index = location.index_path.read_text() if location.index_path.exists() else ""
    assert sorted(index_targets(index)) == on_disk
    new = set(on_disk) - set(answer.existing)
    assert set(saves) <= set(on_disk)
    if answer.exact:
        assert new <= set(saves) | set(answer.optional)
    for file in answer.deletes:
        assert file not in on_disk
    for file, body in answer.bodies.items():
        assert parse((location.memory_dir / file).read_text(), file).body == body
    for fragment in [] if answer.id in DECISIONS else answer.never:
        if fragment.endswith(".md"):  # a whole bad name (".md" is inside every good one)
            assert fragment not in on_disk
            assert f"]({fragment})" not in index
        else:  # a token, inside any name
            assert all(fragment not in name for name in on_disk)
            assert fragment not in index
    for memory in memories.values():
        assert len(memory.description) <= bounds.MAX_DESCRIPTION_CHARS
    if answer.bounded:
        assert len(result.saved) + len(result.updated) <= LIMITS.max_saves  # type: ignore[operator]
        block = render_block(location, index)
        assert block is not None
        for file in answer.existing:
            assert f"({file})" in block.text, "no memory is evicted from recall"
