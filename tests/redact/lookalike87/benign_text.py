"""Benign prose and config look-alikes: placeholders and references, version and build
strings, the words password/secret/token/key in Arabic, Arabizi and English with no secret
near them, rotation runbooks that name secrets without their values, and mixed notes."""

from __future__ import annotations

import hashlib
from random import Random

from tests.redact.lookalike87.gen import (
    ALNUM,
    B64URL,
    DIGITS,
    UPPER_ALNUM,
    Kind,
    b64enc,
    day,
    hexs,
    num,
    objectid,
    pick,
    sha256_b64,
    sha256_hex,
    ssh_ed25519_public,
    ssh_fingerprint,
    ulid,
    uuid4,
)

_PK_LIVE = "pk" + "_live_"
_ENVS = ("prod", "staging", "uat-dubai", "dev-ruh")
_DAYS_AR = ("الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس")
_ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩"


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "port": str(r.randint(5400, 5499)),
        "env": r.choice(_ENVS),
        "u": uuid4(r),
        "name": r.choice(("rds", "tap", "paytabs", "zatca-csid", "unifonic")),
        "tf": f"1.{r.randint(9, 14)}.{r.randint(0, 9)}",
        "n": str(r.randint(2, 400)),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "d": str(r.randint(1, 30)),
        "rc": str(r.randint(1, 9)),
        "b": str(r.randint(1000, 99_999)),
        "sha7": hexs(r, 7),
        "odoo": f"{r.choice((20, 21, 22))}.0",
        "modver": f"{r.choice((20, 21))}.0.{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "vc": str(r.randint(400, 990)),
        "m": str(r.randint(0, 30)),
        "p": str(r.randint(0, 12)),
        "bid": f"2038060{r.randint(1, 9)}.{r.randint(1000, 2359)}",
        "j": str(r.randint(500, 560)),
        "k": str(r.randint(1, 3)),
        "x": str(r.randint(100, 900)),
        "hex12": hexs(r, 4) + "_" + hexs(r, 8),
        "esver": f"1{r.randint(0, 2)}.{r.randint(0, 9)}.{r.randint(0, 5)}",
        "nodev": f"{r.choice((30, 32, 34))}.{r.randint(0, 12)}.{r.randint(0, 5)}",
        "a": str(r.randint(12, 19)),
        "c": str(r.randint(100, 300)),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(2, 60)),
        "nar": "".join(_ARABIC_DIGITS[int(c)] for c in str(r.randint(10, 99))),
        "day": r.choice(_DAYS_AR),
        "chart": r.choice(("souq-api", "zatca-signer", "odoo", "rfq-worker")),
        "ticket": num(r, 5),
    }


def _rotation(r: Random) -> dict[str, str]:
    return {
        "day": day(r),
        "day2": day(r),
        "l4": pick(r, ALNUM, 4),
        "L4": pick(r, UPPER_ALNUM, 4),
        "n": str(r.randint(2, 400)),
        "sha7": hexs(r, 7),
    }


