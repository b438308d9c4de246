"""Would recall cues written at save time make per-turn recall better? (Measured, not adopted.)

Per-turn recall makes no model call, but extraction does: the model that writes a memory
could also write "recall cues", messages a user might type when the memory matters
(tests/recall/fixtures/cues/INSTRUCTION.md), and the ranker could match turns against them
(doc2query, done once per memory instead of once per turn). To measure it, helpers that
never saw the labelled turns played that model: each was given one fixture's memories and
the instruction, nothing else, and wrote 4-6 cues per memory
(tests/recall/fixtures/cues/*.json, 787 memories: the five recall fixtures and the 300
distractors).

The cues enter the ranking two ways: as a fourth BM25F field (weight `--cue-weight`), and,
with the embeddings extra, as one more vector per cue (a memory's similarity is its
closest vector). Thresholds are chosen again on the fixtures whose turns chose the shipped
ones (recall_eval.json and recall_eval2.json), as the best mean F1 among settings leaving
at least 80% of off-topic turns empty on each, with and without distractors; the three
later fixtures are then scored once. Also printed: the best cut per turn (labels known)
with and without cues, so the ranking itself is judged apart from any threshold.

    python benchmarks/bench_recall_cues.py
"""

from __future__ import annotations

import itertools
import json
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import benchmarks.bench_recall_quality as quality

from ocmem.recall import semantic as meaning
from ocmem.recall.encoder import installed, load_numpy
from ocmem.recall.ranker import RecallIndex
from ocmem.recall.semantic import TYPICAL_COSINE, SemanticIndex, shared_encoder, texts_of
from ocmem.recall.terms import words
from ocmem.recall.turn import DEFAULT_MIN_SCORE, Limits, select
from ocmem.store.memory_file import Memory

FIXTURES = quality.ROOT / "tests/recall/fixtures"
CUES = FIXTURES / "cues"
DEV = ("recall_eval.json", "recall_eval2.json")
HELD_OUT = ("recall_eval3.json", "recall_eval4.json", "recall_eval5.json")
CUE_B = 0.5
WORD_WEIGHTS = (0.5, 1.0, 1.5, 2.0)
MIN_SCORES = (45.0, 50.0, 55.0, 60.0, 65.0, 70.0)
SIMILARITIES = (0.37, 0.42, 0.47, 0.52, 0.57)
OFF_TOPIC_EMPTY = 0.8


def _cue_table() -> dict[tuple[str, str], tuple[str, ...]]:
    """Cues by (name, description): a distractor renamed for a clash keeps its cues."""
    table: dict[tuple[str, str], tuple[str, ...]] = {}
    sources = [(name, name) for name in (*DEV, *HELD_OUT)]
    sources.append(("recall_eval.json", "recall_eval_distractors.json"))
    for fixture, cue_file in sources:
        cues = json.loads((CUES / cue_file).read_text(encoding="utf-8"))
        raw = json.loads((FIXTURES / fixture).read_text(encoding="utf-8"))
        key = "distractors" if "distractors" in cue_file else "memories"
        for memory in raw[key]:
            table[(memory["name"], memory["description"])] = tuple(cues[memory["file"]])
    return table


TABLE = _cue_table()


def cues_of(memory: Memory) -> tuple[str, ...]:
    return TABLE.get((memory.name, memory.description), ())


def cue_index(weight: float) -> type[RecallIndex]:
    class CueIndex(RecallIndex):
        field_params = (*RecallIndex.field_params, (weight, CUE_B))

        def fields(self, memory: Memory) -> tuple[list[str], ...]:
            return (*super().fields(memory), words(" ".join(cues_of(memory))))

    return CueIndex


class Vectors:
    """Every text's vector, encoded once for the run."""

    def __init__(self) -> None:
        self.encoder = shared_encoder()
        self.known: dict[str, Any] = {}

    def of(self, texts: Sequence[str]) -> Any:
        np = load_numpy()
        missing = [t for t in dict.fromkeys(texts) if t not in self.known]
        for start in range(0, len(missing), 256):
            chunk = missing[start : start + 256]
            self.known.update(zip(chunk, self.encoder.encode(chunk), strict=True))
        if not texts:
            return np.zeros((0, self.encoder.dimensions), dtype=np.float32)
        return np.stack([self.known[t] for t in texts])


class CueSemantic(SemanticIndex):
    """`SemanticIndex` whose memories also have one vector per cue (with `use_cues`)."""

    def __init__(self, memories: Sequence[Memory], vectors: Vectors, use_cues: bool) -> None:
        np = load_numpy()
        stacked = np.stack([vectors.of(texts_of(m)) for m in memories])
        super().__init__(memories, stacked, vectors.encoder)
        self._all = vectors
        self._cues = [vectors.of(cues_of(m)) for m in memories] if use_cues else None

    def closeness(self, text: str, recent: Sequence[str] = ()) -> Any:
        np = load_numpy()
        queries = [text]
        if recent:
            queries.append(" ".join([*recent[-meaning.RECENT_TURNS :], text]))
        q = self._all.of(queries)
        cosines = (self._vectors @ q.T).max(axis=(1, 2))
        if self._cues is not None:
            by_cue = np.array([float((c @ q.T).max()) if len(c) else -1.0 for c in self._cues])
            cosines = np.maximum(cosines, by_cue)
        return (cosines - TYPICAL_COSINE) / (1.0 - TYPICAL_COSINE)


