"""Seeded value generators and the ``Kind`` record of the seventh look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from a ``random.Random`` seeded with ``lookalike7:holdout:<kind>``. Nothing here is a
credential: vendor prefixes and key-block headers are joined from pieces.
"""

from __future__ import annotations

import base64
import hashlib
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
B32 = UPPER + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
URL_SAFE_PASSWORD = ALNUM + "-_.~!*"
PASSWORD_CHARS = ALNUM + "!#%*+-.=?^_~"

Values = Callable[[Random], dict[str, str]]

# Key-block markers, joined so that no file holds one literally.
DASH = "-" * 5
PRIV = "PRIVATE" + " KEY"


def begin(label: str) -> str:
    return f"{DASH}BEGIN {label}{DASH}"


def end(label: str) -> str:
    return f"{DASH}END {label}{DASH}"


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 6
    secrets: tuple[str, ...] = ()
    source: str = "written"


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def uhex(r: Random, n: int) -> str:
    return pick(r, UHEX, n)


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


def b64url_of(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def sha256_hex(r: Random) -> str:
    return hashlib.sha256(r.randbytes(32)).hexdigest()


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    return r.choice("01") + pick(r, CROCKFORD, 25)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def colons(hex_text: str) -> str:
    return ":".join(hex_text[i : i + 2] for i in range(0, len(hex_text), 2))


def groups(text: str, size: int, sep: str = " ") -> str:
    return sep.join(text[i : i + size] for i in range(0, len(text), size))


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def word(r: Random, *options: str) -> str:
    return r.choice(options)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text or "⟩" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
