"""Options shared by several commands."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli.project import project_context


def existing_directory(value: Path | None) -> Path | None:
    """A `--dir` that must name a directory when given (the callback of every `--dir`)."""
    # click's `file_okay=False` refuses regular files only: a device such as /dev/null got
    # through and was audited as the store `-dev-null`
    if value is not None and not value.is_dir():
        raise typer.BadParameter(f"{str(value)!r} is not a directory")
    return value


DirOption = Annotated[
    Path,
    typer.Option(
        "--dir",
        metavar="DIR",
        help="Project directory (default: the current directory).",
        exists=True,
        file_okay=False,
        show_default=False,
        resolve_path=False,
        callback=existing_directory,
    ),
]
JsonOption = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")]
QuietOption = Annotated[
    bool, typer.Option("--quiet", "-q", help="No progress lines, just the result.")
]

__all__ = ["DirOption", "JsonOption", "QuietOption", "project_context"]
