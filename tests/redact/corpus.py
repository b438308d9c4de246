"""A labelled corpus for the scrubber: secret cases and benign look-alikes.

Every secret here is synthetic. Vendor-shaped fakes are assembled at import time from
a split prefix and seeded random characters, so no literal in this file has the shape
of a real credential (secret scanners on push stay quiet, and nothing real can leak).

Run ``python -m tests.redact.corpus`` from the repository root to print recall and
benign preservation.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

from ocmem.redact import scrub

_RANDOM = random.Random(20240611)
_LOWER_HEX = "0123456789abcdef"
_ALNUM = string.ascii_letters + string.digits
_B64URL = _ALNUM + "-_"
_B64 = _ALNUM + "+/"


def _join(*parts: str) -> str:
    return "".join(parts)


def _chars(alphabet: str, length: int) -> str:
    """Random characters that always mix letters and digits (like real key material)."""
    while True:
        value = "".join(_RANDOM.choice(alphabet) for _ in range(length))
        has_digit = any(c.isdigit() for c in value)
        has_letter = any(c.isalpha() for c in value)
        if has_digit and (has_letter or not any(c.isalpha() for c in alphabet)):
            return value


def _password() -> str:
    words = ["Amber", "Falcon", "Quartz", "Meadow", "Cobalt", "Juniper", "Ember", "Harbor"]
    return (
        _RANDOM.choice(words)
        + str(_RANDOM.randint(10, 99))
        + _RANDOM.choice("!#%-@")
        + (_chars(_ALNUM, 4))
    )


def _lower_word() -> str:
    return "".join(_RANDOM.choice(string.ascii_lowercase) for _ in range(11))


def _phrase() -> str:
    return " ".join(_lower_word()[:6] for _ in range(4))


def _pem(label: str, lines: int = 5) -> str:
    body = "\n".join(_chars(_B64, 64) for _ in range(lines))
    dashes = "-" * 5
    return (
        f"{dashes}BEGIN {label}{dashes}\n{body}\n{_chars(_B64, 20)}==\n{dashes}END {label}{dashes}"
    )


def _jwt() -> str:
    head = _join("ey", "J") + _chars(_B64URL, 30)
    body = _join("ey", "J") + _chars(_B64URL, 60)
    return f"{head}.{body}.{_chars(_B64URL, 43)}"


@dataclass(frozen=True)
class SecretCase:
    """A text holding ``secrets``; none of them may survive the scrub."""

    kind: str
    text: str
    secrets: tuple[str, ...]


@dataclass(frozen=True)
class BenignCase:
    """A text with no secret in it; the scrub must return it unchanged."""

    text: str
    why: str


def _case(kind: str, template: str, *secrets: str) -> SecretCase:
    return SecretCase(kind, template.format(*secrets), secrets)


def _secret_cases() -> list[SecretCase]:
    pw = _password
    cases = [
        # keyword assignments: .env, YAML, JSON, TOML, INI, code, headers
        _case("keyword-assignment", "DB_PASSWORD={}", pw()),
        _case("keyword-assignment", "export API_KEY={}", _chars(_ALNUM, 32)),
        _case("keyword-assignment", 'password: "{}"', _phrase()),
        _case("keyword-assignment", '{{"apiKey": "{}", "region": "eu"}}', _chars(_ALNUM, 40)),
        _case("keyword-assignment", "client_secret = '{}'", _chars(_ALNUM, 24)),
        _case("keyword-assignment", "services:\n  db:\n    POSTGRES_PASSWORD: {}\n", pw()),
        _case("keyword-assignment", "spring.datasource.password={}", pw()),
        _case("keyword-assignment", "<password>{}</password>", pw()),
        _case("keyword-assignment", 'SECRET_KEY = "{}"', _chars(_ALNUM + "!@#%^&*(-_=+)", 50)),
        _case("keyword-assignment", "JWT_SECRET={}", _lower_word()),
        _case("keyword-assignment", '{{"password":"{}","user":"bob"}}', pw()),
        _case("keyword-assignment", "REDIS_PASSWORD='{}' # prod cache", pw()),
        _case("keyword-assignment", "auth_token: ({})", _chars(_ALNUM, 20)),
        _case(
            "keyword-assignment",
            "Server=sql01;Database=shop;User Id=sa;Password={};Encrypt=true",
            pw(),
        ),
        _case("keyword-assignment", "PGPASSWORD={} psql -h db -U app", pw()),
        _case("keyword-assignment", "webhook_secret = {}", _chars(_LOWER_HEX, 40)),
        _case("keyword-assignment", "set API_TOKEN={}", _chars(_ALNUM, 28)),
        _case("keyword-assignment", '$env:SERVICE_API_KEY = "{}"', _chars(_ALNUM, 32)),
        _case("keyword-assignment", "mysecret={}", pw()),
        _case(
            "keyword-assignment",
            'curl -H "X-API-Key: {}" https://api.example.test',
            _chars(_ALNUM, 32),
        ),
        _case("keyword-assignment", "Private-Token: {}", _chars(_ALNUM, 20)),
        _case(
            "keyword-assignment",
            "GET https://api.example.test/v1/items?access_token={}&page=2",
            _chars(_ALNUM, 30),
        ),
        _case("keyword-assignment", "//registry.example.test/:_authToken={}", _chars(_ALNUM, 36)),
        _case("keyword-assignment", "SESSION_SECRET={}", _lower_word()),
        _case("keyword-assignment", "passphrase: {}", pw()),
        _case("keyword-assignment", "prod:\n  api:\n    secret: {}\n    region: eu", pw()),
        _case("keyword-assignment", "PIN: {}", str(_RANDOM.randint(100000, 999999))),
        _case("keyword-assignment", "pw: {}", pw()),
        _case("keyword-assignment", "ENCRYPTION_KEY={}", _chars(_B64, 43) + "="),
        _case("keyword-assignment", '"client_secret": "{}",', _chars(_ALNUM, 34)),
        _case("keyword-assignment", 'token = "{}"', _chars(_ALNUM, 40)),
        _case("keyword-assignment", 'if password == "{}":', pw()),
        _case("keyword-assignment", 'private_key_passphrase="{}"', _phrase()),
        _case("keyword-assignment", "MASTER_KEY={}", _chars(_LOWER_HEX, 64)),
        _case("keyword-assignment", "wifi_password={}", pw()),
        _case("keyword-assignment", "password: {}", _lower_word()),
        _case("keyword-assignment", "DB_PASS={}", pw()),
        _case("keyword-assignment", "db.credentials = {}", _chars(_ALNUM, 20)),
        # CLI flags
        _case("cli-flag", "deploy --password={} --yes", pw()),
        _case("cli-flag", "gh-sync --token {}", _lower_word()),
        _case("cli-flag", "mytool login --api-key {} --profile prod", _chars(_ALNUM, 32)),
        _case("cli-flag", "docker login --password '{}' registry.example.test", pw()),
        _case("cli-flag", "--client-secret={}", _chars(_ALNUM, 30)),
        # prose
        _case("keyword-prose", "the password is {}", pw()),
        _case("keyword-prose", "The staging DB password is '{}' for now.", _phrase()),
        _case("keyword-prose", "wifi password → {}", pw()),
        _case("keyword-prose", "the secret password is {}", pw()),
        _case("keyword-prose", "the password for SSID office-5g is {}", pw()),
        _case("keyword-prose", "admin password was set to {} yesterday", pw()),
        _case("keyword-prose", "the api key is {}", _chars(_ALNUM, 24)),
        _case(
            "keyword-prose",
            "use the access token {} for the staging API",
            _chars(_ALNUM, 24),
        ),
        _case("keyword-prose", "Password — {}", pw()),
        _case("keyword-prose", "Router PSK `{}`", pw()),
        _case("keyword-prose", 'the root password is "{}"', _phrase()),
        _case("keyword-prose", "the password\nis {}", pw()),
        _case("keyword-prose", "the token for the CI bot is {}", _chars(_ALNUM, 30)),
        _case("keyword-prose", "Pre-shared key: {}", pw()),
        _case("keyword-prose", "WPA2-PSK '{}'", pw()),
        # credentials inside URLs
        _case("url-credentials", "postgres://app:{}@db.internal:5432/app", pw()),
        _case("url-credentials", "mongodb+srv://svc:{}@cluster0.example.test/", pw()),
        _case("url-credentials", "redis://:{}@cache:6379/0", _chars(_ALNUM, 24)),
        _case(
            "url-credentials",
            "git remote add origin https://deploy:{}@git.example.test/r.git",
            pw(),
        ),
        _case("url-credentials", "amqp://worker:{}@rabbit.local/", _lower_word()),
        _case("url-credentials", "DATABASE_URL=mysql://root:{}@127.0.0.1/shop", pw()),
        # authorization headers and bearer tokens
        _case("authorization-header", "Authorization: Bearer {}", _chars(_B64URL, 40)),
        _case(
            "authorization-header",
            'curl -H "Authorization: Basic {}" https://api.example.test',
            _chars(_B64, 28) + "==",
        ),
        _case("authorization-header", "-H 'Authorization: token {}'", _chars(_ALNUM, 40)),
        _case("bearer-token", "send Bearer {} with each call", _chars(_B64URL, 32)),
        _case("authorization-header", '{{"Authorization": "Bearer {}"}}', _chars(_B64URL, 36)),
        _case("authorization-header", "Authorization: Bearer {}", "eyJhbGciOi.x.y"),
        # credentials on command lines and in .netrc
        _case("cli-credentials", "curl -u admin:{} https://api.example.test/v1", pw()),
        _case("cli-credentials", "mysql -u root -p{} shop", pw()),
        _case("cli-credentials", "sshpass -p '{}' ssh ops@bastion", pw()),
        _case("netrc-password", "machine api.example.test login bot password {}", _lower_word()),
        # PEM private keys, whole block
        _case("pem-private-key", "deploy key:\n{}\n", _pem("RSA PRIVATE KEY")),
        _case("pem-private-key", "{}", _pem("OPENSSH PRIVATE KEY", 8)),
        _case(
            "pem-private-key",
            '{{"type": "service_account", "private_key": "{}"}}',
            _pem("PRIVATE KEY").replace("\n", "\\n"),
        ),
        _case(
            "pem-private-key",
            "pasted half a key:\n{}\n\nthen stopped",
            _pem("EC PRIVATE KEY").rsplit("\n", 1)[0],
        ),
        _case("pem-private-key", "{}", _pem("PGP PRIVATE KEY BLOCK", 6)),
        # JWTs
        _case("jwt", "the session cookie held {} when it failed", _jwt()),
        _case("jwt", "id_token: {}", _jwt()),
    ]
    cases += _vendor_cases()
    return cases


def _vendor_cases() -> list[SecretCase]:
    upper_alnum = string.ascii_uppercase + string.digits
    aws_secret = _chars(_B64, 40)
    return [
        _case(
            "aws-access-key",
            "key id {} in the CI logs",
            _join("AK", "IA") + _chars(upper_alnum, 16),
        ),
        _case(
            "aws-access-key",
            '{{"AccessKeyId": "{}", "SessionToken": "{}"}}',
            _join("AS", "IA") + _chars(upper_alnum, 16),
            _chars(_B64, 120),
        ),
        _case("aws-secret-key", "aws_secret_access_key = {}", aws_secret),
        _case("aws-secret-key", "AWS_SECRET_ACCESS_KEY={}", _chars(_B64, 40)),
        _case("aws-secret-key", '"SecretAccessKey": "{}"', _chars(_B64, 40)),
        _case("github-token", "pushed with {} by mistake", _join("gh", "p_") + _chars(_ALNUM, 36)),
        _case(
            "github-token",
            "https://x-access-token:{}@github.example.test/org/repo.git",
            _join("gh", "s_") + _chars(_ALNUM, 36),
        ),
        _case("github-token", "PAT: {}", _join("github", "_pat_") + _chars(_ALNUM + "_", 82)),
        _case("github-token", "refresh {}", _join("gh", "r_") + _chars(_ALNUM, 76)),
        _case(
            "github-token", "oauth {} from the device flow", _join("gh", "o_") + _chars(_ALNUM, 36)
        ),
        _case("gitlab-token", "{}", _join("gl", "pat-") + _chars(_B64URL, 20)),
        _case(
            "gitlab-token",
            "git clone https://oauth2:{}@gitlab.example.test/g/p.git",
            _join("gl", "pat-") + _chars(_B64URL, 20),
        ),
        _case("openai-api-key", "OpenAI key {}", _join("sk", "-proj-") + _chars(_B64URL, 120)),
        _case("openai-api-key", "old key {} still works", _join("s", "k-") + _chars(_ALNUM, 48)),
        _case("openai-api-key", "{}", _join("sk", "-svcacct-") + _chars(_B64URL, 100)),
        _case(
            "anthropic-api-key",
            "claude key {}",
            _join("sk", "-ant-api03-") + _chars(_B64URL, 93) + "AA",
        ),
        _case(
            "anthropic-api-key",
            "ANTHROPIC_API_KEY={}",
            _join("sk", "-ant-admin01-") + _chars(_B64URL, 90),
        ),
        _case("google-api-key", "maps key {}", _join("AI", "za") + _chars(_B64URL, 35)),
        _case("google-oauth-secret", "{}", _join("GOC", "SPX-") + _chars(_B64URL, 28)),
        _case("google-oauth-token", "access {}", _join("ya", "29.") + _chars(_B64URL, 100)),
        _case(
            "slack-token",
            "bot {}",
            _join("xo", "xb-")
            + f"{_chars(string.digits, 12)}-{_chars(string.digits, 13)}-"
            + _chars(_ALNUM, 24),
        ),
        _case(
            "slack-token",
            "user token {}",
            _join("xo", "xp-")
            + f"{_chars(string.digits, 11)}-{_chars(string.digits, 12)}-"
            + _chars(_LOWER_HEX, 32),
        ),
        _case(
            "slack-webhook",
            "alerts go to https://hooks.slack.com/services/{}",
            f"T{_chars(upper_alnum, 8)}/B{_chars(upper_alnum, 10)}/{_chars(_ALNUM, 24)}",
        ),
        _case("stripe-key", "{}", _join("sk", "_live_") + _chars(_ALNUM, 99)),
        _case("stripe-key", "restricted {}", _join("rk", "_live_") + _chars(_ALNUM, 24)),
        _case("stripe-key", "test mode {}", _join("sk", "_test_") + _chars(_ALNUM, 24)),
        _case("stripe-webhook-secret", "{}", _join("wh", "sec_") + _chars(_ALNUM, 32)),
        _case("npm-token", "publish with {}", _join("np", "m_") + _chars(_ALNUM, 36)),
        _case(
            "pypi-token", "twine uses {}", _join("pypi", "-AgEIcHlwaS5vcmc") + _chars(_B64URL, 70)
        ),
        _case(
            "sendgrid-key", "{}", _join("S", "G.") + _chars(_B64URL, 22) + "." + _chars(_B64URL, 43)
        ),
        _case("twilio-key", "twilio {}", _join("A", "C") + _chars(_LOWER_HEX, 32)),
        _case("twilio-key", "api key sid {}", _join("S", "K") + _chars(_LOWER_HEX, 32)),
        _case("keyword-assignment", "TWILIO_AUTH_TOKEN={}", _chars(_LOWER_HEX, 32)),
        _case(
            "azure-connection-string",
            "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey={};EndpointSuffix=core.windows.net",
            _chars(_B64, 86) + "==",
        ),
        _case(
            "azure-connection-string",
            "Endpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey={}",
            _chars(_B64, 43) + "=",
        ),
        _case(
            "azure-sas-signature",
            "https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&sp=r&sig={}",
            _chars(_ALNUM, 40) + "%3D",
        ),
        _case("huggingface-token", "HF {}", _join("h", "f_") + _chars(_ALNUM, 34)),
        _case("digitalocean-token", "{}", _join("do", "p_v1_") + _chars(_LOWER_HEX, 64)),
        _case("shopify-token", "{}", _join("shp", "at_") + _chars(_LOWER_HEX, 32)),
        _case("mailgun-key", "{}", _join("ke", "y-") + _chars(_ALNUM, 32)),
        _case(
            "discord-bot-token",
            "bot login {}",
            "M" + _chars(_B64URL, 25) + "." + _chars(_B64URL, 6) + "." + _chars(_B64URL, 38),
        ),
        _case(
            "discord-webhook",
            "https://discord.com/api/webhooks/123456789012345678/{}",
            _chars(_B64URL, 68),
        ),
        _case(
            "telegram-bot-token",
            "{}",
            _chars(string.digits, 10) + _join(":A", "A") + _chars(_B64URL, 33),
        ),
        _case("databricks-token", "{}", _join("da", "pi") + _chars(_LOWER_HEX, 32)),
        _case("groq-key", "{}", _join("gs", "k_") + _chars(_ALNUM, 52)),
        _case("vault-token", "VAULT_TOKEN {}", _join("hv", "s.") + _chars(_B64URL, 90)),
        _case(
            "age-secret-key",
            "{}",
            _join("AGE-SECRET", "-KEY-1") + _chars(string.ascii_uppercase + string.digits, 58),
        ),
        _case("docker-hub-token", "{}", _join("dckr", "_pat_") + _chars(_B64URL, 27)),
        _case("openrouter-api-key", "{}", _join("sk-or", "-v1-") + _chars(_LOWER_HEX, 64)),
        _case("linear-key", "{}", _join("lin", "_api_") + _chars(_ALNUM, 40)),
        _case("replicate-token", "{}", _join("r", "8_") + _chars(_ALNUM, 37)),
        _case("doppler-token", "{}", _join("dp", ".pt.") + _chars(_ALNUM, 43)),
        _case("sentry-token", "{}", _join("sntr", "ys_") + _chars(_B64, 80)),
        _case("figma-token", "{}", _join("fi", "gd_") + _chars(_B64URL, 40)),
        _case(
            "terraform-token",
            "{}",
            _chars(_ALNUM, 14) + _join(".atlas", "v1.") + _chars(_B64URL, 67),
        ),
        _case(
            "azure-client-secret", "{}", _chars(_ALNUM, 3) + _join("8", "Q~") + _chars(_B64URL, 34)
        ),
        _case(
            "mapbox-secret-token",
            "{}",
            _join("sk", ".eyJ") + _chars(_B64URL, 40) + "." + _chars(_B64URL, 22),
        ),
        _case(
            "grafana-token",
            "{}",
            _join("gl", "sa_") + _chars(_ALNUM, 32) + "_" + _chars(_LOWER_HEX, 8),
        ),
    ]


_BENIGN: tuple[tuple[str, str], ...] = (
    # LLM token counts
    ("max tokens: 4096", "token count"),
    ("tokens: 100k", "token count"),
    ("set max_tokens=8192 for long answers", "token count"),
    ("the model's context is 200k tokens", "token count"),
    ("input tokens: 1,234 / output tokens: 567", "token count"),
    ("token bucket rate limiter refills 10 tokens per second", "algorithm"),
    ("tokenizer: cl100k_base", "tokenizer"),
    ("the token count is 512", "token count"),
    ("prompt_tokens=1200 completion_tokens=300", "token count"),
    ("reasoning tokens are billed as output", "token count"),
    ("num_tokens: 2048", "token count"),
    ("max_output_tokens: 64000", "token count"),
    ("tokens per minute: 90000", "rate limit"),
    ("pad_token: </s>", "tokenizer"),
    ("tokens are counted with tiktoken", "prose"),
    # passwords as a topic
    ("the password reset flow in auth/reset.py", "topic"),
    ("the zip file is password-protected", "topic"),
    ("passwords are NOT migratable", "topic"),
    ("the password must be at least 12 characters", "policy"),
    ("PASSWORD_MIN_LENGTH=12", "policy setting"),
    ("password hashing uses argon2id", "topic"),
    ("the password field is optional on the signup form", "topic"),
    ("Password: see the 1Password vault entry", "pointer"),
    ("password is stored in the OS keychain", "pointer"),
    ("passwords are hashed with bcrypt (cost 12)", "topic"),
    ("add a show/hide password toggle", "topic"),
    ("the password prompt appears twice on Windows", "topic"),
    ("passwordless login via magic links", "topic"),
    ("PASSWORD_RESET_TIMEOUT=3600", "setting"),
    ("--password-file /run/secrets/db_password", "pointer"),
    ("password: ${DB_PASSWORD}", "reference"),
    ("ansible: password: !vault |", "yaml tag"),
    ("password_hash = bcrypt.hashpw(pw, salt)", "code"),
    ("password_required: true", "setting"),
    ("the password policy: min 12 chars", "policy"),
    ("password strength meter uses zxcvbn", "topic"),
    ("My WiFi password is written on the router", "pointer"),
    ("Wi-Fi: Guest network, no password", "topic"),
    ("PASSWORD IS HUNTER", "all-caps prose (documented miss)"),
    ("password hunter", "prose"),
    ("password: ''", "empty"),
    ("PASSWORD=", "empty"),
    ("password123 is a terrible password", "prose"),
    ("def check_password(raw: str) -> bool:", "code"),
    ("password = getpass.getpass()", "code"),
    ("password: str", "type annotation"),
    # tokens, secrets and keys as a topic
    ("the access token is stored in the OS keychain", "pointer"),
    ("GITHUB_TOKEN is provided by Actions automatically", "topic"),
    ("token: ${{ secrets.GITHUB_TOKEN }}", "reference"),
    ("secrets: inherit", "CI setting"),
    ("secret scanning is enabled on the repo", "topic"),
    ("rotate the api key every 90 days", "policy"),
    ("API key: set via OPENAI_API_KEY env var", "pointer"),
    ("the token expires after 3600s", "duration"),
    ("Token expiry is 15 minutes", "duration"),
    ("refresh tokens are single-use", "topic"),
    ("store the key in ~/.config/app/key", "pointer"),
    ("the private key lives in ~/.ssh/id_ed25519", "pointer"),
    ("primary key: id", "database"),
    ("foreign key on user_id", "database"),
    ("send an idempotency key header with retries", "topic"),
    ("sort key: created_at", "database"),
    ("Use the `key` prop in React lists", "code"),
    ("keyboard shortcut is ctrl+k", "prose"),
    ("monkeypatch the clock in tests", "prose"),
    ("the key insight is caching", "prose"),
    ("api_key=None", "code"),
    ("token = None", "code"),
    ("self.token = token", "code"),
    ("token = os.environ['GITHUB_TOKEN']", "reference"),
    ("api_key = settings.openai_api_key", "reference"),
    ("secret = os.urandom(32)", "code"),
    ("SECRET_KEY = env('DJANGO_SECRET_KEY')", "reference"),
    ("apiKey: process.env.API_KEY", "reference"),
    ("token: Optional[str] = None", "type annotation"),
    ("class TokenBucket:", "code"),
    ("from secrets import token_hex", "code"),
    ("kind: Secret", "k8s"),
    ("valueFrom:\n  secretKeyRef:\n    name: db-secret\n    key: password", "k8s reference"),
    ("secret_name: prod/db/credentials", "pointer"),
    (
        "arn:aws:secretsmanager:us-east-1:123456789012:secret:prod-db-AbCdEf",
        "ARN pointer",
    ),
    ("grant_type=client_credentials", "oauth parameter"),
    ("scope: read:secrets", "oauth scope"),
    ("csrf_token is set as a cookie", "topic"),
    ("The secret is to cache aggressively", "prose"),
    ("secret: true", "flag"),
    ("The `secret` option toggles masking", "code"),
    ("Use `--token` to pass the token", "docs"),
    ("pass the --token flag", "docs"),
    ("--password is required", "docs"),
    ("the OTP secret is shown once as a QR code", "topic"),
    ("secrets.token_urlsafe(32)", "code"),
    ("token_type: bearer", "oauth field"),
    ("TOKEN_URL=https://auth.example.test/oauth/token", "URL"),
    ("--token-file ~/.config/gh/token", "pointer"),
    ("Token: expired", "status"),
    ("token: string", "schema"),
    ("api_key: null", "empty"),
    ("API keys page: https://platform.example.test/api-keys", "URL"),
    ("Access key ID: see the IAM console", "pointer"),
    ("Secret Manager path: projects/123/secrets/db-pass/versions/latest", "pointer"),
    ("The token endpoint is /oauth/token", "URL path"),
    ("api_key_header = 'X-API-Key'", "header name"),
    ("explain the network key idea first", "concept"),
    ("the keys are stored in ~/.aws/credentials", "pointer"),
    ("Secret Santa 2024 signup", "prose"),
    # placeholders and references
    ("API_KEY=<your-api-key>", "placeholder"),
    ("OPENAI_API_KEY=sk-...", "elided example"),
    ("token: xxxx-xxxx-xxxx", "placeholder"),
    ("password: ********", "mask"),
    ("DB_PASSWORD=changeme", "well-known default"),
    ("API_TOKEN=your_token_here", "placeholder"),
    ("SECRET=TODO", "placeholder"),
    ("password: <redacted>", "placeholder"),
    ("gh auth login --token $GITHUB_TOKEN", "reference"),
    ('psql --password "$DB_PASS"', "reference"),
    ("export AWS_SECRET_ACCESS_KEY=${AWS_SECRET}", "reference"),
    ("postgres://user:password@localhost/db", "placeholder URL"),
    ("postgres://user:${PGPASS}@db/app", "reference URL"),
    ("Authorization: Bearer <token>", "placeholder header"),
    ("Authorization: Bearer $TOKEN", "reference header"),
    ("curl -u $USER:$PASS https://x.example.test", "reference"),
    ("the password is «REDACTED»", "already scrubbed"),
    # hashes, ids, versions, paths, URLs
    ("commit 3f2a9c1e4b5d6a7f8e9d0c1b2a3f4e5d6c7b8a9f fixed the token refresh", "git hash"),
    ("fixed in a1b2c3d", "short hash"),
    ("request id 123e4567-e89b-12d3-a456-426614174000", "uuid"),
    ("session_id: 9b2f7c1a-0d4e-4f6a-8b3c-2e1d0f9a8b7c", "uuid"),
    (
        "sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "checksum",
    ),
    (
        "image digest sha256:2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
        "docker digest",
    ),
    ("md5 d41d8cd98f00b204e9800998ecf8427e", "checksum"),
    ("python 3.11.4 and node v20.11.1", "versions"),
    ("release v1.2.3-rc1", "version"),
    ("pin numpy to 1.26", "version pin"),
    ("pin: 3.11", "version pin"),
    ("/etc/ssl/private/server.key", "path"),
    ("C:\\Users\\me\\.aws\\credentials", "path"),
    ("secrets/prod/db.yaml", "path"),
    ("src/auth/token_store.py", "path"),
    ("tests/test_password_reset.py", "path"),
    ("https://api.github.com/repos/org/repo", "URL"),
    ("https://example.test/reset-password?token=", "URL"),
    ("git@github.com:org/repo.git", "ssh remote"),
    ("ssh://git@gitlab.example.test:22/x.git", "ssh URL"),
    ("https://user@host.example.test/path", "URL with user only"),
    ("SSID `cafe-wifi-5g` and `visitor-net`", "ssids"),
    ("the wifi was flaky all morning", "prose"),
    # vendor-ish words that are not tokens
    ("AKIA is the prefix of AWS access key ids", "prefix only"),
    ("ghp_ tokens are classic PATs", "prefix only"),
    ("hf_hub_download(repo_id='org/model')", "function name"),
    ("key-value store", "prose"),
    ("npm_config_cache=/tmp/npm", "npm setting"),
    ("I rotated the Stripe key (sk_live_…) yesterday", "elided example"),
    ("pk_live is the publishable prefix", "prefix only"),
    ("sk-learn-compatible-estimator-wrappers", "kebab name"),
    ("eyJ is how base64 JSON starts", "prefix only"),
    ("docker run -u 1000:1000 image", "uid:gid"),
    ("Bearer authentication is required", "topic"),
    ("mysql -u root -p shop", "password prompt"),
    ("the PIN pad is on the left", "prose"),
    ("authorization: required for all /admin routes", "policy"),
    ("The Authorization header must be forwarded by the proxy", "topic"),
    ("CLIENT_ID=abc123", "public id"),
    ("user: admin", "username"),
    ("AWS_REGION=us-east-1", "region"),
    ("2fa code sent via SMS", "prose"),
    ("ssh-keygen -t ed25519 -C 'me@example.test'", "command"),
    ("pinentry-mac, spinner, mapping, passport, compass, bypass", "words"),
    ("passthrough: true", "setting"),
    ("key=value", "syntax"),
    ("keys: [a, b]", "list"),
)


def secret_cases() -> list[SecretCase]:
    return list(_SECRET_CASES)


def benign_cases() -> list[BenignCase]:
    return [BenignCase(text, why) for text, why in _BENIGN]


_SECRET_CASES = tuple(_secret_cases())


@dataclass(frozen=True)
class Score:
    recall: float
    preservation: float
    missed: tuple[SecretCase, ...]
    altered: tuple[BenignCase, ...]


def score() -> Score:
    """Recall over secret cases and preservation over benign cases."""
    missed = tuple(
        case
        for case in secret_cases()
        if any(secret in scrub(case.text).text for secret in case.secrets)
    )
    altered = tuple(case for case in benign_cases() if scrub(case.text).text != case.text)
    secrets, benign = len(secret_cases()), len(benign_cases())
    return Score(
        recall=(secrets - len(missed)) / secrets,
        preservation=(benign - len(altered)) / benign,
        missed=missed,
        altered=altered,
    )


def main() -> None:
    result = score()
    kinds = {case.kind for case in secret_cases()}
    print(f"secret cases: {len(secret_cases())} over {len(kinds)} kinds")
    print(f"benign cases: {len(benign_cases())}")
    print(f"recall: {result.recall:.3f}")
    print(f"benign preservation: {result.preservation:.3f}")
    for case in result.missed:
        print(f"  missed [{case.kind}] {case.text[:70]!r}")
    for benign in result.altered:
        print(f"  altered [{benign.why}] {benign.text[:70]!r}")


if __name__ == "__main__":
    main()
