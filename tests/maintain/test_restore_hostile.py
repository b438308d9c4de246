"""`restore` never trusts a name from the state directory: a pass manifest or a backup that
names anything but a plain memory file of the store is refused whole, and nothing outside
the store (nor inside it) is touched."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from testing.cli import ocmem

from ocmem import context
from ocmem import settings as settings_mod
from ocmem.maintain.restore import RestoreError, restore
from ocmem.settings import Settings
from ocmem.state import backups, history
from ocmem.store import apply_ops, resolve_store
from ocmem.store.location import StoreLocation
from ocmem.store.naming import validate_file_name
from ocmem.store.store_errors import InvalidMemoryFileError


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
    return {"file": file, "name": file[:-3], "type": "project", "description": body, "body": body}


def write(location: StoreLocation, cfg: Settings, ops: dict[str, object]) -> str:
    result = apply_ops(location, ops, session_id="s", scrub=False, state_dir=cfg.state.dir)
    assert result.history_pass is not None
    return result.history_pass


def tree(root: Path, skip: tuple[Path, ...] = ()) -> dict[str, bytes | str]:
    """Every file and symlink under `root` (but `skip`), with its bytes or link target."""
    found: dict[str, bytes | str] = {}
    for path in sorted(root.rglob("*")):
        if any(path == s or s in path.parents for s in skip):
            continue
        if path.is_symlink():
            found[str(path)] = os.readlink(path)
        elif path.is_file():
            found[str(path)] = path.read_bytes()
    return found


def a_pass_to_poison(location: StoreLocation, cfg: Settings) -> tuple[str, str]:
    """A real pass (a.md updated, b.md created) and the digest of a.md's previous bytes."""
    write(location, cfg, {"save": [memory("a.md", "one")]})
    pass_id = write(location, cfg, {"save": [memory("a.md", "two"), memory("b.md", "bee")]})
    record = history.find_pass(cfg.state.dir, location.memory_dir, pass_id)
    before = record.change_of("a.md")
    assert before is not None
    assert before.before is not None
    return pass_id, before.before


def poison(cfg: Settings, location: StoreLocation, pass_id: str, entry: dict[str, object]) -> None:
    manifest = history.history_root(cfg.state.dir, location.memory_dir) / pass_id / "manifest.json"
    data = json.loads(manifest.read_text())
    data["files"].append(entry)
    manifest.write_text(json.dumps(data))


def hostile_names(location: StoreLocation, victim: Path) -> list[str]:
    return [
        os.path.relpath(victim, location.memory_dir),  # ../../outside/victim.md
        str(victim),  # absolute
        "MEMORY.md",
        "memory.md",
        ".hidden.md",
        "sub/x.md",
        "x\0.md",
        "line\nbreak.md",
        "no-suffix",  # the validator would add `.md`: not the name the store wrote
        " padded.md",
    ]


@pytest.mark.parametrize("action", ["created", "deleted"])
@pytest.mark.parametrize("which", range(10))
def test_a_pass_naming_anything_but_a_store_file_is_refused_whole(
    project: Path,
    location: StoreLocation,
    cfg: Settings,
    tmp_path: Path,
    action: str,
    which: int,
) -> None:
    victim = tmp_path / "outside" / "victim.md"
    victim.parent.mkdir()
    victim.write_text("not yours")
    pass_id, blob = a_pass_to_poison(location, cfg)
    name = hostile_names(location, victim)[which]
    # `created`: undoing it removes the file; `deleted`: undoing it writes the old bytes.
    before, after = (None, blob) if action == "created" else (blob, None)
    poison(
        cfg, location, pass_id, {"file": name, "action": action, "before": before, "after": after}
    )
    state = cfg.state.dir
    outside = tree(tmp_path, skip=(state, location.memory_dir))
    store = tree(location.memory_dir)
    passes = len(history.list_passes(state, location.memory_dir))

    with pytest.raises(RestoreError, match="nothing was restored") as raised:
        restore(context.build(project), pass_id=pass_id)

    assert f"pass {pass_id} names" in raised.value.message
    assert tree(tmp_path, skip=(state, location.memory_dir)) == outside
    assert victim.read_text() == "not yours"
    assert tree(location.memory_dir) == store  # a.md and b.md were not put back either
    assert len(history.list_passes(state, location.memory_dir)) == passes


