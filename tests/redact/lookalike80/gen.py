"""Seeded value generators, DER / OpenSSH builders and the ``Kind`` record of ``lookalike80``.

The corpus is set in March 2037 at Wagonik, an invented Polish-Czech rail-and-road freight
forwarder (Wrocław, with a team in Ostrava). A template holds fields written ``⟨name⟩``; a
kind's ``values`` function draws one value per field from the ``random.Random`` that
``KindCorpus`` seeds with ``lookalike80:holdout:<kind>``. Nothing here is a credential:
vendor prefixes are joined from pieces where they are written at all, and every key, token
and password is drawn from the seeded generator.
"""

from __future__ import annotations

import base64
import hashlib
import json
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
UHEX = HEX.upper()
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
ENTRA_CHARS = ALNUM + "_~.-"
PW_CHARS = ALNUM + "!#%*+-.=?@^_~"
URL_PW_CHARS = ALNUM + "-_.~"

SECRET_N = 7
BENIGN_N = 11
SOURCE = "written"

# 2037-01-01T00:00:00Z as a Unix time; every timestamp of the corpus falls in early 2037.
EPOCH_2037 = 2_114_380_800

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = BENIGN_N
    secrets: tuple[str, ...] = ()
    source: str = SOURCE


def secret_kind(
    name: str, templates: tuple[str, ...], values: Values, secrets: tuple[str, ...]
) -> Kind:
    return Kind(name, templates, values, n=SECRET_N, secrets=secrets)


def benign_kind(name: str, templates: tuple[str, ...], values: Values) -> Kind:
    return Kind(name, templates, values, n=BENIGN_N)


# --------------------------------------------------------------------------- the secret rule


def _is_armor(line: str) -> bool:
    return line.startswith(("-----BEGIN", "-----END"))


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key gives one secret per body line of 16+
    characters, stripped of indentation. BEGIN/END armour lines are never listed."""
    if "\n" not in value:
        if len(value) < 16:
            raise AssertionError(f"secret field {name!r} is shorter than 16: {value!r}")
        return [value]
    out = []
    for line in value.splitlines():
        body = line.strip()
        if len(body) >= 16 and not _is_armor(body):
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


# ------------------------------------------------------------------------------ basic draws


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


def b64_of(text: str | bytes) -> str:
    raw = text.encode() if isinstance(text, str) else text
    return base64.b64encode(raw).decode()


def b64url_of(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def b64url_json(value: object) -> str:
    return b64url_of(json.dumps(value, separators=(",", ":")).encode())


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def uuid7(r: Random) -> str:
    ms = (EPOCH_2037 + r.randrange(0, 90 * 86400)) * 1000 + r.randrange(1000)
    value = (ms << 80) | (0x7 << 76) | (r.getrandbits(12) << 64)
    value |= (0b10 << 62) | r.getrandbits(62)
    return str(uuid.UUID(int=value))


def ulid(r: Random) -> str:
    ms = (EPOCH_2037 + r.randrange(0, 90 * 86400)) * 1000 + r.randrange(1000)
    head = ""
    for _ in range(10):
        head = CROCKFORD[ms % 32] + head
        ms //= 32
    return head + pick(r, CROCKFORD, 16)


def object_id(r: Random) -> str:
    stamp = EPOCH_2037 + r.randrange(0, 90 * 86400)
    return f"{stamp:08x}" + hexs(r, 16)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.splitlines())


def epoch(r: Random) -> int:
    return EPOCH_2037 + r.randrange(0, 90 * 86400)


def day(r: Random) -> str:
    return f"2037-{r.randint(1, 3):02d}-{r.randint(1, 28):02d}"


def stamp(r: Random) -> str:
    return f"{day(r)}T{r.randint(5, 22):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"


def clock(r: Random) -> str:
    return f"{r.randint(6, 23):02d}:{r.randint(0, 59):02d}"


# ---------------------------------------------------------------------------------- people

PEOPLE_PL = ("Kasia", "Tomek", "Marek", "Agnieszka", "Paweł", "Ola", "Grzegorz", "Ewa")
PEOPLE_CS = ("Jirka", "Petra", "Ondřej", "Lucie", "Tomáš", "Zuzka", "Radek", "Hana")
PEOPLE = PEOPLE_PL + PEOPLE_CS
SERVICES = (
    "fwd-booking",
    "fwd-tariff-api",
    "ksef-gateway",
    "isdoc-exporter",
    "payments-pl",
    "payments-cz",
    "shipping-labels",
    "sap-bridge",
    "wagon-tracker",
    "customs-docs",
)
NAMESPACES = ("fwd", "fwd-staging", "payments", "integrations", "shipping", "observability")


def person(r: Random) -> str:
    return r.choice(PEOPLE)


def service(r: Random) -> str:
    return r.choice(SERVICES)


def ticket(r: Random) -> str:
    return f"{r.choice(('FWD', 'PAY', 'OPS', 'KSEF', 'SHIP'))}-{r.randint(100, 4999)}"


# ------------------------------------------------------------------------------- passwords

WORDS = (
    "Lokomotywa",
    "Wagon",
    "Odra",
    "Semafor",
    "Peron",
    "Rozjazd",
    "Nastawnia",
    "Plomba",
    "Spedycja",
    "Cysterna",
    "Vagon",
    "Ostrava",
    "Vlecka",
    "Navestidlo",
    "Vyhybka",
    "Nadrazi",
    "Kontejner",
    "Nakladka",
    "Posun",
    "Zelezo",
)


def password(r: Random, n: int = 20, alphabet: str = PW_CHARS) -> str:
    """A generated password: letters, digits, a few symbols, starting with a letter or digit."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if (
            any(c.isdigit() for c in value)
            and any(c.islower() for c in value)
            and any(c.isupper() for c in value)
        ):
            return value


