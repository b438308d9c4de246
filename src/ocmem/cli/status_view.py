"""What `status` builds and prints, free of typer (shared with `ocmem.cli.fast`)."""

from __future__ import annotations

from pathlib import Path

from ocmem.cli import render
from ocmem.cli.project import project_context
from ocmem.cli.wording import gate_text
from ocmem.status import StatusReport, project_status


def status_report(directory: Path) -> StatusReport:
    return project_status(project_context(directory))


@render.text_renderer(StatusReport)
def status_text(report: StatusReport) -> str:
    lines = [*_store_lines(report), *_session_lines(report)]
    lines.append(f"last dream: {report.last_dream or 'never'}")
    if report.gate is not None:
        lines.append(f"dream gate: {gate_text(report.gate)}")
    lines.append(f"backups:    {report.backups}")
    if report.recall_bytes is not None:
        lines.append(f"recall:     {report.recall_file} ({report.recall_bytes} bytes)")
    if report.per_turn_recall is not None:
        lines.append(f"per turn:   {report.per_turn_recall.describe()}")
    failure = report.last_background_failure
    if failure is not None:
        hint = f" (hint: {failure.hint})" if failure.hint else ""
        lines.append(
            f"last background failure: {failure.at} {failure.command}: {failure.message}{hint}"
        )
    if report.today is not None:
        lines.append(f"spend:      {report.today.describe()}")
    elif report.spend_error is not None:
        lines.append(f"spend:      {report.spend_error}")
    watch = report.watch
    lines.append(
        f"watch:      running (pid {watch.pid} since {watch.since})"
        if watch.running
        else "watch:      not running"
    )
    return "\n".join(lines)


def _store_lines(report: StatusReport) -> list[str]:
    store_state = "" if report.exists else " (not created yet)"
    large = ""
    if report.oversized:
        shown = ", ".join(report.oversized[:5]) + (", ..." if len(report.oversized) > 5 else "")
        large = (
            f"; {len(report.oversized)} over 4 KB ({shown}): "
            "Claude Code's recall shows only the first 4 KB of a memory"
        )
    return [
        f"store:      {report.store} ({report.mode}){store_state}",
        *([f"from:       {report.store_source}"] if report.store_source else []),
        f"project:    {report.root}",
        f"memories:   {report.memories}"
        + (f" ({report.unreadable} unreadable)" if report.unreadable else "")
        + large,
        f"index:      {_index_text(report)}",
    ]


def _index_text(report: StatusReport) -> str:
    limit = f" of {report.index_max_lines} (soft limit)" if report.index_max_lines else ""
    index = f"{report.index_lines} lines{limit}"
    if report.over_soft_limit:
        index += ", over the limit: run `opencode-memory dream`"
    if report.index_problem:
        index = f"{report.index_problem}: not read (move it out of the way to rebuild it)"
    elif not report.index_in_sync:
        index += ", out of sync with the memory files"
    return index


_SHOWN_PENDING = 10
_SHOWN_MARKS = 20


def _session_lines(report: StatusReport) -> list[str]:
    if report.database_error:
        return [f"database:   {report.database_error}"]
    pending = ", ".join(report.pending[:_SHOWN_PENDING]) if report.pending else "none"
    if len(report.pending) > _SHOWN_PENDING:
        pending += f" and {len(report.pending) - _SHOWN_PENDING} more (`status --json` lists all)"
    lines = [
        # A mark of failures only (0 turns mined) is no mined session.
        f"sessions:   {report.sessions_in_scope} in scope, "
        f"{sum(1 for mark in report.marks if mark.mined_turns)} mined",
        f"pending:    {pending}",
    ]
    if report.marks:
        lines.append("marks:      user turns mined so far, per session")
    # A year of sessions made this one line per session ever mined: failures come first
    # (they need a look), and a long tail is counted instead of printed.
    shown = sorted(report.marks, key=lambda mark: not mark.failures)[:_SHOWN_MARKS]
    for mark in shown:
        detail = f"{mark.mined_turns}/{mark.user_turns} user turns mined"
        if mark.failures:
            detail += f", {mark.failures} failure(s)"
            if mark.retry_after:
                detail += f", retry after {mark.retry_after}"
        lines.append(f"  {mark.session}  {detail}")
    if len(report.marks) > len(shown):
        lines.append(f"  … {len(report.marks) - len(shown)} more (`status --json` lists all)")
    return lines
