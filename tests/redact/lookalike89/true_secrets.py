"""True secrets of Ruta Norte Logística's notes; each kind names the fields that must not
survive. Public or short identifiers that sit next to a secret (merchant ids, account SIDs,
client ids, key ids, RFCs, usernames) are drawn too but never listed."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike89.gen import (
    ALNUM,
    B64STD,
    B64URL,
    LOWER,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    URL_PASSWORD_CHARS,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    certificate,
    day,
    ec_sec1,
    hexs,
    human_password,
    indent,
    iso,
    no_certificado,
    num,
    object_id,
    openssh_ed25519,
    password,
    pem_body,
    pick,
    pkcs8_ec,
    pkcs8_encrypted,
    pkcs8_rsa,
    rfc_moral,
    rsa_pkcs1,
    ts,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_CONEKTA = "ke" + "y_"
_OPENPAY_SK = "s" + "k_"
_MP_APP = "APP" + "_USR-"
_MP_TEST = "TE" + "ST-"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS = "IQoJ" + "b3JpZ2luX2Vj"
_AIZA = "AI" + "za"
_GOCSPX = "GOC" + "SPX-"
_G_REFRESH = "1" + "//0"
_TW_SK = "S" + "K"
_TW_AC = "A" + "C"
_EAA = "EA" + "A"
_GHP = "gh" + "p_"
_GH_PAT = "github" + "_pat_"
_GHS = "gh" + "s_"
_SNTRYU = "sntr" + "yu_"
_SNTRYS = "sntr" + "ys_"
_NRAK = "NR" + "AK-"
_NRAL = "NR" + "AL"

_PRIV_RSA = "RSA " + "PRIVATE KEY"
_PRIV = "PRIVATE " + "KEY"
_PRIV_EC = "EC " + "PRIVATE KEY"
_PRIV_ENC = "ENCRYPTED " + "PRIVATE KEY"
_PRIV_SSH = "OPENSSH " + "PRIVATE KEY"

_DEVS = ("lalo", "mariana", "chuy", "fer", "rocio", "beto", "itzel", "santi")
_PG_HOSTS = ("10.40.2.17", "db-tracking.internal", "replica-gdl-2.internal", "10.40.8.9")


def _who(r: Random) -> str:
    return r.choice(_DEVS)


# --- payments -----------------------------------------------------------------------------


def _conekta(r: Random) -> dict[str, str]:
    return {
        "k": _CONEKTA + pick(r, ALNUM, r.choice((24, 27))),
        "who": _who(r),
        "d": day(r),
        "ord": "ord_" + pick(r, ALNUM, 17),
    }


def _openpay(r: Random) -> dict[str, str]:
    return {
        "sk": _OPENPAY_SK + hexs(r, 32),
        "mid": "m" + pick(r, LOWER_ALNUM, 19),
        "who": _who(r),
        "d": day(r),
    }


def _mp_token(r: Random) -> dict[str, str]:
    user = num(r, r.choice((9, 10)))
    mid = f"{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(20, 38):02d}"
    body = f"{num(r, 16)}-{mid}-{hexs(r, 32)}-{user}"
    return {
        "t": _MP_APP + body,
        "tt": _MP_TEST + f"{num(r, 16)}-{mid}-{hexs(r, 32)}-{user}",
        "user": user,
        "pid": num(r, 11),
    }


def _mp_client(r: Random) -> dict[str, str]:
    return {"cid": num(r, 16), "cs": pick(r, ALNUM, 32), "d": day(r), "who": _who(r)}


def _mp_webhook(r: Random) -> dict[str, str]:
    return {"ws": hexs(r, 64), "ts": ts(r), "rid": uuid4(r), "pid": num(r, 11)}


def _clip(r: Random) -> dict[str, str]:
    key, secret = uuid4(r), uuid4(r)
    return {"key": key, "sec": secret, "basic": b64_of(f"{key}:{secret}"), "d": day(r)}


def _stp(r: Random) -> dict[str, str]:
    body = pem_body(rsa_pkcs1(r))
    return {
        "body": body,
        "body4": indent(body, "    "),
        "pp": password(r, r.choice((18, 22))),
        "cuenta": "646180" + num(r, 12)[:12],
        "who": _who(r),
    }


_SAT_ISSUER = (
    ("CN", "AC DEL SERVICIO DE ADMINISTRACION TRIBUTARIA"),
    ("O", "SERVICIO DE ADMINISTRACION TRIBUTARIA"),
    ("OU", "SAT-IES Authority"),
    ("C", "MX"),
)


def _csd_subject(r: Random) -> tuple[tuple[str, str], ...]:
    return (
        ("CN", "RUTA NORTE LOGISTICA"),
        ("O", "RUTA NORTE LOGISTICA"),
        ("C", "MX"),
        ("UID", rfc_moral(r)),
        ("OU", r.choice(("Matriz", "Sucursal GDL"))),
    )


def _csd_pw(r: Random) -> dict[str, str]:
    nocert = no_certificado(r)
    return {
        "pw": r.choice((human_password(r), password(r, 18, ALNUM + "#$*-_."))),
        "rfc": rfc_moral(r),
        "nocert": nocert,
        "cer": b64_of(certificate(r, _csd_subject(r), _SAT_ISSUER, nocert.encode())),
        "keyb64": b64_of(pkcs8_encrypted(r)),
        "who": _who(r),
    }


def _csd_key(r: Random) -> dict[str, str]:
    body = pem_body(pkcs8_encrypted(r))
    return {
        "body": body,
        "body2": indent(body, "    "),
        "rfc": rfc_moral(r),
        "nocert": no_certificado(r),
    }


def _pac(r: Random) -> dict[str, str]:
    user = r.choice(("rutanorte", "rnl_timbrado", "facturacion@rutanorte.mx", "rnl-api"))
    pw = password(r, r.choice((16, 20, 24)), ALNUM + "#$*-_.!")
    return {
        "user": user,
        "pw": pw,
        "basic": b64_of(f"{user}:{pw}"),
        "fpw": password(r, r.choice((16, 18)), ALNUM + "#$*-_.!"),
        "rfc": rfc_moral(r),
    }


# --- cloud ---------------------------------------------------------------------------------


def _aws_key(r: Random) -> dict[str, str]:
    return {
        "kid": _AKIA + pick(r, UPPER_ALNUM.replace("0", "").replace("1", ""), 16),
        "sk": pick(r, B64STD, 40),
        "acct": num(r, 12),
        "who": _who(r),
    }


def _aws_sts(r: Random) -> dict[str, str]:
    return {
        "kid": _ASIA + pick(r, UPPER_ALNUM.replace("0", "").replace("1", ""), 16),
        "sk": pick(r, B64STD, 40),
        "tok": _STS + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1) + b64(r, r.choice((600, 690, 780))),
        "exp": iso(r),
        "acct": num(r, 12),
    }


def _gcp_sa(r: Random) -> dict[str, str]:
    body = pem_body(pkcs8_rsa(r))
    project = r.choice(("rn-prod-4821", "ruta-norte-maps", "rn-firebase-prod", "rnl-data-38"))
    sa = r.choice(("dispatcher", "firebase-adminsdk-" + pick(r, LOWER_ALNUM, 5), "cfdi-worker"))
    doc = {
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(r, 40),
        "private_key": f"-----BEGIN {_PRIV}-----\n{body}\n-----END {_PRIV}-----\n",
        "client_email": f"{sa}@{project}.iam.gserviceaccount.com",
        "client_id": num(r, 21),
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    return {
        # JSON keeps the key's newlines as ``\n`` escapes; each body line is listed.
        "body": body.replace("\n", "\\n"),
        "kid": doc["private_key_id"],
        "cid": doc["client_id"],
        "b64": b64_of(json.dumps(doc, indent=2)),
        "project": project,
        "sa": sa,
    }


def _maps(r: Random) -> dict[str, str]:
    return {
        "k": _AIZA + pick(r, B64URL, 35),
        "lat": f"25.{num(r, 5)}",
        "lng": f"-100.{num(r, 5)}",
        "who": _who(r),
    }


def _google_oauth(r: Random) -> dict[str, str]:
    return {
        "cid": f"{num(r, 12)}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "rt": _G_REFRESH + pick(r, B64URL, 1) + pick(r, B64URL, r.choice((98, 99, 100))),
    }


# --- messaging ----------------------------------------------------------------------------


def _twilio_auth(r: Random) -> dict[str, str]:
    return {
        "sid": _TW_AC + hexs(r, 32),
        "tok": hexs(r, 32),
        "phone": "+5281" + num(r, 8),
        "who": _who(r),
    }


def _twilio_api_key(r: Random) -> dict[str, str]:
    return {
        "ks": _TW_SK + hexs(r, 32),
        "sec": pick(r, ALNUM, 32),
        "sid": _TW_AC + hexs(r, 32),
        "d": day(r),
    }


def _whatsapp(r: Random) -> dict[str, str]:
    return {
        "t": _EAA + r.choice("GJBI") + pick(r, ALNUM, r.choice((176, 190, 204))),
        "pnid": num(r, 15),
        "waba": num(r, 16),
        "to": "52181" + num(r, 8),
    }


def _meta_app(r: Random) -> dict[str, str]:
    return {
        "as": hexs(r, 32),
        "app": num(r, 16),
        "vt": r.choice(("rn-wa-", "rutanorte_", "verify-")) + pick(r, ALNUM, r.choice((20, 24))),
        "d": day(r),
    }


# --- identity, CI, observability ----------------------------------------------------------


def _auth0_secret(r: Random) -> dict[str, str]:
    return {
        "cid": pick(r, ALNUM, 32),
        "cs": pick(r, B64URL, 64),
        "tenant": r.choice(("rutanorte", "rutanorte-dev", "rnl-drivers")),
    }


def _auth0_jwt(r: Random) -> dict[str, str]:
    tenant = r.choice(("rutanorte", "rutanorte-dev", "rnl-drivers"))
    cid = pick(r, ALNUM, 32)
    header = {"alg": "RS256", "typ": "JWT", "kid": b64url(r, 16)}
    t0 = int(ts(r))
    claims = {
        "iss": f"https://{tenant}.us.auth0.com/",
        "sub": f"{cid}@clients",
        "aud": f"https://{tenant}.us.auth0.com/api/v2/",
        "iat": t0,
        "exp": t0 + 86400,
        "scope": r.choice(("read:users update:users", "read:users read:logs", "create:users")),
        "gty": "client-credentials",
        "azp": cid,
    }
    enc = b64url_of(json.dumps(header, separators=(",", ":")))
    enc += "." + b64url_of(json.dumps(claims, separators=(",", ":")))
    return {"jwt": enc + "." + b64url(r, 256), "tenant": tenant, "who": _who(r)}


def _github(r: Random) -> dict[str, str]:
    return {
        "ghp": _GHP + pick(r, ALNUM, 36),
        "pat": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "ghs": _GHS + pick(r, ALNUM, 36),
        "who": _who(r),
        "repo": r.choice(
            ("ruta-norte/tracking-api", "ruta-norte/app-choferes", "ruta-norte/infra")
        ),
    }


def _sentry(r: Random) -> dict[str, str]:
    claims = {
        "iat": float(ts(r)) + r.random(),
        "url": "https://sentry.io",
        "region_url": "https://us.sentry.io",
        "org": "ruta-norte",
    }
    org = _SNTRYS + b64_of(json.dumps(claims, separators=(",", ":"))) + "_" + b64(r, 32)[:43]
    return {"u": _SNTRYU + hexs(r, 64), "o": org, "who": _who(r)}


def _newrelic(r: Random) -> dict[str, str]:
    return {
        "lic": hexs(r, 36) + _NRAL,
        "uk": _NRAK + pick(r, UPPER_ALNUM, 27),
        "acct": num(r, 7),
        "app": r.choice(("tracking-api", "dispatcher", "cfdi-worker", "rutas-optimizer")),
    }


# --- data stores ---------------------------------------------------------------------------


def _atlas(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), URL_PASSWORD_CHARS),
        "user": r.choice(("rn_app", "tracking_rw", "analytics_ro", "svc-dispatch")),
        "cl": r.choice(("cluster0", "rn-prod", "tracking-gdl")) + "." + pick(r, LOWER_ALNUM, 5),
        "pub": pick(r, LOWER, 8),
        "priv": uuid4(r),
        "org": object_id(r),
    }


def _redis_rabbit(r: Random) -> dict[str, str]:
    return {
        "rpw": password(r, r.choice((24, 32)), URL_PASSWORD_CHARS),
        "apw": password(r, r.choice((16, 20)), URL_PASSWORD_CHARS),
        "cookie": pick(r, UPPER, 20),
        "host": r.choice(("rn-cache.abc1de.use1.cache.amazonaws.com", "10.40.3.21")),
        "mq": r.choice(("mq.rutanorte.internal", "10.40.5.8", "rabbit-gdl.internal")),
    }


# --- private keys ---------------------------------------------------------------------------


def _openssh(r: Random) -> dict[str, str]:
    who = _who(r)
    comment = r.choice((f"{who}@rn-laptop", "deploy@bastion-mty", "github-actions@rutanorte"))
    body = openssh_ed25519(r, comment)
    return {"body": body, "body6": indent(body, "      "), "who": who, "c": comment}


def _ec_key(r: Random) -> dict[str, str]:
    sec1 = pem_body(ec_sec1(r))
    p8 = pem_body(pkcs8_ec(r))
    return {
        "sec1": sec1,
        "p8": p8,
        "p8in": indent(p8, "    "),
        "kid": b64url(r, 8),
        "who": _who(r),
    }


# --- configuration shapes --------------------------------------------------------------------


def _k8s(r: Random) -> dict[str, str]:
    return {
        "c": b64_of(_CONEKTA + pick(r, ALNUM, 24)),
        "o": b64_of(_OPENPAY_SK + hexs(r, 32)),
        "pw": b64_of(password(r, r.choice((14, 18, 22)))),
        "url": b64_of(f"amqps://rn_worker:{password(r, 18, URL_PASSWORD_CHARS)}@mq.internal:5671/"),
        "tw": b64_of(hexs(r, 32)),
        "ns": r.choice(("tracking", "pagos", "cfdi", "dispatch")),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "c": _CONEKTA + pick(r, ALNUM, 24),
        "o": _OPENPAY_SK + hexs(r, 32),
        "mid": "m" + pick(r, LOWER_ALNUM, 19),
        "tw": hexs(r, 32),
        "sid": _TW_AC + hexs(r, 32),
        "pw": password(r, 20, URL_PASSWORD_CHARS),
        "mp": _MP_APP
        + f"{num(r, 16)}-{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(20, 38)}"
        + f"-{hexs(r, 32)}-{num(r, 9)}",
        "stp": pem_body(rsa_pkcs1(r)).replace("\n", "\\n"),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "c": _CONEKTA + pick(r, ALNUM, 27),
        "sk": pick(r, B64STD, 40),
        "kid": _AKIA + pick(r, UPPER_ALNUM.replace("0", ""), 16),
        "nr": hexs(r, 36) + _NRAL,
        "sn": _SNTRYU + hexs(r, 64),
        "pw": password(r, 22, ALNUM + "#*-_.!"),
        "repo": r.choice(("ruta-norte/tracking-api", "ruta-norte/portal-clientes")),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "oid": object_id(r),
        "sm": "SM" + hexs(r, 32),
        "tok": hexs(r, 32),
        "pk": "p" + "k_" + hexs(r, 32),
        "sk": _OPENPAY_SK + hexs(r, 32),
        "uuid": uuid4(r).upper(),
        "pw": human_password(r),
        "dig": hexs(r, 64),
        "sig": hexs(r, 64),
        "ws": hexs(r, 64),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": human_password(r),
        "pw2": password(r, r.choice((16, 18, 21)), ALNUM + "#$*-_.!?"),
        "who": _who(r),
        "d": day(r),
        "h": f"{r.randint(7, 22)}:{r.choice(('00', '15', '30', '45'))}",
    }


_BEGIN_RSA = "-----BEGIN " + _PRIV_RSA + "-----"
_END_RSA = "-----END " + _PRIV_RSA + "-----"
_BEGIN_ENC = "-----BEGIN " + _PRIV_ENC + "-----"
_END_ENC = "-----END " + _PRIV_ENC + "-----"
_BEGIN_SSH = "-----BEGIN " + _PRIV_SSH + "-----"
_END_SSH = "-----END " + _PRIV_SSH + "-----"
_BEGIN_EC = "-----BEGIN " + _PRIV_EC + "-----"
_END_EC = "-----END " + _PRIV_EC + "-----"
_BEGIN_P8 = "-----BEGIN " + _PRIV + "-----"
_END_P8 = "-----END " + _PRIV + "-----"


_SA_JSON = (
    '{\n  "type": "service_account",\n  "project_id": "⟨project⟩",\n'
    '  "private_key_id": "⟨kid⟩",\n'
    '  "private_key": "-----BEGIN ' + _PRIV + "-----\\n⟨body⟩\\n-----END " + _PRIV + '-----\\n",\n'
    '  "client_email": "⟨sa⟩@⟨project⟩.iam.gserviceaccount.com",\n  "client_id": "⟨cid⟩",\n'
    '  "token_uri": "https://oauth2.googleapis.com/token"\n}'
)


SECRETS: tuple[Kind, ...] = (
    Kind(
        "conekta_private_key",
        (
            "CONEKTA_PRIVATE_KEY=⟨k⟩",
            'curl -H "Authorization: Bearer ⟨k⟩" -H "Accept: application/vnd.conekta-v2.2.0+json" '
            "https://api.conekta.io/orders/⟨ord⟩",
            "La llave privada de Conekta (prod) que me pasó ⟨who⟩: ⟨k⟩ -- la del front es otra",
            "conekta:\n  api_version: 2.2.0\n  private_key: ⟨k⟩\n  locale: es",
            "Conekta.setApiKey('⟨k⟩') en el worker de cobros, commit del ⟨d⟩; move it to SSM asap",
            "| env | llave privada Conekta |\n|-----|-----|\n| prod | `⟨k⟩` |",
            "conekta_client = conekta.ApiClient(conekta.Configuration(access_token='⟨k⟩'))",
        ),
        _conekta,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "openpay_private_key",
        (
            "OPENPAY_MERCHANT_ID=⟨mid⟩\nOPENPAY_PRIVATE_KEY=⟨sk⟩\nOPENPAY_PRODUCTION=true",
            "curl https://api.openpay.mx/v1/⟨mid⟩/charges -u ⟨sk⟩: -H 'Content-Type: "
            "application/json'",
            "Openpay prod: merchant ⟨mid⟩, llave privada ⟨sk⟩ (la pública va en openpay.js)",
            "openpay = Openpay('⟨mid⟩', '⟨sk⟩', 'MX', is_production=True)",
            "⟨who⟩ rotó la sk de Openpay el ⟨d⟩, la nueva es ⟨sk⟩ -- avisar a Gdl",
            '{"openpay": {"merchantId": "⟨mid⟩", "privateKey": "⟨sk⟩", "sandbox": false}}',
            "Basic auth para Openpay = llave privada como user y password vacío: `⟨sk⟩:`",
        ),
        _openpay,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "mercadopago_access_token",
        (
            "MP_ACCESS_TOKEN=⟨t⟩",
            'curl -X GET "https://api.mercadopago.com/v1/payments/⟨pid⟩" '
            '-H "Authorization: Bearer ⟨t⟩"',
            'sdk = mercadopago.SDK("⟨t⟩")  # prod, user ⟨user⟩',
            "Token de pruebas de Mercado Pago: ⟨tt⟩ y el de prod ⟨t⟩, no los mezclen porfa",
            "mercadopago:\n  access_token: ⟨t⟩\n  sandbox_token: ⟨tt⟩",
            "Para el checkout de Gdl usamos el access token de la cuenta ⟨user⟩: ⟨t⟩",
            "MercadoPagoConfig({ accessToken: '⟨tt⟩', options: { timeout: 5000 } })",
        ),
        _mp_token,
        n=7,
        secrets=("t", "tt"),
    ),
    Kind(
        "mercadopago_client_secret",
        (
            "MP_CLIENT_ID=⟨cid⟩\nMP_CLIENT_SECRET=⟨cs⟩",
            "curl -X POST https://api.mercadopago.com/oauth/token -d 'client_id=⟨cid⟩' "
            "-d 'client_secret=⟨cs⟩' -d 'grant_type=client_credentials'",
            "Client secret de la app de MP (marketplace de repartidores): ⟨cs⟩, lo pasó ⟨who⟩",
            '{"client_id": "⟨cid⟩", "client_secret": "⟨cs⟩", "grant_type": "refresh_token"}',
            "El ⟨d⟩ regeneramos el client secret de Mercado Pago → ⟨cs⟩ (app ⟨cid⟩)",
        ),
        _mp_client,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "mercadopago_webhook_secret",
        (
            "MP_WEBHOOK_SECRET=⟨ws⟩",
            "La clave secreta de webhooks de MP (Tus integraciones → Webhooks) es ⟨ws⟩; con esa "
            "se valida el x-signature",
            'hmac.new(b"⟨ws⟩", manifest.encode(), hashlib.sha256).hexdigest()  # request ⟨rid⟩',
            "webhooks:\n  mercadopago:\n    secret: ⟨ws⟩\n    tolerance_seconds: 300",
            "Si el v1 del x-signature no cuadra (ts=⟨ts⟩), revisar que el secret sea ⟨ws⟩ y no "
            "el de sandbox",
        ),
        _mp_webhook,
        n=7,
        secrets=("ws",),
    ),
    Kind(
        "clip_api_credentials",
        (
            "CLIP_API_KEY=⟨key⟩\nCLIP_SECRET_KEY=⟨sec⟩",
            "curl https://api.payclip.com/v2/checkout -H 'Authorization: Basic ⟨basic⟩' "
            "-H 'Content-Type: application/json' -d @link_pago.json",
            "Clip: API key ⟨key⟩ + clave secreta ⟨sec⟩ → el header es Basic base64(key:secret)",
            "Authorization: Basic ⟨basic⟩",
            "clip:\n  api_key: ⟨key⟩\n  secret: ⟨sec⟩\n  webhook_url: https://api.rutanorte.mx/"
            "webhooks/clip",
        ),
        _clip,
        n=7,
        secrets=("key", "sec", "basic"),
    ),
    Kind(
        "stp_spei_rsa_private_key",
        (
            "Llave para firmar órdenes SPEI en STP (cuenta ⟨cuenta⟩):\n\n"
            + _BEGIN_RSA
            + "\n⟨body⟩\n"
            + _END_RSA,
            _BEGIN_RSA + "\n⟨body⟩\n" + _END_RSA,
            "stp:\n  empresa: RUTANORTE\n  private_key: |\n    "
            + _BEGIN_RSA
            + "\n⟨body4⟩\n    "
            + _END_RSA
            + "\n  passphrase: ⟨pp⟩",
            "El .pem que generó ⟨who⟩ para STP (passphrase ⟨pp⟩):\n"
            + _BEGIN_RSA
            + "\n⟨body⟩\n"
            + _END_RSA,
        ),
        _stp,
        n=7,
        secrets=("body", "body4", "pp"),
    ),
    Kind(
        "sat_csd_key_password",
        (
            "openssl pkcs8 -inform DER -in CSD_⟨rfc⟩.key -passin pass:'⟨pw⟩' -out csd.key.pem",
            "La contraseña del CSD de ⟨rfc⟩ (no la e.firma, ojo) es ⟨pw⟩; el .cer es ⟨nocert⟩",
            '{"Rfc": "⟨rfc⟩", "Certificate": "⟨cer⟩", "PrivateKey": "⟨keyb64⟩", '
            '"PrivateKeyPassword": "⟨pw⟩"}',
            "CSD_PASSWORD=⟨pw⟩\nCSD_CER_PATH=/secrets/csd/⟨nocert⟩.cer",
            "⟨who⟩ subió el CSD nuevo al PAC; pass de la llave privada: ⟨pw⟩",
            'cfdi:\n  rfc_emisor: ⟨rfc⟩\n  no_certificado: "⟨nocert⟩"\n  key_password: "⟨pw⟩"',
        ),
        _csd_pw,
        n=7,
        secrets=("pw", "keyb64"),
    ),
    Kind(
        "sat_csd_encrypted_private_key",
        (
            "$ openssl pkcs8 -inform DER -in CSD_⟨rfc⟩.key -topk8 -out csd_enc.pem && cat "
            "csd_enc.pem\n" + _BEGIN_ENC + "\n⟨body⟩\n" + _END_ENC,
            "La llave del CSD ⟨nocert⟩ convertida a PEM (sigue cifrada, pero con la contraseña "
            "en el vault ya sirve para firmar):\n" + _BEGIN_ENC + "\n⟨body⟩\n" + _END_ENC,
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: csd-⟨nocert⟩\ntype: Opaque\n"
            "stringData:\n  csd.key.pem: |\n    " + _BEGIN_ENC + "\n⟨body2⟩\n    " + _END_ENC,
            "Pegué la llave del CSD de ⟨rfc⟩ en el issue por error (ya lo borré, rotar igual):\n\n"
            + _BEGIN_ENC
            + "\n⟨body⟩\n"
            + _END_ENC,
        ),
        _csd_key,
        n=7,
        secrets=("body", "body2"),
    ),
    Kind(
        "pac_facturama_finkok_credentials",
        (
            "FACTURAMA_USER=⟨user⟩\nFACTURAMA_PASSWORD=⟨pw⟩",
            "curl -X POST https://api.facturama.mx/3/cfdis -H 'Authorization: Basic ⟨basic⟩' "
            "-H 'Content-Type: application/json' -d @factura.json",
            "<soapenv:Body><stamp><xml>...</xml><username>⟨user⟩</username>"
            "<password>⟨fpw⟩</password></stamp></soapenv:Body>",
            "Finkok prod → user ⟨user⟩ / pass ⟨fpw⟩ (el demo sigue con la de siempre)",
            "client.service.stamp(xml_b64, '⟨user⟩', '⟨fpw⟩')  # finkok, RFC ⟨rfc⟩",
            "Facturama API: usuario ⟨user⟩, contraseña ⟨pw⟩. Basic listo: ⟨basic⟩",
        ),
        _pac,
        n=7,
        secrets=("pw", "basic", "fpw"),
    ),
    Kind(
        "aws_secret_access_key",
        (
            "[rn-prod]\naws_access_key_id = ⟨kid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = us-east-1",
            "AWS_ACCESS_KEY_ID=⟨kid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws s3 ls s3://rn-evidencias-prod",
            "Las llaves del IAM user de ⟨who⟩ (cuenta ⟨acct⟩): ⟨kid⟩ / ⟨sk⟩ -- ya pedí que las "
            "desactiven",
            'provider "aws" {\n  region     = "us-east-1"\n  access_key = "⟨kid⟩"\n'
            '  secret_key = "⟨sk⟩"\n}',
            "aws configure set aws_secret_access_key ⟨sk⟩ --profile rn-prod",
        ),
        _aws_key,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            '{\n  "Credentials": {\n    "AccessKeyId": "⟨kid⟩",\n    "SecretAccessKey": "⟨sk⟩",\n'
            '    "SessionToken": "⟨tok⟩",\n    "Expiration": "⟨exp⟩"\n  }\n}',
            "export AWS_ACCESS_KEY_ID=⟨kid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨tok⟩",
            "Sesión de break-glass en ⟨acct⟩ (expira ⟨exp⟩): secret ⟨sk⟩, session token ⟨tok⟩",
            "[rn-breakglass]\naws_access_key_id = ⟨kid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "aws_session_token = ⟨tok⟩",
        ),
        _aws_sts,
        n=7,
        secrets=("sk", "tok"),
    ),
    Kind(
        "gcp_service_account_json",
        (
            "$ cat ~/Downloads/⟨project⟩-⟨sa⟩.json\n" + _SA_JSON,
            "GOOGLE_CREDENTIALS='" + _SA_JSON.replace("\n", "").replace("  ", "") + "'",
            "GCP_SA_KEY_B64=⟨b64⟩",
            "La SA de ⟨sa⟩ en ⟨project⟩, la JSON completa (se la bajé a ⟨sa⟩ por error):\n\n"
            "```json\n" + _SA_JSON + "\n```",
            "echo '⟨b64⟩' | base64 -d > /tmp/sa.json && gcloud auth activate-service-account "
            "--key-file=/tmp/sa.json",
        ),
        _gcp_sa,
        n=7,
        secrets=("body", "b64"),
    ),
    Kind(
        "google_maps_server_api_key",
        (
            "GOOGLE_MAPS_SERVER_KEY=⟨k⟩",
            'curl "https://maps.googleapis.com/maps/api/directions/json?origin=⟨lat⟩,⟨lng⟩'
            '&destination=Apodaca&key=⟨k⟩"',
            "La key de Maps del backend (Routes API, sin restricción de referer) es ⟨k⟩ -- "
            "⟨who⟩ la iba a restringir por IP",
            "gmaps = googlemaps.Client(key='⟨k⟩')",
            "maps:\n  server_key: ⟨k⟩\n  distance_matrix_qps: 50",
        ),
        _maps,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "google_oauth_client_secret_and_refresh_token",
        (
            "GOOGLE_CLIENT_ID=⟨cid⟩\nGOOGLE_CLIENT_SECRET=⟨cs⟩",
            '{"installed":{"client_id":"⟨cid⟩","client_secret":"⟨cs⟩","redirect_uris":'
            '["http://localhost"]}}',
            "firebase login:ci me devolvió ⟨rt⟩ -- ese refresh token es de mi cuenta personal, "
            "cambiarlo por el de la SA",
            "curl -d client_id=⟨cid⟩ -d client_secret=⟨cs⟩ -d refresh_token=⟨rt⟩ "
            "-d grant_type=refresh_token https://oauth2.googleapis.com/token",
            "OAuth del portal de clientes: secret ⟨cs⟩ (el client id es público)",
        ),
        _google_oauth,
        n=7,
        secrets=("cs", "rt"),
    ),
    Kind(
        "twilio_auth_token",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "--data-urlencode 'To=⟨phone⟩' -u ⟨sid⟩:⟨tok⟩",
            "client = Client('⟨sid⟩', '⟨tok⟩')  # SMS de 'tu paquete va en camino'",
            "Twilio auth token (primary) ⟨tok⟩ -- ⟨who⟩ dice que el secondary ya se promovió",
            'twilio:\n  account_sid: ⟨sid⟩\n  auth_token: ⟨tok⟩\n  from: "⟨phone⟩"',
        ),
        _twilio_auth,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "twilio_api_key_secret",
        (
            "TWILIO_API_KEY=⟨ks⟩\nTWILIO_API_SECRET=⟨sec⟩",
            "twilio profiles:create --account-sid ⟨sid⟩ --api-key ⟨ks⟩ --api-secret ⟨sec⟩",
            "API key del IVR creada el ⟨d⟩: SID ⟨ks⟩, secret ⟨sec⟩ (solo se muestra una vez!)",
            "new Twilio('⟨ks⟩', '⟨sec⟩', { accountSid: '⟨sid⟩' })",
        ),
        _twilio_api_key,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "whatsapp_cloud_api_token",
        (
            "WHATSAPP_TOKEN=⟨t⟩\nWHATSAPP_PHONE_NUMBER_ID=⟨pnid⟩",
            'curl -X POST "https://graph.facebook.com/v31.0/⟨pnid⟩/messages" '
            '-H "Authorization: Bearer ⟨t⟩" -H "Content-Type: application/json" '
            '-d \'{"messaging_product":"whatsapp","to":"⟨to⟩","type":"template"}\'',
            "Token permanente del system user de la WABA ⟨waba⟩: ⟨t⟩",
            'whatsapp:\n  business_account_id: "⟨waba⟩"\n  access_token: ⟨t⟩',
        ),
        _whatsapp,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "meta_app_secret_and_verify_token",
        (
            "META_APP_ID=⟨app⟩\nMETA_APP_SECRET=⟨as⟩\nWA_VERIFY_TOKEN=⟨vt⟩",
            "App secret de la app de Meta (⟨app⟩): ⟨as⟩ -- con eso se valida X-Hub-Signature-256",
            "El verify token del webhook de WhatsApp quedó como ⟨vt⟩ (lo cambié el ⟨d⟩)",
            "curl 'https://graph.facebook.com/oauth/access_token?client_id=⟨app⟩"
            "&client_secret=⟨as⟩&grant_type=client_credentials'",
            'meta:\n  app_id: "⟨app⟩"\n  app_secret: ⟨as⟩\n  verify_token: ⟨vt⟩',
        ),
        _meta_app,
        n=7,
        secrets=("as", "vt"),
    ),
    Kind(
        "auth0_client_secret",
        (
            "AUTH0_DOMAIN=⟨tenant⟩.us.auth0.com\nAUTH0_CLIENT_ID=⟨cid⟩\nAUTH0_CLIENT_SECRET=⟨cs⟩",
            "curl --request POST --url https://⟨tenant⟩.us.auth0.com/oauth/token --data "
            "'client_id=⟨cid⟩&client_secret=⟨cs⟩&audience=https://api.rutanorte.mx'",
            "Auth0 M2M app 'dispatcher': client secret ⟨cs⟩ (rotar después del pentest)",
            'resource "auth0_client_credentials" "dispatcher" {\n  client_id     = "⟨cid⟩"\n'
            '  client_secret = "⟨cs⟩"\n}',
        ),
        _auth0_secret,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "auth0_management_api_token",
        (
            "AUTH0_MGMT_TOKEN=⟨jwt⟩",
            'curl https://⟨tenant⟩.us.auth0.com/api/v2/users -H "Authorization: Bearer ⟨jwt⟩"',
            "Token de la Management API que sacó ⟨who⟩ del dashboard (vive 24h): ⟨jwt⟩",
            '{"access_token":"⟨jwt⟩","scope":"read:users","expires_in":86400,'
            '"token_type":"Bearer"}',
        ),
        _auth0_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "github_tokens",
        (
            "GH_TOKEN=⟨ghp⟩ gh release create v2038.10.2 --repo ⟨repo⟩",
            "git clone https://⟨who⟩:⟨pat⟩@github.com/⟨repo⟩.git",
            "PAT fine-grained de ⟨who⟩ (contents:write en ⟨repo⟩): ⟨pat⟩",
            "El token de instalación que imprimió el job fue ⟨ghs⟩ (dura 1h, pero igual)",
            "//npm.pkg.github.com/:_authToken=⟨ghp⟩\n@ruta-norte:registry=https://npm.pkg.github.com",
        ),
        _github,
        n=7,
        secrets=("ghp", "pat", "ghs"),
    ),
    Kind(
        "sentry_auth_tokens",
        (
            "SENTRY_AUTH_TOKEN=⟨o⟩",
            "sentry-cli --auth-token ⟨u⟩ releases new tracking-api@2038.10.2",
            "[auth]\ntoken=⟨u⟩\n\n[defaults]\norg=ruta-norte\nproject=tracking-api",
            "⟨who⟩ creó el org token para el upload de sourcemaps: ⟨o⟩",
            'curl -H "Authorization: Bearer ⟨u⟩" https://sentry.io/api/0/projects/ruta-norte/',
        ),
        _sentry,
        n=7,
        secrets=("u", "o"),
    ),
    Kind(
        "newrelic_keys",
        (
            "NEW_RELIC_LICENSE_KEY=⟨lic⟩\nNEW_RELIC_APP_NAME=⟨app⟩",
            "newrelic.ini:\n[newrelic]\nlicense_key = ⟨lic⟩\napp_name = ⟨app⟩ (prod)",
            'curl https://api.newrelic.com/graphql -H "API-Key: ⟨uk⟩" -d \'{"query":"{ actor '
            "{ account(id: ⟨acct⟩) { name } } }\"}'",
            "User key de NerdGraph para los dashboards de ⟨app⟩: ⟨uk⟩ (cuenta ⟨acct⟩)",
            'provider "newrelic" {\n  account_id = ⟨acct⟩\n  api_key    = "⟨uk⟩"\n'
            '  region     = "US"\n}',
        ),
        _newrelic,
        n=7,
        secrets=("lic", "uk"),
    ),
    Kind(
        "mongodb_atlas_credentials",
        (
            'mongosh "mongodb+srv://⟨user⟩:⟨pw⟩@⟨cl⟩.mongodb.net/tracking" --apiVersion 1',
            "MONGODB_URI=mongodb+srv://⟨user⟩:⟨pw⟩@⟨cl⟩.mongodb.net/rn?retryWrites=true&w=majority",
            "Atlas Admin API: public key ⟨pub⟩, private key ⟨priv⟩ (org ⟨org⟩)",
            'provider "mongodbatlas" {\n  public_key  = "⟨pub⟩"\n  private_key = "⟨priv⟩"\n}',
            "La contraseña del usuario ⟨user⟩ en Atlas quedó ⟨pw⟩, ya está en el vault",
        ),
        _atlas,
        n=7,
        secrets=("pw", "priv"),
    ),
    Kind(
        "redis_rabbitmq_passwords",
        (
            "REDIS_URL=rediss://default:⟨rpw⟩@⟨host⟩:6379/0",
            "redis-cli -h ⟨host⟩ --tls -a '⟨rpw⟩' --no-auth-warning info keyspace",
            "AMQP_URL=amqps://rn_worker:⟨apw⟩@⟨mq⟩:5671/tracking",
            "rabbitmqctl add_user svc_despachos '⟨apw⟩' && rabbitmqctl set_permissions -p / "
            "svc_despachos '.*' '.*' '.*'",
            "La cookie de Erlang del cluster de Rabbit (/var/lib/rabbitmq/.erlang.cookie) es "
            "⟨cookie⟩, igual en los 3 nodos",
            "# redis.conf (ElastiCache no, el de Gdl)\nrequirepass ⟨rpw⟩\nmaxmemory 2gb",
        ),
        _redis_rabbit,
        n=7,
        secrets=("rpw", "apw", "cookie"),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN_SSH + "\n⟨body⟩\n" + _END_SSH,
            "La llave del bastion de Monterrey (⟨c⟩), por si se vuelve a borrar:\n\n"
            + _BEGIN_SSH
            + "\n⟨body⟩\n"
            + _END_SSH,
            "- name: SSH key para deploy\n  env:\n    SSH_KEY: |\n      "
            + _BEGIN_SSH
            + "\n⟨body6⟩\n      "
            + _END_SSH,
            "$ cat ~/.ssh/id_ed25519\n" + _BEGIN_SSH + "\n⟨body⟩\n" + _END_SSH,
        ),
        _openssh,
        n=7,
        secrets=("body", "body6"),
    ),
    Kind(
        "ec_private_key_pem",
        (
            "Llave ES256 para firmar los QR de entrega (kid ⟨kid⟩):\n"
            + _BEGIN_EC
            + "\n⟨sec1⟩\n"
            + _END_EC,
            _BEGIN_P8 + "\n⟨p8⟩\n" + _END_P8,
            "signing:\n  kid: ⟨kid⟩\n  private_key: |\n    "
            + _BEGIN_P8
            + "\n⟨p8in⟩\n    "
            + _END_P8,
            "$ openssl ecparam -name prime256v1 -genkey -noout\n"
            + _BEGIN_EC
            + "\n⟨sec1⟩\n"
            + _END_EC,
        ),
        _ec_key,
        n=7,
        secrets=("sec1", "p8", "p8in"),
    ),
    Kind(
        "k8s_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: pagos-keys\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  CONEKTA_PRIVATE_KEY: ⟨c⟩\n  OPENPAY_PRIVATE_KEY: ⟨o⟩",
            "$ kubectl -n ⟨ns⟩ get secret db-creds -o jsonpath='{.data.password}'\n⟨pw⟩",
            "data:\n  AMQP_URL: ⟨url⟩\n  TWILIO_AUTH_TOKEN: ⟨tw⟩",
            "echo ⟨pw⟩ | base64 -d   # el password de postgres en el namespace ⟨ns⟩",
            'kubectl -n ⟨ns⟩ patch secret pagos-keys -p \'{"data":{"CONEKTA_PRIVATE_KEY":"⟨c⟩"}}\'',
        ),
        _k8s,
        n=7,
        secrets=("c", "o", "pw", "url", "tw"),
    ),
    Kind(
        "dotenv_lines",
        (
            "# .env.production (tracking-api)\nNODE_ENV=production\nCONEKTA_PRIVATE_KEY=⟨c⟩\n"
            "OPENPAY_MERCHANT_ID=⟨mid⟩\nOPENPAY_PRIVATE_KEY=⟨o⟩\nLOG_LEVEL=info",
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tw⟩\nDATABASE_URL=postgres://rn:⟨pw⟩@"
            "db-tracking.internal:5432/tracking",
            'MP_ACCESS_TOKEN="⟨mp⟩"\nMP_SANDBOX=false',
            'STP_PRIVATE_KEY="-----BEGIN '
            + _PRIV_RSA
            + "-----\\n⟨stp⟩\\n-----END "
            + _PRIV_RSA
            + '-----"',
            "export CONEKTA_PRIVATE_KEY=⟨c⟩ OPENPAY_PRIVATE_KEY=⟨o⟩",
        ),
        _dotenv,
        n=7,
        secrets=("c", "o", "tw", "pw", "mp", "stp"),
    ),
    Kind(
        "github_actions_ci_variables",
        (
            "gh secret set CONEKTA_PRIVATE_KEY --repo ⟨repo⟩ --body '⟨c⟩'",
            "env:\n  AWS_ACCESS_KEY_ID: ⟨kid⟩\n  AWS_SECRET_ACCESS_KEY: ⟨sk⟩  # TODO pasar a OIDC",
            '- run: echo "::add-mask::⟨nr⟩" && newrelic-admin run-program pytest',
            "gh secret set SENTRY_AUTH_TOKEN -e production --body ⟨sn⟩\n"
            "gh variable set SENTRY_ORG --body ruta-norte",
            "jobs:\n  e2e:\n    env:\n      DB_PASSWORD: ⟨pw⟩\n      CONEKTA_PRIVATE_KEY: ⟨c⟩",
        ),
        _ci,
        n=7,
        secrets=("c", "sk", "nr", "sn", "pw"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Postmortem webhooks MP (⟨uuid⟩)\n- deploy ⟨sha⟩\n- traceparent 00-⟨trace⟩-⟨span⟩-01\n"
            "- pedido ⟨oid⟩\n- el secret de webhooks que estaba mal: ⟨ws⟩\n"
            "- x-signature v1=⟨sig⟩ (ese sí es por request)",
            "SMS de aviso no salían:\n* message sid ⟨sm⟩\n* trace ⟨trace⟩\n"
            "* auth token de Twilio que tenía el pod: ⟨tok⟩ (el viejo)\n* commit ⟨sha⟩",
            "| qué | valor |\n|---|---|\n| llave pública Openpay | ⟨pk⟩ |\n"
            "| llave privada Openpay | ⟨sk⟩ |\n| imagen | sha256:⟨dig⟩ |",
            "Handoff a Gdl:\n1. pedido ⟨oid⟩ (ObjectId)\n2. folio ⟨uuid⟩\n"
            "3. pass temporal del admin de Finkok: ⟨pw⟩\n4. commit ⟨sha⟩",
        ),
        _among,
        n=7,
        secrets=("ws", "tok", "sk", "pw"),
    ),
    Kind(
        "passwords_in_prose_es_en",
        (
            "Oye ⟨who⟩, la contra del Grafana de Gdl es ⟨pw⟩, no la pases por el grupo de WhatsApp",
            "La clave del wifi de la bodega de Apodaca quedó ⟨pw⟩ (la cambiaron el ⟨d⟩)",
            "Bro the admin pass for the Facturama portal is ⟨pw2⟩, se lo di a contabilidad a "
            "las ⟨h⟩",
            "⟨who⟩ me dictó la contraseña del root de la VM de ruteo: ⟨pw2⟩ -- qué oso, cambiarla",
            "Neta, el password del usuario de servicio de Atlas es ⟨pw⟩ y ya está en 3 notas",
            "For the Auth0 break-glass account the password is now ⟨pw2⟩ (updated ⟨d⟩ ⟨h⟩)",
            "Contraseña del panel de STP (usuario operaciones): ⟨pw⟩ -- la pidió ⟨who⟩",
        ),
        _prose,
        n=7,
        secrets=("pw", "pw2"),
    ),
)
