"""True secrets: every case lists in ``secrets`` the substrings that must not survive.

The framings (bullets, tables, .env, YAML, JSON, PHP, JS, shell, logs, chat, commits) are the
same ones the benign kinds use, so a scrubber cannot tell a secret by its frame alone.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike15.gen import (
    ALNUM,
    B32LOW,
    B64STD,
    B64URL,
    LOWER_ALNUM,
    SALT_CHARS,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    hexs,
    jsonish,
    num,
    password,
    pem,
    pick,
    private_key_body,
    uuid4,
    with_ctx,
)

N = 7


def _fastly(r: Random) -> dict[str, str]:
    return {"tok": pick(r, B64URL, 32), "sid": pick(r, ALNUM, 22)}


FASTLY = Kind(
    "fastly_api_token",
    (
        "FASTLY_API_TOKEN=⟨tok⟩  # purge-only token for ⟨site⟩, made ⟨day⟩",
        '$ curl -s -X POST -H "Fastly-Key: ⟨tok⟩" \\\n'
        '    https://api.fastly.com/service/⟨sid⟩/purge/article-⟨n⟩\n{"status":"ok"}',
        "- Fastly token for the purge Lambda (⟨tkt⟩): `⟨tok⟩`",
        "[⟨time⟩] ⟨who⟩: new fastly key for CI is ⟨tok⟩, old one revoked",
    ),
    with_ctx(_fastly),
    n=N,
    secrets=("tok",),
)


def _akamai(r: Random) -> dict[str, str]:
    def akab() -> str:
        return "akab" + "-" + pick(r, LOWER_ALNUM, 16) + "-" + pick(r, LOWER_ALNUM, 16)

    return {"cs": b64(r, 32), "at": akab(), "ct": akab(), "host": akab()}


AKAMAI = Kind(
    "akamai_edgegrid_credential",
    (
        "[default]\nclient_secret = ⟨cs⟩\nhost = ⟨host⟩.luna.akamaiapis.net\n"
        "access_token = ⟨at⟩\nclient_token = ⟨ct⟩",
        "| setting | value |\n|---|---|\n| client_secret | `⟨cs⟩` |\n| access_token | `⟨at⟩` |",
        "AKAMAI_CLIENT_SECRET=⟨cs⟩\nAKAMAI_ACCESS_TOKEN=⟨at⟩\nAKAMAI_CLIENT_TOKEN=⟨ct⟩",
        "EdgeGrid klient-hemlighet (sv) för fast purge: ⟨cs⟩ — access token ⟨at⟩",
    ),
    with_ctx(_akamai),
    n=N,
    secrets=("cs", "at", "ct"),
)


def _cfpat(r: Random) -> dict[str, str]:
    return {"tok": "CFPAT" + "-" + pick(r, B64URL, 43), "space": pick(r, LOWER_ALNUM, 12)}


CFPAT = Kind(
    "contentful_management_token",
    (
        "CONTENTFUL_MANAGEMENT_TOKEN=⟨tok⟩",
        "$ contentful space migration --space-id ⟨space⟩ \\\n"
        "    --management-token ⟨tok⟩ migrations/⟨n⟩-add-byline.js",
        "```js\nconst client = contentful.createClient({ accessToken: '⟨tok⟩' });\n```",
        "- Personal access token for the migration bot: ⟨tok⟩ (expires with ⟨who⟩'s account)",
    ),
    with_ctx(_cfpat),
    n=N,
    secrets=("tok",),
)


def _cfd(r: Random) -> dict[str, str]:
    tok = pick(r, B64URL, 43) if r.random() < 0.6 else hexs(r, 64)
    return {"tok": tok, "space": pick(r, LOWER_ALNUM, 12)}


CFD = Kind(
    "contentful_delivery_preview_token",
    (
        "CONTENTFUL_PREVIEW_ACCESS_TOKEN=⟨tok⟩\nCONTENTFUL_SPACE_ID=⟨space⟩",
        "$ curl -H 'Authorization: Bearer ⟨tok⟩' \\\n"
        "    'https://preview.contentful.com/spaces/⟨space⟩/environments/master/entries'",
        "contentful:\n  space: ⟨space⟩\n  deliveryToken: ⟨tok⟩   # server-side only, see ⟨tkt⟩",
        "Preview token (cs: token pro náhled, jen na serveru): ⟨tok⟩",
    ),
    with_ctx(_cfd),
    n=N,
    secrets=("tok",),
)


def _bc(r: Random) -> dict[str, str]:
    return {"cid": uuid4(r), "cs": pick(r, B64URL, 86), "acct": num(r, 13)}


BRIGHTCOVE = Kind(
    "brightcove_client_secret",
    (
        "BRIGHTCOVE_CLIENT_ID=⟨cid⟩\nBRIGHTCOVE_CLIENT_SECRET=⟨cs⟩\nBRIGHTCOVE_ACCOUNT_ID=⟨acct⟩",
        "$ curl -s -u '⟨cid⟩:⟨cs⟩' \\\n    -d grant_type=client_credentials "
        "https://oauth.brightcove.com/v4/access_token",
        "- Brightcove OAuth (CMS API, account ⟨acct⟩): client secret `⟨cs⟩`",
        '{"account_id": "⟨acct⟩", "client_id": "⟨cid⟩", "client_secret": "⟨cs⟩"}',
    ),
    with_ctx(_bc),
    n=N,
    secrets=("cs",),
)


def _jw(r: Random) -> dict[str, str]:
    return {"key": pick(r, ALNUM, 8), "sec": pick(r, ALNUM, 24), "v2": pick(r, ALNUM, 48)}


JW = Kind(
    "jwplayer_api_secret",
    (
        "JWPLAYER_API_KEY=⟨key⟩\nJWPLAYER_API_SECRET=⟨sec⟩",
        "$ curl -H 'Authorization: Bearer ⟨v2⟩' \\\n"
        "    https://api.jwplayer.com/v2/sites/⟨key⟩/media/",
        "- JW v1 secret for the ingest script: `⟨sec⟩` (key ⟨key⟩)",
        "| prop | v2 API secret |\n|---|---|\n| ⟨key⟩ | ⟨v2⟩ |",
    ),
    with_ctx(_jw),
    n=N,
    secrets=("sec", "v2"),
)


def _wpapp(r: Random) -> dict[str, str]:
    groups = [pick(r, ALNUM, 4) for _ in range(6)]
    return {"pw": " ".join(groups), "user": r.choice(["svc-ingest", "apple-news-bot", "ci-deploy"])}


WPAPP = Kind(
    "wordpress_application_password",
    (
        'WP_APP_PASSWORD="⟨pw⟩"  # user ⟨user⟩ on ⟨site⟩',
        "$ curl -u '⟨user⟩:⟨pw⟩' https://⟨site⟩/wp-json/wp/v2/posts?per_page=1",
        "- application password for ⟨user⟩ (created ⟨day⟩): `⟨pw⟩`",
        "Mật khẩu ứng dụng WordPress cho ⟨user⟩ là ⟨pw⟩ (vi)",
    ),
    with_ctx(_wpapp),
    n=N,
    secrets=("pw",),
)


def _salt(r: Random) -> dict[str, str]:
    chars = SALT_CHARS.replace("'", "")
    return {"a": pick(r, chars, 64), "b": pick(r, chars, 64)}


WPSALT = Kind(
    "wordpress_salts",
    (
        "```php\ndefine( 'AUTH_KEY',         '⟨a⟩' );\ndefine( 'SECURE_AUTH_SALT', '⟨b⟩' );\n```",
        "define('LOGGED_IN_KEY', '⟨a⟩');\ndefine('NONCE_SALT', '⟨b⟩');",
        "- wp-config on the VIP sandbox still has AUTH_SALT '⟨a⟩' — rotate (⟨tkt⟩)",
        "WP_NONCE_KEY='⟨a⟩'",
    ),
    with_ctx(_salt),
    n=N,
    secrets=("a", "b"),
)


def _piano(r: Random) -> dict[str, str]:
    return {"aid": pick(r, ALNUM, 10), "tok": pick(r, ALNUM, 40)}


PIANO = Kind(
    "piano_api_token",
    (
        "PIANO_AID=⟨aid⟩\nPIANO_API_TOKEN=⟨tok⟩",
        "$ curl 'https://api.piano.io/api/v3/publisher/user/list?aid=⟨aid⟩&api_token=⟨tok⟩'",
        "- Piano private key for webhook decryption: ⟨tok⟩",
        "piano:\n  aid: ⟨aid⟩\n  api_token: ⟨tok⟩",
    ),
    with_ctx(_piano),
    n=N,
    secrets=("tok",),
)


def _mc(r: Random) -> dict[str, str]:
    return {"key": hexs(r, 32) + "-us" + str(r.randint(1, 21)), "list": hexs(r, 10)}


MAILCHIMP = Kind(
    "mailchimp_api_key",
    (
        "MAILCHIMP_API_KEY=⟨key⟩\nMAILCHIMP_LIST_ID=⟨list⟩",
        "$ curl -s --user 'anystring:⟨key⟩' \\\n"
        "    https://us1.api.mailchimp.com/3.0/lists/⟨list⟩/members?count=1",
        "- Mailchimp key for the morning-briefing sync: `⟨key⟩`",
        "Nøkkelen til Mailchimp (no) er ⟨key⟩, liste ⟨list⟩",
    ),
    with_ctx(_mc),
    n=N,
    secrets=("key",),
)


def _sfmc(r: Random) -> dict[str, str]:
    return {
        "cid": pick(r, LOWER_ALNUM, 24),
        "cs": pick(r, ALNUM, 24),
        "sub": "mc" + pick(r, LOWER_ALNUM, 26),
        "mid": num(r, 9),
    }


SFMC = Kind(
    "sfmc_client_secret",
    (
        "SFMC_CLIENT_ID=⟨cid⟩\nSFMC_CLIENT_SECRET=⟨cs⟩\nSFMC_SUBDOMAIN=⟨sub⟩",
        '{"grant_type": "client_credentials", "client_id": "⟨cid⟩",\n'
        ' "client_secret": "⟨cs⟩", "account_id": "⟨mid⟩"}',
        "- Marketing Cloud installed package secret (MID ⟨mid⟩): ⟨cs⟩",
        "Klientské tajemství SFMC (cs): ⟨cs⟩",
    ),
    with_ctx(_sfmc),
    n=N,
    secrets=("cs",),
)


def _sfpw(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.randint(16, 24)), "acct": pick(r, LOWER_ALNUM, 7)}


SNOWPW = Kind(
    "snowflake_password",
    (
        "SNOWFLAKE_USER=LOADER\nSNOWFLAKE_PASSWORD=⟨pw⟩\nSNOWFLAKE_ACCOUNT=⟨acct⟩.eu-west-1",
        "$ snowsql -a ⟨acct⟩ -u DBT_RUNNER\nPassword: ⟨pw⟩",
        "profiles.yml:\n  harbourline:\n    outputs:\n      prod:\n        type: snowflake\n"
        '        password: "⟨pw⟩"',
        "- Snowflake LOOKER_SVC heslo (cs) je ⟨pw⟩",
    ),
    with_ctx(_sfpw),
    n=N,
    secrets=("pw",),
)


def _sfkey(r: Random) -> dict[str, str]:
    return {"body": private_key_body(r), "pass": password(r, 18)}


SNOWKEY = Kind(
    "snowflake_private_key",
    (
        "rsa_key.p8 for DBT_RUNNER:\n\n" + pem("PRIVATE KEY", "⟨body⟩"),
        "```\n" + pem("PRIVATE KEY", "⟨body⟩") + "\n```",
        'SNOWFLAKE_PRIVATE_KEY="' + pem("PRIVATE KEY", "⟨body⟩") + '"',
    ),
    with_ctx(_sfkey),
    n=N,
    secrets=("body",),
)


def _algolia(r: Random) -> dict[str, str]:
    return {"app": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10), "key": hexs(r, 32)}


ALGOLIA = Kind(
    "algolia_admin_key",
    (
        "ALGOLIA_APP_ID=⟨app⟩\nALGOLIA_ADMIN_API_KEY=⟨key⟩",
        "$ curl -X POST -H 'X-Algolia-API-Key: ⟨key⟩' -H 'X-Algolia-Application-Id: ⟨app⟩' \\\n"
        "    https://⟨app⟩.algolia.net/1/indexes/articles/batch",
        "- admin key for the reindex job (never ship to the browser): ⟨key⟩",
        "```php\ndefine( 'ALGOLIA_WRITE_KEY', '⟨key⟩' );\n```",
    ),
    with_ctx(_algolia),
    n=N,
    secrets=("key",),
)


def _seg(r: Random) -> dict[str, str]:
    key = pick(r, ALNUM, 32)
    return {"key": key, "basic": b64_of(key + ":")}


SEGSRV = Kind(
    "segment_server_write_key",
    (
        "SEGMENT_WRITE_KEY=⟨key⟩  # Node source 'paywall-backend', server only",
        "$ curl https://api.segment.io/v1/track -H 'Authorization: Basic ⟨basic⟩' \\\n"
        '    -d \'{"event":"Subscription Started","userId":"⟨n⟩"}\'',
        "- HTTP source write key used by the Airflow export: `⟨key⟩`",
        "```python\nanalytics.write_key = '⟨key⟩'  # server-side python source\n```",
    ),
    with_ctx(_seg),
    n=N,
    secrets=("key", "basic"),
)


def _sentry(r: Random) -> dict[str, str]:
    payload = b64url_of(
        jsonish(
            {
                "iat": r.randint(1_760_000_000, 1_790_000_000),
                "url": "https://sentry.io",
                "org": "harbourline",
            }
        )
    )
    org = "sntrys" + "_" + payload + "_" + pick(r, B64URL, 43)
    user = "sntryu" + "_" + hexs(r, 64)
    return {"tok": r.choice([org, user, hexs(r, 64)])}


SENTRY = Kind(
    "sentry_auth_token",
    (
        "SENTRY_AUTH_TOKEN=⟨tok⟩",
        "$ sentry-cli --auth-token ⟨tok⟩ releases new web@⟨n⟩.0.0",
        "- token for source-map upload in GitHub Actions: ⟨tok⟩",
        "[auth]\ntoken=⟨tok⟩",
    ),
    with_ctx(_sentry),
    n=N,
    secrets=("tok",),
)


def _dd(r: Random) -> dict[str, str]:
    return {"key": hexs(r, 32), "app": hexs(r, 40)}


DDAPI = Kind(
    "datadog_api_key",
    (
        "DD_API_KEY=⟨key⟩",
        "$ curl -X POST 'https://api.datadoghq.eu/api/v1/series' -H 'DD-API-KEY: ⟨key⟩'",
        "datadog:\n  apiKey: ⟨key⟩\n  site: datadoghq.eu",
        "- Datadog API-nyckel (sv) för Lambda@Edge-loggar: ⟨key⟩",
    ),
    with_ctx(_dd),
    n=N,
    secrets=("key",),
)

DDAPP = Kind(
    "datadog_app_key",
    (
        "DD_APP_KEY=⟨app⟩",
        "$ curl 'https://api.datadoghq.eu/api/v1/monitor' \\\n    -H 'DD-APPLICATION-KEY: ⟨app⟩'",
        "- application key for the Terraform monitors: `⟨app⟩`",
        "| key | app key |\n|---|---|\n| terraform | ⟨app⟩ |",
    ),
    with_ctx(_dd),
    n=N,
    secrets=("app",),
)


def _pdi(r: Random) -> dict[str, str]:
    return {"rk": hexs(r, 32), "svc": "P" + pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 6)}


PDINT = Kind(
    "pagerduty_integration_key",
    (
        "PAGERDUTY_ROUTING_KEY=⟨rk⟩  # Events v2, service ⟨svc⟩",
        "$ curl -X POST https://events.pagerduty.com/v2/enqueue \\\n"
        '    -d \'{"routing_key":"⟨rk⟩","event_action":"trigger"}\'',
        "- integration key for the Fastly 5xx alert: ⟨rk⟩",
        "alertmanager:\n  pagerduty_configs:\n    - routing_key: ⟨rk⟩",
    ),
    with_ctx(_pdi),
    n=N,
    secrets=("rk",),
)


def _pda(r: Random) -> dict[str, str]:
    return {"key": r.choice(["u+", "y_", "e+"]) + pick(r, B64URL, 18)}


PDAPI = Kind(
    "pagerduty_api_key",
    (
        "PAGERDUTY_TOKEN=⟨key⟩",
        "$ curl -H 'Authorization: Token token=⟨key⟩' https://api.pagerduty.com/oncalls",
        "- PagerDuty REST key (read/write) for the on-call bot: `⟨key⟩`",
        "Khóa API PagerDuty (vi): ⟨key⟩",
    ),
    with_ctx(_pda),
    n=N,
    secrets=("key",),
)


def _gh(r: Random) -> dict[str, str]:
    c = r.random()
    if c < 0.4:
        tok = "ghp" + "_" + pick(r, ALNUM, 36)
    elif c < 0.7:
        tok = "github" + "_pat_" + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)
    else:
        tok = "ghs" + "_" + pick(r, ALNUM, 36)
    return {"tok": tok}


GITHUB = Kind(
    "github_token",
    (
        "GH_TOKEN=⟨tok⟩",
        "$ git clone https://x-access-token:⟨tok⟩@github.com/harbourline/web-next.git",
        "- ⟨who⟩'s PAT for the release script: ⟨tok⟩",
        "```yaml\nenv:\n  GITHUB_TOKEN: ⟨tok⟩\n```",
    ),
    with_ctx(_gh),
    n=N,
    secrets=("tok",),
)


def _aws(r: Random) -> dict[str, str]:
    return {
        "sk": pick(r, B64STD, 40),
        "akid": "AK" + "IA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    }


AWS = Kind(
    "aws_secret_access_key",
    (
        "[harbourline-prod]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sk⟩",
        "AWS_SECRET_ACCESS_KEY=⟨sk⟩",
        "- secret key for the S3 image bucket uploader: `⟨sk⟩`",
        "Kunci rahasia AWS (id) untuk bucket gambar: ⟨sk⟩",
    ),
    with_ctx(_aws),
    n=N,
    secrets=("sk",),
)


def _cf(r: Random) -> dict[str, str]:
    return {
        "body": private_key_body(r, pkcs1=True),
        "kp": "K" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 13),
    }


CFKEY = Kind(
    "cloudfront_private_key",
    (
        "CloudFront signing key (key group, public key id ⟨kp⟩):\n\n"
        + pem("RSA PRIVATE KEY", "⟨body⟩"),
        "```pem\n" + pem("RSA PRIVATE KEY", "⟨body⟩") + "\n```",
        "$ cat private_key.pem\n" + pem("RSA PRIVATE KEY", "⟨body⟩"),
    ),
    with_ctx(_cf),
    n=N,
    secrets=("body",),
)


def _cld(r: Random) -> dict[str, str]:
    return {
        "key": num(r, 15),
        "sec": pick(r, B64URL, 27),
        "cloud": r.choice(["harbourline", "lantern-mag", "hl-media"]),
    }


CLOUDINARY = Kind(
    "cloudinary_api_secret",
    (
        "CLOUDINARY_URL=cloudinary://⟨key⟩:⟨sec⟩@⟨cloud⟩",
        "CLOUDINARY_API_KEY=⟨key⟩\nCLOUDINARY_API_SECRET=⟨sec⟩",
        "- API secret for the ⟨cloud⟩ cloud (signed uploads): `⟨sec⟩`",
        "```js\ncloudinary.config({ cloud_name: '⟨cloud⟩', api_key: '⟨key⟩',"
        " api_secret: '⟨sec⟩' });\n```",
    ),
    with_ctx(_cld),
    n=N,
    secrets=("sec",),
)


def _recaptcha(r: Random) -> dict[str, str]:
    return {"key": "6L" + pick(r, B64URL, 5) + "AAAAA" + pick(r, B64URL, 28)}


RECAPTCHA = Kind(
    "recaptcha_secret_key",
    (
        "RECAPTCHA_SECRET_KEY=⟨key⟩",
        "$ curl -d 'secret=⟨key⟩&response=…' https://www.google.com/recaptcha/api/siteverify",
        "- reCAPTCHA secret for the comments form (server side): ⟨key⟩",
        "```php\ndefine( 'RECAPTCHA_SECRET', '⟨key⟩' );\n```",
    ),
    with_ctx(_recaptcha),
    n=N,
    secrets=("key",),
)


def _os(r: Random) -> dict[str, str]:
    key = "os" + "_v2_app_" + pick(r, B32LOW, 105) if r.random() < 0.5 else b64(r, 36)
    return {"key": key, "app": uuid4(r)}


ONESIGNAL = Kind(
    "onesignal_rest_api_key",
    (
        "ONESIGNAL_APP_ID=⟨app⟩\nONESIGNAL_REST_API_KEY=⟨key⟩",
        "$ curl -X POST https://onesignal.com/api/v1/notifications \\\n"
        "    -H 'Authorization: Basic ⟨key⟩' -d '{\"app_id\":\"⟨app⟩\"}'",
        "- REST key for breaking-news push (server only): ⟨key⟩",
        "Κλειδί REST του OneSignal (el): ⟨key⟩",
    ),
    with_ctx(_os),
    n=N,
    secrets=("key",),
)


def _mbsk(r: Random) -> dict[str, str]:
    payload = b64url_of(jsonish({"u": "harbourline", "a": pick(r, LOWER_ALNUM, 25)}))
    return {"tok": "sk" + ".eyJ" + payload[3:] + "." + pick(r, B64URL, 22)}


MAPBOX = Kind(
    "mapbox_secret_token",
    (
        "MAPBOX_SECRET_TOKEN=⟨tok⟩  # styles:write, for the election map build",
        "$ mapbox --access-token ⟨tok⟩ upload harbourline.districts data/districts.geojson",
        "- secret Mapbox token (tilesets upload): `⟨tok⟩`",
        "| token | scope |\n|---|---|\n| ⟨tok⟩ | uploads:write |",
    ),
    with_ctx(_mbsk),
    n=N,
    secrets=("tok",),
)


def _stripe(r: Random) -> dict[str, str]:
    return {"key": r.choice(["sk", "rk"]) + "_live_" + pick(r, ALNUM, r.choice([24, 99]))}


STRIPE = Kind(
    "stripe_secret_key",
    (
        "STRIPE_SECRET_KEY=⟨key⟩  # merch shop",
        "$ curl https://api.stripe.com/v1/charges -u ⟨key⟩:",
        "- Stripe live secret for the print-subscription shop: `⟨key⟩`",
        "```js\nconst stripe = require('stripe')('⟨key⟩');\n```",
    ),
    with_ctx(_stripe),
    n=N,
    secrets=("key",),
)


def _disqus(r: Random) -> dict[str, str]:
    return {"key": pick(r, ALNUM, 64)}


DISQUS = Kind(
    "disqus_secret_key",
    (
        "DISQUS_SECRET_KEY=⟨key⟩",
        "- Disqus API secret (SSO payload signing): ⟨key⟩",
        "disqus:\n  shortname: lantern-mag\n  api_secret: ⟨key⟩",
        "$ curl 'https://disqus.com/api/3.0/threads/list.json?api_secret=⟨key⟩&forum=harbourline'",
    ),
    with_ctx(_disqus),
    n=N,
    secrets=("key",),
)


def _coral(r: Random) -> dict[str, str]:
    return {"key": "ssosec" + "_" + pick(r, LOWER_ALNUM, 40)}


CORAL = Kind(
    "coral_sso_secret",
    (
        "CORAL_SSO_SECRET=⟨key⟩",
        "- Coral SSO signing secret (Configure → Auth → SSO): `⟨key⟩`",
        "```js\nconst token = jwt.sign(payload, '⟨key⟩', { expiresIn: '1h' });\n```",
        "Rahasia SSO Coral (id): ⟨key⟩",
    ),
    with_ctx(_coral),
    n=N,
    secrets=("key",),
)


def _looker(r: Random) -> dict[str, str]:
    return {"cid": pick(r, ALNUM, 20), "cs": pick(r, ALNUM, 24)}


LOOKER = Kind(
    "looker_client_secret",
    (
        "[Looker]\nbase_url=https://harbourline.eu.looker.com\nclient_id=⟨cid⟩\nclient_secret=⟨cs⟩",
        "LOOKERSDK_CLIENT_SECRET=⟨cs⟩",
        "- Looker API3 secret for the dashboard exporter: ⟨cs⟩",
        "$ curl -d 'client_id=⟨cid⟩&client_secret=⟨cs⟩' https://harbourline.eu.looker.com/api/4.0/login",
    ),
    with_ctx(_looker),
    n=N,
    secrets=("cs",),
)


def _dbt(r: Random) -> dict[str, str]:
    return {"tok": "dbtc" + "_" + pick(r, B64URL, 56)}


DBT = Kind(
    "dbt_cloud_token",
    (
        "DBT_CLOUD_API_TOKEN=⟨tok⟩",
        "$ curl -H 'Authorization: Token ⟨tok⟩' \\\n"
        "    https://emea.dbt.com/api/v2/accounts/⟨n⟩/jobs/",
        "- service token (job admin) for the Airflow trigger: `⟨tok⟩`",
        "Tjenestetoken for dbt Cloud (no): ⟨tok⟩",
    ),
    with_ctx(_dbt),
    n=N,
    secrets=("tok",),
)


def _fernet(r: Random) -> dict[str, str]:
    return {"key": b64url(r, 32) + "="}


FERNET = Kind(
    "airflow_fernet_key",
    (
        "AIRFLOW__CORE__FERNET_KEY=⟨key⟩",
        "[core]\nfernet_key = ⟨key⟩",
        "- fernet key of the MWAA env (decrypts every connection): ⟨key⟩",
        '```yaml\nairflow:\n  fernetKey: "⟨key⟩"\n```',
    ),
    with_ctx(_fernet),
    n=N,
    secrets=("key",),
)


def _db(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.randint(16, 22)).replace("@", "x").replace(":", "y"),
        "host": r.choice(
            [
                "wp-vip-db.internal",
                "airflow-meta.c7x.eu-west-1.rds.amazonaws.com",
                "coral-mongo.harbourline.internal",
                "piano-sync-db.internal",
            ]
        ),
    }


DBURL = Kind(
    "database_url_password",
    (
        "DATABASE_URL=postgresql://airflow:⟨pw⟩@⟨host⟩:5432/airflow",
        "AIRFLOW_CONN_WP_MYSQL='mysql://wp_reader:⟨pw⟩@⟨host⟩:3306/wordpress'",
        "- Coral uses mongodb://coral:⟨pw⟩@⟨host⟩:27017/coral",
        "[⟨day⟩ ⟨time⟩] ERROR sqlalchemy: could not connect to "
        "postgresql+psycopg2://etl:⟨pw⟩@⟨host⟩/events",
    ),
    with_ctx(_db),
    n=N,
    secrets=("pw",),
)


def _prose(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.randint(16, 22))}


PROSE = Kind(
    "password_in_prose",
    (
        "Lösenordet till VIP-sandlådan är ⟨pw⟩ (sa ⟨who⟩ på standup)",
        "Passordet til Looker-tjenestekontoen er ⟨pw⟩",
        "Heslo pro SFTP od tiskárny: ⟨pw⟩",
        "Ο κωδικός για το Brightcove Studio είναι ⟨pw⟩",
        "Mật khẩu tài khoản Apple News là ⟨pw⟩",
        "Kata sandi akun Google Ad Manager: ⟨pw⟩",
        "The shared newsroom Mailchimp login password is ⟨pw⟩ — ask ⟨who⟩ before changing it",
    ),
    with_ctx(_prose),
    n=N,
    secrets=("pw",),
)


def _slack(r: Random) -> dict[str, str]:
    url = (
        "https://hooks.slack.com/services/T"
        + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8)
        + "/B"
        + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10)
        + "/"
        + pick(r, ALNUM, 24)
    )
    return {"url": url}


SLACK = Kind(
    "slack_webhook_url",
    (
        "SLACK_WEBHOOK_URL=⟨url⟩",
        '$ curl -X POST -d \'{"text":"purge done"}\' ⟨url⟩',
        "- #newsroom-alerts incoming webhook: ⟨url⟩",
        "alert:\n  slack:\n    webhook: ⟨url⟩",
    ),
    with_ctx(_slack),
    n=N,
    secrets=("url",),
)


def _sg(r: Random) -> dict[str, str]:
    return {"key": "SG" + "." + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


SENDGRID = Kind(
    "sendgrid_api_key",
    (
        "SENDGRID_API_KEY=⟨key⟩  # transactional mail for Piano receipts",
        "$ curl -H 'Authorization: Bearer ⟨key⟩' https://api.sendgrid.com/v3/scopes",
        "- SendGrid key for password-reset mails: `⟨key⟩`",
        '{"sendgrid": {"apiKey": "⟨key⟩"}}',
    ),
    with_ctx(_sg),
    n=N,
    secrets=("key",),
)


def _apple(r: Random) -> dict[str, str]:
    return {"kid": uuid4(r), "sec": b64(r, 32), "chan": uuid4(r)}


APPLE = Kind(
    "apple_news_api_secret",
    (
        "APPLE_NEWS_KEY_ID=⟨kid⟩\nAPPLE_NEWS_KEY_SECRET=⟨sec⟩\nAPPLE_NEWS_CHANNEL_ID=⟨chan⟩",
        "- Apple News API secret for channel ⟨chan⟩: ⟨sec⟩",
        'apple_news:\n  channel: ⟨chan⟩\n  key: ⟨kid⟩\n  secret: "⟨sec⟩"',
        "Apple News API-hemlighet (sv): ⟨sec⟩",
    ),
    with_ctx(_apple),
    n=N,
    secrets=("sec",),
)


def _basic(r: Random) -> dict[str, str]:
    user = r.choice(["editor", "preview", "ingest", "vip-qa", "stage"])
    return {"b": b64_of(user + ":" + password(r, r.randint(14, 20))), "user": user}


BASIC = Kind(
    "basic_auth_header",
    (
        "$ curl -H 'Authorization: Basic ⟨b⟩' https://⟨site⟩/wp-json/",
        "[⟨day⟩ ⟨time⟩] DEBUG request headers: {'Authorization': 'Basic ⟨b⟩'}",
        "- staging basic auth for the Next.js preview (header value): `Basic ⟨b⟩`",
        "| env | Authorization |\n|---|---|\n| staging | Basic ⟨b⟩ |",
    ),
    with_ctx(_basic),
    n=N,
    secrets=("b",),
)


def _preview(r: Random) -> dict[str, str]:
    return {"sec": r.choice([b64(r, 32), hexs(r, 48), pick(r, ALNUM, 40)])}


PREVIEW = Kind(
    "nextjs_preview_revalidate_secret",
    (
        "CONTENTFUL_PREVIEW_SECRET=⟨sec⟩\nREVALIDATE_SECRET=⟨sec⟩",
        "$ curl -X POST 'https://⟨site⟩/api/revalidate?secret=⟨sec⟩&path=/⟨section⟩/⟨slug⟩'",
        "- NEXTAUTH_SECRET on prod: ⟨sec⟩",
        "```js\nif (req.query.secret !== '⟨sec⟩') return res.status(401).end();\n```",
    ),
    with_ctx(_preview),
    n=N,
    secrets=("sec",),
)

SECRETS: tuple[Kind, ...] = (
    FASTLY,
    AKAMAI,
    CFPAT,
    CFD,
    BRIGHTCOVE,
    JW,
    WPAPP,
    WPSALT,
    PIANO,
    MAILCHIMP,
    SFMC,
    SNOWPW,
    SNOWKEY,
    ALGOLIA,
    SEGSRV,
    SENTRY,
    DDAPI,
    DDAPP,
    PDINT,
    PDAPI,
    GITHUB,
    AWS,
    CFKEY,
    CLOUDINARY,
    RECAPTCHA,
    ONESIGNAL,
    MAPBOX,
    STRIPE,
    DISQUS,
    CORAL,
    LOOKER,
    DBT,
    FERNET,
    DBURL,
    PROSE,
    SLACK,
    SENDGRID,
    APPLE,
    BASIC,
    PREVIEW,
)
