"""True secrets in memory-note framings; each kind names the fields that must not survive.

The notes belong to a payments developer on a retail chain's point-of-sale team in
Curitiba, with a second team in Izmir: acquirer and gateway keys, Pix and fiscal (NF-e,
NFC-e, e-Fatura) credentials, GCP, PostgreSQL, Kafka and loyalty-app secrets, leaking in
commands, env files, connection strings, pasted JSON/YAML/XML, tables and prose in
Portuguese, Turkish and English. A multi-line key lists each body line of 16+ characters.
"""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike30.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    cnpj,
    date,
    hexs,
    hhmm,
    human_password,
    nfe_key,
    num,
    password,
    pick,
    pix_e2e,
    uhex,
    uuid4,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_MP = "APP" + "_USR-"
_SK = "sk" + "_"
_SK_TEST = "sk" + "_test_"
_SANDBOX = "sand" + "box-"
_EFI_SECRET = "Client_" + "Secret_"
_EFI_ID = "Client_" + "Id_"
_AIZA = "AI" + "za"
_GOCSPX = "GOC" + "SPX-"
_REFRESH = "1" + "//0"
_GOOG1E = "GOO" + "G1E"
_FCM = "AAAA"
_APA = ":APA" + "91b"
_SG = "S" + "G."
_HOOKS = "https://hooks.sl" + "ack.com/services/"
_GHPAT = "github" + "_pat_"
_SNTRYU = "sntr" + "yu_"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE KEY-----"

_PG_HOSTS = ("10.40.0.12", "pg-pdv-prod.internal", "10.40.8.3", "pos-ledger.c.varejo-pdv.internal")
_STORES = ("loja 014 Batel", "loja 031 Água Verde", "loja 007 Portão", "Alsancak mağazası")


def _cielo(r: Random) -> dict[str, str]:
    return {
        "mid": uuid4(r),
        "mk": pick(r, UPPER_ALNUM, 40),
        "amt": str(r.randint(500, 99000)),
        "ord": num(r, 8),
    }


def _pagarme(r: Random) -> dict[str, str]:
    return {
        "sk": _SK + pick(r, ALNUM, 32),
        "skt": _SK_TEST + pick(r, ALNUM, 32),
        "pk": "pk_" + pick(r, ALNUM, 32),
        "acc": "acc_" + pick(r, ALNUM, 16),
    }


def _pagseguro(r: Random) -> dict[str, str]:
    return {
        "t": uhex(r, 32),
        "t2": uuid4(r) + hexs(r, 64),
        "mail": r.choice(("financeiro@araucaria-varejo.com.br", "pdv@araucaria-varejo.com.br")),
        "code": uuid4(r).upper(),
    }


def _iyzico(r: Random) -> dict[str, str]:
    sandbox = r.random() < 0.5
    pre = _SANDBOX if sandbox else ""
    return {
        "ak": pre + pick(r, ALNUM, 32),
        "sk": pre + pick(r, ALNUM, 32),
        "base": "sandbox-api.iyzipay.com" if sandbox else "api.iyzipay.com",
        "conv": num(r, 9),
    }


def _mp(r: Random) -> dict[str, str]:
    return {
        "t": f"{_MP}{num(r, 16)}-{num(r, 6)}-{hexs(r, 32)}-{num(r, 9)}",
        "pay": num(r, 11),
    }


def _efi(r: Random) -> dict[str, str]:
    return {
        "cid": _EFI_ID + hexs(r, 40),
        "cs": _EFI_SECRET + hexs(r, 40),
        "key": uuid4(r),
    }


def _pem_rsa(r: Random) -> str:
    return wrap("MIIEv" + r.choice("gAQ") + "IBADANBgkqhkiG9w0BAQEFAASC" + b64(r, 1190), 64)


def _pem_ec(r: Random) -> str:
    return wrap("MHcCAQEEI" + b64(r, 110), 64)


def _pix_mtls(r: Random) -> dict[str, str]:
    return {
        "rsa": _pem_rsa(r),
        "ec": _pem_ec(r),
        "psp": r.choice(("Efí", "Sicredi", "Banco do Brasil", "Itaú")),
        "cn": r.choice(("pix-pdv-prod", "pix-loyalty", "pix-cobranca")),
    }


