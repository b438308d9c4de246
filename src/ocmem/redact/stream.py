"""Byte-level scrub for ``opencode-memory redact`` (stdin to stdout).

Input is decoded as UTF-8 with ``surrogateescape`` so that bytes which are not valid
UTF-8 pass through untouched, and encoded back the same way: every byte outside a
replaced span, line endings and a missing final newline included, is returned as it came.
"""

from __future__ import annotations

from ocmem.redact.scrubber import Redaction, scrub

_ENCODING = "utf-8"
_ERRORS = "surrogateescape"


def scrub_bytes(data: bytes) -> tuple[bytes, Redaction]:
    """Scrub ``data``; also return the text-level result for counts and kinds."""
    result = scrub(data.decode(_ENCODING, _ERRORS))
    if result.count == 0:
        return data, result
    return result.text.encode(_ENCODING, _ERRORS), result


def scrub_stream(data: bytes) -> bytes:
    """The scrubbed bytes of ``data``, byte-identical outside the replaced spans."""
    return scrub_bytes(data)[0]
