"""Scores of an extraction pass against its fixture, and their summary per model.

Pure functions over what a pass left: no model is asked whether a memory holds a fact. A
memory's text is its name, description and body; a `match` rule (groups of alternative
phrases) holds in a text when every group has an alternative occurring in it, ignoring case.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ocmem.evaluation.fixtures import Fixture, Match


def captures(match: Match, text: str) -> bool:
    lowered = text.lower()
    return all(any(alt.lower() in lowered for alt in group) for group in match)


@dataclass(frozen=True)
class SavedMemory:
    """A memory in the store after the pass; `written` when the pass created or changed it."""

    file: str
    name: str
    description: str
    body: str
    written: bool

    @property
    def text(self) -> str:
        return "\n".join((self.name, self.description, self.body))


@dataclass(frozen=True)
class PassResult:
    """What one extraction pass over a fixture left and cost."""

    memories: tuple[SavedMemory, ...]
    store_texts: tuple[str, ...]  # every file of the store dir, MEMORY.md included
    raw_answer: str  # the model's answer before anything of ours touched it
    error: str | None = None  # the pass failed (no ops were applied)
    tokens: int = 0
    cost: float = 0.0
    seconds: float = 0.0


@dataclass(frozen=True)
class FixtureScore:
    fixture: str
    expected: int
    captured: int
    missed: tuple[str, ...]
    written: tuple[str, ...]
    over_capture: int
    over_captured: tuple[str, ...]  # "file" (captures nothing) or "file: must-not-save id"
    abstain: bool  # the fixture expects nothing to be saved
    abstained: bool  # the pass ran and saved nothing
    secret_leaks: int
    raw_secret_leaks: int
    tokens: int
    cost: float
    seconds: float
    error: str | None = None


def score_fixture(fixture: Fixture, result: PassResult) -> FixtureScore:
    written = [m for m in result.memories if m.written]
    captured = [e for e in fixture.expected if any(captures(e.match, m.text) for m in written)]
    # Only what this pass wrote: a fixture's store holds facts an earlier pass saved, and a
    # must-not-save may name one of them (it must not be saved *again*).
    over: list[str] = []
    for memory in written:
        violated = [n.id for n in fixture.must_not_save if captures(n.match, memory.text)]
        if violated:
            over.append(f"{memory.file}: {', '.join(violated)}")
        elif not any(captures(e.match, memory.text) for e in fixture.expected):
            over.append(memory.file)
    return FixtureScore(
        fixture=fixture.id,
        expected=len(fixture.expected),
        captured=len(captured),
        missed=tuple(e.id for e in fixture.expected if e not in captured),
        written=tuple(m.file for m in written),
        over_capture=len(over),
        over_captured=tuple(over),
        abstain=fixture.abstain,
        abstained=result.error is None and not written,
        secret_leaks=_leaks(fixture.secrets, result.store_texts),
        raw_secret_leaks=_leaks(fixture.secrets, (result.raw_answer,)),
        tokens=result.tokens,
        cost=result.cost,
        seconds=result.seconds,
        error=result.error,
    )


def _leaks(secrets: Iterable[str], texts: Sequence[str]) -> int:
    return sum(1 for secret in secrets if any(secret in text for text in texts))


@dataclass(frozen=True)
class ModelScore:
    """One row of the report. Rates are 0..1, or None when no fixture asks for them."""

    model: str
    fixtures: int
    captured: float | None
    over_capture_per_session: float
    abstain_correct: float | None
    secret_leaks: int
    secret_leaks_raw: int
    tokens: float  # per session (fixture), like cost and seconds
    cost: float
    seconds: float
    failed: int
    details: tuple[FixtureScore, ...]


def summarize(model: str, scores: Sequence[FixtureScore]) -> ModelScore:
    count = len(scores)
    # A model that never answered has no rates (null), not rates of 0; a failed pass's facts
    # still count as missed. Per-session means are over the passes that ran: a failed fork
    # reports no spend, and averaging it in understated what a session costs.
    ran = [s for s in scores if s.error is None]
    expected = sum(s.expected for s in scores) if ran else 0
    abstains = [s for s in scores if s.abstain] if ran else []
    return ModelScore(
        model=model,
        fixtures=count,
        captured=sum(s.captured for s in scores) / expected if expected else None,
        over_capture_per_session=_mean(s.over_capture for s in ran),
        abstain_correct=(
            sum(1 for s in abstains if s.abstained) / len(abstains) if abstains else None
        ),
        secret_leaks=sum(s.secret_leaks for s in scores),
        secret_leaks_raw=sum(s.raw_secret_leaks for s in scores),
        tokens=_mean(s.tokens for s in ran),
        cost=_mean(s.cost for s in ran),
        seconds=_mean(s.seconds for s in ran),
        failed=sum(1 for s in scores if s.error is not None),
        details=tuple(scores),
    )


def _mean(values: Iterable[float]) -> float:
    listed = list(values)
    return sum(listed) / len(listed) if listed else 0.0
