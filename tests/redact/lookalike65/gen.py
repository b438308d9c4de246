"""Seeded value generators, the ``Kind`` record and the secret rule of ``lookalike65``.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike65:holdout:<kind>``.
Key material (PEM / DER, ``openssh-key-v1``, X.509 certificates) is built with its real
structure around random bytes: nothing here is a working key or credential, and vendor
prefixes are joined from pieces where they are written at all.
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
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64CHARS = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE_PW = ALNUM + "-_.~"

Values = Callable[[Random], dict[str, str]]

# The setting: Cordillera Sensing SpA (Antofagasta, with a team in Arequipa), Feb 2034.
SITES = (
    "Yaku Norte",
    "Quri Pampa",
    "Chachani",
    "Pichu Pichu",
    "Sabancaya",
    "Sierra Gorda",
    "Mejillones",
    "Coropuna",
    "Qullqi Urqu",
    "Inti Wasi",
    "Wayra Sur",
    "Characato",
    "Huaynaputina",
    "Taltal",
)
SLUGS = (
    "yaku",
    "quri",
    "chachani",
    "pichupichu",
    "sabancaya",
    "sierragorda",
    "mejillones",
    "coropuna",
    "qullqi",
    "intiwasi",
    "wayra",
    "characato",
)
PEOPLE = (
    "camila.rojas",
    "diego.quispe",
    "valentina.mamani",
    "joaquin.herrera",
    "rosa.huaman",
    "matias.fuentes",
    "ayelen.condori",
    "tomas.araya",
    "ignacia.bustos",
    "renzo.ccori",
)
NAMES = ("Camila", "Diego", "Valentina", "Joaquín", "Rosa", "Matías", "Ayelén", "Renzo")
NAMESPACES = ("telemetria", "pagos", "edge", "facturacion", "observabilidad", "ingesta")
DOMAIN = "cordillerasensing.cl"
WORDS = (
    "Chachani",
    "Misti",
    "Yaku",
    "Quri",
    "Inti",
    "Killa",
    "Wayra",
    "Pampa",
    "Salar",
    "Cobre",
    "Litio",
    "Condor",
    "Vicuna",
    "Llareta",
    "Tambo",
    "Urqu",
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


def b64_of(text: str | bytes) -> str:
    raw = text.encode() if isinstance(text, str) else text
    return base64.b64encode(raw).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    """A ULID minted in January or February 2034 (48-bit ms time, 80 random bits)."""
    ms = 2_019_686_400_000 + r.randrange(59 * 86_400_000)
    value = (ms << 80) | r.getrandbits(80)
    return "".join(CROCKFORD[(value >> (5 * i)) & 31] for i in reversed(range(26)))


def objectid(r: Random) -> str:
    return f"{2_019_686_400 + r.randrange(59 * 86_400):08x}" + hexs(r, 16)


def day(r: Random) -> str:
    month = r.choice((1, 2))
    return f"2034-{month:02d}-{r.randint(1, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def ticket(r: Random) -> str:
    return f"CS-{r.randint(1000, 9999)}"


def gateway(r: Random) -> str:
    return f"gw-{r.choice(SLUGS)}-{r.randint(1, 48):02d}"


def rut(r: Random) -> str:
    """A Chilean company RUT with a valid módulo-11 check digit, as ``76123456-7``."""
    body = str(r.randint(76_000_000, 77_999_999))
    total = sum(int(d) * (2 + i % 6) for i, d in enumerate(reversed(body)))
    check = 11 - total % 11
    return f"{body}-{'0' if check == 11 else 'K' if check == 10 else check}"


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.splitlines())


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 22) -> str:
    """A password that can sit in a URL without escaping."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, URL_SAFE_PW, n - 1)
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return value


def passphrase(r: Random) -> str:
    """A human password: place words, a year or number and a symbol, 16+ characters."""
    while True:
        words = r.sample(WORDS, 2)
        sep = r.choice("-_.#")
        value = f"{words[0]}{sep}{words[1]}{sep}{r.randint(10, 9999)}{r.choice('!$%&*?')}"
        if r.random() < 0.5:
            value = value.replace("a", "@", 1)
        if len(value) >= 16:
            return value


