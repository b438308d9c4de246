"""Seeded value generators and the ``Kind`` record of the sixty-third look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws every value
from the ``random.Random`` the build loop passes in (seeded ``lookalike63:holdout:<kind>``).
Vendor prefixes are joined from pieces where they are written at all, so no literal in this
package is a credential. Key material is random bytes in the real container shapes (PKCS#8,
PKCS#1, OpenSSH), never a working key.
"""

from __future__ import annotations

import base64
import json
import re
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from random import Random

HEX = "0123456789abcdef"
UHEX = HEX.upper()
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]

# October 2033, Indochina time (UTC+7): the month the notes were written.
ICT = timedelta(hours=7)
_OCT_START = datetime(2033, 10, 1, tzinfo=UTC) - ICT
_OCT_SECONDS = 31 * 24 * 3600


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- the small pieces --------------------------------------------------------------------


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def uhex(r: Random, n: int) -> str:
    return pick(r, UHEX, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.split("\n"))


def password(r: Random, n: int = 20) -> str:
    """A generated password: letters, digits and a few symbols, at least one of each class."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def alnum_password(r: Random, n: int) -> str:
    """A password safe in a URL (what Atlas and Memorystore generate)."""
    while True:
        value = pick(r, ALNUM, n)
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return value


_WORDS = (
    "Hoian",
    "Sontra",
    "MyKhe",
    "Haivan",
    "Bana",
    "Marble",
    "Hanriver",
    "Doi",
    "Khaosoi",
    "Nimman",
    "Doisuthep",
    "Pingriver",
    "Lanna",
    "Songkran",
    "Loykrathong",
    "Bunbo",
    "Caolau",
    "Mangotree",
    "Lantern",
    "Tuktuk",
    "Banhmi",
    "Sticky",
)


def human_password(r: Random) -> str:
    """A password a person would pick: two place words, a year or number, a symbol."""
    while True:
        a, b = r.sample(_WORDS, 2)
        value = a + r.choice("!@#.*_-") + b + str(r.randint(10, 2033)) + r.choice(("", "!", "?"))
        if len(value) >= 16:
            return value


# --- time and identifiers --------------------------------------------------------------


def when(r: Random) -> datetime:
    """A moment in October 2033 (UTC)."""
    return _OCT_START + timedelta(seconds=r.randrange(_OCT_SECONDS))


def epoch(r: Random) -> int:
    return int(when(r).timestamp())


def epoch_ms(r: Random) -> str:
    return str(epoch(r) * 1000 + r.randrange(1000))


def iso(r: Random) -> str:
    return when(r).strftime("%Y-%m-%dT%H:%M:%S.") + f"{r.randrange(1000):03d}Z"


def iso_ict(r: Random) -> str:
    return (when(r) + ICT).strftime("%Y-%m-%dT%H:%M:%S+07:00")


def ymd(r: Random) -> str:
    return (when(r) + ICT).strftime("%Y-%m-%d")


def yymmdd(r: Random) -> str:
    return (when(r) + ICT).strftime("%y%m%d")


def vnp_date(r: Random) -> str:
    return (when(r) + ICT).strftime("%Y%m%d%H%M%S")


def objectid(r: Random) -> str:
    return f"{epoch(r):08x}" + hexs(r, 16)


def ulid(r: Random) -> str:
    ms = epoch(r) * 1000 + r.randrange(1000)
    head = ""
    for _ in range(10):
        head = CROCKFORD[ms % 32] + head
        ms //= 32
    return head + pick(r, CROCKFORD, 16)


def sha(r: Random) -> str:
    return hexs(r, 40)


def amount_vnd(r: Random) -> str:
    return str(r.randrange(150, 9800) * 1000)


def amount_thb(r: Random) -> str:
    return f"{r.randrange(300, 28000)}.{r.choice(('00', '50'))}"


def semver(r: Random) -> str:
    return f"{r.randint(2, 5)}.{r.randint(0, 31)}.{r.randint(0, 19)}"


# --- EMV merchant-presented QR (PromptPay, VietQR) ---------------------------------------


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def crc16_ccitt(data: str) -> str:
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def emv(fields: list[tuple[str, str]]) -> str:
    body = "".join(tlv(t, v) for t, v in fields) + "6304"
    return body + crc16_ccitt(body)


# --- key material in real container shapes ------------------------------------------------


def pkcs8_rsa_body(r: Random) -> str:
    """A 2048-bit PKCS#8 ``PRIVATE KEY`` body: the real DER header, random key bytes."""
    head = base64.b64decode("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIB")
    return wrap(base64.b64encode(head + r.randbytes(1217 - len(head))).decode(), 64)


