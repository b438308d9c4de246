"""Shape of the independent scrubbing corpus (issue 14). The scrubber's score on it is
reported by ``benchmarks/bench_redact_corpus.py``, not asserted here."""

from __future__ import annotations

import random
import re

import pytest
from tests.redact.independent import cases as corpus_module
from tests.redact.independent.cases import SPLITS, Case, benign_cases, cases, secret_cases

_SOURCE = re.compile(r"^(written|gitleaks:[a-z0-9-]+|detect-secrets:[A-Za-z0-9]+)$")


@pytest.mark.parametrize(
    ("split", "min_secret", "min_kinds", "min_benign"),
    [("dev", 180, 40, 150), ("holdout", 400, 60, 300)],
)
def test_split_sizes(split: str, min_secret: int, min_kinds: int, min_benign: int) -> None:
    secret = secret_cases(split)  # type: ignore[arg-type]
    assert len(secret) >= min_secret
    assert len({case.kind for case in secret}) >= min_kinds
    assert len(benign_cases(split)) >= min_benign  # type: ignore[arg-type]


def test_holdout_covers_vendor_rule_sets() -> None:
    derived = {case.kind for case in secret_cases("holdout") if case.source != "written"}
    assert len(derived) >= 40


@pytest.mark.parametrize("split", SPLITS)
def test_ids_unique_and_texts_unique(split: str) -> None:
    all_cases = cases(split)  # type: ignore[arg-type]
    assert len({case.id for case in all_cases}) == len(all_cases)
    assert len({case.text for case in all_cases}) == len(all_cases)
    assert all(case.id.startswith(split + "-") and case.split == split for case in all_cases)


@pytest.mark.parametrize("split", SPLITS)
def test_every_secret_occurs_in_its_text(split: str) -> None:
    for case in secret_cases(split):  # type: ignore[arg-type]
        assert case.secrets, case.id
        assert len(set(case.secrets)) == len(case.secrets), case.id
        for secret in case.secrets:
            assert secret, case.id
            assert secret.strip() == secret, case.id
            assert secret in case.text, case.id


@pytest.mark.parametrize("split", SPLITS)
def test_sources_are_labelled(split: str) -> None:
    for case in cases(split):  # type: ignore[arg-type]
        assert _SOURCE.match(case.source), (case.id, case.source)


def test_benign_texts_hold_no_listed_secret() -> None:
    every_secret = {s for split in SPLITS for case in secret_cases(split) for s in case.secrets}
    for split in SPLITS:
        for case in benign_cases(split):
            assert not case.secrets
            assert not any(secret in case.text for secret in every_secret), case.id


def test_splits_share_no_text_and_no_secret() -> None:
    dev, holdout = cases("dev"), cases("holdout")
    assert not {case.text for case in dev} & {case.text for case in holdout}
    dev_secrets = {s for case in dev for s in case.secrets}
    assert not dev_secrets & {s for case in holdout for s in case.secrets}


def test_splits_use_different_phrasings() -> None:
    """Holdout texts are not dev texts with other values: masking every secret and every
    run of digits/hex leaves few shared skeletons."""

    def skeleton(case: Case) -> str:
        text = case.text
        for secret in case.secrets:
            text = text.replace(secret, "§")
        return re.sub(r"[0-9a-fA-F]{6,}|\d+", "#", text)

    dev = {skeleton(case) for case in secret_cases("dev")}
    holdout = [skeleton(case) for case in secret_cases("holdout")]
    shared = sum(1 for text in holdout if text in dev)
    assert shared / len(holdout) < 0.05


def test_generation_is_deterministic() -> None:
    first = {split: cases(split) for split in SPLITS}
    corpus_module.cases.cache_clear()
    try:
        again = {split: cases(split) for split in SPLITS}
    finally:
        corpus_module.cases.cache_clear()
    assert first == again
    # Generation never touches the global random state.
    state = random.getstate()
    corpus_module.cases.cache_clear()
    cases("dev")
    assert random.getstate() == state


def test_no_committed_literal_is_a_vendor_token() -> None:
    """Vendor prefixes are assembled from pieces, so the source files hold no token-shaped
    literal a scanner would flag."""
    from pathlib import Path

    shapes = re.compile(
        r"gh[pousr]_[A-Za-z0-9]{20}|xox[bpa]-\d|sk_live_[A-Za-z0-9]{8}|AKIA[A-Z2-7]{16}"
        r"|glpat-[\w-]{20}|-----BEGIN [A-Z ]*PRIVATE KEY-----"
    )
    folder = Path(corpus_module.__file__).parent
    for path in folder.glob("*.py"):
        assert not shapes.search(path.read_text(encoding="utf-8")), path.name
