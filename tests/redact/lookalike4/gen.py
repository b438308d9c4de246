"""Seeded value generators and the ``Kind`` record of the fourth look-alike corpus.

A template holds fields written ``⟨name⟩``. A kind's ``values`` function draws one value per
field from the ``random.Random`` that ``cases.py`` seeds with ``lookalike4:holdout:<kind>``.
No literal in this package is a credential: vendor prefixes are joined from pieces, and every
"secret" is random output of a seeded generator.
"""

from __future__ import annotations

import base64
import json
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
UHEX = HEX.upper()
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64URL = ALNUM + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
B32LOWER = "abcdefghijklmnopqrstuvwxyz234567"
NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"
PASSWORD_CHARS = ALNUM + "!#%*+-.=?^_~"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 5
    secrets: tuple[str, ...] = ()
    source: str = "written"


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def uhex(r: Random, n: int) -> str:
    return pick(r, UHEX, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_text(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def b64url_json(obj: object) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    return r.choice("01") + pick(r, CROCKFORD, 25)


def stamp(r: Random) -> str:
    """A valid ``YYYYMMDDhhmmss`` UTC timestamp between 2023 and 2026."""
    return (
        f"{r.randint(2023, 2026)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
        f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
    )


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def pem_lines(r: Random, nbytes: int) -> list[str]:
    """Base64 body lines of a PEM block, every line at least 16 characters long."""
    while True:
        lines = wrap(b64(r, nbytes)).split("\n")
        if all(len(line) >= 16 for line in lines):
            return lines
        nbytes += 1


def password(r: Random, n: int = 20) -> str:
    """A password as a generator or a person would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 2) + pick(r, ALNUM, 1)
        if any(c.isdigit() for c in value) and any(c.islower() for c in value):
            return value


def choose(r: Random, *options: str) -> str:
    return r.choice(options)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text or "⟩" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
