"""Issue 14's credential families, each in phrasings of its own (not the corpus's), and
look-alikes from the same neighbourhoods that must stay byte-identical."""

from __future__ import annotations

import pytest

from ocmem.redact import MARKER, scrub

_PW = "Xk29vLq8mT"  # generated-looking, as a real password would be
# Vendor prefixes are split so no literal here is a credential.
_HF = "hf" + "_" + "abcdefghijklmnopqrstuvwxyzABCDEFGH"
_BREVO = "xkey" + "sib-" + "0123456789abcdef" * 4 + "-AbCdEfGhIjKlMnOp"

SECRETS = [
    # recovery, backup and one-time codes, wherever they are listed
    ("Recovery codes (store offline): 4f8a-2c91, 77b0-a3e2", ["4f8a-2c91", "77b0-a3e2"]),
    ("2FA backup codes:\n```\n8392 1047\n5510 2290\n```", ["8392", "1047", "5510", "2290"]),
    ("## Recovery codes\n\n- 4f8a2c91\n- 77b0a3e2", ["4f8a2c91", "77b0a3e2"]),
    ('{"recovery_codes": ["a1b2-c3d4", "e5f6-g7h8"]}', ["a1b2-c3d4", "e5f6-g7h8"]),
    ("Saved the recovery codes for the root account in the vault note: 4f8a-2c91", ["4f8a-2c91"]),
    # seed phrases and passphrases
    (
        "12-word seed (test wallet) → orbit pupil pilot cradle mango ramp canal hover sugar "
        "vapor spike lunch",
        ["orbit pupil pilot cradle mango ramp canal hover sugar vapor spike lunch"],
    ),
    (
        "BIP39 mnemonic for the dev wallet:\n> ozone drill grab fiber curtain grace pudding "
        "thank cruise elder eight picnic",
        ["ozone drill grab fiber curtain grace pudding thank cruise elder eight picnic"],
    ),
    ("Disk encryption passphrase: tidal orbit frame lemon (LUKS)", ["tidal orbit frame lemon"]),
    ("The passphrase is Correct Horse Battery Staple", ["Correct Horse Battery Staple"]),
    # PINs and door codes
    ("PIN 4821 opens the server room.", ["4821"]),
    ("The alarm disarm code for the office is 4821.", ["4821"]),
    ("SIM card PUK 12345678", ["12345678"]),
    # passwords in prose, weak names with password-shaped values
    ("I reset the root password to Zq8!mLx2pW yesterday.", ["Zq8!mLx2pW"]),
    ("The Wi-Fi password, by the way, is Sunflower2024!", ["Sunflower2024"]),
    ("pwd for the NAS is nas-Pine-4490", ["nas-Pine-4490"]),
    ("password was reset: " + _PW, [_PW]),
    ("Jira: user jdoe, pw Kx82mLq9!z", ["Kx82mLq9!z"]),
    # user / password pairs
    ("Sign in as ops with Tr0ub4dor&3x on the staging box.", ["Tr0ub4dor&3x"]),
    ("Log into Grafana as `admin` / `gX72kqP1zz`.", ["gX72kqP1zz"]),
    ("Login creds for the staging box are deploy and Wq82mLx!9z", ["Wq82mLx!9z"]),
    ("The router's web UI takes admin:" + _PW, [_PW]),
    ("Jenkins (ci / " + _PW + ") is behind the VPN.", [_PW]),
    ("~/.pgpass line: db.internal:5432:app:ops:" + _PW, [_PW]),
    ("mysql://root:Xk29#vLq8mT@db.internal/app", ["Xk29#vLq8mT"]),
    # structured text and commands
    ("otpauth://totp/Acme:bob?secret=KRSXGZLTMVRXEZLU&issuer=Acme", ["KRSXGZLTMVRXEZLU"]),
    ("TOTP: JBSWY3DPEHPK3PXPJBSWY3DP", ["JBSWY3DPEHPK3PXPJBSWY3DP"]),
    ("openssl enc -aes-256-cbc -K " + "9f3a" * 16 + " -in a", ["9f3a" * 16]),
    ("mysql -u root -p'" + _PW + "' app", [_PW]),
    ("The Heroku token (legacy) → 5f2b9c1e-3a7d-4e8f-9b6c-2d1a0e7f4c38", ["5f2b9c1e-3a7d"]),
    # vendor shapes
    ("HF token " + _HF + " for model downloads", [_HF]),
    (_BREVO, [_BREVO]),
]

KEPT = [
    # base64 that is data
    "Test vector: input aGVsbG8gd29ybGQgZnJvbSB0aGUgdGVzdCBzdWl0ZQ== decodes to the text.",
    "Avatar placeholder: /9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYICQ==",
    # colons and slashes that are not user:password
    "FROM python:3.12-slim",
    "image: node:20-alpine3.19",
    "docker run redis:7.2.4-bookworm",
    "See RFC:Section4.2 for details",
    "The user / Group2Policy mapping",
    "the account / Settings2 page",
    "Config key logging.level:DEBUG2x",
    "We use PostgreSQL16 as the password store backend.",
    "Time was 12:30:45 UTC",
    "git checkout origin/main:src/App2.tsx",
    # prose around the new nouns
    "Recovery codes are shown once; store them offline.",
    "The seed for the test data generator is fixed so runs repeat.",
    "PIN the version in requirements.txt",
    "logged in as admin with SSO",
    "creds are stored in Vault under kv/ci",
    "reactServerComponentsMigration2024 is the branch name",
    "The S3 object key is uploads/2024/Xk29vLq8mTXk29vLq8mTAbcDEF.png",
    "Protobuf message CgZhY21lLWlvEgdzdGFnaW5nGgVldS13ZXN0 is the fixture",
    "seed data: users alice bob carol dave erin frank grace heidi ivan judy mallory oscar peggy",
    "pass the tests before merging",
]


@pytest.mark.parametrize(("text", "secrets"), SECRETS, ids=lambda v: str(v)[:40])
def test_family_member_is_scrubbed(text: str, secrets: list[str]) -> None:
    result = scrub(text)
    assert MARKER in result.text
    for secret in secrets:
        assert secret not in result.text, result.text


@pytest.mark.parametrize("text", KEPT, ids=lambda v: v[:40])
def test_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text
