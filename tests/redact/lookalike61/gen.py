"""Seeded value generators and the ``Kind`` record of look-alike corpus 61.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Nothing here is a credential: vendor prefixes are joined from pieces where they are written.
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
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"
# Kubernetes name suffixes (k8s.io/apimachinery rand.String alphabet).
K8S = "bcdfghjklmnpqrstvwxz2456789"
# Oracle SQL_ID alphabet.
SQLID = "0123456789abcdfghjkmnpqrstuvwxyz"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?_~"
URL_SAFE_PW = ALNUM + "-_.~"

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


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def digits(r: Random, n: int) -> str:
    return pick(r, DIGITS, n)


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


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def ts(r: Random) -> str:
    """A June 2033 timestamp, local time in Bratislava (CEST)."""
    return (
        f"2033-06-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:"
        f"{r.randint(0, 59):02d}.{r.randint(0, 999):03d}+02:00"
    )


def day(r: Random) -> str:
    return f"2033-06-{r.randint(1, 28):02d}"


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


def _mod97(text: str) -> int:
    expanded = "".join(str(int(c, 36)) for c in text)
    return int(expanded) % 97


def iban(r: Random, country: str, bank: str) -> str:
    """A valid IBAN: ``country`` + check digits + bank code + 16 digits (SK and CZ BBAN)."""
    bban = bank + digits(r, 6) + num(r, 10)
    check = 98 - _mod97(bban + country + "00")
    return f"{country}{check:02d}{bban}"


def spaced(text: str, group: int = 4) -> str:
    return " ".join(text[i : i + group] for i in range(0, len(text), group))


def lei(r: Random, lou: str) -> str:
    """A valid ISO 17442 LEI: LOU prefix, ``00``, 12 entity characters, two check digits."""
    base = lou + "00" + pick(r, UPPER_ALNUM, 12)
    check = 98 - _mod97(base + "00")
    return f"{base}{check:02d}"


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_lines(name: str, value: str) -> list[str]:
    """A one-line secret as given; a multi-line one (a key body) as its lines of 16+ chars."""
    if "\n" not in value:
        return [value]
    return [line for line in value.split("\n") if len(line.strip()) >= 16]
