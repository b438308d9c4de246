"""Seeded value generators and the ``Kind`` record of the twenty-fourth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws every value
from the ``random.Random`` the build loop passes in (seeded with the kind's name). Nothing
here is a real credential: vendor prefixes are joined from pieces where they appear at all.
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
HEX_UP = "0123456789ABCDEF"
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@_~"

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


def hexu(r: Random, n: int) -> str:
    return pick(r, HEX_UP, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def digits(r: Random, n: int) -> str:
    return pick(r, DIGITS, n)


def clock(r: Random, hours: tuple[int, int] = (0, 23)) -> str:
    """A time of day ``HH:MM:SS``."""
    return f"{r.randint(*hours):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def aug_day(r: Random) -> str:
    """A day in August 2027, ``2027-08-DD``."""
    return f"2027-08-{r.randint(1, 28):02d}"


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int, pad: bool = False) -> str:
    out = base64.urlsafe_b64encode(r.randbytes(nbytes)).decode()
    return out if pad else out.rstrip("=")


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def colon_hex(r: Random, nbytes: int, upper: bool = True) -> str:
    alphabet = HEX_UP if upper else HEX
    return ":".join(pick(r, alphabet, 2) for _ in range(nbytes))


def password(r: Random, n: int = 20) -> str:
    """A generated password: letters, digits and a few symbols, both classes present."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Revontuli",
    "Muuntaja",
    "Koskela",
    "Saimaa",
    "Kuusikko",
    "Pakkanen",
    "Hirvi",
    "Sauna",
    "Lumipyry",
    "Vesitorni",
    "Naranja",
    "Tormenta",
    "Paella",
    "Levante",
    "Molino",
    "Ankkuri",
    "Mustikka",
    "Lakka",
    "Fjärden",
    "Älgen",
    "Kraftverk",
    "Sähkö",
    "Jäätie",
)


def passphrase(r: Random) -> str:
    """A password a person would pick: words, a year or number and a symbol, 16+ chars."""
    while True:
        a, b = r.sample(_WORDS, 2)
        sep = r.choice("-_.!#+")
        tail = r.choice(("2027", "2026", str(r.randint(10, 99)), str(r.randint(100, 999))))
        value = r.choice((f"{a}{sep}{b}{tail}", f"{a}{tail}{sep}{b}", f"{a}{b}{sep}{tail}!"))
        if len(value) >= 16:
            return value


def url_password(r: Random, n: int = 20) -> str:
    """A password that sits in a URL or a .pgpass line as is (no ``@ : / ? #``)."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~!*", n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def any_password(r: Random) -> str:
    return password(r, r.choice((16, 18, 20, 24))) if r.random() < 0.6 else passphrase(r)


def gs1_check(body: str) -> str:
    """The GS1 mod-10 check digit of ``body`` (weights 3,1,3,… from the right)."""
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(reversed(body)))
    return str((10 - total % 10) % 10)


def luhn_check(body: str) -> str:
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def _sshstr(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def ed25519_public_blob(pub: bytes) -> bytes:
    return _sshstr(b"ssh-ed25519") + _sshstr(pub)


def ssh_ed25519_public(r: Random) -> str:
    return base64.b64encode(ed25519_public_blob(r.randbytes(32))).decode()


def openssh_ed25519_private(r: Random, comment: str) -> str:
    """The base64 body (wrapped at 70) of an unencrypted openssh-key-v1 ed25519 key."""
    seed, pub = r.randbytes(32), r.randbytes(32)
    check = r.randbytes(4)
    blob = ed25519_public_blob(pub)
    private = (
        check
        + check
        + _sshstr(b"ssh-ed25519")
        + _sshstr(pub)
        + _sshstr(seed + pub)
        + _sshstr(comment.encode())
    )
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    raw = (
        b"openssh-key-v1\x00"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + struct.pack(">I", 1)
        + _sshstr(blob)
        + _sshstr(private)
    )
    return wrap(base64.b64encode(raw).decode(), 70)


def ec_p256_private_der_b64(r: Random) -> str:
    """The base64 body (wrapped at 64) of a SEC1 ``EC PRIVATE KEY`` on P-256."""
    der = (
        bytes.fromhex("30770201010420")
        + r.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
        + b"\x04"
        + r.randbytes(64)
    )
    return wrap(base64.b64encode(der).decode(), 64)


def jwt(r: Random, claims: dict[str, object], alg: str = "RS256", kid: str = "") -> str:
    header: dict[str, str] = {"alg": alg, "typ": "JWT"}
    if kid:
        header["kid"] = kid
    sig = b64url(r, 256 if alg.startswith("RS") else 32)
    return f"{b64url_json(header)}.{b64url_json(claims)}.{sig}"


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_by_line(name: str, value: str) -> list[str]:
    """A one-line secret as given; a multi-line one (a key body) as each line of 16+ chars."""
    if "\n" not in value:
        return [value]
    return [line for line in value.split("\n") if len(line) >= 16]
