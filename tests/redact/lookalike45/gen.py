"""Seeded value generators and the ``Kind`` record of the forty-fifth look-alike corpus.

Setting: October 2030, memory notes kept for a developer on the digital channels team of
Banque Lémanis SA, an invented private bank in Geneva with a team in Porto. A template holds
fields written ``⟨name⟩``; a kind's ``values`` function draws every value from the
``random.Random`` that the build loop passes in. Check digits of IBANs, QR references,
creditor references, ISINs and LEIs are computed, so the benign identifiers are well formed.
Nothing here is a credential: vendor prefixes are joined from pieces where they are written.
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
from urllib.parse import quote

HEX = "0123456789abcdef"
HEX_UP = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
# Passwords typed into prose or quoted values, and the narrower set that survives unquoted in
# connection strings, URLs, env files and shell words.
PROSE_PW = ALNUM + "!#%*+-.=?@^_~$&"
PLAIN_PW = ALNUM + "!*+-._~^"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# Fields whose value is a multi-line key body: each body line of 16+ characters is a secret.
MULTILINE_FIELDS = frozenset({"body", "body2"})


def secrets_of(name: str, value: str) -> list[str]:
    if name in MULTILINE_FIELDS:
        return [line for line in value.splitlines() if len(line) >= 16]
    return [value]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- primitives ------------------------------------------------------------------------


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


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str | bytes) -> str:
    raw = text.encode() if isinstance(text, str) else text
    return base64.b64encode(raw).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def guid(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20, chars: str = PROSE_PW) -> str:
    """A password a person or generator would set: starts and ends alphanumeric, has a digit
    and a letter."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, chars, n - 2) + pick(r, ALNUM, 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_quote(text: str) -> str:
    return quote(text, safe="")


def day(r: Random) -> str:
    """A date in October 2030, ISO form."""
    return f"2030-10-{r.randint(1, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(6, 22):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def stamp(r: Random) -> str:
    return f"{day(r)}T{clock(r)}.{digits(r, 3)}Z"


def amount(r: Random) -> str:
    return f"{r.randint(12, 480000)}.{r.randint(0, 99):02d}"


# --- check-digit identifiers -----------------------------------------------------------


def _to_digits(text: str) -> str:
    return "".join(str(int(c, 36)) for c in text)


def iban(country: str, bban: str) -> str:
    check = 98 - int(_to_digits(bban + country + "00")) % 97
    return f"{country}{check:02d}{bban}"


_CH_IIDS = ("00762", "00235", "00700", "09000", "00788", "04835", "08390", "00767", "06300")


def iban_ch(r: Random) -> str:
    return iban("CH", r.choice(_CH_IIDS) + digits(r, 12))


def qr_iban(r: Random) -> str:
    """A QR-IBAN: the institution id lies in 30000-31999."""
    return iban("CH", str(r.randint(30000, 31999)) + digits(r, 12))


def iban_foreign(r: Random) -> str:
    country = r.choice(("DE", "FR", "PT", "GB"))
    if country == "DE":
        return iban("DE", digits(r, 18))
    if country == "FR":
        return iban("FR", digits(r, 10) + digits(r, 11) + digits(r, 2))
    if country == "PT":
        return iban("PT", "0035" + digits(r, 17))
    return iban("GB", r.choice(("NWBK", "BARC", "HBUK")) + digits(r, 14))


def grouped(text: str, size: int = 4) -> str:
    return " ".join(text[i : i + size] for i in range(0, len(text), size))


_MOD10 = (0, 9, 4, 6, 8, 2, 7, 1, 3, 5)


def qr_reference(r: Random) -> str:
    """A 27-digit QR reference with its recursive mod-10 check digit."""
    body = digits(r, 26)
    carry = 0
    for c in body:
        carry = _MOD10[(carry + int(c)) % 10]
    return body + str((10 - carry) % 10)


def qr_reference_grouped(ref: str) -> str:
    return ref[:2] + " " + " ".join(ref[i : i + 5] for i in range(2, 27, 5))


