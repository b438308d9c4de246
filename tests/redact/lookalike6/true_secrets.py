"""True secrets in memory-note framings: each case lists the values that must not survive.

Every credential here is random and joined from pieces, so no literal in this file matches a
vendor's published token format on its own.
"""

from __future__ import annotations

import json
from random import Random
from urllib.parse import quote

from tests.redact.lookalike6.gen import (
    ALNUM,
    B32,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    URL_SAFE_PW,
    Kind,
    V,
    b64,
    b64_of,
    b64url,
    hexs,
    num,
    password,
    pick,
    uuid4,
    wrap,
)

_B64 = ALNUM + "+/"
_PRIV = "PRIVATE" + " KEY"


def _gh_classic(r: Random) -> str:
    return "gh" + "p_" + pick(r, ALNUM, 36)


def _gh_fine(r: Random) -> str:
    return "github" + "_pat_" + pick(r, UPPER_ALNUM, 22) + "_" + pick(r, ALNUM, 59)


def _gh_server(r: Random) -> str:
    return "gh" + "s_" + pick(r, ALNUM, 36)


def _pw(r: Random) -> str:
    return password(r, r.randint(16, 24))


def _url_pw(r: Random) -> str:
    return password(r, r.randint(18, 26), URL_SAFE_PW)


def _jwt(r: Random) -> str:
    header = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
    claims = {"sub": uuid4(r), "scope": "ledger:write", "exp": int(num(r, 10))}
    payload = b64_of(json.dumps(claims)).rstrip("=").replace("+", "-").replace("/", "_")
    return header + "." + payload + "." + b64url(r, 32)


GITHUB_TOKENS = Kind(
    "github_tokens",
    (
        "GH_TOKEN=⟨classic⟩  # my PAT for the release script, repo+workflow scopes",
        "gh auth status\n  ✓ Logged in to github.com account acme-bot (keyring)\n"
        "  - Token: ⟨classic⟩",
        "Fine-grained token for the docs bot (expires in 30 days): ⟨fine⟩",
        '{"token": "⟨server⟩", "expires_at": "2026-03-02T11:00:00Z", "permissions": '
        '{"contents": "write"}}',
    ),
    V(classic=_gh_classic, fine=_gh_fine, server=_gh_server),
    n=5,
    secrets=("classic", "fine", "server"),
)

GITLAB_TOKENS = Kind(
    "gitlab_tokens",
    (
        "git clone https://oauth2:⟨pat⟩@gitlab.acme.dev/platform/infra.git",
        "CI_REGISTRY_TOKEN for the mirror job = ⟨pat⟩",
        "[gitlab]\nurl = https://gitlab.acme.dev\nprivate_token = ⟨pat⟩",
        "Runner registered with token ⟨runner⟩ (project runner, tags: arm64).",
    ),
    V(
        pat=lambda r: "gl" + "pat-" + pick(r, ALNUM + "-_", 20),
        runner=lambda r: "gl" + "rt-" + pick(r, ALNUM + "-_", 20),
    ),
    n=4,
    secrets=("pat", "runner"),
)

SLACK_TOKENS = Kind(
    "slack_tokens",
    (
        "SLACK_BOT_TOKEN=⟨bot⟩\nSLACK_SIGNING_SECRET=⟨sign⟩",
        "The deploy notifier uses bot token ⟨bot⟩ in #deploys.",
        'slack_sdk.WebClient(token="⟨user⟩")  # user token, has chat:write as me',
        "app-level token for socket mode: ⟨app⟩",
    ),
    V(
        bot=lambda r: "xo" + "xb-" + num(r, 12) + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24),
        user=lambda r: "xo" + "xp-" + "-".join(num(r, 12) for _ in range(3)) + "-" + hexs(r, 32),
        app=lambda r: (
            "xa" + "pp-1-A" + pick(r, UPPER_ALNUM, 10) + "-" + num(r, 13) + "-" + hexs(r, 64)
        ),
        sign=lambda r: hexs(r, 32),
    ),
    n=4,
    secrets=("bot", "user", "app", "sign"),
)

