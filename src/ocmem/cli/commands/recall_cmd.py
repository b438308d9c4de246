import json
import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.options import DirOption, JsonOption, project_context
from ocmem.gateway.recall_plugin import InstallChange, install, uninstall
from ocmem.store.recall import read_index, refresh_store_recall, render_block, snippet

recall_app = typer.Typer(
    help="Print the recall block a wrapped session in this project would get.",
    invoke_without_command=True,
)
app.add_typer(recall_app, name="recall")


@recall_app.callback(invoke_without_command=True)
def recall_command(
    context: typer.Context,
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
    if context.invoked_subcommand is not None:
        return
    ctx = project_context(directory)
    cfg = ctx.settings
    location = ctx.store
    if show_snippet:
        path = refresh_store_recall(location, ctx.state_dir)
        sys.stdout.write(json.dumps(snippet(location, ctx.state_dir), indent=2) + "\n")
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
    sys.stdout.write(block.text)


@recall_app.command("install")
def install_command(as_json: JsonOption = False) -> None:
    """Recall per turn in unwrapped launches too (desktop app, editors): put the plugin in
    opencode's global plugin directory; no config file is touched (idempotent)."""
    render.render(install(os.environ), as_json)


@recall_app.command("uninstall")
def uninstall_command(as_json: JsonOption = False) -> None:
    """Remove exactly the file `recall install` added."""
    render.render(uninstall(os.environ), as_json)


_MESSAGES = {
    "installed": "installed the per-turn recall plugin: {path}",
    "updated": "updated the per-turn recall plugin: {path}",
    "unchanged": "the per-turn recall plugin is already installed: {path}",
    "removed": "removed the per-turn recall plugin: {path}",
    "absent": "the per-turn recall plugin is not installed ({path} does not exist)",
}


@render.text_renderer(InstallChange)
def _text(change: InstallChange) -> str:
    line = _MESSAGES[change.action].format(path=change.path)
    if change.changed:
        line += "\nopencode processes started from now on pick this up; running ones do not"
    return line
