"""True secrets as they leak into the notes; each kind names the fields that must not survive.

Setting: the backend of MekongGo, an invented Vietnamese-Thai travel super-app (Đà Nẵng, with a
team in Chiang Mai), October 2033. Formats follow the vendors' real token shapes and lengths.
"""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike63.gen import (
    ALNUM,
    B64URL,
    DEVS_TH,
    DEVS_VN,
    LOWER,
    LOWER_ALNUM,
    PROJECT_NUMBERS,
    PROJECTS,
    UPPER,
    UPPER_ALNUM,
    Kind,
    alnum_password,
    amount_vnd,
    b64,
    b64_of,
    b64url,
    epoch,
    hexs,
    human_password,
    indent,
    iso_ict,
    jwt_hs256,
    jwt_rs256,
    num,
    objectid,
    openssh_ed25519,
    password,
    pick,
    pkcs1_rsa_body,
    pkcs8_rsa_body,
    semver,
    sha,
    uhex,
    ulid,
    uuid4,
    yymmdd,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_GHP = "gh" + "p_"
_GHPAT = "github" + "_pat_"
_AIZA = "AI" + "za"
_GOCSPX = "GOC" + "SPX-"
_YA29 = "ya" + "29."
_SNTRYS = "sntr" + "ys_"
_SNTRYU = "sntr" + "yu_"
_SG = "S" + "G."
_FCM = "AA" + "AA"
_APA = ":AP" + "A91b"
_L7 = "l7" + "xx"


def _proj(r: Random) -> dict[str, str]:
    proj = r.choice(PROJECTS)
    return {"proj": proj, "pnum": PROJECT_NUMBERS[proj]}


def _momo(r: Random) -> dict[str, str]:
    return {
        "pc": "MOMO"
        + pick(r, UPPER, 4)
        + f"203{r.randint(1, 3)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}",
        "ak": pick(r, ALNUM, 16),
        "sk": pick(r, ALNUM, 32),
        "oid": "MKG" + num(r, 13),
        "amt": amount_vnd(r),
        "dev": r.choice(DEVS_VN),
    }


def _zalopay(r: Random) -> dict[str, str]:
    return {
        "app": num(r, 4),
        "k1": pick(r, ALNUM, 32),
        "k2": pick(r, ALNUM, 32),
        "ns": r.choice(("payments", "payments-stg", "checkout")),
    }


def _vnpay(r: Random) -> dict[str, str]:
    return {"tmn": pick(r, UPPER_ALNUM, 8), "hs": pick(r, UPPER, 32), "n": num(r, 4)}


def _twoc2p(r: Random) -> dict[str, str]:
    return {
        "mid": "764764" + num(r, 9),
        "sk": uhex(r, 64),
        "inv": f"MKGTH{yymmdd(r)}{num(r, 6)}",
        "dev": r.choice(DEVS_TH),
    }


def _scb(r: Random) -> dict[str, str]:
    return {
        "k": _L7 + hexs(r, 32),
        "s": hexs(r, 32),
        "biller": "0" + num(r, 14),
        "u": uuid4(r),
    }


def _agoda(r: Random) -> dict[str, str]:
    return {"site": num(r, 7), "key": uuid4(r), "host": num(r, 4), "dev": r.choice(DEVS_VN)}


def _booking(r: Random) -> dict[str, str]:
    user = "mekonggo-" + r.choice(("xml", "connect", "ari", "res")) + "-" + num(r, 3)
    pw = password(r, r.choice((20, 24, 28)))
    return {
        "user": user,
        "pw": pw,
        "basic": b64_of(f"{user}:{pw}"),
        "hid": num(r, 7),
        "d": iso_ict(r)[:10],
    }


def _line_token(r: Random) -> dict[str, str]:
    return {"t": b64(r, 128), "cs": hexs(r, 32), "chid": "20" + num(r, 8), "u": "U" + hexs(r, 32)}


def _line_secret(r: Random) -> dict[str, str]:
    return {"cs": hexs(r, 32), "chid": "20" + num(r, 8), "sig": b64(r, 32)}


def _zalo_tokens(r: Random) -> dict[str, str]:
    return {
        "at": pick(r, B64URL, r.randint(280, 330)),
        "rt": pick(r, B64URL, r.randint(280, 330)),
        "sk": pick(r, ALNUM, 20),
        "app": num(r, 19),
    }


def _zalo_app(r: Random) -> dict[str, str]:
    return {"sk": pick(r, ALNUM, 20), "app": num(r, 19), "oa": num(r, 18)}


def _gcp_sa(r: Random) -> dict[str, str]:
    body = pkcs8_rsa_body(r)
    sa = r.choice(("booking-api", "payments-worker", "pubsub-pusher", "gha-deployer"))
    proj = r.choice(PROJECTS)
    doc = {
        "type": "service_account",
        "project_id": proj,
        "private_key_id": hexs(r, 40),
        "private_key": "-----BEGIN PRIVATE "
        + "KEY-----\n"
        + body
        + "\n-----END PRIVATE KEY-----\n",
        "client_email": f"{sa}@{proj}.iam.gserviceaccount.com",
        "client_id": num(r, 21),
    }
    return {
        "pk": body,
        "pkj": body.replace("\n", "\\n"),
        "b64json": base64.b64encode(json.dumps(doc).encode()).decode(),
        "kid": hexs(r, 40),
        "cid": num(r, 21),
        "sa": sa,
        "proj": proj,
    }


def _google_key(r: Random) -> dict[str, str]:
    return {"k": _AIZA + pick(r, B64URL, 35), "kid": uuid4(r), **_proj(r)}


def _oauth_client(r: Random) -> dict[str, str]:
    return {
        "cid": f"{PROJECT_NUMBERS[r.choice(PROJECTS)]}-{pick(r, LOWER_ALNUM, 32)}"
        ".apps.googleusercontent.com",
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "proj": r.choice(PROJECTS),
        "dev": r.choice(DEVS_TH),
    }


def _oauth_tokens(r: Random) -> dict[str, str]:
    return {
        "at": _YA29 + "a0" + pick(r, B64URL, r.randint(170, 215)),
        "rt": "1//0" + r.choice("cdeg") + pick(r, B64URL, 98),
        "proj": r.choice(PROJECTS),
    }


def _redis(r: Random) -> dict[str, str]:
    pw = uuid4(r) if r.random() < 0.5 else alnum_password(r, 32)
    return {"pw": pw, "a": str(r.randint(16, 31)), "b": str(r.randint(0, 255))}


def _atlas_uri(r: Random) -> dict[str, str]:
    return {
        "pw": alnum_password(r, r.choice((16, 20, 24, 32))),
        "cl": r.choice(("mkg-prod", "mkg-th", "mkg-analytics")),
        "x": pick(r, LOWER_ALNUM, 5),
        "dev": r.choice(DEVS_TH),
    }


def _atlas_api(r: Random) -> dict[str, str]:
    return {"pub": pick(r, LOWER, 8), "priv": uuid4(r), "gid": objectid(r)}


def _cloudsql(r: Random) -> dict[str, str]:
    proj = r.choice(PROJECTS)
    return {
        "pw": r.choice((password, lambda q: alnum_password(q, 24)))(r) if r.random() < 0.7
        else human_password(r),
        "conn": f"{proj}:asia-southeast1:pg-main-{r.randint(1, 4)}",
        "user": r.choice(("booking_api", "payments", "reporting", "migrator")),
    }  # fmt: skip


def _github(r: Random) -> dict[str, str]:
    return {
        "t": _GHP + pick(r, ALNUM, 36),
        "t2": _GHPAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "ver": semver(r),
        "dev": r.choice(DEVS_VN),
    }


def _gh_app(r: Random) -> dict[str, str]:
    body = pkcs1_rsa_body(r)
    return {"body": body, "bodyi": indent(body, 4), "appid": num(r, 7), "d": str(r.randint(1, 28))}


def _sentry(r: Random) -> dict[str, str]:
    payload = {
        "iat": epoch(r) + r.random(),
        "url": "https://sentry.io",
        "region_url": "https://de.sentry.io",
        "org": "mekonggo",
    }
    raw = base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode()
    return {
        "t": _SNTRYS + raw.rstrip("=") + "_" + b64(r, 32).rstrip("="),
        "u": _SNTRYU + hexs(r, 64),
        "ver": semver(r),
    }


def _jwt_secret(r: Random) -> dict[str, str]:
    s = r.choice((lambda q: b64(q, 48), lambda q: hexs(q, 64), lambda q: pick(q, ALNUM, 48)))(r)
    return {"s": s, "ttl": str(r.choice((600, 900, 1800)))}


def _bearer(r: Random) -> dict[str, str]:
    now = epoch(r)
    role = r.choice(("admin", "ops", "partner", "support"))
    if r.random() < 0.6:
        token = jwt_hs256(
            r,
            {"sub": objectid(r), "role": role, "iss": "auth.mekonggo.vn", "iat": now,
             "exp": now + r.choice((900, 3600, 86400 * 14))},
        )  # fmt: skip
    else:
        token = jwt_rs256(
            r,
            {"aud": ["https://container.googleapis.com/v1/projects/mkg-prod-4821/locations/"
                     "asia-southeast1/clusters/gke-prod-sg"],
             "exp": now + 31536000, "iat": now, "iss": "https://container.googleapis.com/v1/"
             "projects/mkg-prod-4821/locations/asia-southeast1/clusters/gke-prod-sg",
             "sub": "system:serviceaccount:payments:ci-deployer"},
            b64url(r, 32),
        )  # fmt: skip
    return {"jwt": token, "bid": objectid(r)}


def _ssh(r: Random) -> dict[str, str]:
    body, _ = openssh_ed25519(r, r.choice(("deploy@mekonggo", "bastion@mkg-prod", "khoa@dn-mbp")))
    return {"body": body, "ip": f"34.{r.randint(80, 143)}.{r.randint(0, 255)}.{r.randint(1, 254)}"}


def _k8s(r: Random) -> dict[str, str]:
    return {
        "b1": b64_of(pick(r, ALNUM, 32)),
        "b2": b64_of(pick(r, UPPER, 32)),
        "b3": b64_of(password(r, 22)),
        "ns": r.choice(("payments", "booking", "messaging")),
    }


def _sm_payload(r: Random) -> dict[str, str]:
    v = r.choice((lambda q: pick(q, ALNUM, 32), lambda q: hexs(q, 64), password))(r)
    return {
        "v": v,
        "vb": b64_of(v),
        "name": r.choice(("momo-secret-key", "zalopay-key2", "booking-com-password",
                          "vnpay-hash-secret", "line-channel-secret")),
        "ver": str(r.randint(2, 19)),
        "crc": str(r.randint(10**8, 4 * 10**9)),
        **_proj(r),
    }  # fmt: skip


def _fcm(r: Random) -> dict[str, str]:
    return {"k": _FCM + pick(r, B64URL, 7) + _APA + pick(r, B64URL, 134), "n": num(r, 12)}


def _sendgrid(r: Random) -> dict[str, str]:
    return {"k": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43), "n": str(r.randint(2, 9))}