SLACK_WEBHOOK_URLS = Kind(
    "slack_webhook_urls",
    (
        "Alertmanager receiver: slack_api_url: https://hooks.slack.com/services/T⟨t⟩/B⟨b⟩/⟨tok⟩",
        'curl -X POST -d \'{"text":"deploy done"}\' https://hooks.slack.com/services/T⟨t⟩/B⟨b⟩/⟨tok⟩',
        "Discord webhook for build alerts: https://discord.com/api/webhooks/⟨did⟩/⟨dtok⟩",
        "TEAMS_WEBHOOK=https://acme.webhook.office.com/webhookb2/⟨u⟩@⟨u2⟩/IncomingWebhook/"
        "⟨hx⟩/⟨u3⟩/⟨sig⟩",
    ),
    V(
        t=lambda r: pick(r, UPPER_ALNUM, 10),
        b=lambda r: pick(r, UPPER_ALNUM, 10),
        tok=lambda r: pick(r, ALNUM, 24),
        did=lambda r: num(r, 19),
        dtok=lambda r: pick(r, B64URL, 68),
        u=uuid4,
        u2=uuid4,
        hx=lambda r: hexs(r, 32),
        u3=uuid4,
        sig=lambda r: "V2" + pick(r, B64URL, 43),
    ),
    n=4,
    secrets=("tok", "dtok", "sig"),
)

STRIPE_SECRET_KEYS = Kind(
    "stripe_secret_keys",
    (
        "STRIPE_SECRET_KEY=⟨sk⟩",
        'stripe.api_key = "⟨sk⟩"  # TODO move to env before merging',
        "The reconciliation job uses a restricted key ⟨rk⟩ (read-only on charges and payouts).",
        "$ stripe listen --api-key ⟨sk⟩ --forward-to localhost:8000/webhooks/stripe",
    ),
    V(
        sk=lambda r: "sk" + "_live_" + pick(r, ALNUM, r.choice([24, 99])),
        rk=lambda r: "rk" + "_live_" + pick(r, ALNUM, 99),
    ),
    n=5,
    secrets=("sk", "rk"),
)

AWS_CREDENTIALS = Kind(
    "aws_credentials",
    (
        "[ledger-prod]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sak⟩",
        "export AWS_ACCESS_KEY_ID=⟨akid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sak⟩\n"
        "export AWS_SESSION_TOKEN=⟨st⟩",
        "Temporary creds from the console for the restore drill: key ⟨akid⟩, secret ⟨sak⟩",
        '{"AccessKeyId": "⟨asia⟩", "SecretAccessKey": "⟨sak⟩", "SessionToken": "⟨st⟩"}',
    ),
    V(
        akid=lambda r: "AK" + "IA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        asia=lambda r: "AS" + "IA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        sak=lambda r: pick(r, _B64, 40),
        st=lambda r: "IQoJb3JpZ2luX2Vj" + pick(r, _B64, 300),
    ),
    n=5,
    secrets=("sak", "st"),
)

LLM_API_KEYS = Kind(
    "llm_api_keys",
    (
        "OPENAI_API_KEY=⟨oa⟩",
        'client = anthropic.Anthropic(api_key="⟨an⟩")',
        "Eval harness reads keys from .env: OPENAI_API_KEY=⟨oa⟩ and ANTHROPIC_API_KEY=⟨an⟩",
        "Ran the batch with my personal key ⟨an⟩ — swap for the team key before sharing.",
    ),
    V(
        oa=lambda r: "sk-" + "proj-" + pick(r, B64URL, 74) + "T3Blbk" + "FJ" + pick(r, B64URL, 74),
        an=lambda r: "sk-" + "ant-" + "api03-" + pick(r, B64URL, 93) + "AA",
    ),
    n=5,
    secrets=("oa", "an"),
)

GOOGLE_SERVER_KEYS = Kind(
    "google_server_keys",
    (
        "GEOCODING_SERVER_KEY=⟨k⟩  # unrestricted, backend only",
        "curl 'https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=⟨k⟩'",
        "The YouTube Data API key for the ingest job is ⟨k⟩ (quota 10k/day).",
        'translate_client = translate.Client(client_options={"api_key": "⟨k⟩"})',
    ),
    V(k=lambda r: "AI" + "za" + pick(r, B64URL, 35)),
    n=4,
    secrets=("k",),
)


def _sa(r: Random) -> dict[str, str]:
    body = b64(r, 1190)
    escaped = "\\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return {
        "body": escaped,
        "proj": r.choice(["acme-prod-381920", "dp-ingest-220114", "ml-train-771203"]),
        "kid": hexs(r, 40),
        "cid": num(r, 21),
        "name": r.choice(["exporter", "bq-loader", "ci-deployer"]),
    }


