"""True secrets in an agency developer's memory notes; each kind names the fields that must
not survive. Every other value in a secret case (shop names, ids, hosts, users, public keys
of the same vendor) is context and may stay."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike20.gen import (
    ALNUM,
    B64,
    B64URL,
    LEGACY_HOSTS,
    LOWER_ALNUM,
    MAGENTO,
    OPENSSH_PRIV,
    PRESTA,
    PRIV,
    SHOPIFY,
    UPPER_ALNUM,
    WOO,
    WP_SALT_CHARS,
    Kind,
    b64,
    b64_of,
    client_fields,
    ean13,
    hexs,
    nip_pl,
    num,
    openssh_ed25519_body,
    password,
    pem,
    pick,
    pkcs8_rsa_body,
    secret_kind,
    slug,
    url_password,
    uuid4,
)

# Vendor prefixes, joined from pieces so that no literal here is a credential.
_SHPAT = "shp" + "at_"
_SHPTKA = "shp" + "tka_"
_SHPSS = "shp" + "ss_"
_CK = "c" + "k_"
_CS = "c" + "s_"
_PK = "p" + "k_"
_XKEYSIB = "xkey" + "sib-"
_XSMTPSIB = "xsmtp" + "sib-"
_HS_PAT = "pa" + "t-"
_GOCSPX = "GOC" + "SPX-"
_G_REFRESH = "1" + "//0"
_EAA = "EA" + "A"
_SK_LIVE = "s" + "k_live_"
_RK_LIVE = "r" + "k_live_"
_PK_LIVE = "p" + "k_live_"
_WHSEC = "wh" + "sec_"
_MOLLIE_LIVE = "li" + "ve_"
_MOLLIE_TEST = "te" + "st_"
_MOLLIE_ACCESS = "acc" + "ess_"
_ADYEN = "AQ" + "E"
_NFP = "nf" + "p_"
_SNTRYS = "sntr" + "ys_"
_SNTRYU = "sntr" + "yu_"
_GHP = "gh" + "p_"
_GH_PAT = "github" + "_pat_"
_WP_HASH = "$w" + "p$2y$10$"
_BCRYPT = "./" + ALNUM
_RECAPTCHA = "6" + "L"
_SLACK_HOOK = "https://hooks.slack.com/" + "services/"


def _user(domain: str) -> str:
    return slug(domain).replace("-", "")[:9]


def _shopify_admin(r: Random) -> dict[str, str]:
    return client_fields(r) | {"t": _SHPAT + hexs(r, 32)}


def _theme_access(r: Random) -> dict[str, str]:
    return client_fields(r) | {"t": _SHPTKA + hexs(r, 32), "theme": num(r, 12)}


def _shopify_app(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "sec": _SHPSS + hexs(r, 32),
        "cid": hexs(r, 32),
        "whk": hexs(r, 64),
        "app": r.choice(("Traboule Bundles", "Traboule Reviews", "Stock Bridge", "B2B Tiers")),
    }


def _woo(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "site": r.choice(WOO),
        "ck": _CK + hexs(r, 40),
        "cs": _CS + hexs(r, 40),
    }


def _magento_token(r: Random) -> dict[str, str]:
    site = r.choice(MAGENTO)
    return client_fields(r) | {
        "site": site,
        "client": slug(site),
        "at": pick(r, LOWER_ALNUM, 32),
        "ck": pick(r, LOWER_ALNUM, 32),
        "cs": pick(r, LOWER_ALNUM, 32),
        "ats": pick(r, LOWER_ALNUM, 32),
        "pw": password(r),
    }


def _magento_env(r: Random) -> dict[str, str]:
    site = r.choice(MAGENTO)
    key = hexs(r, 32) if r.random() < 0.4 else "base64" + b64(r, 32)
    return client_fields(r) | {
        "site": site,
        "db": slug(site).split("-")[-1] + "_m2",
        "key": key,
        "pw": password(r),
        "adm": pick(r, LOWER_ALNUM, 6),
    }


def _presta(r: Random) -> dict[str, str]:
    site = r.choice(PRESTA)
    return client_fields(r) | {"site": site, "k": pick(r, UPPER_ALNUM, 32), "n": num(r, 4)}


def _klaviyo(r: Random) -> dict[str, str]:
    return client_fields(r) | {"k": _PK + hexs(r, 34), "pub": pick(r, ALNUM, 6)}


def _mailchimp(r: Random) -> dict[str, str]:
    dc = str(r.randint(1, 21))
    return client_fields(r) | {"k": hexs(r, 32) + "-us" + dc, "dc": dc, "list": hexs(r, 10)}


def _brevo(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "k": _XKEYSIB + hexs(r, 64) + "-" + pick(r, ALNUM, 16),
        "s": _XSMTPSIB + hexs(r, 64) + "-" + pick(r, ALNUM, 16),
        "login": hexs(r, 6) + "001",
    }


def _hubspot(r: Random) -> dict[str, str]:
    region = r.choice(("eu1", "eu1", "na1"))
    return client_fields(r) | {"t": _HS_PAT + region + "-" + uuid4(r), "portal": num(r, 8)}


def _google_ads(r: Random) -> dict[str, str]:
    login = num(r, 10)
    return client_fields(r) | {
        "dev": pick(r, B64URL, 22),
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "rt": _G_REFRESH + pick(r, B64URL, 99),
        "cid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32) + ".apps.googleusercontent.com",
        "login": login,
        "cust": num(r, 10),
    }


def _ga4(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "s": pick(r, B64URL, 22),
        "mid": "G-" + pick(r, UPPER_ALNUM, 10),
        "cl": num(r, 10) + "." + num(r, 10),
        "order": num(r, 4),
    }


def _meta(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "t": _EAA + r.choice("BGIJ") + pick(r, ALNUM, r.randint(180, 220)),
        "pixel": num(r, r.choice((15, 16))),
        "fbt": pick(r, B64URL, 23),
    }


def _stripe_sk(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "sk": _SK_LIVE + "51" + pick(r, ALNUM, 97),
        "rk": _RK_LIVE + "51" + pick(r, ALNUM, 97),
        "pk": _PK_LIVE + "51" + pick(r, ALNUM, 97),
    }


def _stripe_wh(r: Random) -> dict[str, str]:
    return client_fields(r) | {"w": _WHSEC + pick(r, ALNUM, 32), "wcli": _WHSEC + hexs(r, 64)}


def _paypal(r: Random) -> dict[str, str]:
    return client_fields(r) | {"cid": "A" + pick(r, B64URL, 79), "sec": "E" + pick(r, B64URL, 79)}


def _mollie(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "live": _MOLLIE_LIVE + pick(r, ALNUM, 30),
        "test": _MOLLIE_TEST + pick(r, ALNUM, 30),
        "access": _MOLLIE_ACCESS + pick(r, ALNUM, 40),
        "pfl": "pfl_" + pick(r, ALNUM, 10),
    }


def _adyen(r: Random) -> dict[str, str]:
    merchant = "TrabouleDigital_" + slug(r.choice(WOO + MAGENTO)).split("-")[-1].capitalize()
    key = (
        _ADYEN
        + pick(r, ALNUM, 6)
        + pick(r, B64, 72)
        + "=="
        + "-"
        + b64(r, 32)
        + "-"
        + pick(r, ALNUM + ";%}=+[", 16)
    )
    return client_fields(r) | {
        "key": key,
        "hmac": hexs(r, 64).upper(),
        "merchant": merchant,
        "ckey": r.choice(("live_", "test_")) + pick(r, UPPER_ALNUM, 32),
        "prefix": hexs(r, 16) + "-TrabouleDigital",
    }


def _algolia(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "app": pick(r, UPPER_ALNUM, 10),
        "admin": hexs(r, 32),
        "search": hexs(r, 32),
        "idx": r.choice(("products_fr", "shopify_products", "prod_catalog_it", "wc_products")),
    }


def _cloudflare(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "tok": pick(r, B64URL, 40),
        "gk": hexs(r, 37),
        "zone": hexs(r, 32),
    }


def _netlify_vercel(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "nfp": _NFP + pick(r, ALNUM, 36),
        "vt": pick(r, ALNUM, 24),
        "prj": "prj_" + pick(r, ALNUM, 28),
        "team": "team_" + pick(r, ALNUM, 24),
        "siteid": uuid4(r),
    }


def _sentry(r: Random) -> dict[str, str]:
    values = client_fields(r)
    iat = float(values["ts"]) + r.random()
    payload = {
        "iat": round(iat, 6),
        "url": "https://sentry.io",
        "region_url": "https://de.sentry.io",
        "org": "traboule-digital",
    }
    body = b64_of(json.dumps(payload, separators=(",", ":"))).rstrip("=")
    return values | {
        "org": _SNTRYS + body + "_" + pick(r, ALNUM + "+/", 43),
        "user": _SNTRYU + hexs(r, 64),
        "proj": slug(r.choice(WOO + MAGENTO)) + r.choice(("-front", "-api", "-hydrogen")),
        "ver": f"{r.randint(1, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
    }


def _github(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "ghp": _GHP + pick(r, ALNUM, 36),
        "pat": _GH_PAT + "11" + pick(r, UPPER_ALNUM, 20) + "_" + pick(r, ALNUM, 59),
        "repo": r.choice(SHOPIFY) + r.choice(("-theme", "-app", "-sync")),
        "ver": f"{r.randint(1, 3)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
    }


def _ftp(r: Random) -> dict[str, str]:
    values = client_fields(r)
    pw = password(r)
    return values | {
        "pw": pw,
        "pw64": b64_of(password(r)),
        "upw": url_password(r),
        "host": r.choice(LEGACY_HOSTS),
        "user": _user(values["site"]),
    }


def _mysql(r: Random) -> dict[str, str]:
    values = client_fields(r)
    user = _user(values["site"])
    return values | {
        "pw": password(r),
        "upw": url_password(r),
        "user": user,
        "db": user + r.choice(("_wp", "_ps", "_prod", "")),
        "host": r.choice(
            (user + ".mysql.db", "127.0.0.1", "10.20.0.14", "db-staging.traboule.lan")
        ),
        "hash": _WP_HASH + pick(r, _BCRYPT, 53),
    }


def _salts(r: Random) -> dict[str, str]:
    values = client_fields(r) | {"site": r.choice(WOO)}
    for i in range(1, 9):
        values[f"k{i}"] = pick(r, WP_SALT_CHARS, 64)
    return values


def _gcp(r: Random) -> dict[str, str]:
    proj = r.choice(("traboule-feeds", "traboule-ga4-reports", "merchant-sync")) + "-" + num(r, 6)
    return client_fields(r) | {
        "body": pkcs8_rsa_body(r, sep="\\n"),
        "kid": hexs(r, 40),
        "proj": proj,
        "sa": r.choice(("feed-uploader", "ga4-reader", "sheets-export", "merchant-api")),
        "cid": num(r, 21),
    }


def _ssh(r: Random) -> dict[str, str]:
    values = client_fields(r)
    body, _ = openssh_ed25519_body(r, f"deploy@{slug(values['site'])}")
    return values | {"body": body, "rsa": pkcs8_rsa_body(r), "host": r.choice(LEGACY_HOSTS)}


def _hooks(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "make": pick(r, LOWER_ALNUM, 32),
        "region": r.choice(("eu1", "eu2")),
        "tid": "T" + pick(r, UPPER_ALNUM, r.choice((8, 10))),
        "bid": "B" + pick(r, UPPER_ALNUM, 10),
        "slack": pick(r, ALNUM, 24),
        "order": num(r, 4),
    }


def _recaptcha(r: Random) -> dict[str, str]:
    def key() -> str:
        return _RECAPTCHA + r.choice("cdef") + pick(r, B64URL, 5) + "AAAAA" + pick(r, B64URL, 27)

    return client_fields(r) | {"sec": key(), "sitekey": key()}


def _deepl(r: Random) -> dict[str, str]:
    return client_fields(r) | {"kfx": uuid4(r) + ":fx", "kpro": uuid4(r)}


def _mixed(r: Random) -> dict[str, str]:
    presta = r.choice(PRESTA)
    return client_fields(r) | {
        "theme": num(r, 12),
        "theme2": num(r, 12),
        "pid": r.choice("789") + num(r, 12),
        "mid": "G-" + pick(r, UPPER_ALNUM, 10),
        "pixel": num(r, 16),
        "shpat": _SHPAT + hexs(r, 32),
        "order": num(r, 4),
        "tr": "tr_" + pick(r, ALNUM, 10),
        "pk": _PK_LIVE + "51" + pick(r, ALNUM, 97),
        "sk": _SK_LIVE + "51" + pick(r, ALNUM, 97),
        "evt": "evt_3" + pick(r, ALNUM, 23),
        "sha": hexs(r, 40),
        "sha7": hexs(r, 7),
        "ray": hexs(r, 16),
        "psp": pick(r, UPPER_ALNUM, 16),
        "mollie": _MOLLIE_LIVE + pick(r, ALNUM, 30),
        "ev": hexs(r, 32),
        "presta": presta,
        "nip": nip_pl(r),
        "inpost": pick(r, "0123456789", 24),
        "ps": pick(r, UPPER_ALNUM, 32),
        "ean": ean13(r, "590"),
    }


_SALT_NAMES = (
    "AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY",
    "AUTH_SALT", "SECURE_AUTH_SALT", "LOGGED_IN_SALT", "NONCE_SALT",
)  # fmt: skip
_SALTS_ALIGNED = "\n".join(
    f"define('{name}',{' ' * (17 - len(name))}'⟨k{i}⟩');" for i, name in enumerate(_SALT_NAMES, 1)
)
_SALTS_PLAIN = "\n".join(f"define( '{name}', '⟨k{i}⟩' );" for i, name in enumerate(_SALT_NAMES, 1))
_SALTS_BEDROCK = "\n".join(f"{name}='⟨k{i}⟩'" for i, name in enumerate(_SALT_NAMES, 1))

_SA_PEM = pem(PRIV, "⟨body⟩", "\\n") + "\\n"
_SSH_PEM = pem(OPENSSH_PRIV, "⟨body⟩")
_TLS_PEM = pem(PRIV, "⟨rsa⟩")

SECRETS: tuple[Kind, ...] = (
    secret_kind(
        "shopify_admin_access_token",
        _shopify_admin,
        ("t",),
        'curl -s -X POST "https://⟨shop⟩.myshopify.com/admin/api/2027-04/graphql.json" '
        '-H "Content-Type: application/json" -H "X-Shopify-Access-Token: ⟨t⟩" '
        '-d \'{"query":"{ shop { name plan { displayName } } }"}\'',
        ".env for the ⟨shop⟩ order-sync worker:\nSHOPIFY_STORE_DOMAIN=⟨shop⟩.myshopify.com\n"
        "SHOPIFY_ADMIN_API_ACCESS_TOKEN=⟨t⟩\nSHOPIFY_API_VERSION=2027-04",
        "Token Admin API de l'app custom « Sync ERP » sur ⟨shop⟩ (read_orders, "
        "write_inventory) : ⟨t⟩ — affiché une seule fois, à mettre dans le coffre",
        "⟨d⟩T⟨hm⟩Z worker[shopify] DEBUG headers={'X-Shopify-Access-Token': '⟨t⟩', "
        "'User-Agent': 'traboule-sync/2.3'} url=https://⟨shop⟩.myshopify.com/admin/api/"
        "2027-04/orders.json?status=any",
        "⟨shop⟩ 커스텀 앱 Admin API 토큰: ⟨t⟩ (재고 동기화용, 나중에 1Password로 옮길 것)",
        'session = shopify.Session("⟨shop⟩.myshopify.com", "2027-04", "⟨t⟩")',
        "Token do Admin API sklepu ⟨shop⟩ (aplikacja „Eksport zamówień”): ⟨t⟩",
    ),
    secret_kind(
        "shopify_theme_access_password",
        _theme_access,
        ("t",),
        "shopify theme push --store ⟨shop⟩ --password ⟨t⟩ --theme ⟨theme⟩ --nodelete",
        "SHOPIFY_CLI_THEME_TOKEN=⟨t⟩\nSHOPIFY_FLAG_STORE=⟨shop⟩.myshopify.com",
        "Mot de passe Theme Access pour le freelance sur ⟨shop⟩ (accès thème uniquement) : "
        "⟨t⟩ — reçu par mail de l'app Theme Access",
        "$ shopify theme dev --store ⟨shop⟩ --password ⟨t⟩\n\n"
        "  Syncing theme #⟨theme⟩ on ⟨shop⟩.myshopify.com\n  http://127.0.0.1:9292",
        "Password Theme Access per ⟨shop⟩ (la usa Giulia per il tema di Natale): ⟨t⟩",
        "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n"
        "      - run: shopify theme push --allow-live --theme ⟨theme⟩\n        env:\n"
        "          SHOPIFY_CLI_THEME_TOKEN: ⟨t⟩\n          SHOPIFY_FLAG_STORE: ⟨shop⟩",
    ),
    secret_kind(
        "shopify_app_client_secret",
        _shopify_app,
        ("sec", "whk"),
        '.env of the "⟨app⟩" app (Partners dashboard):\nSHOPIFY_API_KEY=⟨cid⟩\n'
        "SHOPIFY_API_SECRET=⟨sec⟩\nSCOPES=write_products,read_orders",
        "Webhook HMAC check failed on ⟨shop⟩ because we verified with the client id; "
        "the client secret to use is ⟨sec⟩",
        "Signing key from Settings → Notifications → Webhooks on ⟨shop⟩: ⟨whk⟩ "
        "(every order/create webhook is signed with it)",
        'digest = hmac.new(b"⟨whk⟩", body, hashlib.sha256).digest()  # ⟨shop⟩ notifications key',
        "$ shopify app env show\n\n    SHOPIFY_API_KEY=⟨cid⟩\n    SHOPIFY_API_SECRET=⟨sec⟩\n"
        "    SCOPES=read_products,write_discounts",
        "Secret client de l'app « ⟨app⟩ » (Partners → Apps → Client credentials) : ⟨sec⟩",
        'const valid = verifyWebhook(rawBody, req.get("X-Shopify-Hmac-Sha256"), "⟨sec⟩");',
    ),
    secret_kind(
        "woocommerce_rest_keys",
        _woo,
        ("ck", "cs"),
        'curl "https://⟨site⟩/wp-json/wc/v3/orders?status=processing" -u ⟨ck⟩:⟨cs⟩',
        "WC_URL=https://⟨site⟩\nWC_CONSUMER_KEY=⟨ck⟩\nWC_CONSUMER_SECRET=⟨cs⟩",
        'const api = new WooCommerceRestApi({ url: "https://⟨site⟩", consumerKey: "⟨ck⟩", '
        'consumerSecret: "⟨cs⟩", version: "wc/v3" });',
        "Clés REST WooCommerce pour le connecteur Sendcloud (⟨site⟩, lecture/écriture) :\n"
        "- clé client : ⟨ck⟩\n- secret client : ⟨cs⟩",
        "GET https://⟨site⟩/wp-json/wc/v3/products?per_page=100&consumer_key=⟨ck⟩"
        "&consumer_secret=⟨cs⟩ → 200 (2.41 s)",
        "Chiavi API WooCommerce di ⟨site⟩ per l'import prodotti: ck ⟨ck⟩ / cs ⟨cs⟩",
    ),
    secret_kind(
        "magento_integration_token",
        _magento_token,
        ("at", "cs", "ats", "pw"),
        'curl -H "Authorization: Bearer ⟨at⟩" '
        '"https://⟨site⟩/rest/V1/orders?searchCriteria[pageSize]=20"',
        'Integration "ERP Bridge" on ⟨site⟩ (System → Integrations → Activate):\n'
        "Consumer Key: ⟨ck⟩\nConsumer Secret: ⟨cs⟩\nAccess Token: ⟨at⟩\n"
        "Access Token Secret: ⟨ats⟩",
        '{\n  "name": "⟨client⟩ prod",\n  "values": [\n'
        '    {"key": "base_url", "value": "https://⟨site⟩/rest/default/V1", "enabled": true},\n'
        '    {"key": "magento_token", "value": "⟨at⟩", "type": "secret", "enabled": true}\n'
        "  ]\n}",
        '$ curl -X POST "https://⟨site⟩/rest/V1/integration/admin/token" '
        '-H "Content-Type: application/json" -d \'{"username":"traboule-api",'
        '"password":"⟨pw⟩"}\'\n"⟨at⟩"',
        "Token di integrazione Magento per ⟨site⟩ (non scade, attenzione): ⟨at⟩",
        "MAGENTO_ACCESS_TOKEN=⟨at⟩ php bin/sync-stock.php --store=⟨client⟩",
    ),
    secret_kind(
        "magento_env_php_secrets",
        _magento_env,
        ("key", "pw"),
        "app/etc/env.php on ⟨site⟩ (prod):\n    'crypt' => [\n        'key' => '⟨key⟩'\n"
        "    ],\n    'db' => [\n        'table_prefix' => '',\n        'connection' => [\n"
        "            'default' => [\n                'host' => 'localhost',\n"
        "                'dbname' => '⟨db⟩',\n                'username' => '⟨db⟩_app',\n"
        "                'password' => '⟨pw⟩',\n                'active' => '1'\n"
        "            ]\n        ]\n    ],",
        "bin/magento setup:install --db-host=127.0.0.1 --db-name=⟨db⟩ --db-user=⟨db⟩_app "
        "--db-password='⟨pw⟩' --key='⟨key⟩' --backend-frontname=admin_⟨adm⟩",
        "Clé de chiffrement Magento de ⟨site⟩ (env.php → crypt/key) : ⟨key⟩ — sans elle les "
        "mots de passe SMTP/PSP en base sont illisibles après la migration",
        "$ grep -A2 \"'crypt'\" app/etc/env.php\n    'crypt' => [\n        'key' => '⟨key⟩'\n"
        "    ],",
        "Password del DB di ⟨site⟩ (utente ⟨db⟩_app, vedi env.php): ⟨pw⟩",
    ),
    secret_kind(
        "prestashop_webservice_key",
        _presta,
        ("k",),
        'curl -u ⟨k⟩: "https://⟨site⟩/api/orders?display=full&output_format=JSON"',
        "Klucz webservice PrestaShop dla ⟨site⟩ (uprawnienia: orders GET, "
        "stock_availables PUT): ⟨k⟩",
        "works straight in the browser: https://⟨site⟩/api/products?ws_key=⟨k⟩"
        "&output_format=JSON&limit=50",
        "$webService = new PrestaShopWebservice('https://⟨site⟩', '⟨k⟩', false);",
        "PS_SHOP_URL=https://⟨site⟩\nPS_WEBSERVICE_KEY=⟨k⟩",
        "Clé webservice créée dans Paramètres avancés → Webservice pour le connecteur "
        "Colissimo (⟨site⟩) : ⟨k⟩",
        "[⟨d⟩ ⟨hm⟩] sync.ERROR: PrestaShop 401 for https://⟨k⟩@⟨site⟩/api/stock_availables/⟨n⟩",
    ),
    secret_kind(
        "klaviyo_private_api_key",
        _klaviyo,
        ("k",),
        "curl --request GET --url 'https://a.klaviyo.com/api/lists/' "
        "--header 'Authorization: Klaviyo-API-Key ⟨k⟩' --header 'revision: 2027-04-15'",
        "KLAVIYO_PUBLIC_KEY=⟨pub⟩\nKLAVIYO_PRIVATE_API_KEY=⟨k⟩",
        "Clé API privée Klaviyo de ⟨shop⟩ (Full Access, créée pour la migration "
        "Mailchimp → Klaviyo) : ⟨k⟩",
        'klaviyo = KlaviyoAPI("⟨k⟩", max_delay=60, max_retries=3)',
        "클라비요 비공개 API 키 (⟨shop⟩, 프로필 읽기/쓰기): ⟨k⟩",
        "⟨d⟩ ⟨hm⟩ klaviyo-sync WARN 429 on POST /api/profile-import/ key=⟨k⟩ retry_after=12",
    ),
    secret_kind(
        "mailchimp_api_key",
        _mailchimp,
        ("k",),
        'curl -sS "https://us⟨dc⟩.api.mailchimp.com/3.0/lists/⟨list⟩/members?count=10" '
        '--user "anystring:⟨k⟩"',
        "MAILCHIMP_API_KEY=⟨k⟩\nMAILCHIMP_SERVER_PREFIX=us⟨dc⟩\nMAILCHIMP_AUDIENCE_ID=⟨list⟩",
        'client.set_config({"api_key": "⟨k⟩", "server": "us⟨dc⟩"})',
        "Clé API Mailchimp du compte ⟨client⟩ (avant la migration vers Brevo) : ⟨k⟩",
        "API key Mailchimp di ⟨client⟩: ⟨k⟩ — da revocare quando chiudiamo l'account",
    ),
    secret_kind(
        "brevo_api_key",
        _brevo,
        ("k", "s"),
        "curl --request POST --url https://api.brevo.com/v3/smtp/email "
        "--header 'api-key: ⟨k⟩' --header 'content-type: application/json' "
        "--data @order-confirmation.json",
        "BREVO_API_KEY=⟨k⟩",
        "SMTP relay for ⟨site⟩ (WP Mail SMTP):\nhost: smtp-relay.brevo.com\nport: 587\n"
        "login: ⟨login⟩@smtp-brevo.com\npassword: ⟨s⟩",
        "Clé API Brevo du compte ⟨client⟩ (campagnes + transactionnel) : ⟨k⟩",
        "Klucz SMTP Brevo dla ⟨client⟩ (PrestaShop → Parametry e-mail): ⟨s⟩",
    ),
    secret_kind(
        "hubspot_private_app_token",
        _hubspot,
        ("t",),
        "curl --request GET --url 'https://api.hubapi.com/crm/v3/objects/contacts?limit=10' "
        "--header 'authorization: Bearer ⟨t⟩'",
        "HUBSPOT_PORTAL_ID=⟨portal⟩\nHUBSPOT_ACCESS_TOKEN=⟨t⟩",
        "Token de l'app privée HubSpot « Traboule CRM sync » (portail ⟨portal⟩, "
        "crm.objects.contacts.write) : ⟨t⟩",
        'const hubspotClient = new hubspot.Client({ accessToken: "⟨t⟩" });',
        "⟨d⟩ ⟨hm⟩ crm-sync INFO POST https://api.hubapi.com/crm/v3/objects/deals/batch/create "
        "auth=Bearer ⟨t⟩ status=201",
    ),
    secret_kind(
        "google_ads_api_credentials",
        _google_ads,
        ("dev", "cs", "rt"),
        "google-ads.yaml:\ndeveloper_token: ⟨dev⟩\nclient_id: ⟨cid⟩\nclient_secret: ⟨cs⟩\n"
        "refresh_token: ⟨rt⟩\nlogin_customer_id: ⟨login⟩\nuse_proto_plus: True",
        "Google Ads developer token of the Traboule MCC (Basic access approved ⟨d⟩): ⟨dev⟩",
        'curl -X POST "https://googleads.googleapis.com/v22/customers/⟨cust⟩/googleAds:'
        'searchStream" -H "Authorization: Bearer $(gcloud auth print-access-token)" '
        '-H "developer-token: ⟨dev⟩" -H "login-customer-id: ⟨login⟩" '
        '--data \'{"query":"SELECT campaign.name FROM campaign"}\'',
        "GOOGLE_ADS_DEVELOPER_TOKEN=⟨dev⟩\nGOOGLE_ADS_CLIENT_ID=⟨cid⟩\n"
        "GOOGLE_ADS_CLIENT_SECRET=⟨cs⟩\nGOOGLE_ADS_REFRESH_TOKEN=⟨rt⟩",
        "Refresh token OAuth du compte Google Ads de ⟨client⟩ (sorti de "
        "generate_user_credentials.py) : ⟨rt⟩",
        "Developer token Google Ads dell'MCC: ⟨dev⟩ — client secret OAuth: ⟨cs⟩",
    ),
    secret_kind(
        "ga4_measurement_protocol_secret",
        _ga4,
        ("s",),
        'curl -X POST "https://www.google-analytics.com/mp/collect?measurement_id=⟨mid⟩'
        '&api_secret=⟨s⟩" -d \'{"client_id":"⟨cl⟩","events":[{"name":"purchase",'
        '"params":{"transaction_id":"⟨order⟩","value":89.90,"currency":"EUR"}}]}\'',
        "GA4_MEASUREMENT_ID=⟨mid⟩\nGA4_API_SECRET=⟨s⟩  # server-side purchases from the "
        "Mollie webhook",
        "Secret API Measurement Protocol (GA4 → Admin → Flux de données → ⟨mid⟩) : ⟨s⟩",
        'MP_URL = "https://www.google-analytics.com/mp/collect?measurement_id=⟨mid⟩'
        '&api_secret=⟨s⟩"',
        "GA4 측정 프로토콜 API 비밀 (⟨mid⟩, 서버 이벤트용): ⟨s⟩",
    ),
    secret_kind(
        "meta_conversions_api_token",
        _meta,
        ("t",),
        'curl -X POST "https://graph.facebook.com/v21.0/⟨pixel⟩/events?access_token=⟨t⟩" '
        '-F \'data=[{"event_name":"Purchase","event_time":⟨ts⟩,'
        '"action_source":"website"}]\'',
        "META_PIXEL_ID=⟨pixel⟩\nMETA_CAPI_ACCESS_TOKEN=⟨t⟩",
        "Token d'accès Conversions API généré dans le Gestionnaire d'événements "
        "(pixel ⟨pixel⟩, ⟨shop⟩) : ⟨t⟩",
        "capi-gateway ⟨d⟩ ⟨hm⟩ POST /v21.0/⟨pixel⟩/events access_token=⟨t⟩ → "
        '{"events_received":1,"fbtrace_id":"⟨fbt⟩"}',
        "Token CAPI (Meta) dla ⟨client⟩: ⟨t⟩",
        'FacebookAdsApi.init(access_token="⟨t⟩")',
    ),
    secret_kind(
        "stripe_secret_and_restricted_keys",
        _stripe_sk,
        ("sk", "rk"),
        "curl https://api.stripe.com/v1/charges?limit=3 -u ⟨sk⟩:",
        "STRIPE_PUBLISHABLE_KEY=⟨pk⟩\nSTRIPE_SECRET_KEY=⟨sk⟩",
        'Restricted key "sendcloud-labels" (charges: read) for ⟨client⟩: ⟨rk⟩',
        'const stripe = require("stripe")("⟨sk⟩");',
        "Clé secrète Stripe live de ⟨client⟩ (Développeurs → Clés API) : ⟨sk⟩",
        "stripe customers list --limit 5 --api-key ⟨rk⟩",
        "Chiave segreta Stripe (live) di ⟨client⟩ incollata per errore nel ticket: ⟨sk⟩",
    ),
    secret_kind(
        "stripe_webhook_signing_secret",
        _stripe_wh,
        ("w", "wcli"),
        "STRIPE_WEBHOOK_SECRET=⟨w⟩",
        "$ stripe listen --forward-to localhost:3000/api/webhooks/stripe\n"
        "> Ready! You are using Stripe API Version [2027-04-01]. Your webhook signing secret "
        "is ⟨wcli⟩ (^C to quit)",
        'event = stripe.Webhook.construct_event(payload, sig_header, "⟨w⟩")',
        "Secret de signature du endpoint https://⟨site⟩/stripe/webhook "
        "(Dashboard → Webhooks) : ⟨w⟩",
        "$ wp option get woocommerce_stripe_settings --format=json | jq -r .webhook_secret\n⟨w⟩",
        "스트라이프 웹훅 서명 비밀 (⟨client⟩ 운영): ⟨w⟩",
    ),
    secret_kind(
        "paypal_client_secret",
        _paypal,
        ("sec",),
        'curl -v https://api-m.paypal.com/v1/oauth2/token -u "⟨cid⟩:⟨sec⟩" '
        '-d "grant_type=client_credentials"',
        "PAYPAL_CLIENT_ID=⟨cid⟩\nPAYPAL_CLIENT_SECRET=⟨sec⟩\nPAYPAL_MODE=live",
        "PayPal (app REST « ⟨client⟩ boutique ») — client id ⟨cid⟩, secret ⟨sec⟩",
        "Secret dell'app PayPal live di ⟨client⟩: ⟨sec⟩",
        '{"woocommerce-ppcp-settings": {"client_id_production": "⟨cid⟩", '
        '"client_secret_production": "⟨sec⟩", "merchant_email_production": "shop@⟨site⟩"}}',
    ),
    secret_kind(
        "mollie_api_key",
        _mollie,
        ("live", "test", "access"),
        'curl -X GET https://api.mollie.com/v2/payments?limit=5 -H "Authorization: Bearer ⟨live⟩"',
        "MOLLIE_API_KEY=⟨live⟩\nMOLLIE_PROFILE_ID=⟨pfl⟩",
        "Chiave API Mollie live di ⟨client⟩ (profilo ⟨pfl⟩): ⟨live⟩",
        '$mollie = new \\Mollie\\Api\\MollieApiClient();\n$mollie->setApiKey("⟨test⟩");',
        "Token d'accès d'organisation Mollie (payments.read, refunds.write) pour le script de "
        "remboursements : ⟨access⟩",
        "MOLLIE_API_KEY_TEST: ⟨test⟩\nMOLLIE_API_KEY: ⟨live⟩\nMOLLIE_ENVIRONMENT: 1",
    ),
    secret_kind(
        "adyen_api_and_hmac_keys",
        _adyen,
        ("key", "hmac"),
        "curl https://checkout-test.adyen.com/v71/paymentMethods -H 'x-API-key: ⟨key⟩' "
        "-H 'content-type: application/json' -d '{\"merchantAccount\":\"⟨merchant⟩\"}'",
        "ADYEN_API_KEY=⟨key⟩\nADYEN_CLIENT_KEY=⟨ckey⟩\nADYEN_MERCHANT_ACCOUNT=⟨merchant⟩\n"
        "ADYEN_HMAC_KEY=⟨hmac⟩",
        "Clé HMAC des notifications Adyen (Customer Area → Webhooks → Standard) pour "
        "⟨merchant⟩ : ⟨hmac⟩",
        "Adyen API key of ws@Company.TrabouleDigital (Developers → API credentials): ⟨key⟩",
        "API key Adyen (live) per ⟨merchant⟩, generata oggi: ⟨key⟩",
        'const client = new Client({ apiKey: "⟨key⟩", environment: "LIVE", '
        'liveEndpointUrlPrefix: "⟨prefix⟩" });',
    ),
    secret_kind(
        "algolia_admin_api_key",
        _algolia,
        ("admin",),
        'curl -X GET "https://⟨app⟩-dsn.algolia.net/1/indexes" -H "X-Algolia-API-Key: ⟨admin⟩" '
        '-H "X-Algolia-Application-Id: ⟨app⟩"',
        "ALGOLIA_APP_ID=⟨app⟩\nALGOLIA_ADMIN_API_KEY=⟨admin⟩\n"
        "NEXT_PUBLIC_ALGOLIA_SEARCH_KEY=⟨search⟩",
        'const client = algoliasearch("⟨app⟩", "⟨admin⟩"); // reindex job, server only',
        "Clé Admin API Algolia (⟨app⟩, index ⟨idx⟩) : ⟨admin⟩ — surtout pas dans le thème",
        'algolia profile add --name "⟨idx⟩" --app-id "⟨app⟩" --admin-api-key "⟨admin⟩"',
        "알골리아 관리자 API 키 (⟨app⟩): ⟨admin⟩ — 인덱싱 작업 전용",
    ),
    secret_kind(
        "cloudflare_api_token",
        _cloudflare,
        ("tok", "gk"),
        'curl -X POST "https://api.cloudflare.com/client/v4/zones/⟨zone⟩/purge_cache" '
        '-H "Authorization: Bearer ⟨tok⟩" -H "Content-Type: application/json" '
        "--data '{\"purge_everything\":true}'",
        "CLOUDFLARE_API_TOKEN=⟨tok⟩\nCLOUDFLARE_ZONE_ID=⟨zone⟩",
        "curl https://api.cloudflare.com/client/v4/zones -H 'X-Auth-Email: "
        "ops@traboule-digital.fr' -H 'X-Auth-Key: ⟨gk⟩'",
        "Token API Cloudflare « DNS edit – ⟨domain⟩ » (zone ⟨zone⟩) : ⟨tok⟩",
        "CLOUDFLARE_API_TOKEN=⟨tok⟩ npx wrangler deploy --env production",
        "Globalny klucz API Cloudflare (konto agencji, do usunięcia!): ⟨gk⟩",
        'provider "cloudflare" {\n  api_token = "⟨tok⟩"\n}',
    ),
    secret_kind(
        "netlify_vercel_tokens",
        _netlify_vercel,
        ("nfp", "vt"),
        "NETLIFY_AUTH_TOKEN=⟨nfp⟩ netlify deploy --prod --dir=dist --site ⟨siteid⟩",
        "VERCEL_TOKEN=⟨vt⟩\nVERCEL_ORG_ID=⟨team⟩\nVERCEL_PROJECT_ID=⟨prj⟩",
        "vercel deploy --prod --token ⟨vt⟩ --scope traboule-digital",
        'curl -H "Authorization: Bearer ⟨nfp⟩" '
        '"https://api.netlify.com/api/v1/sites/⟨siteid⟩/deploys?per_page=5"',
        "Token Vercel perso (scope Traboule Digital, expire dans 90 jours) : ⟨vt⟩",
        "Token di accesso personale Netlify di Giulia per il sito headless di ⟨client⟩: ⟨nfp⟩",
    ),
    secret_kind(
        "sentry_auth_token",
        _sentry,
        ("org", "user"),
        "SENTRY_AUTH_TOKEN=⟨org⟩\nSENTRY_ORG=traboule-digital\nSENTRY_PROJECT=⟨proj⟩",
        "sentry-cli --auth-token ⟨user⟩ releases new ⟨proj⟩@⟨ver⟩",
        "curl https://de.sentry.io/api/0/projects/traboule-digital/⟨proj⟩/issues/ "
        '-H "Authorization: Bearer ⟨user⟩"',
        ".sentryclirc:\n[auth]\ntoken=⟨org⟩\n\n[defaults]\norg=traboule-digital\nproject=⟨proj⟩",
        "Token d'organisation Sentry (upload des sourcemaps depuis la CI) : ⟨org⟩",
        'sentryVitePlugin({ org: "traboule-digital", project: "⟨proj⟩", authToken: "⟨org⟩" })',
    ),
    secret_kind(
        "github_tokens",
        _github,
        ("ghp", "pat"),
        "git remote set-url origin https://⟨dev⟩:⟨ghp⟩@github.com/traboule-digital/⟨repo⟩.git",
        "GITHUB_TOKEN=⟨pat⟩ gh release create v⟨ver⟩ --repo traboule-digital/⟨repo⟩ "
        "--generate-notes",
        ".npmrc:\n@traboule-digital:registry=https://npm.pkg.github.com\n"
        "//npm.pkg.github.com/:_authToken=⟨ghp⟩",
        "PAT fine-grained pour le déploiement du thème (repo ⟨repo⟩, contents:read) : ⟨pat⟩",
        "composer config --global github-oauth.github.com ⟨ghp⟩",
        "깃허브 토큰 (⟨repo⟩ 배포용, 만료 ⟨d⟩): ⟨pat⟩",
        'auth.json:\n{\n    "github-oauth": {\n        "github.com": "⟨ghp⟩"\n    }\n}',
    ),
    secret_kind(
        "legacy_ftp_sftp_passwords",
        _ftp,
        ("pw", "pw64", "upw"),
        "lftp -u ⟨user⟩,'⟨pw⟩' ⟨host⟩ -e \"mirror -R --only-newer ./wp-content/themes/"
        '⟨client⟩ /www/wp-content/themes/⟨client⟩; quit"',
        "<Server>\n    <Host>⟨host⟩</Host>\n    <Port>21</Port>\n    <Protocol>0</Protocol>\n"
        '    <User>⟨user⟩</User>\n    <Pass encoding="base64">⟨pw64⟩</Pass>\n'
        "    <Name>⟨client⟩ (mutualisé)</Name>\n</Server>",
        '.vscode/sftp.json:\n{\n  "name": "⟨client⟩ legacy",\n  "host": "⟨host⟩",\n'
        '  "protocol": "sftp",\n  "port": 22,\n  "username": "⟨user⟩",\n'
        '  "password": "⟨pw⟩",\n  "remotePath": "/home/⟨user⟩/www"\n}',
        "Accès FTP de l'ancien site ⟨client⟩ (mutualisé) : ⟨user⟩ / ⟨pw⟩ sur ⟨host⟩",
        'curl -T backup-⟨d⟩.sql.gz "ftp://⟨user⟩:⟨upw⟩@⟨host⟩/backups/"',
        "Hasło SFTP do starego hostingu ⟨client⟩ (⟨host⟩, użytkownik ⟨user⟩): ⟨pw⟩",
        "sshpass -p '⟨pw⟩' sftp -oPort=22 ⟨user⟩@⟨host⟩",
    ),
    secret_kind(
        "mysql_passwords",
        _mysql,
        ("pw", "upw", "hash"),
        "mysqldump -h ⟨host⟩ -u ⟨user⟩ -p'⟨pw⟩' --single-transaction ⟨db⟩ | gzip > ⟨db⟩-⟨d⟩.sql.gz",
        "~/.my.cnf on the staging box:\n[client]\nuser=⟨user⟩\npassword=⟨pw⟩\nhost=⟨host⟩",
        "define( 'DB_NAME', '⟨db⟩' );\ndefine( 'DB_USER', '⟨user⟩' );\n"
        "define( 'DB_PASSWORD', '⟨pw⟩' );\ndefine( 'DB_HOST', 'localhost' );",
        "DATABASE_URL=mysql://⟨user⟩:⟨upw⟩@⟨host⟩:3306/⟨db⟩",
        "CREATE USER '⟨user⟩_ro'@'%' IDENTIFIED BY '⟨pw⟩';\n"
        "GRANT SELECT, LOCK TABLES, SHOW VIEW ON ⟨db⟩.* TO '⟨user⟩_ro'@'%';",
        "-- MySQL dump 10.13  Distrib 8.0.41, for Linux (x86_64)\n"
        "-- Host: localhost    Database: ⟨db⟩\n"
        "INSERT INTO `wp_users` VALUES (1,'admin_⟨user⟩','⟨hash⟩','admin_⟨user⟩',"
        "'contact@⟨site⟩','','2019-03-14 09:12:44','',0,'admin');",
        "Password MySQL del DB ⟨db⟩ (utente ⟨user⟩) sul vecchio server: ⟨pw⟩",
    ),
    secret_kind(
        "wordpress_salts",
        _salts,
        tuple(f"k{i}" for i in range(1, 9)),
        "$ curl -s https://api.wordpress.org/secret-key/1.1/salt/\n" + _SALTS_ALIGNED,
        "wp-config.php on ⟨site⟩:\n" + "\n".join(_SALTS_PLAIN.split("\n")[:4]),
        ".env (Bedrock) for ⟨site⟩:\nWP_ENV=production\nWP_HOME=https://⟨site⟩\n" + _SALTS_BEDROCK,
        "NONCE_SALT actuel de ⟨site⟩ (copié depuis wp-config.php) : ⟨k8⟩",
        _SALTS_PLAIN,
    ),
    secret_kind(
        "gcp_service_account_private_key",
        _gcp,
        ("body",),
        '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
        '  "private_key_id": "⟨kid⟩",\n  "private_key": "' + _SA_PEM + '",\n'
        '  "client_email": "⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com",\n  "client_id": "⟨cid⟩",\n'
        '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
        '  "token_uri": "https://oauth2.googleapis.com/token"\n}',
        'GOOGLE_SERVICE_ACCOUNT_JSON=\'{"type":"service_account","project_id":"⟨proj⟩",'
        '"private_key_id":"⟨kid⟩","private_key":"' + _SA_PEM + '","client_email":'
        '"⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com"}\'',
        "Clé du compte de service pour l'API GA4 Data (rapport mensuel ⟨client⟩), extrait "
        'du JSON :\n  "private_key_id": "⟨kid⟩",\n  "private_key": "' + _SA_PEM + '",',
    ),
    secret_kind(
        "ssh_and_tls_private_keys",
        _ssh,
        ("body", "rsa"),
        "~/.ssh/id_ed25519_⟨client⟩ (deploy key for the shared hosting):\n\n" + _SSH_PEM,
        "$ cat ~/.ssh/deploy_⟨client⟩\n" + _SSH_PEM,
        "privkey.pem du certificat de ⟨site⟩ (copié avant la migration) :\n" + _TLS_PEM,
        "Chiave privata SSH per lo staging di ⟨client⟩ (utente deploy su ⟨host⟩):\n"
        + _SSH_PEM
        + "\n",
    ),
    secret_kind(
        "automation_webhook_urls",
        _hooks,
        ("make", "slack"),
        'Make scenario "⟨client⟩ – new order → Google Sheet" listens on '
        "https://hook.⟨region⟩.make.com/⟨make⟩",
        "curl -X POST https://hook.⟨region⟩.make.com/⟨make⟩ -H 'Content-Type: "
        'application/json\' -d \'{"order":"⟨order⟩","total":"129.00"}\'',
        "SLACK_WEBHOOK_URL=" + _SLACK_HOOK + "⟨tid⟩/⟨bid⟩/⟨slack⟩",
        "Shopify Flow → Send HTTP request (⟨shop⟩):\nURL: https://hook.⟨region⟩.make.com/⟨make⟩\n"
        'Method: POST\nBody: {"order_id": "{{order.id}}"}',
        "Webhook Slack du canal #alertes-⟨client⟩ (stocks bas) : "
        + _SLACK_HOOK
        + "⟨tid⟩/⟨bid⟩/⟨slack⟩",
        "메이크 웹훅 URL (⟨client⟩ 반품 처리): https://hook.⟨region⟩.make.com/⟨make⟩",
    ),
    secret_kind(
        "recaptcha_secret_key",
        _recaptcha,
        ("sec",),
        "curl -X POST https://www.google.com/recaptcha/api/siteverify "
        '-d "secret=⟨sec⟩&response=$TOKEN"',
        "RECAPTCHA_SITE_KEY=⟨sitekey⟩\nRECAPTCHA_SECRET_KEY=⟨sec⟩",
        "Clé secrète reCAPTCHA v3 du formulaire de contact ⟨domain⟩ : ⟨sec⟩ "
        "(la clé de site est ⟨sitekey⟩)",
        "Klucz tajny reCAPTCHA (moduł formularza kontaktowego, ⟨site⟩): ⟨sec⟩",
        "$response = wp_remote_post('https://www.google.com/recaptcha/api/siteverify', "
        "['body' => ['secret' => '⟨sec⟩', 'response' => $token]]);",
        "Chiave segreta reCAPTCHA per il checkout di ⟨site⟩: ⟨sec⟩",
    ),
    secret_kind(
        "deepl_api_key",
        _deepl,
        ("kfx", "kpro"),
        "curl -X POST 'https://api-free.deepl.com/v2/translate' --header 'Authorization: "
        "DeepL-Auth-Key ⟨kfx⟩' --data-urlencode 'text=Tablette chocolat noir 70 %' "
        "--data-urlencode 'target_lang=IT'",
        "DEEPL_AUTH_KEY=⟨kpro⟩",
        "Clé DeepL Pro de l'agence (fiches produits FR → IT/PL) : ⟨kpro⟩",
        'translator = deepl.Translator("⟨kfx⟩")',
        "Klucz DeepL (darmowy, konto Piotra): ⟨kfx⟩",
    ),
    secret_kind(
        "secret_in_mixed_note",
        _mixed,
        ("shpat", "sk", "mollie", "ps"),
        "## ⟨d⟩ — ⟨shop⟩\n- live theme #⟨theme⟩, preview on #⟨theme2⟩\n"
        "- gid://shopify/Product/⟨pid⟩ missing from the Google feed\n"
        "- GA4 ⟨mid⟩ and pixel ⟨pixel⟩ both firing\n"
        "- Admin token of the feed app: ⟨shpat⟩ (move it to 1Password!)\n"
        "- order #⟨order⟩ refunded via Mollie ⟨tr⟩",
        "Debug checkout ⟨site⟩\n\n| what | value |\n|---|---|\n| Stripe pk | ⟨pk⟩ |\n"
        "| Stripe sk | ⟨sk⟩ |\n| last event | ⟨evt⟩ |\n| deployed commit | ⟨sha⟩ |",
        "Incident ⟨d⟩ — paiements refusés chez ⟨client⟩\n- cf-ray ⟨ray⟩-CDG\n"
        "- Adyen pspReference ⟨psp⟩\n- commit ⟨sha7⟩ déployé à ⟨hm⟩\n"
        "- la clé Mollie live ⟨mollie⟩ traînait dans le fil Slack → à faire tourner\n"
        "- Sentry event ⟨ev⟩",
        "Notatki ⟨d⟩ (⟨presta⟩)\n* NIP klienta: ⟨nip⟩\n* InPost: ⟨inpost⟩\n"
        "* klucz webservice: ⟨ps⟩\n* EAN nowej wazy: ⟨ean⟩",
    ),
)
