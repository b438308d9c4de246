"""Seeded value generators, the ``Kind`` record and the secret rule of ``lookalike76``.

The corpus is set in March 2036 at Kapwa Puhunan, an invented Indonesian-Filipino
microfinance and group-lending app (Manila, with a team in Surabaya). A template holds fields
written ``⟨name⟩``; a kind's ``values`` function draws one value per field from the
``random.Random`` that ``KindCorpus`` seeds with ``lookalike76:holdout:<kind>``. Nothing in
this package is a credential: vendor prefixes are joined from pieces where they are written.

Key material is built with a realistic structure (DER for PEM keys and certificates,
``openssh-key-v1`` for OpenSSH keys) around random bytes, so it looks like the real thing to
a scanner without being a usable key.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
URL_SAFE_PW = ALNUM + "-_.~!*"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]

# PEM armour, split so that no line of the source is a key header.
_DASH = "-----"
BEGIN_PRIVATE = _DASH + "BEGIN " + "PRIVATE KEY" + _DASH
END_PRIVATE = _DASH + "END " + "PRIVATE KEY" + _DASH
BEGIN_RSA = _DASH + "BEGIN RSA " + "PRIVATE KEY" + _DASH
END_RSA = _DASH + "END RSA " + "PRIVATE KEY" + _DASH
BEGIN_OPENSSH = _DASH + "BEGIN OPENSSH " + "PRIVATE KEY" + _DASH
END_OPENSSH = _DASH + "END OPENSSH " + "PRIVATE KEY" + _DASH
BEGIN_PUBLIC = _DASH + "BEGIN PUBLIC KEY" + _DASH
END_PUBLIC = _DASH + "END PUBLIC KEY" + _DASH
BEGIN_CERT = _DASH + "BEGIN CERTIFICATE" + _DASH
END_CERT = _DASH + "END CERTIFICATE" + _DASH


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- small random pieces -------------------------------------------------------------------


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


def b64url_of(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    """A ULID minted in March 2036: 10 time characters, then 16 random ones."""
    ms = r.randint(2087942400000, 2090620799000)
    head = ""
    for _ in range(10):
        head = CROCKFORD[ms % 32] + head
        ms //= 32
    return head + pick(r, CROCKFORD, 16)


def object_id(r: Random) -> str:
    """A MongoDB ObjectId: a 2036 timestamp, then random and counter bytes."""
    return f"{r.randint(2087942400, 2090620799):08x}" + hexs(r, 16)


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def hmac_hex(key: bytes, message: str, algo: str = "sha256") -> str:
    return hmac.new(key, message.encode(), algo).hexdigest()


def colon_hex(raw: bytes) -> str:
    return ":".join(f"{b:02X}" for b in raw)


def date_2036(r: Random) -> str:
    return f"2036-{r.choice(('02', '03'))}-{r.randint(1, 28):02d}"


def ts_2036(r: Random) -> str:
    return f"{date_2036(r)}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"


def local_time(r: Random) -> str:
    """A wall-clock time in March 2036 as a log line or a vendor's payload writes it."""
    clock = f"{r.randint(7, 22):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"
    return f"{date_2036(r)} {clock}"


def epoch_2036(r: Random) -> str:
    return str(r.randint(2087942400, 2090620799))


def wrap(text: str, width: int = 64, indent: str = "") -> str:
    return "\n".join(indent + text[i : i + width] for i in range(0, len(text), width))


def json_compact(value: object) -> str:
    return json.dumps(value, separators=(",", ":"))


# --- passwords -----------------------------------------------------------------------------

_WORDS = (
    "Bayanihan",
    "Puhunan",
    "Tabungan",
    "Pautang",
    "Paluwagan",
    "Surabaya",
    "Maynila",
    "Gotong",
    "Royong",
    "Sejahtera",
    "Tiwala",
    "Harapan",
    "Sinigang",
    "Rawon",
    "Jeepney",
    "Becak",
    "Kalamansi",
    "Semanggi",
    "Sampaguita",
    "Melati",
)


