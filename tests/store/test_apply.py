from __future__ import annotations

import os
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from testing.opencode_harness import make_git_repo

from ocmem.atomic import temp_name, write_atomic
from ocmem.state.lock import LockTimeout, store_lock
from ocmem.store.apply import ApplyResult, delete_memory, rebuild_index
from ocmem.store.catalog import scan_store
from ocmem.store.feedback import HEADER
from ocmem.store.index import index_targets
from ocmem.store.location import StoreLocation, resolve_store
from ocmem.store.memory_file import parse
from ocmem.store.store_errors import (
    InvalidMemoryFileError,
    MemoryNotFoundError,
    StoreError,
    StoreLocationError,
)

ApplyFn = Callable[..., ApplyResult]
Save = Callable[..., dict[str, str]]


def _read(location: StoreLocation, file: str) -> str:
    return (location.memory_dir / file).read_text()


def _index(location: StoreLocation) -> str:
    return location.index_path.read_text()


def _assert_index_matches_files(location: StoreLocation) -> None:
    files = sorted(m.file for m in scan_store(location).memories)
    assert sorted(index_targets(_index(location))) == files


def test_save_writes_file_and_index(apply: ApplyFn, location: StoreLocation, save: Save) -> None:
    moment = datetime(2026, 2, 3, 4, 5, 6, 789000, tzinfo=UTC)
    result = apply({"save": [save("project_auth.md", "Auth uses OIDC.")]}, now=moment)
    assert result.saved == ("project_auth.md",)
    assert result.changed
    text = _read(location, "project_auth.md")
    assert "created: 2026-02-03T04:05:06.789Z\n" in text
    assert "  originSessionId: ses_test\n" in text
    assert text.endswith("---\n\nAuth uses OIDC.\n")
    assert _index(location) == "- [project_auth](project_auth.md) — about project_auth.md\n"


def test_hostile_items_are_rejected_and_valid_siblings_applied(
    apply: ApplyFn, location: StoreLocation, save: Save, tmp_path: Path
) -> None:
    result = apply(
        {
            "save": [
                save("../escape.md"),
                save("/etc/passwd"),
                save("MEMORY.md"),
                save("memory.md"),
                save(".hidden.md"),
                save("nul\0.md"),
                save("new\nline.md"),
                save("typed.md", type="opinion"),
                save("huge.md", body="x" * 50_000),
                save("fine.md"),
            ]
        }
    )
    assert result.saved == ("fine.md",)
    assert len(result.rejected) == 9
    huge = next(r for r in result.rejected if "huge.md" in r.item)
    assert "40000-byte limit" in huge.reason
    assert sorted(os.listdir(location.memory_dir)) == ["MEMORY.md", "fine.md"]
    assert not (location.memory_dir.parent / "escape.md").exists()
    assert index_targets(_index(location)) == ["fine.md"]


def test_update_keeps_the_older_created(
    apply: ApplyFn, location: StoreLocation, save: Save
) -> None:
    apply({"save": [save("a.md", "v1", created="2025-01-01T00:00:00Z")]})
    result = apply({"save": [save("a.md", "v2")]})
    assert result.updated == ("a.md",)
    memory = parse(_read(location, "a.md"), "a.md")
    assert memory.body == "v2"
    assert memory.created == "2025-01-01T00:00:00.000Z"
    apply({"save": [save("a.md", "v3", created="2024-06-01T00:00:00Z")]})
    assert parse(_read(location, "a.md"), "a.md").created == "2024-06-01T00:00:00.000Z"


def test_update_of_a_file_written_by_another_tool(
    apply: ApplyFn, location: StoreLocation, save: Save
) -> None:
    location.memory_dir.mkdir(parents=True)
    (location.memory_dir / "user_role.md").write_text(
        "---\nname: role\ndescription: raw: colon\ntype: user\n"
        "created: 2020-05-05T05:05:05.000Z\n---\n\nData scientist\n"
    )
    location.index_path.write_text("# Index\n- [role](user_role.md) — raw: colon\n")
    result = apply({"save": [save("user_role.md", "ML engineer", type="user", name="role")]})
    assert result.updated == ("user_role.md",)
    memory = parse(_read(location, "user_role.md"), "user_role.md")
    assert memory.created == "2020-05-05T05:05:05.000Z"
    assert memory.generator == "opencode-memory"
    assert _index(location) == "# Index\n- [role](user_role.md) — about user_role.md\n"


