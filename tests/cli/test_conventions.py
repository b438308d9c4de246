"""The command line's conventions: -h, -V, exit 2 for every usage error, whole help
sentences, readable placeholders, shell completion, and our own help for `wrap`.

Help screens and usage errors are our own parsing and rendering, so most run in-process
through the same entry point (`ocmem_in_process`); a few stay real processes: `-V`, a
usage error's exit code, a missing `--dir` on the typer-free fast path, `wrap`'s help and
pass-through, and the shells' completion round trips."""

from __future__ import annotations

import contextlib
import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from testing.cli import ocmem, ocmem_in_process

from ocmem import __version__
from ocmem.cli.app import run
from ocmem.cli.conventions import ORDER, first_sentence

SCRIPT = Path(sys.executable).parent / "opencode-memory"


def command_list(help_text: str) -> list[str]:
    section = help_text.split("Commands:\n", 1)[1]
    return re.findall(r"^  (\S+)", section, flags=re.MULTILINE)


def all_command_lines() -> list[list[str]]:
    root = ocmem_in_process(["-h"]).stdout
    lines = []
    for name in command_list(root):
        sub = ocmem_in_process([name, "-h"]).stdout
        if "Commands:\n" in sub:
            lines += [[name, inner] for inner in command_list(sub)]
        lines.append([name])
    return lines


def test_h_is_help_at_every_level() -> None:
    for args in (["-h"], ["maintain", "-h"], ["hook", "-h"], ["hook", "install", "-h"]):
        short, long = ocmem_in_process(args), ocmem_in_process([*args[:-1], "--help"])
        assert short.returncode == 0, (args, short.stderr)
        assert short.stdout.startswith("Usage: opencode-memory")
        assert short.stdout == long.stdout


def test_version_long_and_short() -> None:
    for result in (ocmem_in_process(["--version"]), ocmem_in_process(["-V"]), ocmem(["-V"])):
        assert (result.returncode, result.stdout) == (0, f"opencode-memory {__version__}\n")


def test_commands_are_listed_in_order_with_whole_sentences() -> None:
    help_text = ocmem_in_process(["-h"]).stdout
    listed = command_list(help_text)
    known = [name for name in ORDER if name in listed]
    assert listed[: len(known)] == known
    assert listed[:3] == ["demo", "doctor", "status"]
    section = help_text.split("Commands:\n", 1)[1]
    entries = re.split(r"\n(?=  \S)", section.strip("\n"))
    assert len(entries) == len(listed)
    for entry in entries:
        text = " ".join(entry.split()[1:])
        assert text.endswith("."), entry
        assert not text.endswith("..."), entry


def test_no_python_type_placeholders_or_doubled_defaults_in_any_help() -> None:
    for words in all_command_lines():
        text = ocmem_in_process([*words, "-h"]).stdout
        assert not re.search(r"<(str|int|path|list\[str\]|dir|file|float)>", text), words
        assert "[default: .]" not in " ".join(text.split()), words
        assert "{" not in text.splitlines()[0], words


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        ("Print every resolved setting.", "Print every resolved setting."),
        ("Round trip: a session. Then more.\n\nDetails.", "Round trip: a session."),
        ("List forks (ours, and `(fork #N)` copies); --yes deletes.", None),
    ],
)
def test_first_sentence_never_cuts_inside_one(text: str, sentence: str | None) -> None:
    assert first_sentence(text) == (sentence or text)


def test_a_missing_dir_is_a_usage_error_and_creates_nothing(tmp_path: Path) -> None:
    missing = tmp_path / "no" / "such"
    for args in (
        ["status", "--dir", str(missing)],  # the typer-free fast path hands it over
        ["memories", "list", f"--dir={missing}"],
        ["maintain", "--dir", str(missing)],
        ["settings", "--dir", str(missing)],
        ["journal", "--dir", str(missing)],
    ):
        result = ocmem_in_process(args)
        assert result.returncode == 2, (args, result.stderr)
        assert "does not exist" in result.stderr
        assert result.stdout == ""
    for args in (["status", "--dir", str(missing)], ["maintain", "--dir", str(missing)]):
        result = ocmem(args)
        assert result.returncode == 2, (args, result.stderr)
        assert "does not exist" in result.stderr
        assert result.stdout == ""
    assert not (tmp_path / "no").exists()
    state = Path(os.environ["OPENCODE_MEMORY_STATE_DIR"])
    assert not state.exists() or not any(state.rglob("*.json"))


def test_usage_errors_exit_2_with_a_usage_line() -> None:
    for args in (
        ["hook", "install", "--shell", "tcsh"],
        ["hook", "uninstall", "--shell", "csh"],
        ["journal", "-n", "0"],
        ["journal", "-n", "-3"],
        ["status", "--no-such-option"],
        ["no-such-command"],
        ["completion", "tcsh"],
    ):
        result = ocmem_in_process(args)
        assert result.returncode == 2, (args, result.stderr)
        assert "Usage: opencode-memory" in result.stderr
        assert "Traceback" not in result.stderr
    for args in (["no-such-command"], ["journal", "-n", "0"]):
        result = ocmem(args)
        assert result.returncode == 2, (args, result.stderr)
        assert "Usage: opencode-memory" in result.stderr
        assert "Traceback" not in result.stderr


@settings(max_examples=15, deadline=None)
@given(count=st.integers(max_value=0))
def test_journal_count_below_one_is_always_a_usage_error(count: int) -> None:
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert run(["journal", "-n", str(count)]) == 2
    assert "Invalid value for '-n'" in err.getvalue()


def test_journal_accepts_one() -> None:
    assert ocmem_in_process(["journal", "-n", "1"]).returncode == 0


