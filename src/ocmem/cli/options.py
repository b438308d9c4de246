"""Options shared by several commands."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli.project import project_context

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
    ),
]
JsonOption = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")]
QuietOption = Annotated[
    bool, typer.Option("--quiet", "-q", help="No progress lines, just the result.")
]

__all__ = ["DirOption", "JsonOption", "QuietOption", "project_context"]
