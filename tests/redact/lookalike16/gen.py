"""Seeded value generators and the ``Kind`` record of the sixteenth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from a ``random.Random`` seeded with ``lookalike16:holdout:<kind>``. Nothing here is a
credential: vendor prefixes and PEM markers are joined from pieces where they are written.
"""

from __future__ import annotations

import base64
import json
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random
from urllib.parse import quote

HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64URL = ALNUM + "-_"
PASSWORD_CHARS = ALNUM + "!#%*+-.=?@^_~"

# Pieces joined at import time, so that no literal in the source is itself a credential.
DASH5 = "-" * 5
PEM_BEGIN = DASH5 + "BEGIN "
PEM_END = DASH5 + "END "

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


def benign(kind: str, templates: tuple[str, ...], values: Values) -> Kind:
    return Kind(kind, templates, values, n=11)


def secret(kind: str, templates: tuple[str, ...], values: Values, *fields: str) -> Kind:
    return Kind(kind, templates, values, n=7, secrets=fields)


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def b64url_json(obj: object) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def urlenc(text: str) -> str:
    return quote(text, safe="")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def mac(r: Random, sep: str = ":") -> str:
    return sep.join(pick(r, HEX, 2) for _ in range(6))


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def day(r: Random) -> str:
    return f"2027-01-{r.randint(1, 31):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


SITES = ("mty", "aar", "clj", "ngo", "dus", "gdl")


def site(r: Random) -> str:
    return r.choice(SITES)


def secret_parts(name: str, value: str) -> list[str]:
    """A secret field's substrings that must not survive: a one-line value as given, a
    multi-line value (a PEM body) line by line, keeping every line of 16 characters or more,
    so a scrubber that removes only the first line of a key does not pass."""
    parts = [line for line in value.split("\n") if len(line) >= 16]
    if not parts:
        raise AssertionError(f"secret field {name!r} has no part of 16 characters: {value!r}")
    return parts


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
