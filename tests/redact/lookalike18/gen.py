"""Seeded value makers and the ``Kind`` record of the lookalike18 corpus (hospital IT).

A template holds slots written ``⟨name⟩``; a kind's ``values`` function fills every slot it
uses from a ``random.Random`` seeded with ``lookalike18:holdout:<kind>``. No literal in this
package is a credential: PEM markers and token shapes are put together from pieces when the
corpus is built.
"""

from __future__ import annotations

import base64
import json
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
UHEX = HEX.upper()
DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
ALNUM = string.ascii_letters + DIGITS
UPPER_ALNUM = UPPER + DIGITS
B64URL = ALNUM + "-_"

# Password alphabets, by where the value has to sit without quoting trouble.
PW_SHELL = ALNUM + "!#%*+-.:=?@^_~"  # single-quoted shell, properties, YAML, JSON, XML
PW_CONN = ALNUM + "!#%*+-.?@^_~"  # ADO.NET / JDBC ; pairs, pgpass, FortiOS, Aruba
PW_URL = ALNUM + "-._~!*"  # URL userinfo and query strings
PW_PROSE = ALNUM + "!#$%&*+-.:=?@^_~"  # said in a sentence
PW_LAPS = ALNUM + "!#$%&*+-.=?@^_{}"  # Windows LAPS complexity 4

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
    """``n`` decimal digits without a leading zero."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def day(r: Random) -> str:
    return f"{r.randint(1, 31):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"


def hl7_ts(r: Random) -> str:
    """An HL7 DTM in March 2027, seconds precision."""
    return f"202703{day(r)}{clock(r)}"


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_bytes(data: bytes) -> str:
    return base64.b64encode(data).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def ip10(r: Random) -> str:
    return f"10.{r.choice((20, 40, 46, 60, 72))}.{r.randint(0, 15)}.{r.randint(2, 250)}"


def ip_public(r: Random) -> str:
    """An address from the documentation ranges (RFC 5737)."""
    net = r.choice(("192.0.2", "198.51.100", "203.0.113"))
    return f"{net}.{r.randint(1, 254)}"


def password(r: Random, alphabet: str = PW_SHELL, lo: int = 16, hi: int = 24) -> str:
    """A generated password: starts and ends alphanumeric, has upper, lower and a digit."""
    n = r.randint(lo, hi)
    while True:
        value = r.choice(ALNUM) + pick(r, alphabet, n - 2) + r.choice(ALNUM)
        if (
            any(c.isdigit() for c in value)
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


_WORDS = (
    "Heidekraut",
    "Kranich",
    "Moorlilie",
    "Wacholder",
    "Schnucke",
    "Buchweizen",
    "Sturmflut",
    "Deichgraf",
    "Birkenweg",
    "Zeehond",
    "Dijkgraaf",
    "Tulpveld",
    "Windmolen",
    "Zandbank",
    "Kievit",
    "Polderweg",
    "Lighthouse",
    "Marigold",
    "Snowfinch",
    "Copperkettle",
    "Sakurazaka",
    "Komorebi",
)


def passphrase(r: Random) -> str:
    """A password as a person picks one: two or three words, a number, maybe a symbol."""
    while True:
        words = r.sample(_WORDS, r.choice((2, 2, 3)))
        sep = r.choice(("-", ".", "!", "_", "#", "+", ""))
        tail = str(r.randint(7, 9999)) + r.choice(("", "!", "?", "#", "*", "$"))
        value = sep.join(words) + r.choice((sep, "")) + tail
        if 16 <= len(value) <= 34:
            return value


def any_password(r: Random, alphabet: str = PW_PROSE) -> str:
    return passphrase(r) if r.random() < 0.35 else password(r, alphabet)


# PEM and SSH pieces, assembled here so that no marker is a literal anywhere.
_DASHES = "-" * 5
PRIVATE_KEY = "PRIV" + "ATE KEY"


def pem(label: str, body: str) -> str:
    return f"{_DASHES}BEGIN {label}{_DASHES}\n{body}\n{_DASHES}END {label}{_DASHES}"


def sshstr(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def der_body(r: Random, prefix_hex: str, total: int, width: int = 64) -> str:
    """Base64 of a DER blob that starts with ``prefix_hex`` and is ``total`` bytes long."""
    prefix = bytes.fromhex(prefix_hex)
    return wrap(b64_bytes(prefix + r.randbytes(total - len(prefix))), width)


def modulus(r: Random, nbytes: int) -> bytes:
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    raw[-1] |= 0x01
    return bytes(raw)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled slot in {template!r}")
    return text
