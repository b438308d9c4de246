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
_INTERNAL_SEPARATOR = re.compile(r"[A-Za-z0-9][./:@#][A-Za-z0-9]")
_CAMEL_CASE = re.compile(r"[a-z][A-Z]")
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
        if not token or _ABBREVIATION.fullmatch(token):
            continue
        if (
            any(ch.isdigit() for ch in token)
            or "_" in token
            or _CAMEL_CASE.search(token)
            or _INTERNAL_SEPARATOR.search(token)
        ):
            tokens.add(token.casefold())
    return frozenset(tokens)


class TwinFinder:
    """Finds, among a fixed set of memories, the twin of a new memory of the same type."""

    def __init__(self, memories: Iterable[Memory], threshold: float = DEFAULT_THRESHOLD) -> None:
        self.threshold = threshold
        self._by_type: dict[str, list[tuple[str, str, frozenset[str]]]] = {}
        for memory in memories:
            text = comparable_text(memory)
            self._by_type.setdefault(memory.type, []).append(
                (memory.file, normalized(text), identifier_tokens(text))
            )

    def find(self, memory: Memory, exclude: frozenset[str] | set[str] = frozenset()) -> Twin | None:
        candidates = [c for c in self._by_type.get(memory.type, []) if c[0] not in exclude]
        if not candidates or self.threshold > 100:
            return None
        text = comparable_text(memory)
        wanted = identifier_tokens(text)
        matches = process.extract(
            normalized(text),
            [c[1] for c in candidates],
            scorer=fuzz.ratio,
            score_cutoff=self.threshold,
            limit=_CANDIDATES_CHECKED,
        )
        for _choice, score, position in matches:
            file, _text, tokens = candidates[position]
            if tokens == wanted:
                return Twin(file=file, score=float(score))
        return None
