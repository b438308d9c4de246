"""Values that look generated but are identifiers or public by design, never credentials.

A found span whose whole text is one of these is dropped. Each shape is a fixed, documented
format with a prefix no credential uses, so a real key cannot pass for one:

- opencode's record ids (`ses_…`, `msg_…`, `prt_…`: 12 hex digits of time, 14 base62);
- Stripe object ids (`cus_…`, `pi_…`, `evt_…`, `price_…`) and publishable keys
  (`pk_test_…`, `pk_live_…`, which Stripe documents as safe in client code); its secret
  and restricted keys (`sk_`, `rk_`) and a payment intent's `_secret_` are not matched;
- Vercel deployment ids (`dpl_…`), OpenAI and Anthropic response ids (`chatcmpl-…`,
  `msg_01…`, `toolu_01…`);
- OpenPGP key ids and fingerprints (16 or 40 upper-case hex digits);
- a JWT header cut off with `...` or `…` (`Bearer eyJhbGciOi...`): an example elided on
  purpose, and every token of an issuer starts with the same header anyway. A header
  written out alone is still taken, as it always was.
"""

from __future__ import annotations

import base64
import binascii
import json
import re

_SHAPES = re.compile(
    r"(?:ses|msg|prt|per|que|usr|pty|tool|wrk)_[0-9a-f]{12}[0-9A-Za-z]{14}"
    r"|(?:acct|ba|card|ch|cus|dp|evt|file|ii|in|po|pi|pm|price|prod|py|seti|si|sub|txn|tr"
    r"|src|plink|cs_(?:test|live))_[0-9A-Za-z]{14,64}"
    r"|pk_(?:test|live)_[0-9A-Za-z]{16,128}"
    r"|dpl_[0-9A-Za-z]{20,40}"
    r"|chatcmpl-[0-9A-Za-z]{20,40}"
    r"|(?:msg|toolu)_01[0-9A-Za-z]{20,30}"
    r"|[0-9A-F]{16}|[0-9A-F]{40}"
)
_JWT_HEADER = re.compile(r"eyJ[A-Za-z0-9_-]{10,400}")


def is_identifier(text: str, start: int, end: int) -> bool:
    """Whether the found span ``text[start:end]`` is an identifier, not a secret."""
    value = text[start:end]
    if _SHAPES.fullmatch(value):
        return True
    elided = text.startswith(("...", "…"), end)
    return elided and _JWT_HEADER.fullmatch(value) is not None and _is_jwt_header(value)


def _is_jwt_header(value: str) -> bool:
    try:
        decoded = json.loads(base64.urlsafe_b64decode(value + "=" * (-len(value) % 4)))
    except (binascii.Error, ValueError):
        return False
    return isinstance(decoded, dict) and "alg" in decoded and "sub" not in decoded
