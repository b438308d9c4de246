"""A dream and a restore SIGKILLed at each of their file writes in turn: after every kill the
next `maintain` leaves MEMORY.md in step with the files, no memory is torn, and every memory
that was in the store is still there or recoverable from the history or a backup.

The seam counts the calls that change the file system (`os.write`, `os.replace`, `os.unlink`,
`os.mkdir`, an `open` for writing, ...) in a forked child; the run with kill point k is
SIGKILLed, really, by the kernel, just before its k-th such call. A first run without a kill
point counts them, so every write of the operation is covered.
"""

from __future__ import annotations

import builtins
import hashlib
import io
import os
import shutil
import signal
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from testing.core import FakeForker, Project, answered, fact
from testing.scripts import ops_answer

from ocmem.atomic import is_temp_file
from ocmem.maintain.dream import forced_dream
from ocmem.maintain.pipeline import maintain
from ocmem.maintain.restore import restore
from ocmem.state import backups, history
from ocmem.store import apply_ops, resolve_store
from ocmem.store.catalog import scan_store
from ocmem.store.index import index_targets
from ocmem.store.location import StoreLocation
from ocmem.store.memory_file import parse

_MUTATORS = (
    "write",
    "replace",
    "rename",
    "unlink",
    "remove",
    "rmdir",
    "mkdir",
    "sendfile",
    "truncate",
    "ftruncate",
    "link",
    "symlink",
)
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
USER_LINE = "- [README](README.md) — the project's readme, linked by hand\n"
DREAM = {
    "save": [
        {**fact(2), "body": "Module m2 owns topic 2, and topic 9 since the merge."},
        {**fact(7), "file": "project_fact_7.md"},
    ],
    "delete": ["project_fact_0.md", "project_fact_1.md"],
}


