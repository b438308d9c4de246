"""Seeded value generators, the ``Kind`` record and the secret rule of ``lookalike88``.

Setting: memory notes kept for a backend engineer at Ledgerly Lending, an invented US
consumer-lending fintech (Chicago, remote colleagues in Denver), August 2038. A template
holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per field from
the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike88:holdout:<kind>``.

Key material is random bytes laid out in real DER / ``openssh-key-v1`` structure, so the
text looks like the real thing; nothing here is a working credential. The secret kinds join
vendor prefixes from pieces so that no literal in the source is a credential.
"""

from __future__ import annotations

import base64
import gzip
import json
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE = ALNUM + "-_.~"

SECRET_N = 7
BENIGN_N = 11

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = BENIGN_N
    secrets: tuple[str, ...] = ()
    source: str = "written"


def secret_kind(kind: str, templates: tuple[str, ...], values: Values, *names: str) -> Kind:
    """A secret kind: ``SECRET_N`` cases, ``names`` the fields that must not survive."""
    return Kind(kind, templates, values, n=SECRET_N, secrets=names)


def secrets_of(name: str, value: str) -> list[str]:
    """The secret rule: a one-line value is one secret; a multi-line key gives one secret per
    body line of 16+ characters, stripped of indentation (BEGIN/END lines never listed)."""
    if "\n" not in value:
        return [value]
    out: list[str] = []
    for line in value.split("\n"):
        body = line.strip()
        if len(body) >= 16 and not body.startswith("-----"):
            out.append(body)
    return out


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- plain random values -------------------------------------------------------------------


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


def b64url_raw(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def b64url_json(value: object) -> str:
    return b64url_raw(json.dumps(value, separators=(",", ":")).encode())


def gzip_b64(text: str) -> str:
    return base64.b64encode(gzip.compress(text.encode(), mtime=0)).decode()


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.split("\n"))


def ts(r: Random) -> int:
    """A Unix time in August 2038 (past 2**31, as every timestamp of the setting is)."""
    return r.randint(2164160000, 2166830000)


def day(r: Random) -> str:
    return f"{r.randint(1, 31):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def iso(r: Random) -> str:
    return f"2038-08-{day(r)}T{clock(r)}.{r.randint(0, 999):03d}Z"


def ulid(r: Random) -> str:
    ms = ts(r) * 1000 + r.randint(0, 999)
    head = "".join(CROCKFORD[(ms >> shift) & 31] for shift in range(45, -1, -5))
    return head + pick(r, CROCKFORD, 16)


def account_id(r: Random) -> str:
    return num(r, 12)


WHO = ("priya", "marcus", "dana", "tomas", "keisha", "ravi", "jen", "olu", "sam", "hector")
NAMES = ("Priya", "Marcus", "Dana", "Tomás", "Keisha", "Ravi", "Jen", "Olu", "Sam", "Héctor")


def who(r: Random) -> str:
    return r.choice(WHO)


def name(r: Random) -> str:
    return r.choice(NAMES)


def ticket(r: Random) -> str:
    return num(r, 4)


def aurora_host(r: Random) -> str:
    env = r.choice(("prod", "prod", "stg", "prod-reader"))
    return f"ledgerly-{env}.cluster-{pick(r, LOWER_ALNUM, 12)}.us-east-2.rds.amazonaws.com"


# --- passwords -----------------------------------------------------------------------------

WORDS = (
    "Wrigley",
    "Lakeshore",
    "Pilsen",
    "Ravenswood",
    "Broncos",
    "Aspen",
    "Deepdish",
    "Larimer",
    "Midway",
    "Bucktown",
    "Colfax",
    "Redline",
    "Pikes",
    "Ohare",
    "Hyde",
    "Kedzie",
    "Sloans",
    "Rockies",
)


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A generated password: letters, digits and (by default) a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def passphrase(r: Random) -> str:
    """A password a person would pick: words, a number, maybe a symbol; 16+ characters."""
    while True:
        sep = r.choice("-_.")
        words = [r.choice(WORDS) for _ in range(r.choice((2, 3)))]
        value = sep.join(words) + sep + num(r, r.choice((2, 4))) + r.choice(("!", "?", "#", ""))
        if len(value) >= 16:
            return value


# --- DER -----------------------------------------------------------------------------------


