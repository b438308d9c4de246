"""Run the command line the way a user does (a real process, real exit code) or, where
only our own parsing and rendering is under test, in-process through the same entry point."""

from __future__ import annotations

import contextlib
import io
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


def ocmem_in_process(args: Sequence[str]) -> CliResult:
    """`ocmem(args)` without the process: the same entry point (wrap, fast path, typer),
    stdout and stderr captured, in this process's environment and working directory.

    For help screens, usage errors and rendering; anything that needs a real process
    (exit on a signal, the console script itself, a clean interpreter) uses `ocmem`."""
    from ocmem.entry import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return CliResult(code, out.getvalue(), err.getvalue())
