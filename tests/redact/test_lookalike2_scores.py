"""A floor for the scrubber on the second look-alike corpus (issue 28).

Written by a helper who never read the scrubber, while the scrubber's rules were being
tuned on the first corpus's holdout; scored once as a holdout after those rules were final:
recall 0.977 (129/132), fully clean 0.975 (116/119), benign kept 0.913 (422/462; 0.887
before the rules). It then became tuning data ("dev3"); after the rules made from its
misses: recall 1.000 (132/132), fully clean 1.000 (119/119), benign kept 0.991 (458/462).
Scores are ``benchmarks/bench_redact_corpus.py --corpus lookalike2``'s; floors are them
less about 0.01.
"""

from __future__ import annotations

from benchmarks.bench_redact_corpus import cases, score_ours

_RECALL, _CLEAN, _KEPT = 0.99, 0.99, 0.98


def test_scores_stay_above_their_floor() -> None:
    score, _ = score_ours(cases("holdout", "lookalike2"))
    assert score.recall >= _RECALL, sorted(score.by_kind.items())
    assert score.clean >= _CLEAN
    assert score.kept >= _KEPT, sorted(score.benign_by_kind.items())
