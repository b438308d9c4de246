"""True secrets: each template binds at least one field named in ``secrets``; those values must
not survive the scrubber. Every vendor prefix is joined from pieces, so no literal here is a
credential, and every value is seeded random output."""

from __future__ import annotations

import base64
import string
from random import Random
from urllib.parse import quote

from tests.redact.lookalike4.gen import (
    ALNUM,
    B64URL,
    DIGITS,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_text,
    b64url,
    b64url_json,
    choose,
    hexs,
    num,
    password,
    pem_lines,
    pick,
    uuid4,
    wrap,
)

URL_SAFE = ALNUM + "-_.~"
_HOSTS = ("db-primary.internal", "pg.prod.acme.dev", "10.40.2.17", "orders-db.cluster.local")
_USERS = ("app", "svc_orders", "reporting", "migrator", "ledger_rw")


def url_password(r: Random, n: int = 22) -> str:
    while True:
        value = pick(r, ALNUM, 1) + pick(r, URL_SAFE, n - 2) + pick(r, ALNUM, 1)
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return value


GH = "gh" + "p_"
GH_FINE = "github" + "_pat_"
GH_SERVER = "gh" + "s_"
GL = "gl" + "pat-"
XOXB = "xo" + "xb-"
XOXP = "xo" + "xp-"
SK_LIVE = "sk" + "_live_"
RK_LIVE = "rk" + "_live_"
WHSEC = "wh" + "sec_"
AKIA = "AK" + "IA"
OPENAI = "sk" + "-proj-"
ANTHROPIC = "sk" + "-ant-api03-"
GOCSPX = "GOC" + "SPX-"
SENDGRID = "S" + "G."
NPM = "np" + "m_"
PYPI = "py" + "pi-AgEIcHlwaS5vcmc"
HF = "h" + "f_"
SHOPIFY = "shp" + "at_"
DIGITALOCEAN = "do" + "p_v1_"
VAULT = "hv" + "s."
DOPPLER = "dp" + ".st.prd."
SENTRY = "sntr" + "yu_"
LINEAR = "lin" + "_api_"
NOTION = "nt" + "n_"
ATLAS = ".atlas" + "v1."


def _github(r: Random) -> dict[str, str]:
    return {
        "classic": GH + pick(r, ALNUM, 36),
        "fine": GH_FINE + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "server": GH_SERVER + pick(r, ALNUM, 36),
        "sha": hexs(r, 40),
    }


GITHUB = Kind(
    "github-tokens",
    (
        "Temporarily exported GITHUB_TOKEN=⟨classic⟩ to get past the rate limit on release.sh",
        "gh auth login --with-token <<< ⟨fine⟩",
        "$ git remote -v\norigin  "
        "https://x-access-token:⟨server⟩@github.com/acme/infra.git (fetch)",
        'Renovate config: "token": "⟨classic⟩"  (last run at ⟨sha⟩)',
    ),
    _github,
    n=4,
    secrets=("classic", "fine", "server"),
)

GITLAB = Kind(
    "gitlab-tokens",
    (
        'curl --header "PRIVATE-TOKEN: ⟨pat⟩" https://gitlab.acme.dev/api/v4/projects/⟨n⟩/jobs',
        "CI_JOB_TOKEN did not have access, so I used my PAT ⟨pat⟩ for the package registry.",
        '[gitlab]\nurl = "https://gitlab.acme.dev"\ntoken = "⟨pat⟩"',
    ),
    lambda r: {"pat": GL + pick(r, ALNUM + "-_", 20), "n": num(r, 3)},
    n=3,
    secrets=("pat",),
)


def _slack(r: Random) -> dict[str, str]:
    return {
        "bot": f"{XOXB}{num(r, 12)}-{num(r, 13)}-{pick(r, ALNUM, 24)}",
        "user": f"{XOXP}{num(r, 12)}-{num(r, 12)}-{num(r, 13)}-{hexs(r, 32)}",
        "team": "T0" + pick(r, UPPER_ALNUM, 9),
        "chan": "B0" + pick(r, UPPER_ALNUM, 9),
        "hook": pick(r, ALNUM, 24),
    }


