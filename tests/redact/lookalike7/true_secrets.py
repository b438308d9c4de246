"""True secrets in memory-note framings. ``secrets`` names the fields whose values must not
survive the scrubber. Every vendor prefix is joined from pieces; every value is random.
"""

from __future__ import annotations

import json

from tests.redact.lookalike7.gen import (
    ALNUM,
    B64URL,
    BECH32,
    LOWER_ALNUM,
    PRIV,
    UPPER_ALNUM,
    URL_SAFE_PASSWORD,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    begin,
    end,
    hexs,
    num,
    password,
    pick,
    sha256_hex,
    uhex,
    uuid4,
    word,
    wrap,
)

GH = "gh"
CLI_PASSWORD = ALNUM + "-_."
SK = "sk"


def _pw(r, alphabet: str = URL_SAFE_PASSWORD) -> str:
    return password(r, r.randint(18, 26), alphabet)


def _host(r) -> str:
    return word(r, "db-prod-1.internal", "pg.acme.dev", "10.20.4.17", "orders-db.cluster-ro")


def _jwt(r) -> str:
    header = b64url_of('{"alg":"RS256","typ":"JWT","kid":"' + pick(r, B64URL, 16) + '"}')
    claims = {
        "iss": "https://acme.eu.auth0.com/",
        "sub": "auth0|" + hexs(r, 24),
        "aud": "https://api.acme.dev",
        "iat": int(num(r, 10)),
        "exp": int(num(r, 10)),
        "scope": "read:orders write:orders",
    }
    payload = b64url_of(json.dumps(claims, separators=(",", ":")))
    return f"{header}.{payload}.{b64url(r, 256)}"


