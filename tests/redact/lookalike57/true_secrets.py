"""True secrets as they leak into the memory notes of the ride-hailing and delivery app;
each kind names the fields that must not survive. Nothing in this file is a credential:
vendor prefixes and key armour are joined from pieces, and every value is drawn at build
time from the kind's seeded ``random.Random``."""

from __future__ import annotations

import json
import struct
from random import Random

from tests.redact.lookalike57.gen import (
    ALNUM,
    B64URL,
    DIGITS,
    LOWER_ALNUM,
    UPPER_ALNUM,
    URL_SAFE_PASSWORD_CHARS,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    date_2032,
    der_b64,
    hexs,
    num,
    passphrase,
    password,
    pick,
    rfc_moral,
    rsa_pkcs8_body,
    ulid,
    unix_2032,
    uuid4,
    wrap,
)

# Vendor prefixes and key armour, joined from pieces.
_MP_APP = "APP" + "_USR-"
_CONEKTA = "ke" + "y_"
_WOMPI_PRV = "prv" + "_prod_"
_WOMPI_PRV_TEST = "prv" + "_test_"
_WOMPI_PUB = "pub" + "_prod_"
_WOMPI_EVENTS = "prod" + "_events_"
_WOMPI_INTEGRITY = "prod" + "_integrity_"
_GOCSPX = "GOC" + "SPX-"
_AIZA = "AI" + "za"
_YA29 = "ya" + "29."
_SNTRYU = "sntry" + "u_"
_SNTRYS = "sntry" + "s_"
_GHP = "gh" + "p_"
_GH_PAT = "github" + "_pat_"
_MAPBOX_SK = "s" + "k.eyJ1"
_NPM = "np" + "m_"
_PK_BEGIN = "-----BEGIN " + "PRIVATE KEY-----"
_PK_END = "-----END " + "PRIVATE KEY-----"
_EPK_BEGIN = "-----BEGIN ENCRYPTED " + "PRIVATE KEY-----"
_EPK_END = "-----END ENCRYPTED " + "PRIVATE KEY-----"
_SSH_BEGIN = "-----BEGIN OPENSSH " + "PRIVATE KEY-----"
_SSH_END = "-----END OPENSSH " + "PRIVATE KEY-----"

_PEOPLE = ("andres", "mariana", "diana", "chuy", "valentina", "tomas", "lupita", "camilo")


def _mp_token(r: Random) -> str:
    stamp = f"{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(0, 23):02d}"
    return f"{_MP_APP}{num(r, 16)}-{stamp}-{hexs(r, 32)}-{num(r, 9)}"


def _mp_access(r: Random) -> dict[str, str]:
    return {
        "t": _mp_token(r),
        "pk": _MP_APP + uuid4(r),
        "uid": num(r, 9),
        "idem": uuid4(r),
    }


def _mp_client(r: Random) -> dict[str, str]:
    return {"cid": num(r, 16), "cs": pick(r, ALNUM, 32)}


def _mp_webhook(r: Random) -> dict[str, str]:
    return {"s": hexs(r, 64)}


def _conekta(r: Random) -> dict[str, str]:
    return {"t": _CONEKTA + pick(r, ALNUM, 27), "ord": "ord_" + pick(r, ALNUM, 17)}


def _wompi_private(r: Random) -> dict[str, str]:
    prefix = r.choice((_WOMPI_PRV, _WOMPI_PRV, _WOMPI_PRV_TEST))
    return {
        "t": prefix + pick(r, ALNUM, 32),
        "pub": _WOMPI_PUB + pick(r, ALNUM, 32),
        "tx": f"{num(r, 5)}-{unix_2032(r)}-{num(r, 5)}",
    }


def _wompi_events(r: Random) -> dict[str, str]:
    return {
        "ev": _WOMPI_EVENTS + pick(r, ALNUM, 32),
        "ig": _WOMPI_INTEGRITY + pick(r, ALNUM, 32),
    }


