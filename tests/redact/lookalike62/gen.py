"""Seeded value generators and the ``Kind`` record of look-alike corpus 62.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Nothing here is a credential: vendor prefixes are joined from pieces where they appear.
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
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
GEOHASH = "0123456789bcdefghjkmnpqrstuvwxyz"
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
PASSWORD_CHARS = ALNUM + "!#%*+-.=?^_~"
URL_SAFE_PASSWORD = ALNUM + "-_.~"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def uhexs(r: Random, n: int) -> str:
    return pick(r, UHEX, n)


def digits(r: Random, n: int) -> str:
    return pick(r, DIGITS, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str | bytes) -> str:
    raw = text.encode() if isinstance(text, str) else text
    return base64.b64encode(raw).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 2) + pick(r, ALNUM, 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def phrase_password(r: Random) -> str:
    """A memorable password of joined words and digits, 16+ characters."""
    words = ("Kea", "Tui", "Brigalow", "Paddock", "Kowhai", "Hailstone", "Wattle", "Moana")
    words += ("Drover", "Canefield", "Southerly", "Totara", "Nor-wester", "Billabong")
    while True:
        value = "".join(r.sample(words, 3)) + r.choice("!#%*?") + digits(r, r.randint(2, 4))
        if len(value) >= 16:
            return value


# Unix seconds within August 2033, the month the notes were written.
AUG_2033 = (2006380800, 2009059199)


def epoch(r: Random) -> int:
    return r.randint(*AUG_2033)


def luhn_complete(body: str) -> str:
    """``body`` followed by its Luhn check digit (IMEI, ICCID)."""
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def abn(r: Random) -> str:
    """An Australian Business Number with a valid check (weights over 11 digits, mod 89)."""
    weights = (10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19)
    while True:
        rest = [int(c) for c in digits(r, 9)]
        for lead in range(10, 100):
            ds = [lead // 10 - 1, lead % 10, *rest]
            if sum(w * d for w, d in zip(weights, ds, strict=True)) % 89 == 0:
                return str(lead) + "".join(map(str, rest))


def abn_spaced(value: str) -> str:
    return f"{value[:2]} {value[2:5]} {value[5:8]} {value[8:]}"


def nzbn(r: Random) -> str:
    """A New Zealand Business Number: GS1 GTIN-13 starting 9429 with its check digit."""
    body = "9429" + digits(r, 8)
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def secrets_of_lines(name: str, value: str) -> list[str]:
    """A multi-line secret is listed line by line (lines of 16+ characters); others whole."""
    if "\n" not in value:
        return [value]
    return [line for line in value.split("\n") if len(line) >= 16]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
