"""The rules that came from the fortieth to forty-second look-alike corpora (a transit
agency's, an online retailer's and an EV-charging operator's notes; each holdout studied as
tuning data once it had been scored). Kept: serialized protobuf messages in base64, a
service account key's id in ``gcloud … keys delete``, certificate serial numbers, Cloud Run
secret references, Vault's audit hashes, a secret store's product name in other words,
card and media tokens, an idempotency token, a payment's external reference, request-signing
scheme names. Taken: Login with Amazon's secrets and tokens, Django's generated key, Japanese
words for keys and "は", ``kubectl … jsonpath`` and ``openssl rand`` output on the same line,
a browser test's filled password, Transbank's SDK options, SSM SecureStrings and
JSON pairs escaped inside a JSON string."""

from __future__ import annotations

import base64
import random

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

from ocmem.redact.material import decodes_to_data


def _varint(value: int) -> bytes:
    out = b""
    while value > 0x7F:
        out += bytes([value & 0x7F | 0x80])
        value >>= 7
    return out + bytes([value])


def _field(number: int, payload: bytes | int) -> bytes:
    if isinstance(payload, int):
        return _varint(number << 3) + _varint(payload)
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


# A GTFS-Realtime FeedMessage: its header ("2.0", a timestamp) and one vehicle's position.
_FEED = _field(1, _field(1, b"2.0") + _field(2, 0) + _field(3, 2_029_120_312)) + _field(
    2,
    _field(1, b"v1774")
    + _field(4, _field(1, _field(1, b"J05-R-L-006") + _field(3, b"20291203") + _field(5, b"J05"))),
)


def test_a_protobuf_message_in_base64_is_data() -> None:
    assert decodes_to_data(base64.b64encode(_FEED).decode())


def test_random_key_material_is_never_read_as_a_protobuf_message() -> None:
    rng = random.Random(28)
    for _ in range(20_000):
        key = bytes(rng.getrandbits(8) for _ in range(rng.choice((16, 24, 32, 48, 64))))
        assert not decodes_to_data(base64.b64encode(key).decode()), key.hex()


@pytest.mark.parametrize(
    "text",
    [
        "gtfsrt.vehicle-positions, offset 345131185:\n" + base64.b64encode(_FEED).decode(),
        "gcloud iam service-accounts keys delete b3824b8386d9e1b7985c6f08ae97e481e5ee444f "
        "--iam-account x@kawasemi.iam.gserviceaccount.com",
        '{"subject":"CN=STK-PRN-5693","serialNumber":"35fde0c5588d9833334e735c4d059e51"}',
        "gcloud run deploy order-api --region=asia-northeast2 --set-secrets=PAYPAY_API_SECRET="
        "paypay-api-secret:latest,LINE_PAY_CHANNEL_SECRET=linepay-channel-secret:15",
        ".env.example（prod）:\nB2_CLOUD_PASSWORD=（1Password で管理）",
        "A: Token hvs.******** (redigert) — det ekte ligger i 1Password-hvelvet",
        '"request":{"data":{"password":"hmac-sha256:decca16aaa5c6141ad5eb6520ceaa57110dab1861"}}',
        "Aprendido: Card token 1cb0564533fbea13d3fcec98eaf4c152",
        "payments/51507951774 → approved / accredited, external_reference "
        "REC-11NEGEXGF60VVAV2QW9C12J5X2",
        "I-Twilio-Idempotency-Token: 4fbcf6ee-e770-40a8-9867-759b464a1d94",
        "Authorization: HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256",
        '"body": "{\\"token_type\\":\\"bearer\\",\\"expires_in\\":3600}"',
        "The value is set to 42 and the password was changed to match the new policy.",
        # "は" and "是" link a password word to its value only within the clause, never to
        # an address
        "パスワードは変更済み。API仕様はv2.3.1です。",
        "パスワードの再発行は support@example.com までご連絡ください。",
        "密码是在Vault里。版本是release-2024。",
        "page.fill('#passport', 'X12345678')",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "新しいクライアントシークレット: amzn1.oa2-cs.v1.ccd9441df534d496b674bcafd0e32ad8"
            "35ebbd7d8228d88ccd9441df534d496b",
            "ccd9441df534d496b674bcafd0e32ad835ebbd7d8228d88ccd9441df534d496b",
        ),
        (
            "RDT: Atz.sprdt|IQEBLI8cKginSe-dOKnEQa8xemn_aziQyH6S4cZyjscohaJGPAhGDldqGJt5X9mxi",
            "IQEBLI8cKginSe-dOKnEQa8xemn_aziQyH6S4cZyjscohaJGPAhGDldqGJt5X9mxi",
        ),
        (
            "管理画面 (Django) の SECRET_KEY は django-insecure-&svb!)77@s1r0ef=847ij90wkoclhhu7lo"
            "z_xzc!o&%i)#=!bx — 本番",
            "&svb!)77@s1r0ef=847ij90wkoclhhu7loz_xzc",
        ),
        (
            "楽天 R-Login の第二パスワード（店舗共通）は CUH*GB4fK6*-3-sK です。",
            "CUH*GB4fK6*-3-sK",
        ),
        (
            "WMS から受ける出荷完了 webhook の HMAC 鍵: 8e2d4b220b6dd9e4241d7b72e8a5ead6ff30b3937"
            "732bd83a39cb4bf3606e8fe",
            "8e2d4b220b6dd9e4241d7b72e8a5ead6ff30b3937732bd83a39cb4bf3606e8fe",
        ),
        (
            "kubectl get secret csms-db -n billing -o jsonpath='{.data.password}' gave "
            "QWIyIVVmPTRXZ2hIditYeT1s",
            "QWIyIVVmPTRXZ2hIditYeT1s",
        ),
        (
            "openssl rand -base64 48 → WGJPIpJC034iYhIWkhbrom5EwT8OKiDU5jRFbwQmAwQN82kA7luLF936",
            "WGJPIpJC034iYhIWkhbrom5EwT8OKiDU5jRFbwQmAwQN82kA7luLF936",
        ),
        ("await page.fill('#password', '9!Y^XQakr-*E92E=YX');", "9!Y^XQakr-*E92E=YX"),
        (
            'tx = Transaction(WebpayOptions("597073537723", "1E1F01A45E01EB51345CF05B635F5A831A07'
            'D431768164ED9531B54DACA5559A", IntegrationType.LIVE))',
            "1E1F01A45E01EB51345CF05B635F5A831A07D431768164ED9531B54DACA5559A",
        ),
        (
            '{"Parameter": {\n  "Name": "/tam/prod/twilio/auth_token",\n  "Type": "SecureString",'
            '\n  "Value": "703da433885d338f04fe7e2fbe3c5e64",\n  "Version": 3\n}}',
            "703da433885d338f04fe7e2fbe3c5e64",
        ),
        (
            '"SecretString": "{\\"username\\":\\"gtfs_rw\\",\\"password\\":\\"MZ+=!^%vVQ1OT8Jf:ik'
            '-:8gJ*kNU\\",\\"engine\\":\\"postgres\\"}"',
            "MZ+=!^%vVQ1OT8Jf:ik-:8gJ*kNU",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
