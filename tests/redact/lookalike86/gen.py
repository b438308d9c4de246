"""Seeded value generators and the ``Kind`` record of the ``lookalike86`` corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike86:holdout:<kind>``.
Nothing here is a credential: vendor prefixes are joined from pieces, and key material is
random bytes laid out in the real container formats (DER, ``openssh-key-v1``, JWK).
"""

from __future__ import annotations

import base64
import hashlib
import json
import string
import struct
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
HEXU = HEX.upper()
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = string.ascii_uppercase + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64CH = ALNUM + "+/"
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE_PW = ALNUM + "-_.~"

Values = Callable[[Random], dict[str, str]]

# Pieces of the PEM armour, joined so that no line of source looks like a key.
PK = "PRIVATE " + "KEY-----"
BEGIN = "-----BEGIN "
END = "-----END "

# April 2038, a little past the signed 32-bit time_t limit.
EPOCH_APRIL_2038 = 2153692800


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


def b64_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def b64url_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def b64url_json(value: object) -> str:
    return b64url_of(json.dumps(value, separators=(",", ":")))


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def epoch(r: Random) -> int:
    """A second in April 2038."""
    return EPOCH_APRIL_2038 + r.randrange(30 * 86400)


def uuid7(r: Random) -> str:
    ms = epoch(r) * 1000 + r.randrange(1000)
    value = (ms << 80) | (0x7 << 76) | (r.getrandbits(12) << 64) | (0b10 << 62)
    value |= r.getrandbits(62)
    return str(uuid.UUID(int=value))


def ulid(r: Random) -> str:
    ms = epoch(r) * 1000 + r.randrange(1000)
    value = (ms << 80) | r.getrandbits(80)
    return "".join(CROCKFORD[(value >> (5 * i)) & 31] for i in range(25, -1, -1))


def objectid(r: Random) -> str:
    return f"{epoch(r):08x}" + hexs(r, 16)


def day(r: Random) -> str:
    return f"2038-04-{r.randint(1, 28):02d}"


def stamp(r: Random) -> str:
    return f"{day(r)}T{r.randint(6, 22):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.split("\n"))


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A generated password: letters, digits and a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Laadpaal",
    "Stekker",
    "Zonnepaneel",
    "Dampoort",
    "Guillemins",
    "Vredenburg",
    "Kapel",
    "Meuse",
    "Borne",
    "Batterij",
    "Fietsbel",
    "Molenwiek",
    "Frietkot",
    "Pralines",
    "Gaufre",
    "Tramlijn",
    "Kwartier",
    "Stroomkabel",
    "Kanaal",
    "Perron",
)


def passphrase(r: Random) -> str:
    """A password as a person sets it: words, a year or number, a symbol; 16+ characters."""
    while True:
        words = r.sample(_WORDS, 2)
        sep = r.choice("-!._#")
        value = f"{words[0]}{sep}{words[1]}{r.randint(10, 2038)}{r.choice('!?#*$')}"
        if len(value) >= 16:
            return value


def human_or_generated(r: Random) -> str:
    return passphrase(r) if r.random() < 0.4 else password(r, r.choice((16, 18, 21, 24)))


# --- DER -------------------------------------------------------------------------------


def der(tag: int, content: bytes) -> bytes:
    n = len(content)
    if n < 0x80:
        length = bytes([n])
    else:
        raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
        length = bytes([0x80 | len(raw)]) + raw
    return bytes([tag]) + length + content


def seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


def der_int(value: int | bytes) -> bytes:
    raw = (
        value
        if isinstance(value, bytes)
        else value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big")
    )
    raw = raw.lstrip(b"\0") or b"\0"
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return der(0x02, raw)


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


def positive(r: Random, nbytes: int) -> bytes:
    """Random bytes with the top bit set, as a modulus or prime of that size has."""
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    raw[-1] |= 1
    return bytes(raw)


OID_RSA = "1.2.840.113549.1.1.1"
OID_EC = "1.2.840.10045.2.1"
OID_P256 = "1.2.840.10045.3.1.7"
OID_ECDSA_SHA256 = "1.2.840.10045.4.3.2"


def ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_sec1_der(r: Random, with_params: bool = True) -> bytes:
    parts = [der_int(1), der(0x04, r.randbytes(32))]
    if with_params:
        parts.append(der(0xA0, oid(OID_P256)))
    parts.append(der(0xA1, der(0x03, b"\0" + ec_point(r))))
    return seq(*parts)


def rsa_pkcs1_der(r: Random, bits: int = 2048) -> bytes:
    n, half = bits // 8, bits // 16
    return seq(
        der_int(0),
        der_int(positive(r, n)),
        der_int(65537),
        der_int(r.randbytes(n)),
        der_int(positive(r, half)),
        der_int(positive(r, half)),
        der_int(r.randbytes(half)),
        der_int(r.randbytes(half)),
        der_int(r.randbytes(half)),
    )


def pkcs8_der(r: Random, algorithm: str) -> bytes:
    if algorithm == "rsa":
        alg = seq(oid(OID_RSA), der(0x05, b""))
        inner = rsa_pkcs1_der(r, r.choice((2048, 3072)))
    else:
        alg = seq(oid(OID_EC), oid(OID_P256))
        inner = ec_sec1_der(r, with_params=False)
    return seq(der_int(0), alg, der(0x04, inner))


def _name(pairs: tuple[tuple[str, str], ...]) -> bytes:
    # countryName is a PrintableString; the other attributes are UTF8Strings.
    rdns = [
        der(0x31, seq(oid(o), der(0x13 if o == "2.5.4.6" else 0x0C, v.encode()))) for o, v in pairs
    ]
    return seq(*rdns)


