"""The scrub itself: locate secret values, replace each with the marker, count them."""

from __future__ import annotations

import string
from dataclasses import dataclass

from ocmem.redact.credentials import find_structured_secrets
from ocmem.redact.keywords import find_keyword_secrets
from ocmem.redact.span import MARKER, Span, merge_spans
from ocmem.redact.tokens import find_vendor_tokens

_ASCII_FOLD = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


@dataclass(frozen=True)
class Redaction:
    """A scrubbed text.

    ``count`` is the number of distinct secret spans replaced; ``kinds`` names each one
    (e.g. ``"aws-access-key"``) for logs and summaries. Neither ever holds a value.
    """

    text: str
    count: int
    kinds: tuple[str, ...]


def locate_secrets(text: str) -> list[Span]:
    """The distinct secret spans of ``text``, in order, non-overlapping."""
    if not text:
        return []
    # Unicode lower() can change the length (U+0130) and folds U+212A to "k"; offsets
    # must line up with the original, so fold ASCII letters only.
    folded = text.lower() if text.isascii() else text.translate(_ASCII_FOLD)
    spans: list[Span] = []
    spans.extend(find_vendor_tokens(text))
    spans.extend(find_structured_secrets(text, folded))
    spans.extend(find_keyword_secrets(text, folded))
    return merge_spans(spans)


def scrub(text: str) -> Redaction:
    """Replace every secret value in ``text`` with ``MARKER``.

    Text outside the replaced spans is returned unchanged, character for character.
    Scrubbing the result again changes nothing and counts 0.
    """
    spans = locate_secrets(text)
    if not spans:
        return Redaction(text, 0, ())
    pieces: list[str] = []
    cursor = 0
    for span in spans:
        pieces.append(text[cursor : span.start])
        pieces.append(MARKER)
        cursor = span.end
    pieces.append(text[cursor:])
    return Redaction("".join(pieces), len(spans), tuple(span.kind for span in spans))


def scrub_fields(*fields: str) -> tuple[tuple[str, ...], int]:
    """Scrub each field on its own (a value never spans two fields); return the total count."""
    results = [scrub(field) for field in fields]
    return tuple(result.text for result in results), sum(result.count for result in results)
