"""How random a run of characters looks: the signal that tells key material from words.

Words and identifiers (``reactServerComponents2024``) change between lowercase, capitals
and digits a few times; generated keys change every two or three characters and spread
their characters evenly over their alphabet. Both measures are one pass over the run.
"""

from __future__ import annotations

import math
import re
from collections import Counter

_ASCII_LOWER = re.compile(r"[a-z]")
_ASCII_UPPER = re.compile(r"[A-Z]")
_ASCII_DIGIT = re.compile(r"[0-9]")
_ASCII_LETTER = re.compile(r"[A-Za-z]")
_ASCII_OTHER = re.compile(r"[^A-Za-z0-9]")
_HEX = re.compile(r"[0-9a-fA-F]+")
_LOWER_HEX = re.compile(r"[0-9a-f]+")
_UPPER_HEX = re.compile(r"[0-9A-F]+")
_ASCII_CLASS_RUNS = re.compile(r"[0-9]+|[A-Z]+|[a-z]+|[^0-9A-Za-z]+")
# Runs are judged on at most this many characters, so a hostile run costs O(bound).
_MAX_JUDGED = 256


def shannon_bits(run: str) -> float:
    """Bits of entropy per character of ``run`` (its own character frequencies)."""
    if not run:
        return 0.0
    length = len(run)
    return -sum(n / length * math.log2(n / length) for n in Counter(run).values())


def _class_of(char: str) -> int:
    if char.isdigit():
        return 0
    if char.isupper():
        return 1
    if char.islower():
        return 2
    return 3


def class_changes(run: str) -> int:
    """How often ``run`` switches between digits, capitals, lowercase and other characters."""
    if run.isascii():  # the common case, counted by the regex engine
        return max(0, len(_ASCII_CLASS_RUNS.findall(run)) - 1)
    changes = 0
    previous = -1
    for char in run:
        current = _class_of(char)
        if previous != -1 and current != previous:
            changes += 1
        previous = current
    return changes


def _alphabet_size(run: str) -> int:
    if "-" in run and is_hex(run.replace("-", "")):
        run = run.replace("-", "")  # a UUID is hex with dashes
    if run.isascii():  # the common case, tested by the regex engine
        has_lower = _ASCII_LOWER.search(run) is not None
        has_upper = _ASCII_UPPER.search(run) is not None
        has_digit = _ASCII_DIGIT.search(run) is not None
        has_other = _ASCII_OTHER.search(run) is not None
    else:
        has_lower = any(c.islower() for c in run)
        has_upper = any(c.isupper() for c in run)
        has_digit = any(c.isdigit() for c in run)
        has_other = any(not c.isalnum() for c in run)
    if has_digit and not has_upper and _LOWER_HEX.fullmatch(run):
        return 16
    if has_digit and not has_lower and _UPPER_HEX.fullmatch(run):
        return 16
    return 26 * (has_lower + has_upper) + 10 * has_digit + 4 * has_other


def is_hex(run: str) -> bool:
    return _HEX.fullmatch(run) is not None


def _has_digit_and_letter(run: str) -> bool:
    if run.isascii():
        return _ASCII_DIGIT.search(run) is not None and _ASCII_LETTER.search(run) is not None
    return any(c.isdigit() for c in run) and any(c.isalpha() for c in run)


def looks_random(run: str, *, min_length: int = 16) -> bool:
    """Whether ``run`` (no whitespace) reads as generated key material rather than a word,
    an identifier or a number."""
    judged = run[:_MAX_JUDGED]
    length = len(judged)
    if length < min_length:
        return False
    if not _has_digit_and_letter(judged):
        return False
    # Generated text switches class about every other character; names do so rarely.
    if class_changes(judged) * 5 < length:
        return False
    ceiling = math.log2(min(length, _alphabet_size(judged)))
    return shannon_bits(judged) >= 0.8 * ceiling


# One lower-case letter between capitals ("HiW", "KpW"): random letters, not camelCase words,
# whose humps are a capital and then a word.
_LONE_LOWER = re.compile(r"(?<=[A-Z])[a-z](?=[A-Z])")


def lone_lowers(run: str) -> int:
    """How many single lower-case letters stand between two capitals in ``run``."""
    return len(_LONE_LOWER.findall(run))
