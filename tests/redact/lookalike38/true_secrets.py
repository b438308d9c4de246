"""True secrets in the memory notes of a hospital data engineer; each kind names the fields
that must not survive. Multi-line key bodies are listed line by line (see ``gen.secrets_of``).
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike38.gen import (
    ALNUM,
    B64,
    B64URL,
    HEX,
    UPPER_ALNUM,
    Kind,
    any_password,
    b64,
    b64_of,
    b64url,
    b64url_json,
    dicom_uid,
    fernet_key,
    hexs,
    human_password,
    num,
    password,
    pem_body,
    pick,
    snowflake_qid,
    stamp,
    url_password,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_HVS = "hv" + "s."
_AIZA = "AI" + "za"
_GOCSPX = "GOC" + "SPX-"
_YA29 = "ya" + "29."
_GOOG1 = "GO" + "OG1E"
_DBTC = "db" + "tc_"
_GHPAT = "github" + "_pat_"
_HOOKS = "https://hooks." + "slack.com/services/"

_ACCOUNTS = ("ALMUDENA-HRA_PROD", "almudena-hra_analytics", "xq48213.europe-west4.gcp")
_PKCS8 = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"
_PKCS8_ENC = "MIIFJDBWBgkqhkiG9w0BBQ0wSTAxBgkqhkiG9w0BBQwwJAQQ"
_OPENSSH = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
_OPENSSH_RSA = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn"


def _vault_token(r: Random) -> str:
    if r.random() < 0.5:
        return _HVS + pick(r, ALNUM, 24)
    return _HVS + "CAESI" + pick(r, B64URL, 86)


def _vault(r: Random) -> dict[str, str]:
    return {"t": _vault_token(r), "acc": pick(r, ALNUM, 24), "n": num(r, 4)}


def _approle(r: Random) -> dict[str, str]:
    return {"role": uuid4(r), "sid": uuid4(r), "acc": uuid4(r)}


def _unseal(r: Random) -> dict[str, str]:
    keys = {f"k{i}": b64(r, 33 if r.random() < 0.3 else 32) for i in range(1, 6)}
    return {**keys, "root": _vault_token(r)}


def _sa_email(r: Random) -> str:
    return r.choice(("svc-airflow-gcs", "svc-dbt", "sa-pacs-export", "svc-fhir-sync", "sa-lab-gdl"))


def _gcp_sa(r: Random) -> dict[str, str]:
    body = pem_body(r, _PKCS8, 1624)
    return {
        "body": body.replace("\n", "\\n"),
        "pem": body,
        "kid": hexs(r, 40),
        "sa": _sa_email(r),
        "cid": num(r, 21),
    }


def _api_key(r: Random) -> dict[str, str]:
    return {"k": _AIZA + "Sy" + pick(r, B64URL, 33), "pn": num(r, 12), "kid": uuid4(r)}


def _oauth_client(r: Random) -> dict[str, str]:
    return {
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "rt": "1//0" + r.choice("349gh") + pick(r, B64URL, 98),
        "cnum": num(r, 12),
        "cid": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32),
    }


def _access_token(r: Random) -> dict[str, str]:
    return {
        "t": _YA29 + "a0A" + pick(r, B64URL, r.randint(160, 230)),
        "nhc": num(r, 8),
        "n": str(r.randint(1000, 9999)),
    }


def _hmac(r: Random) -> dict[str, str]:
    return {"aid": _GOOG1 + pick(r, UPPER_ALNUM, 55), "s": pick(r, B64, 40)}


def _gar(r: Random) -> dict[str, str]:
    body = pem_body(r, _PKCS8, 1624).replace("\n", "\\n")
    sa = _sa_email(r)
    key = {
        "type": "service_account",
        "project_id": "hra-artifacts",
        "private_key_id": hexs(r, 40),
        "private_key": "-----BEGIN PRIVATE KEY-----\\n" + body + "\\n-----END PRIVATE KEY-----\\n",
        "client_email": f"{sa}@hra-artifacts.iam.gserviceaccount.com",
        "client_id": num(r, 21),
    }
    text = json.dumps(key, indent=2).replace("\\\\n", "\\n")
    return {"blob": b64_of(text)}


def _kc_secret(r: Random) -> dict[str, str]:
    return {"s": pick(r, ALNUM, 32), "cuuid": uuid4(r)}


def _kc_admin(r: Random) -> dict[str, str]:
    return {"pw": any_password(r), "pw2": password(r, r.choice((20, 24)))}


def _kc_jwt(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "RS256", "typ": "JWT", "kid": b64url(r, 32)})
    iat = 1880000000 + r.randint(0, 2_600_000)
    client = r.choice(("fhir-bulk-export", "airflow", "mirth-fhir", "portal-paciente"))
    claims = {
        "exp": iat + 300,
        "iat": iat,
        "jti": uuid4(r),
        "iss": "https://sso.almudena-salud.es/realms/clinico",
        "aud": "fhir-api",
        "sub": uuid4(r),
        "typ": "Bearer",
        "azp": client,
        "scope": "system/Patient.read system/Observation.read",
        "preferred_username": f"service-account-{client}",
    }
    return {"jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 256)}", "pid": uuid4(r)}


def _snowflake(r: Random) -> dict[str, str]:
    return {"pw": url_password(r), "acct": r.choice(_ACCOUNTS)}


def _snowflake_key(r: Random) -> dict[str, str]:
    body = pem_body(r, _PKCS8_ENC, 1708)
    return {"pem": body, "one": body.replace("\n", ""), "pp": human_password(r)}


def _dbt(r: Random) -> dict[str, str]:
    return {"t": _DBTC + pick(r, B64URL, 56), "acc": num(r, 5), "job": num(r, 6)}


def _af_conn(r: Random) -> dict[str, str]:
    return {"pw": url_password(r), "acct": r.choice(_ACCOUNTS)}


def _fernet(r: Random) -> dict[str, str]:
    return {
        "f": fernet_key(r),
        "f2": fernet_key(r),
        "sk": hexs(r, 32) if r.random() < 0.5 else b64(r, 24),
    }


def _dsn(r: Random) -> dict[str, str]:
    return {"pw": url_password(r), "pw2": url_password(r)}


def _scram(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((20, 24, 32))), "ts": password(r, 18)}


def _confluent(r: Random) -> dict[str, str]:
    key = pick(r, UPPER_ALNUM, 16)
    return {
        "key": key,
        "keypad": key + " " * 48,
        "sec": pick(r, B64, 64),
        "lkc": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5),
    }


def _sftp(r: Random) -> dict[str, str]:
    pw = any_password(r)
    return {"pw": pw, "pwb": b64_of(pw)}


def _openssh(r: Random) -> dict[str, str]:
    if r.random() < 0.6:
        body = pem_body(r, _OPENSSH, 5 * 70 - r.randint(0, 8) * 4 - 2, 70)
    else:
        body = pem_body(r, _OPENSSH_RSA, 2590, 70)
    return {"key": body}


def _pgp(r: Random) -> dict[str, str]:
    start = r.choice(("lQdGBG", "lQVYBG", "lFgEZ"))
    return {
        "key": pem_body(r, start, r.choice((1248, 1860, 2640, 520))),
        "crc": pick(r, B64, 4),
        "pp": human_password(r) if r.random() < 0.5 else password(r, 24),
        "kid": hexs(r, 16).upper(),
        "n": num(r, 6),
    }


def _mirth(r: Random) -> dict[str, str]:
    return {"pw": any_password(r), "sp": pick(r, ALNUM, 20), "kp": pick(r, ALNUM, 20)}


def _smart(r: Random) -> dict[str, str]:
    s = b64url(r, 32) if r.random() < 0.5 else pick(r, ALNUM, 48)
    return {"s": s}


def _pacs(r: Random) -> dict[str, str]:
    pw = any_password(r)
    user = r.choice(("dicomweb", "ohif", "router-urg", "ia-mamografia"))
    return {
        "pw": pw,
        "pw2": password(r, 20),
        "b": b64_of(f"{user}:{pw}"),
        "user": user,
        "mrn": num(r, 8),
    }


def _lis(r: Random) -> dict[str, str]:
    return {"pw": any_password(r)}


def _ghpat(r: Random) -> dict[str, str]:
    return {"t": _GHPAT + "11" + pick(r, UPPER_ALNUM, 20) + "_" + pick(r, ALNUM, 59)}


def _slack(r: Random) -> dict[str, str]:
    return {
        "tid": pick(r, UPPER_ALNUM, 8),
        "bid": pick(r, UPPER_ALNUM, 10),
        "tok": pick(r, ALNUM, 24),
        "hooks": _HOOKS,
    }


def _twilio(r: Random) -> dict[str, str]:
    return {"sid": pick(r, HEX, 32), "tok": hexs(r, 32)}


def _apim(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 32), "k2": hexs(r, 32)}


def _prose(r: Random) -> dict[str, str]:
    return {"pw": any_password(r)}


def _among(r: Random) -> dict[str, str]:
    return {
        "uid": dicom_uid(r),
        "sha": hexs(r, 40),
        "qid": snowflake_qid(r),
        "t": _vault_token(r),
        "pw": any_password(r),
        "sha256": hexs(r, 64),
        "ctl": stamp(r) + num(r, 4),
        "n": num(r, 5),
        "off": num(r, 8),
        "k": hexs(r, 32),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "vault_service_token",
        (
            "export VAULT_ADDR=https://vault.almudena-salud.es:8200\nexport VAULT_TOKEN=⟨t⟩\n"
            "vault kv get -mount=kv-datos snowflake/svc_airflow",
            "$ vault login ⟨t⟩\nSuccess! You are now authenticated. The token information "
            "displayed below\nis already stored in the token helper. You do NOT need to run "
            '"vault login"\nagain. Future Vault requests will automatically use this token.\n\n'
            "Key                  Value\n---                  -----\ntoken                ⟨t⟩\n"
            "token_accessor       ⟨acc⟩\ntoken_duration       768h\ntoken_renewable      true\n"
            'token_policies       ["airflow-read" "default"]',
            'curl -s -H "X-Vault-Token: ⟨t⟩" https://vault.almudena-salud.es:8200/v1/kv-datos/'
            "data/kafka/scram-ingesta | jq .data.data",
            "El token de Vault que dejó Iñaki para el pipeline de dbt es ⟨t⟩ (caduca el "
            "2029-09-01; renovar con `vault token renew`).",
        ),
        _vault,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "vault_approle_secret_id",
        (
            "vault write auth/approle/login role_id=⟨role⟩ secret_id=⟨sid⟩",
            'AIRFLOW__SECRETS__BACKEND_KWARGS=\'{"connections_path": "airflow/connections", '
            '"mount_point": "kv-datos", "url": "https://vault.almudena-salud.es:8200", '
            '"auth_type": "approle", "role_id": "⟨role⟩", "secret_id": "⟨sid⟩"}\'',
            "$ vault write -f auth/approle/role/airflow-prod/secret-id\nKey                   "
            "Value\n---                   -----\nsecret_id             ⟨sid⟩\n"
            "secret_id_accessor    ⟨acc⟩\nsecret_id_num_uses    0\nsecret_id_ttl         720h",
            "Credencials AppRole del Kafka Connect: role_id ⟨role⟩ / secret_id ⟨sid⟩ (no el "
            "compartiu fora de l'equip de dades).",
        ),
        _approle,
        n=7,
        secrets=("sid",),
    ),
    Kind(
        "vault_unseal_and_root",
        (
            "$ vault operator init -key-shares=5 -key-threshold=3\nUnseal Key 1: ⟨k1⟩\n"
            "Unseal Key 2: ⟨k2⟩\nUnseal Key 3: ⟨k3⟩\nUnseal Key 4: ⟨k4⟩\nUnseal Key 5: ⟨k5⟩\n\n"
            "Initial Root Token: ⟨root⟩\n\nVault initialized with 5 key shares and a key "
            "threshold of 3.",
            "vault operator unseal ⟨k1⟩   # clave 1 de 3, la custodia Arantxa",
            "Recovery key compartida para el DR de Guadalajara: ⟨k2⟩",
            "Giltza (unseal key) 3: ⟨k3⟩ — gorde kutxa gotorrean, ez Slack-en.",
        ),
        _unseal,
        n=7,
        secrets=("k1", "k2", "k3", "k4", "k5", "root"),
    ),
    Kind(
        "gcp_service_account_private_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "hra-dataplatform-prod",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n'
            '⟨body⟩\\n-----END PRIVATE KEY-----\\n",\n'
            '  "client_email": "⟨sa⟩@hra-dataplatform-prod.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n  "auth_uri": "https://accounts.google.com/o/oauth2/auth",'
            '\n  "token_uri": "https://oauth2.googleapis.com/token",\n'
            '  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",\n'
            '  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/'
            '⟨sa⟩%40hra-dataplatform-prod.iam.gserviceaccount.com",\n'
            '  "universe_domain": "googleapis.com"\n}',
            "airflow connections add google_cloud_default --conn-type google_cloud_platform "
            '--conn-extra \'{"keyfile_dict": {"type": "service_account", "project_id": '
            '"hra-dataplatform-prod", "private_key_id": "⟨kid⟩", "private_key": '
            '"-----BEGIN PRIVATE KEY-----\\n⟨body⟩\\n-----END PRIVATE KEY-----\\n", '
            '"client_email": "⟨sa⟩@hra-dataplatform-prod.iam.gserviceaccount.com"}}\'',
            "jq -r .private_key ⟨sa⟩.json > /tmp/sa.pem  (para probar con openssl):\n\n"
            "-----BEGIN PRIVATE KEY-----\n⟨pem⟩\n-----END PRIVATE KEY-----",
        ),
        _gcp_sa,
        n=7,
        secrets=("body", "pem"),
    ),
    Kind(
        "gcp_api_key",
        (
            'curl "https://translation.googleapis.com/language/translate/v2?key=⟨k⟩" '
            "-d q='Informe de alta' -d source=es -d target=eu",
            "GOOGLE_API_KEY=⟨k⟩  # Healthcare NLP demo, restringida por IP",
            "$ gcloud services api-keys get-key-string projects/⟨pn⟩/locations/global/keys/"
            "⟨kid⟩\nkeyString: ⟨k⟩",
            "La API key del Maps Geocoding (direcciones de pacientes de hospitalización a "
            "domicilio) es ⟨k⟩.",
        ),
        _api_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "gcp_oauth_client_secret_refresh_token",
        (
            '{\n  "account": "",\n  "client_id": "⟨cnum⟩-⟨cid⟩.apps.googleusercontent.com",\n'
            '  "client_secret": "⟨cs⟩",\n  "quota_project_id": "hra-dataplatform-prod",\n'
            '  "refresh_token": "⟨rt⟩",\n  "type": "authorized_user",\n'
            '  "universe_domain": "googleapis.com"\n}',
            "kcadm.sh create identity-provider/instances -r personal -s alias=google "
            "-s providerId=google -s enabled=true "
            "-s config.clientId=⟨cnum⟩-⟨cid⟩.apps.googleusercontent.com "
            "-s config.clientSecret=⟨cs⟩",
            "Client secret del OAuth client «Looker Studio HRA»: ⟨cs⟩",
            "refresh_token for the svc-reporting Google account: ⟨rt⟩ (made with oauth2l, "
            "scope bigquery.readonly)",
        ),
        _oauth_client,
        n=7,
        secrets=("cs", "rt"),
    ),
    Kind(
        "gcp_oauth_access_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" "https://healthcare.googleapis.com/v1/'
            "projects/hra-dataplatform-prod/locations/europe-southwest1/datasets/clinico/"
            'fhirStores/fhir-r4/fhir/Patient?identifier=⟨nhc⟩"',
            "$ gcloud auth print-access-token\n⟨t⟩",
            "GOOGLE_OAUTH_ACCESS_TOKEN=⟨t⟩ terraform plan -target=module.healthcare_api",
            "access_token pegado en el ticket DATA-⟨n⟩ (vale 1 h, pero hay que borrarlo): ⟨t⟩",
        ),
        _access_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "gcs_hmac_secret",
        (
            "$ gcloud storage hmac create svc-snowpipe@hra-dataplatform-prod.iam."
            "gserviceaccount.com\nmetadata:\n  accessId: ⟨aid⟩\n  etag: 5e6f7a8b-1c2d-4e3f\n"
            "  projectId: hra-dataplatform-prod\n  state: ACTIVE\nsecret: ⟨s⟩",
            "~/.boto:\n[Credentials]\ngs_access_key_id = ⟨aid⟩\ngs_secret_access_key = ⟨s⟩",
            "[gcs-aseguradoras]\ntype = s3\nprovider = GCS\naccess_key_id = ⟨aid⟩\n"
            "secret_access_key = ⟨s⟩\nendpoint = https://storage.googleapis.com",
            "AWS_ACCESS_KEY_ID=⟨aid⟩ AWS_SECRET_ACCESS_KEY=⟨s⟩ aws s3 ls "
            "s3://hra-export-aseguradoras --endpoint-url https://storage.googleapis.com",
        ),
        _hmac,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "artifact_registry_json_key_base64",
        (
            "docker login -u _json_key_base64 -p ⟨blob⟩ https://europe-southwest1-docker.pkg.dev",
            "GitHub Actions secret GAR_JSON_KEY_B64 (para depurar el push de la imagen de "
            "Mirth):\n⟨blob⟩",
            'echo "⟨blob⟩" | base64 -d > /tmp/gar.json && gcloud auth activate-service-account '
            "--key-file=/tmp/gar.json",
        ),
        _gar,
        n=7,
        secrets=("blob",),
    ),
    Kind(
        "keycloak_client_secret",
        (
            "KC_CLIENT_SECRET=⟨s⟩  # cliente airflow-webserver, realm interno",
            "curl -s -X POST https://sso.almudena-salud.es/realms/clinico/protocol/"
            "openid-connect/token -d grant_type=client_credentials -d client_id=fhir-bulk-export "
            "-d client_secret=⟨s⟩",
            '$ kcadm.sh get clients/⟨cuuid⟩/client-secret -r clinico\n{\n  "type" : "secret",\n'
            '  "value" : "⟨s⟩"\n}',
            'OAUTH_PROVIDERS = [{\n    "name": "keycloak",\n    "token_key": "access_token",\n'
            '    "remote_app": {\n        "client_id": "airflow",\n'
            '        "client_secret": "⟨s⟩",\n        "server_metadata_url": '
            '"https://sso.almudena-salud.es/realms/interno/.well-known/openid-configuration",\n'
            "    },\n}]",
        ),
        _kc_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "keycloak_admin_password",
        (
            "KEYCLOAK_ADMIN=admin\nKEYCLOAK_ADMIN_PASSWORD=⟨pw⟩\nKC_DB=postgres\n"
            "KC_DB_URL=jdbc:postgresql://kc-db.hra.local:5432/keycloak\nKC_DB_PASSWORD=⟨pw2⟩",
            "kcadm.sh config credentials --server https://sso.almudena-salud.es --realm master "
            "--user admin --password '⟨pw⟩'",
            "La contrasenya de l'admin de Keycloak (realm master) és ⟨pw⟩; la va canviar la "
            "Montse després de l'auditoria.",
            "helm upgrade keycloak bitnami/keycloak -n sso --set auth.adminPassword='⟨pw⟩' "
            "--set postgresql.auth.password='⟨pw2⟩'",
        ),
        _kc_admin,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "keycloak_access_token_jwt",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" '
            '"https://fhir.almudena-salud.es/fhir/r4/Observation?subject=Patient/⟨pid⟩&_count=50"',
            '{"access_token":"⟨jwt⟩","expires_in":300,"refresh_expires_in":0,'
            '"token_type":"Bearer","not-before-policy":0,'
            '"scope":"system/Patient.read system/Observation.read"}',
            "Token que devolvió 401 en el conector FHIR (audience mal puesta): ⟨jwt⟩",
        ),
        _kc_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "snowflake_password",
        (
            "SNOWSQL_PWD='⟨pw⟩' snowsql -a ⟨acct⟩ -u SVC_AIRFLOW -w WH_INGESTA -d RAW_CLINICO",
            "hra:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n"
            "      account: ⟨acct⟩\n      user: SVC_DBT\n      password: ⟨pw⟩\n"
            "      role: ROL_DBT\n      database: ANALYTICS\n      warehouse: WH_TRANSFORM\n"
            "      schema: marts\n      threads: 8",
            "ALTER USER SVC_POWERBI SET PASSWORD = '⟨pw⟩' MUST_CHANGE_PASSWORD = FALSE;",
            "Snowflake, usuari SVC_QLIK: contrasenya ⟨pw⟩ (el compte no té MFA, cal migrar a "
            "key-pair).",
            "snowflake://SVC_DBT:⟨pw⟩@⟨acct⟩/ANALYTICS/STAGING?warehouse=WH_TRANSFORM&role=ROL_DBT",
            "SQLALCHEMY_URL=snowflake://SVC_SUPERSET:⟨pw⟩@⟨acct⟩/ANALYTICS/MARTS"
            "?warehouse=WH_BI&role=ROL_BI",
            'engine = create_engine("snowflake://SVC_LAB_GDL:⟨pw⟩@⟨acct⟩/RAW_LAB/GDL")',
        ),
        _snowflake,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "snowflake_encrypted_private_key",
        (
            "rsa_key.p8 (usuario SVC_KAFKA_CONNECTOR):\n-----BEGIN ENCRYPTED PRIVATE KEY-----\n"
            "⟨pem⟩\n-----END ENCRYPTED PRIVATE KEY-----\npassphrase: ⟨pp⟩",
            '{\n  "name": "snowflake-sink-hl7",\n  "config": {\n'
            '    "connector.class": "com.snowflake.kafka.connector.SnowflakeSinkConnector",\n'
            '    "topics": "hl7.oru.v1,hl7.adt.v1",\n'
            '    "snowflake.url.name": "almudena-hra_prod.snowflakecomputing.com:443",\n'
            '    "snowflake.user.name": "SVC_KAFKA_CONNECTOR",\n'
            '    "snowflake.private.key": "⟨one⟩",\n'
            '    "snowflake.private.key.passphrase": "⟨pp⟩",\n'
            '    "snowflake.database.name": "RAW_CLINICO"\n  }\n}',
            "      authenticator: snowflake_jwt\n"
            "      private_key_path: /opt/dbt/keys/rsa_key.p8\n"
            "      private_key_passphrase: ⟨pp⟩",
        ),
        _snowflake_key,
        n=7,
        secrets=("pem", "one", "pp"),
    ),
    Kind(
        "dbt_cloud_service_token",
        (
            "DBT_CLOUD_API_TOKEN=⟨t⟩",
            'curl -X POST -H "Authorization: Token ⟨t⟩" -H "Content-Type: application/json" '
            "https://emea.dbt.com/api/v2/accounts/⟨acc⟩/jobs/⟨job⟩/run/ "
            '-d \'{"cause": "Reintento tras caída de Snowflake"}\'',
            "Airflow connection dbt_cloud_default: login=⟨acc⟩, password=⟨t⟩, host=emea.dbt.com",
            "Token de servicio de dbt Cloud (permiso Job Admin, sin caducidad): ⟨t⟩",
        ),
        _dbt,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "airflow_connection_password",
        (
            "export AIRFLOW_CONN_SFTP_NORTE='sftp://hra_envios:⟨pw⟩@sftp.norte-seguros.es:2222/"
            "?no_host_key_check=false'",
            "airflow connections add hl7_mirth_db --conn-type postgres --conn-host "
            "mirth-db01.hra.local --conn-login mirth_ro --conn-password '⟨pw⟩' --conn-port 5432 "
            "--conn-schema mirthdb",
            "$ airflow connections get snowflake_default -o yaml\n- conn_id: snowflake_default\n"
            "  conn_type: snowflake\n  host: ⟨acct⟩.snowflakecomputing.com\n  login: SVC_AIRFLOW\n"
            "  password: ⟨pw⟩\n  extra_dejson:\n    warehouse: WH_INGESTA\n    role: ROL_INGESTA",
            "Airflow-ko `sftp_imq` konexioaren pasahitza ⟨pw⟩ da; Vault-era eraman behar da.",
            "The `pacs_dicomweb` connection in Airflow still has the old password ⟨pw⟩ in the "
            "metadata DB — move it to Vault.",
        ),
        _af_conn,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "airflow_fernet_and_secret_key",
        (
            "AIRFLOW__CORE__FERNET_KEY=⟨f⟩\nAIRFLOW__WEBSERVER__SECRET_KEY=⟨sk⟩",
            "[core]\nfernet_key = ⟨f⟩\n\n[webserver]\nsecret_key = ⟨sk⟩",
            "values-prod.yaml:\nfernetKey: ⟨f⟩\nwebserverSecretKey: ⟨sk⟩",
            "Rotación de la fernet key: nueva ⟨f⟩, antigua ⟨f2⟩ → "
            "AIRFLOW__CORE__FERNET_KEY=⟨f⟩,⟨f2⟩ y luego `airflow rotate-fernet-key`.",
        ),
        _fernet,
        n=7,
        secrets=("f", "f2", "sk"),
    ),
    Kind(
        "postgres_dsn_password",
        (
            "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN=postgresql+psycopg2://airflow:⟨pw⟩@"
            "pg-airflow.hra.local:5432/airflow",
            'psql "host=mirth-db01.hra.local dbname=mirthdb user=mirth password=⟨pw⟩ '
            'sslmode=require"',
            "~/.pgpass:\npg-airflow.hra.local:5432:airflow:airflow:⟨pw⟩\n"
            "mirth-db01.hra.local:5432:mirthdb:mirth_ro:⟨pw2⟩",
            "jdbc:postgresql://kc-db.hra.local:5432/keycloak?user=keycloak&password=⟨pw⟩&ssl=true",
        ),
        _dsn,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "kafka_scram_password",
        (
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
            'username="svc-hl7-ingesta" password="⟨pw⟩";',
            "kafka-configs.sh --bootstrap-server kafka-1.hra.local:9093 --command-config "
            "admin.properties --alter --add-config 'SCRAM-SHA-512=[password=⟨pw⟩]' "
            "--entity-type users --entity-name svc-fhir-sink",
            "client.properties:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
            'username="svc-dicom-events" password="⟨pw⟩";\n'
            "ssl.truststore.location=/etc/kafka/truststore.jks\nssl.truststore.password=⟨ts⟩",
            "KAFKA_SASL_PASSWORD='⟨pw⟩' python -m ingesta.consumer --topic hl7.adt.v1 "
            "--group dbt-raw-adt",
        ),
        _scram,
        n=7,
        secrets=("pw", "ts"),
    ),
    Kind(
        "confluent_cloud_api_secret",
        (
            "confluent api-key store ⟨key⟩ ⟨sec⟩ --resource lkc-⟨lkc⟩",
            "$ confluent api-key create --resource lkc-⟨lkc⟩ --description lab-gdl\n"
            "It may take a couple of minutes for the API key to be ready.\n"
            "Save the API key and secret. The secret is not retrievable later.\n"
            "+------------+------------------------------------------------------------------+\n"
            "| API Key    | ⟨keypad⟩ |\n"
            "| API Secret | ⟨sec⟩ |\n"
            "+------------+------------------------------------------------------------------+",
            "schema.registry.basic.auth.credentials.source=USER_INFO\n"
            "schema.registry.basic.auth.user.info=⟨key⟩:⟨sec⟩",
            "Confluent Cloud (cluster lkc-⟨lkc⟩): API key ⟨key⟩, secret ⟨sec⟩ — desde "
            "Guadalajara la latencia ronda los 180 ms.",
        ),
        _confluent,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "sftp_insurer_password",
        (
            "sshpass -p '⟨pw⟩' sftp -P 2222 hra_envios@sftp.norte-seguros.es",
            "lftp -u hra_gdl,'⟨pw⟩' sftp://edi.vidasegura.mx -e 'mput /data/out/*.pgp; bye'",
            "La contraseña del SFTP de Mutua Bidasoa (usuario HRA_FACTURAS) es ⟨pw⟩; la "
            "cambian cada 90 días.",
            "<Server>\n  <Host>sftp.norte-seguros.es</Host>\n  <Port>2222</Port>\n"
            "  <Protocol>1</Protocol>\n  <User>hra_envios</User>\n"
            '  <Pass encoding="base64">⟨pwb⟩</Pass>\n  <Name>Norte Seguros (facturas)</Name>\n'
            "</Server>",
        ),
        _sftp,
        n=7,
        secrets=("pw", "pwb"),
    ),
    Kind(
        "openssh_private_key",
        (
            "Clave del SFTP de aseguradoras (id_ed25519_aseguradoras):\n"
            "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨key⟩\n-----END OPENSSH PRIVATE KEY-----",
            "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨key⟩\n-----END OPENSSH PRIVATE KEY-----\n",
            "Airflow Variable `sftp_gnp_private_key` (copiada de la UI):\n\n"
            "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨key⟩\n-----END OPENSSH PRIVATE KEY-----",
        ),
        _openssh,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "pgp_private_key_and_passphrase",
        (
            "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n⟨key⟩\n=⟨crc⟩\n"
            "-----END PGP PRIVATE KEY BLOCK-----",
            "gpg --batch --pinentry-mode loopback --passphrase '⟨pp⟩' --decrypt "
            "REMESA_⟨n⟩.csv.pgp > remesa.csv",
            "Passphrase de la clave PGP de facturación (key id ⟨kid⟩): ⟨pp⟩",
            "Clau privada PGP per desxifrar les respostes de la mútua (passphrase ⟨pp⟩):\n\n"
            "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n⟨key⟩\n=⟨crc⟩\n"
            "-----END PGP PRIVATE KEY BLOCK-----",
        ),
        _pgp,
        n=7,
        secrets=("key", "pp"),
    ),
    Kind(
        "mirth_connect_credentials",
        (
            "mirth.properties:\ndatabase = postgres\n"
            "database.url = jdbc:postgresql://mirth-db01.hra.local:5432/mirthdb\n"
            "database.username = mirth\ndatabase.password = ⟨pw⟩\n"
            "keystore.path = ${dir.appdata}/keystore.jks\nkeystore.storepass = ⟨sp⟩\n"
            "keystore.keypass = ⟨kp⟩",
            "mccommand -a https://mirth01.hra.local:8443 -u admin -p '⟨pw⟩' "
            "-s exportar_canales.txt",
            "Canal ADT_HIS_a_FHIR → Database Writer: jdbc:sqlserver://his-sql01.hra.local:1433;"
            "databaseName=HIS_INTEGRA;user=mirth_writer;password=⟨pw⟩;encrypt=true",
            "Usuario admin de Mirth en el laboratorio de Guadalajara: admin / ⟨pw⟩ (lo pidió "
            "soporte del proveedor para revisar el canal ASTM).",
        ),
        _mirth,
        n=7,
        secrets=("pw", "sp", "kp"),
    ),
    Kind(
        "fhir_client_secret",
        (
            'curl -u "hra-bulk:⟨s⟩" -d "grant_type=client_credentials&scope=system/*.read" '
            "https://fhir.almudena-salud.es/auth/token",
            "SMART_CLIENT_ID=cita-movil\nSMART_CLIENT_SECRET=⟨s⟩\n"
            "FHIR_BASE_URL=https://fhir-pre.almudena-salud.es/fhir/r4",
            "La app de citas (client_id cita-movil) usa el client_secret ⟨s⟩ contra el FHIR de "
            "preproducción.",
        ),
        _smart,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "dicomweb_pacs_credentials",
        (
            '  "AuthenticationEnabled" : true,\n  "RegisteredUsers" : {\n'
            '    "admin" : "⟨pw⟩",\n    "ohif" : "⟨pw2⟩"\n  },',
            'curl -u ⟨user⟩:⟨pw⟩ "https://pacs.almudena-salud.es/dicom-web/studies?'
            'PatientID=⟨mrn⟩&ModalitiesInStudy=CT"',
            "DICOMweb del PACS de urgencias: cabecera `Authorization: Basic ⟨b⟩`",
            'ORTHANC__REGISTERED_USERS=\'{"⟨user⟩": "⟨pw⟩"}\' docker compose up -d orthanc',
        ),
        _pacs,
        n=7,
        secrets=("pw", "pw2", "b"),
    ),
    Kind(
        "lis_middleware_password",
        (
            "Cadena ODBC del middleware: Driver={ODBC Driver 18 for SQL Server};"
            "Server=gdl-lis-sql01;Database=IM_GDL;Uid=im_app;Pwd=⟨pw⟩;TrustServerCertificate=yes",
            "La contraseña del usuario de servicio del LIS en Guadalajara quedó como ⟨pw⟩; "
            "Chuy la cambió el viernes porque el analizador ya no mandaba resultados.",
            "lis-bridge.env:\nLIS_HOST=10.40.2.15\nLIS_PORT=5100\nLIS_USER=astm_gw\n"
            "LIS_PASSWORD=⟨pw⟩",
            "sqlcmd -S gdl-lis-sql01 -U im_app -P '⟨pw⟩' -Q \"SELECT TOP 10 * FROM dbo.Results "
            'ORDER BY ResultDate DESC"',
        ),
        _lis,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            'packages:\n  - git: "https://⟨t⟩@github.com/red-almudena/dbt-hl7-macros.git"\n'
            "    revision: v0.7.2",
            "GH_TOKEN=⟨t⟩ gh workflow run dbt-prod.yml -R red-almudena/data-platform",
            "PAT fine-grained (solo contents:read en data-platform) para el deploy de DAGs: ⟨t⟩",
        ),
        _ghpat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "slack_webhook_token",
        (
            "SLACK_WEBHOOK_URL=⟨hooks⟩T⟨tid⟩/B⟨bid⟩/⟨tok⟩",
            "curl -X POST -H 'Content-type: application/json' --data "
            '\'{"text":"DAG hl7_adt_a_snowflake ha fallado"}\' ⟨hooks⟩T⟨tid⟩/B⟨bid⟩/⟨tok⟩',
            "Airflow connection `slack_alertas_datos`: password=⟨hooks⟩T⟨tid⟩/B⟨bid⟩/⟨tok⟩",
        ),
        _slack,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "twilio_auth_token",
        (
            "TWILIO_ACCOUNT_SID=AC⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC⟨sid⟩/Messages.json "
            "-u AC⟨sid⟩:⟨tok⟩ --data-urlencode 'Body=Recordatorio: cita en HRA Chamartín'",
            "Auth token de Twilio (SMS de recordatorio de citas): ⟨tok⟩",
        ),
        _twilio,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "insurer_apim_subscription_key",
        (
            'curl -H "Ocp-Apim-Subscription-Key: ⟨k⟩" '
            '"https://api.norte-seguros.es/autorizaciones/v2/solicitudes?fecha=2029-08-12"',
            "NORTE_APIM_KEY=⟨k⟩\nNORTE_APIM_KEY_SECONDARY=⟨k2⟩",
            "Clau de subscripció de l'API d'autoritzacions (Mutua Bidasoa): ⟨k⟩ — és la primària.",
        ),
        _apim,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "prose_passwords_multilingual",
        (
            "Para entrar al DICOM router de urgencias: usuario `router`, contraseña ⟨pw⟩.",
            "La contrasenya del compte de servei svc_tableau a Snowflake és ⟨pw⟩ (no caduca).",
            "Keycloak-eko `tester-eu` erabiltzailearen pasahitza: ⟨pw⟩",
            "Password for the HL7 test harness admin is ⟨pw⟩ — Maite set it during go-live.",
            "Oye, la clave del portal de proveedores de la aseguradora quedó en ⟨pw⟩.",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incidencia INC-⟨n⟩\n- StudyInstanceUID ⟨uid⟩\n- commit ⟨sha⟩ del DAG pacs_a_gcs\n"
            "- query id Snowflake ⟨qid⟩\n- VAULT_TOKEN=⟨t⟩ (pegado por error, revocar)",
            "Remesa a Norte Seguros:\n\n| campo | valor |\n|---|---|\n"
            "| fichero | NORTE_FACT_20290812_0004.csv.pgp |\n| sha256 | ⟨sha256⟩ |\n"
            "| MSH-10 | ⟨ctl⟩ |\n| contraseña SFTP | ⟨pw⟩ |",
            "Lag del consumidor dbt-raw-oru: offset ⟨off⟩ en hl7.oru.v1-3, commit ⟨sha⟩; "
            "la clave APIM que usa el DAG es ⟨k⟩ (pendiente de rotar).",
        ),
        _among,
        n=7,
        secrets=("t", "pw", "k"),
    ),
)
