"""The rules that came from the eighty-eighth to ninetieth look-alike corpora (a US
consumer-lending fintech in English only, a Mexican last-mile delivery company in Spanish
and English, a Swiss wealth-management platform; each holdout scored once, then studied as
tuning data).

From ``lookalike88``: kept, Stripe Treasury and Issuing ids, Persona's inquiries, templates
and verifications, Alloy's entity tokens, Plaid Link tokens, KMS ciphertext assigned to a
password's name, a signature header with a number (``X-DocuSign-Signature-1``),
``Plaid-Verification``, "the thumbprint of … key: …", a value the note calls "not secret"
before its colon, a card's UUID; taken, Plaid processor tokens, Persona API keys, a
Terraform Cloud variable's value under a secret's ``key``, "password to … over the phone:".

From ``lookalike89``: kept, a card payment's approval code (``auth_code=868380`` beside a
masked PAN), a kid named a few words before its colon, zlib-compressed data in base64
(``eJz…``), a value masked after its vendor prefix (``APP_USR-********-4973``); taken,
Openpay's private keys.

From ``lookalike90`` (a Swiss wealth-management platform; Swiss German, French, Italian):
kept, the values a command selecting a public field prints one per line (``jq -r
'.keys[0].kid'``), a value labelled in a table row ("| Keycloak kid | …"), German
"Signatur", a SWIFT UETR, a value masked as ``hvs.****[REDACTED]``; taken, German compound
key words ("Authentifizierungsschlüssel: …"), "ist neu …" and a one-word value in French
quotes ("est « … »")."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

_EVENT = {"shipment": "RN-88213", "status": "failed", "retries": 3, "route": "MTY-GDL-07"}
_ZLIB_B64 = base64.b64encode(zlib.compress(json.dumps(_EVENT).encode())).decode()


@pytest.mark.parametrize(
    "text",
    [
        "curl -s https://sso.example.ch/realms/x/protocol/openid-connect/certs | "
        "jq -r '.keys[0].kid'\nbFCcEZYcoYFoqwWqUgI5P5TArbfkrHx1l3nnBkt8s8c\n",
        "curl -s https://x.in/.well-known/jwks.json | jq -r '.keys[].kid'\n"
        "4BeP-Tu-2_eF6Tr5v4e-TSJNG0ymgt2hIcDum0_ECWE\nBfENX-g2ueJvz0BTOYn9slb5Tyokv6RrJ4WFnB38y_E\n",
        "| Feld | Wert |\n|---|---|\n"
        "| Keycloak kid | DXhSSYOX-7rVEnvAbaNoTdn9PEHyjrtCfdfMm8aakC4 |",
        "cosign: Signatur FEu/Csfzvzf7KXjO70dchrVkfPQClfyMyfHKZr7fdTfCyYJD9ujnpF7hsKqocd3XuKFx"
        "fYYwdny+z68tyWHbXycKRP8vu2Q= gehört zu sha256:dd554e7f830a",
        "le secret reste `${SWISSID_CLIENT_SECRET}` ; UETR fb1d67a4-66d4-456c-9d86-ad1fe3c0def2",
        "Gelernt: VAULT_TOKEN=hvs.****[REDACTED]  # so steht es im Job-Log",
        "Le mot de passe est « dans le coffre »",
        "stripe treasury outbound_payments list --financial-account fa_1GgNV61VtNBVFCPuuFHaxScs",
        "Outbound transfer obt_12keUXCOxpaP33R2lti4FSgD stuck; received debit rd_1AUm2dqtl4jvhFpQ",
        "Issuing: card ic_1kX2lIYOqVQd58HL1UwwiKhI (cardholder ich_1lCZF9kLqxG6cEYul6oXGA7j) "
        "declined auth iauth_1YsyCCF0uN7N5uhcfRKvBYRe",
        "Persona inquiry inq_XbNKPmYKJRdKSNGFTy2c27eJ (template itmpl_PcKZDreo5xjX1urUUVPxzzfm); "
        "verification ver_RN6rFhg5moRVNPqUaZCi5NMa failed",
        '{"entity_token": "P-K1MZBD58CG9Q6R12LK47", "evaluation_token": "L-6JSN6GMF0OYJZ6MW6PIT"}',
        "Link repro: link_token link-production-107afefc-2eba-43f5-85f2-b7a7f693a954 → session",
        'encrypted_password = "AQICAHiSeeLV7s/38+w0UDpyaWl8n/hyMUBHqoat0AaYk/xK18gGBisOXqRAIj/d3I/g'
        'AsNLa290C2rbw959a4koW+C0tJziks25aGrjW613oV8+cyq8OfFAeHvQmbQ4YIvw0JM3DHw73k5iv+HA"',
        "X-DocuSign-Signature-1: 5jhU/2d1jz3PANgNE+BpgMTnJfbn6h4o3xDwuXfCR8Y= (Connect HMAC)",
        "JWK thumbprint of the new ES256 signing key: zzD209IujcWlk-n9VqeT4-YyGQiDRPbtOImJV0Ntf5E",
        "LaunchDarkly client-side ID for prod (goes in the web bundle, not secret): "
        "05cf2cb1c9eb5cdbe3f9f503",
        "plain ids: user b8531960-63a7-4f37-b058-41a749e2c316, card "
        "c4b4610c-184e-4051-8788-ba0192e29bc1",
        "masked_pan=527628******1683 auth_code=868380 entry=chip",
        "kid del token que falla: 4WaSDhva_9nn2G7wQO_yrvqydO0MJiK1 -- no está en el JWKS",
        f"Mensaje de RabbitMQ (payload_encoding: base64):\n{_ZLIB_B64}\n",
        "MP_ACCESS_TOKEN=APP_USR-********-4973 [REDACTED en el log]",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "PostFinance Checkout (Space 49410), Authentifizierungsschlüssel: "
            "SMOhv+S6+OXJQr+52BXTUdYzON7F5Y5KKbNcwxKrbmo= — noch nicht im Key Vault",
            "SMOhv+S6+OXJQr+52BXTUdYzON7F5Y5KKbNcwxKrbmo=",
        ),
        (
            "Das Passwort für den Abacus-Admin ist neu Lavaux#rheinfall971%, bitte nicht teilen.",
            "Lavaux#rheinfall971%",
        ),
        (
            "Le mot de passe du compte de service bexio est « Gotthard#montreux95? » depuis",
            "Gotthard#montreux95?",
        ),
        (
            "the prod one for borrower 7349536 is "
            "processor-production-2d16de56-268f-420f-b57c-e84a8f8e78c1 (LEND-1119)",
            "processor-production-2d16de56-268f-420f-b57c-e84a8f8e78c1",
        ),
        (
            "Persona key for the KYC script: persona_sandbox_9d003aac-4d03-4555-b3b8-b70a7db4b3ea",
            "persona_sandbox_9d003aac-4d03-4555-b3b8-b70a7db4b3ea",
        ),
        (
            'resource "tfe_variable" "socure_key" {\n  key          = "socure_api_key"\n'
            '  value        = "914b7fa5-a0cb-4814-aa3a-d7ae36c30651"\n'
            '  category     = "terraform"\n}',
            "914b7fa5-a0cb-4814-aa3a-d7ae36c30651",
        ),
        (
            "Read the SFTP password to the ops contact over the phone: H5t-i1G#khyJc0xq. Ask them",
            "H5t-i1G#khyJc0xq",
        ),
        (
            "Openpay('m5ifw17ucsjcbesd3ad2', 'sk_b6e4aab49f6ce1ef6098759fafa1b818', 'MX')",
            "sk_b6e4aab49f6ce1ef6098759fafa1b818",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
