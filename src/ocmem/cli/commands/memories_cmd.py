import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.conventions import App
from ocmem.cli.options import DirOption, JsonOption, project_context
from ocmem.cli.views import memory_json, memory_listing
from ocmem.state import history
from ocmem.store import (
    SearchHit,
    delete_memory,
    read_memory,
    search_memories,
)
from ocmem.store.catalog import read_memory_bytes

memories_app = App(help="Browse and edit the memory store.", no_args_is_help=True)
app.add_typer(memories_app, name="memories")


@memories_app.command("list")
def list_command(directory: DirOption = Path("."), as_json: JsonOption = False) -> None:
    """List every memory in this project's store."""
    render.render(memory_listing(directory), as_json)


@memories_app.command("show")
def show_command(
    file: Annotated[str, typer.Argument(metavar="FILE", help="The memory's file name.")],
    directory: DirOption = Path("."),
    as_json: JsonOption = False,
) -> None:
    """Print one memory file exactly as it is on disk."""
    location = project_context(directory).store
    if as_json:
        render.render(memory_json(read_memory(location, file), body=True), True)
    else:
        render.raw(read_memory_bytes(location, file))


@dataclass(frozen=True)
class SearchResults:
    query: str
    hits: tuple[SearchHit, ...]

    def to_json(self) -> list[dict[str, object]]:
        return [{**memory_json(h.memory), "score": round(h.score, 1)} for h in self.hits]


@memories_app.command("search")
def search_command(
    query: Annotated[str, typer.Argument(metavar="QUERY", help="Words to look for.")],
    directory: DirOption = Path("."),
    limit: Annotated[int, typer.Option("-n", metavar="N", help="At most N results.")] = 10,
    as_json: JsonOption = False,
) -> None:
    """Rank memories by fuzzy match over name, description and body."""
    location = project_context(directory).store
    hits = search_memories(location, query, limit=limit)
    render.render(SearchResults(query, tuple(hits)), as_json)


@render.text_renderer(SearchResults)
def _search_text(results: SearchResults) -> str:
    if not results.hits:
        return f"no memory matches {results.query!r}"
    return "\n".join(
        f"{h.score:5.1f}  {h.memory.file}  [{h.memory.type}] {h.memory.description}"
        for h in results.hits
    )


@memories_app.command("rm")
def rm_command(
    file: Annotated[str, typer.Argument(metavar="FILE", help="The memory's file name.")],
    directory: DirOption = Path("."),
    as_json: JsonOption = False,
) -> None:
    """Delete a memory and its index entry, under the store lock (`restore --file` undoes it)."""
    ctx = project_context(directory)
    location = ctx.store
    result = delete_memory(
        location,
        file,
        state_dir=ctx.state_dir,
        recording=history.Recording.from_settings(ctx.settings, "rm"),
    )
    payload = {
        "store": str(location.memory_dir),
        "deleted": list(result.deleted),
        "history_pass": result.history_pass,
    }
    names = ", ".join(result.deleted)
    text = f"deleted {names}"
    record = (
        history.read_pass(ctx.state_dir, location.memory_dir, result.history_pass)
        if result.history_pass
        else None
    )
    if record is not None and any(c.before is None for c in record.files):
        # a symlink (or another odd entry) keeps no earlier version to put back
        text += " (it was not a regular file: the history keeps nothing to restore)"
    elif record is not None:
        text += f" (undo with: opencode-memory restore --file {shlex.quote(names)})"
    render.render(payload if as_json else text, as_json)
