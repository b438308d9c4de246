"""Well-known credential shapes that are secret wherever they appear, keyword or not.

Each shape starts with a literal prefix so the regex engine can skip ahead quickly; the
word boundary before the prefix is checked in code for the same reason.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ocmem.redact.span import RANK_VENDOR, Span
from ocmem.redact.values import is_placeholder, mixes_letters_and_digits

_WORD_CHARS = frozenset(string.ascii_letters + string.digits + "_")


def _has_random_segment(token: str) -> bool:
    """Reject prose-like ``sk-learn-style-names``: real keys carry a long mixed run."""
    return any(
        len(segment) >= 16 and mixes_letters_and_digits(segment)
        for segment in re.split(r"[_\-]", token)
    )


def _has_digit(token: str) -> bool:
    return any(c.isdigit() for c in token)


@dataclass(frozen=True)
class TokenShape:
    """A vendor credential format.

    ``lead`` is a character class and length range for characters that belong to the
    token but sit before the literal the pattern starts with (kept out of the pattern
    so the scan stays a fast literal search).
    """

    kind: str
    pattern: re.Pattern[str]
    check: Callable[[str], bool] | None = None
    bounded: bool = True
    lead: tuple[frozenset[str], int, int] | None = None


def _shape(
    kind: str,
    pattern: str,
    check: Callable[[str], bool] | None = None,
    *,
    bounded: bool = True,
    lead: tuple[str, int, int] | None = None,
) -> TokenShape:
    lead_set = (frozenset(lead[0]), lead[1], lead[2]) if lead else None
    return TokenShape(kind, re.compile(pattern), check, bounded, lead_set)


_ALNUM = string.ascii_letters + string.digits

TOKEN_SHAPES: tuple[TokenShape, ...] = (
    _shape("aws-access-key", r"(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])"),
    _shape("github-token", r"gh[pousr]_[A-Za-z0-9]{36,251}(?![A-Za-z0-9_])"),
    _shape("github-token", r"github_pat_[A-Za-z0-9_]{40,251}"),
    _shape(
        "gitlab-token",
        r"gl(?:pat|dt|rt|ptt|cbt|imt|ft|soat|agent|oas|wt)-[A-Za-z0-9_\-]{20,}",
        _has_digit,
    ),
    _shape("anthropic-api-key", r"sk-ant-[A-Za-z0-9_\-]{32,}"),
    _shape("openrouter-api-key", r"sk-or-v1-[0-9a-f]{64}"),
    _shape("openai-api-key", r"sk-(?!ant-|or-v1-)[A-Za-z0-9_\-]{20,}", _has_random_segment),
    _shape("google-api-key", r"AIza[0-9A-Za-z_\-]{35}(?![0-9A-Za-z_\-])"),
    _shape("google-oauth-secret", r"GOCSPX-[0-9A-Za-z_\-]{24,}"),
    _shape("google-oauth-token", r"ya29\.[0-9A-Za-z_\-]{20,}", _has_digit),
    _shape("slack-token", r"xox[abposre]-[0-9A-Za-z\-]{10,}", _has_digit),
    _shape("slack-token", r"xapp-[0-9]-[A-Z0-9]+-[0-9]+-[0-9a-f]{20,}"),
    _shape(
        "slack-webhook",
        r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9_/\-]{20,})",
        bounded=False,
    ),
    _shape("stripe-key", r"(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}"),
    _shape("stripe-webhook-secret", r"whsec_[0-9A-Za-z+/=]{24,}"),
    _shape("npm-token", r"npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])"),
    _shape("pypi-token", r"pypi-AgE[A-Za-z0-9_\-]{40,}"),
    _shape("sendgrid-key", r"SG\.[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{16,64}"),
    _shape("twilio-key", r"(?:AC|SK)[0-9a-f]{32}(?![0-9A-Za-z])"),
    _shape("huggingface-token", r"hf_[A-Za-z0-9]{30,}", mixes_letters_and_digits),
    _shape("huggingface-token", r"api_org_[A-Za-z0-9]{30,}", mixes_letters_and_digits),
    _shape("digitalocean-token", r"do[opr]_v1_[a-f0-9]{64}"),
    _shape("shopify-token", r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}"),
    _shape("mailgun-key", r"key-[0-9a-zA-Z]{32}(?![0-9A-Za-z])", _has_digit),
    _shape(
        "discord-bot-token",
        r"[MNO][A-Za-z0-9_\-]{23,27}\.[A-Za-z0-9_\-]{6,7}\.[A-Za-z0-9_\-]{27,40}"
        r"(?![A-Za-z0-9_\-.])",
        lambda token: mixes_letters_and_digits(token.split(".")[0]),
    ),
    _shape(
        "discord-webhook",
        r"discord(?:app)?\.com/api/webhooks/[0-9]+/(?P<secret>[A-Za-z0-9_\-]{40,})",
        bounded=False,
    ),
    _shape(
        "telegram-bot-token",
        r":AA[0-9A-Za-z_\-]{30,40}(?![0-9A-Za-z_\-])",
        bounded=False,
        lead=(string.digits, 8, 10),
    ),
    _shape("databricks-token", r"dapi[a-f0-9]{32}(?:-[0-9])?(?![A-Za-z0-9])"),
    _shape("linear-key", r"lin_api_[A-Za-z0-9]{40}"),
    _shape("notion-token", r"ntn_[A-Za-z0-9]{40,}"),
    _shape("supabase-token", r"sbp_[a-f0-9]{40}"),
    _shape("doppler-token", r"dp\.(?:pt|st|ct|sa|scim|audit)\.[A-Za-z0-9]{40,}"),
    _shape("postman-key", r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}"),
    _shape("grafana-token", r"glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}"),
    _shape("grafana-token", r"glc_[A-Za-z0-9+/]{32,}={0,2}"),
    _shape("sentry-token", r"sntry[su]_[A-Za-z0-9+/=_]{40,}"),
    _shape("figma-token", r"figd_[A-Za-z0-9_\-]{40,}"),
    _shape("age-secret-key", r"AGE-SECRET-KEY-1[0-9A-Z]{58}"),
    _shape("replicate-token", r"r8_[A-Za-z0-9]{37}(?![A-Za-z0-9])"),
    _shape("groq-key", r"gsk_[A-Za-z0-9]{48,}"),
    _shape("xai-key", r"xai-[A-Za-z0-9]{70,}"),
    _shape("perplexity-key", r"pplx-[A-Za-z0-9]{40,}"),
    _shape("atlassian-token", r"ATATT3[A-Za-z0-9_=\-]{100,}"),
    _shape("heroku-key", r"HRKU-[A-Za-z0-9_\-]{40,}"),
    _shape("square-token", r"sq0(?:atp|csp)-[0-9A-Za-z_\-]{22,}"),
    _shape("rubygems-key", r"rubygems_[a-f0-9]{48}"),
    _shape("docker-hub-token", r"dckr_pat_[A-Za-z0-9_\-]{20,}"),
    _shape("vault-token", r"hv[sb]\.[A-Za-z0-9_\-]{24,}"),
    _shape(
        "terraform-token", r"\.atlasv1\.[A-Za-z0-9_=\-]{60,}", bounded=False, lead=(_ALNUM, 14, 14)
    ),
    _shape("alibaba-key", r"LTAI[A-Za-z0-9]{12,20}(?![A-Za-z0-9])", _has_digit),
    _shape(
        "azure-client-secret",
        r"Q~[A-Za-z0-9_~.\-]{31,34}(?![A-Za-z0-9_~.\-])",
        bounded=False,
        lead=(_ALNUM + "_~.", 4, 4),
    ),
    _shape("mapbox-secret-token", r"sk\.eyJ[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{20,}"),
    _shape("dropbox-token", r"sl\.[A-Za-z0-9_\-]{130,}"),
    _shape("flyio-token", r"fo1_[A-Za-z0-9_\-]{40,}"),
    _shape("jwt", r"eyJ[A-Za-z0-9_\-]{10,}\.eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]*"),
)


def find_vendor_tokens(text: str) -> Iterator[Span]:
    for shape in TOKEN_SHAPES:
        group = "secret" if "secret" in shape.pattern.groupindex else 0
        for match in shape.pattern.finditer(text):
            start, end = match.span(group)
            if shape.lead is not None:
                start = _extend_lead(text, start, shape.lead)
                if start < 0:
                    continue
            bounded = shape.bounded or shape.lead is not None
            if bounded and start > 0 and text[start - 1] in _WORD_CHARS:
                continue
            token = text[start:end]
            if shape.check is not None and not shape.check(token):
                continue
            if is_placeholder(token):
                continue
            yield Span(start, end, shape.kind, RANK_VENDOR)


def _extend_lead(text: str, start: int, lead: tuple[frozenset[str], int, int]) -> int:
    """The token's real start, or -1 when too few lead characters precede ``start``."""
    chars, shortest, longest = lead
    pos = start
    while pos > 0 and start - pos < longest and text[pos - 1] in chars:
        pos -= 1
    return pos if start - pos >= shortest else -1
