"""True secrets in Pampa Agro Pagos memory-note framings; each kind names the fields that
must not survive. Public ids that sit next to a secret (app ids, merchant/site ids, account
SIDs, access key ids, public keys) are filled in but not listed."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike70.gen import (
    ALNUM,
    ASIA,
    B64URL,
    COMPANIES,
    EC_PRIV,
    GHP,
    GHS,
    LOWER_ALNUM,
    MP_TEST,
    PEOPLE,
    PHX,
    PRIV,
    RSA_PRIV,
    SECRET_N,
    SERVICES,
    TURNSTILE,
    Kind,
    aws_account,
    aws_key_id,
    aws_secret_key,
    b64,
    b64_of,
    b64url,
    b64url_json,
    cloudflare_token,
    cognito_client_id,
    cognito_pool,
    cuit,
    day,
    ec_sec1_der,
    ed25519_pkcs8_der,
    epoch,
    github_pat,
    hexs,
    human_password,
    indent,
    iso,
    jwt,
    mp_access_token,
    mp_payment_id,
    mp_public_key,
    num,
    openssh_private,
    password,
    pem,
    pem_body,
    pick,
    posthog_project_key,
    rsa_pkcs1_der,
    rsa_pkcs8_der,
    rut_uy,
    sendgrid_key,
    sts_session_token,
    turnstile_site_key,
    twilio_sid,
    url_password,
    uuid4,
    whatsapp_token,
)

_CLUSTERS = ("pampa-prod-aurora", "pampa-stg-aurora", "liquidaciones-aurora", "cfe-uy-aurora")


def _mp_token(r: Random) -> dict[str, str]:
    return {
        "t": mp_access_token(r),
        "pid": mp_payment_id(r),
        "svc": r.choice(SERVICES),
        "who": r.choice(PEOPLE),
    }


def _mp_client(r: Random) -> dict[str, str]:
    return {
        "cid": num(r, 16),
        "cs": pick(r, ALNUM, 32),
        "tt": mp_access_token(r, MP_TEST),
        "who": r.choice(PEOPLE),
    }


def _mp_webhook(r: Random) -> dict[str, str]:
    return {"ws": hexs(r, 64), "acct": aws_account(r), "day": day(r)}


def _payway(r: Random) -> dict[str, str]:
    return {"priv": hexs(r, 32), "pub": hexs(r, 32), "site": num(r, 8), "who": r.choice(PEOPLE)}


def _dlocal(r: Random) -> dict[str, str]:
    return {"login": pick(r, ALNUM, 10), "trans": pick(r, ALNUM, 10), "sk": pick(r, ALNUM, 40)}


def _afip_ta(r: Random) -> dict[str, str]:
    emisor = cuit(r)
    gen = int(epoch(r))
    xml = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sso version="2.0">\n'
        '    <id src="CN=wsaa, O=AFIP, C=AR, SERIALNUMBER=CUIT 33693450239" '
        f'dst="CN=wsfe, O=AFIP, C=AR" unique_id="{num(r, 10)}" gen_time="{gen}" '
        f'exp_time="{gen + 43200}"/>\n    <operation type="login" value="granted">\n'
        f'        <login entity="33693450239" service="wsfe" uid="SERIALNUMBER=CUIT {emisor}, '
        f'CN=pampa-wsfe-{r.choice(("prod", "homo", "batch"))}" authmethod="cms" regmethod="22">\n'
        f'            <relations>\n                <relation key="{emisor}" reltype="4"/>\n'
        "            </relations>\n        </login>\n    </operation>\n</sso>\n"
    )
    return {"token": b64_of(xml), "sign": b64(r, 128), "cuit": emisor, "exp": iso(r)}


def _afip_key(r: Random) -> dict[str, str]:
    key = pem(RSA_PRIV, rsa_pkcs1_der(r))
    return {
        "pem": key,
        "pem_i4": indent(key, "    "),
        "body_esc": "\\n".join(pem_body(key)),
        "cuit": cuit(r),
        "env": r.choice(("homologación", "producción")),
    }


def _dgi_pfx(r: Random) -> dict[str, str]:
    pw = human_password(r) if r.random() < 0.5 else password(r, r.choice((16, 20, 24)))
    return {"pw": pw, "rut": rut_uy(r), "who": r.choice(PEOPLE)}


def _aws_pair(r: Random) -> dict[str, str]:
    return {
        "akid": aws_key_id(r),
        "sk": aws_secret_key(r),
        "bucket": r.choice(("pampa-liquidaciones-prod", "pampa-cfe-xml", "pampa-afip-ta")),
        "user": r.choice(("ci-legacy", "facturador-afip", "backup-rds", "posthog-export")),
        "when": iso(r),
    }


def _aws_sts(r: Random) -> dict[str, str]:
    return {
        "akid": aws_key_id(r, ASIA),
        "sk": aws_secret_key(r),
        "st": sts_session_token(r),
        "acct": aws_account(r),
        "when": iso(r),
    }


def _cognito_secret(r: Random) -> dict[str, str]:
    return {
        "cid": cognito_client_id(r),
        "cs": pick(r, LOWER_ALNUM, r.choice((51, 52))),
        "pool": cognito_pool(r),
    }


def _cognito_tokens(r: Random) -> dict[str, str]:
    pool = cognito_pool(r)
    now = int(epoch(r))
    sub = uuid4(r)
    claims = {
        "sub": sub,
        "cognito:groups": [r.choice(("backoffice", "tesoreria", "soporte"))],
        "iss": f"https://cognito-idp.sa-east-1.amazonaws.com/{pool}",
        "client_id": cognito_client_id(r),
        "origin_jti": uuid4(r),
        "event_id": uuid4(r),
        "token_use": "access",
        "scope": "aws.cognito.signin.user.admin",
        "auth_time": now,
        "exp": now + 3600,
        "iat": now,
        "jti": uuid4(r),
        "username": sub,
    }
    header = {"kid": b64(r, 32), "alg": "RS256"}
    jwe_head = b64url_json({"cty": "JWT", "enc": "A256GCM", "alg": "RSA-OAEP"})
    rt = ".".join(
        (jwe_head, b64url(r, 256), b64url(r, 12), b64url(r, r.choice((1580, 1624))), b64url(r, 16))
    )
    return {"at": jwt(r, header, claims, 256), "rt": rt, "who": r.choice(PEOPLE)}


def _aurora(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((20, 24, 28, 32))),
        "cluster": r.choice(_CLUSTERS),
        "cid": pick(r, LOWER_ALNUM, 12),
    }


def _cloudflare(r: Random) -> dict[str, str]:
    return {"tok": cloudflare_token(r), "gkey": hexs(r, 37), "zone": hexs(r, 32)}


def _tunnel_r2(r: Random) -> dict[str, str]:
    acct = hexs(r, 32)
    tunnel = {"a": acct, "t": uuid4(r), "s": b64(r, 32)}
    return {
        "tt": b64_of(_json_compact(tunnel)),
        "kid": hexs(r, 32),
        "rsk": hexs(r, 64),
        "acct": acct,
    }


def _json_compact(value: dict[str, str]) -> str:
    return "{" + ",".join(f'"{k}":"{v}"' for k, v in value.items()) + "}"


def _turnstile(r: Random) -> dict[str, str]:
    site = turnstile_site_key(r)
    return {"site": site, "sec": TURNSTILE + pick(r, B64URL, 25)}


def _datadog(r: Random) -> dict[str, str]:
    return {"api": hexs(r, 32), "app": hexs(r, 40), "svc": r.choice(SERVICES)}


def _github(r: Random) -> dict[str, str]:
    return {
        "ghp": GHP + pick(r, ALNUM, 36),
        "ghs": GHS + pick(r, ALNUM, 36),
        "pat": github_pat(r),
        "ver": f"3.{r.randint(0, 40)}.{r.randint(0, 20)}",
    }


def _gh_app_key(r: Random) -> dict[str, str]:
    key = pem(PRIV, rsa_pkcs8_der(r))
    return {
        "pem": key,
        "pem_i4": indent(key, "    "),
        "body_esc": "\\n".join(pem_body(key)),
        "appid": num(r, 7),
        "inst": num(r, 8),
        "date": day(r),
    }


def _openssh(r: Random) -> dict[str, str]:
    algo = r.choice(("ssh-ed25519", "ssh-ed25519", "ecdsa-sha2-nistp256"))
    key = openssh_private(r, algo, r.choice(("deploy@facturador", "ci@pampa", "rodri@mvd-01")))
    return {"key": key, "key_i4": indent(key, "    "), "host": f"10.20.{r.randint(0, 255)}.5"}


def _ec_keys(r: Random) -> dict[str, str]:
    ec = pem(EC_PRIV, ec_sec1_der(r))
    return {
        "ec": ec,
        "ec_i4": indent(ec, "    "),
        "ed": pem(PRIV, ed25519_pkcs8_der(r)),
        "kid": f"liq-{day(r)}-{hexs(r, 6)}",
    }


def _wa_token(r: Random) -> dict[str, str]:
    return {"tok": whatsapp_token(r), "pnid": num(r, 15), "waba": num(r, 15)}


def _wa_app_secret(r: Random) -> dict[str, str]:
    verify = r.choice(("pampa-wa-", "verify_", "hub-")) + pick(r, ALNUM, r.choice((16, 20, 24)))
    return {"appsec": hexs(r, 32), "verify": verify, "chal": num(r, 10)}


def _twilio_auth(r: Random) -> dict[str, str]:
    return {
        "sid": twilio_sid(r, "AC"),
        "tok": hexs(r, 32),
        "va": twilio_sid(r, "VA"),
        "ph": num(r, 6),
    }


def _twilio_key(r: Random) -> dict[str, str]:
    return {"sid": twilio_sid(r, "AC"), "sk": twilio_sid(r, "SK"), "sec": pick(r, ALNUM, 32)}


def _sendgrid(r: Random) -> dict[str, str]:
    return {"key": sendgrid_key(r), "co": r.choice(COMPANIES)}


def _posthog(r: Random) -> dict[str, str]:
    return {"phx": PHX + pick(r, ALNUM, 43), "phc": posthog_project_key(r), "pid": num(r, 5)}


def _k8s(r: Random) -> dict[str, str]:
    return {
        "b_mp": b64_of(mp_access_token(r)),
        "b_db": b64_of(url_password(r, r.choice((20, 24, 28)))),
        "b_sg": b64_of(sendgrid_key(r)),
        "b_tw": b64_of(hexs(r, 32)),
        "ns": r.choice(("pagos", "notificaciones", "cfe")),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "mp": mp_access_token(r),
        "mppub": mp_public_key(r),
        "sg": sendgrid_key(r),
        "pw": url_password(r, r.choice((20, 24))),
        "phc": posthog_project_key(r),
        "dd": hexs(r, 32),
        "tw": hexs(r, 32),
        "dl": pick(r, ALNUM, 40),
        "rut": rut_uy(r),
        "port": str(r.randint(3000, 9000)),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "mp": mp_access_token(r),
        "dd": hexs(r, 32),
        "sg": sendgrid_key(r),
        "cf": cloudflare_token(r),
        "run": num(r, 11),
    }


def _config_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24, 32))),
        "sg": sendgrid_key(r),
        "cache": pick(r, LOWER_ALNUM, 6),
    }


def _prose_pw(r: Random) -> dict[str, str]:
    pw = human_password(r) if r.random() < 0.6 else password(r, r.choice((16, 18, 22)))
    return {"pw": pw, "who": r.choice(PEOPLE), "day": day(r)}


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "pid": mp_payment_id(r),
        "pub": mp_public_key(r),
        "trace": hexs(r, 32),
        "ray": hexs(r, 16),
        "u": uuid4(r),
        "digest": hexs(r, 64),
        "mp": mp_access_token(r),
        "sg": sendgrid_key(r),
        "pw": url_password(r, r.choice((18, 22, 26))),
        "day": day(r),
        "acct": aws_account(r),
    }


_BEGIN_RSA = "-----BEGIN " + RSA_PRIV + "-----"
_END_RSA = "-----END " + RSA_PRIV + "-----"
_BEGIN_P8 = "-----BEGIN " + PRIV + "-----"
_END_P8 = "-----END " + PRIV + "-----"

SECRETS: tuple[Kind, ...] = (
    Kind(
        "mercadopago_access_token",
        (
            "MP_ACCESS_TOKEN=⟨t⟩  # prod, cuenta vendedora de Pampa Agro Pagos",
            "curl -s https://api.mercadopago.com/v1/payments/⟨pid⟩ "
            '-H "Authorization: Bearer ⟨t⟩" | jq .status',
            'sdk = mercadopago.SDK("⟨t⟩")  # TODO: mover a Secrets Manager, quedó hardcodeado '
            "en ⟨svc⟩",
            "El access token de producción de MP que usa ⟨svc⟩ es ⟨t⟩ — ⟨who⟩, no lo pegues "
            "en el canal, porfa.",
            "O token de acesso do Mercado Pago (produção) apareceu no log do ⟨svc⟩: ⟨t⟩. "
            "Rotacionar amanhã cedo.",
        ),
        _mp_token,
        n=SECRET_N,
        secrets=("t",),
    ),
    Kind(
        "mercadopago_oauth_client_secret",
        (
            "curl -X POST https://api.mercadopago.com/oauth/token -d 'grant_type="
            "client_credentials&client_id=⟨cid⟩&client_secret=⟨cs⟩'",
            'mercadopago:\n  client_id: "⟨cid⟩"\n  client_secret: ⟨cs⟩\n'
            "  sandbox_access_token: ⟨tt⟩",
            "Credenciales de prueba de la app del marketplace (client ⟨cid⟩): client secret "
            "⟨cs⟩, access token ⟨tt⟩. Me las pasó ⟨who⟩.",
            "MP_CLIENT_ID=⟨cid⟩\nMP_CLIENT_SECRET=⟨cs⟩\nMP_REDIRECT_URI=https://app.pampaagro."
            "com.ar/oauth/mp/callback",
        ),
        _mp_client,
        n=SECRET_N,
        secrets=("cs", "tt"),
    ),
    Kind(
        "mercadopago_webhook_signing_secret",
        (
            "MP_WEBHOOK_SECRET=⟨ws⟩",
            "aws secretsmanager put-secret-value --secret-id prod/pagos/mp-webhook "
            '--secret-string \'{"signing_secret":"⟨ws⟩"}\'',
            "La clave secreta de las notificaciones (Tus integraciones → Webhooks) quedó así el "
            "⟨day⟩: ⟨ws⟩. La usa `validar_firma()` para el v1 del header x-signature.",
            "webhooks:\n  mercadopago:\n    url: https://api.pampaagro.com.ar/webhooks/mp\n"
            '    secret: "⟨ws⟩"',
        ),
        _mp_webhook,
        n=SECRET_N,
        secrets=("ws",),
    ),
    Kind(
        "payway_private_apikey",
        (
            "curl -X POST https://developers.decidir.com/api/v2/payments "
            '-H "apikey: ⟨priv⟩" -H "Content-Type: application/json" -d @pago.json',
            "PAYWAY_SITE_ID=⟨site⟩\nPAYWAY_PUBLIC_KEY=⟨pub⟩\nPAYWAY_PRIVATE_KEY=⟨priv⟩",
            "Payway (ex Decidir) en prod: la privada es ⟨priv⟩, la pública ⟨pub⟩ va en el "
            "front. ⟨who⟩ las confundió otra vez, ojo.",
            'payway:\n  site_id: "⟨site⟩"\n  api_key_privada: ⟨priv⟩\n  ambiente: produccion',
        ),
        _payway,
        n=SECRET_N,
        secrets=("priv",),
    ),
    Kind(
        "dlocal_secret_key",
        (
            "DLOCAL_X_LOGIN=⟨login⟩\nDLOCAL_X_TRANS_KEY=⟨trans⟩\nDLOCAL_SECRET_KEY=⟨sk⟩",
            "dLocal prod (UY): x-login ⟨login⟩ / trans-key ⟨trans⟩ / secret key ⟨sk⟩ — la "
            "secret key es la que firma el V2-HMAC-SHA256.",
            'signature = hmac.new(b"⟨sk⟩", (x_login + x_date + body).encode(), '
            "hashlib.sha256).hexdigest()",
            'dlocal = DLocalClient(login="⟨login⟩", trans_key="⟨trans⟩", '
            'secret_key="⟨sk⟩", sandbox=False)',
        ),
        _dlocal,
        n=SECRET_N,
        secrets=("sk",),
    ),
    Kind(
        "afip_wsaa_login_ticket",
        (
            "<credentials>\n  <token>⟨token⟩</token>\n  <sign>⟨sign⟩</sign>\n</credentials>",
            "TA de WSAA vigente hasta ⟨exp⟩ (cache en Redis `afip:ta:wsfe:⟨cuit⟩`):\n"
            "token=⟨token⟩\nsign=⟨sign⟩",
            'auth = {"Token": "⟨token⟩", "Sign": "⟨sign⟩", "Cuit": ⟨cuit⟩}',
        ),
        _afip_ta,
        n=SECRET_N,
        secrets=("token", "sign"),
    ),
    Kind(
        "afip_certificate_rsa_private_key",
        (
            "Clave privada del certificado de AFIP (⟨env⟩, CUIT ⟨cuit⟩), la que firmó el CSR:"
            "\n\n⟨pem⟩",
            "openssl genrsa -out pampa_wsfe.key 2048 && cat pampa_wsfe.key\n⟨pem⟩",
            "afip:\n  cuit: ⟨cuit⟩\n  ambiente: ⟨env⟩\n  private_key: |\n⟨pem_i4⟩",
            '{"cuit": "⟨cuit⟩", "private_key": "'
            + _BEGIN_RSA
            + "\\n⟨body_esc⟩\\n"
            + _END_RSA
            + '\\n"}',
        ),
        _afip_key,
        n=SECRET_N,
        secrets=("pem", "pem_i4", "body_esc"),
    ),
    Kind(
        "dgi_cfe_certificate_password",
        (
            "openssl pkcs12 -in certificado_dgi_⟨rut⟩.pfx -nodes -passin pass:'⟨pw⟩' | "
            "openssl x509 -noout -enddate",
            "CFE_CERT_PATH=/run/secrets/dgi.pfx\nCFE_CERT_PASSWORD=⟨pw⟩\nCFE_RUT=⟨rut⟩",
            "A senha do .pfx da DGI (certificado da Abitab, RUT ⟨rut⟩) é ⟨pw⟩ — ⟨who⟩ pediu "
            "para não mudar até janeiro.",
            '[cfe]\nrut = "⟨rut⟩"\npfx = "/etc/pampa/dgi.pfx"\npfx_password = "⟨pw⟩"',
        ),
        _dgi_pfx,
        n=SECRET_N,
        secrets=("pw",),
    ),
    Kind(
        "aws_access_key_pair",
        (
            "[pampa-prod]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = sa-east-1",
            "AWS_ACCESS_KEY_ID=⟨akid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws s3 ls s3://⟨bucket⟩/",
            "El usuario IAM `⟨user⟩` todavía tiene una key activa: ⟨akid⟩ / ⟨sk⟩. Hay que "
            "desactivarla cuando migremos a OIDC.",
            '{"AccessKey": {"UserName": "⟨user⟩", "AccessKeyId": "⟨akid⟩", "Status": "Active", '
            '"SecretAccessKey": "⟨sk⟩", "CreateDate": "⟨when⟩"}}',
        ),
        _aws_pair,
        n=SECRET_N,
        secrets=("sk",),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            "export AWS_ACCESS_KEY_ID=⟨akid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨akid⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨st⟩",\n'
            '        "Expiration": "⟨when⟩"\n    }\n}',
            "Sessão do assume-role na conta ⟨acct⟩ (expira em 1h, ⟨when⟩): ⟨akid⟩ ⟨sk⟩ ⟨st⟩",
        ),
        _aws_sts,
        n=SECRET_N,
        secrets=("sk", "st"),
    ),
    Kind(
        "cognito_app_client_secret",
        (
            '{\n    "UserPoolClient": {\n        "UserPoolId": "⟨pool⟩",\n'
            '        "ClientName": "backoffice-server",\n        "ClientId": "⟨cid⟩",\n'
            '        "ClientSecret": "⟨cs⟩",\n        "RefreshTokenValidity": 30\n    }\n}',
            "COGNITO_USER_POOL_ID=⟨pool⟩\nCOGNITO_CLIENT_ID=⟨cid⟩\nCOGNITO_CLIENT_SECRET=⟨cs⟩",
            'secret_hash = base64.b64encode(hmac.new(b"⟨cs⟩", (username + "⟨cid⟩").encode(), '
            "hashlib.sha256).digest())",
            "curl -u ⟨cid⟩:⟨cs⟩ -d grant_type=client_credentials "
            "https://auth.pampaagro.com.ar/oauth2/token",
        ),
        _cognito_secret,
        n=SECRET_N,
        secrets=("cs",),
    ),
    Kind(
        "cognito_bearer_tokens",
        (
            'curl https://api.pampaagro.com.ar/v2/liquidaciones -H "Authorization: Bearer ⟨at⟩"',
            "refresh_token de Cognito del usuario de QA de ⟨who⟩ (dura 30 días): ⟨rt⟩",
            '{"AuthenticationResult": {"AccessToken": "⟨at⟩", "ExpiresIn": 3600, '
            '"TokenType": "Bearer", "RefreshToken": "⟨rt⟩"}}',
        ),
        _cognito_tokens,
        n=SECRET_N,
        secrets=("at", "rt"),
    ),
    Kind(
        "aurora_connection_strings",
        (
            "DATABASE_URL=postgresql://pagos_app:⟨pw⟩@⟨cluster⟩.cluster-⟨cid⟩.sa-east-1."
            "rds.amazonaws.com:5432/pagos",
            "PGPASSWORD='⟨pw⟩' psql -h ⟨cluster⟩.cluster-ro-⟨cid⟩.sa-east-1.rds.amazonaws.com "
            "-U readonly liquidaciones",
            "spring.datasource.url=jdbc:postgresql://⟨cluster⟩.cluster-⟨cid⟩.sa-east-1.rds."
            "amazonaws.com:5432/cobranzas\nspring.datasource.username=cobranzas\n"
            "spring.datasource.password=⟨pw⟩",
            "Master password do Aurora (⟨cluster⟩), gerada pelo Terraform antes de irmos para "
            "o Secrets Manager: ⟨pw⟩",
        ),
        _aurora,
        n=SECRET_N,
        secrets=("pw",),
    ),
    Kind(
        "cloudflare_api_token_and_global_key",
        (
            "CLOUDFLARE_API_TOKEN=⟨tok⟩ npx wrangler deploy --env production",
            "curl https://api.cloudflare.com/client/v4/zones/⟨zone⟩/purge_cache "
            '-H "Authorization: Bearer ⟨tok⟩" --data \'{"purge_everything":true}\'',
            'curl -H "X-Auth-Email: infra@pampaagro.com.ar" -H "X-Auth-Key: ⟨gkey⟩" '
            "https://api.cloudflare.com/client/v4/zones/⟨zone⟩",
            'provider "cloudflare" {\n  api_token = "⟨tok⟩"\n}\n# zone_id = "⟨zone⟩"',
        ),
        _cloudflare,
        n=SECRET_N,
        secrets=("tok", "gkey"),
    ),
    Kind(
        "cloudflare_tunnel_token_and_r2_secret",
        (
            "cloudflared tunnel run --token ⟨tt⟩",
            "[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = ⟨kid⟩\n"
            "secret_access_key = ⟨rsk⟩\nendpoint = https://⟨acct⟩.r2.cloudflarestorage.com",
            "TUNNEL_TOKEN=⟨tt⟩\nR2_ACCESS_KEY_ID=⟨kid⟩\nR2_SECRET_ACCESS_KEY=⟨rsk⟩",
            "El token del túnel del backoffice de Montevideo es ⟨tt⟩ (sale en "
            "`cloudflared service install`).",
        ),
        _tunnel_r2,
        n=SECRET_N,
        secrets=("tt", "rsk"),
    ),
    Kind(
        "turnstile_secret_key",
        (
            "curl -X POST https://challenges.cloudflare.com/turnstile/v0/siteverify "
            "-d secret=⟨sec⟩ -d response=$CF_TURNSTILE_RESPONSE",
            "TURNSTILE_SITE_KEY=⟨site⟩\nTURNSTILE_SECRET_KEY=⟨sec⟩",
            "Turnstile del checkout: sitekey ⟨site⟩ (pública, va en el HTML) y secret ⟨sec⟩ "
            "(solo backend).",
        ),
        _turnstile,
        n=SECRET_N,
        secrets=("sec",),
    ),
    Kind(
        "datadog_api_and_app_keys",
        (
            "DD_API_KEY=⟨api⟩\nDD_SITE=datadoghq.com\nDD_SERVICE=⟨svc⟩",
            'curl "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: ⟨api⟩" '
            '-H "DD-APPLICATION-KEY: ⟨app⟩"',
            '"environment": [{"name": "DD_API_KEY", "value": "⟨api⟩"}, '
            '{"name": "DD_SERVICE", "value": "⟨svc⟩"}]',
            'provider "datadog" {\n  api_key = "⟨api⟩"\n  app_key = "⟨app⟩"\n}',
        ),
        _datadog,
        n=SECRET_N,
        secrets=("api", "app"),
    ),
    Kind(
        "github_tokens",
        (
            "git clone https://x-access-token:⟨ghs⟩@github.com/pampa-agro/facturador-afip.git",
            "GH_TOKEN=⟨ghp⟩ gh release create v⟨ver⟩ --generate-notes",
            "Fine-grained PAT p/ o bot de releases (expira 2035-03-01): ⟨pat⟩",
            "//npm.pkg.github.com/:_authToken=⟨ghp⟩\n@pampa-agro:registry=https://npm.pkg."
            "github.com",
        ),
        _github,
        n=SECRET_N,
        secrets=("ghp", "pat", "ghs"),
    ),
    Kind(
        "github_app_private_key",
        (
            "pampa-release-bot.⟨date⟩.private-key.pem (app ⟨appid⟩):\n⟨pem⟩",
            "github_app:\n  app_id: ⟨appid⟩\n  installation_id: ⟨inst⟩\n  private_key: |\n⟨pem_i4⟩",
            'GITHUB_APP_PRIVATE_KEY="' + _BEGIN_P8 + "\\n⟨body_esc⟩\\n" + _END_P8 + '"',
            "Clave del GitHub App (installation ⟨inst⟩) que bajé el ⟨date⟩, antes de subirla "
            "como secret del repo:\n\n⟨pem⟩\n",
        ),
        _gh_app_key,
        n=SECRET_N,
        secrets=("pem", "pem_i4", "body_esc"),
    ),
    Kind(
        "openssh_private_key",
        (
            "~/.ssh/deploy_facturador (deploy key de solo lectura, bastion ⟨host⟩):\n⟨key⟩",
            "cat > /home/ec2-user/.ssh/id_ed25519 <<'EOF'\n⟨key⟩\nEOF",
            "- name: Configurar SSH\n  run: |\n    mkdir -p ~/.ssh\n"
            "    cat > ~/.ssh/id_deploy <<'EOF'\n⟨key_i4⟩\n    EOF\n    chmod 600 ~/.ssh/id_deploy",
        ),
        _openssh,
        n=SECRET_N,
        secrets=("key", "key_i4"),
    ),
    Kind(
        "ec_and_ed25519_private_keys",
        (
            "Clave ES256 con la que firmamos los JWT internos de liquidaciones (kid ⟨kid⟩):\n⟨ec⟩",
            "Chave Ed25519 do webhook interno (assina os eventos para o app de Montevideo, "
            "kid ⟨kid⟩):\n⟨ed⟩",
            "signing:\n  kid: ⟨kid⟩\n  alg: ES256\n  private_key_pem: |\n⟨ec_i4⟩",
        ),
        _ec_keys,
        n=SECRET_N,
        secrets=("ec", "ed", "ec_i4"),
    ),
    Kind(
        "whatsapp_cloud_api_token",
        (
            'curl -X POST "https://graph.facebook.com/v21.0/⟨pnid⟩/messages" '
            '-H "Authorization: Bearer ⟨tok⟩" -H "Content-Type: application/json" '
            "-d @plantilla_pago_aprobado.json",
            "WHATSAPP_TOKEN=⟨tok⟩\nWHATSAPP_PHONE_NUMBER_ID=⟨pnid⟩\nWHATSAPP_WABA_ID=⟨waba⟩",
            "Token permanente do system user `pampa-notificaciones` (WhatsApp Cloud API, WABA "
            "⟨waba⟩): ⟨tok⟩",
        ),
        _wa_token,
        n=SECRET_N,
        secrets=("tok",),
    ),
    Kind(
        "whatsapp_app_secret_and_verify_token",
        (
            "WA_APP_SECRET=⟨appsec⟩\nWA_VERIFY_TOKEN=⟨verify⟩",
            "Meta → App settings → Basic → App secret: ⟨appsec⟩ (lo usa el validador del "
            "X-Hub-Signature-256)",
            "GET /webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=⟨verify⟩"
            "&hub.challenge=⟨chal⟩ → 200",
            'expected = "sha256=" + hmac.new(b"⟨appsec⟩", raw_body, hashlib.sha256).hexdigest()',
        ),
        _wa_app_secret,
        n=SECRET_N,
        secrets=("appsec", "verify"),
    ),
    Kind(
        "twilio_auth_token",
        (
            "curl -X POST https://verify.twilio.com/v2/Services/⟨va⟩/Verifications "
            '--data-urlencode "To=+549341⟨ph⟩" --data-urlencode "Channel=sms" -u ⟨sid⟩:⟨tok⟩',
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩\nTWILIO_VERIFY_SERVICE_SID=⟨va⟩",
            'client = Client("⟨sid⟩", "⟨tok⟩")  # Verify p/ el login del backoffice',
            "Auth token primario de Twilio (el secundario ya lo promovimos): ⟨tok⟩",
        ),
        _twilio_auth,
        n=SECRET_N,
        secrets=("tok",),
    ),
    Kind(
        "twilio_api_key_secret",
        (
            "TWILIO_API_KEY=⟨sk⟩\nTWILIO_API_SECRET=⟨sec⟩\nTWILIO_ACCOUNT_SID=⟨sid⟩",
            "API key `verify-backoffice` (⟨sk⟩), secret: ⟨sec⟩ — Twilio la muestra una sola vez.",
            'client = Client("⟨sk⟩", "⟨sec⟩", "⟨sid⟩")',
        ),
        _twilio_key,
        n=SECRET_N,
        secrets=("sec",),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨key⟩",
            "curl --request POST --url https://api.sendgrid.com/v3/mail/send "
            '--header "Authorization: Bearer ⟨key⟩" --data @recibo_⟨co⟩.json',
            "Nova chave do Sendgrid só com Mail Send: ⟨key⟩ (a antiga foi revogada).",
            "sendgrid:\n  api_key: ⟨key⟩\n  from: no-responder@pampaagro.com.ar",
        ),
        _sendgrid,
        n=SECRET_N,
        secrets=("key",),
    ),
    Kind(
        "posthog_personal_api_key",
        (
            'curl -H "Authorization: Bearer ⟨phx⟩" '
            "https://us.posthog.com/api/projects/⟨pid⟩/feature_flags/",
            "POSTHOG_PERSONAL_API_KEY=⟨phx⟩\nNEXT_PUBLIC_POSTHOG_KEY=⟨phc⟩",
            "Para el export de feature flags uso la personal key ⟨phx⟩ (no la de proyecto "
            "⟨phc⟩, esa es pública).",
        ),
        _posthog,
        n=SECRET_N,
        secrets=("phx",),
    ),
    Kind(
        "kubernetes_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: pagos-api\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  MP_ACCESS_TOKEN: ⟨b_mp⟩\n  DB_PASSWORD: ⟨b_db⟩\n"
            "  LOG_LEVEL: aW5mbw==",
            "kubectl get secret notificaciones -n ⟨ns⟩ -o yaml (cluster EKS de Montevideo)\n"
            "data:\n  SENDGRID_API_KEY: ⟨b_sg⟩\n  TWILIO_AUTH_TOKEN: ⟨b_tw⟩",
            "kubectl -n ⟨ns⟩ get secret pagos-api -o jsonpath='{.data.DB_PASSWORD}'\n⟨b_db⟩",
        ),
        _k8s,
        n=SECRET_N,
        secrets=("b_mp", "b_db", "b_sg", "b_tw"),
    ),
    Kind(
        "dotenv_files",
        (
            "# .env.production (pagos-api)\nPORT=⟨port⟩\nAWS_REGION=sa-east-1\n"
            "MP_ACCESS_TOKEN=⟨mp⟩\nMP_PUBLIC_KEY=⟨mppub⟩\nSENDGRID_API_KEY=⟨sg⟩\n"
            "DATABASE_URL=postgres://pagos:⟨pw⟩@localhost:5432/pagos\nPOSTHOG_KEY=⟨phc⟩",
            "cat .env.local\nDD_API_KEY=⟨dd⟩\nDD_ENV=staging\nTWILIO_AUTH_TOKEN=⟨tw⟩\n"
            "FEATURE_FLAGS=checkout_v3,cfe_async\nPORT=⟨port⟩",
            ".env do facturador (Montevideo):\n\nDGI_RUT=⟨rut⟩\nDGI_CERT_PASSWORD=⟨pw⟩\n"
            "DLOCAL_SECRET_KEY=⟨dl⟩\nLOG_LEVEL=debug",
        ),
        _dotenv,
        n=SECRET_N,
        secrets=("mp", "sg", "pw", "dd", "tw", "dl"),
    ),
    Kind(
        "github_actions_ci_variables",
        (
            'gh secret set MP_ACCESS_TOKEN --env production --body "⟨mp⟩"',
            "env:\n  AWS_REGION: sa-east-1\n  DD_API_KEY: ⟨dd⟩   # TODO pasar a "
            "${{ secrets.DD_API_KEY }}\n  NODE_ENV: production",
            "Log do job deploy-ecs (run ⟨run⟩; o mask falhou porque a variável veio de um "
            "step anterior):\n  SENDGRID_API_KEY: ⟨sg⟩\n  CLOUDFLARE_API_TOKEN: ⟨cf⟩",
            "gh variable set POSTHOG_HOST --body https://us.i.posthog.com\n"
            "gh secret set CLOUDFLARE_API_TOKEN --body ⟨cf⟩",
        ),
        _ci,
        n=SECRET_N,
        secrets=("mp", "dd", "sg", "cf"),
    ),
    Kind(
        "passwords_in_config",
        (
            'resource "aws_rds_cluster" "pagos" {\n  cluster_identifier = "pampa-prod-aurora"\n'
            '  engine             = "aurora-postgresql"\n  master_username    = "pampa_admin"\n'
            '  master_password    = "⟨pw⟩"\n}',
            "redis:\n  host: pagos-cache.⟨cache⟩.sae1.cache.amazonaws.com\n  port: 6379\n"
            "  tls: true\n  auth_token: ⟨pw⟩",
            '[rabbitmq]\nhost = "mq.pampaagro.internal"\nuser = "liquidaciones"\npassword = "⟨pw⟩"',
            '{"smtp": {"host": "smtp.sendgrid.net", "port": 587, "user": "apikey", '
            '"password": "⟨sg⟩"}}',
        ),
        _config_pw,
        n=SECRET_N,
        secrets=("pw", "sg"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Che, la contraseña del usuario admin del backoffice de Payway es ⟨pw⟩, cambiala "
            "después de la demo del ⟨day⟩.",
            "A senha do root do Aurora de homologação ficou ⟨pw⟩ — anotei aqui porque ⟨who⟩ "
            "vai precisar amanhã.",
            "The Datadog org admin login (infra@pampaagro.com.ar) password is now ⟨pw⟩; 2FA is "
            "on the shared phone.",
            "Ojo que no es la del WiFi del galpón: la clave fiscal de AFIP (nivel 3) quedó "
            "⟨pw⟩ desde el ⟨day⟩.",
            "Pass del usuario `cfe_batch` en la base de Montevideo: ⟨pw⟩ (la pidió ⟨who⟩ por "
            "WhatsApp).",
        ),
        _prose_pw,
        n=SECRET_N,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy ⟨day⟩\n- commit ⟨sha⟩\n- pago de prueba ⟨pid⟩ approved\n"
            "- public key del checkout ⟨pub⟩ (pública)\n- trace ⟨trace⟩ muestra el timeout\n"
            "- MP_ACCESS_TOKEN=⟨mp⟩ quedó en el log del smoke test, rotarlo",
            "Incidente ⟨day⟩\n- request id ⟨u⟩\n- CF-Ray ⟨ray⟩-EZE\n- imagen "
            "⟨acct⟩.dkr.ecr.sa-east-1.amazonaws.com/notificaciones@sha256:⟨digest⟩\n"
            "- la key de Sendgrid que se filtró en el ticket: ⟨sg⟩",
            "| campo | valor |\n|---|---|\n| commit | ⟨sha⟩ |\n| imagen | sha256:⟨digest⟩ |\n"
            "| trace | ⟨trace⟩ |\n| password temporal de la DB | ⟨pw⟩ |",
        ),
        _among,
        n=SECRET_N,
        secrets=("mp", "sg", "pw"),
    ),
)