def password(r: Random, n: int = 20) -> str:
    """A generated password: letters, digits, a few symbols; at least one digit."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 22) -> str:
    """A password that sits in a URL unescaped."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, URL_SAFE_PW, n - 1)
        if any(c.isdigit() for c in value):
            return value


def passphrase(r: Random) -> str:
    """A password a person sets: two words of the setting, digits and a symbol (16+ chars)."""
    while True:
        a, b = r.sample(_WORDS, 2)
        value = a + r.choice("!@#.-_*") + b + num(r, r.choice((2, 3, 4))) + r.choice("!?#$%")
        if len(value) >= 16:
            return value


# --- DER, PEM and OpenSSH structures -------------------------------------------------------

OID_RSA = bytes.fromhex("2a864886f70d010101")
OID_SHA256_RSA = bytes.fromhex("2a864886f70d01010b")
OID_EC = bytes.fromhex("2a8648ce3d0201")
OID_P256 = bytes.fromhex("2a8648ce3d030107")
OID_CN = bytes.fromhex("550403")
OID_O = bytes.fromhex("55040a")
OID_C = bytes.fromhex("550406")


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, content: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(content)) + content


def seq(*parts: bytes) -> bytes:
    return tlv(0x30, b"".join(parts))


def der_uint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0") or b"\0"
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return tlv(0x02, raw)


def _big(r: Random, nbytes: int, odd: bool = False) -> bytes:
    b = bytearray(r.randbytes(nbytes))
    b[0] |= 0x80
    if odd:
        b[-1] |= 1
    return bytes(b)


def rsa_pkcs1_der(r: Random, bits: int = 2048) -> bytes:
    """An RSAPrivateKey (PKCS#1) with the right shape: n, e, d, p, q, dp, dq, qinv."""
    nb, hb = bits // 8, bits // 16
    parts = (
        der_uint(b"\0"),
        der_uint(_big(r, nb, odd=True)),
        der_uint((65537).to_bytes(3, "big")),
        der_uint(r.randbytes(nb)),
        der_uint(_big(r, hb, odd=True)),
        der_uint(_big(r, hb, odd=True)),
        der_uint(r.randbytes(hb)),
        der_uint(r.randbytes(hb)),
        der_uint(r.randbytes(hb)),
    )
    return seq(*parts)


def rsa_pkcs8_der(r: Random, bits: int = 2048) -> bytes:
    algo = seq(tlv(0x06, OID_RSA), b"\x05\x00")
    return seq(der_uint(b"\0"), algo, tlv(0x04, rsa_pkcs1_der(r, bits)))


def _ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_p256_pkcs8_der(r: Random) -> bytes:
    """A PKCS#8 P-256 key as Apple's ``AuthKey_*.p8`` files hold it."""
    inner = seq(
        der_uint(b"\x01"),
        tlv(0x04, r.randbytes(32)),
        tlv(0xA0, tlv(0x06, OID_P256)),
        tlv(0xA1, tlv(0x03, b"\0" + _ec_point(r))),
    )
    algo = seq(tlv(0x06, OID_EC), tlv(0x06, OID_P256))
    return seq(der_uint(b"\0"), algo, tlv(0x04, inner))