SLACK = Kind(
    "slack-tokens-and-webhooks",
    (
        "SLACK_BOT_TOKEN=⟨bot⟩",
        "Deploy notifier posts to https://hooks.slack.com/services/⟨team⟩/⟨chan⟩/⟨hook⟩",
        "Used my user token ⟨user⟩ to export the channel history.",
        'slack_sdk.WebClient(token="⟨bot⟩").chat_postMessage(channel="#deploys", text=msg)',
    ),
    _slack,
    n=4,
    secrets=("bot", "user", "hook"),
)


def _stripe(r: Random) -> dict[str, str]:
    return {
        "sk": SK_LIVE + "51" + pick(r, ALNUM, 97),
        "rk": RK_LIVE + "51" + pick(r, ALNUM, 97),
        "wh": WHSEC + pick(r, ALNUM, 32),
        "pi": "pi_" + pick(r, ALNUM, 24),
    }


STRIPE = Kind(
    "stripe-secret-keys",
    (
        "STRIPE_SECRET_KEY=⟨sk⟩",
        "stripe listen --forward-to localhost:4242/webhook printed: Your webhook signing secret "
        "is ⟨wh⟩",
        "Reporting job uses the restricted key ⟨rk⟩ (read-only on charges).",
        "Refunded ⟨pi⟩ by hand: curl https://api.stripe.com/v1/refunds -u ⟨sk⟩: -d "
        "payment_intent=⟨pi⟩",
    ),
    _stripe,
    n=4,
    secrets=("sk", "rk", "wh"),
)


def _aws(r: Random) -> dict[str, str]:
    return {
        "akid": AKIA + pick(r, UPPER_ALNUM, 16),
        "secret": pick(r, ALNUM + "+/", 40),
        "session": "IQoJb3JpZ2luX2Vj" + b64(r, 300),
        "i": "i-0" + hexs(r, 16),
    }


AWS = Kind(
    "aws-access-keys",
    (
        "[default]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨secret⟩",
        "export AWS_ACCESS_KEY_ID=⟨akid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨secret⟩\n"
        "export AWS_SESSION_TOKEN=⟨session⟩",
        'Terraform provider block still had secret_key = "⟨secret⟩" — rotate it (⟨i⟩).',
        "Creds for the CI user (⟨akid⟩ / ⟨secret⟩) were pasted into the runbook by mistake.",
    ),
    _aws,
    n=4,
    secrets=("secret", "session"),
)


def _llm(r: Random) -> dict[str, str]:
    return {
        "openai": OPENAI + pick(r, B64URL, 74) + "T3Blbk" + "FJ" + pick(r, B64URL, 74),
        "anthropic": ANTHROPIC + pick(r, B64URL, 93) + "AA",
        "hf": HF + pick(r, string.ascii_letters, 34),
        "model": choose(r, "gpt-4o-mini", "claude-3-5-haiku", "llama-3.1-8b"),
    }


LLM = Kind(
    "llm-and-model-hub-keys",
    (
        "OPENAI_API_KEY=⟨openai⟩",
        'client = anthropic.Anthropic(api_key="⟨anthropic⟩")  # ⟨model⟩ eval script',
        "$ huggingface-cli login --token ⟨hf⟩",
        "HF_TOKEN=⟨hf⟩ python eval.py --model ⟨model⟩",
        'Eval harness config: { "provider": "openai", "key": "⟨openai⟩" }',
    ),
    _llm,
    n=5,
    secrets=("openai", "anthropic", "hf"),
)

