"""Benign look-alikes the ``dev`` split never shows (holdout only).

Public keys and certificates, documented example credentials, ids that are public by
design, and long base64 or hex runs that carry no secret.
"""

from __future__ import annotations

import random

from tests.redact.lookalike import values as v
from tests.redact.lookalike.kinds import Kind

_BECH32_LOWER = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_VLQ = v.UPPER + v.LOWER + v.DIGITS + "+/"


def _mappings(r: random.Random) -> str:
    groups = [v.chars(r, _VLQ, r.choice((4, 4, 6, 8))) for _ in range(r.randint(10, 18))]
    out = ""
    for g in groups:
        out += g + r.choice((",", ",", ",", ";", ";;"))
    return out.rstrip(",;")


def _aws_example_id(_: random.Random) -> str:
    return "AK" + "IA" + "IOSFODNN7" + "EXAMPLE"


def _aws_example_secret(_: random.Random) -> str:
    return "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCY" + "EXAMPLEKEY"


def _mapbox_public(r: random.Random) -> str:
    return "pk" + ".eyJ1IjoiYWNtZSIsImEiOiI" + v.b62(r, 22) + "In0." + v.chars(r, v.BASE64URL, 22)


BENIGN_HOLDOUT: tuple[Kind, ...] = (
    Kind(
        "public_key_pem",
        dev=(),
        holdout=(
            "JWKS fallback, the verifying key:\n-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n"
            "-----END PUBLIC KEY-----",
            "jwt.public.pem (checked in on purpose, it only verifies):\n"
            "-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n-----END PUBLIC KEY-----\n",
        ),
        gen={"pem": lambda r: v.pem_body(r, 294)},
    ),
    Kind(
        "certificate_pem",
        dev=(),
        holdout=(
            "The internal CA cert to add to the trust store:\n-----BEGIN CERTIFICATE-----\n"
            "⟨pem⟩\n-----END CERTIFICATE-----",
            "ca.crt: |\n-----BEGIN CERTIFICATE-----\n⟨pem⟩\n-----END CERTIFICATE-----",
        ),
        gen={"pem": lambda r: v.pem_body(r, 420)},
    ),
    Kind(
        "aws_doc_example",
        dev=(),
        holdout=(
            "The AWS docs use ⟨akid⟩ / ⟨aks⟩ as the example pair; our fixtures copy them (⟨jira⟩).",
            "[profile moto]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨aks⟩\n"
            "# documented example values, for the moto ⟨ver⟩ tests",
            "localstack accepts anything, so tests use ⟨akid⟩ (the documented example, job ⟨run⟩)",
        ),
        gen={"akid": _aws_example_id, "aks": _aws_example_secret},
    ),
    Kind(
        "oauth_client_id",
        dev=(),
        holdout=(
            "Google OAuth client id ⟨n⟩-⟨cid⟩.apps.googleusercontent.com (public; the secret is "
            "in the vault)",
            "GitHub App client id Iv1.⟨h16⟩ goes into the login URL",
            "NEXT_PUBLIC_AUTH0_CLIENT_ID=⟨b32⟩",
        ),
        gen={
            "cid": lambda r: v.chars(r, v.LOWER + v.DIGITS, 32),
            "b32": lambda r: v.b62(r, 32),
        },
    ),
    Kind(
        "age_recipient",
        dev=(),
        holdout=(
            ".sops.yaml:\ncreation_rules:\n  - path_regex: secrets/⟨stage⟩/.*\n    age: age1⟨pub⟩",
            "encrypt for the team: `age -r age1⟨pub⟩ -o db.env.age db.env`",
        ),
        gen={"pub": lambda r: v.chars(r, _BECH32_LOWER, 58)},
    ),
    Kind(
        "wireguard_public_key",
        dev=(),
        holdout=(
            "[Peer]\nPublicKey = ⟨wg⟩\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.dev:51820",
            "`wg show wg0` → peer: ⟨wg⟩ (latest handshake ⟨n⟩ seconds ago)",
        ),
        gen={"wg": lambda r: v.b64_bytes(r, 32)},
    ),
    Kind(
        "data_uri_image",
        dev=(),
        holdout=(
            'favicon inlined: <link rel="icon" href="data:image/png;base64,iVBORw0KGgo⟨png⟩">',
            "background: url(data:image/gif;base64,R0lGODlh⟨png⟩); — the spinner",
        ),
        gen={"png": lambda r: v.b64_bytes(r, 96)},
    ),
    Kind(
        "sourcemap_mappings",
        dev=(),
        holdout=(
            '{"version":3,"file":"main.⟨h8⟩.js","sources":["src/main.ts"],"mappings":"⟨map⟩"}',
            'the broken map has "mappings": "⟨map⟩" and no sourcesContent',
        ),
        gen={"map": _mappings},
    ),
    Kind(
        "gerrit_change_id",
        dev=(),
        holdout=(
            "fix(auth): refresh before expiry\n\nChange-Id: I⟨sha⟩\nSigned-off-by: ⟨user⟩ "
            "<⟨user⟩@acme.dev>",
            "Gerrit rejected the push: missing Change-Id; the old one was I⟨sha⟩",
        ),
    ),
    Kind(
        "windows_guid",
        dev=(),
        holdout=(
            'Project("{⟨GUID⟩}") = "Acme.Auth", "src\\Acme.Auth\\Acme.Auth.csproj", "{⟨GUID:2⟩}"',
            "<ProductCode>{⟨GUID⟩}</ProductCode> must change for every MSI release",
        ),
        gen={"GUID": lambda r: v.uuid4(r).upper()},
    ),
    Kind(
        "numeric_platform_ids",
        dev=(),
        holdout=(
            "Discord channel ⟨n19⟩, guild ⟨n19:2⟩ — the bot posts release notes there",
            "Telegram chat_id=-100⟨d10⟩ for the alerts group",
            "YouTube video id ⟨yt⟩ is the onboarding recording",
        ),
        gen={
            "d10": lambda r: v.chars(r, v.DIGITS, 10),
            "yt": lambda r: v.chars(r, v.BASE64URL, 11),
        },
    ),
    Kind(
        "wallet_address",
        dev=(),
        holdout=(
            "The staging contract is deployed at 0x⟨h40⟩ on Sepolia (tx 0x⟨h64⟩)",
            "faucet → send test ETH to 0x⟨h40⟩",
        ),
        gen={"h40": lambda r: v.hexs(r, 40)},
    ),
    Kind(
        "sri_integrity",
        dev=(),
        holdout=(
            '<script src="https://cdn.acme.dev/widget-⟨ver⟩.js" integrity="⟨sri⟩" '
            'crossorigin="anonymous"></script>',
            "the CDN changed the file, so the browser blocked it: computed hash ⟨sri⟩ does not "
            "match",
        ),
    ),
    Kind(
        "nix_store_path",
        dev=(),
        holdout=(
            "/nix/store/⟨nix⟩-python3-3.11.9/bin/python is what the devshell puts on PATH",
            "error: builder for '/nix/store/⟨nix⟩-acme-cli-⟨ver⟩.drv' failed with exit code 1",
        ),
        gen={"nix": lambda r: v.chars(r, v.NIX32, 32)},
    ),
    Kind(
        "mapbox_public_token",
        dev=(),
        holdout=(
            "NEXT_PUBLIC_MAPBOX_TOKEN=⟨mb⟩ (public token, URL-restricted to acme.dev)",
            "mapboxgl.accessToken = '⟨mb⟩';  // public pk. token, fine in the bundle",
        ),
        gen={"mb": _mapbox_public},
    ),
)
