"""Progress on a terminal: lines that stay for sessions, a spinner for what runs now.

Silent unless both stdout and stderr are terminals (so scripts, pipes and logs see only
the result), and with `--json` or `--quiet`. It draws on stderr, so stdout stays the
result alone.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, TextIO

from ocmem.cli import render
from ocmem.progress import SILENT, Progress

if TYPE_CHECKING:
    from rich.console import Console
    from rich.status import Status


class TerminalProgress:
    def __init__(self, console: Console) -> None:
        self._console = console
        self._spinner: Status | None = None

    def step(self, message: str) -> None:
        shown = render.shown(message)
        self._console.print(shown, markup=False, highlight=False, soft_wrap=True)

    def status(self, message: str) -> None:
        message = render.shown(message)
        if self._spinner is None:
            self._spinner = self._console.status(message, spinner="dots")
            self._spinner.start()
        else:
            self._spinner.update(message)

    def close(self) -> None:
        if self._spinner is not None:
            self._spinner.stop()
            self._spinner = None


def wanted(quiet: bool, stdout: TextIO | None = None, stderr: TextIO | None = None) -> bool:
    out = sys.stdout if stdout is None else stdout
    err = sys.stderr if stderr is None else stderr
    return not quiet and _tty(out) and _tty(err)


def _tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a replaced or closed stream
        return False


@contextmanager
def progress_for(quiet: bool) -> Iterator[Progress]:
    """A Progress for the command's run: on the terminal when wanted, else silent.

    The spinner is gone before the command prints its result or its error.
    """
    if not wanted(quiet):
        yield SILENT
        return
    # rich is loaded only for a terminal: scripts, pipes and cron runs never pay for it.
    from rich.console import Console

    shown = TerminalProgress(Console(stderr=True))
    try:
        yield shown
    finally:
        shown.close()
