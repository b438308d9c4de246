"""The daily budget: what memory forks spent today against `budget.daily_*`.

Automatic passes (idle, exit, watch, `maintain` over a project, the automatic dream)
check it before they fork and skip with reason `budget` once today's ledger reaches
either limit; a pass the user asks for by hand on one session runs and says it is over.
A day is the user's local calendar day. With no budget set, the passes do not read the
ledger at all (`budget_check`), so nothing in it can hold mining back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, time

from ocmem.errors import OcmemError
from ocmem.settings import Settings
from ocmem.state import ledger
from ocmem.tokens import Tokens

BUDGET_REASON = "budget"
# Triggers a user starts by hand on one session: they run even over budget.
MANUAL_TRIGGERS = frozenset({"manual"})
# What can start a pass: by hand, `maintain` over a project (cron), the wrapper's idle and
# exit passes, `watch`.
TRIGGERS = ("manual", "maintain", "idle", "exit", "watch")


@dataclass(frozen=True)
class BudgetState:
    daily_tokens: int | None
    daily_cost: float | None
    day: str
    forks: int
    tokens: int
    cost: float
    bad_lines: int = 0  # ledger lines skipped as unreadable or out of bounds

    @property
    def limited(self) -> bool:
        return self.daily_tokens is not None or self.daily_cost is not None

    @property
    def over(self) -> bool:
        if self.daily_tokens is not None and self.tokens >= self.daily_tokens:
            return True
        return self.daily_cost is not None and self.cost >= self.daily_cost

    def to_json(self) -> dict[str, object]:
        return {
            "daily_tokens": self.daily_tokens,
            "daily_cost": self.daily_cost,
            "today": {
                "date": self.day,
                "forks": self.forks,
                "tokens": self.tokens,
                "cost": self.cost,
            },
            "over": self.over,
            "bad_lines": self.bad_lines,
        }

    def describe(self) -> str:
        spent = f"today {self.forks} fork(s), {self.tokens:,} tokens, cost {self.cost:.4f}"
        if self.bad_lines:
            spent += f" ({self.bad_lines} bad ledger line(s) skipped)"
        if not self.limited:
            return f"{spent} (no daily budget)"
        limits = []
        if self.daily_tokens is not None:
            limits.append(f"{self.daily_tokens:,} tokens")
        if self.daily_cost is not None:
            limits.append(f"cost {self.daily_cost:g}")
        state = "over budget" if self.over else "within budget"
        return f"{spent}; budget {' / '.join(limits)} a day: {state}"


def today_start(today: date | None = None) -> datetime:
    """Midnight of the local day, as an aware datetime."""
    day = today or datetime.now().astimezone().date()
    return datetime.combine(day, time(0)).astimezone()


def budget_state(cfg: Settings, today: date | None = None) -> BudgetState:
    start = today_start(today)
    found = ledger.scan(cfg.state.dir, since=start)
    records = [r for r in found.records if r.local_date == start.date()]
    tokens = sum((r.tokens for r in records), Tokens())
    limit_tokens, limit_cost = _limits(cfg)
    return BudgetState(
        daily_tokens=limit_tokens,
        daily_cost=limit_cost,
        day=start.date().isoformat(),
        forks=len(records),
        tokens=tokens.total,
        cost=sum((r.cost for r in records), 0.0),
        bad_lines=found.bad_lines,
    )


def budget_check(cfg: Settings) -> BudgetState | None:
    """Today's state for a pass about to fork; None, without reading the ledger, when no
    daily budget is set."""
    if _limits(cfg) == (None, None):
        return None
    return budget_state(cfg)


def _limits(cfg: Settings) -> tuple[int | None, float | None]:
    return cfg.budget.daily_tokens, cfg.budget.daily_cost


def shown_budget_state(cfg: Settings) -> BudgetState | str:
    """Today's spend for display, or why it cannot be known (the ledger is unreadable,
    e.g. the state dir is a file): `doctor` and `settings` report it, never crash on it."""
    try:
        return budget_state(cfg)
    except (OSError, OcmemError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else exc.message
        return f"today's spend is unknown: the ledger cannot be read ({reason})"


def is_automatic(trigger: str) -> bool:
    return trigger not in MANUAL_TRIGGERS


__all__: Sequence[str] = [
    "BUDGET_REASON",
    "BudgetState",
    "budget_check",
    "budget_state",
    "is_automatic",
    "shown_budget_state",
]
