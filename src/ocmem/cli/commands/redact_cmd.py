import sys
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.errors import OcmemError
from ocmem.redact import scrub_bytes


@app.command("redact")
def redact_command(
    count: Annotated[
        bool, typer.Option("--count", help="Also report how many values were scrubbed (stderr).")
    ] = False,
) -> None:
    """Scrub secrets from stdin to stdout with the store's scrubber (byte-exact otherwise)."""
    if sys.stdin is None:
        raise OcmemError("standard input is closed: nothing to scrub", "pipe the text in")
    data = sys.stdin.buffer.read()
    cleaned, redaction = scrub_bytes(data)
    sys.stdout.buffer.write(cleaned)
    sys.stdout.buffer.flush()
    if count:
        render.warn(f"{redaction.count} value(s) scrubbed")
