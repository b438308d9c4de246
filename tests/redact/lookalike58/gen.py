"""Seeded value generators and the ``Kind`` record of the fifty-eighth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Domain numbers (NIP, REGON, IBAN, EAN-13, SSCC, UPU S10, Lithuanian VAT codes) carry valid
check digits. Nothing here is a credential: vendor prefixes are joined from pieces where
they are written at all, and every token body is drawn at random.
"""

from __future__ import annotations

import base64
import json
import re
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
B32 = UPPER + "234567"
URL_SAFE_PW = ALNUM + "-_.~"
SHELL_PW = ALNUM + "!#%*+-.:=?@^_~,"
QUOTED_PW = ALNUM + "!#%*+-.:=?@^_~,;/()[]{}<>|&"
ES_PW = ALNUM + "*-_=+"

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


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def b64url_json(value: object, compact: bool = True) -> str:
    text = value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20, symbols: str = SHELL_PW) -> str:
    """A generated password: a letter first, then letters, digits and a few symbols."""
    while True:
        value = pick(r, string.ascii_letters, 1) + pick(r, symbols, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Paczkomat",
    "Warta",
    "Neris",
    "Grudzien",
    "Gruodis",
    "Magazyn",
    "Sandelis",
    "Poznan",
    "Vilnius",
    "Kurier",
    "Siunta",
    "Przesylka",
    "Lokomotywa",
    "Gintaras",
    "Baltija",
    "Pyry",
    "Rogale",
    "Cepelinai",
)


def human_password(r: Random) -> str:
    """A password a person would pick: two words, a symbol and digits, 16+ characters."""
    while True:
        words = r.sample(_WORDS, 2)
        sym = r.choice("!#%*+-.?@_")
        value = words[0] + sym + words[1] + str(r.randint(10, 9999))
        if r.random() < 0.5:
            value = words[0] + str(r.randint(2020, 2033)) + sym + words[1].lower()
        if len(value) >= 16:
            return value


def day(r: Random) -> str:
    return f"2032-12-{r.randint(1, 14):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(6, 22):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def stamp(r: Random) -> str:
    return f"{day(r)}T{clock(r)}"


def epoch(r: Random) -> int:
    """A Unix time in early December 2032."""
    return 1985472000 + r.randint(0, 14 * 86400)


def account_id(r: Random) -> str:
    return num(r, 12)


def jwt(r: Random, header: dict | str, claims: dict, sig_bytes: int = 256) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig_bytes)}"


# --- SSH and PEM material, shaped like the real encodings --------------------------------


def _sshstr(data: bytes) -> bytes:
    return len(data).to_bytes(4, "big") + data


def ssh_ed25519_pub(r: Random) -> str:
    blob = _sshstr(b"ssh-ed25519") + _sshstr(r.randbytes(32))
    return "ssh-ed25519 " + b64_of(blob)


def ssh_rsa_pub(r: Random) -> str:
    modulus = b"\x00" + bytes([r.randint(0xC0, 0xFF)]) + r.randbytes(383)
    blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(modulus)
    return "ssh-rsa " + b64_of(blob)


def ssh_ecdsa_pub(r: Random) -> str:
    blob = (
        _sshstr(b"ecdsa-sha2-nistp256") + _sshstr(b"nistp256") + _sshstr(b"\x04" + r.randbytes(64))
    )
    return "ecdsa-sha2-nistp256 " + b64_of(blob)


def ssh_fingerprint(r: Random) -> str:
    return "SHA256:" + b64_of(r.randbytes(32)).rstrip("=")


def openssh_private_body(r: Random, comment: str, rsa: bool = False) -> str:
    """The base64 body of an unencrypted ``openssh-key-v1`` key, wrapped at 70."""
    if rsa:
        keytype = b"ssh-rsa"
        n = b"\x00" + bytes([r.randint(0xC0, 0xFF)]) + r.randbytes(383)
        pub = _sshstr(keytype) + _sshstr(b"\x01\x00\x01") + _sshstr(n)
        private = (
            _sshstr(keytype)
            + _sshstr(n)
            + _sshstr(b"\x01\x00\x01")
            + _sshstr(r.randbytes(384))
            + _sshstr(r.randbytes(192))
            + _sshstr(r.randbytes(193))
            + _sshstr(r.randbytes(193))
        )
    else:
        keytype = b"ssh-ed25519"
        pk = r.randbytes(32)
        pub = _sshstr(keytype) + _sshstr(pk)
        private = _sshstr(keytype) + _sshstr(pk) + _sshstr(r.randbytes(32) + pk)
    check = r.randbytes(4)
    section = check + check + private + _sshstr(comment.encode())
    pad = 1
    while len(section) % 8:
        section += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + (1).to_bytes(4, "big")
        + _sshstr(pub)
        + _sshstr(section)
    )
    return wrap(b64_of(blob), 70)


_PKCS8_RSA = bytes.fromhex(
    "308204bd020100300d06092a864886f70d0101010500048204a7308204a302010002820101"
)
_SPKI_RSA = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a02820101")


def pkcs8_rsa_body(r: Random) -> str:
    der = _PKCS8_RSA + b"\x00" + bytes([r.randint(0xC0, 0xFF)]) + r.randbytes(1217 - 39)
    return wrap(b64_of(der), 64)


def ec_private_body(r: Random) -> str:
    der = (
        bytes.fromhex("30770201010420")
        + r.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
        + r.randbytes(64)
    )
    return wrap(b64_of(der), 64)


