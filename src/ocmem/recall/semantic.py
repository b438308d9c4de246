"""Recall by meaning: each memory's sentence vectors, kept on disk, and the cosine picks.

A memory gets two vectors, of "name. description. body" and of "name. description"; its
similarity to a message is the larger cosine. A message is read alone and with the
session's last three turns before it, and the closer reading counts: "do it" still means
what the turns before it were about, and a question on a new subject is not diluted by
the turns about the old one (the recall fixture has follow-ups but no change of subject;
the end-to-end test in tests/wrapper/test_recall_turn_e2e.py has one).
Cosines of one model crowd together, so they are rescaled by `TYPICAL_COSINE`, the mean
cosine between the memories of one project (the recall fixture's, no labels used):
cos' = (cos - c0) / (1 - c0). It is the model's constant, not the store's: a store that
mixes projects has a lower mean and would otherwise let more through. A memory is picked
when cos' reaches `MIN_SIMILARITY` and `RELATIVE_FLOOR` of the turn's best. The floor was
chosen on the first recall fixture's dev split; the threshold on that fixture and a second
one (a different project, written later by another blind helper), as the best F1 among those
leaving at least 80% of off-topic turns empty on both, with and without distractors: 0.26,
the first fixture's own choice, left only 0.63 of the second's empty
(benchmarks/bench_recall_quality.py, docs/benchmarks.md).

Vectors are cached per store in the state directory, keyed by the sha256 of the memory's
text, so a store is encoded once and a changed memory alone is encoded again. The cache
is written atomically; one that cannot be read is rebuilt, never fatal.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import threading
import time
import zipfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs
from ocmem.recall.encoder import EncoderUnavailableError, installed, load_numpy
from ocmem.state.staging import store_key
from ocmem.store.memory_file import Memory

if TYPE_CHECKING:
    from ocmem.recall.encoder import Encoder, Matrix


TYPICAL_COSINE = 0.1476
MIN_SIMILARITY = 0.37
RELATIVE_FLOOR = 0.9
RECENT_TURNS = 3


@dataclass(frozen=True)
class Similar:
    memory: Memory
    similarity: float  # cos', see the module doc


def texts_of(memory: Memory) -> tuple[str, str]:
    return (
        f"{memory.name}. {memory.description}. {memory.body}",
        f"{memory.name}. {memory.description}",
    )


def memory_key(memory: Memory) -> str:
    full, _ = texts_of(memory)
    return hashlib.sha256(full.encode("utf-8", "surrogatepass")).hexdigest()


class SemanticIndex:
    """The vectors of a fixed sequence of memories and the encoder for messages."""

    def __init__(self, memories: Sequence[Memory], vectors: Matrix, encoder: Encoder) -> None:
        np = load_numpy()

        self.memories = tuple(memories)
        self._np = np
        self._vectors = vectors  # (memories, 2, dimensions)
        self._encoder = encoder

    def closeness(self, text: str, recent: Sequence[str] = ()) -> Matrix:
        """Every memory's rescaled cosine to `text` (cos', see the module doc), in store
        order; `text` must not be blank."""
        queries = [text]
        if recent:
            queries.append(" ".join([*recent[-RECENT_TURNS:], text]))
        vectors = self._encoder.encode(queries)
        cosines: Matrix = (self._vectors @ vectors.T).max(axis=(1, 2))
        rescaled: Matrix = (cosines - TYPICAL_COSINE) / (1.0 - TYPICAL_COSINE)
        return rescaled

    def similar(self, text: str, recent: Sequence[str] = ()) -> list[Similar]:
        """The memories that pass the thresholds for `text`, best first."""
        if not self.memories or not text.strip():
            return []
        rescaled = self.closeness(text, recent)
        order = self._np.argsort(-rescaled, kind="stable")
        best = float(rescaled[order[0]])
        if best < MIN_SIMILARITY:
            return []
        floor = max(MIN_SIMILARITY, RELATIVE_FLOOR * best)
        return [
            Similar(self.memories[i], round(float(rescaled[i]), 4))
            for i in order
            if rescaled[i] >= floor
        ]


# Memories encoded between two looks at the clock, and seconds between two saves.
_CHUNK = 64
_SAVE_EVERY = 5.0


def vectors_path(state_dir: Path, memory_dir: Path) -> Path:
    return state_dir / "recall" / "vectors" / f"{store_key(memory_dir)}.npz"


class VectorCache:
    """One store's vectors on disk (`vectors_path`), keyed by the hash of each text."""

    def __init__(self, path: Path | None) -> None:
        self.path = path  # None: kept in memory only
        self._known: dict[str, Any] = {}
        self._loaded = False

    def index(
        self,
        memories: Sequence[Memory],
        encoder: Encoder,
        progress: Callable[[int, int], None] = lambda done, total: None,
    ) -> SemanticIndex:
        """The index over `memories`, encoding (and saving) only the ones not cached.

        A large store is encoded a chunk at a time and saved every few seconds, so a short
        process (an `opencode run` that ends before a 2,000-memory store is encoded) leaves
        its work for the next one instead of losing it. `progress(done, total)` is called
        after each chunk."""
        np = load_numpy()

        self._load()
        keys = [memory_key(m) for m in memories]
        missing = [i for i, key in enumerate(keys) if key not in self._known]
        last_save = time.monotonic()
        for first in range(0, len(missing), _CHUNK):
            chunk = missing[first : first + _CHUNK]
            texts = [text for i in chunk for text in texts_of(memories[i])]
            encoded = encoder.encode(texts).reshape(len(chunk), 2, -1)
            for row, i in enumerate(chunk):
                self._known[keys[i]] = encoded[row]
            progress(first + len(chunk), len(missing))
            if time.monotonic() - last_save >= _SAVE_EVERY and first + _CHUNK < len(missing):
                self._save({key: self._known[key] for key in keys if key in self._known})
                last_save = time.monotonic()
        if missing:
            self._save({key: self._known[key] for key in keys})
        vectors = (
            np.stack([self._known[key] for key in keys])
            if keys
            else np.zeros((0, 2, encoder.dimensions), dtype=np.float32)
        )
        return SemanticIndex(memories, vectors, encoder)

    def _load(self) -> None:
        if self._loaded or self.path is None:
            return
        self._loaded = True
        np = load_numpy()

        try:
            with np.load(self.path, allow_pickle=False) as data:
                keys, vectors = data["keys"], data["vectors"]
                if vectors.ndim == 3 and vectors.shape[:2] == (len(keys), 2):
                    self._known = {str(k): v for k, v in zip(keys, vectors, strict=True)}
        except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
            self._known = {}  # missing or unreadable: everything is encoded again

    def _save(self, kept: dict[str, Any]) -> None:
        """Write the vectors of the memories the store has now (atomically; best effort)."""
        if self.path is None:
            return
        np = load_numpy()
        try:
            make_dirs(self.path.parent, PRIVATE_DIR_MODE)
            handle, temporary = tempfile.mkstemp(
                prefix=".recall-vectors-", suffix=".npz", dir=self.path.parent
            )
            try:
                with os.fdopen(handle, "wb") as out:
                    np.savez(
                        out,
                        keys=np.array(list(kept), dtype="U64"),
                        vectors=np.stack(list(kept.values())),
                    )
                os.replace(temporary, self.path)
            except BaseException:
                Path(temporary).unlink(missing_ok=True)
                raise
        except OSError:
            pass  # a read-only or full state dir costs a re-encode next time, nothing more


