"""Seeded value generators and the ``Kind`` record of the forty-second look-alike corpus.

The setting is April 2030 at Straumkai AS, an invented EV-charging and energy-trading
operator in Oslo with a team in Tallinn (Straumkai OÜ). A template holds fields written
``⟨name⟩``; a kind's ``values`` function draws every value from the ``random.Random`` the
build loop passes in. Vendor prefixes are joined from pieces where they are written at all.
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
B32 = UPPER + "234567"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]

# People, hosts and places of the setting.
OSLO = ("ingrid", "eirik", "sigrid", "jonas", "marte")
TALLINN = ("kadri", "mart", "liis", "rasmus", "triin")
PEOPLE = OSLO + TALLINN
SITES = ("OSL", "BRG", "TRD", "DRM", "TLL", "TRT", "PRN")
VENDORS = (
    ("Zaptec", "Go"),
    ("Easee", "Charge Max"),
    ("Kempower", "S-Series"),
    ("ABB", "Terra AC"),
    ("Alpitronic", "HYC300"),
    ("Ensto", "One Pro"),
)
AREAS = ("NO1", "NO2", "NO3", "NO4", "NO5", "EE", "FI", "SE3")
IOT_HUBS = ("stk-iot-prod-weu", "stk-iot-prod-noe", "stk-iot-test-weu")
PG_HOSTS = (
    "pg-stk-prod.postgres.database.azure.com",
    "pg-stk-trading.postgres.database.azure.com",
    "10.42.8.15",
    "pgbouncer.billing.svc.cluster.local",
)
NAMESPACES = ("ocpp", "billing", "trading", "platform", "iot-bridge")


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


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    """A password that needs no percent-encoding inside a URL."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~", n - 1)
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return value


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig_bytes: int) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig_bytes)}"


def epoch(r: Random) -> int:
    """A Unix time in April 2030."""
    return r.randint(1901232000, 1903823999)


def day(r: Random) -> str:
    return f"2030-04-{r.randint(1, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def isikukood(r: Random) -> str:
    """A valid Estonian personal identification code (11 digits, check digit per EVS 585)."""
    century = r.choice("3456")
    body = (
        century
        + f"{r.randint(50, 99) if century in '34' else r.randint(0, 9):02d}"
        + f"{r.randint(1, 12):02d}"
        + f"{r.randint(1, 28):02d}"
        + pick(r, DIGITS, 3)
    )
    w1 = (1, 2, 3, 4, 5, 6, 7, 8, 9, 1)
    w2 = (3, 4, 5, 6, 7, 8, 9, 1, 2, 3)
    check = sum(int(d) * w for d, w in zip(body, w1, strict=True)) % 11
    if check == 10:
        check = sum(int(d) * w for d, w in zip(body, w2, strict=True)) % 11
        if check == 10:
            check = 0
    return body + str(check)


def mod11_no(r: Random, n: int, weights: tuple[int, ...]) -> str:
    """A Norwegian number of ``n`` digits with a MOD11 check digit (org.nr., account no.)."""
    while True:
        body = num(r, n - 1)
        rest = sum(int(d) * w for d, w in zip(body, weights, strict=True)) % 11
        check = 0 if rest == 0 else 11 - rest
        if check != 10:
            return body + str(check)


def orgnr(r: Random) -> str:
    return mod11_no(r, 9, (3, 2, 7, 6, 5, 4, 3, 2))


def kontonr(r: Random) -> str:
    return mod11_no(r, 11, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))


def luhn_digit(body: str) -> str:
    total = 0
    for i, d in enumerate(reversed(body)):
        v = int(d) * (2 if i % 2 == 0 else 1)
        total += v - 9 if v > 9 else v
    return str((10 - total % 10) % 10)


def kid(r: Random, n: int = 15) -> str:
    """A Norwegian KID payment reference with a MOD10 (Luhn) check digit."""
    body = num(r, n - 1)
    return body + luhn_digit(body)


def no_iban(r: Random) -> str:
    account = kontonr(r)
    rearranged = account + "2324" + "00"  # N=23, O=24
    check = 98 - int(rearranged) % 97
    return f"NO{check:02d}{account}"


def gsrn(r: Random) -> str:
    """An 18-digit GS1 metering point id as Elhub uses them (7070575…, mod-10 check)."""
    body = "707057500" + pick(r, DIGITS, 8)
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def viitenumber(r: Random, n: int = 9) -> str:
    """An Estonian payment reference number with its 7-3-1 check digit."""
    body = num(r, n - 1)
    weights = (7, 3, 1)
    total = sum(int(d) * weights[i % 3] for i, d in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


_EIC_VALUES = {c: i for i, c in enumerate(DIGITS + UPPER + "-")}


def eic(prefix: str, r: Random, alphabet: str = UPPER_ALNUM) -> str:
    """A 16-character ENTSO-E EIC code: ``prefix`` filled to 15 characters plus its check."""
    body = prefix + pick(r, alphabet, 15 - len(prefix))
    total = sum(_EIC_VALUES[c] * (16 - i) for i, c in enumerate(body))
    check = (DIGITS + UPPER + "-")[36 - (total - 1) % 37]
    return body + check


# Look-alike values of the domain, shared by secret and benign kinds.


def cp_id(r: Random) -> str:
    """A charge point identity as the CSMS knows it (OCPP chargeBoxIdentity)."""
    return f"STK-{r.choice(SITES)}-{r.randint(1, 9999):04d}"


def evse_id(r: Random, sep: str = "*") -> str:
    country = r.choice(("NO", "NO", "NO", "EE"))
    return sep.join((country, "STK", f"E{num(r, 5)}", str(r.randint(1, 4))))


def ocpp_mid(r: Random) -> str:
    """An OCPP-J message id: chargers send UUIDs, counters or short random strings."""
    style = r.randrange(4)
    if style == 0:
        return str(r.randint(1, 999999))
    if style == 1:
        return hexs(r, 32)
    return uuid4(r)


def idtag(r: Random) -> str:
    """An RFID UID as idTag: 4-byte or 7-byte (NXP, starts with 04), upper-case hex."""
    if r.random() < 0.4:
        return pick(r, UHEX, 8)
    return "04" + pick(r, UHEX, 12)


def emaid(r: Random, dashed: bool = False) -> str:
    body = pick(r, UPPER_ALNUM, 8)
    check = pick(r, UPPER_ALNUM, 1)
    country = r.choice(("NO", "EE"))
    if dashed:
        return f"{country}-STK-C{body}-{check}"
    return f"{country}STKC{body}{check}"


def stripe_id(r: Random, prefix: str, n: int = 24) -> str:
    lead = {"pi_": "3", "ch_": "3", "re_": "3", "txn_": "3", "pm_": "1", "evt_": "1"}
    return prefix + lead.get(prefix, "") + pick(r, ALNUM, n - len(lead.get(prefix, "")))


def vipps_ref(r: Random) -> str:
    return f"stk-{r.choice(SITES).lower()}-{num(r, 8)}-{pick(r, LOWER_ALNUM, 6)}"


def device_id(r: Random) -> str:
    return cp_id(r).lower()


def secrets_by_line(name: str, value: str) -> list[str]:
    """A multi-line value (a key body) is listed line by line, each line of 16+ characters."""
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
