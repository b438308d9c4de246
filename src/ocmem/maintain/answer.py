"""Finding the ops document in a fork's final text by parsing JSON, not by matching fences.

A real answer mixes prose, fences and JSON, and a memory body may hold its own ``` blocks,
braces and ```json fences. So the text is scanned for objects instead: every `{` followed
(after optional whitespace) by a quote, `}`, a comment or an unquoted key and its colon
opens a candidate. Its extent is found by a string-aware bracket count, and that slice
is decoded with `json` (raw control characters in strings allowed), then with trailing
commas removed, then, if it is small enough, with `json5` (comments, single quotes,
unquoted keys). A candidate covers its whole extent, whether it decoded or not, so
objects nested in it are never candidates of their own. The last complete object that
looks like an ops document (it has `save`, `delete` or `harness_feedback`, or is `{}`)
wins.

Every step is bounded, because the answer comes from a model: the answer's size, the
nesting depth accepted, the number of candidates tried and the characters handed to the
slow `json5` parser. A number of more than 100 digits is read as a float (`int` refuses
4,300 and is slow well before), which the validator then rejects like any non-string.
Nothing here raises but `AnswerError`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

import json5

from ocmem.errors import OcmemError
from ocmem.state.lock import LockTimeout
from ocmem.store.bounds import MassDeleteError
from ocmem.store.ops import KNOWN_KEYS, OpsBatch, parse_ops
from ocmem.store.store_errors import OpsError

MAX_ANSWER_CHARS = 8_000_000
MAX_DEPTH = 64  # an ops document needs 3 levels; bodies are strings
MAX_CANDIDATES = 10_000
MAX_UNCLOSED = 2  # objects that never close, each scanned to the end of the answer
JSON5_MAX_CHARS = 50_000  # json5 is pure Python (~10 µs a character); see benchmarks/
JSON5_BUDGET_CHARS = 100_000
_MAX_INT_DIGITS = 100

# `{` then a quote, `}`, a comment or an unquoted key and its colon (JSON5).
_CANDIDATE = re.compile(r"""\{(?=\s*(?:["'}]|//|/\*|[A-Za-z_$][\w$]*\s*:))""")
# A whole JSON string (escapes honoured), a bracket, or a quote that opens a string never closed.
_TOKEN = re.compile(
    r""""[^"\\]*(?:\\.[^"\\]*)*"|'[^'\\]*(?:\\.[^'\\]*)*'|[{}\[\]]|["']""", re.DOTALL
)
_STRING_OR_TRAILING_COMMA = re.compile(r'("[^"\\]*(?:\\.[^"\\]*)*")|,(\s*[\]}])', re.DOTALL)


class AnswerError(OpsError):
    """The fork's answer holds no usable ops document."""


@dataclass(frozen=True)
class _Failed:
    reason: str


def ops_from_answer(text: str) -> OpsBatch:
    """The validated ops batch of a fork's answer; raises `AnswerError` when there is none."""
    return parse_ops(ops_document(text))


def ops_document(text: str) -> dict[str, object]:
    """The last complete ops document in `text`; raises `AnswerError` when there is none."""
    if len(text) > MAX_ANSWER_CHARS:
        raise AnswerError(
            f"the fork's answer is {len(text):,} characters, over the {MAX_ANSWER_CHARS:,} limit"
        )
    if not text.strip():
        raise AnswerError("the fork gave no answer")
    found: dict[str, object] | None = None
    failure: str | None = None
    json5_budget = JSON5_BUDGET_CHARS
    opened = 0
    pos = 0
    for attempt in range(MAX_CANDIDATES + 1):
        match = _CANDIDATE.search(text, pos)
        if match is None:
            break
        if attempt == MAX_CANDIDATES:
            raise AnswerError(
                f"the fork's answer holds more than {MAX_CANDIDATES:,} JSON-like objects"
            )
        start = match.start()
        status, end = _extent(text, start)
        if status == "open":
            # Either a reply cut off mid-document (what follows is inside it) or a stray
            # `{"` in prose (what follows is the answer): look on, trusting no `{}`.
            failure = "the fork's ops JSON does not parse: it is cut off (truncated)"
            opened += 1
            if opened > MAX_UNCLOSED:
                break
            pos = start + 1
            continue
        pos = end
        if status == "deep":
            failure = f"the fork's ops JSON does not parse: nested deeper than {MAX_DEPTH} levels"
            continue
        chunk = text[start:end]
        use_json5 = len(chunk) <= min(JSON5_MAX_CHARS, json5_budget)
        if use_json5:
            json5_budget -= len(chunk)
        decoded = _decode(chunk, use_json5)
        if isinstance(decoded, _Failed):
            failure = decoded.reason
        elif _is_ops(decoded) if decoded else not opened and _standalone(text, start, end):
            found, failure = decoded, None
    if found is None:
        raise AnswerError(
            failure or "the fork's answer has no ```json block or JSON ops object",
            hint='answer with {"save": [...], "delete": [...], "harness_feedback": [...]}',
        )
    if not found and failure is not None:
        # `{}` followed by a broken document: the broken one was the real answer.
        raise AnswerError(failure)
    return found


def _extent(text: str, start: int) -> tuple[str, int]:
    """Where the object at `start` ends: ("whole", end), ("deep", end) or ("open", len).

    "deep" is an object nested deeper than `MAX_DEPTH`; its end is still found (by
    counting, never recursing), so that nothing inside it is taken for a document.
    """
    depth = 0
    deepest = 0
    for match in _TOKEN.finditer(text, start):
        first = text[match.start()]
        if first in "\"'":
            if match.end() - match.start() == 1:
                return "open", len(text)
        elif first in "{[":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
            if depth == 0:
                return ("deep" if deepest > MAX_DEPTH else "whole"), match.end()
    return "open", len(text)


def _is_ops(document: dict[str, object]) -> bool:
    return any(key in document for key in KNOWN_KEYS)


def _standalone(text: str, start: int, end: int) -> bool:
    """Whether the `{}` at start..end stands alone rather than as a value inside JSON."""
    before = text[max(0, start - 200) : start].rstrip()
    after = text[end : end + 200].lstrip()
    if before.endswith(("[", "{", ",")) or after.startswith(("]", "}", ",", ":")):
        return False
    # `"key": {}` is a value; `Nothing new: {}` is prose before a document.
    return not (before.endswith(":") and before[:-1].rstrip().endswith('"'))


def _decode(chunk: str, use_json5: bool) -> dict[str, object] | _Failed:
    try:
        return _as_object(json.loads(chunk, strict=False, parse_int=_bounded_int))
    except RecursionError:
        return _Failed("the fork's ops JSON does not parse: nested too deeply")
    except ValueError as exc:
        where = (
            f" (line {exc.lineno}, column {exc.colno})"
            if isinstance(exc, json.JSONDecodeError)
            else ""
        )
        failed = _Failed(f"the fork's ops JSON does not parse{where}: malformed")
    relaxed = _STRING_OR_TRAILING_COMMA.sub(lambda m: m.group(1) or m.group(2), chunk)
    if relaxed != chunk:
        try:
            return _as_object(json.loads(relaxed, strict=False, parse_int=_bounded_int))
        except (ValueError, RecursionError):
            pass
    if use_json5:
        try:
            return _as_object(json5.loads(chunk, parse_int=_bounded_int))
        except Exception:  # a third-party parser on hostile text: any error means "no"
            pass
    return failed


def _as_object(value: object) -> dict[str, object]:
    if not isinstance(value, dict):
        raise ValueError("not an object")
    return value


def _bounded_int(digits: str) -> int | float:
    # int() refuses over 4,300 digits (and is quadratic below that); no field is a number.
    return int(digits) if len(digits) <= _MAX_INT_DIGITS else float(digits)


def failure_reason(exc: Exception) -> str:
    """The reason a failed answer pass gives in the report, the log and the session's mark.

    Only messages this tool wrote are shown; another exception is named by its type, since
    its text may quote what the model wrote.
    """
    if isinstance(exc, MassDeleteError):
        return exc.message
    if isinstance(exc, OpsError):
        return f"bad-answer: {exc.message}"
    if isinstance(exc, LockTimeout):
        return f"store-locked: {exc.message}"
    if isinstance(exc, OcmemError):
        return f"apply-failed: {exc.message}"
    if isinstance(exc, OSError):
        return f"apply-failed: {exc.strerror or type(exc).__name__}"
    return f"internal-error: {type(exc).__name__}"
