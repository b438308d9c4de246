"""Quality of per-turn recall: does each user turn get the memories an expert would want,
and do turns about nothing in the store get nothing?

Fixture: tests/recall/fixtures/recall_eval.json (one project's memories with confusable
neighbours, distractor memories from other projects, labelled turns with a `split`
(dev/holdout) and a `kind`; off-topic turns have no relevant memory). Before it existed,
tests/mcp/fixtures/search_eval.json (questions only, no off-topic turns) stood in.

Metrics, per turn, then macro-averaged (the plain mean over turns):
- on-topic turns (at least one relevant memory): P@5 = relevant picked / picked (0 when
  nothing is picked), R@5 = relevant picked / relevant, F1 = 2PR/(P+R) (0 when both are
  0); "picked" is what the turn gets: at most 5, above the threshold, as `recall serve`
  selects them;
- off-topic turns: the share that get nothing.
Each is reported on the project store alone and with the distractors mixed in, per split.

Candidates are selectors: a ranker plus a threshold rule. `--tune` grid-searches each
selector's threshold on the dev split only; the holdout is only ever evaluated.

    python benchmarks/bench_recall_quality.py [--fixture PATH] [--distractors-from PATH]
        [--tune] [--ceiling] [--json]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from ocmem.recall.encoder import MODEL_PACKAGE, installed, load_numpy
from ocmem.recall.ranker import RecallIndex
from ocmem.recall.semantic import SemanticIndex
from ocmem.recall.turn import DEFAULT_MIN_SCORE, RELATIVE_FLOOR, Limits, select
from ocmem.store.memory_file import Memory

ROOT = Path(__file__).resolve().parent.parent
RECALL_FIXTURE = ROOT / "tests/recall/fixtures/recall_eval.json"
SEARCH_FIXTURE = ROOT / "tests/mcp/fixtures/search_eval.json"
STAMP = "2026-01-01T00:00:00.000Z"
AT = 5


@dataclass(frozen=True)
class Turn:
    text: str
    relevant: frozenset[str]
    split: str
    kind: str
    recent: tuple[str, ...] = ()

    @property
    def off_topic(self) -> bool:
        return not self.relevant


@dataclass(frozen=True)
class Fixture:
    memories: tuple[Memory, ...]
    distractors: tuple[Memory, ...]
    turns: tuple[Turn, ...]
    source: str


@dataclass
class Scores:
    turns: int = 0
    precision: float = 0.0
    recall: float = 0.0
    f1: float = 0.0
    off_topic_turns: int = 0
    off_topic_empty: float = 0.0
    per_kind_f1: dict[str, float] = field(default_factory=dict)


# A selector: (index over the store, turn) -> picked files, best first.
Selector = Callable[[RecallIndex, Turn], list[str]]


def _memory(raw: dict[str, Any]) -> Memory:
    return Memory(
        file=raw["file"],
        name=raw.get("name", raw["file"]),
        description=raw.get("description", ""),
        type=raw.get("type", "project"),
        body=raw.get("body", ""),
        created=STAMP,
    )


def _distinct(distractor: Memory, taken: set[str]) -> Memory:
    """A borrowed distractor renamed when its file name is one of the fixture's own (a
    distractor is never relevant, so only the name changes)."""
    if distractor.file not in taken:
        return distractor
    return replace(distractor, file=distractor.file.removesuffix(".md") + "_elsewhere.md")


def load(path: Path | None = None, distractors_from: Path | None = None) -> Fixture:
    """The recall fixture when it exists, else the search fixture (all turns dev); with
    `distractors_from`, that fixture's distractors instead of this one's own."""
    chosen = (path or (RECALL_FIXTURE if RECALL_FIXTURE.exists() else SEARCH_FIXTURE)).resolve()
    data = json.loads(chosen.read_text(encoding="utf-8"))
    memories = tuple(_memory(m) for m in data["memories"])
    if distractors_from is not None:
        data["distractors"] = json.loads(distractors_from.read_text(encoding="utf-8"))[
            "distractors"
        ]
    own = {m.file for m in memories}
    distractors = tuple(_distinct(_memory(m), own) for m in data.get("distractors", ()))
    raw_turns = data.get("turns") or data.get("queries") or []
    turns = tuple(
        Turn(
            text=t.get("message", t.get("text", t.get("query", ""))),
            relevant=frozenset(t.get("relevant", ())),
            split=t.get("split", "dev"),
            kind=t.get("kind", "on-topic" if t.get("relevant") else "off-topic"),
            recent=tuple(t.get("recent", ())),
        )
        for t in raw_turns
    )
    return Fixture(memories, distractors, turns, str(chosen.relative_to(ROOT)))


def evaluate(selector: Selector, index: RecallIndex, turns: Sequence[Turn]) -> Scores:
    scores = Scores()
    kind_f1: dict[str, list[float]] = {}
    for turn in turns:
        picked = selector(index, turn)[:AT]
        if turn.off_topic:
            scores.off_topic_turns += 1
            scores.off_topic_empty += not picked
            continue
        hits = sum(f in turn.relevant for f in picked)
        p = hits / len(picked) if picked else 0.0
        r = hits / len(turn.relevant)
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        scores.turns += 1
        scores.precision += p
        scores.recall += r
        scores.f1 += f1
        kind_f1.setdefault(turn.kind, []).append(f1)
    if scores.turns:
        scores.precision = round(scores.precision / scores.turns, 3)
        scores.recall = round(scores.recall / scores.turns, 3)
        scores.f1 = round(scores.f1 / scores.turns, 3)
    if scores.off_topic_turns:
        scores.off_topic_empty = round(scores.off_topic_empty / scores.off_topic_turns, 3)
    scores.per_kind_f1 = {k: round(statistics.fmean(v), 3) for k, v in sorted(kind_f1.items())}
    return scores


def shipped(limits: Limits, meaning: bool = False) -> Selector:
    """What `recall serve` picks: `ocmem.recall.turn.select` with `limits`; with `meaning`,
    also by meaning (the embeddings extra), vectors kept in memory for the run."""

    def pick(index: RecallIndex, turn: Turn) -> list[str]:
        semantic = _semantic(index) if meaning else None
        chosen = select(index, turn.text, limits, recent=turn.recent, semantic=semantic)
        return [s.memory.file for s in chosen.picked]

    return pick


def _semantic(index: RecallIndex) -> SemanticIndex:
    """The vectors of `index`'s memories: one cache of each memory's vectors for the run
    (the project's memories are in both stores), never saved, and one index per store,
    keyed by its memories (an object's id can be reused once the object is gone)."""
    from ocmem.recall.semantic import VectorCache, shared_encoder

    semantic = _SEMANTIC.get(index.memories)
    if semantic is None:
        if not _CACHE:
            _CACHE.append(VectorCache(None))
        semantic = _SEMANTIC[index.memories] = _CACHE[0].index(index.memories, shared_encoder())
    return semantic


_CACHE: list[Any] = []
_SEMANTIC: dict[tuple[Memory, ...], SemanticIndex] = {}


def fts5(min_bm25: float, relative: float) -> Selector:
    """SQLite FTS5 BM25 (memory_search's index), raw score threshold plus relative floor."""
    from ocmem.mcp.search import FtsIndex

    cache: dict[int, FtsIndex] = {}

    def pick(index: RecallIndex, turn: Turn) -> list[str]:
        fts = cache.get(id(index))
        if fts is None:
            fts = cache[id(index)] = FtsIndex(index.memories)
        scored = fts.bm25(turn.text, 20)
        if not scored or scored[0][1] < min_bm25:
            return []
        floor = max(min_bm25, relative * scored[0][1])
        return [index.memories[i].file for i, s in scored if s >= floor][:AT]

    return pick


def fuzzy(min_score: float, relative: float) -> Selector:
    """The store's fuzzy match (`memories search`), score 0-100."""
    from ocmem.store.catalog import rank_memories

    def pick(index: RecallIndex, turn: Turn) -> list[str]:
        hits = rank_memories(index.memories, turn.text[:1000], limit=20)
        if not hits or hits[0].score < min_score:
            return []
        floor = max(min_score, relative * hits[0].score)
        return [h.memory.file for h in hits if h.score >= floor][:AT]

    return pick


CANDIDATES: dict[str, tuple[Callable[[float, float], Selector], list[float]]] = {
    "bm25f (ours)": (
        lambda t, r: (
            shipped(Limits(max_memories=AT, max_bytes=10**9, min_score=t))
            if math.isclose(r, RELATIVE_FLOOR)
            else _bm25f_relative(t, r)
        ),
        [10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 70],
    ),
    "fts5-bm25": (fts5, [0, 2, 4, 6, 8, 10, 12, 15, 20]),
    "fuzzy": (fuzzy, [40, 50, 60, 70, 80, 90]),
}
RELATIVES = [0.0, 0.5, 0.6, 0.7, 0.8, 0.9]


def wordllama(min_cosine: float, relative: float) -> Selector:
    """Static word embeddings whose weights ship inside the `wordllama` wheel (256-d
    "l2_supercat"), cosine of the message to "name. description. body". Loaded from the
    wheel's own files with downloads disabled (its loader looks for the tokenizer in a
    directory the wheel does not have, then goes to the network)."""
    import pathlib

    import numpy as np  # type: ignore[import-not-found, unused-ignore]
    import wordllama as package  # type: ignore[import-not-found, unused-ignore]
    from wordllama import WordLlama  # type: ignore[import-not-found, unused-ignore]

    model = _WORDLLAMA.get("model")
    if model is None:
        model = WordLlama.load(
            cache_dir=pathlib.Path(package.__file__).parent, disable_download=True
        )
        _WORDLLAMA["model"] = model
    vectors: dict[int, Any] = {}

    def pick(index: RecallIndex, turn: Turn) -> list[str]:
        matrix = vectors.get(id(index))
        if matrix is None:
            docs = [f"{m.name}. {m.description}. {m.body}" for m in index.memories]
            matrix = vectors[id(index)] = model.embed(docs, norm=True)
        sims = matrix @ model.embed([turn.text[:2000]], norm=True)[0]
        order = np.argsort(-sims)[:20]
        top = float(sims[order[0]])
        if top < min_cosine:
            return []
        floor = max(min_cosine, relative * top)
        return [index.memories[i].file for i in order if sims[i] >= floor][:AT]

    return pick


_WORDLLAMA: dict[str, Any] = {}


def bm25s_ranker(min_score: float, relative: float) -> Selector:
    """The `bm25s` package (BM25 over name + description + body, its English stop words,
    no stemmer), raw score threshold plus relative floor."""
    import logging

    import bm25s  # type: ignore[import-not-found, unused-ignore]

    logging.getLogger("bm25s").setLevel(logging.WARNING)
    built: dict[int, Any] = {}

    def pick(index: RecallIndex, turn: Turn) -> list[str]:
        retriever = built.get(id(index))
        if retriever is None:
            corpus = [f"{m.name} {m.description} {m.body}" for m in index.memories]
            retriever = bm25s.BM25()
            retriever.index(
                bm25s.tokenize(corpus, stopwords="en", show_progress=False), show_progress=False
            )
            built[id(index)] = retriever
        tokens = bm25s.tokenize([turn.text[:2000]], stopwords="en", show_progress=False)
        if not tokens.vocab:
            return []
        docs, scores = retriever.retrieve(
            tokens, k=min(20, len(index.memories)), show_progress=False
        )
        pairs = [(int(d), float(s)) for d, s in zip(docs[0], scores[0], strict=True) if s > 0]
        if not pairs or pairs[0][1] < min_score:
            return []
        floor = max(min_score, relative * pairs[0][1])
        return [index.memories[d].file for d, s in pairs if s >= floor][:AT]

    return pick


# How much the word score (0-1) counts beside the rescaled cosine in `fused`; the best of
# 0, 0.1, 0.2, 0.3, 0.4 and 0.6 on dev, each with its threshold and relative floor tuned.
FUSED_WORD_WEIGHT = 0.2


def fused(min_score: float, relative: float) -> Selector:
    """One score from both rankers, cos' + FUSED_WORD_WEIGHT * words/100, with a threshold
    and relative floor on it (the shipped rule keeps them apart: words first, then meaning)."""
    np = load_numpy()

    def pick(index: RecallIndex, turn: Turn) -> list[str]:
        combined = _combined(index, turn, FUSED_WORD_WEIGHT)
        order = np.argsort(-combined, kind="stable")
        if not len(order) or combined[order[0]] < min_score:
            return []
        floor = max(min_score, relative * float(combined[order[0]]))
        return [index.memories[i].file for i in order[:AT] if combined[i] >= floor]

    return pick


def _combined(
    index: RecallIndex, turn: Turn, word_weight: float, semantic: SemanticIndex | None = None
) -> Any:
    """cos' of every memory plus `word_weight` times its word score / 100, in store order
    (``semantic``: the vectors to use, by default `_semantic`'s)."""
    combined = (semantic or _semantic(index)).closeness(turn.text, turn.recent)
    if word_weight:
        position = {m.file: i for i, m in enumerate(index.memories)}
        for item in index.score(turn.text, turn.recent):
            combined[position[item.memory.file]] += word_weight * item.score / 100.0
    return combined


def _optional(name: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is not None


# Candidates that need a package the project does not depend on: measured when installed.
OPTIONAL: dict[str, tuple[str, Callable[[float, float], Selector], list[float]]] = {
    "wordllama": ("wordllama", wordllama, [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5]),
    "bm25s": ("bm25s", bm25s_ranker, [0, 1, 2, 3, 4, 5, 6, 8, 10]),
    "words+meaning fused": (
        MODEL_PACKAGE,
        fused,
        [round(0.2 + 0.01 * step, 2) for step in range(30)],
    ),
}


def _bm25f_relative(min_score: float, relative: float) -> Selector:
    def pick(index: RecallIndex, turn: Turn) -> list[str]:
        scored = index.score(turn.text, turn.recent)
        if not scored or scored[0].score < min_score:
            return []
        floor = max(min_score, relative * scored[0].score)
        return [s.memory.file for s in scored if s.score >= floor][:AT]

    return pick


OFF_TOPIC_TARGET = 0.8


def objective(scores: Sequence[Scores]) -> float:
    """What tuning maximises: the mean F1 over the stores among settings that leave at least
    80% of off-topic turns empty on every store (the issue's target), else the smallest
    off-topic share."""
    offs = [s.off_topic_empty for s in scores if s.off_topic_turns]
    if not offs or min(offs) >= OFF_TOPIC_TARGET:
        return 1.0 + statistics.fmean(s.f1 for s in scores)
    return min(offs)


def tune(fixture: Fixture, name: str) -> tuple[float, float, list[Scores]]:
    """The threshold and relative floor of candidate `name` that maximise `objective` on the
    dev split, over the project store and (when the fixture has them) the distractors too;
    the scores returned are per store, in that order."""
    make, thresholds = CANDIDATES[name] if name in CANDIDATES else OPTIONAL[name][1:]
    indexes = [RecallIndex(fixture.memories)]
    if fixture.distractors:
        indexes.append(RecallIndex(fixture.memories + fixture.distractors))
    dev = [t for t in fixture.turns if t.split == "dev"]
    best: tuple[float, float, float, list[Scores]] | None = None
    for threshold in thresholds:
        for relative in RELATIVES:
            selector = make(threshold, relative)
            scores = [evaluate(selector, index, dev) for index in indexes]
            key = objective(scores)
            if best is None or key > best[0] + 1e-9:
                best = (key, threshold, relative, scores)
    assert best is not None
    return best[1], best[2], best[3]


def report(fixture: Fixture, selector: Selector) -> dict[str, dict[str, Scores]]:
    """Scores per store (alone / with distractors) and split (dev / holdout / all)."""
    out: dict[str, dict[str, Scores]] = {}
    stores = {"project": fixture.memories}
    if fixture.distractors:
        stores["with_distractors"] = fixture.memories + fixture.distractors
    for label, memories in stores.items():
        index = RecallIndex(memories)
        splits = sorted({t.split for t in fixture.turns})
        out[label] = {
            split: evaluate(selector, index, [t for t in fixture.turns if t.split == split])
            for split in splits
        }
        if len(splits) > 1:
            out[label]["all"] = evaluate(selector, index, fixture.turns)
    return out


def best_cut_f1(ranking: Sequence[str], relevant: frozenset[str]) -> float:
    """The F1 of the best of the top 1..5 of `ranking` for one on-topic turn: what a cut
    that knew the labels would get, so no threshold rule can do better on that ranking."""
    best = 0.0
    for k in range(1, AT + 1):
        hits = sum(f in relevant for f in ranking[:k])
        p, r = hits / k, hits / len(relevant)
        best = max(best, 2 * p * r / (p + r) if hits else 0.0)
    return best


def ceiling(fixture: Fixture) -> dict[str, dict[str, dict[str, float]]]:
    """Per store and split, the mean `best_cut_f1` of each ranking over the on-topic turns:
    words alone (the BM25F score), meaning alone (cos'), and the two added as in `fused`."""
    stores = {"project": fixture.memories}
    if fixture.distractors:
        stores["with_distractors"] = fixture.memories + fixture.distractors
    out: dict[str, dict[str, dict[str, float]]] = {}
    for label, memories in stores.items():
        index = RecallIndex(memories)
        sums: dict[str, dict[str, list[float]]] = {}
        for turn in fixture.turns:
            if turn.off_topic:
                continue
            rankings = turn_rankings(index, turn, _semantic(index))
            for split in (turn.split, "all"):
                row = sums.setdefault(split, {})
                for name, ranking in rankings.items():
                    row.setdefault(name, []).append(best_cut_f1(ranking, turn.relevant))
        out[label] = {
            split: {name: round(statistics.fmean(v), 3) for name, v in row.items()}
            for split, row in sorted(sums.items())
        }
    return out


def turn_rankings(
    index: RecallIndex, turn: Turn, semantic: SemanticIndex | None
) -> dict[str, list[str]]:
    """A turn's rankings (files, best first): by words (the BM25F score) and, with
    ``semantic``, by meaning (cos') and by the two added as in `fused`."""
    rankings = {"words": [s.memory.file for s in index.score(turn.text, turn.recent)]}
    if semantic is not None:
        np = load_numpy()
        for name, weight in (("meaning", 0.0), ("words+meaning", FUSED_WORD_WEIGHT)):
            rankings[name] = _ranked(index, _combined(index, turn, weight, semantic), np)
    return rankings


def _ranked(index: RecallIndex, scores: Any, np: Any) -> list[str]:
    return [index.memories[i].file for i in np.argsort(-scores, kind="stable")[:AT]]


def _table(results: dict[str, dict[str, Scores]]) -> str:
    lines = [
        f"{'store':<18}{'split':<9}{'turns':>6}{'P@5':>7}{'R@5':>7}{'F1@5':>7}"
        f"{'off-topic':>11}{'empty':>7}"
    ]
    for store, splits in results.items():
        for split, s in splits.items():
            lines.append(
                f"{store:<18}{split:<9}{s.turns:>6}{s.precision:>7.3f}{s.recall:>7.3f}"
                f"{s.f1:>7.3f}{s.off_topic_turns:>11}{s.off_topic_empty:>7.3f}"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fixture", type=Path)
    parser.add_argument(
        "--distractors-from",
        type=Path,
        metavar="FIXTURE",
        help="mix in another fixture's distractors (e.g. the recall fixture's, for one without)",
    )
    parser.add_argument("--tune", action="store_true", help="compare candidates on dev")
    parser.add_argument(
        "--ceiling",
        action="store_true",
        help="the F1 of each ranking with the best cut per turn (needs the embeddings extra)",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    fixture = load(args.fixture, args.distractors_from)
    payload: dict[str, Any] = {"fixture": fixture.source}
    if args.ceiling and installed():
        payload["best_cut_f1"] = ceiling(fixture)
    if args.tune:
        payload["tuned_on_dev"] = {}
        names = [*CANDIDATES, *(n for n, row in OPTIONAL.items() if _optional(row[0]))]
        for name in names:
            threshold, relative, scores = tune(fixture, name)
            payload["tuned_on_dev"][name] = {
                "threshold": threshold,
                "relative": relative,
                "dev": [asdict(s) for s in scores],
            }
    shipped_limits = Limits(max_memories=AT, max_bytes=10**9, min_score=DEFAULT_MIN_SCORE)
    results = report(fixture, shipped(shipped_limits))
    payload["shipped"] = {k: {s: asdict(v) for s, v in d.items()} for k, d in results.items()}
    with_meaning = report(fixture, shipped(shipped_limits, meaning=True)) if installed() else None
    if with_meaning is not None:
        payload["with_meaning"] = {
            k: {s: asdict(v) for s, v in d.items()} for k, d in with_meaning.items()
        }
    if args.json:
        json.dump(payload, sys.stdout, indent=2)
        sys.stdout.write("\n")
        return 0
    print(f"fixture: {fixture.source}")
    if args.tune:
        print(
            "\ncandidates tuned on dev: threshold, relative floor -> dev on the project store,"
            " then with the distractors"
        )
        for name, row in payload["tuned_on_dev"].items():
            cells = "  ".join(
                f"F1={s['f1']:.3f} empty={s['off_topic_empty']:.3f}" for s in row["dev"]
            )
            print(f"  {name:<16} t={row['threshold']:<5} rel={row['relative']:<4} {cells}")
    print(f"\nshipped ranker (min_score {DEFAULT_MIN_SCORE:g}, relative floor {RELATIVE_FLOOR}):")
    print(_table(results))
    if with_meaning is not None:
        print("\nwith recall by meaning (the embeddings extra: all-MiniLM-L6-v2):")
        print(_table(with_meaning))
    else:
        print("\n(recall by meaning not measured: the embeddings extra is not installed)")
    if "best_cut_f1" in payload:
        print("\nF1@5 with the best cut per turn (labels known), by ranking:")
        for store, splits in payload["best_cut_f1"].items():
            for split, row in splits.items():
                cells = "  ".join(f"{name} {value:.3f}" for name, value in row.items())
                print(f"  {store:<18}{split:<9}{cells}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