def _gcp_sa(r: Random) -> dict[str, str]:
    body = _pem_rsa(r)
    pem = f"{_BEGIN}{_PK}\n{body}\n{_END}{_PK}\n"
    return {
        "pkj": json.dumps(pem)[1:-1],
        "body": body,
        "sa": r.choice(("pos-settlement", "nfe-signer", "loyalty-api", "kafka-connect")),
        "kid": hexs(r, 40),
        "cid": num(r, 21),
    }


def _gcp_key(r: Random) -> dict[str, str]:
    return {"k": _AIZA + pick(r, B64URL, 35), "lat": f"-25.{num(r, 4)}", "lng": f"-49.{num(r, 4)}"}


def _gcp_oauth(r: Random) -> dict[str, str]:
    return {
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "rt": _REFRESH + r.choice("3459ghC") + pick(r, B64URL, 101),
        "cid": f"{num(r, 12)}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
    }


def _hmac(r: Random) -> dict[str, str]:
    return {
        "id": _GOOG1E + pick(r, UPPER_ALNUM, 55),
        "s": b64(r, 30),
        "bucket": r.choice(("pdv-nfe-xml-archive", "pos-terminal-logs", "loyalty-exports")),
    }


def _memorystore(r: Random) -> dict[str, str]:
    return {"auth": uuid4(r), "ip": f"10.{r.randint(1, 90)}.{r.randint(0, 255)}.{r.randint(2, 9)}"}


def _pg(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 22, 24))),
        "pw2": human_password(r),
        "host": r.choice(_PG_HOSTS),
        "user": r.choice(("pdv_app", "settlement", "nfe_worker", "loyalty_rw")),
    }


def _debezium(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 28))),
        "host": r.choice(_PG_HOSTS),
        "slot": r.choice(("dbz_pdv_sales", "dbz_ledger", "dbz_loyalty")),
    }


def _confluent(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, UPPER_ALNUM, 16),
        "sec": pick(r, ALNUM + "+/", 64),
        "bs": f"pkc-{pick(r, LOWER_ALNUM, 5)}.southamerica-east1.gcp.confluent.cloud:9092",
    }


def _schema_registry(r: Random) -> dict[str, str]:
    key = pick(r, UPPER_ALNUM, 16)
    sec = pick(r, ALNUM + "+/", 64)
    return {
        "key": key,
        "sec": sec,
        "basic": b64_of(f"{key}:{sec}"),
        "sr": f"psrc-{pick(r, LOWER_ALNUM, 5)}.southamerica-east1.gcp.confluent.cloud",
    }


def _a1(r: Random) -> dict[str, str]:
    return {
        "pw": human_password(r) if r.random() < 0.5 else password(r, r.choice((16, 20))),
        "cnpj": cnpj(r, formatted=True),
        "loja": r.choice(_STORES[:3]),
        "exp": date(r, 2029),
    }


def _csc(r: Random) -> dict[str, str]:
    return {
        "csc": r.choice((uuid4(r).upper(), pick(r, UPPER_ALNUM, 36), pick(r, UPPER_ALNUM, 32))),
        "id": f"{r.randint(1, 4):06d}",
        "ie": num(r, 10),
    }


def _efatura(r: Random) -> dict[str, str]:
    return {
        "pw": human_password(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 20))),
        "user": r.choice(("araucaria.ws", "efatura_api", "izmir.entegrasyon")),
        "vkn": num(r, 10),
        "ent": r.choice(("Uyumsoft", "Logo e-Dönüşüm", "EDM", "Foriba")),
    }


def _nestpay(r: Random) -> dict[str, str]:
    return {
        "sk": pick(r, UPPER_ALNUM, r.choice((16, 20, 24))),
        "cid": "1" + num(r, 8),
        "pw": password(r, r.choice((16, 18))),
        "bank": r.choice(("Akbank", "İşbank", "Halkbank", "Ziraat")),
    }


def _garanti(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 20))),
        "sk": hexs(r, 48).upper(),
        "tid": num(r, 8),
        "mid": num(r, 7),
    }


