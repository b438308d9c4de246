"""A floor for the scrubber on the look-alike corpus (issue 28): text that looks like a
secret but is not (ids, hashes, public keys, secret words) comes back unchanged, while
the true secrets among it are still removed.

Written by a helper who never read the scrubber. The dev split was studied to get benign
text kept from 0.877 to 1.000; the holdout was scored once, after (recall 0.985, fully
clean 0.984, benign kept 0.946, from 0.893). It then became tuning data ("dev2"), its
misses fixed by general rules: recall 1.000, fully clean 1.000, benign kept 1.000; the
held-out look-alike set is now ``lookalike2`` (``test_lookalike2_scores.py``). Scores are
``benchmarks/bench_redact_corpus.py --corpus lookalike``'s, floors are them rounded down.
"""

from __future__ import annotations

import pytest
from benchmarks.bench_redact_corpus import cases, score_ours

_FLOORS = {
    # split: (recall, fully clean, benign kept)
    "dev": (0.99, 0.99, 0.99),
    "holdout": (0.99, 0.99, 0.99),
}


@pytest.mark.parametrize("split", sorted(_FLOORS))
def test_scores_stay_above_their_floor(split: str) -> None:
    recall, clean, kept = _FLOORS[split]
    score, _ = score_ours(cases(split, "lookalike"))  # type: ignore[arg-type]
    assert score.recall >= recall, sorted(score.by_kind.items())
    assert score.clean >= clean
    assert score.kept >= kept, score.changed