def _sms(r: Random) -> dict[str, str]:
    return {
        "ak": uhex(r, 32),
        "sk": uhex(r, 32),
        "tk": pick(r, ALNUM, 32),
        "ts": pick(r, ALNUM, 32),
        "otp": num(r, 6),
    }


def _prose_pw(r: Random) -> dict[str, str]:
    pw = human_password(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 21)))
    return {"pw": pw, "d": iso_ict(r)[:10], "n": str(r.randint(1, 9))}


def _webhook(r: Random) -> dict[str, str]:
    s = r.choice((lambda q: pick(q, ALNUM, 40), lambda q: hexs(q, 64), lambda q: b64url(q, 32)))(r)
    return {"s": s, "proj": r.choice(PROJECTS), "n": num(r, 3)}


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": sha(r),
        "oid": objectid(r),
        "tid": num(r, 13),
        "luid": "U" + hexs(r, 32),
        "ev": hexs(r, 32),
        "u": uuid4(r),
        "ulid": ulid(r),
        "pw": alnum_password(r, 28),
        "k2": pick(r, ALNUM, 32),
        "ghp": _GHP + pick(r, ALNUM, 36),
        "hs": pick(r, UPPER, 32),
        "d": iso_ict(r),
    }


_N = 7

SECRETS: tuple[Kind, ...] = (
    Kind(
        "momo_partner_secret_key",
        (
            ".env.production (booking-api):\nMOMO_PARTNER_CODE=⟨pc⟩\nMOMO_ACCESS_KEY=⟨ak⟩\n"
            "MOMO_SECRET_KEY=⟨sk⟩\nMOMO_ENDPOINT=https://payment.momo.vn/v2/gateway/api/create",
            "MoMo UAT creds from the merchant portal: partnerCode ⟨pc⟩, accessKey ⟨ak⟩, "
            "secretKey ⟨sk⟩",
            'signature = hmac.new(b"⟨sk⟩", raw_signature.encode(), hashlib.sha256).hexdigest()'
            "  # raw = accessKey=⟨ak⟩&amount=⟨amt⟩&...&orderId=⟨oid⟩",
            "Chị Hà nhắn qua Zalo: secretKey MoMo bên production là ⟨sk⟩, "
            "nhớ cất vào Secret Manager rồi xoá tin nhắn.",
            "momo:\n  partner_code: ⟨pc⟩\n  access_key: ⟨ak⟩\n  secret_key: ⟨sk⟩\n"
            "  ipn_url: https://api.mekonggo.vn/webhooks/momo/ipn\n  lang: vi",
            "| env | partnerCode | secretKey |\n|---|---|---|\n| uat | ⟨pc⟩ | ⟨sk⟩ |",
            "Sai chữ ký (resultCode 11) vì ⟨dev⟩ để MOMO_SECRET_KEY=⟨sk⟩ của môi trường test "
            "trên pod production.",
        ),
        _momo,
        n=_N,
        secrets=("sk", "ak"),
    ),
    Kind(
        "zalopay_app_keys",
        (
            "ZALOPAY_APP_ID=⟨app⟩\nZALOPAY_KEY1=⟨k1⟩\nZALOPAY_KEY2=⟨k2⟩\n"
            "ZALOPAY_ENDPOINT=https://openapi.zalopay.vn/v2/create",
            'config = {"app_id": ⟨app⟩, "key1": "⟨k1⟩", "key2": "⟨k2⟩", '
            '"endpoint": "https://sb-openapi.zalopay.vn/v2/create"}',
            "key2 ZaloPay (dùng để verify callback) = ⟨k2⟩ — key1 giữ nguyên.",
            "kubectl create secret generic zalopay -n ⟨ns⟩ --from-literal=app_id=⟨app⟩ "
            "--from-literal=key1=⟨k1⟩ --from-literal=key2=⟨k2⟩",
            "mac = HMAC_SHA256(key1, app_id|app_trans_id|app_user|amount|app_time|embed_data|item)"
            " with key1 = ⟨k1⟩ on app ⟨app⟩",
        ),
        _zalopay,
        n=_N,
        secrets=("k1", "k2"),
    ),
    Kind(
        "vnpay_hash_secret",
        (
            "vnp_TmnCode=⟨tmn⟩\nvnp_HashSecret=⟨hs⟩\n"
            "vnp_Url=https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
            'appsettings.Production.json: "VnPay": { "TmnCode": "⟨tmn⟩", "HashSecret": "⟨hs⟩", '
            '"Version": "2.1.0" }',
            "VNPay gửi email kích hoạt: Chuỗi bí mật tạo checksum (vnp_HashSecret): ⟨hs⟩",
            "Checksum mismatch on staging: it still used HashSecret ⟨hs⟩ from the old terminal "
            "⟨tmn⟩ (ticket TRV-⟨n⟩).",
            "export VNP_HASH_SECRET='⟨hs⟩'",
        ),
        _vnpay,
        n=_N,
        secrets=("hs",),
    ),
    Kind(
        "twoc2p_merchant_secret_key",
        (
            "TWOC2P_MERCHANT_ID=⟨mid⟩\nTWOC2P_SECRET_KEY=⟨sk⟩\n"
            "TWOC2P_ENDPOINT=https://sandbox-pgw.2c2p.com/payment/4.3/paymentToken",
            'token = jwt.encode({"merchantID": "⟨mid⟩", "invoiceNo": "⟨inv⟩", "amount": 1250.0, '
            '"currencyCode": "THB"}, "⟨sk⟩", algorithm="HS256")',
            "คีย์ลับ 2C2P (SHA secret key) ของ merchant ⟨mid⟩ คือ ⟨sk⟩ — ⟨dev⟩ ส่งมาทาง LINE",
            'twoc2p:\n  merchantId: "⟨mid⟩"\n  secretKey: ⟨sk⟩\n  currency: THB\n'
            "  frontendReturnUrl: https://mekonggo.co.th/pay/return",
        ),
        _twoc2p,
        n=_N,
        secrets=("sk",),
    ),
    Kind(
        "scb_promptpay_api_credentials",
        (
            "SCB_API_KEY=⟨k⟩\nSCB_API_SECRET=⟨s⟩\nSCB_BILLER_ID=⟨biller⟩",
            "curl -X POST https://api-sandbox.partners.scb/partners/sandbox/v1/oauth/token "
            '-H "resourceOwnerId: ⟨k⟩" -H "requestUId: ⟨u⟩" -H "accept-language: EN" '
            '-H "Content-Type: application/json" '
            '-d \'{"applicationKey":"⟨k⟩","applicationSecret":"⟨s⟩"}\'',
            "SCB app for PromptPay QR 30 (bill payment): applicationKey ⟨k⟩ / "
            "applicationSecret ⟨s⟩",
            "ทีมเชียงใหม่ใช้ applicationSecret ⟨s⟩ สำหรับสร้าง QR ใน staging (biller ⟨biller⟩)",
        ),
        _scb,
        n=_N,
        secrets=("k", "s"),
    ),
    Kind(
        "agoda_partner_api_key",
        (
            "curl -X POST https://affiliateapi⟨host⟩.agoda.com/affiliateservice/lt_v1 "
            '-H "Authorization: ⟨site⟩:⟨key⟩" -H "Accept-Encoding: gzip,deflate" '
            "-H 'Content-Type: application/json' -d @search-danang.json",
            "AGODA_SITE_ID=⟨site⟩\nAGODA_API_KEY=⟨key⟩",
            "Agoda partner API key (site ⟨site⟩): ⟨key⟩ — limit 1 req/s per site",
            'agoda:\n  site_id: ⟨site⟩\n  api_key: "⟨key⟩"\n  timeout_ms: 8000',
            "Key Agoda mới sau khi ⟨dev⟩ rotate: ⟨key⟩ (site id ⟨site⟩ giữ nguyên).",
        ),
        _agoda,
        n=_N,
        secrets=("key",),
    ),
    Kind(
        "booking_com_machine_account",
        (
            'curl -u "⟨user⟩:⟨pw⟩" -X POST '
            "https://supply-xml.booking.com/hotels/xml/availability -d @ari-⟨hid⟩.xml",
            "POST /hotels/ota/OTA_HotelResNotif HTTP/1.1\nHost: supply-xml.booking.com\n"
            "Authorization: Basic ⟨basic⟩\nContent-Type: text/xml",
            "BOOKING_COM_USER=⟨user⟩\nBOOKING_COM_PASSWORD=⟨pw⟩",
            "Booking.com machine account ⟨user⟩, password ⟨pw⟩ (reset by Nat on ⟨d⟩)",
            '<?xml version="1.0" encoding="UTF-8"?>\n<request>\n  <username>⟨user⟩</username>\n'
            "  <password>⟨pw⟩</password>\n  <hotel_id>⟨hid⟩</hotel_id>\n</request>",
        ),
        _booking,
        n=_N,
        secrets=("pw", "basic"),
    ),
    Kind(
        "line_channel_access_token",
        (
            "curl -v -X POST https://api.line.me/v2/bot/message/push "
            "-H 'Content-Type: application/json' -H 'Authorization: Bearer ⟨t⟩' "
            '-d \'{"to":"⟨u⟩","messages":[{"type":"text","text":"ยืนยันการจองแล้ว"}]}\'',
            "LINE_CHANNEL_ACCESS_TOKEN=⟨t⟩",
            "api = MessagingApi(ApiClient(Configuration(access_token='⟨t⟩')))",
            "token ของ LINE OA (long-lived, channel ⟨chid⟩) คือ ⟨t⟩",
            "line:\n  channel_id: ⟨chid⟩\n  channel_access_token: ⟨t⟩\n  channel_secret: ⟨cs⟩",
        ),
        _line_token,
        n=_N,
        secrets=("t", "cs"),
    ),
    Kind(
        "line_channel_secret",
        (
            "LINE_CHANNEL_SECRET=⟨cs⟩",
            "X-Line-Signature kept failing (expected ⟨sig⟩) until I switched the channel "
            "secret to ⟨cs⟩",
            "digest = hmac.new('⟨cs⟩'.encode('utf-8'), body.encode('utf-8'), hashlib.sha256)",
            "Channel secret ของ LINE Login channel ⟨chid⟩: ⟨cs⟩",
            "curl -X POST https://api.line.me/v2/oauth/accessToken "
            "-d 'grant_type=client_credentials' -d 'client_id=⟨chid⟩' -d 'client_secret=⟨cs⟩'",
        ),
        _line_secret,
        n=_N,
        secrets=("cs",),
    ),
    Kind(
        "zalo_oa_access_and_refresh_tokens",
        (
            'curl -X POST "https://openapi.zalo.me/v3.0/oa/message/cs" -H "access_token: ⟨at⟩" '
            '-H "Content-Type: application/json" -d @msg-xac-nhan.json',
            "ZALO_OA_ACCESS_TOKEN=⟨at⟩\nZALO_OA_REFRESH_TOKEN=⟨rt⟩",
            "curl -X POST https://oauth.zaloapp.com/v4/oa/access_token "
            "-H 'Content-Type: application/x-www-form-urlencoded' -H 'secret_key: ⟨sk⟩' "
            "-d 'refresh_token=⟨rt⟩&app_id=⟨app⟩&grant_type=refresh_token'",
            "Refresh token Zalo OA mới (hết hạn sau 3 tháng): ⟨rt⟩",
            '{"access_token":"⟨at⟩","refresh_token":"⟨rt⟩","expires_in":"90000"}',
        ),
        _zalo_tokens,
        n=_N,
        secrets=("at", "rt", "sk"),
    ),
    Kind(
        "zalo_app_secret_key",
        (
            "ZALO_APP_ID=⟨app⟩\nZALO_APP_SECRET=⟨sk⟩",
            "Khóa bí mật của ứng dụng Zalo (app ⟨app⟩): ⟨sk⟩",
            "appsecret_proof = hmac_sha256(key='⟨sk⟩', msg=access_token)",
            'zalo:\n  app_id: "⟨app⟩"\n  secret_key: ⟨sk⟩\n  oa_id: "⟨oa⟩"',
            "Zalo Login callback returned -14003 because secret_key ⟨sk⟩ belonged to the old app.",
        ),
        _zalo_app,
        n=_N,
        secrets=("sk",),
    ),
    Kind(
        "gcp_service_account_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n'
            '  "private_key": "-----BEGIN PRIVATE ' + "KEY-----\\n⟨pkj⟩\\n-----END PRIVATE "
            'KEY-----\\n",\n'
            '  "client_email": "⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n'
            '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token",\n'
            '  "universe_domain": "googleapis.com"\n}',
            "jq -r .private_key ⟨sa⟩-key.json (the key Tuấn created by mistake):\n"
            "-----BEGIN PRIVATE " + "KEY-----\n⟨pk⟩\n-----END PRIVATE KEY-----",
            "GOOGLE_CREDENTIALS_B64=⟨b64json⟩",
        ),
        _gcp_sa,
        n=_N,
        secrets=("pk", "pkj", "b64json"),
    ),
    Kind(
        "google_api_key",
        (
            "GOOGLE_MAPS_API_KEY=⟨k⟩  # server key, Places + Geocoding",
            'curl "https://maps.googleapis.com/maps/api/geocode/json?'
            'address=B%C3%A3i+bi%E1%BB%83n+M%E1%BB%B9+Kh%C3%AA&key=⟨k⟩"',
            "Places API key cho trang chi tiết khách sạn: ⟨k⟩ (chưa giới hạn IP!)",
            "$ gcloud services api-keys get-key-string "
            "projects/⟨pnum⟩/locations/global/keys/⟨kid⟩\nkeyString: ⟨k⟩",
            'curl -X POST "https://translation.googleapis.com/language/translate/v2?key=⟨k⟩" '
            '-d "q=ห้องพักวิวดอยสุเทพ" -d "target=vi"',
        ),
        _google_key,
        n=_N,
        secrets=("k",),
    ),
    Kind(
        "google_oauth_client_secret",
        (
            "GOOGLE_CLIENT_ID=⟨cid⟩\nGOOGLE_CLIENT_SECRET=⟨cs⟩",
            '{"web":{"client_id":"⟨cid⟩","project_id":"⟨proj⟩",'
            '"auth_uri":"https://accounts.google.com/o/oauth2/auth",'
            '"token_uri":"https://oauth2.googleapis.com/token","client_secret":"⟨cs⟩",'
            '"redirect_uris":["https://api.mekonggo.vn/auth/google/callback"]}}',
            "OAuth client secret for Sign in with Google (web client ⟨cid⟩): ⟨cs⟩",
            "client secret ใหม่ของ Google Login (⟨dev⟩ สร้างไว้ใน ⟨proj⟩): ⟨cs⟩",
        ),
        _oauth_client,
        n=_N,
        secrets=("cs",),
    ),
    Kind(
        "google_oauth_tokens",
        (
            'curl -H "Authorization: Bearer ⟨at⟩" '
            "https://pubsub.googleapis.com/v1/projects/⟨proj⟩/topics",
            "$ gcloud auth print-access-token\n⟨at⟩",
            '{\n  "access_token": "⟨at⟩",\n  "expires_in": 3599,\n  "refresh_token": "⟨rt⟩",\n'
            '  "scope": "https://www.googleapis.com/auth/cloud-platform",\n'
            '  "token_type": "Bearer"\n}',
            '~/.config/gcloud/application_default_credentials.json:\n{\n  "account": "",\n'
            '  "refresh_token": "⟨rt⟩",\n  "type": "authorized_user",\n'
            '  "universe_domain": "googleapis.com"\n}',
            "docker login -u oauth2accesstoken -p ⟨at⟩ https://asia-southeast1-docker.pkg.dev",
        ),
        _oauth_tokens,
        n=_N,
        secrets=("at", "rt"),
    ),
    Kind(
        "redis_auth_password",
        (
            "REDIS_URL=rediss://default:⟨pw⟩@10.⟨a⟩.⟨b⟩.4:6378/0",
            "redis-cli -h 10.⟨a⟩.⟨b⟩.3 -p 6378 --tls --cacert server-ca.pem -a ⟨pw⟩ INFO keyspace",
            "$ gcloud redis instances get-auth-string cache-prod --region=asia-southeast1\n"
            "authString: ⟨pw⟩",
            'new Redis({ host: "10.⟨a⟩.⟨b⟩.4", port: 6378, password: "⟨pw⟩", tls: {} })',
            "Mật khẩu AUTH của Redis cache-prod: ⟨pw⟩",
            "10.⟨a⟩.⟨b⟩.4:6378> AUTH ⟨pw⟩\nOK\n10.⟨a⟩.⟨b⟩.4:6378> DBSIZE\n(integer) 1843⟨a⟩",
        ),
        _redis,
        n=_N,
        secrets=("pw",),
    ),
    Kind(
        "mongodb_atlas_uri_password",
        (
            "MONGODB_URI=mongodb+srv://booking-api:⟨pw⟩@⟨cl⟩.⟨x⟩.mongodb.net/"
            "bookings?retryWrites=true&w=majority&appName=booking-api",
            'mongosh "mongodb+srv://⟨cl⟩.⟨x⟩.mongodb.net/" --apiVersion 1 '
            "--username analytics-ro --password ⟨pw⟩",
            'mongodump --uri="mongodb+srv://backup:⟨pw⟩@⟨cl⟩.⟨x⟩.mongodb.net" '
            "--db=bookings --archive=bookings-2033-10.gz --gzip",
            "รหัสผ่าน user app-th บน Atlas (⟨cl⟩) คือ ⟨pw⟩ — ⟨dev⟩ ตั้งให้",
            "services:\n  worker:\n    environment:\n"
            "      MONGO_URL: mongodb+srv://worker:⟨pw⟩@⟨cl⟩.⟨x⟩.mongodb.net/messaging",
        ),
        _atlas_uri,
        n=_N,
        secrets=("pw",),
    ),
    Kind(
        "mongodb_atlas_api_key",
        (
            'curl --user "⟨pub⟩:⟨priv⟩" --digest '
            '--header "Accept: application/vnd.atlas.2025-03-12+json" '
            '"https://cloud.mongodb.com/api/atlas/v2/groups/⟨gid⟩/clusters"',
            "MONGODB_ATLAS_PUBLIC_KEY=⟨pub⟩\nMONGODB_ATLAS_PRIVATE_KEY=⟨priv⟩",
            "atlas config set private_api_key ⟨priv⟩",
            'provider "mongodbatlas" {\n  public_key  = "⟨pub⟩"\n  private_key = "⟨priv⟩"\n}',
            "Atlas org API key (Project Owner) → public ⟨pub⟩, private ⟨priv⟩",
        ),
        _atlas_api,
        n=_N,
        secrets=("priv",),
    ),
    Kind(
        "cloud_sql_postgres_password",
        (
            "DATABASE_URL=postgresql://⟨user⟩:⟨pw⟩@127.0.0.1:5432/booking?sslmode=disable",
            "gcloud sql users set-password ⟨user⟩ --instance=pg-main-1 --password='⟨pw⟩'",
            "PGPASSWORD='⟨pw⟩' psql -h 127.0.0.1 -U ⟨user⟩ -d booking -c '\\dt'",
            'DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", '
            '"NAME": "booking", "USER": "⟨user⟩", "PASSWORD": "⟨pw⟩", '
            '"HOST": "/cloudsql/⟨conn⟩"}}',
            "Pass Cloud SQL user ⟨user⟩ (⟨conn⟩) sau khi rotate: ⟨pw⟩",
        ),
        _cloudsql,
        n=_N,
        secrets=("pw",),
    ),
    Kind(
        "github_personal_access_token",
        (
            "GH_TOKEN=⟨t⟩ gh release create v⟨ver⟩ --generate-notes",
            "git remote set-url origin https://⟨dev⟩:⟨t2⟩@github.com/mekonggo/booking-api.git",
            "echo ⟨t⟩ | docker login ghcr.io -u ⟨dev⟩ --password-stdin",
            "~/.npmrc:\n@mekonggo:registry=https://npm.pkg.github.com\n"
            "//npm.pkg.github.com/:_authToken=⟨t2⟩",
            "Fine-grained PAT cho repo infra (hết hạn 2034-01-10): ⟨t2⟩",
            "gh secret set GH_PAT --repo mekonggo/infra --body ⟨t⟩",
        ),
        _github,
        n=_N,
        secrets=("t", "t2"),
    ),
    Kind(
        "github_app_private_key",
        (
            "-----BEGIN RSA PRIVATE " + "KEY-----\n⟨body⟩\n-----END RSA PRIVATE KEY-----",
            "mekonggo-deploy-bot.2033-10-⟨d⟩.private-key.pem (GitHub App ⟨appid⟩):\n\n"
            "-----BEGIN RSA PRIVATE " + "KEY-----\n⟨body⟩\n-----END RSA PRIVATE KEY-----\n",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: deploy-bot-app\n"
            '  namespace: ci\nstringData:\n  app-id: "⟨appid⟩"\n  private-key.pem: |\n'
            "    -----BEGIN RSA PRIVATE " + "KEY-----\n⟨bodyi⟩\n    -----END RSA PRIVATE KEY-----",
        ),
        _gh_app,
        n=_N,
        secrets=("body", "bodyi"),
    ),
    Kind(
        "sentry_auth_token",
        (
            "SENTRY_AUTH_TOKEN=⟨t⟩ sentry-cli releases new booking-api@⟨ver⟩",
            ".sentryclirc:\n[auth]\ntoken=⟨u⟩\n\n[defaults]\norg=mekonggo\nproject=booking-api",
            "curl https://sentry.io/api/0/projects/mekonggo/booking-api/issues/ "
            '-H "Authorization: Bearer ⟨u⟩"',
            "- name: Upload source maps\n  env:\n    SENTRY_AUTH_TOKEN: ⟨t⟩\n"
            "  run: npx sentry-cli sourcemaps upload --release web@⟨ver⟩ ./dist",
            "Org auth token cho việc upload source map: ⟨t⟩",
        ),
        _sentry,
        n=_N,
        secrets=("t", "u"),
    ),
    Kind(
        "jwt_signing_secret",
        (
            "JWT_SECRET=⟨s⟩\nJWT_TTL_SECONDS=⟨ttl⟩",
            "auth-service: khoá ký HS256 là ⟨s⟩, access token sống ⟨ttl⟩ giây.",
            'jwt.sign(payload, "⟨s⟩", { expiresIn: ⟨ttl⟩, issuer: "auth.mekonggo.vn" })',
            "SESSION_SECRET=⟨s⟩\nCOOKIE_DOMAIN=.mekonggo.vn",
            'auth:\n  jwt:\n    algorithm: HS256\n    secret: "⟨s⟩"\n    ttl: ⟨ttl⟩',
        ),
        _jwt_secret,
        n=_N,
        secrets=("s",),
    ),
    Kind(
        "bearer_jwt_tokens",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" https://api.mekonggo.vn/v3/bookings/⟨bid⟩',
            "Token admin cho Pim test QA (hết hạn cuối tháng): ⟨jwt⟩",
            "Set-Cookie: mkg_refresh=⟨jwt⟩; Path=/auth; HttpOnly; Secure; SameSite=Lax",
            'http GET :8080/internal/payouts Authorization:"Bearer ⟨jwt⟩"',
            "$ kubectl create token ci-deployer -n payments --duration=8760h\n⟨jwt⟩",
        ),
        _bearer,
        n=_N,
        secrets=("jwt",),
    ),
    Kind(
        "openssh_private_key",
        (
            "-----BEGIN OPENSSH PRIVATE " + "KEY-----\n⟨body⟩\n-----END OPENSSH PRIVATE KEY-----",
            "~/.ssh/id_ed25519_bastion (IAP tunnel to the legacy VM ⟨ip⟩):\n"
            "-----BEGIN OPENSSH PRIVATE " + "KEY-----\n⟨body⟩\n-----END OPENSSH PRIVATE KEY-----",
            "Secret DEPLOY_KEY trong GitHub Actions (giá trị cũ, đã thu hồi?):\n\n"
            "-----BEGIN OPENSSH PRIVATE " + "KEY-----\n⟨body⟩\n-----END OPENSSH PRIVATE KEY-----\n",
        ),
        _ssh,
        n=_N,
        secrets=("body",),
    ),
    Kind(
        "kubernetes_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-env\n"
            "  namespace: ⟨ns⟩\ntype: Opaque\ndata:\n  MOMO_SECRET_KEY: ⟨b1⟩\n"
            "  VNPAY_HASH_SECRET: ⟨b2⟩",
            "$ kubectl get secret redis-auth -n ⟨ns⟩ -o jsonpath='{.data.password}'\n⟨b1⟩",
            "echo ⟨b3⟩ | base64 -d   # ra mật khẩu Cloud SQL của ⟨ns⟩",
            'kubectl patch secret booking-com -n ⟨ns⟩ -p \'{"data":{"password":"⟨b3⟩"}}\'',
        ),
        _k8s,
        n=_N,
        secrets=("b1", "b2", "b3"),
    ),
    Kind(
        "secret_manager_payload",
        (
            "printf '%s' '⟨v⟩' | gcloud secrets versions add ⟨name⟩ --data-file=- --project=⟨proj⟩",
            "$ gcloud secrets versions access latest --secret=⟨name⟩ --project=⟨proj⟩\n⟨v⟩",
            "$ gcloud secrets versions access ⟨ver⟩ --secret=⟨name⟩ --format=json\n{\n"
            '  "name": "projects/⟨pnum⟩/secrets/⟨name⟩/versions/⟨ver⟩",\n'
            '  "payload": {\n    "data": "⟨vb⟩",\n    "dataCrc32c": "⟨crc⟩"\n  }\n}',
            '>>> client.access_secret_version(name=f"projects/⟨pnum⟩/secrets/⟨name⟩/versions/'
            "latest\").payload.data\nb'⟨v⟩'",
        ),
        _sm_payload,
        n=_N,
        secrets=("v", "vb"),
    ),
    Kind(
        "fcm_legacy_server_key",
        (
            "FCM_SERVER_KEY=⟨k⟩",
            "curl -X POST https://fcm.googleapis.com/fcm/send -H 'Authorization: key=⟨k⟩' "
            "-H 'Content-Type: application/json' "
            '-d \'{"to":"/topics/deals-th","notification":{"title":"Flash sale Chiang Mai"}}\'',
            "Server key cũ (notification-svc bản 2031 vẫn dùng, sender ⟨n⟩): ⟨k⟩",
            "server key ของ Firebase project เก่า: ⟨k⟩",
        ),
        _fcm,
        n=_N,
        secrets=("k",),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨k⟩",
            "curl --request POST --url https://api.sendgrid.com/v3/mail/send "
            '--header "Authorization: Bearer ⟨k⟩" --header "Content-Type: application/json" '
            "--data @voucher-email.json",
            "Key gửi email xác nhận đặt phòng (Mail Send only, key #⟨n⟩): ⟨k⟩",
            "SMTP relay: smtp.sendgrid.net:587, user `apikey`, pass `⟨k⟩`",
        ),
        _sendgrid,
        n=_N,
        secrets=("k",),
    ),
    Kind(
        "sms_gateway_keys",
        (
            'curl "https://rest.esms.vn/MainService.svc/json/SendMultipleMessage_V4_get?'
            "Phone=0905123456&Content=Ma+OTP+MekongGo+cua+ban+la+⟨otp⟩&ApiKey=⟨ak⟩"
            '&SecretKey=⟨sk⟩&SmsType=2&Brandname=MEKONGGO"',
            "ESMS_API_KEY=⟨ak⟩\nESMS_SECRET_KEY=⟨sk⟩",
            "OTP SMS (eSMS) — ApiKey ⟨ak⟩, SecretKey ⟨sk⟩, brandname MEKONGGO",
            'curl -X POST https://api-v2.thaibulksms.com/sms -u "⟨tk⟩:⟨ts⟩" '
            "-d msisdn=0812345678 -d 'message=รหัส OTP ของคุณคือ ⟨otp⟩' -d sender=MekongGo",
            "THAIBULKSMS_API_KEY=⟨tk⟩\nTHAIBULKSMS_API_SECRET=⟨ts⟩",
        ),
        _sms,
        n=_N,
        secrets=("ak", "sk", "tk", "ts"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Mật khẩu tài khoản admin trên extranet khách sạn là ⟨pw⟩ — đổi sau buổi demo ⟨d⟩.",
            "รหัสผ่านของ user deploy บน bastion คือ ⟨pw⟩ นะครับ (อย่าแชร์ในกลุ่ม LINE)",
            "The Grafana admin password got reset to ⟨pw⟩ during the incident call on ⟨d⟩.",
            "Tài khoản Agoda YCS: khoa.nguyen@mekonggo.vn / ⟨pw⟩",
            "ถ้าจะเข้า pgAdmin ใช้ postgres / ⟨pw⟩ (เครื่อง staging-⟨n⟩ เท่านั้น)",
            "VPN Chiang Mai office: user mkg-cnx, password ⟨pw⟩",
            "Anh Huy bảo pass của Zalo OA admin là ⟨pw⟩, đăng nhập bằng số của công ty.",
        ),
        _prose_pw,
        n=_N,
        secrets=("pw",),
    ),
    Kind(
        "webhook_signing_secret",
        (
            "PARTNER_WEBHOOK_SECRET=⟨s⟩  # HMAC-SHA256 over the raw body, header X-MKG-Signature",
            "Shared secret for the Agoda push webhook: ⟨s⟩",
            "Secret ký webhook gửi cho đối tác Chiang Mai Trekking (partner #⟨n⟩): ⟨s⟩",
            "gh api repos/mekonggo/booking-api/hooks -f name=web "
            "-f 'config[url]=https://ci.mekonggo.vn/hook' -f 'config[secret]=⟨s⟩'",
            "gcloud pubsub subscriptions create booking-events-push --topic=booking-events "
            '--push-endpoint="https://api.mekonggo.vn/_pubsub/push?token=⟨s⟩" --project=⟨proj⟩',
        ),
        _webhook,
        n=_N,
        secrets=("s",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy ⟨d⟩\n- commit ⟨sha⟩\n- booking ⟨oid⟩, MoMo transId ⟨tid⟩\n"
            "- REDIS_URL=rediss://default:⟨pw⟩@10.20.0.4:6378/0 (dán nhầm, phải rotate)\n"
            "- Sentry event ⟨ev⟩",
            "Sự cố ZaloPay callback\n▸ request ⟨u⟩\n▸ LINE user ⟨luid⟩ báo lỗi\n"
            "▸ key2 đang dùng: ⟨k2⟩\n▸ hotel ⟨ulid⟩",
            "Release notes draft\n* ⟨sha⟩ fix VNPay IPN retry\n* trace ⟨ev⟩\n"
            "* GH_TOKEN=⟨ghp⟩ (used for the release job, revoke!)\n* booking ⟨oid⟩",
            "| field | value |\n|---|---|\n| vnp_TxnRef | ⟨tid⟩ |\n| commit | ⟨sha⟩ |\n"
            "| vnp_HashSecret | ⟨hs⟩ |\n| request id | ⟨u⟩ |",
        ),
        _among,
        n=_N,
        secrets=("pw", "k2", "ghp", "hs"),
    ),
)
