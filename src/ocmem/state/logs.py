"""Per-run log files under the state dir, rotated. Logged text is ids, counts and reasons:
never memory content, prompts or config values. The one exception is a fork answer that
failed its pass, logged scrubbed so a bad answer can be inspected (`maintain.raw_answer`)."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
from pathlib import Path

KEEP_LOG_FILES = 50
LOGGER_NAME = "ocmem"


def logs_dir(state_dir: Path) -> Path:
    return state_dir / "logs"


def start_run_log(state_dir: Path, kind: str, echo_stderr: bool = False) -> Path | None:
    """Route the `ocmem` logger to a new per-run file; returns its path (None if unwritable)."""
    logger = logging.getLogger(LOGGER_NAME)
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
