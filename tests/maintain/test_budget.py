"""The daily budget and the usage report, over a ledger written by hand."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ocmem import settings
from ocmem.gateway.usage import Tokens
from ocmem.maintain.budget import BudgetState, budget_state, is_automatic
from ocmem.maintain.spend_report import cache_hit_ratio, usage_report
from ocmem.state import ledger


def put(state: Path, at: datetime, store: str = "/s/a", **tokens: int) -> None:
    ledger.append(
        state,
        ledger.LedgerRecord(
            ts=ledger.now_iso(at),
            kind="extract",
            trigger="watch",
            session=f"ses_{at.timestamp():.0f}",
            store=store,
            model="fake/m1",
            tokens=Tokens(**tokens),
            cost=0.01,
            duration_ms=10,
            result="extracted",
        ),
        now=at,
    )


def cfg_with(tmp_path: Path, **env: str) -> settings.Settings:
    return settings.resolve(tmp_path, {**os.environ, **env})


@given(
    spent=st.integers(0, 10**7),
    cost=st.floats(0, 100, allow_nan=False),
    limit_tokens=st.none() | st.integers(1, 10**7),
    limit_cost=st.none() | st.floats(0.001, 100, allow_nan=False),
)
def test_over_means_either_limit_is_reached(
    spent: int, cost: float, limit_tokens: int | None, limit_cost: float | None
) -> None:
    state = BudgetState(limit_tokens, limit_cost, "2026-11-22", 1, spent, cost)
    expected = (limit_tokens is not None and spent >= limit_tokens) or (
        limit_cost is not None and cost >= limit_cost
    )
    assert state.over is expected
    assert state.limited is (limit_tokens is not None or limit_cost is not None)
    assert ("over budget" in state.describe()) is expected


def test_only_todays_forks_count_against_the_budget(tmp_path: Path) -> None:
    cfg = cfg_with(tmp_path, OPENCODE_MEMORY_BUDGET_DAILY_TOKENS="1000")
    now = datetime.now(UTC)
    put(cfg.state.dir, now - timedelta(days=2), input=5000)
    assert not budget_state(cfg).over, "yesterday's spend does not count today"
    put(cfg.state.dir, now, input=600, cache_read=300)
    state = budget_state(cfg)
    assert (state.forks, state.tokens, state.over) == (1, 900, False)
    put(cfg.state.dir, now, output=100)
    assert budget_state(cfg).over


def test_no_budget_by_default_and_bad_values_are_reported(tmp_path: Path) -> None:
    assert not cfg_with(tmp_path).values["budget.daily_tokens"].value
    cfg = cfg_with(tmp_path, OPENCODE_MEMORY_BUDGET_DAILY_COST="-1")
    assert cfg.budget.daily_cost is None
    assert any("budget.daily_cost" in p.message for p in cfg.problems)
    assert cfg_with(tmp_path, OPENCODE_MEMORY_BUDGET_DAILY_COST="off").budget.daily_cost is None


def test_only_a_pass_by_hand_runs_over_budget() -> None:
    assert not is_automatic("manual")
    assert all(is_automatic(t) for t in ("maintain", "idle", "exit", "watch"))


def test_usage_groups_by_day_and_filters_by_store(tmp_path: Path) -> None:
    cfg = cfg_with(tmp_path)
    now = datetime.now(UTC)
    put(cfg.state.dir, now - timedelta(days=1), input=100, cache_read=300)
    put(cfg.state.dir, now, input=100, cache_write=100)
    put(cfg.state.dir, now, store="/s/b", input=7)
    put(cfg.state.dir, now - timedelta(days=10), input=1)
    report = usage_report(cfg, store=Path("/s/a"), days=7, env={"XDG_DATA_HOME": str(tmp_path)})
    assert report.forks == 2
    assert [d.forks for d in report.days] == [1, 1]
    assert report.tokens == Tokens(input=200, cache_read=300, cache_write=100)
    assert report.cache_hit_ratio == pytest.approx(300 / 600)
    assert report.cost == pytest.approx(0.02)
    everything = usage_report(cfg, store=None, days=30, env={"XDG_DATA_HOME": str(tmp_path)})
    assert everything.forks == 4
    data = everything.to_json()
    assert {"forks", "tokens", "cost", "cache_hit_ratio", "days", "sessions_cost"} <= set(data)


def test_a_line_dated_after_today_is_outside_the_days_asked_for(tmp_path: Path) -> None:
    """Found by a black-box tester: with the header saying 2026-11-22 .. 2026-11-28, a
    line dated 2031 still showed as a row and was added to the totals."""
    cfg = cfg_with(tmp_path)
    now = datetime.now(UTC)
    put(cfg.state.dir, now + timedelta(days=5 * 365), input=1000)  # (appending prunes by it)
    put(cfg.state.dir, now, input=5)
    report = usage_report(cfg, store=None, days=7, env={"XDG_DATA_HOME": str(tmp_path)})
    assert report.forks == 1
    assert report.tokens == Tokens(input=5)
    assert all(report.since <= d.date <= report.until for d in report.days)


def test_the_cache_hit_ratio_is_null_when_nothing_was_read() -> None:
    assert cache_hit_ratio(Tokens(input=10, output=5)) is None
    assert cache_hit_ratio(Tokens(cache_read=10)) == 1.0
