"""What a ledger line may hold: every command that reads the ledger survives any line, its
JSON stays strict JSON, and with no budget set the mining path does not read it at all.

The CLI runs in-process with the fork faked (as in test_ledger_core.py); the ledger is
written by hand, as a corrupt disk, another tool or a hostile user would leave it.
"""

from __future__ import annotations

import json
import math
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from testing.core import Project
from testing.fake_fork import close_run_log, install, use_env, with_events
from testing.scripts import ops_answer

from ocmem.cli import render
from ocmem.cli.app import run
from ocmem.gateway.usage import ForkUsage
from ocmem.state import ledger
from ocmem.tokens import MAX_COST, MAX_TOKENS

TODAY = ledger.now_iso()
FACT = {
    "file": "project_deploys.md",
    "name": "deploys",
    "description": "How deploys go",
    "type": "project",
    "body": "Deploys go through make ship.",
}
COMMANDS = [["usage", "--all"], ["status"], ["settings"], ["doctor"], ["maintain"]]


def strict_json(text: str) -> Any:
    """`text` parsed as JSON proper: `Infinity` and `NaN` are not JSON."""

    def refuse(name: str) -> None:
        raise AssertionError(f"{name} in JSON output")

    return json.loads(text, parse_constant=refuse)


def line(**fields: object) -> str:
    return json.dumps({"ts": TODAY, "kind": "extract", **fields})


@pytest.fixture
def cli(proj: Project, monkeypatch: pytest.MonkeyPatch) -> Iterator[Project]:
    use_env(monkeypatch, proj.env)
    monkeypatch.chdir(proj.repo)
    yield proj
    close_run_log()


