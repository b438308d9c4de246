"""Seeded value generators and the ``Kind`` record of the fifty-ninth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the corpus and kind
name). Nothing here is a credential: vendor prefixes are joined from pieces where they are
written at all, and every key body is random bytes behind a real-shaped DER prefix.
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
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
K8S_SUFFIX = "bcdfghjklmnpqrstvwxz2456789"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE_PW = ALNUM + "-_.~"

Values = Callable[[Random], dict[str, str]]

# The invented company: TulayHashi K.K. ("tulay" and "hashi" both mean bridge), Fukuoka,
# with an engineering team in Cebu.
ORG = "tulayhashi"
RG = "rg-tulay-prod-jpe"


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


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    return "01" + pick(r, "HJKMN", 1) + pick(r, CROCKFORD, 23)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def day(r: Random) -> str:
    """A day of February 2033, two digits."""
    return f"{r.randint(1, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Hakata",
    "Tenjin",
    "Nakasu",
    "Mactan",
    "Sugbo",
    "Sinulog",
    "Lechon",
    "Mangga",
    "Yatai",
    "Mentaiko",
    "Kawaii",
    "Tulay",
    "Bayanihan",
    "Tonkotsu",
    "Danggit",
    "Ube",
    "Momochi",
    "Lapulapu",
)


def human_password(r: Random) -> str:
    """A password a person picked: two words, a year or number, a symbol; 16+ characters."""
    while True:
        value = (
            r.choice(_WORDS)
            + r.choice("!@#$%&*.-_")
            + str(r.randint(1000, 9999))
            + r.choice(_WORDS).lower()
            + r.choice(("", "!", "?", "#", "2033", "ph", "jp"))
        )
        if len(value) >= 16:
            return value


def der_b64(prefix_hex: str, total: int, r: Random, suffix_hex: str = "") -> str:
    """Base64 of a DER blob: a real header, random filler, an optional real trailer."""
    head = bytes.fromhex(prefix_hex)
    tail = bytes.fromhex(suffix_hex)
    return b64_of(head + r.randbytes(total - len(head) - len(tail)) + tail)


def rsa_pkcs8_body(r: Random) -> str:
    """The base64 of an RSA-2048 PKCS#8 private key (1217 bytes), one line."""
    prefix = "308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100"
    return der_b64(prefix, 1217, r)


def rsa_pkcs1_body(r: Random) -> str:
    """The base64 of an RSA-2048 PKCS#1 private key (1192 bytes), one line."""
    return der_b64("308204a40201000282010100", 1192, r)


def ec_p8_body(r: Random) -> str:
    """The base64 of a P-256 PKCS#8 private key as in an Apple ``AuthKey_*.p8`` file."""
    head = bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
    mid = bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
    return b64_of(head + r.randbytes(32) + mid + r.randbytes(64))


def rsa_spki_body(r: Random) -> str:
    """The base64 of an RSA-2048 public key (SubjectPublicKeyInfo, 294 bytes)."""
    prefix = "30820122300d06092a864886f70d01010105000382010f003082010a0282010100"
    return der_b64(prefix, 294, r, "0203010001")


def crc16_ccitt(data: str) -> str:
    """The CRC-16/CCITT-FALSE that closes an EMVCo (QR Ph) payload, as four hex digits."""
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


_SPLIT = re.compile(r"\n|\\n")


def secret_parts(name: str, value: str) -> list[str]:
    """A one-line value is itself the secret; a multi-line one (real newlines or the
    ``\\n`` escapes of a JSON string) gives each body line of 16+ characters."""
    if "\n" not in value and "\\n" not in value:
        return [value]
    return [part.strip() for part in _SPLIT.split(value) if len(part.strip()) >= 16]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
