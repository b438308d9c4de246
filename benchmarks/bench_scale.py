"""Large stores, before and after: `memories list`, `status`, clustering and prompt sizes.

Builds a 2,000-memory store (benchmarks/scale_corpus.py) in a temporary, isolated home
with an empty opencode database of the real schema, then measures, for this tree and for
a baseline revision checked out with `git archive` (default: the commit this work
started from), side by side:

- `memories list` and `status` as commands: wall time and CPU time of the whole CLI
  process (medians of --runs), and the in-process core time (scan / project_status);
- near-duplicate clustering over the whole store (one run: the baseline is quadratic);
- the dream prompt and the extraction manifest, in characters and estimated tokens.

    python benchmarks/bench_scale.py [--memories 2000] [--runs 7] [--baseline REV|none] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BASE_REVISION = "eaacd93"

# Runs inside the tree being measured (its src first on sys.path); prints one JSON object.
# It only uses names both trees have, and feature-detects what the new tree adds.
_MEASURE = r"""
import json, os, statistics, sys, time
from datetime import UTC, datetime
from pathlib import Path

project, runs = Path(sys.argv[1]), int(sys.argv[2])
from ocmem import settings
from ocmem.status import project_status
from ocmem.store.catalog import scan_store
from ocmem.store.location import resolve_store
from ocmem.prompts import ManifestEntry, render_extract, render_dream, FullMemory

cfg = settings.resolve(project)
location = resolve_store(project, cfg.local_mode(), os.environ)

def median_ms(fn):
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - started) * 1000)
    return round(statistics.median(samples), 1)

out = {
    "list_core_ms": median_ms(lambda: scan_store(location)),
}
try:
    from ocmem import context
except ImportError:  # a checkout from before the per-invocation context
    out["status_core_ms"] = median_ms(lambda: project_status(project, cfg))
else:
    ctx = context.build(project)
    # A fresh context per run, so the store is located inside each run as it was before.
    fresh = lambda: context.Context(ctx.directory, ctx.settings, ctx.env)
    out["status_core_ms"] = median_ms(lambda: project_status(fresh()))
memories = list(scan_store(location).memories)
try:
    from ocmem.store.dedup import near_duplicate_clusters
except ImportError:
    from ocmem.maintain.dream import near_duplicate_clusters
started = time.perf_counter()
clusters = near_duplicate_clusters(memories)
out["cluster_ms"] = round((time.perf_counter() - started) * 1000, 1)
out["clusters"] = len(clusters)
out["largest_cluster"] = max((len(c) for c in clusters), default=0)

today = datetime.now(UTC).date()
try:
    from ocmem.maintain.dream_batch import dream_prompt
except ImportError:
    prompt = render_dream(
        memories=[FullMemory(m.file, m.type, m.name, m.description, m.created or "", m.body)
                  for m in memories],
        clusters=clusters, store_dir=str(location.memory_dir), today=today)
    out["dream_shown"] = len(memories)
else:
    batch = dream_prompt(memories, clusters, store_dir=str(location.memory_dir), today=today,
                         budget_tokens=cfg.int("dream.prompt_budget_tokens"), reviewed={})
    prompt = batch.prompt
    out["dream_shown"] = len(batch.shown)
out["dream_chars"] = len(prompt.full)
out["dream_tokens"] = -(-len(prompt.full.encode()) // 4)

manifest = [ManifestEntry(m.file, m.type, m.description) for m in memories]
kwargs = dict(manifest=manifest, processed_turns=0, total_turns=1, provenance=None,
              capture_user=False, provenance_enabled=False, store_dir=str(location.memory_dir),
              store_mode="global", session_id="ses_bench", today=today)
try:
    budget = cfg.int("extract.manifest_budget_tokens")
except Exception:
    budget = None
else:
    manifest = [ManifestEntry(m.file, m.type, m.description, m.created or "") for m in memories]
    kwargs.update(manifest=manifest, manifest_budget_tokens=budget)
extract = render_extract(**kwargs)
out["extract_chars"] = len(extract.full)
out["extract_tokens"] = -(-len(extract.full.encode()) // 4)
print(json.dumps(out))
"""


def build_home(root: Path, count: int) -> tuple[dict[str, str], Path]:
    """An isolated environment whose global store for `project` holds `count` memories."""
    sys.path.insert(0, str(HERE))
    from scale_corpus import build

    from ocmem.store.index import sync_index
    from ocmem.store.location import resolve_store
    from ocmem.store.memory_file import serialize

    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(root / "home"),
        "CLAUDE_CONFIG_DIR": str(root / "claude"),
        "XDG_CONFIG_HOME": str(root / "xdg-config"),
        "XDG_DATA_HOME": str(root / "xdg-data"),
        "XDG_STATE_HOME": str(root / "xdg-state"),
        "XDG_CACHE_HOME": str(root / "xdg-cache"),
    }
    project = root / "project"
    project.mkdir(parents=True)
    location = resolve_store(project, "off", env)
    location.memory_dir.mkdir(parents=True)
    memories = build(count)
    for memory in memories:
        (location.memory_dir / memory.file).write_text(serialize(memory), encoding="utf-8")
    (location.memory_dir / "MEMORY.md").write_text(sync_index("", memories), encoding="utf-8")
    database = root / "xdg-data" / "opencode" / "opencode.db"
    database.parent.mkdir(parents=True)
    with sqlite3.connect(database) as db:
        db.executescript((HERE / "opencode_schema.sql").read_text(encoding="utf-8"))
    return env, project


def checkout(revision: str, into: Path) -> Path:
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", revision, "src"], capture_output=True, check=True
    )
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into / "src"


def _cli_once(src: Path, env: dict[str, str], args: list[str]) -> tuple[float, float]:
    """(wall ms, CPU ms) of one CLI process. CPU time (user + system) moves far less with
    the machine's load, so it shows the work itself when other jobs share the cores."""
    cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "ocmem", *args],
        env={**env, "PYTHONPATH": str(src)},
        capture_output=True,
    )
    elapsed = (time.perf_counter() - started) * 1000
    cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = cpu_after.ru_utime + cpu_after.ru_stime - cpu_before.ru_utime - cpu_before.ru_stime
    if done.returncode != 0:
        raise RuntimeError(f"{args} failed: {done.stderr.decode(errors='replace')}")
    return elapsed, cpu * 1000


