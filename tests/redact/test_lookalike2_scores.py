"""A floor for the scrubber on the second look-alike corpus (issue 28), the held-out one.

Written by a helper who never read the scrubber, while the scrubber's rules were being
tuned on the first corpus's holdout; scored once, after those rules were final, and never
tuned on: recall 0.977 (129/132), fully clean 0.975 (116/119), benign kept 0.913
(422/462; 0.887 before the rules). Scores are ``benchmarks/bench_redact_corpus.py
--corpus lookalike2``'s; floors are them less about 0.01.
"""

from __future__ import annotations

from benchmarks.bench_redact_corpus import cases, score_ours

_RECALL, _CLEAN, _KEPT = 0.96, 0.96, 0.90


def test_scores_stay_above_their_floor() -> None:
    score, _ = score_ours(cases("holdout", "lookalike2"))
    assert score.recall >= _RECALL, sorted(score.by_kind.items())
    assert score.clean >= _CLEAN
    assert score.kept >= _KEPT, sorted(score.benign_by_kind.items())
