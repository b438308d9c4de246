"""Seeded value generators and the ``Kind`` record of the ``lookalike82`` corpus.

Setting: memory notes kept in June 2037 for a full-stack developer at Fernbank Health, an
invented UK-Irish physiotherapy booking and clinical-notes SaaS (Leeds, with a team in Cork).

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike82:holdout:<kind>``.
Nothing here is a credential: vendor prefixes are joined from pieces where they are written,
and every key body is random bytes laid out in the real DER / ``openssh-key-v1`` structure.
"""

from __future__ import annotations

import base64
import hashlib
import json
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE_PW = ALNUM + "-_.~!*"

Values = Callable[[Random], dict[str, str]]

# People and places of the setting, used to vary texts.
PEOPLE = (
    "Aoife",
    "Siobhán",
    "Ciarán",
    "Niamh",
    "Gráinne",
    "Tom",
    "Priya",
    "Callum",
    "Dev",
    "Oisín",
    "Bethany",
    "Rhys",
    "Eilís",
    "Mo",
)
CLINICS = (
    "Headingley",
    "Chapel Allerton",
    "Roundhay",
    "Horsforth",
    "Kirkstall",
    "Ballincollig",
    "Douglas",
    "Blackpool (Cork)",
    "Wilton",
    "Mahon Point",
)
ENVS = ("prod", "stg", "dev", "uat")
REGIONS = ("uks", "ukw", "neu", "weu")
_WORDS = (
    "Hamstring",
    "Meniscus",
    "Lumbar",
    "Wharfedale",
    "Shandon",
    "Kinsale",
    "Otley",
    "Ilkley",
    "Blarney",
    "Quadricep",
    "Rotator",
    "Kirkgate",
    "Lee",
    "Aire",
    "Tendon",
    "Patella",
    "Gaelic",
    "Yorkshire",
)


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


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    return r.choice("01") + pick(r, CROCKFORD, 25)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, pad: str) -> str:
    return "\n".join(pad + line for line in text.splitlines())


