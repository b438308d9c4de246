"""Seeded value generators and the ``Kind`` record of the lookalike21 corpus.

The setting is a month (June 2027) of memory notes kept for an integration developer at
Tresmares Logística, an invented freight forwarder and 3PL in Monterrey with offices in
Istanbul and Ho Chi Minh City. A template holds fields written ``⟨name⟩``; a kind's
``values`` function draws one value per field from a ``random.Random`` seeded with
``lookalike21:holdout:<kind>``. Identifiers that carry a check digit (ISO 6346 container
numbers, VINs, air waybills, UPS 1Z numbers, Mexican RFCs, Turkish VKNs, Vietnamese MSTs)
are drawn with a valid one. Nothing here is a credential: vendor prefixes and PEM markers
are joined from pieces.
"""

from __future__ import annotations

import base64
import hashlib
import re
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random
from urllib.parse import quote

HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64URL = ALNUM + "-_"
B32_LOWER = LOWER + "234567"
# Symbols a password may hold in a note without quoting trouble in .env, XML or JSON.
PW_SYMBOLS = "!%*+-.:=?@^_~"
# Symbols safe inside a URL's userinfo without percent-encoding.
URL_SYMBOLS = "-._~"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# PEM markers, joined from pieces.
_DASH = "-" * 5


def begin(label: str) -> str:
    return _DASH + "BEGIN " + label + _DASH


def end(label: str) -> str:
    return _DASH + "END " + label + _DASH


PK = "PRIVATE" + " KEY"
RSA_PK = "RSA " + PK
OPENSSH_PK = "OPENSSH " + PK
PGP_PRIV = "PGP " + "PRIVATE KEY BLOCK"
PGP_PUB = "PGP " + "PUBLIC KEY BLOCK"
CERT = "CERTIFI" + "CATE"
PUBKEY = "PUBLIC" + " KEY"


# ---------------------------------------------------------------------------------------
# Small draws


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
    return pick(r, DIGITS, n)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str | bytes) -> str:
    raw = text.encode() if isinstance(text, str) else text
    return base64.b64encode(raw).decode()


def b64url_of(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, pad: str) -> str:
    return "\n".join(pad + line for line in text.split("\n"))


def json_escaped_lines(text: str) -> str:
    """A multi-line body as it sits inside a JSON string: lines joined by a literal ``\\n``."""
    return text.replace("\n", "\\n")


def day(r: Random) -> str:
    return f"{r.randint(1, 30):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(6, 22):02d}:{r.randint(0, 59):02d}"


def clock_s(r: Random) -> str:
    return f"{clock(r)}:{r.randint(0, 59):02d}"


def password(r: Random, n: int = 20, symbols: str = PW_SYMBOLS) -> str:
    """A generated password: letters, digits and a few symbols, starting with a letter."""
    alphabet = ALNUM + symbols
    while True:
        value = pick(r, string.ascii_letters, 1) + pick(r, alphabet, n - 1)
        has_sym = not symbols or any(c in symbols for c in value)
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value) and has_sym:
            return value


_WORDS = (
    "Cerro",
    "Silla",
    "Aduana",
    "Furgon",
    "Tarima",
    "Patio",
    "Kamyon",
    "Liman",
    "Bogaz",
    "Kargo",
    "Mekong",
    "Catlai",
    "Benxe",
    "Muelle",
    "Trailer",
    "Rampa",
)


def human_password(r: Random) -> str:
    """A password a person picked: two words, a year or number, a symbol; 16+ characters."""
    while True:
        value = (
            r.choice(_WORDS)
            + r.choice(("", ".", "-", "_"))
            + r.choice(_WORDS).lower()
            + r.choice(("2027", "2026", "27", num(r, 3)))
            + r.choice("!*?.@%")
            + pick(r, ALNUM, r.randint(2, 4))
        )
        if len(value) >= 16:
            return value


