"""Seeded value generators and the ``Kind`` record of the ``lookalike71`` corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike71:holdout:<kind>``.
Keys, certificates and tokens are built with their real structure (DER, ``openssh-key-v1``,
JWT, vendor prefixes) around random bytes. Nothing here is a credential: vendor prefixes and
PEM labels are joined from pieces where they are written at all.
"""

from __future__ import annotations

import base64
import hashlib
import json
import string
import struct
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from random import Random

HEX = "0123456789abcdef"
UHEX = HEX.upper()
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = string.ascii_uppercase + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
# Symbols a password may hold in a given place: in a URL, in a config value, in prose.
SYM_URL = "-_.~"
SYM_CONF = "!%+-.:=?@^_~*"
SYM_PROSE = "!#%&+-.:=?@^_~*/"

SECRET_N = 7
BENIGN_N = 11
MIN_SECRET = 16

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = BENIGN_N
    secrets: tuple[str, ...] = ()
    source: str = "written"


def secret_kind(kind: str, templates: Iterable[str], values: Values, *fields: str) -> Kind:
    """A secret kind: ``SECRET_N`` cases, ``fields`` name the values that must not survive."""
    return Kind(kind, tuple(templates), values, SECRET_N, tuple(fields))


def benign_kind(kind: str, templates: Iterable[str], values: Values) -> Kind:
    """A benign kind: ``BENIGN_N`` cases that must come out byte-identical."""
    return Kind(kind, tuple(templates), values, BENIGN_N)


