"""Seeded value generators and the ``Kind`` record of the sixty-fourth look-alike corpus.

The setting is Pannonia Parcel (December 2033): a Hungarian-Romanian marketplace and
parcel-locker network. A template holds fields written ``⟨name⟩``; a kind's ``values``
function draws one value per field from the ``random.Random`` that ``KindCorpus`` seeds with
``lookalike64:holdout:<kind>``. Key material is built as real structures (PKCS#1, PKCS#8,
SEC1, X.509, ``openssh-key-v1``) filled with random bytes. Nothing here is a credential:
vendor prefixes are joined from pieces where they are written at all.
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
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~$&"

# Armour labels, joined so that no literal line of this file looks like a key header.
PRIV = "PRIVATE" + " KEY"
RSA_PRIV = "RSA " + PRIV
EC_PRIV = "EC " + PRIV
OPENSSH_PRIV = "OPENSSH " + PRIV

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- the secret rule -----------------------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line value (a key) gives one secret per body
    line of 16+ characters, stripped of indentation, never its BEGIN/END armour lines."""
    if "\n" not in value:
        parts = [value]
    else:
        lines = [line.strip() for line in value.splitlines()]
        parts = [line for line in lines if len(line) >= 16 and not line.startswith("-----")]
    for part in parts:
        if len(part) < 16:
            raise AssertionError(f"secret field {name!r} gives a short secret {part!r}")
    if not parts:
        raise AssertionError(f"secret field {name!r} gives no secret")
    return parts


# --- small values --------------------------------------------------------------------------


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


def guid_n(r: Random) -> str:
    """A GUID in .NET's ``N`` format: 32 hex digits, no dashes."""
    return uuid4(r).replace("-", "")


def ulid(r: Random) -> str:
    """A ULID minted in December 2033: 48-bit millisecond time, then 80 random bits."""
    ms = int(epoch(r)) * 1000 + r.randint(0, 999)
    head = "".join(CROCKFORD[(ms >> (5 * i)) & 31] for i in reversed(range(10)))
    return head + pick(r, CROCKFORD, 16)


def objectid(r: Random) -> str:
    """A MongoDB-style ObjectId whose timestamp falls in late 2033."""
    ts = r.randint(2_016_000_000, 2_019_000_000)
    return f"{ts:08x}" + hexs(r, 16)


def epoch(r: Random) -> str:
    """A Unix time in December 2033."""
    return str(r.randint(2_017_526_400, 2_020_118_399))


def day(r: Random) -> str:
    return f"2033-12-{r.randint(1, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def iso(r: Random) -> str:
    return f"{day(r)}T{clock(r)}.{r.randint(0, 999):03d}Z"


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    pad = " " * spaces
    return "\n".join(pad + line for line in text.splitlines())


def password(r: Random, n: int = 20) -> str:
    """A generated password: letters, digits and a few symbols, at least 16 characters."""
    n = max(n, 16)
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Tavasz",
    "Balaton",
    "Kolozsvar",
    "Somlo",
    "Kifli",
    "Szamoca",
    "Csomag",
    "Ciorba",
    "Feleacu",
    "Someș",
    "Zacusca",
    "Brasov",
    "Papanasi",
    "Lanchid",
    "Hargita",
    "Dunarea",
    "Turos",
    "Pogacsa",
    "Vulcan",
    "Mures",
)


def human_password(r: Random) -> str:
    """A password as a person sets it: words, a year or digits, a symbol; 16+ characters."""
    while True:
        a, b = r.sample(_WORDS, 2)
        sep = r.choice("-_.#!+")
        tail = r.choice((num(r, 4), num(r, 3) + r.choice("!?#$%"), "20" + num(r, 2)))
        value = r.choice(
            (
                f"{a}{sep}{b}{tail}",
                f"{a.lower()}{sep}{b}{sep}{tail}",
                f"{b}{tail}{sep}{a}{pick(r, DIGITS, 2)}",
            )
        )
        if len(value) >= 16:
            return value


