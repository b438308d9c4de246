"""A floor for the scrubber on the fifth look-alike corpus (issue 28).

Written by a helper who never read the scrubber nor any earlier corpus's texts, while the
rules for the fourth corpus ("dev5") were being made; scored once, after those rules were
final: recall 0.964 (134/139), fully clean 0.964 (133/138), benign kept 0.959 (440/459).
With the rules from before this session's two rounds (dev4, dev5) it scored recall 0.950
and benign kept 0.943; with the dev4 rules alone, 0.950 and 0.952. It then became tuning
data ("dev6"): after the rules in ``test_lookalike5_rules.py``, recall 1.000 (139/139),
fully clean 1.000 (138/138), benign kept 0.991 (455/459). The held-out test is now the
sixth corpus. Scores are
``benchmarks/bench_redact_corpus.py --corpus lookalike5``'s; floors are them less about
0.01.
"""

from __future__ import annotations

from benchmarks.bench_redact_corpus import cases, score_ours

_RECALL, _CLEAN, _KEPT = 0.99, 0.99, 0.98


def test_scores_stay_above_their_floor() -> None:
    score, _ = score_ours(cases("holdout", "lookalike5"))
    assert score.recall >= _RECALL, sorted(score.by_kind.items())
    assert score.clean >= _CLEAN
    assert score.kept >= _KEPT, sorted(score.benign_by_kind.items())
