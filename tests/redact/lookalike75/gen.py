"""Seeded value generators and the ``Kind`` record of the ``lookalike75`` corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike75:holdout:<kind>``.
Key material is built with its real structure (DER for PEM keys and certificates, the
``openssh-key-v1`` layout for OpenSSH keys) around random bytes. Nothing here is a
credential: vendor prefixes are joined from pieces where they are written at all.
"""

from __future__ import annotations

import base64
import json
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random
from urllib.parse import quote

HEX = "0123456789abcdef"
UHEX = HEX.upper()
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~$"
URL_SAFE_PASSWORD_CHARS = ALNUM + "-_.~"

# 2036-02-01T00:00:00Z; every timestamp in the corpus falls in February 2036.
FEB_2036 = 2085436800

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- small draws ------------------------------------------------------------------------


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


def b64url_raw(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def urlenc(text: str) -> str:
    return quote(text, safe="")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ts(r: Random) -> int:
    """A Unix time in February 2036."""
    return FEB_2036 + r.randrange(28 * 86400)


def day(r: Random) -> str:
    return f"{r.randint(1, 28):02d}"


def hms(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def iso(r: Random) -> str:
    return f"2036-02-{day(r)}T{hms(r)}Z"


def ulid(r: Random) -> str:
    millis = ts(r) * 1000 + r.randrange(1000)
    head = "".join(CROCKFORD[(millis >> (45 - 5 * i)) & 31] for i in range(10))
    return head + pick(r, CROCKFORD, 16)


def object_id(r: Random) -> str:
    return f"{ts(r):08x}" + hexs(r, 16)


def msisdn_ke(r: Random) -> str:
    """A Kenyan mobile number in the form Daraja wants, from a test range."""
    return "2547" + r.choice(("00", "10", "20")) + num(r, 6)


def masked_msisdn(r: Random) -> str:
    return "2547" + pick(r, DIGITS, 2) + "***" + pick(r, DIGITS, 3)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, pad: str) -> str:
    return "\n".join(pad + line for line in text.splitlines())


def password(r: Random, n: int = 20) -> str:
    """A generated password: letters, digits and a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 22) -> str:
    """A password that can sit in a URL or a shell word unquoted."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, URL_SAFE_PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    # Kiswahili
    "simba", "mvua", "kahawa", "nyota", "bahari", "mlima", "twiga", "tembo", "matatu",
    "pikipiki", "chapati", "mchana", "baridi", "kesho", "rafiki",
    # Afrikaans
    "braai", "rooibos", "vetkoek", "bakkie", "stoep", "lekker", "tafelberg", "koeksister",
    "padkos", "dassie", "fynbos", "windpomp",
    # isiZulu
    "ubuntu", "indlovu", "ilanga", "amanzi", "umfula", "inyoni", "izulu", "ingwe",
)  # fmt: skip


def passphrase(r: Random) -> str:
    """A person's passphrase: words from the team's languages, a separator, digits."""
    while True:
        sep = r.choice("-_.!")
        words = [w.capitalize() if r.random() < 0.6 else w for w in r.sample(_WORDS, 3)]
        value = sep.join(words) + sep + str(r.randint(2, 9999)) + r.choice(("", "!", "#", "?"))
        if len(value) >= 16:
            return value


def human_password(r: Random) -> str:
    return passphrase(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 20, 24)))


# --- DER, PEM and OpenSSH structures ------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, content: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(content)) + content


def der_seq(*parts: bytes) -> bytes:
    return tlv(0x30, b"".join(parts))


def der_uint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0") or b"\0"
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return tlv(0x02, raw)


def _top(r: Random, nbytes: int) -> bytes:
    """``nbytes`` random bytes with the top bit set, like an RSA modulus or prime."""
    raw = r.randbytes(nbytes)
    return bytes([raw[0] | 0x80]) + raw[1:]


