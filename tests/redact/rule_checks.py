"""The two checks every rule test makes: a look-alike comes out of the scrubber unchanged,
and a secret does not come out at all (a marker stands in its place)."""

from __future__ import annotations

from ocmem.redact import MARKER, scrub


def assert_kept(text: str) -> None:
    assert scrub(text).text == text


def assert_scrubbed(text: str, secret: str) -> None:
    out = scrub(text).text
    assert secret not in out, out
    assert MARKER in out
