"""Seeded value generators and the ``Kind`` record of the forty-third look-alike corpus.

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
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
# Characters a URL-safe generated password may hold (no '@', ':', '/', quotes or '#').
URL_SAFE_PW = ALNUM + "-_.~!*"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]

PROJECT = "wartomir-claims-prod"
REGION = "europe-central2"


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
    """``n`` decimal digits, leading zeros allowed."""
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
    """A generated password: letters, digits and a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Wisla",
    "Lekki",
    "Mokotow",
    "Ikeja",
    "Jollof",
    "Pierogi",
    "Oduduwa",
    "Bursztyn",
    "Yaba",
    "Praga",
    "Suya",
    "Kabaty",
    "Eko",
    "Zubr",
    "Ajah",
    "Sowa",
    "Ogun",
    "Kaczka",
)


def human_password(r: Random) -> str:
    """A password a person would choose: words, a year, symbols; at least 16 characters."""
    while True:
        parts = [r.choice(_WORDS), r.choice("#!-_.@$"), r.choice(_WORDS), str(r.randint(10, 2030))]
        if r.random() < 0.5:
            parts.append(r.choice("!?*%"))
        value = "".join(parts)
        if len(value) >= 16:
            return value


def claim_pl(r: Random) -> str:
    return f"SZK/2030/{r.randint(1, 6):02d}/{digits(r, 7)}"


def claim_ng(r: Random) -> str:
    return f"CLM-LOS-2030-{digits(r, 6)}"


def claim_any(r: Random) -> str:
    return claim_pl(r) if r.random() < 0.5 else claim_ng(r)


def version(r: Random) -> str:
    return f"{r.randint(3, 5)}.{r.randint(0, 40)}.{r.randint(0, 12)}"


def nuban(r: Random) -> str:
    return digits(r, 10)


def gcs_generation(r: Random) -> str:
    """A GCS object generation: microseconds since the epoch, mid-2030."""
    return str(r.randint(1_906_000_000_000_000, 1_911_000_000_000_000))


def ulid(r: Random) -> str:
    return r.choice("0123456") + pick(r, CROCKFORD, 25)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_parts(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive: the value itself, or for a
    multi-line key (real or JSON-escaped newlines) each body line of 16+ characters."""
    lines = [part.strip() for line in value.split("\n") for part in line.split("\\n")]
    if len(lines) == 1:
        return [value]
    return [line for line in lines if len(line) >= 16]
