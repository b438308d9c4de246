"""Shape checks of the eighth look-alike corpus (data only; the scrubber is never run)."""

from __future__ import annotations

import importlib
from collections import Counter

import pytest
from tests.redact.lookalike8 import cases as corpus

EARLIER = (
    "tests.redact.lookalike.cases",
    "tests.redact.lookalike2.cases",
    "tests.redact.lookalike3.cases",
    "tests.redact.lookalike4.cases",
    "tests.redact.lookalike5.cases",
    "tests.redact.lookalike6.cases",
    "tests.redact.lookalike7.cases",
)


def test_two_builds_are_equal() -> None:
    assert corpus.build() == corpus.build()
    assert corpus.cases("holdout") == corpus.build()


def test_dev_is_empty() -> None:
    assert corpus.cases("dev") == ()


def test_unknown_split_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown split"):
        corpus.cases("train")  # type: ignore[arg-type]


def test_counts() -> None:
    benign = corpus.benign_cases("holdout")
    secret = corpus.secret_cases("holdout")
    assert len(benign) >= 450
    assert len({case.kind for case in benign}) >= 80
    assert len(secret) >= 110
    assert len({case.kind for case in secret}) >= 25
    share = len(secret) / (len(secret) + len(benign))
    assert 0.15 <= share <= 0.25, share


def test_benign_kinds_hold_four_to_eight_cases() -> None:
    counts = Counter(case.kind for case in corpus.benign_cases("holdout"))
    assert {kind: n for kind, n in counts.items() if not 4 <= n <= 8} == {}


def test_every_case_is_holdout_and_written() -> None:
    for case in corpus.cases("holdout"):
        assert case.split == "holdout", case.id
        assert case.source == "written", case.id


def test_ids_follow_the_pattern() -> None:
    for case in corpus.cases("holdout"):
        prefix = "secret" if case.is_secret else "benign"
        assert case.id.startswith(f"holdout-lookalike8-{prefix}-{case.kind}-"), case.id


def test_every_secret_occurs_in_its_text() -> None:
    for case in corpus.secret_cases("holdout"):
        for secret in case.secrets:
            assert secret in case.text, case.id
            assert len(secret) >= 16, case.id


def test_benign_cases_have_no_secrets() -> None:
    for case in corpus.benign_cases("holdout"):
        assert case.secrets == (), case.id
        assert case.id.startswith("holdout-lookalike8-benign-"), case.id


def test_no_kind_is_both_benign_and_secret() -> None:
    benign = {case.kind for case in corpus.benign_cases("holdout")}
    secret = {case.kind for case in corpus.secret_cases("holdout")}
    assert not benign & secret


def test_no_duplicate_texts_or_ids() -> None:
    all_cases = corpus.cases("holdout")
    texts = Counter(case.text for case in all_cases)
    ids = Counter(case.id for case in all_cases)
    assert [t for t, n in texts.items() if n > 1] == []
    assert [i for i, n in ids.items() if n > 1] == []


def test_no_unfilled_field() -> None:
    for case in corpus.cases("holdout"):
        assert "⟨" not in case.text, case.id
        assert "⟩" not in case.text, case.id


@pytest.mark.parametrize("module", EARLIER)
def test_no_text_shared_with_an_earlier_corpus(module: str) -> None:
    earlier_corpus = importlib.import_module(module)
    earlier = {c.text for split in earlier_corpus.SPLITS for c in earlier_corpus.cases(split)}
    shared = [c.id for c in corpus.cases("holdout") if c.text in earlier]
    assert shared == []
