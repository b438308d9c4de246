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
