"""Seeded value generators and the ``Kind`` record of look-alike corpus 56.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Setting: August 2032, memory notes of a backend developer at "Kosha Pay", an invented UPI
payments and lending app in Bengaluru with a team in Dhaka. Nothing here is a credential:
vendor prefixes are joined from pieces where they are written at all.
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
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"
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


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    """A ULID whose time part falls in August 2032."""
    ms = 1_974_931_200_000 + r.randrange(31 * 86_400_000)  # 2032-08-01T00:00Z onward
    head = ""
    for _ in range(10):
        head = CROCKFORD[ms % 32] + head
        ms //= 32
    return head + pick(r, CROCKFORD, 16)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 2) + pick(r, ALNUM, 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


# --- the domain: dates, people, banks, handles ----------------------------------------

# 2032 is a leap year: 1 August is day 214.
AUG_FIRST_DOY = 214


def aug_day(r: Random) -> int:
    return r.randint(1, 31)


def ist_time(r: Random, day: int | None = None) -> str:
    d = day if day is not None else aug_day(r)
    return f"2032-08-{d:02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def rrn(r: Random) -> str:
    """A 12-digit UPI/IMPS retrieval reference number: Y DDD HH nnnnnn."""
    return f"2{AUG_FIRST_DOY + aug_day(r) - 1:03d}{r.randint(0, 23):02d}{pick(r, DIGITS, 6)}"


BANKS = ("HDFC", "ICIC", "SBIN", "UTIB", "KKBK", "YESB", "IDFB", "BARB", "CNRB", "KARB", "PUNB")
HANDLES = (
    "okaxis",
    "oksbi",
    "okicici",
    "okhdfcbank",
    "ybl",
    "ibl",
    "axl",
    "paytm",
    "upi",
    "kotak",
    "axisbank",
)
PSP_PREFIX = ("AXI", "YBL", "ICI", "HDF", "PTM", "SBI", "KSP")
FIRST = ("ravi", "ananya", "kiran", "shreya", "rahim", "nusrat", "arjun", "meghna", "tanvir")
LAST = ("kumar", "rao", "gowda", "hossain", "sharma", "iyer", "chowdhury", "nair", "das")
DEVS = ("ananya", "tanvir", "kiran", "nusrat", "arjun", "farhan", "pooja", "sadia")
SERVICES = (
    "upi-collect",
    "upi-intent",
    "ledger-api",
    "loan-disbursal",
    "emi-autopay",
    "ekyc-gateway",
    "settlement-recon",
    "notif-dispatch",
)
REGIONS = ("ap-south-1", "ap-south-2")
ACCOUNTS = ("482915063371", "739104558216", "205663817490")


def utr_neft(r: Random) -> str:
    doy = AUG_FIRST_DOY + aug_day(r) - 1
    return f"{r.choice(BANKS)}N2{doy:03d}{pick(r, DIGITS, 7)}"


def utr_rtgs(r: Random) -> str:
    return f"{r.choice(BANKS)}RC2032080{r.randint(1, 9)}{pick(r, DIGITS, 8)}"


def upi_txn_id(r: Random) -> str:
    return r.choice(PSP_PREFIX) + hexs(r, 32)


def vpa(r: Random) -> str:
    style = r.randrange(3)
    if style == 0:
        return f"{r.choice(FIRST)}.{r.choice(LAST)}{r.randint(1, 99)}@{r.choice(HANDLES)}"
    if style == 1:
        return f"{r.choice('6789')}{pick(r, DIGITS, 9)}@{r.choice(HANDLES)}"
    return f"{r.choice(FIRST)}{r.choice(LAST)}{r.randint(1950, 2010)}@{r.choice(HANDLES)}"


def rzp_id(r: Random, prefix: str) -> str:
    return prefix + "_" + pick(r, ALNUM, 14)


def ifsc(r: Random) -> str:
    return r.choice(BANKS) + "0" + pick(r, UPPER_ALNUM, 6)


def masked_acct(r: Random) -> str:
    return "X" * r.choice((6, 8, 10)) + pick(r, DIGITS, 4)


def masked_aadhaar(r: Random) -> str:
    tail = pick(r, DIGITS, 4)
    return r.choice((f"XXXX XXXX {tail}", f"xxxx-xxxx-{tail}", f"XXXXXXXX{tail}"))


def masked_pan(r: Random) -> str:
    return r.choice(("XXXXX", "ABXXX", "XXXPX")) + pick(r, DIGITS, 4) + r.choice(UPPER)


def loan_id(r: Random) -> str:
    return f"KSLN32BLR{pick(r, DIGITS, 8)}"


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_parts(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive: the value itself, or for a
    multi-line key every body line of 16 or more characters."""
    if "\n" in value:
        return [line.strip() for line in value.split("\n") if len(line.strip()) >= 16]
    return [value]
