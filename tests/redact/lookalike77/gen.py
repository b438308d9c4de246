"""Seeded value generators, the ``Kind`` record and the secret rule of ``lookalike77``.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike77:holdout:<kind>``.
Keys are built with their real structure (DER for PEM bodies, ``openssh-key-v1`` for OpenSSH
keys, JSON for JWTs) around random bytes. Nothing here is a credential: vendor prefixes are
joined from pieces where they are written at all.
"""

from __future__ import annotations

import base64
import hashlib
import json
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
HEX_UP = HEX.upper()
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE_PW = ALNUM + "-_.~"

SECRET_N = 7
BENIGN_N = 11

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = BENIGN_N
    secrets: tuple[str, ...] = ()
    source: str = "written"


def secret_kind(kind: str, templates: tuple[str, ...], values: Values, *names: str) -> Kind:
    return Kind(kind, templates, values, n=SECRET_N, secrets=names)


def benign_kind(kind: str, templates: tuple[str, ...], values: Values) -> Kind:
    return Kind(kind, templates, values, n=BENIGN_N)


# ---------------------------------------------------------------------------- the secret rule


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key gives one secret per body line of 16+
    characters, stripped of indentation (``-----BEGIN``/``-----END`` lines never listed)."""
    if "\n" not in value:
        if len(value.strip()) < 16 or value != value.strip():
            raise AssertionError(f"secret field {name!r} too short or padded: {value!r}")
        return [value]
    out: list[str] = []
    for line in value.splitlines():
        body = line.strip()
        if body.startswith("-----") or len(body) < 16:
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


# ---------------------------------------------------------------------------- small values


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def hexu(r: Random, n: int) -> str:
    return pick(r, HEX_UP, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str | bytes) -> str:
    raw = text.encode() if isinstance(text, str) else text
    return base64.b64encode(raw).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig: int = 32) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig)}"


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def epoch(r: Random) -> int:
    """A Unix time in June-July 2036."""
    return r.randint(2096323200, 2101593600)


def day(r: Random) -> str:
    return f"2036-{r.choice(('06', '07'))}-{r.randint(1, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"


def ulid(r: Random) -> str:
    stamp = epoch(r) * 1000 + r.randint(0, 999)
    head = "".join(CROCKFORD[(stamp >> (5 * i)) & 31] for i in range(9, -1, -1))
    return head + pick(r, CROCKFORD, 16)


def objectid(r: Random) -> str:
    return f"{epoch(r):08x}" + hexs(r, 16)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, pad: str) -> str:
    return "\n".join(pad + line for line in text.splitlines())


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A generated password: letters, digits and (unless told) a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Koshary",
    "Mansaf",
    "Zamalek",
    "Wehdat",
    "Petra",
    "Nile",
    "Tawjihi",
    "Thanaweya",
    "Knafeh",
    "Aqaba",
    "Dahab",
    "Maadi",
    "Jabal",
    "Luweibdeh",
    "Falafel",
    "Hummus",
    "Shorouk",
    "Zarqa",
    "Heliopolis",
    "Sphinx",
    "Madrasa",
    "Ostaz",
    "Karak",
    "Abdoun",
)


def human_password(r: Random) -> str:
    """A password a person chose: two words, digits and a symbol, 16+ characters."""
    while True:
        sep = r.choice(("", "_", "-", ".", "@", "#"))
        value = r.choice(_WORDS) + sep + r.choice(_WORDS).lower() + r.choice("!@#$%*?")
        value += str(r.randint(10, 2036)) + pick(r, ALNUM, r.randint(0, 3))
        if len(value) >= 16:
            return value


def digest(data: str, algo: str = "sha256") -> str:
    return hashlib.new(algo, data.encode()).hexdigest()


def iban_jo(r: Random) -> str:
    """A Jordanian IBAN with correct mod-97 check digits."""
    bban = r.choice(("ARAB", "HBHO", "CBJO", "JONB", "ETHI", "UBSI")) + num(r, 4)
    bban += pick(r, DIGITS, 18)
    rearranged = bban + "JO00"
    digits = "".join(str(int(c, 36)) for c in rearranged)
    check = 98 - int(digits) % 97
    return f"JO{check:02d}{bban}"


# ---------------------------------------------------------------------------- DER and keys


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def seq(*parts: bytes) -> bytes:
    return tlv(0x30, b"".join(parts))


def der_int(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0") or b"\0"
    if raw[0] & 0x80:
        raw = b"\0" + raw
    return tlv(0x02, raw)


def _big(r: Random, nbytes: int, top: bool = True) -> bytes:
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80 if top else 0x01
    return bytes(raw)


_OID_RSA = bytes.fromhex("06092a864886f70d010101")
_OID_SHA256_RSA = bytes.fromhex("06092a864886f70d01010b")
_OID_EC = bytes.fromhex("06072a8648ce3d0201")
_OID_P256 = bytes.fromhex("06082a8648ce3d030107")
_NULL = b"\x05\x00"
_E = b"\x01\x00\x01"


@dataclass(frozen=True)
class Rsa:
    n: bytes
    d: bytes
    p: bytes
    q: bytes
    dp: bytes
    dq: bytes
    qinv: bytes


def rsa_numbers(r: Random, bits: int = 2048) -> Rsa:
    k = bits // 8
    n = bytearray(_big(r, k))
    n[-1] |= 1
    half = k // 2
    return Rsa(
        bytes(n),
        _big(r, k, top=False),
        _big(r, half),
        _big(r, half),
        _big(r, half, top=False),
        _big(r, half, top=False),
        _big(r, half, top=False),
    )


def rsa_pkcs1_der(key: Rsa) -> bytes:
    return seq(
        der_int(b"\0"),
        der_int(key.n),
        der_int(_E),
        der_int(key.d),
        der_int(key.p),
        der_int(key.q),
        der_int(key.dp),
        der_int(key.dq),
        der_int(key.qinv),
    )


def rsa_spki_der(key: Rsa) -> bytes:
    public = seq(der_int(key.n), der_int(_E))
    return seq(seq(_OID_RSA, _NULL), tlv(0x03, b"\0" + public))


def ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_pkcs8_der(r: Random) -> bytes:
    inner = seq(
        der_int(b"\1"), tlv(0x04, r.randbytes(32)), tlv(0xA1, tlv(0x03, b"\0" + ec_point(r)))
    )
    return seq(der_int(b"\0"), seq(_OID_EC, _OID_P256), tlv(0x04, inner))


def ec_sec1_der(r: Random) -> bytes:
    return seq(
        der_int(b"\1"),
        tlv(0x04, r.randbytes(32)),
        tlv(0xA0, _OID_P256),
        tlv(0xA1, tlv(0x03, b"\0" + ec_point(r))),
    )


def ec_spki_der(r: Random) -> bytes:
    return seq(seq(_OID_EC, _OID_P256), tlv(0x03, b"\0" + ec_point(r)))


def _name(cn: str, org: str, country: str) -> bytes:
    def rdn(oid: bytes, tag: int, value: str) -> bytes:
        return tlv(0x31, seq(tlv(0x06, oid), tlv(tag, value.encode())))

    return seq(
        rdn(b"\x55\x04\x06", 0x13, country),
        rdn(b"\x55\x04\x0a", 0x0C, org),
        rdn(b"\x55\x04\x03", 0x0C, cn),
    )


def certificate_der(r: Random, cn: str, org: str, issuer: str, country: str = "JO") -> bytes:
    validity = seq(
        tlv(0x17, f"3{r.randint(5, 6)}0{r.randint(1, 9)}{r.randint(10, 28)}000000Z".encode()),
        tlv(0x17, f"3{r.randint(7, 8)}0{r.randint(1, 9)}{r.randint(10, 28)}235959Z".encode()),
    )
    tbs = seq(
        tlv(0xA0, der_int(b"\2")),
        der_int(r.randbytes(16)),
        seq(_OID_SHA256_RSA, _NULL),
        _name(issuer, issuer.split(" ")[0], "US"),
        validity,
        _name(cn, org, country),
        rsa_spki_der(rsa_numbers(r)),
    )
    return seq(tbs, seq(_OID_SHA256_RSA, _NULL), tlv(0x03, b"\0" + r.randbytes(256)))


def pem_body(der: bytes) -> str:
    return wrap(base64.b64encode(der).decode(), 64)


def _s(data: bytes | str) -> bytes:
    raw = data.encode() if isinstance(data, str) else data
    return len(raw).to_bytes(4, "big") + raw


def _mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\0")
    if raw and raw[0] & 0x80:
        raw = b"\0" + raw
    return _s(raw)


def _openssh(public_blob: bytes, private_fields: bytes, comment: str, r: Random) -> str:
    check = r.randbytes(4)
    private = check + check + private_fields + _s(comment)
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\0" + _s("none") + _s("none") + _s(b"") + (1).to_bytes(4, "big")
    blob += _s(public_blob) + _s(private)
    return wrap(base64.b64encode(blob).decode(), 70)


def ed25519_public_blob(r: Random) -> bytes:
    return _s("ssh-ed25519") + _s(r.randbytes(32))


def openssh_ed25519(r: Random, comment: str) -> str:
    pub = r.randbytes(32)
    fields = _s("ssh-ed25519") + _s(pub) + _s(r.randbytes(32) + pub)
    return _openssh(_s("ssh-ed25519") + _s(pub), fields, comment, r)


def openssh_rsa(r: Random, comment: str) -> str:
    key = rsa_numbers(r)
    public = _s("ssh-rsa") + _mpint(_E) + _mpint(key.n)
    fields = _s("ssh-rsa") + _mpint(key.n) + _mpint(_E) + _mpint(key.d) + _mpint(key.qinv)
    fields += _mpint(key.p) + _mpint(key.q)
    return _openssh(public, fields, comment, r)


def ssh_public(r: Random, algo: str = "ssh-ed25519") -> str:
    """The base64 blob of an OpenSSH public key (without the algorithm word or comment)."""
    if algo == "ssh-ed25519":
        blob = ed25519_public_blob(r)
    elif algo == "ssh-rsa":
        blob = _s("ssh-rsa") + _mpint(_E) + _mpint(rsa_numbers(r).n)
    else:
        blob = _s("ecdsa-sha2-nistp256") + _s("nistp256") + _s(ec_point(r))
    return base64.b64encode(blob).decode()


def ssh_fingerprint(blob_b64: str) -> str:
    raw = hashlib.sha256(base64.b64decode(blob_b64)).digest()
    return base64.b64encode(raw).decode().rstrip("=")


def colon_hex(raw: bytes) -> str:
    return ":".join(f"{b:02X}" for b in raw)
