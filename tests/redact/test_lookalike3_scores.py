"""A floor for the scrubber on the third look-alike corpus (issue 28).

Written by a helper who never read the scrubber, while the scrubber's rules were being
tuned on the second corpus ("dev3"); scored once as a holdout, after those rules were
final: recall 0.978 (87/89), fully clean 0.976 (83/85), benign kept 0.834 (306/367; 0.820
and recall 0.966 before the dev3 rules). It then became tuning data ("dev4"): after the
rules in ``test_lookalike3_rules.py``, recall 1.000 (89/89), fully clean 1.000 (85/85),
benign kept 0.984 (361/367). The held-out test is now the fourth corpus. Scores are
``benchmarks/bench_redact_corpus.py --corpus lookalike3``'s; floors are them less about
0.01.
"""

from __future__ import annotations

from benchmarks.bench_redact_corpus import cases, score_ours

_RECALL, _CLEAN, _KEPT = 0.99, 0.99, 0.975


def test_scores_stay_above_their_floor() -> None:
    score, _ = score_ours(cases("holdout", "lookalike3"))
    assert score.recall >= _RECALL, sorted(score.by_kind.items())
    assert score.clean >= _CLEAN
    assert score.kept >= _KEPT, sorted(score.benign_by_kind.items())
