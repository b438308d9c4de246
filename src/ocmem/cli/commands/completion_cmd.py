"""`completion SHELL`: print the shell's completion script, as `gh completion` does.

A printed script (rather than typer's `--install-completion`, which edits rc files on its
own) leaves the user in charge of their shell files; docs/commands/completion.md says where
to put it.
"""

import enum
from typing import Annotated

import typer
from typer._completion_shared import get_completion_script

from ocmem.cli.app import COMPLETE_VAR, app

PROG = "opencode-memory"


class CompletionShell(enum.StrEnum):
    bash = "bash"
    zsh = "zsh"
    fish = "fish"


@app.command("completion")
def completion_command(
    shell: Annotated[CompletionShell, typer.Argument(help="bash, zsh or fish.")],
) -> None:
    """Print the shell completion script for bash, zsh or fish.

    bash: `opencode-memory completion bash >> ~/.bashrc`; zsh: `opencode-memory
    completion zsh > "${fpath[1]}/_opencode-memory"` (or `eval "$(opencode-memory
    completion zsh)"` in ~/.zshrc after compinit); fish: `opencode-memory completion fish >
    ~/.config/fish/completions/opencode-memory.fish`.
    """
    typer.echo(get_completion_script(prog_name=PROG, complete_var=COMPLETE_VAR, shell=shell))
