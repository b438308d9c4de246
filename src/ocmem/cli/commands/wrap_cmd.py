"""`wrap`: listed with the other commands; the console script runs it before typer loads."""

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
    args: Annotated[list[str] | None, typer.Argument(help="opencode's arguments.")] = None,
) -> None:
    """Run the real opencode with ARGS, then extract memories: `wrap -- ARGS…`."""
    from ocmem.wrapper.launch import wrap_main

    raise typer.Exit(wrap_main([*(args or []), *ctx.args]))
