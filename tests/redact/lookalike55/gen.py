"""Seeded value generators and the ``Kind`` record of the fifty-fifth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with
``lookalike55:holdout:<kind>``). The domain helpers compute real check digits: GS1 mod-10
for EAN-18 connection codes, ISO 7064 mod-97 for IBANs and SEPA creditor identifiers, and
CRC-16/ARC for DSMR P1 telegrams. Vendor prefixes of credentials are joined from pieces
in ``true_secrets.py`` so that no literal in this package is a credential.
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
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
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


def uhex(r: Random, n: int) -> str:
    return pick(r, UHEX, n)


def digits(r: Random, n: int) -> str:
    return pick(r, DIGITS, n)


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


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def passphrase(r: Random) -> str:
    """A memorable passphrase of the kind people type: words, digits and a separator."""
    words = (
        "Dijkgraaf", "Windmolen", "Zonnepark", "Rijnkade", "Eusebius", "Zollverein",
        "Gasometer", "Ruhrtal", "Veluwe", "Kabelgoot", "Trafohaus", "Nachtstroom",
        "Middenspanning", "Schakelkast", "Sonnenblume", "Umspannwerk",
    )  # fmt: skip
    sep = r.choice("-_.!")
    return sep.join(r.sample(words, 2)) + sep + str(r.randint(10, 9999))


def azure_region(r: Random) -> str:
    return r.choice(("westeurope", "germanywestcentral", "northeurope", "swedencentral"))


# --- grid domain ---------------------------------------------------------------------

# GS1 company prefixes in the Dutch 871 range, chosen for the invented operator and not
# checked against the GS1 register (Dutch connection EANs start 871).
EAN_PREFIXES = ("8716948", "8716949", "8716871")


def gs1_check(data: str) -> str:
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(data)))
    return str((10 - total % 10) % 10)


def ean18(r: Random) -> str:
    data = r.choice(EAN_PREFIXES) + digits(r, 10)
    return data + gs1_check(data)


def ean13(r: Random) -> str:
    data = "871" + digits(r, 9)
    return data + gs1_check(data)


def meter_serial(r: Random, gas: bool = False) -> str:
    """A DSMR equipment identifier as printed on the meter, e.g. ``E0044007131681918``."""
    lead = "G0" if gas else "E0"
    return lead + r.choice(("043", "044", "047", "053", "031")) + "00" + digits(r, 10)


def hex_ascii(text: str) -> str:
    """How a DSMR telegram carries the equipment identifier: ASCII as upper hex."""
    return text.encode().hex().upper()


def crc16_arc(data: bytes) -> int:
    crc = 0
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ 0xA001 if crc & 1 else crc >> 1
    return crc


def dsmr_timestamp(r: Random) -> str:
    day = r.randint(1, 30)
    return f"3206{day:02d}{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}S"


def dsmr_telegram(r: Random) -> tuple[str, str]:
    """A DSMR 5.0.2 P1 telegram with a correct CRC; returns (telegram, crc)."""
    e_id = meter_serial(r)
    g_id = meter_serial(r, gas=True)
    ts = dsmr_timestamp(r)
    header = r.choice(("/ISK5\\2M550E-1012", "/KFM5KAIFA-METER", "/Ene5\\T210-D ESMR5.0"))
    lines = [
        header,
        "",
        "1-3:0.2.8(50)",
        f"0-0:1.0.0({ts})",
        f"0-0:96.1.1({hex_ascii(e_id)})",
        f"1-0:1.8.1({r.randint(0, 99999):06d}.{r.randint(0, 999):03d}*kWh)",
        f"1-0:1.8.2({r.randint(0, 99999):06d}.{r.randint(0, 999):03d}*kWh)",
        f"1-0:2.8.1({r.randint(0, 9999):06d}.{r.randint(0, 999):03d}*kWh)",
        f"1-0:2.8.2({r.randint(0, 9999):06d}.{r.randint(0, 999):03d}*kWh)",
        f"0-0:96.14.0(000{r.randint(1, 2)})",
        f"1-0:1.7.0({r.randint(0, 9):02d}.{r.randint(0, 999):03d}*kW)",
        f"1-0:2.7.0({r.randint(0, 9):02d}.{r.randint(0, 999):03d}*kW)",
        f"0-0:96.7.21({r.randint(0, 99):05d})",
        f"1-0:32.7.0({r.randint(220, 240)}.{r.randint(0, 9)}*V)",
        f"1-0:31.7.0({r.randint(0, 25):03d}*A)",
        "0-1:24.1.0(003)",
        f"0-1:96.1.0({hex_ascii(g_id)})",
        f"0-1:24.2.1({dsmr_timestamp(r)})({r.randint(0, 9999):05d}.{r.randint(0, 999):03d}*m3)",
    ]
    body = "\r\n".join(lines) + "\r\n!"
    crc = f"{crc16_arc(body.encode()):04X}"
    return (body + crc).replace("\r\n", "\n"), crc


# --- payments domain -----------------------------------------------------------------


def _letters_to_digits(text: str) -> str:
    return "".join(str(int(c, 36)) for c in text)


def iban(r: Random, country: str | None = None) -> str:
    country = country or r.choice(("NL", "NL", "DE"))
    if country == "NL":
        bban = r.choice(("INGB", "ABNA", "RABO", "TRIO")) + digits(r, 10)
    else:
        bban = r.choice(("36050000", "36010043", "37040044", "30020900")) + digits(r, 10)
    check = 98 - int(_letters_to_digits(bban + country + "00")) % 97
    return f"{country}{check:02d}{bban}"


def iban_grouped(value: str) -> str:
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4))


def creditor_id(r: Random, country: str | None = None) -> str:
    """A SEPA creditor identifier (``NL..ZZZ`` / ``DE..ZZZ``) with valid check digits."""
    country = country or r.choice(("NL", "DE"))
    national = digits(r, 8) + "0000" if country == "NL" else "0" + digits(r, 10)
    check = 98 - int(_letters_to_digits(national + country + "00")) % 97
    return f"{country}{check:02d}ZZZ{national}"


def mollie_id(r: Random, prefix: str, n: int = 10) -> str:
    return prefix + "_" + pick(r, ALNUM, n)


def mandate_ref(r: Random) -> str:
    return (
        r.choice(("GWN-M-", "GWN-SEPA-", "NETZ-LS-", "MDT"))
        + f"{r.randint(2028, 2032)}-"
        + num(r, 7)
    )


# --- azure / ops -----------------------------------------------------------------------

RESOURCE_GROUPS = (
    "rg-gwn-prd-weu-net",
    "rg-gwn-acc-weu-meter",
    "rg-gwn-prd-gwc-essen",
    "rg-gwn-shared-weu",
)


def resource_id(r: Random) -> str:
    sub = uuid4(r)
    rg = r.choice(RESOURCE_GROUPS)
    suffix = pick(r, LOWER_ALNUM, 4)
    provider = r.choice(
        (
            f"Microsoft.ContainerService/managedClusters/aks-gwn-prd-{suffix}",
            f"Microsoft.KeyVault/vaults/kv-gwn-prd-{suffix}",
            f"Microsoft.EventHub/namespaces/evhns-gwn-p1-{suffix}/eventhubs/p1-telegrams",
            f"Microsoft.Storage/storageAccounts/stgwnprd{suffix}",
            f"Microsoft.DBforPostgreSQL/flexibleServers/psql-gwn-meter-{suffix}",
            f"Microsoft.Network/virtualNetworks/vnet-gwn-hub-{suffix}/subnets/snet-aks",
        )
    )
    return f"/subscriptions/{sub}/resourceGroups/{rg}/providers/{provider}"


def git_sha(r: Random) -> str:
    return hexs(r, 40)


def grafana_uid(r: Random) -> str:
    return r.choice((pick(r, ALNUM, 9), pick(r, LOWER_ALNUM, 14), "d" + pick(r, LOWER_ALNUM, 13)))


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_lines(name: str, value: str) -> list[str]:
    """The substrings a secret field yields: the value, or for a multi-line key each body
    line of 16+ characters."""
    if "\n" not in value:
        return [value]
    return [line for line in value.split("\n") if len(line) >= 16]
