"""Near-duplicate detection: twins for a new memory, and similarity clusters for the dream.

Two memories are twins (the same fact, so a new one updates the old instead of adding a
copy) only when every one of these holds:

1. They mention the same numbers and identifier-like tokens, in the same order of first
   mention, so "port 8080" and "port 8081", `settings.py` and `config.py`, or "8080 for
   staging, 8081 for production" and the reverse stay apart.
2. They say the same content words. A text's content words are what is left after
   dropping function words (articles, pronouns, auxiliaries, most prepositions) and a few
   fillers ("always", "please", "just"), with light stemming ("tests", "testing" -> "test")
   and a short table of everyday synonyms and abbreviations ("prefers"/"likes"/"wants",
   "repo"/"repository", "db"/"database"). Negations all become one word ("not", "never",
   "don't", "without", "avoid"), so polarity is a content word too. The symmetric
   difference of the two sets must be empty: a rule about staging and one about
   production differ in a word that carries meaning, however alike the rest of the prose.
3. Order holds where order carries meaning. The same sentences in another order are the
   same fact. Otherwise, when a text holds a word that relates two others ("before",
   "over", "than", "from", "to", a negation...), the content words must come in the same
   order, so "lint before tests" and "tests before lint", or "pnpm, not npm" and "npm, not
   pnpm", stay apart; and when none does, the content sequences must still score at least
   the threshold on rapidfuzz's `ratio`, which tolerates a small reordering of
   free-standing words but not a reshuffled sentence.

The rules err on the side of keeping two memories: a missed merge costs one extra file,
which the dream can merge later with the full text in view; a wrong merge loses a fact.

Clusters are a different, looser question: which same-type memories are worth the dream's
look (repeats, but also contradictions such as two ports). Two memories are linked when
their content-word sets (identifiers included) have a Jaccard similarity of at least
`CLUSTER_JACCARD`; clusters are the connected groups. The join is exact and fast: an
inverted index over each set's rarest tokens (prefix filtering) proposes candidates, and
each candidate pair is checked with the exact Jaccard.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz

from ocmem.store.memory_file import Memory

DEFAULT_THRESHOLD = 95.0
CLUSTER_JACCARD = 0.6

_WORD = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.\-/:@+#]*")
_IDENTIFIER_SHAPE = re.compile(r"[0-9_]|[a-z][A-Z]|[A-Za-z0-9][./:@#][A-Za-z0-9]")
_ABBREVIATION = re.compile(r"(?:[A-Za-z]\.)+[A-Za-z]?")
_IRREGULAR_NOT = {"can": "can not", "won": "will not", "shan": "shall not"}
_LETTERS = re.compile(r"[a-z][a-z']*")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Words that carry no fact of their own: articles, pronouns, forms of be/do/have,
# conjunctions that join without relating, prepositions of place that rephrasings swap
# freely, and fillers. Words that relate or qualify ("before", "over", "only", "or",
# "off", "out", "some"), permission ("can", "may") and whose side something is on ("we",
# "our" against "they", "their") are not here: they change what a sentence claims.
_STOPWORDS = _words(
    """
    a an the this that these those it its it's itself
    i me my mine you your yours he him his she her hers
    user users user's person people someone one ones
    is are was were be been being am do does did doing done have has had having
    will would shall
    and but so yet also too as of in on at by with within for about per via into onto upon
    there here where when which who whom whose what how why
    please just really very quite always simply basically actually generally
    all every each any both
    s t ll re ve d m
    apply note notes
    """
)
_NEGATIONS = _words(
    """
    not no never none nothing nobody nowhere neither nor without cannot
    avoid avoids avoided avoiding dont doesnt didnt isnt arent wasnt werent wont cant
    shouldnt mustnt couldnt wouldnt hasnt havent hadnt
    """
)
# Words whose arguments have an order: swapping what stands around them changes the fact.
_RELATIONAL = _words(
    """
    not before after over under than instead rather versus vs from to then first last
    above below until unless except only
    """
)
# Everyday rephrasings, each mapped to one representative. Kept small and generic:
# every pair here says the same thing in any project.
_SYNONYM_GROUPS = (
    ("prefer", "like", "want", "wish", "favor", "favour"),
    ("we", "us", "our", "ours"),
    ("they", "them", "their", "theirs"),
    ("can", "could"),
    ("use", "using", "used", "uses", "utilize", "employ"),
    ("must", "should", "need", "needs", "required", "require", "requires", "have to"),
    ("short", "terse", "brief", "concise", "succinct"),
    ("answer", "reply", "response", "respond"),
    ("run", "execute", "invoke"),
    ("repo", "repository"),
    ("config", "configuration", "conf"),
    ("dir", "directory", "folder"),
    ("doc", "docs", "documentation"),
    ("start", "begin"),
    ("ensure", "make sure"),
    ("check", "verify"),
    ("big", "large"),
    ("fast", "quick"),
    ("before", "prior"),
    ("db", "database"),
    ("prod", "production"),
    ("env", "environment"),
    ("dev", "development"),
    ("msg", "message"),
    ("go", "goes", "went", "gone"),
    ("write", "wrote", "written"),
    ("make", "made"),
)
_SYNONYMS = {word: group[0] for group in _SYNONYM_GROUPS for word in group if " " not in word}
_PHRASES = {word: group[0] for group in _SYNONYM_GROUPS for word in group if " " in word}
# Contractions ("can't", "doesn't") and the multi-word synonyms, rewritten before splitting.
_REWRITE = re.compile(
    r"\b(can|won|shan)[’']t\b|(\w)n[’']t\b|\b("
    + "|".join(r"\s+".join(map(re.escape, p.split())) for p in _PHRASES)
    + r")\b",
    re.IGNORECASE,
)
_KEEP_DOUBLE = frozenset("lsz")
# Words whose final "s" is not a plural: stemming would make them other words.
_NO_STEM = _words("https wss ftps sftps news series species")
_SENTENCE_BREAK = re.compile(r"\n+|(?<=[.!?;])\s+")


@dataclass(frozen=True)
class Twin:
    file: str
    score: float


@dataclass(frozen=True)
class Fingerprint:
    """What the twin rules compare: identifiers, content words in order, and their set."""

    identifiers: tuple[str, ...]
    sequence: tuple[str, ...]
    words: frozenset[str]
    ordered: bool
    sentences: tuple[tuple[str, ...], ...] = ()

    @property
    def text(self) -> str:
        return " ".join(self.sequence)


def comparable_text(memory: Memory) -> str:
    return f"{memory.description}\n{memory.body}"


def identifier_tokens(text: str) -> frozenset[str]:
    """Numbers and identifier-like words: with a digit, `_`, camelCase, or `.`/`/`/`:` inside."""
    tokens = set()
    for match in _WORD.finditer(text):
        token = match.group().rstrip(".,:;-/#+@")
        if _IDENTIFIER_SHAPE.search(token) and not _ABBREVIATION.fullmatch(token):
            tokens.add(token.casefold())
    return frozenset(tokens)


def content_words(text: str) -> tuple[str, ...]:
    """The text's content words in order, each stemmed and mapped to its synonym group.

    Identifier-like tokens are left to `identifier_tokens`; a negation becomes "not".
    """
    return _analyse(text)[0]


def _analyse(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(content words, identifiers), each in order, in one pass; each token judged once."""
    words: list[str] = []
    identifiers: list[str] = []
    for raw in _WORD.findall(_REWRITE.sub(_rewrite, text)):
        identifier, pieces = _token(raw)
        if identifier is not None:
            identifiers.append(identifier)
        words.extend(pieces)
    return tuple(words), tuple(identifiers)


