"""The rules that came from the fifty-second to fifty-fourth look-alike corpora (a credit
union's mobile banking, a drone-delivery startup and an agritech marketplace; each holdout
studied as tuning data once it had been scored).

Kept: an id an Apple property list or an Android string resource names (``<key>ClientId``,
``…_client_id``), a value after "client", a role assignment or a project in French and
other languages, a ticket's reference of short segments, a reference holding a date,
Africa's Talking USSD session ids (a URL's query value ends at the next parameter) and
BigQuery job ids. Taken: LaunchDarkly SDK and mobile keys, Plaid access tokens, a session
sent in a vendor's ``X-…-Session`` header, a Key Vault secret printed at a Python prompt,
MAVProxy's ``signing setup`` passphrase, and Amharic "የይለፍ ቃል <password>"."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed


@pytest.mark.parametrize(
    "text",
    [
        "<dict>\n    <key>ClientId</key>\n    <string>RmC4xpjsdgzxw8ojDt8MDyhQTWDngEg6</string>",
        '<string name="com_auth0_client_id" translatable="false">'
        "W2p9OmoNqBh9oFqc2sfH5T5tGQDwjR94</string>",
        "enable it only for the mobile client Kk88hKfSQZyGvSucATn8RVGpVeQmKitL",
        "(la privée est dans 1Password), projet 7478800bbe376b6d8fa14718",
        "a le rôle Key Vault Secrets User ; assignation dc214ae4-a76f-4a07-bf4a-0ee890172e13",
        'MAPBOX_ACCESS_TOKEN="YOUR_MAPBOX_ACCESS_TOKEN" # bl-sel-m3td-0449',
        '"status": "failed", "data": null}  (tx_ref MVL-20320426-9H5G2P)',
        "POST /ussd sessionId=ATUid_cc7d4e39a8cae90297b12c36c4c182f7&serviceCode=*384*6292",
        "| job_id | total_bytes_billed |\n|---|---|\n| job_uCvUMIURm3kE-mLpECl0T_PPf5TF | 10 |",
        "the sdk-install step and mob-2031 build",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "<key>ClientSecret</key>\n<string>RmC4xpjsdgzxw8ojDt8MDyhQTWDngEg6xYz</string>",
            "RmC4xpjsdgzxw8ojDt8MDyhQ",
        ),
        ("the client secret Kk88hKfSQZyGvSucATn8RVGpVeQmKitL", "Kk88hKfSQZyGvSucATn8RVGpVeQmKitL"),
        ("sessionid=8f2kQz0Lm9Xw4Tz8bYq3RpVn7&next=/", "8f2kQz0Lm9Xw4Tz8bYq3RpVn7"),
        (
            "LAUNCHDARKLY_SDK_KEY=sdk-a9ab647a-2366-4709-824e-7eecd08e68af",
            "sdk-a9ab647a-2366-4709-824e-7eecd08e68af",
        ),
        (
            'LDClient ldClient = new LDClient("sdk-a7be9371-1bdc-49a6-abdd-cf7fe430381d");',
            "sdk-a7be9371-1bdc-49a6-abdd-cf7fe430381d",
        ),
        (
            "Sandbox item: access-sandbox-ab583f64-7df7-4719-a908-c8a3ec1b727f (user_good)",
            "access-sandbox-ab583f64-7df7-4719-a908-c8a3ec1b727f",
        ),
        (
            '>>> client.get_secret("ledger-db-password").value\n'
            "'gOXczfOp47QDK-!D:0frZPmkuY7@y%KE'",
            "gOXczfOp47QDK-!D:0frZPmkuY7@y%KE",
        ),
        (
            "curl -H 'X-Metabase-Session: 1dae5a3c-d274-4b56-82d7-0db4c055b5ae' https://mb.example",
            "1dae5a3c-d274-4b56-82d7-0db4c055b5ae",
        ),
        ("MAV> signing setup Hangang.Letiste.Hangang4705!", "Hangang.Letiste.Hangang4705!"),
        ("የAirflow UI የይለፍ ቃል VzYn1_?h.kIs^wXM62 ነው።", "VzYn1_?h.kIs^wXM62"),
        ("የwebhook ሚስጥር ቃል I8BexGx13anevDXZAQiBfaa1 ሆኖ ተቀይሯል", "I8BexGx13anevDXZAQiBfaa1"),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
