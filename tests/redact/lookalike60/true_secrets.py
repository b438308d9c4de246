"""True secrets as they leak into the notes; each kind names the fields that must not survive.

A multi-line key field is split by ``cases.secrets_of`` into its body lines of 16+ characters
(also when the lines are joined by a literal ``\\n`` inside JSON or an env file).
"""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike60.gen import (
    ALNUM,
    B64STD,
    B64URL,
    UPPER_ALNUM,
    Kind,
    alnum_password,
    b64,
    b64_of,
    b64url,
    b64url_json,
    clock,
    day,
    digits,
    hexs,
    human_password,
    indent,
    num,
    password,
    phone_eg,
    phone_sa,
    pick,
    stamp,
    uhex,
    uuid4,
)
from tests.redact.lookalike60.keys import (
    cert_token,
    openssh_ed25519_body,
    pkcs7_token,
    pkcs8_p256_body,
    pkcs8_rsa_body,
    sec1_p256_body,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SK = "s" + "k_"
_PK = "p" + "k_"
_EGY_SK = "egy_" + "sk_"
_EGY_PK = "egy_" + "pk_"
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GLPTT = "gl" + "ptt-"
_GLDT = "gl" + "dt-"
_GLSA = "gl" + "sa_"
_GLC = "gl" + "c_"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_AIZA = "AI" + "za"
_STS = "IQoJb3JpZ2luX2Vj" + "E"

_PG_HOSTS = (
    "pg-orders-prod.cluster.lugma.internal",
    "10.60.12.31",
    "rds-riyadh-1.c8xk2q.me-south-1.rds.amazonaws.com",
    "pg-catalog.cairo.lugma.internal",
)
_REDIS_HOSTS = ("redis-orders.lugma.internal", "10.61.4.22", "dcs-riders.cairo.lugma.internal")
_BROKERS = ("kafka-1.ruh.lugma.internal", "kafka-3.cai.lugma.internal", "10.60.20.13")
_REGIONS = ("me-east-1", "af-north-1")


def _any_password(r: Random) -> str:
    kind = r.randrange(3)
    if kind == 0:
        return password(r, r.choice((16, 20, 24)))
    if kind == 1:
        return human_password(r)
    return alnum_password(r, r.choice((24, 32)))


def _hyperpay(r: Random) -> dict[str, str]:
    user = "8ac" + r.choice(("7a4c", "da4c")) + hexs(r, 25)
    pw = pick(r, ALNUM + "=?#", 10)
    return {
        "tok": b64_of(f"{user}|{pw}"),
        "entity": "8ac" + r.choice(("7a4c", "da4c")) + hexs(r, 25),
        "amt": f"{r.randint(20, 480)}.{r.choice(('00', '50', '75'))}",
    }


def _hyperpay_webhook(r: Random) -> dict[str, str]:
    return {"key": uhex(r, 64), "v": str(r.randint(2, 9))}


def _tap(r: Random) -> dict[str, str]:
    mode = r.choice(("live_", "test_"))
    return {
        "sk": _SK + mode + pick(r, ALNUM, 24),
        "pk": _PK + mode + pick(r, ALNUM, 24),
        "mid": num(r, 8),
        "date": day(r),
    }


def _paymob_api(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "HS512", "typ": "JWT"})
    claims = b64url_json({"class": "Merchant", "profile_pk": int(num(r, 6)), "name": "initial"})
    jwt = f"{header}.{claims}.{b64url(r, 64)}"
    return {"key": b64_of(jwt), "iid": num(r, 7), "frame": num(r, 6)}


def _paymob_sk(r: Random) -> dict[str, str]:
    mode = r.choice(("live_", "test_"))
    return {
        "sk": _EGY_SK + mode + hexs(r, 64),
        "pk": _EGY_PK + mode + pick(r, ALNUM, 32),
        "hmac": uhex(r, 32),
    }


def _fawry(r: Random) -> dict[str, str]:
    key = hexs(r, 32) if r.random() < 0.6 else uuid4(r)
    return {"key": key, "mc": b64(r, 16)}


def _unifonic(r: Random) -> dict[str, str]:
    return {"sid": pick(r, ALNUM, 30), "phone": phone_sa(r), "otp": digits(r, 4)}


def _vonage(r: Random) -> dict[str, str]:
    return {
        "key": hexs(r, 8),
        "secret": pick(r, ALNUM, 16),
        "phone": phone_eg(r),
        "otp": digits(r, 6),
    }


def _vonage_pem(r: Random) -> dict[str, str]:
    key = pkcs8_rsa_body(r)
    return {"key": key, "ikey": indent(key, "    "), "app": uuid4(r)}


