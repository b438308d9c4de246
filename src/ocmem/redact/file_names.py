"""Whether a memory file name carries a secret.

A file name is not scrubbed in place (``reference_«REDACTED».md`` would collide and
break links); the caller picks another name instead. So this only answers yes or no.
"""

from __future__ import annotations

import re

from ocmem.redact.entropy import looks_random
from ocmem.redact.scrubber import locate_secrets
from ocmem.redact.tokens import find_vendor_tokens

# File names are at most 255 bytes; a longer argument is judged on this many characters.
_MAX_NAME = 1024
# Vendor shapes need a word boundary before their prefix, which ``reference_ghp_…`` lacks,
# so the name is also scanned from just after each of these separators.
_SEPARATORS = re.compile(r"[_\-. +=,@]")
_RUN = re.compile(r"[A-Za-z0-9]+")
_SHORTEST_RANDOM_RUN = 20


def scrub_file_name(name: str) -> str | None:
    """``None`` when ``name`` (one path component) holds a secret-shaped token: a vendor
    token, a credential after a keyword, or a long run of generated characters; otherwise
    ``name`` unchanged."""
    judged = name[:_MAX_NAME]
    if locate_secrets(judged):
        return None
    starts = [0] + [match.end() for match in _SEPARATORS.finditer(judged)]
    for start in starts:
        if next(find_vendor_tokens(judged[start:]), None) is not None:
            return None
    for run in _RUN.finditer(judged):
        if looks_random(run.group(), min_length=_SHORTEST_RANDOM_RUN):
            return None
    return name
