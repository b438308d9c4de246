"""Benign look-alikes in the text of Ruta Norte's notes: base64 payloads that are data, cache
keys, versions, masked values, placeholders, the words "contraseña"/"password"/"token" with
no secret near them, secret-manager references, ciphertext, checksums and mixed notes."""

from __future__ import annotations

import base64
import hashlib
import json
import zlib
from random import Random

from tests.redact.lookalike89.gen import (
    ALNUM,
    B64URL,
    DIGITS,
    HEX,
    LOWER_ALNUM,
    Kind,
    b64,
    b64_of,
    day,
    hexs,
    hhmm,
    num,
    object_id,
    pick,
    ts,
    ulid,
    uuid4,
    uuid7,
)

_DEVS = ("lalo", "mariana", "chuy", "fer", "rocio", "beto", "itzel", "santi")
_SERVICES = ("tracking-api", "dispatcher", "cfdi-worker", "portal-clientes", "app-choferes")


def _svc(r: Random) -> str:
    return r.choice(_SERVICES)


def _pedido(r: Random) -> str:
    return f"RN-{r.choice(('MTY', 'GDL', 'SLP'))}-{num(r, 7)}"


def _payloads(r: Random) -> dict[str, str]:
    evento = {
        "pedido": _pedido(r),
        "estatus": r.choice(("en_ruta", "entregado", "intento_fallido")),
        "lat": round(25.6 + r.random() / 10, 6),
        "lng": round(-100.3 - r.random() / 10, 6),
        "chofer": r.randint(100, 999),
        "ts": int(ts(r)),
    }
    raw = json.dumps(evento, separators=(",", ":"))
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + r.randbytes(r.choice((45, 60, 75)))
    return {
        "data": b64_of(raw),
        "raw": raw,
        "mid": num(r, 16),
        "png": base64.b64encode(png).decode(),
        "gz": base64.b64encode(zlib.compress(raw.encode() * 3)).decode(),
        "poly": b64_of(
            "".join(
                r.choice("_`@?ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^abcdefghijklmnop") for _ in range(48)
            )
        ),
        "d": day(r),
    }


_PAYLOADS = (
    '{"message": {"data": "⟨data⟩", "messageId": "⟨mid⟩", "attributes": {"tipo": "tracking"}},'
    ' "subscription": "projects/rn-prod-4821/subscriptions/eventos-push"}',
    "Pub/Sub manda el evento en base64: ⟨data⟩ → decodificado: ⟨raw⟩",
    "Firma de recibido del cliente (PNG chiquito): data:image/png;base64,⟨png⟩",
    "Mensaje de RabbitMQ (payload_encoding: base64) en la DLQ:\n⟨gz⟩",
    "echo '⟨data⟩' | base64 -d | jq .   # evento de entrega del ⟨d⟩",
    "La polyline de la ruta viene doble-encodeada, base64 de la polyline de Maps: ⟨poly⟩",
    "body (base64, es el JSON del evento, nada sensible): ⟨data⟩",
)


def _cache(r: Random) -> dict[str, str]:
    addr = f"Av. Constitución {r.randint(100, 4000)}, Monterrey"
    return {
        "geo": "rn:geocode:v2:" + hashlib.sha1(addr.encode()).hexdigest(),
        "addr": addr,
        "eta": f"rn:eta:{ulid(r)}:{hexs(r, 16)}",
        "gha": f"node-modules-Linux-{hexs(r, 64)}",
        "next": pick(r, B64URL, 21),
        "md5": hexs(r, 32),
        "ttl": str(r.choice((300, 900, 3600, 86400))),
        "svc": _svc(r),
        "rl": f"rl:conekta:{hexs(r, 40)}:{ts(r)}",
    }


