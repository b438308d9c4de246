"""Seeded value generators and the ``Kind`` record of look-alike corpus 60.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Nothing here is a credential: vendor prefixes are joined from pieces where they appear.
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
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

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


def uuid7(r: Random, ms: int) -> str:
    """A UUIDv7 for a Unix time in milliseconds (the app's order ids since 2031)."""
    value = (ms << 80) | (0x7 << 76) | (r.getrandbits(12) << 64) | (0b10 << 62)
    value |= r.getrandbits(62)
    return str(uuid.UUID(int=value))


def ulid(r: Random, ms: int) -> str:
    value = (ms << 80) | r.getrandbits(80)
    out = []
    for _ in range(26):
        out.append(CROCKFORD[value & 31])
        value >>= 5
    return "".join(reversed(out))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, prefix: str) -> str:
    """Indent every line but the first (the template already indents the first)."""
    return text.replace("\n", "\n" + prefix)


def password(r: Random, n: int = 20) -> str:
    """A generated password: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Kabsa",
    "Mandi",
    "Koshary",
    "Molokhia",
    "Jareesh",
    "Falafel",
    "Basbousa",
    "Qahwa",
    "Dallah",
    "Najd",
    "Diriyah",
    "Zamalek",
    "Maadi",
    "Olaya",
    "Nakheel",
    "Sahara",
    "Fateer",
    "Luqaimat",
)


def human_password(r: Random) -> str:
    """A password a person picks: words, a year or digits, a symbol; 16+ characters."""
    while True:
        sep = r.choice("-_.@#!")
        value = sep.join(r.sample(_WORDS, 2)) + r.choice("!#$%*") + digits(r, r.randint(3, 5))
        if len(value) >= 16:
            return value


def alnum_password(r: Random, n: int = 24) -> str:
    while True:
        value = pick(r, ALNUM, n)
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return value


def phone_sa(r: Random) -> str:
    return "9665" + r.choice("0345689") + digits(r, 7)


def phone_eg(r: Random) -> str:
    return "201" + r.choice("0125") + digits(r, 8)


def day(r: Random) -> str:
    return f"2033-04-{r.randint(1, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def stamp(r: Random) -> str:
    return f"{day(r)}T{clock(r)}"


def epoch_ms(r: Random) -> int:
    """A millisecond time in April 2033 (UTC)."""
    return 1995926400000 + r.randrange(28 * 86400 * 1000)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
