"""Reading the value that follows a secret keyword: quoted (to its closing quote on the
line), an XML element's text, or an unquoted run read in a bounded window so hostile
input stays linear; sentence punctuation after it is dropped.
"""

from __future__ import annotations

import re
from typing import NamedTuple

MAX_IDENT = 64
LOOKBACK = 512  # how far back on a line quote parity and line starts are checked
MAX_VALUE = 4096  # longest quoted value or element text read
# Unquoted values are read in a bounded window so a hostile run ("token=token=…") costs
# O(n); a value that fills the window is taken whole with one more (C-speed) match.
VALUE_WINDOW = 512
_UNQUOTED = re.compile(rf"[^\s'\"`]{{1,{VALUE_WINDOW}}}")
_UNQUOTED_REST = re.compile(r"[^\s'\"`]*")
_CUT_BEFORE_NEXT_KEY = re.compile(r"[;&,][ \t]*[{\[(]?[A-Za-z_][A-Za-z0-9_.\-]*[ \t]*[=:]")
_APOSTROPHE = re.compile(r"(?<=[A-Za-z0-9])'(?=[A-Za-z0-9])")
QUOTES = "'\"`"
_STRING_PREFIXES = "NnEebBrRuU"
_CLOSERS = {")": "(", "]": "[", "}": "{"}
# A literal decoded where it is assigned is the value, encoded: ``dek =
# base64.b64decode('…')``, ``key = bytes.fromhex("…")``, ``Buffer.from('…', 'base64')``.
_DECODE_CALL = re.compile(
    r"(?:base64\.(?:b64decode|urlsafe_b64decode|standard_b64decode|b32decode)|bytes\.fromhex|"
    r"(?:binascii\.)?(?:unhexlify|a2b_base64|a2b_hex)|Buffer\.from|atob|hex\.DecodeString|"
    r"base64\.(?:Std|URL|RawStd|RawURL)Encoding\.DecodeString)\([ \t]*(?=b?['\"])"
)


class ValueSpan(NamedTuple):
    start: int
    end: int
    quoted: bool
    raw_end: int  # end before trailing punctuation was dropped


def line_start(text: str, pos: int) -> int:
    floor = max(0, pos - LOOKBACK)
    newline = text.rfind("\n", floor, pos)
    return newline + 1 if newline != -1 else floor


def line_end(text: str, pos: int) -> int:
    """Where the line holding ``pos`` ends (its newline, or the end of the text)."""
    end = text.find("\n", pos)
    return len(text) if end == -1 else end


def read_value(text: str, pos: int, trailing: str, *, element: bool) -> ValueSpan | None:
    if pos >= len(text):
        return None
    if element:
        close = text.find("<", pos, pos + MAX_VALUE)
        if close == -1 or text.find("\n", pos, close) != -1 or not text.startswith("</", close):
            return None  # ``<TOKEN>`` alone is a placeholder: an element's value ends at ``</``
        return ValueSpan(pos, close, quoted=True, raw_end=close)
    if (decode := _DECODE_CALL.match(text, pos)) is not None:
        pos = decode.end()
    if text[pos] == "«" and (quoted := _guillemets(text, pos)) is not None:
        return quoted
    if text[pos] in _STRING_PREFIXES and text[pos + 1 : pos + 2] in ("'", '"'):
        pos += 1  # a prefixed literal: T-SQL's N'…', PostgreSQL's E'…', Python's b"…"
    if text[pos] in QUOTES:
        if text.startswith("```", pos) or _closes_open_quote(text, pos):
            return None
        closing = _closing_quote(text, pos)
        if closing is not None:
            return ValueSpan(pos + 1, closing, quoted=True, raw_end=closing + 1)
        pos += 1
    elif text[pos] == "(":
        pos += 1
    match = _UNQUOTED.match(text, pos)
    if match is None:
        return None
    raw_end = end = match.end()
    if raw_end - pos == VALUE_WINDOW:
        return _oversized_value(text, pos, trailing)
    cut = _CUT_BEFORE_NEXT_KEY.search(text, pos, min(len(text), raw_end + MAX_IDENT))
    if cut is not None and cut.start() < raw_end:
        end = cut.start()
    end = strip_trailing(text, pos, end, trailing)
    if end <= pos:
        return None
    return ValueSpan(pos, end, quoted=False, raw_end=raw_end)


_GUILLEMET_SPACE = " \u00a0\u202f"


def _guillemets(text: str, pos: int) -> ValueSpan | None:
    """A value of one word in French quotes on one line, spaced or not: ``« Gotthard#95? »``.
    Our own marker (``«REDACTED»``) is no value."""
    if text.startswith("«REDACTED»", pos):
        return None
    close = text.find("»", pos + 1, min(len(text), pos + MAX_VALUE))
    if close == -1 or text.find("\n", pos, close) != -1:
        return None
    start, end = pos + 1, close
    while start < end and text[start] in _GUILLEMET_SPACE:
        start += 1
    while end > start and text[end - 1] in _GUILLEMET_SPACE:
        end -= 1
    if end <= start or any(c.isspace() for c in text[start:end]):
        return None  # « dans le coffre »: words in quotes say where it is, not what
    return ValueSpan(start, end, quoted=True, raw_end=close + 1)


def _oversized_value(text: str, pos: int, trailing: str) -> ValueSpan | None:
    """A run longer than the window: a blob, never prose, taken whole to its end."""
    rest = _UNQUOTED_REST.match(text, pos)
    end = rest.end() if rest else pos
    stripped = strip_trailing(text, pos, end, trailing)
    return ValueSpan(pos, stripped, quoted=False, raw_end=end) if stripped > pos else None


def _closes_open_quote(text: str, pos: int) -> bool:
    """Whether the quote at ``pos`` ends a span opened earlier on the line.

    In ``run `DB_PASSWORD=` first`` the backtick after ``=`` closes the code span around
    the key; reading it as an opening quote would take the prose after it as the value.
    Apostrophes inside words (``user's``) are not quotes.
    """
    quote = text[pos]
    start = line_start(text, pos)
    count = text.count(quote, start, pos)
    if quote == "'" and count:
        count -= len(_APOSTROPHE.findall(text, start, pos))
    return count % 2 == 1


def _closing_quote(text: str, pos: int) -> int | None:
    """Index of the quote closing ``text[pos]`` on the same line (backslash escapes skipped)."""
    quote = text[pos]
    limit = min(len(text), pos + MAX_VALUE)
    newline = text.find("\n", pos + 1, limit)
    if newline != -1:
        limit = newline
    search = pos + 1
    while True:
        close = text.find(quote, search, limit)
        if close == -1:
            return None
        backslashes = 0
        while text[close - 1 - backslashes] == "\\":
            backslashes += 1
        if backslashes % 2 == 0:
            return close
        search = close + 1


def strip_trailing(text: str, start: int, end: int, trailing: str) -> int:
    """Drop sentence punctuation after a value, keeping a ``)`` that closes a ``(`` inside
    and a ``.`` right before a ``,`` or ``;`` (no sentence ends there: the value does)."""
    while end > start and text[end - 1] in trailing:
        if text[end - 1] == "." and text[end : end + 1] in (",", ";") and text[end - 2] != ".":
            break
        opener = _CLOSERS.get(text[end - 1])
        if opener is not None:
            inner = text[start : end - 1]
            if inner.count(opener) > inner.count(text[end - 1]):
                break
        end -= 1
    return end