def secrets_of(name: str, value: str) -> list[str]:
    """A secret field's value as the substrings that must not survive: the value itself,
    or, for a multi-line body (real newlines or JSON ``\\n``), each line of 16+ characters."""
    lines = [p.strip() for p in re.split(r"\n|\\n", value)]
    parts = [value] if len(lines) == 1 else [p for p in lines if len(p) >= 16]
    for part in parts:
        if len(part) < 16:
            raise AssertionError(f"secret field {name!r} is shorter than 16: {part!r}")
    return parts


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# ---------------------------------------------------------------------------------------
# The company, its partners and its machines (all invented)

COMPANY_DOMAIN = "tresmareslog.com"
PARTNERS = (
    ("Lakeview Retail", "lakeviewretail.com", "LKVRETAIL"),
    ("Ferretera del Golfo", "ferreteradelgolfo.com.mx", "FERRGOLFO"),
    ("Anatolia Ro-Ro Lojistik", "anatoliaroro.com.tr", "ANATOLRORO"),
    ("Mekong Cold Chain", "mekongcoldchain.vn", "MEKONGCC"),
    ("Sierra Madre Autopartes", "smautopartes.mx", "SMAUTOPART"),
    ("Bosphorus Tekstil", "bosphorustekstil.com.tr", "BOSPHTEKS"),
    ("Saigon Home Goods", "saigonhomegoods.vn", "SGNHOMEGDS"),
    ("Grupo Cementero Apodaca", "gcapodaca.com.mx", "GCAPODACA"),
    ("Marmara Beyaz Esya", "marmarabeyaz.com.tr", "MARMBEYAZ"),
    ("Northgate Home Centers", "northgatehc.com", "NGATEHC"),
)
OUR_EDI_IDS = ("TRESMARESMTY", "TMXMTY", "TMXLOGMX", "TMXISTANBUL", "TMXHCMC")
INTERNAL_HOSTS = (
    "edi-gw01.mty.tresmareslog.local",
    "edi-gw02.mty.tresmareslog.local",
    "10.40.2.15",
    "ist-int01.tresmareslog.local",
    "sgn-wms01.tresmareslog.local",
    "172.20.8.31",
)
SAP_HOSTS = ("s4p-app01.mty.tresmareslog.local", "s4q-app01.mty.tresmareslog.local", "10.40.6.21")
SAP_HTTP = (
    "s4p.tresmareslog.com:44300",
    "s4q.tresmareslog.com:44301",
    "s4p-fiori.tresmareslog.com",
)
DB_HOSTS = (
    "ora-wms01.mty.tresmareslog.local",
    "10.40.7.40",
    "sql-tms01.mty.tresmareslog.local",
    "sgn-sql01.tresmareslog.local",
)
SB_NAMESPACES = ("sb-tmx-edi-prod", "sb-tmx-edi-qa", "sb-tmx-ist-prod", "sb-tmx-events")
EH_NAMESPACES = ("evh-tmx-telematics", "evh-tmx-tracking", "evh-tmx-edi-audit")
STORAGE_ACCOUNTS = ("sttmxediarchive", "sttmxsftpdrop", "sttmxpowerbi", "sttmxlabels")
PEOPLE_MX = ("Rodrigo", "Mariana", "Luis Ángel", "Daniela", "Héctor", "Ximena")
PEOPLE_TR = ("Mehmet Bey", "Elif Hanım", "Burak", "Zeynep", "Emre")
PEOPLE_VN = ("chị Lan", "anh Minh", "Thu Trang", "anh Khoa", "chị Hạnh")
SCACS = ("TNRT", "TMXL", "ANRL", "MKCC", "FGLF", "SMAP", "BSTK", "NGHC")
UNLOCODES = (
    "MXMTY",
    "MXNLD",
    "MXZLO",
    "MXVER",
    "TRIST",
    "TRAMR",
    "TRMER",
    "VNSGN",
    "VNCLI",
    "USLRD",
)


def partner(r: Random) -> tuple[str, str, str]:
    return r.choice(PARTNERS)


# ---------------------------------------------------------------------------------------
# Identifiers with check digits


def _iso6346_value(c: str) -> int:
    if c.isdigit():
        return int(c)
    value = 10
    for letter in UPPER:
        if value % 11 == 0:
            value += 1
        if letter == c:
            return value
        value += 1
    raise ValueError(c)


