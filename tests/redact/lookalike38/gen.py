"""Seeded value generators and the ``Kind`` record of the thirty-eighth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Nothing here is a credential: vendor prefixes are joined from pieces where written at all,
and every value is random.
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
DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
CONSONANTS = "BCDFGHJKLMNPQRSTVWXZ"

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


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def zdigits(r: Random, n: int) -> str:
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


def password(r: Random, n: int = 20) -> str:
    """A password as a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Retiro",
    "Cibeles",
    "Tapatio",
    "Jalisco",
    "Lavapies",
    "Chamberi",
    "Donostia",
    "Bilbo",
    "Montjuic",
    "Tlaquepaque",
    "Zapopan",
    "Atocha",
    "Mezcal",
    "Txakoli",
    "Sagrada",
    "Rioja",
    "Malasana",
    "Chapala",
    "Gorbea",
    "Urdaibai",
    "Tibidabo",
    "Moncloa",
    "Minerva",
    "Arcos",
)


def human_password(r: Random) -> str:
    """A password a person picks: two or three words, a year or number, a symbol."""
    while True:
        words = r.sample(_WORDS, r.choice((2, 3)))
        sep = r.choice(("-", ".", "_", "", "#"))
        value = sep.join(words) + r.choice(("2029", "29", "08", str(r.randint(10, 999))))
        value += r.choice(("!", "$", "*", "?", "&", ""))
        if len(value) >= 16:
            return value


def any_password(r: Random) -> str:
    return human_password(r) if r.random() < 0.3 else password(r, r.choice((16, 18, 20, 24, 28)))


def stamp(r: Random) -> str:
    """An HL7 style timestamp in August 2029: YYYYMMDDHHMMSS."""
    d, h, m, s = r.randint(1, 31), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)
    return f"202908{d:02d}{h:02d}{m:02d}{s:02d}"


def iso(r: Random) -> str:
    return (
        f"2029-08-{r.randint(1, 31):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:"
        f"{r.randint(0, 59):02d}"
    )


def day(r: Random) -> str:
    return f"2029-08-{r.randint(1, 31):02d}"


def dicom_uid(r: Random) -> str:
    """A DICOM UID under one of a few org roots, or the 2.25 UUID-derived form."""
    style = r.randrange(4)
    if style == 0:
        return "2.25." + str(uuid.UUID(int=r.getrandbits(128), version=4).int)
    if style == 1:
        return (
            f"1.2.840.113619.2.55.3.{num(r, 9)}.{r.randint(100, 999)}.{num(r, 10)}."
            f"{r.randint(1, 999)}"
        )
    if style == 2:
        return f"1.3.6.1.4.1.{r.choice(('14519', '9590', '19291'))}.5.2.1.{num(r, 4)}.{num(r, 28)}"
    return (
        f"1.2.826.0.1.3680043.10.{r.randint(100, 999)}.{num(r, 8)}.{num(r, 6)}.{r.randint(1, 99)}"
    )


def orthanc_id(r: Random) -> str:
    h = hexs(r, 40)
    return "-".join(h[i : i + 8] for i in range(0, 40, 8))


def curp(r: Random) -> str:
    """A CURP-shaped id: four letters, birth date, sex, state, three consonants, two checks."""
    first = r.choice(CONSONANTS) + r.choice("AEIOU") + pick(r, UPPER, 2)
    date = f"{r.randint(40, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    state = r.choice(("JC", "JC", "JC", "DF", "MC", "NL", "MN", "ZS"))
    return (
        first
        + date
        + r.choice("HM")
        + state
        + pick(r, CONSONANTS, 3)
        + r.choice(DIGITS + "A")
        + r.choice(DIGITS)
    )


def snowflake_qid(r: Random) -> str:
    return f"01{hexs(r, 6)}-{hexs(r, 4)}-{hexs(r, 4)}-0000-{hexs(r, 12)}"


def split_lines(value: str) -> list[str]:
    """Split a key body on real newlines or on the two-character ``\\n`` of a JSON string."""
    return [part for part in re.split(r"\\n|\n", value) if part]


def secrets_of(name: str, value: str) -> list[str]:
    """A single-line secret stands as given; a multi-line key body gives each of its lines
    of 16 or more characters (a short last line of a PEM body is not listed)."""
    parts = split_lines(value)
    if len(parts) <= 1:
        return [value]
    return [part for part in parts if len(part) >= 16]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


URL_SAFE = ALNUM + "-_.~"


def url_password(r: Random) -> str:
    """A password that can sit in a URL without escaping."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, URL_SAFE, r.choice((15, 17, 19, 23)))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def pem_body(r: Random, prefix: str, total: int, width: int = 64) -> str:
    """A PEM-style base64 body of ``total`` characters that starts with ``prefix``,
    wrapped at ``width`` with real newlines."""
    return wrap(
        prefix
        + pick(
            r,
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
            total - len(prefix),
        ),
        width,
    )


def fernet_key(r: Random) -> str:
    return base64.urlsafe_b64encode(r.randbytes(32)).decode()
