"""True secrets in the same framings as the look-alikes, so recall can be checked too.

Each kind's ``secrets`` names the fields whose values must not survive. Value shapes follow
the vendors' published token formats; prefixes are joined from pieces so no literal in this
file is a credential.
"""

from __future__ import annotations

import base64
import random

from tests.redact.lookalike import values as v
from tests.redact.lookalike.kinds import Kind

_AWS_ID_ALPHABET = v.UPPER + "234567"
_AWS_SECRET_ALPHABET = v.BASE62 + "/+"
_BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def _gh_classic(r: random.Random) -> str:
    return "gh" + "p_" + v.b62(r, 36)


def _gh_app(r: random.Random) -> str:
    return "gh" + r.choice(("s_", "o_", "u_")) + v.b62(r, 36)


def _gh_fine(r: random.Random) -> str:
    return "github" + "_pat_" + "11" + v.chars(r, v.UPPER + v.DIGITS, 20) + "_" + v.b62(r, 59)


def _glpat(r: random.Random) -> str:
    return "gl" + "pat-" + v.chars(r, v.BASE64URL, 20)


def _slack_bot(r: random.Random) -> str:
    return (
        "xo"
        + "xb-"
        + str(r.randint(10**10, 10**13))
        + "-"
        + str(r.randint(10**12, 10**13))
        + "-"
        + v.b62(r, 24)
    )


def _aws_id(r: random.Random) -> str:
    return "AK" + "IA" + v.chars(r, _AWS_ID_ALPHABET, 16)


def _aws_secret(r: random.Random) -> str:
    return v.chars(r, _AWS_SECRET_ALPHABET, 40)


def _stripe_sk(r: random.Random) -> str:
    return "sk" + "_live_" + v.b62(r, r.choice((24, 99)))


def _stripe_rk(r: random.Random) -> str:
    return "rk" + "_live_" + v.b62(r, 99)


def _openai(r: random.Random) -> str:
    return "sk-" + "proj-" + v.chars(r, v.BASE64URL, r.choice((48, 124, 156)))


def _openai_legacy(r: random.Random) -> str:
    return "sk-" + v.b62(r, 20) + "T3Blbk" + "FJ" + v.b62(r, 20)


def _anthropic(r: random.Random) -> str:
    return "sk-" + "ant-" + "api03-" + v.chars(r, v.BASE64URL, 93) + "AA"


def _npm(r: random.Random) -> str:
    return "np" + "m_" + v.b62(r, 36)


def _opaque(r: random.Random) -> str:
    return v.b64url_bytes(r, r.choice((24, 32, 48)))


def _key_body(r: random.Random, header: bytes, n_bytes: int) -> str:
    """Base64 of a key's DER (or OpenSSH) header and random bytes, wrapped at 64 columns."""
    raw = header + bytes(r.randrange(256) for _ in range(n_bytes))
    text = base64.b64encode(raw).decode()
    return "\n".join(text[i : i + 64] for i in range(0, len(text), 64))


def _openssh_key(r: random.Random) -> str:
    magic = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none"
    return _key_body(r, magic, r.choice((360, 380)))


