"""Benign look-alikes in the notes' prose and pasted snippets: Sentry and Slack ids, commit
hashes, placeholders and redacted values, the word "password" with no password, public keys
and certificates, checksums, lock-file integrity hashes and base64 that encodes nothing
secret. All must come out byte-identical.
"""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike41.gen import (
    LOWER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    certificate_body,
    hexs,
    num,
    one,
    pick,
    rsa_public_body,
    ssh_ecdsa_public,
    ssh_ed25519_public,
)

_WHO = ("tanaka", "mori", "chen", "lin", "hsu", "okada", "wang", "nakamura")
_SERVICES = ("order-api", "shipping-label", "spapi-sync", "rakuten-sync", "admin-web", "line-bot")
_BEGIN = "-----BEGIN "
_PNG_HEAD = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00"
)
_END = "-----END "


def _sentry_events(r: Random) -> dict[str, str]:
    svc = r.choice(_SERVICES)
    return {
        "proj": svc.upper(),
        "eid": hexs(r, 32),
        "tid": hexs(r, 32),
        "short": pick(r, "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ", 3),
        "issue": num(r, 10),
        "svc": svc,
        "exc": one(r, "KeyError: 'ShippingAddress'", "TimeoutError", "IntegrityError"),
    }


def _dsn(r: Random) -> dict[str, str]:
    return {
        "k": hexs(r, 32),
        "org": num(r, 6),
        "pid": num(r, 16),
        "ver": f"2030.2.{r.randint(1, 27)}",
        "rate": one(r, "0.05", "0.1", "0.2"),
    }


def _commits(r: Random) -> dict[str, str]:
    svc = r.choice(_SERVICES)
    return {
        "rev": f"{svc}-{r.randint(1, 400):05d}-{pick(r, LOWER, 3)}",
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "svc": svc,
        "pr": str(r.randint(300, 2200)),
    }


_PLACEHOLDER_LINES = (
    "PAYPAY_API_SECRET=<PayPay for Developers の管理画面で確認>",
    "LWA_CLIENT_SECRET=amzn1.oa2-cs.v1.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "SLACK_BOT_TOKEN=xoxb-your-bot-token",
    "LINE_PAY_CHANNEL_SECRET=********************************",
    "DATABASE_URL=postgresql://order_app:${DB_PASSWORD}@/orders?host=/cloudsql/kawasemi-prod:asia-northeast2:orders-pg",
    "client_secret: {{ .Values.lwa.clientSecret }}",
    "TF_TOKEN_app_terraform_io: ${{ secrets.TF_API_TOKEN }}",
    "RMS_LICENSE_KEY=[REDACTED]",
    "TAPPAY_PARTNER_KEY=partner_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    "SENDGRID_API_KEY=SG.<key>",
    "B2_CLOUD_PASSWORD=（1Password の「倉庫共有」を参照）",
    "GOOGLE_MAPS_API_KEY=$(gcloud secrets versions access latest --secret=maps-key)",
    "PAYPAY_API_KEY=a_XXXXXXXXXX_XXXX",
    "SENTRY_AUTH_TOKEN=sntrys_...（CI の Secret にある）",
    "LINE_CHANNEL_ACCESS_TOKEN=<長期トークン、Secret Manager: line-channel-token>",
    "db_password = var.db_password  # terraform.tfvars には書かない",
)


def _placeholders(r: Random) -> dict[str, str]:
    a, b = r.sample(_PLACEHOLDER_LINES, 2)
    return {
        "a": a,
        "b": b,
        "svc": r.choice(_SERVICES),
        "env": one(r, "prod", "stg", "dev"),
        "who": r.choice(_WHO),
    }


