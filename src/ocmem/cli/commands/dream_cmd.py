import os
from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.options import DirOption, JsonOption, project_settings
from ocmem.maintain.dream import DreamOutcome, RestoreResult, forced_dream, location_for, restore
from ocmem.state import journal
from ocmem.state.logs import start_run_log


@app.command("dream")
def dream_command(
    directory: DirOption = Path("."),
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Print the ops and the diff; write nothing.")
    ] = False,
    allow_mass_delete: Annotated[
        bool, typer.Option("--allow-mass-delete", help="Lift the dream.max_delete_fraction guard.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Run one consolidation pass now (bypasses the time/activity gate, not the lock)."""
    target, cfg = project_settings(directory)
    start_run_log(cfg.state_dir(), "dream")
    outcome = forced_dream(target, cfg, dry_run=dry_run, allow_mass_delete=allow_mass_delete)
    render.render(outcome, as_json)
    if outcome.result == "fail":
        raise typer.Exit(1)


@render.text_renderer(DreamOutcome)
def _dream_text(outcome: DreamOutcome) -> str:
    if outcome.result == "dry-run":
        ops = outcome.ops or {}
        saves, deletes = ops.get("save", []), ops.get("delete", [])
        assert isinstance(saves, list)
        assert isinstance(deletes, list)
        lines = [
            f"dry run on {outcome.store}: {len(saves)} save(s), "
            f"{len(deletes)} delete(s); nothing written"
        ]
        if outcome.diff:
            lines.append(outcome.diff.rstrip("\n"))
        return "\n".join(lines)
    line = f"dream {outcome.result}: deleted={outcome.deleted} saved={outcome.saved}"
    if outcome.reason:
        line += f" reason={outcome.reason}"
    if outcome.backup:
        undo = f"opencode-memory restore --backup {outcome.backup}"
        line += f"\nbackup: {outcome.backup} (undo with: {undo})"
    for item in outcome.rejected:
        line += f"\nrejected {item}"
    return line


@app.command("restore")
def restore_command(
    directory: DirOption = Path("."),
    backup: Annotated[
        str | None, typer.Option("--backup", help="Backup id (default: the newest).")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Put a dream backup back, after backing up the current store."""
    target, cfg = project_settings(directory)
    render.render(restore(target, cfg, backup), as_json)


@render.text_renderer(RestoreResult)
def _restore_text(result: RestoreResult) -> str:
    return (
        f"restored backup {result.restored} into {result.store} ({result.files} files"
        f", {len(result.removed)} removed); the previous state is backup {result.safety_backup}"
    )


@app.command("journal")
def journal_command(
    directory: DirOption = Path("."),
    count: Annotated[int, typer.Option("-n", help="Show the last N entries.")] = 20,
    all_stores: Annotated[
        bool, typer.Option("--all", help="Every store, not just this one.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Show the dream journal."""
    target, cfg = project_settings(directory)
    store = None if all_stores else str(location_for(target, cfg, os.environ).memory_dir)
    entries = journal.read(cfg.state_dir(), store=store, limit=count)
    if as_json:
        render.render([e.to_json() for e in entries], True)
    else:
        text = "\n".join(journal.format_line(e) for e in entries)
        render.render(text or "the dream journal has no entries for this store", False)
