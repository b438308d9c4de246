"""Seeded value generators, shared vocabulary and the ``Kind`` record of lookalike19.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from a ``random.Random`` seeded with ``lookalike19:holdout:<kind>``. Nothing here is a
credential: vendor prefixes and PEM markers are joined from pieces where they are written,
and every key, token or password is drawn at build time.
"""

from __future__ import annotations

import base64
import datetime
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
HEX_UP = HEX.upper()
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
# Symbols people and generators put in shared secrets; none that start a comment or quote.
SYMBOLS = "!@*+-._^~"
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


# --------------------------------------------------------------------------- primitives


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


def b64_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, lo: int = 16, hi: int = 28, symbols: str = SYMBOLS) -> str:
    """A generated password: letters, digits, a few symbols; never shorter than 16."""
    n = r.randint(max(lo, 16), max(hi, 16))
    while True:
        body = pick(r, ALNUM, 1) + pick(r, ALNUM + ALNUM + symbols, n - 1)
        if (
            any(c.isdigit() for c in body)
            and any(c.isupper() for c in body)
            and any(c.islower() for c in body)
        ):
            return body


_WORDS = (
    "Rinjani",
    "Bromo",
    "Kopi",
    "Senja",
    "Komodo",
    "Pelangi",
    "Ombak",
    "Cendana",
    "Merapi",
    "Durian",
    "Cachoeira",
    "Jangada",
    "Caju",
    "Mandacaru",
    "Farol",
    "Maracatu",
    "Sertao",
    "Tapioca",
    "Garoa",
    "Pampa",
)


def memorable(r: Random) -> str:
    """A shared secret a person typed: words, a number, a symbol; at least 16 characters."""
    while True:
        sep = r.choice(("-", ".", "_", "", "@", "!"))
        parts = [r.choice(_WORDS), r.choice(_WORDS), str(r.randint(10, 9999))]
        r.shuffle(parts)
        value = sep.join(parts) + r.choice(("", "!", "*", "^", "~"))
        if len(value) < 16:
            value += sep + r.choice(_WORDS).lower()
        if len(value) >= 16:
            return value


def human_secret(r: Random) -> str:
    """Either a generated or a typed shared secret, as real configs have both."""
    return password(r, 16, 30) if r.random() < 0.6 else memorable(r)


# --------------------------------------------------------------------------- vocabulary

DOM_ID = "nusafibra.net.id"
DOM_BR = "nusafibra.com.br"
SITES_ID = ("jkt1", "jkt2", "sby1", "mdn1", "upg1", "btm1", "dps1", "bdg1")
SITES_BR = ("for1", "rec1", "gru1", "bhz1", "poa1", "ssa1", "nat1")
SITES = SITES_ID + SITES_BR
PEOPLE = ("rizky", "dewi", "bayu", "agus", "thiago", "carla", "fernanda", "lucia", "putri")
CUSTOMERS = (
    "PT Sinar Laut Logistik",
    "CV Kopi Nusantara",
    "Klinik Sehat Medan",
    "Pousada Mar Azul",
    "Farmácia Boa Vista",
    "Escola Pequeno Príncipe",
    "Hotel Cendana Bali",
    "Supermercado Caju",
)


def day(r: Random) -> str:
    return f"2027-04-{r.randint(1, 30):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def _ctime_of(stamp: datetime.datetime) -> str:
    return stamp.strftime("%a %b ") + f"{stamp.day:2d} " + stamp.strftime("%H:%M:%S %Y")


def _april(r: Random) -> datetime.datetime:
    return datetime.datetime(
        2027, 4, r.randint(1, 30), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)
    )


def ctime(r: Random) -> str:
    """A ctime style stamp in April 2027 with the right weekday."""
    return _ctime_of(_april(r))


def ctimes_desc(r: Random, n: int) -> list[str]:
    """``n`` ctime stamps in April 2027, newest first (as commit lists show them)."""
    return [_ctime_of(t) for t in sorted((_april(r) for _ in range(n)), reverse=True)]


def iso(r: Random) -> str:
    return f"{day(r)}T{clock(r)}Z"


def site(r: Random) -> str:
    return r.choice(SITES)


def device(r: Random, role: str | None = None, where: str | None = None) -> str:
    role = role or r.choice(("cr", "pe", "bng", "rr", "agg"))
    return f"{where or site(r)}-{role}{r.randint(1, 4):02d}"


def fqdn(name: str) -> str:
    return f"{name}.{DOM_BR if name[:4] in SITES_BR else DOM_ID}"


def ip10(r: Random) -> str:
    return f"10.{r.randint(0, 63)}.{r.randint(0, 255)}.{r.randint(1, 254)}"


def cgnat(r: Random) -> str:
    return f"100.{r.randint(64, 127)}.{r.randint(0, 255)}.{r.randint(1, 254)}"


def docip(r: Random) -> str:
    net = r.choice(("192.0.2", "198.51.100", "203.0.113"))
    return f"{net}.{r.randint(1, 254)}"


