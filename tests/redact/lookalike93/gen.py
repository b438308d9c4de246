"""Seeded value generators, DER/OpenSSH builders and the ``Kind`` record of ``lookalike93``.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike93:holdout:<kind>``.
Nothing here is a credential: vendor prefixes are joined from pieces where written at all,
and every key is random bytes laid out in the structure its format has (PKCS#1, PKCS#8,
SEC1, X.509, SubjectPublicKeyInfo, ``openssh-key-v1``).
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
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~&$"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


def secrets_of(name: str, value: str) -> list[str]:
    """The corpus's secret rule: a one-line value is one secret; a multi-line value (a key
    body) gives one secret per line of 16+ characters, stripped of indentation, and
    ``-----BEGIN``/``-----END`` lines are never listed."""
    if "\n" not in value:
        return [value]
    out: list[str] = []
    for line in value.splitlines():
        line = line.strip()
        if len(line) >= 16 and not line.startswith("-----"):
            out.append(line)
    return out


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
    raw = json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    return "01" + pick(r, "HJ", 1) + pick(r, CROCKFORD, 23)


def object_id(r: Random) -> str:
    return format(r.randint(0x7A000000, 0x7FFFFFFF), "08x") + hexs(r, 16)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, pad: str) -> str:
    return "\n".join(pad + line for line in text.splitlines())


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def human_password(r: Random) -> str:
    """A password a person chose: words, a year, a symbol (16+ characters)."""
    words = ("Qianhai", "Shekou", "Nanshan", "Xixi", "Maker", "Export", "Lychee", "Dragon")
    tail = ("Harbor", "Tiger", "Panda", "Sunrise", "Bamboo", "Kite", "Lantern", "River")
    while True:
        value = (
            r.choice(words)
            + r.choice(("@", "#", "!", "_", "."))
            + r.choice(tail)
            + str(r.randint(2031, 2039))
            + r.choice(("!", "$", "%", "&", "*", "?"))
            + pick(r, ALNUM, r.randint(2, 5))
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


def date2039(r: Random) -> str:
    return f"2039-05-{r.randint(1, 28):02d}"


def hhmmss(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


# --- DER ------------------------------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def seq(*parts: bytes) -> bytes:
    return tlv(0x30, b"".join(parts))


def der_set(*parts: bytes) -> bytes:
    return tlv(0x31, b"".join(parts))


def der_int(value: int | bytes) -> bytes:
    raw = (
        value
        if isinstance(value, bytes)
        else value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big")
    )
    raw = raw.lstrip(b"\x00") or b"\x00"
    if raw[0] & 0x80:
        raw = b"\x00" + raw
    return tlv(0x02, raw)


def octets(body: bytes) -> bytes:
    return tlv(0x04, body)


def bits(body: bytes) -> bytes:
    return tlv(0x03, b"\x00" + body)


NULL = b"\x05\x00"


def oid(dotted: str) -> bytes:
    nums = [int(x) for x in dotted.split(".")]
    out = bytearray([40 * nums[0] + nums[1]])
    for n in nums[2:]:
        chunk = [n & 0x7F]
        n >>= 7
        while n:
            chunk.append(0x80 | (n & 0x7F))
            n >>= 7
        out.extend(reversed(chunk))
    return tlv(0x06, bytes(out))


RSA_ENC = "1.2.840.113549.1.1.1"
SHA256_RSA = "1.2.840.113549.1.1.11"
EC_PUBLIC = "1.2.840.10045.2.1"
P256 = "1.2.840.10045.3.1.7"
SM2 = "1.2.156.10197.1.301"


def _big(r: Random, nbits: int) -> int:
    return r.getrandbits(nbits) | (1 << (nbits - 1)) | 1


def rsa_pkcs1(r: Random, nbits: int = 2048) -> bytes:
    """An RSAPrivateKey laid out as PKCS#1 with random numbers of the right sizes."""
    half = nbits // 2
    fields = [
        0,
        _big(r, nbits),
        65537,
        r.getrandbits(nbits - 2) | (1 << (nbits - 3)),
        _big(r, half),
        _big(r, half),
        r.getrandbits(half - 1) | 1,
        r.getrandbits(half - 1) | 1,
        r.getrandbits(half - 1) | 1,
    ]
    return seq(*(der_int(f) for f in fields))


