"""True secrets in Fernbank Health memory-note framings; each kind names the fields that must
not survive. Public identifiers that sit next to them (account SIDs, client ids, tenant ids,
merchant / account ids, key ids) are ordinary fields and are not listed."""

from __future__ import annotations

from random import Random
from urllib.parse import quote

from tests.redact.lookalike82.gen import (
    ALNUM,
    B64URL,
    CLINICS,
    LOWER_ALNUM,
    PEOPLE,
    URL_SAFE_PW,
    Kind,
    b64,
    b64_of,
    b64url,
    day,
    ec_pkcs8_der,
    ec_sec1_der,
    hexs,
    human_password,
    indent,
    jwt_rs256,
    num,
    openssh_ed25519_body,
    openssh_rsa_body,
    password,
    pem_body,
    pick,
    rsa_numbers,
    rsa_pkcs1_der,
    rsa_pkcs8_der,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SK_LIVE = "sk" + "_live_"
_SK_TEST = "sk" + "_test_"
_RK_LIVE = "rk" + "_live_"
_PK_LIVE = "pk" + "_live_"
_PK_TEST = "pk" + "_test_"
_WHSEC = "wh" + "sec_"
_GC_LIVE = "li" + "ve_"
_GC_SANDBOX = "sand" + "box_"
_SG = "S" + "G."
_GHP = "gh" + "p_"
_GHS = "gh" + "s_"
_GH_PAT = "github" + "_pat_"
_ATLAS = ".atlas" + "v1."
_GOCSPX = "GOC" + "SPX-"
_GRT = "1/" + "/0"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE KEY-----"


def _pem(label: str, body: str) -> str:
    return f"{_BEGIN}{label}{_PK}\n{body}\n{_END}{label}{_PK}"


def _stripe_long(prefix: str, r: Random) -> str:
    return prefix + "51" + pick(r, ALNUM, 97)


def _entra_secret(r: Random) -> str:
    return pick(r, ALNUM, 3) + r.choice("0123456789") + "Q~" + pick(r, ALNUM + "_~.-", 34)


def _azure_key(r: Random, nbytes: int) -> str:
    return b64(r, nbytes)


def _common(r: Random) -> dict[str, str]:
    return {
        "who": r.choice(PEOPLE),
        "clinic": r.choice(CLINICS),
        "day": day(r),
        "env": r.choice(("prod", "stg", "uat")),
    }


# --- Stripe ---------------------------------------------------------------------------------


def _stripe_sk(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "k": _stripe_long(_SK_LIVE, r),
        "pub": _stripe_long(_PK_LIVE, r),
        "acct": "acct_1" + pick(r, ALNUM, 15),
        "pi": "pi_3" + pick(r, ALNUM, 23),
    }


def _stripe_rk(r: Random) -> dict[str, str]:
    return {**_common(r), "k": _stripe_long(_RK_LIVE, r), "acct": "acct_1" + pick(r, ALNUM, 15)}


def _stripe_whsec(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "k": _WHSEC + pick(r, ALNUM, 32),
        "we": "we_1" + pick(r, ALNUM, 23),
        "port": str(r.choice((7071, 5000, 4242, 3000))),
    }


# --- GoCardless -------------------------------------------------------------------------------


def _gc_token(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "t": _GC_LIVE + pick(r, B64URL, 40),
        "s": _GC_SANDBOX + pick(r, B64URL, 40),
        "cu": "CU" + pick(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 12),
    }


def _gc_webhook(r: Random) -> dict[str, str]:
    return {**_common(r), "k": pick(r, B64URL, 40), "ep": "WE" + pick(r, "0123456789ABCDEF", 12)}


# --- Twilio / SendGrid ----------------------------------------------------------------------


def _twilio_auth(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "sid": "AC" + hexs(r, 32),
        "tok": hexs(r, 32),
        "to": "+44 7" + num(r, 3) + " " + num(r, 6),
    }


def _twilio_key(r: Random) -> dict[str, str]:
    return {**_common(r), "sk": "SK" + hexs(r, 32), "sec": pick(r, ALNUM, 32)}


def _sendgrid(r: Random) -> dict[str, str]:
    return {**_common(r), "k": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


# --- Auth0 / bearer tokens ----------------------------------------------------------------------


def _auth0_secret(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "cid": pick(r, ALNUM, 32),
        "cs": pick(r, B64URL, 64),
        "tenant": r.choice(("fernbank", "fernbank-staging", "fernbank-dev")),
    }


def _bearer_jwts(r: Random) -> dict[str, str]:
    iat = int("21" + num(r, 8))
    azp = pick(r, ALNUM, 32)
    mgmt = jwt_rs256(
        r,
        {"alg": "RS256", "typ": "JWT", "kid": pick(r, B64URL, 22)},
        {
            "iss": "https://fernbank.uk.auth0.com/",
            "sub": azp + "@clients",
            "aud": "https://fernbank.uk.auth0.com/api/v2/",
            "iat": iat,
            "exp": iat + 86400,
            "scope": "read:users update:users read:logs",
            "gty": "client-credentials",
            "azp": azp,
        },
    )
    tid = uuid4(r)
    graph = jwt_rs256(
        r,
        {"typ": "JWT", "nonce": b64url(r, 32), "alg": "RS256", "x5t": b64url(r, 20)},
        {
            "aud": "https://graph.microsoft.com",
            "iss": f"https://sts.windows.net/{tid}/",
            "iat": iat,
            "nbf": iat,
            "exp": iat + 3899,
            "app_displayname": "fb-calendar-sync-prod",
            "appid": uuid4(r),
            "roles": ["Calendars.ReadWrite", "User.Read.All"],
            "tid": tid,
            "uti": b64url(r, 16),
            "ver": "1.0",
        },
    )
    upn = r.choice(("aoife.byrne", "tom.hartley", "priya.shah", "cian.murphy"))
    return {**_common(r), "jwt": mgmt, "gjwt": graph, "upn": upn + "@fernbank.health"}


# --- Observability / CI / infra ---------------------------------------------------------------


def _datadog(r: Random) -> dict[str, str]:
    return {**_common(r), "api": hexs(r, 32), "app": hexs(r, 40)}


def _pagerduty(r: Random) -> dict[str, str]:
    rest = r.choice(("u+", "")) + pick(r, ALNUM + "_-", 20)
    return {**_common(r), "rest": rest, "rk": hexs(r, 32), "ep": "P" + pick(r, "A" + ALNUM, 6)}


def _github(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "ghp": _GHP + pick(r, ALNUM, 36),
        "ghs": _GHS + pick(r, ALNUM, 36),
        "pat": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
    }


def _tfc(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "t": pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM, 67),
        "ws": "ws-" + pick(r, ALNUM, 16),
    }


def _entra(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "cs": _entra_secret(r),
        "cid": uuid4(r),
        "tid": uuid4(r),
        "sid": uuid4(r),
    }


# --- Azure data plane -------------------------------------------------------------------------


def _storage(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "k": _azure_key(r, 64),
        "acct": "stfernbank" + r.choice(("uksprod", "ukstg", "corkexp", "neuprod")),
    }


def _sas(r: Random) -> dict[str, str]:
    sig = quote(b64(r, 32), safe="")
    return {
        **_common(r),
        "sig": sig,
        "blob": f"{r.choice(('referrals', 'letters', 'exports'))}/{uuid4(r)}.pdf",
        "se": f"2037-0{r.randint(6, 9)}-{r.randint(10, 28)}T{r.randint(10, 23)}:00:00Z",
    }


def _cosmos(r: Random) -> dict[str, str]:
    return {**_common(r), "k": _azure_key(r, 64)}


def _servicebus(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "k": _azure_key(r, 32),
        "policy": r.choice(("RootManageSharedAccessKey", "send-only", "listen-reminders")),
    }


def _redis(r: Random) -> dict[str, str]:
    k = _azure_key(r, 32)
    return {**_common(r), "k": k, "ku": quote(k, safe="")}


def _postgres(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "pw": password(r, r.choice((18, 22, 26)), URL_SAFE_PW),
        "user": r.choice(("fbadmin", "fb_app", "fb_readonly", "fb_migrator")),
    }


def _snowflake(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "pw": password(r, r.choice((20, 24))),
        "pp": human_password(r),
        "acct": pick(r, "abcdefghjkmnpqrstuvwxyz", 2) + num(r, 5),
    }


# --- Google / Microsoft calendar sync ---------------------------------------------------------


def _google_oauth(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "rt": _GRT + pick(r, "cg34", 1) + pick(r, B64URL, 98),
        "cid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32) + ".apps.googleusercontent.com",
    }


def _google_sa(r: Random) -> dict[str, str]:
    body = pem_body(rsa_pkcs8_der(rsa_numbers(r)))
    return {
        **_common(r),
        "pk": body.replace("\n", "\\n"),
        "kid": hexs(r, 40),
        "num": num(r, 21),
        "sa": r.choice(("calendar-sync", "cal-reader", "gcal-bridge")),
    }


def _publish(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "pw": pick(r, ALNUM, 60),
        "app": "app-fernbank-" + r.choice(("api", "web", "portal", "jobs")) + "-prod",
    }


# --- Private keys -----------------------------------------------------------------------------


def _rsa_key(r: Random) -> dict[str, str]:
    k = rsa_numbers(r)
    body8 = pem_body(rsa_pkcs8_der(k))
    body1 = pem_body(rsa_pkcs1_der(rsa_numbers(r)))
    return {
        **_common(r),
        "body": body8,
        "body1": body1,
        "ibody": indent(body8, "    "),
        "kid": r.choice(("fb-nhslogin-2037-05", "fb-nhslogin-sandpit", "snowflake-loader")),
    }


def _openssh(r: Random) -> dict[str, str]:
    comment = r.choice(("deploy@fb-bastion-cork", "tom@leeds-mbp", "gha-deploy@fernbank"))
    return {
        **_common(r),
        "body": openssh_ed25519_body(r, comment),
        "rsa": openssh_rsa_body(r, comment),
        "ibody": indent(openssh_ed25519_body(r, comment), " " * 12),
    }


def _ec_key(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "sec1": pem_body(ec_sec1_der(r)),
        "p8": pem_body(ec_pkcs8_der(r)),
        "ip8": indent(pem_body(ec_pkcs8_der(r)), "    "),
        "keyid": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10),
    }