def _rsa_key(r: random.Random) -> str:
    return _key_body(r, b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00", 1180)


def _pkcs8_key(r: random.Random) -> str:
    return _key_body(r, b"\x30\x82\x04\xbe\x02\x01\x00\x30\x0d\x06\x09", 1200)


def _ec_key(r: random.Random) -> str:
    return _key_body(r, b"\x30\x77\x02\x01\x01\x04\x20", 112)


def _age(r: random.Random) -> str:
    return "AGE-SECRET-" + "KEY-1" + v.chars(r, _BECH32, 58)


def _wg(r: random.Random) -> str:
    return v.b64_bytes(r, 32)


def _goog_client_secret(r: random.Random) -> str:
    return "GOC" + "SPX-" + v.chars(r, v.BASE64URL, 28)


def _hf(r: random.Random) -> str:
    return "hf" + "_" + v.chars(r, v.UPPER + v.LOWER, 34)


def _basic(r: random.Random) -> str:
    user = r.choice(("ci-bot", "deploy", "admin", "svc-reports"))
    return base64.b64encode(f"{user}:{v.url_password(r)}".encode()).decode()


def _telegram(r: random.Random) -> str:
    return f"{r.randint(10**8, 10**10)}:AA" + v.chars(r, v.BASE64URL, 33)


def _slack_hook_token(r: random.Random) -> str:
    return v.b62(r, 24)


# Generators other modules use to put a secret among look-alikes.
SECRET_GENS = {
    "npm": _npm,
    "sk": lambda r: "sk" + "_live_" + v.b62(r, 99),
    "pw": v.url_password,
    "gh": _gh_classic,
}

SECRETS: tuple[Kind, ...] = (
    Kind(
        "github_classic_pat",
        dev=(
            "- GitHub token for the release bot: `⟨tok⟩` (expires in 90 days)",
            "export GITHUB_TOKEN=⟨tok⟩",
            "In session ⟨sid⟩ I authenticated with `gh auth login --with-token <<< ⟨tok⟩`.",
        ),
        holdout=(
            "git clone https://⟨tok⟩@github.com/acme/⟨repo⟩.git (worked, but rotate it)",
            "[github]\ntoken = ⟨tok⟩\nuser = acme-bot",
            "The PAT I made today is ⟨tok⟩; it has repo and workflow scopes.",
        ),
        gen={"tok": _gh_classic},
        secrets=("tok",),
    ),
    Kind(
        "github_app_token",
        dev=(
            "git remote set-url origin https://x-access-token:⟨tok⟩@github.com/acme/⟨repo⟩.git",
            "GH_TOKEN=⟨tok⟩ gh pr list --state open",
        ),
        holdout=(
            "installation token (valid for an hour): ⟨tok⟩",
            "`Authorization: token ⟨tok⟩` worked against api.github.com/repos/acme/⟨repo⟩",
        ),
        gen={"tok": _gh_app},
        secrets=("tok",),
    ),
    Kind(
        "github_fine_grained_pat",
        dev=(
            "Fine-grained PAT for the docs repo (contents: write): ⟨tok⟩",
            "GH_TOKEN=⟨tok⟩",
        ),
        holdout=(
            'env:\n  GH_TOKEN: "⟨tok⟩"  # TODO move to secrets',
            "gh auth login --with-token <<< '⟨tok⟩'",
        ),
        gen={"tok": _gh_fine},
        secrets=("tok",),
    ),
    Kind(
        "gitlab_pat",
        dev=(
            "GITLAB_TOKEN=⟨tok⟩ (api scope, created for the migration script)",
            'curl --header "PRIVATE-TOKEN: ⟨tok⟩" https://gitlab.com/api/v4/projects',
            "git push https://oauth2:⟨tok⟩@gitlab.com/acme/platform.git HEAD:main",
        ),
        holdout=(
            "glab auth login --token ⟨tok⟩ --hostname gitlab.com",
            "the runner registration used ⟨tok⟩; revoke it after the move to group runners",
        ),
        gen={"tok": _glpat},
        secrets=("tok",),
    ),
    Kind(
        "slack_bot_token",
        dev=(
            "SLACK_BOT_TOKEN=⟨tok⟩ (posts to ⟨slackc⟩)",
            "curl -H 'Authorization: Bearer ⟨tok⟩' https://slack.com/api/auth.test",
            "slack:\n  token: ⟨tok⟩\n  channel: '#deploys'",
        ),
        holdout=(
            "new WebClient('⟨tok⟩') in scripts/notify.ts — hardcoded, fix before merge",
            "Bot token for the alerts app is ⟨tok⟩",
        ),
        gen={"tok": _slack_bot},
        secrets=("tok",),
    ),
    Kind(
        "aws_access_key_pair",
        dev=(
            "[default]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨aks⟩",
            "export AWS_ACCESS_KEY_ID=⟨akid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨aks⟩",
            "CI user keys: id ⟨akid⟩, secret ⟨aks⟩ (the deploy role trusts this user)",
        ),
        holdout=(
            'provider "aws" {\n  access_key = "⟨akid⟩"\n  secret_key = "⟨aks⟩"\n}',
            "docker run -e AWS_ACCESS_KEY_ID=⟨akid⟩ -e AWS_SECRET_ACCESS_KEY=⟨aks⟩ "
            "amazon/aws-cli s3 ls",
            "| key id | secret |\n|---|---|\n| ⟨akid⟩ | ⟨aks⟩ |",
        ),
        gen={"akid": _aws_id, "aks": _aws_secret},
        secrets=("akid", "aks"),
    ),
    Kind(
        "stripe_secret_key",
        dev=(
            "STRIPE_SECRET_KEY=⟨tok⟩",
            'stripe.api_key = "⟨tok⟩"  # live key, only in the billing worker',
            "curl https://api.stripe.com/v1/charges -u ⟨tok⟩:",
        ),
        holdout=(
            "stripe listen --api-key ⟨tok⟩ --forward-to localhost:4242/webhook",
            "The live secret key ⟨tok⟩ was in the Heroku config; moved to Doppler.",
        ),
        gen={"tok": _stripe_sk},
        secrets=("tok",),
    ),
    Kind(
        "openai_project_key",
        dev=(
            "OPENAI_API_KEY=⟨tok⟩",
            'client = OpenAI(api_key="⟨tok⟩")',
            "- OpenAI key for the eval harness: ⟨tok⟩",
        ),
        holdout=(
            'curl https://api.openai.com/v1/models -H "Authorization: Bearer ⟨tok⟩"',
            "llm keys set openai --value ⟨tok⟩",
        ),
        gen={"tok": _openai},
        secrets=("tok",),
    ),
    Kind(
        "anthropic_key",
        dev=(
            "ANTHROPIC_API_KEY=⟨tok⟩ opencode run 'fix the tests'",
            '{"provider": {"anthropic": {"options": {"apiKey": "⟨tok⟩"}}}}',
            "- Anthropic key (team workspace): ⟨tok⟩",
        ),
        holdout=(
            'curl https://api.anthropic.com/v1/messages -H "x-api-key: ⟨tok⟩" '
            "-H 'anthropic-version: 2023-06-01'",
            "anthropic = Anthropic(api_key='⟨tok⟩')",
        ),
        gen={"tok": _anthropic},
        secrets=("tok",),
    ),
    Kind(
        "npm_token",
        dev=(
            "//registry.npmjs.org/:_authToken=⟨tok⟩",
            "NPM_TOKEN=⟨tok⟩ npm publish --access public",
            "npm automation token for @acme: ⟨tok⟩",
        ),
        holdout=(
            "echo '//registry.npmjs.org/:_authToken=⟨tok⟩' >> ~/.npmrc",
            'yarn config set npmAuthToken "⟨tok⟩"',
        ),
        gen={"tok": _npm},
        secrets=("tok",),
    ),
    Kind(
        "config_password",
        dev=(
            "DB_PASSWORD=⟨pw⟩",
            "database:\n  host: db.internal\n  user: ⟨user⟩\n  password: ⟨pw⟩",
            '{"smtp": {"host": "smtp.acme.dev", "user": "noreply", "password": "⟨pw⟩"}}',
            "The staging admin password is ⟨pw⟩ (user admin@acme.dev).",
        ),
        holdout=(
            "[client]\nuser=root\npassword=⟨pw⟩",
            "spring.datasource.password=⟨pw⟩",
            "Passwort für den Staging-Admin: ⟨pw⟩",
            "redis-cli -a '⟨pw⟩' -h cache.internal ping",
            "mysql -u ⟨user⟩ -p'⟨pw⟩' ⟨db⟩ < dump.sql",
        ),
        gen={"pw": v.strong_password},
        secrets=("pw",),
        repeat={"dev": 3, "holdout": 2},
    ),
    Kind(
        "db_url_password",
        dev=(
            "DATABASE_URL=postgres://⟨user⟩:⟨pw⟩@db.internal:5432/⟨db⟩",
            "mongodb+srv://⟨user⟩:⟨pw⟩@cluster0.⟨r5⟩.mongodb.net/⟨db⟩?retryWrites=true",
            "psql 'postgresql://⟨user⟩:⟨pw⟩@localhost:5433/⟨db⟩?sslmode=disable'",
        ),
        holdout=(
            "REDIS_URL=redis://:⟨pw⟩@cache.internal:6379/0",
            "sqlalchemy.url = mysql+pymysql://⟨user⟩:⟨pw⟩@mysql.internal/⟨db⟩",
            "amqps://⟨user⟩:⟨pw⟩@rabbit.acme.dev:5671/%2F",
        ),
        gen={"pw": v.url_password, "r5": lambda r: v.chars(r, v.LOWER + v.DIGITS, 5)},
        secrets=("pw",),
        repeat={"dev": 3, "holdout": 2},
    ),
    Kind(
        "private_key_block",
        dev=(
            "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨ossh⟩\n-----END OPENSSH PRIVATE KEY-----",
            "Deploy key for the bastion:\n\n-----BEGIN RSA PRIVATE KEY-----\n⟨rsa⟩\n"
            "-----END RSA PRIVATE KEY-----\n",
        ),
        holdout=(
            "key.pem copied from the old deploy box:\n-----BEGIN PRIVATE KEY-----\n⟨p8⟩\n"
            "-----END PRIVATE KEY-----",
            "-----BEGIN EC PRIVATE KEY-----\n⟨ec⟩\n-----END EC PRIVATE KEY-----",
        ),
        gen={"ossh": _openssh_key, "rsa": _rsa_key, "p8": _pkcs8_key, "ec": _ec_key},
        secrets=("ossh", "rsa", "p8", "ec"),
    ),
    Kind(
        "bearer_token_curl",
        dev=(
            'curl -H "Authorization: Bearer ⟨tok⟩" https://api.acme.dev/v1/me',
            "curl -s -H 'X-API-Key: ⟨tok⟩' https://⟨host⟩/v2/reports | jq .",
            "http GET :8000/api/items 'Authorization:Bearer ⟨tok⟩'",
        ),
        holdout=(
            'requests.get(url, headers={"Authorization": "Bearer ⟨tok⟩"})',
            "wget --header='Authorization: Token ⟨tok⟩' https://⟨host⟩/export.csv",
        ),
        gen={"tok": _opaque},
        secrets=("tok",),
    ),
    # Kinds the dev split never shows.
    Kind(
        "stripe_restricted_key",
        dev=(),
        holdout=(
            "STRIPE_RESTRICTED_KEY=⟨tok⟩ (read-only, for the reporting job)",
            "restricted key for the dashboard: ⟨tok⟩",
        ),
        gen={"tok": _stripe_rk},
        secrets=("tok",),
    ),
    Kind(
        "openai_legacy_key",
        dev=(),
        holdout=("openai.api_key = '⟨tok⟩'", "old OpenAI user key, still in the notebook: ⟨tok⟩"),
        gen={"tok": _openai_legacy},
        secrets=("tok",),
    ),
    Kind(
        "slack_webhook_url",
        dev=(),
        holdout=(
            "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T0⟨t8⟩/B0⟨t8:2⟩/⟨tok⟩",
            'curl -X POST -d \'{"text":"deployed"}\' https://hooks.slack.com/services/'
            "T0⟨t8⟩/B0⟨t8:2⟩/⟨tok⟩",
        ),
        gen={"tok": _slack_hook_token, "t8": lambda r: v.chars(r, v.UPPER + v.DIGITS, 8)},
        secrets=("tok",),
    ),
    Kind(
        "sentry_legacy_dsn_secret",
        dev=(),
        holdout=(
            "SENTRY_DSN=https://⟨h32⟩:⟨sec⟩@sentry.acme.dev/⟨n⟩ (self-hosted, legacy form)",
            "raven.Client('https://⟨h32⟩:⟨sec⟩@sentry.io/⟨n⟩')",
        ),
        gen={"sec": lambda r: v.hexs(r, 32)},
        secrets=("sec",),
    ),
    Kind(
        "age_secret_key",
        dev=(),
        holdout=(
            "# created: ⟨tso⟩\n# public key: age1⟨pub⟩\n⟨key⟩",
            "SOPS_AGE_KEY=⟨key⟩",
        ),
        gen={"key": _age, "pub": lambda r: v.chars(r, _BECH32.lower(), 58)},
        secrets=("key",),
    ),
    Kind(
        "wireguard_private_key",
        dev=(),
        holdout=(
            "[Interface]\nPrivateKey = ⟨key⟩\nAddress = 10.8.0.2/24",
            "wg set wg0 private-key <(echo ⟨key⟩)",
        ),
        gen={"key": _wg},
        secrets=("key",),
    ),
    Kind(
        "google_oauth_client_secret",
        dev=(),
        holdout=(
            '{"web": {"client_id": "⟨n⟩-⟨cid⟩.apps.googleusercontent.com", "client_secret": '
            '"⟨tok⟩"}}',
            "GOOGLE_CLIENT_SECRET=⟨tok⟩",
        ),
        gen={"tok": _goog_client_secret, "cid": lambda r: v.chars(r, v.LOWER + v.DIGITS, 32)},
        secrets=("tok",),
    ),
    Kind(
        "huggingface_token",
        dev=(),
        holdout=("huggingface-cli login --token ⟨tok⟩", "HF_TOKEN=⟨tok⟩ python train.py"),
        gen={"tok": _hf},
        secrets=("tok",),
    ),
    Kind(
        "basic_auth_header",
        dev=(),
        holdout=(
            "curl -H 'Authorization: Basic ⟨tok⟩' https://⟨host⟩/api/health",
            "nginx logs show `Authorization: Basic ⟨tok⟩` from the monitoring probe",
        ),
        gen={"tok": _basic},
        secrets=("tok",),
    ),
    Kind(
        "telegram_bot_token",
        dev=(),
        holdout=(
            "TELEGRAM_BOT_TOKEN=⟨tok⟩",
            "https://api.telegram.org/bot⟨tok⟩/sendMessage?chat_id=-100⟨n⟩",
        ),
        gen={"tok": _telegram},
        secrets=("tok",),
    ),
)
