"""Values that look generated but are identifiers or public by design, never credentials.

A found span whose whole text is one of these is dropped. Each shape is a fixed, documented
format with a prefix no credential uses, so a real key cannot pass for one:

- opencode's record ids (`ses_…`, `msg_…`, `prt_…`: 12 hex digits of time, 14 base62);
- Stripe object ids (`cus_…`, `pi_…`, `evt_…`, `price_…`) and publishable keys
  (`pk_test_…`, `pk_live_…`, which Stripe documents as safe in client code); its secret
  and restricted keys (`sk_`, `rk_`) and a payment intent's `_secret_` are not matched;
- Vercel deployment, project and team ids (`dpl_…`, `prj_…`, `team_…`: `prj_` and `team_`
  are what `.vercel/project.json` commits to the repository);
- model providers' object ids: OpenAI's (`chatcmpl-…`, `file-…`, `ftjob-…`, `batch_…`,
  `asst_…`, `thread_…`, `run_…`, `resp_…`, `call_…`, `vs_…`, …) and Anthropic's, which all
  start with `01` after the prefix (`msg_01…`, `toolu_01…`, `msgbatch_01…`, `req_011…`);
  the providers' keys start with `sk-`, which none of these does;
- PostHog project API keys (`phc_…`) and Mapbox public tokens (`pk.eyJ1Ijoi…`: `pk.`, then
  the base64 of `{"u":"<account>"…`): both vendors document them as meant for browser
  code; their secret counterparts (`phx_…`, Mapbox's `sk.…`) are not matched;
- a Supabase *anon* key: a JWT whose payload says `"iss": "supabase"` and `"role": "anon"`,
  which Supabase documents as safe in a browser (row-level security guards the data);
  its `service_role` key, the same shape with another role, is not matched;
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
    r"|(?:dpl|prj|team)_[0-9A-Za-z]{20,40}"
    r"|(?:chatcmpl|cmpl|modr|file|ftjob|ftckpt|ftevent)-[0-9A-Za-z]{20,40}"
    r"|(?:asst|batch|call|fc|msg|resp|rs|run|step|thread|vs|vsfb)_[0-9A-Za-z]{20,48}"
    r"|(?:msg|toolu|srvtoolu|msgbatch|file|req)_01[0-9A-Za-z]{20,30}"
    r"|phc_[0-9A-Za-z]{32,64}"
    r"|pk\.eyJ1Ijoi[A-Za-z0-9_-]{10,200}\.[A-Za-z0-9_-]{16,64}"
    r"|[0-9A-F]{16}|[0-9A-F]{40}"
)
_JWT_HEADER = re.compile(r"eyJ[A-Za-z0-9_-]{10,400}")
_JWT = re.compile(r"eyJ[A-Za-z0-9_-]{10,400}\.(eyJ[A-Za-z0-9_-]{10,1000})\.[A-Za-z0-9_-]{20,400}")


def is_identifier(text: str, start: int, end: int) -> bool:
    """Whether the found span ``text[start:end]`` is an identifier, not a secret."""
    value = text[start:end]
    if _SHAPES.fullmatch(value):
        return True
    if (jwt := _JWT.fullmatch(value)) is not None:
        claims = _json_object(jwt.group(1))
        return claims.get("iss") == "supabase" and claims.get("role") == "anon"
    elided = text.startswith(("...", "…"), end)
    return elided and _JWT_HEADER.fullmatch(value) is not None and _is_jwt_header(value)


def _is_jwt_header(value: str) -> bool:
    decoded = _json_object(value)
    return "alg" in decoded and "sub" not in decoded


def _json_object(segment: str) -> dict[str, object]:
    """The JSON object a JWT segment encodes, or ``{}``."""
    try:
        decoded = json.loads(base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4)))
    except (binascii.Error, ValueError):
        return {}
    return decoded if isinstance(decoded, dict) else {}
