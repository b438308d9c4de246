"""How the command line meets faults: one line and a hint, never a traceback.

Expected failures are `OcmemError`s. Faults from the machine (a full disk, a path that
cannot be written, opencode's database locked by another writer) arrive as `OSError` or
`sqlite3.Error` from wherever they struck, and are told in words here. Anything else is a
bug: one line on the terminal, the traceback in the run log. Stop signals (SIGTERM,
SIGHUP) unwind like Ctrl-C, so a fork in flight is killed and deleted on the way out.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import traceback
import warnings
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TextIO

from ocmem.cli import render
from ocmem.errors import OcmemWarning
from ocmem.state import background
from ocmem.state.state_dir import describe_os_error
from ocmem.stopping import Stopped, stop_signals_unwind

BUG_HINT = "this is a bug in opencode-memory; please report it"
BUG_HINT_LOGGED = BUG_HINT + " (the run log in the state dir has the traceback)"
LOCKED_HINT = (
    "another program is writing opencode's database (an opencode upgrade or migration); "
    "wait for it to finish, then retry"
)


def describe(exc: BaseException) -> tuple[str, str]:
    """(message, hint) for a fault that is not an `OcmemError`."""
    if isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc).lower():
        return "opencode's database is locked by another program", LOCKED_HINT
    if isinstance(exc, sqlite3.Error):
        return f"opencode's database could not be read: {exc}", "check OPENCODE_DB, then retry"
    if isinstance(exc, OSError):
        return describe_os_error(exc)
    log = logging.getLogger("ocmem")
    if log.handlers:  # the command keeps a run log: the traceback goes there, not to stderr
        log.error("unexpected error:\n%s", "".join(traceback.format_exception(exc)))
        return f"unexpected error: {type(exc).__name__}: {exc}", BUG_HINT_LOGGED
    return f"unexpected error: {type(exc).__name__}: {exc}", BUG_HINT


@contextlib.contextmanager
def warnings_as_lines() -> Iterator[None]:
    """Our warnings print as one `opencode-memory: warning: …` line each, once."""

    def show(
        message: Warning | str,
        category: type[Warning],
        filename: str,
        lineno: int,
        file: TextIO | None = None,
        line: str | None = None,
    ) -> None:
        if issubclass(category, OcmemWarning):
            render.warn(f"warning: {message}")
        else:
            original(message, category, filename, lineno, file, line)

    with warnings.catch_warnings():
        original = warnings.showwarning
        warnings.simplefilter("once", OcmemWarning)
        warnings.showwarning = show
        yield


def note_background_failure(
    command: str, message: str, hint: str | None = None, state_dir: Path | None = None
) -> None:
    """Keep the failure of a background pass for `status`; a no-op in the foreground.

    Without `state_dir`, the one of the current directory's settings is used. A state
    dir that cannot be written is the fault itself, and is left at that.
    """
    if not background.is_background(os.environ):
        return
    try:
        if state_dir is None:
            from ocmem import context

            state_dir = context.build(Path(os.getcwd())).state_dir
        background.record_failure(state_dir, command, message, hint)
    except Exception:
        logging.getLogger("ocmem").warning("could not record the background failure")


__all__: Sequence[str] = [
    "Stopped",
    "describe",
    "note_background_failure",
    "stop_signals_unwind",
    "warnings_as_lines",
]
