"""MEMORY.md is shared with writers outside our lock (Claude Code, a person's editor): a
line they add while we rewrite the index is merged in, never thrown away by our rename."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from ocmem.store.apply import apply_ops
from ocmem.store.index_writer import rewrite_index
from ocmem.store.location import StoreLocation
from ocmem.store.store_errors import StoreError


def _replace(path: Path, text: str) -> None:
    temp = path.with_name(".other-writer.tmp")
    temp.write_text(text)
    os.replace(temp, path)


@pytest.fixture
def index(location: StoreLocation) -> Path:
    location.memory_dir.mkdir(parents=True)
    location.index_path.write_text("# Memory\n")
    return location.index_path


def test_a_line_written_between_our_read_and_our_rename_is_merged_in(
    location: StoreLocation, index: Path
) -> None:
    seen: list[str] = []

    def merge(current: str) -> str:
        seen.append(current)
        if len(seen) == 1:  # the other writer lands while our first merge is being written
            _replace(index, current + "Hand note written by a person.\n")
        return current + "- [a](a.md) — ours\n"

    assert rewrite_index(location, merge)

    assert seen == ["# Memory\n", "# Memory\nHand note written by a person.\n"]
    assert index.read_text() == ("# Memory\nHand note written by a person.\n- [a](a.md) — ours\n")
    assert not [p for p in location.memory_dir.iterdir() if p.name.startswith(".ocmem-tmp-")]


def test_an_index_that_never_stops_changing_is_refused_not_forced(
    location: StoreLocation, index: Path
) -> None:
    count = iter(range(1000))

    def merge(current: str) -> str:
        _replace(index, f"# Memory\nnote {next(count)}\n")
        return current + "- [a](a.md) — ours\n"

    with pytest.raises(StoreError, match="kept changing"):
        rewrite_index(location, merge)

    assert "- [a](a.md)" not in index.read_text()


_OTHER_WRITER = textwrap.dedent(
    """
    import os, sys, time
    index, stop, count = sys.argv[1], sys.argv[2], 0
    while not os.path.exists(stop):
        with open(index, encoding="utf-8") as f:
            text = f.read()
        temp = index + ".other"
        with open(temp, "w", encoding="utf-8") as f:
            f.write(text + f"Hand note {count} written by a person.\\n")
        os.replace(temp, index)
        count += 1
        with open(stop + ".count", "w") as f:
            f.write(str(count))
        time.sleep(0.02)
    print(count)
    """
)
_RACING_WRITES = 20


def test_deletes_racing_a_writer_outside_the_lock_lose_none_of_its_lines(
    location: StoreLocation, tmp_path: Path
) -> None:
    # Before, 32–42 of ~1,000 such lines were lost to 40 `memories rm` (a black-box find).
    apply = {"session_id": "ses_test", "scrub": False, "state_dir": tmp_path / "state"}
    saves = [
        {
            "file": f"project_n{i}.md",
            "type": "project",
            "name": f"n{i}",
            "body": "b",
            "description": f"note {i}",
        }
        for i in range(30)
    ]
    apply_ops(location, {"save": saves}, **apply)  # type: ignore[arg-type]
    stop = tmp_path / "stop"
    writer = subprocess.Popen(
        [sys.executable, "-c", _OTHER_WRITER, str(location.index_path), str(stop)],
        stdout=subprocess.PIPE,
        text=True,
    )
    count = stop.with_name("stop.count")
    deadline = time.monotonic() + 120
    try:
        # Our writes go on until the other writer has raced them long enough, however
        # slow a loaded machine makes either side.
        for i in range(30):
            apply_ops(location, {"delete": [f"project_n{i}.md"]}, **apply)  # type: ignore[arg-type]
        extra = 0
        while time.monotonic() < deadline and _count(count) < _RACING_WRITES:
            extra += 1
            again = {**saves[0], "file": f"project_again{extra}.md", "body": f"b{extra}"}
            apply_ops(location, {"save": [again]}, **apply)  # type: ignore[arg-type]
            apply_ops(location, {"delete": [again["file"]]}, **apply)  # type: ignore[arg-type]
    finally:
        stop.touch()
        written = int(writer.communicate(timeout=30)[0])

    text = location.index_path.read_text()
    kept = {line for line in text.splitlines() if line.startswith("Hand note ")}
    assert written >= _RACING_WRITES, "the other writer never got going"
    lost = {f"Hand note {n} written by a person." for n in range(written)} - kept
    # The check runs microseconds before the rename, not atomically with it (no lock binds
    # the other writer): a replace landing in that gap is still lost. Measured on an idle
    # machine: 0 of 20 lines lost in 10 runs of 10; the old rename lost 3-6 of 20 (3 runs).
    assert len(lost) <= 1, sorted(lost)
    # (An entry of ours the other writer's own read-modify-rename put back is not checked:
    # that is its lost update, and our next write drops an entry whose file is gone.)
    assert not list(location.memory_dir.glob("project_n*.md"))
    assert not list(location.memory_dir.glob("project_again*.md"))


def _count(path: Path) -> int:
    try:
        return int(path.read_text() or 0)
    except (OSError, ValueError):
        return 0
