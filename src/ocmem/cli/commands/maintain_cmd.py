import os
from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.finish import finish
from ocmem.cli.options import DirOption, JsonOption, QuietOption, project_context
from ocmem.cli.progress_line import progress_for
from ocmem.cli.project import require_tested_opencode
from ocmem.cli.wording import dream_text, spend_words
from ocmem.context import build
from ocmem.maintain.budget import TRIGGERS
from ocmem.maintain.pipeline import UNRESPONSIVE_REASON, MaintainReport, maintain
from ocmem.state.logs import start_run_log
from ocmem.wrapper.detach import spawn_detached


@app.command("maintain")
def maintain_command(
    directory: DirOption = Path("."),
    session: Annotated[
        str | None, typer.Option("--session", metavar="ID", help="Mine this session only.")
    ] = None,
    all_sessions: Annotated[
        bool, typer.Option("--all-sessions", help="Lift the maintain.max_sessions cap.")
    ] = False,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Show what would be mined; fork nothing.")
    ] = False,
    background: Annotated[
        bool, typer.Option("--background", help="Detach and return at once (for hooks).")
    ] = False,
    as_json: JsonOption = False,
    quiet: QuietOption = False,
    trigger: Annotated[
        str | None,
        typer.Option(
            "--trigger",
            metavar="TRIGGER",
            hidden=True,
            help="What started this run (ledger, budget).",
        ),
    ] = None,
) -> None:
    """Extract memories from the newest sessions with new turns, then the dream gate."""
    if trigger is not None and trigger not in TRIGGERS:
        raise typer.BadParameter(f"one of {', '.join(TRIGGERS)}", param_hint="--trigger")
    target = Path(os.path.abspath(directory))
    if background:
        _detach(
            target, session=session, all_sessions=all_sessions, trigger=trigger, as_json=as_json
        )
        return
    _mine_here(
        directory,
        session=session,
        all_sessions=all_sessions,
        dry_run=dry_run,
        trigger=trigger,
        as_json=as_json,
        quiet=quiet,
    )


def _detach(
    target: Path, *, session: str | None, all_sessions: bool, trigger: str | None, as_json: bool
) -> None:
    """Start the same run as a detached child and return at once (for editor hooks)."""
    require_tested_opencode(build(target))  # here, not only in the detached child
    args = ["maintain", "--dir", str(target)]
    if session:
        args += ["--session", session]
    if all_sessions:
        args.append("--all-sessions")
    if trigger:
        args += ["--trigger", trigger]
    pid = spawn_detached(args, os.environ, None)
    render.render(
        {"background": True, "pid": pid}
        if as_json
        else f"maintain started in the background (pid {pid})",
        as_json,
    )


def _mine_here(
    directory: Path,
    *,
    session: str | None,
    all_sessions: bool,
    dry_run: bool,
    trigger: str | None,
    as_json: bool,
    quiet: bool,
) -> None:
    """The pass in this process, with its progress line and its own log."""
    ctx = project_context(directory)
    require_tested_opencode(ctx)
    log_file = start_run_log(ctx.state_dir, "maintain")
    with progress_for(quiet or as_json) as progress:
        report = maintain(
            ctx,
            session_id=session,
            all_sessions=all_sessions,
            dry_run=dry_run,
            progress=progress,
            trigger=trigger,
        )
    if log_file is not None:
        report = MaintainReport(**{**report.__dict__, "log_file": str(log_file)})
    finish(report, as_json, log_file=log_file, note_in=ctx.state_dir)


@render.text_renderer(MaintainReport)
def _text(report: MaintainReport) -> str:
    lines = [f"store: {report.store} ({report.mode})"]
    if not report.sessions:
        lines.append("no sessions in scope")
    for s in report.sessions:
        if s.action == "extracted":
            detail = (
                f"{s.saved} saved, {s.updated} updated, {s.deleted} deleted, "
                f"{s.rejected} rejected; user turns {s.turns_from + 1}..{s.turns_to}"
            )
            if s.redacted:
                detail += f"; {s.redacted} secret(s) scrubbed"
            if s.reason == "mark-unreadable":
                detail += " (its mark was unreadable, so from the first turn)"
        elif s.action == "would-extract":
            detail = f"would mine user turns {s.turns_from + 1}..{s.turns_to} ({s.reason})"
        elif s.reason == "budget":
            detail = "over today's budget; stays pending"
        elif s.reason == UNRESPONSIVE_REASON:
            detail = "its model did not answer earlier in this run; stays pending"
        else:
            detail = s.reason
        if s.tokens is not None:
            detail += f"; {spend_words(s.tokens, s.cost)}"
        lines.append(f"  {s.action:<13} {s.id}  {detail}")
        for renamed in s.renamed:
            lines.append(f"      renamed {renamed.requested} -> {renamed.file}")
        for item in s.rejected_items:
            lines.append(f"      rejected {item.item}: {item.reason}")
    lines.extend(_unresponsive_lines(report))
    budget = report.extras.get("budget")
    if isinstance(budget, dict) and budget.get("over"):
        forced = any(s.reason != "budget" and s.tokens is not None for s in report.sessions)
        lines.append(
            "over today's budget"
            + (": ran anyway, as asked" if forced else ": automatic passes wait for tomorrow")
            + " (see `opencode-memory usage`)"
        )
    if report.dream is not None:
        lines.append(f"dream: {dream_text(report.dream)}")
        if report.dream.backup:
            undo = f"opencode-memory restore --backup {report.dream.backup}"
            lines.append(f"  backup {report.dream.backup} (undo with: {undo})")
    if report.log_file:
        lines.append(f"log: {report.log_file}")
    return "\n".join(lines)


def _unresponsive_lines(report: MaintainReport) -> list[str]:
    """One line per model that did not answer, saying which sessions wait for the next run."""
    found = report.extras.get("unresponsive")
    entries = found if isinstance(found, list) else []
    return [str(e["message"]) for e in entries if isinstance(e, dict) and "message" in e]
