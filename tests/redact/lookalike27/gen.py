"""Seeded value generators and the ``Kind`` record of the twenty-seventh look-alike corpus.

Setting: January 2028, the IT team of an invented law firm, Ferrante Karalis & Associati
(Milan, with an office in Athens). A template holds fields written ``⟨name⟩``; a kind's
``values`` function draws one value per field from the ``random.Random`` that the build loop
passes in. Nothing here is a real credential: every value is drawn at build time, and vendor
prefixes are joined from pieces where they are written at all.
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
from urllib.parse import quote

HEX = "0123456789abcdef"
DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
B32_LOWER = LOWER + "234567"
# Symbols a password can carry without breaking a connection string, a URL or a shell quote.
PASSWORD_CHARS = ALNUM + "!#*+-.?^_~"

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


def digits(r: Random, n: int) -> str:
    """``n`` decimal digits, leading zeros allowed."""
    return pick(r, DIGITS, n)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str | bytes) -> str:
    raw = text.encode() if isinstance(text, str) else text
    return base64.b64encode(raw).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def guid(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def url_quote(text: str) -> str:
    return quote(text, safe="")


def password(r: Random, n: int = 20) -> str:
    """A generated password: letters, digits and a few symbols, at least one of each class."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Tribunale",
    "Navigli",
    "Duomo",
    "Brera",
    "Acropoli",
    "Plaka",
    "Kolonaki",
    "Sentenza",
    "Fascicolo",
    "Udienza",
    "Pireo",
    "Ricorso",
    "Lycabettus",
    "Sforzesco",
    "Mandato",
    "Parthenon",
    "Cassazione",
    "Decreto",
)


def human_password(r: Random) -> str:
    """A password as a person sets it: words, a year or number and a symbol, 16+ characters."""
    while True:
        words = r.sample(_WORDS, 2)
        sep = r.choice(("", "-", ".", "_", "!", "#"))
        tail = r.choice((str(r.randint(2024, 2028)), num(r, 2), num(r, 4)))
        value = sep.join(words) + r.choice(("", sep)) + tail + r.choice(("!", "?", "*", "#", "$"))
        if len(value) >= 16:
            return value


def any_password(r: Random) -> str:
    return human_password(r) if r.random() < 0.4 else password(r, r.choice((16, 18, 20, 24)))


# --- identifiers of the domain (valid check digits where the format has one) -------------

_CF_ODD_DIGITS = (1, 0, 5, 7, 9, 13, 15, 17, 19, 21)
_CF_ODD_LETTERS = (1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10)
_CF_ODD_LETTERS += (22, 25, 24, 23)
_CF_ODD = dict(
    zip(
        DIGITS + UPPER,
        (*_CF_ODD_DIGITS, *_CF_ODD_LETTERS),
        strict=True,
    )
)
_CF_EVEN = {c: (int(c) if c.isdigit() else ord(c) - 65) for c in DIGITS + UPPER}
_CF_MONTHS = "ABCDEHLMPRST"
_BELFIORE = ("F205", "H501", "L219", "A794", "G273", "F839", "Z115", "D969", "B157", "L682")
_CONSONANTS = "BCDFGLMNPRSTVZ"
_VOWELS = "AEIOU"


def codice_fiscale(r: Random) -> str:
    """An Italian fiscal code of a natural person, with a valid check character."""

    def part() -> str:
        return pick(r, _CONSONANTS, 2) + r.choice(_VOWELS)

    year = f"{r.randint(40, 99):02d}" if r.random() < 0.8 else f"{r.randint(0, 5):02d}"
    day = r.randint(1, 28) + (40 if r.random() < 0.5 else 0)
    body = part() + part() + year + r.choice(_CF_MONTHS) + f"{day:02d}" + r.choice(_BELFIORE)
    total = sum(_CF_ODD[c] if i % 2 == 0 else _CF_EVEN[c] for i, c in enumerate(body))
    return body + chr(65 + total % 26)


def partita_iva(r: Random) -> str:
    """An Italian VAT number (11 digits) with a valid check digit."""
    body = digits(r, 7) + r.choice(("015", "108", "058", "037", "097"))
    total = 0
    for i, c in enumerate(body):
        d = int(c)
        if i % 2 == 1:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return body + str((10 - total % 10) % 10)


