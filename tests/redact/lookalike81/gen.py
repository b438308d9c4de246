"""Seeded value generators, key builders and the ``Kind`` record of the lookalike81 corpus.

The setting is May 2037 at Haneul Pixel, an invented Korean-Taiwanese mobile game studio.
A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike81:holdout:<kind>``.
Nothing here is a credential: vendor prefixes are joined from pieces where they are written,
and every key, token and password is drawn from the seeded generator.

Private keys are built as real DER (PKCS#1, PKCS#8, PBES2-encrypted PKCS#8, SEC1 inside
PKCS#8) or as a real ``openssh-key-v1`` blob, filled with random bytes; public keys,
certificates and JWKS (the benign look-alikes) are built the same way.
"""

from __future__ import annotations

import base64
import json
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from random import Random

HEX = "0123456789abcdef"
UHEX = HEX.upper()
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE_PW = ALNUM + "-_.~"

SECRET_N = 7
BENIGN_N = 11

Values = Callable[[Random], dict[str, str]]

# Shared pools of the setting.
PROJECTS = ("hp-live-kr", "hp-live-tw", "hp-analytics", "hp-stg-asia", "hp-ops-tools")
PACKAGES = (
    "com.haneulpixel.starswarm",
    "com.haneulpixel.moonracer",
    "com.haneulpixel.petitgarden",
)
BUNDLES = ("com.haneulpixel.StarSwarm", "com.haneulpixel.MoonRacer", "com.haneulpixel.Garden")
PEOPLE = ("jiwoo.seo", "minseo.kang", "yichun.lin", "kuanting.chen", "hyunwoo.park", "peiyu.h")
PEOPLE_KO = ("지우", "민서", "현우", "서연", "도윤", "하은")
PEOPLE_ZH = ("怡君", "冠廷", "佩瑜", "家豪", "雅婷", "柏翰")
SERVICES = ("billing-api", "rtdn-consumer", "cs-bot", "gacha-svc", "guild-svc", "push-sender")
PRODUCTS = ("gems_1200", "gems_6500", "starpass_monthly", "starter_pack_kr", "moon_coins_600")

MAY_2037 = datetime(2037, 5, 1, tzinfo=UTC)


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = BENIGN_N
    secrets: tuple[str, ...] = ()
    source: str = "written"


def secret_kind(
    kind: str, templates: tuple[str, ...], values: Values, secrets: tuple[str, ...]
) -> Kind:
    return Kind(kind, templates, values, SECRET_N, secrets)


def benign_kind(kind: str, templates: tuple[str, ...], values: Values) -> Kind:
    return Kind(kind, templates, values, BENIGN_N)


# ---------------------------------------------------------------- plain random values


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


def b64_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def b64url_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def b64url_json(value: object) -> str:
    return b64url_of(json.dumps(value, separators=(",", ":"), ensure_ascii=False))


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def when(r: Random) -> datetime:
    """A moment in May 2037 (UTC)."""
    return MAY_2037 + timedelta(seconds=r.randrange(31 * 86400))


def iso(r: Random) -> str:
    return when(r).strftime("%Y-%m-%dT%H:%M:%S.") + digits(r, 3) + "Z"


def epoch_ms(r: Random) -> str:
    return str(int(when(r).timestamp()) * 1000 + r.randrange(1000))


def day(r: Random) -> str:
    return str(r.randint(1, 31))


def ulid(r: Random) -> str:
    ms = int(epoch_ms(r))
    head = "".join(CROCKFORD[(ms >> (5 * i)) & 31] for i in reversed(range(10)))
    return head + pick(r, CROCKFORD, 16)


def objectid(r: Random) -> str:
    return f"{int(when(r).timestamp()):08x}" + hexs(r, 16)


def snowflake(r: Random) -> str:
    """A Discord snowflake of May 2037 (19 digits)."""
    ms = int(epoch_ms(r)) - 1420070400000
    return str((ms << 22) | r.getrandbits(22))