_CACHE = (
    "Cache de geocoding en Redis: `⟨geo⟩` (sha1 de '⟨addr⟩'), TTL ⟨ttl⟩",
    "redis-cli --scan --pattern 'rn:eta:*' | head\n⟨eta⟩",
    "Cache restored from key: ⟨gha⟩",
    "Next.js buildId ⟨next⟩ -- si cambia, CloudFront sirve chunks viejos",
    "DEL ⟨eta⟩ (ETA congelada del pedido, la borré a mano)",
    "Rate limit a Conekta: key ⟨rl⟩, 100 req/min por ⟨svc⟩",
    "memcached key del mapa estático: static-map:⟨md5⟩ (md5 de los params)",
)


def _versions(r: Random) -> dict[str, str]:
    maj, mi, pa = r.randint(1, 9), r.randint(0, 40), r.randint(0, 30)
    return {
        "sem": f"{maj}.{mi}.{pa}",
        "build": f"{maj}.{mi}.{pa}+build.{r.randint(1000, 99999)}.{hexs(r, 7)}",
        "rc": f"v2038.10.{r.randint(1, 30)}-rc.{r.randint(1, 5)}",
        "vc": str(r.randint(380000, 389999)),
        "ios": f"2038.10.{r.randint(1, 30)}.{r.randint(1000, 2359)}",
        "eas": uuid4(r),
        "sha": hexs(r, 40),
        "node": f"v{r.randint(28, 34)}.{r.randint(0, 12)}.{r.randint(0, 9)}",
        "svc": _svc(r),
        "iso": f"{day(r)}T{hhmm(r)}:{r.randint(10, 59)}Z",
    }


_VERSIONS = (
    "⟨svc⟩ ⟨build⟩ (commit ⟨sha⟩, built ⟨iso⟩)",
    "App de choferes Android versionCode ⟨vc⟩ / iOS build ⟨ios⟩, EAS build ⟨eas⟩",
    "Release ⟨rc⟩ listo para QA en Gdl",
    '{"service":"⟨svc⟩","version":"⟨sem⟩","commit":"⟨sha⟩","node":"⟨node⟩"}',
    "GET /health → ⟨svc⟩@⟨sem⟩ node ⟨node⟩ built ⟨iso⟩",
    "| servicio | versión | commit |\n|---|---|---|\n| ⟨svc⟩ | ⟨build⟩ | ⟨sha⟩ |",
    "Subimos a ⟨node⟩ y conekta-node ⟨sem⟩ -- nada roto",
)


def _mask(r: Random, prefix: str, visible: int, total: int, ch: str = "*") -> str:
    return prefix + ch * (total - visible) + pick(r, ALNUM, visible)


def _masked(r: Random) -> dict[str, str]:
    return {
        "c": _mask(r, "ke" + "y_", 4, 24),
        "o": "s" + "k_" + "•" * 28 + pick(r, HEX, 4),
        "mp": "APP" + "_USR-" + "*" * 8 + "-" + pick(r, DIGITS, 4),
        "tw": "*" * 28 + pick(r, HEX, 4),
        "gh": "gh" + "p_" + "…" + pick(r, ALNUM, 4),
        "aws": "*" * 36 + pick(r, ALNUM, 4),
        "last": pick(r, HEX, 4),
        "who": r.choice(_DEVS),
        "d": day(r),
        "svc": _svc(r),
    }


_MASKED = (
    "CONEKTA_PRIVATE_KEY=⟨c⟩ (así la muestra el dashboard, la real está en SSM)",
    "Openpay → Configuración → llave privada: ⟨o⟩",
    "MP_ACCESS_TOKEN=⟨mp⟩ [REDACTED en el log de ⟨svc⟩]",
    "Twilio Auth Token: ⟨tw⟩ -- coincide con los últimos 4 (⟨last⟩) del vault",
    "El PAT viejo de ⟨who⟩ (⟨gh⟩) se revocó el ⟨d⟩",
    "aws_secret_access_key = ⟨aws⟩  (aws configure list lo enmascara)",
    "| var | valor |\n|---|---|\n| TWILIO_AUTH_TOKEN | ⟨tw⟩ |\n| CONEKTA_PRIVATE_KEY | ⟨c⟩ |",
    "password: '********'  # <redacted:⟨svc⟩-db> ⟨d⟩",
)


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "svc": _svc(r),
        "d": day(r),
        "tkt": f"RN-{r.randint(1000, 9999)}",
        "port": str(r.choice((5432, 6379, 5671, 27017))),
        "who": r.choice(_DEVS),
    }


