"""Every row of the prior scrubber's behaviour table (memory-core-spec §4.3), with the
outcome this scrubber gives. Rows that §9 lists as bugs have the fixed outcome."""

from __future__ import annotations

import pytest

from ocmem.redact import MARKER, scrub

R = MARKER

EXACT = [
    # caught before, still caught
    ("the password is octopus7garden", f"the password is {R}"),
    ("the password is octopus7garden.", f"the password is {R}."),
    ("password: correctHorse", f"password: {R}"),
    ("password abc123", f"password {R}"),
    ("password `hunter`", f"password `{R}`"),
    ("token=gho_ZyXw9876VuTs", f"token={R}"),
    ("export API_KEY=abc123", f"export API_KEY={R}"),
    ("bearer token: eyJhbGciOiJIUzI1NiJ9", f"bearer token: {R}"),
    ("password: 'xy'", f"password: '{R}'"),
    ("the password\nis hunter2", f"the password\nis {R}"),
    ("épassword is Hunter2x", f"épassword is {R}"),
    # §9 bug: a lowercase-only value after a key was missed
    ("password: correcthorse", f"password: {R}"),
    ("client_secret=abcdefgh", f"client_secret={R}"),
    # §9 bug: "_" before the keyword hid it
    ("DB_PASSWORD=s3cretValue", f"DB_PASSWORD={R}"),
    ("mypassword=abc123", f"mypassword={R}"),
    (
        "aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCY1234KEY",
        f"aws_secret_access_key={R}",
    ),
    # §9 bug: a quoted value was cut at the first space
    ("password 'correct horse battery'", f"password '{R}'"),
    # §9 bug: one value per keyword
    ("Passwords: Abc1 and Def2", f"Passwords: {R} and {R}"),
    # §9 bug: a keyword right after another keyword was swallowed
    ("the secret password is Hunter2x", f"the secret password is {R}"),
    ("the password for SSID home-net is Abc123", f"the password for SSID home-net is {R}"),
    # §9 bug: arrows, dashes and the full-width colon were not connectors
    ("password → hunter2", f"password → {R}"),
    ("password — hunter2", f"password — {R}"),
    ("Password：Hunter2", f"Password：{R}"),
    # "is" glued to the value is part of the value, not a connector
    ("password isHunter2", f"password {R}"),
    # §9 bug: an opening bracket was eaten
    ("auth_token: (abc123)", f"auth_token: ({R})"),
    # §9 bug: credentials inside URLs were missed; only the password part goes
    ("password is https://user:Pa55@host", f"password is https://user:{R}@host"),
    ("postgres://admin:Pa55w0rd@db/app", f"postgres://admin:{R}@db/app"),
    # §9 bug: "Bearer <token>" without the word "token" was missed
    ("Authorization: Bearer eyJhbGciOi.x.y", f"Authorization: Bearer {R}"),
    # short keywords, now accepted as config keys
    ("pw: hunter2", f"pw: {R}"),
    ("PIN: 1234", f"PIN: {R}"),
    # issue 14: one-time and recovery codes are credentials (the prior table kept them)
    ("Recovery code: 1234-5678", f"Recovery code: {R}"),
]

KEPT = [
    "password hunter",
    # the reference guards
    "password is $DB_PASS",
    "psk=$WIFI_PSK",
    "password is ~/.secret",
    "password is .env.local",
    # §9 bug: false positives on LLM token counts and on uppercase words
    "max tokens: 4096",
    "tokens: 100k",
    "the token is ABC",
    "passwords are NOT migratable",
    "PASSWORD IS HUNTER",
    # a bare header line names a block; nothing of the key follows it here
    "private key: -----BEGIN",
    # "pass" is too common in prose to anchor a value
    "pass `hunter2`",
    # a single "x" is the usual stand-in, not a value
    "private_key = 'x'",
]


@pytest.mark.parametrize(("text", "expected"), EXACT)
def test_row_has_the_expected_output(text: str, expected: str) -> None:
    assert scrub(text).text == expected


@pytest.mark.parametrize("text", KEPT)
def test_row_is_kept(text: str) -> None:
    result = scrub(text)
    assert (result.text, result.count) == (text, 0)


def test_rescrubbing_a_redacted_value_does_not_count_it_again() -> None:
    once = scrub("the password is Hunter2x")
    twice = scrub(once.text)
    assert once.count == 1
    assert (twice.text, twice.count) == (once.text, 0)


def test_vendor_tokens_are_caught_without_a_keyword() -> None:
    github = "gh" + "p_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    aws = "AK" + "IA" + "Z7Y6X5W4V3U2T1S0"
    openai = "sk" + "-proj-" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z"
    text = f"leaked {github} and {aws} and {openai} in the log"
    result = scrub(text)
    assert result.text == f"leaked {R} and {R} and {R} in the log"
    assert result.kinds == ("github-token", "aws-access-key", "openai-api-key")


def test_private_key_block_is_replaced_whole() -> None:
    dashes = "-" * 5
    block = (
        f"{dashes}BEGIN RSA PRIVATE KEY{dashes}\n"
        "MIIEpAIBAAKCAQEA7bq9Xy2Lm4Nq5Rs6Tu7Vw8Xy9Za0Bc1De2Fg3Hi4Jk5Lm6No7\n"
        "Pq8Rs9Tu0Vw1Xy2Za3Bc4De5Fg6Hi7Jk8Lm9No0Pq1Rs2Tu3Vw4Xy5Za6Bc7De8Fg9\n"
        f"{dashes}END RSA PRIVATE KEY{dashes}"
    )
    result = scrub(f"private key:\n{block}\nend of note")
    assert result.text == f"private key:\n{R}\nend of note"
    assert result.kinds == ("pem-private-key",)
