"""Benign: web artefacts with long random-looking parts — lockfile integrity hashes, SRI
attributes and CSP nonces, image CDN URLs, UTM and click ids, per-message webhook signatures,
base64 of non-secret data, public keys, host-key fingerprints and certificates."""

from __future__ import annotations

import hashlib
from random import Random

from tests.redact.lookalike20.gen import (
    B64URL,
    CERT,
    LEGACY_HOSTS,
    LOWER_ALNUM,
    PUBKEY,
    SHOPIFY,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_json,
    b64_of,
    benign_kind,
    certificate_body,
    client_fields,
    ed25519_public,
    hexs,
    num,
    pem,
    pick,
    uuid4,
    wrap,
)

_NAMES = (
    "hero-fete-des-meres", "tablette-noir-70", "vase-kobalt-packshot", "foulard-soie-look",
    "olio-coratina-lifestyle", "theiere-celeste-detail", "savon-anesse-flatlay",
)  # fmt: skip
_CAMPAIGNS = (
    "fete_des_meres_2027", "printemps_mai27", "festa_mamma_2027", "dzien_matki_2027",
    "relance_panier_mai", "lancement_collection_ete", "soldes_flash_0527",
)  # fmt: skip


def _npm(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "m": str(r.randint(0, 30)),
        "p": str(r.randint(0, 12)),
        "h512": b64(r, 64),
        "h512b": b64(r, 64),
        "sha1": hexs(r, 40),
        "h1": b64(r, 20),
        "size": num(r, 6),
    }


def _sri(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "m": str(r.randint(0, 9)),
        "p": str(r.randint(0, 9)),
        "h384": b64(r, 48),
        "h512": b64(r, 64),
        "h256": b64(r, 32),
        "nonce": b64(r, 16),
        "handle": r.choice(_NAMES),
    }


def _cdn(r: Random) -> dict[str, str]:
    values = client_fields(r)
    name = r.choice(_NAMES)
    return values | {
        "a": pick(r, "0123456789", 3),
        "b": pick(r, "0123456789", 4),
        "c": pick(r, "0123456789", 4),
        "name": name,
        "alt": name.replace("-", " ").capitalize(),
        "u": uuid4(r),
        "cloud": values["shop"].replace("-", ""),
        "sig8": pick(r, B64URL, 8),
        "hash20": pick(r, LOWER_ALNUM, 20),
        "h32": hexs(r, 32),
        "h16": hexs(r, 16),
    }


def _utm(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "camp": r.choice(_CAMPAIGNS),
        "cid": num(r, 11),
        "content": r.choice(("hero_cta", "carousel_2", "story_swipe", "reel_15s")),
        "gclid": "Cj0KCQjw" + pick(r, B64URL, 70) + "EALw_wcB",
        "fbclid": "IwZXh0bgNhZW0CMTEAAR" + pick(r, B64URL, 40) + "_aem_" + pick(r, B64URL, 22),
        "msclkid": hexs(r, 32),
        "handle": r.choice(_NAMES),
    }


def _signatures(r: Random) -> dict[str, str]:
    return client_fields(r) | {
        "b64": b64(r, 32),
        "b64b": b64(r, 32),
        "h64": hexs(r, 64),
        "u": uuid4(r),
        "n": num(r, 5),
        "psp": pick(r, UPPER_ALNUM, 16),
    }


def _svg(r: Random) -> str:
    color = "#" + hexs(r, 6)
    w = r.choice((10, 12, 14, 16))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{w}" viewBox="0 0 10 10">'
        f'<path d="M2 {r.randint(2, 4)}l3 3 3-3" fill="none" stroke="{color}" '
        f'stroke-width="1.{r.randint(2, 8)}"/></svg>'
    )


def _base64(r: Random) -> dict[str, str]:
    pid = r.choice("789") + num(r, 12)
    oid = r.choice("56") + num(r, 12)
    cursor = {
        "last_id": int(pid),
        "last_value": r.choice((pid, "2027-05-0" + str(r.randint(1, 9)))),
    }
    page = {"direction": "next", "last_id": int(pid), "last_value": "Vase " + num(r, 2) + " cm"}
    return client_fields(r) | {
        "cur": b64_json(cursor),
        "pinfo": b64_json(page).rstrip("="),
        "pid": pid,
        "gidb64": b64_of(f"gid://shopify/Product/{pid}"),
        "svg": b64_of(_svg(r)),
        "oid": oid,
        "msg": b64_json({"order_id": int(oid), "status": "paid"}),
        "inpost": b64_json({"page": r.randint(2, 40), "per_page": 100, "sort": "created_at"}),
    }


_RSA_SPKI_HEAD = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"


