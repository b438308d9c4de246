"""Benign look-alikes in config and prose: placeholders and example values, redacted
values, references to where a secret lives, and the words password/token/clave/secret used
with no secret in sight."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike40.gen import (
    ALNUM,
    DIGITS,
    Kind,
    date,
    hexs,
    num,
    pick,
)

_VARS = (
    "TBK_API_KEY_SECRET",
    "MP_ACCESS_TOKEN",
    "TWILIO_AUTH_TOKEN",
    "GRAFANA_AUTH",
    "MQTT_PASSWORD",
    "KAFKA_SASL_PASSWORD",
    "FCM_SERVICE_ACCOUNT_JSON",
    "DATABASE_PASSWORD",
    "MP_WEBHOOK_SECRET",
    "REDIS_AUTH_TOKEN",
)
_PLACEHOLDERS = (
    "<pedir-a-tesorería>",
    "<llave-secreta-webpay>",
    "REEMPLAZAR_AQUI",
    "your-secret-here",
    "changeme",
    "<token>",
    "${SECRET_FROM_SSM}",
    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "TODO",
    "",
)
_MASKS = (
    "****************",
    "[REDACTED]",
    "<redactado>",
    "••••••••••••",
    "***",
    "<hidden>",
    "XXXXXXXXXXXXXXXXXXXXXXXX",
)
_PEOPLE = ("Ignacio", "Camila", "Valentina", "Matías", "Andrés (Guayacán)", "Luisa (Guayacán)")
_SECRET_PATHS = (
    "prod/recaudo/transbank",
    "prod/recaudo/mercadopago",
    "prod/rt/mqtt-bridge",
    "prod/gtfs/db",
    "prod/push/fcm-service-account",
    "prod/notif/twilio",
)
_AKIA_DOC = "AK" + "IAIOSFODNN7EXAMPLE"
_SECRET_DOC = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCYEXAMPLEKEY"


def _placeholders(r: Random) -> dict[str, str]:
    v1, v2 = r.sample(_VARS, 2)
    return {
        "v1": v1,
        "v2": v2,
        "ph": r.choice(_PLACEHOLDERS),
        "ph2": r.choice(_PLACEHOLDERS),
        "profile": r.choice(("default", "localstack", "ejemplo", "docs")),
        "region": r.choice(("sa-east-1", "us-east-1")),
        "port": str(r.choice((1883, 8883, 5432, 6379))),
        "who": r.choice(_PEOPLE),
    }


def _redacted(r: Random) -> dict[str, str]:
    d = date(r)
    return {
        "cc": "5970" + num(r, 8),
        "mask": r.choice(_MASKS),
        "mask2": r.choice(_MASKS),
        "uid16": num(r, 16),
        "uid9": num(r, 9),
        "last4": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4),
        "hex4": hexs(r, 4),
        "bo": "TAM" + d.replace("-", "") + num(r, 8),
        "d": d,
        "host": r.choice(("10.40.8.21", "pg-recaudo.internal.transandes-metro.cl", "localhost")),
        "v": r.choice(_VARS),
    }


# (env var, Kubernetes secret, key, Secrets Manager path, SSM parameter) of one service.
_SERVICES = (
    (
        "TBK_API_KEY_SECRET",
        "fare-api-secrets",
        "api-key-secret",
        "prod/recaudo/transbank",
        "/tam/prod/transbank/api_key_secret",
    ),
    (
        "MP_ACCESS_TOKEN",
        "fare-api-secrets",
        "access-token",
        "prod/recaudo/mercadopago",
        "/tam/prod/mercadopago/access_token",
    ),
    (
        "TWILIO_AUTH_TOKEN",
        "twilio",
        "auth-token",
        "prod/notif/twilio",
        "/tam/prod/twilio/auth_token",
    ),
    (
        "MQTT_PASSWORD",
        "mqtt-bridge",
        "password",
        "prod/rt/mqtt-bridge",
        "/tam/prod/mqtt/bridge_password",
    ),
    ("DATABASE_PASSWORD", "gtfs-db", "password", "prod/gtfs/db", "/tam/prod/gtfs/db_password"),
    (
        "KAFKA_SASL_PASSWORD",
        "kafka-client",
        "sasl-password",
        "prod/rt/kafka",
        "/tam/prod/kafka/sasl_password",
    ),
)


def _refs(r: Random) -> dict[str, str]:
    var, name, key, path, ssm = r.choice(_SERVICES)
    return {
        "acct": num(r, 12),
        "path": path,
        "suffix": pick(r, ALNUM, 6),
        "ssm": ssm,
        "var": var,
        "key": key,
        "name": name,
        "ns": r.choice(("recaudo", "rt", "gtfs", "push")),
        "d": date(r),
        "days": str(r.choice((30, 60, 90, 180))),
        "fn": "SecretsManagerRDSPostgreSQLRotationSingleUser"
        if var == "DATABASE_PASSWORD"
        else "rotate-" + name,
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "who": r.choice(_PEOPLE),
        "n": str(r.choice((12, 14, 16, 20))),
        "days": str(r.choice((30, 60, 90, 180, 365))),
        "min": str(r.choice((10, 15, 30, 60))),
        "rps": str(r.choice((2, 5, 10, 20))),
        "burst": str(r.choice((10, 20, 40))),
        "d": date(r),
        "path": r.choice(_SECRET_PATHS),
        "code": r.choice(("20003", "20404", "401", "403")),
        "ticket": "TAM-" + pick(r, DIGITS, 4),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "env_placeholders",
        (
            "# .env.example\nTBK_COMMERCE_CODE=597055555532\n⟨v1⟩=⟨ph⟩\n⟨v2⟩=⟨ph2⟩",
            "services:\n  fare-api:\n    environment:\n      ⟨v1⟩: ${⟨v1⟩:?falta ⟨v1⟩}\n"
            "      ⟨v2⟩: ${⟨v2⟩}",
            "    env:\n      ⟨v1⟩: ${{ secrets.⟨v1⟩ }}\n      ⟨v2⟩: ${{ secrets.⟨v2⟩ }}",
            "Ejemplo de la doc de AWS para LocalStack (no es una llave real):\n[⟨profile⟩]\n"
            "aws_access_key_id = "
            + _AKIA_DOC
            + "\naws_secret_access_key = "
            + _SECRET_DOC
            + "\nregion = ⟨region⟩",
            'variable "⟨v1⟩" {\n  type        = string\n  sensitive   = true\n'
            '  description = "Lo inyecta TFC desde el variable set recaudo-prod"\n}',
            "MP_ACCESS_TOKEN=APP_USR-xxxxxxxxxxxxxxxx-xxxxxx-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-"
            "xxxxxxxxx  # solo el formato; ⟨v2⟩=⟨ph⟩",
            'mqtt:\n  host: localhost\n  port: ⟨port⟩\n  password: "⟨ph⟩"  # en prod lo pone el '
            "ExternalSecret",
        ),
        _placeholders,
        n=10,
        secrets=(),
    ),
    Kind(
        "redacted_values",
        (
            "Tbk-Api-Key-Id: ⟨cc⟩\nTbk-Api-Key-Secret: ⟨mask⟩",
            "POST /rswebpaytransaction/api/webpay/v1.2/transactions HTTP/1.1\n"
            "Authorization: Bearer ⟨mask⟩\n\n"
            '{"buy_order":"⟨bo⟩","amount":2000}',
            "MP token en el log quedó enmascarado: APP_USR-⟨uid16⟩-******-"
            "********************************-⟨uid9⟩",
            "aws_access_key_id = AKIA************⟨last4⟩\naws_secret_access_key = ⟨mask2⟩",
            "sasl.username=${CONFLUENT_API_KEY}\nsasl.password=⟨mask⟩",
            "Twilio auth token …⟨hex4⟩ rotado el ⟨d⟩ (solo anoto los últimos 4 para identificarlo)",
            "[mqtt-bridge] connecting as avl-gw password=⟨mask⟩ host=mqtt.transandes-metro.cl",
            "DATABASE_URL=postgresql://gtfs_rw:⟨mask⟩@⟨host⟩:5432/gtfs",
        ),
        _redacted,
        secrets=(),
    ),
    Kind(
        "secret_references",
        (
            "arn:aws:secretsmanager:sa-east-1:⟨acct⟩:secret:⟨path⟩-⟨suffix⟩",
            '{"name": "⟨var⟩", "valueFrom": "arn:aws:ssm:sa-east-1:⟨acct⟩:parameter⟨ssm⟩"}',
            "env:\n  - name: ⟨var⟩\n    valueFrom:\n      secretKeyRef:\n        name: ⟨name⟩\n"
            "        key: ⟨key⟩",
            "apiVersion: external-secrets.io/v1\nkind: ExternalSecret\nmetadata:\n"
            "  name: ⟨name⟩\n  namespace: ⟨ns⟩\nspec:\n  secretStoreRef:\n"
            "    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  data:\n"
            "    - secretKey: ⟨key⟩\n      remoteRef:\n        key: ⟨path⟩\n"
            "        property: ⟨key⟩",
            'data "aws_secretsmanager_secret_version" "this" {\n  secret_id = "⟨path⟩"\n}',
            "aws secretsmanager rotate-secret --secret-id ⟨path⟩ --rotation-lambda-arn "
            "arn:aws:lambda:sa-east-1:⟨acct⟩:function:⟨fn⟩ --rotation-rules "
            "AutomaticallyAfterDays=⟨days⟩",
            'op read "op://Recaudo/⟨name⟩/⟨key⟩"  # 1Password, bóveda Recaudo',
            "$ gh secret list --env prod\n⟨var⟩\t⟨d⟩T12:04:55Z\nMP_WEBHOOK_SECRET\t⟨d⟩T12:05:10Z",
        ),
        _refs,
        secrets=(),
    ),
    Kind(
        "password_words_prose",
        (
            "La contraseña del SFTP de Guayacán vence cada ⟨days⟩ días; la renueva ⟨who⟩ y "
            "la deja en 1Password (bóveda Recaudo).",
            "Password policy del portal de comercios: mínimo ⟨n⟩ caracteres, sin repetir las "
            "últimas 5, MFA obligatorio desde ⟨d⟩.",
            "The Transbank API key secret lives in Secrets Manager (⟨path⟩); never paste it "
            "into notes or tickets.",
            "token_ws is what Webpay POSTs back to return_url; TBK_TOKEN shows up instead when "
            "the buyer aborts (⟨ticket⟩).",
            "Si Twilio responde ⟨code⟩ (Authenticate) es que rotaron el auth token; pedírselo "
            "a ⟨who⟩, no está en el repo.",
            "reset_password_token de la app de pasajeros expira a los ⟨min⟩ minutos.",
            "Token bucket del API de recargas: ⟨rps⟩ req/s por RUT, burst ⟨burst⟩.",
            "mosquitto.conf: password_file /mosquitto/config/passwd, acl_file "
            "/mosquitto/config/acl, allow_anonymous false (revisado con ⟨who⟩ el ⟨d⟩)",
            "Forgot-password flow sends the OTP via Twilio Verify; the secret never touches our "
            "DB (⟨ticket⟩).",
        ),
        _prose,
        secrets=(),
    ),
)
