"""True secrets in memory-note framings: each kind lists the bound fields that are secret.

Vendor prefixes are joined from pieces (``"gh" + "p_"``) so that no literal in this file is
a credential; every value is made by a seeded generator at build time.
"""

from __future__ import annotations

import base64
import json
import random
import textwrap
from collections.abc import Callable

from tests.redact.lookalike2.fields import Kind, b64u, digits, hexs, pick

_AN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
_PW = _AN + "!#%^*-_+=.~"
_DASH = "-----"


def _p(*parts: str) -> str:
    return "".join(parts)


def _prefixed(prefix: str, n: int, alphabet: str = _AN) -> Callable[[random.Random], str]:
    def make(rng: random.Random) -> str:
        return prefix + pick(rng, alphabet, n)

    return make


def _password(rng: random.Random) -> str:
    while True:
        value = pick(rng, _PW, rng.randint(16, 24))
        symbols = any(c in "!#%^*-_+=.~" for c in value)
        # Ends on a letter or digit, so sentence punctuation after it is not part of it.
        if symbols and any(c.isdigit() for c in value) and value[-1].isalnum():
            return value


def _url_password(rng: random.Random) -> str:
    return pick(rng, _AN, rng.randint(18, 28))


def _gh_fine_grained(rng: random.Random) -> str:
    return _p("github", "_pat_") + pick(rng, _AN, 22) + "_" + pick(rng, _AN, 59)


def _slack_bot(rng: random.Random) -> str:
    return _p("xo", "xb-") + digits(rng, 12) + "-" + digits(rng, 13) + "-" + pick(rng, _AN, 24)


def _slack_user(rng: random.Random) -> str:
    parts = (digits(rng, 12), digits(rng, 13), digits(rng, 13), hexs(rng, 32))
    return _p("xo", "xp-") + "-".join(parts)


def _slack_app(rng: random.Random) -> str:
    upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    return _p("xa", "pp-1-A") + pick(rng, upper, 10) + "-" + digits(rng, 13) + "-" + hexs(rng, 64)


