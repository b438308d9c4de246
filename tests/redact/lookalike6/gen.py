"""Seeded value generators and the ``Kind`` record of the sixth look-alike corpus.

A template holds fields written ``⟨name⟩``. A kind's ``values`` function draws one value per
field from a ``random.Random`` seeded with ``lookalike6:holdout:<kind>``. Nothing in this
package is a credential: vendor prefixes are joined from pieces wherever they are written.
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
B32 = UPPER + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"
URL_SAFE_PW = ALNUM + "-_."
PW_CHARS = ALNUM + "!%*+-.=?^_~"

Values = Callable[[Random], dict[str, str]]
Gen = Callable[[Random], str]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 6
    secrets: tuple[str, ...] = ()
    source: str = "written"


def V(**gens: Gen) -> Values:  # noqa: N802 - reads like a record literal at the call sites
    """A ``values`` function drawing each field, in order, from its generator."""

    def values(r: Random) -> dict[str, str]:
        return {name: gen(r) for name, gen in gens.items()}

    return values


def no_values(_: Random) -> dict[str, str]:
    return {}


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


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def colon_hex(r: Random, nbytes: int) -> str:
    return ":".join(pick(r, UHEX, 2) for _ in range(nbytes))


def password(r: Random, n: int = 20, alphabet: str = PW_CHARS) -> str:
    """A password as a person or a generator sets it; starts and ends with a letter or digit."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 2) + pick(r, ALNUM, 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


# Small generator factories for ``V``.
def h(n: int) -> Gen:
    return lambda r: hexs(r, n)


def uh(n: int) -> Gen:
    return lambda r: pick(r, UHEX, n)


def d(n: int) -> Gen:
    return lambda r: num(r, n)


def a(alphabet: str, n: int) -> Gen:
    return lambda r: pick(r, alphabet, n)


def one(*options: str) -> Gen:
    return lambda r: r.choice(options)


def u4() -> Gen:
    return uuid4


def bb(nbytes: int) -> Gen:
    return lambda r: b64(r, nbytes)


def bu(nbytes: int) -> Gen:
    return lambda r: b64url(r, nbytes)


def rng(lo: int, hi: int) -> Gen:
    return lambda r: str(r.randint(lo, hi))


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text or "⟩" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
