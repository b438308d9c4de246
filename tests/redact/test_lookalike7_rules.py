"""The rules that came from the seventh look-alike corpus (its holdout, studied as tuning
data "dev8" once it had been scored): a range of commits, a build cache's action key, an
ARN after "creds:", a versioned webhook signature, multi-row SQL inserts, a public key
block under its label and MAC addresses are kept; ``sqlcmd -P`` and Oracle thin JDBC
passwords are found."""

from __future__ import annotations

import hashlib

import pytest

from ocmem.redact import MARKER, scrub

A, B = hashlib.sha1(b"a").hexdigest(), hashlib.sha1(b"b").hexdigest()
HEX64 = hashlib.sha256(b"action").hexdigest()
KEY_LINES = "\n".join(hashlib.sha256(bytes([i])).hexdigest() for i in range(4))
UUID_A, UUID_B = "73959c63-4ea9-44de-b78b-d55e79f5fb38", "e8229ce5-3b3e-432d-81b6-2b21e2eb86e9"
PASSWORD = "7W2t5YRYiwyIGi4682Hq3"


@pytest.mark.parametrize(
    "text",
    [
        f"Dependabot bumps aws-actions/configure-aws-credentials by SHA: {A} → {B}.",
        f"git log {A}..{B} shows the token refresh fix",
        f"bazel: remote cache hit, action key {HEX64}",
        "Prod DB creds: arn:aws:secretsmanager:ap-southeast-2:153401516494:secret:prod/db-DVzrzV",
        f"svix-id: msg_2a, svix-signature: v1,{hashlib.sha256(b's').hexdigest()[:43]}=",
        "INSERT INTO flags (id, name, on) VALUES\n"
        f"  ('{UUID_A}', 'checkout_v2', true), ('{UUID_B}', 'checkout_v2', true);",
        f"sn -Tp Acme.Core.dll\nPublic key (hash algorithm: sha1):\n{KEY_LINES}\n\n"
        "Public key token is 392e87e2c67a2834",
        "Robot arm controller MAC 28:12:0a:b3:97:9f (bench 3), gateway 34:21:c0:58:d5:76.",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a commit range vouches only for hex of its own length, and only after its arrow
        (f"rotated the token {A} → ghp_{hashlib.sha1(b'c').hexdigest()[:36]}", "ghp_"),
        # a private key block under its label, and a label that says private
        (f"Private key (hex):\n{KEY_LINES}", KEY_LINES[:40]),
        # a .pgpass line is not a MAC address
        ("db.acme.dev:5432:app:alice:Zq7Lm9Xw4Tz8", "Zq7Lm9Xw4Tz8"),
        # the secrets found here
        (f'sqlcmd -S tcp:sql-billing,1433 -U sa -P "{PASSWORD}" -Q "SELECT 1"', PASSWORD),
        (f"jdbc:oracle:thin:billing/{PASSWORD}@//ora-prd.corp.acme:1521/BILLPDB", PASSWORD),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str) -> None:
    result = scrub(text)
    assert secret not in result.text
    assert MARKER in result.text
