"""Seeded value generators, shared pools and the ``Kind`` record of the tenth look-alike
corpus (a month of platform + data notes at an online grocery-delivery company).

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from a ``random.Random`` seeded with ``lookalike10:holdout:<kind>``. Nothing in this
package is a credential as written: vendor prefixes and PEM armour are joined from pieces, and
every key body is drawn at build time from the seeded generator.
"""

from __future__ import annotations

import base64
import hashlib
import json
import string
import struct
import unicodedata
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
HEX_UP = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
URL_SAFE_PW = ALNUM + "-_.~"
SHELL_SAFE_PW = ALNUM + "%+,-.:=@^_"
CONFIG_PW = ALNUM + "!#$%&*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]

# PEM armour, joined so that no line of this source is a key header on its own.
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


def lines(*parts: str) -> str:
    """A multi-line template from its lines."""
    return "\n".join(parts)


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def hexu(r: Random, n: int) -> str:
    return pick(r, HEX_UP, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(data: bytes | str) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def b64url_of(data: bytes | str) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def uuid1(r: Random) -> str:
    """A time-based UUID, as MySQL server_uuid and Cassandra timeuuids are."""
    return str(uuid.UUID(int=r.getrandbits(128), version=1))


def colon_hex(r: Random, nbytes: int, upper: bool = True) -> str:
    alphabet = HEX_UP if upper else HEX
    return ":".join(pick(r, alphabet, 2) for _ in range(nbytes))


def sha256_of(r: Random) -> str:
    return hashlib.sha256(r.randbytes(32)).hexdigest()


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def day(r: Random) -> str:
    """A day of the month the notes cover (March 2026)."""
    return f"2026-03-{r.randint(2, 31):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def stamp(r: Random) -> str:
    return f"{day(r)}T{clock(r)}.{r.randint(0, 999):03d}Z"


def epoch(r: Random) -> int:
    """A Unix time inside March 2026."""
    return r.randint(1772323200, 1775001599)


def password(r: Random, n: int = 20, alphabet: str = CONFIG_PW) -> str:
    """A generated password: letters, digits and (alphabet permitting) a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "basil",
    "tram",
    "quokka",
    "fennel",
    "harbor",
    "pickle",
    "granite",
    "mango",
    "tulip",
    "walrus",
    "cobalt",
    "lantern",
    "oyster",
    "saffron",
    "pylon",
    "meadow",
    "kiwi",
    "ferry",
    "nutmeg",
    "glacier",
    "papaya",
    "turnip",
    "velvet",
    "zeppelin",
    "almond",
    "beacon",
)


def human_password(r: Random) -> str:
    """A password a person picked: words, digits and a symbol, at least 16 characters."""
    while True:
        words = [r.choice(_WORDS).capitalize() for _ in range(r.randint(2, 3))]
        sep = r.choice("-_.!")
        value = sep.join(words) + sep + str(r.randint(10, 9999)) + r.choice("!?#*")
        if len(value) >= 16:
            return value


def handle(name: str) -> str:
    """A person's name as it appears in an e-mail address or login (ASCII, lower case)."""
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return folded.lower()


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_parts(name: str, value: str) -> list[str]:
    """How a secret field becomes the substrings that must not survive: a PEM or OpenSSH
    private key gives every body line of 16+ characters (lines may be split by real newlines
    or, inside JSON, by a literal backslash-n); any other value is kept whole."""
    if BEGIN not in value:
        return [value]
    body = value.replace("\\n", "\n").split("\n")
    return [line for line in body if len(line) >= 16 and not line.startswith(DASHES)]


# ---------------------------------------------------------------- DER and key material


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    if n < 0x100:
        return bytes([0x81, n])
    return bytes([0x82]) + n.to_bytes(2, "big")


def _tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def _int(body: bytes) -> bytes:
    if body[0] & 0x80:
        body = b"\x00" + body
    return _tlv(0x02, body)


_RSA_OID = bytes.fromhex("300d06092a864886f70d0101010500")
_EC_OIDS = bytes.fromhex("301306072a8648ce3d020106082a8648ce3d030107")


def _big(r: Random, nbytes: int) -> bytes:
    """A seeded big number of exactly ``nbytes`` bytes (top bit set, as a modulus has)."""
    raw = r.randbytes(nbytes)
    return bytes([raw[0] | 0x80]) + raw[1:]


def rsa_private_der(r: Random, bits: int = 2048) -> bytes:
    """A PKCS#8 RSA private key's shape with seeded filler numbers."""
    size = bits // 8
    fields = [
        b"\x00",
        _big(r, size),
        b"\x01\x00\x01",
        r.randbytes(size),
        _big(r, size // 2),
        _big(r, size // 2),
        r.randbytes(size // 2),
        r.randbytes(size // 2),
        r.randbytes(size // 2),
    ]
    rsa = _tlv(0x30, b"".join(_int(f) if f != b"\x00" else b"\x02\x01\x00" for f in fields))
    return _tlv(0x30, b"\x02\x01\x00" + _RSA_OID + _tlv(0x04, rsa))


def rsa_public_der(r: Random, bits: int = 2048) -> bytes:
    rsa = _tlv(0x30, _int(_big(r, bits // 8)) + _int(b"\x01\x00\x01"))
    return _tlv(0x30, _RSA_OID + _tlv(0x03, b"\x00" + rsa))


def ec_private_der(r: Random) -> bytes:
    """A PKCS#8 P-256 private key, as an App Store Connect ``.p8`` file holds."""
    inner = (
        b"\x02\x01\x01"
        + _tlv(0x04, r.randbytes(32))
        + _tlv(0xA1, _tlv(0x03, b"\x00\x04" + r.randbytes(64)))
    )
    return _tlv(0x30, b"\x02\x01\x00" + _EC_OIDS + _tlv(0x04, _tlv(0x30, inner)))


def cert_der(r: Random, size: int = 900) -> bytes:
    """A certificate's outer shape (SEQUENCE of tbs, algorithm, signature) with filler."""
    tbs = _tlv(0x30, b"\xa0\x03\x02\x01\x02" + _int(r.randbytes(16)) + r.randbytes(size))
    alg = bytes.fromhex("300d06092a864886f70d01010b0500")
    return _tlv(0x30, tbs + alg + _tlv(0x03, b"\x00" + r.randbytes(256)))


def pem(label: str, der: bytes) -> str:
    return f"{BEGIN}{label}{DASHES}\n{wrap(b64_of(der))}\n{END}{label}{DASHES}"


def _ssh_str(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def ssh_ed25519_public(r: Random) -> str:
    blob = _ssh_str(b"ssh-ed25519") + _ssh_str(r.randbytes(32))
    return "ssh-ed25519 " + b64_of(blob)


def ssh_rsa_public(r: Random) -> str:
    blob = _ssh_str(b"ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(b"\x00" + _big(r, 256))
    return "ssh-rsa " + b64_of(blob)


def ssh_fingerprint(r: Random) -> str:
    return "SHA256:" + b64_of(r.randbytes(32)).rstrip("=")


def openssh_private(r: Random, comment: str) -> str:
    """An unencrypted OpenSSH ed25519 private key file with seeded key bytes."""
    pk = r.randbytes(32)
    pub = _ssh_str(b"ssh-ed25519") + _ssh_str(pk)
    check = r.randbytes(4)
    priv = (
        check
        + check
        + _ssh_str(b"ssh-ed25519")
        + _ssh_str(pk)
        + _ssh_str(r.randbytes(32) + pk)
        + _ssh_str(comment.encode())
    )
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + _ssh_str(b"none")
        + _ssh_str(b"none")
        + _ssh_str(b"")
        + struct.pack(">I", 1)
        + _ssh_str(pub)
        + _ssh_str(priv)
    )
    label = "OPENSSH PRIVATE KEY"
    return f"{BEGIN}{label}{DASHES}\n{wrap(b64_of(blob), 70)}\n{END}{label}{DASHES}"


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig: int = 32) -> str:
    def part(obj: dict[str, object]) -> str:
        return b64url_of(json.dumps(obj, separators=(",", ":")))

    return part(header) + "." + part(claims) + "." + b64url(r, sig)


# ---------------------------------------------------------------- shared pools

PEOPLE = (
    "Sanne",
    "Joris",
    "Femke",
    "Ingrid",
    "Linnea",
    "Oskar",
    "Giulia",
    "Matteo",
    "Jiwoo",
    "Minseo",
    "Emre",
    "Zeynep",
    "Priya",
    "Tomás",
    "Aoife",
    "Kwame",
    "Lotte",
    "Björn",
)
SQUADS = (
    "data-platform",
    "checkout",
    "fulfilment",
    "growth",
    "catalog",
    "rider-app",
    "payments",
    "search",
    "customer-care",
    "forecasting",
)
DAGS = (
    "orders_daily",
    "basket_events_hourly",
    "rider_shifts_sync",
    "stock_snapshot",
    "promo_attribution",
    "demand_forecast_train",
    "salesforce_accounts_export",
    "braze_audience_push",
    "adyen_settlement_import",
    "klarna_payouts_import",
)
TOPICS = (
    "orders.v2.created",
    "orders.v2.status-changed",
    "basket.item-added",
    "rider.location",
    "stock.level-changed",
    "payments.adyen.notifications",
    "cdc.catalog.public.products",
    "cdc.orders.public.order_lines",
    "promo.redeemed",
    "customer.consent-updated",
)
SERVICES = (
    "basket-api",
    "checkout-api",
    "orders-enricher",
    "catalog-sync",
    "rider-dispatch",
    "promo-engine",
    "slot-planner",
    "payments-gateway",
    "notifications-router",
    "search-indexer",
)
REGIONS = ("eu-west-1", "eu-central-1", "eu-north-1")
WAREHOUSES = ("TRANSFORM_WH", "LOADING_WH", "REPORTING_WH", "ADHOC_XS_WH", "ML_WH")
HUBS = ("AMS-03", "RTM-01", "UTR-02", "STO-01", "GOT-02", "MIL-04", "IST-01", "SEL-02")
