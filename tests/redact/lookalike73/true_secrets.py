"""True secrets in Bếp Nhà Giao memory-note framings; each kind names the fields that must not
survive. Public or short identifiers next to them (partner codes, merchant ids, app ids,
channel ids, access-key ids, account ids) are drawn too but never listed."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike73.gen import (
    ALNUM,
    B64,
    B64URL,
    DIGITS,
    LOWER_ALNUM,
    TH_NAMES,
    UPPER,
    UPPER_ALNUM,
    URL_SAFE_PASSWORD,
    VN_NAMES,
    Kind,
    Values,
    b64,
    b64_of,
    b64url,
    clock,
    day,
    epoch,
    hexs,
    hexu,
    human_password,
    indent,
    jwt,
    num,
    objectid,
    openssh_private,
    order_id,
    password,
    pick,
    private_key_pem,
    th_phone,
    uuid4,
    vn_phone,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SKEY = "sk" + "ey_"
_PKEY = "pk" + "ey_"
_LLM_SK = "sk" + "_"
_LLM_PK = "pk" + "_"
_AIZA = "AI" + "zaSy"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS = "IQoJb3JpZ2lu" + "X2Vj"
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GLDT = "gl" + "dt-"
_GLC = "gl" + "c_"
_GLSA = "gl" + "sa_"
_MB = "mb" + "_"
_B32 = UPPER + "234567"
_YA29 = "ya" + "29."


def _k(name: str, templates: tuple[str, ...], values: Values, *secrets: str) -> Kind:
    return Kind(name, templates, values, n=7, secrets=secrets)


def _rds_host(r: Random) -> str:
    env = r.choice(("prod", "prod", "staging"))
    ro = r.choice(("", "-ro"))
    return f"bng-{env}.cluster{ro}-{pick(r, LOWER_ALNUM, 12)}.ap-southeast-1.rds.amazonaws.com"


def _omise_id(r: Random) -> str:
    return r.choice("56") + pick(r, LOWER_ALNUM, 18)


def _acct(r: Random) -> str:
    return num(r, 12)


# ------------------------------------------------------------------ Vietnamese payments


def _momo(r: Random) -> dict[str, str]:
    date = f"2035{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    return {
        "partner": "MOMO" + pick(r, UPPER, 4) + date,
        "access": pick(r, ALNUM, 16),
        "secret": pick(r, ALNUM, 32),
        "day": day(r),
        "vn": r.choice(VN_NAMES),
    }


def _zalopay(r: Random) -> dict[str, str]:
    return {
        "app": r.choice(("2553", "2554", num(r, 4), num(r, 6))),
        "k1": pick(r, ALNUM, 32),
        "k2": pick(r, ALNUM, 32),
        "day": day(r),
    }


def _vnpay(r: Random) -> dict[str, str]:
    return {
        "tmn": pick(r, UPPER_ALNUM, 8),
        "hs": pick(r, UPPER, 32),
        "time": clock(r),
        "day": day(r),
    }


def _onepay(r: Random) -> dict[str, str]:
    return {
        "m": r.choice(("TESTONEPAY", "BEPNHAGIAO", "BNGDOMESTIC", "TESTONEPAY" + num(r, 2))),
        "ac": hexu(r, 8),
        "hk": hexu(r, 32),
        "n": num(r, 3),
    }


# ------------------------------------------------------------------ Thai payments


def _omise(r: Random) -> dict[str, str]:
    mode = r.choice(("test_", "test_", ""))
    return {
        "sk": _SKEY + mode + _omise_id(r),
        "pk": _PKEY + mode + _omise_id(r),
        "tok": _omise_id(r),
        "amt": str(r.randint(59, 890)),
    }


def _twoc2p(r: Random) -> dict[str, str]:
    return {
        "mid": r.choice(("JT01", "JT02", "764764" + num(r, 9))),
        "sk": hexu(r, 64),
        "day": day(r),
    }


def _linepay(r: Random) -> dict[str, str]:
    return {"cid": r.choice(("16", "20")) + num(r, 8), "cs": hexs(r, 32), "n": num(r, 3)}


def _line_msg(r: Random) -> dict[str, str]:
    return {"tok": b64(r, 128), "cs": hexs(r, 32), "day": day(r)}


# ------------------------------------------------------------------ delivery and maps


def _grab(r: Random) -> dict[str, str]:
    cid = hexs(r, 32)
    now = epoch(r)
    claims = {
        "aud": cid,
        "exp": now + 604800,
        "iat": now,
        "iss": "https://idp.grab.com",
        "jti": b64url(r, 16),
        "nbf": now - 60,
        "pid": uuid4(r),
        "scp": '["grab_express.partner_deliveries"]',
        "sub": cid,
        "svc": "PARTNER",
        "tk_type": "access",
    }
    return {
        "cid": cid,
        "cs": pick(r, B64URL, r.choice((16, 24, 32))),
        "at": jwt(r, {"alg": "RS256", "kid": "_default", "typ": "JWT"}, claims, 256),
    }


def _lalamove(r: Random) -> dict[str, str]:
    mode = r.choice(("test_", "prod_"))
    return {
        "pk": _LLM_PK + mode + hexs(r, 32),
        "sk": _LLM_SK + mode + pick(r, B64, 64),
        "market": r.choice(("VN", "TH")),
        "day": day(r),
    }


def _maps(r: Random) -> dict[str, str]:
    return {
        "key": _AIZA + pick(r, B64URL, 33),
        "sig": base64.urlsafe_b64encode(r.randbytes(20)).decode(),
        "lat": f"10.{num(r, 4)}",
        "lng": f"106.{num(r, 4)}",
    }


# ------------------------------------------------------------------ AWS and databases


def _aws(r: Random) -> dict[str, str]:
    return {
        "akid": _AKIA + pick(r, _B32, 16),
        "sak": pick(r, B64, 40),
        "day": day(r),
    }


def _sts(r: Random) -> dict[str, str]:
    return {
        "akid": _ASIA + pick(r, _B32, 16),
        "sak": pick(r, B64, 40),
        "st": _STS + pick(r, B64, r.randint(600, 900)),
        "day": day(r),
        "time": clock(r),
    }


def _pg(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 28, 32)), URL_SAFE_PASSWORD),
        "host": _rds_host(r),
    }


def _config_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24, 30))),
        "host": _rds_host(r),
        "cid": pick(r, LOWER_ALNUM, 6),
    }


# ------------------------------------------------------------------ Cloudflare, Firebase


def _cloudflare(r: Random) -> dict[str, str]:
    return {"tok": pick(r, B64URL, 40), "gk": hexs(r, 37), "zone": hexs(r, 32)}


def _tunnel_r2(r: Random) -> dict[str, str]:
    acct = hexs(r, 32)
    token = {"a": acct, "t": uuid4(r), "s": b64(r, 32)}
    return {
        "tt": b64_of(json.dumps(token, separators=(",", ":"))),
        "acct": acct,
        "rk": hexs(r, 32),
        "rs": hexs(r, 64),
    }


def _firebase(r: Random) -> dict[str, str]:
    key = private_key_pem(r, "rsa8")
    return {
        "proj": r.choice(("bep-nha-giao-prod", "bep-nha-giao-stg", "bng-rider-app")),
        "kid": hexs(r, 40),
        "pkj": key.replace("\n", "\\n") + "\\n",
        "pem": key,
        "sfx": pick(r, LOWER_ALNUM, 5),
        "cid": num(r, 21),
        "at": _YA29 + r.choice(("c.c0", "c.b0", "a0Ad")) + pick(r, B64URL, r.randint(180, 360)),
    }


# ------------------------------------------------------------------ messaging


def _zalo(r: Random) -> dict[str, str]:
    return {
        "at": pick(r, B64URL, r.randint(280, 360)),
        "rt": pick(r, B64URL, r.randint(280, 360)),
        "sec": pick(r, ALNUM, 20),
        "app": num(r, 19),
        "day": day(r),
    }


def _esms(r: Random) -> dict[str, str]:
    return {
        "ak": hexu(r, 32),
        "sk": hexu(r, 32),
        "phone": vn_phone(r),
        "otp": pick(r, DIGITS, 6),
    }


def _thai_sms(r: Random) -> dict[str, str]:
    key, secret = pick(r, B64URL, 32), pick(r, B64URL, 32)
    return {
        "k": key,
        "s": secret,
        "basic": b64_of(f"{key}:{secret}"),
        "k2": hexs(r, 32),
        "s2": hexs(r, 32),
        "phone": th_phone(r),
        "otp": pick(r, DIGITS, 6),
    }


# ------------------------------------------------------------------ GitLab, Grafana, Metabase


def _gitlab(r: Random) -> dict[str, str]:
    return {
        "pat": _GLPAT + pick(r, B64URL, r.choice((20, 20, 27))),
        "rt": _GLRT + r.choice(("", "t1_", "t3_")) + pick(r, B64URL, 20),
        "dt": _GLDT + pick(r, B64URL, 20),
        "n": num(r, 8),
        "day": day(r),
    }


def _ci_vars(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, 24),
        "vn": pick(r, UPPER, 32),
        "pat": _GLPAT + pick(r, B64URL, 20),
        "emb": hexs(r, 64),
        "gs": pick(r, B64URL, 24),
        "sk": _SKEY + _omise_id(r),
        "acct": _acct(r),
        "n": num(r, 8),
    }


def _grafana(r: Random) -> dict[str, str]:
    stack = num(r, 6)
    token = {
        "o": num(r, 6),
        "n": r.choice(("ecs-logs-write", "alloy-metrics", "stack-" + stack + "-otlp")),
        "k": pick(r, ALNUM, 24),
        "m": {"r": "prod-ap-southeast-1"},
    }
    return {
        "glc": _GLC + b64_of(json.dumps(token, separators=(",", ":"))),
        "glsa": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8),
        "uid": num(r, 7),
        "nn": str(r.randint(10, 40)),
        "duid": pick(r, LOWER_ALNUM, 14),
    }


def _metabase(r: Random) -> dict[str, str]:
    return {
        "emb": hexs(r, 64),
        "mbk": _MB + b64(r, 32),
        "sess": uuid4(r),
        "n": str(r.randint(12, 480)),
    }


# ------------------------------------------------------------------ own secrets


def _webhook(r: Random) -> dict[str, str]:
    return {"hx": hexs(r, 64), "al": pick(r, ALNUM, 40), "b6": b64(r, 32)}


def _app_keys(r: Random) -> dict[str, str]:
    return {
        "jw": r.choice((b64(r, 48), hexs(r, 64))),
        "fer": base64.urlsafe_b64encode(r.randbytes(32)).decode(),
        "dj": pick(r, LOWER_ALNUM + "!@#%^&*(-_=+)", 50),
    }


def _pem(r: Random) -> dict[str, str]:
    key = private_key_pem(r, r.choice(("rsa", "rsa8", "ec", "ec8", "ed")))
    return {
        "pem": key,
        "pem_ind": indent(key, "    "),
        "p8": private_key_pem(r, "ec8"),
        "kid": "rider-" + hexs(r, 8),
    }


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(("ci@bepnhagiao", "deploy@bng-bastion", "minh@macbook", "cnx-runner-01"))
    key = openssh_private(r, r.choice(("ed25519", "ed25519", "ecdsa")), who)
    return {
        "key": key,
        "key_ind": indent(key, "  "),
        "enc": openssh_private(r, "ed25519", who, encrypted=True),
    }


def _k8s(r: Random) -> dict[str, str]:
    db_pw = password(r, r.choice((16, 20, 24)))
    auth = b64_of("gitlab+deploy-token-" + num(r, 7) + ":" + _GLDT + pick(r, B64URL, 20))
    dockercfg = {"auths": {"registry.gitlab.com": {"auth": auth}}}
    return {
        "pw_b64": b64_of(db_pw),
        "emb_b64": b64_of(hexs(r, 64)),
        "glc_b64": b64_of(_GLC + b64(r, 120)),
        "sk_b64": b64_of(_SKEY + _omise_id(r)),
        "zs_b64": b64_of(pick(r, ALNUM, 20)),
        "rt_b64": b64_of(pick(r, B64URL, 300)),
        "dcj": b64_of(json.dumps(dockercfg, separators=(",", ":"))),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "mp": "MOMO" + pick(r, UPPER, 4) + "2035" + num(r, 4),
        "ms": pick(r, ALNUM, 32),
        "vt": pick(r, UPPER_ALNUM, 8),
        "vh": pick(r, UPPER, 32),
        "pw": password(r, 24, URL_SAFE_PASSWORD),
        "host": _rds_host(r),
        "rp": pick(r, ALNUM, 32),
        "opk": _PKEY + _omise_id(r),
        "osk": _SKEY + _omise_id(r),
        "lcid": "16" + num(r, 8),
        "lcs": hexs(r, 32),
        "ppid": "0" + pick(r, DIGITS, 12),
        "gk": _AIZA + pick(r, B64URL, 33),
        "ls": _LLM_SK + "prod_" + pick(r, B64, 64),
        "oa": num(r, 19),
        "zs": pick(r, ALNUM, 20),
        "es": hexu(r, 32),
        "day": day(r),
        "n": str(r.randint(40, 220)),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "chrg": _omise_id(r),
        "pk": _PKEY + "test_" + _omise_id(r),
        "sk": _SKEY + "test_" + _omise_id(r),
        "u": uuid4(r),
        "day": day(r),
        "ver": f"v2035.6.{r.randint(1, 30)}",
        "acct": _acct(r),
        "dig": hexs(r, 64),
        "task": hexs(r, 32),
        "pw": password(r, 22),
        "ray": hexs(r, 16),
        "txn": "2035" + num(r, 15),
        "lsig": b64(r, 32),
        "lcs": hexs(r, 32),
        "oid": order_id(r),
        "tid": num(r, 13),
        "msig": hexs(r, 64),
        "ms": pick(r, ALNUM, 32),
        "oid2": objectid(r),
    }


def _prose_password(r: Random) -> str:
    """A password for prose: never ending in punctuation a sentence could own."""
    while True:
        value = r.choice((human_password(r), password(r, r.choice((16, 18, 22)))))
        if value[-1] not in ".,:;?-":
            return value


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": _prose_password(r),
        "vn": r.choice(VN_NAMES),
        "th": r.choice(TH_NAMES),
        "time": clock(r)[:5],
    }


SECRETS: tuple[Kind, ...] = (
    _k(
        "momo_secret_key",
        (
            "```yaml\n# config/payment.prod.yaml\nmomo:\n"
            "  endpoint: https://payment.momo.vn/v2/gateway/api/create\n"
            "  partner_code: ⟨partner⟩\n  access_key: ⟨access⟩\n  secret_key: ⟨secret⟩\n"
            "  ipn_url: https://api.bepnhagiao.vn/webhooks/momo/ipn\n```",
            "MoMo sandbox: partnerCode ⟨partner⟩, accessKey ⟨access⟩, secretKey ⟨secret⟩ — lấy"
            " từ business.momo.vn, đừng dùng cho prod.",
            "$ aws secretsmanager put-secret-value --secret-id prod/payment-gw/momo "
            '--secret-string \'{"partnerCode":"⟨partner⟩","accessKey":"⟨access⟩",'
            '"secretKey":"⟨secret⟩"}\' --region ap-southeast-1',
            "MOMO_PARTNER_CODE=⟨partner⟩\nMOMO_ACCESS_KEY=⟨access⟩\nMOMO_SECRET_KEY=⟨secret⟩",
            "Ký IPN bị sai vì mình dùng nhầm key test; secretKey đúng của prod là ⟨secret⟩ "
            "(partner ⟨partner⟩). ⟨vn⟩ hẹn rotate sau ngày ⟨day⟩.",
            "```python\n# scripts/momo_refund.py — chạy tay ngày ⟨day⟩\n"
            'secret_key = "⟨secret⟩"\n'
            'raw = f"accessKey=⟨access⟩&amount={amount}&description=&orderId={order_id}'
            '&partnerCode=⟨partner⟩&requestId={rid}&transId={trans_id}"\n'
            "sig = hmac.new(secret_key.encode(), raw.encode(), hashlib.sha256).hexdigest()\n```",
            "คีย์ MoMo ที่ทีมเวียดนามส่งมา: secretKey = ⟨secret⟩ ใช้เซ็น IPN เท่านั้น ห้าม commit",
        ),
        _momo,
        "secret",
    ),
    _k(
        "zalopay_key1_key2",
        (
            "ZALOPAY_APP_ID=⟨app⟩\nZALOPAY_KEY1=⟨k1⟩\nZALOPAY_KEY2=⟨k2⟩",
            "ZaloPay: key1 = ⟨k1⟩ dùng tạo mac cho /v2/create, key2 = ⟨k2⟩ dùng verify "
            "callback. app_id ⟨app⟩.",
            '```toml\n[zalopay]\napp_id = ⟨app⟩\nkey1 = "⟨k1⟩"\nkey2 = "⟨k2⟩"\n'
            'endpoint = "https://openapi.zalopay.vn/v2/create"\n```',
            'Callback trả 400 "mac not equal": payment-gw đang load key2 cũ. Key2 mới trên '
            "merchant portal (đổi ngày ⟨day⟩): ⟨k2⟩",
            "$ aws secretsmanager create-secret --name prod/payment-gw/zalopay "
            "--secret-string 'key1=⟨k1⟩;key2=⟨k2⟩' --region ap-southeast-1",
            "ZaloPay key1 (สำหรับสร้าง mac ตอน create order, app_id ⟨app⟩): ⟨k1⟩",
            'const zalopay = {\n  app_id: "⟨app⟩",\n  key1: "⟨k1⟩",\n  key2: "⟨k2⟩",\n'
            '  endpoint: "https://sb-openapi.zalopay.vn/v2/create",\n};',
        ),
        _zalopay,
        "k1",
        "k2",
    ),
    _k(
        "vnpay_hash_secret",
        (
            "VNP_TMN_CODE=⟨tmn⟩\nVNP_HASH_SECRET=⟨hs⟩\n"
            "VNP_URL=https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
            "VNPay gửi mail cấp lại: vnp_TmnCode ⟨tmn⟩, vnp_HashSecret ⟨hs⟩. Lỗi chữ ký sai "
            "(code 97) hôm ⟨day⟩ là do dùng secret cũ.",
            '```php\n// legacy checkout (đang bỏ dần)\n$vnp_TmnCode = "⟨tmn⟩";\n'
            '$vnp_HashSecret = "⟨hs⟩";\n'
            '$vnp_Url = "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html";\n```',
            "payment-gw lúc ⟨time⟩ in cả config ra stdout: vnpay={tmnCode=⟨tmn⟩, "
            "hashSecret=⟨hs⟩, version=2.1.0} — đã xoá log stream đó trên CloudWatch.",
            "VNPay hash secret ของ merchant ⟨tmn⟩ คือ ⟨hs⟩ (ทีม VN ขอให้ย้ายไป Secrets Manager)",
        ),
        _vnpay,
        "hs",
    ),
    _k(
        "onepay_hash_key",
        (
            "ONEPAY_MERCHANT=⟨m⟩\nONEPAY_ACCESS_CODE=⟨ac⟩\nONEPAY_HASH_KEY=⟨hk⟩",
            "OnePay cổng nội địa: merchant ⟨m⟩ / access code ⟨ac⟩ / hash key ⟨hk⟩ (chuỗi hex, "
            "phải pack sang bytes trước khi HMAC).",
            'ONEPAY = {\n    "merchant": "⟨m⟩",\n    "access_code": "⟨ac⟩",\n'
            '    "secure_secret": "⟨hk⟩",\n    "url": "https://mtf.onepay.vn/paygate/vpcpay.op",\n}',
            "Cảnh báo: hash key OnePay ⟨hk⟩ bị dán vào GitLab issue #⟨n⟩; đã nhờ OnePay cấp "
            "key mới, merchant ⟨m⟩.",
            "คีย์ hash ของ OnePay (ใช้สร้าง vpc_SecureHash, merchant ⟨m⟩): ⟨hk⟩",
        ),
        _onepay,
        "hk",
    ),
    _k(
        "omise_secret_key",
        (
            "OMISE_PUBLIC_KEY=⟨pk⟩\nOMISE_SECRET_KEY=⟨sk⟩",
            "$ curl https://api.omise.co/charges -u ⟨sk⟩: -d amount=⟨amt⟩00 -d currency=thb "
            "-d card=tokn_test_⟨tok⟩",
            "Opn Payments dashboard → Keys: secret key ของ account TH คือ ⟨sk⟩ ใช้ฝั่ง server "
            "เท่านั้น (public key ⟨pk⟩ ใส่ในแอปได้)",
            'import omise\nomise.api_secret = "⟨sk⟩"\nomise.api_public = "⟨pk⟩"',
            "Refund đơn Chiang Mai bị 401 authentication_failure vì key cũ đã bị roll; skey "
            "mới: ⟨sk⟩",
        ),
        _omise,
        "sk",
    ),
    _k(
        "twoc2p_secret_key",
        (
            "TWOC2P_MERCHANT_ID=⟨mid⟩\nTWOC2P_SECRET_KEY=⟨sk⟩",
            "2C2P sandbox merchant ⟨mid⟩, secret key (ใช้เซ็น JWT ตอนขอ paymentToken): ⟨sk⟩",
            '```python\nimport jwt\n\nSECRET_KEY = "⟨sk⟩"\npayload = {"merchantID": "⟨mid⟩", '
            '"invoiceNo": inv, "amount": amt, "currencyCode": "THB"}\n'
            'token = jwt.encode(payload, SECRET_KEY, algorithm="HS256")\n```',
            "Chuyển secret key 2C2P sang Secrets Manager: `prod/payment-gw/2c2p` = ⟨sk⟩ "
            "(merchantID ⟨mid⟩).",
            "2C2P ส่ง secret key ใหม่มาทางอีเมล (ของเก่าหมดอายุ ⟨day⟩): ⟨sk⟩",
        ),
        _twoc2p,
        "sk",
    ),
    _k(
        "linepay_channel_secret",
        (
            "LINE_PAY_CHANNEL_ID=⟨cid⟩\nLINE_PAY_CHANNEL_SECRET=⟨cs⟩",
            "LINE Pay (sandbox): Channel ID ⟨cid⟩ / Channel Secret Key ⟨cs⟩ — ใช้ทำ "
            "HMAC-SHA256 ของ X-LINE-Authorization",
            'signature = base64.b64encode(hmac.new(b"⟨cs⟩", (uri + body + nonce).encode(), '
            "hashlib.sha256).digest())",
            "Header cho /v3/payments/request: X-LINE-ChannelId: ⟨cid⟩; channel secret lấy từ "
            "merchant center = ⟨cs⟩",
            "channel secret ของ LINE Pay ร้านเชียงใหม่โดน paste ลงใน GitLab issue #⟨n⟩: ⟨cs⟩ "
            "ต้องขอ reissue",
        ),
        _linepay,
        "cs",
    ),
    _k(
        "line_messaging_token",
        (
            "LINE_CHANNEL_ACCESS_TOKEN=⟨tok⟩\nLINE_CHANNEL_SECRET=⟨cs⟩",
            "$ curl -X POST https://api.line.me/v2/bot/message/push -H 'Authorization: "
            "Bearer ⟨tok⟩' -H 'Content-Type: application/json' -d @push.json",
            "Long-lived channel access token ของ LINE OA @bepnhagiao (ออกใหม่ ⟨day⟩): ⟨tok⟩",
            "Token OA LINE cũ bị revoke; token mới ⟨tok⟩ đã lưu vào Secrets Manager nhưng "
            "notify-svc vẫn đọc env.",
            "notify:\n  line:\n    channel_secret: ⟨cs⟩\n    channel_access_token: ⟨tok⟩",
        ),
        _line_msg,
        "tok",
        "cs",
    ),
    _k(
        "grab_express_oauth",
        (
            "GRAB_CLIENT_ID=⟨cid⟩\nGRAB_CLIENT_SECRET=⟨cs⟩\n"
            "GRAB_SCOPE=grab_express.partner_deliveries",
            "$ curl -s https://partner-api.grab.com/grabid/v1/oauth2/token -H 'Content-Type: "
            'application/json\' -d \'{"client_id":"⟨cid⟩","client_secret":"⟨cs⟩",'
            '"grant_type":"client_credentials","scope":"grab_express.partner_deliveries"}\'',
            "Token Grab Express (sống 7 ngày, đang hardcode trong rider-dispatch): Bearer ⟨at⟩",
            "rider-dispatch debug log: POST /v1/deliveries/quotes Authorization=Bearer ⟨at⟩ → 200",
            "client secret ของ Grab Express (ฝั่ง VN ใช้ร่วมกัน): ⟨cs⟩ client_id ⟨cid⟩",
        ),
        _grab,
        "cs",
        "at",
    ),
    _k(
        "lalamove_api_secret",
        (
            "LALAMOVE_API_KEY=⟨pk⟩\nLALAMOVE_API_SECRET=⟨sk⟩\nLALAMOVE_MARKET=⟨market⟩",
            "Lalamove partner portal → Developers: key ⟨pk⟩, secret ⟨sk⟩ (secret chỉ hiện 1 lần!)",
            '```python\nSECRET = "⟨sk⟩"\n'
            'raw = f"{ts}\\r\\nPOST\\r\\n/v3/quotations\\r\\n\\r\\n{body}"\n'
            "sig = hmac.new(SECRET.encode(), raw.encode(), hashlib.sha256).hexdigest()\n"
            'headers = {"Authorization": f"hmac ⟨pk⟩:{ts}:{sig}", "Market": "⟨market⟩"}\n```',
            "คีย์ลับ Lalamove สำหรับตลาด ⟨market⟩: ⟨sk⟩ อย่าเอาไปใส่ในแอปไรเดอร์",
            "secret Lalamove (⟨market⟩, đổi ngày ⟨day⟩) → ⟨sk⟩",
        ),
        _lalamove,
        "sk",
    ),
    _k(
        "google_maps_server_key",
        (
            "GOOGLE_MAPS_SERVER_KEY=⟨key⟩",
            "$ curl 'https://maps.googleapis.com/maps/api/distancematrix/json?origins="
            "10.7769,106.7009&destinations=⟨lat⟩,⟨lng⟩&key=⟨key⟩'",
            "Key server-side cho Geocoding/Distance Matrix (không restrict referrer được): "
            "⟨key⟩. Key của app mobile là key khác.",
            "URL signing secret (Static Maps trong email hoá đơn): ⟨sig⟩ — chỉ dùng để ký, "
            "không được để lộ",
            "google:\n  maps_api_key: ⟨key⟩\n  url_signing_secret: ⟨sig⟩",
            "API key ของ Google Maps ฝั่ง backend (Routes API) ทีม CNX ใช้ร่วมกัน: ⟨key⟩",
        ),
        _maps,
        "key",
        "sig",
    ),
    _k(
        "aws_secret_access_key",
        (
            "[bng-deploy]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sak⟩\n"
            "region = ap-southeast-1",
            "$ AWS_ACCESS_KEY_ID=⟨akid⟩ AWS_SECRET_ACCESS_KEY=⟨sak⟩ aws ecs update-service "
            "--cluster bng-prod --service order-svc --force-new-deployment",
            "IAM user ci-deployer: access key ⟨akid⟩, secret ⟨sak⟩ (tạo ⟨day⟩, phải rotate "
            "sau 90 ngày)",
            "GitLab CI variable AWS_SECRET_ACCESS_KEY (protected, masked) = ⟨sak⟩",
            "secret access key ของ user metabase-athena: ⟨sak⟩ (key id ⟨akid⟩)",
            '{\n  "AccessKey": {\n    "UserName": "ci-deployer",\n    "AccessKeyId": "⟨akid⟩",\n'
            '    "Status": "Active",\n    "SecretAccessKey": "⟨sak⟩",\n'
            '    "CreateDate": "⟨day⟩T03:12:44+00:00"\n  }\n}',
        ),
        _aws,
        "sak",
    ),
    _k(
        "aws_sts_session_credentials",
        (
            "export AWS_ACCESS_KEY_ID=⟨akid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sak⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨akid⟩",\n'
            '        "SecretAccessKey": "⟨sak⟩",\n        "SessionToken": "⟨st⟩",\n'
            '        "Expiration": "⟨day⟩T⟨time⟩+00:00"\n    }\n}',
            "Session token của role BreakGlassAdmin (hết hạn sau 12h, lấy lúc ⟨time⟩): ⟨st⟩",
            "[default]\naws_access_key_id=⟨akid⟩\naws_secret_access_key=⟨sak⟩\n"
            "aws_session_token=⟨st⟩",
        ),
        _sts,
        "sak",
        "st",
    ),
    _k(
        "postgres_connection_passwords",
        (
            "DATABASE_URL=postgresql://bng_app:⟨pw⟩@⟨host⟩:5432/bepnhagiao?sslmode=require",
            "$ PGPASSWORD='⟨pw⟩' psql -h ⟨host⟩ -U bng_admin -d bepnhagiao -c 'select count(*) "
            "from orders'",
            "Metabase kết nối read replica: host=⟨host⟩ port=5432 dbname=bepnhagiao "
            "user=metabase_ro password=⟨pw⟩",
            "jdbc:postgresql://⟨host⟩:5432/bepnhagiao?user=reporting&password=⟨pw⟩&ssl=true",
            "⟨host⟩:5432:bepnhagiao:bng_app:⟨pw⟩  ← dòng trong ~/.pgpass trên bastion",
            "รหัสผ่าน master ของ RDS (user postgres) ตอนสร้าง cluster ⟨host⟩ คือ ⟨pw⟩ — เปลี่ยนแล้วหรือยัง?",
        ),
        _pg,
        "pw",
    ),
    _k(
        "config_file_passwords",
        (
            'resource "aws_db_instance" "metabase" {\n  identifier = "bng-metabase"\n'
            '  engine     = "postgres"\n  username   = "metabase"\n  password   = "⟨pw⟩"\n}',
            '[cache]\nurl = "rediss://master.bng-cache.⟨cid⟩.apse1.cache.amazonaws.com:6379"\n'
            'auth_token = "⟨pw⟩"',
            "services:\n  postgres:\n    image: postgres:17\n    environment:\n"
            "      POSTGRES_USER: bng\n      POSTGRES_PASSWORD: ⟨pw⟩",
            "apiVersion: 1\ndatasources:\n  - name: RDS orders\n"
            "    type: grafana-postgresql-datasource\n    url: ⟨host⟩:5432\n"
            "    user: grafana_ro\n    secureJsonData:\n      password: ⟨pw⟩",
            "[alembic]\nscript_location = migrations\n"
            "sqlalchemy.url = postgresql+psycopg://migrator:⟨pw⟩@⟨host⟩/bepnhagiao",
            '{"redis": {"host": "master.bng-cache.⟨cid⟩.apse1.cache.amazonaws.com", '
            '"port": 6379, "password": "⟨pw⟩", "tls": true}}',
        ),
        _config_pw,
        "pw",
    ),
    _k(
        "cloudflare_api_credentials",
        (
            "CLOUDFLARE_API_TOKEN=⟨tok⟩",
            "$ curl https://api.cloudflare.com/client/v4/zones/⟨zone⟩/purge_cache -H "
            "'Authorization: Bearer ⟨tok⟩' --json '{\"purge_everything\":true}'",
            "Global API Key (tài khoản owner, đừng dùng nữa): ⟨gk⟩, X-Auth-Email "
            "devops@bepnhagiao.vn",
            "$ curl -H 'X-Auth-Email: devops@bepnhagiao.vn' -H 'X-Auth-Key: ⟨gk⟩' "
            "https://api.cloudflare.com/client/v4/user",
            'provider "cloudflare" {\n  api_token = "⟨tok⟩"\n}',
            "โทเค็น Cloudflare สำหรับ wrangler (Workers edit) ของทีมเชียงใหม่: ⟨tok⟩",
        ),
        _cloudflare,
        "tok",
        "gk",
    ),
    _k(
        "cloudflare_tunnel_and_r2",
        (
            "$ cloudflared tunnel run --token ⟨tt⟩",
            "docker run -d cloudflare/cloudflared:2035.6.0 tunnel --no-autoupdate run --token ⟨tt⟩",
            "TUNNEL_TOKEN=⟨tt⟩  # tunnel metabase-internal",
            "R2 bucket bng-menu-images: Access Key ID ⟨rk⟩, Secret Access Key ⟨rs⟩, endpoint "
            "https://⟨acct⟩.r2.cloudflarestorage.com",
            "[r2]\naws_access_key_id = ⟨rk⟩\naws_secret_access_key = ⟨rs⟩\n"
            "endpoint_url = https://⟨acct⟩.r2.cloudflarestorage.com",
            "Secret của R2 token 'menu-upload' (chỉ hiện một lần): ⟨rs⟩",
        ),
        _tunnel_r2,
        "tt",
        "rs",
    ),
    _k(
        "firebase_service_account",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "⟨pkj⟩",\n'
            '  "client_email": "firebase-adminsdk-⟨sfx⟩@⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩"\n}',
            'FIREBASE_PRIVATE_KEY="⟨pkj⟩"',
            "$ curl -X POST https://fcm.googleapis.com/v1/projects/⟨proj⟩/messages:send -H "
            "'Authorization: Bearer ⟨at⟩' -H 'Content-Type: application/json' -d @msg.json",
            "Access token OAuth của service account FCM (gcloud auth print-access-token, sống "
            "1h): ⟨at⟩",
            "private_key trong service account JSON của FCM (notify-svc, project ⟨proj⟩):\n\n⟨pem⟩",
        ),
        _firebase,
        "pkj",
        "pem",
        "at",
    ),
    _k(
        "zalo_oa_tokens",
        (
            "$ curl -X POST https://openapi.zalo.me/v3.0/oa/message/cs -H 'access_token: ⟨at⟩'"
            " -H 'Content-Type: application/json' -d @zns.json",
            "ZALO_APP_ID=⟨app⟩\nZALO_APP_SECRET=⟨sec⟩\nZALO_OA_REFRESH_TOKEN=⟨rt⟩",
            "Refresh token OA (dùng 1 lần, sống 3 tháng) lấy ngày ⟨day⟩: ⟨rt⟩",
            "$ curl -X POST https://oauth.zaloapp.com/v4/oa/access_token -H 'secret_key: ⟨sec⟩'"
            " -d 'refresh_token=⟨rt⟩&app_id=⟨app⟩&grant_type=refresh_token'",
            "notify-svc log in nhầm access token Zalo OA ra stdout: ⟨at⟩",
        ),
        _zalo,
        "at",
        "rt",
        "sec",
    ),
    _k(
        "esms_secret_key",
        (
            "ESMS_API_KEY=⟨ak⟩\nESMS_SECRET_KEY=⟨sk⟩\nESMS_BRANDNAME=BEPNHAGIAO",
            "$ curl https://rest.esms.vn/MainService.svc/json/GetBalance/⟨ak⟩/⟨sk⟩",
            '{"ApiKey":"⟨ak⟩","Content":"Ma OTP Bep Nha Giao cua ban la ⟨otp⟩","Phone":'
            '"⟨phone⟩","SecretKey":"⟨sk⟩","Brandname":"BEPNHAGIAO","SmsType":"2"}',
            "eSMS: SecretKey mới sau khi reset (tài khoản dev@bepnhagiao.vn): ⟨sk⟩",
            "SecretKey ของ eSMS (ส่ง OTP ลูกค้าเวียดนาม): ⟨sk⟩",
        ),
        _esms,
        "sk",
    ),
    _k(
        "thai_sms_gateway_secrets",
        (
            "THAIBULKSMS_API_KEY=⟨k⟩\nTHAIBULKSMS_API_SECRET=⟨s⟩\nTHAIBULKSMS_SENDER=BepNhaGiao",
            "$ curl -X POST https://api-v2.thaibulksms.com/sms -u '⟨k⟩:⟨s⟩' -d msisdn=⟨phone⟩ "
            "-d message='รหัส OTP ของคุณคือ ⟨otp⟩' -d sender=BepNhaGiao",
            "Authorization: Basic ⟨basic⟩  ← header ที่ notify-svc ใช้ยิง ThaiBulkSMS",
            "SMSMKT: api_key ⟨k2⟩ / secret_key ⟨s2⟩ (สำรองไว้ถ้า ThaiBulkSMS ล่ม)",
            "Gateway SMS Thái dự phòng (SMSMKT) — secret_key: ⟨s2⟩",
        ),
        _thai_sms,
        "s",
        "basic",
        "s2",
    ),
    _k(
        "gitlab_tokens",
        (
            "$ git clone https://oauth2:⟨pat⟩@gitlab.com/bepnhagiao/backend/order-svc.git",
            "$ glab auth login --hostname gitlab.com --token ⟨pat⟩",
            "Runner ở mini PC văn phòng Chiang Mai: gitlab-runner register --url "
            "https://gitlab.com --token ⟨rt⟩",
            '[[runners]]\n  name = "cnx-mini-01"\n  url = "https://gitlab.com"\n'
            '  token = "⟨rt⟩"\n  executor = "docker"',
            "$ docker login registry.gitlab.com -u gitlab+deploy-token-⟨n⟩ -p ⟨dt⟩",
            "PAT của bot renovate (scope api, hết hạn ⟨day⟩): ⟨pat⟩",
            "$ curl --header 'PRIVATE-TOKEN: ⟨pat⟩' "
            "'https://gitlab.com/api/v4/projects/⟨n⟩/pipelines?status=failed'",
        ),
        _gitlab,
        "pat",
        "rt",
        "dt",
    ),
    _k(
        "gitlab_ci_variables",
        (
            "```yaml\n# .gitlab-ci.yml (bản cũ, trước khi chuyển sang CI/CD variables)\n"
            "variables:\n  AWS_DEFAULT_REGION: ap-southeast-1\n"
            "  ECR_REPO: ⟨acct⟩.dkr.ecr.ap-southeast-1.amazonaws.com/order-svc\n"
            '  DB_PASSWORD: "⟨pw⟩"\n```',
            "$ glab variable set VNPAY_HASH_SECRET ⟨vn⟩ --masked --protected --scope production",
            "$ curl --request POST --header 'PRIVATE-TOKEN: ⟨pat⟩' "
            "'https://gitlab.com/api/v4/projects/⟨n⟩/variables' --form "
            "'key=METABASE_EMBED_SECRET' --form 'value=⟨emb⟩' --form 'masked=true'",
            "Job #⟨n⟩ in ra biến vì chưa bật masked:\n"
            '$ echo "DB_PASSWORD=$DB_PASSWORD" >> .env && cat .env\nDB_PASSWORD=⟨pw⟩',
            "CI/CD → Variables (group bepnhagiao): GRAB_CLIENT_SECRET = ⟨gs⟩ (protected)",
            "ตัวแปร CI `OMISE_SECRET_KEY` ใน project payment-gw ตั้งค่าเป็น ⟨sk⟩ แต่ลืมติ๊ก "
            "Protect variable",
        ),
        _ci_vars,
        "pw",
        "vn",
        "pat",
        "emb",
        "gs",
        "sk",
    ),
    _k(
        "grafana_cloud_tokens",
        (
            "GRAFANA_CLOUD_TOKEN=⟨glc⟩\nGRAFANA_CLOUD_PROM_USER=⟨uid⟩",
            'prometheus.remote_write "grafana_cloud" {\n  endpoint {\n'
            '    url = "https://prometheus-prod-⟨nn⟩-prod-ap-southeast-1.grafana.net/api/prom/push"'
            '\n    basic_auth {\n      username = "⟨uid⟩"\n      password = "⟨glc⟩"\n'
            "    }\n  }\n}",
            "$ curl -H 'Authorization: Bearer ⟨glsa⟩' "
            "https://bepnhagiao.grafana.net/api/dashboards/uid/⟨duid⟩",
            "Service account token 'terraform-dashboards' (Editor): ⟨glsa⟩",
            "Token Grafana Cloud (access policy ghi logs cho ECS, user ⟨uid⟩): ⟨glc⟩",
        ),
        _grafana,
        "glc",
        "glsa",
    ),
    _k(
        "metabase_secrets",
        (
            "MB_EMBEDDING_SECRET_KEY=⟨emb⟩",
            "$ curl -H 'x-api-key: ⟨mbk⟩' https://metabase.bepnhagiao.vn/api/card/⟨n⟩/query/json",
            '```python\nMETABASE_SECRET_KEY = "⟨emb⟩"\n'
            'payload = {"resource": {"dashboard": ⟨n⟩}, "params": {"kitchen_id": kitchen_id}, '
            '"exp": round(time.time()) + 600}\n'
            'token = jwt.encode(payload, METABASE_SECRET_KEY, algorithm="HS256")\n```',
            "Session Metabase của admin (X-Metabase-Session), dùng tạm để export question "
            "⟨n⟩: ⟨sess⟩",
            "API key Metabase cho job export doanh thu bếp (group Analytics): ⟨mbk⟩",
            "embedding secret ของ Metabase (ใช้ฝัง dashboard ⟨n⟩ ให้เจ้าของครัว): ⟨emb⟩",
        ),
        _metabase,
        "emb",
        "mbk",
        "sess",
    ),
    _k(
        "webhook_signing_secrets",
        (
            "KITCHEN_WEBHOOK_SIGNING_SECRET=⟨hx⟩",
            "GitLab → Settings → Webhooks: URL https://deploy-bot.bepnhagiao.vn/hooks/gitlab, "
            "Secret token ⟨al⟩",
            "Secret ký webhook gửi sang đối tác bếp (HMAC-SHA256, header X-BNG-Signature): ⟨b6⟩",
            '```python\nWEBHOOK_SECRET = b"⟨hx⟩"\n'
            "expected = hmac.new(WEBHOOK_SECRET, request.body, hashlib.sha256).hexdigest()\n```",
            "secret สำหรับตรวจลายเซ็น webhook ของ Grafana alert → LINE bot: ⟨al⟩",
            "Omise webhook không có secret nên mình tự thêm token vào URL: "
            "https://api.bepnhagiao.vn/webhooks/omise?token=⟨al⟩",
        ),
        _webhook,
        "hx",
        "al",
        "b6",
    ),
    _k(
        "app_signing_and_encryption_keys",
        (
            "JWT_SECRET=⟨jw⟩\nJWT_ACCESS_TTL=900",
            "FIELD_ENCRYPTION_KEY=⟨fer⟩  # Fernet, mã hoá số điện thoại khách",
            '```toml\n[auth]\njwt_algorithm = "HS256"\njwt_secret = "⟨jw⟩"\n'
            "refresh_ttl_days = 30\n```",
            "Key mã hoá cột phone (Fernet) trong bảng customers: ⟨fer⟩ — mất key này là mất dữ "
            "liệu, đã backup vào Secrets Manager",
            "SECRET_KEY của trang admin Django cũ: ⟨dj⟩",
            "คีย์ HS256 ที่ order-svc ใช้เซ็น access token ของแอปไรเดอร์: ⟨jw⟩",
        ),
        _app_keys,
        "jw",
        "fer",
        "dj",
    ),
    _k(
        "pem_private_keys",
        (
            "⟨pem⟩",
            "Key ký JWT cho app rider (RS256, kid ⟨kid⟩):\n\n⟨pem⟩",
            "jwt:\n  kid: ⟨kid⟩\n  private_key: |\n⟨pem_ind⟩",
            "Origin CA private key của Cloudflare cho api.bepnhagiao.vn (cert thì public, key "
            "thì KHÔNG):\n\n⟨pem⟩",
            "private key ของ 2C2P (ใช้ถอด JWE ตอบกลับ) ที่ทีมเชียงใหม่ส่งมาใน LINE:\n\n⟨pem⟩",
            'resource "aws_secretsmanager_secret_version" "rider_jwt" {\n'
            "  secret_id     = aws_secretsmanager_secret.rider_jwt.id\n"
            "  secret_string = <<-EOT\n⟨pem_ind⟩\n  EOT\n}",
            "$ cat certs/AuthKey_⟨kid⟩.p8\n⟨p8⟩",
        ),
        _pem,
        "pem",
        "pem_ind",
        "p8",
    ),
    _k(
        "openssh_private_keys",
        (
            "$ cat ~/.ssh/id_ed25519\n⟨key⟩",
            "Deploy key (read-only) cho repo menu-svc, dán vào CI var SSH_PRIVATE_KEY:\n\n⟨key⟩",
            "Key SSH vào bastion RDS (ec2-user@bastion.bng.internal):\n```\n⟨key⟩\n```",
            "กุญแจ SSH ของเครื่อง runner ที่ออฟฟิศเชียงใหม่ (มี passphrase แต่ passphrase อยู่ใน "
            "1Password):\n\n⟨enc⟩",
            "ssh_deploy_key: |\n⟨key_ind⟩",
            "$ ssh-keygen -t ed25519 -C ci@bepnhagiao -N '' -f /tmp/ci_key && cat /tmp/ci_key\n"
            "⟨key⟩",
        ),
        _openssh,
        "key",
        "key_ind",
        "enc",
    ),
    _k(
        "k8s_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: metabase-db\n"
            "  namespace: analytics\ntype: Opaque\ndata:\n  MB_DB_USER: bWV0YWJhc2U=\n"
            "  MB_DB_PASS: ⟨pw_b64⟩\n  MB_EMBEDDING_SECRET_KEY: ⟨emb_b64⟩",
            "$ kubectl -n analytics get secret metabase-db -o jsonpath='{.data.MB_DB_PASS}'\n"
            "⟨pw_b64⟩",
            "$ kubectl -n monitoring get secret grafana-cloud -o yaml | grep token\n"
            "  token: ⟨glc_b64⟩",
            "Secret `omise-keys` trong namespace payments-th (cụm k3s Chiang Mai): "
            "`secret_key: ⟨sk_b64⟩` — base64, decode ra là skey live",
            '{"apiVersion":"v1","kind":"Secret","metadata":{"name":"zalo-oa"},"data":'
            '{"app_secret":"⟨zs_b64⟩","refresh_token":"⟨rt_b64⟩"}}',
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: gitlab-registry\n"
            "type: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: ⟨dcj⟩",
        ),
        _k8s,
        "pw_b64",
        "emb_b64",
        "glc_b64",
        "sk_b64",
        "zs_b64",
        "rt_b64",
        "dcj",
    ),
    _k(
        "dotenv_files",
        (
            "# .env.production (payment-gw), copy lúc debug ngày ⟨day⟩\nAPP_ENV=production\n"
            "MOMO_PARTNER_CODE=⟨mp⟩\nMOMO_SECRET_KEY=⟨ms⟩\nVNPAY_TMN_CODE=⟨vt⟩\n"
            "VNPAY_HASH_SECRET=⟨vh⟩\nLOG_LEVEL=info",
            "APP_ENV=staging\n"
            "DATABASE_URL=postgresql://bng_app:⟨pw⟩@⟨host⟩:5432/bepnhagiao\n"
            "REDIS_URL=rediss://:⟨rp⟩@master.bng-cache.apse1.cache.amazonaws.com:6379/0\n"
            "LOG_LEVEL=debug",
            "OMISE_PUBLIC_KEY=⟨opk⟩\nOMISE_SECRET_KEY=⟨osk⟩\nLINE_PAY_CHANNEL_ID=⟨lcid⟩\n"
            "LINE_PAY_CHANNEL_SECRET=⟨lcs⟩\nPROMPTPAY_ID=⟨ppid⟩",
            "export GOOGLE_MAPS_SERVER_KEY=⟨gk⟩ LALAMOVE_API_SECRET=⟨ls⟩",
            "ENV của notify-svc (task definition rev ⟨n⟩):\nFCM_PROJECT_ID=bep-nha-giao-prod\n"
            "ZALO_OA_ID=⟨oa⟩\nZALO_APP_SECRET=⟨zs⟩\nESMS_SECRET_KEY=⟨es⟩\nESMS_BRANDNAME=BEPNHAGIAO",
        ),
        _dotenv,
        "ms",
        "vh",
        "pw",
        "rp",
        "osk",
        "lcs",
        "gk",
        "ls",
        "zs",
        "es",
    ),
    _k(
        "secret_among_lookalikes",
        (
            "## Sự cố thanh toán ⟨day⟩\n- commit deploy: ⟨sha⟩\n- trace: ⟨trace⟩\n"
            "- charge: chrg_test_⟨chrg⟩\n- public key của app: ⟨pk⟩\n"
            "- skey (lỡ dán vào đây, PHẢI rotate): ⟨sk⟩\n- request id: ⟨u⟩",
            "Deploy order-svc ⟨ver⟩\n"
            "image: ⟨acct⟩.dkr.ecr.ap-southeast-1.amazonaws.com/order-svc@sha256:⟨dig⟩\n"
            "task: arn:aws:ecs:ap-southeast-1:⟨acct⟩:task/bng-prod/⟨task⟩\n"
            "DB password mới (đổi trong lúc sự cố): ⟨pw⟩\ncf-ray: ⟨ray⟩-SIN",
            "บันทึก on-call ⟨day⟩\n• traceparent 00-⟨trace⟩-⟨span⟩-01\n"
            "• LINE Pay transactionId ⟨txn⟩\n"
            "• X-LINE-Authorization ⟨lsig⟩ (ของ request เดียว ไม่ต้องลบ)\n"
            "• channel secret ที่ใช้อยู่: ⟨lcs⟩\n• commit ⟨sha⟩",
            "| field | value |\n|---|---|\n| orderId | ⟨oid⟩ |\n| MoMo transId | ⟨tid⟩ |\n"
            "| signature (IPN) | ⟨msig⟩ |\n| secretKey | ⟨ms⟩ |\n| requestId | ⟨u⟩ |\n"
            "| mongo _id | ⟨oid2⟩ |",
        ),
        _among,
        "sk",
        "pw",
        "lcs",
        "ms",
    ),
    _k(
        "passwords_in_prose",
        (
            "Mật khẩu tài khoản admin trên merchant portal MoMo là ⟨pw⟩, ⟨vn⟩ giữ OTP.",
            "รหัสผ่านของบัญชี Opn Dashboard (ฝั่งไทย) คือ ⟨pw⟩ ถ้าจะล็อกอินให้ขอ OTP จากพี่⟨th⟩",
            "Pass Metabase admin mới (đổi lúc ⟨time⟩): ⟨pw⟩",
            "The owner password for the Grafana Cloud org is ⟨pw⟩ — only ⟨vn⟩ and ⟨th⟩ should "
            "know it.",
            "Em đặt lại mật khẩu RDS master thành ⟨pw⟩ lúc ⟨time⟩, nhớ cập nhật Secrets Manager "
            "nhé ⟨vn⟩.",
            "ตั้งรหัสผ่านใหม่ให้ user metabase_ro แล้วนะครับ: ⟨pw⟩ (จดไว้ก่อน เดี๋ยวย้ายเข้า Secrets Manager)",
            "pw của tk eSMS (đăng nhập web, user dev@bepnhagiao.vn): ⟨pw⟩ — hỏi ⟨vn⟩ nếu bị khoá",
        ),
        _prose,
        "pw",
    ),
)