def iso6346_check(first10: str) -> str:
    total = sum(_iso6346_value(c) * 2**i for i, c in enumerate(first10))
    return str(total % 11 % 10)


_OWNERS = (
    "MSKU",
    "MRKU",
    "HLXU",
    "TGHU",
    "CMAU",
    "MSCU",
    "TCLU",
    "OOLU",
    "SEGU",
    "TEMU",
    "BMOU",
    "CSNU",
    "FCIU",
    "GESU",
    "ONEU",
    "TLLU",
)


def container(r: Random) -> str:
    first = r.choice(_OWNERS) + digits(r, 6)
    return first + iso6346_check(first)


_VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
_VIN_VALUES = dict(
    zip(
        "ABCDEFGHJKLMNPRSTUVWXYZ",
        (1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9),
        strict=True,
    )
)
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
_WMIS = ("3AK", "1FU", "3HS", "1XK", "3WK", "1XP", "NMB", "NM0", "WDB", "3ALA", "RLA")


def vin(r: Random) -> str:
    wmi = r.choice(_WMIS)
    body = wmi + pick(r, _VIN_CHARS, 8 - len(wmi))
    tail = r.choice("RSTV") + pick(
        r, UPPER_ALNUM.replace("I", "").replace("O", "").replace("Q", ""), 1
    )
    tail += digits(r, 6)
    draft = body + "0" + tail
    total = 0
    for c, w in zip(draft, _VIN_WEIGHTS, strict=True):
        total += (int(c) if c.isdigit() else _VIN_VALUES[c]) * w
    check = total % 11
    return body + ("X" if check == 10 else str(check)) + tail


AIRLINE_PREFIXES = ("235", "139", "738", "057", "176", "020", "172", "615", "297", "724")


def awb(r: Random, prefix: str | None = None) -> str:
    serial = digits(r, 7)
    return f"{prefix or r.choice(AIRLINE_PREFIXES)}-{serial}{int(serial) % 7}"


def ups_1z(r: Random) -> str:
    body = pick(r, UPPER_ALNUM, 6) + r.choice(("01", "02", "03", "12", "13", "42")) + digits(r, 7)
    total = 0
    for i, c in enumerate(body):
        v = int(c) if c.isdigit() else (ord(c) - 63) % 10
        total += v * (2 if i % 2 else 1)
    return "1Z" + body + str((10 - total % 10) % 10)


def dhl_express(r: Random) -> str:
    body = num(r, 9)
    return body + str(int(body) % 7)


_RFC_TABLE = {c: i for i, c in enumerate("0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ")}


def rfc_mx(r: Random, persona: str = "moral", letters: str = "") -> str:
    letters = letters or pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3 if persona == "moral" else 4)
    date = f"{r.randint(0, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    homo = pick(r, "ABCDEFGHIJKLMNPQRSTUVWXYZ123456789", 2)
    base = letters + date + homo
    padded = base.rjust(12)
    total = sum(_RFC_TABLE[c] * (13 - i) for i, c in enumerate(padded))
    rem = total % 11
    check = 0 if rem == 0 else 11 - rem
    return base + ("A" if check == 10 else str(check))


def vkn(r: Random) -> str:
    first = digits(r, 9)
    total = 0
    for i, c in enumerate(first):
        t = (int(c) + 9 - i) % 10
        v = 0 if t == 0 else (t * 2 ** (9 - i)) % 9
        if t != 0 and v == 0:
            v = 9
        total += v
    return first + str((10 - total % 10) % 10)


def mst_vn(r: Random) -> str:
    weights = (31, 29, 23, 19, 17, 13, 7, 5, 3)
    while True:
        first = "0" + num(r, 8) if r.random() < 0.7 else num(r, 9)
        check = 10 - sum(int(c) * w for c, w in zip(first, weights, strict=True)) % 11
        if 0 <= check <= 9:
            return first + str(check)


ADUANAS = ("24", "07", "16", "43", "51", "47", "19", "30", "65", "80")


def pedimento(r: Random, sep: str = " ") -> str:
    return sep.join(("27", r.choice(ADUANAS), num(r, 4), "7" + digits(r, 6)))


def duns(r: Random) -> str:
    return digits(r, 9)


