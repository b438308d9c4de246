"""True secrets as they leak into the notes of the Cnoc Vets practice-management team.

Each kind names the fields that must not survive; a multi-line key lists its body lines.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike46.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    URL_PASSWORD_CHARS,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    hexs,
    iso,
    num,
    openssh_ed25519_private,
    passphrase,
    password,
    pick,
    uhex,
    uuid4,
    when,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SK_LIVE = "sk" + "_live_"
_RK_LIVE = "rk" + "_live_"
_WHSEC = "wh" + "sec_"
_PST_LIVE = "pst" + "_live_"
_SUP_SK = "sup" + "_sk_"
_CC_SK = "cc" + "_sk_classic_"
_CC_ID = "cc" + "_classic_"
_SG = "S" + "G."
_MD = "m" + "d-"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS = "IQoJb3JpZ2luX2Vj"
_CCIPAT = "CCI" + "PAT_"
_CCIPRJ = "CCI" + "PRJ_"
_ATLAS = ".atlas" + "v1."
_GH_PAT = "github" + "_pat_"
_GHP = "gh" + "p_"
_NPM = "np" + "m_"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE " + "KEY-----"

_CLINICS = ("Rathmines", "Drumcondra", "Swords", "Dún Laoghaire", "Kraków-Podgórze")
_DB_USERS = ("cnoc_app", "pms_api", "booking_svc", "xero_sync")


def _stripe_body(r: Random) -> str:
    return "51" + pick(r, ALNUM, 97)


def _rds_host(r: Random) -> str:
    name = r.choice(("cnoc-pms-prod", "cnoc-pms-staging", "cnoc-reporting"))
    return f"{name}.cluster-{pick(r, LOWER_ALNUM, 12)}.eu-west-1.rds.amazonaws.com"


def _aws_secret(r: Random) -> str:
    return pick(r, ALNUM + "+/", 40)


def _json_b64url(value: object) -> str:
    return b64url_of(json.dumps(value, separators=(",", ":")))


def _stripe_live(r: Random) -> dict[str, str]:
    return {"t": _SK_LIVE + _stripe_body(r), "acct": "acct_1" + pick(r, ALNUM, 15)}


def _stripe_restricted(r: Random) -> dict[str, str]:
    return {"t": _RK_LIVE + _stripe_body(r)}


def _whsec(r: Random) -> dict[str, str]:
    body = pick(r, ALNUM, 32) if r.random() < 0.6 else hexs(r, 64)
    return {"t": _WHSEC + body, "we": pick(r, ALNUM, 24)}


def _pst(r: Random) -> dict[str, str]:
    inner = "acct_1" + pick(r, ALNUM, 15) + "," + pick(r, ALNUM, 32)
    token = _PST_LIVE + b64url_of(inner) + "_00" + pick(r, ALNUM, 8)
    return {"t": token, "loc": pick(r, ALNUM, 14), "ms": str(r.randint(180, 990))}


def _sumup_key(r: Random) -> dict[str, str]:
    return {"t": _SUP_SK + pick(r, ALNUM, 32), "mc": "M" + pick(r, UPPER_ALNUM, 7)}


def _sumup_oauth(r: Random) -> dict[str, str]:
    return {"cid": _CC_ID + pick(r, ALNUM, 32), "s": _CC_SK + pick(r, ALNUM, 50)}


def _twilio_auth(r: Random) -> dict[str, str]:
    return {"sid": "AC" + hexs(r, 32), "t": hexs(r, 32)}


def _twilio_key(r: Random) -> dict[str, str]:
    return {"sk": "SK" + hexs(r, 32), "s": pick(r, ALNUM, 32), "ac": "AC" + hexs(r, 32)}


def _sendgrid(r: Random) -> dict[str, str]:
    return {"t": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


def _mailchimp(r: Random) -> dict[str, str]:
    dc = f"us{r.randint(1, 21)}"
    return {"k": f"{hexs(r, 32)}-{dc}", "dc": dc, "list": hexs(r, 10)}


def _mandrill(r: Random) -> dict[str, str]:
    return {"t": _MD + pick(r, B64URL, 22), "n": str(r.randint(2, 40))}


def _aws_keys(r: Random) -> dict[str, str]:
    return {
        "kid": _AKIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "sk": _aws_secret(r),
        "ts": iso(when(r)),
        "bucket": r.choice(("cnoc-xrays-prod", "cnoc-invoices-prod", "cnoc-exports")),
    }


def _aws_session(r: Random) -> dict[str, str]:
    tok = _STS + pick(r, ALNUM, 1) + b64(r, r.choice((570, 690, 810)))
    return {
        "kid": _ASIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "sk": _aws_secret(r),
        "tok": tok,
        "ts": iso(when(r)),
        "role": r.choice(("CnocTerraformDeploy", "CnocReadOnly", "CnocBreakGlass")),
    }


def _ses_smtp(r: Random) -> dict[str, str]:
    return {
        "u": _AKIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "pw": b64_of(bytes([4]) + r.randbytes(32)),
    }


def _rds(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 24, 30)), URL_PASSWORD_CHARS),
        "host": _rds_host(r),
        "kid": _ASIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "sig": hexs(r, 64),
        "user": r.choice(_DB_USERS),
        "hhmm": f"{r.randint(7, 22):02d}{r.randint(0, 59):02d}",
    }


def _cognito_secret(r: Random) -> dict[str, str]:
    return {
        "cid": pick(r, LOWER_ALNUM, 26),
        "s": pick(r, LOWER_ALNUM, 51),
        "pool": pick(r, ALNUM, 9),
    }


def _cognito_tokens(r: Random) -> dict[str, str]:
    pool = "eu-west-1_" + pick(r, ALNUM, 9)
    cid = pick(r, LOWER_ALNUM, 26)
    sub = uuid4(r)
    moment = when(r)
    iat = int(moment.timestamp())
    header = _json_b64url({"kid": b64(r, 32), "alg": "RS256"})
    claims = {
        "sub": sub,
        "iss": f"https://cognito-idp.eu-west-1.amazonaws.com/{pool}",
        "client_id": cid,
        "origin_jti": uuid4(r),
        "event_id": uuid4(r),
        "token_use": "access",
        "scope": "aws.cognito.signin.user.admin",
        "auth_time": iat,
        "exp": iat + 3600,
        "iat": iat,
        "jti": uuid4(r),
        "username": sub,
    }
    access = f"{header}.{_json_b64url(claims)}.{b64url(r, 256)}"
    jwe_header = _json_b64url({"cty": "JWT", "enc": "A256GCM", "alg": "RSA-OAEP"})
    refresh = ".".join(
        (
            jwe_header,
            b64url(r, 256),
            b64url(r, 12),
            b64url(r, r.choice((1180, 1240))),
            b64url(r, 16),
        )
    )
    clinic = r.choice(("rathmines", "drumcondra", "swords", "dun-laoghaire", "krakow-podgorze"))
    return {"at": access, "rt": refresh, "cid": cid, "sub": sub, "clinic": clinic}


def _dd_api(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 32)}


def _dd_app(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 32), "a": hexs(r, 40)}


def _circle(r: Random) -> dict[str, str]:
    return {
        "t": _CCIPAT + pick(r, ALNUM, 22) + "_" + hexs(r, 40),
        "p": _CCIPRJ + pick(r, ALNUM, 22) + "_" + hexs(r, 40),
    }


def _tfc(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM, 67)}


def _tf_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 32))),
        "xid": uhex(r, 32),
        "host": _rds_host(r),
        "serial": str(r.randint(12, 480)),
    }


def _xero_secret(r: Random) -> dict[str, str]:
    return {"cid": uhex(r, 32), "s": pick(r, B64URL, 48)}


def _xero_tokens(r: Random) -> dict[str, str]:
    iat = int(when(r).timestamp())
    header = _json_b64url({"alg": "RS256", "kid": uhex(r, 32), "typ": "JWT", "x5t": b64url(r, 20)})
    claims = {
        "nbf": iat,
        "exp": iat + 1800,
        "iss": "https://identity.xero.com",
        "aud": "https://identity.xero.com/resources",
        "client_id": uhex(r, 32),
        "sub": hexs(r, 32),
        "auth_time": iat - 40,
        "xero_userid": uuid4(r),
        "global_session_id": hexs(r, 32),
        "jti": uhex(r, 32),
        "authentication_event_id": uuid4(r),
        "scope": ["email", "profile", "openid", "accounting.transactions", "offline_access"],
    }
    return {
        "at": f"{header}.{_json_b64url(claims)}.{b64url(r, 256)}",
        "rt": hexs(r, 64),
        "wk": b64(r, 66),
    }


def _gh_pat(r: Random) -> dict[str, str]:
    return {
        "t": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "ver": f"4.{r.randint(10, 40)}.{r.randint(0, 9)}",
    }


def _openssh(r: Random) -> dict[str, str]:
    comment = r.choice(("kasia@cnoc-kr-lt07", "ciaran@cnoc-dub-mbp", "circleci-deploy@cnoc"))
    return {
        "body": openssh_ed25519_private(r, comment),
        "host": f"bastion-{r.choice(('prod', 'staging'))}.cnocvets.internal",
    }


def _cf_key(r: Random) -> dict[str, str]:
    pkcs8 = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(r, 1140)
    pkcs1 = "MIIEpAIBAAKCAQEA" + b64(r, 1164)
    return {
        "body8": wrap(pkcs8, 64),
        "body1": wrap(pkcs1, 64),
        "kid": "K" + pick(r, UPPER_ALNUM, 13),
    }


def _prose_pw(r: Random) -> dict[str, str]:
    pw = passphrase(r) if r.random() < 0.4 else password(r, r.choice((16, 18, 22)))
    return {"pw": pw}


def _app_secrets(r: Random) -> dict[str, str]:
    return {
        "dj": pick(r, LOWER_ALNUM + "!@#$%^&*(-_=+)", 50),
        "hx": hexs(r, 64),
        "sb": b64(r, 48),
    }


def _pgpass_redis(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 28))),
        "tok": pick(r, URL_PASSWORD_CHARS, r.choice((32, 48, 64))),
        "host": _rds_host(r),
        "id": pick(r, LOWER_ALNUM, 6),
    }


def _basic(r: Random) -> dict[str, str]:
    user = r.choice(("cnoc-dublin", "cnoc-krakow", "pms-integration", "cnoc-swords"))
    return {
        "b": b64_of(f"{user}:{password(r, r.choice((16, 20, 24)))}"),
        "clinic": r.choice(_CLINICS),
    }


def _npm(r: Random) -> dict[str, str]:
    return {"n": _NPM + pick(r, ALNUM, 36), "g": _GHP + pick(r, ALNUM, 36)}


def _among(r: Random) -> dict[str, str]:
    moment = when(r)
    hi = f"{int(moment.timestamp()):08x}00000000"
    return {
        "d": f"{moment.day:02d}",
        "sha": hexs(r, 40),
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "trace": hi + hexs(r, 16),
        "chip": "372" + pick(r, "0123456789", 12),
        "wh": _WHSEC + pick(r, ALNUM, 32),
        "ses": f"0102{hexs(r, 12)}-{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-"
        f"{hexs(r, 12)}-000000",
        "sub": uuid4(r),
        "etag": hexs(r, 32),
        "tw": hexs(r, 32),
        "xinv": uuid4(r),
        "inv": f"INV-{r.randint(10000, 99999)}",
        "tmr": pick(r, ALNUM, 14),
        "dd": hexs(r, 32),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "stripe_live_secret_key",
        (
            "STRIPE_SECRET_KEY=⟨t⟩",
            "curl https://api.stripe.com/v1/terminal/readers -u ⟨t⟩: -d limit=3",
            "stripe payment_intents list --limit 5 --live --api-key ⟨t⟩",
            "Ciarán pasted the live key into #pms-payments by mistake: ⟨t⟩ (roll it in the "
            "dashboard)",
            "Klucz produkcyjny Stripe (konto Cnoc Vets, ⟨acct⟩): ⟨t⟩",
        ),
        _stripe_live,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "stripe_restricted_key",
        (
            'const stripe = new Stripe("⟨t⟩", { apiVersion: "2030-11-19" });',
            "STRIPE_TERMINAL_RK=⟨t⟩  # restricted: terminal_readers write, payment_intents write",
            "aws ssm put-parameter --name /cnoc/prod/stripe/restricted_key --type SecureString "
            "--overwrite --value ⟨t⟩",
            "Restricted key for the reception-desk kiosks is ⟨t⟩ (Terminal + PaymentIntents only)",
        ),
        _stripe_restricted,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "stripe_webhook_signing_secret",
        (
            "STRIPE_WEBHOOK_SECRET=⟨t⟩",
            "> Ready! You are using Stripe API Version [2030-11-19]. Your webhook signing secret "
            "is ⟨t⟩ (^C to quit)",
            "stripe.webhooks.constructEvent(body, sig, '⟨t⟩') is hardcoded in the test harness; "
            "move it to env",
            "Sekret podpisu webhooka dla endpointu /hooks/stripe (we_⟨we⟩): ⟨t⟩",
        ),
        _whsec,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "stripe_terminal_connection_token",
        (
            '{"object":"terminal.connection_token","location":"tml_⟨loc⟩","secret":"⟨t⟩"}',
            "POST /v1/terminal/connection_tokens returned secret ⟨t⟩, handed to the WisePOS E "
            "at Rathmines",
            "[StripeTerminal] fetchConnectionToken ok in ⟨ms⟩ ms, connectionToken=⟨t⟩",
        ),
        _pst,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "sumup_api_key",
        (
            "SUMUP_API_KEY=⟨t⟩",
            'curl https://api.sumup.com/v0.1/me -H "Authorization: Bearer ⟨t⟩"',
            "Klucz API SumUp dla gabinetu w Krakowie (merchant ⟨mc⟩): ⟨t⟩",
            "sumup:\n  merchant_code: ⟨mc⟩\n  api_key: ⟨t⟩\n  currency: PLN",
        ),
        _sumup_key,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "sumup_oauth_client_secret",
        (
            "curl -X POST https://api.sumup.com/token -d grant_type=client_credentials "
            "-d client_id=⟨cid⟩ -d client_secret=⟨s⟩",
            '{"id":"⟨cid⟩","name":"cnoc-pms-prod","client_secret":"⟨s⟩",'
            '"redirect_uris":["https://app.cnocvets.ie/oauth/sumup"]}',
            "SUMUP_CLIENT_ID=⟨cid⟩\nSUMUP_CLIENT_SECRET=⟨s⟩",
        ),
        _sumup_oauth,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "twilio_auth_token",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨t⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "-u ⟨sid⟩:⟨t⟩ --data-urlencode 'Body=Test reminder'",
            "twilio profiles:create cnoc-prod --account-sid ⟨sid⟩ --auth-token ⟨t⟩",
            "Is é ⟨t⟩ an auth token Twilio don chuntas táirgthe; athraigh é tar éis na himirce.",
        ),
        _twilio_auth,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "twilio_api_key_secret",
        (
            "TWILIO_API_KEY=⟨sk⟩\nTWILIO_API_SECRET=⟨s⟩",
            "client = Client('⟨sk⟩', '⟨s⟩', '⟨ac⟩')",
            "API key for the reminder worker: SID ⟨sk⟩, secret ⟨s⟩ (shown once in the console)",
        ),
        _twilio_key,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨t⟩",
            'curl https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer ⟨t⟩" '
            '-H "Content-Type: application/json" -d @lab-results.json',
            "Klucz SendGrid do maili z wynikami badań: ⟨t⟩ (full access, zmienić na restricted)",
        ),
        _sendgrid,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "mailchimp_marketing_api_key",
        (
            "MAILCHIMP_API_KEY=⟨k⟩\nMAILCHIMP_SERVER_PREFIX=⟨dc⟩",
            "curl -u anystring:⟨k⟩ 'https://⟨dc⟩.api.mailchimp.com/3.0/lists/⟨list⟩/members"
            "?count=10'",
            'mailchimp.setConfig({ apiKey: "⟨k⟩", server: "⟨dc⟩" });',
            "The Mailchimp key behind the 'Vaccination due' journeys: ⟨k⟩",
        ),
        _mailchimp,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "mailchimp_transactional_key",
        (
            "MANDRILL_API_KEY=⟨t⟩",
            '{"key":"⟨t⟩","message":{"from_email":"coinne@cnocvets.ie",'
            '"subject":"Meabhrúchán coinne #⟨n⟩"}}',
            "mailchimp_transactional.Client('⟨t⟩').users.ping() returned PONG!",
        ),
        _mandrill,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "aws_secret_access_key",
        (
            "[cnoc-prod]\naws_access_key_id = ⟨kid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = eu-west-1",
            "export AWS_ACCESS_KEY_ID=⟨kid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ && aws s3 ls s3://⟨bucket⟩/",
            "Klucze IAM użytkownika terraform-ci: ⟨kid⟩ / ⟨sk⟩ (do usunięcia po przejściu na OIDC)",
            '{"AccessKey":{"UserName":"ses-sender","AccessKeyId":"⟨kid⟩","Status":"Active",'
            '"SecretAccessKey":"⟨sk⟩","CreateDate":"⟨ts⟩"}}',
        ),
        _aws_keys,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "aws_session_token",
        (
            "$ aws sts assume-role --role-arn arn:aws:iam::⟨acct⟩:role/⟨role⟩ "
            "--role-session-name niamh\n"
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨kid⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨tok⟩",\n'
            '        "Expiration": "⟨ts⟩"\n    }\n}',
            "export AWS_ACCESS_KEY_ID=⟨kid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨tok⟩",
            "[cnoc-breakglass]\naws_access_key_id=⟨kid⟩\naws_secret_access_key=⟨sk⟩\n"
            "aws_session_token=⟨tok⟩",
        ),
        lambda r: {**_aws_session(r), "acct": num(r, 12)},
        n=7,
        secrets=("sk", "tok"),
    ),
    Kind(
        "ses_smtp_password",
        (
            "SMTP_HOST=email-smtp.eu-west-1.amazonaws.com\nSMTP_PORT=587\nSMTP_USER=⟨u⟩\n"
            "SMTP_PASS=⟨pw⟩",
            "swaks --to test@cnocvets.ie --server email-smtp.eu-west-1.amazonaws.com:587 --tls "
            "--auth-user ⟨u⟩ --auth-password ⟨pw⟩",
            "Pasfhocal SMTP SES (eu-west-1) don úsáideoir ⟨u⟩: ⟨pw⟩",
        ),
        _ses_smtp,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "rds_connection_password",
        (
            "DATABASE_URL=postgresql://⟨user⟩:⟨pw⟩@⟨host⟩:5432/pms?sslmode=verify-full",
            "PGPASSWORD='⟨pw⟩' psql -h ⟨host⟩ -U cnoc_admin -d pms -c 'select count(*) from "
            "appointments'",
            'psql "host=⟨host⟩ port=5432 dbname=pms user=⟨user⟩ sslmode=require '
            "password=⟨host⟩:5432/?Action=connect&DBUser=⟨user⟩&X-Amz-Algorithm=AWS4-HMAC-SHA256"
            "&X-Amz-Credential=⟨kid⟩%2F20301204%2Feu-west-1%2Frds-db%2Faws4_request"
            "&X-Amz-Date=20301204T⟨hhmm⟩00Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host"
            '&X-Amz-Signature=⟨sig⟩"',
            "Master password for the RDS cluster after the restore: ⟨pw⟩",
        ),
        _rds,
        n=7,
        secrets=("pw", "sig"),
    ),
    Kind(
        "cognito_app_client_secret",
        (
            "COGNITO_CLIENT_ID=⟨cid⟩\nCOGNITO_CLIENT_SECRET=⟨s⟩",
            '{"UserPoolClient":{"UserPoolId":"eu-west-1_⟨pool⟩","ClientName":"pms-web",'
            '"ClientId":"⟨cid⟩","ClientSecret":"⟨s⟩"}}',
            "curl -X POST https://auth.cnocvets.ie/oauth2/token -u ⟨cid⟩:⟨s⟩ "
            "-d grant_type=client_credentials -d scope=pms/appointments.read",
            "Sekret klienta Cognito dla aplikacji mobilnej: ⟨s⟩",
        ),
        _cognito_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "cognito_user_tokens",
        (
            '{"AuthenticationResult":{"AccessToken":"⟨at⟩","ExpiresIn":3600,'
            '"TokenType":"Bearer","RefreshToken":"⟨rt⟩"}}',
            'curl "https://api.cnocvets.ie/v2/appointments?clinic=⟨clinic⟩" '
            '-H "Authorization: Bearer ⟨at⟩"',
            "localStorage CognitoIdentityServiceProvider.⟨cid⟩.⟨sub⟩.refreshToken = ⟨rt⟩",
        ),
        _cognito_tokens,
        n=7,
        secrets=("at", "rt"),
    ),
    Kind(
        "datadog_api_key",
        (
            "DD_API_KEY=⟨k⟩ DD_SITE=datadoghq.eu",
            "# /etc/datadog-agent/datadog.yaml\napi_key: ⟨k⟩\nsite: datadoghq.eu\n"
            "logs_enabled: true",
            'curl -X POST "https://api.datadoghq.eu/api/v2/series" -H "DD-API-KEY: ⟨k⟩" '
            "-d @series.json",
            "helm upgrade --install datadog-agent datadog/datadog --set datadog.apiKey=⟨k⟩ "
            "--set datadog.site=datadoghq.eu",
        ),
        _dd_api,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "datadog_app_key",
        (
            'curl "https://api.datadoghq.eu/api/v1/monitor" -H "DD-API-KEY: ⟨k⟩" '
            '-H "DD-APPLICATION-KEY: ⟨a⟩"',
            'provider "datadog" {\n  api_key = "⟨k⟩"\n  app_key = "⟨a⟩"\n'
            '  api_url = "https://api.datadoghq.eu/"\n}',
            "Klucz aplikacji Datadog (Tomasz, scope monitors_write): ⟨a⟩",
        ),
        _dd_app,
        n=7,
        secrets=("k", "a"),
    ),
    Kind(
        "circleci_tokens",
        (
            'curl -H "Circle-Token: ⟨t⟩" https://circleci.com/api/v2/me',
            "circleci setup --no-prompt --host https://circleci.com --token ⟨t⟩",
            "CIRCLE_TOKEN=⟨p⟩ ./scripts/trigger-pipeline.sh gh/cnoc-vets/pms main  # project token",
        ),
        _circle,
        n=7,
        secrets=("t", "p"),
    ),
    Kind(
        "terraform_cloud_token",
        (
            '# ~/.terraformrc\ncredentials "app.terraform.io" {\n  token = "⟨t⟩"\n}',
            "TF_TOKEN_app_terraform_io=⟨t⟩ terraform init -upgrade",
            '{"credentials":{"app.terraform.io":{"token":"⟨t⟩"}}}',
            "Team token for cnoc-infra (HCP Terraform): ⟨t⟩",
        ),
        _tfc,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "terraform_passwords",
        (
            '# envs/prod/prod.auto.tfvars\ndb_password    = "⟨pw⟩"\nxero_client_id = "⟨xid⟩"',
            '{\n  "version": 4,\n  "terraform_version": "1.14.2",\n  "serial": ⟨serial⟩,\n'
            '  "outputs": {\n    "rds_endpoint": {"value": "⟨host⟩", "type": "string"},\n'
            '    "rds_master_password": {"value": "⟨pw⟩", "type": "string", "sensitive": true}\n'
            "  }\n}",
            "terraform apply -var 'rds_master_password=⟨pw⟩' -var-file=envs/prod.tfvars",
            "$ terraform output -raw redis_auth_token\n⟨pw⟩",
        ),
        _tf_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "xero_client_secret",
        (
            "XERO_CLIENT_ID=⟨cid⟩\nXERO_CLIENT_SECRET=⟨s⟩",
            "curl -X POST https://identity.xero.com/connect/token -u ⟨cid⟩:⟨s⟩ "
            "-d grant_type=client_credentials -d scope=accounting.transactions",
            "Sekret aplikacji Xero 'Cnoc PMS sync' (wygenerowany 2030-12-02): ⟨s⟩",
        ),
        _xero_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "xero_tokens",
        (
            '{"access_token":"⟨at⟩","expires_in":1800,"token_type":"Bearer",'
            '"refresh_token":"⟨rt⟩","scope":"openid offline_access accounting.transactions"}',
            "XERO_WEBHOOK_KEY=⟨wk⟩",
            "Xero refresh token after the re-consent: ⟨rt⟩ (valid 60 days, single use)",
        ),
        _xero_tokens,
        n=7,
        secrets=("at", "rt", "wk"),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "GITHUB_TOKEN=⟨t⟩ gh release create v⟨ver⟩ --repo cnoc-vets/pms --generate-notes",
            "git clone https://x-access-token:⟨t⟩@github.com/cnoc-vets/terraform-modules.git",
            "Fine-grained PAT (contents:read on cnoc-vets/*, expires 2031-03-01): ⟨t⟩",
        ),
        _gh_pat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN + "OPENSSH " + _PK + "\n⟨body⟩\n" + _END + "OPENSSH " + _PK,
            "~/.ssh/id_ed25519_bastion on Kasia's laptop:\n\n"
            + _BEGIN
            + "OPENSSH "
            + _PK
            + "\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PK,
            "CircleCI additional SSH key for ⟨host⟩:\n"
            + _BEGIN
            + "OPENSSH "
            + _PK
            + "\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PK
            + "\n",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "cloudfront_signing_private_key",
        (
            _BEGIN + _PK + "\n⟨body8⟩\n" + _END + _PK,
            "Klucz prywatny do podpisywania URL-i CloudFront (key group xrays, ⟨kid⟩):\n\n"
            + _BEGIN
            + "RSA "
            + _PK
            + "\n⟨body1⟩\n"
            + _END
            + "RSA "
            + _PK,
            'CLOUDFRONT_KEY_PAIR_ID=⟨kid⟩\nCLOUDFRONT_PRIVATE_KEY="'
            + _BEGIN
            + _PK
            + "\n⟨body8⟩\n"
            + _END
            + _PK
            + '"',
        ),
        _cf_key,
        n=7,
        secrets=("body8", "body1"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "The password for the Xero admin login (accounts@cnocvets.ie) is ⟨pw⟩",
            "Hasło do konta root w pgAdmin na stagingu to ⟨pw⟩; Paweł zmieni je po demo.",
            "Is é ⟨pw⟩ an pasfhocal don chuntas coinne@cnocvets.ie i Mailchimp.",
            "Wi-Fi dla personelu w Krakowie: sieć CnocVets-Staff, hasło ⟨pw⟩",
            "Datadog break-glass user ops@cnocvets.ie / ⟨pw⟩ (fallback when SSO is down)",
        ),
        _prose_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "app_signing_secrets",
        (
            "DJANGO_SECRET_KEY='⟨dj⟩'",
            "JWT_SIGNING_SECRET=⟨hx⟩",
            "SESSION_SECRET=⟨sb⟩  # express-session for the booking widget",
            "secrets:\n  booking_widget_hmac: ⟨hx⟩\n  session_secret: ⟨sb⟩",
        ),
        _app_secrets,
        n=7,
        secrets=("dj", "hx", "sb"),
    ),
    Kind(
        "pgpass_and_redis_auth",
        (
            "~/.pgpass:\n⟨host⟩:5432:pms:cnoc_readonly:⟨pw⟩",
            "REDIS_URL=rediss://:⟨tok⟩@master.cnoc-cache.⟨id⟩.euw1.cache.amazonaws.com:6379/0",
            "redis-cli --tls -h master.cnoc-cache.⟨id⟩.euw1.cache.amazonaws.com -a '⟨tok⟩' ping",
            "ElastiCache AUTH token (booking slots cache): ⟨tok⟩",
        ),
        _pgpass_redis,
        n=7,
        secrets=("pw", "tok"),
    ),
    Kind(
        "basic_auth_lab_integration",
        (
            'curl -H "Authorization: Basic ⟨b⟩" '
            "https://api.vetlabconnect.eu/v2/results?clinic=IE-DUB-03",
            "LAB_BASIC_AUTH=⟨b⟩  # VetLab Connect, ⟨clinic⟩",
            "nginx access log kept the header: authorization=Basic ⟨b⟩",
            "Nagłówek do integracji z laboratorium: Authorization: Basic ⟨b⟩",
        ),
        _basic,
        n=7,
        secrets=("b",),
    ),
    Kind(
        "npm_registry_tokens",
        (
            "//registry.npmjs.org/:_authToken=⟨n⟩",
            "@cnoc-vets:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=⟨g⟩",
            "NPM_TOKEN=⟨n⟩ npm publish --access restricted  # @cnoc-vets/booking-widget",
        ),
        _npm,
        n=7,
        secrets=("n", "g"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incydent 2030-12-⟨d⟩ (płatności w Swords)\n- commit ⟨sha⟩\n- payment intent ⟨pi⟩\n"
            "- dd.trace_id ⟨trace⟩\n- chip psa ⟨chip⟩\n"
            "- STRIPE_WEBHOOK_SECRET był w logach: ⟨wh⟩ (do rotacji)",
            "Handover ⟨d⟩ Dec\n\n* SES message id ⟨ses⟩ bounced\n* Cognito sub ⟨sub⟩\n"
            '* S3 ETag "⟨etag⟩"\n* Twilio auth token ⟨tw⟩ was in the worker log; not rotated yet',
            "Nótaí ón nglao (⟨d⟩ Nollaig)\n- Xero invoice ⟨xinv⟩ (⟨inv⟩)\n- reader tmr_⟨tmr⟩\n"
            "- Datadog API key ⟨dd⟩ pasted in Slack, rotate\n- commit ⟨sha⟩",
        ),
        _among,
        n=7,
        secrets=("wh", "tw", "dd"),
    ),
)
