"""Scoring a store's memories against one user message, with no model call.

BM25F: a term's occurrences in the name, description and body are weighted and
length-normalised per field, then saturated once per memory, so a word in the name counts
more than the same word deep in a long body, and a long body cannot win on repetition.
Everything that does not depend on the message is computed once per store (`RecallIndex`),
so a turn costs one walk over the posting lists of the message's terms.

The score a turn is judged on, 0-100, is the geometric mean of two ratios of the BM25F
score (the sum, over the message's terms the memory has, of the term's inverse document
frequency times its saturated frequency in the memory):
- coverage: over the sum of the message's term weights, i.e. how much of what is
  informative in the message the memory accounts for. A term the store has never seen
  counts fully in that sum: "rename this variable" matches a memory that mentions
  "variable" only weakly, because "rename" carries most of the message and nothing has it;
- evidence: over the weight of a term found in no memory (the most one term can bring),
  so a long message that matches a memory on several rare words is not drowned by its
  own length.
Coverage alone let one common word of a short message pass; evidence alone let any long
message pass. The measurements behind the choice: benchmarks/bench_recall_quality.py.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ocmem.recall.terms import query_terms, words
from ocmem.store.memory_file import Memory

# Field weights (name, description, body) and per-field length normalisation.
FIELD_WEIGHTS = (3.0, 2.0, 1.0)
FIELD_B = (0.3, 0.4, 0.75)
K1 = 1.2
# Terms of the session's earlier turns count this much next to the message's own.
RECENT_WEIGHT = 0.3
# Only the most informative terms of a long message are scored: a pasted log has
# hundreds of words, and its gist is in the rare ones.
SCORED_TERMS = 24


@dataclass(frozen=True)
class Scored:
    """A memory and its relevance score (0-100, higher is better; see the module doc)."""

    memory: Memory
    score: float


class RecallIndex:
    """Posting lists over a fixed sequence of memories (position = index in `memories`)."""

    # (weight, length normalisation) per field of `fields`; a subclass may add fields
    # (benchmarks/bench_recall_cues.py measures one).
    field_params: tuple[tuple[float, float], ...] = tuple(zip(FIELD_WEIGHTS, FIELD_B, strict=True))

    def __init__(self, memories: Sequence[Memory]) -> None:
        self.memories = tuple(memories)
        count = len(self.memories)
        params = self.field_params
        fields = [[Counter(text) for text in self.fields(m)] for m in self.memories]
        averages = [
            max(1.0, sum(sum(doc[f].values()) for doc in fields) / count) if count else 1.0
            for f in range(len(params))
        ]
        postings: dict[str, list[tuple[int, float]]] = {}
        for position, doc in enumerate(fields):
            weighted: dict[str, float] = {}
            for f, ((weight, b), counts) in enumerate(zip(params, doc, strict=True)):
                length = sum(counts.values())
                norm = 1.0 - b + b * length / averages[f]
                for term, occurrences in counts.items():
                    weighted[term] = weighted.get(term, 0.0) + weight * occurrences / norm
            for term, tf in weighted.items():
                postings.setdefault(term, []).append((position, tf / (K1 + tf)))
        self._postings = postings
        self._unseen_idf = _idf(count, 0)
        self._idf = {term: _idf(count, len(plist)) for term, plist in postings.items()}

    def fields(self, memory: Memory) -> tuple[list[str], ...]:
        """The words of each field, in `field_params` order."""
        return (words(memory.name), words(memory.description), words(memory.body))

    def __len__(self) -> int:
        return len(self.memories)

    def idf(self, term: str) -> float:
        return self._idf.get(term, self._unseen_idf)

    def score(self, text: str, recent: Sequence[str] = ()) -> list[Scored]:
        """Every memory that shares a term with `text`, best first (ties: store order)."""
        own = query_terms(text)
        if not own or not self.memories:
            return []
        weights = {term: self.idf(term) for term in own}
        if len(weights) > SCORED_TERMS:
            kept = sorted(weights, key=lambda t: -weights[t])[:SCORED_TERMS]
            weights = {term: weights[term] for term in kept}
        total = sum(weights.values())
        if total <= 0:
            return []
        sums: dict[int, float] = {}
        for term, weight in weights.items():
            for position, saturated in self._postings.get(term, ()):
                sums[position] = sums.get(position, 0.0) + weight * saturated
        if not sums:
            return []
        extra = [t for t in query_terms(" ".join(recent[-3:])) if t not in weights]
        for term in extra[:SCORED_TERMS]:
            weight = RECENT_WEIGHT * self.idf(term)
            for position, saturated in self._postings.get(term, ()):
                if position in sums:
                    sums[position] += weight * saturated
        ranked = sorted(sums.items(), key=lambda item: (-item[1], item[0]))
        return [Scored(self.memories[p], _score(s, total, self._unseen_idf)) for p, s in ranked]


def _score(bm25f: float, total: float, strongest: float) -> float:
    # sqrt(coverage * evidence), both as above, evidence not capped: linear in the BM25F
    # score for one message, so the relative floor is a plain ratio of scores.
    return round(min(100.0, 100.0 * bm25f / math.sqrt(total * strongest)), 2)


def _idf(count: int, frequency: int) -> float:
    return math.log(1.0 + (count - frequency + 0.5) / (frequency + 0.5))
