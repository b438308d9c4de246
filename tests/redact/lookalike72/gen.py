"""Seeded value generators, DER / openssh-key-v1 builders and the ``Kind`` record of the
``lookalike72`` corpus (memory notes of a developer at Sakura Kaigo Link, April 2035).

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike72:holdout:<kind>``.
Nothing here is a credential: vendor prefixes are joined from pieces where they are written,
and every key, token and password is drawn from that generator.
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
from datetime import UTC, datetime
from random import Random

HEX = "0123456789abcdef"
HEX_UP = HEX.upper()
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + DIGITS
UPPER_ALNUM = string.ascii_uppercase + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
# Symbols a person or a password manager puts in a password; none needs quoting in YAML,
# TOML, HCL, JSON, .env or a single-quoted shell word, and none is a Markdown table bar.
PASSWORD_CHARS = ALNUM + "!#%*+-.=?@^_~"
URL_PASSWORD_CHARS = ALNUM + "-_.~"

SECRET_N = 7
BENIGN_N = 11

APRIL_2035 = int(datetime(2035, 4, 1, tzinfo=UTC).timestamp())

FUKUOKA = ("tanaka", "yamaguchi", "nakamura", "ogata", "hirano")
BUSAN = ("minji", "seojun", "dohyun", "jiwoo", "hayoung")
FACILITIES = ("hakata-minami", "tenjin-day", "kurume-home", "haeundae-care", "seomyeon-day")

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = SECRET_N
    secrets: tuple[str, ...] = ()
    source: str = "written"


def secret_kind(
    kind: str, templates: tuple[str, ...], values: Values, secrets: tuple[str, ...]
) -> Kind:
    return Kind(kind, templates, values, n=SECRET_N, secrets=secrets)


def benign_kind(kind: str, templates: tuple[str, ...], values: Values) -> Kind:
    return Kind(kind, templates, values, n=BENIGN_N)


# --- plain values -------------------------------------------------------------------------


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


def b64_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def epoch(r: Random) -> int:
    """A second in April 2035 (UTC)."""
    return APRIL_2035 + r.randrange(30 * 86400)


def iso(r: Random) -> str:
    return datetime.fromtimestamp(epoch(r), UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def day(r: Random) -> str:
    return f"2035-04-{r.randint(1, 30):02d}"


def ulid(r: Random) -> str:
    value = ((epoch(r) * 1000 + r.randrange(1000)) << 80) | r.getrandbits(80)
    return "".join(CROCKFORD[(value >> (5 * i)) & 31] for i in reversed(range(26)))


def object_id(r: Random) -> str:
    return f"{epoch(r):08x}" + hexs(r, 16)


def yen(r: Random) -> str:
    return str(r.randrange(3, 400) * 110)


def won(r: Random) -> str:
    return str(r.randrange(5, 900) * 1000)


def aws_account(r: Random) -> str:
    return num(r, 12)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.split("\n"))


def escaped(text: str) -> str:
    """A multi-line value as JSON or a dotenv file writes it: literal ``\\n`` between lines."""
    return text.replace("\n", "\\n")


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def hmac_hex(r: Random, message: str) -> str:
    """An HMAC-SHA256 of one message under a key nobody sees (drawn and thrown away)."""
    return hmac.new(r.randbytes(32), message.encode(), hashlib.sha256).hexdigest()


def hmac_b64(r: Random, message: str) -> str:
    digest = hmac.new(r.randbytes(32), message.encode(), hashlib.sha256).digest()
    return base64.b64encode(digest).decode()


def sha256_hex(r: Random) -> str:
    return hashlib.sha256(r.randbytes(64)).hexdigest()


# --- DER, PEM and SSH structures ----------------------------------------------------------


def der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        head = bytes([n])
    else:
        size = n.to_bytes((n.bit_length() + 7) // 8, "big")
        head = bytes([0x80 | len(size)]) + size
    return bytes([tag]) + head + body


def der_uint(raw: bytes) -> bytes:
    """A non-negative INTEGER from big-endian bytes, minimally encoded."""
    raw = raw.lstrip(b"\0") or b"\0"
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return der(0x02, raw)


def seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


def _top(r: Random, n: int) -> bytes:
    raw = bytearray(r.randbytes(n))
    raw[0] |= 0x80
    return bytes(raw)


_RSA_ALG = seq(bytes.fromhex("06092a864886f70d010101"), b"\x05\x00")
_SHA256_RSA = seq(bytes.fromhex("06092a864886f70d01010b"), b"\x05\x00")
_EC_PUBLIC = bytes.fromhex("06072a8648ce3d0201")
_P256 = bytes.fromhex("06082a8648ce3d030107")


def rsa_pkcs1(r: Random, bits: int = 2048) -> bytes:
    """An RSAPrivateKey with the right shape: version, n, e, d, p, q, dp, dq, qinv."""
    k, h = bits // 8, bits // 16
    return seq(
        der_uint(b"\0"),
        der_uint(_top(r, k)),
        der_uint(b"\x01\x00\x01"),
        der_uint(r.randbytes(k)),
        der_uint(_top(r, h)),
        der_uint(_top(r, h)),
        der_uint(r.randbytes(h)),
        der_uint(r.randbytes(h)),
        der_uint(r.randbytes(h)),
    )


def pkcs8_rsa(r: Random) -> bytes:
    return seq(der_uint(b"\0"), _RSA_ALG, der(0x04, rsa_pkcs1(r)))


def _ec_point(r: Random) -> bytes:
    return der(0x03, b"\x00\x04" + r.randbytes(64))


def sec1_p256(r: Random) -> bytes:
    """An ``EC PRIVATE KEY`` (SEC 1) on P-256."""
    return seq(
        der(0x02, b"\x01"),
        der(0x04, r.randbytes(32)),
        der(0xA0, _P256),
        der(0xA1, _ec_point(r)),
    )


def pkcs8_p256(r: Random) -> bytes:
    """A PKCS#8 P-256 key, the shape of an APNs ``AuthKey_XXXX.p8``."""
    inner = seq(der(0x02, b"\x01"), der(0x04, r.randbytes(32)), der(0xA1, _ec_point(r)))
    return seq(der_uint(b"\0"), seq(_EC_PUBLIC, _P256), der(0x04, inner))