def _pac(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((16, 18, 22)))
    return {
        "pw": pw,
        "basic": b64_of(f"rutalo_api:{pw}"),
        "xmlb64": b64_of('<?xml version="1.0" encoding="UTF-8"?>')[:24] + "...",
        "date": date_2032(r),
    }


def _csd_password(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((password(r, r.choice((16, 20))), passphrase(r))),
        "rfc": rfc_moral(r),
        "nocert": "0000100000" + num(r, 10),
    }


def _csd_key(r: Random) -> dict[str, str]:
    body = der_b64(
        r,
        "3082050e304006092a864886f70d01050d3033301b06092a864886f70d01050c300e0408",
        1298,
    )
    return {"pem": wrap(body, 64), "one": body}


def _firebase_sa(r: Random) -> dict[str, str]:
    body = wrap(rsa_pkcs8_body(r), 64)
    return {
        "pem": body,
        "pkjson": body.replace("\n", "\\n"),
        "kid": hexs(r, 40),
        "fa": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5),
        "cid": num(r, 21),
    }


def _fcm_legacy(r: Random) -> dict[str, str]:
    return {"k": "AAAA" + pick(r, B64URL, 7) + ":APA91b" + pick(r, B64URL, 134)}


def _ya29(r: Random) -> dict[str, str]:
    return {"t": _YA29 + "a0A" + pick(r, B64URL, r.randint(170, 230)) + "0" + pick(r, DIGITS, 3)}


def _google_client(r: Random) -> dict[str, str]:
    return {
        "cid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32),
        "cs": _GOCSPX + pick(r, B64URL, 28),
    }


def _maps_key(r: Random) -> dict[str, str]:
    return {"k": _AIZA + pick(r, B64URL, 35)}


def _adc(r: Random) -> dict[str, str]:
    return {
        "cid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32),
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "rt": "1//0" + pick(r, ALNUM, 2) + pick(r, B64URL, 97),
    }


def _twilio_auth(r: Random) -> dict[str, str]:
    return {
        "ac": "AC" + hexs(r, 32),
        "va": "VA" + hexs(r, 32),
        "t": hexs(r, 32),
        "phone": "33" + pick(r, DIGITS, 8),
    }


def _twilio_api(r: Random) -> dict[str, str]:
    return {"ac": "AC" + hexs(r, 32), "sk": "SK" + hexs(r, 32), "sec": pick(r, ALNUM, 32)}


def _sentry(r: Random) -> dict[str, str]:
    claims = {
        "iat": int(unix_2032(r)),
        "url": "https://sentry.io",
        "region_url": "https://us.sentry.io",
        "org": "rutalo",
    }
    org_json = b64_of(json.dumps(claims, separators=(",", ":")))
    return {
        "u": _SNTRYU + hexs(r, 64),
        "s": _SNTRYS + org_json + "_" + pick(r, ALNUM + "+/", 43),
        "ver": f"4.{r.randint(10, 30)}.{r.randint(0, 9)}",
    }


def _github(r: Random) -> dict[str, str]:
    return {
        "t": _GHP + pick(r, ALNUM, 36),
        "f": _GH_PAT + "11" + pick(r, UPPER_ALNUM, 20) + "_" + pick(r, ALNUM, 59),
        "user": r.choice(_PEOPLE),
    }


def _slack(r: Random) -> dict[str, str]:
    return {
        "tid": "T0" + pick(r, UPPER_ALNUM, 9),
        "bid": "B0" + pick(r, UPPER_ALNUM, 9),
        "tok": pick(r, ALNUM, 24),
    }


def _apns(r: Random) -> dict[str, str]:
    prefix = "308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420"
    der = bytes.fromhex(prefix) + r.randbytes(32)
    der += bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + r.randbytes(64)
    body = wrap(b64_of(der), 64)
    return {
        "pem": body,
        "pemjson": body.replace("\n", "\\n"),
        "kid": pick(r, UPPER_ALNUM, 10),
        "team": pick(r, UPPER_ALNUM, 10),
    }


