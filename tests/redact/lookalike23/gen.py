"""Seeded value generators and the ``Kind`` record of the twenty-third look-alike corpus.

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
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
# Characters a person or a generator puts in a password that sits safely in a config line,
# a JSON string, a single-quoted shell word and an XML text node.
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_PASSWORD_CHARS = ALNUM + "-_.~"

Values = Callable[[Random], dict[str, str]]

# Fields whose value is a multi-line key body: each body line of 16+ characters is a secret.
MULTILINE_FIELDS = frozenset({"body", "pem"})


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
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def digits(r: Random, n: int) -> str:
    """``n`` decimal digits, leading zeros allowed."""
    return pick(r, DIGITS, n)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator sets it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 2) + pick(r, ALNUM, 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def human_password(r: Random) -> str:
    """A password a person made up: words, a year, a symbol (16+ characters)."""
    words = (
        "Andorinha",
        "Pastel",
        "Tejo",
        "Alfama",
        "Wisla",
        "Krakow",
        "Smok",
        "Bigos",
        "Sardinha",
        "Eletrico",
        "Pierogi",
        "Wawel",
        "Fado",
        "Bacalhau",
        "Zubr",
        "Galo",
    )
    while True:
        value = (
            r.choice(words)
            + r.choice(("-", "_", "!", ".", "#", ""))
            + r.choice(words)
            + str(r.randint(1990, 2028))
            + r.choice("!?#*%")
        )
        if len(value) >= 16:
            return value


def luhn_complete(prefix_and_body: str) -> str:
    """Append the Luhn check digit to a card number without it."""
    total = 0
    for i, ch in enumerate(reversed(prefix_and_body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return prefix_and_body + str((10 - total % 10) % 10)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """The substrings of a secret field's value that must not survive."""
    if name in MULTILINE_FIELDS:
        return [line for line in value.split("\n") if len(line) >= 16]
    return [value]
