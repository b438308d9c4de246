"""The two checks every rule test makes: a look-alike comes out of the scrubber unchanged,
and a secret does not come out at all, not even in part (a marker stands in its place)."""

from __future__ import annotations

from ocmem.redact import MARKER, scrub


def assert_kept(text: str) -> None:
    assert scrub(text).text == text


# A piece this long of a secret left in the output is a leak too (half a password whose
# other half a finder cut off).
_PIECE = 8


def assert_scrubbed(text: str, secret: str) -> None:
    out = scrub(text).text
    assert secret not in out, out
    assert MARKER in out
    pieces = {secret[i : i + _PIECE] for i in range(len(secret) - _PIECE + 1)}
    assert not any(piece in out for piece in pieces if piece not in text.replace(secret, "")), out
