"""Time session discovery on a large opencode database.

Builds a database with opencode's real schema (benchmarks/opencode_schema.sql, dumped
from the pinned binary) filled with synthetic sessions whose rows have the JSON shapes
opencode writes, then times the reads `maintain`, `watch` and `purge-forks` make:

    python benchmarks/bench_discovery.py                     # 5,000 sessions, 500,000 parts
    python benchmarks/bench_discovery.py --sessions 500 --parts 50000 --runs 10 --json

Each timed run opens the database afresh (as a CLI invocation does), queries, and closes
it; one untimed warm-up run comes first, so the numbers are for a warm page cache.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sqlite3
import statistics
import string
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SCHEMA_FILE = HERE / "opencode_schema.sql"

try:
    from ocmem.gateway.database import MARKER_PREFIX, OpencodeDatabase
except ImportError:  # run with a python that does not have the package installed
    sys.path.insert(0, str(HERE.parent / "src"))
    from ocmem.gateway.database import MARKER_PREFIX, OpencodeDatabase

DISCOVERY_TARGET_MS = 100.0
DAY_MS = 24 * 3600 * 1000
VOCABULARY = (
    "deploy staging port config build test cache token database migrate schema index "
    "query session fork memory prompt model agent provider branch commit review docs "
    "release version error retry timeout lock file path directory project module "
    "function class type value parse render format output input stream event"
)
WORDS = VOCABULARY.split()


def dumps(value: Any) -> str:
    """JSON as opencode stores it (JSON.stringify: no spaces after separators)."""
    return json.dumps(value, separators=(",", ":"))


MODELS = (("anthropic", "claude-sonnet-4"), ("openai", "gpt-5"), ("fake", "m1"))
TOOLS = ("read", "grep", "glob", "bash", "edit", "list")


@dataclass
class Ids:
    """Ascending ids shaped like opencode's (`ses_…`, `msg_…`, `prt_…`)."""

    rng: random.Random
    counter: int = 0

    def make(self, prefix: str) -> str:
        self.counter += 1
        tail = "".join(self.rng.choices(string.ascii_letters + string.digits, k=14))
        return f"{prefix}_{self.counter:012x}{tail}"


@dataclass
class Counts:
    sessions: int = 0
    messages: int = 0
    parts: int = 0
    kinds: dict[str, int] = field(default_factory=dict)


