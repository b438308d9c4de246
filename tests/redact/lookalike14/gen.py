"""Seeded value generators and the ``Kind`` record of the fourteenth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from a ``random.Random`` seeded with ``lookalike14:holdout:<kind>``. Nothing here is a
credential: vendor prefixes and PEM markers are joined from pieces where they appear at all.

Multi-line secret values (PEM bodies) are split by :func:`secret_parts` into their lines, so a
case lists every body line (each at least 16 characters) as a substring that must not survive.
"""

from __future__ import annotations

import base64
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
B64 = ALNUM + "+/"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

DASH5 = "-" * 5
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


def uhex(r: Random, n: int) -> str:
    return pick(r, UHEX, n)


def num(r: Random, n: int) -> str:
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def digits(r: Random, n: int) -> str:
    return pick(r, DIGITS, n)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str | bytes) -> str:
    data = text.encode() if isinstance(text, str) else text
    return base64.b64encode(data).decode()


def b64url_of(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 2) + pick(r, ALNUM, 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Harbor",
    "Tulip",
    "Falcon",
    "Graphite",
    "Meadow",
    "Copper",
    "Lantern",
    "Juniper",
    "Orbit",
    "Saffron",
    "Glacier",
    "Pepper",
    "Walnut",
    "Comet",
    "Marble",
    "Cobalt",
)


def passphrase(r: Random) -> str:
    """A human-chosen password: two words, digits and a symbol (at least 16 characters)."""
    while True:
        value = (
            r.choice(_WORDS)
            + r.choice("!#%&*+-.?@_")
            + r.choice(_WORDS).lower()
            + num(r, 4)
            + r.choice("!$%&")
        )
        if len(value) >= MIN_SECRET:
            return value


def grouped(text: str, size: int = 4, sep: str = " ") -> str:
    return sep.join(text[i : i + size] for i in range(0, len(text), size))


def colon_hex(r: Random, nbytes: int) -> str:
    return ":".join(uhex(r, 2) for _ in range(nbytes))


# ---- banking identifiers -------------------------------------------------------------

_BBAN: dict[str, Callable[[Random], str]] = {
    "NL": lambda r: r.choice(("ABNA", "INGB", "RABO", "NHVB", "TRIO")) + digits(r, 10),
    "DE": lambda r: num(r, 8) + digits(r, 10),
    "FR": lambda r: digits(r, 10) + digits(r, 11) + digits(r, 2),
    "ES": lambda r: digits(r, 20),
    "PL": lambda r: digits(r, 24),
    "IT": lambda r: r.choice(UPPER) + digits(r, 10) + digits(r, 12),
    "BE": lambda r: digits(r, 12),
    "AT": lambda r: digits(r, 16),
}


def _iban_check(country: str, bban: str) -> str:
    moved = bban + country + "00"
    as_num = "".join(str(int(c, 36)) for c in moved)
    return f"{98 - int(as_num) % 97:02d}"


def iban(r: Random, country: str | None = None, spaced: bool | None = None) -> str:
    country = country or r.choice(tuple(_BBAN))
    bban = _BBAN[country](r)
    value = country + _iban_check(country, bban) + bban
    if spaced is None:
        spaced = r.random() < 0.4
    return grouped(value) if spaced else value


def bic(r: Random) -> str:
    country = r.choice(("NL", "DE", "FR", "ES", "PL", "IT", "BE", "AT"))
    bank = pick(r, UPPER, 4)
    loc = pick(r, UPPER + "23456789", 2)
    return bank + country + loc + (r.choice(("", "XXX", pick(r, UPPER_ALNUM, 3))))


def luhn_complete(partial: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return partial + str((10 - total % 10) % 10)


def pan_token(r: Random) -> str:
    """A format-preserving token: keeps BIN-like first digits and last four, fails Luhn."""
    while True:
        body = r.choice(("9", "8")) + digits(r, 15)
        if luhn_complete(body[:-1]) != body:
            return body


def masked_pan(r: Random) -> str:
    first = r.choice(("4", "5", "2")) + digits(r, 5)
    last = digits(r, 4)
    return r.choice(
        (
            f"{first}******{last}",
            f"{first[:4]} {first[4:]}** **** {last}",
            f"{first}XXXXXX{last}",
            f"**** **** **** {last}",
        )
    )


def ksn(r: Random) -> str:
    return "FFFF" + uhex(r, 6) + uhex(r, 5) + "E" + digits(r, 4)


def kcv(r: Random) -> str:
    return uhex(r, 6)


# ---- PEM --------------------------------------------------------------------------------

_RSA_PKCS8_HEAD = bytes.fromhex(
    "308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100"
)
_RSA_SPKI_HEAD = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
_EC_SEC1_HEAD = bytes.fromhex("307702010104")
_EC_PKCS8_HEAD = bytes.fromhex(
    "308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420"
)
_EC_SPKI_HEAD = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200")
_CERT_HEAD = bytes.fromhex("308205")


def pem_marker(label: str, end: bool = False) -> str:
    return DASH5 + ("END " if end else "BEGIN ") + label + DASH5


def pem(label: str, body: str) -> str:
    return pem_marker(label) + "\n" + body + "\n" + pem_marker(label, end=True)


def rsa_private_body(r: Random) -> str:
    return wrap(b64_of(_RSA_PKCS8_HEAD + r.randbytes(1180)))


def ec_private_body(r: Random) -> str:
    return wrap(
        b64_of(_EC_PKCS8_HEAD + r.randbytes(32) + bytes.fromhex("a144034200") + r.randbytes(65))
    )


def ec_sec1_body(r: Random) -> str:
    return wrap(
        b64_of(
            _EC_SEC1_HEAD
            + b"\x20"
            + r.randbytes(32)
            + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
            + r.randbytes(65)
        )
    )


def rsa_public_body(r: Random) -> str:
    return wrap(b64_of(_RSA_SPKI_HEAD + b"\x00" + r.randbytes(256) + bytes.fromhex("0203010001")))


def ec_public_body(r: Random) -> str:
    return wrap(b64_of(_EC_SPKI_HEAD + b"\x00\x04" + r.randbytes(64)))


def cert_body(r: Random, nbytes: int = 420) -> str:
    return wrap(b64_of(_CERT_HEAD + r.randbytes(nbytes)))


# ---- rendering ---------------------------------------------------------------------------


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_parts(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive: the value itself, or for a
    multi-line value (a PEM body) every line of it that is not a marker."""
    if "\n" not in value:
        parts = [value]
    else:
        parts = [line.strip() for line in value.splitlines()]
        parts = [p for p in parts if p and not p.startswith(DASH5) and len(p) >= MIN_SECRET]
    for part in parts:
        if len(part) < MIN_SECRET:
            raise AssertionError(
                f"secret field {name!r} gives a part shorter than {MIN_SECRET}: {part!r}"
            )
    if not parts:
        raise AssertionError(f"secret field {name!r} gives no part")
    return parts
