"""Seeded value generators and the ``Kind`` record of the ``lookalike84`` corpus.

Setting: memory notes of a DevOps engineer at Liman Rota (an invented Izmir/Piraeus
ferry-ticketing and port-logistics company), October 2037, in Turkish, Greek and English.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws every value
from the ``random.Random`` that ``KindCorpus`` passes in. Nothing here is a credential:
vendor prefixes and key labels are joined from pieces where they are written at all.
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
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]

# Key labels, joined from pieces.
PRIV = "PRIV" + "ATE KEY"
OPENSSH_PRIV = "OPENSSH " + PRIV


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# ---------------------------------------------------------------- basic draws


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
    return r.choice("01") + pick(r, CROCKFORD, 9) + pick(r, CROCKFORD, 16)


def object_id(r: Random) -> str:
    return f"{r.randint(0x7E000000, 0x7FFFFFFF):08x}" + hexs(r, 16)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    pad = " " * spaces
    return "\n".join(pad + line for line in text.splitlines())


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "kordon",
    "alsancak",
    "karsiyaka",
    "vapur",
    "martı",
    "pire",
    "limani",
    "galata",
    "mavi",
    "poyraz",
    "lodos",
    "iskele",
    "feribot",
    "kumpir",
    "boyoz",
    "gevrek",
    "thalassa",
    "kamari",
    "meltemi",
    "vouli",
    "karavi",
    "perama",
    "aigaio",
    "liman",
)


def passphrase(r: Random) -> str:
    """A memorable password of the kind people type in prose: words, digits, a symbol."""
    while True:
        words = [w.capitalize() if r.random() < 0.5 else w for w in r.sample(_WORDS, 3)]
        sep = r.choice("-._+")
        value = sep.join(words) + sep + str(r.randint(10, 9999)) + r.choice("!?#*%")
        if len(value) >= 16:
            return value


def stamp(r: Random) -> str:
    """An ISO timestamp in October 2037."""
    return (
        f"2037-10-{r.randint(1, 31):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:"
        f"{r.randint(0, 59):02d}.{r.randint(0, 999):03d}Z"
    )


def day(r: Random) -> str:
    return f"2037-10-{r.randint(1, 31):02d}"


def epoch(r: Random) -> str:
    return str(r.randint(2138400000, 2140991999))  # October 2037


# ---------------------------------------------------------------- DER / PEM


def der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        head = bytes([n])
    else:
        raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
        head = bytes([0x80 | len(raw)]) + raw
    return bytes([tag]) + head + body


def der_int(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0") or b"\0"
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return der(0x02, raw)


def seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


def big(r: Random, n: int, odd: bool = False) -> bytes:
    """``n`` random bytes with the top bit set (a full-length integer)."""
    raw = bytearray(r.randbytes(n))
    raw[0] |= 0x80
    if odd:
        raw[-1] |= 1
    return bytes(raw)


OID_RSA = bytes.fromhex("06092a864886f70d010101")
OID_SHA256_RSA = bytes.fromhex("06092a864886f70d01010b")
OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_ED25519 = bytes.fromhex("06032b6570")
OID_CN = bytes.fromhex("0603550403")
OID_O = bytes.fromhex("060355040a")
NULL = bytes.fromhex("0500")


def pem(label: str, body: bytes) -> str:
    return (
        f"-----BEGIN {label}-----\n{wrap(base64.b64encode(body).decode())}\n-----END {label}-----"
    )


def rsa_pkcs1(r: Random, nbytes: int = 256) -> bytes:
    half = nbytes // 2
    return seq(
        der_int(b"\0"),
        der_int(big(r, nbytes, odd=True)),
        der_int(b"\x01\x00\x01"),
        der_int(big(r, nbytes)),
        der_int(big(r, half, odd=True)),
        der_int(big(r, half, odd=True)),
        der_int(big(r, half)),
        der_int(big(r, half)),
        der_int(big(r, half)),
    )


def rsa_pkcs8(r: Random, nbytes: int = 256) -> bytes:
    return seq(der_int(b"\0"), seq(OID_RSA, NULL), der(0x04, rsa_pkcs1(r, nbytes)))


def ec_sec1(r: Random) -> bytes:
    point = b"\0\x04" + r.randbytes(64)
    return seq(
        der_int(b"\x01"),
        der(0x04, r.randbytes(32)),
        der(0xA0, OID_P256),
        der(0xA1, der(0x03, point)),
    )


def ed25519_pkcs8(r: Random) -> bytes:
    return seq(der_int(b"\0"), seq(OID_ED25519), der(0x04, der(0x04, r.randbytes(32))))


def spki_ec(r: Random) -> bytes:
    return seq(seq(OID_EC, OID_P256), der(0x03, b"\0\x04" + r.randbytes(64)))


def spki_rsa(r: Random) -> bytes:
    key = seq(der_int(big(r, 256, odd=True)), der_int(b"\x01\x00\x01"))
    return seq(seq(OID_RSA, NULL), der(0x03, b"\0" + key))


def _name(cn: str) -> bytes:
    return seq(
        der(0x31, seq(OID_O, der(0x0C, b"Liman Rota Denizcilik A.S."))),
        der(0x31, seq(OID_CN, der(0x0C, cn.encode()))),
    )


def cert_der(r: Random, cn: str, issuer: str) -> bytes:
    start = f"37{r.randint(1, 10):02d}{r.randint(1, 28):02d}{r.randint(0, 23):02d}0000Z"
    end = f"38{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(0, 23):02d}0000Z"
    tbs = seq(
        der(0xA0, der_int(b"\x02")),
        der_int(r.randbytes(16)),
        seq(OID_SHA256_RSA, NULL),
        _name(issuer),
        seq(der(0x17, start.encode()), der(0x17, end.encode())),
        _name(cn),
        spki_ec(r) if r.random() < 0.5 else spki_rsa(r),
    )
    return seq(tbs, seq(OID_SHA256_RSA, NULL), der(0x03, b"\0" + r.randbytes(256)))


# ---------------------------------------------------------------- OpenSSH


def sshstr(raw: bytes) -> bytes:
    return len(raw).to_bytes(4, "big") + raw


def mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0")
    if raw and raw[0] & 0x80:
        raw = b"\0" + raw
    return sshstr(raw)


def ssh_pub_blob(r: Random, algo: str) -> bytes:
    if algo == "ssh-ed25519":
        return sshstr(b"ssh-ed25519") + sshstr(r.randbytes(32))
    if algo == "ecdsa-sha2-nistp256":
        return sshstr(algo.encode()) + sshstr(b"nistp256") + sshstr(b"\x04" + r.randbytes(64))
    return sshstr(b"ssh-rsa") + mpint(b"\x01\x00\x01") + mpint(big(r, 384, odd=True))


def ssh_public_key(r: Random, algo: str, comment: str) -> str:
    return f"{algo} {b64_of(ssh_pub_blob(r, algo))} {comment}"


def openssh_private(r: Random, algo: str, comment: str, encrypted: bool = False) -> str:
    """An ``openssh-key-v1`` file body (between BEGIN/END), wrapped at 70 columns."""
    check = r.randbytes(4)
    if algo == "ssh-ed25519":
        pk = r.randbytes(32)
        pub = sshstr(b"ssh-ed25519") + sshstr(pk)
        body = sshstr(b"ssh-ed25519") + sshstr(pk) + sshstr(r.randbytes(32) + pk)
    else:
        q = b"\x04" + r.randbytes(64)
        pub = sshstr(algo.encode()) + sshstr(b"nistp256") + sshstr(q)
        body = sshstr(algo.encode()) + sshstr(b"nistp256") + sshstr(q) + mpint(big(r, 32))
    priv = check + check + body + sshstr(comment.encode())
    pad = 1
    block = 16 if encrypted else 8
    while len(priv) % block:
        priv += bytes([pad])
        pad += 1
    if encrypted:
        kdf = sshstr(r.randbytes(16)) + (16).to_bytes(4, "big")
        head = sshstr(b"aes256-ctr") + sshstr(b"bcrypt") + sshstr(kdf)
        priv = r.randbytes(len(priv))
    else:
        head = sshstr(b"none") + sshstr(b"none") + sshstr(b"")
    blob = b"openssh-key-v1\0" + head + (1).to_bytes(4, "big") + sshstr(pub) + sshstr(priv)
    return wrap(b64_of(blob), 70)


def openssh_pem(body: str) -> str:
    return f"-----BEGIN {OPENSSH_PRIV}-----\n{body}\n-----END {OPENSSH_PRIV}-----"


# ---------------------------------------------------------------- the secret rule


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key gives one secret per body line of
    16+ characters, stripped of indentation (BEGIN/END lines never listed)."""
    if "\n" not in value:
        found = [value]
    else:
        found = []
        for line in value.splitlines():
            body = line.strip()
            if body.startswith("-----") or len(body) < 16:
                continue
            found.append(body)
    for item in found:
        if len(item) < 16:
            raise AssertionError(f"{name}: secret {item!r} is shorter than 16 characters")
    return found


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
