"""The rules that came from the eighteenth look-alike corpus (a hospital group's integration
notes; its holdout, studied as tuning data "dev18" once it had been scored): a FHIR
reference (``Observation/<id>``), an example's name (``dcm4chee-Beispiel``), a token's
given name (``'ansible-2'``) and a JWT's header alone are kept."""

from __future__ import annotations

import base64
import json

import pytest

from ocmem.redact import MARKER, scrub

PASSWORD = "Rv7#kP2w!Zq9mT"


def _b64url(value: dict[str, str]) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


HEADER = _b64url({"alg": "RS256", "typ": "JWT", "kid": "hmw-oiGeMICk0YfeQleEng"})


@pytest.mark.parametrize(
    "text",
    [
        '"request": { "method": "PUT", "url": "Observation/EpSi6zToBjlm4NHyxA-vD" }',
        "HAPI-0989: Resource DiagnosticReport/xp5K5wQ8bQ85MYxVCt4-vt3R11 is not known",
        "FHIR-Ressource Encounter/BXKMmEOjc-2vfSnq6bUnNrbrIn7qv-YzxaLMI hat zwei identifier",
        "POSTGRES_PASSWORD: changeme, nur der Platzhalter aus dem dcm4chee-Beispiel, echt in .env",
        "Jenkins-API-Token 'ansible-2' von svc_deploy am 01.03. widerrufen, neuer liegt im Vault",
        f"Only the JOSE header of the failing token (no payload, no signature): {HEADER}",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a resource path whose type is a credential word is no FHIR reference
        (
            "curl -H 'X-Auth: Token/Zq8vN3kLm2Xw9RtY7pQ4' https://api.example",
            "Zq8vN3kLm2Xw9RtY7pQ4",
        ),
        # a token whose value is the whole JWT (header, payload, signature)
        (
            f"token: {HEADER}.{_b64url({'sub': 'svc'})}.Zq8vN3kLm2Xw9RtY7pQ4aB",
            "Zq8vN3kLm2Xw9RtY7pQ4aB",
        ),
        # a header alone that the note does not call a header is still taken
        (f"bearer token: {HEADER}", HEADER),
        # a JSON object that is not a JOSE header
        (
            f"token: {_b64url({'alg': 'none', 'password': PASSWORD})}",
            _b64url({"alg": "none", "password": PASSWORD}),
        ),
        ("API token 'k8Zq2vN3xLm9RtY7wPq4' for svc_deploy", "k8Zq2vN3xLm9RtY7wPq4"),
        (f"the admin password 'ansible-2{PASSWORD}'", PASSWORD),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str) -> None:
    out = scrub(text).text
    assert secret not in out
    assert MARKER in out
