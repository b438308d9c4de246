"""The words a message or a memory is matched on: folded, stemmed, stop words dropped.

Pure functions, no I/O. The stemmer is deliberately light (plurals, -ing, -ed, -ly and a
few derivational endings): it only has to make "deploys", "deployed" and "deploying" meet,
and it must leave non-English words mostly alone.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# A pasted log or file is cut here: past a few paragraphs, more words only cost time.
MAX_TEXT_CHARS = 2_000
MAX_TERMS = 80
_WORD = re.compile(r"[^\W_]+", re.UNICODE)

_STOP_TEXT = """
    a about above after again against all already also am an and any anything are aren as at
    be because been before being below between both but by can cannot cool could couldn did
    didn do does doesn doing don down during each either else ever everything few for from
    further get gets go going good got great had hadn has hasn have haven having he hello
    her here hers herself hey hi him himself his how however i if in into is isn it its
    itself just know let lets like ll look looking looks make maybe me might more most much
    must mustn my myself need nice no nor not now of off ok okay on once one only or other
    ought our ours ourselves out over own please put re really right same see shall shan she
    should shouldn so some something still such sure take tell than thank thanks that the
    their theirs them themselves then there these they thing things think this those through
    to too try trying under until up us use used using very want was wasn way we well were
    weren what when where whether which while who whom why will with won would wouldn yeah
    yes yet you your yours yourself yourselves
"""
# The commonest function words of the other languages users write in most (Spanish,
# Portuguese, French, German, Italian), none of them an English content word: a message
# in those languages is then judged on its content words too.
_OTHER_STOP_TEXT = """
    al algo aqui aquí como cómo con cual cuál cuando cuándo de del donde dónde el ella ellos
    en entre es esta está este esto hay la las lo los mas más mi muy para pero por porque que
    qué se sobre su sus también tengo un una uno unos y ya yo
    ao aos as às com da das de do dos ela ele em então essa esse isso mas meu minha na nas
    não nem no nos numa onde os ou para pela pelo por quando quanto que se sem seu sua
    também um uma
    au aux avec ce ces cette dans des du elle est et ici il ils je la le les leur mais me même
    mon ne nous ou où par pas pour qu quand que qui sa se ses sur ta te tes toi ton tu un
    une vous
    auf aus bei bin bist das dem den der des dich dir doch du ein eine einem einen einer es
    für ich ihr im ist mich mir nicht noch nur oder sich sie sind und uns von
    warum was wie wir wo zu zum zur
    che chi cosa della delle di gli il lei loro nel nella non perché più questo quello
    una uno
"""
STOP_WORDS = frozenset(_STOP_TEXT.split()) | frozenset(_OTHER_STOP_TEXT.split())

# Short forms developers write for the same thing, read as the long form in messages and
# memories alike (before stemming), so "prod db" meets "production database".
ABBREVIATIONS = {
    "prod": "production",
    "stg": "staging",
    "db": "database",
    "dbs": "database",
    "repo": "repository",
    "repos": "repository",
    "env": "environment",
    "envs": "environment",
    "config": "configuration",
    "cfg": "configuration",
    "conf": "configuration",
    "auth": "authentication",
    "authn": "authentication",
    "authz": "authorization",
    "dep": "dependency",
    "deps": "dependency",
    "k8s": "kubernetes",
    "perf": "performance",
    "docs": "documentation",
    "msg": "message",
    "msgs": "message",
    "pkg": "package",
    "pkgs": "package",
    "impl": "implementation",
    "func": "function",
    "fn": "function",
    "param": "parameter",
    "params": "parameter",
    "arg": "argument",
    "args": "argument",
    "dir": "directory",
    "dirs": "directory",
    "postgresql": "postgres",
    "pg": "postgres",
    "psql": "postgres",
    "js": "javascript",
    "ts": "typescript",
    "py": "python",
    "gh": "github",
    "tmp": "temporary",
    "info": "information",
    "pw": "password",
    "pwd": "password",
    "passwd": "password",
}

# Endings removed, longest first; the stem must keep at least three letters.
_SUFFIXES = (
    ("ational", "ate"),
    ("ization", "ize"),
    ("isation", "ize"),
    ("fulness", "ful"),
    ("iveness", "ive"),
    ("ements", ""),
    ("ations", "ate"),
    ("ation", "ate"),
    ("ement", ""),
    ("ments", ""),
    ("ingly", ""),
    ("ness", ""),
    ("ment", ""),
    ("ings", ""),
    ("ies", "y"),
    ("ied", "y"),
    ("ing", ""),
    ("ers", ""),
    ("ed", ""),
    ("er", ""),
    ("ly", ""),
    ("es", ""),
    ("s", ""),
)
_KEEP_S = ("ss", "us", "is", "os")


def fold(text: str) -> str:
    """Case-folded with diacritics removed ("Orçamento" -> "orcamento")."""
    folded = text.casefold()
    if folded.isascii():
        return folded
    decomposed = unicodedata.normalize("NFKD", folded)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@lru_cache(maxsize=65_536)
def stem(word: str) -> str:
    if len(word) <= 4 or not word.isalpha():
        return word
    if word.endswith(_KEEP_S):
        return word
    for suffix, replacement in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base = word[: -len(suffix)] + replacement
            # "running" -> "runn" -> "run"; "stopped" -> "stop"
            if (
                suffix in ("ing", "ed", "er", "ers", "ings")
                and len(base) >= 4
                and base[-1] == base[-2]
                and base[-1] not in "lsz"
            ):
                base = base[:-1]
            if suffix in ("es",) and not base.endswith(("ch", "sh", "x", "ss", "z", "o")):
                # "releases" -> "releas" would miss "release"; drop just the "s".
                base = word[:-1]
            return base
    return word


def words(text: str) -> list[str]:
    """Every word of `text`, folded and stemmed, stop words out."""
    out: list[str] = []
    for match in _WORD.finditer(fold(text)):
        word = match.group()
        if word in STOP_WORDS or (len(word) < 2 and word.isascii()):
            continue
        out.append(stem(ABBREVIATIONS.get(word, word)))
    return out


def query_terms(text: str) -> list[str]:
    """The distinct terms of a message (cut to `MAX_TEXT_CHARS`), in order, at most
    `MAX_TERMS`."""
    seen: dict[str, None] = {}
    for term in words(text[:MAX_TEXT_CHARS]):
        seen.setdefault(term, None)
        if len(seen) >= MAX_TERMS:
            break
    return list(seen)
