"""A store larger than the dream's budget is consolidated a batch per pass, in rotation."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ocmem.maintain.dream_batch import DreamBatch, dream_prompt, record_pass, within
from ocmem.prompts.token_estimate import estimate_tokens
from ocmem.state import dream_rotation
from ocmem.store.apply import apply_ops
from ocmem.store.catalog import modified_times, scan_store
from ocmem.store.dedup import near_duplicate_clusters
from ocmem.store.location import StoreLocation, resolve_store
from ocmem.store.memory_file import Memory
from ocmem.store.ops import OpsBatch, SaveOp

BUDGET = 16_000


def _memory(i: int, text: str | None = None) -> Memory:
    return Memory(
        file=f"project_fact_{i:04d}.md",
        name=f"fact-{i}",
        description=text or f"Fact {i}: the service number {i} runs job {i * 7}",
        type="project",
        body=" ".join(f"term{i}k{k}" for k in range(40)),
        created=f"2026-{1 + i // 600:02d}-{1 + (i // 24) % 25:02d}T{i % 24:02d}:00:00.000Z",
    )


def _batch(memories: list[Memory], reviewed: dict[str, str] | None = None) -> DreamBatch:
    return dream_prompt(
        memories,
        near_duplicate_clusters(memories),
        store_dir="/store",
        today=date(2026, 7, 16),
        budget_tokens=BUDGET,
        reviewed=reviewed or {},
    )


def test_a_small_store_is_shown_whole() -> None:
    memories = [_memory(i) for i in range(5)]
    batch = _batch(memories)
    assert batch.is_whole_store
    assert "5 memories, all shown below" in batch.prompt.body


def test_a_large_store_gets_a_batch_within_budget_newest_first() -> None:
    memories = [_memory(i) for i in range(400)]
    batch = _batch(memories)
    assert not batch.is_whole_store
    assert estimate_tokens(batch.prompt.full) <= BUDGET
    newest = sorted(memories, key=lambda m: (m.created, m.file), reverse=True)
    assert {m.file for m in batch.shown} == {m.file for m in newest[: len(batch.shown)]}
    assert f"400 memories; this pass's batch of {len(batch.shown)}" in batch.prompt.body


def test_a_cluster_comes_whole() -> None:
    memories = [_memory(i) for i in range(400)]
    twin = Memory(
        **{**memories[3].__dict__, "file": "project_fact_9999.md", "created": "2027-01-01"}
    )
    batch = _batch([*memories, twin])
    shown = {m.file for m in batch.shown}
    assert "project_fact_9999.md" in shown  # the newest memory
    assert "project_fact_0003.md" in shown  # old, but its twin brings it along
    assert "project_fact_0004.md" not in shown


def test_the_rotation_covers_the_whole_store(tmp_path: Path) -> None:
    memories = [_memory(i) for i in range(400)]
    reviewed: dict[str, str] = {}
    seen: set[str] = set()
    passes = 0
    while len(seen) < len(memories):
        batch = _batch(memories, reviewed)
        assert estimate_tokens(batch.prompt.full) <= BUDGET
        seen |= {m.file for m in batch.shown}
        dream_rotation.record_reviewed(tmp_path, Path("/store"), batch.shown, memories)
        reviewed = dream_rotation.reviewed(tmp_path, Path("/store"))
        passes += 1
        assert passes <= len(memories) // len(batch.shown) + 2
    assert reviewed == {}  # the whole store was covered: a new rotation begins


def test_a_changed_memory_comes_up_again(tmp_path: Path) -> None:
    memories = [_memory(i) for i in range(400)]
    first = _batch(memories)
    dream_rotation.record_reviewed(tmp_path, Path("/s"), first.shown, memories)
    changed = first.shown[0]
    edited = Memory(**{**changed.__dict__, "body": "A new body."})
    memories = [edited if m.file == changed.file else m for m in memories]
    pending = dream_rotation.pending(memories, dream_rotation.reviewed(tmp_path, Path("/s")))
    assert edited.file in {m.file for m in pending}


def test_ops_on_memories_not_shown_are_rejected() -> None:
    memories = [_memory(i) for i in range(400)]
    batch = _batch(memories)
    shown = batch.shown[0].file
    unseen = next(m.file for m in memories if m not in batch.shown)
    ops = OpsBatch(
        saves=(
            SaveOp(unseen, "x", "d", "project", "b", None),
            SaveOp("project_new.md", "n", "d", "project", "b", None),
        ),
        deletes=(shown, unseen),
    )
    kept = within(ops, batch, memories)
    assert [s.file for s in kept.saves] == ["project_new.md"]
    assert kept.deletes == (shown,)
    assert len(kept.rejected) == 2


@pytest.fixture
def location(tmp_path: Path, isolated_home: dict[str, str]) -> StoreLocation:
    project = tmp_path / "project"
    project.mkdir()
    return resolve_store(project, "off", isolated_home)


def test_record_pass_counts_what_the_pass_saved(location: StoreLocation, tmp_path: Path) -> None:
    state = tmp_path / "state"
    saves = [
        {
            "file": m.file,
            "name": m.name,
            "description": m.description,
            "type": m.type,
            "body": m.body,
        }
        for m in (_memory(i) for i in range(400))
    ]
    apply_ops(
        location, {"save": saves}, session_id="s", scrub=False, state_dir=state, dedup_threshold=101
    )
    memories = list(scan_store(location).memories)
    batch = _batch(memories)
    record_pass(state, location, batch, OpsBatch())
    reviewed = dream_rotation.reviewed(state, location.memory_dir)
    assert set(reviewed) == {m.file for m in batch.shown}


def test_newest_is_by_modification_time_when_known() -> None:
    memories = [_memory(i) for i in range(400)]
    # The oldest-created memories were edited last.
    modified = {m.file: 2_000_000_000.0 - i for i, m in enumerate(memories)}
    batch = dream_prompt(
        memories,
        [],
        store_dir="/store",
        today=date(2026, 7, 16),
        budget_tokens=BUDGET,
        reviewed={},
        modified=modified,
    )
    assert {m.file for m in batch.shown} == {m.file for m in memories[: len(batch.shown)]}


def test_modified_times_skip_missing_files(location: StoreLocation) -> None:
    location.memory_dir.mkdir(parents=True)
    (location.memory_dir / "a.md").write_text("x")
    times = modified_times(location, ["a.md", "gone.md"])
    assert list(times) == ["a.md"]


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.integers(min_value=0, max_value=12_000), min_size=1, max_size=120),
    st.integers(min_value=16_000, max_value=40_000),
)
def test_any_store_gets_a_prompt_within_budget(sizes: list[int], budget: int) -> None:
    memories = [
        Memory(
            file=f"user_m{i:03d}.md",
            name=f"m{i}",
            description=f"memory {i}",
            type="user",
            body="é" * size + f" end {i}",
            created=f"2026-01-01T00:00:{i % 60:02d}.000Z",
        )
        for i, size in enumerate(sizes)
    ]
    batch = dream_prompt(
        memories, [], store_dir="/s", today=date(2026, 7, 16), budget_tokens=budget, reviewed={}
    )
    assert batch.shown
    assert estimate_tokens(batch.prompt.full) <= budget
