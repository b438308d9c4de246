"""Shape of the second look-alike corpus: the data only, never the scrubber."""

from __future__ import annotations

import random

import pytest
from tests.redact.lookalike2 import cases as corpus
from tests.redact.lookalike2.cases import (
    BENIGN,
    SPLITS,
    _kind_cases,
    benign_cases,
    cases,
    kinds,
    secret_cases,
)
from tests.redact.lookalike2.fields import render
from tests.redact.lookalike2.notes import NOTES
from tests.redact.lookalike2.true_secrets import SECRETS

MIN_BENIGN = 350
MIN_BENIGN_KINDS = 45
MIN_SECRETS = 100


def _rebuild() -> list[corpus.Case]:
    seen: set[str] = set()
    out: list[corpus.Case] = []
    for kind in SECRETS + BENIGN + NOTES:
        out.extend(_kind_cases(kind, seen, len(out)))
    return out


def test_two_builds_are_equal() -> None:
    assert list(cases("holdout")) == _rebuild()


def test_render_is_seeded() -> None:
    template = "⟪a=hex:40⟫ ⟪a⟫ ⟪uuid⟫ ⟪b64:32⟫"
    first = render(template, random.Random("seed"), {})
    second = render(template, random.Random("seed"), {})
    assert first == second


def test_dev_is_empty() -> None:
    assert cases("dev") == ()


def test_splits_are_the_usual_two() -> None:
    assert SPLITS == ("dev", "holdout")


def test_unknown_split_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown split"):
        cases("train")  # type: ignore[arg-type]


def test_enough_benign_cases() -> None:
    assert len(benign_cases("holdout")) >= MIN_BENIGN


def test_enough_benign_kinds() -> None:
    assert len({case.kind for case in benign_cases("holdout")}) >= MIN_BENIGN_KINDS


def test_enough_secret_cases() -> None:
    assert len(secret_cases("holdout")) >= MIN_SECRETS


def test_kind_counts_add_up() -> None:
    assert sum(kinds("holdout").values()) == len(cases("holdout"))


def test_no_kind_is_both_benign_and_secret() -> None:
    benign = {case.kind for case in benign_cases("holdout")}
    secret = {case.kind for case in secret_cases("holdout")}
    assert benign.isdisjoint(secret)


@pytest.mark.parametrize("case", secret_cases("holdout"), ids=lambda c: c.id)
def test_every_secret_occurs_in_its_text(case: corpus.Case) -> None:
    missing = [secret for secret in case.secrets if secret not in case.text]
    assert missing == []


@pytest.mark.parametrize("case", secret_cases("holdout"), ids=lambda c: c.id)
def test_secrets_are_long_enough_to_score(case: corpus.Case) -> None:
    assert min(len(secret) for secret in case.secrets) >= 16


def test_no_benign_case_has_secrets() -> None:
    assert [case.id for case in benign_cases("holdout") if case.secrets] == []


def test_every_case_is_in_the_holdout_split() -> None:
    assert {case.split for case in cases("holdout")} == {"holdout"}


def test_no_duplicate_texts() -> None:
    texts = [case.text for case in cases("holdout")]
    assert len(texts) == len(set(texts))


def test_no_duplicate_ids() -> None:
    ids = [case.id for case in cases("holdout")]
    assert len(ids) == len(set(ids))


def test_no_unfilled_field() -> None:
    assert [case.id for case in cases("holdout") if "⟪" in case.text or "⟫" in case.text] == []


def test_no_text_repeats_the_first_lookalike_corpus() -> None:
    from tests.redact.lookalike.cases import cases as first_cases

    first = {case.text for split in ("dev", "holdout") for case in first_cases(split)}
    assert [case.id for case in cases("holdout") if case.text in first] == []
