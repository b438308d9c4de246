"""`usage`: what memory forks cost over the last days, next to what the mined sessions cost.

Everything comes from the token ledger, except `sessions_cost`: the sessions that were
mined, priced by opencode itself in its database, so the share "memory cost 2.8% of what
your sessions cost" compares like with like.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

from ocmem.errors import OcmemError
from ocmem.gateway.database import OpencodeDatabase, find_database
from ocmem.maintain.budget import BudgetState, budget_state, today_start
from ocmem.settings import Settings
from ocmem.state import ledger
from ocmem.state.logs import logger
from ocmem.tokens import Tokens


@dataclass(frozen=True)
class DayUsage:
    date: str
    forks: int
    tokens: Tokens
    cost: float

    def to_json(self) -> dict[str, object]:
        return {
            "date": self.date,
            "forks": self.forks,
            "tokens": self.tokens.to_json(),
            "cost": self.cost,
        }


@dataclass(frozen=True)
class UsageReport:
    store: str | None  # None: every store
    since: str
    until: str
    forks: int
    tokens: Tokens
    cost: float
    days: tuple[DayUsage, ...]
    sessions: int
    sessions_cost: float | None  # None: opencode's database could not be read
    budget: BudgetState
    by_kind: Mapping[str, int]
    bad_lines: int = 0  # ledger lines skipped as unreadable or out of bounds

    @property
    def cache_hit_ratio(self) -> float | None:
        return cache_hit_ratio(self.tokens)

    @property
    def share(self) -> float | None:
        """Memory's cost as a fraction of the mined sessions' own cost."""
        if not self.sessions_cost:
            return None
        share = self.cost / self.sessions_cost
        return share if math.isfinite(share) else None

    def to_json(self) -> dict[str, object]:
        return {
            "store": self.store,
            "since": self.since,
            "until": self.until,
            "forks": self.forks,
            "by_kind": dict(self.by_kind),
            "tokens": self.tokens.to_json(),
            "cost": self.cost,
            "cache_hit_ratio": self.cache_hit_ratio,
            "days": [day.to_json() for day in self.days],
            "sessions": self.sessions,
            "sessions_cost": self.sessions_cost,
            "share": self.share,
            "budget": self.budget.to_json(),
            "bad_lines": self.bad_lines,
        }


def cache_hit_ratio(tokens: Tokens) -> float | None:
    """cache_read / (input + cache_read + cache_write); None when nothing was read."""
    if not tokens.cache_read:
        return None
    return tokens.cache_read / (tokens.input + tokens.cache_read + tokens.cache_write)


def usage_report(
    cfg: Settings,
    *,
    store: Path | None,
    days: int,
    env: Mapping[str, str],
    today: date | None = None,
) -> UsageReport:
    """The last `days` local days (today included) of the store's forks (every store's
    when `store` is None)."""
    first = today_start(today) - timedelta(days=days - 1)
    last = first.date() + timedelta(days=days - 1)
    wanted = str(store) if store is not None else None
    found = ledger.scan(cfg.state.dir, since=first)
    # A line dated after today (a clock set wrong when it was written) is outside the
    # days asked for, like one before them.
    records = [
        r
        for r in found.records
        if first.date() <= r.local_date <= last and (wanted is None or r.store == wanted)
    ]
    by_day: dict[str, list[ledger.LedgerRecord]] = {}
    for record in records:
        by_day.setdefault(record.local_date.isoformat(), []).append(record)
    day_rows = tuple(
        DayUsage(
            day,
            len(rows),
            sum((r.tokens for r in rows), Tokens()),
            sum((r.cost for r in rows), 0.0),
        )
        for day, rows in sorted(by_day.items())
    )
    mined = {r.session for r in records if r.kind == "extract" and r.session}
    kinds: dict[str, int] = {}
    for record in records:
        kinds[record.kind] = kinds.get(record.kind, 0) + 1
    return UsageReport(
        store=wanted,
        since=first.date().isoformat(),
        until=last.isoformat(),
        forks=len(records),
        tokens=sum((r.tokens for r in records), Tokens()),
        cost=sum((r.cost for r in records), 0.0),
        days=day_rows,
        sessions=len(mined),
        sessions_cost=_sessions_cost(mined, env),
        budget=budget_state(cfg, today),
        by_kind=kinds,
        bad_lines=found.bad_lines,
    )


def _sessions_cost(session_ids: set[str], env: Mapping[str, str]) -> float | None:
    if not session_ids:
        return 0.0
    try:
        with OpencodeDatabase(find_database(env)) as db:
            cost = db.sessions_cost(session_ids)
    except OcmemError as exc:
        logger().info("usage: sessions' cost not read: %s", exc.message)
        return None
    # opencode's own sums are not ours to trust: a priced-absurdly model overflows them.
    return cost if math.isfinite(cost) and cost >= 0 else None


__all__: Sequence[str] = ["DayUsage", "UsageReport", "cache_hit_ratio", "usage_report"]
