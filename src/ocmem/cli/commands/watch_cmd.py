"""`watch`: mine idle sessions of every project on a schedule, or once (`--once`)."""

import enum
import sys
from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.finish import finish
from ocmem.cli.options import JsonOption, QuietOption
from ocmem.cli.progress_line import progress_for
from ocmem.cli.project import project_context, require_tested_opencode
from ocmem.cli.wording import dream_text
from ocmem.context import Context
from ocmem.state.logs import logger, start_run_log
from ocmem.watch.scanner import ScanReport, scan
from ocmem.watch.scheduler import run_watch
from ocmem.watch.units import service_unit


class UnitKind(enum.StrEnum):
    systemd = "systemd"
    launchd = "launchd"


@app.command("watch")
def watch_command(
    once: Annotated[bool, typer.Option("--once", help="Run one scan and exit (for cron).")] = False,
    print_unit: Annotated[
        UnitKind | None,
        typer.Option(
            "--print-unit",
            help="Print a systemd user unit or a launchd agent that runs watch, and exit.",
        ),
    ] = None,
    interval: Annotated[
        float | None,
        typer.Option(
            "--interval", metavar="SECONDS", help="Seconds between scans (watch.interval)."
        ),
    ] = None,
    idle_minutes: Annotated[
        float | None,
        typer.Option(
            "--idle-minutes", metavar="MINUTES", help="Quiet minutes before a session is mined."
        ),
    ] = None,
    max_forks: Annotated[
        int | None,
        typer.Option("--max-forks", metavar="N", help="Extraction forks per scan at most."),
    ] = None,
    exclude: Annotated[
        list[str] | None,
        typer.Option(
            "--exclude",
            metavar="GLOB",
            help="Skip session directories matching this glob (repeat).",
        ),
    ] = None,
    as_json: JsonOption = False,
    quiet: QuietOption = False,
) -> None:
    """Mine sessions of every project once they go idle (desktop app, editors, scripts)."""
    if print_unit is not None:
        sys.stdout.write(service_unit(print_unit.value))
        return
    if as_json and not once:
        raise typer.BadParameter("--json needs --once", param_hint="--json")
    ctx = project_context(Path.cwd(), _flags(interval, idle_minutes, max_forks, exclude))
    require_tested_opencode(ctx)
    if once:
        _scan_once(ctx, as_json=as_json, quiet=quiet)
        return
    ended = run_watch(ctx)
    if ended.stopped_by == "SIGINT":
        raise typer.Exit(130)


def _flags(
    interval: float | None,
    idle_minutes: float | None,
    max_forks: int | None,
    exclude: list[str] | None,
) -> dict[str, tuple[str, object]]:
    """The settings the command line sets, each with the option that set it."""
    flags: dict[str, tuple[str, object]] = {}
    if interval is not None:
        flags["watch.interval"] = ("--interval", interval)
    if idle_minutes is not None:
        flags["watch.idle_minutes"] = ("--idle-minutes", idle_minutes)
    if max_forks is not None:
        flags["watch.max_forks"] = ("--max-forks", max_forks)
    if exclude:
        flags["watch.exclude"] = ("--exclude", list(exclude))
    return flags


def _scan_once(ctx: Context, *, as_json: bool, quiet: bool) -> None:
    log_file = start_run_log(ctx.state_dir, "watch")
    with progress_for(quiet or as_json) as progress:
        progress.status("looking for idle sessions in every project")
        report = scan(ctx, progress=progress)
    logger().info("%s", report.summary())
    finish(report, as_json, log_file=log_file, command="watch")


@render.text_renderer(ScanReport)
def _scan_text(report: ScanReport) -> str:
    lines = [report.summary()]
    for s in report.sessions:
        if s.action == "extracted":
            detail = (
                f"{s.saved} saved, {s.updated} updated, {s.deleted} deleted, "
                f"{s.rejected} rejected; user turns {s.turns_from + 1}..{s.turns_to}"
            )
        else:
            detail = s.reason
        lines.append(f"  {s.action:<9} {s.id}  {detail}  [{s.directory}]")
    for store in report.stores:
        if store.error:
            lines.append(f"store {store.store}: {store.error}")
        elif store.dream is not None:
            lines.append(f"dream {store.store}: {dream_text(store.dream)}")
    return "\n".join(lines)