def rsa_pkcs8(r: Random, nbits: int = 2048) -> bytes:
    return seq(der_int(0), seq(oid(RSA_ENC), NULL), octets(rsa_pkcs1(r, nbits)))


def rsa_spki(r: Random, nbits: int = 2048) -> bytes:
    return seq(seq(oid(RSA_ENC), NULL), bits(seq(der_int(_big(r, nbits)), der_int(65537))))


def ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_sec1(r: Random, curve: str = P256) -> bytes:
    return seq(
        der_int(1),
        octets(r.randbytes(32)),
        tlv(0xA0, oid(curve)),
        tlv(0xA1, bits(ec_point(r))),
    )


def ec_pkcs8(r: Random, curve: str = P256) -> bytes:
    inner = seq(der_int(1), octets(r.randbytes(32)), tlv(0xA1, bits(ec_point(r))))
    return seq(der_int(0), seq(oid(EC_PUBLIC), oid(curve)), octets(inner))


def ec_spki(r: Random, curve: str = P256) -> bytes:
    return seq(seq(oid(EC_PUBLIC), oid(curve)), bits(ec_point(r)))


def _name(pairs: tuple[tuple[str, str], ...]) -> bytes:
    rdns = [der_set(seq(oid(o), tlv(0x0C, v.encode()))) for o, v in pairs]
    return seq(*rdns)


def x509_cert(r: Random, subject: tuple[tuple[str, str], ...], issuer_cn: str) -> bytes:
    """A certificate with the X.509 v3 layout: random serial, RSA key and signature."""
    issuer = (("2.5.4.6", "CN"), ("2.5.4.10", "Tenpay.com"), ("2.5.4.3", issuer_cn))
    start = f"39{r.randint(1, 4):02d}{r.randint(1, 28):02d}0{r.randint(0, 9)}0000Z"
    end = f"44{r.randint(1, 4):02d}{r.randint(1, 28):02d}0{r.randint(0, 9)}0000Z"
    tbs = seq(
        tlv(0xA0, der_int(2)),
        der_int(r.randbytes(20)),
        seq(oid(SHA256_RSA), NULL),
        _name(issuer),
        seq(tlv(0x17, start.encode()), tlv(0x17, end.encode())),
        _name(subject),
        rsa_spki(r),
    )
    return seq(tbs, seq(oid(SHA256_RSA), NULL), bits(r.randbytes(256)))


def pem_body(der: bytes) -> str:
    return wrap(base64.b64encode(der).decode(), 64)


def one_line(der: bytes) -> str:
    return base64.b64encode(der).decode()


# --- SSH ------------------------------------------------------------------------------


def _sshstr(data: bytes | str) -> bytes:
    raw = data.encode() if isinstance(data, str) else data
    return struct.pack(">I", len(raw)) + raw


def ssh_ed25519_pub(r: Random) -> str:
    return "ssh-ed25519 " + b64_of(_sshstr("ssh-ed25519") + _sshstr(r.randbytes(32)))


def openssh_ed25519_private(r: Random, comment: str) -> str:
    """The body of an unencrypted ``openssh-key-v1`` ed25519 key, wrapped at 70."""
    pub = r.randbytes(32)
    seed = r.randbytes(32)
    pub_blob = _sshstr("ssh-ed25519") + _sshstr(pub)
    check = r.randbytes(4)
    priv = check + check + _sshstr("ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub)
    priv += _sshstr(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + _sshstr("none") + _sshstr("none") + _sshstr(b"")
    blob += struct.pack(">I", 1) + _sshstr(pub_blob) + _sshstr(priv)
    return wrap(base64.b64encode(blob).decode(), 70)


BEGIN = "-----BEGIN "
END = "-----END "
