"""Seeded value generators, the ``Kind`` record and the secret rule of ``lookalike87``.

The corpus is set in June 2038 at Rimal Souq, an invented Saudi-Emirati B2B marketplace for
building materials (Riyadh, with a team in Dubai). A template holds fields written ``⟨name⟩``;
a kind's ``values`` function draws one value per field from the ``random.Random`` that
``KindCorpus`` seeds with ``lookalike87:holdout:<kind>``. Keys are built with real structure
(DER, ``openssh-key-v1``) around random bytes. No literal here is a credential: vendor
prefixes and key labels are joined from pieces.
"""

from __future__ import annotations

import base64
import hashlib
import json
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
UHEX = HEX.upper()
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
B32_LOWER = LOWER + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
SYMBOLS = "!#%*+-.:=?@^_~"

# 2038-06-01T00:00:00Z, the start of the month the notes were written in.
JUNE_2038 = 2_158_963_200

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive.

    A one-line value is one secret. A multi-line key (real newlines, or ``\\n`` escapes as in
    a service-account JSON) gives one secret per body line of 16+ characters, stripped of
    indentation; the BEGIN/END lines are never listed.
    """
    if "\n" not in value and "\\n" not in value:
        if len(value) < 16:
            raise AssertionError(f"{name}: secret {value!r} is shorter than 16 characters")
        return [value]
    lines = [line.strip() for line in value.replace("\\n", "\n").split("\n")]
    body = [line for line in lines if len(line) >= 16 and not line.startswith("-----")]
    if not body:
        raise AssertionError(f"{name}: multi-line secret without a body line")
    return body


# -- plain random strings ------------------------------------------------------------------


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def uhex(r: Random, n: int) -> str:
    return pick(r, UHEX, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64enc(raw: bytes) -> str:
    return base64.b64encode(raw).decode()


def b64(r: Random, nbytes: int) -> str:
    return b64enc(r.randbytes(nbytes))


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str) -> str:
    return b64enc(text.encode())


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.split("\n"))


def amount(r: Random) -> str:
    return f"{r.randint(120, 98_000)}.{r.randint(0, 99):02d}"


def phone(r: Random) -> str:
    """A Saudi mobile number without the country code (5XXXXXXXX)."""
    return "5" + r.choice("0345689") + pick(r, DIGITS, 7)


# -- time and identifiers --------------------------------------------------------------------


def epoch(r: Random) -> int:
    return JUNE_2038 + r.randrange(30 * 86_400)


def iso(r: Random) -> str:
    seconds = r.randrange(86_400)
    return (
        f"2038-06-{r.randint(1, 30):02d}T{seconds // 3600:02d}:"
        f"{seconds // 60 % 60:02d}:{seconds % 60:02d}Z"
    )


def day(r: Random) -> str:
    return f"2038-06-{r.randint(1, 30):02d}"


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    t = epoch(r) * 1000 + r.randrange(1000)
    head = ""
    for _ in range(10):
        head = CROCKFORD[t % 32] + head
        t //= 32
    return head + pick(r, CROCKFORD, 16)


def objectid(r: Random) -> str:
    return f"{epoch(r):08x}" + hexs(r, 16)


def sha256_hex(r: Random) -> str:
    return hashlib.sha256(r.randbytes(48)).hexdigest()


def sha256_b64(r: Random) -> str:
    return b64enc(hashlib.sha256(r.randbytes(48)).digest())


# -- passwords as people and generators set them ---------------------------------------------

_ARABIZI_WORDS = (
    "sa7ra",
    "najd",
    "qahwa",
    "dallah",
    "ramla",
    "souq",
    "3asal",
    "khaleej",
    "nakhla",
    "jabal",
    "sa7ab",
    "barq",
    "fanar",
    "murjan",
    "diwan",
    "6areeq",
    "majlis",
    "5aimah",
    "ghazal",
    "falaj",
)


def password(r: Random, n: int | None = None) -> str:
    """A generated password: letters, digits and a few symbols, 16 to 28 characters."""
    size = n or r.randint(16, 28)
    while True:
        value = pick(r, ALNUM, 1) + pick(r, ALNUM + ALNUM + SYMBOLS, size - 1)
        if (
            any(c.isdigit() for c in value)
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


def url_password(r: Random) -> str:
    """A password that can sit in a URL or a shell word without escaping."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~", r.randint(17, 29))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def passphrase(r: Random) -> str:
    """A passphrase a person would pick: Arabizi words, digits, a symbol."""
    while True:
        words = [w.capitalize() if r.random() < 0.5 else w for w in r.sample(_ARABIZI_WORDS, 3)]
        sep = r.choice("-_.@#")
        value = sep.join(words) + sep + num(r, r.randint(2, 4)) + r.choice("!?*#%")
        if len(value) >= 16:
            return value


def human_password(r: Random) -> str:
    return passphrase(r) if r.random() < 0.5 else password(r)


# -- DER, PEM and SSH structures ---------------------------------------------------------------

PRIVATE_KEY = "PRIVATE" + " KEY"
OID_RSA = bytes.fromhex("06092a864886f70d010101")
DER_NULL = bytes.fromhex("0500")
OID_EC_PUBLIC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_SECP256K1 = bytes.fromhex("06052b8104000a")
OID_ED25519 = bytes.fromhex("06032b6570")
OID_ECDSA_SHA256 = bytes.fromhex("06082a8648ce3d040302")
OID_COMMON_NAME = bytes.fromhex("0603550403")


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def seq(*parts: bytes) -> bytes:
    return tlv(0x30, b"".join(parts))