def _pkcs8_body(r) -> str:
    return wrap("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(r, 870)[:1550], 64)


VCS_AND_REGISTRIES = (
    Kind(
        "github_tokens",
        (
            "Temporary PAT for the release script: ⟨tok⟩ (expires Friday, delete after).",
            "$ git remote set-url origin https://x-access-token:⟨tok⟩@github.com/acme/monorepo.git",
            "export GH_TOKEN=⟨fg⟩",
            "~/.config/gh/hosts.yml:\ngithub.com:\n    user: mira\n    oauth_token: ⟨tok⟩\n"
            "    git_protocol: https",
        ),
        lambda r: {
            "tok": GH + word(r, "p_", "o_") + pick(r, ALNUM, 36),
            "fg": "github_" + "pat_11" + pick(r, UPPER_ALNUM, 20) + "_" + pick(r, ALNUM, 59),
        },
        n=5,
        secrets=("tok", "fg"),
    ),
    Kind(
        "gitlab_tokens",
        (
            "GitLab project access token for the mirror job: ⟨tok⟩",
            'curl --header "PRIVATE-TOKEN: ⟨tok⟩" https://gitlab.corp.acme/api/v4/projects/'
            "⟨pid⟩/pipelines",
            '[runner] token = "⟨rt⟩"',
        ),
        lambda r: {
            "tok": "gl" + "pat-" + pick(r, B64URL, 20),
            "pid": num(r, 3),
            "rt": "gl" + "rt-" + pick(r, B64URL, 20),
        },
        n=4,
        secrets=("tok", "rt"),
    ),
    Kind(
        "package_registry_tokens",
        (
            "//registry.npmjs.org/:_authToken=⟨npm⟩",
            "~/.pypirc\n[pypi]\n  username = __token__\n  password = ⟨pypi⟩",
            "dotnet nuget push bin/Release/Acme.Core.4.2.0.nupkg --api-key ⟨nuget⟩ --source "
            "https://api.nuget.org/v3/index.json",
            "NPM_TOKEN=⟨npm⟩ pnpm publish --filter @acme/ui",
        ),
        lambda r: {
            "npm": "np" + "m_" + pick(r, ALNUM, 36),
            "pypi": "py" + "pi-AgEIcHlwaS5vcmc" + b64url(r, 60),
            "nuget": "oy" + "2" + pick(r, LOWER_ALNUM, 43),
        },
        n=5,
        secrets=("npm", "pypi", "nuget"),
    ),
    Kind(
        "artifactory_maven_creds",
        (
            "<server>\n  <id>acme-releases</id>\n  <username>ci-deployer</username>\n  "
            "<password>⟨pw⟩</password>\n</server>",
            "gradle.properties on the build box: artifactoryUser=ci\nartifactoryPassword=⟨api⟩",
            "signing.keyId=⟨kid⟩\nsigning.password=⟨pw⟩\nsigning.secretKeyRingFile=/home/ci/"
            ".gnupg/secring.gpg",
        ),
        lambda r: {
            "pw": _pw(r),
            "api": "AKC" + "p8" + pick(r, ALNUM, 69),
            "kid": uhex(r, 8),
        },
        n=4,
        secrets=("pw", "api"),
    ),
)

CHAT_AND_SAAS = (
    Kind(
        "slack_tokens",
        (
            "Bot token for the deploy notifier: ⟨xb⟩",
            "SLACK_BOT_TOKEN=⟨xb⟩\nSLACK_APP_TOKEN=⟨xa⟩",
            "curl -H 'Authorization: Bearer ⟨xp⟩' https://slack.com/api/conversations.list",
        ),
        lambda r: {
            "xb": "xo" + "xb-" + num(r, 12) + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24),
            "xa": "xa" + "pp-1-A" + pick(r, UPPER_ALNUM, 10) + "-" + num(r, 13) + "-" + hexs(r, 64),
            "xp": "xo"
            + "xp-"
            + num(r, 12)
            + "-"
            + num(r, 12)
            + "-"
            + num(r, 13)
            + "-"
            + hexs(r, 32),
        },
        n=4,
        secrets=("xb", "xa", "xp"),
    ),
    Kind(
        "chat_webhook_urls",
        (
            "Alerts go to #ops-alerts via https://hooks.slack.com/services/T⟨t⟩/B⟨b⟩/⟨slack⟩",
            "Discord webhook for the robot lab status bot: https://discord.com/api/webhooks/"
            "⟨did⟩/⟨disc⟩",
            "Teams incoming webhook (ops channel): https://acme.webhook.office.com/webhookb2/"
            "⟨g1⟩@⟨g2⟩/IncomingWebhook/⟨teams⟩/⟨g3⟩",
        ),
        lambda r: {
            "t": pick(r, UPPER_ALNUM, 10),
            "b": pick(r, UPPER_ALNUM, 10),
            "slack": pick(r, ALNUM, 24),
            "did": num(r, 19),
            "disc": pick(r, B64URL, 68),
            "g1": uuid4(r),
            "g2": uuid4(r),
            "teams": hexs(r, 32),
            "g3": uuid4(r),
        },
        n=5,
        secrets=("slack", "disc", "teams"),
    ),
    Kind(
        "bot_tokens",
        (
            "Telegram bot for the on-call rota: ⟨tg⟩",
            "DISCORD_BOT_TOKEN=⟨dc⟩",
            'The lab bot logs in with `client.run("⟨dc⟩")` — move it to the env.',
        ),
        lambda r: {
            "tg": num(r, 10) + ":AA" + pick(r, B64URL, 33),
            "dc": "MT" + pick(r, ALNUM, 24) + "." + pick(r, B64URL, 6) + "." + pick(r, B64URL, 38),
        },
        n=4,
        secrets=("tg", "dc"),
    ),
    Kind(
        "stripe_secret_keys",
        (
            "Stripe secret key for the sandbox account: ⟨sk⟩",
            "STRIPE_SECRET_KEY=⟨sk⟩\nSTRIPE_PUBLISHABLE_KEY=⟨pk⟩",
            'stripe.api_key = "⟨rk⟩"  # restricted key, read-only on charges',
            "curl https://api.stripe.com/v1/charges -u ⟨sk⟩:",
        ),
        lambda r: {
            "sk": SK + "_" + word(r, "live", "test") + "_51" + pick(r, ALNUM, 97),
            "pk": "pk_" + "test_51" + pick(r, ALNUM, 97),
            "rk": "rk_" + "live_51" + pick(r, ALNUM, 97),
        },
        n=5,
        secrets=("sk", "rk"),
    ),
    Kind(
        "webhook_signing_secrets",
        (
            "Stripe CLI: Ready! Your webhook signing secret is ⟨wh⟩ (^C to quit)",
            "STRIPE_WEBHOOK_SECRET=⟨wh⟩",
            "GitHub App webhook secret (set in the app settings, used for X-Hub-Signature-256): "
            "⟨gh⟩",
            "svix endpoint secret for the partner webhooks: ⟨svix⟩",
        ),
        lambda r: {
            "wh": "wh" + "sec_" + pick(r, ALNUM, 32),
            "gh": hexs(r, 40),
            "svix": "wh" + "sec_" + b64(r, 24),
        },
        n=5,
        secrets=("wh", "gh", "svix"),
    ),
    Kind(
        "ai_api_keys",
        (
            "OPENAI_API_KEY=⟨oa⟩",
            "The eval harness read ANTHROPIC_API_KEY=⟨an⟩ from my shell; revoke after the run.",
            'client = OpenAI(api_key="⟨oa⟩")  # TODO env var',
        ),
        lambda r: {
            "oa": SK + "-proj-" + pick(r, B64URL, 74) + "T3Blbk" + "FJ" + pick(r, B64URL, 74),
            "an": SK + "-ant-" + "api03-" + pick(r, B64URL, 93) + "AA",
        },
        n=4,
        secrets=("oa", "an"),
    ),
    Kind(
        "saas_api_keys",
        (
            "SendGrid key for the transactional mails: ⟨sg⟩",
            "DD_API_KEY=⟨dd⟩\nDD_APP_KEY=⟨ddapp⟩",
            "Twilio: account ⟨ac⟩, auth token ⟨tw⟩",
            "Shopify admin API token for the sync app: ⟨shp⟩",
        ),
        lambda r: {
            "sg": "S" + "G." + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43),
            "dd": hexs(r, 32),
            "ddapp": hexs(r, 40),
            "ac": "AC" + hexs(r, 32),
            "tw": hexs(r, 32),
            "shp": "sh" + "pat_" + hexs(r, 32),
        },
        n=5,
        secrets=("sg", "dd", "ddapp", "tw", "shp"),
    ),
    Kind(
        "salesforce_secrets",
        (
            "Connected app 'SAP Sync': consumer secret ⟨cs⟩",
            "sfdx force:org:display says Access Token ⟨at⟩ — that's a live session, don't "
            "paste it into the ticket.",
            "refresh_token=⟨rt⟩&instance_url=https://acme.my.salesforce.com",
        ),
        lambda r: {
            "cs": uhex(r, 64),
            "at": "00D" + pick(r, ALNUM, 12) + "!" + pick(r, ALNUM + ".", 96),
            "rt": "5A" + "ep861" + pick(r, ALNUM + ".", 80),
        },
        n=4,
        secrets=("cs", "at", "rt"),
    ),
)