GCP_SERVICE_ACCOUNT_JSON = Kind(
    "gcp_service_account_json",
    (
        '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n  "private_key_id": "⟨kid⟩",\n'
        '  "private_key": "-----BEGIN '
        + _PRIV
        + "-----\\n⟨body⟩\\n-----END "
        + _PRIV
        + '-----\\n",\n'
        '  "client_email": "⟨name⟩@⟨proj⟩.iam.gserviceaccount.com",\n  "client_id": "⟨cid⟩"\n}',
        'GOOGLE_CREDENTIALS=\'{"type":"service_account","private_key":"-----BEGIN '
        + _PRIV
        + "-----\\n⟨body⟩\\n-----END "
        + _PRIV
        + '-----\\n","client_email":"⟨name⟩@⟨proj⟩.iam.gserviceaccount.com"}\'',
    ),
    _sa,
    n=4,
    secrets=("body",),
)


def _pem(r: Random) -> dict[str, str]:
    return {
        "rsa": wrap("MIIEow" + b64(r, 1180)[6:]),
        "ec": wrap("MHcCAQEEI" + b64(r, 114)[9:]),
        "ossh": wrap("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ" + b64(r, 300)[42:], 70),
        "pk8": wrap("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + b64(r, 1180)[32:]),
    }


PEM_PRIVATE_KEYS = Kind(
    "pem_private_keys",
    (
        "-----BEGIN RSA " + _PRIV + "-----\n⟨rsa⟩\n-----END RSA " + _PRIV + "-----",
        "Deploy key for the firmware signer (temporary, rotate!):\n-----BEGIN EC "
        + _PRIV
        + "-----\n⟨ec⟩\n-----END EC "
        + _PRIV
        + "-----",
        "-----BEGIN OPENSSH " + _PRIV + "-----\n⟨ossh⟩\n-----END OPENSSH " + _PRIV + "-----",
        "tls.key for the staging ingress:\n-----BEGIN "
        + _PRIV
        + "-----\n⟨pk8⟩\n-----END "
        + _PRIV
        + "-----",
    ),
    _pem,
    n=5,
    secrets=("rsa", "ec", "ossh", "pk8"),
)

DB_URL_PASSWORDS = Kind(
    "db_url_passwords",
    (
        "DATABASE_URL=postgres://ledger:⟨pw⟩@ledger-prod.cluster-⟨c⟩.eu-west-1.rds.amazonaws.com:5432/ledger",
        "psql 'postgresql://analyst:⟨pw⟩@warehouse.internal:5432/dwh?sslmode=require'",
        'SQLALCHEMY_DATABASE_URI = "mysql+pymysql://game:⟨pw⟩@db-⟨c⟩.pixelforge.internal/saves"',
        "jdbc:sqlserver://sql-⟨c⟩.database.windows.net:1433;database=billing;user=billing_app;"
        "password=⟨pw⟩;encrypt=true",
    ),
    V(pw=_url_pw, c=lambda r: pick(r, LOWER_ALNUM, 12)),
    n=5,
    secrets=("pw",),
)

NOSQL_QUEUE_URLS = Kind(
    "nosql_queue_urls",
    (
        "MONGO_URI=mongodb+srv://app:⟨pw⟩@cluster0.⟨c⟩.mongodb.net/prod?retryWrites=true",
        "REDIS_URL=rediss://default:⟨pw⟩@redis-⟨n⟩.c⟨m⟩.eu-west-1-2.ec2.cloud.redislabs.com:⟨n⟩",
        "celery broker: amqps://worker:⟨pw⟩@rabbit.ingest.internal:5671/%2F",
        "kafka-console-consumer --bootstrap-server b-1.msk:9096 --consumer-property "
        "sasl.jaas.config='org.apache.kafka.common.security.scram.ScramLoginModule required "
        'username="ingest" password="⟨pw⟩";\'',
    ),
    V(
        pw=_url_pw,
        c=lambda r: pick(r, LOWER_ALNUM, 5),
        n=lambda r: num(r, 5),
        m=lambda r: num(r, 4),
    ),
    n=4,
    secrets=("pw",),
)

CONFIG_PASSWORDS = Kind(
    "config_passwords",
    (
        "spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/orders\n    username: orders\n"
        "    password: ⟨pw⟩",
        "[smtp]\nhost = smtp.eu.mailgun.org\nuser = postmaster@mg.acme.dev\npassword = ⟨pw⟩",
        '<connectionStrings>\n  <add name="Saves" connectionString="Server=sql01;Database=saves;'
        'User Id=game;Password=⟨pw⟩;" />\n</connectionStrings>',
        '[database]\nhost = "10.0.3.12"\nuser = "grafana"\npassword = "⟨pw⟩"',
    ),
    V(pw=_pw),
    n=5,
    secrets=("pw",),
)

CLI_FLAG_PASSWORDS = Kind(
    "cli_flag_passwords",
    (
        "$ mysql -h db.stage -u root -p'⟨pw⟩' -e 'show processlist'",
        "$ PGPASSWORD='⟨pw⟩' pg_dump -h ledger-replica -U readonly ledger > ledger.sql",
        "docker run -e POSTGRES_PASSWORD='⟨pw⟩' -p 5432:5432 postgres:16",
        "$ redis-cli -h cache.prod -a '⟨pw⟩' --no-auth-warning info memory",
    ),
    V(pw=_pw),
    n=5,
    secrets=("pw",),
)

PROSE_PASSWORDS = Kind(
    "prose_passwords",
    (
        "The staging admin login is admin / ⟨pw⟩ until Olu resets it after the demo.",
        "Das Passwort für den Jenkins-Admin ist ⟨pw⟩ (bitte nach dem Umzug ändern).",
        "Le mot de passe du routeur du labo est ⟨pw⟩, à changer après l'audit.",
        "Wi-Fi del estudio: red PixelForge-5G, contraseña ⟨pw⟩",
    ),
    V(pw=lambda r: password(r, r.randint(16, 22), ALNUM + "-_!%")),
    n=5,
    secrets=("pw",),
)

BEARER_TOKENS_HTTP = Kind(
    "bearer_tokens_http",
    (
        "GET /api/v1/ledger/entries?limit=50 HTTP/1.1\nHost: api.ledgerly.io\n"
        "Authorization: Bearer ⟨opaque⟩",
        "curl -H 'Authorization: Bearer ⟨jwt⟩' https://api.acme.dev/v2/me",
        "The partner's access token (valid 24 h) is ⟨opaque⟩ — used it to reproduce the 403.",
        "http POST :8000/admin/reindex 'Authorization:Bearer ⟨jwt⟩'",
    ),
    V(opaque=lambda r: pick(r, ALNUM, r.randint(40, 64)), jwt=_jwt),
    n=5,
    secrets=("opaque", "jwt"),
)

SESSION_COOKIES = Kind(
    "session_cookies",
    (
        "Cookie: sessionid=⟨dj⟩; csrftoken=⟨csrf⟩",
        "Set-Cookie: _ledger_session=⟨rails⟩; path=/; secure; HttpOnly; SameSite=Lax",
        "Reproduced as Priya by pasting her cookie: connect.sid=s%3A⟨sid⟩",
        "curl -b '__Host-session=⟨opaque⟩' https://app.acme.dev/api/me",
    ),
    V(
        dj=lambda r: pick(r, LOWER_ALNUM, 32),
        csrf=lambda r: pick(r, ALNUM, 32),
        rails=lambda r: quote(b64(r, 90)) + "--" + hexs(r, 40),
        sid=lambda r: pick(r, B64URL, 32) + "." + quote(b64(r, 32).rstrip("=")),
        opaque=lambda r: pick(r, B64URL, 43),
    ),
    n=5,
    secrets=("dj", "rails", "sid", "opaque"),
)

WEBHOOK_SIGNING_SECRETS = Kind(
    "webhook_signing_secrets",
    (
        "STRIPE_WEBHOOK_SECRET=⟨st⟩",
        "stripe listen printed: Ready! Your webhook signing secret is ⟨st⟩ (^C to quit)",
        "Svix endpoint secret for the partner webhooks: ⟨svix⟩",
        "GitHub webhook secret (set in repo settings → Webhooks): ⟨gh⟩",
    ),
    V(
        st=lambda r: "wh" + "sec_" + pick(r, ALNUM, 32),
        svix=lambda r: "wh" + "sec_" + b64(r, 24),
        gh=lambda r: hexs(r, 40),
    ),
    n=4,
    secrets=("st", "svix", "gh"),
)

AZURE_CONNECTION_STRINGS = Kind(
    "azure_connection_strings",
    (
        "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=acme⟨n⟩;"
        "AccountKey=⟨ak⟩;EndpointSuffix=core.windows.net",
        "Endpoint=sb://ledger-⟨n⟩.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey"
        ";SharedAccessKey=⟨sak⟩",
        "$ az storage blob list --account-name acme⟨n⟩ --account-key ⟨ak⟩ -c exports",
        "COSMOS_CONNECTION=AccountEndpoint=https://ledger-⟨n⟩.documents.azure.com:443/;"
        "AccountKey=⟨ak⟩;",
    ),
    V(
        n=lambda r: pick(r, LOWER_ALNUM, 6),
        ak=lambda r: b64(r, 64),
        sak=lambda r: b64(r, 32),
    ),
    n=4,
    secrets=("ak", "sak"),
)

PACKAGE_REGISTRY_TOKENS = Kind(
    "package_registry_tokens",
    (
        "//registry.npmjs.org/:_authToken=⟨npm⟩",
        "[pypi]\n  username = __token__\n  password = ⟨pypi⟩",
        "UV_PUBLISH_TOKEN=⟨pypi⟩ uv publish",
        "cargo login ⟨crates⟩",
    ),
    V(
        npm=lambda r: "np" + "m_" + pick(r, ALNUM, 36),
        pypi=lambda r: "pyp" + "i-AgEIcHlwaS5vcmc" + pick(r, B64URL, 140),
        crates=lambda r: "cio" + pick(r, ALNUM, 32),
    ),
    n=4,
    secrets=("npm", "pypi", "crates"),
)

EMAIL_SMS_KEYS = Kind(
    "email_sms_keys",
    (
        "SENDGRID_API_KEY=⟨sg⟩",
        "TWILIO_ACCOUNT_SID=A" + "C⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tw⟩",
        "mailgun: api key ⟨mg⟩, domain mg.acme.dev",
        "Postmark server token for transactional mail: ⟨pm⟩",
    ),
    V(
        sg=lambda r: "S" + "G." + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43),
        sid=lambda r: hexs(r, 32),
        tw=lambda r: hexs(r, 32),
        mg=lambda r: "ke" + "y-" + hexs(r, 32),
        pm=uuid4,
    ),
    n=4,
    secrets=("sg", "tw", "mg", "pm"),
)

