"""Benign look-alikes in prose and config: already-redacted values, placeholders and
secret references, the word "password" with no password, and public keys/certificates."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike37.gen import (
    ALNUM,
    PEOPLE,
    Kind,
    b64,
    hexs,
    pick,
    uuid4,
    wrap,
)

_FLWSECK = "FLW" + "SECK"
_NAMES = (
    "AMADEUS_CLIENT_SECRET",
    "MPESA_CONSUMER_SECRET",
    "MPESA_PASSKEY",
    "FLW_SECRET_KEY",
    "TWILIO_AUTH_TOKEN",
    "DD_API_KEY",
    "ARM_CLIENT_SECRET",
    "SABRE_CLIENT_CREDENTIALS",
    "PAGERDUTY_TOKEN",
)


def _redacted(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(_NAMES),
        "name2": r.choice(_NAMES),
        "last4": hexs(r, 4),
        "stars": "*" * r.choice((8, 16, 32)),
        "app": uuid4(r),
        "who": r.choice(PEOPLE),
        "d": f"2029-06-{r.randint(1, 28):02d}",
        "id": str(r.randint(1000, 9999)),
    }


def _placeholders(r: Random) -> dict[str, str]:
    name = r.choice(_NAMES)
    return {
        "name": name,
        "lower": name.lower().replace("_", "-"),
        "snake": name.lower(),
        "name2": r.choice(_NAMES),
        "x": "x" * r.choice((32, 40, 64)),
        "zero": "0" * r.choice((32, 40)),
        "env": r.choice(("prod", "staging", "dev")),
        "kv": r.choice(("kv-umoya-prod", "kv-umoya-payments")),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "n": str(r.choice((12, 14, 16))),
        "days": str(r.choice((60, 90, 180))),
        "who": r.choice(PEOPLE),
        "ttl": str(r.choice((600, 900, 1800))),
        "tries": str(r.choice((3, 5, 10))),
        "ticket": f"SRE-{r.randint(1000, 4999)}",
        "pct": str(r.randint(2, 19)),
    }


def _ed25519_pub(r: Random) -> str:
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + r.randbytes(32)
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def _rsa_pub(r: Random) -> str:
    return "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + pick(r, ALNUM + "+/", 508) + "="


def _public(r: Random) -> dict[str, str]:
    spki = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + pick(r, ALNUM + "+/", 342) + "IDAQAB"
    cert = "MIIG" + pick(r, ALNUM, 2) + "CCB" + pick(r, ALNUM, 2) + "gAwIBAgI" + b64(r, 1150)
    modulus = base64.urlsafe_b64encode(r.randbytes(256)).decode().rstrip("=")
    return {
        "ed": _ed25519_pub(r),
        "rsa": _rsa_pub(r),
        "who": r.choice(PEOPLE),
        "host": r.choice(("jump-jnb-01", "gds-bridge-nbo", "ansible-ctl", "sftp-bsp")),
        "spki": wrap(spki, 64),
        "cert": wrap(cert, 64),
        "n": modulus,
        "kid": hexs(r, 16),
        "fp": base64.b64encode(r.randbytes(32)).decode().rstrip("="),
    }


_PUB_BEGIN = "-----BEGIN PUBLIC " + "KEY-----"
_PUB_END = "-----END PUBLIC " + "KEY-----"
_CERT_BEGIN = "-----BEGIN CERTIFICATE-----"
_CERT_END = "-----END CERTIFICATE-----"

BENIGN_TEXT: tuple[Kind, ...] = (
    Kind(
        "redacted_and_masked_secrets",
        (
            "⟨name⟩=⟨stars⟩ (redacted; value in Key Vault)",
            _FLWSECK + "-⟨stars⟩-X — Flutterwave shows only this masked form after creation",
            "2029-06-14T07:11:52Z ##[debug]Evaluating: secrets.⟨name⟩ → ***",
            "The old ⟨name⟩ ended in …⟨last4⟩; ⟨who⟩ rotated it on ⟨d⟩ (ticket SRE-⟨id⟩)",
            '$ az ad app credential list --id ⟨app⟩\n[\n  {\n    "displayName": "terraform-⟨d⟩",'
            '\n    "endDateTime": "2030-06-01T00:00:00Z",\n    "hint": "⟨last4⟩",\n'
            '    "secretText": null\n  }\n]',
            '  ~ app_settings = {\n      ~ "⟨name⟩" = (sensitive value)\n    }',
            "Password=<redacted>;User ID=svc_booking;Server=tcp:sql-umoya-prod.database."
            "windows.net,1433",
            "⟨name2⟩ imefichwa (⟨stars⟩); thamani halisi iko kwenye vault.",
        ),
        _redacted,
    ),
    Kind(
        "placeholders_and_secret_references",
        (
            "# .env.example\n⟨name⟩=<paste-from-key-vault>\n⟨name2⟩=changeme",
            "⟨name⟩: ${{ secrets.⟨name⟩ }}",
            "- script: terraform apply -auto-approve\n  env:\n    ⟨name⟩: $(⟨name⟩)",
            "env:\n  - name: ⟨name⟩\n    valueFrom:\n      secretKeyRef:\n"
            "        name: ⟨lower⟩\n        key: value",
            "⟨name⟩=⟨x⟩  # placeholder from the README, not a real value",
            'variable "⟨snake⟩" {\n  type      = string\n  sensitive = true\n}',
            "⟨name⟩=⟨zero⟩ is what the ⟨env⟩ compose file uses so the app boots offline",
            "Weka ⟨name⟩ kutoka ⟨kv⟩ (usiandike thamani hapa): az keyvault secret show "
            "--vault-name ⟨kv⟩ -n ⟨lower⟩ --query value -o tsv",
        ),
        _placeholders,
    ),
    Kind(
        "password_word_prose",
        (
            "Password policy for the booking console: ⟨n⟩+ characters, rotation every ⟨days⟩ "
            "days, no reuse of the last 5",
            "Forgot-password flow: reset link TTL is ⟨ttl⟩ s, account locks after ⟨tries⟩ "
            "wrong passwords",
            "Die wagwoord-herstelvloei in die app het ⟨pct⟩% meer foute sedert die vrystelling "
            "(⟨ticket⟩).",
            "Wateja wanaosahau nenosiri wanapokea SMS ya Twilio; ⟨who⟩ anafuatilia ⟨ticket⟩.",
            "Iphasiwedi entsha kufanele ibe nezinhlamvu ezingu-⟨n⟩ noma ngaphezulu.",
            "PASSWORD_RESET_TOKEN_TTL=⟨ttl⟩\nPASSWORD_MIN_LENGTH=⟨n⟩\nPASSWORD_MAX_ATTEMPTS=⟨tries⟩",
            "Sabre EPR passwords expire every ⟨days⟩ days; the robot EPR uses a vault-held "
            "secret, ask ⟨who⟩ (⟨ticket⟩)",
        ),
        _prose,
    ),
    Kind(
        "public_keys_and_certificates",
        (
            "⟨ed⟩ ⟨who⟩@⟨host⟩",
            "authorized_keys on ⟨host⟩:\n⟨ed⟩ ⟨who⟩@laptop\n⟨rsa⟩ ansible@ctl",
            "M-Pesa production public cert (for encrypting the initiator password):\n"
            + _CERT_BEGIN
            + "\n⟨cert⟩\n"
            + _CERT_END,
            "NDC partner's response-signing public key (from their onboarding pack):\n"
            + _PUB_BEGIN
            + "\n⟨spki⟩\n"
            + _PUB_END,
            '{"keys":[{"kty":"RSA","use":"sig","kid":"⟨kid⟩","alg":"RS256","n":"⟨n⟩","e":"AQAB"}]}',
            "Host key fingerprint for ⟨host⟩: SHA256:⟨fp⟩ (ED25519)",
        ),
        _public,
    ),
)
