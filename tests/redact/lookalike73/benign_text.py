"""Benign look-alikes in the team's prose and config: masked or redacted values,
placeholders, the words password/secret/token (mật khẩu, khóa bí mật, รหัสผ่าน, โทเค็น,
คีย์ลับ…) with no secret near them, references to where a secret lives, per-message
webhook signatures, hashes and checksums, and mixed notes full of look-alikes."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike73.gen import (
    ALNUM,
    B64URL,
    DIGITS,
    LOWER_ALNUM,
    SERVICES,
    TH_NAMES,
    UPPER_ALNUM,
    VN_NAMES,
    Kind,
    b64,
    clock,
    day,
    epoch,
    hexs,
    num,
    objectid,
    order_id,
    pick,
    ulid,
    uuid4,
)

_SKEY = "sk" + "ey_"
_PKEY = "pk" + "ey_"
_GLPAT = "gl" + "pat-"
_AKIA = "AK" + "IA"
_LLM_PK = "pk" + "_"
_APA = "APA" + "91b"
_NANOID = ALNUM + "_-"


def _omise_id(r: Random) -> str:
    return r.choice("56") + pick(r, LOWER_ALNUM, 18)


def _rds_host(r: Random) -> str:
    return f"bng-prod.cluster-{pick(r, LOWER_ALNUM, 12)}.ap-southeast-1.rds.amazonaws.com"


def _people(r: Random) -> dict[str, str]:
    return {
        "vn": r.choice(VN_NAMES),
        "th": r.choice(TH_NAMES),
        "svc": r.choice(SERVICES),
        "day": day(r),
        "time": clock(r)[:5],
        "n": str(r.randint(100, 4800)),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        **_people(r),
        "l4": pick(r, LOWER_ALNUM, 4),
        "l4u": pick(r, UPPER_ALNUM, 4),
        "l4d": pick(r, DIGITS, 4),
        "bin": r.choice(("411111", "522233", "356999", "970436")),
        "host": _rds_host(r),
        "u": uuid4(r),
        "stars": "*" * r.choice((8, 16, 32)),
        "skey": _SKEY + "•" * 14 + pick(r, LOWER_ALNUM, 4),
        "glpat": _GLPAT + "•" * 8 + pick(r, B64URL, 4),
        "akia": _AKIA + "*" * 12 + pick(r, UPPER_ALNUM, 4),
        "bot": r.choice(("renovate", "release-bot", "deploy-bot")),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        **_people(r),
        "port": str(r.choice((5432, 5433, 15432, 25432))),
        "partner": "MOMO" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4) + "2035" + num(r, 4),
        "x19": "x" * 19,
        "mode": r.choice(("test_", "")),
        "env": r.choice(("staging", "dev", "local", "sandbox")),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        **_people(r),
        "phone": r.choice(("090", "093", "081", "089")) + "****" + pick(r, DIGITS, 3),
        "tpl": num(r, 6),
        "lambda": "bng-rds-rotation-" + pick(r, LOWER_ALNUM, 6),
        "d": str(r.choice((30, 45, 60, 90))),
        "len": str(r.choice((8, 10, 12))),
        "rev": hexs(r, 12),
        "week": str(r.randint(22, 26)),
        "person": r.choice(("kitchen.owner@", "ops.cnx@", "analyst@")) + "bepnhagiao.vn",
    }


_SECRET_FIELDS = (
    ("momo", "secretKey"),
    ("zalopay", "key2"),
    ("vnpay", "hashSecret"),
    ("onepay", "hash_key"),
    ("omise", "secret_key"),
    ("twoc2p", "secret_key"),
    ("linepay", "channel_secret"),
)


def _refs(r: Random) -> dict[str, str]:
    name, field = r.choice(_SECRET_FIELDS)
    return {
        **_people(r),
        "acct": num(r, 12),
        "sfx": pick(r, ALNUM, 6),
        "name": name,
        "field": field,
        "vid": uuid4(r),
    }


def _sigs(r: Random) -> dict[str, str]:
    return {
        **_people(r),
        "hx": hexs(r, 64),
        "hx2": hexs(r, 64),
        "b6": b64(r, 32),
        "u": uuid4(r),
        "ts": str(epoch(r)),
        "gsig": base64.urlsafe_b64encode(r.randbytes(20)).decode(),
        "lat": f"10.{num(r, 5)}",
        "lng": f"106.{num(r, 5)}",
        "txn": "2035" + num(r, 15),
        "oa": num(r, 19),
        "ev": r.choice(("user_send_text", "follow", "user_submit_info", "user_received_message")),
    }


def _hashes(r: Random) -> dict[str, str]:
    return {
        **_people(r),
        "sha": hexs(r, 64),
        "rev": hexs(r, 12),
        "rev2": hexs(r, 12),
        "md5": hexs(r, 32),
        "md5b": hexs(r, 32),
        "parts": str(r.randint(2, 40)),
        "nano": pick(r, _NANOID, 21),
        "nano2": pick(r, _NANOID, 21),
        "u": uuid4(r),
        "sha1": hexs(r, 40),
        "mb": f"{r.randint(2, 90)}.{r.randint(0, 9)}",
    }


def _fcm_token(r: Random) -> str:
    return pick(r, B64URL, 22) + ":" + _APA + pick(r, B64URL, 134)


def _mixed(r: Random) -> dict[str, str]:
    return {
        **_people(r),
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "acct": num(r, 12),
        "trace": hexs(r, 32),
        "pk": _PKEY + "test_" + _omise_id(r),
        "u": uuid4(r),
        "ray": hexs(r, 16),
        "txn": "2035" + num(r, 15),
        "lsig": b64(r, 32),
        "oid": order_id(r),
        "tid": num(r, 13),
        "msig": hexs(r, 64),
        "quote": num(r, 19),
        "pkl": _LLM_PK + "test_" + hexs(r, 32),
        "ts": str(epoch(r) * 1000),
        "lsig2": hexs(r, 64),
        "pid": "ChIJ" + pick(r, B64URL, 23),
        "etag": hexs(r, 32),
        "fs": pick(r, ALNUM, 20),
        "ulid": ulid(r),
        "sha1": hexs(r, 40),
        "devtok": _fcm_token(r),
        "mongo": objectid(r),
        "week": str(r.randint(22, 26)),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "masked_redacted_values",
        (
            "MOMO_SECRET_KEY=⟨stars⟩  (giá trị thật nằm trong Secrets Manager, ⟨svc⟩)",
            "Omise dashboard chỉ hiện ⟨skey⟩ sau khi tạo — muốn xem lại phải roll key (⟨day⟩).",
            "DATABASE_URL=postgresql://bng_app:****@⟨host⟩:5432/bepnhagiao",
            "Authorization: Bearer [REDACTED] (đã che trước khi dán log, request id ⟨u⟩)",
            "คีย์ลับ LINE Pay ลงท้ายด้วย …⟨l4⟩ (merchant center แสดงแค่ 4 ตัวท้าย) — พี่⟨th⟩ยืนยันแล้ว",
            "AWS_SECRET_ACCESS_KEY=<redacted> AWS_ACCESS_KEY_ID=⟨akia⟩ (user ci-deployer)",
            "GitLab hiển thị token mới ⟨glpat⟩ cho bot ⟨bot⟩ (tạo ⟨day⟩), giá trị đầy đủ đã "
            "lưu vào CI variable.",
            "card ⟨bin⟩******⟨l4d⟩ exp **/** — 2C2P trả về đã mask, lưu được",
        ),
        _masked,
    ),
    Kind(
        "placeholders_and_templates",
        (
            "MOMO_PARTNER_CODE=⟨partner⟩\nMOMO_ACCESS_KEY=<your-access-key>\n"
            "MOMO_SECRET_KEY=<your-momo-secret-key>",
            "ZALOPAY_KEY1=${ZALOPAY_KEY1:?missing}  # ⟨svc⟩ lấy từ Secrets Manager qua ECS secrets",
            "POSTGRES_PASSWORD: changeme  # chỉ dùng cho docker compose ⟨env⟩, port ⟨port⟩",
            "OMISE_SECRET_KEY=" + _SKEY + "⟨mode⟩⟨x19⟩  (README mẫu của ⟨svc⟩, thay bằng key của "
            "bạn)",
            'variable "cloudflare_api_token" {\n  type      = string\n  sensitive = true\n'
            '  default   = "REPLACE_ME" # ⟨env⟩\n}',
            'grab:\n  clientId: "{{ .Values.grab.clientId }}"\n'
            '  clientSecret: "{{ .Values.grab.clientSecret }}"  # chart ⟨svc⟩ ⟨env⟩',
            "ใส่ LINE_CHANNEL_SECRET=<ใส่-channel-secret-ที่นี่> ใน .env.example ของ ⟨svc⟩ "
            "แล้ว ไม่ต้อง commit ค่าจริง",
        ),
        _placeholders,
    ),
    Kind(
        "password_words_vietnamese",
        (
            "Khách ⟨phone⟩ báo quên mật khẩu; link đặt lại mật khẩu gửi qua ZNS template ⟨tpl⟩ "
            "hết hạn sau 15 phút.",
            "Token Zalo OA hết hạn lúc ⟨time⟩ → notify-svc tự refresh, không cần làm gì. Ghi "
            "lại để lần sau khỏi hoảng.",
            "Mật khẩu RDS giờ do Secrets Manager tự xoay vòng ⟨d⟩ ngày (lambda ⟨lambda⟩), đừng "
            "đặt tay nữa.",
            'Lỗi `password authentication failed for user "bng_app"` trên ⟨svc⟩ lúc ⟨time⟩ là '
            "do task cũ còn giữ secret phiên bản trước.",
            "Quy tắc: không bao giờ dán khóa bí mật (secret key) của MoMo/ZaloPay vào ghi chú "
            "hay issue; cần thì hỏi ⟨vn⟩.",
            "Checklist onboard ⟨vn⟩ (⟨day⟩): tạo tài khoản GitLab, bật 2FA, cấp quyền đọc "
            "secret prod/* — KHÔNG cấp quyền ghi.",
        ),
        _words,
    ),
    Kind(
        "password_words_thai",
        (
            "ลูกค้าลืมรหัสผ่าน กดรีเซ็ตแล้วไม่ได้รับ SMS — ThaiBulkSMS ตอบว่าเครดิตไม่พอ (ticket #⟨n⟩)",
            "โทเค็น LINE OA หมดอายุตอน ⟨time⟩ ระบบขอใหม่อัตโนมัติแล้ว ไม่ต้องทำอะไร",
            "ห้ามใส่รหัสผ่านหรือคีย์ลับลงใน GitLab issue เด็ดขาด ถ้าเผลอใส่ให้บอกพี่⟨th⟩ทันทีเพื่อ rotate",
            "error: invalid_token จาก Opn API ตอน ⟨time⟩ เกิดจากนาฬิกาของ container เพี้ยน "
            "ไม่ใช่คีย์ผิด (⟨svc⟩)",
            "ขั้นตอนเปลี่ยนรหัสผ่าน Metabase: Admin → People → ⟨person⟩ → Reset password "
            "(ระบบส่งลิงก์ทางอีเมล)",
            "secret ของ 2C2P เก็บใน Secrets Manager ชื่อ prod/payment-gw/2c2p เท่านั้น ใน .env "
            "ให้เว้นว่างไว้ (ตกลงกันวันที่ ⟨day⟩)",
        ),
        _words,
    ),
    Kind(
        "password_words_english",
        (
            "Reminder: the password field in the kitchen signup form needs at least ⟨len⟩ "
            "characters (ticket #⟨n⟩).",
            '`FATAL: password authentication failed for user "metabase_ro"` after ⟨time⟩ — '
            "the rotation lambda ran and Metabase still had the old secret cached.",
            "Secret rotation for prod/payment-gw/* runs every ⟨d⟩ days; never paste secret "
            "values into these notes.",
            "Token refresh flow: access token 15 min, refresh token 30 days, stored hashed in "
            "refresh_tokens (migration ⟨rev⟩).",
            "401 invalid_client from the Grab token endpoint on ⟨day⟩ — wrong client secret on "
            "staging only, prod unaffected.",
            "Password reset emails bounced for ⟨n⟩ customers in week ⟨week⟩; SES suppression "
            "list, not an auth problem.",
        ),
        _words,
    ),
    Kind(
        "secret_manager_references",
        (
            '"secrets": [\n  {"name": "MOMO_SECRET_KEY", "valueFrom": '
            '"arn:aws:secretsmanager:ap-southeast-1:⟨acct⟩:secret:prod/payment-gw/momo-⟨sfx⟩'
            ':secretKey::"}\n]',
            "# deployment metabase (namespace analytics), ⟨day⟩\nenv:\n  - name: MB_DB_PASS\n"
            "    valueFrom:\n      secretKeyRef:\n        name: metabase-db\n"
            "        key: MB_DB_PASS",
            "deploy:prod:\n  script:\n    - aws ecs update-service --cluster bng-prod --service "
            '⟨svc⟩ --force-new-deployment\n    - curl -sf -H "PRIVATE-TOKEN: $RELEASE_BOT_TOKEN"'
            ' "$CI_API_V4_URL/projects/$CI_PROJECT_ID/releases"',
            'data "aws_secretsmanager_secret_version" "⟨name⟩" {\n'
            '  secret_id = "prod/payment-gw/⟨name⟩"\n}\n\nlocals {\n'
            "  ⟨name⟩_secret = jsondecode(data.aws_secretsmanager_secret_version.⟨name⟩"
            '.secret_string)["⟨field⟩"]\n}',
            "$ aws secretsmanager get-secret-value --secret-id prod/payment-gw/⟨name⟩ --query "
            "SecretString --output text | jq -r .⟨field⟩",
            "ค่า OMISE_SECRET_KEY ใน ECS มาจาก Secrets Manager (valueFrom) เวอร์ชัน ⟨vid⟩ — "
            "อย่าตั้งเป็น environment ตรงๆ",
        ),
        _refs,
    ),
    Kind(
        "per_message_webhook_signatures",
        (
            "Zalo OA webhook ⟨ev⟩ từ OA ⟨oa⟩: X-ZEvent-Signature: mac=⟨hx⟩",
            "x-line-signature: ⟨b6⟩ (request ⟨u⟩) — verify bằng channel secret, khớp",
            "X-BNG-Signature: t=⟨ts⟩,v1=⟨hx⟩  ← webhook gửi bếp đối tác, ký theo từng body",
            "X-Grafana-Alerting-Signature: ⟨hx2⟩ (alert ⟨n⟩ lúc ⟨time⟩)",
            "https://maps.googleapis.com/maps/api/staticmap?center=⟨lat⟩,⟨lng⟩&zoom=16"
            "&size=600x300&client=gme-bepnhagiao&signature=⟨gsig⟩",
            "ลายเซ็น X-LINE-Authorization ของ request confirm ⟨txn⟩: ⟨b6⟩ (HMAC ต่อ request "
            "ใช้ซ้ำไม่ได้)",
        ),
        _sigs,
    ),
    Kind(
        "hashes_and_checksums",
        (
            "$ sha256sum bng-backup-⟨day⟩.sql.gz\n⟨sha⟩  bng-backup-⟨day⟩.sql.gz",
            "Alembic: head ⟨rev⟩ (down_revision ⟨rev2⟩) — migration thêm cột "
            "orders.delivery_partner",
            'S3 ETag "⟨md5⟩-⟨parts⟩" cho file export multipart, khác md5 local ⟨md5b⟩ là bình '
            "thường",
            "Dashboard 'Doanh thu bếp' entity_id ⟨nano⟩, card ⟨nano2⟩ — dùng cho Metabase "
            "serialization",
            "terraform state: lineage ⟨u⟩, md5 trong bảng lock DynamoDB ⟨md5⟩",
            "checksum (sha1) ของไฟล์เมนูที่ร้านอัปโหลด ⟨sha1⟩ ซ้ำกับไฟล์เมื่อวาน ระบบเลยไม่ import ใหม่",
            "blob sha256:⟨sha⟩ (layer 3/7, ⟨mb⟩ MB) pull chậm từ ECR",
        ),
        _hashes,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "## Ghi chú deploy ⟨day⟩\n- commit: ⟨sha⟩\n"
            "- image: ⟨acct⟩.dkr.ecr.ap-southeast-1.amazonaws.com/payment-gw@sha256:⟨dig⟩\n"
            "- trace lỗi: ⟨trace⟩\n- Omise pkey (public): ⟨pk⟩\n"
            "- skey: lấy từ Secrets Manager `prod/payment-gw/omise`, không dán ở đây\n"
            "- request id: ⟨u⟩",
            "บันทึก on-call ⟨day⟩\n• cf-ray ⟨ray⟩-BKK\n• LINE Pay transactionId ⟨txn⟩\n"
            "• X-LINE-Authorization ⟨lsig⟩ (ลายเซ็นของ request เดียว)\n"
            "• channel secret: ดูใน Secrets Manager\n• commit ⟨sha⟩",
            "| field | value |\n|---|---|\n| orderId | ⟨oid⟩ |\n| MoMo transId | ⟨tid⟩ |\n"
            "| signature (IPN) | ⟨msig⟩ |\n| secretKey | (Secrets Manager) |\n"
            "| requestId | ⟨u⟩ |\n| mongo _id | ⟨mongo⟩ |",
            "Incident ⟨day⟩: Lalamove quotes failing\n- quotationId ⟨quote⟩\n"
            "- Authorization: hmac ⟨pkl⟩:⟨ts⟩:⟨lsig2⟩\n- place_id ⟨pid⟩\n"
            '- password: unchanged, no rotation needed\n- ETag W/"⟨etag⟩"',
            "Tóm tắt tuần ⟨week⟩ (⟨vn⟩):\n* Firestore riders/⟨fs⟩ bị ghi đè\n"
            "* ULID outbox ⟨ulid⟩ kẹt\n* key cache menu:v3:⟨sha1⟩\n"
            "* token FCM của shipper đã đổi: ⟨devtok⟩",
        ),
        _mixed,
    ),
)
