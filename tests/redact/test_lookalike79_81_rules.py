"""The rules that came from the seventy-ninth to eighty-first look-alike corpora (a US AI
writing SaaS on a mainstream stack, a Polish-Czech freight forwarder and a Korean-Taiwanese
mobile game studio; each holdout studied as tuning data once it had been scored).

Kept: a second Svix signature in one header and one written without a colon, a signature
among a header's parameters (``…;signature=…;algorithm=MD5``), a value named after a
secret's version (``"SecretVersion"``), a value after "signature" in Chinese, Korean,
Japanese, Polish or Czech, a placeholder in another language's capitals (``ZMIEŃ_MNIE``),
Stripe test clocks and application fees, Anthropic's Admin API key ids, Google Play
purchase tokens, App Store's ``appAccountToken`` and the names of Azure SDK credentials.
Taken: ECPay's and KG Inicis's ``HashIV``/``INIAPI_IV``, Pinecone API keys, an encrypted
JWT (JWE) given as an API token, Inngest event keys in their URL, a base64 JSON object
with a password field, a generated value shown with ``echo … | base64 -d``, the value of a
Terraform secret resource, a bytes literal joined into a digest, Polish "z hasłem" and
"zmienione na", and a value after a Korean topic particle."""

from __future__ import annotations

import base64
import json

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

_PURCHASE_TOKEN = (
    "qwhrtplmzxkvbnsdfgyuioae.AO-J1OxK3vQ8mZp2Lr7Tn4Wc9Ys1Hd6Fb0Gj5Kq8Xv3Nm7Rt2Pw9Zc4Lb6Hy1"
    "Sd8Fg3Jk5Qe0Wa7Rt2Yu9Io4Pl6Mn"
)
_QSTASH_LIKE = base64.b64encode(
    json.dumps(
        {"UserID": "c5f1b2de-7a41-4e0b-9d3c-2b8f6a1e4d70", "Password": "7f3a9c1e5b8d2f4a6c0e"}
    )
    .replace(" ", "")
    .encode()
).decode()
_DECODED_KEY = base64.b64encode(b"Vq7Lm2xR9kT4wZp3~Nc8Yb1Hs6Dj0Fg5Kl9Mn").decode()
_SIGNED_JWT = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJVcHN0YXNoIiwic3ViIjoiaHR0cHM6Ly9hcHAuZXhh"
    "bXBsZS5jb20vYXBpL2pvYnMifQ.bQTom1nofDtP6AC6W0_65vmbMwPx9O3eTopCqnJGU_0"
)
_JWE = (
    "eyJhbGciOiJBMjU2S1ciLCJlbmMiOiJBMjU2R0NNIn0."
    "Xq3Lm9Vt2Rp7Wz4Nc8Bk1Hy5Jd0Fs6Gt3Lm9Vt2Rp7Wz4Nc8Bk1Hy5."
    "Jd0Fs6Gt3Lm9Vt2R."
    "p7Wz4Nc8Bk1Hy5Jd0Fs6Gt3Lm9Vt2Rp7Wz4Nc8Bk1Hy5Jd0Fs6Gt3Lm9Vt2Rp7Wz4Nc8Bk1Hy5."
    "Jd0Fs6Gt3Lm9Vt2Rp7Wz4N"
)


