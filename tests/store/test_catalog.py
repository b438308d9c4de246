from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from ocmem.store.apply import ApplyResult
from ocmem.store.catalog import (
    list_memories,
    read_memory,
    scan_store,
    search_memories,
    store_summary,
)
from ocmem.store.location import StoreLocation
from ocmem.store.store_errors import InvalidMemoryFileError, MemoryNotFoundError, StoreError

ApplyFn = Callable[..., ApplyResult]
Save = Callable[..., dict[str, str]]


@pytest.fixture
def filled(apply: ApplyFn, save: Save, location: StoreLocation) -> StoreLocation:
    apply(
        {
            "save": [
                save(
                    "project_deploy.md",
                    "Deploys go through staging first.",
                    description="Deploy pipeline order",
                ),
                save(
                    "user_role.md",
                    "Works on the billing service.",
                    type="user",
                    description="Backend engineer",
                ),
                save(
                    "feedback_tests.md",
                    "Run pytest -q before each commit.",
                    type="feedback",
                    description="Test before committing",
                ),
            ]
        }
    )
    return location


def test_listing_is_flat_sorted_and_uncapped(
    apply: ApplyFn, save: Save, location: StoreLocation
) -> None:
    apply(
        {"save": [save(f"m{i:03d}.md", f"fact {i}", description=f"topic {i}") for i in range(250)]}
    )
    (location.memory_dir / "nested").mkdir()
    (location.memory_dir / "nested" / "deep.md").write_text("not listed")
    memories = list_memories(location)
    assert len(memories) == 250
    assert [m.file for m in memories] == sorted(m.file for m in memories)


def test_listing_skips_unreadable_entries_with_a_reason(
    filled: StoreLocation, tmp_path: Path
) -> None:
    directory = filled.memory_dir
    (directory / "dir.md").mkdir()
    (directory / "binary.md").write_bytes(b"\xff\xfe\x00")
    (directory / "link.md").symlink_to(tmp_path / "outside.md")
    (directory / ".hidden.md").write_text("ignored")
    (directory / "Memory.md").write_text("ignored: an index spelling")
    (directory / "notes.txt").write_text("ignored")
    os.mkfifo(directory / "pipe.md")
    scan = scan_store(filled)
    assert [m.file for m in scan.memories] == [
        "feedback_tests.md",
        "project_deploy.md",
        "user_role.md",
    ]
    reasons = {s.file: s.reason for s in scan.skipped}
    assert reasons == {
        "binary.md": "is not UTF-8 text",
        "dir.md": "is a directory, not a file",
        "link.md": "is a symlink (not followed)",
        "pipe.md": "is a FIFO (named pipe), not a file",
    }


def test_missing_store_lists_nothing(location: StoreLocation) -> None:
    assert list_memories(location) == []
    summary = store_summary(location, 160)
    assert (summary.exists, summary.memories, summary.index_exists) == (False, 0, False)
    assert not location.memory_dir.exists()


def test_read_memory(filled: StoreLocation) -> None:
    memory = read_memory(filled, "user_role")
    assert memory.type == "user"
    assert memory.body == "Works on the billing service."
    with pytest.raises(MemoryNotFoundError) as caught:
        read_memory(filled, "nope.md")
    assert caught.value.hint
    with pytest.raises(InvalidMemoryFileError):
        read_memory(filled, "../x.md")
    (filled.memory_dir / "dir.md").mkdir()
    with pytest.raises(StoreError, match="is a directory, not a file"):
        read_memory(filled, "dir.md")


def test_search_ranks_matches(filled: StoreLocation) -> None:
    hits = search_memories(filled, "staging")
    assert hits[0].memory.file == "project_deploy.md"
    assert hits[0].score >= 95
    fuzzy = search_memories(filled, "pytst before comit")
    assert fuzzy
    assert fuzzy[0].memory.file == "feedback_tests.md"
    assert search_memories(filled, "kubernetes helm chart") == []
    assert search_memories(filled, "   ") == []


def test_summary_reports_soft_limit_and_sync(filled: StoreLocation, state_dir: Path) -> None:
    summary = store_summary(filled, 3)
    assert summary.memories == 3
    assert summary.index_lines == 3
    assert summary.over_soft_limit
    assert summary.index_in_sync
    assert not store_summary(filled, 0).over_soft_limit
    assert not store_summary(filled, 4).over_soft_limit
    (filled.memory_dir / "user_role.md").unlink()
    # The entry is ours (the history says we wrote user_role.md), so it is out of step.
    assert not store_summary(filled, 160, state_dir).index_in_sync
