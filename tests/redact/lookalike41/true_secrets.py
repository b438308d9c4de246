"""True secrets as they leak into the notes: each kind names the fields that must not survive.

Setting: February 2030, Kawasemi Commerce (カワセミコマース / 翠鳥商務), an online retailer
and logistics company in Osaka with a team in Taipei. Values are drawn from the seeded
``random.Random`` the build loop passes in; vendor prefixes are joined from pieces.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike41.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    hexs,
    jp_post_s10,
    mod7_tracking,
    num,
    one,
    openssh_ed25519_private_body,
    password,
    pick,
    pkcs1_rsa_body,
    pkcs8_rsa_body,
    url_password,
    uuid4,
)

# Vendor prefixes, joined from pieces so that no literal here is a credential.
_LWA_CS = "amzn1." + "oa2-cs.v1."
_LWA_CID = "amzn1." + "application-oa2-client."
_ATZR = "Atz" + "r|IwEBI"
_ATZA = "Atz" + "a|IwEBI"
_RDT = "Atz" + ".sprdt|IQEBL"
_AKIA = "AK" + "IA"
_GOCSPX = "GOC" + "SPX-"
_AIZA = "AI" + "za"
_YA29 = "ya" + "29.a0"
_ATLAS = ".atlas" + "v1."
_SNTRYU = "sntr" + "yu_"
_SNTRYS = "sntr" + "ys_"
_XOXB = "xo" + "xb-"
_XOXP = "xo" + "xp-"
_XAPP = "xa" + "pp-1-"
_GH_PAT = "github" + "_pat_"
_PARTNER = "part" + "ner_"
_SG = "S" + "G."
_NPM = "np" + "m_"
_DCKR = "dckr" + "_pat_"
_HOOKS = "https://hooks.slack" + ".com/services/"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE" + " KEY-----"

_WHO = ("tanaka", "mori", "chen", "lin", "hsu", "okada", "wang", "nakamura")
_DJANGO = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"


def _lwa_client(r: Random) -> dict[str, str]:
    return {"cid": _LWA_CID + hexs(r, 32), "cs": _LWA_CS + hexs(r, 64), "d": str(r.randint(1, 28))}


def _refresh(r: Random) -> dict[str, str]:
    return {
        "t": _ATZR + pick(r, B64URL, r.choice((352, 360, 376))),
        "cid": _LWA_CID + hexs(r, 32),
        "seller": "A" + pick(r, UPPER_ALNUM, 13),
    }


def _access(r: Random) -> dict[str, str]:
    return {
        "at": _ATZA + pick(r, B64URL, r.choice((320, 336, 344))),
        "rdt": _RDT + pick(r, B64URL, r.choice((410, 430, 452))),
        "oid": f"{num(r, 3)}-{num(r, 7)}-{num(r, 7)}",
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "ak": _AKIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "sk": pick(r, ALNUM + "+/", 40),
    }


def _rakuten(r: Random) -> dict[str, str]:
    shop = num(r, 6)
    ss = f"SP{shop}_{pick(r, ALNUM, 16)}"
    lk = f"SL{shop}_{pick(r, ALNUM, 16)}"
    return {"ss": ss, "lk": lk, "esa": b64_of(f"{ss}:{lk}"), "shop": shop}


def _line_pay(r: Random) -> dict[str, str]:
    return {"cid": num(r, 10), "cs": hexs(r, 32), "oid": f"KW-TW-2030{num(r, 8)}"}


def _line_msg(r: Random) -> dict[str, str]:
    body = b64(r, 128)
    return {"t": body, "cs": hexs(r, 32), "uid": "U" + hexs(r, 32)}


def _paypay(r: Random) -> dict[str, str]:
    return {
        "k": "a_" + pick(r, ALNUM, 10) + "_" + pick(r, ALNUM, 4),
        "s": b64(r, 32),
        "mid": num(r, 18),
    }


def _b2(r: Random) -> dict[str, str]:
    return {"cc": num(r, 10) + "01", "pw": password(r, r.choice((16, 18, 20)))}


def _sa_json(r: Random) -> dict[str, str]:
    lines = pkcs8_rsa_body(r).split("\n")
    return {
        "pk": "\\n".join(lines),
        "kid": hexs(r, 40),
        "cid": num(r, 21),
        "sa": one(r, "bq-loader", "cloudrun-order-api", "tf-deployer", "looker-reader"),
        "proj": one(r, "kawasemi-prod", "kawasemi-dwh", "kawasemi-stg"),
    }


def _oauth(r: Random) -> dict[str, str]:
    return {
        "cid": f"{num(r, 12)}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "ck": b64url(r, 32) + "=",
    }


def _maps(r: Random) -> dict[str, str]:
    return {
        "k": _AIZA + "Sy" + pick(r, B64URL, 33),
        "addr": one(
            r,
            "大阪府大阪市西区靱本町1-11-7",
            "大阪府堺市堺区戎島町4-45-1",
            "台北市信義區松仁路100號",
            "大阪府茨木市彩都あさぎ7-7-18",
        ),
    }


def _gcp_at(r: Random) -> dict[str, str]:
    return {"t": _YA29 + pick(r, B64URL, r.choice((180, 212, 236)))}


def _tfc(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM, 67)}


def _sentry(r: Random) -> dict[str, str]:
    claims = {
        "iat": float(f"{r.randint(1896000000, 1898000000)}.{r.randint(100000, 999999)}"),
        "url": "https://sentry.io",
        "region_url": "https://us.sentry.io",
        "org": "kawasemi",
    }
    return {
        "ut": _SNTRYU + hexs(r, 64),
        "ot": _SNTRYS + b64url_json(claims) + "_" + pick(r, ALNUM + "/+", 43),
        "pub": hexs(r, 32),
        "sec": hexs(r, 32),
        "org": num(r, 6),
        "pid": num(r, 7),
    }


def _slack_bot(r: Random) -> dict[str, str]:
    return {
        "t": f"{_XOXB}{num(r, 12)}-{num(r, 13)}-{pick(r, ALNUM, 24)}",
        "ss": hexs(r, 32),
        "ch": "C0" + pick(r, UPPER_ALNUM, 9),
    }


def _slack_hook(r: Random) -> dict[str, str]:
    return {
        "url": _HOOKS + f"T0{pick(r, UPPER_ALNUM, 8)}/B0{pick(r, UPPER_ALNUM, 9)}",
        "p": pick(r, ALNUM, 24),
    }


def _slack_app(r: Random) -> dict[str, str]:
    return {
        "xapp": f"{_XAPP}A0{pick(r, UPPER_ALNUM, 9)}-{num(r, 13)}-{hexs(r, 64)}",
        "xoxp": f"{_XOXP}{num(r, 12)}-{num(r, 13)}-{num(r, 13)}-{hexs(r, 32)}",
    }


def _gh_pat(r: Random) -> dict[str, str]:
    return {"t": _GH_PAT + "11A" + pick(r, UPPER_ALNUM, 19) + "_" + pick(r, ALNUM, 59)}


def _cloudsql(r: Random) -> dict[str, str]:
    return {"pw": url_password(r, r.choice((18, 20, 24))), "who": r.choice(_WHO)}


def _mysql(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 22)), ALNUM + "%+-.=@^_~"),
        "n": str(r.randint(5, 60)),
    }


def _sftp(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((16, 18, 21))),
        "host": one(
            r, "sftp.edi-sagawa.example.jp", "b2edi.yamato-sftp.example.jp", "edi.kawasemi-ec.jp"
        ),
    }


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(_WHO)
    host = one(r, "bastion-osaka", "wms-gw", "taipei-dev01", "cloudbuild")
    return {"body": openssh_ed25519_private_body(r, f"{who}@{host}"), "who": who, "host": host}


def _rsa(r: Random) -> dict[str, str]:
    return {"body": pkcs8_rsa_body(r), "rbody": pkcs1_rsa_body(r), "app": num(r, 6)}


def _app_secret(r: Random) -> dict[str, str]:
    return {"h": hexs(r, 128), "dj": "django-insecure-" + pick(r, _DJANGO, 50)}


def _tappay(r: Random) -> dict[str, str]:
    return {"pk": _PARTNER + pick(r, ALNUM, 64), "amt": str(r.randint(3, 90) * 10)}


def _sendgrid(r: Random) -> dict[str, str]:
    return {"t": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


def _pkg_tokens(r: Random) -> dict[str, str]:
    return {"npm": _NPM + pick(r, ALNUM, 36), "dckr": _DCKR + pick(r, B64URL, 27)}


def _basic(r: Random) -> dict[str, str]:
    user = one(r, "kawasemi_osaka", "kw-edi", "wms_api", "sagawa_link")
    return {
        "b": b64_of(f"{user}:{password(r, r.choice((14, 16, 18)), ALNUM + '!#%+-.=?@_')}"),
        "host": one(
            r, "edi.sagawa-link.example.jp", "wms.osaka.internal", "b2api.example-yamato.jp"
        ),
        "tn": mod7_tracking(r),
    }


def _webhook(r: Random) -> dict[str, str]:
    return {"h": hexs(r, 64), "b": b64(r, 32)}


def _tfvars(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((18, 22, 24)), ALNUM + "#%+-.=?@^_~"), "u": uuid4(r)}


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 17, 19, 21))),
        "who": r.choice(_WHO),
        "d": str(r.randint(1, 28)),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "oid": f"{num(r, 3)}-{num(r, 7)}-{num(r, 7)}",
        "tn": mod7_tracking(r),
        "jp": jp_post_s10(r),
        "sha": hexs(r, 40),
        "eid": hexs(r, 32),
        "s": b64(r, 32),
        "t": f"{_XOXB}{num(r, 12)}-{num(r, 13)}-{pick(r, ALNUM, 24)}",
        "pw": password(r, 20),
        "tx": "2030" + pick(r, "0123456789", 15),
        "rev": f"order-api-{r.randint(100, 999):05d}-{pick(r, 'abcdefghijklmnopqrstuvwxyz', 3)}",
        "job": f"bquxjob_{hexs(r, 8)}_{hexs(r, 11)}",
    }


_OPENSSH_BEGIN = _BEGIN + "OPENSSH " + _PK
_OPENSSH_END = _END + "OPENSSH " + _PK

SECRETS: tuple[Kind, ...] = (
    Kind(
        "spapi_lwa_client_secret",
        (
            "LWA_CLIENT_ID=⟨cid⟩\nLWA_CLIENT_SECRET=⟨cs⟩",
            "curl -s -X POST https://api.amazon.com/auth/o2/token "
            "-d grant_type=refresh_token -d refresh_token=$SPAPI_REFRESH_TOKEN "
            "-d client_id=⟨cid⟩ -d client_secret=⟨cs⟩",
            "Seller Central で LWA 認証情報をローテーションした（旧シークレットは 3/⟨d⟩ 失効）。"
            "新しいクライアントシークレット: ⟨cs⟩",
            '{\n  "lwa_app_id": "⟨cid⟩",\n  "lwa_client_secret": "⟨cs⟩",\n'
            '  "aws_region": "us-west-2",\n  "endpoint": "https://sellingpartnerapi-fe.amazon.com"\n}',
        ),
        _lwa_client,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "spapi_refresh_token",
        (
            "version: '1.0'\n\ndefault:\n  refresh_token: '⟨t⟩'\n  lwa_app_id: '⟨cid⟩'\n"
            "  lwa_client_secret: '${LWA_CLIENT_SECRET}'",
            "SPAPI_REFRESH_TOKEN=⟨t⟩",
            "JP 店（seller ⟨seller⟩）重新授權後拿到的 refresh token：⟨t⟩",
            "Website authorization workflow の戻り値 spapi_oauth_code を交換して得た "
            "refresh_token=⟨t⟩",
        ),
        _refresh,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "spapi_access_token_and_rdt",
        (
            'curl "https://sellingpartnerapi-fe.amazon.com/orders/v0/orders?'
            'MarketplaceIds=A1VC38T7YXB528&CreatedAfter=2030-02-13T00:00:00Z" '
            '-H "x-amz-access-token: ⟨at⟩"',
            "getOrderAddress（⟨oid⟩）用に取った RDT。有効 1 時間: ⟨rdt⟩",
            '2030-02-14T09:12:03+09:00 DEBUG sp_api.base.client headers={"host": '
            '"sellingpartnerapi-fe.amazon.com", "x-amz-access-token": "⟨at⟩", '
            '"user-agent": "python-sp-api"}',
            "restricted data token for the PII report (台北組要的)：⟨rdt⟩",
        ),
        _access,
        n=7,
        secrets=("at", "rdt"),
    ),
    Kind(
        "aws_keys_for_spapi_role",
        (
            "[spapi-fe]\naws_access_key_id = ⟨ak⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = us-west-2",
            "AWS_ACCESS_KEY_ID=⟨ak⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ "
            "python scripts/pull_fba_inventory.py --marketplace JP",
            "SP-API 用 IAM ユーザー spapi-caller のシークレットアクセスキーは ⟨sk⟩ です"
            "（アクセスキー ID ⟨ak⟩）。",
            "aws configure set aws_secret_access_key ⟨sk⟩ --profile spapi-fe",
        ),
        _aws,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "rakuten_rms_keys",
        (
            "RMS_SERVICE_SECRET=⟨ss⟩\nRMS_LICENSE_KEY=⟨lk⟩\nRMS_SHOP_ID=⟨shop⟩",
            "curl -X POST https://api.rms.rakuten.co.jp/es/2.0/order/searchOrder/ "
            '-H "Authorization: ESA ⟨esa⟩" '
            '-H "Content-Type: application/json; charset=utf-8" -d @search.json',
            "RMS の licenseKey を更新（3 か月で期限切れ）: ⟨lk⟩ ← R-Login の WEB API サービス画面",
            "樂天 RMS serviceSecret：⟨ss⟩，licenseKey：⟨lk⟩（店鋪 ⟨shop⟩）",
        ),
        _rakuten,
        n=7,
        secrets=("ss", "lk", "esa"),
    ),
    Kind(
        "line_pay_channel_secret",
        (
            "LINE_PAY_CHANNEL_ID=⟨cid⟩\nLINE_PAY_CHANNEL_SECRET=⟨cs⟩\n"
            "LINE_PAY_API_BASE=https://api-pay.line.me",
            'curl -H "X-LINE-ChannelId: ⟨cid⟩" -H "X-LINE-ChannelSecret: ⟨cs⟩" '
            '"https://api-pay.line.me/v2/payments?orderId=⟨oid⟩"',
            "LINE Pay 正式環境的 Channel Secret Key 是 ⟨cs⟩（Channel ID ⟨cid⟩），"
            "台北組測試完請改回去。",
            'sig = base64.b64encode(hmac.new(b"⟨cs⟩", msg, hashlib.sha256).digest())  '
            "# X-LINE-Authorization",
        ),
        _line_pay,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "line_messaging_channel_tokens",
        (
            "curl -X POST https://api.line.me/v2/bot/message/push "
            "-H 'Content-Type: application/json' -H 'Authorization: Bearer ⟨t⟩' "
            """-d '{"to": "⟨uid⟩", "messages": [{"type": "text", "text": "発送しました"}]}'""",
            "LINE_CHANNEL_ACCESS_TOKEN=⟨t⟩\nLINE_CHANNEL_SECRET=⟨cs⟩",
            "出荷通知ボットの長期チャネルアクセストークン: ⟨t⟩",
            "Messaging API 的 channel secret 是 ⟨cs⟩，webhook 簽章驗證用。",
        ),
        _line_msg,
        n=7,
        secrets=("t", "cs"),
    ),
    Kind(
        "paypay_api_secret",
        (
            "PAYPAY_API_KEY=⟨k⟩\nPAYPAY_API_SECRET=⟨s⟩\nPAYPAY_MERCHANT_ID=⟨mid⟩\n"
            "PAYPAY_PRODUCTION_MODE=true",
            'client = paypayopa.Client(auth=("⟨k⟩", "⟨s⟩"), production_mode=True)\n'
            'client.set_assume_merchant("⟨mid⟩")',
            "本番の PayPay API シークレット ⟨s⟩ を #ops-jp に貼ってしまったので再発行する",
            "PayPay for Developers → 本番環境 → API key ⟨k⟩ / secret ⟨s⟩",
        ),
        _paypay,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "yamato_b2_cloud_password",
        (
            "ヤマト B2クラウドのログイン: お客様コード ⟨cc⟩ / パスワード ⟨pw⟩"
            "（倉庫の共有アカウント）",
            "B2_CLOUD_LOGIN_ID=⟨cc⟩\nB2_CLOUD_PASSWORD=⟨pw⟩",
            "黑貓 B2 雲端帳號 ⟨cc⟩ 的密碼是 ⟨pw⟩，大阪倉庫說先不要改。",
            "await page.fill('#password', '⟨pw⟩');  // B2クラウド自動ログイン（要リファクタ）",
        ),
        _b2,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "gcp_service_account_json_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n'
            '  "private_key": "' + _BEGIN + _PK + "\\n⟨pk⟩\\n" + _END + _PK + '\\n",\n'
            '  "client_email": "⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            "⟨sa⟩ の鍵 JSON（GOOGLE_APPLICATION_CREDENTIALS に置いていたもの）の private_key:\n"
            '"private_key": "' + _BEGIN + _PK + "\\n⟨pk⟩\\n" + _END + _PK + '\\n"',
        ),
        _sa_json,
        n=7,
        secrets=("pk",),
    ),
    Kind(
        "gcp_oauth_client_secret",
        (
            '{"web":{"client_id":"⟨cid⟩","project_id":"kawasemi-ops",'
            '"auth_uri":"https://accounts.google.com/o/oauth2/auth",'
            '"token_uri":"https://oauth2.googleapis.com/token","client_secret":"⟨cs⟩",'
            '"redirect_uris":["https://admin.kawasemi-ec.jp/oauth2/callback"]}}',
            "GOOGLE_OAUTH_CLIENT_SECRET=⟨cs⟩  # 管理画面の Google ログイン",
            "oauth2-proxy --provider=google --client-id=⟨cid⟩ --client-secret=⟨cs⟩ "
            "--cookie-secret=⟨ck⟩ --email-domain=kawasemi-ec.jp",
        ),
        _oauth,
        n=7,
        secrets=("cs", "ck"),
    ),
    Kind(
        "google_maps_server_key",
        (
            'curl "https://maps.googleapis.com/maps/api/geocode/json?address=⟨addr⟩'
            '&key=⟨k⟩&language=ja"',
            "GOOGLE_MAPS_API_KEY=⟨k⟩  # サーバー側のジオコーディング用、IP 制限あり",
            "gcloud services api-keys get-key-string projects/kawasemi-prod/locations/global/"
            "keys/geocoding-batch\nkeyString: ⟨k⟩",
            "地址正規化批次用的 Maps API key：⟨k⟩（只開 Geocoding API）",
        ),
        _maps,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "gcp_oauth_access_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" -H "Content-Type: application/json" '
            '"https://bigquery.googleapis.com/bigquery/v2/projects/kawasemi-dwh/queries" '
            "-d @q.json",
            "$ gcloud auth print-access-token\n⟨t⟩",
            "Cloud Run のリクエストログに Authorization ヘッダがそのまま出ていた: Bearer ⟨t⟩",
        ),
        _gcp_at,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "terraform_cloud_token",
        (
            '~/.terraform.d/credentials.tfrc.json\n{\n  "credentials": {\n'
            '    "app.terraform.io": {\n      "token": "⟨t⟩"\n    }\n  }\n}',
            'credentials "app.terraform.io" {\n  token = "⟨t⟩"\n}',
            "TF_TOKEN_app_terraform_io=⟨t⟩ terraform init -upgrade",
            "Terraform Cloud 的 team token（kawasemi/infra-prod workspace 用）：⟨t⟩",
        ),
        _tfc,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "sentry_tokens_and_legacy_dsn",
        (
            "SENTRY_AUTH_TOKEN=⟨ot⟩ npx @sentry/cli sourcemaps upload "
            "--org kawasemi --project order-web --release order-web@2030.02.14 ./dist",
            "~/.sentryclirc\n[auth]\ntoken=⟨ut⟩\n\n[defaults]\norg=kawasemi\nproject=order-api",
            'curl -H "Authorization: Bearer ⟨ut⟩" '
            '"https://sentry.io/api/0/projects/kawasemi/order-api/issues/?query=is:unresolved"',
            "SENTRY_DSN=https://⟨pub⟩:⟨sec⟩@o⟨org⟩.ingest.sentry.io/⟨pid⟩  "
            "# 旧形式 (secret 付き)、WMS バッチだけまだこれ",
        ),
        _sentry,
        n=7,
        secrets=("ot", "ut", "sec"),
    ),
    Kind(
        "slack_bot_token_and_signing_secret",
        (
            "SLACK_BOT_TOKEN=⟨t⟩\nSLACK_SIGNING_SECRET=⟨ss⟩",
            'curl -H "Authorization: Bearer ⟨t⟩" -d channel=⟨ch⟩ '
            "-d text='BigQuery 日次集計が失敗しました' https://slack.com/api/chat.postMessage",
            "出荷遅延アラート bot のトークン: ⟨t⟩（#ops-shipping に投稿する）",
            'app = App(token="⟨t⟩", signing_secret="⟨ss⟩")',
        ),
        _slack_bot,
        n=7,
        secrets=("t", "ss"),
    ),
    Kind(
        "slack_incoming_webhook",
        (
            "SLACK_WEBHOOK_URL=⟨url⟩/⟨p⟩",
            "curl -X POST -H 'Content-type: application/json' "
            """--data '{"text":"佐川 API タイムアウト多発"}' ⟨url⟩/⟨p⟩""",
            'resource "google_secret_manager_secret_version" "slack_webhook" {\n'
            "  secret      = google_secret_manager_secret.slack_webhook.id\n"
            '  secret_data = "⟨url⟩/⟨p⟩"\n}',
            "Sentry → Slack 通知用 webhook：⟨url⟩/⟨p⟩（台北組頻道 #alerts-tw）",
        ),
        _slack_hook,
        n=7,
        secrets=("p",),
    ),
    Kind(
        "slack_app_and_user_tokens",
        (
            "SLACK_APP_TOKEN=⟨xapp⟩  # Socket Mode, connections:write",
            "Slack 使用者 token（管理員權限，用來匯出 #ops-tw 頻道）：⟨xoxp⟩",
            'SocketModeHandler(app, "⟨xapp⟩").start()',
            "slack-export --token ⟨xoxp⟩ --channels ops-jp,ops-tw --since 2030-01-01",
        ),
        _slack_app,
        n=7,
        secrets=("xapp", "xoxp"),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "git clone https://x-access-token:⟨t⟩@github.com/kawasemi-ec/wms-terraform.git",
            "GITHUB_TOKEN=⟨t⟩ gh workflow run deploy-cloudrun.yml -f env=prod",
            "GitHub の fine-grained PAT（wms-terraform に read/write、期限 2030-05-01）: ⟨t⟩",
        ),
        _gh_pat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "cloud_sql_password",
        (
            "DATABASE_URL=postgresql://order_app:⟨pw⟩@/orders"
            "?host=/cloudsql/kawasemi-prod:asia-northeast2:orders-pg",
            'psql "host=127.0.0.1 port=5432 dbname=orders user=readonly password=⟨pw⟩ '
            'sslmode=disable"  # cloud-sql-proxy 経由',
            "gcloud sql users set-password order_app --instance=orders-pg --password='⟨pw⟩'",
            "Cloud SQL 的 readonly 帳號密碼改成 ⟨pw⟩ 了（⟨who⟩ 改的），"
            "Looker Studio 連線也要更新。",
        ),
        _cloudsql,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "wms_mysql_password",
        (
            "[client]\nhost=10.12.0.5\nuser=wms_batch\npassword=⟨pw⟩\n"
            "default-character-set=utf8mb4",
            "mysql -h wms-db.osaka.internal -u wms_batch -p'⟨pw⟩' wms "
            "-e 'SELECT count(*) FROM shipments WHERE shipped_at > NOW() - INTERVAL ⟨n⟩ MINUTE'",
            "MYSQL_PWD=⟨pw⟩ mysqldump --single-transaction wms shipments > shipments.sql",
            "spring:\n  datasource:\n    url: jdbc:mysql://wms-db.osaka.internal:3306/wms\n"
            "    username: wms_batch\n    password: ⟨pw⟩",
        ),
        _mysql,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "carrier_sftp_password",
        (
            "sshpass -p '⟨pw⟩' sftp -oBatchMode=no kawasemi_osaka@⟨host⟩",
            "lftp -u kawasemi_osaka,'⟨pw⟩' sftp://⟨host⟩ -e 'mirror -R outbound/ /upload/; bye'",
            "出荷データ連携 SFTP: ホスト ⟨host⟩、ユーザー kawasemi_osaka、パスワード ⟨pw⟩",
            "WinSCP 工作階段：sftp://kawasemi_tw:⟨pw⟩@⟨host⟩/ （台北組上傳發票 CSV 用）",
        ),
        _sftp,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "openssh_private_key",
        (
            _OPENSSH_BEGIN + "\n⟨body⟩\n" + _OPENSSH_END,
            "倉庫踏み台 (⟨host⟩) 用の鍵。~/.ssh/id_ed25519_⟨who⟩:\n\n"
            + _OPENSSH_BEGIN
            + "\n⟨body⟩\n"
            + _OPENSSH_END
            + "\n",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "rsa_private_key_pem",
        (
            _BEGIN + _PK + "\n⟨body⟩\n" + _END + _PK,
            "GitHub App kawasemi-deploy-bot（App ID ⟨app⟩）の秘密鍵:\n"
            + _BEGIN
            + "RSA "
            + _PK
            + "\n⟨rbody⟩\n"
            + _END
            + "RSA "
            + _PK,
            "佐川 API mTLS 用 client.key（台北組的 Mac 上也有一份）：\n\n"
            + _BEGIN
            + _PK
            + "\n⟨body⟩\n"
            + _END
            + _PK
            + "\n",
        ),
        _rsa,
        n=7,
        secrets=("body", "rbody"),
    ),
    Kind(
        "app_secret_keys",
        (
            "SECRET_KEY_BASE=⟨h⟩",
            "DJANGO_SECRET_KEY='⟨dj⟩'",
            "管理画面 (Django) の SECRET_KEY は ⟨dj⟩ — 本番と同じなので共有しないこと",
            "gcloud run deploy admin-web --region asia-northeast2 "
            "--set-env-vars SECRET_KEY_BASE=⟨h⟩,RAILS_ENV=production",
        ),
        _app_secret,
        n=7,
        secrets=("h", "dj"),
    ),
    Kind(
        "tappay_partner_key",
        (
            "curl -X POST https://prod.tappaysdk.com/tpc/payment/pay-by-prime "
            '-H "Content-Type: application/json" -H "x-api-key: ⟨pk⟩" '
            """-d '{"partner_key": "⟨pk⟩", "merchant_id": "kawasemi_TAISHIN", """
            """"amount": ⟨amt⟩, "currency": "TWD", "details": "order"}'""",
            "TAPPAY_PARTNER_KEY=⟨pk⟩",
            "台灣站 TapPay 正式環境 partner key：⟨pk⟩（sandbox 是另一組，不要搞混）",
        ),
        _tappay,
        n=7,
        secrets=("pk",),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨t⟩",
            'curl https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer ⟨t⟩" '
            '-H "Content-Type: application/json" -d @shipping_notice.json',
            "sg = SendGridAPIClient('⟨t⟩')  # 発送通知メール、あとで Secret Manager に移す",
            "出荷メール用 SendGrid キー（Full Access になっていた）: ⟨t⟩",
        ),
        _sendgrid,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "npm_and_docker_hub_tokens",
        (
            "//registry.npmjs.org/:_authToken=⟨npm⟩",
            "echo ⟨dckr⟩ | docker login -u kawasemiops --password-stdin",
            "NPM_TOKEN=⟨npm⟩ pnpm publish --filter @kawasemi/shipping-label --no-git-checks",
            "Docker Hub の PAT（pull 制限回避用、read-only）: ⟨dckr⟩",
        ),
        _pkg_tokens,
        n=7,
        secrets=("npm", "dckr"),
    ),
    Kind(
        "basic_auth_header",
        (
            'curl -H "Authorization: Basic ⟨b⟩" https://⟨host⟩/api/v1/shipments/⟨tn⟩',
            "nginx のアクセスログに Authorization: Basic ⟨b⟩ が残っていた"
            "（デバッグ用 log_format のせい）",
            'requests.get(url, headers={"Authorization": "Basic ⟨b⟩"}, timeout=10)',
            "WMS API 的 Basic 認證標頭：Basic ⟨b⟩",
        ),
        _basic,
        n=7,
        secrets=("b",),
    ),
    Kind(
        "webhook_signing_secrets",
        (
            "WMS から受ける出荷完了 webhook の HMAC 鍵: ⟨h⟩",
            'expected = hmac.new(b"⟨h⟩", raw_body, hashlib.sha256).hexdigest()'
            "  # X-Kawasemi-Signature",
            "訂單 webhook 的簽章密鑰改成 ⟨b⟩，舊的 48 小時後停用。",
            'webhook_signing_secret = "⟨h⟩"',
        ),
        _webhook,
        n=7,
        secrets=("h", "b"),
    ),
    Kind(
        "terraform_vars_and_redis_auth",
        (
            'db_password       = "⟨pw⟩"\nredis_auth_string = "⟨u⟩"\n'
            'region            = "asia-northeast2"',
            "terraform apply -var 'db_password=⟨pw⟩' -var-file=prod.tfvars",
            "TF_VAR_db_password='⟨pw⟩' terraform plan -out=plan.out",
            "redis-cli -h 10.20.0.3 -p 6378 --tls --cacert server-ca.pem -a ⟨u⟩ PING",
            "Memorystore の AUTH 文字列: ⟨u⟩",
        ),
        _tfvars,
        n=7,
        secrets=("pw", "u"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "楽天 R-Login の第二パスワード（店舗共通）は ⟨pw⟩ です。",
            "Seller Central 共用帳號 ops-jp@kawasemi-ec.jp 的密碼：⟨pw⟩",
            "The Looker Studio reporting user's password is ⟨pw⟩ (⟨who⟩ reset it on Feb ⟨d⟩).",
            "倉庫のハンディ端末（BHT）管理者パスワード → ⟨pw⟩",
            "蝦皮賣家中心的密碼 ⟨pw⟩，⟨who⟩ 說下週會改。",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "2030-02-14 出荷トラブルまとめ\n- 注文 ⟨oid⟩ / ヤマト ⟨tn⟩\n- Sentry ⟨eid⟩\n"
            "- 修正コミット ⟨sha⟩\n- PAYPAY_API_SECRET=⟨s⟩ ← 誤って貼った、要ローテート",
            "Incident notes\n▹ LINE Pay transactionId ⟨tx⟩\n▹ Cloud Run ⟨rev⟩\n"
            "▹ BigQuery ⟨job⟩\n▹ SLACK_BOT_TOKEN=⟨t⟩ (pasted by mistake, revoke)",
            "退貨處理\n* EMS ⟨jp⟩\n* 訂單 ⟨oid⟩\n* commit ⟨sha⟩\n"
            "* 後台 admin 密碼暫時改成 ⟨pw⟩，處理完要改回",
        ),
        _among,
        n=7,
        secrets=("s", "t", "pw"),
    ),
)
