"""True secrets as they leak into the memory notes of a remittance app's developer.

Each kind names the fields that must not survive. Multi-line keys are listed line by line
(see ``gen.secret_parts``); the ids, hashes and public values that sit next to a secret
are context and are not listed.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike59.gen import (
    ALNUM,
    B64STD,
    B64URL,
    HEX,
    K8S_SUFFIX,
    LOWER_ALNUM,
    RG,
    UPPER_ALNUM,
    URL_SAFE_PW,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    day,
    digits,
    ec_p8_body,
    hexs,
    human_password,
    num,
    password,
    pick,
    rsa_pkcs1_body,
    rsa_pkcs8_body,
    uuid4,
    wrap,
)

# Vendor prefixes and PEM armour are joined from pieces so that no literal here is one.
_MAYA_SK = "s" + "k-"
_MAYA_PK = "p" + "k-"
_PAT = "github" + "_pat_"
_GHP = "gh" + "p_"
_GHS = "gh" + "s_"
_NPM = "np" + "m_"
_SNTRYS = "sntry" + "s_"
_SNTRYU = "sntry" + "u_"
_SG = "S" + "G."
_FCM = "APA" + "91b"
_FB_CI = "1" + "//0"
_HOOK = "https://hooks." + "slack.com/services/"
_BEGIN_P8 = "-----BEGIN " + "PRIVATE KEY-----"
_END_P8 = "-----END " + "PRIVATE KEY-----"
_BEGIN_RSA = "-----BEGIN RSA " + "PRIVATE KEY-----"
_END_RSA = "-----END RSA " + "PRIVATE KEY-----"
_ACR = "+AC" + "R"
_ENTRA = "Q" + "~"


def _maya_sk(r: Random) -> str:
    return _MAYA_SK + pick(r, ALNUM, 43)


def _cosmos_key(r: Random) -> str:
    return b64(r, 64)


def _entra_secret(r: Random) -> str:
    return pick(r, ALNUM, 3) + pick(r, "0123456789", 1) + _ENTRA + pick(r, ALNUM + "_.~-", 34)


def _cosmos_account(r: Random) -> str:
    return r.choice(("cosmos-tulay-prod", "cosmos-tulay-stg", "cosmos-remit-jpe", "cosmos-fx-prod"))


def _storage_account(r: Random) -> str:
    return r.choice(("sttulayprodjpe", "sttulaykyc", "stremitrecon01", "sttulaystg"))


def _jwt_hs(r: Random) -> str:
    header = b64url_json({"alg": "HS256", "typ": "JWT"})
    iat = 1991000000 + r.randint(0, 2_000_000)
    claims = {
        "sub": "usr_" + pick(r, LOWER_ALNUM, 20),
        "iss": "https://auth.tulayhashi.jp",
        "aud": "remit-app",
        "scope": r.choice(("transfer:create", "profile:read transfer:read", "admin")),
        "iat": iat,
        "exp": iat + 900,
    }
    return f"{header}.{b64url_json(claims)}.{b64url(r, 32)}"


def _firebase_id_token(r: Random) -> str:
    header = b64url_json({"alg": "RS256", "kid": hexs(r, 40), "typ": "JWT"})
    uid = pick(r, ALNUM, 28)
    iat = 1991000000 + r.randint(0, 900000)
    phone = "+63917" + digits(r, 7)
    claims = {
        "iss": "https://securetoken.google.com/tulay-remit-prod",
        "aud": "tulay-remit-prod",
        "auth_time": iat - r.randint(60, 86400),
        "user_id": uid,
        "sub": uid,
        "iat": iat,
        "exp": iat + 3600,
        "phone_number": phone,
        "firebase": {"identities": {"phone": [phone]}, "sign_in_provider": "phone"},
    }
    return f"{header}.{b64url_json(claims)}.{b64url(r, 256)}"


# --- value makers -------------------------------------------------------------------


def _maya(r: Random) -> dict[str, str]:
    return {
        "sk": _maya_sk(r),
        "pk": _MAYA_PK + pick(r, ALNUM, 43),
        "env": r.choice(("sandbox", "production")),
        "cid": uuid4(r),
        "d": day(r),
    }


def _maya_basic(r: Random) -> dict[str, str]:
    return {
        "b": b64_of(_maya_sk(r) + ":"),
        "rrn": "TH-MAYA-" + num(r, 10),
        "d": day(r),
        "t": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
    }


def _wise_token(r: Random) -> dict[str, str]:
    return {
        "t": uuid4(r),
        "profile": num(r, 8),
        "quote": uuid4(r),
        "amt": str(r.randrange(10000, 300000, 500)),
    }


def _wise_oauth(r: Random) -> dict[str, str]:
    return {
        "a": uuid4(r),
        "rt": uuid4(r),
        "cs": uuid4(r),
        "d": day(r),
        "exp": str(r.choice((43199, 43200, 42987))),
    }


def _signing_key(r: Random) -> dict[str, str]:
    body = wrap(rsa_pkcs8_body(r))
    return {
        "body": body,
        "ibody": body.replace("\n", "\n    "),
        "rsabody": wrap(rsa_pkcs1_body(r)),
        "mid": "2171" + digits(r, 12),
    }


def _linepay(r: Random) -> dict[str, str]:
    return {"cid": "16" + digits(r, 8), "cs": hexs(r, 32)}


def _line_msg(r: Random) -> dict[str, str]:
    return {"t": b64(r, 128), "cs": hexs(r, 32), "to": "U" + hexs(r, 32)}


def _paypay(r: Random) -> dict[str, str]:
    return {
        "key": "a_" + pick(r, ALNUM, 10) + "_" + pick(r, ALNUM, 4),
        "sec": b64(r, 32),
        "mid": num(r, 18),
    }


def _cosmos(r: Random) -> dict[str, str]:
    return {
        "key": _cosmos_key(r),
        "key2": _cosmos_key(r),
        "key3": _cosmos_key(r),
        "key4": _cosmos_key(r),
        "acct": _cosmos_account(r),
    }


def _storage(r: Random) -> dict[str, str]:
    return {"key": b64(r, 64), "sa": _storage_account(r), "u": uuid4(r)}


def _sas(r: Random) -> dict[str, str]:
    raw = b64(r, 32)
    sig = raw.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    return {
        "sig": sig,
        "sa": _storage_account(r),
        "st": f"2033-02-{day(r)}T00:00:00Z",
        "se": f"2033-03-{day(r)}T00:00:00Z",
    }


def _entra(r: Random) -> dict[str, str]:
    return {"cs": _entra_secret(r), "app": uuid4(r), "tenant": uuid4(r)}


def _kv_value(r: Random) -> dict[str, str]:
    kind = r.randrange(3)
    if kind == 0:
        value = password(r, r.choice((20, 24, 32)))
    elif kind == 1:
        value = b64(r, r.choice((24, 32)))
    else:
        value = pick(r, ALNUM, 40)
    return {
        "v": value,
        "name": r.choice(
            ("maya-secret-key", "paypay-api-secret", "psql-admin-password", "wise-client-secret")
        ),
        "ver": hexs(r, 32),
        "d": day(r),
    }


def _publish(r: Random) -> dict[str, str]:
    return {
        "pwd": pick(r, ALNUM, 60),
        "app": r.choice(("app-tulay-api-prod", "app-tulay-admin", "app-remit-web-stg")),
    }


def _kubeconfig(r: Random) -> dict[str, str]:
    pem = _BEGIN_RSA + "\n" + wrap(rsa_pkcs1_body(r)) + "\n" + _END_RSA + "\n"
    return {
        "ckd": b64_of(pem),
        "ccd": b64_of("-----BEGIN CERTIFICATE-----\n" + wrap(b64(r, 780)) + "\n"),
        "tok": hexs(r, 64),
        "x": hexs(r, 8),
    }


def _k8s_secret(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((18, 24)))
    return {
        "b1": b64_of(_maya_sk(r)),
        "b2": b64_of(_cosmos_key(r)),
        "b3": b64_of(pw),
        "pw": pw,
        "t": uuid4(r),
        "profile": num(r, 8),
    }


def _firebase_sa(r: Random) -> dict[str, str]:
    return {
        "pk": wrap(rsa_pkcs8_body(r)).replace("\n", "\\n"),
        "pkid": hexs(r, 40),
        "cid": num(r, 21),
        "sa": r.choice(("firebase-adminsdk-x8k2p", "firebase-adminsdk-q4m7d", "payout-notifier")),
    }


def _firebase_cli(r: Random) -> dict[str, str]:
    return {
        "ci": _FB_CI + r.choice("egd") + pick(r, B64URL, 98),
        "fcm": "AAAA" + pick(r, B64URL, 7) + ":" + _FCM + pick(r, B64URL, 134),
    }


def _apns(r: Random) -> dict[str, str]:
    return {
        "body": wrap(ec_p8_body(r)),
        "kid": pick(r, UPPER_ALNUM, 10),
        "team": pick(r, UPPER_ALNUM, 10),
        "iss": uuid4(r),
    }


def _sentry(r: Random) -> dict[str, str]:
    claims = {
        "iat": 1990000000 + r.randint(0, 9_000_000),
        "url": "https://sentry.io",
        "region_url": "https://us.sentry.io",
        "org": "tulayhashi",
    }
    return {
        "org": _SNTRYS + b64url_json(claims) + "_" + pick(r, ALNUM + "+/", 43),
        "usr": _SNTRYU + hexs(r, 64),
        "ver": f"4.{r.randint(10, 19)}.{r.randint(0, 9)}",
    }


def _github(r: Random) -> dict[str, str]:
    return {
        "pat": _PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "ghp": _GHP + pick(r, ALNUM, 36),
        "ghs": _GHS + pick(r, ALNUM, 36),
    }


def _acr(r: Random) -> dict[str, str]:
    return {
        "pw": pick(r, B64STD, 42) + _ACR + pick(r, ALNUM, 6),
        "pw2": pick(r, B64STD, 42) + _ACR + pick(r, ALNUM, 6),
    }


def _npm(r: Random) -> dict[str, str]:
    return {"t": _NPM + pick(r, ALNUM, 36)}


def _db(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((18, 22, 28)), URL_SAFE_PW)}


def _redis(r: Random) -> dict[str, str]:
    return {"k": b64(r, 32), "k2": b64(r, 32)}


def _nh(r: Random) -> dict[str, str]:
    return {"k": b64(r, 32), "ns": r.choice(("nh-tulay-prod", "nh-remit-jpe", "nhns-tulay-stg"))}


def _functions(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, B64URL, 46) + "AzFu" + pick(r, B64URL, 4) + "==",
        "mk": pick(r, B64URL, 46) + "AzFu" + pick(r, B64URL, 4) + "==",
    }


def _android(r: Random) -> dict[str, str]:
    return {"sp": password(r, r.choice((16, 20, 24))), "kp": password(r, r.choice((16, 20)))}


def _apple_pw(r: Random) -> dict[str, str]:
    asp = "-".join(pick(r, "abcdefghijklmnopqrstuvwxyz", 4) for _ in range(4))
    return {"asp": asp, "mp": human_password(r), "team": pick(r, UPPER_ALNUM, 10)}


def _prose_pw(r: Random) -> dict[str, str]:
    return {"pw": human_password(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 20)))}


def _messaging(r: Random) -> dict[str, str]:
    return {
        "sem": hexs(r, 32),
        "sid": "AC" + hexs(r, 32),
        "tw": hexs(r, 32),
        "sg": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43),
        "T": "T0" + pick(r, UPPER_ALNUM, 8),
        "B": "B0" + pick(r, UPPER_ALNUM, 9),
        "hook": pick(r, ALNUM, 24),
        "ph": digits(r, 7),
        "ph8": digits(r, 8),
        "otp": digits(r, 6),
    }


def _jwt(r: Random) -> dict[str, str]:
    return {
        "jwt": _jwt_hs(r),
        "fid": _firebase_id_token(r),
        "rt": b64url(r, 48),
        "d": day(r),
        "ms": str(r.randint(100, 999)),
    }


def _among(r: Random) -> dict[str, str]:
    d = r.randint(1, 28)
    return {
        "tid": num(r, 10),
        "quote": uuid4(r),
        "sha": hexs(r, 40),
        "t": uuid4(r),
        "gref": num(r, 13),
        "ev": hexs(r, 32),
        "etag": f"{hexs(r, 8)}-0000-0700-0000-{hexs(r, 8)}0000",
        "sk": _maya_sk(r),
        "lp": f"203302{d:02d}" + digits(r, 11),
        "run": num(r, 11),
        "rk": b64(r, 32),
        "d": f"{d:02d}",
        "pod": "payout-worker-" + pick(r, K8S_SUFFIX, 10) + "-" + pick(r, K8S_SUFFIX, 5),
        "hex": pick(r, HEX, 12),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "maya_secret_key",
        (
            "MAYA_SECRET_KEY=⟨sk⟩\nMAYA_PUBLIC_KEY=⟨pk⟩\nMAYA_ENV=⟨env⟩",
            "$ curl https://pg-sandbox.paymaya.com/payments/v1/payments/⟨cid⟩ -u ⟨sk⟩:",
            "Ang secret key ng Maya (⟨env⟩) ay ⟨sk⟩ — huwag i-commit, sa Key Vault lang.",
            "Maya の secret key（⟨env⟩）は ⟨sk⟩。pk- の方はフロント用なので別扱い",
            '{"maya": {"publicKey": "⟨pk⟩", "secretKey": "⟨sk⟩", "webhookPath": "/hooks/maya"}}',
        ),
        _maya,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "maya_basic_auth_header",
        (
            "curl -X POST https://pg.paymaya.com/checkout/v1/checkouts "
            '-H "Authorization: Basic ⟨b⟩" -H "Content-Type: application/json" -d @checkout.json',
            "Postman collection had it hardcoded: Authorization: Basic ⟨b⟩",
            "axios.defaults.headers.common['Authorization'] = 'Basic ⟨b⟩';",
            "2033-02-⟨d⟩T⟨t⟩Z DEBUG maya-client POST /checkout/v1/checkouts rrn=⟨rrn⟩ "
            "headers={'Authorization': 'Basic ⟨b⟩', 'Accept': 'application/json'}",
        ),
        _maya_basic,
        n=7,
        secrets=("b",),
    ),
    Kind(
        "wise_api_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" https://api.wise.com/v2/profiles',
            "WISE_API_TOKEN=⟨t⟩  # personal token, read-only, Kenji's business profile",
            "Wise sandbox token para sa Cebu QA: ⟨t⟩ (profile ⟨profile⟩)",
            "curl -X POST https://api.wise.com/v3/profiles/⟨profile⟩/quotes "
            '-H "Authorization: Bearer ⟨t⟩" -H "Content-Type: application/json" '
            '-d \'{"sourceCurrency":"JPY","targetCurrency":"PHP","sourceAmount":⟨amt⟩}\'',
            "Wise APIトークン（本番・読み取り専用）: ⟨t⟩ ／ quote ⟨quote⟩ で動作確認済み",
        ),
        _wise_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "wise_oauth_tokens",
        (
            '{"access_token":"⟨a⟩","token_type":"bearer","refresh_token":"⟨rt⟩",'
            '"expires_in":⟨exp⟩,"scope":"transfers","created_at":"2033-02-⟨d⟩T01:22:09.118Z"}',
            "curl -X POST https://api.wise.com/oauth/token -u 'tulayhashi-remit:⟨cs⟩' "
            "-d 'grant_type=refresh_token' -d 'refresh_token=⟨rt⟩'",
            "WISE_CLIENT_ID=tulayhashi-remit\nWISE_CLIENT_SECRET=⟨cs⟩\nWISE_REFRESH_TOKEN=⟨rt⟩",
            "The refresh token for the Fukuoka partner profile is ⟨rt⟩; it only dies if the "
            "user revokes access (issued 2033-02-⟨d⟩)",
        ),
        _wise_oauth,
        n=7,
        secrets=("a", "rt", "cs"),
    ),
    Kind(
        "payment_signing_private_key",
        (
            _BEGIN_P8 + "\n⟨body⟩\n" + _END_P8,
            "GCash merchant signing key (RSA2048, PKCS#8), ginamit ni Maricel sa sandbox:\n\n"
            + _BEGIN_P8
            + "\n⟨body⟩\n"
            + _END_P8
            + "\n",
            "Wise SCA signing key for the one-time-token challenge (private.pem):\n"
            + _BEGIN_RSA
            + "\n⟨rsabody⟩\n"
            + _END_RSA,
            'gcash:\n  merchant_id: "⟨mid⟩"\n  private_key: |\n    '
            + _BEGIN_P8
            + "\n    ⟨ibody⟩\n    "
            + _END_P8,
        ),
        _signing_key,
        n=7,
        secrets=("body", "ibody", "rsabody"),
    ),
    Kind(
        "line_pay_channel_secret",
        (
            "LINE_PAY_CHANNEL_ID=⟨cid⟩\nLINE_PAY_CHANNEL_SECRET=⟨cs⟩\nLINE_PAY_ENV=sandbox",
            "LINE Pay Channel ID ⟨cid⟩ / Channel Secret Key ⟨cs⟩（加盟店マイページからコピー）",
            'signature = base64.b64encode(hmac.new(b"⟨cs⟩", msg.encode(), '
            "hashlib.sha256).digest())",
            'linepay:\n  channel-id: "⟨cid⟩"\n  channel-secret: "⟨cs⟩"\n'
            "  api-base: https://api-pay.line.me",
            "Ang channel secret sa LINE Pay kay ⟨cs⟩, ayaw ipakita kung mag screen share.",
        ),
        _linepay,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "line_messaging_channel_token",
        (
            "curl -X POST https://api.line.me/v2/bot/message/push "
            '-H "Authorization: Bearer ⟨t⟩" -H "Content-Type: application/json" '
            '-d \'{"to":"⟨to⟩","messages":[{"type":"text","text":"送金が完了しました"}]}\'',
            "LINE_CHANNEL_ACCESS_TOKEN=⟨t⟩",
            "送金完了通知のLINE公式アカウント、長期のチャネルアクセストークン: ⟨t⟩",
            '{"channelAccessToken": "⟨t⟩", "channelSecret": "⟨cs⟩"}',
        ),
        _line_msg,
        n=7,
        secrets=("t", "cs"),
    ),
    Kind(
        "paypay_api_secret",
        (
            "PAYPAY_API_KEY=⟨key⟩\nPAYPAY_API_SECRET=⟨sec⟩\nPAYPAY_MERCHANT_ID=⟨mid⟩",
            'client = paypayopa.Client(auth=("⟨key⟩", "⟨sec⟩"), production_mode=False)\n'
            'client.set_assume_merchant("⟨mid⟩")',
            "PayPay for Developers の API シークレット: ⟨sec⟩（キー ⟨key⟩、加盟店ID ⟨mid⟩）",
            "PAYPAY.Configure({ clientId: '⟨key⟩', clientSecret: '⟨sec⟩', "
            "merchantId: '⟨mid⟩', productionMode: false });",
        ),
        _paypay,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "cosmos_db_account_key",
        (
            "COSMOS_CONNECTION_STRING=AccountEndpoint=https://⟨acct⟩.documents.azure.com:443/;"
            "AccountKey=⟨key⟩;",
            "$ az cosmosdb keys list -n ⟨acct⟩ -g " + RG + "\n{\n"
            '  "primaryMasterKey": "⟨key⟩",\n  "primaryReadonlyMasterKey": "⟨key2⟩",\n'
            '  "secondaryMasterKey": "⟨key3⟩",\n  "secondaryReadonlyMasterKey": "⟨key4⟩"\n}',
            '{\n  "IsEncrypted": false,\n  "Values": {\n'
            '    "AzureWebJobsStorage": "UseDevelopmentStorage=true",\n'
            '    "CosmosDb": "AccountEndpoint=https://⟨acct⟩.documents.azure.com:443/;'
            'AccountKey=⟨key⟩;"\n  }\n}',
            "Cosmos primary key (⟨acct⟩): ⟨key⟩ — i-rotate pagkatapos ng migration",
            'var client = new CosmosClient("https://⟨acct⟩.documents.azure.com:443/", "⟨key⟩");',
        ),
        _cosmos,
        n=7,
        secrets=("key", "key2", "key3", "key4"),
    ),
    Kind(
        "azure_storage_account_key",
        (
            "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=⟨sa⟩;"
            "AccountKey=⟨key⟩;EndpointSuffix=core.windows.net",
            "$ az storage blob upload --account-name ⟨sa⟩ --account-key ⟨key⟩ "
            "-c kyc-uploads -f ./id-front.jpg -n ⟨u⟩.jpg",
            "Storage key1 ng ⟨sa⟩ (para sa KYC uploads): ⟨key⟩",
            '"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=⟨sa⟩;'
            'AccountKey=⟨key⟩;EndpointSuffix=core.windows.net"',
        ),
        _storage,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "azure_sas_signature",
        (
            "https://⟨sa⟩.blob.core.windows.net/kyc-uploads?sv=2031-11-04&ss=b&srt=co"
            "&sp=rwdlac&se=⟨se⟩&st=⟨st⟩&spr=https&sig=⟨sig⟩",
            "azcopy copy ./exports 'https://⟨sa⟩.blob.core.windows.net/recon-exports?"
            "sp=racwl&st=⟨st⟩&se=⟨se⟩&spr=https&sv=2031-11-04&sr=c&sig=⟨sig⟩' --recursive",
            "SASトークン（reconコンテナ、⟨se⟩まで有効）: ?sv=2031-11-04&sr=c&sp=rl&se=⟨se⟩"
            "&sig=⟨sig⟩",
            "AZURE_BLOB_SAS=sv=2031-11-04&ss=b&srt=o&sp=r&se=⟨se⟩&spr=https&sig=⟨sig⟩",
        ),
        _sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "entra_client_secret",
        (
            "AZURE_CLIENT_ID=⟨app⟩\nAZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_SECRET=⟨cs⟩",
            "$ az login --service-principal -u ⟨app⟩ -p '⟨cs⟩' --tenant ⟨tenant⟩",
            "$ az ad app credential reset --id ⟨app⟩ --years 1\n{\n"
            '  "appId": "⟨app⟩",\n  "password": "⟨cs⟩",\n  "tenant": "⟨tenant⟩"\n}',
            "gh-actions 用 SP の client secret（2033-08 失効）は ⟨cs⟩",
            'client_id     = "⟨app⟩"\nclient_secret = "⟨cs⟩"\ntenant_id     = "⟨tenant⟩"',
        ),
        _entra,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "key_vault_secret_value",
        (
            "$ az keyvault secret show --vault-name kv-tulay-prod-jpe -n ⟨name⟩ "
            "--query value -o tsv\n⟨v⟩",
            '{\n  "attributes": {\n    "enabled": true,\n'
            '    "created": "2033-02-⟨d⟩T02:11:40+00:00"\n  },\n'
            '  "id": "https://kv-tulay-prod-jpe.vault.azure.net/secrets/⟨name⟩/⟨ver⟩",\n'
            '  "name": "⟨name⟩",\n  "value": "⟨v⟩"\n}',
            "$ az keyvault secret set --vault-name kv-tulay-dev-jpe -n ⟨name⟩ --value '⟨v⟩'",
            "Key Vault ⟨name⟩ (kasalukuyang version ⟨ver⟩): ⟨v⟩",
        ),
        _kv_value,
        n=7,
        secrets=("v",),
    ),
    Kind(
        "app_service_publish_password",
        (
            '<publishData><publishProfile profileName="⟨app⟩ - Web Deploy" '
            'publishMethod="MSDeploy" publishUrl="⟨app⟩.scm.azurewebsites.net:443" '
            'msdeploySite="⟨app⟩" userName="$⟨app⟩" userPWD="⟨pwd⟩" '
            'destinationAppUrl="https://⟨app⟩.azurewebsites.net" webSystem="WebSites">'
            "</publishProfile></publishData>",
            "$ curl -u '$⟨app⟩:⟨pwd⟩' https://⟨app⟩.scm.azurewebsites.net/api/zipdeploy "
            "--data-binary @api.zip",
            "Kudu deployment creds for ⟨app⟩: user $⟨app⟩ / pass ⟨pwd⟩",
            'AZURE_WEBAPP_PUBLISH_PROFILE の中身（userPWD="⟨pwd⟩"）を貼ってしまった → 要再生成',
            "git remote add azure https://$⟨app⟩:⟨pwd⟩@⟨app⟩.scm.azurewebsites.net/⟨app⟩.git",
        ),
        _publish,
        n=7,
        secrets=("pwd",),
    ),
    Kind(
        "aks_kubeconfig_credentials",
        (
            "users:\n- name: clusterAdmin_" + RG + "_aks-tulay-prod\n  user:\n"
            "    client-certificate-data: ⟨ccd⟩\n    client-key-data: ⟨ckd⟩\n    token: ⟨tok⟩",
            "$ kubectl --token=⟨tok⟩ "
            "--server=https://aks-tulay-prod-dns-⟨x⟩.hcp.japaneast.azmk8s.io:443 get pods -n remit",
            "AKS local admin token (clusterAdmin_" + RG + "_aks-tulay-prod): ⟨tok⟩",
            "kubeconfig ng lumang cluster, user section lang:\n    client-key-data: ⟨ckd⟩",
        ),
        _kubeconfig,
        n=7,
        secrets=("ckd", "tok"),
    ),
    Kind(
        "k8s_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: remit-api-secrets\n"
            "  namespace: remit\ntype: Opaque\ndata:\n  MAYA_SECRET_KEY: ⟨b1⟩\n"
            "  COSMOS_KEY: ⟨b2⟩",
            "$ kubectl create secret generic wise-creds -n remit "
            "--from-literal=WISE_API_TOKEN=⟨t⟩ --from-literal=WISE_PROFILE_ID=⟨profile⟩",
            "$ kubectl get secret db-creds -n remit -o jsonpath='{.data.password}'\n⟨b3⟩",
            'stringData:\n  DATABASE_USER: "remit_app"\n  DATABASE_PASSWORD: "⟨pw⟩"',
            "Naka-base64 lang 'yung password sa Secret, hindi encrypted: ⟨b3⟩",
        ),
        _k8s_secret,
        n=7,
        secrets=("b1", "b2", "b3", "pw", "t"),
    ),
    Kind(
        "firebase_service_account_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "tulay-remit-prod",\n'
            '  "private_key_id": "⟨pkid⟩",\n'
            '  "private_key": "' + _BEGIN_P8 + "\\n⟨pk⟩\\n" + _END_P8 + '\\n",\n'
            '  "client_email": "⟨sa⟩@tulay-remit-prod.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            'FIREBASE_PRIVATE_KEY="' + _BEGIN_P8 + "\\n⟨pk⟩\\n" + _END_P8 + '\\n"',
            "serviceAccount.json の private_key だけ抜粋:\n"
            '"private_key": "' + _BEGIN_P8 + "\\n⟨pk⟩\\n" + _END_P8 + '\\n",',
        ),
        _firebase_sa,
        n=7,
        secrets=("pk",),
    ),
    Kind(
        "firebase_cli_and_fcm_keys",
        (
            "$ firebase deploy --only functions:payoutNotify --token ⟨ci⟩",
            "FIREBASE_TOKEN=⟨ci⟩  # from firebase login:ci, Paolo's account",
            "curl -X POST https://fcm.googleapis.com/fcm/send "
            '-H "Authorization: key=⟨fcm⟩" -H "Content-Type: application/json" -d @notif.json',
            "Lumang FCM server key (legacy API pa): ⟨fcm⟩",
            "旧FCMサーバーキー: ⟨fcm⟩（レガシーAPIは廃止済み、古いcronがまだ参照していた）",
        ),
        _firebase_cli,
        n=7,
        secrets=("ci", "fcm"),
    ),
    Kind(
        "apns_p8_auth_key",
        (
            _BEGIN_P8 + "\n⟨body⟩\n" + _END_P8,
            "AuthKey_⟨kid⟩.p8 (APNs, Team ⟨team⟩):\n" + _BEGIN_P8 + "\n⟨body⟩\n" + _END_P8,
            "APP_STORE_CONNECT_API_KEY_KEY_ID=⟨kid⟩\nAPP_STORE_CONNECT_API_KEY_ISSUER_ID=⟨iss⟩\n"
            'APP_STORE_CONNECT_API_KEY_KEY="' + _BEGIN_P8 + "\n⟨body⟩\n" + _END_P8 + '"',
        ),
        _apns,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "sentry_auth_tokens",
        (
            "SENTRY_AUTH_TOKEN=⟨org⟩",
            "$ sentry-cli --auth-token ⟨usr⟩ releases new remit-app@⟨ver⟩",
            "~/.sentryclirc\n[auth]\ntoken=⟨usr⟩\n\n[defaults]\norg=tulayhashi",
            "curl https://sentry.io/api/0/projects/tulayhashi/remit-api/events/ "
            '-H "Authorization: Bearer ⟨usr⟩"',
            "Sentry org token para sa source maps upload sa GitHub Actions: ⟨org⟩",
        ),
        _sentry,
        n=7,
        secrets=("org", "usr"),
    ),
    Kind(
        "github_tokens",
        (
            "GH_TOKEN=⟨pat⟩ gh workflow run deploy-aks.yml -f env=staging",
            "$ git clone https://x-access-token:⟨ghs⟩@github.com/tulayhashi/remit-mobile.git",
            "//npm.pkg.github.com/:_authToken=⟨ghp⟩",
            "fine-grained PAT (Contents: read, Actions: write; expires 2033-05-01): ⟨pat⟩",
            "GitHub Actions のログに GITHUB_TOKEN=⟨ghs⟩ が出ていた（マスクされていなかった）",
        ),
        _github,
        n=7,
        secrets=("pat", "ghp", "ghs"),
    ),
    Kind(
        "acr_admin_password",
        (
            "$ docker login acrtulayprod.azurecr.io -u acrtulayprod -p ⟨pw⟩",
            '$ az acr credential show -n acrtulayprod\n{\n  "passwords": [\n'
            '    {"name": "password", "value": "⟨pw⟩"},\n'
            '    {"name": "password2", "value": "⟨pw2⟩"}\n  ],\n'
            '  "username": "acrtulayprod"\n}',
            "kubectl create secret docker-registry acr-pull "
            "--docker-server=acrtulayprod.azurecr.io --docker-username=acrtulayprod "
            "--docker-password=⟨pw⟩ -n remit",
            "ACR admin password ⟨pw⟩ (naka-enable pa ang admin user, dapat i-disable)",
        ),
        _acr,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "npm_token",
        (
            "//registry.npmjs.org/:_authToken=⟨t⟩",
            "NPM_TOKEN=⟨t⟩ npm publish --access restricted",
            "npm の automation token（@tulayhashi/ui 公開用）: ⟨t⟩",
            ".npmrc sa CI runner:\n@tulayhashi:registry=https://registry.npmjs.org/\n"
            "//registry.npmjs.org/:_authToken=⟨t⟩\nalways-auth=true",
        ),
        _npm,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "database_passwords",
        (
            "DATABASE_URL=postgresql://remit_app:⟨pw⟩@psql-tulay-prod-jpe.postgres.database."
            "azure.com:5432/remit?sslmode=require",
            "$ PGPASSWORD='⟨pw⟩' psql -h psql-tulay-prod-jpe.postgres.database.azure.com "
            "-U remit_admin -d remit",
            "Server=tcp:sql-tulay-recon.database.windows.net,1433;Initial Catalog=recon;"
            "User ID=recon_reader;Password=⟨pw⟩;Encrypt=True;TrustServerCertificate=False;",
            "spring.datasource.password=⟨pw⟩",
            "Ang password ng remit_admin sa Postgres (prod) ay ⟨pw⟩",
        ),
        _db,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "redis_access_key",
        (
            "REDIS_CONNECTION=redis-tulay-prod.redis.cache.windows.net:6380,password=⟨k⟩,"
            "ssl=True,abortConnect=False",
            "$ redis-cli -h redis-tulay-prod.redis.cache.windows.net -p 6380 --tls -a '⟨k⟩'",
            "$ az redis list-keys -n redis-tulay-prod -g " + RG + "\n{\n"
            '  "primaryKey": "⟨k⟩",\n  "secondaryKey": "⟨k2⟩"\n}',
            "Redis primary access key (rate-limit cache): ⟨k⟩",
        ),
        _redis,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "notification_hubs_connection",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;"
            "SharedAccessKeyName=DefaultFullSharedAccessSignature;SharedAccessKey=⟨k⟩",
            "Notification Hubs full access key: ⟨k⟩ — hindi ito ang listen key na nasa app",
            '{\n  "NotificationHub": {\n    "Name": "nh-remit-prod",\n'
            '    "ConnectionString": "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=DefaultFullSharedAccessSignature;SharedAccessKey=⟨k⟩"\n  }\n}',
            "プッシュ通知ハブ（⟨ns⟩）のフルアクセスキー: ⟨k⟩",
        ),
        _nh,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "azure_functions_keys",
        (
            "https://func-tulay-fx-prod.azurewebsites.net/api/rates/refresh?code=⟨k⟩",
            'curl -X POST "https://func-tulay-recon-prod.azurewebsites.net/api/recon/run" '
            '-H "x-functions-key: ⟨k⟩"',
            "$ az functionapp keys list -g " + RG + " -n func-tulay-fx-prod\n{\n"
            '  "functionKeys": {\n    "default": "⟨k⟩"\n  },\n  "masterKey": "⟨mk⟩",\n'
            '  "systemKeys": {}\n}',
            "Function host master key (_master): ⟨mk⟩ — 絶対にアプリに埋め込まない",
        ),
        _functions,
        n=7,
        secrets=("k", "mk"),
    ),
    Kind(
        "android_signing_passwords",
        (
            "storePassword=⟨sp⟩\nkeyPassword=⟨kp⟩\nkeyAlias=tulay-upload\n"
            "storeFile=../keystore/upload.jks",
            "$ keytool -list -v -keystore upload.jks -alias tulay-upload -storepass '⟨sp⟩'",
            'signingConfigs {\n    release {\n        storeFile file("upload.jks")\n'
            '        storePassword "⟨sp⟩"\n        keyAlias "tulay-upload"\n'
            '        keyPassword "⟨kp⟩"\n    }\n}',
            "アップロード鍵のkeystoreパスワード: ⟨sp⟩ / キーパスワード: ⟨kp⟩",
            "ANDROID_KEYSTORE_PASSWORD=⟨sp⟩",
        ),
        _android,
        n=7,
        secrets=("sp", "kp"),
    ),
    Kind(
        "apple_and_fastlane_passwords",
        (
            "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=⟨asp⟩",
            "MATCH_PASSWORD='⟨mp⟩' bundle exec fastlane ios beta",
            "App-specific password para sa notarytool (ci@tulayhashi.jp): ⟨asp⟩",
            "$ xcrun notarytool store-credentials tulay-ci --apple-id ci@tulayhashi.jp "
            "--team-id ⟨team⟩ --password ⟨asp⟩",
            "match の暗号化パスフレーズ: ⟨mp⟩（certificates リポジトリ用）",
        ),
        _apple_pw,
        n=7,
        secrets=("asp", "mp"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "ステージング管理画面（admin-stg.tulayhashi.jp）のパスワードは ⟨pw⟩ です。",
            "Ang password ng shared na Maya merchant portal account ay ⟨pw⟩ — palitan "
            "pagkatapos ng audit.",
            "Ang password sa Cebu office Wi-Fi router admin kay ⟨pw⟩, ayaw ipanghatag.",
            "The break-glass Entra account (breakglass@tulayhashi.onmicrosoft.com) password "
            "is ⟨pw⟩, also sealed in the Fukuoka office safe.",
            "GCash partner portal login: finance-ops@tulayhashi.jp / ⟨pw⟩",
            "PayPay加盟店管理画面: ID は tulay-fukuoka、パスワード ⟨pw⟩",
        ),
        _prose_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "messaging_provider_keys",
        (
            "SEMAPHORE_API_KEY=⟨sem⟩",
            "$ curl -X POST https://api.semaphore.co/api/v4/messages -d apikey=⟨sem⟩ "
            "-d number=0917⟨ph⟩ -d 'message=Ang iyong OTP ay ⟨otp⟩' -d sendername=TULAY",
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tw⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "-u ⟨sid⟩:⟨tw⟩ --data-urlencode 'To=+8190⟨ph8⟩' "
            "--data-urlencode 'Body=認証コード ⟨otp⟩'",
            "SENDGRID_API_KEY=⟨sg⟩  # receipts@tulayhashi.jp",
            "Slack alerts webhook (#remit-alerts): " + _HOOK + "⟨T⟩/⟨B⟩/⟨hook⟩",
        ),
        _messaging,
        n=7,
        secrets=("sem", "tw", "sg", "hook"),
    ),
    Kind(
        "bearer_jwts",
        (
            'curl https://api.tulayhashi.jp/v2/transfers -H "Authorization: Bearer ⟨jwt⟩"',
            "2033-02-⟨d⟩ 09:41:07.⟨ms⟩ 18233-18301 I/okhttp.OkHttpClient: "
            "Authorization: Bearer ⟨jwt⟩",
            "Firebase ID token ng test user (para sa Postman): ⟨fid⟩",
            '{"accessToken":"⟨jwt⟩","refreshToken":"⟨rt⟩","expiresIn":900}',
            "ローカルで getIdToken() した結果（有効期限1時間）: ⟨fid⟩",
        ),
        _jwt,
        n=7,
        secrets=("jwt", "fid", "rt"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "| item | value |\n|---|---|\n| Wise transfer | ⟨tid⟩ |\n| quote | ⟨quote⟩ |\n"
            "| commit | ⟨sha⟩ |\n| Wise API token (oops, rotate) | ⟨t⟩ |",
            "Insidente 2033-02-⟨d⟩ — GCash payout stuck\n- GCash ref no. ⟨gref⟩\n"
            '- Sentry event ⟨ev⟩\n- Cosmos _etag "⟨etag⟩"\n'
            "- pinalitan ang Maya secret key; bagong key: ⟨sk⟩",
            "障害メモ 2/⟨d⟩\n・LINE Pay transactionId ⟨lp⟩\n・run #⟨run⟩ (commit ⟨sha⟩)\n"
            "・Redisのアクセスキーを一時的に ⟨rk⟩ に差し替えた",
            "Restarted ⟨pod⟩ (container ⟨hex⟩) after swapping in the new Wise token ⟨t⟩; "
            "transfer ⟨tid⟩ then went through.",
        ),
        _among,
        n=7,
        secrets=("t", "sk", "rk"),
    ),
)
