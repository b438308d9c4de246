"""Seeded value generators, DER / PEM / OpenSSH builders and the ``Kind`` record of the
``lookalike68`` corpus (Nilotic Health, Kampala and Kigali, August 2034).

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike68:holdout:<kind>``.
Nothing in this package is a credential: every value is drawn at build time, and vendor
prefixes are joined from pieces where they are written at all.
"""

from __future__ import annotations

import base64
import json
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from random import Random

HEX = "0123456789abcdef"
UPPER_HEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE_PASSWORD_CHARS = ALNUM + "-_.~"

Values = Callable[[Random], dict[str, str]]

SECRET_CASES = 7
BENIGN_CASES = 11


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = BENIGN_CASES
    secrets: tuple[str, ...] = ()
    source: str = "written"


def secret_kind(kind: str, templates: tuple[str, ...], values: Values, *secrets: str) -> Kind:
    return Kind(kind, templates, values, n=SECRET_CASES, secrets=secrets)


def benign_kind(kind: str, templates: tuple[str, ...], values: Values) -> Kind:
    return Kind(kind, templates, values, n=BENIGN_CASES)


# --- the secret rule -------------------------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive.

    A one-line value is one secret. A multi-line value (a private key, with real newlines or
    with the two-character ``\\n`` escapes of a JSON string) gives one secret per body line of
    16 or more characters, stripped of indentation; ``-----BEGIN``/``-----END`` lines are
    never listed.
    """
    if "\n" not in value and "\\n" not in value:
        if len(value) < 16:
            raise AssertionError(f"secret field {name!r} is shorter than 16: {value!r}")
        return [value]
    out: list[str] = []
    for line in value.replace("\\n", "\n").split("\n"):
        body = line.strip()
        if len(body) >= 16 and not body.startswith("-----"):
            out.append(body)
    if not out:
        raise AssertionError(f"multi-line secret field {name!r} has no body line")
    return out


# --- plain random values ---------------------------------------------------------------------


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


_AUG_2034 = int(datetime(2034, 8, 1, tzinfo=UTC).timestamp())


def unix_aug(r: Random) -> int:
    """A Unix time (seconds) in August 2034."""
    return _AUG_2034 + r.randrange(31 * 86400)


def iso_aug(r: Random) -> str:
    return datetime.fromtimestamp(unix_aug(r), UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def day(r: Random) -> str:
    return f"{r.randint(1, 31):02d}"


def hhmm(r: Random) -> str:
    return f"{r.randint(6, 23):02d}:{r.randint(0, 59):02d}"


def ulid(r: Random) -> str:
    ms = unix_aug(r) * 1000 + r.randrange(1000)
    head = ""
    for _ in range(10):
        head = CROCKFORD[ms % 32] + head
        ms //= 32
    return head + pick(r, CROCKFORD, 16)


def object_id(r: Random) -> str:
    return f"{unix_aug(r) - r.randrange(400 * 86400):08x}" + hexs(r, 16)


def firestore_id(r: Random) -> str:
    return pick(r, ALNUM, 20)


def dhis2_uid(r: Random) -> str:
    return pick(r, string.ascii_letters, 1) + pick(r, ALNUM, 10)


def ip10(r: Random) -> str:
    return f"10.{r.randint(0, 40)}.{r.randint(0, 255)}.{r.randint(2, 254)}"


def msisdn_ug(r: Random) -> str:
    return "256" + r.choice(("77", "78", "76", "70", "75", "74")) + pick(r, DIGITS, 7)


def msisdn_rw(r: Random) -> str:
    return "250" + r.choice(("78", "79", "72", "73")) + pick(r, DIGITS, 7)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.split("\n"))


PEOPLE = (
    "Okello",
    "Nakato",
    "Ssemakula",
    "Namubiru",
    "Mugisha",
    "Uwase",
    "Habimana",
    "Iradukunda",
    "Niyonzima",
    "Achieng",
    "Kato",
    "Mukamana",
    "Nsengimana",
    "Atuhaire",
)
SERVICES = (
    "rx-dispatch",
    "momo-bridge",
    "ussd-gateway",
    "sms-notify",
    "dhis2-sync",
    "openmrs-bridge",
    "teleconsult-api",
    "pharmacy-api",
)
PROJECTS = ("nilotic-prod", "nilotic-staging", "nilotic-health-dev")
REGIONS = ("europe-west1", "africa-south1", "europe-west4")


def person(r: Random) -> str:
    return r.choice(PEOPLE)


def service(r: Random) -> str:
    return r.choice(SERVICES)


def ticket(r: Random) -> str:
    return f"NH-{r.randint(120, 2999)}"


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Nsambya",
    "Kololo",
    "Kacyiru",
    "Nyabugogo",
    "Matooke",
    "Ibirayi",
    "Rolex",
    "Bodaboda",
    "Ntinda",
    "Gisozi",
    "Kabalagala",
    "Remera",
    "Mukono",
    "Rubavu",
    "Entebbe",
    "Huye",
    "Akagera",
    "Nyungwe",
    "Bwindi",
    "Kisementi",
)


def passphrase(r: Random) -> str:
    """A human passphrase: two or three place words, digits and a symbol, 16+ characters."""
    while True:
        words = r.sample(_WORDS, r.choice((2, 3)))
        sep = r.choice(("-", ".", "_", "", "#"))
        value = sep.join(words) + r.choice(("", sep)) + num(r, r.choice((2, 3, 4)))
        value += r.choice(("!", "?", "*", "@", "$", ""))
        if len(value) >= 16:
            return value


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- DER, PEM and OpenSSH structures ---------------------------------------------------------


def der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        length = bytes([n])
    else:
        raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
        length = bytes([0x80 | len(raw)]) + raw
    return bytes([tag]) + length + body


def int_bytes(value: int) -> bytes:
    """Big-endian two's-complement bytes of a non-negative integer (DER INTEGER, SSH mpint)."""
    return value.to_bytes(max(1, (value.bit_length() + 8) // 8), "big")


def der_int(value: int) -> bytes:
    return der(0x02, int_bytes(value))


def der_seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


def der_set(*parts: bytes) -> bytes:
    return der(0x31, b"".join(parts))


def der_oid(dotted: str) -> bytes:
    arcs = [int(a) for a in dotted.split(".")]
    body = bytearray([40 * arcs[0] + arcs[1]])
    for arc in arcs[2:]:
        chunk = [arc & 0x7F]
        arc >>= 7
        while arc:
            chunk.append(0x80 | (arc & 0x7F))
            arc >>= 7
        body.extend(reversed(chunk))
    return der(0x06, bytes(body))


DER_NULL = b"\x05\x00"
OID_RSA = "1.2.840.113549.1.1.1"
OID_SHA256_RSA = "1.2.840.113549.1.1.11"
OID_EC_PUBLIC = "1.2.840.10045.2.1"
OID_P256 = "1.2.840.10045.3.1.7"
OID_ECDSA_SHA256 = "1.2.840.10045.4.3.2"
OID_ED25519 = "1.3.101.112"


def der_bits(body: bytes) -> bytes:
    return der(0x03, b"\x00" + body)


def der_octets(body: bytes) -> bytes:
    return der(0x04, body)


def _odd(r: Random, bits: int) -> int:
    return r.getrandbits(bits) | (1 << (bits - 1)) | 1


def rsa_numbers(r: Random, bits: int) -> dict[str, int]:
    """Random integers of an RSA key's sizes (shape only: not a working key)."""
    half = bits // 2
    return {
        "n": _odd(r, bits),
        "e": 65537,
        "d": r.getrandbits(bits - 1) | (1 << (bits - 2)),
        "p": _odd(r, half),
        "q": _odd(r, half),
        "dp": r.getrandbits(half - 1),
        "dq": r.getrandbits(half - 1),
        "qi": r.getrandbits(half - 1),
    }


def rsa_private_pkcs1(r: Random, bits: int = 2048) -> bytes:
    k = rsa_numbers(r, bits)
    order = ("n", "e", "d", "p", "q", "dp", "dq", "qi")
    return der_seq(der_int(0), *(der_int(k[name]) for name in order))


def rsa_private_pkcs8(r: Random, bits: int = 2048) -> bytes:
    algorithm = der_seq(der_oid(OID_RSA), DER_NULL)
    return der_seq(der_int(0), algorithm, der_octets(rsa_private_pkcs1(r, bits)))


def ec_private_sec1(r: Random) -> bytes:
    return der_seq(
        der_int(1),
        der_octets(r.randbytes(32)),
        der(0xA0, der_oid(OID_P256)),
        der(0xA1, der_bits(b"\x04" + r.randbytes(64))),
    )


def ed25519_private_pkcs8(r: Random) -> bytes:
    return der_seq(
        der_int(0), der_seq(der_oid(OID_ED25519)), der_octets(der_octets(r.randbytes(32)))
    )


def rsa_public_spki(r: Random, bits: int = 2048) -> bytes:
    algorithm = der_seq(der_oid(OID_RSA), DER_NULL)
    return der_seq(algorithm, der_bits(der_seq(der_int(_odd(r, bits)), der_int(65537))))


def ec_public_spki(r: Random) -> bytes:
    algorithm = der_seq(der_oid(OID_EC_PUBLIC), der_oid(OID_P256))
    return der_seq(algorithm, der_bits(b"\x04" + r.randbytes(64)))


def _name(country: str, org: str, cn: str) -> bytes:
    def rdn(oid: str, tag: int, value: str) -> bytes:
        return der_set(der_seq(der_oid(oid), der(tag, value.encode())))

    return der_seq(
        rdn("2.5.4.6", 0x13, country), rdn("2.5.4.10", 0x0C, org), rdn("2.5.4.3", 0x0C, cn)
    )


def certificate(
    r: Random, cn: str, issuer_cn: str, country: str = "UG", rsa: bool = False
) -> bytes:
    """An X.509 v3 certificate's DER shape: real structure, random key and signature."""
    org = "Nilotic Health Ltd"
    start = datetime.fromtimestamp(unix_aug(r) - 86400 * r.randint(30, 300), UTC)
    end = start.replace(year=start.year + r.choice((1, 2)))
    validity = der_seq(
        der(0x17, start.strftime("%y%m%d%H%M%SZ").encode()),
        der(0x17, end.strftime("%y%m%d%H%M%SZ").encode()),
    )
    sig_oid = OID_SHA256_RSA if rsa else OID_ECDSA_SHA256
    sig_alg = der_seq(der_oid(sig_oid), DER_NULL) if rsa else der_seq(der_oid(sig_oid))
    spki = rsa_public_spki(r) if rsa else ec_public_spki(r)
    tbs = der_seq(
        der(0xA0, der_int(2)),
        der_int(r.getrandbits(127) | (1 << 120)),
        sig_alg,
        _name(country, org, issuer_cn),
        validity,
        _name(country, org, cn),
        spki,
    )
    if rsa:
        signature = der_bits(r.randbytes(256))
    else:
        signature = der_bits(der_seq(der_int(r.getrandbits(256)), der_int(r.getrandbits(256))))
    return der_seq(tbs, sig_alg, signature)


PRIVATE = "PRIVATE" + " KEY"


def pem(label: str, body: bytes, spaces: int = 0) -> str:
    """A PEM block (BEGIN/END lines included), every line indented by ``spaces``."""
    text = f"-----BEGIN {label}-----\n{wrap(b64_of(body), 64)}\n-----END {label}-----"
    return indent(text, spaces) if spaces else text


def pem_json(label: str, body: bytes) -> str:
    """A PEM block as a JSON string holds it: lines joined by the two characters ``\\n``."""
    lines = [f"-----BEGIN {label}-----", *wrap(b64_of(body), 64).split("\n")]
    return "\\n".join([*lines, f"-----END {label}-----", ""])


def _sshstr(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def openssh_key(r: Random, comment: str, algo: str = "ed25519") -> tuple[str, str]:
    """An ``openssh-key-v1`` private key (unencrypted) and its public line."""
    check = r.randbytes(4)
    if algo == "ed25519":
        name = b"ssh-ed25519"
        pk = r.randbytes(32)
        public_blob = _sshstr(name) + _sshstr(pk)
        private = _sshstr(name) + _sshstr(pk) + _sshstr(r.randbytes(32) + pk)
    else:
        name = b"ssh-rsa"
        k = rsa_numbers(r, 3072)
        e, n = int_bytes(k["e"]), int_bytes(k["n"])
        public_blob = _sshstr(name) + _sshstr(e) + _sshstr(n)
        fields = (k["n"], k["e"], k["d"], k["qi"], k["p"], k["q"])
        private = _sshstr(name) + b"".join(_sshstr(int_bytes(v)) for v in fields)
    section = check + check + private + _sshstr(comment.encode())
    pad = 1
    while len(section) % 8:
        section += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + struct.pack(">I", 1)
        + _sshstr(public_blob)
        + _sshstr(section)
    )
    label = "OPENSSH " + PRIVATE
    text = f"-----BEGIN {label}-----\n{wrap(b64_of(blob), 70)}\n-----END {label}-----"
    return text, f"{name.decode()} {b64_of(public_blob)} {comment}"


def ssh_public(r: Random, comment: str, algo: str) -> str:
    """A public key line of ``algo`` (ed25519, rsa or ecdsa) with random key material."""
    if algo == "ed25519":
        blob = _sshstr(b"ssh-ed25519") + _sshstr(r.randbytes(32))
        return f"ssh-ed25519 {b64_of(blob)} {comment}"
    if algo == "rsa":
        blob = _sshstr(b"ssh-rsa") + _sshstr(int_bytes(65537)) + _sshstr(int_bytes(_odd(r, 3072)))
        return f"ssh-rsa {b64_of(blob)} {comment}"
    name = b"ecdsa-sha2-nistp256"
    blob = _sshstr(name) + _sshstr(b"nistp256") + _sshstr(b"\x04" + r.randbytes(64))
    return f"{name.decode()} {b64_of(blob)} {comment}"


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig_bytes: int) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig_bytes)}"
