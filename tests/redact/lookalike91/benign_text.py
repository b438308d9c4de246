"""Benign text look-alikes: placeholders, references to secrets, the words themselves in the
team's languages, redacted logs, checksums in prose, and mixed look-alike notes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike91.gen import (
    ALNUM,
    LOWER_ALNUM,
    Kind,
    benign_kind,
    hexs,
    num,
    object_id,
    pick,
    sha256_hex,
    ulid,
    uuid4,
)

_WHO = ("Tobi", "Ama", "Chidi", "Kwesi", "Bisi", "Yaw", "Ngozi", "Esi", "Femi", "Abena")
_VENDORS = ("Paystack", "Flutterwave", "Termii", "Mono", "Okra", "Smile ID", "Monnify", "OPay")
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


def _common(r: Random) -> dict[str, str]:
    return {
        "who": r.choice(_WHO),
        "who2": r.choice(_WHO),
        "vendor": r.choice(_VENDORS),
        "day": r.choice(_DAYS),
        "ticket": "KL-" + str(r.randint(100, 9999)),
        "n": str(r.randint(2, 59)),
        "ns": r.choice(("payroll", "ledger", "kyc", "payouts")),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "x": "x" * r.choice((32, 40)),
        "stars": "*" * r.choice((8, 12, 16)),
    }


def _refs(r: Random) -> dict[str, str]:
    return {**_common(r), "acct": num(r, 12), "sfx": pick(r, ALNUM, 6), "rv": num(r, 7)}


def _redacted(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "rid": uuid4(r),
        "ts": f"2039-01-{r.randint(10, 28)}T{r.randint(10, 23)}:{r.randint(10, 59)}:"
        f"{r.randint(10, 59)}.{num(r, 3)}Z",
        "tail": hexs(r, 4),
        "ip": f"102.89.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "ms": str(r.randint(20, 9000)),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "s1": sha256_hex(r),
        "s2": sha256_hex(r),
        "md5": hexs(r, 32),
        "sha1": hexs(r, 40),
        "ver": f"v1.{r.randint(10, 40)}.{r.randint(0, 9)}",
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "sha": hexs(r, 40),
        "pk": "pk" + "_live_" + hexs(r, 40),
        "flwpk": "FLW" + "PUBK-" + hexs(r, 32) + "-X",
        "dig": sha256_hex(r),
        "trace": hexs(r, 32),
        "u": uuid4(r),
        "ulid": ulid(r),
        "oid": object_id(r),
        "ref": pick(r, ALNUM, 20),
        "cus": "CUS_" + pick(r, LOWER_ALNUM, 15),
        "tail": hexs(r, 4),
        "sig": hexs(r, 128),
        "dsn": hexs(r, 32),
        "kms": uuid4(r),
        "acct": num(r, 12),
    }


TEXT: tuple[Kind, ...] = (
    benign_kind(
        "placeholders",
        (
            "PAYSTACK_SECRET_KEY=<your-paystack-secret-key>  # ⟨ticket⟩: fill from Secrets Manager",
            "env:\n  DD_API_KEY: ${{ secrets.DD_API_KEY }}\n  TERMII_API_KEY: "
            "${{ secrets.TERMII_API_KEY }}\n  # ⟨who⟩ added these on ⟨day⟩",
            "DB_PASSWORD=changeme  # local docker only, ⟨who⟩ abeg no use am for ⟨ns⟩ staging",
            "example in README: sk" + "_live_⟨x⟩ — na placeholder, the real one dey vault",
            "password: ⟨stars⟩ (⟨vendor⟩ dashboard hides it; ask ⟨who⟩)",
            "FLW_SECRET_KEY=${FLW_SECRET_KEY:?missing}  MONO_SECRET_KEY=REPLACE_ME  # ⟨ticket⟩",
        ),
        _placeholders,
    ),
    benign_kind(
        "secret_words_in_languages",
        (
            "⟨who⟩ talk say password reset for ⟨vendor⟩ dashboard don work; ⟨n⟩ people "
            "don log in again",
            "Àṣírí (secret) rotation for ⟨vendor⟩ ni ọjọ́ ⟨day⟩ — ẹ jọ̀ọ́ ẹ má gbàgbé (⟨ticket⟩)",
            "Ahintasɛm (secret) no, yɛde sie Secrets Manager mu; ⟨who⟩ na ɔbɛ rotate no ⟨day⟩",
            "Token expire for ⟨vendor⟩ again, na why ⟨n⟩ payouts fail. ⟨who2⟩ dey look am.",
            "Ọ̀rọ̀ aṣínà (password) policy: 16 characters minimum, MFA compulsory — ⟨ticket⟩",
            "- [ ] rotate secret key for ⟨vendor⟩ (⟨who⟩)\n- [ ] revoke old token\n"
            "- [ ] update password manager entry",
        ),
        _common,
    ),
    benign_kind(
        "secret_references_without_values",
        (
            "env:\n  - name: PAYSTACK_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n"
            "        name: ⟨ns⟩-secrets\n        key: paystack-secret-key",
            "aws secretsmanager get-secret-value --secret-id prod/⟨ns⟩/db --query SecretString "
            "--output text | jq -r .password",
            "The secret lives at arn:aws:secretsmanager:af-south-1:⟨acct⟩:secret:prod/⟨ns⟩-⟨sfx⟩"
            " — rotation Lambda runs every ⟨n⟩ days",
            "external-secrets: ExternalSecret ⟨ns⟩-termii (refreshInterval 1h, resourceVersion "
            "⟨rv⟩) maps key TERMII_API_KEY",
        ),
        _refs,
    ),
    benign_kind(
        "redacted_log_lines",
        (
            '{"level":"info","time":"⟨ts⟩","req_id":"⟨rid⟩","headers":{"authorization":'
            '"[REDACTED]"},"ms":⟨ms⟩}',
            "⟨ts⟩ WARN payout-worker ⟨vendor⟩ call failed: 401, key=sk" + "_live_****⟨tail⟩ "
            "req=⟨rid⟩",
            "⟨ts⟩ INFO auth login ok user=⟨who⟩ ip=⟨ip⟩ password=*** mfa=totp",
            "DATABASE_URL=postgresql://payroll_app:****@db.internal:5432/payroll (from "
            "`env | grep DATA`, masked by the CI)",
        ),
        _redacted,
    ),
    benign_kind(
        "checksums_in_runbook_prose",
        (
            "$ sha256sum payroll-api-⟨ver⟩-linux-amd64.tar.gz\n⟨s1⟩  payroll-api-⟨ver⟩-linux"
            "-amd64.tar.gz",
            "Verify the NIBSS bulk file before upload: shasum -a 256 must print ⟨s2⟩ (⟨who⟩ "
            "checked am)",
            "CBN report ⟨ticket⟩ md5 ⟨md5⟩, sha1 ⟨sha1⟩ — the regulator portal want both",
        ),
        _checksums,
    ),
    benign_kind(
        "mixed_lookalike_notes",
        (
            "## Payout outage ⟨day⟩\n- deploy ⟨sha⟩ (image sha256:⟨dig⟩)\n- trace ⟨trace⟩\n"
            "- Paystack ref ⟨ref⟩, customer ⟨cus⟩\n- frontend key ⟨pk⟩ (public)\n"
            "- secret key: in Secrets Manager, ends ...⟨tail⟩",
            "Handover (⟨who⟩ → ⟨who2⟩)\n* run ⟨ulid⟩, employer ⟨u⟩\n* mongo ⟨oid⟩\n"
            "* FLW public key ⟨flwpk⟩\n* x-paystack-signature ⟨sig⟩ matched",
            "| thing | value |\n|---|---|\n| sentry dsn key | ⟨dsn⟩ |\n| kms key | "
            "arn:aws:kms:af-south-1:⟨acct⟩:key/⟨kms⟩ |\n| commit | ⟨sha⟩ |\n"
            "| password | see 1Password, vault ⟨ns⟩ |",
        ),
        _mixed,
    ),
)
