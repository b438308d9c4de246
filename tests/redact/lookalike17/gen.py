"""Seeded value generators and the ``Kind`` record of the seventeenth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from a ``random.Random`` seeded with ``lookalike17:holdout:<kind>``. Nothing here is a
credential: vendor prefixes and PEM markers are joined from pieces where they are written.
"""

from __future__ import annotations

import base64
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
B64URL = ALNUM + "-_"
PASSWORD_CHARS = ALNUM + "!#%*+-.=?@^_~"
URL_SAFE_PW = ALNUM + "-._~"

DASH5 = "-" * 5
WORDS = [
    "copper",
    "lantern",
    "fjord",
    "mosaic",
    "tundra",
    "walrus",
    "orchid",
    "basalt",
    "quiver",
    "mitten",
    "harbor",
    "velvet",
    "cobalt",
    "ember",
    "juniper",
    "saffron",
    "glacier",
    "pebble",
    "thistle",
    "meadow",
    "lynx",
    "prairie",
    "granite",
    "falcon",
    "willow",
    "cedar",
    "marble",
    "comet",
    "otter",
    "raven",
]

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


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def passphrase(r: Random, words: int = 4) -> str:
    return "-".join(r.sample(WORDS, words)) + str(r.randint(10, 99))


def day(r: Random) -> str:
    return f"2027-02-{r.randint(1, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def user(r: Random) -> str:
    return r.choice(
        [
            "mtremblay",
            "agagnon",
            "jvirtanen",
            "lkorhonen",
            "asilva",
            "rcosta",
            "wliu",
            "yzhang",
            "eyilmaz",
            "bdemir",
            "nlevi",
            "scohen",
            "pbouchard",
            "hnieminen",
        ]
    )


def project(r: Random) -> str:
    return r.choice(
        [
            "cryo-em",
            "glaciology",
            "neuroimg",
            "climate-ens",
            "genomics-wgs",
            "lidar-forest",
            "nlp-corpus",
            "pediatric-asthma",
            "seismic-inv",
            "protein-md",
        ]
    )


def orcid(r: Random) -> str:
    """An ORCID iD with a valid ISO 7064 11,2 check character."""
    base = "000" + str(r.randint(0, 3)) + pick(r, DIGITS, 11)
    total = 0
    for ch in base:
        total = (total + int(ch)) * 2
    check = (12 - total % 11) % 11
    c = "X" if check == 10 else str(check)
    d = base + c
    return "-".join(d[i : i + 4] for i in range(0, 16, 4))


def secrets_by_line(name: str, value: str) -> list[str]:
    """A one-line value is its own secret; a multi-line value (a PEM body) gives every body
    line of 16 characters or more."""
    if "\n" not in value:
        return [value]
    lines = [line.strip() for line in value.splitlines()]
    return [line for line in lines if len(line) >= 16 and not line.startswith(DASH5)]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