def der(tag: int, body: bytes) -> bytes:
    size = len(body)
    if size < 0x80:
        head = bytes([size])
    else:
        raw = size.to_bytes((size.bit_length() + 7) // 8, "big")
        head = bytes([0x80 | len(raw)]) + raw
    return bytes([tag]) + head + body


def seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


def der_int(value: int) -> bytes:
    return der(0x02, value.to_bytes(value.bit_length() // 8 + 1, "big"))


def oid(dotted: str) -> bytes:
    nums = [int(x) for x in dotted.split(".")]
    body = bytearray([40 * nums[0] + nums[1]])
    for value in nums[2:]:
        chunk = [value & 0x7F]
        value >>= 7
        while value:
            chunk.append(0x80 | (value & 0x7F))
            value >>= 7
        body.extend(reversed(chunk))
    return der(0x06, bytes(body))


NULL = b"\x05\x00"
RSA_ALG = seq(oid("1.2.840.113549.1.1.1"), NULL)
P256 = oid("1.2.840.10045.3.1.7")
EC_ALG = seq(oid("1.2.840.10045.2.1"), P256)
SHA256_RSA = seq(oid("1.2.840.113549.1.1.11"), NULL)
ECDSA_SHA256 = seq(oid("1.2.840.10045.4.3.2"))


def rand_int(r: Random, bits: int, top: bool = True) -> int:
    value = r.getrandbits(bits)
    return value | (1 << (bits - 1)) if top else value


def rsa_pkcs1(r: Random, bits: int = 2048) -> bytes:
    """RSAPrivateKey (PKCS#1) laid out with random integers of the right sizes."""
    half = bits // 2
    ints = [0, rand_int(r, bits), 65537, rand_int(r, bits, top=False)]
    ints += [rand_int(r, half) | 1, rand_int(r, half) | 1]
    ints += [rand_int(r, half, top=False) for _ in range(3)]
    return seq(*(der_int(v) for v in ints))


def rsa_pkcs8(r: Random, bits: int = 2048) -> bytes:
    return seq(der_int(0), RSA_ALG, der(0x04, rsa_pkcs1(r, bits)))


def ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_sec1(r: Random) -> bytes:
    """ECPrivateKey (SEC1) on P-256 with its public point."""
    point = der(0xA1, der(0x03, b"\x00" + ec_point(r)))
    return seq(der_int(1), der(0x04, r.randbytes(32)), der(0xA0, P256), point)


def ec_pkcs8(r: Random) -> bytes:
    inner = seq(der_int(1), der(0x04, r.randbytes(32)), der(0xA1, der(0x03, b"\x00" + ec_point(r))))
    return seq(der_int(0), EC_ALG, der(0x04, inner))


def rsa_spki(r: Random, bits: int = 2048) -> bytes:
    key = seq(der_int(rand_int(r, bits)), der_int(65537))
    return seq(RSA_ALG, der(0x03, b"\x00" + key))


def ec_spki(r: Random) -> bytes:
    return seq(EC_ALG, der(0x03, b"\x00" + ec_point(r)))


def _rdn(dotted: str, value: str, tag: int = 0x0C) -> bytes:
    return der(0x31, seq(oid(dotted), der(tag, value.encode())))


def _x509_name(cn: str, org: str) -> bytes:
    return seq(_rdn("2.5.4.6", "US", 0x13), _rdn("2.5.4.10", org), _rdn("2.5.4.3", cn))


def certificate(r: Random, cn: str, issuer: str, org: str, ec: bool = False) -> bytes:
    """An X.509 v3 certificate shape: tbs, algorithm, signature (random bytes)."""
    alg = ECDSA_SHA256 if ec else SHA256_RSA
    start = f"38{r.randint(1, 8):02d}{r.randint(1, 28):02d}{r.randint(0, 23):02d}0000Z"
    end = f"{r.choice((39, 40))}{r.randint(1, 12):02d}{r.randint(1, 28):02d}235959Z"
    validity = seq(der(0x17, start.encode()), der(0x17, end.encode()))
    serial = der_int(rand_int(r, 127))
    spki = ec_spki(r) if ec else rsa_spki(r)
    tbs = seq(
        der(0xA0, der_int(2)),
        serial,
        alg,
        _x509_name(issuer, org),
        validity,
        _x509_name(cn, org),
        spki,
    )
    signature = (
        seq(der_int(rand_int(r, 256)), der_int(rand_int(r, 255))) if ec else r.randbytes(256)
    )
    return seq(tbs, alg, der(0x03, b"\x00" + signature))


def pem_body(data: bytes, width: int = 64) -> str:
    return wrap(base64.b64encode(data).decode(), width)


# --- SSH -----------------------------------------------------------------------------------


def sshstr(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _mpint(data: bytes) -> bytes:
    return sshstr(b"\x00" + data if data[0] & 0x80 else data)


def _ssh_key(r: Random, ecdsa: bool) -> tuple[bytes, bytes]:
    """The public blob and the private fields of an ed25519 or nistp256 key."""
    if ecdsa:
        point = ec_point(r)
        pub = sshstr(b"ecdsa-sha2-nistp256") + sshstr(b"nistp256") + sshstr(point)
        return pub, pub + _mpint(r.randbytes(32))
    pk = r.randbytes(32)
    pub = sshstr(b"ssh-ed25519") + sshstr(pk)
    return pub, pub + sshstr(r.randbytes(32) + pk)


def openssh_private(r: Random, comment: str, ecdsa: bool = False) -> str:
    """The base64 body of an unencrypted ``openssh-key-v1`` private key, wrapped at 70."""
    pub, fields = _ssh_key(r, ecdsa)
    check = r.randbytes(4)
    private = check + check + fields + sshstr(comment.encode())
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"")
    blob += struct.pack(">I", 1) + sshstr(pub) + sshstr(private)
    return wrap(base64.b64encode(blob).decode(), 70)


def ssh_public(r: Random, ecdsa: bool = False) -> str:
    """The base64 part of an ``authorized_keys`` line."""
    pub, _ = _ssh_key(r, ecdsa)
    return base64.b64encode(pub).decode()


def ssh_fingerprint(r: Random) -> str:
    return "SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("=")


# --- tokens --------------------------------------------------------------------------------


def jwt(header: dict[str, object], claims: dict[str, object], signature: bytes) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url_raw(signature)}"
