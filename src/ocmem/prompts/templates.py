"""The fixed prompt texts, shipped as package data next to this module.

Each rendered prompt is the fixed template first and the runtime blocks after it. The
fork replays a conversation from the provider's prompt cache, and a cached prefix ends at
the first byte that differs, so everything that varies between runs (date, turn counts,
commits, the store's contents) must come after the fixed rules, never inside them. The
templates are therefore plain text with no placeholders.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files

EXTRACT_TEMPLATE = "extract.md"
DREAM_TEMPLATE = "dream.md"
_PACKAGE = __name__.rpartition(".")[0]


@cache
def template_text(name: str) -> str:
    """The template `name` from this package, with exactly one trailing newline."""
    text = files(_PACKAGE).joinpath(name).read_text(encoding="utf-8")
    return text.rstrip("\n") + "\n"
