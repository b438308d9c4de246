"""`hook install|uninstall`: one marked block, nothing else in the rc file touched."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest
from testing.cli import ocmem

from ocmem.wrapper.hook import (
    END_MARKER,
    LEGACY_END_MARKER,
    LEGACY_START_MARKER,
    START_MARKER,
    HookError,
    default_rc_file,
    detect_shell,
    hook_block,
    install_hook,
    uninstall_hook,
)

LEGACY_FUNCTION = 'opencode() {\n  command opencode-memory "$@"\n}\n'
LEGACY_BLOCK = f"{LEGACY_START_MARKER}\n{LEGACY_FUNCTION}{LEGACY_END_MARKER}\n"
ORIGINALS = {
    "empty": b"",
    "ends with newline": b"export A=1\nalias ll='ls -l'\n",
    "no final newline": b"export A=1\nalias ll='ls -l'",
    "crlf and unicode": "set -o vi\r\n# caf\u00e9 \u2615\r\nexport B=2\r\n".encode(),
}


@pytest.mark.parametrize("original", ORIGINALS.values(), ids=ORIGINALS.keys())
def test_install_then_uninstall_restores_the_file_byte_for_byte(
    original: bytes, tmp_path: Path
) -> None:
    rc = tmp_path / ".bashrc"
    rc.write_bytes(original)

    change = install_hook("bash", rc)
    installed = rc.read_bytes()
    assert change.action == "installed"
    assert installed.startswith(original)
    assert hook_block("bash").encode() in installed
    assert install_hook("bash", rc).action == "unchanged"
    assert rc.read_bytes() == installed

    assert uninstall_hook("bash", rc).action == "removed"
    assert rc.read_bytes() == original


def test_install_creates_a_missing_rc_file(tmp_path: Path) -> None:
    rc = tmp_path / "new" / ".zshrc"
    assert install_hook("zsh", rc).action == "installed"
    assert rc.read_text() == hook_block("zsh", created=True, created_dir=True) + "\n"
    assert install_hook("zsh", rc).action == "unchanged"


def test_uninstall_removes_a_directory_install_created_only_when_it_is_empty(
    tmp_path: Path,
) -> None:
    # ~/.config/fish, made for config.fish, was left behind empty (a re-test's find).
    rc = tmp_path / "config" / "fish" / "config.fish"
    install_hook("fish", rc)
    assert uninstall_hook("fish", rc).file_deleted
    assert not rc.parent.exists()
    assert rc.parent.parent.is_dir(), "only the directory install made for the file"

    install_hook("fish", rc)
    (rc.parent / "functions").mkdir()  # the user's since
    assert uninstall_hook("fish", rc).file_deleted
    assert (rc.parent / "functions").is_dir()


def test_uninstall_deletes_a_file_install_created_when_nothing_else_is_in_it(
    tmp_path: Path,
) -> None:
    # It left an empty ~/.zshrc, which stops zsh's first-run setup from ever running.
    rc = tmp_path / ".zshrc"
    install_hook("zsh", rc)
    change = uninstall_hook("zsh", rc)
    assert (change.action, change.file_deleted) == ("removed", True)
    assert not rc.exists()

    install_hook("zsh", rc)
    rc.write_text(rc.read_text() + "alias ll='ls -l'\n")  # the user's own line since
    assert not uninstall_hook("zsh", rc).file_deleted
    assert rc.read_text() == "alias ll='ls -l'\n"

    rc.write_text("")  # a file that was there, empty, before install is kept
    install_hook("zsh", rc)
    assert not uninstall_hook("zsh", rc).file_deleted
    assert rc.read_bytes() == b""


def test_install_replaces_the_prior_wrappers_block_in_place(tmp_path: Path) -> None:
    rc = tmp_path / ".bashrc"
    rc.write_text(f"before\n\n{LEGACY_BLOCK}after\n")

    assert install_hook("bash", rc).action == "replaced-legacy"
    assert rc.read_text() == f"before\n\n{hook_block('bash')}\nafter\n"
    assert install_hook("bash", rc).action == "unchanged"

    assert uninstall_hook("bash", rc).action == "removed"
    assert rc.read_text() == "before\n\nafter\n"


def test_an_outdated_block_is_updated_in_place(tmp_path: Path) -> None:
    rc = tmp_path / ".bashrc"
    rc.write_text(f"one\n{START_MARKER}\nopencode() {{ old; }}\n{END_MARKER}\ntwo\n")
    assert install_hook("bash", rc).action == "updated"
    assert rc.read_text() == f"one\n{hook_block('bash')}\ntwo\n"


def test_uninstall_removes_only_our_block(tmp_path: Path) -> None:
    rc = tmp_path / ".bashrc"
    rc.write_text(f"a\n{LEGACY_BLOCK}b\n")
    before = rc.stat()
    assert uninstall_hook("bash", rc).action == "absent"
    assert rc.read_text() == f"a\n{LEGACY_BLOCK}b\n"
    assert rc.stat().st_ino == before.st_ino, "nothing was written"


def test_a_block_without_its_end_marker_is_left_alone(tmp_path: Path) -> None:
    rc = tmp_path / ".bashrc"
    text = f"a\n{START_MARKER}\nfunction opencode {{ :; }}\nexport KEEP=1\n"
    rc.write_text(text)
    for action in (install_hook, uninstall_hook):
        with pytest.raises(HookError, match=r"no .* after it") as error:
            action("bash", rc)
        assert error.value.hint
        assert rc.read_text() == text


def test_two_start_markers_before_one_end_are_left_alone(tmp_path: Path) -> None:
    """Found by a black-box tester: with two start markers and one end marker, install
    and uninstall both removed the user's line between the two starts, and exited 0."""
    rc = tmp_path / ".bashrc"
    text = (
        f"a\n{START_MARKER}\nexport MINE=1\n{START_MARKER}\nfunction opencode {{ :; }}\n"
        f"{END_MARKER}\nb\n"
    )
    rc.write_text(text)
    for action in (install_hook, uninstall_hook):
        with pytest.raises(HookError, match="second") as error:
            action("bash", rc)
        assert error.value.hint
        assert rc.read_text() == text


