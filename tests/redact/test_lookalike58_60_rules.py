"""The rules that came from the fifty-eighth to sixtieth look-alike corpora (a fulfilment
company, a remittance app and a delivery app; each holdout studied as tuning data once it
had been scored).

Kept: a KMS key's id after "KMS" or "KMS key", and a UUID an error message labels as a
trace, correlation, request, activity or operation id. Taken: a URL's password holding an
unescaped "@" (the host follows the last one), the secret ``aws configure`` echoes, AWS STS
session tokens by their prefix, RabbitMQ's Erlang cookie printed by ``cat``, DeepL's
``:fx`` keys, Unifonic's ``AppSid``, ``…_SK=`` secret keys and ``obsutil config -k/-t``,
Przelewy24's CRC key, a JWT encoded once more in base64, base64 of ``id|secret``, a key at
the end of an f-string a digest hashes, and Arabic "password" (also as it is said),
"secret", "access code", "key" before a generated value, and "became" after the word."""

from __future__ import annotations

import base64

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed


@pytest.mark.parametrize(
    "text",
    [
        "CSMS secret app/uat/hmac, version v4, encrypted with KMS key "
        "3f9a1c2e-7b4d-4e8f-a1c6-5d2e9b7f0a13",
        "values are encrypted (SOPS + KMS 6c1e8a2f-4b9d-47e3-b5a0-2f7d9c1e8b46), "
        "e.g. db_password: ENC[…]",
        "postgresql://app@10.0.0.5:5432/orders (no password: peer auth)",
        "mail ops@example.com or see https://docs.example.com/a@b",
        # an Arabic "key" before a value that is no generated one: a public key's label
        "مفتاح الخريطة العام: pk_map_public_demo",
        # the CRC of a file, with no Przelewy24 in sight
        "crc: 9f3a1c2e7b4d4e8f",
        "AADSTS7000222: The provided client secret keys for app "
        "'abcb815f-57fa-4ec1-8180-c32a1b8cc8ea' are expired. Trace ID: "
        "0e8295cf-abe5-4573-add2-9e6c830ee696 Correlation ID: 9985bae3-42bd-419a-8e2c-1c2d3e4f5a6b",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


HYPERPAY = base64.b64encode(b"8ac7a4c95f7ef751659d52bcb5e60ad1|Tz9?VXuRK3Ee").decode()
HYPERPAY_PADDED = base64.b64encode(b"8ad1b2c3d4e5f60718293a4b5c6d7e8f|k?WXvTL4Ff").decode()
PAYMOB = base64.b64encode(
    b"eyJhbGciOiJIUzUxMiIsInR5cCI6IkpXVCJ9.eyJjbGFzcyI6Ik1lcmNoYW50IiwicHJvZmlsZV9wayI6NjIz"
    b"OTAyLCJuYW1lIjoiaW5pdGlhbCJ9.Q8Lm2Vz9Kp4Rt7Wb3Nc6Hd1Fg5Js0Ya8Ue2Io4Pl6Kj9Hg3Fd7Sa1Zx5Cv"
).decode()


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "DATABASE_URL=postgresql://payments:Kq4@7zL=Wm2Pv~=9Xd@10.60.12.31:5432/payments",
            "Kq4@7zL=Wm2Pv~=9Xd",
        ),
        (
            "git clone https://deploy:Nb7@q2K=Sv9P~6Q8h@git.example.com/org/repo.git",
            "Nb7@q2K=Sv9P~6Q8h",
        ),
        ("broker: amqp://app:Zq8@Lm2Vz9#Kp4@rabbit.internal:5672/", "Zq8@Lm2Vz9#Kp4"),
        (
            "$ aws configure\nAWS Access Key ID [None]: AKIAZ7QWERTY12345ABC\n"
            "AWS Secret Access Key [None]: /d3Qn08cJelnGa7mDQUPs1S1KXlX3cv0Km20jMrMU\n",
            "/d3Qn08cJelnGa7mDQUPs1S1KXlX3cv0Km20jMrMU",
        ),
        (
            "token sesji: IQoJb3JpZ2luX2VjEZF8Eu0fsjv1J6a146VIO11Tt3kY7B47Dxf2qBxjUPVWtVR4igUw0KOm"
            "jpHszW+cfeWbDt0gkzddgO/wYeJZSGEnKgGxIMe53nS5QyBEs56GaG+sNZsFwy8=",
            "IQoJb3JpZ2luX2VjEZF8Eu0fsjv1J6a146VIO11Tt3kY7B47Dxf2qBxjUPVWtVR4igUw0KOm",
        ),
        (
            "$ sudo cat /var/lib/rabbitmq/.erlang.cookie\nQWERTYUIOPASDFGHJKLZ\n",
            "QWERTYUIOPASDFGHJKLZ",
        ),
        (
            "Klucz DeepL: 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d:fx",
            "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d:fx",
        ),
        (
            "curl https://el.cloud.unifonic.com/rest/SMS/messages "
            "-d AppSid=Zq8Lm2Vz9Kp4Rt7Wb3Nc6Hd1Fg",
            "Zq8Lm2Vz9Kp4Rt7Wb3Nc6Hd1Fg",
        ),
        ("UNIFONIC_APP_SID=Wb3Nc6Hd1Fg5Js0Ya8Ue2Io4Pl", "Wb3Nc6Hd1Fg5Js0Ya8Ue2Io4Pl"),
        (
            "HUAWEICLOUD_SDK_AK=YY89JXD0RM7AEEH7AFS3\n"
            "HUAWEICLOUD_SDK_SK=k2BoVW6q2wzoGbYorjgB7ECtdbJ5DcKreuzjYI62",
            "k2BoVW6q2wzoGbYorjgB7ECtdbJ5DcKreuzjYI62",
        ),
        (
            "obsutil config -i=9I1HRMN7RZDPZ1RZ2OXG -k=dt1Aw9JBJTby3EBWkw4ONXOWmmd0YfIin1vWwsI4 "
            "-e=obs.me-east-1.myhuaweicloud.com",
            "dt1Aw9JBJTby3EBWkw4ONXOWmmd0YfIin1vWwsI4",
        ),
        ("Przelewy24 prod:\nP24_MERCHANT_ID=387528\nP24_CRC=e429fe4817948320", "e429fe4817948320"),
        (
            "Klucz CRC Przelewy24 (produkcja, merchant 586780): 6d4cb887f3dee638 — bez niego",
            "6d4cb887f3dee638",
        ),
        ("الـ API key بتاع Paymob (حساب مصر): " + PAYMOB, PAYMOB[:60]),
        ("توكن هايبر باي الجديد للبرودكشن: " + HYPERPAY, HYPERPAY),
        ("HyperPay access token: " + HYPERPAY_PADDED, HYPERPAY_PADDED),
        (
            'sig = sha256(f"{merchant_code}{ref}{amount:.2f}b0c177a93e07fbd7e9e8f848b549c280"'
            ".encode()).hexdigest()",
            "b0c177a93e07fbd7e9e8f848b549c280",
        ),
        ("الباسورد بتاع الـ root على سيرفر الـ VPN: Sahara.Nakheel!31089", "Sahara.Nakheel!31089"),
        ("• السيكرت بتاع Vonage: Gmg1oKFZf1imrK0u والـ key ddca0aab", "Gmg1oKFZf1imrK0u"),
        ("خد بالك: رمز الدخول للراوتر: SzF20IKm+T0-l:rY", "SzF20IKm+T0-l:rY"),
        (
            "• باسوورد يوزر كافكا للـ payments-svc صار YMKs5n-s^rL%bQVM^YI# بعد التدوير",
            "YMKs5n-s^rL%bQVM^YI#",
        ),
        (
            "مفتاح توقيع الـ JWT لبوابة المطاعم: 2f8c605014929704167ebf73b201e1b876d14ed1",
            "2f8c605014929704167ebf73b201e1b876d14ed1",
        ),
        # a trace id is kept, the client secret beside it is not
        (
            "Trace ID: 0e8295cf-abe5-4573-add2-9e6c830ee696; the new client secret is "
            "Qx8~Lm2.Vz9_Kp4-Rt7Wb3Nc6Hd1Fg5Js0Ya",
            "Qx8~Lm2.Vz9_Kp4-Rt7Wb3Nc6Hd1Fg5Js0Ya",
        ),
        # the KMS key's id is kept, the data key beside it is not
        (
            "encrypted with KMS key 3f9a1c2e-7b4d-4e8f-a1c6-5d2e9b7f0a13; "
            "plaintext data key: Zr4+Kq9mPx2Lw7Vn3Tb8Hc1Jd6Fg0Ys5Ua9Ie2Ol4Rk7=",
            "Zr4+Kq9mPx2Lw7Vn3Tb8Hc1Jd6Fg0Ys5Ua9Ie2Ol4Rk7=",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
