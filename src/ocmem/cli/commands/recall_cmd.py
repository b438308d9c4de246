"""`recall`: the launch-time recall block, and (`--query`) what a turn's per-turn recall
would pick. A group, so `recall install|uninstall` can live in their own module;
`recall serve` is dispatched by `ocmem.entry` before typer and only listed here."""

import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.conventions import App
from ocmem.cli.options import DirOption, JsonOption, project_context
from ocmem.cli.progress_line import progress_for
from ocmem.context import Context
from ocmem.recall.preview import Preview, preview
from ocmem.store.recall_file import read_index, refresh_store_recall, render_block, snippet

recall_app = App(
    help="Print the recall block a wrapped session in this project would get.",
    invoke_without_command=True,
)
app.add_typer(recall_app, name="recall")


@recall_app.callback()
def recall_command(
    typer_ctx: typer.Context,
    directory: DirOption = Path("."),
    show_snippet: Annotated[
        bool,
        typer.Option(
            "--snippet",
            help="Print an `instructions` entry for opencode.json (for unwrapped launches).",
        ),
    ] = False,
    query: Annotated[
        str | None,
        typer.Option(
            "--query",
            help="Show which memories per-turn recall would add to a message with this text.",
            metavar="TEXT",
            show_default=False,
        ),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Print the recall block a wrapped session in this project would get."""
    if typer_ctx.invoked_subcommand is not None:
        return
    ctx = project_context(directory)
    if query is not None:
        if show_snippet:
            raise typer.BadParameter(
                "--query and --snippet do not go together", param_hint="'--query'"
            )
        _show_preview(ctx, query, as_json)
        return
    cfg = ctx.settings
    location = ctx.store
    if show_snippet:
        _show_snippet(ctx)
        return
    enabled = cfg.resolved("recall.enabled")
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


@recall_app.command("serve", hidden=True)
def serve_command() -> None:
    """Answer the opencode plugin's per-turn recall requests (JSON lines on stdin/stdout)."""
    from ocmem.recall.service import serve_main

    raise typer.Exit(serve_main([]))


def _show_snippet(ctx: Context) -> None:
    path = refresh_store_recall(ctx.store, ctx.state_dir)
    sys.stdout.write(render.scrubbed_json(snippet(ctx.store, ctx.state_dir)) + "\n")
    render.warn(f"add that to your opencode.json; {path} is rewritten after every store write")


def _show_preview(ctx: Context, query: str, as_json: bool) -> None:
    """What per-turn recall would add to a message with the text `query`."""
    with progress_for(as_json) as progress:
        shown = preview(ctx, query, progress)
    if as_json:
        render.render(_preview_json(shown), True)
    else:
        render.out(_preview_text(shown))


def _preview_json(shown: Preview) -> dict[str, Any]:
    return {
        "memories": [
            {
                "file": item.memory.file,
                "score": item.score,
                "name": item.memory.name,
                "description": item.memory.description,
                "type": item.memory.type,
            }
            for item in shown.turn.picked
        ],
        "per_turn": shown.enabled,
        "why": shown.why,
        "meaning": shown.meaning,
        "store": shown.store,
        "store_memories": shown.memories,
        "min_score": shown.limits.min_score,
        "max_memories": shown.limits.max_memories,
        "max_bytes": shown.limits.max_bytes,
        "block": shown.turn.block.text if shown.turn.block else None,
        "skipped": list(shown.skipped),
    }


def _preview_text(shown: Preview) -> str:
    lines = []
    if not shown.enabled:
        lines.append(f"(per-turn recall is off: {shown.why}; this is what it would pick)")
    if not shown.turn.picked:
        lines.append(
            f"nothing relevant among {shown.memories} memories in {shown.store}"
            f" (min score {shown.limits.min_score:g})"
        )
    else:
        for item in shown.turn.picked:
            lines.append(f"{item.score:6.1f}  {item.memory.file}  {item.memory.description}")
        size = len(shown.turn.block.text.encode()) if shown.turn.block else 0
        lines.append(f"({len(shown.turn.picked)} of {shown.memories} memories, {size} bytes)")
    if shown.meaning.startswith("unavailable"):
        lines.append(f"(matched by words only: recall by meaning is {shown.meaning})")
    if shown.skipped:
        lines.append(
            f"(skipped {len(shown.skipped)} file(s) that cannot be read as memories: "
            f"{'; '.join(shown.skipped[:3])}{'; …' if len(shown.skipped) > 3 else ''}"
            " — `opencode-memory memories list` shows each)"
        )
    return "\n".join(lines) + "\n"
