"""Seeded value generators, DER / openssh-key-v1 builders and the ``Kind`` record of the
``lookalike78`` corpus (Hafaldan, an invented Icelandic-Faroese fish-auction and cold-chain
company, November 2036).

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike78:holdout:<kind>``.
Nothing here is a credential: vendor prefixes and key labels are joined from pieces, and every
key, token and password is drawn at build time.
"""

from __future__ import annotations

import base64
import calendar
import json
import string
import uuid
from collections.abc import Callable, Sequence
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
B64_CHARS = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
URL_SAFE = ALNUM + "-_.~"
PW_SYMBOLS = "!#%&*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]

# Key labels, joined so that no line of this package is a PEM header of a private key.
PRIV = "PRIVATE" + " KEY"


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


def secret(kind: str, templates: tuple[str, ...], values: Values, names: tuple[str, ...]) -> Kind:
    """A secret kind: seven cases, ``names`` are the fields that must not survive."""
    return Kind(kind, templates, values, n=7, secrets=names, source="written")


def benign(kind: str, templates: tuple[str, ...], values: Values) -> Kind:
    """A benign kind: eleven cases that must come out of the scrubber unchanged."""
    return Kind(kind, templates, values, n=11, source="written")


# --- the secret rule -----------------------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key gives one secret per body line of 16+
    characters, stripped of indentation (BEGIN/END armour lines are never listed)."""
    if "\n" not in value:
        return [value]
    out: list[str] = []
    for line in value.splitlines():
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


# --- small draws ---------------------------------------------------------------------------


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def uhexs(r: Random, n: int) -> str:
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


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    pad = " " * spaces
    return "\n".join(pad + line for line in text.splitlines())


# November 2036, the month the notes were written.
_NOV_2036 = calendar.timegm((2036, 11, 1, 0, 0, 0, 0, 0, 0))


def epoch(r: Random) -> int:
    """A Unix time in November 2036."""
    return _NOV_2036 + r.randrange(30 * 86400)


def day(r: Random) -> str:
    return f"{r.randint(1, 30):02d}"


def date(r: Random) -> str:
    return f"2036-11-{day(r)}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def ulid(r: Random) -> str:
    ms = epoch(r) * 1000 + r.randrange(1000)
    value = (ms << 80) | r.getrandbits(80)
    return "".join(CROCKFORD[(value >> (5 * i)) & 31] for i in reversed(range(26)))


def objectid(r: Random) -> str:
    return f"{epoch(r):08x}" + hexs(r, 16)


def iso6346(r: Random) -> str:
    """A reefer container number with a correct ISO 6346 check digit."""
    owner = r.choice(("HFDU", "SMLU", "EIMU", "MSCU", "TRIU", "SEGU"))
    serial = pick(r, DIGITS, 6)
    values: list[int] = []
    for ch in owner + serial:
        if ch.isdigit():
            values.append(int(ch))
        else:
            v = 10 + ord(ch) - ord("A")
            v += (v - 1) // 10  # 11, 22 and 33 are skipped
            values.append(v)
    check = sum(v * 2**i for i, v in enumerate(values)) % 11 % 10
    return f"{owner}{serial}{check}"


def iban_is(r: Random) -> str:
    """An Icelandic IBAN (bank, ledger, account, company kennitala) with valid check digits."""
    bban = r.choice(("0515", "0133", "0111", "0526")) + "26" + pick(r, DIGITS, 6)
    bban += r.choice("4567") + pick(r, DIGITS, 9)
    moved = bban + "1828" + "00"  # I=18, S=28
    check = 98 - int(moved) % 97
    return f"IS{check:02d}{bban}"


def password(r: Random, n: int = 20) -> str:
    """A generated password: letters, digits and a few symbols (no quotes or backslashes)."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, ALNUM + PW_SYMBOLS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    """A password that can sit in a URL or a ``;``-separated connection string unescaped."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, URL_SAFE, n - 1)
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return value