@contextmanager
def in_zone(name: str) -> Iterator[None]:
    """Local time is `name`'s (datetime's astimezone() reads it through tzset)."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = name
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("TZ", None)
        else:
            os.environ["TZ"] = before
        time.tzset()


@pytest.fixture
def tokyo() -> Iterator[None]:
    with in_zone("Asia/Tokyo"):
        yield


def write_ledger(project: Project, *lines: str) -> Path:
    path = ledger.ledger_path(project.settings().state.dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(f"{text}\n" for text in lines))
    return path


def call(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = run(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("fields", "why"),
    [
        ({"cost": 1.5e308}, "a cost no fork can have"),
        ({"cost": MAX_COST * 2}, "a cost over the bound"),
        ({"cost": -0.5}, "a negative cost"),
        ({"cost": True}, "a cost that is not a number"),
        ({"tokens": {"input": MAX_TOKENS + 1}}, "a count over the bound"),
        ({"tokens": {"input": 10**400}}, "a count too big for a float"),
        ({"tokens": {"output": -5}}, "a negative count"),
        ({"tokens": {"output": 1.5}}, "a fractional count"),
        ({"tokens": [1, 2]}, "tokens that are not a mapping"),
        ({"duration_ms": 1.5}, "a fractional duration"),
        ({"duration_ms": 10**30}, "a duration over the bound"),
        ({"ts": "9999-12-31T23:59:59.999Z"}, "a time past 2200"),
        ({"ts": "0001-01-01T00:00:00.000+14:00"}, "a time before 2000"),
        ({"ts": "yesterday"}, "a time that does not parse"),
        ({"kind": "poem"}, "an unknown kind"),
    ],
)
def test_a_line_out_of_bounds_is_skipped_and_counted(
    tmp_path: Path, fields: dict[str, object], why: str
) -> None:
    path = ledger.ledger_path(tmp_path)
    good = line(cost=0.25, tokens={"input": 7}, duration_ms=12)
    path.write_text(f"{good}\n{json.dumps({'ts': TODAY, 'kind': 'extract', **fields})}\n")

    found = ledger.scan(tmp_path)

    assert found.bad_lines == 1, why
    (record,) = found.records
    assert (record.cost, record.tokens.input, record.duration_ms) == (0.25, 7, 12)


def test_what_a_line_leaves_out_reads_as_zero(tmp_path: Path) -> None:
    ledger.ledger_path(tmp_path).write_text(line() + "\n\n")
    found = ledger.scan(tmp_path)
    (record,) = found.records
    assert (record.cost, record.tokens.total, record.duration_ms, found.bad_lines) == (0, 0, 0, 0)


def test_what_a_fork_reports_is_capped_to_what_the_ledger_reads_back(tmp_path: Path) -> None:
    step = {
        "type": "step_finish",
        "part": {"tokens": {"input": MAX_TOKENS}, "cost": MAX_COST},
    }
    usage = ForkUsage.of([step, step, step])
    assert (usage.tokens.input, usage.cost, usage.steps) == (MAX_TOKENS, MAX_COST, 3)
    absurd = ForkUsage.of([{"type": "step_finish", "part": {"cost": 10**400}}])
    assert absurd.cost == 0.0

    record = ledger.LedgerRecord(
        TODAY, "extract", "maintain", "ses_1", "/s", None, usage.tokens, usage.cost, 5, "ok"
    )
    ledger.append(tmp_path, record)
    assert ledger.scan(tmp_path) == ledger.LedgerScan([record], 0)


@dataclass(frozen=True)
class Odd:
    amount: float

    def to_json(self) -> dict[str, object]:
        return {"amount": self.amount, "nested": [{"ratio": self.amount}]}


@pytest.mark.parametrize("value", [math.inf, -math.inf, math.nan])
def test_the_json_renderer_never_writes_a_non_finite_number(
    value: float, capsys: pytest.CaptureFixture[str]
) -> None:
    render.render({"plain": value, "odd": Odd(value), "list": (1.5, value)}, as_json=True)

    shown = strict_json(capsys.readouterr().out)

    assert shown == {
        "plain": None,
        "odd": {"amount": None, "nested": [{"ratio": None}]},
        "list": [1.5, None],
    }


def test_huge_costs_keep_usage_and_status_strict_json(
    cli: Project, capsys: pytest.CaptureFixture[str]
) -> None:
    write_ledger(cli, line(cost=1.5e308), line(cost=1.5e308), line(cost=0.5))

    for command in (["usage", "--all"], ["status"], ["settings", "--format", "json"]):
        code, out, err = call(capsys, *command, "--json")
        assert code == 0, (command, err)
        shown = strict_json(out)
        budget = shown.get("budget") or shown.get("today") or shown["budget_today"]
        assert (budget["today"]["cost"], budget["bad_lines"]) == (0.5, 2), command


def test_a_far_future_line_under_tokyo_breaks_no_command(
    cli: Project, tokyo: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    forker = install(monkeypatch, with_events(ops_answer({"save": [FACT]})))
    session = cli.session("Deploys go through make ship.")
    write_ledger(cli, line(ts="9999-12-31T23:59:59.999Z"))

    for command in COMMANDS:
        code, out, err = call(capsys, *command, "--json")
        assert code == 0, (command, err)
        assert "Traceback" not in err
        shown = strict_json(out)
    assert [(s["id"], s["action"]) for s in shown["sessions"]] == [(session, "extracted")]
    assert len(forker.requests) == 1


def test_with_no_budget_mining_does_not_read_the_ledger(
    cli: Project, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    forker = install(monkeypatch, with_events(ops_answer({"save": [FACT]})))
    session = cli.session("Deploys go through make ship.")
    # A ledger that cannot even be opened as a file: any read of it fails.
    ledger.ledger_path(cli.settings().state.dir).mkdir(parents=True)

    code, out, err = call(capsys, "maintain", "--json")

    assert code == 0, err
    assert [(s["id"], s["action"]) for s in strict_json(out)["sessions"]] == [
        (session, "extracted")
    ]
    assert len(forker.requests) == 1
    assert (cli.store / "project_deploys.md").is_file()


NUMBERS = st.one_of(
    st.integers(-(10**30), 10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.none(),
    st.text(max_size=5),
)
STAMPS = st.one_of(
    st.datetimes(timezones=st.timezones()).map(lambda moment: moment.isoformat()),
    st.sampled_from(
        ["9999-12-31T23:59:59.999Z", "0001-01-01T00:00:00.000Z", "2026-11-25T12:00:00.000Z"]
    ),
    st.just(TODAY),
    st.text(max_size=30),
)
RECORDS = st.fixed_dictionaries(
    {"ts": STAMPS, "kind": st.sampled_from(["extract", "dream", "poem"])},
    optional={
        "cost": NUMBERS,
        "duration_ms": NUMBERS,
        "tokens": st.one_of(
            NUMBERS, st.dictionaries(st.sampled_from(["input", "output"]), NUMBERS)
        ),
        "session": NUMBERS,
        "store": NUMBERS,
    },
)
# The zones furthest ahead of and behind UTC, and two in between.
ZONES = ["Asia/Tokyo", "Pacific/Kiritimati", "Etc/GMT+12", "UTC"]
LINES = st.one_of(
    RECORDS.map(lambda record: json.dumps(record, allow_nan=True)),
    st.binary(max_size=40).map(lambda raw: raw.decode("latin-1")),
)


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(lines=st.lists(LINES, max_size=6), zone=st.sampled_from(ZONES))
@example(lines=[line(ts="9999-12-31T23:59:59.999Z")], zone="Asia/Tokyo")
@example(lines=[line(cost=1.5e308), line(cost=1.5e308)], zone="UTC")
def test_no_ledger_line_crashes_a_command_that_reads_it(
    cli: Project,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lines: list[str],
    zone: str,
) -> None:
    install(monkeypatch, with_events(ops_answer({})))
    with in_zone(zone):
        for budget in (None, "1"):
            if budget is None:
                monkeypatch.delenv("OPENCODE_MEMORY_BUDGET_DAILY_COST", raising=False)
            else:
                monkeypatch.setenv("OPENCODE_MEMORY_BUDGET_DAILY_COST", budget)
            cli.session("Deploys go through make ship.")  # so maintain reaches its budget check
            for command in COMMANDS:
                write_ledger(cli, *(text.replace("\n", " ") for text in lines))
                code, out, err = call(capsys, *command, "--json")
                assert code == 0, (command, zone, err)
                assert "Traceback" not in err
                strict_json(out)