CHAT_BOT_TOKENS = Kind(
    "chat_bot_tokens",
    (
        "TELEGRAM_BOT_TOKEN=⟨tg⟩",
        "curl https://api.telegram.org/bot⟨tg⟩/getUpdates",
        "DISCORD_TOKEN=⟨dc⟩  # the game-status bot",
        'client.run("⟨dc⟩")',
    ),
    V(
        tg=lambda r: num(r, 10) + ":AA" + pick(r, B64URL, 33),
        dc=lambda r: (
            b64_of(num(r, 18)).rstrip("=") + "." + pick(r, B64URL, 6) + "." + pick(r, B64URL, 38)
        ),
    ),
    n=4,
    secrets=("tg", "dc"),
)

SAAS_ADMIN_TOKENS = Kind(
    "saas_admin_tokens",
    (
        "Shopify admin API access token for the store sync: ⟨shop⟩",
        "DD_API_KEY=⟨dd⟩\nDD_APP_KEY=⟨ddapp⟩",
        "huggingface-cli login --token ⟨hf⟩",
        "SENTRY_AUTH_TOKEN=⟨sn⟩  # used by sentry-cli to upload dSYMs",
    ),
    V(
        shop=lambda r: "shp" + "at_" + hexs(r, 32),
        dd=lambda r: hexs(r, 32),
        ddapp=lambda r: hexs(r, 40),
        hf=lambda r: "h" + "f_" + pick(r, ALNUM, 34),
        sn=lambda r: "sntr" + "yu_" + hexs(r, 64),
    ),
    n=4,
    secrets=("shop", "dd", "ddapp", "hf", "sn"),
)