def pkcs1_rsa_body(r: Random) -> str:
    """A 2048-bit PKCS#1 ``RSA PRIVATE KEY`` body: the real DER header, random key bytes."""
    head = base64.b64decode("MIIEpAIBAAKCAQEA")
    return wrap(base64.b64encode(head + r.randbytes(1192 - len(head))).decode(), 64)


def _sshstr(data: bytes) -> bytes:
    return len(data).to_bytes(4, "big") + data


def openssh_ed25519(r: Random, comment: str) -> tuple[str, str]:
    """An OpenSSH ed25519 key pair in the real layout; returns (private body, public line)."""
    pub = r.randbytes(32)
    seed = r.randbytes(32)
    check = r.randbytes(4)
    blob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    priv = check + check + blob + _sshstr(seed + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    data = (
        b"openssh-key-v1\x00"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + (1).to_bytes(4, "big")
        + _sshstr(blob)
        + _sshstr(priv)
    )
    body = wrap(base64.b64encode(data).decode(), 70)
    return body, f"ssh-ed25519 {base64.b64encode(blob).decode()} {comment}"


def ssh_ed25519_public(r: Random, comment: str) -> str:
    blob = _sshstr(b"ssh-ed25519") + _sshstr(r.randbytes(32))
    return f"ssh-ed25519 {base64.b64encode(blob).decode()} {comment}"


def rsa_public_pem_body(r: Random) -> str:
    """A 2048-bit SubjectPublicKeyInfo body (public, safe to publish)."""
    head = base64.b64decode("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA")
    modulus = bytes([r.randint(0x80, 0xFF)]) + r.randbytes(255)
    der = head + modulus + bytes.fromhex("0203010001")
    return wrap(base64.b64encode(der).decode(), 64)


def certificate_body(r: Random) -> str:
    """A certificate-shaped DER body (a public certificate; the bytes are random)."""
    head = base64.b64decode("MIIDdzCCAl+gAwIBAgIU")
    return wrap(base64.b64encode(head + r.randbytes(891 - len(head))).decode(), 64)


def jwt_hs256(r: Random, claims: dict[str, object]) -> str:
    header = b64url_json({"alg": "HS256", "typ": "JWT"})
    return f"{header}.{b64url_json(claims)}.{b64url(r, 32)}"


def jwt_rs256(r: Random, claims: dict[str, object], kid: str) -> str:
    header = b64url_json({"alg": "RS256", "kid": kid, "typ": "JWT"})
    return f"{header}.{b64url_json(claims)}.{b64url(r, 256)}"


# --- rendering and the secret rule -------------------------------------------------------

_LINE_BREAK = re.compile(r"\n|\\n")


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key (real newlines, or ``\\n`` escapes
    inside JSON) gives each body line of 16+ characters, stripped of indentation."""
    parts = _LINE_BREAK.split(value)
    if len(parts) == 1:
        return [value]
    return [p.strip() for p in parts if len(p.strip()) >= 16]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- the invented company ----------------------------------------------------------------

PROJECTS = ("mkg-prod-4821", "mkg-staging-2206", "mkg-data-9934")
PROJECT_NUMBERS = {"mkg-prod-4821": "482193746501", "mkg-staging-2206": "220618839027",
                   "mkg-data-9934": "993457120486"}  # fmt: skip
DEVS_VN = ("khoa.nguyen", "ha.tran", "huy.le", "linh.pham", "tuan.vo")
DEVS_TH = ("nattapong.s", "pimchanok.k", "siriporn.w", "thanawat.p")
CITIES = ("Đà Nẵng", "Hội An", "Chiang Mai", "Huế", "Pai", "Chiang Rai", "Quy Nhơn")
HOTELS = (
    "Sơn Trà Bay Resort", "An Bàng Garden Villa", "Nimman Loft Hotel", "Old City Lanna House",
    "Mỹ Khê Ocean Suites", "Doi Suthep Hillside Lodge", "Hoài River Boutique", "Ping Riverside Inn",
)  # fmt: skip
