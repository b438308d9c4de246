"""Reading a resolved value as the Python type its spec declares.

The parsers already reject bad user input (reported, the next layer applies), so a value of
the wrong type here means a parser and its declared kind disagree. That is still checked
for real and reported with its key and source: an `assert` would vanish under `python -O`.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Literal, Protocol

from ocmem.errors import OcmemError
from ocmem.values import Value


class SettingTypeError(OcmemError):
    """A resolved setting whose value is not of its declared kind."""


class Entry(Protocol):
    @property
    def value(self) -> Value: ...

    @property
    def source(self) -> str: ...


class Reader:
    """Typed reads of resolved entries; `typed.read_sections` calls one method per key."""

    def __init__(self, entries: Mapping[str, Entry]) -> None:
        self._entries = entries

    def _wrong(self, key: str, expected: str) -> SettingTypeError:
        entry = self._entries[key]
        return SettingTypeError(
            f"setting {key} (from {entry.source}) is a {type(entry.value).__name__}, "
            f"expected {expected}"
        )

    def flag(self, key: str) -> bool:
        value = self._entries[key].value
        if isinstance(value, bool):
            return value
        raise self._wrong(key, "a boolean")

    def integer(self, key: str) -> int:
        value = self._entries[key].value
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise self._wrong(key, "an integer")

    def number(self, key: str) -> float:
        value = self._entries[key].value
        if isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
        raise self._wrong(key, "a number")

    def optional_integer(self, key: str) -> int | None:
        return None if self._entries[key].value is None else self.integer(key)

    def optional_number(self, key: str) -> float | None:
        return None if self._entries[key].value is None else self.number(key)

    def optional_text(self, key: str) -> str | None:
        value = self._entries[key].value
        if value is None or isinstance(value, str):
            return value
        raise self._wrong(key, "text")

    def mode(self, key: str) -> Literal["on", "off", "auto"]:
        value = self._entries[key].value
        if value == "on":
            return "on"
        if value == "off":
            return "off"
        if value == "auto":
            return "auto"
        raise self._wrong(key, "on, off or auto")

    def globs(self, key: str) -> tuple[str, ...]:
        value = self._entries[key].value
        if isinstance(value, list) and all(isinstance(item, str) for item in value):
            return tuple(value)
        raise self._wrong(key, "a list of globs")

    def path(self, key: str) -> Path:
        value = self._entries[key].value
        if isinstance(value, str):
            return Path(value)
        raise self._wrong(key, "a path")
