"""Recall and benign preservation over the labelled corpus in ``corpus.py``."""

from __future__ import annotations

from tests.redact.corpus import benign_cases, score, secret_cases

from ocmem.redact import scrub


def test_corpus_is_large_and_varied() -> None:
    secrets = secret_cases()
    assert len(secrets) >= 100
    assert len({case.kind for case in secrets}) >= 20
    assert len(benign_cases()) >= 100


def test_recall_and_preservation_meet_the_bar() -> None:
    result = score()
    missed = [case.text[:60] for case in result.missed]
    altered = [case.text[:60] for case in result.altered]
    assert result.recall >= 0.95, missed
    assert result.preservation >= 0.97, altered


def test_vendor_cases_are_labelled_with_their_kind() -> None:
    generic = {"keyword-assignment", "keyword-prose", "cli-flag"}
    for case in secret_cases():
        if case.kind in generic:
            continue
        assert case.kind in scrub(case.text).kinds, case.text[:60]
