"""Seeded value generators and the ``Kind`` record of the thirty-first look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
The domain helpers compute real check digits (ISO 6346, IMO, GS1, IBAN, IATA AWB, VIN,
NMEA) so the benign identifiers are valid, not merely shaped. Nothing here is a credential:
vendor prefixes are joined from pieces where they are written at all.
"""

from __future__ import annotations

import base64
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
B32LOWER = "abcdefghijklmnopqrstuvwxyz234567"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE_PW = ALNUM + "-_.~"

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


def digits(r: Random, n: int) -> str:
    """``n`` decimal digits, leading zeros allowed."""
    return pick(r, DIGITS, n)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def colon_hex(r: Random, nbytes: int) -> str:
    return ":".join(hexs(r, 2).upper() for _ in range(nbytes))


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    """A password that needs no percent-encoding inside a URL."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, URL_SAFE_PW, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


# --- check digits of the domain's identifiers ------------------------------------------


def _iso6346_letter_values() -> dict[str, int]:
    values: dict[str, int] = {}
    n = 10
    for c in UPPER:
        if n % 11 == 0:
            n += 1
        values[c] = n
        n += 1
    return values


_ISO6346 = _iso6346_letter_values()


def iso6346_check(body: str) -> str:
    """Check character of ISO 6346 (also used for the EU customs MRN)."""
    total = sum((_ISO6346[c] if c.isalpha() else int(c)) * 2**i for i, c in enumerate(body))
    return str(total % 11 % 10)


OWNER_CODES = (
    "MSKU", "MRKU", "MAEU", "CMAU", "TGHU", "HLXU", "HLBU", "MSCU", "MEDU", "OOLU", "SEGU",
    "TCNU", "CSNU", "FFAU", "BMOU", "TRHU", "GESU", "EGHU", "ONEU", "CAIU", "TEMU", "DFSU",
)  # fmt: skip


def container(r: Random) -> str:
    body = r.choice(OWNER_CODES) + digits(r, 6)
    return body + iso6346_check(body)


def imo(r: Random) -> str:
    six = r.choice("9") + digits(r, 5) if r.random() < 0.8 else "8" + digits(r, 5)
    check = sum(int(d) * w for d, w in zip(six, range(7, 1, -1), strict=True)) % 10
    return six + str(check)


_MIDS = ("244", "245", "246", "242", "636", "538", "255", "248", "256", "477", "563", "219")


def mmsi(r: Random) -> str:
    return r.choice(_MIDS) + digits(r, 6)


def gs1_check(body: str) -> str:
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    return str((10 - total % 10) % 10)


def gln(r: Random) -> str:
    body = r.choice(("871", "872", "611", "400", "540")) + digits(r, 9)
    return body + gs1_check(body)


def sscc(r: Random) -> str:
    body = r.choice("0123") + r.choice(("8712345", "8719876", "6111234", "8714567")) + digits(r, 9)
    return body + gs1_check(body)


def iban(r: Random, country: str = "NL") -> str:
    if country == "NL":
        bban = r.choice(("ABNA", "INGB", "RABO", "TRIO", "KNAB", "BUNQ")) + digits(r, 10)
    elif country == "MA":
        bban = r.choice(("007", "011", "022", "145", "190")) + digits(r, 21)
    elif country == "BE":
        bban = digits(r, 12)
    else:
        bban = digits(r, 18)
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def spaced(value: str, size: int = 4) -> str:
    return " ".join(value[i : i + size] for i in range(0, len(value), size))


def mrn(r: Random, year: str = "28", country: str = "NL") -> str:
    body = year + country + pick(r, UPPER_ALNUM, 13)
    return body + iso6346_check(body)


def awb(r: Random) -> str:
    serial = digits(r, 7)
    prefix = r.choice(("074", "057", "147", "020", "176", "172", "618"))
    return f"{prefix}-{serial}{int(serial) % 7}"


_VIN_VALUES = dict(
    zip(
        "ABCDEFGHJKLMNPRSTUVWXYZ",
        (1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9),
        strict=True,
    )
)
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin(r: Random) -> str:
    raw = r.choice(("XLR", "YS2", "WMA", "WDB", "YV2", "VF6")) + pick(r, VIN_CHARS, 5) + "0"
    raw += pick(r, "ABCDEFGHJKLMNPRSTVWXY", 1) + pick(r, VIN_CHARS, 1) + digits(r, 6)
    total = sum(
        (int(c) if c.isdigit() else _VIN_VALUES[c]) * w
        for c, w in zip(raw, _VIN_WEIGHTS, strict=True)
    )
    check = "X" if total % 11 == 10 else str(total % 11)
    return raw[:8] + check + raw[9:]


def nmea_ais(r: Random) -> str:
    """A single-fragment ``!AIVDM`` sentence with a random type 1-3 payload and a valid checksum."""
    values = [r.randint(1, 3)] + [r.randint(0, 63) for _ in range(27)]
    payload = "".join(chr(v + 48) if v < 40 else chr(v + 56) for v in values)
    body = f"AIVDM,1,1,,{r.choice('AB')},{payload},0"
    checksum = 0
    for c in body:
        checksum ^= ord(c)
    return f"!{body}*{checksum:02X}"


def openssh_ed25519_private(r: Random, encrypted: bool) -> str:
    """The base64 body of an ``openssh-key-v1`` Ed25519 key, wrapped at 70 like ssh-keygen."""

    def s(b: bytes) -> bytes:
        return struct.pack(">I", len(b)) + b

    if encrypted:
        cipher, kdf = b"aes256-ctr", b"bcrypt"
        kdfopts = s(r.randbytes(16)) + struct.pack(">I", 16)
    else:
        cipher, kdf, kdfopts = b"none", b"none", b""
    pub = s(b"ssh-ed25519") + s(r.randbytes(32))
    private = r.randbytes(144 if encrypted else 136)
    blob = b"openssh-key-v1\0" + s(cipher) + s(kdf) + s(kdfopts)
    blob += struct.pack(">I", 1) + s(pub) + s(private)
    return wrap(base64.b64encode(blob).decode(), 70)


def ssh_ed25519_public(r: Random) -> str:
    blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + r.randbytes(32)
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def secrets_by_line(name: str, value: str) -> list[str]:
    """A one-line secret as given; a multi-line key as its body lines of 16+ characters."""
    if "\n" not in value:
        return [value]
    return [line.strip() for line in value.splitlines() if len(line.strip()) >= 16]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
