"""Seeded value generators and the ``Kind`` record of the lookalike54 corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Vendor prefixes are joined from pieces where they appear, so no literal here is a credential.
"""

from __future__ import annotations

import base64
import re
import string
import struct
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
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
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


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int, pad: bool = False) -> str:
    text = base64.urlsafe_b64encode(r.randbytes(nbytes)).decode()
    return text if pad else text.rstrip("=")


def b64_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    """A ULID stamped in April 2032 (48-bit ms time, 80 random bits, Crockford base32)."""
    ms = 1964390400000 + r.randrange(30 * 86400 * 1000)
    value = (ms << 80) | r.getrandbits(80)
    return "".join(CROCKFORD[(value >> (5 * i)) & 31] for i in reversed(range(26)))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator sets it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    return password(r, n, URL_SAFE_PASSWORD_CHARS)


def day(r: Random) -> str:
    return f"2032-04-{r.randint(1, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def stamp(r: Random) -> str:
    """``YYYYMMDDHHMMSS`` in April 2032, as Daraja writes a timestamp."""
    return day(r).replace("-", "") + clock(r).replace(":", "")


def ke_msisdn(r: Random) -> str:
    return "2547" + r.choice("0129") + pick(r, DIGITS, 7)


def et_msisdn(r: Random) -> str:
    return "2519" + pick(r, DIGITS, 8)


def mpesa_receipt(r: Random) -> str:
    """An M-Pesa transaction id: ten upper-case letters and digits, leading letter."""
    return pick(r, UPPER, 2) + pick(r, UPPER_ALNUM, 8)


def pem_body(r: Random, head: str, nbytes: int, width: int = 64) -> str:
    return wrap(head + b64(r, nbytes), width)


def rsa_pkcs8_body(r: Random) -> str:
    """The base64 body of a 2048-bit RSA key in PKCS#8, 64 characters a line."""
    return pem_body(r, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 1179)


def _ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def openssh_ed25519_body(r: Random, comment: str) -> str:
    """The base64 body of an unencrypted OpenSSH ed25519 private key, 70 a line."""
    pub = r.randbytes(32)
    blob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    check = r.randbytes(4)
    private = (
        check
        + check
        + _ssh_string(b"ssh-ed25519")
        + _ssh_string(pub)
        + _ssh_string(r.randbytes(32) + pub)
        + _ssh_string(comment.encode())
    )
    private += bytes(range(1, 1 + (-len(private)) % 8))
    raw = (
        b"openssh-key-v1\0"
        + _ssh_string(b"none")
        + _ssh_string(b"none")
        + _ssh_string(b"")
        + struct.pack(">I", 1)
        + _ssh_string(blob)
        + _ssh_string(private)
    )
    return wrap(b64_of(raw), 70)


def ssh_ed25519_public(r: Random) -> str:
    blob = _ssh_string(b"ssh-ed25519") + _ssh_string(r.randbytes(32))
    return "ssh-ed25519 " + b64_of(blob)


def indent(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.split("\n"))


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_parts(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive: the value itself, or for a
    multi-line key (real newlines or JSON ``\\n`` escapes) each body line of 16+ chars."""
    parts = [p.strip() for p in re.split(r"\\n|\n", value)]
    if len(parts) == 1:
        if len(value) < 16:
            raise AssertionError(f"secret field {name!r} is shorter than 16: {value!r}")
        return [value]
    return [p for p in parts if len(p) >= 16]