GOOGLE_OAUTH = Kind(
    "oauth-client-secrets",
    (
        '{"web":{"client_id":"⟨cid⟩","client_secret":"⟨gsecret⟩",'
        '"redirect_uris":["http://localhost:8080/callback"]}}',
        "GOOGLE_CLIENT_ID=⟨cid⟩\nGOOGLE_CLIENT_SECRET=⟨gsecret⟩",
        "Okta confidential app: client_id ⟨okta⟩, client_secret ⟨okta_secret⟩",
    ),
    lambda r: {
        "cid": f"{num(r, 12)}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
        "gsecret": GOCSPX + pick(r, B64URL, 28),
        "okta": "0oa" + pick(r, ALNUM, 17),
        "okta_secret": pick(r, B64URL, 64),
    },
    n=3,
    secrets=("gsecret", "okta_secret"),
)

MESSAGING = Kind(
    "messaging-api-keys",
    (
        "TWILIO_ACCOUNT_SID=AC⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨twilio⟩",
        "sendgrid.setApiKey('⟨sendgrid⟩');",
        "Postmark: X-Postmark-Server-Token: ⟨postmark⟩",
        "Telegram alert bot: https://api.telegram.org/bot⟨telegram⟩/sendMessage",
    ),
    lambda r: {
        "sid": hexs(r, 32),
        "twilio": hexs(r, 32),
        "sendgrid": SENDGRID + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43),
        "postmark": uuid4(r),
        "telegram": num(r, 10) + ":AA" + pick(r, B64URL, 33),
    },
    n=4,
    secrets=("twilio", "sendgrid", "postmark", "telegram"),
)

REGISTRY_TOKENS = Kind(
    "package-registry-tokens",
    (
        "~/.npmrc:\n//registry.npmjs.org/:_authToken=⟨npm⟩",
        "[pypi]\n  username = __token__\n  password = ⟨pypi⟩",
        "twine upload -u __token__ -p ⟨pypi⟩ dist/*",
        "NPM_TOKEN=⟨npm⟩ npm publish --access public",
    ),
    lambda r: {"npm": NPM + pick(r, ALNUM, 36), "pypi": PYPI + b64url(r, 120)},
    n=4,
    secrets=("npm", "pypi"),
)

SAAS_TOKENS = Kind(
    "saas-admin-tokens",
    (
        "SHOPIFY_ADMIN_TOKEN=⟨shopify⟩  # custom app on acme-store.myshopify.com",
        "doctl auth init -t ⟨do⟩",
        "SENTRY_AUTH_TOKEN=⟨sentry⟩ sentry-cli releases new 4.2.0",
        "Linear API: Authorization: ⟨linear⟩",
        'notion = Client(auth="⟨notion⟩")',
        'credentials "app.terraform.io" {\n  token = "⟨tfc⟩"\n}',
    ),
    lambda r: {
        "shopify": SHOPIFY + hexs(r, 32),
        "do": DIGITALOCEAN + hexs(r, 64),
        "sentry": SENTRY + hexs(r, 64),
        "linear": LINEAR + pick(r, ALNUM, 40),
        "notion": NOTION + num(r, 11) + pick(r, ALNUM, 35),
        "tfc": pick(r, ALNUM, 14) + ATLAS + pick(r, ALNUM, 67),
    },
    n=6,
    secrets=("shopify", "do", "sentry", "linear", "notion", "tfc"),
)

INFRA_TOKENS = Kind(
    "infra-service-tokens",
    (
        "export VAULT_TOKEN=⟨vault⟩",
        "DOPPLER_TOKEN=⟨doppler⟩ doppler run -- npm start",
        "CLOUDFLARE_API_TOKEN=⟨cf⟩  # zone:edit on acme.dev",
        "datadog-agent: DD_API_KEY=⟨dd⟩ DD_SITE=datadoghq.eu",
    ),
    lambda r: {
        "vault": VAULT + pick(r, B64URL, 90),
        "doppler": DOPPLER + pick(r, ALNUM, 40),
        "cf": pick(r, B64URL, 40),
        "dd": hexs(r, 32),
    },
    n=4,
    secrets=("vault", "doppler", "cf", "dd"),
)


