"""Seeded value generators and the ``Kind`` record of look-alike corpus 37.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that the build loop seeds with the kind's name. Nothing
here is a credential: every value is random, and vendor prefixes are joined from pieces.

The setting is invented: Umoya Air (designator U7, ticket prefix 781), a digital team in
Johannesburg with a second team in Nairobi, June 2029.
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
UHEX = HEX.upper()
DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"
B32_LOWER = string.ascii_lowercase + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
LOCATOR = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]

# Places and names of the setting, shared by the kinds.
AIRPORTS = (
    "JNB",
    "NBO",
    "CPT",
    "DUR",
    "MBA",
    "KIS",
    "EBB",
    "DAR",
    "ZNZ",
    "KGL",
    "LUN",
    "HRE",
    "VFA",
    "MRU",
    "LOS",
    "ACC",
    "WDH",
    "GBE",
    "MPM",
    "PLZ",
)
REGIONS = ("southafricanorth", "southafricawest", "westeurope", "northeurope")
RGS = (
    "rg-booking-prod-san",
    "rg-loyalty-prod-san",
    "rg-payments-prod-san",
    "rg-ndc-gateway-prod",
    "rg-observability-shared",
    "rg-booking-stg-san",
    "rg-nbo-mpesa-prod",
)
PEOPLE = ("thandeka", "pieter", "wanjiru", "sipho", "anneke", "otieno", "lerato", "kamau")


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


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def urlenc(text: str) -> str:
    return quote(text, safe="")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator sets it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


# Identifiers of the domain (all public or opaque, none a credential).


def locator(r: Random) -> str:
    """A six-character PNR record locator."""
    return pick(r, LOCATOR, 6)


def ticket(r: Random) -> str:
    """A 13-digit e-ticket number on the invented ticketing prefix 781."""
    return "781" + pick(r, DIGITS, 10)


def flight(r: Random) -> str:
    return f"U7 {r.randint(100, 989)}"


def tail(r: Random) -> str:
    return r.choice(("ZS-", "ZS-", "5Y-")) + pick(r, UPPER, 3)


def member(r: Random) -> str:
    """A ten-digit loyalty (Umoya Miles) member number with a Luhn check digit."""
    body = "40" + pick(r, DIGITS, 7)
    return body + luhn_digit(body)


def mpesa_receipt(r: Random) -> str:
    """An M-Pesa transaction code: ten upper-case characters, 'X' for a 2029 payment."""
    return "X" + r.choice("ABCDEFGHIJKL") + pick(r, UPPER_ALNUM, 8)


def ulid(r: Random, year_ms: int = 1_875_000_000_000) -> str:
    """A ULID from mid-2029: 48-bit millisecond time then 80 random bits."""
    t = year_ms + r.randint(0, 20_000_000_000)
    head = ""
    for _ in range(10):
        head = CROCKFORD[t % 32] + head
        t //= 32
    return head + pick(r, CROCKFORD, 16)


def sub_id(r: Random) -> str:
    return uuid4(r)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line value (a key body) gives each of its
    lines of 16 or more characters, without the indentation a YAML block adds."""
    if "\n" not in value:
        return [value]
    lines = (line.strip() for line in value.split("\n"))
    return [line for line in lines if len(line) >= 16]
