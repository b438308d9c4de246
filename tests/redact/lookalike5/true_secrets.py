"""True secrets: values that grant access, in the framings of a coding agent's notes.

Every vendor prefix is joined from pieces, and every value is drawn from a seeded
``random.Random``; none of them is a live credential.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike5.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    b64url_of,
    hexs,
    num,
    password,
    pick,
    url_password,
    uuid4,
    wrap,
)

_USERS = ("deploy", "app", "svc_orders", "etl_writer", "ci-bot", "grafana", "ledger_rw")
_HOSTS = ("db-prod-2.internal", "pg.staging.lan", "10.20.4.17", "orders-db.cluster.local")


def _gh_classic(r: Random) -> dict[str, str]:
    prefix = r.choice(("gh" + "p_", "gh" + "o_", "gh" + "s_"))
    return {
        "tok": prefix + pick(r, ALNUM, 36),
        "repo": r.choice(("acme/api", "platform/infra", "mobile/ios-app", "data/pipelines")),
        "sha": hexs(r, 7),
    }


def _gh_fine(r: Random) -> dict[str, str]:
    return {
        "tok": "github" + "_pat_" + pick(r, UPPER_ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "days": str(r.choice((30, 60, 90))),
    }


def _gitlab(r: Random) -> dict[str, str]:
    return {
        "tok": "gl" + "pat-" + pick(r, ALNUM + "-_", 20),
        "proj": str(r.randint(1000, 99999)),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "akid": "AK" + "IA" + pick(r, UPPER_ALNUM, 16),
        "sak": pick(r, ALNUM + "/+", 40),
        "region": r.choice(("us-east-1", "eu-west-1", "ap-southeast-2")),
    }


def _azure_sp(r: Random) -> dict[str, str]:
    return {
        "csec": pick(r, ALNUM, 3) + "8Q" + "~" + pick(r, ALNUM + "._-", 34),
        "app": uuid4(r),
        "tenant": uuid4(r),
    }


def _azure_conn(r: Random) -> dict[str, str]:
    return {
        "akey": b64(r, 64),
        "acct": "st" + pick(r, LOWER_ALNUM, 10),
    }


def _gcp_sa(r: Random) -> dict[str, str]:
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + b64(r, 180)
    return {
        "pk": "\\n".join(wrap(body).split("\n")),
        "kid": hexs(r, 40),
        "proj": r.choice(("acme-prod", "ml-training-341", "data-lake-eu")),
    }


def _slack_bot(r: Random) -> dict[str, str]:
    kind = r.choice(("xo" + "xb-", "xo" + "xp-"))
    return {"tok": kind + num(r, 11) + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24)}


def _slack_hook(r: Random) -> dict[str, str]:
    return {
        "team": "T" + pick(r, UPPER_ALNUM, 8),
        "chan": "B" + pick(r, UPPER_ALNUM, 10),
        "hook": pick(r, ALNUM, 24),
    }


def _stripe(r: Random) -> dict[str, str]:
    prefix = r.choice(("sk" + "_live_", "rk" + "_live_"))
    return {"key": prefix + "51" + pick(r, ALNUM, 96), "acct": "acct_" + pick(r, ALNUM, 16)}


def _webhook_secret(r: Random) -> dict[str, str]:
    return {
        "whsec": "wh" + "sec_" + pick(r, ALNUM, 32),
        "ghsec": hexs(r, 40),
        "svix": "wh" + "sec_" + b64(r, 24),
    }


def _openai(r: Random) -> dict[str, str]:
    middle = "T3Blbk" + "FJ"
    return {"key": "sk-" + "proj-" + pick(r, B64URL, 74) + middle + pick(r, B64URL, 74)}


def _anthropic(r: Random) -> dict[str, str]:
    return {"key": "sk-" + "ant-" + "api03-" + pick(r, B64URL, 93) + "AA"}


def _npm(r: Random) -> dict[str, str]:
    return {"tok": "np" + "m_" + pick(r, ALNUM, 36)}


def _pypi(r: Random) -> dict[str, str]:
    return {"tok": "py" + "pi-" + "AgEIcHlwaS5vcmcCJ" + pick(r, B64URL, 140)}


def _sendgrid(r: Random) -> dict[str, str]:
    return {"key": "S" + "G." + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


def _twilio(r: Random) -> dict[str, str]:
    return {"sid": "AC" + hexs(r, 32), "auth": hexs(r, 32)}


def _hf(r: Random) -> dict[str, str]:
    return {"tok": "h" + "f_" + pick(r, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 34)}


def _do_vault(r: Random) -> dict[str, str]:
    return {
        "dop": "do" + "p_v1_" + hexs(r, 64),
        "hvs": "hv" + "s." + "CAESI" + pick(r, B64URL, 86),
    }


def _datadog(r: Random) -> dict[str, str]:
    return {"api": hexs(r, 32), "app": hexs(r, 40)}


def _discord_telegram(r: Random) -> dict[str, str]:
    bot_id = num(r, 18)
    return {
        "disc": b64url_of(bot_id) + "." + pick(r, B64URL, 6) + "." + pick(r, B64URL, 38),
        "tg": num(r, 10) + ":" + "AA" + pick(r, B64URL, 33),
    }


def _db_url(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.randint(18, 26)),
        "user": r.choice(_USERS),
        "host": r.choice(_HOSTS),
        "db": r.choice(("orders", "ledger", "analytics", "auth")),
    }


def _password_plain(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.randint(16, 24)),
        "user": r.choice(_USERS),
        "host": r.choice(_HOSTS),
    }


def _django(r: Random) -> dict[str, str]:
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"
    return {"sk": pick(r, alphabet, 50)}


def _jwt_bearer(r: Random) -> dict[str, str]:
    header = b64url_of('{"alg":"HS256","typ":"JWT"}')
    claims = (
        '{"sub":"'
        + str(r.randint(1000, 99999))
        + '","role":"admin","exp":'
        + str(r.randint(1_760_000_000, 1_790_000_000))
        + "}"
    )
    return {
        "jwt": header + "." + b64url_of(claims) + "." + b64url(r, 32),
        "opaque": pick(r, B64URL, 43),
        "rid": uuid4(r),
    }


def _cookie(r: Random) -> dict[str, str]:
    return {
        "sid": pick(r, LOWER_ALNUM, 32),
        "rails": b64url(r, 48),
        "csrf": pick(r, ALNUM, 32),
    }


def _rsa_pem(r: Random) -> dict[str, str]:
    return {"body": wrap("MIIEpAIBAAKCAQEA" + b64(r, 300))}


def _openssh(r: Random) -> dict[str, str]:
    head = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    return {"body": wrap(head + b64(r, 260), 70)}


def _ec_pem(r: Random) -> dict[str, str]:
    return {"body": wrap("MHcCAQEEI" + b64(r, 96))}


def _artifactory(r: Random) -> dict[str, str]:
    return {
        "tok": "AKC" + "p8" + pick(r, ALNUM, 69),
        "pw": url_password(r, 22),
    }


def _generic(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, ALNUM, r.choice((32, 40, 48))),
        "svc": r.choice(("billing", "geocoder", "sms-gateway", "search", "fraud-score")),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "rid": uuid4(r),
        "digest": hexs(r, 64),
        "tok": "np" + "m_" + pick(r, ALNUM, 36),
        "pw": url_password(r, 20),
        "ghtok": "gh" + "p_" + pick(r, ALNUM, 36),
        "build": str(r.randint(10000, 99999)),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "github-classic-token",
        (
            "$ git remote set-url origin https://x-access-token:⟨tok⟩@github.com/⟨repo⟩.git",
            "GH_TOKEN=⟨tok⟩ gh pr merge --squash  # worked, landed ⟨sha⟩",
            "The release bot uses ⟨tok⟩ (scopes: repo, workflow) until we move it to an app.",
            '[github]\n  user = release-bot\n  token = "⟨tok⟩"',
        ),
        _gh_classic,
        n=4,
        secrets=("tok",),
    ),
    Kind(
        "github-fine-grained-token",
        (
            "export GITHUB_TOKEN=⟨tok⟩   # fine-grained, ⟨days⟩-day expiry, contents:read",
            "Renovate self-hosted config:\n\n  token: ⟨tok⟩\n  platform: github",
            "curl -H 'Authorization: token ⟨tok⟩' https://api.github.com/user",
            "new PAT for the docs mirror (expires in ⟨days⟩ days): ⟨tok⟩",
        ),
        _gh_fine,
        n=4,
        secrets=("tok",),
    ),
    Kind(
        "gitlab-token",
        (
            (
                '$ curl --header "PRIVATE-TOKEN: ⟨tok⟩" '
                "https://gitlab.example.com/api/v4/projects/⟨proj⟩"
            ),
            "CI variable for the mirror job: GITLAB_PAT=⟨tok⟩",
            "git clone https://oauth2:⟨tok⟩@gitlab.example.com/infra/terraform-modules.git",
            "Der Token für das Deploy-Skript lautet ⟨tok⟩ (Projekt ⟨proj⟩).",
        ),
        _gitlab,
        n=4,
        secrets=("tok",),
    ),
    Kind(
        "aws-secret-key",
        (
            (
                "[default]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sak⟩\nregion = "
                "⟨region⟩"
            ),
            "AWS_ACCESS_KEY_ID=⟨akid⟩ AWS_SECRET_ACCESS_KEY=⟨sak⟩ aws s3 ls",
            "Temporary IAM user for the migration: key id ⟨akid⟩, secret ⟨sak⟩",
            '{"AccessKeyId": "⟨akid⟩", "SecretAccessKey": "⟨sak⟩", "Region": "⟨region⟩"}',
        ),
        _aws,
        n=4,
        secrets=("sak",),
    ),
    Kind(
        "azure-client-secret",
        (
            "AZURE_CLIENT_ID=⟨app⟩\nAZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_SECRET=⟨csec⟩",
            "$ az login --service-principal -u ⟨app⟩ -p ⟨csec⟩ --tenant ⟨tenant⟩",
            "The SP secret created today is ⟨csec⟩ — expires in 6 months.",
            '"clientSecret": "⟨csec⟩",',
        ),
        _azure_sp,
        n=4,
        secrets=("csec",),
    ),
    Kind(
        "azure-storage-connection",
        (
            (
                "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨akey⟩;EndpointSuffix=core.windows.net"
            ),
            (
                'AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨akey⟩"'
            ),
            "$ az storage blob list --account-name ⟨acct⟩ --account-key ⟨akey⟩ -c exports",
            "storage key 1 for ⟨acct⟩: ⟨akey⟩",
        ),
        _azure_conn,
        n=4,
        secrets=("akey",),
    ),
    Kind(
        "gcp-service-account-key",
        (
            (
                '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n  "private_key_id": '
                '"⟨kid⟩",\n'
                '  "private_key": "-----BEGIN PRIVATE KEY-----\\n⟨pk⟩\\n-----END PRIVATE '
                'KEY-----\\n"\n}'
            ),
            (
                'sa.json for ⟨proj⟩ (pasted):\n"private_key": "-----BEGIN PRIVATE '
                'KEY-----\\n⟨pk⟩\\n-----END PRIVATE KEY-----\\n",'
            ),
        ),
        _gcp_sa,
        n=4,
        secrets=("pk",),
    ),
    Kind(
        "slack-bot-token",
        (
            "SLACK_BOT_TOKEN=⟨tok⟩",
            'client = WebClient(token="⟨tok⟩")  # TODO move to env',
            (
                "$ curl -X POST -H 'Authorization: Bearer ⟨tok⟩' "
                "https://slack.com/api/chat.postMessage"
            ),
            "alerts bot token (workspace ops): ⟨tok⟩",
        ),
        _slack_bot,
        n=4,
        secrets=("tok",),
    ),
    Kind(
        "slack-webhook-url",
        (
            (
                "alertmanager receiver: slack_api_url: "
                "https://hooks.slack.com/services/⟨team⟩/⟨chan⟩/⟨hook⟩"
            ),
            (
                '$ curl -X POST -d \'{"text":"deploy done"}\' '
                "https://hooks.slack.com/services/⟨team⟩/⟨chan⟩/⟨hook⟩"
            ),
            "SLACK_WEBHOOK=https://hooks.slack.com/services/⟨team⟩/⟨chan⟩/⟨hook⟩",
            "Le webhook du canal #deploys : https://hooks.slack.com/services/⟨team⟩/⟨chan⟩/⟨hook⟩",
        ),
        _slack_hook,
        n=4,
        secrets=("hook",),
    ),
    Kind(
        "stripe-secret-key",
        (
            "STRIPE_SECRET_KEY=⟨key⟩",
            'stripe.api_key = "⟨key⟩"  # live account ⟨acct⟩',
            "$ curl https://api.stripe.com/v1/charges -u ⟨key⟩:",
            "Restricted key for the reporting job: ⟨key⟩",
        ),
        _stripe,
        n=4,
        secrets=("key",),
    ),
    Kind(
        "webhook-signing-secret",
        (
            "STRIPE_WEBHOOK_SECRET=⟨whsec⟩",
            "GitHub webhook for the deploy hook, secret set to ⟨ghsec⟩",
            "svix endpoint secret: ⟨svix⟩",
            (
                "$ stripe listen --forward-to localhost:4242/webhook\n> Ready! Your webhook "
                "signing secret is ⟨whsec⟩"
            ),
        ),
        _webhook_secret,
        n=4,
        secrets=("whsec", "ghsec", "svix"),
    ),
    Kind(
        "openai-key",
        (
            "OPENAI_API_KEY=⟨key⟩",
            'client = OpenAI(api_key="⟨key⟩")',
            "The eval harness reads ⟨key⟩ from .env.local.",
            '$ curl https://api.openai.com/v1/models -H "Authorization: Bearer ⟨key⟩"',
        ),
        _openai,
        n=4,
        secrets=("key",),
    ),
    Kind(
        "anthropic-key",
        (
            "ANTHROPIC_API_KEY=⟨key⟩",
            '$ curl https://api.anthropic.com/v1/messages -H "x-api-key: ⟨key⟩"',
            "key for the summariser batch job: ⟨key⟩",
            'api_key = "⟨key⟩"',
        ),
        _anthropic,
        n=4,
        secrets=("key",),
    ),
    Kind(
        "npm-token",
        (
            "//registry.npmjs.org/:_authToken=⟨tok⟩",
            "NPM_TOKEN=⟨tok⟩ npm publish --access public",
            "automation token for @acme/ui publishing: ⟨tok⟩",
            'npmAuthToken: "⟨tok⟩"',
        ),
        _npm,
        n=4,
        secrets=("tok",),
    ),
    Kind(
        "pypi-token",
        (
            "[pypi]\n  username = __token__\n  password = ⟨tok⟩",
            "$ twine upload -u __token__ -p ⟨tok⟩ dist/*",
            "UV_PUBLISH_TOKEN=⟨tok⟩",
            "project-scoped upload token: ⟨tok⟩",
        ),
        _pypi,
        n=4,
        secrets=("tok",),
    ),
    Kind(
        "sendgrid-key",
        (
            "SENDGRID_API_KEY=⟨key⟩",
            'sg = SendGridAPIClient("⟨key⟩")',
            "transactional mail key (full access, oops): ⟨key⟩",
            "smtp.sendgrid.net:587 user=apikey pass=⟨key⟩",
        ),
        _sendgrid,
        n=4,
        secrets=("key",),
    ),
    Kind(
        "twilio-auth-token",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨auth⟩",
            (
                "$ curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json -u "
                "⟨sid⟩:⟨auth⟩"
            ),
            "Twilio auth token (primary) is ⟨auth⟩",
            'client = Client("⟨sid⟩", "⟨auth⟩")',
        ),
        _twilio,
        n=4,
        secrets=("auth",),
    ),
    Kind(
        "huggingface-token",
        (
            "HF_TOKEN=⟨tok⟩",
            "$ huggingface-cli login --token ⟨tok⟩",
            "write token for pushing checkpoints to the org: ⟨tok⟩",
            'snapshot_download(repo_id="acme/ranker-v3", token="⟨tok⟩")',
        ),
        _hf,
        n=4,
        secrets=("tok",),
    ),
    Kind(
        "infra-platform-token",
        (
            "DIGITALOCEAN_TOKEN=⟨dop⟩",
            "$ doctl auth init -t ⟨dop⟩",
            "VAULT_TOKEN=⟨hvs⟩ vault kv get secret/payments",
            "root token after the unseal drill: ⟨hvs⟩",
        ),
        _do_vault,
        n=4,
        secrets=("dop", "hvs"),
    ),
    Kind(
        "datadog-keys",
        (
            "DD_API_KEY=⟨api⟩\nDD_APP_KEY=⟨app⟩",
            '$ curl -X GET https://api.datadoghq.com/api/v1/validate -H "DD-API-KEY: ⟨api⟩"',
            "datadog agent: api_key: ⟨api⟩",
            "application key for the SLO exporter: ⟨app⟩",
        ),
        _datadog,
        n=4,
        secrets=("api", "app"),
    ),
    Kind(
        "chat-bot-token",
        (
            "DISCORD_BOT_TOKEN=⟨disc⟩",
            'bot.run("⟨disc⟩")',
            "TELEGRAM_BOT_TOKEN=⟨tg⟩",
            "$ curl https://api.telegram.org/bot⟨tg⟩/getUpdates",
        ),
        _discord_telegram,
        n=4,
        secrets=("disc", "tg"),
    ),
    Kind(
        "database-url-password",
        (
            "DATABASE_URL=postgres://⟨user⟩:⟨pw⟩@⟨host⟩:5432/⟨db⟩",
            '$ psql "postgresql://⟨user⟩:⟨pw⟩@⟨host⟩/⟨db⟩?sslmode=require"',
            "REDIS_URL=redis://:⟨pw⟩@cache-primary:6379/0",
            "mongodb+srv://⟨user⟩:⟨pw⟩@cluster0.k2x9p.mongodb.net/⟨db⟩?retryWrites=true",
            (
                "spring.datasource.url=jdbc:mysql://⟨host⟩:3306/⟨db⟩\n"
                "spring.datasource.username=⟨user⟩\nspring.datasource.password=⟨pw⟩"
            ),
        ),
        _db_url,
        n=5,
        secrets=("pw",),
    ),
    Kind(
        "password-cli-flag",
        (
            "$ mysql -h ⟨host⟩ -u ⟨user⟩ -p'⟨pw⟩' orders",
            "$ docker login registry.internal -u ⟨user⟩ --password '⟨pw⟩'",
            "$ PGPASSWORD='⟨pw⟩' pg_dump -h ⟨host⟩ -U ⟨user⟩ ledger > ledger.sql",
            "$ curl -u ⟨user⟩:'⟨pw⟩' https://jenkins.internal/job/nightly/build",
        ),
        _password_plain,
        n=4,
        secrets=("pw",),
    ),
    Kind(
        "password-in-prose",
        (
            "Grafana admin password was reset to ⟨pw⟩ after the upgrade.",
            "Login for the staging back office: ⟨user⟩ / ⟨pw⟩",
            "La contraseña de la base de réplica es ⟨pw⟩ (usuario ⟨user⟩).",
            "Das neue Passwort für ⟨user⟩@⟨host⟩ ist ⟨pw⟩.",
            "RabbitMQ management UI: user ⟨user⟩, password ⟨pw⟩",
        ),
        _password_plain,
        n=5,
        secrets=("pw",),
    ),
    Kind(
        "password-in-config",
        (
            'spring:\n  rabbitmq:\n    username: ⟨user⟩\n    password: "⟨pw⟩"',
            '[database]\nuser = "⟨user⟩"\npassword = "⟨pw⟩"\nhost = "⟨host⟩"',
            '{"smtp": {"user": "⟨user⟩", "pass": "⟨pw⟩"}}',
            "KEYCLOAK_ADMIN_PASSWORD='⟨pw⟩'",
        ),
        _password_plain,
        n=4,
        secrets=("pw",),
    ),
    Kind(
        "django-secret-key",
        (
            "SECRET_KEY = '⟨sk⟩'",
            "DJANGO_SECRET_KEY=⟨sk⟩",
            'prod settings still hardcode SECRET_KEY = "⟨sk⟩" — rotate it',
            "SECRET_KEY_BASE: '⟨sk⟩'",
        ),
        _django,
        n=4,
        secrets=("sk",),
    ),
    Kind(
        "bearer-token",
        (
            '$ curl -H "Authorization: Bearer ⟨jwt⟩" https://api.internal/v2/admin/users',
            "Authorization: Bearer ⟨opaque⟩\nX-Request-Id: ⟨rid⟩",
            "access_token from the login call, valid for a year: ⟨jwt⟩",
            "http GET :8080/api/orders 'Authorization:Bearer ⟨opaque⟩'",
        ),
        _jwt_bearer,
        n=4,
        secrets=("jwt", "opaque"),
    ),
    Kind(
        "session-cookie",
        (
            "Cookie: sessionid=⟨sid⟩; csrftoken=⟨csrf⟩",
            "Set-Cookie: _shop_session=⟨rails⟩; path=/; secure; HttpOnly",
            "$ curl -b 'sessionid=⟨sid⟩' https://admin.example.com/admin/",
            "copied my admin session cookie to reproduce: __Host-session=⟨rails⟩",
        ),
        _cookie,
        n=4,
        secrets=("sid", "rails"),
    ),
    Kind(
        "private-key-pem",
        (
            "-----BEGIN RSA PRIVATE KEY-----\n⟨body⟩\n-----END RSA PRIVATE KEY-----",
            (
                "deploy key (private half) pasted from the old box:\n\n-----BEGIN RSA PRIVATE "
                "KEY-----\n⟨body⟩\n-----END RSA PRIVATE KEY-----"
            ),
        ),
        _rsa_pem,
        n=4,
        secrets=("body",),
    ),
    Kind(
        "private-key-openssh",
        (
            "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH PRIVATE KEY-----",
            (
                "~/.ssh/id_ed25519 of the bastion:\n-----BEGIN OPENSSH PRIVATE KEY-----\n⟨body⟩\n"
                "-----END OPENSSH PRIVATE KEY-----"
            ),
        ),
        _openssh,
        n=4,
        secrets=("body",),
    ),
    Kind(
        "private-key-ec",
        (
            "-----BEGIN EC PRIVATE KEY-----\n⟨body⟩\n-----END EC PRIVATE KEY-----",
            (
                "APNs signing key used by the push service:\n-----BEGIN EC PRIVATE KEY-----\n"
                "⟨body⟩\n-----END EC PRIVATE KEY-----"
            ),
        ),
        _ec_pem,
        n=4,
        secrets=("body",),
    ),
    Kind(
        "registry-credential",
        (
            (
                "$ pip install -i "
                "https://ci-bot:⟨tok⟩@artifactory.example.com/api/pypi/pypi/simple acme-core"
            ),
            "ARTIFACTORY_API_KEY=⟨tok⟩",
            "npm config set //nexus.internal/repository/npm/:_password=⟨pw⟩",
            '{"auths": {"registry.internal": {"username": "ci", "password": "⟨pw⟩"}}}',
        ),
        _artifactory,
        n=4,
        secrets=("tok", "pw"),
    ),
    Kind(
        "generic-api-key",
        (
            "⟨svc⟩ vendor API key: ⟨key⟩",
            "X-Api-Key: ⟨key⟩",
            "export VENDOR_API_KEY=⟨key⟩  # ⟨svc⟩",
            'headers = {"x-api-key": "⟨key⟩"}  # ⟨svc⟩ prod',
        ),
        _generic,
        n=4,
        secrets=("key",),
    ),
    Kind(
        "secret-among-lookalikes",
        (
            (
                "Build ⟨build⟩ at ⟨sha⟩ failed, request ⟨rid⟩. Fixed by setting NPM_TOKEN=⟨tok⟩ in "
                "the runner."
            ),
            (
                "image digest sha256:⟨digest⟩, commit ⟨sha⟩, and the DB url "
                "postgres://app:⟨pw⟩@db:5432/app"
            ),
            "- commit: ⟨sha⟩\n- request id: ⟨rid⟩\n- token used: ⟨ghtok⟩",
            (
                "| field | value |\n|---|---|\n| commit | ⟨sha⟩ |\n| trace | ⟨rid⟩ |\n| GH_TOKEN | "
                "⟨ghtok⟩ |"
            ),
        ),
        _mixed,
        n=4,
        secrets=("tok", "pw", "ghtok"),
    ),
)
