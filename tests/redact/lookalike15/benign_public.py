"""Benign look-alikes: keys that are public by design because they ship to every browser.

Each has a secret sibling in ``true_secrets.py`` of the same or a similar shape (reCAPTCHA
site key / secret key, Algolia search key / admin key, Mapbox pk / sk, Stripe pk / sk,
Disqus public / secret key, Cloudinary api_key / api_secret, PEM public / private key).
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike15.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    Kind,
    b64,
    b64url_of,
    hexs,
    jsonish,
    num,
    pem,
    pick,
    public_key_body,
    uuid4,
    with_ctx,
)


def _rc(r: Random) -> dict[str, str]:
    return {"key": "6L" + pick(r, B64URL, 5) + "AAAAA" + pick(r, B64URL, 28)}


RECAPTCHA_SITE = Kind(
    "recaptcha_site_key",
    (
        "NEXT_PUBLIC_RECAPTCHA_SITE_KEY=⟨key⟩",
        '<div class="g-recaptcha" data-sitekey="⟨key⟩"></div>',
        "- site key for the newsletter signup widget: ⟨key⟩ (public; the secret is in SSM)",
        "```php\ndefine( 'RECAPTCHA_SITE_KEY', '⟨key⟩' );\n```",
        '<script src="https://www.google.com/recaptcha/api.js?render=⟨key⟩"></script>',
    ),
    with_ctx(_rc),
)


def _alg(r: Random) -> dict[str, str]:
    return {"app": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10), "key": hexs(r, 32)}


ALGOLIA_SEARCH = Kind(
    "algolia_search_only_key",
    (
        "NEXT_PUBLIC_ALGOLIA_APP_ID=⟨app⟩\nNEXT_PUBLIC_ALGOLIA_SEARCH_KEY=⟨key⟩",
        "const client = algoliasearch('⟨app⟩', '⟨key⟩'); // search-only",
        "- search-only key (ACL: search) for the site search box: ⟨key⟩",
        "$ curl -H 'X-Algolia-API-Key: ⟨key⟩' -H 'X-Algolia-Application-Id: ⟨app⟩' \\\n"
        "    'https://⟨app⟩-dsn.algolia.net/1/indexes/articles?query=⟨section⟩'",
        "Khóa chỉ-tìm-kiếm Algolia (vi, công khai): ⟨key⟩",
    ),
    with_ctx(_alg),
)


def _bcpk(r: Random) -> dict[str, str]:
    return {"pk": "BCpk" + "AD" + pick(r, B64URL, r.randint(120, 140)), "acct": num(r, 13)}


BC_POLICY = Kind(
    "brightcove_policy_key",
    (
        "$ curl -H 'Accept: application/json;pk=⟨pk⟩' \\\n"
        "    https://edge.api.brightcove.com/playback/v1/accounts/⟨acct⟩/videos/⟨n⟩",
        "- policy key of the default player (in its config.json, public): ⟨pk⟩",
        "NEXT_PUBLIC_BRIGHTCOVE_POLICY_KEY=⟨pk⟩",
        '{"video_cloud": {"policy_key": "⟨pk⟩"}}',
    ),
    with_ctx(_bcpk),
)


def _os(r: Random) -> dict[str, str]:
    return {"app": uuid4(r), "safari": "web.onesignal.auto." + uuid4(r)}


ONESIGNAL_APP = Kind(
    "onesignal_app_id",
    (
        'OneSignal.init({ appId: "⟨app⟩", safari_web_id: "⟨safari⟩" });',
        "NEXT_PUBLIC_ONESIGNAL_APP_ID=⟨app⟩",
        "- web push app id ⟨app⟩ (Lantern), public",
        "Αναγνωριστικό εφαρμογής OneSignal (el): ⟨app⟩",
    ),
    with_ctx(_os),
)


def _mbpk(r: Random) -> dict[str, str]:
    payload = b64url_of(jsonish({"u": "harbourline", "a": pick(r, LOWER_ALNUM, 25)}))
    return {"tok": "pk" + ".eyJ" + payload[3:] + "." + pick(r, B64URL, 22)}


MAPBOX_PUBLIC = Kind(
    "mapbox_public_token",
    (
        "mapboxgl.accessToken = '⟨tok⟩';",
        "NEXT_PUBLIC_MAPBOX_TOKEN=⟨tok⟩  # URL-restricted to *.harbourline.com",
        "- public map token for the election map: `⟨tok⟩`",
        "| token | scope |\n|---|---|\n| ⟨tok⟩ | styles:read, fonts:read |",
    ),
    with_ctx(_mbpk),
)


def _pk(r: Random) -> dict[str, str]:
    return {"key": "pk" + "_live_" + pick(r, ALNUM, r.choice([24, 99]))}


STRIPE_PK = Kind(
    "stripe_publishable_key",
    (
        "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=⟨key⟩",
        "```js\nconst stripe = Stripe('⟨key⟩');\n```",
        "- publishable key for the merch checkout: `⟨key⟩`",
        "Stripe publishable key (id, boleh publik): ⟨key⟩",
    ),
    with_ctx(_pk),
)


def _pub(r: Random) -> dict[str, str]:
    return {"body": public_key_body(r), "fp": "SHA256:" + b64(r, 32)}


PUBLIC_PEM = Kind(
    "rsa_public_key_pem",
    (
        "Public half for CloudFront key group:\n\n" + pem("PUBLIC KEY", "⟨body⟩"),
        "```\n" + pem("PUBLIC KEY", "⟨body⟩") + "\n```",
        "$ openssl rsa -in rsa_key.p8 -pubout\n" + pem("PUBLIC KEY", "⟨body⟩"),
        "ALTER USER DBT_RUNNER SET RSA_PUBLIC_KEY_FP = '⟨fp⟩'; -- fingerprint only",
    ),
    with_ctx(_pub),
)


def _disq(r: Random) -> dict[str, str]:
    return {"key": pick(r, ALNUM, 64)}


DISQUS_PUBLIC = Kind(
    "disqus_public_api_key",
    (
        "DISQUS_PUBLIC_KEY=⟨key⟩",
        "- Disqus public API key (used by the comment-count script): ⟨key⟩",
        '<script src="https://disqus.com/api/3.0/threads/set.js?api_key=⟨key⟩&forum=lantern-mag">'
        "</script>",
        "disqus:\n  shortname: lantern-mag\n  api_key: ⟨key⟩",
    ),
    with_ctx(_disq),
)


def _cld(r: Random) -> dict[str, str]:
    return {
        "key": num(r, 15),
        "cloud": r.choice(["harbourline", "lantern-mag", "hl-media"]),
        "sig": hexs(r, 40),
        "ts": str(r.randint(1_796_000_000, 1_798_700_000)),
    }


CLOUDINARY_PUBLIC = Kind(
    "cloudinary_cloud_and_api_key",
    (
        "NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME=⟨cloud⟩\nNEXT_PUBLIC_CLOUDINARY_API_KEY=⟨key⟩",
        "cloudinary.createUploadWidget({ cloudName: '⟨cloud⟩', apiKey: '⟨key⟩' });",
        "- api_key ⟨key⟩ goes to the browser with the server-made upload signature",
        "https://res.cloudinary.com/⟨cloud⟩/image/upload/c_fill,w_1200/v⟨ts⟩/⟨section⟩/⟨n⟩.jpg",
    ),
    with_ctx(_cld),
)

PUBLIC: tuple[Kind, ...] = (
    RECAPTCHA_SITE,
    ALGOLIA_SEARCH,
    BC_POLICY,
    ONESIGNAL_APP,
    MAPBOX_PUBLIC,
    STRIPE_PK,
    PUBLIC_PEM,
    DISQUS_PUBLIC,
    CLOUDINARY_PUBLIC,
)