def gln(r: Random) -> str:
    body = r.choice(("750", "869", "893", "075")) + digits(r, 9)
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def sscc(r: Random) -> str:
    body = "0" + r.choice(("750", "869", "893")) + digits(r, 13)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def icn(r: Random) -> str:
    """An X12 interchange control number (ISA13): nine digits, zero padded."""
    return f"{r.randint(1, 999_999):09d}"


# ---------------------------------------------------------------------------------------
# Key and certificate bodies (random bytes behind realistic DER or wire prefixes)


def rsa_pkcs8_body(r: Random) -> str:
    prefix = bytes.fromhex(
        "308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100"
    )
    raw = prefix + bytes([r.randint(0xC0, 0xFF)]) + r.randbytes(1217 - len(prefix) - 1)
    return wrap(base64.b64encode(raw).decode(), 64)


def rsa_pkcs1_body(r: Random) -> str:
    prefix = bytes.fromhex("308204a40201000282010100")
    raw = prefix + bytes([r.randint(0xC0, 0xFF)]) + r.randbytes(1192 - len(prefix) - 1)
    return wrap(base64.b64encode(raw).decode(), 64)


def ec_pkcs8_body(r: Random) -> str:
    raw = (
        bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420")
        + r.randbytes(32)
        + bytes.fromhex("a14403420004")
        + r.randbytes(64)
    )
    return wrap(base64.b64encode(raw).decode(), 64)


def _ssh_str(raw: bytes) -> bytes:
    return struct.pack(">I", len(raw)) + raw


def openssh_ed25519_body(r: Random, comment: str) -> str:
    pub = r.randbytes(32)
    pub_blob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
    check = r.randbytes(4)
    priv = (
        check
        + check
        + _ssh_str(b"ssh-ed25519")
        + _ssh_str(pub)
        + _ssh_str(r.randbytes(32) + pub)
        + _ssh_str(comment.encode())
    )
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    raw = (
        b"openssh-key-v1\0"
        + _ssh_str(b"none")
        + _ssh_str(b"none")
        + _ssh_str(b"")
        + struct.pack(">I", 1)
        + _ssh_str(pub_blob)
        + _ssh_str(priv)
    )
    return wrap(base64.b64encode(raw).decode(), 70)


def ssh_ed25519_pub(r: Random) -> str:
    return b64_of(_ssh_str(b"ssh-ed25519") + _ssh_str(r.randbytes(32)))


