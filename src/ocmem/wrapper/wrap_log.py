"""The wrapper's own log lines: a file in the state dir, and stderr when that is wanted.

Lines go to the `ocmem` logger, so the post-session work that runs inline (`foreground`)
logs to the same places. The log file is created on the first line only, so a quiet
launch leaves no file behind. Nothing is written to the terminal while opencode runs (it
owns the screen): stderr lines are held until the child has exited. Background launches
write to stderr only when the log file cannot be written, so a failure is never silent;
a log file that stops taking writes (a full disk) costs one line, never a traceback.
"""

from __future__ import annotations

import logging
import sys
import threading
from pathlib import Path

from ocmem.state.logs import logger, start_run_log

_STDERR_FORMAT = "opencode-memory: %(message)s"
_SILENT = logging.CRITICAL + 1


class _HeldStderr(logging.Handler):
    """Writes records to stderr, or keeps them while held."""

    def __init__(self) -> None:
        super().__init__()
        self.setFormatter(logging.Formatter(_STDERR_FORMAT))
        self._held: list[str] | None = None
        self._guard = threading.Lock()

    # Not `acquire`/`release`: logging.Handler uses those names for its own lock.
    def start_holding(self) -> None:
        with self._guard:
            if self._held is None:
                self._held = []

    def stop_holding(self) -> None:
        with self._guard:
            lines, self._held = self._held or [], None
        for line in lines:
            self._write(line)

    def emit(self, record: logging.LogRecord) -> None:
        self.say(self.format(record))

    def say(self, line: str) -> None:
        """`line` now, or once the hold ends, whatever this handler's level."""
        with self._guard:
            if self._held is not None:
                self._held.append(line)
                return
        self._write(line)

    @staticmethod
    def _write(line: str) -> None:
        try:
            sys.stderr.write(line + "\n")
            sys.stderr.flush()
        except (OSError, ValueError):
            pass


class WrapLog:
    """Log lines of one wrapped launch; `configure` before the first line when possible."""

    def __init__(self, state_dir: Path, foreground: bool) -> None:
        self.state_dir = state_dir
        self.foreground = foreground
        self.file: Path | None = None
        self._stderr = _HeldStderr()
        self._started = False
        self._guard = threading.Lock()

    def configure(self, state_dir: Path, foreground: bool) -> None:
        with self._guard:
            if not self._started:
                self.state_dir = state_dir
            self.foreground = foreground
        self._set_stderr_level()

    def start(self) -> None:
        """Route the `ocmem` logger here now (before code that logs through it directly)."""
        self._ensure_started()

    def info(self, message: str) -> None:
        self._ensure_started()
        logger().info(message)

    def failure(self, message: str, hint: str | None = None) -> None:
        self._ensure_started()
        logger().warning(f"{message} (hint: {hint})" if hint else message)

    def hold_stderr(self) -> None:
        self._stderr.start_holding()

    def release_stderr(self) -> None:
        self._stderr.stop_holding()

    def _ensure_started(self) -> None:
        with self._guard:
            if self._started:
                return
            self._started = True
            self.file = start_run_log(
                self.state_dir, "wrap", echo_stderr=False, on_failure=self._file_failed
            )
            logger().addHandler(self._stderr)
        self._set_stderr_level()

    def _file_failed(self, exc: OSError) -> None:
        self._stderr.say(
            f"opencode-memory: the log file {self.file} stopped taking writes "
            f"({exc.strerror or exc}); the rest of this launch's lines are lost "
            f"(hint: free some space under {self.state_dir})"
        )

    def _set_stderr_level(self) -> None:
        if self.foreground:
            self._stderr.setLevel(logging.INFO)
        elif self._started and self.file is None:
            self._stderr.setLevel(logging.WARNING)
        else:
            self._stderr.setLevel(_SILENT)
