"""Seeded value generators and the ``Kind`` record of look-alike corpus 53.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Nothing here is a credential: vendor prefixes are joined from pieces where they appear.
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
DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
GEOHASH32 = "0123456789bcdefghjkmnpqrstuvwxyz"

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


def pem_body(der: bytes, width: int = 64) -> str:
    return wrap(base64.b64encode(der).decode(), width)


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "hangar", "rotor", "seoul", "brno", "kimchi", "knedlik", "vrtule", "nalgae", "sokol",
    "haneul", "mraky", "baram", "pivo", "bibimbap", "tramvaj", "letiste", "gangnam", "svratka",
    "hangang", "spilberk", "moravia", "jindo", "pohang", "vitr", "bora", "dalgi",
)  # fmt: skip


def passphrase(r: Random) -> str:
    """A memorable password: words, a number and a symbol, 16+ characters."""
    while True:
        words = [r.choice(_WORDS).capitalize() for _ in range(r.choice((2, 3)))]
        value = r.choice("-._!").join(words) + str(r.randint(10, 9999)) + r.choice("!#?@*")
        if len(value) >= 16:
            return value


def geohash(lat: float, lon: float, precision: int) -> str:
    lat_lo, lat_hi, lon_lo, lon_hi = -90.0, 90.0, -180.0, 180.0
    bits, bit, ch, even, out = 0, 0, 0, True, []
    while len(out) < precision:
        if even:
            mid = (lon_lo + lon_hi) / 2
            if lon > mid:
                ch |= 1 << (4 - bit)
                lon_lo = mid
            else:
                lon_hi = mid
        else:
            mid = (lat_lo + lat_hi) / 2
            if lat > mid:
                ch |= 1 << (4 - bit)
                lat_lo = mid
            else:
                lat_hi = mid
        even = not even
        bits += 1
        if bit < 4:
            bit += 1
        else:
            out.append(GEOHASH32[ch])
            bit, ch = 0, 0
    return "".join(out)


def seoul(r: Random) -> tuple[float, float]:
    return round(r.uniform(37.45, 37.65), 6), round(r.uniform(126.85, 127.15), 6)


def brno(r: Random) -> tuple[float, float]:
    return round(r.uniform(49.14, 49.25), 6), round(r.uniform(16.52, 16.71), 6)


def luhn(digits: str) -> str:
    """``digits`` with its Luhn check digit appended (IMEI, ICCID)."""
    total = 0
    for i, d in enumerate(reversed(digits)):
        v = int(d)
        if i % 2 == 0:
            v *= 2
            v = v - 9 if v > 9 else v
        total += v
    return digits + str((10 - total % 10) % 10)


def ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def openssh_ed25519_private(r: Random, comment: str) -> str:
    """The base64 body of an unencrypted OpenSSH ed25519 private key, wrapped at 70."""
    pub = r.randbytes(32)
    seed = r.randbytes(32)
    key_type = ssh_string(b"ssh-ed25519")
    pub_blob = key_type + ssh_string(pub)
    check = r.randbytes(4)
    private = check + check + key_type + ssh_string(pub) + ssh_string(seed + pub)
    private += ssh_string(comment.encode())
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"")
    blob += struct.pack(">I", 1) + ssh_string(pub_blob) + ssh_string(private)
    return wrap(base64.b64encode(blob).decode(), 70)


def ssh_ed25519_public(r: Random) -> str:
    blob = ssh_string(b"ssh-ed25519") + ssh_string(r.randbytes(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_lines(name: str, value: str) -> list[str]:
    """How a secret field becomes substrings that must not survive: a multi-line value (a
    key body, raw or JSON-escaped with ``\\n``) gives each of its lines of 16+ characters."""
    parts = value.replace("\\n", "\n").split("\n")
    if len(parts) == 1:
        return [value]
    return [part for part in parts if len(part) >= 16]


# The setting: BoraLet, an invented Korean-Czech drone-delivery startup (Seoul and Brno).
ORG = "boralet"
REGIONS = ("ap-northeast-2", "eu-central-1")
SITES_KR = ("Seongsu", "Gangnam", "Mapo", "Jamsil", "Yeouido", "Pangyo")
SITES_CZ = ("Tuřany", "Líšeň", "Bystrc", "Medlánky", "Slatina", "Řečkovice")
PEOPLE = (
    "jihoon.kim", "seoyeon.park", "doyun.lee", "minji.choi",
    "jiri.novak", "tereza.dvorakova", "ondrej.svoboda", "katerina.horakova",
)  # fmt: skip
AIRFRAMES = ("m30t", "m3td", "x10", "x500", "bx4", "m350")


def thing_name(r: Random) -> str:
    site = r.choice(("sel", "brq"))
    return f"bl-{site}-{r.choice(AIRFRAMES)}-{r.randint(1, 480):04d}"


def account(r: Random) -> str:
    return num(r, 12)


def iot_prefix(r: Random) -> str:
    return pick(r, LOWER_ALNUM, 14)
