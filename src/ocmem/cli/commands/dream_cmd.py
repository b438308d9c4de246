from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.finish import finish
from ocmem.cli.options import DirOption, JsonOption, QuietOption, project_context
from ocmem.cli.progress_line import progress_for
from ocmem.cli.project import require_tested_opencode
from ocmem.cli.wording import dream_text
from ocmem.maintain.dream import DreamOutcome, forced_dream
from ocmem.maintain.restore import RestoreResult, restore
from ocmem.state import journal
from ocmem.state.logs import start_run_log


@app.command("dream")
def dream_command(
    directory: DirOption = Path("."),
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Print the ops and the diff; write nothing.")
    ] = False,
    allow_mass_delete: Annotated[
        bool,
        typer.Option(
            "--allow-mass-delete",
            help="Lift the dream.max_delete_fraction guard on deletes and on bodies cut short.",
        ),
    ] = False,
    as_json: JsonOption = False,
    quiet: QuietOption = False,
) -> None:
    """Run one consolidation pass now (bypasses the time/activity gate, not the lock)."""
    ctx = project_context(directory)
    require_tested_opencode(ctx)
    cfg = ctx.settings
    log_file = start_run_log(ctx.state_dir, "dream")
    with progress_for(quiet or as_json) as progress:
        model = cfg.dream.model or "the newest session's model"
        progress.status(f"dreaming: consolidating the store on {model}")
        outcome = forced_dream(ctx, dry_run=dry_run, allow_mass_delete=allow_mass_delete)
    finish(outcome, as_json, log_file=log_file, command="dream")


def _count(ops: dict[str, object], key: str) -> int:
    found = ops.get(key)
    return len(found) if isinstance(found, list) else 0


@render.text_renderer(DreamOutcome)
def _dream_text(outcome: DreamOutcome) -> str:
    if outcome.result == "dry-run":
        ops = outcome.ops or {}
        saves, deletes = _count(ops, "save"), _count(ops, "delete")
        lines = [
            f"dry run on {outcome.store}: {saves} save(s), {deletes} delete(s); nothing written"
        ]
        if outcome.diff:
            lines.append(outcome.diff.rstrip("\n"))
        return "\n".join(lines)
    line = f"dream {dream_text(outcome)}"
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
        str | None,
        typer.Option("--backup", metavar="ID", help="Dream backup id (default: the newest)."),
    ] = None,
    pass_id: Annotated[
        str | None,
        typer.Option(
            "--pass", metavar="ID", help="Undo this pass of the history (with --file: just NAME)."
        ),
    ] = None,
    file: Annotated[
        str | None,
        typer.Option(
            "--file", metavar="NAME", help="Bring back the previous version of this one memory."
        ),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Put earlier versions back: a dream backup, a whole pass, or one memory."""
    if backup is not None and (pass_id is not None or file is not None):
        raise typer.BadParameter("--backup cannot be combined with --pass or --file")
    ctx = project_context(directory)
    render.render(restore(ctx, backup, pass_id=pass_id, file=file), as_json)


@render.text_renderer(RestoreResult)
def _restore_text(result: RestoreResult) -> str:
    if result.mode == "backup":
        head = f"restored backup {result.restored} into {result.store} ({result.files} files"
        head += f", {len(result.removed)} removed); the previous state is backup"
        head += f" {result.safety_backup}"
    elif result.mode == "pass":
        head = f"undid pass {result.restored} in {result.store}"
    else:
        head = f"restored {result.restored} from before pass {result.from_pass}"
    lines = [head]
    lines += [f"  restored {name}" for name in result.written]
    lines += [f"  removed  {name}" for name in result.removed]
    if result.mode != "backup":
        lines += [f"  already as it was: {name}" for name in result.unchanged]
    lines += [
        f"  left alone: {name} (not a regular file in the store: a symlink, say)"
        for name in result.left_alone
    ]
    if result.changed_since:
        lines.append(
            "  changed again since that pass (that later version is kept in the history): "
            + ", ".join(result.changed_since)
        )
    if result.history_pass:
        lines.append(
            f"undo this restore with: opencode-memory restore --pass {result.history_pass}"
        )
    elif result.left_alone:
        lines.append("nothing was changed")
    elif result.mode != "backup":
        lines.append("nothing to change: the store already holds that state")
    return "\n".join(lines)


@app.command("journal")
def journal_command(
    directory: DirOption = Path("."),
    count: Annotated[
        int, typer.Option("-n", metavar="N", min=1, help="Show the last N entries.")
    ] = 20,
    all_stores: Annotated[
        bool, typer.Option("--all", help="Every store, not just this one.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Show the dream journal."""
    ctx = project_context(directory)
    store = None if all_stores else str(ctx.store.memory_dir)
    entries = journal.read(ctx.state_dir, store=store, limit=count)
    if as_json:
        render.render([e.to_json() for e in entries], True)
    else:
        text = "\n".join(journal.format_line(e) for e in entries)
        render.render(text or "the dream journal has no entries for this store", False)
