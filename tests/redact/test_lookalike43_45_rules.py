"""The rules that came from the forty-third to forty-fifth look-alike corpora (an
insurer's claims platform, a ride-hailing app's platform team and a private bank's digital
channels; each holdout studied as tuning data once it had been scored). Kept: a masked
connection-string password, a SQL variable, a secret's version by its noun, a key id named
before a past tense, ids listed in ``… _id IN (…)`` and after a trip's or a driver's noun,
Google place ids, an external key. Taken: ``gh secret set`` fed by ``echo``, ``vault operator
unseal``, what ``argocd admin initial-password`` prints, ``mkstore -createCredential``,
``pkcs11-tool --pin``, PyJWT's HMAC key, pgbouncer's userlist, clear key components, a SAS
signature alone in prose, Africa's Talking, SonarQube and Yandex tokens, the Azerbaijani
password word, JSON name/value settings and Azure's account key listings."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed


@pytest.mark.parametrize(
    "text",
    [
        "Server=sql-ebk;Password=***;User Id=ebk_app",
        "password: ***",
        "Merke: ALTER LOGIN ebk_app WITH PASSWORD = @newPassword",
        "Note : Secret-Version d15a08345ea5cc91f71ecd3ae86462b1",
        "l'ancien keyId était 85877969-9d88-4cd1-805e-54597e60eecf",
        "SELECT status FROM trips WHERE trip_id IN ('trp_01qnsx8eaekdem3z2hf3by02g6', "
        "'trp_01qpfe9rsj3ydbeywg059ybac4')",
        "Not: trip trp_01qng3zc3j4j6ma7m8zygqgd1w",
        "Google place_id for the pickup point: ChIJw4_q39LE9kC8ap79wlhHFvN",
        '{"bpId":"6298522","externalKey":"LEM-CONT-6298522-09"}',
        '{"Key": "Environment", "Value": "production"}',
        '{"name": "api_key_rotation_days", "value": "90"}',
        '{ "key": "baseUrl", "value": "https://api.lemanis.ch" }',
        "The repository has 3 components; component 1 is the parser: see README.",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            '- [ ] echo -n "qsIo3YX6TI7xiF_!uzHAYL" | gh secret set CLOUDSQL_PASSWORD',
            "qsIo3YX6TI7xiF_!uzHAYL",
        ),
        (
            "vault operator unseal E7sTg/UBTTsrq1D34UUMvwcoxt1DqdA9FaARr4c1ZPOg",
            "E7sTg/UBTTsrq1D34UUMvwcoxt1DqdA9FaARr4c1ZPOg",
        ),
        (
            "$ argocd admin initial-password -n argocd\niuQiMTHLwXsstoPe\n\n This password must be "
            "only used for first time login.",
            "iuQiMTHLwXsstoPe",
        ),
        (
            "mkstore -wrl /opt/ebk/wallet -createCredential AVQINT K_REPORT "
            "6jM5zaS87yCxJDn#Qknv8iQA",
            "6jM5zaS87yCxJDn#Qknv8iQA",
        ),
        (
            "pkcs11-tool --module /usr/safenet/lunaclient/lib/libCryptoki2_64.so --slot 5 --login "
            "--pin SONCY7#qf8ygXj-U --list-objects",
            "SONCY7#qf8ygXj-U",
        ),
        (
            'jwt.encode(payload, "4a4550190f5cb0677fc875113b2f1f7433f8fc57add4b88af0bb913c1798c1a1"'
            ', algorithm="HS256")',
            "4a4550190f5cb0677fc875113b2f1f7433f8fc57add4b88af0bb913c1798c1a1",
        ),
        ('userlist.txt (pgbouncer):\n"debezium" "NQ_BIrLLIucqTWco9FYR"', "NQ_BIrLLIucqTWco9FYR"),
        (
            "Enter number of components (2-9): 2\nEnter component #1: "
            "F1CE2A14E06B07EA05B4C3429EAB6255\nEnter component #2: "
            "1380FA11C3F838BA9FC87DFA8EB437A8",
            "F1CE2A14E06B07EA05B4C3429EAB6255",
        ),
        (
            "Cérémonie de clés, ZPK_TWINT_PRD — composant 1 (dépositaire Léa) : "
            "D48D3A26F51ADA118597C32FABE2E593, KCV 05E1A0",
            "D48D3A26F51ADA118597C32FABE2E593",
        ),
        (
            "SAS für den Export (sig=F7m13NXYEpKgBjGg8pl3ahZQIktaBJ0cuuFT%2B61JaXQ%3D) läuft ab",
            "F7m13NXYEpKgBjGg8pl3ahZQIktaBJ0cuuFT",
        ),
        (
            "Africa's Talking key: atsk_f2e96e81240f1a8801a6d9d6b696b6128d3d981e5c4bb3c3064bd5b"
            "46b0a21d0 — e no dey staging",
            "f2e96e81240f1a8801a6d9d6b696b6128d3d981e5c4bb3c3064bd5b46b0a21d0",
        ),
        (
            "Token SonarQube pessoal: squ_525bf74807cccd66f7ba11d4797ff785b1585201",
            "525bf74807cccd66f7ba11d4797ff785b1585201",
        ),
        (
            "OAuth-токен Яндекса: y0_AgAAAAAALVieWt01NHgOUjTjnLuhM61_2HTirzgjNCEOtLAwzME_P4j5A",
            "AgAAAAAALVieWt01NHgOUjTjnLuhM61_2HTirzgjNCEOtLAwzME_P4j5A",
        ),
        ("Bakı ofisindəki Grafana admin parolu: 6KhYtD.M=yVNOz_=Uqeb", "6KhYtD.M=yVNOz_=Uqeb"),
        ("password: @dminPass1 (the SQL variable rule names what it holds)", "@dminPass1"),
        (
            '{ "key": "subscriptionKey", "value": "c8760397b9afd705f06607ae66b817ef", "type": '
            '"secret" }',
            "c8760397b9afd705f06607ae66b817ef",
        ),
        (
            '[{"variable":{"name":"BasicAuthPassword"},"attributeValue":"rwE1jO!E7yjdKBpy7d!TdEh0"}]',
            "rwE1jO!E7yjdKBpy7d!TdEh0",
        ),
        (
            '{\n  "keyName": "key1",\n  "permissions": "FULL",\n  "value": '
            '"48zTfx0zs+WAcx7aliPgToys32lATAoQoOsJ1wNlGcIDxW9BSwEsUUl+OONAyeIxUw2oodLeXaWmy/zAtpVuqg=="'
            "\n}",
            "48zTfx0zs+WAcx7aliPgToys32lATAoQoOsJ1wNlGcIDxW9BSwEsUUl",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