def _aws_id(rng: random.Random) -> str:
    return _p("AK", "IA") + pick(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def _aws_temp_id(rng: random.Random) -> str:
    return _p("AS", "IA") + pick(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def _aws_secret(rng: random.Random) -> str:
    return pick(rng, _AN + "+/", 40)


def _aws_session(rng: random.Random) -> str:
    return "IQoJb3JpZ2luX2VjE" + base64.b64encode(rng.randbytes(240)).decode()


def _openai_proj(rng: random.Random) -> str:
    alphabet = _AN + "-_"
    return _p("sk-", "proj-") + pick(rng, alphabet, 74) + "T3Blbk" + "FJ" + pick(rng, alphabet, 74)


def _anthropic(rng: random.Random) -> str:
    return _p("sk-", "ant-", "api03-") + pick(rng, _AN + "-_", 93) + "AA"


def _pypi(rng: random.Random) -> str:
    return _p("pypi-", "AgEIcHlwaS5vcmc") + b64u(rng, 120)


def _vault(rng: random.Random) -> str:
    return _p("hv", "s.") + "CAESI" + b64u(rng, 64)


def _tfc(rng: random.Random) -> str:
    return pick(rng, _AN, 14) + _p(".atlas", "v1.") + pick(rng, _AN, 67)


def _sendgrid(rng: random.Random) -> str:
    return _p("S", "G.") + b64u(rng, 16) + "." + b64u(rng, 32)


def _atlassian(rng: random.Random) -> str:
    return _p("ATATT", "3xFfGF0") + b64u(rng, 140) + "=" + hexs(rng, 8).upper()


def _notion(rng: random.Random) -> str:
    return _p("nt", "n_") + digits(rng, 11) + pick(rng, _AN, 35)


def _azure_client_secret(rng: random.Random) -> str:
    return pick(rng, _AN, 3) + "8Q~" + pick(rng, _AN + "~.-_", 34)


def _google_refresh(rng: random.Random) -> str:
    return "1//0" + pick(rng, _AN, 2) + b64u(rng, 75)


def _discord(rng: random.Random) -> str:
    user = base64.b64encode(digits(rng, 18).encode()).decode().rstrip("=")
    return user + "." + b64u(rng, 4) + "." + b64u(rng, 28)


def _mailgun(rng: random.Random) -> str:
    return f"{hexs(rng, 32)}-{hexs(rng, 8)}-{hexs(rng, 8)}"


def _jwt(rng: random.Random) -> str:
    def seg(obj: dict[str, object]) -> str:
        raw = json.dumps(obj, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    claims = {
        "sub": digits(rng, 8),
        "iss": "https://id.acme.dev/",
        "scope": "orders:write",
        "exp": 1_790_000_000 + rng.randint(0, 10_000_000),
    }
    return (
        seg({"alg": "RS256", "typ": "JWT", "kid": hexs(rng, 8)})
        + "."
        + seg(claims)
        + "."
        + (b64u(rng, 256))
    )


def _django_key(rng: random.Random) -> str:
    return "django-insecure-" + pick(rng, "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)", 50)


def _docker_auth(rng: random.Random) -> str:
    user = rng.choice(("ci-bot", "deploy", "acme-robot"))
    return base64.b64encode(f"{user}:{_url_password(rng)}".encode()).decode()


def _k8s_b64_password(rng: random.Random) -> str:
    return base64.b64encode(_password(rng).encode()).decode()


def _pem_body(rng: random.Random, lead: str, nbytes: int, width: int) -> str:
    body = lead + base64.b64encode(rng.randbytes(nbytes)).decode()
    return "\n".join(textwrap.wrap(body, width))


def _ssh_body(rng: random.Random) -> str:
    lead = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gt"
    return _pem_body(rng, lead, 280, 70)


def _ec_body(rng: random.Random) -> str:
    return _pem_body(rng, "MHcCAQEE", 112, 64)


def _pgp_body(rng: random.Random) -> str:
    return _pem_body(rng, "lFgE", 360, 64)


def _pkcs8_body(rng: random.Random) -> str:
    return _pem_body(rng, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 900, 64)


def _pkcs8_escaped(rng: random.Random) -> str:
    return _pkcs8_body(rng).replace("\n", "\\n")


def _marker(kind: str, end: bool = False) -> str:
    return _DASH + ("END " if end else "BEGIN ") + kind + " KEY" + _DASH


GEN = {
    "ghp": _prefixed(_p("gh", "p_"), 36),
    "ghs": _prefixed(_p("gh", "s_"), 36),
    "ghpat": _gh_fine_grained,
    "glpat": _prefixed(_p("gl", "pat-"), 20, _AN + "-_"),
    "glrt": _prefixed(_p("gl", "rt-"), 20, _AN + "-_"),
    "xoxb": _slack_bot,
    "xoxp": _slack_user,
    "xapp": _slack_app,
    "akia": _aws_id,
    "asia": _aws_temp_id,
    "aws_secret": _aws_secret,
    "aws_session": _aws_session,
    "sk_live": _prefixed(_p("sk", "_live_"), 99),
    "whsec": _prefixed(_p("wh", "sec_"), 32),
    "openai": _openai_proj,
    "anthropic": _anthropic,
    "npm": _prefixed(_p("np", "m_"), 36),
    "pypi": _pypi,
    "dckr": _prefixed(_p("dckr", "_pat_"), 27, _AN + "-_"),
    "vault": _vault,
    "tfc": _tfc,
    "shpat": _prefixed(_p("shp", "at_"), 32, "0123456789abcdef"),
    "sendgrid": _sendgrid,
    "hex32": lambda rng: hexs(rng, 32),
    "hex40": lambda rng: hexs(rng, 40),
    "hex64": lambda rng: hexs(rng, 64),
    "linear": _prefixed(_p("lin", "_api_"), 40),
    "notion": _notion,
    "atlassian": _atlassian,
    "cf_token": _prefixed("", 40, _AN + "-_"),
    "dop": _prefixed(_p("dop", "_v1_"), 64, "0123456789abcdef"),
    "dapi": _prefixed(_p("da", "pi"), 32, "0123456789abcdef"),
    "groq": _prefixed(_p("gs", "k_"), 52),
    "replicate": _prefixed(_p("r8", "_"), 37),
    "sentry_user": _prefixed(_p("sntr", "yu_"), 64, "0123456789abcdef"),
    "mailgun": _mailgun,
    "azure_cs": _azure_client_secret,
    "azure_storage": lambda rng: base64.b64encode(rng.randbytes(64)).decode(),
    "google_refresh": _google_refresh,
    "discord": _discord,
    "jwt": _jwt,
    "django": _django_key,
    "docker_auth": _docker_auth,
    "k8s_pw": _k8s_b64_password,
    "pw": _password,
    "urlpw": _url_password,
    "ssh_body": _ssh_body,
    "ec_body": _ec_body,
    "pgp_body": _pgp_body,
    "pkcs8_escaped": _pkcs8_escaped,
    "ssh_begin": lambda rng: _marker("OPENSSH PRIVATE"),
    "ssh_end": lambda rng: _marker("OPENSSH PRIVATE", end=True),
    "ec_begin": lambda rng: _marker("EC PRIVATE"),
    "ec_end": lambda rng: _marker("EC PRIVATE", end=True),
    "pgp_begin": lambda rng: _DASH + "BEGIN PGP " + "PRIVATE KEY BLOCK" + _DASH,
    "pgp_end": lambda rng: _DASH + "END PGP " + "PRIVATE KEY BLOCK" + _DASH,
    "pk8_begin": lambda rng: _marker("PRIVATE"),
    "pk8_end": lambda rng: _marker("PRIVATE", end=True),
}


def _k(kind: str, templates: tuple[str, ...], secrets: tuple[str, ...] = ("s",)) -> Kind:
    return Kind(kind, templates, secrets=secrets, gen=GEN, repeat=1)


SECRETS: tuple[Kind, ...] = (
    _k(
        "github_classic_pat",
        (
            "git remote set-url origin https://⟪s=g:ghp⟫@github.com/⟪g:repo⟫.git",
            "GH_TOKEN=⟪s=g:ghp⟫ gh pr list --state merged --limit 200",
            "- the release bot authenticates with `⟪s=g:ghp⟫` (scopes: repo, workflow)",
            "remote: Invalid username or password.\nfatal: Authentication failed for "
            "'https://⟪g:person⟫:⟪s=g:ghp⟫@github.com/⟪g:repo⟫.git/'",
        ),
    ),
    _k(
        "github_fine_grained_pat",
        (
            "export GITHUB_PERSONAL_ACCESS_TOKEN=⟪s=g:ghpat⟫",
            '"github": {"command": "github-mcp-server", "env": {"GITHUB_PERSONAL_ACCESS_TOKEN":'
            ' "⟪s=g:ghpat⟫"}}',
            "Fine-grained token for the docs repo (expires in 90 days): ⟪s=g:ghpat⟫",
            "---\nname: github access\ndescription: how the agent reaches GitHub\n---\n\n"
            "Use the token ⟪s=g:ghpat⟫ for the docs repo only.",
        ),
    ),
    _k(
        "github_app_installation_token",
        (
            "fatal: could not read from https://x-access-token:⟪s=g:ghs⟫@github.com/⟪g:repo⟫.git",
            "The installation token minted by the app step was ⟪s=g:ghs⟫ (valid for an hour).",
            '[url "https://x-access-token:⟪s=g:ghs⟫@github.com/"]\n'
            "\tinsteadOf = https://github.com/",
        ),
    ),
    _k(
        "gitlab_tokens",
        (
            'curl --header "PRIVATE-TOKEN: ⟪s=g:glpat⟫" https://gitlab.com/api/v4/projects',
            "gitlab-runner register --url https://gitlab.com --token ⟪s=g:glrt⟫",
            "CI_REGISTRY_PASSWORD / GITLAB_TOKEN for the mirror job = ⟪s=g:glpat⟫",
        ),
    ),
    _k(
        "slack_tokens",
        (
            "SLACK_BOT_TOKEN=⟪s=g:xoxb⟫\nSLACK_SIGNING_SECRET=⟪t=g:hex32⟫",
            'slack_sdk.WebClient(token="⟪s=g:xoxp⟫").chat_postMessage(channel="#deploys")',
            "Socket mode needs the app-level token ⟪s=g:xapp⟫ as well as the bot token.",
            "slack_token: ⟪s=g:xoxb⟫  # #alerts bot, added by ⟪g:person⟫",
        ),
        secrets=("s", "t"),
    ),
    _k(
        "aws_access_key_pair",
        (
            "[default]\naws_access_key_id = ⟪i=g:akia⟫\naws_secret_access_key = "
            "⟪s=g:aws_secret⟫\nregion = ⟪g:region⟫",
            "AWS_ACCESS_KEY_ID=⟪i=g:akia⟫ AWS_SECRET_ACCESS_KEY=⟪s=g:aws_secret⟫ "
            "aws s3 ls s3://acme-backups/",
            "The terraform user's keys: ⟪i=g:akia⟫ / ⟪s=g:aws_secret⟫ (rotate after the audit)",
            "botocore.exceptions.ClientError: SignatureDoesNotMatch (key ⟪i=g:akia⟫). I had "
            "pasted the secret with a trailing space: '⟪s=g:aws_secret⟫ '",
        ),
        secrets=("i", "s"),
    ),
    _k(
        "aws_session_credentials",
        (
            '{\n  "Credentials": {\n    "AccessKeyId": "⟪i=g:asia⟫",\n'
            '    "SecretAccessKey": "⟪s=g:aws_secret⟫",\n    "SessionToken": "⟪t=g:aws_session⟫",\n'
            '    "Expiration": "⟪g:iso⟫"\n  }\n}',
            "export AWS_ACCESS_KEY_ID=⟪i=g:asia⟫\nexport AWS_SECRET_ACCESS_KEY=⟪s=g:aws_secret⟫\n"
            "export AWS_SESSION_TOKEN=⟪t=g:aws_session⟫",
        ),
        secrets=("i", "s", "t"),
    ),
    _k(
        "stripe_secret_and_webhook",
        (
            "STRIPE_SECRET_KEY=⟪s=g:sk_live⟫\nSTRIPE_WEBHOOK_SECRET=⟪t=g:whsec⟫",
            "stripe listen --forward-to localhost:3000/webhooks printed the signing secret "
            "⟪t=g:whsec⟫; the live key in the dashboard is ⟪s=g:sk_live⟫.",
            "Stripe::StripeClient.new('⟪s=g:sk_live⟫')  # prod, do not commit ⟪t=g:whsec⟫ either",
        ),
        secrets=("s", "t"),
    ),
    _k(
        "openai_project_key",
        (
            "OPENAI_API_KEY=⟪s=g:openai⟫",
            'client = OpenAI(api_key="⟪s=g:openai⟫")',
            "Evals ran with the team key ⟪s=g:openai⟫ (project: evals, budget 200 USD).",
            "openai.AuthenticationError: Error code: 401 - Incorrect API key provided: "
            "⟪s=g:openai⟫",
        ),
    ),
    _k(
        "anthropic_api_key",
        (
            "ANTHROPIC_API_KEY=⟪s=g:anthropic⟫ opencode run 'summarise the diff'",
            '"provider": {"anthropic": {"options": {"apiKey": "⟪s=g:anthropic⟫"}}}',
            "401 from the gateway until I swapped in the new key ⟪s=g:anthropic⟫.",
            "x-api-key: ⟪s=g:anthropic⟫\nanthropic-version: 2023-06-01\n"
            "content-type: application/json",
        ),
    ),
    _k(
        "npm_and_pypi_tokens",
        (
            "//registry.npmjs.org/:_authToken=⟪s=g:npm⟫",
            "[pypi]\n  username = __token__\n  password = ⟪s=g:pypi⟫",
            "TWINE_PASSWORD=⟪s=g:pypi⟫ twine upload dist/*",
            "npm config set //npm.pkg.github.com/:_authToken ⟪s=g:npm⟫",
        ),
    ),
    _k(
        "docker_hub_and_registry_auth",
        (
            "echo ⟪s=g:dckr⟫ | docker login -u acmebot --password-stdin",
            '{\n  "auths": {\n    "ghcr.io": {\n      "auth": "⟪s=g:docker_auth⟫"\n    }\n  }\n}',
            "Docker Hub PAT for the mirror: ⟪s=g:dckr⟫",
            "- name: Log in\n  run: docker login -u acmebot -p ⟪s=g:dckr⟫ docker.io",
        ),
    ),
    _k(
        "hashicorp_tokens",
        (
            "export VAULT_TOKEN=⟪s=g:vault⟫",
            'credentials "app.terraform.io" {\n  token = "⟪s=g:tfc⟫"\n}',
            "Root token from the unseal ceremony (move to the safe!): ⟪s=g:vault⟫",
            "vault login ⟪s=g:vault⟫",
        ),
    ),
    _k(
        "saas_api_tokens",
        (
            "SHOPIFY_ADMIN_TOKEN=⟪s=g:shpat⟫",
            "sendgrid.setApiKey('⟪s=g:sendgrid⟫')",
            "LINEAR_API_KEY=⟪s=g:linear⟫ node scripts/sync-issues.mjs",
            "NOTION_TOKEN=⟪s=g:notion⟫",
            "jira-cli: `JIRA_API_TOKEN=⟪s=g:atlassian⟫ jira issue list`",
            "MAILGUN_API_KEY=⟪s=g:mailgun⟫",
        ),
    ),
    _k(
        "vendor_hex_keys_by_name",
        (
            "DD_API_KEY=⟪s=g:hex32⟫\nDD_APP_KEY=⟪t=g:hex40⟫\nDD_SITE=datadoghq.eu",
            "TWILIO_ACCOUNT_SID=AC⟪hex:32⟫\nTWILIO_AUTH_TOKEN=⟪s=g:hex32⟫",
            "Datadog agent config: api_key: ⟪s=g:hex32⟫",
            "Sent the Twilio test SMS with `twilio api:core:messages:create --auth-token "
            "⟪s=g:hex32⟫ ...`",
        ),
        secrets=("s", "t"),
    ),
    _k(
        "cloud_platform_tokens",
        (
            "CLOUDFLARE_API_TOKEN=⟪s=g:cf_token⟫ npx wrangler deploy",
            "doctl auth init --access-token ⟪s=g:dop⟫",
            "DATABRICKS_HOST=https://adb-⟪num:16⟫.⟪int:1-19⟫.azuredatabricks.net\n"
            "DATABRICKS_TOKEN=⟪s=g:dapi⟫",
            "SENTRY_AUTH_TOKEN=⟪s=g:sentry_user⟫ sentry-cli releases finalize 1.2.3",
        ),
    ),
    _k(
        "ai_provider_keys",
        (
            "GROQ_API_KEY=⟪s=g:groq⟫",
            "export REPLICATE_API_TOKEN=⟪s=g:replicate⟫",
            "The benchmark script reads GROQ_API_KEY; mine is ⟪s=g:groq⟫.",
            "replicate.Client(api_token='⟪s=g:replicate⟫').run('acme/model:latest')",
        ),
    ),
    _k(
        "azure_credentials",
        (
            "AZURE_CLIENT_ID=⟪uuid⟫\nAZURE_TENANT_ID=⟪uuid⟫\nAZURE_CLIENT_SECRET=⟪s=g:azure_cs⟫",
            "DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=⟪s=g:azure_storage⟫;"
            "EndpointSuffix=core.windows.net",
            "az login --service-principal -u ⟪uuid⟫ -p ⟪s=g:azure_cs⟫ --tenant ⟪uuid⟫",
        ),
    ),
    _k(
        "google_oauth_refresh_token",
        (
            '{"type": "authorized_user", "client_id": "⟪num:12⟫-⟪lan:32⟫.apps.googleusercontent'
            '.com", "refresh_token": "⟪s=g:google_refresh⟫"}',
            "gcloud printed refresh_token ⟪s=g:google_refresh⟫ when I ran the auth flow by hand.",
        ),
    ),
    _k(
        "discord_bot_token",
        (
            "DISCORD_TOKEN=⟪s=g:discord⟫",
            "client.login('⟪s=g:discord⟫');",
            "The bot token printed by the Discord portal: ⟪s=g:discord⟫",
        ),
    ),
    _k(
        "bearer_jwt_in_curl",
        (
            "curl -sS https://api.acme.dev/v2/orders -H 'Authorization: Bearer ⟪s=g:jwt⟫' | jq .",
            'http GET :8080/admin/users "Authorization:Bearer ⟪s=g:jwt⟫"',
            "The access token from the staging login (valid 24h): ⟪s=g:jwt⟫",
            '127.0.0.1 - - [12/May/2026:10:42:17 +0000] "GET /api/me?access_token=⟪s=g:jwt⟫ '
            'HTTP/1.1" 200 512',
        ),
    ),
    _k(
        "http_basic_in_commands",
        (
            "curl -u admin:⟪s=g:urlpw⟫ https://jenkins.acme.dev/job/deploy/build",
            "wget --user=deploy --password='⟪s=g:pw⟫' https://files.acme.dev/release.tgz",
            'requests.get(url, auth=("svc-report", "⟪s=g:pw⟫"))',
            "git clone https://deploy:⟪s=g:urlpw⟫@git.acme.dev/infra/terraform.git",
        ),
    ),
    _k(
        "database_urls_with_password",
        (
            "DATABASE_URL=postgresql://app:⟪s=g:urlpw⟫@db.prod.internal:5432/app?sslmode=require",
            'mongosh "mongodb+srv://admin:⟪s=g:urlpw⟫@cluster0.⟪lan:5⟫.mongodb.net/shop"',
            "REDIS_URL=rediss://default:⟪s=g:urlpw⟫@⟪lan:12⟫.upstash.io:6379",
            'CELERY_BROKER_URL = "amqp://worker:⟪s=g:urlpw⟫@rabbit.internal:5672/prod"',
            "jdbc:mysql://db.internal:3306/shop?user=shop&password=⟪s=g:urlpw⟫&useSSL=true",
            "sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed for "
            "postgresql+psycopg://report:⟪s=g:urlpw⟫@10.0.3.7/analytics",
        ),
    ),
    _k(
        "credential_files",
        (
            "~/.pgpass:\ndb.prod.internal:5432:app:app:⟪s=g:pw⟫",
            "machine api.acme.dev\n  login deploy-bot\n  password ⟪s=g:pw⟫",
            "pip.conf:\n[global]\nindex-url = https://ci:⟪s=g:urlpw⟫@pypi.acme.dev/simple/",
            "~/.config/rclone/rclone.conf:\n[backup]\ntype = sftp\nhost = nas.lan\n"
            "user = backup\npass = ⟪s=g:pw⟫",
        ),
    ),
    _k(
        "password_in_config",
        (
            "spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/app\n"
            "    username: app\n    password: ⟪s=g:pw⟫",
            '[mysqld_exporter]\nuser = exporter\npassword = "⟪s=g:pw⟫"',
            "SMTP_PASSWORD=⟪s=g:pw⟫",
            "The Grafana admin password after the reset is ⟪s=g:pw⟫ (user admin).",
            'ADMIN_PASSWORD: "⟪s=g:pw⟫"  # docker-compose, staging',
            "Das Passwort für den Staging-Admin lautet ⟪s=g:pw⟫ (nach dem Login ändern).",
            "La contraseña del usuario de réplica es ⟪s=g:pw⟫.",
        ),
    ),
    _k(
        "kubernetes_secret_values",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟪g:service⟫-db\ntype: Opaque\n"
            "data:\n  password: ⟪s=g:k8s_pw⟫",
            "kubectl create secret generic ⟪g:service⟫-db --from-literal=password='⟪s=g:pw⟫'",
            'stringData:\n  DB_PASSWORD: "⟪s=g:pw⟫"',
        ),
    ),
    _k(
        "app_signing_secrets",
        (
            "JWT_SECRET=⟪s=g:hex64⟫",
            "SECRET_KEY = '⟪s=g:django⟫'",
            "config/master.key (Rails credentials) contains ⟪s=g:hex32⟫",
            "SESSION_SECRET=⟪s=g:hex64⟫ node server.js",
            "NEXTAUTH_SECRET=⟪s=g:hex64⟫",
        ),
    ),
    _k(
        "private_key_blocks",
        (
            "⟪g:ssh_begin⟫\n⟪s=g:ssh_body⟫\n⟪g:ssh_end⟫",
            "deploy key for the staging box:\n\n⟪g:ec_begin⟫\n⟪s=g:ec_body⟫\n⟪g:ec_end⟫",
            "⟪g:pgp_begin⟫\n\n⟪s=g:pgp_body⟫\n=⟪b64:3⟫\n⟪g:pgp_end⟫",
        ),
    ),
    _k(
        "service_account_json",
        (
            '{\n  "type": "service_account",\n  "project_id": "acme-prod",\n'
            '  "private_key_id": "⟪hex:40⟫",\n'
            '  "private_key": "⟪g:pk8_begin⟫\\n⟪s=g:pkcs8_escaped⟫\\n⟪g:pk8_end⟫\\n",\n'
            '  "client_email": "ci@acme-prod.iam.gserviceaccount.com"\n}',
            'GOOGLE_PRIVATE_KEY="⟪g:pk8_begin⟫\\n⟪s=g:pkcs8_escaped⟫\\n⟪g:pk8_end⟫\\n"',
        ),
    ),
)
