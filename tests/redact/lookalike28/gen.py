"""Seeded value generators and the ``Kind`` record of look-alike corpus 28.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Nothing here is a credential: vendor prefixes are joined from pieces where they appear.
The domain builders (PSSH boxes, SCTE-35 sections, PEM and OpenSSH bodies, JWTs) lay out
real structures around random bytes so the values have the shapes a note would hold.
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
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

Values = Callable[[Random], dict[str, str]]

# DRM system ids (public, from the DASH-IF registry).
WIDEVINE_SYSTEM_ID = "edef8ba9-79d6-4ace-a3c8-27dcd51d21ed"
PLAYREADY_SYSTEM_ID = "9a04f079-9840-4286-ab92-e65be0885f95"
FAIRPLAY_SYSTEM_ID = "94ce86fb-07ff-4f43-adb8-93d2fa968ca2"
COMMON_SYSTEM_ID = "1077efec-c0b2-4d02-ace3-3c1e52e2fb4b"


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


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


def b64_bytes(raw: bytes) -> str:
    return base64.b64encode(raw).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def kid_bytes(r: Random) -> bytes:
    return r.randbytes(16)


def dashed(raw: bytes) -> str:
    return str(uuid.UUID(bytes=raw))


def ulid(r: Random) -> str:
    return "01H" + pick(r, CROCKFORD, 23)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def epoch_2028(r: Random) -> int:
    """A Unix time in February 2028."""
    return 1833235200 + r.randrange(29 * 86400)


def date_2028(r: Random) -> str:
    return f"2028-02-{r.randint(1, 29):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


# --- DRM structures ---------------------------------------------------------------------


def pssh_box(system_id: str, data: bytes, kids: tuple[bytes, ...] = ()) -> bytes:
    """An ISO BMFF ``pssh`` box, version 1 when KIDs are given."""
    version = 1 if kids else 0
    body = struct.pack(">I", version << 24) + uuid.UUID(system_id).bytes
    if kids:
        body += struct.pack(">I", len(kids)) + b"".join(kids)
    body += struct.pack(">I", len(data)) + data
    return struct.pack(">I", 8 + len(body)) + b"pssh" + body


def widevine_pssh_data(kid: bytes, provider: str, content_id: str) -> bytes:
    """A Widevine ``WidevinePsshData`` protobuf: algorithm, key_id, provider, content_id."""
    out = b"\x08\x01\x12\x10" + kid
    out += b"\x1a" + bytes([len(provider)]) + provider.encode()
    out += b'"' + bytes([len(content_id)]) + content_id.encode()
    return out + b"H\xe3\xdc\x95\x9b\x06"


def playready_header(kid: bytes, la_url: str) -> bytes:
    """A PlayReady Object with one WRM header record (UTF-16LE XML)."""
    le_kid = kid[3::-1] + kid[5:3:-1] + kid[7:5:-1] + kid[8:]
    xml = (
        '<WRMHEADER xmlns="http://schemas.microsoft.com/DRM/2007/03/PlayReadyHeader" '
        'version="4.0.0.0"><DATA><PROTECTINFO><KEYLEN>16</KEYLEN><ALGID>AESCTR</ALGID>'
        f"</PROTECTINFO><KID>{b64_bytes(le_kid)}</KID><LA_URL>{la_url}</LA_URL></DATA>"
        "</WRMHEADER>"
    ).encode("utf-16-le")
    record = struct.pack("<HH", 1, len(xml)) + xml
    return struct.pack("<IH", 6 + len(record), 1) + record


# --- SCTE-35 ------------------------------------------------------------------------------


def crc32_mpeg2(data: bytes) -> int:
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte << 24
        for _ in range(8):
            crc = ((crc << 1) ^ 0x04C11DB7) if crc & 0x80000000 else crc << 1
            crc &= 0xFFFFFFFF
    return crc


class _Bits:
    def __init__(self) -> None:
        self.value = 0
        self.length = 0

    def put(self, value: int, width: int) -> None:
        self.value = (self.value << width) | (value & ((1 << width) - 1))
        self.length += width

    def bytes(self) -> bytes:
        return self.value.to_bytes(self.length // 8, "big")


def scte35_splice_insert(event_id: int, pts: int, duration_s: float, out: bool = True) -> bytes:
    """A ``splice_info_section`` carrying one ``splice_insert`` with a break duration."""
    cmd = _Bits()
    cmd.put(event_id, 32)
    cmd.put(0, 1)
    cmd.put(0x7F, 7)
    cmd.put(1 if out else 0, 1)
    cmd.put(1, 1)  # program_splice_flag
    cmd.put(1, 1)  # duration_flag
    cmd.put(0, 1)  # splice_immediate_flag
    cmd.put(0xF, 4)
    cmd.put(1, 1)
    cmd.put(0x3F, 6)
    cmd.put(pts, 33)
    cmd.put(1, 1)  # auto_return
    cmd.put(0x3F, 6)
    cmd.put(round(duration_s * 90000), 33)
    cmd.put(event_id & 0xFFFF, 16)
    cmd.put(0, 8)
    cmd.put(0, 8)
    command = cmd.bytes()
    after = _Bits()
    after.put(0, 8)  # protocol_version
    after.put(0, 1)
    after.put(0, 6)
    after.put(0, 33)  # pts_adjustment
    after.put(0, 8)  # cw_index
    after.put(0xFFF, 12)  # tier
    after.put(len(command), 12)
    after.put(5, 8)  # splice_insert
    body = after.bytes() + command + b"\x00\x00"  # empty descriptor loop
    head = _Bits()
    head.put(0xFC, 8)
    head.put(0, 1)
    head.put(0, 1)
    head.put(3, 2)
    head.put(len(body) + 4, 12)
    section = head.bytes() + body
    return section + crc32_mpeg2(section).to_bytes(4, "big")


# --- keys and tokens ----------------------------------------------------------------------


def rsa_pem_body(r: Random, bits: int = 2048, pkcs8: bool = False) -> str:
    """A base64 body shaped like an RSA private key of ``bits`` bits, wrapped at 64."""
    if bits == 1024:
        head, size = "MIICXAIBAAKBgQ", 608
    elif pkcs8:
        head, size = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 1180
    else:
        head, size = "MIIEpAIBAAKCAQEA", 1180
    body = head + b64_bytes(r.randbytes(size))
    return wrap(body[: len(body) - len(body) % 4], 64)


def rsa_public_pem_body(r: Random) -> str:
    body = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64_bytes(r.randbytes(264))
    return wrap(body[:388] + "IDAQAB", 64)


def _ssh_string(raw: bytes) -> bytes:
    return struct.pack(">I", len(raw)) + raw


def ed25519_public_blob(pub: bytes) -> bytes:
    return _ssh_string(b"ssh-ed25519") + _ssh_string(pub)


def openssh_private_body(r: Random, comment: str) -> str:
    """The base64 body of an unencrypted ``openssh-key-v1`` ed25519 key, wrapped at 70."""
    pub = r.randbytes(32)
    check = r.randbytes(4)
    blob = ed25519_public_blob(pub)
    priv = check + check + blob + _ssh_string(r.randbytes(32) + pub)
    priv += _ssh_string(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    raw = b"openssh-key-v1\x00" + _ssh_string(b"none") + _ssh_string(b"none")
    raw += _ssh_string(b"") + struct.pack(">I", 1) + _ssh_string(blob) + _ssh_string(priv)
    return wrap(b64_bytes(raw), 70)


def jwt_rs256(r: Random, claims: dict[str, object], kid: str) -> str:
    header = b64url_json({"alg": "RS256", "kid": kid})
    return f"{header}.{b64url_json(claims)}.{b64url(r, 256)}"


# --- rendering ----------------------------------------------------------------------------


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_lines(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive: the value itself, or for a
    multi-line key (real newlines or JSON ``\\n`` escapes) each body line of 16+ chars."""
    lines = value.replace("\\n", "\n").split("\n")
    if len(lines) == 1:
        return [value]
    return [line for line in lines if len(line) >= 16]


