"""Secrets written before or beside the noun that names them, rather than after it:
"use <value> for the Cloudflare API token", "creds for the box: deploy / <value>",
"login is admin:<value>".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ocmem.redact.candidate_values import (
    is_placeholder,
    is_redacted,
    is_reference,
    looks_secret_in_prose,
    mixes_letters_and_digits,
    word_start_alternation,
)
from ocmem.redact.entropy import class_changes, looks_random
from ocmem.redact.names import classify_name
from ocmem.redact.span import RANK_KEYWORD, Span

# The four patterns below are matched against ASCII-lowercased text: write them lowercase.
# "use <value> for/as the <up to five words>": the last words must name a secret.
_VALUE_FIRST = re.compile(
    word_start_alternation("use|using|try|pass|paste|set|with") + r"[ \t]+[\"'`]?"
    r"(?P<value>[^\s\"'`]{8,512})[\"'`]?"
    r"[ \t]+(?:as|for)[ \t]+(?:(?:the|our|a|an|this|that|your|my)[ \t]+)?"
    r"(?P<noun>[A-Za-z0-9][A-Za-z0-9\-]{0,30}(?:[ \t]+[A-Za-z0-9][A-Za-z0-9\-]{0,30}){0,5})",
)
# "creds for the staging box: deploy / <value>", "login is admin:<value>".
_PAIR = re.compile(
    word_start_alternation(r"creds?|credentials?|logins?|sign-?in|auth") + r"\b[^\n:=]{0,60}?"
    r"(?:[:：]|->|→|—|[ \t](?:is|are|was))"
    r"[ \t]+[\"'`]?(?P<user>[\w.@+\-]{1,64})[ \t]*(?:[ \t]/[ \t]|/|:)[ \t]*"
    r"(?P<value>[^\s\"'`]{4,512})",
)
# "log into Grafana as admin / <value>", "sign in as ops with <value>", "creds … are deploy
# and <value>", "use admin/<value>": looser framings, so the value must be password-shaped.
_LOOSE_PAIR = re.compile(
    word_start_alternation(
        r"creds?|credentials?|logins?|log(?:ged)?[ \t-]?in(?:to)?|sign(?:ed)?[ \t-]?in(?:to)?|"
        r"accounts?|use|using"
    )
    + r"\b"
    r"(?:[^\n:=→]{0,60}?(?:[:：=]|->|→|—|[ \t](?:is|are|was|as)))?"
    r"[ \t]+[\"'`]?(?P<user>[\w.@+\-]{1,64})[\"'`]?"
    r"(?:[ \t]*/[ \t]*|:|[ \t]+(?:and|with|pw|pass|password)[ \t]+|,[ \t]*)[\"'`]?"
    r"(?P<value>[^\s\"'`]{6,512})",
)
# "u: admin p: <value>", "user ops pw <value>".
_SHORT_PAIR = re.compile(
    r"u(?<![a-z0-9_]u)(?:ser(?:name)?)?[:=]?[ \t]+[\w.@+\-]{1,64}[ \t,;]+p(?:w|wd|ass)?[:=][ \t]*"
    r"(?P<value>[^\s\"'`]{4,512})",
)
# Every word the four patterns above can start with. A word starts the text or follows a
# character that is not a word character: scanning for that character first skips a long
# run without blanks (a base64 blob) in one sweep instead of trying each of its letters.
_TRIGGER_WORDS = word_start_alternation(
    r"use\b|using|try|pass\b|paste|set\b|with\b|cred|log(?:ged)?[ \t-]?in|sign|auth|"
    r"account|u:|u=|user"
)
_TRIGGER = re.compile(_TRIGGER_WORDS)
_TRIGGER_AFTER_EDGE = re.compile(rf"[^a-z0-9_](?=(?P<word>{_TRIGGER_WORDS}))")
# ``admin:<value>`` or ``ci / <value>`` standing alone, with no word that names a login.
# Found from the separator back, so ordinary words cost one failed look each.
_BARE_SEPARATORS = (
    re.compile(r":(?<=[\w.\-]:)(?=[^\s\"'`/:@]{8})"),
    re.compile(r" / (?<=[\w.\-] / )(?=[^\s\"'`/:@]{8})"),
)
# Two characters at least: ``c:1847807076*5B`` is an NMEA tag block's field, not a login.
_BARE_USER = re.compile(r"[A-Za-z][\w.+\-]{1,63}(?:@[\w\-]+(?:\.[\w\-]+)+)?")
_BARE_VALUE = re.compile(r"[^\s\"'`/:@]{8,128}(?=[\s\"'`)\],;]|\Z)")
_USER_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.+-@")
_LONGEST_USER = 128
# Before a colon these name a digest or a scheme, not a user (``h1:…``, ``sha256:…``).
_NOT_A_USER = re.compile(
    r"(?:sha[0-9-]*|md5|blake[0-9a-z]*|h1|sri|https?|ftp|ssh|git|file|arn|urn|s3|gs)",
    re.IGNORECASE,
)
_SHORTEST_BARE_RANDOM = 10
_MIXED_ALNUM = re.compile(r"(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=[^0-9]*[0-9])[A-Za-z0-9]+")
_PASSWORD_SYMBOL = re.compile(r"[!#$%^&*+=?~]")
_VERSION_START = re.compile(r"v?[0-9]+\.")
_URL_MARKS = ("://", "?", "=", "&", "#", "www.")
_LONGEST_TOKEN = 256
_PATH_END = re.compile(r"\.[A-Za-z]{1,5}\Z")
_TRAILING = ".,;:!?)]}>"


def find_paired_secrets(text: str, folded: str) -> Iterator[Span]:
    """``folded`` is ``text`` with ASCII letters lowercased (same length): the patterns
    scan it case-sensitively, which is much faster than ignoring case on ``text``.

    One scan finds the words the four keyword patterns can start with; each pattern is
    then tried only there.
    """
    for at in _trigger_starts(folded):
        first = folded[at]
        if first in "utps" and (match := _VALUE_FIRST.match(folded, at)) is not None:
            yield from _value_named_after(text, match)
        if first in "clsa" and (match := _PAIR.match(folded, at)) is not None:
            yield from _user_value_pair(text, match)
        match = _LOOSE_PAIR.match(folded, at) if first in "clsau" else None
        if match is not None and not _number_in_a_list(match):
            yield from _password_span(text, *match.span("value"))
        if first == "u" and (match := _SHORT_PAIR.match(folded, at)) is not None:
            yield from _password_span(text, *match.span("value"))
    yield from _bare_pairs(text)


def _trigger_starts(folded: str) -> Iterator[int]:
    """Where ``_TRIGGER.finditer(folded)`` would find a word, found from the edge before it."""
    reached = 0
    if (first := _TRIGGER.match(folded)) is not None:
        yield 0
        reached = first.end()
    for edge in _TRIGGER_AFTER_EDGE.finditer(folded):
        start, end = edge.span("word")
        if start >= reached:  # finditer resumes after a match: no word inside another
            yield start
            reached = end


def _bare_pairs(text: str) -> Iterator[Span]:
    for separator in (found for pattern in _BARE_SEPARATORS for found in pattern.finditer(text)):
        user_start = separator.start()
        floor = max(0, user_start - _LONGEST_USER)
        while user_start > floor and text[user_start - 1] in _USER_CHARS:
            user_start -= 1
        if user_start > 0 and text[user_start - 1] in "/:.@-":
            continue
        if not _BARE_USER.fullmatch(text, user_start, separator.start()):
            continue
        value = _BARE_VALUE.match(text, separator.end())
        # ``user / value`` holds blanks, so it is in no URL: its value may hold "=", "?", "#"
        spaced = separator.group() == " / "
        if value is None or not _stands_alone(text, user_start, value.start(), url=not spaced):
            continue
        candidate = value.group().rstrip(_TRAILING)
        # With no word naming a login, only a value that could be nothing else counts:
        # generated, or with a password symbol (not an image tag ``python:3.12-slim``
        # or a name ``user / Group2Policy``).
        if _looks_generated(candidate) or (
            _PASSWORD_SYMBOL.search(candidate) and not _VERSION_START.match(candidate)
        ):
            yield from _password_span(text, *value.span())


def _number_in_a_list(match: re.Match[str]) -> bool:
    """ "account 565896062733, us-east-1": an account number then the next item of a list,
    not a login and its password."""
    between = match.string[match.end("user") : match.start("value")]
    return match.group("user").isdigit() and "," in between


def _password_span(text: str, start: int, end: int) -> Iterator[Span]:
    value = text[start:end].rstrip(_TRAILING)
    if _password_shaped(value) and _is_credential(value, strong=False):
        yield Span(start, start + len(value), "keyword-prose", RANK_KEYWORD)


def _looks_generated(value: str) -> bool:
    """Letters of both cases and digits, changing class at least every other character
    (``Xk29vLq8mT``; not ``Group2Policy`` or ``20-alpine3.19``)."""
    return (
        len(value) >= _SHORTEST_BARE_RANDOM
        and _MIXED_ALNUM.fullmatch(value) is not None
        and class_changes(value) * 2 >= len(value)
        and looks_random(value, min_length=_SHORTEST_BARE_RANDOM)
    )


def _stands_alone(text: str, user_start: int, value_start: int, *, url: bool = True) -> bool:
    """A bare ``user:value`` is a token of its own, not part of a URL, a digest or a query
    (``url``: whether it could be part of a URL at all)."""
    if _NOT_A_USER.fullmatch(text, user_start, value_start - 1):
        return False
    token_start = user_start
    while token_start > 0 and not text[token_start - 1].isspace():
        token_start -= 1
        if user_start - token_start > _LONGEST_TOKEN:
            return False
    token_end = value_start
    while token_end < len(text) and not text[token_end].isspace():
        token_end += 1
        if token_end - value_start > _LONGEST_TOKEN:
            return False
    if text.startswith("<", token_start):
        return False  # ``<ds:SignatureValue>…``: an XML element's namespace prefix
    return not url or not any(mark in text[token_start:token_end] for mark in _URL_MARKS)


def _password_shaped(value: str) -> bool:
    """Letters, digits and a capital or a symbol, and not a path (``src/Main2.java``)."""
    if len(value) < 8 or "/" in value or _PATH_END.search(value):
        return False
    if not mixes_letters_and_digits(value):
        return False
    return not value.islower() or any(not c.isalnum() for c in value)


def _value_named_after(text: str, match: re.Match[str]) -> Iterator[Span]:
    if _names_a_secret(match.group("noun").split()):
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


def _user_value_pair(text: str, match: re.Match[str]) -> Iterator[Span]:
    if _NOT_A_USER.fullmatch(match.group("user")):
        return  # "creds: arn:aws:…": a resource name's scheme, not a user
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
        # "use <value> for the password store": a product name (``PostgreSQL16``) is not
        # a password; a generated value or one with a password symbol is.
        return _looks_generated(value) or (
            _password_shaped(value) and _PASSWORD_SYMBOL.search(value) is not None
        )
    return len(value) >= 6 and looks_secret_in_prose(value) and not value.isdigit()
