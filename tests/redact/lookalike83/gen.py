"""Seeded value generators, the ``Kind`` record and the secret rule of ``lookalike83``.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike83:holdout:<kind>``.
Key material is built as real DER / ``openssh-key-v1`` structures around random bytes, so
it looks right to anything that decodes it. Nothing here is a credential: vendor prefixes
are joined from pieces where they are written at all.
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
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
URL_SAFE_PW = ALNUM + "-_.~"
PASSWORD_CHARS = ALNUM + "!#%*+-.=?@^_~"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 7
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- small draws -------------------------------------------------------------------------


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


def ulid(r: Random) -> str:
    return "01" + pick(r, "HJK", 1) + pick(r, CROCKFORD, 23)


def object_id(r: Random) -> str:
    """A MongoDB ObjectId: a 2037 timestamp, then random and counter bytes."""
    return f"{r.randint(0x83000000, 0x83FFFFFF):08x}" + hexs(r, 16)


def mobile(r: Random) -> str:
    return r.choice("6789") + pick(r, DIGITS, 9)


def choice(r: Random, options: tuple[str, ...]) -> str:
    return r.choice(options)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.split("\n"))


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A generated password: letters, digits and (alphabet permitting) a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Chaupal", "Kirana", "Monsoon", "Dhaniya", "Jalebi", "Koramangala", "Shivajinagar",
    "Baarish", "Masala", "Chai", "Pudina", "Haldi", "Aamras", "Kothrud", "Indiranagar",
    "Ganpati", "Sabzi", "Tadka", "Nimbu", "Rasoi",
)  # fmt: skip


def passphrase(r: Random) -> str:
    """A human-chosen password of the kind people write down: words, a year, a symbol."""
    while True:
        words = r.sample(_WORDS, 2)
        sep = r.choice("@#_-.!")
        value = f"{words[0]}{sep}{words[1]}{r.randint(2019, 2037)}{r.choice('!@#$*')}"
        if len(value) >= 16:
            return value


# --- DER / PEM / OpenSSH -----------------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    body = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(body)]) + body


def der(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def der_seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


def der_int(value: int) -> bytes:
    raw = value.to_bytes(max(1, (value.bit_length() + 8) // 8), "big")
    return der(0x02, raw)


def der_rand_int(r: Random, nbytes: int) -> bytes:
    """A positive INTEGER of ``nbytes`` random bytes with the top bit set (so a 00 pad)."""
    return der_int(int.from_bytes(r.randbytes(nbytes), "big") | (1 << (8 * nbytes - 1)))


def der_oid(dotted: str) -> bytes:
    parts = [int(p) for p in dotted.split(".")]
    out = bytearray([40 * parts[0] + parts[1]])
    for p in parts[2:]:
        chunk = [p & 0x7F]
        p >>= 7
        while p:
            chunk.append(0x80 | (p & 0x7F))
            p >>= 7
        out.extend(reversed(chunk))
    return der(0x06, bytes(out))


NULL = b"\x05\x00"
OID_RSA = "1.2.840.113549.1.1.1"
OID_SHA256_RSA = "1.2.840.113549.1.1.11"
OID_EC = "1.2.840.10045.2.1"
OID_P256 = "1.2.840.10045.3.1.7"


def rsa_pkcs1_der(r: Random, bits: int = 2048) -> bytes:
    n, h = bits // 8, bits // 16
    return der_seq(
        der_int(0),
        der_rand_int(r, n),
        der_int(65537),
        der_rand_int(r, n),
        der_rand_int(r, h),
        der_rand_int(r, h),
        der_rand_int(r, h),
        der_rand_int(r, h),
        der_rand_int(r, h),
    )


def rsa_pkcs8_der(r: Random, bits: int = 2048) -> bytes:
    algo = der_seq(der_oid(OID_RSA), NULL)
    return der_seq(der_int(0), algo, der(0x04, rsa_pkcs1_der(r, bits)))


def _ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_sec1_der(r: Random) -> bytes:
    return der_seq(
        der_int(1),
        der(0x04, r.randbytes(32)),
        der(0xA0, der_oid(OID_P256)),
        der(0xA1, der(0x03, b"\x00" + _ec_point(r))),
    )


def ec_pkcs8_der(r: Random) -> bytes:
    inner = der_seq(
        der_int(1), der(0x04, r.randbytes(32)), der(0xA1, der(0x03, b"\x00" + _ec_point(r)))
    )
    algo = der_seq(der_oid(OID_EC), der_oid(OID_P256))
    return der_seq(der_int(0), algo, der(0x04, inner))


def rsa_spki_der(r: Random, bits: int = 2048) -> bytes:
    rsa_pub = der_seq(der_rand_int(r, bits // 8), der_int(65537))
    return der_seq(der_seq(der_oid(OID_RSA), NULL), der(0x03, b"\x00" + rsa_pub))


def _name(cn: str, org: str) -> bytes:
    def rdn(oid: str, value: str) -> bytes:
        return der(0x31, der_seq(der_oid(oid), der(0x0C, value.encode())))

    return der_seq(rdn("2.5.4.6", "IN"), rdn("2.5.4.10", org), rdn("2.5.4.3", cn))


def x509_der(r: Random, cn: str, issuer: str) -> bytes:
    """A certificate-shaped DER: version, serial, names, validity, SPKI, signature."""
    sig_algo = der_seq(der_oid(OID_SHA256_RSA), NULL)
    validity = der_seq(
        der(0x17, f"3707{r.randint(10, 28):02d}000000Z".encode()),
        der(0x17, f"3807{r.randint(10, 28):02d}235959Z".encode()),
    )
    tbs = der_seq(
        der(0xA0, der_int(2)),
        der_rand_int(r, 16),
        sig_algo,
        _name(issuer, issuer.split()[0]),
        validity,
        _name(cn, "Chaupal Kirana Pvt Ltd"),
        rsa_spki_der(r),
    )
    return der_seq(tbs, sig_algo, der(0x03, b"\x00" + r.randbytes(256)))


def pem_body(raw: bytes, width: int = 64) -> str:
    return wrap(base64.b64encode(raw).decode(), width)


def _ssh_str(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def ssh_ed25519_blob(pub: bytes) -> bytes:
    return _ssh_str(b"ssh-ed25519") + _ssh_str(pub)


def ssh_ed25519_pub(r: Random) -> str:
    return base64.b64encode(ssh_ed25519_blob(r.randbytes(32))).decode()


def ssh_rsa_pub(r: Random) -> str:
    modulus = b"\x00" + bytes([r.randint(0x80, 0xFF)]) + r.randbytes(255)
    blob = _ssh_str(b"ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(modulus)
    return base64.b64encode(blob).decode()


def ssh_ecdsa_pub(r: Random) -> str:
    blob = _ssh_str(b"ecdsa-sha2-nistp256") + _ssh_str(b"nistp256") + _ssh_str(_ec_point(r))
    return base64.b64encode(blob).decode()


def ssh_fingerprint(r: Random) -> str:
    digest = hashlib.sha256(r.randbytes(51)).digest()
    return "SHA256:" + base64.b64encode(digest).decode().rstrip("=")


def openssh_ed25519_private(r: Random, comment: str) -> str:
    """An unencrypted ``openssh-key-v1`` ed25519 key body, wrapped at 70 like ssh-keygen."""
    seed, pub = r.randbytes(32), r.randbytes(32)
    check = r.randbytes(4)
    private = (
        check
        + check
        + _ssh_str(b"ssh-ed25519")
        + _ssh_str(pub)
        + _ssh_str(seed + pub)
        + _ssh_str(comment.encode())
    )
    private += bytes(range(1, 1 + (-len(private)) % 8))
    blob = (
        b"openssh-key-v1\x00"
        + _ssh_str(b"none")
        + _ssh_str(b"none")
        + _ssh_str(b"")
        + struct.pack(">I", 1)
        + _ssh_str(ssh_ed25519_blob(pub))
        + _ssh_str(private)
    )
    return wrap(base64.b64encode(blob).decode(), 70)


# --- the secret rule and rendering -------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """One-line value: one secret. Multi-line key (real newlines, or ``\\n`` escapes as in a
    JSON service-account file): one secret per body line of 16+ characters, stripped of
    indentation; ``-----BEGIN``/``-----END`` lines are never listed."""
    lines = value.replace("\\n", "\n").split("\n")
    if len(lines) == 1:
        parts = [value]
    else:
        parts = [ln.strip() for ln in lines]
        parts = [p for p in parts if len(p) >= 16 and not p.startswith("-----")]
    if not parts or any(len(p) < 16 for p in parts):
        raise AssertionError(f"{name}: a listed secret is shorter than 16 characters")
    return parts


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
