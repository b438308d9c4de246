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
from pathlib import Path

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


def start_run_log(state_dir: Path, kind: str, echo_stderr: bool = False) -> Path | None:
    """Route the `ocmem` logger to a new per-run file; returns its path (None if unwritable)."""
    logger = logging.getLogger(LOGGER_NAME)
    install_scrub(logger)
    logger.setLevel(logging.INFO)
    logger.propagate = False
    for old in list(logger.handlers):
        logger.removeHandler(old)
        old.close()
    formatter = logging.Formatter("%(asctime)s %(levelname)s %(message)s")
    path: Path | None = None
    try:
        directory = logs_dir(state_dir)
        directory.mkdir(parents=True, exist_ok=True, mode=0o700)
        stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
        path = directory / f"{kind}-{stamp}-{os.getpid()}.log"
        handler: logging.Handler = logging.FileHandler(path, encoding="utf-8")
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
