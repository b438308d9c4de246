"""Shape checks of the held-out look-alike corpora built on ``holdout_corpus`` (data only;
the scrubber is never run here): each corpus is deterministic, has the counts its writer
was asked for, and every case is well formed and new."""

from __future__ import annotations

import importlib
from collections import Counter
from types import ModuleType

import pytest

# corpus: (benign cases, benign kinds, secret cases, secret kinds, cases per benign kind)
MINIMUMS: dict[str, tuple[int, int, int, int, tuple[int, int] | None]] = {
    "lookalike3": (300, 40, 80, 25, None),
    "lookalike4": (320, 45, 80, 25, (4, 8)),
    "lookalike5": (350, 60, 90, 25, (4, 8)),
    "lookalike6": (350, 60, 90, 25, (4, 8)),
    "lookalike7": (400, 70, 100, 25, (4, 8)),
    "lookalike8": (450, 80, 110, 25, (4, 8)),
    "lookalike9": (450, 80, 110, 25, (4, 8)),
    "lookalike10": (460, 85, 110, 28, (4, 8)),
    "lookalike11": (460, 85, 110, 28, (4, 8)),
    "lookalike12": (460, 85, 110, 28, (4, 8)),
    "lookalike13": (500, 45, 300, 45, (11, 11)),
    "lookalike14": (450, 44, 280, 40, (10, 11)),
    "lookalike15": (450, 41, 280, 40, (11, 11)),
    "lookalike16": (396, 36, 252, 36, (11, 11)),
    "lookalike17": (363, 33, 231, 33, (11, 11)),
    "lookalike18": (363, 33, 224, 32, (11, 11)),
    "lookalike19": (374, 34, 238, 34, (11, 11)),
    "lookalike20": (363, 33, 231, 33, (11, 11)),
    "lookalike21": (374, 34, 231, 33, (11, 11)),
    "lookalike22": (370, 34, 230, 35, (10, 11)),
    "lookalike23": (370, 37, 231, 34, (10, 10)),
    "lookalike24": (370, 34, 230, 33, (10, 11)),
    "lookalike25": (374, 34, 231, 33, (11, 11)),
    "lookalike26": (374, 34, 231, 33, (11, 11)),
    "lookalike27": (374, 34, 231, 33, (11, 11)),
    "lookalike28": (374, 34, 231, 33, (11, 11)),
    "lookalike29": (374, 34, 229, 34, (11, 11)),
    "lookalike30": (370, 35, 230, 33, (10, 11)),
    "lookalike31": (374, 34, 230, 34, (11, 11)),
    "lookalike32": (374, 34, 233, 34, (11, 11)),
    "lookalike33": (374, 34, 231, 33, (11, 11)),
    "lookalike34": (376, 35, 233, 34, (10, 11)),
    "lookalike35": (374, 34, 231, 33, (11, 11)),
    "lookalike36": (370, 34, 231, 33, (9, 11)),
    "lookalike37": (370, 34, 231, 33, (10, 11)),
    "lookalike38": (374, 34, 231, 33, (11, 11)),
    "lookalike39": (375, 34, 231, 33, (11, 12)),
    "lookalike40": (370, 34, 231, 33, (10, 11)),
    "lookalike41": (374, 34, 231, 33, (11, 11)),
    "lookalike42": (374, 34, 232, 35, (11, 11)),
    "lookalike43": (370, 34, 230, 33, (10, 11)),
    "lookalike44": (374, 34, 231, 33, (11, 11)),
    "lookalike45": (374, 34, 234, 34, (11, 11)),
    "lookalike46": (374, 34, 231, 33, (11, 11)),
    "lookalike47": (375, 35, 231, 33, (9, 11)),
    "lookalike48": (374, 34, 231, 34, (11, 11)),
    "lookalike49": (374, 34, 231, 33, (11, 11)),
    "lookalike50": (374, 34, 235, 34, (11, 11)),
    "lookalike51": (370, 34, 230, 33, (10, 11)),
    "lookalike52": (374, 34, 231, 33, (11, 11)),
    "lookalike53": (370, 35, 230, 35, (10, 11)),
    "lookalike54": (374, 34, 231, 33, (11, 11)),
    "lookalike55": (374, 34, 231, 33, (11, 11)),
    "lookalike56": (374, 34, 231, 33, (11, 11)),
    "lookalike57": (374, 34, 231, 33, (11, 11)),
    "lookalike58": (371, 34, 233, 34, (10, 11)),
    "lookalike59": (374, 34, 231, 33, (11, 11)),
    "lookalike60": (374, 34, 231, 33, (11, 11)),
    "lookalike61": (370, 34, 230, 33, (10, 11)),
    "lookalike62": (374, 34, 231, 33, (11, 11)),
    "lookalike63": (374, 34, 231, 33, (11, 11)),
    "lookalike64": (374, 34, 231, 33, (11, 11)),
    "lookalike65": (374, 34, 231, 33, (11, 11)),
    "lookalike66": (374, 34, 231, 33, (11, 11)),
    "lookalike67": (374, 34, 231, 33, (11, 11)),
    "lookalike68": (374, 34, 231, 33, (11, 11)),
    "lookalike69": (374, 34, 231, 33, (11, 11)),
    "lookalike70": (374, 34, 231, 33, (11, 11)),
    "lookalike71": (374, 34, 231, 33, (11, 11)),
    "lookalike72": (374, 34, 231, 33, (11, 11)),
    "lookalike73": (374, 34, 231, 33, (11, 11)),
    "lookalike74": (374, 34, 231, 33, (11, 11)),
    "lookalike75": (374, 34, 231, 33, (11, 11)),
    "lookalike76": (374, 34, 231, 33, (11, 11)),
    "lookalike77": (374, 34, 231, 33, (11, 11)),
    "lookalike78": (374, 34, 231, 33, (11, 11)),
    "lookalike79": (374, 34, 231, 33, (11, 11)),
    "lookalike80": (374, 34, 231, 33, (11, 11)),
    "lookalike81": (374, 34, 231, 33, (11, 11)),
    "lookalike82": (374, 34, 231, 33, (11, 11)),
    "lookalike83": (374, 34, 231, 33, (11, 11)),
    "lookalike84": (374, 34, 231, 33, (11, 11)),
    "lookalike85": (374, 34, 231, 33, (11, 11)),
    "lookalike86": (374, 34, 231, 33, (11, 11)),
    "lookalike87": (374, 34, 231, 33, (11, 11)),
    "lookalike88": (374, 34, 231, 33, (11, 11)),
    "lookalike89": (374, 34, 231, 33, (11, 11)),
    "lookalike90": (374, 34, 231, 33, (11, 11)),
    "lookalike91": (374, 34, 231, 33, (11, 11)),
    "lookalike92": (374, 34, 231, 33, (11, 11)),
    "lookalike93": (374, 34, 231, 33, (11, 11)),
}
# The share of secret cases each writer was asked for: a fifth, later nearer two fifths.
SECRET_SHARE: dict[str, tuple[float, float]] = {
    "lookalike13": (0.35, 0.40),
    "lookalike14": (0.35, 0.40),
    "lookalike15": (0.35, 0.40),
    "lookalike16": (0.35, 0.40),
    "lookalike17": (0.35, 0.40),
    "lookalike18": (0.35, 0.40),
    "lookalike19": (0.35, 0.40),
    "lookalike20": (0.35, 0.40),
    "lookalike21": (0.35, 0.40),
    "lookalike22": (0.35, 0.40),
    "lookalike23": (0.35, 0.40),
    "lookalike24": (0.35, 0.40),
    "lookalike25": (0.35, 0.40),
    "lookalike26": (0.35, 0.40),
    "lookalike27": (0.35, 0.40),
    "lookalike28": (0.35, 0.40),
    "lookalike29": (0.35, 0.40),
    "lookalike30": (0.35, 0.40),
    "lookalike31": (0.35, 0.40),
    "lookalike32": (0.35, 0.40),
    "lookalike33": (0.35, 0.40),
    "lookalike34": (0.35, 0.40),
    "lookalike35": (0.35, 0.40),
    "lookalike36": (0.35, 0.40),
    "lookalike37": (0.35, 0.40),
    "lookalike38": (0.35, 0.40),
    "lookalike39": (0.35, 0.40),
    "lookalike40": (0.35, 0.40),
    "lookalike41": (0.35, 0.40),
    "lookalike42": (0.35, 0.40),
    "lookalike43": (0.35, 0.40),
    "lookalike44": (0.35, 0.40),
    "lookalike45": (0.35, 0.40),
    "lookalike46": (0.35, 0.40),
    "lookalike47": (0.35, 0.40),
    "lookalike48": (0.35, 0.40),
    "lookalike49": (0.35, 0.40),
    "lookalike50": (0.35, 0.40),
    "lookalike51": (0.35, 0.40),
    "lookalike52": (0.35, 0.40),
    "lookalike53": (0.35, 0.40),
    "lookalike54": (0.35, 0.40),
    "lookalike55": (0.35, 0.40),
    "lookalike56": (0.35, 0.40),
    "lookalike57": (0.35, 0.40),
    "lookalike58": (0.35, 0.40),
    "lookalike59": (0.35, 0.40),
    "lookalike60": (0.35, 0.40),
    "lookalike61": (0.35, 0.40),
    "lookalike62": (0.35, 0.40),
    "lookalike63": (0.35, 0.40),
    "lookalike64": (0.35, 0.40),
    "lookalike65": (0.35, 0.40),
    "lookalike66": (0.35, 0.40),
    "lookalike67": (0.35, 0.40),
    "lookalike68": (0.35, 0.40),
    "lookalike69": (0.35, 0.40),
    "lookalike70": (0.35, 0.40),
    "lookalike71": (0.35, 0.40),
    "lookalike72": (0.35, 0.40),
    "lookalike73": (0.35, 0.40),
    "lookalike74": (0.35, 0.40),
    "lookalike75": (0.35, 0.40),
    "lookalike76": (0.35, 0.40),
    "lookalike77": (0.35, 0.40),
    "lookalike78": (0.35, 0.40),
    "lookalike79": (0.35, 0.40),
    "lookalike80": (0.35, 0.40),
    "lookalike81": (0.35, 0.40),
    "lookalike82": (0.35, 0.40),
    "lookalike83": (0.35, 0.40),
    "lookalike84": (0.35, 0.40),
    "lookalike85": (0.35, 0.40),
    "lookalike86": (0.35, 0.40),
    "lookalike87": (0.35, 0.40),
    "lookalike88": (0.35, 0.40),
    "lookalike89": (0.35, 0.40),
    "lookalike90": (0.35, 0.40),
    "lookalike91": (0.35, 0.40),
    "lookalike92": (0.35, 0.40),
    "lookalike93": (0.35, 0.40),
}
# Every corpus, oldest first: a corpus may share no text with one written before it.
ORDER = ("lookalike", "lookalike2", *MINIMUMS)


