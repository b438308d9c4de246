"""The rules that came from the eighteenth look-alike corpus (a hospital group's integration
notes; its holdout, studied as tuning data "dev18" once it had been scored): a FHIR
reference (``Observation/<id>``), an example's name (``dcm4chee-Beispiel``), a token's
given name (``'ansible-2'``) and a JWT's header alone are kept."""

from __future__ import annotations

import base64
import json

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

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
    assert_kept(text)


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
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "BitLocker-Wiederherstellungsschlüssel für CT1-KONSOLE: "
            "627088-704187-583385-676852-496969-335863-592680-634953",
            "627088-704187-583385-676852-496969-335863-592680-634953",
        ),
        ("ESXi root auf esx05 (Notfall): root / m-@@Z1MK0V7STI5N*M", "m-@@Z1MK0V7STI5N*M"),
        ("Keycloak master-Admin (nur Notfall): admin / 7m4Ny:gjGFi.dxi3W", "7m4Ny:gjGFi.dxi3W"),
        (
            "mccommand -a https://mc-prod02.kvn.intern:8443 -u admin -p J%Ni.etd^^blUJ4gNwYF",
            "J%Ni.etd^^blUJ4gNwYF",
        ),
        (
            "lftp -u kvn_uitwissel,'qwu9yMQSxS3W~o3JTmijb' sftp://sftp.hunzedal.example",
            "qwu9yMQSxS3W~o3JTmijb",
        ),
        (
            "java -jar jenkins-cli.jar -s https://jenkins.kvn.intern/ "
            "-auth svc_deploy:119a981f45304e1208e04d30c5a2350bc9 list-jobs",
            "119a981f45304e1208e04d30c5a2350bc9",
        ),
        ('"bindCredential": ["cnd*8LmJK0u!33QfXGJmbDAe"],', "cnd*8LmJK0u!33QfXGJmbDAe"),
        (
            '<parameter name="mid.instance.password" value="qqtG!EJ%GTP7u^ov"/>',
            "qqtG!EJ%GTP7u^ov",
        ),
        ("snmpwalk -v2c -c 8GJG4891X458HJDGg 10.72.6.213 1.3.6.1.2.1", "8GJG4891X458HJDGg"),
        (
            "snmpwalk -v3 -l authPriv -u mon -a SHA-256 -A 'KE87wOx%^.BIF.R!x@iC5J' "
            "-x AES -X 'eq+g^bzzhCmHtXe83pA' fgt-core01 sysUpTime.0",
            "eq+g^bzzhCmHtXe83pA",
        ),
        (
            "Kennwort vom lokalen Admin auf der Workstation MR2 (Haus Linde): jpER-ylvD?Um2u~X5",
            "jpER-ylvD?Um2u~X5",
        ),
        ("kata sandi svc_lis_bridge diganti jadi 13GoTKedGu?zdBNffX", "13GoTKedGu?zdBNffX"),
    ],
)
def test_a_credential_in_these_shapes_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "- mysql -u lena -p app_test   # -p with no value prompts for the password",
        "docker run -u 1000 -p 127.0.0.1:8080:80 nginx",
        "snmpwalk -v2c -c public 10.72.6.213 sysUpTime.0",
        "Ticket 123456-123456 and build 654321-654321-654321",
        "the admin / operator split is documented in the runbook",
        '"bindCredential": ["${vault.ldap_bind}"],',
        '<parameter name="mid.instance.username" value="svc_mid_kvn"/>',
    ],
)
def test_the_same_shapes_without_a_secret_are_kept(text: str) -> None:
    assert_kept(text)