def _utc(seconds: int) -> bytes:
    return der(0x17, time.strftime("%y%m%d%H%M%SZ", time.gmtime(seconds)).encode())


def _ecdsa_sig(r: Random) -> bytes:
    return der(0x03, b"\0" + seq(der_int(r.randbytes(32)), der_int(r.randbytes(32))))


def ec_cert_der(r: Random, cn: str, org: str = "Laadpunt Lage Landen B.V.") -> bytes:
    start = epoch(r) - r.randrange(400 * 86400)
    spki = seq(seq(oid(OID_EC), oid(OID_P256)), der(0x03, b"\0" + ec_point(r)))
    ski = seq(oid("2.5.29.14"), der(0x04, der(0x04, r.randbytes(20))))
    basic = seq(oid("2.5.29.19"), der(0x01, b"\xff"), der(0x04, seq()))
    tbs = seq(
        der(0xA0, der_int(2)),
        der_int(r.randbytes(16)),
        seq(oid(OID_ECDSA_SHA256)),
        _name((("2.5.4.6", "NL"), ("2.5.4.10", org), ("2.5.4.3", "LLL Issuing CA 2"))),
        seq(_utc(start), _utc(start + 730 * 86400)),
        _name((("2.5.4.6", "NL"), ("2.5.4.10", org), ("2.5.4.3", cn))),
        spki,
        der(0xA3, seq(ski, basic)),
    )
    return seq(tbs, seq(oid(OID_ECDSA_SHA256)), _ecdsa_sig(r))


def ec_csr_der(r: Random, cn: str) -> bytes:
    spki = seq(seq(oid(OID_EC), oid(OID_P256)), der(0x03, b"\0" + ec_point(r)))
    info = seq(der_int(0), _name((("2.5.4.10", "LLL"), ("2.5.4.3", cn))), spki, der(0xA0, b""))
    return seq(info, seq(oid(OID_ECDSA_SHA256)), _ecdsa_sig(r))


def pem_body(data: bytes) -> str:
    return wrap(base64.b64encode(data).decode(), 64)


# --- OpenSSH -------------------------------------------------------------------------


def _sshstr(data: bytes | str) -> bytes:
    raw = data.encode() if isinstance(data, str) else data
    return struct.pack(">I", len(raw)) + raw


def ssh_public_blob(r: Random, algorithm: str) -> tuple[bytes, bytes]:
    """(public blob, private part) of an ed25519 or ecdsa-sha2-nistp256 key."""
    if algorithm == "ssh-ed25519":
        pk = r.randbytes(32)
        seed = r.randbytes(32)
        return _sshstr(algorithm) + _sshstr(pk), _sshstr(pk) + _sshstr(seed + pk)
    q = ec_point(r)
    d = positive(r, 32)
    blob = _sshstr(algorithm) + _sshstr("nistp256") + _sshstr(q)
    return blob, _sshstr("nistp256") + _sshstr(q) + _sshstr(b"\0" + d)


def openssh_private_body(r: Random, comment: str) -> str:
    algorithm = r.choice(("ssh-ed25519", "ssh-ed25519", "ecdsa-sha2-nistp256"))
    public, private = ssh_public_blob(r, algorithm)
    check = r.randbytes(4)
    section = check + check + _sshstr(algorithm) + private + _sshstr(comment)
    pad = 1
    while len(section) % 8:
        section += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\0"
        + _sshstr("none")
        + _sshstr("none")
        + _sshstr(b"")
        + struct.pack(">I", 1)
        + _sshstr(public)
        + _sshstr(section)
    )
    return wrap(base64.b64encode(blob).decode(), 70)


def ssh_public_line(r: Random, comment: str, algorithm: str = "ssh-ed25519") -> str:
    blob, _ = ssh_public_blob(r, algorithm)
    return f"{algorithm} {base64.b64encode(blob).decode()} {comment}"


def ssh_fingerprint(r: Random) -> str:
    return base64.b64encode(hashlib.sha256(r.randbytes(51)).digest()).decode().rstrip("=")


# --- Tokens and bank references ------------------------------------------------------


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig: int) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig)}"


def iban(r: Random, country: str, bban: str) -> str:
    moved = bban + country + "00"
    digits = "".join(str(int(c, 36)) for c in moved)
    check = 98 - int(digits) % 97
    return f"{country}{check:02d}{bban}"


def iban_nl(r: Random) -> str:
    return iban(r, "NL", r.choice(("INGB", "RABO", "ABNA", "BUNQ")) + "0" + num(r, 9))


def iban_be(r: Random) -> str:
    base = num(r, 10)
    return iban(r, "BE", f"{base}{int(base) % 97 or 97:02d}")


def ogm(r: Random) -> str:
    """A Belgian structured communication (OGM/VCS) with its mod-97 check digits."""
    base = num(r, 10)
    check = int(base) % 97 or 97
    digits = f"{base}{check:02d}"
    return f"{digits[:3]}/{digits[3:7]}/{digits[7:]}"


def charge_point(r: Random) -> str:
    return f"LLL-{r.choice(('UT', 'GNT', 'LGG', 'AMS', 'ANR'))}-{num(r, 4)}"


def evse_id(r: Random) -> str:
    return f"{r.choice(('NL', 'BE'))}*LLL*E{num(r, 5)}*{r.randint(1, 4)}"


def emaid(r: Random) -> str:
    return f"{r.choice(('NL', 'BE'))}-LLL-C{num(r, 8)}-{pick(r, UPPER_ALNUM, 1)}"


def rfid_uid(r: Random) -> str:
    return pick(r, HEXU, r.choice((8, 14)))


# --- The secret rule and rendering -------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key gives one secret per body line of 16+
    characters, stripped of indentation (BEGIN/END armour lines are never listed)."""
    if "\n" not in value:
        return [value]
    out = []
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
