"""Shape of the de-duplication pair fixture (issue 11, point 6). How the de-duplicator does
on it is measured elsewhere; this only guards the fixture itself."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

FIXTURE = Path(__file__).parent / "fixtures" / "dedup_pairs.json"
_TYPES = {"user", "feedback", "project", "reference"}


def load_pairs() -> list[dict[str, Any]]:
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    pairs: list[dict[str, Any]] = data["pairs"]
    return pairs


def test_counts() -> None:
    pairs = load_pairs()
    assert sum(pair["expect"] == "apart" for pair in pairs) >= 50
    assert sum(pair["expect"] == "merge" for pair in pairs) >= 50
    assert {pair["expect"] for pair in pairs} == {"apart", "merge"}


def test_ids_unique() -> None:
    ids = [pair["id"] for pair in load_pairs()]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("pair", load_pairs(), ids=lambda pair: pair["id"])
def test_pair_shape(pair: dict[str, Any]) -> None:
    assert set(pair) == {"id", "expect", "why", "a", "b"}
    assert pair["why"].strip()
    for side in (pair["a"], pair["b"]):
        assert set(side) == {"type", "description", "body"}
        assert side["type"] in _TYPES
        assert side["description"].strip()
        assert "\n" not in side["description"]
        assert 1 <= len(side["body"].splitlines()) <= 6
        assert side["body"].strip()
    assert pair["a"]["type"] == pair["b"]["type"]
    assert pair["a"] != pair["b"]


def test_domains_vary() -> None:
    """Every memory type appears on both sides of the fixture."""
    pairs = load_pairs()
    for expect in ("apart", "merge"):
        assert {pair["a"]["type"] for pair in pairs if pair["expect"] == expect} == _TYPES


def test_no_text_is_reused_across_pairs_of_one_expectation() -> None:
    pairs = load_pairs()
    for expect in ("apart", "merge"):
        texts = [
            (side["description"], side["body"])
            for pair in pairs
            if pair["expect"] == expect
            for side in (pair["a"], pair["b"])
        ]
        assert len(texts) == len(set(texts))