def _pw_prose(r: Random) -> dict[str, str]:
    return {
        "who": r.choice(_WHO),
        "sys": one(
            r, "B2クラウド", "RMS", "Seller Central", "e飛伝III", "WMS 管理画面", "TapPay Portal"
        ),
        "zsys": one(r, "蝦皮賣家中心", "TapPay Portal", "WMS 後台", "Cloud SQL readonly"),
        "vault": one(r, "倉庫共有", "EC運用", "台北組"),
        "d": f"2/{r.randint(1, 28)}",
        "n": str(r.choice((8, 10, 12, 14, 16))),
        "days": str(r.choice((30, 60, 90, 180))),
        "user": one(r, "order_app", "readonly", "looker", "wms_batch"),
        "ip": f"10.12.0.{r.randint(2, 250)}",
        "inst": one(r, "orders-pg", "orders-pg-replica", "dwh-staging"),
    }


def _public_keys(r: Random) -> dict[str, str]:
    who = r.choice(_WHO)
    return {
        "ed": ssh_ed25519_public(r),
        "ec": ssh_ecdsa_public(r),
        "who": who,
        "host": one(r, "bastion-osaka", "wms-gw", "taipei-dev01"),
        "fp": base64.b64encode(r.randbytes(32)).decode().rstrip("="),
        "age": "age1" + pick(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
        "pem": rsa_public_body(r),
        "gpg": " ".join(pick(r, "0123456789ABCDEF", 4) for _ in range(10)),
    }


def _checksums(r: Random) -> dict[str, str]:
    day = f"203002{r.randint(1, 28):02d}"
    return {
        "sha": hexs(r, 64),
        "md5": hexs(r, 32),
        "md5b": b64(r, 16),
        "crc": b64(r, 4),
        "f": one(r, f"orders_{day}.csv.gz", f"rakuten_items_{day}.csv", f"b2_export_{day}.csv"),
        "gen": num(r, 16),
        "size": str(r.randint(20000, 9000000)),
    }


def _integrity(r: Random) -> dict[str, str]:
    pkg, ver = r.choice(
        (
            ("@line/bot-sdk", "9.4.0"),
            ("@sentry/node", "8.47.0"),
            ("@google-cloud/bigquery", "7.9.1"),
            ("@slack/bolt", "4.1.1"),
        )
    )
    return {
        "pkg": pkg,
        "base": pkg.split("/")[-1],
        "ver": ver,
        "i": b64(r, 64),
        "h": hexs(r, 64),
        "py": one(r, "paypayopa==1.0.8", "python-amazon-sp-api==1.8.22", "sentry-sdk==2.19.2"),
        "go": b64(r, 32),
        "gm": str(r.randint(50, 70)),
    }


def _slack_ids(r: Random) -> dict[str, str]:
    ts = f"{r.randint(1896000000, 1898000000)}.{num(r, 6)}"
    return {
        "ch": "C0" + pick(r, UPPER_ALNUM, 9),
        "user": "U0" + pick(r, UPPER_ALNUM, 9),
        "team": "T0" + pick(r, UPPER_ALNUM, 8),
        "app": "A0" + pick(r, UPPER_ALNUM, 9),
        "file": "F0" + pick(r, UPPER_ALNUM, 9),
        "ts": ts,
        "p": "p" + ts.replace(".", ""),
        "client": f"{num(r, 10)}.{num(r, 13)}",
    }


def _certs(r: Random) -> dict[str, str]:
    return {
        "cert": certificate_body(r),
        "serial": ":".join(pick(r, "0123456789ABCDEF", 2) for _ in range(16)),
        "fp": ":".join(pick(r, "0123456789ABCDEF", 2) for _ in range(32)),
        "inst": one(r, "orders-pg", "orders-pg-replica", "dwh-staging"),
    }


def _encoded(r: Random) -> dict[str, str]:
    conn = one(
        r,
        "kawasemi-prod:asia-northeast2:orders-pg",
        "kawasemi-stg:asia-northeast2:orders-pg",
        "kawasemi-prod:asia-northeast2:wms-mysql",
        "kawasemi-dwh:asia-northeast1:looker-cache",
        "kawasemi-stg:asia-east1:tw-orders",
        "kawasemi-prod:asia-east1:tw-orders",
    )
    csv_head = one(
        r,
        "お客様管理番号,送り状種類,伝票番号",
        "受注番号,ステータス,金額",
        "sku,asin,price",
        "JANコード,商品名,入数",
        "訂單編號,收件人,門市店號",
        "出荷日,配送業者,伝票番号,お届け先郵便番号",
    )
    cursor = f'{{"last_order":"{num(r, 3)}-{num(r, 7)}-{num(r, 7)}","page":{r.randint(2, 40)}}}'
    return {
        "conn": conn,
        "conn64": b64_of(conn),
        "csv": csv_head,
        "csv64": b64_of(csv_head),
        "cur": cursor,
        "cur64": base64.urlsafe_b64encode(cursor.encode()).decode().rstrip("="),
        "png": b64_of(_PNG_HEAD + r.randbytes(r.choice((60, 69, 75)))),
        "ms": str(r.randint(0, 9)),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "sentry_event_ids",
        (
            "Sentry イベント ⟨eid⟩（⟨svc⟩, ⟨proj⟩-⟨short⟩）: ⟨exc⟩",
            "https://kawasemi.sentry.io/issues/⟨issue⟩/events/⟨eid⟩/",
            "sentry_sdk captured event_id=⟨eid⟩ trace_id=⟨tid⟩",
            "$ sentry-cli send-event -m 'test from tw'\nEvent dispatched: ⟨eid⟩",
        ),
        _sentry_events,
    ),
    Kind(
        "sentry_public_dsn",
        (
            'Sentry.init({ dsn: "https://⟨k⟩@o⟨org⟩.ingest.us.sentry.io/⟨pid⟩", '
            'tracesSampleRate: ⟨rate⟩, release: "order-web@⟨ver⟩" })',
            "NEXT_PUBLIC_SENTRY_DSN=https://⟨k⟩@o⟨org⟩.ingest.us.sentry.io/⟨pid⟩",
            "ブラウザ側の DSN（公開前提、Sentry のドキュメントどおり）: "
            "https://⟨k⟩@o⟨org⟩.ingest.us.sentry.io/⟨pid⟩",
        ),
        _dsn,
    ),
    Kind(
        "git_commit_hashes",
        (
            "git revert ⟨sha⟩  # ヤマトのラベルで郵便番号が欠けたコミット",
            "$ git log --oneline -3\n⟨s1⟩ fix(shipping): 佐川の住所 3 行目を 32 文字で切る\n"
            "⟨s2⟩ feat(line-bot): 出荷通知に追跡 URL\n⟨s3⟩ chore: bump paypayopa",
            "Deployed ⟨sha⟩ to ⟨svc⟩ (Cloud Run ⟨rev⟩), PR #⟨pr⟩",
            "git bisect 結果：first bad commit 是 ⟨sha⟩，merge base ⟨sha2⟩。",
        ),
        _commits,
    ),
    Kind(
        "placeholders_and_redacted",
        (
            "⟨a⟩",
            ".env.example（⟨env⟩）:\n⟨a⟩\n⟨b⟩",
            "⟨svc⟩ の README に載せる例: `⟨a⟩`",
            "台北組 ⟨who⟩ 的設定範本：\n⟨a⟩\n⟨b⟩",
        ),
        _placeholders,
    ),
    Kind(
        "password_word_prose",
        (
            "⟨who⟩さんに ⟨sys⟩ のパスワードリセットを依頼（⟨d⟩）。新しいパスワードは "
            "1Password の「⟨vault⟩」保管庫にある。",
            "⟨zsys⟩ 密碼 ⟨days⟩ 天到期，請自己到後台變更，不要貼在 Slack。",
            "password_min_length = ⟨n⟩ / password_expiry_days = ⟨days⟩ (⟨sys⟩ の仕様に合わせた)",
            'psql: error: FATAL:  password authentication failed for user "⟨user⟩" '
            "(Cloud SQL ⟨inst⟩)",
            "ERROR 1045 (28000): Access denied for user 'wms_batch'@'⟨ip⟩' (using password: YES)",
            "Reminder from ⟨who⟩: rotate the ⟨sys⟩ password every ⟨days⟩ days; "
            "never paste it into notes.",
        ),
        _pw_prose,
    ),
    Kind(
        "public_keys",
        (
            "ssh-ed25519 ⟨ed⟩ ⟨who⟩@⟨host⟩",
            "⟨host⟩.kawasemi-ec.jp ecdsa-sha2-nistp256 ⟨ec⟩",
            "ED25519 key fingerprint is SHA256:⟨fp⟩. (⟨host⟩ 初回接続)",
            "SOPS の age recipient（公開鍵）: ⟨age⟩",
            "PayPay から受け取った webhook 検証用の公開鍵:\n"
            + _BEGIN
            + "PUBLIC KEY-----\n⟨pem⟩\n"
            + _END
            + "PUBLIC KEY-----",
            "⟨who⟩ 的 GPG 指紋：⟨gpg⟩",
        ),
        _public_keys,
    ),
    Kind(
        "hashes_and_checksums",
        (
            "$ sha256sum ⟨f⟩\n⟨sha⟩  ⟨f⟩",
            "gcloud storage objects describe gs://kawasemi-exports/⟨f⟩\n"
            "crc32c_hash: ⟨crc⟩\ngeneration: '⟨gen⟩'\nmd5_hash: ⟨md5b⟩\nsize: ⟨size⟩",
            'ETag: "⟨md5⟩"  ← 楽天 CSV の再ダウンロードで変わらない',
            "⟨f⟩ 的 MD5 是 ⟨md5⟩，和倉庫那邊算的一樣。",
        ),
        _checksums,
    ),
    Kind(
        "package_integrity_hashes",
        (
            '"node_modules/⟨pkg⟩": {\n  "version": "⟨ver⟩",\n'
            '  "resolved": "https://registry.npmjs.org/⟨pkg⟩/-/⟨base⟩-⟨ver⟩.tgz",\n'
            '  "integrity": "sha512-⟨i⟩"\n}',
            "⟨py⟩ \\\n    --hash=sha256:⟨h⟩",
            "  ⟨pkg⟩@⟨ver⟩:\n    resolution: {integrity: sha512-⟨i⟩}",
            "cloud.google.com/go/bigquery v1.⟨gm⟩.0 h1:⟨go⟩",
        ),
        _integrity,
    ),
    Kind(
        "slack_ids",
        (
            "https://kawasemi.slack.com/archives/⟨ch⟩/⟨p⟩",
            "chat.postMessage → ok: true, channel: ⟨ch⟩, ts: ⟨ts⟩",
            "Slack アプリ ⟨app⟩（workspace ⟨team⟩）の Client ID は ⟨client⟩",
            "⟨user⟩ 在 ⟨ch⟩ 上傳的檔案 ⟨file⟩ 是 B2 匯出的 CSV。",
        ),
        _slack_ids,
    ),
    Kind(
        "public_certificates",
        (
            "Cloud SQL ⟨inst⟩ の server-ca.pem:\n"
            + _BEGIN
            + "CERTIFICATE-----\n⟨cert⟩\n"
            + _END
            + "CERTIFICATE-----",
            _BEGIN + "CERTIFICATE-----\n⟨cert⟩\n" + _END + "CERTIFICATE-----",
            "佐川 API 伺服器憑證 serial ⟨serial⟩，SHA-256 指紋 ⟨fp⟩",
        ),
        _certs,
    ),
    Kind(
        "base64_non_secret",
        (
            "$ echo -n '⟨conn⟩' | base64\n⟨conn64⟩",
            "CSV ヘッダ「⟨csv⟩」を base64 にすると ⟨csv64⟩（BOM なし）",
            "分頁 cursor ⟨cur64⟩ 解開就是 ⟨cur⟩",
            '<img alt="yamato" src="data:image/png;base64,⟨png⟩">',
        ),
        _encoded,
    ),
)
