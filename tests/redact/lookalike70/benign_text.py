"""Benign text: placeholders, versions, the words password/secret/token (contraseña, clave,
senha, segredo…) with no secret near them, redacted logs, error messages and mixed notes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike70.gen import (
    ALNUM,
    APP_USR,
    PEOPLE,
    SERVICES,
    Kind,
    aws_account,
    b64,
    cuit,
    day,
    hexs,
    iso,
    mp_payment_id,
    mp_public_key,
    num,
    pick,
    uuid4,
)


def _ctx(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(SERVICES),
        "who": r.choice(PEOPLE),
        "who2": r.choice(PEOPLE),
        "day": day(r),
        "port": str(r.randint(3000, 9999)),
        "n": str(r.randint(2, 90)),
        "ticket": f"PAP-{r.randint(100, 9999)}",
        "ln": str(r.randint(20, 600)),
        "u": uuid4(r),
        "acct": aws_account(r),
        "when": iso(r),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "maj": str(r.randint(1, 9)),
        "min": str(r.randint(0, 40)),
        "pat": str(r.randint(0, 30)),
        "build": num(r, 4),
        "short": hexs(r, 7),
        "rev": str(r.randint(10, 400)),
        "ami": hexs(r, 17),
        "date": day(r).replace("-", ""),
        "a": str(r.randint(0, 20)),
        "b": str(r.randint(0, 20)),
        "c": str(r.randint(0, 20)),
        "lv": str(r.randint(2, 300)),
        "code": b64(r, 32),
        "u": uuid4(r),
        "h64": hexs(r, 64),
        "svc": r.choice(SERVICES),
    }


def _logs(r: Random) -> dict[str, str]:
    base = _ctx(r)
    base.update(
        {
            "tail": hexs(r, 4),
            "bytes": str(r.randint(60, 4000)),
            "pid": mp_payment_id(r),
            "ts": str(r.randint(2048544000, 2051222399)),
            "kid": hexs(r, 8),
        }
    )
    return base


def _errors(r: Random) -> dict[str, str]:
    base = _ctx(r)
    base.update(
        {
            "taskid": hexs(r, 32),
            "h": hexs(r, 64),
            "h2": hexs(r, 64),
            "uid": num(r, 10),
            "name": r.choice(("dlocal", "payway", "mercadopago", "twilio", "sendgrid")),
        }
    )
    return base


def _mixed(r: Random) -> dict[str, str]:
    base = _ctx(r)
    base.update(
        {
            "sha": hexs(r, 40),
            "short": hexs(r, 7),
            "pid": mp_payment_id(r),
            "pub": mp_public_key(r),
            "ray": hexs(r, 16),
            "t32": hexs(r, 32),
            "digest": hexs(r, 64),
            "cae": "7" + num(r, 13),
            "cuit": cuit(r),
            "va": "VA" + hexs(r, 32),
            "zone": hexs(r, 32),
            "suf": pick(r, ALNUM, 6),
        }
    )
    return base


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_templates",
        (
            "MP_ACCESS_TOKEN=<your-access-token>\nMP_PUBLIC_KEY=<your-public-key>\nPORT=⟨port⟩",
            'export SENDGRID_API_KEY="${SENDGRID_API_KEY:?falta la key}"  # ⟨svc⟩',
            "DB_PASSWORD=changeme  # solo docker-compose local, puerto ⟨port⟩",
            'curl -H "Authorization: Bearer ${MP_ACCESS_TOKEN}" '
            "https://api.mercadopago.com/v1/payments/search?external_reference=PAP-⟨n⟩",
            "twilio: { accountSid: 'ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', authToken: "
            "'your_auth_token' }  // ejemplo del README de ⟨svc⟩",
            "Formato del access token: "
            + APP_USR
            + "<app_id>-<fecha>-<hash>-<user_id>; poné el tuyo en `.env.local` (⟨ticket⟩).",
            "secret_key = \"{{ lookup('aws_secret', 'prod/pagos/dlocal') }}\"  # ⟨ticket⟩",
            "DLOCAL_SECRET_KEY=\nPAYWAY_PRIVATE_KEY=\nWA_APP_SECRET=\n# completar desde 1Password "
            "(bóveda Pagos), ver ⟨ticket⟩",
        ),
        _ctx,
    ),
    Kind(
        "version_and_build_strings",
        (
            "⟨svc⟩ v⟨maj⟩.⟨min⟩.⟨pat⟩+build.⟨build⟩.g⟨short⟩",
            "Task definition ⟨svc⟩:⟨rev⟩, image tag ⟨date⟩-⟨short⟩, AMI ami-⟨ami⟩",
            "node v22.⟨a⟩.⟨b⟩, python 3.13.⟨c⟩, mercadopago sdk 2.⟨a⟩.⟨c⟩, twilio 9.⟨b⟩.⟨a⟩",
            "Lambda cfe-firmador version ⟨lv⟩, CodeSha256 ⟨code⟩",
            "WSFEv1 4.0 (RG 5616) en homologación desde ⟨date⟩, build ⟨u⟩",
            "sha256sum facturador-⟨maj⟩.⟨min⟩.⟨pat⟩-linux-amd64.tar.gz\n"
            "⟨h64⟩  facturador-⟨maj⟩.⟨min⟩.⟨pat⟩-linux-amd64.tar.gz",
        ),
        _versions,
    ),
    Kind(
        "secret_words_rioplatense",
        (
            "Ojo: el token de MP se lee de Secrets Manager en runtime; si ves `401 invalid_token` "
            "es que rotó y la task vieja sigue viva. Reiniciá ⟨svc⟩.",
            "La contraseña del Aurora la maneja la rotación automática (cada ⟨n⟩ días); nadie la "
            "tiene que saber, ni siquiera ⟨who⟩.",
            "Pendiente (⟨ticket⟩): sacar la clave secreta del webhook de MP del `.env.example`; "
            "ahí tiene que decir solo `MP_WEBHOOK_SECRET=`.",
            "Si te pide clave fiscal es AFIP; el certificado y la clave privada están en el "
            "bucket cifrado, no se bajan a la notebook. Lo charlamos con ⟨who2⟩ el ⟨day⟩.",
            "Cuando Payway tira 'apikey inválida' casi siempre es que mandaste la pública en vez "
            "de la privada. Me pasó de nuevo el ⟨day⟩.",
            "No hay ninguna contraseña en el repo de ⟨svc⟩: los secretos se montan como variables "
            "desde Secrets Manager y el token de GitHub es OIDC.",
        ),
        _ctx,
    ),
    Kind(
        "secret_words_portuguese_english",
        (
            "A senha do banco não fica em lugar nenhum: o ⟨svc⟩ pede um token IAM a cada "
            "conexão. Combinado com ⟨who⟩ em ⟨day⟩.",
            "Segredo novo do webhook do WhatsApp criado no Secrets Manager; a chave antiga "
            "expira em ⟨n⟩ dias (⟨ticket⟩).",
            "Password rotation for the Twilio auth token is manual: generate a secondary token, "
            "deploy ⟨svc⟩, then promote it. See ⟨ticket⟩.",
            "Never paste the access token, the client secret or the private key into this "
            "notes file — reference the secret name instead (⟨who⟩, ⟨day⟩).",
            "Token expirado no WSAA? Apague a chave do cache e deixe o ⟨svc⟩ pedir outro TA; "
            "não precisa mexer no certificado.",
            "The secret scanner in CI flagged `token_ttl_seconds` in ⟨svc⟩ as a secret; it's a "
            "number (⟨n⟩00), marked as false positive in ⟨ticket⟩.",
        ),
        _ctx,
    ),
    Kind(
        "redacted_and_masked_logs",
        (
            "⟨when⟩ DEBUG http POST /v1/payments headers={'Authorization': 'Bearer ***', "
            "'X-Idempotency-Key': '⟨u⟩'}",
            "connect: password=[REDACTED] user=pagos_app host=pampa-prod-aurora db=pagos "
            "sslmode=require (⟨svc⟩)",
            "sendgrid key: SG.…(redacted, últimos 4: ⟨tail⟩)",
            "aws_secret_access_key = ****************************************  # perfil ⟨who⟩",
            "Secrets Manager devolvió SecretString de ⟨bytes⟩ bytes (contenido no logueado), "
            "VersionId ⟨u⟩",
            "webhook mp payment=⟨pid⟩ x-signature=ts=⟨ts⟩,v1=<redacted> ok",
            "jwt verificado: kid=⟨kid⟩ sub=⟨u⟩ token=<omitido>",
        ),
        _logs,
    ),
    Kind(
        "error_messages_and_stack_traces",
        (
            'mercadopago.exceptions.MPException: 401 {"message":"invalid access token",'
            '"error":"unauthorized","status":401,"cause":[]} (request ⟨u⟩)',
            "botocore.exceptions.ClientError: An error occurred (AccessDeniedException) when "
            "calling the GetSecretValue operation: User: arn:aws:sts::⟨acct⟩:assumed-role/"
            "⟨svc⟩-task/⟨taskid⟩ is not authorized to perform: secretsmanager:GetSecretValue on "
            "resource: prod/pagos/⟨name⟩",
            "twilio.base.exceptions.TwilioRestException: HTTP 401 error: Unable to create "
            "record: Authenticate (code 20003), request ⟨u⟩",
            "SOAP Fault WSAA: ns1:coe.alreadyAuthenticated — El CEE ya posee un TA valido para "
            "el acceso al WSN solicitado (uniqueId ⟨uid⟩)",
            'Traceback (most recent call last):\n  File "/app/pagos/webhooks/mp.py", line ⟨ln⟩, '
            'in validar_firma\n    raise FirmaInvalida(f"v1 esperado {esperado} != '
            '{recibido}")\npagos.errors.FirmaInvalida: v1 esperado ⟨h⟩ != ⟨h2⟩',
            "NotAuthorizedException: Incorrect username or password. (Service: Cognito, "
            "Status Code: 400, Request ID: ⟨u⟩)",
        ),
        _errors,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "Deploy ⟨day⟩ de ⟨svc⟩\n- commit ⟨sha⟩\n- imagen sha256:⟨digest⟩\n"
            "- pago de prueba ⟨pid⟩ (approved)\n- public key del checkout ⟨pub⟩\n"
            "- tokens y passwords: todos en Secrets Manager, nada en el task def",
            "| qué | valor |\n|---|---|\n| CF-Ray | ⟨ray⟩-EZE |\n| trace | ⟨t32⟩ |\n"
            "| CAE | ⟨cae⟩ |\n| CUIT | ⟨cuit⟩ |\n| secret ARN | arn:aws:secretsmanager:"
            "sa-east-1:⟨acct⟩:secret:prod/pagos/mercadopago-⟨suf⟩ |",
            "Runbook — Twilio Verify caído\n1. Mirar el status del servicio ⟨va⟩.\n"
            "2. No rotar el auth token (no es eso).\n3. Activar el fallback por WhatsApp "
            "(flag `verify-wa`).\nÚltima vez: ⟨day⟩, ⟨who⟩, request ⟨u⟩.",
            "Notas de ⟨who⟩ (⟨day⟩): zona Cloudflare ⟨zone⟩, commit ⟨short⟩, trace ⟨t32⟩. "
            "A senha e a chave privada do certificado NÃO estão aqui, estão no cofre.",
            "Checklist for the ⟨svc⟩ cutover:\n* [x] rotate the secret (done by ⟨who2⟩, see "
            "⟨ticket⟩)\n* [ ] verify payment ⟨pid⟩ settles\n* [ ] compare digest ⟨digest⟩ "
            "with the staging image",
        ),
        _mixed,
    ),
)
