"""The rules that came from the fifty-fifth to fifty-seventh look-alike corpora (a grid
operator, a UPI payments app and a ride-hailing app; each holdout studied as tuning data
once it had been scored).

Kept: a fingerprint or serial written as colon-separated hex pairs (a finder had taken its
tail after "Auth:"), Mollie's object ids, a value the text defines as a digest
(``… = md5(…)``), an SQS receipt handle, a Spanner change stream's partition token, a
SPEI "clave de rastreo", the token jwt.io shows, and stand-ins that say "change this" in
Spanish, Portuguese, French, Italian or German. Taken: Cashfree and Wompi secrets, SES SMTP
passwords after their access key id, "password" in Bengali, Kannada, Telugu, Gujarati,
Malayalam and Punjabi, a password named before what it opens (``PASSWORD_DB``,
``password_llave``), a name ending in ``_B64`` (the suffix was never recognised), the
literal a decode call turns into the value (``dek = base64.b64decode('…')``), the
merchant key of Paytm's signature calls, a generated literal joined into a digest's input,
and base64 of a connection string that sets a password."""

from __future__ import annotations

import base64

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed


@pytest.mark.parametrize(
    "text",
    [
        "SHA-1 de la firma (Firebase Auth): "
        "3A:91:0C:5E:D2:44:7B:18:9F:E0:6A:C3:27:B5:81:4D:F9:02:6E:AB",
        "auth: 0f:1e:2d:3c:4b:5a:69:78:87:96:a5:b4:c3:d2:e1:f0",
        '{"MessageId": "8c0a2f4e-1b3d-4e5f-9a7b-6c8d0e2f4a6b", "ReceiptHandle": '
        '"AQEBq9Zt4Xv2Lm8Kp0Rw6Ys3Nb7Hc1Jd5Fg9Qa2We4Rt6Yu8Io0Pl3Kj5Hg7Fd9Sa1Zx3Cv5Bn7Mq"}',
        '{"partition_token":"Xq8Lm2Vz9Kp4Rt7Wb3Nc6Hd1Fg5Js0Ya8Ue2Io4Pl6Kj9Hg3Fd7Sa1Zx5Cv","x":1}',
        "SPEI recibido: clave de rastreo BNET02Q38K71ZQWX5JU0PLMRTA, monto $1,204.50",
        "jwt.io sample: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6"
        "IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        "JWT_SECRET=cambia-esto-en-produccion",
        "SESSION_SECRET=troque-isto-em-producao",
        "APP_SECRET=a-changer-en-prod",
        'GET /v2/payments/tr_Wq3Zk8Lp2V → 404 "No payment exists with token tr_Wq3Zk8Lp2V."',
        "incident_key 7d2c91e04fb8a63d15e9c07a42b6f318 = md5(station + alarmcode)",
        "h = sha256(order_id + '/api/v1/payments/callback')",
        "etag = md5(body + '2032-01-01T00:00:00Z')",
        # a connection string in base64 whose password is empty sets none
        "conn: " + base64.b64encode(b"Host=db.internal;Username=app;Password=").decode(),
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


CONNECTION = b"Host=pg-meter.example.net;Username=ingest;Password=Vb7#qL2m!Zx9"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "Cashfree secret key হলো cfsk_ma_prod_0d9c8b7a6f5e4d3c2b1a09f8e7d6c5b4_1a2b3c4d",
            "cfsk_ma_prod_0d9c8b7a6f5e4d3c2b1a09f8e7d6c5b4_1a2b3c4d",
        ),
        (
            'checksum = sha256(values + ts + "prod_events_Q2w3E4r5T6y7U8i9O0pAsDfGhJkLzXcV")',
            "prod_events_Q2w3E4r5T6y7U8i9O0pAsDfGhJkLzXcV",
        ),
        (
            "integrity: test_integrity_Zx8Cv7Bn6Mq5Wl4Ek3Rj2Th1Yg0Uf9Id",
            "test_integrity_Zx8Cv7Bn6Mq5Wl4Ek3Rj2Th1Yg0Uf9Id",
        ),
        (
            "[email-smtp.eu-west-1.amazonaws.com]:587 AKIAQ3EXAMPLEKEY7Z2M:"
            "BPq8Zr2L/m7Kx4Vn9Wt3Ys6Hd1Fg5Jc0Ue8Io2Pl4K+j — रवि ने confirm किया",
            "BPq8Zr2L/m7Kx4Vn9Wt3Ys6Hd1Fg5Jc0Ue8Io2Pl4K+j",
        ),
        ("- ಸ್ಟೇಜಿಂಗ್ Grafana admin ಪಾಸ್\u200cವರ್ಡ್: q7#Lm2!vXz9pRt4w", "q7#Lm2!vXz9pRt4w"),
        ("Dhaka VPN-এর shared পাসওয়ার্ড এখন Kd8=v_Pq2#:Lx7, শুক্রবার", "Kd8=v_Pq2#:Lx7"),
        ("వీపీఎన్ పాస్\u200cవర్డ్: Tz4!mQ8#rW2pLx6v", "Tz4!mQ8#rW2pLx6v"),
        ("VPN પાસવર્ડ: Hy6$kP3@nZ9wQc2r", "Hy6$kP3@nZ9wQc2r"),
        ('  password_llave: "Tlaquepaque+lluvia+mezcal+4471?"', "Tlaquepaque+lluvia+mezcal+4471?"),
        ("PASSWORD_DB=Rosario!Tarde#2032", "Rosario!Tarde#2032"),
        ("pwd_admin = 'marzo-Lluvioso-77'", "marzo-Lluvioso-77"),
        (
            "CSD_KEY_B64=MIIFDjBABgkqhkiG9w0BBQ0wMzAbBgkqhkiG9w0BBQwwDgQIq2Zt8Lm4Kx0CAggAMBQGCCqG"
            "SIb3DQMHBAhXv3Nb7Hc1Jd5BIIEyPl9Kj3Hg5Fd7Sa1Zx3Cv5Bn7Mq9Wt2Ys4Ue6Io8Pa0Rs2Dt4Fv6Gw8",
            "MIIFDjBABgkqhkiG9w0BBQ0wMzAbBgkqhkiG9w0BBQwwDgQIq2Zt8Lm4Kx0CAggAMBQGCCqG",
        ),
        (
            'checksum = PaytmChecksum.generateSignature(json.dumps(body), "7Hq&rmKx5nnB2l%J")',
            "7Hq&rmKx5nnB2l%J",
        ),
        (
            "x_verify = sha256(payload_b64 + '/pg/v1/pay' + "
            "'0c9e4b2a-7d31-4f68-a5b0-93e1d7c2f846').hexdigest() + '###1'",
            "0c9e4b2a-7d31-4f68-a5b0-93e1d7c2f846",
        ),
        (
            "data:\n  connection-string: " + base64.b64encode(CONNECTION).decode(),
            base64.b64encode(CONNECTION).decode()[:40],
        ),
        (
            "dek = base64.b64decode('Zr4+Kq9mPx2Lw7Vn3Tb8Hc1Jd6Fg0Ys5Ua9Ie2Ol4Rk7=')  # data key",
            "Zr4+Kq9mPx2Lw7Vn3Tb8Hc1Jd6Fg0Ys5Ua9Ie2Ol4Rk7=",
        ),
        (
            'const secret = Buffer.from("q8Lm2Vz9Kp4Rt7Wb3Nc6Hd1Fg5Js0Ya", "base64");',
            "q8Lm2Vz9Kp4Rt7Wb3Nc6Hd1Fg5Js0Ya",
        ),
        # a Mollie API key is no object id
        (
            "MOLLIE_API_KEY=live_Hq8Lm2Vz9Kp4Rt7Wb3Nc6Hd1Fg5Js0",
            "live_Hq8Lm2Vz9Kp4Rt7Wb3Nc6Hd1Fg5Js0",
        ),
        # beside the fingerprint a finder may no longer cut, the password is still taken
        (
            "SHA-1 3A:91:0C:5E:D2:44:7B:18:9F:E0:6A:C3:27:B5:81:4D:F9:02:6E:AB; "
            "keystore password: Pl4!nK9#wQ2z",
            "Pl4!nK9#wQ2z",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
