"""Key-shaped values: PEM bodies with real DER headers and random key material."""

from __future__ import annotations

import base64
import struct
from random import Random

from tests.redact.lookalike60.gen import b64, wrap

# DER prefixes of the real structures (sequence, version, algorithm identifiers).
_PKCS8_RSA_2048 = bytes.fromhex(
    "308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100"
)
_SEC1_P256_HEAD = bytes.fromhex("30770201010420")
_SEC1_P256_MID = bytes.fromhex("a00a06082a8648ce3d030107a144034200")
_PKCS8_P256_HEAD = bytes.fromhex(
    "308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420"
)
_PKCS8_P256_MID = bytes.fromhex("a144034200")
_SPKI_P256 = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200")


def pkcs8_rsa_body(r: Random) -> str:
    """The base64 body of a 2048-bit RSA ``PRIVATE KEY`` (26 lines of up to 64)."""
    der = _PKCS8_RSA_2048 + r.randbytes(1217 - len(_PKCS8_RSA_2048))
    return wrap(base64.b64encode(der).decode(), 64)


def sec1_p256_body(r: Random) -> str:
    """The base64 body of a P-256 ``EC PRIVATE KEY`` (3 lines: 64, 64, 36)."""
    der = _SEC1_P256_HEAD + r.randbytes(32) + _SEC1_P256_MID + b"\x04" + r.randbytes(64)
    return wrap(base64.b64encode(der).decode(), 64)


def pkcs8_p256_body(r: Random) -> str:
    der = _PKCS8_P256_HEAD + r.randbytes(32) + _PKCS8_P256_MID + b"\x04" + r.randbytes(64)
    return wrap(base64.b64encode(der).decode(), 64)


def spki_p256_body(r: Random) -> str:
    """The base64 body of a P-256 ``PUBLIC KEY`` (public: 2 lines)."""
    der = _SPKI_P256 + b"\x04" + r.randbytes(64)
    return wrap(base64.b64encode(der).decode(), 64)


def _s(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _ed25519_pub_blob(pub: bytes) -> bytes:
    return _s(b"ssh-ed25519") + _s(pub)


def ssh_ed25519_public(r: Random) -> str:
    """The base64 field of an ``ssh-ed25519`` public key line."""
    return base64.b64encode(_ed25519_pub_blob(r.randbytes(32))).decode()


def openssh_ed25519_body(r: Random, comment: str) -> str:
    """The base64 body of an unencrypted ``OPENSSH PRIVATE KEY`` (lines of 70)."""
    seed, pub = r.randbytes(32), r.randbytes(32)
    check = r.randbytes(4)
    private = check + check + _ed25519_pub_blob(pub) + _s(seed + pub) + _s(comment.encode())
    private += bytes(range(1, 1 + (-len(private)) % 8))
    blob = b"openssh-key-v1\x00" + _s(b"none") + _s(b"none") + _s(b"") + struct.pack(">I", 1)
    blob += _s(_ed25519_pub_blob(pub)) + _s(private)
    return wrap(base64.b64encode(blob).decode(), 70)


def pkcs7_token(r: Random, nbytes: int) -> str:
    """A Huawei Cloud IAM token: a PKI (CMS) blob, base64 with ``-`` and ``_``."""
    head = bytes.fromhex(
        "308217c506092a864886f70d010702a08217b6308217b2020101310d300b06096086480165030402"
    )
    raw = base64.b64encode(head + r.randbytes(nbytes)).decode()
    return raw.replace("+", "-").replace("/", "_")


def cert_token(r: Random) -> str:
    """ZATCA's ``binarySecurityToken``: base64 of the certificate's own base64 text."""
    inner = "MIID" + b64(r, 540)[4:]
    return base64.b64encode(inner.encode()).decode()