class Generator:
    """Synthetic sessions with opencode's row and JSON shapes."""

    def __init__(self, seed: int, projects: int, now_ms: int) -> None:
        self.rng = random.Random(seed)
        self.ids = Ids(self.rng)
        self.now_ms = now_ms
        self.roots = [f"/home/bench/src/project-{n:02d}" for n in range(projects)]
        self.project_ids = [f"{self.rng.getrandbits(160):040x}" for _ in self.roots]
        self.blob = " ".join(self.rng.choice(WORDS) for _ in range(20000))
        self.sessions: list[tuple[str, int, str]] = []  # (id, project index, directory)

    def text(self, low: int, high: int) -> str:
        size = self.rng.randint(low, high)
        start = self.rng.randrange(0, len(self.blob) - size)
        return self.blob[start : start + size]

    def directory(self, project: int) -> str:
        root = self.roots[project]
        if self.rng.random() < 0.2:
            return f"{root}/packages/{self.rng.choice(('api', 'web', 'cli'))}"
        return root

    def session_row(
        self,
        sid: str,
        project: int,
        directory: str,
        title: str,
        created: int,
        updated: int,
        *,
        parent: str | None = None,
        archived: int | None = None,
    ) -> tuple[Any, ...]:
        provider, model = self.rng.choice(MODELS)
        model_json = (
            dumps({"id": model, "providerID": provider, "variant": "default"})
            if self.rng.random() < 0.9
            else None
        )
        slug = f"{self.rng.choice(WORDS)}-{self.rng.choice(WORDS)}"
        return (
            sid,
            self.project_ids[project],
            None,
            parent,
            slug,
            directory,
            "",
            title,
            "1.18.33",
            None,
            0,
            0,
            0,
            None,
            None,
            0.0,
            0,
            0,
            0,
            0,
            0,
            None,
            None,
            "build",
            model_json,
            created,
            updated,
            None,
            archived,
        )

    def turn(
        self,
        sid: str,
        directory: str,
        project: int,
        clock: int,
        *,
        user_text: str | None = None,
        in_flight: bool = False,
    ) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]], int]:
        """One user message and the assistant steps answering it."""
        messages: list[tuple[Any, ...]] = []
        parts: list[tuple[Any, ...]] = []
        provider, model = self.rng.choice(MODELS)
        uid = self.ids.make("msg")
        user = {
            "role": "user",
            "time": {"created": clock},
            "agent": "build",
            "model": {"providerID": provider, "modelID": model},
            "summary": {"diffs": []},
        }
        messages.append((uid, sid, clock, clock, dumps(user)))
        if self.rng.random() < 0.1:
            path = f"{directory}/src/{self.rng.choice(WORDS)}.py"
            for data in (
                {"type": "text", "synthetic": True, "text": f"Called the Read tool: {path}"},
                {"type": "text", "synthetic": True, "text": self.text(300, 3000)},
                {"type": "file", "mime": "text/plain", "filename": path, "url": f"file://{path}"},
            ):
                parts.append((self.ids.make("prt"), uid, sid, clock, clock, dumps(data)))
        text = user_text if user_text is not None else self.text(20, 600)
        parts.append(
            (self.ids.make("prt"), uid, sid, clock, clock, dumps({"type": "text", "text": text}))
        )
        if in_flight:
            return messages, parts, clock + 1000
        steps = self.rng.choices((1, 2, 3, 4), weights=(4, 3, 2, 1))[0]
        for step in range(steps):
            clock += self.rng.randint(500, 20000)
            aid = self.ids.make("msg")
            last = step == steps - 1
            completed = clock + self.rng.randint(500, 30000)
            snapshot = f"{self.rng.getrandbits(160):040x}"
            body: list[dict[str, Any]] = [{"snapshot": snapshot, "type": "step-start"}]
            if self.rng.random() < 0.3:
                body.append({"type": "reasoning", "text": self.text(50, 800)})
            if last:
                body.append({"type": "text", "text": self.text(50, 1500)})
            else:
                for _ in range(self.rng.randint(1, 3)):
                    body.append(self.tool_part(directory, clock))
            body.append(
                {
                    "reason": "stop" if last else "tool-calls",
                    "snapshot": snapshot,
                    "type": "step-finish",
                    "tokens": {"total": 1500, "input": 1000, "output": 500},
                    "cost": 0.01,
                }
            )
            assistant = {
                "parentID": uid,
                "role": "assistant",
                "mode": "build",
                "agent": "build",
                "path": {"cwd": directory, "root": self.roots[project]},
                "cost": 0.01,
                "tokens": {"total": 1500, "input": 1000, "output": 500},
                "modelID": model,
                "providerID": provider,
                "time": {"created": clock, "completed": completed},
                "finish": "stop" if last else "tool-calls",
            }
            messages.append((aid, sid, clock, completed, dumps(assistant)))
            for data in body:
                parts.append((self.ids.make("prt"), aid, sid, clock, completed, dumps(data)))
            clock = completed
        return messages, parts, clock + self.rng.randint(5000, 600000)

    def tool_part(self, directory: str, clock: int) -> dict[str, Any]:
        tool = self.rng.choice(TOOLS)
        return {
            "type": "tool",
            "tool": tool,
            "callID": f"call_{self.rng.getrandbits(48):012x}",
            "state": {
                "status": "completed",
                "input": {"filePath": f"{directory}/src/{self.rng.choice(WORDS)}.py"},
                "output": self.text(100, 2500),
                "title": tool,
                "metadata": {},
                "time": {"start": clock, "end": clock + 200},
            },
        }

    def sessions_with_budgets(self, sessions: int, parts: int) -> Iterator[tuple[int, int]]:
        weights = [self.rng.lognormvariate(0, 0.8) for _ in range(sessions)]
        total = sum(weights)
        for index, weight in enumerate(weights):
            yield index, max(4, round(parts * weight / total))


