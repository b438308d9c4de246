"""The typer application: thin commands over the core modules."""

from __future__ import annotations

import typer

from ocmem.cli import render
from ocmem.errors import OcmemError

app = typer.Typer(
    name="opencode-memory",
    help="Durable, Claude-Code-compatible project memory for OpenCode sessions.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def _register(args: list[str] | None = None) -> None:
    # Command modules attach themselves to `app` on import.
    from ocmem.cli.commands import register

    register(args)


def run(args: list[str]) -> int:
    _register(args)
    try:
        code = app(args=args, prog_name="opencode-memory", standalone_mode=False)
    except typer.Exit as exc:
        return int(exc.exit_code)
    except typer.Abort:
        render.fail("interrupted")
        return 130
    except typer.TyperException as exc:
        show = getattr(exc, "show", None)
        if callable(show):
            show()
        else:
            render.fail(exc.format_message())
        return int(exc.exit_code)
    except OcmemError as exc:
        render.fail(exc.message, exc.hint)
        return 1
    except KeyboardInterrupt:
        render.fail("interrupted")
        return 130
    # In non-standalone mode click returns a typer.Exit's code instead of raising it.
    return code if isinstance(code, int) else 0


def _show_version(value: bool) -> None:
    if value:
        from ocmem import __version__

        typer.echo(f"opencode-memory {__version__}")
        raise typer.Exit()


@app.callback()
def main_options(
    version: bool = typer.Option(
        False,
        "--version",
        help="Show the version and exit.",
        callback=_show_version,
        is_eager=True,
    ),
) -> None:
    """Durable, Claude-Code-compatible project memory for OpenCode sessions."""
