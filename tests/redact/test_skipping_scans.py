"""Scans that skip ahead find exactly what a plain scan finds: the detectors that look only
around long runs (vendor shapes, generated tokens, bare key material), and the pair
detector's words found from the edge before them."""

from __future__ import annotations

import re
import re._parser as sre_parse  # type: ignore[import-not-found]
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.redact.corpus import benign_cases, secret_cases

from ocmem.redact import keywords
from ocmem.redact.generic import find_generated_tokens
from ocmem.redact.material import find_bare_key_material
from ocmem.redact.pairs import _TRIGGER, _trigger_starts
from ocmem.redact.vendor_tokens import TOKEN_SHAPES, find_vendor_tokens, long_run_windows

_LONG_RUN = re.compile(r"(?<!\S)\S{15,}")
# Python's \s also holds these: a window edge must respect them as blanks.
_BLANKS = [" ", "\t", "\n", "\r\n", "\x0b", "\x0c", "\x1c", "\x85", "\xa0", "\u2003", "\u3000"]
_PIECES = [case.text for case in secret_cases()] + [case.text for case in benign_cases()]


def _filler(words: int) -> str:
    return " ".join(("the", "build", "uses", "uv", "and", "ruff")[i % 6] for i in range(words))


@st.composite
def _documents(draw: st.DrawFn) -> str:
    """Corpus lines and random runs, apart by blanks of every kind and, often, by more
    prose than the windows bridge (so a text gets many windows, not one)."""
    parts: list[str] = []
    for _ in range(draw(st.integers(1, 6))):
        if draw(st.booleans()):
            parts.append(draw(st.sampled_from(_PIECES)))
        else:
            parts.append(draw(st.text(alphabet="Aa9+/=_-.~:@#%'\"`x", min_size=10, max_size=300)))
        parts.append(draw(st.sampled_from(_BLANKS)))
        if draw(st.booleans()):
            parts.append(_filler(draw(st.sampled_from([3, 40, 2000]))))
            parts.append(draw(st.sampled_from(_BLANKS)))
    text = "".join(parts)
    return text if draw(st.booleans()) else text.strip()


def _whole(text: str) -> list[tuple[int, int]]:
    return [(0, len(text))]


@settings(max_examples=300, deadline=None)
@given(_documents())
def test_windows_hold_every_long_run_and_end_at_blanks(text: str) -> None:
    windows = long_run_windows(text)
    for run in _LONG_RUN.finditer(text):
        assert any(start <= run.start() and run.end() <= end for start, end in windows)
    for start, end in windows:
        assert start == 0 or text[start - 1].isspace()
        assert end == len(text) or text[end].isspace()


@settings(max_examples=300, deadline=None)
@given(_documents())
def test_windowed_detectors_find_what_a_whole_scan_finds(text: str) -> None:
    windows = long_run_windows(text)
    assert list(find_vendor_tokens(text, windows)) == list(find_vendor_tokens(text, _whole(text)))
    assert list(find_generated_tokens(text, (), windows)) == list(
        find_generated_tokens(text, (), _whole(text))
    )
    assert list(find_bare_key_material(text, windows)) == list(
        find_bare_key_material(text, _whole(text))
    )


def test_a_text_spread_over_many_windows_is_scanned_in_each() -> None:
    key = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5"
    text = f"{_filler(3000)}\n{key}\n{_filler(3000)}\nrun AKIAZ3MNQ7RS2TUV4WXY now\n{_filler(3000)}"
    windows = long_run_windows(text)
    assert len(windows) == 2
    kinds = [span.kind for span in find_vendor_tokens(text, windows)]
    assert kinds == ["aws-access-key", "github-token"]


# Pieces are the words and the single blanks of the string (``\S+`` or one ``\s``).
_PAIR_PIECES = st.sampled_from(
    re.findall(
        r"\S+|\s",
        "use using try pass paste set with cred log in logged sign auth "
        "account u user : = - _ x 9 é / .\t\n",
    )
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_PAIR_PIECES, max_size=40).map("".join))
def test_pair_words_found_from_their_edge_are_the_words_a_full_scan_finds(folded: str) -> None:
    assert list(_trigger_starts(folded)) == [m.start() for m in _TRIGGER.finditer(folded)]


