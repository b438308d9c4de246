"""Seeded value generators and the ``Kind`` record of the fiftieth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with
``lookalike50:holdout:<kind>``). The domain helpers compute real check digits (IMO numbers,
ISO 6346 container numbers, NMEA checksums) so the look-alikes are the real thing. Nothing
here is a credential: vendor prefixes are joined from pieces where they are written at all.
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
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
# Characters a password can hold and still sit unquoted in a URL, a shell word or XML.
SAFE_PASSWORD_CHARS = ALNUM + "-_.~!*"

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


def digits(r: Random, n: int) -> str:
    return pick(r, DIGITS, n)


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


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def urlenc_b64(value: str) -> str:
    """Base64 as it appears inside a query string (``+``, ``/`` and ``=`` escaped)."""
    return value.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, string.ascii_letters, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and sum(c.isalpha() for c in value) > 3:
            return value


def human_password(r: Random) -> str:
    """A password a person picked: words, a year or digits, a symbol (16+ characters)."""
    words = (
        "Piraeus",
        "Limassol",
        "Kastella",
        "Perama",
        "Neorion",
        "Thalassa",
        "Galini",
        "Meltemi",
        "Faros",
        "Akti",
        "Keratsini",
        "Zea",
        "Anemos",
        "Poseidon",
    )
    while True:
        value = (
            r.choice(words)
            + r.choice(("!", "#", "_", "-", "@", "."))
            + r.choice(words).lower()
            + str(r.randint(10, 2031))
            + r.choice(("!", "$", "*", "?", ""))
        )
        if len(value) >= 16:
            return value


def pick_date(r: Random) -> str:
    return f"2031-08-{r.randint(1, 28):02d}"


def pick_time(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def stamp(r: Random) -> str:
    return f"{pick_date(r)}T{pick_time(r)}.{digits(r, 3)}Z"


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_lines(name: str, value: str) -> list[str]:
    """A one-line secret as given; a multi-line key body as its lines of 16+ characters."""
    if "\n" not in value:
        return [value]
    return [line for line in value.split("\n") if len(line) >= 16]


# ---------------------------------------------------------------------------------------
# Domain identifiers with their real check digits.

_VESSELS = (
    "KYMA ARETI",
    "KYMA PELAGOS",
    "AEGEAN TRADER",
    "MSC ANNA",
    "MAERSK KOLKATA",
    "CMA CGM PIRAEUS",
    "COSCO SHIPPING NEBULA",
    "HAPAG ALGECIRAS",
    "ONE HARMONY",
    "EVER GIVEN",
    "KYMA LEMESOS",
    "NAVIGATOR SALAMIS",
)


def vessel(r: Random) -> str:
    return r.choice(_VESSELS)


def imo(r: Random) -> str:
    """A seven-digit IMO number whose last digit is the weighted check digit."""
    six = num(r, 6)
    check = sum(int(d) * w for d, w in zip(six, (7, 6, 5, 4, 3, 2), strict=True)) % 10
    return six + str(check)


def mmsi(r: Random) -> str:
    """An MMSI with a Greek or Cypriot maritime identification digit."""
    return r.choice(("237", "239", "240", "241", "209", "210", "212", "538", "636")) + digits(r, 6)


_ISO6346_VALUES = (10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 29, 30)
_ISO6346_VALUES += (31, 32, 34, 35, 36, 37, 38)
_ISO6346 = dict(zip(string.ascii_uppercase, _ISO6346_VALUES, strict=True))


def iso6346_check(code10: str) -> str:
    total = 0
    for i, c in enumerate(code10):
        total += (_ISO6346[c] if c.isalpha() else int(c)) * (2**i)
    return str(total % 11 % 10)


def container(r: Random) -> str:
    """An ISO 6346 container number (owner code, U, serial, check digit)."""
    owner = r.choice(("MSCU", "MEDU", "MAEU", "MSKU", "CMAU", "CSNU", "HLXU", "TGHU", "TCNU"))
    owner = r.choice((owner, "KYMU", "TRHU", "SEGU", "GESU", "FCIU", "BMOU"))
    serial = digits(r, 6)
    return owner + serial + iso6346_check(owner + serial)


def bill_of_lading(r: Random) -> str:
    return r.choice(
        (
            "MEDU" + pick(r, UPPER_ALNUM, 2) + digits(r, 6),
            "MAEU" + num(r, 9),
            "HLCU" + "PIR" + digits(r, 9),
            "CMDU" + pick(r, string.ascii_uppercase, 3) + digits(r, 7),
            "COSU" + num(r, 10),
            "KYML" + "PIR" + digits(r, 8),
        )
    )


def booking(r: Random) -> str:
    return r.choice(
        (
            num(r, 9),
            "EBKG" + digits(r, 8),
            "PIR" + pick(r, UPPER_ALNUM, 7),
            "KB" + digits(r, 10),
        )
    )


def voyage(r: Random) -> str:
    return r.choice(("", "FA", "FB", "KY")) + str(r.randint(100, 549)) + r.choice("EWNS")


def locode(r: Random) -> str:
    return r.choice(
        ("GRPIR", "CYLMS", "GRTHE", "ITGOA", "ESVLC", "EGPSD", "TRMER", "NLRTM", "DEHAM", "SGSIN")
    )


def iso_size_type(r: Random) -> str:
    return r.choice(("22G1", "42G1", "45G1", "45R1", "22R1", "L5G1", "22T6", "42P1"))


def stow(r: Random) -> str:
    """A BAPLIE bay-row-tier stowage position."""
    return (
        f"{r.randint(1, 75):03d}{r.randint(0, 16):02d}{r.choice((2, 4, 6, 8, 82, 84, 86, 88)):02d}"
    )


def edifact_datetime(r: Random) -> tuple[str, str]:
    return f"31{8:02d}{r.randint(1, 28):02d}", f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}"


# --- AIS: a real type 1 position report, armoured and checksummed -----------------------


def _armour(bits: str) -> str:
    out = []
    for i in range(0, len(bits), 6):
        v = int(bits[i : i + 6].ljust(6, "0"), 2)
        v += 48
        if v > 87:
            v += 8
        out.append(chr(v))
    return "".join(out)


def nmea_checksum(body: str) -> str:
    c = 0
    for ch in body:
        c ^= ord(ch)
    return f"{c:02X}"


def ais_position(r: Random, mmsi_value: str) -> str:
    """An ``!AIVDM`` type 1 sentence for a ship near Piraeus or Limassol."""
    lat, lon = r.choice(((37.94, 23.62), (34.65, 33.02), (37.93, 23.56)))
    lat += r.uniform(-0.08, 0.08)
    lon += r.uniform(-0.08, 0.08)
    fields = (
        (1, 6),
        (0, 2),
        (int(mmsi_value), 30),
        (r.choice((0, 1, 5)), 4),
        (128, 8),
        (r.randint(0, 180), 10),
        (1, 1),
        (int(lon * 600000) & ((1 << 28) - 1), 28),
        (int(lat * 600000) & ((1 << 27) - 1), 27),
        (r.randint(0, 3599), 12),
        (r.randint(0, 359), 9),
        (r.randint(0, 59), 6),
        (0, 2),
        (0, 3),
        (0, 1),
        (r.getrandbits(19), 19),
    )
    bits = "".join(format(v, f"0{w}b") for v, w in fields)
    body = f"AIVDM,1,1,,{r.choice('AB')},{_armour(bits)},0"
    return f"!{body}*{nmea_checksum(body)}"


# --- keys -------------------------------------------------------------------------------


def _ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def openssh_ed25519(r: Random, comment: str) -> tuple[str, str]:
    """An unencrypted OpenSSH ed25519 private key body (wrapped at 70) and its public line."""
    pub = r.randbytes(32)
    pub_blob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    check = r.randbytes(4)
    private = (
        check
        + check
        + pub_blob
        + _ssh_string(r.randbytes(32) + pub)
        + _ssh_string(comment.encode())
    )
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\0"
        + _ssh_string(b"none")
        + _ssh_string(b"none")
        + _ssh_string(b"")
        + struct.pack(">I", 1)
        + _ssh_string(pub_blob)
        + _ssh_string(private)
    )
    return wrap(b64_of(blob), 70), "ssh-ed25519 " + b64_of(pub_blob)


def ssh_ed25519_public(r: Random) -> str:
    blob = _ssh_string(b"ssh-ed25519") + _ssh_string(r.randbytes(32))
    return "ssh-ed25519 " + b64_of(blob)


def pkcs8_rsa_body(r: Random) -> str:
    """A 2048-bit RSA PKCS#8 body: the real DER header, random key material, wrapped at 64."""
    header = bytes.fromhex(
        "308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100"
    )
    return wrap(b64_of(header + r.randbytes(1193)), 64)


def certificate_body(r: Random) -> str:
    """A certificate body (public): the real DER start, random content, wrapped at 64."""
    header = bytes.fromhex("3082036f30820257a003020102021400")
    return wrap(b64_of(header + r.randbytes(r.choice((612, 651, 690)))), 64)


def azure_key(r: Random, total: int, signature: str = "") -> str:
    """An Azure shared key: base64 of random bytes, with the identifiable-key signature
    placed where the newer keys carry it when ``signature`` is given."""
    raw = b64(r, total)
    if not signature:
        return raw
    data = raw.rstrip("=")
    pad = raw[len(data) :]
    cut = len(data) - len(signature) - 6
    tail = pick(r, ALNUM, 5) + r.choice("AQgw" if pad == "==" else "AEIMQUYcgkosw048")
    return data[:cut] + signature + tail + pad