def _openssh(r: Random) -> dict[str, str]:
    raw = b"openssh-key-v1\x00" + r.randbytes(r.randint(380, 400))
    lines = wrap(base64.b64encode(raw).decode(), 70).split("\n")
    while len(lines[-1]) < 16:
        raw += r.randbytes(3)
        lines = wrap(base64.b64encode(raw).decode(), 70).split("\n")
    return {
        "key_lines": "\n".join(lines),
        "indented_lines": "\n  ".join(lines),
        "who": choose(r, "deploy@ci", "mei@laptop"),
    }


OPENSSH = Kind(
    "openssh-private-keys",
    (
        "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨key_lines⟩\n-----END OPENSSH PRIVATE KEY-----",
        "The deploy key (⟨who⟩) that was committed in keys/id_ed25519:\n"
        "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨key_lines⟩\n-----END OPENSSH PRIVATE KEY-----",
        "DEPLOY_SSH_KEY: |\n  -----BEGIN OPENSSH PRIVATE KEY-----\n  ⟨indented_lines⟩\n"
        "  -----END OPENSSH PRIVATE KEY-----",
    ),
    _openssh,
    n=3,
    secrets=("key_lines", "indented_lines"),
)


def _pem(r: Random) -> dict[str, str]:
    lines = pem_lines(r, r.choice((1190, 1217, 1218)))
    lines[0] = "MIIEow" + lines[0][6:]
    return {
        "key_lines": "\n".join(lines),
        "json_lines": "\\n".join(pem_lines(r, 1216)),
        "kid": hexs(r, 40),
        "proj": choose(r, "acme-prod", "ml-sandbox") + "-" + num(r, 6),
    }


PEM_KEYS = Kind(
    "pem-private-keys",
    (
        "-----BEGIN RSA PRIVATE KEY-----\n⟨key_lines⟩\n-----END RSA PRIVATE KEY-----",
        '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
        '  "private_key_id": "⟨kid⟩",\n'
        '  "private_key": "-----BEGIN PRIVATE KEY-----\\n⟨json_lines⟩\\n-----END PRIVATE '
        'KEY-----\\n"\n}',
        "tls.key for the ingress (should have been a Secret):\n-----BEGIN PRIVATE KEY-----\n"
        "⟨key_lines⟩\n-----END PRIVATE KEY-----",
    ),
    _pem,
    n=3,
    secrets=("key_lines", "json_lines"),
)


def _conn(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.randint(18, 28)),
        "user": choose(r, *_USERS),
        "host": choose(r, *_HOSTS),
        "cluster": "cluster0." + pick(r, LOWER_ALNUM, 5),
        "db": choose(r, "orders", "app_prod", "analytics"),
    }


CONN_STRINGS = Kind(
    "connection-string-passwords",
    (
        "DATABASE_URL=postgres://⟨user⟩:⟨pw⟩@⟨host⟩:5432/⟨db⟩?sslmode=require",
        'mongosh "mongodb+srv://⟨user⟩:⟨pw⟩@⟨cluster⟩.mongodb.net/⟨db⟩"',
        "REDIS_URL=rediss://default:⟨pw⟩@⟨host⟩:6380/0",
        "Server=⟨host⟩;Database=⟨db⟩;User Id=⟨user⟩;Password=⟨pw⟩;TrustServerCertificate=True",
        "amqp://⟨user⟩:⟨pw⟩@rabbit.internal:5672/%2F",
        "jdbc:mysql://⟨host⟩:3306/⟨db⟩?user=⟨user⟩&password=⟨pw⟩",
    ),
    _conn,
    n=6,
    secrets=("pw",),
)


def _cfg(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.randint(18, 26)),
        "user": choose(r, *_USERS),
        "host": choose(r, *_HOSTS),
    }


