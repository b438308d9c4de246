"""True secrets of the lookalike81 corpus: 33 kinds of credentials in Haneul Pixel memory notes.

Each kind names the fields whose values must not survive the scrubber. Public or short
identifiers that sit next to a secret (merchant ids, channel ids, key ids, issuer ids, access
key ids, project ids, webhook ids) are filled in but never listed.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike81.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    PACKAGES,
    PEOPLE,
    PEOPLE_KO,
    PEOPLE_ZH,
    PROJECTS,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    certificate,
    day,
    digits,
    ec_p256_pkcs8,
    encrypted_pkcs8,
    epoch_ms,
    hexs,
    human_password,
    indent_lines,
    ip10,
    iso,
    num,
    openssh_private,
    password,
    pem_body,
    pick,
    rsa_pkcs1,
    rsa_pkcs8,
    secret_kind,
    snowflake,
    url_password,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_GOCSPX = "GOC" + "SPX-"
_AIZA = "AI" + "za" + "Sy"
_YA29 = "ya" + "29." + "a0"
_GRT = "1/" + "/0"
_APA = "AP" + "A91b"
_PARTNER = "part" + "ner_"
_SNTRYS = "sntr" + "ys_"
_SNTRYU = "sntr" + "yu_"
_DISCORD_WH = "https://discord.com/api/" + "webhooks/"
_DISCORDAPP_WH = "https://discordapp.com/api/" + "webhooks/"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE " + "KEY-----"


def _pem(label: str, body_field: str) -> str:
    return f"{_BEGIN}{label}{_PK}\n⟨{body_field}⟩\n{_END}{label}{_PK}"


def _ipem(label: str, body_field: str, pad: str) -> str:
    return f"{pad}{_BEGIN}{label}{_PK}\n{pad}⟨{body_field}⟩\n{pad}{_END}{label}{_PK}"


def _gcp_host(r: Random) -> str:
    return r.choice(PROJECTS)


# ---------------------------------------------------------------- Google / Firebase


def _gcp_sa(r: Random) -> dict[str, str]:
    body = pem_body(rsa_pkcs8(r)).split("\n")
    return {
        "key": "\\n".join(body),
        "kid": hexs(r, 40),
        "proj": _gcp_host(r),
        "sa": r.choice(("play-publisher", "bq-export", "rtdn-consumer", "remote-config-ci")),
        "cid": num(r, 21),
    }


def _google_client_secret(r: Random) -> dict[str, str]:
    return {
        "s": _GOCSPX + pick(r, B64URL, 28),
        "cid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32),
        "proj": _gcp_host(r),
    }


def _google_tokens(r: Random) -> dict[str, str]:
    return {
        "rt": _GRT + r.choice("eg") + pick(r, B64URL, 98),
        "at": _YA29 + pick(r, B64URL, r.choice((158, 171, 188))),
        "proj": _gcp_host(r),
        "pkg": r.choice(PACKAGES),
        "ptoken": pick(r, "abcdefghijklmnopqrstuvwxyz", 24) + ".AO-J1O" + pick(r, B64URL, 120),
    }


def _google_api_key(r: Random) -> dict[str, str]:
    return {"k": _AIZA + pick(r, B64URL, 33), "proj": _gcp_host(r), "who": r.choice(PEOPLE_KO)}


def _fcm_legacy(r: Random) -> dict[str, str]:
    return {
        "k": "AAAA" + pick(r, B64URL, 7) + ":" + _APA + pick(r, B64URL, 134),
        "sid": num(r, 12),
        "dev": pick(r, B64URL, 22) + ":" + _APA + pick(r, B64URL, 134),
    }


# ---------------------------------------------------------------- Apple


def _p8(r: Random) -> dict[str, str]:
    body = pem_body(ec_p256_pkcs8(r))
    return {
        "body": body,
        "ibody": indent_lines(body, "    "),
        "kid": pick(r, UPPER_ALNUM, 10),
        "iss": uuid4(r),
        "bundle": r.choice(("com.haneulpixel.StarSwarm", "com.haneulpixel.MoonRacer")),
    }


def _apple_shared(r: Random) -> dict[str, str]:
    return {
        "s": hexs(r, 32),
        "rd": "MIIT" + b64(r, 120)[:-4] + "…",
        "bundle": r.choice(("com.haneulpixel.StarSwarm", "com.haneulpixel.MoonRacer")),
    }


# ---------------------------------------------------------------- Korean PGs


def _kcp(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, LOWER_ALNUM, 7) + "." + pick(r, ALNUM + "_", 17),
        "cd": r.choice("ABCDEFGHJ") + pick(r, UPPER_ALNUM, 4),
        "pw": password(r, r.choice((16, 18, 20))),
        "who": r.choice(PEOPLE_KO),
    }


def _kcp_enc(r: Random) -> dict[str, str]:
    body = pem_body(encrypted_pkcs8(r))
    return {"body": body, "ibody": indent_lines(body, "    "), "cd": pick(r, UPPER_ALNUM, 5)}


def _inicis(r: Random) -> dict[str, str]:
    return {
        "sk": b64(r, 24),
        "ak": pick(r, ALNUM, 16),
        "iv": pick(r, ALNUM, 14) + "==",
        "mid": "hnpx" + pick(r, LOWER_ALNUM, 6),
    }


# ---------------------------------------------------------------- Taiwanese PGs


def _ecpay(r: Random) -> dict[str, str]:
    return {"hk": pick(r, ALNUM, 16), "hi": pick(r, ALNUM, 16), "mid": num(r, 7)}


def _tappay(r: Random) -> dict[str, str]:
    return {
        "pk": _PARTNER + pick(r, ALNUM, 64),
        "mid": "haneulpixel_" + r.choice(("CTBC", "TAISHIN", "ESUN", "CATHAY")),
        "prime": hexs(r, 64),
        "amt": str(r.choice((30, 90, 150, 330, 990, 1490))),
    }


# ---------------------------------------------------------------- LINE, NCP, UGS, AppsFlyer


def _line(r: Random) -> dict[str, str]:
    return {
        "cs": hexs(r, 32),
        "at": b64(r, 128),
        "cid": r.choice(("16", "20", "21")) + digits(r, 8),
        "uid": "U" + hexs(r, 32),
    }


def _ncp_keys(r: Random) -> dict[str, str]:
    return {
        "ak": pick(r, UPPER_ALNUM, 20),
        "sk": pick(r, ALNUM, 40),
        "bucket": r.choice(("hp-cdn-kr", "hp-assetbundles", "hp-cs-attachments", "hp-logs-kr")),
    }


def _ncp_host(r: Random) -> str:
    return r.choice(("db-", "cdb-")) + pick(r, LOWER_ALNUM, 5) + ".vpc-cdb.ntruss.com"


def _ncp_mysql(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((16, 20, 24))),
        "user": r.choice(("hp_live", "billing_rw", "gacha_app", "cs_ro")),
        "host": _ncp_host(r),
        "db": r.choice(("billing", "gacha", "guild", "cs")),
    }


def _ugs(r: Random) -> dict[str, str]:
    kid = uuid4(r)
    sk = pick(r, B64URL, 32)
    return {
        "kid": kid,
        "sk": sk,
        "basic": b64_of(f"{kid}:{sk}"),
        "pid": uuid4(r),
        "eid": uuid4(r),
    }


def _appsflyer(r: Random) -> dict[str, str]:
    head = b64url_json(
        {"alg": "A256KW", "cty": "JWT", "enc": "A256GCM", "typ": "JWT", "zip": "DEF"}
    )
    token = ".".join(
        (head, b64url(r, 40), b64url(r, 12), b64url(r, r.randint(330, 420)), b64url(r, 16))
    )
    return {"t": token, "appid": num(r, 10)}


# ---------------------------------------------------------------- Jenkins, Sentry, Discord


def _jenkins(r: Random) -> dict[str, str]:
    return {"t": "11" + hexs(r, 32), "ap": hexs(r, 32), "user": r.choice(PEOPLE)}


def _sentry(r: Random) -> dict[str, str]:
    claims = {
        "iat": float(epoch_ms(r)) / 1000,
        "url": "https://sentry.io",
        "region_url": "https://us.sentry.io",
        "org": "haneul-pixel",
    }
    return {
        "org": _SNTRYS + b64url_json(claims) + "_" + pick(r, B64URL, 43),
        "user": _SNTRYU + hexs(r, 64),
        "rel": f"2.{r.randint(38, 44)}.{r.randint(0, 9)}+b{num(r, 4)}",
    }


def _discord_bot(r: Random) -> dict[str, str]:
    app = snowflake(r)
    token = b64_of(app).rstrip("=") + "." + pick(r, B64URL, 6) + "." + pick(r, B64URL, 38)
    return {"t": token, "app": app}


def _discord_hook(r: Random) -> dict[str, str]:
    return {"t": pick(r, B64URL, 68), "id": snowflake(r)}


# ---------------------------------------------------------------- private keys


def _openssh(r: Random) -> dict[str, str]:
    comment = r.choice(("jenkins@build-01", "deploy@hp-bastion", "yichun@tpe-mbp", "ci@gke-live"))
    return {"body": openssh_private(r, comment)}


def _rsa(r: Random) -> dict[str, str]:
    body = pem_body(rsa_pkcs1(r))
    return {"body": body, "ibody": indent_lines(body, "    ")}


# ---------------------------------------------------------------- config, env, CI, prose


def _k8s(r: Random) -> dict[str, str]:
    key_pem = f"{_BEGIN}{_PK}\n{pem_body(ec_p256_pkcs8(r))}\n{_END}{_PK}\n"
    cert = "-----BEGIN CERTIFICATE-----\n" + pem_body(certificate(r, "live.haneulpixel.com"))
    cert += "\n-----END CERTIFICATE-----\n"
    return {
        "b1": b64_of(pick(r, ALNUM, 16)),
        "b2": b64_of(pick(r, ALNUM, 16)),
        "b3": b64_of(url_password(r, 20)),
        "bk": b64_of(key_pem),
        "bc": b64_of(cert),
        "bt": b64_of(_discord_bot(r)["t"]),
        "bu": b64_of(f"mysql://billing_rw:{url_password(r, 18)}@{_ncp_host(r)}:3306/billing"),
        "ns": r.choice(("live", "live-tw", "stg")),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, 20),
        "pk": _PARTNER + pick(r, ALNUM, 64),
        "cs": hexs(r, 32),
        "dsn": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 7),
        "host": _ncp_host(r),
        "rpw": url_password(r, 24),
        "ip": ip10(r),
        "dt": _discord_bot(r)["t"],
        "js": b64(r, 48),
        "gs": _GOCSPX + pick(r, B64URL, 28),
        "mid": num(r, 7),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "ks": password(r, r.choice((16, 20, 24))),
        "st": _SNTRYU + hexs(r, 64),
        "kp": password(r, 18),
        "up": human_password(r),
        "build": num(r, 4),
    }


def _cfg(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22, 26))),
        "host": _ncp_host(r),
        "ip": ip10(r),
        "app": uuid4(r),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": human_password(r),
        "who": r.choice(PEOPLE_KO),
        "whozh": r.choice(PEOPLE_ZH),
        "id": r.choice(("hp_admin", "billing01", "haneulpx", "ops.tw")),
        "d": day(r),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "u": uuid4(r),
        "dig": hexs(r, 64),
        "order": f"GPA.33{digits(r, 2)}-{digits(r, 4)}-{digits(r, 4)}-{digits(r, 5)}",
        "dsn": hexs(r, 32),
        "hk": pick(r, ALNUM, 16),
        "wh": pick(r, B64URL, 68),
        "whid": snowflake(r),
        "pw": url_password(r, 20),
        "pk": _PARTNER + pick(r, ALNUM, 64),
        "host": _ncp_host(r),
        "ts": iso(r),
        "ts2": iso(r),
        "ts3": iso(r),
        "v": f"2.{r.randint(38, 44)}.{r.randint(0, 9)}",
    }


def _webhook(r: Random) -> dict[str, str]:
    return {
        "t": pick(r, B64URL, 43),
        "s64": hexs(r, 64),
        "jt": pick(r, ALNUM, 32),
        "proj": _gcp_host(r),
    }


def _redis(r: Random) -> dict[str, str]:
    return {"u": uuid4(r), "ip": ip10(r), "name": r.choice(("hp-live-cache", "hp-ranking"))}


SECRETS: tuple[Kind, ...] = (
    secret_kind(
        "gcp_service_account_json_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n'
            '  "private_key": "-----BEGIN PRIVATE KEY-----\\n⟨key⟩\\n'
            '-----END PRIVATE KEY-----\\n",\n'
            '  "client_email": "⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com",\n  "client_id": "⟨cid⟩",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            "Play Developer API 용 서비스 계정 키 (⟨sa⟩) — Jenkins credential 등록 전 임시로"
            ' 붙여둠:\n\n```json\n"private_key_id": "⟨kid⟩",\n'
            '"private_key": "-----BEGIN PRIVATE KEY-----\\n⟨key⟩\\n-----END PRIVATE KEY-----\\n",\n'
            '"client_email": "⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com"\n```',
            "kubectl -n live create secret generic play-sa --from-literal=key.json='"
            '{"type":"service_account","project_id":"⟨proj⟩","private_key_id":"⟨kid⟩",'
            '"private_key":"-----BEGIN PRIVATE KEY-----\\n⟨key⟩\\n-----END PRIVATE KEY-----\\n",'
            '"client_email":"⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com"}\'',
            "BigQuery 匯出 job 用的 SA 金鑰（之後要換成 Workload Identity）：\n"
            '  "private_key": "-----BEGIN PRIVATE KEY-----\\n⟨key⟩\\n-----END PRIVATE KEY-----\\n"',
        ),
        _gcp_sa,
        ("key",),
    ),
    secret_kind(
        "google_oauth_client_secret",
        (
            '{"web":{"client_id":"⟨cid⟩.apps.googleusercontent.com","project_id":"⟨proj⟩",'
            '"auth_uri":"https://accounts.google.com/o/oauth2/auth",'
            '"token_uri":"https://oauth2.googleapis.com/token","client_secret":"⟨s⟩",'
            '"redirect_uris":["https://admin.haneulpixel.com/oauth2/callback"]}}',
            "GOOGLE_CLIENT_ID=⟨cid⟩.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=⟨s⟩",
            "운영툴(admin.haneulpixel.com) 구글 로그인 OAuth 클라이언트 시크릿 재발급함: ⟨s⟩ "
            "— 이전 건 금요일에 폐기",
            "oauth2-proxy --provider=google --client-id=⟨cid⟩.apps.googleusercontent.com "
            "--client-secret=⟨s⟩ --email-domain=haneulpixel.com --upstream=http://grafana:3000",
        ),
        _google_client_secret,
        ("s",),
    ),
    secret_kind(
        "google_oauth_refresh_and_access_tokens",
        (
            "FIREBASE_TOKEN=⟨rt⟩ firebase deploy --only remoteconfig --project ⟨proj⟩",
            'curl -H "Authorization: Bearer ⟨at⟩" "https://androidpublisher.googleapis.com/'
            'androidpublisher/v3/applications/⟨pkg⟩/purchases/subscriptionsv2/tokens/⟨ptoken⟩"',
            '{\n  "access_token": "⟨at⟩",\n  "expires_in": 3599,\n  "refresh_token": "⟨rt⟩",\n'
            '  "scope": "https://www.googleapis.com/auth/androidpublisher",\n'
            '  "token_type": "Bearer"\n}',
            "firebase login:ci 拿到的 token：⟨rt⟩，Jenkins 上的 FIREBASE_TOKEN 已經換成這個",
        ),
        _google_tokens,
        ("rt", "at"),
    ),
    secret_kind(
        "google_cloud_api_key_server_side",
        (
            "GOOGLE_TRANSLATE_API_KEY=⟨k⟩  # CS 티켓 자동 번역 (ko↔zh-TW), 서버 IP 제한 걸어둠",
            'curl -s "https://translation.googleapis.com/language/translate/v2?key=⟨k⟩" '
            "-d q=환불이+안+됐어요 -d target=zh-TW",
            "cs-bot:\n  translate:\n    project: ⟨proj⟩\n    api_key: ⟨k⟩\n    glossary: cs-ko-zh",
            "⟨who⟩님이 Cloud Translation 서버 키 ⟨k⟩ 를 클라이언트 빌드에 넣었음 → 키 교체 필요",
        ),
        _google_api_key,
        ("k",),
    ),
    secret_kind(
        "fcm_legacy_server_key",
        (
            'curl -X POST https://fcm.googleapis.com/fcm/send -H "Authorization: key=⟨k⟩" '
            '-H "Content-Type: application/json" -d \'{"to":"⟨dev⟩","data":{"kind":"mail"}}\'',
            '舊版推播服務 config.json：{"fcm": {"serverKey": "⟨k⟩", "senderId": "⟨sid⟩"}}',
            "레거시 푸시 서버(push-legacy) 에 아직 살아있는 FCM server key: ⟨k⟩ — 폐기 확인 필요",
            "push-legacy/.env\nFCM_SENDER_ID=⟨sid⟩\nFCM_SERVER_KEY=⟨k⟩",
        ),
        _fcm_legacy,
        ("k",),
    ),
    secret_kind(
        "app_store_connect_p8_private_key",
        (
            "AuthKey_⟨kid⟩.p8\n\n" + _pem("", "body"),
            "```yaml\nappstore:\n  issuer_id: ⟨iss⟩\n  key_id: ⟨kid⟩\n  bundle_id: ⟨bundle⟩\n"
            "  private_key: |\n" + _ipem("", "ibody", "    ") + "\n```",
            "$ cat ~/Downloads/AuthKey_⟨kid⟩.p8\n" + _pem("", "body"),
            "App Store Server API 金鑰（Key ID ⟨kid⟩，Issuer ⟨iss⟩）先放這裡，週五前搬到 "
            "Secret Manager：\n\n" + _pem("", "body"),
        ),
        _p8,
        ("body", "ibody"),
    ),
    secret_kind(
        "app_store_app_specific_shared_secret",
        (
            'POST https://buy.itunes.apple.com/verifyReceipt\n{"receipt-data": "⟨rd⟩", '
            '"password": "⟨s⟩", "exclude-old-transactions": true}',
            "APPLE_SHARED_SECRET=⟨s⟩",
            "앱 전용 공유 암호(App-Specific Shared Secret, ⟨bundle⟩) — 구버전 verifyReceipt "
            "폴백용: ⟨s⟩",
            '[apple]\nbundle_id = "⟨bundle⟩"\nenvironment = "Production"\nshared_secret = "⟨s⟩"',
        ),
        _apple_shared,
        ("s",),
    ),
    secret_kind(
        "nhn_kcp_site_key_and_cert_password",
        (
            "// cfg/site_conf_inc.php (레거시 결제 페이지)\n"
            '$g_conf_site_cd   = "⟨cd⟩";\n$g_conf_site_key  = "⟨k⟩";\n'
            '$g_conf_gw_url    = "paygw.kcp.co.kr";',
            "KCP 인증서 개인키(splPrikeyPKCS8.pem) 비밀번호: ⟨pw⟩ — ⟨who⟩님이 상점관리자에서 "
            "재발급",
            "kcp:\n  site_cd: ⟨cd⟩\n  cert_path: /secrets/kcp/splCert.pem\n"
            "  private_key_path: /secrets/kcp/splPrikeyPKCS8.pem\n"
            '  private_key_password: "⟨pw⟩"',
            "KCP 운영 전환 체크리스트\n- [x] site_cd ⟨cd⟩ 발급\n- [x] site_key ⟨k⟩ 반영\n"
            "- [ ] 인증서 교체 (5/20 만료)",
        ),
        _kcp,
        ("k", "pw"),
    ),
    secret_kind(
        "nhn_kcp_encrypted_private_key",
        (
            _pem("ENCRYPTED ", "body"),
            "KCP 에서 받은 splPrikeyPKCS8.pem (site_cd ⟨cd⟩, 비번은 1Password 에):\n\n"
            + _pem("ENCRYPTED ", "body"),
            "kcp:\n  siteCd: ⟨cd⟩\n  privateKey: |\n" + _ipem("ENCRYPTED ", "ibody", "    "),
        ),
        _kcp_enc,
        ("body", "ibody"),
    ),
    secret_kind(
        "kg_inicis_sign_key_and_iniapi_key",
        (
            "INICIS_MID=⟨mid⟩\nINICIS_SIGN_KEY=⟨sk⟩\nINICIS_API_KEY=⟨ak⟩\nINICIS_API_IV=⟨iv⟩",
            "이니시스 웹표준 signKey 는 ⟨sk⟩ (상점관리자 > 상점정보 > 계약정보). mid 는 ⟨mid⟩",
            'INIAPI_KEY = "⟨ak⟩"\nINIAPI_IV = "⟨iv⟩"\n'
            "cipher = AES.new(INIAPI_KEY.encode(), AES.MODE_CBC, INIAPI_IV.encode())",
            "退款 API（INIAPI）key ⟨ak⟩，iv ⟨iv⟩，韓國團隊說不要再貼到 Discord 了",
        ),
        _inicis,
        ("sk", "ak", "iv"),
    ),
    secret_kind(
        "ecpay_hash_key_and_hash_iv",
        (
            "ECPAY_MERCHANT_ID=⟨mid⟩\nECPAY_HASH_KEY=⟨hk⟩\nECPAY_HASH_IV=⟨hi⟩",
            "綠界正式環境 HashKey：⟨hk⟩ / HashIV：⟨hi⟩（特店編號 ⟨mid⟩）",
            '{\n  "ECPay": {\n    "MerchantID": "⟨mid⟩",\n    "HashKey": "⟨hk⟩",\n'
            '    "HashIV": "⟨hi⟩",\n'
            '    "ServiceURL": "https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5"\n  }\n}',
            "ECPay CheckMacValue 검증 실패 원인: stg 에 운영 HashKey(⟨hk⟩) 를 넣었음. "
            "HashIV ⟨hi⟩ 는 맞았음",
        ),
        _ecpay,
        ("hk", "hi"),
    ),
    secret_kind(
        "tappay_partner_key",
        (
            "curl -X POST https://prod.tappaysdk.com/tpc/payment/pay-by-prime "
            "-H 'Content-Type: application/json' -H 'x-api-key: ⟨pk⟩' "
            '-d \'{"prime":"⟨prime⟩","partner_key":"⟨pk⟩","merchant_id":"⟨mid⟩",'
            '"amount":⟨amt⟩,"currency":"TWD","details":"星幣禮包"}\'',
            "TAPPAY_PARTNER_KEY=⟨pk⟩",
            "TapPay Portal 重新產生了 Partner Key：⟨pk⟩，舊的 24 小時後失效（merchant ⟨mid⟩）",
            "tappay:\n  env: production\n  partner_key: ⟨pk⟩\n  merchant_id: ⟨mid⟩",
        ),
        _tappay,
        ("pk",),
    ),
    secret_kind(
        "line_channel_secret_and_access_token",
        (
            "LINE_CHANNEL_ID=⟨cid⟩\nLINE_CHANNEL_SECRET=⟨cs⟩",
            "curl -X POST https://api.line.me/v2/bot/message/push "
            "-H 'Authorization: Bearer ⟨at⟩' -H 'Content-Type: application/json' "
            '-d \'{"to":"⟨uid⟩","messages":[{"type":"text","text":"維護公告"}]}\'',
            "LINE Login channel（⟨cid⟩）的 Channel secret 是 ⟨cs⟩，callback 記得加 "
            "https://tw.haneulpixel.com/auth/line/callback",
            "LINE 공식계정 공지봇 long-lived 채널 액세스 토큰 재발급: ⟨at⟩",
        ),
        _line,
        ("cs", "at"),
    ),
    secret_kind(
        "naver_cloud_api_secret_key",
        (
            "~/.ncloud/configure\n[DEFAULT]\nncloud_access_key_id = ⟨ak⟩\n"
            "ncloud_secret_access_key = ⟨sk⟩\nncloud_api_url = https://ncloud.apigw.ntruss.com",
            "AWS_ACCESS_KEY_ID=⟨ak⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws s3 cp build/ "
            "s3://⟨bucket⟩/2.41/ --recursive --endpoint-url=https://kr.object.ncloudstorage.com",
            'provider "ncloud" {\n  access_key  = "⟨ak⟩"\n  secret_key  = "⟨sk⟩"\n'
            '  region      = "KR"\n  support_vpc = true\n}',
            "NCP 서브계정 obj-uploader API 인증키: Access Key ID ⟨ak⟩ / Secret Key ⟨sk⟩ "
            "— Object Storage(⟨bucket⟩) 업로드 전용",
        ),
        _ncp_keys,
        ("sk",),
    ),
    secret_kind(
        "ncp_cloud_db_mysql_connection",
        (
            "DATABASE_URL=mysql://⟨user⟩:⟨pw⟩@⟨host⟩:3306/⟨db⟩?tls=true",
            "mysql -h ⟨host⟩ -P 3306 -u ⟨user⟩ -p'⟨pw⟩' ⟨db⟩ -e 'SHOW PROCESSLIST'",
            'dsn := "⟨user⟩:⟨pw⟩@tcp(⟨host⟩:3306)/⟨db⟩?parseTime=true&loc=Asia%2FSeoul"',
            "spring.datasource.url=jdbc:mysql://⟨host⟩:3306/⟨db⟩\n"
            "spring.datasource.username=⟨user⟩\nspring.datasource.password=⟨pw⟩",
        ),
        _ncp_mysql,
        ("pw",),
    ),
    secret_kind(
        "unity_gaming_services_service_account",
        (
            "UGS_SERVICE_KEY_ID=⟨kid⟩\nUGS_SERVICE_SECRET_KEY=⟨sk⟩",
            'curl -X POST -H "Authorization: Basic ⟨basic⟩" "https://services.api.unity.com/'
            'auth/v1/token-exchange?projectId=⟨pid⟩&environmentId=⟨eid⟩"',
            "ugs login --service-key-id ⟨kid⟩ --secret-key-stdin <<< '⟨sk⟩'",
            "UGS 서비스 계정 (cloud-code-deployer) 시크릿 키: ⟨sk⟩ — Remote Config / Cloud Code "
            "배포 전용, 키 ID 는 ⟨kid⟩",
        ),
        _ugs,
        ("sk", "basic"),
    ),
    secret_kind(
        "appsflyer_api_v2_token",
        (
            'curl -H "authorization: Bearer ⟨t⟩" "https://hq1.appsflyer.com/api/raw-data/'
            'export/app/id⟨appid⟩/installs_report/v5?from=2037-05-01&to=2037-05-07"',
            "APPSFLYER_API_TOKEN=⟨t⟩",
            "AppsFlyer API V2 token（admin 帳號產生，有 Pull API 權限）：⟨t⟩",
        ),
        _appsflyer,
        ("t",),
    ),
    secret_kind(
        "jenkins_api_token_and_admin_password",
        (
            "curl -X POST -u ⟨user⟩:⟨t⟩ 'https://jenkins.haneulpixel.com/job/starswarm-android/"
            "buildWithParameters?BRANCH=release/2.41'",
            "JENKINS_USER_ID=⟨user⟩ JENKINS_API_TOKEN=⟨t⟩ java -jar jenkins-cli.jar "
            "-s https://jenkins.haneulpixel.com/ list-jobs",
            "새 에이전트 jenkins-mac-03 초기 admin 비번 (/var/jenkins_home/secrets/"
            "initialAdminPassword): ⟨ap⟩",
            "server = jenkins.Jenkins('https://jenkins.haneulpixel.com', username='⟨user⟩', "
            "password='⟨t⟩')",
        ),
        _jenkins,
        ("t", "ap"),
    ),
    secret_kind(
        "sentry_auth_tokens",
        (
            "SENTRY_AUTH_TOKEN=⟨org⟩ sentry-cli releases new starswarm@⟨rel⟩",
            "~/.sentryclirc\n[auth]\ntoken=⟨user⟩\n\n[defaults]\norg=haneul-pixel\n"
            "project=starswarm-unity",
            "Unity symbol 上傳用的 Sentry org token：⟨org⟩（Settings > Developer Settings > "
            "Organization Tokens）",
            "curl https://sentry.io/api/0/projects/haneul-pixel/starswarm-unity/issues/ "
            "-H 'Authorization: Bearer ⟨user⟩'",
        ),
        _sentry,
        ("org", "user"),
    ),
    secret_kind(
        "discord_bot_token",
        (
            "DISCORD_BOT_TOKEN=⟨t⟩",
            'client.run("⟨t⟩")  # 운영 알림봇 hp-ops-bot, application id ⟨app⟩',
            "디스코드 CS봇(하늘이) 토큰 리셋함. 새 토큰 ⟨t⟩ — 예전 토큰은 자동 무효화됨",
            'curl -H "Authorization: Bot ⟨t⟩" https://discord.com/api/v10/users/@me',
        ),
        _discord_bot,
        ("t",),
    ),
    secret_kind(
        "discord_webhook_url_token",
        (
            "Jenkins 빌드 알림 웹훅: " + _DISCORD_WH + "⟨id⟩/⟨t⟩",
            'curl -H "Content-Type: application/json" -d \'{"content":"[starswarm] 2.41.0 '
            "배포 완료\"}' " + _DISCORD_WH + "⟨id⟩/⟨t⟩",
            'alerts:\n  discord:\n    webhook_url: "' + _DISCORD_WH + '⟨id⟩/⟨t⟩"\n'
            "    mention_role: live-ops",
            "台北 #billing-alerts 頻道的 webhook：" + _DISCORDAPP_WH + "⟨id⟩/⟨t⟩",
        ),
        _discord_hook,
        ("t",),
    ),
    secret_kind(
        "openssh_private_key",
        (
            _pem("OPENSSH ", "body"),
            "Jenkins → GitLab deploy key (jenkins@build-01) 원본:\n\n```\n"
            + _pem("OPENSSH ", "body")
            + "\n```",
            "$ cat ~/.ssh/id_ed25519\n" + _pem("OPENSSH ", "body"),
            "bastion 登入用的 key（台北新人先用這把，之後各自產生）：\n\n"
            + _pem("OPENSSH ", "body")
            + "\n",
        ),
        _openssh,
        ("body",),
    ),
    secret_kind(
        "rsa_private_key_pkcs1",
        (
            _pem("RSA ", "body"),
            "openssl rsa -in splPrikeyPKCS8.pem -out kcp_plain.pem 결과 (확인 후 바로 지울 것!):"
            "\n\n" + _pem("RSA ", "body"),
            "stringData:\n  jwt-signing.pem: |\n" + _ipem("RSA ", "ibody", "    "),
            "管理後台 JWT 簽章用的 RS256 私鑰：\n```pem\n" + _pem("RSA ", "body") + "\n```",
        ),
        _rsa,
        ("body", "ibody"),
    ),
    secret_kind(
        "kubernetes_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: billing-api\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  ECPAY_HASH_KEY: ⟨b1⟩\n  ECPAY_HASH_IV: ⟨b2⟩\n"
            "  MYSQL_PASSWORD: ⟨b3⟩",
            "$ kubectl -n ⟨ns⟩ get secret discord-bot -o jsonpath='{.data.DISCORD_TOKEN}'\n⟨bt⟩",
            "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n"
            "  name: live-haneulpixel-tls\n  namespace: ⟨ns⟩\ndata:\n  tls.crt: ⟨bc⟩\n"
            "  tls.key: ⟨bk⟩",
            "GKE billing-api 의 DATABASE_URL (base64, decode 하면 비번까지 다 나옴): ⟨bu⟩",
        ),
        _k8s,
        ("b1", "b2", "b3", "bt", "bk", "bu"),
    ),
    secret_kind(
        "dotenv_files",
        (
            "# billing-api/.env.production\nNODE_ENV=production\nPORT=8080\n"
            "MYSQL_URL=mysql://billing_rw:⟨pw⟩@⟨host⟩:3306/billing\n"
            "TAPPAY_PARTNER_KEY=⟨pk⟩\nTAPPAY_MERCHANT_ID=haneulpixel_CTBC\n"
            "LINE_CHANNEL_SECRET=⟨cs⟩\n"
            "SENTRY_DSN=https://⟨dsn⟩@o⟨org⟩.ingest.us.sentry.io/⟨proj⟩",
            "# cs-bot/.env\nDISCORD_TOKEN=⟨dt⟩\nREDIS_URL=redis://:⟨rpw⟩@⟨ip⟩:6379/2\n"
            "LOG_LEVEL=info",
            "echo 'GOOGLE_CLIENT_SECRET=⟨gs⟩' >> .env.local  # 로컬에서 admin 로그인 테스트",
            "docker run --rm -e ECPAY_MERCHANT_ID=⟨mid⟩ -e SESSION_SECRET=⟨js⟩ "
            "-p 8080:8080 asia-east1-docker.pkg.dev/hp-live-tw/web/payweb:2.41.0",
        ),
        _dotenv,
        ("pw", "pk", "cs", "dt", "rpw", "gs", "js"),
    ),
    secret_kind(
        "jenkins_ci_variables",
        (
            "pipeline {\n  agent { label 'android' }\n  environment {\n"
            "    KEYSTORE_PASSWORD = '⟨ks⟩'\n    FIREBASE_TOKEN = credentials('firebase-ci')\n"
            "  }\n  stages {\n    stage('bundle') { steps { sh './gradlew bundleRelease' } }\n"
            "  }\n}",
            "<hudson.model.StringParameterDefinition>\n  <name>SENTRY_AUTH_TOKEN</name>\n"
            "  <defaultValue>⟨st⟩</defaultValue>\n  <trim>true</trim>\n"
            "</hudson.model.StringParameterDefinition>",
            "starswarm-android #⟨build⟩ console:\n[Pipeline] sh\n"
            "+ ./gradlew bundleRelease -Pandroid.injected.signing.store.password=⟨ks⟩ "
            "-Pandroid.injected.signing.key.alias=upload "
            "-Pandroid.injected.signing.key.password=⟨kp⟩",
            "Jenkins 글로벌 환경변수에 UNITY_PASSWORD=⟨up⟩ 가 평문으로 있음 "
            "→ credentials 로 옮길 것",
        ),
        _ci,
        ("ks", "st", "kp", "up"),
    ),
    secret_kind(
        "passwords_in_config_files",
        (
            'mysql:\n  host: ⟨host⟩\n  port: 3306\n  user: hp_live\n  password: "⟨pw⟩"\n'
            "  pool_size: 20",
            '[photon]\napp_id = "⟨app⟩"  # public, shipped in the client\n\n[admin]\n'
            'username = "ops"\npassword = "⟨pw⟩"',
            'resource "ncloud_mysql" "live" {\n  service_name  = "hp-live"\n'
            '  user_name     = "hpadmin"\n  user_password = "⟨pw⟩"\n'
            '  host_ip       = "10.%"\n}',
            '{\n  "ConnectionStrings": {\n    "Redis": "⟨ip⟩:6379,password=⟨pw⟩,ssl=False"\n  }\n}',
        ),
        _cfg,
        ("pw",),
    ),
    secret_kind(
        "passwords_in_korean_prose",
        (
            "스테이징 운영툴 admin 계정 비밀번호 ⟨pw⟩ 로 바꿨어요. SSO 붙이면 폐기 예정.",
            "⟨who⟩님이 알려준 KCP 상점관리자 로그인 비번: ⟨pw⟩ (아이디는 ⟨id⟩)",
            "5/⟨d⟩ 회의록 — 사내 VPN 임시 계정 vpn-guest, 비밀번호는 ⟨pw⟩ 이고 월말까지만 유효",
            "앱스토어 커넥트 공용 계정(billing@haneulpixel.com) 암호 ⟨pw⟩, "
            "2FA 는 ⟨who⟩님 폰으로 옴",
        ),
        _prose,
        ("pw",),
    ),
    secret_kind(
        "passwords_in_zh_tw_prose",
        (
            "綠界廠商後台登入密碼改成 ⟨pw⟩ 了，帳號還是 ⟨id⟩。",
            "台北辦公室訪客 Wi-Fi（HaneulPixel-Guest）密碼：⟨pw⟩，每季換一次",
            "⟨whozh⟩說 TapPay Portal 共用帳號的密碼是 ⟨pw⟩，登入後還要收 Email OTP",
            "Grafana 暫時的 admin 密碼 ⟨pw⟩，5/⟨d⟩ 前會改回 Google SSO",
        ),
        _prose,
        ("pw",),
    ),
    secret_kind(
        "passwords_in_english_prose",
        (
            "Reset the Photon dashboard shared login; the new password is ⟨pw⟩ (tell Taipei).",
            "NCP console sub-account ops-readonly password: ⟨pw⟩ (비번 만료 90일)",
            "FYI the Unity org shared seat password was changed to ⟨pw⟩ after the 5/⟨d⟩ incident",
            "Play Console license-test account qa.tw.01@haneulpixel.com, pwd ⟨pw⟩ — ask ⟨whozh⟩",
        ),
        _prose,
        ("pw",),
    ),
    secret_kind(
        "secret_among_lookalikes",
        (
            "## 5/14 결제 장애 메모\n- 원인 커밋 ⟨sha⟩\n- trace ⟨trace⟩ 에서 CheckMacValue 불일치\n"
            "- 환불 대상 orderId ⟨order⟩\n- billing-api image sha256:⟨dig⟩\n"
            "- stg 로 나간 운영 ECPay HashKey: ⟨hk⟩ (교체 요청함)",
            "Release 2.41 checklist\n- [x] image digest sha256:⟨dig⟩\n"
            "- [x] SENTRY_DSN https://⟨dsn⟩@o4508.ingest.us.sentry.io/4509 (public)\n"
            "- [x] idempotency key ⟨u⟩\n- [ ] Discord 알림 " + _DISCORD_WH + "⟨whid⟩/⟨wh⟩",
            '{"ts":"⟨ts⟩","lvl":"info","trace":"⟨trace⟩","msg":"pool ready"}\n'
            '{"ts":"⟨ts2⟩","lvl":"error","commit":"⟨sha⟩","msg":"dial failed",'
            '"dsn":"mysql://billing_rw:⟨pw⟩@⟨host⟩:3306/billing"}\n'
            '{"ts":"⟨ts3⟩","lvl":"info","request_id":"⟨u⟩","msg":"retrying"}',
            "| 항목 | 값 |\n|---|---|\n| commit | ⟨sha⟩ |\n| image | sha256:⟨dig⟩ |\n"
            "| appAccountToken | ⟨u⟩ |\n| TapPay partner key (잘못 커밋됨) | ⟨pk⟩ |\n"
            "| version | ⟨v⟩ |",
        ),
        _among,
        ("hk", "wh", "pw", "pk"),
    ),
    secret_kind(
        "webhook_shared_secrets",
        (
            "gcloud pubsub subscriptions create play-rtdn-push --project=⟨proj⟩ --topic=play-rtdn "
            '--push-endpoint="https://billing.haneulpixel.com/rtdn?token=⟨t⟩"',
            "SENTRY_INTEGRATION_CLIENT_SECRET=⟨s64⟩  # webhook 서명(Sentry-Hook-Signature) 검증용",
            "Generic Webhook Trigger URL: https://jenkins.haneulpixel.com/generic-webhook-trigger/"
            "invoke?token=⟨jt⟩",
            "Photon webhook 的 shared secret（放在 header X-HP-Webhook-Secret）：⟨t⟩",
        ),
        _webhook,
        ("t", "s64", "jt"),
    ),
    secret_kind(
        "memorystore_redis_auth_string",
        (
            "$ gcloud redis instances get-auth-string ⟨name⟩ --region=asia-east1\nauthString: ⟨u⟩",
            "REDIS_URL=rediss://default:⟨u⟩@⟨ip⟩:6378/0",
            "Memorystore(⟨name⟩) AUTH 문자열 ⟨u⟩ — UUID 처럼 생겼지만 비밀번호임!",
            "redis-cli -h ⟨ip⟩ -p 6378 --tls --cacert server-ca.pem -a ⟨u⟩ PING",
        ),
        _redis,
        ("u",),
    ),
)