OID_RSA = tlv(0x06, bytes.fromhex("2a864886f70d010101"))
OID_SHA256_RSA = tlv(0x06, bytes.fromhex("2a864886f70d01010b"))
OID_EC_PUBLIC = tlv(0x06, bytes.fromhex("2a8648ce3d0201"))
OID_P256 = tlv(0x06, bytes.fromhex("2a8648ce3d030107"))
OID_ECDSA_SHA256 = tlv(0x06, bytes.fromhex("2a8648ce3d040302"))
OID_CN = tlv(0x06, bytes.fromhex("550403"))
OID_O = tlv(0x06, bytes.fromhex("55040a"))
OID_C = tlv(0x06, bytes.fromhex("550406"))
DER_NULL = b"\x05\x00"
E_65537 = der_uint((65537).to_bytes(3, "big"))


def pem(label: str, der: bytes, width: int = 64) -> str:
    body = wrap(base64.b64encode(der).decode(), width)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def rsa_pkcs1_der(r: Random, nbytes: int = 256) -> bytes:
    half = nbytes // 2
    return der_seq(
        der_uint(b"\0"),
        der_uint(_top(r, nbytes)),
        E_65537,
        der_uint(r.randbytes(nbytes)),
        der_uint(_top(r, half)),
        der_uint(_top(r, half)),
        der_uint(r.randbytes(half)),
        der_uint(r.randbytes(half)),
        der_uint(r.randbytes(half)),
    )


def rsa_private_pem(r: Random) -> str:
    """An RSA private key, PKCS#8 (``PRIVATE KEY``) or PKCS#1 (``RSA PRIVATE KEY``)."""
    inner = rsa_pkcs1_der(r, r.choice((256, 256, 384)))
    if r.random() < 0.5:
        return pem("RSA " + "PRIVATE KEY", inner)
    outer = der_seq(der_uint(b"\0"), der_seq(OID_RSA, DER_NULL), tlv(0x04, inner))
    return pem("PRIVATE" + " KEY", outer)


def ec_private_pem(r: Random) -> str:
    """A SEC1 P-256 private key (``EC PRIVATE KEY``)."""
    der = der_seq(
        der_uint(b"\x01"),
        tlv(0x04, r.randbytes(32)),
        tlv(0xA0, OID_P256),
        tlv(0xA1, tlv(0x03, b"\0\x04" + r.randbytes(64))),
    )
    return pem("EC " + "PRIVATE KEY", der)


def _ssh_str(raw: bytes) -> bytes:
    return len(raw).to_bytes(4, "big") + raw


def _mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0")
    if raw and raw[0] & 0x80:
        raw = b"\0" + raw
    return _ssh_str(raw)


def ssh_ed25519_public_blob(pub: bytes) -> bytes:
    return _ssh_str(b"ssh-ed25519") + _ssh_str(pub)


def openssh_private(r: Random, comment: str) -> str:
    """An unencrypted ``openssh-key-v1`` private key, ed25519 or RSA, wrapped at 70."""
    check = r.randbytes(4)
    if r.random() < 0.6:
        pub = r.randbytes(32)
        pub_blob = ssh_ed25519_public_blob(pub)
        body = _ssh_str(b"ssh-ed25519") + _ssh_str(pub) + _ssh_str(r.randbytes(32) + pub)
    else:
        n, e = _top(r, 256), (65537).to_bytes(3, "big")
        pub_blob = _ssh_str(b"ssh-rsa") + _mpint(e) + _mpint(n)
        body = _ssh_str(b"ssh-rsa") + _mpint(n) + _mpint(e)
        for size in (256, 128, 128, 128):  # d, iqmp, p, q
            body += _mpint(_top(r, size))
    private = check + check + body + _ssh_str(comment.encode())
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\0"
        + _ssh_str(b"none")
        + _ssh_str(b"none")
        + _ssh_str(b"")
        + (1).to_bytes(4, "big")
        + _ssh_str(pub_blob)
        + _ssh_str(private)
    )
    label = "OPENSSH " + "PRIVATE KEY"
    return f"-----BEGIN {label}-----\n{wrap(b64_of(blob), 70)}\n-----END {label}-----"


def ssh_ed25519_public(r: Random, comment: str) -> str:
    return "ssh-ed25519 " + b64_of(ssh_ed25519_public_blob(r.randbytes(32))) + " " + comment