def ip10(r: Random) -> str:
    return f"10.{r.randint(0, 40)}.{r.randint(0, 255)}.{r.randint(2, 254)}"


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent_lines(body: str, pad: str) -> str:
    """Indent every line but the first (the template indents the first)."""
    return body.replace("\n", "\n" + pad)


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A generated password: letters, digits and a few symbols, starting with a letter."""
    while True:
        value = pick(r, string.ascii_letters, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    return password(r, n, URL_SAFE_PW)


_WORDS = (
    "Haneul",
    "Starswarm",
    "moonRabbit",
    "Taipei",
    "Xinyi",
    "Seongsu",
    "Pangyo",
    "Bubble",
    "Garden",
    "Gacha",
    "Nebula",
    "Dumpling",
    "Tteok",
    "Lantern",
)


def human_password(r: Random) -> str:
    """A password a person would type: words, a year or date, symbols, a random tail."""
    a, b = r.sample(_WORDS, 2)
    sep = r.choice("!#@_.-*")
    year = r.choice(("2037", "37", "0514", "2036", "88", "1004"))
    tail = pick(r, ALNUM, r.randint(2, 4))
    shapes = (
        f"{a}{sep}{b}{year}{tail}",
        f"{a.lower()}{year}{sep}{tail}{b}",
        f"{tail}{sep}{a}{b.upper()}{year}",
        f"{a}{year}{sep}{sep}{b.lower()}{tail}",
    )
    value = r.choice(shapes)
    while len(value) < 16:
        value += r.choice(string.ascii_letters + DIGITS + "!")
    return value


# ---------------------------------------------------------------- DER and key material

OID_RSA = bytes.fromhex("06092a864886f70d010101")
OID_SHA256_RSA = bytes.fromhex("06092a864886f70d01010b")
OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_PBES2 = bytes.fromhex("06092a864886f70d01050d")
OID_PBKDF2 = bytes.fromhex("06092a864886f70d01050c")
OID_HMAC_SHA256 = bytes.fromhex("06082a864886f70d0209")
OID_AES256_CBC = bytes.fromhex("060960864801650304012a")
OID_CN = bytes.fromhex("0603550403")
OID_O = bytes.fromhex("060355040a")
OID_C = bytes.fromhex("0603550406")
NULL = b"\x05\x00"


def der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, content: bytes) -> bytes:
    return bytes([tag]) + der_len(len(content)) + content


def seq(*parts: bytes) -> bytes:
    return tlv(0x30, b"".join(parts))


def der_uint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\x00") or b"\x00"
    if raw[0] & 0x80:
        raw = b"\x00" + raw
    return tlv(0x02, raw)


def der_small(value: int) -> bytes:
    return der_uint(value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big"))


def big(r: Random, nbytes: int, odd: bool = False) -> bytes:
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    if odd:
        raw[-1] |= 1
    return bytes(raw)


def rsa_pkcs1(r: Random, bits: int = 2048) -> bytes:
    n = bits // 8
    half = n // 2
    parts = [
        der_small(0),
        der_uint(big(r, n, odd=True)),
        der_small(65537),
        der_uint(r.randbytes(n)),
        der_uint(big(r, half, odd=True)),
        der_uint(big(r, half, odd=True)),
        der_uint(r.randbytes(half)),
        der_uint(r.randbytes(half)),
        der_uint(r.randbytes(half)),
    ]
    return seq(*parts)


def rsa_pkcs8(r: Random, bits: int = 2048) -> bytes:
    return seq(der_small(0), seq(OID_RSA, NULL), tlv(0x04, rsa_pkcs1(r, bits)))


def ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_p256_pkcs8(r: Random) -> bytes:
    """The shape of an App Store Connect ``AuthKey_XXXXXXXXXX.p8`` (138 bytes)."""
    inner = seq(
        der_small(1),
        tlv(0x04, r.randbytes(32)),
        tlv(0xA1, tlv(0x03, b"\x00" + ec_point(r))),
    )
    return seq(der_small(0), seq(OID_EC, OID_P256), tlv(0x04, inner))


def encrypted_pkcs8(r: Random) -> bytes:
    """PBES2 (PBKDF2-HMAC-SHA256, AES-256-CBC) around an RSA-2048 PKCS#8 body."""
    kdf = seq(
        OID_PBKDF2, seq(tlv(0x04, r.randbytes(8)), der_small(2048), seq(OID_HMAC_SHA256, NULL))
    )
    enc = seq(OID_AES256_CBC, tlv(0x04, r.randbytes(16)))
    alg = seq(OID_PBES2, seq(kdf, enc))
    return seq(alg, tlv(0x04, r.randbytes(r.choice((1216, 1232, 1248)))))


