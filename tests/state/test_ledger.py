"""The token ledger: one JSON line per fork, safe under concurrent writers, pruned by age."""

from __future__ import annotations

import json
import multiprocessing
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from ocmem.gateway.usage import ForkUsage, Tokens
from ocmem.state import ledger

NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)


def record(n: int = 1, *, at: datetime = NOW, **changes: object) -> ledger.LedgerRecord:
    base: dict[str, object] = {
        "ts": ledger.now_iso(at),
        "kind": "extract",
        "trigger": "watch",
        "session": f"ses_{n}",
        "store": "/home/a/memory",
        "model": "fake/m1",
        "tokens": Tokens(input=200 * n, output=50, reasoning=0, cache_read=800, cache_write=0),
        "cost": 0.0013 * n,
        "duration_ms": 1500,
        "result": "extracted",
    }
    base.update(changes)
    return ledger.LedgerRecord(**base)  # type: ignore[arg-type]


def test_a_record_round_trips_and_holds_no_text(tmp_path: Path) -> None:
    ledger.append(tmp_path, record(), now=NOW)
    (line,) = ledger.ledger_path(tmp_path).read_text().splitlines()
    assert set(json.loads(line)) == {
        "ts", "kind", "trigger", "session", "store", "model", "tokens", "cost",
        "duration_ms", "result",
    }  # fmt: skip
    assert ledger.read(tmp_path) == [record()]
    assert (ledger.ledger_path(tmp_path).stat().st_mode & 0o777) == 0o600


def test_a_torn_last_line_is_skipped_and_the_next_record_starts_a_fresh_line(
    tmp_path: Path,
) -> None:
    ledger.append(tmp_path, record(1), now=NOW)
    with ledger.ledger_path(tmp_path).open("ab") as handle:
        handle.write(b'{"ts": "2026-11-22T12:00:00.000Z", "kind": "extr')  # a writer died
    assert ledger.read(tmp_path) == [record(1)]
    ledger.append(tmp_path, record(2), now=NOW)
    assert ledger.read(tmp_path) == [record(1), record(2)]


def test_foreign_and_odd_lines_never_break_the_reader(tmp_path: Path) -> None:
    path = ledger.ledger_path(tmp_path)
    path.write_bytes(
        b"not json\n[1,2]\n"
        b'{"ts": "yesterday", "kind": "extract"}\n'
        b'{"ts": "2026-11-22T12:00:00.000Z", "kind": "poem"}\n'
        b'{"ts": "2026-11-22T12:00:00.000Z", "kind": "dream", "tokens": {"input": -5,'
        b' "output": "many"}, "cost": true, "duration_ms": 1.5}\n'
        b'{"ts": "2026-11-22T12:00:00.000Z", "kind": "dream"}\n'
    )
    found = ledger.scan(tmp_path)
    # Odd values make a line bad as a whole; values it leaves out read as 0.
    assert found.bad_lines == 5
    (only,) = found.records
    assert (only.kind, only.tokens, only.cost, only.duration_ms) == ("dream", Tokens(), 0.0, 0)


def test_pruning_drops_only_what_is_older_than_the_retention(tmp_path: Path) -> None:
    old = record(1, at=NOW - timedelta(days=ledger.KEEP_DAYS + 1))
    recent = record(2, at=NOW - timedelta(days=3))
    ledger.append(tmp_path, old, now=old.time)
    ledger.append(tmp_path, recent, now=NOW)  # the stale first line triggers the prune
    assert ledger.read(tmp_path) == [recent]
    assert ledger.prune(tmp_path, keep_days=1, now=NOW) == 1
    assert ledger.read(tmp_path) == []


@settings(max_examples=25, deadline=None)
@given(ages=st.lists(st.integers(0, 30), max_size=12), keep=st.integers(0, 31))
def test_pruning_keeps_exactly_the_records_inside_the_window(ages: list[int], keep: int) -> None:
    with tempfile.TemporaryDirectory() as raw:
        state = Path(raw)
        written = [record(i, at=NOW - timedelta(days=age, hours=1)) for i, age in enumerate(ages)]
        for item in written:
            ledger.append(state, item, now=NOW)
        ledger.prune(state, keep_days=keep, now=NOW)
        assert ledger.read(state) == [r for r in written if r.time >= NOW - timedelta(days=keep)]


def _writer(state: str, worker: int, count: int) -> None:
    for i in range(count):
        ledger.append(Path(state), record(worker * 1000 + i))


def test_concurrent_appenders_and_a_pruner_lose_and_interleave_nothing(tmp_path: Path) -> None:
    ctx = multiprocessing.get_context("fork")
    workers = [ctx.Process(target=_writer, args=(str(tmp_path), w, 40)) for w in range(4)]
    for proc in workers:
        proc.start()
    for _ in range(20):
        ledger.prune(tmp_path)  # rewrites the file while the others append
    for proc in workers:
        proc.join(60)
    lines = ledger.ledger_path(tmp_path).read_bytes().splitlines()
    assert len(lines) == 160
    sessions = sorted(r.session or "" for r in ledger.read(tmp_path))
    expected = sorted(f"ses_{w * 1000 + i}" for w in range(4) for i in range(40))
    assert sessions == expected


def step(tokens: object, cost: object = 0.001) -> dict[str, object]:
    return {"type": "step_finish", "part": {"tokens": tokens, "cost": cost}}


def test_fork_usage_sums_every_step_and_ignores_the_rest() -> None:
    events = [
        {"type": "text", "part": {"text": "hi", "tokens": {"input": 99}}},
        step({"input": 200, "output": 50, "reasoning": 7, "cache": {"read": 800, "write": 3}}),
        step({"input": 10, "output": 5, "cache": {"read": 1000}}, 0.002),
        step("garbage", "free"),
        {"type": "step_finish", "part": None},
    ]
    usage = ForkUsage.of(events)
    assert usage.tokens == Tokens(210, 55, 7, 1800, 3)
    assert usage.tokens.total == 2075
    assert abs(usage.cost - 0.003) < 1e-12
    assert usage.steps == 3


@given(
    st.lists(
        st.fixed_dictionaries(
            {
                "input": st.integers(0, 10**7),
                "output": st.integers(0, 10**6),
                "reasoning": st.integers(0, 10**6),
                "cache": st.fixed_dictionaries(
                    {"read": st.integers(0, 10**7), "write": st.integers(0, 10**6)}
                ),
            }
        ),
        max_size=6,
    )
)
def test_fork_usage_total_is_the_sum_of_all_step_counts(steps: list[dict[str, object]]) -> None:
    usage = ForkUsage.of([step(s) for s in steps])
    expected = 0
    for s in steps:
        cache = s["cache"]
        assert isinstance(cache, dict)
        expected += int(s["input"]) + int(s["output"]) + int(s["reasoning"])  # type: ignore[call-overload]
        expected += cache["read"] + cache["write"]
    assert usage.tokens.total == expected


@settings(max_examples=25, deadline=None)
@given(
    hours=st.lists(st.integers(-24 * 40, 0), max_size=15),
    since_hours=st.integers(-24 * 40, 1),
)
def test_reading_since_a_time_equals_filtering_everything_in_any_order(
    hours: list[int], since_hours: int
) -> None:
    with tempfile.TemporaryDirectory() as raw:
        state = Path(raw)
        for i, hour in enumerate(hours):  # out of time order, as a clock jump leaves them
            ledger.append(state, record(i, at=NOW + timedelta(hours=hour, milliseconds=i)))
        since = NOW + timedelta(hours=since_hours)
        assert ledger.read(state, since=since) == [r for r in ledger.read(state) if r.time >= since]
