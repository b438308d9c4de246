"""Benign: placeholders and references to secrets, the word "password" with no secret,
version strings, log lines full of ids, generated identifiers, redacted values.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike33.gen import (
    DOMAINS,
    PROJECTS,
    UPPER,
    Kind,
    hexs,
    ip10,
    iso,
    ksuid,
    num,
    order_id,
    pick,
    push_id,
    ulid,
    uuid1ish,
    uuid4,
    uuid7,
    when,
    yymmdd,
)

_SECRET_NAMES = (
    ("MOMO_SECRET_KEY", "momo-secret-key"),
    ("ZALOPAY_KEY2", "zalopay-key2"),
    ("VNPAY_HASH_SECRET", "vnpay-hash-secret"),
    ("LINE_CHANNEL_SECRET", "line-channel-secret"),
    ("OMISE_SECRET_KEY", "omise-secret-key"),
    ("SHOPEE_PARTNER_KEY", "shopee-partner-key"),
    ("GHN_TOKEN", "ghn-token"),
    ("ZALO_OA_REFRESH_TOKEN", "zalo-oa-refresh-token"),
)


def _placeholders(r: Random) -> dict[str, str]:
    env, sm = r.choice(_SECRET_NAMES)
    return {
        "env": env,
        "sm": sm,
        "hint": r.choice(
            ("<secret-key-từ-portal>", "<điền-từ-secret-manager>", "<ใส่คีย์ที่นี่>", "your-key-here")
        ),
        "proj": r.choice(PROJECTS),
        "ns": r.choice(("payments", "orders", "messaging", "shipping")),
        "deploy": r.choice(("payment-gateway", "line-notifier", "carrier-sync", "zalo-oa-bot")),
        "v": str(r.randrange(1, 30)),
        "ver": f"{r.randint(2, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
    }


def _password_word(r: Random) -> dict[str, str]:
    return {
        "phone": "09" + num(r, 1) + "****" + num(r, 3),
        "min": str(r.choice((10, 12, 14))),
        "nn": f"{r.randint(1, 4):02d}",
        "n": str(r.randrange(3, 400)),
        "date": when(r).strftime("%d/%m"),
        "jira": f"CP-{r.randrange(1000, 9999)}",
        "ttl": str(r.choice((10, 15, 20))),
        "rounds": str(r.choice((8, 10))),
    }


def _versions(r: Random) -> dict[str, str]:
    t = when(r)
    return {
        "maj": str(r.randint(1, 9)),
        "min": str(r.randint(0, 60)),
        "pat": str(r.randint(0, 20)),
        "rc": str(r.randint(1, 6)),
        "ymd": t.strftime("%Y%m%d"),
        "sha7": hexs(r, 7),
        "k": f"1.{r.randint(32, 35)}.{r.randint(1, 12)}-gke.{num(r, 7)}",
        "x": str(r.randint(0, 20)),
        "y": str(r.randint(0, 9)),
        "vc": num(r, 6),
        "build": num(r, 4),
        "es": f"8.{r.randint(17, 19)}.{r.randint(0, 9)}",
        "es9": f"9.{r.randint(1, 4)}.{r.randint(0, 6)}",
        "h64": hexs(r, 64),
        "node": f"22.{r.randint(10, 21)}.{r.randint(0, 6)}",
        "sdk": str(r.randint(520, 560)),
    }


def _logs(r: Random) -> dict[str, str]:
    t = when(r)
    return {
        "iso": iso(r),
        "oid": order_id(r),
        "uid": num(r, 8),
        "atid": f"{yymmdd(r)}_{num(r, 6)}",
        "h32": hexs(r, 32),
        "h16": hexs(r, 16),
        "ip": ip10(r),
        "clf": t.strftime("%d/%b/%Y:%H:%M:%S +0700"),
        "flash": "TH" + num(r, 4) + pick(r, UPPER, 6) + num(r, 1),
        "uuid": uuid4(r),
        "ref": str(r.randrange(10**7, 10**8)),
        "hash": hexs(r, 128),
        "ghn": pick(r, "ABCDEFGHJKLMNPQRTUVWXY0123456789", 8),
        "ulid": ulid(r),
        "klog": t.strftime("%m%d %H:%M:%S.") + num(r, 6),
        "line": str(r.randrange(40, 400)),
        "ms": str(r.randrange(3, 900)),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "push": push_id(r),
        "oid": order_id(r),
        "ulid": ulid(r),
        "ksuid": ksuid(r),
        "date": when(r).strftime("%d/%m/%Y"),
        "snow": "17" + num(r, 17),
        "u7": uuid7(r),
        "u1": uuid1ish(r),
        "chat": "chat_" + num(r, 8),
    }


def _redacted(r: Random) -> dict[str, str]:
    h = hexs(r, 32)
    g = uuid1ish(r)
    return {
        "env": r.choice(_SECRET_NAMES)[0],
        "stars": "*" * r.choice((8, 12, 16, 32)),
        "dots": "•" * r.choice((12, 16, 20)),
        "short": f"{h[:4]}…{h[-4:]}",
        "ghn": f"{g[:4]}****-****-****-****-********{g[-4:]}",
        "ip": ip10(r),
        "vault": r.choice(("Payments VN", "Infra BKK", "Marketplace Partners")),
        "who": r.choice(("chị Hằng", "anh Tuấn", "พี่ต้น", "Ploy")),
        "dom": r.choice(DOMAINS),
        "shpk": "shpk" + "•" * 28 + pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 4),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_secret_refs",
        (
            "⟨env⟩=⟨hint⟩",
            "⟨env⟩=${⟨env⟩:?missing} docker compose up ⟨deploy⟩",
            "env:\n- name: ⟨env⟩\n  valueFrom:\n    secretKeyRef:\n      name: ⟨deploy⟩\n"
            "      key: ⟨env⟩",
            "gcloud secrets versions access ⟨v⟩ --secret=⟨sm⟩ --project=⟨proj⟩ | kubectl -n ⟨ns⟩ "
            "create secret generic ⟨deploy⟩ --from-file=⟨env⟩=/dev/stdin",
            ".env.example (v⟨ver⟩):\nLINE_CHANNEL_SECRET=\nLINE_CHANNEL_ACCESS_TOKEN=\n"
            "OMISE_SECRET_KEY=skey_test_XXXXXXXXXXXXXXXXXXX\n"
            "GHN_TOKEN=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx\n⟨env⟩=⟨hint⟩",
            "secretRef: projects/⟨proj⟩/secrets/⟨sm⟩/versions/latest → mount vào ⟨deploy⟩ "
            "qua Secret Manager CSI",
        ),
        _placeholders,
    ),
    Kind(
        "password_word_without_secret",
        (
            "Luồng quên mật khẩu (forgot password) trả 429 khi gửi OTP quá 5 lần/giờ cho số "
            "⟨phone⟩",
            "password_policy:\n  min_length: ⟨min⟩\n  require_digit: true\n"
            "  max_age_days: 90\n  history: 5",
            "sshd_config trên bastion-hcm-⟨nn⟩: PasswordAuthentication no, "
            "PermitRootLogin prohibit-password",
            "ลูกค้าแจ้งว่ากด 'ลืมรหัสผ่าน' แล้วไม่ได้อีเมล — SendGrid bounce ⟨n⟩ รายการวันที่ ⟨date⟩",
            "Firebase Auth: bật provider email/password, tắt anonymous; password hash config "
            "là SCRYPT (rounds ⟨rounds⟩, mem_cost 14)",
            "⟨jira⟩: 'Password reset token expired' — TTL đang là ⟨ttl⟩ phút, tăng lên 30",
            "Redis ACL local: user default on nopass ~* +@all ← chỉ trong docker-compose dev, "
            "prod dùng AUTH (xem ⟨jira⟩)",
        ),
        _password_word,
    ),
    Kind(
        "version_and_build_strings",
        (
            "Deploy order-api v⟨maj⟩.⟨min⟩.⟨pat⟩-rc.⟨rc⟩+build.⟨ymd⟩.⟨sha7⟩ lên prod-hcm",
            "GKE control plane ⟨k⟩, node pool cùng version",
            "Android versionName 5.⟨x⟩.⟨y⟩ (versionCode ⟨vc⟩), iOS 5.⟨x⟩.⟨y⟩ (build ⟨build⟩)",
            "Kế hoạch nâng Elasticsearch ⟨es⟩ → ⟨es9⟩, chạy thử trên cluster search-th trước",
            "FROM node:⟨node⟩-bookworm-slim@sha256:⟨h64⟩",
            "firebase-tools 14.⟨x⟩.⟨y⟩, firebase-admin 13.⟨y⟩.0, google-cloud-sdk ⟨sdk⟩.0.0",
        ),
        _versions,
    ),
    Kind(
        "structured_log_lines",
        (
            '{"ts":"⟨iso⟩","level":"info","svc":"order-api","msg":"order paid",'
            '"order_id":"⟨oid⟩","user_id":⟨uid⟩,"gateway":"zalopay","gateway_ref":"⟨atid⟩",'
            '"trace_id":"⟨h32⟩","span_id":"⟨h16⟩"}',
            '⟨ip⟩ - - [⟨clf⟩] "GET /api/v1/orders/⟨oid⟩/tracking HTTP/2.0" 200 512 "-" '
            '"ChoPho/5.4.1 (Android 15)" rt=0.0⟨ms⟩ req_id=⟨h32⟩',
            'time=⟨iso⟩ level=warn svc=carrier-sync carrier=flash pno=⟨flash⟩ err="timeout after '
            '10s" attempt=3 request_id=⟨uuid⟩',
            "Traceback (most recent call last):\n"
            '  File "/app/payments/vnpay.py", line ⟨line⟩, in verify_return\n'
            "    raise InvalidSignature(txn_ref)\n"
            "payments.errors.InvalidSignature: TxnRef ⟨ref⟩ (vnp_SecureHash=⟨hash⟩)",
            "E⟨klog⟩       1 controller.go:⟨line⟩] sync shipment ⟨ghn⟩ failed: carrier returned "
            "500, event ⟨ulid⟩",
            "[zalo-oa-bot] ส่ง ZNS ไม่สำเร็จ order=⟨oid⟩ trace=⟨h32⟩ (error -124: quota exceeded)",
        ),
        _logs,
    ),
    Kind(
        "uuid_ulid_and_push_ids",
        (
            "Idempotency-Key: ⟨uuid⟩ (Omise nhận header này cho POST /charges)",
            "Realtime DB push id ⟨push⟩ trong /chats/⟨chat⟩/messages",
            "Đơn ⟨oid⟩ có event ⟨ulid⟩ trong bảng outbox, đã publish",
            "KSUID ⟨ksuid⟩ là id batch đối soát VNPay ngày ⟨date⟩",
            "TikTok Shop product id ⟨snow⟩ (snowflake) ↔ product id của mình ⟨uuid2⟩",
            "Bảng shipments chuyển sang UUIDv7 (⟨u7⟩) thay cho v1 (⟨u1⟩)",
        ),
        _ids,
    ),
    Kind(
        "redacted_and_masked_values",
        (
            "⟨env⟩=⟨stars⟩ (đã che trong log CI)",
            "⟨env⟩: ⟨dots⟩ — xem trong 1Password vault '⟨vault⟩'",
            "channel secret: ⟨short⟩ (rút gọn; bản đầy đủ ở Secret Manager, hỏi ⟨who⟩)",
            "GHN token: ⟨ghn⟩",
            "cloud-sql-proxy log in password=****** là bình thường, DSN thật: "
            "postgresql://orders_rw:<password>@⟨ip⟩:5432/orders",
            "Authorization: Bearer <redacted> — ⟨who⟩ đã bật exclusion filter trong Cloud Logging",
            "Shopee partner_key: ⟨shpk⟩ (ẩn) — app live của ⟨dom⟩",
        ),
        _redacted,
    ),
)
