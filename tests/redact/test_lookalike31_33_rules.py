"""The rules that came from the thirty-first to thirty-third look-alike corpora (a freight
forwarder's, a game studio build team's and a marketplace's notes; each holdout studied as
tuning data once it had been scored). Kept: an EDIFACT segment (no host name holds "+"),
an NMEA tag block's field, an AS2 MIC, EDI and build file names, an Azure Data Factory or
Logic Apps expression, a file given with "@", a Key Vault secret's version, an actor's
GUID, a PO file's string key, a build cache key, Unreal's build version, an id in escaped
JSON, Kubernetes token Secret and Helm release names, a masked value. Taken beside them:
the secrets those shapes stand next to."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed


@pytest.mark.parametrize(
    "text",
    [
        "Uit de EDI-log geplakt:\n\nEQD+CN+EGHU1018645:6346:5+22G1:6346:5+2'",
        "\\s:2573345,c:1847807076*5B\\!AIVDM,1,1,,B,3Q9cAPF52C:51wwCIOWQgn;M=c9s,0*18",
        "MDN ontvangen; notre MIC calculé LEQsw+6egfExn+adxpJSPtkzJoJJscWKxhyQ1QYksbs=, sha-256",
        "-rw-r--r--    1 vlm_edi  edi   15410 Jul 13 09:30 IFTMBC_VLM_20280714095600_b9c80b83.edi",
        "LogBuildPatchTool: Display: Created manifest HollowKeep0.8.29-CL1298408.manifest",
        '"password": "@parameters(\'SapRfcPassword\')"',
        "java -jar agent.jar -url https://jenkins.example.local/ -secret @secret-file -name w7",
        "Het wachtwoord staat in Key Vault vlm-kv-prod onder sap-rfc-edi "
        "(versie 90f01fc733bb481638795cae14680f86)",
        "LogLevel: Error: BP_Strzyga_C references missing actor 1814CC7603B9AB9E72B9D40AEBCD1EE7",
        '#. Key:\t06CA2F3C14799F91A5C35C8E3F35384F\nmsgid "Open the gate"',
        "Compiled shader 'Lit' pass 'ForwardLit': 2807 variants, cache key "
        "300ddeefbfb3051882dee0235e066138",
        "Unity 6000.2.26f1 (5f251913ac15) / UE 5.7.3-39821450+++UE5+Release-5.7",
        '{"data":"{\\"app_trans_id\\":\\"281128_42\\",\\"merchant_user_id\\":'
        '\\"q_4a4gCBqmfIiss0J1xoO02XDdqxBfP5HJ0SW1dOZrR\\"}"}',
        "kubectl -n payments get secrets → sh.helm.release.v1.payment-gateway.v174, "
        "payment-gateway-tls, default-token-zgzw7",
        "* [ops] GHN token: 56fd****-****-****-****-********0636",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("db.example.nl:5432:edi:edi_rw:Vl1et+mond!2028", "Vl1et+mond!2028"),
        ("- inlog Argo CD tst: admin, ww l%f:uo^WJDfh25W+qwN", "l%f:uo^WJDfh25W+qwN"),
        ('"password": "@Rq8-vX2!kLm9#pTz"', "@Rq8-vX2!kLm9#pTz"),
        ("GHN token: 56fd83a1-9b2c-4e7d-a0f1-3c5e9b8d0636", "56fd83a1-9b2c-4e7d-a0f1-3c5e9b8d0636"),
        ("db: postgres://svc:x7Hq92LmPz0wT5vKc3Nd@db.internal:5432/app", "x7Hq92LmPz0wT5vKc3Nd"),
    ],
)
def test_a_secret_beside_them_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
