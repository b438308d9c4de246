"""The rules that came from the eighty-second to eighty-fourth look-alike corpora (a UK-Irish
clinic SaaS on Azure, an Indian quick-commerce app and a Turkish-Greek ferry operator; each
holdout scored once, then studied as tuning data).

Kept: the name a secret is stored under (``auth0-m2m-client-secret``), a secret's version
(``versions: <hex>``, "version of <name>: <hex>"), a change feed's continuation, a
signature in Turkish and Greek, a variable's name in brackets after Greek "password", a
chat channel a password must not go to, a digest in a table's ``hash`` column, a Mailgun
webhook's one-time token, and OpenPGP ids in capitals still. Taken: 40 hex capitals given
to a credential's name (Viva Wallet's webhook key), an API key given to curl as the user
(``-u <key>:X``), ``user:password`` in a ``…_auth`` setting (Galera's ``wsrep_sst_auth``)
and in Postfix's ``sasl_passwd``, a Cloudflare Tunnel token, Greek "κωδικό", and a base64
key on a line near a container's hex digest."""

from __future__ import annotations

import base64
import json

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

_TUNNEL = base64.b64encode(
    json.dumps(
        {
            "a": "5e1d0c9b8a7f6e5d4c3b2a1908f7e6d5",
            "t": "0b7e4a52-9c13-4d8e-a6f1-3e2d5c7b9a04",
            "s": "Qm9xV2hpdGVMaW9uM3JpdmVyUGFzdGVsNzc4",
        }
    ).encode()
).decode()


@pytest.mark.parametrize(
    "text",
    [
        "az keyvault secret show --vault-name kv-clinic-prod -n auth0-m2m-client-secret --query id",
        "Secret stripe-webhook-signing-secret has two versions now",
        "secretRef: sendgrid-api-key-v2 (see Key Vault)",
        "Key Vault secret db-password has two versions: 5c0e8d21f9a34b7c6e1d0f2a9b8c7d6e (current)",
        "- KV version of stripe-secret-key: 9e2d4c6b8a0f1e3d5c7b9a1f0e2d4c6b",
        "Cosmos change feed continuation Tk3Vp9Rm2Xq7Lw4Zc8Nb1Hy5Jd0Fs6G+t3Lm/9Vt for pkrange",
        "iyzico webhook imza `Hy5Jd0Fs6Gt3Lm9Vt2Rp7Wz4Nc8Bk1Hy5Jd0Fs6Gt3L=` tek isteğe ait",
        "Ο κωδικός (VIVA_CLIENT_SECRET) βρίσκεται στη Vault",
        "never paste a password into #ops-izmir, use a Vault wrap link",
        "| order | amount | hash |\n|---|---|---|\n"
        "| LR8031511FI2R0 | 586987 | `Wz4Nc8Bk1Hy5Jd0Fs6Gt3Lm9Vt2Rp7Wz4Nc8Bk1Hy5J=` |",
        '"signature": {"timestamp": "2138420064", "token": '
        '"5a1f0e2d4c6b8a9e2d4c6b8a0f1e3d5c7b9a1f0e2d4c6b8a0f", "signature": "x"}',
        "git config user.signingkey 3AA5C34371567BD2",
        "gpg fingerprint: 9AB8AEF25DF2946B647CD4F870A61CF7219F5034",
        "detokenise denied for token=8740725669307202 channel=MOBILE",
        "curl -u ci-bot:X https://example.test/api",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            'VIVA_WEBHOOK_KEY="D720129532570EF24A57ABECE845CD7F682ECB13"',
            "D720129532570EF24A57ABECE845CD7F682ECB13",
        ),
        (
            "webhook_verification_key: 04D186191864BA8AE732B96DD278D67D06E4B02C",
            "04D186191864BA8AE732B96DD278D67D06E4B02C",
        ),
        (
            "curl -u Vq7Lm2xR9kT4wZp3Nc8Y:X -H 'Content-Type: application/json' https://x.test",
            "Vq7Lm2xR9kT4wZp3Nc8Y",
        ),
        ("wsrep_sst_auth=mariabackup:Rk7Nm5bMSMi+VY1I^", "Rk7Nm5bMSMi+VY1I^"),
        (
            "/etc/postfix/sasl_passwd:\n[smtp.eu.mailgun.org]:587 postmaster@mg.example.test:"
            "8f6a5da99c6f0050ba7892131ec7636b-42a32897-fe041352\n",
            "8f6a5da99c6f0050ba7892131ec7636b-42a32897-fe041352",
        ),
        (f"tunnel token'ı: {_TUNNEL} — systemd unit'te", _TUNNEL),
        (
            "ο χρήστης elastic έχει πλέον κωδικό d0md7TCf_hBk9i-dZZYt^G53",
            "d0md7TCf_hBk9i-dZZYt^G53",
        ),
        (
            "2. Redis key used by the failover script: "
            "zEmDTJ2bNJTgXmxAl1Y6JJVSwXoBJXhfrFFOyvupw5k=\n"
            "4. digest sha256:4364427689341cbcffad16a4985522f114273daca6e2b9a11356bb34bf49702a\n",
            "zEmDTJ2bNJTgXmxAl1Y6JJVSwXoBJXhfrFFOyvupw5k=",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
