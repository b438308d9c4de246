"""Benign: identifiers an agency developer pastes all day — Shopify GIDs and theme ids,
payment object ids, Cloudflare/Vercel/Netlify ids, request and trace ids, git SHAs, order and
tracking numbers, the agency's invoice identifiers, barcodes and SKUs. None grants access."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike20.gen import (
    AGENCY,
    ALNUM,
    DIGITS,
    LOWER_ALNUM,
    MAGENTO,
    PRESTA,
    SHOPIFY,
    UPPER_ALNUM,
    WOO,
    Kind,
    benign_kind,
    client_fields,
    ean13,
    hexs,
    iban_fr,
    nip_pl,
    num,
    partita_iva,
    pick,
    s10,
    siren,
    siret,
    slug,
    uuid4,
    vat_fr,
)

_TITLES = (
    "Tablette noir 70 % Équateur", "Savon au lait d'ânesse 100 g", "Vase Kobalt 24 cm",
    "Foulard soie « Traboule »", "Olio EVO Coratina 500 ml", "Lunettes Morel Presqu'île",
    "Théière Hanok céleste", "Tome des Bauges AOP 250 g", "Miska Wawel 18 cm",
)  # fmt: skip
_HANDLES = (
    "tablette-noir-70-equateur", "savon-lait-anesse", "vase-kobalt-24", "foulard-soie-traboule",
    "olio-evo-coratina-500", "presquile-ecaille", "theiere-hanok-celeste", "miska-wawel-18",
)  # fmt: skip
_DEV_NAMES = {
    "camille": "Camille Roche",
    "theo": "Théo Martin",
    "yuna": "Yuna Park",
    "piotr": "Piotr Zieliński",
    "giulia": "Giulia Bruno",
}
_COMMITS = (
    "fix(checkout): hide iDEAL for FR shipping", "feat(theme): bundle picker on PDP",
    "chore(deps): bump @shopify/hydrogen", "fix: escape product titles in JSON-LD",
    "feat(prestashop): sync stock every 10 min", "fix(klaviyo): send Placed Order once",
    "refactor: split webhook handlers by topic", "feat(woo): Colissimo relay picker",
    "fix(magento): reindex after price import", "docs: README for the feed uploader",
)  # fmt: skip


def _shopify_ids(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "th1": "1" + num(r, 11),
        "th2": "1" + num(r, 11),
        "pid": r.choice("789") + num(r, 12),
        "vid": "4" + num(r, 13),
        "oid": r.choice("56") + num(r, 12),
        "foid": r.choice("67") + num(r, 12),
        "cid": r.choice("346") + num(r, 11),
        "loc": "7" + num(r, 10),
        "sku": pick(r, UPPER_ALNUM, 3) + "-" + pick(r, UPPER_ALNUM, 5),
        "title": r.choice(_TITLES),
        "order": "#" + r.choice(("", "MP", "AV", "HL")) + num(r, 4),
    }


def _payment_ids(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "evt": "evt_3" + pick(r, ALNUM, 23),
        "we": "we_1" + pick(r, ALNUM, 23),
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "ch": "ch_3" + pick(r, ALNUM, 23),
        "cus": "cus_" + pick(r, ALNUM, 14),
        "tr": "tr_" + pick(r, ALNUM, 10),
        "re": "re_" + pick(r, ALNUM, 10),
        "pfl": "pfl_" + pick(r, ALNUM, 10),
        "psp": pick(r, UPPER_ALNUM, 16),
        "cap": pick(r, UPPER_ALNUM, 17),
        "price1": "price_1" + pick(r, ALNUM, 23),
        "price2": "price_1" + pick(r, ALNUM, 23),
        "order": num(r, 5),
    }


def _cloudflare(r: Random) -> dict[str, str]:
    return client_fields(r) | {"zone": hexs(r, 32), "acct": hexs(r, 32), "tid": hexs(r, 32)}


def _vercel_netlify(r: Random) -> dict[str, str]:
    values = client_fields(r)
    return values | {
        "prj": "prj_" + pick(r, ALNUM, 28),
        "team": "team_" + pick(r, ALNUM, 24),
        "dpl": "dpl_" + pick(r, ALNUM, 28),
        "url": slug(values["site"]) + "-" + pick(r, LOWER_ALNUM, 9) + "-traboule.vercel.app",
        "nsite": uuid4(r),
        "ndeploy": hexs(r, 24),
    }


def _requests(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "u": uuid4(r),
        "ray": hexs(r, 16),
        "ev": hexs(r, 32),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "req": "req_" + pick(r, ALNUM, 14),
        "rep": hexs(r, 64),
        "pdbg": hexs(r, 13),
        "short": pick(r, "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ", r.choice((2, 3))),
        "proj": slug(r.choice(WOO + MAGENTO)).split("-")[0].upper(),
    }


def _git(r: Random) -> dict[str, str]:
    values = client_fields(r)
    full = hexs(r, 40)
    commits = r.sample(_COMMITS, 5)
    return values | {
        "full": full,
        **{f"s{i}": hexs(r, 7) for i in range(1, 6)},
        **{f"m{i}": c for i, c in enumerate(commits, 1)},
        "pr": num(r, 3),
        "repo": r.choice(SHOPIFY) + r.choice(("-theme", "-app", "-sync")),
        "name": _DEV_NAMES[values["dev"]],
        "ver": f"{r.randint(1, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
    }


def _shipping(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "colis": "6A" + pick(r, DIGITS, 11),
        "chrono": s10(r, "X" + r.choice("WXY"), "FR"),
        "lp": s10(r, r.choice(("LA", "CP", "RR")), "FR"),
        "posteit": s10(r, "RR", "IT"),
        "inpost": pick(r, DIGITS, 24),
        "ups": "1Z" + pick(r, UPPER_ALNUM, 6) + r.choice(("68", "03")) + pick(r, DIGITS, 8),
        "dhl": num(r, 10),
        "psref": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 9),
        "presta": r.choice(PRESTA),
        "mag": "000" + num(r, 6),
        "on": r.choice(("", "MP", "AV", "HL")) + num(r, 4),
        "on2": num(r, 4),
        "on3": num(r, 4),
    }


_BICS = ("CCBPFRPPLYO", "AGRIFRPP878", "QNTOFRP1XXX", "CMCIFRPP", "BNPAFRPPXXX")


def _invoice(r: Random) -> dict[str, str]:
    of = siren(r)
    return client_fields(r) | {
        "agency": AGENCY,
        "siret": siret(r, of),
        "siren": of,
        "vat": vat_fr(of),
        "iban": iban_fr(r),
        "bic": r.choice(_BICS),
        "piva": partita_iva(r),
        "nip": nip_pl(r),
        "inv": f"TD-2027-{r.randint(100, 480):04d}",
        "it": slug(r.choice(("olio-ferraro.it", "enoteca-rossi.it", "bottega-lanzi.it"))),
        "pl": slug(r.choice(PRESTA[:3])),
    }


def _barcodes(r: Random) -> dict[str, str]:
    i = r.randrange(len(_HANDLES))
    prefix = r.choice(("300", "320", "376", "590", "800", "880"))

    def sku() -> str:
        return "-".join(
            (pick(r, UPPER_ALNUM[:26], 3), pick(r, UPPER_ALNUM, 6), r.choice(("250G", "M", "24")))
        )

    return client_fields(r) | {
        "sku": sku(),
        "sku2": sku(),
        "ean": ean13(r, prefix),
        "ean2": ean13(r, prefix),
        "handle": _HANDLES[i],
        "title": _TITLES[i],
        "brand": r.choice(("Maison Perrin", "Ceramika Nowak", "Olio Ferraro", "Hanok Living")),
    }


IDS: tuple[Kind, ...] = (
    benign_kind(
        "shopify_gids_and_theme_ids",
        _shopify_ids,
        "$ shopify theme list --store ⟨shop⟩\n  name                 role          id\n"
        "  Dawn – printemps     [live]        #⟨th1⟩\n"
        "  Fête des mères WIP   [unpublished] #⟨th2⟩",
        '{"data":{"product":{"id":"gid://shopify/Product/⟨pid⟩","title":"⟨title⟩",'
        '"variants":{"nodes":[{"id":"gid://shopify/ProductVariant/⟨vid⟩","sku":"⟨sku⟩"}]}}}}',
        "Preview link for the client: https://⟨shop⟩.myshopify.com/?preview_theme_id=⟨th2⟩",
        "Order gid://shopify/Order/⟨oid⟩ (⟨order⟩) stuck in pending — fulfillment order "
        "gid://shopify/FulfillmentOrder/⟨foid⟩",
        "Thème live de ⟨shop⟩ : ⟨th1⟩, copie de travail ⟨th2⟩ ; collection Fête des mères = "
        "gid://shopify/Collection/⟨cid⟩",
        "https://admin.shopify.com/store/⟨shop⟩/products/⟨pid⟩/variants/⟨vid⟩",
        "⟨shop⟩ 라이브 테마 ID ⟨th1⟩, 재고 위치 gid://shopify/Location/⟨loc⟩",
    ),
    benign_kind(
        "payment_object_ids",
        _payment_ids,
        "stripe events resend ⟨evt⟩ --webhook-endpoint=⟨we⟩",
        '{"id": "⟨evt⟩", "object": "event", "type": "payment_intent.succeeded", "data": '
        '{"object": {"id": "⟨pi⟩", "customer": "⟨cus⟩", "latest_charge": "⟨ch⟩"}}}',
        "Mollie : paiement ⟨tr⟩ (profil ⟨pfl⟩) remboursé, remboursement ⟨re⟩",
        "const mollie = Mollie('⟨pfl⟩', { locale: 'fr_FR', testmode: false });",
        "Adyen pspReference ⟨psp⟩ (merchantReference ⟨order⟩) — AUTHORISATION success=false, "
        'refusalReason "Not enough balance"',
        "Rimborso PayPal per l'ordine ⟨order⟩: capture id ⟨cap⟩, stato COMPLETED",
        "Price ids of the subscription box: ⟨price1⟩ (monthly), ⟨price2⟩ (yearly)",
    ),
    benign_kind(
        "cloudflare_zone_account_ids",
        _cloudflare,
        'curl -X POST "https://api.cloudflare.com/client/v4/zones/⟨zone⟩/purge_cache" '
        '-H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" -H "Content-Type: application/json" '
        '--data \'{"files":["https://⟨domain⟩/cdn/shop/t/12/assets/base.css"]}\'',
        'wrangler.toml:\nname = "⟨shop⟩-edge"\nmain = "src/index.ts"\naccount_id = "⟨acct⟩"\n'
        'compatibility_date = "⟨d⟩"\n\n[[routes]]\npattern = "⟨domain⟩/api/*"\n'
        'zone_id = "⟨zone⟩"',
        "CLOUDFLARE_ACCOUNT_ID=⟨acct⟩\nCLOUDFLARE_ZONE_ID=⟨zone⟩",
        '{"result":{"id":"⟨tid⟩","status":"active","expires_on":"2027-11-30T23:59:59Z"},'
        '"success":true,"errors":[],"messages":[{"code":10000,"message":"This API Token is '
        'valid and active"}]}',
        "Zone Cloudflare de ⟨domain⟩ : ⟨zone⟩ (compte ⟨acct⟩) — des identifiants, pas des secrets",
        "https://dash.cloudflare.com/⟨acct⟩/⟨domain⟩/caching/configuration",
    ),
    benign_kind(
        "vercel_netlify_ids",
        _vercel_netlify,
        '.vercel/project.json:\n{"projectId":"⟨prj⟩","orgId":"⟨team⟩"}',
        "env:\n  VERCEL_ORG_ID: ⟨team⟩\n  VERCEL_PROJECT_ID: ⟨prj⟩\n"
        "  VERCEL_TOKEN: ${{ secrets.VERCEL_TOKEN }}",
        "$ vercel inspect ⟨url⟩\n  General\n\n    id\t\t⟨dpl⟩\n    name\t⟨client⟩-headless\n"
        "    target\tproduction",
        '.netlify/state.json: {"siteId": "⟨nsite⟩"}',
        "Deploy preview: https://⟨ndeploy⟩--⟨client⟩-shop.netlify.app (deploy ⟨ndeploy⟩, "
        "site ⟨nsite⟩)",
        "Projet Vercel ⟨prj⟩ (équipe ⟨team⟩), déploiement de prod ⟨dpl⟩ — rollback si le "
        "checkout casse",
    ),
    benign_kind(
        "request_and_trace_ids",
        _requests,
        "HTTP/2 429\nx-request-id: ⟨u⟩\nretry-after: 2.0\nx-shopify-shop-api-call-limit: 40/40",
        "cf-ray: ⟨ray⟩-CDG\ncf-cache-status: MISS\nserver: cloudflare",
        "Sentry issue ⟨proj⟩-⟨short⟩, event ⟨ev⟩, trace ⟨trace⟩",
        '{"error":{"message":"No such customer","request_log_url":'
        '"https://dashboard.stripe.com/logs/⟨req⟩?t=⟨ts⟩","type":"invalid_request_error"}}',
        "traceparent: 00-⟨trace⟩-⟨span⟩-01",
        "There has been an error processing your request\nError log record number: ⟨rep⟩",
        "PayPal-Debug-Id: ⟨pdbg⟩ (CAPTURE 422 UNPROCESSABLE_ENTITY, ⟨d⟩ ⟨hm⟩)",
        "ID żądania z logów API InPost: ⟨u⟩",
    ),
    benign_kind(
        "git_shas_and_commits",
        _git,
        "$ git log --oneline -5\n⟨s1⟩ ⟨m1⟩\n⟨s2⟩ ⟨m2⟩\n⟨s3⟩ ⟨m3⟩\n"
        "⟨s4⟩ Merge pull request #⟨pr⟩ from traboule-digital/⟨repo⟩-fixes\n⟨s5⟩ ⟨m5⟩",
        "$ git rev-parse HEAD\n⟨full⟩",
        "Reverted ⟨s1⟩ on ⟨client⟩ prod (it broke the Colissimo relay picker); the fix is ⟨full⟩",
        "https://github.com/traboule-digital/⟨repo⟩/commit/⟨full⟩",
        "commit ⟨full⟩\nAuthor: ⟨name⟩ <⟨dev⟩@traboule-digital.fr>\nDate:   ⟨d⟩ ⟨hm⟩ +0200\n\n"
        "    ⟨m2⟩",
        "Déployé ⟨full⟩ sur ⟨client⟩ (tag v⟨ver⟩), diff depuis ⟨s3⟩ relu",
        '"source": {\n    "type": "git",\n    "url": "https://github.com/traboule-digital/'
        'module-colissimo.git",\n    "reference": "⟨full⟩"\n}',
    ),
    benign_kind(
        "order_and_tracking_numbers",
        _shipping,
        "Colissimo ⟨colis⟩ pour la commande #⟨on⟩ — suivi : "
        "https://www.laposte.fr/outils/suivre-vos-envois?code=⟨colis⟩",
        "Zamówienie ⟨psref⟩ (⟨presta⟩) wysłane InPost, numer przesyłki ⟨inpost⟩",
        "UPS ⟨ups⟩ / DHL Express ⟨dhl⟩ for the B2B order ⟨mag⟩ (⟨site⟩)",
        "Ordine ⟨mag⟩ spedito con Poste Italiane ⟨posteit⟩, consegna prevista ⟨d⟩",
        "| order | carrier | tracking |\n|---|---|---|\n| #⟨on⟩ | Colissimo | ⟨colis⟩ |\n"
        "| #⟨on2⟩ | Chronopost | ⟨chrono⟩ |\n| #⟨on3⟩ | La Poste intl | ⟨lp⟩ |",
        "주문 #⟨on⟩ 배송 추적 번호: ⟨colis⟩ (콜리시모)",
    ),
    benign_kind(
        "invoice_identifiers",
        _invoice,
        "⟨agency⟩ SAS — 12 rue des Capucins, 69001 Lyon\nSIRET ⟨siret⟩ — TVA intracom. ⟨vat⟩\n"
        "IBAN ⟨iban⟩ — BIC ⟨bic⟩",
        "Facture ⟨inv⟩ pour ⟨it⟩ (P.IVA IT⟨piva⟩), autoliquidation — art. 196 de la directive "
        "2006/112/CE",
        "Faktura ⟨inv⟩ dla ⟨pl⟩, NIP PL⟨nip⟩, odwrotne obciążenie",
        "VIES check ⟨d⟩: ⟨vat⟩ → valid (TRABOULE DIGITAL, SIREN ⟨siren⟩)",
        'invoicing/.env:\nAGENCY_SIRET=⟨siret⟩\nAGENCY_VAT=⟨vat⟩\nAGENCY_IBAN="⟨iban⟩"\n'
        "AGENCY_BIC=⟨bic⟩",
        "Coordinate bancarie dell'agenzia da stampare in fattura: IBAN ⟨iban⟩, BIC ⟨bic⟩",
    ),
    benign_kind(
        "ean_gtin_and_skus",
        _barcodes,
        "SKU ⟨sku⟩ — EAN ⟨ean⟩ — ⟨title⟩",
        "Handle,Variant SKU,Variant Barcode,Variant Price\n⟨handle⟩,⟨sku⟩,⟨ean⟩,24.90\n"
        "⟨handle⟩,⟨sku2⟩,⟨ean2⟩,29.90",
        "<g:gtin>⟨ean⟩</g:gtin>\n<g:mpn>⟨sku⟩</g:mpn>\n<g:brand>⟨brand⟩</g:brand>",
        "Code-barres manquant pour ⟨sku⟩ dans Merchant Center ; le GTIN fournisseur est ⟨ean⟩",
        "Kod EAN ⟨ean⟩ (SKU ⟨sku⟩) odrzucony przez Allegro — zły prefiks?",
        '{"@context":"https://schema.org","@type":"Product","name":"⟨title⟩","sku":"⟨sku⟩",'
        '"gtin13":"⟨ean⟩","offers":{"@type":"Offer","price":"24.90","priceCurrency":"EUR"}}',
    ),
)
