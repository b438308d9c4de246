"""Speed of per-turn recall at 2,000 memories, beside today's launch-only recall.

In process (this half): the ranking and selection of one turn (`ocmem.recall.turn.select`
over a built index), the index build (what the service pays once per store change), one
request to a running `recall serve` process (client-measured round trip, store re-stat
included), the service's cold start (spawn to first `ping` reply) and its first request
(store read and index build), and the launch-time recall block (`render_block` over the
store's MEMORY.md). Each is a function returning a `Measure`; `main` prints a table.

Store: the 200 memories of tests/mcp/fixtures/search_eval.json topped up to `--memories`
with the synthetic memories of benchmarks/scale_corpus.py; messages: that fixture's 40
questions (so turns do match memories) plus a 10,000-character pasted log.

    python benchmarks/bench_recall.py [--memories 2000] [--reps 5] [--json]
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
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from functools import partial
from pathlib import Path

from benchmarks.scale_corpus import build

from ocmem.context import build as build_context
from ocmem.recall.ranker import RecallIndex
from ocmem.recall.turn import Limits, select
from ocmem.store.index import format_entry
from ocmem.store.memory_file import Memory, serialize
from ocmem.store.recall_file import read_index, render_block

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = ROOT / "tests/mcp/fixtures/search_eval.json"
STAMP = "2026-01-01T00:00:00.000Z"
PASTE = " ".join(
    f"2026-11-25T10:{i % 60:02d}:00Z worker-{i % 7} retry {i} of job billing.invoice"
    f" failed: timeout after {i * 13 % 900} ms (queue=celery, host=web-{i % 5})"
    for i in range(120)
)[:10_000]


@dataclass(frozen=True)
class Measure:
    what: str
    n: int
    median_ms: float
    p95_ms: float
    max_ms: float


def _measure(what: str, samples: Sequence[float]) -> Measure:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return Measure(
        what,
        len(ordered),
        round(statistics.median(ordered), 3),
        round(p95, 3),
        round(ordered[-1], 3),
    )


def messages() -> list[str]:
    data = json.loads(QUESTIONS.read_text(encoding="utf-8"))
    return [q["query"] for q in data["queries"]] + [PASTE]


def corpus(count: int) -> list[Memory]:
    data = json.loads(QUESTIONS.read_text(encoding="utf-8"))
    own = [
        Memory(m["file"], m["name"], m["description"], m["type"], m["body"], STAMP)
        for m in data["memories"]
    ][:count]
    return own + build(count - len(own))


def _timed(call: Callable[[], object]) -> float:
    started = time.perf_counter()
    call()
    return (time.perf_counter() - started) * 1000.0


def ranking(memories: Sequence[Memory], reps: int) -> Measure:
    """One turn's ranking and selection (block rendered), the index already built."""
    index = RecallIndex(memories)
    limits = Limits()
    texts = messages()
    samples = [_timed(partial(select, index, t, limits)) for _ in range(reps) for t in texts]
    return _measure("per-turn ranking + block, in process", samples)


def with_meaning(memories: Sequence[Memory], reps: int, cache: Path) -> list[Measure]:
    """Recall by meaning (the embeddings extra): the store's vectors, computed once and
    then cached (in `cache`), one turn's ranking with them (the message's vector
    included), and `recall serve` requests once its vectors are ready."""
    from ocmem.recall.encoder import installed
    from ocmem.recall.semantic import VectorCache, shared_encoder

    if not installed():
        return []
    index = RecallIndex(memories)
    limits = Limits()
    started = time.perf_counter()
    meaning = VectorCache(cache).index(tuple(memories), shared_encoder())
    encoded = (time.perf_counter() - started) * 1000.0
    texts = messages()
    samples = [
        _timed(partial(select, index, t, limits, semantic=meaning))
        for _ in range(reps)
        for t in texts
    ]
    return [
        _measure("per-turn ranking + block with meaning, in process", samples),
        _measure("vectors for the whole store (once, then cached)", [encoded]),
        *service_with_meaning(memories, reps, cache),
    ]


def service_with_meaning(memories: Sequence[Memory], reps: int, cache: Path) -> list[Measure]:
    """`recall serve`'s request handling with meaning on, in this process (`RecallService`,
    what the served process runs), once its background build has the store's vectors."""
    from ocmem.recall.semantic import vectors_path
    from ocmem.recall.service import RecallService

    samples: list[float] = []
    texts = messages()
    with isolated_store(memories) as (project, env):
        env = {**env, "OPENCODE_MEMORY_RECALL_SEMANTIC": "on"}
        ctx = build_context(project, env)
        target = vectors_path(ctx.state_dir, ctx.store.memory_dir)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(cache, target)
        service = RecallService(env=env)
        directory = str(project)
        ask = {"op": "recall", "directory": directory, "session": "ses_bench", "text": "x"}
        deadline = time.monotonic() + 600
        while not service.ready_by_meaning(directory):
            service.handle(ask)  # the first asks start the build; words answer meanwhile
            if time.monotonic() > deadline:
                raise SystemExit("the vectors were not ready after 10 minutes")
            time.sleep(0.2)
        for rep in range(reps):
            for i, text in enumerate(texts):
                request = {**ask, "text": text, "session": f"ses_{rep}_{i}"}
                samples.append(_timed(partial(service.handle, request)))
    return [_measure("service request with meaning (in process, vectors ready)", samples)]