def integer(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\x00") or b"\x00"
    if raw[0] & 0x80:
        raw = b"\x00" + raw
    return tlv(0x02, raw)


def small_int(n: int) -> bytes:
    return integer(n.to_bytes(max(1, (n.bit_length() + 7) // 8), "big"))


def _top(r: Random, nbytes: int) -> bytes:
    """Random bytes of a big number with its top bits set (a full-size modulus or prime)."""
    return bytes([r.randint(0xC0, 0xFF)]) + r.randbytes(nbytes - 1)


def pem(label: str, der: bytes, width: int = 64) -> str:
    body = wrap(b64enc(der), width)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def rsa_private_der(r: Random, bits: int = 2048) -> bytes:
    """A PKCS#8 ``PrivateKeyInfo`` around a PKCS#1 RSA key of random numbers."""
    k, h = bits // 8, bits // 16
    pkcs1 = seq(
        small_int(0),
        integer(_top(r, k)),
        small_int(65537),
        integer(_top(r, k)),
        *(integer(_top(r, h)) for _ in range(5)),
    )
    return seq(small_int(0), seq(OID_RSA, DER_NULL), tlv(0x04, pkcs1))


def rsa_private_pem(r: Random, bits: int = 2048) -> str:
    return pem(PRIVATE_KEY, rsa_private_der(r, bits))


def ec_private_pem(r: Random, curve: bytes = OID_P256) -> str:
    """A SEC1 ``ECPrivateKey`` (``BEGIN EC PRIVATE KEY``) on P-256 or secp256k1."""
    der = seq(
        small_int(1),
        tlv(0x04, r.randbytes(32)),
        tlv(0xA0, curve),
        tlv(0xA1, tlv(0x03, b"\x00\x04" + r.randbytes(64))),
    )
    return pem("EC " + PRIVATE_KEY, der)


def ed25519_private_pem(r: Random) -> str:
    der = seq(small_int(0), seq(OID_ED25519), tlv(0x04, tlv(0x04, r.randbytes(32))))
    return pem(PRIVATE_KEY, der)


def _sshstr(raw: bytes) -> bytes:
    return struct.pack(">I", len(raw)) + raw


def openssh_ed25519_private(r: Random, comment: str) -> str:
    """An ``openssh-key-v1`` container (no cipher) holding one Ed25519 key."""
    public = r.randbytes(32)
    public_blob = _sshstr(b"ssh-ed25519") + _sshstr(public)
    check = r.randbytes(4)
    private = (
        check + check + public_blob + _sshstr(r.randbytes(32) + public) + _sshstr(comment.encode())
    )
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + struct.pack(">I", 1)
        + _sshstr(public_blob)
        + _sshstr(private)
    )
    return pem("OPENSSH " + PRIVATE_KEY, blob, 70)


def ssh_ed25519_public(r: Random) -> str:
    return "ssh-ed25519 " + b64enc(_sshstr(b"ssh-ed25519") + _sshstr(r.randbytes(32)))


def ssh_rsa_public(r: Random, bits: int = 3072) -> str:
    blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + _top(r, bits // 8))
    return "ssh-rsa " + b64enc(blob)


def ssh_fingerprint(public_line: str) -> str:
    blob = base64.b64decode(public_line.split()[1])
    return "SHA256:" + b64enc(hashlib.sha256(blob).digest()).rstrip("=")


def spki_ec_der(r: Random, curve: bytes = OID_P256) -> bytes:
    return seq(seq(OID_EC_PUBLIC, curve), tlv(0x03, b"\x00\x04" + r.randbytes(64)))


def spki_rsa_der(r: Random, bits: int = 2048) -> bytes:
    key = seq(integer(_top(r, bits // 8)), small_int(65537))
    return seq(seq(OID_RSA, DER_NULL), tlv(0x03, b"\x00" + key))


def _name(common_name: str) -> bytes:
    return seq(tlv(0x31, seq(OID_COMMON_NAME, tlv(0x0C, common_name.encode()))))


def certificate_der(r: Random, subject: str, issuer: str, curve: bytes = OID_P256) -> bytes:
    """An X.509 v3 certificate shape: random serial, EC public key, ECDSA signature."""
    tbs = seq(
        tlv(0xA0, small_int(2)),
        integer(r.randbytes(r.choice((13, 16, 20)))),
        seq(OID_ECDSA_SHA256),
        _name(issuer),
        seq(tlv(0x17, b"380601000000Z"), tlv(0x17, b"400531235959Z")),
        _name(subject),
        spki_ec_der(r, curve),
    )
    signature = seq(integer(r.randbytes(32)), integer(r.randbytes(32)))
    return seq(tbs, seq(OID_ECDSA_SHA256), tlv(0x03, b"\x00" + signature))


def ecdsa_signature_b64(r: Random) -> str:
    return b64enc(seq(integer(r.randbytes(32)), integer(r.randbytes(32))))


def colon_hex(raw: bytes) -> str:
    return ":".join(f"{b:02x}" for b in raw)
