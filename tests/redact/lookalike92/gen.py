"""Seeded value generators and the ``Kind`` record of the ``lookalike92`` corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike92:holdout:<kind>``.
Key material is built with real structure (DER for PEM bodies, ``openssh-key-v1`` for
OpenSSH keys) around random bytes. Nothing here is a credential: vendor prefixes are joined
from pieces where they are written at all.
"""

from __future__ import annotations

import base64
import hashlib
import json
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from random import Random

HEX = "0123456789abcdef"
UHEX = HEX.upper()
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = string.ascii_uppercase + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64CH = ALNUM + "+/"
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- the secret rule -------------------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """One secret for a one-line value; for a multi-line key, one per body line of 16+
    characters, stripped of indentation (BEGIN/END armour lines are never listed)."""
    if "\n" not in value:
        if len(value) < 16:
            raise AssertionError(f"secret field {name!r} is shorter than 16: {value!r}")
        return [value]
    out = []
    for line in value.split("\n"):
        body = line.strip()
        if len(body) >= 16 and not body.startswith("-----"):
            out.append(body)
    if not out:
        raise AssertionError(f"multi-line secret field {name!r} has no body line")
    return out


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- small values ----------------------------------------------------------------------


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
    return "01" + r.choice("HJ") + pick(r, CROCKFORD, 23)


def objectid(r: Random) -> str:
    return format(epoch(r), "08x") + hexs(r, 16)


