"""Seeded value generators and the ``Kind`` record of the thirtieth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Besides plain alphabets this module makes the identifiers of the domain with their real
check digits: NF-e access keys, CNPJ/CPF, Turkish VKN/TCKN, boleto barcodes, Pix BR Codes
(CRC16), Turkish IBANs and Luhn-valid test card numbers. Nothing here is a credential:
vendor prefixes are joined from pieces where they are written at all.
"""

from __future__ import annotations

import base64
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
UHEX = HEX.upper()
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"
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


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


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


def human_password(r: Random) -> str:
    """A memorable password of 16+ characters, the kind a team sets by hand."""
    words = (
        "Curitiba",
        "Izmir",
        "Araucaria",
        "Kordon",
        "Boleto",
        "Pinhao",
        "Karsiyaka",
        "Barigui",
        "Alsancak",
        "Capivara",
        "Simit",
        "Lojista",
        "Kumru",
        "Batel",
    )
    while True:
        a, b = r.sample(words, 2)
        value = f"{a}{r.choice('@#!.-_*')}{b}{r.randint(10, 9999)}{r.choice('!?#$%')}"
        if len(value) >= 16:
            return value


def date(r: Random, year: int = 2028, months: tuple[int, ...] = (4, 5, 6)) -> str:
    return f"{year}-{r.choice(months):02d}-{r.randint(1, 28):02d}"


def hhmm(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"


def hhmmss(r: Random) -> str:
    return f"{hhmm(r)}:{r.randint(0, 59):02d}"


def money(r: Random, lo: int = 5, hi: int = 900) -> str:
    return f"{r.randint(lo, hi)}.{r.randint(0, 99):02d}"


# -- check digits of the domain's identifiers ---------------------------------------------


def mod11_nfe(body: str) -> str:
    """The NF-e access key check digit (weights 2..9 from the right)."""
    total = sum(int(d) * (2 + i % 8) for i, d in enumerate(reversed(body)))
    dv = 11 - total % 11
    return "0" if dv >= 10 else str(dv)


def cnpj(r: Random, formatted: bool = False) -> str:
    base = digits(r, 8) + r.choice(("0001", "0001", "0002", "0003", "0004"))
    for weights in ((5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2), (6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)):
        rest = sum(int(d) * w for d, w in zip(base, weights, strict=True)) % 11
        base += "0" if rest < 2 else str(11 - rest)
    if not formatted:
        return base
    return f"{base[:2]}.{base[2:5]}.{base[5:8]}/{base[8:12]}-{base[12:]}"


def cpf(r: Random, formatted: bool = False) -> str:
    base = digits(r, 9)
    for start in (10, 11):
        total = sum(int(d) * w for d, w in zip(base, range(start, 1, -1), strict=False))
        rest = total * 10 % 11
        base += "0" if rest == 10 else str(rest)
    if not formatted:
        return base
    return f"{base[:3]}.{base[3:6]}.{base[6:9]}-{base[9:]}"


def nfe_key(r: Random, model: str = "55", uf: str = "41") -> str:
    """A 44-digit NF-e/NFC-e access key with a valid check digit."""
    aamm = f"28{r.choice((4, 5, 6)):02d}"
    body = (
        uf
        + aamm
        + cnpj(r)
        + model
        + f"{r.randint(1, 9):03d}"
        + f"{r.randint(1, 999999):09d}"
        + "1"
        + digits(r, 8)
    )
    return body + mod11_nfe(body)


def group4(value: str) -> str:
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4))


def vkn(r: Random) -> str:
    """A Turkish tax number (vergi kimlik no) with a valid check digit."""
    d = [int(c) for c in digits(r, 9)]
    total = 0
    for i, x in enumerate(d):
        tmp = (x + 9 - i) % 10
        v = (tmp * 2 ** (9 - i)) % 9
        if tmp != 0 and v == 0:
            v = 9
        total += v
    return "".join(map(str, d)) + str((10 - total % 10) % 10)


def tckn(r: Random) -> str:
    """A Turkish identity number with valid check digits."""
    d = [int(num(r, 1))] + [int(c) for c in digits(r, 8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def tr_iban(r: Random, formatted: bool = False) -> str:
    bank = r.choice(("00010", "00012", "00015", "00046", "00062", "00064", "00067", "00111"))
    bban = bank + "0" + digits(r, 16)
    check = 98 - int(bban + "2927" + "00") % 97  # T=29, R=27
    value = f"TR{check:02d}{bban}"
    return group4(value) if formatted else value


def luhn_complete(prefix: str, length: int, r: Random) -> str:
    body = prefix + digits(r, length - len(prefix) - 1)
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return body + str((10 - total % 10) % 10)


def mod10_boleto(field: str) -> str:
    total = 0
    for i, c in enumerate(reversed(field)):
        p = int(c) * (2 if i % 2 == 0 else 1)
        total += p // 10 + p % 10
    return str((10 - total % 10) % 10)


def boleto(r: Random) -> tuple[str, str]:
    """A bank boleto: (44-digit barcode, formatted 47-digit linha digitável)."""
    bank = r.choice(("001", "033", "104", "237", "341", "748", "756"))
    factor = str(r.randint(2100, 2450))
    value = f"{r.randint(1500, 2_500_000):010d}"
    free = digits(r, 25)
    partial = bank + "9" + factor + value + free
    total = sum(int(d) * (2 + i % 8) for i, d in enumerate(reversed(partial)))
    dv = 11 - total % 11
    dv_s = "1" if dv in (0, 10, 11) else str(dv)
    barcode = bank + "9" + dv_s + factor + value + free
    f1 = bank + "9" + free[:5]
    f2 = free[5:15]
    f3 = free[15:25]
    f1 += mod10_boleto(f1)
    f2 += mod10_boleto(f2)
    f3 += mod10_boleto(f3)
    line = f"{f1[:5]}.{f1[5:]} {f2[:5]}.{f2[5:]} {f3[:5]}.{f3[5:]} {dv_s} {factor}{value}"
    return barcode, line


def crc16_ccitt(data: str) -> str:
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def pix_brcode(r: Random, key: str, amount: str, name: str, txid: str) -> str:
    """A static Pix "copia e cola" payload (EMV QR, CRC16 over the whole payload)."""
    account = tlv("00", "br.gov.bcb.pix") + tlv("01", key)
    payload = (
        tlv("00", "01")
        + tlv("26", account)
        + tlv("52", "0000")
        + tlv("53", "986")
        + tlv("54", amount)
        + tlv("58", "BR")
        + tlv("59", name)
        + tlv("60", "CURITIBA")
        + tlv("62", tlv("05", txid))
        + "6304"
    )
    return payload + crc16_ccitt(payload)


ISPBS = ("00000000", "60746948", "90400888", "18236120", "60701190", "00360305", "08561701")


def pix_e2e(r: Random) -> str:
    stamp = f"2028{r.choice((4, 5, 6)):02d}{r.randint(1, 28):02d}{r.randint(0, 23):02d}"
    return "E" + r.choice(ISPBS) + stamp + f"{r.randint(0, 59):02d}" + pick(r, ALNUM, 11)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_by_line(name: str, value: str) -> list[str]:
    """A one-line secret as given; a multi-line key (real or JSON-escaped newlines) as its
    body lines of 16+ characters, without the BEGIN/END armour lines."""
    if "\n" not in value and "\\n" not in value:
        return [value]
    lines = value.replace("\\n", "\n").split("\n")
    return [line for line in lines if len(line) >= 16 and not line.startswith("-----")]
