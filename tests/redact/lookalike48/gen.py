"""Seeded value generators and the ``Kind`` record of look-alike corpus 48.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with
``lookalike48:holdout:<kind>``). Nothing here is a credential: every value is random, and
vendor prefixes are joined from pieces where they are written at all. Key material is random
bytes laid out with the real DER / OpenSSH headers so that it looks like the real thing.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
UPPER_HEX = "0123456789ABCDEF"
DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE_PASSWORD_CHARS = ALNUM + "-_.~"

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


def b64_of(text: str | bytes) -> str:
    raw = text.encode() if isinstance(text, str) else text
    return base64.b64encode(raw).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    return "01J" + pick(r, CROCKFORD, 23)


def sha256_hex(r: Random) -> str:
    return hashlib.sha256(r.randbytes(32)).hexdigest()


def sha512_hex(r: Random) -> str:
    return hashlib.sha512(r.randbytes(48)).hexdigest()


def colon_hex(r: Random, nbytes: int) -> str:
    return ":".join(pick(r, UPPER_HEX, 2) for _ in range(nbytes))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    pad = " " * spaces
    return "\n".join(pad + line for line in text.split("\n"))


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    """A password that can sit in a URL or DSN without escaping."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, URL_SAFE_PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def luhn_complete(digits: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return digits + str((10 - total % 10) % 10)


# --- EMVCo merchant-presented QR (QRIS, VietQR) -------------------------------------------


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


def with_crc(payload: str) -> str:
    body = payload + "6304"
    return body + crc16_ccitt(body)


# --- Key material (random bytes behind the real headers) ----------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    if n < 0x100:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 0xFF])


def _int_der(raw: bytes) -> bytes:
    raw = bytes([raw[0] | 0x80]) + raw[1:]
    body = b"\x00" + raw
    return b"\x02" + _der_len(len(body)) + body


_RSA_OID = bytes.fromhex("300d06092a864886f70d0101010500")
_EC_OID = bytes.fromhex("301306072a8648ce3d020106082a8648ce3d030107")
_P256 = bytes.fromhex("a00a06082a8648ce3d030107")


def rsa_pkcs8_der(r: Random) -> bytes:
    """A 2048-bit PKCS#8 RSA private key's layout: header, then random integers."""
    inner = b"\x02\x01\x00" + _int_der(r.randbytes(256)) + bytes.fromhex("0203010001")
    for size in (256, 128, 128, 128, 128, 128):
        inner += _int_der(r.randbytes(size))
    rsa = b"\x30" + _der_len(len(inner)) + inner
    octet = b"\x04" + _der_len(len(rsa)) + rsa
    body = b"\x02\x01\x00" + _RSA_OID + octet
    return b"\x30" + _der_len(len(body)) + body


def rsa_traditional_der(r: Random) -> bytes:
    inner = b"\x02\x01\x00" + _int_der(r.randbytes(256)) + bytes.fromhex("0203010001")
    for size in (256, 128, 128, 128, 128, 128):
        inner += _int_der(r.randbytes(size))
    return b"\x30" + _der_len(len(inner)) + inner


def ec_pkcs8_der(r: Random) -> bytes:
    """An Apple ``AuthKey_*.p8`` layout: PKCS#8 P-256 with the public point."""
    sec1 = (
        b"\x02\x01\x01\x04\x20"
        + r.randbytes(32)
        + _P256
        + bytes.fromhex("a144034200")
        + b"\x04"
        + r.randbytes(64)
    )
    sec1 = b"\x30" + _der_len(len(sec1)) + sec1
    body = b"\x02\x01\x00" + _EC_OID + b"\x04" + _der_len(len(sec1)) + sec1
    return b"\x30" + _der_len(len(body)) + body


def ec_sec1_der(r: Random) -> bytes:
    """``openssl ecparam -genkey -name prime256v1`` output layout."""
    body = (
        b"\x02\x01\x01\x04\x20"
        + r.randbytes(32)
        + _P256
        + bytes.fromhex("a144034200")
        + b"\x04"
        + r.randbytes(64)
    )
    return b"\x30" + _der_len(len(body)) + body


