"""Benign: notes that talk about secrets without holding one — placeholders and example
values, where a secret lives and when it was rotated, password policy text, and the public
discount codes the shops print in their newsletters."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike20.gen import (
    PRESTA,
    SHOPIFY,
    WOO,
    Kind,
    benign_kind,
    client_fields,
    hexs,
    num,
    pick,
    slug,
)

# Placeholder lines: vendor prefixes joined from pieces, then obvious filler.
_PLACEHOLDER_LINES = (
    "SHOPIFY_ADMIN_API_ACCESS_TOKEN=" + "shp" + "at_" + "x" * 32,
    "STRIPE_SECRET_KEY=" + "s" + "k_test_" + "X" * 24,
    "STRIPE_WEBHOOK_SECRET=" + "wh" + "sec_" + "...",
    "MOLLIE_API_KEY=" + "te" + "st_" + "x" * 30,
    "KLAVIYO_PRIVATE_API_KEY=" + "p" + "k_<your-private-key>",
    "WC_CONSUMER_KEY=" + "c" + "k_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    "WC_CONSUMER_SECRET=" + "c" + "s_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    "PAYPAL_CLIENT_SECRET=changeme",
    "ALGOLIA_ADMIN_API_KEY=",
    "PS_WEBSERVICE_KEY=YOUR_WEBSERVICE_KEY",
    "CLOUDFLARE_API_TOKEN=<cloudflare-api-token>",
    "BREVO_API_KEY=" + "xkey" + "sib-<key>",
    "SENTRY_AUTH_TOKEN=" + "sntr" + "ys_YOUR_TOKEN_HERE",
    "GITHUB_TOKEN=" + "gh" + "p_" + "x" * 36,
    "MAILCHIMP_API_KEY=" + "0" * 32 + "-us21",
    "HUBSPOT_ACCESS_TOKEN=" + "pa" + "t-eu1-00000000-0000-0000-0000-000000000000",
    "DEEPL_AUTH_KEY=00000000-0000-0000-0000-000000000000:fx",
    "DB_PASSWORD=",
    "ADYEN_API_KEY=${ADYEN_API_KEY}",
    "META_CAPI_ACCESS_TOKEN=<long-lived system user token>",
)
_PLACEHOLDERS = (
    "<your-api-key>", "YOUR_SHOPIFY_TOKEN_HERE", "{{api_key}}", "$MOLLIE_API_KEY",
    "<paste-key-here>", "${{ secrets.STRIPE_SECRET_KEY }}", "********", "REPLACE_ME",
    "s" + "k_live_" + "•" * 8,
)  # fmt: skip
_VENDORS = (
    "Klaviyo", "Mollie", "Stripe", "Brevo", "PayPal", "Adyen", "Algolia", "Cloudflare",
    "PrestaShop webservice", "Shopify Admin API", "Google Ads", "HubSpot", "DeepL",
)  # fmt: skip
_VAULTS = ("1Password", "Bitwarden", "Vaultwarden")
_POSTMAN_VARS = (
    "shopify_admin_token", "prestashop_ws_key", "magento_token", "mollie_api_key",
    "klaviyo_private_key", "woo_consumer_secret", "stripe_secret_key",
)  # fmt: skip
_CODE_WORDS_FR = (
    "MAMAN", "BIENVENUE", "PRINTEMPS", "FETEDESMERES", "SOLDES", "MERCI", "NEWSLETTER",
    "LIVRAISONOFFERTE", "BONJOURMAI",
)  # fmt: skip
_CODE_WORDS_IT = ("MAMMA", "FESTAMAMMA", "BENVENUTO", "PRIMAVERA", "GRAZIE")
_CODE_WORDS_PL = ("DZIENMATKI", "WIOSNA", "MAMA", "WITAJ", "DZIEKUJEMY")
_IT_SITES = ("olio-ferraro.it", "enoteca-rossi.it", "bottega-lanzi.it")
_COLLECTIONS = ("fete-des-meres", "nouveautes", "coffrets", "soldes", "best-sellers")


def _placeholders(r: Random) -> dict[str, str]:
    lines = r.sample(_PLACEHOLDER_LINES, 4)
    var = r.choice(_POSTMAN_VARS)
    return client_fields(r) | {
        "l1": lines[0],
        "l2": lines[1],
        "l3": lines[2],
        "l4": lines[3],
        "vendor": r.choice(_VENDORS),
        "ph": r.choice(_PLACEHOLDERS),
        "var": var,
        "VAR": var.upper(),
        "skph": "s" + "k_test_" + "X" * r.choice((24, 32, 99)),
    }


def _locations(r: Random) -> dict[str, str]:
    values = client_fields(r)
    return values | {
        "vendor": r.choice(_VENDORS),
        "vault": r.choice(_VAULTS),
        "last4": pick(r, "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4),
        "rkname": r.choice(("sendcloud-labels", "zapier-sync", "metabase-read", "erp-bridge")),
        "repo": r.choice(SHOPIFY) + r.choice(("-theme", "-app", "-sync")),
        "tid": hexs(r, 32),
        "presta": r.choice(PRESTA[:3]),
        "d2": f"2027-{r.choice(('08', '09', '11'))}-{r.randint(1, 30):02d}",
    }


def _policy(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "woo": r.choice(WOO),
        "n": str(r.randint(10, 16)),
        "days": str(r.choice((60, 90, 180))),
        "fails": str(r.randint(3, 8)),
        "presta": r.choice(PRESTA),
    }


def _discounts(r: Random) -> dict[str, str]:
    pct = r.choice((10, 15, 20, 25))

    def code(words: tuple[str, ...]) -> str:
        return r.choice(words) + r.choice((str(pct), "27", "2027", "-" + str(pct)))

    start = r.randint(1, 20)
    return client_fields(r) | {
        "code": code(_CODE_WORDS_FR),
        "code_it": code(_CODE_WORDS_IT),
        "code_pl": code(_CODE_WORDS_PL),
        "it": r.choice(_IT_SITES),
        "pct": str(pct),
        "d": f"2027-05-{start:02d}",
        "d2": f"2027-05-{start + r.randint(3, 11):02d}",
        "did": "1" + num(r, 12),
        "coll": r.choice(_COLLECTIONS),
        "camp": slug(r.choice(PRESTA[:3])) + "-" + r.choice(("maj", "wiosna", "dzien-matki")),
    }


NOTES: tuple[Kind, ...] = (
    benign_kind(
        "placeholders_and_examples",
        _placeholders,
        ".env.example (committed, values are placeholders):\n⟨l1⟩\n⟨l2⟩\n⟨l3⟩\n⟨l4⟩",
        "curl https://api.stripe.com/v1/charges -u ⟨skph⟩:   # placeholder copied from our "
        "README; the real test key is in 1Password",
        "Replace ⟨ph⟩ with the ⟨vendor⟩ key from the vault (Settings → API keys) — never paste "
        "the real value into these notes",
        '{"key": "⟨var⟩", "value": "{{⟨VAR⟩}}", "type": "secret", "enabled": true}',
        "예시 값입니다: ⟨l1⟩ (실제 키 아님, ⟨shop⟩ 문서용)",
        "Dans la doc client de ⟨client⟩, on écrit ⟨ph⟩ à la place du jeton ; le vrai est dans "
        "le coffre",
        "env:\n  SHOPIFY_CLI_THEME_TOKEN: ${{ secrets.SHOPIFY_CLI_THEME_TOKEN }}\n"
        "  SHOPIFY_FLAG_STORE: ⟨shop⟩.myshopify.com",
    ),
    benign_kind(
        "secret_location_and_rotation_notes",
        _locations,
        "Rotated the ⟨vendor⟩ key for ⟨client⟩ on ⟨d⟩: new value in ⟨vault⟩ → "
        "Clients/⟨client⟩/⟨vendor⟩, old one revoked in the dashboard. Code reads it from env.",
        "op://Clients/⟨client⟩ ⟨vendor⟩/credential is what .env.tpl references — "
        "`op inject -i .env.tpl -o .env` before `npm run dev`",
        "Le token Admin API de ⟨shop⟩ est dans Doppler (projet ⟨shop⟩, config prd) — ne pas "
        "le recopier ici.",
        'Stripe restricted key "⟨rkname⟩" (ending …⟨last4⟩) revoked on ⟨d⟩ after the '
        "contractor left ⟨client⟩.",
        "La chiave ⟨vendor⟩ di ⟨client⟩ è stata ruotata il ⟨d⟩; il nuovo valore è solo in "
        "⟨vault⟩, prossima rotazione ⟨d2⟩",
        "Klucz webservice ⟨presta⟩ wygenerowany ponownie ⟨d⟩, stary usunięty. Nowy tylko w "
        "⟨vault⟩.",
        "gh secret set SHOPIFY_CLI_THEME_TOKEN --repo traboule-digital/⟨repo⟩   # value "
        "typed at the prompt, not stored anywhere else",
        'Cloudflare token id ⟨tid⟩ ("DNS edit – ⟨domain⟩") rolled on ⟨d⟩: same id, new value '
        "in ⟨vault⟩",
    ),
    benign_kind(
        "password_policy_text",
        _policy,
        "Password policy set for ⟨shop⟩ staff accounts: min. ⟨n⟩ characters, no reuse of "
        "the last 5, 2FA mandatory (Shopify → Settings → Users → Security).",
        "bin/magento config:set admin/security/password_lifetime ⟨days⟩\n"
        "bin/magento config:set admin/security/password_is_forced 1\n"
        "bin/magento config:set admin/security/lockout_failures ⟨fails⟩",
        "Politique mot de passe WooCommerce (⟨woo⟩) : ⟨n⟩ caractères min., au moins une "
        "majuscule, un chiffre et un caractère spécial ; blocage après ⟨fails⟩ échecs",
        "const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{⟨n⟩,128}$/;"
        "  // account creation at checkout",
        "Polityka haseł w PrestaShop (⟨presta⟩): minimum ⟨n⟩ znaków, wynik zxcvbn ≥ 3, "
        "blokada po ⟨fails⟩ próbach",
        "비밀번호 정책: 최소 ⟨n⟩자, 대문자·숫자·특수문자 포함, ⟨days⟩일마다 변경 "
        "(⟨client⟩ 관리자 계정)",
        "PASSWORD_MIN_LENGTH=⟨n⟩\nPASSWORD_MAX_AGE_DAYS=⟨days⟩\nPASSWORD_HASH=argon2id\n"
        "PASSWORD_PEPPER=  # in the vault, not here",
    ),
    benign_kind(
        "public_discount_codes",
        _discounts,
        "Newsletter ⟨d⟩ : code ⟨code⟩ (-⟨pct⟩ % sur tout le site jusqu'au ⟨d2⟩), lien "
        "https://⟨domain⟩/discount/⟨code⟩?redirect=/collections/⟨coll⟩",
        "gid://shopify/DiscountCodeNode/⟨did⟩ → code ⟨code⟩, one use per customer, printed in "
        "the Instagram bio of ⟨shop⟩",
        "Codice sconto pubblico per la Festa della Mamma: ⟨code_it⟩ (⟨pct⟩%), attivo su ⟨it⟩",
        "Kod rabatowy z kampanii ⟨camp⟩: ⟨code_pl⟩ — publiczny, był na banerze",
        "| campaign | code | discount | channel |\n|---|---|---|---|\n"
        "| ⟨camp⟩ | ⟨code_pl⟩ | ⟨pct⟩% | Instagram |",
        "공개 할인 코드 ⟨code⟩ (⟨pct⟩%) — ⟨shop⟩ 뉴스레터와 인스타그램에 게시됨",
    ),
)