_PLACEHOLDERS = (
    "CONEKTA_PRIVATE_KEY=<tu-llave-privada>\nOPENPAY_PRIVATE_KEY=<your-key>  # ⟨tkt⟩",
    "DATABASE_URL=postgres://rn:${DB_PASSWORD}@localhost:⟨port⟩/⟨svc⟩",
    "En el .env.example dejamos `TWILIO_AUTH_TOKEN=changeme` y `MP_ACCESS_TOKEN=TEST-xxxx` (⟨tkt⟩)",
    "curl -H 'Authorization: Bearer $AUTH0_MGMT_TOKEN' https://rutanorte.us.auth0.com/api/v2/"
    "users  # ⟨who⟩, usa tu variable",
    "private_key: {{ .Values.stp.privateKey | quote }}  # chart de ⟨svc⟩",
    "openpay.private_key = os.environ['OPENPAY_PRIVATE_KEY']  # nunca hardcodear (⟨tkt⟩)",
    "FACTURAMA_PASSWORD=REEMPLAZAR_CON_LA_DEL_PORTAL\nCSD_PASSWORD=<pídela-a-contabilidad>  # ⟨d⟩",
    'auth_token = "${var.twilio_auth_token}"  # terraform, ⟨svc⟩',
    "GOOGLE_MAPS_SERVER_KEY=" + "AI" + "za" + "X" * 35 + "  # placeholder del README, ⟨tkt⟩",
    "`redis-cli -a <password> -p ⟨port⟩` -- el password real está en SSM, pídeselo a ⟨who⟩",
    "s" + "k_" + "x" * 32 + " es el placeholder de Openpay en la doc (⟨tkt⟩)",
)


def _words(r: Random) -> dict[str, str]:
    return {
        "who": r.choice(_DEVS),
        "who2": r.choice(_DEVS),
        "d": day(r),
        "h": hhmm(r),
        "n": str(r.randint(12, 20)),
        "days": str(r.choice((30, 60, 90))),
        "svc": _svc(r),
        "tkt": f"RN-{r.randint(1000, 9999)}",
    }


_WORDS = (
    "La contraseña del CSD la tiene Contabilidad en 1Password, no me la pidan a mí (⟨who⟩)",
    "Password policy de Auth0: mínimo ⟨n⟩ caracteres y rotación cada ⟨days⟩ días",
    "Rotamos el token de WhatsApp el ⟨d⟩ a las ⟨h⟩; nadie tuvo downtime",
    "El secreto del webhook de MP se guarda en SSM, el código solo lee la variable (⟨tkt⟩)",
    "Reminder: never paste the private key in Slack, neta. Use the vault (⟨who⟩, ⟨d⟩)",
    "La llave privada de Conekta y la pública NO son lo mismo; ⟨who2⟩ las confundió en ⟨svc⟩",
    "Token expired → 401 en ⟨svc⟩; el refresh funciona, solo hay que re-login (⟨tkt⟩)",
    "Forgot-password del portal manda el correo por SES; tarda ~⟨n⟩ s",
    "¿Quién tiene la clave del CSD? -- ⟨who⟩ dice que ⟨who2⟩, ⟨who2⟩ dice que Contabilidad",
    "secret rotation job de ⟨svc⟩ corre diario a las ⟨h⟩ (ver runbook ⟨tkt⟩)",
    "Si el cliente dice 'no me llega el token', es el OTP por SMS de ⟨n⟩ dígitos, no una llave",
)