def any_password(r: Random) -> str:
    return human_password(r) if r.random() < 0.45 else password(r, r.choice((16, 18, 20, 24)))


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- DER, PEM and SSH structures ------------------------------------------------------------


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
OID_SHA256_RSA = "1.2.840.113549.1.1.11"
OID_EC = "1.2.840.10045.2.1"
OID_P256 = "1.2.840.10045.3.1.7"
OID_ECDSA_SHA256 = "1.2.840.10045.4.3.2"


def integer(v: int) -> bytes:
    return der(0x02, v.to_bytes(max(1, (v.bit_length() + 8) // 8), "big"))


def int_raw(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\x00") or b"\x00"
    if raw[0] & 0x80:
        raw = b"\x00" + raw
    return der(0x02, raw)


def rand_uint(r: Random, nbytes: int, top: bool = True, odd: bool = False) -> bytes:
    b = bytearray(r.randbytes(nbytes))
    if top:
        b[0] |= 0x80
    if odd:
        b[-1] |= 0x01
    return bytes(b)


def pem(label: str, body: bytes, width: int = 64) -> str:
    text = base64.b64encode(body).decode()
    return f"-----BEGIN {label}-----\n{wrap(text, width)}\n-----END {label}-----"


def rsa_private_der(r: Random, bits: int = 2048) -> bytes:
    """A PKCS#1 ``RSAPrivateKey`` of the right shape, filled with random numbers."""
    k, h = bits // 8, bits // 16
    return seq(
        integer(0),
        int_raw(rand_uint(r, k, odd=True)),
        integer(65537),
        int_raw(rand_uint(r, k, top=False)),
        int_raw(rand_uint(r, h, odd=True)),
        int_raw(rand_uint(r, h, odd=True)),
        int_raw(rand_uint(r, h, top=False)),
        int_raw(rand_uint(r, h, top=False)),
        int_raw(rand_uint(r, h, top=False)),
    )


def rsa_pkcs1_pem(r: Random, bits: int = 2048) -> str:
    return pem(RSA_PRIV, rsa_private_der(r, bits))


def rsa_pkcs8_pem(r: Random, bits: int = 2048) -> str:
    inner = rsa_private_der(r, bits)
    return pem(PRIV, seq(integer(0), seq(oid(OID_RSA), NULL), der(0x04, inner)))


def ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_sec1_pem(r: Random) -> str:
    body = seq(
        integer(1),
        der(0x04, r.randbytes(32)),
        der(0xA0, oid(OID_P256)),
        der(0xA1, der(0x03, b"\x00" + ec_point(r))),
    )
    return pem(EC_PRIV, body)


def ec_pkcs8_pem(r: Random) -> str:
    inner = seq(integer(1), der(0x04, r.randbytes(32)), der(0xA1, der(0x03, b"\x00" + ec_point(r))))
    body = seq(integer(0), seq(oid(OID_EC), oid(OID_P256)), der(0x04, inner))
    return pem(PRIV, body)


def sshstr(b: bytes) -> bytes:
    return len(b).to_bytes(4, "big") + b


def mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\x00")
    if raw and raw[0] & 0x80:
        raw = b"\x00" + raw
    return sshstr(raw)


def openssh_private(r: Random, comment: str, algo: str = "ed25519") -> str:
    """An unencrypted ``openssh-key-v1`` private key (ed25519 or ecdsa-sha2-nistp256)."""
    if algo == "ed25519":
        seed, pub = r.randbytes(32), r.randbytes(32)
        pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
        key = sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub)
    else:
        name, q = b"ecdsa-sha2-nistp256", ec_point(r)
        pubblob = sshstr(name) + sshstr(b"nistp256") + sshstr(q)
        key = sshstr(name) + sshstr(b"nistp256") + sshstr(q) + mpint(r.randbytes(32))
    check = r.randbytes(4)
    priv = check + check + key + sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + sshstr(b"none")
        + sshstr(b"none")
        + sshstr(b"")
        + (1).to_bytes(4, "big")
        + sshstr(pubblob)
        + sshstr(priv)
    )
    return pem(OPENSSH_PRIV, blob, 70)


def ssh_public(r: Random, comment: str, algo: str = "ed25519") -> str:
    if algo == "ed25519":
        blob = sshstr(b"ssh-ed25519") + sshstr(r.randbytes(32))
        name = "ssh-ed25519"
    elif algo == "rsa":
        blob = sshstr(b"ssh-rsa") + mpint(b"\x01\x00\x01") + mpint(rand_uint(r, 384, odd=True))
        name = "ssh-rsa"
    else:
        name = "ecdsa-sha2-nistp256"
        blob = sshstr(name.encode()) + sshstr(b"nistp256") + sshstr(ec_point(r))
    return f"{name} {b64_of(blob)} {comment}".rstrip()


def _name(pairs: tuple[tuple[str, str], ...]) -> bytes:
    codes = {"C": "2.5.4.6", "O": "2.5.4.10", "CN": "2.5.4.3", "L": "2.5.4.7"}
    rdns = []
    for key, value in pairs:
        tag = 0x13 if key == "C" else 0x0C
        rdns.append(der(0x31, seq(oid(codes[key]), der(tag, value.encode()))))
    return seq(*rdns)


def rsa_spki(r: Random, bits: int = 2048) -> bytes:
    pub = seq(int_raw(rand_uint(r, bits // 8, odd=True)), integer(65537))
    return seq(seq(oid(OID_RSA), NULL), der(0x03, b"\x00" + pub))


def ec_spki(r: Random) -> bytes:
    return seq(seq(oid(OID_EC), oid(OID_P256)), der(0x03, b"\x00" + ec_point(r)))


def certificate_der(
    r: Random,
    subject: tuple[tuple[str, str], ...],
    issuer: tuple[tuple[str, str], ...],
    dns: tuple[str, ...] = (),
    rsa: bool = False,
) -> bytes:
    """An X.509 v3 certificate of the right shape: random key, serial and signature."""
    start = f"33{r.randint(9, 12):02d}{r.randint(1, 28):02d}{r.randint(0, 23):02d}0000Z"
    end = f"{r.choice(('34', '35'))}{r.randint(1, 12):02d}{r.randint(1, 28):02d}235959Z"
    ext = b""
    if dns:
        san = seq(*(der(0x82, d.encode()) for d in dns))
        ext = der(0xA3, seq(seq(oid("2.5.29.17"), der(0x04, san))))
    spki = rsa_spki(r) if rsa else ec_spki(r)
    alg = seq(oid(OID_SHA256_RSA), NULL) if rsa else seq(oid(OID_ECDSA_SHA256))
    tbs = seq(
        der(0xA0, integer(2)),
        int_raw(rand_uint(r, 16, top=False)),
        alg,
        _name(issuer),
        seq(der(0x17, start.encode()), der(0x17, end.encode())),
        _name(subject),
        spki,
        ext,
    )
    if rsa:
        sig = der(0x03, b"\x00" + r.randbytes(256))
    else:
        sig = der(0x03, b"\x00" + seq(int_raw(r.randbytes(32)), int_raw(r.randbytes(32))))
    return seq(tbs, alg, sig)


def cert_pem(r: Random, cn: str, org: str, issuer_cn: str, issuer_org: str, rsa: bool) -> str:
    subject = (("C", "HU" if cn.endswith(".hu") else "RO"), ("O", org), ("CN", cn))
    issuer = (("C", "US"), ("O", issuer_org), ("CN", issuer_cn))
    dns = (cn,) if "." in cn else ()
    return pem("CERTIFICATE", certificate_der(r, subject, issuer, dns, rsa))


def public_key_pem(r: Random, rsa: bool = True) -> str:
    return pem("PUBLIC KEY", rsa_spki(r) if rsa else ec_spki(r))


# --- tokens ---------------------------------------------------------------------------------


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig_bytes: int) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig_bytes)}"


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()
