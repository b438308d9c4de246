"""`restore`: a whole backup, one pass, one memory — and a restore is itself undoable."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ocmem import context
from ocmem import settings as settings_mod
from ocmem.atomic import temp_name
from ocmem.maintain.restore import RestoreError, restore
from ocmem.settings import Settings
from ocmem.state import backups, history
from ocmem.state.history import HistoryError
from ocmem.store import apply_ops, delete_memory, resolve_store
from ocmem.store.index import index_targets
from ocmem.store.location import StoreLocation


@pytest.fixture
def project(tmp_path: Path) -> Path:
    path = tmp_path / "project"
    path.mkdir()
    return path


@pytest.fixture
def cfg(project: Path, isolated_home: dict[str, str]) -> Settings:
    return settings_mod.resolve(project)


@pytest.fixture
def location(project: Path, cfg: Settings) -> StoreLocation:
    return resolve_store(project, cfg.local.mode, os.environ)


def memory(file: str, body: str) -> dict[str, str]:
    return {
        "file": file,
        "name": file.removesuffix(".md"),
        "type": "project",
        "description": f"about {file}",
        "body": body,
    }


def write(location: StoreLocation, cfg: Settings, ops: dict[str, object]) -> str | None:
    return apply_ops(
        location,
        ops,
        session_id="ses_r",
        scrub=False,
        state_dir=cfg.state.dir,
        dedup_threshold=101,
    ).history_pass


def memories(location: StoreLocation) -> dict[str, bytes]:
    return {
        p.name: p.read_bytes()
        for p in sorted(location.memory_dir.glob("*.md"))
        if p.name != "MEMORY.md"
    }


def assert_index_matches(location: StoreLocation) -> None:
    targets = index_targets(location.index_path.read_text()) if location.index_path.exists() else []
    assert sorted(targets) == sorted(memories(location))


def test_restoring_the_oldest_backup_at_the_limit_never_empties_the_store(
    project: Path, location: StoreLocation, cfg: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENCODE_MEMORY_DREAM_BACKUPS", "2")
    cfg = settings_mod.resolve(project)
    keep = cfg.dream.backups
    states = []
    for n in range(keep):
        write(location, cfg, {"save": [memory(f"m{n}.md", f"state {n}")]})
        states.append(memories(location))
        backups.take_backup(cfg.state.dir, location.memory_dir, keep)
    write(location, cfg, {"save": [memory("later.md", "after every backup")]})
    # A first restore keeps its safety copy: the backup count is now at its limit + 1.
    restore(context.build(project))
    listed = backups.list_backups(cfg.state.dir, location.memory_dir)
    assert len(listed) == keep + 1
    oldest = listed[0]

    result = restore(context.build(project), oldest.id)

    assert memories(location) == states[0]
    assert result.files == len(states[0]) + 1  # the memories and MEMORY.md
    assert_index_matches(location)
    assert oldest.id in [b.id for b in backups.list_backups(cfg.state.dir, location.memory_dir)]


def test_undoing_a_pass_puts_back_updates_and_deletes_and_removes_creations(
    project: Path, location: StoreLocation, cfg: Settings
) -> None:
    write(location, cfg, {"save": [memory("a.md", "alpha"), memory("b.md", "beta")]})
    before = memories(location)
    index_before = location.index_path.read_text()
    pass_id = write(
        location,
        cfg,
        {"save": [memory("a.md", "alpha 2"), memory("c.md", "gamma")], "delete": ["b.md"]},
    )
    after = memories(location)

    result = restore(context.build(project), pass_id=pass_id)

    assert memories(location) == before
    assert location.index_path.read_text().count("](") == index_before.count("](")
    assert_index_matches(location)
    assert (result.mode, result.restored) == ("pass", pass_id)
    assert sorted(result.written) == ["a.md", "b.md"]
    assert result.removed == ("c.md",)
    assert result.changed_since == ()

    # The restore is a pass of its own: undoing it gives back what it replaced.
    restore(context.build(project), pass_id=result.history_pass)
    assert memories(location) == after
    assert_index_matches(location)


def test_a_file_changed_again_since_the_pass_is_reported(
    project: Path, location: StoreLocation, cfg: Settings
) -> None:
    write(location, cfg, {"save": [memory("a.md", "one")]})
    original = memories(location)["a.md"]
    pass_id = write(location, cfg, {"save": [memory("a.md", "two")]})
    write(location, cfg, {"save": [memory("a.md", "three")]})
    three = memories(location)["a.md"]

    result = restore(context.build(project), pass_id=pass_id)

    assert memories(location)["a.md"] == original
    assert result.changed_since == ("a.md",)
    # "three" is not lost: the restore recorded it.
    record = history.find_pass(cfg.state.dir, location.memory_dir, str(result.history_pass))
    (change,) = record.files
    assert record.previous_bytes(change) == three


def test_restore_file_brings_back_the_newest_previous_version(
    project: Path, location: StoreLocation, cfg: Settings
) -> None:
    write(location, cfg, {"save": [memory("a.md", "v1"), memory("keep.md", "untouched")]})
    v1 = memories(location)["a.md"]
    first_update = write(location, cfg, {"save": [memory("a.md", "v2")]})
    v2 = memories(location)["a.md"]
    delete_memory(location, "a.md", state_dir=cfg.state.dir)

    result = restore(context.build(project), file="a")  # `.md` is optional, as everywhere

    assert memories(location)["a.md"] == v2
    assert (result.mode, result.restored, result.written) == ("file", "a.md", ("a.md",))
    assert_index_matches(location)

    restore(context.build(project), file="a.md", pass_id=first_update)
    assert memories(location)["a.md"] == v1
    assert memories(location)["keep.md"]


def test_restore_file_refuses_what_the_history_does_not_hold(
    project: Path, location: StoreLocation, cfg: Settings
) -> None:
    created = write(location, cfg, {"save": [memory("a.md", "v1"), memory("b.md", "b")]})
    later = write(location, cfg, {"save": [memory("b.md", "b2")]})
    with pytest.raises(RestoreError, match=r"no earlier version of a\.md"):
        restore(context.build(project), file="a.md")
    with pytest.raises(RestoreError, match=r"did not change a\.md"):
        restore(context.build(project), file="a.md", pass_id=later)
    with pytest.raises(HistoryError, match="no pass"):
        restore(context.build(project), pass_id="20200101T000000000000Z")
    with pytest.raises(RestoreError, match="cannot be combined"):
        restore(context.build(project), "some-backup", pass_id=created)
    # A file the pass created goes away when that pass's before-state is asked for.
    restore(context.build(project), file="a.md", pass_id=created)
    assert "a.md" not in memories(location)


def test_restore_repairs_what_a_killed_writer_left(
    project: Path, location: StoreLocation, cfg: Settings
) -> None:
    write(location, cfg, {"save": [memory("a.md", "one")]})
    pass_id = write(location, cfg, {"save": [memory("a.md", "two"), memory("b.md", "bee")]})
    state = cfg.state.dir
    (location.memory_dir / temp_name("a.md")).write_text("torn")
    (location.memory_dir / "orphan.md").write_text(
        "---\nname: orphan\ndescription: left unindexed\ntype: project\n---\n\nbody\n"
    )
    root = history.history_root(state, location.memory_dir)
    (root / ".partial-20200101T000000000000Z-999999999").mkdir()
    backup_root = backups.backups_root(state, location.memory_dir)
    (backup_root / ".partial-x-999999999").mkdir(parents=True)

    restore(context.build(project), pass_id=pass_id)

    leftovers = [n for n in os.listdir(location.memory_dir) if n.startswith(".")]
    assert leftovers == []
    assert not [n for n in os.listdir(root) if n.startswith(".")]
    assert os.listdir(backup_root) == []
    assert_index_matches(location)
    assert "orphan.md" in location.index_path.read_text()


def test_a_symlink_in_the_way_is_left_alone(
    project: Path, location: StoreLocation, cfg: Settings, tmp_path: Path
) -> None:
    write(location, cfg, {"save": [memory("a.md", "one")]})
    pass_id = write(location, cfg, {"delete": ["a.md"]})
    secret = tmp_path / "secret.txt"
    secret.write_text("private key")
    (location.memory_dir / "a.md").symlink_to(secret)

    result = restore(context.build(project), pass_id=pass_id)

    assert result.left_alone == ("a.md",)
    assert result.unchanged == ()
    assert secret.read_text() == "private key"
    assert (location.memory_dir / "a.md").is_symlink()


FILES = ["a.md", "b.md", "c.md", "d.md"]
batch = st.fixed_dictionaries(
    {
        "save": st.lists(
            st.tuples(st.sampled_from(FILES), st.text(min_size=1, max_size=40)),
            max_size=3,
            unique_by=lambda t: t[0],
        ),
        "delete": st.lists(st.sampled_from(FILES), max_size=2, unique=True),
    }
)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(st.lists(batch, min_size=1, max_size=5))
def test_undoing_every_pass_newest_first_gives_back_the_first_state(
    project: Path, location: StoreLocation, cfg: Settings, batches: list[dict[str, list]]
) -> None:
    shutil.rmtree(location.memory_dir, ignore_errors=True)
    shutil.rmtree(cfg.state.dir / "history", ignore_errors=True)
    write(location, cfg, {"save": [memory("a.md", "seed a"), memory("b.md", "seed b")]})
    start = memories(location)
    passes = []
    for item in batches:
        saved = {f for f, _ in item["save"]}
        ops = {
            "save": [memory(f, body) for f, body in item["save"]],
            "delete": [f for f in item["delete"] if f not in saved],
        }
        pass_id = write(location, cfg, ops)
        if pass_id:
            passes.append(pass_id)

    for pass_id in reversed(passes):
        restore(context.build(project), pass_id=pass_id)

    assert memories(location) == start
    assert_index_matches(location)


def test_repeating_a_backup_restore_prunes_no_real_backup(
    project: Path, location: StoreLocation, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Each repeat took a new safety copy of an unchanged store, and the pruning then threw
    # out a real, distinct older backup.
    monkeypatch.setenv("OPENCODE_MEMORY_DREAM_BACKUPS", "3")
    cfg = settings_mod.resolve(project)
    for n in range(3):
        write(location, cfg, {"save": [memory(f"m{n}.md", f"state {n}")]})
        backups.take_backup(cfg.state.dir, location.memory_dir, cfg.dream.backups)
    taken = [b.id for b in backups.list_backups(cfg.state.dir, location.memory_dir)]

    for _ in range(3):  # the second and third find the store as a backup already holds it
        restore(context.build(project), taken[1])

    kept = [b.id for b in backups.list_backups(cfg.state.dir, location.memory_dir)]
    # Every state the restores replaced is held by a backup already: no copy, no pruning.
    assert kept == taken
