"""Would a background of generic messages make recall by meaning better? (Measured, not
adopted.)

Off-topic turns sit about as close to the store as paraphrased on-topic ones do
(docs/benchmarks.md), so no similarity threshold separates them. Speaker verification has
the same problem and answers it with cohort normalisation: judge a match against how
close the input comes to a background of other speakers. Here the background is 600
generic developer messages written by a blind helper (tests/recall/fixtures/
background_turns.txt), and a memory's score for a turn becomes

    adjusted = cos'(turn, memory) - weight * mean of the turn's k highest cos' to the background

(cos' rescaled as in ocmem.recall.semantic, taken over the turn read alone and with its
recent turns). Meaning picks what reaches `threshold` on the adjusted score and 0.9 of the
turn's best plain cos'; words pick as shipped. Weight, k and threshold are chosen the way
the shipped threshold was, on recall_eval.json and recall_eval2.json (best mean F1 with at
least 80% of off-topic turns empty on each store); recall_eval3 to recall_eval6 are then
scored. Weight 0 is the shipped rule.

    python -m benchmarks.bench_recall_background
"""

from __future__ import annotations

import itertools
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import benchmarks.bench_recall_quality as quality

from ocmem.recall.encoder import installed, load_numpy
from ocmem.recall.ranker import RecallIndex
from ocmem.recall.semantic import RECENT_TURNS, TYPICAL_COSINE, VectorCache, shared_encoder
from ocmem.recall.turn import DEFAULT_MIN_SCORE, RELATIVE_FLOOR, Limits, relevant

FIXTURES = quality.ROOT / "tests/recall/fixtures"
BACKGROUND = FIXTURES / "background_turns.txt"
CHOOSING = ("recall_eval.json", "recall_eval2.json")
SCORED = ("recall_eval3.json", "recall_eval4.json", "recall_eval5.json", "recall_eval6.json")
WEIGHTS = (0.0, 0.25, 0.5, 0.75, 1.0, 1.25)
NEIGHBOURS = (1, 3, 10, 30)


@dataclass(frozen=True)
class TurnView:
    """One turn against one store: what words pick, cos' per memory and reading, and the
    cos' of each reading to the background, highest first."""

    turn: quality.Turn
    words: list[str]
    closeness: Any  # (memories, readings)
    background: Any  # (background messages, readings), sorted descending


@dataclass(frozen=True)
class StoreView:
    index: RecallIndex
    turns: tuple[TurnView, ...]


def _rescaled(cosines: Any) -> Any:
    return (cosines - TYPICAL_COSINE) / (1.0 - TYPICAL_COSINE)


def view(fixture: quality.Fixture, memories: Sequence[Any], background: Any) -> StoreView:
    np = load_numpy()
    encoder = shared_encoder()
    index = RecallIndex(tuple(memories))
    vectors = _CACHE.index(index.memories, encoder)._vectors  # (memories, 2, dimensions)
    limits = Limits(max_memories=quality.AT, max_bytes=10**9, min_score=DEFAULT_MIN_SCORE)
    turns = []
    for turn in fixture.turns:
        readings = [turn.text]
        if turn.recent:
            readings.append(" ".join([*turn.recent[-RECENT_TURNS:], turn.text]))
        queries = encoder.encode(readings)
        closeness = _rescaled((vectors @ queries.T).max(axis=1))
        against = -np.sort(-_rescaled(background @ queries.T), axis=0)
        words = [s.memory.file for s in relevant(index, turn.text, turn.recent, limits)]
        turns.append(TurnView(turn, words, closeness, against))
    return StoreView(index, tuple(turns))


_CACHE = VectorCache(None)


def picks(view: StoreView, weight: float, k: int, threshold: float) -> dict[int, list[str]]:
    np = load_numpy()
    files = [m.file for m in view.index.memories]
    out: dict[int, list[str]] = {}
    for item in view.turns:
        adjusted = (item.closeness - weight * item.background[:k].mean(axis=0)).max(axis=1)
        plain = item.closeness.max(axis=1)
        chosen = list(item.words)
        floor = RELATIVE_FLOOR * float(plain.max())
        for i in np.argsort(-adjusted, kind="stable")[: 4 * quality.AT]:
            if adjusted[i] < threshold or len(chosen) >= quality.AT:
                break
            if plain[i] >= floor and files[i] not in chosen:
                chosen.append(files[i])
        out[id(item.turn)] = chosen
    return out


def score(view: StoreView, weight: float, k: int, threshold: float) -> quality.Scores:
    chosen = picks(view, weight, k, threshold)
    turns = [item.turn for item in view.turns]
    return quality.evaluate(lambda _index, turn: chosen[id(turn)], view.index, turns)


def choose(views: Sequence[StoreView]) -> dict[tuple[float, int], tuple[float, float]]:
    """Per (weight, k), the threshold with the best mean F1 over `views` among those that
    leave at least 80% of off-topic turns empty on each: (threshold, mean F1)."""
    best: dict[tuple[float, int], tuple[float, float]] = {}
    for weight, k in itertools.product(WEIGHTS, NEIGHBOURS):
        if weight == 0 and k != 1:
            continue
        for step in range(-30, 60):
            threshold = round(0.01 * step, 2)
            scores = [score(v, weight, k, threshold) for v in views]
            if min(s.off_topic_empty for s in scores) < quality.OFF_TOPIC_TARGET:
                continue
            mean = statistics.fmean(s.f1 for s in scores)
            if (weight, k) not in best or mean > best[(weight, k)][1] + 1e-9:
                best[(weight, k)] = (threshold, mean)
    return best


def main() -> int:
    if not installed():
        print("needs the embeddings extra (see docs/how-it-works/recall.md)", file=sys.stderr)
        return 1
    lines = [line for line in BACKGROUND.read_text(encoding="utf-8").splitlines() if line]
    background = shared_encoder().encode(lines)
    distractors = FIXTURES / "recall_eval.json"
    views: dict[tuple[str, str], StoreView] = {}
    for name in (*CHOOSING, *SCORED):
        fixture = quality.load(FIXTURES / name, distractors)
        views[(name, "project")] = view(fixture, fixture.memories, background)
        views[(name, "distractors")] = view(
            fixture, fixture.memories + fixture.distractors, background
        )
    best = choose([v for (name, _), v in views.items() if name in CHOOSING])
    print(f"background: {len(lines)} messages; chosen on {', '.join(CHOOSING)}\n")
    header = "weight   k  threshold  chosen F1  " + "  ".join(
        f"{Path(n).stem[7:]:>13}" for n in SCORED
    )
    print(header + "   (F1@5 / empty, project | with distractors)")
    for (weight, k), (threshold, mean) in sorted(best.items()):
        cells = []
        for name in SCORED:
            a = score(views[(name, "project")], weight, k, threshold)
            b = score(views[(name, "distractors")], weight, k, threshold)
            cells.append(f"{a.f1:.3f}/{a.off_topic_empty:.2f}|{b.f1:.3f}/{b.off_topic_empty:.2f}")
        print(f"{weight:6.2f} {k:3d} {threshold:10.2f} {mean:10.3f}  " + "  ".join(cells))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
