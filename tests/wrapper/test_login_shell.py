"""A login bash (macOS Terminal, ssh) reads ~/.bash_profile, not ~/.bashrc: doctor says so
when the hook is out of its reach, and `hook install` puts it within reach. Isolated HOME."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from testing.cli import ocmem

from ocmem.doctor import check_hook, installed_hooks
from ocmem.wrapper.hook import START_MARKER
from ocmem.wrapper.login_shell import login_reach, sources_bashrc

HOME = Path("/home/u")


def home() -> Path:
    return Path(os.environ["HOME"])


@pytest.mark.parametrize(
    "line",
    [
        ". ~/.bashrc",
        "source ~/.bashrc",
        "[ -f ~/.bashrc ] && . ~/.bashrc",
        'if [ -f "$HOME/.bashrc" ]; then . "$HOME/.bashrc"; fi',
        "  source ${HOME}/.bashrc",
        "test -r ~/.bashrc && source ~/.bashrc",
        ". /home/u/.bashrc",
    ],
)
def test_the_usual_ways_of_sourcing_bashrc_are_recognised(line: str) -> None:
    assert sources_bashrc(f"export A=1\n{line}\n", HOME)


@pytest.mark.parametrize(
    "line",
    ["# . ~/.bashrc", "echo ~/.bashrc", ". ~/.bashrc_local", "cp ~/.bashrc /tmp", ""],
)
def test_lookalikes_do_not_count(line: str) -> None:
    assert not sources_bashrc(f"export A=1\n{line}\n", HOME)


@given(st.text(alphabet=st.characters(blacklist_characters="\x00"), max_size=200))
def test_a_commented_out_line_never_counts(text: str) -> None:
    assert not sources_bashrc("# " + text.replace("\n", " ") + " . ~/.bashrc\n", HOME)


def test_reach_follows_bash_login_file_order(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path)}
    assert login_reach(env, "linux").reaches  # no login file: Linux terminals are non-login
    mac = login_reach(env, "darwin")
    assert (mac.reaches, mac.writable_fix) == (False, tmp_path / ".bash_profile")
    (tmp_path / ".profile").write_text("PATH=$PATH:~/bin\n")
    profile = login_reach(env, "darwin")
    assert (profile.login_file, profile.reaches, profile.writable_fix) == (
        tmp_path / ".profile",
        False,
        None,  # sh reads ~/.profile too: the bash-only hook never goes there
    )
    (tmp_path / ".bash_profile").write_text("export X=1\n")
    first = login_reach(env, "linux")
    assert (first.login_file, first.reaches) == (tmp_path / ".bash_profile", False)
    (tmp_path / ".bash_profile").write_text("[ -f ~/.bashrc ] && . ~/.bashrc\n")
    assert login_reach(env, "darwin").reaches


def test_doctor_warns_when_a_login_bash_misses_the_hook() -> None:
    assert ocmem(["hook", "install", "--shell", "bash"]).returncode == 0
    (home() / ".bash_profile").write_text("export EDITOR=vi\n")  # written after install
    env = dict(os.environ)
    check = check_hook(installed_hooks(env), env)
    assert check.status == "warn"
    assert f"a login bash (macOS Terminal, ssh) reads {home() / '.bash_profile'}" in check.detail
    assert check.fix is not None
    assert "opencode-memory hook install --shell bash" in check.fix

    doctor = ocmem(["doctor"])
    assert "warn  hook: installed in" in doctor.stdout
    assert "warnings (" in doctor.stdout.splitlines()[-1]
    assert "hook" in doctor.stdout.splitlines()[-1]


def test_hook_install_reaches_login_shells_and_uninstall_cleans_both() -> None:
    profile = home() / ".bash_profile"
    profile.write_text("export EDITOR=vi\n")

    done = ocmem(["hook", "install", "--shell", "bash"])

    assert done.returncode == 0, done.stderr
    assert f"installed the opencode hook in {home() / '.bashrc'}" in done.stdout
    assert f"installed the opencode hook in {profile}" in done.stdout
    assert "login shells, such as macOS Terminal's, read this file" in done.stdout
    assert profile.read_text().startswith("export EDITOR=vi\n" + START_MARKER)
    env = dict(os.environ)
    assert check_hook(installed_hooks(env), env).detail.startswith("installed in")
    again = ocmem(["hook", "install", "--shell", "bash"])
    assert again.stdout.count("already installed") == 1  # the login file now reaches it

    gone = ocmem(["hook", "uninstall", "--shell", "bash"])
    assert gone.returncode == 0
    assert f"removed the opencode hook from {profile}" in gone.stdout
    assert profile.read_text() == "export EDITOR=vi\n"
    assert not (home() / ".bashrc").exists(), "install created it; nothing else is in it"


def test_hook_install_leaves_a_sourcing_login_file_and_profile_alone() -> None:
    profile = home() / ".bash_profile"
    profile.write_text(". ~/.bashrc\n")
    ocmem(["hook", "install", "--shell", "bash"])
    assert profile.read_text() == ". ~/.bashrc\n"
    profile.unlink()

    plain = home() / ".profile"
    plain.write_text("PATH=$PATH:~/bin\n")
    note = ocmem(["hook", "install", "--shell", "bash", "--json"])
    assert note.returncode == 0
    assert note.json()["action"] == "unchanged"
    assert f"login shells read {plain}, which does not read ~/.bashrc" in note.stderr
    assert plain.read_text() == "PATH=$PATH:~/bin\n"


def test_settings_and_doctor_name_our_config_files(tmp_path: Path) -> None:
    user = Path(os.environ["XDG_CONFIG_HOME"]) / "opencode-memory" / "config.toml"
    user.parent.mkdir(parents=True)
    user.write_text("[dream]\nmin_sessions = 2\n")
    project = tmp_path / ".opencode" / "opencode-memory.toml"

    shown = ocmem(["settings", "--dir", str(tmp_path)]).stdout.splitlines()
    assert f"user config: {user}  (exists)" in shown
    assert f"project config: {project}  (not found)" in shown

    doctor = ocmem(["doctor", "--dir", str(tmp_path)]).stdout
    assert f"ok    config files: project {project} (not found); user {user} (exists)" in doctor
