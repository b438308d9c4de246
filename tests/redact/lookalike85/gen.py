"""Seeded value generators, the ``Kind`` record and the secret rule of ``lookalike85``.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike85:holdout:<kind>``.
Key material is built as real structures (DER for PKCS#1, PKCS#8, SEC1 and X.509,
``openssh-key-v1`` for OpenSSH) around random bytes. Nothing here is a credential: vendor
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
from random import Random

HEX = "0123456789abcdef"
HEX_UP = HEX.upper()
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
B32 = string.ascii_uppercase + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


# --- the secret rule ---------------------------------------------------------------------


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is one secret; a multi-line key gives one secret per body line of 16+
    characters, stripped of indentation (BEGIN/END armour lines are never listed)."""
    if "\n" not in value:
        return [value]
    out: list[str] = []
    for line in value.splitlines():
        body = line.strip()
        if body.startswith("-----BEGIN") or body.startswith("-----END"):
            continue
        if len(body) >= 16:
            out.append(body)
    return out


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- small values ------------------------------------------------------------------------


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


def b64url_of(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def b64_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    return "01" + pick(r, "HJ", 1) + pick(r, CROCKFORD, 23)


def objectid(r: Random) -> str:
    return "6" + hexs(r, 23)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, pad: str) -> str:
    return "\n".join(pad + line for line in text.splitlines())


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 2) + pick(r, ALNUM, 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_WORDS = (
    "Kereru",
    "Paddock",
    "Gumboot",
    "Drench",
    "Heifer",
    "Weaner",
    "Swag",
    "Billabong",
    "Pukeko",
    "Tui",
    "Kumara",
    "Jandal",
    "Ute",
    "Stockyard",
    "Brolga",
    "Wattle",
    "Bunyip",
    "Silo",
    "Ironbark",
    "Kowhai",
    "Totara",
    "Galah",
    "Dingo",
    "Mustering",
    "Troughs",
    "Boundary",
    "Yards",
    "Crutching",
    "Haybale",
    "Fencepost",
)


def passphrase(r: Random) -> str:
    """A person's passphrase: words, a number, a symbol (always 16+ characters)."""
    while True:
        sep = r.choice("-_.!")
        words = [r.choice(_WORDS) for _ in range(r.choice((3, 3, 4)))]
        value = sep.join(words) + sep + num(r, r.choice((2, 4))) + r.choice(("!", "#", "", "?"))
        if len(value) >= 16:
            return value


# --- DER -----------------------------------------------------------------------------------


def der(tag: int, content: bytes) -> bytes:
    n = len(content)
    if n < 0x80:
        head = bytes([n])
    else:
        body = n.to_bytes((n.bit_length() + 7) // 8, "big")
        head = bytes([0x80 | len(body)]) + body
    return bytes([tag]) + head + content


def seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


def der_int_bytes(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\x00") or b"\x00"
    if raw[0] & 0x80:
        raw = b"\x00" + raw
    return der(0x02, raw)


def der_int(value: int) -> bytes:
    return der_int_bytes(value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big"))


def oid(dotted: str) -> bytes:
    nums = [int(x) for x in dotted.split(".")]
    out = bytearray([40 * nums[0] + nums[1]])
    for v in nums[2:]:
        chunk = [v & 0x7F]
        v >>= 7
        while v:
            chunk.append(0x80 | (v & 0x7F))
            v >>= 7
        out.extend(reversed(chunk))
    return der(0x06, bytes(out))


def big(r: Random, nbytes: int) -> bytes:
    """Random bytes with the top bit set, as an RSA modulus or prime would have."""
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    raw[-1] |= 0x01
    return bytes(raw)


def pem(label: str, data: bytes) -> str:
    armour = "-----"
    return f"{armour}BEGIN {label}{armour}\n{wrap(b64_of(data), 64)}\n{armour}END {label}{armour}"


_PRIVATE = "PRIVATE" + " KEY"
RSA_PRIV = "RSA " + _PRIVATE
EC_PRIV = "EC " + _PRIVATE
PKCS8_PRIV = _PRIVATE
OPENSSH_PRIV = "OPENSSH " + _PRIVATE
_EC_PUBLIC = "1.2.840.10045.2.1"
_P256 = "1.2.840.10045.3.1.7"
_RSA_ENC = "1.2.840.113549.1.1.1"
_SHA256_RSA = "1.2.840.113549.1.1.11"


def rsa_pkcs1_der(r: Random, bits: int = 2048) -> bytes:
    n = bits // 8
    h = n // 2
    return seq(
        der_int(0),
        der_int_bytes(big(r, n)),
        der_int(65537),
        der_int_bytes(r.randbytes(n)),
        der_int_bytes(big(r, h)),
        der_int_bytes(big(r, h)),
        der_int_bytes(r.randbytes(h)),
        der_int_bytes(r.randbytes(h)),
        der_int_bytes(r.randbytes(h)),
    )


def rsa_private_pem(r: Random, bits: int = 2048) -> str:
    return pem(RSA_PRIV, rsa_pkcs1_der(r, bits))


def rsa_pkcs8_pem(r: Random, bits: int = 2048) -> str:
    algo = seq(oid(_RSA_ENC), der(0x05, b""))
    return pem(PKCS8_PRIV, seq(der_int(0), algo, der(0x04, rsa_pkcs1_der(r, bits))))


def _ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_sec1_der(r: Random) -> bytes:
    return seq(
        der_int(1),
        der(0x04, r.randbytes(32)),
        der(0xA0, oid(_P256)),
        der(0xA1, der(0x03, b"\x00" + _ec_point(r))),
    )


def ec_sec1_pem(r: Random) -> str:
    return pem(EC_PRIV, ec_sec1_der(r))


def ec_pkcs8_pem(r: Random) -> str:
    inner = seq(
        der_int(1), der(0x04, r.randbytes(32)), der(0xA1, der(0x03, b"\x00" + _ec_point(r)))
    )
    algo = seq(oid(_EC_PUBLIC), oid(_P256))
    return pem(PKCS8_PRIV, seq(der_int(0), algo, der(0x04, inner)))


def spki_p256_pem(r: Random) -> str:
    algo = seq(oid(_EC_PUBLIC), oid(_P256))
    return pem("PUBLIC KEY", seq(algo, der(0x03, b"\x00" + _ec_point(r))))


def spki_rsa_der(r: Random, bits: int = 2048) -> bytes:
    algo = seq(oid(_RSA_ENC), der(0x05, b""))
    key = seq(der_int_bytes(big(r, bits // 8)), der_int(65537))
    return seq(algo, der(0x03, b"\x00" + key))


def _name(*pairs: tuple[str, str]) -> bytes:
    rdns = []
    for attr, value in pairs:
        rdns.append(der(0x31, seq(oid(attr), der(0x0C, value.encode()))))
    return seq(*rdns)


_CN, _OU, _O, _L, _ST, _C = "2.5.4.3", "2.5.4.11", "2.5.4.10", "2.5.4.7", "2.5.4.8", "2.5.4.6"


def x509_der(r: Random, subject_cn: str, issuer: tuple[tuple[str, str], ...] = ()) -> bytes:
    """A device certificate shaped like the ones AWS IoT Core issues (random key, random
    signature): public material, not a credential."""
    issuer = issuer or (
        (_OU, "Amazon Web Services O=Amazon.com Inc. L=Seattle ST=Washington C=US"),
    )
    start = f"380{r.randint(1, 2)}{r.randint(10, 28)}{r.randint(10, 23)}{r.randint(10, 59)}00Z"
    validity = seq(der(0x17, start.encode()), der(0x18, b"20491231235959Z"))
    ski = r.randbytes(20)
    exts = der(
        0xA3,
        seq(
            seq(oid("2.5.29.35"), der(0x04, seq(der(0x80, r.randbytes(20))))),
            seq(oid("2.5.29.14"), der(0x04, der(0x04, ski))),
            seq(oid("2.5.29.19"), der(0x01, b"\xff"), der(0x04, seq())),
            seq(oid("2.5.29.15"), der(0x01, b"\xff"), der(0x04, der(0x03, b"\x07\x80"))),
        ),
    )
    sig_algo = seq(oid(_SHA256_RSA), der(0x05, b""))
    tbs = seq(
        der(0xA0, der_int(2)),
        der_int_bytes(b"\x00" + r.randbytes(20)),
        sig_algo,
        _name(*issuer),
        validity,
        _name((_CN, subject_cn)),
        spki_rsa_der(r),
        exts,
    )
    return seq(tbs, sig_algo, der(0x03, b"\x00" + r.randbytes(256)))


def x509_pem(r: Random, subject_cn: str = "AWS IoT Certificate") -> str:
    return pem("CERTIFICATE", x509_der(r, subject_cn))


# --- OpenSSH -------------------------------------------------------------------------------


def _sshstr(data: bytes | str) -> bytes:
    raw = data.encode() if isinstance(data, str) else data
    return struct.pack(">I", len(raw)) + raw


def ssh_ed25519_pub_blob(pk: bytes) -> bytes:
    return _sshstr("ssh-ed25519") + _sshstr(pk)


def ssh_ed25519_public(r: Random, comment: str) -> str:
    return f"ssh-ed25519 {b64_of(ssh_ed25519_pub_blob(r.randbytes(32)))} {comment}"


def ssh_rsa_public(r: Random, comment: str) -> str:
    blob = _sshstr("ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + big(r, 256))
    return f"ssh-rsa {b64_of(blob)} {comment}"


def openssh_ed25519_private(r: Random, comment: str) -> str:
    """An unencrypted ``openssh-key-v1`` Ed25519 key with random key bytes."""
    seed, pk = r.randbytes(32), r.randbytes(32)
    check = r.randbytes(4)
    body = (
        check + check + _sshstr("ssh-ed25519") + _sshstr(pk) + _sshstr(seed + pk) + _sshstr(comment)
    )
    pad = 1
    while len(body) % 8:
        body += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + _sshstr("none")
        + _sshstr("none")
        + _sshstr(b"")
        + struct.pack(">I", 1)
        + _sshstr(ssh_ed25519_pub_blob(pk))
        + _sshstr(body)
    )
    armour = "-----"
    return (
        f"{armour}BEGIN {OPENSSH_PRIV}{armour}\n{wrap(b64_of(blob), 70)}\n"
        f"{armour}END {OPENSSH_PRIV}{armour}"
    )


def mapbox_token(r: Random, prefix: str, user: str = "tallowgum") -> str:
    """A Mapbox token: prefix, base64url JSON naming the user and token id, 22-char tail."""
    payload = b64url_json({"u": user, "a": pick(r, LOWER_ALNUM, 25)})
    return prefix + payload + "." + pick(r, B64URL, 22)


def jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig: int = 256) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig)}"


# --- setting ---------------------------------------------------------------------------------

PEOPLE = ("Shazza", "Bazza", "Mere", "Tama", "Aroha", "Hemi", "Jono", "Kayla", "Dazza", "Nikau")
SITES_AU = ("Dalby", "Goondiwindi", "Pittsworth", "Oakey", "Chinchilla", "Kingaroy", "Roma")
SITES_NZ = ("Ōtorohanga", "Matamata", "Te Awamutu", "Ngāruawāhia", "Taupō", "Whakatāne")
SITES = SITES_AU + SITES_NZ
THINGS = ("collar", "water-trough", "weather-stn", "gate-ctrl", "silo-level", "rain-gauge")


def setting(r: Random) -> dict[str, str]:
    """Context every kind may use: who, where, when, which device."""
    month = r.randint(1, 3)
    return {
        "who": r.choice(PEOPLE),
        "site": r.choice(SITES),
        "au": r.choice(SITES_AU),
        "nz": r.choice(SITES_NZ),
        "date": f"2038-0{month}-{r.randint(10, 28)}",
        "time": f"{r.randint(5, 19):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
        "thing": f"tg-{r.choice(THINGS)}-{num(r, 4)}",
        "acct": num(r, 12),
        "n": str(r.randint(2, 998)),
    }


def eui(r: Random) -> str:
    """A 64-bit EUI as the label on the device prints it (16 upper-case hex digits)."""
    return (r.choice(("70B3D57ED0", "A840410000", "AC1F09FFFE", "0080E11500")) + hexu(r, 6))[:16]


def colon_hex(r: Random, nbytes: int) -> str:
    return ":".join(hexu(r, 2) for _ in range(nbytes))


def public_ids(r: Random) -> dict[str, str]:
    """Identifiers, hashes and other public look-alikes a note is full of (none a secret)."""
    return {
        **setting(r),
        "u": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "u4": uuid4(r),
        "ulid": ulid(r),
        "oid": objectid(r),
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "s7a": hexs(r, 7),
        "s7b": hexs(r, 7),
        "s7c": hexs(r, 7),
        "hex4": hexs(r, 4),
        "hex8": hexs(r, 8),
        "hex16": hexs(r, 16),
        "hex24": hexs(r, 24),
        "hex32": hexs(r, 32),
        "hex32b": hexs(r, 32),
        "hex40": hexs(r, 40),
        "hex64": hexs(r, 64),
        "hex64b": hexs(r, 64),
        "hex64c": hexs(r, 64),
        "dig": hexs(r, 64),
        "dig2": hexs(r, 64),
        "certid": hexs(r, 64),
        "certid2": hexs(r, 64),
        "epochhex": "8" + hexs(r, 7),
        "dec19": num(r, 19),
        "dec19b": num(r, 19),
        "deveui": eui(r),
        "deveui2": eui(r),
        "gweui": eui(r),
        "joineui": r.choice(("70B3D57ED0000000", "0000000000000001", "A840410000000101")),
        "devaddr": "26" + hexu(r, 6),
        "devid": f"collar-{num(r, 5)}",
        "pdev": "e00fce68" + hexs(r, 16),
        "prod": num(r, 5),
        "thing2": f"tg-{r.choice(THINGS)}-{num(r, 4)}",
        "env": r.choice(("prod", "staging", "dev", "nz-prod")),
        "low": r.choice(("twb", "ham", "dalby", "roma", "taupo", "matamata")) + num(r, 2),
        "m": str(r.randint(1, 19)),
        "p": str(r.randint(0, 12)),
        "bn": num(r, 4),
        "ms": str(r.randint(40, 2900)),
        "d8": f"2038{r.randint(1, 3):02d}{r.randint(10, 28)}",
        "t6": f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}",
        "amt": f"{r.randint(40, 9800)}.{r.randint(0, 99):02d}",
        "amt2": f"{r.randint(40, 9800)}.{r.randint(0, 99):02d}",
        "inum": num(r, 5),
        "inum2": num(r, 5),
    }
