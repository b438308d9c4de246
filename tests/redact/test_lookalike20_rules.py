"""The rules that came from the twentieth look-alike corpus (an e-commerce agency's notes;
its holdout, studied as tuning data "dev20" once it had been scored): values that vendors
document as public in a page are kept (Shopify's public Storefront token and app client
id, Algolia's search-only key, reCAPTCHA site keys in ``grecaptcha.execute`` or labelled in
French, a CSP nonce, Google's click id and conversion label, an OAuth client id by its
label, a value the note itself calls public after a dash), and so is a tracking number in
a ``?code=`` query."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

HEX32 = "2be487ab590bcd1268d2ff66d054cb08"
PAYPAL_ID = "AIa7lWv0kmqRXpz7Sze_On4mYhtr_k5uv1rHvH7QaqOGw2kY7RUUzGu7W_07VPy0KNM9s1lsGhmZWcCr"


@pytest.mark.parametrize(
    "text",
    [
        "curl https://x.myshopify.com/api/2027-04/graphql.json "
        f'-H "X-Shopify-Storefront-Access-Token: {HEX32}"',
        f'<meta name="shopify-api-key" content="{HEX32}" />',
        f"SHOPIFY_API_KEY={HEX32}\nSHOPIFY_API_SECRET=  # in Fly secrets",
        f'window.algoliaConfig = {{ appId: "3V8IE1CW40", searchApiKey: "{HEX32}" }};',
        "grecaptcha.execute('6LceEB7WAAAAA5wm5KY_vhr76kJPnZO76gxSaIq-', {action: 'checkout'})",
        "| Clé de site reCAPTCHA v3 (savonnerie-du-rhone.fr) : "
        "6LfEKqvnAAAAAR-eoYvW79o4HEDBVTxlKHtioLo6 |",
        "script-src 'self' 'nonce-FR9avdrJQTPeOHsKIV2KSg==' 'strict-dynamic' https://js.stripe.com",
        "gclid : Cj0KCQjwrqs7CuWsXgk1gkujsJtpULqVzmDKweJBrf6vjHPHGZOlbXtXpZoEhdWNSWclw0"
        "-hAQtbNZEALw_wcB",
        "'send_to': 'AW-836195565/Ui_UFG8AlIa7c-77x9Fr',",
        f"Client ID PayPal della sandbox di maroquinerie-lefevre: {PAYPAL_ID}",
        f"Token Storefront du canal headless : {HEX32} — public par conception",
        "suivi : https://www.laposte.fr/outils/suivre-vos-envois?code=6A97370411467",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f'-H "Shopify-Storefront-Private-Token: {HEX32}"', HEX32),
        (f"SHOPIFY_API_SECRET={HEX32}", HEX32),
        (f'-H "X-Algolia-API-Key: {HEX32}" -H "X-Algolia-Application-Id: 3V8IE1CW40"', HEX32),
        (
            "-d client_id=ac0526f9-f19c-408b-bcec-c76e012ed9f0 "
            "-d client_secret=eQR7Q~I9MeB_4H5_jVYtyhegcztR6zzmnqT_sLvx",
            "eQR7Q~I9MeB_4H5_jVYtyhegcztR6zzmnqT_sLvx",
        ),
        (
            '{"client_id": "a43cb8f1-9e68-459a-92fd-a12c8350ca00", '
            '"client_secret": "3--uXo~btLAMzfTFcmtn~xpYs65ZO7iE7uzjkMj2"}',
            "3--uXo~btLAMzfTFcmtn~xpYs65ZO7iE7uzjkMj2",
        ),
        ("https://app.example/callback?code=Zq8vN3kLm2Xw9RtY7pQ4&state=1", "Zq8vN3kLm2Xw9RtY7pQ4"),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "Theme Access : shptka_1c1cb1048188a1c9ad92a203b7a46725",
            "1c1cb1048188a1c9ad92a203b7a46725",
        ),
        (
            "curl https://shop.example/wp-json/wc/v3/orders -u "
            "ck_b18ebaf45eb463049b45184ab413bb72e1921a83:cs_715383b8275c16b2affdc479cb2efc6dfbf6162c",
            "b18ebaf45eb463049b45184ab413bb72e1921a83",
        ),
        (
            'klaviyo = KlaviyoAPI("pk_3bfcf6043907e85fb87aec70c90dd6a264")',
            "3bfcf6043907e85fb87aec70c90dd6a264",
        ),
        (
            "HubSpot : pat-na1-865fd685-82b5-40be-a7d7-fbb7ef813c4a",
            "865fd685-82b5-40be-a7d7-fbb7ef813c4a",
        ),
        (
            "listens on https://hook.eu1.make.com/disf45wg0emrjetxoasxjesg7nglwydd",
            "disf45wg0emrjetxoasxjesg7nglwydd",
        ),
        ("CREATE USER 'ro'@'%' IDENTIFIED BY 'okA-hffGdxMc71siq:4e';", "okA-hffGdxMc71siq:4e"),
        ("define( 'DB_PASSWORD', 'H*1h3PmrI3:jq#%n' );", "H*1h3PmrI3:jq#%n"),
        ('<Pass encoding="base64">QUBVamp5LU9AJVk5KkYjMw==</Pass>', "QUBVamp5LU9AJVk5KkYjMw=="),
    ],
)
def test_a_vendor_or_sql_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "Stripe: pk_test_51Hq8vN3kLm2Xw9RtY7pQ4aBzZq8vN3kLm2Xw9RtY7pQ4",
        "Klaviyo public site id: Xk9vQ2 (in the onsite JS)",
        "define( 'DB_NAME', 'enotecaro_prod' );",
        "Make scenario: https://eu1.make.com/123456/scenarios/7890/edit",
    ],
)
def test_their_public_neighbours_are_kept(text: str) -> None:
    assert_kept(text)
