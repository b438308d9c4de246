"""Key-shaped generators shared by the secret and benign kinds (PEM bodies, OpenSSH, JSON keys)."""

from __future__ import annotations

import struct
from random import Random

from tests.redact.lookalike13.gen import DASHES, b64_of, hexs, num, wrap


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    if n < 0x100:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 0xFF])


def ec_p256_pkcs8(r: Random) -> str:
    """The base64 of a PKCS#8 P-256 private key (the shape of an App Store Connect .p8)."""
    inner = (
        bytes.fromhex("020101")
        + b"\x04\x20"
        + r.randbytes(32)
        + b"\xa1\x44\x03\x42\x00\x04"
        + r.randbytes(64)
    )
    ec = b"\x30" + _der_len(len(inner)) + inner
    algo = bytes.fromhex("301306072a8648ce3d020106082a8648ce3d030107")
    body = bytes.fromhex("020100") + algo + b"\x04" + _der_len(len(ec)) + ec
    return b64_of(b"\x30" + _der_len(len(body)) + body)


def rsa_pkcs8(r: Random, nbytes: int = 1190) -> str:
    """The base64 of an RSA PKCS#8 private key's shape: a fixed header and random content."""
    inner = bytes.fromhex("020100") + r.randbytes(nbytes)
    algo = bytes.fromhex("300d06092a864886f70d0101010500")
    octet = b"\x04" + _der_len(len(inner) + 4) + b"\x30" + _der_len(len(inner)) + inner
    body = bytes.fromhex("020100") + algo + octet
    return b64_of(b"\x30" + _der_len(len(body)) + body)


def rsa_spki(r: Random) -> str:
    """The base64 of an RSA-2048 SubjectPublicKeyInfo (a public key, e.g. Play licensing)."""
    modulus = b"\x00" + bytes([r.randint(0xC0, 0xFF)]) + r.randbytes(255)
    seq = b"\x02\x82\x01\x01" + modulus + bytes.fromhex("0203010001")
    rsa = b"\x30\x82\x01\x0a" + seq
    bitstr = b"\x03\x82\x01\x0f\x00" + rsa
    algo = bytes.fromhex("300d06092a864886f70d0101010500")
    body = algo + bitstr
    return b64_of(b"\x30\x82" + struct.pack(">H", len(body)) + body)


def openssh_ed25519(r: Random, comment: str) -> str:
    """The base64 body of an unencrypted OpenSSH ed25519 private key."""

    def s(b: bytes) -> bytes:
        return struct.pack(">I", len(b)) + b

    pk = r.randbytes(32)
    sk = r.randbytes(32)
    pub = s(b"ssh-ed25519") + s(pk)
    check = r.randbytes(4)
    priv = check + check + s(b"ssh-ed25519") + s(pk) + s(sk + pk) + s(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + s(b"none") + s(b"none") + s(b"") + struct.pack(">I", 1)
    blob += s(pub) + s(priv)
    return b64_of(blob)


def ed25519_public(r: Random) -> str:
    def s(b: bytes) -> bytes:
        return struct.pack(">I", len(b)) + b

    return b64_of(s(b"ssh-ed25519") + s(r.randbytes(32)))


def pem_split(body_b64: str, width: int = 64) -> tuple[str, str]:
    """A wrapped key body split as (first line, remaining lines)."""
    lines = wrap(body_b64, width).split("\n")
    return lines[0], "\n".join(lines[1:])


def markers(label: str) -> dict[str, str]:
    return {"begin": f"{DASHES}BEGIN {label}{DASHES}", "end": f"{DASHES}END {label}{DASHES}"}


def key_id_40(r: Random) -> str:
    return hexs(r, 40)


def project_number(r: Random) -> str:
    return num(r, 12)
