"""Seeded value generators, the ``Kind`` record and the secret rule of ``lookalike91``.

The setting is Kobo Lane, a Lagos/Accra payments and payroll startup, in January 2039. A
template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike91:holdout:<kind>``.
Nothing in this package is a credential: vendor prefixes are joined from pieces.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
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
B32 = string.ascii_uppercase + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


def secret_kind(kind: str, templates: tuple[str, ...], values: Values, *names: str) -> Kind:
    return Kind(kind, templates, values, n=7, secrets=tuple(names))


def benign_kind(kind: str, templates: tuple[str, ...], values: Values) -> Kind:
    return Kind(kind, templates, values, n=11)


def secrets_of(name: str, value: str) -> list[str]:
    """One secret per one-line value; a multi-line key gives one per body line of 16+
    characters, indentation stripped, armour (``-----BEGIN``/``-----END``) never listed."""
    if "\n" not in value:
        return [value]
    out = []
    for line in value.splitlines():
        body = line.strip()
        if body.startswith("-----") or len(body) < 16:
            continue
        out.append(body)
    return out


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


def object_id(r: Random) -> str:
    return "6" + hexs(r, 23)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, pad: str) -> str:
    return "\n".join(pad + line for line in text.splitlines())


def password(r: Random, n: int = 20) -> str:
    """A generated password: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Jollof",
    "Suya",
    "Agege",
    "Danfo",
    "Okada",
    "Kelewele",
    "Waakye",
    "Osu",
    "Ikeja",
    "Yaba",
    "Kwahu",
    "Ehuru",
    "Ewedu",
    "Amala",
    "Fufu",
    "Banku",
    "Shito",
    "Zobo",
    "Kenkey",
    "Lekki",
    "Oshodi",
    "Tema",
    "Kumasi",
    "Abula",
    "Puff",
    "Chinchin",
)


def human_password(r: Random) -> str:
    """A password a person chose: words, a separator, digits and a symbol (16+ chars)."""
    while True:
        sep = r.choice("-_.@#")
        words = [r.choice(_WORDS) for _ in range(r.choice((2, 3)))]
        value = sep.join(words) + sep + str(r.randint(10, 9999)) + r.choice("!$%&*?")
        if len(value) >= 16:
            return value


def hmac_hex(r: Random, algo: str = "sha256") -> str:
    """The HMAC of one random message under one random key: a signature, not a key."""
    return hmac.new(r.randbytes(32), r.randbytes(64), algo).hexdigest()


def sha256_hex(r: Random) -> str:
    return hashlib.sha256(r.randbytes(40)).hexdigest()