def test_delete_removes_file_and_only_its_entry(
    apply: ApplyFn, location: StoreLocation, save: Save
) -> None:
    apply(
        {
            "save": [
                save("a.md", description="see (other.md) for the rest"),
                save("other.md"),
            ]
        }
    )
    result = apply({"delete": ["other.md", "missing.md"]})
    assert result.deleted == ("other.md",)
    assert [r.reason for r in result.rejected] == ["no such memory"]
    assert _index(location) == "- [a](a.md) — see (other.md) for the rest\n"


def test_saving_other_file_leaves_an_entry_that_mentions_it(
    apply: ApplyFn, location: StoreLocation, save: Save
) -> None:
    apply({"save": [save("a.md", description="see (other.md) for the rest")]})
    apply({"save": [save("other.md", description="changed")]})
    assert _index(location) == (
        "- [a](a.md) — see (other.md) for the rest\n- [other](other.md) — changed\n"
    )


def test_index_keeps_user_lines_across_batches(
    apply: ApplyFn, location: StoreLocation, save: Save
) -> None:
    apply({"save": [save("a.md")]})
    location.index_path.write_text(
        "# Memory\n\nHand-written note.\n\n## Group\n- [a](a.md) — about a.md\n"
    )
    apply({"save": [save("b.md")], "delete": []})
    assert _index(location) == (
        "# Memory\n\nHand-written note.\n\n## Group\n- [a](a.md) — about a.md\n"
        "- [b](b.md) — about b.md\n"
    )


def test_near_duplicate_new_save_updates_existing_memory(
    apply: ApplyFn, location: StoreLocation, save: Save
) -> None:
    apply(
        {
            "save": [
                save(
                    "feedback_terse.md",
                    "Answer directly.\n**Why:** the user said so.",
                    type="feedback",
                    name="terse-answers",
                    description="User wants terse answers without preamble",
                    created="2025-01-01T00:00:00Z",
                )
            ]
        }
    )
    result = apply(
        {
            "save": [
                save(
                    "feedback_short_replies.md",
                    "Answer directly!\n**Why:** the user said so",
                    type="feedback",
                    name="short-replies",
                    description="User wants terse answers, without preamble.",
                )
            ]
        }
    )
    assert result.saved == ()
    assert [(m.requested, m.into) for m in result.merged] == [
        ("feedback_short_replies.md", "feedback_terse.md")
    ]
    assert not (location.memory_dir / "feedback_short_replies.md").exists()
    memory = parse(_read(location, "feedback_terse.md"), "feedback_terse.md")
    assert memory.name == "terse-answers"
    assert memory.description == "User wants terse answers, without preamble."
    assert memory.created == "2025-01-01T00:00:00.000Z"
    assert index_targets(_index(location)) == ["feedback_terse.md"]


def test_distinct_numbers_are_not_merged(apply: ApplyFn, save: Save) -> None:
    apply({"save": [save("port_a.md", "The dev server listens on port 8080.", description="Port")]})
    result = apply(
        {"save": [save("port_b.md", "The dev server listens on port 8081.", description="Port")]}
    )
    assert result.saved == ("port_b.md",)
    assert result.merged == ()


def test_dedup_ignores_memories_deleted_or_saved_in_the_same_batch(
    apply: ApplyFn, location: StoreLocation, save: Save
) -> None:
    apply({"save": [save("old.md", "Indent Python with tabs.", description="Tabs")]})
    result = apply(
        {
            "save": [save("new.md", "Indent Python with tabs!", description="Tabs")],
            "delete": ["old.md"],
        }
    )
    assert result.saved == ("new.md",)
    assert result.deleted == ("old.md",)
    assert index_targets(_index(location)) == ["new.md"]


def test_two_new_twins_of_one_memory_merge_once(apply: ApplyFn, save: Save) -> None:
    apply({"save": [save("old.md", "Indent Python with tabs.", description="Tabs")]})
    result = apply(
        {
            "save": [
                save("n1.md", "Indent Python with tabs!", description="Tabs"),
                save("n2.md", "Indent Python with tabs", description="Tabs."),
            ]
        }
    )
    assert [m.into for m in result.merged] == ["old.md"]
    assert result.saved == ("n2.md",)


def test_new_files_in_one_batch_are_not_deduplicated_against_each_other(
    apply: ApplyFn, save: Save
) -> None:
    result = apply(
        {"save": [save("n1.md", "Indent with tabs."), save("n2.md", "Indent with tabs.")]}
    )
    assert result.saved == ("n1.md", "n2.md")


