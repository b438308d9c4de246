"""Per-run log files under the state dir, rotated. Logged text is ids, counts and reasons:
never memory content, prompts or config values. The one exception is a fork answer that
failed its pass, logged scrubbed so a bad answer can be inspected (`maintain.raw_answer`).

Whatever a line quotes (a provider's error, an exception), every record of the `ocmem`
logger is scrubbed of secrets before any handler sees it: the file, stderr, and Python's
last-resort handler alike."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs

KEEP_LOG_FILES = 50
LOGGER_NAME = "ocmem"


class _ScrubRecords(logging.Filter):
    """Folds a record's arguments and traceback into its message, scrubbed."""

    def filter(self, record: logging.LogRecord) -> bool:
        from ocmem.redact import scrub_output

        message = record.getMessage()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            message = f"{message}\n{record.exc_text}"
        if record.stack_info:
            message = f"{message}\n{record.stack_info}"
        record.msg = scrub_output(message)
        record.args = None
        record.exc_info = record.exc_text = record.stack_info = None
        return True


def install_scrub(log: logging.Logger) -> None:
    """Scrub every record of `log` (once, however often it is called)."""
    if not any(isinstance(f, _ScrubRecords) for f in log.filters):
        log.addFilter(_ScrubRecords())


def logs_dir(state_dir: Path) -> Path:
    return state_dir / "logs"


class RunLogFile(logging.FileHandler):
    """A run log that a full disk (or any failed write) silences instead of breaking.

    logging's own `handleError` prints "--- Logging error ---" and a traceback to stderr
    for every record that cannot be written: on a wrapped launch, onto the user's terminal.
    Here the first failed write closes the file, is handed to `on_failure` once, and every
    later record is dropped.
    """

    def __init__(self, path: Path, on_failure: Callable[[OSError], None] | None = None) -> None:
        super().__init__(path, encoding="utf-8")
        self.on_failure = on_failure
        self.failure: OSError | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self.failure is None:
            super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
        if self.failure is not None:
            return
        raised = sys.exc_info()[1]
        if not isinstance(raised, OSError):
            super().handleError(record)  # a record that cannot be formatted is our bug
            return
        self.failure = raised
        stream, self.stream = self.stream, None
        with contextlib.suppress(Exception):
            if stream is not None:
                stream.close()  # its unflushed bytes cannot be written either
        if self.on_failure is not None:
            self.on_failure(self.failure)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            super().close()


def start_run_log(
    state_dir: Path,
    kind: str,
    echo_stderr: bool = False,
    on_failure: Callable[[OSError], None] | None = None,
) -> Path | None:
    """Route the `ocmem` logger to a new per-run file; returns its path (None if unwritable).

    A write to it that fails later (a full disk) goes to `on_failure`, once, never to stderr.
    """
    logger = logging.getLogger(LOGGER_NAME)
    install_scrub(logger)
    logger.setLevel(logging.INFO)
    logger.propagate = False
    for old in list(logger.handlers):
        logger.removeHandler(old)
        with contextlib.suppress(OSError):
            old.close()
    formatter = logging.Formatter("%(asctime)s %(levelname)s %(message)s")
    path: Path | None = None
    try:
        directory = logs_dir(state_dir)
        make_dirs(directory, PRIVATE_DIR_MODE)
        stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
        path = directory / f"{kind}-{stamp}-{os.getpid()}.log"
        handler: logging.Handler = RunLogFile(path, on_failure)
        handler.setFormatter(formatter)
        logger.addHandler(handler)
        _rotate(directory)
    except OSError:
        path = None
    if echo_stderr:
        stream = logging.StreamHandler(sys.stderr)
        stream.setFormatter(logging.Formatter("opencode-memory: %(message)s"))
        logger.addHandler(stream)
    if not logger.handlers:
        logger.addHandler(logging.NullHandler())
    return path


def _rotate(directory: Path) -> None:
    files = sorted(directory.glob("*.log"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in files[KEEP_LOG_FILES:]:
        with contextlib.suppress(OSError):
            old.unlink()


def logger() -> logging.Logger:
    return logging.getLogger(LOGGER_NAME)


install_scrub(logger())