def _pubkeys(r: Random) -> dict[str, str]:
    values = client_fields(r)
    _, pub = ed25519_public(r)
    _, pub2 = ed25519_public(r)
    spki = _RSA_SPKI_HEAD + b64(r, 257)[:342] + "IDAQAB"
    fp = b64_of(hashlib.sha256(r.randbytes(51)).digest()).rstrip("=")
    return values | {
        "pub": pub,
        "pub2": pub2,
        "cert": certificate_body(r),
        "spki": wrap(spki, 64),
        "fp": fp,
        "host": r.choice(LEGACY_HOSTS),
        "repo": r.choice(SHOPIFY) + r.choice(("-theme", "-app", "-sync")),
    }


_CERT_PEM = pem(CERT, "⟨cert⟩")
_PUB_PEM = pem(PUBKEY, "⟨spki⟩")

WEB: tuple[Kind, ...] = (
    benign_kind(
        "npm_integrity_hashes",
        _npm,
        '"node_modules/@shopify/polaris": {\n  "version": "13.⟨m⟩.⟨p⟩",\n'
        '  "resolved": "https://registry.npmjs.org/@shopify/polaris/-/polaris-13.⟨m⟩.⟨p⟩.tgz",\n'
        '  "integrity": "sha512-⟨h512⟩",\n  "license": "SEE LICENSE IN LICENSE.md"\n}',
        '"@algolia/client-search@^5.⟨m⟩.0":\n  version "5.⟨m⟩.⟨p⟩"\n'
        '  resolved "https://registry.yarnpkg.com/@algolia/client-search/-/client-search-'
        '5.⟨m⟩.⟨p⟩.tgz#⟨sha1⟩"\n  integrity sha512-⟨h512⟩',
        "  /@mollie/api-client@4.⟨m⟩.⟨p⟩:\n    resolution: {integrity: sha512-⟨h512⟩}\n"
        "    engines: {node: '>=8'}",
        "npm ERR! code EINTEGRITY\nnpm ERR! sha512-⟨h512⟩ integrity checksum failed when using "
        "sha512: wanted sha512-⟨h512⟩ but got sha512-⟨h512b⟩. (⟨size⟩ bytes)",
        "Le hash d'intégrité de klaviyo-api a changé entre deux installs : sha512-⟨h512⟩ → "
        "sha512-⟨h512b⟩ (cache npm corrompu, npm cache clean --force a suffi)",
        'legacy PrestaShop theme lock: "jquery": {"version": "1.12.4", "integrity": "sha1-⟨h1⟩"}',
    ),
    benign_kind(
        "sri_and_csp_nonces",
        _sri,
        '<script src="https://cdn.jsdelivr.net/npm/swiper@11.⟨m⟩.⟨p⟩/swiper-bundle.min.js" '
        'integrity="sha384-⟨h384⟩" crossorigin="anonymous"></script>',
        '<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/flickity/2.3.0/'
        'flickity.min.css" integrity="sha512-⟨h512⟩" crossorigin="anonymous" '
        'referrerpolicy="no-referrer" />',
        "content-security-policy: default-src 'self'; script-src 'self' 'nonce-⟨nonce⟩' "
        "'strict-dynamic' https://js.stripe.com; frame-src https://js.stripe.com",
        '<script nonce="⟨nonce⟩">window.__remixContext = {"url":"/products/⟨handle⟩"};</script>',
        "CSP de ⟨domain⟩ : le hash 'sha256-⟨h256⟩' autorise le snippet inline du bandeau de "
        "consentement",
        "Refused to execute inline script because it violates the following Content Security "
        "Policy directive: \"script-src 'self' 'nonce-⟨nonce⟩'\". Either the 'unsafe-inline' "
        "keyword, a hash ('sha256-⟨h256⟩'), or a nonce ('nonce-...') is required to enable "
        "inline execution.",
    ),
    benign_kind(
        "image_cdn_urls",
        _cdn,
        "https://cdn.shopify.com/s/files/1/0⟨a⟩/⟨b⟩/⟨c⟩/files/⟨name⟩_⟨u⟩.jpg?v=⟨ts⟩&width=1200",
        '<img src="//⟨domain⟩/cdn/shop/files/⟨name⟩_⟨u⟩.webp?v=⟨ts⟩&width=800" alt="⟨alt⟩" '
        'loading="lazy" width="800" height="1000">',
        "https://res.cloudinary.com/⟨cloud⟩/image/upload/s--⟨sig8⟩--/c_fill,w_600,h_600/v⟨ts⟩/"
        "products/⟨hash20⟩.jpg",
        "https://⟨cloud⟩.imgix.net/catalogue/⟨name⟩.jpg?auto=format&fit=crop&w=640&s=⟨h32⟩",
        "GET /_next/static/chunks/app/(shop)/products/[handle]/page-⟨h16⟩.js 404 after the "
        "⟨d⟩ deploy",
        "Image hero cassée sur ⟨domain⟩ : https://cdn.shopify.com/s/files/1/0⟨a⟩/⟨b⟩/⟨c⟩/files/"
        "⟨name⟩.jpg?v=⟨ts⟩ renvoie 404 depuis le changement de thème",
        "https://⟨site⟩/media/catalog/product/cache/⟨h32⟩/v/a/⟨name⟩.jpg",
    ),
    benign_kind(
        "utm_and_click_ids",
        _utm,
        "https://⟨domain⟩/collections/fete-des-meres?utm_source=klaviyo&utm_medium=email"
        "&utm_campaign=⟨camp⟩&utm_id=⟨cid⟩",
        "Landing from Google Ads: https://⟨domain⟩/products/⟨handle⟩?gclid=⟨gclid⟩&gad_source=1",
        "https://⟨domain⟩/?fbclid=⟨fbclid⟩&utm_source=facebook&utm_medium=paid_social"
        "&utm_campaign=⟨camp⟩&utm_content=⟨content⟩",
        "⟨d⟩ ⟨hm⟩ GET /products/⟨handle⟩?msclkid=⟨msclkid⟩&utm_source=bing&utm_medium=cpc 200",
        "Paramètres UTM de la campagne de mai : utm_source=brevo&utm_medium=email"
        "&utm_campaign=⟨camp⟩ (gclid gardé pour l'attribution Google Ads : ⟨gclid⟩)",
        "| ⟨camp⟩ | newsletter | email | https://⟨domain⟩/?utm_source=newsletter"
        "&utm_medium=email&utm_campaign=⟨camp⟩ |",
    ),
    benign_kind(
        "webhook_signatures_in_logs",
        _signatures,
        "POST /webhooks/orders-create\nX-Shopify-Topic: orders/create\n"
        "X-Shopify-Shop-Domain: ⟨shop⟩.myshopify.com\nX-Shopify-Hmac-Sha256: ⟨b64⟩\n"
        "X-Shopify-Webhook-Id: ⟨u⟩",
        '⟨d⟩ ⟨hm⟩ stripe-webhook WARN signature mismatch header="t=⟨ts⟩,v1=⟨h64⟩" '
        "(raw body was re-encoded by the JSON middleware)",
        "X-WC-Webhook-Topic: order.updated\nX-WC-Webhook-Signature: ⟨b64⟩\n"
        "X-WC-Webhook-Delivery-ID: ⟨n⟩",
        '"additionalData": {"hmacSignature": "⟨b64⟩"}, "pspReference": "⟨psp⟩", '
        '"eventCode": "AUTHORISATION"',
        "La signature calculée (⟨b64b⟩) ne correspond pas à X-Shopify-Hmac-Sha256 (⟨b64⟩) : "
        "on hashait le JSON re-sérialisé au lieu du corps brut",
        "웹훅 서명 불일치: 헤더 ⟨b64⟩ vs 계산값 ⟨b64b⟩ — raw body 문제",
    ),
    benign_kind(
        "base64_non_secret",
        _base64,
        '"pageInfo": {"hasNextPage": true, "endCursor": "⟨cur⟩"}',
        "link: <https://⟨shop⟩.myshopify.com/admin/api/2027-04/products.json?limit=250"
        '&page_info=⟨pinfo⟩>; rel="next"',
        "Old Storefront ids were base64: ⟨gidb64⟩ = gid://shopify/Product/⟨pid⟩",
        '.icon-chevron { background-image: url("data:image/svg+xml;base64,⟨svg⟩"); }',
        'Le champ "data" du message Pub/Sub n\'est que du base64 : ⟨msg⟩ → '
        '{"order_id": ⟨oid⟩, "status": "paid"}',
        "Kursor paginacji z API InPost (base64 z JSON-a, nie sekret): ⟨inpost⟩",
    ),
    benign_kind(
        "public_keys_and_certificates",
        _pubkeys,
        "~/.ssh/authorized_keys on the ⟨client⟩ staging box:\n"
        "ssh-ed25519 ⟨pub⟩ ⟨dev⟩@traboule-laptop\nssh-ed25519 ⟨pub2⟩ deploy@github-actions",
        "Deploy key (public half) added to traboule-digital/⟨repo⟩: ssh-ed25519 ⟨pub⟩ "
        "deploy@⟨repo⟩",
        "fullchain.pem of ⟨domain⟩, first certificate:\n" + _CERT_PEM,
        "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:⟨fp⟩ ⟨dev⟩@traboule-laptop (ED25519)",
        "Empreinte de la clé d'hôte de ⟨host⟩ (vérifiée avec l'hébergeur) : SHA256:⟨fp⟩",
        "Public key the marketplace connector gave us to verify its signed callbacks:\n" + _PUB_PEM,
        "서버 호스트 키 지문 (⟨host⟩): SHA256:⟨fp⟩ — 처음 접속할 때 확인함",
    ),
)
