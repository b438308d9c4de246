"""Seeded value generators, DER/OpenSSH builders and the ``Kind`` record of ``lookalike70``.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike70:holdout:<kind>``.
Nothing here is a credential: vendor prefixes are joined from pieces, and every key, token
and password is drawn from that generator when the corpus is built.
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
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#$%*+-.:=?@^_~"
URL_SAFE_PW = ALNUM + "-_.~"

SECRET_N = 7
BENIGN_N = 11

# 2034-12-01T00:00:00Z; every date in the corpus falls in December 2034.
DEC_2034 = 2048544000

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = BENIGN_N
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- the secret rule -------------------------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line value (a key) gives one secret per body
    line of 16+ characters, stripped of indentation. BEGIN/END lines are never listed."""
    if "\n" not in value:
        if len(value) < 16:
            raise AssertionError(f"{name}: one-line secret shorter than 16: {value!r}")
        return [value]
    out: list[str] = []
    for line in value.splitlines():
        body = line.strip()
        if body.startswith("-----") or len(body) < 16:
            continue
        out.append(body)
    if not out:
        raise AssertionError(f"{name}: multi-line secret without a body line")
    return out


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- small draws ------------------------------------------------------------------------------


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


def uuid7(r: Random) -> str:
    ms = (DEC_2034 + r.randrange(31 * 86400)) * 1000 + r.randrange(1000)
    value = (ms << 80) | (0x7 << 76) | (r.getrandbits(12) << 64) | (0b10 << 62)
    value |= r.getrandbits(62)
    return str(uuid.UUID(int=value))


def ulid(r: Random) -> str:
    ms = (DEC_2034 + r.randrange(31 * 86400)) * 1000 + r.randrange(1000)
    head = "".join(CROCKFORD[(ms >> (5 * i)) & 31] for i in reversed(range(10)))
    return head + pick(r, CROCKFORD, 16)


def objectid(r: Random) -> str:
    return f"{DEC_2034 + r.randrange(31 * 86400):08x}" + hexs(r, 16)


def ksuid(r: Random) -> str:
    return "2" + pick(r, ALNUM, 26)


def when(r: Random) -> datetime:
    """A moment in December 2034 (UTC)."""
    return datetime.fromtimestamp(DEC_2034 + r.randrange(31 * 86400), tz=UTC)


def iso(r: Random) -> str:
    return when(r).strftime("%Y-%m-%dT%H:%M:%SZ")


def day(r: Random) -> str:
    return f"2034-12-{r.randint(1, 31):02d}"


def epoch(r: Random) -> str:
    return str(DEC_2034 + r.randrange(31 * 86400))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.splitlines())


def password(r: Random, n: int = 20) -> str:
    """A generated password: letters, digits and a few symbols, at least one of each."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c in "!#$%*+-.:=?@^_~" for c in value):
            return value


def url_password(r: Random, n: int = 24) -> str:
    """A password that needs no escaping inside a URL."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, URL_SAFE_PW, n - 1)
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return value


_WORDS = (
    "Carpincho",
    "Hornero",
    "Chaja",
    "Ombu",
    "Tannat",
    "Malbec",
    "Girasol",
    "Cosecha",
    "Pampero",
    "Rambla",
    "Yerba",
    "Chivito",
    "Alfajor",
    "Parana",
    "Gaucho",
    "Nandu",
    "Trigo",
    "Silobolsa",
    "Sembradora",
    "Tranquera",
)


def human_password(r: Random) -> str:
    """A password a person would pick: two or three words, a separator, digits, a sign."""
    while True:
        words = [r.choice(_WORDS) for _ in range(r.choice((2, 2, 3)))]
        if r.random() < 0.3:
            words[-1] = words[-1].lower()
        sep = r.choice(("", "-", ".", "_", "#"))
        value = sep.join(words) + r.choice(("", "!", "?", "$", "*")) + num(r, r.choice((2, 4)))
        if len(value) >= 16:
            return value


# --- vendor formats -----------------------------------------------------------------------------
# Prefixes are joined from pieces so that no literal in the source is a credential.

APP_USR = "APP" + "_USR-"
MP_TEST = "TE" + "ST-"
AKIA = "AK" + "IA"
ASIA = "AS" + "IA"
STS_HEAD = "IQoJb3JpZ2lu" + "X2Vj"
GHP = "gh" + "p_"
GHS = "gh" + "s_"
GH_PAT = "github" + "_pat_"
SG = "S" + "G."
PHX = "ph" + "x_"
PHC = "ph" + "c_"
META = "E" + "AA"
TURNSTILE = "0x" + "4AAAAAAA"
DD_PUB = "pu" + "b"
PRIV = "PRIVATE" + " KEY"
RSA_PRIV = "RSA " + PRIV
EC_PRIV = "EC " + PRIV
OSSH_PRIV = "OPENSSH " + PRIV


def twilio_sid(r: Random, prefix: str) -> str:
    """A Twilio SID: a two-letter type (AC, VA, VE, SM, MG, SK) and 32 hex digits."""
    return prefix + hexs(r, 32)