def test_the_command_says_why_and_exits_non_zero(
    project: Path, location: StoreLocation, cfg: Settings, tmp_path: Path
) -> None:
    victim = tmp_path / "outside" / "victim.md"
    victim.parent.mkdir()
    victim.write_text("not yours")
    pass_id, _ = a_pass_to_poison(location, cfg)
    name = os.path.relpath(victim, location.memory_dir)
    poison(
        cfg, location, pass_id, {"file": name, "action": "created", "before": None, "after": None}
    )

    result = ocmem(["restore", "--pass", pass_id, "--dir", str(project)])

    assert result.returncode != 0
    assert victim.read_text() == "not yours"
    assert "removed" not in result.stdout
    assert "must be a single name" in result.stderr
    assert "nothing was restored" in result.stderr


def test_a_symlink_in_the_store_is_not_written_through_nor_removed(
    project: Path, location: StoreLocation, cfg: Settings, tmp_path: Path
) -> None:
    secret = tmp_path / "outside" / "secret.md"
    secret.parent.mkdir()
    secret.write_text("private")
    pass_id, blob = a_pass_to_poison(location, cfg)
    (location.memory_dir / "link.md").symlink_to(secret)
    for action, before, after in (("deleted", blob, None), ("created", None, blob)):
        poison(
            cfg,
            location,
            pass_id,
            {"file": "link.md", "action": action, "before": before, "after": after},
        )
        result = restore(context.build(project), pass_id=pass_id)
        # said as left alone, not "already as it was" (a black-box tester's find)
        assert "link.md" in result.left_alone
        assert "link.md" not in result.unchanged
        assert (location.memory_dir / "link.md").is_symlink()
        assert secret.read_text() == "private"


def backup_with(location: StoreLocation, cfg: Settings, name: str, target: Path | None) -> str:
    write(location, cfg, {"save": [memory("a.md", "one")]})
    taken = backups.take_backup(cfg.state.dir, location.memory_dir, 5)
    if target is None:
        (taken.path / name).write_text("---\nname: x\ndescription: x\ntype: user\n---\n\nx\n")
    else:
        (taken.path / name).symlink_to(target)
    write(location, cfg, {"save": [memory("a.md", "two")]})
    return taken.id


@pytest.mark.parametrize("name", ["memory.md", "tab\there.md", "new\nline.md", "evil.md", "dir.md"])
def test_a_backup_holding_anything_but_store_files_is_refused_whole(
    project: Path, location: StoreLocation, cfg: Settings, tmp_path: Path, name: str
) -> None:
    secret = tmp_path / "outside" / "secret.md"
    secret.parent.mkdir()
    secret.write_text("private key")
    target = secret if name == "evil.md" else tmp_path / "outside" if name == "dir.md" else None
    backup_id = backup_with(location, cfg, name, target)
    store = tree(location.memory_dir)

    with pytest.raises(RestoreError, match="nothing was restored"):
        restore(context.build(project), backup_id)

    assert tree(location.memory_dir) == store
    assert b"private key" not in b"".join(
        v for v in tree(location.memory_dir).values() if isinstance(v, bytes)
    )