def build_database(path: Path, sessions: int, parts: int, projects: int, seed: int) -> Counts:
    """Fill a fresh database at `path`; return what was generated."""
    now_ms = int(time.time() * 1000)
    gen = Generator(seed, projects, now_ms)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript(SCHEMA_FILE.read_text())
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = OFF")
    counts = Counts()
    for root, project_id in zip(gen.roots, gen.project_ids, strict=True):
        conn.execute(
            "INSERT INTO project (id, worktree, vcs, time_created, time_updated, sandboxes) "
            "VALUES (?, ?, 'git', ?, ?, '[]')",
            (project_id, root, now_ms - 90 * DAY_MS, now_ms),
        )
    session_sql = f"INSERT INTO session VALUES ({', '.join('?' * 29)})"
    conn.execute("BEGIN")
    for _, budget in gen.sessions_with_budgets(sessions, parts):
        counts.sessions += 1
        kind = _pick_kind(gen.rng, len(gen.sessions))
        counts.kinds[kind] = counts.kinds.get(kind, 0) + 1
        rows = _session_rows(gen, kind, budget)
        conn.execute(session_sql, rows.session)
        conn.executemany("INSERT INTO message VALUES (?, ?, ?, ?, ?)", rows.messages)
        conn.executemany("INSERT INTO part VALUES (?, ?, ?, ?, ?, ?)", rows.parts)
        counts.messages += len(rows.messages)
        counts.parts += len(rows.parts)
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return counts


@dataclass
class SessionRows:
    session: tuple[Any, ...]
    messages: list[tuple[Any, ...]]
    parts: list[tuple[Any, ...]]


def _pick_kind(rng: random.Random, existing: int) -> str:
    if existing < 10:
        return "normal"
    roll = rng.random()
    if roll < 0.08:
        return "subagent"
    if roll < 0.11:
        return "archived"
    if roll < 0.13:
        return "our-fork"
    if roll < 0.14:
        return "turnless-fork"
    if roll < 0.15:
        return "busy"
    return "normal"


def _session_rows(gen: Generator, kind: str, budget: int) -> SessionRows:
    rng = gen.rng
    sid = gen.ids.make("ses")
    parent: str | None = None
    if kind == "subagent":
        parent, project, directory = rng.choice(gen.sessions)
        title = f"{rng.choice(WORDS)} files (@general subagent)"
    else:
        project = rng.randrange(len(gen.roots))
        directory = gen.directory(project)
        title = " ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 6))).capitalize()
        if kind in ("our-fork", "turnless-fork"):
            title += " (fork #1)"
    created = gen.now_ms - rng.randint(0, 60 * DAY_MS)
    # A fork's copied messages keep their original (older) times; its own come after.
    clock = created - rng.randint(3600_000, 5 * DAY_MS) if "fork" in kind else created + 300
    messages: list[tuple[Any, ...]] = []
    parts: list[tuple[Any, ...]] = []
    copied_budget = budget if kind == "turnless-fork" else budget // 2
    own_budget = budget if "fork" not in kind else budget - copied_budget
    if "fork" in kind:
        while len(parts) < copied_budget:
            m, p, clock = gen.turn(sid, directory, project, clock)
            messages += m
            parts += p
        clock = created + 200
    if kind == "our-fork":
        m, p, clock = gen.turn(
            sid, directory, project, clock, user_text=f'"{MARKER_PREFIX}extract -->"\nprompt'
        )
        messages += m
        parts += p
    else:
        start = len(parts)
        while len(parts) - start < own_budget:
            m, p, clock = gen.turn(sid, directory, project, clock)
            messages += m
            parts += p
        if kind == "busy":
            m, p, clock = gen.turn(sid, directory, project, clock, in_flight=True)
            messages += m
            parts += p
    updated = max(created, max((row[3] for row in messages), default=created))
    archived = updated + 1000 if kind == "archived" else None
    if kind in ("normal", "busy"):
        gen.sessions.append((sid, project, directory))
    row = gen.session_row(
        sid, project, directory, title, created, updated, parent=parent, archived=archived
    )
    return SessionRows(row, messages, parts)