def creditor_reference(r: Random) -> str:
    """An ISO 11649 creditor reference (RF + check digits + reference)."""
    ref = pick(r, UPPER_ALNUM, r.randint(8, 16))
    check = 98 - int(_to_digits(ref + "RF00")) % 97
    return f"RF{check:02d}{ref}"


def valor(r: Random) -> str:
    return num(r, r.choice((7, 8, 9)))


def isin_ch(valor_number: str) -> str:
    """The Swiss ISIN of a valor number (CH + nine digits + Luhn check digit)."""
    body = "CH" + valor_number.zfill(9)
    ds = _to_digits(body)
    total = 0
    for i, c in enumerate(reversed(ds)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def lei(r: Random) -> str:
    base = r.choice(("5299", "5493", "2138", "5067", "8945")) + "00" + pick(r, UPPER_ALNUM, 12)
    check = 98 - int(_to_digits(base + "00")) % 97
    return f"{base}{check:02d}"


BICS = (
    "UBSWCHZH80A",
    "POFICHBEXXX",
    "ZKBKCHZZ80A",
    "BCGECHGGXXX",
    "BCVLCH2LXXX",
    "RAIFCH22XXX",
    "DEUTDEFFXXX",
    "BNPAFRPPXXX",
    "CGDIPTPLXXX",
    "BCOMPTPLXXX",
    "COBADEFFXXX",
    "SOGEFRPPXXX",
    "SNBZCHZZXXX",
    "INGBNL2AXXX",
)
OUR_BIC = "LEMNCHGGXXX"


def bic(r: Random) -> str:
    return r.choice(BICS)


# --- key material shapes ---------------------------------------------------------------


def _ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def ssh_ed25519_public(r: Random) -> str:
    blob = _ssh_string(b"ssh-ed25519") + _ssh_string(r.randbytes(32))
    return b64_of(blob)


def ssh_rsa_public(r: Random) -> str:
    blob = (
        _ssh_string(b"ssh-rsa")
        + _ssh_string(b"\x01\x00\x01")
        + _ssh_string(b"\x00" + r.randbytes(256))
    )
    return b64_of(blob)


def openssh_ed25519_private(r: Random, comment: str) -> str:
    """The base64 body of an unencrypted OpenSSH ed25519 private key, wrapped at 70."""
    pub = r.randbytes(32)
    pub_blob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    check = r.randbytes(4)
    private = (
        check
        + check
        + _ssh_string(b"ssh-ed25519")
        + _ssh_string(pub)
        + _ssh_string(r.randbytes(32) + pub)
        + _ssh_string(comment.encode())
    )
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    raw = (
        b"openssh-key-v1\x00"
        + _ssh_string(b"none")
        + _ssh_string(b"none")
        + _ssh_string(b"")
        + struct.pack(">I", 1)
        + _ssh_string(pub_blob)
        + _ssh_string(private)
    )
    return wrap(b64_of(raw), 70)


def ec_p256_private(r: Random) -> str:
    """The base64 body of a SEC1 ``EC PRIVATE KEY`` on prime256v1."""
    der = (
        bytes.fromhex("30770201010420")
        + r.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
        + b"\x04"
        + r.randbytes(64)
    )
    return wrap(b64_of(der))


def rsa_private_pkcs1(r: Random) -> str:
    der = bytes.fromhex("308204a40201000282010100") + r.randbytes(1180)
    return wrap(b64_of(der))


def rsa_private_pkcs8(r: Random) -> str:
    der = bytes.fromhex(
        "308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100"
    ) + r.randbytes(1170)
    return wrap(b64_of(der))


def rsa_public_spki(r: Random) -> str:
    der = (
        bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
        + r.randbytes(256)
        + bytes.fromhex("0203010001")
    )
    return wrap(b64_of(der))


def certificate(r: Random, nbytes: int = 900) -> str:
    der = (
        bytes.fromhex("308203")
        + r.randbytes(1)
        + bytes.fromhex("308202")
        + r.randbytes(1)
        + bytes.fromhex("a0030201020214")
        + r.randbytes(nbytes)
    )
    return wrap(b64_of(der))


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig: int = 256) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig)}"
