"""True secrets of Egeo Marina Systems' notes; each kind names the fields that must not survive.

Fields not named in ``secrets`` (merchant ids, account SIDs, app ids, access-key ids, user
names, hosts) are public or short identifiers and are not listed; the README says which.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike66.gen import (
    ALNUM,
    B64URL,
    EC_PRIVATE_LABEL,
    LOWER_ALNUM,
    N_SECRET,
    PKCS8_LABEL,
    RSA_PRIVATE_LABEL,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    ec_pkcs8_der,
    ec_sec1_der,
    ed25519_pkcs8_der,
    hexs,
    human_password,
    indent,
    num,
    objectid,
    openssh_private,
    password,
    pem,
    pick,
    rsa_pkcs1_der,
    rsa_pkcs8_der,
    ts2034,
    url_password,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_IYZ_SANDBOX = "sand" + "box-"
_SK_LIVE = "sk" + "_live_"
_RK_LIVE = "rk" + "_live_"
_WHSEC = "wh" + "sec_"
_SNTRYS = "sntry" + "s_"
_SNTRYU = "sntry" + "u_"
_MAPBOX_SK = "s" + "k."
_YA29 = "ya" + "29."
_ATBB = "AT" + "BB"
_ATATT = "ATA" + "TT3xFfGF0"
_ATCTT = "ATC" + "TT3xFfGF0"
_TW_AC = "A" + "C"
_TW_SK = "S" + "K"
_STRIPE_ACCT = "acct" + "_1"

_PEOPLE = ("deniz", "kerem", "ayse", "eleni", "kostas", "mert", "nikos", "selin")
_DB_HOSTS = (
    "10.0.1.12",
    "pg-primary.fsn1.egeo.internal",
    "pg-replica.hel1.egeo.internal",
    "db.piraeus.egeo.internal",
    "10.0.2.7",
)
_REDIS_HOSTS = ("10.0.1.20", "redis-1.fsn1.egeo.internal", "cache.egeo.internal")
_FB_PROJECTS = ("egeo-marina-prod", "egeo-marina-staging", "egeomarina-app")


def _amount(r: Random) -> str:
    return str(r.randrange(350, 48000))


def _gsm_tr(r: Random) -> str:
    return "5" + r.choice("0345") + pick(r, "0123456789", 8)


def _gsm_gr(r: Random) -> str:
    return "69" + pick(r, "0123456789", 8)


# --- payments ------------------------------------------------------------------------------


def _iyzico(r: Random) -> dict[str, str]:
    sandbox = r.random() < 0.4
    prefix = _IYZ_SANDBOX if sandbox else ""
    return {
        "api": prefix + pick(r, ALNUM, 32),
        "sec": prefix + pick(r, ALNUM, 32),
        "host": "sandbox-api.iyzipay.com" if sandbox else "api.iyzipay.com",
        "date": f"2034-04-{r.randint(1, 28):02d}",
        "conv": uuid4(r),
    }


def _paytr(r: Random) -> dict[str, str]:
    return {"mid": num(r, 6), "key": pick(r, ALNUM, 16), "salt": pick(r, ALNUM, 16)}


def _viva_client(r: Random) -> dict[str, str]:
    return {
        "cid": pick(r, LOWER_ALNUM, 44) + ".apps.vivapayments.com",
        "sec": pick(r, ALNUM, r.choice((28, 30, 32))),
        "day": r.choice(("Παρασκευή", "Δευτέρα", "Τετάρτη")),
    }


def _viva_merchant(r: Random) -> dict[str, str]:
    mid = uuid4(r)
    key = password(r, r.choice((18, 20, 24)))
    return {"mid": mid, "key": key, "basic": b64_of(f"{mid}:{key}"), "order": num(r, 16)}


def _cardlink(r: Random) -> dict[str, str]:
    return {
        "mid": num(r, 10),
        "sec": pick(r, ALNUM, r.choice((20, 24, 32))),
        "oid": "EGM" + num(r, 9),
    }


def _stripe_live(r: Random) -> dict[str, str]:
    return {
        "sk": _SK_LIVE + "51" + pick(r, ALNUM, 97),
        "rk": _RK_LIVE + "51" + pick(r, ALNUM, 97),
        "acct": _STRIPE_ACCT + pick(r, ALNUM, 15),
        "amt": _amount(r) + "00",
    }


def _whsec(r: Random) -> dict[str, str]:
    return {"wh": _WHSEC + pick(r, ALNUM, 32), "ep": "we_1" + pick(r, ALNUM, 23)}


# --- invoicing -----------------------------------------------------------------------------


def _mydata(r: Random) -> dict[str, str]:
    return {
        "user": r.choice(("egeomarina_prod", "EGEOMARINA01", "egeo_piraeus", "emsmydata")),
        "key": hexs(r, 32),
        "mark": num(r, 15),
    }


def _efatura(r: Random) -> dict[str, str]:
    return {
        "user": r.choice(("egeomarina.ws", "EGEO_WS_PROD", "ems-efatura", "egeo-entegrasyon")),
        "pw": password(r, r.choice((16, 18, 22))),
        "vkn": num(r, 10),
    }


def _mali_muhur(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((password(r, r.choice((16, 20))), human_password(r))),
        "alias": r.choice(("mali-muhur-2034", "egeo-eseal", "1")),
    }


# --- infrastructure ------------------------------------------------------------------------


def _hcloud(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 64), "proj": r.choice(("marina-prod", "marina-staging", "egeo"))}


def _hetzner_other(r: Random) -> dict[str, str]:
    return {
        "wsuser": "#ws+" + pick(r, ALNUM, 8),
        "pw": password(r, r.choice((20, 24))),
        "dns": pick(r, ALNUM, 32),
        "sb": num(r, 6),
    }


def _cloudflare(r: Random) -> dict[str, str]:
    return {
        "t": pick(r, B64URL, 40),
        "gk": hexs(r, 37),
        "email": r.choice(_PEOPLE) + "@egeomarina.com.tr",
    }


def _r2(r: Random) -> dict[str, str]:
    return {"akid": hexs(r, 32), "sak": hexs(r, 64), "acct": hexs(r, 32)}


def _wrangler(r: Random) -> dict[str, str]:
    return {"s": hexs(r, 64), "s2": b64url(r, 32), "env": r.choice(("production", "staging"))}


def _firebase_sa(r: Random) -> dict[str, str]:
    key = pem(PKCS8_LABEL, rsa_pkcs8_der(r))
    proj = r.choice(_FB_PROJECTS)
    return {
        "pk": key.replace("\n", "\\n") + "\\n",
        "pem": key,
        "kid": hexs(r, 40),
        "cid": num(r, 21),
        "proj": proj,
        "sa": "firebase-adminsdk-" + pick(r, LOWER_ALNUM, 5),
    }


def _fcm_token(r: Random) -> dict[str, str]:
    head = r.choice(("a0A", "c.c0A", "a0AXooCg"))
    return {
        "t": _YA29 + head + pick(r, B64URL, r.randint(150, 210)),
        "proj": r.choice(_FB_PROJECTS),
    }


def _twilio_auth(r: Random) -> dict[str, str]:
    return {"sid": _TW_AC + hexs(r, 32), "tok": hexs(r, 32), "ph": _gsm_gr(r)}


def _twilio_key(r: Random) -> dict[str, str]:
    return {"sk": _TW_SK + hexs(r, 32), "sec": pick(r, ALNUM, 32), "sid": _TW_AC + hexs(r, 32)}


def _netgsm(r: Random) -> dict[str, str]:
    return {
        "user": "850" + num(r, 7),
        "pw": url_password(r, r.choice((16, 18, 20))),
        "gsm": _gsm_tr(r),
    }


def _bitbucket(r: Random) -> dict[str, str]:
    return {
        "app": _ATBB + pick(r, ALNUM, 28) + hexs(r, 8).upper(),
        "api": _ATATT + pick(r, B64URL, 183) + "=" + hexs(r, 8).upper(),
        "rt": _ATCTT + pick(r, B64URL, 183) + "=" + hexs(r, 8).upper(),
        "who": r.choice(_PEOPLE),
    }


def _sentry(r: Random) -> dict[str, str]:
    claims = {
        "iat": ts2034(r),
        "url": "https://sentry.io",
        "region_url": "https://de.sentry.io",
        "org": "egeo-marina",
    }
    payload = b64_of(json.dumps(claims, separators=(",", ":"))).rstrip("=")
    return {
        "org": _SNTRYS + payload + "_" + pick(r, ALNUM + "+/", 43),
        "user": _SNTRYU + hexs(r, 64),
        "ver": f"{r.randint(3, 9)}.{r.randint(0, 40)}.{r.randint(0, 9)}",
    }


def _algolia(r: Random) -> dict[str, str]:
    return {"app": pick(r, UPPER_ALNUM, 10), "admin": hexs(r, 32)}


def _mapbox(r: Random) -> dict[str, str]:
    user = r.choice(("egeomarina", "egeo-maps", "ems-ops"))
    claims = {"u": user, "a": "cl" + pick(r, LOWER_ALNUM, 23)}
    return {"sk": _MAPBOX_SK + b64url_json(claims) + "." + pick(r, B64URL, 22), "user": user}


def _db(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((18, 20, 24))),
        "pw2": password(r, r.choice((18, 22))),
        "host": r.choice(_DB_HOSTS),
        "rhost": r.choice(_REDIS_HOSTS),
    }


# --- keys ----------------------------------------------------------------------------------


def _rsa_pem(r: Random) -> dict[str, str]:
    return {
        "k1": pem(RSA_PRIVATE_LABEL, rsa_pkcs1_der(r, r.choice((2048, 2048, 3072)))),
        "k8": pem(PKCS8_LABEL, rsa_pkcs8_der(r)),
        "k8y": indent(pem(PKCS8_LABEL, rsa_pkcs8_der(r)), "    "),
        "host": r.choice(("booking-api-1", "origin-fsn1", "piraeus-edge")),
    }


def _openssh(r: Random) -> dict[str, str]:
    keytype = r.choice(("ssh-ed25519", "ssh-ed25519", "ecdsa-sha2-nistp256", "ssh-rsa"))
    comment = r.choice(_PEOPLE) + "@" + r.choice(("bodrum-builder", "piraeus-bastion", "laptop"))
    return {"key": openssh_private(r, keytype, comment), "comment": comment}


def _ec_keys(r: Random) -> dict[str, str]:
    return {
        "p8": pem(PKCS8_LABEL, ec_pkcs8_der(r)),
        "p8y": indent(pem(PKCS8_LABEL, ec_pkcs8_der(r)), "    "),
        "sec1": pem(EC_PRIVATE_LABEL, ec_sec1_der(r)),
        "ed": pem(PKCS8_LABEL, ed25519_pkcs8_der(r)),
        "kid": pick(r, UPPER_ALNUM, 10),
        "team": pick(r, UPPER_ALNUM, 10),
    }


# --- bundles -------------------------------------------------------------------------------


def _k8s(r: Random) -> dict[str, str]:
    return {
        "b1": b64_of(pick(r, ALNUM, 32)),
        "b2": b64_of(pick(r, ALNUM, 16)),
        "b3": b64_of(url_password(r, r.choice((18, 22)))),
        "b4": b64_of(hexs(r, 32)),
        "b5": b64_of(password(r, 20)),
        "ns": r.choice(("booking", "payments", "invoicing")),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "iapi": pick(r, ALNUM, 32),
        "isec": pick(r, ALNUM, 32),
        "mid": num(r, 6),
        "pkey": pick(r, ALNUM, 16),
        "psalt": pick(r, ALNUM, 16),
        "dsn": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 7),
        "smtp": password(r, 20),
        "jwt": b64(r, 48),
        "sess": hexs(r, 64),
        "hc": pick(r, ALNUM, 64),
        "cf": pick(r, B64URL, 40),
        "appkey": b64(r, 32),
        "db": url_password(r, 22),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "cf": pick(r, B64URL, 40),
        "bbapi": _ATATT + pick(r, B64URL, 183) + "=" + hexs(r, 8).upper(),
        "hc": pick(r, ALNUM, 64),
        "sn": _SNTRYU + hexs(r, 64),
        "tw": hexs(r, 32),
        "zone": hexs(r, 32),
        "who": r.choice(_PEOPLE),
        "n": str(r.randint(1200, 4800)),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "ray": hexs(r, 16),
        "pid": num(r, 8),
        "u": uuid4(r),
        "salt": pick(r, ALNUM, 16),
        "ev": hexs(r, 32),
        "trace": hexs(r, 32),
        "sm": "SM" + hexs(r, 32),
        "tw": hexs(r, 32),
        "digest": hexs(r, 64),
        "zone": hexs(r, 32),
        "cf": pick(r, B64URL, 40),
        "oid": objectid(r),
        "mark": num(r, 15),
        "pw": human_password(r),
        "etag": hexs(r, 32),
    }


def _prose(r: Random) -> dict[str, str]:
    pw = human_password(r) if r.random() < 0.6 else password(r, r.choice((16, 18, 21)))
    return {"pw": pw, "who": r.choice(("Ayşe", "Kerem", "Ελένη", "Κώστας", "Mert", "Νίκος"))}


SECRETS: tuple[Kind, ...] = (
    Kind(
        "iyzico_secret_key",
        (
            "iyzico anahtarları değişti: apiKey ⟨api⟩, secretKey ⟨sec⟩ — eski çift 30 Nisan'da "
            "kapanıyor",
            "```js\nconst iyzipay = new Iyzipay({\n  apiKey: '⟨api⟩',\n  secretKey: '⟨sec⟩',\n"
            "  uri: 'https://⟨host⟩'\n});\n```",
            "IYZICO_SECRET_KEY=⟨sec⟩ npm run reconcile -- --date ⟨date⟩",
            "Το secret key του iyzico (για το τουρκικό marketplace) είναι ⟨sec⟩ — το api key "
            "⟨api⟩ το βρίσκεις στο ίδιο σημείο",
        ),
        _iyzico,
        n=N_SECRET,
        secrets=("sec",),
    ),
    Kind(
        "paytr_merchant_key_salt",
        (
            "PayTR mağaza bilgileri (canlı): merchant_id ⟨mid⟩, merchant_key ⟨key⟩, "
            "merchant_salt ⟨salt⟩",
            "```php\n$merchant_id   = '⟨mid⟩';\n$merchant_key  = '⟨key⟩';\n"
            "$merchant_salt = '⟨salt⟩';\n```",
            '# config/payments.yml\npaytr:\n  merchant_id: "⟨mid⟩"\n  merchant_key: "⟨key⟩"\n'
            '  merchant_salt: "⟨salt⟩"\n  test_mode: 0',
            "callback hash tutmuyordu çünkü salt yanlış kopyalanmış; doğrusu ⟨salt⟩ "
            "(key ⟨key⟩, mağaza ⟨mid⟩)",
        ),
        _paytr,
        n=N_SECRET,
        secrets=("key", "salt"),
    ),
    Kind(
        "viva_wallet_client_secret",
        (
            "$ curl -s -X POST https://accounts.vivapayments.com/connect/token "
            "-u '⟨cid⟩:⟨sec⟩' -d grant_type=client_credentials",
            "Viva Smart Checkout credentials (prod, ομάδα Πειραιά):\n- Client ID: ⟨cid⟩\n"
            "- Client Secret: ⟨sec⟩",
            "VIVA_CLIENT_ID=⟨cid⟩\nVIVA_CLIENT_SECRET=⟨sec⟩\nVIVA_SOURCE_CODE=Default",
            "Η Viva έστειλε νέο client secret για το marketplace app: ⟨sec⟩ — το παλιό "
            "ανακαλείται την ⟨day⟩",
        ),
        _viva_client,
        n=N_SECRET,
        secrets=("sec",),
    ),
    Kind(
        "viva_wallet_merchant_api_key",
        (
            "$ curl -u '⟨mid⟩:⟨key⟩' https://www.vivapayments.com/api/orders/⟨order⟩",
            "Το legacy API της Viva (refunds) θέλει Basic auth: `Authorization: Basic ⟨basic⟩`",
            '# .secrets/viva.yml\nviva:\n  merchant_id: ⟨mid⟩\n  api_key: "⟨key⟩"',
            "Merchant API key της Viva (Settings → API Access): ⟨key⟩. Το Merchant ID ⟨mid⟩ "
            "δεν είναι μυστικό.",
        ),
        _viva_merchant,
        n=N_SECRET,
        secrets=("key", "basic"),
    ),
    Kind(
        "cardlink_shared_secret",
        (
            "Cardlink VPOS: mid=⟨mid⟩, shared secret=⟨sec⟩ — digest = base64(sha256(όλα τα "
            "πεδία + secret))",
            '```python\nCARDLINK_MID = "⟨mid⟩"\nCARDLINK_SHARED_SECRET = "⟨sec⟩"\n```',
            "Cardlink digest hatası: secret production'dan kopyalanırken sonuna boşluk gelmiş. "
            "Doğru değer `⟨sec⟩`.",
            "Ρώτησα την τράπεζα για το order ⟨oid⟩· το shared secret του VPOS είναι ⟨sec⟩ και "
            "όχι αυτό του test",
        ),
        _cardlink,
        n=N_SECRET,
        secrets=("sec",),
    ),
    Kind(
        "stripe_connect_live_keys",
        (
            "STRIPE_SECRET_KEY=⟨sk⟩",
            "$ curl https://api.stripe.com/v1/transfers -u ⟨sk⟩: -d amount=⟨amt⟩ "
            "-d currency=eur -d destination=⟨acct⟩",
            "Restricted key sadece payouts okumak için: ⟨rk⟩ (Stripe-Account: ⟨acct⟩)",
            '```python\nstripe.api_key = "⟨sk⟩"\nstripe.PaymentIntent.create(\n    amount=⟨amt⟩,'
            '\n    currency="eur",\n    transfer_data={"destination": "⟨acct⟩"},\n)\n```',
        ),
        _stripe_live,
        n=N_SECRET,
        secrets=("sk", "rk"),
    ),
    Kind(
        "stripe_webhook_signing_secret",
        (
            "STRIPE_WEBHOOK_SECRET=⟨wh⟩  # connect endpoint /webhooks/stripe-connect",
            "Stripe dashboard → Webhooks → ⟨ep⟩ → Signing secret: ⟨wh⟩",
            "```ts\nconst event = stripe.webhooks.constructEvent(body, sig, '⟨wh⟩');\n```",
            "Το webhook secret άλλαξε μετά το roll: ⟨wh⟩ — ενημέρωσε και το Worker secret",
        ),
        _whsec,
        n=N_SECRET,
        secrets=("wh",),
    ),
    Kind(
        "mydata_subscription_key",
        (
            "$ curl -H 'aade-user-id: ⟨user⟩' -H 'Ocp-Apim-Subscription-Key: ⟨key⟩' "
            "'https://mydatapi.aade.gr/myDATA/RequestTransmittedDocs?mark=⟨mark⟩'",
            "myDATA REST (παραγωγή): χρήστης ⟨user⟩, subscription key ⟨key⟩ — το πήραμε ξανά "
            "από το TAXISnet γιατί το παλιό ακυρώθηκε",
            "AADE_USER_ID=⟨user⟩\nAADE_SUBSCRIPTION_KEY=⟨key⟩\nAADE_ENV=prod",
            "myDATA 401 'Access denied due to invalid subscription key' → anahtar eskiydi, "
            "yenisi ⟨key⟩",
        ),
        _mydata,
        n=N_SECRET,
        secrets=("key",),
    ),
    Kind(
        "efatura_integrator_password",
        (
            "e-Fatura entegratör web servisi (canlı): kullanıcı ⟨user⟩, şifre ⟨pw⟩",
            "```xml\n<wsse:UsernameToken>\n  <wsse:Username>⟨user⟩</wsse:Username>\n"
            "  <wsse:Password>⟨pw⟩</wsse:Password>\n</wsse:UsernameToken>\n```",
            "# efatura.yml\nefatura:\n  endpoint: https://efatura-ws.entegrator.example/Service\n"
            '  username: ⟨user⟩\n  password: "⟨pw⟩"\n  sender_vkn: "⟨vkn⟩"',
            "GİB e-Arşiv canlı kullanıcı: ⟨user⟩ / ⟨pw⟩ — VKN ⟨vkn⟩, Mert'e sordum, değiştirmedik",
        ),
        _efatura,
        n=N_SECRET,
        secrets=("pw",),
    ),
    Kind(
        "mali_muhur_keystore_password",
        (
            "Mali mühür PFX şifresi: ⟨pw⟩ (dosya: /srv/efatura/mali_muhur.pfx, alias ⟨alias⟩)",
            "$ openssl pkcs12 -in mali_muhur.pfx -nokeys -passin 'pass:⟨pw⟩' "
            "| openssl x509 -noout -enddate",
            "# signer.yml\nsigner:\n  keystore: /run/secrets/mali_muhur.p12\n"
            '  keystore_password: "⟨pw⟩"\n  alias: ⟨alias⟩',
            "Το συνθηματικό του keystore για την ηλεκτρονική σφραγίδα (τουρκική) είναι ⟨pw⟩",
        ),
        _mali_muhur,
        n=N_SECRET,
        secrets=("pw",),
    ),
    Kind(
        "hetzner_cloud_api_token",
        (
            "$ HCLOUD_TOKEN=⟨t⟩ hcloud server list -o columns=id,name,status",
            "hcloud context create ⟨proj⟩ → token olarak ⟨t⟩ yapıştırdım (Read & Write)",
            '```hcl\nprovider "hcloud" {\n  token = "⟨t⟩"\n}\n```',
            "Hetzner Cloud API token για το project ⟨proj⟩: ⟨t⟩",
            '~/.config/hcloud/cli.toml\n[[contexts]]\n  name = "⟨proj⟩"\n  token = "⟨t⟩"',
        ),
        _hcloud,
        n=N_SECRET,
        secrets=("t",),
    ),
    Kind(
        "hetzner_robot_dns_storagebox",
        (
            "$ curl -u '⟨wsuser⟩:⟨pw⟩' https://robot-ws.your-server.de/server",
            "Hetzner DNS API token (zone egeomarina.com.tr): ⟨dns⟩",
            "Storage Box u⟨sb⟩ şifresi ⟨pw⟩ — borg yedekleri buraya gidiyor",
            "$ curl -H 'Auth-API-Token: ⟨dns⟩' https://dns.hetzner.com/api/v1/zones",
        ),
        _hetzner_other,
        n=N_SECRET,
        secrets=("pw", "dns"),
    ),
    Kind(
        "cloudflare_api_credentials",
        (
            "$ curl https://api.cloudflare.com/client/v4/user/tokens/verify "
            "-H 'Authorization: Bearer ⟨t⟩'",
            "CLOUDFLARE_API_TOKEN=⟨t⟩ npx wrangler deploy --env production",
            "Eski purge script'i hâlâ Global API Key kullanıyor: X-Auth-Email ⟨email⟩, "
            "X-Auth-Key ⟨gk⟩ — token'a geçilecek",
            "Cloudflare token (Zone.DNS edit, μόνο egeomarina.com.tr): ⟨t⟩",
            '```hcl\nprovider "cloudflare" {\n  api_token = "⟨t⟩"\n}\n```',
        ),
        _cloudflare,
        n=N_SECRET,
        secrets=("t", "gk"),
    ),
    Kind(
        "cloudflare_r2_s3_credentials",
        (
            "~/.aws/credentials\n[r2]\naws_access_key_id = ⟨akid⟩\n"
            "aws_secret_access_key = ⟨sak⟩\nregion = auto",
            "$ AWS_ACCESS_KEY_ID=⟨akid⟩ AWS_SECRET_ACCESS_KEY=⟨sak⟩ aws s3 ls s3://marina-photos "
            "--endpoint-url https://⟨acct⟩.r2.cloudflarestorage.com",
            "R2 token 'backup-writer': Access Key ID ⟨akid⟩ / Secret Access Key ⟨sak⟩ "
            "(sadece bir kez gösteriliyor!)",
            "rclone.conf içinde:\n[r2]\ntype = s3\nprovider = Cloudflare\n"
            "access_key_id = ⟨akid⟩\nsecret_access_key = ⟨sak⟩\n"
            "endpoint = https://⟨acct⟩.r2.cloudflarestorage.com",
        ),
        _r2,
        n=N_SECRET,
        secrets=("sak",),
    ),
    Kind(
        "wrangler_worker_secrets",
        (
            "$ echo '⟨s⟩' | npx wrangler secret put SESSION_SIGNING_KEY --env ⟨env⟩",
            ".dev.vars (yanlışlıkla commit edilmiş, PR #412):\nJWT_SECRET=⟨s⟩\n"
            "BOOKING_HMAC_KEY=⟨s2⟩",
            "Worker `booking-api` secret'ı: INTERNAL_API_SECRET = ⟨s2⟩ — Pire'deki cron da "
            "bunu kullanıyor",
            '```toml\n# wrangler.toml — [vars] içine secret koyma!\n[vars]\nENVIRONMENT = "⟨env⟩"'
            '\nPAYTR_CALLBACK_SECRET = "⟨s2⟩"\n```',
        ),
        _wrangler,
        n=N_SECRET,
        secrets=("s", "s2"),
    ),
    Kind(
        "firebase_service_account_key",
        (
            '```json\n{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "⟨pk⟩",\n'
            '  "client_email": "⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n```',
            "FIREBASE_PROJECT_ID=⟨proj⟩\nFIREBASE_CLIENT_EMAIL=⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com"
            '\nFIREBASE_PRIVATE_KEY="⟨pk⟩"',
            "Firebase Admin SDK anahtarı (JSON'dan çıkarılmış PEM, FCM gönderimi için):\n\n⟨pem⟩",
        ),
        _firebase_sa,
        n=N_SECRET,
        secrets=("pk", "pem"),
    ),
    Kind(
        "fcm_oauth_access_token",
        (
            "$ curl -X POST -H 'Authorization: Bearer ⟨t⟩' -H 'Content-Type: application/json' "
            "https://fcm.googleapis.com/v1/projects/⟨proj⟩/messages:send -d @push.json",
            "gcloud auth print-access-token çıktısı (1 saat geçerli ama yine de): ⟨t⟩",
            "FCM v1 test στο ⟨proj⟩: το access token που χρησιμοποίησα ήταν ⟨t⟩",
        ),
        _fcm_token,
        n=N_SECRET,
        secrets=("t",),
    ),
    Kind(
        "twilio_auth_token",
        (
            "$ curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "--data-urlencode 'To=+30⟨ph⟩' --data-urlencode 'From=EgeoMarina' "
            "--data-urlencode 'Body=Test' -u ⟨sid⟩:⟨tok⟩",
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "Twilio primary auth token rotate edildi, yenisi ⟨tok⟩ (secondary'yi promote ettik)",
            '```python\nclient = Client("⟨sid⟩", "⟨tok⟩")\n```',
        ),
        _twilio_auth,
        n=N_SECRET,
        secrets=("tok",),
    ),
    Kind(
        "twilio_api_key_secret",
        (
            "Twilio API key 'egeo-otp-prod': SID ⟨sk⟩, secret ⟨sec⟩ (secret sadece bir kez "
            "gösterildi)",
            "$ curl -u ⟨sk⟩:⟨sec⟩ https://verify.twilio.com/v2/Services",
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_API_KEY=⟨sk⟩\nTWILIO_API_SECRET=⟨sec⟩",
            "Το API secret για το Verify (OTP κρατήσεων) είναι ⟨sec⟩, key SID ⟨sk⟩",
        ),
        _twilio_key,
        n=N_SECRET,
        secrets=("sec",),
    ),
    Kind(
        "netgsm_api_password",
        (
            "$ curl 'https://api.netgsm.com.tr/sms/send/get?usercode=⟨user⟩&password=⟨pw⟩"
            "&gsmno=90⟨gsm⟩&message=Rezervasyon+onaylandi&msgheader=EGEOMARINA'",
            "Netgsm API alt kullanıcısı: ⟨user⟩ / şifre ⟨pw⟩ — ana hesap şifresi DEĞİL, sadece "
            "SMS yetkisi var",
            "NETGSM_USERCODE=⟨user⟩\nNETGSM_PASSWORD=⟨pw⟩\nNETGSM_HEADER=EGEOMARINA",
            "```xml\n<mainbody>\n  <header>\n    <usercode>⟨user⟩</usercode>\n"
            "    <password>⟨pw⟩</password>\n    <msgheader>EGEOMARINA</msgheader>\n"
            "  </header>\n</mainbody>\n```",
        ),
        _netgsm,
        n=N_SECRET,
        secrets=("pw",),
    ),
    Kind(
        "bitbucket_tokens",
        (
            "$ git clone https://x-token-auth:⟨rt⟩@bitbucket.org/egeomarina/booking-api.git",
            "Bitbucket API token (read:repository, write:pullrequest), ⟨who⟩ için: ⟨api⟩",
            "Eski app password hâlâ Jenkins'te duruyor: ⟨app⟩ — kullanıcı egeo-ci",
            "$ curl -u ⟨who⟩@egeomarina.com.tr:⟨api⟩ "
            "https://api.bitbucket.org/2.0/repositories/egeomarina",
        ),
        _bitbucket,
        n=N_SECRET,
        secrets=("app", "api", "rt"),
    ),
    Kind(
        "sentry_auth_tokens",
        (
            "$ SENTRY_AUTH_TOKEN=⟨org⟩ sentry-cli sourcemaps upload "
            "--release booking-web@⟨ver⟩ ./dist",
            "Sentry user token (Kostas, project:read event:admin): ⟨user⟩",
            ".sentryclirc\n[defaults]\norg = egeo-marina\n[auth]\ntoken = ⟨org⟩",
            "$ curl -H 'Authorization: Bearer ⟨user⟩' "
            "https://de.sentry.io/api/0/projects/egeo-marina/booking-api/issues/",
        ),
        _sentry,
        n=N_SECRET,
        secrets=("org", "user"),
    ),
    Kind(
        "algolia_admin_api_key",
        (
            "ALGOLIA_APP_ID=⟨app⟩\nALGOLIA_ADMIN_API_KEY=⟨admin⟩",
            "Reindex script'i admin key ile çalışıyor: ⟨admin⟩ (app ⟨app⟩). Frontend'e ASLA koyma.",
            "$ curl -X POST -H 'X-Algolia-API-Key: ⟨admin⟩' -H 'X-Algolia-Application-Id: ⟨app⟩' "
            "https://⟨app⟩.algolia.net/1/indexes/berths_prod/clear",
            "```ts\n// workers/reindex.ts — write access, μόνο στον worker\n"
            "const client = algoliasearch('⟨app⟩', '⟨admin⟩');\n```",
        ),
        _algolia,
        n=N_SECRET,
        secrets=("admin",),
    ),
    Kind(
        "mapbox_secret_token",
        (
            "MAPBOX_DOWNLOADS_TOKEN=⟨sk⟩  # iOS SDK indirmek için, scope DOWNLOADS:READ",
            "~/.netrc\nmachine api.mapbox.com\n  login mapbox\n  password ⟨sk⟩",
            "Mapbox secret token (styles:write, tilesets:write) για το upload των χαρτών "
            "της μαρίνας: ⟨sk⟩",
            "$ curl -X POST 'https://api.mapbox.com/uploads/v1/⟨user⟩?access_token=⟨sk⟩' "
            "-H 'Content-Type: application/json' -d @upload.json",
        ),
        _mapbox,
        n=N_SECRET,
        secrets=("sk",),
    ),
    Kind(
        "database_connection_passwords",
        (
            "DATABASE_URL=postgresql://booking_app:⟨pw⟩@⟨host⟩:5432/marina?sslmode=require",
            "$ psql 'postgres://readonly:⟨pw⟩@⟨host⟩:5432/marina' "
            "-c 'select count(*) from bookings'",
            "~/.pgpass\n⟨host⟩:5432:marina:booking_app:⟨pw⟩",
            "REDIS_URL=rediss://default:⟨pw⟩@⟨rhost⟩:6380/0",
            "Σύνδεση στη βάση αναφορών (Metabase): Host=⟨host⟩;Database=reports;"
            "Username=bi_reader;Password=⟨pw2⟩",
        ),
        _db,
        n=N_SECRET,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "rsa_private_key_pem",
        (
            "⟨k1⟩",
            "Cloudflare origin sertifikasının private key'i (⟨host⟩:/etc/ssl/private/origin.key):"
            "\n\n⟨k8⟩",
            "```yaml\n# values-prod.yaml\ningressTls:\n  key: |\n⟨k8y⟩\n```",
        ),
        _rsa_pem,
        n=N_SECRET,
        secrets=("k1", "k8", "k8y"),
    ),
    Kind(
        "openssh_private_key",
        (
            "~/.ssh/id_deploy (⟨comment⟩):\n⟨key⟩",
            "Bitbucket Pipelines SSH key — Repository settings'ten kopyalandı:\n\n⟨key⟩\n",
            "```\n⟨key⟩\n```",
            "Το κλειδί για το bastion του Πειραιά (να μετακινηθεί στο vault):\n⟨key⟩",
        ),
        _openssh,
        n=N_SECRET,
        secrets=("key",),
    ),
    Kind(
        "ec_and_ed25519_private_keys",
        (
            "AuthKey_⟨kid⟩.p8 (APNs, Firebase'e iOS için yüklenen):\n⟨p8⟩",
            "```pem\n⟨sec1⟩\n```",
            "Webhook imzalama için ed25519 özel anahtarı (booking-api → partner marinalar):\n⟨ed⟩",
            "# apns.yml\napns:\n  key_id: ⟨kid⟩\n  team_id: ⟨team⟩\n  private_key: |\n⟨p8y⟩",
        ),
        _ec_keys,
        n=N_SECRET,
        secrets=("p8", "sec1", "ed", "p8y"),
    ),
    Kind(
        "kubernetes_secret_base64",
        (
            "```yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-credentials\n"
            "  namespace: ⟨ns⟩\ntype: Opaque\ndata:\n  IYZICO_SECRET_KEY: ⟨b1⟩\n"
            "  PAYTR_MERCHANT_SALT: ⟨b2⟩\n```",
            "$ kubectl -n ⟨ns⟩ get secret db-credentials -o jsonpath='{.data.password}'\n⟨b3⟩",
            "k3s'teki twilio secret'ı: data.auth-token = ⟨b4⟩ (base64, decode edince düz token)",
            "Secret από τα Helm values του Πειραιά:\n\n---\napiVersion: v1\nkind: Secret\n"
            "metadata:\n  name: app-env\n  namespace: ⟨ns⟩\ndata:\n  DATABASE_PASSWORD: ⟨b3⟩\n"
            "  SMTP_PASSWORD: ⟨b5⟩",
        ),
        _k8s,
        n=N_SECRET,
        secrets=("b1", "b2", "b3", "b4", "b5"),
    ),
    Kind(
        "dotenv_files",
        (
            "```dotenv\n# .env.production — booking-api\nNODE_ENV=production\n"
            "IYZICO_API_KEY=⟨iapi⟩\nIYZICO_SECRET_KEY=⟨isec⟩\nPAYTR_MERCHANT_ID=⟨mid⟩\n"
            "PAYTR_MERCHANT_KEY=⟨pkey⟩\nPAYTR_MERCHANT_SALT=⟨psalt⟩\n"
            "SENTRY_DSN=https://⟨dsn⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩\n```",
            "MAIL_HOST=mail.egeomarina.com.tr\nMAIL_USERNAME=noreply@egeomarina.com.tr\n"
            "MAIL_PASSWORD=⟨smtp⟩\nJWT_SECRET=⟨jwt⟩\nSESSION_SECRET=⟨sess⟩",
            "export HCLOUD_TOKEN=⟨hc⟩\nexport CLOUDFLARE_API_TOKEN=⟨cf⟩\n"
            "export DATABASE_URL=postgresql://booking_app:⟨db⟩@10.0.1.12:5432/marina",
            ".env.local'de kalan satır: `APP_KEY=base64:⟨appkey⟩` (Laravel admin paneli)",
        ),
        _dotenv,
        n=N_SECRET,
        secrets=("isec", "pkey", "psalt", "smtp", "jwt", "sess", "hc", "cf", "appkey", "db"),
    ),
    Kind(
        "ci_pipeline_variables",
        (
            "```yaml\n# bitbucket-pipelines.yml\npipelines:\n  branches:\n    main:\n"
            "      - step:\n          name: Deploy worker\n          script:\n"
            "            - export CLOUDFLARE_API_TOKEN=⟨cf⟩\n"
            "            - npx wrangler deploy\n```",
            "$ curl -X POST -u ⟨who⟩:⟨bbapi⟩ -H 'Content-Type: application/json' "
            "https://api.bitbucket.org/2.0/repositories/egeomarina/booking-api/"
            "pipelines_config/variables/ "
            '-d \'{"key":"HCLOUD_TOKEN","value":"⟨hc⟩","secured":true}\'',
            "Repository variables (Bitbucket → Pipelines), secured olmayanlar görünüyor:\n\n"
            "| Name | Value |\n|---|---|\n| SENTRY_AUTH_TOKEN | ⟨sn⟩ |\n"
            "| DEPLOY_ENV | production |\n| TWILIO_AUTH_TOKEN | ⟨tw⟩ |",
            "Pipeline #⟨n⟩ log'unda `set -x` yüzünden görünen satır:\n"
            "+ curl -s -H 'Authorization: Bearer ⟨cf⟩' "
            "https://api.cloudflare.com/client/v4/zones/⟨zone⟩/purge_cache",
        ),
        _ci,
        n=N_SECRET,
        secrets=("cf", "bbapi", "hc", "sn", "tw"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Olay 2034-04-09 — PayTR callback'leri 403\n- commit ⟨sha⟩ deploy edildi\n"
            "- cf-ray ⟨ray⟩-IST\n- iyzico paymentId ⟨pid⟩, conversationId ⟨u⟩\n"
            "- sebep: merchant_salt yanlış; doğru salt ⟨salt⟩\n- Sentry event ⟨ev⟩",
            "Περιστατικό SMS\n- trace ⟨trace⟩\n- Twilio message ⟨sm⟩\n- request id ⟨u⟩\n"
            "- auth token που δοκίμασα (κύριος λογαριασμός): ⟨tw⟩\n- Sentry event ⟨ev⟩",
            "| Ne | Değer |\n|---|---|\n| image | booking-api@sha256:⟨digest⟩ |\n"
            "| zone id | ⟨zone⟩ |\n| R2 etag | ⟨etag⟩ |\n| CF token | ⟨cf⟩ |\n"
            "| commit | ⟨sha⟩ |",
            "Migration notu: Algolia objectID ⟨oid⟩, myDATA MARK ⟨mark⟩, ETTN ⟨u⟩; admin "
            "paneline giriş şifresi geçici olarak ⟨pw⟩ yapıldı (Pazartesi değişecek); "
            "commit ⟨sha⟩.",
        ),
        _among,
        n=N_SECRET,
        secrets=("salt", "tw", "cf", "pw"),
    ),
    Kind(
        "passwords_in_prose_tr_el_en",
        (
            "Yönetim paneli admin şifresi ⟨pw⟩ — ⟨who⟩ marina ofisine telefonla söyledi",
            "Ο κωδικός πρόσβασης για το Cardlink merchant portal είναι ⟨pw⟩, τον άλλαξε "
            "χθες ο/η ⟨who⟩",
            "Hetzner Robot hesabında parola olarak ⟨pw⟩ kullanılıyor; 2FA ⟨who⟩'nin telefonunda",
            "Break-glass Sentry account (no SSO): ops@egeomarina.com.tr, password ⟨pw⟩ — "
            "ask ⟨who⟩ before using it",
            "Το συνθηματικό του TAXISnet της εταιρείας (για το myDATA) είναι ⟨pw⟩ — μην το "
            "στείλεις στο Slack",
            "Algolia dashboard şifremi ⟨pw⟩ olarak güncelledim, 1Password'e de ekledim",
        ),
        _prose,
        n=N_SECRET,
        secrets=("pw",),
    ),
)
