"""`completion SHELL`: print the shell's completion script, as `gh completion` does.

A printed script (rather than typer's `--install-completion`, which edits rc files on its
own) leaves the user in charge of their shell files; docs/commands/completion.md says where
to put it. Typer has no public call that prints a script for a named shell, so the scripts
are ours. Each asks the program itself, through typer's completion protocol: the variable
`_OPENCODE_MEMORY_COMPLETE=complete_<shell>` with the words typed so far (bash in
COMP_WORDS/COMP_CWORD, zsh and fish in _TYPER_COMPLETE_ARGS), which typer answers (see
`ocmem.cli.app.run`).
"""

import enum
from typing import Annotated

import typer

from ocmem.cli.app import COMPLETE_VAR, app

PROG = "opencode-memory"


class CompletionShell(enum.StrEnum):
    bash = "bash"
    zsh = "zsh"
    fish = "fish"


_FUNCTION = "_" + PROG.replace("-", "_") + "_completion"

# bash: the candidates come back one per line; no candidate falls back to file names.
_BASH = f"""\
{_FUNCTION}() {{
    local IFS=$'\\n'
    COMPREPLY=( $( env COMP_WORDS="${{COMP_WORDS[*]}}" \\
                   COMP_CWORD=$COMP_CWORD \\
                   {COMPLETE_VAR}=complete_bash $1 ) )
    return 0
}}

complete -o default -F {_FUNCTION} {PROG}
"""

# zsh: the program answers with an `_arguments` (or `_files`) call to evaluate.
_ZSH = f"""\
#compdef {PROG}

{_FUNCTION}() {{
  eval $(env _TYPER_COMPLETE_ARGS="${{words[1,$CURRENT]}}" {COMPLETE_VAR}=complete_zsh {PROG})
}}

compdef {_FUNCTION} {PROG}
"""

# fish: `is-args` says whether the program completes here (else files), `get-args` lists
# the candidates with their help after a tab.
_FISH_ASK = f"env {COMPLETE_VAR}=complete_fish _TYPER_COMPLETE_FISH_ACTION=%s "
_FISH_ASK += f"_TYPER_COMPLETE_ARGS=(commandline -cp) {PROG}"
_FISH = (
    f'complete --command {PROG} --no-files --arguments "({_FISH_ASK % "get-args"})" '
    f'--condition "{_FISH_ASK % "is-args"}"\n'
)

SCRIPTS = {CompletionShell.bash: _BASH, CompletionShell.zsh: _ZSH, CompletionShell.fish: _FISH}


@app.command("completion")
def completion_command(
    shell: Annotated[CompletionShell, typer.Argument(metavar="SHELL", help="bash, zsh or fish.")],
) -> None:
    """Print the shell completion script for bash, zsh or fish.

    bash: `opencode-memory completion bash >> ~/.bashrc`; zsh: `opencode-memory
    completion zsh > "${fpath[1]}/_opencode-memory"` (or `eval "$(opencode-memory
    completion zsh)"` in ~/.zshrc after compinit); fish: `opencode-memory completion fish >
    ~/.config/fish/completions/opencode-memory.fish`.
    """
    typer.echo(SCRIPTS[shell], nl=False)
