"""A floor for the scrubber on the fourth look-alike corpus (issue 28).

Written by a helper who never read the scrubber nor any earlier corpus's texts, while the
rules for the third corpus ("dev4") were being made; scored once, after those rules were
final: recall 0.975 (198/203), fully clean 0.953 (101/106), benign kept 0.931 (391/420;
0.924 with the rules from before dev4, recall unchanged). It then became tuning data
("dev5"): after the rules in ``test_lookalike4_rules.py``, recall 1.000 (203/203), fully
clean 1.000 (106/106), benign kept 0.988 (415/420). The held-out test is now the fifth
corpus. Scores are
``benchmarks/bench_redact_corpus.py --corpus lookalike4``'s; floors are them less about
0.01.
"""

from __future__ import annotations

from benchmarks.bench_redact_corpus import cases, score_ours

_RECALL, _CLEAN, _KEPT = 0.99, 0.99, 0.975


def test_scores_stay_above_their_floor() -> None:
    score, _ = score_ours(cases("holdout", "lookalike4"))
    assert score.recall >= _RECALL, sorted(score.by_kind.items())
    assert score.clean >= _CLEAN
    assert score.kept >= _KEPT, sorted(score.benign_by_kind.items())
