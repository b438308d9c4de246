"""Seeded value generators and the ``Kind`` record of the twenty-fifth look-alike corpus.

Setting: May 2028, memory notes kept for a bioinformatics engineer at Kastanie Bio AG, an
invented genomics and cell-therapy lab in Basel with a sequencing core in Osaka. A template
holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per field from
the ``random.Random`` the build loop passes in. Nothing here is a credential: vendor
prefixes are joined from pieces where they are written at all.
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
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
B32 = string.ascii_uppercase + "234567"
ACGT = "ACGT"
# DNAnexus object ids use a 32-letter alphabet without vowels and look-alike letters.
DX = "0123456789BFGJKPQVXYZbfgjkpqvxyz"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_PASSWORD_CHARS = ALNUM + "-_.~"

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


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def acgt(r: Random, n: int) -> str:
    return pick(r, ACGT, n)


def password(r: Random, n: int = 20, chars: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, chars, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    return password(r, n, URL_PASSWORD_CHARS)


def human_password(r: Random) -> str:
    """A password a person chose: words, a year, a symbol (16+ characters)."""
    words = (
        "Rheinknie",
        "Kastanie",
        "Fasnacht",
        "Osaka",
        "Dotonbori",
        "Pipette",
        "Flowcell",
        "Zentrifuge",
        "Sakura",
        "Mittlere",
        "Basilisk",
        "Takoyaki",
    )
    while True:
        value = (
            r.choice(words)
            + r.choice("!#%*+-.?@_")
            + r.choice(words)
            + str(r.randint(10, 99))
            + r.choice("!#%*?@")
        )
        if len(value) >= 16:
            return value


def day(r: Random, month: int = 5) -> str:
    return f"2028-{month:02d}-{r.randint(1, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def stamp(r: Random) -> str:
    return f"{day(r)}T{clock(r)}Z"


def sample_id(r: Random) -> str:
    return f"KB28-{r.randint(1, 999):04d}-{r.choice(('RNA', 'DNA', 'ATAC', 'GEX', 'TCR', 'WGS'))}"


def run_folder(r: Random) -> tuple[str, str, str]:
    """(run folder, instrument serial, flowcell id) in the shape each platform writes."""
    d = r.randint(1, 28)
    which = r.randrange(4)
    if which == 0:  # NovaSeq X
        fc = "22" + pick(r, UPPER_ALNUM, 5) + "LT" + r.choice("34")
        inst = "LH00" + num(r, 3)
        return f"202805{d:02d}_{inst}_{r.randint(1, 400):04d}_{r.choice('AB')}{fc}", inst, fc
    if which == 1:  # NovaSeq 6000
        fc = "H" + pick(r, UPPER_ALNUM, 4) + "DS" + r.choice(("X7", "XY", "X3", "X5"))
        inst = "A0" + num(r, 4)
        return f"2805{d:02d}_{inst}_{r.randint(1, 900):04d}_{r.choice('AB')}{fc}", inst, fc
    if which == 2:  # NextSeq 2000
        fc = "AA" + pick(r, UPPER_ALNUM, 5) + r.choice(("M5", "HV", "KC"))
        inst = "VH00" + num(r, 3)
        return f"2805{d:02d}_{inst}_{r.randint(1, 300)}_{fc}", inst, fc
    fc = "000000000-" + pick(r, UPPER, 1) + pick(r, UPPER_ALNUM, 4)  # MiSeq
    inst = "M0" + num(r, 4)
    return f"2805{d:02d}_{inst}_{r.randint(1, 900):04d}_{fc}", inst, fc


def orcid(r: Random) -> str:
    """An ORCID iD with a valid ISO 7064 MOD 11-2 check character."""
    base = "0000000" + str(r.randint(1, 3)) + pick(r, DIGITS, 7)
    total = 0
    for ch in base:
        total = (total + int(ch)) * 2
    check = (12 - total % 11) % 11
    full = base + ("X" if check == 10 else str(check))
    return "-".join(full[i : i + 4] for i in range(0, 16, 4))


def dx_id(r: Random, prefix: str) -> str:
    return f"{prefix}-{pick(r, DX, 24)}"


def md5(r: Random) -> str:
    return hexs(r, 32)


def sha256(r: Random) -> str:
    return hexs(r, 64)


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_parts(name: str, value: str) -> list[str]:
    """A one-line secret is itself; a multi-line key (real newlines, or ``\\n`` escapes as in
    a JSON string) is each body line of 16 or more characters."""
    lines = value.replace("\\n", "\n").split("\n")
    if len(lines) == 1:
        return [value]
    return [line for line in lines if len(line) >= 16]
