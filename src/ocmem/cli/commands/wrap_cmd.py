"""`wrap`: listed with the other commands; the console script runs it before typer loads,
except for `wrap -h`/`wrap --help`, which show the help below."""

from typing import Annotated

import typer

from ocmem.cli.app import app


@app.command(
    "wrap",
    context_settings={"allow_extra_args": True, "ignore_unknown_options": True},
    add_help_option=False,
)
def wrap_command(
    ctx: typer.Context,
    args: Annotated[
        list[str] | None, typer.Argument(metavar="ARGS", help="opencode's arguments.")
    ] = None,
) -> None:
    """Run the real opencode with ARGS, then mine the session it ran for memories.

    Everything after `--` goes to opencode unchanged, so give opencode's own flags there:
    `opencode-memory wrap -- run "fix the tests"`, `opencode-memory wrap -- -m
    provider/model`. `wrap -- --help` shows opencode's help. The shell hook (`hook
    install`) makes plain `opencode` do this; `opencode-memory recall` shows the memory a
    wrapped session is given, and `status` what has been mined.
    """
    passed = [*(args or []), *ctx.args]
    if passed in (["-h"], ["--help"]):
        typer.echo(ctx.get_help())
        return
    from ocmem.cli.app import show_settings
    from ocmem.wrapper.launch import wrap_main

    raise typer.Exit(wrap_main(passed, show_settings))
