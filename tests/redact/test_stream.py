"""``scrub_stream``: the byte-level scrub behind ``opencode-memory redact``."""

from __future__ import annotations

import random

import pytest

from ocmem.redact import MARKER, scrub_bytes, scrub_stream

MARKER_BYTES = MARKER.encode("utf-8")


def test_no_trailing_newline_is_added() -> None:
    assert scrub_stream(b"the password is Hunter2x") == b"the password is " + MARKER_BYTES


def test_trailing_newlines_and_crlf_are_kept() -> None:
    data = b"DB_PASSWORD=s3cretValue\r\nnext line\r\n\r\n"
    assert scrub_stream(data) == b"DB_PASSWORD=" + MARKER_BYTES + b"\r\nnext line\r\n\r\n"


def test_input_without_secrets_comes_back_byte_for_byte() -> None:
    data = b"\xef\xbb\xbfplain notes\n\tindented\r\nno newline at the end"
    assert scrub_stream(data) == data


def test_empty_input_gives_empty_output() -> None:
    assert scrub_stream(b"") == b""


def test_invalid_utf8_passes_through_untouched() -> None:
    data = b"bad \xff\xfe bytes \xc3( and \xed\xa0\x80 then password: Hunter22\n\x80"
    assert scrub_stream(data) == (
        b"bad \xff\xfe bytes \xc3( and \xed\xa0\x80 then password: " + MARKER_BYTES + b"\n\x80"
    )


def test_a_secret_next_to_invalid_bytes_is_still_found() -> None:
    token = b"gh" + b"p_" + b"Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2"
    data = b"\xfe" + token + b"\xff"
    assert scrub_stream(data) == b"\xfe" + MARKER_BYTES + b"\xff"


def test_latin1_text_is_not_reencoded() -> None:
    data = "café: the token is Abc123def\n".encode("latin-1")
    assert scrub_stream(data) == "café: the token is ".encode("latin-1") + MARKER_BYTES + b"\n"


def test_scrub_bytes_reports_the_count_and_kinds() -> None:
    cleaned, result = scrub_bytes(b"export API_KEY=abc123\npostgres://app:Pa55w0rd@db/app")
    assert cleaned == b"export API_KEY=" + MARKER_BYTES + b"\npostgres://app:" + MARKER_BYTES + (
        b"@db/app"
    )
    assert (result.count, result.kinds) == (2, ("keyword-assignment", "url-credentials"))


@pytest.mark.parametrize("seed", range(20))
def test_random_bytes_survive_outside_redactions(seed: int) -> None:
    rng = random.Random(seed)
    noise = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 400)))
    secret = b"password: Hunter22"
    data = noise + b"\n" + secret + b"\n" + noise
    assert scrub_stream(data) == noise + b"\npassword: " + MARKER_BYTES + b"\n" + noise


def test_scrubbing_the_output_again_changes_nothing() -> None:
    once = scrub_stream(b"token=gho_ZyXw9876VuTs and \xff more")
    assert scrub_stream(once) == once