def afm(r: Random) -> str:
    """A Greek tax number (ΑΦΜ, 9 digits) with a valid check digit."""
    while True:
        body = r.choice("0789") + digits(r, 7)
        check = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(body)) % 11 % 10
        value = body + str(check)
        if value != "000000000":
            return value


def _iban_check(country: str, bban: str) -> str:
    moved = bban + country + "00"
    numeric = "".join(str(int(c, 36)) for c in moved)
    return f"{98 - int(numeric) % 97:02d}"


def iban_it(r: Random) -> str:
    bban = r.choice(UPPER) + r.choice(("03069", "02008", "05034", "03111")) + digits(r, 5)
    bban += digits(r, 12)
    return "IT" + _iban_check("IT", bban) + bban


def iban_gr(r: Random) -> str:
    bban = r.choice(("011", "017", "026", "014")) + digits(r, 4) + digits(r, 16)
    return "GR" + _iban_check("GR", bban) + bban


def spaced(text: str, n: int = 4) -> str:
    return " ".join(text[i : i + n] for i in range(0, len(text), n))


def matter(r: Random) -> str:
    return f"{num(r, 6)}-{digits(r, 6)}"


def imanage_ref(r: Random) -> str:
    return f"{r.choice(('MILANO', 'ATHENS', 'FKA_MI'))}!{num(r, 7)}.{r.randint(1, 9)}"


def nd_id(r: Random) -> str:
    return f"{num(r, 4)}-{digits(r, 4)}-{digits(r, 4)}"


def thumbprint(r: Random) -> str:
    return hexs(r, 40).upper()


def colon_hex(r: Random, nbytes: int) -> str:
    return ":".join(hexs(r, 2) for _ in range(nbytes))


def date_2028(r: Random) -> str:
    return f"2028-01-{r.randint(3, 28):02d}"


def time_hms(r: Random) -> str:
    return f"{r.randint(7, 19):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def epoch_2028(r: Random) -> int:
    return 1830297600 + r.randint(0, 27 * 86400)


# --- keys ----------------------------------------------------------------------------------


def _ssh_string(raw: bytes) -> bytes:
    return struct.pack(">I", len(raw)) + raw


def ssh_ed25519_public(r: Random) -> tuple[str, bytes]:
    """The base64 blob of an ed25519 public key as ``authorized_keys`` holds it, and its bytes."""
    pub = r.randbytes(32)
    blob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    return base64.b64encode(blob).decode(), pub


def ssh_rsa_public(r: Random, bits: int = 3072) -> str:
    modulus = b"\x00" + bytes([r.randint(0xC0, 0xFF)]) + r.randbytes(bits // 8 - 1)
    blob = _ssh_string(b"ssh-rsa") + _ssh_string(b"\x01\x00\x01") + _ssh_string(modulus)
    return base64.b64encode(blob).decode()


def openssh_private_body(r: Random, comment: str) -> str:
    """The base64 body (70-column lines) of an unencrypted ed25519 OpenSSH private key."""
    pub = r.randbytes(32)
    pub_blob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    check = r.randbytes(4)
    priv = (
        check
        + check
        + _ssh_string(b"ssh-ed25519")
        + _ssh_string(pub)
        + _ssh_string(r.randbytes(32) + pub)
        + _ssh_string(comment.encode())
    )
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    raw = (
        b"openssh-key-v1\x00"
        + _ssh_string(b"none")
        + _ssh_string(b"none")
        + _ssh_string(b"")
        + struct.pack(">I", 1)
        + _ssh_string(pub_blob)
        + _ssh_string(priv)
    )
    return wrap(base64.b64encode(raw).decode(), 70)


def der_body(r: Random, lead: bytes, nbytes: int) -> str:
    """A PEM body: a DER-looking lead followed by random bytes, base64 in 64-column lines."""
    return wrap(base64.b64encode(lead + r.randbytes(nbytes)).decode(), 64)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key (real or ``\\n``-escaped line breaks)
    gives each of its body lines of 16+ characters."""
    if "\n" not in value and "\\n" not in value:
        return [value]
    lines = value.replace("\\n", "\n").split("\n")
    return [line for line in lines if len(line) >= 16 and not line.startswith("-----")]