VAULT_TF_TOKENS = Kind(
    "vault_tf_tokens",
    (
        "export VAULT_TOKEN=⟨hv⟩",
        'credentials "app.terraform.io" {\n  token = "⟨tfc⟩"\n}',
        "Root token from the unseal ceremony (revoke after setup): ⟨hv⟩",
        "TF_TOKEN_app_terraform_io=⟨tfc⟩ terraform plan",
    ),
    V(
        hv=lambda r: "hv" + "s." + "CAESI" + pick(r, B64URL, 86),
        tfc=lambda r: pick(r, ALNUM, 14) + ".atlas" + "v1." + pick(r, ALNUM, 67),
    ),
    n=4,
    secrets=("hv", "tfc"),
)

APP_SIGNING_SECRETS = Kind(
    "app_signing_secrets",
    (
        "JWT_SECRET=⟨jwt⟩",
        "APP_KEY=base64:⟨lar⟩",
        'SECRET_KEY = "⟨dj⟩"',
        "production:\n  secret_key_base: ⟨rails⟩",
    ),
    V(
        jwt=lambda r: hexs(r, 64),
        lar=lambda r: b64(r, 32),
        dj=lambda r: pick(r, LOWER_ALNUM + "!@#%^&*(-_=+)", 50),
        rails=lambda r: hexs(r, 128),
    ),
    n=4,
    secrets=("jwt", "lar", "dj", "rails"),
)