FISH = (
    "Þorskur",
    "Ýsa",
    "Ufsi",
    "Karfi",
    "Steinbítur",
    "Langa",
    "Keila",
    "Skötuselur",
    "Lúða",
    "Síld",
    "Loðna",
    "Makríll",
    "Hlýri",
    "Grálúða",
)
PLACES = (
    "Grindavík",
    "Ísafjörður",
    "Vestmannaeyjar",
    "Hafnarfjörður",
    "Tórshavn",
    "Klaksvík",
    "Fuglafjørður",
    "Runavík",
    "Kollafjørður",
    "Hirtshals",
)
PEOPLE = (
    "Guðrún",
    "Sigurður",
    "Jóannes",
    "Rakul",
    "Sunneva",
    "Heðin",
    "Bjarni",
    "Katrín",
    "Mette",
    "Rasmus",
    "Eyðun",
    "Halla",
)


def passphrase(r: Random) -> str:
    """A memorable password the way a person on the team would set one."""
    words = r.sample(FISH + PLACES, 3)
    sep = r.choice(("-", ".", "_", "+"))
    value = sep.join(words) + sep + str(r.randint(10, 9999)) + r.choice(("", "!", "#", "?"))
    return value if len(value) >= 16 else value + sep + pick(r, ALNUM, 16 - len(value) + 2)


def human_password(r: Random) -> str:
    return passphrase(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 21, 24, 28)))


def gateway(r: Random) -> str:
    return f"gw-{r.choice(('rvk', 'tor', 'kla', 'gri', 'vme', 'hir'))}-{r.randint(1, 240):03d}"


# --- DER, PEM and openssh-key-v1 ---------------------------------------------------------


