"""Wallet seed phrases: twelve to twenty-four dictionary words after a word that names
them ("seed", "mnemonic", "recovery phrase"), on the same line or just below it.

An English sentence of twelve words or more leans on short function words ("the",
"and", "for"); a seed phrase, drawn from a word list, has almost none of them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ocmem.redact.candidate_values import (
    is_test_mnemonic,
    word_set,
    word_start_alternation,
    word_starts,
)
from ocmem.redact.span import RANK_KEYWORD, Span

_NOUN = re.compile(  # matched against ASCII-lowercased text
    word_start_alternation(
        r"seed|mnemonic|bip-?39|recovery[ _-]?(?:phrase|words)|secret[ _-]?(?:phrase|words)|"
        r"backup[ _-]?(?:phrase|words)|wallet[ _-]?(?:phrase|words)|12[ -]word|24[ -]word"
    )
)
_NOUN_STARTS = ("seed", "mnemonic", "bip", "recovery", "secret", "backup", "wallet", "12", "24")
_WINDOW = 400  # characters after the noun searched for the phrase
_WORD = r"(?:\d{1,2}[.):][ \t]*)?[a-z]{3,8}"
_SEPARATOR = r"(?:[ \t]*[,\-]?[ \t]+|[ \t]*\r?\n[ \t>*\-]*|-)"
_RUN = re.compile(rf"(?<![A-Za-z0-9]){_WORD}(?:{_SEPARATOR}{_WORD}){{11,23}}(?![A-Za-z0-9])")
_BLANK_LINE = re.compile(r"\n[ \t]*\r?\n")
_WORDS = re.compile(r"[a-z]+")
_MAX_FUNCTION_WORDS = 2
_PHRASE_LENGTHS = frozenset({12, 15, 18, 21, 24})
_FUNCTION_WORDS = word_set(
    """
    the and for with that this from into are was were not but you your our use then when
    will have has its than there their them they what which who how also only just
    """
)


def find_seed_phrases(text: str, folded: str) -> Iterator[Span]:
    """``folded`` is ``text`` with ASCII letters lowercased (same length)."""
    searched_to = 0
    for at in word_starts(folded, _NOUN_STARTS):
        noun = _NOUN.match(folded, at)
        if noun is None or at < searched_to:
            continue
        start = max(noun.end(), searched_to)
        end = min(len(text), noun.end() + _WINDOW)
        blank = _BLANK_LINE.search(text, start, end)
        if blank is not None:
            # A heading may be followed by one blank line; a second one ends the window.
            following = _BLANK_LINE.search(text, blank.end(), end)
            end = following.start() if following is not None else end
        searched_to = end
        run = _RUN.search(text, start, end)
        if run is None:
            continue
        words = _WORDS.findall(run.group())
        if len(words) not in _PHRASE_LENGTHS:
            continue  # BIP-39 phrases have 12, 15, 18, 21 or 24 words; a list of names not
        if sum(1 for word in words if word in _FUNCTION_WORDS) > _MAX_FUNCTION_WORDS:
            continue
        if is_test_mnemonic(words):
            continue
        yield Span(run.start(), run.end(), "seed-phrase", RANK_KEYWORD)