CONFIG_PASSWORDS = Kind(
    "config-file-passwords",
    (
        "services:\n  db:\n    image: postgres:16\n    environment:\n"
        '      POSTGRES_USER: ⟨user⟩\n      POSTGRES_PASSWORD: "⟨pw⟩"',
        "spring.datasource.url=jdbc:postgresql://⟨host⟩/app\n"
        "spring.datasource.username=⟨user⟩\nspring.datasource.password=⟨pw⟩",
        "production:\n  adapter: postgresql\n  host: ⟨host⟩\n  username: ⟨user⟩\n"
        "  password: '⟨pw⟩'",
        '[client]\nuser=⟨user⟩\npassword="⟨pw⟩"\nhost=⟨host⟩',
        "SMTP_USER=⟨user⟩@acme.dev\nSMTP_PASSWORD=⟨pw⟩",
    ),
    _cfg,
    n=5,
    secrets=("pw",),
)

PROSE_PASSWORDS = Kind(
    "passwords-in-prose",
    (
        "Staging admin login is ⟨user⟩ / ⟨pw⟩ until we wire up SSO.",
        "⟨who⟩ reset the Grafana admin password to ⟨pw⟩ — change it after the demo.",
        "Das neue Passwort für den Build-Server lautet ⟨pw⟩ (gilt bis Freitag).",
        "Le mot de passe de la base de recette est maintenant ⟨pw⟩.",
        "La contraseña del router del laboratorio es ⟨pw⟩, no la compartas.",
        "検証環境の管理者パスワードは ⟨pw⟩ に変更済み。",
    ),
    lambda r: {
        "pw": password(r, r.randint(16, 24)),
        "user": choose(r, "admin", "ops", "root"),
        "who": choose(r, "Mei", "Jonas", "Priya"),
    },
    n=6,
    secrets=("pw",),
)


def _bearer(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "HS256", "typ": "JWT"})
    payload = b64url_json(
        {"sub": uuid4(r), "scope": "admin", "iat": int(num(r, 10)), "exp": int(num(r, 10))}
    )
    return {
        "opaque": pick(r, ALNUM, 40),
        "jwt": f"{header}.{payload}.{b64url(r, 32)}",
        "rid": uuid4(r),
    }


BEARER = Kind(
    "bearer-tokens",
    (
        'curl -H "Authorization: Bearer ⟨opaque⟩" https://api.acme.dev/v1/admin/users',
        "Working admin session token for local testing: ⟨jwt⟩",
        "> GET /internal/metrics HTTP/1.1\n> Authorization: Bearer ⟨jwt⟩\n< HTTP/1.1 200 OK\n"
        "< x-request-id: ⟨rid⟩",
        "http :8080/api/orders 'Authorization:Bearer ⟨opaque⟩'",
    ),
    _bearer,
    n=4,
    secrets=("opaque", "jwt"),
)

WEBHOOK_SECRETS = Kind(
    "webhook-secrets",
    (
        "GitHub webhook for the deploy bot: payload URL https://bot.acme.dev/hooks, secret ⟨hmac⟩",
        "Discord alerts go to https://discord.com/api/webhooks/⟨snow⟩/⟨discord⟩",
        "WEBHOOK_SIGNING_SECRET=⟨hmac⟩  # shared with the partner, used for X-Signature HMAC",
        "Teams incoming webhook: https://acme.webhook.office.com/webhookb2/⟨g1⟩@⟨g2⟩/"
        "IncomingWebhook/⟨teams⟩/⟨g3⟩",
    ),
    lambda r: {
        "hmac": hexs(r, 40),
        "snow": num(r, 19),
        "discord": pick(r, B64URL, 68),
        "g1": uuid4(r),
        "g2": uuid4(r),
        "teams": hexs(r, 32),
        "g3": uuid4(r),
    },
    n=4,
    secrets=("hmac", "discord", "teams"),
)


def _azure(r: Random) -> dict[str, str]:
    sig = b64(r, 32)
    return {
        "acct": "acme" + pick(r, string.ascii_lowercase, 6),
        "key": b64(r, 64),
        "sig": quote(sig, safe=""),
        "exp": f"2026-0{r.randint(4, 9)}-{r.randint(10, 28)}T00:00:00Z",
    }


