"""Seeded value generators and the ``Kind`` record of the forty-seventh look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with
``lookalike47:holdout:<kind>``). The domain identifiers (CNPJ, CPF, NF-e access keys, boleto
lines, Pix BR Codes, CUIT, CBU, ISIN) carry their real check digits. Nothing here is a
credential: vendor prefixes are joined from pieces where they are written at all.
"""

from __future__ import annotations

import base64
import datetime as dt
import json
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~$"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- generic pieces -------------------------------------------------------------------


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def uhexs(r: Random, n: int) -> str:
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
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 2) + pick(r, ALNUM, 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def phrase_password(r: Random) -> str:
    """A password a person picks: words of the team's languages, a year, a symbol."""
    words = (
        "Soja",
        "Milho",
        "Cafe",
        "Trigo",
        "Colheita",
        "Cerrado",
        "Pampa",
        "Tropeiro",
        "Cosecha",
        "Girasol",
        "Ipe",
        "Parana",
        "Rosario",
        "Sorgo",
        "Algodao",
        "Boiada",
    )
    a, b = r.sample(words, 2)
    return (
        f"{a}{r.choice('@#!$%&*')}{b}{r.randint(2019, 2031)}{r.choice('!?#.')}{pick(r, ALNUM, 3)}"
    )


def when(r: Random) -> dt.datetime:
    """A moment in January–March 2031 (the notes are from February 2031)."""
    start = dt.datetime(2031, 1, 6, 0, 0, 0)
    return start + dt.timedelta(seconds=r.randint(0, 80 * 86400))


def iso(r: Random) -> str:
    return when(r).strftime("%Y-%m-%dT%H:%M:%S") + "." + digits(r, 3) + "Z"


def mod11_dv(digits_: str, weights: list[int]) -> int:
    s = sum(int(d) * w for d, w in zip(digits_, weights, strict=True))
    m = s % 11
    return 0 if m < 2 else 11 - m


# --- Brazil: CNPJ, CPF, NF-e, boleto, Pix --------------------------------------------


def cnpj_raw(r: Random, branch: str | None = None) -> str:
    base = digits(r, 8) + (branch or r.choice(("0001", "0001", "0002", "0003", "0014")))
    d1 = mod11_dv(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    d2 = mod11_dv(base + str(d1), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    return f"{base}{d1}{d2}"


def fmt_cnpj(raw: str) -> str:
    return f"{raw[:2]}.{raw[2:5]}.{raw[5:8]}/{raw[8:12]}-{raw[12:]}"


def cnpj(r: Random) -> str:
    return fmt_cnpj(cnpj_raw(r))


def cpf_raw(r: Random) -> str:
    base = digits(r, 9)
    d1 = (sum(int(d) * w for d, w in zip(base, range(10, 1, -1), strict=True)) * 10) % 11 % 10
    base += str(d1)
    d2 = (sum(int(d) * w for d, w in zip(base, range(11, 1, -1), strict=True)) * 10) % 11 % 10
    return base + str(d2)


def fmt_cpf(raw: str) -> str:
    return f"{raw[:3]}.{raw[3:6]}.{raw[6:9]}-{raw[9:]}"


def cpf(r: Random) -> str:
    return fmt_cpf(cpf_raw(r))


def _mod11_right(body: str) -> int:
    """Modulus 11 with weights 2..9 from the right (NF-e key)."""
    s = 0
    w = 2
    for d in reversed(body):
        s += int(d) * w
        w = 2 if w == 9 else w + 1
    m = s % 11
    return 0 if m < 2 else 11 - m


UF_CODES = ("35", "35", "35", "41", "51", "50", "52", "31")  # SP, PR, RS, MS, GO, MG


def nfe_key(r: Random, emitter: str | None = None, model: str = "55") -> str:
    t = when(r)
    body = (
        r.choice(UF_CODES)
        + t.strftime("%y%m")
        + (emitter or cnpj_raw(r))
        + model
        + f"{r.choice((1, 1, 2, 3)):03d}"
        + f"{r.randint(1, 999_999):09d}"
        + "1"
        + digits(r, 8)
    )
    return body + str(_mod11_right(body))


def fmt_nfe_key(key: str) -> str:
    return " ".join(key[i : i + 4] for i in range(0, 44, 4))


def _mod10(field: str) -> int:
    s = 0
    for i, d in enumerate(reversed(field)):
        p = int(d) * (2 if i % 2 == 0 else 1)
        s += p // 10 + p % 10
    return (10 - s % 10) % 10


BANKS = ("001", "033", "104", "237", "341", "077", "756", "748")


def boleto(r: Random) -> tuple[str, str]:
    """A boleto (barcode, digitable line) with real check digits (fator from 2025-02-22)."""
    bank = r.choice(BANKS)
    due = dt.date(2031, 2, 1) + dt.timedelta(days=r.randint(0, 75))
    fator = f"{1000 + (due - dt.date(2025, 2, 22)).days:04d}"
    valor = f"{r.randint(15_000, 980_000_000):010d}"
    livre = digits(r, 25)
    partial = bank + "9" + fator + valor + livre
    s = 0
    w = 2
    for d in reversed(partial):
        s += int(d) * w
        w = 2 if w == 9 else w + 1
    dv = 11 - s % 11
    if dv in (0, 10, 11):
        dv = 1
    bar = bank + "9" + str(dv) + fator + valor + livre
    c1 = bank + "9" + livre[:5]
    c2 = livre[5:15]
    c3 = livre[15:25]
    c1 += str(_mod10(c1))
    c2 += str(_mod10(c2))
    c3 += str(_mod10(c3))
    line = f"{c1[:5]}.{c1[5:]} {c2[:5]}.{c2[5:]} {c3[:5]}.{c3[5:]} {dv} {fator}{valor}"
    return bar, line


ISPBS = {
    "00000000": "Banco do Brasil",
    "60701190": "Itaú Unibanco",
    "60746948": "Bradesco",
    "00360305": "Caixa",
    "90400888": "Santander",
    "00416968": "Banco Inter",
    "18236120": "Nu Pagamentos",
    "08561701": "PagSeguro",
}


def pix_e2e(r: Random) -> str:
    return "E" + r.choice(tuple(ISPBS)) + when(r).strftime("%Y%m%d%H%M") + pick(r, ALNUM, 11)


def pix_txid(r: Random) -> str:
    return pick(r, ALNUM, r.randint(26, 35))


def crc16_ccitt(data: str) -> str:
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def _tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def brcode(r: Random, key: str, name: str, city: str, amount: str, txid: str) -> str:
    gui = _tlv("00", "br.gov.bcb.pix") + _tlv("01", key)
    payload = (
        _tlv("00", "01")
        + _tlv("26", gui)
        + _tlv("52", "0000")
        + _tlv("53", "986")
        + _tlv("54", amount)
        + _tlv("58", "BR")
        + _tlv("59", name)
        + _tlv("60", city)
        + _tlv("62", _tlv("05", txid))
        + "6304"
    )
    return payload + crc16_ccitt(payload)


# --- Argentina: CUIT, CBU, CAE --------------------------------------------------------


def cuit(r: Random) -> str:
    while True:
        body = r.choice(("30", "30", "33", "20", "27")) + digits(r, 8)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        v = 11 - sum(int(d) * x for d, x in zip(body, w, strict=True)) % 11
        if v == 10:
            continue
        v = 0 if v == 11 else v
        return f"{body[:2]}-{body[2:]}-{v}"


def cbu(r: Random) -> str:
    b1 = r.choice(("007", "011", "014", "017", "072", "285", "191")) + digits(r, 4)
    w1 = [7, 1, 3, 9, 7, 1, 3]
    d1 = (10 - sum(int(d) * x for d, x in zip(b1, w1, strict=True)) % 10) % 10
    b2 = digits(r, 13)
    w2 = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]
    d2 = (10 - sum(int(d) * x for d, x in zip(b2, w2, strict=True)) % 10) % 10
    return f"{b1}{d1}{b2}{d2}"


# --- B3: ISIN and contracts ------------------------------------------------------------


def isin(r: Random, body: str) -> str:
    """``body`` is 11 characters (country + 9); the Luhn check digit is appended."""
    expanded = "".join(str(int(c, 36)) for c in body)
    s = 0
    for i, d in enumerate(reversed(expanded)):
        n = int(d)
        if i % 2 == 0:
            n *= 2
            n = n // 10 + n % 10
        s += n
    return body + str((10 - s % 10) % 10)


MONTHS = "FGHJKMNQUVXZ"


def b3_contract(r: Random) -> str:
    return r.choice(("CCM", "SJC", "BGI", "ICF", "ETN")) + r.choice(MONTHS) + r.choice(("31", "32"))


# --- platform identifiers ---------------------------------------------------------------


def dbx_cluster_id(r: Random) -> str:
    t = when(r)
    return t.strftime("%m%d-%H%M%S-") + pick(r, LOWER_ALNUM, 8)


def dbx_host(r: Random) -> str:
    return f"adb-{num(r, 16)}.{r.randint(1, 19)}.azuredatabricks.net"


def sha256_hex(r: Random) -> str:
    return hexs(r, 64)


def ssh_ed25519_pub(r: Random) -> str:
    key = r.randbytes(32)
    blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + key
    return base64.b64encode(blob).decode()


def openssh_private_body(r: Random, comment: str) -> str:
    """An unencrypted ``openssh-key-v1`` ed25519 body, wrapped at 70 like ssh-keygen."""

    def s(b: bytes) -> bytes:
        return struct.pack(">I", len(b)) + b

    pub = r.randbytes(32)
    pub_blob = s(b"ssh-ed25519") + s(pub)
    check = r.randbytes(4)
    priv = check + check + pub_blob + s(r.randbytes(32) + pub) + s(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + s(b"none")
        + s(b"none")
        + s(b"")
        + struct.pack(">I", 1)
        + s(pub_blob)
        + s(priv)
    )
    return wrap(base64.b64encode(blob).decode(), 70)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is the secret; a multi-line key gives each body line of 16+."""
    if "\n" in value:
        return [line for line in value.splitlines() if len(line) >= 16]
    return [value]
