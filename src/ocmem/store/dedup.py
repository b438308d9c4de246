"""Near-duplicate detection for new memories.

Two memories are twins when their description + body, lower-cased with punctuation
turned into spaces, score at least the threshold on rapidfuzz's `ratio` (an edit-distance
similarity, so word order matters: "lint before tests" and "tests before lint" differ),
AND both mention the same numbers and identifier-like tokens. The second rule keeps
"port 8080" and "port 8081", or `settings.py` and `config.py`, apart however alike the
prose around them is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from ocmem.store.memory_file import Memory

DEFAULT_THRESHOLD = 95.0
_CANDIDATES_CHECKED = 5

_NON_ALNUM = re.compile(r"[^0-9a-z]+")
_WORD = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.\-/:@+#]*")
_IDENTIFIER_SHAPE = re.compile(r"[0-9_]|[a-z][A-Z]|[A-Za-z0-9][./:@#][A-Za-z0-9]")
_ABBREVIATION = re.compile(r"(?:[A-Za-z]\.)+[A-Za-z]?")


@dataclass(frozen=True)
class Twin:
    file: str
    score: float


def comparable_text(memory: Memory) -> str:
    return f"{memory.description}\n{memory.body}"


def normalized(text: str) -> str:
    return " ".join(_NON_ALNUM.sub(" ", text.lower()).split())


def identifier_tokens(text: str) -> frozenset[str]:
    """Numbers and identifier-like words: with a digit, `_`, camelCase, or `.`/`/`/`:` inside."""
    tokens = set()
    for match in _WORD.finditer(text):
        token = match.group().rstrip(".,:;-/#+@")
        if _IDENTIFIER_SHAPE.search(token) and not _ABBREVIATION.fullmatch(token):
            tokens.add(token.casefold())
    return frozenset(tokens)


class TwinFinder:
    """Finds, among a fixed set of memories, the twin of a new memory of the same type.

    Work is deferred until a type is first asked about, and identifier tokens are taken only
    for candidates that already pass the score, so a batch without new files costs nothing.
    """

    def __init__(self, memories: Iterable[Memory], threshold: float = DEFAULT_THRESHOLD) -> None:
        self.threshold = threshold
        self._texts: dict[str, list[tuple[str, str]]] = {}
        for memory in memories:
            self._texts.setdefault(memory.type, []).append((memory.file, comparable_text(memory)))
        self._normalized: dict[str, list[str]] = {}
        self._tokens: dict[str, frozenset[str]] = {}

    def find(self, memory: Memory, exclude: frozenset[str] | set[str] = frozenset()) -> Twin | None:
        candidates = self._texts.get(memory.type, [])
        if not candidates or self.threshold > 100:
            return None
        if memory.type not in self._normalized:
            self._normalized[memory.type] = [normalized(text) for _file, text in candidates]
        text = comparable_text(memory)
        wanted = identifier_tokens(text)
        matches = process.extract(
            normalized(text),
            self._normalized[memory.type],
            scorer=fuzz.ratio,
            score_cutoff=self.threshold,
            limit=_CANDIDATES_CHECKED + len(exclude),
        )
        for _choice, score, position in matches:
            file, candidate_text = candidates[position]
            if file in exclude:
                continue
            if file not in self._tokens:
                self._tokens[file] = identifier_tokens(candidate_text)
            if self._tokens[file] == wanted:
                return Twin(file=file, score=float(score))
        return None
