"""Linear time by construction: no scrubber pattern nests one unbounded repeat inside
another (``(a+)+``, ``(?:x*y)*``), the shape that makes a backtracking engine take
exponential or polynomial time on a hostile run. Checked on the parsed patterns, so it
needs no timing; tests/redact/test_properties.py feeds the pathological inputs."""

from __future__ import annotations

import importlib
import pkgutil
import re
import re._parser as sre_parse  # type: ignore[import-not-found]
from types import ModuleType
from typing import Any

import pytest

import ocmem.redact

# Every module of the scrubber, found rather than listed, so a new one is checked too.
_MODULES = tuple(
    importlib.import_module(f"ocmem.redact.{info.name}")
    for info in pkgutil.iter_modules(ocmem.redact.__path__)
)
# Possessive repeats and atomic groups never give characters back, so they are safe.
_REPEATS = (sre_parse.MAX_REPEAT, sre_parse.MIN_REPEAT)


def _patterns(module: ModuleType) -> list[tuple[str, re.Pattern[str]]]:
    found: list[tuple[str, re.Pattern[str]]] = []
    for name, value in vars(module).items():
        if isinstance(value, re.Pattern):
            found.append((name, value))
        elif isinstance(value, tuple):
            found.extend(
                (f"{name}[{index}]", item.pattern if hasattr(item, "kind") else item)
                for index, item in enumerate(value)
                if isinstance(getattr(item, "pattern", item), re.Pattern)
            )
            # a rule table's rows: ``(gate, pattern, kind)``
            found.extend(
                (f"{name}[{index}]", part)
                for index, item in enumerate(value)
                if isinstance(item, tuple)
                for part in item
                if isinstance(part, re.Pattern)
            )
    return found


def _all_patterns() -> list[tuple[str, re.Pattern[str]]]:
    return [
        (f"{module.__name__}.{name}", pattern)
        for module in _MODULES
        for name, pattern in _patterns(module)
    ]


def _nested_unbounded(items: Any, inside_unbounded: bool) -> bool:
    for op, argument in items:
        if op in _REPEATS:
            _low, high, body = argument
            unbounded = high == sre_parse.MAXREPEAT
            if unbounded and inside_unbounded:
                return True
            delimited = unbounded and _delimited(body)
            if _nested_unbounded(body, (inside_unbounded or unbounded) and not delimited):
                return True
        elif any(_nested_unbounded(part, inside_unbounded) for part in _parts(op, argument)):
            return True
    return False


def _parts(op: Any, argument: Any) -> list[Any]:
    """The sub-sequences of a group, an alternation or a lookaround."""
    if op is sre_parse.SUBPATTERN:
        return [argument[-1]]
    if op is sre_parse.BRANCH:
        return list(argument[1])
    if op in (sre_parse.ASSERT, sre_parse.ASSERT_NOT):
        return [argument[1]]
    return []


def _delimited(body: Any) -> bool:
    """``(?:_[A-Z0-9]+)+`` and ``(?:[a-z]+[_-])*``: each round starts or ends with a
    character that the repeats inside cannot take, so the text splits one way only."""
    items = list(body)
    if len(items) == 1 and items[0][0] is sre_parse.SUBPATTERN:
        items = list(items[0][1][-1])
    inner = [_chars(item) for item in _inner_repeats(items)]
    if not items or any(chars is None for chars in inner):
        return False
    for edge in (items[0], items[-1]):
        chars = _chars(edge)
        if chars and all(not (chars & other) for other in inner if other is not None):
            return True
    return False


def _inner_repeats(items: list[Any]) -> list[Any]:
    found: list[Any] = []
    for op, argument in items:
        if op in _REPEATS and argument[1] == sre_parse.MAXREPEAT:
            body = list(argument[2])
            found.append(body[0] if len(body) == 1 else (None, None))
    return found


_ALL = frozenset(range(256))
_CATEGORIES = {
    sre_parse.CATEGORY_DIGIT: frozenset(range(48, 58)),
    sre_parse.CATEGORY_SPACE: frozenset(b" \t\n\r\f\v"),
    sre_parse.CATEGORY_WORD: frozenset(
        b"_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    )
    | frozenset(range(128, 256)),
}


def _chars(item: Any) -> frozenset[int] | None:
    """The characters (approximated to the first 256) one item can match, if simple."""
    op, argument = item
    if op is sre_parse.LITERAL:
        return frozenset({argument}) if argument < 256 else frozenset()
    if op is not sre_parse.IN:
        return None
    chars: set[int] = set()
    negate = False
    for kind, value in argument:
        if kind is sre_parse.NEGATE:
            negate = True
        elif kind is sre_parse.LITERAL:
            chars.add(value)
        elif kind is sre_parse.RANGE:
            chars.update(range(value[0], min(value[1], 255) + 1))
        elif kind is sre_parse.CATEGORY and value in _CATEGORIES:
            chars.update(_CATEGORIES[value])
        else:
            return None
    return _ALL - frozenset(chars) if negate else frozenset(chars)


def test_patterns_are_collected() -> None:
    assert len(_all_patterns()) > 60


def test_a_nested_repeat_is_caught() -> None:
    # The shape of a real bug this test found: ``key`` and 26 digits took 8 s to scrub.
    bad = r"key(?:[_.\-]?(?:value|[0-9]+))*(?![a-z0-9_])"
    assert _nested_unbounded(sre_parse.parse(bad), inside_unbounded=False)
    fixed = r"key(?:[_.\-]?(?:value|[0-9]++))*(?![a-z0-9_])"
    assert not _nested_unbounded(sre_parse.parse(fixed), inside_unbounded=False)


@pytest.mark.parametrize(("name", "pattern"), _all_patterns(), ids=lambda v: str(v)[:40])
def test_no_unbounded_repeat_inside_another(name: str, pattern: re.Pattern[str]) -> None:
    tree = sre_parse.parse(pattern.pattern, pattern.flags)
    assert not _nested_unbounded(tree, inside_unbounded=False), name
