"""Secrets written before or beside the noun that names them, rather than after it:
"use <value> for the Cloudflare API token", "creds for the box: deploy / <value>",
"login is admin:<value>".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ocmem.redact.entropy import looks_random
from ocmem.redact.names import classify_name
from ocmem.redact.span import RANK_KEYWORD, Span
from ocmem.redact.values import (
    is_placeholder,
    is_redacted,
    is_reference,
    looks_secret_in_prose,
    mixes_letters_and_digits,
)

# "use <value> for/as the <up to five words>": the last words must name a secret.
_VALUE_FIRST = re.compile(
    r"\b(?:use|using|try|pass|paste|set|with)[ \t]+[\"'`]?(?P<value>[^\s\"'`]{8,512})[\"'`]?"
    r"[ \t]+(?:as|for)[ \t]+(?:(?:the|our|a|an|this|that|your|my)[ \t]+)?"
    r"(?P<noun>[A-Za-z0-9][A-Za-z0-9\-]{0,30}(?:[ \t]+[A-Za-z0-9][A-Za-z0-9\-]{0,30}){0,5})",
    re.IGNORECASE,
)
# "creds for the staging box: deploy / <value>", "login is admin:<value>".
_PAIR = re.compile(
    r"\b(?:creds?|credentials?|logins?|sign-?in)\b[^\n:=]{0,60}?(?:[:：]|[ \t](?:is|are|was))"
    r"[ \t]+[\"'`]?(?P<user>[\w.@+\-]{1,64})[ \t]*(?:[ \t]/[ \t]|/|:)[ \t]*"
    r"(?P<value>[^\s\"'`]{4,512})",
    re.IGNORECASE,
)
_TRAILING = ".,;:!?)]}>"


def find_paired_secrets(text: str) -> Iterator[Span]:
    yield from _values_named_after(text)
    yield from _user_value_pairs(text)


def _values_named_after(text: str) -> Iterator[Span]:
    for match in _VALUE_FIRST.finditer(text):
        if not _names_a_secret(match.group("noun").split()):
            continue
        start, end = match.span("value")
        value = text[start:end].rstrip(_TRAILING)
        if _is_credential(value, strong=True):
            yield Span(start, start + len(value), "keyword-prose", RANK_KEYWORD)


def _names_a_secret(words: list[str]) -> bool:
    """Whether the phrase, cut after some word, ends in a secret's name ("the AWS secret
    access key when running…" ends in one after "key")."""
    for end in range(1, len(words) + 1):
        for size in (1, 2, 3):
            if size <= end and classify_name("_".join(words[end - size : end]), str) is not None:
                return True
    return False


def _user_value_pairs(text: str) -> Iterator[Span]:
    for match in _PAIR.finditer(text):
        start, end = match.span("value")
        value = text[start:end].rstrip(_TRAILING)
        if _is_credential(value, strong=False):
            yield Span(start, start + len(value), "keyword-prose", RANK_KEYWORD)


def _is_credential(value: str, *, strong: bool) -> bool:
    if is_redacted(value) or is_reference(value) or is_placeholder(value):
        return False
    if looks_random(value):
        return True
    if strong:
        return len(value) >= 12 and mixes_letters_and_digits(value)
    return len(value) >= 6 and looks_secret_in_prose(value) and not value.isdigit()