def spki_rsa_body(r: Random) -> str:
    der = _SPKI_RSA + b"\x00" + bytes([r.randint(0xC0, 0xFF)]) + r.randbytes(255)
    return wrap(b64_of(der + bytes.fromhex("0203010001")), 64)


def certificate_body(r: Random) -> str:
    size = r.randint(880, 1400)
    der = b"\x30\x82" + size.to_bytes(2, "big") + b"\x30\x82" + (size - 300).to_bytes(2, "big")
    der += bytes.fromhex("a0030201020214") + r.randbytes(size - 11)
    return wrap(b64_of(der), 64)


# --- Polish, Lithuanian and logistics numbers with their check digits ------------------


def nip(r: Random) -> str:
    weights = (6, 5, 7, 2, 3, 4, 5, 6, 7)
    while True:
        digits = [int(r.choice("123456789"))] + [r.randint(0, 9) for _ in range(8)]
        check = sum(d * w for d, w in zip(digits, weights, strict=True)) % 11
        if check != 10:
            return "".join(map(str, digits)) + str(check)


def nip_dashed(value: str) -> str:
    return f"{value[:3]}-{value[3:6]}-{value[6:8]}-{value[8:]}"


def regon9(r: Random) -> str:
    weights = (8, 9, 2, 3, 4, 5, 6, 7)
    digits = [int(r.choice("123456789"))] + [r.randint(0, 9) for _ in range(7)]
    check = sum(d * w for d, w in zip(digits, weights, strict=True)) % 11 % 10
    return "".join(map(str, digits)) + str(check)


def regon14(r: Random) -> str:
    base = regon9(r) + pick(r, DIGITS, 4)
    weights = (2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8)
    check = sum(int(d) * w for d, w in zip(base, weights, strict=True)) % 11 % 10
    return base + str(check)


def krs(r: Random) -> str:
    return "0000" + num(r, 6)


def lt_company_code(r: Random) -> str:
    return r.choice(("30", "11", "12", "13", "15", "30", "30")) + pick(r, DIGITS, 7)


def lt_vat(r: Random) -> str:
    """A Lithuanian VAT code: LT + 9 or 12 digits, the check digit computed."""
    length = r.choice((9, 12))
    body = [r.randint(0, 9) for _ in range(length - 1)]
    body[0] = r.randint(1, 9)
    body[length - 2] = 1
    w1 = [1 + i % 9 for i in range(length - 1)]
    w2 = [1 + (i + 2) % 9 for i in range(length - 1)]
    check = sum(d * w for d, w in zip(body, w1, strict=True)) % 11
    if check == 10:
        check = sum(d * w for d, w in zip(body, w2, strict=True)) % 11 % 10
    return "LT" + "".join(map(str, body)) + str(check)


def iban(country: str, bban: str) -> str:
    moved = bban + country + "00"
    numeric = "".join(str(int(c, 36)) for c in moved)
    check = 98 - int(numeric) % 97
    return f"{country}{check:02d}{bban}"


def grouped(value: str, size: int = 4) -> str:
    return " ".join(value[i : i + size] for i in range(0, len(value), size))


_PL_BANKS = ("10204027", "10501445", "11402004", "10902835", "24901044", "11602202")
_LT_BANKS = ("73000", "70440", "40100", "35000", "21400")


def iban_pl(r: Random) -> str:
    return iban("PL", r.choice(_PL_BANKS) + pick(r, DIGITS, 16))


def iban_lt(r: Random) -> str:
    return iban("LT", r.choice(_LT_BANKS) + pick(r, DIGITS, 11))


def ean13(r: Random, prefix: str = "590") -> str:
    body = prefix + pick(r, DIGITS, 12 - len(prefix))
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body))
    return body + str((10 - total % 10) % 10)


def sscc(r: Random) -> str:
    body = str(r.randint(0, 9)) + "590" + pick(r, DIGITS, 13)
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def upu_s10(r: Random, service: str, country: str) -> str:
    digits = pick(r, DIGITS, 8)
    total = sum(int(d) * w for d, w in zip(digits, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{service}{digits}{check}{country}"


def inpost_tracking(r: Random) -> str:
    return "6" + r.choice("0123456789") + pick(r, DIGITS, 22)


_CITIES = ("POZ", "WAW", "KRA", "WRO", "GDA", "LOD", "SZC", "LUB", "BYD", "KAT", "GNI", "LES")


def locker(r: Random) -> str:
    return r.choice(_CITIES) + f"{r.randint(1, 399):02d}" + r.choice(("M", "M", "A", "N", "APP"))


def ksef_number(r: Random, seller: str) -> str:
    return f"{seller}-{day(r).replace('-', '')}-{uhex(r, 12)}-{uhex(r, 2)}"


def amq_tag(r: Random) -> str:
    return b64url(r, 16)[:22]


def es_id(r: Random) -> str:
    return b64url(r, 15)


def arn_secret(r: Random, acct: str, name: str) -> str:
    return f"arn:aws:secretsmanager:eu-central-1:{acct}:secret:{name}-{pick(r, ALNUM, 6)}"


# --- How a secret field becomes the substrings that must not survive --------------------


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key (real or JSON-escaped newlines)
    gives each body line of 16+ characters."""
    if "\n" not in value and "\\n" not in value:
        return [value]
    parts = re.split(r"\n|\\n", value)
    return [p for p in parts if len(p) >= 16]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
