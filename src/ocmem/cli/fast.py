"""`status`, `memories list` and `--version` without loading typer.

Typer (with the pydantic it now uses to coerce every parameter) costs about 200 ms to
import, more than the whole command does on a 2,000-memory store. These two read-only
commands are run often, by people and by scripts, so a command line made only of the
options they take is answered here, through the same core functions and renderers as the
typer commands. Anything else (help, an unknown or repeated option, a `--dir` that is a
file or missing) returns None and goes through typer, which owns every message about usage.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

_COMMANDS = {("status",): "status", ("memories", "list"): "memories list"}
_VERSION_FLAGS = (["--version"], ["-V"])


def fast_main(args: list[str]) -> int | None:
    """The exit code of the command `args`, or None when typer must handle it."""
    if args in _VERSION_FLAGS:
        # Scripts and bug reports ask for the version; the command modules are not needed.
        from ocmem import __version__

        sys.stdout.write(f"opencode-memory {__version__}\n")
        return 0
    parsed = parse(args)
    if parsed is None:
        return None
    command, directory, as_json = parsed
    from ocmem.cli import render
    from ocmem.errors import OcmemError

    try:
        if command == "status":
            from ocmem.cli.status_view import status_report

            render.render(status_report(directory), as_json)
        else:
            from ocmem.cli.views import memory_listing

            render.render(memory_listing(directory), as_json)
    except OcmemError as exc:
        render.fail(exc.message, exc.hint)
        return 1
    except KeyboardInterrupt:
        render.fail("interrupted")
        return 130
    except Exception as exc:
        from ocmem.cli import faults

        render.fail(*faults.describe(exc))
        return 1
    return 0


def parse(args: list[str]) -> tuple[str, Path, bool] | None:
    """(command, directory, as_json) for a plain `status`/`memories list` line, else None."""
    matched = next(((w, c) for w, c in _COMMANDS.items() if tuple(args[: len(w)]) == w), None)
    if matched is None:
        return None
    words, command = matched
    rest = args[len(words) :]
    directory: str | None = None
    as_json = False
    i = 0
    while i < len(rest):
        arg = rest[i]
        if arg == "--json" and not as_json:
            as_json = True
        elif arg == "--dir" and directory is None and i + 1 < len(rest):
            directory = rest[i + 1]
            i += 1
        elif arg.startswith("--dir=") and directory is None:
            directory = arg.removeprefix("--dir=")
        else:
            return None
        i += 1
    if directory is not None and (not directory or directory.startswith("-")):
        return None
    path = Path("." if directory is None else directory)
    if not os.path.isdir(path):
        return None  # typer reports a missing directory, or a file given as one
    return command, path, as_json