def _sm_refs(r: Random) -> dict[str, str]:
    acct = num(r, 12)
    name = r.choice(("prod/pagos/conekta", "prod/pagos/openpay", "prod/cfdi/csd-password"))
    return {
        "name": name,
        "arn": f"arn:aws:secretsmanager:us-east-1:{acct}:secret:{name}-{pick(r, ALNUM, 6)}",
        "ver": uuid4(r),
        "gsec": r.choice(("twilio-auth-token", "mp-access-token", "maps-server-key")),
        "gv": str(r.randint(2, 19)),
        "ssm": f"/rn/{_svc(r)}/" + r.choice(("CONEKTA_PRIVATE_KEY", "DB_PASSWORD")),
        "svc": _svc(r),
        "d": day(r),
    }


_SM_REFS = (
    "aws secretsmanager get-secret-value --secret-id ⟨name⟩ --query SecretString --output text",
    '{"ARN": "⟨arn⟩", "Name": "⟨name⟩", "VersionId": "⟨ver⟩", "VersionStages": ["AWSCURRENT"]}',
    "gcloud secrets versions access ⟨gv⟩ --secret=⟨gsec⟩ --project=rn-prod-4821",
    "apiVersion: external-secrets.io/v1\nkind: ExternalSecret\nspec:\n  data:\n"
    "    - secretKey: password\n      remoteRef:\n        key: ⟨name⟩\n        version: ⟨ver⟩",
    "aws ssm get-parameter --name ⟨ssm⟩ --with-decryption  # la usa ⟨svc⟩",
    "op read 'op://Ruta Norte/⟨gsec⟩/credential' -- 1Password CLI, vault compartido",
    "El secret ⟨arn⟩ rotó el ⟨d⟩ (versión ⟨ver⟩)",
)


def _b64s(r: Random, n: int) -> str:
    return base64.b64encode(r.randbytes(n)).decode()


def _ciphertext(r: Random) -> dict[str, str]:
    acct = num(r, 12)
    return {
        "sops": f"ENC[AES256_GCM,data:{_b64s(r, r.choice((24, 36, 51)))},iv:{_b64s(r, 32)},"
        f"tag:{_b64s(r, 16)},type:str]",
        "sops2": f"ENC[AES256_GCM,data:{_b64s(r, 40)},iv:{_b64s(r, 32)},tag:{_b64s(r, 16)},"
        "type:str]",
        "kms": "AQICAH" + pick(r, ALNUM, 1) + _b64s(r, 180),
        "arn": f"arn:aws:kms:us-east-1:{acct}:key/{uuid4(r)}",
        "sealed": "AgB" + _b64s(r, r.choice((420, 480, 540))),
        "age": "age1" + pick(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
        "d": day(r),
        "ns": r.choice(("pagos", "cfdi", "tracking")),
    }


_CIPHERTEXT = (
    "conekta_private_key: ⟨sops⟩\nsops:\n  kms:\n    - arn: ⟨arn⟩\n      enc: ⟨kms⟩",
    "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  namespace: ⟨ns⟩\n"
    "spec:\n  encryptedData:\n    OPENPAY_PRIVATE_KEY: ⟨sealed⟩",
    "El valor en git está cifrado con SOPS (⟨sops2⟩), se descifra solo con el KMS de prod",
    "creation_rules:\n  - path_regex: secrets/⟨ns⟩/.*\\.yaml\n    age: ⟨age⟩",
    "aws kms decrypt --ciphertext-blob fileb://<(echo ⟨kms⟩ | base64 -d) -- sin permiso, "
    "AccessDenied (bien)",
    "db_password: ⟨sops2⟩  # cifrado ⟨d⟩",
    "kubeseal output para ⟨ns⟩ (el cluster tiene la privada, esto es seguro de commitear):\n"
    "⟨sealed⟩",
)


def _checksums(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 64),
        "s2": hexs(r, 64),
        "md5": hexs(r, 32),
        "etag": f'"{hexs(r, 32)}-{r.randint(2, 40)}"',
        "cmd5": _b64s(r, 16),
        "crc": _b64s(r, 4),
        "h1": "h1:" + _b64s(r, 32),
        "zh": "zh:" + hexs(r, 64),
        "zh2": "zh:" + hexs(r, 64),
        "ver": f"5.{r.randint(40, 99)}.{r.randint(0, 9)}",
        "apk": f"app-choferes-{r.randint(380, 389)}.{r.randint(0, 9)}.apk",
        "uuid": uuid4(r).upper(),
    }


