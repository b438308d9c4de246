"""Seeded value generators and the ``Kind`` record of look-alike corpus 40.

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
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
# Symbols a person or a password manager would use; none needs escaping in JSON or YAML.
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
# Symbols that survive unescaped in the userinfo part of a URL.
URL_PASSWORD_CHARS = ALNUM + "-_.~!*"

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
    """A password as a person or a generator sets it: letters, digits, maybe symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def human_password(r: Random) -> str:
    """A memorable password, the kind people type: words, a year, a symbol (16+ chars)."""
    words = (
        "Cordillera",
        "Mapocho",
        "Alameda",
        "Quinta",
        "Andes",
        "Bogota",
        "Carrera",
        "Tranvia",
        "Cerro",
        "Pudahuel",
        "Macul",
        "Chapinero",
        "Usaquen",
        "Lastarria",
    )
    while True:
        value = r.choice(words) + r.choice("!#.*_-") + r.choice(words) + str(r.randint(2021, 2029))
        if len(value) >= 16:
            return value


def date(r: Random, month: str = "2029-12", last: int = 20) -> str:
    return f"{month}-{r.randint(1, last):02d}"


def hms(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def epoch(r: Random) -> int:
    """A Unix time in the first three weeks of December 2029."""
    return 1890777600 + r.randint(0, 20 * 86400)


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def imei(r: Random) -> str:
    body = r.choice(("35", "86", "35")) + pick(r, DIGITS, 12)
    return body + luhn_digit(body)


def iccid(r: Random) -> str:
    body = "8956" + r.choice(("01", "02", "09")) + pick(r, DIGITS, 12)
    return body + luhn_digit(body)


def rut(r: Random, company: bool = False) -> tuple[str, str]:
    """A Chilean RUT with its check digit, dotted and plain: ("12.345.678-5", "12345678-5")."""
    n = r.randint(76000000, 77999999) if company else r.randint(6000000, 26999999)
    total, factor = 0, 2
    for ch in reversed(str(n)):
        total += int(ch) * factor
        factor = 2 if factor == 7 else factor + 1
    dv = 11 - total % 11
    check = "0" if dv == 11 else "K" if dv == 10 else str(dv)
    return f"{n:,}".replace(",", ".") + "-" + check, f"{n}-{check}"


def nit(r: Random) -> str:
    """A Colombian NIT with its check digit, as written on an invoice: 900.123.456-7."""
    n = str(r.randint(900000000, 901999999))
    weights = (3, 7, 13, 17, 19, 23, 29, 37, 41)
    total = sum(int(d) * w for d, w in zip(reversed(n), weights, strict=False))
    rest = total % 11
    check = rest if rest in (0, 1) else 11 - rest
    return f"{n[:3]}.{n[3:6]}.{n[6:]}-{check}"


def plate(r: Random) -> str:
    """A Chilean plate of the current format (four consonants, two digits)."""
    return pick(r, "BCDFGHJKLPRSTVWXYZ", 4) + "-" + pick(r, DIGITS, 2)


def masked_pan(r: Random) -> tuple[str, str, str]:
    """(bin6, last4, brand)."""
    brand = r.choice(("Visa", "Mastercard", "Redcompra", "Visa Débito", "Mastercard Débito"))
    first = "4" if brand.startswith("Visa") or brand == "Redcompra" else "5"
    if first == "5":
        return "5" + r.choice("12345") + pick(r, DIGITS, 4), pick(r, DIGITS, 4), brand
    return "4" + pick(r, DIGITS, 5), pick(r, DIGITS, 4), brand


# --- DER / PEM / OpenSSH shapes -------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    if n < 0x100:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 0xFF])


def ec_p256_der(r: Random) -> bytes:
    """A SEC1 ``EC PRIVATE KEY`` for P-256 (random scalar and point, right structure)."""
    body = (
        b"\x02\x01\x01\x04\x20"
        + r.randbytes(32)
        + b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07"
        + b"\xa1\x44\x03\x42\x00\x04"
        + r.randbytes(64)
    )
    return b"\x30" + _der_len(len(body)) + body


def rsa_der(r: Random) -> bytes:
    """A PKCS#1 ``RSA PRIVATE KEY`` of a 2048-bit key's size (random integers)."""
    parts = [b"\x02\x01\x00"]
    for size in (257, 3, 256, 129, 129, 128, 128, 128):
        value = r.randbytes(size)
        if size == 3:
            value = b"\x01\x00\x01"
        elif size in (257, 129):
            value = b"\x00" + bytes([0x80 | value[1]]) + value[2:]
        parts.append(b"\x02" + _der_len(len(value)) + value)
    body = b"".join(parts)
    return b"\x30" + _der_len(len(body)) + body


def pkcs8_rsa_der(r: Random) -> bytes:
    inner = rsa_der(r)
    algo = b"\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00"
    body = b"\x02\x01\x00" + algo + b"\x04" + _der_len(len(inner)) + inner
    return b"\x30" + _der_len(len(body)) + body


def _ssh_str(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def ed25519_public(r: Random) -> tuple[bytes, str]:
    pk = r.randbytes(32)
    blob = _ssh_str(b"ssh-ed25519") + _ssh_str(pk)
    return pk, base64.b64encode(blob).decode()


def openssh_ed25519_private(r: Random, comment: str) -> tuple[str, str]:
    """(wrapped base64 body of an ``OPENSSH PRIVATE KEY``, matching public key line)."""
    pk, pub_b64 = ed25519_public(r)
    pub_blob = _ssh_str(b"ssh-ed25519") + _ssh_str(pk)
    check = r.randbytes(4)
    priv = (
        check
        + check
        + _ssh_str(b"ssh-ed25519")
        + _ssh_str(pk)
        + _ssh_str(r.randbytes(32) + pk)
        + _ssh_str(comment.encode())
    )
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + _ssh_str(b"none")
        + _ssh_str(b"none")
        + _ssh_str(b"")
        + struct.pack(">I", 1)
        + _ssh_str(pub_blob)
        + _ssh_str(priv)
    )
    return wrap(base64.b64encode(blob).decode(), 70), f"ssh-ed25519 {pub_b64} {comment}"


def ssh_rsa_public(r: Random) -> str:
    n = b"\x00" + bytes([0x80 | r.randint(0, 127)]) + r.randbytes(383)
    blob = _ssh_str(b"ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(n)
    return base64.b64encode(blob).decode()


def rsa_spki_b64(r: Random) -> str:
    """The base64 of a 2048-bit RSA SubjectPublicKeyInfo (``MIIBIjANBgkq…IDAQAB``)."""
    n = b"\x00" + bytes([0x80 | r.randint(0, 127)]) + r.randbytes(255)
    rsa = b"\x02\x82\x01\x01" + n + b"\x02\x03\x01\x00\x01"
    seq = b"\x30\x82\x01\x0a" + rsa
    bitstr = b"\x03\x82\x01\x0f\x00" + seq
    algo = b"\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00"
    body = algo + bitstr
    return base64.b64encode(b"\x30\x82" + struct.pack(">H", len(body)) + body).decode()


# --- protobuf (GTFS-Realtime) ------------------------------------------------------------


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def pb_varint(field: int, value: int) -> bytes:
    return _varint(field << 3) + _varint(value)


def pb_bytes(field: int, value: bytes | str) -> bytes:
    raw = value.encode() if isinstance(value, str) else value
    return _varint(field << 3 | 2) + _varint(len(raw)) + raw


def pb_float(field: int, value: float) -> bytes:
    return _varint(field << 3 | 5) + struct.pack("<f", value)


def gtfs_rt_vehicle_feed(
    r: Random, trip_id: str, route_id: str, vehicle: str, plate_: str, ts: int
) -> bytes:
    """A one-entity GTFS-Realtime ``FeedMessage`` with a ``VehiclePosition``."""
    header = pb_bytes(1, "2.0") + pb_varint(2, 0) + pb_varint(3, ts)
    trip = pb_bytes(1, trip_id) + pb_bytes(3, "20291203") + pb_bytes(5, route_id)
    position = (
        pb_float(1, -33.4 - r.random() * 0.2)
        + pb_float(2, -70.55 - r.random() * 0.2)
        + pb_float(3, float(r.randint(0, 359)))
        + pb_float(5, r.random() * 14)
    )
    descriptor = pb_bytes(1, vehicle) + pb_bytes(2, vehicle) + pb_bytes(3, plate_)
    vp = pb_bytes(1, trip) + pb_bytes(2, position) + pb_varint(5, ts - 3) + pb_bytes(8, descriptor)
    entity = pb_bytes(1, f"v{vehicle}") + pb_bytes(4, vp)
    return pb_bytes(1, header) + pb_bytes(2, entity)


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig_bytes: int) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig_bytes)}"


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_parts(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key (real newlines, or ``\\n`` escapes
    as in a JSON ``private_key``) gives each body line of 16+ characters."""
    lines = value.replace("\\n", "\n").split("\n")
    if len(lines) == 1:
        return [value]
    return [line.strip() for line in lines if len(line.strip()) >= 16]