def wrap(text: str, width: int = 64, indent: str = "") -> str:
    return "\n".join(indent + text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    """A password as a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Kanelbulle", "Sjöbod", "Fjord", "Lingon", "Skärgård", "Brunost", "Fiskekake", "Midsommar",
    "Hjortron", "Torsk", "Kaffekopp", "Vaffel", "Fyrtorn", "Bryggen", "Regnjakke", "Pepparkaka",
    "Gravlax", "Lakrits", "Moltebær", "Skolebolle", "Ålesund", "Strömming", "Tunnbröd", "Vipps",
)  # fmt: skip


def passphrase(r: Random) -> str:
    """A passphrase as a person would pick one: words, a number, a symbol (16+ chars)."""
    while True:
        words = r.sample(_WORDS, r.choice((2, 3)))
        sep = r.choice("-.!_")
        value = sep.join(words) + sep + str(r.randint(10, 9999)) + r.choice(("", "!", "?", "#"))
        if len(value) >= 16:
            return value


_BASE = datetime(2039, 3, 1, tzinfo=UTC)


def when(r: Random) -> datetime:
    return _BASE + timedelta(seconds=r.randint(0, 30 * 86400))


def date(r: Random) -> str:
    return when(r).strftime("%Y-%m-%d")


def stamp(r: Random) -> str:
    return when(r).strftime("%Y-%m-%dT%H:%M:%S.") + num(r, 3) + "Z"


def epoch(r: Random) -> int:
    return int(when(r).timestamp())


PEOPLE = ("linnea", "oskar", "ingrid", "sindre", "maja", "eirik", "elsa", "henrik", "astrid")


def person(r: Random) -> str:
    return r.choice(PEOPLE)


# --- DER and key structures --------------------------------------------------------------


def _len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, content: bytes) -> bytes:
    return bytes([tag]) + _len(len(content)) + content


def seq(*items: bytes) -> bytes:
    return tlv(0x30, b"".join(items))


def der_int(value: int | bytes) -> bytes:
    if isinstance(value, int):
        raw = value.to_bytes(max(1, (value.bit_length() + 8) // 8), "big")
    else:
        raw = value.lstrip(b"\x00") or b"\x00"
        if raw[0] & 0x80:
            raw = b"\x00" + raw
    return tlv(0x02, raw)


def _big(r: Random, nbytes: int, odd: bool = False) -> bytes:
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    if odd:
        raw[-1] |= 1
    return bytes(raw)


def oid(dotted: str) -> bytes:
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


NULL = b"\x05\x00"
RSA_OID = "1.2.840.113549.1.1.1"
EC_OID = "1.2.840.10045.2.1"
P256_OID = "1.2.840.10045.3.1.7"


def rsa_pkcs1(r: Random, bits: int = 2048) -> bytes:
    n = bits // 8
    h = n // 2
    return seq(
        der_int(0),
        der_int(_big(r, n, odd=True)),
        der_int(65537),
        der_int(r.randbytes(n)),
        der_int(_big(r, h, odd=True)),
        der_int(_big(r, h, odd=True)),
        der_int(r.randbytes(h)),
        der_int(r.randbytes(h)),
        der_int(r.randbytes(h)),
    )


def rsa_pkcs8(r: Random, bits: int = 2048) -> bytes:
    return seq(der_int(0), seq(oid(RSA_OID), NULL), tlv(0x04, rsa_pkcs1(r, bits)))


def ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_sec1(r: Random) -> bytes:
    return seq(
        der_int(1),
        tlv(0x04, r.randbytes(32)),
        tlv(0xA0, oid(P256_OID)),
        tlv(0xA1, tlv(0x03, b"\x00" + ec_point(r))),
    )


def ec_spki(r: Random) -> bytes:
    return seq(seq(oid(EC_OID), oid(P256_OID)), tlv(0x03, b"\x00" + ec_point(r)))


def rsa_spki(r: Random, bits: int = 2048) -> bytes:
    pub = seq(der_int(_big(r, bits // 8, odd=True)), der_int(65537))
    return seq(seq(oid(RSA_OID), NULL), tlv(0x03, b"\x00" + pub))


def _name(cn: str, org: str, country: str) -> bytes:
    def rdn(o: str, v: str, tag: int = 0x0C) -> bytes:
        return tlv(0x31, seq(oid(o), tlv(tag, v.encode())))

    return seq(rdn("2.5.4.6", country, 0x13), rdn("2.5.4.10", org), rdn("2.5.4.3", cn))


def certificate(r: Random, cn: str, issuer: str, org: str, country: str = "SE") -> bytes:
    start = when(r) - timedelta(days=r.randint(30, 300))
    end = start + timedelta(days=r.choice((365, 397, 730, 825)))
    validity = seq(
        tlv(0x17, start.strftime("%y%m%d%H%M%SZ").encode()),
        tlv(0x17, end.strftime("%y%m%d%H%M%SZ").encode()),
    )
    ecdsa = seq(oid("1.2.840.10045.4.3.2"))
    tbs = seq(
        tlv(0xA0, der_int(2)),
        der_int(r.randbytes(16)),
        ecdsa,
        _name(issuer, org, country),
        validity,
        _name(cn, org, country),
        ec_spki(r),
    )
    sig = seq(der_int(_big(r, 32)), der_int(r.randbytes(32)))
    return seq(tbs, ecdsa, tlv(0x03, b"\x00" + sig))


def pem_body(der: bytes, indent: str = "") -> str:
    return wrap(base64.b64encode(der).decode(), 64, indent)


def _sshstr(data: bytes | str) -> bytes:
    raw = data.encode() if isinstance(data, str) else data
    return struct.pack(">I", len(raw)) + raw


def ssh_ed25519_pub(r: Random) -> bytes:
    return _sshstr("ssh-ed25519") + _sshstr(r.randbytes(32))


def ssh_fingerprint(blob: bytes) -> str:
    return "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")


def openssh_private(r: Random, comment: str, algo: str = "ed25519") -> str:
    """An unencrypted ``openssh-key-v1`` body (base64, wrapped at 70) with random keys."""
    if algo == "ed25519":
        pub = r.randbytes(32)
        blob = _sshstr("ssh-ed25519") + _sshstr(pub)
        priv = _sshstr("ssh-ed25519") + _sshstr(pub) + _sshstr(r.randbytes(32) + pub)
    else:
        point = ec_point(r)
        blob = _sshstr("ecdsa-sha2-nistp256") + _sshstr("nistp256") + _sshstr(point)
        scalar = b"\x00" + _big(r, 32)
        priv = _sshstr("ecdsa-sha2-nistp256") + _sshstr("nistp256") + _sshstr(point)
        priv += _sshstr(scalar)
    check = r.randbytes(4)
    section = check + check + priv + _sshstr(comment)
    pad = 1
    while len(section) % 8:
        section += bytes([pad])
        pad += 1
    raw = b"openssh-key-v1\x00" + _sshstr("none") + _sshstr("none") + _sshstr(b"")
    raw += struct.pack(">I", 1) + _sshstr(blob) + _sshstr(section)
    return wrap(base64.b64encode(raw).decode(), 70)
