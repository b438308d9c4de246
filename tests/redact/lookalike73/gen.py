"""Seeded value generators and the ``Kind`` record of the lookalike73 corpus (Bếp Nhà Giao).

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike73:holdout:<kind>``.
Nothing in this package is a credential: vendor prefixes and PEM armour are joined from
pieces, and every key body is random bytes laid out in the real structure (DER for PEM keys
and certificates, ``openssh-key-v1`` for OpenSSH keys, EMVCo TLV with a real CRC for QR
payloads).
"""

from __future__ import annotations

import base64
import calendar
import hashlib
import json
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
HEX_UP = HEX.upper()
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE_PASSWORD = ALNUM + "-_.~"

Values = Callable[[Random], dict[str, str]]

# June 2035, when the notes are written.
JUNE_2035 = calendar.timegm((2035, 6, 1, 0, 0, 0, 0, 0, 0))

VN_NAMES = ("Minh", "Thảo", "Huy", "Linh", "Tuấn", "Vy", "Khoa", "Ngân", "Phúc", "Trang")
TH_NAMES = ("ปอย", "บอส", "แนน", "ต้น", "มายด์", "เจ", "ฟ้า", "โอ๊ต", "Nattapong", "Siriporn")
SERVICES = (
    "order-svc",
    "payment-gw",
    "rider-dispatch",
    "menu-svc",
    "notify-svc",
    "kitchen-portal",
    "pricing-svc",
)
DISHES = ("com-tam", "bun-bo-hue", "pho-ga", "khao-soi", "tom-yum", "banh-xeo", "larb-moo")

# PEM armour, split so that no literal line in the package is a key header.
_PRIV = "PRIVATE" + " KEY"


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --------------------------------------------------------------------------- basic draws


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def hexu(r: Random, n: int) -> str:
    return pick(r, HEX_UP, n)


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


def epoch(r: Random) -> int:
    """A second in June 2035."""
    return JUNE_2035 + r.randrange(30 * 86400)


def epoch_ms(r: Random) -> str:
    return str(epoch(r) * 1000 + r.randrange(1000))


def day(r: Random) -> str:
    return f"2035-06-{r.randint(1, 30):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def yymmdd(r: Random) -> str:
    return f"3506{r.randint(1, 30):02d}"


def ulid(r: Random) -> str:
    ms = epoch(r) * 1000 + r.randrange(1000)
    head = "".join(CROCKFORD[(ms >> (5 * i)) & 31] for i in range(9, -1, -1))
    return head + pick(r, CROCKFORD, 16)


def objectid(r: Random) -> str:
    return f"{epoch(r):08x}" + hexs(r, 16)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.split("\n"))


def vn_phone(r: Random) -> str:
    return r.choice(("090", "091", "093", "097", "098", "032", "086")) + pick(r, DIGITS, 7)


def th_phone(r: Random) -> str:
    return r.choice(("081", "086", "089", "092", "095", "061")) + pick(r, DIGITS, 7)


def order_id(r: Random) -> str:
    return f"BNG{yymmdd(r)}{r.choice('VT')}{num(r, 6)}"


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A generated password: letters, digits, a few symbols; always a letter and a digit."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "BepNha",
    "ComTam",
    "BunBo",
    "PhoGa",
    "KhaoSoi",
    "TomYum",
    "Saigon",
    "ChiangMai",
    "NhaGiao",
    "BanhXeo",
    "CaPheSua",
    "DoiSuthep",
    "Nimman",
    "ThaoDien",
)


