"""Seeded value generators and the ``Kind`` record of the twenty-ninth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Shaped values (Ceph keys, OpenSSH keys, keytabs, sssd obfuscated passwords, JWTs, ORCID iDs,
Spack hashes, Mattermost ids) are built the way the real tools build them, from random
bytes. Nothing here is a credential: vendor prefixes are joined from pieces.
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
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B32_LOWER = "abcdefghijklmnopqrstuvwxyz234567"
# Mattermost's id alphabet (base32 with a shuffled alphabet, 26 characters an id).
MM_ALPHABET = "ybndrfg8ejkmcpqxot1uwisza345h769"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE_PASSWORD_CHARS = ALNUM + "-_.~"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


def secret_lines(name: str, value: str) -> list[str]:
    """A one-line secret is itself; a multi-line key gives each body line of 16+ characters
    (leading indentation stripped, so the line occurs in the text however it is indented)."""
    if "\n" not in value:
        return [value]
    return [line.strip() for line in value.split("\n") if len(line.strip()) >= 16]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- plain pieces -------------------------------------------------------------------------


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


def b64url_raw(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def b64_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def indent(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.split("\n"))


def colon_hex(r: Random, nbytes: int, upper: bool = True) -> str:
    h = hexs(r, 2 * nbytes)
    h = h.upper() if upper else h
    return ":".join(h[i : i + 2] for i in range(0, len(h), 2))


# --- people, hosts, projects -----------------------------------------------------------------

USERS = ("akarjala", "jheikkin", "mkorhone", "hsato", "rtakahas", "evirtane", "ytanaka")
PROJECTS = ("2004417", "2006183", "2007725", "2009031", "2011568")


def user(r: Random) -> str:
    return r.choice(USERS)


def project(r: Random) -> str:
    return r.choice(PROJECTS)


def day(r: Random) -> str:
    return f"{r.randint(1, 28):02d}"


# --- passwords ------------------------------------------------------------------------------

_WORDS = (
    "Kaamos",
    "Revontuli",
    "Pohjoinen",
    "Hailuoto",
    "Tuira",
    "Nallikari",
    "Lumi",
    "Sakura",
    "Aoba",
    "Hirose",
    "Zunda",
    "Matsushima",
    "Jaakarhu",
    "Ruska",
)


def password(r: Random, n: int = 20) -> str:
    """A generated password: letters, digits and a few symbols, at least 16 characters."""
    n = max(n, 16)
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    """A password that needs no escaping inside a URL or a shell word."""
    n = max(n, 16)
    while True:
        value = pick(r, ALNUM, 1) + pick(r, URL_SAFE_PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def human_password(r: Random) -> str:
    """A password a person chose: two words, a year or number and a symbol, 16+ characters."""
    while True:
        a, b = r.sample(_WORDS, 2)
        sep = r.choice(("", "-", ".", "_", "!"))
        value = (
            f"{a}{sep}{b}{r.choice(('2028', '2027', str(r.randint(10, 99))))}{r.choice('!#?%&+')}"
        )
        if len(value) >= 16:
            return value


# --- shaped values ------------------------------------------------------------------------------


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(r: Random, header: dict[str, str], claims: dict[str, object], sig_bytes: int) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig_bytes)}"


# 2028-04-01T00:00:00Z
APRIL_2028 = 1838160000


def epoch(r: Random) -> int:
    return APRIL_2028 + r.randint(0, 29 * 86400)


def ceph_key(r: Random) -> str:
    """A cephx secret as ``ceph auth get-key`` prints it: type 1, creation time, 16 bytes."""
    created = struct.pack("<IIH", epoch(r) - r.randint(0, 3 * 365 * 86400), r.getrandbits(30), 16)
    return base64.b64encode(struct.pack("<H", 1) + created + r.randbytes(16)).decode()


def _sshstr(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def ed25519_public_blob(r: Random) -> tuple[bytes, bytes]:
    pub = r.randbytes(32)
    return _sshstr(b"ssh-ed25519") + _sshstr(pub), pub


def ssh_ed25519_public(r: Random) -> str:
    blob, _ = ed25519_public_blob(r)
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def openssh_ed25519_private(r: Random, comment: str) -> str:
    """The base64 body of an unencrypted ``openssh-key-v1`` ed25519 key, wrapped at 70."""
    blob, pub = ed25519_public_blob(r)
    check = r.randbytes(4)
    private = (
        check
        + check
        + _sshstr(b"ssh-ed25519")
        + _sshstr(pub)
        + _sshstr(r.randbytes(32) + pub)
        + _sshstr(comment.encode())
    )
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    raw = (
        b"openssh-key-v1\0"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + struct.pack(">I", 1)
        + _sshstr(blob)
        + _sshstr(private)
    )
    return wrap(base64.b64encode(raw).decode(), 70)


def ssh_fingerprint(r: Random) -> str:
    return "SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("=")


def keytab(r: Random, principal: str, realm: str, kvno: int) -> bytes:
    """A MIT keytab (format 0x0502) with an aes256 and an aes128 entry for ``principal``."""
    comps = principal.split("/")
    out = b"\x05\x02"
    for enctype, keylen in ((18, 32), (17, 16)):
        entry = struct.pack(">H", len(comps)) + struct.pack(">H", len(realm)) + realm.encode()
        for comp in comps:
            entry += struct.pack(">H", len(comp)) + comp.encode()
        entry += struct.pack(">IIB", 1, epoch(r) - 86400 * r.randint(30, 400), kvno % 256)
        entry += struct.pack(">HH", enctype, keylen) + r.randbytes(keylen)
        entry += struct.pack(">I", kvno)
        out += struct.pack(">i", len(entry)) + entry
    return out


def sssd_obfuscated(r: Random, secret: str) -> str:
    """What ``sss_obfuscate`` writes (host byte order): method 0 (AES-256), ciphertext size,
    key, IV, ciphertext and the 00 01 00 01 sentinel, base64-encoded."""
    ct_len = (len(secret.encode()) // 16 + 1) * 16
    raw = struct.pack("<HH", 0, ct_len) + r.randbytes(32) + r.randbytes(16) + r.randbytes(ct_len)
    return base64.b64encode(raw + b"\x00\x01\x00\x01").decode()


def orcid(r: Random) -> str:
    """An ORCID iD with a valid ISO 7064 MOD 11-2 check character."""
    base = r.choice(("0000000", "0000000", "0009000")) + r.choice("123") + pick(r, DIGITS, 7)
    base = base[:15]
    total = 0
    for ch in base:
        total = (total + int(ch)) * 2
    check = (12 - total % 11) % 11
    full = base + ("X" if check == 10 else str(check))
    return "-".join(full[i : i + 4] for i in range(0, 16, 4))


def mm_id(r: Random) -> str:
    return pick(r, MM_ALPHABET, 26)


def spack_hash(r: Random) -> str:
    return pick(r, B32_LOWER, 32)


def slurm_job(r: Random) -> str:
    return str(r.randint(4_100_000, 5_999_999))


def ib_guid(r: Random) -> str:
    return r.choice(("b83fd203", "a088c203", "946dae03", "1070fd03", "043f7203")) + hexs(r, 8)


_SHA256_RSA = bytes.fromhex("300d06092a864886f70d01010b0500")
_RSA_ENCRYPTION = bytes.fromhex("300d06092a864886f70d0101010500")


def _der(tag: int, content: bytes) -> bytes:
    return bytes([tag, 0x82]) + struct.pack(">H", len(content)) + content


def certificate_pem_body(r: Random, nbytes: int) -> str:
    """The base64 body of an X.509 certificate: a v3 TBSCertificate header with a 20-byte
    serial and sha256WithRSA, ``nbytes`` of opaque fields, and a 2048-bit signature."""
    tbs = bytes.fromhex("a003020102") + b"\x02\x14" + bytes([r.randint(1, 0x7F)]) + r.randbytes(19)
    tbs = _der(0x30, tbs + _SHA256_RSA + r.randbytes(nbytes))
    signature = _der(0x03, b"\x00" + r.randbytes(256))
    return wrap(base64.b64encode(_der(0x30, tbs + _SHA256_RSA + signature)).decode(), 64)


def rsa_public_key_pem_body(r: Random) -> str:
    """The base64 body of a 2048-bit RSA SubjectPublicKeyInfo (``BEGIN PUBLIC KEY``)."""
    modulus = b"\x00" + bytes([r.randint(0xC0, 0xFF)]) + r.randbytes(255)
    rsa_key = _der(0x30, _der(0x02, modulus) + bytes.fromhex("0203010001"))
    spki = _der(0x30, _RSA_ENCRYPTION + _der(0x03, b"\x00" + rsa_key))
    return wrap(base64.b64encode(spki).decode(), 64)
