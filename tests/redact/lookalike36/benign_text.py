"""Benign look-alikes in prose and config: documented example keys, placeholders in
``.env.example`` files, values already redacted, and the word "password" (in English,
Tamil, Hindi and Marathi) with no secret anywhere near it."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike36.gen import (
    DEVS,
    DIGITS,
    HEX,
    Kind,
    pick,
)

# The documented AWS example credentials (not real keys), joined from pieces.
_AWS_EXAMPLE_ID = "AKIA" + "IOSFODNN7" + "EXAMPLE"
_AWS_EXAMPLE_SECRET = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCY" + "EXAMPLEKEY"
_AWS_EXAMPLE_TOKEN = "AQoDYXdzEJr" + "...<remainder of security token>"


def _example(r: Random) -> dict[str, str]:
    return {
        "acct": r.choice(("123456789012", "111122223333", "444455556666")),
        "prof": r.choice(("chu-dev", "default", "sandbox", "localstack")),
        "port": str(r.randint(4500, 4599)),
        "dev": r.choice(DEVS),
        "bucket": r.choice(("chu-test-bucket", "amzn-s3-demo-bucket", "local-halltickets")),
        "ticket": "SIS-" + str(r.randint(1000, 4999)),
    }


def _placeholder(r: Random) -> dict[str, str]:
    return {
        "ph": r.choice(
            (
                "<your_key_secret>",
                "changeme",
                "REPLACE_ME",
                "xxxxxxxxxxxxxxxxxxxxxxxx",
                "${RAZORPAY_KEY_SECRET}",
                "<from-vault>",
                "your-secret-here",
            )
        ),
        "ph2": r.choice(("<msg91-authkey>", "XXXXXXXXXXXXXXXXXXXXXXXX", "", "TODO", "dummy")),
        "port": str(r.randint(3000, 8999)),
        "db": r.choice(("admissions_dev", "sis_local", "fees_test")),
        "n": str(r.randint(1, 40)),
        "dev": r.choice(DEVS),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "stars": "*" * r.choice((8, 12, 16, 24, 32)),
        "last4": pick(r, HEX, 4),
        "last4b": pick(r, DIGITS + "ABCDEFGHJK", 4),
        "var": r.choice(
            (
                "RAZORPAY_KEY_SECRET",
                "PAYTM_MERCHANT_KEY",
                "MSG91_AUTHKEY",
                "WHATSAPP_TOKEN",
                "LDAP_BIND_PASSWORD",
                "DIGILOCKER_CLIENT_SECRET",
            )
        ),
        "dev": r.choice(DEVS),
        "day": str(r.randint(1, 28)).zfill(2),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "min": str(r.choice((5, 10, 15, 30))),
        "len": str(r.choice((10, 12, 14, 16))),
        "days": str(r.choice((60, 90, 180))),
        "n": str(r.randint(3, 400)),
        "ticket": "SIS-" + str(r.randint(1000, 4999)),
        "dev": r.choice(DEVS),
        "tries": str(r.choice((3, 5, 10))),
    }


BENIGN_TEXT: tuple[Kind, ...] = (
    Kind(
        "aws_doc_example_keys",
        (
            "LocalStack on :⟨port⟩ accepts the doc example keys: AWS_ACCESS_KEY_ID="
            + _AWS_EXAMPLE_ID
            + " AWS_SECRET_ACCESS_KEY="
            + _AWS_EXAMPLE_SECRET,
            "[⟨prof⟩]\naws_access_key_id = "
            + _AWS_EXAMPLE_ID
            + "\naws_secret_access_key = "
            + _AWS_EXAMPLE_SECRET
            + "\n# copied from the AWS docs for the ⟨ticket⟩ unit tests",
            "moto fixture uses "
            + _AWS_EXAMPLE_ID
            + " and account ⟨acct⟩ (the AWS documentation example account)",
            "aws --profile ⟨prof⟩ --endpoint-url http://localhost:⟨port⟩ s3 ls s3://⟨bucket⟩ "
            "# creds: " + _AWS_EXAMPLE_ID + " / " + _AWS_EXAMPLE_SECRET,
            '"SessionToken": "' + _AWS_EXAMPLE_TOKEN + '" — docs sample, ⟨dev⟩ pasted it into '
            "the STS test",
        ),
        _example,
        secrets=(),
    ),
    Kind(
        "env_example_placeholders",
        (
            "# .env.example\nPORT=⟨port⟩\nRAZORPAY_KEY_ID=rzp_test_XXXXXXXXXXXXXX\n"
            "RAZORPAY_KEY_SECRET=⟨ph⟩\nMSG91_AUTHKEY=⟨ph2⟩",
            "DATABASE_URL=postgresql://postgres:password@localhost:5432/⟨db⟩  "
            "# docker-compose default, local only",
            "LDAP_BIND_PASSWORD=⟨ph⟩  # set in Vault, never commit (⟨dev⟩)",
            "paytm:\n  merchant_key: ⟨ph⟩\n  mid: YOUR_MID_HERE\n  website: WEBSTAGING",
            "README step ⟨n⟩: copy .env.example to .env and fill WHATSAPP_TOKEN=⟨ph⟩",
        ),
        _placeholder,
        secrets=(),
    ),
    Kind(
        "redacted_values",
        (
            "⟨var⟩=⟨stars⟩",
            "⟨var⟩: [REDACTED] (scrubbed by ⟨dev⟩ before pasting)",
            "Razorpay dashboard shows the key secret only once; ours ends in …⟨last4⟩",
            "Authorization: Bearer <redacted>  # request from 2029-04-⟨day⟩",
            "GitHub shows ⟨var⟩ as *** in the logs; updated 2029-04-⟨day⟩ by ⟨dev⟩",
            "Paytm key (masked in the merchant panel): ••••••••••••⟨last4b⟩",
        ),
        _redacted,
        secrets=(),
    ),
    Kind(
        "password_word_prose",
        (
            "Password policy for student accounts: min ⟨len⟩ chars, rotate every ⟨days⟩ days, "
            "lock after ⟨tries⟩ failed attempts",
            "Forgot-password OTP expires in ⟨min⟩ minutes; ⟨n⟩ students hit it during results",
            "கடவுச்சொல் மீட்டமைப்பு இணைப்பு ⟨min⟩ நிமிடங்களில் காலாவதியாகும் (⟨ticket⟩)",
            "पासवर्ड रीसेट का SMS ⟨n⟩ छात्रों को नहीं पहुँचा — DLT template mismatch",
            "पासवर्ड विसरलात? लिंक ⟨min⟩ मिनिटांसाठी वैध आहे (⟨ticket⟩)",
            "The LDAP bind password lives in Vault (kv/ldap), ask ⟨dev⟩ — not in this note",
            "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']  # ⟨ticket⟩",
        ),
        _prose,
        secrets=(),
    ),
)