WIREGUARD_PRIVATE_KEYS = Kind(
    "wireguard_private_keys",
    (
        "[Interface]\nPrivateKey = ⟨priv⟩\nAddress = 10.8.0.⟨o⟩/24\n\n[Peer]\nPublicKey = ⟨pub⟩\n"
        "Endpoint = vpn.acme.dev:51820",
        "$ wg genkey | tee privatekey\n⟨priv⟩",
        "Laptop WireGuard config: PrivateKey ⟨priv⟩, peer ⟨pub⟩ (the peer key is public).",
        "age secret key for the backup restore: ⟨age⟩",
    ),
    V(
        priv=lambda r: b64(r, 32),
        pub=lambda r: b64(r, 32),
        o=lambda r: str(r.randint(2, 250)),
        age=lambda r: "AGE-SECRET" + "-KEY-1" + pick(r, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
    ),
    n=4,
    secrets=("priv", "age"),
)


def _k8s(r: Random) -> dict[str, str]:
    pw = password(r, 20, ALNUM + "-_")
    return {
        "pwb64": b64_of(pw),
        "pw": pw,
        "tok": "eyJhbGciOiJSUzI1NiIsImtpZCI6I"
        + pick(r, B64URL, 60)
        + "."
        + pick(r, B64URL, 300)
        + "."
        + pick(r, B64URL, 342),
        "ns": r.choice(["ledger", "ingest", "auth"]),
    }


K8S_SECRET_MANIFESTS = Kind(
    "k8s_secret_manifests",
    (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨ns⟩-db\ntype: Opaque\ndata:\n"
        "  password: ⟨pwb64⟩",
        "kubectl create secret generic ⟨ns⟩-db --from-literal=password='⟨pw⟩' -n ⟨ns⟩",
        "users:\n- name: ci\n  user:\n    token: ⟨tok⟩",
        'stringData:\n  DB_PASSWORD: "⟨pw⟩"',
    ),
    _k8s,
    n=4,
    secrets=("pwb64", "pw", "tok"),
)

GIT_REMOTE_CREDENTIALS = Kind(
    "git_remote_credentials",
    (
        "$ git remote -v\norigin\thttps://x-access-token:⟨ghs⟩@github.com/acme/ledger.git (fetch)",
        "pip install git+https://deploy:⟨pw⟩@git.pixelforge.internal/tools/assetlib.git@v2",
        "https://ci-reader:⟨pw⟩@artifactory.acme.dev/artifactory/api/pypi/pypi-local/simple",
        "~/.git-credentials:\nhttps://maria:⟨ghs⟩@github.com",
    ),
    V(ghs=_gh_server, pw=_url_pw),
    n=4,
    secrets=("ghs", "pw"),
)

TOTP_SEEDS = Kind(
    "totp_seeds",
    (
        "otpauth://totp/AWS:root@acme?secret=⟨s⟩&issuer=Amazon",
        "2FA seed for the shared registrar account (scan or type): ⟨s⟩",
        "oathtool --totp -b ⟨s⟩",
        "MFA backup for the break-glass user — TOTP secret ⟨s⟩, issuer Cloudflare",
    ),
    V(s=lambda r: pick(r, B32, 32)),
    n=4,
    secrets=("s",),
)

SIGNED_URL_SIGNATURES = Kind(
    "signed_url_signatures",
    (
        "https://ledger-exports.s3.eu-west-1.amazonaws.com/2026/03/payouts.csv?X-Amz-Algorithm="
        "AWS4-HMAC-SHA256&X-Amz-Credential=⟨akid⟩%2F20260302%2Feu-west-1%2Fs3%2Faws4_request&"
        "X-Amz-Date=20260302T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&"
        "X-Amz-Signature=⟨s3sig⟩",
        "Shared with the auditor (valid 7 days): https://acmeexports.blob.core.windows.net/audit/"
        "ledger.zip?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-03-09T00:00:00Z&sig=⟨sas⟩",
        "AZURE_SAS_TOKEN=sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacup&se=2027-01-01&sig=⟨sas⟩",
        "GCS signed URL for the model upload: https://storage.googleapis.com/ml-artifacts/ckpt.pt?"
        "X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=3600&X-Goog-Signature=⟨gsig⟩",
    ),
    V(
        akid=lambda r: "AK" + "IA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        s3sig=lambda r: hexs(r, 64),
        sas=lambda r: quote(b64(r, 32), safe=""),
        gsig=lambda r: hexs(r, 512),
    ),
    n=4,
    secrets=("s3sig", "sas", "gsig"),
)


def _basic(r: Random) -> dict[str, str]:
    user = r.choice(["ci-bot", "deploy", "release", "maria"])
    pw = password(r, 20, ALNUM + "-_")
    return {"auth": b64_of(f"{user}:{pw}"), "user": user}


REGISTRY_AUTH_HEADERS = Kind(
    "registry_auth_headers",
    (
        '{\n  "auths": {\n    "registry.acme.dev": {\n      "auth": "⟨auth⟩"\n    }\n  }\n}',
        "Authorization: Basic ⟨auth⟩",
        "curl -H 'Authorization: Basic ⟨auth⟩' https://nexus.pixelforge.internal/service/rest/v1/"
        "repositories",
        'The Helm repo creds ended up in ~/.docker/config.json as auth "⟨auth⟩" for ⟨user⟩.',
    ),
    _basic,
    n=4,
    secrets=("auth",),
)


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "dg": hexs(r, 64),
        "u": uuid4(r),
        "tok": _gh_classic(r),
        "sk": "sk" + "_live_" + pick(r, ALNUM, 24),
        "pk": "pk" + "_live_" + pick(r, ALNUM, 24),
        "pw": _url_pw(r),
        "trace": hexs(r, 32),
    }


