"""Hidden: the wrapper's exit pass, run in a detached process with stdio on /dev/null."""

from pathlib import Path
from typing import Annotated

import typer

from ocmem import context
from ocmem.cli.app import app
from ocmem.cli.faults import note_background_failure
from ocmem.cli.options import DirOption
from ocmem.state.logs import logger, start_run_log
from ocmem.wrapper.exit_pass import BUG_HINT, POST_SESSION_COMMAND, run_exit_pass


@app.command(POST_SESSION_COMMAND, hidden=True)
def post_session_command(
    since_ms: Annotated[
        int,
        typer.Option("--since-ms", metavar="SINCE_MS", help="Launch start, ms since the epoch."),
    ],
    directory: DirOption = Path("."),
    recall_file: Annotated[
        Path | None, typer.Option("--recall-file", metavar="RECALL_FILE")
    ] = None,
    recall_store: Annotated[
        Path | None, typer.Option("--recall-store", metavar="RECALL_STORE")
    ] = None,
) -> None:
    """Extract the sessions a wrapped launch ran (started by `wrap`, not for direct use)."""
    ctx = context.build(directory)
    start_run_log(ctx.state_dir, "post-session")
    for problem in ctx.settings.problems:
        logger().warning("settings: %s", problem)
    try:
        report = run_exit_pass(ctx, since_ms, recall_file=recall_file, recall_store=recall_store)
    except Exception as exc:  # stdio is /dev/null here: the log is the only witness
        logger().warning("exit pass failed: %s: %s (hint: %s)", type(exc).__name__, exc, BUG_HINT)
        message = f"exit pass: {type(exc).__name__}: {exc}"
        note_background_failure("exit pass", message, BUG_HINT, ctx.state_dir)
        raise typer.Exit(1) from exc
    if not report.ok:
        reasons = [*report.failures]
        reasons += [f"session {s.id}: {s.reason}" for s in report.sessions if s.action == "failed"]
        note_background_failure("exit pass", "; ".join(reasons), state_dir=ctx.state_dir)
        raise typer.Exit(1)
