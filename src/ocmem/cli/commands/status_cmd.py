"""`status`: the project's store, marks, dream gate, pending sessions and the watch process."""

from pathlib import Path

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.options import DirOption, JsonOption
from ocmem.cli.status_view import status_report


@app.command("status")
def status_command(directory: DirOption = Path("."), as_json: JsonOption = False) -> None:
    """Store location and mode, memory count, index size, marks, dream gate, pending sessions."""
    render.render(status_report(directory), as_json)
