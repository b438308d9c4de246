"""Benign look-alikes in the notes' own words: example placeholders and redacted values,
the words password/contraseña/senha/token used with no secret, references to where a
secret lives (Secret Manager, GitHub Actions), and base64 payloads that decode to plain
event JSON."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike57.gen import (
    CROCKFORD,
    Kind,
    b64_of,
    date_2032,
    num,
    pick,
    ts_2032,
    ulid,
)

_VARS = (
    ("MP_ACCESS_TOKEN", "APP_USR-" + "x" * 16 + "-xxxxxx-" + "x" * 32 + "-xxxxxxxxx"),
    ("CONEKTA_PRIVATE_KEY", "key_" + "X" * 27),
    ("WOMPI_PRIVATE_KEY", "prv_test_" + "X" * 32),
    ("TWILIO_AUTH_TOKEN", "0" * 32),
    ("SENTRY_AUTH_TOKEN", "sntryu_" + "0" * 64),
    ("GOOGLE_MAPS_SERVER_KEY", "AIzaSy" + "X" * 33),
    ("JWT_SECRET", "cambia-esto-en-produccion"),
    ("CSD_KEY_PASSWORD", "<contraseña-de-la-llave-csd>"),
)
_PLACEHOLDERS = (
    "<tu-token-aquí>",
    "PEGA_AQUI_TU_LLAVE",
    "changeme",
    "********",
    "[REDACTED]",
    "${{ secrets.PLACEHOLDER }}",
    "xxxx-xxxx-xxxx-xxxx",
    "<coloque-a-chave-aqui>",
    "REEMPLAZAR",
    "●●●●●●●●●●●●",
)
_SECRET_NAMES = (
    "mp-access-token",
    "conekta-private-key",
    "wompi-private-key",
    "wompi-events-secret",
    "twilio-auth-token",
    "csd-key-password",
    "pac-finkok-password",
    "jwt-signing-secret",
    "sentry-auth-token",
)


def _placeholders(r: Random) -> dict[str, str]:
    (v1, example1), (v2, example2), (v3, _) = r.sample(_VARS, 3)
    return {
        "v1": v1,
        "e1": example1,
        "v2": v2,
        "e2": example2,
        "v3": v3,
        "p1": r.choice(_PLACEHOLDERS),
        "p2": r.choice(_PLACEHOLDERS),
        "stars": "*" * r.choice((8, 16, 32)),
        "len": str(r.choice((32, 40, 64, 72))),
        "date": date_2032(r),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "h": str(r.choice((1, 2, 6, 24, 48))),
        "n": str(r.choice((10, 12, 14, 16))),
        "d": str(r.choice((60, 90, 180))),
        "k": str(r.choice((3, 5, 6, 10))),
        "date": date_2032(r),
        "digits": str(r.choice((4, 6, 8))),
        "sec": str(r.choice((900, 3599, 3600, 21600))),
        "who": r.choice(("Diana", "Chuy", "Mariana", "Camilo", "Valentina")),
        "tries": str(r.choice((3, 5, 10))),
    }


def _refs(r: Random) -> dict[str, str]:
    a, b, c = r.sample(_SECRET_NAMES, 3)
    v = r.randint(3, 40)
    return {
        "pn": num(r, 12),
        "name": a,
        "name2": b,
        "name3": c,
        "NAME": a.upper().replace("-", "_"),
        "NAME2": b.upper().replace("-", "_"),
        "v": str(v),
        "v2": str(v - 1),
        "date": date_2032(r),
        "old": date_2032(r),
    }


def _payloads(r: Random) -> dict[str, str]:
    event = {
        "trip_id": "trp_" + ulid(r),
        "estado": r.choice(("FINALIZADO", "CANCELADO", "EN_CURSO")),
        "monto": r.randint(4500, 68000),
        "moneda": r.choice(("MXN", "COP")),
    }
    raw = json.dumps(event, ensure_ascii=False, separators=(",", ":"))
    order = {"pedido": "PED-" + pick(r, CROCKFORD, 8), "tienda": r.randint(100, 999)}
    return {
        "data": b64_of(raw),
        "json": raw,
        "odata": b64_of(json.dumps(order, separators=(",", ":"))),
        "mid": num(r, 16),
        "ts": ts_2032(r),
        "pn": num(r, 12),
        "n": str(r.randint(40, 400)),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_redacted_values",
        (
            ".env.example (sí va en el repo):\n⟨v1⟩=⟨e1⟩\n⟨v2⟩=⟨e2⟩\n⟨v3⟩=⟨p1⟩",
            "⟨v1⟩=⟨stars⟩ (Actions enmascara el valor en el log del job)",
            "Authorization: Bearer ⟨p1⟩ — en el README solo va el marcador, el valor real "
            "sale de Secret Manager",
            "En la wiki quedó ⟨v2⟩=⟨p2⟩; el valor real tiene ⟨len⟩ caracteres y no se "
            "copia a notas (revisado el ⟨date⟩)",
            'password: "${DB_PASSWORD:?falta DB_PASSWORD}"\n⟨v3⟩: "⟨p2⟩"',
        ),
        _placeholders,
    ),
    Kind(
        "password_words_without_secret",
        (
            "El flujo de «olvidé mi contraseña» usa sendPasswordResetEmail de Firebase Auth; "
            "el enlace expira en ⟨h⟩ h.",
            "Política del panel admin: contraseñas de ⟨n⟩+ caracteres, rotación cada ⟨d⟩ días, "
            "sin reutilizar las últimas ⟨k⟩.",
            "A senha do PAC expira a cada ⟨d⟩ dias — lembrar de rotacionar antes de ⟨date⟩ "
            "(o valor fica só no Secret Manager).",
            "Twilio Verify no manda contraseñas: manda un código de ⟨digits⟩ dígitos, "
            "⟨tries⟩ intentos; el token_type=Bearer y expires_in=⟨sec⟩ son del endpoint OAuth.",
            "Campos del registro de repartidores: nombre, teléfono, password, "
            "password_confirmation, CURP, licencia (⟨who⟩ pidió quitar password_hint).",
        ),
        _words,
    ),
    Kind(
        "secret_manager_references",
        (
            "gcloud run deploy api-viajes --region=us-central1 "
            "--set-secrets=⟨NAME⟩=⟨name⟩:⟨v⟩,⟨NAME2⟩=⟨name2⟩:latest",
            "env:\n  ⟨NAME⟩: ${{ secrets.⟨NAME⟩ }}\n  ⟨NAME2⟩: ${{ secrets.⟨NAME2⟩ }}",
            "El valor vive en projects/⟨pn⟩/secrets/⟨name3⟩/versions/⟨v⟩; nunca "
            "copiarlo a las notas.",
            "$ gcloud secrets versions list ⟨name⟩\nNAME  STATE     CREATED              "
            "DESTROYED\n⟨v⟩    enabled   ⟨date⟩T10:12:44  -\n⟨v2⟩    disabled  ⟨old⟩T08:03:19  -",
        ),
        _refs,
    ),
    Kind(
        "base64_event_payloads",
        (
            '{"message":{"data":"⟨data⟩","messageId":"⟨mid⟩","publishTime":"⟨ts⟩Z"},'
            '"subscription":"projects/rutalo-prod/subscriptions/facturacion-push"}',
            "$ echo '⟨data⟩' | base64 -d\n⟨json⟩",
            'FCM data payload {"p":"⟨odata⟩"} — es el pedido en base64, no un token',
            "Firebase Remote Config: ETag etag-⟨pn⟩-⟨n⟩; parámetro viaje_demo = ⟨data⟩",
        ),
        _payloads,
    ),
)
