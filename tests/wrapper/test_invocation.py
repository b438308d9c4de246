"""Which invocations run sessions: decided from argv alone (design §3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ocmem.wrapper.invocation import ATTACH, PASSTHROUGH, RUN, TUI, classify, launch_directory


@pytest.mark.parametrize(
    "args",
    [
        ["--version"],
        ["-v"],
        ["--help"],
        ["run", "--help"],
        ["-m", "fake/m1", "-h"],
        ["models"],
        ["models", "fake"],
        ["auth", "list"],
        ["providers", "list"],
        ["session", "list"],
        ["session", "delete", "ses_1"],
        ["db", "path"],
        ["debug", "paths"],
        ["upgrade"],
        ["uninstall"],
        ["export", "ses_1"],
        ["import", "file.json"],
        ["stats"],
        ["plugin", "x"],
        ["plug", "x"],
        ["mcp", "list"],
        ["agent", "list"],
        ["completion"],
        ["serve", "--port", "4096"],
        ["web"],
        ["acp"],
        ["--print-logs", "models"],
        ["--log-level", "DEBUG", "session", "list"],
        ["no-such-dir-or-command"],
    ],
)
def test_invocations_that_run_no_session_pass_through(args: list[str], tmp_path: Path) -> None:
    assert classify(args, str(tmp_path)).kind == PASSTHROUGH


def test_the_tui_runs_in_the_launch_directory(tmp_path: Path) -> None:
    invocation = classify([], str(tmp_path))
    assert (invocation.kind, invocation.directory) == (TUI, str(tmp_path))
    assert not invocation.opens_server


def test_a_positional_project_directory_is_the_tui_in_that_directory(tmp_path: Path) -> None:
    (tmp_path / "proj").mkdir()
    invocation = classify(["-m", "fake/m1", "proj", "--continue"], str(tmp_path))
    assert (invocation.kind, invocation.directory) == (TUI, str(tmp_path / "proj"))


def test_option_values_are_not_taken_for_a_command_or_project(tmp_path: Path) -> None:
    (tmp_path / "models").mkdir()
    # `--agent models` is an option value; no positional follows, so this is the TUI here
    invocation = classify(["--agent", "models"], str(tmp_path))
    assert (invocation.kind, invocation.directory) == (TUI, str(tmp_path))


@pytest.mark.parametrize(
    ("args", "opens"),
    [
        (["--port", "4096"], True),
        (["--port=0"], True),
        (["--hostname", "0.0.0.0"], True),
        (["--mdns"], True),
        (["--mdns=false"], False),
        (["-m", "fake/m1"], False),
        (["--", "."], False),
    ],
)
def test_the_tui_notes_when_the_user_asked_for_a_server(
    args: list[str], opens: bool, tmp_path: Path
) -> None:
    invocation = classify(args, str(tmp_path))
    assert invocation.kind == TUI
    assert invocation.opens_server is opens


def test_server_options_after_a_project_directory_count_too(tmp_path: Path) -> None:
    (tmp_path / "proj").mkdir()
    assert classify(["proj", "--port", "5000"], str(tmp_path)).opens_server


@pytest.mark.parametrize(
    ("args", "directory"),
    [
        (["run", "hello"], "."),
        (["run", "--dir", "sub", "hello"], "sub"),
        (["run", "--dir=sub", "hello"], "sub"),
        (["run", "-m", "fake/m1", "--dir", "/abs/where", "hi"], "/abs/where"),
        (["--print-logs", "run", "-f", "a.txt", "b.txt", "--dir", "sub", "hi"], "sub"),
        (["run", "--", "--dir", "x"], "."),
    ],
)
def test_run_is_a_session_in_its_dir(args: list[str], directory: str, tmp_path: Path) -> None:
    invocation = classify(args, str(tmp_path))
    assert invocation.kind == RUN
    assert invocation.directory == str((tmp_path / directory).resolve())


def test_a_prompt_that_mentions_help_is_not_help(tmp_path: Path) -> None:
    assert classify(["run", "what does --help print?"], str(tmp_path)).kind == RUN
    assert classify(["run", "--", "--help"], str(tmp_path)).kind == RUN


def test_attach_is_a_session(tmp_path: Path) -> None:
    invocation = classify(["attach", "http://127.0.0.1:4096", "--dir", "sub"], str(tmp_path))
    assert (invocation.kind, invocation.directory) == (ATTACH, str(tmp_path / "sub"))


def test_args_are_kept_exactly(tmp_path: Path) -> None:
    args = ["run", "--dir", "sub", "two  spaces", "", "--"]
    assert classify(args, str(tmp_path)).args == tuple(args)


def test_launch_directory_follows_pwd_like_opencode(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    other = tmp_path / "other"
    other.mkdir()
    assert launch_directory({"PWD": str(other)}) == str(other)
    assert launch_directory({"PWD": "relative"}) == str(tmp_path)
    assert launch_directory({"PWD": str(tmp_path / "gone")}) == str(tmp_path)
    assert launch_directory({}) == str(tmp_path)