def _rewrite(match: re.Match[str]) -> str:
    irregular, stem, phrase = match.group(1, 2, 3)
    if irregular:
        return _IRREGULAR_NOT[irregular.lower()]
    if stem:
        return f"{stem} not"
    return _PHRASES[" ".join(phrase.lower().split())]


@lru_cache(maxsize=65536)
def _token(raw: str) -> tuple[str | None, tuple[str, ...]]:
    token = raw.rstrip(".,:;-/#+@")
    if _IDENTIFIER_SHAPE.search(token) and not _ABBREVIATION.fullmatch(token):
        return token.casefold(), ()
    pieces = (_canonical(piece.strip("'")) for piece in _LETTERS.findall(token.lower()))
    return None, tuple(word for word in pieces if word)


def fingerprint(text: str) -> Fingerprint:
    content, identifiers = _analyse(text)
    sequence = _dedupe(content)
    sentences = (_sentence(part) for part in _SENTENCE_BREAK.split(text))
    return Fingerprint(
        identifiers=_dedupe(identifiers),
        sequence=sequence,
        # "to" pins order like any relational word, but as the infinitive's marker it comes
        # and goes in rephrasings ("deploys need to wait" / "deploys must wait").
        words=frozenset(sequence) - {"to"},
        ordered=not _RELATIONAL.isdisjoint(sequence),
        sentences=tuple(sorted(s for s in sentences if s)),
    )


