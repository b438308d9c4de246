"""The rules that came from the sixty-fourth to sixty-sixth look-alike corpora (a
Hungarian-Romanian marketplace, a Chilean-Peruvian mining-telemetry company and a
Turkish-Greek marina platform; each holdout studied as tuning data once it had been
scored).

Kept: a value masked with bullets around its visible ends, SSH key type names and AWS
Signature Version 4's algorithm name, a bare DER certificate (``<X509Certificate>``), a
Stripe dispute id, names people give things (``gw-andes-15``) near a key word, "Auth0"
as no secret's name, a message's base64 payload, a secret's version id, a ``t=<time>``
parameter and an FCM registration token's instance id. (A signed request's own "salt" is a
nonce, but PayU's merchant "salt" is its secret, named the same: both stay taken.) Taken: a
run-together ``…KEY`` name with an unknown prefix (``BARION_POSKEY``), a configured salt
(``merchant_salt``, ``PAYTR_MERCHANT_SALT``), a PHP or PowerShell ``$name = '…'``
assignment, ``curl -u`` with a Hetzner Robot user (``#ws+…``), a value piped into a
platform's secret store (``echo '…' | wrangler secret put``), Turkish "parola olarak" and
"şifremi", Greek "συνθηματικό", Hungarian password and key
prose (``jelszó``, ``<jelszo>``, ``aláírókulcs``, ``HMAC kulcsa``) and Romanian key prose
(``cheia privată``, ``cheia api-key``)."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

from ocmem.redact import scrub

_CERTIFICATE = (
    "<ds:X509Certificate>\n"
    "MIIDWjCCAkKgAwIBAgIUAKVNyhglMLsdbRMs3tYjey7ZHj9yH8sZcRdElNZJPJ1c\n"
    "NGC+MSAeaf7aoO7ouZl/XHwpmf2v5ZMlPNZUr0361xQnoK6z/ukjL4ryIR+e5JHF\n"
    "sQvstVY7/B5vk0J+y8j+KVXlzY5G3I7Ut8J2TSpaTXZ3BvhdhpACSta9o0Ab6cjL\n"
    "</ds:X509Certificate>"
)
# The same random bytes behind a PKCS#8 private key's header: still key material.
_PRIVATE_KEY_BODY = (
    "MIIEvQIBADANBgkqhkiG9w0BAQEFAKVNyhglMLsdbRMs3tYjey7ZHj9yH8sZcRdE\n"
    "lNZJPJ1cNGC+MSAeaf7aoO7ouZl/XHwpmf2v5ZMlPNZUr0361xQnoK6z/ukjL4ry\n"
    "IR+e5JHFsQvstVY7/B5vk0J+y8j+KVXlzY5G3I7Ut8J2TSpaTXZ3BvhdhpACSta9"
)


@pytest.mark.parametrize(
    "text",
    [
        "WEBPAY_API_KEY_SECRET = A7F2••••••••••••••••••••••••9C1B (as the console shows it)",
        "Add to authorized_keys on the jump host: ssh-ed25519 "
        "AAAAC3NzaC1lZDI1NTE5AAAAIK0wmN/Cr3JXqmLW7u+g9pTh+wyqDHpSQEIQczXkVx9q ops@jump",
        "keys: ecdsa-sha2-nistp384 for the new gateways, rsa-sha2-512 for the old ones",
        _CERTIFICATE,
        "Dispute opened for the charge (du_1PLx93KqTmWvZz0R4nHcYb2e), evidence due Friday",
        "Key facts for gw-andes-15: uplink via Starlink, restarted twice",
        "kcat -C -t telemetry.raw -e -f 'key=%k %s\\n'\nkey=gw-andes-01 ok",
        "Auth0 tenants: acme-dev (dev) and acme (prod)",
        '{"Key": "nodekey:8e1d7da6350b5b4d92137f2763bc8b2ac6077d1cd3d9ded31e33e4c13f5b0cc0"}',
        '{"payload": "q8Lk2mWv9XzR4TbN7cYp0sHfJ3dGuA6eKiVoQ1wMxZ5nBl8rEtCy+/Ua", "gw": "gw-7"}',
        "last payload 9fK2LmQ8vX4pR7tN1cB6zW3yH5dJ0sGuA+eKiVoT/wMxZnBl8rEtCyQa== before reset",
        "Read from Key Vault secret `simplepay-secret-huf` "
        "(version 6c1e0b9a7d2f4e83a5b6c7d8e9f0a1b2).",
        'if [ -z "$API_KEY" ]; then echo "set it first"; fi',
        "Stripe-Signature after the roll of the secret: t=2029618335,v1=d4e1d48be9a7b3de13a1036f",
        "FCM registration token of the test phone 7HyqLmP2vR9xT4kW1nB6cZ:APA91bE4C5jM7tFZN8IA",
        "echo $SESSION_SIGNING_KEY | npx wrangler secret put SESSION_SIGNING_KEY",
        "Agregar a ~/.ssh/authorized_keys: ecdsa-sha2-nistp256 "
        "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBPIXMkmOnRTJk4HPYy6ZAzQnIILWj8"
        "Yh4r2uTy5urkC0bJlft1xvlEJYrzclYI2Wi6HGn3iHOVnyr64TzKGG1KE= ana@laptop",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


def test_the_signature_algorithm_survives_beside_a_taken_key_id() -> None:
    header = (
        "Authorization: AWS4-HMAC-SHA256 Credential=AKIAQX7PL2MZ4RT8VN3W/20340107/"
        "sa-east-1/timestream/aws4_request, SignedHeaders=host;x-amz-date"
    )
    assert "AWS4-HMAC-SHA256 Credential=" in scrub(header).text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "BARION_POSKEY=7c1f0e9a2b4d4c6e8f0a1b3c5d7e9f02\nBARION_PAYEE=x@y.hu",
            "7c1f0e9a2b4d4c6e8f0a1b3c5d7e9f02",
        ),
        (
            'variables:\n  BARION_POSKEY: "3e5a7c9b1d2f4a6c8e0b2d4f6a8c0e1d"',
            "3e5a7c9b1d2f4a6c8e0b2d4f6a8c0e1d",
        ),
        (
            "$merchant_key  = 'Qw8rT2yU5iO9pA1s';\n$merchant_salt = 'Zx4cV7bN0mL3kJ6h';",
            "Zx4cV7bN0mL3kJ6h",
        ),
        (
            'paytr:\n  merchant_id: "112233"\n  merchant_salt: "h7Gf2Dk9Ls4Qp1Wz"',
            "h7Gf2Dk9Ls4Qp1Wz",
        ),
        ("PAYTR_MERCHANT_SALT=Rt5Yh8Jk2Lm6Nb9V", "Rt5Yh8Jk2Lm6Nb9V"),
        (
            "payu:\n  key: Qw7rTy\n  salt: Lm4Nb8Vc2Xz6Kj1Hg5Fd9Sa3Pq0Wo7Ei",
            "Lm4Nb8Vc2Xz6Kj1Hg5Fd9Sa3Pq0Wo7Ei",
        ),
        (
            "$ echo 'c4e9a1b7d3f2e8c6a0b5d9f1e7c3a2b8d6f0e4c1a9b7d5f3e2c8a6b0d4f1e9c7' "
            "| npx wrangler secret put SESSION_SIGN",
            "c4e9a1b7d3f2e8c6a0b5d9f1e7c3a2b8d6f0e4c1a9b7d5f3e2c8a6b0d4f1e9c7",
        ),
        ('echo -n "Pq7Lm2Xv9Rt4Kd8W" | gh secret set DEPLOY_TOKEN', "Pq7Lm2Xv9Rt4Kd8W"),
        (
            "Marina Robot hesabında parola olarak Kaiki#Poyraz418? kullanılıyor",
            "Kaiki#Poyraz418?",
        ),
        ("Dashboard şifremi Hw+7k=Q2mzLpX9vE olarak güncelledim", "Hw+7k=Q2mzLpX9vE"),
        (
            "Το συνθηματικό του keystore για τη σφραγίδα (δοκιμή) είναι Meltemi-Skafos71%",
            "Meltemi-Skafos71%",
        ),
        ("$db_password = 'Kp4!vRt8wQz2';", "Kp4!vRt8wQz2"),
        # three words and a number near "credentials" may be a generated passphrase
        ("Credentials: `svc_sync` + `otter-maple-violin-42`", "otter-maple-violin-42"),
        ('$env:API_TOKEN = "Lm3Qx9Rt7Vb2Nz5Kd8Wp"', "Lm3Qx9Rt7Vb2Nz5Kd8Wp"),
        (
            "$ curl -u '#ws+Hf72KdQp:Vq.!*zR4@%Lm8Tn2?%' https://robot-ws.your-server.de/server",
            "Vq.!*zR4@%Lm8Tn2?%",
        ),
        ("eMAG API user: api@shop.hu / jelszó: Tokaji#Somlo#552", "Tokaji#Somlo#552"),
        ("<beallitasok>\n  <jelszo>Q7#mZ2pW?kR9tL4x</jelszo>\n</beallitasok>", "Q7#mZ2pW?kR9tL4x"),
        (
            "NAV technikai felhasználó: login abc, jelszó Xk3_pQ!w9:Lm_B2z, XML kész",
            "Xk3_pQ!w9:Lm_B2z",
        ),
        (
            "Az új NAV aláírókulcs: 4f-8a21-77c0d3e9b15aQ2W8ZK4M7R — a régi törölve.",
            "4f-8a21-77c0d3e9b15aQ2W8ZK4M7R",
        ),
        (
            "A firmware HMAC kulcsa (az ajtónyitó parancsokat írja alá): "
            "3b7e19c4d2a85f60e1b9c7d3a4f2e8b06c5d1a9f7e3b2c8d4a6f0e1b9c7d3a5f",
            "3b7e19c4d2a85f60e1b9c7d3a4f2e8b06c5d1a9f7e3b2c8d4a6f0e1b9c7d3a5f",
        ),
        (
            "Cheia api-key Foxpost pentru mediul de test: Hq7Rt2Kp9Lm4Xv8Zn3Bw6Cd1Fs5Gj0Ty",
            "Hq7Rt2Kp9Lm4Xv8Zn3Bw6Cd1Fs5Gj0Ty",
        ),
        (
            "Cheia privată Mailgun (domeniul .ro) a fost regenerată: "
            "5c2e8a1f9b3d7c4e6a0f2b8d1c9e7a3f-7b1c9e2d-a4f6c8e0",
            "5c2e8a1f9b3d7c4e6a0f2b8d1c9e7a3f-7b1c9e2d-a4f6c8e0",
        ),
        (
            "Add to the private key block:\n" + _PRIVATE_KEY_BODY,
            "IR+e5JHFsQvstVY7/B5vk0J+y8j+KVXlzY5G3I7Ut8J2TSpaTXZ3BvhdhpACSta9",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "hotkey: ctrl+shift+k",
        "MONKEY_PATCH=true",
        "salt: 2 g per litre",
        '"salt": "per-request nonce, see SimplePay docs"',
        "A jelszó legalább 12 karakter legyen.",
        "Şifremi değiştirdim dün akşam, yeni cihazda da çalışıyor.",
        "Το συνθηματικό πρέπει να έχει τουλάχιστον δώδεκα χαρακτήρες.",
        "echo 'hello world' | wrangler secret put GREETING",
    ],
)
def test_the_new_words_leave_their_ordinary_uses_alone(text: str) -> None:
    assert_kept(text)
