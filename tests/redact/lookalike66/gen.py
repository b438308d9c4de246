"""Seeded value generators, the ``Kind`` record and the secret rule of ``lookalike66``.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike66:holdout:<kind>``.
Nothing here is a credential: vendor prefixes and PEM labels are joined from pieces, and every
key, token and password is drawn at build time.

Keys are built with a real structure: DER for PKCS#1 / PKCS#8 / SEC1 / SubjectPublicKeyInfo /
X.509, the ``openssh-key-v1`` layout for OpenSSH keys, with random bytes where the numbers go
(they are not valid keys, only shaped like them).
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
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
# Symbols that survive shell single quotes, YAML/JSON double quotes and Markdown tables.
PASSWORD_CHARS = ALNUM + "!#%*+-.=?@^_~"
URL_SAFE_PASSWORD_CHARS = ALNUM + "-_.~"

N_SECRET = 7
N_BENIGN = 11

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = N_BENIGN
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- the secret rule ---------------------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret. A multi-line key (real newlines, or ``\\n`` escapes
    as in a service-account JSON) gives one secret per body line of 16+ characters, stripped
    of indentation; BEGIN/END lines are never listed."""
    text = value.replace("\\n", "\n")
    if "\n" not in text.strip("\n"):
        return [value]
    out: list[str] = []
    for line in text.splitlines():
        body = line.strip()
        if body.startswith("-----") or len(body) < 16:
            continue
        out.append(body)
    return out


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- plain random values -----------------------------------------------------------------


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


# 2034-04-01T00:00:00Z, and a month after it.
_APRIL_2034 = 2027462400


def ts2034(r: Random) -> int:
    return _APRIL_2034 + r.randrange(30 * 86400)


def ulid(r: Random) -> str:
    ms = ts2034(r) * 1000 + r.randrange(1000)
    head = "".join(CROCKFORD[(ms >> (5 * i)) & 31] for i in range(9, -1, -1))
    return head + pick(r, CROCKFORD, 16)


def objectid(r: Random) -> str:
    return f"{r.randrange(0x65000000, 0x79000000):08x}" + hexs(r, 16)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.splitlines())


def password(r: Random, n: int = 20) -> str:
    """A generated password: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    """A password that needs no escaping inside a URL or a ``.pgpass`` line."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, URL_SAFE_PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_TR_WORDS = (
    "Yalikavak", "Gumusluk", "Turgutreis", "Gundogan", "Karaada", "Poyraz", "Lodos",
    "Palamar", "Iskele", "Yelken", "Kalyon", "Gulet", "Bitez", "Torba", "Kadirga",
)  # fmt: skip
_GR_WORDS = (
    "Pireas", "Kastella", "Kalamaki", "Flisvos", "Meltemi", "Thalassa", "Limani", "Kaiki",
    "Aigaio", "Spetses", "Aigina", "Poros", "Mikrolimano", "Votsalo", "Glaros",
)  # fmt: skip


def human_password(r: Random) -> str:
    """A password a person would pick: two place words, digits, a symbol; 16+ characters."""
    while True:
        w1 = r.choice(_TR_WORDS + _GR_WORDS)
        w2 = r.choice(_TR_WORDS + _GR_WORDS)
        sep = r.choice(("", ".", "-", "_", "#"))
        w2 = w2.upper() if r.random() < 0.2 else w2
        value = f"{w1}{sep}{w2}{num(r, r.choice((2, 3, 4)))}{r.choice('!?*.#%')}"
        if len(value) >= 16 and w1 != w2:
            return value


def iban(r: Random, country: str) -> str:
    """A syntactically valid IBAN (mod-97 check digits) for ``TR`` or ``GR``, grouped by 4."""
    if country == "TR":
        bban = pick(r, DIGITS, 5) + "0" + pick(r, DIGITS, 16)
    else:
        bban = pick(r, DIGITS, 7) + pick(r, DIGITS, 16)
    digits = "".join(str(int(c, 36)) for c in bban + country) + "00"
    check = 98 - int(digits) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


