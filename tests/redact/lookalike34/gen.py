"""Seeded value generators and the ``Kind`` record of the thirty-fourth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Vendor prefixes and PEM markers are joined from pieces, so no literal here is a credential.
"""

from __future__ import annotations

import base64
import json
import re
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
HEX_UP = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
GEOHASH = "0123456789bcdefghjkmnpqrstuvwxyz"

Values = Callable[[Random], dict[str, str]]

# PEM armour, joined from pieces.
_DASH = "-" * 5


def pem_begin(label: str) -> str:
    return f"{_DASH}BEGIN {label}{_DASH}"


def pem_end(label: str) -> str:
    return f"{_DASH}END {label}{_DASH}"


PRIV = "PRIVATE" + " KEY"


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
    return pick(r, HEX_UP, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def digits(r: Random, n: int) -> str:
    return pick(r, DIGITS, n)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    return "01J" + pick(r, CROCKFORD, 23)


def wrap(text: str, width: int = 64, sep: str = "\n") -> str:
    return sep.join(text[i : i + width] for i in range(0, len(text), width))


def spaced(hex_text: str) -> str:
    return " ".join(hex_text[i : i + 2] for i in range(0, len(hex_text), 2))


def colon_eui(hex_text: str) -> str:
    """A 64-bit EUI written the way Basic Station logs it: ``b827:ebff:fe61:1a2b``."""
    low = hex_text.lower()
    return ":".join(low[i : i + 4] for i in range(0, 16, 4))


def c_array(hex_text: str) -> str:
    return ", ".join("0x" + hex_text[i : i + 2].upper() for i in range(0, len(hex_text), 2))


def luhn_complete(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


# Words the team puts into passphrases (te reo Māori and Spanish without diacritics, farm
# words): passwords are typed on gateway web UIs and phone keyboards.
WORDS = (
    "kahikatea", "totara", "pukeko", "kereru", "harakeke", "whenua", "awa", "maunga",
    "tui", "kowhai", "matariki", "raupo", "araucaria", "copihue", "lenga", "coigue",
    "volcan", "llaima", "cautin", "lluvia", "potrero", "ordena", "novillo", "trebol",
    "ryegrass", "silage", "paddock", "tractor", "herdhome", "waikato", "pirongia",
)  # fmt: skip


def passphrase(r: Random) -> str:
    """A password a person picks: two or three words, digits and a symbol, 16+ chars."""
    while True:
        words = [r.choice(WORDS) for _ in range(r.choice((2, 3)))]
        words = [w.capitalize() if r.random() < 0.6 else w for w in words]
        sep = r.choice(("-", ".", "_", "", "!"))
        value = sep.join(words) + r.choice(("", "#", "!", "*", "$")) + num(r, r.choice((2, 4)))
        if len(value) >= 16:
            return value


def password(r: Random, n: int = 20) -> str:
    """A password a generator sets: letters, digits, a few symbols."""
    chars = ALNUM + "!#%*+-.:=?@^_~"
    while True:
        value = pick(r, ALNUM, 1) + pick(r, chars, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    """A generated password that can sit in a URL's userinfo without escaping."""
    chars = ALNUM + "-_.~"
    while True:
        value = pick(r, ALNUM, 1) + pick(r, chars, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


_LINE_BREAK = re.compile(r"\r?\n|\\n")


def secrets_of(name: str, value: str) -> list[str]:
    """A field named ``pem…`` holds a multi-line key body (real or JSON-escaped line breaks):
    each body line of 16+ characters (without its indentation) must not survive. Any other
    field is one secret."""
    if name.startswith("pem"):
        lines = (line.strip() for line in _LINE_BREAK.split(value))
        return [line for line in lines if len(line) >= 16]
    return [value]
