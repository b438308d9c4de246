"""True secrets as they leak into the notes of a backend engineer at an invented e-wallet
(LumbungPay, Jakarta, with a team in Ho Chi Minh City): each kind names the fields that
must not survive. Every value is random; nothing here is a live credential."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike48.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    certificate_der,
    ec_pkcs8_der,
    ec_sec1_der,
    hexs,
    indent,
    jwt_rs256,
    num,
    openssh_ed25519_private_body,
    password,
    pem_body,
    pick,
    rsa_pkcs8_der,
    rsa_traditional_der,
    sha256_hex,
    url_password,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_MID_SERVER = "Mid-" + "server-"
_XND = "xn" + "d_"
_AIZA = "AI" + "za"
_GOCSPX = "GOC" + "SPX-"
_LTAI = "LT" + "AI" + "5t"
_APA = "AP" + "A91b"
_GLPAT = "gl" + "pat-"
_NPM = "np" + "m_"
_GHPAT = "github" + "_pat_"
_KPAT = "kp" + "at_"
_SEC = "S" + "EC"
_PK = "PRIVATE" + " KEY-----"
_BEGIN = "-----BEGIN "
_END = "-----END "

_REGIONS_HOST = ("ap-southeast-5", "ap-southeast-1")
_PARTNERS = ("agregator-pulsa", "koperasi-sejahtera", "ppob-nusantara", "bnpl-partner-a")
_ORDERS = ("LBP-TOPUP", "LBP-QRIS", "LBP-BILL", "VN-NAP")


def _order(r: Random) -> str:
    return f"{r.choice(_ORDERS)}-20310{r.randint(401, 430)}-{pick(r, UPPER_ALNUM, 6)}"


def _midtrans(r: Random) -> dict[str, str]:
    sandbox = r.random() < 0.4
    key = ("SB-" if sandbox else "") + _MID_SERVER + pick(r, ALNUM + "_-", 24)
    return {
        "key": key,
        "prod": "false" if sandbox else "true",
        "mid": "G" + num(r, 9),
        "order": _order(r),
    }


def _basic_gateway(r: Random) -> dict[str, str]:
    mid = _MID_SERVER + pick(r, ALNUM, 24)
    xnd = _XND + r.choice(("production_", "development_")) + b64(r, 52)
    return {
        "bm": b64_of(mid + ":"),
        "bx": b64_of(xnd + ":"),
        "order": _order(r),
        "ts": f"2031-04-{r.randint(1, 28):02d}T0{r.randint(0, 9)}:"
        f"{r.randint(10, 59)}:{r.randint(10, 59)}Z",
    }


def _xendit(r: Random) -> dict[str, str]:
    return {
        "key": _XND + r.choice(("production_", "development_")) + b64(r, 52),
        "day": f"{r.randint(1, 28):02d}",
    }


def _xendit_cb(r: Random) -> dict[str, str]:
    return {"tok": pick(r, ALNUM, 48), "tok2": pick(r, ALNUM, 48), "inv": hexs(r, 24)}


def _momo(r: Random) -> dict[str, str]:
    return {
        "pc": "MOMO" + pick(r, UPPER, 4) + "2031" + f"{r.randint(1, 12):02d}{r.randint(1, 28):02d}",
        "ak": pick(r, ALNUM, 16),
        "sk": pick(r, ALNUM, 32),
        "oid": "VN-NAP-" + num(r, 13),
        "rid": uuid4(r),
    }


def _vnpay(r: Random) -> dict[str, str]:
    return {"tmn": pick(r, UPPER_ALNUM, 8), "hs": pick(r, UPPER, 32)}


def _snap_bi(r: Random) -> dict[str, str]:
    return {
        "cid": uuid4(r),
        "cs": uuid4(r),
        "cid2": uuid4(r),
        "cs2": pick(r, ALNUM, 32),
        "pid": num(r, 5),
    }


def _firebase_sa(r: Random) -> dict[str, str]:
    body = pem_body(rsa_pkcs8_der(r))
    pem = f"{_BEGIN}{_PK}\n{body}\n{_END}{_PK}\n"
    project = r.choice(("lumbung-prod", "lumbung-staging", "lbp-superapp-prod"))
    return {
        "pk": pem.replace("\n", "\\n"),
        "pem": body,
        "kid": hexs(r, 40),
        "proj": project,
        "email": f"firebase-adminsdk-{pick(r, LOWER_ALNUM, 5)}@{project}.iam.gserviceaccount.com",
        "cid": num(r, 21),
    }


def _fcm_legacy(r: Random) -> dict[str, str]:
    return {"k": "AAAA" + pick(r, B64URL, 7) + ":" + _APA + pick(r, B64URL, 134)}


def _google_key(r: Random) -> dict[str, str]:
    return {"k": _AIZA + pick(r, B64URL, 35)}


def _google_oauth(r: Random) -> dict[str, str]:
    number = num(r, 12)
    return {
        "s": _GOCSPX + pick(r, B64URL, 28),
        "cid": f"{number}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
    }


def _alibaba_ak(r: Random) -> dict[str, str]:
    return {
        "id": _LTAI + pick(r, ALNUM, 18),
        "sec": pick(r, ALNUM, 30),
        "region": r.choice(_REGIONS_HOST),
    }


def _alibaba_sts(r: Random) -> dict[str, str]:
    return {
        "sid": "STS." + pick(r, ALNUM, 25),
        "ssec": pick(r, ALNUM, 44),
        "tok": "CAIS" + b64(r, r.choice((402, 438, 471))),
        "rid": uuid4(r).upper(),
        "acct": num(r, 16),
    }


def _rds(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24))),
        "upw": url_password(r, r.choice((18, 22, 26))),
        "rid": pick(r, LOWER_ALNUM, 18),
    }


def _redis(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 24))),
        "upw": url_password(r, r.choice((20, 24))),
        "rid": pick(r, LOWER_ALNUM, 18),
    }


def _acr(r: Random) -> dict[str, str]:
    acct = num(r, 16)
    pw = url_password(r, r.choice((16, 20, 24)))
    return {
        "pw": pw,
        "acct": acct,
        "auth": b64_of(f"jenkins-ci@{acct}:{pw}"),
    }


def _k8s_secret(r: Random) -> dict[str, str]:
    xnd = _XND + "production_" + b64(r, 52)
    pw = password(r, 22)
    return {
        "b1": b64_of(xnd),
        "b2": b64_of(pw),
        "b3": b64_of(pick(r, ALNUM, 32)),
        "pw": password(r, 20),
        "hs": pick(r, UPPER, 32),
    }


def _kube_token(r: Random) -> dict[str, str]:
    ns = r.choice(("payments", "ci", "ledger", "wallet"))
    sa = r.choice(("jenkins-deployer", "ci-deployer", "argocd-manager"))
    claims = {
        "aud": ["https://kubernetes.default.svc.cluster.local"],
        "exp": 1900000000 + r.randint(0, 99999999),
        "iat": 1932000000 + r.randint(0, 9999999),
        "iss": "https://kubernetes.default.svc.cluster.local",
        "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uuid4(r)}},
        "nbf": 1932000000 + r.randint(0, 9999999),
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    ec = f"{_BEGIN}EC {_PK}\n{pem_body(ec_sec1_der(r))}\n{_END}EC {_PK}\n"
    return {
        "jwt": jwt_rs256(r, claims, b64url(r, 32)),
        "ip": f"10.{r.randint(0, 31)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
        "ckd": b64_of(ec),
        "ccd": b64_of(
            f"{_BEGIN}CERTIFICATE-----\n{pem_body(certificate_der(r))}\n{_END}CERTIFICATE-----\n"
        ),
        "ns": ns,
        "sa": sa,
    }


def _jenkins_api(r: Random) -> dict[str, str]:
    return {"t": "11" + hexs(r, 32), "user": r.choice(("rina.s", "deploy-bot", "hcm-release"))}


def _jenkins_agent(r: Random) -> dict[str, str]:
    return {
        "s": hexs(r, 64),
        "agent": r.choice(("hcm-arm64-02", "ack-agent-07", "win-qa-01", "hcm-macmini-01")),
    }


def _es_key(r: Random) -> dict[str, str]:
    key_id = pick(r, B64URL, 20)
    key = pick(r, B64URL, 22)
    return {
        "id": key_id,
        "key": key,
        "enc": b64_of(f"{key_id}:{key}"),
        "host": f"es-id-{pick(r, LOWER_ALNUM, 18)}.elasticsearch.aliyuncs.com",
    }


def _es_pw(r: Random) -> dict[str, str]:
    return {
        "pw": pick(r, ALNUM + "*_=+-", 20),
        "upw": url_password(r, 20),
        "host": f"es-id-{pick(r, LOWER_ALNUM, 18)}.elasticsearch.aliyuncs.com",
    }


def _kong_key(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, ALNUM, 32),
        "partner": r.choice(_PARTNERS),
        "u1": uuid4(r),
        "u2": uuid4(r),
        "ts": str(1932000000 + r.randint(0, 9999999)),
    }


def _kong_admin(r: Random) -> dict[str, str]:
    return {
        "pat": _KPAT + pick(r, ALNUM, 47),
        "rbac": pick(r, ALNUM + "-_", 32),
        "jk": pick(r, ALNUM, 32),
        "js": pick(r, ALNUM, 32),
        "u1": uuid4(r),
        "u2": uuid4(r),
    }


def _jwt_secret(r: Random) -> dict[str, str]:
    return {"s": r.choice((hexs(r, 64), b64(r, 48), pick(r, ALNUM, 40)))}


def _telegram(r: Random) -> dict[str, str]:
    return {"t": num(r, 10) + ":AA" + pick(r, B64URL, 33), "chat": num(r, 10)}


def _dingtalk(r: Random) -> dict[str, str]:
    return {"at": hexs(r, 64), "sec": _SEC + hexs(r, 64)}


def _twilio(r: Random) -> dict[str, str]:
    return {"sid": "AC" + hexs(r, 32), "tok": hexs(r, 32), "vs": hexs(r, 32)}


def _openssh(r: Random) -> dict[str, str]:
    comment = r.choice(("jenkins@hcm-arm64-02", "deploy@jkt-bastion", "ci@lumbungpay"))
    body = openssh_ed25519_private_body(r, comment)
    return {"body": body, "body_ind": indent(body, 16), "host": f"10.{r.randint(0, 31)}.0.4"}


def _pem_keys(r: Random) -> dict[str, str]:
    ec = pem_body(ec_pkcs8_der(r))
    return {
        "ec": ec,
        "ec_ind": indent(ec, 4),
        "rsa": pem_body(rsa_traditional_der(r)),
        "sec1": pem_body(ec_sec1_der(r)),
        "kid": pick(r, UPPER_ALNUM, 10),
        "team": pick(r, UPPER_ALNUM, 10),
    }


def _keystore(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 18, 22))), "pw2": password(r, 20)}


def _source_tokens(r: Random) -> dict[str, str]:
    return {
        "gl": _GLPAT + pick(r, B64URL, 20),
        "npm": _NPM + pick(r, ALNUM, 36),
        "gh": _GHPAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
    }


def _prose_pw(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 18, 21, 25))), "pw2": password(r, 18)}


def _among(r: Random) -> dict[str, str]:
    return {
        "nmid": "ID10" + str(r.randint(20, 31)) + num(r, 9),
        "txid": uuid4(r),
        "sha": hexs(r, 40),
        "xnd": _XND + "production_" + b64(r, 52),
        "reqid": uuid4(r).upper(),
        "digest": sha256_hex(r),
        "ak": pick(r, ALNUM, 30),
        "trace": hexs(r, 32),
        "u1": uuid4(r),
        "u2": uuid4(r),
        "esid": pick(r, B64URL, 20),
        "kk": pick(r, ALNUM, 32),
        "pw": password(r, 20),
        "inv": hexs(r, 24),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "midtrans_server_key",
        (
            "MIDTRANS_SERVER_KEY=⟨key⟩\nMIDTRANS_IS_PRODUCTION=⟨prod⟩\nMIDTRANS_MERCHANT_ID=⟨mid⟩",
            "curl -s -u '⟨key⟩:' https://api.midtrans.com/v2/⟨order⟩/status "
            "| jq .transaction_status",
            "Server key Midtrans untuk merchant ⟨mid⟩: ⟨key⟩ — jangan pernah dipakai di app mobile",
            'midtrans:\n  merchant_id: ⟨mid⟩\n  server_key: "⟨key⟩"\n  is_production: ⟨prod⟩',
            "Server key Midtrans của merchant ⟨mid⟩ là ⟨key⟩, team HCM dùng để test webhook.",
            'snapClient.New("⟨key⟩", midtrans.Production) // TODO pindah ke env sebelum merge',
        ),
        _midtrans,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "payment_gateway_basic_auth",
        (
            'curl https://api.xendit.co/v2/invoices -H "Authorization: Basic ⟨bx⟩" '
            '-H "Content-Type: application/json" -d @invoice.json',
            "Header yang dikirim worker ke Midtrans Core API: `Authorization: Basic ⟨bm⟩` "
            "(base64 dari server key + titik dua)",
            "plugins:\n- name: request-transformer\n  route: midtrans-charge\n  config:\n"
            "    add:\n      headers:\n      - 'Authorization:Basic ⟨bm⟩'",
            "⟨ts⟩ DEBUG http-out POST https://api.midtrans.com/v2/charge order=⟨order⟩ "
            "headers={Accept: application/json, Authorization: Basic ⟨bm⟩}",
            "Header Basic gửi sang Xendit bị log ra SLS: Authorization: Basic ⟨bx⟩ — "
            "cần tắt debug.",
        ),
        _basic_gateway,
        n=7,
        secrets=("bm", "bx"),
    ),
    Kind(
        "xendit_secret_key",
        (
            "XENDIT_SECRET_KEY=⟨key⟩",
            "curl https://api.xendit.co/balance -u ⟨key⟩:",
            "Secret key Xendit yang baru dibuat tanggal 2031-04-⟨day⟩: ⟨key⟩ — permission "
            "Money-in write, Money-out none.",
            'xnd := xendit.NewClient("⟨key⟩")',
            '{"xendit": {"secret_key": "⟨key⟩", "callback_url": '
            '"https://api.lumbungpay.id/webhooks/xendit"}}',
            "Secret key Xendit (môi trường test) anh Đức gửi: ⟨key⟩",
        ),
        _xendit,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "xendit_callback_token",
        (
            "XENDIT_CALLBACK_TOKEN=⟨tok⟩",
            "Verifikasi webhook: bandingkan header x-callback-token dengan ⟨tok⟩ "
            "(dari Dashboard → Settings → Webhooks).",
            "curl -X POST https://api.lumbungpay.id/webhooks/xendit/invoice "
            '-H "x-callback-token: ⟨tok⟩" -H "Content-Type: application/json" '
            '-d \'{"id":"⟨inv⟩","status":"PAID"}\'',
            "| env | callback verification token |\n|---|---|\n| staging | ⟨tok2⟩ |\n"
            "| prod | ⟨tok⟩ |",
        ),
        _xendit_cb,
        n=7,
        secrets=("tok", "tok2"),
    ),
    Kind(
        "momo_secret_key",
        (
            "MOMO_PARTNER_CODE=⟨pc⟩\nMOMO_ACCESS_KEY=⟨ak⟩\nMOMO_SECRET_KEY=⟨sk⟩",
            "momo:\n  partnerCode: ⟨pc⟩\n  accessKey: ⟨ak⟩\n  secretKey: ⟨sk⟩\n"
            "  endpoint: https://payment.momo.vn/v2/gateway/api/create",
            "Secret key MoMo (prod) của partner ⟨pc⟩: ⟨sk⟩ — chị Thảo gửi qua Zalo, nhớ "
            "chuyển vào KMS.",
            'echo -n "accessKey=⟨ak⟩&amount=50000&extraData=&orderId=⟨oid⟩&partnerCode=⟨pc⟩'
            '&requestId=⟨rid⟩" | openssl dgst -sha256 -hmac "⟨sk⟩"',
        ),
        _momo,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "vnpay_hash_secret",
        (
            "vnp_TmnCode=⟨tmn⟩\nvnp_HashSecret=⟨hs⟩\nvnp_Url=https://pay.vnpay.vn/vpcpay.html",
            "VNPay prod: TmnCode ⟨tmn⟩, HashSecret ⟨hs⟩ (email từ VNPAY ngày 02/04/2031).",
            "vnpay.tmn-code=⟨tmn⟩\nvnpay.hash-secret=⟨hs⟩\nvnpay.return-url=https://pay.lumbungpay.vn/vnpay/return",
            'mac := hmac.New(sha512.New, []byte("⟨hs⟩")) // hardcode tạm để debug sai chữ ký',
        ),
        _vnpay,
        n=7,
        secrets=("hs",),
    ),
    Kind(
        "snap_bi_client_secret",
        (
            "BCA_CLIENT_ID=⟨cid⟩\nBCA_CLIENT_SECRET=⟨cs⟩\nBCA_CHANNEL_ID=95051\nBCA_PARTNER_ID=⟨pid⟩",
            "Client secret SNAP BI dari bank (dipakai HMAC-SHA512 untuk X-SIGNATURE transaksi): "
            "⟨cs⟩; client id ⟨cid⟩ boleh ditulis.",
            '{"snap_bi": {"client_id": "⟨cid⟩", "client_secret": "⟨cs⟩", '
            '"private_key_path": "/etc/lumbung/snap/private.pem"}}',
            "| bank | client_id | client_secret |\n|---|---|---|\n| BCA | ⟨cid⟩ | ⟨cs⟩ |\n"
            "| Mandiri | ⟨cid2⟩ | ⟨cs2⟩ |",
        ),
        _snap_bi,
        n=7,
        secrets=("cs", "cs2"),
    ),
    Kind(
        "firebase_service_account_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "⟨pk⟩",\n'
            '  "client_email": "⟨email⟩",\n  "client_id": "⟨cid⟩",\n'
            '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            'cred = credentials.Certificate({"type": "service_account", "project_id": '
            '"⟨proj⟩", "private_key": "⟨pk⟩", "client_email": "⟨email⟩", '
            '"token_uri": "https://oauth2.googleapis.com/token"})',
            "Private key của firebase-adminsdk (jq -r .private_key sa.json):\n\n"
            + _BEGIN
            + _PK
            + "\n⟨pem⟩\n"
            + _END
            + _PK,
            'FIREBASE_PRIVATE_KEY="⟨pk⟩"\nFIREBASE_CLIENT_EMAIL=⟨email⟩\nFIREBASE_PROJECT_ID=⟨proj⟩',
        ),
        _firebase_sa,
        n=7,
        secrets=("pk", "pem"),
    ),
    Kind(
        "fcm_legacy_server_key",
        (
            'curl -X POST https://fcm.googleapis.com/fcm/send -H "Authorization: key=⟨k⟩" '
            '-H "Content-Type: application/json" -d \'{"to":"/topics/promo-ramadan",'
            '"notification":{"title":"Cashback 20%"}}\'',
            "FCM_SERVER_KEY=⟨k⟩  # legacy, dipakai notif-service lama sebelum migrasi ke HTTP v1",
            "Server key cũ của Firebase Cloud Messaging (project lumbung-prod): ⟨k⟩",
            "'fcm' => [\n    'server_key' => '⟨k⟩',\n    'sender_id' => env('FCM_SENDER_ID'),\n],",
        ),
        _fcm_legacy,
        n=6,
        secrets=("k",),
    ),
    Kind(
        "google_server_api_key",
        (
            "GOOGLE_MAPS_SERVER_KEY=⟨k⟩ (IP-restricted ke NAT gateway, dipakai geocoding merchant)",
            'curl "https://maps.googleapis.com/maps/api/geocode/json?address=Jl.+Jend.+Sudirman'
            '+Kav+52&key=⟨k⟩"',
            "Places API key cho backend HCM: ⟨k⟩ — không restrict, cần rotate.",
            "geocoder:\n  provider: google\n  api_key: ⟨k⟩\n  timeout: 3s",
        ),
        _google_key,
        n=6,
        secrets=("k",),
    ),
    Kind(
        "google_oauth_client_secret",
        (
            '{"web":{"client_id":"⟨cid⟩","project_id":"lumbung-prod",'
            '"auth_uri":"https://accounts.google.com/o/oauth2/auth",'
            '"token_uri":"https://oauth2.googleapis.com/token","client_secret":"⟨s⟩",'
            '"redirect_uris":["https://merchant.lumbungpay.id/auth/google/callback"]}}',
            "GOOGLE_CLIENT_ID=⟨cid⟩\nGOOGLE_CLIENT_SECRET=⟨s⟩",
            "OAuth client secret untuk Sign in with Google di merchant portal: ⟨s⟩",
            "spring.security.oauth2.client.registration.google.client-id=⟨cid⟩\n"
            "spring.security.oauth2.client.registration.google.client-secret=⟨s⟩",
        ),
        _google_oauth,
        n=6,
        secrets=("s",),
    ),
    Kind(
        "alibaba_access_key_secret",
        (
            "aliyun configure set --profile prod --mode AK --region ⟨region⟩ "
            "--access-key-id ⟨id⟩ --access-key-secret ⟨sec⟩",
            '{\n  "current": "default",\n  "profiles": [\n    {\n      "name": "default",\n'
            '      "mode": "AK",\n      "access_key_id": "⟨id⟩",\n'
            '      "access_key_secret": "⟨sec⟩",\n      "region_id": "⟨region⟩",\n'
            '      "output_format": "json",\n      "language": "en"\n    }\n  ]\n}',
            "[Credentials]\nlanguage=EN\nendpoint=oss-⟨region⟩.aliyuncs.com\n"
            "accessKeyID=⟨id⟩\naccessKeySecret=⟨sec⟩",
            "ALIBABA_CLOUD_ACCESS_KEY_ID=⟨id⟩ ALIBABA_CLOUD_ACCESS_KEY_SECRET=⟨sec⟩ "
            "terraform apply -target=module.oss_kyc",
            "AccessKey của RAM user `sls-shipper` (chỉ có quyền PutLogs): ID ⟨id⟩, Secret ⟨sec⟩",
            'provider "alicloud" {\n  access_key = "⟨id⟩"\n  secret_key = "⟨sec⟩"\n'
            '  region     = "⟨region⟩"\n}',
        ),
        _alibaba_ak,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "alibaba_sts_credentials",
        (
            '{\n  "RequestId": "⟨rid⟩",\n  "AssumedRoleUser": {\n'
            '    "Arn": "acs:ram::⟨acct⟩:role/oss-kyc-reader/jenkins",\n'
            '    "AssumedRoleId": "3⟨acct⟩:jenkins"\n  },\n  "Credentials": {\n'
            '    "SecurityToken": "⟨tok⟩",\n    "AccessKeyId": "⟨sid⟩",\n'
            '    "AccessKeySecret": "⟨ssec⟩",\n    "Expiration": "2031-04-10T09:12:33Z"\n  }\n}',
            "export ALIBABA_CLOUD_ACCESS_KEY_ID=⟨sid⟩\n"
            "export ALIBABA_CLOUD_ACCESS_KEY_SECRET=⟨ssec⟩\n"
            "export ALIBABA_CLOUD_SECURITY_TOKEN=⟨tok⟩",
            "ossutil cp ktp-sample.jpg oss://lumbung-kyc-staging/debug/ -i ⟨sid⟩ -k ⟨ssec⟩ "
            "-t ⟨tok⟩",
        ),
        _alibaba_sts,
        n=6,
        secrets=("tok", "ssec"),
    ),
    Kind(
        "rds_database_password",
        (
            "jdbc:mysql://rm-⟨rid⟩.mysql.ap-southeast-5.rds.aliyuncs.com:3306/wallet"
            "?user=wallet_app&password=⟨upw⟩&useSSL=true",
            'DB_DSN="wallet_app:⟨upw⟩@tcp(rm-⟨rid⟩.mysql.ap-southeast-5.rds.aliyuncs.com:3306)'
            '/wallet?parseTime=true&loc=Asia%2FJakarta"',
            "mysql -h rm-⟨rid⟩.mysql.ap-southeast-5.rds.aliyuncs.com -u wallet_admin "
            "-p'⟨pw⟩' wallet_ledger",
            "spring:\n  datasource:\n    url: jdbc:mysql://pc-⟨rid⟩.rwlb.ap-southeast-5.rds."
            "aliyuncs.com:3306/ledger\n    username: ledger_rw\n    password: ⟨pw⟩",
            "Mật khẩu RDS của tài khoản `report_ro` (chỉ đọc) là ⟨pw⟩, dùng cho Metabase.",
            "PGPASSWORD='⟨pw⟩' psql -h pgm-⟨rid⟩.pg.rds.aliyuncs.com -U risk_rw -d risk",
        ),
        _rds,
        n=7,
        secrets=("pw", "upw"),
    ),
    Kind(
        "redis_tair_password",
        (
            "redis-cli -h r-⟨rid⟩.redis.rds.aliyuncs.com -p 6379 -a 'otp_rw:⟨pw⟩' INFO keyspace",
            "REDIS_URL=redis://wallet_cache:⟨upw⟩@r-⟨rid⟩.redis.rds.aliyuncs.com:6379/0",
            "spring.data.redis.host=r-⟨rid⟩.redis.rds.aliyuncs.com\n"
            "spring.data.redis.password=⟨pw⟩",
            "Password Tair (instance r-⟨rid⟩, akun `otp_rw`): ⟨pw⟩",
            "r-⟨rid⟩.redis.rds.aliyuncs.com:6379> AUTH otp_rw:⟨pw⟩\nOK\n"
            "r-⟨rid⟩.redis.rds.aliyuncs.com:6379> DBSIZE\n(integer) 48211",
        ),
        _redis,
        n=7,
        secrets=("pw", "upw"),
    ),
    Kind(
        "container_registry_password",
        (
            "docker login --username=jenkins-ci@⟨acct⟩ --password '⟨pw⟩' "
            "lumbung-registry.ap-southeast-5.cr.aliyuncs.com",
            "echo '⟨pw⟩' | docker login -u jenkins-ci@⟨acct⟩ --password-stdin "
            "registry-intl.ap-southeast-5.aliyuncs.com",
            '{"auths":{"lumbung-registry.ap-southeast-5.cr.aliyuncs.com":{"username":'
            '"jenkins-ci@⟨acct⟩","password":"⟨pw⟩","auth":"⟨auth⟩"}}}',
            "Fixed password ACR (instance EE lumbung-registry) cho pipeline HCM: ⟨pw⟩",
        ),
        _acr,
        n=7,
        secrets=("pw", "auth"),
    ),
    Kind(
        "kubernetes_secret_values",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: wallet-api-env\n"
            "  namespace: payments\ntype: Opaque\ndata:\n  XENDIT_SECRET_KEY: ⟨b1⟩\n"
            "  DB_PASSWORD: ⟨b2⟩",
            "kubectl get secret wallet-api-env -n payments -o jsonpath='{.data.MOMO_SECRET_KEY}'"
            "\n⟨b3⟩",
            "kubectl create secret generic rds-ledger --from-literal=username=ledger_rw "
            "--from-literal=password='⟨pw⟩' -n ledger",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: vnpay\n  namespace: payments-vn\n"
            "stringData:\n  VNPAY_TMN_CODE: LBPVN001\n  VNPAY_HASH_SECRET: ⟨hs⟩",
        ),
        _k8s_secret,
        n=7,
        secrets=("b1", "b2", "b3", "pw", "hs"),
    ),
    Kind(
        "kubernetes_credentials",
        (
            "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n"
            "    certificate-authority-data: ⟨ccd⟩\n    server: https://⟨ip⟩:6443\n"
            "  name: ack-prod-jkt\nusers:\n- name: ⟨sa⟩\n  user:\n    token: ⟨jwt⟩",
            "kubectl --server=https://⟨ip⟩:6443 --token=⟨jwt⟩ get pods -n ⟨ns⟩",
            'curl -k -H "Authorization: Bearer ⟨jwt⟩" https://⟨ip⟩:6443/api/v1/namespaces/⟨ns⟩/pods',
            "Token service account `⟨sa⟩` (ACK cluster prod-jkt), hết hạn 2032: ⟨jwt⟩",
            "users:\n- name: hcm-admin\n  user:\n    client-certificate-data: ⟨ccd⟩\n"
            "    client-key-data: ⟨ckd⟩",
        ),
        _kube_token,
        n=7,
        secrets=("jwt", "ckd"),
    ),
    Kind(
        "jenkins_api_token",
        (
            "curl -X POST -u ⟨user⟩:⟨t⟩ 'https://jenkins.lumbungpay.id/job/wallet-api/job/main/"
            "buildWithParameters?ENV=staging'",
            "JENKINS_USER=⟨user⟩\nJENKINS_API_TOKEN=⟨t⟩",
            "API token Jenkins buat user `⟨user⟩` (dibuat 2031-03-28): ⟨t⟩",
            "java -jar jenkins-cli.jar -s https://jenkins.lumbungpay.id/ -auth ⟨user⟩:⟨t⟩ "
            "safe-restart",
            "[jenkins]\nuser=⟨user⟩\npassword=⟨t⟩\nurl=https://jenkins.lumbungpay.id",
        ),
        _jenkins_api,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "jenkins_agent_secret",
        (
            "java -jar agent.jar -url https://jenkins.lumbungpay.id/ -secret ⟨s⟩ -name ⟨agent⟩ "
            "-workDir /home/jenkins/agent",
            "JENKINS_SECRET=⟨s⟩\nJENKINS_AGENT_NAME=⟨agent⟩\nJENKINS_URL=http://jenkins.ci.svc:8080",
            "echo ⟨s⟩ > secret-file && java -jar agent.jar -url https://jenkins.lumbungpay.id/ "
            "-name ⟨agent⟩ -secret @secret-file",
            "Secret của agent `⟨agent⟩` (node inbound): ⟨s⟩",
        ),
        _jenkins_agent,
        n=6,
        secrets=("s",),
    ),
    Kind(
        "elasticsearch_api_key",
        (
            'curl -H "Authorization: ApiKey ⟨enc⟩" "https://⟨host⟩:9200/wallet-txn-*/_count"',
            '{\n  "id": "⟨id⟩",\n  "name": "jenkins-reindex",\n  "expiration": 1935000000000,\n'
            '  "api_key": "⟨key⟩",\n  "encoded": "⟨enc⟩"\n}',
            'output.elasticsearch:\n  hosts: ["https://⟨host⟩:9200"]\n  api_key: "⟨id⟩:⟨key⟩"\n'
            '  index: "wallet-api-%{+yyyy.MM.dd}"',
            "ES_API_KEY=⟨enc⟩",
            "API key ES cho dashboard đối soát (quyền read wallet-txn-*): ⟨enc⟩",
        ),
        _es_key,
        n=7,
        secrets=("key", "enc"),
    ),
    Kind(
        "elasticsearch_user_password",
        (
            "bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password of "
            "the [elastic] user to an autogenerated value.\nThe password will be printed in the "
            "console.\nPlease confirm that you would like to continue [y/N]y\n\n\n"
            "Password for the [elastic] user successfully reset.\nNew value: ⟨pw⟩",
            'elasticsearch.hosts: ["https://⟨host⟩:9200"]\nelasticsearch.username: '
            '"kibana_system"\nelasticsearch.password: "⟨pw⟩"',
            "curl -u elastic:⟨upw⟩ 'https://⟨host⟩:9200/_cat/indices/wallet-*?v&s=index'",
            "Password user `logstash_writer` di cluster ES Alibaba: ⟨pw⟩",
            'output {\n  elasticsearch {\n    hosts => ["https://⟨host⟩:9200"]\n'
            '    user => "logstash_writer"\n    password => "⟨pw⟩"\n  }\n}',
        ),
        _es_pw,
        n=7,
        secrets=("pw", "upw"),
    ),
    Kind(
        "kong_key_auth_credential",
        (
            "curl -X POST http://kong-admin.internal:8001/consumers/⟨partner⟩/key-auth -d key=⟨k⟩",
            'curl https://api.lumbungpay.id/v2/merchants/me -H "apikey: ⟨k⟩"',
            "consumers:\n- username: ⟨partner⟩\n  keyauth_credentials:\n  - key: ⟨k⟩",
            '{"id":"⟨u1⟩","key":"⟨k⟩","consumer":{"id":"⟨u2⟩"},"created_at":⟨ts⟩,'
            '"ttl":null,"tags":null}',
            "API key Kong cho đối tác ⟨partner⟩: ⟨k⟩ (đã gửi qua email mã hoá)",
        ),
        _kong_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "kong_admin_and_jwt_secrets",
        (
            "deck gateway sync kong.yaml --konnect-token ⟨pat⟩ "
            "--konnect-control-plane-name prod-jkt",
            'curl -H "Kong-Admin-Token: ⟨rbac⟩" http://kong-admin.internal:8001/services',
            '{"consumer":{"id":"⟨u1⟩"},"id":"⟨u2⟩","key":"⟨jk⟩","secret":"⟨js⟩",'
            '"algorithm":"HS256","rsa_public_key":null}',
            "KONNECT_TOKEN=⟨pat⟩",
            "Secret JWT credential consumer mobile-app (HS256, iss ⟨jk⟩): ⟨js⟩",
        ),
        _kong_admin,
        n=7,
        secrets=("pat", "rbac", "js"),
    ),
    Kind(
        "jwt_signing_secret",
        (
            "JWT_SECRET=⟨s⟩",
            'auth:\n  access_token_ttl: 15m\n  refresh_token_ttl: 720h\n  hmac_secret: "⟨s⟩"',
            "Signing secret HS256 cho token nội bộ giữa wallet-api và ledger: ⟨s⟩",
            'jwt.sign(payload, "⟨s⟩", { algorithm: "HS256", expiresIn: "15m" })',
        ),
        _jwt_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "telegram_bot_token",
        (
            'curl -s "https://api.telegram.org/bot⟨t⟩/sendMessage" -d chat_id=-100⟨chat⟩ '
            '-d text="deploy wallet-api selesai"',
            "TELEGRAM_BOT_TOKEN=⟨t⟩\nTELEGRAM_CHAT_ID=-100⟨chat⟩",
            "Bot @lbp_oncall_bot token: ⟨t⟩ (alert Jenkins + SLS)",
            "receivers:\n- name: oncall-telegram\n  telegram_configs:\n  - bot_token: '⟨t⟩'\n"
            "    chat_id: -100⟨chat⟩\n    parse_mode: HTML",
        ),
        _telegram,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "dingtalk_robot_credentials",
        (
            "https://oapi.dingtalk.com/robot/send?access_token=⟨at⟩",
            '{"type": "DingTalk", "url": "https://oapi.dingtalk.com/robot/send?access_token=⟨at⟩", '
            '"secret": "⟨sec⟩"}',
            "DINGTALK_WEBHOOK_SECRET=⟨sec⟩",
            "Robot DingTalk grup SRE Alibaba: access_token ⟨at⟩, secret penandatanganan ⟨sec⟩",
        ),
        _dingtalk,
        n=6,
        secrets=("at", "sec"),
    ),
    Kind(
        "twilio_auth_token",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩\nTWILIO_VERIFY_SERVICE_SID=VA⟨vs⟩",
            "curl -X POST https://verify.twilio.com/v2/Services/VA⟨vs⟩/Verifications "
            "--data-urlencode 'To=+628120000000' -d Channel=sms -u ⟨sid⟩:⟨tok⟩",
            "Auth token Twilio (fallback OTP SMS kalau provider lokal down): ⟨tok⟩",
            'client = Client("⟨sid⟩", "⟨tok⟩")',
        ),
        _twilio,
        n=6,
        secrets=("tok",),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN + "OPENSSH " + _PK + "\n⟨body⟩\n" + _END + "OPENSSH " + _PK,
            "Deploy key Jenkins → GitLab (ed25519), isi ~/.ssh/id_ed25519 di agent:\n\n"
            + _BEGIN
            + "OPENSSH "
            + _PK
            + "\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PK
            + "\n",
            "$ cat ~/.ssh/jump_jkt\n"
            + _BEGIN
            + "OPENSSH "
            + _PK
            + "\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PK,
            "credentials:\n  system:\n    domainCredentials:\n    - credentials:\n"
            "      - basicSSHUserPrivateKey:\n          id: gitlab-deploy\n"
            "          username: git\n          privateKeySource:\n            directEntry:\n"
            "              privateKey: |\n                "
            + _BEGIN
            + "OPENSSH "
            + _PK
            + "\n⟨body_ind⟩\n                "
            + _END
            + "OPENSSH "
            + _PK,
        ),
        _openssh,
        n=7,
        secrets=("body", "body_ind"),
    ),
    Kind(
        "pem_private_keys",
        (
            "AuthKey_⟨kid⟩.p8 (APNs, Team ID ⟨team⟩):\n" + _BEGIN + _PK + "\n⟨ec⟩\n" + _END + _PK,
            "Private key RSA để ký SNAP BI (X-SIGNATURE asymmetric), public key đã gửi bank:\n\n"
            + _BEGIN
            + "RSA "
            + _PK
            + "\n⟨rsa⟩\n"
            + _END
            + "RSA "
            + _PK,
            "apns:\n  key_id: ⟨kid⟩\n  team_id: ⟨team⟩\n  auth_key: |\n    "
            + _BEGIN
            + _PK
            + "\n⟨ec_ind⟩\n    "
            + _END
            + _PK,
            "Kunci ES256 untuk plugin jwt Kong (consumer partner-b2b):\n"
            + _BEGIN
            + "EC "
            + _PK
            + "\n⟨sec1⟩\n"
            + _END
            + "EC "
            + _PK,
        ),
        _pem_keys,
        n=7,
        secrets=("ec", "ec_ind", "rsa", "sec1"),
    ),
    Kind(
        "android_keystore_password",
        (
            "storeFile=../keys/lumbung-release.jks\nstorePassword=⟨pw⟩\n"
            "keyAlias=lumbung-release\nkeyPassword=⟨pw2⟩",
            "./gradlew bundleRelease "
            "-Pandroid.injected.signing.store.file=/var/jenkins/keys/upload.jks "
            "-Pandroid.injected.signing.store.password='⟨pw⟩' "
            "-Pandroid.injected.signing.key.alias=upload "
            "-Pandroid.injected.signing.key.password='⟨pw2⟩'",
            "Mật khẩu keystore của upload key (Play Console) là ⟨pw⟩, key password giống vậy.",
            "keytool -list -v -keystore upload.jks -storepass '⟨pw⟩'",
        ),
        _keystore,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "source_and_package_tokens",
        (
            "@lumbung:registry=https://gitlab.lumbungpay.id/api/v4/packages/npm/\n"
            "//gitlab.lumbungpay.id/api/v4/packages/npm/:_authToken=⟨gl⟩",
            "//registry.npmjs.org/:_authToken=⟨npm⟩",
            "git clone https://oauth2:⟨gl⟩@gitlab.lumbungpay.id/wallet/ledger-service.git",
            "GITHUB_TOKEN=⟨gh⟩ gh release download v3.2.0 -R lumbung-oss/qris-parser",
            "Token GitLab buat Renovate bot (scope api, read_repository): ⟨gl⟩",
        ),
        _source_tokens,
        n=7,
        secrets=("gl", "npm", "gh"),
    ),
    Kind(
        "password_in_prose",
        (
            "Password akun admin Jenkins yang baru: ⟨pw⟩ (ganti setelah SSO aktif)",
            "Mật khẩu tài khoản elastic của Kibana staging là ⟨pw⟩, anh Huy đã đổi hôm qua.",
            "The break-glass password for the Alibaba Cloud root account is ⟨pw⟩ — kept here "
            "only until the vault migration.",
            "Kata sandi VPN jump host Jakarta untuk user `oncall`: ⟨pw⟩",
            "| sistem | user | password |\n|---|---|---|\n| Grafana | admin | ⟨pw⟩ |\n"
            "| Kibana staging | elastic | ⟨pw2⟩ |",
            "Đăng nhập RabbitMQ management bằng user `ops` / mật khẩu `⟨pw⟩`.",
        ),
        _prose_pw,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incident INC-2031-0412 (settlement QRIS tertunda)\n- NMID ⟨nmid⟩\n"
            "- Midtrans transaction_id ⟨txid⟩\n- commit fix ⟨sha⟩\n"
            "- secret key Xendit sempat ke-paste di channel: ⟨xnd⟩ → sudah di-roll",
            "Checklist rotate AK (HCM)\n▸ RequestId Alibaba ⟨reqid⟩\n▸ image sha256:⟨digest⟩\n"
            "▸ AccessKeySecret mới: ⟨ak⟩\n▸ trace ⟨trace⟩",
            "Kong consumer ⟨u1⟩ / route ⟨u2⟩; ES doc ⟨esid⟩; key-auth key cũ ⟨kk⟩ (chưa revoke!)",
            '{"level":"error","ts":"2031-04-11T02:14:09Z","invoice_id":"⟨inv⟩",'
            '"trace_id":"⟨trace⟩","db_password":"⟨pw⟩","msg":"connect: access denied"}',
        ),
        _among,
        n=7,
        secrets=("xnd", "ak", "kk", "pw"),
    ),
)