# --- DER, PEM and OpenSSH structure ---------------------------------------------------------


def der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        length = bytes([n])
    elif n < 0x100:
        length = bytes([0x81, n])
    else:
        length = bytes([0x82, n >> 8, n & 0xFF])
    return bytes([tag]) + length + body


def der_uint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0") or b"\0"
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return der(0x02, raw)


def seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


def _odd_top(r: Random, nbytes: int) -> bytes:
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    raw[-1] |= 1
    return bytes(raw)


NULL = b"\x05\x00"
OID_RSA = bytes.fromhex("06092a864886f70d010101")
OID_SHA256_RSA = bytes.fromhex("06092a864886f70d01010b")
OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_ECDSA_SHA256 = bytes.fromhex("06082a8648ce3d040302")
OID_ED25519 = bytes.fromhex("06032b6570")
OID_CN = bytes.fromhex("0603550403")
OID_O = bytes.fromhex("060355040a")
OID_C = bytes.fromhex("0603550406")
OID_SAN = bytes.fromhex("0603551d11")

_KEY = "KEY"
_PRIV = "PRIV" + "ATE "
RSA_PRIVATE_LABEL = "RSA " + _PRIV + _KEY
PKCS8_LABEL = _PRIV + _KEY
EC_PRIVATE_LABEL = "EC " + _PRIV + _KEY
OPENSSH_LABEL = "OPENSSH " + _PRIV + _KEY


def pem(label: str, der_bytes: bytes) -> str:
    body = wrap(base64.b64encode(der_bytes).decode(), 64)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def rsa_pkcs1_der(r: Random, bits: int = 2048) -> bytes:
    k = bits // 8
    h = k // 2
    return seq(
        der_uint(b"\0"),
        der_uint(_odd_top(r, k)),
        der_uint(b"\x01\x00\x01"),
        der_uint(r.randbytes(k)),
        der_uint(_odd_top(r, h)),
        der_uint(_odd_top(r, h)),
        der_uint(r.randbytes(h)),
        der_uint(r.randbytes(h)),
        der_uint(r.randbytes(h)),
    )


def rsa_pkcs8_der(r: Random, bits: int = 2048) -> bytes:
    return seq(der_uint(b"\0"), seq(OID_RSA, NULL), der(0x04, rsa_pkcs1_der(r, bits)))


def _ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_pkcs8_der(r: Random) -> bytes:
    """A P-256 key as Apple ships an APNs ``AuthKey_*.p8`` (PKCS#8 with the public point)."""
    inner = seq(
        der_uint(b"\x01"), der(0x04, r.randbytes(32)), der(0xA1, der(0x03, b"\0" + _ec_point(r)))
    )
    return seq(der_uint(b"\0"), seq(OID_EC, OID_P256), der(0x04, inner))


def ec_sec1_der(r: Random) -> bytes:
    return seq(
        der_uint(b"\x01"),
        der(0x04, r.randbytes(32)),
        der(0xA0, OID_P256),
        der(0xA1, der(0x03, b"\0" + _ec_point(r))),
    )


def ed25519_pkcs8_der(r: Random) -> bytes:
    return seq(der_uint(b"\0"), seq(OID_ED25519), der(0x04, der(0x04, r.randbytes(32))))