def test_a_backup_restore_keeps_the_index_out_of_the_history(
    project: Path, location: StoreLocation, cfg: Settings
) -> None:
    # The index is derived from the files: were it recorded, undoing this restore would
    # meet a pass that names MEMORY.md, which no pass may name.
    write(location, cfg, {"save": [memory("a.md", "one")]})
    location.index_path.write_text("# Mine\n" + location.index_path.read_text())
    backup = backups.take_backup(cfg.state.dir, location.memory_dir, 5)
    write(location, cfg, {"save": [memory("b.md", "bee")]})
    location.index_path.write_text(location.index_path.read_text().replace("# Mine\n", ""))

    result = restore(context.build(project), backup.id)

    assert location.index_path.read_text().startswith("# Mine\n")
    assert "b.md" not in location.index_path.read_text()
    record = history.find_pass(cfg.state.dir, location.memory_dir, str(result.history_pass))
    assert [c.file for c in record.files] == ["b.md"]
    undone = restore(context.build(project), pass_id=str(result.history_pass))
    assert undone.written == ("b.md",)
    assert "b.md" in location.index_path.read_text()


_name_parts = st.sampled_from(
    ["a", "b", ".", "..", "/", "\\", "\0", "\n", " ", "MEMORY", "memory", ".md", "é", "~"]
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(_name_parts, min_size=1, max_size=6).map("".join))
def test_any_name_in_a_manifest_is_used_only_if_the_store_could_have_written_it(
    project: Path, location: StoreLocation, cfg: Settings, tmp_path: Path, name: str
) -> None:
    shutil.rmtree(location.memory_dir, ignore_errors=True)
    shutil.rmtree(cfg.state.dir / "history", ignore_errors=True)
    pass_id, blob = a_pass_to_poison(location, cfg)
    poison(
        cfg, location, pass_id, {"file": name, "action": "deleted", "before": blob, "after": None}
    )
    state = cfg.state.dir
    outside = tree(tmp_path, skip=(state, location.memory_dir))
    try:
        plain = validate_file_name(name) == name
    except InvalidMemoryFileError:
        plain = False

    if plain:
        result = restore(context.build(project), pass_id=pass_id)
        assert name in result.written
        assert (location.memory_dir / name).read_text().endswith("one\n")
    else:
        store = tree(location.memory_dir)
        with pytest.raises(RestoreError, match="nothing was restored"):
            restore(context.build(project), pass_id=pass_id)
        assert tree(location.memory_dir) == store
    assert tree(tmp_path, skip=(state, location.memory_dir)) == outside


def test_a_pass_or_backup_directory_linked_from_elsewhere_is_not_followed(
    project: Path, location: StoreLocation, cfg: Settings, tmp_path: Path
) -> None:
    """Found by a black-box tester: a pass or a backup directory that is a symlink to a
    directory outside the state dir was read, and its files were written into the store."""
    pass_id, _ = a_pass_to_poison(location, cfg)
    passes = history.history_root(cfg.state.dir, location.memory_dir)
    outside = tmp_path / "outside"
    outside.mkdir()
    shutil.move(passes / pass_id, outside / pass_id)
    (passes / pass_id).symlink_to(outside / pass_id, target_is_directory=True)
    taken = backups.take_backup(cfg.state.dir, location.memory_dir, keep=5)
    shutil.move(taken.path, outside / taken.id)
    taken.path.symlink_to(outside / taken.id, target_is_directory=True)
    store = tree(location.memory_dir)

    with pytest.raises(history.HistoryError, match="no pass"):
        restore(context.build(project), pass_id=pass_id)
    with pytest.raises(backups.BackupError, match="no backup"):
        restore(context.build(project), taken.id)

    assert tree(location.memory_dir) == store


def test_a_pass_whose_manifest_is_damaged_is_said_to_be_damaged(
    project: Path, location: StoreLocation, cfg: Settings
) -> None:
    """Found by a black-box tester: a pass whose manifest does not parse was reported as
    'no pass', as if the id were mistyped."""
    pass_id, _ = a_pass_to_poison(location, cfg)
    manifest = history.history_root(cfg.state.dir, location.memory_dir) / pass_id / "manifest.json"
    manifest.write_text("{not json")
    store = tree(location.memory_dir)
    with pytest.raises(history.HistoryError, match="is damaged"):
        restore(context.build(project), pass_id=pass_id)
    assert tree(location.memory_dir) == store