def test_dedup_threshold_above_100_disables_merging(apply: ApplyFn, save: Save) -> None:
    apply({"save": [save("old.md", "Indent Python with tabs.", description="Tabs")]})
    result = apply(
        {"save": [save("new.md", "Indent Python with tabs.", description="Tabs")]},
        dedup_threshold=101,
    )
    assert result.saved == ("new.md",)


def test_harness_feedback_goes_to_the_global_project_dir(
    env: dict[str, str], tmp_path: Path, state_dir: Path, apply: ApplyFn
) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    location = resolve_store(repo, "on", env)
    item = {"title": "grep was slow", "category": "tool-efficiency", "body": "Use rg."}
    apply({"harness_feedback": [item]}, location, session_id="ses_1")
    apply({"harness_feedback": [{**item, "title": "second"}]}, location, session_id=None)
    text = location.harness_feedback_path.read_text()
    assert location.harness_feedback_path.parent == location.project_dir
    assert location.project_dir.is_relative_to(env["CLAUDE_CONFIG_DIR"])
    assert text.startswith(HEADER)
    assert text.count("# Harness feedback") == 1
    assert text.endswith("\n\n---\n\n")
    assert "## grep was slow\n- category: tool-efficiency\n- logged: " in text
    assert "- session: ses_1\n\nUse rg.\n\n---\n\n## second\n" in text
    assert not list(repo.rglob("harness-feedback.md"))


def test_scrub_redacts_every_field_and_counts(
    apply: ApplyFn, location: StoreLocation, save: Save
) -> None:
    pytest.importorskip("ocmem.redact")
    result = apply(
        {
            "save": [
                save(
                    "wifi.md",
                    "ssid cafe-net, the password is tulip4ever",
                    name="Office WiFi",
                    description="PSK `marlin77`",
                )
            ],
            "harness_feedback": [{"title": "t", "body": "token=gho_ZyXw9876VuTs"}],
        },
        scrub=True,
    )
    assert result.redactions >= 3
    text = _read(location, "wifi.md")
    assert "tulip4ever" not in text
    assert "marlin77" not in text
    assert "«REDACTED»" in text
    assert "marlin77" not in _index(location)
    assert "gho_ZyXw9876VuTs" not in location.harness_feedback_path.read_text()


def test_without_scrub_values_are_kept(apply: ApplyFn, location: StoreLocation, save: Save) -> None:
    result = apply({"save": [save("wifi.md", "the password is tulip4ever")]})
    assert result.redactions == 0
    assert "tulip4ever" in _read(location, "wifi.md")


def test_symlink_in_the_store_is_never_written_through(
    apply: ApplyFn, location: StoreLocation, save: Save, tmp_path: Path
) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    location.memory_dir.mkdir(parents=True)
    (location.memory_dir / "link.md").symlink_to(victim)
    result = apply({"save": [save("link.md")]})
    assert "symlink" in result.rejected[0].reason
    assert victim.read_text() == "precious"


def test_leftover_temp_files_are_swept(apply: ApplyFn, location: StoreLocation, save: Save) -> None:
    apply({"save": [save("a.md")]})
    leftover = location.memory_dir / temp_name("a.md")
    leftover.write_text("half written")
    result = apply({})
    assert result.swept == (leftover.name,)
    assert not leftover.exists()


def test_empty_batch_on_a_missing_store_creates_nothing(
    apply: ApplyFn, location: StoreLocation
) -> None:
    result = apply({})
    assert not result.changed
    assert not location.memory_dir.exists()


def test_rebuild_index_repairs_out_of_band_changes(
    location: StoreLocation, state_dir: Path, apply: ApplyFn, save: Save
) -> None:
    apply({"save": [save("a.md"), save("b.md")]})
    (location.memory_dir / "b.md").unlink()
    (location.memory_dir / "c.md").write_text("---\nname: c\ndescription: by hand\n---\nbody\n")
    rebuild_index(location, state_dir=state_dir)
    assert _index(location) == "- [a](a.md) — about a.md\n- [c](c.md) — by hand\n"