def _blank_reachable(items: Any) -> list[str]:
    """The parts of a parsed pattern that could consume a blank, or look ahead for one."""
    found: list[str] = []
    for op, arg in items:
        if op is sre_parse.LITERAL and chr(arg).isspace():
            found.append(f"literal {chr(arg)!r}")
        elif op in (sre_parse.NOT_LITERAL, sre_parse.ANY):
            found.append(str(op))
        elif op is sre_parse.IN:
            for member_op, member in arg:
                if member_op in (sre_parse.NEGATE, sre_parse.CATEGORY):
                    found.append(f"class with {member_op} {member}")
                elif member_op is sre_parse.LITERAL and chr(member).isspace():
                    found.append(f"class with {chr(member)!r}")
                elif member_op is sre_parse.RANGE and any(
                    chr(c).isspace() for c in range(member[0], member[1] + 1)
                ):
                    found.append(f"class with range {member}")
        elif op in (sre_parse.MAX_REPEAT, sre_parse.MIN_REPEAT, sre_parse.POSSESSIVE_REPEAT):
            found += _blank_reachable(arg[2])
        elif op is sre_parse.SUBPATTERN:
            found += _blank_reachable(arg[3])
        elif op is sre_parse.ATOMIC_GROUP:
            found += _blank_reachable(arg)
        elif op is sre_parse.BRANCH:
            for branch in arg[1]:
                found += _blank_reachable(branch)
        elif op in (sre_parse.ASSERT, sre_parse.ASSERT_NOT):
            direction, body = arg
            if direction == 1 and op is sre_parse.ASSERT:
                found.append("positive lookahead (fails at a window's end)")
            elif direction == 1:
                found += _blank_reachable(body)
    return found


@pytest.mark.parametrize("shape", TOKEN_SHAPES, ids=lambda shape: shape.kind)
def test_no_vendor_shape_can_match_or_look_ahead_at_a_blank(shape: Any) -> None:
    """Why scanning only the long-run windows is exact for vendor shapes: a match never
    holds a blank, so it lies inside one run; and at a window's end (a blank follows) a
    negative lookahead that cannot see a blank passes, as it does at the scan's end."""
    parsed = sre_parse.parse(shape.pattern.pattern, shape.pattern.flags)
    assert _blank_reachable(parsed) == []


@pytest.mark.parametrize(
    "pattern", [r"ab c", r"a\sb", r"a[^b]", r"a.b", r"a[\t-\r]", r"ab(?=x)", r"ab(?!\S)", r"\w\W"]
)
def test_the_blank_check_sees_each_way_a_pattern_can_reach_a_blank(pattern: str) -> None:
    assert _blank_reachable(sre_parse.parse(pattern)) != []


def _keyword_secrets_scanning_every_hint(text: str, folded: str) -> list[Any]:
    """The keyword detector as it was before it resumed past skipped stretches: every
    hint is visited and those inside a stretch already examined are passed over."""
    found: list[Any] = []
    scanned_to = -1
    for hint in keywords._HINT.finditer(folded):
        if hint.start() < scanned_to:
            continue
        identifier = keywords._widen_to_identifier(text, hint.start(), hint.end())
        if identifier is None:
            scanned_to = keywords._run_end(text, hint.end(), keywords._REST_OF_RUN)
            continue
        spans, examined_to = keywords._values_after(text, identifier)
        scanned_to = max(identifier.end, examined_to)
        found += spans
    return found


_KEYWORD_PIECES = st.sampled_from(
    re.findall(
        r"\S+|\s",
        f"token password key secret pin code passwords is Xk29vLq8mT "
        f"{'A' * 40} {'x' * 600} _ . - = : ' \" ` 9 é $\n",
    )
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_KEYWORD_PIECES, max_size=40).map("".join))
def test_keyword_hints_resumed_past_skipped_stretches_find_the_same_values(text: str) -> None:
    folded = text.lower()
    assert list(keywords.find_keyword_secrets(text, folded)) == (
        _keyword_secrets_scanning_every_hint(text, folded)
    )


def test_a_value_that_swallows_a_run_of_keywords_is_paid_for_once() -> None:
    text = "token=" * 2000 + " then password: Xk29vLq8mT!z and token=" + "token=" * 100
    folded = text.lower()
    found = list(keywords.find_keyword_secrets(text, folded))
    assert found == _keyword_secrets_scanning_every_hint(text, folded)
    assert [text[span.start : span.end] for span in found][1] == "Xk29vLq8mT!z"


_HINT_AS_WRITTEN = re.compile(
    r"(?:pass(?:word|wd|phrase|code|wort)?|kennwort|pwd|pw|pin|secret|token|key|psk|creds?|"
    r"credentials?|code|seed|phrase|mnemonic|auth|puk|combination|totp|otp)s?"
    r"(?:[_.\-]?(?:value|b64|base64|hex|raw|plain|plaintext|str|string|base|[0-9]++)"
    r"|_private|_[a-z](?![a-z0-9]))*"
    r"(?![a-z0-9_])"
)


@settings(max_examples=500, deadline=None)
@given(
    st.lists(
        _KEYWORD_PIECES
        | st.sampled_from(
            ["pw", "pwd", "cred", "credential", "s", "kennwort", "psk", "otp", "totp", "b64"]
        ),
        max_size=30,
    ).map("".join)
)
def test_keyword_words_grouped_by_first_letter_match_as_written(text: str) -> None:
    folded = text.lower()
    assert [m.span() for m in keywords._HINT.finditer(folded)] == [
        m.span() for m in _HINT_AS_WRITTEN.finditer(folded)
    ]
