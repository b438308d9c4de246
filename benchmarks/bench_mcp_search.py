"""Search quality and latency of `memory_search`'s candidate rankers, side by side.

Quality: precision@3 (relevant memories among the first three, over three), hit@3 (a
relevant memory among the first three) and MRR on the fixture of 200 memories and 40
questions (tests/mcp/fixtures/search_eval.json), alone and drowned in 1,800 distractors
from the scale corpus. Latency: one `memory_search` on a 2,000-memory store on disk, the
whole tool path (scan and parse the store, rank), median and p90 over the fixture's
questions, alternating rankers: "cold" reads and parses the store for each search (a fresh
process), "server" is what the running server does (its cache re-stats every file, then
ranks with the parsed memories and, for the FTS5 rankers, the index kept between calls).

    python benchmarks/bench_mcp_search.py [--reps 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from benchmarks.scale_corpus import build

from ocmem.mcp import tools
from ocmem.mcp.search import RANKERS, Ranker, rank, rank_fts5, rank_hybrid
from ocmem.mcp.store_cache import StoreCache
from ocmem.store.memory_file import Memory, serialize

FIXTURE = Path(__file__).resolve().parent.parent / "tests/mcp/fixtures/search_eval.json"
STAMP = "2026-01-01T00:00:00.000Z"


@dataclass(frozen=True)
class Quality:
    precision_at_3: float
    hit_at_3: float
    mrr: float


@dataclass(frozen=True)
class Row:
    ranker: str
    chosen: bool
    fixture: Quality
    with_distractors: Quality
    cold_median_ms: float
    cold_p90_ms: float
    server_median_ms: float
    server_p90_ms: float


def fixture() -> tuple[list[Memory], list[tuple[str, set[str]]]]:
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    memories = [
        Memory(
            file=m["file"],
            name=m["name"],
            description=m["description"],
            type=m["type"],
            body=m["body"],
            created=STAMP,
        )
        for m in data["memories"]
    ]
    queries = [(q["query"], set(q["relevant"])) for q in data["queries"]]
    return memories, queries


def quality(ranker: Ranker, memories: list[Memory], queries: list[tuple[str, set[str]]]) -> Quality:
    precision = hits = reciprocal = 0.0
    for query, relevant in queries:
        files = [hit.memory.file for hit in ranker(memories, query, 10)]
        top = files[:3]
        precision += sum(f in relevant for f in top) / 3
        hits += any(f in relevant for f in top)
        first = next((i for i, f in enumerate(files) if f in relevant), None)
        reciprocal += 0.0 if first is None else 1.0 / (first + 1)
    n = len(queries)
    return Quality(round(precision / n, 3), round(hits / n, 3), round(reciprocal / n, 3))


def write_store(root: Path, memories: list[Memory]) -> tools.Project:
    """A project under `root` whose global store (in an isolated config dir) holds `memories`."""
    project = root / "project"
    project.mkdir()
    for key, sub in (("HOME", "home"), ("CLAUDE_CONFIG_DIR", "claude")):
        os.environ[key] = str(root / sub)
    for key, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state")):
        os.environ[key] = str(root / sub)
    opened = tools.open_project(project)
    opened.location.memory_dir.mkdir(parents=True)
    for memory in memories:
        path = opened.location.memory_dir / memory.file
        path.write_text(serialize(memory), encoding="utf-8")
    return opened


def warm_search(project: tools.Project, cache: StoreCache, name: str, query: str) -> None:
    """One search as the running server makes it, with `name`'s ranker."""
    if name == "fuzzy":
        RANKERS[name](cache.memories(project.location), query, 5)
    else:
        memories, index = cache.index(project.location)
        ranker = rank_fts5 if name == "fts5" else rank_hybrid
        ranker(memories, query, 5, index)


def median(samples: list[float]) -> float:
    return round(statistics.median(samples), 1)


def p90(samples: list[float]) -> float:
    ordered = sorted(samples)
    return round(ordered[round(0.9 * (len(ordered) - 1))], 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    memories, queries = fixture()
    distractors = [m for m in build(1800, seed=11) if m.file not in {x.file for x in memories}]
    crowded = memories + distractors[:1800]
    cold: dict[str, list[float]] = {name: [] for name in RANKERS}
    warm: dict[str, list[float]] = {name: [] for name in RANKERS}
    with tempfile.TemporaryDirectory() as tmp:
        project = write_store(Path(tmp), crowded)
        cache = StoreCache()
        for name in RANKERS:  # the first call fills the cache: not timed
            warm_search(project, cache, name, "warm up")
        for _ in range(args.reps):
            for query, _relevant in queries:
                for name, ranker in RANKERS.items():
                    start = time.perf_counter()
                    tools.search(project, query, 5, ranker=ranker)
                    cold[name].append((time.perf_counter() - start) * 1000)
                    start = time.perf_counter()
                    warm_search(project, cache, name, query)
                    warm[name].append((time.perf_counter() - start) * 1000)
        cache.close()
    rows = []
    for name, ranker in RANKERS.items():
        rows.append(
            Row(
                ranker=name,
                chosen=ranker is rank,
                fixture=quality(ranker, memories, queries),
                with_distractors=quality(ranker, crowded, queries),
                cold_median_ms=median(cold[name]),
                cold_p90_ms=p90(cold[name]),
                server_median_ms=median(warm[name]),
                server_p90_ms=p90(warm[name]),
            )
        )
    if args.json:
        print(json.dumps([asdict(row) for row in rows], indent=2))
        return 0
    print(f"{len(memories)} memories, {len(queries)} questions; latency on {len(crowded)}")
    print(
        "ranker    fixture: P@3  hit@3  MRR  | +1800 distractors: P@3  hit@3  MRR  |"
        " cold ms median p90 | server ms median p90"
    )
    for row in rows:
        f, d = row.fixture, row.with_distractors
        mark = "*" if row.chosen else " "
        print(
            f"{row.ranker:7}{mark}        {f.precision_at_3:.3f}  {f.hit_at_3:.3f} {f.mrr:.3f} |"
            f"                    {d.precision_at_3:.3f}  {d.hit_at_3:.3f} {d.mrr:.3f} |"
            f"      {row.cold_median_ms:6.1f} {row.cold_p90_ms:6.1f} |"
            f"        {row.server_median_ms:6.1f} {row.server_p90_ms:6.1f}"
        )
    print("* the ranker memory_search uses")
    return 0


if __name__ == "__main__":
    sys.exit(main())
