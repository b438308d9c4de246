"""The one ending of a command that reports a result: render it, name each failed pass on
stderr with what to try, and exit with the code the result itself gives."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol, runtime_checkable

import typer

from ocmem.cli import render
from ocmem.cli.faults import note_background_failure
from ocmem.cli.wording import report_failures


class Reported(Protocol):
    @property
    def exit_code(self) -> int: ...


@runtime_checkable
class FailedPasses(Protocol):
    @property
    def failed_passes(self) -> tuple[tuple[str, str], ...]:
        """(what, reason) of each pass that failed, as stderr names them."""
        ...


def finish(
    result: Reported,
    as_json: bool,
    *,
    log_file: Path | None = None,
    command: str = "maintain",
    note_in: Path | None = None,
) -> None:
    """Render `result`, report its failed passes (kept for `status` in the state dir
    `note_in` when run in the background), then exit with its code (0: return)."""
    render.render(result, as_json)
    failed = result.failed_passes if isinstance(result, FailedPasses) else ()
    report_failures(list(failed), log_file, command)
    if failed and note_in is not None:
        message = "; ".join(f"{what}: {reason}" for what, reason in failed)
        note_background_failure(command, message, state_dir=note_in)
    if result.exit_code:
        raise typer.Exit(result.exit_code)