def _sentence(text: str) -> tuple[str, ...]:
    content, identifiers = _analyse(text)
    return _dedupe(content) + tuple("#" + i for i in _dedupe(identifiers))


def same_fact(a: Fingerprint, b: Fingerprint, threshold: float = DEFAULT_THRESHOLD) -> float | None:
    """The similarity score when `a` and `b` state the same fact by the rules above, else None."""
    if a.identifiers != b.identifiers or a.words != b.words:
        return None
    if a.sequence == b.sequence or a.sentences == b.sentences:
        return 100.0  # the same sentences, at most in another order
    if a.ordered or b.ordered:
        return None
    score = float(fuzz.ratio(a.text, b.text))
    return score if score >= threshold else None


class TwinFinder:
    """Finds, among a fixed set of memories, the twin of a new memory of the same type.

    Fingerprints are taken lazily, once per memory, and candidates are looked up by their
    exact content-word set: twins must share it, so no pairwise scan is needed.
    """

    def __init__(self, memories: Iterable[Memory], threshold: float = DEFAULT_THRESHOLD) -> None:
        self.threshold = threshold
        self._memories: dict[str, list[Memory]] = {}
        for memory in memories:
            self._memories.setdefault(memory.type, []).append(memory)
        self._by_words: dict[str, dict[frozenset[str], list[tuple[str, Fingerprint]]]] = {}

    def find(self, memory: Memory, exclude: frozenset[str] | set[str] = frozenset()) -> Twin | None:
        if self.threshold > 100 or memory.type not in self._memories:
            return None
        index = self._index(memory.type)
        wanted = fingerprint(comparable_text(memory))
        best: Twin | None = None
        for file, candidate in index.get(wanted.words, ()):
            if file in exclude:
                continue
            score = same_fact(wanted, candidate, self.threshold)
            if score is not None and (best is None or score > best.score):
                best = Twin(file=file, score=score)
        return best

    def _index(self, kind: str) -> dict[frozenset[str], list[tuple[str, Fingerprint]]]:
        index = self._by_words.get(kind)
        if index is None:
            index = {}
            for memory in self._memories[kind]:
                print_ = fingerprint(comparable_text(memory))
                index.setdefault(print_.words, []).append((memory.file, print_))
            self._by_words[kind] = index
        return index


def cluster_tokens(memory: Memory) -> frozenset[str]:
    """The set the cluster join compares: content words plus identifiers."""
    content, identifiers = _analyse(comparable_text(memory))
    return frozenset(content) | frozenset(identifiers)


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a and not b:
        return 1.0
    shared = len(a & b)
    return shared / (len(a) + len(b) - shared)


def near_duplicate_clusters(
    memories: Sequence[Memory], threshold: float = CLUSTER_JACCARD
) -> list[list[str]]:
    """Groups of same-type memories similar enough to deserve a look (hints, not verdicts).

    Exactly the connected components of "same type and Jaccard >= threshold", computed
    with a prefix-filtered set-similarity join: two sets with Jaccard >= t must share a
    token among each one's `|s| - ceil(t*|s|) + 1` rarest tokens, so only pairs sharing
    such a token are checked.
    """
    parent = {m.file: m.file for m in memories}

    def find(file: str) -> str:
        while parent[file] != file:
            parent[file] = parent[parent[file]]
            file = parent[file]
        return file

    by_type: dict[str, list[Memory]] = {}
    for memory in memories:
        by_type.setdefault(memory.type, []).append(memory)
    for group in by_type.values():
        sets = [cluster_tokens(m) for m in group]
        for i, j in _similar_pairs(sets, threshold):
            parent[find(group[i].file)] = find(group[j].file)
    clusters: dict[str, list[str]] = {}
    for memory in memories:
        clusters.setdefault(find(memory.file), []).append(memory.file)
    return sorted(sorted(c) for c in clusters.values() if len(c) > 1)


