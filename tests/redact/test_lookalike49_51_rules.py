"""The rules that came from the forty-ninth to fifty-first look-alike corpora (a public
broadcaster's streaming platform, a shipping and port-logistics company and an
endpoint-security SaaS; each holdout studied as tuning data once it had been scored).

Kept: media and rule files named by a ULID, a ULID after a type prefix and a hyphen, an
initialization vector, DRM key ids in a ``kids`` list, names made of words joined by
underscores (a YARA rule's), an AIS or GPS sentence whose NMEA checksum holds, Cosmos DB
session tokens, Okta object ids, Vault's auth accessors and dynamic user names, and a value
that names a password manager in an inflected form ("1Passwordissa"). Taken: a registry
login token of kilobytes, a token made of JSON (ECR's, SentinelOne's), ``sentinelctl
management token set``, ``hdbuserstore SET``, a key named across Hebrew "של" or Ukrainian
"для", and passwords named in Hebrew, Greek (also "τον κωδικό", "ήταν", across a URL in
parentheses), Finnish ("salasana on") and Swedish ("återställdes till")."""

from __future__ import annotations

import base64
import json

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

ECR_TOKEN = base64.b64encode(
    json.dumps(
        {"payload": "Kz42pSUYEi4Gwy" * 60, "datakey": "AQEBAHh" * 40, "version": "2"}
    ).encode()
).decode()
SITE_TOKEN = base64.b64encode(
    json.dumps(
        {"url": "https://euce1-110.sentinelone.net", "site_key": "3091204155d49078"}
    ).encode()
).decode()


@pytest.mark.parametrize(
    "text",
    [
        "#EXTINF:5.960,\n01RD9ZEVC2MBQ6CAPNCNJP8KAV_1080p_02318.ts",
        "14b9c5dfc27f4962c19b4ea17e189f7d  01RDQ2QS31P5DP9Z0RBPGV66N4_prores.mov",
        "Surrogate-Key: ep-01RDZ0FQAYZ3NTN1G6A5CWGR9K",
        '"ConstantInitializationVector": "31aeb152a589937113dac6bacc59952b"',
        'ClearKey license request: {"kids":["sDRN522jITgEaVswc2Tz1Q"]}',
        "> YARA hit: CRIME_Stealer_RemcosRAT_Config_8",
        '{"raw": "!AIVDM,1,1,,A,19OLa:hP2RQcmPrEd<Bu7qb:18Wt,0*4D"}',
        "x-ms-session-token: 0:-1#588072",
        "sign-on policy 00pQFhJyIwG295AbSmXz",
        "auth mounts: approle/ -> auth_approle_757534b2, oidc/ -> auth_oidc_19e2eb63",
        "username           v-approle-readonly-Alix6gC2qvX3JCldTcp0-1950229811",
        'Salasana on 1Passwordissa kohdassa "Steam builder", älä kirjoita sitä',
        "salasana on vaihdettava joka kuukausi",
        "cursor: eyJwYWdlIjogMiwgImxpbWl0IjogNTB9",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # An AIS sentence whose checksum does not hold is judged as any text.
        ('{"raw": "!AIVDM,1,1,,A,19OLa:hP2RQcmPrEd<Bu7qb:18Wt,0*4E"}', "18Wt,0*4E"),
        ("OKTA_API_TOKEN=00pQFhJyIwG295AbSmXzX7k2LmQp9RtYwZ3vB5nC8dE1", "00pQFhJyIwG295AbSmXz"),
        ("password: Vaultic2031!x", "Vaultic2031!x"),
        (f"docker login -u AWS -p {ECR_TOKEN}", ECR_TOKEN[-40:]),
        (f"sudo /opt/sentinelone/bin/sentinelctl management token set {SITE_TOKEN}", SITE_TOKEN),
        (f"Site token של Kyiv-Lab (להתקנות חדשות בלבד): {SITE_TOKEN}", SITE_TOKEN),
        (
            "hdbuserstore SET EDIKEY hana-PRD.example.local:30015 EDI_READER Neorion_akti1145$",
            "Neorion_akti1145$",
        ),
        (
            "Signing secret для перевірки X-Slack-Signature: 25440fe8ba0dcd020665f0d87db95e47",
            "25440fe8ba0dcd020665f0d87db95e47",
        ),
        ("* הסיסמה של LOOKER_RO ב-Snowflake היא EphMPSg753Y#7uy% (חשבון prod)", "EphMPSg753Y#7uy%"),
        ("סיסמת ה-root של ה-bastion בקייב: BU7aU?%pHux9MVc-", "BU7aU?%pHux9MVc-"),
        (
            "Ο κωδικός του admin στο SAP Cloud Connector (https://scc-kyma:8443) είναι "
            "Keratsini!perama1946$.",
            "Keratsini!perama1946$",
        ),
        ("τον κωδικό για το Grafana admin: d4Uu+Z2Tr~AALv!u", "d4Uu+Z2Tr~AALv!u"),
        (
            "• ο κωδικός του sftp ήταν M?y^HDVV!L%U9~+wL9j4 (τον άλλαξαν μετά)",
            "M?y^HDVV!L%U9~+wL9j4",
        ),
        (
            "Aspera-palvelimen admin-salasana on a6!.gqbXPCDO#^usADy=9 (vaihdetaan)",
            "gqbXPCDO#^usADy=9",
        ),
        (
            "- lösenordet för catalogue-pg återställdes till Xr1vw59?BkXe8V++H5ae",
            "Xr1vw59?BkXe8V++H5ae",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
