"""Framing of store and git text as data inside a prompt.

Memory descriptions, bodies and commit subjects come from files anyone can edit, so they
are placed inside `<ocmem-…>` elements that the prompt declares to be data. A text that
carried one of those tags itself could close the element early and smuggle instructions
out of it, so every `<` that starts an `ocmem-` tag inside data is replaced by a look-alike.
Real memories practically never contain such tags, so nothing a merge should keep is lost.
"""

from __future__ import annotations

import re
from collections.abc import Callable

TAG_PREFIX = "ocmem-"
_LOOKALIKE_ANGLE = "\u2039"  # SINGLE LEFT-POINTING ANGLE QUOTATION MARK
_TAG_START = re.compile(r"<(?=\s*/?\s*" + re.escape(TAG_PREFIX) + ")", re.IGNORECASE)


def neutralise(text: str) -> str:
    """`text` with every opening or closing `ocmem-` tag defused."""
    return _TAG_START.sub(_LOOKALIKE_ANGLE, text)


def tag_defuser(*names: str) -> Callable[[str], str]:
    """A function that defuses every opening or closing tag named one of `names`, however
    it is spaced or cased: an XML reader ends an element at ``</name >`` or ``</NAME\n>``
    too, and a model reads ``< /name>`` as a closing tag."""
    alternatives = "|".join(re.escape(name) for name in names)
    start = re.compile(rf"<(?=\s*/?\s*(?:{alternatives})(?![\w.-]))", re.IGNORECASE)
    return lambda text: start.sub(_LOOKALIKE_ANGLE, text)


def single_line(text: str) -> str:
    """`text` as one defused line: every kind of line break collapses to a space."""
    parts = (part.strip() for part in text.splitlines())
    return neutralise(" ".join(part for part in parts if part))


def element(tag: str, lines: list[str]) -> str:
    """`lines` wrapped in an `ocmem-<tag>` element; the lines must already be defused."""
    name = TAG_PREFIX + tag
    return "\n".join([f"<{name}>", *lines, f"</{name}>"])
