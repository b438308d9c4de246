"""Seeded value generators, the ``Kind`` record and ``render`` of the eleventh corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from a ``random.Random`` seeded with ``lookalike11:holdout:<kind>``. Nothing in this
package is a credential as written: vendor prefixes are joined from pieces, and every
secret-shaped value is drawn at build time.
"""

from __future__ import annotations

import base64
import datetime
import json
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE = ALNUM + "-._~"

Values = Callable[[Random], dict[str, str]]

MONTH = "2026-03"
PEOPLE = ("Aino", "Tomáš", "Réka", "Nikos", "Linh", "Priya", "Sam", "Jonas", "Mei")
REGIONS = ("eu-north-1", "eu-central-1", "eu-west-1", "us-east-1")
ADJ = ("still", "rough", "quiet", "bold", "misty", "sparkling", "young", "lucky", "cool")
NOUN = ("river", "meadow", "cloud", "forest", "dawn", "wave", "frost", "pine", "brook")


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 5
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


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def b64url_of(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    return "01J" + pick(r, CROCKFORD, 23)


def colon_hex(r: Random, nbytes: int) -> str:
    return ":".join(uhex(r, 2) for _ in range(nbytes))


def mac(r: Random) -> str:
    oui = r.choice(("24:0a:c4", "7c:df:a1", "a4:cf:12", "34:85:18", "f4:12:fa"))
    return oui + ":" + ":".join(hexs(r, 2) for _ in range(3))


def eui64(r: Random) -> str:
    return uhex(r, 16)


def day(r: Random) -> str:
    return f"{MONTH}-{r.randint(1, 31):02d}"


def weekday(year: int, month: int, dom: int) -> str:
    """The English weekday name of a date (no locale involved)."""
    names = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
    return names[datetime.date(year, month, dom).weekday()]


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def stamp(r: Random) -> str:
    return f"{day(r)}T{clock(r)}.{r.randint(0, 999):03d}Z"


def epoch(r: Random) -> str:
    return str(r.randint(1772323200, 1775001599))


def snowflake(r: Random) -> str:
    return str(r.randint(10**17, 13 * 10**17))


def ipv4(r: Random) -> str:
    return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(2, 254)}"


def ts_ip(r: Random) -> str:
    return f"100.{r.randint(64, 127)}.{r.randint(0, 255)}.{r.randint(1, 254)}"


def serial(r: Random) -> str:
    return f"TH3-{r.randint(2501, 2612)}-{pick(r, UPPER_ALNUM, 6)}"


def person(r: Random) -> str:
    return r.choice(PEOPLE)


def slug(r: Random) -> str:
    return f"{r.choice(ADJ)}-{r.choice(NOUN)}"


def password(r: Random, n: int = 20, chars: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols
    (``chars=URL_SAFE`` for one that sits in a URL without escaping)."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, chars, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def passphrase(r: Random) -> str:
    words = ("kettle", "aurora", "lingon", "sauna", "tundra", "copper", "harbor", "mosaic")
    return "-".join(r.sample(words, 3)) + "-" + num(r, 2)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def pem(r: Random, label: str, head: bytes, nbytes: int, width: int = 64) -> str:
    """A PEM block whose DER starts with ``head`` (so the base64 opens as real ones do)."""
    body = base64.b64encode(head + r.randbytes(nbytes - len(head))).decode()
    return f"-----BEGIN {label}-----\n{wrap(body, width)}\n-----END {label}-----"


# DER openings: an X.509 certificate, a P-256 SubjectPublicKeyInfo, an RSA and an EC key.
CERT_HEAD = bytes.fromhex("3082035930820241a0030201020214")
EC_PUB_HEAD = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200")
RSA_KEY_HEAD = bytes.fromhex("308204a40201000282010100")
EC_KEY_HEAD = bytes.fromhex("30770201010420")
PKCS8_EC_HEAD = bytes.fromhex(
    "308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420"
)
PKCS8_RSA_HEAD = bytes.fromhex(
    "308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100"
)
OPENSSH_HEAD = (
    b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01"
)


def cert_pem(r: Random) -> str:
    return pem(r, "CERTIFICATE", CERT_HEAD, 861)


def ec_public_pem(r: Random) -> str:
    return pem(r, "PUBLIC KEY", EC_PUB_HEAD, 91)


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig: int = 32) -> str:
    def part(obj: dict[str, object]) -> str:
        return b64url_of(json.dumps(obj, separators=(",", ":")).encode())

    return f"{part(header)}.{part(claims)}.{b64url(r, sig)}"


def sri(r: Random) -> str:
    return "sha512-" + b64(r, 64)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive: a PEM private key gives
    every body line of 16+ characters (real or JSON-escaped line breaks), any other value
    is kept whole."""
    if "-----BEGIN" not in value:
        return [value]
    lines = value.replace("\\n", "\n").splitlines()
    return [line for line in lines if len(line) >= 16 and not line.startswith("-----")]
