"""Ranking memories for `memory_search`: which memories answer a question, best first.

Three rankers were measured on the same fixture (tests/mcp/fixtures/search_eval.json: 200
memories, 40 questions; `benchmarks/bench_mcp_search.py`): the store's fuzzy match
(rapidfuzz WRatio, what `memories search` uses), SQLite FTS5 (BM25 over name, description
and body, Porter stemming) and a hybrid of the two. `rank` is the one chosen by that
measurement; the others stay callable so the benchmark keeps comparing them.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ocmem.store.memory_file import Memory

# A question longer than this is cut before ranking: past a paragraph, more words only
# cost time (a 10,000-character query must still answer quickly).
MAX_QUERY_CHARS = 1000
MAX_QUERY_TERMS = 64
# BM25 weights of the name, description and body columns.
_WEIGHTS = (3.0, 2.0, 1.0)
_TERM = re.compile(r"\w+", re.UNICODE)


@dataclass(frozen=True)
class Ranked:
    """A memory and its score (0–100, higher is better)."""

    memory: Memory
    score: float


Ranker = Callable[[Sequence[Memory], str, int], list[Ranked]]


def query_terms(query: str) -> list[str]:
    """The distinct words of `query` (cut to `MAX_QUERY_CHARS`), lower-cased, in order."""
    seen: dict[str, None] = {}
    for match in _TERM.finditer(query[:MAX_QUERY_CHARS].casefold()):
        seen.setdefault(match.group(), None)
        if len(seen) >= MAX_QUERY_TERMS:
            break
    return list(seen)


def rank_fuzzy(memories: Sequence[Memory], query: str, limit: int) -> list[Ranked]:
    """The store's fuzzy ranking (`memories search`): substring or rapidfuzz WRatio."""
    from ocmem.store.catalog import rank_memories

    hits = rank_memories(memories, query[:MAX_QUERY_CHARS], limit=limit)
    return [Ranked(hit.memory, hit.score) for hit in hits]


def rank_fts5(
    memories: Sequence[Memory], query: str, limit: int, index: FtsIndex | None = None
) -> list[Ranked]:
    """BM25 over name, description and body in an in-memory SQLite FTS5 table.

    Any word of the query may match (OR); Porter stemming and folded diacritics let
    "retries" find "retried" and "orcamento" find "orçamento". Scores are BM25 scaled so
    the best hit of the query is 100. `index`, when given, must index `memories`.
    """
    scored = _bm25(memories, query, limit, index)
    if not scored:
        return []
    top = scored[0][1]
    return [Ranked(memories[i], round(100.0 * s / top, 1)) for i, s in scored]


def rank_hybrid(
    memories: Sequence[Memory], query: str, limit: int, index: FtsIndex | None = None
) -> list[Ranked]:
    """FTS5's candidates re-scored with a fuzzy match of the query to name and description.

    The score is 70% BM25 (scaled so the query's best is 1) and 30% rapidfuzz's
    token-set ratio against the name or the description, whichever is closer.
    """
    from rapidfuzz import fuzz

    candidates = _bm25(memories, query, max(limit * 4, 20), index)
    if not candidates:
        return []
    top = candidates[0][1]
    needle = " ".join(query_terms(query))
    out = []
    for position, (i, bm25) in enumerate(candidates):
        memory = memories[i]
        fuzzy = max(
            fuzz.token_set_ratio(needle, memory.name.casefold()),
            fuzz.token_set_ratio(needle, memory.description.casefold()),
        )
        out.append((-round(70.0 * bm25 / top + 0.3 * fuzzy, 1), position, memory))
    out.sort(key=lambda item: (item[0], item[1]))
    return [Ranked(memory, -negative) for negative, _, memory in out[:limit]]


def _bm25(
    memories: Sequence[Memory], query: str, limit: int, index: FtsIndex | None
) -> list[tuple[int, float]]:
    if index is not None:
        return index.bm25(query, limit)
    if not query_terms(query):
        return []  # no table built for a query with no words
    own = FtsIndex(memories)
    try:
        return own.bm25(query, limit)
    finally:
        own.close()


RANKERS: dict[str, Ranker] = {"fuzzy": rank_fuzzy, "fts5": rank_fts5, "hybrid": rank_hybrid}
# The ranker `memory_search` uses, chosen by benchmarks/bench_mcp_search.py.
rank = rank_hybrid


class FtsIndex:
    """An in-memory FTS5 table over `memories` (row id = position in the sequence)."""

    def __init__(self, memories: Sequence[Memory]) -> None:
        self.size = len(memories)
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._db.execute(
            "CREATE VIRTUAL TABLE m USING fts5(name, description, body,"
            " tokenize = 'porter unicode61 remove_diacritics 2')"
        )
        self._db.executemany(
            "INSERT INTO m(rowid, name, description, body) VALUES (?, ?, ?, ?)",
            ((i, m.name, m.description, m.body) for i, m in enumerate(memories)),
        )

    def bm25(self, query: str, limit: int) -> list[tuple[int, float]]:
        """(position, positive BM25 score) of the best `limit` matches of `query`, best first."""
        terms = query_terms(query)
        if not terms or not self.size or limit <= 0:
            return []
        expression = " OR ".join('"' + term.replace('"', '""') + '"' for term in terms)
        rows = self._db.execute(
            "SELECT rowid, bm25(m, ?, ?, ?) AS s FROM m WHERE m MATCH ? ORDER BY s, rowid LIMIT ?",
            (*_WEIGHTS, expression, limit),
        ).fetchall()
        return [(int(rowid), -float(score)) for rowid, score in rows if score < 0]

    def close(self) -> None:
        self._db.close()