def _sshstr(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _openssh(r: Random) -> dict[str, str]:
    kdf = _sshstr(r.randbytes(16)) + struct.pack(">I", 16)
    pub = _sshstr(b"ssh-ed25519") + _sshstr(r.randbytes(32))
    blob = b"openssh-key-v1\0" + _sshstr(b"aes256-ctr") + _sshstr(b"bcrypt") + _sshstr(kdf)
    blob += struct.pack(">I", 1) + _sshstr(pub) + _sshstr(r.randbytes(160)) + r.randbytes(16)
    return {"pem": wrap(b64_of(blob), 70), "pp": passphrase(r)}


def _keystore(r: Random) -> dict[str, str]:
    return {"sp": password(r, r.choice((16, 20, 24))), "kp": password(r, r.choice((18, 22)))}


def _db(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((20, 24, 28)), URL_SAFE_PASSWORD_CHARS)}


def _redis(r: Random) -> dict[str, str]:
    return {"a": uuid4(r), "ip": f"{r.randint(0, 200)}.{r.randint(0, 255)}.{r.randint(2, 250)}"}


def _jwt_secret(r: Random) -> dict[str, str]:
    return {"s": r.choice((hexs(r, 64), b64(r, 48), pick(r, ALNUM, 40)))}


def _session_jwt(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "HS256", "typ": "JWT"})
    claims = {
        "sub": pick(r, ALNUM, 28),
        "role": r.choice(("admin", "soporte", "repartidor", "conductor")),
        "iss": "https://auth.rutalo.mx",
        "iat": int(unix_2032(r)),
        "exp": int(unix_2032(r)) + 2592000,
    }
    return {"jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 32)}"}


def _pubsub_token(r: Random) -> dict[str, str]:
    return {"t": b64url(r, 24), "h": pick(r, LOWER_ALNUM, 10)}


def _mapbox(r: Random) -> dict[str, str]:
    rest = b64url_json({"u": "rutalo", "a": "cl" + pick(r, LOWER_ALNUM, 23)})[4:]
    return {"t": _MAPBOX_SK + rest + "." + pick(r, B64URL, 22)}


def _npm_expo(r: Random) -> dict[str, str]:
    return {"npm": _NPM + pick(r, ALNUM, 36), "expo": pick(r, B64URL, 40)}


def _json_key_b64(r: Random) -> dict[str, str]:
    body = wrap(rsa_pkcs8_body(r), 64).replace("\n", "\\n")
    sa = (
        '{"type":"service_account","project_id":"rutalo-prod","private_key_id":"'
        + hexs(r, 40)
        + '","private_key":"'
        + _PK_BEGIN
        + "\\n"
        + body
        + "\\n"
        + _PK_END
        + '\\n","client_email":"gha-deployer@rutalo-prod.iam.gserviceaccount.com"}'
    )
    k = b64_of(sa)
    return {"k": k, "auth": b64_of("_json_key_base64:" + k)}


def _prose(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 18, 21))), "pw2": password(r, r.choice((17, 19)))}


