"""The look-alike corpus is deterministic, well-formed and as large as its brief asks.

These tests check the data only; they never run the scrubber.
"""

from __future__ import annotations

import re

import pytest
from tests.redact.lookalike import cases as corpus
from tests.redact.lookalike.cases import SPLITS, Case, benign_cases, cases, secret_cases

# Vendor prefixes, joined from pieces as everywhere in this package.
_TOKEN_PREFIXES = ("gh" + "p_", "gl" + "pat-", "xo" + "xb-", "sk" + "_live_", "np" + "m_")


def _fresh(split: str) -> tuple[Case, ...]:
    corpus.cases.cache_clear()
    try:
        return corpus.cases(split)
    finally:
        corpus.cases.cache_clear()


@pytest.mark.parametrize("split", SPLITS)
def test_two_builds_are_equal(split: str) -> None:
    assert _fresh(split) == _fresh(split)


@pytest.mark.parametrize("split", SPLITS)
def test_every_secret_occurs_in_its_text(split: str) -> None:
    for case in secret_cases(split):
        for secret in case.secrets:
            assert secret, case.id
            assert secret in case.text, case.id


@pytest.mark.parametrize("split", SPLITS)
def test_fields_are_filled(split: str) -> None:
    for case in cases(split):
        assert case.split == split
        assert case.kind, case.id
        assert case.source, case.id
        assert case.text.strip(), case.id
        assert "⟨" not in case.text, case.id
        assert "⟩" not in case.text, case.id


def test_no_benign_case_has_secrets_and_no_secret_kind_is_benign() -> None:
    benign_kinds = {c.kind for s in SPLITS for c in benign_cases(s)}
    secret_kinds = {c.kind for s in SPLITS for c in secret_cases(s)}
    assert not benign_kinds & secret_kinds
    for split in SPLITS:
        assert all(c.secrets == () for c in benign_cases(split))


def test_no_benign_case_holds_a_live_vendor_token_shape() -> None:
    # A benign text may mention a prefix (masked or as a placeholder) but never a prefix
    # followed by a long run of mixed-case letters and digits.
    shapes = [re.compile(re.escape(p) + r"[A-Za-z0-9]{20,}") for p in _TOKEN_PREFIXES]
    for split in SPLITS:
        for case in benign_cases(split):
            for shape in shapes:
                found = shape.search(case.text)
                assert found is None or set(found.group()[-20:]) <= {"x", "X", "*"}, case.id


def test_no_duplicate_texts_or_ids() -> None:
    every = [c for s in SPLITS for c in cases(s)]
    texts = [c.text for c in every]
    ids = [c.id for c in every]
    assert len(set(texts)) == len(texts)
    assert len(set(ids)) == len(ids)


def test_counts() -> None:
    dev, holdout = cases("dev"), cases("holdout")
    benign = benign_cases("dev") + benign_cases("holdout")
    secret = secret_cases("dev") + secret_cases("holdout")
    assert len(benign) >= 400
    assert len({c.kind for c in benign}) >= 40
    assert 130 <= len(secret) <= 190
    share = len(dev) / (len(dev) + len(holdout))
    assert 0.5 <= share <= 0.7, share


def test_holdout_has_kinds_dev_never_shows() -> None:
    dev_kinds = {c.kind for c in cases("dev")}
    holdout_kinds = {c.kind for c in cases("holdout")}
    assert len(holdout_kinds - dev_kinds) >= 5
    benign_only = {c.kind for c in benign_cases("holdout")} - dev_kinds
    secret_only = {c.kind for c in secret_cases("holdout")} - dev_kinds
    assert benign_only
    assert secret_only


def test_splits_share_no_text() -> None:
    assert not {c.text for c in cases("dev")} & {c.text for c in cases("holdout")}


def test_unknown_split_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown split"):
        cases("test")  # type: ignore[arg-type]
