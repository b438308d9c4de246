"""True secrets in Kobo Lane memory notes; each kind names the fields that must not survive.

Public or short identifiers that sit next to a secret (Interswitch client id, Monnify API key
and contract code, MoMo API user, AWS access key id, Smile ID partner id, Slack team and
channel ids, Africa's Talking username) are left unlisted on purpose.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike91.gen import (
    ALNUM,
    B32,
    B64STD,
    B64URL,
    LOWER_ALNUM,
    UHEX,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    ec_p256_der,
    hexs,
    human_password,
    indent,
    jwt_hs256,
    num,
    object_id,
    openssh_ecdsa_private,
    openssh_ed25519_private,
    password,
    pem_body,
    pick,
    pkcs8_ed25519_der,
    pkcs8_rsa_der,
    rsa_pkcs1_der,
    secret_kind,
    sha256_hex,
    ulid,
    uuid4,
)

# Vendor prefixes joined from pieces so that no literal here is a credential.
_PS_LIVE = "sk" + "_live_"
_PS_TEST = "sk" + "_test_"
_FLW = "FLW" + "SECK"
_OPAY_PRV = "OPAY" + "PRV"
_MONO_LIVE = "live" + "_sk_"
_TERMII = "T" + "L"
_AT = "at" + "sk_"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS = "IQoJb3JpZ2lu" + "X2Vj"
_GHP = "gh" + "p_"
_GHS = "gh" + "s_"
_GH_PAT = "github" + "_pat_"
_SNTRYS = "sntry" + "s_"
_SNTRYU = "sntry" + "u_"
_XOXB = "xo" + "xb-"
_XOXP = "xo" + "xp-"
_MB = "m" + "b_"
_GOCSPX = "GOC" + "SPX-"
_MK_PROD = "MK" + "_PROD_"
_IKIA = "IK" + "IA"
_PRIV = "PRIVATE " + "KEY"
_RSA_PRIV = "RSA " + _PRIV
_EC_PRIV = "EC " + _PRIV
_OSSH_PRIV = "OPENSSH " + _PRIV

_RDS = "kobolane-prod.cluster-c{h}.af-south-1.rds.amazonaws.com"
_URL_PW = ALNUM + "-_.~!*"


def _rds(r: Random) -> str:
    return _RDS.format(h=pick(r, LOWER_ALNUM, 10))


def _paystack(r: Random) -> dict[str, str]:
    return {
        "sk": _PS_LIVE + hexs(r, 40),
        "skt": _PS_TEST + hexs(r, 40),
        "ref": pick(r, ALNUM, 20),
        "env": r.choice(("prod", "staging", "payroll-prod")),
    }


def _flutterwave(r: Random) -> dict[str, str]:
    return {
        "sk": _FLW + "-" + hexs(r, 32) + "-X",
        "skt": _FLW + "_TEST-" + hexs(r, 32) + "-X",
        "enc": _FLW + "_TEST" + hexs(r, 12),
        "encl": hexs(r, 24),
    }


def _interswitch(r: Random) -> dict[str, str]:
    return {
        "cid": _IKIA + pick(r, UHEX, 40),
        "cs": b64(r, 32),
        "tok": jwt_hs256(
            r,
            {
                "aud": ["isw-collection-api", "passport"],
                "client_id": "kobolane_" + num(r, 4),
                "exp": 2178000000 + r.randint(0, 9999999),
                "scope": ["profile"],
                "jti": uuid4(r),
            },
        ),
    }


def _monnify(r: Random) -> dict[str, str]:
    api = _MK_PROD + pick(r, UPPER_ALNUM, 10)
    secret = pick(r, UPPER_ALNUM, 32)
    return {"api": api, "sec": secret, "basic": b64_of(f"{api}:{secret}"), "cc": num(r, 10)}


def _opay(r: Random) -> dict[str, str]:
    return {
        "prv": _OPAY_PRV + num(r, 13) + pick(r, "0123456789", 7) + "." + num(r, 16),
        "mid": "2560" + num(r, 11),
    }


def _momo(r: Random) -> dict[str, str]:
    header = b64url_json({"typ": "JWT", "alg": "R256"})
    claims = b64url_json(
        {
            "clientId": uuid4(r),
            "expires": "2039-01-1" + str(r.randint(0, 9)) + "T10:04:22.981",
            "sessionId": uuid4(r),
        }
    )
    return {
        "sub": hexs(r, 32),
        "user": uuid4(r),
        "key": hexs(r, 32),
        "tok": f"{header}.{claims}.{b64url(r, 256)}",
    }


def _mono(r: Random) -> dict[str, str]:
    return {"sk": _MONO_LIVE + pick(r, LOWER_ALNUM, 20), "acct": object_id(r)}


def _okra(r: Random) -> dict[str, str]:
    claims = {"id": object_id(r), "iat": 2177900000 + r.randint(0, 99999)}
    return {"tok": jwt_hs256(r, claims), "rec": object_id(r)}


def _smile(r: Random) -> dict[str, str]:
    return {"key": uuid4(r), "pid": str(r.randint(1000, 9999)), "job": "job-" + uuid4(r)[:8]}


def _termii(r: Random) -> dict[str, str]:
    return {"key": _TERMII + pick(r, ALNUM, 60), "sender": r.choice(("KoboLane", "KLPay", "KLane"))}


def _at(r: Random) -> dict[str, str]:
    return {"key": _AT + hexs(r, 64), "user": r.choice(("kobolane", "klpayroll", "sandbox"))}


def _aws(r: Random) -> dict[str, str]:
    return {
        "akid": _AKIA + pick(r, B32, 16),
        "sk": pick(r, B64STD, 40),
        "acct": num(r, 12),
        "prof": r.choice(("kobo-prod", "kobo-payroll", "accra-dev")),
    }


def _sts(r: Random) -> dict[str, str]:
    return {
        "akid": _ASIA + pick(r, B32, 16),
        "sk": pick(r, B64STD, 40),
        "tok": _STS + "E" + b64(r, 402).rstrip("="),
    }


def _sm(r: Random) -> dict[str, str]:
    pw = pick(r, ALNUM, 1) + pick(r, ALNUM + "!#%^*()_+-=", r.choice((23, 27, 31)))
    return {
        "pw": pw,
        "arn_sfx": pick(r, ALNUM, 6),
        "acct": num(r, 12),
        "host": _rds(r),
        "ver": uuid4(r),
    }


def _cloudflare(r: Random) -> dict[str, str]:
    return {
        "tok": pick(r, ALNUM + "_-", 40),
        "gk": hexs(r, 37),
        "zone": hexs(r, 32),
        "mail": r.choice(("ops", "dami", "kwesi")) + "@kobolane.ng",
    }


def _tunnel(r: Random) -> dict[str, str]:
    tid = uuid4(r)
    raw = json.dumps({"a": hexs(r, 32), "t": tid, "s": b64(r, 32)}, separators=(",", ":"))
    return {"tok": b64_of(raw).rstrip("="), "tid": tid}


def _github(r: Random) -> dict[str, str]:
    return {
        "ghp": _GHP + pick(r, ALNUM, 36),
        "pat": _GH_PAT + pick(r, UPPER_ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "ghs": _GHS + pick(r, ALNUM, 36),
        "user": r.choice(("tobi-kl", "ama-owusu", "kobolane-bot")),
    }


def _sentry(r: Random) -> dict[str, str]:
    payload = b64url_json(
        {
            "iat": 2177900000 + r.randint(0, 99999),
            "url": "https://sentry.io",
            "region_url": "https://de.sentry.io",
            "org": "kobo-lane",
        }
    )
    return {"org": _SNTRYS + payload + "_" + pick(r, B64STD, 43), "usr": _SNTRYU + hexs(r, 64)}


def _datadog(r: Random) -> dict[str, str]:
    return {"api": hexs(r, 32), "app": hexs(r, 40)}


def _slack(r: Random) -> dict[str, str]:
    team = num(r, 12)
    return {
        "bot": f"{_XOXB}{team}-{num(r, 13)}-{pick(r, ALNUM, 24)}",
        "usr": f"{_XOXP}{team}-{num(r, 13)}-{num(r, 13)}-{hexs(r, 32)}",
        "hook": pick(r, ALNUM, 24),
        "t": "T0" + pick(r, UPPER_ALNUM, 9),
        "b": "B0" + pick(r, UPPER_ALNUM, 9),
    }


def _metabase(r: Random) -> dict[str, str]:
    return {
        "api": _MB + pick(r, B64STD, 43) + "=",
        "enc": pick(r, ALNUM, 48),
        "emb": hexs(r, 64),
    }


def _oauth(r: Random) -> dict[str, str]:
    return {
        "google": _GOCSPX + pick(r, B64URL, 28),
        "gcid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32) + ".apps.googleusercontent.com",
        "ghcs": hexs(r, 40),
        "ghcid": "Ov23li" + pick(r, ALNUM, 14),
        "slcs": hexs(r, 32),
    }


def _webhook_secrets(r: Random) -> dict[str, str]:
    return {
        "slack": hexs(r, 32),
        "gh": pick(r, ALNUM, 40),
        "verif": pick(r, ALNUM + "-_", 32),
        "mono": pick(r, ALNUM, 32),
    }


def _conn(r: Random) -> dict[str, str]:
    return {
        "pw": pick(r, ALNUM, 1) + pick(r, _URL_PW, r.choice((19, 23, 27))),
        "pw2": pick(r, ALNUM, 32),
        "host": _rds(r),
        "cache": "master.kl-cache." + pick(r, LOWER_ALNUM, 6) + ".afs1.cache.amazonaws.com",
    }


def _config_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22, 26))),
        "pw2": password(r, 24),
        "host": _rds(r),
    }


def _rsa(r: Random) -> dict[str, str]:
    body = pem_body(rsa_pkcs1_der(r))
    return {"body": body, "p8": pem_body(pkcs8_rsa_der(r)), "body8": indent(body, "    ")}


def _ec(r: Random) -> dict[str, str]:
    return {"ec": pem_body(ec_p256_der(r)), "ed": pem_body(pkcs8_ed25519_der(r))}


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(("deploy@kobolane", "chidi@mbp-lagos", "ama@accra-jump", "ci@gha"))
    return {"ed": openssh_ed25519_private(r, who), "ecdsa": openssh_ecdsa_private(r, who)}


def _k8s(r: Random) -> dict[str, str]:
    return {
        "ps": b64_of(_PS_LIVE + hexs(r, 40)),
        "db": b64_of(password(r, 24)),
        "jwt": b64_of(pick(r, ALNUM, 48)),
        "rv": num(r, 8),
        "uid": uuid4(r),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "jwt": pick(r, ALNUM, 64),
        "termii": _TERMII + pick(r, ALNUM, 60),
        "ps": _PS_LIVE + hexs(r, 40),
        "dbpw": password(r, 22),
        "redis": pick(r, ALNUM, 32),
        "sess": hexs(r, 64),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "ps": _PS_LIVE + hexs(r, 40),
        "dd": hexs(r, 32),
        "aws": pick(r, B64STD, 40),
        "npm": "np" + "m_" + pick(r, ALNUM, 36),
        "akid": _AKIA + pick(r, B32, 16),
        "sha": hexs(r, 40),
        "run": num(r, 11),
    }


def _prose(r: Random) -> dict[str, str]:
    return {"pw": human_password(r), "day": r.choice(("Monday", "Tuesday", "Friday"))}


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "ref": pick(r, ALNUM, 20),
        "pk": "pk" + "_live_" + hexs(r, 40),
        "dig": sha256_hex(r),
        "ulid": ulid(r),
        "sk": _PS_LIVE + hexs(r, 40),
        "dd": hexs(r, 32),
        "pw": human_password(r),
        "u": uuid4(r),
    }


SECRETS: tuple[Kind, ...] = (
    secret_kind(
        "paystack_secret_key",
        (
            "PAYSTACK_SECRET_KEY=⟨sk⟩",
            'curl https://api.paystack.co/transaction/verify/⟨ref⟩ -H "Authorization: Bearer ⟨sk⟩"',
            "Abeg the live Paystack secret for ⟨env⟩ na ⟨sk⟩ — no paste am for #general again o",
            "paystack:\n  public_key: ${PAYSTACK_PUBLIC_KEY}\n  secret_key: ⟨sk⟩\n"
            "  test_secret_key: ⟨skt⟩",
        ),
        _paystack,
        "sk",
        "skt",
    ),
    secret_kind(
        "flutterwave_secret_and_encryption_keys",
        (
            "FLW_SECRET_KEY=⟨sk⟩\nFLW_ENCRYPTION_KEY=⟨encl⟩",
            'curl https://api.flutterwave.com/v3/transfers -H "Authorization: Bearer ⟨skt⟩"',
            "Flutterwave sandbox: secret ⟨skt⟩, encryption key ⟨enc⟩ (3DES for card charge)",
            "| env | secret key |\n|---|---|\n| live | `⟨sk⟩` |\n| test | `⟨skt⟩` |",
        ),
        _flutterwave,
        "sk",
        "skt",
        "enc",
        "encl",
    ),
    secret_kind(
        "interswitch_client_secret",
        (
            "ISW_CLIENT_ID=⟨cid⟩\nISW_CLIENT_SECRET=⟨cs⟩",
            "curl -X POST https://passport.interswitchng.com/passport/oauth/token "
            '-u "⟨cid⟩:⟨cs⟩" -d grant_type=client_credentials',
            "Interswitch Passport gave us access_token ⟨tok⟩ — e dey last 24h, so cache am",
            "Quickteller Business secret (Bisi rotated am Tuesday): ⟨cs⟩",
        ),
        _interswitch,
        "cs",
        "tok",
    ),
    secret_kind(
        "monnify_secret_key",
        (
            "MONNIFY_API_KEY=⟨api⟩\nMONNIFY_SECRET_KEY=⟨sec⟩\nMONNIFY_CONTRACT_CODE=⟨cc⟩",
            "curl -X POST https://api.monnify.com/api/v1/auth/login "
            '-H "Authorization: Basic ⟨basic⟩"',
            "Moniepoint/Monnify secret key for contract ⟨cc⟩ is ⟨sec⟩, the API key is ⟨api⟩",
            'monnify:\n  api_key: "⟨api⟩"\n  secret_key: "⟨sec⟩"',
        ),
        _monnify,
        "sec",
        "basic",
    ),
    secret_kind(
        "opay_private_key",
        (
            "OPAY_MERCHANT_ID=⟨mid⟩\nOPAY_SECRET_KEY=⟨prv⟩",
            "OPay signs cashier requests with HMAC-SHA512 over the body using ⟨prv⟩ (merchant "
            "⟨mid⟩)",
            '{"merchantId": "⟨mid⟩", "privateKey": "⟨prv⟩", "env": "production"}',
        ),
        _opay,
        "prv",
    ),
    secret_kind(
        "mtn_momo_api_credentials",
        (
            "curl -X POST https://proxy.momoapi.mtn.com/collection/token/ "
            '-u ⟨user⟩:⟨key⟩ -H "Ocp-Apim-Subscription-Key: ⟨sub⟩"',
            "MOMO_SUBSCRIPTION_KEY=⟨sub⟩\nMOMO_API_USER=⟨user⟩\nMOMO_API_KEY=⟨key⟩",
            "MoMo GH collections token (ɛbɛ expire in 1h): Bearer ⟨tok⟩",
            "Kofi say the new MoMo primary key na ⟨sub⟩ and API key ⟨key⟩ for user ⟨user⟩",
        ),
        _momo,
        "sub",
        "key",
        "tok",
    ),
    secret_kind(
        "mono_secret_key",
        (
            "MONO_SECRET_KEY=⟨sk⟩",
            'curl https://api.withmono.com/v2/accounts/⟨acct⟩/transactions -H "mono-sec-key: ⟨sk⟩"',
            "Mono live secret (dashboard > Apps > Kobo Payroll): ⟨sk⟩",
        ),
        _mono,
        "sk",
    ),
    secret_kind(
        "okra_bearer_token",
        (
            "OKRA_TOKEN=⟨tok⟩",
            "curl -X POST https://api.okra.ng/v2/products/balances/getById "
            '-H "Authorization: Bearer ⟨tok⟩" -d \'{"id":"⟨rec⟩"}\'',
            "Okra secret token for the balance sync worker: ⟨tok⟩ (e no dey expire, rotate am)",
        ),
        _okra,
        "tok",
    ),
    secret_kind(
        "smile_id_api_key",
        (
            "SMILE_PARTNER_ID=⟨pid⟩\nSMILE_API_KEY=⟨key⟩",
            "smile-identity-core: WebApi(partner_id='⟨pid⟩', api_key='⟨key⟩', sid_server=1)",
            "Smile ID prod api key na ⟨key⟩ — partner ⟨pid⟩; ⟨job⟩ was the failing KYC job",
        ),
        _smile,
        "key",
    ),
    secret_kind(
        "termii_api_key",
        (
            'curl -X POST https://api.ng.termii.com/api/sms/send -d \'{"api_key": "⟨key⟩", '
            '"from": "⟨sender⟩", "channel": "dnd"}\'',
            "TERMII_API_KEY=⟨key⟩",
            "Termii key (sender ID ⟨sender⟩ approved finally!!): ⟨key⟩",
        ),
        _termii,
        "key",
    ),
    secret_kind(
        "africastalking_api_key",
        (
            "AT_USERNAME=⟨user⟩\nAT_API_KEY=⟨key⟩",
            "africastalking.initialize(username='⟨user⟩', api_key='⟨key⟩')",
            'curl https://api.africastalking.com/version1/messaging -H "apiKey: ⟨key⟩" '
            "-d username=⟨user⟩",
        ),
        _at,
        "key",
    ),
    secret_kind(
        "aws_secret_access_key",
        (
            "[⟨prof⟩]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = af-south-1",
            "AWS_ACCESS_KEY_ID=⟨akid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws s3 ls s3://kl-payslips-⟨acct⟩",
            "IAM user kl-metabase (acct ⟨acct⟩): key ⟨akid⟩ / secret ⟨sk⟩ — delete after "
            "migration abeg",
        ),
        _aws,
        "sk",
    ),
    secret_kind(
        "aws_session_token",
        (
            "export AWS_ACCESS_KEY_ID=⟨akid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨tok⟩",
            '{\n  "Credentials": {\n    "AccessKeyId": "⟨akid⟩",\n    "SecretAccessKey": "⟨sk⟩",'
            '\n    "SessionToken": "⟨tok⟩",\n    "Expiration": "2039-01-14T18:22:09Z"\n  }\n}',
        ),
        _sts,
        "sk",
        "tok",
    ),
    secret_kind(
        "aws_secrets_manager_value",
        (
            "$ aws secretsmanager get-secret-value --secret-id prod/payroll/db --query "
            'SecretString --output text\n{"username":"payroll_app","password":"⟨pw⟩",'
            '"host":"⟨host⟩","port":5432}',
            '{\n    "ARN": "arn:aws:secretsmanager:af-south-1:⟨acct⟩:secret:prod/ledger-⟨arn_sfx⟩",'
            '\n    "Name": "prod/ledger",\n    "VersionId": "⟨ver⟩",\n    "SecretString": '
            '"{\\"password\\":\\"⟨pw⟩\\"}"\n}',
            "Secrets Manager prod/ledger finally returned; password inside na ⟨pw⟩ (ver ⟨ver⟩)",
        ),
        _sm,
        "pw",
    ),
    secret_kind(
        "cloudflare_api_token",
        (
            "CLOUDFLARE_API_TOKEN=⟨tok⟩",
            'curl https://api.cloudflare.com/client/v4/zones/⟨zone⟩/purge_cache -H "X-Auth-Email: '
            '⟨mail⟩" -H "X-Auth-Key: ⟨gk⟩" --data \'{"purge_everything":true}\'',
            'provider "cloudflare" {\n  api_token = "⟨tok⟩"\n}',
            "CF token with Zone:DNS:Edit for kobolane.ng — ⟨tok⟩ (Yaw made am yesterday)",
        ),
        _cloudflare,
        "tok",
        "gk",
    ),
    secret_kind(
        "cloudflare_tunnel_token",
        (
            "cloudflared tunnel run --token ⟨tok⟩",
            "TUNNEL_TOKEN=⟨tok⟩",
            "Metabase tunnel ⟨tid⟩ token, for the Accra jump box: ⟨tok⟩",
        ),
        _tunnel,
        "tok",
    ),
    secret_kind(
        "github_tokens",
        (
            "GH_TOKEN=⟨ghp⟩ gh release create v2039.01.2 --repo kobolane/ledger",
            "git remote set-url origin https://⟨user⟩:⟨pat⟩@github.com/kobolane/payroll-api.git",
            "The installation token ⟨ghs⟩ leaked inside the action log; e don expire but still",
            "//npm.pkg.github.com/:_authToken=⟨ghp⟩",
        ),
        _github,
        "ghp",
        "pat",
        "ghs",
    ),
    secret_kind(
        "sentry_auth_token",
        (
            "SENTRY_AUTH_TOKEN=⟨org⟩",
            "sentry-cli --auth-token ⟨usr⟩ releases new payroll-api@2039.1.7",
            "[auth]\ntoken=⟨usr⟩\n\n[defaults]\norg=kobo-lane",
            "Org token for source maps upload: ⟨org⟩",
        ),
        _sentry,
        "org",
        "usr",
    ),
    secret_kind(
        "datadog_api_and_app_keys",
        (
            "DD_API_KEY=⟨api⟩\nDD_APP_KEY=⟨app⟩\nDD_SITE=datadoghq.eu",
            'curl https://api.datadoghq.eu/api/v1/monitor -H "DD-API-KEY: ⟨api⟩" '
            '-H "DD-APPLICATION-KEY: ⟨app⟩"',
            "helm upgrade datadog datadog/datadog -n monitoring --set datadog.apiKey=⟨api⟩",
            "Datadog app key for the SLO script (Efua's): ⟨app⟩",
        ),
        _datadog,
        "api",
        "app",
    ),
    secret_kind(
        "slack_tokens_and_webhooks",
        (
            "SLACK_BOT_TOKEN=⟨bot⟩",
            "curl -X POST https://hooks.slack.com/services/⟨t⟩/⟨b⟩/⟨hook⟩ "
            '-d \'{"text":"payout batch done"}\'',
            "My user token for the export script (no share): ⟨usr⟩",
            "alerts webhook → https://hooks.slack.com/services/⟨t⟩/⟨b⟩/⟨hook⟩ (#payroll-alerts)",
        ),
        _slack,
        "bot",
        "usr",
        "hook",
    ),
    secret_kind(
        "metabase_keys",
        (
            "MB_ENCRYPTION_SECRET_KEY=⟨enc⟩",
            'curl https://metabase.kobolane.internal/api/card -H "x-api-key: ⟨api⟩"',
            "Metabase embedding secret (signed dashboards for merchants): ⟨emb⟩",
            "metabase:\n  env:\n    MB_ENCRYPTION_SECRET_KEY: ⟨enc⟩\n    MB_EMBEDDING_SECRET_KEY: "
            "⟨emb⟩",
        ),
        _metabase,
        "api",
        "enc",
        "emb",
    ),
    secret_kind(
        "oauth_client_secrets",
        (
            "GOOGLE_CLIENT_ID=⟨gcid⟩\nGOOGLE_CLIENT_SECRET=⟨google⟩",
            "GitHub OAuth app (Metabase SSO): client id ⟨ghcid⟩, client secret ⟨ghcs⟩",
            '{"client_id": "⟨gcid⟩", "client_secret": "⟨google⟩", "redirect_uris": '
            '["https://app.kobolane.ng/auth/cb"]}',
            "SLACK_CLIENT_SECRET=⟨slcs⟩",
        ),
        _oauth,
        "google",
        "ghcs",
        "slcs",
    ),
    secret_kind(
        "webhook_signing_secrets",
        (
            "SLACK_SIGNING_SECRET=⟨slack⟩",
            "Flutterwave dashboard secret hash (what comes back as verif-hash): ⟨verif⟩",
            "GitHub webhook secret for the deploy-bot: ⟨gh⟩ — abeg put am for Secrets Manager",
            "webhooks:\n  mono_secret: ⟨mono⟩\n  flutterwave_hash: ⟨verif⟩",
        ),
        _webhook_secrets,
        "slack",
        "gh",
        "verif",
        "mono",
    ),
    secret_kind(
        "db_connection_strings",
        (
            "DATABASE_URL=postgresql://payroll_app:⟨pw⟩@⟨host⟩:5432/payroll?sslmode=require",
            "psql 'postgres://ledger_ro:⟨pw⟩@⟨host⟩/ledger'",
            "REDIS_URL=rediss://default:⟨pw2⟩@⟨cache⟩:6379/0",
            "jdbc:postgresql://⟨host⟩:5432/metabase?user=metabase&password=⟨pw⟩",
        ),
        _conn,
        "pw",
        "pw2",
    ),
    secret_kind(
        "config_file_passwords",
        (
            '[database]\nhost = "⟨host⟩"\nuser = "payroll_app"\npassword = "⟨pw⟩"',
            'resource "aws_db_instance" "ledger" {\n  username = "kl_admin"\n'
            '  password = "⟨pw⟩"\n}',
            "spring:\n  datasource:\n    url: jdbc:postgresql://⟨host⟩/ledger\n    password: ⟨pw⟩",
            '{"smtp": {"user": "noreply@kobolane.ng", "pass": "⟨pw2⟩"}}',
        ),
        _config_pw,
        "pw",
        "pw2",
    ),
    secret_kind(
        "rsa_private_key_pem",
        (
            "-----BEGIN " + _RSA_PRIV + "-----\n⟨body⟩\n-----END " + _RSA_PRIV + "-----",
            "Old GitHub App key for kobolane-deploy (revoke!):\n\n-----BEGIN "
            + _PRIV
            + "-----\n⟨p8⟩\n-----END "
            + _PRIV
            + "-----",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: isw-signing\nstringData:\n"
            "  key.pem: |\n    -----BEGIN " + _RSA_PRIV + "-----\n⟨body8⟩\n"
            "    -----END " + _RSA_PRIV + "-----",
        ),
        _rsa,
        "body",
        "p8",
        "body8",
    ),
    secret_kind(
        "ec_and_pkcs8_private_keys",
        (
            "-----BEGIN " + _EC_PRIV + "-----\n⟨ec⟩\n-----END " + _EC_PRIV + "-----",
            "Apple Pay merchant key wey Dayo export:\n-----BEGIN "
            + _EC_PRIV
            + "-----\n⟨ec⟩\n-----END "
            + _EC_PRIV
            + "-----",
            "webhook signer (ed25519):\n-----BEGIN "
            + _PRIV
            + "-----\n⟨ed⟩\n-----END "
            + _PRIV
            + "-----",
        ),
        _ec,
        "ec",
        "ed",
    ),
    secret_kind(
        "openssh_private_key",
        (
            "~/.ssh/id_ed25519 on the bastion:\n-----BEGIN "
            + _OSSH_PRIV
            + "-----\n⟨ed⟩\n-----END "
            + _OSSH_PRIV
            + "-----",
            "-----BEGIN " + _OSSH_PRIV + "-----\n⟨ecdsa⟩\n-----END " + _OSSH_PRIV + "-----",
            "Deploy key for kobolane/infra (Kwame pasted am for DM, I copied here by mistake):\n"
            "-----BEGIN " + _OSSH_PRIV + "-----\n⟨ed⟩\n-----END " + _OSSH_PRIV + "-----",
        ),
        _openssh,
        "ed",
        "ecdsa",
    ),
    secret_kind(
        "k8s_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: payroll-api\n  namespace: payroll\n"
            "type: Opaque\ndata:\n  PAYSTACK_SECRET_KEY: ⟨ps⟩\n  DB_PASSWORD: ⟨db⟩",
            "$ kubectl -n payroll get secret payroll-api -o jsonpath='{.data.JWT_SECRET}'\n⟨jwt⟩",
            "kubectl get secret ledger-db -o yaml | grep password → `password: ⟨db⟩`",
            'data:\n  jwt-secret: ⟨jwt⟩\nmetadata:\n  resourceVersion: "⟨rv⟩"\n  uid: ⟨uid⟩',
        ),
        _k8s,
        "ps",
        "db",
        "jwt",
    ),
    secret_kind(
        "dotenv_lines",
        (
            "APP_ENV=production\nPORT=8080\nJWT_SECRET=⟨jwt⟩\nTERMII_API_KEY=⟨termii⟩\n"
            "LOG_LEVEL=info",
            "# .env.staging (Accra)\nNODE_ENV=staging\nPAYSTACK_SECRET_KEY=⟨ps⟩\n"
            "DB_PASSWORD=⟨dbpw⟩",
            "REDIS_PASSWORD=⟨redis⟩\nSESSION_SECRET=⟨sess⟩\nFEATURE_PAYDAY_LOANS=false",
        ),
        _dotenv,
        "jwt",
        "termii",
        "ps",
        "dbpw",
        "redis",
        "sess",
    ),
    secret_kind(
        "ci_variables",
        (
            "gh secret set PAYSTACK_SECRET_KEY --repo kobolane/payroll-api --body '⟨ps⟩'",
            "env:\n  DD_API_KEY: ⟨dd⟩\n  AWS_ACCESS_KEY_ID: ⟨akid⟩\n  AWS_SECRET_ACCESS_KEY: ⟨aws⟩",
            "Run ⟨run⟩ (commit ⟨sha⟩) printed NPM_TOKEN=⟨npm⟩ because of `set -x`. Wahala.",
            "GitLab CI/CD variable DD_API_KEY (masked: no!) = ⟨dd⟩",
        ),
        _ci,
        "ps",
        "dd",
        "aws",
        "npm",
    ),
    secret_kind(
        "passwords_in_local_prose",
        (
            "Oga Emeka talk say the Metabase admin password na ⟨pw⟩ — no post am for Slack abeg.",
            "Ọ̀rọ̀ìgbaniwọlé (password) fún staging RDS ni ⟨pw⟩, ẹ má ṣe fi ránṣẹ́ sí ẹnikẹ́ni.",
            "Kwame ka sɛ Grafana admin password no yɛ ⟨pw⟩; mma obiara nhu.",
            "Efua changed the VPN password to ⟨pw⟩ chale, she go rotate am on ⟨day⟩.",
            "Password tuntun fún Sentry admin: ⟨pw⟩ — Bayo ló ṣe é ní ⟨day⟩.",
        ),
        _prose,
        "pw",
    ),
    secret_kind(
        "secret_among_lookalikes",
        (
            "Payout incident, Lagos\n- commit ⟨sha⟩\n- trace ⟨trace⟩\n- Paystack ref ⟨ref⟩\n"
            "- public key ⟨pk⟩ (fine, na frontend)\n- secret key ⟨sk⟩ (pasted by mistake, "
            "rotate!)",
            "Handover to Accra\n* image digest sha256:⟨dig⟩\n* job ⟨ulid⟩\n"
            "* DD_API_KEY=⟨dd⟩ (I typed am for terminal, rotate)\n* request id ⟨u⟩",
            "| what | value |\n|---|---|\n| commit | ⟨sha⟩ |\n| trace | ⟨trace⟩ |\n"
            "| payroll admin pw | ⟨pw⟩ |",
        ),
        _among,
        "sk",
        "dd",
        "pw",
    ),
)
