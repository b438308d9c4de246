"""Seeded value generators and the ``Kind`` record of the ``lookalike52`` corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Vendor prefixes are joined from pieces where they are written at all, so no literal in this
package is a credential.
"""

from __future__ import annotations

import base64
import re
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64CHARS = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32LOWER = "abcdefghijklmnopqrstuvwxyz234567"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE_PW = ALNUM + "-_.~"
MIN_SECRET = 16

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


def digits(r: Random, n: int) -> str:
    """``n`` decimal digits, a leading zero allowed."""
    return pick(r, DIGITS, n)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str | bytes) -> str:
    raw = text.encode() if isinstance(text, str) else text
    return base64.b64encode(raw).decode()


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def object_id(r: Random, day_from: int = 1, day_to: int = 14) -> str:
    """A MongoDB ObjectId minted in December 2031 (seconds since the epoch, then 8 bytes)."""
    start = 1953849600  # 2031-12-01T00:00:00Z
    ts = start + r.randint((day_from - 1) * 86400, day_to * 86400 - 1)
    return f"{ts:08x}" + hexs(r, 16)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def pem_body(der: bytes, indent: str = "") -> str:
    return "\n".join(indent + line for line in wrap(b64_of(der)).split("\n"))


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator sets it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "tourtiere",
    "homard",
    "erable",
    "phare",
    "bluenose",
    "citadelle",
    "poutine",
    "chalet",
    "dulse",
    "outremont",
    "dartmouth",
    "peggys",
    "verdun",
    "bedford",
    "fundy",
    "gaspesie",
)


def passphrase(r: Random) -> str:
    """A memorable passphrase of 3 to 4 words joined with a separator and a number."""
    while True:
        sep = r.choice("-._")
        words = [r.choice(_WORDS).capitalize() for _ in range(r.choice((3, 4)))]
        value = sep.join(words) + sep + num(r, r.choice((2, 4)))
        if len(value) >= MIN_SECRET + 2:
            return value


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_parts(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive: the value itself, or for a
    multi-line key (real newlines or JSON ``\\n`` escapes) each body line of 16+ chars."""
    parts = [p.strip() for p in re.split(r"\n|\\n", value)]
    if len(parts) == 1:
        if len(value) < MIN_SECRET:
            raise AssertionError(f"{name}: secret shorter than {MIN_SECRET}: {value!r}")
        return [value]
    return [p for p in parts if len(p) >= MIN_SECRET]