@pytest.mark.parametrize(
    "text",
    [
        "webhook failed: svix-signature v1,Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy5Jd0Fs6Gt3Lm9Vt2Rp7= "
        "v1,Wz4Nc8Bk1Hy5Jd0Fs6Gt3Lm9Vt2Rp7Wz4Nc8Bk1Hy5Jd= (old and new secret)",
        "- svix-signature v1,Nc8Bk1Hy5Jd0Fs6Gt3Lm9Vt2Rp7Wz4Nc8Bk1Hy5Jd0Fs=",
        "OpenPayU-Signature: sender=checkout;signature=5b8d2f4a6c0e7f3a9c1e4d70c5f1b2de;"
        "algorithm=MD5;content=DOCUMENT",
        '{"SecretName": "p24-crc", "SecretVersion": "4d70c5f1b2de7a414e0b9d3c2b8f6a1e"}',
        "LINE webhook 簽章 Hy5Jd0Fs6Gt3Lm9Vt2Rp7Wz4Nc8Bk1Hy5Jd0Fs6Gt3L= 正確",
        "KSEF_TOKEN=ZMIEŃ_MNIE   # the real one is in Vault",
        "test clock clock_1Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy advanced to 2037-06-07",
        "application fee fee_1Wz4Nc8Bk1Hy5Jd0Fs6Gt3Lm on the charge",
        "| qm-evals | apikey_01Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy | 8tOL | 2036-12-20 |",
        f"refund: orderId GPA.3374-7680-6982-09750, purchaseToken {_PURCHASE_TOKEN}",
        "- appAccountToken: 0c090278-e000-455f-9c97-97cdd45de39f (our user's uuid)",
        "ServiceBus__credential=managedidentity",
        f"Upstash-Signature: {_SIGNED_JWT}",
        '{"object":"embedding","index":0,"embedding":"BbuAPbQQTD0bbIG9vL4fvAx7nD3Fm3S9hRs2vbyXoz'
        'zGtjA9BIFDvUGfmb1+iCo8vbabPUSz8zyaeIu9JgcdvaJvwLxIXZK9b0LJu7r2mj0fEJe3UahdPQ"}',
        "> Resend's docs say `RESEND_API_KEY=re_123456789`: their example, not ours",
        # a budget's count in `settings --format toml` (a black-box tester's find)
        "[budget]\ndaily_tokens = 50000000\n",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("ECPAY_HASH_KEY=Kq3Lm9Xv2Rt7Wp4Z\nECPAY_HASH_IV=c8Bn1Hy5Jd0Fs6Gt\n", "c8Bn1Hy5Jd0Fs6Gt"),
        ('"HashIV": "Wz4Nc8Bk1Hy5Jd0F",', "Wz4Nc8Bk1Hy5Jd0F"),
        ('INIAPI_KEY = "Lm9Vt2Rp7Wz4Nc8B"\nINIAPI_IV = "k1Hy5Jd0Fs6Gt3==" ', "k1Hy5Jd0Fs6Gt3=="),
        (
            "Pinecone key `worker`: "
            "pcsk_7Kq3Lm_9Xv2Rt7Wp4Zc8Bn1Hy5Jd0Fs6Gt3Lm9Vt2Rp7Wz4Nc8Bk1Hy5Jd",
            "pcsk_7Kq3Lm_9Xv2Rt7Wp4Zc8Bn1Hy5Jd0Fs6Gt3Lm9Vt2Rp7Wz4Nc8Bk1Hy5Jd",
        ),
        (f"AppsFlyer API V2 token（admin）：{_JWE}", _JWE),
        (
            "curl -X POST "
            "https://inn.gs/e/Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy5Jd0Fs6Gt3Lm9Vt2Rp7Wz4Nc8Bk1 -d '{}'",
            "Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy5Jd0Fs6Gt3Lm9Vt2Rp7Wz4Nc8Bk1",
        ),
        (f"- QStash token rotated; new one: {_QSTASH_LIKE}", _QSTASH_LIKE),
        (f"echo '{_DECODED_KEY}' | base64 -d   # the client secret", _DECODED_KEY),
        (
            'resource "azurerm_key_vault_secret" "payu" {\n  name  = "payu-client-secret"\n'
            '  value = "5b8d2f4a6c0e7f3a9c1e4d70c5f1b2de"\n}\n',
            "5b8d2f4a6c0e7f3a9c1e4d70c5f1b2de",
        ),
        (
            'expected = md5(body + b"9c1e4d70c5f1b2de5b8d2f4a6c0e7f3a").hexdigest()',
            "9c1e4d70c5f1b2de5b8d2f4a6c0e7f3a",
        ),
        ("loguję się jako sap_sync z hasłem Peron-Semafor-4417!.", "Peron-Semafor-4417!"),
        ("hasło do bazy stagingowej zmienione na T.7qRw_=K-xPz%M4, ok", "T.7qRw_=K-xPz%M4"),
        (
            "이니시스 signKey 는 +7Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy5Jd0Fs6 (상점관리자)",
            "+7Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy5Jd0Fs6",
        ),
        # found by a black-box tester: a vendor token glued to a name by "_" was kept, so
        # an error quoting a file name (`memories rm reference_ghp_….md`) showed it whole
        (
            "cannot delete reference_" + "gh" + "p_R8vT3kQ9zX2mN5bL7wY4pA6sD1fG0hJ2kL4m.md",
            "gh" + "p_R8vT3kQ9zX2mN5bL7wY4pA6sD1fG0hJ2kL4m",
        ),
        ("no memory named project_" + "AK" + "IAZ3MXQ7RT5UVW2K9P.md", "AK" + "IAZ3MXQ7RT5UVW2K9P"),
    ],
)
def test_a_secret_is_taken(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        # an IV sent beside its ciphertext is no secret; only a merchant's named IV is
        "AES_IV=c8Bn1Hy5Jd0Fs6Gt",
        # base64 of plain words, decoded to read it, is no key
        "echo 'aGVsbG8gd29ybGQgdGhpcyBpcyBkYXRh' | base64 -d",
        # base64 JSON without a credential field
        "payload "
        + base64.b64encode(b'{"orderId":"KP-1","status":"settled","amount":"1500"}').decode(),
        # a Terraform secret's value read from a variable
        'resource "azurerm_key_vault_secret" "x" {\n  value = var.payu_client_secret\n}\n',
    ],
)
def test_the_counterpart_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # the same JWT as a bearer token opens the API
        (f"Authorization: Bearer {_SIGNED_JWT}", _SIGNED_JWT),
        # a key with digits that do not count up
        ("RESEND_API_KEY=re_483920571", "re_483920571"),
    ],
)
def test_the_counterpart_is_taken(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
