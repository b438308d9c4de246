"""Seeded value generators and the ``Kind`` record of the fifteenth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from a ``random.Random`` seeded with ``lookalike15:holdout:<kind>``. Nothing in this
package is a credential as written: vendor prefixes and PEM markers are joined from pieces.
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
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
B32LOW = string.ascii_lowercase + "234567"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
SALT_CHARS = ALNUM + "!#$%&()*+,-./:;<=>?@[]^_`{|}~ "

Values = Callable[[Random], dict[str, str]]

DASH5 = "-" * 5
MIN_SECRET = 16


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


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def b64url_of(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def pem(label: str, body: str) -> str:
    """A PEM block around an already wrapped base64 body; the markers are built, not written."""
    return f"{DASH5}BEGIN {label}{DASH5}\n{body}\n{DASH5}END {label}{DASH5}"


# A DER prefix so a key body starts the way a real one does (PKCS#8 / PKCS#1 / SPKI, RSA 2048).
_PKCS8_HEAD = bytes.fromhex(
    "308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100"
)
_PKCS1_HEAD = bytes.fromhex("308204a40201000282010100")
_SPKI_HEAD = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")


def private_key_body(r: Random, pkcs1: bool = False) -> str:
    head = _PKCS1_HEAD if pkcs1 else _PKCS8_HEAD
    return wrap(base64.b64encode(head + r.randbytes(1180 - len(head))).decode())


def public_key_body(r: Random) -> str:
    return wrap(
        base64.b64encode(_SPKI_HEAD + r.randbytes(257) + bytes.fromhex("0203010001")).decode()
    )


def jsonish(obj: object) -> str:
    return json.dumps(obj, separators=(",", ":"))


# Small shared context pickers: dates in December 2026, people, tickets, sites.
PEOPLE = (
    "Ingrid",
    "Tomáš",
    "Eleni",
    "Linh",
    "Putri",
    "Bjørn",
    "Astrid",
    "Minh",
    "Dimitris",
    "Kateřina",
    "Rizky",
    "Sofie",
    "Marcus",
    "Priya",
    "Oskar",
    "Hana",
)
SITES = (
    "harbourline.com",
    "www.harbourline.com",
    "lantern-mag.com",
    "www.lantern-mag.com",
    "staging.harbourline.com",
    "preview.lantern-mag.com",
    "sport.harbourline.com",
)
SECTIONS = ("news", "politics", "sport", "culture", "money", "travel", "opinion", "science")
TEAMS = ("PLAT", "ADS", "DATA", "VID", "SUBS", "NEWSL", "WEB", "SRE")


def day(r: Random) -> str:
    return f"2026-12-{r.randint(1, 31):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def ctx(r: Random) -> dict[str, str]:
    """Fields every kind may use: date, time, person, ticket, site, section."""
    return {
        "day": day(r),
        "time": clock(r),
        "who": r.choice(PEOPLE),
        "tkt": f"{r.choice(TEAMS)}-{r.randint(100, 4999)}",
        "site": r.choice(SITES),
        "section": r.choice(SECTIONS),
        "slug": "-".join(r.sample(_SLUG_WORDS, r.randint(3, 5))),
        "n": str(r.randint(2, 97)),
    }


_SLUG_WORDS = [
    "budget",
    "vote",
    "storm",
    "derby",
    "festival",
    "election",
    "harbour",
    "ferry",
    "strike",
    "museum",
    "climate",
    "winter",
    "markets",
    "review",
    "interview",
    "recipe",
    "rail",
    "ski",
    "ferry",
    "court",
    "league",
    "opera",
    "tech",
    "housing",
    "energy",
    "coast",
    "north",
]


def with_ctx(fn: Values) -> Values:
    def values(r: Random) -> dict[str, str]:
        out = ctx(r)
        out.update(fn(r))
        return out

    return values


def secret_lines(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive: the value itself, or for a
    multi-line value (a PEM body) every body line long enough to stand on its own."""
    if "\n" in value:
        parts = [
            line.strip()
            for line in value.split("\n")
            if len(line.strip()) >= MIN_SECRET and DASH5 not in line
        ]
    else:
        parts = [value]
    for part in parts:
        if len(part) < MIN_SECRET:
            raise AssertionError(f"{name}: secret part shorter than {MIN_SECRET}: {part!r}")
    return parts


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
