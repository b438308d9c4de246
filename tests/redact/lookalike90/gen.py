"""Seeded value generators, the ``Kind`` record and the secret rule of ``lookalike90``.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike90:holdout:<kind>``.
Nothing here is a credential: vendor prefixes are joined from pieces where they appear, and
every key, token or password is drawn from the seeded generator when the corpus is built.

The DER and ``openssh-key-v1`` helpers build real structures (lengths, OIDs, key headers)
around random bytes, so a private key looks like one down to its first base64 characters.
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
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~$&"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- the secret rule -------------------------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret. A multi-line value (a key body) gives one secret per
    line of 16+ characters, stripped of indentation; BEGIN/END armour lines are never listed."""
    if "\n" not in value:
        return [value]
    out: list[str] = []
    for line in value.splitlines():
        s = line.strip()
        if s.startswith("-----") or s.startswith(("BEGIN ", "END ")):
            continue
        if len(s) >= 16:
            out.append(s)
    return out


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- plain random strings --------------------------------------------------------------------


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
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    return r.choice("01234567") + pick(r, CROCKFORD, 25)


def object_id(r: Random) -> str:
    return f"{r.randint(0x7A000000, 0x86000000):08x}" + hexs(r, 16)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.splitlines())


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator sets it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_PASSWORD_WORDS = (
    "Matterhorn",
    "Aareschwimmen",
    "Zibelemärit",
    "Luganese",
    "Rösti",
    "Gotthard",
    "Sechseläuten",
    "Limmat",
    "Lavaux",
    "Bellinzona",
    "Chuchichäschtli",
    "Fondue",
    "Pilatus",
    "Ticino",
    "Rheinfall",
    "Seeufer",
    "Montreux",
    "Jungfrau",
    "Grappa",
)


def human_password(r: Random) -> str:
    """A password a person picks: words, a Swiss touch, digits and a symbol (16+ chars)."""
    words = _PASSWORD_WORDS
    while True:
        value = (
            r.choice(words)
            + r.choice(("-", "_", ".", "!", "#", ""))
            + r.choice(words).lower()
            + num(r, r.choice((2, 3, 4)))
            + r.choice(("!", "?", "%", "$", "*", "&"))
        )
        if len(value) >= 16:
            return value


def day(r: Random) -> str:
    return f"2038-{r.randint(9, 12):02d}-{r.randint(1, 28):02d}"