def ssh_rsa_pub(r: Random) -> str:
    modulus = b"\0" + bytes([r.randint(0xC0, 0xFF)]) + r.randbytes(255)
    return b64_of(_ssh_str(b"ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(modulus))


def ssh_fingerprint(r: Random) -> str:
    return "SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("=")


def _crc24_line(r: Random) -> str:
    return "=" + base64.b64encode(r.randbytes(3)).decode()


def pgp_secret_body(r: Random) -> tuple[str, str]:
    ts = struct.pack(">I", r.randint(1_780_000_000, 1_785_000_000))
    raw = b"\x95\x03\xc6\x04" + ts + b"\x01\x08\x00" + r.randbytes(r.randint(940, 980))
    return wrap(base64.b64encode(raw).decode(), 64), _crc24_line(r)


def pgp_public_body(r: Random) -> tuple[str, str]:
    ts = struct.pack(">I", r.randint(1_700_000_000, 1_785_000_000))
    raw = b"\x99\x01\x0d\x04" + ts + b"\x01\x08\x00" + r.randbytes(r.randint(430, 520))
    return wrap(base64.b64encode(raw).decode(), 64), _crc24_line(r)


def x509_body(r: Random) -> str:
    prefix = bytes.fromhex("308203c5308202ada003020102021400")
    raw = prefix + r.randbytes(19) + bytes.fromhex("300d06092a864886f70d01010b0500")
    raw += r.randbytes(969 - len(raw))
    return wrap(base64.b64encode(raw).decode(), 64)


def spki_rsa_body(r: Random) -> str:
    prefix = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    raw = prefix + bytes([r.randint(0xC0, 0xFF)]) + r.randbytes(255) + bytes.fromhex("0203010001")
    return wrap(base64.b64encode(raw).decode(), 64)


def colon_hex(r: Random, nbytes: int, upper: bool = True) -> str:
    raw = r.randbytes(nbytes).hex()
    raw = raw.upper() if upper else raw
    return ":".join(raw[i : i + 2] for i in range(0, len(raw), 2))


def sas_sig(r: Random) -> str:
    """An Azure SAS signature as it sits in a URL: base64 of an HMAC, percent-encoded."""
    return quote(base64.b64encode(r.randbytes(32)).decode(), safe="")


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig_bytes: int) -> str:
    import json

    def part(value: dict[str, object]) -> str:
        return b64url_of(json.dumps(value, separators=(",", ":")).encode())

    return f"{part(header)}.{part(claims)}.{b64url(r, sig_bytes)}"


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def md5_hex(text: str) -> str:
    return hashlib.md5(text.encode()).hexdigest()  # a file checksum, not security


# ---------------------------------------------------------------------------------------
# EDI envelopes and bodies


def isa(
    r: Random, sender: str, receiver: str, control: str, when: tuple[str, str] | None = None
) -> str:
    """An X12 ISA segment (version 00401) with blank authorization and security fields."""
    date, time = when or (f"2706{day(r)}", clock(r).replace(":", ""))
    usage = r.choice("PPPT")
    return (
        f"ISA*00*{' ' * 10}*00*{' ' * 10}*ZZ*{sender:<15}*ZZ*{receiver:<15}*{date}*{time}*U*"
        f"00401*{control}*0*{usage}*>~"
    )


def x12_214(r: Random, control: str, sender: str, receiver: str) -> str:
    group = str(int(control) % 100000 or 1)
    scac = r.choice(SCACS)
    status = r.choice(("X1", "X3", "AF", "D1", "X6", "AG"))
    city, state = r.choice(
        (("MONTERREY", "NL"), ("NUEVO LAREDO", "TM"), ("LAREDO", "TX"), ("APODACA", "NL"))
    )
    d = r.randint(2, 30)
    hhmm = clock(r).replace(":", "")
    segs = [
        isa(r, sender, receiver, control, (f"2706{d:02d}", hhmm)),
        f"GS*QM*{sender}*{receiver}*202706{d:02d}*{hhmm}*{group}*X*004010~",
        "ST*214*0001~",
        f"B10*{num(r, 8)}*{'TMX' + digits(r, 7)}*{scac}~",
        f"L11*{num(r, 10)}*BM~",
        "LX*1~",
        f"AT7*{status}*NS***202706{r.randint(1, d):02d}*{clock(r).replace(':', '')}*LT~",
        f"MS1*{city}*{state}*{'US' if state == 'TX' else 'MX'}~",
        f"MS2*{scac}*{num(r, 5)}~",
        "SE*8*0001~",
        f"GE*1*{group}~",
        f"IEA*1*{control}~",
    ]
    return "\n".join(segs)


def edifact_iftsta(r: Random, ref: str, sender: str, receiver: str) -> str:
    segs = [
        "UNA:+.? '",
        f"UNB+UNOC:3+{sender}:ZZZ+{receiver}:ZZZ+2706{day(r)}:{clock(r).replace(':', '')}"
        f"+{ref}++IFTSTA'",
        "UNH+1+IFTSTA:D:01B:UN'",
        f"BGM+23+TMX{digits(r, 8)}+9'",
        f"DTM+137:202706{day(r)}{clock(r).replace(':', '')}:203'",
        f"CNI+1+TMXMTY{digits(r, 8)}'",
        f"STS+1+{r.choice(('20', '21', '24', '25', '32'))}'",
        f"RFF+BN:{num(r, 9)}'",
        f"LOC+5+{r.choice(UNLOCODES)}:139:6'",
        f"EQD+CN+{container(r)}+{r.choice(('22G1', '45G1', '42G1', '45R1'))}:6346:5'",
        "UNT+9+1'",
        f"UNZ+1+{ref}'",
    ]
    return "\n".join(segs)


def tmx_hbl(r: Random) -> str:
    return r.choice(("TMXMTY", "TMXIST", "TMXSGN")) + "27" + digits(r, 6)
