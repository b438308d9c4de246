"""True secrets in memory-note framings; each kind names the fields that must not survive.

The setting is the platform team of Kōwhai & Brigalow Rural (KBR), an invented rural
insurance and weather-data company in Brisbane with a team in Christchurch, August 2033.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike62.gen import (
    ALNUM,
    B64,
    B64URL,
    LOWER_ALNUM,
    UPPER,
    URL_SAFE_PASSWORD,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    digits,
    epoch,
    hexs,
    num,
    password,
    phrase_password,
    pick,
    uhexs,
    uuid4,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SK_LIVE = "sk" + "_live_"
_RK_LIVE = "rk" + "_live_"
_WHSEC = "wh" + "sec_"
_SG = "S" + "G."
_MAPBOX_SK = "s" + "k."
_ASIA = "AS" + "IA"
_AKIA = "AK" + "IA"
_STS_HEAD = "IQoJb3JpZ2lu" + "X2VjE"
_DBTC = "db" + "tc_"
_CCIPAT = "CCI" + "PAT_"
_GH_PAT = "github" + "_pat_"
_NPM = "np" + "m_"
_JWE_HEAD = "eyJjdHkiOiJKV1QiLCJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiUlNBLU9BRVAifQ"
_OPENSSH_HEAD = "b3BlbnNzaC1rZXktdjEAAAAA"
_PEM = " PRIVATE KEY-----"

_PEOPLE = ("priya", "aroha", "tama", "hemi", "mere", "liam", "jess", "ngaio")
_REGION = "ap-southeast-2"


def _stripe(r: Random) -> dict[str, str]:
    return {
        "k": _SK_LIVE + "51" + pick(r, ALNUM, 97),
        "acct": "acct_1" + pick(r, ALNUM, 15),
        "pi": "pi_3" + pick(r, ALNUM, 23),
    }


def _stripe_rk(r: Random) -> dict[str, str]:
    return {"k": _RK_LIVE + "51" + pick(r, ALNUM, 97), "who": r.choice(_PEOPLE)}


def _whsec(r: Random) -> dict[str, str]:
    return {
        "s": _WHSEC + pick(r, ALNUM, 32),
        "we": "we_1" + pick(r, ALNUM, 23),
        "evt": "evt_3" + pick(r, ALNUM, 23),
    }


def _pxpay(r: Random) -> dict[str, str]:
    return {
        "k": hexs(r, 64),
        "user": r.choice(("KBRural_Dev", "KBRuralNZ", "KBRural_Prem", "KBRural_AU")),
        "ref": f"POL-NZ-CAN-2033-{digits(r, 6)}",
        "amt": f"{r.randint(120, 4800)}.{r.choice(('00', '50', '95'))}",
    }


def _windcave_rest(r: Random) -> dict[str, str]:
    user = r.choice(("KBRural_Rest", "KBRuralNZ_REST", "KBR_Rest_UAT"))
    key = hexs(r, 64)
    return {"user": user, "k": key, "basic": b64_of(f"{user}:{key}"), "id": "0000000" + hexs(r, 9)}


def _xero_client(r: Random) -> dict[str, str]:
    return {"cid": uhexs(r, 32), "s": pick(r, B64URL, 48), "tenant": uuid4(r)}


def _xero_tokens(r: Random) -> dict[str, str]:
    header = {
        "alg": "RS256",
        "kid": uhexs(r, 40),
        "typ": "JWT",
        "x5t": b64url(r, 20),
    }
    nbf = epoch(r)
    claims = {
        "nbf": nbf,
        "exp": nbf + 1800,
        "iss": "https://identity.xero.com",
        "aud": "https://identity.xero.com/resources",
        "client_id": uhexs(r, 32),
        "sub": hexs(r, 32),
        "xero_userid": uuid4(r),
        "scope": ["accounting.transactions", "offline_access"],
    }
    access = f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, 256)}"
    return {"rt": hexs(r, 64), "at": access, "tenant": uuid4(r)}


def _xero_webhook(r: Random) -> dict[str, str]:
    return {"k": b64(r, 64), "sig": b64(r, 32)}


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sid": "AC" + hexs(r, 32),
        "tok": hexs(r, 32),
        "to": "+614" + digits(r, 8),
        "from": "+6422" + digits(r, 7),
    }


def _twilio_key(r: Random) -> dict[str, str]:
    return {"sid": "AC" + hexs(r, 32), "key": "SK" + hexs(r, 32), "sec": pick(r, ALNUM, 32)}


def _sendgrid(r: Random) -> dict[str, str]:
    return {"k": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


def _mapbox(r: Random) -> dict[str, str]:
    payload = b64url_json({"u": "kbrural", "a": "cl" + pick(r, LOWER_ALNUM, 23)})
    return {"t": _MAPBOX_SK + payload + "." + pick(r, B64URL, 22)}


def _here(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, B64URL, 43),
        "kid": pick(r, ALNUM, 22),
        "ks": pick(r, B64URL, 86),
        "uid": "HERE-" + uuid4(r),
        "cid": pick(r, ALNUM, 20),
    }


def _aws_keys(r: Random) -> dict[str, str]:
    return {
        "id": _AKIA + pick(r, UPPER + "234567", 16),
        "sk": pick(r, B64, 40),
        "acct": num(r, 12),
        "who": r.choice(_PEOPLE),
    }


def _aws_session(r: Random) -> dict[str, str]:
    return {
        "id": _ASIA + pick(r, UPPER + "234567", 16),
        "sk": pick(r, B64, 40),
        "st": _STS_HEAD + pick(r, B64, 620) + "==",
        "acct": num(r, 12),
        "exp": f"2033-08-{r.randint(10, 28)}T0{r.randint(1, 9)}:{r.randint(10, 59)}:07+00:00",
    }


def _secretsmanager(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 28)), ALNUM + "!#%*+-.=?^_~"),
        "acct": num(r, 12),
        "suffix": pick(r, ALNUM, 6),
        "v": uuid4(r),
    }


def _lambda_env(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22, 26))),
        "wk": hexs(r, 64),
        "rid": uuid4(r),
        "acct": num(r, 12),
    }


def _cognito_client(r: Random) -> dict[str, str]:
    return {
        "pool": _REGION + "_" + pick(r, ALNUM, 9),
        "cid": pick(r, LOWER_ALNUM, 26),
        "s": pick(r, LOWER_ALNUM, 52),
    }


def _cognito_tokens(r: Random) -> dict[str, str]:
    pool = _REGION + "_" + pick(r, ALNUM, 9)
    sub = uuid4(r)
    iat = epoch(r)
    claims = {
        "sub": sub,
        "cognito:groups": ["claims-assessors"],
        "iss": f"https://cognito-idp.{_REGION}.amazonaws.com/{pool}",
        "client_id": pick(r, LOWER_ALNUM, 26),
        "origin_jti": uuid4(r),
        "token_use": "access",
        "scope": "aws.cognito.signin.user.admin",
        "auth_time": iat,
        "exp": iat + 3600,
        "iat": iat,
        "jti": uuid4(r),
        "username": sub,
    }
    access = b64url_json({"kid": b64(r, 32), "alg": "RS256"})
    access += "." + b64url_json(claims) + "." + b64url(r, 256)
    refresh = ".".join((_JWE_HEAD, b64url(r, 256), b64url(r, 12), b64url(r, 720), b64url(r, 16)))
    return {"at": access, "rt": refresh, "pool": pool}


def _snowflake_pw(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((password(r, r.choice((18, 22))), phrase_password(r))),
        "acct": "kb" + digits(r, 5) + "." + _REGION,
        "user": r.choice(("DBT_PROD_SVC", "LOADER_SVC", "PRIYA_ADMIN", "TABLEAU_RO")),
    }


def _snowflake_key(r: Random) -> dict[str, str]:
    body = "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI" + b64(r, 1190)
    return {"body": wrap(body, 64), "pp": phrase_password(r), "user": "DBT_PROD_SVC"}


def _dbt_cloud(r: Random) -> dict[str, str]:
    return {"t": _DBTC + pick(r, B64URL, 56), "acct": num(r, 5), "job": num(r, 6)}


def _dd_api(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 32), "host": f"wx-ingest-{r.randint(1, 9)}"}


def _dd_app(r: Random) -> dict[str, str]:
    return {"api": hexs(r, 32), "app": hexs(r, 40), "mon": num(r, 8)}


def _circle_pat(r: Random) -> dict[str, str]:
    return {"t": _CCIPAT + pick(r, ALNUM, 22) + "_" + hexs(r, 40), "num": num(r, 4)}


def _circle_env(r: Random) -> dict[str, str]:
    return {
        "s": hexs(r, 64),
        "jwt": b64url(r, 48),
        "ctx": uuid4(r),
        "pat": _CCIPAT + pick(r, ALNUM, 22) + "_" + hexs(r, 40),
    }


def _gh_pat(r: Random) -> dict[str, str]:
    return {"t": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)}


def _npm(r: Random) -> dict[str, str]:
    return {"t": _NPM + pick(r, ALNUM, 36)}


def _openssh(r: Random) -> dict[str, str]:
    raw = (
        b"\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01"
        b"\x00\x00\x003\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 " + r.randbytes(32)
    )
    raw += b"\x00\x00\x00\x88" + r.randbytes(4) * 2 + b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 "
    raw += r.randbytes(32) + b"\x00\x00\x00@" + r.randbytes(64) + b"\x00\x00\x00\x10"
    raw += r.choice(_PEOPLE).encode() + b"@kbr-bastion\x01\x02\x03"
    body = _OPENSSH_HEAD + b64_of(raw)
    return {"body": wrap(body, 70), "host": r.choice(("bastion-syd", "bastion-chc", "wx-gw-2"))}


def _db_urls(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22, 24)), URL_SAFE_PASSWORD),
        "cl": pick(r, LOWER_ALNUM, 12),
        "port": r.choice(("5432", "6379", "3306")),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((password(r, r.choice((16, 19, 21))), phrase_password(r))),
        "stn": f"KBR-WX-{r.choice(('QLD', 'NSW', 'CAN', 'OTA'))}-{digits(r, 4)}",
        "who": r.choice(("Aroha", "Tama", "Hemi", "Mere", "Jess", "Liam")),
    }


def _basic(r: Random) -> dict[str, str]:
    user = r.choice(("obs-ingest", "station-push", "wxfeed", "niwa-sync"))
    pw = password(r, r.choice((18, 24)))
    return {"b": b64_of(f"{user}:{pw}"), "pw": pw, "user": user}


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "clm": f"CLM-33-08-{digits(r, 7)}",
        "mon": num(r, 8),
        "ddk": hexs(r, 32),
        "tok": hexs(r, 32),
        "sid": "AC" + hexs(r, 32),
        "pw": password(r, 20),
        "qid": "01" + hexs(r, 6) + "-0605-" + hexs(r, 4) + "-0000-" + hexs(r, 12),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "stripe_live_secret_key",
        (
            "STRIPE_SECRET_KEY=⟨k⟩",
            "curl https://api.stripe.com/v1/payment_intents/⟨pi⟩ -u ⟨k⟩:",
            "stripe refunds create --payment-intent=⟨pi⟩ --api-key ⟨k⟩",
            "The AU premium-collection account (⟨acct⟩) uses secret key ⟨k⟩; "
            "Aroha rotated it after the July audit.",
            '{\n  "stripe": {\n    "account": "⟨acct⟩",\n    "secret_key": "⟨k⟩"\n  }\n}',
        ),
        _stripe,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "stripe_restricted_key",
        (
            "STRIPE_RESTRICTED_KEY=⟨k⟩  # read-only charges + payouts, for the recon Lambda",
            "⟨who⟩ made a restricted key for the Xero reconciliation job: ⟨k⟩",
            "aws ssm put-parameter --name /kbr/prod/stripe/rk --type String --value ⟨k⟩",
            "| env | key | scope |\n|---|---|---|\n| prod | ⟨k⟩ | charges:read, payouts:read |",
        ),
        _stripe_rk,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "stripe_webhook_signing_secret",
        (
            "STRIPE_WEBHOOK_SECRET=⟨s⟩",
            "Webhook endpoint ⟨we⟩ (claims payouts) signs with ⟨s⟩; last failing event was ⟨evt⟩.",
            "stripe listen --forward-to localhost:3000/webhooks/stripe\n"
            "> Ready! Your webhook signing secret is ⟨s⟩ (^C to quit)",
            "event = stripe.Webhook.construct_event(payload, sig_header, '⟨s⟩')",
        ),
        _whsec,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "windcave_pxpay_key",
        (
            "<GenerateRequest>\n  <PxPayUserId>⟨user⟩</PxPayUserId>\n  <PxPayKey>⟨k⟩</PxPayKey>\n"
            "  <TxnType>Purchase</TxnType>\n  <AmountInput>⟨amt⟩</AmountInput>\n"
            "  <CurrencyInput>NZD</CurrencyInput>\n  <MerchantReference>⟨ref⟩</MerchantReference>\n"
            "</GenerateRequest>",
            "WINDCAVE_PXPAY_USER=⟨user⟩\nWINDCAVE_PXPAY_KEY=⟨k⟩",
            "PxPay 2.0 key for ⟨user⟩ is ⟨k⟩ — Hemi says the UAT one is different.",
            "windcave:\n  pxpay:\n    user_id: ⟨user⟩\n    key: ⟨k⟩\n"
            "    endpoint: https://sec.windcave.com/pxaccess/pxpay.aspx",
        ),
        _pxpay,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "windcave_rest_api_key",
        (
            'curl -u "⟨user⟩:⟨k⟩" https://sec.windcave.com/api/v1/transactions/⟨id⟩',
            "Authorization: Basic ⟨basic⟩",
            "WINDCAVE_REST_USERNAME=⟨user⟩\nWINDCAVE_REST_API_KEY=⟨k⟩",
            "Windcave REST creds (prod NZ): user ⟨user⟩, API key ⟨k⟩.",
        ),
        _windcave_rest,
        n=7,
        secrets=("k", "basic"),
    ),
    Kind(
        "xero_client_secret",
        (
            "XERO_CLIENT_ID=⟨cid⟩\nXERO_CLIENT_SECRET=⟨s⟩",
            "curl -X POST https://identity.xero.com/connect/token "
            "-u ⟨cid⟩:⟨s⟩ -d grant_type=client_credentials",
            "Xero custom connection for tenant ⟨tenant⟩: client secret ⟨s⟩ "
            "(generated in the developer portal, only shown once).",
            '{"xero": {"client_id": "⟨cid⟩", "client_secret": "⟨s⟩"}}',
        ),
        _xero_client,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "xero_oauth_tokens",
        (
            '{"id_token":null,"access_token":"⟨at⟩","expires_in":1800,"token_type":"Bearer",'
            '"refresh_token":"⟨rt⟩","scope":"accounting.transactions offline_access"}',
            "curl https://api.xero.com/api.xro/2.0/Invoices -H 'Authorization: Bearer ⟨at⟩' "
            "-H 'xero-tenant-id: ⟨tenant⟩'",
            "Refresh token that the recon job got stuck on: ⟨rt⟩ (Xero rotates it on every use)",
            "xero_refresh_token = ⟨rt⟩",
        ),
        _xero_tokens,
        n=7,
        secrets=("at", "rt"),
    ),
    Kind(
        "xero_webhook_key",
        (
            "XERO_WEBHOOK_KEY=⟨k⟩",
            "Xero webhooks key (Intent to receive passed with it): ⟨k⟩",
            "hmac.new(b'⟨k⟩', body, hashlib.sha256) -> compare with x-xero-signature ⟨sig⟩",
        ),
        _xero_webhook,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "twilio_auth_token",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            '--data-urlencode "To=⟨to⟩" --data-urlencode "From=⟨from⟩" '
            '--data-urlencode "Body=Hail warning for your paddocks" -u ⟨sid⟩:⟨tok⟩',
            "Twilio auth token for the storm-alert SMS: ⟨tok⟩ (account ⟨sid⟩)",
            "twilio profiles:create kbr-prod --account-sid ⟨sid⟩ --auth-token ⟨tok⟩",
        ),
        _twilio,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "twilio_api_key_secret",
        (
            "TWILIO_API_KEY=⟨key⟩\nTWILIO_API_SECRET=⟨sec⟩",
            "client = Client('⟨key⟩', '⟨sec⟩', '⟨sid⟩')  # api key, secret, account",
            "New Twilio API key ⟨key⟩ for the Christchurch IVR, secret ⟨sec⟩",
            "curl https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Calls.json -u ⟨key⟩:⟨sec⟩",
        ),
        _twilio_key,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨k⟩",
            'curl https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer ⟨k⟩" '
            '-H "Content-Type: application/json" -d @claim-ack.json',
            "Claim acknowledgement emails go out through SendGrid with key ⟨k⟩.",
        ),
        _sendgrid,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "mapbox_secret_token",
        (
            "machine api.mapbox.com\n  login mapbox\n  password ⟨t⟩",
            "MAPBOX_DOWNLOADS_TOKEN=⟨t⟩",
            "mapbox upload kbrural.hail-swaths-2033 swaths.geojson --access-token ⟨t⟩",
            "curl -X POST 'https://api.mapbox.com/tokens/v2/kbrural?access_token=⟨t⟩' "
            '-H "Content-Type: application/json" -d @scopes.json',
        ),
        _mapbox,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "here_api_credentials",
        (
            "curl 'https://geocode.search.hereapi.com/v1/geocode?q=Darfield+NZ&apiKey=⟨key⟩'",
            "here.user.id = ⟨uid⟩\nhere.client.id = ⟨cid⟩\nhere.access.key.id = ⟨kid⟩\n"
            "here.access.key.secret = ⟨ks⟩\n"
            "here.token.endpoint.url = https://account.api.here.com/oauth2/token",
            "HERE_API_KEY=⟨key⟩",
            "HERE access key secret (credentials.properties on the routing box): ⟨ks⟩",
        ),
        _here,
        n=7,
        secrets=("key", "ks"),
    ),
    Kind(
        "aws_secret_access_key",
        (
            "[kbr-prod]\naws_access_key_id = ⟨id⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = ap-southeast-2",
            "AWS_ACCESS_KEY_ID=⟨id⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws s3 ls s3://kbr-wx-raw-⟨acct⟩/",
            "The old CI user's key pair (⟨who⟩ created it in 2031): ⟨id⟩ / ⟨sk⟩",
            "aws configure set aws_secret_access_key ⟨sk⟩ --profile kbr-prod",
        ),
        _aws_keys,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨id⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨st⟩",\n'
            '        "Expiration": "⟨exp⟩"\n    }\n}',
            "export AWS_ACCESS_KEY_ID=⟨id⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            "aws_session_token = ⟨st⟩",
        ),
        _aws_session,
        n=7,
        secrets=("sk", "st"),
    ),
    Kind(
        "aws_secrets_manager_secret_string",
        (
            '{\n    "ARN": "arn:aws:secretsmanager:ap-southeast-2:⟨acct⟩:secret:'
            'prod/claims/aurora-⟨suffix⟩",\n    "Name": "prod/claims/aurora",\n'
            '    "VersionId": "⟨v⟩",\n    "SecretString": "{\\"username\\":\\"claims_app\\",'
            '\\"password\\":\\"⟨pw⟩\\",\\"engine\\":\\"postgres\\",\\"port\\":5432}"\n}',
            "aws secretsmanager put-secret-value --secret-id prod/snowflake/loader "
            '--secret-string \'{"user":"LOADER_SVC","password":"⟨pw⟩"}\'',
            "Secrets Manager prod/claims/aurora currently holds password ⟨pw⟩ (version ⟨v⟩).",
        ),
        _secretsmanager,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "lambda_environment_secrets",
        (
            "aws lambda update-function-configuration --function-name claims-intake "
            '--environment "Variables={STAGE=prod,DB_PASSWORD=⟨pw⟩}"',
            '"Environment": {\n    "Variables": {\n        "STAGE": "prod",\n'
            '        "WINDCAVE_API_KEY": "⟨wk⟩"\n    }\n}',
            "  ClaimsIntakeFunction:\n    Type: AWS::Serverless::Function\n    Properties:\n"
            "      Environment:\n        Variables:\n          DB_PASSWORD: ⟨pw⟩",
            "START RequestId: ⟨rid⟩ Version: $LATEST\n"
            "DEBUG config loaded: {'stage': 'prod', 'db_password': '⟨pw⟩'}",
        ),
        _lambda_env,
        n=7,
        secrets=("pw", "wk"),
    ),
    Kind(
        "cognito_app_client_secret",
        (
            "COGNITO_USER_POOL_ID=⟨pool⟩\nCOGNITO_CLIENT_ID=⟨cid⟩\nCOGNITO_CLIENT_SECRET=⟨s⟩",
            '"UserPoolClient": {\n    "UserPoolId": "⟨pool⟩",\n    "ClientId": "⟨cid⟩",\n'
            '    "ClientSecret": "⟨s⟩",\n    "ClientName": "broker-portal"\n}',
            "curl -X POST https://kbr-auth.auth.ap-southeast-2.amazoncognito.com/oauth2/token "
            "-u ⟨cid⟩:⟨s⟩ -d grant_type=client_credentials",
            "Broker portal app client ⟨cid⟩ has secret ⟨s⟩ — the SPA one has none.",
        ),
        _cognito_client,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "cognito_user_tokens",
        (
            '{"AuthenticationResult": {"AccessToken": "⟨at⟩", "ExpiresIn": 3600, '
            '"TokenType": "Bearer", "RefreshToken": "⟨rt⟩"}}',
            "curl https://api.kbrural.com.au/v2/claims -H 'Authorization: Bearer ⟨at⟩'",
            "Aroha's refresh token from the assessor app repro (pool ⟨pool⟩): ⟨rt⟩",
        ),
        _cognito_tokens,
        n=7,
        secrets=("at", "rt"),
    ),
    Kind(
        "snowflake_password",
        (
            "SNOWSQL_ACCOUNT=⟨acct⟩ SNOWSQL_USER=⟨user⟩ SNOWSQL_PWD='⟨pw⟩' snowsql -q 'select 1'",
            "kbr_dw:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n"
            "      account: ⟨acct⟩\n      user: ⟨user⟩\n      password: '⟨pw⟩'\n"
            "      role: TRANSFORMER\n      warehouse: TRANSFORM_WH\n      database: ANALYTICS",
            "conn = snowflake.connector.connect(account='⟨acct⟩', user='⟨user⟩', "
            "password='⟨pw⟩', warehouse='LOAD_WH')",
            "Snowflake ⟨user⟩ password is ⟨pw⟩ until we finish the key-pair migration.",
        ),
        _snowflake_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "snowflake_encrypted_private_key",
        (
            "-----BEGIN ENCRYPTED" + _PEM + "\n⟨body⟩\n-----END ENCRYPTED" + _PEM,
            "rsa_key.p8 for ⟨user⟩ (passphrase ⟨pp⟩):\n\n-----BEGIN ENCRYPTED"
            + _PEM
            + "\n⟨body⟩\n-----END ENCRYPTED"
            + _PEM,
            "private_key_passphrase: '⟨pp⟩'\nprivate_key_path: ~/.snowflake/rsa_key.p8",
        ),
        _snowflake_key,
        n=7,
        secrets=("body", "pp"),
    ),
    Kind(
        "dbt_cloud_service_token",
        (
            "DBT_CLOUD_API_TOKEN=⟨t⟩",
            'curl -X POST "https://au.dbt.com/api/v2/accounts/⟨acct⟩/jobs/⟨job⟩/run/" '
            '-H "Authorization: Token ⟨t⟩" -d \'{"cause": "triggered by CircleCI"}\'',
            "dbt Cloud service token (job admin, account ⟨acct⟩): ⟨t⟩",
        ),
        _dbt_cloud,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "datadog_api_key",
        (
            "DD_API_KEY=⟨k⟩ DD_SITE=ap2.datadoghq.com",
            "api_key: ⟨k⟩\nsite: ap2.datadoghq.com\nhostname: ⟨host⟩",
            "docker run -d --name dd-agent -e DD_API_KEY=⟨k⟩ -e DD_SITE=ap2.datadoghq.com "
            "gcr.io/datadoghq/agent:7",
            "Datadog API key for the Lambda extension layer: ⟨k⟩",
        ),
        _dd_api,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "datadog_application_key",
        (
            'curl "https://api.ap2.datadoghq.com/api/v1/monitor/⟨mon⟩" '
            '-H "DD-API-KEY: ⟨api⟩" -H "DD-APPLICATION-KEY: ⟨app⟩"',
            "DD_APP_KEY=⟨app⟩",
            'provider "datadog" {\n  api_key = "⟨api⟩"\n  app_key = "⟨app⟩"\n'
            '  api_url = "https://api.ap2.datadoghq.com/"\n}',
        ),
        _dd_app,
        n=7,
        secrets=("api", "app"),
    ),
    Kind(
        "circleci_personal_token",
        (
            'curl -H "Circle-Token: ⟨t⟩" '
            "https://circleci.com/api/v2/project/gh/kbrural/claims-api/pipeline",
            "CIRCLECI_CLI_TOKEN=⟨t⟩",
            "circleci setup --no-prompt --host https://circleci.com --token ⟨t⟩",
            "token: ⟨t⟩\nhost: https://circleci.com",
        ),
        _circle_pat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "circleci_context_secrets",
        (
            "curl -X PUT https://circleci.com/api/v2/context/⟨ctx⟩/environment-variable/"
            'SESSION_SECRET -H "Circle-Token: ⟨pat⟩" -d \'{"value":"⟨s⟩"}\'',
            "JWT_SIGNING_SECRET=⟨jwt⟩\nSESSION_SECRET=⟨s⟩",
            "Put ⟨s⟩ in the prod-claims context as SESSION_SECRET (Tama has the old one).",
        ),
        _circle_env,
        n=7,
        secrets=("s", "jwt", "pat"),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "GITHUB_TOKEN=⟨t⟩",
            "git clone https://x-access-token:⟨t⟩@github.com/kbrural/wx-models.git",
            "Fine-grained PAT for the dbt docs publish step "
            "(contents:write on kbrural/dw-docs): ⟨t⟩",
        ),
        _gh_pat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "npm_registry_token",
        (
            "//registry.npmjs.org/:_authToken=⟨t⟩",
            "NPM_TOKEN=⟨t⟩ npm publish --access restricted",
            "npm automation token for @kbrural/map-widgets: ⟨t⟩",
        ),
        _npm,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "openssh_private_key",
        (
            "-----BEGIN OPENSSH" + _PEM + "\n⟨body⟩\n-----END OPENSSH" + _PEM,
            "~/.ssh/id_ed25519 on ⟨host⟩:\n-----BEGIN OPENSSH"
            + _PEM
            + "\n⟨body⟩\n-----END OPENSSH"
            + _PEM,
            "Deploy key for the weather gateway (⟨host⟩) — he kī matua, kaua e tohatoha:\n\n"
            "-----BEGIN OPENSSH" + _PEM + "\n⟨body⟩\n-----END OPENSSH" + _PEM + "\n",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "database_url_passwords",
        (
            "DATABASE_URL=postgresql://claims_app:⟨pw⟩@claims-prod.cluster-⟨cl⟩"
            ".ap-southeast-2.rds.amazonaws.com:5432/claims",
            "REDIS_URL=rediss://default:⟨pw⟩@master.kbr-cache.⟨cl⟩.apse2.cache.amazonaws.com:6379",
            "claims-prod.cluster-⟨cl⟩.ap-southeast-2.rds.amazonaws.com:5432:claims:claims_app:⟨pw⟩",
            "psql 'host=claims-ro.cluster-⟨cl⟩.ap-southeast-2.rds.amazonaws.com port=5432 "
            "dbname=claims user=analyst password=⟨pw⟩ sslmode=require'",
        ),
        _db_urls,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "passwords_in_prose",
        (
            "The password for the ⟨stn⟩ logger web console is ⟨pw⟩ (⟨who⟩ set it on site).",
            "Ko te kupuhipa mō te teihana huarere ⟨stn⟩ ko ⟨pw⟩ — nā ⟨who⟩ i tautuhi.",
            "⟨who⟩: admin pw for the Christchurch office NAS is ⟨pw⟩, don't put it in Slack",
            "Kupuhipa hou mō te kaiwhakahaere o te NAS: ⟨pw⟩",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "weather_feed_basic_auth",
        (
            'curl -H "Authorization: Basic ⟨b⟩" https://obs.kbrural.com.au/v1/push',
            "Station loggers POST with Authorization: Basic ⟨b⟩",
            "feeds:\n  niwa:\n    url: https://obs.kbrural.co.nz/v1/push\n"
            "    username: ⟨user⟩\n    password: ⟨pw⟩",
        ),
        _basic,
        n=7,
        secrets=("b", "pw"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Hail event wrap-up\n- claim ⟨clm⟩ reopened\n- fix in commit ⟨sha⟩\n"
            "- Datadog monitor ⟨mon⟩, trace ⟨trace⟩\n- DD_API_KEY=⟨ddk⟩ was in the runbook, "
            "rotated",
            "SMS outage notes:\n  account SID ⟨sid⟩ (fine to share)\n  auth token ⟨tok⟩ "
            "(NOT fine, rotate)\n  Snowflake query ⟨qid⟩ shows the backlog",
            "Incident 2033-08-09\n▹ commit ⟨sha⟩\n▹ claim ⟨clm⟩\n"
            "▹ break-glass admin password set to ⟨pw⟩ during the call",
        ),
        _among,
        n=7,
        secrets=("ddk", "tok", "pw"),
    ),
)
