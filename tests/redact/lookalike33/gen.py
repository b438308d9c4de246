"""Seeded value generators and the ``Kind`` record of the look-alike corpus ``lookalike33``.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that the build loop passes in (seeded with
``lookalike33:holdout:<kind>``). Nothing here is a real credential: every value is drawn at
random, and vendor prefixes are joined from pieces where they are written at all.
"""

from __future__ import annotations

import base64
import json
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
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
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]

# November 2028, Asia/Ho_Chi_Minh and Asia/Bangkok are both UTC+7.
_NOV_2028 = datetime(2028, 11, 1, tzinfo=UTC)


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


def uhexs(r: Random, n: int) -> str:
    return pick(r, UHEX, n)


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


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def uuid1ish(r: Random) -> str:
    """A time-based (version 1) UUID shape, as some Vietnamese carrier APIs hand out."""
    return f"{hexs(r, 8)}-{hexs(r, 4)}-11{hexs(r, 2)}-{r.choice('89ab')}{hexs(r, 3)}-{hexs(r, 12)}"


def when(r: Random) -> datetime:
    """A moment in November 2028 (UTC)."""
    return _NOV_2028 + timedelta(seconds=r.randrange(30 * 86400))


def epoch(r: Random) -> int:
    return int(when(r).timestamp())


def epoch_ms(r: Random) -> int:
    return epoch(r) * 1000 + r.randrange(1000)


def iso(r: Random) -> str:
    return when(r).strftime("%Y-%m-%dT%H:%M:%S.") + f"{r.randrange(1000):03d}Z"


def local_stamp(r: Random) -> str:
    """``yyyyMMddHHmmss`` in UTC+7, as VNPay writes ``vnp_CreateDate``."""
    return (when(r) + timedelta(hours=7)).strftime("%Y%m%d%H%M%S")


def yymmdd(r: Random) -> str:
    return (when(r) + timedelta(hours=7)).strftime("%y%m%d")


def ulid(r: Random) -> str:
    stamp = epoch_ms(r)
    head = "".join(CROCKFORD[(stamp >> (5 * i)) & 31] for i in reversed(range(10)))
    return head + pick(r, CROCKFORD, 16)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    """A password that can sit in a URL without percent-encoding."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~", n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def pem_body(r: Random, lead: str, nbytes: int, width: int = 64) -> str:
    """A base64 key body wrapped at ``width``; ``lead`` is the DER header's base64."""
    return wrap(lead + b64(r, nbytes), width)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive.

    A one-line value is itself the secret. A multi-line key (real newlines, or the ``\\n``
    escapes of a JSON string) gives each body line of 16+ characters; the ``-----BEGIN``
    and ``-----END`` armour lines are not secrets.
    """
    if "\n" in value:
        parts = value.split("\n")
    elif "\\n" in value:
        parts = value.split("\\n")
    else:
        return [value]
    lines = [p.strip() for p in parts]
    return [p for p in lines if len(p) >= 16 and not p.startswith("-----")]


# The invented marketplace: "Chợ Phố", HQ in Ho Chi Minh City, a team in Bangkok.
DOMAINS = ("chopho.vn", "chopho.co.th", "seller.chopho.vn", "api.chopho.vn")
PROJECTS = ("chopho-prod", "chopho-staging", "chopho-data-2028", "chopho-th-prod")
ES_HOSTS = (
    "chopho-prod.es.asia-southeast1.gcp.elastic-cloud.com",
    "search-th.es.asia-southeast1.gcp.elastic-cloud.com",
    "es-internal.chopho.vn",
)
PEOPLE = ("tuan.nguyen", "linh.pham", "somchai.k", "ploy.s", "minh.tran", "nattapong.w")


def ip10(r: Random) -> str:
    return f"10.{r.choice((148, 152, 160, 20))}.{r.randrange(256)}.{r.randrange(2, 255)}"


def vn_phone(r: Random) -> str:
    return (
        "0" + r.choice(("90", "91", "93", "96", "97", "98", "70", "77", "86", "88")) + digits(r, 7)
    )


def th_phone(r: Random) -> str:
    return "0" + r.choice(("81", "82", "86", "89", "92", "61", "63", "65")) + digits(r, 7)


def crc16_ccitt(data: str) -> str:
    """CRC-16/CCITT-FALSE as EMVCo QR codes (PromptPay, VietQR) end with, in tag 63."""
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def emv_qr(fields: list[tuple[str, str]]) -> str:
    """An EMVCo merchant-presented QR payload with its CRC."""
    body = "".join(tlv(tag, value) for tag, value in fields) + "6304"
    return body + crc16_ccitt(body)


def s10(r: Random, prefix: str, country: str) -> str:
    """A UPU S10 postal item id (``EF123456785TH``) with a valid check digit."""
    serial = digits(r, 8)
    total = sum(int(d) * w for d, w in zip(serial, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{prefix}{serial}{check}{country}"


def ssh_string(data: bytes) -> bytes:
    return len(data).to_bytes(4, "big") + data


def ssh_ed25519_pub(r: Random) -> str:
    blob = ssh_string(b"ssh-ed25519") + ssh_string(r.randbytes(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def ssh_ecdsa_pub(r: Random) -> str:
    kind = b"ecdsa-sha2-nistp256"
    blob = ssh_string(kind) + ssh_string(b"nistp256") + ssh_string(b"\x04" + r.randbytes(64))
    return kind.decode() + " " + base64.b64encode(blob).decode()


def ssh_rsa_pub(r: Random) -> str:
    modulus = b"\x00" + bytes([r.randrange(128, 256)]) + r.randbytes(383)
    blob = ssh_string(b"ssh-rsa") + ssh_string(b"\x01\x00\x01") + ssh_string(modulus)
    return "ssh-rsa " + base64.b64encode(blob).decode()


def colon_hex(r: Random, nbytes: int) -> str:
    return ":".join(f"{b:02X}" for b in r.randbytes(nbytes))


def sha256_fp(r: Random) -> str:
    return "SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("=")


def push_id(r: Random) -> str:
    """A Firebase Realtime Database push id: 8 time characters then 12 random ones."""
    chars = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
    stamp = epoch_ms(r)
    head = "".join(chars[(stamp >> (6 * i)) & 63] for i in reversed(range(8)))
    return head + pick(r, chars, 12)


def ksuid(r: Random) -> str:
    alphabet = DIGITS + string.ascii_uppercase + string.ascii_lowercase
    value = int.from_bytes((epoch(r) - 1400000000).to_bytes(4, "big") + r.randbytes(16), "big")
    out = ""
    while value:
        value, rem = divmod(value, 62)
        out = alphabet[rem] + out
    return out.rjust(27, "0")


def uuid7(r: Random) -> str:
    value = (epoch_ms(r) << 80) | (0x7 << 76) | (r.getrandbits(12) << 64)
    value |= (0b10 << 62) | r.getrandbits(62)
    return str(uuid.UUID(int=value))


POD_CHARS = "bcdfghjklmnpqrstvwxz2456789"


def pod_suffix(r: Random) -> str:
    return pick(r, POD_CHARS, r.choice((9, 10))) + "-" + pick(r, POD_CHARS, 5)


def order_id(r: Random) -> str:
    """Chợ Phố's own order number."""
    return "CP" + yymmdd(r) + num(r, 7)
