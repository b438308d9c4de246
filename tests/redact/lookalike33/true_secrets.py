"""True secrets as they leak into the notes of a marketplace backend developer.

Each kind names the fields that must not survive; a multi-line key field gives one secret
per body line (see ``gen.secrets_of``). Values are random; vendor prefixes are joined from
pieces so that no literal in this file is a credential.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike33.gen import (
    ALNUM,
    B64,
    B64URL,
    DOMAINS,
    ES_HOSTS,
    LOWER_ALNUM,
    PEOPLE,
    PROJECTS,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    epoch,
    hexs,
    ip10,
    num,
    order_id,
    password,
    pem_body,
    pick,
    th_phone,
    uhexs,
    ulid,
    url_password,
    uuid1ish,
    uuid4,
    vn_phone,
    wrap,
    yymmdd,
)

_SKEY = "sk" + "ey_"
_PKEY = "pk" + "ey_"
_GOCSPX = "GOC" + "SPX-"
_AIZA = "AI" + "za"
_YA29 = "ya" + "29."
_SG = "S" + "G."
_GHPAT = "github" + "_pat_"
_APA91 = "AP" + "A91b"
_SHPK = "sh" + "pk"
_L7XX = "l7" + "xx"
_GOOG1 = "GOO" + "G1E"
_IK_PRIV = "priv" + "ate_"
_IK_PUB = "pub" + "lic_"
_PKCS8_RSA = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"
_PKCS8_EC = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg"
_OPENSSH = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"


def _momo(r: Random) -> dict[str, str]:
    return {
        "pc": "MOMO" + pick(r, UPPER, 4) + num(r, 8),
        "ak": pick(r, ALNUM, 16),
        "sk": pick(r, ALNUM, 32),
        "svc": r.choice(("payment-svc", "checkout-api", "wallet-bridge")),
    }


def _zalopay(r: Random) -> dict[str, str]:
    return {
        "app": num(r, 4),
        "k1": pick(r, ALNUM, 32),
        "k2": pick(r, ALNUM, 32),
        "day": yymmdd(r),
    }


def _vnpay(r: Random) -> dict[str, str]:
    return {"tmn": pick(r, UPPER_ALNUM, 8), "hs": pick(r, UPPER, 32)}


def _omise(r: Random) -> dict[str, str]:
    mode = r.choice(("test_", "test_", ""))
    return {
        "sk": _SKEY + mode + "5" + pick(r, LOWER_ALNUM, 18),
        "pk": _PKEY + mode + "5" + pick(r, LOWER_ALNUM, 18),
        "src": "src_" + mode + "5" + pick(r, LOWER_ALNUM, 18),
        "amt": str(r.randrange(100, 500000) * 100),
    }


def _thai_bank(r: Random) -> dict[str, str]:
    return {
        "key": _L7XX + hexs(r, 32),
        "sec": hexs(r, 32),
        "u": uuid4(r),
        "biller": num(r, 15),
        "kid": pick(r, ALNUM, 32),
        "ksec": pick(r, ALNUM, 16) + pick(r, ALNUM, r.choice((0, 8, 16))),
    }


def _line_token(r: Random) -> dict[str, str]:
    return {"t": b64(r, 128), "cs": hexs(r, 32), "uid": "U" + hexs(r, 32)}


def _line_secret(r: Random) -> dict[str, str]:
    return {"cs": hexs(r, 32), "cid": "16" + num(r, 8)}


def _zalo(r: Random) -> dict[str, str]:
    return {
        "at": pick(r, B64URL, r.randint(250, 300)),
        "rt": pick(r, B64URL, r.randint(240, 290)),
        "sk": pick(r, ALNUM, 20),
        "app": num(r, 19),
        "uid": num(r, 19),
    }


def _pkcs8_rsa(r: Random) -> str:
    return pem_body(r, _PKCS8_RSA, 1178)


def _firebase_sa(r: Random) -> dict[str, str]:
    body = _pkcs8_rsa(r).replace("\n", "\\n")
    head, tail = "-----BEGIN PRIVATE KEY-----\\n", "\\n-----END PRIVATE KEY-----\\n"
    proj = r.choice(PROJECTS)
    return {
        "pk": head + body + tail,
        "proj": proj,
        "kid": hexs(r, 40),
        "short": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5),
        "cid": num(r, 21),
    }


def _fcm(r: Random) -> dict[str, str]:
    return {
        "k": "AAAA" + pick(r, B64URL, 7) + ":" + _APA91 + pick(r, B64URL, 134),
        "proj": r.choice(PROJECTS),
    }


def _pem(r: Random) -> dict[str, str]:
    body = _pkcs8_rsa(r)
    return {
        "body": body,
        "ibody": "\n".join("    " + line for line in body.split("\n")),
        "ec": pem_body(r, _PKCS8_EC, 112),
        "kid": pick(r, UPPER_ALNUM, 10),
        "team": pick(r, UPPER_ALNUM, 10),
    }


def _google_api(r: Random) -> dict[str, str]:
    return {"k": _AIZA + pick(r, B64URL, 35)}


def _google_oauth(r: Random) -> dict[str, str]:
    return {
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "cid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32) + ".apps.googleusercontent.com",
        "proj": r.choice(PROJECTS),
        "dom": r.choice(DOMAINS),
    }


def _ya29(r: Random) -> dict[str, str]:
    return {
        "t": _YA29 + "a0" + pick(r, B64URL, r.randint(200, 240)),
        "bucket": r.choice(("chopho-product-images", "chopho-invoices", "chopho-th-exports")),
    }


def _gcs_hmac(r: Random) -> dict[str, str]:
    return {
        "id": _GOOG1 + pick(r, UPPER_ALNUM, 55),
        "s": pick(r, B64, 40),
        "proj": r.choice(PROJECTS),
    }


def _es_api(r: Random) -> dict[str, str]:
    kid, key = pick(r, B64URL, 20), pick(r, B64URL, 22)
    return {
        "id": kid,
        "key": key,
        "enc": b64_of(f"{kid}:{key}"),
        "esh": r.choice(ES_HOSTS),
        "exp": str(epoch(r) * 1000 + 90 * 86400000),
    }


def _es_pw(r: Random) -> dict[str, str]:
    return {
        "pw": pick(r, ALNUM, 2) + pick(r, ALNUM + "*=+-_", 18),
        "upw": url_password(r, 22),
        "esh": r.choice(ES_HOSTS),
    }


def _redis(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 32))),
        "upw": url_password(r, 24),
        "auth": uuid4(r),
        "ip": ip10(r),
    }


def _db(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((18, 22, 26))), "upw": url_password(r, 20), "ip": ip10(r)}


def _k8s_secret(r: Random) -> dict[str, str]:
    return {
        "e1": b64_of(pick(r, ALNUM, 32)),
        "e2": b64_of(pick(r, ALNUM, 32)),
        "e3": b64_of(password(r, 24)),
        "hs": pick(r, UPPER, 32),
        "pw": password(r, 22),
        "jwt": hexs(r, 64),
    }


def _sa_jwt(r: Random) -> dict[str, str]:
    proj = r.choice(PROJECTS)
    iat = epoch(r)
    aud = f"https://container.googleapis.com/v1/projects/{proj}/locations/asia-southeast1/clusters/prod-hcm"
    claims = {
        "aud": [aud],
        "exp": iat + 31536000,
        "iat": iat,
        "iss": aud,
        "kubernetes.io": {
            "namespace": "ci",
            "serviceaccount": {"name": "deployer", "uid": uuid4(r)},
        },
        "nbf": iat,
        "sub": "system:serviceaccount:ci:deployer",
    }
    header = b64url_json({"alg": "RS256", "kid": b64url(r, 32)})
    return {
        "jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 256)}",
        "ip": f"34.{r.randrange(64, 160)}.{r.randrange(256)}.{r.randrange(2, 255)}",
    }


def _vn_carrier(r: Random) -> dict[str, str]:
    return {
        "ghn": uuid1ish(r),
        "shop": num(r, 7),
        "ghtk": pick(r, ALNUM, 40),
        "acct": num(r, 15),
        "jt": hexs(r, 32),
    }


def _th_carrier(r: Random) -> dict[str, str]:
    return {
        "mch": "AA" + num(r, 4),
        "fk": uhexs(r, 64),
        "kid": "CHOPHO" + num(r, 4),
        "kk": pick(r, ALNUM, 32),
        "tp": pick(r, ALNUM + ":_!", r.randint(100, 120)),
    }


def _mkt_partner(r: Random) -> dict[str, str]:
    return {
        "spid": "200" + num(r, 4),
        "spk": _SHPK + pick(r, ALNUM, 60),
        "lak": num(r, 6),
        "las": pick(r, ALNUM, 32),
        "tak": "6" + pick(r, LOWER_ALNUM, 12),
        "tas": hexs(r, 40),
    }


def _mkt_tokens(r: Random) -> dict[str, str]:
    ts = epoch(r)
    return {
        "sat": pick(r, "0123456789abcdefABCDEF" + "ghijklmnop", 32),
        "srt": pick(r, "0123456789abcdefABCDEF" + "qrstuvwxyz", 32),
        "lat": "50000" + pick(r, ALNUM, 51),
        "tat": "ROW_" + pick(r, B64URL, r.randint(96, 120)),
        "trt": "ROW_" + pick(r, B64URL, r.randint(96, 120)),
        "spid": "200" + num(r, 4),
        "shop": num(r, 9),
        "req": hexs(r, 32),
        "ts": str(ts),
        "ts2": str(ts + 86400),
        "sign": hexs(r, 64),
    }


def _sms(r: Random) -> dict[str, str]:
    return {
        "ek": uhexs(r, 32),
        "es": uhexs(r, 32),
        "tk": pick(r, B64URL, 24),
        "ts": pick(r, B64URL, 32),
        "ph": vn_phone(r),
        "tph": th_phone(r),
        "otp": num(r, 6),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 20, 24))),
        "user": r.choice(PEOPLE),
        "dom": r.choice(DOMAINS[:2]),
    }


def _openssh(r: Random) -> dict[str, str]:
    return {"body": wrap(_OPENSSH + b64(r, r.choice((270, 300, 330))), 70)}


def _jwt_secret(r: Random) -> dict[str, str]:
    return {
        "hex": hexs(r, 64),
        "b": b64(r, 32),
        "pw": password(r, 32),
        "pw2": password(r, 32),
    }


def _cloudinary(r: Random) -> dict[str, str]:
    return {
        "ck": num(r, 15),
        "cs": pick(r, B64URL, 27),
        "cloud": r.choice(("chopho", "chopho-th", "chopho-media")),
        "ik": _IK_PRIV + pick(r, B64, 28),
        "ikp": _IK_PUB + pick(r, B64, 28),
    }


def _sendgrid(r: Random) -> dict[str, str]:
    return {"k": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43), "dom": r.choice(DOMAINS)}


def _gh_pat(r: Random) -> dict[str, str]:
    return {
        "t": _GHPAT + "11" + pick(r, UPPER_ALNUM, 20) + "_" + pick(r, ALNUM, 59),
        "org": r.choice(("chopho", "chopho-th", "chopho-platform")),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "dd": f"{r.randint(1, 30):02d}",
        "oid": order_id(r),
        "req": uuid4(r),
        "tid": num(r, 10),
        "sig": hexs(r, 64),
        "sk": pick(r, ALNUM, 32),
        "sha": hexs(r, 40),
        "gid": "C" + hexs(r, 32),
        "trk": "TH" + num(r, 11) + pick(r, UPPER, 1),
        "lsig": b64(r, 32),
        "cs": hexs(r, 32),
        "trace": hexs(r, 32),
        "digest": hexs(r, 64),
        "ver": f"v{r.randint(20, 48)}",
        "auth": uuid4(r),
        "ulid": ulid(r),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "momo_partner_secret_key",
        (
            ".env.production (⟨svc⟩):\nMOMO_PARTNER_CODE=⟨pc⟩\nMOMO_ACCESS_KEY=⟨ak⟩\n"
            "MOMO_SECRET_KEY=⟨sk⟩\nMOMO_ENDPOINT=https://payment.momo.vn/v2/gateway/api/create",
            "Secret key MoMo (production) anh Tuấn gửi qua Zalo: ⟨sk⟩ — đã lưu vào Secret "
            "Manager, nhớ xoá tin nhắn.",
            'signature = hmac.new(b"⟨sk⟩", raw_signature.encode(), hashlib.sha256).hexdigest()'
            "  # partnerCode ⟨pc⟩",
            "$ kubectl -n payments create secret generic momo-credentials "
            "--from-literal=partner-code=⟨pc⟩ --from-literal=access-key=⟨ak⟩ "
            "--from-literal=secret-key=⟨sk⟩",
        ),
        _momo,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "zalopay_mac_keys",
        (
            "config/zalopay.yaml:\nzalopay:\n  app_id: ⟨app⟩\n  key1: ⟨k1⟩\n  key2: ⟨k2⟩\n"
            "  endpoint: https://openapi.zalopay.vn/v2/create",
            "ZaloPay key2 (dùng verify callback) là ⟨k2⟩, còn key1 để ký request tạo đơn là ⟨k1⟩.",
            "ZALOPAY_APP_ID=⟨app⟩ ZALOPAY_KEY1=⟨k1⟩ go run ./cmd/zalopay-reconcile --day ⟨day⟩",
            'const mac = CryptoJS.HmacSHA256(body.data, "⟨k2⟩").toString(); // zalopay-webhook',
        ),
        _zalopay,
        n=7,
        secrets=("k1", "k2"),
    ),
    Kind(
        "vnpay_hash_secret",
        (
            'appsettings.Production.json:\n{\n  "VnPay": {\n    "TmnCode": "⟨tmn⟩",\n'
            '    "HashSecret": "⟨hs⟩",\n    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html"\n  }\n}',
            "vnp_HashSecret của merchant ⟨tmn⟩ (sandbox): ⟨hs⟩ — lấy từ email VNPay ngày 04/11.",
            "VNPAY_TMN_CODE=⟨tmn⟩\nVNPAY_HASH_SECRET=⟨hs⟩",
            "Bug ký sai là do trim() cắt mất ký tự cuối; đúng phải là "
            'hmacSHA512("⟨hs⟩", signData) cho TMN ⟨tmn⟩.',
        ),
        _vnpay,
        n=7,
        secrets=("hs",),
    ),
    Kind(
        "omise_secret_key",
        (
            "curl https://api.omise.co/charges -u ⟨sk⟩: -d amount=⟨amt⟩ -d currency=thb "
            "-d source=⟨src⟩",
            "OMISE_PUBLIC_KEY=⟨pk⟩\nOMISE_SECRET_KEY=⟨sk⟩",
            "คีย์ลับ Omise ของบัญชีทีมกรุงเทพฯ คือ ⟨sk⟩ ใช้กับ PromptPay source เท่านั้น",
            "const omise = require('omise')({ publicKey: '⟨pk⟩', secretKey: '⟨sk⟩' });",
        ),
        _omise,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "thai_bank_open_api_credentials",
        (
            "curl -X POST https://api-sandbox.partners.scb/partners/sandbox/v1/oauth/token "
            '-H "resourceOwnerId: ⟨key⟩" -H "requestUId: ⟨u⟩" -H "accept-language: EN" '
            '-H "Content-Type: application/json" '
            '-d \'{"applicationKey":"⟨key⟩","applicationSecret":"⟨sec⟩"}\'',
            "SCB_API_KEY=⟨key⟩\nSCB_API_SECRET=⟨sec⟩\nSCB_BILLER_ID=⟨biller⟩",
            "KBank consumer secret สำหรับ QR payment (prod): ⟨ksec⟩ — consumer id ⟨kid⟩",
            "Thai QR: SCB applicationSecret=⟨sec⟩ (applicationKey ⟨key⟩), rotate ทุก 90 วัน",
        ),
        _thai_bank,
        n=7,
        secrets=("key", "sec", "ksec"),
    ),
    Kind(
        "line_channel_access_token",
        (
            "LINE_CHANNEL_ACCESS_TOKEN=⟨t⟩",
            "curl -v -X POST https://api.line.me/v2/bot/message/push "
            '-H "Content-Type: application/json" -H "Authorization: Bearer ⟨t⟩" '
            '-d \'{"to":"⟨uid⟩","messages":[{"type":"text","text":"ทดสอบแจ้งเตือนคำสั่งซื้อ"}]}\'',
            "Channel access token (long-lived) ของ OA ร้านค้า: ⟨t⟩",
            "line-bot config (th-notifier):\nchannelAccessToken: ⟨t⟩\nchannelSecret: ⟨cs⟩",
        ),
        _line_token,
        n=7,
        secrets=("t", "cs"),
    ),
    Kind(
        "line_channel_secret",
        (
            "LINE_CHANNEL_ID=⟨cid⟩\nLINE_CHANNEL_SECRET=⟨cs⟩",
            "Webhook verify ไม่ผ่านเพราะใช้ channel secret ผิดตัว ตัวที่ถูกคือ ⟨cs⟩ "
            "(Messaging API channel ⟨cid⟩)",
            "curl -X POST https://api.line.me/v2/oauth/accessToken "
            "-d grant_type=client_credentials -d client_id=⟨cid⟩ -d client_secret=⟨cs⟩",
            'const config = { channelSecret: "⟨cs⟩", channelAccessToken: process.env.LINE_TOKEN };',
        ),
        _line_secret,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "zalo_oa_tokens",
        (
            "curl -X POST https://openapi.zalo.me/v3.0/oa/message/cs "
            '-H "access_token: ⟨at⟩" -H "Content-Type: application/json" '
            '-d \'{"recipient":{"user_id":"⟨uid⟩"},'
            '"message":{"text":"Đơn hàng của bạn đã được giao"}}\'',
            'curl -X POST https://oauth.zaloapp.com/v4/oa/access_token -H "secret_key: ⟨sk⟩" '
            "-d app_id=⟨app⟩ -d grant_type=refresh_token -d refresh_token=⟨rt⟩",
            "ZALO_APP_ID=⟨app⟩\nZALO_APP_SECRET=⟨sk⟩\nZALO_OA_REFRESH_TOKEN=⟨rt⟩",
            "Refresh token Zalo OA mới (hết hạn sau 3 tháng, chỉ dùng được 1 lần): ⟨rt⟩",
        ),
        _zalo,
        n=7,
        secrets=("at", "rt", "sk"),
    ),
    Kind(
        "firebase_service_account_json",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "⟨pk⟩",\n'
            '  "client_email": "firebase-adminsdk-⟨short⟩@⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token",\n'
            '  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",\n'
            '  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/'
            'firebase-adminsdk-⟨short⟩%40⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "universe_domain": "googleapis.com"\n}',
            'FIREBASE_PROJECT_ID=⟨proj⟩\nFIREBASE_PRIVATE_KEY="⟨pk⟩"\n'
            "FIREBASE_CLIENT_EMAIL=firebase-adminsdk-⟨short⟩@⟨proj⟩.iam.gserviceaccount.com",
            "admin.initializeApp({ credential: admin.credential.cert({ projectId: '⟨proj⟩', "
            "clientEmail: 'firebase-adminsdk-⟨short⟩@⟨proj⟩.iam.gserviceaccount.com', "
            "privateKey: '⟨pk⟩' }) });",
        ),
        _firebase_sa,
        n=7,
        secrets=("pk",),
    ),
    Kind(
        "fcm_legacy_server_key",
        (
            "curl -X POST https://fcm.googleapis.com/fcm/send "
            '-H "Authorization: key=⟨k⟩" -H "Content-Type: application/json" '
            '-d \'{"to":"/topics/flash-sale-1111","notification":{"title":"Flash sale 11.11",'
            '"body":"Giảm đến 50%"}}\'',
            "FCM_SERVER_KEY=⟨k⟩  # legacy HTTP API, app Android cũ (v3.x) vẫn gọi",
            "Legacy server key của project Firebase ⟨proj⟩ vẫn còn trong Jenkins credentials: ⟨k⟩",
        ),
        _fcm,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "pem_private_keys",
        (
            "-----BEGIN PRIVATE KEY-----\n⟨body⟩\n-----END PRIVATE KEY-----",
            "Key dùng ký signed URL cho bucket ảnh sản phẩm (đừng commit):\n\n"
            "-----BEGIN PRIVATE KEY-----\n⟨body⟩\n-----END PRIVATE KEY-----\n",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: gcs-url-signer\n  namespace: media\n"
            "type: Opaque\nstringData:\n  signer.pem: |\n    -----BEGIN PRIVATE KEY-----\n"
            "⟨ibody⟩\n    -----END PRIVATE KEY-----",
            "AuthKey_⟨kid⟩.p8 (APNs cho Firebase, team ⟨team⟩):\n-----BEGIN PRIVATE KEY-----\n"
            "⟨ec⟩\n-----END PRIVATE KEY-----",
        ),
        _pem,
        n=7,
        secrets=("body", "ibody", "ec"),
    ),
    Kind(
        "google_server_api_key",
        (
            'curl "https://maps.googleapis.com/maps/api/distancematrix/json'
            '?origins=10.7769,106.7009&destinations=10.8231,106.6297&key=⟨k⟩"',
            "GOOGLE_MAPS_SERVER_KEY=⟨k⟩ (server key, chỉ restrict theo IP của Cloud NAT)",
            "Gemini API key cho job sinh mô tả sản phẩm tiếng Thái: ⟨k⟩",
            "geocoding:\n  provider: google\n  api_key: ⟨k⟩\n  region: vn\n  language: vi",
        ),
        _google_api,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "google_oauth_client_secret",
        (
            "GOOGLE_CLIENT_ID=⟨cid⟩\nGOOGLE_CLIENT_SECRET=⟨cs⟩",
            'client_secret.json: {"web":{"client_id":"⟨cid⟩","project_id":"⟨proj⟩",'
            '"client_secret":"⟨cs⟩","redirect_uris":["https://⟨dom⟩/auth/google/callback"]}}',
            "OAuth client secret cho đăng nhập Seller Center bằng Google: ⟨cs⟩",
        ),
        _google_oauth,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "gcp_oauth_access_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" '
            "https://storage.googleapis.com/storage/v1/b/⟨bucket⟩/o?prefix=2028/11/",
            "$ gcloud auth print-access-token\n⟨t⟩",
            "docker login -u oauth2accesstoken -p ⟨t⟩ https://asia-southeast1-docker.pkg.dev",
            "Token gcloud tạm (hết hạn sau 1 giờ) để gọi Firebase REST: ⟨t⟩",
        ),
        _ya29,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "gcs_hmac_secret",
        (
            "[default]\naws_access_key_id = ⟨id⟩\naws_secret_access_key = ⟨s⟩\n"
            "# GCS interoperability, dùng cho s3cmd trên máy báo cáo",
            "rclone: type = s3, provider = GCS, access_key_id = ⟨id⟩, "
            "secret_access_key = ⟨s⟩, endpoint = https://storage.googleapis.com",
            "$ gcloud storage hmac create img-sync@⟨proj⟩.iam.gserviceaccount.com\n"
            "accessId: ⟨id⟩\nsecret: ⟨s⟩",
        ),
        _gcs_hmac,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "elasticsearch_api_key",
        (
            'curl -H "Authorization: ApiKey ⟨enc⟩" '
            '"https://⟨esh⟩:9243/products-vi/_search?q=%C3%A1o+thun&size=5"',
            'POST /_security/api_key →\n{\n  "id": "⟨id⟩",\n  "name": "search-api-prod",\n'
            '  "expiration": ⟨exp⟩,\n  "api_key": "⟨key⟩",\n  "encoded": "⟨enc⟩"\n}',
            "ELASTICSEARCH_URL=https://⟨esh⟩:443\nELASTICSEARCH_API_KEY=⟨enc⟩",
            'es = Elasticsearch("https://⟨esh⟩:443", api_key=("⟨id⟩", "⟨key⟩"))',
        ),
        _es_api,
        n=7,
        secrets=("enc", "key"),
    ),
    Kind(
        "elasticsearch_passwords",
        (
            "$ bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password "
            "of the [elastic] user to an autogenerated value.\nThe password will be printed in "
            "the console.\nPlease confirm that you would like to continue [y/N]y\n\n\n"
            "Password for the [elastic] user successfully reset.\nNew value: ⟨pw⟩",
            "ES_URL=https://elastic:⟨upw⟩@⟨esh⟩:9243",
            "Kibana: user kibana_system / mật khẩu ⟨pw⟩ (đổi ngày 12/11)",
            'output.elasticsearch:\n  hosts: ["https://⟨esh⟩:9243"]\n'
            '  username: "filebeat_writer"\n  password: "⟨pw⟩"',
        ),
        _es_pw,
        n=7,
        secrets=("pw", "upw"),
    ),
    Kind(
        "redis_passwords",
        (
            "$ gcloud redis instances get-auth-string cart-cache --region=asia-southeast1\n"
            "authString: ⟨auth⟩",
            "redis-cli -h ⟨ip⟩ -p 6379 -a '⟨pw⟩' --no-auth-warning INFO keyspace",
            "REDIS_URL=redis://default:⟨upw⟩@⟨ip⟩:6379/0",
            "redis.conf trên VM cũ:\nbind 0.0.0.0\nport 6379\nrequirepass ⟨pw⟩\nmaxmemory 2gb",
            "รหัส AUTH ของ Memorystore (cart-cache) คือ ⟨auth⟩ ห้ามแปะในกลุ่ม LINE",
        ),
        _redis,
        n=7,
        secrets=("pw", "upw", "auth"),
    ),
    Kind(
        "database_urls_and_passwords",
        (
            "DATABASE_URL=postgresql://marketplace_app:⟨upw⟩@⟨ip⟩:5432/marketplace?sslmode=require",
            'psql "host=127.0.0.1 port=5433 dbname=orders user=orders_rw password=⟨pw⟩"'
            "  # qua cloud-sql-proxy",
            "spring:\n  datasource:\n    url: jdbc:mysql://⟨ip⟩:3306/seller_center\n"
            "    username: seller_rw\n    password: ⟨pw⟩",
            "mysql -h ⟨ip⟩ -u report_ro -p'⟨pw⟩' seller_center -e 'select count(*) from shops'",
        ),
        _db,
        n=7,
        secrets=("pw", "upw"),
    ),
    Kind(
        "kubernetes_secret_values",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: payment-gateway\n"
            "  namespace: payments\ntype: Opaque\ndata:\n  MOMO_SECRET_KEY: ⟨e1⟩\n"
            "  ZALOPAY_KEY2: ⟨e2⟩",
            "$ kubectl -n payments get secret payment-gateway "
            "-o jsonpath='{.data.VNPAY_HASH_SECRET}' | base64 -d\n⟨hs⟩",
            "kubectl get secret redis-auth -o yaml → password: ⟨e3⟩ (base64 của mật khẩu Redis)",
            'stringData:\n  DB_PASSWORD: "⟨pw⟩"\n  JWT_SECRET: "⟨jwt⟩"',
        ),
        _k8s_secret,
        n=7,
        secrets=("e1", "e2", "e3", "hs", "pw", "jwt"),
    ),
    Kind(
        "kubernetes_service_account_token",
        (
            "users:\n- name: ci-deployer\n  user:\n    token: ⟨jwt⟩",
            "kubectl --server=https://⟨ip⟩ --token=⟨jwt⟩ --insecure-skip-tls-verify "
            "get pods -n orders",
            "$ kubectl -n ci create token deployer --duration=8760h\n⟨jwt⟩",
            "Token service account deployer (dùng cho GitHub Actions): ⟨jwt⟩",
        ),
        _sa_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "vn_carrier_api_tokens",
        (
            "curl -X POST https://online-gateway.ghn.vn/shiip/public-api/v2/shipping-order/create "
            '-H "Token: ⟨ghn⟩" -H "ShopId: ⟨shop⟩" -H "Content-Type: application/json" '
            "-d @order.json",
            "GHN_TOKEN=⟨ghn⟩\nGHN_SHOP_ID=⟨shop⟩\nGHTK_TOKEN=⟨ghtk⟩",
            "Token GHTK của kho Thủ Đức: ⟨ghtk⟩ (kho Bình Tân dùng token khác)",
            "J&T Express: apiAccount=⟨acct⟩, privateKey=⟨jt⟩ — "
            "digest = base64(md5(bizContent + privateKey))",
        ),
        _vn_carrier,
        n=7,
        secrets=("ghn", "ghtk", "jt"),
    ),
    Kind(
        "th_carrier_api_keys",
        (
            "FLASH_EXPRESS_MCH_ID=⟨mch⟩\nFLASH_EXPRESS_SECRET_KEY=⟨fk⟩",
            'Flash Express: sign = SHA256(stringA + "&key=⟨fk⟩").toUpperCase() — key ของ '
            "mchId ⟨mch⟩",
            "Kerry Express: app_id=⟨kid⟩ app_key=⟨kk⟩ (production, ได้จากพี่ฝ่าย BD)",
            "curl -X POST https://trackapi.thailandpost.co.th/post/api/v1/authenticate/token "
            '-H "Authorization: Token ⟨tp⟩" -H "Content-Type: application/json"',
        ),
        _th_carrier,
        n=7,
        secrets=("fk", "kk", "tp"),
    ),
    Kind(
        "marketplace_partner_keys",
        (
            "SHOPEE_PARTNER_ID=⟨spid⟩\nSHOPEE_PARTNER_KEY=⟨spk⟩",
            'sign = hmac_sha256("⟨spk⟩", f"{partner_id}{path}{timestamp}{access_token}'
            '{shop_id}")  # partner key live, đừng log',
            "Lazada Open Platform: app_key ⟨lak⟩ / app_secret ⟨las⟩ (app 'HCM Seller Sync')",
            "TIKTOK_SHOP_APP_KEY=⟨tak⟩ TIKTOK_SHOP_APP_SECRET=⟨tas⟩ go run ./cmd/tts-orders "
            "--since 2028-11-01",
        ),
        _mkt_partner,
        n=7,
        secrets=("spk", "las", "tas"),
    ),
    Kind(
        "marketplace_shop_tokens",
        (
            '{"refresh_token":"⟨srt⟩","access_token":"⟨sat⟩","expire_in":14400,'
            '"request_id":"⟨req⟩","error":"","message":"","partner_id":⟨spid⟩,'
            '"shop_id_list":[⟨shop⟩]}',
            'curl "https://partner.shopeemobile.com/api/v2/order/get_order_list?partner_id=⟨spid⟩'
            "&timestamp=⟨ts⟩&access_token=⟨sat⟩&shop_id=⟨shop⟩&sign=⟨sign⟩"
            '&time_range_field=create_time&time_from=⟨ts⟩&time_to=⟨ts2⟩&page_size=50"',
            "Lazada access_token của shop VN (hết hạn 30 ngày): ⟨lat⟩",
            "TikTok Shop token: access_token=⟨tat⟩ refresh_token=⟨trt⟩",
        ),
        _mkt_tokens,
        n=7,
        secrets=("srt", "sat", "lat", "tat", "trt"),
    ),
    Kind(
        "sms_gateway_keys",
        (
            'curl "https://rest.esms.vn/MainService.svc/json/SendMultipleMessage_V4_get'
            "?Phone=⟨ph⟩&Content=Ma+OTP+cua+ban+la+⟨otp⟩&ApiKey=⟨ek⟩&SecretKey=⟨es⟩"
            '&SmsType=2&Brandname=CHOPHO"',
            "ESMS_API_KEY=⟨ek⟩\nESMS_SECRET_KEY=⟨es⟩",
            "ThaiBulkSMS: api_key ⟨tk⟩ api_secret ⟨ts⟩ — sender name CHOPHO-TH",
            'curl -u "⟨tk⟩:⟨ts⟩" https://api-v2.thaibulksms.com/sms -d msisdn=⟨tph⟩ '
            '-d message="รหัส OTP ของคุณคือ ⟨otp⟩"',
        ),
        _sms,
        n=7,
        secrets=("ek", "es", "tk", "ts"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Mật khẩu tài khoản admin Seller Center trên staging là ⟨pw⟩, nhớ đổi sau buổi "
            "demo với team Bangkok.",
            "รหัสผ่านของ user readonly ใน Kibana คือ ⟨pw⟩ นะครับ (พี่ต้นส่งมาทาง LINE)",
            "The VPN password for the Bangkok office (user ⟨user⟩) is ⟨pw⟩ — Somchai reset it "
            "on Monday.",
            "Tài khoản GHN portal: ops@⟨dom⟩ / ⟨pw⟩",
            "Firebase Auth test user tester@⟨dom⟩, mật khẩu: ⟨pw⟩ (dùng cho e2e trên Cloud Build)",
            "ฝากไว้ก่อน: Grafana admin / ⟨pw⟩ (เปลี่ยนแล้วเมื่อ 14 พ.ย.)",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "openssh_private_key",
        (
            "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH PRIVATE KEY-----",
            "Deploy key cho repo marketplace-infra (bastion-hcm-01, ~/.ssh/id_ed25519):\n\n"
            "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH PRIVATE KEY-----",
            "$ cat ~/.ssh/gke_bastion\n-----BEGIN OPENSSH PRIVATE KEY-----\n⟨body⟩\n"
            "-----END OPENSSH PRIVATE KEY-----",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "jwt_signing_secrets",
        (
            "JWT_SECRET=⟨hex⟩",
            "APP_KEY=base64:⟨b⟩",
            'auth:\n  access_token_secret: "⟨pw⟩"\n  refresh_token_secret: "⟨pw2⟩"\n'
            "  access_ttl: 15m",
            "Secret ký JWT cho buyer app (HS256) đang là ⟨hex⟩ — staging và prod dùng chung, "
            "cần tách.",
            "jwt.io verify OK với secret ⟨pw⟩ → lỗi 401 là do clock skew chứ không phải key",
        ),
        _jwt_secret,
        n=7,
        secrets=("hex", "b", "pw", "pw2"),
    ),
    Kind(
        "image_cdn_api_secrets",
        (
            "CLOUDINARY_URL=cloudinary://⟨ck⟩:⟨cs⟩@⟨cloud⟩",
            'cloudinary.config(cloud_name="⟨cloud⟩", api_key="⟨ck⟩", api_secret="⟨cs⟩")',
            "ImageKit private key (chỉ server dùng): ⟨ik⟩ — public key ⟨ikp⟩ để ở app được",
            "curl -u ⟨ck⟩:⟨cs⟩ "
            "https://api.cloudinary.com/v1_1/⟨cloud⟩/resources/image?prefix=products/",
        ),
        _cloudinary,
        n=7,
        secrets=("cs", "ik"),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨k⟩",
            "curl --request POST --url https://api.sendgrid.com/v3/mail/send "
            '--header "Authorization: Bearer ⟨k⟩" --header "Content-Type: application/json" '
            "--data @receipt.json",
            "Key SendGrid mới cho email hoá đơn (Full Access, cần giảm quyền): ⟨k⟩",
            "mail:\n  provider: sendgrid\n  api_key: ⟨k⟩\n  from: no-reply@⟨dom⟩",
        ),
        _sendgrid,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "GH_TOKEN=⟨t⟩ gh workflow run deploy.yml -f env=prod",
            "git clone https://x-access-token:⟨t⟩@github.com/⟨org⟩/seller-api.git",
            "Fine-grained PAT cho Renovate (repo seller-api, hết hạn 2029-02-01): ⟨t⟩",
            "//npm.pkg.github.com/:_authToken=⟨t⟩",
        ),
        _gh_pat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Sự cố 2028-11-⟨dd⟩ (thanh toán MoMo lỗi chữ ký)\n- orderId ⟨oid⟩, requestId ⟨req⟩\n"
            "- transId ⟨tid⟩\n- signature nhận được: ⟨sig⟩\n"
            "- nguyên nhân: secretKey trên pod cũ là ⟨sk⟩ (đã rotate)\n- commit fix ⟨sha⟩",
            "Handover ให้ทีมกรุงเทพฯ\n• LINE group id ⟨gid⟩\n• เลขพัสดุทดสอบ ⟨trk⟩\n"
            "• x-line-signature ตัวอย่าง ⟨lsig⟩\n• channel secret ⟨cs⟩ (ชั่วคราว ห้ามแชร์ต่อ)\n"
            "• trace ⟨trace⟩",
            "Checklist deploy 11.11\n1. image digest sha256:⟨digest⟩\n"
            "2. ES index products-vi-⟨ver⟩\n3. Redis AUTH mới ⟨auth⟩ đã cập nhật vào secret\n"
            "4. event id mẫu ⟨ulid⟩, request id ⟨req⟩",
        ),
        _among,
        n=7,
        secrets=("sk", "cs", "auth"),
    ),
)
