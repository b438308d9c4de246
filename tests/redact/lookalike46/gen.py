"""Seeded value generators and the ``Kind`` record of the lookalike46 corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with
``lookalike46:holdout:<kind>``). Nothing here reads the clock or the OS random source, so
the corpus is the same on every run. Nothing here is a credential: vendor prefixes are
joined from pieces where they are written at all.
"""

from __future__ import annotations

import base64
import datetime as dt
import string
import struct
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
B32 = UPPER + "234567"
# Characters people and generators put in passwords; no quote, backslash, colon, hash or
# space, so a value sits unquoted in env files, .pgpass lines and YAML alike.
PASSWORD_CHARS = ALNUM + "!%*+-.=?@^_~"
# Characters that need no percent-encoding in the userinfo part of a URL.
URL_PASSWORD_CHARS = ALNUM + "-._~"

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


def uhex(r: Random, n: int) -> str:
    return pick(r, UHEX, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def digits(r: Random, n: int) -> str:
    return pick(r, DIGITS, n)


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


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20, chars: str = PASSWORD_CHARS) -> str:
    """A generated password: letters, digits and a few symbols, at least 16 characters."""
    n = max(n, 16)
    while True:
        value = pick(r, ALNUM, 1) + pick(r, chars, n - 1)
        if (
            any(c.isdigit() for c in value)
            and any(c.islower() for c in value)
            and any(c.isupper() for c in value)
        ):
            return value


_WORDS = (
    "madra",
    "cat",
    "capall",
    "sionnach",
    "kot",
    "pies",
    "jez",
    "wydra",
    "bainne",
    "feirm",
    "Wisla",
    "Liffey",
    "Howth",
    "Wawel",
    "smok",
    "cnoc",
    "trawa",
    "gwiazda",
    "ceol",
    "zima",
)


def passphrase(r: Random) -> str:
    """A password a person chose: words, a number and a symbol, at least 16 characters."""
    while True:
        words = [r.choice(_WORDS).capitalize() for _ in range(r.choice((2, 3)))]
        sep = r.choice("-.!_")
        value = sep.join(words) + sep + str(r.randint(10, 2030)) + r.choice("!?*%")
        if len(value) >= 16:
            return value


def when(r: Random, day_lo: int = 1, day_hi: int = 23) -> dt.datetime:
    """A moment in December 2030 (UTC)."""
    return dt.datetime(
        2030,
        12,
        r.randint(day_lo, day_hi),
        r.randint(7, 22),
        r.randint(0, 59),
        r.randint(0, 59),
        tzinfo=dt.UTC,
    )


def iso(moment: dt.datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def ed25519_public_blob(r: Random) -> bytes:
    return ssh_string(b"ssh-ed25519") + ssh_string(r.randbytes(32))


def openssh_ed25519_private(r: Random, comment: str) -> str:
    """The base64 body of an unencrypted OpenSSH ed25519 private key, in 70-column lines."""
    pub = r.randbytes(32)
    blob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    check = r.randbytes(4)
    private = (
        check
        + check
        + ssh_string(b"ssh-ed25519")
        + ssh_string(pub)
        + ssh_string(r.randbytes(32) + pub)
        + ssh_string(comment.encode())
    )
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    raw = (
        b"openssh-key-v1\x00"
        + ssh_string(b"none")
        + ssh_string(b"none")
        + ssh_string(b"")
        + struct.pack(">I", 1)
        + ssh_string(blob)
        + ssh_string(private)
    )
    return wrap(b64_of(raw), 70)


def mod97(text: str) -> int:
    digits_only = "".join(str(int(c, 36)) for c in text)
    return int(digits_only) % 97


def iban(country: str, bban: str) -> str:
    check = 98 - mod97(bban + country + "00")
    return f"{country}{check:02d}{bban}"


def group4(text: str) -> str:
    return " ".join(text[i : i + 4] for i in range(0, len(text), 4))


def irish_vat(r: Random) -> str:
    """An Irish VAT number with a valid check letter (new format, second letter ``H``)."""
    body = digits(r, 7)
    total = sum(int(d) * w for d, w in zip(body, range(8, 1, -1), strict=True)) + 8 * 9
    letter = "WABCDEFGHIJKLMNOPQRSTUV"[total % 23]
    return f"IE{body}{letter}H"


def polish_nip(r: Random) -> str:
    weights = (6, 5, 7, 2, 3, 4, 5, 6, 7)
    while True:
        body = num(r, 9)
        check = sum(int(d) * w for d, w in zip(body, weights, strict=True)) % 11
        if check < 10:
            return body + str(check)


def polish_regon(r: Random) -> str:
    weights = (8, 9, 2, 3, 4, 5, 6, 7)
    body = num(r, 8)
    check = sum(int(d) * w for d, w in zip(body, weights, strict=True)) % 11 % 10
    return body + str(check)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_parts(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive: the value itself, or for a
    multi-line key each body line of 16 or more characters."""
    if "\n" in value:
        return [line for line in value.split("\n") if len(line) >= 16]
    return [value]
