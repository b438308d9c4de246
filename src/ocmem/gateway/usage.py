"""What a fork cost: the tokens and price opencode reports for each step of its run.

`opencode run --format json` prints one `step_finish` event per model request, with
`part.tokens` {input, output, reasoning, cache {read, write}} and `part.cost` (priced from
the model's `cost` entry in opencode's config; 0 for an unpriced model). A fork that calls
tools takes several steps, so its usage is the sum over them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

TOKEN_KINDS = ("input", "output", "reasoning", "cache_read", "cache_write")


@dataclass(frozen=True)
class Tokens:
    input: int = 0
    output: int = 0
    reasoning: int = 0
    cache_read: int = 0
    cache_write: int = 0

    @property
    def total(self) -> int:
        """Every token the provider processed (what `budget.daily_tokens` counts)."""
        return self.input + self.output + self.reasoning + self.cache_read + self.cache_write

    def __add__(self, other: Tokens) -> Tokens:
        return Tokens(*(getattr(self, k) + getattr(other, k) for k in TOKEN_KINDS))

    def to_json(self) -> dict[str, int]:
        return {kind: getattr(self, kind) for kind in TOKEN_KINDS}

    @classmethod
    def from_json(cls, raw: object) -> Tokens:
        """Tokens from a ledger record; a missing or odd count reads as 0."""
        if not isinstance(raw, Mapping):
            return cls()
        return cls(*(_count(raw.get(kind)) for kind in TOKEN_KINDS))


@dataclass(frozen=True)
class ForkUsage:
    tokens: Tokens
    cost: float
    steps: int

    @classmethod
    def of(cls, events: Iterable[Mapping[str, Any]]) -> ForkUsage:
        tokens = Tokens()
        cost = 0.0
        steps = 0
        for event in events:
            if event.get("type") != "step_finish":
                continue
            part = event.get("part")
            if not isinstance(part, Mapping):
                continue
            steps += 1
            tokens = tokens + _step_tokens(part.get("tokens"))
            cost += _amount(part.get("cost"))
        return cls(tokens, cost, steps)


def _step_tokens(raw: object) -> Tokens:
    if not isinstance(raw, Mapping):
        return Tokens()
    cache = raw.get("cache")
    cache = cache if isinstance(cache, Mapping) else {}
    return Tokens(
        input=_count(raw.get("input")),
        output=_count(raw.get("output")),
        reasoning=_count(raw.get("reasoning")),
        cache_read=_count(cache.get("read")),
        cache_write=_count(cache.get("write")),
    )


def _count(raw: object) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        return 0
    if raw != raw or raw < 0 or raw == float("inf"):
        return 0
    return int(raw)


def _amount(raw: object) -> float:
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        return 0.0
    value = float(raw)
    if value != value or value < 0 or value == float("inf"):
        return 0.0
    return value


__all__: Sequence[str] = ["TOKEN_KINDS", "ForkUsage", "Tokens"]
