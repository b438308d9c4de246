"""The typer application: thin commands over the core modules."""

from __future__ import annotations

import io
import os
import signal
from pathlib import Path

import typer

from ocmem.cli import faults, render
from ocmem.cli.conventions import HELP_OPTIONS, App
from ocmem.errors import OcmemError

COMPLETE_VAR = "_OPENCODE_MEMORY_COMPLETE"

app = App(
    name="opencode-memory",
    help="Durable, Claude-Code-compatible project memory for OpenCode sessions.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": list(HELP_OPTIONS)},
)


def _register(args: list[str] | None = None) -> None:
    # Command modules attach themselves to `app` on import.
    from ocmem.cli.commands import register

    register(args)


def show_settings(directory: str) -> int:
    """What a wrapped launch with OPENCODE_MEMORY_PRINT_SETTINGS set prints instead."""
    return run(["settings", "--dir", directory])


def run(args: list[str]) -> int:
    _register(args)
    if COMPLETE_VAR in os.environ:
        # A completion request from the script `completion SHELL` printed, answered by
        # typer inside main(). Typer registers the shell classes that answer it when it
        # prepares its completion options, which this app leaves off its help
        # (add_completion=False), so they are prepared here and dropped.
        from typer.completion import get_completion_inspect_parameters

        get_completion_inspect_parameters()
    with faults.stop_signals_unwind(), faults.warnings_as_lines():
        try:
            command = typer.main.get_command(app)
            code = command.main(args=args, prog_name="opencode-memory", standalone_mode=False)
        except typer.Exit as exc:
            return int(exc.exit_code)
        except typer.Abort:
            render.fail("interrupted")
            return 130
        except typer.TyperException as exc:
            show = getattr(exc, "show", None)
            if callable(show):
                # click's usage error quotes what was typed (``--dir /x/ghp_…``): it is
                # printed through the renderer, scrubbed like every other message.
                shown = io.StringIO()
                show(file=shown)
                render.err(shown.getvalue())
            else:
                render.fail(exc.format_message())
            return int(exc.exit_code)
        except OcmemError as exc:
            return _failed(args, exc.message, exc.hint)
        except KeyboardInterrupt:
            render.fail("interrupted")
            return 130
        except faults.Stopped as exc:
            render.fail(f"stopped by {signal.Signals(exc.signum).name}")
            return 128 + exc.signum
        except Exception as exc:
            return _failed(args, *faults.describe(exc))
    # In non-standalone mode click returns a typer.Exit's code instead of raising it.
    return code if isinstance(code, int) else 0


def _failed(args: list[str], message: str, hint: str | None) -> int:
    render.fail(message, hint)
    faults.note_background_failure(args[0] if args else "?", message, hint, _state_dir_of(args))
    return 1


def _state_dir_of(args: list[str]) -> Path | None:
    """The state dir of the command's `--dir` (None: the current directory's)."""
    for i, arg in enumerate(args):
        value = args[i + 1] if arg == "--dir" and i + 1 < len(args) else None
        if arg.startswith("--dir="):
            value = arg.split("=", 1)[1]
        if value:
            try:
                from ocmem import context

                return context.build(Path(value)).state_dir
            except Exception:
                return None
    return None


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
        "-V",
        help="Show the version and exit.",
        callback=_show_version,
        is_eager=True,
    ),
) -> None:
    """Durable, Claude-Code-compatible project memory for OpenCode sessions."""
