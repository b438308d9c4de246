"""Secret scrubbing: pure functions that replace credential values with a marker.

Used by every store writer (when the store's policy says to scrub) and by the
``opencode-memory redact`` command. No I/O happens here.
"""

from __future__ import annotations

from ocmem.redact.file_names import (
    file_name_findings,
    is_credential,
    mask_file_name,
    scrub_file_name,
)
from ocmem.redact.output import IDENTIFIERS, scrub_output
from ocmem.redact.scrubber import Redaction, locate_secrets, scrub, scrub_fields
from ocmem.redact.span import MARKER, Span
from ocmem.redact.stream import scrub_bytes, scrub_stream

__all__ = [
    "IDENTIFIERS",
    "MARKER",
    "Redaction",
    "Span",
    "file_name_findings",
    "is_credential",
    "locate_secrets",
    "mask_file_name",
    "scrub",
    "scrub_bytes",
    "scrub_fields",
    "scrub_file_name",
    "scrub_output",
    "scrub_stream",
]
