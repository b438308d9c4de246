"""Seeded value generators and the ``Kind`` record of the forty-first look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with the kind's name).
Vendor prefixes are joined from pieces where they are written at all, so no literal in this
package is a credential.
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
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PASSWORD_CHARS = ALNUM + "!#%*+-.=?@^_~"
URL_PASSWORD_CHARS = ALNUM + "-_.~!*"

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


def ulid(r: Random) -> str:
    return r.choice("01") + pick(r, CROCKFORD, 25)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20, chars: str = PASSWORD_CHARS) -> str:
    """A set password: starts and ends with a letter or digit, has both letters and digits."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, chars, n - 2) + pick(r, ALNUM, 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    return password(r, n, URL_PASSWORD_CHARS)


def one(r: Random, *options: str) -> str:
    return r.choice(options)


# ---------------------------------------------------------------------------- check digits


def jan13(r: Random, prefix: str = "49") -> str:
    body = prefix + pick(r, DIGITS, 12 - len(prefix))
    total = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
    return body + str((10 - total % 10) % 10)


def itf14(r: Random) -> str:
    body = r.choice("123") + jan13(r)[:12]
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(body))
    return body + str((10 - total % 10) % 10)


def mod7_tracking(r: Random) -> str:
    """Yamato and Sagawa: 12 digits, the last is the first eleven modulo 7."""
    body = num(r, 11)
    return body + str(int(body) % 7)


def jp_post_s10(r: Random, service: str = "EJ") -> str:
    digits = pick(r, DIGITS, 8)
    total = sum(int(d) * w for d, w in zip(digits, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{service}{digits}{check}JP"


def corporate_number(r: Random) -> str:
    """A Japanese corporate number (法人番号): a check digit and twelve digits."""
    base = num(r, 12)
    total = sum(int(d) * (1 if i % 2 == 0 else 2) for i, d in enumerate(reversed(base)))
    return str(9 - total % 9) + base


def tw_ubn(r: Random) -> str:
    """A Taiwanese unified business number (統一編號) with a valid checksum."""
    weights = (1, 2, 1, 2, 1, 2, 4, 1)
    while True:
        digits = pick(r, DIGITS, 8)
        total = sum(sum(map(int, str(int(d) * w))) for d, w in zip(digits, weights, strict=True))
        if total % 5 == 0:
            return digits


# ---------------------------------------------------------------------------- key material


def _ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def ed25519_public_blob(pk: bytes) -> bytes:
    return _ssh_string(b"ssh-ed25519") + _ssh_string(pk)


def ssh_ed25519_public(r: Random) -> str:
    return base64.b64encode(ed25519_public_blob(r.randbytes(32))).decode()


def ssh_ecdsa_public(r: Random) -> str:
    blob = (
        _ssh_string(b"ecdsa-sha2-nistp256")
        + _ssh_string(b"nistp256")
        + _ssh_string(b"\x04" + r.randbytes(64))
    )
    return base64.b64encode(blob).decode()


def openssh_ed25519_private_body(r: Random, comment: str) -> str:
    """The base64 body of an unencrypted OpenSSH ed25519 private key, wrapped at 70."""
    pk, sk = r.randbytes(32), r.randbytes(32)
    check = r.randbytes(4)
    private = (
        check
        + check
        + _ssh_string(b"ssh-ed25519")
        + _ssh_string(pk)
        + _ssh_string(sk + pk)
        + _ssh_string(comment.encode())
    )
    private += bytes(range(1, 1 + (-len(private)) % 8))
    blob = (
        b"openssh-key-v1\x00"
        + _ssh_string(b"none")
        + _ssh_string(b"none")
        + _ssh_string(b"")
        + struct.pack(">I", 1)
        + _ssh_string(ed25519_public_blob(pk))
        + _ssh_string(private)
    )
    return wrap(base64.b64encode(blob).decode(), 70)


_PKCS8_RSA2048 = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a3020100")
_PKCS1_RSA2048 = bytes.fromhex("308204a40201000282010100")
_SPKI_RSA2048 = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")


def pkcs8_rsa_body(r: Random) -> str:
    raw = _PKCS8_RSA2048 + r.randbytes(1217 - len(_PKCS8_RSA2048))
    return wrap(base64.b64encode(raw).decode(), 64)


def pkcs1_rsa_body(r: Random) -> str:
    raw = _PKCS1_RSA2048 + r.randbytes(1192 - len(_PKCS1_RSA2048))
    return wrap(base64.b64encode(raw).decode(), 64)


def rsa_public_body(r: Random) -> str:
    raw = _SPKI_RSA2048 + b"\xc1" + r.randbytes(255) + bytes.fromhex("0203010001")
    return wrap(base64.b64encode(raw).decode(), 64)


def certificate_body(r: Random) -> str:
    head = bytes.fromhex("308203") + r.randbytes(1) + bytes.fromhex("308202")
    raw = head + r.randbytes(1) + bytes.fromhex("a0030201020214") + r.randbytes(700)
    return wrap(base64.b64encode(raw).decode(), 64)


# ---------------------------------------------------------------------------- rendering


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is listed as given; a multi-line value (real newlines, or the
    two-character ``\\n`` escapes of a JSON string) lists each line of 16+ characters."""
    if "\n" not in value and "\\n" not in value:
        return [value]
    lines = value.replace("\\n", "\n").split("\n")
    return [line for line in lines if len(line) >= 16]
