"""The ``Kind`` record and seeded value helpers of the ninth look-alike corpus.

A template holds fields written ``⟨name⟩``. A kind's ``values`` function draws one value per
field from a ``random.Random`` that the shared build loop seeds with
``lookalike9:holdout:<kind>``. Nothing in this package is a credential: where a vendor prefix
appears it is glued together from pieces at import time, and every value is drawn at random.
"""

from __future__ import annotations

import base64
import string
import uuid
from collections.abc import Callable, Sequence
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
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32L = LOWER + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
# Symbols that survive inside a URL's userinfo and a shell's single quotes.
URL_SAFE_PW = ALNUM + "-_.~"
PW_SYMBOLS = ALNUM + "!#%*+-.=?^_~"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 6
    secrets: tuple[str, ...] = ()
    source: str = "written"


def block(*lines: str) -> str:
    """A block template written one line per argument."""
    return "\n".join(lines)


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def one(r: Random, options: Sequence[str]) -> str:
    return r.choice(list(options))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def num(r: Random, n: int) -> str:
    """Exactly ``n`` decimal digits, no leading zero."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def between(r: Random, lo: int, hi: int) -> str:
    return str(r.randint(lo, hi))


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


def ulid(r: Random) -> str:
    return "01" + one(r, "HJK") + pick(r, CROCKFORD, 23)


def pem_body(r: Random, nbytes: int) -> list[str]:
    """Base64 of ``nbytes`` random bytes cut into 64-character PEM lines."""
    body = b64(r, nbytes)
    return [body[i : i + 64] for i in range(0, len(body), 64)]


def colon_hex(r: Random, nbytes: int) -> str:
    return ":".join(pick(r, UHEX, 2) for _ in range(nbytes))


def date(r: Random) -> str:
    return f"2026-{r.randint(1, 6):02d}-{r.randint(1, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def password(r: Random, n: int = 20, alphabet: str = PW_SYMBOLS) -> str:
    """A generated password: starts with a letter, holds at least one digit."""
    while True:
        value = pick(r, string.ascii_letters, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return value


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