# ---------------------------------------------------------------- DER / PEM / OpenSSH ---------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def der_int(value: int) -> bytes:
    raw = value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big")
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return tlv(0x02, raw)


def seq(*parts: bytes) -> bytes:
    return tlv(0x30, b"".join(parts))


def octets(body: bytes) -> bytes:
    return tlv(0x04, body)


def bits(body: bytes) -> bytes:
    return tlv(0x03, b"\0" + body)


NULL = b"\x05\x00"


def oid(dotted: str) -> bytes:
    parts = [int(p) for p in dotted.split(".")]
    body = bytearray([40 * parts[0] + parts[1]])
    for p in parts[2:]:
        enc = [p & 0x7F]
        p >>= 7
        while p:
            enc.append(0x80 | (p & 0x7F))
            p >>= 7
        body.extend(reversed(enc))
    return tlv(0x06, bytes(body))


RSA_OID = "1.2.840.113549.1.1.1"
SHA256_RSA_OID = "1.2.840.113549.1.1.11"
EC_OID = "1.2.840.10045.2.1"
P256_OID = "1.2.840.10045.3.1.7"


def _top(r: Random, nbits: int, odd: bool = False) -> int:
    value = r.getrandbits(nbits) | (1 << (nbits - 1))
    return value | 1 if odd else value


def pem(label: str, der: bytes, width: int = 64) -> str:
    body = wrap(base64.b64encode(der).decode(), width)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


PRIVATE = "PRIV" + "ATE KEY"


