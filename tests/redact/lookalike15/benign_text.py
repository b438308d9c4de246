"""Benign look-alikes in words: the words secret, token, password and key in prose (in the
newsroom's languages), config keys with no value, placeholders, obviously fake fixtures and
references to where a secret is kept. No value here grants access to anything.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike15.gen import Kind, hexs, num, pick, with_ctx

_VARS = (
    "FASTLY_API_TOKEN",
    "AKAMAI_CLIENT_SECRET",
    "CONTENTFUL_MANAGEMENT_TOKEN",
    "BRIGHTCOVE_CLIENT_SECRET",
    "JWPLAYER_API_SECRET",
    "PIANO_API_TOKEN",
    "MAILCHIMP_API_KEY",
    "SFMC_CLIENT_SECRET",
    "SNOWFLAKE_PASSWORD",
    "ALGOLIA_ADMIN_API_KEY",
    "SENTRY_AUTH_TOKEN",
    "DD_API_KEY",
    "DD_APP_KEY",
    "PAGERDUTY_ROUTING_KEY",
    "AWS_SECRET_ACCESS_KEY",
    "CLOUDINARY_API_SECRET",
    "RECAPTCHA_SECRET_KEY",
    "ONESIGNAL_REST_API_KEY",
)


def _v(r: Random) -> dict[str, str]:
    var = r.choice(_VARS)
    return {"var": var, "lower": var.lower(), "var2": r.choice(_VARS)}


PROSE = Kind(
    "secret_words_in_prose",
    (
        "Rotated the Fastly token and the Akamai client secret on ⟨day⟩; nothing else changed.",
        "Lösenordet och API-nyckeln för Piano ligger i 1Password, inte i repot (⟨who⟩).",
        "Token for Contentful utløper hvert kvartal — husk å fornye før ⟨day⟩.",
        "Tajný klíč k Brightcove nikdy nedávej do Slacku; požádej ⟨who⟩ o přístup.",
        "Το μυστικό κλειδί του reCAPTCHA μένει μόνο στον server, όχι στο bundle.",
        "Khóa bí mật và mật khẩu Snowflake được xoay vòng mỗi 90 ngày (⟨tkt⟩).",
        "Kunci rahasia Mailchimp dan token Sentry disimpan di Secrets Manager, bukan di .env.",
        "The password reset email template is in SFMC content builder, folder ⟨section⟩.",
        "Reminder: the secret key for signed URLs rotates with ⟨tkt⟩; the key pair id stays.",
        "API key hygiene talk with ⟨who⟩: scoped tokens, no shared passwords, audit logs.",
        "Heslo, token, tajemství — všechno patří do Vaultu, ne do poznámek (⟨day⟩).",
    ),
    with_ctx(_v),
)

CONFIG_KEYS = Kind(
    "config_keys_without_values",
    (
        "⟨var⟩=\n⟨var2⟩=",
        "required env: `⟨var⟩`, `⟨var2⟩` (see ⟨tkt⟩)",
        '⟨lower⟩: ""   # filled in by the deploy job',
        '{"⟨lower⟩": null, "enabled": false}',
        "```php\ndefine( '⟨var⟩', getenv( '⟨var⟩' ) );\n```",
        "- [ ] ⟨var⟩ missing on staging (error: env var ⟨var⟩ is not set)",
    ),
    with_ctx(_v),
)


def _ph(r: Random) -> dict[str, str]:
    return {"var": r.choice(_VARS), "x": "x" * r.randint(16, 40), "star": "*" * r.randint(8, 24)}


PLACEHOLDERS = Kind(
    "placeholders",
    (
        "⟨var⟩=<paste-from-1password>",
        "CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-⟨x⟩",
        "MAILCHIMP_API_KEY=your-api-key-here-us⟨n⟩",
        "- set ⟨var⟩ to `CHANGEME` locally, the real one comes from SSM",
        "client_secret: ${SFMC_CLIENT_SECRET}",
        "[⟨day⟩ ⟨time⟩] config loaded: ⟨var⟩=⟨star⟩ (masked)",
        "aws_secret_access_key = REPLACE_ME_⟨n⟩",
        "Thay ⟨var⟩ bằng giá trị thật của bạn (vi): <YOUR_⟨var⟩>",
    ),
    with_ctx(_ph),
)


def _fake(r: Random) -> dict[str, str]:
    return {
        "z": "0" * 32,
        "dead": "deadbeef" * r.randint(4, 5),
        "ex": num(r, 4),
        "var": r.choice(_VARS),
        "abc": "abc123" * r.randint(3, 5),
    }


FAKE = Kind(
    "fake_test_fixtures",
    (
        'tests/fixtures/mailchimp.json: {"apiKey": "⟨z⟩-us0"}',
        "- unit tests use ⟨var⟩=test-⟨dead⟩ (not a real key)",
        "FASTLY_API_TOKEN=fake-token-for-unit-tests-⟨ex⟩",
        "```js\njest.mock('algoliasearch', () => () => ({ apiKey: 'dummy-admin-key-⟨ex⟩' }));\n```",
        "| fixture | value |\n|---|---|\n| password | hunter2-example-⟨ex⟩ |",
        "DD_API_KEY=⟨z⟩  # dummy, Datadog is disabled in CI",
        'sentry_auth_token: "⟨abc⟩"  # pytest fixture',
    ),
    with_ctx(_fake),
)


_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _ref(r: Random) -> dict[str, str]:
    var = r.choice(_VARS)
    return {
        "var": var,
        "lower": var.lower().replace("_", "-"),
        "path": r.choice(
            [
                "prod/fastly/purge",
                "prod/snowflake/loader",
                "newsroom/piano/api",
                "prod/akamai/edgegrid",
                "data/sfmc/oauth",
            ]
        ),
        "arn": num(r, 12),
        "suffix": pick(r, _LETTERS, 6),
    }


REFS = Kind(
    "secret_store_references",
    (
        "$ aws secretsmanager get-secret-value --secret-id ⟨path⟩ --query SecretString",
        '- ⟨var⟩ is in 1Password → vault "Platform" → item "⟨lower⟩"',
        "arn:aws:secretsmanager:eu-west-1:⟨arn⟩:secret:⟨path⟩-⟨suffix⟩",
        "$ vault kv get -field=token secret/⟨path⟩",
        "env:\n  - name: ⟨var⟩\n    valueFrom:\n      secretKeyRef:\n        name: web-next\n"
        "        key: ⟨lower⟩",
        "Hemligheten finns i SSM-parametern /⟨path⟩ (sv), fråga ⟨who⟩ om åtkomst",
    ),
    with_ctx(_ref),
)


def _env(r: Random) -> dict[str, str]:
    var = r.choice(_VARS)
    return {"var": var, "var2": r.choice(_VARS), "h": hexs(r, 7)}


ENV_REFS = Kind(
    "env_and_ci_secret_references",
    (
        "```yaml\nenv:\n  ⟨var⟩: ${{ secrets.⟨var⟩ }}\n```",
        '$ export ⟨var⟩="$(op read op://Platform/⟨var⟩/credential)"',
        "```js\nconst token = process.env.⟨var⟩;\n```",
        "```php\n$secret = getenv( '⟨var2⟩' );\n```",
        "fix(ci): read ⟨var⟩ from secrets instead of vars (⟨h⟩)",
        "- Airflow reads ⟨var2⟩ via {{ var.value.⟨var2⟩ }} / conn id `snowflake_default`",
    ),
    with_ctx(_env),
)

TEXT: tuple[Kind, ...] = (PROSE, CONFIG_KEYS, PLACEHOLDERS, FAKE, REFS, ENV_REFS)