def day(r: Random) -> str:
    return f"2037-{r.randint(1, 6):02d}-{r.randint(1, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A generated password: letters, digits, a few symbols, starting with a letter."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def human_password(r: Random) -> str:
    """A password a person would pick: words, a symbol, digits; 16+ characters."""
    while True:
        value = (
            r.choice(_WORDS)
            + r.choice("!-_.#@")
            + r.choice(_WORDS).lower()
            + num(r, r.choice((2, 3, 4)))
            + r.choice(("", "!", "?", "$"))
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
    """The secret rule: a one-line value is one secret; a multi-line key gives one secret
    per body line of 16+ characters, stripped of indentation (BEGIN/END lines never)."""
    if "\n" not in value:
        found = [value]
    else:
        found = []
        for line in value.splitlines():
            body = line.strip()
            if body.startswith("-----") or len(body) < 16:
                continue
            found.append(body)
    if any(len(s) < 16 for s in found):
        raise AssertionError(f"{name}: a listed secret is shorter than 16 characters")
    return found


# --- DER (ASN.1) pieces -------------------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def der_seq(*parts: bytes) -> bytes:
    return tlv(0x30, b"".join(parts))


def der_uint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0") or b"\0"
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return tlv(0x02, raw)


def der_small(n: int) -> bytes:
    return der_uint(n.to_bytes(4, "big"))


def der_oid(dotted: str) -> bytes:
    parts = [int(p) for p in dotted.split(".")]
    out = bytearray([parts[0] * 40 + parts[1]])
    for p in parts[2:]:
        chunk = [p & 0x7F]
        p >>= 7
        while p:
            chunk.append(0x80 | (p & 0x7F))
            p >>= 7
        out.extend(reversed(chunk))
    return tlv(0x06, bytes(out))


DER_NULL = b"\x05\x00"
OID_RSA = "1.2.840.113549.1.1.1"
OID_SHA256_RSA = "1.2.840.113549.1.1.11"
OID_EC = "1.2.840.10045.2.1"
OID_P256 = "1.2.840.10045.3.1.7"


def _big(r: Random, nbytes: int, odd: bool = False) -> bytes:
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    if odd:
        raw[-1] |= 1
    return bytes(raw)


@dataclass(frozen=True)
class RsaNumbers:
    n: bytes
    d: bytes
    p: bytes
    q: bytes
    dp: bytes
    dq: bytes
    qinv: bytes


def rsa_numbers(r: Random, bits: int = 2048) -> RsaNumbers:
    half = bits // 16
    return RsaNumbers(
        n=_big(r, bits // 8, odd=True),
        d=r.randbytes(bits // 8),
        p=_big(r, half, odd=True),
        q=_big(r, half, odd=True),
        dp=r.randbytes(half),
        dq=r.randbytes(half),
        qinv=r.randbytes(half),
    )


E65537 = (65537).to_bytes(3, "big")


def rsa_pkcs1_der(k: RsaNumbers) -> bytes:
    return der_seq(
        der_small(0),
        der_uint(k.n),
        der_uint(E65537),
        der_uint(k.d),
        der_uint(k.p),
        der_uint(k.q),
        der_uint(k.dp),
        der_uint(k.dq),
        der_uint(k.qinv),
    )


def rsa_pkcs8_der(k: RsaNumbers) -> bytes:
    return der_seq(der_small(0), der_seq(der_oid(OID_RSA), DER_NULL), tlv(0x04, rsa_pkcs1_der(k)))


def rsa_spki_der(n: bytes) -> bytes:
    inner = der_seq(der_uint(n), der_uint(E65537))
    return der_seq(der_seq(der_oid(OID_RSA), DER_NULL), tlv(0x03, b"\0" + inner))


def ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_sec1_der(r: Random) -> bytes:
    return der_seq(
        der_small(1),
        tlv(0x04, r.randbytes(32)),
        tlv(0xA0, der_oid(OID_P256)),
        tlv(0xA1, tlv(0x03, b"\0" + ec_point(r))),
    )


def ec_pkcs8_der(r: Random) -> bytes:
    inner = der_seq(
        der_small(1), tlv(0x04, r.randbytes(32)), tlv(0xA1, tlv(0x03, b"\0" + ec_point(r)))
    )
    return der_seq(der_small(0), der_seq(der_oid(OID_EC), der_oid(OID_P256)), tlv(0x04, inner))


def ec_spki_der(r: Random) -> bytes:
    return der_seq(der_seq(der_oid(OID_EC), der_oid(OID_P256)), tlv(0x03, b"\0" + ec_point(r)))


def _name(org: str, cn: str) -> bytes:
    def rdn(oid: str, tag: int, value: str) -> bytes:
        return tlv(0x31, der_seq(der_oid(oid), tlv(tag, value.encode())))

    return der_seq(rdn("2.5.4.6", 0x13, "GB"), rdn("2.5.4.10", 0x0C, org), rdn("2.5.4.3", 0x0C, cn))


def certificate_der(r: Random, cn: str, issuer: str) -> bytes:
    """A public X.509 certificate laid out as DER, with random key and signature bytes."""
    ski = r.randbytes(20)
    exts = der_seq(
        der_seq(der_oid("2.5.29.14"), tlv(0x04, tlv(0x04, ski))),
        der_seq(der_oid("2.5.29.35"), tlv(0x04, der_seq(tlv(0x80, r.randbytes(20))))),
        der_seq(der_oid("2.5.29.19"), tlv(0x04, der_seq())),
    )
    year = r.randint(35, 37)
    tbs = der_seq(
        tlv(0xA0, der_small(2)),
        der_uint(r.randbytes(16)),
        der_seq(der_oid(OID_SHA256_RSA), DER_NULL),
        _name(issuer, issuer + " Issuing CA 02"),
        der_seq(
            tlv(0x17, f"{year}{r.randint(1, 12):02d}0{r.randint(1, 9)}093000Z".encode()),
            tlv(0x17, f"{year + 1}{r.randint(1, 12):02d}1{r.randint(0, 9)}093000Z".encode()),
        ),
        _name("Fernbank Health Ltd", cn),
        rsa_spki_der(_big(r, 256, odd=True)),
        tlv(0xA3, exts),
    )
    return der_seq(
        tbs, der_seq(der_oid(OID_SHA256_RSA), DER_NULL), tlv(0x03, b"\0" + r.randbytes(256))
    )


def pem_body(der: bytes, width: int = 64) -> str:
    return wrap(base64.b64encode(der).decode(), width)


# --- OpenSSH wire format --------------------------------------------------------------------


def sstr(raw: bytes) -> bytes:
    return len(raw).to_bytes(4, "big") + raw


def mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0")
    if raw and raw[0] & 0x80:
        raw = b"\0" + raw
    return sstr(raw)


def _openssh_blob(public: bytes, private: bytes, comment: str, r: Random) -> bytes:
    check = r.randbytes(4)
    section = check + check + private + sstr(comment.encode())
    pad = 1
    while len(section) % 8:
        section += bytes([pad])
        pad += 1
    return (
        b"openssh-key-v1\0"
        + sstr(b"none")
        + sstr(b"none")
        + sstr(b"")
        + (1).to_bytes(4, "big")
        + sstr(public)
        + sstr(section)
    )


def openssh_ed25519_body(r: Random, comment: str) -> str:
    pk, sk = r.randbytes(32), r.randbytes(32)
    public = sstr(b"ssh-ed25519") + sstr(pk)
    private = sstr(b"ssh-ed25519") + sstr(pk) + sstr(sk + pk)
    return pem_body(_openssh_blob(public, private, comment, r), 70)


def openssh_rsa_body(r: Random, comment: str, bits: int = 3072) -> str:
    k = rsa_numbers(r, bits)
    public = sstr(b"ssh-rsa") + mpint(E65537) + mpint(k.n)
    private = (
        sstr(b"ssh-rsa")
        + mpint(k.n)
        + mpint(E65537)
        + mpint(k.d)
        + mpint(k.qinv)
        + mpint(k.p)
        + mpint(k.q)
    )
    return pem_body(_openssh_blob(public, private, comment, r), 70)


def ssh_ed25519_public(r: Random) -> tuple[str, str]:
    """An ``ssh-ed25519`` public key blob (base64) and its real SHA256 fingerprint."""
    blob = sstr(b"ssh-ed25519") + sstr(r.randbytes(32))
    fp = base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")
    return base64.b64encode(blob).decode(), "SHA256:" + fp


def ssh_rsa_public(r: Random, bits: int = 3072) -> str:
    blob = sstr(b"ssh-rsa") + mpint(E65537) + mpint(_big(r, bits // 8, odd=True))
    return base64.b64encode(blob).decode()


def jwt_rs256(r: Random, header: dict[str, object], claims: dict[str, object]) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, 256)}"
