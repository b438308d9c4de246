"""Secret kinds of ``lookalike72``: credentials whose leak grants access, as the Fukuoka and
Busan developers of Sakura Kaigo Link paste them into memory notes. Each kind names the
fields that must not survive; the other fields (merchant, channel, client and account ids,
public keys, order ids) are public or short identifiers and are deliberately not listed.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike72.gen import (
    ALNUM,
    B32,
    B64,
    B64URL,
    BUSAN,
    FACILITIES,
    FUKUOKA,
    HEX_UP,
    LOWER_ALNUM,
    UPPER_ALNUM,
    URL_PASSWORD_CHARS,
    Kind,
    aws_account,
    b64_of,
    b64url,
    b64url_json,
    day,
    epoch,
    escaped,
    hexs,
    indent,
    iso,
    num,
    openssh_ed25519,
    password,
    pem_body,
    pick,
    pkcs8_p256,
    pkcs8_rsa,
    rsa_pkcs1,
    sec1_p256,
    secret_kind,
    sha256_hex,
    ulid,
    uuid4,
    won,
    yen,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SK_LIVE = "sk_" + "live_"
_SK_TEST = "sk_" + "test_"
_PK_LIVE = "pk_" + "live_"
_WHOOK = "whook" + "_"
_TOSS_SK = "live_" + "sk_"
_TOSS_GSK = "live_" + "gsk_"
_TOSS_TEST_SK = "test_" + "sk_"
_TOSS_CK = "live_" + "ck_"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS = "IQoJb3JpZ2lu" + "X2Vj"
_FCM = ":APA91" + "b"
_SNTRYU = "sntry" + "u_"
_SNTRYS = "sntry" + "s_"
_CCIPAT = "CCI" + "PAT_"
_CCIPRJ = "CCI" + "PRJ_"
_NCP_AK = "ncp_" + "iam_" + "BPAMKR"
_NCP_SK = "ncp_" + "iam_" + "BPKMKR"
_MYNA = "mvk_" + "live_"
_MYNA_WH = "mvwh" + "_"
_JWT_HEAD = b64url_json({"alg": "HS256"})


def _payjp_secret(r: Random) -> str:
    return (_SK_TEST if r.random() < 0.2 else _SK_LIVE) + hexs(r, 24)


def _toss_secret(r: Random) -> str:
    prefix = r.choice((_TOSS_SK, _TOSS_SK, _TOSS_GSK, _TOSS_TEST_SK))
    return prefix + pick(r, ALNUM, 28)


def _komoju_secret(r: Random) -> str:
    return r.choice((_SK_LIVE, _SK_LIVE, _SK_TEST)) + pick(r, LOWER_ALNUM, 26)


def _kakaopay_secret(r: Random) -> str:
    return r.choice(("PRD", "PRD", "DEV")) + pick(r, HEX_UP, 37)


def _aws_secret(r: Random) -> str:
    return pick(r, B64, 40)


def _aurora(r: Random) -> str:
    region = r.choice(("ap-northeast-1", "ap-northeast-2"))
    name = r.choice(("kaigo-prod", "kaigo-billing", "visit-scheduler"))
    return f"{name}.cluster-{pick(r, LOWER_ALNUM, 12)}.{region}.rds.amazonaws.com"


def _ncp_db(r: Random) -> str:
    return f"db-{pick(r, LOWER_ALNUM, 5)}.vpc-cdb.ntruss.com"


# --- payments -----------------------------------------------------------------------------


def _payjp(r: Random) -> dict[str, str]:
    return {
        "sk": _payjp_secret(r),
        "pk": _PK_LIVE + hexs(r, 24),
        "ch": "ch_" + hexs(r, 29),
        "who": r.choice(FUKUOKA),
    }


def _payjp_webhook(r: Random) -> dict[str, str]:
    return {"wt": _WHOOK + pick(r, LOWER_ALNUM, 30), "d": day(r)}


def _komoju(r: Random) -> dict[str, str]:
    return {
        "sk": _komoju_secret(r),
        "pk": _PK_LIVE + pick(r, LOWER_ALNUM, 26),
        "amt": yen(r),
        "mu": uuid4(r),
        "who": r.choice(BUSAN),
    }


def _komoju_webhook(r: Random) -> dict[str, str]:
    ws = r.choice((pick(r, ALNUM, 32), hexs(r, 48), "komoju-wh-" + pick(r, LOWER_ALNUM, 24)))
    return {"ws": ws, "d": day(r)}


def _toss(r: Random) -> dict[str, str]:
    sk = _toss_secret(r)
    return {
        "sk": sk,
        "basic": b64_of(sk + ":"),
        "pk": pick(r, ALNUM, 50),
        "oid": f"KAIGO-{day(r).replace('-', '')}-{pick(r, UPPER_ALNUM, 6)}",
        "amt": won(r),
    }


def _kakaopay(r: Random) -> dict[str, str]:
    return {
        "sk": _kakaopay_secret(r),
        "ak": hexs(r, 32),
        "cid": r.choice(("TC0ONETIME", "CSAKURA01K", "TCSUBSCRIP")),
        "oid": "SKL" + num(r, 10),
        "amt": won(r),
    }


def _app_signing(r: Random) -> dict[str, str]:
    js = r.choice((pick(r, ALNUM, 48), b64url(r, 32), hexs(r, 64)))
    return {"js": js, "skb": hexs(r, 128), "who": r.choice(BUSAN)}


# --- LINE and Kakao -----------------------------------------------------------------------


def _line_token(r: Random) -> dict[str, str]:
    return {
        "tok": pick(r, B64, 171) + "=",
        "cs": hexs(r, 32),
        "cid": num(r, 10),
        "uid": "U" + hexs(r, 32),
    }


def _line_login(r: Random) -> dict[str, str]:
    claims = {"ver": 1, "jti": pick(r, ALNUM, 16), "client_id": num(r, 10), "exp": epoch(r)}
    return {
        "sec": hexs(r, 32),
        "cid": num(r, 10),
        "code": pick(r, ALNUM, 20),
        "at": f"{_JWT_HEAD}.{b64url_json(claims)}.{b64url(r, 32)}",
        "rt": pick(r, ALNUM, 20),
    }


def _kakao_login(r: Random) -> dict[str, str]:
    return {
        "cs": pick(r, ALNUM, 32),
        "rest": hexs(r, 32),
        "at": pick(r, B64URL, 54),
        "rt": pick(r, B64URL, 54),
    }


# --- AWS and Firebase ---------------------------------------------------------------------


def _aws_keys(r: Random) -> dict[str, str]:
    return {"akid": _AKIA + pick(r, B32, 16), "sak": _aws_secret(r), "d": day(r)}


def _aws_sts(r: Random) -> dict[str, str]:
    return {
        "asia": _ASIA + pick(r, B32, 16),
        "sak": _aws_secret(r),
        "st": _STS + pick(r, B64, r.choice((380, 420, 600))),
        "exp": iso(r),
        "acct": aws_account(r),
    }


def _cognito(r: Random) -> dict[str, str]:
    region = r.choice(("ap-northeast-1", "ap-northeast-2"))
    return {
        "cs": pick(r, LOWER_ALNUM, 51),
        "cid": pick(r, LOWER_ALNUM, 26),
        "pool": f"{region}_{pick(r, ALNUM, 9)}",
    }


def _firebase_sa(r: Random) -> dict[str, str]:
    proj = r.choice(("sakura-kaigo-prod", "kaigo-family-app", "kaigo-link-kr")) + "-" + hexs(r, 5)
    body = pem_body(pkcs8_rsa(r))
    key = "-----BEGIN PRIVATE KEY-----\n" + body + "\n-----END PRIVATE KEY-----\n"
    return {
        "proj": proj,
        "kid": hexs(r, 40),
        "pk": escaped(key),
        "sfx": pick(r, LOWER_ALNUM, 5),
        "cid": num(r, 21),
    }


def _fcm(r: Random) -> dict[str, str]:
    return {"k": "AAAA" + pick(r, B64URL, 7) + _FCM + pick(r, B64URL, 134), "sid": num(r, 12)}


# --- developer tooling --------------------------------------------------------------------


def _sentry(r: Random) -> dict[str, str]:
    claims = {
        "iat": round(epoch(r) + r.random(), 6),
        "url": "https://sentry.io",
        "region_url": "https://us.sentry.io",
        "org": "sakura-kaigo-link",
    }
    org = _SNTRYS + b64_of(json.dumps(claims, separators=(",", ":"))) + "_" + pick(r, ALNUM, 43)
    return {"ut": _SNTRYU + hexs(r, 64), "ot": org}


def _circleci(r: Random) -> dict[str, str]:
    return {
        "pat": _CCIPAT + pick(r, ALNUM, 22) + "_" + hexs(r, 40),
        "prj": _CCIPRJ + pick(r, ALNUM, 22) + "_" + hexs(r, 40),
        "d": day(r),
    }


def _backlog(r: Random) -> dict[str, str]:
    return {"k": pick(r, ALNUM, 64), "pid": num(r, 6)}


def _chatwork(r: Random) -> dict[str, str]:
    return {"t": hexs(r, 32), "room": num(r, 9)}


def _naver(r: Random) -> dict[str, str]:
    if r.random() < 0.5:
        ak, sk = pick(r, UPPER_ALNUM, 20), pick(r, ALNUM, 40)
    else:
        ak, sk = _NCP_AK + pick(r, ALNUM, 14), _NCP_SK + pick(r, ALNUM, 30)
    return {"ak": ak, "sk": sk, "svc": "ncp:sms:kr:" + num(r, 9) + ":kaigo-remind"}


def _smslink(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 40), "contract": "SL-" + num(r, 8)}


def _ekyc(r: Random) -> dict[str, str]:
    return {"k": _MYNA + pick(r, ALNUM, 40), "wh": _MYNA_WH + hexs(r, 40), "chk": ulid(r)}


# --- passwords ----------------------------------------------------------------------------


def _db_url(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24, 28)), URL_PASSWORD_CHARS),
        "host": _aurora(r),
        "nhost": _ncp_db(r),
        "cache": pick(r, LOWER_ALNUM, 6),
    }


def _config_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 22, 32))),
        "host": _aurora(r),
        "smtpuser": _AKIA + pick(r, B32, 16),
        "cache": pick(r, LOWER_ALNUM, 6),
    }


def _prose_pw(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 17, 19, 21, 24))), "d": day(r)}


# --- private keys -------------------------------------------------------------------------


def _rsa(r: Random) -> dict[str, str]:
    body = pem_body(rsa_pkcs1(r))
    return {"body": body, "ibody": indent(body, 4), "host": r.choice(FACILITIES)}


def _ec(r: Random) -> dict[str, str]:
    p8 = pem_body(pkcs8_p256(r))
    return {
        "p8": p8,
        "p8esc": escaped(p8),
        "sec1": pem_body(sec1_p256(r)),
        "kid": pick(r, UPPER_ALNUM, 10),
        "team": pick(r, UPPER_ALNUM, 10),
    }


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(("kaigo-deploy@circleci", "minji@busan-mbp", "tanaka@fukuoka-dev"))
    return {"body": openssh_ed25519(r, who), "who": who}


# --- bundles ------------------------------------------------------------------------------


def _k8s(r: Random) -> dict[str, str]:
    vendor_key = r.choice((_payjp_secret(r), _toss_secret(r)))
    return {
        "bsk": b64_of(vendor_key),
        "bpw": b64_of(password(r, r.choice((16, 20, 24)))),
        "bcs": b64_of(hexs(r, 32)),
        "bpub": b64_of(_PK_LIVE + hexs(r, 24)),
        "btls": b64_of(
            "-----BEGIN EC PRIVATE KEY-----\n"
            + pem_body(sec1_p256(r))
            + "\n-----END EC PRIVATE KEY-----\n"
        ),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "pk": _PK_LIVE + hexs(r, 24),
        "psk": _payjp_secret(r),
        "dsnk": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 7),
        "pw": password(r, 24, URL_PASSWORD_CHARS),
        "tck": _TOSS_CK + pick(r, ALNUM, 28),
        "tsk": _toss_secret(r),
        "ksk": _kakaopay_secret(r),
        "lcid": num(r, 10),
        "lcs": hexs(r, 32),
        "cw": hexs(r, 32),
        "ss": b64url(r, 48),
        "bl": pick(r, ALNUM, 64),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "psk": _payjp_secret(r),
        "sak": _aws_secret(r),
        "akid": _AKIA + pick(r, B32, 16),
        "st": _SNTRYU + hexs(r, 64),
        "pat": _CCIPAT + pick(r, ALNUM, 22) + "_" + hexs(r, 40),
        "tsk": _toss_secret(r),
        "ksk": _komoju_secret(r),
        "lat": pick(r, B64, 171) + "=",
        "orgid": uuid4(r),
        "job": num(r, 5),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "ch": "ch_" + hexs(r, 29),
        "pk": _PK_LIVE + hexs(r, 24),
        "psk": _payjp_secret(r),
        "trace": hexs(r, 32),
        "tpk": pick(r, ALNUM, 50),
        "tsk": _toss_secret(r),
        "tid": "T" + num(r, 19),
        "ev": hexs(r, 32),
        "luid": "U" + hexs(r, 32),
        "lcs": hexs(r, 32),
        "dig": sha256_hex(r),
        "kms": uuid4(r),
        "ccid": pick(r, LOWER_ALNUM, 26),
        "ccs": pick(r, LOWER_ALNUM, 51),
        "dd": f"{r.randint(1, 30):02d}",
        "u": uuid4(r),
        "v": ulid(r),
    }


SECRETS: tuple[Kind, ...] = (
    secret_kind(
        "payjp_secret_key",
        (
            "PAYJP_SECRET_KEY=⟨sk⟩\nPAYJP_PUBLIC_KEY=⟨pk⟩",
            "curl https://api.pay.jp/v1/charges/⟨ch⟩ -u ⟨sk⟩:",
            "PAY.JP の本番シークレットキーは ⟨sk⟩ (管理画面 → API で再発行済み、"
            "旧キーは失効させた)",
            'payjp.api_key = "⟨sk⟩"  # TODO: Secrets Manager に移す (⟨who⟩)',
            "| 環境 | 公開鍵 | 秘密鍵 |\n|---|---|---|\n| prod | `⟨pk⟩` | `⟨sk⟩` |",
        ),
        _payjp,
        ("sk",),
    ),
    secret_kind(
        "payjp_webhook_token",
        (
            'if request.headers.get("X-Payjp-Webhook-Token") != "⟨wt⟩":\n'
            "    return Response(status=401)",
            "PAY.JP Webhook のトークン: ⟨wt⟩ (billing-webhook Lambda の環境変数 "
            "PAYJP_WEBHOOK_TOKEN、⟨d⟩ 更新)",
            "aws lambda update-function-configuration --function-name kaigo-billing-webhook "
            "--environment 'Variables={PAYJP_WEBHOOK_TOKEN=⟨wt⟩}' --region ap-northeast-1",
            "웹훅 검증 토큰(PAY.JP) ⟨wt⟩ — 부산 쪽 스테이징에도 같은 값 사용 중 (⟨d⟩ 기준)",
        ),
        _payjp_webhook,
        ("wt",),
    ),
    secret_kind(
        "komoju_secret_key",
        (
            "curl -X POST https://komoju.com/api/v1/sessions -u ⟨sk⟩: -d amount=⟨amt⟩ "
            "-d currency=JPY -d return_url=https://app.sakura-kaigo.link/pay/done",
            "KOMOJU_SECRET_KEY=⟨sk⟩  # コンビニ決済・PayPay 用",
            "komoju:\n  publishable_key: ⟨pk⟩\n  secret_key: ⟨sk⟩\n  merchant_uuid: ⟨mu⟩",
            "KOMOJU 管理画面で発行した秘密鍵 ⟨sk⟩ を ⟨who⟩ さんに Chatwork で送ってしまった"
            " → ローテーション予定",
        ),
        _komoju,
        ("sk",),
    ),
    secret_kind(
        "komoju_webhook_secret",
        (
            "KOMOJU の Webhook シークレットトークン: ⟨ws⟩\n"
            "エンドポイント: https://api.sakura-kaigo.link/webhooks/komoju (⟨d⟩ 設定)",
            'expected = hmac.new(b"⟨ws⟩", body, hashlib.sha256).hexdigest()\n'
            'if not hmac.compare_digest(expected, request.headers["X-Komoju-Signature"]):\n'
            "    raise Forbidden()",
            'komoju_webhook_secret = "⟨ws⟩"  # terraform.tfvars (コミットしないこと)',
            "KOMOJU 웹훅 시크릿을 ⟨ws⟩ 로 바꿨음 (⟨d⟩). 서명 검증 실패하면 이 값 먼저 확인.",
        ),
        _komoju_webhook,
        ("ws",),
    ),
    secret_kind(
        "toss_payments_secret_key",
        (
            "TOSS_SECRET_KEY=⟨sk⟩",
            "curl https://api.tosspayments.com/v1/payments/confirm "
            '-H "Authorization: Basic ⟨basic⟩" -H "Content-Type: application/json" '
            '-d \'{"paymentKey":"⟨pk⟩","orderId":"⟨oid⟩","amount":⟨amt⟩}\'',
            "토스페이먼츠 시크릿 키: ⟨sk⟩ (라이브. 개발자센터 → API 키에서 재발급함)",
            "Toss の secret key ⟨sk⟩ を base64 にしたヘッダ値 ⟨basic⟩ がログに出ていた。"
            "ログは削除済み",
            'const secretKey = "⟨sk⟩"; // TODO env로 옮기기 (orderId ⟨oid⟩ 테스트용)',
        ),
        _toss,
        ("sk", "basic"),
    ),
    secret_kind(
        "kakaopay_secret_and_admin_key",
        (
            "curl -X POST https://open-api.kakaopay.com/online/v1/payment/ready "
            '-H "Authorization: SECRET_KEY ⟨sk⟩" -H "Content-Type: application/json" '
            '-d \'{"cid":"⟨cid⟩","partner_order_id":"⟨oid⟩","total_amount":⟨amt⟩}\'',
            "KAKAOPAY_SECRET_KEY=⟨sk⟩\nKAKAOPAY_CID=⟨cid⟩",
            "카카오페이 시크릿 키(운영) ⟨sk⟩ — 파트너 어드민에서 발급, 분기마다 교체",
            "旧 API (kapi.kakao.com/v1/payment) は Admin キーで認証していた: "
            "Authorization: KakaoAK ⟨ak⟩",
            "kakaopay:\n  cid: ⟨cid⟩\n  secret-key: ⟨sk⟩\n  legacy-admin-key: ⟨ak⟩",
        ),
        _kakaopay,
        ("sk", "ak"),
    ),
    secret_kind(
        "app_session_signing_secret",
        (
            "SESSION_JWT_SECRET=⟨js⟩",
            "ケアポータルのセッション署名鍵 (HS256): ⟨js⟩ — 漏れると任意ユーザーで"
            "ログインできるので扱い注意",
            "config/credentials.yml.enc を復号した中身:\nsecret_key_base: ⟨skb⟩",
            'jwt.sign(payload, "⟨js⟩", { algorithm: "HS256", expiresIn: "15m" })',
            "세션 서명 시크릿 ⟨js⟩ 을 staging 과 prod 가 같이 쓰고 있었음 → 분리 필요 (⟨who⟩)",
        ),
        _app_signing,
        ("js", "skb"),
    ),
    secret_kind(
        "line_messaging_channel_credentials",
        (
            "curl -X POST https://api.line.me/v2/bot/message/push "
            "-H 'Authorization: Bearer ⟨tok⟩' -H 'Content-Type: application/json' "
            '-d \'{"to":"⟨uid⟩","messages":[{"type":"text","text":"明日の訪問は10時です"}]}\'',
            "LINE_CHANNEL_ACCESS_TOKEN=⟨tok⟩\nLINE_CHANNEL_SECRET=⟨cs⟩",
            "LINE 公式アカウント「さくら介護リンク」(Channel ID ⟨cid⟩) の長期チャネル"
            "アクセストークン: ⟨tok⟩",
            "line-bot Lambda 環境変数:\n\n| 名前 | 値 |\n|---|---|\n"
            "| LINE_CHANNEL_ID | ⟨cid⟩ |\n| LINE_CHANNEL_SECRET | ⟨cs⟩ |",
            "라인 채널 시크릿 ⟨cs⟩ (Messaging API, 채널 ID ⟨cid⟩) — 서명 검증용",
        ),
        _line_token,
        ("tok", "cs"),
    ),
    secret_kind(
        "line_login_oauth_secrets",
        (
            "curl -X POST https://api.line.me/oauth2/v2.1/token "
            "-d grant_type=authorization_code -d code=⟨code⟩ "
            "-d redirect_uri=https://family.sakura-kaigo.link/auth/line/callback "
            "-d client_id=⟨cid⟩ -d client_secret=⟨sec⟩",
            "LINE Login channel secret: ⟨sec⟩ (家族向けポータルのログイン用、"
            "Messaging API とは別チャネル ⟨cid⟩)",
            '{"access_token":"⟨at⟩","expires_in":2592000,"refresh_token":"⟨rt⟩",'
            '"scope":"profile openid","token_type":"Bearer"}',
            "LINE ログインのリフレッシュトークン ⟨rt⟩ をテスト用にメモ "
            "(테스트 계정 kaigo-qa-03, 채널 ⟨cid⟩)",
            "Family portal login broke because LINE_LOGIN_CHANNEL_SECRET was still the old "
            "value; current one is ⟨sec⟩",
        ),
        _line_login,
        ("sec", "at", "rt"),
    ),
    secret_kind(
        "kakao_login_oauth_secrets",
        (
            "curl -X POST https://kauth.kakao.com/oauth/token -d grant_type=refresh_token "
            "-d client_id=⟨rest⟩ -d refresh_token=⟨rt⟩ -d client_secret=⟨cs⟩",
            "카카오 로그인 Client Secret: ⟨cs⟩ (보안 탭에서 '사용함'으로 설정, REST 키 ⟨rest⟩)",
            "KAKAO_CLIENT_ID=⟨rest⟩\nKAKAO_CLIENT_SECRET=⟨cs⟩",
            "kapi.kakao.com/v2/user/me を直接叩くとき: "
            "curl -H 'Authorization: Bearer ⟨at⟩' https://kapi.kakao.com/v2/user/me",
            "보호자 테스트 계정 액세스 토큰 ⟨at⟩ / 리프레시 토큰 ⟨rt⟩ (만료되면 다시 로그인)",
        ),
        _kakao_login,
        ("cs", "at", "rt"),
    ),
    secret_kind(
        "aws_iam_access_keys",
        (
            "[sakura-prod]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sak⟩\n"
            "region = ap-northeast-1",
            "export AWS_ACCESS_KEY_ID=⟨akid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sak⟩\n"
            "export AWS_DEFAULT_REGION=ap-northeast-2",
            "CI 用 IAM ユーザー kaigo-deployer のアクセスキー: ⟨akid⟩ / シークレット ⟨sak⟩ "
            "(⟨d⟩ 作成)",
            "서울 리전 배치용 IAM 키 - Access key ⟨akid⟩, Secret access key ⟨sak⟩. "
            "사용 끝나면 비활성화할 것",
            "aws configure set aws_secret_access_key ⟨sak⟩ --profile busan-batch",
        ),
        _aws_keys,
        ("sak",),
    ),
    secret_kind(
        "aws_sts_session_credentials",
        (
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨asia⟩",\n'
            '        "SecretAccessKey": "⟨sak⟩",\n        "SessionToken": "⟨st⟩",\n'
            '        "Expiration": "⟨exp⟩"\n    },\n    "AssumedRoleUser": {\n'
            '        "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/kaigo-oncall/minji"\n    }\n}',
            "AWS_SESSION_TOKEN=⟨st⟩",
            "export AWS_ACCESS_KEY_ID=⟨asia⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sak⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            "Cognito Identity Pool から取った一時クレデンシャル (⟨exp⟩ まで有効): "
            "SecretKey=⟨sak⟩ SessionToken=⟨st⟩",
        ),
        _aws_sts,
        ("sak", "st"),
    ),
    secret_kind(
        "cognito_app_client_secret",
        (
            "aws cognito-idp describe-user-pool-client の出力:\n{\n"
            '    "UserPoolClient": {\n        "UserPoolId": "⟨pool⟩",\n'
            '        "ClientName": "care-portal-server",\n        "ClientId": "⟨cid⟩",\n'
            '        "ClientSecret": "⟨cs⟩",\n'
            '        "ExplicitAuthFlows": ["ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]\n'
            "    }\n}",
            "COGNITO_USER_POOL_ID=⟨pool⟩\nCOGNITO_CLIENT_ID=⟨cid⟩\nCOGNITO_CLIENT_SECRET=⟨cs⟩",
            "SECRET_HASH の計算に使うアプリクライアントシークレット: ⟨cs⟩ (pool ⟨pool⟩)",
            "코그니토 앱 클라이언트 시크릿 ⟨cs⟩ — 서버 사이드 로그인 전용 클라이언트(⟨cid⟩)",
            "curl -u ⟨cid⟩:⟨cs⟩ -d grant_type=client_credentials "
            "-d scope=kaigo-api/visits.read https://auth.sakura-kaigo.link/oauth2/token",
        ),
        _cognito,
        ("cs",),
    ),
    secret_kind(
        "firebase_service_account_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "⟨pk⟩",\n'
            '  "client_email": "firebase-adminsdk-⟨sfx⟩@⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            'FIREBASE_PROJECT_ID=⟨proj⟩\nFIREBASE_PRIVATE_KEY="⟨pk⟩"\n'
            "FIREBASE_CLIENT_EMAIL=firebase-adminsdk-⟨sfx⟩@⟨proj⟩.iam.gserviceaccount.com",
            'firebase-adminsdk の鍵 (⟨proj⟩、JSON の private_key だけ抜粋):\n"private_key": "⟨pk⟩"',
        ),
        _firebase_sa,
        ("pk",),
    ),
    secret_kind(
        "firebase_fcm_server_key",
        (
            "curl -X POST https://fcm.googleapis.com/fcm/send -H 'Authorization: key=⟨k⟩' "
            "-H 'Content-Type: application/json' -d @push.json",
            "FCM_SERVER_KEY=⟨k⟩  # 레거시 HTTP API, 보호자 안드로이드 앱이 아직 사용 중",
            "Firebase Console → Cloud Messaging の「サーバーキー」: ⟨k⟩ (送信者 ID ⟨sid⟩)",
            'firebase:\n  sender_id: "⟨sid⟩"\n  server_key: "⟨k⟩"',
        ),
        _fcm,
        ("k",),
    ),
    secret_kind(
        "sentry_auth_tokens",
        (
            "SENTRY_AUTH_TOKEN=⟨ot⟩ npx @sentry/cli sourcemaps upload "
            "--org sakura-kaigo-link --project care-portal ./dist",
            "~/.sentryclirc:\n[auth]\ntoken=⟨ut⟩\n\n[defaults]\norg=sakura-kaigo-link",
            "Sentry の個人トークン ⟨ut⟩ (scope: project:releases, org:read)",
            "센트리 조직 토큰 ⟨ot⟩ 을 CircleCI 컨텍스트 sentry-release 에 넣음",
            "curl -H 'Authorization: Bearer ⟨ut⟩' "
            "'https://sentry.io/api/0/organizations/sakura-kaigo-link/issues/"
            "?query=is:unresolved'",
        ),
        _sentry,
        ("ut", "ot"),
    ),
    secret_kind(
        "circleci_api_tokens",
        (
            "curl -H 'Circle-Token: ⟨pat⟩' "
            "https://circleci.com/api/v2/project/gh/sakura-kaigo/kaigo-api/pipeline",
            "CIRCLECI_TOKEN=⟨pat⟩",
            "CircleCI のプロジェクト API トークン (kaigo-billing, scope: All): ⟨prj⟩",
            'curl -X POST -H "Circle-Token: ⟨prj⟩" -H "Content-Type: application/json" '
            '-d \'{"branch":"main","parameters":{"deploy_seoul":true}}\' '
            "https://circleci.com/api/v2/project/gh/sakura-kaigo/kaigo-billing/pipeline",
            "서클CI 개인 토큰 ⟨pat⟩ — 만료일 ⟨d⟩ 이후 재발급하면 여기 갱신",
        ),
        _circleci,
        ("pat", "prj"),
    ),
    secret_kind(
        "backlog_api_key",
        (
            "curl 'https://sakura-kaigo.backlog.jp/api/v2/issues"
            "?apiKey=⟨k⟩&projectId[]=⟨pid⟩&statusId[]=1'",
            "BACKLOG_API_KEY=⟨k⟩",
            "Backlog の API キー (個人設定 → API で発行、メモ: 課題同期バッチ): ⟨k⟩",
            "backlog:\n  space: sakura-kaigo\n  api_key: ⟨k⟩\n  project_id: ⟨pid⟩",
            "백로그 API 키 ⟨k⟩ — 이슈 동기화 람다(backlog-sync)에서 사용",
        ),
        _backlog,
        ("k",),
    ),
    secret_kind(
        "chatwork_api_token",
        (
            "curl -X POST -H 'X-ChatWorkToken: ⟨t⟩' -d 'body=[info]デプロイ完了[/info]' "
            "https://api.chatwork.com/v2/rooms/⟨room⟩/messages",
            "CHATWORK_API_TOKEN=⟨t⟩\nCHATWORK_ROOM_ID=⟨room⟩",
            "Chatwork の API トークン: ⟨t⟩ (通知ボット用アカウント kaigo-bot、ルーム ⟨room⟩)",
            "채트워크 알림 봇 토큰 ⟨t⟩, 룸 ID ⟨room⟩ — 배포 알림용",
        ),
        _chatwork,
        ("t",),
    ),
    secret_kind(
        "naver_cloud_api_secret_key",
        (
            "NCP_ACCESS_KEY=⟨ak⟩\nNCP_SECRET_KEY=⟨sk⟩\nNCP_SENS_SERVICE_ID=⟨svc⟩",
            "네이버 클라우드 SENS(SMS) API 인증키 — Access Key ID: ⟨ak⟩ / Secret Key: ⟨sk⟩",
            'provider "ncloud" {\n  access_key  = "⟨ak⟩"\n  secret_key  = "⟨sk⟩"\n'
            '  region      = "KR"\n  support_vpc = true\n}',
            "Naver Cloud のサブアカウント用シークレットキー ⟨sk⟩ は 1Password に移した。"
            "ここからは消すこと",
        ),
        _naver,
        ("sk",),
    ),
    secret_kind(
        "sms_link_api_token",
        (
            "SMSLINK_API_TOKEN=⟨t⟩\nSMSLINK_SENDER=SakuraKaigo",
            "NTT 系 SMS 配信 (SMS Link) の API トークン ⟨t⟩ — 訪問リマインド SMS 用。"
            "契約番号 ⟨contract⟩ は秘密ではない",
            'sms:\n  provider: smslink\n  contract: "⟨contract⟩"\n  api_token: ⟨t⟩',
            "일본 SMS 발송 토큰 ⟨t⟩ 이 Sentry breadcrumb 에 찍혔음 → scrub 규칙 추가 필요",
        ),
        _smslink,
        ("t",),
    ),
    secret_kind(
        "ekyc_vendor_api_keys",
        (
            "MYNAVERIFY_API_KEY=⟨k⟩\nMYNAVERIFY_WEBHOOK_SECRET=⟨wh⟩",
            "本人確認 (マイナンバーカードの公的個人認証。番号そのものは保存しない) "
            "ベンダーの本番 API キー: ⟨k⟩",
            "curl -H 'Authorization: Bearer ⟨k⟩' "
            "https://ekyc-proxy.internal.sakura-kaigo.link/v1/checks/⟨chk⟩",
            "eKYC 웹훅 서명 시크릿 ⟨wh⟩ (본인확인 결과 콜백 검증용, 체크 ⟨chk⟩ 에서 확인)",
        ),
        _ekyc,
        ("k", "wh"),
    ),
    secret_kind(
        "database_urls_with_passwords",
        (
            "DATABASE_URL=postgres://kaigo_app:⟨pw⟩@⟨host⟩:5432/kaigo",
            'psql "postgresql://billing_ro:⟨pw⟩@⟨host⟩:5432/billing?sslmode=require"',
            "mysql -h ⟨nhost⟩ -u busan_batch -p'⟨pw⟩' kaigo_kr",
            "jdbc:mysql://⟨nhost⟩:3306/kaigo_kr?user=scheduler&password=⟨pw⟩&useSSL=true",
            "REDIS_URL=rediss://default:⟨pw⟩@kaigo-cache.⟨cache⟩.ng.0001.apne1.cache"
            ".amazonaws.com:6379/0",
        ),
        _db_url,
        ("pw",),
    ),
    secret_kind(
        "passwords_in_config_files",
        (
            'database:\n  host: ⟨host⟩\n  user: kaigo_app\n  password: "⟨pw⟩"\n  pool: 10',
            '[redis]\nhost = "kaigo-cache.⟨cache⟩.apne1.cache.amazonaws.com"\n'
            'password = "⟨pw⟩"\ntls = true',
            'resource "aws_rds_cluster" "kaigo" {\n  cluster_identifier = "kaigo-prod"\n'
            '  engine             = "aurora-postgresql"\n'
            '  master_username    = "kaigo_admin"\n  master_password    = "⟨pw⟩"\n}',
            '{\n  "smtp": {\n    "host": "email-smtp.ap-northeast-1.amazonaws.com",\n'
            '    "user": "⟨smtpuser⟩",\n    "pass": "⟨pw⟩"\n  }\n}',
            "docker run -d -e POSTGRES_PASSWORD='⟨pw⟩' -p 5432:5432 postgres:17  "
            "# ⟨host⟩ のダンプ復元用",
        ),
        _config_pw,
        ("pw",),
    ),
    secret_kind(
        "passwords_in_japanese_prose",
        (
            "本番 Aurora の kaigo_admin パスワードは ⟨pw⟩ です。変更したら山口さんに連絡。",
            "管理画面 (care-admin) の共有アカウント ops@sakura-kaigo.link / ⟨pw⟩ — "
            "退職者が出たら即変更",
            "福岡オフィスの VPN パスワードが ⟨pw⟩ に変わった (⟨d⟩ から)",
            "明日のデモ用: 施設長ロールのテストユーザーは demo-shisetsu、パスワード「⟨pw⟩」。",
            "PAY.JP 管理画面のログインパスワードを ⟨pw⟩ にリセット (2段階認証は田中さんのスマホ)",
        ),
        _prose_pw,
        ("pw",),
    ),
    secret_kind(
        "passwords_in_korean_prose",
        (
            "운영 DB 관리자 비밀번호는 ⟨pw⟩ 입니다. 바꾸면 김민지 님께 꼭 공유해 주세요.",
            "토스페이먼츠 상점관리자 로그인: sakura-kaigo / 비번 ⟨pw⟩",
            "부산 사무실 NAS 관리자(admin) 비밀번호 ⟨pw⟩ — ⟨d⟩ 에 바꿀 예정",
            "Naver Cloud 콘솔 서브계정 busan-ops 초기 비밀번호가 ⟨pw⟩ 로 설정됨. "
            "첫 로그인 때 변경 필요",
            "The Kakao Business (카카오톡 채널 관리자) password is now ⟨pw⟩ — "
            "don't paste it in Chatwork again",
        ),
        _prose_pw,
        ("pw",),
    ),
    secret_kind(
        "rsa_private_key_pem",
        (
            "-----BEGIN RSA " + "PRIVATE KEY-----\n⟨body⟩\n-----END RSA " + "PRIVATE KEY-----",
            "旧 bastion (kaigo-bastion-01) の鍵、~/.ssh/kaigo-bastion.pem の中身:\n\n"
            "-----BEGIN RSA " + "PRIVATE KEY-----\n⟨body⟩\n-----END RSA " + "PRIVATE KEY-----\n",
            "tls:\n  cert: /etc/kaigo/⟨host⟩.crt\n  key: |\n    -----BEGIN RSA "
            + "PRIVATE KEY-----\n⟨ibody⟩\n    -----END RSA "
            + "PRIVATE KEY-----",
            "부산 배치 서버 접속용 키(id_rsa) 원본. 서버 교체되면 삭제:\n```\n-----BEGIN RSA "
            + "PRIVATE KEY-----\n⟨body⟩\n-----END RSA "
            + "PRIVATE KEY-----\n```",
        ),
        _rsa,
        ("body", "ibody"),
    ),
    secret_kind(
        "ec_private_keys_apns_and_jwt",
        (
            "AuthKey_⟨kid⟩.p8 (APNs, Team ID ⟨team⟩):\n-----BEGIN "
            + "PRIVATE KEY-----\n⟨p8⟩\n-----END "
            + "PRIVATE KEY-----",
            'APNS_KEY_ID=⟨kid⟩\nAPNS_TEAM_ID=⟨team⟩\nAPNS_PRIVATE_KEY="-----BEGIN '
            + "PRIVATE KEY-----\\n⟨p8esc⟩\\n-----END "
            + 'PRIVATE KEY-----"',
            "-----BEGIN EC " + "PRIVATE KEY-----\n⟨sec1⟩\n-----END EC " + "PRIVATE KEY-----",
            "ケアポータル ES256 署名鍵 (jwt-signing-2035q2):\n```\n-----BEGIN EC "
            + "PRIVATE KEY-----\n⟨sec1⟩\n-----END EC "
            + "PRIVATE KEY-----\n```",
        ),
        _ec,
        ("p8", "p8esc", "sec1"),
    ),
    secret_kind(
        "openssh_private_key",
        (
            "-----BEGIN OPENSSH "
            + "PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH "
            + "PRIVATE KEY-----",
            "CircleCI の add_ssh_keys 用デプロイ鍵 (⟨who⟩):\n\n-----BEGIN OPENSSH "
            + "PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH "
            + "PRIVATE KEY-----\n",
            "$ cat ~/.ssh/id_ed25519\n-----BEGIN OPENSSH "
            + "PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH "
            + "PRIVATE KEY-----",
        ),
        _openssh,
        ("body",),
    ),
    secret_kind(
        "kubernetes_secret_data_base64",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: kaigo-billing-secrets\n"
            "  namespace: billing\ntype: Opaque\ndata:\n  PAYMENT_SECRET_KEY: ⟨bsk⟩\n"
            "  PAYJP_PUBLIC_KEY: ⟨bpub⟩\n  DB_PASSWORD: ⟨bpw⟩",
            "kubectl get secret line-bot -n messaging -o jsonpath='{.data}'\n"
            '{"LINE_CHANNEL_SECRET":"⟨bcs⟩","DB_PASSWORD":"⟨bpw⟩"}',
            "echo '⟨bpw⟩' | base64 -d   # → 本番 DB パスワード (visit-scheduler)",
            "EKS(서울) 의 jwt-signing 시크릿:\napiVersion: v1\nkind: Secret\n"
            "metadata:\n  name: jwt-signing\ntype: Opaque\ndata:\n  es256.pem: ⟨btls⟩",
        ),
        _k8s,
        ("bsk", "bpw", "bcs", "btls"),
    ),
    secret_kind(
        "dotenv_files",
        (
            "# .env.production (kaigo-api)\nNODE_ENV=production\nAWS_REGION=ap-northeast-1\n"
            "PAYJP_PUBLIC_KEY=⟨pk⟩\nPAYJP_SECRET_KEY=⟨psk⟩\n"
            "SENTRY_DSN=https://⟨dsnk⟩@o⟨org⟩.ingest.us.sentry.io/⟨proj⟩\n"
            "DATABASE_PASSWORD=⟨pw⟩",
            "TOSS_CLIENT_KEY=⟨tck⟩\nTOSS_SECRET_KEY=⟨tsk⟩\nKAKAOPAY_CID=TC0ONETIME\n"
            "KAKAOPAY_SECRET_KEY=⟨ksk⟩",
            "LINE_CHANNEL_ID=⟨lcid⟩\nLINE_CHANNEL_SECRET=⟨lcs⟩\nCHATWORK_API_TOKEN=⟨cw⟩\n"
            "LOG_LEVEL=info",
            "export SESSION_SECRET=⟨ss⟩\nexport SENTRY_ENVIRONMENT=staging\n"
            "export BACKLOG_API_KEY=⟨bl⟩",
        ),
        _dotenv,
        ("psk", "pw", "tsk", "ksk", "lcs", "cw", "ss", "bl"),
    ),
    secret_kind(
        "ci_pipeline_variables",
        (
            "circleci context store-secret --org-id ⟨orgid⟩ prod-payments PAYJP_SECRET_KEY "
            "<<< '⟨psk⟩'",
            ".circleci/config.yml (直書きしていた、要修正):\njobs:\n  deploy:\n    docker:\n"
            "      - image: cimg/node:22.14\n    environment:\n      AWS_REGION: ap-northeast-1\n"
            "      AWS_ACCESS_KEY_ID: ⟨akid⟩\n      AWS_SECRET_ACCESS_KEY: ⟨sak⟩\n"
            "      SENTRY_AUTH_TOKEN: ⟨st⟩",
            "curl -X POST -H 'Circle-Token: ⟨pat⟩' -H 'Content-Type: application/json' "
            "https://circleci.com/api/v2/project/gh/sakura-kaigo/kaigo-api/envvar "
            '-d \'{"name":"TOSS_SECRET_KEY","value":"⟨tsk⟩"}\'',
            "CircleCI の Environment Variables に KOMOJU_SECRET_KEY=⟨ksk⟩ を登録 "
            "(ジョブ #⟨job⟩ で動作確認)",
            "CI 로그(잡 #⟨job⟩)에 echo $LINE_CHANNEL_ACCESS_TOKEN 결과가 마스킹 없이 찍힘: ⟨lat⟩",
        ),
        _ci,
        ("psk", "sak", "st", "pat", "tsk", "ksk", "lat"),
    ),
    secret_kind(
        "secret_among_lookalikes",
        (
            "## 2035-04-⟨dd⟩ リリースメモ\n- commit ⟨sha⟩\n- PAY.JP charge ⟨ch⟩ を返金\n"
            "- 公開鍵 ⟨pk⟩ はフロント用なので問題なし\n"
            "- 秘密鍵 ⟨psk⟩ が .env.sample に入っていた → 失効させる",
            "장애 회고 2035-04-⟨dd⟩\n- trace ⟨trace⟩\n- paymentKey ⟨tpk⟩\n"
            "- 카카오페이 tid ⟨tid⟩\n- 토스 시크릿 키 ⟨tsk⟩ 가 에러 로그에 노출됨 (교체 완료)",
            "Debug notes ⟨dd⟩ Apr\n* Sentry event ⟨ev⟩\n* LINE userId ⟨luid⟩\n"
            "* request ⟨u⟩ / visit ⟨v⟩\n* channel secret used to verify: ⟨lcs⟩\n"
            "* image sha256:⟨dig⟩",
            "| 項目 | 値 |\n|---|---|\n| KMS key | ⟨kms⟩ |\n| Cognito client id | ⟨ccid⟩ |\n"
            "| Cognito client secret | ⟨ccs⟩ |\n| commit | ⟨sha⟩ |",
        ),
        _among,
        ("psk", "tsk", "lcs", "ccs"),
    ),
)
