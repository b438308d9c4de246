"""The compatibility matrix: the end-to-end core, run against several opencode releases.

    scripts/compat                      # the floor, a middle 1.18.x and the pinned release
    scripts/compat 1.18.20 1.18.33      # any released versions
    scripts/compat --tests tests/wrapper/test_wrap_run.py 1.17.18

Each version is installed once into `.tools/opencode/<version>/` (git-ignored; the pinned
one is `tools/`), and the core tests run with `OCMEM_TEST_OPENCODE_BIN` pointing at it,
which the test harness uses instead of the pinned binary. The core covers what crosses
into opencode: its database as we read it, `run` sessions and forks, extraction end to
end, the wrapped `run` and the wrapped TUI under tmux (idle extraction while it is open).
Prints one line per version and exits non-zero if any version failed.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from ocmem.gateway.version import FLOOR, opencode_version
from testing.old_opencode import REPO_ROOT, install
from testing.opencode_harness import PINNED_BIN

DEFAULT_VERSIONS = (str(FLOOR), "1.18.3", "pinned")
CORE_TESTS = (
    "tests/testing/test_opencode_harness.py",
    "tests/gateway/test_version.py::test_the_pinned_opencode_reports_its_package_version",
    "tests/maintain/test_pipeline_e2e.py",
    "tests/wrapper/test_wrap_run.py",
    "tests/wrapper/test_wrap_tui.py",
    "tests/wrapper/test_wrap_tui_idle.py",
)


def binary_for(version: str) -> tuple[Path | None, str]:
    if version == "pinned":
        return (PINNED_BIN, "") if PINNED_BIN.exists() else (None, "run scripts/bootstrap")
    return install(version)


def run_version(version: str, tests: list[str], extra: list[str]) -> tuple[str, str, float]:
    binary, why = binary_for(version)
    if binary is None:
        return "not-installed", why, 0.0
    label = str(opencode_version(binary) or version)
    env = {**os.environ, "OCMEM_TEST_OPENCODE_BIN": str(binary)}
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *tests, *extra],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    elapsed = time.monotonic() - started
    lines = done.stdout.strip().splitlines()
    summary = lines[-1] if lines else done.stderr.strip()[-200:]
    if done.returncode != 0:
        failed = [line for line in lines if line.startswith(("FAILED", "ERROR"))]
        summary = "; ".join([summary, *failed])
    return ("pass" if done.returncode == 0 else "FAIL"), f"{label}: {summary}", elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("versions", nargs="*", default=list(DEFAULT_VERSIONS))
    parser.add_argument("--tests", action="append", help="test paths (default: the core)")
    parser.add_argument("pytest_args", nargs=argparse.REMAINDER, help="after --: for pytest")
    args = parser.parse_args(argv)
    tests = args.tests or list(CORE_TESTS)
    extra = [a for a in args.pytest_args if a != "--"]
    failed = False
    for version in args.versions:
        result, detail, elapsed = run_version(version, tests, extra)
        failed = failed or result != "pass"
        print(f"{version:>10}  {result:13} {elapsed:6.0f}s  {detail}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
