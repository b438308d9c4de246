"""The words users write for setting values, parsed: booleans, numbers, modes, models, globs.

The bottom layer (no ocmem imports, nothing heavy), so the wrapper's fast path reads its
environment flags with the same boolean parser as the settings.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable

Value = bool | int | float | str | list[str] | None


class InvalidValueError(ValueError):
    pass


def parse_bool(raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    if isinstance(raw, str):
        word = raw.strip().lower()
        if word in ("1", "true", "yes", "on", "y", "enable", "enabled"):
            return True
        if word in ("0", "false", "no", "off", "n", "disable", "disabled"):
            return False
    raise InvalidValueError("expected a boolean (true/false, on/off, yes/no, 1/0)")


def _number(raw: object) -> float:
    if isinstance(raw, bool):
        raise InvalidValueError("expected a number")
    if isinstance(raw, int | float):
        number = float(raw)
    elif isinstance(raw, str):
        try:
            number = float(raw.strip())
        except ValueError:
            raise InvalidValueError("expected a number") from None
    else:
        raise InvalidValueError("expected a number")
    if number != number or number in (float("inf"), float("-inf")):
        raise InvalidValueError("expected a finite number")
    return number


def _tidy(number: float) -> int | float:
    # Whole numbers print as 24, not 24.0, in every output format.
    return int(number) if number.is_integer() else number


# No whole-number setting means anything above this (tokens a day, seconds, bytes); a
# value beyond it is a typo, and JSON readers lose precision past 2^53 anyway.
LARGEST_WHOLE = 10**15


def int_at_least(minimum: int) -> Callable[[object], int]:
    def parse(raw: object) -> int:
        number = _whole(raw)
        if number is None or not minimum <= number <= LARGEST_WHOLE:
            raise InvalidValueError(f"expected a whole number >= {minimum} (at most 10^15)")
        return number

    return parse


_DIGITS = re.compile(r"[+-]?[0-9]+")


def _whole(raw: object) -> int | None:
    """`raw` as an exact whole number: an int or digits as they are (a float would round
    99999999999999999999999 to 99999999999999991611392), else a number with no fraction."""
    if isinstance(raw, int) and not isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and _DIGITS.fullmatch(raw.strip()):
        return int(raw.strip())
    number = _number(raw)
    return int(number) if number.is_integer() else None


def float_between(low: float, high: float) -> Callable[[object], int | float]:
    def parse(raw: object) -> int | float:
        number = _number(raw)
        if not low <= number <= high:
            raise InvalidValueError(f"expected a number from {low:g} to {high:g}")
        return _tidy(number)

    return parse


def positive_seconds(raw: object) -> int | float:
    number = _number(raw)
    if number <= 0:
        raise InvalidValueError("expected a number of seconds > 0")
    return _tidy(number)


def index_lines(raw: object) -> int:
    if isinstance(raw, str) and raw.strip().lower() in ("off", "none", "false"):
        return 0
    return int_at_least(0)(raw)


def switch(raw: object) -> str:
    """on, off or auto; booleans and yes/no words are accepted."""
    if isinstance(raw, bool):
        return "on" if raw else "off"
    if isinstance(raw, str):
        word = raw.strip().lower()
        if word in ("on", "1", "true", "yes"):
            return "on"
        if word in ("off", "0", "false", "no"):
            return "off"
        if word == "auto":
            return "auto"
    raise InvalidValueError("expected on, off or auto (booleans accepted)")


def local_mode(raw: object) -> str:
    if isinstance(raw, str) and raw.strip().lower() in ("local", "global"):
        return "on" if raw.strip().lower() == "local" else "off"
    return switch(raw)


_MODEL = re.compile(r"^[^\s/]+/\S+$")
_AGENT = re.compile(r"^\S+$")


def _session_default(pattern: re.Pattern[str], expected: str) -> Callable[[object], str | None]:
    """A model or agent name; empty, `session` or `auto` leave it to the session."""

    def parse(raw: object) -> str | None:
        if raw is None:
            return None
        if isinstance(raw, str):
            text = raw.strip()
            if text.lower() in ("", "session", "auto"):
                return None
            if pattern.match(text):
                return text
        raise InvalidValueError(f"expected {expected} (or 'session' for the session's own)")

    return parse


model_spec = _session_default(_MODEL, "provider/model")
agent_name = _session_default(_AGENT, "an agent name")


def path_value(raw: object) -> str | None:
    if raw is None:
        return None
    if isinstance(raw, str) and raw.strip():
        return os.path.expanduser(raw.strip())
    raise InvalidValueError("expected a path")


def absolute_path_value(raw: object) -> str | None:
    """A path that means one place wherever a command runs (`~` expanded)."""
    value = path_value(raw)
    if value is not None and not os.path.isabs(value):
        raise InvalidValueError(
            "expected an absolute path: a relative one names another directory wherever "
            "a command runs"
        )
    return value


def path_globs(raw: object) -> list[str]:
    if isinstance(raw, str):
        items = [part.strip() for part in re.split(r"[,\n]", raw)]
        return [item for item in items if item]
    if isinstance(raw, list) and all(isinstance(item, str) for item in raw):
        return [item for item in raw if item.strip()]
    raise InvalidValueError("expected a list of path globs (comma-separated in the environment)")


def is_on(raw: str | None) -> bool:
    """An environment flag: true when `raw` is a true boolean word; absent or not a boolean
    word is off."""
    if raw is None:
        return False
    try:
        return parse_bool(raw)
    except InvalidValueError:
        return False