_CHECKSUMS = (
    "$ sha256sum ⟨apk⟩ cfdi-worker.tar.gz\n⟨s1⟩  ⟨apk⟩\n⟨s2⟩  cfdi-worker.tar.gz",
    "ETag: ⟨etag⟩ (upload multipart, por eso no es el md5 del archivo)",
    "x-goog-hash: crc32c=⟨crc⟩\nx-goog-hash: md5=⟨cmd5⟩",
    'provider "registry.terraform.io/hashicorp/aws" {\n  version = "⟨ver⟩"\n  hashes = [\n'
    '    "⟨h1⟩",\n    "⟨zh⟩",\n    "⟨zh2⟩",\n  ]\n}',
    "md5 del XML del CFDI ⟨uuid⟩: ⟨md5⟩ (para comparar con lo que guardó el PAC)",
    "Content-MD5: ⟨cmd5⟩",
    "El APK ⟨apk⟩ que subió QA tiene sha256 ⟨s1⟩, coincide con el de CI",
)


def _mixed(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "oid": object_id(r),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "sm": "SM" + hexs(r, 32),
        "pk": "p" + "k_" + hexs(r, 32),
        "dig": hexs(r, 64),
        "u7": uuid7(r),
        "uuid": uuid4(r).upper(),
        "sig": hexs(r, 64),
        "ts": ts(r),
        "ord": "ord_" + pick(r, ALNUM, 17),
        "masked": "ke" + "y_" + "*" * 20 + pick(r, ALNUM, 4),
        "int": "sha512-" + b64(r, 64),
        "tr": "tr" + pick(r, LOWER_ALNUM, 18),
        "d": day(r),
        "who": r.choice(_DEVS),
    }


_MIXED = (
    "## Guardia ⟨d⟩\n- deploy ⟨sha⟩\n- trace 00-⟨trace⟩-⟨span⟩-01\n- pedido ⟨oid⟩\n"
    "- SMS ⟨sm⟩ undelivered\n- la llave privada NO se tocó, sigue en SSM",
    "Checklist cobros:\n* llave pública Openpay ⟨pk⟩ (front)\n* transacción ⟨tr⟩\n"
    "* llave privada: ⟨masked⟩ (enmascarada)\n* x-signature v1=⟨sig⟩ ts=⟨ts⟩",
    "| qué | valor |\n|---|---|\n| imagen | sha256:⟨dig⟩ |\n| idempotency | ⟨u7⟩ |\n"
    "| folio fiscal | ⟨uuid⟩ |\n| order | ⟨ord⟩ |",
    "Notas de ⟨who⟩ para Gdl: el token se lee de ${MP_ACCESS_TOKEN}; commit ⟨sha⟩; "
    "trace ⟨trace⟩; ObjectId ⟨oid⟩",
    "lockfile cambió (integrity ⟨int⟩) en el commit ⟨sha⟩ -- no es secreto, es el hash del tgz",
    "Incidente ⟨d⟩: webhook MP con v1=⟨sig⟩ rechazado; order ⟨ord⟩; password de nadie "
    "expuesto; imagen sha256:⟨dig⟩",
)


TEXT: tuple[Kind, ...] = (
    Kind("base64_data_payloads", _PAYLOADS, _payloads),
    Kind("cache_keys", _CACHE, _cache),
    Kind("version_build_strings", _VERSIONS, _versions),
    Kind("masked_redacted_secrets", _MASKED, _masked),
    Kind("placeholders", _PLACEHOLDERS, _placeholders),
    Kind("password_words_no_secret_es_en", _WORDS, _words),
    Kind("secret_manager_references", _SM_REFS, _sm_refs),
    Kind("encrypted_ciphertext_values", _CIPHERTEXT, _ciphertext),
    Kind("file_checksums_and_etags", _CHECKSUMS, _checksums),
    Kind("mixed_lookalike_notes", _MIXED, _mixed),
)
