"""True secrets of Cordillera Sensing's notes; each kind names the fields that must not survive.

Identifiers that sit next to a secret (commerce codes, merchant ids, receiver ids, access key
ids, client ids, account SIDs, role ids, public keys) are filled in but not listed: they are
public or short identifiers, and the README says which.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike65.gen import (
    ALNUM,
    B32,
    B64CHARS,
    B64URL,
    DOMAIN,
    LOWER_ALNUM,
    NAMESPACES,
    PEOPLE,
    SITES,
    SLUGS,
    UHEX,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    day,
    ec_pkcs8_pem,
    ec_sec1_pem,
    gateway,
    hexs,
    indent,
    num,
    objectid,
    openssh_key,
    passphrase,
    password,
    pick,
    rsa_key,
    rut,
    ticket,
    url_password,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SK_LIVE = "sk" + "_live_"
_SK_TEST = "sk" + "_test_"
_PK_LIVE = "pk" + "_live_"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_GLC = "gl" + "c_"
_GLSA = "gl" + "sa_"
_HVS = "hv" + "s."
_HVB = "hv" + "b."
_ATBB = "AT" + "BB"
_ATCTT = "ATCTT" + "3xFfGN0"
_ATATT = "ATATT" + "3xFfGF0"
_AC = "A" + "C"
_SK = "S" + "K"

_N = 7  # cases per secret kind


def _aws_secret(r: Random) -> str:
    return pick(r, B64CHARS, 40)


def _akid(r: Random, prefix: str = _AKIA) -> str:
    return prefix + pick(r, B32, 16)


def _atl(prefix: str, r: Random) -> str:
    return prefix + pick(r, B64URL, r.choice((176, 180, 184))) + "=" + pick(r, UHEX, 8)


def jwt_rs256(r: Random, claims: dict[str, object]) -> str:
    header = b64url_json({"alg": "RS256", "typ": "JWT", "kid": b64url(r, 16)})
    return f"{header}.{b64url_json(claims)}.{b64url(r, 256)}"


def _epoch(r: Random) -> int:
    return 2_019_686_400 + r.randrange(59 * 86_400)


# ---------------------------------------------------------------- payments -----------------


def _transbank(r: Random) -> dict[str, str]:
    return {"cc": "5970" + num(r, 8), "k": pick(r, UHEX, 64), "who": r.choice(PEOPLE)}


def _khipu(r: Random) -> dict[str, str]:
    return {"rid": num(r, 6), "sec": hexs(r, 40), "api": uuid4(r), "amt": str(r.randint(5, 900))}


def _niubiz(r: Random) -> dict[str, str]:
    user = r.choice(("integraciones", "pagos.api", "ecommerce")) + "@cordillera.pe"
    iat = _epoch(r)
    claims = {"sub": user, "iss": "vnforapps", "iat": iat, "exp": iat + 3600, "mid": num(r, 9)}
    return {
        "user": user,
        "pw": password(r, r.choice((16, 18, 20))),
        "mid": num(r, 9),
        "tok": jwt_rs256(r, claims),
    }


def _culqi(r: Random) -> dict[str, str]:
    prefix = _SK_LIVE if r.random() < 0.7 else _SK_TEST
    return {"sk": prefix + pick(r, ALNUM, 16), "pk": _PK_LIVE + pick(r, ALNUM, 16)}


def _sii(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((password(r, r.choice((16, 18))), passphrase(r))),
        "ak": hexs(r, 32),
        "rut": rut(r),
        "idem": uuid4(r),
        "who": r.choice(("Ignacia", "Joaquín", "Camila")),
    }


def _caf(r: Random) -> dict[str, str]:
    key = rsa_key(r, 512, e=3)
    start = r.randint(1, 40) * 500 + 1
    return {
        "sk": key.private_pem(),
        "pub": key.public_pem(),
        "m": key.modulus_b64(),
        "frma": b64(r, 64),
        "rut": rut(r),
        "d": str(start),
        "h": str(start + r.choice((499, 999, 199))),
        "td": r.choice(("33", "34", "52", "56", "61")),
        "idk": r.choice(("100", "300")),
        "fa": day(r),
    }


# ---------------------------------------------------------------- AWS ----------------------


def _aws(r: Random) -> dict[str, str]:
    return {
        "akid": _akid(r),
        "sk": _aws_secret(r),
        "db": r.choice(("telemetria_prod", "vibracion", "relaves_piezometros")),
        "prof": r.choice(("cordillera-prod", "iot-provisioner", "timestream-admin")),
    }


def _sts_token(r: Random) -> str:
    raw = (
        b"!\n\torigin_ec\x10"
        + r.randbytes(4)
        + b"\xff" * 9
        + b'\x01\x1a\tsa-east-1"G0E\x02!'
        + r.randbytes(r.choice((560, 620, 680)))
    )
    return b64_of(raw)


def _sts(r: Random) -> dict[str, str]:
    return {
        "asia": _akid(r, _ASIA),
        "sk": _aws_secret(r),
        "st": _sts_token(r),
        "dd": f"{r.randint(1, 28):02d}",
        "gw": gateway(r),
    }


def _iot_key(r: Random) -> dict[str, str]:
    return {
        "key": rsa_key(r, 2048).private_pem(),
        "thing": f"{gateway(r)}-{hexs(r, 6)}",
        "gw": gateway(r),
    }


# ---------------------------------------------------------------- data platform ------------


def _confluent(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, UPPER_ALNUM, 16),
        "sec": pick(r, B64CHARS, 64),
        "pkc": "pkc-" + pick(r, LOWER_ALNUM, 5),
        "lkc": "lkc-" + pick(r, LOWER_ALNUM, 5),
        "sa": pick(r, LOWER_ALNUM, 6),
    }


def _glc(r: Random) -> dict[str, str]:
    inst = num(r, 7)
    payload = {
        "o": num(r, 6),
        "n": f"edge-metrics-write-{r.choice(SLUGS)}",
        "k": pick(r, ALNUM, 24),
        "m": {"r": "prod-sa-east-1"},
    }
    token = _GLC + b64_of(json.dumps(payload, separators=(",", ":")))
    return {"tok": token, "inst": inst, "site": r.choice(SITES)}


def _glsa(r: Random) -> dict[str, str]:
    return {"t": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8), "who": r.choice(PEOPLE)}


def _datadog(r: Random) -> dict[str, str]:
    return {"api": hexs(r, 32), "app": hexs(r, 40), "gw": gateway(r), "slug": r.choice(SLUGS)}


def _vault(r: Random) -> dict[str, str]:
    return {
        "svc": _HVS + pick(r, ALNUM, 24),
        "long": _HVS + "CAESI" + pick(r, B64URL, 86),
        "batch": _HVB + "AAAAAQ" + pick(r, B64URL, r.choice((118, 124, 130))),
        "mount": r.choice(("pagos/webpay", "pagos/culqi", "edge/mqtt", "sii/certificado")),
    }


def _unseal(r: Random) -> dict[str, str]:
    return {
        "k1": b64(r, 33),
        "k2": b64(r, 33),
        "k3": b64(r, 33),
        "root": _HVS + pick(r, ALNUM, 24),
        "role": uuid4(r),
        "sid": uuid4(r),
        "site": r.choice(SITES),
    }


def _bitbucket(r: Random) -> dict[str, str]:
    return {
        "app": _ATBB + pick(r, ALNUM, 28) + pick(r, UHEX, 8),
        "at": _atl(_ATCTT, r),
        "user": r.choice(("cordillera-ci", "dquispe", "crojas-cs", "mfuentes_cs")),
    }


def _atlassian(r: Random) -> dict[str, str]:
    person = r.choice(PEOPLE)
    return {
        "t": _atl(_ATATT, r),
        "email": f"{person}@{DOMAIN}",
        "name": person.split(".")[0].capitalize(),
    }


def _auth0_secret(r: Random) -> dict[str, str]:
    return {"cid": pick(r, ALNUM, 32), "cs": pick(r, B64URL, 64)}


def _auth0_mgmt(r: Random) -> dict[str, str]:
    cid = pick(r, ALNUM, 32)
    iat = _epoch(r)
    claims = {
        "iss": "https://cordillera.us.auth0.com/",
        "sub": f"{cid}@clients",
        "aud": "https://cordillera.us.auth0.com/api/v2/",
        "iat": iat,
        "exp": iat + 86400,
        "scope": "read:users update:users read:logs",
        "gty": "client-credentials",
        "azp": cid,
    }
    return {"jwt": jwt_rs256(r, claims)}


def _auth0_key(r: Random) -> dict[str, str]:
    key = ec_pkcs8_pem(r) if r.random() < 0.5 else rsa_key(r, 2048).pkcs8_pem()
    other = ec_sec1_pem(r) if r.random() < 0.5 else ec_pkcs8_pem(r)
    return {"key": key, "ikey": indent(other, 4), "cid": pick(r, ALNUM, 32)}


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sid": _AC + hexs(r, 32),
        "tok": hexs(r, 32),
        "sk": _SK + hexs(r, 32),
        "ksec": pick(r, ALNUM, 32),
        "phone": num(r, 8),
        "gw": gateway(r),
    }


# ---------------------------------------------------------------- edge -----------------------


def _wireguard(r: Random) -> dict[str, str]:
    return {
        "priv": b64(r, 32),
        "psk": b64(r, 32),
        "pub": b64(r, 32),
        "o3": str(r.randint(1, 250)),
        "o4": str(r.randint(2, 250)),
        "gw": gateway(r),
    }


def _influx(r: Random) -> dict[str, str]:
    slug = r.choice(SLUGS)
    return {
        "tok": b64(r, 64).replace("+", "-").replace("/", "_"),
        "slug": slug,
        "bucket": r.choice(("vibracion_raw", "piezometros", "clima_faena", "bombas_5s")),
        "gw": gateway(r),
    }


def _mqtt(r: Random) -> dict[str, str]:
    return {
        "user": r.choice(("edge-bridge", "gw-telemetria", "node-red", "ingesta")),
        "pw": url_password(r, r.choice((18, 22, 26))),
        "ek": hexs(r, 16),
        "es": pick(r, ALNUM, 45),
        "slug": r.choice(SLUGS),
    }


def _openssh(r: Random) -> dict[str, str]:
    comment = r.choice(("deploy@edge-agent", "ops@bastion-anf", "gw-provision@arequipa"))
    key, _ = openssh_key(r, comment, r.choice(("ed25519", "ed25519", "ecdsa")))
    return {"key": key}


# ---------------------------------------------------------------- config & prose -------------


def _k8s(r: Random) -> dict[str, str]:
    return {
        "b1": b64_of(password(r, r.choice((18, 24)))),
        "b2": b64_of(hexs(r, 32)),
        "b3": b64_of(f"mqtts://edge-bridge:{url_password(r, 20)}@mqtt.{DOMAIN}:8883"),
        "ns": r.choice(NAMESPACES),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, 22),
        "dd": hexs(r, 32),
        "cc8": num(r, 8),
        "tbk": pick(r, UHEX, 64),
        "rid": num(r, 6),
        "kh": hexs(r, 40),
        "tw": hexs(r, 32),
        "a0": pick(r, B64URL, 64),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "user": r.choice(("cordillera-ci", "dquispe")),
        "app": _ATBB + pick(r, ALNUM, 28) + pick(r, UHEX, 8),
        "sec": pick(r, B64CHARS, 64),
        "aws": _aws_secret(r),
        "dd": hexs(r, 32),
        "influx": b64(r, 64).replace("+", "-").replace("/", "_"),
        "vt": _HVS + pick(r, ALNUM, 24),
        "bn": str(r.randint(120, 4800)),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "date": day(r),
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "trace": hexs(r, 32),
        "pk": _PK_LIVE + pick(r, ALNUM, 16),
        "dd": hexs(r, 32),
        "ticket": ticket(r),
        "tokws": hexs(r, 64),
        "bo": "OC-" + num(r, 9),
        "tbk": pick(r, UHEX, 64),
        "u": uuid4(r),
        "gw": gateway(r),
        "certid": hexs(r, 64),
        "fw": f"{uuid4(r)}.uterm.release",
        "pw": passphrase(r),
        "sm": "SM" + hexs(r, 32),
        "tw": hexs(r, 32),
        "sig": b64(r, 20),
        "oid": objectid(r),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": passphrase(r) if r.random() < 0.5 else password(r, r.choice((16, 19, 23))),
        "site": r.choice(SITES),
        "name": r.choice(("Rosa", "Diego", "Valentina", "Renzo", "Ayelén")),
    }


def _dburl(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((18, 22, 28))),
        "pw2": pick(r, ALNUM, r.choice((20, 24, 32))),
        "host": r.choice(
            ("timescale.int." + DOMAIN, "pg-dte.int." + DOMAIN, "10.40.3.17", "10.77.0.12")
        ),
        "mid": pick(r, LOWER_ALNUM, 5),
        "cid": pick(r, LOWER_ALNUM, 6),
    }


def _webhook(r: Random) -> dict[str, str]:
    return {"s": pick(r, ALNUM, r.choice((32, 40))), "s2": b64url(r, 32), "gw": gateway(r)}


def _basic(r: Random) -> dict[str, str]:
    def header(user: str) -> str:
        return b64_of(f"{user}:{password(r, r.choice((16, 20, 24)))}")

    inst = num(r, 7)
    return {
        "bn": header(r.choice(("integraciones", "pagos.api")) + "@cordillera.pe"),
        "bg": b64_of(f"{inst}:{_GLC}{b64url(r, 60)}"),
        "bx": header(r.choice(("grafana", "ops", "admin"))),
        "be": header(hexs(r, 16)),
        "inst": inst,
    }


_CAF = (
    '<AUTORIZACION>\n<CAF version="1.0">\n<DA>\n<RE>⟨rut⟩</RE>\n'
    "<RS>CORDILLERA SENSING SPA</RS>\n<TD>⟨td⟩</TD>\n<RNG><D>⟨d⟩</D><H>⟨h⟩</H></RNG>\n"
    "<FA>⟨fa⟩</FA>\n<RSAPK><M>⟨m⟩</M><E>Aw==</E></RSAPK>\n<IDK>⟨idk⟩</IDK>\n</DA>\n"
    '<FRMA algoritmo="SHA1withRSA">⟨frma⟩</FRMA>\n</CAF>\n<RSASK>⟨sk⟩\n</RSASK>\n\n'
    "<RSAPUBK>⟨pub⟩\n</RSAPUBK>\n</AUTORIZACION>"
)

PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "transbank_webpay_api_key_secret",
        (
            "curl -X POST https://webpay3g.transbank.cl/rswebpaytransaction/api/webpay/v1.2/"
            'transactions \\\n  -H "Tbk-Api-Key-Id: ⟨cc⟩" \\\n  -H "Tbk-Api-Key-Secret: ⟨k⟩" \\\n'
            '  -H "Content-Type: application/json" -d @tx.json',
            "Webpay Plus producción: código de comercio ⟨cc⟩, API key secret ⟨k⟩ (llegó por "
            "correo de Transbank después de la validación; se lo pasé a ⟨who⟩).",
            'tx = Transaction(WebpayOptions("⟨cc⟩", "⟨k⟩", IntegrationType.LIVE))',
            'webpay:\n  commerce_code: "⟨cc⟩"\n  api_key: ⟨k⟩\n  environment: LIVE',
        ),
        _transbank,
        n=_N,
        secrets=("k",),
    ),
    Kind(
        "khipu_receiver_secret_and_api_key",
        (
            "KHIPU_RECEIVER_ID=⟨rid⟩\nKHIPU_SECRET=⟨sec⟩",
            'curl https://payment-api.khipu.com/v3/payments -H "x-api-key: ⟨api⟩" '
            "-H 'Content-Type: application/json' "
            '-d \'{"amount": ⟨amt⟩000, "currency": "CLP", "subject": "Plan telemetría"}\'',
            "Khipu, cobrador ⟨rid⟩: el secret para firmar (API 2.0) es ⟨sec⟩; la API 3.0 usa "
            "la api key ⟨api⟩.",
            'khipu = KhipuClient(receiver_id=⟨rid⟩, secret="⟨sec⟩")',
        ),
        _khipu,
        n=_N,
        secrets=("sec", "api"),
    ),
    Kind(
        "niubiz_api_password_and_security_token",
        (
            "NIUBIZ_USER=⟨user⟩\nNIUBIZ_PASSWORD=⟨pw⟩\nNIUBIZ_MERCHANT_ID=⟨mid⟩",
            "curl -u '⟨user⟩:⟨pw⟩' https://apiprod.vnforapps.com/api.security/v1/security",
            "Niubiz devolvió el security token ⟨tok⟩ — dura una hora; va tal cual en "
            "Authorization al crear la sesión del comercio ⟨mid⟩.",
            "Credenciales Niubiz de producción (equipo Arequipa): usuario ⟨user⟩ / contraseña ⟨pw⟩",
        ),
        _niubiz,
        n=_N,
        secrets=("pw", "tok"),
    ),
    Kind(
        "culqi_secret_key",
        (
            'curl https://api.culqi.com/v2/charges -H "Authorization: Bearer ⟨sk⟩" '
            '-H "Content-Type: application/json" -d @cargo.json',
            "CULQI_PUBLIC_KEY=⟨pk⟩\nCULQI_SECRET_KEY=⟨sk⟩",
            "Culqi: la llave pública ⟨pk⟩ va en el checkout; la secreta ⟨sk⟩ solo en el "
            "backend de Lima.",
            'culqi_client = Culqi(public_key="⟨pk⟩", private_key="⟨sk⟩")  # TODO mover a Vault',
        ),
        _culqi,
        n=_N,
        secrets=("sk",),
    ),
    Kind(
        "sii_certificate_password_and_dte_api_key",
        (
            "openssl pkcs12 -in firma_⟨rut⟩.pfx -nocerts -nodes -passin pass:'⟨pw⟩' -out firma.key",
            "sii:\n  rut_emisor: ⟨rut⟩\n  certificado: /etc/cordillera/sii/firma.pfx\n"
            '  certificado_password: "⟨pw⟩"\n  ambiente: produccion',
            "La clave del certificado digital de ⟨who⟩ (firma electrónica para el SII) es ⟨pw⟩; "
            "el certificado vence en mayo.",
            "curl -X POST https://api.haulmer.com/v2/dte/document -H 'apikey: ⟨ak⟩' "
            "-H 'Idempotency-Key: ⟨idem⟩' -d @factura_⟨rut⟩.json",
        ),
        _sii,
        n=_N,
        secrets=("pw", "ak"),
    ),
    Kind(
        "sii_caf_rsa_private_key",
        (
            _CAF,
            "CAF que bajamos del SII (folios ⟨d⟩–⟨h⟩, tipo ⟨td⟩), pegado entero:\n\n```xml\n"
            + _CAF
            + "\n```",
            "Solo la llave privada del CAF (RSASK) para el script de timbraje:\n\n⟨sk⟩",
            "python timbrar.py --rut ⟨rut⟩ --caf-key - <<'EOF'\n⟨sk⟩\nEOF",
        ),
        _caf,
        n=_N,
        secrets=("sk",),
    ),
)

PLATFORM: tuple[Kind, ...] = (
    Kind(
        "aws_secret_access_key",
        (
            "[⟨prof⟩]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = sa-east-1",
            "AWS_ACCESS_KEY_ID=⟨akid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws timestream-write "
            "describe-database --database-name ⟨db⟩ --region us-east-1",
            "Llaves del usuario IAM `iot-provisioner` (crea certificados en IoT Core): ⟨akid⟩ / "
            "⟨sk⟩",
            'aws configure set aws_secret_access_key "⟨sk⟩" --profile ⟨prof⟩',
        ),
        _aws,
        n=_N,
        secrets=("sk",),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            "export AWS_ACCESS_KEY_ID=⟨asia⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            '{\n  "Credentials": {\n    "AccessKeyId": "⟨asia⟩",\n    "SecretAccessKey": "⟨sk⟩",'
            '\n    "SessionToken": "⟨st⟩",\n    "Expiration": "2034-02-⟨dd⟩T23:14:07+00:00"\n'
            "  }\n}",
            "El session token del rol `timestream-writer` que quedó en el journal de ⟨gw⟩: ⟨st⟩",
        ),
        _sts,
        n=_N,
        secrets=("sk", "st"),
    ),
    Kind(
        "aws_iot_device_private_key",
        (
            "⟨key⟩",
            "/greengrass/v2/certs/⟨thing⟩.private.pem.key en ⟨gw⟩:\n\n⟨key⟩",
            "cat > /etc/cordillera/iot/private.pem.key <<'EOF'\n⟨key⟩\nEOF",
            "Llave privada del thing `⟨thing⟩` (descargada de la consola de IoT Core al crear "
            "el certificado):\n```\n⟨key⟩\n```",
        ),
        _iot_key,
        n=_N,
        secrets=("key",),
    ),
    Kind(
        "confluent_cloud_api_secret",
        (
            "bootstrap.servers=⟨pkc⟩.sa-east-1.aws.confluent.cloud:9092\n"
            "security.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username=⟨key⟩\n"
            "sasl.password=⟨sec⟩",
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            "username='⟨key⟩' password='⟨sec⟩';",
            "confluent api-key store ⟨key⟩ ⟨sec⟩ --resource ⟨lkc⟩",
            "Confluent: API key ⟨key⟩, secret ⟨sec⟩ (service account sa-⟨sa⟩, solo escribe en "
            "telemetria.cruda.v2)",
        ),
        _confluent,
        n=_N,
        secrets=("sec",),
    ),
    Kind(
        "grafana_cloud_access_policy_token",
        (
            "remote_write:\n  - url: https://prometheus-prod-40-prod-sa-east-1.grafana.net/api/"
            "prom/push\n    basic_auth:\n      username: ⟨inst⟩\n      password: ⟨tok⟩",
            "GRAFANA_CLOUD_TOKEN=⟨tok⟩ ./scripts/sync-dashboards.sh",
            "Token de la access policy `edge-metrics-write` para los gateways de ⟨site⟩: ⟨tok⟩",
            "alloy: prometheus.remote_write con basic_auth { username = ⟨inst⟩, "
            'password = "⟨tok⟩" }',
        ),
        _glc,
        n=_N,
        secrets=("tok",),
    ),
    Kind(
        "grafana_service_account_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" '
            "https://cordillera.grafana.net/api/search?query=Timestream",
            'provider "grafana" {\n  url  = "https://cordillera.grafana.net"\n  auth = "⟨t⟩"\n}',
            "Service account `terraform-dashboards` (Editor), token creado por ⟨who⟩: ⟨t⟩",
        ),
        _glsa,
        n=_N,
        secrets=("t",),
    ),
    Kind(
        "datadog_api_and_app_keys",
        (
            'DD_API_KEY=⟨api⟩ DD_SITE=datadoghq.com bash -c "$(curl -L '
            'https://install.datadoghq.com/scripts/install_script_agent7.sh)"',
            'curl -X GET "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: ⟨api⟩" '
            '-H "DD-APPLICATION-KEY: ⟨app⟩"',
            "/etc/datadog-agent/datadog.yaml en ⟨gw⟩:\napi_key: ⟨api⟩\nsite: datadoghq.com\n"
            "tags:\n  - faena:⟨slug⟩",
            "Application key de Datadog para el script de SLOs: ⟨app⟩ (scopes slos_read, "
            "monitors_read)",
        ),
        _datadog,
        n=_N,
        secrets=("api", "app"),
    ),
    Kind(
        "hashicorp_vault_tokens",
        (
            "VAULT_ADDR=https://vault.int.cordillerasensing.cl:8200 VAULT_TOKEN=⟨svc⟩ vault kv "
            "get secret/⟨mount⟩",
            "vault login ⟨svc⟩   # token break-glass, revocar después del incidente",
            "Token de Vault (HCP, namespace admin/plataforma) para el pipeline: ⟨long⟩",
            'curl -H "X-Vault-Token: ⟨batch⟩" '
            "https://vault.int.cordillerasensing.cl:8200/v1/database/creds/timescale-ro",
        ),
        _vault,
        n=_N,
        secrets=("svc", "long", "batch"),
    ),
    Kind(
        "vault_unseal_keys_and_approle_secret_id",
        (
            "vault operator init (guardado aquí por error, ROTAR):\nUnseal Key 1: ⟨k1⟩\n"
            "Unseal Key 2: ⟨k2⟩\nUnseal Key 3: ⟨k3⟩\n\nInitial Root Token: ⟨root⟩",
            "vault operator unseal ⟨k1⟩",
            "vault write auth/approle/login role_id=⟨role⟩ secret_id=⟨sid⟩",
            "AppRole del colector de ⟨site⟩: role_id ⟨role⟩ (no es secreto), secret_id ⟨sid⟩ "
            "(ese sí).",
        ),
        _unseal,
        n=_N,
        secrets=("k1", "k2", "k3", "root", "sid"),
    ),
    Kind(
        "bitbucket_app_password_and_access_token",
        (
            "git clone https://⟨user⟩:⟨app⟩@bitbucket.org/cordillera-sensing/edge-agent.git",
            'curl -H "Authorization: Bearer ⟨at⟩" https://api.bitbucket.org/2.0/repositories/'
            "cordillera-sensing/telemetria-etl/pipelines/",
            "BITBUCKET_APP_PASSWORD=⟨app⟩  # user ⟨user⟩, scopes repository:write pipeline:write",
            "Repository access token de infra-terraform (Bitbucket): ⟨at⟩",
        ),
        _bitbucket,
        n=_N,
        secrets=("app", "at"),
    ),
    Kind(
        "atlassian_api_token",
        (
            "curl -u ⟨email⟩:⟨t⟩ "
            "https://api.bitbucket.org/2.0/workspaces/cordillera-sensing/members",
            "ATLASSIAN_EMAIL=⟨email⟩\nATLASSIAN_API_TOKEN=⟨t⟩",
            "Token de API de Atlassian (Jira + Bitbucket) de ⟨name⟩: ⟨t⟩ — vence 2034-05-01",
        ),
        _atlassian,
        n=_N,
        secrets=("t",),
    ),
    Kind(
        "auth0_client_secret",
        (
            "AUTH0_DOMAIN=cordillera.us.auth0.com\nAUTH0_CLIENT_ID=⟨cid⟩\nAUTH0_CLIENT_SECRET=⟨cs⟩",
            "curl --request POST --url https://cordillera.us.auth0.com/oauth/token --header "
            '\'content-type: application/json\' --data \'{"client_id":"⟨cid⟩",'
            '"client_secret":"⟨cs⟩","audience":"https://api.cordillerasensing.cl",'
            '"grant_type":"client_credentials"}\'',
            "La app M2M `grafana-sso` en Auth0 tiene client secret ⟨cs⟩ (el client id ⟨cid⟩ "
            "sí es público).",
            'resource "auth0_client_credentials" "etl" {\n  client_id             = "⟨cid⟩"\n'
            '  authentication_method = "client_secret_post"\n'
            '  client_secret         = "⟨cs⟩"\n}',
        ),
        _auth0_secret,
        n=_N,
        secrets=("cs",),
    ),
    Kind(
        "auth0_management_api_token",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" '
            "'https://cordillera.us.auth0.com/api/v2/users?q=email:*cordillera*'",
            "AUTH0_MGMT_TOKEN=⟨jwt⟩",
            "Token de la Management API (24 h; read:users update:users read:logs): ⟨jwt⟩",
        ),
        _auth0_mgmt,
        n=_N,
        secrets=("jwt",),
    ),
    Kind(
        "auth0_private_key_jwt_signing_key",
        (
            "⟨key⟩",
            "Llave privada del `private_key_jwt` del cliente ⟨cid⟩ en Auth0 (la pública ya se "
            "subió como credencial):\n\n⟨key⟩",
            "auth0:\n  client_id: ⟨cid⟩\n  client_assertion_signing_alg: ES256\n"
            "  client_assertion_signing_key: |\n⟨ikey⟩",
        ),
        _auth0_key,
        n=_N,
        secrets=("key", "ikey"),
    ),
    Kind(
        "twilio_auth_token_and_api_key_secret",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "--data-urlencode 'To=+569⟨phone⟩' --data-urlencode 'Body=Alerta: ⟨gw⟩ sin datos' "
            "-u ⟨sid⟩:⟨tok⟩",
            "API key de Twilio para los SMS de guardia: SID ⟨sk⟩, secret ⟨ksec⟩",
            'client = Client("⟨sk⟩", "⟨ksec⟩", "⟨sid⟩")',
        ),
        _twilio,
        n=_N,
        secrets=("tok", "ksec"),
    ),
)

EDGE: tuple[Kind, ...] = (
    Kind(
        "wireguard_gateway_private_key",
        (
            "[Interface]\nPrivateKey = ⟨priv⟩\nAddress = 10.77.⟨o3⟩.⟨o4⟩/32\nDNS = 10.77.0.1\n\n"
            "[Peer]\nPublicKey = ⟨pub⟩\nPresharedKey = ⟨psk⟩\n"
            "Endpoint = vpn.cordillerasensing.cl:51820\nAllowedIPs = 10.77.0.0/16\n"
            "PersistentKeepalive = 25",
            "echo '⟨priv⟩' > /etc/wireguard/wg0.key && chmod 600 /etc/wireguard/wg0.key",
            "Túnel de ⟨gw⟩ (Starlink, detrás de CGNAT): private key ⟨priv⟩, PSK ⟨psk⟩; la "
            "pública del concentrador es ⟨pub⟩.",
        ),
        _wireguard,
        n=_N,
        secrets=("priv", "psk"),
    ),
    Kind(
        "influxdb_token",
        (
            "influx config create --config-name ⟨slug⟩ --host-url http://influx.⟨slug⟩.edge:8086 "
            "--org cordillera --token ⟨tok⟩ --active",
            "INFLUX_TOKEN=⟨tok⟩",
            '[[outputs.influxdb_v2]]\n  urls = ["http://127.0.0.1:8086"]\n  token = "⟨tok⟩"\n'
            '  organization = "cordillera"\n  bucket = "⟨bucket⟩"',
            "Operator token de la Influx local de ⟨gw⟩ (all-access, ojo): ⟨tok⟩",
        ),
        _influx,
        n=_N,
        secrets=("tok",),
    ),
    Kind(
        "mqtt_broker_passwords",
        (
            "mosquitto_pub -h mqtt.cordillerasensing.cl -p 8883 --cafile ca.crt -u ⟨user⟩ "
            "-P '⟨pw⟩' -t 'cordillera/⟨slug⟩/vibracion' -m '{\"rms\": 0.42}'",
            "MQTT_URL=mqtts://⟨user⟩:⟨pw⟩@mqtt.cordillerasensing.cl:8883",
            "EMQX de Arequipa: API key ⟨ek⟩ / secret ⟨es⟩ (para /api/v5/clients)",
            "# /etc/mosquitto/conf.d/bridge.conf\nconnection bridge-⟨slug⟩\n"
            "address mqtt.cordillerasensing.cl:8883\nremote_username ⟨user⟩\n"
            "remote_password ⟨pw⟩\ntopic cordillera/# out 1",
        ),
        _mqtt,
        n=_N,
        secrets=("pw", "es"),
    ),
    Kind(
        "openssh_private_key",
        (
            "⟨key⟩",
            "Deploy key de Bitbucket para `edge-agent` (solo lectura):\n\n⟨key⟩",
            "cat ~/.ssh/id_gateways en el bastión de Antofagasta:\n```\n⟨key⟩\n```",
            "ssh-add - <<'EOF'\n⟨key⟩\nEOF",
        ),
        _openssh,
        n=_N,
        secrets=("key",),
    ),
)

CONFIG: tuple[Kind, ...] = (
    Kind(
        "kubernetes_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: telemetria-etl\n"
            "  namespace: ⟨ns⟩\ntype: Opaque\ndata:\n  POSTGRES_PASSWORD: ⟨b1⟩\n"
            "  DD_API_KEY: ⟨b2⟩",
            "kubectl get secret datadog -n ⟨ns⟩ -o jsonpath='{.data.api-key}'  →  ⟨b2⟩",
            '{"apiVersion":"v1","kind":"Secret","metadata":{"name":"mqtt-bridge",'
            '"namespace":"⟨ns⟩"},"data":{"MQTT_URL":"⟨b3⟩","password":"⟨b1⟩"}}',
            "El secret `timescale-admin` del namespace ⟨ns⟩ tiene password: ⟨b1⟩ "
            "(base64, no cifrado)",
        ),
        _k8s,
        n=_N,
        secrets=("b1", "b2", "b3"),
    ),
    Kind(
        "dotenv_lines",
        (
            ".env de telemetria-etl (staging):\n\nPGHOST=timescale.int.cordillerasensing.cl\n"
            "PGUSER=etl\nPGPASSWORD=⟨pw⟩\nDD_API_KEY=⟨dd⟩\nLOG_LEVEL=info",
            "# .env.production (pagos-cl)\nTBK_COMMERCE_CODE=5970⟨cc8⟩\nTBK_API_KEY_SECRET=⟨tbk⟩\n"
            "KHIPU_RECEIVER_ID=⟨rid⟩\nKHIPU_SECRET=⟨kh⟩",
            "TWILIO_AUTH_TOKEN=⟨tw⟩",
            "export AUTH0_CLIENT_SECRET='⟨a0⟩'",
        ),
        _dotenv,
        n=_N,
        secrets=("pw", "dd", "tbk", "kh", "tw", "a0"),
    ),
    Kind(
        "bitbucket_pipelines_variables",
        (
            "curl -X POST -u ⟨user⟩:⟨app⟩ -H 'Content-Type: application/json' "
            "https://api.bitbucket.org/2.0/repositories/cordillera-sensing/edge-agent/"
            'pipelines_config/variables/ -d \'{"key": "CONFLUENT_API_SECRET", '
            '"value": "⟨sec⟩", "secured": true}\'',
            "Repository variables (edge-agent → Pipelines):\n\n| Name | Value | Secured |\n"
            "|---|---|---|\n| AWS_DEFAULT_REGION | sa-east-1 | no |\n"
            "| AWS_SECRET_ACCESS_KEY | ⟨aws⟩ | sí (lo copié antes de marcarlo) |\n"
            "| DD_API_KEY | ⟨dd⟩ | sí |",
            "En el log del step `deploy-gateways` (build #⟨bn⟩) quedó impreso: "
            "+ export INFLUX_TOKEN=⟨influx⟩",
            "bitbucket-pipelines.yml tenía el valor en duro:\n```yaml\n- step:\n"
            "    name: Publicar firmware\n    script:\n      - export VAULT_TOKEN=⟨vt⟩\n"
            "      - ./publish.sh\n```",
        ),
        _ci,
        n=_N,
        secrets=("app", "sec", "aws", "dd", "influx", "vt"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy a producción ⟨date⟩\n- commit ⟨sha⟩\n"
            "- imagen telemetria-etl@sha256:⟨dig⟩\n- trace ⟨trace⟩ muestra el timeout a "
            "Timestream\n- Culqi pk ⟨pk⟩ (pública, va en el front)\n"
            "- DD_API_KEY=⟨dd⟩ quedó en el runbook, rotarla",
            "Incidente ⟨ticket⟩ (Webpay)\n\n| campo | valor |\n|---|---|\n| token_ws | ⟨tokws⟩ |"
            "\n| buy_order | ⟨bo⟩ |\n| Tbk-Api-Key-Secret usado | ⟨tbk⟩ |\n"
            "| x-request-id | ⟨u⟩ |",
            "Gateway ⟨gw⟩: certificateId ⟨certid⟩, registro ⟨oid⟩, firmware ⟨fw⟩; la clave "
            "del admin local quedó en ⟨pw⟩.",
            "Twilio: message ⟨sm⟩ entregado, X-Twilio-Signature ⟨sig⟩ validó bien; el auth "
            "token que usaba el script era ⟨tw⟩ (confirmar si ya se rotó).",
        ),
        _among,
        n=_N,
        secrets=("dd", "tbk", "pw", "tw"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "⟨name⟩ me dictó por teléfono la contraseña del Grafana local de ⟨site⟩: ⟨pw⟩ — "
            "cambiarla apenas vuelva el enlace Starlink.",
            "The break-glass password for the Vault UI (user `admin-oncall`) is ⟨pw⟩; there is "
            "also a sealed copy in the Antofagasta office.",
            "Para entrar al router del campamento ⟨site⟩: usuario admin, clave ⟨pw⟩ (la de "
            "fábrica ya no sirve).",
            "⟨name⟩ set the TimescaleDB superuser password to ⟨pw⟩ during the migration — ask "
            "them to rotate it.",
            "Ojo: la contraseña de la cuenta compartida del portal SII quedó como ⟨pw⟩ desde "
            "el cambio de enero.",
        ),
        _prose,
        n=_N,
        secrets=("pw",),
    ),
    Kind(
        "database_connection_strings",
        (
            "DATABASE_URL=postgresql://etl_writer:⟨pw⟩@⟨host⟩:5432/telemetria?sslmode=require",
            'psql "host=⟨host⟩ port=5432 dbname=telemetria user=grafana_ro password=⟨pw⟩ '
            'sslmode=verify-full"',
            'mongosh "mongodb+srv://gw-registry:⟨pw2⟩@cluster-andes.⟨mid⟩.mongodb.net/gateways"',
            "jdbc:postgresql://⟨host⟩:5432/facturacion?user=sii_dte&password=⟨pw2⟩&ssl=true",
            "redis-cli -u rediss://default:⟨pw2⟩@cache-pagos.⟨cid⟩.sae1.cache.amazonaws.com:6379",
        ),
        _dburl,
        n=_N,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "webhook_signing_secrets",
        (
            "Webhook de Bitbucket `deploy-notify` → secret ⟨s⟩ (el receptor valida "
            "X-Hub-Signature).",
            "GRAFANA_WEBHOOK_HMAC_SECRET=⟨s2⟩",
            "Auth0 log stream (custom webhook): Authorization token ⟨s⟩, lo valida la Lambda "
            "auth0-logs-ingest.",
            "Secreto compartido del webhook interno ⟨gw⟩ → ETL (HMAC-SHA256): ⟨s2⟩",
        ),
        _webhook,
        n=_N,
        secrets=("s", "s2"),
    ),
    Kind(
        "basic_auth_headers",
        (
            'curl -H "Authorization: Basic ⟨bn⟩" '
            "https://apiprod.vnforapps.com/api.security/v1/security",
            "remote_write con header `Authorization: Basic ⟨bg⟩` (instance ⟨inst⟩ + token de "
            "Grafana Cloud)",
            "El nginx del gateway logueó `Authorization: Basic ⟨bx⟩` porque quedó el log_format "
            "debug.",
            "Basic auth de la API de EMQX (Arequipa), key:secret en base64: ⟨be⟩",
        ),
        _basic,
        n=_N,
        secrets=("bn", "bg", "bx", "be"),
    ),
)

SECRETS: tuple[Kind, ...] = PAYMENTS + PLATFORM + EDGE + CONFIG
