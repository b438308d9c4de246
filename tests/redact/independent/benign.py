"""Benign look-alikes: memory-note text that must come out of a scrubber byte-identical.

Judgement calls (see the README of this directory):
- A variable reference or template placeholder (``${API_KEY}``, ``$PASSWORD``,
  ``<your-token>``, ``{{ secrets.NPM_TOKEN }}``, ``os.environ[...]``) is not a secret.
- Already-masked values (``«REDACTED»``, ``****``, ``xxxx``) are not secrets.
- Public keys, fingerprints, content hashes, digests, commit SHAs, UUIDs used as ids,
  versions and paths are not secrets.
- Vendor documentation example values that end in ``EXAMPLE`` are not secrets.
- Literal well-known defaults (``changeme``, ``postgres``) are left out of both classes:
  redacting them is harmless and keeping them is harmless, so they measure nothing.
"""

from __future__ import annotations

import base64
import random
from dataclasses import dataclass

from tests.redact.independent import values as v

Values = dict[str, str]


def _ssh_pub(rng: random.Random, algo: str) -> str:
    name = algo.encode()
    if algo == "ssh-ed25519":
        blob = len(name).to_bytes(4, "big") + name + (32).to_bytes(4, "big")
        blob += bytes(rng.getrandbits(8) for _ in range(32))
    else:
        blob = len(name).to_bytes(4, "big") + name + b"\x00\x00\x00\x03\x01\x00\x01"
        blob += b"\x00\x00\x01\x81\x00" + bytes(rng.getrandbits(8) for _ in range(384))
    return base64.b64encode(blob).decode()


def fill(rng: random.Random) -> Values:
    begin = "-----" + "BEGIN PUBLIC" + " KEY-----"
    end = "-----" + "END PUBLIC" + " KEY-----"
    return {
        "sha": v.hexs(rng, 40),
        "short": v.hexs(rng, 7),
        "sha256": v.hexs(rng, 64),
        "uuid": v.uuid4(rng),
        "uuid2": v.uuid4(rng),
        "digest": "sha256:" + v.hexs(rng, 64),
        "integrity": "sha512-" + v.b64_bytes(rng, 64),
        "h1": "h1:" + v.b64_bytes(rng, 32),
        "ver": f"{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 40)}",
        "port": str(rng.choice([3000, 5432, 6379, 8080, 8443, 9090, 15672])),
        "num": str(rng.randint(100, 9999)),
        "ed": "ssh-" + "ed25519 " + _ssh_pub(rng, "ssh-ed25519"),
        "rsa": "ssh-" + "rsa " + _ssh_pub(rng, "ssh-rsa"),
        "pub": f"{begin}\n{v.pem_body(rng, 294, v.DER_RSA_PUBLIC)}\n{end}",
        "age": "age1" + v.chars(rng, v.BECH32, 58),
        "fpr": v.hexs(rng, 40).upper(),
        "fp": "SHA256:" + v.b64_bytes(rng, 32).rstrip("="),
        "trace": v.hexs(rng, 32),
        "b64cfg": v.b64_text(
            rng.choice(
                [
                    '{"theme":"dark","lang":"en"}',
                    "hello from the docs",
                    "feature-flags: beta-search",
                ]
            )
        ),
        "asset": "app." + v.hexs(rng, 8) + ".js",
        "user": v.username(rng),
        "word": rng.choice(["kinds", "types", "stream", "budget", "bucket", "count", "limit"]),
        "ms": str(rng.choice([250, 500, 1500, 30000])),
    }


@dataclass(frozen=True)
class BenignFamily:
    kind: str
    dev: tuple[str, ...]
    holdout: tuple[str, ...]


