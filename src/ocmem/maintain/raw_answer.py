"""The fork's raw answer, for the run log when a pass fails on it.

A bad answer is only fixable when someone can read it, so a failed pass logs what the
model wrote, scrubbed with the store's scrubber and capped in size.
"""

from __future__ import annotations

from ocmem.redact.scrubber import scrub

MAX_LOGGED_CHARS = 20_000


def loggable_answer(text: str) -> str:
    """`text` scrubbed of secrets and cut to MAX_LOGGED_CHARS, newlines kept visible."""
    shown = scrub(text).text
    if len(shown) > MAX_LOGGED_CHARS:
        cut = len(shown) - MAX_LOGGED_CHARS
        shown = shown[:MAX_LOGGED_CHARS] + f"\n[… {cut} more characters not logged]"
    return shown
