"""Finding and running the real opencode binary."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ocmem.errors import OcmemError, OcmemWarning
from ocmem.gateway.launcher import is_ourselves, no_opencode_on_path, path_opencode
from ocmem.gateway.version import require_tested
from ocmem.paths import environment

_BIN_HINT = "fix OPENCODE_MEMORY_OPENCODE_BIN or [opencode] bin, or unset it to use PATH"


# `opencode session delete` normally takes a second; a stalled one is abandoned after this
# and its fork is left to the next run (see `ocmem.state.fork_registry`).
DELETE_TIMEOUT = 60.0


class OpencodeNotFoundError(OcmemError):
    pass


@dataclass(frozen=True)
class Completed:
    returncode: int
    stdout: str
    stderr: str


def find_opencode(
    configured: str | None,
    env: Mapping[str, str] | None = None,
    warn: Callable[[str], None] | None = None,
) -> Path:
    """The configured binary, else the first `opencode` on PATH that is not this tool.

    A configured path that is gone or not executable is stale: PATH is used instead, and
    the one-line warning goes to `warn` (default: an `OcmemWarning` and the run log).
    """
    env = environment(env)
    if configured:
        path = Path(configured).expanduser()
        if path.is_file() and os.access(path, os.X_OK) and not is_ourselves(str(path), env):
            return path
        reason = (
            "leads back to opencode-memory"
            if path.is_file() and os.access(path, os.X_OK)
            else "is not an executable file"
        )
        stale = f"opencode.bin points at {path}, which {reason}"
        found = path_opencode(env)
        if found is None:
            raise OpencodeNotFoundError(f"{stale}, and no opencode was found on PATH", _BIN_HINT)
        (warn or _warn)(f"{stale}; using {found} from PATH (hint: {_BIN_HINT})")
        return Path(found)
    on_path = path_opencode(env)
    if on_path is not None:
        return Path(on_path)
    raise OpencodeNotFoundError(*no_opencode_on_path(env))


def require_tested_opencode(
    configured: str | None, env: Mapping[str, str], state_dir: Path | None
) -> None:
    """Raise `UntestedOpencodeError` when the opencode `find_opencode` picks is of a major
    never tested (opencode 2.x): nothing may fork it. No opencode at all is left to the
    caller, which says so where it needs one; a stale `opencode.bin` is reported there too.
    """
    try:
        binary = find_opencode(configured, env, warn=lambda _: None)
    except OpencodeNotFoundError:
        return
    require_tested(binary, state_dir)


def _warn(message: str) -> None:
    log = logging.getLogger("ocmem")
    if log.handlers:  # a run log is open; never Python's last-resort echo to stderr
        log.warning("%s", message)
    warnings.warn(message, OcmemWarning, stacklevel=3)


def spawn_env(
    directory: Path | None, base: Mapping[str, str] | None = None, **extra: str
) -> dict[str, str]:
    """Environment for an opencode child; PWD must match, opencode trusts it over the cwd."""
    env = dict(os.environ if base is None else base)
    if directory is not None:
        env["PWD"] = str(directory)
    env.update(extra)
    return env


def run(
    binary: Path,
    args: Sequence[str],
    *,
    cwd: Path | None = None,
    env: Mapping[str, str] | None = None,
    timeout: float = 60,
) -> Completed:
    proc = subprocess.run(
        [str(binary), *args],
        cwd=cwd,
        env=spawn_env(cwd, env),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        errors="replace",
        timeout=timeout,
    )
    return Completed(proc.returncode, proc.stdout, proc.stderr)


def version(binary: Path, env: Mapping[str, str] | None = None) -> str:
    return run(binary, ["--version"], env=env, timeout=30).stdout.strip()


@dataclass(frozen=True)
class SessionRun:
    returncode: int
    session_id: str | None  # None when opencode printed no event naming its session


def run_session(
    binary: Path, model: str, prompt: str, *, cwd: Path, env: Mapping[str, str], timeout: float
) -> SessionRun:
    """One `opencode run` of `prompt` on `model` in `cwd`: a new session, answered."""
    done = run(
        binary, ["run", "--format", "json", "-m", model, prompt], cwd=cwd, env=env, timeout=timeout
    )
    return SessionRun(done.returncode, _session_id(done.stdout))


def _session_id(stdout: str) -> str | None:
    for line in stdout.splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            event = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(event, dict) and isinstance(event.get("sessionID"), str):
            return str(event["sessionID"])
    return None


def delete_session(
    binary: Path,
    session_id: str,
    env: Mapping[str, str] | None = None,
    *,
    timeout: float = DELETE_TIMEOUT,
) -> bool:
    try:
        done = run(binary, ["session", "delete", session_id], env=env, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0