def _huawei_aksk(r: Random) -> dict[str, str]:
    return {
        "ak": pick(r, UPPER_ALNUM, 20),
        "sk": pick(r, ALNUM, 40),
        "proj": hexs(r, 32),
        "region": r.choice(_REGIONS),
    }


def _swr(r: Random) -> dict[str, str]:
    ak = pick(r, UPPER_ALNUM, 20)
    key = hexs(r, 64)
    region = r.choice(_REGIONS)
    return {"ak": ak, "key": key, "region": region, "auth": b64_of(f"{region}@{ak}:{key}")}


def _iam_token(r: Random) -> dict[str, str]:
    return {
        "tok": pkcs7_token(r, r.choice((690, 720, 750))),
        "proj": hexs(r, 32),
        "rid": hexs(r, 32),
    }


def _huawei_temp(r: Random) -> dict[str, str]:
    region = r.choice(_REGIONS)
    raw = b"\x81\x0a" + region.encode() + r.randbytes(r.choice((540, 560, 600)))
    st = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    return {
        "ak": pick(r, UPPER_ALNUM, 20),
        "sk": pick(r, ALNUM, 40),
        "st": st,
        "ts": stamp(r),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "akid": _AKIA + pick(r, UPPER_ALNUM, 16),
        "sk": pick(r, B64STD, 40),
        "ts": stamp(r),
    }


def _aws_sts(r: Random) -> dict[str, str]:
    return {
        "akid": _ASIA + pick(r, UPPER_ALNUM, 16),
        "sk": pick(r, B64STD, 40),
        "st": _STS + b64(r, r.choice((420, 480, 540))),
        "ts": stamp(r),
    }


def _redis(r: Random) -> dict[str, str]:
    return {"pw": _any_password(r), "host": r.choice(_REDIS_HOSTS)}


def _pg(r: Random) -> dict[str, str]:
    return {"pw": _any_password(r), "host": r.choice(_PG_HOSTS)}


def _kafka(r: Random) -> dict[str, str]:
    return {
        "pw": _any_password(r),
        "tspw": alnum_password(r, 20),
        "broker": r.choice(_BROKERS),
    }


def _glpat(r: Random) -> dict[str, str]:
    return {"t": _GLPAT + pick(r, B64URL, 20), "pid": str(r.randint(40, 980)), "date": day(r)}


def _gl_ci(r: Random) -> dict[str, str]:
    return {
        "rt": _GLRT + pick(r, B64URL, 20),
        "tt": _GLPTT + hexs(r, 40),
        "dt": _GLDT + pick(r, B64URL, 20),
        "pid": str(r.randint(40, 980)),
        "n": str(r.randint(3, 60)),
    }


def _grafana(r: Random) -> dict[str, str]:
    stack = num(r, 6)
    cloud = {
        "o": num(r, 6),
        "n": f"stack-{stack}-alloy-{r.choice(('ruh', 'cai', 'prod'))}",
        "k": pick(r, ALNUM, 24),
        "m": {"r": "prod-me-central-1"},
    }
    return {
        "sa": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8),
        "glc": _GLC + b64_of(json.dumps(cloud, separators=(",", ":"))).rstrip("="),
        "uid": num(r, 7),
    }


def _telegram(r: Random) -> dict[str, str]:
    return {"t": num(r, 10) + ":AA" + pick(r, B64URL, 33), "chat": num(r, 10)}


def _gcp_sa(r: Random) -> dict[str, str]:
    body = pkcs8_rsa_body(r)
    return {
        "pk": body,
        "pkj": body.replace("\n", "\\n"),
        "kid": hexs(r, 40),
        "cid": num(r, 21),
    }


def _jwt_secret(r: Random) -> dict[str, str]:
    shape = r.randrange(3)
    s = b64url(r, 48) if shape == 0 else hexs(r, 64) if shape == 1 else pick(r, ALNUM, 40)
    return {"s": s}


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(("ci@lugma", "omar@bastion-cai", "deploy@gitlab-runner", "noura@mbp"))
    return {"k": openssh_ed25519_body(r, who)}


def _apple_pay(r: Random) -> dict[str, str]:
    return {"k": sec1_p256_body(r), "k8": pkcs8_p256_body(r), "date": day(r)}


def _cce_secret(r: Random) -> dict[str, str]:
    pw = _any_password(r)
    return {
        "pw": pw,
        "b": b64_of(pw),
        "tap": _SK + "live_" + pick(r, ALNUM, 24),
    }


def _ar_prose(r: Random) -> dict[str, str]:
    return {"pw": human_password(r) if r.random() < 0.5 else password(r, r.choice((16, 18)))}


