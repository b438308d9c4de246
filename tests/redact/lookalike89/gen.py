"""Seeded value generators and the ``Kind`` record of the look-alike corpus ``lookalike89``.

Setting: memory notes of a full-stack developer at Ruta Norte Logística (Monterrey and
Guadalajara, October 2038). A template holds fields written ``⟨name⟩``; a kind's ``values``
function draws one value per field from the ``random.Random`` that ``KindCorpus`` seeds with
``lookalike89:holdout:<kind>``. Nothing here is a credential: vendor prefixes are joined
from pieces where they are written at all, and every key body is random bytes laid out in
the real container structure (DER for PEM files, ``openssh-key-v1`` for OpenSSH keys).
"""

from __future__ import annotations

import base64
import hashlib
import string
import struct
import uuid
from collections.abc import Callable
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
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
# Characters that survive inside a URL's userinfo without escaping.
URL_PASSWORD_CHARS = ALNUM + "-_.~"

# 2038-10-01T00:00:00Z; the notes are from October 2038 (past the 32-bit time_t wrap).
OCT_2038 = 2169504000

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- primitive draws -------------------------------------------------------------------


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


def b64url_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def uuid7(r: Random) -> str:
    ms = (OCT_2038 + r.randrange(31 * 86400)) * 1000 + r.randrange(1000)
    rand = r.getrandbits(74)
    value = (ms << 80) | (0x7 << 76) | ((rand >> 62) << 64) | (0b10 << 62) | (rand & (2**62 - 1))
    return str(uuid.UUID(int=value))


def ulid(r: Random) -> str:
    ms = (OCT_2038 + r.randrange(31 * 86400)) * 1000 + r.randrange(1000)
    value = (ms << 80) | r.getrandbits(80)
    return "".join(CROCKFORD[(value >> (5 * i)) & 31] for i in reversed(range(26)))


def object_id(r: Random) -> str:
    """A MongoDB ObjectId: 4-byte timestamp, 5 random bytes, 3-byte counter."""
    t = OCT_2038 + r.randrange(31 * 86400)
    return f"{t & 0xFFFFFFFF:08x}" + hexs(r, 10) + f"{r.randrange(2**24):06x}"


def ts(r: Random) -> str:
    return str(OCT_2038 + r.randrange(31 * 86400))


def day(r: Random) -> str:
    return f"2038-10-{r.randint(1, 31):02d}"


def iso(r: Random) -> str:
    h, m, s = r.randrange(24), r.randrange(60), r.randrange(60)
    return f"{day(r)}T{h:02d}:{m:02d}:{s:02d}Z"


def hhmm(r: Random) -> str:
    return f"{r.randrange(24):02d}:{r.randrange(60):02d}"


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.split("\n"))


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Machaca", "Cabrito", "Carnal", "Regio", "Tapatio", "Chilaquil", "Cerro", "Silla",
    "Fundidora", "Topo", "Chido", "Neta", "Morro", "Troca", "Bodega", "Ruta", "Norte",
    "Tortilla", "Elote", "Chamba", "Jefa", "Raitero", "Sultana", "Pozole", "Birria",
    "Tejuino", "Garnacha", "Guajolote", "Nopal", "Cempasuchil",
)  # fmt: skip


def human_password(r: Random) -> str:
    """A password a person would pick: words, digits and a symbol, 16+ characters."""
    while True:
        parts = [r.choice(_WORDS), r.choice("#$!*.@_-+"), r.choice(_WORDS), num(r, 4)]
        if r.random() < 0.5:
            parts.append(r.choice("!?#$"))
        value = "".join(parts)
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
    """The substrings of a secret field that must not survive.

    A one-line value is one secret. A multi-line value (a key body, with real newlines or
    with the ``\\n`` escapes of a JSON string) gives one secret per body line of 16+
    characters, stripped of indentation; BEGIN/END lines are never listed.
    """
    if "\n" in value:
        lines = value.split("\n")
    elif "\\n" in value:
        lines = value.split("\\n")
    else:
        if len(value) < 16:
            raise AssertionError(f"secret field {name!r} is shorter than 16: {value!r}")
        return [value]
    parts = [line.strip() for line in lines]
    return [p for p in parts if len(p) >= 16 and not p.startswith("-----")]


# --- DER and key containers -------------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    body = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(body)]) + body


def der(tag: int, content: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(content)) + content


