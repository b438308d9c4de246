from __future__ import annotations

import os
from pathlib import Path

import pytest

from ocmem.atomic import (
    TEMP_PREFIX,
    is_temp_file,
    sweep_temp_files,
    temp_name,
    write_atomic,
)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    path = tmp_path / "folder"
    path.mkdir()
    return path


def test_write_creates_and_replaces(folder: Path) -> None:
    target = folder / "a.md"
    write_atomic(target, "first\n")
    write_atomic(target, b"second\n")
    assert target.read_bytes() == b"second\n"
    assert os.listdir(folder) == ["a.md"]


def test_existing_permission_bits_are_kept(folder: Path) -> None:
    target = folder / "a.md"
    target.write_text("old")
    target.chmod(0o600)
    write_atomic(target, "new")
    assert target.stat().st_mode & 0o777 == 0o600


def test_failed_rename_leaves_old_file_and_no_temp(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = folder / "a.md"
    target.write_text("old")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space"):
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert os.listdir(folder) == ["a.md"]


def test_failed_write_leaves_no_temp(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken_fsync(fd: int) -> None:
        raise OSError(5, "I/O error")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="I/O error"):
        write_atomic(folder / "a.md", "new")
    assert os.listdir(folder) == []


def test_temp_names_are_hidden_recognisable_and_not_markdown() -> None:
    name = temp_name("feedback_x.md")
    assert name.startswith(TEMP_PREFIX)
    assert name.startswith(".")
    assert not name.endswith(".md")
    assert is_temp_file(name)
    assert len(temp_name("x" * 255 + ".md").encode()) < 255


def test_sweep_removes_leftovers_only(folder: Path) -> None:
    (folder / "a.md").write_text("keep")
    (folder / ".hidden").write_text("keep")
    (folder / temp_name("a.md")).write_text("half")
    (folder / temp_name("harness-feedback.md")).write_text("half")
    removed = sweep_temp_files(folder, target="a.md")
    assert len(removed) == 1
    assert len(sweep_temp_files(folder)) == 1
    assert sorted(os.listdir(folder)) == [".hidden", "a.md"]


def test_sweep_of_missing_directory_is_empty(folder: Path) -> None:
    assert sweep_temp_files(folder / "nope") == []
