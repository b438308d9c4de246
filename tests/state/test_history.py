"""The change history: what every store write records, how it is kept private and bounded."""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ocmem.state import history, staging
from ocmem.state.history import Change, HistoryError, Recording
from ocmem.store import StoreError, apply_ops, delete_memory, resolve_store
from ocmem.store.location import StoreLocation


@pytest.fixture
def state_dir(tmp_path: Path) -> Path:
    return tmp_path / "state"


@pytest.fixture
def location(tmp_path: Path, isolated_home: dict[str, str]) -> StoreLocation:
    project = tmp_path / "project"
    project.mkdir()
    return resolve_store(project, "off", isolated_home)


def memory(file: str, body: str, **fields: str) -> dict[str, str]:
    item = {
        "file": file,
        "name": file.removesuffix(".md"),
        "type": "project",
        "description": f"about {file}",
        "body": body,
    }
    item.update(fields)
    return item


def write(
    location: StoreLocation, state_dir: Path, ops: dict[str, object], **options: object
) -> str | None:
    result = apply_ops(
        location,
        ops,
        session_id="ses_h",
        scrub=False,
        state_dir=state_dir,
        dedup_threshold=options.pop("dedup_threshold", 101),  # type: ignore[arg-type]
        **options,  # type: ignore[arg-type]
    )
    return result.history_pass


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_every_write_kind_records_the_previous_bytes(
    location: StoreLocation, state_dir: Path
) -> None:
    first = write(location, state_dir, {"save": [memory("a.md", "alpha"), memory("b.md", "beta")]})
    a_before = (location.memory_dir / "a.md").read_bytes()
    b_before = (location.memory_dir / "b.md").read_bytes()

    second = write(
        location,
        state_dir,
        {"save": [memory("a.md", "alpha two"), memory("c.md", "gamma")], "delete": ["b.md"]},
        recording=Recording("dream", note="backup X"),
    )

    passes = history.list_passes(state_dir, location.memory_dir)
    assert [p.id for p in passes] == [second, first]
    newest, oldest = passes
    assert [(f.file, f.action) for f in oldest.files] == [("a.md", "created"), ("b.md", "created")]
    assert all(f.before is None for f in oldest.files)
    assert (newest.kind, newest.session, newest.note) == ("dream", "ses_h", "backup X")
    assert newest.store == str(location.memory_dir)
    changes = {f.file: f for f in newest.files}
    assert {f: c.action for f, c in changes.items()} == {
        "a.md": "updated",
        "c.md": "created",
        "b.md": "deleted",
    }
    assert newest.previous_bytes(changes["a.md"]) == a_before
    assert newest.previous_bytes(changes["b.md"]) == b_before
    assert newest.previous_bytes(changes["c.md"]) is None
    assert changes["a.md"].after == sha((location.memory_dir / "a.md").read_bytes())
    assert changes["b.md"].after is None


def test_a_merge_records_the_memory_it_overwrote(location: StoreLocation, state_dir: Path) -> None:
    body = "Run the linter with make lint before every commit."
    write(location, state_dir, {"save": [memory("lint.md", body)]})
    before = (location.memory_dir / "lint.md").read_bytes()

    pass_id = write(
        location,
        state_dir,
        {"save": [memory("lint_rule.md", body + " ", description="about lint.md")]},
        dedup_threshold=90,
    )

    (record,) = [p for p in history.list_passes(state_dir, location.memory_dir) if p.id == pass_id]
    (change,) = record.files
    assert (change.file, change.action, change.merged_from) == ("lint.md", "merged", "lint_rule.md")
    assert record.previous_bytes(change) == before


def test_nothing_is_recorded_when_nothing_changes(location: StoreLocation, state_dir: Path) -> None:
    assert write(location, state_dir, {}) is None
    assert write(location, state_dir, {"delete": ["missing.md"]}) is None
    assert history.list_passes(state_dir, location.memory_dir) == []


def test_rm_is_recorded_as_its_own_kind(location: StoreLocation, state_dir: Path) -> None:
    write(location, state_dir, {"save": [memory("gone.md", "soon gone")]})
    data = (location.memory_dir / "gone.md").read_bytes()

    result = delete_memory(location, "gone.md", state_dir=state_dir)

    record = history.find_pass(state_dir, location.memory_dir, str(result.history_pass))
    assert record.kind == "rm"
    (change,) = record.files
    assert record.previous_bytes(change) == data


def test_history_is_private(location: StoreLocation, state_dir: Path) -> None:
    write(location, state_dir, {"save": [memory("a.md", "one")]})
    write(location, state_dir, {"save": [memory("a.md", "two")]})
    root = history.history_root(state_dir, location.memory_dir)
    for directory in (state_dir / "history", root, *root.iterdir()):
        assert stat.S_IMODE(directory.stat().st_mode) == 0o700, directory
    files = [p for p in root.rglob("*") if p.is_file()]
    assert len(files) == 3  # two manifests and the one previous version
    for path in files:
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, path