CLOUD = (
    Kind(
        "aws_credentials",
        (
            "[default]\naws_access_key_id = AKIA⟨kid⟩\naws_secret_access_key = ⟨sak⟩",
            "export AWS_ACCESS_KEY_ID=AKIA⟨kid⟩ AWS_SECRET_ACCESS_KEY=⟨sak⟩",
            "The old IAM user's secret was ⟨sak⟩ — deactivated it in the console today.",
            "AWS_SESSION_TOKEN=⟨st⟩",
        ),
        lambda r: {
            "kid": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
            "sak": pick(r, ALNUM + "/+", 40),
            "st": "IQoJb3JpZ2luX2VjE" + b64(r, 420).rstrip("="),
        },
        n=5,
        secrets=("sak", "st"),
    ),
    Kind(
        "gcp_service_account_json",
        (
            '{\n  "type": "service_account",\n  "project_id": "acme-data-⟨p⟩",\n  '
            '"private_key_id": "⟨kid⟩",\n  "private_key": "⟨b⟩\\n⟨body⟩\\n⟨e⟩\\n",\n  '
            '"client_email": '
            '"etl@acme-data-⟨p⟩.iam.gserviceaccount.com"\n}',
        ),
        lambda r: {
            "p": pick(r, "abcdef0123456789", 4),
            "kid": hexs(r, 40),
            "b": begin(PRIV),
            "e": end(PRIV),
            "body": _pkcs8_body(r).replace("\n", "\\n"),
        },
        n=4,
        secrets=("body",),
    ),
    Kind(
        "azure_credentials",
        (
            "DefaultEndpointsProtocol=https;AccountName=acmebilling⟨env⟩;AccountKey=⟨ak⟩;"
            "EndpointSuffix=core.windows.net",
            "AZURE_CLIENT_ID=⟨cid⟩\nAZURE_TENANT_ID=⟨tid⟩\nAZURE_CLIENT_SECRET=⟨cs⟩",
            "SAS URL for the export container: https://acmebilling⟨env⟩.blob.core.windows.net/"
            "exports?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-06-30T00:00:00Z&spr=https&sig=⟨sig⟩",
        ),
        lambda r: {
            "env": word(r, "dev", "uat", "prd"),
            "ak": b64(r, 64),
            "cid": uuid4(r),
            "tid": uuid4(r),
            "cs": pick(r, ALNUM, 3) + "8Q~" + pick(r, ALNUM + "~._-", 34),
            "sig": b64(r, 32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D"),
        },
        n=5,
        secrets=("ak", "cs", "sig"),
    ),
    Kind(
        "vault_tokens",
        (
            "VAULT_TOKEN=⟨hvs⟩",
            "vault login ⟨hvs⟩  (root token from the DR drill — revoke!)",
            "X-Vault-Token: ⟨hvs⟩",
        ),
        lambda r: {"hvs": "hv" + "s." + "CAESI" + pick(r, B64URL, 86)},
        n=4,
        secrets=("hvs",),
    ),
)

KEYS = (
    Kind(
        "openssh_private_key",
        (
            "Deploy key for the robot lab Pi (private half, from ~/.ssh/id_ed25519):\n\n⟨b⟩\n"
            "⟨body⟩\n⟨e⟩",
            "⟨b⟩\n⟨body⟩\n⟨e⟩",
        ),
        lambda r: {
            "b": begin("OPENSSH " + PRIV),
            "e": end("OPENSSH " + PRIV),
            "body": wrap(
                "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
                + b64(r, 280).rstrip("="),
                70,
            ),
        },
        n=4,
        secrets=("body",),
    ),
    Kind(
        "pem_private_keys",
        (
            "GitHub App private key (acme-deploy-bot), downloaded from the app settings:\n\n"
            "⟨b⟩\n⟨body⟩\n⟨e⟩",
            "The ingress TLS key for api.acme.dev ended up in the chat:\n\n⟨b⟩\n⟨body⟩\n⟨e⟩",
        ),
        lambda r: {
            "b": begin(PRIV),
            "e": end(PRIV),
            "body": _pkcs8_body(r),
        },
        n=4,
        secrets=("body",),
    ),
    Kind(
        "ec_private_key",
        (
            "MCUboot signing key (root-ec-p256.pem) — the private one, should live in the HSM:"
            "\n\n⟨b⟩\n⟨body⟩\n⟨e⟩",
        ),
        lambda r: {
            "b": begin("EC " + PRIV),
            "e": end("EC " + PRIV),
            "body": wrap(
                b64_of(
                    bytes.fromhex("30770201010420")
                    + r.randbytes(32)
                    + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
                    + r.randbytes(64)
                ),
                64,
            ),
        },
        n=4,
        secrets=("body",),
    ),
    Kind(
        "age_wireguard_private",
        (
            "My SOPS age identity (keys.txt): ⟨age⟩",
            "[Interface]\nAddress = 10.⟨o⟩.0.2/32\nPrivateKey = ⟨wg⟩\nDNS = 10.⟨o⟩.0.1",
            "# created: 2026-02-11T09:14:02+01:00\n# public key: age1⟨pub⟩\n⟨age⟩",
        ),
        lambda r: {
            "age": "AGE-SECRET" + "-KEY-1" + pick(r, BECH32, 58).upper(),
            "wg": b64(r, 32),
            "o": str(r.randint(10, 99)),
            "pub": pick(r, BECH32, 58),
        },
        n=4,
        secrets=("age", "wg"),
    ),
)

AUTH = (
    Kind(
        "bearer_tokens",
        (
            'curl -s https://api.acme.dev/v2/orders -H "Authorization: Bearer ⟨jwt⟩"',
            "Access token I copied from devtools for the repro (valid 24h): ⟨jwt⟩",
            "GET /internal/admin/flags HTTP/1.1\nHost: gateway.acme.dev\nAuthorization: Bearer "
            "⟨opaque⟩",
        ),
        lambda r: {"jwt": _jwt(r), "opaque": pick(r, ALNUM, 48)},
        n=5,
        secrets=("jwt", "opaque"),
    ),
    Kind(
        "session_cookies",
        (
            "Cookie: _acme_session=⟨sess⟩; theme=dark; locale=en-GB",
            "Set-Cookie: sessionid=⟨dj⟩; expires=Thu, 19 Mar 2026 10:00:00 GMT; HttpOnly; "
            "Path=/; SameSite=Lax; Secure",
            "To reproduce as the support user, paste JSESSIONID=⟨jsid⟩ and "
            "XSRF-TOKEN=⟨xsrf⟩ into the browser.",
        ),
        lambda r: {
            "sess": b64url(r, 96),
            "dj": pick(r, LOWER_ALNUM, 32),
            "jsid": uhex(r, 32),
            "xsrf": uuid4(r),
        },
        n=4,
        secrets=("sess", "dj", "jsid"),
    ),
    Kind(
        "basic_auth_and_docker",
        (
            "Authorization: Basic ⟨basic⟩",
            '{\n  "auths": {\n    "registry.corp.acme:5000": {\n      "auth": "⟨basic⟩"\n    }\n'
            "  }\n}",
            "curl -u ci-bot:⟨pw⟩ https://artifactory.corp.acme/api/repositories",
        ),
        lambda r: {
            "pw": (p := _pw(r)),
            "basic": b64_of(word(r, "ci-bot", "deployer", "svc_billing") + ":" + p),
        },
        n=5,
        secrets=("basic", "pw"),
    ),
)

PASSWORDS = (
    Kind(
        "passwords_in_urls",
        (
            "DATABASE_URL=postgres://orders_app:⟨pw⟩@⟨host⟩:5432/orders?sslmode=require",
            "mongodb+srv://etl:⟨pw⟩@cluster0.ab1cd.mongodb.net/analytics?retryWrites=true",
            "CELERY_BROKER_URL=amqp://worker:⟨pw⟩@rabbitmq.internal:5672/prod",
            "redis://default:⟨pw⟩@cache.acme.dev:6380/0",
        ),
        lambda r: {"pw": _pw(r), "host": _host(r)},
        n=6,
        secrets=("pw",),
    ),
    Kind(
        "passwords_in_config",
        (
            "postgresql:\n  auth:\n    username: search\n    password: ⟨pw⟩\n    database: search",
            "[database]\nhost = ⟨host⟩\nuser = ledger\npassword = ⟨pw⟩",
            "spring.datasource.password=⟨pw⟩",
            'db_password = "⟨pw⟩"   # terraform.tfvars for the staging stack',
            "MYSQL_ROOT_PASSWORD=⟨pw⟩",
        ),
        lambda r: {"pw": _pw(r, password_chars()), "host": _host(r)},
        n=6,
        secrets=("pw",),
    ),
    Kind(
        "passwords_in_prose",
        (
            "The staging Grafana admin login is admin / ⟨pw⟩ — move it to 1Password.",
            "Heike gave me the SAP RFC user's password for the test: ⟨pw⟩",
            "Das Passwort für den Testbenutzer lautet ⟨pw⟩ (bis Freitag gültig).",
            "Le mot de passe du compte de service est ⟨pw⟩, à changer après la migration.",
        ),
        lambda r: {"pw": _pw(r)},
        n=5,
        secrets=("pw",),
    ),
    Kind(
        "passwords_in_cli_flags",
        (
            "$ mysql -h ⟨host⟩ -u root -p'⟨pw⟩' orders",
            "docker login registry.corp.acme:5000 -u deployer -p ⟨pw⟩",
            "redis-cli -h cache.acme.dev -a ⟨pw⟩ --no-auth-warning INFO replication",
            'sqlcmd -S tcp:sql-billing.corp.acme,1433 -U sa -P "⟨pw⟩" -Q "SELECT @@VERSION"',
        ),
        lambda r: {"pw": _pw(r, CLI_PASSWORD), "host": _host(r)},
        n=5,
        secrets=("pw",),
    ),
    Kind(
        "connection_strings",
        (
            '"ConnectionStrings": {\n  "Billing": "Server=tcp:sql-billing.corp.acme,1433;'
            'Database=Billing;User ID=billing_app;Password=⟨pw⟩;Encrypt=True;"\n}',
            "jdbc:oracle:thin:billing/⟨pw⟩@//ora-prd.corp.acme:1521/BILLPDB",
            "sapnwrfc.ini:\nDEST=PRD\nASHOST=sap-prd.corp.acme\nSYSNR=00\nCLIENT=100\nUSER="
            "RFC_BILLING\nPASSWD=⟨pw⟩",
            "Driver={ODBC Driver 18 for SQL Server};Server=db2gw.corp.acme;Uid=mfuser;Pwd=⟨pw⟩;",
        ),
        lambda r: {"pw": _pw(r, password_chars())},
        n=5,
        secrets=("pw",),
    ),
    Kind(
        "k8s_secret_manifest",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨svc⟩-db\ntype: Opaque\ndata:\n"
            "  username: ⟨user⟩\n  password: ⟨pwb⟩",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨svc⟩-api\nstringData:\n  "
            "API_TOKEN: ⟨tok⟩",
        ),
        lambda r: {
            "svc": word(r, "orders", "ledger", "search"),
            "user": b64_of("app"),
            "pwb": b64_of(_pw(r)),
            "tok": pick(r, ALNUM, 40),
        },
        n=4,
        secrets=("pwb", "tok"),
    ),
)