def url_password(r: Random, n: int = 24) -> str:
    """A password safe inside a URL's userinfo without escaping."""
    return password(r, n, URL_PW_CHARS)


def human_password(r: Random) -> str:
    """A password a person picks: two words, digits and a symbol, at least 16 characters."""
    while True:
        sep = r.choice("-_.#!")
        words = r.sample(WORDS, 2)
        tail = str(r.randint(10, 9999)) + r.choice(("!", "#", "?", "", "*", "%"))
        value = words[0] + sep + words[1] + r.choice(("", sep)) + tail
        if len(value) >= 16:
            return value


def any_password(r: Random) -> str:
    if r.random() < 0.45:
        return human_password(r)
    return password(r, r.choice((16, 18, 20, 24, 28)))


# ------------------------------------------------------------------------------------- DER


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, content: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(content)) + content


def der_int(value: int) -> bytes:
    return tlv(0x02, value.to_bytes(max(1, (value.bit_length() + 8) // 8), "big"))


def der_seq(*items: bytes) -> bytes:
    return tlv(0x30, b"".join(items))


def der_set(*items: bytes) -> bytes:
    return tlv(0x31, b"".join(items))


def der_oid(dotted: str) -> bytes:
    parts = [int(p) for p in dotted.split(".")]
    body = bytearray([40 * parts[0] + parts[1]])
    for part in parts[2:]:
        chunk = [part & 0x7F]
        part >>= 7
        while part:
            chunk.append(0x80 | (part & 0x7F))
            part >>= 7
        body.extend(reversed(chunk))
    return tlv(0x06, bytes(body))


DER_NULL = b"\x05\x00"
OID_RSA = "1.2.840.113549.1.1.1"
OID_SHA256_RSA = "1.2.840.113549.1.1.11"
OID_EC = "1.2.840.10045.2.1"
OID_P256 = "1.2.840.10045.3.1.7"
OID_ECDSA_SHA256 = "1.2.840.10045.4.3.2"
OID_ED25519 = "1.3.101.112"


def _odd_int(r: Random, bits: int) -> int:
    return r.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1


def rsa_pkcs1_der(r: Random, bits: int = 2048) -> bytes:
    half = bits // 2
    return der_seq(
        der_int(0),
        der_int(_odd_int(r, bits)),
        der_int(65537),
        der_int(r.getrandbits(bits - 1) | (1 << (bits - 2))),
        der_int(_odd_int(r, half)),
        der_int(_odd_int(r, half)),
        der_int(r.getrandbits(half - 1)),
        der_int(r.getrandbits(half - 1)),
        der_int(r.getrandbits(half - 1)),
    )


def rsa_pkcs8_der(r: Random, bits: int = 2048) -> bytes:
    algo = der_seq(der_oid(OID_RSA), DER_NULL)
    return der_seq(der_int(0), algo, tlv(0x04, rsa_pkcs1_der(r, bits)))


# NIST P-256, so that EC public points lie on the curve (the scalars are random).
_P256_P = 2**256 - 2**224 + 2**192 + 2**96 - 1
_P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
_P256_G = (
    0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
    0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
)


def _p256_add(a: tuple[int, int] | None, b: tuple[int, int] | None) -> tuple[int, int] | None:
    if a is None:
        return b
    if b is None:
        return a
    p = _P256_P
    if a[0] == b[0] and (a[1] + b[1]) % p == 0:
        return None
    if a == b:
        lam = (3 * a[0] * a[0] - 3) * pow(2 * a[1], p - 2, p) % p
    else:
        lam = (b[1] - a[1]) * pow(b[0] - a[0], p - 2, p) % p
    x = (lam * lam - a[0] - b[0]) % p
    return x, (lam * (a[0] - x) - a[1]) % p


def p256_keypair(r: Random) -> tuple[bytes, bytes]:
    """A random P-256 private scalar (32 bytes) and its uncompressed public point (65)."""
    d = r.randrange(1, _P256_N)
    point, addend, k = None, _P256_G, d
    while k:
        if k & 1:
            point = _p256_add(point, addend)
        addend = _p256_add(addend, addend)
        k >>= 1
    assert point is not None
    raw = b"\x04" + point[0].to_bytes(32, "big") + point[1].to_bytes(32, "big")
    return d.to_bytes(32, "big"), raw


def ec_sec1_der(r: Random) -> bytes:
    scalar, point = p256_keypair(r)
    return der_seq(
        der_int(1),
        tlv(0x04, scalar),
        tlv(0xA0, der_oid(OID_P256)),
        tlv(0xA1, tlv(0x03, b"\x00" + point)),
    )


def ed25519_pkcs8_der(r: Random) -> bytes:
    return der_seq(der_int(0), der_seq(der_oid(OID_ED25519)), tlv(0x04, tlv(0x04, r.randbytes(32))))


def rsa_spki_der(r: Random, bits: int = 2048) -> bytes:
    public = der_seq(der_int(_odd_int(r, bits)), der_int(65537))
    return der_seq(der_seq(der_oid(OID_RSA), DER_NULL), tlv(0x03, b"\x00" + public))


def ec_spki_der(r: Random) -> bytes:
    algo = der_seq(der_oid(OID_EC), der_oid(OID_P256))
    return der_seq(algo, tlv(0x03, b"\x00" + p256_keypair(r)[1]))


def _name(cn: str, org: str, country: str) -> bytes:
    def rdn(oid: str, tag: int, value: str) -> bytes:
        return der_set(der_seq(der_oid(oid), tlv(tag, value.encode())))

    return der_seq(
        rdn("2.5.4.6", 0x13, country), rdn("2.5.4.10", 0x0C, org), rdn("2.5.4.3", 0x0C, cn)
    )


def certificate_der(r: Random, cn: str, issuer: str, ec: bool = False) -> bytes:
    """An X.509 v3 certificate with the right DER shape and random key and signature bytes."""
    org = "Wagonik sp. z o.o."
    if ec:
        sig_algo = der_seq(der_oid(OID_ECDSA_SHA256))
        spki = ec_spki_der(r)
        sig = der_seq(der_int(_odd_int(r, 256)), der_int(_odd_int(r, 255)))
    else:
        sig_algo = der_seq(der_oid(OID_SHA256_RSA), DER_NULL)
        spki = rsa_spki_der(r)
        sig = r.randbytes(256)
    start = f"37{r.randint(1, 3):02d}{r.randint(1, 28):02d}{r.randint(0, 23):02d}0000Z"
    end = f"{r.choice(('38', '39'))}{start[2:]}"
    tbs = der_seq(
        tlv(0xA0, der_int(2)),
        der_int(r.getrandbits(127) | (1 << 126)),
        sig_algo,
        _name(issuer, org, "PL"),
        der_seq(tlv(0x17, start.encode()), tlv(0x17, end.encode())),
        _name(cn, org, r.choice(("PL", "CZ"))),
        spki,
    )
    return der_seq(tbs, sig_algo, tlv(0x03, b"\x00" + sig))


def pem(label: str, der: bytes, width: int = 64) -> str:
    body = wrap(base64.b64encode(der).decode(), width)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def fingerprint(der: bytes, algo: str = "sha256") -> str:
    digest = hashlib.new(algo, der).hexdigest().upper()
    return ":".join(digest[i : i + 2] for i in range(0, len(digest), 2))


# --------------------------------------------------------------------------------- OpenSSH


def sshstr(raw: bytes) -> bytes:
    return struct.pack(">I", len(raw)) + raw


def _mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\x00")
    return sshstr(b"\x00" + raw if raw and raw[0] & 0x80 else raw)


def ssh_public_blob(r: Random, algo: str) -> tuple[bytes, bytes, bytes]:
    """A public key blob, the raw public part and the private part, for ``ssh-ed25519``
    (random bytes) or ECDSA P-256 (a point on the curve)."""
    if algo == "ssh-ed25519":
        raw = r.randbytes(32)
        return sshstr(algo.encode()) + sshstr(raw), raw, r.randbytes(32)
    scalar, raw = p256_keypair(r)
    return sshstr(algo.encode()) + sshstr(b"nistp256") + sshstr(raw), raw, scalar


def openssh_public(r: Random, algo: str, comment: str) -> str:
    blob = ssh_public_blob(r, algo)[0]
    return f"{algo} {base64.b64encode(blob).decode()} {comment}"


def openssh_private(r: Random, algo: str, comment: str, encrypted: bool = False) -> str:
    """An ``openssh-key-v1`` private key with the real layout and random key material."""
    blob, raw, secret = ssh_public_blob(r, algo)
    check = r.randbytes(4)
    priv = check + check + sshstr(algo.encode())
    if algo == "ssh-ed25519":
        priv += sshstr(raw) + sshstr(secret + raw)
    else:
        priv += sshstr(b"nistp256") + sshstr(raw) + _mpint(secret)
    priv += sshstr(comment.encode())
    block = 16 if encrypted else 8
    pad = 1
    while len(priv) % block:
        priv += bytes([pad])
        pad += 1
    if encrypted:
        cipher, kdf = b"aes256-ctr", b"bcrypt"
        options = sshstr(r.randbytes(16)) + struct.pack(">I", 16)
        priv = r.randbytes(len(priv))
    else:
        cipher, kdf, options = b"none", b"none", b""
    data = b"openssh-key-v1\x00" + sshstr(cipher) + sshstr(kdf) + sshstr(options)
    data += struct.pack(">I", 1) + sshstr(blob) + sshstr(priv)
    body = wrap(base64.b64encode(data).decode(), 70)
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----"


# -------------------------------------------------------------------------------------- JWT


def keycloak_header(alg: str, kid: str) -> str:
    """Keycloak writes its JOSE header with spaces around two of the colons."""
    return b64url_of(f'{{"alg":"{alg}","typ" : "JWT","kid" : "{kid}"}}'.encode())


def jwt(header: str, claims: dict[str, object], sig: bytes) -> str:
    return f"{header}.{b64url_json(claims)}.{b64url_of(sig)}"


def rs256_jwt(r: Random, claims: dict[str, object], kid: str | None = None) -> str:
    header = b64url_json({"alg": "RS256", "typ": "JWT", "kid": kid or b64url(r, 32)})
    return jwt(header, claims, r.randbytes(256))


# ------------------------------------------------------------------------- domain identifiers


def nip(r: Random) -> str:
    """A Polish NIP (tax id) with a valid check digit."""
    weights = (6, 5, 7, 2, 3, 4, 5, 6, 7)
    while True:
        head = r.choice("123456789") + digits(r, 8)
        check = sum(int(d) * w for d, w in zip(head, weights, strict=True)) % 11
        if check != 10:
            return head + str(check)


def ico(r: Random) -> str:
    """A Czech IČO (company id) with a valid check digit."""
    head = r.choice("123456789") + digits(r, 6)
    total = sum(int(d) * (8 - i) for i, d in enumerate(head))
    return head + str((11 - total % 11) % 10)


def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def iban_pl(r: Random) -> str:
    return _iban("PL", r.choice(("1020", "1140", "1050", "1090", "2490")) + digits(r, 20))


def iban_cz(r: Random) -> str:
    return _iban("CZ", r.choice(("0100", "0300", "0800", "2010", "5500")) + digits(r, 16))


def group(text: str, size: int = 4) -> str:
    return " ".join(text[i : i + size] for i in range(0, len(text), size))


_ISO6346_VALUES = (10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 29)
_ISO6346_VALUES += (30, 31, 32, 34, 35, 36, 37, 38)
_ISO6346 = dict(zip(string.ascii_uppercase, _ISO6346_VALUES, strict=True))


def container_no(r: Random) -> str:
    """An ISO 6346 container number with a valid check digit."""
    code = pick(r, string.ascii_uppercase, 3) + "U" + digits(r, 6)
    total = sum((_ISO6346[c] if c.isalpha() else int(c)) * 2**i for i, c in enumerate(code))
    return code + str(total % 11 % 10)


def uic_wagon(r: Random) -> str:
    """A 12-digit UIC freight wagon number (PL 51 / CZ 54 keeper) with its check digit."""
    head = r.choice(("31", "33", "37", "21", "23", "81")) + r.choice(("51", "54")) + digits(r, 7)
    total = 0
    for i, d in enumerate(head):
        prod = int(d) * (2 if i % 2 == 0 else 1)
        total += prod // 10 + prod % 10
    check = (10 - total % 10) % 10
    return f"{head[:2]} {head[2:4]} {head[4:8]} {head[8:]}-{check}"


def ksef_number(r: Random, tax_id: str | None = None) -> str:
    """A KSeF invoice number: seller NIP, date, 12 hex and a 2-hex check part."""
    date = day(r).replace("-", "")
    return f"{tax_id or nip(r)}-{date}-{uhex(r, 12)}-{uhex(r, 2)}"


def ksef_reference(r: Random, kind: str = "SO") -> str:
    return f"{day(r).replace('-', '')}-{kind}-{uhex(r, 10)}-{uhex(r, 10)}-{uhex(r, 2)}"


def payu_order_id(r: Random) -> str:
    return pick(r, UPPER_ALNUM, 10) + day(r)[2:].replace("-", "") + "GUEST000P01"


def comgate_trans_id(r: Random) -> str:
    return "-".join(pick(r, UPPER_ALNUM, 4) for _ in range(3))


def p24_token(r: Random) -> str:
    return f"{uhex(r, 10)}-{uhex(r, 6)}-{uhex(r, 6)}-{uhex(r, 10)}"


def inpost_tracking(r: Random) -> str:
    return "6" + digits(r, 23)


def packeta_barcode(r: Random) -> str:
    return "Z" + num(r, 10)


def paczkomat(r: Random) -> str:
    return (
        r.choice(("WRO", "KRA", "KAT", "OPO", "GLI", "WAW"))
        + f"{r.randint(1, 99):02d}"
        + (r.choice("MAN"))
    )


def wagonik_order(r: Random) -> str:
    return f"WGK-{r.choice(('PL', 'CZ'))}-2037-{digits(r, 6)}"


def azure_sub(r: Random) -> str:
    return uuid4(r)
