"""Seeded value generators and the ``Kind`` record of the ``lookalike74`` corpus.

Setting: Réseau Biblio-Nord, an invented Québec-Ontario public-library consortium (lending
and events platform, Montréal with a team in Ottawa), September 2035. A template holds
fields written ``⟨name⟩``; a kind's ``values`` function draws one value per field from the
``random.Random`` that ``KindCorpus`` seeds with ``lookalike74:holdout:<kind>``.

Nothing here is a credential: vendor prefixes are joined from pieces where they are written,
and every key, token and password is drawn at build time. Private keys and certificates are
real DER / ``openssh-key-v1`` structures filled with random bytes (not usable keys).
"""

from __future__ import annotations

import base64
import hashlib
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random
from urllib.parse import quote

HEX = "0123456789abcdef"
UPPER_HEX = HEX.upper()
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:?@^_~"
URL_SAFE_PASSWORD_CHARS = ALNUM + "-_.~"

SECRET_N = 7
BENIGN_N = 11
# 2035-09-01T00:00:00Z: every timestamp in the corpus falls in September 2035.
SEPT_2035 = 2072217600
# Label pieces, joined so that no line of the source looks like a key header.
PRIVATE_KEY = "PRIVATE" + " KEY"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = BENIGN_N
    secrets: tuple[str, ...] = ()
    source: str = "written"


def secret_kind(kind: str, templates: tuple[str, ...], values: Values, *fields: str) -> Kind:
    """A secret kind: seven cases; ``fields`` name the values that must not survive."""
    return Kind(kind, templates, values, SECRET_N, fields)


def benign_kind(kind: str, templates: tuple[str, ...], values: Values) -> Kind:
    """A benign kind: eleven cases that must come out of the scrubber unchanged."""
    return Kind(kind, templates, values, BENIGN_N)


