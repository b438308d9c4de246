"""`hook install|uninstall`: the shell function that routes `opencode` through the wrapper."""

import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from ocmem import paths
from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.conventions import App
from ocmem.cli.options import JsonOption
from ocmem.wrapper.hook import (
    SHELLS,
    START_MARKER,
    HookChange,
    HookError,
    Shell,
    default_rc_file,
    detect_shell,
    install_hook,
    uninstall_hook,
)
from ocmem.wrapper.login_shell import LOGIN_FILES, login_fix_text, login_reach

hook_app = App(
    help="Route `opencode` through opencode-memory with a shell function.",
    no_args_is_help=True,
)
app.add_typer(hook_app, name="hook")

ShellOption = Annotated[
    str | None,
    typer.Option(
        "--shell",
        metavar="SHELL",
        help="bash, zsh or fish (default: from $SHELL).",
        show_default=False,
    ),
]
RcFileOption = Annotated[
    Path | None,
    typer.Option(
        "--rc-file",
        metavar="RC_FILE",
        help="The file to edit (default: ~/.bashrc, ${ZDOTDIR:-~}/.zshrc, or fish's config.fish).",
        dir_okay=False,
        show_default=False,
    ),
]


def _target(shell: str | None, rc_file: Path | None) -> tuple[Shell, Path]:
    if shell is None:
        try:
            chosen = detect_shell(os.environ)
        except HookError as exc:
            # Nothing to act on without a shell: a usage error, like a wrong --shell.
            raise typer.BadParameter(f"{exc.message}; {exc.hint}", param_hint="'--shell'") from exc
    elif shell in SHELLS:
        chosen = shell
    else:
        raise typer.BadParameter(
            f"{shell!r} is not supported; use bash, zsh or fish", param_hint="'--shell'"
        )
    path = rc_file.expanduser() if rc_file is not None else default_rc_file(chosen, os.environ)
    return chosen, Path(os.path.abspath(path))


@hook_app.command("install")
def install_command(
    shell: ShellOption = None, rc_file: RcFileOption = None, as_json: JsonOption = False
) -> None:
    """Add the `opencode` function to your shell's rc file (idempotent)."""
    chosen, path = _target(shell, rc_file)
    render.render(install_hook(chosen, path), as_json)
    if chosen == "bash" and path == default_rc_file("bash", os.environ):
        _reach_login_shells(as_json)


@hook_app.command("uninstall")
def uninstall_command(
    shell: ShellOption = None, rc_file: RcFileOption = None, as_json: JsonOption = False
) -> None:
    """Remove the `opencode` function block; nothing else in the file changes."""
    chosen, path = _target(shell, rc_file)
    render.render(uninstall_hook(chosen, path), as_json)
    if chosen == "bash" and path == default_rc_file("bash", os.environ):
        for name in LOGIN_FILES:
            login = paths.home(os.environ) / name
            if login.is_file() and START_MARKER in login.read_text(errors="replace"):
                _note(_text(uninstall_hook("bash", login)), as_json)


def _reach_login_shells(as_json: bool) -> None:
    """Login bash (macOS Terminal, ssh) reads ~/.bash_profile, not ~/.bashrc: reach it too."""
    reach = login_reach(os.environ)
    if reach.reaches:
        return
    if reach.writable_fix is None:
        _note(
            f"login shells read {reach.login_file}, which does not read ~/.bashrc: "
            + login_fix_text(reach, paths.home(os.environ)),
            as_json,
        )
        return
    change = install_hook("bash", reach.writable_fix)
    _note(_text(change) + "\n(login shells, such as macOS Terminal's, read this file)", as_json)


def _note(text: str, as_json: bool) -> None:
    """The login file's change: on stdout with the text, on stderr beside --json."""
    if as_json:
        for line in text.splitlines():
            render.warn(line)
    else:
        sys.stdout.write(text + "\n")


_MESSAGES = {
    "installed": "installed the opencode hook in {rc}",
    "updated": "updated the opencode hook in {rc}",
    "replaced-legacy": "replaced the prior opencode-memory wrapper's hook in {rc}",
    "unchanged": "the opencode hook is already installed in {rc}",
    "removed": "removed the opencode hook from {rc}",
    "absent": "no opencode hook found in {rc}",
}


@render.text_renderer(HookChange)
def _text(change: HookChange) -> str:
    lines = [_MESSAGES[change.action].format(rc=change.rc_file)]
    if change.file_deleted:
        lines[0] += " and deleted the file, which hook install had created and nothing else uses"
    if change.written_to and change.written_to != change.rc_file:
        lines.append(f"(written through the symlink to {change.written_to})")
    if change.action == "removed":
        forget = "functions -e opencode" if change.shell == "fish" else "unset -f opencode"
        lines.append(f"open a new shell, or run: {forget}")
    elif change.changed:
        source = "exec fish" if change.shell == "fish" else f"source {change.rc_file}"
        lines.append(f"open a new shell, or run: {source}")
    return "\n".join(lines)