def hhmm(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"


def ts(r: Random) -> str:
    return f"{day(r)}T{hhmm(r)}:{r.randint(0, 59):02d}.{r.randint(0, 999):03d}Z"


def epoch(r: Random) -> str:
    # December 2038 and around it (after the 32-bit rollover, as the platform would see it).
    return str(r.randint(2_174_000_000, 2_176_000_000))


def ipv4(r: Random) -> str:
    return f"10.{r.randint(20, 90)}.{r.randint(0, 255)}.{r.randint(2, 250)}"


# --- DER / PEM / OpenSSH ---------------------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    if n < 0x100:
        return b"\x81" + bytes([n])
    return b"\x82" + n.to_bytes(2, "big")


def tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def seq(*parts: bytes) -> bytes:
    return tlv(0x30, b"".join(parts))


def der_int_bytes(body: bytes) -> bytes:
    if body[0] & 0x80:
        body = b"\x00" + body
    return tlv(0x02, body)


def der_small_int(n: int) -> bytes:
    return der_int_bytes(n.to_bytes(max(1, (n.bit_length() + 8) // 8), "big"))


def rand_uint(r: Random, nbytes: int, *, top: bool = True, odd: bool = False) -> bytes:
    body = bytearray(r.randbytes(nbytes))
    if top:
        body[0] |= 0x80
    elif body[0] == 0:
        body[0] = 1
    if odd:
        body[-1] |= 1
    return der_int_bytes(bytes(body))


OID_RSA = bytes.fromhex("06092a864886f70d010101")
OID_SHA256_RSA = bytes.fromhex("06092a864886f70d01010b")
OID_EC_PUBLIC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_ED25519 = bytes.fromhex("06032b6570")
NULL = b"\x05\x00"


def rsa_private_der(r: Random, bits: int = 2048) -> bytes:
    """PKCS#1 RSAPrivateKey with random numbers of the right sizes."""
    n = bits // 8
    h = n // 2
    return seq(
        der_small_int(0),
        rand_uint(r, n, odd=True),
        der_small_int(65537),
        rand_uint(r, n, top=False),
        rand_uint(r, h, odd=True),
        rand_uint(r, h, odd=True),
        rand_uint(r, h, top=False),
        rand_uint(r, h, top=False),
        rand_uint(r, h, top=False),
    )


def rsa_pkcs8_der(r: Random, bits: int = 2048) -> bytes:
    inner = rsa_private_der(r, bits)
    return seq(der_small_int(0), seq(OID_RSA, NULL), tlv(0x04, inner))


def ec_sec1_der(r: Random) -> bytes:
    point = b"\x04" + r.randbytes(64)
    return seq(
        der_small_int(1),
        tlv(0x04, r.randbytes(32)),
        tlv(0xA0, OID_P256),
        tlv(0xA1, tlv(0x03, b"\x00" + point)),
    )


def ed25519_pkcs8_der(r: Random) -> bytes:
    return seq(der_small_int(0), seq(OID_ED25519), tlv(0x04, tlv(0x04, r.randbytes(32))))


def rsa_spki_der(r: Random, bits: int = 2048) -> bytes:
    pub = seq(rand_uint(r, bits // 8, odd=True), der_small_int(65537))
    return seq(seq(OID_RSA, NULL), tlv(0x03, b"\x00" + pub))


def ec_spki_der(r: Random) -> bytes:
    point = b"\x04" + r.randbytes(64)
    return seq(seq(OID_EC_PUBLIC, OID_P256), tlv(0x03, b"\x00" + point))


def ed25519_spki_der(r: Random) -> bytes:
    return seq(seq(OID_ED25519), tlv(0x03, b"\x00" + r.randbytes(32)))


def _name(cn: str, org: str) -> bytes:
    def rdn(oid_hex: str, value: str) -> bytes:
        return tlv(0x31, seq(bytes.fromhex(oid_hex), tlv(0x0C, value.encode())))

    return seq(rdn("0603550406", "CH"), rdn("060355040a", org), rdn("0603550403", cn))


def certificate_der(r: Random, cn: str, issuer: str, org: str = "Alpenrand Vermoegen AG") -> bytes:
    """An X.509 v3 certificate shape: serial, names, validity, an RSA key, a signature."""
    start = f"38{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(0, 23):02d}0000Z"
    end = f"39{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(0, 23):02d}0000Z"
    tbs = seq(
        tlv(0xA0, der_small_int(2)),
        der_int_bytes(bytes([r.randint(1, 0x7F)]) + r.randbytes(15)),
        seq(OID_SHA256_RSA, NULL),
        _name(issuer, org),
        seq(tlv(0x17, start.encode()), tlv(0x17, end.encode())),
        _name(cn, org),
        rsa_spki_der(r, 2048),
        tlv(0xA3, seq(seq(bytes.fromhex("0603551d13"), tlv(0x04, seq())))),
    )
    return seq(tbs, seq(OID_SHA256_RSA, NULL), tlv(0x03, b"\x00" + r.randbytes(256)))


def pem_body(der: bytes) -> str:
    return wrap(base64.b64encode(der).decode(), 64)


def pem(label: str, der: bytes) -> str:
    return f"-----BEGIN {label}-----\n{pem_body(der)}\n-----END {label}-----"


def _sshstr(data: bytes) -> bytes:
    return len(data).to_bytes(4, "big") + data


def ssh_ed25519_public(r: Random) -> str:
    blob = _sshstr(b"ssh-ed25519") + _sshstr(r.randbytes(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def ssh_rsa_public(r: Random, bits: int = 3072) -> str:
    modulus = b"\x00" + bytes([r.randint(0x80, 0xFF)]) + r.randbytes(bits // 8 - 1)
    blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(modulus)
    return "ssh-rsa " + base64.b64encode(blob).decode()


def openssh_ed25519_private_body(r: Random, comment: str) -> str:
    """The base64 body of an unencrypted ``openssh-key-v1`` ed25519 key, wrapped at 70."""
    pub = r.randbytes(32)
    seed = r.randbytes(32)
    key_type = _sshstr(b"ssh-ed25519")
    check = r.randbytes(4)
    private = check + check + key_type + _sshstr(pub) + _sshstr(seed + pub)
    private += _sshstr(comment.encode())
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + (1).to_bytes(4, "big")
        + _sshstr(key_type + _sshstr(pub))
        + _sshstr(private)
    )
    return wrap(base64.b64encode(blob).decode(), 70)


def fingerprint_sha256(r: Random) -> str:
    return "SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("=")


def colon_hex(r: Random, nbytes: int) -> str:
    return ":".join(pick(r, UHEX, 2) for _ in range(nbytes))


def sha256_hex_of(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


# --- Swiss banking identifiers with real check digits ----------------------------------------


def _alpha_to_digits(text: str) -> str:
    return "".join(str(int(c, 36)) for c in text)


def iban_ch(r: Random, *, qr: bool = False) -> str:
    iid = str(r.randint(30000, 31999)) if qr else r.choice(("00700", "00235", "09000", "08390"))
    bban = iid + pick(r, DIGITS, 12)
    check = 98 - int(_alpha_to_digits(bban + "CH00")) % 97
    return f"CH{check:02d}{bban}"


def spaced(iban: str) -> str:
    return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))


def qrr_reference(r: Random) -> str:
    table = (0, 9, 4, 6, 8, 2, 7, 1, 3, 5)
    digits = pick(r, DIGITS, 26)
    carry = 0
    for d in digits:
        carry = table[(carry + int(d)) % 10]
    return digits + str((10 - carry) % 10)


def scor_reference(r: Random) -> str:
    ref = pick(r, UPPER_ALNUM, r.randint(8, 15))
    check = 98 - int(_alpha_to_digits(ref + "RF00")) % 97
    return f"RF{check:02d}{ref}"


def isin_ch(r: Random) -> tuple[str, str]:
    valor = str(r.randint(1_000_000, 140_000_000))
    body = "CH" + valor.rjust(9, "0")
    digits = _alpha_to_digits(body)
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c) * (2 if i % 2 == 0 else 1)
        total += d // 10 + d % 10
    return body + str((10 - total % 10) % 10), valor


def lei(r: Random) -> str:
    base = r.choice(("5067", "5299", "2138", "5493")) + "00" + pick(r, UPPER_ALNUM, 12)
    check = 98 - int(_alpha_to_digits(base + "00")) % 97
    return f"{base}{check:02d}"
