"""The one place that prints: a result object as human text or as JSON.

Everything printed here passes through the secret scrubber first (opencode ids kept), so
a message quoting what a provider, a model or a config file said cannot leak a credential,
whichever command or code path built it; text for a terminal also has its control
characters escaped, so a memory's fields cannot drive the terminal. Only `raw` (a memory
file shown as it is on disk, on the user's request) is written as given.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
import sys
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
_TEXT: dict[type[Any], Callable[[Any], str]] = {}


def text_renderer(kind: type[T]) -> Callable[[Callable[[T], str]], Callable[[T], str]]:
    def register(func: Callable[[T], str]) -> Callable[[T], str]:
        _TEXT[kind] = func
        return func

    return register


def to_jsonable(value: Any) -> Any:
    if hasattr(value, "to_json"):
        return to_jsonable(value.to_json())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [to_jsonable(v) for v in value]
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, float) and not math.isfinite(value):
        return None  # JSON has no Infinity or NaN; a reader would choke on them
    return value


def scrubbed(text: str) -> str:
    # Loaded here, not at import: `--version` and usage errors never pay for the scrubber.
    from ocmem.redact import scrub_output

    return scrub_output(text)


def scrubbed_json(value: Any) -> str:
    """`value` as strict, indented JSON (a non-finite number becomes null, never
    `Infinity`), every secret in it scrubbed, still valid JSON.

    Each string is scrubbed on its own (a PEM block's newlines are real there), then the
    whole document once more, so a key and its value in two strings (`"password": "…"`)
    are seen together; if that second scrub broke the JSON, the first one stands.
    """
    leaves = json.dumps(
        _scrub_leaves(to_jsonable(value)), indent=2, ensure_ascii=False, allow_nan=False
    )
    whole = scrubbed(leaves)
    if whole == leaves:
        return leaves
    try:
        json.loads(whole)
    except json.JSONDecodeError:
        return leaves
    return whole


def _scrub_leaves(value: Any) -> Any:
    if isinstance(value, str):
        return scrubbed(value)
    if isinstance(value, dict):
        return {scrubbed(str(k)): _scrub_leaves(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_scrub_leaves(v) for v in value]
    return value


def shown(text: str) -> str:
    """`text` scrubbed and safe for a terminal: a control character (an escape sequence
    that retitles the window or clears the screen, a carriage return that overwrites the
    line) or a bidirectional override, which a memory's fields may hold, is printed as
    its escape (``\\x1b``, ``\\u202e``). Line breaks and tabs stay."""
    return _UNSAFE.sub(_escape, scrubbed(text))


# (A carriage return before a line break is a Windows line end, not an overwrite.)
_UNSAFE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]|\r(?!\n)")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def out(text: str) -> None:
    """Text to stdout as given, after the scrub, with control characters escaped."""
    sys.stdout.write(shown(text))


def render(result: Any, as_json: bool = False) -> None:
    if as_json:
        sys.stdout.write(scrubbed_json(result) + "\n")
        return
    for kind in type(result).__mro__:
        if kind in _TEXT:
            text = _TEXT[kind](result)
            if text:
                out(text if text.endswith("\n") else text + "\n")
            return
    out(f"{result}\n")


def raw(data: bytes) -> None:
    """Bytes exactly as given (a file shown as it is on disk), no newline added."""
    sys.stdout.flush()
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def err(text: str) -> None:
    """Text to stderr as given (a usage message), after the scrub."""
    sys.stderr.write(shown(text))


def warn(message: str) -> None:
    sys.stderr.write(shown(f"opencode-memory: {message}") + "\n")


def fail(message: str, hint: str | None = None) -> None:
    """One line: the error and, where we know one, what to do about it."""
    line = " ".join(f"opencode-memory: error: {message}".split())
    if hint:
        line += " (hint: " + " ".join(hint.split()) + ")"
    sys.stderr.write(shown(line) + "\n")