def _dukpt(r: Random) -> dict[str, str]:
    c1, c2, bdk = uhex(r, 32), uhex(r, 32), uhex(r, 32)
    return {
        "c1": " ".join(c1[i : i + 4] for i in range(0, 32, 4)),
        "c2": " ".join(c2[i : i + 4] for i in range(0, 32, 4)),
        "bdk": bdk,
        "kcv": uhex(r, 6),
        "ksn": "FFFF" + uhex(r, 6) + "E" + uhex(r, 4) + "00000",
    }


def _dek(r: Random) -> dict[str, str]:
    return {
        "dek": b64(r, 32),
        "hex": hexs(r, 64),
        "ver": str(r.randint(2, 14)),
    }


def _jwt_secret(r: Random) -> dict[str, str]:
    return {"s": b64(r, 64), "s2": pick(r, ALNUM, r.choice((32, 48)))}


def _b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _jwt(r: Random) -> dict[str, str]:
    header = _b64url_json({"alg": "RS256", "typ": "JWT", "kid": hexs(r, 16)})
    claims = {
        "iss": "https://auth.clube-araucaria.com.br",
        "sub": uuid4(r),
        "scope": "loyalty:points:write",
        "exp": int("18" + num(r, 8)),
    }
    return {
        "jwt": f"{header}.{_b64url_json(claims)}.{b64url(r, 256)}",
        "cpfm": "***.***." + num(r, 3),
    }


def _fcm(r: Random) -> dict[str, str]:
    return {"k": _FCM + pick(r, B64URL, 7) + _APA + pick(r, B64URL, 134), "sender": num(r, 12)}