def _tables(r: Random) -> dict[str, str]:
    return {"pw": _any_password(r), "pw2": _any_password(r), "host": r.choice(_PG_HOSTS)}


def _maps(r: Random) -> dict[str, str]:
    return {
        "k": _AIZA + pick(r, B64URL, 35),
        "lat": f"24.{digits(r, 4)}",
        "lng": f"46.{digits(r, 4)}",
    }


def _zatca(r: Random) -> dict[str, str]:
    token = cert_token(r)
    secret = b64(r, 32)
    return {
        "token": token,
        "secret": secret,
        "basic": b64_of(f"{token}:{secret}"),
        "rid": num(r, 13),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "pw": _any_password(r),
        "rpw": alnum_password(r, 32),
        "host": r.choice(_PG_HOSTS),
        "tap": _SK + "test_" + pick(r, ALNUM, 24),
        "hmac": uhex(r, 32),
        "sid": pick(r, ALNUM, 30),
        "jwt": b64url(r, 48),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "key": hexs(r, 32),
        "ref": num(r, 9),
        "oid": "LGM-EG-" + num(r, 8),
        "sha": hexs(r, 40),
        "clock": clock(r),
        "date": day(r),
        "apk": hexs(r, 64),
        "chg": f"chg_TS0{r.randint(1, 9)}A{digits(r, 2)}2033040{r.randint(1, 9)}"
        + pick(r, ALNUM, 2)
        + digits(r, 8),
        "tap": _SK + "test_" + pick(r, ALNUM, 24),
        "minor": str(r.randint(10, 40)),
        "off": num(r, 8),
        "pw": _any_password(r),
        "oidr": "ORD-RUH-" + num(r, 9),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "hyperpay_access_token",
        (
            'curl https://eu-prod.oppwa.com/v1/checkouts -d "entityId=⟨entity⟩" '
            '-d "amount=⟨amt⟩" -d "currency=SAR" -d "paymentType=DB" '
            '-H "Authorization: Bearer ⟨tok⟩"',
            "HYPERPAY_ENTITY_ID_MADA=⟨entity⟩\nHYPERPAY_ACCESS_TOKEN=⟨tok⟩\n"
            "HYPERPAY_BASE_URL=https://eu-prod.oppwa.com",
            "توكن هايبر باي الجديد للبرودكشن: ⟨tok⟩ — "
            "القديم انتهى لما غيرنا الـ entity حق Apple Pay",
            "hyperpay:\n  base_url: https://eu-test.oppwa.com\n  "
            'entity_ids:\n    visa_master: ⟨entity⟩\n  access_token: "⟨tok⟩"',
        ),
        _hyperpay,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "hyperpay_webhook_key",
        (
            "HYPERPAY_WEBHOOK_SECRET=⟨key⟩  # AES-256-GCM key from the BIP webhook page",
            'key = bytes.fromhex("⟨key⟩")\n'
            'iv = bytes.fromhex(request.headers["X-Initialization-Vector"])\n'
            'tag = bytes.fromhex(request.headers["X-Authentication-Tag"])\n'
            "plain = AESGCM(key).decrypt(iv, bytes.fromhex(body) + tag, None)",
            "The webhook decryption key for the Riyadh entity is ⟨key⟩, also in CSMS as "
            "hyperpay/webhook-key v⟨v⟩",
            "مفتاح فك تشفير الويبهوك من هايبرباي: ⟨key⟩ "
            "(حطيته في الـ secret بتاع payments-callbacks)",
        ),
        _hyperpay_webhook,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "tap_secret_key",
        (
            'curl -X POST https://api.tap.company/v2/charges -H "Authorization: Bearer ⟨sk⟩" '
            '-H "Content-Type: application/json" -d @charge.json',
            "TAP_SECRET_KEY=⟨sk⟩\nTAP_PUBLIC_KEY=⟨pk⟩",
            "Tap rotated our merchant keys on ⟨date⟩; the new secret key is ⟨sk⟩ and the "
            "publishable one stays in the app config",
            'tap:\n  merchant_id: "⟨mid⟩"\n  secret_key: '
            "⟨sk⟩\n  post_url: https://pay.lugma.sa/hooks/tap",
            "مفتاح تاب السري: ⟨sk⟩ — لا تحطه في تطبيق الجوال أبد",
        ),
        _tap,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "paymob_api_key",
        (
            "curl -s https://accept.paymob.com/api/auth/tokens -H 'Content-Type: application/json' "
            '-d \'{"api_key": "⟨key⟩"}\'',
            "PAYMOB_API_KEY=⟨key⟩\nPAYMOB_INTEGRATION_ID_CARD=⟨iid⟩\nPAYMOB_IFRAME_ID=⟨frame⟩",
            "الـ API key بتاع Paymob (حساب مصر): ⟨key⟩ — بيطلع بيه auth token كل ساعة",
            "Paymob dashboard → Settings → Account info → API key. Current one: ⟨key⟩",
        ),
        _paymob_api,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "paymob_secret_key_and_hmac",
        (
            "curl https://accept.paymob.com/v1/intention/ -H 'Authorization: Token ⟨sk⟩' "
            "-H 'Content-Type: application/json' -d @intention.json",
            "PAYMOB_SECRET_KEY=⟨sk⟩\nPAYMOB_PUBLIC_KEY=⟨pk⟩\nPAYMOB_HMAC_SECRET=⟨hmac⟩",
            "HMAC secret للـ callbacks بتاعة Paymob: ⟨hmac⟩ "
            "— لو الـ hmac مش مطابق اتأكد من ترتيب الحقول",
            "Paymob transaction-processed callbacks failed HMAC checks because staging still had "
            "the old secret; the correct value is ⟨hmac⟩",
        ),
        _paymob_sk,
        n=7,
        secrets=("sk", "hmac"),
    ),
    Kind(
        "fawry_secure_key",
        (
            "FAWRY_MERCHANT_CODE=⟨mc⟩\nFAWRY_SECURE_KEY=⟨key⟩\n"
            "FAWRY_BASE_URL=https://www.atfawry.com",
            'sig = sha256(f"{merchant_code}{ref}{profile_id}{method}{amount:.2f}⟨key⟩".encode())'
            ".hexdigest()",
            "الـ secure key بتاع فوري اتغير بعد الـ audit، الجديد: ⟨key⟩ (المرشانت كود زي ما هو)",
            'fawry:\n  merchant_code: "⟨mc⟩"\n  security_key: "⟨key⟩"\n'
            "  callback: https://pay.lugma.sa/hooks/fawry",
        ),
        _fawry,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "unifonic_app_sid",
        (
            "curl -X POST https://el.cloud.unifonic.com/rest/SMS/messages -d AppSid=⟨sid⟩ "
            '-d SenderID=LUGMA -d Recipient=⟨phone⟩ -d "Body=رمز التحقق: ⟨otp⟩"',
            "UNIFONIC_APP_SID=⟨sid⟩\nUNIFONIC_SENDER_ID=LUGMA",
            "AppSid حق يونيفونك للـ OTP: ⟨sid⟩ — حساب التسويق له AppSid ثاني",
            "otp:\n  provider: unifonic\n  app_sid: ⟨sid⟩\n  fallback: vonage",
        ),
        _unifonic,
        n=7,
        secrets=("sid",),
    ),
    Kind(
        "vonage_api_secret",
        (
            "curl -X POST https://rest.nexmo.com/sms/json -d api_key=⟨key⟩ -d api_secret=⟨secret⟩ "
            '-d from=Lugma -d to=⟨phone⟩ -d text="Your Lugma code is ⟨otp⟩"',
            "VONAGE_API_KEY=⟨key⟩\nVONAGE_API_SECRET=⟨secret⟩",
            "vonage auth set --api-key=⟨key⟩ --api-secret=⟨secret⟩",
            "Vonage fallback for Egyptian OTPs: key ⟨key⟩, secret ⟨secret⟩",
            "السيكرت بتاع Vonage: ⟨secret⟩ والـ key ⟨key⟩ — للـ fallback بس",
        ),
        _vonage,
        n=7,
        secrets=("secret",),
    ),
    Kind(
        "vonage_application_private_key",
        (
            "-----BEGIN PRIVATE KEY-----\n⟨key⟩\n-----END PRIVATE KEY-----",
            "Vonage app ⟨app⟩ (number masking for rider calls), private.key:\n\n"
            "-----BEGIN PRIVATE KEY-----\n⟨key⟩\n-----END PRIVATE KEY-----\n",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: vonage-voice\n  namespace: riders\n"
            "stringData:\n  VONAGE_APPLICATION_ID: ⟨app⟩\n  private.key: |\n"
            "    -----BEGIN PRIVATE KEY-----\n    ⟨ikey⟩\n    -----END PRIVATE KEY-----",
        ),
        _vonage_pem,
        n=7,
        secrets=("key", "ikey"),
    ),
    Kind(
        "huawei_cloud_ak_sk",
        (
            "hcloud configure set --cli-access-key=⟨ak⟩ --cli-secret-key=⟨sk⟩ "
            "--cli-region=⟨region⟩",
            "HUAWEICLOUD_SDK_AK=⟨ak⟩\nHUAWEICLOUD_SDK_SK=⟨sk⟩\nHUAWEICLOUD_SDK_PROJECT_ID=⟨proj⟩",
            "obsutil config -i=⟨ak⟩ -k=⟨sk⟩ -e=obs.⟨region⟩.myhuaweicloud.com",
            "credentials.csv from the IAM console:\nUser Name,Access Key Id,Secret Access Key\n"
            "lugma-ci,⟨ak⟩,⟨sk⟩",
            "مفاتيح حساب الـ CI في هواوي كلاود: AK ⟨ak⟩ و SK ⟨sk⟩ — نبي نبدلها بـ agency",
        ),
        _huawei_aksk,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "huawei_swr_login_key",
        (
            "docker login -u ⟨region⟩@⟨ak⟩ -p ⟨key⟩ swr.⟨region⟩.myhuaweicloud.com",
            '{\n  "auths": {\n    "swr.⟨region⟩.myhuaweicloud.com": {\n      "auth": "⟨auth⟩"\n'
            "    }\n  }\n}",
            "SWR_LOGIN_KEY=⟨key⟩ (long-term login key, made from the CI user's AK/SK)",
            "echo ⟨key⟩ | docker login swr.⟨region⟩.myhuaweicloud.com -u ⟨region⟩@⟨ak⟩ "
            "--password-stdin",
        ),
        _swr,
        n=7,
        secrets=("key", "auth"),
    ),
    Kind(
        "huawei_iam_token",
        (
            'curl -H "X-Auth-Token: ⟨tok⟩" '
            "https://cce.me-east-1.myhuaweicloud.com/api/v3/projects/⟨proj⟩/clusters",
            "export OS_AUTH_TOKEN=⟨tok⟩   # valid 24h, from POST /v3/auth/tokens",
            "HTTP/1.1 201 Created\nX-Subject-Token: ⟨tok⟩\nX-Request-Id: ⟨rid⟩",
            "التوكن ده شغال لحد بكرة الصبح لو محتاج تجرب الـ API: ⟨tok⟩",
        ),
        _iam_token,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "huawei_temporary_credentials",
        (
            '{\n  "credential": {\n    "access": "⟨ak⟩",\n    "secret": "⟨sk⟩",\n'
            '    "securitytoken": "⟨st⟩",\n    "expires_at": "⟨ts⟩.000000Z"\n  }\n}',
            "HUAWEICLOUD_SDK_AK=⟨ak⟩\nHUAWEICLOUD_SDK_SK=⟨sk⟩\nHUAWEICLOUD_SDK_SECURITY_TOKEN=⟨st⟩",
            "obsutil config -i=⟨ak⟩ -k=⟨sk⟩ -t=⟨st⟩ -e=obs.af-north-1.myhuaweicloud.com",
            "Temporary creds from the agency (expire ⟨ts⟩): AK ⟨ak⟩, SK ⟨sk⟩",
        ),
        _huawei_temp,
        n=7,
        secrets=("sk", "st"),
    ),
    Kind(
        "aws_access_key_pair",
        (
            "[default]\naws_access_key_id = ⟨akid⟩\n"
            "aws_secret_access_key = ⟨sk⟩\nregion = me-south-1",
            "AWS_ACCESS_KEY_ID=⟨akid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ "
            "aws s3 sync s3://lugma-menu-images-bh ./menus --region me-south-1",
            "aws configure set aws_secret_access_key ⟨sk⟩ --profile pg-backup",
            "the pg-backup user's secret access key is ⟨sk⟩ (key id ⟨akid⟩); only used for the "
            "cross-cloud pg_dump copy",
            '{"AccessKey": {"UserName": "pg-backup", "AccessKeyId": "⟨akid⟩", "Status": "Active", '
            '"SecretAccessKey": "⟨sk⟩", "CreateDate": "⟨ts⟩+00:00"}}',
        ),
        _aws,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "aws_session_token",
        (
            "export AWS_ACCESS_KEY_ID=⟨akid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨akid⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨st⟩",\n'
            '        "Expiration": "⟨ts⟩+00:00"\n    }\n}',
            "[lugma-backup-sso]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "aws_session_token = ⟨st⟩",
        ),
        _aws_sts,
        n=7,
        secrets=("sk", "st"),
    ),
    Kind(
        "redis_password",
        (
            "redis-cli -h ⟨host⟩ -p 6379 -a '⟨pw⟩' --no-auth-warning INFO replication",
            "REDIS_URL=rediss://default:⟨pw⟩@⟨host⟩:6380/0",
            "# /etc/redis/redis.conf (rider-location cache)\nbind 0.0.0.0\nport 6379\n"
            "requirepass ⟨pw⟩\nmaxmemory 6gb",
            "كلمة مرور ريدس حق الكاش (DCS) على ⟨host⟩: ⟨pw⟩",
            "⟨host⟩:6379> AUTH default ⟨pw⟩\nOK",
        ),
        _redis,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "postgres_password",
        (
            "DATABASE_URL=postgresql://orders_app:⟨pw⟩@⟨host⟩:5432/orders?sslmode=require",
            "~/.pgpass on the bastion:\n⟨host⟩:5432:orders:orders_app:⟨pw⟩",
            "PGPASSWORD='⟨pw⟩' psql -h ⟨host⟩ -U analytics_ro "
            "-d orders -c 'select count(*) from orders'",
            "spring.datasource.url=jdbc:postgresql://⟨host⟩:5432/catalog\n"
            "spring.datasource.username=catalog\nspring.datasource.password=⟨pw⟩",
            "الباسورد بتاع يوزر الـ replication على ⟨host⟩: ⟨pw⟩",
            "ALTER ROLE grafana_ro WITH LOGIN PASSWORD '⟨pw⟩';",
        ),
        _pg,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "kafka_sasl_password",
        (
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
            'username="orders-svc" password="⟨pw⟩";',
            "kcat -b ⟨broker⟩:9093 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 "
            "-X sasl.username=rider-events -X sasl.password='⟨pw⟩' -t rider.location.v3 -C -o -5",
            "security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
            'username="payments-svc" password="⟨pw⟩";\n'
            "ssl.truststore.location=/etc/kafka/truststore.jks\nssl.truststore.password=⟨tspw⟩",
            "kafka-configs.sh --bootstrap-server ⟨broker⟩:9093 --alter --add-config "
            "'SCRAM-SHA-512=[password=⟨pw⟩]' --entity-type users --entity-name payments-svc",
            "باسوورد يوزر كافكا للـ payments-svc صار ⟨pw⟩ بعد التدوير",
        ),
        _kafka,
        n=7,
        secrets=("pw", "tspw"),
    ),
    Kind(
        "gitlab_personal_access_token",
        (
            "git clone https://oauth2:⟨t⟩@gitlab.lugma.dev/platform/payments-gateway.git",
            'curl --header "PRIVATE-TOKEN: ⟨t⟩" '
            '"https://gitlab.lugma.dev/api/v4/projects/⟨pid⟩/pipelines?ref=main"',
            "glab auth login --hostname gitlab.lugma.dev --token ⟨t⟩",
            "الـ PAT بتاعي للـ release script (scope api، بينتهي ⟨date⟩): ⟨t⟩",
            "export GITLAB_TOKEN=⟨t⟩",
        ),
        _glpat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "gitlab_runner_trigger_deploy_tokens",
        (
            "gitlab-runner register --non-interactive --url https://gitlab.lugma.dev "
            "--token ⟨rt⟩ --executor kubernetes --description cce-riyadh-runner",
            '[[runners]]\n  name = "cce-cairo-1"\n  url = "https://gitlab.lugma.dev"\n'
            '  token = "⟨rt⟩"\n  executor = "kubernetes"',
            "curl -X POST --fail -F token=⟨tt⟩ -F ref=main "
            "https://gitlab.lugma.dev/api/v4/projects/⟨pid⟩/trigger/pipeline",
            "helm repo add lugma-charts "
            "https://gitlab.lugma.dev/api/v4/projects/⟨pid⟩/packages/helm/stable "
            "--username gitlab+deploy-token-⟨n⟩ --password ⟨dt⟩",
            "Deploy token for CCE image pulls: user gitlab+deploy-token-⟨n⟩, password ⟨dt⟩",
        ),
        _gl_ci,
        n=7,
        secrets=("rt", "tt", "dt"),
    ),
    Kind(
        "grafana_tokens",
        (
            'curl -s -H "Authorization: Bearer ⟨sa⟩" '
            '"https://grafana.lugma.dev/api/search?query=orders"',
            "GRAFANA_SA_TOKEN=⟨sa⟩  # provisioning service account, Editor",
            'prometheus.remote_write "cloud" {\n  endpoint {\n'
            '    url = "https://prometheus-prod-me-central-1.grafana.net/api/prom/push"\n'
            '    basic_auth {\n      username = "⟨uid⟩"\n      password = "⟨glc⟩"\n    }\n  }\n}',
            "GRAFANA_CLOUD_TOKEN=⟨glc⟩",
            "توكن الـ service account حق جرافانا (للداشبوردات): ⟨sa⟩",
        ),
        _grafana,
        n=7,
        secrets=("sa", "glc"),
    ),
    Kind(
        "telegram_alert_bot_token",
        (
            'curl -s "https://api.telegram.org/bot⟨t⟩/sendMessage" -d chat_id=-100⟨chat⟩ '
            "-d text='orders lag > 5k'",
            "contactPoints:\n  - orgId: 1\n    name: oncall-telegram\n    receivers:\n"
            "      - uid: tg-oncall\n        type: telegram\n        settings:\n"
            '          bottoken: ⟨t⟩\n          chatid: "-100⟨chat⟩"',
            "TELEGRAM_BOT_TOKEN=⟨t⟩",
            "توكن البوت اللي بيبعت الـ alerts لجروب الـ on-call في القاهرة: ⟨t⟩",
        ),
        _telegram,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "firebase_service_account_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "lugma-rider-app",\n'
            '  "private_key_id": "⟨kid⟩",\n'
            '  "private_key": "-----BEGIN PRIVATE KEY-----\\n'
            '⟨pkj⟩\\n-----END PRIVATE KEY-----\\n",\n'
            '  "client_email": "fcm-sender@lugma-rider-app.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            'FIREBASE_PRIVATE_KEY="-----BEGIN PRIVATE '
            'KEY-----\\n⟨pkj⟩\\n-----END PRIVATE KEY-----\\n"'
            "\nFIREBASE_CLIENT_EMAIL=fcm-sender@lugma-customer.iam.gserviceaccount.com",
            "fcm-sender key (unescaped from the downloaded JSON, key id ⟨kid⟩):\n"
            "-----BEGIN PRIVATE KEY-----\n⟨pk⟩\n-----END PRIVATE KEY-----",
        ),
        _gcp_sa,
        n=7,
        secrets=("pk", "pkj"),
    ),
    Kind(
        "jwt_signing_secret",
        (
            "JWT_SECRET=⟨s⟩",
            "auth-svc signs rider-app access tokens with HS256; the key in prod is ⟨s⟩ "
            "(same in the Cairo cluster, must split)",
            'jwt:\n  algorithm: HS256\n  signing_key: "⟨s⟩"\n  access_ttl: 15m',
            'SIMPLE_JWT = {"ALGORITHM": "HS256", "SIGNING_KEY": "⟨s⟩"}',
            "مفتاح توقيع الـ JWT لبوابة المطاعم: ⟨s⟩",
        ),
        _jwt_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "openssh_private_key",
        (
            "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨k⟩\n-----END OPENSSH PRIVATE KEY-----",
            "~/.ssh/id_ed25519 for the Cairo bastion (jump host to the CCE nodes):\n\n"
            "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨k⟩\n-----END OPENSSH PRIVATE KEY-----",
            "SSH_PRIVATE_KEY (GitLab CI variable, type File):\n"
            "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨k⟩\n-----END OPENSSH PRIVATE KEY-----\n\n"
            "used by the db-migrate job",
        ),
        _openssh,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "apple_pay_private_key",
        (
            "-----BEGIN EC PRIVATE KEY-----\n⟨k⟩\n-----END EC PRIVATE KEY-----",
            "Apple Pay payment processing key (merchant.sa.lugma.app), uploaded to HyperPay on "
            "⟨date⟩:\n-----BEGIN EC PRIVATE KEY-----\n⟨k⟩\n-----END EC PRIVATE KEY-----",
            "المفتاح الخاص لشهادة Apple Pay merchant identity:\n\n"
            "-----BEGIN PRIVATE KEY-----\n⟨k8⟩\n-----END PRIVATE KEY-----\n",
        ),
        _apple_pay,
        n=7,
        secrets=("k", "k8"),
    ),
    Kind(
        "cce_secret_manifest",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-db\n  namespace: orders\n"
            "type: Opaque\ndata:\n  username: b3JkZXJzX2FwcA==\n  password: ⟨b⟩",
            "kubectl -n payments create secret generic tap-keys "
            "--from-literal=TAP_SECRET_KEY=⟨tap⟩ --dry-run=client -o yaml",
            "kubectl -n riders get secret redis-auth -o jsonpath='{.data.password}'\n⟨b⟩",
            "kubectl -n riders get secret redis-auth -o "
            "jsonpath='{.data.password}' | base64 -d\n⟨pw⟩",
        ),
        _cce_secret,
        n=7,
        secrets=("b", "tap", "pw"),
    ),
    Kind(
        "password_in_arabic_prose",
        (
            "كلمة السر حق حساب الأدمن في لوحة المطاعم هي ⟨pw⟩ — غيّرها بعد ما يخلص التدقيق",
            "الباسورد بتاع الـ root على سيرفر الـ VPN في القاهرة: ⟨pw⟩",
            "يا شباب، باسوورد بوابة فوري للتجار: ⟨pw⟩ (اليوزر finance@lugma.eg)",
            "كلمة المرور المؤقتة لحساب IAM في هواوي كلاود للمتدرب: ⟨pw⟩ — لازم يغيرها أول دخول",
            "لو Grafana طلبت login، اليوزر admin والباسورد ⟨pw⟩",
            "رمز الدخول لراوتر الدارك ستور في الملقا: ⟨pw⟩",
        ),
        _ar_prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "credentials_in_tables_and_lists",
        (
            "| system | user | password |\n|---|---|---|\n"
            "| Paymob portal | ops@lugma.eg | ⟨pw⟩ |\n| Unifonic console | sms-admin | ⟨pw2⟩ |",
            "| Env | Host | DB user | Password |\n|-----|------|---------|----------|\n"
            "| staging | ⟨host⟩ | orders_app | ⟨pw⟩ |",
            "Accounts for the Ramadan load test:\n- k6 cloud: loadtest@lugma.sa / ⟨pw⟩\n"
            "- Grafana: loadtest / ⟨pw2⟩",
            "Vault is down, so for today: Tap dashboard login = payments@lugma.sa, password = ⟨pw⟩",
        ),
        _tables,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "google_maps_server_key",
        (
            "GOOGLE_MAPS_SERVER_KEY=⟨k⟩  # Directions + Distance Matrix, IP-restricted to the NAT",
            'curl "https://maps.googleapis.com/maps/api/distancematrix/json?origins=24.7136,46.6753'
            '&destinations=⟨lat⟩,⟨lng⟩&key=⟨k⟩"',
            "مفتاح قوقل ماب حق الباك إند (مو حق التطبيق): ⟨k⟩",
            "eta-svc:\n  maps:\n    provider: google\n    api_key: ⟨k⟩",
        ),
        _maps,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "zatca_csid_secret",
        (
            "curl -X POST "
            "https://gw-fatoora.zatca.gov.sa/e-invoicing/core/invoices/reporting/single "
            '-H "Accept-Version: V2" -H "Authorization: Basic ⟨basic⟩" -d @invoice.json',
            '{"requestID": ⟨rid⟩, "dispositionMessage": "ISSUED", '
            '"binarySecurityToken": "⟨token⟩", "secret": "⟨secret⟩", "errors": null}',
            "ZATCA_PCSID_SECRET=⟨secret⟩",
            "السر الخاص بشهادة ZATCA للإنتاج (PCSID) لفرع الرياض: ⟨secret⟩",
        ),
        _zatca,
        n=7,
        secrets=("basic", "secret"),
    ),
    Kind(
        "dotenv_bundle",
        (
            "# payments-svc .env (staging)\n"
            "DATABASE_URL=postgresql://payments:⟨pw⟩@⟨host⟩:5432/payments\n"
            "REDIS_URL=redis://:⟨rpw⟩@redis-pay.lugma.internal:6379/2\n"
            "TAP_SECRET_KEY=⟨tap⟩\nPAYMOB_HMAC_SECRET=⟨hmac⟩\nLOG_LEVEL=debug",
            "notify-svc env dump from the crashed pod:\n"
            "SERVICE=notify-svc\nUNIFONIC_APP_SID=⟨sid⟩\n"
            "JWT_SECRET=⟨jwt⟩\nKAFKA_BROKERS=kafka-1.ruh.lugma.internal:9093",
            "# .env.local (rider-gateway)\nPGHOST=⟨host⟩\nPGUSER=rider_gw\nPGPASSWORD=⟨pw⟩\n"
            "REDIS_PASSWORD=⟨rpw⟩\nLOG_FORMAT=json",
        ),
        _dotenv,
        n=7,
        secrets=("pw", "rpw", "tap", "hmac", "sid", "jwt"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incident ⟨date⟩ — Fawry callbacks rejected\n"
            "- fawryRefNumber ⟨ref⟩, merchantRefNumber ⟨oid⟩\n- deployed ⟨sha⟩ at ⟨clock⟩\n"
            "- cause: the staging FAWRY_SECURE_KEY=⟨key⟩ was deployed to prod",
            "Rider app release 7.⟨minor⟩\n• build sha ⟨sha⟩\n• APK SHA-256 ⟨apk⟩\n"
            "• Tap charge ⟨chg⟩ failed in QA\n• the QA Tap "
            "key ⟨tap⟩ is in the test plan doc (remove it)",
            "ملاحظات المناوبة\n- أوفست كافكا وقف عند ⟨off⟩ على partition 7\n- الطلب ⟨oidr⟩ تعلق\n"
            "- عطيت أحمد باسوورد ريدس ⟨pw⟩ عشان يشيك الكاش",
        ),
        _among,
        n=7,
        secrets=("key", "tap", "pw"),
    ),
)
