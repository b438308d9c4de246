"""The rules that came from the sixth look-alike corpus (its holdout, studied as tuning data
"dev7" once it had been scored): OpenPGP armor headers before a public key's body,
fingerprints written as colon-separated bytes, public-key pins, minisign signatures,
Mapbox public tokens, signature fields, cursors, Postgres unique-violation details, UUID
row keys in SQL, Prometheus label sets, exception names and password managers are kept;
a key printed by the tool that made it and a 2FA seed behind a long label are found."""

from __future__ import annotations

import base64
import hashlib
import random

import pytest

from ocmem.redact import MARKER, scrub

_R = random.Random("lookalike6-rules")
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
B64URL = ALNUM + "-_"


def pick(alphabet: str, n: int) -> str:
    return "".join(_R.choice(alphabet) for _ in range(n))


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


BODY = "\n".join(b64(hashlib.sha512(bytes([i])).digest())[:64] for i in range(5))
FINGERPRINT = ":".join(f"{b:02X}" for b in hashlib.sha256(b"cert").digest())
PIN = b64(hashlib.sha256(b"spki").digest())
UUID_A, UUID_B = "5f1e7ed8-7adf-423a-863b-98c1e5827770", "30c3b7ef-6480-4f25-8d5e-122f6f5000b4"
WG_KEY = "/" + b64(hashlib.sha256(b"wg").digest())[1:]
BASE32 = "ZLTSIRYZXQ22RLDDOPAX24BMMQ3GXO6S"


@pytest.mark.parametrize(
    "text",
    [
        f"-----BEGIN PGP PUBLIC KEY BLOCK-----\nComment: {HEX}\n\n{BODY}\n"
        "-----END PGP PUBLIC KEY BLOCK-----"
        for HEX in [hashlib.sha1(b"k").hexdigest().upper()]
    ]
    + [
        f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{BODY}\n-----END PGP PUBLIC KEY BLOCK-----",
        f"SHA256 Fingerprint={FINGERPRINT}",
        f'"sha256_cert_fingerprints": ["{FINGERPRINT}"]',
        f"ssh-keygen -l -E md5: MD5:{FINGERPRINT[:47]}",
        f'Public-Key-Pins: pin-sha256="{PIN}"; backup pin="{PIN[::-1].strip("=")}="',
        "untrusted comment: signature from minisign secret key\nRUQ" + pick(ALNUM, 97),
        f"mapboxgl.accessToken = 'pk.{pick(B64URL, 60)}.{pick(B64URL, 22)}'",
        f'{{"Bundle": {{"SignedEntryTimestamp": "{b64(hashlib.sha512(b"set").digest())[:-2]}"}}}}',
        f'"data": [], "next_cursor": "{pick(ALNUM, 32)}"',
        f"DETAIL:  Key (idempotency_key)=({UUID_A}) already exists.",
        f"INSERT INTO api_keys (id, owner_id, prefix) VALUES ('{UUID_A}', '{UUID_B}', 'ak_')",
        'ALERTS{alertname="SecretExpiringSoon", secret="ghcr-pull", namespace="ci"}',
        f"KeyError: '{hashlib.sha1(b'e').hexdigest()}'",
        "JWT_SECRET=change-me-in-production",
        "STRIPE_SECRET_KEY=<from 1Password: Payments/Stripe>",
        "memo[infra]: パスワードは1Passwordの「Infra」保管庫にある",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a private key block keeps being found, with or without armor headers
        (
            f"-----BEGIN PGP PRIVATE KEY BLOCK-----\nComment: deploy\n\n{BODY}\n"
            "-----END PGP PRIVATE KEY BLOCK-----",
            BODY[:40],
        ),
        (f"Comment: deploy\n\n{BODY}", BODY[:40]),
        # a .pgpass password that is no fingerprint
        ("db.acme.dev:5432:app:alice:Zq7Lm9Xw4Tz8", "Zq7Lm9Xw4Tz8"),
        # a labelled UUID secret on a line with SQL elsewhere
        (f"the Snyk token is {UUID_A} (VALUES are in the seed file)", UUID_A),
        # a secret value in a metric-less brace is not a label set
        ('{secret="' + pick(ALNUM, 24) + '"}', None),
        # the secrets found here
        (f"$ wg genkey | tee privatekey\n{WG_KEY}", WG_KEY),
        (f"$ openssl rand -base64 32\n{PIN}", PIN),
        (f"2FA seed for the shared registrar account (scan or type): {BASE32}", BASE32),
        ("PASSWORD=change-me-" + pick(ALNUM, 3) + "Zq7Lm9Xw4Tz8!", None),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str | None) -> None:
    result = scrub(text)
    if secret is None:
        secret = text.rsplit("=", 1)[-1].strip('"}')
    assert secret not in result.text
    assert MARKER in result.text
