"""Benign text look-alikes of ``lookalike76``: placeholders, the words password/secret/token
in Tagalog, Indonesian and English with nothing secret near them, redacted logs, secret
references, SMS/OTP logs, auth error messages and mixed look-alike notes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike76.benign_payments import qris
from tests.redact.lookalike76.gen import (
    ALNUM,
    DIGITS,
    Kind,
    date_2036,
    hexs,
    num,
    object_id,
    pick,
    ulid,
    uuid4,
)

_WHO = ("Migs", "Bea", "Dimas", "Sari", "Kuya Jun", "Rizal", "Mbak Ayu")
_VARS = (
    "XENDIT_SECRET_KEY",
    "PAYMONGO_SECRET_KEY",
    "MAYA_SECRET_KEY",
    "MIDTRANS_SERVER_KEY",
    "SEMAPHORE_API_KEY",
    "ZENZIVA_PASSKEY",
    "DANA_CLIENT_SECRET",
    "ONFIDO_API_TOKEN",
)


def _placeholders(r: Random) -> dict[str, str]:
    var = r.choice(_VARS)
    return {
        "var": var,
        "lower": var.lower().replace("_", "-"),
        "kp": num(r, 4),
        "who": r.choice(_WHO),
        "svc": r.choice(("loans-api", "sms-gateway", "kyc-worker", "ledger")),
        "ex": r.choice(("xnd_development_...", "sk_test_...", "Mid-server-...", "pk-...")),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "kp": num(r, 4),
        "who": r.choice(_WHO),
        "n": str(r.randint(40, 4000)),
        "date": date_2036(r),
        "rate": str(r.choice((10, 20, 30, 60))),
        "len": str(r.choice((10, 12, 14))),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "nn": pick(r, DIGITS, 2),
        "n": str(r.randint(24, 220)),
        "host": "rm-k1a" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 15),
        "amt": str(r.randint(500, 9000)),
        "u": uuid4(r),
        "ts": f"{date_2036(r)}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:07Z",
        "last": pick(r, DIGITS, 4),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "uid": num(r, 16),
        "pnum": num(r, 12),
        "v": str(r.randint(2, 30)),
        "env": r.choice(("prod", "staging")),
        "svc": r.choice(("loans-api", "sms-gateway", "kyc-worker")),
        "var": r.choice(_VARS),
    }


def _sms(r: Random) -> dict[str, str]:
    return {
        "id": num(r, 9),
        "uid": num(r, 5),
        "otp": pick(r, DIGITS, 6),
        "n4": pick(r, DIGITS, 4),
        "mid": num(r, 12),
        "k": str(r.randint(2, 6)),
        "date": date_2036(r),
    }


def _errors(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "U": uuid4(r).upper(),
        "tail": pick(r, ALNUM, 4),
        "ecs": "i-k1a" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 17),
        "ver": f"7.{r.randint(1, 9)}.{r.randint(0, 9)}",
        "code": str(r.choice((401, 403))),
    }


def _mixed(r: Random) -> dict[str, str]:
    qr, nmid, _ = qris(r)
    return {
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "pi": "pi_" + pick(r, ALNUM, 24),
        "pk": "p" + "k_" + "live_" + pick(r, ALNUM, 24),
        "u": uuid4(r),
        "trace": hexs(r, 32),
        "ulid": ulid(r),
        "oid": object_id(r),
        "tail": pick(r, ALNUM, 4),
        "qr": qr,
        "nmid": nmid,
        "sri": pick(r, ALNUM + "+/", 86) + "==",
        "kp": num(r, 4),
        "issue": hexs(r, 32),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_env_references",
        (
            "⟨var⟩=<your-⟨lower⟩>",
            "⟨var⟩=${⟨var⟩}   # galing sa Bitbucket secured variable (KP-⟨kp⟩)",
            "MIDTRANS_SERVER_KEY=changeme  # ⟨svc⟩ local dev lang, ⟨who⟩",
            'curl -u "$⟨var⟩:" https://api.kapwapuhunan.ph/internal/⟨svc⟩/health',
            "secret_key: {{ .Values.⟨svc⟩.secretKey }}   # helm chart ⟨svc⟩",
            "DB_PASSWORD=xxxxxxxxxxxxxxxx  # palitan ng galing sa KMS (KP-⟨kp⟩)",
            "Sa README ng ⟨svc⟩: ilagay ang key mo rito → `⟨ex⟩` (hindi totoong key ito).",
            "⟨var⟩: REPLACE_ME_⟨kp⟩",
        ),
        _placeholders,
    ),
    Kind(
        "secret_words_multilingual",
        (
            "Patakaran ng team: huwag ilagay ang password, secret o token sa memory notes — "
            "sa KMS lang (KP-⟨kp⟩).",
            "Jangan simpan kata sandi atau token di catatan ini; pakai Secrets Manager. "
            "Lihat tiket KP-⟨kp⟩.",
            "Ang 'secret key' sa PayMongo dashboard ay pang-server; ang 'public key' ay "
            "pang-app. Tinanong ulit ni ⟨who⟩ noong ⟨date⟩.",
            "Forgot-password flow: OTP na via Semaphore/Zenziva, hindi na kailangan ng lumang "
            "password. ⟨n⟩ users ang gumamit noong ⟨date⟩.",
            "TODO(⟨who⟩): rotate token bulan depan; kebijakan kata sandi minimal ⟨len⟩ karakter.",
            "'invalid token' sa Firebase Auth = expired ID token lang; walang secret na na-leak "
            "(⟨date⟩).",
            "Token bucket rate limiter: ⟨rate⟩ tokens/min bawat borrower (ang 'token' dito ay "
            "hindi credential).",
            "Password reset e-mail template (Bahasa): 'Klik tautan ini untuk mengatur ulang "
            "kata sandi Anda.' — KP-⟨kp⟩",
        ),
        _words,
    ),
    Kind(
        "redacted_logs_and_masked_pii",
        (
            "POST /v1/kyc/applicants 201 — name=J**** D*** phone=+63 9** *** **⟨nn⟩ "
            "id_number=[REDACTED]",
            "Authorization: Bearer [REDACTED] (⟨n⟩ chars) request ⟨u⟩",
            "mysql: user=kapwa_app password=******** host=⟨host⟩.mysql.ap-southeast-5."
            "rds.aliyuncs.com",
            '{"secret_key": "***", "merchant": "KAPWAPH", "amount": ⟨amt⟩, "ts": "⟨ts⟩"}',
            "Nomor rekening ****⟨last⟩, NIK ****************, nama B*** S*****",
            "x-callback-token: <redacted> / x-api-key: <redacted> — ⟨ts⟩",
        ),
        _redacted,
    ),
    Kind(
        "secret_manager_references",
        (
            "valueFrom:\n  secretKeyRef:\n    name: ⟨svc⟩-⟨env⟩\n    key: ⟨var⟩",
            "aliyun kms GetSecretValue --SecretName kapwa/⟨env⟩/⟨svc⟩ --VersionStage ACSCurrent",
            "gcloud secrets versions access ⟨v⟩ --secret=fcm-service-account "
            "--project=kapwa-prod-mnl",
            "- export ⟨var⟩=$⟨var⟩_⟨env⟩  # secured variable sa Bitbucket",
            "acs:kms:ap-southeast-5:⟨uid⟩:secret/kapwa/⟨env⟩/⟨svc⟩",
            "projects/⟨pnum⟩/secrets/paymongo-webhook-secret/versions/⟨v⟩",
        ),
        _refs,
    ),
    Kind(
        "sms_and_otp_logs",
        (
            '[{"message_id": ⟨id⟩, "user_id": ⟨uid⟩, "recipient": "63917***⟨n4⟩", '
            '"message": "Kapwa: Ang iyong OTP ay ⟨otp⟩. Huwag ibahagi.", "status": "Pending", '
            '"network": "Globe"}]',
            'Zenziva: {"messageId":"⟨mid⟩","to":"0812****⟨n4⟩","status":"1","text":"Success"}',
            "OTP ⟨otp⟩ expired after 5 min — ⟨k⟩ beses nag-retry ang borrower (Semaphore msg ⟨id⟩)",
            "⟨date⟩ Semaphore: ⟨id⟩ Sent; Zenziva: ⟨mid⟩ Delivered — pareho ang OTP template",
        ),
        _sms,
    ),
    Kind(
        "auth_error_messages",
        (
            '{"error_code":"INVALID_API_KEY","message":"API key is invalid"} — Xendit, '
            "request-id ⟨u⟩",
            '⟨code⟩ {"errors":[{"code":"api_key_invalid","detail":"The API key '
            'sk_live_...⟨tail⟩ is invalid."}]}',
            '{"status_code":"401","status_message":"Access denied due to unauthorized '
            'transaction, please check client or server key","id":"⟨u⟩"}',
            "ErrorCode: InvalidAccessKeyId.NotFound\nRequestId: ⟨U⟩\n"
            "Message: Specified access key is not found.",
            "FirebaseAuthInvalidCredentialsException: The supplied auth credential is "
            "malformed or has expired. (⟨u⟩)",
            "New Relic agent ⟨ver⟩ sa ⟨ecs⟩: HTTP 403 Invalid license key — maling env var lang",
        ),
        _errors,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "Release checklist (KP-⟨kp⟩)\n- commit ⟨sha⟩\n- image sha256:⟨dig⟩\n"
            "- PayMongo public key ⟨pk⟩ (ok sa app)\n- secret key: nasa KMS, hindi dito\n"
            "- trace ng smoke test ⟨trace⟩",
            "Catatan QRIS Surabaya\n• NMID ⟨nmid⟩\n• payload ⟨qr⟩\n• order ⟨ulid⟩\n"
            "• token webhook: lihat Secrets Manager (bukan di sini)",
            "| what | value |\n|---|---|\n| payment intent | ⟨pi⟩ |\n| loan | ⟨u⟩ |\n"
            "| legacy id | ⟨oid⟩ |\n| Xendit key | xnd_production_…⟨tail⟩ (masked) |\n"
            "| crashlytics | ⟨issue⟩ |",
            "Debug session ⟨u⟩:\n  integrity sha512-⟨sri⟩\n  commit ⟨sha⟩\n"
            "  password: hindi kailangan, naka-IAM role na",
        ),
        _mixed,
    ),
)
