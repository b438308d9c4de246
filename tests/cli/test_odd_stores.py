"""Odd stores (a cloned repository can hold anything) never leak, hang, crash or corrupt."""

from __future__ import annotations

import os
import subprocess
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path

import pytest
from testing.cli import ocmem

from ocmem.store.location import resolve_store
from ocmem.store.memory_file import parse, serialize

SECRET = "-----BEGIN OPENSSH PRIVATE KEY----- s3cr3t-bytes"
COMMANDS = [
    ["status"],
    ["memories", "list"],
    ["memories", "show", "a.md"],
    ["memories", "search", "body"],
    ["memories", "rm", "a.md"],
    ["maintain", "--dry-run"],
    ["recall"],
    ["doctor"],
]
MEMORY = "---\nname: a\ndescription: about a\nmetadata:\n  type: user\n---\n\nbody text\n"


def _symlink_out(store: Path, secret: Path) -> None:
    (store / "MEMORY.md").symlink_to(secret)


def _fifo(store: Path, secret: Path) -> None:
    os.mkfifo(store / "MEMORY.md")


def _dev_zero(store: Path, secret: Path) -> None:
    (store / "MEMORY.md").symlink_to("/dev/zero")


def _dev_null(store: Path, secret: Path) -> None:
    (store / "MEMORY.md").symlink_to("/dev/null")


def _directory(store: Path, secret: Path) -> None:
    (store / "MEMORY.md").mkdir()


def _memory_links_out(store: Path, secret: Path) -> None:
    (store / "MEMORY.md").write_text("- [key](key.md) — the key\n")
    (store / "key.md").symlink_to(secret)


@pytest.mark.parametrize(
    "make_odd",
    [_symlink_out, _fifo, _dev_zero, _dev_null, _directory, _memory_links_out],
    ids=lambda f: f.__name__.strip("_"),
)
def test_every_command_answers_in_one_line_without_leaking(
    tmp_path: Path, isolated_home: dict[str, str], make_odd: Callable[[Path, Path], None]
) -> None:
    project = tmp_path / "project"
    store = project / ".claude" / "memory"
    store.mkdir(parents=True)
    (store / "a.md").write_text(MEMORY)  # no `created`, as Claude Code writes them
    secret = tmp_path / "id_ed25519"
    secret.write_text(SECRET)
    make_odd(store, secret)
    for command in COMMANDS:
        result = ocmem([*command, "--dir", str(project)], env=isolated_home, timeout=60)
        shown = " ".join(command)
        assert "Traceback" not in result.stderr, (shown, result.stderr)
        assert SECRET not in result.stdout + result.stderr, shown
        if command == ["doctor"]:  # a report: failed checks are lines on stdout with a fix
            if make_odd is not _memory_links_out:
                assert "MEMORY.md" in result.stdout, result.stdout
                assert "fix:" in result.stdout, result.stdout
            continue
        if result.returncode != 0:
            errors = [line for line in result.stderr.splitlines() if "error:" in line]
            assert len(errors) == 1, (shown, result.stderr)
            assert "hint:" in result.stderr, (shown, result.stderr)
    state = Path(isolated_home["OPENCODE_MEMORY_STATE_DIR"])
    for path in [*state.rglob("*"), *store.rglob("*")]:
        if path.is_file() and not path.is_symlink():
            assert SECRET.encode() not in path.read_bytes(), path
    assert secret.read_text() == SECRET  # never written through


def test_show_prints_the_file_as_it_is_on_disk(
    tmp_path: Path, isolated_home: dict[str, str]
) -> None:
    store = tmp_path / "p" / ".claude" / "memory"
    store.mkdir(parents=True)
    raw = b"---\r\nname:   'odd spacing'\r\ntags: [x]\r\n---\r\nbody\xc3\xa9 no final newline"
    (store / "a.md").write_bytes(raw)
    # Bytes, not text: the harness's text mode would fold the CRLFs this test is about.
    result = subprocess.run(
        [sys.executable, "-m", "ocmem", "memories", "show", "a.md", "--dir", str(tmp_path / "p")],
        env=isolated_home,
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == raw


def test_show_refuses_a_symlink_and_a_fifo(tmp_path: Path, isolated_home: dict[str, str]) -> None:
    store = tmp_path / "p" / ".claude" / "memory"
    store.mkdir(parents=True)
    (store / "link.md").symlink_to(tmp_path / "secret")
    (tmp_path / "secret").write_text(SECRET)
    os.mkfifo(store / "pipe.md")
    for name, why in (("link.md", "symlink"), ("pipe.md", "FIFO")):
        result = ocmem(
            ["memories", "show", name, "--dir", str(tmp_path / "p")], env=isolated_home, timeout=60
        )
        assert result.returncode == 1
        assert why in result.stderr
        assert "hint:" in result.stderr
        assert SECRET not in result.stdout + result.stderr


def test_a_store_path_that_is_a_file(tmp_path: Path, isolated_home: dict[str, str]) -> None:
    project = tmp_path / "p"
    (project / ".claude").mkdir(parents=True)
    (project / ".claude" / "memory").write_text("not a directory")
    env = {**isolated_home, "OPENCODE_MEMORY_LOCAL": "on"}
    for command in (["memories", "list"], ["status"], ["memories", "rm", "a.md"]):
        result = ocmem([*command, "--dir", str(project)], env=env)
        assert result.returncode == 1, command
        assert "is a file, not a directory" in result.stderr
        assert "hint:" in result.stderr
        assert "Traceback" not in result.stderr


def test_non_utf8_and_nfd_names(tmp_path: Path, isolated_home: dict[str, str]) -> None:
    project = tmp_path / "p"
    store = project / ".claude" / "memory"
    store.mkdir(parents=True)
    (store / "a.md").write_text(MEMORY)
    bad = os.fsencode(store) + b"/caf\xe9.md"  # Latin-1, not UTF-8
    with open(bad, "wb") as handle:
        handle.write(b"---\nname: latin\n---\nbody\n")
    nfd = unicodedata.normalize("NFD", "café.md")
    (store / nfd).write_text("---\nname: nfd\ndescription: decomposed\n---\nbody\n")
    listed = ocmem(["memories", "list", "--dir", str(project)], env=isolated_home)
    assert listed.returncode == 0
    assert "skipped caf\\xe9.md: name is not UTF-8" in listed.stdout
    assert (
        ocmem(["memories", "rm", "a.md", "--dir", str(project)], env=isolated_home).returncode == 0
    )
    index = (store / "MEMORY.md").read_bytes()
    index.decode("utf-8")  # still UTF-8 text
    assert f"]({nfd})".encode() in index  # the decomposed name, byte for byte
    assert b"\xe9.md" not in index
    shown = ocmem(["memories", "show", nfd, "--dir", str(project)], env=isolated_home)
    assert shown.returncode == 0
    assert "decomposed" in shown.stdout
    recall = ocmem(["recall", "--dir", str(project)], env=isolated_home)
    assert "Traceback" not in recall.stderr
    assert "latin" not in recall.stdout


def test_a_memory_without_created_is_read_and_rewritten(
    tmp_path: Path, isolated_home: dict[str, str]
) -> None:
    memory = parse(MEMORY, file="a.md")
    assert memory.created == ""
    text = serialize(memory)  # the dream's dry-run diff serializes what it read
    assert "created:" not in text
    assert "  modified: " in text
    location = resolve_store(tmp_path, "off", isolated_home)
    assert location.memory_dir.name == "memory"
