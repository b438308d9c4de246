from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.options import JsonOption, QuietOption
from ocmem.cli.progress_line import progress_for
from ocmem.cli.project import project_context
from ocmem.evaluation.runner import REFERENCE_MODEL, EvalReport, run_eval
from ocmem.evaluation.scoring import ModelScore
from ocmem.state.logs import start_run_log


@app.command("eval")
def eval_command(
    models: Annotated[
        list[str] | None,
        typer.Option(
            "--model",
            "-m",
            metavar="PROVIDER/MODEL",
            help="A model to measure; repeat to compare (default: opencode's `model`).",
        ),
    ] = None,
    fixtures: Annotated[
        Path | None,
        typer.Option(
            "--fixtures",
            metavar="DIR",
            help="Your own fixtures (*.json) instead of the shipped set.",
            exists=True,
            file_okay=False,
        ),
    ] = None,
    demo: Annotated[
        bool,
        typer.Option("--demo", help="Run on the built-in scripted model (no key needed)."),
    ] = False,
    as_json: JsonOption = False,
    quiet: QuietOption = False,
) -> None:
    """Measure how well a model extracts memories, on fixture sessions in a throw-away home."""
    # A failed pass logs the model's (scrubbed) answer: into the run log, not over the table.
    log_file = start_run_log(project_context(Path(".")).state_dir, "eval")
    with progress_for(quiet or as_json) as progress:
        report = run_eval(models or (), fixtures_dir=fixtures, demo=demo, progress=progress)
    render.render(report, as_json)
    if report.exit_code:
        if log_file is not None:
            render.warn(f"log: {log_file}")
        raise typer.Exit(report.exit_code)


def _rate(value: float | None) -> str:
    return "-" if value is None else f"{value * 100:.0f}%"


def _row(row: ModelScore) -> list[str]:
    return [
        row.model,
        str(row.fixtures),
        _rate(row.captured),
        f"{row.over_capture_per_session:.2f}",
        _rate(row.abstain_correct),
        f"{row.secret_leaks} ({row.secret_leaks_raw})",
        f"{row.tokens:,.0f}",
        f"${row.cost:.4f}",
        f"{row.seconds:.1f}",
    ]


_HEADER = [
    "model",
    "fixtures",
    "captured",
    "over-capture/session",
    "abstain ok",
    "leaks (raw)",
    "tokens",
    "cost",
    "seconds",
]


@render.text_renderer(EvalReport)
def _text(report: EvalReport) -> str:
    table = [_HEADER, *(_row(row) for row in report.models)]
    widths = [max(len(line[i]) for line in table) for i in range(len(_HEADER))]
    lines = [
        "  ".join(
            cell.ljust(w) if i == 0 else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(line, widths, strict=True))
        )
        for line in table
    ]
    out = [f"opencode-memory eval: {len(report.fixture_ids)} fixtures from {report.fixtures_dir}"]
    out += ["", *lines, ""]
    for row in report.models:
        out.append(_summary(row))
    if any(row.model == REFERENCE_MODEL for row in report.models):
        out.append(
            f"{REFERENCE_MODEL} is the built-in scripted model answering with each fixture's"
            " reference answer: the report's shape, not a measurement."
        )
    out.append(
        "tokens, cost and seconds are per session; leaks count fixture secrets found in memory"
        " files (in the model's raw answer, before the scrubber)."
    )
    out += [f"note: {note}" for note in report.notes]
    return "\n".join(out)


def _summary(row: ModelScore) -> str:
    missed = sum(len(s.missed) for s in row.details)
    # A pass that failed saved nothing either: it is named below, not here.
    wrong = [s.fixture for s in row.details if s.abstain and not s.abstained and not s.error]
    text = f"{row.model}: {missed} fact(s) missed"
    text += f", {sum(s.over_capture for s in row.details)} memory(ies) over-captured"
    if wrong:
        text += f"; saved where nothing was due: {', '.join(wrong)}"
    failed = [s for s in row.details if s.error]
    if failed:
        # "fixtures", not "passes": "pass" labels a password to the output's scrubber.
        text += f"; {len(failed)} fixture(s) FAILED: " + ", ".join(
            f"{s.fixture} ({s.error})" for s in failed
        )
    return text