def ssh_fingerprint(r: Random) -> str:
    return "SHA256:" + b64(r, 32).rstrip("=")


def _name(cn: str, org: str, country: str = "ZA") -> bytes:
    def rdn(oid: bytes, tag: int, value: str) -> bytes:
        return tlv(0x31, der_seq(oid, tlv(tag, value.encode())))

    return der_seq(rdn(OID_C, 0x13, country), rdn(OID_O, 0x0C, org), rdn(OID_CN, 0x0C, cn))


def spki_der(r: Random, ec: bool) -> bytes:
    if ec:
        return der_seq(der_seq(OID_EC_PUBLIC, OID_P256), tlv(0x03, b"\0\x04" + r.randbytes(64)))
    rsa = der_seq(der_uint(_top(r, 256)), E_65537)
    return der_seq(der_seq(OID_RSA, DER_NULL), tlv(0x03, b"\0" + rsa))


def certificate_pem(r: Random, cn: str, org: str, issuer: str, issuer_org: str) -> str:
    """An X.509 v3 certificate with the real DER layout and random key and signature."""
    ec = r.random() < 0.4
    start = f"3602{day(r)}{r.randint(0, 23):02d}0000Z"
    validity = der_seq(tlv(0x17, start.encode()), tlv(0x17, f"3705{day(r)}235959Z".encode()))
    alg = der_seq(OID_ECDSA_SHA256) if ec else der_seq(OID_SHA256_RSA, DER_NULL)
    tbs = der_seq(
        tlv(0xA0, der_uint(b"\x02")),
        der_uint(r.randbytes(16)),
        alg,
        _name(issuer, issuer_org, "ZA" if "Umoja" in issuer_org else "US"),
        validity,
        _name(cn, org),
        spki_der(r, ec),
    )
    sig = der_seq(der_uint(r.randbytes(32)), der_uint(r.randbytes(32))) if ec else r.randbytes(256)
    return pem("CERTIFICATE", der_seq(tbs, alg, tlv(0x03, b"\0" + sig)))


def public_key_pem(r: Random) -> str:
    return pem("PUBLIC KEY", spki_der(r, r.random() < 0.5))


# --- the secret rule and rendering -------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key gives one secret per body line of
    16 or more characters, stripped of indentation, never its BEGIN/END lines."""
    if "\n" not in value:
        if len(value) < 16:
            raise AssertionError(f"secret field {name!r} is shorter than 16: {value!r}")
        return [value]
    out = []
    for line in value.splitlines():
        body = line.strip()
        if body.startswith("-----BEGIN ") or body.startswith("-----END "):
            continue
        if len(body) >= 16:
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


def ssh_signature(r: Random, namespace: str = "git") -> str:
    """The body of an ``SSH SIGNATURE`` armour (``SSHSIG``), which signs one message."""
    blob = (
        b"SSHSIG"
        + (1).to_bytes(4, "big")
        + _ssh_str(ssh_ed25519_public_blob(r.randbytes(32)))
        + _ssh_str(namespace.encode())
        + _ssh_str(b"")
        + _ssh_str(b"sha512")
        + _ssh_str(_ssh_str(b"ssh-ed25519") + _ssh_str(r.randbytes(64)))
    )
    return wrap(b64_of(blob), 70)


def certificate_der_b64(r: Random, cn: str, org: str, issuer: str, issuer_org: str) -> str:
    body = certificate_pem(r, cn, org, issuer, issuer_org).splitlines()[1:-1]
    return "".join(body)


def age_armored(r: Random) -> str:
    """The body lines of an ``AGE ENCRYPTED FILE`` armour (a data key wrapped for a
    recipient): ciphertext, not a key."""
    header = (
        b"age-encryption.org/v1\n-> X25519 "
        + b64(r, 32).rstrip("=").encode()
        + b"\n"
        + b64(r, 32).rstrip("=").encode()
        + b"\n--- "
        + b64(r, 32).rstrip("=").encode()
        + b"\n"
    )
    return wrap(b64_of(header + r.randbytes(48)), 64)


def bech32_tail(r: Random, n: int = 58) -> str:
    return pick(r, BECH32, n)
