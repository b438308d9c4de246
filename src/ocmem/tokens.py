"""Token counts as opencode reports them for a model request, summed over a fork's steps.

A bottom-layer value type: the gateway reads it from opencode's events, the ledger stores it.
"""

from __future__ import annotations

from dataclasses import dataclass

TOKEN_KINDS = ("input", "output", "reasoning", "cache_read", "cache_write")
# The most one fork may count of each kind, and cost, in whatever currency the model is
# priced in: far above any real fork, far below where a sum of a year of them overflows.
MAX_TOKENS = 10**12
MAX_COST = 1e9


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

    def capped(self) -> Tokens:
        """Each count at most `MAX_TOKENS` (what one ledger record may hold)."""
        return Tokens(*(min(getattr(self, k), MAX_TOKENS) for k in TOKEN_KINDS))

    def to_json(self) -> dict[str, int]:
        return {kind: getattr(self, kind) for kind in TOKEN_KINDS}


def count_of(raw: object) -> int:
    """A reported count; a missing, odd or absurd one (beyond `MAX_TOKENS`) reads as 0."""
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        return 0
    if raw != raw or raw < 0 or raw > MAX_TOKENS:
        return 0
    return int(raw)
