from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.options import DirOption, JsonOption, project_context
from ocmem.state import history
from ocmem.store.naming import validate_file_name


@dataclass(frozen=True)
class HistoryListing:
    store: str
    file: str | None
    passes: tuple[history.PassRecord, ...]
    damaged: tuple[str, ...] = ()  # pass ids whose manifest cannot be read

    def to_json(self) -> dict[str, object]:
        return {
            "store": self.store,
            "file": self.file,
            "passes": [p.to_json() for p in self.passes],
            "damaged": list(self.damaged),
        }


@app.command(
    "history",
    epilog=f"A pass's kind is one of: {', '.join(history.KINDS)}; "
    f"a file's action one of: {', '.join(history.ACTIONS)}.",
)
def history_command(
    directory: DirOption = Path("."),
    count: Annotated[
        int, typer.Option("-n", metavar="N", min=1, help="Show the last N passes.")
    ] = 20,
    file: Annotated[
        str | None,
        typer.Option("--file", metavar="NAME", help="Only the passes that changed this memory."),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """List what changed in the store: when, by which pass, and how to undo it."""
    ctx = project_context(directory)
    location = ctx.store
    name = None if file is None else validate_file_name(file)
    scan = history.scan_passes(ctx.state_dir, location.memory_dir)
    passes = history.recent_passes(scan.passes, count, file=name)
    listing = HistoryListing(str(location.memory_dir), name, tuple(passes), tuple(scan.damaged))
    render.render(listing, as_json)


@render.text_renderer(HistoryListing)
def _history_text(listing: HistoryListing) -> str:
    note = (
        f"\n({len(listing.damaged)} damaged pass(es) not shown, their manifest cannot be "
        f"read: {', '.join(listing.damaged[:5])})"
        if listing.damaged
        else ""
    )
    if not listing.passes:
        what = f"{listing.file} in " if listing.file else ""
        return f"no recorded changes to {_printable(what + listing.store)}{note}"
    lines = []
    for record in listing.passes:
        head = f"{record.id}  {record.time}  {record.kind}"
        if record.session:
            head += f"  session={record.session}"
        if record.note:
            head += f"  ({_printable(record.note)})"
        lines.append(head)
        for change in record.files:
            if listing.file is not None and change.file != listing.file:
                continue
            line = f"  {change.action:<8} {_printable(change.file)}"
            if change.merged_from:
                line += f" (merged from {_printable(change.merged_from)})"
            lines.append(line)
    lines.append(
        "undo a pass: opencode-memory restore --pass ID; "
        "one memory: opencode-memory restore --file NAME [--pass ID]"
    )
    return "\n".join(lines) + note


def _printable(text: str) -> str:
    """A name as text a terminal can show, whatever bytes it was made of."""
    return text.encode("utf-8", errors="backslashreplace").decode("utf-8")
