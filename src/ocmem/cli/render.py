"""The one place that prints: a result object as human text or as JSON."""

from __future__ import annotations

import dataclasses
import json
import math
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


def json_text(value: Any) -> str:
    """`value` as strict JSON: a non-finite number becomes null, never `Infinity`."""
    return json.dumps(to_jsonable(value), indent=2, ensure_ascii=False, allow_nan=False)


def render(result: Any, as_json: bool = False) -> None:
    if as_json:
        sys.stdout.write(json_text(result) + "\n")
        return
    for kind in type(result).__mro__:
        if kind in _TEXT:
            text = _TEXT[kind](result)
            if text:
                sys.stdout.write(text if text.endswith("\n") else text + "\n")
            return
    sys.stdout.write(f"{result}\n")


def raw(data: bytes) -> None:
    """Bytes exactly as given (a file shown as it is on disk), no newline added."""
    sys.stdout.flush()
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def warn(message: str) -> None:
    sys.stderr.write(f"opencode-memory: {message}\n")


def fail(message: str, hint: str | None = None) -> None:
    """One line: the error and, where we know one, what to do about it."""
    line = " ".join(f"opencode-memory: error: {message}".split())
    if hint:
        line += " (hint: " + " ".join(hint.split()) + ")"
    sys.stderr.write(line + "\n")