_ENCODER: list[Encoder] = []
_ENCODER_PROBLEM: list[str] = []
_ENCODER_LOCK = threading.Lock()


def wanted(mode: str) -> bool:
    """`recall.semantic`: on, off, or auto (on when the extra is installed)."""
    return mode == "on" or (mode == "auto" and installed())


def shared_encoder() -> Encoder:
    """The process's one encoder, loaded on first use; `EncoderUnavailableError` (the same
    one each time) when it cannot load."""
    from ocmem.recall.encoder import Encoder

    with _ENCODER_LOCK:
        if not _ENCODER and not _ENCODER_PROBLEM:
            try:
                _ENCODER.append(Encoder())
            except EncoderUnavailableError as exc:
                _ENCODER_PROBLEM.append(str(exc))
        if _ENCODER_PROBLEM:
            raise EncoderUnavailableError(_ENCODER_PROBLEM[0])
        return _ENCODER[0]


@dataclass(frozen=True)
class MeaningState:
    """Whether turns can be matched by meaning under a `recall.semantic` mode."""

    on: bool
    why: str = ""  # when off by choice or by install: "off", "the embeddings extra is not …"
    problem: str = ""  # when wanted but the model cannot run: why not


def meaning_state(mode: str) -> MeaningState:
    """Decided once for `recall --query` and `doctor`: the model is loaded (and its weights
    checked) when the mode wants it."""
    if mode == "off":
        return MeaningState(False, why="off")
    if mode == "auto" and not installed():
        return MeaningState(False, why="the model is not installed")
    try:
        shared_encoder()
    except EncoderUnavailableError as exc:
        return MeaningState(False, problem=str(exc))
    return MeaningState(True)


class Meaning:
    """One store's recall by meaning for a long-lived process: vectors are computed in a
    background thread (a large store's first encoding takes a minute), and until they
    match the store's current memories, `current` gives None and turns use words alone."""

    def __init__(self, state_dir: Path, memory_dir: Path) -> None:
        self._cache = VectorCache(vectors_path(state_dir, memory_dir))
        self._ready: SemanticIndex | None = None
        self._building = False
        self._lock = threading.Lock()
        self.problem = ""

    def current(self, memories: tuple[Memory, ...]) -> SemanticIndex | None:
        with self._lock:
            ready = self._ready
            if ready is not None and ready.memories is memories:
                return ready
            if not self._building and not self.problem:
                self._building = True
                threading.Thread(target=self._build, args=(memories,), daemon=True).start()
        return None

    def _build(self, memories: tuple[Memory, ...]) -> None:
        try:
            built: SemanticIndex | None = self._cache.index(memories, shared_encoder())
            problem = ""
        except EncoderUnavailableError as exc:
            built, problem = None, str(exc)
        except Exception as exc:  # never let a failed build take the service down
            built, problem = None, f"{type(exc).__name__}: {exc}"
        with self._lock:
            self._ready = built or self._ready
            self.problem = problem
            self._building = False
