"""True secrets in the memory notes of Skärgård Handel AB (March 2039).

Each kind names the fields whose values must not survive the scrubber. Public or short
identifiers that sit next to a secret (merchant ids, client ids, app ids, account names,
usernames) are fields too, but never listed. Vendor prefixes are joined from pieces so
that no literal here is a credential.
"""

from __future__ import annotations

import json
from random import Random
from urllib.parse import quote

from tests.redact.lookalike92.gen import (
    ALNUM,
    B64CH,
    B64URL,
    LOWER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    date,
    ec_sec1,
    epoch,
    hexs,
    num,
    openssh_private,
    passphrase,
    password,
    pem_body,
    person,
    pick,
    rsa_pkcs1,
    rsa_pkcs8,
    ulid,
    uuid4,
)

_KL_LIVE = "klarna_" + "live_" + "api_"
_KL_TEST = "klarna_" + "test_" + "api_"
_ADYEN = "AQ" + "E"
_NETS_LIVE = "live-" + "secret-" + "key-"
_NETS_TEST = "test-" + "secret-" + "key-"
_GHP = "gh" + "p_"
_GHPAT = "github" + "_pat_"
_GHS = "gh" + "s_"
_HVS = "hv" + "s."
_GLSA = "gl" + "sa_"
_GLC = "gl" + "c_"
_SANITY = "s" + "k"
_AZQ = "Q" + "~"
_PRIV = "PRIVATE " + "KEY-----"
_BEGIN = "-----BEGIN "
_END = "-----END "


def _klarna(r: Random) -> dict[str, str]:
    region = r.choice(("eu", "eu", "eu"))
    user = "K" + num(r, 6) + "_" + hexs(r, 12)
    legacy = pick(r, ALNUM, 16)
    return {
        "key": r.choice((_KL_LIVE, _KL_LIVE, _KL_TEST)) + b64url(r, 45),
        "user": user,
        "legacy": legacy,
        "basic": b64_of(f"{user}:{legacy}"),
        "region": region,
        "d": date(r),
        "who": person(r),
    }


def _adyen(r: Random) -> dict[str, str]:
    key = (
        _ADYEN + pick(r, B64CH, 91) + "==-" + b64(r, 32) + "-" + pick(r, ALNUM + "+;}%=!<>{[]^", 16)
    )
    return {
        "key": key,
        "ma": r.choice(("SkargardHandelECOM", "SkargardHandelNO_ECOM", "SkargardHandelPOS")),
        "ws": "ws_" + num(r, 6) + "@Company.SkargardHandel",
        "prefix": pick(r, UPPER_ALNUM, 16).lower(),
        "d": date(r),
    }


def _adyen_hmac(r: Random) -> dict[str, str]:
    return {
        "hmac": hexs(r, 64).upper(),
        "ma": r.choice(("SkargardHandelECOM", "SkargardHandelNO_ECOM")),
        "code": r.choice(("AUTHORISATION", "CAPTURE", "REFUND")),
        "who": person(r),
    }


def _nets(r: Random) -> dict[str, str]:
    live = r.random() < 0.7
    return {
        "sk": (_NETS_LIVE if live else _NETS_TEST) + hexs(r, 32),
        "ck": ("live-" if live else "test-") + "checkout-key-" + hexs(r, 32),
        "mid": num(r, 9),
        "env": "live" if live else "test",
    }


def _vipps(r: Random) -> dict[str, str]:
    return {
        "cs": b64(r, 30),
        "sub": hexs(r, 32),
        "cid": uuid4(r),
        "msn": num(r, 6),
        "wh": pick(r, B64URL, 40),
        "who": person(r),
    }


def _swish(r: Random) -> dict[str, str]:
    return {
        "key": pem_body(rsa_pkcs8(r)),
        "ikey": pem_body(rsa_pkcs8(r), "      "),
        "pw": r.choice((password(r, 20), passphrase(r))),
        "alias": "123" + num(r, 7),
        "y": r.choice(("2039", "2038")),
    }


def _bankid(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 24))),
        "cs": b64url(r, 32),
        "cid": "skargard-" + pick(r, LOWER, 6),
        "ser": hexs(r, 20).upper(),
        "d": date(r),
    }


def _azure_ad(r: Random) -> dict[str, str]:
    secret = pick(r, ALNUM, 3) + str(r.randint(0, 9)) + _AZQ + pick(r, ALNUM + "_~.-", 34)
    return {
        "s": secret,
        "tid": uuid4(r),
        "cid": uuid4(r),
        "app": r.choice(("sp-skg-github-deploy", "app-skg-checkout-prod", "sp-skg-argocd")),
        "d": date(r),
    }