@dataclass
class Timing:
    name: str
    runs: list[float]
    cpu: list[float]
    result_count: int

    def summary(self) -> dict[str, Any]:
        ordered = sorted(self.runs)
        p90 = ordered[min(len(ordered) - 1, math.ceil(0.9 * len(ordered)) - 1)]
        return {
            "name": self.name,
            "runs": len(ordered),
            "median_ms": round(statistics.median(ordered), 2),
            "p90_ms": round(p90, 2),
            "min_ms": round(ordered[0], 2),
            "max_ms": round(ordered[-1], 2),
            "cpu_median_ms": round(statistics.median(self.cpu), 2),
            "results": self.result_count,
        }


def time_runs(name: str, runs: int, action: Callable[[], int]) -> Timing:
    count = action()  # warm-up, untimed
    samples: list[float] = []
    cpu: list[float] = []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        count = action()
        samples.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return Timing(name, samples, cpu, count)


def query_plans(db_path: Path, action: Callable[[OpencodeDatabase], object]) -> list[str]:
    """EXPLAIN QUERY PLAN lines for every statement `action` runs."""
    statements: list[str] = []
    with OpencodeDatabase(db_path) as db:
        db.open()
        assert db._conn is not None
        db._conn.set_trace_callback(statements.append)
        action(db)
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    lines = []
    try:
        for sql in statements:
            if not sql.lstrip().upper().startswith(("SELECT", "WITH")):
                continue
            lines.append("-- " + " ".join(sql.split())[:90] + " …")
            lines.extend("   " + row[3] for row in conn.execute("EXPLAIN QUERY PLAN " + sql))
    finally:
        conn.close()
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=5000)
    parser.add_argument("--parts", type=int, default=500_000)
    parser.add_argument("--projects", type=int, default=20)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", type=Path, help="build the database in this directory, keep it")
    parser.add_argument("--db", type=Path, help="time an existing database (read-only), no build")
    parser.add_argument("--project", type=Path, help="the project to time (default: the largest)")
    parser.add_argument("--plans", action="store_true", help="print the query plans")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="ocmem-bench-") as tmp:
        built: dict[str, Any] = {}
        if args.db is not None:
            db_path = args.db
        else:
            workdir = args.keep or Path(tmp)
            workdir.mkdir(parents=True, exist_ok=True)
            db_path = workdir / "opencode.db"
            for suffix in ("", "-wal", "-shm"):
                Path(f"{db_path}{suffix}").unlink(missing_ok=True)
            started = time.perf_counter()
            counts = build_database(db_path, args.sessions, args.parts, args.projects, args.seed)
            built = {"kinds": counts.kinds, "build_s": round(time.perf_counter() - started, 1)}
        stats = database_stats(db_path)
        report = run_benchmarks(db_path, stats.pop("roots"), args.runs, args.project)
        report["database"] = {**stats, **built}
        plans = query_plans(db_path, lambda db: db.sessions_in_scope(Path(report["project"])))
        report["full_scans"] = [line.strip() for line in plans if _is_full_scan(line)]
        if args.json:
            print(json.dumps(report, indent=2))
        else:
            print_report(report)
            if args.plans:
                print("\n".join(plans))
    discovery = report["timings"][0]
    return 0 if discovery["median_ms"] < DISCOVERY_TARGET_MS and not report["full_scans"] else 1


def database_stats(db_path: Path) -> dict[str, Any]:
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        count = {
            table: conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            for table in ("session", "message", "part")
        }
        roots = [row[0] for row in conn.execute("SELECT worktree FROM project") if row[0] != "/"]
    finally:
        conn.close()
    return {
        "sessions": count["session"],
        "messages": count["message"],
        "parts": count["part"],
        "projects": len(roots),
        "roots": roots,
        "size_mb": round(db_path.stat().st_size / 1e6, 1),
        "sqlite": sqlite3.sqlite_version,
    }


