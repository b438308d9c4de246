"""True secrets as they leak into the team's memory notes; each kind names the fields that
must not survive. Multi-line keys list each body line of 16+ characters."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike40.gen import (
    ALNUM,
    B64,
    B64URL,
    BECH32,
    DIGITS,
    LOWER_ALNUM,
    PASSWORD_CHARS,
    UPPER,
    UPPER_ALNUM,
    URL_PASSWORD_CHARS,
    Kind,
    b64,
    b64_of,
    date,
    ec_p256_der,
    epoch,
    hexs,
    human_password,
    imei,
    jwt,
    num,
    openssh_ed25519_private,
    password,
    pick,
    pkcs8_rsa_der,
    plate,
    rsa_der,
    uhex,
    uuid4,
    wrap,
)

# Vendor prefixes and key armour are joined from pieces so no literal here is a credential.
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS = "IQoJb3JpZ2lu" + "X2Vj"
_APP_USR = "APP" + "_USR-"
_TEST = "TE" + "ST-"
_AIZA = "AI" + "za"
_APA = "AP" + "A91b"
_GLC = "gl" + "c_"
_GLSA = "gl" + "sa_"
_ATLAS = ".atlas" + "v1."
_AGE = "AGE-SECRET" + "-KEY-1"
_GHPAT = "github" + "_pat_"
_HOOKS = "https://hooks." + "slack.com/services/"
_PRIV = "PRIVATE" + " KEY-----"
_BEGIN_EC = "-----BEGIN EC " + _PRIV
_END_EC = "-----END EC " + _PRIV
_BEGIN_RSA = "-----BEGIN RSA " + _PRIV
_END_RSA = "-----END RSA " + _PRIV
_BEGIN_P8 = "-----BEGIN " + _PRIV
_END_P8 = "-----END " + _PRIV
_BEGIN_SSH = "-----BEGIN OPENSSH " + _PRIV
_END_SSH = "-----END OPENSSH " + _PRIV

_IAM_CHARS = UPPER + "234567"


def _pw(r: Random, lo: int = 16, hi: int = 26, alphabet: str = PASSWORD_CHARS) -> str:
    return password(r, r.randint(lo, hi), alphabet)


def _mp_token(r: Random, prefix: str) -> str:
    stamp = f"{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(0, 23):02d}"
    return f"{prefix}{num(r, 16)}-{stamp}-{hexs(r, 32)}-{num(r, 9)}"


def _transbank(r: Random) -> dict[str, str]:
    return {"cc": "5970" + num(r, 8), "k": uhex(r, 64), "d": date(r, "2029-11", 28)}


def _mp_access(r: Random) -> dict[str, str]:
    return {
        "t": _mp_token(r, _APP_USR),
        "tt": _mp_token(r, _TEST),
        "pid": num(r, 11),
    }


def _mp_client(r: Random) -> dict[str, str]:
    return {
        "cid": num(r, 16),
        "cs": pick(r, ALNUM, 32),
        "code": "TG-" + hexs(r, 24) + "-" + num(r, 9),
    }


def _mp_webhook(r: Random) -> dict[str, str]:
    return {"s": hexs(r, 64)}


def _aws_keys(r: Random) -> dict[str, str]:
    return {"id": _AKIA + pick(r, _IAM_CHARS, 16), "sk": pick(r, B64, 40)}


def _aws_session(r: Random) -> dict[str, str]:
    token = _STS + "E" + b64(r, r.choice((540, 600, 660, 720)))
    account = num(r, 12)
    return {
        "id": _ASIA + pick(r, _IAM_CHARS, 16),
        "sk": pick(r, B64, 40),
        "tok": token,
        "acct": account,
        "role": "AROA" + pick(r, _IAM_CHARS, 17),
        "exp": f"2029-12-{r.randint(1, 20):02d}T{r.randint(0, 23):02d}:"
        f"{r.randint(0, 59):02d}:00+00:00",
    }


def _confluent(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, UPPER_ALNUM, 16),
        "sec": pick(r, B64, 64),
        "lkc": pick(r, LOWER_ALNUM, 5),
        "pkc": pick(r, LOWER_ALNUM, 5),
    }


def _scram(r: Random) -> dict[str, str]:
    return {"pw": _pw(r, 18, 28, ALNUM + "-_.!"), "b": str(r.randint(1, 3))}


def _mqtt(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r, 16, 24, URL_PASSWORD_CHARS),
        "val": f"{r.randint(1, 2400):04d}",
    }


def _device_key(r: Random) -> dict[str, str]:
    return {
        "ec": wrap(b64_of(ec_p256_der(r)), 64),
        "rsa": wrap(b64_of(rsa_der(r)), 64),
        "n": f"{r.randint(1, 2400):04d}",
        "bus": str(r.randint(1000, 9999)),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sid": "AC" + hexs(r, 32),
        "tok": hexs(r, 32),
        "ph": num(r, 8),
        "ph2": num(r, 7),
        "otp": pick(r, DIGITS, 6),
    }


def _twilio_key(r: Random) -> dict[str, str]:
    return {
        "sk": "SK" + hexs(r, 32),
        "sec": pick(r, ALNUM, 32),
        "ac": "AC" + hexs(r, 32),
        "va": "VA" + hexs(r, 32),
    }


def _fcm_sa(r: Random) -> dict[str, str]:
    lines = wrap(b64_of(pkcs8_rsa_der(r)), 64).split("\n")
    return {
        "pk": "\\n".join(lines),
        "kid": hexs(r, 40),
        "cid": num(r, 21),
        "acct": "firebase-adminsdk-" + pick(r, LOWER_ALNUM, 5),
    }


def _fcm_legacy(r: Random) -> dict[str, str]:
    return {
        "k": "AAAA" + pick(r, B64URL, 7) + ":" + _APA + pick(r, B64URL, 134),
        "l": str(r.choice((101, 104, 210, 301, 405, 506, 712))),
    }


def _maps(r: Random) -> dict[str, str]:
    return {"k": _AIZA + pick(r, B64URL, 35)}


def _glc(r: Random) -> dict[str, str]:
    stack = num(r, 6)
    body = {
        "o": num(r, 7),
        "n": f"stack-{stack}-{r.choice(('avl-metrics-write', 'alloy-rt', 'loki-read'))}",
        "k": pick(r, ALNUM, 24),
        "m": {"r": "prod-sa-east-1"},
    }
    return {"t": _GLC + b64_of(json.dumps(body, separators=(",", ":"))), "u": num(r, 7)}


def _glsa(r: Random) -> dict[str, str]:
    return {"t": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8)}


def _tfc(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM, 67)}


def _pg(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r, 16, 28, URL_PASSWORD_CHARS),
        "host": r.choice(
            (
                "tam-gtfs.cluster-c8x2k1qv0a.sa-east-1.rds.amazonaws.com",
                "10.40.8.21",
                "pg-recaudo.internal.transandes-metro.cl",
            )
        ),
        "d": date(r).replace("-", ""),
    }


def _mssql(r: Random) -> dict[str, str]:
    return {"pw": _pw(r, 16, 24, ALNUM + "!#%*+-.?@^_~")}


def _redis(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, r.choice((32, 40, 48, 64))), "id": pick(r, LOWER_ALNUM, 6)}


def _prose(r: Random) -> dict[str, str]:
    pw = human_password(r) if r.random() < 0.4 else _pw(r, 16, 22)
    return {"pw": pw, "d": date(r)}


def _ssh(r: Random) -> dict[str, str]:
    comment = r.choice(("tam-sftp@guayacan", "deploy@cad-legacy-01", "ci-gtfs@transandes-metro"))
    body, _ = openssh_ed25519_private(r, comment)
    return {"body": body, "ibody": "  " + body.replace("\n", "\n  ")}


def _age(r: Random) -> dict[str, str]:
    return {
        "k": _AGE + pick(r, BECH32.upper(), 58),
        "pub": "age1" + pick(r, BECH32, 58),
        "ts": f"2029-11-{r.randint(1, 28):02d}T{r.randint(8, 19):02d}:"
        f"{r.randint(0, 59):02d}:12-03:00",
    }


def _jwt_secret(r: Random) -> dict[str, str]:
    choice = r.randint(0, 2)
    if choice == 0:
        s = b64(r, 48)
    elif choice == 1:
        s = hexs(r, 64)
    else:
        s = pick(r, ALNUM, 40)
    return {"s": s}


def _vendor_jwt(r: Random) -> dict[str, str]:
    iat = epoch(r)
    claims = {
        "iss": "https://auth.guayacan.com.co/realms/cad",
        "sub": "svc-tam-" + pick(r, LOWER_ALNUM, 6),
        "aud": "cad-api",
        "iat": iat,
        "exp": iat + 30 * 86400,
        "scope": "avl.read incidentes.read",
        "azp": "tam-backend",
        "jti": uuid4(r),
    }
    header = {"alg": "RS256", "typ": "JWT", "kid": pick(r, B64URL, 43)}
    return {"jwt": jwt(r, header, claims, 256), "bus": str(r.randint(1000, 9999))}


def _slack(r: Random) -> dict[str, str]:
    return {
        "team": "T0" + pick(r, UPPER_ALNUM, 8),
        "bot": "B0" + pick(r, UPPER_ALNUM, 10),
        "tok": pick(r, ALNUM, 24),
        "uid": pick(r, LOWER_ALNUM, 14),
    }


def _ghpat(r: Random) -> dict[str, str]:
    return {"t": _GHPAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)}


def _schema_registry(r: Random) -> dict[str, str]:
    key = pick(r, UPPER_ALNUM, 16)
    sec = pick(r, B64, 64)
    return {
        "key": key,
        "sec": sec,
        "basic": b64_of(f"{key}:{sec}"),
        "psrc": pick(r, LOWER_ALNUM, 5),
    }


def _feed_key(r: Random) -> dict[str, str]:
    k = pick(r, ALNUM, r.choice((32, 40))) if r.random() < 0.6 else hexs(r, 32)
    return {"k": k}


def _k8s(r: Random) -> dict[str, str]:
    return {
        "b1": b64_of(uhex(r, 64)),
        "b2": b64_of(_mp_token(r, _APP_USR)),
        "b3": b64_of(_pw(r, 16, 24)),
        "pw": _pw(r, 16, 24, ALNUM + "-_.!#%"),
    }


def _secrets_manager(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r, 18, 30, ALNUM + "!#%*+-.:=?^_~"),
        "tok": hexs(r, 32),
        "v": uuid4(r),
        "suffix": pick(r, ALNUM, 6),
        "acct": num(r, 12),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "trip": f"{r.choice(('101', '210', '405', 'B16', 'C02'))}-I-L-{r.randint(1, 90):03d}",
        "stop": "P" + r.choice("ABCDEFJ") + str(r.randint(100, 1999)),
        "pid": num(r, 11),
        "mp": _mp_token(r, _APP_USR),
        "n": str(r.randint(200, 999)),
        "plate": plate(r),
        "imei": imei(r),
        "off": str(r.randint(10_000_000, 99_999_999)),
        "trace": hexs(r, 32),
        "pw": _pw(r, 16, 22, URL_PASSWORD_CHARS),
        "bo": f"TAM{date(r).replace('-', '')}{num(r, 8)}",
        "ac": "AC" + hexs(r, 32),
        "tok": hexs(r, 32),
        "d": date(r),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "transbank_webpay_api_secret",
        (
            "curl -X POST https://webpay3g.transbank.cl/rswebpaytransaction/api/webpay/v1.2/"
            'transactions -H "Tbk-Api-Key-Id: ⟨cc⟩" -H "Tbk-Api-Key-Secret: ⟨k⟩" '
            '-H "Content-Type: application/json" -d @tx.json',
            "TBK_COMMERCE_CODE=⟨cc⟩\nTBK_API_KEY_SECRET=⟨k⟩\nTBK_ENVIRONMENT=production",
            "La llave secreta de Webpay Plus de producción (código de comercio ⟨cc⟩) es ⟨k⟩; "
            "la mandó Transbank por correo el ⟨d⟩.",
            'tx = Transaction(WebpayOptions("⟨cc⟩", "⟨k⟩", IntegrationType.LIVE))  # recargas',
            'transbank_api_key_secret = "⟨k⟩"',
            "new WebpayPlus.Transaction(new Options('⟨cc⟩', '⟨k⟩', Environment.Production))",
        ),
        _transbank,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "mercadopago_access_token",
        (
            'curl -X GET "https://api.mercadopago.com/v1/payments/⟨pid⟩" '
            '-H "Authorization: Bearer ⟨t⟩"',
            "MP_ACCESS_TOKEN=⟨t⟩",
            'const client = new MercadoPagoConfig({ accessToken: "⟨t⟩", '
            "options: { timeout: 5000 } });",
            "El access token de producción de Mercado Pago (cuenta recargas) quedó como ⟨t⟩ — "
            "rotarlo después de la demo.",
            'sdk = mercadopago.SDK("⟨tt⟩")  # vendedor de prueba, sandbox',
            "aws ssm put-parameter --name /tam/prod/mercadopago/access_token --type SecureString "
            '--value "⟨t⟩" --overwrite',
        ),
        _mp_access,
        n=7,
        secrets=("t", "tt"),
    ),
    Kind(
        "mercadopago_client_secret",
        (
            "curl -X POST https://api.mercadopago.com/oauth/token "
            '-d "client_id=⟨cid⟩&client_secret=⟨cs⟩&grant_type=client_credentials"',
            '{\n  "client_id": "⟨cid⟩",\n  "client_secret": "⟨cs⟩",\n'
            '  "grant_type": "authorization_code",\n  "code": "⟨code⟩",\n'
            '  "redirect_uri": "https://recargas.transandes-metro.cl/mp/callback"\n}',
            "MP_CLIENT_ID=⟨cid⟩\nMP_CLIENT_SECRET=⟨cs⟩",
            'Client secret de la app OAuth "TAM Recargas": ⟨cs⟩ (el client id ⟨cid⟩ sí es público)',
        ),
        _mp_client,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "mercadopago_webhook_secret",
        (
            "MP_WEBHOOK_SECRET=⟨s⟩",
            "Clave secreta de las notificaciones (Tus integraciones → Webhooks → "
            "Clave secreta): ⟨s⟩",
            'hmac.new(b"⟨s⟩", manifest.encode(), hashlib.sha256).hexdigest()  # valida x-signature',
            "mercadopago:\n  webhook:\n    secret: ⟨s⟩\n    path: /webhooks/mp",
            "The MP webhook signing secret is ⟨s⟩ — manifest is id;request-id;ts, HMAC-SHA256.",
        ),
        _mp_webhook,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "aws_access_key_pair",
        (
            "[tam-prod]\naws_access_key_id = ⟨id⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = sa-east-1",
            "AWS_ACCESS_KEY_ID=⟨id⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ "
            "aws s3 sync ./gtfs s3://tam-gtfs-public/static/ --delete",
            "aws configure set aws_secret_access_key ⟨sk⟩ --profile vendor-guayacan",
            "Las llaves del usuario IAM gtfs-publisher: ⟨id⟩ / ⟨sk⟩",
            "Access key ID,Secret access key\n⟨id⟩,⟨sk⟩",
        ),
        _aws_keys,
        n=7,
        secrets=("id", "sk"),
    ),
    Kind(
        "aws_session_credentials",
        (
            "export AWS_ACCESS_KEY_ID=⟨id⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨tok⟩",
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨id⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨tok⟩",\n'
            '        "Expiration": "⟨exp⟩"\n    },\n    "AssumedRoleUser": {\n'
            '        "AssumedRoleId": "⟨role⟩:gtfs-deploy",\n'
            '        "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/gtfs-deploy/gtfs-deploy"\n    }\n}',
            "[sso-prod]\naws_access_key_id=⟨id⟩\naws_secret_access_key=⟨sk⟩\n"
            "aws_session_token=⟨tok⟩",
            "AWS_SESSION_TOKEN=⟨tok⟩ aws sts get-caller-identity  # expira ⟨exp⟩",
        ),
        _aws_session,
        n=7,
        secrets=("id", "sk", "tok"),
    ),
    Kind(
        "confluent_cloud_api_secret",
        (
            "bootstrap.servers=pkc-⟨pkc⟩.sa-east-1.aws.confluent.cloud:9092\n"
            "security.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username=⟨key⟩\n"
            "sasl.password=⟨sec⟩",
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            'username="⟨key⟩" password="⟨sec⟩";',
            "confluent api-key store ⟨key⟩ ⟨sec⟩ --resource lkc-⟨lkc⟩",
            "kcat -b pkc-⟨pkc⟩.sa-east-1.aws.confluent.cloud:9092 -X security.protocol=SASL_SSL "
            "-X sasl.mechanisms=PLAIN -X sasl.username=⟨key⟩ -X sasl.password='⟨sec⟩' "
            "-C -t avl.positions.v2 -o -5 -e",
            "API key de Confluent para el conector S3 sink: ⟨key⟩, secret ⟨sec⟩",
        ),
        _confluent,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "kafka_scram_password",
        (
            "kafka-configs.sh --bootstrap-server b-⟨b⟩.tam-msk.x7k2qa.c3.kafka.sa-east-1."
            "amazonaws.com:9096 --alter --add-config 'SCRAM-SHA-512=[iterations=8192,"
            "password=⟨pw⟩]' --entity-type users --entity-name fare-validator",
            "aws secretsmanager create-secret --name AmazonMSK_avl_ingest "
            '--secret-string \'{"username":"avl-ingest","password":"⟨pw⟩"}\' '
            "--kms-key-id alias/msk-scram",
            "sasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security."
            'scram.ScramLoginModule required username="avl-ingest" password="⟨pw⟩";',
            "KafkaProducer(bootstrap_servers=BROKERS, security_protocol='SASL_SSL', "
            "sasl_mechanism='SCRAM-SHA-512', sasl_plain_username='avl-ingest', "
            "sasl_plain_password='⟨pw⟩')",
            "Usuario SCRAM de MSK para los validadores: fare-validator / ⟨pw⟩",
        ),
        _scram,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "mqtt_broker_password",
        (
            "mosquitto_sub -h mqtt.transandes-metro.cl -p 8883 --cafile ca.crt -u avl-gw "
            "-P '⟨pw⟩' -t 'tam/avl/v1/+/position' -v",
            "mosquitto_pub -h 10.40.2.15 -u validador -P ⟨pw⟩ "
            "-t tam/fare/v1/VAL-⟨val⟩/heartbeat -m '{}'",
            "mqtt.connect('mqtts://mqtt.transandes-metro.cl:8883', { clientId: 'cad-bridge-01', "
            "username: 'cad-bridge', password: '⟨pw⟩' })",
            "Credenciales MQTT de los equipos AVL (firmware 3.8): usuario avlgw, clave ⟨pw⟩. "
            "Están quemadas en el firmware, hay que cambiarlas.",
            "MQTT_URL=mqtts://avl-gw:⟨pw⟩@mqtt.transandes-metro.cl:8883",
        ),
        _mqtt,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "iot_device_private_key",
        (
            _BEGIN_EC + "\n⟨ec⟩\n" + _END_EC,
            "Llave privada del certificado AWS IoT del validador VAL-⟨n⟩ (thing tam-val-⟨n⟩):\n\n"
            + _BEGIN_RSA
            + "\n⟨rsa⟩\n"
            + _END_RSA,
            "device cert for bus ⟨bus⟩ — private.pem.key:\n" + _BEGIN_RSA + "\n⟨rsa⟩\n" + _END_RSA,
            "$ cat /etc/avl/certs/device.key\n" + _BEGIN_EC + "\n⟨ec⟩\n" + _END_EC,
        ),
        _device_key,
        n=7,
        secrets=("ec", "rsa"),
    ),
    Kind(
        "twilio_auth_token",
        (
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "--data-urlencode 'To=+569⟨ph⟩' --data-urlencode 'From=+5622⟨ph2⟩' "
            "--data-urlencode 'Body=Tu código TAM es ⟨otp⟩' -u ⟨sid⟩:⟨tok⟩",
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "client = Client('⟨sid⟩', '⟨tok⟩')",
            "Twilio auth token (cuenta principal, no la subcuenta de Bogotá): ⟨tok⟩",
        ),
        _twilio,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "twilio_api_key_secret",
        (
            "TWILIO_API_KEY=⟨sk⟩\nTWILIO_API_SECRET=⟨sec⟩",
            "client = Client('⟨sk⟩', '⟨sec⟩', '⟨ac⟩')",
            "API key for Verify (SID ⟨sk⟩), secret ⟨sec⟩ — Twilio only shows it once",
            "curl -X POST https://verify.twilio.com/v2/Services/⟨va⟩/Verifications "
            "--data-urlencode 'To=+56912345678' --data-urlencode 'Channel=sms' -u ⟨sk⟩:⟨sec⟩",
        ),
        _twilio_key,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "fcm_service_account_json",
        (
            '{\n  "type": "service_account",\n  "project_id": "tam-pasajeros",\n'
            '  "private_key_id": "⟨kid⟩",\n'
            '  "private_key": "' + _BEGIN_P8 + "\\n⟨pk⟩\\n" + _END_P8 + '\\n",\n'
            '  "client_email": "⟨acct⟩@tam-pasajeros.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            '{"type":"service_account","project_id":"tam-pasajeros","private_key_id":"⟨kid⟩",'
            '"private_key":"' + _BEGIN_P8 + "\\n⟨pk⟩\\n" + _END_P8 + '\\n",'
            '"client_email":"⟨acct⟩@tam-pasajeros.iam.gserviceaccount.com"}',
            'FIREBASE_PRIVATE_KEY="' + _BEGIN_P8 + "\\n⟨pk⟩\\n" + _END_P8 + '\\n"',
        ),
        _fcm_sa,
        n=7,
        secrets=("pk",),
    ),
    Kind(
        "fcm_legacy_server_key",
        (
            "curl -X POST https://fcm.googleapis.com/fcm/send "
            '-H "Authorization: key=⟨k⟩" -H "Content-Type: application/json" '
            '-d \'{"to":"/topics/alertas-L⟨l⟩","notification":{"title":"Desvío"}}\'',
            "FCM_SERVER_KEY=⟨k⟩  # legacy, el backend viejo de alertas aún lo usa",
            "Server key (legacy) del proyecto tam-pasajeros: ⟨k⟩",
            'headers = {"Authorization": "key=⟨k⟩", "Content-Type": "application/json"}',
        ),
        _fcm_legacy,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "google_maps_server_key",
        (
            "GOOGLE_MAPS_API_KEY=⟨k⟩  # server key, restringida por IP al NAT de prod",
            'curl "https://maps.googleapis.com/maps/api/geocode/json?'
            'address=Av.+Vicu%C3%B1a+Mackenna+4860&key=⟨k⟩"',
            "Directions API key for the trip-planner backend: ⟨k⟩",
            'google_maps_server_key = "⟨k⟩"',
        ),
        _maps,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "grafana_cloud_access_token",
        (
            "GRAFANA_CLOUD_TOKEN=⟨t⟩",
            'prometheus.remote_write "default" {\n  endpoint {\n'
            '    url = "https://prometheus-prod-40-prod-sa-east-1.grafana.net/api/prom/push"\n'
            '    basic_auth {\n      username = "⟨u⟩"\n      password = "⟨t⟩"\n    }\n'
            "  }\n}",
            "Token de la access policy avl-metrics-write en Grafana Cloud: ⟨t⟩",
            "curl -u ⟨u⟩:⟨t⟩ https://logs-prod-024.grafana.net/loki/api/v1/labels",
        ),
        _glc,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "grafana_service_account_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" '
            "'https://grafana.transandes-metro.cl/api/search?query=AVL'",
            'provider "grafana" {\n  url  = "https://grafana.transandes-metro.cl"\n'
            '  auth = "⟨t⟩"\n}',
            "GRAFANA_AUTH=⟨t⟩ terraform apply -target=module.dashboards",
            "Service account terraform-dashboards (Editor) → token ⟨t⟩",
        ),
        _glsa,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "terraform_cloud_token",
        (
            'credentials "app.terraform.io" {\n  token = "⟨t⟩"\n}',
            "TF_TOKEN_app_terraform_io=⟨t⟩ terraform init -upgrade",
            "Team token de TFC (equipo tickets-rt): ⟨t⟩",
            '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "⟨t⟩"\n    }\n  }\n}',
        ),
        _tfc,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "postgres_password",
        (
            "DATABASE_URL=postgresql://gtfs_rw:⟨pw⟩@⟨host⟩:5432/gtfs",
            "psql 'postgres://fare_admin:⟨pw⟩@⟨host⟩:5432/recaudo?sslmode=require'",
            "PGPASSWORD='⟨pw⟩' pg_dump -h ⟨host⟩ -U gtfs_rw -Fc gtfs > gtfs_⟨d⟩.dump",
            "spring.datasource.url=jdbc:postgresql://⟨host⟩:5432/recaudo\n"
            "spring.datasource.username=fare_api\nspring.datasource.password=⟨pw⟩",
            "⟨host⟩:5432:gtfs:gtfs_rw:⟨pw⟩",
            "La clave de gtfs_rw en RDS es ⟨pw⟩ (la cambió Ignacio el ⟨d⟩).",
        ),
        _pg,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "sqlserver_vendor_password",
        (
            "Server=tcp:sql-recaudo.guayacan.com.co,1433;Database=Compensacion;"
            "User Id=tam_lectura;Password=⟨pw⟩;Encrypt=True;TrustServerCertificate=False;",
            "sqlcmd -S 10.60.1.20,1433 -U tam_lectura -P '⟨pw⟩' -d Compensacion "
            '-Q "SELECT TOP 10 * FROM dbo.Liquidaciones ORDER BY Fecha DESC"',
            '{\n  "ConnectionStrings": {\n    "Compensacion": "Server=10.60.1.20,1433;'
            'Database=Compensacion;User Id=tam_lectura;Password=⟨pw⟩;"\n  }\n}',
            "Los de Guayacán nos pasaron el usuario de solo lectura: tam_lectura / ⟨pw⟩ "
            "(SQL Server, puerto 1433)",
        ),
        _mssql,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "redis_auth_token",
        (
            "REDIS_URL=rediss://:⟨t⟩@master.tam-rt-cache.⟨id⟩.sae1.cache.amazonaws.com:6379/0",
            "redis-cli -h master.tam-rt-cache.⟨id⟩.sae1.cache.amazonaws.com --tls "
            "-a '⟨t⟩' --no-auth-warning INFO replication",
            'resource "aws_elasticache_replication_group" "eta" {\n'
            '  replication_group_id       = "tam-rt-cache"\n'
            "  transit_encryption_enabled = true\n"
            '  auth_token                 = "⟨t⟩"\n}',
            "AUTH token de ElastiCache (caché de ETAs): ⟨t⟩",
        ),
        _redis,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "passwords_in_prose",
        (
            "La contraseña del SFTP de Guayacán (usuario tam_sftp) es ⟨pw⟩, nos la dictaron "
            "por Teams el ⟨d⟩.",
            "Password del admin de Grafana on-prem del depósito Lo Espejo: ⟨pw⟩",
            "Para entrar al portal de comercios de Transbank: usuario "
            "tickets@transandes-metro.cl, clave ⟨pw⟩",
            "Mercado Pago dashboard login for the shared finance account is "
            "tesoreria@transandes-metro.cl / ⟨pw⟩",
            "El PSK del wifi de mantención de buses (SSID TAM-MANT) es ⟨pw⟩",
            "root on the old CAD box (cad-legacy-01) is still ⟨pw⟩ — nobody rotated it.",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN_SSH + "\n⟨body⟩\n" + _END_SSH,
            "Llave para el bastión del SFTP de Guayacán (~/.ssh/guayacan_ed25519):\n\n"
            + _BEGIN_SSH
            + "\n⟨body⟩\n"
            + _END_SSH
            + "\n",
            "$ cat ~/.ssh/id_ed25519\n" + _BEGIN_SSH + "\n⟨body⟩\n" + _END_SSH,
            "GitHub Actions secret DEPLOY_KEY:\n\nDEPLOY_KEY: |\n  "
            + _BEGIN_SSH
            + "\n⟨ibody⟩\n  "
            + _END_SSH,
        ),
        _ssh,
        n=7,
        secrets=("body", "ibody"),
    ),
    Kind(
        "age_secret_key",
        (
            "# created: ⟨ts⟩\n# public key: ⟨pub⟩\n⟨k⟩",
            "SOPS_AGE_KEY=⟨k⟩",
            "La llave age para descifrar secrets/prod.enc.yaml: ⟨k⟩",
            "export SOPS_AGE_KEY='⟨k⟩' && sops -d secrets/prod.enc.yaml | head",
        ),
        _age,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "jwt_signing_secret",
        (
            "JWT_SECRET=⟨s⟩",
            "security:\n  jwt:\n    secret: ⟨s⟩\n    expiration: 3600",
            "HS256 secret for the QR tickets (validators check them offline with it): ⟨s⟩",
            "El secreto HMAC de los QR del pasaje (TICKET_QR_HMAC_KEY) es ⟨s⟩",
            "jwt.sign(payload, '⟨s⟩', { algorithm: 'HS256', expiresIn: '15m' })",
        ),
        _jwt_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "vendor_api_bearer_jwt",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" '
            "'https://api.guayacan.com.co/cad/v2/incidentes?desde=2029-12-01'",
            "Token de la API del CAD (dura 30 días, lo emitió Guayacán): ⟨jwt⟩",
            "GUAYACAN_API_TOKEN=⟨jwt⟩",
            "GET /avl/v2/vehiculos/⟨bus⟩/posiciones HTTP/1.1\nHost: api.guayacan.com.co\n"
            "Authorization: Bearer ⟨jwt⟩\nAccept: application/json",
        ),
        _vendor_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "slack_webhook_url",
        (
            "SLACK_WEBHOOK_URL=" + _HOOKS + "⟨team⟩/⟨bot⟩/⟨tok⟩",
            "curl -X POST -H 'Content-type: application/json' "
            '--data \'{"text":"GTFS-RT sin posiciones hace 5 min"}\' '
            + _HOOKS
            + "⟨team⟩/⟨bot⟩/⟨tok⟩",
            "contactPoints:\n  - orgId: 1\n    name: slack-rt\n    receivers:\n"
            "      - uid: ⟨uid⟩\n        type: slack\n        settings:\n"
            "          url: " + _HOOKS + "⟨team⟩/⟨bot⟩/⟨tok⟩",
            "Webhook del canal #alertas-recaudo: " + _HOOKS + "⟨team⟩/⟨bot⟩/⟨tok⟩",
        ),
        _slack,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "GH_TOKEN=⟨t⟩ gh workflow run deploy-gtfs.yml -f env=prod",
            "git clone https://x-access-token:⟨t⟩@github.com/transandes-metro/fare-api.git",
            "Token fino (solo repo gtfs-publisher, contents:write) para el job de Guayacán: ⟨t⟩",
            "# .npmrc\n@transandes:registry=https://npm.pkg.github.com\n"
            "//npm.pkg.github.com/:_authToken=⟨t⟩",
        ),
        _ghpat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "schema_registry_credentials",
        (
            "schema.registry.url=https://psrc-⟨psrc⟩.sa-east-1.aws.confluent.cloud\n"
            "basic.auth.credentials.source=USER_INFO\nbasic.auth.user.info=⟨key⟩:⟨sec⟩",
            "curl -u ⟨key⟩:⟨sec⟩ https://psrc-⟨psrc⟩.sa-east-1.aws.confluent.cloud/subjects/"
            "avl.positions.v2-value/versions/latest",
            'curl -H "Authorization: Basic ⟨basic⟩" '
            "https://psrc-⟨psrc⟩.sa-east-1.aws.confluent.cloud/subjects",
            "Schema Registry: key ⟨key⟩ / secret ⟨sec⟩",
        ),
        _schema_registry,
        n=7,
        secrets=("sec", "basic"),
    ),
    Kind(
        "gtfs_rt_feed_api_key",
        (
            'curl -H "x-api-key: ⟨k⟩" '
            "https://rt.guayacan.com.co/gtfs-rt/tam/vehicle-positions.pb -o vp.pb",
            "curl -s 'https://api.transandes-metro.cl/gtfs-rt/trip-updates?apikey=⟨k⟩' "
            "| protoc --decode_raw | head",
            "API key del feed GTFS-RT para el cliente transit-app: ⟨k⟩",
            "GTFS_RT_UPSTREAM_KEY=⟨k⟩",
            'map $http_x_api_key $gtfs_client {\n    default "";\n    "⟨k⟩" "transit-app";\n}',
        ),
        _feed_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "k8s_secret_values",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: fare-api-secrets\n"
            "  namespace: recaudo\ntype: Opaque\ndata:\n  TBK_API_KEY_SECRET: ⟨b1⟩\n"
            "  MP_ACCESS_TOKEN: ⟨b2⟩",
            "$ kubectl get secret mqtt-bridge -n rt -o jsonpath='{.data.password}'\n⟨b3⟩",
            "kubectl create secret generic gtfs-db --from-literal=password='⟨pw⟩' -n gtfs",
            "data:\n  password: ⟨b3⟩\n  username: YXZsLWluZ2VzdA==",
        ),
        _k8s,
        n=7,
        secrets=("b1", "b2", "b3", "pw"),
    ),
    Kind(
        "secrets_manager_output",
        (
            "$ aws secretsmanager get-secret-value --secret-id prod/recaudo/sftp-guayacan "
            "--query SecretString --output text\n"
            '{"username":"tam_sftp","password":"⟨pw⟩","host":"sftp.guayacan.com.co"}',
            '{\n    "ARN": "arn:aws:secretsmanager:sa-east-1:⟨acct⟩:secret:'
            'prod/gtfs/db-⟨suffix⟩",\n'
            '    "Name": "prod/gtfs/db",\n    "VersionId": "⟨v⟩",\n'
            '    "SecretString": "{\\"username\\":\\"gtfs_rw\\",\\"password\\":\\"⟨pw⟩\\",'
            '\\"engine\\":\\"postgres\\",\\"port\\":5432}",\n'
            '    "VersionStages": [\n        "AWSCURRENT"\n    ]\n}',
            '{\n    "Parameter": {\n        "Name": "/tam/prod/twilio/auth_token",\n'
            '        "Type": "SecureString",\n        "Value": "⟨tok⟩",\n'
            '        "Version": 3\n    }\n}',
        ),
        _secrets_manager,
        n=7,
        secrets=("pw", "tok"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Notas deploy ⟨d⟩\n- commit ⟨sha⟩ en prod\n- trip_id de prueba ⟨trip⟩ "
            "(parada ⟨stop⟩)\n- pago MP ⟨pid⟩ aprobado\n"
            "- MP_ACCESS_TOKEN=⟨mp⟩ (lo pegué por error, rotar)",
            "Incidente RT-⟨n⟩\n* vehículo ⟨plate⟩, IMEI ⟨imei⟩\n* offset ⟨off⟩ en "
            "avl.positions.v2\n* trace ⟨trace⟩\n"
            "* la clave MQTT de avl-gw era ⟨pw⟩ y quedó en el log del bridge",
            "Checklist rotación ⟨d⟩\n\n| item | valor |\n|---|---|\n| commit | ⟨sha⟩ |\n"
            "| buy_order de prueba | ⟨bo⟩ |\n| Twilio Account SID | ⟨ac⟩ |\n"
            "| Twilio auth token (viejo) | ⟨tok⟩ |",
        ),
        _among,
        n=7,
        secrets=("mp", "pw", "tok"),
    ),
)