def _mixed(r: Random) -> dict[str, str]:
    ed = ssh_ed25519_public(r)
    return {
        "day": day(r),
        "sha": hexs(r, 40),
        "digest": sha256_hex(r),
        "trace": hexs(r, 32),
        "chg": "chg_TS" + num(r, 2) + pick(r, UPPER_ALNUM, 12) + num(r, 6),
        "pk": _PK_LIVE + pick(r, ALNUM, 24),
        "hp": "8ac7" + hexs(r, 28),
        "ih": sha256_b64(r),
        "sig": sha256_hex(r),
        "u": uuid4(r),
        "ulid": ulid(r),
        "oid": objectid(r),
        "i": b64enc(hashlib.sha512(r.randbytes(32)).digest()),
        "fp": ssh_fingerprint(ed),
        "kms": uuid4(r),
        "mapid": hexs(r, 16),
        "tid": uuid4(r),
        "pl": "ChIJ" + pick(r, B64URL, 23),
        "l4": pick(r, DIGITS, 4),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_secret_references",
        (
            "TAP_SECRET_KEY=<your-tap-secret-key>\nHYPERPAY_ACCESS_TOKEN=${HYPERPAY_ACCESS_TOKEN}\n"
            "DB_PASSWORD=changeme  # local docker only, port ⟨port⟩",
            "env:\n  - name: PAYTABS_SERVER_KEY\n    valueFrom:\n      secretKeyRef:\n"
            "        name: paytabs-⟨env⟩\n        key: server-key",
            'password: "{{ .Values.odoo.adminPassword }}"  # من values-⟨env⟩.yaml',
            'curl -H "Authorization: Bearer $TAMARA_API_TOKEN" '
            "https://api-sandbox.tamara.co/merchants/⟨u⟩/payment-types",
            "aws secretsmanager get-secret-value --secret-id ⟨env⟩/souq/⟨name⟩ "
            "--query SecretString  (القيمة ما تنحفظ هنا)",
            'variable "elastic_api_key" {\n  type      = string\n  sensitive = true\n'
            '  default   = "REPLACE_ME"\n}\n# terraform ⟨tf⟩',
            "- name: deploy\n  env:\n    CKO_SECRET_KEY: ${{ secrets.CKO_SECRET_KEY }}\n"
            "    ZATCA_CSID_SECRET: ${{ secrets.ZATCA_CSID_SECRET_⟨n⟩ }}",
        ),
        _placeholders,
    ),
    Kind(
        "version_and_build_strings",
        (
            "souq-api v2038.6.⟨d⟩-rc.⟨rc⟩+build.⟨b⟩.⟨sha7⟩ على staging",
            "Odoo ⟨odoo⟩ (community) — module rimal_zatca ⟨modver⟩",
            "Android versionCode ⟨vc⟩, versionName 4.⟨m⟩.⟨p⟩ (build ⟨bid⟩)",
            "Jenkins 2.⟨j⟩.⟨k⟩ LTS, plugin aws-credentials ⟨x⟩.v⟨hex12⟩",
            "image tag 2038060⟨rc⟩-⟨sha7⟩-arm64; Elastic ⟨esver⟩; node v⟨nodev⟩",
            "Kernel 6.⟨a⟩.⟨p⟩-⟨c⟩.amzn2023.aarch64 على نودات EKS",
        ),
        _versions,
    ),
    Kind(
        "security_words_without_secrets",
        (
            "كلمة المرور لازم تكون ١٢ حرف على الأقل — هذا الشرط رقم ⟨nar⟩ في سياسة B2C، "
            "مو كلمة مرور",
            "el password reset flow fel app mkassar 3end ⟨n⟩ users — el token expiry 15 min bas",
            "اجتماع secret rotation يوم ⟨day⟩: نراجع مين يقدر يقرأ secrets في namespace payments",
            "token bucket rate limiter: ⟨n⟩ tokens/sec لـ Unifonic — ما له علاقة بالتوكنات السرية",
            "«الرمز السري» في شاشة STC Pay هو OTP يوصل للعميل، ما نخزنه عندنا (تذكرة RS-⟨ticket⟩)",
            "TIL: `secret` في Helm chart ⟨chart⟩ هو اسم الـ Secret object مش القيمة",
            "password_policy:\n  min_length: 12\n  require_symbols: true\n  history: ⟨n⟩",
            "nseet el baswurd = forgot password — ⟨n⟩ tickets men supplier portal hal usbo3",
            "key, secret, token, password: kolha mawjooda fel ar.json "
            "(auth.password, auth.token_expired, api.key_missing) — ⟨n⟩ strings",
        ),
        _words,
    ),
    Kind(
        "rotation_runbooks_without_values",
        (
            "Rotated TAP_SECRET_KEY on ⟨day⟩ (old key ending …⟨l4⟩ revoked in the Tap "
            "dashboard); new one only in Secrets Manager prod/payments/tap",
            "runbook:\n1) aws secretsmanager rotate-secret --secret-id prod/souq/rds\n"
            "2) kubectl -n payments rollout restart deploy/souq-api\n3) check ⟨n⟩ pods Ready",
            "دوّرنا مفتاح PayTabs بتاريخ ⟨day⟩ — آخر ٤ خانات ⟨L4⟩، والقديم انلغى",
            "Secret scanning alert #⟨n⟩ (Unifonic AppSid in commit ⟨sha7⟩) → revoked + "
            "force-pushed; el value mesh hena",
            "| السر | المكان | آخر تدوير |\n|---|---|---|\n"
            "| ZATCA CSID secret | prod/einvoice/csid | ⟨day⟩ |\n"
            "| Jenkins API token | credential `jenkins-api` | ⟨day2⟩ |",
        ),
        _rotation,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "## deploy ⟨day⟩\n- commit ⟨sha⟩\n- image sha256:⟨digest⟩\n- trace ⟨trace⟩\n"
            "- Tap charge ⟨chg⟩ (test)\n- TAP_SECRET_KEY=${TAP_SECRET_KEY} from vault\n"
            "- publishable key ⟨pk⟩",
            "ملاحظات الجلسة:\n• payment ⟨hp⟩ (HyperPay) رجع 000.100.110\n• invoiceHash ⟨ih⟩\n"
            "• Cko-Signature ⟨sig⟩ صح\n• كلمة المرور: ما تغيّرت، موجودة في Secrets Manager",
            "debug bundle:\nrequest_id=⟨u⟩ ulid=⟨ulid⟩ oid=⟨oid⟩\nintegrity sha512-⟨i⟩\n"
            "ssh fp ⟨fp⟩\napi key: <redacted>",
            "| item | value |\n|---|---|\n| KMS key | ⟨kms⟩ |\n| Map ID | ⟨mapid⟩ |\n"
            "| B2C tenant | ⟨tid⟩ |\n| place | ⟨pl⟩ |\n| card | mada ****⟨l4⟩ |\n"
            "| password | `********` |",
        ),
        _mixed,
    ),
)