_MOD37 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def mod37_36(text: str) -> str:
    """The ISO 7064 MOD 37,36 check character EIDR and ISAN use."""
    p = 36
    for ch in text:
        s = (p + _MOD37.index(ch)) % 36 or 36
        p = (s * 2) % 37
    return _MOD37[(37 - p) % 36]


def eidr(r: Random) -> str:
    groups = [hexs(r, 4).upper() for _ in range(5)]
    return "10.5240/" + "-".join(groups) + "-" + mod37_36("".join(groups))


def isan(r: Random) -> str:
    root = [hexs(r, 4).upper() for _ in range(3)]
    episode = "0000"
    check1 = mod37_36("".join(root) + episode)
    version = [hexs(r, 4).upper() for _ in range(2)]
    check2 = mod37_36("".join(root) + episode + "".join(version))
    return f"{'-'.join(root)}-{episode}-{check1}-{'-'.join(version)}-{check2}"


def isrc(r: Random) -> str:
    return f"{r.choice(('CA', 'MX', 'US', 'FR'))}-{pick(r, UPPER_ALNUM, 3)}-28-{num(r, 5)}"


def widevine_service_cert(r: Random) -> str:
    return "CAUSxwUKwQIIAxIQ" + b64_bytes(r.randbytes(702))


def x509_pem_body(r: Random) -> str:
    body = "MIIE" + pick(r, "vwxyz", 1) + "jCCA6" + pick(r, "+abcd", 1) + "gAwIBAgII"
    body += b64_bytes(r.randbytes(897))
    return wrap(body[: len(body) - len(body) % 4], 64)


def age_recipient(r: Random) -> str:
    return "age1" + pick(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
