"""Seeded value generators and the ``Kind`` record of look-alike corpus 26.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Nothing here is a live credential: vendor prefixes are joined from pieces where they are
written at all, and every body is random.
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
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
PW_INNER = ALNUM + "!#%*+-.:=?@^_~"
PW_URLSAFE = ALNUM + "-_.~"
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
K8S_SUFFIX = "bcdfghjklmnpqrstvwxz2456789"

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


def hexbytes(r: Random, n: int, sep: str = " ", upper: bool = True) -> str:
    """``n`` random bytes written as two-digit hex joined by ``sep``."""
    fmt = "{:02X}" if upper else "{:02x}"
    return sep.join(fmt.format(r.randrange(256)) for _ in range(n))


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


def body_lines(value: str) -> list[str]:
    """The lines of a multi-line value that are long enough to count as a secret."""
    return [line.strip() for line in value.splitlines() if len(line.strip()) >= 16]


def password(r: Random, n: int = 20, inner: str = PW_INNER) -> str:
    """A password as a person or a generator sets it; starts and ends with a letter/digit."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, inner, n - 2) + pick(r, ALNUM, 1)
        if (
            any(c.isdigit() for c in value)
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


def passphrase(r: Random) -> str:
    """A memorable passphrase as people set for Wi-Fi or keystores."""
    words = (
        "Brno", "Seoul", "Spilberk", "Hangang", "kolac", "kimchi", "Petrov", "Namsan",
        "tramvaj", "jjigae", "Svratka", "Gangnam", "pivo", "soju", "Lisen", "Mapo",
    )  # fmt: skip
    sep = r.choice("-_.!")
    return sep.join(r.sample(words, 3)) + sep + num(r, r.choice((3, 4)))


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig_bytes: int) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig_bytes)}"


def epoch(r: Random) -> int:
    """A Unix time in October 2027."""
    return r.randint(1822435200, 1825113599)


def luhn_digit(digits: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


_VIN_VALUES = {
    **{str(d): d for d in range(10)},
    **dict(zip("ABCDEFGH", range(1, 9), strict=True)),
    **dict(zip("JKLMN", range(1, 6), strict=True)),
    "P": 7,
    "R": 9,
    **dict(zip("STUVWXYZ", range(2, 10), strict=True)),
}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin(r: Random, wmi: str | None = None) -> str:
    """A 17-character VIN with a valid ISO 3779 / NA check digit (Czech and Korean WMIs)."""
    wmi = wmi or r.choice(("TMB", "TMA", "KMH", "KNA", "KNM", "TMP", "KMF", "WVW"))
    vds = pick(r, VIN_CHARS, 5)
    year = r.choice("RSTVW")  # 2024 .. 2028
    plant = r.choice("0123456789ABCDEFGHJKLMNPRSTUVWXYZ")
    serial = num(r, 6)
    partial = wmi + vds + "0" + year + plant + serial
    total = sum(_VIN_VALUES[c] * w for c, w in zip(partial, _VIN_WEIGHTS, strict=True))
    check = "X" if total % 11 == 10 else str(total % 11)
    return wmi + vds + check + year + plant + serial


def imei(r: Random) -> str:
    body = r.choice(("35", "86", "35")) + pick(r, DIGITS, 12)
    return body + luhn_digit(body)


def iccid(r: Random) -> str:
    """A 19-digit ICCID (89 + country code + issuer + account) with a Luhn check digit."""
    head = "89" + r.choice(("420", "4202", "82", "8205", "49"))
    body = head + pick(r, DIGITS, 18 - len(head))
    return body + luhn_digit(body)


def ihex_line(r: Random, address: int, count: int = 16) -> str:
    """One Intel HEX data record with a correct checksum."""
    data = r.randbytes(count)
    raw = bytes([count, address >> 8 & 0xFF, address & 0xFF, 0]) + data
    check = (-sum(raw)) & 0xFF
    return ":" + raw.hex().upper() + f"{check:02X}"


def srec_line(r: Random, address: int, count: int = 16) -> str:
    """One Motorola S3 record with a correct checksum."""
    data = r.randbytes(count)
    raw = bytes([count + 5]) + struct.pack(">I", address) + data
    check = (~sum(raw)) & 0xFF
    return "S3" + raw.hex().upper() + f"{check:02X}"


def _ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def ed25519_public_blob(r: Random) -> bytes:
    return _ssh_string(b"ssh-ed25519") + _ssh_string(r.randbytes(32))


def openssh_ed25519_private(r: Random, comment: str) -> str:
    """The base64 body of an unencrypted OpenSSH ed25519 private key, 70 columns."""
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
    blob = (
        b"openssh-key-v1\x00"
        + _ssh_string(b"none")
        + _ssh_string(b"none")
        + _ssh_string(b"")
        + struct.pack(">I", 1)
        + _ssh_string(pub_blob)
        + _ssh_string(priv)
    )
    return wrap(base64.b64encode(blob).decode(), 70)


def der(r: Random, head_hex: str, total: int, width: int = 64) -> str:
    """A DER-shaped base64 body: a real ASN.1 start, random content, ``total`` bytes."""
    head = bytes.fromhex(head_hex)
    return wrap(base64.b64encode(head + r.randbytes(total - len(head))).decode(), width)


def ec_p256_private(r: Random) -> str:
    """The base64 body of a SEC1 P-256 private key (121 bytes), 64 columns."""
    raw = (
        bytes.fromhex("307702010104 20".replace(" ", ""))
        + r.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a144034200 04".replace(" ", ""))
        + r.randbytes(64)
    )
    return wrap(base64.b64encode(raw).decode(), 64)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
