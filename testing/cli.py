"""Run the installed console script the way a user does: a real process, real exit code."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass
class CliResult:
    returncode: int
    stdout: str
    stderr: str

    def json(self) -> Any:
        return json.loads(self.stdout)


def ocmem(
    args: Sequence[str],
    cwd: Path | None = None,
    env: Mapping[str, str] | None = None,
    stdin: str | bytes | None = None,
    timeout: float = 300,
) -> CliResult:
    run_env = dict(os.environ if env is None else env)
    if cwd is not None:
        run_env["PWD"] = str(cwd)
    binary_input = stdin.encode() if isinstance(stdin, str) else stdin
    proc = subprocess.run(
        [sys.executable, "-m", "ocmem", *args],
        cwd=cwd,
        env=run_env,
        input=binary_input if binary_input is not None else b"",
        capture_output=True,
        timeout=timeout,
    )
    return CliResult(
        proc.returncode,
        proc.stdout.decode("utf-8", "replace"),
        proc.stderr.decode("utf-8", "replace"),
    )
