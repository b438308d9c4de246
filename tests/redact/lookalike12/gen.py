"""Seeded value makers and the ``Kind`` record of the twelfth look-alike corpus.

A template holds fields written ``⟨name⟩``. A kind's ``values`` function draws one value for
each field from a ``random.Random`` seeded with ``lookalike12:holdout:<kind>``. No literal in
this package is a credential. Where a vendor prefix or a PEM marker is written at all, it is
joined from pieces.
"""

from __future__ import annotations

import base64
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B32_LOWER = string.ascii_lowercase + "234567"
# Symbols a password may hold in each place it is written.
PW_ANY = ALNUM + "!#%*+-.:=?@^_~"
PW_CONN = ALNUM + "!#%*+-.@^_~"
PW_URL = ALNUM + "-_.~!*"
PW_PGPASS = ALNUM + "!#%*+-.=?@^_~"

Values = Callable[[Random], dict[str, str]]

# Markers of PEM blocks, joined so that no line here starts a key block.
DASHES = "-" * 5
BEGIN = DASHES + "BEGIN "
END = DASHES + "END "


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 5
    secrets: tuple[str, ...] = ()
    source: str = "written"


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def hexu(r: Random, n: int) -> str:
    return pick(r, HEXU, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits, no leading zero."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def b64url_of(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def guid_upper(r: Random) -> str:
    return uuid4(r).upper()


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 18, alphabet: str = PW_ANY) -> str:
    """A password as a person or a vault generator would set it (never under 16 here)."""
    n = max(n, 16)
    while True:
        value = pick(r, string.ascii_letters, 1) + pick(r, alphabet, n - 1)
        has_digit = any(c.isdigit() for c in value)
        has_upper = any(c.isupper() for c in value)
        if has_digit and has_upper and any(c.islower() for c in value):
            return value


def thumbprint(r: Random) -> str:
    return hexu(r, 40)


def npi(r: Random) -> str:
    """A ten-digit NPI whose last digit is the Luhn check over ``80840`` + the first nine."""
    body = r.choice("12") + pick(r, DIGITS, 8)
    digits = [int(c) for c in "80840" + body]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def domain_sid(r: Random) -> str:
    """A domain SID prefix; each sub-authority fits in 32 bits, as in a real SID."""
    subs = [r.randint(1_000_000_000, 4_294_967_295) for _ in range(2)]
    subs.append(r.randint(100_000_000, 4_294_967_295))
    return "S-1-5-21-" + "-".join(str(s) for s in subs)


def sid_bytes(sid: str) -> bytes:
    """The binary form of a SID, as ``objectSid::`` carries it in LDIF."""
    parts = sid.split("-")
    revision, authority, subs = int(parts[1]), int(parts[2]), [int(p) for p in parts[3:]]
    out = bytes([revision, len(subs)]) + authority.to_bytes(6, "big")
    for s in subs:
        out += s.to_bytes(4, "little")
    return out


def guid_bytes_le(guid: str) -> bytes:
    """The mixed-endian bytes Active Directory stores for an ``objectGUID``."""
    return uuid.UUID(guid).bytes_le


def day(r: Random) -> str:
    return f"2025-03-{r.randint(3, 31):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def iso(r: Random) -> str:
    return f"{day(r)}T{clock(r)}"


FAKE_GIVEN = (
    "Testina",
    "Zephyrine",
    "Mock",
    "Sandy",
    "Placebo",
    "Dummy",
    "Alphatest",
    "Kiwi",
    "Quokka",
    "Pixel",
)
FAKE_FAMILY = (
    "ZZTEST",
    "TESTPATIENT",
    "FAKENAME",
    "NOTREAL",
    "SYNTHETIC",
    "EXAMPLE",
    "DEMOUSER",
    "ZZZMOCK",
)


def fake_name(r: Random) -> tuple[str, str]:
    return r.choice(FAKE_FAMILY), r.choice(FAKE_GIVEN)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """The substrings a secret field contributes: the value itself, or for a multi-line
    value (a PEM body, raw or JSON-escaped with ``\\n``) every body line of 16+ characters,
    without its indentation and without the ``-----BEGIN``/``-----END`` lines."""
    if "\n" not in value and "\\n" not in value:
        return [value]
    out: list[str] = []
    for line in value.replace("\\n", "\n").splitlines():
        body = line.strip()
        if len(body) >= 16 and not body.startswith(DASHES):
            out.append(body)
    return out
