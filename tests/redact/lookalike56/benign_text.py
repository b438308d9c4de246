"""Benign look-alikes in prose and config: placeholders, redacted values, the word
"password" with no password, documentation examples and hashed identifiers."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike56.gen import (
    ACCOUNTS,
    ALNUM,
    DEVS,
    SERVICES,
    UHEX,
    Kind,
    b64,
    hexs,
    num,
    pick,
)

_VARS = (
    "RAZORPAY_KEY_SECRET",
    "CASHFREE_SECRET_KEY",
    "PHONEPE_SALT_KEY",
    "DB_PASSWORD",
    "REDIS_AUTH_TOKEN",
    "KAFKA_SASL_PASSWORD",
    "JWT_SECRET",
    "EKYC_PARTNER_CLIENT_SECRET",
    "MSG91_AUTH_KEY",
)


def _placeholder(r: Random) -> dict[str, str]:
    v1, v2, v3 = r.sample(_VARS, 3)
    ph = r.choice(
        (
            "<your-" + v1.lower().replace("_", "-") + ">",
            "changeme",
            "x" * r.choice((24, 32)),
            "your_" + v1.lower() + "_here",
            "REPLACE_ME",
            "TODO-fill-from-ssm",
        )
    )
    return {
        "v1": v1,
        "v2": v2,
        "v3": v3,
        "ph": ph,
        "ssm": "/kosha/" + r.choice(("prod", "uat", "dev")) + "/" + v2.lower(),
        "cred": r.choice(("rzp-live-key-secret", "cashfree-prod", "ledger-db", "msk-scram")),
        "stage": r.choice(("uat", "prod", "dev")),
        "svc": r.choice(SERVICES),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "last4": pick(r, ALNUM, 4),
        "stars": "*" * r.choice((8, 12, 16, 24)),
        "dots": "•" * r.choice((10, 14, 20)),
        "hash8": hexs(r, 8),
        "v": r.choice(_VARS),
        "len": str(r.choice((24, 32, 40, 64))),
        "svc": r.choice(SERVICES),
    }


def _pw_words(r: Random) -> dict[str, str]:
    return {
        "days": str(r.choice((30, 45, 60, 90))),
        "acct": r.choice(ACCOUNTS),
        "suffix": pick(r, ALNUM, 6),
        "n": str(r.randint(3, 12)),
        "who": r.choice(DEVS),
        "ttl": str(r.choice((120, 180, 300))),
        "len": str(r.choice((12, 14, 16))),
        "ver": f"{r.randint(1, 40)}",
    }


def _docs(r: Random) -> dict[str, str]:
    return {
        "region": r.choice(("ap-south-1", "ap-south-2", "us-east-1")),
        "who": r.choice(DEVS),
        "page": r.choice(("credentials", "configure", "env-vars", "sts")),
        "n": str(r.randint(2, 30)),
        "svc": r.choice(SERVICES),
    }


def _hashed(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "apphash": pick(r, ALNUM + "+/", 11),
        "fp": ":".join(pick(r, UHEX, 2) for _ in range(32)),
        "dev": hexs(r, 16),
        "salt_ver": "v" + str(r.randint(2, 5)),
        "b": b64(r, 32),
        "cnt": num(r, 6),
    }


BENIGN_TEXT: tuple[Kind, ...] = (
    Kind(
        "env_example_placeholders",
        (
            "# .env.example — copy to .env and fill from SSM\n⟨v1⟩=⟨ph⟩\n⟨v2⟩=\n⟨v3⟩=${⟨v3⟩}",
            "⟨v2⟩: '{{ resolve:ssm-secure:⟨ssm⟩ }}'",
            "withCredentials([string(credentialsId: '⟨cred⟩', variable: '⟨v1⟩')]) {\n"
            "    sh './deploy.sh ⟨stage⟩'\n}",
            "env:\n  - name: ⟨v1⟩\n    valueFrom:\n      secretKeyRef:\n"
            "        name: ⟨svc⟩-secrets\n"
            "        key: ⟨v1⟩",
            "⟨v2⟩ in the README is just ⟨ph⟩; the real value comes from ⟨ssm⟩",
        ),
        _placeholder,
    ),
    Kind(
        "redacted_values",
        (
            "⟨v⟩=⟨stars⟩ (masked by the Jenkins console, as it should be)",
            "Razorpay dashboard shows the key as rzp_live_⟨dots⟩⟨last4⟩ — we can't view it again.",
            '{"⟨v⟩": "[REDACTED]", "stage": "prod", "service": "⟨svc⟩"}',
            "⟨v⟩ fingerprint sha256:⟨hash8⟩…, length ⟨len⟩ — enough to tell which one is deployed",
            "CloudWatch log: ⟨svc⟩ config loaded, ⟨v⟩=<redacted>, ⟨len⟩ chars",
        ),
        _redacted,
    ),
    Kind(
        "password_word_prose",
        (
            "DB password rotation is automatic (Secrets Manager, every ⟨days⟩ days); the ARN is "
            "arn:aws:secretsmanager:ap-south-1:⟨acct⟩:secret:kosha/prod/ledger-db-⟨suffix⟩.",
            "पासवर्ड notes में कभी मत लिखना — Secrets Manager में है, ⟨who⟩ से access माँगो।",
            "ಪಾಸ್‌ವರ್ಡ್ reset OTP ⟨ttl⟩ ಸೆಕೆಂಡ್ valid; ⟨n⟩ ತಪ್ಪು ಪ್ರಯತ್ನಗಳ ನಂತರ lock.",
            "পাসওয়ার্ড পলিসি: কমপক্ষে ⟨len⟩ অক্ষর, ⟨days⟩ দিন পর পর বদলাতে হবে।",
            "password_reset_otp_ttl_seconds=⟨ttl⟩\nmax_password_attempts=⟨n⟩\n"
            "password_min_length=⟨len⟩",
            "UPI MPIN is never seen by us — it goes encrypted to the bank via the NPCI CL "
            "(common library v⟨ver⟩).",
        ),
        _pw_words,
    ),
    Kind(
        "documentation_examples",
        (
            "AWS docs (⟨page⟩ page) example: aws_access_key_id = AKIAIOSFODNN7EXAMPLE, "
            "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY, "
            "region ⟨region⟩",
            "⟨who⟩'s unit test for ⟨svc⟩ uses the AWS docs pair AKIAIOSFODNN7EXAMPLE / "
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY with moto (⟨n⟩ tests)",
            "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\n"
            "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n"
            "# ^ from the ⟨page⟩ docs page, for localstack only (⟨region⟩)",
            "jwt.io sample token for the ⟨svc⟩ decoder test: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
            ".eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
            ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c (case ⟨n⟩)",
        ),
        _docs,
    ),
    Kind(
        "hashed_identifiers",
        (
            "analytics gets vpa_hash=sha256(salt_⟨salt_ver⟩ + vpa) = ⟨h⟩, never the VPA",
            '[{"relation": ["delegate_permission/common.handle_all_urls"], "target": '
            '{"namespace": "android_app", "package_name": "in.koshapay.app", '
            '"sha256_cert_fingerprints": ["⟨fp⟩"]}}]',
            "SMS Retriever app hash for the release build: ⟨apphash⟩ (OTP SMS must end with it)",
            "device_id ⟨dev⟩, phone_hmac ⟨h2⟩ — fraud-scorer joins on these, ⟨cnt⟩ rows",
            "ফোন নম্বরের hash ⟨h⟩ — আসল নম্বর শুধু KYC vault-এ থাকে।",
            "dedupe key for the lead = base64(sha256(pan_masked|dob)) = ⟨b⟩",
        ),
        _hashed,
    ),
)
