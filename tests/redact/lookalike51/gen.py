"""Seeded value generators and the ``Kind`` record of the ``lookalike51`` corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Nothing here is a credential: vendor prefixes are joined from pieces where they are written.
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
B64STD = ALNUM + "+/"
B32 = string.ascii_uppercase + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
# Symbols that survive env files, YAML, JSON and single-quoted shell without escaping.
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
# Symbols that survive the userinfo part of a URL unescaped.
URL_PASSWORD_CHARS = ALNUM + "-_.~!*"

Values = Callable[[Random], dict[str, str]]


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


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20, chars: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, chars, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def human_password(r: Random) -> str:
    """A password a person picked: words, a year or digits, a symbol."""
    words = (
        "Kinneret",
        "Podil",
        "Hummus",
        "Dnipro",
        "Falafel",
        "Borscht",
        "Yarkon",
        "Khreshchatyk",
        "Negev",
        "Carpathia",
        "Jaffa",
        "Lavra",
        "Masada",
        "Obolon",
    )
    sym = r.choice("!#@%*.")
    return r.choice(words) + r.choice(words).lower() + sym + num(r, 4) + r.choice(("", sym))


# October 2031: epoch seconds 1948579200 (Oct 1) to 1951257599 (Oct 31).
OCT_2031 = 1948579200


def epoch(r: Random) -> int:
    return OCT_2031 + r.randrange(31 * 86400)


def iso(r: Random, tz: str = "Z") -> str:
    t = epoch(r) - OCT_2031
    day, rest = divmod(t, 86400)
    hh, rest = divmod(rest, 3600)
    mm, ss = divmod(rest, 60)
    return f"2031-10-{day + 1:02d}T{hh:02d}:{mm:02d}:{ss:02d}{tz}"


def ulid(r: Random) -> str:
    ms = epoch(r) * 1000 + r.randrange(1000)
    head = "".join(CROCKFORD[(ms >> (5 * i)) & 31] for i in range(9, -1, -1))
    return head + pick(r, CROCKFORD, 16)


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig: int) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig)}"


def der_len(n: int) -> bytes:
    if n < 128:
        return bytes([n])
    body = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(body)]) + body


def pkcs8_rsa_body(r: Random) -> str:
    """Base64 body (64-wide) of a PKCS#8 RSA-2048 private key with random key material."""
    rsa = b"\x02\x01\x00" + b"\x02\x82\x01\x01\x00" + r.randbytes(256) + b"\x02\x03\x01\x00\x01"
    rsa += b"\x02\x82\x01\x00" + r.randbytes(256)
    for _ in range(5):
        rsa += b"\x02\x81\x81\x00" + r.randbytes(128)
    seq = b"\x30" + der_len(len(rsa)) + rsa
    algo = bytes.fromhex("300d06092a864886f70d0101010500")
    inner = b"\x02\x01\x00" + algo + b"\x04" + der_len(len(seq)) + seq
    return wrap(b64_of(b"\x30" + der_len(len(inner)) + inner), 64)


def pkcs8_encrypted_body(r: Random) -> str:
    """Base64 body of a PBES2-encrypted PKCS#8 key (random salt, IV and ciphertext)."""
    head = bytes.fromhex("3082051c304e06092a864886f70d01050d3041302906092a864886f70d01050c301c0408")
    head += r.randbytes(8) + bytes.fromhex("02020800300c06082a864886f70d02090500")
    head += bytes.fromhex("301d060960864801650304012a0410") + r.randbytes(16)
    return wrap(b64_of(head + b"\x04\x82\x04\xc8" + r.randbytes(1224)), 64)


def ec_p256_body(r: Random) -> str:
    der = bytes.fromhex("307702010104") + b"\x20" + r.randbytes(32)
    der += bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + r.randbytes(64)
    return wrap(b64_of(der), 64)


def _ssh_str(b: bytes) -> bytes:
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(r: Random, comment: str) -> tuple[str, str]:
    """(private key body wrapped at 70, public key base64) of an unencrypted ed25519 key."""
    pub = _ssh_str(b"ssh-ed25519") + _ssh_str(r.randbytes(32))
    check = r.randbytes(4)
    priv = check + check + pub + _ssh_str(r.randbytes(64)) + _ssh_str(comment.encode())
    priv += bytes(range(1, 1 + (-len(priv)) % 8))
    blob = b"openssh-key-v1\x00" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"")
    blob += struct.pack(">I", 1) + _ssh_str(pub) + _ssh_str(priv)
    return wrap(b64_of(blob), 70), b64_of(pub)


def ssh_ed25519_pub(r: Random) -> str:
    return b64_of(_ssh_str(b"ssh-ed25519") + _ssh_str(r.randbytes(32)))


def rsa_public_b64(r: Random) -> str:
    """A SubjectPublicKeyInfo RSA-2048 public key in one base64 line."""
    der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    return b64_of(der + r.randbytes(256) + bytes.fromhex("0203010001"))


def split_key_lines(name: str, value: str) -> list[str]:
    """A multi-line key value stands for each of its body lines of 16 or more characters."""
    if "\n" in value:
        return [line for line in value.split("\n") if len(line) >= 16]
    return [value]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
