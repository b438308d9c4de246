"""Seeded value generators, key builders and the ``Kind`` record of the lookalike69 corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike69:holdout:<kind>``.
Keys and certificates are built as real DER / ``openssh-key-v1`` structures filled with random
bytes, so they look like the real thing without being anybody's key. Vendor prefixes are
joined from pieces so that no literal in the source is a credential.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random
from urllib.parse import quote

HEX = "0123456789abcdef"
UHEX = HEX.upper()
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
URL_SAFE_PW = ALNUM + "-_.~"
PW_CHARS = ALNUM + "!#%*+-.:=?@^_~"

# 2034-10-01T00:00:00Z and one month on: every timestamp in the corpus falls in October 2034.
OCT_2034 = 2043273600
MONTH = 31 * 86400

Values = Callable[[Random], dict[str, str]]

# Labels of PEM blocks, joined so that no literal is a key header.
PRIV = "PRIVATE " + "KEY"
EC_PRIV = "EC " + PRIV
RSA_PRIV = "RSA " + PRIV
SSH_PRIV = "OPENSSH " + PRIV


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- plain random values -----------------------------------------------------------------


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


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def epoch(r: Random) -> int:
    return OCT_2034 + r.randrange(MONTH)


def uuid7(r: Random) -> str:
    ms = epoch(r) * 1000 + r.randrange(1000)
    value = (ms << 80) | (0x7 << 76) | (r.getrandbits(12) << 64) | (0b10 << 62)
    value |= r.getrandbits(62)
    return str(uuid.UUID(int=value))


def ulid(r: Random) -> str:
    value = ((epoch(r) * 1000 + r.randrange(1000)) << 80) | r.getrandbits(80)
    return "".join(CROCKFORD[(value >> (5 * i)) & 31] for i in range(25, -1, -1))


def objectid(r: Random) -> str:
    return f"{epoch(r) - 9 * 365 * 86400:08x}" + hexs(r, 16)


def day(r: Random) -> str:
    return f"2034-10-{r.randint(1, 31):02d}"


def iso(r: Random) -> str:
    return f"{day(r)}T{r.randrange(24):02d}:{r.randrange(60):02d}:{r.randrange(60):02d}Z"


def hms(r: Random) -> str:
    return f"{r.randrange(24):02d}:{r.randrange(60):02d}:{r.randrange(60):02d}"


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.splitlines())


def password(r: Random, n: int = 20, alphabet: str = PW_CHARS) -> str:
    """A generated password: letters, digits and (unless the alphabet forbids) symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Corrib",
    "Bearna",
    "Cladach",
    "Feadóg",
    "Gaoth",
    "Tonn",
    "Cnoc",
    "Loch",
    "Ness",
    "Sgàth",
    "Feamainn",
    "Rón",
    "Ròn",
    "Clach",
    "Gealach",
    "Heron",
    "Kelpie",
    "Turbine",
    "Solas",
    "Muir",
    "Bradán",
    "Iolar",
    "Curach",
    "Sionnach",
    "Dobhran",
    "Mara",
    "Sruth",
    "Ceòl",
    "Aran",
    "Skye",
)


def passphrase(r: Random) -> str:
    """A password a person would choose: words from the setting, digits and a symbol."""
    while True:
        sep = r.choice("-_.!#+")
        words = [r.choice(_WORDS) for _ in range(r.choice((2, 3)))]
        tail = num(r, r.choice((3, 4))) + r.choice(("", "!", "?", "#", "*"))
        value = sep.join(words) + sep + tail
        if len(value) >= 16:
            return value


def sas_sig(key_b64: str, resource: str, expiry: int) -> str:
    """The URL-encoded ``sig`` of an Azure shared access signature over ``resource``."""
    sr = quote(resource, safe="")
    mac = hmac.new(base64.b64decode(key_b64), f"{sr}\n{expiry}".encode(), hashlib.sha256)
    return quote(base64.b64encode(mac.digest()).decode(), safe="")


def derived_key(group_key_b64: str, registration_id: str) -> str:
    """An Azure DPS device key derived from a group enrollment key."""
    mac = hmac.new(base64.b64decode(group_key_b64), registration_id.encode(), hashlib.sha256)
    return base64.b64encode(mac.digest()).decode()


def jwt(header: dict[str, object], claims: dict[str, object], sig: str) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{sig}"


# --- DER -----------------------------------------------------------------------------------


def _len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _len(len(body)) + body


def seq(*parts: bytes) -> bytes:
    return tlv(0x30, b"".join(parts))