def spki_p256(r: Random) -> bytes:
    return seq(seq(_EC_PUBLIC, _P256), _ec_point(r))


def spki_rsa(r: Random) -> bytes:
    key = seq(der_uint(_top(r, 256)), der_uint(b"\x01\x00\x01"))
    return seq(_RSA_ALG, der(0x03, b"\x00" + key))


def _name(cn: str) -> bytes:
    return seq(der(0x31, seq(bytes.fromhex("0603550403"), der(0x0C, cn.encode()))))


def certificate(r: Random, subject: str, issuer: str) -> bytes:
    tbs = seq(
        der(0xA0, der_uint(b"\x02")),
        der_uint(r.randbytes(16)),
        _SHA256_RSA,
        _name(issuer),
        seq(der(0x17, b"350401000000Z"), der(0x17, b"360430235959Z")),
        _name(subject),
        spki_p256(r),
        der(
            0xA3,
            seq(seq(bytes.fromhex("0603551d0e"), der(0x04, der(0x04, r.randbytes(20))))),
        ),
    )
    return seq(tbs, _SHA256_RSA, der(0x03, b"\x00" + r.randbytes(256)))


def pem_body(raw: bytes, width: int = 64) -> str:
    return wrap(base64.b64encode(raw).decode(), width)


def pem(label: str, raw: bytes) -> str:
    return f"-----BEGIN {label}-----\n{pem_body(raw)}\n-----END {label}-----"


def _sshstr(raw: bytes) -> bytes:
    return struct.pack(">I", len(raw)) + raw


def ed25519_blob(r: Random) -> bytes:
    return _sshstr(b"ssh-ed25519") + _sshstr(r.randbytes(32))


def ecdsa_blob(r: Random) -> bytes:
    point = b"\x04" + r.randbytes(64)
    return _sshstr(b"ecdsa-sha2-nistp256") + _sshstr(b"nistp256") + _sshstr(point)


def ssh_public(blob: bytes) -> str:
    kind = blob[4 : 4 + struct.unpack(">I", blob[:4])[0]].decode()
    return f"{kind} {base64.b64encode(blob).decode()}"


def ssh_fingerprint(blob: bytes) -> str:
    return "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")


def openssh_ed25519(r: Random, comment: str) -> str:
    """The base64 body (70 columns) of an unencrypted ``openssh-key-v1`` ed25519 key."""
    seed, public = r.randbytes(32), r.randbytes(32)
    blob = _sshstr(b"ssh-ed25519") + _sshstr(public)
    check = r.randbytes(4)
    private = check + check + blob + _sshstr(seed + public) + _sshstr(comment.encode())
    private += bytes(range(1, 1 + (-len(private)) % 8))
    raw = (
        b"openssh-key-v1\0"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + struct.pack(">I", 1)
        + _sshstr(blob)
        + _sshstr(private)
    )
    return wrap(base64.b64encode(raw).decode(), 70)


# --- rendering and the secret rule --------------------------------------------------------


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive the scrubber.

    A one-line value is one secret. A multi-line key (real newlines, or the literal ``\\n``
    of a key inside JSON or a dotenv string) gives one secret per body line of 16 or more
    characters, stripped of indentation; ``-----BEGIN``/``-----END`` lines are never listed.
    """
    lines = value.replace("\\n", "\n").split("\n")
    if len(lines) == 1:
        found = [value]
    else:
        stripped = [line.strip() for line in lines]
        found = [s for s in stripped if len(s) >= 16 and not s.startswith("-----")]
    if not found or any(len(s) < 16 for s in found):
        raise AssertionError(f"{name}: a listed secret is shorter than 16 characters")
    return found