def test_unreadable_memory_keeps_its_index_entry(
    location: StoreLocation, apply: ApplyFn, save: Save
) -> None:
    apply({"save": [save("a.md")]})
    (location.memory_dir / "latin1.md").write_bytes(b"caf\xe9\n")
    location.index_path.write_text("- [a](a.md) — about a.md\n- [latin](latin1.md) — hand entry\n")
    apply({"save": [save("b.md")]})
    assert index_targets(_index(location)) == ["a.md", "latin1.md", "b.md"]
    assert [s.file for s in scan_store(location).skipped] == ["latin1.md"]


def test_delete_memory(
    location: StoreLocation, state_dir: Path, apply: ApplyFn, save: Save
) -> None:
    apply({"save": [save("a.md"), save("b.md")]})
    result = delete_memory(location, "a", state_dir=state_dir)
    assert result.deleted == ("a.md",)
    assert index_targets(_index(location)) == ["b.md"]
    with pytest.raises(MemoryNotFoundError):
        delete_memory(location, "a.md", state_dir=state_dir)
    with pytest.raises(InvalidMemoryFileError):
        delete_memory(location, "../b.md", state_dir=state_dir)


def test_store_lock_held_elsewhere_times_out_with_holder(
    location: StoreLocation, state_dir: Path, apply: ApplyFn, save: Save
) -> None:
    with store_lock(state_dir, location.lock_name), pytest.raises(LockTimeout) as caught:
        apply({"save": [save("a.md")]}, lock_timeout=0.1)
    assert f"pid {os.getpid()}" in str(caught.value)
    assert not (location.memory_dir / "a.md").exists()


def test_in_repo_store_is_created_on_first_write(
    env: dict[str, str], tmp_path: Path, apply: ApplyFn, save: Save
) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    location = resolve_store(repo, "on", env)
    apply({"save": [save("a.md")]}, location)
    assert (repo / ".claude" / "memory" / "a.md").is_file()
    assert (repo / ".claude" / "memory" / "MEMORY.md").is_file()
    assert sorted(p.name for p in (repo / ".claude" / "memory").iterdir()) == [
        ".gitattributes",  # MEMORY.md merge=union, for teammates' merges
        "MEMORY.md",
        "a.md",
    ]


def test_blocked_store_directory_is_a_clear_error(
    env: dict[str, str], tmp_path: Path, apply: ApplyFn, save: Save
) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    location = resolve_store(repo, "on", env)
    (repo / ".claude").mkdir()
    (repo / ".claude" / "memory").write_text("in the way")
    with pytest.raises(StoreLocationError) as caught:
        apply({"save": [save("a.md")]}, location)
    assert caught.value.hint


def test_index_that_is_a_directory_stops_before_any_write(
    location: StoreLocation, apply: ApplyFn, save: Save
) -> None:
    location.index_path.mkdir(parents=True)
    with pytest.raises(StoreError, match="is a directory"):
        apply({"save": [save("a.md")]})
    assert not (location.memory_dir / "a.md").exists()


def test_write_failure_is_a_store_error_and_files_stay_whole(
    location: StoreLocation, apply: ApplyFn, save: Save, monkeypatch: pytest.MonkeyPatch
) -> None:
    apply({"save": [save("a.md", "original")]})
    real = write_atomic
    calls = []

    def failing(path: Path, data: bytes | str, **options: bool) -> None:
        calls.append(path.name)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        real(path, data, **options)

    monkeypatch.setattr("ocmem.store.apply.write_atomic", failing)
    with pytest.raises(StoreError, match="No space left"):
        apply({"save": [save("b.md"), save("a.md", "changed")]})
    monkeypatch.setattr("ocmem.store.apply.write_atomic", real)
    assert parse(_read(location, "a.md"), "a.md").body == "original"
    apply({})
    _assert_index_matches_files(location)


def test_a_save_differing_from_a_memory_only_in_case_is_refused(
    apply: ApplyFn, save: Callable[..., dict[str, str]], location: StoreLocation
) -> None:
    # On macOS (and Windows) it is the same file: the save overwrote project_port.md while
    # the history recorded a new file, whose undo would then delete it.
    apply({"save": [save("project_port.md", body="Port 8080.")]})

    result = apply(
        {"save": [save("Project_Port.md", body="Port 9443."), save("b.md"), save("B.md")]}
    )

    assert sorted(result.saved) == ["b.md"]
    reasons = {r.item: r.reason for r in result.rejected}
    assert (
        "project_port.md differs from it only in letter case" in reasons["save (Project_Port.md)"]
    )
    assert "b.md differs from it only in letter case" in reasons["save (B.md)"]
    assert "Port 8080." in (location.memory_dir / "project_port.md").read_text()