def index_build(memories: Sequence[Memory], reps: int) -> Measure:
    samples = [_timed(lambda: RecallIndex(memories)) for _ in range(max(1, reps))]
    return _measure("index build (once per store change)", samples)


def paste(memories: Sequence[Memory], reps: int) -> Measure:
    index = RecallIndex(memories)
    samples = [_timed(lambda: select(index, PASTE, Limits())) for _ in range(reps * 10)]
    return _measure("10,000-character pasted message", samples)


@contextmanager
def isolated_store(memories: Sequence[Memory]) -> Iterator[tuple[Path, dict[str, str]]]:
    """A project whose global store (under an isolated home) holds `memories`."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        env = {
            "PATH": os.environ.get("PATH", ""),
            "HOME": str(root / "home"),
            "CLAUDE_CONFIG_DIR": str(root / "claude"),
            "XDG_CONFIG_HOME": str(root / "config"),
            "XDG_STATE_HOME": str(root / "state"),
            "XDG_DATA_HOME": str(root / "data"),
            "XDG_CACHE_HOME": str(root / "cache"),
            "OPENCODE_MEMORY_STATE_DIR": str(root / "state" / "ocmem"),
            # the service rows measure the words-only path; meaning has its own rows
            "OPENCODE_MEMORY_RECALL_SEMANTIC": "off",
        }
        project = root / "project"
        project.mkdir()
        location = build_context(project, env).store
        location.memory_dir.mkdir(parents=True)
        for memory in memories:
            (location.memory_dir / memory.file).write_text(serialize(memory), encoding="utf-8")
        index = "".join(format_entry(m) + "\n" for m in memories)
        location.index_path.write_text(index, encoding="utf-8")
        yield project, env


class _Service:
    def __init__(self, env: dict[str, str]) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "ocmem", "recall", "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
        )

    def ask(self, message: dict[str, object]) -> dict[str, object]:
        assert self.proc.stdin is not None
        assert self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(message).encode() + b"\n")
        self.proc.stdin.flush()
        reply = json.loads(self.proc.stdout.readline())
        assert isinstance(reply, dict), reply
        assert "error" not in reply, reply
        return reply

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def service(memories: Sequence[Memory], reps: int) -> list[Measure]:
    """Cold start, first request, and warm requests of a real `recall serve` process."""
    starts: list[float] = []
    warms: list[float] = []
    firsts: list[float] = []
    warmed: list[float] = []
    warm: list[float] = []
    served: list[float] = []
    texts = messages()
    with isolated_store(memories) as (project, env):
        for rep in range(reps):
            started = time.perf_counter()
            running = _Service(env)
            running.ask({"op": "ping", "id": 0})
            starts.append((time.perf_counter() - started) * 1000.0)
            request = {"op": "recall", "session": f"ses_bench{rep}", "directory": str(project)}
            if rep % 2:
                # Half the launches warm up as the plugin does: a ping naming the directory.
                started = time.perf_counter()
                running.ask({"op": "ping", "id": 0, "directory": str(project)})
                warms.append((time.perf_counter() - started) * 1000.0)
            started = time.perf_counter()
            running.ask({**request, "id": 1, "text": texts[0]})
            (warmed if rep % 2 else firsts).append((time.perf_counter() - started) * 1000.0)
            for i, text in enumerate(texts):
                # A fresh session each time: nothing is excluded as already seen.
                ask = {**request, "id": i + 2, "text": text, "session": f"ses_{rep}_{i}"}
                started = time.perf_counter()
                reply = running.ask(ask)
                warm.append((time.perf_counter() - started) * 1000.0)
                ms = reply["ms"]
                assert isinstance(ms, float)
                served.append(ms)
            running.close()
    return [
        _measure("service cold start (spawn to ping reply)", starts),
        _measure("service first request, cold (reads the store)", firsts),
        _measure("service warming ping with the directory", warms),
        _measure("service first request after that ping", warmed),
        _measure("service request, round trip", warm),
        _measure("service request, inside the service", served),
    ]


def launch_recall(memories: Sequence[Memory], reps: int) -> Measure:
    """Today's launch-only recall: read MEMORY.md and render the index block."""
    with isolated_store(memories) as (project, env):
        location = build_context(project, env).store
        samples = [
            _timed(lambda: render_block(location, read_index(location))) for _ in range(reps * 10)
        ]
    return _measure("launch-only recall block (render_block)", samples)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--memories", type=int, default=2000)
    parser.add_argument("--reps", type=int, default=6)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    memories = corpus(args.memories)
    scratch = Path(tempfile.mkdtemp(prefix="ocmem-bench-vectors-"))
    try:
        meaning = with_meaning(memories, args.reps, scratch / "vectors.npz")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    rows = [
        ranking(memories, args.reps),
        *meaning,
        paste(memories, args.reps),
        index_build(memories, args.reps),
        *service(memories, args.reps),
        launch_recall(memories, args.reps),
    ]
    if args.json:
        json.dump({"memories": args.memories, "rows": [asdict(r) for r in rows]}, sys.stdout)
        sys.stdout.write("\n")
        return 0
    print(f"{args.memories} memories, {os.cpu_count()} cores")
    print(f"{'measurement':<48}{'n':>6}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}")
    for row in rows:
        print(f"{row.what:<48}{row.n:>6}{row.median_ms:>11.2f}{row.p95_ms:>9.2f}{row.max_ms:>9.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