def _core_once(src: Path, env: dict[str, str], project: Path, runs: int) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, str(project), str(runs)],
        env={**env, "PYTHONPATH": str(src)},
        capture_output=True,
        check=True,
    )
    result: dict[str, float] = json.loads(done.stdout)
    return result


def measure(
    trees: dict[str, Path], env: dict[str, str], project: Path, runs: int
) -> dict[str, dict[str, float]]:
    """Every measurement for every tree, the trees alternating run by run.

    Alternating spreads a change in machine load over both columns instead of one.
    """
    commands = {
        "list_cli_ms": ["memories", "list", "--dir", str(project)],
        "status_cli_ms": ["status", "--dir", str(project)],
    }
    samples: dict[str, dict[str, list[float]]] = {name: {} for name in trees}
    for src in trees.values():  # the first run compiles bytecode: not timed
        for args in commands.values():
            _cli_once(src, env, args)
    for _ in range(runs):
        for key, args in commands.items():
            for name, src in trees.items():
                wall, cpu = _cli_once(src, env, args)
                samples[name].setdefault(key, []).append(wall)
                samples[name].setdefault(key.replace("_ms", "_cpu_ms"), []).append(cpu)
    results: dict[str, dict[str, float]] = {}
    for name, src in trees.items():
        results[name] = {k: round(statistics.median(v), 1) for k, v in samples[name].items()}
        results[name].update(_core_once(src, env, project, runs))
    return results


ROWS = [
    ("memories list, CLI process (ms)", "list_cli_ms"),
    ("memories list, CLI process CPU (ms)", "list_cli_cpu_ms"),
    ("memories list, core (ms)", "list_core_ms"),
    ("status, CLI process (ms)", "status_cli_ms"),
    ("status, CLI process CPU (ms)", "status_cli_cpu_ms"),
    ("status, core (ms)", "status_core_ms"),
    ("clustering (ms)", "cluster_ms"),
    ("clusters / largest", "clusters"),
    ("dream prompt: memories shown", "dream_shown"),
    ("dream prompt (chars)", "dream_chars"),
    ("dream prompt (est. tokens)", "dream_tokens"),
    ("extraction prompt (chars)", "extract_chars"),
    ("extraction prompt (est. tokens)", "extract_tokens"),
]


def _cell(values: dict[str, float] | None, key: str) -> str:
    if values is None:
        return "-"
    if key == "clusters":
        return f"{values['clusters']:g} / {values['largest_cluster']:g}"
    return f"{values[key]:,g}"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--memories", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--baseline", default=BASE_REVISION, help="git revision, or none")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ocmem-scale-") as tmp:
        root = Path(tmp)
        env, project = build_home(root / "home-root", args.memories)
        trees = {"after": ROOT / "src"}
        if args.baseline != "none":
            (root / "base").mkdir()
            trees["before"] = checkout(args.baseline, root / "base")
        results = measure(trees, env, project, args.runs)
        after, before = results["after"], results.get("before")
    if args.json:
        print(json.dumps({"memories": args.memories, "before": before, "after": after}, indent=2))
        return
    base = args.baseline if before is not None else "-"
    load = os.getloadavg()[0]
    print(
        f"{args.memories} memories, medians of {args.runs} runs (clustering: one run), "
        f"load average {load:.1f} on {os.cpu_count()} CPUs"
    )
    print(f"{'':34} {'before (' + base + ')':>18} {'after':>14}")
    for label, key in ROWS:
        print(f"{label:34} {_cell(before, key):>18} {_cell(after, key):>14}")


if __name__ == "__main__":
    main()