def mp_access_token(r: Random, prefix: str = APP_USR) -> str:
    """Mercado Pago access token: prefix, 16-digit app id, 6 digits, 32 hex, 9-digit user."""
    middle = f"{r.randint(10, 12):02d}{pick(r, DIGITS, 4)}"
    return f"{prefix}{num(r, 16)}-{middle}-{hexs(r, 32)}-{num(r, 9)}"


def mp_public_key(r: Random, prefix: str = APP_USR) -> str:
    return prefix + uuid4(r)


def mp_payment_id(r: Random) -> str:
    return num(r, 11)


def aws_secret_key(r: Random) -> str:
    return pick(r, B64STD, 40)


def aws_key_id(r: Random, prefix: str = AKIA) -> str:
    return prefix + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def aws_account(r: Random) -> str:
    return num(r, 12)


def sts_session_token(r: Random) -> str:
    return STS_HEAD + b64(r, r.choice((480, 528, 612)))


def cognito_pool(r: Random) -> str:
    return "sa-east-1_" + pick(r, ALNUM, 9)


def cognito_client_id(r: Random) -> str:
    return pick(r, LOWER_ALNUM, 26)


def cloudflare_token(r: Random) -> str:
    return pick(r, B64URL, 40)


def turnstile_site_key(r: Random) -> str:
    return TURNSTILE + pick(r, B64URL, 14)


def github_pat(r: Random) -> str:
    return GH_PAT + "11" + pick(r, UPPER_ALNUM, 20) + "_" + pick(r, ALNUM, 59)


def sendgrid_key(r: Random) -> str:
    return SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)


def whatsapp_token(r: Random) -> str:
    return META + r.choice("GBJ") + pick(r, ALNUM, r.choice((180, 196, 204)))


def posthog_project_key(r: Random) -> str:
    return PHC + pick(r, ALNUM, 43)


def cuit(r: Random, company: bool = True) -> str:
    return r.choice(("30", "33") if company else ("20", "23", "27")) + pick(r, DIGITS, 9)


def rut_uy(r: Random) -> str:
    """A Uruguayan RUT: 12 digits, the company ones start with 21 and carry 001 before the
    check digit."""
    return "21" + pick(r, DIGITS, 6) + "001" + pick(r, DIGITS, 1)


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig_bytes: int) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig_bytes)}"


# --- DER ------------------------------------------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def der_seq(*parts: bytes) -> bytes:
    return tlv(0x30, b"".join(parts))


def der_set(*parts: bytes) -> bytes:
    return tlv(0x31, b"".join(parts))


def der_uint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0") or b"\0"
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return tlv(0x02, raw)


