"""Benign look-alikes of the general kind: ids (UUID, ULID, ObjectId), cache keys and ETags,
resource names, masked values, placeholders, version strings, the words password / secret /
token (and contraseña / clave / secreto) with no secret near them, and mixed notes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike65.gen import (
    ALNUM,
    LOWER_ALNUM,
    NAMES,
    NAMESPACES,
    PEOPLE,
    SITES,
    SLUGS,
    UHEX,
    UPPER_ALNUM,
    Kind,
    b64,
    day,
    gateway,
    hexs,
    num,
    objectid,
    pick,
    ticket,
    ulid,
    uuid4,
)

_SK_LIVE = "sk" + "_live_"
_PK_LIVE = "pk" + "_live_"
_HVS = "hv" + "s."
_DOTS = "•" * 12


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "ulid": ulid(r),
        "oid": objectid(r),
        "gw": gateway(r),
        "site": r.choice(SITES),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "slug": r.choice(SLUGS),
        "h40": hexs(r, 40),
        "h32": hexs(r, 32),
        "h64": hexs(r, 64),
        "date": day(r),
        "parts": str(r.randint(2, 40)),
        "inv": pick(r, UPPER_ALNUM, 14),
        "dist": "E" + pick(r, UPPER_ALNUM, 13),
        "u": uuid4(r),
    }


def _names(r: Random) -> dict[str, str]:
    return {
        "suf": pick(r, LOWER_ALNUM, 8),
        "suf2": pick(r, LOWER_ALNUM, 6),
        "slug": r.choice(SLUGS),
        "acct": num(r, 12),
        "u": uuid4(r),
        "hex": hexs(r, 8),
        "hex17": hexs(r, 17),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "tbk": pick(r, UHEX, 4) + _DOTS * 2 + pick(r, UHEX, 4),
        "sk": _SK_LIVE + _DOTS + pick(r, ALNUM, 4),
        "hvs": _HVS + "*" * 20 + pick(r, ALNUM, 4),
        "last4": hexs(r, 4),
        "tw": hexs(r, 4) + "*" * 28,
        "pan": "4" + num(r, 5) + "******" + num(r, 4),
        "slug": r.choice(SLUGS),
        "who": r.choice(PEOPLE),
        "date": day(r),
        "ticket": ticket(r),
        "gw": gateway(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    slug = r.choice(SLUGS)
    return {
        "who": r.choice(PEOPLE),
        "user": r.choice(("edge-bridge", "gw-telemetria", "node-red")),
        "gw": gateway(r),
        "ticket": ticket(r),
        "role": r.choice(("iot-provisioner", "etl-timestream", "ci-deploy")),
        "SLUG": slug.upper(),
        "skx": _SK_LIVE + "X" * 16,
        "ns": r.choice(NAMESPACES),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "ver": f"2034.{r.randint(1, 2):02d}.{r.randint(1, 28)}",
        "sh7": hexs(r, 7),
        "sh8": hexs(r, 8),
        "sh12": hexs(r, 12),
        "bn": str(r.randint(120, 4800)),
        "gw": gateway(r),
        "mmdd": f"{r.randint(1, 2):02d}{r.randint(1, 28):02d}",
        "hms": f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}",
        "a": str(r.randint(0, 14)),
        "b": str(r.randint(0, 9)),
        "c": str(r.randint(0, 20)),
        "rc": str(r.randint(1, 6)),
        "dd": f"{r.randint(1, 28):02d}",
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "ticket": ticket(r),
        "n": str(r.choice((15, 30, 60, 90, 120))),
        "name": r.choice(NAMES),
        "date": day(r),
        "ns": r.choice(NAMESPACES),
        "gw": gateway(r),
        "site": r.choice(SITES),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "date": day(r),
        "tokws": hexs(r, 64),
        "bo": "OC-" + num(r, 9),
        "sha": hexs(r, 40),
        "u": uuid4(r),
        "pk": _PK_LIVE + pick(r, ALNUM, 16),
        "ticket": ticket(r),
        "trace": hexs(r, 32),
        "dig": hexs(r, 64),
        "certid": hexs(r, 64),
        "acc": pick(r, ALNUM, 24),
        "gw": gateway(r),
        "wgpub": b64(r, 32),
        "ut": f"ut{hexs(r, 8)}-{hexs(r, 8)}-{hexs(r, 8)}",
        "cid": f"{gateway(r)}-{hexs(r, 8)}",
        "p": b64(r, r.randint(40, 80)),
        "h32": hexs(r, 32),
        "pid": pick(r, LOWER_ALNUM, 12),
        "sig": uuid4(r),
        "ulid": ulid(r),
    }


IDS = Kind(
    "uuids_ulids_objectids",
    (
        'Gateway ⟨gw⟩ → device_id ⟨u⟩ en el registro (Mongo _id ObjectId("⟨oid⟩")).',
        "Evento ⟨ulid⟩ duplicado en eventos_bomba: el productor reintentó con la misma "
        "idempotency key ⟨u2⟩.",
        "| faena | site_id | gateway_id |\n|---|---|---|\n| ⟨site⟩ | ⟨u⟩ | ⟨u2⟩ |",
        'db.gateways.find({_id: ObjectId("⟨oid⟩")}, {serial: 1, ultima_lectura: 1})',
        "correlation-id: ⟨ulid⟩ / x-request-id: ⟨u⟩",
    ),
    _ids,
)

CACHE = Kind(
    "cache_keys_and_etags",
    (
        'redis-cli GET "tele:v3:agg:⟨slug⟩:sha1:⟨h40⟩"',
        'ETag: "⟨h32⟩"\nCache-Control: max-age=300\nVary: Accept-Encoding',
        'ETag de S3 para export_⟨date⟩.parquet = "⟨h32⟩-⟨parts⟩" (multipart, no es el md5 del '
        "archivo).",
        "Cache key de Pipelines para `pip`: ⟨h64⟩ — se invalida al cambiar poetry.lock.",
        "Invalidación de CloudFront ⟨inv⟩ en la distribución ⟨dist⟩ para /portal/*, "
        "CallerReference ⟨u⟩.",
    ),
    _cache,
)

NAMES_KIND = Kind(
    "resource_names_with_suffixes",
    (
        "s3://cordillera-telemetria-raw-⟨suf⟩/faena=⟨slug⟩/anio=2034/mes=02/",
        "Stack: arn:aws:cloudformation:sa-east-1:⟨acct⟩:stack/edge-ingesta/⟨u⟩",
        "Topic `telemetria.⟨slug⟩.v2-⟨suf⟩` y consumer group etl-timestream-⟨suf2⟩",
        "Vault mounts: secret/ (kv-v2), database/ (timescale), pki_int_⟨suf⟩/ para los gateways",
        "Tenants Auth0: cordillera-⟨suf⟩ (dev) y cordillera (prod); stack Grafana "
        "cordillera⟨suf2⟩.",
        "Nodegroup EKS ng-arm64-⟨suf⟩-⟨hex⟩ con launch template lt-⟨hex17⟩",
    ),
    _names,
)

MASKED = Kind(
    "masked_and_redacted_values",
    (
        "TBK_API_KEY_SECRET = ⟨tbk⟩ (así lo muestra la consola; el valor real está en Vault)",
        "Culqi muestra la llave secreta como ⟨sk⟩ — la completa solo en Vault.",
        "API key de Datadog `gateways-⟨slug⟩` (termina en …⟨last4⟩), creada por ⟨who⟩ el ⟨date⟩.",
        "KHIPU_SECRET=[REDACTED]\nTWILIO_AUTH_TOKEN=********\nDD_API_KEY=<redacted>  # ⟨ticket⟩",
        "vault token lookup mostró id ⟨hvs⟩ en el log de ⟨gw⟩ (el agente enmascara).",
        "Twilio auth token en la consola: ⟨tw⟩",
        "Pago de prueba con la tarjeta ⟨pan⟩ (PAN enmascarado por Niubiz).",
    ),
    _masked,
)

PLACEHOLDERS = Kind(
    "placeholders_and_templates",
    (
        "TBK_API_KEY_SECRET=<tu-api-key-secret>\nCULQI_SECRET_KEY=${CULQI_SECRET_KEY}\n"
        "# pedirle los valores a ⟨who⟩",
        "mosquitto_passwd -b /etc/mosquitto/passwd ⟨user⟩ changeme   # se cambia en el primer "
        "arranque de ⟨gw⟩",
        'auth0:\n  client_secret: "{{ .Values.auth0.clientSecret }}"\n'
        "  domain: cordillera.us.auth0.com   # ⟨ticket⟩",
        "export AWS_SECRET_ACCESS_KEY=$(vault kv get -field=secret_key aws/creds/⟨role⟩)",
        'sasl.password="${file:/opt/secrets/confluent.properties:api.secret}"   # ⟨gw⟩',
        "DD_API_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx   (ejemplo del README, ⟨ticket⟩)",
        "INFLUX_TOKEN=REEMPLAZAR_CON_TOKEN_DE_⟨SLUG⟩",
        "CULQI_SECRET_KEY=⟨skx⟩  # placeholder del .env.example (⟨ticket⟩)",
        "password: ${MQTT_PASSWORD:?falta MQTT_PASSWORD}   # k8s ⟨ns⟩",
    ),
    _placeholders,
)

VERSIONS = Kind(
    "version_and_build_strings",
    (
        "edge-agent ⟨ver⟩+g⟨sh7⟩ (build ⟨bn⟩) corriendo en ⟨gw⟩",
        "go: github.com/cordillera-sensing/telemetria-sdk v0.0.0-2034⟨mmdd⟩⟨hms⟩-⟨sh12⟩",
        "Firmware del sensor: FW_⟨a⟩.⟨b⟩.⟨c⟩-⟨sh8⟩-rc⟨rc⟩ (compilado 2034-02-⟨dd⟩)",
        "Python 3.12.⟨b⟩, confluent-kafka 2.⟨a⟩.⟨c⟩, influxdb-client 1.⟨a⟩.0 — imagen "
        "telemetria-etl:⟨ver⟩-⟨sh7⟩",
        "Grafana Alloy v1.⟨a⟩.⟨c⟩ (branch: HEAD, revision: ⟨sh8⟩) en ⟨gw⟩",
        "dpkg -l | grep mosquitto → 2.0.⟨c⟩-0mosquitto1~jammy⟨b⟩ (build ⟨bn⟩)",
    ),
    _versions,
)

WORDS = Kind(
    "secret_words_without_secrets",
    (
        "Regla del equipo: ninguna contraseña, clave ni token va en estas notas; todo vive en "
        "Vault (ver ⟨ticket⟩).",
        "The password reset flow in Auth0 sends the email from no-reply@cordillerasensing.cl; "
        "the token in the link expires after ⟨n⟩ minutes.",
        "¿Dónde está el secreto de Khipu? En Vault, secret/pagos/khipu, y solo lo lee pagos-cl. "
        "⟨name⟩ lo rotó el ⟨date⟩.",
        "Password policy for the shared SII portal account: 12+ characters, rotated every ⟨n⟩ "
        "days; ⟨name⟩ owns it.",
        "Niubiz obliga a renovar la contraseña del usuario de integración cada ⟨n⟩ días; "
        "recordatorio para el ⟨date⟩.",
        'Error: `password authentication failed for user "etl_writer"` — era el Secret de '
        "Kubernetes desactualizado en ⟨ns⟩, no la clave en sí.",
        "TOKEN_EXPIRED en Culqi (⟨ticket⟩): el token de tarjeta dura 5 minutos, hay que crear el "
        "cargo antes.",
        "La clave de partición en Kafka es el id del gateway (⟨gw⟩), no un secreto; así se "
        "mantiene el orden por equipo.",
        "Secret rotation for ⟨site⟩ gateways is automatic now: the agent asks Vault for a new "
        "token every ⟨n⟩ minutes and nobody copies it anywhere.",
    ),
    _words,
)

MIXED = Kind(
    "mixed_lookalike_notes",
    (
        "Entrega de turno ⟨date⟩\n- Webpay: token_ws ⟨tokws⟩ quedó pendiente, buy_order ⟨bo⟩\n"
        "- commit ⟨sha⟩ desplegado en prod\n- RequestId ⟨u⟩ (throttling en Timestream)\n"
        "- la API key secret de Transbank NO cambió; sigue en Vault\n"
        "- Culqi: pk ⟨pk⟩ publicada en el front",
        "## Resumen ⟨ticket⟩\n\n| qué | valor |\n|---|---|\n| trace | ⟨trace⟩ |\n"
        "| imagen | sha256:⟨dig⟩ |\n| cert IoT | ⟨certid⟩ |\n| accessor Vault | ⟨acc⟩ |\n"
        "| password | (en Vault, no acá) |",
        "Key facts for ⟨gw⟩: WireGuard public key ⟨wgpub⟩, Starlink ⟨ut⟩, MQTT client id "
        "⟨cid⟩, last payload ⟨p⟩. Secrets: none stored here.",
        "Re-check ⟨ticket⟩: ETag ⟨h32⟩, Khipu payment ⟨pid⟩ and Niubiz SIGNATURE ⟨sig⟩ are "
        "ids, not secrets; so is token_ws ⟨tokws⟩ and event ⟨ulid⟩.",
    ),
    _mixed,
)

TEXT: tuple[Kind, ...] = (
    IDS,
    CACHE,
    NAMES_KIND,
    MASKED,
    PLACEHOLDERS,
    VERSIONS,
    WORDS,
    MIXED,
)
