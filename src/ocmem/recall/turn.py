"""What one user turn gets: the relevant memories, capped, within budget, never repeated.

A memory is picked when its score (see `ranker`) reaches `min_score` and is close to the
turn's best (`RELATIVE_FLOOR`): a strong match drags weak neighbours out of the selection,
so a question about the staging deploy does not also bring the production one. With a
`SemanticIndex` (recall by meaning, the `embeddings` extra) the word matches come first,
then the memories close in meaning (see `semantic`). At most `max_memories`, skipping
memories the session already saw, then as many as fit `max_bytes` once rendered.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ocmem.recall.block import RenderedBlock, render
from ocmem.recall.ranker import RecallIndex, Scored

if TYPE_CHECKING:
    from ocmem.recall.semantic import SemanticIndex
    from ocmem.settings import Settings

# A memory scoring under this share of the turn's best is left out. This and the default
# min_score are the pair with the best F1 on the recall fixture's dev split among those
# leaving at least 80% of its off-topic turns empty (benchmarks/bench_recall_quality.py).
RELATIVE_FLOOR = 0.9
DEFAULT_MIN_SCORE = 45.0
DEFAULT_MAX_MEMORIES = 5
DEFAULT_MAX_BYTES = 6_000


@dataclass(frozen=True)
class Limits:
    max_memories: int = DEFAULT_MAX_MEMORIES
    max_bytes: int = DEFAULT_MAX_BYTES
    min_score: float = DEFAULT_MIN_SCORE


def limits_from(cfg: Settings) -> Limits:
    return Limits(
        max_memories=cfg.recall.max_memories,
        max_bytes=cfg.recall.max_bytes,
        min_score=cfg.recall.min_score,
    )


def scrubs_store(mode: str, cfg: Settings) -> bool:
    """Whether the store's writes are scrubbed (the rule extraction applies, see
    `ocmem.maintain.fork_step.should_scrub`); what is recalled from it is scrubbed too,
    in case a person wrote a secret into a file by hand."""
    if mode == "in-repo":
        return not cfg.local.secrets
    return cfg.redact.global_


@dataclass(frozen=True)
class TurnRecall:
    """The memories picked for a turn (best first) and their rendered block."""

    picked: tuple[Scored, ...]
    block: RenderedBlock | None

    @property
    def files(self) -> tuple[str, ...]:
        return self.block.files if self.block else ()


def valid_text(text: str) -> str:
    """`text` with each lone surrogate (which a JavaScript string or a non-UTF-8 command
    line can hold, and no tokenizer takes) replaced by "?"."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace").decode("utf-8")
    return text


def relevant(index: RecallIndex, text: str, recent: Sequence[str], limits: Limits) -> list[Scored]:
    """The memories that pass the threshold for `text`, best first (not capped)."""
    scored = index.score(text, recent)
    if not scored or scored[0].score < limits.min_score:
        return []
    floor = max(limits.min_score, RELATIVE_FLOOR * scored[0].score)
    return [item for item in scored if item.score >= floor]


def _candidates(
    index: RecallIndex,
    text: str,
    recent: Sequence[str],
    limits: Limits,
    semantic: SemanticIndex | None,
) -> list[Scored]:
    """Word matches, then (with `semantic`) the memories close in meaning not among them;
    a match by meaning is scored as its rescaled cosine times 100."""
    picked = relevant(index, text, recent, limits)
    if semantic is None:
        return picked
    try:
        similar = semantic.similar(text, recent)
    except Exception:
        return picked  # matching by meaning is extra: the words' matches still stand
    have = {item.memory.file for item in picked}
    for close in similar:
        if close.memory.file not in have:
            have.add(close.memory.file)
            picked.append(Scored(close.memory, round(100.0 * close.similarity, 2)))
    return picked


def select(
    index: RecallIndex,
    text: str,
    limits: Limits,
    *,
    recent: Sequence[str] = (),
    seen: Collection[str] = (),
    clean: Callable[[str], str] = lambda text: text,
    semantic: SemanticIndex | None = None,
) -> TurnRecall:
    if limits.max_memories <= 0:
        return TurnRecall((), None)
    text, recent = valid_text(text), [valid_text(line) for line in recent]
    candidates = _candidates(index, text, recent, limits, semantic)
    fresh = [item for item in candidates if item.memory.file not in seen]
    chosen = fresh[: limits.max_memories]
    block = render([item.memory for item in chosen], limits.max_bytes, clean)
    if block is None:
        return TurnRecall((), None)
    kept = set(block.files)
    return TurnRecall(tuple(item for item in chosen if item.memory.file in kept), block)
