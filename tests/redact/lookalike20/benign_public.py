"""Benign: the public halves of the agency's vendor pairs — values each vendor documents as
safe in browser or client code (publishable keys, client keys, search-only keys, site,
pixel, measurement and audience ids). Layouts mirror the secret kinds on purpose."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike20.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    MAGENTO,
    UPPER_ALNUM,
    WOO,
    Kind,
    benign_kind,
    client_fields,
    hexs,
    num,
    pick,
    slug,
)

_PK_LIVE = "p" + "k_live_"
_PK_TEST = "p" + "k_test_"
_RECAPTCHA = "6" + "L"
_TURNSTILE = "0x4" + "AAAAAAA"


def _storefront(r: Random) -> dict[str, str]:
    return client_fields(r) | {"tok": hexs(r, 32)}


def _app_client_id(r: Random) -> dict[str, str]:
    app = r.choice(("Traboule Bundles", "Traboule Reviews", "Stock Bridge", "B2B Tiers"))
    return client_fields(r) | {
        "cid": hexs(r, 32),
        "app": app,
        "appslug": app.lower().replace(" ", "-"),
    }


def _klaviyo(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "pub": pick(r, ALNUM, 6),
        "list": pick(r, ALNUM, 6),
        "metric": pick(r, ALNUM, 6),
        "flow": pick(r, ALNUM, 6),
    }


def _mailchimp(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "acct": slug(r.choice(WOO)).replace("-", ""),
        "dc": str(r.randint(1, 21)),
        "u": hexs(r, 25),
        "list": hexs(r, 10),
        "fid": "00" + hexs(r, 8),
        "e": hexs(r, 10),
        "c": hexs(r, 10),
    }


def _google_ads(r: Random) -> dict[str, str]:
    cust, mcc = num(r, 10), num(r, 10)
    return client_fields(r) | {
        "cust": f"{cust[:3]}-{cust[3:6]}-{cust[6:]}",
        "custnd": cust,
        "mcc": mcc,
        "mccd": f"{mcc[:3]}-{mcc[3:6]}-{mcc[6:]}",
        "aw": num(r, r.choice((9, 10, 11))),
        "label": pick(r, B64URL, r.choice((19, 20))),
        "order": num(r, 4),
    }


def _ga4(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "mid": "G-" + pick(r, UPPER_ALNUM, 10),
        "gtm": "GTM-" + pick(r, UPPER_ALNUM, 7),
        "prop": num(r, 9),
        "stream": num(r, 10),
        "clarity": pick(r, LOWER_ALNUM, 10),
    }


def _pixels(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "pixel": num(r, r.choice((15, 16))),
        "dv": pick(r, LOWER_ALNUM, 30),
        "tt": "C" + pick(r, UPPER_ALNUM, 19),
        "pin": num(r, 13),
    }


def _stripe_pk(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "pk": _PK_LIVE + "51" + pick(r, ALNUM, 97),
        "pkt": _PK_TEST + "51" + pick(r, ALNUM, 97),
        "prctbl": "prctbl_1" + pick(r, ALNUM, 23),
    }


def _paypal(r: Random) -> dict[str, str]:
    return client_fields(r) | {"cid": "A" + pick(r, B64URL, 79), "mid": pick(r, UPPER_ALNUM, 13)}


def _adyen(r: Random) -> dict[str, str]:
    msite = r.choice(WOO + MAGENTO)
    cklive, cktest = "live_" + pick(r, UPPER_ALNUM, 32), "test_" + pick(r, UPPER_ALNUM, 32)
    return client_fields(r) | {
        "cklive": cklive,
        "cktest": cktest,
        "ck": r.choice((cklive, cktest)),
        "msite": msite,
        "merchant": "TrabouleDigital_" + slug(msite).split("-")[-1].capitalize(),
    }


def _algolia(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "app": pick(r, UPPER_ALNUM, 10),
        "search": hexs(r, 32),
        "idx": r.choice(("products_fr", "shopify_products", "prod_catalog_it", "wc_products")),
    }


def _sentry(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "key": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 16),
        "reg": r.choice(("de", "de", "us")),
    }


def _captcha(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "rc": _RECAPTCHA + r.choice("cdef") + pick(r, B64URL, 5) + "AAAAA" + pick(r, B64URL, 27),
        "ts": _TURNSTILE + pick(r, ALNUM, r.choice((12, 13, 14))),
    }


PUBLIC: tuple[Kind, ...] = (
    benign_kind(
        "shopify_storefront_public_token",
        _storefront,
        "const client = createStorefrontApiClient({\n"
        '  storeDomain: "https://⟨shop⟩.myshopify.com",\n  apiVersion: "2027-04",\n'
        '  publicAccessToken: "⟨tok⟩",\n});',
        'curl -X POST "https://⟨shop⟩.myshopify.com/api/2027-04/graphql.json" '
        '-H "Content-Type: application/json" -H "X-Shopify-Storefront-Access-Token: ⟨tok⟩" '
        '-d \'{"query":"{ shop { name } }"}\'',
        "PUBLIC_STORE_DOMAIN=⟨shop⟩.myshopify.com\nPUBLIC_STOREFRONT_API_TOKEN=⟨tok⟩\n"
        "PRIVATE_STOREFRONT_API_TOKEN=  # set in Oxygen, never here",
        "Token Storefront public du canal headless de ⟨shop⟩ : ⟨tok⟩ — public par conception "
        "(il part dans le bundle JS), scopes unauthenticated_read_* seulement",
        "⟨shop⟩ 스토어프런트 공개 액세스 토큰: ⟨tok⟩ (브라우저 번들에 들어가도 되는 공개 토큰)",
        "⟨d⟩T⟨hm⟩Z web GET /api/2027-04/graphql.json 200 "
        "x-shopify-storefront-access-token=⟨tok⟩ cost=12",
    ),
    benign_kind(
        "shopify_app_client_id",
        _app_client_id,
        'shopify.app.toml:\nclient_id = "⟨cid⟩"\nname = "⟨app⟩"\n'
        'application_url = "https://⟨appslug⟩.traboule-digital.fr"\nembedded = true',
        '<meta name="shopify-api-key" content="⟨cid⟩" />\n'
        '<script src="https://cdn.shopify.com/shopifycloud/app-bridge.js"></script>',
        "Install link for ⟨shop⟩: https://⟨shop⟩.myshopify.com/admin/oauth/authorize?"
        "client_id=⟨cid⟩&scope=read_products,write_orders&redirect_uri=https://⟨appslug⟩."
        "traboule-digital.fr/auth/callback",
        "SHOPIFY_API_KEY=⟨cid⟩\nSHOPIFY_API_SECRET=  # Partners → Client credentials, kept in "
        "Fly secrets",
        "Client ID de l'app « ⟨app⟩ » : ⟨cid⟩ (identifiant public, pas le secret — le secret "
        "reste dans Partners)",
        "$ shopify app info\n  Configuration file  shopify.app.toml\n  App name            ⟨app⟩\n"
        "  Client ID           ⟨cid⟩\n  Access scopes       read_products,write_discounts\n"
        "  Dev store           ⟨shop⟩.myshopify.com",
    ),
    benign_kind(
        "klaviyo_public_ids",
        _klaviyo,
        '<script async type="text/javascript" '
        'src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=⟨pub⟩"></script>',
        "KLAVIYO_PUBLIC_KEY=⟨pub⟩\nKLAVIYO_NEWSLETTER_LIST_ID=⟨list⟩",
        "curl -X POST 'https://a.klaviyo.com/client/subscriptions/?company_id=⟨pub⟩' "
        "-H 'revision: 2027-04-15' -H 'content-type: application/json' -d '{\"data\":{\"type\":"
        '"subscription","relationships":{"list":{"data":{"type":"list","id":"⟨list⟩"}}}}}\'',
        "Klaviyo ⟨shop⟩ : clé publique (site id) ⟨pub⟩, liste « Newsletter FR » ⟨list⟩, "
        "métrique Placed Order ⟨metric⟩",
        "ID sito pubblico Klaviyo di ⟨shop⟩: ⟨pub⟩ — è quello dello snippet onsite, non la "
        "chiave privata",
        "Abandoned cart flow https://www.klaviyo.com/flow/⟨flow⟩/edit uses list ⟨list⟩ and "
        "metric ⟨metric⟩ (Started Checkout)",
    ),
    benign_kind(
        "mailchimp_audience_and_form_ids",
        _mailchimp,
        '<form action="https://⟨acct⟩.us⟨dc⟩.list-manage.com/subscribe/post?u=⟨u⟩&amp;'
        'id=⟨list⟩&amp;f_id=⟨fid⟩" method="post" id="mc-embedded-subscribe-form" '
        'name="mc-embedded-subscribe-form" target="_blank">',
        '<div aria-hidden="true" style="position: absolute; left: -5000px;"><input type="text" '
        'name="b_⟨u⟩_⟨list⟩" tabindex="-1" value=""></div>',
        "MAILCHIMP_AUDIENCE_ID=⟨list⟩\nMAILCHIMP_SERVER_PREFIX=us⟨dc⟩\n"
        "MAILCHIMP_API_KEY=  # in Doppler, project ⟨client⟩",
        "Audience Mailchimp de ⟨client⟩ : ⟨list⟩ (Audience → Settings → Audience name and "
        "defaults). Ce n'est pas une clé.",
        'curl -sS "https://us⟨dc⟩.api.mailchimp.com/3.0/lists/⟨list⟩/members?count=10" '
        '--user "anystring:$MAILCHIMP_API_KEY"',
        "Unsubscribe link in the ⟨client⟩ footer: https://⟨acct⟩.us⟨dc⟩.list-manage.com/"
        "unsubscribe?u=⟨u⟩&id=⟨list⟩&e=⟨e⟩&c=⟨c⟩",
    ),
    benign_kind(
        "google_ads_public_ids",
        _google_ads,
        "gtag('event', 'conversion', {\n  'send_to': 'AW-⟨aw⟩/⟨label⟩',\n  'value': 54.9,\n"
        "  'currency': 'EUR',\n  'transaction_id': '⟨order⟩'\n});",
        "GOOGLE_ADS_LOGIN_CUSTOMER_ID=⟨mcc⟩\nGOOGLE_ADS_CUSTOMER_ID=⟨custnd⟩\n"
        "GOOGLE_ADS_CONVERSION_ID=AW-⟨aw⟩",
        "Compte Google Ads ⟨client⟩ : ⟨cust⟩ (sous le MCC ⟨mccd⟩), conversion « Achat » "
        "AW-⟨aw⟩/⟨label⟩",
        'curl -X POST "https://googleads.googleapis.com/v22/customers/⟨custnd⟩/googleAds:'
        'searchStream" -H "Authorization: Bearer $(gcloud auth print-access-token)" '
        '-H "developer-token: $GOOGLE_ADS_DEVELOPER_TOKEN" -H "login-customer-id: ⟨mcc⟩" '
        '--data \'{"query":"SELECT campaign.name FROM campaign"}\'',
        '<script async src="https://www.googletagmanager.com/gtag/js?id=AW-⟨aw⟩"></script>',
        "ID klienta Google Ads dla ⟨client⟩: ⟨cust⟩, etykieta konwersji: ⟨label⟩",
    ),
    benign_kind(
        "ga4_gtm_measurement_ids",
        _ga4,
        '<script async src="https://www.googletagmanager.com/gtag/js?id=⟨mid⟩"></script>\n'
        "<script>\n  window.dataLayer = window.dataLayer || [];\n"
        "  function gtag(){dataLayer.push(arguments);}\n  gtag('js', new Date());\n"
        "  gtag('config', '⟨mid⟩');\n</script>",
        "GA4 for ⟨shop⟩: property ⟨prop⟩, web stream ⟨stream⟩, measurement id ⟨mid⟩; "
        "GTM container ⟨gtm⟩",
        "NEXT_PUBLIC_GA_MEASUREMENT_ID=⟨mid⟩\nNEXT_PUBLIC_GTM_ID=⟨gtm⟩\n"
        "NEXT_PUBLIC_CLARITY_ID=⟨clarity⟩",
        '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=⟨gtm⟩" height="0" '
        'width="0" style="display:none;visibility:hidden"></iframe></noscript>',
        "GA4 측정 ID ⟨mid⟩ / GTM 컨테이너 ⟨gtm⟩ — 둘 다 공개 식별자, 비밀 아님",
        'curl -X POST "https://www.google-analytics.com/mp/collect?measurement_id=⟨mid⟩'
        '&api_secret=${GA4_API_SECRET}" -d @purchase-⟨d⟩.json',
    ),
    benign_kind(
        "ad_pixel_ids",
        _pixels,
        "fbq('init', '⟨pixel⟩');\nfbq('track', 'PageView');",
        '<noscript><img height="1" width="1" style="display:none" '
        'src="https://www.facebook.com/tr?id=⟨pixel⟩&ev=PageView&noscript=1"/></noscript>',
        '<meta name="facebook-domain-verification" content="⟨dv⟩" />',
        "ttq.load('⟨tt⟩');\nttq.page();",
        "META_PIXEL_ID=⟨pixel⟩\nTIKTOK_PIXEL_ID=⟨tt⟩\nPINTEREST_TAG_ID=⟨pin⟩",
        "Pixels ⟨shop⟩ : Meta ⟨pixel⟩, TikTok ⟨tt⟩, Pinterest ⟨pin⟩ (tous visibles dans le code "
        "source, rien de secret)",
        'curl -X POST "https://graph.facebook.com/v21.0/⟨pixel⟩/events?'
        "access_token=$META_CAPI_TOKEN\" -F 'data=@events-⟨d⟩.json'",
    ),
    benign_kind(
        "stripe_publishable_keys",
        _stripe_pk,
        "const stripe = Stripe('⟨pk⟩');",
        "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=⟨pk⟩",
        '<stripe-pricing-table pricing-table-id="⟨prctbl⟩" publishable-key="⟨pk⟩">'
        "</stripe-pricing-table>",
        "Clé publiable Stripe de ⟨client⟩ (mode test) : ⟨pkt⟩ — elle va dans le front, la clé "
        "secrète reste côté serveur",
        "$ wp option get woocommerce_stripe_settings --format=json | jq "
        "'{publishable_key, test_publishable_key}'\n{\n"
        '  "publishable_key": "⟨pk⟩",\n  "test_publishable_key": "⟨pkt⟩"\n}',
        "Chiave pubblicabile Stripe live per ⟨client⟩: ⟨pk⟩",
    ),
    benign_kind(
        "paypal_client_ids",
        _paypal,
        '<script src="https://www.paypal.com/sdk/js?client-id=⟨cid⟩&currency=EUR'
        '&components=buttons,messages&enable-funding=paylater"></script>',
        "NEXT_PUBLIC_PAYPAL_CLIENT_ID=⟨cid⟩\nPAYPAL_CLIENT_SECRET=  # server only, from 1Password",
        "Client ID PayPal (app REST live de ⟨client⟩) : ⟨cid⟩ — public, il est dans l'URL du "
        "SDK JS",
        "// ⟨client⟩ checkout, SDK loaded with client-id=⟨cid⟩\n"
        'paypal.Buttons({ createOrder: () => fetch("/api/paypal/orders", { method: "POST" })'
        '.then(r => r.json()).then(o => o.id) }).render("#paypal-button");',
        "PayPal merchant id of ⟨client⟩: ⟨mid⟩ (Account settings → Business information)",
        "Client ID PayPal della sandbox di ⟨client⟩: ⟨cid⟩",
    ),
    benign_kind(
        "adyen_client_keys",
        _adyen,
        'const checkout = await AdyenCheckout({\n  environment: "live",\n'
        '  clientKey: "⟨cklive⟩",\n  countryCode: "FR",\n  locale: "fr-FR",\n});',
        "ADYEN_CLIENT_KEY=⟨ck⟩\nADYEN_MERCHANT_ACCOUNT=⟨merchant⟩\nADYEN_API_KEY=  # server only",
        "Clé client Adyen (⟨merchant⟩) : ⟨ck⟩ — côté navigateur, limitée aux origines "
        "autorisées https://⟨msite⟩",
        "Allowed origins for client key ⟨ck⟩: https://⟨msite⟩, https://staging.⟨msite⟩",
        "Client key Adyen di test per ⟨merchant⟩: ⟨cktest⟩ (si può mettere nel frontend)",
        "$ bin/magento config:show payment/adyen_abstract/client_key_live\n⟨cklive⟩",
    ),
    benign_kind(
        "algolia_search_only_keys",
        _algolia,
        "const searchClient = algoliasearch('⟨app⟩', '⟨search⟩');",
        "NEXT_PUBLIC_ALGOLIA_APP_ID=⟨app⟩\nNEXT_PUBLIC_ALGOLIA_SEARCH_KEY=⟨search⟩\n"
        "NEXT_PUBLIC_ALGOLIA_INDEX=⟨idx⟩",
        'curl "https://⟨app⟩-dsn.algolia.net/1/indexes/⟨idx⟩?query=chocolat" '
        '-H "X-Algolia-API-Key: ⟨search⟩" -H "X-Algolia-Application-Id: ⟨app⟩"',
        "Algolia ⟨app⟩ : clé Search-Only ⟨search⟩ (ACL search uniquement, OK dans le thème)",
        "알골리아 검색 전용 키 (⟨app⟩, ⟨idx⟩): ⟨search⟩ — 프런트엔드용 공개 키",
        '<script>\n  window.algoliaConfig = { appId: "⟨app⟩", searchApiKey: "⟨search⟩", '
        'indexName: "⟨idx⟩" };\n</script>',
    ),
    benign_kind(
        "sentry_dsns",
        _sentry,
        "Sentry.init({\n"
        '  dsn: "https://⟨key⟩@o⟨org⟩.ingest.⟨reg⟩.sentry.io/⟨proj⟩",\n'
        "  tracesSampleRate: 0.1,\n});",
        "NEXT_PUBLIC_SENTRY_DSN=https://⟨key⟩@o⟨org⟩.ingest.⟨reg⟩.sentry.io/⟨proj⟩",
        "SENTRY_DSN=https://⟨key⟩@o⟨org⟩.ingest.⟨reg⟩.sentry.io/⟨proj⟩\n"
        "SENTRY_AUTH_TOKEN=  # CI secret only",
        "DSN Sentry du front ⟨client⟩ : https://⟨key⟩@o⟨org⟩.ingest.⟨reg⟩.sentry.io/⟨proj⟩ — "
        "la clé publique du DSN n'est pas un secret",
        'sentry_sdk.init(dsn="https://⟨key⟩@o⟨org⟩.ingest.⟨reg⟩.sentry.io/⟨proj⟩", '
        'environment="production")',
        '<script src="https://js-⟨reg⟩.sentry-cdn.com/⟨key⟩.min.js" crossorigin="anonymous">'
        "</script>",
    ),
    benign_kind(
        "captcha_site_keys",
        _captcha,
        '<div class="g-recaptcha" data-sitekey="⟨rc⟩"></div>',
        "grecaptcha.execute('⟨rc⟩', {action: 'checkout'}).then(function (token) { "
        "document.getElementById('g-token').value = token; });",
        '<div class="cf-turnstile" data-sitekey="⟨ts⟩" data-theme="light"></div>',
        "RECAPTCHA_SITE_KEY=⟨rc⟩\nRECAPTCHA_SECRET_KEY=  # wp-config reads it with getenv()",
        "Clé de site reCAPTCHA v3 (⟨domain⟩) : ⟨rc⟩ — publique, la clé secrète est dans le coffre",
        '<script src="https://www.google.com/recaptcha/api.js?render=⟨rc⟩"></script>',
        "Klucz witryny Turnstile dla ⟨site⟩: ⟨ts⟩",
    ),
)