# --- the secret rule ---------------------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key gives one secret per body line of
    16+ characters, stripped of indentation (BEGIN/END lines are never listed)."""
    if "\n" not in value:
        if len(value) < 16:
            raise AssertionError(f"secret field {name!r} is shorter than 16: {value!r}")
        return [value]
    lines = [line.strip() for line in value.splitlines()]
    return [line for line in lines if len(line) >= 16 and not line.startswith("-----")]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- small draws -------------------------------------------------------------------------


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


def b64url_of(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def url_quote(text: str) -> str:
    return quote(text, safe="")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def epoch(r: Random) -> int:
    """A second in September 2035."""
    return SEPT_2035 + r.randrange(30 * 86400)


def day(r: Random) -> str:
    return f"{r.randint(1, 30):02d}"


def hms(r: Random) -> str:
    return f"{r.randint(7, 22):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def ulid(r: Random) -> str:
    """A ULID: 48-bit millisecond time in September 2035, then 80 random bits."""
    value = (epoch(r) * 1000 + r.randrange(1000)) << 80 | r.getrandbits(80)
    return "".join(CROCKFORD[(value >> (5 * i)) & 31] for i in reversed(range(26)))


def object_id(r: Random) -> str:
    """A BSON ObjectId: 4-byte time, 5 random bytes, 3-byte counter."""
    return f"{epoch(r) - 86400 * 900:08x}" + hexs(r, 16)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.splitlines())


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    return password(r, n, URL_SAFE_PASSWORD_CHARS)


_WORDS_FR = (
    "Érable", "Castor", "Tuque", "Fleuve", "Bouquin", "Hiver", "Nordet", "Poudrerie",
    "Outaouais", "Lecture", "Brunante", "Ruelle", "Cabane", "Chevreuil", "Marée", "Bleuet",
)  # fmt: skip
_WORDS_EN = (
    "Rideau", "Lantern", "Harbour", "Glacier", "Maple", "Beacon", "Canal", "Thimble",
    "Orchard", "Falcon", "Cobalt", "Juniper", "Pebble", "Quarry", "Saffron", "Tundra",
)  # fmt: skip


def passphrase(r: Random) -> str:
    """A password a person would choose and say out loud: words, digits and a symbol."""
    words = _WORDS_FR + _WORDS_EN
    sep = r.choice("-.!_")
    while True:
        value = sep.join(r.sample(words, r.choice((2, 3)))) + sep + num(r, r.choice((2, 4)))
        value += r.choice(("", "!", "?", "#"))
        if len(value) >= 16:
            return value


def any_password(r: Random) -> str:
    return passphrase(r) if r.random() < 0.4 else password(r, r.choice((16, 18, 21, 24)))


# --- library and messaging shapes ---------------------------------------------------------

BRANCHES = (
    "MTL-CENTRALE", "MTL-AHUNTSIC", "MTL-VERDUN", "LAV-CHOMEDEY", "GAT-HULL",
    "OTT-VANIER", "OTT-ORLEANS", "OTT-CENTRAL",
)  # fmt: skip
PEOPLE = (
    "Mélanie Gagnon", "Jean-François Roy", "Priya Raman", "Olivier Tremblay",
    "Sarah O'Connor", "Karim Benali", "Geneviève Côté", "Tom Nakamura",
)  # fmt: skip
FIRST_NAMES = ("melanie", "jf", "priya", "olivier", "sarah", "karim", "genevieve", "tom")


def isbn13(r: Random) -> str:
    digits = r.choice(("9782", "9780", "9781", "9782")) + pick(r, DIGITS, 8)
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(digits))
    return digits + str((10 - total % 10) % 10)


def patron_card(r: Random) -> str:
    return "2" + r.choice(("9106", "9107", "9334")) + pick(r, DIGITS, 9)


def item_barcode(r: Random) -> str:
    return "3" + r.choice(("9106", "9107", "9334")) + pick(r, DIGITS, 9)


def sip2_checksum(message: str) -> str:
    """The SIP2 AZ checksum of a message that ends with ``AZ``."""
    return f"{-sum(message.encode('ascii')) & 0xFFFF:04X}"


def sip2(message: str) -> str:
    return message + sip2_checksum(message)


def sip2_time(r: Random) -> str:
    return f"203509{day(r)}    {hms(r).replace(':', '')}"


# --- DER, PEM and OpenSSH structures -------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, *parts: bytes) -> bytes:
    body = b"".join(parts)
    return bytes([tag]) + _der_len(len(body)) + body


def seq(*parts: bytes) -> bytes:
    return tlv(0x30, *parts)


def der_int(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0") or b"\0"
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return tlv(0x02, raw)


def small_int(n: int) -> bytes:
    return der_int(n.to_bytes(max(1, (n.bit_length() + 7) // 8), "big"))


def big(r: Random, nbytes: int, odd: bool = False) -> bytes:
    """Random bytes of a full-length unsigned integer (top bit set)."""
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    if odd:
        raw[-1] |= 1
    return bytes(raw)


OID_RSA = bytes.fromhex("06092a864886f70d010101")
OID_SHA256_RSA = bytes.fromhex("06092a864886f70d01010b")
OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
NULL = b"\x05\x00"


def rsa_pkcs1(r: Random, bits: int = 2048) -> bytes:
    half = bits // 16
    parts = [small_int(0), der_int(big(r, bits // 8, odd=True)), small_int(65537)]
    parts.append(der_int(r.randbytes(bits // 8)))
    parts += [der_int(big(r, half, odd=True)), der_int(big(r, half, odd=True))]
    parts += [der_int(r.randbytes(half)) for _ in range(3)]
    return seq(*parts)


def rsa_pkcs8(r: Random, bits: int = 2048) -> bytes:
    return seq(small_int(0), seq(OID_RSA, NULL), tlv(0x04, rsa_pkcs1(r, bits)))


def ec_sec1(r: Random, with_params: bool) -> bytes:
    parts = [small_int(1), tlv(0x04, r.randbytes(32))]
    if with_params:
        parts.append(tlv(0xA0, OID_P256))
    parts.append(tlv(0xA1, tlv(0x03, b"\0\x04" + r.randbytes(64))))
    return seq(*parts)


def ec_pkcs8(r: Random) -> bytes:
    return seq(small_int(0), seq(OID_EC, OID_P256), tlv(0x04, ec_sec1(r, False)))


def rsa_spki(r: Random, bits: int = 2048) -> bytes:
    key = seq(der_int(big(r, bits // 8, odd=True)), small_int(65537))
    return seq(seq(OID_RSA, NULL), tlv(0x03, b"\0" + key))


def _name(org: str, cn: str) -> bytes:
    def rdn(oid: str, tag: int, value: str) -> bytes:
        return tlv(0x31, seq(tlv(0x06, bytes.fromhex(oid)), tlv(tag, value.encode())))

    return seq(rdn("550406", 0x13, "CA"), rdn("55040a", 0x0C, org), rdn("550403", 0x0C, cn))


def certificate(r: Random, cn: str, issuer_cn: str, issuer_org: str) -> bytes:
    """An X.509 v3 certificate shape: real DER, random key, serial and signature."""
    start = f"35{r.randint(1, 9):02d}{day(r)}{r.randint(0, 23):02d}0000Z"
    end = f"36{r.randint(1, 9):02d}{day(r)}{r.randint(0, 23):02d}5959Z"
    san = seq(tlv(0x06, bytes.fromhex("551d11")), tlv(0x04, seq(tlv(0x82, cn.encode()))))
    tbs = seq(
        tlv(0xA0, small_int(2)),
        der_int(r.randbytes(16)),
        seq(OID_SHA256_RSA, NULL),
        _name(issuer_org, issuer_cn),
        seq(tlv(0x17, start.encode()), tlv(0x17, end.encode())),
        _name("Reseau Biblio-Nord", cn),
        rsa_spki(r),
        tlv(0xA3, seq(san)),
    )
    return seq(tbs, seq(OID_SHA256_RSA, NULL), tlv(0x03, b"\0" + r.randbytes(256)))


def der_b64(der: bytes) -> str:
    return base64.b64encode(der).decode()


def pem(label: str, der: bytes) -> str:
    return f"-----BEGIN {label}-----\n{wrap(der_b64(der))}\n-----END {label}-----"


def _ssh_str(data: bytes) -> bytes:
    return len(data).to_bytes(4, "big") + data


def _mpint(data: bytes) -> bytes:
    data = data.lstrip(b"\0")
    if data and data[0] & 0x80:
        data = b"\0" + data
    return _ssh_str(data)


def ssh_ed25519_public(r: Random) -> bytes:
    return _ssh_str(b"ssh-ed25519") + _ssh_str(r.randbytes(32))


def ssh_rsa_public(r: Random, bits: int = 3072) -> bytes:
    return _ssh_str(b"ssh-rsa") + _mpint(b"\x01\x00\x01") + _mpint(big(r, bits // 8, True))


def ssh_fingerprint(blob: bytes) -> str:
    return "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")


def openssh_private(r: Random, key_type: str, comment: str) -> str:
    """The base64 body (70-column lines) of an unencrypted ``openssh-key-v1`` key."""
    if key_type == "ed25519":
        pub = r.randbytes(32)
        pub_blob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
        private = _ssh_str(b"ssh-ed25519") + _ssh_str(pub) + _ssh_str(r.randbytes(32) + pub)
    else:
        n, e = big(r, 384, odd=True), b"\x01\x00\x01"
        pub_blob = _ssh_str(b"ssh-rsa") + _mpint(e) + _mpint(n)
        private = _ssh_str(b"ssh-rsa") + _mpint(n) + _mpint(e) + _mpint(r.randbytes(384))
        private += _mpint(r.randbytes(192)) + _mpint(big(r, 192, True)) + _mpint(big(r, 192, True))
    check = r.randbytes(4)
    section = check + check + private + _ssh_str(comment.encode())
    section += bytes(range(1, 1 + (-len(section)) % 8))
    blob = b"openssh-key-v1\0" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"")
    blob += (1).to_bytes(4, "big") + _ssh_str(pub_blob) + _ssh_str(section)
    return wrap(der_b64(blob), 70)