def der_int(n: int) -> bytes:
    return der_uint(n.to_bytes(max(1, (n.bit_length() + 7) // 8), "big"))


def der_octets(raw: bytes) -> bytes:
    return tlv(0x04, raw)


def der_bits(raw: bytes) -> bytes:
    return tlv(0x03, b"\0" + raw)


DER_NULL = b"\x05\x00"


def der_oid(dotted: str) -> bytes:
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


OID_RSA = "1.2.840.113549.1.1.1"
OID_SHA256_RSA = "1.2.840.113549.1.1.11"
OID_EC = "1.2.840.10045.2.1"
OID_P256 = "1.2.840.10045.3.1.7"
OID_ED25519 = "1.3.101.112"
_NAME_OIDS = {"C": "2.5.4.6", "O": "2.5.4.10", "OU": "2.5.4.11", "CN": "2.5.4.3"}
_NAME_OIDS["serialNumber"] = "2.5.4.5"


def _big(r: Random, bits: int, odd: bool = False) -> int:
    value = r.getrandbits(bits) | (1 << (bits - 1))
    return value | 1 if odd else value


def rsa_pkcs1_der(r: Random, bits: int = 2048) -> bytes:
    """An RSAPrivateKey with the right shape (sizes, e = 65537); the numbers are random."""
    half = bits // 2
    fields = [
        0,
        _big(r, bits, odd=True),
        65537,
        _big(r, bits - r.choice((0, 1, 2))),
        _big(r, half, odd=True),
        _big(r, half, odd=True),
        _big(r, half - r.choice((0, 1))),
        _big(r, half - r.choice((0, 1))),
        _big(r, half - r.choice((0, 1, 2))),
    ]
    return der_seq(*(der_int(f) for f in fields))


def rsa_pkcs8_der(r: Random, bits: int = 2048) -> bytes:
    alg = der_seq(der_oid(OID_RSA), DER_NULL)
    return der_seq(der_int(0), alg, der_octets(rsa_pkcs1_der(r, bits)))


def ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_sec1_der(r: Random) -> bytes:
    return der_seq(
        der_int(1),
        der_octets(r.randbytes(32)),
        tlv(0xA0, der_oid(OID_P256)),
        tlv(0xA1, der_bits(ec_point(r))),
    )


def ed25519_pkcs8_der(r: Random) -> bytes:
    return der_seq(
        der_int(0), der_seq(der_oid(OID_ED25519)), der_octets(der_octets(r.randbytes(32)))
    )


def rsa_spki_der(r: Random, bits: int = 2048) -> bytes:
    alg = der_seq(der_oid(OID_RSA), DER_NULL)
    return der_seq(alg, der_bits(der_seq(der_int(_big(r, bits, odd=True)), der_int(65537))))


def ec_spki_der(r: Random) -> bytes:
    return der_seq(der_seq(der_oid(OID_EC), der_oid(OID_P256)), der_bits(ec_point(r)))


def _name(pairs: list[tuple[str, str]]) -> bytes:
    rdns = []
    for key, value in pairs:
        tag = 0x13 if key in ("C", "serialNumber") else 0x0C
        rdns.append(der_set(der_seq(der_oid(_NAME_OIDS[key]), tlv(tag, value.encode()))))
    return der_seq(*rdns)


def _utc(moment: datetime) -> bytes:
    return tlv(0x17, moment.strftime("%y%m%d%H%M%SZ").encode())


def x509_der(
    r: Random, subject: list[tuple[str, str]], issuer: list[tuple[str, str]], years: int = 2
) -> bytes:
    """A certificate with the real layout (v3, serial, sha256WithRSA, names, validity, RSA
    public key, subject key id); the key and signature bytes are random."""
    alg = der_seq(der_oid(OID_SHA256_RSA), DER_NULL)
    start = when(r).replace(hour=0, minute=0, second=0) - timedelta(days=r.randrange(400))
    validity = der_seq(_utc(start), _utc(start + timedelta(days=365 * years)))
    ski = der_seq(der_oid("2.5.29.14"), der_octets(der_octets(r.randbytes(20))))
    tbs = der_seq(
        tlv(0xA0, der_int(2)),
        der_uint(bytes([r.randint(1, 0x7F)]) + r.randbytes(r.choice((7, 15)))),
        alg,
        _name(issuer),
        validity,
        _name(subject),
        rsa_spki_der(r),
        tlv(0xA3, der_seq(ski)),
    )
    return der_seq(tbs, alg, der_bits(r.randbytes(256)))


def pem(label: str, der: bytes) -> str:
    body = wrap(base64.b64encode(der).decode(), 64)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def pem_body(pem_text: str) -> list[str]:
    return [line for line in pem_text.splitlines() if not line.startswith("-----")]


# --- OpenSSH -----------------------------------------------------------------------------------


def _ssh_str(raw: bytes) -> bytes:
    return len(raw).to_bytes(4, "big") + raw


def _ssh_mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0")
    if raw and raw[0] & 0x80:
        raw = b"\0" + raw
    return _ssh_str(raw)


def ssh_public_blob(r: Random, algo: str) -> tuple[bytes, bytes]:
    """(public blob, private part) for ``ssh-ed25519`` or ``ecdsa-sha2-nistp256``."""
    if algo == "ssh-ed25519":
        pub = r.randbytes(32)
        seed = r.randbytes(32)
        blob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
        private = _ssh_str(b"ssh-ed25519") + _ssh_str(pub) + _ssh_str(seed + pub)
        return blob, private
    point = ec_point(r)
    blob = _ssh_str(algo.encode()) + _ssh_str(b"nistp256") + _ssh_str(point)
    return blob, blob + _ssh_mpint(r.randbytes(32))


def ssh_public_line(r: Random, algo: str, comment: str) -> str:
    blob, _ = ssh_public_blob(r, algo)
    return f"{algo} {base64.b64encode(blob).decode()} {comment}"


def openssh_private(r: Random, algo: str, comment: str) -> str:
    """An unencrypted ``openssh-key-v1`` private key (the layout ssh-keygen writes)."""
    blob, private = ssh_public_blob(r, algo)
    check = r.randbytes(4)
    inner = check + check + private + _ssh_str(comment.encode())
    pad = 1
    while len(inner) % 8:
        inner += bytes([pad])
        pad += 1
    body = b"openssh-key-v1\0" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"")
    body += (1).to_bytes(4, "big") + _ssh_str(blob) + _ssh_str(inner)
    text = wrap(base64.b64encode(body).decode(), 70)
    return f"-----BEGIN {OSSH_PRIV}-----\n{text}\n-----END {OSSH_PRIV}-----"


def ssh_fingerprint(r: Random) -> str:
    return "SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("=")


# --- context ------------------------------------------------------------------------------------

SERVICES = (
    "pagos-api",
    "cobranzas-worker",
    "facturador-afip",
    "cfe-uy",
    "notificaciones-wa",
    "liquidaciones",
    "checkout-web",
    "conciliacion-batch",
)
PEOPLE = ("Facu", "Meli", "Nacho", "Juli", "Caro", "Rodri", "Thiago", "Bruna", "Agus", "Sofi")
COMPANIES = (
    "agroserv",
    "cooplaesperanza",
    "semillasdelsur",
    "acopiosfe",
    "granosmvd",
    "tamberosunidos",
)