def jwt_hs256(r: Random, claims: dict[str, object]) -> str:
    header = b64url_json({"alg": "HS256", "typ": "JWT"})
    return f"{header}.{b64url_json(claims)}.{b64url(r, 32)}"


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- DER, PEM and OpenSSH structures ----------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def der(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def der_seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


def der_int_bytes(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\x00") or b"\x00"
    if raw[0] & 0x80:
        raw = b"\x00" + raw
    return der(0x02, raw)


def der_int(value: int) -> bytes:
    return der_int_bytes(value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big"))


def der_big(r: Random, nbytes: int) -> bytes:
    """A random positive integer of exactly ``nbytes`` bytes, top bit set."""
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    raw[-1] |= 0x01
    return der_int_bytes(bytes(raw))


OID_RSA = bytes.fromhex("06092a864886f70d010101")
OID_SHA256_RSA = bytes.fromhex("06092a864886f70d01010b")
OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_ED25519 = bytes.fromhex("06032b6570")
NULL = bytes.fromhex("0500")


def rsa_pkcs1_der(r: Random, bits: int = 2048) -> bytes:
    n = bits // 8
    h = n // 2
    return der_seq(
        der_int(0),
        der_big(r, n),
        der_int(65537),
        der_big(r, n),
        der_big(r, h),
        der_big(r, h),
        der_big(r, h),
        der_big(r, h),
        der_big(r, h),
    )


def pkcs8_rsa_der(r: Random, bits: int = 2048) -> bytes:
    inner = rsa_pkcs1_der(r, bits)
    return der_seq(der_int(0), der_seq(OID_RSA, NULL), der(0x04, inner))


def ec_p256_der(r: Random) -> bytes:
    return der_seq(
        der_int(1),
        der(0x04, r.randbytes(32)),
        der(0xA0, OID_P256),
        der(0xA1, der(0x03, b"\x00\x04" + r.randbytes(64))),
    )


def pkcs8_ed25519_der(r: Random) -> bytes:
    return der_seq(der_int(0), der_seq(OID_ED25519), der(0x04, der(0x04, r.randbytes(32))))


def pem(label: str, raw: bytes, width: int = 64) -> str:
    """A PEM block; ``label`` is joined by the caller so no literal reads as a key header."""
    body = wrap(base64.b64encode(raw).decode(), width)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def pem_body(raw: bytes, width: int = 64) -> str:
    return wrap(base64.b64encode(raw).decode(), width)


def _ssh_str(raw: bytes) -> bytes:
    return struct.pack(">I", len(raw)) + raw


def ssh_ed25519_pub_blob(pub: bytes) -> bytes:
    return _ssh_str(b"ssh-ed25519") + _ssh_str(pub)


def openssh_ed25519_private(r: Random, comment: str) -> str:
    """An ``openssh-key-v1`` body (unencrypted ed25519), base64 wrapped at 70 columns."""
    seed, pub = r.randbytes(32), r.randbytes(32)
    blob = ssh_ed25519_pub_blob(pub)
    check = r.randbytes(4)
    private = (
        check
        + check
        + _ssh_str(b"ssh-ed25519")
        + _ssh_str(pub)
        + _ssh_str(seed + pub)
        + _ssh_str(comment.encode())
    )
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    raw = (
        b"openssh-key-v1\x00"
        + _ssh_str(b"none")
        + _ssh_str(b"none")
        + _ssh_str(b"")
        + struct.pack(">I", 1)
        + _ssh_str(blob)
        + _ssh_str(private)
    )
    return wrap(base64.b64encode(raw).decode(), 70)


def openssh_ecdsa_private(r: Random, comment: str) -> str:
    """An ``openssh-key-v1`` body (unencrypted ecdsa-sha2-nistp256), wrapped at 70."""
    kt, curve = b"ecdsa-sha2-nistp256", b"nistp256"
    point = b"\x04" + r.randbytes(64)
    blob = _ssh_str(kt) + _ssh_str(curve) + _ssh_str(point)
    scalar = b"\x00" + r.randbytes(32)
    check = r.randbytes(4)
    private = (
        check
        + check
        + _ssh_str(kt)
        + _ssh_str(curve)
        + _ssh_str(point)
        + _ssh_str(scalar)
        + _ssh_str(comment.encode())
    )
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    raw = (
        b"openssh-key-v1\x00"
        + _ssh_str(b"none")
        + _ssh_str(b"none")
        + _ssh_str(b"")
        + struct.pack(">I", 1)
        + _ssh_str(blob)
        + _ssh_str(private)
    )
    return wrap(base64.b64encode(raw).decode(), 70)


def ssh_ed25519_public(r: Random) -> str:
    return "ssh-ed25519 " + base64.b64encode(ssh_ed25519_pub_blob(r.randbytes(32))).decode()


def ssh_fingerprint(r: Random) -> str:
    return "SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("=")


def _name(cn: str) -> bytes:
    oid_cn = bytes.fromhex("0603550403")
    oid_o = bytes.fromhex("060355040a")
    return der_seq(
        der(0x31, der_seq(oid_o, der(0x0C, b"Kobo Lane Ltd"))),
        der(0x31, der_seq(oid_cn, der(0x0C, cn.encode()))),
    )


def certificate_der(r: Random, cn: str, issuer: str) -> bytes:
    spki = der_seq(
        der_seq(OID_RSA, NULL), der(0x03, b"\x00" + der_seq(der_big(r, 256), der_int(65537)))
    )
    validity = der_seq(der(0x17, b"390104000000Z"), der(0x17, b"400104000000Z"))
    tbs = der_seq(
        der(0xA0, der_int(2)),
        der_int_bytes(r.randbytes(16)),
        der_seq(OID_SHA256_RSA, NULL),
        _name(issuer),
        validity,
        _name(cn),
        spki,
        der(
            0xA3,
            der_seq(der_seq(bytes.fromhex("0603551d0e"), der(0x04, der(0x04, r.randbytes(20))))),
        ),
    )
    return der_seq(tbs, der_seq(OID_SHA256_RSA, NULL), der(0x03, b"\x00" + r.randbytes(256)))


def spki_ec_der(r: Random) -> bytes:
    return der_seq(der_seq(OID_EC, OID_P256), der(0x03, b"\x00\x04" + r.randbytes(64)))