@dataclass(frozen=True)
class RsaKey:
    n: int
    e: int
    der: bytes  # PKCS#1 RSAPrivateKey

    def private_pem(self) -> str:
        return pem("RSA " + PRIVATE, self.der)

    def pkcs8_pem(self) -> str:
        algo = seq(oid(RSA_OID), NULL)
        return pem(PRIVATE, seq(der_int(0), algo, octets(self.der)))

    def spki(self) -> bytes:
        return seq(seq(oid(RSA_OID), NULL), bits(seq(der_int(self.n), der_int(self.e))))

    def public_pem(self) -> str:
        return pem("PUBLIC KEY", self.spki())

    def modulus_b64(self) -> str:
        return base64.b64encode(self.n.to_bytes((self.n.bit_length() + 7) // 8, "big")).decode()


def rsa_key(r: Random, nbits: int = 2048, e: int = 65537) -> RsaKey:
    """An RSAPrivateKey with the real field layout and sizes, filled with random numbers."""
    half = nbits // 2
    n = _top(r, nbits, odd=True)
    fields = (
        0,
        n,
        e,
        r.getrandbits(nbits - 1),
        _top(r, half, odd=True),
        _top(r, half, odd=True),
        r.getrandbits(half - 1),
        r.getrandbits(half - 1),
        r.getrandbits(half - 1),
    )
    return RsaKey(n, e, seq(*(der_int(f) for f in fields)))


def ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_pkcs8_pem(r: Random) -> str:
    inner = seq(der_int(1), octets(r.randbytes(32)), tlv(0xA1, bits(ec_point(r))))
    algo = seq(oid(EC_OID), oid(P256_OID))
    return pem(PRIVATE, seq(der_int(0), algo, octets(inner)))


def ec_sec1_pem(r: Random) -> str:
    body = seq(
        der_int(1),
        octets(r.randbytes(32)),
        tlv(0xA0, oid(P256_OID)),
        tlv(0xA1, bits(ec_point(r))),
    )
    return pem("EC " + PRIVATE, body)


def _sshstr(raw: bytes) -> bytes:
    return len(raw).to_bytes(4, "big") + raw


def _mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0")
    return _sshstr(b"\0" + raw if raw and raw[0] & 0x80 else raw)


def openssh_key(r: Random, comment: str, algo: str = "ed25519") -> tuple[str, str]:
    """An ``openssh-key-v1`` private key (unencrypted) and its public line."""
    if algo == "ed25519":
        name = b"ssh-" + b"ed25519"
        pub = r.randbytes(32)
        pubblob = _sshstr(name) + _sshstr(pub)
        private = _sshstr(name) + _sshstr(pub) + _sshstr(r.randbytes(32) + pub)
    else:
        name = b"ecdsa-sha2-" + b"nistp256"
        point = ec_point(r)
        pubblob = _sshstr(name) + _sshstr(b"nistp256") + _sshstr(point)
        private = pubblob + _mpint(r.randbytes(32))
    check = r.randbytes(4)
    section = check + check + private + _sshstr(comment.encode())
    pad = 1
    while len(section) % 8:
        section += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\0"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + (1).to_bytes(4, "big")
        + _sshstr(pubblob)
        + _sshstr(section)
    )
    public = f"{name.decode()} {base64.b64encode(pubblob).decode()} {comment}"
    return pem("OPENSSH " + PRIVATE, blob, 70), public


def ssh_public(r: Random, comment: str) -> str:
    return openssh_key(r, comment, r.choice(("ed25519", "ecdsa")))[1]


def ssh_fingerprint(r: Random) -> str:
    return "SHA256:" + b64(r, 32).rstrip("=")


def _name(pairs: tuple[tuple[str, str], ...]) -> bytes:
    oids = {"C": "2.5.4.6", "ST": "2.5.4.8", "L": "2.5.4.7", "O": "2.5.4.10"}
    oids |= {"OU": "2.5.4.11", "CN": "2.5.4.3"}
    rdns = []
    for key, value in pairs:
        tag = 0x13 if key == "C" else 0x0C
        rdns.append(tlv(0x31, seq(oid(oids[key]), tlv(tag, value.encode()))))
    return seq(*rdns)


AMAZON_ISSUER = (("OU", "Amazon Web Services O=Amazon.com Inc. L=Seattle ST=Washington C=US"),)


def x509_pem(
    r: Random,
    subject: tuple[tuple[str, str], ...],
    issuer: tuple[tuple[str, str], ...] = AMAZON_ISSUER,
    width: int = 64,
) -> str:
    """A certificate with the real TBSCertificate layout around a random key and signature."""
    key = rsa_key(r, 2048)
    start = f"34{r.randint(1, 2):02d}{r.randint(1, 28):02d}{r.randint(0, 23):02d}0000Z"
    ski = r.randbytes(20)
    extensions = seq(
        seq(oid("2.5.29.35"), octets(seq(tlv(0x80, r.randbytes(20))))),
        seq(oid("2.5.29.14"), octets(octets(ski))),
        seq(oid("2.5.29.19"), b"\x01\x01\xff", octets(seq())),
        seq(oid("2.5.29.15"), b"\x01\x01\xff", octets(tlv(0x03, b"\x07\x80"))),
    )
    tbs = seq(
        tlv(0xA0, der_int(2)),
        der_int(r.getrandbits(159)),
        seq(oid(SHA256_RSA_OID), NULL),
        _name(issuer),
        seq(tlv(0x17, start.encode()), tlv(0x17, b"491231235959Z")),
        _name(subject),
        key.spki(),
        tlv(0xA3, extensions),
    )
    cert = seq(tbs, seq(oid(SHA256_RSA_OID), NULL), bits(r.randbytes(256)))
    return pem("CERTIFICATE", cert, width)


def cert_b64(
    r: Random,
    subject: tuple[tuple[str, str], ...],
    issuer: tuple[tuple[str, str], ...] = AMAZON_ISSUER,
) -> str:
    """A certificate as one base64 line (as in ``x5c`` or XML-DSig)."""
    lines = x509_pem(r, subject, issuer).splitlines()[1:-1]
    return "".join(lines)


# ---------------------------------------------------------------- the secret rule ----------


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key gives one secret per body line of 16+
    characters, stripped of indentation (BEGIN/END lines are never listed)."""
    if "\n" not in value:
        if len(value) < 16:
            raise AssertionError(f"{name}: secret shorter than 16 characters: {value!r}")
        return [value]
    out = []
    for line in value.splitlines():
        body = line.strip()
        if body.startswith("-----") or len(body) < 16:
            continue
        out.append(body)
    if not out:
        raise AssertionError(f"{name}: multi-line value without a body line")
    return out


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