def _similar_pairs(sets: Sequence[frozenset[str]], threshold: float) -> Iterable[tuple[int, int]]:
    """Index pairs with Jaccard >= threshold: ppjoin (prefix, size and position filters)."""
    eps = 1e-9
    frequency = Counter(token for tokens in sets for token in tokens)
    index: dict[str, list[tuple[int, int]]] = {}
    empty: list[int] = []
    # Smallest first, so a probe only meets sets no larger than itself.
    for i in sorted(range(len(sets)), key=lambda k: len(sets[k])):
        tokens = sets[i]
        size = len(tokens)
        if not size:
            empty.append(i)
            continue
        ordered = sorted(tokens, key=lambda token: (frequency[token], token))
        overlap: dict[int, int] = {}
        for p, token in enumerate(ordered[: size - math.ceil(threshold * size - eps) + 1]):
            for j, q in index.get(token, ()):
                count = overlap.get(j, 0)
                if count < 0:
                    continue  # already ruled out
                other = len(sets[j])
                if other < threshold * size - eps:
                    continue  # too small to reach the threshold
                needed = math.ceil(threshold / (1 + threshold) * (size + other) - eps)
                if count + 1 + min(size - p - 1, other - q - 1) >= needed:
                    overlap[j] = count + 1
                else:
                    overlap[j] = -1
        mid = size - math.ceil(2 * threshold / (1 + threshold) * size - eps) + 1
        for p, token in enumerate(ordered[:mid]):
            index.setdefault(token, []).append((i, p))
        for j, count in overlap.items():
            if count > 0 and jaccard(tokens, sets[j]) >= threshold:
                yield j, i
    # Texts with no content word at all are alike (Jaccard 1) only with each other.
    yield from itertools.pairwise(empty)


@lru_cache(maxsize=4096)
def _canonical(word: str) -> str:
    if len(word) < 2 or word in _STOPWORDS:
        return ""
    if word in _NEGATIONS:
        return "not"
    if word in _SYNONYMS:
        return _SYNONYMS[word]
    stem = _stem(_american(word))
    if stem in _STOPWORDS:
        return ""
    return _SYNONYMS.get(stem, stem)


# British spellings and their American twins meet at one form. Applied to both texts,
# a word that has no twin only changes its own spelling, consistently.
_SPELLING = (
    (re.compile(r"^(.{4,})is(e|ed|es|ing|ation|ations)$"), r"\1iz\2"),
    (re.compile(r"^(.{3,})ys(e|ed|es|ing)$"), r"\1yz\2"),
    (re.compile(r"^(.{3,})our(s|ed|ing|ite|ites)?$"), r"\1or\2"),
    (re.compile(r"^(.{2,})tre(s)?$"), r"\1ter\2"),
    (re.compile(r"^(.{2,})logue(s)?$"), r"\1log\2"),
    (re.compile(r"^(licen|defen|offen|preten)ce(s)?$"), r"\1se\2"),
    (re.compile(r"^programme(s)?$"), r"program\1"),
)


def _american(word: str) -> str:
    for pattern, replacement in _SPELLING:
        word = pattern.sub(replacement, word)
    return word


def _stem(word: str) -> str:
    """A light suffix stripper: enough to equate "test", "tests", "tested", "testing"."""
    if word in _NO_STEM:
        return word
    for suffix, keep in (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if not word.endswith(suffix):
            continue
        base = word[: len(word) - len(suffix)] + keep
        if len(base) < 3 or (suffix == "s" and word.endswith(("ss", "us", "is"))):
            continue
        if suffix == "es" and not base.endswith(("ch", "sh", "x", "z", "ss")):
            base = word[:-1]  # "caches" -> "cache", "uses" -> "use"
        doubled = len(base) > 3 and base[-1] == base[-2] and base[-1] not in _KEEP_DOUBLE
        if suffix in ("ing", "ed") and doubled:
            base = base[:-1]  # "committing" -> "commit", "shipped" -> "ship"
        word = base
        break
    if len(word) > 4 and word.endswith("e"):
        word = word[:-1]  # "cache"/"caching", "stage"/"staging" meet at "cach", "stag"
    return word


def _dedupe(words: Sequence[str]) -> tuple[str, ...]:
    seen: set[str] = set()
    out = []
    for word in words:
        if word not in seen:
            seen.add(word)
            out.append(word)
    return tuple(out)
