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

from ocmem.tokens import MAX_COST, TOKEN_KINDS, Tokens, count_of


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
        # Capped so what the ledger keeps of this fork is a record it will read back.
        return cls(tokens.capped(), min(cost, MAX_COST), steps)


def _step_tokens(raw: object) -> Tokens:
    if not isinstance(raw, Mapping):
        return Tokens()
    cache = raw.get("cache")
    cache = cache if isinstance(cache, Mapping) else {}
    return Tokens(
        input=count_of(raw.get("input")),
        output=count_of(raw.get("output")),
        reasoning=count_of(raw.get("reasoning")),
        cache_read=count_of(cache.get("read")),
        cache_write=count_of(cache.get("write")),
    )


def _amount(raw: object) -> float:
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        return 0.0
    if raw != raw or raw < 0 or raw > MAX_COST:  # compared before float(): an int may not fit
        return 0.0
    return float(raw)


__all__: Sequence[str] = ["TOKEN_KINDS", "ForkUsage", "Tokens"]