def _p8(r: Random) -> dict[str, str]:
    return {
        "body": wrap("MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + b64(r, 108), 64),
        "kid": pick(r, UPPER_ALNUM, 10),
        "iss": uuid4(r),
    }


def _sms(r: Random) -> dict[str, str]:
    return {
        "sid": "AC" + hexs(r, 32),
        "tok": hexs(r, 32),
        "npw": password(r, 16),
        "usercode": "850" + num(r, 7),
    }


def _sendgrid(r: Random) -> dict[str, str]:
    return {"k": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


def _slack(r: Random) -> dict[str, str]:
    return {
        "url": _HOOKS
        + "T0"
        + pick(r, UPPER_ALNUM, 8)
        + "/B0"
        + pick(r, UPPER_ALNUM, 9)
        + "/"
        + pick(r, ALNUM, 24),
        "chan": r.choice(("#pdv-alertas", "#pagamentos-izmir", "#pix-incidentes")),
    }


def _ghpat(r: Random) -> dict[str, str]:
    return {"t": _GHPAT + "11" + pick(r, UPPER_ALNUM, 20) + "_" + pick(r, ALNUM, 59)}


def _obs(r: Random) -> dict[str, str]:
    return {"st": _SNTRYU + hexs(r, 64), "dd": hexs(r, 32), "ddapp": hexs(r, 40)}


def _among(r: Random) -> dict[str, str]:
    return {
        "nfe": nfe_key(r),
        "cnpj": cnpj(r, formatted=True),
        "e2e": pix_e2e(r),
        "sha": hexs(r, 40),
        "pw": password(r, 20),
        "mk": pick(r, UPPER_ALNUM, 40),
        "mid": uuid4(r),
        "t": hhmm(r),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "cielo_merchant_key",
        (
            "curl -X POST https://apisandbox.cieloecommerce.cielo.com.br/1/sales/ "
            '-H "Content-Type: application/json" -H "MerchantId: ⟨mid⟩" '
            '-H "MerchantKey: ⟨mk⟩" -d \'{"MerchantOrderId":"⟨ord⟩"}\'',
            "CIELO_MERCHANT_ID=⟨mid⟩\nCIELO_MERCHANT_KEY=⟨mk⟩\nCIELO_ENV=production",
            "A MerchantKey de produção da Cielo é ⟨mk⟩ — o MerchantId ⟨mid⟩ pode ficar no repo.",
            'cielo:\n  merchant-id: "⟨mid⟩"\n  merchant-key: "⟨mk⟩"\n  timeout-ms: 15000',
            "| ambiente | MerchantId | MerchantKey |\n|---|---|---|\n| produção | ⟨mid⟩ | ⟨mk⟩ |",
        ),
        _cielo,
        n=7,
        secrets=("mk",),
    ),
    Kind(
        "pagarme_stone_secret_key",
        (
            "curl -u ⟨sk⟩: https://api.pagar.me/core/v5/orders?status=paid",
            "PAGARME_SECRET_KEY=⟨sk⟩\nPAGARME_PUBLIC_KEY=⟨pk⟩",
            "Stone/Pagar.me test key for the homologação checklist: ⟨skt⟩ (account ⟨acc⟩)",
            'new PagarmeClient({ secretKey: "⟨sk⟩", timeout: 10_000 })',
            "Chave secreta da conta ⟨acc⟩ no Pagar.me: ⟨sk⟩. A pk_ é pública, essa não.",
        ),
        _pagarme,
        n=7,
        secrets=("sk", "skt"),
    ),
    Kind(
        "pagseguro_token",
        (
            "curl 'https://ws.pagseguro.uol.com.br/v3/transactions/⟨code⟩?email=⟨mail⟩&token=⟨t⟩'",
            "PAGSEGURO_EMAIL=⟨mail⟩\nPAGSEGURO_TOKEN=⟨t⟩",
            'curl https://api.pagseguro.com/orders -H "Authorization: Bearer ⟨t2⟩"',
            "Token do PagBank (gerado no painel, conta ⟨mail⟩): ⟨t2⟩",
            "<pagseguro>\n  <email>⟨mail⟩</email>\n  <token>⟨t⟩</token>\n</pagseguro>",
        ),
        _pagseguro,
        n=7,
        secrets=("t", "t2"),
    ),
    Kind(
        "iyzico_secret_key",
        (
            "IYZICO_API_KEY=⟨ak⟩\nIYZICO_SECRET_KEY=⟨sk⟩\nIYZICO_BASE_URL=https://⟨base⟩",
            'Options options = new Options();\noptions.setApiKey("⟨ak⟩");\n'
            'options.setSecretKey("⟨sk⟩");\noptions.setBaseUrl("https://⟨base⟩");',
            "iyzico secret key (İzmir ekibinden, conversationId ⟨conv⟩ testinde kullanıldı): ⟨sk⟩",
            "iyzico:\n  api-key: ⟨ak⟩\n  secret-key: ⟨sk⟩\n  base-url: https://⟨base⟩",
            "Gizli anahtarı Slack'e yapıştırmışlar: ⟨sk⟩ — panelden yenilenmesi lazım.",
        ),
        _iyzico,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "mercadopago_access_token",
        (
            "MERCADOPAGO_ACCESS_TOKEN=⟨t⟩",
            'curl https://api.mercadopago.com/v1/payments/⟨pay⟩ -H "Authorization: Bearer ⟨t⟩"',
            "Access token de produção do Mercado Pago (usado no totem): ⟨t⟩",
            'sdk = mercadopago.SDK("⟨t⟩")\npayment = sdk.payment().get(⟨pay⟩)',
        ),
        _mp,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "efi_pix_client_secret",
        (
            "EFI_CLIENT_ID=⟨cid⟩\nEFI_CLIENT_SECRET=⟨cs⟩\nEFI_PIX_KEY=⟨key⟩",
            'const options = {\n  sandbox: false,\n  client_id: "⟨cid⟩",\n'
            '  client_secret: "⟨cs⟩",\n  certificate: "./certs/producao.p12",\n};',
            "curl -X POST https://pix.api.efipay.com.br/oauth/token --cert prod.pem "
            "-u '⟨cid⟩:⟨cs⟩' -d '{\"grant_type\":\"client_credentials\"}'",
            "Credenciais Pix da Efí (aplicação PDV): client secret ⟨cs⟩; chave Pix ⟨key⟩.",
        ),
        _efi,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "pix_mtls_private_key",
        (
            _BEGIN + _PK + "\n⟨rsa⟩\n" + _END + _PK,
            "Chave privada do certificado mTLS do Pix (⟨psp⟩, CN=⟨cn⟩):\n\n"
            + _BEGIN
            + _PK
            + "\n⟨rsa⟩\n"
            + _END
            + _PK
            + "\n",
            _BEGIN + "EC " + _PK + "\n⟨ec⟩\n" + _END + "EC " + _PK,
            "$ cat certs/⟨cn⟩.key\n" + _BEGIN + "EC " + _PK + "\n⟨ec⟩\n" + _END + "EC " + _PK,
        ),
        _pix_mtls,
        n=7,
        secrets=("rsa", "ec"),
    ),
    Kind(
        "gcp_service_account_key",
        (
            "~/keys/⟨sa⟩.json (downloaded from IAM, should not exist):\n{\n"
            '  "type": "service_account",\n  "project_id": "varejo-pdv-prod",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "⟨pkj⟩",\n'
            '  "client_email": "⟨sa⟩@varejo-pdv-prod.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩"\n}',
            'GOOGLE_CREDENTIALS=\'{"type":"service_account","project_id":"varejo-pdv-prod",'
            '"private_key":"⟨pkj⟩"}\'',
            "private_key of ⟨sa⟩ (SA key, rotate):\n" + _BEGIN + _PK + "\n⟨body⟩\n" + _END + _PK,
            '{\n  "private_key": "⟨pkj⟩",\n  "client_email": '
            '"⟨sa⟩@varejo-pdv-prod.iam.gserviceaccount.com"\n}',
        ),
        _gcp_sa,
        n=7,
        secrets=("pkj", "body"),
    ),
    Kind(
        "gcp_server_api_key",
        (
            "curl 'https://maps.googleapis.com/maps/api/geocode/json?latlng=⟨lat⟩,⟨lng⟩&key=⟨k⟩'",
            "GOOGLE_MAPS_SERVER_KEY=⟨k⟩  # restrita por IP, só backend de entregas",
            "Server-side Places key for the store locator (not the Android one): ⟨k⟩",
            "gcloud services api-keys create --display-name=store-locator → keyString: ⟨k⟩",
        ),
        _gcp_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "gcp_oauth_client_secret_refresh_token",
        (
            '{"installed":{"client_id":"⟨cid⟩","client_secret":"⟨cs⟩",'
            '"redirect_uris":["http://localhost"]}}',
            "application_default_credentials.json:\n{\n"
            '  "client_id": "⟨cid⟩",\n  "client_secret": "⟨cs⟩",\n'
            '  "refresh_token": "⟨rt⟩",\n  "type": "authorized_user"\n}',
            "GOOGLE_OAUTH_CLIENT_SECRET=⟨cs⟩",
            "refresh token for the Sheets export bot: ⟨rt⟩",
        ),
        _gcp_oauth,
        n=7,
        secrets=("cs", "rt"),
    ),
    Kind(
        "gcs_hmac_secret",
        (
            "[default]\naws_access_key_id = ⟨id⟩\naws_secret_access_key = ⟨s⟩",
            "gsutil hmac create → Access ID: ⟨id⟩ Secret: ⟨s⟩ (bucket ⟨bucket⟩)",
            "rclone config: type = s3, provider = GCS, access_key_id = ⟨id⟩, "
            "secret_access_key = ⟨s⟩",
            "HMAC secret for the ⟨bucket⟩ interop client: ⟨s⟩",
        ),
        _hmac,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "memorystore_auth_string",
        (
            "redis-cli -h ⟨ip⟩ -p 6379 -a ⟨auth⟩ --no-auth-warning INFO keyspace",
            "REDIS_URL=redis://default:⟨auth⟩@⟨ip⟩:6379/0",
            "gcloud redis instances get-auth-string pdv-cache --region=southamerica-east1\n"
            "authString: ⟨auth⟩",
            "AUTH do Memorystore (cache de sessões do app de fidelidade): ⟨auth⟩",
        ),
        _memorystore,
        n=7,
        secrets=("auth",),
    ),
    Kind(
        "postgres_passwords",
        (
            'psql "postgresql://⟨user⟩:⟨pw⟩@⟨host⟩:5432/pdv?sslmode=require"',
            "⟨host⟩:5432:pdv:⟨user⟩:⟨pw⟩",
            "PGPASSWORD='⟨pw⟩' pg_dump -h ⟨host⟩ -U ⟨user⟩ -Fc pdv > pdv.dump",
            "spring.datasource.url=jdbc:postgresql://⟨host⟩:5432/pdv\n"
            "spring.datasource.username=⟨user⟩\nspring.datasource.password=⟨pw⟩",
            "A senha do ⟨user⟩ no Postgres de produção é ⟨pw2⟩ (trocar depois da Black Friday).",
            "ALTER ROLE ⟨user⟩ WITH PASSWORD '⟨pw2⟩';",
        ),
        _pg,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "debezium_connector_password",
        (
            '{\n  "name": "pdv-sales-cdc",\n  "config": {\n'
            '    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n'
            '    "database.hostname": "⟨host⟩",\n    "database.user": "debezium",\n'
            '    "database.password": "⟨pw⟩",\n    "slot.name": "⟨slot⟩"\n  }\n}',
            "curl -X PUT localhost:8083/connectors/pdv-sales-cdc/config -H 'Content-Type: "
            'application/json\' -d \'{"database.password":"⟨pw⟩","slot.name":"⟨slot⟩"}\'',
            "database.password=⟨pw⟩\ndatabase.hostname=⟨host⟩\nslot.name=⟨slot⟩",
            "Debezium user password (slot ⟨slot⟩): ⟨pw⟩",
        ),
        _debezium,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "confluent_kafka_api_secret",
        (
            "bootstrap.servers=⟨bs⟩\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\n"
            "sasl.username=⟨key⟩\nsasl.password=⟨sec⟩",
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            "username='⟨key⟩' password='⟨sec⟩';",
            "confluent api-key create --resource lkc-pdv01 → API Key ⟨key⟩, API Secret ⟨sec⟩",
            "KAFKA_API_KEY=⟨key⟩ KAFKA_API_SECRET=⟨sec⟩ ./bin/replay-settlements.sh",
        ),
        _confluent,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "schema_registry_basic_auth",
        (
            'curl -H "Authorization: Basic ⟨basic⟩" https://⟨sr⟩/subjects',
            "schema.registry.url=https://⟨sr⟩\nbasic.auth.credentials.source=USER_INFO\n"
            "basic.auth.user.info=⟨key⟩:⟨sec⟩",
            "curl -u ⟨key⟩:⟨sec⟩ https://⟨sr⟩/subjects/pdv.sales-value/versions/latest",
            "Schema Registry creds (SR key ⟨key⟩), secret: ⟨sec⟩",
        ),
        _schema_registry,
        n=7,
        secrets=("basic", "sec"),
    ),
    Kind(
        "nfe_a1_certificate_password",
        (
            "A senha do certificado A1 (.pfx) da ⟨loja⟩, CNPJ ⟨cnpj⟩, é ⟨pw⟩ — vence em ⟨exp⟩.",
            "NFE_CERT_PATH=/secrets/a1-matriz.pfx\nNFE_CERT_PASSWORD=⟨pw⟩",
            "openssl pkcs12 -in a1-matriz.pfx -nodes -passin pass:⟨pw⟩ "
            "| openssl x509 -noout -enddate",
            "keytool -list -storetype PKCS12 -keystore a1.pfx -storepass ⟨pw⟩",
            "| loja | CNPJ | senha do A1 |\n|---|---|---|\n| ⟨loja⟩ | ⟨cnpj⟩ | ⟨pw⟩ |",
        ),
        _a1,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "nfce_csc_token",
        (
            "NFCE_CSC_ID=⟨id⟩\nNFCE_CSC=⟨csc⟩",
            "CSC de produção da SEFAZ-PR (IE ⟨ie⟩), idCSC ⟨id⟩: ⟨csc⟩",
            'nfce:\n  uf: PR\n  csc-id: "⟨id⟩"\n  csc-token: "⟨csc⟩"',
            "The NFC-e QR hash is sha1(params + CSC); our CSC (id ⟨id⟩) is ⟨csc⟩, "
            "keep it out of logs.",
        ),
        _csc,
        n=7,
        secrets=("csc",),
    ),
    Kind(
        "efatura_integrator_password",
        (
            "⟨ent⟩ e-Fatura web servis kullanıcısı ⟨user⟩, şifresi ⟨pw⟩ (VKN ⟨vkn⟩).",
            "EFATURA_WS_USER=⟨user⟩\nEFATURA_WS_PASSWORD=⟨pw⟩",
            "<wsse:UsernameToken>\n  <wsse:Username>⟨user⟩</wsse:Username>\n"
            '  <wsse:Password Type="#PasswordText">⟨pw⟩</wsse:Password>\n</wsse:UsernameToken>',
            "e-Arşiv portal login for the Izmir entity: ⟨user⟩ / ⟨pw⟩",
        ),
        _efatura,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "nestpay_store_key",
        (
            "⟨bank⟩ sanal POS 3D Pay: clientid=⟨cid⟩, storekey=⟨sk⟩",
            "NESTPAY_CLIENT_ID=⟨cid⟩\nNESTPAY_STORE_KEY=⟨sk⟩\nNESTPAY_API_PASSWORD=⟨pw⟩",
            "Mağaza anahtarı (storekey) değişti, yenisi: ⟨sk⟩ — "
            "hash hesaplaması bununla yapılıyor.",
            "<CC5Request>\n  <Name>pdvapi</Name>\n  <Password>⟨pw⟩</Password>\n"
            "  <ClientId>⟨cid⟩</ClientId>\n  <Type>Auth</Type>\n</CC5Request>",
        ),
        _nestpay,
        n=7,
        secrets=("sk", "pw"),
    ),
    Kind(
        "garanti_provision_password",
        (
            "Garanti BBVA sanal POS: TerminalID ⟨tid⟩, MerchantID ⟨mid⟩, PROVAUT şifresi ⟨pw⟩",
            "GARANTI_TERMINAL_ID=⟨tid⟩\nGARANTI_PROV_PASSWORD=⟨pw⟩\nGARANTI_3D_STORE_KEY=⟨sk⟩",
            "3D secure store key for terminal ⟨tid⟩: ⟨sk⟩",
            "hashedPassword = sha1(⟨pw⟩ + '0' + ⟨tid⟩) — provision password is ⟨pw⟩",
        ),
        _garanti,
        n=7,
        secrets=("pw", "sk"),
    ),
    Kind(
        "dukpt_bdk_key_components",
        (
            "Key ceremony 2028-06-03 (HSM payShield):\n  ZMK component 1: ⟨c1⟩\n"
            "  ZMK component 2: ⟨c2⟩\n  KCV: ⟨kcv⟩",
            "BDK de produção para injeção nos PIN pads: ⟨bdk⟩ (KCV ⟨kcv⟩)",
            "./key-injector --bdk ⟨bdk⟩ --ksn ⟨ksn⟩ --slot 1",
            "| componente | valor | KCV |\n|---|---|---|\n| C1 | ⟨c1⟩ | ⟨kcv⟩ |",
        ),
        _dukpt,
        n=7,
        secrets=("c1", "c2", "bdk"),
    ),
    Kind(
        "tokenization_data_encryption_key",
        (
            "TOKEN_VAULT_DEK_V⟨ver⟩=⟨dek⟩",
            "Unwrapped DEK (version ⟨ver⟩) from the vault export, AES-256: ⟨hex⟩",
            "vault write transit/keys/pan-tokenizer/import ciphertext=… # raw key was ⟨dek⟩",
            'tokenizer:\n  dek-version: ⟨ver⟩\n  dek: "⟨dek⟩"',
        ),
        _dek,
        n=7,
        secrets=("dek", "hex"),
    ),
    Kind(
        "loyalty_jwt_signing_secret",
        (
            "jwt.secret=⟨s⟩\njwt.expiration-minutes=30",
            "LOYALTY_JWT_HS512_SECRET=⟨s⟩",
            "O segredo HMAC dos tokens do Clube Araucária é ⟨s2⟩ (igual em stg e prod!).",
            'security:\n  jwt:\n    signing-key: "⟨s2⟩"\n    issuer: clube-araucaria',
        ),
        _jwt_secret,
        n=7,
        secrets=("s", "s2"),
    ),
    Kind(
        "loyalty_bearer_jwt",
        (
            "curl https://api.clube-araucaria.com.br/v2/points -H 'Authorization: Bearer ⟨jwt⟩'",
            "Token de um cliente real (CPF ⟨cpfm⟩) que ficou no log: ⟨jwt⟩",
            "2028-06-11T14:02:11Z DEBUG http outgoing headers={Authorization=Bearer ⟨jwt⟩}",
            '{"access_token":"⟨jwt⟩","token_type":"Bearer","expires_in":1800}',
        ),
        _jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "fcm_legacy_server_key",
        (
            'curl https://fcm.googleapis.com/fcm/send -H "Authorization: key=⟨k⟩" '
            "-H 'Content-Type: application/json' -d @promo.json",
            "FCM_SERVER_KEY=⟨k⟩\nFCM_SENDER_ID=⟨sender⟩",
            "Legacy FCM server key (sender ⟨sender⟩) still used by the promo push cron: ⟨k⟩",
        ),
        _fcm,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "app_store_connect_p8_key",
        (
            "AuthKey_⟨kid⟩.p8 (issuer ⟨iss⟩):\n" + _BEGIN + _PK + "\n⟨body⟩\n" + _END + _PK,
            _BEGIN + _PK + "\n⟨body⟩\n" + _END + _PK + "\n",
            'APP_STORE_CONNECT_KEY_ID=⟨kid⟩\nAPP_STORE_CONNECT_KEY="'
            + _BEGIN
            + _PK
            + "\n⟨body⟩\n"
            + _END
            + _PK
            + '"',
        ),
        _p8,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "sms_provider_credentials",
        (
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "-u ⟨sid⟩:⟨tok⟩ --data-urlencode 'Body=Seu código: 4821'",
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "Netgsm OTP gönderimi: usercode ⟨usercode⟩, şifre ⟨npw⟩",
            "https://api.netgsm.com.tr/sms/send/get?usercode=⟨usercode⟩&password=⟨npw⟩"
            "&msgheader=ARAUCARIA",
        ),
        _sms,
        n=7,
        secrets=("tok", "npw"),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨k⟩",
            'curl https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer ⟨k⟩" '
            "-d @recibo.json",
            "Chave do SendGrid para os recibos por e-mail (Full Access, reduzir escopo): ⟨k⟩",
        ),
        _sendgrid,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "slack_webhook_url",
        (
            "curl -X POST -H 'Content-type: application/json' "
            '--data \'{"text":"Pix fora"}\' ⟨url⟩',
            "ALERT_WEBHOOK=⟨url⟩",
            "Webhook do ⟨chan⟩ (alertas de conciliação): ⟨url⟩",
            "alertmanager:\n  receivers:\n    - name: pdv\n      slack_configs:\n"
            "        - api_url: ⟨url⟩\n          channel: '⟨chan⟩'",
        ),
        _slack,
        n=7,
        secrets=("url",),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "GH_TOKEN=⟨t⟩ gh release download v4.12.0 -R araucaria/pdv-android",
            "git clone https://oauth2:⟨t⟩@github.com/araucaria/nfe-signer.git",
            "Fine-grained PAT for the fiscal-tables sync job (expires 2028-09-01): ⟨t⟩",
        ),
        _ghpat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "observability_tokens",
        (
            "SENTRY_AUTH_TOKEN=⟨st⟩ sentry-cli releases new pdv-android@4.12.0",
            "DD_API_KEY=⟨dd⟩\nDD_APP_KEY=⟨ddapp⟩\nDD_SITE=datadoghq.com",
            'curl -X GET https://api.datadoghq.com/api/v1/validate -H "DD-API-KEY: ⟨dd⟩"',
            "Sentry user token do Lucas (pra subir source maps do app): ⟨st⟩",
        ),
        _obs,
        n=7,
        secrets=("st", "dd", "ddapp"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incidente NF-e ⟨t⟩\n- chave de acesso ⟨nfe⟩\n- emitente CNPJ ⟨cnpj⟩\n"
            "- commit do fix ⟨sha⟩\n- senha temporária do usuário sefaz_ws: ⟨pw⟩",
            "Conciliação Pix\n▹ endToEndId ⟨e2e⟩\n▹ MerchantId ⟨mid⟩ (público)\n"
            "▹ MerchantKey ⟨mk⟩ (colado por engano, rotacionar)",
            "Olay notu ⟨t⟩\n• E2E ⟨e2e⟩ iki kez işlendi\n• deploy ⟨sha⟩\n"
            "• prod DB şifresi geçici olarak ⟨pw⟩ yapıldı",
        ),
        _among,
        n=6,
        secrets=("pw", "mk"),
    ),
)