def rsa_spki_der(r: Random, bits: int = 2048) -> bytes:
    key = seq(der_uint(_odd_top(r, bits // 8)), der_uint(b"\x01\x00\x01"))
    return seq(seq(OID_RSA, NULL), der(0x03, b"\0" + key))


def ec_spki_der(r: Random) -> bytes:
    return seq(seq(OID_EC, OID_P256), der(0x03, b"\0" + _ec_point(r)))


def _name(*pairs: tuple[bytes, str]) -> bytes:
    return seq(*(der(0x31, seq(oid, der(0x0C, value.encode()))) for oid, value in pairs))


def _utc(r: Random, year: int) -> bytes:
    month, day = r.randint(1, 12), r.randint(1, 28)
    hh, mm, ss = r.randrange(24), r.randrange(60), r.randrange(60)
    return der(0x17, f"{year % 100:02d}{month:02d}{day:02d}{hh:02d}{mm:02d}{ss:02d}Z".encode())


def certificate_der(r: Random, cn: str, org: str, issuer: str, rsa: bool = False) -> bytes:
    """An X.509 v3 certificate: real field layout, random key and signature bytes."""
    if rsa:
        alg, spki = seq(OID_SHA256_RSA, NULL), rsa_spki_der(r)
        signature = r.randbytes(256)
    else:
        alg, spki = seq(OID_ECDSA_SHA256), ec_spki_der(r)
        signature = seq(der_uint(r.randbytes(32)), der_uint(r.randbytes(32)))
    san = seq(seq(OID_SAN, der(0x04, seq(der(0x82, cn.encode()), der(0x82, b"*." + cn.encode())))))
    tbs = seq(
        der(0xA0, der_uint(b"\x02")),
        der_uint(r.randbytes(16)),
        alg,
        _name(
            (OID_C, "TR" if issuer == "Kamu SM" else "US"),
            (OID_O, issuer),
            (OID_CN, issuer + " CA"),
        ),
        seq(_utc(r, 2034), _utc(r, 2035 + r.randrange(3))),
        _name((OID_O, org), (OID_CN, cn)),
        spki,
        der(0xA3, san),
    )
    return seq(tbs, alg, der(0x03, b"\0" + signature))


def _ssh_str(raw: bytes) -> bytes:
    return struct.pack(">I", len(raw)) + raw


def _ssh_mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0")
    if raw and raw[0] & 0x80:
        raw = b"\0" + raw
    return _ssh_str(raw)


def _ssh_key_parts(r: Random, keytype: str) -> tuple[bytes, bytes]:
    """The public blob and the private fields of an OpenSSH key of ``keytype``."""
    if keytype == "ssh-ed25519":
        pk, seed = r.randbytes(32), r.randbytes(32)
        public = _ssh_str(b"ssh-ed25519") + _ssh_str(pk)
        return public, public + _ssh_str(seed + pk)
    if keytype == "ecdsa-sha2-nistp256":
        public = _ssh_str(keytype.encode()) + _ssh_str(b"nistp256") + _ssh_str(_ec_point(r))
        return public, public + _ssh_mpint(r.randbytes(32))
    n, e = _odd_top(r, 256), b"\x01\x00\x01"
    public = _ssh_str(b"ssh-rsa") + _ssh_mpint(e) + _ssh_mpint(n)
    private = _ssh_str(b"ssh-rsa") + _ssh_mpint(n) + _ssh_mpint(e) + _ssh_mpint(r.randbytes(256))
    private += _ssh_mpint(r.randbytes(128)) + _ssh_mpint(_odd_top(r, 128))
    return public, private + _ssh_mpint(_odd_top(r, 128))


def openssh_private(r: Random, keytype: str, comment: str) -> str:
    """An unencrypted ``openssh-key-v1`` private key, base64 wrapped at 70 like ssh-keygen."""
    public, private = _ssh_key_parts(r, keytype)
    check = r.randbytes(4)
    body = check + check + private + _ssh_str(comment.encode())
    pad = 1
    while len(body) % 8:
        body += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\0" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"")
    blob += struct.pack(">I", 1) + _ssh_str(public) + _ssh_str(body)
    text = wrap(base64.b64encode(blob).decode(), 70)
    return f"-----BEGIN {OPENSSH_LABEL}-----\n{text}\n-----END {OPENSSH_LABEL}-----"


def ssh_public(r: Random, keytype: str) -> str:
    """``<type> <base64 blob>`` as in ``authorized_keys`` or ``known_hosts``."""
    public, _ = _ssh_key_parts(r, keytype)
    return f"{keytype} {base64.b64encode(public).decode()}"


def ssh_fingerprint(r: Random) -> str:
    return "SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("=")


def md5_fingerprint(r: Random) -> str:
    return ":".join(f"{b:02x}" for b in r.randbytes(16))