# --- Bundles ----------------------------------------------------------------------------------


def _k8s(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "d1": b64_of(password(r, r.choice((16, 20, 24)))),
        "d2": b64_of(_SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)),
        "d3": b64_of(f"postgresql://fb_etl:{password(r, 20, URL_SAFE_PW)}@psql-fernbank-prod"),
        "rv": num(r, 8),
        "uid": uuid4(r),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "sk": _stripe_long(_SK_TEST, r),
        "pub": _stripe_long(_PK_TEST, r),
        "sg": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43),
        "pw": password(r, 20, URL_SAFE_PW),
        "cid": pick(r, ALNUM, 32),
        "cs": pick(r, B64URL, 64),
        "tw": hexs(r, 32),
        "sid": "AC" + hexs(r, 32),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "dd": hexs(r, 32),
        "cs": _entra_secret(r),
        "cid": uuid4(r),
        "tw": hexs(r, 32),
        "rk": hexs(r, 32),
        "sha": hexs(r, 40),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        **_common(r),
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "span": str(r.getrandbits(63)),
        "u": uuid4(r),
        "pub": _stripe_long(_PK_LIVE, r),
        "digest": hexs(r, 64),
        "sg": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43),
        "cs": _entra_secret(r),
        "gc": _GC_LIVE + pick(r, B64URL, 40),
        "rk": _azure_key(r, 32),
        "kvver": hexs(r, 32),
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "cid": uuid4(r),
    }


