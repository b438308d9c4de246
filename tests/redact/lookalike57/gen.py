"""Seeded value generators and the ``Kind`` record of look-alike corpus 57.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Nothing here is a credential: vendor prefixes are joined from pieces where they are written.
"""

from __future__ import annotations

import base64
import json
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.=?@^_~"
URL_SAFE_PASSWORD_CHARS = ALNUM + "-_.~"

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


def b64_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    """A ULID-shaped id: 10 time characters and 16 random ones, Crockford base32."""
    return pick(r, "01", 1) + pick(r, CROCKFORD, 25)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def passphrase(r: Random) -> str:
    """A memorable passphrase in the team's languages, 16+ characters."""
    words = (
        "tlaquepaque",
        "birria",
        "jalisco",
        "paisa",
        "arepa",
        "chapultepec",
        "tequila",
        "comuna",
        "metrocable",
        "guacamaya",
        "saudade",
        "mango",
        "colibri",
        "tapatio",
    )
    sep = r.choice("-.+_")
    parts = [r.choice(words).capitalize() if i == 0 else r.choice(words) for i in range(3)]
    return sep.join(parts) + sep + num(r, r.choice((2, 3, 4))) + r.choice("!#*?")


def date_2032(r: Random) -> str:
    return f"2032-{r.choice(('09', '10'))}-{r.randint(1, 28):02d}"


def ts_2032(r: Random) -> str:
    return f"2032-10-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:" + (
        f"{r.randint(0, 59):02d}"
    )


def unix_2032(r: Random) -> str:
    """A Unix time in October 2032."""
    return str(r.randint(1980201600, 1982879999))


def clabe(r: Random, bank: str, plaza: str) -> str:
    """An 18-digit CLABE with its check digit (weights 3, 7, 1)."""
    body = bank + plaza + pick(r, DIGITS, 11)
    total = sum((int(d) * (3, 7, 1)[i % 3]) % 10 for i, d in enumerate(body))
    return body + str((10 - total % 10) % 10)


def nit_co(r: Random) -> str:
    """A Colombian NIT (9 digits) with its DIAN check digit."""
    body = "9" + pick(r, DIGITS, 8)
    weights = (3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71)
    total = sum(int(d) * weights[i] for i, d in enumerate(reversed(body)))
    rest = total % 11
    dv = rest if rest in (0, 1) else 11 - rest
    return f"{body[:3]}.{body[3:6]}.{body[6:]}-{dv}"


def rfc_moral(r: Random) -> str:
    """An RFC of a company (persona moral): 3 letters, YYMMDD, 3-character homoclave."""
    letters = pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3)
    date = f"{r.randint(0, 31):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    return letters + date + pick(r, UPPER_ALNUM, 2) + pick(r, "0123456789A", 1)


def rfc_fisica(r: Random) -> str:
    """An RFC of a person (persona física): 4 letters, YYMMDD, homoclave."""
    letters = pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4)
    date = f"{r.randint(70, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    return letters + date + pick(r, UPPER_ALNUM, 2) + pick(r, "0123456789A", 1)


def der_b64(r: Random, prefix_hex: str, total: int) -> str:
    """Base64 of a DER blob that starts with ``prefix_hex`` and is ``total`` bytes long."""
    prefix = bytes.fromhex(prefix_hex)
    return base64.b64encode(prefix + r.randbytes(total - len(prefix))).decode()


def rsa_pkcs8_body(r: Random) -> str:
    """The base64 body of an unencrypted 2048-bit RSA PKCS#8 key (one line)."""
    return der_b64(
        r, "308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100", 1217
    )


def polyline(r: Random, lat: float, lng: float, points: int) -> str:
    """A Google encoded polyline of a short random walk starting at (lat, lng)."""
    out: list[str] = []
    prev = (0, 0)
    for _ in range(points):
        lat += r.uniform(-0.004, 0.004)
        lng += r.uniform(-0.004, 0.004)
        cur = (round(lat * 1e5), round(lng * 1e5))
        for delta in (cur[0] - prev[0], cur[1] - prev[1]):
            value = ~(delta << 1) if delta < 0 else delta << 1
            while value >= 0x20:
                out.append(chr((0x20 | (value & 0x1F)) + 63))
                value >>= 5
            out.append(chr(value + 63))
        prev = cur
    return "".join(out)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive: the value itself, or for a
    multi-line key (real newlines or JSON ``\\n`` escapes) each body line of 16+ characters."""
    lines = value.replace("\\n", "\n").split("\n")
    if len(lines) == 1:
        return [value]
    return [line for line in lines if len(line) >= 16 and not line.startswith("-----")]
