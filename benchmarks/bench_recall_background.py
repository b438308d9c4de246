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
recent turns). `--memory-side` adds the other side of the same idea (hubness reduction,
as in CSLS): memories such as "keep answers short" come close to any message, so each
memory's score also loses a weight times the mean of its own k highest cos' to the
background. Meaning picks what reaches `threshold` on the adjusted score and 0.9 of the
turn's best plain cos'; words pick as shipped. Weight, k and threshold are chosen the way
the shipped threshold was, on recall_eval.json and recall_eval2.json (best mean F1 with at
least 80% of off-topic turns empty on each store); recall_eval3 to recall_eval6 are then
scored. Weight 0 is the shipped rule.

    python -m benchmarks.bench_recall_background [--memory-side]
"""

from __future__ import annotations

import itertools
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
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
MEMORY_WEIGHTS = (0.0, 0.5, 1.0, 1.5)
MEMORY_NEIGHBOURS = (3, 10, 30)
TURN_SIDE = ((0.0, 1), (1.25, 3))  # none, and the best turn-side setting alone


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
    hubness: dict[int, Any]  # k -> per memory, the mean of its k highest cos' to the background


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
    own = -np.sort(-_rescaled(np.einsum("mrd,bd->mrb", vectors, background).max(axis=1)), axis=1)
    hubness = {k: own[:, :k].mean(axis=1) for k in MEMORY_NEIGHBOURS}
    return StoreView(index, tuple(turns), hubness)


_CACHE = VectorCache(None)


@dataclass(frozen=True)
class Setting:
    weight: float
    k: int
    threshold: float
    memory_weight: float = 0.0
    memory_k: int = MEMORY_NEIGHBOURS[0]


def picks(view: StoreView, setting: Setting) -> dict[int, list[str]]:
    np = load_numpy()
    files = [m.file for m in view.index.memories]
    hubs = setting.memory_weight * view.hubness[setting.memory_k]
    threshold = setting.threshold
    out: dict[int, list[str]] = {}
    for item in view.turns:
        turn_side = setting.weight * item.background[: setting.k].mean(axis=0)
        adjusted = (item.closeness - turn_side).max(axis=1) - hubs
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


def score(view: StoreView, setting: Setting) -> quality.Scores:
    chosen = picks(view, setting)
    turns = [item.turn for item in view.turns]
    return quality.evaluate(lambda _index, turn: chosen[id(turn)], view.index, turns)


def candidates(memory_side: bool) -> list[Setting]:
    """Every setting but its threshold (left at 0): the turn-side grid, or with
    `memory_side` the memory-side grid over no and the best turn-side setting."""
    if not memory_side:
        return [
            Setting(weight, k, 0.0)
            for weight, k in itertools.product(WEIGHTS, NEIGHBOURS)
            if weight or k == 1
        ]
    return [
        Setting(weight, k, 0.0, memory_weight, memory_k)
        for (weight, k), memory_weight, memory_k in itertools.product(
            TURN_SIDE, MEMORY_WEIGHTS, MEMORY_NEIGHBOURS
        )
        if memory_weight or memory_k == MEMORY_NEIGHBOURS[0]
    ]


def choose(views: Sequence[StoreView], memory_side: bool) -> list[tuple[Setting, float]]:
    """Per candidate, the threshold with the best mean F1 over `views` among those that
    leave at least 80% of off-topic turns empty on each: (setting, mean F1)."""
    best: list[tuple[Setting, float]] = []
    for candidate in candidates(memory_side):
        found: tuple[Setting, float] | None = None
        for step in range(-40, 60):
            setting = replace(candidate, threshold=round(0.01 * step, 2))
            scores = [score(v, setting) for v in views]
            if min(s.off_topic_empty for s in scores) < quality.OFF_TOPIC_TARGET:
                continue
            mean = statistics.fmean(s.f1 for s in scores)
            if found is None or mean > found[1] + 1e-9:
                found = (setting, mean)
        if found is not None:
            best.append(found)
    return best


def main(argv: Sequence[str] | None = None) -> int:
    memory_side = "--memory-side" in (sys.argv[1:] if argv is None else argv)
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
    best = choose([v for (name, _), v in views.items() if name in CHOOSING], memory_side)
    print(f"background: {len(lines)} messages; chosen on {', '.join(CHOOSING)}\n")
    header = "weight   k  memory weight   k  threshold  chosen F1  " + "  ".join(
        f"{Path(n).stem[7:]:>13}" for n in SCORED
    )
    print(header + "   (F1@5 / empty, project | with distractors)")
    for setting, mean in best:
        cells = []
        for name in SCORED:
            a = score(views[(name, "project")], setting)
            b = score(views[(name, "distractors")], setting)
            cells.append(f"{a.f1:.3f}/{a.off_topic_empty:.2f}|{b.f1:.3f}/{b.off_topic_empty:.2f}")
        print(
            f"{setting.weight:6.2f} {setting.k:3d} {setting.memory_weight:14.2f}"
            f" {setting.memory_k:3d} {setting.threshold:10.2f} {mean:10.3f}  " + "  ".join(cells)
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
