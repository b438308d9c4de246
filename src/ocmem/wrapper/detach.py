"""Starting our own background work so that nothing waits for it.

A detached process gets a new session (no controlling terminal, not in the shell's job),
and /dev/null for stdin, stdout and stderr: a caller reading the wrapper's output through a
pipe sees EOF as soon as opencode and the wrapper are done, however long the extraction
takes. The work logs to a file in the state dir instead.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from ocmem.state.background import BACKGROUND_ENV


class DetachedProcesses:
    """Spawns detached `python -m ocmem …` commands and reaps the finished ones."""

    def __init__(self) -> None:
        self._running: list[subprocess.Popen[bytes]] = []

    def spawn(self, ocmem_args: Sequence[str], env: Mapping[str, str], cwd: Path | None) -> int:
        self._running = [proc for proc in self._running if proc.poll() is None]
        proc = subprocess.Popen(
            [sys.executable, "-m", "ocmem", *ocmem_args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
            close_fds=True,
            cwd=cwd,
            env=_env_for(cwd, env),
        )
        self._running.append(proc)
        return proc.pid


def spawn_detached(ocmem_args: Sequence[str], env: Mapping[str, str], cwd: Path | None) -> int:
    """One detached `python -m ocmem …`; returns its pid."""
    return DetachedProcesses().spawn(ocmem_args, env, cwd)


def _env_for(cwd: Path | None, env: Mapping[str, str]) -> dict[str, str]:
    child_env = dict(env)
    child_env[BACKGROUND_ENV] = "1"  # its failures are kept for `status` to show
    if cwd is not None:
        child_env["PWD"] = str(cwd)  # opencode, spawned further down, trusts PWD over the cwd
    return child_env
