"""Token estimates for prompt budgets.

A token is estimated as four UTF-8 bytes, rounded up: close for English prose and code
with the tokenizers in use, and on the safe side for text outside ASCII (a CJK character
is three bytes and about one token, so it counts as 0.75). An estimate, not a count: the
budgets it enforces leave the model's context ample room either way.
"""

from __future__ import annotations

BYTES_PER_TOKEN = 4


def estimate_tokens(text: str) -> int:
    size = len(text.encode("utf-8", errors="surrogatepass"))
    return -(-size // BYTES_PER_TOKEN)