def v6(r: Random) -> str:
    return f"2001:db8:{r.randint(0, 0xFFFF):x}:{r.randint(0, 0xFF):x}::{r.randint(1, 0xFF):x}"


def asn_public(r: Random) -> str:
    return str(
        r.choice((r.randint(262144, 271999), r.randint(17400, 18200), r.randint(131072, 151999)))
    )


def asn_private(r: Random) -> str:
    return str(r.randint(64512, 65534))


def login(r: Random) -> str:
    """A PPPoE subscriber login as the BSS issues it."""
    return r.choice(
        (
            f"nf{num(r, 8)}@fibra",
            f"cust{num(r, 7)}",
            f"{r.choice(SITES)[:3]}.{num(r, 6)}@pppoe.{r.choice((DOM_ID, DOM_BR))}",
        )
    )


# --------------------------------------------------------------------------- mobile


def luhn_digit(digits: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def imsi(r: Random) -> str:
    mcc, mnc = r.choice((("510", "99"), ("510", "98"), ("724", "54"), ("724", "39")))
    return mcc + mnc + pick(r, DIGITS, 10)


def iccid(r: Random) -> str:
    body = "89" + r.choice(("62", "55")) + pick(r, DIGITS, 2) + pick(r, DIGITS, 13)
    return body + luhn_digit(body)


def msisdn_for(r: Random, imsi_value: str) -> str:
    """An E.164 number in the country of the IMSI (MCC 510 Indonesia, 724 Brazil)."""
    if imsi_value.startswith("510"):
        return f"628{r.randint(11, 59)}{pick(r, DIGITS, 8)}"
    return f"55{r.choice(('85', '81', '11', '31', '51', '71'))}9{pick(r, DIGITS, 8)}"


def imei(r: Random) -> str:
    body = r.choice(("35", "86", "35", "01")) + pick(r, DIGITS, 12)
    return body + luhn_digit(body)


def msisdn(r: Random) -> str:
    if r.random() < 0.5:
        return f"+62 8{r.randint(11, 59)}-{num(r, 4)}-{pick(r, DIGITS, 4)}"
    return f"+55 {r.choice(('85', '81', '11', '31', '51', '71'))} 9{num(r, 4)}-{pick(r, DIGITS, 4)}"


def mac(r: Random, style: str = "colon") -> str:
    raw = [r.randint(0, 255) for _ in range(6)]
    raw[0] &= 0xFC
    h = "".join(f"{b:02x}" for b in raw)
    if style == "cisco":
        return f"{h[0:4]}.{h[4:8]}.{h[8:12]}"
    if style == "huawei":
        return f"{h[0:4]}-{h[4:8]}-{h[8:12]}"
    if style == "dash":
        return "-".join(h[i : i + 2] for i in range(0, 12, 2)).upper()
    if style == "upper":
        return ":".join(h[i : i + 2] for i in range(0, 12, 2)).upper()
    return ":".join(h[i : i + 2] for i in range(0, 12, 2))


# --------------------------------------------------------------------------- Brazil / Indonesia ids


def cpf(r: Random, formatted: bool = True) -> str:
    d = [r.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        rest = sum(x * w for x, w in zip(d, range(n, 1, -1), strict=False)) % 11
        d.append(0 if rest < 2 else 11 - rest)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}" if formatted else s


def cnpj(r: Random, formatted: bool = True) -> str:
    d = [r.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    for weights in ((5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2), (6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)):
        rest = sum(x * w for x, w in zip(d, weights, strict=True)) % 11
        d.append(0 if rest < 2 else 11 - rest)
    s = "".join(map(str, d))
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}" if formatted else s


def nik(r: Random) -> str:
    region = r.choice(("3171", "3172", "3578", "1271", "7371", "5171", "3273", "2171"))
    district = f"{r.randint(1, 12):02d}"
    dd = r.randint(1, 28) + (40 if r.random() < 0.5 else 0)
    born = f"{dd:02d}{r.randint(1, 12):02d}{r.randint(60, 99):02d}"
    return f"{region}{district}{born}{r.randint(1, 40):04d}"


def crc16_ccitt(data: str) -> int:
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return crc


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def brcode(key: str, amount: str, name: str, city: str, txid: str) -> str:
    """A static PIX "copia e cola" payload (EMV QR, with its CRC16)."""
    account = tlv("00", "br.gov.bcb.pix") + tlv("01", key)
    body = (
        tlv("00", "01")
        + tlv("26", account)
        + tlv("52", "0000")
        + tlv("53", "986")
        + tlv("54", amount)
        + tlv("58", "BR")
        + tlv("59", name[:25])
        + tlv("60", city[:15])
        + tlv("62", tlv("05", txid))
        + "6304"
    )
    return body + f"{crc16_ccitt(body):04X}"


# --------------------------------------------------------------------------- router encodings

_J_FAMILY = ("QzF3n6/9CAtpu0O", "B1IREhcSyrleKvMW8LXx", "7N-dVbwsY2g4oaJZGUDj", "iHkq.mPf5T")
_J_EXTRA = {c: 3 - i for i, fam in enumerate(_J_FAMILY) for c in fam}
_J_ALPHA = "".join(_J_FAMILY)
_J_NUM = {c: i for i, c in enumerate(_J_ALPHA)}
_J_ENC = ((1, 4, 32), (1, 16, 32), (1, 8, 32), (1, 64), (1, 32), (1, 4, 16, 128), (1, 32, 64))


def junos9(r: Random, plain: str) -> str:
    """Junos ``$9$`` form of ``plain``: a reversible obfuscation, not a hash."""
    salt = r.choice(_J_ALPHA)
    out = "$9$" + salt + pick(r, _J_ALPHA, _J_EXTRA[salt])
    prev = salt
    for pos, ch in enumerate(plain):
        value = ord(ch)
        gaps: list[int] = []
        for mod in reversed(_J_ENC[pos % len(_J_ENC)]):
            gaps.insert(0, value // mod)
            value %= mod
        for gap in gaps:
            prev = _J_ALPHA[(gap + _J_NUM[prev] + 1) % len(_J_ALPHA)]
            out += prev
    return out


_XLAT = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87"


def cisco7(r: Random, plain: str) -> str:
    """Cisco type 7 form of ``plain``: a reversible obfuscation, not a hash."""
    seed = r.randint(0, 15)
    return f"{seed:02d}" + "".join(
        f"{ord(c) ^ ord(_XLAT[(seed + i) % len(_XLAT)]):02X}" for i, c in enumerate(plain)
    )


# --------------------------------------------------------------------------- keys

DASH5 = "-" * 5
_PRIV = "PRIV" + "ATE KEY"
EC_PRIV = "EC " + _PRIV
PKCS8_PRIV = _PRIV
OPENSSH_PRIV = "OPEN" + "SSH " + _PRIV
OVPN_STATIC = "Open" + "VPN Static key V1"


def pem(label: str, body: str) -> str:
    return f"{DASH5}BEGIN {label}{DASH5}\n{body}\n{DASH5}END {label}{DASH5}"


_P256_OID = bytes.fromhex("06082a8648ce3d030107")


def ec_private_der_b64(r: Random) -> str:
    der = (
        bytes.fromhex("30770201010420")
        + r.randbytes(32)
        + bytes.fromhex("a00a")
        + _P256_OID
        + bytes.fromhex("a144034200")
        + b"\x04"
        + r.randbytes(64)
    )
    return b64_of(der)


def pkcs8_ec_der_b64(r: Random) -> str:
    der = (
        bytes.fromhex("308187020100301306072a8648ce3d0201")
        + _P256_OID
        + bytes.fromhex("046d306b0201010420")
        + r.randbytes(32)
        + bytes.fromhex("a144034200")
        + b"\x04"
        + r.randbytes(64)
    )
    return b64_of(der)


def ec_public_der_b64(r: Random) -> str:
    der = bytes.fromhex("3059301306072a8648ce3d0201") + _P256_OID + bytes.fromhex("03420004")
    return b64_of(der + r.randbytes(64))


def _sshstr(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def ssh_ed25519_pub(r: Random) -> str:
    return b64_of(_sshstr(b"ssh-ed25519") + _sshstr(r.randbytes(32)))


def openssh_ed25519_body(r: Random, comment: str) -> str:
    pub = r.randbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    check = r.randbytes(4)
    sec = (
        check
        + check
        + _sshstr(b"ssh-ed25519")
        + _sshstr(pub)
        + _sshstr(r.randbytes(32) + pub)
        + _sshstr(comment.encode())
    )
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + struct.pack(">I", 1)
        + _sshstr(pubblob)
        + _sshstr(sec)
    )
    return wrap(b64_of(blob), 70)


def certificate_body(r: Random) -> str:
    """Base64 of a DER-shaped X.509 certificate (outer SEQUENCE, tbsCertificate, serial)."""
    n = r.randint(620, 900)
    der = bytes.fromhex("3082") + struct.pack(">H", n) + bytes.fromhex("3082")
    der += struct.pack(">H", n - 90) + bytes.fromhex("a0030201020214") + r.randbytes(n - 11)
    return wrap(b64_of(der), 64)


def wg_private(r: Random) -> str:
    raw = bytearray(r.randbytes(32))
    raw[0] &= 248
    raw[31] = (raw[31] & 127) | 64
    return b64_of(bytes(raw))


def wg_public(r: Random) -> str:
    return b64(r, 32)


def ovpn_static_body(r: Random) -> str:
    return "\n".join(hexs(r, 32) for _ in range(16))


# --------------------------------------------------------------------------- rendering


def secret_parts(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive: the value itself, or, for a
    multi-line key body, each line of 16 or more characters."""
    if "\n" not in value:
        if len(value) < 16:
            raise AssertionError(f"secret field {name!r} is shorter than 16: {value!r}")
        return [value]
    parts = [line for line in value.split("\n") if len(line) >= 16]
    if not parts:
        raise AssertionError(f"secret field {name!r} has no line of 16 or more characters")
    return parts


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