def der_int(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0") or b"\0"
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return tlv(0x02, raw)


def small_int(n: int) -> bytes:
    return der_int(n.to_bytes(4, "big"))


def oid(dotted: str) -> bytes:
    parts = [int(p) for p in dotted.split(".")]
    out = bytearray([40 * parts[0] + parts[1]])
    for p in parts[2:]:
        chunk = [p & 0x7F]
        p >>= 7
        while p:
            chunk.append(0x80 | (p & 0x7F))
            p >>= 7
        out.extend(reversed(chunk))
    return tlv(0x06, bytes(out))


_EC_PUBLIC = "1.2.840.10045.2.1"
_P256 = "1.2.840.10045.3.1.7"
_RSA = "1.2.840.113549.1.1.1"
_ECDSA_SHA256 = "1.2.840.10045.4.3.2"
_CN = "2.5.4.3"
_O = "2.5.4.10"
_C = "2.5.4.6"


def _big(r: Random, nbytes: int, odd: bool = False) -> bytes:
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    if odd:
        raw[-1] |= 1
    return bytes(raw)


def _ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def pem(label: str, der: bytes, width: int = 64) -> str:
    body = wrap(base64.b64encode(der).decode(), width)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def ec_sec1_pem(r: Random) -> str:
    der = seq(
        small_int(1),
        tlv(0x04, r.randbytes(32)),
        tlv(0xA0, oid(_P256)),
        tlv(0xA1, tlv(0x03, b"\0" + _ec_point(r))),
    )
    return pem(EC_PRIV, der)


def ec_pkcs8_pem(r: Random) -> str:
    inner = seq(
        small_int(1), tlv(0x04, r.randbytes(32)), tlv(0xA1, tlv(0x03, b"\0" + _ec_point(r)))
    )
    der = seq(small_int(0), seq(oid(_EC_PUBLIC), oid(_P256)), tlv(0x04, inner))
    return pem(PRIV, der)


def _rsa_pkcs1(r: Random, bits: int = 2048) -> bytes:
    n = bits // 8
    h = n // 2
    return seq(
        small_int(0),
        der_int(_big(r, n, odd=True)),
        der_int(b"\x01\x00\x01"),
        der_int(_big(r, n)),
        der_int(_big(r, h, odd=True)),
        der_int(_big(r, h, odd=True)),
        der_int(_big(r, h)),
        der_int(_big(r, h)),
        der_int(_big(r, h)),
    )


def rsa_pkcs8_pem(r: Random, bits: int = 2048) -> str:
    der = seq(small_int(0), seq(oid(_RSA), tlv(0x05, b"")), tlv(0x04, _rsa_pkcs1(r, bits)))
    return pem(PRIV, der)


def rsa_pkcs1_pem(r: Random, bits: int = 2048) -> str:
    return pem(RSA_PRIV, _rsa_pkcs1(r, bits))


def ec_spki_pem(r: Random) -> str:
    der = seq(seq(oid(_EC_PUBLIC), oid(_P256)), tlv(0x03, b"\0" + _ec_point(r)))
    return pem("PUBLIC KEY", der)


def rsa_spki_pem(r: Random) -> str:
    rsa = seq(der_int(_big(r, 256, odd=True)), der_int(b"\x01\x00\x01"))
    der = seq(seq(oid(_RSA), tlv(0x05, b"")), tlv(0x03, b"\0" + rsa))
    return pem("PUBLIC KEY", der)


def _name(cn: str) -> bytes:
    def rdn(kind: str, tag: int, value: str) -> bytes:
        return tlv(0x31, seq(oid(kind), tlv(tag, value.encode())))

    return seq(rdn(_C, 0x13, "IE"), rdn(_O, 0x0C, "Kelpie Grid Co-operative"), rdn(_CN, 0x0C, cn))


def x509_der(r: Random, cn: str, issuer: str) -> bytes:
    start = 341001 + r.randrange(30)
    validity = seq(
        tlv(0x17, f"{start}000000Z".encode()), tlv(0x17, f"{start + 20000}000000Z".encode())
    )
    spki = seq(seq(oid(_EC_PUBLIC), oid(_P256)), tlv(0x03, b"\0" + _ec_point(r)))
    serial = bytes([r.randrange(1, 0x80)]) + r.randbytes(15)
    basic = seq(oid("2.5.29.19"), tlv(0x01, b"\xff"), tlv(0x04, seq()))
    tbs = seq(
        tlv(0xA0, small_int(2)),
        der_int(serial),
        seq(oid(_ECDSA_SHA256)),
        _name(issuer),
        validity,
        _name(cn),
        spki,
        tlv(0xA3, seq(basic)),
    )
    sig = seq(der_int(r.randbytes(32)), der_int(r.randbytes(32)))
    return seq(tbs, seq(oid(_ECDSA_SHA256)), tlv(0x03, b"\0" + sig))


def cert_pem(der: bytes) -> str:
    return pem("CERTIFICATE", der)


# --- OpenSSH -------------------------------------------------------------------------------


def _s(raw: bytes) -> bytes:
    return struct.pack(">I", len(raw)) + raw


def _mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0")
    if raw and raw[0] & 0x80:
        raw = b"\0" + raw
    return _s(raw)


def openssh_key(r: Random, comment: str, kind: str = "ed25519") -> tuple[str, str]:
    """An ``openssh-key-v1`` private key (unencrypted) and its public line."""
    if kind == "ed25519":
        kt = b"ssh-ed25519"
        pub = r.randbytes(32)
        pub_blob = _s(kt) + _s(pub)
        priv_fields = _s(kt) + _s(pub) + _s(r.randbytes(32) + pub)
    else:
        kt = b"ecdsa-sha2-nistp256"
        point = _ec_point(r)
        pub_blob = _s(kt) + _s(b"nistp256") + _s(point)
        priv_fields = _s(kt) + _s(b"nistp256") + _s(point) + _mpint(r.randbytes(32))
    check = r.randbytes(4)
    priv = check + check + priv_fields + _s(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\0" + _s(b"none") + _s(b"none") + _s(b"") + struct.pack(">I", 1)
    blob += _s(pub_blob) + _s(priv)
    body = wrap(base64.b64encode(blob).decode(), 70)
    key = f"-----BEGIN {SSH_PRIV}-----\n{body}\n-----END {SSH_PRIV}-----"
    public = f"{kt.decode()} {base64.b64encode(pub_blob).decode()} {comment}"
    return key, public


def ssh_public(r: Random, kind: str = "ed25519") -> str:
    """The base64 blob of an OpenSSH public key (without type and comment)."""
    if kind == "ed25519":
        blob = _s(b"ssh-ed25519") + _s(r.randbytes(32))
    else:
        blob = _s(b"ecdsa-sha2-nistp256") + _s(b"nistp256") + _s(_ec_point(r))
    return base64.b64encode(blob).decode()


# --- the secret rule and rendering ---------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key gives one secret per body line of 16+
    characters, stripped of indentation (BEGIN/END lines never listed)."""
    if "\n" in value:
        lines = [line.strip() for line in value.splitlines()]
        found = [s for s in lines if len(s) >= 16 and not s.startswith("-----")]
    else:
        found = [value]
    for s in found:
        if len(s) < 16:
            raise AssertionError(f"secret field {name!r} is shorter than 16: {s!r}")
    if not found:
        raise AssertionError(f"secret field {name!r} gives no secret")
    return found


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- the setting: Kelpie Grid, Galway and Inverness ----------------------------------------

PEOPLE = ("saoirse", "cormac", "aoife", "darragh", "niamh", "ailsa", "calum", "eilidh", "morag")
SITES = ("bearna", "spiddal", "inverness", "dores", "corrib", "beauly", "aran", "muir-of-ord")
REPOS = ("meter-ingest", "bmrs-poller", "billing-sync", "ha-config", "esb-hdf-loader", "gw-fw")
HUBS = ("iot-kelpie-prod-neu", "iot-kelpie-stg-neu", "iot-kelpie-inv-uks")
EVH_NS = ("evhns-kelpie-telemetry", "evhns-kelpie-prod-neu", "evhns-kelpie-inv")
EVH = ("meter-readings", "inverter-events", "ha-states", "bmrs-fpn")
BUCKETS = ("meters", "ha_states", "bmrs", "tibber_live", "inverters")
INFLUX_HOST = "eu-central-1-1.aws.cloud2.influxdata.com"
ENTITIES = (
    "bearna_turbine_power",
    "inverness_battery_soc",
    "spiddal_pv_yield",
    "dores_grid_import",
    "corrib_heat_pump_kw",
    "tibber_pulse_power",
)


def person(r: Random) -> str:
    return r.choice(PEOPLE)


def email(r: Random) -> str:
    return f"{person(r)}.{r.choice(('ops', 'data', 'iot', 'billing'))}@kelpiegrid.coop"


def site(r: Random) -> str:
    return r.choice(SITES)


def device(r: Random) -> str:
    return f"{r.choice(('meter', 'gw', 'inv', 'bess'))}-{site(r)}-{num(r, 3)}"


def lan_ip(r: Random) -> str:
    return f"10.40.{r.randint(1, 60)}.{r.randint(2, 250)}"


def mprn(r: Random) -> str:
    return "10" + pick(r, DIGITS, 9)


def mpan(r: Random) -> str:
    return r.choice(("17", "18")) + pick(r, DIGITS, 11)
