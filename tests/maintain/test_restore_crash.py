"""Dream applies and restores killed at random points: nothing is lost, the next command repairs."""

from __future__ import annotations

import hashlib
import multiprocessing
import os
import random
import signal
import time
from multiprocessing.synchronize import Event
from pathlib import Path

import pytest

from ocmem import context
from ocmem import settings as settings_mod
from ocmem.atomic import is_temp_file
from ocmem.maintain.restore import restore
from ocmem.state import backups, dream_gate, history
from ocmem.state.history import Recording
from ocmem.store import apply_ops, rebuild_index, resolve_store
from ocmem.store.catalog import scan_store
from ocmem.store.index import index_targets
from ocmem.store.location import StoreLocation
from ocmem.store.memory_file import parse
from ocmem.wrapper.launch_recall import store_recall_file

FORK = multiprocessing.get_context("fork")
KILLS = 40
POOL = [f"project_topic_{n:02d}.md" for n in range(12)]


def signed(text: str) -> str:
    return f"{text}\n\nsha256: {hashlib.sha256(text.encode()).hexdigest()}"


def whole(body: str) -> bool:
    text, _, digest = body.rpartition("\n\nsha256: ")
    return hashlib.sha256(text.encode()).hexdigest() == digest


def random_batch(rng: random.Random, serial: int) -> dict[str, object]:
    saves = [
        {
            "file": file,
            "name": file.removesuffix(".md"),
            "description": f"topic {file} revision {serial}",
            "type": "project",
            "body": signed(f"Fact {serial}-{file} " + "detail " * rng.randint(1, 600)),
        }
        for file in rng.sample(POOL, rng.randint(1, 5))
    ]
    saved = {s["file"] for s in saves}
    return {"save": saves, "delete": [f for f in rng.sample(POOL, 2) if f not in saved]}


def dream_and_restore_forever(project: Path, seed: int, ready: Event) -> None:
    rng = random.Random(seed)
    cfg = settings_mod.resolve(project)
    state = cfg.state.dir
    location = resolve_store(project, cfg.local.mode, os.environ)
    ready.set()
    serial = 0
    while True:
        serial += 1
        step = rng.random()
        if step < 0.4:  # what a dream does: back up, apply, record the gate
            backup = backups.take_backup(state, location.memory_dir, cfg.dream.backups)
            apply_ops(
                location,
                random_batch(rng, seed * 100_000 + serial),
                session_id="ses_dream",
                scrub=False,
                state_dir=state,
                dedup_threshold=101,
                recording=Recording("dream", note=f"backup {backup.id}"),
            )
            dream_gate.record_dream(state, location.memory_dir)
        elif step < 0.7:
            passes = history.list_passes(state, location.memory_dir)[:6]
            if passes:
                restore(context.build(project), pass_id=rng.choice(passes).id)
        elif step < 0.85:
            restore(context.build(project))
        else:
            passes = history.list_passes(state, location.memory_dir)[:6]
            # A whole-backup restore records MEMORY.md too; only memories are restorable by name.
            changed = [
                c.file
                for p in passes
                for c in p.files
                if c.before is not None and c.file != "MEMORY.md"
            ]
            if changed:
                restore(context.build(project), file=rng.choice(changed))


def check_files_whole(location: StoreLocation) -> None:
    for path in location.memory_dir.glob("*.md"):
        if path.name != "MEMORY.md":
            assert whole(parse(path.read_text(), path.name).body), path.name


def leftovers(location: StoreLocation, state: Path) -> list[str]:
    found = [n for n in os.listdir(location.memory_dir) if is_temp_file(n)]
    for root in (
        history.history_root(state, location.memory_dir),
        backups.backups_root(state, location.memory_dir),
    ):
        if root.is_dir():
            found += [n for n in os.listdir(root) if n.startswith(".partial-")]
    recall = store_recall_file(location, state).parent
    if recall.is_dir():
        found += [n for n in os.listdir(recall) if is_temp_file(n)]
    return found


def index_matches(location: StoreLocation) -> bool:
    files = sorted(m.file for m in scan_store(location).memories)
    targets = index_targets(location.index_path.read_text()) if location.index_path.exists() else []
    return sorted(targets) == files and len(targets) == len(set(targets))


def kill_at_random(project: Path, rng: random.Random, kills: int, seed: int) -> tuple[int, int]:
    cfg = settings_mod.resolve(project)
    location = resolve_store(project, cfg.local.mode, os.environ)
    leftovers_seen = stale_seen = 0
    for kill in range(kills):
        ready = FORK.Event()
        child = FORK.Process(target=dream_and_restore_forever, args=(project, seed + kill, ready))
        child.start()
        assert ready.wait(20)
        time.sleep(rng.uniform(0.0, 0.08))
        os.kill(child.pid or 0, signal.SIGKILL)
        child.join(20)
        assert child.exitcode == -signal.SIGKILL
        check_files_whole(location)
        leftovers_seen += bool(leftovers(location, cfg.state.dir))
        stale_seen += not index_matches(location)
        # Every recorded pass stays readable, whatever moment the kill hit.
        for record in history.list_passes(cfg.state.dir, location.memory_dir):
            for change in record.files:
                record.previous_bytes(change)
    return leftovers_seen, stale_seen


@pytest.mark.slow
@pytest.mark.parametrize("repair", ["write", "restore"])
def test_killed_dreams_and_restores_are_repaired_by_the_next_command(
    tmp_path: Path, isolated_home: dict[str, str], repair: str
) -> None:
    project = tmp_path / "project"
    project.mkdir()
    cfg = settings_mod.resolve(project)
    state = cfg.state.dir
    location = resolve_store(project, cfg.local.mode, os.environ)
    rng = random.Random(f"restore-crash-{repair}")
    apply_ops(location, random_batch(rng, 0), session_id="s", scrub=False, state_dir=state)
    backups.take_backup(state, location.memory_dir, cfg.dream.backups)

    leftovers_seen, stale_seen = kill_at_random(project, rng, KILLS, 1000)

    # The kills did land mid-write, so the repair below meets real interrupted states.
    assert leftovers_seen + stale_seen > 0
    if repair == "write":
        rebuild_index(location, state_dir=state)
    else:
        restore(context.build(project))
    assert leftovers(location, state) == []
    assert index_matches(location)
    check_files_whole(location)