def _prose(r: Random) -> dict[str, str]:
    return {**_common(r), "pw": human_password(r), "gpw": password(r, r.choice((16, 18, 21)))}


_KV = "kv-fernbank-prod-uks"

SECRETS: tuple[Kind, ...] = (
    Kind(
        "stripe_live_secret_key",
        (
            "STRIPE_SECRET_KEY=⟨k⟩  # live — Leeds and Cork share the one account, ugh",
            "az keyvault secret set --vault-name " + _KV + " --name stripe-secret-key --value ⟨k⟩",
            "curl https://api.stripe.com/v1/payment_intents/⟨pi⟩ -u ⟨k⟩:",
            "Stripe live secret key for ⟨acct⟩ (Fernbank Health Ltd) is ⟨k⟩ — rotate once the "
            "PCI SAQ-A review is signed off",
            "stripe:\n  account: ⟨acct⟩\n  publishable_key: ⟨pub⟩\n  secret_key: ⟨k⟩\n"
            "  api_version: '2037-04-30.basil'",
        ),
        _stripe_sk,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "stripe_restricted_key",
        (
            "Restricted key for the Snowflake loader (charges:read, payouts:read only): ⟨k⟩",
            "STRIPE_RK_REPORTING=⟨k⟩",
            '{"stripe_account": "⟨acct⟩", "restricted_key": "⟨k⟩", "scopes": '
            '["charges:read", "refunds:write"]}',
            'stripe.api_key = "⟨k⟩"  # rk for the refunds bot, NOT the full sk',
        ),
        _stripe_rk,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "stripe_webhook_signing_secret",
        (
            "$ stripe listen --forward-to localhost:⟨port⟩/api/webhooks/stripe\n"
            "> Ready! You are using Stripe API Version [2037-04-30]. Your webhook signing secret "
            "is ⟨k⟩ (^C to quit)",
            "STRIPE_WEBHOOK_SECRET=⟨k⟩",
            "App Service config on app-fernbank-api-⟨env⟩: Stripe__WebhookSigningSecret = ⟨k⟩ "
            "(endpoint ⟨we⟩)",
            'const event = stripe.webhooks.constructEvent(req.rawBody, sig, "⟨k⟩");',
        ),
        _stripe_whsec,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "gocardless_access_token",
        (
            "GOCARDLESS_ACCESS_TOKEN=⟨t⟩",
            "curl https://api.gocardless.com/mandates?customer=⟨cu⟩ "
            '-H "Authorization: Bearer ⟨t⟩" -H "GoCardless-Version: 2015-07-06"',
            "GC sandbox token for the Cork devs: ⟨s⟩ (sandbox, but still don't paste it in Teams)",
            'client = gocardless_pro.Client(access_token="⟨t⟩", environment="live")',
            "gocardless:\n  environment: sandbox\n  access_token: ⟨s⟩",
        ),
        _gc_token,
        n=7,
        secrets=("t", "s"),
    ),
    Kind(
        "gocardless_webhook_secret",
        (
            "GOCARDLESS_WEBHOOK_ENDPOINT_SECRET=⟨k⟩",
            "Webhook endpoint ⟨ep⟩ → https://api.fernbank.health/hooks/gocardless, "
            "secret ⟨k⟩ (regenerated ⟨day⟩)",
            'local.settings.json: "GoCardless__WebhookSecret": "⟨k⟩"',
            "events = Webhook.parse(request.body, request.headers['Webhook-Signature'], \"⟨k⟩\")",
        ),
        _gc_webhook,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "twilio_auth_token",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "-u ⟨sid⟩:⟨tok⟩ --data-urlencode 'To=⟨to⟩' "
            "--data-urlencode 'Body=Reminder: physio appt tomorrow 09:40, ⟨clinic⟩'",
            "Twilio primary auth token (Console → Account info) is now ⟨tok⟩ — secondary got "
            "promoted on ⟨day⟩ after ⟨who⟩'s laptop was nicked",
            'client = Client("⟨sid⟩", "⟨tok⟩")  # TODO move to Key Vault',
        ),
        _twilio_auth,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "twilio_api_key_secret",
        (
            "TWILIO_API_KEY=⟨sk⟩\nTWILIO_API_SECRET=⟨sec⟩",
            "API key 'fb-sms-reminders-⟨env⟩' sid ⟨sk⟩, secret ⟨sec⟩ (Twilio only shows it once!!)",
            "TWILIO_API_KEY=⟨sk⟩ TWILIO_API_SECRET=⟨sec⟩ twilio api:core:messages:list --limit 5",
            "| env | key sid | secret |\n|---|---|---|\n| ⟨env⟩ | ⟨sk⟩ | ⟨sec⟩ |",
        ),
        _twilio_key,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨k⟩",
            "curl --request POST --url https://api.sendgrid.com/v3/mail/send "
            '--header "Authorization: Bearer ⟨k⟩" --header "Content-Type: application/json" '
            "-d @reminder.json",
            "SendGrid key 'appointment-reminders' (Mail Send only): ⟨k⟩",
            'sgMail.setApiKey("⟨k⟩");',
            "SMTP relay for the legacy clinic letters job: smtp.sendgrid.net:587, user `apikey`, "
            "pass ⟨k⟩",
        ),
        _sendgrid,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "auth0_client_secret",
        (
            "AUTH0_DOMAIN=⟨tenant⟩.uk.auth0.com\nAUTH0_CLIENT_ID=⟨cid⟩\nAUTH0_CLIENT_SECRET=⟨cs⟩",
            "curl --request POST --url https://⟨tenant⟩.uk.auth0.com/oauth/token "
            "--header 'content-type: application/json' --data "
            '\'{"client_id":"⟨cid⟩","client_secret":"⟨cs⟩",'
            '"audience":"https://api.fernbank.health","grant_type":"client_credentials"}\'',
            'auth0_m2m_client_secret = "⟨cs⟩"   # terraform.tfvars, gitignored (I hope)',
            "M2M app 'clinic-sync' on ⟨tenant⟩: client id ⟨cid⟩ (public, fine), client secret "
            "⟨cs⟩ — rotated after ⟨who⟩'s laptop went missing",
        ),
        _auth0_secret,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "bearer_access_tokens_jwt",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" '
            '"https://fernbank.uk.auth0.com/api/v2/users?q=email:%22⟨upn⟩%22"',
            "AUTH0_MGMT_TOKEN=⟨jwt⟩",
            "2037-06-12T09:14:03Z DEBUG graph.calendar GET /v1.0/users/⟨upn⟩/calendarView "
            "Authorization=Bearer ⟨gjwt⟩",
            "Graph token from `az account get-access-token --resource-type ms-graph` (valid ~1h "
            "but it's in my shell history): ⟨gjwt⟩",
        ),
        _bearer_jwts,
        n=7,
        secrets=("jwt", "gjwt"),
    ),
    Kind(
        "datadog_api_and_app_keys",
        (
            "DD_API_KEY=⟨api⟩\nDD_APP_KEY=⟨app⟩\nDD_SITE=datadoghq.eu",
            'curl -X GET "https://api.datadoghq.eu/api/v1/monitor" -H "DD-API-KEY: ⟨api⟩" '
            '-H "DD-APPLICATION-KEY: ⟨app⟩"',
            "helm upgrade datadog datadog/datadog -n monitoring --set datadog.apiKey=⟨api⟩ "
            "--set datadog.site=datadoghq.eu",
            'provider "datadog" {\n  api_key = "⟨api⟩"\n  app_key = "⟨app⟩"\n'
            '  api_url = "https://api.datadoghq.eu/"\n}',
        ),
        _datadog,
        n=7,
        secrets=("api", "app"),
    ),
    Kind(
        "pagerduty_tokens",
        (
            'curl -H "Authorization: Token token=⟨rest⟩" '
            '"https://api.pagerduty.com/oncalls?escalation_policy_ids[]=⟨ep⟩"',
            "PAGERDUTY_TOKEN=⟨rest⟩",
            "curl -X POST https://events.eu.pagerduty.com/v2/enqueue -d "
            '\'{"routing_key":"⟨rk⟩","event_action":"trigger","payload":{"summary":'
            '"booking API 5xx > 2%","severity":"critical","source":"app-fernbank-api-⟨env⟩"}}\'',
            "Events v2 integration key for service 'Fernbank API (⟨env⟩)': ⟨rk⟩",
        ),
        _pagerduty,
        n=7,
        secrets=("rest", "rk"),
    ),
    Kind(
        "github_tokens",
        (
            "git clone https://x-access-token:⟨ghs⟩@github.com/fernbank-health/clinic-notes.git",
            "GH_TOKEN=⟨ghp⟩ gh workflow run deploy.yml -f environment=⟨env⟩",
            "Fine-grained PAT for the terraform github provider (admin on fernbank-health/*), "
            "expires ⟨day⟩: ⟨pat⟩",
            "~/.npmrc on the Leeds build agent:\n@fernbank-health:registry=https://npm.pkg."
            "github.com\n//npm.pkg.github.com/:_authToken=⟨ghp⟩",
        ),
        _github,
        n=7,
        secrets=("ghp", "ghs", "pat"),
    ),
    Kind(
        "terraform_cloud_token",
        (
            '~/.terraform.d/credentials.tfrc.json:\n{\n  "credentials": {\n'
            '    "app.terraform.io": {\n      "token": "⟨t⟩"\n    }\n  }\n}',
            "TF_TOKEN_app_terraform_io=⟨t⟩ terraform init -upgrade",
            "Team token for `platform` in org fernbank-health: ⟨t⟩",
            'curl --header "Authorization: Bearer ⟨t⟩" '
            "https://app.terraform.io/api/v2/workspaces/⟨ws⟩/runs",
        ),
        _tfc,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "entra_client_secret",
        (
            "AZURE_CLIENT_ID=⟨cid⟩\nAZURE_TENANT_ID=⟨tid⟩\nAZURE_CLIENT_SECRET=⟨cs⟩",
            "az login --service-principal -u ⟨cid⟩ -p ⟨cs⟩ --tenant ⟨tid⟩",
            "New client secret on app reg `fb-graph-calendar-sync` (expires ⟨day⟩): value "
            "⟨cs⟩, secret ID ⟨sid⟩",
            '$ az ad app credential reset --id ⟨cid⟩ --append\n{\n  "appId": "⟨cid⟩",\n'
            '  "password": "⟨cs⟩",\n  "tenant": "⟨tid⟩"\n}',
        ),
        _entra,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob list --account-name ⟨acct⟩ --account-key ⟨k⟩ "
            "-c clinical-attachments -o table",
            "AZURE_STORAGE_KEY=⟨k⟩",
            "key1 for ⟨acct⟩: ⟨k⟩ (key2 untouched, rotate key1 next sprint)",
        ),
        _storage,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "azure_blob_sas_signature",
        (
            "https://stfernbankuksprod.blob.core.windows.net/⟨blob⟩?sp=r&st=2037-06-01T08:00:00Z"
            "&se=⟨se⟩&spr=https&sv=2036-11-04&sr=b&sig=⟨sig⟩",
            "azcopy copy 'https://stfernbankcorkexp.blob.core.windows.net/hse-exports?sv=2036-"
            "11-04&ss=b&srt=co&sp=rwl&se=⟨se⟩&spr=https&sig=⟨sig⟩' ./exports --recursive",
            "SAS for the Cork export container (valid till ⟨se⟩): sig=⟨sig⟩",
            'BLOB_SAS_TOKEN="sv=2036-11-04&ss=b&srt=sco&sp=rl&se=⟨se⟩&spr=https&sig=⟨sig⟩"',
        ),
        _sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "cosmos_db_key",
        (
            "AccountEndpoint=https://cosmos-fernbank-⟨env⟩.documents.azure.com:443/;"
            "AccountKey=⟨k⟩;",
            "COSMOS_KEY=⟨k⟩",
            'var client = new CosmosClient("https://cosmos-fernbank-⟨env⟩.documents.azure.com:'
            '443/", "⟨k⟩");',
            "Primary read-only key for the Snowflake loader: ⟨k⟩",
        ),
        _cosmos,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "service_bus_sas_key",
        (
            "Endpoint=sb://sb-fernbank-⟨env⟩.servicebus.windows.net/;SharedAccessKeyName="
            "⟨policy⟩;SharedAccessKey=⟨k⟩;EntityPath=appointment-events",
            '"ServiceBus": { "ConnectionString": "Endpoint=sb://sb-fernbank-⟨env⟩.servicebus.'
            'windows.net/;SharedAccessKeyName=⟨policy⟩;SharedAccessKey=⟨k⟩" }',
            "primary key of `⟨policy⟩` on sbq-reminders: ⟨k⟩",
        ),
        _servicebus,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "azure_redis_access_key",
        (
            "redis-fernbank-⟨env⟩.redis.cache.windows.net:6380,password=⟨k⟩,ssl=True,"
            "abortConnect=False",
            "redis-cli -h redis-fernbank-⟨env⟩.redis.cache.windows.net -p 6380 --tls -a ⟨k⟩",
            "REDIS_URL=rediss://:⟨ku⟩@redis-fernbank-⟨env⟩.redis.cache.windows.net:6380/0",
            "Redis primary access key (Azure Cache, ⟨env⟩): ⟨k⟩",
        ),
        _redis,
        n=7,
        secrets=("k", "ku"),
    ),
    Kind(
        "postgres_flexible_server_password",
        (
            "DATABASE_URL=postgresql://⟨user⟩:⟨pw⟩@psql-fernbank-⟨env⟩.postgres.database.azure"
            ".com:5432/clinic?sslmode=require",
            "PGPASSWORD='⟨pw⟩' psql \"host=psql-fernbank-⟨env⟩.postgres.database.azure.com "
            'port=5432 dbname=clinic user=⟨user⟩ sslmode=require"',
            "~/.pgpass: psql-fernbank-⟨env⟩.postgres.database.azure.com:5432:clinic:⟨user⟩:⟨pw⟩",
            "az postgres flexible-server update -g rg-fernbank-data-⟨env⟩ -n psql-fernbank-⟨env⟩"
            " --admin-password '⟨pw⟩'",
            '"ConnectionStrings": { "Clinic": "Host=psql-fernbank-⟨env⟩.postgres.database.azure'
            '.com;Database=clinic;Username=⟨user⟩;Password=⟨pw⟩;SSL Mode=Require" }',
        ),
        _postgres,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "snowflake_credentials",
        (
            '~/.snowflake/connections.toml\n[fernbank]\naccount = "⟨acct⟩.uk-south.azure"\n'
            'user = "SVC_LOADER"\npassword = "⟨pw⟩"\nwarehouse = "LOAD_WH"\nrole = "LOADER"',
            "SNOWSQL_PWD='⟨pw⟩' snowsql -a ⟨acct⟩.uk-south.azure -u SVC_DBT -r TRANSFORMER",
            "ALTER USER svc_reporting SET PASSWORD = '⟨pw⟩' MUST_CHANGE_PASSWORD = FALSE;",
            "dbt profiles.yml:\nfernbank:\n  target: prod\n  outputs:\n    prod:\n"
            "      type: snowflake\n      account: ⟨acct⟩.uk-south.azure\n      user: SVC_DBT\n"
            "      private_key_path: ~/.snowflake/rsa_key.p8\n"
            "      private_key_passphrase: ⟨pp⟩",
        ),
        _snowflake,
        n=7,
        secrets=("pw", "pp"),
    ),
    Kind(
        "google_oauth_client_secret_and_refresh_token",
        (
            '{"web":{"client_id":"⟨cid⟩","project_id":"fernbank-calendar-sync",'
            '"auth_uri":"https://accounts.google.com/o/oauth2/auth",'
            '"token_uri":"https://oauth2.googleapis.com/token","client_secret":"⟨cs⟩",'
            '"redirect_uris":["https://app.fernbank.health/oauth/google/callback"]}}',
            "GOOGLE_CLIENT_ID=⟨cid⟩\nGOOGLE_CLIENT_SECRET=⟨cs⟩",
            "refresh token for the test clinician calendar (physio.test@fernbank.health): ⟨rt⟩",
            "curl -s https://oauth2.googleapis.com/token -d client_id=⟨cid⟩ -d client_secret=⟨cs⟩"
            " -d refresh_token=⟨rt⟩ -d grant_type=refresh_token",
        ),
        _google_oauth,
        n=7,
        secrets=("cs", "rt"),
    ),
    Kind(
        "google_service_account_json_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "fernbank-calendar-sync",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "' + _BEGIN + _PK + "\\n⟨pk⟩\\n"
            "" + _END + _PK + '\\n",\n'
            '  "client_email": "⟨sa⟩@fernbank-calendar-sync.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨num⟩"\n}',
            "az keyvault secret set --vault-name " + _KV + " --name gcal-sa-json --value "
            '\'{"type":"service_account","private_key_id":"⟨kid⟩","private_key":"'
            + _BEGIN
            + _PK
            + "\\n⟨pk⟩\\n"
            + _END
            + _PK
            + '\\n","client_email":"⟨sa⟩@fernbank-calendar-sync.iam.gserviceaccount.com"}\'',
        ),
        _google_sa,
        n=7,
        secrets=("pk",),
    ),
    Kind(
        "app_service_publish_password",
        (
            '<publishData><publishProfile profileName="⟨app⟩ - Web Deploy" '
            'publishMethod="MSDeploy" publishUrl="⟨app⟩.scm.azurewebsites.net:443" '
            'msdeploySite="⟨app⟩" userName="$⟨app⟩" userPWD="⟨pw⟩" '
            'destinationAppUrl="https://⟨app⟩.azurewebsites.net" /></publishData>',
            "curl -u '$⟨app⟩:⟨pw⟩' https://⟨app⟩.scm.azurewebsites.net/api/zipdeploy "
            "--data-binary @api.zip",
            "The old AZURE_WEBAPP_PUBLISH_PROFILE secret had userPWD=⟨pw⟩ — we're on OIDC now, "
            "turn off basic auth on ⟨app⟩",
            "git remote add azure 'https://$⟨app⟩:⟨pw⟩@⟨app⟩.scm.azurewebsites.net/⟨app⟩.git'",
        ),
        _publish,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "rsa_private_key_pem",
        (
            "NHS login sandpit private_key_jwt key (kid ⟨kid⟩):\n\n" + _pem("", "⟨body⟩"),
            _pem("RSA ", "⟨body1⟩"),
            "$ cat ~/.snowflake/rsa_key.p8\n" + _pem("", "⟨body⟩"),
            "nhsLogin:\n  clientId: fernbank-physio-⟨env⟩\n  tokenEndpointAuthMethod: "
            "private_key_jwt\n  privateKey: |\n    "
            + _BEGIN
            + _PK
            + "\n⟨ibody⟩\n    "
            + _END
            + _PK,
        ),
        _rsa_key,
        n=7,
        secrets=("body", "body1", "ibody"),
    ),
    Kind(
        "openssh_private_key",
        (
            _pem("OPENSSH ", "⟨body⟩"),
            "Deploy key for the Cork bastion (~/.ssh/fb_cork_bastion):\n\n```\n"
            + _pem("OPENSSH ", "⟨body⟩")
            + "\n```",
            "$ cat ~/.ssh/id_rsa_legacy_sftp\n" + _pem("OPENSSH ", "⟨rsa⟩"),
            "      - uses: webfactory/ssh-agent@v0.9.0\n        with:\n"
            "          ssh-private-key: |\n            "
            + _BEGIN
            + "OPENSSH "
            + _PK
            + "\n⟨ibody⟩\n            "
            + _END
            + "OPENSSH "
            + _PK,
        ),
        _openssh,
        n=7,
        secrets=("body", "rsa", "ibody"),
    ),
    Kind(
        "ec_private_key_pem",
        (
            "ES256 key that signs patient-portal session tokens (portal-signing-⟨env⟩):\n"
            + _pem("EC ", "⟨sec1⟩"),
            "AuthKey_⟨keyid⟩.p8 for the iOS reminders app (APNs):\n" + _pem("", "⟨p8⟩"),
            _pem("", "⟨p8⟩"),
            "portalSigning:\n  alg: ES256\n  key: |\n    "
            + _BEGIN
            + _PK
            + "\n⟨ip8⟩\n    "
            + _END
            + _PK,
        ),
        _ec_key,
        n=7,
        secrets=("sec1", "p8", "ip8"),
    ),
    Kind(
        "kubernetes_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: fb-etl-creds\n"
            "  namespace: reporting\ntype: Opaque\ndata:\n  SNOWFLAKE_PASSWORD: ⟨d1⟩\n"
            "  SENDGRID_API_KEY: ⟨d2⟩",
            "$ kubectl get secret fb-etl-creds -n reporting -o jsonpath='{.data.DATABASE_URL}'\n"
            "⟨d3⟩",
            "kubectl -n reporting get secret fb-etl-creds -o yaml (AKS, ⟨env⟩):\n"
            "data:\n  DATABASE_URL: ⟨d3⟩\n  SNOWFLAKE_PASSWORD: ⟨d1⟩\nmetadata:\n"
            '  resourceVersion: "⟨rv⟩"\n  uid: ⟨uid⟩',
            "the helm values override still has `secrets.smtpPassword: ⟨d2⟩` (that's just "
            "base64, not encryption!!)",
        ),
        _k8s,
        n=7,
        secrets=("d1", "d2", "d3"),
    ),
    Kind(
        "dotenv_lines",
        (
            "# .env.local (Leeds dev box) — DO NOT COMMIT\nNODE_ENV=development\n"
            "STRIPE_PUBLISHABLE_KEY=⟨pub⟩\nSTRIPE_SECRET_KEY=⟨sk⟩\nSENDGRID_API_KEY=⟨sg⟩\n"
            "DATABASE_URL=postgres://fb:⟨pw⟩@localhost:5432/clinic\n"
            "AUTH0_CLIENT_ID=⟨cid⟩\nAUTH0_CLIENT_SECRET=⟨cs⟩",
            "export TWILIO_ACCOUNT_SID=⟨sid⟩\nexport TWILIO_AUTH_TOKEN=⟨tw⟩\n"
            "export STRIPE_SECRET_KEY=⟨sk⟩",
            "docker run --rm -e SENDGRID_API_KEY=⟨sg⟩ -e AUTH0_CLIENT_SECRET=⟨cs⟩ "
            "fernbankacr.azurecr.io/reminders-worker:latest",
            "diff of .env.example that ⟨who⟩ nearly pushed:\n-STRIPE_SECRET_KEY=\n"
            "+STRIPE_SECRET_KEY=⟨sk⟩\n-PGPASSWORD=\n+PGPASSWORD=⟨pw⟩",
        ),
        _dotenv,
        n=7,
        secrets=("sk", "sg", "pw", "cs", "tw"),
    ),
    Kind(
        "ci_variables",
        (
            "jobs:\n  smoke:\n    runs-on: ubuntu-latest\n    env:\n"
            "      DD_API_KEY: ⟨dd⟩   # FIXME should be ${{ secrets.DD_API_KEY }}\n"
            "      AZURE_CLIENT_ID: ⟨cid⟩\n      AZURE_CLIENT_SECRET: ⟨cs⟩",
            "gh secret set TWILIO_AUTH_TOKEN --body ⟨tw⟩ --repo fernbank-health/clinic-api "
            "--env ⟨env⟩",
            '{"data":{"type":"vars","attributes":{"key":"ARM_CLIENT_SECRET","value":"⟨cs⟩",'
            '"category":"env","sensitive":false}}}',
            "Actions log for ⟨sha⟩ printed it unmasked: `Run echo PD_ROUTING_KEY=⟨rk⟩ >> "
            "$GITHUB_ENV`",
        ),
        _ci,
        n=7,
        secrets=("dd", "cs", "tw", "rk"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy ⟨day⟩\n- release commit ⟨sha⟩\n- trace ⟨trace⟩ (span ⟨span⟩) shows the slow "
            "Cosmos call\n- image digest sha256:⟨digest⟩\n- SENDGRID_API_KEY=⟨sg⟩ (pasted by "
            "mistake, rotate it)\n- pk is public anyway: ⟨pub⟩",
            "Incident ⟨day⟩ ⟨clinic⟩ bookings down\n| what | value |\n|---|---|\n"
            "| request id | ⟨u⟩ |\n| payment | ⟨pi⟩ |\n| KV secret version | ⟨kvver⟩ |\n"
            "| client id | ⟨cid⟩ |\n| client secret (temp, revoke!) | ⟨cs⟩ |",
            "Cork standup notes\n* commit ⟨sha⟩ fixed the mandate webhook\n"
            "* GC token someone pasted into the channel: ⟨gc⟩ — revoked? check\n"
            "* trace id ⟨trace⟩\n* Stripe pub key ⟨pub⟩",
            "redis timeout post-mortem\n1. correlation id ⟨u⟩\n2. Redis key used by the "
            "failover script: ⟨rk⟩\n3. commit ⟨sha⟩\n4. digest sha256:⟨digest⟩",
        ),
        _among,
        n=7,
        secrets=("sg", "cs", "gc", "rk"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "⟨who⟩ says the kiosk tablet at ⟨clinic⟩ still uses the clinic wifi password ⟨pw⟩, "
            "grand for now but change it before the HSE audit",
            "Locum login for the ⟨clinic⟩ front desk: user reception.frontdesk, the password is "
            "⟨gpw⟩ (it's on a sticky note on the monitor, I know, I know)",
            "Gave ⟨who⟩ the Snowflake break-glass password over the phone — it's ⟨pw⟩ — remind "
            "them to rotate it on Monday",
            "the shared PagerDuty admin account password was changed to ⟨gpw⟩ after the "
            "off-boarding on ⟨day⟩",
            "Cork office guest wifi is FernbankGuest, pw ⟨pw⟩ — Eilís changes it every quarter",
            "Told the practice manager at ⟨clinic⟩ her temporary password is ⟨gpw⟩ and that "
            "she must change it at first sign-in",
        ),
        _prose,
        n=7,
        secrets=("pw", "gpw"),
    ),
)