def _among(r: Random) -> dict[str, str]:
    return {
        "date": date_2032(r),
        "cfdi": uuid4(r).upper(),
        "pid": num(r, 11),
        "sha": hexs(r, 40),
        "evt": hexs(r, 32),
        "mp": _mp_token(r),
        "digest": hexs(r, 64),
        "trace": hexs(r, 32),
        "wp": _WOMPI_PRV + pick(r, ALNUM, 32),
        "va": "VA" + hexs(r, 32),
        "ord": "ord_" + pick(r, ALNUM, 17),
        "pw": password(r, 18),
        "trip": "trp_" + ulid(r),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "mercadopago_access_token",
        (
            "MP_ACCESS_TOKEN=⟨t⟩",
            "curl -X POST https://api.mercadopago.com/v1/payments "
            '-H "Authorization: Bearer ⟨t⟩" -H "X-Idempotency-Key: ⟨idem⟩" -d @pago.json',
            "Token de producción de Mercado Pago (cuenta Rutalo MX, collector ⟨uid⟩): ⟨t⟩",
            'sdk = mercadopago.SDK("⟨t⟩")  # conciliación nocturna, mover a Secret Manager',
            "mercadopago:\n  public_key: ⟨pk⟩\n  access_token: ⟨t⟩\n"
            "  notification_url: https://api.rutalo.mx/webhooks/mp",
        ),
        _mp_access,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "mercadopago_oauth_client_secret",
        (
            "curl -X POST https://api.mercadopago.com/oauth/token "
            '-d "client_id=⟨cid⟩&client_secret=⟨cs⟩&grant_type=client_credentials"',
            "MP_CLIENT_ID=⟨cid⟩\nMP_CLIENT_SECRET=⟨cs⟩",
            "El client secret de la app de marketplace (Rutalo Envíos) es ⟨cs⟩; "
            "el client id ⟨cid⟩ sí puede ir en el repo.",
        ),
        _mp_client,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "mercadopago_webhook_secret",
        (
            "MP_WEBHOOK_SECRET=⟨s⟩",
            "Clave secreta de webhooks (Tus integraciones → Webhooks → Clave secreta): ⟨s⟩ "
            "— con ella se valida el x-signature",
            'hmac.new(b"⟨s⟩", manifest.encode(), hashlib.sha256).hexdigest()  # temporal',
        ),
        _mp_webhook,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "conekta_private_api_key",
        (
            "CONEKTA_PRIVATE_KEY=⟨t⟩",
            "curl -H 'Accept: application/vnd.conekta-v2.1.0+json' -u ⟨t⟩: "
            "https://api.conekta.io/orders/⟨ord⟩",
            "Llave privada de Conekta (producción): ⟨t⟩ — la pública es otra, no confundir",
            '"conekta": {"apiKey": "⟨t⟩", "apiVersion": "2.1.0", "locale": "es"}',
        ),
        _conekta,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "wompi_private_key",
        (
            "WOMPI_PRIVATE_KEY=⟨t⟩",
            'curl https://production.wompi.co/v1/transactions/⟨tx⟩ -H "Authorization: Bearer ⟨t⟩"',
            "A chave privada do Wompi (conta de Medellín) é ⟨t⟩; a pública fica no app.",
            "wompi:\n  public_key: ⟨pub⟩\n  private_key: ⟨t⟩\n"
            "  base_url: https://production.wompi.co/v1",
        ),
        _wompi_private,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "wompi_events_and_integrity_secrets",
        (
            "WOMPI_EVENTS_SECRET=⟨ev⟩\nWOMPI_INTEGRITY_SECRET=⟨ig⟩",
            'checksum del evento = sha256(valores + timestamp + "⟨ev⟩"), comparar con '
            "signature.checksum",
            "Secreto de integridad (Desarrolladores → Secretos para integración técnica): ⟨ig⟩",
        ),
        _wompi_events,
        n=7,
        secrets=("ev", "ig"),
    ),
    Kind(
        "pac_cfdi_credentials",
        (
            "<stamp>\n  <xml>⟨xmlb64⟩</xml>\n  <username>timbrado@rutalo.mx</username>\n"
            "  <password>⟨pw⟩</password>\n</stamp>",
            "curl -u rutalo_api:⟨pw⟩ https://api.facturama.mx/3/cfdis "
            '-H "Content-Type: application/json" -d @factura.json',
            "Facturama, ambiente productivo: Authorization: Basic ⟨basic⟩",
            "PAC (Finkok): usuario timbrado@rutalo.mx, contraseña ⟨pw⟩ — la cambió Diana el ⟨date⟩",
        ),
        _pac,
        n=7,
        secrets=("pw", "basic"),
    ),
    Kind(
        "csd_private_key_password",
        (
            "openssl pkcs8 -inform DER -in CSD_Rutalo_⟨rfc⟩.key -passin pass:⟨pw⟩ -out csd.pem",
            "CSD_KEY_PASSWORD=⟨pw⟩",
            "La contraseña de la llave privada del CSD (la del SAT, no la de la e.firma) es ⟨pw⟩",
            "facturacion:\n  certificado: /secrets/csd/⟨nocert⟩.cer\n"
            '  llave: /secrets/csd/⟨nocert⟩.key\n  password_llave: "⟨pw⟩"',
        ),
        _csd_password,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "csd_encrypted_private_key",
        (
            _EPK_BEGIN + "\n⟨pem⟩\n" + _EPK_END,
            "CSD convertido para el servicio de facturación (csd.pem):\n\n"
            + _EPK_BEGIN
            + "\n⟨pem⟩\n"
            + _EPK_END
            + "\n",
            "CSD_KEY_B64=⟨one⟩",
        ),
        _csd_key,
        n=7,
        secrets=("pem", "one"),
    ),
    Kind(
        "firebase_service_account_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "rutalo-prod",\n'
            '  "private_key_id": "⟨kid⟩",\n'
            '  "private_key": "' + _PK_BEGIN + "\\n⟨pkjson⟩\\n" + _PK_END + '\\n",\n'
            '  "client_email": "firebase-adminsdk-⟨fa⟩@rutalo-prod.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            'FIREBASE_PRIVATE_KEY="' + _PK_BEGIN + "\\n⟨pkjson⟩\\n" + _PK_END + '\\n"',
            "private_key del firebase-adminsdk (jq -r .private_key):\n\n"
            + _PK_BEGIN
            + "\n⟨pem⟩\n"
            + _PK_END,
        ),
        _firebase_sa,
        n=7,
        secrets=("pkjson", "pem"),
    ),
    Kind(
        "fcm_legacy_server_key",
        (
            "curl -X POST https://fcm.googleapis.com/fcm/send "
            '-H "Authorization: key=⟨k⟩" -H "Content-Type: application/json" -d @push.json',
            "FCM_SERVER_KEY=⟨k⟩  # legacy, el backend viejo de repartidores todavía lo usa",
            "Server key (Cloud Messaging API legada) do projeto rutalo-couriers: ⟨k⟩",
        ),
        _fcm_legacy,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "google_oauth_access_token",
        (
            "curl -X POST https://fcm.googleapis.com/v1/projects/rutalo-prod/messages:send "
            '-H "Authorization: Bearer ⟨t⟩" -H "Content-Type: application/json" -d @msg.json',
            "$ gcloud auth print-access-token\n⟨t⟩",
            'grpcurl -H "authorization: Bearer ⟨t⟩" spanner.googleapis.com:443 list',
            "Token de acceso temporal (expira en 1 h) para probar Pub/Sub: ⟨t⟩",
        ),
        _ya29,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "google_oauth_client_secret",
        (
            "GOOGLE_CLIENT_ID=⟨cid⟩.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=⟨cs⟩",
            '{"web":{"client_id":"⟨cid⟩.apps.googleusercontent.com","project_id":"rutalo-prod",'
            '"auth_uri":"https://accounts.google.com/o/oauth2/auth",'
            '"token_uri":"https://oauth2.googleapis.com/token","client_secret":"⟨cs⟩",'
            '"redirect_uris":["https://admin.rutalo.mx/auth/callback"]}}',
            "Client secret del login con Google del panel admin: ⟨cs⟩",
        ),
        _google_client,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "google_maps_server_key",
        (
            'curl "https://maps.googleapis.com/maps/api/directions/json?'
            'origin=20.6736,-103.3440&destination=20.7214,-103.3918&key=⟨k⟩"',
            "GOOGLE_MAPS_SERVER_KEY=⟨k⟩  # sin restricción de IP todavía",
            "La key de Routes API del backend de despacho (no la del SDK móvil) es ⟨k⟩",
        ),
        _maps_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "gcloud_adc_refresh_token",
        (
            '{\n  "account": "",\n  "client_id": "⟨cid⟩.apps.googleusercontent.com",\n'
            '  "client_secret": "⟨cs⟩",\n  "refresh_token": "⟨rt⟩",\n'
            '  "type": "authorized_user"\n}',
            "~/.config/gcloud/application_default_credentials.json de la laptop de Andrés "
            "tenía refresh_token ⟨rt⟩",
            "curl -d client_id=⟨cid⟩.apps.googleusercontent.com -d client_secret=⟨cs⟩ "
            "-d refresh_token=⟨rt⟩ -d grant_type=refresh_token https://oauth2.googleapis.com/token",
        ),
        _adc,
        n=7,
        secrets=("rt", "cs"),
    ),
    Kind(
        "twilio_auth_token",
        (
            "TWILIO_ACCOUNT_SID=⟨ac⟩\nTWILIO_AUTH_TOKEN=⟨t⟩\nTWILIO_VERIFY_SERVICE_SID=⟨va⟩",
            "curl -X POST https://verify.twilio.com/v2/Services/⟨va⟩/Verifications "
            "--data-urlencode 'To=+52⟨phone⟩' --data-urlencode 'Channel=sms' -u ⟨ac⟩:⟨t⟩",
            "Auth token primario de Twilio (subcuenta Colombia, ⟨ac⟩): ⟨t⟩",
        ),
        _twilio_auth,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "twilio_api_key_secret",
        (
            "TWILIO_API_KEY=⟨sk⟩\nTWILIO_API_SECRET=⟨sec⟩",
            "client = Client('⟨sk⟩', '⟨sec⟩', '⟨ac⟩')",
            "API key 'verify-backend' (⟨sk⟩) — secret: ⟨sec⟩ (só aparece uma vez no console!)",
        ),
        _twilio_api,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "sentry_auth_token",
        (
            "SENTRY_AUTH_TOKEN=⟨u⟩ npx @sentry/cli sourcemaps upload "
            "--release rutalo-pasajero@⟨ver⟩ ./dist",
            "sentry-cli --auth-token ⟨s⟩ debug-files upload --org rutalo "
            "--project ios-conductor build/dSYMs",
            "~/.sentryclirc:\n[auth]\ntoken=⟨u⟩\n\n[defaults]\norg=rutalo\nproject=api-viajes",
            "Org token de Sentry para el workflow de release: ⟨s⟩",
        ),
        _sentry,
        n=7,
        secrets=("u", "s"),
    ),
    Kind(
        "github_tokens",
        (
            "git clone https://⟨user⟩:⟨t⟩@github.com/rutalo/app-conductor.git",
            "GH_TOKEN=⟨f⟩ gh workflow run deploy-api.yml -f env=prod",
            "Fine-grained PAT (rutalo/infra, contents:write, expira 2033-01-15): ⟨f⟩",
            ".npmrc del monorepo: //npm.pkg.github.com/:_authToken=⟨t⟩",
        ),
        _github,
        n=7,
        secrets=("t", "f"),
    ),
    Kind(
        "slack_incoming_webhook",
        (
            "SLACK_WEBHOOK_ALERTAS=https://hooks.slack.com/services/⟨tid⟩/⟨bid⟩/⟨tok⟩",
            "curl -X POST -H 'Content-type: application/json' "
            '--data \'{"text":"deploy api-viajes ok"}\' '
            "https://hooks.slack.com/services/⟨tid⟩/⟨bid⟩/⟨tok⟩",
            "- name: Notificar a #despliegues\n  uses: slackapi/slack-github-action@v1.27.0\n"
            "  env:\n    SLACK_WEBHOOK_URL: https://hooks.slack.com/services/⟨tid⟩/⟨bid⟩/⟨tok⟩",
        ),
        _slack,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "apns_auth_key_p8",
        (
            _PK_BEGIN + "\n⟨pem⟩\n" + _PK_END,
            "AuthKey_⟨kid⟩.p8 (APNs, Team ⟨team⟩):\n\n" + _PK_BEGIN + "\n⟨pem⟩\n" + _PK_END,
            'APNS_KEY_P8="' + _PK_BEGIN + "\\n⟨pemjson⟩\\n" + _PK_END + '"',
            "$ cat AuthKey_⟨kid⟩.p8\n" + _PK_BEGIN + "\n⟨pem⟩\n" + _PK_END,
        ),
        _apns,
        n=7,
        secrets=("pem", "pemjson"),
    ),
    Kind(
        "openssh_bastion_key",
        (
            _SSH_BEGIN + "\n⟨pem⟩\n" + _SSH_END,
            "Llave del bastión (bastion-gdl) que estaba en el Drive del equipo:\n\n"
            + _SSH_BEGIN
            + "\n⟨pem⟩\n"
            + _SSH_END
            + "\n\npassphrase: ⟨pp⟩",
            "ssh-add ~/.ssh/bastion_rutalo  # passphrase: ⟨pp⟩",
        ),
        _openssh,
        n=7,
        secrets=("pem", "pp"),
    ),
    Kind(
        "android_keystore_passwords",
        (
            "storePassword=⟨sp⟩\nkeyPassword=⟨kp⟩\nkeyAlias=upload\n"
            "storeFile=../keystores/rutalo-upload.jks",
            "keytool -list -v -keystore rutalo-upload.jks -alias upload -storepass ⟨sp⟩",
            "signingConfigs {\n    release {\n"
            '        storeFile file("rutalo-upload.jks")\n        storePassword "⟨sp⟩"\n'
            '        keyAlias "upload"\n        keyPassword "⟨kp⟩"\n    }\n}',
            "A senha do keystore de upload (Play Console) é ⟨sp⟩ — a da chave é outra: ⟨kp⟩",
        ),
        _keystore,
        n=7,
        secrets=("sp", "kp"),
    ),
    Kind(
        "cloud_sql_passwords",
        (
            "DATABASE_URL=postgresql://rutalo_app:⟨pw⟩@/rutalo"
            "?host=/cloudsql/rutalo-prod:us-central1:pg-main",
            'psql "host=127.0.0.1 port=5433 dbname=facturacion user=facturas '
            'password=⟨pw⟩ sslmode=disable"  # vía cloud-sql-proxy',
            "[databases]\nfacturacion = host=10.20.0.3 dbname=facturacion\n\n"
            '; userlist.txt\n"facturas" "⟨pw⟩"',
            "La contraseña del usuario read-only de analytics en Cloud SQL es ⟨pw⟩",
        ),
        _db,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "memorystore_auth_string",
        (
            "REDIS_URL=rediss://default:⟨a⟩@10.⟨ip⟩:6378/0",
            "$ gcloud redis instances get-auth-string cache-despacho --region=us-central1\n"
            "authString: ⟨a⟩",
            "redis-cli -h 10.⟨ip⟩ -p 6378 --tls --cacert server-ca.pem -a ⟨a⟩ INFO keyspace",
            "AUTH string de Memorystore (cache-despacho): ⟨a⟩",
        ),
        _redis,
        n=7,
        secrets=("a",),
    ),
    Kind(
        "jwt_signing_secret",
        (
            "JWT_SECRET=⟨s⟩",
            "auth:\n  issuer: https://auth.rutalo.mx\n  hs256_secret: ⟨s⟩\n  access_ttl: 15m",
            'jwt.sign(payload, "⟨s⟩", { algorithm: "HS256", expiresIn: "15m" })  '
            "// app repartidores, provisional",
            "El secreto con el que firmamos los tokens de sesión de conductores: ⟨s⟩",
        ),
        _jwt_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "session_jwt_bearer",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" '
            "https://api.rutalo.mx/v2/admin/viajes?estado=activo",
            "Set-Cookie: rtl_refresh=⟨jwt⟩; Path=/auth; HttpOnly; Secure; SameSite=Lax",
            '{"access_token":"⟨jwt⟩","token_type":"Bearer","expires_in":900}',
            "Token de soporte con rol admin (vale 30 días, revocar después): ⟨jwt⟩",
        ),
        _session_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "pubsub_push_verification_token",
        (
            "gcloud pubsub subscriptions create viajes-finalizados-push "
            "--topic=viajes-finalizados "
            "--push-endpoint='https://facturacion-⟨h⟩-uc.a.run.app/pubsub/push?token=⟨t⟩'",
            "PUBSUB_VERIFICATION_TOKEN=⟨t⟩",
            "El token del endpoint de push (se valida en el handler) es ⟨t⟩",
        ),
        _pubsub_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "mapbox_secret_token",
        (
            "MAPBOX_DOWNLOADS_TOKEN=⟨t⟩",
            "~/.netrc para el SDK de iOS:\nmachine api.mapbox.com\n  login mapbox\n  password ⟨t⟩",
            'curl "https://api.mapbox.com/tokens/v2/rutalo?access_token=⟨t⟩"',
        ),
        _mapbox,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "npm_and_expo_tokens",
        (
            "//registry.npmjs.org/:_authToken=⟨npm⟩",
            "EXPO_TOKEN=⟨expo⟩ eas build --platform android --profile production --non-interactive",
            "NPM_TOKEN=⟨npm⟩ (automation, publica @rutalo/ui-kit)",
        ),
        _npm_expo,
        n=7,
        secrets=("npm", "expo"),
    ),
    Kind(
        "artifact_registry_json_key",
        (
            "docker login -u _json_key_base64 -p ⟨k⟩ https://us-central1-docker.pkg.dev",
            "GCP_SA_KEY_B64=⟨k⟩",
            '{\n  "auths": {\n    "us-central1-docker.pkg.dev": {\n'
            '      "auth": "⟨auth⟩"\n    }\n  }\n}',
        ),
        _json_key_b64,
        n=7,
        secrets=("k", "auth"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "El usuario soporte@rutalo.mx del panel de Conekta tiene la contraseña ⟨pw⟩ "
            "(es compartida, hay que cambiarla).",
            "A senha do usuário ops no Grafana de Medellín é ⟨pw⟩",
            "Password for the shared App Store Connect account (apps@rutalo.mx): ⟨pw⟩ — "
            "2FA goes to Mariana's phone",
            "Contraseña de la e.firma (FIEL) de la representante legal: ⟨pw⟩",
            "| servicio | usuario | contraseña |\n|---|---|---|\n"
            "| Metabase | analytics@rutalo.mx | ⟨pw⟩ |\n| Facturama | rutalo_api | ⟨pw2⟩ |",
        ),
        _prose,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Notas del incidente ⟨date⟩ (cobros duplicados)\n- CFDI afectado: ⟨cfdi⟩\n"
            "- payment_id MP: ⟨pid⟩\n- commit del fix: ⟨sha⟩\n- Sentry: ⟨evt⟩\n"
            "- el token de MP que se pegó en el canal: ⟨mp⟩ (¿ya rotado? confirmar)",
            "Resumen del despliegue\n▸ imagen sha256:⟨digest⟩\n▸ trace ⟨trace⟩\n"
            "▸ WOMPI_PRIVATE_KEY=⟨wp⟩ quedó en el log del job, rotar\n"
            "▸ folio ⟨cfdi⟩ timbrado ok",
            "Checklist de soporte\n1. Twilio Verify ⟨va⟩ ok\n2. Conekta ⟨ord⟩ pagada\n"
            "3. contraseña temporal del panel: ⟨pw⟩\n4. viaje ⟨trip⟩, commit ⟨sha⟩",
        ),
        _among,
        n=7,
        secrets=("mp", "wp", "pw"),
    ),
)
