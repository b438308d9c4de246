"""True secrets: values that grant access, in the framings a coding agent's notes would
hold them. Each kind names in ``secrets`` the fields whose values must not survive. Vendor
prefixes are joined from pieces; every value is drawn at random when the corpus is built."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike8.gen import (
    ALNUM,
    B32,
    B64URL,
    BECH32,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    hexs,
    json_b64url,
    num,
    password,
    pem_body,
    pick,
    url_password,
    uuid4,
    wrap,
)

GH_CLASSIC = "gh" + "p_"
GH_FINE = "github" + "_pat_"
GL_PAT = "gl" + "pat-"
SLACK_BOT = "xo" + "xb-"
STRIPE_SK = "sk" + "_live_"
STRIPE_RK = "rk" + "_live_"
WHSEC = "wh" + "sec_"
OPENAI = "sk" + "-proj-"
ANTHROPIC = "sk" + "-ant-" + "api03-"
SENDGRID = "S" + "G."
NPM = "np" + "m_"
PYPI = "py" + "pi-" + "AgEIcHlwaS5vcmc"
HF = "h" + "f_"
VAULT = "hv" + "s."
AGE_SECRET = "AGE-" + "SECRET-KEY-1"
SB_SECRET = "sb" + "_secret_"
PEOPLE = ("dana", "lee", "priya", "tomas", "yuki")


def _gh(r: Random) -> dict[str, str]:
    return {"tok": GH_CLASSIC + pick(r, ALNUM, 36), "repo": r.choice(("acme/infra", "acme/web"))}


GITHUB_CLASSIC = Kind(
    "github-classic-pat",
    (
        "git remote set-url origin https://x-access-token:⟨tok⟩@github.com/⟨repo⟩.git",
        "export GH_TOKEN=⟨tok⟩  # for the release script on the build box",
        'curl -H "Authorization: token ⟨tok⟩" https://api.github.com/repos/⟨repo⟩/actions/runs',
        "Used ⟨tok⟩ for the one-off label migration in ⟨repo⟩; scopes repo + workflow.",
    ),
    _gh,
    n=4,
    secrets=("tok",),
)


def _gh_fine(r: Random) -> dict[str, str]:
    return {"tok": GH_FINE + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)}


GITHUB_FINE = Kind(
    "github-fine-grained-pat",
    (
        "RENOVATE_TOKEN=⟨tok⟩",
        "gh auth login --with-token <<< '⟨tok⟩'",
        "Fine-grained token for the docs bot (contents:write on acme/docs): ⟨tok⟩",
        '[github]\ntoken = "⟨tok⟩"',
    ),
    _gh_fine,
    n=4,
    secrets=("tok",),
)


def _gl(r: Random) -> dict[str, str]:
    return {"tok": GL_PAT + pick(r, B64URL, 20), "proj": num(r, 8)}


GITLAB_PAT = Kind(
    "gitlab-pat",
    (
        'curl --header "PRIVATE-TOKEN: ⟨tok⟩" https://gitlab.com/api/v4/projects/⟨proj⟩/pipelines',
        "GITLAB_TOKEN=⟨tok⟩ terraform plan  # gitlab provider, project ⟨proj⟩",
        "My GitLab PAT (api scope, expires in 30d): ⟨tok⟩",
        "git clone https://oauth2:⟨tok⟩@gitlab.com/acme/platform/charts.git",
    ),
    _gl,
    n=4,
    secrets=("tok",),
)


def _slack(r: Random) -> dict[str, str]:
    return {
        "tok": SLACK_BOT + num(r, 12) + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24),
        "chan": "C0" + pick(r, UPPER_ALNUM, 9),
    }


SLACK_BOT_TOKEN = Kind(
    "slack-bot-token",
    (
        "SLACK_BOT_TOKEN=⟨tok⟩",
        "curl -X POST -H 'Authorization: Bearer ⟨tok⟩' -d 'channel=⟨chan⟩' -d 'text=deploy done' "
        "https://slack.com/api/chat.postMessage",
        'app = App(token="⟨tok⟩", signing_secret=os.environ["SLACK_SIGNING_SECRET"])',
        "The alerts bot token is ⟨tok⟩ (posts to ⟨chan⟩).",
    ),
    _slack,
    n=4,
    secrets=("tok",),
)


def _hook(r: Random) -> dict[str, str]:
    return {
        "team": "T0" + pick(r, UPPER_ALNUM, 9),
        "bot": "B0" + pick(r, UPPER_ALNUM, 9),
        "tok": pick(r, ALNUM, 24),
    }


SLACK_WEBHOOK = Kind(
    "slack-incoming-webhook",
    (
        "ALERT_WEBHOOK=https://hooks.slack.com/services/⟨team⟩/⟨bot⟩/⟨tok⟩",
        "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"backup failed\"}' "
        "https://hooks.slack.com/services/⟨team⟩/⟨bot⟩/⟨tok⟩",
        "alertmanager receiver:\n  slack_configs:\n  - api_url: https://hooks.slack.com/services/"
        "⟨team⟩/⟨bot⟩/⟨tok⟩\n    channel: '#alerts'",
        "Webhook for #deploys is https://hooks.slack.com/services/⟨team⟩/⟨bot⟩/⟨tok⟩",
    ),
    _hook,
    n=4,
    secrets=("tok",),
)


def _stripe_sk(r: Random) -> dict[str, str]:
    return {
        "sk": STRIPE_SK + "51" + pick(r, ALNUM, 97),
        "rk": STRIPE_RK + "51" + pick(r, ALNUM, 97),
    }


STRIPE_SECRET = Kind(
    "stripe-secret-key",
    (
        "STRIPE_SECRET_KEY=⟨sk⟩",
        "const stripe = new Stripe('⟨sk⟩');",
        "Restricted key for the reporting job (read-only charges): ⟨rk⟩",
        "$ stripe customers list --api-key ⟨sk⟩ --limit 3",
        "stripe:\n  secret_key: ⟨rk⟩\n  api_version: 2024-06-20",
    ),
    _stripe_sk,
    n=5,
    secrets=("sk", "rk"),
)


def _whsec(r: Random) -> dict[str, str]:
    return {"sec": WHSEC + pick(r, ALNUM, 32), "port": str(r.randint(3000, 3999))}


STRIPE_WEBHOOK = Kind(
    "webhook-signing-secret",
    (
        "STRIPE_WEBHOOK_SECRET=⟨sec⟩",
        "> Ready! Your webhook signing secret is ⟨sec⟩ (^C to quit)\n> forwarding to "
        "localhost:⟨port⟩/api/webhooks/stripe",
        "const event = stripe.webhooks.constructEvent(body, sig, '⟨sec⟩');",
        "Prod endpoint signing secret (from the dashboard): ⟨sec⟩",
    ),
    _whsec,
    n=4,
    secrets=("sec",),
)


def _aws(r: Random) -> dict[str, str]:
    return {
        "id": "AK" + "IA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "sk": pick(r, ALNUM + "+/", 40),
    }


AWS_KEYS = Kind(
    "aws-secret-access-key",
    (
        "[default]\naws_access_key_id = ⟨id⟩\naws_secret_access_key = ⟨sk⟩",
        "export AWS_ACCESS_KEY_ID=⟨id⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩",
        "s3 = boto3.client('s3', aws_access_key_id='⟨id⟩', aws_secret_access_key='⟨sk⟩')",
        "Legacy IAM user for the backup cron: key ⟨id⟩, secret ⟨sk⟩",
    ),
    _aws,
    n=4,
    secrets=("sk",),
)


def _openai(r: Random) -> dict[str, str]:
    return {"key": OPENAI + pick(r, B64URL, 74) + "T3Blbk" + "FJ" + pick(r, B64URL, 74)}


OPENAI_KEY = Kind(
    "openai-api-key",
    (
        "OPENAI_API_KEY=⟨key⟩",
        'client = OpenAI(api_key="⟨key⟩")',
        'curl https://api.openai.com/v1/models -H "Authorization: Bearer ⟨key⟩"',
        "Eval harness key (project 'evals'): ⟨key⟩",
    ),
    _openai,
    n=4,
    secrets=("key",),
)


def _anthropic(r: Random) -> dict[str, str]:
    return {"key": ANTHROPIC + pick(r, B64URL, 93) + "AA"}


ANTHROPIC_KEY = Kind(
    "anthropic-api-key",
    (
        "ANTHROPIC_API_KEY=⟨key⟩",
        'curl https://api.anthropic.com/v1/messages -H "x-api-key: ⟨key⟩" -H '
        '"anthropic-version: 2023-06-01"',
        'client = anthropic.Anthropic(api_key="⟨key⟩")',
        "Workspace key for the summarizer service: ⟨key⟩",
    ),
    _anthropic,
    n=4,
    secrets=("key",),
)


def _pem(r: Random) -> dict[str, str]:
    return {
        "rsa": pem_body(r, 1190),
        "ssh": wrap(
            "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + b64(r, 330),
            70,
        ),
        "ec": wrap("MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + b64(r, 96)),
    }


PRIVATE_KEYS = Kind(
    "private-key-blocks",
    (
        "deploy key for the staging box:\n-----BEGIN RSA PRIVATE KEY-----\n⟨rsa⟩\n"
        "-----END RSA PRIVATE KEY-----",
        "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨ssh⟩\n-----END OPENSSH PRIVATE KEY-----",
        "AuthKey for App Store Connect (.p8):\n-----BEGIN PRIVATE KEY-----\n⟨ec⟩\n"
        "-----END PRIVATE KEY-----",
        "tls.key: |\n  -----BEGIN RSA PRIVATE KEY-----\n⟨rsa⟩\n  -----END RSA PRIVATE KEY-----",
    ),
    _pem,
    n=4,
    secrets=("rsa", "ssh", "ec"),
)


def _gcp_sa(r: Random) -> dict[str, str]:
    body = "\\n".join(pem_body(r, 1190).split("\n"))
    project = r.choice(("acme-prod-311", "lumen-data-042", "pixel-ml-907"))
    return {
        "pk": body,
        "kid": hexs(r, 40),
        "project": project,
        "email": f"ci-deployer@{project}.iam.gserviceaccount.com",
        "cid": num(r, 21),
    }


GCP_SA_KEY = Kind(
    "gcp-service-account-key",
    (
        '{\n  "type": "service_account",\n  "project_id": "⟨project⟩",\n  "private_key_id": '
        '"⟨kid⟩",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n⟨pk⟩\\n-----END PRIVATE '
        'KEY-----\\n",\n  "client_email": "⟨email⟩",\n  "client_id": "⟨cid⟩"\n}',
        'GOOGLE_CREDENTIALS contents (⟨email⟩):\n"private_key": "-----BEGIN PRIVATE KEY-----'
        '\\n⟨pk⟩\\n-----END PRIVATE KEY-----\\n"',
        "sa.json for ⟨project⟩ -> private_key: -----BEGIN PRIVATE KEY-----\\n⟨pk⟩\\n-----END "
        "PRIVATE KEY-----\\n",
        '{"type": "service_account", "client_email": "⟨email⟩", "private_key": "-----BEGIN '
        'PRIVATE KEY-----\\n⟨pk⟩\\n-----END PRIVATE KEY-----\\n"}',
    ),
    _gcp_sa,
    n=4,
    secrets=("pk",),
)


def _db_url(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.randint(18, 28)),
        "user": r.choice(("app", "postgres", "etl", "readonly_bi")),
        "host": r.choice(("db.prod.internal", "pg-primary.acme.io", "10.0.3.17")),
        "ref": pick(r, "abcdefghijklmnopqrstuvwxyz", 20),
    }


POSTGRES_URL = Kind(
    "postgres-url-password",
    (
        "DATABASE_URL=postgresql://⟨user⟩:⟨pw⟩@⟨host⟩:5432/app?sslmode=require",
        "psql \"postgres://⟨user⟩:⟨pw⟩@⟨host⟩/analytics\" -c '\\dt'",
        "Supabase direct connection: postgresql://postgres.⟨ref⟩:⟨pw⟩@aws-0-eu-central-1.pooler."
        "supabase.com:6543/postgres",
        "engine = create_engine('postgresql+psycopg://⟨user⟩:⟨pw⟩@⟨host⟩:5432/warehouse')",
    ),
    _db_url,
    n=4,
    secrets=("pw",),
)


def _mongo(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.randint(18, 26)),
        "cluster": "cluster0." + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5),
        "user": r.choice(("api", "admin", "etl")),
    }


MONGO_URI = Kind(
    "mongodb-uri-password",
    (
        "MONGODB_URI=mongodb+srv://⟨user⟩:⟨pw⟩@⟨cluster⟩.mongodb.net/prod?retryWrites=true",
        'mongosh "mongodb+srv://⟨cluster⟩.mongodb.net/" --username ⟨user⟩ --password ⟨pw⟩',
        "Compass connection string for the replica: mongodb://⟨user⟩:⟨pw⟩@mongo-1.internal:27017/"
        "?replicaSet=rs0",
        "spring.data.mongodb.uri=mongodb+srv://⟨user⟩:⟨pw⟩@⟨cluster⟩.mongodb.net/orders",
    ),
    _mongo,
    n=4,
    secrets=("pw",),
)


def _broker(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.randint(20, 32)),
        "host": r.choice(("redis-12345.c1.eu-west-1-1.ec2.cloud.redislabs.com", "cache.internal")),
        "mq": r.choice(("rabbit.internal", "b-1234.mq.eu-west-1.amazonaws.com")),
    }


BROKER_URLS = Kind(
    "redis-and-amqp-url-password",
    (
        "REDIS_URL=rediss://default:⟨pw⟩@⟨host⟩:6380/0",
        "CELERY_BROKER_URL=amqps://worker:⟨pw⟩@⟨mq⟩:5671/prod",
        "redis-cli -u redis://default:⟨pw⟩@⟨host⟩:6379 ping",
        "broker: amqp://celery:⟨pw⟩@⟨mq⟩:5672//",
    ),
    _broker,
    n=4,
    secrets=("pw",),
)


def _cfg_pw(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.randint(18, 26)), "host": r.choice(("db1", "mysql.internal"))}


CONFIG_PASSWORDS = Kind(
    "config-file-passwords",
    (
        "spring.datasource.url=jdbc:mysql://⟨host⟩:3306/shop\nspring.datasource.username=shop"
        "\nspring.datasource.password=⟨pw⟩",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: "
        '"⟨pw⟩"',
        '[client]\nuser = backup\npassword = "⟨pw⟩"\nhost = ⟨host⟩',
        "smtp:\n  host: smtp.sendgrid.net\n  username: apikey\n  password: '⟨pw⟩'",
        '<add key="DbPassword" value="⟨pw⟩" />',
    ),
    _cfg_pw,
    n=5,
    secrets=("pw",),
)


def _cli_pw(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.randint(18, 24)), "host": r.choice(("db1", "10.1.2.3"))}


CLI_PASSWORDS = Kind(
    "cli-flag-passwords",
    (
        "mysql -h ⟨host⟩ -u root -p'⟨pw⟩' -e 'show processlist'",
        "PGPASSWORD='⟨pw⟩' pg_dump -h ⟨host⟩ -U app app > app.sql",
        "docker login registry.acme.io -u ci -p '⟨pw⟩'",
        "keytool -importkeystore -srckeystore old.jks -srcstorepass '⟨pw⟩' -destkeystore new.p12",
        "mongodump --host ⟨host⟩ --username admin --password '⟨pw⟩' --authenticationDatabase admin",
    ),
    _cli_pw,
    n=5,
    secrets=("pw",),
)


def _prose_pw(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.randint(16, 22)), "who": r.choice(PEOPLE)}


PROSE_PASSWORDS = Kind(
    "prose-passwords",
    (
        "The staging admin password is ⟨pw⟩ until SSO lands.",
        "⟨who⟩ reset the Grafana admin login; new password: ⟨pw⟩",
        "Das Passwort für den Testserver lautet ⟨pw⟩ (nur intern).",
        "Contraseña del usuario root en la VM de demo: ⟨pw⟩",
        "Router admin UI: login admin / ⟨pw⟩",
    ),
    _prose_pw,
    n=5,
    secrets=("pw",),
)


def _bearer(r: Random) -> dict[str, str]:
    return {"tok": pick(r, ALNUM, r.randint(40, 64)), "rid": uuid4(r)}


OPAQUE_BEARER = Kind(
    "opaque-bearer-token",
    (
        "curl -H 'Authorization: Bearer ⟨tok⟩' https://api.acme.io/v2/orders?limit=5",
        "GET /admin/users HTTP/1.1\nHost: api.acme.io\nAuthorization: Bearer ⟨tok⟩\n"
        "X-Request-Id: ⟨rid⟩",
        "const res = await fetch(url, { headers: { Authorization: 'Bearer ⟨tok⟩' } });",
        "Partner API access token (no expiry!): ⟨tok⟩",
    ),
    _bearer,
    n=4,
    secrets=("tok",),
)


def _jwt(r: Random) -> dict[str, str]:
    iat = int(num(r, 10))
    header = json_b64url({"alg": "RS256", "typ": "JWT", "kid": b64url(r, 12)})
    payload = json_b64url(
        {
            "sub": uuid4(r),
            "scope": "orders:write admin",
            "iat": iat,
            "exp": iat + 86400 * 30,
            "iss": "https://auth.acme.io",
        }
    )
    return {"jwt": f"{header}.{payload}.{b64url(r, 256)}"}


JWT_ACCESS = Kind(
    "jwt-access-token",
    (
        "Authorization: Bearer ⟨jwt⟩",
        "ACCESS_TOKEN=⟨jwt⟩ npm run e2e",
        "Service token for the cron (30 days, admin scope): ⟨jwt⟩",
        'http :8080/api/orders "Authorization:Bearer ⟨jwt⟩"',
    ),
    _jwt,
    n=4,
    secrets=("jwt",),
)


def _cookie(r: Random) -> dict[str, str]:
    return {
        "sid": "s%3A" + pick(r, B64URL, 32) + "." + b64(r, 32).rstrip("="),
        "rails": b64(r, 96).rstrip("=") + "--" + hexs(r, 40),
        "nextauth": pick(r, B64URL, 200),
        "plain": pick(r, ALNUM, 48),
    }


SESSION_COOKIES = Kind(
    "session-cookies",
    (
        "Cookie: connect.sid=⟨sid⟩",
        "Set-Cookie: _shop_session=⟨rails⟩; path=/; secure; HttpOnly; SameSite=Lax",
        "Copied my logged-in cookie for the repro: __Secure-next-auth.session-token=⟨nextauth⟩",
        "curl -b 'sessionid=⟨plain⟩' https://admin.acme.io/dashboard/",
    ),
    _cookie,
    n=4,
    secrets=("sid", "rails", "nextauth", "plain"),
)


def _sendgrid(r: Random) -> dict[str, str]:
    return {"key": SENDGRID + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


SENDGRID_KEY = Kind(
    "sendgrid-api-key",
    (
        "SENDGRID_API_KEY=⟨key⟩",
        "sg = SendGridAPIClient('⟨key⟩')",
        "EMAIL_HOST_PASSWORD = \"⟨key⟩\"  # SendGrid SMTP relay, user 'apikey'",
        "Mail key for the marketing sender: ⟨key⟩",
    ),
    _sendgrid,
    n=4,
    secrets=("key",),
)


def _twilio(r: Random) -> dict[str, str]:
    return {"sid": "AC" + hexs(r, 32), "tok": hexs(r, 32)}


TWILIO_AUTH = Kind(
    "twilio-auth-token",
    (
        "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
        "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json -u "
        "⟨sid⟩:⟨tok⟩ --data-urlencode 'Body=test'",
        "client = Client('⟨sid⟩', '⟨tok⟩')",
        "Twilio auth token for the OTP sender is ⟨tok⟩",
    ),
    _twilio,
    n=4,
    secrets=("tok",),
)


def _npm(r: Random) -> dict[str, str]:
    return {"tok": NPM + pick(r, ALNUM, 36)}


NPM_TOKEN = Kind(
    "npm-access-token",
    (
        "//registry.npmjs.org/:_authToken=⟨tok⟩",
        "NPM_TOKEN=⟨tok⟩ npm publish --access public",
        "Automation token for @acme publishes: ⟨tok⟩",
        'npmAuthToken: "⟨tok⟩"\nnpmRegistryServer: "https://registry.npmjs.org"',
    ),
    _npm,
    n=4,
    secrets=("tok",),
)


def _pypi(r: Random) -> dict[str, str]:
    return {"tok": PYPI + pick(r, B64URL, 160)}


PYPI_TOKEN = Kind(
    "pypi-api-token",
    (
        "[pypi]\nusername = __token__\npassword = ⟨tok⟩",
        "twine upload -u __token__ -p ⟨tok⟩ dist/*",
        "UV_PUBLISH_TOKEN=⟨tok⟩ uv publish",
        "Project-scoped PyPI token for acme-sdk: ⟨tok⟩",
    ),
    _pypi,
    n=4,
    secrets=("tok",),
)


def _hf(r: Random) -> dict[str, str]:
    return {"tok": HF + pick(r, ALNUM, 34)}


HF_TOKEN = Kind(
    "huggingface-token",
    (
        "HF_TOKEN=⟨tok⟩",
        "huggingface-cli login --token ⟨tok⟩",
        'login(token="⟨tok⟩")  # write access to acme org',
        'from_pretrained("acme/private-ranker", token="⟨tok⟩")',
    ),
    _hf,
    n=4,
    secrets=("tok",),
)


def _wandb(r: Random) -> dict[str, str]:
    return {"key": hexs(r, 40), "who": r.choice(PEOPLE)}


WANDB_KEY = Kind(
    "wandb-api-key",
    (
        "machine api.wandb.ai\n  login user\n  password ⟨key⟩",
        "WANDB_API_KEY=⟨key⟩ python train.py",
        "wandb login ⟨key⟩",
        'wandb.login(key="⟨key⟩")  # ⟨who⟩\'s key, swap for the service account',
    ),
    _wandb,
    n=4,
    secrets=("key",),
)


def _azure_conn(r: Random) -> dict[str, str]:
    return {
        "acct": "acme" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 8),
        "key": b64(r, 64),
    }


AZURE_STORAGE = Kind(
    "azure-storage-connection-string",
    (
        "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;"
        "AccountKey=⟨key⟩;EndpointSuffix=core.windows.net",
        "az storage blob list --account-name ⟨acct⟩ --account-key ⟨key⟩ -c backups",
        '"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;'
        'AccountKey=⟨key⟩"',
        "Storage account ⟨acct⟩ key1: ⟨key⟩",
    ),
    _azure_conn,
    n=4,
    secrets=("key",),
)


def _telegram(r: Random) -> dict[str, str]:
    return {"tok": num(r, 10) + ":AA" + pick(r, B64URL, 33)}


TELEGRAM_BOT = Kind(
    "telegram-bot-token",
    (
        "TELEGRAM_BOT_TOKEN=⟨tok⟩",
        "curl https://api.telegram.org/bot⟨tok⟩/getUpdates",
        'bot = Bot(token="⟨tok⟩")  # on-call notifier',
        "BotFather gave us ⟨tok⟩ for the alerts bot.",
    ),
    _telegram,
    n=4,
    secrets=("tok",),
)


def _app_secret(r: Random) -> dict[str, str]:
    return {
        "rails": hexs(r, 128),
        "flask": pick(r, ALNUM + "!@#%^&*(-_=+)", 50),
        "jwt": b64(r, 48),
    }


APP_SIGNING_SECRETS = Kind(
    "app-signing-secrets",
    (
        "SECRET_KEY_BASE=⟨rails⟩",
        "SECRET_KEY = '⟨flask⟩'",
        "JWT_SECRET=⟨jwt⟩",
        "production:\n  secret_key_base: ⟨rails⟩",
        "NEXTAUTH_SECRET=⟨jwt⟩",
    ),
    _app_secret,
    n=5,
    secrets=("rails", "flask", "jwt"),
)


def _vault_tok(r: Random) -> dict[str, str]:
    return {"tok": VAULT + pick(r, B64URL, 90)}


VAULT_TOKEN = Kind(
    "vault-token",
    (
        "export VAULT_TOKEN=⟨tok⟩",
        'curl -H "X-Vault-Token: ⟨tok⟩" https://vault.internal:8200/v1/kv/data/prod/api',
        "Root-ish token from the unseal ceremony (revoke after!): ⟨tok⟩",
        "vault login ⟨tok⟩",
    ),
    _vault_tok,
    n=4,
    secrets=("tok",),
)


def _sb_service(r: Random) -> dict[str, str]:
    ref = pick(r, "abcdefghijklmnopqrstuvwxyz", 20)
    iat = int(num(r, 10))
    header = json_b64url({"alg": "HS256", "typ": "JWT"})
    payload = json_b64url(
        {"iss": "supabase", "ref": ref, "role": "service_role", "iat": iat, "exp": iat + 315360000}
    )
    return {
        "jwt": f"{header}.{payload}.{b64url(r, 32)}",
        "new": SB_SECRET + pick(r, B64URL, 22) + "_" + pick(r, B64URL, 8),
        "ref": ref,
    }


SUPABASE_SERVICE = Kind(
    "supabase-service-role-key",
    (
        "SUPABASE_SERVICE_ROLE_KEY=⟨jwt⟩",
        "const admin = createClient('https://⟨ref⟩.supabase.co', '⟨new⟩')  // bypasses RLS",
        "service_role key for ⟨ref⟩ (server only!): ⟨jwt⟩",
        "SUPABASE_SECRET_KEY=⟨new⟩",
    ),
    _sb_service,
    n=4,
    secrets=("jwt", "new"),
)


def _datadog(r: Random) -> dict[str, str]:
    return {"api": hexs(r, 32), "app": hexs(r, 40)}


DATADOG_KEYS = Kind(
    "datadog-keys",
    (
        "DD_API_KEY=⟨api⟩\nDD_SITE=datadoghq.eu",
        'curl -X GET https://api.datadoghq.com/api/v1/monitor -H "DD-API-KEY: ⟨api⟩" -H '
        '"DD-APPLICATION-KEY: ⟨app⟩"',
        "datadog:\n  apiKey: ⟨api⟩\n  appKey: ⟨app⟩",
        "Datadog API key for the agent DaemonSet: ⟨api⟩",
    ),
    _datadog,
    n=4,
    secrets=("api", "app"),
)


def _age_sk(r: Random) -> dict[str, str]:
    return {
        "sk": AGE_SECRET + pick(r, BECH32, 58).upper(),
        "pk": "age1" + pick(r, BECH32, 58),
    }


AGE_SECRET_KEY = Kind(
    "age-secret-key",
    (
        "# created: 2025-02-11T10:03:12Z\n# public key: ⟨pk⟩\n⟨sk⟩",
        "SOPS_AGE_KEY=⟨sk⟩ sops -d secrets/prod.enc.yaml",
        "CI age identity (matches ⟨pk⟩): ⟨sk⟩",
        "echo '⟨sk⟩' > ~/.config/sops/age/keys.txt",
    ),
    _age_sk,
    n=4,
    secrets=("sk",),
)


def _wg_priv(r: Random) -> dict[str, str]:
    return {"sk": b64(r, 32), "pk": b64(r, 32), "ip": f"10.9.{r.randint(0, 255)}.1/24"}


WIREGUARD_PRIVATE = Kind(
    "wireguard-private-key",
    (
        "[Interface]\nPrivateKey = ⟨sk⟩\nAddress = ⟨ip⟩\n\n[Peer]\nPublicKey = ⟨pk⟩",
        "wg set wg0 private-key <(echo ⟨sk⟩)",
        "Laptop tunnel private key: ⟨sk⟩ (peer public key ⟨pk⟩)",
        "wireguard:\n  privateKey: ⟨sk⟩\n  address: ⟨ip⟩",
    ),
    _wg_priv,
    n=4,
    secrets=("sk",),
)


def _k8s_data(r: Random) -> dict[str, str]:
    pw = password(r, r.randint(18, 24))
    return {"b64": b64_of(pw), "tok": b64_of(pick(r, ALNUM, 40)), "ns": r.choice(("prod", "app"))}


K8S_SECRET_DATA = Kind(
    "kubernetes-secret-data",
    (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-db\n  namespace: ⟨ns⟩\ntype: Opaque"
        "\ndata:\n  password: ⟨b64⟩",
        "kubectl -n ⟨ns⟩ get secret api-db -o yaml\n...\ndata:\n  password: ⟨b64⟩\n  username: "
        "YXBw",
        '"data": {"api-token": "⟨tok⟩"}',
        'kubectl -n ⟨ns⟩ patch secret api-db -p \'{"data":{"password":"⟨b64⟩"}}\'',
    ),
    _k8s_data,
    n=4,
    secrets=("b64", "tok"),
)


def _docker_auth(r: Random) -> dict[str, str]:
    user = r.choice(("ci-bot", "deploy", "acme-robot"))
    return {
        "auth": b64_of(f"{user}:{pick(r, ALNUM, 32)}"),
        "reg": r.choice(("ghcr.io", "registry.acme.io", "index.docker.io")),
    }


DOCKER_AUTH = Kind(
    "docker-config-auth",
    (
        '{\n  "auths": {\n    "⟨reg⟩": {\n      "auth": "⟨auth⟩"\n    }\n  }\n}',
        "~/.docker/config.json on the runner has auth ⟨auth⟩ for ⟨reg⟩",
        '.dockerconfigjson: {"auths":{"⟨reg⟩":{"auth":"⟨auth⟩"}}}',
        "registry pull secret for ⟨reg⟩ -> auth=⟨auth⟩",
    ),
    _docker_auth,
    n=4,
    secrets=("auth",),
)


def _basic_url(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.randint(18, 26)),
        "host": r.choice(("nexus.acme.io", "artifactory.internal", "grafana.acme.io")),
    }


BASIC_AUTH_URL = Kind(
    "basic-auth-url",
    (
        "pip install --index-url https://deploy:⟨pw⟩@⟨host⟩/repository/pypi/simple acme-core",
        "curl https://admin:⟨pw⟩@⟨host⟩/api/health",
        "registry=https://ci:⟨pw⟩@⟨host⟩/repository/npm/",
        "Prometheus remote_write url: https://metrics:⟨pw⟩@⟨host⟩/api/v1/push",
    ),
    _basic_url,
    n=4,
    secrets=("pw",),
)


def _totp(r: Random) -> dict[str, str]:
    return {"sec": pick(r, B32, 32), "who": r.choice(PEOPLE)}


TOTP_SEEDS = Kind(
    "totp-seeds",
    (
        "otpauth://totp/Acme:⟨who⟩@acme.io?secret=⟨sec⟩&issuer=Acme&digits=6",
        "2FA seed for the shared AWS root account: ⟨sec⟩",
        "oathtool --totp -b ⟨sec⟩",
        "TOTP_SECRET=⟨sec⟩  # e2e login for ⟨who⟩",
    ),
    _totp,
    n=4,
    secrets=("sec",),
)


def _android_store(r: Random) -> dict[str, str]:
    return {"sp": password(r, r.randint(16, 22)), "kp": password(r, r.randint(16, 22))}


ANDROID_KEYSTORE_PW = Kind(
    "android-keystore-passwords",
    (
        "RELEASE_STORE_FILE=release.jks\nRELEASE_STORE_PASSWORD=⟨sp⟩\nRELEASE_KEY_ALIAS=upload\n"
        "RELEASE_KEY_PASSWORD=⟨kp⟩",
        'signingConfigs {\n    release {\n        storePassword "⟨sp⟩"\n        keyPassword '
        '"⟨kp⟩"\n    }\n}',
        "Upload keystore password is ⟨sp⟩, key password ⟨kp⟩.",
        "storePassword=⟨sp⟩\nkeyPassword=⟨kp⟩\nkeyAlias=upload\nstoreFile=../upload.jks",
    ),
    _android_store,
    n=4,
    secrets=("sp", "kp"),
)


def _among(r: Random) -> dict[str, str]:
    return {
        "tok": GH_CLASSIC + pick(r, ALNUM, 36),
        "sk": STRIPE_SK + "51" + pick(r, ALNUM, 97),
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "rid": uuid4(r),
        "pk": "pk" + "_live_51" + pick(r, ALNUM, 97),
    }


SECRET_AMONG_LOOKALIKES = Kind(
    "secret-among-lookalikes",
    (
        "Deploy notes: commit ⟨sha⟩, image sha256:⟨dig⟩, request ⟨rid⟩, and the bot used "
        "GH_TOKEN=⟨tok⟩ for the tag push.",
        "| item | value |\n|---|---|\n| commit | ⟨sha⟩"
        " |\n| publishable | ⟨pk⟩ |\n| secret | ⟨sk⟩ |",
        "Checkout debug: frontend key ⟨pk⟩, backend STRIPE_SECRET_KEY=⟨sk⟩, failing request ⟨rid⟩.",
        "- digest sha256:⟨dig⟩\n- commit ⟨sha⟩\n- token ⟨tok⟩\n- trace ⟨rid⟩",
        "Release ⟨sha⟩ signed; uploaded with ⟨tok⟩ (trace ⟨rid⟩).",
    ),
    _among,
    n=5,
    secrets=("tok", "sk"),
)


SECRETS: tuple[Kind, ...] = (
    GITHUB_CLASSIC,
    GITHUB_FINE,
    GITLAB_PAT,
    SLACK_BOT_TOKEN,
    SLACK_WEBHOOK,
    STRIPE_SECRET,
    STRIPE_WEBHOOK,
    AWS_KEYS,
    OPENAI_KEY,
    ANTHROPIC_KEY,
    PRIVATE_KEYS,
    GCP_SA_KEY,
    POSTGRES_URL,
    MONGO_URI,
    BROKER_URLS,
    CONFIG_PASSWORDS,
    CLI_PASSWORDS,
    PROSE_PASSWORDS,
    OPAQUE_BEARER,
    JWT_ACCESS,
    SESSION_COOKIES,
    SENDGRID_KEY,
    TWILIO_AUTH,
    NPM_TOKEN,
    PYPI_TOKEN,
    HF_TOKEN,
    WANDB_KEY,
    AZURE_STORAGE,
    TELEGRAM_BOT,
    APP_SIGNING_SECRETS,
    VAULT_TOKEN,
    SUPABASE_SERVICE,
    DATADOG_KEYS,
    AGE_SECRET_KEY,
    WIREGUARD_PRIVATE,
    K8S_SECRET_DATA,
    DOCKER_AUTH,
    BASIC_AUTH_URL,
    TOTP_SEEDS,
    ANDROID_KEYSTORE_PW,
    SECRET_AMONG_LOOKALIKES,
)
