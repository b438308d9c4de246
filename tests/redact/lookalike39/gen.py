"""Seeded value generators and the ``Kind`` record of the thirty-ninth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Nothing here is a credential: vendor prefixes and PEM markers are joined from pieces.
"""

from __future__ import annotations

import base64
import hashlib
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
UHEX = HEX.upper()
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
B32 = string.ascii_uppercase + "234567"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
BASE38 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-."

Values = Callable[[Random], dict[str, str]]

# PEM markers, joined so that no line of this package is itself a key header.
DASH5 = "-" * 5
PRIV = "PRIVATE " + "KEY"


def pem_begin(label: str) -> str:
    return f"{DASH5}BEGIN {label}{DASH5}"


def pem_end(label: str) -> str:
    return f"{DASH5}END {label}{DASH5}"


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


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def mac(r: Random, oui: str = "", sep: str = ":", upper: bool = True) -> str:
    raw = (oui or hexs(r, 6)) + hexs(r, 12 - len(oui or "x" * 6))
    raw = raw.upper() if upper else raw.lower()
    return sep.join(raw[i : i + 2] for i in range(0, 12, 2)) if sep else raw


def colon_hex(data: bytes) -> str:
    return ":".join(f"{b:02X}" for b in data)


def sha256_hex(r: Random) -> str:
    return hashlib.sha256(r.randbytes(32)).hexdigest()


# Matter onboarding payloads (QR "MT:" base38 and the 11-digit manual code), built the way
# the Matter core specification packs them, so the examples are well-formed.


def _base38(data: bytes) -> str:
    out = []
    for i in range(0, len(data), 3):
        chunk = data[i : i + 3]
        value = int.from_bytes(chunk, "little")
        chars = {1: 2, 2: 4, 3: 5}[len(chunk)]
        for _ in range(chars):
            out.append(BASE38[value % 38])
            value //= 38
    return "".join(out)


def matter_qr(vid: int, pid: int, flow: int, caps: int, disc: int, passcode: int) -> str:
    bits = 0
    shift = 0
    for value, width in ((0, 3), (vid, 16), (pid, 16), (flow, 2), (caps, 8), (disc, 12)):
        bits |= value << shift
        shift += width
    bits |= passcode << shift
    return "MT:" + _base38(bits.to_bytes(11, "little"))


_VD = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
_VP = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _verhoeff(digits: str) -> str:
    c = 0
    for i, d in enumerate(reversed(digits)):
        c = _VD[c][_VP[(i + 1) % 8][int(d)]]
    return str(_VINV[c])


def matter_manual(disc: int, passcode: int) -> str:
    short = disc >> 8
    c1 = short >> 2
    c2 = ((short & 3) << 14) | (passcode & 0x3FFF)
    c3 = passcode >> 14
    body = f"{c1}{c2:05d}{c3:04d}"
    return body + _verhoeff(body)


def matter_passcode(r: Random) -> int:
    bad = {0, 11111111, 22222222, 33333333, 44444444, 55555555, 66666666}
    bad |= {77777777, 88888888, 99999999, 12345678, 87654321}
    while True:
        p = r.randint(1, 99999998)
        if p not in bad:
            return p


def luhn(body: str) -> str:
    total = 0
    for i, d in enumerate(reversed(body)):
        n = int(d)
        if i % 2 == 0:
            n *= 2
            n = n - 9 if n > 9 else n
        total += n
    return str((10 - total % 10) % 10)


def ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def secret_parts(name: str, value: str) -> list[str]:
    """A field's value as the substrings that must not survive: a multi-line value (a PEM
    body, or one pasted into JSON with ``\\n`` escapes) gives each body line of 16+ chars."""
    if "\n" not in value and "\\n" not in value:
        return [value]
    lines = value.replace("\\n", "\n").split("\n")
    body = [line.strip() for line in lines if not line.strip().startswith("-----")]
    return [line for line in body if len(line) >= 16]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
