"""`audit`: the store's findings and health score, with no model call."""

from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.finish import finish
from ocmem.cli.options import DirOption, JsonOption, project_context
from ocmem.store.audit import AuditInputs, AuditReport, audit_store


@app.command("audit")
def audit_command(
    directory: DirOption = Path("."),
    strict: Annotated[
        bool, typer.Option("--strict", help="Exit 1 when there is any finding (for CI).")
    ] = False,
    days: Annotated[
        int,
        typer.Option(
            "--days",
            metavar="DAYS",
            min=1,
            help="The window for never-recalled memories, in days.",
        ),
    ] = 30,
    as_json: JsonOption = False,
) -> None:
    """Find near-duplicates, stale references, secrets, oversize files and index drift."""
    ctx = project_context(directory)
    location = ctx.store
    inputs = AuditInputs.for_project(ctx.directory, ctx.state_dir, ctx.settings, location, days)
    report = audit_store(location, inputs, strict=strict)
    finish(report, as_json)


@render.text_renderer(AuditReport)
def _audit_text(report: AuditReport) -> str:
    lines = [f"store:  {report.store} ({report.memories} memories)"]
    for finding in report.findings:
        lines.append(f"{finding.kind:<16} {finding.file}: {finding.detail}")
    lines.extend(f"note:   {note}" for note in report.notes)
    count = len(report.findings)
    summary = "no findings" if not count else f"{count} finding{'s' if count > 1 else ''}"
    lines.append(f"score:  {report.score}/100, {summary}")
    return "\n".join(lines)