def _storage(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 64),
        "acct": r.choice(("stskgprodsc01", "stskgexports", "stskgmedia", "stskgbackup")),
        "c": r.choice(("invoices", "exports", "product-images", "tfstate")),
    }


def _servicebus(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 32),
        "ns": r.choice(("sb-skg-prod-sc", "sb-skg-orders", "sb-skg-logistics")),
        "pol": r.choice(("order-publisher", "RootManageSharedAccessKey", "bring-listener")),
        "q": r.choice(("orders", "picking-events", "shipments", "refunds")),
    }


def _cosmos(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 64),
        "acct": r.choice(("cosmos-skg-carts", "cosmos-skg-catalog", "cosmos-skg-sessions")),
        "db": r.choice(("carts", "catalog", "checkout")),
    }


def _sas(r: Random) -> dict[str, str]:
    sig = quote(b64(r, 32), safe="")
    return {
        "sig": sig,
        "acct": r.choice(("stskgexports", "stskgmedia", "stskgprodsc01")),
        "se": date(r).replace("2039-03", "2039-04"),
        "st": date(r),
        "f": r.choice(("fortnox-export.csv", "prislista_v12.xlsx", "bring-edi.zip")),
    }


def _elastic(r: Random) -> dict[str, str]:
    kid = pick(r, ALNUM, 20)
    key = pick(r, B64URL, 22)
    return {
        "id": kid,
        "ak": key,
        "enc": b64_of(f"{kid}:{key}"),
        "pw": pick(r, ALNUM, 24),
        "dep": r.choice(("skg-prod", "skg-search", "skg-logs")),
    }


def _sanity(r: Random) -> dict[str, str]:
    return {
        "t": _SANITY + pick(r, ALNUM, 180),
        "wh": password(r, 32),
        "pid": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 8),
        "ds": r.choice(("production", "staging", "no-production")),
    }


def _algolia(r: Random) -> dict[str, str]:
    return {
        "k": hexs(r, 32),
        "app": pick(r, UPPER_ALNUM, 10),
        "idx": r.choice(("prod_products_sv", "prod_products_no", "prod_recipes")),
    }


def _voyado(r: Random) -> dict[str, str]:
    return {
        "k": uuid4(r),
        "k2": pick(r, ALNUM, 32),
        "tenant": r.choice(("skargard", "skargard-no", "skargard-staging")),
    }


def _shipping(r: Random) -> dict[str, str]:
    return {
        "pn": hexs(r, 32),
        "bring": uuid4(r),
        "uid": r.choice(("platform@skargardhandel.se", "logistikk@skargardhandel.no")),
        "cust": num(r, 8),
    }


def _fortnox(r: Random) -> dict[str, str]:
    return {
        "cs": pick(r, ALNUM, r.choice((16, 20))),
        "rt": hexs(r, 40),
        "cid": pick(r, ALNUM, 12),
        "legacy": uuid4(r),
    }


_SEP = (",", ":")


def _tripletex(r: Random) -> dict[str, str]:
    ct = b64_of(json.dumps({"tokenId": int(num(r, 3)), "token": uuid4(r)}, separators=_SEP))
    et = b64_of(json.dumps({"tokenId": int(num(r, 4)), "token": uuid4(r)}, separators=_SEP))
    st = b64_of(json.dumps({"tokenId": int(num(r, 8)), "token": uuid4(r)}, separators=_SEP))
    return {"ct": ct, "et": et, "st": st, "basic": b64_of("0:" + st), "d": date(r)}


def _github(r: Random) -> dict[str, str]:
    return {
        "ghp": _GHP + pick(r, ALNUM, 36),
        "pat": _GHPAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "ghs": _GHS + pick(r, ALNUM, 36),
        "who": person(r),
        "repo": r.choice(("skargard/checkout", "skargard/infra", "skargard/platform-charts")),
    }


def _gh_app_key(r: Random) -> dict[str, str]:
    return {
        "body": pem_body(rsa_pkcs1(r)),
        "ibody": pem_body(rsa_pkcs1(r), "    "),
        "app": num(r, 6),
        "d": date(r),
    }


def _argocd(r: Random) -> dict[str, str]:
    now = epoch(r)
    claims = {
        "iss": "argocd",
        "sub": r.choice(("ci-deployer:apiKey", "admin:apiKey", "image-updater:apiKey")),
        "nbf": now,
        "iat": now,
        "jti": uuid4(r),
    }
    header = b64url_json({"alg": "HS256", "typ": "JWT"})
    pw = pick(r, ALNUM, 16)
    return {
        "jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 32)}",
        "pw": pw,
        "pwb": b64_of(pw),
        "app": r.choice(("checkout-api", "cart-service", "picking-worker")),
    }