def rsa_spki(r: Random, bits: int = 2048) -> bytes:
    key = seq(der_uint(big(r, bits // 8, odd=True)), der_small(65537))
    return seq(seq(OID_RSA, NULL), tlv(0x03, b"\x00" + key))


def ec_spki(r: Random) -> bytes:
    return seq(seq(OID_EC, OID_P256), tlv(0x03, b"\x00" + ec_point(r)))


def _name(pairs: tuple[tuple[bytes, str], ...]) -> bytes:
    rdns = []
    for oid, value in pairs:
        tag = 0x13 if oid == OID_C else 0x0C
        rdns.append(tlv(0x31, seq(oid, tlv(tag, value.encode()))))
    return seq(*rdns)


def certificate(
    r: Random,
    cn: str,
    issuer: str = "Haneul Pixel Internal CA",
    org: str = "Haneul Pixel",
    country: str = "KR",
) -> bytes:
    """A structurally plausible X.509 v3 certificate (EC P-256 key, RSA signature)."""
    start = when(r) - timedelta(days=r.randint(10, 300))
    end = start + timedelta(days=r.choice((90, 365, 397, 825)))
    validity = seq(
        tlv(0x17, start.strftime("%y%m%d%H%M%SZ").encode()),
        tlv(0x17, end.strftime("%y%m%d%H%M%SZ").encode()),
    )
    tbs = seq(
        tlv(0xA0, der_small(2)),
        der_uint(big(r, 16)),
        seq(OID_SHA256_RSA, NULL),
        _name(((OID_C, country), (OID_O, org), (OID_CN, issuer))),
        validity,
        _name(((OID_C, country), (OID_O, org), (OID_CN, cn))),
        ec_spki(r),
    )
    return seq(tbs, seq(OID_SHA256_RSA, NULL), tlv(0x03, b"\x00" + r.randbytes(256)))


def pem_body(der: bytes, width: int = 64) -> str:
    return wrap(base64.b64encode(der).decode(), width)


def _ssh_str(raw: bytes) -> bytes:
    return len(raw).to_bytes(4, "big") + raw


def _ssh_mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\x00")
    if raw and raw[0] & 0x80:
        raw = b"\x00" + raw
    return _ssh_str(raw)


def openssh_private(r: Random, comment: str) -> str:
    """An unencrypted ``openssh-key-v1`` blob (ed25519 or ecdsa-sha2-nistp256), wrapped at 70."""
    check = r.randbytes(4)
    if r.random() < 0.6:
        pub = r.randbytes(32)
        pub_blob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
        key = _ssh_str(b"ssh-ed25519") + _ssh_str(pub) + _ssh_str(r.randbytes(32) + pub)
    else:
        point = ec_point(r)
        head = _ssh_str(b"ecdsa-sha2-nistp256") + _ssh_str(b"nistp256") + _ssh_str(point)
        pub_blob = head
        key = head + _ssh_mpint(big(r, 32))
    private = check + check + key + _ssh_str(comment.encode())
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + _ssh_str(b"none")
        + _ssh_str(b"none")
        + _ssh_str(b"")
        + (1).to_bytes(4, "big")
        + _ssh_str(pub_blob)
        + _ssh_str(private)
    )
    return wrap(base64.b64encode(blob).decode(), 70)


def ssh_ed25519_public(r: Random) -> str:
    blob = _ssh_str(b"ssh-ed25519") + _ssh_str(r.randbytes(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def ssh_ecdsa_public(r: Random) -> str:
    blob = _ssh_str(b"ecdsa-sha2-nistp256") + _ssh_str(b"nistp256") + _ssh_str(ec_point(r))
    return "ecdsa-sha2-nistp256 " + base64.b64encode(blob).decode()


def colon_hex(raw: bytes) -> str:
    return ":".join(f"{b:02X}" for b in raw)


# ---------------------------------------------------------------- the secret rule


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret. A multi-line value (a key body) gives one secret per
    line of 16+ characters, stripped of indentation; BEGIN/END armour lines never count."""
    if "\n" not in value:
        if len(value) < 16:
            raise AssertionError(f"secret field {name!r} is shorter than 16: {value!r}")
        return [value]
    out = []
    for line in value.split("\n"):
        body = line.strip()
        if body.startswith("-----") or len(body) < 16:
            continue
        out.append(body)
    return out


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
