"""Benign look-alikes from the platform side: AWS resource names and secret references,
public key material, certificates, digests, hashes, ids, trace ids, data payloads, cache
keys and the public keys vendors hand to the browser."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike70.gen import (
    ALNUM,
    B64URL,
    CROCKFORD,
    DD_PUB,
    LOWER_ALNUM,
    PEOPLE,
    SERVICES,
    UPPER_ALNUM,
    Kind,
    aws_account,
    b64,
    b64_of,
    b64url,
    cognito_client_id,
    cognito_pool,
    cuit,
    day,
    epoch,
    hexs,
    iso,
    ksuid,
    mp_payment_id,
    num,
    objectid,
    pem,
    pick,
    posthog_project_key,
    rsa_spki_der,
    ssh_fingerprint,
    ssh_public_line,
    turnstile_site_key,
    ulid,
    uuid4,
    uuid7,
    x509_der,
)

_SECRETS = ("mercadopago", "dlocal", "payway", "twilio", "sendgrid", "whatsapp", "afip-cert")


def _arns(r: Random) -> dict[str, str]:
    return {
        "acct": aws_account(r),
        "suf": pick(r, ALNUM, 6),
        "name": r.choice(_SECRETS),
        "u": uuid4(r),
        "u2": uuid4(r),
        "taskid": hexs(r, 32),
        "rev": str(r.randint(40, 400)),
        "rid": pick(r, UPPER_ALNUM, 26),
        "cid": pick(r, LOWER_ALNUM, 12),
        "vpc": hexs(r, 17),
        "sg": hexs(r, 17),
        "alb": hexs(r, 16),
        "svc": r.choice(SERVICES),
    }


def _ecs_refs(r: Random) -> dict[str, str]:
    return {
        "acct": aws_account(r),
        "suf": pick(r, ALNUM, 6),
        "suf2": pick(r, ALNUM, 6),
        "u": uuid4(r),
        "u2": uuid4(r),
        "ver": str(r.randint(2, 60)),
        "name": r.choice(_SECRETS),
        "svc": r.choice(SERVICES),
    }


def _jwks(r: Random) -> dict[str, str]:
    n = b64url(r, 256)
    return {
        "kid": b64(r, 32),
        "kid2": b64(r, 32),
        "n": n,
        "pool": cognito_pool(r),
        "cid": cognito_client_id(r),
        "u": uuid4(r),
        "sub": uuid4(r),
    }


def _cloudflare(r: Random) -> dict[str, str]:
    return {
        "ray": hexs(r, 16),
        "colo": r.choice(("EZE", "GRU", "MVD", "SCL", "COR")),
        "zone": hexs(r, 32),
        "acct": hexs(r, 32),
        "site": turnstile_site_key(r),
        "u": uuid4(r),
        "u2": uuid4(r),
        "dns": hexs(r, 32),
        "status": r.choice(("HIT", "MISS", "DYNAMIC", "EXPIRED")),
    }


def _datadog(r: Random) -> dict[str, str]:
    return {
        "appid": uuid4(r),
        "ct": DD_PUB + hexs(r, 32),
        "tid": str(r.getrandbits(63)),
        "sid": str(r.getrandbits(63)),
        "t128": hexs(r, 32),
        "mon": num(r, 9),
        "svc": r.choice(SERVICES),
    }


def _git(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "sha2": hexs(r, 40),
        "sha3": hexs(r, 40),
        "short": hexs(r, 7),
        "short2": hexs(r, 7),
        "short3": hexs(r, 7),
        "run": num(r, 11),
        "job": num(r, 11),
        "node": "PR_kwDO" + pick(r, B64URL, 18),
        "pr": str(r.randint(300, 4000)),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "acct": aws_account(r),
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "svc": r.choice(SERVICES),
        "ver": f"{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 20)}",
        "idx": num(r, 9),
        "py": r.choice(("3.12", "3.13", "3.14")),
    }


def _lock(r: Random) -> dict[str, str]:
    return {
        "s512": b64(r, 64),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "h1": b64(r, 32),
        "m": str(r.randint(0, 30)),
        "p": str(r.randint(0, 20)),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "ulid": ulid(r),
        "ulid2": ulid(r),
        "u7": uuid7(r),
        "u": uuid4(r),
        "oid": objectid(r),
        "ksuid": ksuid(r),
        "h64": hexs(r, 64),
        "pid": mp_payment_id(r),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "t32": hexs(r, 32),
        "s16": hexs(r, 16),
        "h8": f"{int(epoch(r)):08x}",
        "h24": hexs(r, 24),
        "u": uuid4(r),
        "reqid": pick(r, "0123456789ABCDEF", 16),
        "id2": b64(r, 57),
        "ms": str(r.randint(3, 29000)),
        "when": iso(r),
        "svc": r.choice(SERVICES),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    who = r.choice(PEOPLE).lower()
    return {
        "ed": ssh_public_line(r, "ssh-ed25519", f"{who}@pampa-notebook"),
        "ec": ssh_public_line(r, "ecdsa-sha2-nistp256", "bastion"),
        "fp": ssh_fingerprint(r),
        "spki": pem("PUBLIC KEY", rsa_spki_der(r)),
        "gpg": " ".join(hexs(r, 4).upper() for _ in range(10)),
        "gpg16": hexs(r, 16).upper(),
        "a": str(r.randint(0, 255)),
        "b": str(r.randint(2, 254)),
    }


def _certs(r: Random) -> dict[str, str]:
    emisor = cuit(r)
    cn = r.choice(("pampa-wsfe-prod", "pampa-wsfe-homo", "facturador-batch"))
    subject = [("C", "AR"), ("O", "PAMPA AGRO PAGOS SA"), ("CN", cn)]
    subject.append(("serialNumber", f"CUIT {emisor}"))
    issuer = [("C", "AR"), ("O", "AFIP"), ("CN", r.choice(("Computadores", "AFIP Testing")))]
    cert = pem("CERTIFICATE", x509_der(r, subject, issuer))
    ca = [("C", "UY"), ("O", "ABITAB S.A."), ("CN", "Autoridad Certificadora Abitab")]
    cert2 = pem("CERTIFICATE", x509_der(r, ca, ca, years=10))
    return {
        "cert": cert,
        "cert2": cert2,
        "cn": cn,
        "cuit": emisor,
        "fp": ":".join(hexs(r, 2).upper() for _ in range(32)),
        "sha1": ":".join(hexs(r, 2).upper() for _ in range(20)),
        "serial": hexs(r, 16).upper(),
        "d": str(r.randint(1, 28)),
        "acct": aws_account(r),
        "u": uuid4(r),
    }


def _signatures(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "h64": hexs(r, 64),
        "tw": b64(r, 20),
        "ts": epoch(r),
        "jwsh": "eyJhbGciOiJFUzI1NiIsImI2NCI6ZmFsc2UsImNyaXQiOlsiYjY0Il19",
        "jwssig": b64url(r, 64),
        "when": iso(r),
        "lote": str(r.randint(1000, 99999)),
    }


def _payload(r: Random) -> dict[str, str]:
    event = {
        "type": r.choice(("liquidacion.cerrada", "pago.aprobado", "cfe.emitido")),
        "id": ulid(r),
        "amount": round(r.uniform(1000, 5_000_000), 2),
        "currency": r.choice(("ARS", "UYU", "USD")),
        "productor": f"cuit:{cuit(r, company=False)}",
        "at": iso(r),
    }
    raw = json.dumps(event, separators=(",", ":"))
    csv = f"{ulid(r)};{day(r)};{r.randint(10, 900)} tn soja;{r.randint(100, 999)}000,00"
    ph = [{"event": "pago_aprobado", "properties": {"distinct_id": uuid7(r), "cuotas": 3}}]
    return {
        "b": b64_of(raw),
        "raw": raw,
        "csv": b64_of(csv),
        "ph": b64_of(json.dumps(ph, separators=(",", ":"))),
        "msg": uuid4(r),
        "md5": hexs(r, 32),
        "seq": num(r, 20),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "sha1": hexs(r, 40),
        "h32": hexs(r, 32),
        "h64": hexs(r, 64),
        "h8": hexs(r, 8),
        "cuit": cuit(r),
        "ttl": str(r.randint(60, 43200)),
        "pid": mp_payment_id(r),
    }


def _posthog(r: Random) -> dict[str, str]:
    return {
        "phc": posthog_project_key(r),
        "pid": num(r, 5),
        "u7": uuid7(r),
        "u7b": uuid7(r),
        "ins": pick(r, CROCKFORD.lower(), 16),
        "flag": r.choice(("checkout-cuotas-sin-interes", "cfe-async", "nuevo-onboarding")),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "aws_arns_and_resource_ids",
        (
            "arn:aws:secretsmanager:sa-east-1:⟨acct⟩:secret:prod/pagos/⟨name⟩-⟨suf⟩",
            "aws secretsmanager describe-secret --secret-id prod/pagos/⟨name⟩ → KmsKeyId "
            "arn:aws:kms:sa-east-1:⟨acct⟩:key/⟨u⟩, VersionId ⟨u2⟩",
            "Task arn:aws:ecs:sa-east-1:⟨acct⟩:task/pagos-prod/⟨taskid⟩ murió con exit 137 "
            "(OOM); task def ⟨svc⟩:⟨rev⟩",
            "RDS: DbClusterResourceId cluster-⟨rid⟩, endpoint pampa-prod-aurora.cluster-⟨cid⟩."
            "sa-east-1.rds.amazonaws.com",
            "| recurso | id |\n|---|---|\n| VPC | vpc-⟨vpc⟩ |\n| SG | sg-⟨sg⟩ |\n| ALB | "
            "arn:aws:elasticloadbalancing:sa-east-1:⟨acct⟩:loadbalancer/app/pagos-prod/⟨alb⟩ |",
        ),
        _arns,
    ),
    Kind(
        "ecs_and_actions_secret_references",
        (
            '"secrets": [\n  {"name": "MP_ACCESS_TOKEN", "valueFrom": "arn:aws:secretsmanager:'
            'sa-east-1:⟨acct⟩:secret:prod/pagos/mercadopago-⟨suf⟩:access_token::"},\n'
            '  {"name": "SENDGRID_API_KEY", "valueFrom": "arn:aws:ssm:sa-east-1:⟨acct⟩:'
            'parameter/prod/notificaciones/sendgrid"}\n]',
            'data "aws_secretsmanager_secret_version" "⟨name⟩" {\n'
            '  secret_id  = "prod/pagos/⟨name⟩"\n  version_id = "⟨u⟩"\n}',
            "El secreto `prod/pagos/⟨name⟩` rotó bien (AWSCURRENT → ⟨u⟩, AWSPREVIOUS ⟨u2⟩). El "
            "valor nuevo no se copia a ningún lado, ⟨svc⟩ lo lee en runtime.",
            "env:\n  DD_API_KEY: ${{ secrets.DD_API_KEY }}\n  MP_ACCESS_TOKEN: "
            "${{ secrets.MP_ACCESS_TOKEN }}\n  AWS_ROLE_ARN: arn:aws:iam::⟨acct⟩:role/gha-deploy-"
            "⟨svc⟩",
            "aws ssm get-parameter --name /prod/pagos/payway/private_key --with-decryption "
            "--query Parameter.Version → ⟨ver⟩ (solo la versión, no el valor)",
            "secretsmanager:GetSecretValue permitido para arn:aws:secretsmanager:sa-east-1:"
            "⟨acct⟩:secret:prod/pagos/⟨name⟩-⟨suf2⟩ desde la task role de ⟨svc⟩",
        ),
        _ecs_refs,
    ),
    Kind(
        "cognito_public_ids_and_jwks",
        (
            '{"keys": [{"alg": "RS256", "e": "AQAB", "kid": "⟨kid⟩", "kty": "RSA", '
            '"n": "⟨n⟩", "use": "sig"}]}',
            "COGNITO_USER_POOL_ID=⟨pool⟩\nCOGNITO_APP_CLIENT_ID=⟨cid⟩  # cliente público del "
            "SPA, sin client secret",
            "https://cognito-idp.sa-east-1.amazonaws.com/⟨pool⟩/.well-known/jwks.json → kids "
            "⟨kid⟩ y ⟨kid2⟩",
            "Amplify.configure({ Auth: { Cognito: { userPoolId: '⟨pool⟩', userPoolClientId: "
            "'⟨cid⟩', identityPoolId: 'sa-east-1:⟨u⟩' } } })",
            "sub do usuário de QA: ⟨sub⟩ (username = sub; o pool ⟨pool⟩ usa e-mail como alias)",
        ),
        _jwks,
    ),
    Kind(
        "cloudflare_ids_and_site_keys",
        (
            "CF-Ray: ⟨ray⟩-⟨colo⟩, cf-cache-status: ⟨status⟩",
            'zone_id    = "⟨zone⟩"\naccount_id = "⟨acct⟩"',
            '<div class="cf-turnstile" data-sitekey="⟨site⟩" data-action="checkout"></div>',
            "Tunnel `backoffice-mvd` id ⟨u⟩ → connector ⟨u2⟩ conectado a ⟨colo⟩",
            "wrangler deployments list → deployment ⟨u⟩ (version ⟨u2⟩), zona ⟨zone⟩",
            'curl -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" https://api.cloudflare.com/'
            "client/v4/zones/⟨zone⟩/dns_records → id ⟨dns⟩",
        ),
        _cloudflare,
    ),
    Kind(
        "datadog_trace_and_rum_ids",
        (
            "datadogRum.init({ applicationId: '⟨appid⟩', clientToken: '⟨ct⟩', site: "
            "'datadoghq.com', service: 'checkout-web' })",
            'dd.trace_id=⟨tid⟩ dd.span_id=⟨sid⟩ service=⟨svc⟩ env=prod msg="payment approved"',
            "Monitor ⟨mon⟩ (p99 WSFE > 3 s) disparó; trace 128-bit ⟨t128⟩",
            "https://app.datadoghq.com/apm/trace/⟨tid⟩?spanID=⟨sid⟩&env=prod",
            "DD_RUM_CLIENT_TOKEN=⟨ct⟩  # client token (pub…), público por diseño\n"
            "DD_RUM_APPLICATION_ID=⟨appid⟩",
        ),
        _datadog,
    ),
    Kind(
        "git_commits_and_actions_pins",
        (
            "uses: actions/checkout@⟨sha⟩ # v4.2.2\n"
            "uses: aws-actions/configure-aws-credentials@⟨sha2⟩ # v4.1.0",
            'Revert de ⟨sha⟩ ("cfe: firmar con sha256") en main; el fix real está en ⟨short⟩.',
            "https://github.com/pampa-agro/pagos-api/actions/runs/⟨run⟩/job/⟨job⟩",
            "git log --oneline -3\n⟨short⟩ fix(mp): idempotency key por preference\n"
            "⟨short2⟩ chore: bump dlocal sdk\n⟨short3⟩ feat(afip): cache del TA en redis",
            "Merge commit ⟨sha⟩, tree ⟨sha2⟩, parent ⟨sha3⟩",
            "PR #⟨pr⟩ (node id ⟨node⟩) mergeado como ⟨short⟩",
        ),
        _git,
    ),
    Kind(
        "container_image_digests",
        (
            "⟨acct⟩.dkr.ecr.sa-east-1.amazonaws.com/⟨svc⟩@sha256:⟨d⟩",
            "docker pull ⟨acct⟩.dkr.ecr.sa-east-1.amazonaws.com/⟨svc⟩:v⟨ver⟩\n"
            "Digest: sha256:⟨d⟩\nStatus: Downloaded newer image",
            "FROM python:⟨py⟩-slim@sha256:⟨d⟩",
            "| servicio | imagen |\n|---|---|\n| ⟨svc⟩ | sha256:⟨d⟩ |\n"
            "| facturador-afip | sha256:⟨d2⟩ |",
            "cosign verify ok para sha256:⟨d⟩ (rekor log index ⟨idx⟩)",
        ),
        _digests,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/mercadopago": {\n  "version": "2.⟨m⟩.⟨p⟩",\n  "resolved": '
            '"https://registry.npmjs.org/mercadopago/-/mercadopago-2.⟨m⟩.⟨p⟩.tgz",\n'
            '  "integrity": "sha512-⟨s512⟩"\n}',
            '[[package]]\nname = "httpx"\nversion = "0.⟨m⟩.⟨p⟩"\nsource = { registry = '
            '"https://pypi.org/simple" }\nwheels = [{ hash = "sha256:⟨h⟩" }]',
            "github.com/aws/aws-sdk-go-v2 v1.⟨m⟩.⟨p⟩ h1:⟨h1⟩",
            "twilio==9.⟨m⟩.⟨p⟩ \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
            '"@sendgrid/mail@^8.1.0":\n  version "8.⟨m⟩.⟨p⟩"\n  integrity sha512-⟨s512⟩',
        ),
        _lock,
    ),
    Kind(
        "uuids_ulids_objectids",
        (
            "liquidacion_id=⟨ulid⟩ lote=⟨u7⟩",
            'db.contratos.find({ _id: ObjectId("⟨oid⟩") })',
            "| entidad | id |\n|---|---|\n| productor | ⟨ulid⟩ |\n| lote de soja | ⟨u⟩ |\n"
            "| contrato | ⟨oid⟩ |",
            "event_id ⟨ksuid⟩ (KSUID) duplicado en pagos-eventos.fifo, MessageDeduplicationId "
            "⟨h64⟩",
            "Los ids de orden son ULID (⟨ulid2⟩) y los de pago interno UUIDv7 (⟨u7⟩); no "
            "confundir con el payment_id de MP (⟨pid⟩).",
        ),
        _ids,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨t32⟩-⟨s16⟩-01",
            "X-Amzn-Trace-Id: Root=1-⟨h8⟩-⟨h24⟩;Parent=⟨s16⟩;Sampled=1",
            '⟨when⟩ ALB "GET /v2/cobros HTTP/1.1" 504 ⟨ms⟩ms "Root=1-⟨h8⟩-⟨h24⟩" request_id=⟨u⟩',
            '{"level":"error","msg":"timeout WSFE","service":"⟨svc⟩","trace_id":"⟨t32⟩",'
            '"span_id":"⟨s16⟩","request_id":"⟨u⟩"}',
            "x-amz-request-id: ⟨reqid⟩\nx-amz-id-2: ⟨id2⟩",
        ),
        _traces,
    ),
    Kind(
        "public_keys_and_ssh_fingerprints",
        (
            "authorized_keys del bastion:\n⟨ed⟩",
            "The authenticity of host 'bastion.pampaagro.internal (10.20.⟨a⟩.⟨b⟩)' can't be "
            "established.\nED25519 key fingerprint is ⟨fp⟩.",
            "Clave pública para verificar los JWT de liquidaciones:\n⟨spki⟩",
            "bastion-mvd.pampaagro.internal ⟨ec⟩",
            "GPG de releases del facturador: ⟨gpg⟩ (subkey ⟨gpg16⟩)",
            "Deploy key pública cargada en GitHub: ⟨ed⟩ (⟨fp⟩)",
        ),
        _pubkeys,
    ),
    Kind(
        "x509_certificates_and_fingerprints",
        (
            "Certificado de AFIP para CN=⟨cn⟩ (lo público, la key está en Secrets Manager):\n"
            "⟨cert⟩",
            "openssl x509 -in afip.crt -noout -fingerprint -sha256\nsha256 Fingerprint=⟨fp⟩",
            "serial=⟨serial⟩\nnotAfter=Dec ⟨d⟩ 12:00:00 2036 GMT\nsubject=C=AR, O=PAMPA AGRO "
            "PAGOS SA, CN=⟨cn⟩, serialNumber=CUIT ⟨cuit⟩",
            "ca_chain.pem (Abitab) para validar los CFE recibidos:\n⟨cert2⟩",
            "Certificado do ALB: SHA-1 ⟨sha1⟩ — ACM arn:aws:acm:sa-east-1:⟨acct⟩:certificate/⟨u⟩",
        ),
        _certs,
    ),
    Kind(
        "webhook_delivery_signatures",
        (
            "X-GitHub-Delivery: ⟨u⟩\nX-Hub-Signature-256: sha256=⟨h64⟩\n"
            "X-GitHub-Event: workflow_run",
            "X-Twilio-Signature: ⟨tw⟩ (validada con RequestValidator contra "
            "https://api.pampaagro.com.ar/twilio/status)",
            "Firma del evento liquidacion.cerrada (lote ⟨lote⟩): X-Pampa-Signature: t=⟨ts⟩,"
            "v1=⟨h64⟩ — HMAC del body, la clave está en Secrets Manager",
            "JWS detached del archivo de conciliación del lote ⟨lote⟩: ⟨jwsh⟩..⟨jwssig⟩",
            "⟨when⟩ WARN github.webhook signature mismatch delivery=⟨u⟩ got=sha256=⟨h64⟩",
        ),
        _signatures,
    ),
    Kind(
        "base64_data_payloads",
        (
            "SQS body (base64) del evento que se trabó:\n⟨b⟩",
            "echo '⟨b⟩' | base64 -d\n⟨raw⟩",
            "Kinesis record data=⟨csv⟩ (una fila del CSV de liquidaciones, seq ⟨seq⟩)",
            "O batch do PostHog veio como data=⟨ph⟩ (JSON em base64, sem compressão)",
            "MessageId ⟨msg⟩, MD5OfBody ⟨md5⟩, Body=⟨b⟩",
        ),
        _payload,
    ),
    Kind(
        "cache_and_idempotency_keys",
        (
            "X-Idempotency-Key: ⟨u⟩  (MP la exige en POST /v1/payments)",
            "redis-cli GET pampa:cotizacion:soja:v3:⟨sha1⟩",
            'ETag: W/"⟨h32⟩"',
            "cache key = sha256(cuit|ptoVta|tipo) = ⟨h64⟩ → hit",
            "Cloudflare: cache-tag catalogo-⟨h8⟩, purga por tag; la cache key del worker era "
            "⟨sha1⟩",
            "afip:ta:wsfe:⟨cuit⟩ TTL ⟨ttl⟩ (el valor es el TA, no se imprime)",
            "idempotency:mp:⟨pid⟩:⟨u⟩ = processed",
        ),
        _cache,
    ),
    Kind(
        "posthog_project_keys_and_ids",
        (
            "posthog.init('⟨phc⟩', { api_host: 'https://us.i.posthog.com', person_profiles: "
            "'identified_only' })",
            "NEXT_PUBLIC_POSTHOG_KEY=⟨phc⟩  # project API key, pública",
            "distinct_id ⟨u7⟩, session_id ⟨u7b⟩, flag `⟨flag⟩` = true",
            "POSTHOG_PROJECT_KEY=⟨phc⟩\nPOSTHOG_PROJECT_ID=⟨pid⟩\n# la personal (phx_…) está "
            "en Secrets Manager, no acá",
            "O evento `pago_aprobado` chega com $insert_id ⟨ins⟩ e $session_id ⟨u7⟩",
        ),
        _posthog,
    ),
)
