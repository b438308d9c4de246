"""Seeded value generators and the ``Kind`` record of the 49th look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name), so
the corpus is the same on every run. Nothing here is a credential: vendor prefixes are
joined from pieces where they are written at all, and every body is random.
"""

from __future__ import annotations

import base64
import json
import string
import uuid
from collections.abc import Callable, Sequence
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
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
URL_SAFE_PW = ALNUM + "-_.~"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

# June 2031, the month the notes were written.
JUNE_2031 = int(datetime(2031, 6, 1, tzinfo=UTC).timestamp())
MONTH = 30 * 24 * 3600

Values = Callable[[Random], dict[str, str]]


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


def one(r: Random, options: Sequence[str]) -> str:
    return r.choice(tuple(options))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(data: bytes | str) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def b64url_of(data: bytes | str) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def b64url_json(value: object) -> str:
    return b64url_of(json.dumps(value, separators=(",", ":")))


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64, sep: str = "\n") -> str:
    return sep.join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def epoch(r: Random) -> int:
    """A second in June 2031."""
    return JUNE_2031 + r.randrange(MONTH)


def day(r: Random) -> str:
    return f"{r.randint(1, 30):02d}"


def when(r: Random) -> str:
    return datetime.fromtimestamp(epoch(r), UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def ulid(r: Random) -> str:
    """A ULID minted in June 2031 (Kajo's episode ids)."""
    ms = epoch(r) * 1000 + r.randrange(1000)
    head = ""
    for _ in range(10):
        head = CROCKFORD[ms % 32] + head
        ms //= 32
    return head + pick(r, CROCKFORD, 16)


def programme(r: Random) -> str:
    return "1-" + num(r, 8)


def ip10(r: Random) -> str:
    return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(2, 254)}"


def aws_account(r: Random) -> str:
    return num(r, 12)


# --- binary structures, built for real and then encoded ---------------------------------

WIDEVINE_SYSTEM_ID = "edef8ba9-79d6-4ace-a3c8-27dcd51d21ed"
PLAYREADY_SYSTEM_ID = "9a04f079-9840-4286-ab92-e65be0885f95"
FAIRPLAY_SYSTEM_ID = "94ce86fb-07ff-4f43-adb8-93d2fa968ca2"
COMMON_SYSTEM_ID = "1077efec-c0b2-4d02-ace3-3c1e52e2fb4b"


def _u32(n: int) -> bytes:
    return n.to_bytes(4, "big")


def pssh_box(system_id: str, data: bytes, kids: Sequence[bytes] = ()) -> bytes:
    """A ``pssh`` box (ISO/IEC 23001-7): version 1 when it lists key ids."""
    body = bytes([1 if kids else 0, 0, 0, 0]) + uuid.UUID(system_id).bytes
    if kids:
        body += _u32(len(kids)) + b"".join(kids)
    body += _u32(len(data)) + data
    return _u32(8 + len(body)) + b"pssh" + body


def widevine_pssh_data(kid: bytes, provider: str, content_id: bytes) -> bytes:
    def field(tag: int, value: bytes) -> bytes:
        return bytes([tag, len(value)]) + value

    return b"\x08\x01" + field(0x12, kid) + field(0x1A, provider.encode()) + field(0x22, content_id)


def playready_kid_b64(kid: bytes) -> str:
    """PlayReady writes a KID as the base64 of its little-endian GUID bytes."""
    return b64_of(uuid.UUID(bytes=kid).bytes_le)


def wrm_header(r: Random, kid: bytes, la_url: str) -> str:
    checksum = b64_of(r.randbytes(8))
    return (
        '<WRMHEADER xmlns="http://schemas.microsoft.com/DRM/2007/03/PlayReadyHeader" '
        'version="4.3.0.0"><DATA><PROTECTINFO><KIDS><KID ALGID="AESCBC" '
        f'VALUE="{playready_kid_b64(kid)}" CHECKSUM="{checksum}"></KID></KIDS></PROTECTINFO>'
        f"<LA_URL>{la_url}</LA_URL></DATA></WRMHEADER>"
    )


def playready_object(xml: str) -> bytes:
    record = xml.encode("utf-16-le")
    size = 10 + len(record)
    return (
        size.to_bytes(4, "little")
        + (1).to_bytes(2, "little")
        + (1).to_bytes(2, "little")
        + len(record).to_bytes(2, "little")
        + record
    )


def ssh_string(value: bytes) -> bytes:
    return _u32(len(value)) + value


def ed25519_public_blob(pk: bytes) -> bytes:
    return ssh_string(b"ssh-ed25519") + ssh_string(pk)


def openssh_ed25519_private(r: Random, comment: str) -> str:
    """The base64 body (70-column lines) of an unencrypted ``openssh-key-v1`` ed25519 key."""
    pk, sk = r.randbytes(32), r.randbytes(32)
    check = r.randbytes(4)
    private = (
        check
        + check
        + ssh_string(b"ssh-ed25519")
        + ssh_string(pk)
        + ssh_string(sk + pk)
        + ssh_string(comment.encode())
    )
    pad = 1
    while len(private) % 8:
        private += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + ssh_string(b"none")
        + ssh_string(b"none")
        + ssh_string(b"")
        + _u32(1)
        + ssh_string(ed25519_public_blob(pk))
        + ssh_string(private)
    )
    return wrap(b64_of(blob), 70)


def der_body(r: Random, header: bytes, total: int) -> str:
    """Base64 of a DER structure: its real header, then random content up to ``total``."""
    return b64_of(header + r.randbytes(total - len(header)))


RSA_1024_PKCS1 = bytes.fromhex("3082025d020100028181 00".replace(" ", ""))
RSA_2048_PKCS1 = bytes.fromhex("308204a40201000282010100")
RSA_2048_PKCS8 = bytes.fromhex(
    "308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100"
)
CERT_HEADER = bytes.fromhex("308203a130820289a003020102")


def jwt(header: object, claims: object, r: Random, sig_bytes: int = 256) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig_bytes)}"


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is a secret as given; a multi-line key (real newlines, or the
    ``\\n`` escapes of a JSON string) gives each body line of 16+ characters."""
    if "\n" in value or "\\n" in value:
        lines = value.replace("\\n", "\n").split("\n")
        return [line.strip() for line in lines if len(line.strip()) >= 16]
    return [value]
