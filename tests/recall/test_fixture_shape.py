"""Shape checks for tests/recall/fixtures/recall_eval.json (the per-turn recall fixture).

These check the fixture's own promises (counts, labels that point at real memories, unique file
names, every kind in both splits, paraphrase turns sharing no content words with their memories,
distractors reproducible from make_distractors.py); they say nothing about any ranker.
"""

import collections
import importlib.util
import json
import re
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures"
KINDS = {"direct", "paraphrase", "confusable", "multi", "off-topic", "followup"}
TYPES = {"user", "feedback", "project", "reference"}


@pytest.fixture(scope="module")
def doc():
    with open(FIXTURES / "recall_eval.json", encoding="utf-8") as fh:
        return json.load(fh)


def test_top_level_keys(doc):
    assert set(doc) == {"about", "memories", "distractors", "turns"}
    assert isinstance(doc["about"], str)
    assert len(doc["about"]) > 200


def test_counts(doc):
    assert 90 <= len(doc["memories"]) <= 110
    assert len(doc["distractors"]) == 300
    assert len(doc["turns"]) >= 90


@pytest.mark.parametrize("key", ["memories", "distractors"])
def test_memory_shape(doc, key):
    for m in doc[key]:
        assert set(m) == {"file", "name", "description", "type", "body"}, m
        assert m["type"] in TYPES, m
        assert m["file"].startswith(m["type"] + "_"), m
        assert m["file"].endswith(".md"), m
        assert re.fullmatch(r"[a-z0-9_]+\.md", m["file"]), m["file"]
        for field in ("name", "description", "body"):
            assert isinstance(m[field], str), (m["file"], field)
            assert m[field].strip(), (m["file"], field)
        assert "\n" not in m["description"], m["file"]


def test_all_types_present(doc):
    for key in ("memories", "distractors"):
        assert {m["type"] for m in doc[key]} == TYPES


def test_file_names_unique_across_both_lists(doc):
    files = [m["file"] for m in doc["memories"]] + [m["file"] for m in doc["distractors"]]
    dupes = [f for f, n in collections.Counter(files).items() if n > 1]
    assert not dupes


def test_no_repeated_distractor_text(doc):
    for field in ("description", "body"):
        counts = collections.Counter(m[field] for m in doc["distractors"])
        assert not [t for t, n in counts.items() if n > 1], field


def test_turn_shape(doc):
    main = {m["file"] for m in doc["memories"]}
    ids = [t["id"] for t in doc["turns"]]
    assert len(ids) == len(set(ids))
    for t in doc["turns"]:
        assert set(t) == {"id", "split", "message", "recent", "relevant", "kind"}, t["id"]
        assert re.fullmatch(r"t\d{3}", t["id"])
        assert t["split"] in {"dev", "holdout"}
        assert t["kind"] in KINDS
        assert isinstance(t["message"], str)
        assert t["message"].strip()
        assert isinstance(t["recent"], list)
        assert all(isinstance(r, str) and r.strip() for r in t["recent"]), t["id"]
        assert len(t["relevant"]) == len(set(t["relevant"])) <= 5, t["id"]
        for f in t["relevant"]:
            assert f in main, (t["id"], f)
        if t["kind"] == "off-topic":
            assert t["relevant"] == [], t["id"]
        else:
            assert t["relevant"], t["id"]
        if t["kind"] == "followup":
            assert t["recent"], t["id"]
        if t["kind"] == "multi":
            assert len(t["relevant"]) >= 2, t["id"]


def test_kind_counts(doc):
    kinds = collections.Counter(t["kind"] for t in doc["turns"])
    assert kinds["off-topic"] >= 25
    assert kinds["paraphrase"] >= 20
    assert kinds["confusable"] >= 15
    assert set(kinds) == KINDS


def test_every_kind_in_both_splits_and_split_ratio(doc):
    pairs = {(t["kind"], t["split"]) for t in doc["turns"]}
    for k in KINDS:
        assert (k, "dev") in pairs, k
        assert (k, "holdout") in pairs, k
    dev = sum(t["split"] == "dev" for t in doc["turns"]) / len(doc["turns"])
    assert 0.5 <= dev <= 0.6


def test_some_turns_are_not_english(doc):
    # es, fr, pt, de, ja; counted by marker words so the test does not need a language detector
    markers = ["¿dónde", "Quand est-ce", "motorista", "Ich muss", "ステージング"]
    found = [
        mk
        for mk in markers
        if any(mk in t["message"] for t in doc["turns"] if t["kind"] != "off-topic")
    ]
    assert found == markers


_STOP_WORDS = """
a an the and or but if then else of to in on at by for with from into onto over under up
down out off is are was were be been being am do does did done doing have has had having can
could should would will shall may might must i me my we our us you your he she it its they
them their this that these those there here what which who whom whose when where why how not
no yes ok just so as than too very also only again any all some each every both few more
most other such own same about after before between during through while until because since
per via vs etc get got give gave go goes going make made let one two new old way thing
things like want need please thanks
"""
_STOP = set(_STOP_WORDS.split())


def _stem(w):
    for suf in ("ing", "ed", "es", "s", "er", "ly"):
        if w.endswith(suf) and len(w) - len(suf) >= 4:
            return w[: -len(suf)]
    return w


def _words(s):
    return {_stem(w) for w in re.findall(r"[a-z0-9]+", s.lower()) if len(w) >= 3 and w not in _STOP}


def test_paraphrase_turns_share_no_content_words_with_their_memories(doc):
    by_file = {m["file"]: m for m in doc["memories"]}
    overlaps = []
    for t in doc["turns"]:
        if t["kind"] != "paraphrase":
            continue
        said = _words(t["message"])
        for f in t["relevant"]:
            m = by_file[f]
            text = " ".join([f[:-3].replace("_", " "), m["name"], m["description"], m["body"]])
            common = said & _words(text)
            if common:
                overlaps.append((t["id"], f, sorted(common)))
    assert not overlaps


def test_distractors_are_reproducible_from_the_script(doc):
    spec = importlib.util.spec_from_file_location(
        "make_distractors", FIXTURES / "make_distractors.py"
    )
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.generate([m["file"] for m in doc["memories"]]) == doc["distractors"]