AZURE_STORAGE = Kind(
    "azure-storage-credentials",
    (
        "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;"
        "AccountKey=⟨key⟩;EndpointSuffix=core.windows.net",
        "SAS URL for the export: https://⟨acct⟩.blob.core.windows.net/exports?sv=2022-11-02&ss=b"
        "&srt=co&sp=rl&se=⟨exp⟩&spr=https&sig=⟨sig⟩",
        "az storage blob list --account-name ⟨acct⟩ --account-key ⟨key⟩ -c backups",
    ),
    _azure,
    n=3,
    secrets=("key", "sig"),
)


def _framework(r: Random) -> dict[str, str]:
    django_chars = string.ascii_lowercase + DIGITS + "!@#$%^&*(-_=+)"
    return {
        "rails": hexs(r, 128),
        "django": pick(r, django_chars, 50),
        "laravel": b64(r, 32),
        "cookie": pick(r, string.ascii_uppercase, 56),
        "flask": hexs(r, 32),
    }


FRAMEWORK = Kind(
    "framework-signing-secrets",
    (
        "SECRET_KEY_BASE=⟨rails⟩",
        "settings/prod.py had SECRET_KEY = '⟨django⟩' hard-coded; moved to env.",
        "APP_KEY=base64:⟨laravel⟩",
        "RELEASE_COOKIE=⟨cookie⟩  # nodes won't cluster without the same cookie",
        'app.secret_key = "⟨flask⟩"  # sessions are signed with this',
    ),
    _framework,
    n=5,
    secrets=("rails", "django", "laravel", "cookie", "flask"),
)


def _basic(r: Random) -> dict[str, str]:
    pw = url_password(r, r.randint(18, 26))
    user = choose(r, "ci-bot", "deploy", "robot$acme+pusher")
    return {
        "pw": pw,
        "user": user,
        "auth": b64_text(f"{user}:{pw}"),
        "nexus": pick(r, ALNUM, 20),
    }


BASIC_AUTH = Kind(
    "basic-auth-credentials",
    (
        '~/.docker/config.json:\n{"auths":{"registry.acme.dev":{"auth":"⟨auth⟩"}}}',
        "pip install --index-url "
        "https://⟨user⟩:⟨pw⟩@nexus.acme.dev/repository/pypi/simple acme-sdk",
        "curl -u ⟨user⟩:⟨pw⟩ https://artifactory.acme.dev/api/storage/libs-release",
        "Authorization: Basic ⟨auth⟩",
    ),
    _basic,
    n=4,
    secrets=("pw", "auth"),
)


def _k8s(r: Random) -> dict[str, str]:
    pw = password(r, r.randint(16, 24))
    return {
        "pw": pw,
        "pwb64": b64_text(pw),
        "svc": choose(r, "orders", "billing", "search"),
        "token": pick(r, ALNUM, 32),
    }


K8S_SECRET = Kind(
    "kubernetes-secret-manifests",
    (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨svc⟩-db\ntype: Opaque\n"
        "data:\n  password: ⟨pwb64⟩",
        "kind: Secret\nmetadata:\n  name: ⟨svc⟩-api\nstringData:\n  API_TOKEN: ⟨token⟩",
        "$ kubectl get secret ⟨svc⟩-db -o jsonpath='{.data.password}' | base64 -d\n⟨pw⟩",
    ),
    _k8s,
    n=3,
    secrets=("pwb64", "token", "pw"),
)


def _mixed(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "rid": uuid4(r),
        "digest": hexs(r, 64),
        "gh": GH + pick(r, ALNUM, 36),
        "pw": url_password(r, 20),
        "trace": hexs(r, 32),
        "npm": NPM + pick(r, ALNUM, 36),
        "integrity": b64(r, 64),
    }