def rsa_spki_der(r: Random, bits: int = 2048) -> bytes:
    """A SubjectPublicKeyInfo for an RSA public key (public, not a secret)."""
    pub = seq(der_uint(_big(r, bits // 8, odd=True)), der_uint((65537).to_bytes(3, "big")))
    return seq(seq(tlv(0x06, OID_RSA), b"\x05\x00"), tlv(0x03, b"\0" + pub))


def _name(cn: str, org: str, country: str) -> bytes:
    def rdn(oid: bytes, tag: int, value: str) -> bytes:
        return tlv(0x31, seq(tlv(0x06, oid), tlv(tag, value.encode())))

    return seq(rdn(OID_C, 0x13, country), rdn(OID_O, 0x0C, org), rdn(OID_CN, 0x0C, cn))


def certificate_der(r: Random, cn: str, org: str, country: str = "PH") -> bytes:
    """An X.509 v3 certificate shape: version, serial, names, validity, RSA key, signature."""
    sig_algo = seq(tlv(0x06, OID_SHA256_RSA), b"\x05\x00")
    day = r.randint(1, 28)
    validity = seq(
        tlv(0x17, f"3602{day:02d}000000Z".encode()),
        tlv(0x17, f"3702{day:02d}235959Z".encode()),
    )
    tbs = seq(
        tlv(0xA0, der_uint(b"\x02")),
        der_uint(r.randbytes(16)),
        sig_algo,
        _name(
            r.choice(("Kapwa Issuing CA G2", "DANA Sandbox CA", "Kabalikat Partner CA")), org, "ID"
        ),
        validity,
        _name(cn, org, country),
        rsa_spki_der(r),
    )
    return seq(tbs, sig_algo, tlv(0x03, b"\0" + r.randbytes(256)))


def pem_body(der: bytes, width: int = 64, prefix: str = "") -> str:
    return wrap(base64.b64encode(der).decode(), width, prefix)


def _sshstr(raw: bytes) -> bytes:
    return len(raw).to_bytes(4, "big") + raw


def _mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0")
    if raw and raw[0] & 0x80:
        raw = b"\0" + raw
    return _sshstr(raw)


def openssh_private_body(r: Random, keytype: str, comment: str) -> str:
    """The base64 body of an unencrypted ``openssh-key-v1`` file (ed25519 or nistp256)."""
    check = r.randbytes(4)
    if keytype == "ssh-ed25519":
        pk = r.randbytes(32)
        pub = _sshstr(b"ssh-ed25519") + _sshstr(pk)
        key = _sshstr(b"ssh-ed25519") + _sshstr(pk) + _sshstr(r.randbytes(32) + pk)
    else:
        point = _ec_point(r)
        head = _sshstr(b"ecdsa-sha2-nistp256") + _sshstr(b"nistp256") + _sshstr(point)
        pub = head
        key = head + _mpint(r.randbytes(32))
    priv = check + check + key + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\0"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + (1).to_bytes(4, "big")
        + _sshstr(pub)
        + _sshstr(priv)
    )
    return wrap(base64.b64encode(blob).decode(), 70)


def ssh_ed25519_public(r: Random) -> tuple[str, str]:
    """An ``ssh-ed25519`` public key blob (base64) and its SHA256 fingerprint."""
    blob = _sshstr(b"ssh-ed25519") + _sshstr(r.randbytes(32))
    fp = base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")
    return base64.b64encode(blob).decode(), "SHA256:" + fp


def ssh_ecdsa_public(r: Random) -> str:
    blob = _sshstr(b"ecdsa-sha2-nistp256") + _sshstr(b"nistp256") + _sshstr(_ec_point(r))
    return base64.b64encode(blob).decode()


# --- EMV QR (QRIS and QR Ph) ---------------------------------------------------------------


def crc16_ccitt(data: str) -> str:
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def emv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def emv_qr(fields: list[tuple[str, str]]) -> str:
    body = "".join(emv(t, v) for t, v in fields) + "6304"
    return body + crc16_ccitt(body)


# --- the template renderer and the secret rule ---------------------------------------------


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """The substrings a secret field's value puts under test.

    A one-line value is one secret. A multi-line value (a key body) gives one secret per
    line of 16+ characters, stripped of indentation; BEGIN/END armour lines never count.
    """
    if "\n" not in value:
        return [value]
    out: list[str] = []
    for line in value.split("\n"):
        body = line.strip()
        if body.startswith(_DASH) or len(body) < 16:
            continue
        out.append(body)
    return out
