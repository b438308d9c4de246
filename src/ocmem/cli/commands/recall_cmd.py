import sys
from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.options import DirOption, JsonOption, project_context
from ocmem.store.recall import read_index, refresh_store_recall, render_block, snippet


@app.command("recall")
def recall_command(
    directory: DirOption = Path("."),
    show_snippet: Annotated[
        bool,
        typer.Option(
            "--snippet",
            help="Print an `instructions` entry for opencode.json (for unwrapped launches).",
        ),
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Print the recall block a wrapped session in this project would get."""
    ctx = project_context(directory)
    cfg = ctx.settings
    location = ctx.store
    if show_snippet:
        path = refresh_store_recall(location, ctx.state_dir)
        sys.stdout.write(render.scrubbed_json(snippet(location, ctx.state_dir)) + "\n")
        render.warn(f"add that to your opencode.json; {path} is rewritten after every store write")
        return
    enabled = cfg.values["recall.enabled"]
    block = render_block(location, read_index(location))
    if as_json:
        render.render(
            {
                "enabled": enabled.value,
                "why": enabled.note or enabled.source,
                "store": str(location.memory_dir),
                "block": block.text if block else None,
                "lines": block.lines if block else 0,
                "truncated": block.truncated if block else False,
            },
            True,
        )
        return
    if not enabled.value:
        render.warn(f"recall is off for wrapped sessions: {enabled.note or enabled.source}")
    if block is None:
        render.warn(f"the store {location.memory_dir} has no index entries: nothing to recall")
        return
    render.out(block.text)