def arm(kill_at: int | None) -> list[int]:
    """Count every file-system change of this (child) process; SIGKILL it at call `kill_at`."""
    counter = [0]

    def step() -> None:
        counter[0] += 1
        if counter[0] == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)

    def counted(original: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            step()
            return original(*args, **kwargs)

        return call

    for name in _MUTATORS:
        setattr(os, name, counted(getattr(os, name)))
    real_os_open = os.open

    def os_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & _WRITE_FLAGS:
            step()
        return real_os_open(path, flags, *args, **kwargs)

    os.open = os_open
    real_open = builtins.open

    def open_(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if any(flag in mode for flag in "wax+"):
            step()
        return real_open(file, mode, *args, **kwargs)

    builtins.open = open_
    io.open = open_
    return counter


def run_in_child(operation: Callable[[], object], kill_at: int | None) -> int | None:
    """Run `operation` in a forked child killed at write `kill_at`; the writes it made when
    it ran to the end (None when it was killed)."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        code = 1
        try:
            os.close(read_end)
            real_write = os.write
            counter = arm(kill_at)
            operation()
            real_write(write_end, str(counter[0]).encode())
            code = 0
        finally:
            os._exit(code)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        report = pipe.read()
    _, status = os.waitpid(pid, 0)
    if kill_at is None:
        assert os.WIFEXITED(status), status
        assert os.WEXITSTATUS(status) == 0
        return int(report)
    if os.WIFEXITED(status):
        return int(report)  # finished before reaching `kill_at`
    assert os.WTERMSIG(status) == signal.SIGKILL
    return None


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def memory_files(location: StoreLocation) -> dict[str, bytes]:
    return {
        p.name: p.read_bytes()
        for p in sorted(location.memory_dir.glob("*.md"))
        if p.name != "MEMORY.md"
    }


def recoverable(state: Path, location: StoreLocation) -> set[str]:
    """Digests of every memory version the history and the backups hold."""
    held = set()
    for record in history.list_passes(state, location.memory_dir):
        for change in record.files:
            previous = record.previous_bytes(change)
            if previous is not None:
                held.add(digest(previous))
    for backup in backups.list_backups(state, location.memory_dir):
        held.update(digest(p.read_bytes()) for p in backup.path.glob("*.md"))
    return held


class Scene:
    """The project's store and state dir, saved once and put back before every run."""

    def __init__(self, proj: Project, saved: Path) -> None:
        self.proj = proj
        self.state = proj.settings().state.dir
        self.location = resolve_store(proj.repo, "auto", proj.env)
        self.saved = saved
        self.dirs = {"store": self.location.memory_dir, "state": self.state}
        for key, path in self.dirs.items():
            shutil.copytree(path, saved / key, symlinks=True)

    def reset(self) -> None:
        for key, path in self.dirs.items():
            shutil.rmtree(path)
            shutil.copytree(self.saved / key, path, symlinks=True)


def prepare(proj: Project, tmp_path: Path, dreamt: bool) -> Scene:
    location = resolve_store(proj.repo, "auto", proj.env)
    state = proj.settings().state.dir
    apply_ops(
        location,
        {"save": [fact(i) for i in range(6)]},
        session_id=None,
        scrub=False,
        state_dir=state,
        dedup_threshold=101,
    )
    location.index_path.write_text(USER_LINE + location.index_path.read_text())
    proj.session("Hello.")
    # The session is mined once (nothing found): the next maintain has nothing to mine.
    maintain(proj.context(), forker=FakeForker([answered(ops_answer({}))]))
    if dreamt:
        outcome = forced_dream(proj.context(), forker=FakeForker([answered(ops_answer(DREAM))]))
        assert outcome.result == "ok"
    return Scene(proj, tmp_path / "saved")


def content(name: str, data: bytes) -> tuple[str, str, str]:
    """What a version says (its `modified` time differs from one run to the next)."""
    memory = parse(data.decode("utf-8"), name)
    return memory.name, memory.description, memory.body


def check_after_next_maintain(
    scene: Scene, before: dict[str, bytes], versions: set[tuple[str, str, str]]
) -> None:
    location = scene.location
    for name, data in memory_files(location).items():
        assert content(name, data) in versions, f"{name} is torn"
    report = maintain(scene.proj.context(), forker=FakeForker([answered(ops_answer({}))]))
    assert all(s.action == "skipped" for s in report.sessions)

    text = location.index_path.read_text()
    files = sorted(m.file for m in scan_store(location).memories)
    targets = index_targets(text)
    assert sorted(t for t in targets if t != "README.md") == files  # one line per memory
    assert USER_LINE in text  # the user's line to a file that is not there stays
    assert not [n for n in os.listdir(location.memory_dir) if is_temp_file(n)]
    now = memory_files(location)
    held = recoverable(scene.state, location)
    for name, data in before.items():
        assert now.get(name) == data or digest(data) in held, f"{name} was lost"


def kill_at_every_write(scene: Scene, operation: Callable[[], object]) -> int:
    before = memory_files(scene.location)
    writes = run_in_child(operation, None)
    assert writes is not None
    versions = {
        content(name, data)
        for files in (before, memory_files(scene.location))
        for name, data in files.items()
    }
    for kill_at in range(1, writes + 1):
        scene.reset()
        assert run_in_child(operation, kill_at) is None, f"write {kill_at} of {writes} not reached"
        check_after_next_maintain(scene, before, versions)
    return writes


def test_a_dream_killed_at_each_of_its_writes_is_repaired_by_the_next_maintain(
    proj: Project, tmp_path: Path
) -> None:
    scene = prepare(proj, tmp_path, dreamt=False)
    forker = FakeForker([answered(ops_answer(DREAM))])

    def dream() -> None:
        assert forced_dream(proj.context(), forker=forker).result == "ok"

    writes = kill_at_every_write(scene, dream)
    assert writes >= 20  # backup, history, four memory files, index, gate, journal


@pytest.mark.parametrize("kind", ["pass", "backup"])
def test_a_restore_killed_at_each_of_its_writes_is_repaired_by_the_next_maintain(
    proj: Project, tmp_path: Path, kind: str
) -> None:
    scene = prepare(proj, tmp_path, dreamt=True)
    location, state = scene.location, scene.state
    dream_pass = history.list_passes(state, location.memory_dir)[0].id
    backup_id = backups.list_backups(state, location.memory_dir)[-1].id

    def undo() -> None:
        if kind == "pass":
            restore(proj.context(), pass_id=dream_pass)
        else:
            restore(proj.context(), backup_id)

    writes = kill_at_every_write(scene, undo)
    assert writes >= 10
