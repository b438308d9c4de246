"""Seeded value generators and the ``Kind`` record of the forty-fourth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Nothing here is a real credential: vendor prefixes are joined from pieces where written.
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

HEX = "0123456789abcdef"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
B32 = UPPER + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
GEOHASH32 = "0123456789bcdefghjkmnpqrstuvwxyz"
URL_SAFE_PW = ALNUM + "-_.~"
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


def ulid(r: Random, ms: int | None = None) -> str:
    """A ULID: 48-bit millisecond time (August 2030 by default) and 80 random bits."""
    t = ms if ms is not None else r.randint(1911772800000, 1914451199000)
    value = (t << 80) | r.getrandbits(80)
    return "".join(CROCKFORD[(value >> (5 * i)) & 31] for i in reversed(range(26)))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    """A generated password: letters, digits and a few symbols, never shorter than 16."""
    n = max(n, 16)
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 24) -> str:
    """A password safe to put in a URL or a query string without escaping."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, URL_SAFE_PW, max(n, 16) - 1)
        if any(c.isdigit() for c in value):
            return value


_WORDS = (
    "Kurye",
    "Yolcu",
    "Bogaz",
    "Galata",
    "Kadikoy",
    "Besiktas",
    "Xezer",
    "Nizami",
    "Icheri",
    "Sahil",
    "Moskva",
    "Tramvay",
    "Simit",
    "Lale",
    "Narin",
    "Gunes",
)


def passphrase(r: Random) -> str:
    """A password a person chose: two or three words, digits and a symbol, 16+ characters."""
    while True:
        words = [r.choice(_WORDS) for _ in range(r.choice((2, 3)))]
        sep = r.choice(("", "-", ".", "_"))
        value = sep.join(words) + r.choice("!#*?@%") + num(r, r.choice((2, 4)))
        if len(value) >= 16:
            return value


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def imei(r: Random) -> str:
    body = r.choice(("35", "86", "35", "49")) + pick(r, DIGITS, 12)
    return body + luhn_digit(body)


_VIN_VALUE = {**{str(i): i for i in range(10)}}
_VIN_VALUE.update(dict(zip("ABCDEFGH", range(1, 9), strict=True)))
_VIN_VALUE.update(dict(zip("JKLMN", range(1, 6), strict=True)))
_VIN_VALUE.update({"P": 7, "R": 9})
_VIN_VALUE.update(dict(zip("STUVWXYZ", range(2, 10), strict=True)))
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
VIN_CHARS = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ"


def vin(r: Random) -> str:
    """A 17-character VIN with a valid check digit (Turkish-built makes)."""
    wmi = r.choice(("NM0", "NMT", "VF1", "NLH", "NM4", "WVW"))
    vds = pick(r, VIN_CHARS, 5)
    vis = r.choice("LMNPR") + pick(r, VIN_CHARS, 1) + pick(r, DIGITS, 6)
    draft = wmi + vds + "0" + vis
    total = sum(_VIN_VALUE[c] * w for c, w in zip(draft, _VIN_WEIGHTS, strict=True))
    check = "X" if total % 11 == 10 else str(total % 11)
    return wmi + vds + check + vis


_TR_PLATE_LETTERS = "ABCDEFGHIJKLMNOPRSTUVYZ"


def tr_plate(r: Random) -> str:
    city = r.choice(("34", "34", "34", "06", "35", "41", "16"))
    shape = r.choice(((1, 4), (2, 3), (2, 4), (3, 2), (3, 3)))
    return f"{city} {pick(r, _TR_PLATE_LETTERS, shape[0])} {num(r, shape[1])}"


def az_plate(r: Random) -> str:
    region = r.choice(("10", "90", "77", "99", "50"))
    return f"{region}-{pick(r, UPPER, 2)}-{num(r, 3)}"


def geohash(lat: float, lon: float, precision: int) -> str:
    lat_rng, lon_rng = [-90.0, 90.0], [-180.0, 180.0]
    out, bits, ch, even = [], 0, 0, True
    while len(out) < precision:
        rng, val = (lon_rng, lon) if even else (lat_rng, lat)
        mid = (rng[0] + rng[1]) / 2
        if val >= mid:
            ch = (ch << 1) | 1
            rng[0] = mid
        else:
            ch <<= 1
            rng[1] = mid
        even = not even
        bits += 1
        if bits == 5:
            out.append(GEOHASH32[ch])
            bits, ch = 0, 0
    return "".join(out)


def istanbul_point(r: Random) -> tuple[float, float]:
    return round(r.uniform(40.95, 41.12), 6), round(r.uniform(28.80, 29.20), 6)


def baku_point(r: Random) -> tuple[float, float]:
    return round(r.uniform(40.35, 40.45), 6), round(r.uniform(49.78, 49.98), 6)


def h3_cell(r: Random, res: int | None = None) -> str:
    """An H3 index in the form the library prints: mode 1, resolution, base cell, digits."""
    res = res if res is not None else r.choice((7, 8, 9, 9, 10))
    value = (1 << 59) | (res << 52) | (r.choice((14, 15, 27, 28, 30)) << 45)
    for level in range(1, 16):
        digit = r.randint(0, 6) if level <= res else 7
        value |= digit << (3 * (15 - level))
    return f"{value:x}"


def ssh_ed25519_pub(r: Random) -> str:
    blob = _sshstr(b"ssh-ed25519") + _sshstr(r.randbytes(32))
    return base64.b64encode(blob).decode()


def _sshstr(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def openssh_ed25519_private_body(r: Random, comment: str) -> str:
    """The base64 body of an unencrypted OpenSSH ed25519 private key, wrapped at 70."""
    pub = r.randbytes(32)
    pub_blob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    check = r.randbytes(4)
    priv = check + check + _sshstr(b"ssh-ed25519") + _sshstr(pub)
    priv += _sshstr(r.randbytes(32) + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    raw = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"")
    raw += struct.pack(">I", 1) + _sshstr(pub_blob) + _sshstr(priv)
    return wrap(base64.b64encode(raw).decode(), 70)


_P8_PREFIX = base64.b64decode("MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg")


def p8_ec_body(r: Random) -> str:
    """The base64 body of a PKCS#8 P-256 private key (an APNs ``.p8`` file)."""
    raw = _P8_PREFIX + r.randbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
    raw += b"\x04" + r.randbytes(64)
    return wrap(base64.b64encode(raw).decode(), 64)


def rsa_pkcs8_body(r: Random) -> str:
    """A PKCS#8 RSA-2048 private key body (as in a Google service-account JSON file)."""
    return wrap("MIIEv" + r.choice("AQgw") + "IBADANBgkqhkiG9w0BAQEFAASC" + b64(r, 1190), 64)


def cert_body(r: Random) -> str:
    head = "MIID" + r.choice("jxzX") + r.choice("DT") + "CCA" + r.choice("nqs") + r.choice("2S")
    return wrap(head + "gAwIBAgI" + b64(r, 648), 64)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_parts(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive. A multi-line key body (real
    newlines, or ``\\n`` escapes inside JSON) gives each of its lines of 16+ characters."""
    lines = [part for line in value.split("\n") for part in line.split("\\n")]
    if len(lines) == 1:
        return [value]
    return [line for line in lines if len(line) >= 16]
