"""How long work says it is alive: the seam between the core and a terminal.

Core passes (`maintain`, the watch scan, the demo) call a `Progress` as they go; they never
print. The default does nothing; the CLI passes one that draws on a terminal
(`ocmem.cli.progress_line`) and stays silent otherwise.
"""

from __future__ import annotations

from typing import Protocol


class Progress(Protocol):
    def step(self, message: str) -> None:
        """A line that stays: a session started or ended."""

    def status(self, message: str) -> None:
        """What is happening now, replaced by the next status (a spinner line)."""


class NoProgress:
    """Says nothing."""

    def step(self, message: str) -> None:
        return None

    def status(self, message: str) -> None:
        return None


SILENT: Progress = NoProgress()