def der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        head = bytes([n])
    else:
        size = n.to_bytes((n.bit_length() + 7) // 8, "big")
        head = bytes([0x80 | len(size)]) + size
    return bytes([tag]) + head + body


def der_seq(*items: bytes) -> bytes:
    return der(0x30, b"".join(items))


def der_uint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0") or b"\0"
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return der(0x02, raw)


def der_rand_uint(r: Random, nbytes: int, odd: bool = False) -> bytes:
    """An INTEGER of exactly ``nbytes`` significant bytes (top bit set, as RSA values are)."""
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    if odd:
        raw[-1] |= 1
    return der_uint(bytes(raw))


def oid(dotted: str) -> bytes:
    parts = [int(p) for p in dotted.split(".")]
    body = bytearray([40 * parts[0] + parts[1]])
    for p in parts[2:]:
        chunk = [p & 0x7F]
        p >>= 7
        while p:
            chunk.append(0x80 | (p & 0x7F))
            p >>= 7
        body.extend(reversed(chunk))
    return der(0x06, bytes(body))


NULL = b"\x05\x00"
OID_RSA = "1.2.840.113549.1.1.1"
OID_RSA_SHA256 = "1.2.840.113549.1.1.11"
OID_EC = "1.2.840.10045.2.1"
OID_P256 = "1.2.840.10045.3.1.7"
OID_ECDSA_SHA256 = "1.2.840.10045.4.3.2"
OID_ED25519 = "1.3.101.112"


def pem(label: str, data: bytes) -> str:
    body = wrap(base64.b64encode(data).decode(), 64)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def rsa_pkcs1_der(r: Random) -> bytes:
    """An RSA-2048 RSAPrivateKey: version, n, e, d, p, q, dP, dQ, qInv (random values)."""
    return der_seq(
        der_uint(b"\0"),
        der_rand_uint(r, 256, odd=True),
        der_uint(b"\x01\x00\x01"),
        der_rand_uint(r, 256),
        *(der_rand_uint(r, 128, odd=i < 2) for i in range(5)),
    )


def rsa_pkcs8_der(r: Random) -> bytes:
    return der_seq(der_uint(b"\0"), der_seq(oid(OID_RSA), NULL), der(0x04, rsa_pkcs1_der(r)))


def ec_sec1_der(r: Random) -> bytes:
    """A P-256 ECPrivateKey: version 1, 32-byte scalar, [0] curve, [1] public point."""
    return der_seq(
        der_uint(b"\x01"),
        der(0x04, r.randbytes(32)),
        der(0xA0, oid(OID_P256)),
        der(0xA1, der(0x03, b"\x00\x04" + r.randbytes(64))),
    )


def ed25519_pkcs8_der(r: Random) -> bytes:
    return der_seq(
        der_uint(b"\0"), der_seq(oid(OID_ED25519)), der(0x04, der(0x04, r.randbytes(32)))
    )


def _sshstr(data: bytes) -> bytes:
    return len(data).to_bytes(4, "big") + data


def openssh_private(r: Random, algo: str, comment: str) -> str:
    """An unencrypted ``openssh-key-v1`` key (ed25519 or ecdsa-sha2-nistp256), 70 columns."""
    check = r.randbytes(4)
    if algo == "ed25519":
        name = b"ssh-ed25519"
        pub = r.randbytes(32)
        pub_blob = _sshstr(name) + _sshstr(pub)
        priv_fields = _sshstr(pub) + _sshstr(r.randbytes(32) + pub)
    else:
        name = b"ecdsa-sha2-nistp256"
        point = b"\x04" + r.randbytes(64)
        pub_blob = _sshstr(name) + _sshstr(b"nistp256") + _sshstr(point)
        scalar = r.randbytes(32)
        if scalar[0] & 0x80:
            scalar = b"\0" + scalar
        priv_fields = _sshstr(b"nistp256") + _sshstr(point) + _sshstr(scalar)
    priv = check + check + _sshstr(name) + priv_fields + _sshstr(comment.encode())
    priv += bytes(range(1, 1 + (-len(priv)) % 8))
    blob = (
        b"openssh-key-v1\0"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + (1).to_bytes(4, "big")
        + _sshstr(pub_blob)
        + _sshstr(priv)
    )
    label = "OPENSSH " + PRIV
    body = wrap(base64.b64encode(blob).decode(), 70)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def ssh_ed25519_public(r: Random) -> str:
    """The base64 part of an ``ssh-ed25519`` public key line."""
    return base64.b64encode(_sshstr(b"ssh-ed25519") + _sshstr(r.randbytes(32))).decode()


def ssh_fingerprint(r: Random) -> str:
    return "SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("=")


def _name(*rdns: tuple[str, str]) -> bytes:
    return der_seq(*(der(0x31, der_seq(oid(o), der(0x0C, v.encode()))) for o, v in rdns))


def _utc(r: Random, year: int) -> bytes:
    text = f"{year % 100:02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(0, 23):02d}"
    return der(0x17, (text + f"{r.randint(0, 59):02d}{r.randint(0, 59):02d}Z").encode())


def spki_der(r: Random, ec: bool) -> bytes:
    if ec:
        algo = der_seq(oid(OID_EC), oid(OID_P256))
        return der_seq(algo, der(0x03, b"\x00\x04" + r.randbytes(64)))
    rsa_pub = der_seq(der_rand_uint(r, 256, odd=True), der_uint(b"\x01\x00\x01"))
    return der_seq(der_seq(oid(OID_RSA), NULL), der(0x03, b"\0" + rsa_pub))


def x509_der(r: Random, subject_cn: str, issuer: Sequence[tuple[str, str]], ec: bool) -> bytes:
    """A certificate with a realistic structure (v3, serial, names, validity, SPKI, key-id
    extensions, signature); the key and signature bytes are random."""
    serial = bytearray(r.randbytes(20))
    serial[0] &= 0x7F
    sig_algo = der_seq(oid(OID_ECDSA_SHA256)) if ec else der_seq(oid(OID_RSA_SHA256), NULL)
    extensions = der(
        0xA3,
        der_seq(
            der_seq(oid("2.5.29.14"), der(0x04, der(0x04, r.randbytes(20)))),
            der_seq(oid("2.5.29.35"), der(0x04, der_seq(der(0x80, r.randbytes(20))))),
        ),
    )
    tbs = der_seq(
        der(0xA0, der_uint(b"\x02")),
        der_uint(bytes(serial)),
        sig_algo,
        _name(*issuer),
        der_seq(_utc(r, 2036), _utc(r, 2049)),
        _name(("2.5.4.3", subject_cn)),
        spki_der(r, ec),
        extensions,
    )
    if ec:
        signature = der_seq(der_uint(r.randbytes(32)), der_uint(r.randbytes(32)))
    else:
        signature = r.randbytes(256)
    return der_seq(tbs, sig_algo, der(0x03, b"\0" + signature))


AWS_IOT_ISSUER = (
    ("2.5.4.11", "Amazon Web Services O=Amazon.com Inc. L=Seattle ST=Washington C=US"),
)
HAFALDAN_CA = (("2.5.4.6", "IS"), ("2.5.4.10", "Hafaldan ehf."), ("2.5.4.3", "Hafaldan IoT CA 2"))


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig_bytes: int) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig_bytes)}"