def der_seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


def der_int(value: bytes | int) -> bytes:
    if isinstance(value, int):
        value = value.to_bytes(max(1, (value.bit_length() + 8) // 8), "big")
    if value[0] & 0x80:
        value = b"\x00" + value
    return der(0x02, value)


def der_oid(dotted: str) -> bytes:
    nums = [int(x) for x in dotted.split(".")]
    out = bytearray([40 * nums[0] + nums[1]])
    for n in nums[2:]:
        chunk = [n & 0x7F]
        n >>= 7
        while n:
            chunk.append(0x80 | (n & 0x7F))
            n >>= 7
        out.extend(reversed(chunk))
    return der(0x06, bytes(out))


def der_octets(data: bytes) -> bytes:
    return der(0x04, data)


def der_bits(data: bytes) -> bytes:
    return der(0x03, b"\x00" + data)


def der_utf8(text: str) -> bytes:
    return der(0x0C, text.encode())


def der_printable(text: str) -> bytes:
    return der(0x13, text.encode())


def der_utctime(text: str) -> bytes:
    return der(0x17, text.encode())


def der_gentime(text: str) -> bytes:
    return der(0x18, text.encode())


def _top(r: Random, n: int) -> bytes:
    """``n`` random bytes with the top bit set (a modulus or prime of full length)."""
    raw = bytearray(r.randbytes(n))
    raw[0] |= 0x80
    raw[-1] |= 0x01
    return bytes(raw)


RSA_OID = "1.2.840.113549.1.1.1"
EC_OID = "1.2.840.10045.2.1"
P256_OID = "1.2.840.10045.3.1.7"
SHA256_RSA_OID = "1.2.840.113549.1.1.11"
NULL = b"\x05\x00"


def rsa_pkcs1(r: Random, bits: int = 2048) -> bytes:
    """An RSAPrivateKey (PKCS#1) of the right shape, filled with random bytes."""
    k = bits // 8
    h = k // 2
    return der_seq(
        der_int(0),
        der_int(_top(r, k)),
        der_int(65537),
        der_int(r.randbytes(k)),
        der_int(_top(r, h)),
        der_int(_top(r, h)),
        der_int(r.randbytes(h)),
        der_int(r.randbytes(h)),
        der_int(r.randbytes(h)),
    )


def pkcs8_rsa(r: Random, bits: int = 2048) -> bytes:
    alg = der_seq(der_oid(RSA_OID), NULL)
    return der_seq(der_int(0), alg, der_octets(rsa_pkcs1(r, bits)))


def ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_sec1(r: Random) -> bytes:
    """An ECPrivateKey (SEC1) on P-256."""
    return der_seq(
        der_int(1),
        der_octets(r.randbytes(32)),
        der(0xA0, der_oid(P256_OID)),
        der(0xA1, der_bits(ec_point(r))),
    )


def pkcs8_ec(r: Random) -> bytes:
    inner = der_seq(der_int(1), der_octets(r.randbytes(32)), der(0xA1, der_bits(ec_point(r))))
    alg = der_seq(der_oid(EC_OID), der_oid(P256_OID))
    return der_seq(der_int(0), alg, der_octets(inner))


def pkcs8_encrypted(r: Random, bits: int = 2048) -> bytes:
    """An EncryptedPrivateKeyInfo as SAT ships a CSD ``.key``: PBES2, PBKDF2, 3DES-CBC."""
    kdf = der_seq(
        der_oid("1.2.840.113549.1.5.12"), der_seq(der_octets(r.randbytes(8)), der_int(2048))
    )
    enc = der_seq(der_oid("1.2.840.113549.3.7"), der_octets(r.randbytes(8)))
    alg = der_seq(der_oid("1.2.840.113549.1.5.13"), der_seq(kdf, enc))
    # A 2048-bit PKCS#8 RSA key is about 1,218 bytes; 3DES-CBC pads it to a multiple of 8.
    return der_seq(alg, der_octets(r.randbytes(r.choice((1216, 1224)) * bits // 2048)))


def spki_rsa(r: Random, bits: int = 2048) -> bytes:
    key = der_seq(der_int(_top(r, bits // 8)), der_int(65537))
    return der_seq(der_seq(der_oid(RSA_OID), NULL), der_bits(key))


def spki_ec(r: Random) -> bytes:
    return der_seq(der_seq(der_oid(EC_OID), der_oid(P256_OID)), der_bits(ec_point(r)))


def x500_name(*pairs: tuple[str, str]) -> bytes:
    oids = {"C": "2.5.4.6", "O": "2.5.4.10", "OU": "2.5.4.11", "CN": "2.5.4.3",
            "ST": "2.5.4.8", "L": "2.5.4.7", "UID": "2.5.4.45", "SN": "2.5.4.5"}  # fmt: skip
    rdns = []
    for key, value in pairs:
        text = der_printable(value) if key == "C" else der_utf8(value)
        rdns.append(der(0x31, der_seq(der_oid(oids[key]), text)))
    return der_seq(*rdns)


def certificate(
    r: Random,
    subject: tuple[tuple[str, str], ...],
    issuer: tuple[tuple[str, str], ...],
    serial: bytes | None = None,
    ec: bool = False,
) -> bytes:
    """An X.509 v3 certificate of the right shape (random key and signature)."""
    year = r.choice((37, 38))
    validity = der_seq(
        der_utctime(f"{year}{r.randint(1, 12):02d}{r.randint(1, 28):02d}000000Z"),
        der_gentime(f"20{year + 4}{r.randint(1, 12):02d}{r.randint(1, 28):02d}000000Z"),
    )
    sig_alg = der_seq(der_oid(SHA256_RSA_OID), NULL)
    tbs = der_seq(
        der(0xA0, der_int(2)),
        der_int(serial if serial is not None else r.randbytes(16)),
        sig_alg,
        x500_name(*issuer),
        validity,
        x500_name(*subject),
        spki_ec(r) if ec else spki_rsa(r),
        der(0xA3, der_seq(der_seq(der_oid("2.5.29.19"), der_octets(der_seq())))),
    )
    return der_seq(tbs, sig_alg, der_bits(r.randbytes(256)))


def pem(label: str, data: bytes) -> str:
    body = wrap(base64.b64encode(data).decode(), 64)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def pem_body(data: bytes, width: int = 64) -> str:
    return wrap(base64.b64encode(data).decode(), width)


def _ssh_str(data: bytes | str) -> bytes:
    raw = data.encode() if isinstance(data, str) else data
    return struct.pack(">I", len(raw)) + raw


def ssh_ed25519_blob(pk: bytes) -> bytes:
    return _ssh_str("ssh-ed25519") + _ssh_str(pk)


def ssh_rsa_blob(r: Random) -> bytes:
    return _ssh_str("ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(b"\x00" + _top(r, 384))


def openssh_ed25519(r: Random, comment: str) -> str:
    """An ``openssh-key-v1`` ed25519 private key body (unencrypted), wrapped at 70."""
    pk = r.randbytes(32)
    blob = ssh_ed25519_blob(pk)
    check = r.randbytes(4)
    priv = check + check + _ssh_str("ssh-ed25519") + _ssh_str(pk)
    priv += _ssh_str(r.randbytes(32) + pk) + _ssh_str(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    raw = b"openssh-key-v1\x00" + _ssh_str("none") + _ssh_str("none") + _ssh_str(b"")
    raw += struct.pack(">I", 1) + _ssh_str(blob) + _ssh_str(priv)
    return wrap(base64.b64encode(raw).decode(), 70)


def ssh_fingerprint(blob: bytes) -> str:
    return "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")


def clabe(r: Random, bank: str | None = None) -> str:
    """An 18-digit CLABE with a valid control digit."""
    bank = bank or r.choice(("002", "012", "014", "021", "036", "072", "127", "137", "646"))
    body = bank + pick(r, DIGITS, 3) + pick(r, DIGITS, 11)
    total = sum(int(d) * (3, 7, 1)[i % 3] % 10 for i, d in enumerate(body))
    return body + str((10 - total % 10) % 10)


def rfc_moral(r: Random, letters: str = "RNL") -> str:
    """An RFC of a company: three letters, date of incorporation, three-character homoclave."""
    yy, mm, dd = r.randint(5, 25), r.randint(1, 12), r.randint(1, 28)
    return f"{letters}{yy:02d}{mm:02d}{dd:02d}" + pick(r, UPPER_ALNUM, 2) + r.choice(DIGITS + "A")


def no_certificado(r: Random) -> str:
    return "0000100000" + pick(r, "0123456789", 10)
