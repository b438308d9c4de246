"""Seeded value generators and the ``Kind`` record of the thirty-second look-alike corpus.

The setting is a game studio in Kraków (Sowa Interactive) with an outsourcing team in
Manila (Bagwis Digital), September 2028. A template holds fields written ``⟨name⟩``; a
kind's ``values`` function draws one value per field from the ``random.Random`` the build
loop passes in. Vendor prefixes are joined from pieces where they are written at all, so
no literal in this package is a credential.
"""

from __future__ import annotations

import base64
import json
import re
import string
import struct
import uuid
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"
# Symbols a person puts in a password; no quotes, backslashes, '#', '<', '>' or '&', so a
# value reads the same in a shell line, an ini file, YAML, JSON and XML.
PASSWORD_CHARS = ALNUM + "!%*+-.=?@^_~"
URL_PASSWORD_CHARS = ALNUM + "-_.~"

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


def hexu(r: Random, n: int) -> str:
    return pick(r, HEXU, n)


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


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20, chars: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator sets it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, chars, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def steam_id(r: Random) -> str:
    return "7656119" + str(r.randint(7960265728, 9999999999))


def changelist(r: Random) -> str:
    return str(r.randint(1180000, 1399999))


def tiny_png(r: Random) -> bytes:
    """A real 1x1 RGBA PNG of a random colour (a status badge pixel, an icon swatch)."""

    def chunk(tag: bytes, data: bytes) -> bytes:
        body = tag + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    pixel = b"\x00" + bytes(r.randrange(256) for _ in range(3)) + b"\xff"
    ihdr = struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(pixel, 9))
        + chunk(b"IEND", b"")
    )


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


_LINE_BREAK = re.compile(r"\n|\\n")


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is the secret; a multi-line key (real or JSON-escaped line breaks)
    gives each body line of 16 or more characters."""
    parts = _LINE_BREAK.split(value)
    if len(parts) == 1:
        return [value]
    return [part for part in parts if len(part) >= 16]