def _vault(r: Random) -> dict[str, str]:
    return {
        "root": _HVS + pick(r, ALNUM, 24),
        "svc": _HVS + "CAESI" + pick(r, B64URL, 85),
        "sid": uuid4(r),
        "rid": uuid4(r),
        "u1": b64(r, 33),
        "u2": b64(r, 33),
        "u3": b64(r, 33),
        "acc": pick(r, ALNUM, 24),
    }


def _grafana(r: Random) -> dict[str, str]:
    stack = num(r, 6)
    glc = _GLC + b64_of(
        json.dumps(
            {
                "o": num(r, 6),
                "n": f"stack-{stack}-alloy-write",
                "k": pick(r, ALNUM, 32),
                "m": {"r": "prod-eu-north-0"},
            },
            separators=(",", ":"),
        )
    )
    return {
        "sa": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8),
        "glc": glc,
        "stack": stack,
        "user": num(r, 7),
    }


def _opsgenie(r: Random) -> dict[str, str]:
    return {"k": uuid4(r), "hb": r.choice(("order-export", "swish-callback", "bring-edi"))}


def _openssh(r: Random) -> dict[str, str]:
    who = person(r)
    return {
        "ed": openssh_private(r, f"{who}@skg-bastion"),
        "ec": openssh_private(r, f"deploy@skg-{r.choice(('bergen', 'sthlm'))}", "ecdsa"),
        "who": who,
    }


def _ec_key(r: Random) -> dict[str, str]:
    return {
        "body": pem_body(ec_sec1(r)),
        "d": b64url(r, 32),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "kid": ulid(r),
    }


def _k8s(r: Random) -> dict[str, str]:
    host = r.choice(("psql-skg-prod.postgres.database.azure.com", "redis-skg-cart.redis.cache"))
    pw = password(r, 22)
    return {
        "pw": b64_of(pw),
        "url": b64_of(f"postgresql://skg_app:{pw}@{host}:5432/orders?sslmode=require"),
        "key": b64_of(hexs(r, 32)),
        "user": b64_of("skg_app"),
        "ns": r.choice(("checkout", "picking", "payments")),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "adyen": _ADYEN + pick(r, B64CH, 91) + "==-" + b64(r, 32) + "-" + pick(r, ALNUM, 16),
        "nets": _NETS_TEST + hexs(r, 32),
        "alg": hexs(r, 32),
        "algs": hexs(r, 32),
        "app": pick(r, UPPER_ALNUM, 10),
        "pw": password(r, 24),
        "vipps": b64(r, 30),
        "sub": hexs(r, 32),
        "msn": num(r, 6),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "kl": _KL_LIVE + b64url(r, 45),
        "wh": hexs(r, 40),
        "cs": b64(r, 30),
        "pn": hexs(r, 32),
        "env": r.choice(("prod", "staging")),
        "d": date(r),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "psp": pick(r, UPPER_ALNUM, 16),
        "ck": "live_" + pick(r, UPPER_ALNUM, 32),
        "u": uuid4(r),
        "dig": hexs(r, 64),
        "nets": _NETS_LIVE + hexs(r, 32),
        "pw": password(r, 20),
        "sub": hexs(r, 32),
        "search": hexs(r, 32),
        "d": date(r),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((password(r, r.choice((16, 18, 22))), passphrase(r))),
        "who": person(r).capitalize(),
        "d": date(r),
    }


