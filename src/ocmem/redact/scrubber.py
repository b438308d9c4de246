"""The scrub itself: locate secret values, replace each with the marker, count them."""

from __future__ import annotations

import bisect
import re
import string
from collections.abc import Callable
from dataclasses import dataclass

from ocmem.redact.byte_arrays import find_byte_array_secrets
from ocmem.redact.credentials import find_structured_secrets
from ocmem.redact.generic import find_generated_tokens
from ocmem.redact.identifiers import is_identifier
from ocmem.redact.keywords import find_keyword_secrets
from ocmem.redact.material import find_bare_key_material, find_secret_map_values
from ocmem.redact.pairs import find_paired_secrets
from ocmem.redact.phrases import find_seed_phrases
from ocmem.redact.span import MARKER, Span, merge_spans
from ocmem.redact.translated_keys import find_translated_keys
from ocmem.redact.value_reader import line_end as _line_end
from ocmem.redact.vendor_tokens import find_vendor_tokens, long_run_windows

_ASCII_FOLD = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)
_KELVIN = "\u212a"
_DOTTED_I = "\u0130"
# Replacing a value can change what its neighbours look like (a token glued to a keyword,
# a boundary character swallowed), so the lines around each new marker are scanned again
# until nothing new turns up. Ordinary text settles after one look.
_MAX_PASSES = 4


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
    folded = _fold(text)
    spans: list[Span] = []
    windows = long_run_windows(text)
    spans.extend(find_vendor_tokens(text, windows))
    spans.extend(find_structured_secrets(text, folded))
    spans.extend(find_keyword_secrets(text, folded))
    spans.extend(find_translated_keys(text, folded))
    spans.extend(find_paired_secrets(text, folded))
    spans.extend(find_seed_phrases(text, folded))
    spans.extend(find_bare_key_material(text, windows))
    spans.extend(find_secret_map_values(text))
    spans.extend(find_byte_array_secrets(text))
    spans.extend(find_generated_tokens(text, spans, windows))
    return [s for s in merge_spans(spans) if not is_identifier(text, s.start, s.end)]


def _fold(text: str) -> str:
    """``text`` with ASCII letters lowercased, offset for offset.

    Unicode ``lower()`` changes the length only for U+0130 and turns only U+212A (the
    Kelvin sign) into an ASCII letter; without those two it is safe and much faster than
    a per-character translation (other non-ASCII letters fold among themselves, which no
    pattern looks at).
    """
    if text.isascii() or not (_KELVIN in text or _DOTTED_I in text):
        return text.lower()
    return text.translate(_ASCII_FOLD)


def scrub(text: str, *, keep: re.Pattern[str] | None = None) -> Redaction:
    """Replace every secret value in ``text`` with ``MARKER``.

    Text outside the replaced spans is returned unchanged, character for character.
    Scrubbing the result again changes nothing and counts 0. A span that lies wholly
    inside a match of ``keep`` (a known identifier shape) is left as it is.
    """
    locate = locate_secrets if keep is None else _locator_keeping(keep)
    current = text
    placed: list[tuple[int, str]] = []  # (offset in ``current``, kind) of each marker placed
    spans = locate(text)
    for _ in range(_MAX_PASSES):
        if not spans:
            break
        current, placed, new_markers = _replace(current, spans, placed)
        spans = _locate_near(current, new_markers, locate)
    placed.sort()
    return Redaction(current, len(placed), tuple(kind for _, kind in placed))


def _replace(
    text: str, spans: list[Span], placed: list[tuple[int, str]]
) -> tuple[str, list[tuple[int, str]], list[int]]:
    """Put a marker over each span; return the new text, every marker placed so far (moved
    along with the text) and the offsets of the new ones.

    A span never overlaps an earlier marker: every detector skips values that hold one.
    """
    pieces: list[str] = []
    new_markers: list[int] = []
    shifts: list[tuple[int, int]] = []  # (old offset, shift applying from there on)
    cursor = 0
    shift = 0
    for span in spans:
        pieces.append(text[cursor : span.start])
        pieces.append(MARKER)
        new_markers.append(span.start + shift)
        shift += len(MARKER) - (span.end - span.start)
        shifts.append((span.end, shift))
        cursor = span.end
    pieces.append(text[cursor:])
    moved = [(_shifted(offset, shifts), kind) for offset, kind in placed]
    moved.extend(zip(new_markers, (span.kind for span in spans), strict=True))
    return "".join(pieces), moved, new_markers


def _shifted(offset: int, shifts: list[tuple[int, int]]) -> int:
    index = bisect.bisect_right(shifts, (offset, float("inf")))
    return offset + (shifts[index - 1][1] if index else 0)


def _locator_keeping(keep: re.Pattern[str]) -> Callable[[str], list[Span]]:
    def locate(text: str) -> list[Span]:
        spans = locate_secrets(text)
        if not spans:
            return spans
        kept = [(m.start(), m.end()) for m in keep.finditer(text)]
        return [s for s in spans if not any(a <= s.start and s.end <= b for a, b in kept)]

    return locate


def _locate_near(
    text: str, new_markers: list[int], locate: Callable[[str], list[Span]]
) -> list[Span]:
    """Secrets that the last replacements uncovered, looked for around each new marker.

    Apart from PEM blocks (replaced whole on the first pass), a value and its key are at
    most one line apart, so the lines around a marker are all a replacement can affect.
    """
    windows: list[tuple[int, int]] = []
    for offset in new_markers:  # ascending
        if windows and offset < windows[-1][1]:
            continue
        floor = windows[-1][1] if windows else 0
        line_start = text.rfind("\n", floor, offset) + 1 or floor
        start = text.rfind("\n", floor, max(line_start - 1, floor)) + 1 or floor
        line_end = _line_end(text, offset + len(MARKER))
        end = _line_end(text, line_end + 1)
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], end)
        else:
            windows.append((start, end))
    found: list[Span] = []
    for start, end in windows:
        found.extend(
            Span(span.start + start, span.end + start, span.kind, span.rank)
            for span in locate(text[start:end])
        )
    return found


def scrub_fields(*fields: str) -> tuple[tuple[str, ...], int]:
    """Scrub each field on its own (a value never spans two fields); return the total count."""
    results = [scrub(field) for field in fields]
    return tuple(result.text for result in results), sum(result.count for result in results)
