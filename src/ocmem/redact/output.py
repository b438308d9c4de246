"""The scrub for what the program itself says: reports, log lines, journal and state text.

Such text names opencode's records (`ses_…`, `msg_…`), whose random tail looks like a
generated token to the scrubber, and this tool's own pass and backup ids (a UTC stamp),
which follow words such as "pass"; those identifiers are kept, everything else is
scrubbed as a memory would be.
"""

from __future__ import annotations

import re

from ocmem.redact.scrubber import scrub

# opencode's ids (a short prefix, 12 hex digits of time, 14 random base62 characters) and
# ours (`20260101T101010123456Z`, optionally `-N`). Neither shape is any credential's.
IDENTIFIERS = re.compile(
    r"\b(?:(?:ses|msg|prt|per|que|usr|pty|tool|wrk)_[0-9a-f]{12}[0-9A-Za-z]{14}"
    r"|\d{8}T\d{6,12}Z(?:-\d+)?)\b"
)


def scrub_output(text: str) -> str:
    """``text`` with every secret value replaced by the marker, identifiers kept."""
    if not text:
        return text
    return scrub(text, keep=IDENTIFIERS).text
