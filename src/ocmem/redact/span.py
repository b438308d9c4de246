"""A located secret value and the merge that turns overlapping finds into distinct spans."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

MARKER = "«REDACTED»"

# Lower rank names a span better: a vendor shape says more than "came after a keyword".
RANK_VENDOR = 0
RANK_STRUCTURE = 1
RANK_KEYWORD = 2


@dataclass(frozen=True)
class Span:
    """Half-open character range ``[start, end)`` holding a secret value."""

    start: int
    end: int
    kind: str
    rank: int


def merge_spans(spans: Iterable[Span]) -> list[Span]:
    """Union overlapping spans so each secret is replaced (and counted) once.

    Spans that only touch stay separate: they are two values written side by side.
    The merged span keeps the kind of its best-ranked member.
    """
    ordered = sorted(spans, key=lambda span: (span.start, -span.end, span.rank))
    merged: list[Span] = []
    for span in ordered:
        if span.end <= span.start:
            continue
        if merged and span.start < merged[-1].end:
            last = merged[-1]
            best = last if last.rank <= span.rank else span
            merged[-1] = Span(last.start, max(last.end, span.end), best.kind, best.rank)
        else:
            merged.append(span)
    return merged