MIXED = (
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy notes: image sha256:⟨d⟩ from commit ⟨sha⟩, request id ⟨u⟩, and the "
            "GitLab token I used for the mirror was ⟨tok⟩.",
            "Debug dump:\ntrace_id=⟨tid⟩\nbuild=⟨sha⟩\nSTRIPE_KEY=⟨sk⟩\nregion=eu-west-1",
            "PR #⟨pr⟩ checklist: lockfile integrity ok (sha512-⟨sri⟩), actions pinned to "
            "⟨sha⟩, but .env.test still contains DB_PASSWORD=⟨pw⟩ — remove before merge.",
        ),
        lambda r: {
            "d": sha256_hex(r),
            "sha": hexs(r, 40),
            "u": uuid4(r),
            "tok": "gl" + "pat-" + pick(r, B64URL, 20),
            "tid": hexs(r, 32),
            "sk": SK + "_" + "live_51" + pick(r, ALNUM, 97),
            "pr": num(r, 4),
            "sri": b64(r, 64),
            "pw": _pw(r),
        },
        n=6,
        secrets=("tok", "sk", "pw"),
    ),
)


def password_chars() -> str:
    """Symbols that survive unquoted in YAML, INI, properties and ODBC strings."""
    return ALNUM + "!#%*+-.=?^_~"
