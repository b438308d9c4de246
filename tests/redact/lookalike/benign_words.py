"""Benign look-alikes, part 2: secret *words* with no secret value.

Key names, placeholders, masked values, prose about passwords and tokens, config keys,
identifiers, public ids and keys that are public by design. Every case must come out of a
scrubber byte-identical.
"""

from __future__ import annotations

from tests.redact.lookalike import values as v
from tests.redact.lookalike.kinds import Kind

_PLACEHOLDERS = (
    "<your key>",
    "<your-token-here>",
    "YOUR_API_KEY",
    "your-secret-here",
    "<redacted>",
    "...",
    "<paste it here>",
    "REPLACE_ME",
    "<set in 1Password>",
)
_NS = ("auth", "account", "settings", "billing", "onboarding", "admin")

BENIGN_WORDS: tuple[Kind, ...] = (
    Kind(
        "env_var_name",
        dev=(
            "CI needs ⟨env⟩ set as a repository secret; the workflow reads it as "
            "`${{ secrets.⟨env⟩ }}` (job ⟨n⟩).",
            "If ⟨env⟩ is unset the CLI falls back to ~/.config/acme/credentials (see #⟨pr⟩).",
            "`unset ⟨env⟩ ⟨env:2⟩` before running the tests, otherwise they hit the real API.",
        ),
        holdout=(
            "`env | grep -c ⟨env⟩` printed 0 in the container, so the secret was not mounted "
            "(pod ⟨pod⟩)",
            "Required variables: ⟨env⟩, ⟨env:2⟩, DATABASE_URL (checked at boot since #⟨pr⟩)",
            "- name: ⟨env⟩\n  valueFrom:\n    secretKeyRef:\n      name: ⟨svc⟩-secrets\n"
            "      key: ⟨env⟩",
        ),
    ),
    Kind(
        "env_placeholder",
        dev=(
            "⟨env⟩=⟨ph⟩",
            ".env.example:\n⟨env⟩=\n⟨env:2⟩=⟨ph⟩\nPORT=⟨n⟩",
            'export ⟨env⟩="${⟨env⟩:?set it first}"  # in scripts/⟨svc⟩.sh',
        ),
        holdout=(
            "docker run -e ⟨env⟩ acme/⟨repo⟩ (passes the host's value through, none on the "
            "command line)",
            "env:\n  ⟨env⟩: ${{ secrets.⟨env⟩ }}\n  NODE_ENV: production",
            '⟨env⟩: "{{ vault_⟨svc⟩_secret }}"  # ansible, group_vars/⟨stage⟩.yml',
            "README says: set ⟨env⟩=⟨ph⟩ in .env.local",
        ),
        gen={"ph": lambda r: v.pick(r, _PLACEHOLDERS)},
    ),
    Kind(
        "masked_value",
        dev=(
            "The key shows as ⟨pfx⟩...⟨last4⟩ in the dashboard; the full value is in 1Password.",
            "⟨env⟩=******** (printed masked by the CI log, run ⟨run⟩)",
            "Logs print `token=[REDACTED]` since #⟨pr⟩, so grepping them for the token is useless.",
        ),
        holdout=(
            "gh auth status → Token: ⟨gho⟩************************************ (⟨user⟩)",
            "aws configure list\n"
            "      access_key     ****************⟨L4⟩ shared-credentials-file\n"
            "      secret_key     ****************⟨last4⟩ shared-credentials-file",
            "README placeholder: GITHUB_TOKEN=⟨ghp⟩xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (job ⟨n⟩)",
        ),
        gen={
            "pfx": lambda r: v.pick(
                r, ("sk-" + "proj-", "gh" + "p_", "xo" + "xb-", "sk" + "_live_")
            ),
            "last4": lambda r: v.b62(r, 4),
            "L4": lambda r: v.chars(r, v.UPPER + v.DIGITS, 4),
            "gho": lambda _: "gh" + "o_",
            "ghp": lambda _: "gh" + "p_",
        },
    ),
    Kind(
        "password_prose",
        dev=(
            "The password reset flow sends its e-mail from the ⟨svc⟩ worker, not the API (#⟨pr⟩).",
            "Users with an expired password are redirected to /account/password before the "
            "dashboard loads; ⟨jira⟩ tracks the loop.",
            "Never log the password field: the serializer drops it since ⟨short⟩.",
        ),
        holdout=(
            "The forgot-password template lives in templates/auth/reset_password_v⟨n⟩.html.",
            "Password must be at least ⟨k⟩ characters and not appear in the breach list.",
            "⟨jira⟩: the 'show password' toggle breaks autofill in Safari.",
            "Password managers fill the wrong field since the login form moved to step ⟨k⟩.",
        ),
    ),
    Kind(
        "password_column_sql",
        dev=(
            "ALTER TABLE users ADD COLUMN password_hash text NOT NULL DEFAULT ''; -- migration ⟨n⟩",
            "`password_hash` stores argon2id strings; `password_changed_at` drives forced "
            "rotation after ⟨n⟩ days",
            "SELECT id, email FROM users WHERE password_hash IS NULL; -- SSO-only accounts, "
            "⟨n⟩ rows",
        ),
        holdout=(
            'class User(Base):\n    __tablename__ = "users_v⟨n⟩"\n    password_hash: '
            "Mapped[str] = mapped_column(String(255))",
            "migration 0⟨n⟩_drop_plaintext_password.sql removes the legacy `password` column",
            'Prisma: passwordHash String @map("password_hash") on model ⟨Id⟩',
        ),
    ),
    Kind(
        "password_cli_flag",
        dev=(
            'echo "$CR_PAT" | docker login ghcr.io -u ⟨user⟩ --password-stdin',
            "psql --no-password -h localhost -U ⟨user⟩ ⟨db⟩   # reads ~/.pgpass",
            "mysql -u ⟨user⟩ -p ⟨db⟩   # -p with no value prompts for the password",
        ),
        holdout=(
            "aws ecr get-login-password --region eu-west-1 | docker login --username AWS "
            "--password-stdin ⟨acct⟩.dkr.ecr.eu-west-1.amazonaws.com",
            "helm registry login registry.acme.dev --username ⟨user⟩ --password-stdin < "
            "/run/secrets/registry",
            "ssh -o PasswordAuthentication=no ⟨user⟩@⟨ip⟩ fails fast instead of prompting",
        ),
    ),
    Kind(
        "config_key_names",
        dev=(
            "token_ttl: ⟨n⟩\nrefresh_token_ttl: ⟨big⟩\nsession_cookie_name: acme_sid",
            "max_tokens: ⟨n⟩ is the ceiling for the summariser model",
            '{"password_min_length": ⟨k⟩, "password_max_age_days": 90, "secret_rotation_days": 30}',
        ),
        holdout=(
            '[session]\ncookie_secure = true\nsecret_key_rotation = "weekly"\n'
            'api_key_header = "X-API-Key"\nmax_age = ⟨n⟩',
            "JWT_EXPIRES_IN=⟨n⟩m and REFRESH_TOKEN_EXPIRES_IN=30d in .env.example",
            "rate limit: tokens_per_minute=⟨n⟩000, burst_tokens=⟨n:2⟩",
        ),
    ),
    Kind(
        "long_camel_identifier",
        dev=(
            "Rename `⟨id⟩` to something shorter; it wraps in every stack trace.",
            "The hook is `⟨id⟩` in src/hooks/⟨id⟩.ts",
            "⟨id⟩ runs twice on mount in StrictMode; ⟨id:2⟩ does not.",
        ),
        holdout=(
            "java.lang.IllegalStateException: closed\n\tat com.acme.auth.⟨Id⟩.refresh(⟨Id⟩"
            ".java:⟨n⟩)\n\tat com.acme.auth.⟨Id:2⟩.run(⟨Id:2⟩.java:⟨n:2⟩)",
            "export const ⟨id⟩ = create⟨Id⟩({ retries: ⟨k⟩ });",
            "TypeError: Cannot read properties of undefined (reading '⟨id⟩')",
        ),
    ),
    Kind(
        "totp_setting_names",
        dev=(
            'TOTP_ISSUER="Acme ⟨stage⟩" and TOTP_DIGITS=6 in .env.example (each user\'s '
            "secret is generated at enrolment)",
            "mfa:\n  totp:\n    period: 30\n    digits: 6\n    algorithm: SHA1\n"
            "    secret_length: ⟨k⟩",
            "The `otp_secret` column is encrypted with the app key; ⟨jira⟩ removes it from "
            "admin queries.",
        ),
        holdout=(
            "OTP_TOTP_ISSUER = 'Acme' and OTP_TOTP_THROTTLE_FACTOR = ⟨k⟩ in settings/base.py",
            "otpauth URI format (docs): otpauth://totp/Acme:{email}?secret={secret}&issuer=Acme"
            " — see ⟨jira⟩",
            "2FA backup codes are shown once; `backup_codes_remaining` was ⟨k⟩ for the test user",
        ),
    ),
    Kind(
        "test_fixture_names",
        dev=(
            "tests/fixtures/⟨tmp⟩_⟨h8⟩.json is the recorded API response; regenerate with "
            "`make fixtures`",
            "pytest tmp dir: /tmp/pytest-of-⟨user⟩/pytest-⟨n⟩/test_refresh_token_expiry0/",
            "VCR cassette cassettes/test_login_⟨h8⟩.yaml went stale after the API change",
        ),
        holdout=(
            "mkdtemp gave /tmp/tmp⟨tmp⟩ and the cleanup never ran",
            "hypothesis reproduces with @seed(⟨big⟩) on test_token_roundtrip",
            "fixture user qa_⟨tmp⟩@example.test owns the broken workspace",
        ),
    ),
    Kind(
        "sentry_dsn_public",
        dev=(
            "SENTRY_DSN=https://⟨h32⟩@o⟨o6⟩.ingest.sentry.io/⟨p7⟩ (the DSN is public; it ships "
            "in the browser bundle)",
            'Sentry.init({ dsn: "https://⟨h32⟩@o⟨o6⟩.ingest.us.sentry.io/⟨p7⟩", '
            "tracesSampleRate: 0.1 })",
        ),
        holdout=(
            'sentry_sdk.init(dsn="https://⟨h32⟩@o⟨o6⟩.ingest.de.sentry.io/⟨p7⟩", '
            'environment="⟨stage⟩")',
            "Issue link: https://acme.sentry.io/issues/⟨big⟩/?project=⟨p7⟩",
        ),
        gen={
            "o6": lambda r: str(r.randint(100_000, 4_999_999)),
            "p7": lambda r: str(r.randint(1_000_000, 9_999_999)),
        },
    ),
    Kind(
        "semver_build_metadata",
        dev=(
            "Released ⟨ver⟩+build.⟨date8⟩.⟨sh⟩",
            "pip install 'acme-sdk==⟨ver⟩.dev⟨n⟩+g⟨sh⟩' from the internal index",
            '"version": "⟨ver⟩-rc.⟨n⟩+sha.⟨sh⟩"',
        ),
        holdout=(
            "go.mod pins github.com/acme/lib v0.0.0-⟨date8⟩⟨hms⟩-⟨h12⟩",
            "nightly: ⟨ver⟩-nightly.⟨date8⟩+⟨sh⟩",
            "setuptools-scm gave ⟨ver⟩.post1.dev⟨n⟩+g⟨sh⟩.d⟨date8⟩",
        ),
        gen={"hms": lambda r: "".join(f"{r.randint(0, m):02d}" for m in (23, 59, 59))},
    ),
    Kind(
        "iso_timestamp",
        dev=(
            "Outage window: ⟨ts⟩ → ⟨ts:2⟩ (UTC)",
            "⟨tsf⟩ INFO  worker.refresh token refreshed for tenant ⟨uuid⟩",
            "created_at: '⟨tsf⟩'\nupdated_at: '⟨tso⟩'",
        ),
        holdout=(
            "⟨ts⟩ ERROR [auth] password reset link expired (age ⟨n⟩s)",
            "last successful key rotation: ⟨tso⟩",
            '{"level":"warn","time":"⟨tsf⟩","msg":"secret cache miss","key":"⟨svc⟩"}',
        ),
    ),
    Kind(
        "hex_color",
        dev=(
            "Brand colors: primary #⟨c⟩, accent #⟨c:2⟩, danger #⟨c:3⟩",
            ":root {\n  --brand-primary: #⟨c⟩;\n  --brand-secondary: #⟨c:2⟩;\n}",
            "tailwind.config.js: colors: { ink: '#⟨c⟩', paper: '#⟨c:2⟩' }",
        ),
        holdout=(
            'chart palette: ["#⟨c⟩", "#⟨c:2⟩", "#⟨c:3⟩", "#⟨c:4⟩"]',
            "design token color.text.muted = #⟨c⟩⟨a2⟩ (8-digit with alpha)",
        ),
        gen={"a2": lambda r: v.hexs(r, 2)},
    ),
    Kind(
        "feature_flag_key",
        dev=(
            "Flag `⟨ff⟩` is at ⟨pct⟩% in LaunchDarkly; remove the old path at 100%.",
            "if (flags['⟨ff⟩']) { ... } — the key must match the dashboard exactly",
            "FEATURE_FLAGS=⟨ff⟩,⟨ff:2⟩ enables both locally",
        ),
        holdout=(
            "unleash toggle ⟨ff⟩: strategy gradualRollout ⟨pct⟩%",
            "Statsig gate ⟨ff⟩ (owner: ⟨user⟩)",
            "posthog.isFeatureEnabled('⟨ff⟩')",
        ),
    ),
    Kind(
        "slack_channel_id",
        dev=(
            "Alerts go to #ops-alerts (channel id ⟨slackc⟩); invite the bot first.",
            "chat.postMessage channel=⟨slackc⟩ thread_ts=⟨epoch⟩.⟨d6⟩",
            "Slack user ⟨slacku⟩ is the on-call bot; ⟨slacku:2⟩ is ⟨user⟩",
        ),
        holdout=(
            "SLACK_ALERT_CHANNEL=⟨slackc⟩",
            "<@⟨slacku⟩> mention syntax in the message body; channel ⟨slackc⟩",
            "https://acme.slack.com/archives/⟨slackc⟩/p⟨epoch⟩⟨d6⟩",
        ),
        gen={"d6": lambda r: v.chars(r, v.DIGITS, 6)},
    ),
    Kind(
        "jira_key",
        dev=(
            "Tracked in ⟨jira⟩; the fix for ⟨jira:2⟩ depends on it.",
            "branch name: feature/⟨jira⟩-token-refresh",
            'commit subject must start with the ticket: "⟨jira⟩: rotate signing keys"',
        ),
        holdout=(
            "https://acme.atlassian.net/browse/⟨jira⟩",
            "⟨jira⟩, ⟨jira:2⟩ and ⟨jira:3⟩ are all the same password-reset bug",
            "Linear ENG-⟨n⟩ closed by PR #⟨pr⟩",
        ),
    ),
    Kind(
        "stripe_publishable_key",
        dev=(
            "The checkout page uses the publishable key ⟨pk⟩ (public by design, it ships in "
            "the bundle).",
            "VITE_STRIPE_PUBLISHABLE_KEY=⟨pk⟩",
            "const stripe = await loadStripe('⟨pk⟩');",
        ),
        holdout=(
            "<script>var stripe = Stripe('⟨pk⟩');</script> in the legacy template",
            "NEXT_PUBLIC_STRIPE_KEY=⟨pkl⟩ (live publishable key, public by design)",
        ),
        gen={
            "pk": lambda r: "pk" + "_test_" + v.b62(r, r.choice((24, 99))),
            "pkl": lambda r: "pk" + "_live_" + v.b62(r, 99),
        },
    ),
    Kind(
        "google_analytics_id",
        dev=(
            "GA4 measurement id G-⟨g10⟩ (prod) and G-⟨g10:2⟩ (staging)",
            "gtag('config', 'G-⟨g10⟩');",
            "Universal Analytics UA-⟨d8⟩-⟨k⟩ stopped collecting in July 2023",
        ),
        holdout=(
            "GTM container GTM-⟨g7⟩ loads the cookie banner",
            "NEXT_PUBLIC_GA_ID=G-⟨g10⟩",
            "ads.txt: google.com, pub-⟨d16⟩, DIRECT, f08c47fec0942fa0",
        ),
        gen={
            "g10": lambda r: v.chars(r, v.UPPER + v.DIGITS, 10),
            "g7": lambda r: v.chars(r, v.UPPER + v.DIGITS, 7),
            "d8": lambda r: v.chars(r, v.DIGITS, 8),
            "d16": lambda r: v.chars(r, v.DIGITS, 16),
        },
    ),
    Kind(
        "translation_key",
        dev=(
            "Missing translation: ⟨ns⟩.password.reset.title in de.json (⟨jira⟩)",
            "t('errors.token_expired') shows the raw key when the ⟨ns⟩ namespace is not loaded",
            '"⟨ns⟩": {"api_keys": {"create": "Create API key", "revoke_confirm": "Revoke key '
            '⟨n⟩?"}}',
        ),
        holdout=(
            "i18n key `⟨ns⟩.security.two_factor.secret_hint` was renamed in #⟨pr⟩",
            'msgid "Forgot your password?"\nmsgstr "Passwort vergessen?"\n#: ⟨ns⟩/forms.py:⟨n⟩',
            '<FormattedMessage id="⟨ns⟩.token.copied" defaultMessage="Token copied" /> (#⟨pr⟩)',
        ),
        gen={"ns": lambda r: v.pick(r, _NS)},
    ),
    Kind(
        "non_english_password_word",
        dev=(
            "Die Fehlermeldung „Passwort ist falsch“ kommt auch bei gesperrtem Konto "
            "(Ticket ⟨jira⟩).",
            "El mensaje 'La contraseña debe tener al menos ⟨k⟩ caracteres' sale dos veces.",
            "Le lien « Mot de passe oublié ? » renvoie vers /fr/compte/mot-de-passe (⟨jira⟩).",
        ),
        holdout=(
            "ログイン画面の「パスワードを忘れた場合」リンクが404を返す（⟨jira⟩）。",
            "Сообщение «Неверный пароль» показывается даже при верном пароле после ⟨k⟩ попыток.",
            "A tela 'Esqueci minha senha' não envia e-mail no staging (⟨jira⟩).",
            "Il campo 'Password dimenticata?' non è tradotto in it.json (⟨jira⟩).",
        ),
    ),
    Kind(
        "secret_reference",
        dev=(
            "The password comes from `vault kv get -field=password secret/⟨stage⟩/⟨svc⟩/postgres`",
            "valueFrom:\n  secretKeyRef:\n    name: ⟨svc⟩-db\n    key: password",
            "DATABASE_PASSWORD: ${{ secrets.DATABASE_PASSWORD }} in .github/workflows/⟨repo⟩.yml",
        ),
        holdout=(
            "password = data.aws_secretsmanager_secret_version.⟨svc⟩.secret_string",
            "spring.datasource.password=${DB_PASSWORD} (application-⟨stage⟩.properties)",
            "ExternalSecret remoteRef: key: ⟨stage⟩/⟨svc⟩/api-key, property: value",
        ),
    ),
    Kind(
        "secret_manager_command",
        dev=(
            "export NPM_TOKEN=$(op read 'op://Engineering/npm-⟨svc⟩/credential')",
            "security find-generic-password -a ⟨user⟩ -s ⟨svc⟩-api -w",
            "pass show work/⟨svc⟩/token | gh auth login --with-token",
        ),
        holdout=(
            "gcloud secrets versions access latest --secret=⟨svc⟩-signing-key",
            "aws secretsmanager get-secret-value --secret-id ⟨stage⟩/⟨svc⟩/db --query "
            "SecretString --output text",
            "doppler run --config ⟨stage⟩ -- npm start (injects STRIPE_SECRET_KEY at runtime)",
        ),
    ),
    Kind(
        "db_url_without_password",
        dev=(
            "DATABASE_URL=postgres://⟨user⟩@localhost:5432/⟨db⟩ (trust auth locally)",
            "postgresql://⟨user⟩:${PGPASSWORD}@db.internal:5432/⟨db⟩?sslmode=require",
            "redis://localhost:6379/⟨k⟩ for the job queue",
        ),
        holdout=(
            "Atlas gives mongodb+srv://⟨user⟩:<password>@cluster0.⟨r5⟩.mongodb.net/ — fill in "
            "the password from the vault",
            "jdbc:postgresql://db:5432/⟨db⟩?user=⟨user⟩&password=${DB_PASSWORD}",
            "DATABASE_URL=postgres://⟨user⟩:****@db.internal/⟨db⟩ (as shown by `heroku config`)",
        ),
        gen={"r5": lambda r: v.chars(r, v.LOWER + v.DIGITS, 5)},
    ),
    Kind(
        "auth_header_placeholder",
        dev=(
            'curl -H "Authorization: Bearer $TOKEN" https://⟨host⟩/v1/me',
            "curl -H 'Authorization: Bearer <token>' https://⟨host⟩/v1/projects/⟨n⟩",
            "Send the key in `X-API-Key: <key>`; query-string keys are rejected since #⟨pr⟩.",
        ),
        holdout=(
            'http GET :⟨n⟩/api/items "Authorization:Token ${API_TOKEN}"',
            'requests.get(url, headers={"Authorization": f"Bearer {token}"}, timeout=⟨k⟩)',
            "fetch(url, { headers: { Authorization: `Bearer ${session.accessToken}` } }) "
            "in ⟨id⟩.ts",
        ),
    ),
    Kind(
        "key_file_path",
        dev=(
            "ssh -i ~/.ssh/id_ed25519_⟨svc⟩ deploy@⟨ip⟩",
            "GOOGLE_APPLICATION_CREDENTIALS=/secrets/⟨svc⟩-sa.json",
            "The TLS key is at /etc/ssl/private/⟨host⟩.key (mode 600)",
        ),
        holdout=(
            "git config core.sshCommand 'ssh -i ~/.ssh/id_⟨svc⟩ -o IdentitiesOnly=yes'",
            "volumeMounts:\n  - name: tls\n    mountPath: /etc/tls  # tls.key and tls.crt from "
            "the ⟨svc⟩-tls Secret\n    readOnly: true",
            "chmod 600 ~/.config/⟨svc⟩/credentials.json",
        ),
    ),
    Kind(
        "package_names_with_secret_words",
        dev=(
            "Switched from `jsonwebtoken@⟨ver⟩` to `jose@⟨ver:2⟩` for the edge runtime",
            "pip install python-dotenv==⟨ver⟩ keyring==⟨ver:2⟩",
            "@acme/secret-scanner@⟨ver⟩ flagged the fixtures dir",
        ),
        holdout=(
            "gem 'devise', '~> ⟨ver⟩' and gem 'bcrypt', '~> ⟨ver:2⟩'",
            "cargo add secrecy@⟨ver⟩ zeroize",
            "go get github.com/golang-jwt/jwt/v5@v⟨ver⟩",
        ),
    ),
    Kind(
        "token_regex_pattern",
        dev=(
            "The pre-commit hook flags anything matching `gh[pousr]_[A-Za-z0-9]{36}` (line "
            "⟨n⟩ of .pre-commit-config.yaml)",
            "detect-secrets marks config/⟨stage⟩.yaml line ⟨n⟩ as 'Secret Keyword'; it is the "
            "key name only",
            "`grep -rE 'AKIA[0-9A-Z]{16}' .` found nothing in ⟨repo⟩",
        ),
        holdout=(
            "gitleaks allowlist: paths = ['''tests/fixtures/.*'''] (added in #⟨pr⟩)",
            "CODEOWNERS: security review for paths matching *secret* and *token* (⟨jira⟩)",
            "trufflehog found 0 verified and ⟨n⟩ unverified results, all in test data",
        ),
    ),
)