def test_a_symlinked_rc_file_stays_a_symlink(tmp_path: Path) -> None:
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    target = dotfiles / "bashrc"
    target.write_text("export FROM_DOTFILES=1\n")
    target.chmod(0o640)
    rc = tmp_path / ".bashrc"
    rc.symlink_to(target)

    change = install_hook("bash", rc)
    assert change.written_to == str(target)
    assert rc.is_symlink()
    assert rc.resolve() == target
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert hook_block("bash") in target.read_text()

    uninstall_hook("bash", rc)
    assert rc.is_symlink()
    assert target.read_text() == "export FROM_DOTFILES=1\n"
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


def test_shell_detection_and_default_rc_files(tmp_path: Path) -> None:
    home = {"HOME": str(tmp_path)}
    assert detect_shell({"SHELL": "/usr/bin/zsh"}) == "zsh"
    assert detect_shell({"SHELL": "/opt/homebrew/bin/fish"}) == "fish"
    assert detect_shell({"SHELL": "/bin/bash"}) == "bash"
    with pytest.raises(HookError) as error:
        detect_shell({"SHELL": "/bin/tcsh"})
    assert "--shell" in (error.value.hint or "")
    assert default_rc_file("bash", home) == tmp_path / ".bashrc"
    assert default_rc_file("zsh", home) == tmp_path / ".zshrc"
    assert default_rc_file("zsh", {**home, "ZDOTDIR": str(tmp_path / "z")}) == (
        tmp_path / "z" / ".zshrc"
    )
    xdg = {**home, "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    assert default_rc_file("fish", xdg) == tmp_path / "cfg" / "fish" / "config.fish"


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_the_block_parses_in_its_shell(shell: str, tmp_path: Path) -> None:
    binary = shutil.which(shell)
    if binary is None:
        pytest.skip(f"{shell} is not installed")
    script = tmp_path / f"hook.{shell}"
    script.write_text(hook_block(shell) + "\n")  # type: ignore[arg-type]
    done = subprocess.run([binary, "-n", str(script)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def fake_command(directory: Path, name: str, says: str) -> None:
    directory.mkdir(exist_ok=True)
    path = directory / name
    path.write_text(f'#!/bin/sh\necho "{says}" "$@"\n')
    path.chmod(0o755)


def test_the_installed_bash_function_routes_and_falls_back(tmp_path: Path) -> None:
    rc = tmp_path / ".bashrc"
    rc.write_text("export BEFORE=1\n")
    install_hook("bash", rc)
    with_us, without_us = tmp_path / "with", tmp_path / "without"
    fake_command(with_us, "opencode-memory", "wrapper got:")
    fake_command(with_us, "opencode", "real opencode got:")
    fake_command(without_us, "opencode", "real opencode got:")

    def bash(path: Path, command: str) -> str:
        env = {"PATH": f"{path}:/usr/bin:/bin", "HOME": str(tmp_path)}
        done = subprocess.run(
            ["bash", "--norc", "-c", f"source {rc}; {command}"],
            env=env, capture_output=True, text=True, check=True,
        )  # fmt: skip
        return done.stdout

    assert bash(with_us, "type -t opencode") == "function\n"
    assert bash(with_us, "opencode run 'two words'") == "wrapper got: wrap -- run two words\n"
    assert bash(without_us, "opencode --version") == "real opencode got: --version\n"


def test_the_cli_installs_for_the_shell_named_by_its_environment(tmp_path: Path) -> None:
    env = {**os.environ, "SHELL": "/bin/zsh"}
    first = ocmem(["hook", "install", "--json"], env=env)
    assert first.returncode == 0, first.stderr
    rc = Path(os.environ["HOME"]) / ".zshrc"
    assert first.json() == {
        "action": "installed", "shell": "zsh", "rc_file": str(rc), "written_to": str(rc),
        "file_deleted": False,
    }  # fmt: skip
    again = ocmem(["hook", "install"], env=env)
    assert "already installed" in again.stdout

    other = tmp_path / "custom.sh"
    done = ocmem(["hook", "install", "--shell", "bash", "--rc-file", str(other)], env=env)
    assert done.returncode == 0
    assert hook_block("bash", created=True) in other.read_text()
    gone = ocmem(["hook", "uninstall", "--shell", "bash", "--rc-file", str(other)], env=env)
    assert "removed" in gone.stdout
    assert "deleted the file" in gone.stdout
    assert not other.exists()

    unknown = ocmem(["hook", "install"], env={**os.environ, "SHELL": "/bin/tcsh"})
    assert unknown.returncode == 2
    assert "--shell" in unknown.stderr
    named = ocmem(["hook", "install", "--shell", "tcsh"], env=env)
    assert named.returncode == 2
    assert "'tcsh' is not supported; use bash, zsh or fish" in named.stderr
    assert sorted(p.name for p in rc.parent.iterdir() if p.name.startswith(".tcsh")) == []
