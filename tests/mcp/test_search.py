"""Ranking: bounded input, no query syntax leaks into FTS5, scores in range."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from ocmem.mcp.search import MAX_QUERY_TERMS, RANKERS, query_terms, rank
from ocmem.store.memory_file import Memory

FIXTURE = Path(__file__).parent / "fixtures" / "search_eval.json"


def _memories() -> list[Memory]:
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return [
        Memory(
            file=m["file"],
            name=m["name"],
            description=m["description"],
            type=m["type"],
            body=m["body"],
            created="2026-01-01T00:00:00.000Z",
        )
        for m in data["memories"]
    ]


MEMORIES = _memories()


def test_fixture_shape() -> None:
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    files = {m["file"] for m in data["memories"]}
    assert len(data["memories"]) == len(files) == 200
    assert {m["type"] for m in data["memories"]} == {"user", "feedback", "project", "reference"}
    assert len(data["queries"]) == 40
    assert all(set(q["relevant"]) <= files for q in data["queries"])


def test_query_terms_are_bounded() -> None:
    assert query_terms("What did we DECIDE about money, money?") == [
        "what",
        "did",
        "we",
        "decide",
        "about",
        "money",
    ]
    many = " ".join(f"w{i}" for i in range(1000))
    assert len(query_terms(many)) == MAX_QUERY_TERMS
    assert query_terms("") == []
    assert query_terms('"* NEAR( OR -') == ["near", "or"]


@settings(max_examples=60, deadline=None)
@given(query=st.text(max_size=300), limit=st.integers(min_value=1, max_value=30))
def test_any_query_ranks_without_error(query: str, limit: int) -> None:
    for name, ranker in RANKERS.items():
        hits = ranker(MEMORIES, query, limit)
        assert len(hits) <= limit, name
        assert all(0 <= hit.score <= 100 for hit in hits), name
        assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True), name


def test_stemming_and_diacritics() -> None:
    files = [hit.memory.file for hit in rank(MEMORIES, "retried celery tasks", 3)]
    assert "feedback_celery_idempotent.md" in files
    quotes = [hit.memory.file for hit in rank(MEMORIES, "orcamentos", 3)]
    assert quotes[:1] == ["project_quotes.md"]


def test_empty_store_and_wordless_query() -> None:
    assert rank([], "money", 5) == []
    assert rank(MEMORIES, "?! ...", 5) == []
