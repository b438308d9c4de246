"""Shape checks of the seventh look-alike corpus (data only; the scrubber is never run)."""

from __future__ import annotations

import importlib
from collections import Counter

import pytest
from tests.redact.lookalike7 import cases as corpus

_EARLIER = (
    "tests.redact.lookalike.cases",
    "tests.redact.lookalike2.cases",
    "tests.redact.lookalike3.cases",
    "tests.redact.lookalike4.cases",
    "tests.redact.lookalike5.cases",
    "tests.redact.lookalike6.cases",
)


def test_two_builds_are_equal() -> None:
    assert corpus.build() == corpus.build()
    assert corpus.cases("holdout") == corpus.build()


def test_dev_is_empty() -> None:
    assert corpus.cases("dev") == ()
    assert corpus.SPLITS == ("dev", "holdout")


def test_unknown_split_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown split"):
        corpus.cases("train")  # type: ignore[arg-type]


def test_secret_cases_come_first() -> None:
    flags = [case.is_secret for case in corpus.cases("holdout")]
    assert flags == sorted(flags, reverse=True)


def test_counts() -> None:
    benign = corpus.benign_cases("holdout")
    secret = corpus.secret_cases("holdout")
    assert len(benign) >= 400
    assert len({case.kind for case in benign}) >= 70
    assert len(secret) >= 100
    assert len({case.kind for case in secret}) >= 25
    share = len(secret) / (len(secret) + len(benign))
    assert 0.15 <= share <= 0.25, share


def test_cases_per_benign_kind() -> None:
    per_kind = Counter(case.kind for case in corpus.benign_cases("holdout"))
    assert {k: n for k, n in per_kind.items() if not 4 <= n <= 8} == {}


def test_kinds_helper_matches_cases() -> None:
    assert corpus.kinds("holdout") == dict(Counter(c.kind for c in corpus.cases("holdout")))
    assert corpus.kinds("dev") == {}


def test_every_case_is_holdout_and_written() -> None:
    for case in corpus.cases("holdout"):
        assert case.split == "holdout", case.id
        assert case.source == "written", case.id
        assert case.text.strip(), case.id


def test_ids_follow_the_pattern() -> None:
    for case in corpus.cases("holdout"):
        prefix = "secret" if case.is_secret else "benign"
        stem = f"holdout-lookalike7-{prefix}-{case.kind}-"
        assert case.id.startswith(stem), case.id
        assert case.id[len(stem) :].isdigit(), case.id
        assert len(case.id[len(stem) :]) == 2, case.id


def test_every_secret_occurs_in_its_text() -> None:
    for case in corpus.secret_cases("holdout"):
        assert case.secrets, case.id
        for secret in case.secrets:
            assert secret in case.text, case.id
            assert len(secret) >= 16, (case.id, len(secret))


def test_benign_cases_have_no_secrets() -> None:
    for case in corpus.benign_cases("holdout"):
        assert case.secrets == (), case.id
        assert case.id.startswith("holdout-lookalike7-benign-"), case.id


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


@pytest.mark.parametrize("module", _EARLIER)
def test_no_text_shared_with_earlier_lookalike_corpora(module: str) -> None:
    earlier = importlib.import_module(module)
    splits = getattr(earlier, "SPLITS", ("holdout",))
    texts = {c.text for split in splits for c in earlier.cases(split)}
    shared = [c.id for c in corpus.cases("holdout") if c.text in texts]
    assert shared == []