def test_history_is_on_disk_before_the_store_file_is_replaced(
    location: StoreLocation, state_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(location, state_dir, {"save": [memory("a.md", "original")]})
    original = (location.memory_dir / "a.md").read_bytes()

    def crash(path: Path, data: object, **_: object) -> None:
        # The moment the store is about to be written, the old bytes are already recorded.
        (newest, *_rest) = history.list_passes(state_dir, location.memory_dir)
        (change,) = newest.files
        assert newest.previous_bytes(change) == original
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("ocmem.store.apply.write_atomic", crash)
    with pytest.raises(StoreError):
        write(location, state_dir, {"save": [memory("a.md", "replacement")]})
    assert (location.memory_dir / "a.md").read_bytes() == original


def test_an_unwritable_history_changes_nothing(location: StoreLocation, state_dir: Path) -> None:
    write(location, state_dir, {"save": [memory("a.md", "keep me")]})
    before = (location.memory_dir / "a.md").read_bytes()
    root = history.history_root(state_dir, location.memory_dir)
    shutil.rmtree(root)
    root.write_text("in the way")

    with pytest.raises(HistoryError) as caught:
        write(location, state_dir, {"save": [memory("a.md", "overwrite")], "delete": []})

    assert "nothing was changed" in caught.value.message
    assert (location.memory_dir / "a.md").read_bytes() == before


def _age(root: Path, pass_id: str, days: float) -> str:
    old = datetime.now(UTC) - timedelta(days=days)
    new_id = old.strftime("%Y%m%dT%H%M%S%fZ")
    os.rename(root / pass_id, root / new_id)
    return new_id


def test_passes_older_than_max_days_are_pruned_but_never_the_newest(
    location: StoreLocation, state_dir: Path
) -> None:
    root = history.history_root(state_dir, location.memory_dir)
    bounds = Recording(max_days=30)
    ancient = _age(root, str(write(location, state_dir, {"save": [memory("a.md", "1")]})), 40)
    recent = _age(root, str(write(location, state_dir, {"save": [memory("a.md", "2")]})), 10)

    newest = write(location, state_dir, {"save": [memory("a.md", "3")]}, recording=bounds)

    assert [p.id for p in history.list_passes(state_dir, location.memory_dir)] == [
        newest,
        recent,
    ]
    assert ancient not in os.listdir(root)
    # The only pass left, however old, is the one way back: it stays.
    lonely = state_dir / "lonely"
    shutil.copytree(root / str(newest), lonely / str(newest))
    _age(lonely, str(newest), 400)
    assert history.prune(lonely, bounds) == []
    assert len(os.listdir(lonely)) == 1


def test_the_size_bound_prunes_oldest_first_and_spares_protected_passes(
    location: StoreLocation, state_dir: Path
) -> None:
    big = "x" * 35_000
    ids = []
    for n in range(6):
        saves = [memory(f"m{i}.md", f"{n} {i} {big}") for i in range(10)]
        ids.append(str(write(location, state_dir, {"save": saves})))
    root = history.history_root(state_dir, location.memory_dir)

    removed = history.prune(root, Recording(max_mb=1), protect={ids[1]})

    kept = sorted(os.listdir(root))
    assert ids[1] in kept, "a protected pass survives the size bound"
    assert ids[-1] in kept, "the newest pass survives the size bound"
    assert removed == [i for i in ids[:-1] if i not in kept]
    assert sum(f.stat().st_size for f in root.rglob("*") if f.is_file()) <= 1024 * 1024 + 2**20


def test_damaged_previous_versions_are_refused(location: StoreLocation, state_dir: Path) -> None:
    write(location, state_dir, {"save": [memory("a.md", "one")]})
    write(location, state_dir, {"save": [memory("a.md", "two")]})
    newest = history.list_passes(state_dir, location.memory_dir)[0]
    (change,) = newest.files
    (newest.path / str(change.before)).write_bytes(b"tampered")
    with pytest.raises(HistoryError, match="damaged"):
        newest.previous_bytes(change)


def test_unreadable_manifests_are_skipped(location: StoreLocation, state_dir: Path) -> None:
    write(location, state_dir, {"save": [memory("a.md", "one")]})
    root = history.history_root(state_dir, location.memory_dir)
    (root / "20200101T000000000000Z").mkdir()
    (root / "20200101T000000000000Z" / "manifest.json").write_text("{not json")
    (root / "20200102T000000000000Z").mkdir()
    (root / "20200102T000000000000Z" / "manifest.json").write_text('{"files": [{"before": 1}]}')
    (root / "not-a-pass").mkdir()
    assert len(history.list_passes(state_dir, location.memory_dir)) == 1


def test_record_pass_refuses_an_unknown_kind(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown pass kind"):
        history.record_pass(
            tmp_path,
            tmp_path / "m",
            Recording("bogus"),
            None,
            [Change("a.md", "created", None, b"")],
        )


def test_only_staging_dirs_of_dead_writers_are_swept(tmp_path: Path) -> None:
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        check=True,
        capture_output=True,
        text=True,
    )
    dead_pid = int(dead.stdout)
    live_pid = os.getppid()
    root = tmp_path / "root"
    for name in (
        f".partial-1-{dead_pid}",
        f".partial-2-{live_pid}",
        f".partial-3-{os.getpid()}",
        ".partial-noid",
        "20200101T000000000000Z",
    ):
        (root / name).mkdir(parents=True)
    removed = staging.sweep_dead_partials(root)
    assert sorted(removed) == sorted([f".partial-1-{dead_pid}", ".partial-noid"])
    assert sorted(os.listdir(root)) == sorted(
        [f".partial-2-{live_pid}", f".partial-3-{os.getpid()}", "20200101T000000000000Z"]
    )
