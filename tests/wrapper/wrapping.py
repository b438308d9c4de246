"""Helpers for the wrapper's tests: run `opencode-memory wrap` as a real process."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable, Mapping
from pathlib import Path

import psutil
from testing.cli import CliResult, ocmem
from testing.opencode_harness import OpencodeHarness

from ocmem.store.location import resolve_store

DEPLOY_OPS = {
    "save": [
        {
            "file": "project_deploy.md",
            "name": "deploy-command",
            "description": "Deploys run `make ship` after `make test`",
            "type": "project",
            "body": "Deploy with `make ship` once `make test` passes.",
        }
    ]
}
DEPLOY_MEMORY = "project_deploy.md"


def wrap_env(opencode: OpencodeHarness, **extra: str) -> dict[str, str]:
    """The test's isolated environment, with the pinned opencode as `opencode.bin`."""
    return {**os.environ, "OPENCODE_MEMORY_OPENCODE_BIN": str(opencode.binary), **extra}


def wrap(args: list[str], cwd: Path, env: Mapping[str, str], timeout: float = 300) -> CliResult:
    return ocmem(["wrap", "--", *args], cwd=cwd, env=env, timeout=timeout)


def store_dir(repo: Path) -> Path:
    return resolve_store(repo, "auto", os.environ).memory_dir


def state_dir() -> Path:
    return Path(os.environ["OPENCODE_MEMORY_STATE_DIR"])


def log_files(kind: str) -> list[Path]:
    return sorted((state_dir() / "logs").glob(f"{kind}-*.log"))


def our_processes() -> list[psutil.Process]:
    """Live opencode-memory processes started with this test's state dir."""
    mine = str(state_dir())
    found = []
    for process in psutil.process_iter(["cmdline"]):
        cmdline = process.info.get("cmdline") or []
        if "ocmem" not in cmdline or "-m" not in cmdline:
            continue
        try:
            if process.environ().get("OPENCODE_MEMORY_STATE_DIR") == mine:
                found.append(process)
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return found


def as_from_a_terminal() -> None:
    """`preexec_fn` for a wrapper started the way a terminal starts it: SIGINT, SIGHUP and
    SIGQUIT at their defaults. The suite may itself run with them ignored (`nohup`, a
    background job of a script), and the wrapper keeps an inherited ignore, as opencode
    alone would (test_child.py)."""
    for name in ("SIGINT", "SIGHUP", "SIGQUIT"):
        signal.signal(getattr(signal, name), signal.SIG_DFL)


def wait_for(predicate: Callable[[], bool], timeout: float, interval: float = 0.2) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return predicate()
