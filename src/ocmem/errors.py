"""Expected failures: a message for the user and, where we know one, a hint."""

from __future__ import annotations


class OcmemError(Exception):
    """A failure the user can act on; the CLI prints it with its hint and exits 1."""

    def __init__(self, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint


class OcmemWarning(UserWarning):
    """Something the user should know that did not stop the work; the CLI shows one line."""