BENIGN: tuple[BenignFamily, ...] = (
    BenignFamily(
        "prose-token-word",
        dev=(
            "The lexer emits token kinds IDENT, NUMBER and STRING; keep them in sync with the "
            "parser.",
            "Design tokens live in packages/ui/tokens.json and are compiled to CSS variables.",
            "Auth tokens are JWTs signed by the identity service; we never store them.",
            "The model has a 200k token context window, so whole files fit.",
            "Rate limiting uses a token bucket refilled every {ms} ms.",
            "Tokenizer: split on whitespace first, then on punctuation.",
        ),
        holdout=(
            "Each token carries its span so error messages can underline the source.",
            "Set max_tokens to 4096 for the summarizer; longer answers get truncated.",
            "Refresh tokens rotate on every use (one-time use), so a replay fails.",
            "The CSRF token is read from the cookie and echoed in a header by the client.",
            "Token budget per request: input 8k, output 2k.",
            "We count tokens with tiktoken before sending, not after.",
            "tokens: use `color.text.muted` instead of a raw hex value",
            "The personal access token expired, so CI failed with 401 until Sam renewed it.",
            "Lexer token {word} are defined in src/syntax/token.rs.",
        ),
    ),
    BenignFamily(
        "prose-key-word",
        dev=(
            "The key insight: cache invalidation happens on write, never on read.",
            "orders.id is the primary key; customer_id is a foreign key to customers.",
            "Key bindings: ctrl+k opens the command palette.",
            "Sort key is (created_at, id) so pagination is stable.",
            "The API key is passed via the X-Api-Key header and loaded from the environment.",
        ),
        holdout=(
            "Key takeaway from the incident: alerts fired but nobody was on call.",
            "Use a composite key (tenant_id, slug) — slugs repeat across tenants.",
            "The cache key includes the locale, otherwise users see the wrong language.",
            "Keys in the config file are snake_case; the loader rejects camelCase.",
            "Rotate the signing key yearly; the runbook is docs/ops/rotate-keys.md.",
            "Idempotency key: the client sends a UUID per checkout attempt.",
            "The partition key for the events table is the account id.",
            "Press the key combo twice to toggle the panel.",
            "API keys are scoped per project and can be revoked from the dashboard.",
        ),
    ),
    BenignFamily(
        "prose-secret-word",
        dev=(
            "The secret sauce is the incremental index; full rebuilds are rare.",
            "Secrets are stored in AWS Secrets Manager and mounted at start-up.",
            "No secrets in the repo: the pre-commit hook runs gitleaks.",
        ),
        holdout=(
            "The secret to fast tests is running them in parallel with -n auto.",
            "Secret rotation is handled by the operator, not by the app.",
            "The secretName for the TLS cert is `ingress-tls`.",
            "Use sealed-secrets for anything that goes into the cluster.",
            "Secrets are injected as env vars by the CI runner; never echo them.",
            "The webhook secret is configured in the GitHub repo settings, not here.",
        ),
    ),
    BenignFamily(
        "prose-password-word",
        dev=(
            "The password reset flow sends a one-time link that expires after 30 minutes.",
            "Password hashing uses argon2id with the library defaults.",
            'The staging password is kept in 1Password under "Staging DB".',
            "Passwords must be at least 12 characters; the form checks it client-side too.",
        ),
        holdout=(
            "Password field is masked and has a show/hide toggle.",
            "Forgot-password emails come from no-reply@acme.io.",
            "The DB password lives in Vault at secret/data/staging/db — fetch it with "
            "vault kv get.",
            'password: see the Bitwarden entry "prod-postgres"',
            "We removed password login in favour of SSO in v{ver}.",
            "The password policy test is tests/auth/test_password_policy.py.",
            "If the password prompt hangs, the TTY is missing; run with -t.",
            "Password managers autofill the field only if autocomplete=current-password.",
        ),
    ),
    BenignFamily(
        "placeholder",
        dev=(
            "export GITHUB_TOKEN=<your-token>",
            "API_KEY=${{API_KEY}}",
            'psql "postgres://app:$PASSWORD@localhost:{port}/app"',
            "token: {{{{ secrets.NPM_TOKEN }}}}",
            'password: "<password>"',
            'curl -H "Authorization: Bearer $TOKEN" https://api.acme.dev/v1/me',
        ),
        holdout=(
            "STRIPE_SECRET_KEY=sk_live_...  # fill in from the dashboard",
            "docker login -u $REGISTRY_USER -p $REGISTRY_PASSWORD registry.acme.io",
            "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n"
            "        name: db\n        key: password",
            "NPM_TOKEN=${{{{ secrets.NPM_TOKEN }}}}",
            "client_secret: YOUR_CLIENT_SECRET_HERE",
            'mysql -u root -p"$MYSQL_ROOT_PASSWORD"',
            'api_key = os.environ["OPENAI_API_KEY"]',
            "const key = process.env.STRIPE_KEY;",
            'password = getpass.getpass("DB password: ")',
            "https://user:<password>@git.acme.io/team/repo.git",
            "--token=%GH_TOKEN%",
            "AWS_SECRET_ACCESS_KEY=$(pass show aws/ci)",
            'ANTHROPIC_API_KEY="{{{{ op://Private/anthropic/credential }}}}"',
        ),
    ),
    BenignFamily(
        "env-var-names",
        dev=(
            "CI needs GITHUB_TOKEN, NPM_TOKEN and AWS_SECRET_ACCESS_KEY set as repository secrets.",
            "Set OPENAI_API_KEY before running the eval script.",
        ),
        holdout=(
            "The app reads DATABASE_URL, REDIS_URL and SECRET_KEY_BASE at boot.",
            "Missing STRIPE_WEBHOOK_SECRET makes the webhook handler return 500.",
            "`unset AWS_SESSION_TOKEN` if you switch profiles.",
            "Required: SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET (see .env.example).",
            "The deploy job exports VAULT_TOKEN from the OIDC login step.",
        ),
    ),
    BenignFamily(
        "git-sha",
        dev=(
            "Regression introduced in commit {sha}; reverted in {short}.",
            'git bisect points at {short} ("switch to the new tokenizer").',
        ),
        holdout=(
            "Pin the action to its full SHA: uses: actions/checkout@{sha}",
            "Cherry-pick {sha} onto release/{ver}.",
            "HEAD was {short} when the flaky test first showed up.",
            "The vendored copy is at upstream {sha} (tag v{ver}).",
        ),
    ),
    BenignFamily(
        "uuid-id",
        dev=(
            "Failing request id in the logs: {uuid}",
            "Tenant {uuid} is the one with the corrupted index.",
        ),
        holdout=(
            "trace_id={trace} span_id={short}0a1b2c3d",
            "Sentry issue {uuid2} groups the timeout errors.",
            "The correlation id {uuid} appears in both the gateway and worker logs.",
            "Workspace id: {uuid} (not secret; it is in every URL).",
        ),
    ),
    BenignFamily(
        "content-hash",
        dev=(
            '"integrity": "{integrity}"',
            "go.sum: golang.org/x/net v0.{num}.0 {h1}",
        ),
        holdout=(
            "pip install --require-hashes: acme-core=={ver} --hash=sha256:{sha256}",
            "The release tarball's sha256 is {sha256}.",
            'resolved "https://registry.yarnpkg.com/left-pad/-/left-pad-1.3.0.tgz#{sha}"',
            "Build output: dist/{asset} (content-hashed name, changes every build).",
            'ETag: "{trace}"',
        ),
    ),
    BenignFamily(
        "docker-digest",
        dev=("Pin the base image: FROM python:3.12-slim@{digest}",),
        holdout=(
            "image: ghcr.io/acme/api@{digest}",
            "docker pull postgres:16@{digest}",
            "The rollout used digest {digest}; the tag moved afterwards.",
        ),
    ),
    BenignFamily(
        "public-key",
        dev=(
            "Add this to authorized_keys on the bastion: {ed} {user}@laptop",
            "Release signing public key:\n{pub}",
        ),
        holdout=(
            "{rsa} ci@runner-3",
            "known_hosts entry: git.acme.io {ed}",
            "age recipient for SOPS: {age}",
            "GPG key fingerprint: {fpr}",
            "Host key fingerprint is {fp} — verify it before accepting.",
            "JWT verification key (public):\n```\n{pub}\n```",
        ),
    ),
    BenignFamily(
        "base64-non-secret",
        dev=("The feature flag cookie is base64 of JSON: {b64cfg}",),
        holdout=(
            "ConfigMap data is plain: `greeting: {b64cfg}` decodes to a hello string.",
            "echo {b64cfg} | base64 -d shows the default settings.",
            "The favicon is inlined as data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB"
            "CAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
        ),
    ),
    BenignFamily(
        "long-identifier",
        dev=(
            "Rename AbstractSingletonProxyFactoryBean usages before the upgrade.",
            "test_scrubber_keeps_benign_lookalikes_byte_identical is the slow one.",
            "def rotate_api_key(self, key_id: str) -> ApiKeyRotationResult:",
        ),
        holdout=(
            "The handler is PasswordResetTokenExpiredExceptionHandler in auth/handlers.py.",
            "useAuthTokenRefreshInterceptor must be registered before the retry interceptor.",
            "class SecretsManagerCredentialProviderFactory is only used in prod.",
            "The CSS class .btn-primary--with-icon-leading-and-trailing breaks on mobile.",
            "if password == confirm_password and len(password) >= MIN_PASSWORD_LENGTH:",
            'token = request.headers.get("Authorization", "").removeprefix("Bearer ")',
            "key_fn=lambda item: (item.priority, item.created_at)",
        ),
    ),
    BenignFamily(
        "version-string",
        dev=(
            "Upgrade to v{ver}; {ver}-rc.1 had the memory leak.",
            "node 20.11.1, pnpm 9.1.0, python 3.12.3",
        ),
        holdout=(
            "Pinned: requests==2.31.0, urllib3<2",
            "Wheel tag cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64",
            "Chrome/124.0.6367.91 reproduces it; Firefox 125 does not.",
            "version: {ver}+build.{num}",
        ),
    ),
    BenignFamily(
        "url-no-credential",
        dev=(
            "PR with the discussion: https://github.com/acme/api/pull/{num}?tab=files",
            "Dashboards: https://grafana.acme.io/d/k8s-nodes?orgId=1&refresh=30s",
        ),
        holdout=(
            "Search the logs: https://logs.acme.io/app#/discover?_g=(time:(from:now-1h))&query=timeout",
            "https://docs.acme.io/auth/tokens#rotating-tokens explains the rotation.",
            "GET /api/v2/items?page=2&per_page=100&sort=created",
            "The OAuth authorize URL is https://auth.acme.io/authorize?response_type=code&scope=openid",
            "Issue tracker: https://linear.app/acme/issue/ENG-{num}/token-refresh-race",
        ),
    ),
    BenignFamily(
        "file-path",
        dev=(
            "The private key lives at ~/.ssh/id_ed25519; never copy it to the repo.",
            "TLS material: /etc/ssl/private/server.key (root only).",
        ),
        holdout=(
            "Credentials file: ~/.aws/credentials, profile `ci`.",
            "secrets/prod.env is git-ignored; secrets/example.env is committed.",
            "The kubeconfig is at ~/.kube/config-staging.",
            "Load keys from config/keys/jwt_public.pem only.",
            "The token cache is under $XDG_CACHE_HOME/acme/tokens/.",
        ),
    ),
    BenignFamily(
        "already-redacted",
        dev=(
            "DB password: «REDACTED»",
            "token=**** (masked in the CI log)",
        ),
        holdout=(
            "AWS_SECRET_ACCESS_KEY=[redacted]",
            "The old key ended in ...x9Qz; it has been revoked.",
            "password: xxxxxxxx",
            "Authorization: Bearer <redacted>",
            'api_key: "«REDACTED»"',
        ),
    ),
    BenignFamily(
        "docs-example-value",
        dev=(
            "The AWS docs use "
            + "AKIA"
            + "IOSFODNN7"
            + "EXAMPLE"
            + " as the sample access key id.",
        ),
        holdout=(
            "aws_access_key_id = " + "AKIA" + "IOSFODNN7" + "EXAMPLE" + "  # from the AWS docs",
            "Example from the docs: aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCY"
            + "EXAMPLEKEY",
        ),
    ),
    BenignFamily(
        "config-non-secret",
        dev=(
            "password_min_length: 12\ntoken_ttl: 3600\nkey_size: 4096",
            '{{"secretName": "db-credentials", "key": "password"}}',
            "jwt:\n  algorithm: RS256\n  issuer: https://auth.acme.io\n  audience: api",
        ),
        holdout=(
            '[auth]\ntoken_expiry = "15m"\nrefresh_token_expiry = "30d"',
            "session:\n  cookie_name: acme_session\n  secure: true\n  same_site: lax",
            "max_tokens = 1024\ntemperature = 0.2",
            "vault:\n  address: https://vault.acme.io:8200\n  auth_method: kubernetes",
            '"apiKeyHeader": "X-Api-Key",\n"apiVersion": "2024-06-01"',
            'ssl_key_path = "/etc/nginx/certs/site.key"',
            "KEY_ROTATION_DAYS=90",
        ),
    ),
    BenignFamily(
        "numbers-and-ids",
        dev=(
            "Port {port} is taken by the old dev server; use 5174.",
            "Timeout raised to {ms} ms after issue #{num}.",
        ),
        holdout=(
            "PID {num} holds the lock; kill it only if the heartbeat is stale.",
            "The AWS account id for staging is 123456789012.",
            "Error code E{num}: token audience mismatch.",
            "Stripe customer cus_{short}QbL2 is the test customer (ids are not secrets).",
        ),
    ),
    BenignFamily(
        "memory-note-prose",
        dev=(
            "User prefers pnpm over npm and wants small commits.",
            "- Tests: `pytest -x -q`; the slow ones are marked.\n- Lint: `ruff check .`",
            "Never commit .env files; the pre-commit hook blocks them anyway.",
        ),
        holdout=(
            "The scrubber runs before anything is written to the store.",
            "## Deploy\n1. make build\n2. make ship ENV=staging\n3. check the dashboard",
            "Ask before rotating credentials; the partner integration breaks otherwise.",
            "Feedback: answer tersely, no summaries at the end.",
            "When the token refresh fails, the client logs out; that is intended.",
        ),
    ),
)
