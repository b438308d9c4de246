"""`purge-forks`: list leaked fork sessions; delete them with --yes."""

from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.finish import finish
from ocmem.cli.options import DirOption, JsonOption, project_context
from ocmem.maintain.purge import PurgeReport, purge_forks


@app.command("purge-forks")
def purge_forks_command(
    directory: DirOption = Path("."),
    all_projects: Annotated[
        bool, typer.Option("--all", help="Every project, not only the one of --dir.")
    ] = False,
    yes: Annotated[
        bool, typer.Option("--yes", "-y", help="Delete them (default: only list).")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """List fork sessions left behind (ours, and turn-less `(fork #N)` copies); --yes deletes."""
    report = purge_forks(project_context(directory), all_projects=all_projects, delete=yes)
    finish(report, as_json)


_REASONS = {
    "our-fork": "an opencode-memory fork",
    "turnless-fork": "a fork nobody wrote to",
    "continued": "continued after the fork, kept",
    "in-flight": "still answering, kept",
    "delete-failed": "`opencode session delete` failed",
}


@render.text_renderer(PurgeReport)
def _purge_text(report: PurgeReport) -> str:
    scope = "every project" if report.scope == "all" else f"project {report.root}"
    if not report.sessions:
        return f"no fork sessions in {scope}"
    lines = []
    for s in report.sessions:
        lines.append(f"  {s.action:<7} {s.id}  {s.title}  ({_REASONS.get(s.reason, s.reason)})")
    purgeable = report.purgeable
    if report.deleting:
        deleted = sum(1 for s in report.sessions if s.action == "deleted")
        lines.append(f"deleted {deleted} of {purgeable} leaked fork session(s) in {scope}")
    elif purgeable:
        lines.append(
            f"{purgeable} leaked fork session(s) in {scope}; run again with --yes to delete them"
        )
    else:
        lines.append(f"no leaked fork sessions in {scope}")
    return "\n".join(lines)