def corpus(name: str) -> ModuleType:
    return importlib.import_module(f"tests.redact.{name}.cases")


@pytest.fixture(params=sorted(MINIMUMS))
def name(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def test_two_builds_are_equal(name: str) -> None:
    module = corpus(name)
    assert module.build() == module.build()
    assert module.cases("holdout") == module.build()


def test_dev_is_empty_and_other_splits_are_refused(name: str) -> None:
    module = corpus(name)
    assert module.cases("dev") == ()
    with pytest.raises(ValueError, match="unknown split"):
        module.cases("train")


def test_counts(name: str) -> None:
    module = corpus(name)
    benign, secret = module.benign_cases("holdout"), module.secret_cases("holdout")
    least_benign, least_benign_kinds, least_secret, least_secret_kinds, per_kind = MINIMUMS[name]
    assert len(benign) >= least_benign
    assert len({case.kind for case in benign}) >= least_benign_kinds
    assert len(secret) >= least_secret
    assert len({case.kind for case in secret}) >= least_secret_kinds
    low_share, high_share = SECRET_SHARE.get(name, (0.15, 0.25))
    assert low_share <= len(secret) / (len(secret) + len(benign)) <= high_share
    if per_kind is not None:
        low, high = per_kind
        counts = Counter(case.kind for case in benign)
        assert {kind: n for kind, n in counts.items() if not low <= n <= high} == {}
    assert module.kinds("holdout") == dict(Counter(c.kind for c in module.cases("holdout")))


def test_secret_cases_come_first(name: str) -> None:
    flags = [case.is_secret for case in corpus(name).cases("holdout")]
    assert flags == sorted(flags, reverse=True)


def test_every_case_is_well_formed(name: str) -> None:
    for case in corpus(name).cases("holdout"):
        prefix = "secret" if case.is_secret else "benign"
        assert case.id.startswith(f"holdout-{name}-{prefix}-{case.kind}-"), case.id
        assert (case.split, case.source) == ("holdout", "written"), case.id
        assert "⟨" not in case.text, case.id
        assert "⟩" not in case.text, case.id
        for secret in case.secrets:
            assert secret in case.text, case.id
            assert len(secret) >= 16, (case.id, secret)


def test_no_kind_is_both_benign_and_secret(name: str) -> None:
    module = corpus(name)
    benign = {case.kind for case in module.benign_cases("holdout")}
    assert not benign & {case.kind for case in module.secret_cases("holdout")}


def test_no_duplicate_texts_or_ids(name: str) -> None:
    found = corpus(name).cases("holdout")
    assert [t for t, n in Counter(c.text for c in found).items() if n > 1] == []
    assert [i for i, n in Counter(c.id for c in found).items() if n > 1] == []


def test_no_text_shared_with_an_earlier_corpus(name: str) -> None:
    earlier: set[str] = set()
    for other in ORDER[: ORDER.index(name)]:
        module = corpus(other)
        earlier |= {case.text for split in ("dev", "holdout") for case in module.cases(split)}
    assert [case.id for case in corpus(name).cases("holdout") if case.text in earlier] == []