def _db(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 28))),
        "redis": b64(r, 32),
        "host": r.choice(("psql-skg-prod-sc", "psql-skg-orders", "psql-skg-bergen")),
        "db": r.choice(("orders", "picking", "customers")),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "klarna_api_credentials",
        (
            "KLARNA_API_KEY=⟨key⟩  # Klarna Payments ⟨region⟩, skapad ⟨d⟩",
            'curl https://api.klarna.com/payments/v1/sessions -H "Authorization: Basic ⟨basic⟩"'
            " -H 'Content-Type: application/json' -d @session.json",
            "Klarna (gammalt konto): username `⟨user⟩`, shared secret `⟨legacy⟩`. "
            "Ska bort när vi flyttat till nya API-nyckeln.",
            "klarna:\n  region: ⟨region⟩\n  api_key: ⟨key⟩\n  timeout_ms: 4000",
            "⟨who⟩ klistrade in Klarna-nyckeln i #checkout: ⟨key⟩ (roterad? kolla med ⟨who⟩)",
            "Playground creds for the Klarna sandbox: ⟨user⟩ / ⟨legacy⟩",
        ),
        _klarna,
        n=7,
        secrets=("key", "legacy", "basic"),
    ),
    Kind(
        "adyen_api_key",
        (
            "ADYEN_API_KEY=⟨key⟩\nADYEN_MERCHANT_ACCOUNT=⟨ma⟩",
            "curl https://⟨prefix⟩-checkout-live.adyenpayments.com/checkout/v71/payments \\\n"
            '  -H "X-API-Key: ⟨key⟩" -H "Content-Type: application/json" -d @pay.json',
            "Ny API-nyckel för webbtjänstanvändaren ⟨ws⟩ (genererad ⟨d⟩): ⟨key⟩",
            'appsettings.Production.json:\n"Adyen": {\n  "ApiKey": "⟨key⟩",\n'
            '  "MerchantAccount": "⟨ma⟩",\n  "Environment": "Live"\n}',
        ),
        _adyen,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "adyen_webhook_hmac_key",
        (
            "Adyen standard webhook HMAC key (⟨ma⟩): ⟨hmac⟩",
            "ADYEN_HMAC_KEY=⟨hmac⟩",
            "⟨who⟩ sier at ⟨code⟩-webhooks feilet fordi HMAC-nøkkelen var feil; "
            "riktig nøkkel er ⟨hmac⟩",
            '```csharp\nvar hmacKey = "⟨hmac⟩"; // TODO flytt til Key Vault\n'
            "var valid = new HmacValidator().IsValidHmac(item, hmacKey);\n```",
        ),
        _adyen_hmac,
        n=7,
        secrets=("hmac",),
    ),
    Kind(
        "nets_easy_secret_key",
        (
            "Nets Easy (⟨env⟩): secret key ⟨sk⟩, checkout key ⟨ck⟩ (den är publik)",
            'curl https://api.dibspayment.eu/v1/payments -H "Authorization: ⟨sk⟩" '
            "-H 'CommercePlatformTag: SkargardHandel' -d @payment.json",
            "NETS_EASY_SECRET_KEY=⟨sk⟩",
            "Worldline/Nets merchant ⟨mid⟩ - hemmelig nøkkel: ⟨sk⟩",
        ),
        _nets,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "vipps_mobilepay_credentials",
        (
            "curl -X POST https://api.vipps.no/accesstoken/get \\\n  -H 'client_id: ⟨cid⟩' \\\n"
            "  -H 'client_secret: ⟨cs⟩' \\\n  -H 'Ocp-Apim-Subscription-Key: ⟨sub⟩' \\\n"
            "  -H 'Merchant-Serial-Number: ⟨msn⟩'",
            "Vipps MSN ⟨msn⟩: client_secret=⟨cs⟩, subscription key=⟨sub⟩",
            "Webhook-secret fra Vipps (returnert ved registrering, vises bare én gang): ⟨wh⟩",
            "vipps:\n  clientId: ⟨cid⟩\n  clientSecret: ⟨cs⟩\n  subscriptionKey: ⟨sub⟩\n"
            '  msn: "⟨msn⟩"',
            "⟨who⟩ roterte Vipps-nøkkelen; ny Ocp-Apim-Subscription-Key er ⟨sub⟩",
        ),
        _vipps,
        n=7,
        secrets=("cs", "sub", "wh"),
    ),
    Kind(
        "swish_client_certificate",
        (
            "Swish-certifikatets nyckel (⟨alias⟩, från Swish Certificate Management):\n\n"
            + _BEGIN
            + _PRIV
            + "\n⟨key⟩\n"
            + _END
            + _PRIV,
            "openssl pkcs12 -in swish_⟨alias⟩_⟨y⟩.p12 -nodes -passin 'pass:⟨pw⟩' -out swish.pem",
            "Lösenordet till Swish-p12:an för ⟨alias⟩ är ⟨pw⟩ (samma som i Key Vault, "
            "men Key Vault-versionen är nyare?)",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: swish-client-cert\n"
            "stringData:\n  swish.key: |\n      "
            + _BEGIN
            + _PRIV
            + "\n⟨ikey⟩\n      "
            + _END
            + _PRIV,
            "SWISH_CERT_PASSPHRASE=⟨pw⟩",
        ),
        _swish,
        n=7,
        secrets=("key", "ikey", "pw"),
    ),
    Kind(
        "bankid_rp_credentials",
        (
            "BankID RP-certifikat (prod, serienummer ⟨ser⟩) - lösenord till .p12: ⟨pw⟩",
            "BankID Norge OIDC: client_id=⟨cid⟩ client_secret=⟨cs⟩",
            "bankid:\n  se:\n    certPath: /mnt/secrets/bankid-rp.p12\n"
            '    certPassword: "⟨pw⟩"\n  no:\n    clientId: ⟨cid⟩\n    clientSecret: ⟨cs⟩',
            "curl -u ⟨cid⟩:⟨cs⟩ -d grant_type=client_credentials "
            "https://auth.bankid.no/auth/realms/prod/protocol/openid-connect/token",
        ),
        _bankid,
        n=7,
        secrets=("pw", "cs"),
    ),
    Kind(
        "azure_ad_client_secret",
        (
            "az login --service-principal -u ⟨cid⟩ -p '⟨s⟩' --tenant ⟨tid⟩",
            "AZURE_CLIENT_ID=⟨cid⟩\nAZURE_TENANT_ID=⟨tid⟩\nAZURE_CLIENT_SECRET=⟨s⟩",
            "Ny klienthemlighet för ⟨app⟩ (giltig till ⟨d⟩ + 180 d): ⟨s⟩",
            '{\n  "clientId": "⟨cid⟩",\n  "clientSecret": "⟨s⟩",\n  "tenantId": "⟨tid⟩",\n'
            '  "subscriptionId": "⟨tid⟩"\n}',
        ),
        _azure_ad,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload --account-name ⟨acct⟩ --account-key '⟨k⟩' -c ⟨c⟩ -f ./out.csv",
            "Storage key1 för ⟨acct⟩ (key2 roterades i går): ⟨k⟩",
            'backend "azurerm" {\n  storage_account_name = "⟨acct⟩"\n'
            '  container_name       = "⟨c⟩"\n  access_key           = "⟨k⟩"\n}',
        ),
        _storage,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "azure_service_bus_sas_key",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨pol⟩;"
            "SharedAccessKey=⟨k⟩;EntityPath=⟨q⟩",
            "SAS-nøkkel for policyen ⟨pol⟩ på ⟨ns⟩/⟨q⟩: ⟨k⟩",
            'ServiceBus__ConnectionString="Endpoint=sb://⟨ns⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=⟨pol⟩;SharedAccessKey=⟨k⟩"',
        ),
        _servicebus,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "cosmos_db_account_key",
        (
            "AccountEndpoint=https://⟨acct⟩.documents.azure.com:443/;AccountKey=⟨k⟩;",
            "Cosmos primary key (⟨acct⟩, db ⟨db⟩): ⟨k⟩",
            '"CosmosDb": {\n  "Endpoint": "https://⟨acct⟩.documents.azure.com:443/",\n'
            '  "Key": "⟨k⟩",\n  "Database": "⟨db⟩"\n}',
        ),
        _cosmos,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "azure_blob_sas_signature",
        (
            "https://⟨acct⟩.blob.core.windows.net/exports/⟨f⟩?sv=2038-11-02&ss=b&srt=o&sp=rl"
            "&se=⟨se⟩T23:59:59Z&st=⟨st⟩T00:00:00Z&spr=https&sig=⟨sig⟩",
            "Delade SAS-länken med Fortnox-konsulten, sig=⟨sig⟩ (går ut ⟨se⟩)",
            "azcopy copy ./dump 'https://⟨acct⟩.blob.core.windows.net/backup?sv=2038-11-02"
            "&sr=c&sp=racwl&se=⟨se⟩&sig=⟨sig⟩' --recursive",
        ),
        _sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "elastic_credentials",
        (
            'curl -H "Authorization: ApiKey ⟨enc⟩" https://⟨dep⟩.es.swedencentral.azure'
            ".elastic-cloud.com/_cat/indices",
            '{\n  "id": "⟨id⟩",\n  "name": "logstash-orders",\n  "api_key": "⟨ak⟩",\n'
            '  "encoded": "⟨enc⟩"\n}',
            "ELASTIC_PASSWORD=⟨pw⟩  # elastic-brukeren i ⟨dep⟩",
            'output.elasticsearch:\n  hosts: ["https://⟨dep⟩.es.swedencentral.azure'
            '.elastic-cloud.com:443"]\n  api_key: "⟨id⟩:⟨ak⟩"',
            "Kibana: elastic / ⟨pw⟩ (bara för break-glass)",
        ),
        _elastic,
        n=7,
        secrets=("enc", "ak", "pw"),
    ),
    Kind(
        "sanity_tokens",
        (
            "SANITY_API_TOKEN=⟨t⟩",
            "sanity dataset export ⟨ds⟩ --token ⟨t⟩ --project ⟨pid⟩",
            "Sanity webhook (⟨pid⟩/⟨ds⟩ → Algolia sync), hemlighet: ⟨wh⟩",
            "const client = createClient({\n  projectId: '⟨pid⟩',\n  dataset: '⟨ds⟩',\n"
            "  token: '⟨t⟩',\n  useCdn: false,\n})",
        ),
        _sanity,
        n=7,
        secrets=("t", "wh"),
    ),
    Kind(
        "algolia_admin_api_key",
        (
            "ALGOLIA_APP_ID=⟨app⟩\nALGOLIA_ADMIN_API_KEY=⟨k⟩",
            'curl -X DELETE "https://⟨app⟩.algolia.net/1/indexes/⟨idx⟩_tmp" '
            '-H "X-Algolia-API-Key: ⟨k⟩" -H "X-Algolia-Application-Id: ⟨app⟩"',
            "Admin-nyckeln för Algolia (INTE search-only): ⟨k⟩",
            "algolia reindex ⟨idx⟩ --app ⟨app⟩ --admin-key ⟨k⟩",
        ),
        _algolia,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "voyado_api_key",
        (
            'curl https://⟨tenant⟩.voyado.com/api/v3/contacts -H "apikey: ⟨k⟩"',
            "VOYADO_API_KEY=⟨k⟩",
            "Voyado Engage API-nyckel för ⟨tenant⟩: ⟨k⟩ (och Elevate: ⟨k2⟩)",
            "voyado:\n  baseUrl: https://⟨tenant⟩.voyado.com\n  apiKey: ⟨k⟩\n  elevateKey: ⟨k2⟩",
        ),
        _voyado,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "postnord_bring_api_keys",
        (
            "curl 'https://api2.postnord.com/rest/shipment/v5/trackandtrace/findByIdentifier"
            ".json?apikey=⟨pn⟩&id=00370712345678901234'",
            'curl -H "X-Mybring-API-Uid: ⟨uid⟩" -H "X-Mybring-API-Key: ⟨bring⟩" '
            "https://api.bring.com/booking/api/booking",
            "POSTNORD_API_KEY=⟨pn⟩\nBRING_API_KEY=⟨bring⟩\nBRING_CUSTOMER_NUMBER=⟨cust⟩",
            "Bring-nøkkelen til ⟨uid⟩ er ⟨bring⟩ (kundenummer ⟨cust⟩ er ikke hemmelig)",
        ),
        _shipping,
        n=7,
        secrets=("pn", "bring"),
    ),
    Kind(
        "fortnox_oauth_secrets",
        (
            "curl -X POST https://apps.fortnox.se/oauth-v1/token -u ⟨cid⟩:⟨cs⟩ "
            "-d 'grant_type=refresh_token&refresh_token=⟨rt⟩'",
            "Fortnox-integrationen: client id ⟨cid⟩, client secret ⟨cs⟩",
            "FORTNOX_CLIENT_ID=⟨cid⟩\nFORTNOX_CLIENT_SECRET=⟨cs⟩\nFORTNOX_REFRESH_TOKEN=⟨rt⟩",
            "Gamla Fortnox-integrationen använde Access-Token ⟨legacy⟩ i headern; "
            "den gäller fortfarande!",
        ),
        _fortnox,
        n=7,
        secrets=("cs", "rt", "legacy"),
    ),
    Kind(
        "tripletex_tokens",
        (
            "curl -X PUT 'https://tripletex.no/v2/token/session/:create?consumerToken=⟨ct⟩"
            "&employeeToken=⟨et⟩&expirationDate=⟨d⟩'",
            "Tripletex: consumerToken ⟨ct⟩ / employeeToken ⟨et⟩",
            'curl -H "Authorization: Basic ⟨basic⟩" https://tripletex.no/v2/ledger/voucher',
            "TRIPLETEX_CONSUMER_TOKEN=⟨ct⟩\nTRIPLETEX_EMPLOYEE_TOKEN=⟨et⟩",
            "Sesjonstoken fra i dag (utløper ⟨d⟩): ⟨st⟩",
        ),
        _tripletex,
        n=7,
        secrets=("ct", "et", "st", "basic"),
    ),
    Kind(
        "github_tokens",
        (
            "GH_TOKEN=⟨ghp⟩ gh workflow run deploy.yml -R ⟨repo⟩ -f env=prod",
            "git remote set-url origin https://⟨who⟩:⟨pat⟩@github.com/⟨repo⟩.git",
            "Fine-grained PAT för renovate (⟨repo⟩, contents:write): ⟨pat⟩",
            "Installation token från GitHub-appen (giltig 1 h): ⟨ghs⟩",
            "~/.config/gh/hosts.yml:\ngithub.com:\n    user: ⟨who⟩\n    oauth_token: ⟨ghp⟩\n"
            "    git_protocol: https",
        ),
        _github,
        n=7,
        secrets=("ghp", "pat", "ghs"),
    ),
    Kind(
        "github_app_private_key",
        (
            "skg-deploy-bot (App ID ⟨app⟩) private key, nedladdad ⟨d⟩:\n\n"
            + _BEGIN
            + "RSA "
            + _PRIV
            + "\n⟨body⟩\n"
            + _END
            + "RSA "
            + _PRIV,
            _BEGIN + "RSA " + _PRIV + "\n⟨body⟩\n" + _END + "RSA " + _PRIV,
            "argocd-image-updater values:\ngithubApp:\n  id: ⟨app⟩\n  privateKey: |\n    "
            + _BEGIN
            + "RSA "
            + _PRIV
            + "\n⟨ibody⟩\n    "
            + _END
            + "RSA "
            + _PRIV,
        ),
        _gh_app_key,
        n=7,
        secrets=("body", "ibody"),
    ),
    Kind(
        "argocd_credentials",
        (
            "argocd app sync ⟨app⟩ --auth-token ⟨jwt⟩ --server argocd.skg.internal",
            "ARGOCD_AUTH_TOKEN=⟨jwt⟩",
            "Initialt admin-lösenord för Argo CD: ⟨pw⟩ (byt efter första inloggning)",
            "$ kubectl -n argocd get secret argocd-initial-admin-secret -o yaml\n"
            "apiVersion: v1\ndata:\n  password: ⟨pwb⟩\nkind: Secret",
        ),
        _argocd,
        n=7,
        secrets=("jwt", "pw", "pwb"),
    ),
    Kind(
        "vault_tokens_and_keys",
        (
            "VAULT_ADDR=https://vault.skg.internal:8200 VAULT_TOKEN=⟨svc⟩ "
            "vault kv get secret/payments/adyen",
            "Unseal Key 1: ⟨u1⟩\nUnseal Key 2: ⟨u2⟩\nUnseal Key 3: ⟨u3⟩\n\n"
            "Initial Root Token: ⟨root⟩",
            "AppRole for picking-worker: role_id ⟨rid⟩ / secret_id ⟨sid⟩",
            "vault write auth/approle/login role_id=⟨rid⟩ secret_id=⟨sid⟩",
            "Root-token fra rekey i natt (revoke etterpå!): ⟨root⟩",
        ),
        _vault,
        n=7,
        secrets=("svc", "u1", "u2", "u3", "root", "sid"),
    ),
    Kind(
        "grafana_tokens",
        (
            'curl -H "Authorization: Bearer ⟨sa⟩" https://grafana.skg.internal/api/search',
            "GRAFANA_CLOUD_TOKEN=⟨glc⟩",
            'alloy remote_write: basic_auth { username = "⟨user⟩" password = "⟨glc⟩" }',
            "Service account token för dashboard-provisionering: ⟨sa⟩",
        ),
        _grafana,
        n=7,
        secrets=("sa", "glc"),
    ),
    Kind(
        "opsgenie_api_key",
        (
            'curl -X POST https://api.eu.opsgenie.com/v2/alerts -H "Authorization: GenieKey '
            '⟨k⟩" -d \'{"message":"test"}\'',
            "Grafana contact point → https://api.eu.opsgenie.com/v1/json/grafana?apiKey=⟨k⟩",
            "OPSGENIE_API_KEY=⟨k⟩  # heartbeat ⟨hb⟩",
            "Opsgenie integrasjonsnøkkel (⟨hb⟩): ⟨k⟩",
        ),
        _opsgenie,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN + "OPENSSH " + _PRIV + "\n⟨ed⟩\n" + _END + "OPENSSH " + _PRIV,
            "~/.ssh/id_ed25519 på bastion (⟨who⟩):\n\n"
            + _BEGIN
            + "OPENSSH "
            + _PRIV
            + "\n⟨ed⟩\n"
            + _END
            + "OPENSSH "
            + _PRIV
            + "\n",
            "Deploy-nøkkel for Bergen-lageret (ecdsa):\n\n"
            + _BEGIN
            + "OPENSSH "
            + _PRIV
            + "\n⟨ec⟩\n"
            + _END
            + "OPENSSH "
            + _PRIV,
        ),
        _openssh,
        n=7,
        secrets=("ed", "ec"),
    ),
    Kind(
        "ec_private_key",
        (
            _BEGIN + "EC " + _PRIV + "\n⟨body⟩\n" + _END + "EC " + _PRIV,
            "Signeringsnyckel för kvitto-JWT:er (checkout-api):\n\n"
            + _BEGIN
            + "EC "
            + _PRIV
            + "\n⟨body⟩\n"
            + _END
            + "EC "
            + _PRIV,
            '{"kty":"EC","crv":"P-256","kid":"⟨kid⟩","x":"⟨x⟩","y":"⟨y⟩","d":"⟨d⟩"}',
        ),
        _ec_key,
        n=7,
        secrets=("body", "d"),
    ),
    Kind(
        "kubernetes_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-db\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  username: ⟨user⟩\n  password: ⟨pw⟩\n",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-db-url\n"
            "data:\n  DATABASE_URL: ⟨url⟩",
            "$ kubectl -n ⟨ns⟩ get secret postnord-api -o jsonpath='{.data.apikey}'\n⟨key⟩",
            "Sealed-secrets var nere så jag la in den direkt: `password: ⟨pw⟩` i ⟨ns⟩/orders-db",
        ),
        _k8s,
        n=7,
        secrets=("pw", "url", "key"),
    ),
    Kind(
        "dotenv_files",
        (
            "# .env.local (checkout-web)\nNODE_ENV=development\nALGOLIA_APP_ID=⟨app⟩\n"
            "ALGOLIA_SEARCH_KEY=⟨algs⟩\nALGOLIA_ADMIN_KEY=⟨alg⟩\nADYEN_API_KEY=⟨adyen⟩\n",
            "# .env (payments-worker)\nNETS_SECRET_KEY=⟨nets⟩\nVIPPS_MSN=⟨msn⟩\n"
            "VIPPS_CLIENT_SECRET=⟨vipps⟩\nVIPPS_SUBSCRIPTION_KEY=⟨sub⟩\n",
            "PGHOST=localhost\nPGUSER=skg_app\nPGPASSWORD=⟨pw⟩\nPGDATABASE=orders",
            "export ADYEN_API_KEY='⟨adyen⟩'\nexport NETS_SECRET_KEY='⟨nets⟩'",
        ),
        _dotenv,
        n=7,
        secrets=("alg", "adyen", "nets", "vipps", "sub", "pw"),
    ),
    Kind(
        "ci_secret_variables",
        (
            "gh secret set KLARNA_API_KEY --env ⟨env⟩ --body '⟨kl⟩'",
            "jobs:\n  deploy:\n    env:\n      VIPPS_CLIENT_SECRET: ⟨cs⟩   # FIXME ta bort\n"
            "      POSTNORD_API_KEY: ${{ secrets.POSTNORD_API_KEY }}",
            "GitHub webhook secret för Argo CD (⟨d⟩): ⟨wh⟩",
            "az keyvault secret set --vault-name kv-skg-⟨env⟩ --name postnord-api-key --value ⟨pn⟩",
            "vault kv put secret/payments/klarna api_key=⟨kl⟩",
        ),
        _ci,
        n=7,
        secrets=("kl", "cs", "wh", "pn"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Utrullning ⟨d⟩\n- commit ⟨sha⟩\n- image sha256:⟨dig⟩\n- trace ⟨trace⟩\n"
            "- Adyen pspReference ⟨psp⟩, client key ⟨ck⟩ (publik)\n"
            "- Nets secret key ⟨nets⟩ (låg i loggen, rotera!)",
            "Hendelse ⟨d⟩\n| felt | verdi |\n|---|---|\n| request id | ⟨u⟩ |\n"
            "| trace | ⟨trace⟩ |\n| Algolia search key | ⟨search⟩ |\n"
            "| db-passord (midlertidig) | ⟨pw⟩ |",
            "Debug notes ⟨d⟩:\n* commit ⟨sha⟩ broke the Vipps callback\n"
            "* Ocp-Apim-Subscription-Key in the failing request: ⟨sub⟩\n"
            "* request id ⟨u⟩, trace ⟨trace⟩",
        ),
        _among,
        n=7,
        secrets=("nets", "pw", "sub"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Lösenordet till Fortnox-servicekontot är ⟨pw⟩ - ⟨who⟩ bytte det ⟨d⟩.",
            "Passordet til Tripletex-integrasjonsbrukeren er ⟨pw⟩, ikke del det i Slack.",
            "⟨who⟩ said the Grafana admin password is now ⟨pw⟩ until we move to Entra SSO.",
            "Lageret i Bergen: wifi-passordet for skannerne er ⟨pw⟩",
            "Tillfälligt lösen för ⟨who⟩s Azure-konto: ⟨pw⟩ (måste bytas vid inloggning)",
            "pw för elastic-brukeren i staging = ⟨pw⟩ (samme som i fjor, ja jeg vet)",
            "The Opsgenie break-glass login is ops@skargardhandel.se with password ⟨pw⟩",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "connection_strings_and_config_passwords",
        (
            "postgresql://skg_app:⟨pw⟩@⟨host⟩.postgres.database.azure.com:5432/⟨db⟩"
            "?sslmode=require",
            "Host=⟨host⟩.postgres.database.azure.com;Database=⟨db⟩;Username=skg_app;"
            "Password=⟨pw⟩;SSL Mode=Require",
            "redis-skg-cart.redis.cache.windows.net:6380,password=⟨redis⟩,ssl=True,"
            "abortConnect=False",
            '[database]\nhost = "⟨host⟩.postgres.database.azure.com"\nuser = "skg_app"\n'
            'password = "⟨pw⟩"\n',
            'resource "azurerm_postgresql_flexible_server" "main" {\n  name = "⟨host⟩"\n'
            '  administrator_login    = "skgadmin"\n  administrator_password = "⟨pw⟩"\n}',
        ),
        _db,
        n=7,
        secrets=("pw", "redis"),
    ),
)

assert len(SECRETS) == 33, len(SECRETS)
__all__ = ["SECRETS"]
