"""Time one ops batch against a large store: the work `maintain` does per extracted session.

Builds a store of 1,000 memories in a temporary, isolated Claude config dir, then times
batches of 100 ops (saves of new files with de-duplication on, updates, deletes), each
followed by the MEMORY.md rewrite apply does, and separately a full index rebuild.
Every write is fsynced, as in real use, so the numbers depend on the disk.

    python benchmarks/bench_store.py [--memories 1000] [--ops 100] [--reps 10] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from ocmem.store.apply import apply_ops, rebuild_index
from ocmem.store.catalog import list_memories
from ocmem.store.location import StoreLocation, resolve_store

TYPES = ("user", "feedback", "project", "reference")
WORDS = [
    *("deploy", "staging", "cluster", "review", "tests", "lint", "commit", "branch"),
    *("release", "schema", "migration", "cache", "queue", "worker", "latency", "budget"),
    *("owner", "oncall", "runbook", "alert", "dashboard", "feature", "flag", "rollout"),
]


@dataclass(frozen=True)
class Timing:
    median: float
    p90: float

    @classmethod
    def of(cls, samples_ms: list[float]) -> Timing:
        ordered = sorted(samples_ms)
        p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
        return cls(median=round(statistics.median(ordered), 1), p90=round(p90, 1))


@dataclass(frozen=True)
class BenchResult:
    memories: int
    final_memories: int
    ops_per_batch: int
    reps: int
    apply_ms: Timing
    rebuild_index_ms: Timing


def _memory(rng: random.Random, serial: int) -> dict[str, str]:
    topic = " ".join(rng.sample(WORDS, 4))
    body = " ".join(rng.choice(WORDS) for _ in range(rng.randint(40, 160)))
    return {
        "file": f"{TYPES[serial % 4]}_topic_{serial:05d}.md",
        "name": f"topic-{serial}",
        "description": f"{topic} (item {serial})",
        "type": TYPES[serial % 4],
        "body": f"Fact {serial}: {body}\n\n**Why:** noted in session {serial}.",
    }


def _build(location: StoreLocation, state_dir: Path, count: int, rng: random.Random) -> int:
    for start in range(0, count, 200):
        batch = [_memory(rng, serial) for serial in range(start, min(start + 200, count))]
        apply_ops(
            location,
            {"save": batch},
            session_id="bench",
            scrub=False,
            state_dir=state_dir,
            dedup_threshold=101,
        )
    return count


def _batch(
    location: StoreLocation, rng: random.Random, next_serial: int, ops: int
) -> dict[str, object]:
    existing = [memory.file for memory in list_memories(location)]
    new_count = deletes = ops // 5
    updates = ops - new_count - deletes
    picked = rng.sample(existing, updates + deletes)
    saves = [_memory(rng, next_serial + i) for i in range(new_count)]
    for file in picked[:updates]:
        item = _memory(rng, int(file.rsplit("_", 1)[1].removesuffix(".md")))
        item["body"] += " (revised)"
        saves.append(item)
    return {"save": saves, "delete": picked[updates:]}


def run(memories: int, ops: int, reps: int) -> BenchResult:
    rng = random.Random(7)
    with tempfile.TemporaryDirectory(prefix="ocmem-bench-") as tmp:
        root = Path(tmp)
        env = {"HOME": str(root / "home"), "CLAUDE_CONFIG_DIR": str(root / "claude")}
        project = root / "project"
        project.mkdir()
        location = resolve_store(project, "off", env)
        state_dir = root / "state"
        serial = _build(location, state_dir, memories, rng)
        apply_ms: list[float] = []
        rebuild_ms: list[float] = []
        for _ in range(reps):
            batch = _batch(location, rng, serial, ops)
            serial += ops
            started = time.perf_counter()
            result = apply_ops(
                location, batch, session_id="bench", scrub=False, state_dir=state_dir
            )
            apply_ms.append((time.perf_counter() - started) * 1000)
            if result.rejected:
                raise RuntimeError(f"the benchmark batch had rejected items: {result.rejected}")
            location.index_path.unlink()
            started = time.perf_counter()
            rebuild_index(location, state_dir=state_dir)
            rebuild_ms.append((time.perf_counter() - started) * 1000)
        final_count = len(list_memories(location))
    return BenchResult(
        memories=memories,
        final_memories=final_count,
        ops_per_batch=ops,
        reps=reps,
        apply_ms=Timing.of(apply_ms),
        rebuild_index_ms=Timing.of(rebuild_ms),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--memories", type=int, default=1000)
    parser.add_argument("--ops", type=int, default=100)
    parser.add_argument("--reps", type=int, default=10)
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON")
    args = parser.parse_args()
    result = run(args.memories, args.ops, args.reps)
    if args.json:
        print(json.dumps(asdict(result), indent=2))
        return
    print(
        f"store of {result.memories} memories, {result.ops_per_batch} ops per batch, "
        f"{result.reps} repetitions"
    )
    for label, timing in (
        ("apply batch + index", result.apply_ms),
        ("rebuild index alone", result.rebuild_index_ms),
    ):
        print(f"{label}:  median {timing.median} ms, p90 {timing.p90} ms")


if __name__ == "__main__":
    main()
