"""`doctor`: check the setup; exit 1 when a check fails."""

from pathlib import Path

from ocmem import context
from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.finish import finish
from ocmem.cli.options import DirOption, JsonOption
from ocmem.doctor import DoctorReport, run_doctor


@app.command("doctor")
def doctor_command(directory: DirOption = Path("."), as_json: JsonOption = False) -> None:
    """Check opencode, its database, the store, the state dir, the hook, the plugin and watch."""
    report = run_doctor(context.build(directory))
    finish(report, as_json)


def _count(names: list[str], noun: str) -> str:
    return f"{len(names)} {noun}{'' if len(names) == 1 else 's'}"


@render.text_renderer(DoctorReport)
def _doctor_text(report: DoctorReport) -> str:
    lines = []
    for check in report.checks:
        lines.append(f"{check.status:<4}  {check.name}: {check.detail}")
        if check.fix and check.status != "ok":
            lines.append(f"      fix: {check.fix}")
    failed = [c.name for c in report.checks if c.status == "fail"]
    warned = [c.name for c in report.checks if c.status == "warn"]
    warnings = f"{_count(warned, 'warning')} ({', '.join(warned)})" if warned else ""
    if failed:
        summary = f"{_count(failed, 'check')} failed ({', '.join(failed)})"
        lines.append(summary + (f", {warnings}" if warnings else ""))
    elif warned:
        lines.append(f"all checks passed, {warnings}")
    else:
        lines.append("all checks passed")
    return "\n".join(lines)
