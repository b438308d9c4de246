"""Benign look-alikes of the prose kind: base64 that is data, cache keys and file hashes,
masked and redacted values, placeholders, version strings, the words "password", "secret"
and "token" in Arabic, Arabizi and English with no secret near them, and mixed notes."""

from __future__ import annotations

import base64
import json
import zlib
from random import Random

from tests.redact.lookalike77.gen import (
    ALNUM,
    DIGITS,
    LOWER_ALNUM,
    UPPER,
    Kind,
    b64_of,
    b64url,
    benign_kind,
    clock,
    day,
    epoch,
    hexs,
    iban_jo,
    num,
    pick,
    uuid4,
    wrap,
)

_SK = "sk" + "_live_"
_EGY_SK = "egy" + "_sk_live_"
_EGY_PK = "egy" + "_pk_live_"
_AKIA = "AK" + "IA"
_ENVS = ("prod", "staging", "amman", "cairo")


def _j(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _png(r: Random) -> str:
    width, height = r.choice((16, 24, 32, 48)), r.choice((16, 24, 32, 48))
    ihdr = b"IHDR" + width.to_bytes(4, "big") + height.to_bytes(4, "big") + b"\x08\x06\0\0\0"
    crc = zlib.crc32(ihdr).to_bytes(4, "big")
    raw = b"\x89PNG\r\n\x1a\n" + (13).to_bytes(4, "big") + ihdr + crc
    return base64.b64encode(raw + r.randbytes(r.choice((48, 60, 72)))).decode()


_NOTICES = (
    "مرحباً {name}، تم تأكيد حجزك في حصة {subject} يوم {day} الساعة {time}. بالتوفيق!",
    "أهلاً {name}، نتيجة امتحان {subject} اتنشرت على المنصة. ادخل من التطبيق عشان تشوفها.",
    "عزيزي {name}، تذكير: اشتراكك في باقة {subject} بينتهي يوم {day}.",
)
_NAMES = ("أحمد", "ليلى", "يوسف", "منى", "سلمى", "عمر", "رهف", "زيد")
_SUBJECTS = ("الرياضيات", "الفيزياء", "الكيمياء", "اللغة العربية", "الأحياء")


def _base64_data(r: Random) -> dict[str, str]:
    nid = num(r, 7)
    ts = str(epoch(r))
    notice = r.choice(_NOTICES).format(
        name=r.choice(_NAMES), subject=r.choice(_SUBJECTS), day=day(r), time=clock(r)
    )
    params = {"student_id": int(num(r, 6)), "plan": r.choice(("tawjihi-annual", "g12-term"))}
    event = {
        "event": r.choice(("exam.submitted", "lesson.completed", "payment.captured")),
        "id": uuid4(r),
        "at": int(ts),
    }
    return {
        "cur": b64_of(_j({"id": int(nid), "ts": int(ts)})),
        "nid": nid,
        "ts": ts,
        "params": b64_of(_j(params)),
        "decoded": _j(params),
        "png": _png(r),
        "sqs": b64_of(_j(event)),
        "mime": wrap(b64_of(notice), 76),
        "u": uuid4(r),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "eid": num(r, 5),
        "u": uuid4(r),
        "md5": hexs(r, 32),
        "parts": str(r.randint(2, 40)),
        "h": hexs(r, 64),
        "n": str(r.randint(1, 60)),
        "os": r.choice(("Linux", "macOS")),
        "cfid": b64url(r, 40) + "==",
        "sha1": hexs(r, 40),
        "sid": pick(r, LOWER_ALNUM, 26),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "l4": pick(r, DIGITS, 4),
        "l3": pick(r, DIGITS, 3),
        "a4": pick(r, ALNUM, 4),
        "h4": hexs(r, 4),
        "h4b": hexs(r, 4),
        "l4u": pick(r, UPPER + "234567", 4),
        "user": r.choice(("ci-deployer", "moodle-admin", "finance-ro", "ops")),
        "c12": pick(r, LOWER_ALNUM, 12),
        "n": str(r.randint(300, 1200)),
        "d": day(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(2, 300)),
        "env": r.choice(_ENVS),
        "run": num(r, 10),
        "port": str(r.choice((3306, 3307, 13306, 33060))),
        "d": day(r),
        "acct": num(r, 12),
        "sfx": pick(r, ALNUM, 6),
        "hex": hexs(r, 12),
    }


def _versions(r: Random) -> dict[str, str]:
    def semver() -> str:
        return f"{r.randint(1, 9)}.{r.randint(0, 40)}.{r.randint(0, 12)}"

    return {
        "mver": f"5.{r.randint(1, 4)}.{r.randint(0, 6)}",
        "build": day(r).replace("-", ""),
        "bver": f"3.{r.randint(0, 3)}.{r.randint(0, 20)}",
        "semver": semver(),
        "semver2": semver(),
        "n": str(r.randint(10, 9000)),
        "n2": str(r.randint(100, 900)),
        "sha7": hexs(r, 7),
        "nv": f"{r.choice((28, 30, 32))}.{r.randint(0, 9)}.{r.randint(0, 4)}",
        "pv": f"8.{r.randint(5, 7)}.{r.randint(0, 20)}",
        "myv": f"8.4.{r.randint(2, 12)}",
        "hex16": hexs(r, 16),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "t": clock(r),
        "n": str(r.randint(5, 90)),
        "tk": num(r, 4),
        "svc": r.choice(("paymob", "tap", "hyperpay", "zoom", "moodle-db", "bbb")),
        "role": r.choice(("madrasa-api-prod", "exam-worker", "recording-sync")),
        "d": day(r),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "s7": hexs(r, 7),
        "dig": hexs(r, 64),
        "trace": hexs(r, 32),
        "txn": num(r, 9),
        "hmac": hexs(r, 128),
        "pk": _EGY_PK + pick(r, ALNUM, 32),
        "dsn": f"https://{hexs(r, 32)}@o{num(r, 7)}.ingest.de.sentry.io/{num(r, 16)}",
        "app": hexs(r, 32),
        "cs": hexs(r, 40),
        "u": uuid4(r),
        "iban": iban_jo(r),
        "l4": pick(r, ALNUM, 4),
        "acct": num(r, 12),
        "d": day(r),
        "mid": num(r, 11),
        "zsig": hexs(r, 64),
        "sfx": pick(r, ALNUM, 6),
    }


TEXT: tuple[Kind, ...] = (
    benign_kind(
        "base64_data_payloads",
        (
            'next_cursor=⟨cur⟩ (ده base64 لـ {"id":⟨nid⟩,"ts":⟨ts⟩} مش توكن)',
            "customParameters[SHOPPER_payload]=⟨params⟩ → decoded: ⟨decoded⟩",
            '<img alt="avatar" src="data:image/png;base64,⟨png⟩">',
            "SQS message ⟨u⟩ body (base64): ⟨sqs⟩",
            "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n⟨mime⟩",
            "el extras fi Paymob bitegi base64 (⟨params⟩), fakketha: ⟨decoded⟩",
        ),
        _base64_data,
    ),
    benign_kind(
        "cache_keys_and_hashes",
        (
            "redis key mp:exam:⟨eid⟩:attempt:⟨u⟩:answers (TTL 7200)",
            'S3 ETag: "⟨md5⟩-⟨parts⟩" (multipart upload، مش md5 للملف كله)',
            "$ sha256sum lesson-⟨n⟩.mp4\n⟨h⟩  lesson-⟨n⟩.mp4",
            "GH Actions cache key: composer-⟨os⟩-⟨h⟩ (restore-keys: composer-⟨os⟩-)",
            "X-Cache: Hit from cloudfront\nX-Amz-Cf-Pop: BAH53-P1\nX-Amz-Cf-Id: ⟨cfid⟩",
            "django session key ⟨sid⟩ اتمسح من redis بعد الـ logout، الـ cache key "
            "views.decorators.cache.cache_page.⟨md5⟩",
        ),
        _cache,
    ),
    benign_kind(
        "masked_and_redacted_values",
        (
            f"TAP_SECRET_KEY={_SK}********************⟨a4⟩",
            f"Paymob secret key: {_EGY_SK}⟨h4⟩…⟨h4b⟩ (مقصوص عمداً، الكامل في Secrets Manager)",
            "password: ******** (من الـ AWS console، user ⟨user⟩)",
            f"AWS_SECRET_ACCESS_KEY=[REDACTED]  AWS_ACCESS_KEY_ID={_AKIA}************⟨l4u⟩",
            "card 5123 45•• •••• ⟨l4⟩، wallet 010•••••⟨l3⟩ — اللوج بيعمل mask صح",
            "DATABASE_URL=mysql://madrasa_app:****@madrasa-prod.cluster-⟨c12⟩.me-south-1.rds."
            "amazonaws.com:3306/madrasa",
            "Authorization: Bearer eyJhbGciOi…[truncated ⟨n⟩ chars] — el middleware bye2ta3 "
            "el header",
            "twilio auth token: ••••••••••••••••••••••••••••⟨h4⟩ (الـ Console بيعرض آخر 4 بس)",
        ),
        _masked,
    ),
    benign_kind(
        "placeholders_and_templates",
        (
            "PAYMOB_SECRET_KEY=<your-paymob-secret-key>  # line ⟨n⟩ of .env.example",
            "TAP_SECRET_KEY: ${{ secrets.TAP_SECRET_KEY }}  # job deploy-⟨env⟩, run ⟨run⟩",
            "DB_PASSWORD=changeme  # local docker only, port ⟨port⟩",
            "$CFG->dbpass = getenv('MOODLE_DB_PASSWORD'); // lms-⟨env⟩-⟨n⟩",
            "HYPERPAY_ACCESS_TOKEN=${HYPERPAY_ACCESS_TOKEN:?missing} ./bin/reconcile --since ⟨d⟩",
            "password: \"{{ lookup('amazon.aws.aws_secret', 'prod/moodle/db') }}\"  "
            "# ansible, host lms-⟨n⟩",
            "ZOOM_CLIENT_SECRET=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  (مثال من الـ README، "
            "ticket #⟨n⟩)",
            "valueFrom: arn:aws:secretsmanager:me-south-1:⟨acct⟩:secret:prod/api-⟨sfx⟩:"
            "PAYMOB_HMAC_SECRET::",
            "FAWRY_SECURE_KEY=REPLACE_ME\nFAWRY_MERCHANT_CODE=<merchant-code>\n"
            "# copied to .env.example on ⟨d⟩",
            "el BBB secret fel compose kan SHARED_SECRET=${BBB_SECRET} bas el env var fadya "
            "(container ⟨hex⟩)",
        ),
        _placeholders,
    ),
    benign_kind(
        "version_and_build_strings",
        (
            "Moodle ⟨mver⟩+ (Build: ⟨build⟩)",
            "BigBlueButton ⟨bver⟩ (bbb-html5 1:⟨bver⟩-⟨n⟩) على bbb1 و bbb2",
            "api ⟨semver⟩+build.⟨n⟩.⟨sha7⟩ deployed to me-south-1",
            "node v⟨nv⟩, PHP ⟨pv⟩, RDS MySQL ⟨myv⟩ — لازم نرفع PHP قبل Moodle ⟨mver⟩",
            "ami-0⟨hex16⟩ (al2036-ami-⟨build⟩.0-kernel-6.12-arm64)",
            "Android ⟨semver⟩ (versionCode ⟨n⟩) و iOS ⟨semver⟩ (build ⟨n2⟩) نزلوا الـ store",
            "agora-rtc-sdk-ng@⟨semver⟩, twilio-python ⟨semver2⟩ — ba3d el upgrade el token "
            "builder et8ayar",
        ),
        _versions,
    ),
    benign_kind(
        "secret_words_multilingual",
        (
            "نسيت الباسورد بتاع الـ staging تاني، عملت reset من صفحة Moodle الساعة ⟨t⟩",
            "ما في داعي نحط الـ secret بالـ repo؛ كل شي بـ Secrets Manager تحت prod/⟨svc⟩",
            "el token byentehy ba3d ⟨n⟩ d2i2a, fa el app lazem ye3mel refresh abl kda",
            "كلمة المرور لازم تكون ⟨n⟩ حروف على الأقل — ده validation في صفحة التسجيل، "
            "ticket #⟨tk⟩",
            "Password reset emails were delayed ⟨n⟩ minutes; SES throttling in me-south-1 "
            "(ticket ⟨tk⟩)",
            "rotate الـ HMAC secret بتاع ⟨svc⟩ كل ⟨n⟩ يوم — الخطوات في runbook/payments.md",
            "shu el secret elli bist3mlo el Lambda? — ma fi, bisht3'al bi IAM role (⟨role⟩)",
            "التوكن بينتهي بعد ساعة، والـ refresh token بعد ⟨n⟩ يوم — قرار ⟨d⟩",
            "ma7adesh yekteb el password fel chat tani please 🙏 (meeting ⟨d⟩ ⟨t⟩)",
        ),
        _words,
    ),
    benign_kind(
        "mixed_lookalike_notes",
        (
            "Release ⟨d⟩\n- commit ⟨sha⟩\n- image sha256:⟨dig⟩\n- trace ⟨trace⟩\n"
            "- Paymob txn ⟨txn⟩, callback hmac ⟨hmac⟩ ✓",
            "Payments cheat-sheet (Cairo)\n| what | value |\n|---|---|\n"
            "| public key | ⟨pk⟩ |\n"
            "| secret key | in Secrets Manager (prod/payments/paymob-⟨sfx⟩) |\n"
            f"| old key | {_EGY_SK}…⟨l4⟩ (revoked) |",
            "Amman handover ⟨d⟩\n* Agora App ID ⟨app⟩ (public)\n* BBB checksum ⟨cs⟩ → "
            "المشكلة مش في الـ secret\n* refund لـ ⟨iban⟩\n* request ⟨u⟩",
            "Sentry DSN ⟨dsn⟩ ظاهر في الـ bundle (عادي)، commit ⟨s7⟩ شال الـ console.log "
            "اللي كان بيطبع الـ token object",
            "Zoom ⟨mid⟩: x-zm-signature v0=⟨zsig⟩ ✓ ; el secret token mawjood fel vault bas; "
            "account ⟨acct⟩",
        ),
        _mixed,
    ),
)
