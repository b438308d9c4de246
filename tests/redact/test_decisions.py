"""The judgement calls documented in the README's scrubbing section, pinned one by one."""

from __future__ import annotations

import pytest

from ocmem.redact import MARKER, scrub
from ocmem.redact.candidate_values import is_placeholder, is_quantity, is_reference
from ocmem.redact.names import Family, classify_name


def _no_previous_word() -> str:
    return ""


@pytest.mark.parametrize(
    ("name", "family"),
    [
        ("DB_PASSWORD", Family.PASSWORD),
        ("dbPassword", Family.PASSWORD),
        ("PGPASSWORD", Family.PASSWORD),
        ("wpa2-psk", Family.PASSWORD),
        ("apiKey", Family.KEY),
        ("x-api-key", Family.KEY),
        ("AWS_SECRET_ACCESS_KEY", Family.KEY),
        ("SECRET_KEY_BASE", Family.KEY),
        ("client_secret", Family.SECRET),
        ("GITHUB_TOKEN_2", Family.TOKEN),
        ("csrftoken", Family.TOKEN),
        ("PIN", Family.PIN),
    ],
)
def test_names_that_hold_a_secret(name: str, family: Family) -> None:
    verdict = classify_name(name, _no_previous_word)
    assert verdict is not None
    assert verdict.family is family


@pytest.mark.parametrize(
    "name",
    [
        "PASSWORD_MIN_LENGTH",
        "password_hash",
        "token_count",
        "max_tokens",
        "maxTokens",
        "TOKEN_URL",
        "secret_name",
        "secretKeyRef",
        "primary_key",
        "key",
        "access_key_id",
        "passwordless",
        "keyboard",
        "PaginationToken",
        "nopassword",
    ],
)
def test_names_about_a_secret_are_not_secret_names(name: str) -> None:
    assert classify_name(name, _no_previous_word) is None


def test_a_lone_key_or_token_depends_on_the_word_before() -> None:
    assert classify_name("key", lambda: "api") is not None
    assert classify_name("key", lambda: "primary") is None
    assert classify_name("tokens", lambda: "max") is None
    assert classify_name("token", lambda: "access") is not None


@pytest.mark.parametrize(
    "value",
    [
        "$DB_PASS",
        "${API_KEY}",
        "${{ secrets.X }}",
        "~/.netrc",
        "/run/secrets/db",
        ".env",
        "%TOKEN%",
        "DB_PASSWORD",
        "secrets.API_KEY",
        "os.environ[",
        "getpass()",
        "!vault",
        "arn:aws:secretsmanager:eu-west-1:1:secret:x",
        "op://vault/item/field",
        "config/db.yaml",
    ],
)
def test_references_to_where_a_secret_lives(value: str) -> None:
    assert is_reference(value)


@pytest.mark.parametrize(
    "value",
    [
        "<your-token>",
        "xxx",
        "XXXX-XXXX",
        "********",
        "changeme",
        "change_me",
        "your_token_here",
        "YOUR_API_KEY",
        "TODO",
        "none",
        "null",
        "true",
        "sk-...",
        "…",
        "%s:%s",
        "{token}",
        "keyfile_password",
        "x",
    ],
)
def test_placeholders(value: str) -> None:
    assert is_placeholder(value)


@pytest.mark.parametrize("value", ["4096", "100k", "8,192", "30s", "2k–3k", "0x1f"])
def test_quantities(value: str) -> None:
    assert is_quantity(value)


@pytest.mark.parametrize(
    "text",
    [
        "PASSWORD_MIN_LENGTH=12",
        "TOKEN_TTL_SECONDS=3600",
        "DB_PASSWORD=changeme",
        "API_TOKEN=<your-token>",
        "password: xxx",
        "max_tokens: 4096",
    ],
)
def test_config_numbers_and_placeholders_are_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("PIN=482913", f"PIN={MARKER}"),
        ("password: 12345678", f"password: {MARKER}"),
        ("MYSQL_PWD=hunter2", f"MYSQL_PWD={MARKER}"),
    ],
)
def test_numeric_passwords_are_secrets(text: str, expected: str) -> None:
    assert scrub(text).text == expected


@pytest.mark.parametrize(
    "text",
    [
        "token = nextchar",
        "self.password = password",
        "password = getpass.getpass()",
        "if token == 'lambda':",
        "console.log(aliceSecret === bobSecret)",
        "tokens: ParseResults",
    ],
)
def test_code_that_moves_secrets_around_is_kept(text: str) -> None:
    assert scrub(text).text == text


def test_a_quoted_value_runs_to_its_closing_quote() -> None:
    text = 'password: "correct horse battery staple" # shared'
    assert scrub(text).text == f'password: "{MARKER}" # shared'


def test_a_backtick_after_the_key_can_close_a_code_span() -> None:
    text = "set `DB_PASSWORD=` in the env, then run `make`"
    assert scrub(text).text == text


def test_query_string_values_stop_at_the_next_parameter() -> None:
    text = "GET /cb?code=x&client_secret=Zx81Yq&state=abc"
    assert scrub(text).text == f"GET /cb?code=x&client_secret={MARKER}&state=abc"


def test_a_secret_in_a_connection_string_stops_at_the_semicolon() -> None:
    text = "Host=db;Username=app;Password=Pa55w0rd!;Pooling=true"
    assert scrub(text).text == f"Host=db;Username=app;Password={MARKER};Pooling=true"


@pytest.mark.parametrize(
    "text",
    [
        "exit pass: session=ses_3f2a9c81dffeZ1kq7Hn2bXwYtR action=skipped reason=up-to-date",
        "dream pass: store=/home/ana/.claude/projects/-home-ana-shop/memory result=ok",
    ],
)
def test_a_short_name_before_another_keys_assignment_is_a_label_not_a_password(
    text: str,
) -> None:
    # Our own log lines ("exit pass: session=…") were scrubbed whole, hiding the session.
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("db pass: hunter2X!9q", "hunter2X!9q"),
        (
            "pass: token=Zq8vR2mK5tW9xN3bL7cF1hJ4pD6sG0aE2yU8",
            "Zq8vR2mK5tW9xN3bL7cF1hJ4pD6sG0aE2yU8",
        ),
    ],
)
def test_a_short_name_still_holds_a_password_or_an_assigned_secret(text: str, secret: str) -> None:
    assert secret not in scrub(text).text
