"""Finding and running the real opencode binary."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ocmem.errors import OcmemError
from ocmem.gateway.launcher import is_ourselves


class OpencodeNotFoundError(OcmemError):
    pass


@dataclass(frozen=True)
class Completed:
    returncode: int
    stdout: str
    stderr: str


def find_opencode(configured: str | None, env: Mapping[str, str] | None = None) -> Path:
    """The configured binary, else the first `opencode` on PATH that is not this tool."""
    env = os.environ if env is None else env
    if configured:
        path = Path(configured).expanduser()
        if path.is_file() and os.access(path, os.X_OK):
            return path
        raise OpencodeNotFoundError(
            f"opencode.bin points at {path}, which is not an executable file",
            "fix OPENCODE_MEMORY_OPENCODE_BIN or [opencode] bin, or unset it to use PATH",
        )
    for entry in env.get("PATH", os.defpath).split(os.pathsep):
        if not entry:
            continue
        candidate = Path(entry) / "opencode"
        if (
            candidate.is_file()
            and os.access(candidate, os.X_OK)
            and not is_ourselves(str(candidate), env)
        ):
            return candidate
    raise OpencodeNotFoundError(
        "opencode was not found on PATH",
        "install it (npm i -g opencode-ai) or set OPENCODE_MEMORY_OPENCODE_BIN",
    )


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


def delete_session(binary: Path, session_id: str, env: Mapping[str, str] | None = None) -> bool:
    try:
        done = run(binary, ["session", "delete", session_id], env=env, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0
