"""Benign: ids and keys that vendors publish as safe in client code (public by design)."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike3.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    hexs,
    num,
    pick,
    uuid4,
)

_ORGS = ("acme", "northwind", "contoso-dev", "globex", "initech", "hooli")


def _okta(r: Random) -> dict[str, str]:
    return {"id": "0oa" + pick(r, ALNUM, 17), "org": r.choice(_ORGS)}


def _cognito(r: Random) -> dict[str, str]:
    region = r.choice(("us-east-1", "eu-west-1", "ap-southeast-2", "eu-central-1"))
    return {"pool": f"{region}_" + pick(r, ALNUM, 9), "cid": pick(r, LOWER_ALNUM, 26)}


def _gh_app(r: Random) -> dict[str, str]:
    cid = "Iv1." + hexs(r, 16) if r.random() < 0.5 else "Iv23li" + pick(r, ALNUM, 14)
    return {"cid": cid, "app": num(r, 6)}


def _spotify_twitch(r: Random) -> dict[str, str]:
    return {"sp": hexs(r, 32), "tw": pick(r, LOWER_ALNUM, 30)}


def _paddle(r: Random) -> dict[str, str]:
    return {"tok": r.choice(("live_", "test_")) + hexs(r, 27)}


def _adyen(r: Random) -> dict[str, str]:
    return {"k": r.choice(("test_", "live_")) + pick(r, UPPER_ALNUM, 32)}


def _square(r: Random) -> dict[str, str]:
    prod = "sq0" + "idp-" + pick(r, B64URL, 22)
    return {"prod": prod, "sand": "sandbox-sq0" + "idb-" + pick(r, B64URL, 22)}


def _revenuecat(r: Random) -> dict[str, str]:
    return {"ios": "appl_" + pick(r, ALNUM, 27), "android": "goog_" + pick(r, ALNUM, 27)}


def _pusher(r: Random) -> dict[str, str]:
    return {"key": hexs(r, 20), "app": num(r, 7), "cluster": r.choice(("eu", "mt1", "ap2"))}


def _analytics(r: Random) -> dict[str, str]:
    return {"mp": hexs(r, 32), "amp": hexs(r, 32), "heap": num(r, 10)}


def _facebook(r: Random) -> dict[str, str]:
    return {"app": num(r, 16), "pix": num(r, 15)}


def _uuids(r: Random) -> dict[str, str]:
    return {"u": uuid4(r), "u2": uuid4(r)}


def _braintree(r: Random) -> dict[str, str]:
    env = r.choice(("sandbox", "production"))
    return {"k": f"{env}_" + pick(r, LOWER_ALNUM, 8) + "_" + pick(r, LOWER_ALNUM, 16)}


def _map_id(r: Random) -> dict[str, str]:
    return {"m": hexs(r, 16), "m2": hexs(r, 16)}


PUBLIC: tuple[Kind, ...] = (
    Kind(
        "okta_spa_client_id",
        (
            "Okta SPA app for the admin UI: client id ⟨id⟩ (public client, PKCE, no secret)",
            "okta:\n  issuer: https://⟨org⟩.okta.com/oauth2/default\n  clientId: ⟨id⟩\n"
            "  scopes: [openid, profile, email]",
            "OKTA_CLIENT_ID=⟨id⟩  # fine in the bundle: the SPA uses PKCE, there is no secret",
        ),
        _okta,
    ),
    Kind(
        "cognito_app_client_id",
        (
            "Cognito user pool ⟨pool⟩, web app client ⟨cid⟩ (created without a client secret)",
            "Amplify.configure({ Auth: { Cognito: { userPoolId: '⟨pool⟩', "
            "userPoolClientId: '⟨cid⟩' } } })",
            "$ aws cognito-idp describe-user-pool-client --user-pool-id ⟨pool⟩ --client-id ⟨cid⟩",
        ),
        _cognito,
    ),
    Kind(
        "github_app_client_id",
        (
            "GitHub App `memory-sync` (app id ⟨app⟩) has client id ⟨cid⟩; the device flow "
            "needs only the client id",
            "$ gh api /apps/memory-sync --jq .client_id\n⟨cid⟩",
            '[github]\napp_id = ⟨app⟩\nclient_id = "⟨cid⟩"\n'
            "# the private key is mounted from the secret store, never in this file",
        ),
        _gh_app,
    ),
    Kind(
        "spotify_twitch_client_id",
        (
            "Spotify Web API app: client id ⟨sp⟩, redirect http://127.0.0.1:5173/callback, "
            "PKCE flow",
            "Helix calls send `Client-Id: ⟨tw⟩`; the client id is public, the app access "
            "token is what we keep out of logs",
            'const SPOTIFY_CLIENT_ID = "⟨sp⟩"; // public, PKCE; twitch client id: ⟨tw⟩',
        ),
        _spotify_twitch,
    ),
    Kind(
        "paddle_client_side_token",
        (
            "Paddle.Initialize({ token: '⟨tok⟩' }) uses the client-side token, which Paddle "
            "documents as safe in the browser",
            "PADDLE_CLIENT_TOKEN=⟨tok⟩ (client-side token; the server API key is in the vault)",
            "Checkout broke after someone revoked client-side token ⟨tok⟩ under "
            "Paddle → Developer tools → Authentication",
        ),
        _paddle,
    ),
    Kind(
        "adyen_client_key",
        (
            "Adyen Drop-in config: clientKey: \"⟨k⟩\", environment: 'test' (client keys are "
            "public, allowed origins restrict them)",
            "The web checkout reads ADYEN_CLIENT_KEY=⟨k⟩ at build time; the API key is server-only",
            "Adyen rejects client key ⟨k⟩ from http://localhost:3000 until that origin is "
            "added under Allowed origins",
        ),
        _adyen,
    ),
    Kind(
        "square_application_id",
        (
            "Square Web Payments SDK: applicationId ⟨prod⟩ in prod, ⟨sand⟩ in the sandbox",
            "payments.js: `const payments = Square.payments('⟨sand⟩', locationId);`",
            "SQUARE_APPLICATION_ID=⟨prod⟩ is the public app id, not the access token",
        ),
        _square,
    ),
    Kind(
        "revenuecat_public_sdk_key",
        (
            "RevenueCat public SDK keys: iOS ⟨ios⟩, Android ⟨android⟩ (public app-specific "
            "keys, shipped in the binaries)",
            'Purchases.configure(withAPIKey: "⟨ios⟩")',
            "react-native: Purchases.configure({ apiKey: Platform.OS === 'ios' ? '⟨ios⟩' : "
            "'⟨android⟩' })",
        ),
        _revenuecat,
    ),
    Kind(
        "pusher_app_key",
        (
            "Pusher channels: app_id ⟨app⟩, key ⟨key⟩, cluster ⟨cluster⟩ (the key is public; "
            "the app secret signs private-channel auth on the server)",
            "new Pusher('⟨key⟩', { cluster: '⟨cluster⟩', forceTLS: true })",
            "VITE_PUSHER_APP_KEY=⟨key⟩\nVITE_PUSHER_APP_CLUSTER=⟨cluster⟩",
        ),
        _pusher,
    ),
    Kind(
        "browser_analytics_tokens",
        (
            "mixpanel.init('⟨mp⟩', { track_pageview: true, persistence: 'localStorage' })",
            "amplitude.init('⟨amp⟩') in main.ts; the browser API key is public, the secret "
            "key only serves the export API",
            "NEXT_PUBLIC_MIXPANEL_TOKEN=⟨mp⟩\nNEXT_PUBLIC_HEAP_APP_ID=⟨heap⟩",
        ),
        _analytics,
    ),
    Kind(
        "facebook_app_id_and_pixel",
        (
            '<meta property="fb:app_id" content="⟨app⟩" />',
            "fbq('init', '⟨pix⟩'); fbq('track', 'PageView');",
            "FACEBOOK_APP_ID=⟨app⟩ (public; the app secret is a separate value we never log)",
        ),
        _facebook,
    ),
    Kind(
        "mobile_sdk_app_ids",
        (
            'OneSignal.initialize("⟨u⟩") — the OneSignal app id is public; the REST key is not',
            '"extra": { "eas": { "projectId": "⟨u⟩" } } in app.json',
            "Expo project ⟨u⟩ builds fine; OneSignal app id ⟨u2⟩ for push",
        ),
        _uuids,
    ),
    Kind(
        "braintree_tokenization_key",
        (
            "braintree.dropin.create({ authorization: '⟨k⟩', container: '#dropin' })",
            "Braintree tokenization key ⟨k⟩ is meant for the client (it can only tokenize)",
            "BRAINTREE_TOKENIZATION_KEY=⟨k⟩  # public; merchant private key stays server-side",
        ),
        _braintree,
    ),
    Kind(
        "google_maps_map_id",
        (
            "new google.maps.Map(el, { center, zoom: 12, mapId: '⟨m⟩' })",
            "Cloud-based styling: light map id ⟨m⟩, dark map id ⟨m2⟩",
            '<gmp-map center="52.37,4.90" zoom="13" map-id="⟨m⟩"></gmp-map>',
        ),
        _map_id,
    ),
)
