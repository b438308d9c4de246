"""Shape checks for the five later recall fixtures, recall_eval2.json (Ledgerline, an
invoicing SaaS), recall_eval3.json (Shoebox, a photo library server), recall_eval4.json
(Tidewell, a grocer's data platform), recall_eval5.json (Harbor, a telehealth app) and
recall_eval6.json (Quarry, a drone-survey SaaS): each a different project, written by a
blind helper after the shipped thresholds existed, holdout turns only (see README_eval2.md
to README_eval6.md). Like test_fixture_shape.py,
they check the fixtures' own promises, not a ranker."""

from __future__ import annotations

import collections
import json
import re
from pathlib import Path
from typing import Any

import pytest
from tests.recall.test_fixture_shape import KINDS, TYPES, _words

FIXTURES = Path(__file__).parent / "fixtures"
LATER = {
    "recall_eval2.json": "u",
    "recall_eval3.json": "v",
    "recall_eval4.json": "w",
    "recall_eval5.json": "x",
    "recall_eval6.json": "q",
}
# A paraphrase turn may share one of these with its memory: words our stop list keeps that
# carry no topic ("never" in a rule, "file" in a plugin's).
INCIDENTAL = {"never", "file"}


@pytest.fixture(scope="module", params=sorted(LATER))
def named(request: pytest.FixtureRequest) -> tuple[str, dict[str, Any]]:
    name: str = request.param
    return name, json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def test_memories_have_the_store_shape(named: tuple[str, dict[str, Any]]) -> None:
    _, doc = named
    assert 80 <= len(doc["memories"]) <= 110
    files = [m["file"] for m in doc["memories"]]
    assert len(files) == len(set(files))
    assert {m["type"] for m in doc["memories"]} == TYPES
    for m in doc["memories"]:
        assert set(m) == {"file", "name", "description", "type", "body"}, m
        assert re.fullmatch(r"[a-z0-9_]+\.md", m["file"])
        assert m["file"].startswith(m["type"])
        assert all(m[f].strip() for f in ("name", "description", "body")), m["file"]
        assert "\n" not in m["description"], m["file"]


def test_turns_are_labelled_holdout_turns(named: tuple[str, dict[str, Any]]) -> None:
    name, doc = named
    main = {m["file"] for m in doc["memories"]}
    ids = [t["id"] for t in doc["turns"]]
    assert len(ids) == len(set(ids)) >= 70
    for t in doc["turns"]:
        assert set(t) == {"id", "split", "message", "recent", "relevant", "kind"}, t["id"]
        assert re.fullmatch(LATER[name] + r"\d{3}", t["id"])
        assert t["split"] == "holdout"
        assert t["kind"] in KINDS
        assert t["message"].strip()
        assert len(t["relevant"]) == len(set(t["relevant"])) <= 5, t["id"]
        assert set(t["relevant"]) <= main, t["id"]
        assert (t["kind"] == "off-topic") == (not t["relevant"]), t["id"]
        assert t["kind"] != "followup" or t["recent"], t["id"]
        assert t["kind"] != "multi" or len(t["relevant"]) >= 2, t["id"]
    kinds = collections.Counter(t["kind"] for t in doc["turns"])
    assert kinds["off-topic"] >= 18
    assert kinds["paraphrase"] >= 14
    assert set(kinds) == KINDS


def test_paraphrases_share_no_topic_word_with_their_memories(
    named: tuple[str, dict[str, Any]],
) -> None:
    _, doc = named
    by_file = {m["file"]: m for m in doc["memories"]}
    overlaps = []
    for t in doc["turns"]:
        if t["kind"] != "paraphrase":
            continue
        for f in t["relevant"]:
            m = by_file[f]
            text = " ".join([f[:-3].replace("_", " "), m["name"], m["description"], m["body"]])
            common = _words(t["message"]) & _words(text)
            if common - INCIDENTAL:
                overlaps.append((t["id"], f, sorted(common)))
    assert not overlaps


def test_the_recall_fixtures_distractors_can_be_mixed_in() -> None:
    """The benchmark borrows recall_eval.json's 300 distractors for these; a distractor whose
    file name is one of the fixture's own is renamed, never merged."""
    from benchmarks.bench_recall_quality import RECALL_FIXTURE, load

    for name in LATER:
        fixture = load(FIXTURES / name, RECALL_FIXTURE)
        files = [m.file for m in (*fixture.memories, *fixture.distractors)]
        assert len(fixture.distractors) == 300
        assert len(files) == len(set(files))
