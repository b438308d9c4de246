"""Secrets hidden by an encoding: a value is judged by what it decodes to.

- ``echo '<base64>' | base64 -d``: a note that shows how to read a stored value back (a
  Kubernetes Secret's ``data``) holds the value itself when the decoded text is generated
  key material;
- base64 of a JSON object with a password or secret field (Upstash QStash's tokens,
  ``{"UserID": …, "Password": …}``; a registry's ``.dockerconfigjson``, whose ``auth`` is
  ``user:password``), and a Cloudflare Tunnel's token (``{"a", "t", "s"}``). A JWT's parts
  are JSON in base64 too, but dots join them and the JWT
  shape finds them; a header alone (``{"alg": …}``) holds no such field.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from collections.abc import Iterator

from ocmem.redact.candidate_values import is_placeholder, is_reference
from ocmem.redact.entropy import looks_random
from ocmem.redact.span import RANK_STRUCTURE, Span

_ECHO_DECODED = re.compile(
    r"\becho[ \t]+(?:-n[ \t]+)?(?P<quote>[\"']?)(?P<secret>[A-Za-z0-9+/]{12,512}={0,2})(?P=quote)"
    r"[ \t]*\|[ \t]*base64[ \t]+(?:-d|-D|--decode)\b"
)
# ``eyJ`` is the base64 of ``{"``; a dot after the run makes it a JWT's part.
# (The boundary is checked after the literal, so the scan jumps from one `eyJ` to the next.)
_BASE64_JSON = re.compile(
    r"eyJ(?<![A-Za-z0-9+/_.-]eyJ)[A-Za-z0-9+/_-]{16,4096}={0,2}(?![A-Za-z0-9+/=_.-])"
)
# Field names (lowercase, without separators) whose value is a credential.
_CREDENTIAL_FIELDS = frozenset(
    {"password", "passwd", "secret", "clientsecret", "apikey", "secretkey", "privatekey", "auth"}
)
_MAX_DEPTH = 4


def find_encoded_secrets(text: str) -> Iterator[Span]:
    if "base64" in text and "echo" in text:
        for match in _ECHO_DECODED.finditer(text):
            decoded = _decode(match.group("secret"))
            if decoded is not None and _is_key_material(decoded):
                yield Span(*match.span("secret"), "encoded-secret", RANK_STRUCTURE)
    if "eyJ" in text:
        for match in _BASE64_JSON.finditer(text):
            decoded = _decode(match.group())
            if decoded is not None and _holds_credential(decoded):
                yield Span(*match.span(), "encoded-secret", RANK_STRUCTURE)


def _decode(value: str) -> str | None:
    padded = value + "=" * (-len(value) % 4)
    try:
        raw = base64.b64decode(padded.replace("-", "+").replace("_", "/"), validate=True)
        return raw.decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None


def _is_key_material(decoded: str) -> bool:
    value = decoded.rstrip("\n")
    return (
        value.isprintable()
        and not any(c.isspace() for c in value)
        and looks_random(value)
        and not is_placeholder(value)
        and not is_reference(value)
    )


def _holds_credential(decoded: str) -> bool:
    try:
        document = json.loads(decoded)
    except ValueError:
        return False
    return _is_tunnel_token(document) or _has_credential_field(document, 0)


def _is_tunnel_token(document: object) -> bool:
    """A Cloudflare Tunnel's token (``cloudflared tunnel run --token eyJhIjoi…``): its
    account tag ``a``, tunnel id ``t`` and the tunnel's secret ``s``, which runs it."""
    return (
        isinstance(document, dict)
        and set(document) == {"a", "t", "s"}
        and isinstance(document["s"], str)
        and len(document["s"]) >= 16
    )


def _has_credential_field(node: object, depth: int) -> bool:
    if depth > _MAX_DEPTH or not isinstance(node, dict):
        return False
    for key, value in node.items():
        squashed = re.sub(r"[^a-z]", "", str(key).lower())
        if (
            squashed in _CREDENTIAL_FIELDS
            and isinstance(value, str)
            and len(value) >= 8
            and not is_placeholder(value)
            and not is_reference(value)
        ):
            return True
        if _has_credential_field(value, depth + 1):
            return True
    return False