def test_unknown_setting_key_suggests_the_close_one(tmp_path: Path) -> None:
    user_toml = Path(os.environ["XDG_CONFIG_HOME"]) / "opencode-memory" / "config.toml"
    user_toml.parent.mkdir(parents=True)
    user_toml.write_text("[dream]\nmin_session = 2\n[zzz]\nqqq = 1\n")
    result = ocmem_in_process(["settings", "--dir", str(tmp_path)])
    assert result.returncode == 0
    assert "unknown setting 'dream.min_session' ignored (did you mean 'dream.min_sessions'?)" in (
        result.stderr
    )
    assert "unknown setting 'zzz.qqq' ignored\n" in result.stderr


def test_wrap_help_is_ours_and_opencode_help_passes_through(tmp_path: Path) -> None:
    fake = tmp_path / "opencode"
    fake.write_text('#!/bin/sh\necho "real opencode got:" "$@"\n')
    fake.chmod(0o755)
    env = {**os.environ, "OPENCODE_MEMORY_OPENCODE_BIN": str(fake)}
    for flag in ("-h", "--help"):
        ours = subprocess.run([SCRIPT, "wrap", flag], env=env, capture_output=True, text=True)
        assert ours.returncode == 0
        assert ours.stdout.startswith("Usage: opencode-memory wrap [OPTIONS] [ARGS]...")
        assert "Everything after `--` goes to opencode unchanged" in ours.stdout
        assert "real opencode got:" not in ours.stdout
    theirs = subprocess.run(
        [SCRIPT, "wrap", "--", "--help"], env=env, capture_output=True, text=True
    )
    assert theirs.stdout == "real opencode got: --help\n"


def completion_env(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "PATH": f"{SCRIPT.parent}{os.pathsep}{os.environ['PATH']}"}


def test_bash_completion_completes_commands_and_choices(tmp_path: Path) -> None:
    script = tmp_path / "c.bash"
    script.write_text(ocmem_in_process(["completion", "bash"]).stdout)
    probe = (
        f"source {script}; "
        "COMP_WORDS=(opencode-memory mai); COMP_CWORD=1; "
        '_opencode_memory_completion opencode-memory; echo "${COMPREPLY[@]}"; '
        'COMP_WORDS=(opencode-memory memories ""); COMP_CWORD=2; '
        '_opencode_memory_completion opencode-memory; echo "${COMPREPLY[@]}"; '
        'COMP_WORDS=(opencode-memory completion ""); COMP_CWORD=2; '
        '_opencode_memory_completion opencode-memory; echo "${COMPREPLY[@]}"'
    )
    env = completion_env(tmp_path)
    done = subprocess.run(["bash", "--norc", "-c", probe], env=env, capture_output=True, text=True)
    assert done.stdout.splitlines() == ["maintain", "list show search rm", "bash zsh fish"]


def test_zsh_completion_answers_through_the_script_protocol(tmp_path: Path) -> None:
    script = ocmem_in_process(["completion", "zsh"]).stdout
    assert script.startswith("#compdef opencode-memory")
    assert "_OPENCODE_MEMORY_COMPLETE=complete_zsh" in script
    env = {
        **completion_env(tmp_path),
        "_TYPER_COMPLETE_ARGS": "opencode-memory hoo",
        "_OPENCODE_MEMORY_COMPLETE": "complete_zsh",
    }
    answer = subprocess.run([SCRIPT], env=env, capture_output=True, text=True)
    assert "hook" in answer.stdout
    assert "maintain" not in answer.stdout


@pytest.mark.skipif(shutil.which("fish") is None, reason="fish is not installed")
def test_fish_completion_completes_commands(tmp_path: Path) -> None:
    script = tmp_path / "c.fish"
    script.write_text(ocmem_in_process(["completion", "fish"]).stdout)
    done = subprocess.run(
        ["fish", "--no-config", "-c", f"source {script}; complete -C 'opencode-memory mem'"],
        env=completion_env(tmp_path),
        capture_output=True,
        text=True,
    )
    assert done.stdout.startswith("memories\tBrowse and edit the memory store.")


def test_fish_completion_answers_through_the_script_protocol(tmp_path: Path) -> None:
    script = ocmem_in_process(["completion", "fish"]).stdout
    assert script.startswith("complete --command opencode-memory --no-files")
    assert "_OPENCODE_MEMORY_COMPLETE=complete_fish" in script
    ask = {
        **completion_env(tmp_path),
        "_TYPER_COMPLETE_ARGS": "opencode-memory mem",
        "_OPENCODE_MEMORY_COMPLETE": "complete_fish",
    }
    listed = subprocess.run(
        [SCRIPT], env={**ask, "_TYPER_COMPLETE_FISH_ACTION": "get-args"}, capture_output=True
    )
    assert listed.stdout.decode() == "memories\tBrowse and edit the memory store.\n"
    ours = subprocess.run([SCRIPT], env={**ask, "_TYPER_COMPLETE_FISH_ACTION": "is-args"})
    assert ours.returncode == 0


def test_arguments_show_as_names_in_usage_and_help() -> None:
    show = ocmem_in_process(["memories", "show", "-h"]).stdout
    assert show.startswith("Usage: opencode-memory memories show [OPTIONS] FILE\n")
    assert "\nArguments:\n  FILE  The memory's file name.  [required]\n" in show
    assert ocmem_in_process(["completion", "-h"]).stdout.startswith(
        "Usage: opencode-memory completion [OPTIONS] SHELL\n"
    )
    missing = ocmem_in_process(["completion"])
    assert "Missing argument 'SHELL'" in missing.stderr
    wrap = ocmem(["wrap", "-h"]).stdout
    assert wrap.startswith("Usage: opencode-memory wrap [OPTIONS] [ARGS]...\n")
