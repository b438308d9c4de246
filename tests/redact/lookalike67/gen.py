"""Seeded value generators, the ``Kind`` record and the secret rule of ``lookalike67``.

Setting: June 2034, memory notes of a platform engineer at Saimaa Mobility Oy (invented
e-scooter and bike-sharing operator, Tampere, with a team in Tartu). A template holds fields
written ``⟨name⟩``; a kind's ``values`` function draws every field from the
``random.Random`` that ``KindCorpus`` seeds with ``lookalike67:holdout:<kind>``.

Nothing in this file is a credential. Vendor prefixes are joined from pieces where they are
written at all, and every key body is random bytes laid out in the real structure (DER for
PEM keys and certificates, ``openssh-key-v1`` for OpenSSH keys).
"""

from __future__ import annotations

import base64
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
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
B32 = UPPER + "234567"
PASSWORD_CHARS = ALNUM + "!%*+-.:=?@^_~"
URL_SAFE_PASSWORD_CHARS = ALNUM + "-_.~"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- the secret rule --------------------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key gives one secret per body line of
    16+ characters, stripped of indentation (BEGIN/END armour lines are never listed)."""
    if "\n" not in value:
        if len(value) < 16:
            raise AssertionError(f"secret field {name!r} is shorter than 16: {value!r}")
        return [value]
    out = []
    for line in value.splitlines():
        body = line.strip()
        if body.startswith("-----") or len(body) < 16:
            continue
        out.append(body)
    if not out:
        raise AssertionError(f"multi-line secret field {name!r} has no body line")
    return out


# --- basic draws ------------------------------------------------------------------------


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


def uuid1ish(r: Random) -> str:
    """A time-based (version 1) UUID as Paytrail and many Java services hand out."""
    return str(uuid.UUID(int=r.getrandbits(128), version=1))


# 2034-06-01T00:00:00Z and 2034-06-30T23:59:59Z, in seconds since the epoch.
_JUNE_2034 = (2032732800, 2035324799)


def epoch(r: Random) -> int:
    return r.randint(*_JUNE_2034)


def ulid(r: Random) -> str:
    ms = epoch(r) * 1000 + r.randint(0, 999)
    head = "".join(CROCKFORD[(ms >> (5 * i)) & 31] for i in reversed(range(10)))
    return head + pick(r, CROCKFORD, 16)


def object_id(r: Random) -> str:
    return f"{epoch(r):08x}" + hexs(r, 16)


def iso_ts(r: Random) -> str:
    day = r.randint(1, 30)
    return f"2034-06-{day:02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:" + (
        f"{r.randint(0, 59):02d}.{r.randint(0, 999):03d}Z"
    )


def day(r: Random) -> str:
    return f"2034-06-{r.randint(1, 30):02d}"


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.splitlines())


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A generated password: starts and ends with a letter or digit, has both kinds."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 2) + pick(r, ALNUM, 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS_FI = (
    "Kesä",
    "Järvi",
    "Saimaa",
    "Pyörä",
    "Tunturi",
    "Revontuli",
    "Koivu",
    "Mustikka",
    "Laituri",
    "Lokki",
    "Pispala",
    "Hervanta",
    "Näsinneula",
    "Potkulauta",
    "Sauna",
)
_WORDS_ET = (
    "Emajõgi",
    "Toomemägi",
    "Kevad",
    "Rattur",
    "Jäätis",
    "Päike",
    "Kuusk",
    "Supilinn",
    "Tähtvere",
    "Rehepapp",
    "Kalamaja",
    "Lumi",
)
_WORDS_EN = ("Harbour", "Falcon", "Copper", "Lantern", "Orbit", "Granite", "Willow", "Tundra")


def passphrase(r: Random) -> str:
    """A word-based password a person would choose and say in prose (16+ characters)."""
    words = r.choice((_WORDS_FI, _WORDS_ET, _WORDS_EN, _WORDS_FI + _WORDS_ET))
    sep = r.choice("-._+")
    while True:
        parts = [r.choice(words) for _ in range(r.choice((2, 3)))]
        value = sep.join(parts) + sep + num(r, r.choice((2, 4))) + r.choice(("", "!", "?", "#"))
        if len(value) >= 16 and len(set(parts)) == len(parts):
            return value


# --- DER, PEM and OpenSSH structures ----------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, content: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(content)) + content


def der_seq(*parts: bytes) -> bytes:
    return tlv(0x30, b"".join(parts))


def der_uint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\x00") or b"\x00"
    if raw[0] & 0x80:
        raw = b"\x00" + raw
    return tlv(0x02, raw)


def der_small(n: int) -> bytes:
    return der_uint(n.to_bytes(max(1, (n.bit_length() + 7) // 8), "big"))


def _top(r: Random, nbytes: int, odd: bool = False) -> bytes:
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    if odd:
        raw[-1] |= 1
    return bytes(raw)


OID_RSA = bytes.fromhex("06092a864886f70d010101")
OID_EC_PUBLIC_KEY = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_SHA256_RSA = bytes.fromhex("06092a864886f70d01010b")
OID_ECDSA_SHA256 = bytes.fromhex("06082a8648ce3d040302")
NULL = bytes.fromhex("0500")


def rsa_pkcs1_der(r: Random, bits: int = 2048) -> bytes:
    """An ``RSAPrivateKey`` of the right shape: n, e=65537, d, p, q, dp, dq, qinv."""
    half = bits // 16
    return der_seq(
        der_small(0),
        der_uint(_top(r, bits // 8, odd=True)),
        der_small(65537),
        der_uint(r.randbytes(bits // 8)),
        der_uint(_top(r, half, odd=True)),
        der_uint(_top(r, half, odd=True)),
        der_uint(r.randbytes(half)),
        der_uint(r.randbytes(half)),
        der_uint(r.randbytes(half)),
    )


def pkcs8_rsa_der(r: Random, bits: int = 2048) -> bytes:
    return der_seq(der_small(0), der_seq(OID_RSA, NULL), tlv(0x04, rsa_pkcs1_der(r, bits)))


def ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_sec1_der(r: Random) -> bytes:
    """An ``ECPrivateKey`` on P-256 with its public point, as ``openssl ecparam`` writes it."""
    return der_seq(
        der_small(1),
        tlv(0x04, r.randbytes(32)),
        tlv(0xA0, OID_P256),
        tlv(0xA1, tlv(0x03, b"\x00" + ec_point(r))),
    )


def ec_spki_der(r: Random) -> bytes:
    return der_seq(der_seq(OID_EC_PUBLIC_KEY, OID_P256), tlv(0x03, b"\x00" + ec_point(r)))


def _name(*pairs: tuple[str, str]) -> bytes:
    oids = {"C": "550406", "O": "55040a", "OU": "55040b", "CN": "550403", "L": "550407"}
    rdns = []
    for key, value in pairs:
        tag = 0x13 if key == "C" else 0x0C
        rdns.append(tlv(0x31, der_seq(bytes.fromhex("0603" + oids[key]), tlv(tag, value.encode()))))
    return der_seq(*rdns)


def x509_der(r: Random, subject_cn: str, issuer_cn: str, org: str = "Saimaa Mobility Oy") -> bytes:
    """A certificate of realistic layout: v3, serial, ECDSA-SHA256, names, validity, P-256
    public key, one extension, signature. The bytes are random; the layout is real."""
    start = f"34{r.randint(1, 6):02d}{r.randint(1, 28):02d}0{r.randint(0, 9)}0000Z"
    end = f"3{r.randint(5, 6)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}235959Z"
    tbs = der_seq(
        tlv(0xA0, der_small(2)),
        der_uint(_top(r, 16)),
        der_seq(OID_ECDSA_SHA256),
        _name(("C", "FI"), ("O", org), ("CN", issuer_cn)),
        der_seq(tlv(0x17, start.encode()), tlv(0x17, end.encode())),
        _name(("C", r.choice(("FI", "EE"))), ("O", org), ("CN", subject_cn)),
        ec_spki_der(r),
        tlv(
            0xA3,
            der_seq(der_seq(bytes.fromhex("0603551d0e"), tlv(0x04, tlv(0x04, r.randbytes(20))))),
        ),
    )
    sig = der_seq(der_uint(_top(r, 32)), der_uint(r.randbytes(32)))
    return der_seq(tbs, der_seq(OID_ECDSA_SHA256), tlv(0x03, b"\x00" + sig))


def pem(label: str, der: bytes) -> str:
    body = wrap(base64.b64encode(der).decode(), 64)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


PRIVATE = "PRIV" + "ATE KEY"


def rsa_pkcs1_pem(r: Random, bits: int = 2048) -> str:
    return pem("RSA " + PRIVATE, rsa_pkcs1_der(r, bits))


def pkcs8_rsa_pem(r: Random, bits: int = 2048) -> str:
    return pem(PRIVATE, pkcs8_rsa_der(r, bits))


def ec_sec1_pem(r: Random) -> str:
    return pem("EC " + PRIVATE, ec_sec1_der(r))


def _ssh_str(raw: bytes) -> bytes:
    return len(raw).to_bytes(4, "big") + raw


def ed25519_public_blob(public: bytes) -> bytes:
    return _ssh_str(b"ssh-ed25519") + _ssh_str(public)


def openssh_ed25519(r: Random, comment: str) -> tuple[str, str]:
    """An ``openssh-key-v1`` private key (unencrypted) and its public line."""
    public = r.randbytes(32)
    blob = ed25519_public_blob(public)
    check = r.randbytes(4)
    private = (
        check
        + check
        + _ssh_str(b"ssh-ed25519")
        + _ssh_str(public)
        + _ssh_str(r.randbytes(32) + public)
        + _ssh_str(comment.encode())
    )
    private += bytes(range(1, 1 + (-len(private) % 8)))
    raw = (
        b"openssh-key-v1\x00"
        + _ssh_str(b"none")
        + _ssh_str(b"none")
        + _ssh_str(b"")
        + (1).to_bytes(4, "big")
        + _ssh_str(blob)
        + _ssh_str(private)
    )
    label = "OPENSSH " + PRIVATE
    body = wrap(base64.b64encode(raw).decode(), 70)
    key = f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"
    return key, f"ssh-ed25519 {base64.b64encode(blob).decode()} {comment}"


def ssh_ed25519_public(r: Random, comment: str) -> str:
    return (
        f"ssh-ed25519 {base64.b64encode(ed25519_public_blob(r.randbytes(32))).decode()} {comment}"
    )


def ecdsa_p256_public(r: Random) -> str:
    name = b"ecdsa-sha2-nistp256"
    blob = _ssh_str(name) + _ssh_str(b"nistp256") + _ssh_str(ec_point(r))
    return f"{name.decode()} {base64.b64encode(blob).decode()}"


# --- identifiers of the setting ---------------------------------------------------------


def imei(r: Random) -> str:
    body = r.choice(("35", "86", "35")) + pick(r, DIGITS, 12)
    total = 0
    for i, ch in enumerate(body):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return body + str((10 - total % 10) % 10)


def iccid(r: Random) -> str:
    return "89" + r.choice(("358", "372")) + pick(r, DIGITS, 14)


def lock_serial(r: Random) -> str:
    return f"SML-{r.choice(('T', 'K'))}{r.randint(30, 34)}-{pick(r, CROCKFORD, 6)}"


def estonian_id(r: Random) -> str:
    return (
        r.choice("3456")
        + f"{r.randint(60, 99):02d}{r.randint(1, 12):02d}"
        + (f"{r.randint(1, 28):02d}" + pick(r, DIGITS, 4))
    )


def iban(country: str, bban: str) -> str:
    def digits(text: str) -> str:
        return "".join(str(int(c, 36)) for c in text)

    check = 98 - int(digits(bban + country + "00")) % 97
    return f"{country}{check:02d}{bban}"


def fi_reference(r: Random) -> str:
    body = num(r, r.randint(6, 12))
    weights = (7, 3, 1)
    total = sum(int(c) * weights[i % 3] for i, c in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def rf_reference(r: Random) -> str:
    body = fi_reference(r)
    digits = "".join(str(int(c, 36)) for c in body + "RF00")
    return f"RF{98 - int(digits) % 97:02d}{body}"


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