def rsa_public_der(r: Random) -> bytes:
    rsa = _int_der(r.randbytes(256)) + bytes.fromhex("0203010001")
    rsa = b"\x30" + _der_len(len(rsa)) + rsa
    bits = b"\x03" + _der_len(len(rsa) + 1) + b"\x00" + rsa
    body = _RSA_OID + bits
    return b"\x30" + _der_len(len(body)) + body


def ec_public_der(r: Random) -> bytes:
    bits = b"\x03\x42\x00\x04" + r.randbytes(64)
    body = _EC_OID + bits
    return b"\x30" + _der_len(len(body)) + body


def certificate_der(r: Random) -> bytes:
    """A certificate's outer layout: version, 20-byte serial, sha256WithRSA, random rest."""
    tbs = (
        bytes.fromhex("a003020102")
        + b"\x02\x14"
        + bytes([r.randrange(1, 0x7F)])
        + r.randbytes(19)
        + bytes.fromhex("300d06092a864886f70d01010b0500")
        + r.randbytes(r.randrange(560, 760))
    )
    tbs = b"\x30" + _der_len(len(tbs)) + tbs
    sig = bytes.fromhex("300d06092a864886f70d01010b0500") + b"\x03\x82\x01\x01\x00"
    sig += r.randbytes(256)
    body = tbs + sig
    return b"\x30" + _der_len(len(body)) + body


def pem_body(der: bytes) -> str:
    return wrap(base64.b64encode(der).decode(), 64)


def _ssh_string(raw: bytes) -> bytes:
    return struct.pack(">I", len(raw)) + raw


def ssh_ed25519_blob(pub: bytes) -> bytes:
    return _ssh_string(b"ssh-ed25519") + _ssh_string(pub)


def ssh_ed25519_public(r: Random) -> str:
    return "ssh-ed25519 " + base64.b64encode(ssh_ed25519_blob(r.randbytes(32))).decode()


def ssh_rsa_public(r: Random) -> str:
    modulus = b"\x00" + bytes([r.randrange(0x80, 0x100)]) + r.randbytes(383)
    blob = _ssh_string(b"ssh-rsa") + _ssh_string(b"\x01\x00\x01") + _ssh_string(modulus)
    return "ssh-rsa " + base64.b64encode(blob).decode()


def openssh_ed25519_private_body(r: Random, comment: str) -> str:
    """The body of an unencrypted ``-----BEGIN OPENSSH PRIVATE KEY-----`` block."""
    pub = r.randbytes(32)
    seed = r.randbytes(32)
    check = r.randbytes(4)
    private = (
        check
        + check
        + _ssh_string(b"ssh-ed25519")
        + _ssh_string(pub)
        + _ssh_string(seed + pub)
        + _ssh_string(comment.encode())
    )
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    raw = (
        b"openssh-key-v1\x00"
        + _ssh_string(b"none")
        + _ssh_string(b"none")
        + _ssh_string(b"")
        + struct.pack(">I", 1)
        + _ssh_string(ssh_ed25519_blob(pub))
        + _ssh_string(private)
    )
    return wrap(base64.b64encode(raw).decode(), 70)


def ssh_fingerprint(r: Random) -> str:
    return "SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("=")


def jwt_rs256(r: Random, claims: dict[str, object], kid: str) -> str:
    header = b64url_json({"alg": "RS256", "kid": kid})
    return f"{header}.{b64url_json(claims)}.{b64url(r, 256)}"


# --- Rendering and secrets ----------------------------------------------------------------


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


_LINE_BREAK = re.compile(r"\\n|\n")


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a key block (real or ``\\n``-escaped line breaks)
    gives each body line of 16+ characters, leaving out the ``-----BEGIN/END`` lines."""
    parts = _LINE_BREAK.split(value)
    if len(parts) == 1:
        return [value]
    lines = (part.strip() for part in parts)
    return [line for line in lines if len(line) >= 16 and not line.startswith("-----")]
