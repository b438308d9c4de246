"""Time `opencode-memory wrap -- --version` against the bare `opencode --version`.

    python benchmarks/bench_wrap.py                 # 30 runs of each, alternating
    python benchmarks/bench_wrap.py --runs 50 --json

A non-session invocation is the wrapper's fast path: read the environment (and the TOML
files if present), find the real binary on PATH, exec it. The two commands run
alternately so that load on the machine hits both alike, after three untimed warm-up runs
of each; each run is a fresh process with stdout and stderr discarded, timed from spawn
to exit. The wrapper is the installed console script (what the shell hook calls), and the
real binary is found through PATH, as for a user who has no `opencode.bin` set. HOME, the
XDG dirs and the state dir point into a temporary directory.

opencode's own start-up time varies by tens of milliseconds from run to run, more than the
wrapper adds, so the same comparison is also made with a stand-in `opencode` that does
nothing (coreutils `true`): that difference is the wrapper's own cost, free of the noise.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ocmem.sandbox import isolated_environ

HERE = Path(__file__).resolve().parent
PINNED = HERE.parent / "tools" / "node_modules" / ".bin" / "opencode"
TARGET_RATIO = 1.10
WARMUP_RUNS = 3


def find_opencode(given: str | None) -> Path:
    if given:
        return Path(given)
    if PINNED.exists():
        return PINNED
    found = shutil.which("opencode")
    if found is None:
        sys.exit("no opencode binary: run scripts/bootstrap or pass --opencode PATH")
    return Path(found)


def wrapper_command() -> list[str]:
    script = Path(sys.executable).parent / "opencode-memory"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "ocmem"]


def isolated_env(root: Path, opencode: Path) -> dict[str, str]:
    env = isolated_environ(root)
    env["PATH"] = os.pathsep.join(
        [str(opencode.parent), str(Path(sys.executable).parent), "/usr/bin", "/bin"]
    )
    env["PWD"] = str(root)
    return env


def timed(command: list[str], env: dict[str, str], cwd: Path) -> float:
    started = time.perf_counter()
    done = subprocess.run(
        command, env=env, cwd=cwd, stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} exited with {done.returncode}")
    return elapsed * 1000


def same_output(bare: list[str], wrapped: list[str], env: dict[str, str], cwd: Path) -> str:
    outputs = [
        subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, check=True).stdout
        for cmd in (bare, wrapped)
    ]
    if outputs[0] != outputs[1]:
        sys.exit(f"outputs differ: {outputs[0]!r} != {outputs[1]!r}")
    return outputs[0].strip()


def compare(
    bare: list[str], wrapped: list[str], env: dict[str, str], cwd: Path, runs: int
) -> tuple[list[float], list[float]]:
    for _ in range(WARMUP_RUNS):
        timed(bare, env, cwd)
        timed(wrapped, env, cwd)
    bare_ms: list[float] = []
    wrapped_ms: list[float] = []
    for _ in range(runs):
        bare_ms.append(timed(bare, env, cwd))
        wrapped_ms.append(timed(wrapped, env, cwd))
    return bare_ms, wrapped_ms


def stand_in(root: Path) -> Path:
    """A directory holding an `opencode` that is coreutils `true`."""
    true = shutil.which("true")
    if true is None:
        sys.exit("coreutils `true` is needed for the stand-in measurement")
    directory = root / "stand-in"
    directory.mkdir()
    (directory / "opencode").symlink_to(true)
    return directory / "opencode"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=30, help="timed runs of each (default 30)")
    parser.add_argument("--opencode", help="the opencode binary (default: the pinned one)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    options = parser.parse_args()

    opencode = find_opencode(options.opencode)
    bare = ["opencode", "--version"]
    wrapped = [*wrapper_command(), "wrap", "--", "--version"]
    with tempfile.TemporaryDirectory(prefix="bench-wrap-") as tmp:
        root = Path(tmp)
        env = isolated_env(root, opencode)
        version = same_output(bare, wrapped, env, root)
        bare_ms, wrapped_ms = compare(bare, wrapped, env, root, options.runs)
        floor_env = isolated_env(root, stand_in(root))
        floor_bare_ms, floor_wrapped_ms = compare(bare, wrapped, floor_env, root, options.runs)

    bare_median = statistics.median(bare_ms)
    wrapped_median = statistics.median(wrapped_ms)
    own_cost = statistics.median(floor_wrapped_ms) - statistics.median(floor_bare_ms)
    ratio = wrapped_median / bare_median
    result = {
        "opencode_version": version,
        "runs": options.runs,
        "bare_median_ms": round(bare_median, 1),
        "wrapped_median_ms": round(wrapped_median, 1),
        "overhead_ms": round(wrapped_median - bare_median, 1),
        "ratio": round(ratio, 3),
        "target_ratio": TARGET_RATIO,
        "meets_target": ratio <= TARGET_RATIO,
        "wrapper_own_cost_ms": round(own_cost, 1),
        "own_cost_ratio": round((bare_median + own_cost) / bare_median, 3),
        "cpus": os.cpu_count(),
        "load_average": round(os.getloadavg()[0], 2),
    }
    if options.json:
        print(json.dumps(result, indent=2))
        return 0
    verdict = "meets" if result["meets_target"] else "MISSES"
    print(
        f"opencode {version}, {options.runs} alternating runs each, "
        f"{os.cpu_count()} CPUs, load average {result['load_average']}"
    )
    print(f"  opencode --version                   median {bare_median:7.1f} ms")
    print(f"  opencode-memory wrap -- --version    median {wrapped_median:7.1f} ms")
    print(f"  difference {wrapped_median - bare_median:+.1f} ms, ratio {ratio:.3f} "
          f"({verdict} the target <= {TARGET_RATIO:.2f})")  # fmt: skip
    print(f"  the wrapper's own cost, measured against a do-nothing stand-in: {own_cost:.1f} ms "
          f"(ratio {result['own_cost_ratio']:.3f} on this opencode)")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
