from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.options import DirOption, JsonOption, project_context
from ocmem.maintain.spend_report import UsageReport, cache_hit_ratio, usage_report
from ocmem.tokens import Tokens


@app.command("usage")
def usage_command(
    directory: DirOption = Path("."),
    every_store: Annotated[
        bool, typer.Option("--all", help="Every store's forks, not just this project's.")
    ] = False,
    days: Annotated[
        int,
        typer.Option(
            "--days", metavar="DAYS", min=1, max=400, help="How many days back, today included."
        ),
    ] = 7,
    as_json: JsonOption = False,
) -> None:
    """Show what memory cost: tokens and cost of the forks by day, and the share of what
    the mined sessions cost themselves.

    Only the project's store unless --all; the daily budget and today's spend come last.
    """
    ctx = project_context(directory)
    store = None if every_store else ctx.store.memory_dir
    report = usage_report(ctx.settings, store=store, days=days, env=ctx.env)
    render.render(report, as_json)


@render.text_renderer(UsageReport)
def _usage_text(report: UsageReport) -> str:
    where = report.store or "every store"
    lines = [f"memory forks for {where}, {report.since} .. {report.until}"]
    if not report.days:
        lines.append("  no forks in these days")
    else:
        lines.append(f"  {'date':<10}  {'forks':>5}  {'tokens':>12}  {'cached':>6}  {'cost':>10}")
        for day in report.days:
            lines.append(_row(day.date, day.forks, day.tokens, day.cost))
        if len(report.days) > 1:
            lines.append(_row("total", report.forks, report.tokens, report.cost))
    if report.sessions_cost is None:
        lines.append("the mined sessions' own cost could not be read from opencode's database")
    elif report.share is not None:
        lines.append(
            f"memory cost {report.share * 100:.1f}% of what your sessions cost "
            f"({report.cost:.4f} of {report.sessions_cost:.4f}, {report.sessions} session(s))"
        )
    elif report.forks:
        lines.append("the mined sessions report no cost (an unpriced model?)")
    if report.bad_lines:
        lines.append(f"{report.bad_lines} bad ledger line(s) skipped (unreadable or out of bounds)")
    lines.append(f"budget: {report.budget.describe()}")
    return "\n".join(lines)


def _row(label: str, forks: int, tokens: Tokens, cost: float) -> str:
    ratio = cache_hit_ratio(tokens)
    cached = f"{ratio * 100:.0f}%" if ratio is not None else "-"
    return f"  {label:<10}  {forks:>5}  {tokens.total:>12,}  {cached:>6}  {cost:>10.4f}"
