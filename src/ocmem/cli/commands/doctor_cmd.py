"""`doctor`: check the setup; exit 1 when a check fails."""

import os
from pathlib import Path

import typer

from ocmem import settings as settings_mod
from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.options import DirOption, JsonOption
from ocmem.doctor import DoctorReport, run_doctor


@app.command("doctor")
def doctor_command(directory: DirOption = Path("."), as_json: JsonOption = False) -> None:
    """Check opencode, its database, the store, the state dir, the hook, the plugin and watch."""
    target = Path(os.path.abspath(directory))
    cfg = settings_mod.resolve(target)
    report = run_doctor(target, cfg)
    render.render(report, as_json)
    if not report.ok:
        raise typer.Exit(1)


@render.text_renderer(DoctorReport)
def _doctor_text(report: DoctorReport) -> str:
    lines = []
    for check in report.checks:
        lines.append(f"{check.status:<4}  {check.name}: {check.detail}")
        if check.fix and check.status != "ok":
            lines.append(f"      fix: {check.fix}")
    failed = sum(1 for c in report.checks if c.status == "fail")
    warned = sum(1 for c in report.checks if c.status == "warn")
    if failed:
        lines.append(f"{failed} check(s) failed, {warned} warning(s)")
    elif warned:
        lines.append(f"all checks passed, {warned} warning(s)")
    else:
        lines.append("all checks passed")
    return "\n".join(lines)