def human_password(r: Random) -> str:
    """A password a person would type: two words, a year or digits, symbols; 16+ chars."""
    while True:
        value = (
            r.choice(_WORDS)
            + r.choice("@#!.*_")
            + r.choice(_WORDS).lower()
            + r.choice(("2035", "2034", "35", ""))
            + num(r, r.randint(2, 4))
            + r.choice(("!", "#", "$", "", "?"))
        )
        if len(value) >= 16:
            return value


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive the scrubber.

    A one-line value is one secret. A multi-line key gives one secret per body line of 16+
    characters, stripped of indentation; armour lines (``-----BEGIN``/``-----END``) are never
    listed. A key written inside a JSON string (lines joined by a literal ``\\n``) is split the
    same way on that escape.
    """
    if "\n" in value:
        lines = value.split("\n")
    elif "\\n" in value and "-----BEGIN" in value:
        lines = value.split("\\n")
    else:
        return [value]
    out = []
    for line in lines:
        body = line.strip()
        if len(body) >= 16 and not body.startswith("-----"):
            out.append(body)
    return out


# --------------------------------------------------------------------------- DER and PEM


def der(tag: int, content: bytes) -> bytes:
    n = len(content)
    if n < 0x80:
        length = bytes([n])
    else:
        raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
        length = bytes([0x80 | len(raw)]) + raw
    return bytes([tag]) + length + content


def seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


def der_uint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\x00") or b"\x00"
    if raw[0] & 0x80:
        raw = b"\x00" + raw
    return der(0x02, raw)


def der_small(value: int) -> bytes:
    return der_uint(value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big"))


def rand_int(r: Random, nbytes: int, top: int = 0x80, odd: bool = False) -> bytes:
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= top
    if odd:
        raw[-1] |= 1
    return bytes(raw)


OID_RSA = bytes.fromhex("06092a864886f70d010101")
OID_SHA256_RSA = bytes.fromhex("06092a864886f70d01010b")
OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_ECDSA_SHA256 = bytes.fromhex("06082a8648ce3d040302")
OID_ED25519 = bytes.fromhex("06032b6570")
OID_C = bytes.fromhex("0603550406")
OID_O = bytes.fromhex("060355040a")
OID_OU = bytes.fromhex("060355040b")
OID_CN = bytes.fromhex("0603550403")
OID_SAN = bytes.fromhex("0603551d11")
NULL = b"\x05\x00"


def pem(label: str, body: bytes) -> str:
    text = base64.b64encode(body).decode()
    return f"-----BEGIN {label}-----\n{wrap(text, 64)}\n-----END {label}-----"


def rsa_private_der(r: Random, nbytes: int = 256) -> bytes:
    """``RSAPrivateKey`` with random integers of the right sizes (n, e, d, p, q, dp, dq, qi)."""
    half = nbytes // 2
    return seq(
        der_small(0),
        der_uint(rand_int(r, nbytes, odd=True)),
        der_small(65537),
        der_uint(rand_int(r, nbytes, top=0)),
        der_uint(rand_int(r, half, top=0xC0, odd=True)),
        der_uint(rand_int(r, half, top=0xC0, odd=True)),
        der_uint(rand_int(r, half, top=0)),
        der_uint(rand_int(r, half, top=0)),
        der_uint(rand_int(r, half, top=0)),
    )


def private_key_pem(r: Random, kind: str) -> str:
    """A PEM private key: ``rsa`` (PKCS#1), ``rsa8`` (PKCS#8), ``ec`` (SEC1), ``ec8``, ``ed``."""
    if kind == "rsa":
        return pem("RSA " + _PRIV, rsa_private_der(r, r.choice((256, 256, 384))))
    if kind == "rsa8":
        algo = seq(OID_RSA, NULL)
        return pem(_PRIV, seq(der_small(0), algo, der(0x04, rsa_private_der(r))))
    point = der(0xA1, der(0x03, b"\x00\x04" + r.randbytes(64)))
    if kind == "ec":
        sec1 = seq(der_small(1), der(0x04, r.randbytes(32)), der(0xA0, OID_P256), point)
        return pem("EC " + _PRIV, sec1)
    if kind == "ec8":
        inner = seq(der_small(1), der(0x04, r.randbytes(32)), point)
        return pem(_PRIV, seq(der_small(0), seq(OID_EC, OID_P256), der(0x04, inner)))
    if kind == "ed":
        inner = der(0x04, r.randbytes(32))
        return pem(_PRIV, seq(der_small(0), seq(OID_ED25519), der(0x04, inner)))
    raise ValueError(kind)


def _name(cn: str, org: str, country: str = "VN") -> bytes:
    def rdn(oid: bytes, value: bytes) -> bytes:
        return der(0x31, seq(oid, value))

    return seq(
        rdn(OID_C, der(0x13, country.encode())),
        rdn(OID_O, der(0x0C, org.encode())),
        rdn(OID_CN, der(0x0C, cn.encode())),
    )


def public_key_info(r: Random, rsa: bool) -> bytes:
    if rsa:
        key = seq(der_uint(rand_int(r, 256, odd=True)), der_small(65537))
        return seq(seq(OID_RSA, NULL), der(0x03, b"\x00" + key))
    return seq(seq(OID_EC, OID_P256), der(0x03, b"\x00\x04" + r.randbytes(64)))


def certificate_pem(r: Random, cn: str, issuer: str, rsa: bool = False) -> str:
    """An X.509 certificate: real DER layout, random key, serial and signature."""
    start = r.randint(1, 28)
    validity = seq(
        der(0x17, f"3506{start:02d}000000Z".encode()),
        der(0x17, f"3609{start:02d}000000Z".encode()),
    )
    san = seq(seq(OID_SAN, der(0x04, seq(der(0x82, cn.encode())))))
    algo = seq(OID_SHA256_RSA, NULL) if rsa else seq(OID_ECDSA_SHA256)
    tbs = seq(
        der(0xA0, der_small(2)),
        der_uint(rand_int(r, 16, top=0x10)),
        algo,
        _name(issuer, issuer.split(" ")[0] + " Inc", "US"),
        validity,
        _name(cn, "Bep Nha Giao"),
        public_key_info(r, rsa),
        der(0xA3, san),
    )
    if rsa:
        signature = r.randbytes(256)
    else:
        signature = seq(der_uint(r.randbytes(32)), der_uint(r.randbytes(32)))
    return pem("CERTIFICATE", seq(tbs, algo, der(0x03, b"\x00" + signature)))


def public_key_pem(r: Random, rsa: bool = False) -> str:
    return pem("PUBLIC KEY", public_key_info(r, rsa))


# --------------------------------------------------------------------------- OpenSSH


def _s(raw: bytes) -> bytes:
    return struct.pack(">I", len(raw)) + raw


def _mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\x00")
    if raw and raw[0] & 0x80:
        raw = b"\x00" + raw
    return _s(raw)


def _ssh_pair(r: Random, keytype: str) -> tuple[bytes, bytes]:
    """(public blob, private fields) for ``ed25519`` or ``ecdsa``."""
    if keytype == "ed25519":
        pk, seed = r.randbytes(32), r.randbytes(32)
        pub = _s(b"ssh-ed25519") + _s(pk)
        return pub, pub + _s(seed + pk)
    point = b"\x04" + r.randbytes(64)
    pub = _s(b"ecdsa-sha2-nistp256") + _s(b"nistp256") + _s(point)
    return pub, pub + _mpint(rand_int(r, 32, top=0))


def openssh_private(r: Random, keytype: str, comment: str, encrypted: bool = False) -> str:
    """An ``openssh-key-v1`` private key (``none`` or ``aes256-ctr``/``bcrypt``)."""
    pub, fields = _ssh_pair(r, keytype)
    check = r.randbytes(4)
    body = check + check + fields + _s(comment.encode())
    block = 16 if encrypted else 8
    pad = 1
    while len(body) % block:
        body += bytes([pad])
        pad += 1
    if encrypted:
        cipher, kdf = b"aes256-ctr", b"bcrypt"
        options = _s(r.randbytes(16)) + struct.pack(">I", 16)
        body = r.randbytes(len(body))
    else:
        cipher = kdf = b"none"
        options = b""
    blob = (
        b"openssh-key-v1\x00"
        + _s(cipher)
        + _s(kdf)
        + _s(options)
        + struct.pack(">I", 1)
        + _s(pub)
        + _s(body)
    )
    label = "OPENSSH " + _PRIV
    text = base64.b64encode(blob).decode()
    return f"-----BEGIN {label}-----\n{wrap(text, 70)}\n-----END {label}-----"


def ssh_public(r: Random, keytype: str, comment: str) -> tuple[str, str]:
    """(``authorized_keys`` line, ``SHA256:`` fingerprint) of a random public key."""
    pub, _ = _ssh_pair(r, keytype)
    name = "ssh-ed25519" if keytype == "ed25519" else "ecdsa-sha2-nistp256"
    digest = base64.b64encode(hashlib.sha256(pub).digest()).decode().rstrip("=")
    return f"{name} {base64.b64encode(pub).decode()} {comment}", "SHA256:" + digest


# --------------------------------------------------------------------------- tokens


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig: int = 32) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig)}"


def crc16_ccitt(data: str) -> str:
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def emv_qr(body: str) -> str:
    """Close an EMVCo merchant-presented QR payload with its CRC (tag 63)."""
    head = body + "6304"
    return head + crc16_ccitt(head)
