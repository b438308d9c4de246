"""Benign look-alikes from the platform side of Ruta Norte's notes: message SIDs, per-message
signatures, commits, image digests, lockfile hashes, ids, traces, public keys, certificates,
resource names, CI references and observability ids. None of them grants access."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike89.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    certificate,
    day,
    der_bits,
    der_int,
    der_oid,
    der_seq,
    hexs,
    hhmm,
    num,
    object_id,
    pem,
    pick,
    spki_ec,
    spki_rsa,
    ssh_ed25519_blob,
    ssh_fingerprint,
    ssh_rsa_blob,
    ts,
    ulid,
    uuid4,
    uuid7,
    x500_name,
)

_DEVS = ("lalo", "mariana", "chuy", "fer", "rocio", "beto", "itzel", "santi")
_SERVICES = ("tracking-api", "dispatcher", "cfdi-worker", "portal-clientes", "app-choferes")


def _svc(r: Random) -> str:
    return r.choice(_SERVICES)


def _twilio(r: Random) -> dict[str, str]:
    return {
        "ac": "A" + "C" + hexs(r, 32),
        "sm": "SM" + hexs(r, 32),
        "mm": "MM" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "ca": "CA" + hexs(r, 32),
        "pn": "PN" + hexs(r, 32),
        "phone": "+5281" + num(r, 8),
        "code": r.choice(("30003", "30005", "30007", "21610", "30008")),
        "d": day(r),
        "h": hhmm(r),
    }


_TWILIO = (
    "SMS ⟨sm⟩ quedó `undelivered` con error ⟨code⟩ (número ⟨phone⟩) -- Telcel filtrando",
    "Messaging Service ⟨mg⟩ (sender pool MTY), cuenta ⟨ac⟩",
    "GET /2010-04-01/Accounts/⟨ac⟩/Messages/⟨sm⟩.json → status=delivered",
    "| sid | tipo | estado |\n|---|---|---|\n| ⟨sm⟩ | SMS | failed |\n| ⟨mm⟩ | MMS | sent |",
    "Llamada del IVR ⟨ca⟩ colgó a los 3 s el ⟨d⟩ ⟨h⟩; el número ⟨pn⟩ es el de Gdl",
    "twilio api:core:messages:fetch --sid ⟨sm⟩ -o json",
    "StatusCallback: MessageSid=⟨sm⟩&MessageStatus=delivered&AccountSid=⟨ac⟩",
    "El subaccount de pruebas es ⟨ac⟩; los SIDs empiezan con AC/SM/MG/PN, no son llaves",
)


def _wamid(r: Random, phone: str) -> str:
    raw = (
        b"\x1c\x18\x0c"
        + phone.encode()
        + b"\x15\x02\x00\x11\x18\x12"
        + hexs(r, 18).upper().encode()
    )
    return "wamid." + base64.b64encode(raw + b"\x00").decode()


def _whatsapp(r: Random) -> dict[str, str]:
    phone = "52181" + num(r, 7)
    body = hexs(r, 20)
    return {
        "wamid": _wamid(r, phone),
        "sig": hashlib.sha256(body.encode()).hexdigest(),
        "pnid": num(r, 15),
        "waba": num(r, 16),
        "media": num(r, 16),
        "phone": phone,
        "tpl": r.choice(("pedido_en_camino", "entrega_confirmada", "reagendar_visita")),
        "ts": ts(r),
        "hash": "AT" + pick(r, B64URL, 22),
    }


_WHATSAPP = (
    "Mensaje ⟨wamid⟩ (template ⟨tpl⟩) llegó como `read` a ⟨phone⟩",
    "X-Hub-Signature-256: sha256=⟨sig⟩",
    '{"statuses":[{"id":"⟨wamid⟩","status":"delivered","timestamp":"⟨ts⟩",'
    '"recipient_id":"⟨phone⟩"}]}',
    "phone_number_id ⟨pnid⟩ / WABA ⟨waba⟩ -- son ids, no credenciales",
    "Foto de evidencia de entrega: media id ⟨media⟩ → https://lookaside.fbsbx.com/"
    "whatsapp_business/attachments/?mid=⟨media⟩&ext=⟨ts⟩&hash=⟨hash⟩",
    "Firma del webhook no valida: esperado sha256=⟨sig⟩ (ojo con el raw body de express)",
    "- wamid: ⟨wamid⟩\n- template: ⟨tpl⟩\n- pnid: ⟨pnid⟩",
)


def _sig_headers(r: Random) -> dict[str, str]:
    return {
        "tw": b64(r, 20),
        "gh": hexs(r, 64),
        "digest": b64(r, 256),
        "sentry": hexs(r, 64),
        "deliv": uuid4(r),
        "svc": _svc(r),
        "url": r.choice(("https://api.rutanorte.mx/twilio/status", "https://api.rutanorte.mx/ivr")),
        "sha1": hexs(r, 40),
    }


_SIG_HEADERS = (
    "X-Twilio-Signature: ⟨tw⟩ (HMAC-SHA1 de la URL ⟨url⟩ + params, cambia por request)",
    "X-GitHub-Delivery: ⟨deliv⟩\nX-Hub-Signature-256: sha256=⟨gh⟩",
    "Conekta manda el header `digest` firmado con su llave: digest: ⟨digest⟩",
    "Sentry-Hook-Signature: ⟨sentry⟩ -- la integración interna de ⟨svc⟩",
    "twilio.validateRequest(authToken, '⟨tw⟩', '⟨url⟩', params) → false por el proxy",
    "X-Hub-Signature: sha1=⟨sha1⟩\nX-Hub-Signature-256: sha256=⟨gh⟩",
    "Redelivery de GitHub ⟨deliv⟩ pasó la firma (sha256=⟨gh⟩)",
)


def _commits(r: Random) -> dict[str, str]:
    shas = [hexs(r, 40) for _ in range(4)]
    msgs = (
        "fix(cobros): idempotencia en webhook de Conekta",
        "feat(rutas): ETA con Routes API",
        "chore: bump openpay-node",
        "fix(cfdi): complemento de pago 2.0",
        "refactor(auth): mover rotación de llaves a un job",
    )
    return {
        "sha": shas[0],
        "sha2": shas[1],
        "s7": shas[0][:7],
        "s12": shas[1][:12],
        "log": "\n".join(f"{s[:7]} {m}" for s, m in zip(shas, r.sample(msgs, 4), strict=True)),
        "who": r.choice(_DEVS),
        "tag": f"v2038.10.{r.randint(1, 30)}",
        "pr": str(r.randint(1200, 4800)),
        "gpg": hexs(r, 40).upper(),
    }


_COMMITS = (
    "$ git log --oneline -4\n⟨log⟩",
    "El bug entró en ⟨sha⟩ (PR #⟨pr⟩), revert en ⟨s7⟩",
    "https://github.com/ruta-norte/tracking-api/compare/⟨s12⟩...⟨tag⟩",
    "git cherry-pick ⟨sha2⟩ && git push origin hotfix/⟨tag⟩",
    "deploy de ⟨tag⟩ = commit ⟨sha⟩, firmado por ⟨who⟩ (GPG ⟨gpg⟩)",
    "| tag | commit |\n|---|---|\n| ⟨tag⟩ | ⟨sha⟩ |",
    'git bisect dice que el primer commit malo es ⟨sha2⟩ ("feat(rutas)...")',
    "Merge pull request #⟨pr⟩ from ruta-norte/fix-⟨s7⟩ → merge commit ⟨sha⟩",
)


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "id": hexs(r, 12),
        "acct": num(r, 12),
        "svc": _svc(r),
        "tag": f"2038.10.{r.randint(1, 30)}-{hexs(r, 7)}",
        "size": f"{r.randint(80, 900)}MB",
    }


_DIGESTS = (
    "⟨acct⟩.dkr.ecr.us-east-1.amazonaws.com/rn/⟨svc⟩@sha256:⟨d⟩",
    "image: us-central1-docker.pkg.dev/rn-prod-4821/apps/⟨svc⟩@sha256:⟨d⟩",
    "$ docker images --digests rn/⟨svc⟩\nREPOSITORY  TAG  DIGEST  IMAGE ID  SIZE\n"
    "rn/⟨svc⟩  ⟨tag⟩  sha256:⟨d⟩  ⟨id⟩  ⟨size⟩",
    "El rollback fue a la imagen sha256:⟨d2⟩ (la anterior era sha256:⟨d⟩)",
    "FROM node:30-alpine@sha256:⟨d⟩",
    "Pinneamos la base por digest: python:3.15-slim@sha256:⟨d2⟩, revisar cada mes",
    "cosign verify rn/⟨svc⟩@sha256:⟨d⟩ --certificate-identity-regexp ruta-norte",
)


def _sha512_integrity(r: Random) -> str:
    return "sha512-" + b64(r, 64)


def _lockfiles(r: Random) -> dict[str, str]:
    pkg = r.choice(("conekta", "openpay", "mercadopago", "twilio", "@sentry/node", "amqplib"))
    ver = f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 20)}"
    return {
        "pkg": pkg,
        "ver": ver,
        "int": _sha512_integrity(r),
        "int2": _sha512_integrity(r),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "yarn": "10c0/" + hexs(r, 128),
        "gosum": "h1:" + b64(r, 32),
        "py": r.choice(("facturama", "zeep", "pymongo", "redis", "pika", "googlemaps")),
    }


_LOCKFILES = (
    '"node_modules/⟨pkg⟩": {\n  "version": "⟨ver⟩",\n  "resolved": '
    '"https://registry.npmjs.org/⟨pkg⟩/-/⟨pkg⟩-⟨ver⟩.tgz",\n  "integrity": "⟨int⟩"\n}',
    "'⟨pkg⟩@⟨ver⟩':\n  resolution: {integrity: ⟨int2⟩}",
    '"⟨pkg⟩@npm:⟨ver⟩":\n  version: ⟨ver⟩\n  checksum: ⟨yarn⟩',
    "⟨py⟩==⟨ver⟩ \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
    'files = [\n    {file = "⟨py⟩-⟨ver⟩-py3-none-any.whl", hash = "sha256:⟨h⟩"},\n]',
    "github.com/rabbitmq/amqp091-go v⟨ver⟩ ⟨gosum⟩",
    "npm ci falló: integrity mismatch en ⟨pkg⟩@⟨ver⟩ (esperaba ⟨int⟩)",
)


def _ids(r: Random) -> dict[str, str]:
    return {
        "oid": object_id(r),
        "oid2": object_id(r),
        "ulid": ulid(r),
        "u4": uuid4(r),
        "u7": uuid7(r),
        "fs": pick(r, ALNUM, 20),
        "ped": f"RN-{r.choice(('MTY', 'GDL'))}-{num(r, 7)}",
        "chofer": str(r.randint(100, 999)),
    }


_IDS = (
    'db.entregas.find({_id: ObjectId("⟨oid⟩")})',
    "Pedido ⟨ped⟩ = entrega ⟨oid⟩ en Mongo, ruta ⟨ulid⟩",
    "Los ids nuevos son UUIDv7 (⟨u7⟩) para que ordenen por tiempo; los viejos v4 (⟨u4⟩)",
    "Firestore: choferes/⟨chofer⟩/ubicaciones/⟨fs⟩",
    '{"_id": {"$oid": "⟨oid⟩"}, "ruta_id": "⟨ulid⟩", "chofer": ⟨chofer⟩, "evidencia": "⟨u4⟩"}',
    "| entrega | ruta | idempotency-key |\n|---|---|---|\n| ⟨oid2⟩ | ⟨ulid⟩ | ⟨u7⟩ |",
    "Idempotency-Key: ⟨u4⟩ (lo mandamos a Conekta en cada POST /orders)",
    "Merge de duplicados: ⟨oid⟩ y ⟨oid2⟩ son el mismo cliente",
)


def _traces(r: Random) -> dict[str, str]:
    t = hexs(r, 32)
    return {
        "t": t,
        "span": hexs(r, 16),
        "xray": f"1-{hexs(r, 8)}-{hexs(r, 24)}",
        "req": uuid4(r),
        "cf": pick(r, B64URL, 54) + "==",
        "gct": f"{hexs(r, 32)}/{num(r, 19)};o=1",
        "svc": _svc(r),
        "ms": str(r.randint(900, 30000)),
        "ev": hexs(r, 32),
    }


_TRACES = (
    "traceparent: 00-⟨t⟩-⟨span⟩-01",
    "El timeout de ⟨svc⟩ (⟨ms⟩ ms) está en el trace ⟨t⟩ de New Relic",
    "x-amzn-RequestId: ⟨req⟩\nX-Amzn-Trace-Id: Root=⟨xray⟩",
    "X-Amz-Cf-Id: ⟨cf⟩ (CloudFront, para abrir caso con AWS)",
    "X-Cloud-Trace-Context: ⟨gct⟩",
    "sentry-trace: ⟨t⟩-⟨span⟩-1 -- el event id del error es ⟨ev⟩",
    '{"level":"error","svc":"⟨svc⟩","trace_id":"⟨t⟩","span_id":"⟨span⟩","msg":"upstream '
    'timeout","ms":⟨ms⟩}',
    "request_id=⟨req⟩ trace=⟨t⟩ duró ⟨ms⟩ ms en Distance Matrix",
)


def _ssh_pub(r: Random) -> dict[str, str]:
    ed = ssh_ed25519_blob(r.randbytes(32))
    rsa = ssh_rsa_blob(r)
    who = r.choice(_DEVS)
    salt, mac = r.randbytes(20), r.randbytes(20)
    return {
        "ed": base64.b64encode(ed).decode(),
        "rsa": base64.b64encode(rsa).decode(),
        "fp": ssh_fingerprint(ed),
        "fpr": ssh_fingerprint(rsa),
        "who": who,
        "kh": f"|1|{b64_of(salt)}|{b64_of(mac)}",
        "md5": ":".join(f"{b:02x}" for b in hashlib.md5(ed).digest()),
        "ip": f"10.40.{r.randint(0, 9)}.{r.randint(2, 250)}",
    }


_SSH_PUB = (
    "ssh-ed25519 ⟨ed⟩ ⟨who⟩@rn-laptop",
    "Agregar a authorized_keys del bastion:\nssh-ed25519 ⟨ed⟩ ⟨who⟩@rn-laptop",
    "The authenticity of host '⟨ip⟩' can't be established.\nED25519 key fingerprint is ⟨fp⟩.",
    "⟨kh⟩ ssh-ed25519 ⟨ed⟩",
    "Deploy key (read-only) de app-choferes: ssh-rsa ⟨rsa⟩ deploy@rutanorte",
    "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 ⟨fp⟩ ⟨who⟩@rn-laptop (ED25519)",
    "fingerprint viejo (MD5) ⟨md5⟩ = nuevo ⟨fp⟩, es la misma llave pública",
    "GitHub → Settings → SSH keys: ⟨fpr⟩ (RSA, ⟨who⟩) -- borrar, ya no la usa",
)


def _jwks(r: Random) -> dict[str, str]:
    n = b"\x80" + r.randbytes(255)
    kid = b64url(r, 24)
    cert = certificate(r, (("CN", "rutanorte.us.auth0.com"),), (("CN", "rutanorte.us.auth0.com"),))
    key = {
        "kty": "RSA",
        "use": "sig",
        "alg": "RS256",
        "n": b64url_of(n),
        "e": "AQAB",
        "kid": kid,
        "x5t": b64url_of(hashlib.sha1(cert).digest()),
        "x5c": [base64.b64encode(cert).decode()],
    }
    ec = {"kty": "EC", "crv": "P-256", "x": b64url(r, 32), "y": b64url(r, 32), "kid": kid[:12]}
    rsa_spki = der_seq(
        der_seq(der_oid("1.2.840.113549.1.1.1"), b"\x05\x00"),
        der_bits(der_seq(der_int(n), der_int(65537))),
    )
    return {
        "jwks": json.dumps({"keys": [key]}, indent=2),
        "ec": json.dumps(ec),
        "pub": pem("PUBLIC KEY", rsa_spki),
        "ecpub": pem("PUBLIC KEY", spki_ec(r)),
        "kid": kid,
        "tenant": r.choice(("rutanorte", "rutanorte-dev", "rnl-drivers")),
    }


_JWKS = (
    "https://⟨tenant⟩.us.auth0.com/.well-known/jwks.json devuelve:\n⟨jwks⟩",
    "Llave pública de Conekta para verificar el header digest de webhooks:\n⟨pub⟩",
    "kid del token que falla: ⟨kid⟩ -- no está en el JWKS cacheado, hay que refrescar",
    "JWK pública de la app de choferes (QR de entrega): ⟨ec⟩",
    "La pública ES256 que publica /api/qr/keys:\n⟨ecpub⟩",
    "⟨jwks⟩",
)


def _tls(r: Random) -> dict[str, str]:
    host = r.choice(("api.rutanorte.mx", "portal.rutanorte.mx", "rastreo.rutanorte.mx"))
    leaf = certificate(r, (("CN", host),), (("C", "US"), ("O", "Let's Encrypt"), ("CN", "R14")))
    inter = certificate(r, (("C", "US"), ("O", "Let's Encrypt"), ("CN", "R14")), (("CN", "X2"),))
    subject = x500_name(("C", "MX"), ("ST", "Nuevo Leon"), ("O", "Ruta Norte Logistica"),
                        ("CN", host))  # fmt: skip
    csr_info = der_seq(der_int(0), subject, spki_rsa(r), b"\xa0\x00")
    sig_alg = der_seq(der_oid("1.2.840.113549.1.1.11"), b"\x05\x00")
    csr = der_seq(csr_info, sig_alg, der_bits(r.randbytes(256)))
    return {
        "leaf": pem("CERTIFICATE", leaf),
        "chain": pem("CERTIFICATE", leaf) + "\n" + pem("CERTIFICATE", inter),
        "csr": pem("CERTIFICATE REQUEST", csr),
        "fp": ":".join(f"{b:02X}" for b in hashlib.sha256(leaf).digest()),
        "serial": r.randbytes(18).hex(),
        "host": host,
        "d": day(r),
    }


_TLS = (
    "Cert nuevo de ⟨host⟩ (renovado ⟨d⟩):\n⟨leaf⟩",
    "$ openssl s_client -connect ⟨host⟩:443 -showcerts </dev/null\n⟨chain⟩",
    "SHA256 Fingerprint=⟨fp⟩",
    "serial ⟨serial⟩ para ⟨host⟩; el pinning de la app de choferes usa la SPKI, no el serial",
    "El ALB de ⟨host⟩ sirve la cadena completa:\n\n⟨chain⟩",
    "CSR para el cert EV del portal (lo pidió Legal):\n⟨csr⟩",
)


def _resources(r: Random) -> dict[str, str]:
    acct = num(r, 12)
    return {
        "acct": acct,
        "sm": f"arn:aws:secretsmanager:us-east-1:{acct}:secret:prod/pagos/"
        + r.choice(("conekta-private-key", "openpay-sk", "twilio-auth"))
        + "-"
        + pick(r, ALNUM, 6),
        "kms": f"arn:aws:kms:us-east-1:{acct}:key/{uuid4(r)}",
        "role": f"arn:aws:iam::{acct}:role/gha-deploy-{r.choice(('tracking', 'cfdi'))}",
        "sqs": f"https://sqs.us-east-1.amazonaws.com/{acct}/rn-eventos-"
        + r.choice(("pagos", "entregas")),
        "cf": "E" + pick(r, UPPER_ALNUM, 13),
        "run": f"https://dispatcher-{pick(r, LOWER_ALNUM, 10)}-uc.a.run.app",
        "gcp": f"projects/rn-prod-4821/locations/us-central1/services/{_svc(r)}",
        "cl": r.choice(("cluster0", "rn-prod", "tracking-gdl")) + "." + pick(r, LOWER_ALNUM, 5),
        "apigw": pick(r, LOWER_ALNUM, 10),
        "bucket": "rn-evidencias-" + pick(r, LOWER_ALNUM, 6),
    }


_RESOURCES = (
    "La llave privada de Conekta vive en ⟨sm⟩ (ese ARN no es la llave, es el nombre)",
    "KMS para cifrar evidencias: ⟨kms⟩",
    "role-to-assume: ⟨role⟩",
    "Cola de eventos de pagos: ⟨sqs⟩ (DLQ con el mismo nombre + -dlq)",
    "CloudFront ⟨cf⟩ → bucket s3://⟨bucket⟩; invalidar /mapas/* después del deploy",
    "Cloud Run: ⟨run⟩ (⟨gcp⟩)",
    "Atlas: ⟨cl⟩.mongodb.net, peering con la VPC de us-east-1 (cuenta ⟨acct⟩)",
    "API Gateway ⟨apigw⟩ → https://⟨apigw⟩.execute-api.us-east-1.amazonaws.com/prod/webhooks",
    "| recurso | id |\n|---|---|\n| secret | ⟨sm⟩ |\n| kms | ⟨kms⟩ |",
)


def _ci_refs(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "run": num(r, 11),
        "job": num(r, 11),
        "sec": r.choice(
            ("CONEKTA_PRIVATE_KEY", "OPENPAY_PRIVATE_KEY", "TWILIO_AUTH_TOKEN", "MP_ACCESS_TOKEN")
        ),
        "acct": num(r, 12),
        "hash": hexs(r, 64),
        "v": f"v{r.randint(4, 7)}.{r.randint(0, 9)}.{r.randint(0, 9)}",
    }


_CI_REFS = (
    "- uses: actions/checkout@⟨sha⟩ # ⟨v⟩\n- uses: actions/setup-node@⟨sha2⟩ # ⟨v⟩",
    "env:\n  ⟨sec⟩: ${{ secrets.⟨sec⟩ }}",
    "https://github.com/ruta-norte/tracking-api/actions/runs/⟨run⟩/job/⟨job⟩ -- el log "
    "muestra ⟨sec⟩=*** (enmascarado, bien)",
    "- uses: aws-actions/configure-aws-credentials@⟨sha⟩\n  with:\n    role-to-assume: "
    "arn:aws:iam::⟨acct⟩:role/gha-deploy\n    aws-region: us-east-1",
    "key: node-modules-Linux-⟨hash⟩\nrestore-keys: node-modules-Linux-",
    "El run ⟨run⟩ falló porque `${{ secrets.⟨sec⟩ }}` no existe en el environment staging",
    "permissions:\n  id-token: write   # OIDC, ya no hay llaves de AWS en secrets\n"
    "  contents: read\n# pin: ⟨sha⟩",
)


def _obs(r: Random) -> dict[str, str]:
    acct = num(r, 7)
    guid_raw = f"{acct}|APM|APPLICATION|{num(r, 9)}"
    return {
        "guid": base64.b64encode(guid_raw.encode()).decode().rstrip("="),
        "acct": acct,
        "ev": hexs(r, 32),
        "issue": f"TRACKING-API-{pick(r, UPPER_ALNUM, r.choice((2, 3)))}",
        "rel": f"tracking-api@2038.10.{r.randint(1, 30)}+{hexs(r, 7)}",
        "svc": _svc(r),
        "pid": num(r, 16),
        "org": num(r, 6),
        "nrjs": "NRJS-" + hexs(r, 19),
        "h": hhmm(r),
    }


_OBS = (
    "Entity GUID de ⟨svc⟩ en New Relic: ⟨guid⟩ (cuenta ⟨acct⟩)",
    "Sentry issue ⟨issue⟩, event ⟨ev⟩, release ⟨rel⟩",
    "SELECT count(*) FROM Transaction WHERE entityGuid = '⟨guid⟩' SINCE 1 day ago",
    "https://ruta-norte.sentry.io/issues/?project=⟨pid⟩&query=event.id:⟨ev⟩",
    "sentry-cli releases finalize ⟨rel⟩ --org ruta-norte",
    "El spike de las ⟨h⟩ está en ⟨guid⟩; Sentry lo agrupó en ⟨issue⟩ (org ⟨org⟩)",
    "| servicio | NR entity | último evento Sentry |\n|---|---|---|\n| ⟨svc⟩ | ⟨guid⟩ | ⟨ev⟩ |",
)


PLATFORM: tuple[Kind, ...] = (
    Kind("twilio_sids", _TWILIO, _twilio),
    Kind("whatsapp_wamid_and_hub_signature", _WHATSAPP, _whatsapp),
    Kind("webhook_signature_headers", _SIG_HEADERS, _sig_headers),
    Kind("git_commit_hashes", _COMMITS, _commits),
    Kind("container_image_digests", _DIGESTS, _digests),
    Kind("lockfile_integrity_hashes", _LOCKFILES, _lockfiles),
    Kind("uuid_ulid_objectid_ids", _IDS, _ids),
    Kind("trace_and_request_ids", _TRACES, _traces),
    Kind("ssh_public_keys_and_fingerprints", _SSH_PUB, _ssh_pub),
    Kind("jwks_and_public_key_pem", _JWKS, _jwks),
    Kind("tls_certificates_and_csr", _TLS, _tls),
    Kind("cloud_resource_names", _RESOURCES, _resources),
    Kind("ci_workflow_refs", _CI_REFS, _ci_refs),
    Kind("observability_ids", _OBS, _obs),
)