def _is_full_scan(plan_line: str) -> bool:
    words = plan_line.split()
    return len(words) >= 2 and words[0] == "SCAN" and words[1] in ("message", "part", "m", "p", "q")


def run_benchmarks(
    db_path: Path, roots: list[str], runs: int, chosen: Path | None
) -> dict[str, Any]:
    with OpencodeDatabase(db_path) as db:
        sizes = {root: len(db.sessions_in_scope(Path(root))) for root in roots}
        if chosen is not None:
            sizes[str(chosen)] = len(db.sessions_in_scope(chosen))
        biggest = max(db.all_sessions(), key=lambda s: s.user_turns)
    project = str(chosen) if chosen is not None else max(sizes, key=lambda root: sizes[root])
    day_ago = int(time.time() * 1000) - DAY_MS

    def fresh(action: Callable[[OpencodeDatabase], list[Any]]) -> Callable[[], int]:
        def run() -> int:
            with OpencodeDatabase(db_path) as db:
                return len(action(db))

        return run

    timings = [
        time_runs(
            f"discovery: every in-scope session of one project, turns counted ({project})",
            runs,
            fresh(lambda db: db.sessions_in_scope(Path(project))),
        ),
        time_runs(
            "discovery: newest 10 in-scope sessions (maintain)",
            runs,
            fresh(lambda db: db.sessions_in_scope(Path(project), limit=10)),
        ),
        time_runs(
            "watch scan: all projects, sessions updated in the last 24 h",
            runs,
            fresh(lambda db: db.all_sessions(since_ms=day_ago)),
        ),
        time_runs(
            "watch scan: all projects, every session",
            max(3, runs // 3),
            fresh(lambda db: db.all_sessions()),
        ),
        time_runs(
            "purge-forks listing: one project",
            runs,
            fresh(lambda db: db.fork_sessions(Path(project))),
        ),
        time_runs(
            "purge-forks listing: all projects",
            runs,
            fresh(lambda db: db.fork_sessions(None)),
        ),
        time_runs(
            f"user turns of the largest session ({biggest.user_turns} turns)",
            runs,
            fresh(lambda db: db.user_turns(biggest.id)),
        ),
    ]
    return {
        "project": project,
        "project_sessions": sizes[project],
        "target_ms": DISCOVERY_TARGET_MS,
        "timings": [t.summary() for t in timings],
    }


def print_report(report: dict[str, Any]) -> None:
    db = report["database"]
    built = f"built in {db['build_s']} s, " if "build_s" in db else ""
    print(
        f"database: {db['sessions']} sessions, {db['messages']} messages, {db['parts']} parts, "
        f"{db['projects']} projects, {db['size_mb']} MB ({built}SQLite {db['sqlite']})"
    )
    if "kinds" in db:
        print(f"session kinds: {json.dumps(db['kinds'], sort_keys=True)}")
    print(f"measured project: {report['project']} ({report['project_sessions']} in scope)\n")
    print(f"{'median ms':>10} {'p90 ms':>8} {'cpu ms':>8} {'runs':>5} {'results':>8}  query")
    for t in report["timings"]:
        print(
            f"{t['median_ms']:>10.2f} {t['p90_ms']:>8.2f} {t['cpu_median_ms']:>8.2f} "
            f"{t['runs']:>5} {t['results']:>8}  {t['name']}"
        )
    discovery = report["timings"][0]["median_ms"]
    verdict = "within" if discovery < report["target_ms"] else "OVER"
    target = report["target_ms"]
    print(f"\ndiscovery median {discovery:.2f} ms: {verdict} the {target:.0f} ms target")
    if report["full_scans"]:
        print("full scans of message/part found: " + "; ".join(report["full_scans"]))
    else:
        print("query plans: message and part are only reached through their indexes")


if __name__ == "__main__":
    raise SystemExit(main())