SECRET_AMONG_LOOKALIKES = Kind(
    "secret_among_lookalikes",
    (
        "Release notes draft: tag ⟨sha⟩, image sha256:⟨dg⟩, SBOM ⟨u⟩. Publish with ⟨tok⟩.",
        "Checkout config: publishable ⟨pk⟩ (browser), secret ⟨sk⟩ (server), request id ⟨u⟩.",
        "Debug bundle: trace ⟨trace⟩, commit ⟨sha⟩, DATABASE_URL=postgres://app:⟨pw⟩@db:5432/app",
        "- lockfile digest ⟨dg⟩\n- job ⟨u⟩\n- token ⟨tok⟩ (expires Friday)",
    ),
    _among,
    n=5,
    secrets=("tok", "sk", "pw"),
)

SECRETS: tuple[Kind, ...] = (
    GITHUB_TOKENS,
    GITLAB_TOKENS,
    SLACK_TOKENS,
    SLACK_WEBHOOK_URLS,
    STRIPE_SECRET_KEYS,
    AWS_CREDENTIALS,
    LLM_API_KEYS,
    GOOGLE_SERVER_KEYS,
    GCP_SERVICE_ACCOUNT_JSON,
    PEM_PRIVATE_KEYS,
    DB_URL_PASSWORDS,
    NOSQL_QUEUE_URLS,
    CONFIG_PASSWORDS,
    CLI_FLAG_PASSWORDS,
    PROSE_PASSWORDS,
    BEARER_TOKENS_HTTP,
    SESSION_COOKIES,
    WEBHOOK_SIGNING_SECRETS,
    AZURE_CONNECTION_STRINGS,
    PACKAGE_REGISTRY_TOKENS,
    EMAIL_SMS_KEYS,
    CHAT_BOT_TOKENS,
    SAAS_ADMIN_TOKENS,
    VAULT_TF_TOKENS,
    APP_SIGNING_SECRETS,
    WIREGUARD_PRIVATE_KEYS,
    K8S_SECRET_MANIFESTS,
    GIT_REMOTE_CREDENTIALS,
    TOTP_SEEDS,
    SIGNED_URL_SIGNATURES,
    REGISTRY_AUTH_HEADERS,
    SECRET_AMONG_LOOKALIKES,
)