# --------------------------------------------------------------------------- the secret rule


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key gives one secret per body line of
    16+ characters, stripped of indentation (``-----BEGIN``/``-----END`` lines never)."""
    if "\n" not in value:
        if len(value) < MIN_SECRET:
            raise AssertionError(f"secret field {name!r} is shorter than {MIN_SECRET}: {value!r}")
        return [value]
    out = []
    for line in value.splitlines():
        body = line.strip()
        if body.startswith("-----") or len(body) < MIN_SECRET:
            continue
        out.append(body)
    if not out:
        raise AssertionError(f"multi-line secret field {name!r} has no body line")
    return out


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --------------------------------------------------------------------------- plain values


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


def b64_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def b64url_of(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def b64url_json(value: object) -> str:
    return b64url_of(json.dumps(value, separators=(",", ":")).encode())


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.splitlines())


def colon_hex(data: bytes) -> str:
    return ":".join(f"{b:02X}" for b in data)


# --------------------------------------------------------------------------- time


_EPOCH_2035 = datetime(2035, 2, 1, tzinfo=UTC)


def when(r: Random) -> datetime:
    """A moment in February 2035 (UTC)."""
    return _EPOCH_2035 + timedelta(seconds=r.randrange(27 * 86400))


def iso(r: Random) -> str:
    return when(r).strftime("%Y-%m-%dT%H:%M:%SZ")


def iso_ms(r: Random) -> str:
    t = when(r)
    return t.strftime("%Y-%m-%dT%H:%M:%S") + f".{r.randrange(1000):03d}Z"


def day(r: Random) -> str:
    return when(r).strftime("%Y-%m-%d")


def epoch(r: Random) -> str:
    return str(int(when(r).timestamp()))


def ulid(r: Random) -> str:
    ms = int(when(r).timestamp() * 1000) + r.randrange(1000)
    head = "".join(CROCKFORD[(ms >> (5 * i)) & 31] for i in range(9, -1, -1))
    return head + pick(r, CROCKFORD, 16)


def object_id(r: Random) -> str:
    return f"{int(when(r).timestamp()):08x}" + hexs(r, 16)


# --------------------------------------------------------------------------- passwords


_WORDS = (
    "Gabelstapler",
    "Hochregal",
    "Kranbahn",
    "Speicherstadt",
    "Elbbrücke",
    "Fischbrötchen",
    "Rugbrød",
    "Havnefront",
    "Smørrebrød",
    "Kommissionierung",
    "Lagerplatz",
    "Fjordudsigt",
    "Regenjacke",
    "Kaffepause",
    "Nordlicht",
    "Containerbrücke",
    "Blåbærtærte",
    "Hafenkran",
)


def password(r: Random, lo: int = 16, hi: int = 24, symbols: str = SYM_CONF) -> str:
    """A generated password: a letter first, then letters, digits and a few symbols."""
    n = r.randint(lo, hi)
    while True:
        value = pick(r, string.ascii_letters, 1) + pick(r, ALNUM * 3 + symbols, n - 1)
        if any(c.isdigit() for c in value) and any(c in symbols for c in value):
            return value


def passphrase(r: Random) -> str:
    """A password a person would choose: two words, a number and a symbol (16+ chars)."""
    while True:
        a, b = r.sample(_WORDS, 2)
        value = a + r.choice("-_.+") + b + str(r.randint(10, 2099)) + r.choice("!?#%*")
        if len(value) >= MIN_SECRET:
            return value


# --------------------------------------------------------------------------- DER / PEM

PRIV = "PRIVATE" + " KEY"
OID_RSA = bytes.fromhex("06092a864886f70d010101")
OID_SHA256_RSA = bytes.fromhex("06092a864886f70d01010b")
OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_ECDSA_SHA256 = bytes.fromhex("06082a8648ce3d040302")
OID_ED25519 = bytes.fromhex("06032b6570")
OID_CN = bytes.fromhex("0603550403")
OID_O = bytes.fromhex("060355040a")
OID_OU = bytes.fromhex("060355040b")
OID_C = bytes.fromhex("0603550406")
OID_BC = bytes.fromhex("0603551d13")
OID_KU = bytes.fromhex("0603551d0f")
OID_SAN = bytes.fromhex("0603551d11")
DER_NULL = b"\x05\x00"


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def der(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


def der_uint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0") or b"\0"
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return der(0x02, raw)


def der_small(n: int) -> bytes:
    return der_uint(n.to_bytes(max(1, (n.bit_length() + 7) // 8), "big"))


def _top(r: Random, nbytes: int) -> bytes:
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    return bytes(raw)


def rsa_pkcs1(r: Random, bits: int = 2048) -> bytes:
    """An RSAPrivateKey with the real field layout and sizes, filled with random bytes."""
    size, half = bits // 8, bits // 16
    modulus = bytearray(_top(r, size))
    modulus[-1] |= 1
    return seq(
        der_small(0),
        der_uint(bytes(modulus)),
        der_small(65537),
        der_uint(r.randbytes(size)),
        der_uint(_top(r, half)),
        der_uint(_top(r, half)),
        der_uint(r.randbytes(half)),
        der_uint(r.randbytes(half)),
        der_uint(r.randbytes(half)),
    )


def pkcs8(algorithm: bytes, key: bytes) -> bytes:
    return seq(der_small(0), algorithm, der(0x04, key))


def ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_sec1(r: Random, with_params: bool = True) -> bytes:
    parts = [der_small(1), der(0x04, r.randbytes(32))]
    if with_params:
        parts.append(der(0xA0, OID_P256))
    parts.append(der(0xA1, der(0x03, b"\0" + ec_point(r))))
    return seq(*parts)


def pem(label: str, data: bytes) -> str:
    body = wrap(base64.b64encode(data).decode(), 64)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def rsa_private_pem(r: Random, bits: int, pkcs8_form: bool) -> str:
    key = rsa_pkcs1(r, bits)
    if pkcs8_form:
        return pem(PRIV, pkcs8(seq(OID_RSA, DER_NULL), key))
    return pem("RSA " + PRIV, key)


def ec_private_pem(r: Random, form: str) -> str:
    if form == "sec1":
        return pem("EC " + PRIV, ec_sec1(r))
    if form == "pkcs8":
        return pem(PRIV, pkcs8(seq(OID_EC, OID_P256), ec_sec1(r, with_params=False)))
    return pem(PRIV, pkcs8(seq(OID_ED25519), der(0x04, r.randbytes(32))))


def _utc(t: datetime) -> bytes:
    return der(0x17, t.strftime("%y%m%d%H%M%SZ").encode())


def _name(cn: str, org: str, unit: str | None = None) -> bytes:
    rdns = [(OID_C, der(0x13, b"DE")), (OID_O, der(0x0C, org.encode()))]
    if unit:
        rdns.append((OID_OU, der(0x0C, unit.encode())))
    rdns.append((OID_CN, der(0x0C, cn.encode())))
    return seq(*(der(0x31, seq(oid, value)) for oid, value in rdns))


def x509_der(r: Random, cn: str, issuer: str, uri: str, dns: str, rsa: bool = False) -> bytes:
    """A certificate with the X.509 v3 layout (OPC UA style SAN), random key and signature."""
    org = "Hanse Lager Robotik GmbH"
    start = when(r) - timedelta(days=r.randrange(30, 700))
    end = start + timedelta(days=r.choice((365, 730, 1825)))
    if rsa:
        spki = seq(
            seq(OID_RSA, DER_NULL),
            der(0x03, b"\0" + seq(der_uint(_top(r, 256)), der_small(65537))),
        )
    else:
        spki = seq(seq(OID_EC, OID_P256), der(0x03, b"\0" + ec_point(r)))
    san = der(0x04, seq(der(0x86, uri.encode()), der(0x82, dns.encode())))
    ku = der(0x04, der(0x03, b"\x05\xa0"))
    exts = der(0xA3, seq(seq(OID_BC, der(0x04, seq())), seq(OID_KU, ku), seq(OID_SAN, san)))
    alg = seq(OID_ECDSA_SHA256)
    tbs = seq(
        der(0xA0, der_small(2)),
        der_uint(r.randbytes(16)),
        alg,
        _name(issuer, org, "PKI"),
        seq(_utc(start), _utc(end)),
        _name(cn, org),
        spki,
        exts,
    )
    signature = seq(der_uint(r.randbytes(32)), der_uint(r.randbytes(32)))
    return seq(tbs, alg, der(0x03, b"\0" + signature))


def spki_pem(r: Random) -> str:
    return pem("PUBLIC KEY", seq(seq(OID_EC, OID_P256), der(0x03, b"\0" + ec_point(r))))


def ecdsa_sig_b64(r: Random) -> str:
    """A DER ECDSA signature (the shape cosign stores), base64."""
    return base64.b64encode(seq(der_uint(r.randbytes(32)), der_uint(r.randbytes(32)))).decode()


# --------------------------------------------------------------------------- SSH


def ssh_str(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def ssh_mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0")
    if raw and raw[0] & 0x80:
        raw = b"\0" + raw
    return ssh_str(raw)


def ssh_public_blob(r: Random, algo: str) -> bytes:
    if algo == "ssh-ed25519":
        return ssh_str(b"ssh-ed25519") + ssh_str(r.randbytes(32))
    if algo == "ecdsa-sha2-nistp256":
        return ssh_str(algo.encode()) + ssh_str(b"nistp256") + ssh_str(ec_point(r))
    return ssh_str(b"ssh-rsa") + ssh_mpint(b"\x01\x00\x01") + ssh_mpint(_top(r, 384))


def ssh_public_line(blob: bytes) -> str:
    algo = blob[4 : 4 + struct.unpack(">I", blob[:4])[0]].decode()
    return f"{algo} {base64.b64encode(blob).decode()}"


def ssh_fingerprint(blob: bytes) -> str:
    return "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")


def openssh_private(r: Random, algo: str, comment: str) -> str:
    """An unencrypted ``openssh-key-v1`` private key with the real layout, random key bytes."""
    if algo == "ssh-ed25519":
        pk, sk = r.randbytes(32), r.randbytes(32)
        pub = ssh_str(b"ssh-ed25519") + ssh_str(pk)
        body = pub + ssh_str(sk + pk)
    else:
        pub = ssh_str(algo.encode()) + ssh_str(b"nistp256") + ssh_str(ec_point(r))
        body = pub + ssh_mpint(_top(r, 32))
    check = r.randbytes(4)
    private = check + check + body + ssh_str(comment.encode())
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\0"
        + ssh_str(b"none")
        + ssh_str(b"none")
        + ssh_str(b"")
        + struct.pack(">I", 1)
        + ssh_str(pub)
        + ssh_str(private)
    )
    label = "OPENSSH " + PRIV
    body_text = wrap(base64.b64encode(blob).decode(), 70)
    return f"-----BEGIN {label}-----\n{body_text}\n-----END {label}-----"


# --------------------------------------------------------------------------- tokens


def jwt(header: dict[str, object], claims: dict[str, object], signature: bytes) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url_of(signature)}"


def storage_key(r: Random) -> str:
    return b64(r, 64)


def sas_sig(r: Random) -> str:
    """A SAS ``sig`` value as it appears in a URL (base64, percent-encoded)."""
    raw = b64(r, 32)
    return raw.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")


def entra_secret(r: Random) -> str:
    body = pick(r, ALNUM + "_-.~", 34)
    return pick(r, ALNUM, 3) + r.choice("78") + "Q" + "~" + body


# --------------------------------------------------------------------------- setting

PEOPLE = (
    "Jannik",
    "Merle",
    "Ole",
    "Svenja",
    "Mads",
    "Freja",
    "Rasmus",
    "Sofie",
    "Henrike",
    "Kasper",
)
SITES = ("HAM1", "HAM2", "AAR1")
NAMESPACES = ("ewm-bridge", "fleet", "keycloak", "payments", "observability", "opcua-gw")


def robot(r: Random) -> str:
    site = r.choice(("ham1", "ham2", "aar1"))
    return f"agv-{site}-{r.randint(1, 140):03d}"


def person(r: Random) -> str:
    return r.choice(PEOPLE)
