"""True secrets in memory-note framings. Each kind names the fields whose values must not
survive; every vendor prefix is joined from pieces so no literal here is a credential."""

from __future__ import annotations

from tests.redact.lookalike9.gen import (
    ALNUM,
    B32L,
    LOWER_ALNUM,
    URL_SAFE_PW,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    between,
    block,
    hexs,
    num,
    one,
    password,
    pem_body,
    pick,
    uuid4,
)

GHP = "gh" + "p_"
GHPAT = "github" + "_pat_"
GLPAT = "gl" + "pat-"
XOXB = "xo" + "xb-"
SK_LIVE = "s" + "k_live_"
RK_LIVE = "r" + "k_live_"
WHSEC = "wh" + "sec_"
AKIA = "AK" + "IA"
NPM = "n" + "pm_"
PYPI = "py" + "pi-AgEIcHlwaS5vcmc"
OPENAI = "s" + "k-proj-"
ANTHROPIC = "s" + "k-ant-api03-"
SG = "S" + "G."
SHPAT = "sh" + "pat_"
SHPSS = "sh" + "pss_"
HVS = "h" + "vs."
DCKR = "dc" + "kr_pat_"
GOCSPX = "GO" + "CSPX-"
SLACK_HOOK = "https://hooks.slack.com/" + "services/"
BEGIN = "-----BEGIN "
END = "-----END "


def _pem(label: str):
    def values(r) -> dict[str, str]:
        lines = pem_body(r, 900)
        return {"body": "\n".join(lines), "begin": BEGIN + label, "end": END + label}

    return values


def pem_secrets(name: str, value: str) -> list[str]:
    """A PEM body must go line by line; any other field goes whole."""
    if name == "body":
        lines = value.replace("\\n", "\n").split("\n")
        return [line for line in lines if len(line) >= 16]
    return [value]


def _jwt(r) -> str:
    head = b64url_of('{"alg":"HS256","typ":"JWT"}')
    body = b64url_of('{"sub":"' + uuid4(r) + '","role":"admin","exp":' + "17" + num(r, 8) + "}")
    return f"{head}.{body}.{b64url(r, 32)}"


