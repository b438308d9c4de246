"""Benign look-alikes in prose and config: placeholders and redacted values, the word
"password" with no password, references to where a secret lives, and version strings."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike60.gen import (
    ALNUM,
    Kind,
    day,
    digits,
    hexs,
    num,
    pick,
    stamp,
    uuid4,
)

_SK = "s" + "k_"
_ENVS = ("prod", "staging", "uat", "prod-cai", "prod-ruh")
_REGIONS = ("me-east-1", "af-north-1")
_HOSTS = ("pg-orders-prod.cluster.lugma.internal", "10.60.12.31", "pg-catalog.cairo.lugma.internal")


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "l4": pick(r, ALNUM, 4),
        "env": r.choice(_ENVS),
        "chg": f"chg_TS0{r.randint(1, 9)}A{digits(r, 2)}2033040{r.randint(1, 9)}"
        + pick(r, ALNUM, 2)
        + digits(r, 8),
        "region": r.choice(_REGIONS),
        "n": str(r.choice((24, 32, 40, 64))),
        "host": r.choice(_HOSTS),
        "profile": r.choice(("pg-backup", "menus-sync", "default", "cdn-invalidate")),
        "date": day(r),
        "sk": _SK,
    }


def _password_words(r: Random) -> dict[str, str]:
    return {
        "tid": num(r, 5),
        "s": str(r.randint(20, 90)),
        "code": "E" + num(r, 4),
        "v": f"7.{r.randint(10, 40)}.{r.randint(0, 9)}",
        "min": str(r.choice((10, 12, 14, 16))),
        "age": str(r.choice((60, 90, 180))),
        "h": str(r.randint(3, 12)),
        "n": str(r.randint(4, 30)),
        "d": str(r.choice((30, 60, 90))),
        "name": r.choice(("pg_orders_password", "redis_password", "kafka_scram_password")),
        "date": day(r),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "env": r.choice(_ENVS),
        "n": str(r.randint(2, 19)),
        "kms": uuid4(r),
        "acct": num(r, 12),
        "suf": pick(r, ALNUM, 6),
        "pid": str(r.randint(40, 980)),
        "svc": r.choice(("payments-svc", "notify-svc", "orders-api", "rider-gateway")),
        "ver": uuid4(r),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "v": f"7.{r.randint(10, 40)}.{r.randint(0, 9)}",
        "b": num(r, 4),
        "vc": "7" + digits(r, 6),
        "cr": f"0.{r.randint(1, 9)}{r.randint(0, 9)}",
        "sha": hexs(r, 40),
        "ts": stamp(r),
        "gov": f"{r.randint(30, 36)}.{r.randint(0, 6)}",
        "pg": f"{r.randint(24, 26)}.{r.randint(1, 6)}",
        "rv": f"{r.randint(9, 10)}.{r.randint(0, 4)}.{r.randint(0, 9)}",
        "kv": f"{r.randint(5, 6)}.{r.randint(0, 9)}.{r.randint(0, 3)}",
        "gl": f"{r.randint(25, 27)}.{r.randint(0, 11)}.{r.randint(0, 5)}",
        "gf": f"{r.randint(17, 19)}.{r.randint(0, 5)}.{r.randint(0, 3)}",
        "uuid": uuid4(r),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "redacted_and_placeholder_values",
        (
            "TAP_SECRET_KEY=⟨sk⟩live_••••••••••••••••••••⟨l4⟩  (last 4 only; full key in CSMS)",
            "HYPERPAY_ACCESS_TOKEN=<redacted>\nPAYMOB_API_KEY=<redacted>\n"
            "UNIFONIC_APP_SID=<see vault kv/lugma/⟨env⟩/sms>",
            'curl -H "Authorization: Bearer $TAP_SECRET_KEY" '
            "https://api.tap.company/v2/charges/⟨chg⟩",
            "hcloud configure set --cli-access-key=YOUR_AK --cli-secret-key=YOUR_SK "
            "--cli-region=⟨region⟩",
            "لا تلصقون مفاتيح هنا، اكتبوها كذا: PAYMOB_HMAC_SECRET=xxxxxxxx…xxxx (⟨n⟩ حرف)",
            "postgresql://orders_app:****@⟨host⟩:5432/orders "
            "(password masked in the pgbouncer log)",
            "[⟨profile⟩]\naws_access_key_id = ${AWS_ACCESS_KEY_ID}\n"
            "aws_secret_access_key = ${AWS_SECRET_ACCESS_KEY}\n# filled by aws-vault since ⟨date⟩",
        ),
        _placeholders,
    ),
    Kind(
        "password_word_without_secret",
        (
            "Password reset OTPs go through Unifonic first (template ⟨tid⟩), Vonage if there is "
            "no DLR within ⟨s⟩s",
            'شاشة "نسيت كلمة المرور" في تطبيق المطاعم تعطي خطأ ⟨code⟩ على نسخة ⟨v⟩',
            "password_policy:\n  min_length: ⟨min⟩\n  require_digit: true\n  max_age_days: ⟨age⟩\n"
            "  history: ⟨h⟩",
            "sshd_config on the bastions: PasswordAuthentication no, PermitRootLogin no — checked "
            "on ⟨n⟩ hosts",
            "الباسورد بتاع بوابة التجار بيتغير كل ⟨d⟩ يوم، ومحدش يبعته على واتساب",
            "POSTGRES_PASSWORD_FILE=/run/secrets/⟨name⟩ (compose reads the password from a file, "
            "nothing inline)",
            "Grafana: [auth] disable_login_form = true; the admin password comes from "
            "$__file{/etc/grafana/secrets/admin_password}, rotated ⟨date⟩",
        ),
        _password_words,
    ),
    Kind(
        "secret_references",
        (
            "env:\n  - name: TAP_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n"
            "        name: tap-keys-⟨env⟩\n        key: secret_key",
            "CSMS secret lugma/⟨env⟩/paymob-hmac, version v⟨n⟩, encrypted with KMS key ⟨kms⟩",
            "arn:aws:secretsmanager:me-south-1:⟨acct⟩:secret:prod/pg-backup-⟨suf⟩",
            "vault kv get -field=access_token kv/lugma/⟨env⟩/hyperpay  # needs the payments-oncall "
            "policy",
            "الـ HMAC secret بتاع Paymob موجود في GitLab CI variable اسمه PAYMOB_HMAC_SECRET "
            "(masked + protected) في project ⟨pid⟩",
            "apiVersion: external-secrets.io/v1\nkind: ExternalSecret\nmetadata:\n"
            "  name: ⟨svc⟩-keys\nspec:\n  secretStoreRef:\n    name: csms-⟨env⟩\n"
            "  data:\n    - secretKey: UNIFONIC_APP_SID\n      remoteRef:\n"
            "        key: lugma/⟨env⟩/unifonic\n        version: ⟨ver⟩",
        ),
        _refs,
    ),
    Kind(
        "version_and_build_strings",
        (
            "Rider app ⟨v⟩ (build ⟨b⟩), versionCode ⟨vc⟩, min SDK 29 — crash rate ⟨cr⟩%",
            'payments-svc /version → {"version":"⟨v⟩","commit":"⟨sha⟩","built":"⟨ts⟩Z",'
            '"go":"go1.⟨gov⟩"}',
            "Upgraded the stack: PostgreSQL ⟨pg⟩, Redis ⟨rv⟩, Kafka ⟨kv⟩ (KRaft), "
            "GitLab ⟨gl⟩-ee, Grafana ⟨gf⟩",
            "CFBundleShortVersionString ⟨v⟩, CFBundleVersion ⟨b⟩ — TestFlight build ⟨uuid⟩ "
            "is processing",
            "نسخة تطبيق العميل ⟨v⟩ نزلت على Huawei AppGallery (versionCode ⟨vc⟩)",
        ),
        _versions,
    ),
)