@dataclass(frozen=True)
class Setting:
    cues: bool
    by_meaning: bool
    weight: float = 0.0
    min_score: float = DEFAULT_MIN_SCORE
    similarity: float = meaning.MIN_SIMILARITY


class Bench:
    def __init__(self) -> None:
        self.vectors = Vectors() if installed() else None
        self._semantic: dict[tuple[tuple[Memory, ...], bool], CueSemantic] = {}

    def semantic(self, memories: tuple[Memory, ...], use_cues: bool) -> CueSemantic:
        key = (memories, use_cues)
        if key not in self._semantic:
            assert self.vectors is not None
            self._semantic[key] = CueSemantic(memories, self.vectors, use_cues)
        return self._semantic[key]

    def scores(self, fixture: quality.Fixture, setting: Setting) -> dict[str, quality.Scores]:
        """F1 and off-topic empty on the project store and with the distractors."""
        out = {}
        index_type = cue_index(setting.weight) if setting.cues else RecallIndex
        limits = Limits(max_memories=quality.AT, max_bytes=10**9, min_score=setting.min_score)
        meaning.MIN_SIMILARITY = setting.similarity
        for label, memories in _stores(fixture).items():
            semantic = self.semantic(memories, setting.cues) if setting.by_meaning else None

            def pick(index: RecallIndex, turn: quality.Turn, s: Any = semantic) -> list[str]:
                chosen = select(index, turn.text, limits, recent=turn.recent, semantic=s)
                return [item.memory.file for item in chosen.picked]

            out[label] = quality.evaluate(pick, index_type(memories), fixture.turns)
        return out

    def best_cut(self, fixture: quality.Fixture, use_cues: bool) -> dict[str, dict[str, float]]:
        """Mean best-cut F1 per store for the words, meaning and words+meaning rankings."""
        out = {}
        for label, memories in _stores(fixture).items():
            index = (cue_index(1.0) if use_cues else RecallIndex)(memories)
            semantic = self.semantic(memories, use_cues) if self.vectors else None
            rows: dict[str, list[float]] = {}
            for turn in (t for t in fixture.turns if not t.off_topic):
                for name, ranking in quality.turn_rankings(index, turn, semantic).items():
                    rows.setdefault(name, []).append(quality.best_cut_f1(ranking, turn.relevant))
            out[label] = {name: round(statistics.fmean(v), 3) for name, v in rows.items()}
        return out


def _stores(fixture: quality.Fixture) -> dict[str, tuple[Memory, ...]]:
    return {"project": fixture.memories, "with_distractors": fixture.memories + fixture.distractors}


def _load(name: str) -> quality.Fixture:
    return quality.load(FIXTURES / name, FIXTURES / "recall_eval.json")


def tune(bench: Bench, dev: Sequence[quality.Fixture], with_meaning: bool) -> Setting:
    """The setting with the best mean dev F1 among those leaving enough off-topic turns empty."""
    grid = itertools.product(WORD_WEIGHTS, MIN_SCORES, SIMILARITIES if with_meaning else (0.0,))
    best: tuple[float, Setting] | None = None
    for weight, min_score, similarity in grid:
        setting = Setting(True, with_meaning, weight, min_score, similarity or 0.37)
        results = [s for f in dev for s in bench.scores(f, setting).values()]
        if min(s.off_topic_empty for s in results) < OFF_TOPIC_EMPTY:
            continue
        f1 = statistics.fmean(s.f1 for s in results)
        if best is None or f1 > best[0]:
            best = (f1, setting)
    assert best is not None, "no setting leaves enough off-topic turns empty"
    return best[1]


def main() -> int:
    bench = Bench()
    dev = [_load(name) for name in DEV]
    held_out = [_load(name) for name in HELD_OUT]
    modes = [False, True] if bench.vectors else [False]
    print("F1@5 / off-topic empty; project store, then with 300 distractors")
    for with_meaning in modes:
        tuned = tune(bench, dev, with_meaning)
        label = "words and meaning" if with_meaning else "words only"
        print(
            f"\n{label}: cues at weight {tuned.weight}, min_score {tuned.min_score:g}"
            + (f", similarity {tuned.similarity}" if with_meaning else "")
            + " (chosen on the first two fixtures)"
        )
        for fixture in [*dev, *held_out]:
            before = bench.scores(fixture, Setting(False, with_meaning))
            after = bench.scores(fixture, tuned)
            cells = "  ".join(
                f"{before[k].f1:.3f}/{before[k].off_topic_empty:.2f} -> "
                f"{after[k].f1:.3f}/{after[k].off_topic_empty:.2f}"
                for k in before
            )
            print(f"  {Path(fixture.source).name:<20}{cells}")
    print("\nbest cut per turn (labels known), without cues -> with cues")
    for fixture in [*dev, *held_out]:
        plain, cued = bench.best_cut(fixture, False), bench.best_cut(fixture, True)
        for store in plain:
            cells = "  ".join(
                f"{name} {plain[store][name]:.3f} -> {cued[store][name]:.3f}"
                for name in plain[store]
            )
            print(f"  {Path(fixture.source).name:<20}{store:<18}{cells}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