SECRETS: tuple[Kind, ...] = (
    Kind(
        "github-classic-pat",
        (
            "export GITHUB_TOKEN=⟨tok⟩  # used it to re-run the release workflow",
            "git clone https://x-access-token:⟨tok⟩@github.com/acme/ledger-core.git",
            "The bot's PAT for the Rails repo is ⟨tok⟩ (repo + workflow scopes).",
        ),
        lambda r: {"tok": GHP + pick(r, ALNUM, 36)},
        n=5,
        secrets=("tok",),
    ),
    Kind(
        "github-fine-grained-pat",
        (
            "gh auth login --with-token <<< ⟨tok⟩",
            block(
                '[credential "https://github.com"]',
                "    username = acme-ci",
                "    password = ⟨tok⟩",
            ),
        ),
        lambda r: {"tok": GHPAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)},
        n=4,
        secrets=("tok",),
    ),
    Kind(
        "gitlab-pat",
        (
            'curl --header "PRIVATE-TOKEN: ⟨tok⟩" https://gitlab.acme.io/api/v4/projects/⟨p⟩',
            "GITLAB_TOKEN=⟨tok⟩ for the Laravel mirror job",
        ),
        lambda r: {"tok": GLPAT + pick(r, ALNUM + "-_", 20), "p": num(r, 3)},
        n=4,
        secrets=("tok",),
    ),
    Kind(
        "slack-bot-token",
        (
            "SLACK_BOT_TOKEN=⟨tok⟩",
            "Deploy notifier posts with ⟨tok⟩ into #releases.",
        ),
        lambda r: {"tok": XOXB + num(r, 12) + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24)},
        n=4,
        secrets=("tok",),
    ),
    Kind(
        "slack-webhook-url",
        (
            "alertmanager slack_api_url: " + SLACK_HOOK + "⟨path⟩",
            'curl -X POST -d \'{"text":"deploy ok"}\' ' + SLACK_HOOK + "⟨path⟩",
        ),
        lambda r: {
            "path": "T"
            + pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10)
            + "/B"
            + pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10)
            + "/"
            + pick(r, ALNUM, 24)
        },
        n=4,
        secrets=("path",),
    ),
    Kind(
        "stripe-secret-keys",
        (
            "STRIPE_SECRET=⟨sk⟩",
            "\\Stripe\\Stripe::setApiKey('⟨sk⟩'); // TODO move to .env before merging",
            "stripe listen --api-key ⟨rk⟩ --forward-to localhost:8000/webhooks/stripe",
        ),
        lambda r: {"sk": SK_LIVE + pick(r, ALNUM, 99), "rk": RK_LIVE + pick(r, ALNUM, 99)},
        n=5,
        secrets=("sk", "rk"),
    ),
    Kind(
        "stripe-webhook-secret",
        (
            "STRIPE_WEBHOOK_SECRET=⟨wh⟩",
            "Endpoint we_⟨we⟩ signing secret is ⟨wh⟩ (prod).",
        ),
        lambda r: {"wh": WHSEC + pick(r, ALNUM, 32), "we": pick(r, ALNUM, 24)},
        n=4,
        secrets=("wh",),
    ),
    Kind(
        "aws-credentials",
        (
            block(
                "[default]",
                "aws_access_key_id = ⟨akid⟩",
                "aws_secret_access_key = ⟨sak⟩",
                "region = eu-west-1",
            ),
            "AWS_ACCESS_KEY_ID=⟨akid⟩ AWS_SECRET_ACCESS_KEY=⟨sak⟩ sam deploy --guided",
            "CI user keys: ⟨akid⟩ / ⟨sak⟩ (rotate after the audit!)",
        ),
        lambda r: {
            "akid": AKIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
            "sak": pick(r, ALNUM + "+/", 40),
        },
        n=5,
        secrets=("sak",),
    ),
    Kind(
        "gcp-service-account-key",
        (
            block(
                "{",
                '  "type": "service_account",',
                '  "project_id": "acme-data-prod",',
                '  "private_key": "⟨begin⟩-----\\n⟨body⟩\\n⟨end⟩-----\\n",',
                '  "client_email": "bq-loader@acme-data-prod.iam.gserviceaccount.com"',
                "}",
            ),
        ),
        lambda r: (lambda v: {**v, "body": v["body"].replace("\n", "\\n")})(_pem("PRIVATE KEY")(r)),
        n=4,
        secrets=("body",),
    ),
    Kind(
        "pem-private-keys",
        (
            block("⟨begin⟩-----", "⟨body⟩", "⟨end⟩-----"),
            block("deploy key for the bastion:", "⟨begin⟩-----", "⟨body⟩", "⟨end⟩-----"),
        ),
        lambda r: _pem(one(r, ("RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY")))(r),
        n=5,
        secrets=("body",),
    ),
    Kind(
        "db-urls-with-passwords",
        (
            "DATABASE_URL=postgres://app:⟨pw⟩@db.⟨env⟩.internal:5432/shop",
            "mysql://laravel:⟨pw⟩@127.0.0.1:3306/bodega (from the old .env on the VM)",
            "mongodb+srv://chat:⟨pw⟩@cluster0.⟨h⟩.mongodb.net/chat?retryWrites=true",
            "redis://default:⟨pw⟩@redis-⟨h⟩.cache.amazonaws.com:6379/0",
        ),
        lambda r: {
            "pw": password(r, 22, URL_SAFE_PW),
            "env": one(r, ("prod", "staging")),
            "h": pick(r, LOWER_ALNUM, 6),
        },
        n=6,
        secrets=("pw",),
    ),
    Kind(
        "config-passwords",
        (
            block(
                "spring:",
                "  datasource:",
                "    url: jdbc:postgresql://ledger-db:5432/ledger",
                "    username: ledger_app",
                "    password: ⟨pw⟩",
            ),
            block("[mysqld_client]", "user = wp_acme", 'password = "⟨pw⟩"'),
            '"ConnectionStrings": { "Hr": "Server=sql-intranet;Database=Hr;User Id=hr_app;'
            'Password=⟨pw⟩;" }',
            "DB_PASSWORD=⟨pw⟩",
        ),
        lambda r: {"pw": password(r, 20)},
        n=6,
        secrets=("pw",),
    ),
    Kind(
        "cli-flag-passwords",
        (
            "mysql -h 10.0.⟨a⟩.12 -u root -p'⟨pw⟩' bodega < dump.sql",
            "PGPASSWORD='⟨pw⟩' psql -h ledger-db -U ledger_app ledger",
            "docker login registry.acme.io -u deploy --password '⟨pw⟩'",
            "sqlcmd -S sql-intranet -U sa -P '⟨pw⟩' -Q \"SELECT @@VERSION\"",
        ),
        lambda r: {"pw": password(r, 18), "a": between(r, 1, 250)},
        n=6,
        secrets=("pw",),
    ),
    Kind(
        "prose-passwords",
        (
            "Staging admin login for ⟨who⟩: admin / ⟨pw⟩ (they asked us to keep it handy).",
            "Das neue Passwort für den SFTP-Zugang ist ⟨pw⟩, gültig ab Montag.",
            "La contraseña del panel de WordPress ahora es ⟨pw⟩",
            "Unity Cloud build machine: user builder, password ⟨pw⟩",
        ),
        lambda r: {
            "pw": password(r, 18),
            "who": one(r, ("Hartmann Logistik", "Bodega Sol", "Maple & Finch")),
        },
        n=6,
        secrets=("pw",),
    ),
    Kind(
        "bearer-tokens",
        (
            "curl -H 'Authorization: Bearer ⟨tok⟩' https://api.acme-saas.io/v1/admin/users",
            block(
                "GET /internal/metrics HTTP/1.1",
                "Host: orders.fleet.svc",
                "Authorization: Bearer ⟨tok⟩",
            ),
        ),
        lambda r: {"tok": pick(r, ALNUM, 40)},
        n=4,
        secrets=("tok",),
    ),
    Kind(
        "jwt-bearer",
        (
            "Admin JWT that still works until tomorrow: ⟨jwt⟩",
            "http GET :4000/api/rooms 'Authorization:Bearer ⟨jwt⟩'",
        ),
        lambda r: {"jwt": _jwt(r)},
        n=4,
        secrets=("jwt",),
    ),
    Kind(
        "session-cookies",
        (
            "Cookie: sessionid=⟨dj⟩; csrftoken=⟨csrf⟩",
            "curl -b 'laravel_session=⟨lv⟩' https://shop.bodegasol.es/admin/orders",
            "Set-Cookie: _acme_saas_session=⟨rails⟩; path=/; secure; HttpOnly; SameSite=Lax",
        ),
        lambda r: {
            "dj": pick(r, LOWER_ALNUM, 32),
            "csrf": pick(r, ALNUM, 32),
            "lv": b64(r, 150).rstrip("="),
            "rails": b64(r, 120).rstrip("=") + "--" + hexs(r, 40),
        },
        n=6,
        secrets=("dj", "lv", "rails"),
    ),
    Kind(
        "framework-secret-keys",
        (
            "SECRET_KEY = '⟨dj⟩'  # settings/prod.py, oops",
            "APP_KEY=base64:⟨lv⟩",
            "secret_key_base: ⟨rails⟩",
            'config :chat, ChatWeb.Endpoint, secret_key_base: "⟨phx⟩"',
            "RAILS_MASTER_KEY=⟨master⟩",
        ),
        lambda r: {
            "dj": "django-insecure-" + pick(r, LOWER_ALNUM + "!@#%^&*(-_=+)", 50)
            if r.random() < 0.3
            else pick(r, LOWER_ALNUM + "!@#%^&*(-_=+)", 50),
            "lv": b64(r, 32),
            "rails": hexs(r, 128),
            "phx": pick(r, ALNUM + "+/", 64),
            "master": hexs(r, 32),
        },
        n=5,
        secrets=("dj", "lv", "rails", "phx", "master"),
    ),
    Kind(
        "wordpress-salts",
        (
            "define( 'AUTH_KEY',         '⟨k⟩' );",
            "define( 'SECURE_AUTH_SALT', '⟨k⟩' );",
        ),
        lambda r: {"k": pick(r, ALNUM + "!#$%&()*+,-.:;<=>?@[]^_{|}~", 64)},
        n=4,
        secrets=("k",),
    ),
    Kind(
        "package-registry-tokens",
        (
            "//registry.npmjs.org/:_authToken=⟨npm⟩",
            block("[pypi]", "  username = __token__", "  password = ⟨pypi⟩"),
            "NPM_TOKEN=⟨npm⟩ pnpm publish --access public",
            "twine upload -u __token__ -p ⟨pypi⟩ dist/*",
        ),
        lambda r: {
            "npm": NPM + pick(r, ALNUM, 36),
            "pypi": PYPI + pick(r, ALNUM + "-_", 120),
        },
        n=5,
        secrets=("npm", "pypi"),
    ),
    Kind(
        "ai-api-keys",
        (
            "OPENAI_API_KEY=⟨oa⟩",
            "ANTHROPIC_API_KEY=⟨an⟩ used by the support-bot Lambda",
            'client = OpenAI(api_key="⟨oa⟩")  # quick test, remove',
        ),
        lambda r: {
            "oa": OPENAI + pick(r, ALNUM + "-_", 120),
            "an": ANTHROPIC + pick(r, ALNUM + "-_", 93) + "AA",
        },
        n=5,
        secrets=("oa", "an"),
    ),
    Kind(
        "sendgrid-twilio",
        (
            "SENDGRID_API_KEY=⟨sg⟩",
            "TWILIO_ACCOUNT_SID=AC⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tw⟩",
        ),
        lambda r: {
            "sg": SG + pick(r, ALNUM + "-_", 22) + "." + pick(r, ALNUM + "-_", 43),
            "sid": hexs(r, 32),
            "tw": hexs(r, 32),
        },
        n=4,
        secrets=("sg", "tw"),
    ),
    Kind(
        "azure-storage-connection",
        (
            "DefaultEndpointsProtocol=https;AccountName=stintranet⟨n⟩;AccountKey=⟨key⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload --account-name stintranet⟨n⟩ --account-key ⟨key⟩ -f x.zip",
        ),
        lambda r: {"n": num(r, 3), "key": b64(r, 64)},
        n=4,
        secrets=("key",),
    ),
    Kind(
        "azure-devops-pat",
        (
            "AZURE_DEVOPS_EXT_PAT=⟨pat⟩ az pipelines run --name Intranet-CI",
            'git -c http.extraheader="AUTHORIZATION: Basic ⟨basic⟩" clone '
            "https://dev.azure.com/contoso-intranet/Intranet/_git/Intranet",
        ),
        lambda r: (lambda pat: {"pat": pat, "basic": b64_of(":" + pat)})(pick(r, B32L, 52)),
        n=4,
        secrets=("pat", "basic"),
    ),
    Kind(
        "chat-bot-tokens",
        (
            "TELEGRAM_BOT_TOKEN=⟨tg⟩",
            "Discord bot for the game community: DISCORD_TOKEN=⟨dc⟩",
        ),
        lambda r: {
            "tg": num(r, 10) + ":AA" + pick(r, ALNUM + "-_", 33),
            "dc": "MT"
            + pick(r, ALNUM, 24)
            + "."
            + pick(r, ALNUM + "-_", 6)
            + "."
            + pick(r, ALNUM + "-_", 38),
        },
        n=4,
        secrets=("tg", "dc"),
    ),
    Kind(
        "shopify-tokens",
        (
            "X-Shopify-Access-Token: ⟨at⟩",
            "SHOPIFY_API_SECRET=⟨ss⟩  # bundles app, from the Partner dashboard",
        ),
        lambda r: {"at": SHPAT + hexs(r, 32), "ss": SHPSS + hexs(r, 32)},
        n=4,
        secrets=("at", "ss"),
    ),
    Kind(
        "wallet-private-keys",
        (
            "DEPLOYER_PRIVATE_KEY=0x⟨pk⟩",
            'accounts: ["0x⟨pk⟩"], // hardhat.config.ts sepolia deployer',
            "cast send ⟨to⟩ 'pause()' --private-key 0x⟨pk⟩ --rpc-url $RPC",
        ),
        lambda r: {"pk": hexs(r, 64), "to": "0x" + hexs(r, 40)},
        n=5,
        secrets=("pk",),
    ),
    Kind(
        "vault-and-docker-tokens",
        (
            "VAULT_TOKEN=⟨hv⟩ vault kv get secret/fleet/orders",
            "echo ⟨dk⟩ | docker login -u acmeci --password-stdin",
        ),
        lambda r: {"hv": HVS + pick(r, ALNUM + "_-", 90), "dk": DCKR + pick(r, ALNUM + "-_", 27)},
        n=4,
        secrets=("hv", "dk"),
    ),
    Kind(
        "oauth-client-secrets",
        (
            "GOOGLE_CLIENT_SECRET=⟨g⟩",
            block(
                '  "AzureAd": {',
                '    "ClientId": "⟨cid⟩",',
                '    "ClientSecret": "⟨az⟩"',
                "  }",
            ),
        ),
        lambda r: {
            "g": GOCSPX + pick(r, ALNUM + "-_", 28),
            "cid": uuid4(r),
            "az": pick(r, ALNUM, 3) + "8Q~" + pick(r, ALNUM + "-_.~", 34),
        },
        n=4,
        secrets=("g", "az"),
    ),
    Kind(
        "webhook-signing-secrets",
        (
            "GitHub webhook secret for the deploy hook: ⟨s⟩",
            "SHOPIFY_WEBHOOK_SECRET=⟨s⟩",
        ),
        lambda r: {"s": hexs(r, 40)},
        n=4,
        secrets=("s",),
    ),
    Kind(
        "secret-among-lookalikes",
        (
            block(
                "Checkout debugging notes:",
                "- request id ⟨uuid⟩",
                "- commit ⟨sha⟩",
                "- image sha256:⟨dig⟩",
                "- STRIPE_SECRET_KEY=⟨sk⟩",
            ),
            "Ledger deploy ⟨sha⟩ ok; trace ⟨trace⟩; DB url postgres://ledger:⟨pw⟩@db:5432/"
            "ledger; pod ledger-⟨pod⟩",
        ),
        lambda r: {
            "uuid": uuid4(r),
            "sha": hexs(r, 40),
            "dig": hexs(r, 64),
            "sk": SK_LIVE + pick(r, ALNUM, 24),
            "trace": hexs(r, 32),
            "pw": password(r, 20, URL_SAFE_PW),
            "pod": pick(r, LOWER_ALNUM, 10),
        },
        n=6,
        secrets=("sk", "pw"),
    ),
)