MIXED = Kind(
    "secret-among-lookalikes",
    (
        "Deploy of ⟨sha⟩ failed (request ⟨rid⟩).\nimage digest sha256:⟨digest⟩\n"
        "GH_TOKEN used by the job: ⟨gh⟩",
        "trace_id=⟨trace⟩ db=postgres://app:⟨pw⟩@pg-0.db.internal/app commit=⟨sha⟩ "
        "request_id=⟨rid⟩",
        "package-lock has sha512-⟨integrity⟩ for left-pad; the publish step used "
        "NODE_AUTH_TOKEN=⟨npm⟩",
        "commit ⟨sha⟩ · run ⟨rid⟩ · token ⟨gh⟩ · digest sha256:⟨digest⟩",
    ),
    _mixed,
    n=4,
    secrets=("gh", "pw", "npm"),
)

CLI_PASSWORDS = Kind(
    "cli-flag-passwords",
    (
        "mysql -h ⟨host⟩ -u ⟨user⟩ -p'⟨pw⟩' orders < fix.sql",
        "PGPASSWORD='⟨pw⟩' psql -h ⟨host⟩ -U ⟨user⟩ -c 'select 1'",
        "redis-cli -h ⟨host⟩ -a '⟨pw⟩' --no-auth-warning info replication",
        "keytool -importkeystore -srckeystore release.jks -srcstorepass '⟨pw⟩' "
        "-deststoretype pkcs12",
    ),
    _cfg,
    n=4,
    secrets=("pw",),
)

BECH32_UPPER = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"

SMALL_PRIVATE_KEYS = Kind(
    "tunnel-and-age-private-keys",
    (
        "[Interface]\nPrivateKey = ⟨wg⟩\nAddress = 10.8.0.⟨n⟩/24\nListenPort = 51820",
        "# created: 2026-03-11T10:02:33+01:00\n# public key: age1⟨agepub⟩\n⟨age⟩",
        "$ wg genkey | tee peer⟨n⟩.key\n⟨wg⟩",
    ),
    lambda r: {
        "wg": b64(r, 32),
        "n": str(r.randint(2, 250)),
        "agepub": pick(r, BECH32_UPPER.lower(), 58),
        "age": "AGE-SECRET" + "-KEY-1" + pick(r, BECH32_UPPER, 58),
    },
    n=3,
    secrets=("wg", "age"),
)

SYMMETRIC_KEYS = Kind(
    "symmetric-encryption-keys",
    (
        "FIELD_ENCRYPTION_KEY=⟨fernet⟩  # Fernet key for the PII columns",
        "JWT_SECRET=⟨jwt⟩",
        "ENCRYPTION_KEY=⟨hex⟩  # AES-256-GCM, used by the backup job",
        'const SIGNING_KEY = Buffer.from("⟨b64⟩", "base64"); // HMAC for magic links',
    ),
    lambda r: {
        "fernet": b64url(r, 32) + "=",
        "jwt": pick(r, ALNUM, 48),
        "hex": hexs(r, 64),
        "b64": b64(r, 32),
    },
    n=4,
    secrets=("fernet", "jwt", "hex", "b64"),
)

SECRETS: tuple[Kind, ...] = (
    CLI_PASSWORDS,
    SMALL_PRIVATE_KEYS,
    SYMMETRIC_KEYS,
    GITHUB,
    GITLAB,
    SLACK,
    STRIPE,
    AWS,
    LLM,
    GOOGLE_OAUTH,
    MESSAGING,
    REGISTRY_TOKENS,
    SAAS_TOKENS,
    INFRA_TOKENS,
    OPENSSH,
    PEM_KEYS,
    CONN_STRINGS,
    CONFIG_PASSWORDS,
    PROSE_PASSWORDS,
    BEARER,
    WEBHOOK_SECRETS,
    AZURE_STORAGE,
    FRAMEWORK,
    BASIC_AUTH,
    K8S_SECRET,
    MIXED,
)
