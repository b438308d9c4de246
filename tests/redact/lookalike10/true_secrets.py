"""Secret kinds: text that discloses a credential as the data team would paste it — passwords
in configs, URLs, CLI flags and prose, vendor tokens with their real prefixes and lengths,
private keys, signing secrets, session cookies, often next to harmless ids. Each kind lists
the fields whose values (or, for private keys, every body line of 16+ characters) must not
survive; vendor prefixes are joined from pieces so no literal here is a credential."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike10.gen import (
    ALNUM,
    B64STD,
    B64URL,
    HUBS,
    LOWER_ALNUM,
    PEOPLE,
    SERVICES,
    SHELL_SAFE_PW,
    UPPER_ALNUM,
    URL_SAFE_PW,
    WAREHOUSES,
    Kind,
    b64,
    b64_of,
    b64url,
    cert_der,
    colon_hex,
    day,
    ec_private_der,
    epoch,
    handle,
    hexs,
    hexu,
    human_password,
    jwt,
    lines,
    num,
    openssh_private,
    password,
    pem,
    pick,
    rsa_private_der,
    stamp,
    uuid4,
)

# Vendor prefixes, joined so that no literal in this file is a credential.
DATABRICKS = "dap" + "i"
VAULT_SERVICE = "hv" + "s."
TFC_MARK = ".atlas" + "v1."
ATLASSIAN = "ATA" + "TT3xFfGF0"
BB_ACCESS = "ATC" + "TT3xFfGN0"
BB_APP = "AT" + "BB"
AWS_ID = "AK" + "IA"
ADYEN = "AQ" + "E"
SF_PREFIX = "00" + "D"
JWT_HEAD_HS = {"alg": "HS256", "typ": "JWT"}
PRIVATE_KEY = "PRIVATE KEY"


def _private_pem(r: Random) -> str:
    return pem(PRIVATE_KEY, rsa_private_der(r))


def _in_json(pem_text: str) -> str:
    """A PEM as it sits inside a JSON string: newlines written as backslash-n."""
    return pem_text.replace("\n", "\\n") + "\\n"


def _acct(r: Random) -> str:
    return pick(r, "abcdefghijklmnopqrstuvwxyz", 2) + num(r, 5)


SNOWFLAKE_PASSWORD = Kind(
    "snowflake_password",
    (
        lines(
            "    dev:",
            "      type: snowflake",
            "      account: ⟨acct⟩.eu-central-1",
            "      user: ⟨user⟩",
            '      password: "⟨pw⟩"',
            "      role: TRANSFORMER_DEV",
            "      warehouse: ⟨wh⟩",
        ),
        lines(
            "# ~/.snowsql/config",
            "[connections.loader]",
            "accountname = ⟨acct⟩.eu-central-1",
            "username = ⟨user⟩",
            "password = ⟨pw⟩",
            "warehousename = ⟨wh⟩",
        ),
        "SNOWSQL_PWD='⟨pw⟩' snowsql -a ⟨acct⟩.eu-central-1 -u ⟨user⟩ -w ⟨wh⟩ "
        "-q 'show grants to role TRANSFORMER'",
        'conn = snowflake.connector.connect(account="⟨acct⟩.eu-central-1", user="⟨user⟩", '
        'password="⟨pw⟩", warehouse="⟨wh⟩")',
    ),
    lambda r: {
        "acct": _acct(r),
        "user": r.choice(("SVC_LOADER", "SVC_DBT_DEV", "SVC_REVERSE_ETL")),
        "pw": password(r, r.randint(18, 28)),
        "wh": r.choice(WAREHOUSES),
    },
    n=4,
    secrets=("pw",),
)

SNOWFLAKE_PRIVATE_KEY = Kind(
    "snowflake_private_key",
    (
        lines(
            "$ cat ~/keys/⟨user⟩_rsa_key.p8",
            "⟨key⟩",
        ),
        lines(
            "Airflow conn extra for snowflake_default (pasted while debugging the JWT error):",
            '{"account": "⟨acct⟩", "warehouse": "LOADING_WH", "role": "LOADER", '
            '"private_key_content": "⟨keyjson⟩"}',
        ),
        lines(
            "New key for ⟨user⟩, public half already set via ALTER USER; private key:",
            "⟨key⟩",
        ),
    ),
    lambda r: {
        "user": r.choice(("svc_airflow", "svc_looker", "svc_databricks")),
        "acct": _acct(r),
        "key": _private_pem(r),
        "keyjson": _in_json(_private_pem(r)),
    },
    secrets=("key", "keyjson"),
    n=3,
)

AIRFLOW_CONN_URI = Kind(
    "airflow_conn_uri",
    (
        "export AIRFLOW_CONN_POSTGRES_ORDERS='postgresql://⟨user⟩:⟨pw⟩@orders-db.mandje."
        "internal:5432/orders?sslmode=require'",
        "$ airflow connections add mongo_catalog --conn-type mongo --conn-host "
        "catalog-prod.⟨h⟩.mongodb.net --conn-login ⟨user⟩ --conn-password '⟨pw⟩' "
        "--conn-extra '{\"srv\": true}'",
        'AIRFLOW_CONN_ADYEN_SFTP=\'{"conn_type": "sftp", "host": "sftp.adyen.com", '
        '"login": "report_⟨user⟩", "password": "⟨pw⟩", "port": 22}\'',
    ),
    lambda r: {
        "user": r.choice(("airflow", "svc_airflow", "etl_reader")),
        "pw": password(r, r.randint(18, 26), URL_SAFE_PW),
        "h": pick(r, LOWER_ALNUM, 5),
    },
    secrets=("pw",),
    n=3,
)

AIRFLOW_FERNET = Kind(
    "airflow_fernet_key",
    (
        "AIRFLOW__CORE__FERNET_KEY=⟨fernet⟩  # prod, from the helm values before we moved it "
        "to Vault",
        lines(
            "# airflow values.yaml (old)",
            "fernetKey: ⟨fernet⟩",
            "webserverSecretKey: ⟨wsk⟩",
        ),
        "Same AIRFLOW__WEBSERVER__SECRET_KEY on all webservers or logs 403: ⟨wsk⟩",
    ),
    lambda r: {"fernet": b64url(r, 32) + "=", "wsk": hexs(r, 32)},
    secrets=("fernet", "wsk"),
    n=3,
)

DATABRICKS_PAT = Kind(
    "databricks_pat",
    (
        lines(
            "# ~/.databrickscfg",
            "[prod]",
            "host  = https://dbc-⟨ws⟩.cloud.databricks.com",
            "token = ⟨tok⟩",
        ),
        "export DATABRICKS_HOST=https://dbc-⟨ws⟩.cloud.databricks.com DATABRICKS_TOKEN=⟨tok⟩",
        "curl -s -H 'Authorization: Bearer ⟨tok⟩' https://dbc-⟨ws⟩.cloud.databricks.com/api/"
        "2.1/jobs/runs/get?run_id=⟨run⟩",
        "Databricks PAT for the Airflow provider (expires in 90d): ⟨tok⟩",
    ),
    lambda r: {
        "ws": f"{hexs(r, 8)}-{hexs(r, 4)}",
        "tok": DATABRICKS + hexs(r, 32) + r.choice(("", "-2", "-3")),
        "run": num(r, 15),
    },
    secrets=("tok",),
    n=4,
)


def _confluent_secret(r: Random) -> str:
    return pick(r, ALNUM + "+/", 64)


CONFLUENT_SECRET = Kind(
    "confluent_api_secret",
    (
        lines(
            "bootstrap.servers=pkc-⟨pkc⟩.eu-west-1.aws.confluent.cloud:9092",
            "security.protocol=SASL_SSL",
            "sasl.mechanism=PLAIN",
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            'username="⟨key⟩" password="⟨secret⟩";',
        ),
        lines(
            "$ confluent api-key create --resource lkc-⟨lkc⟩ --description ⟨svc⟩",
            "+---------+------------------------------------------------------------------+",
            "| API Key | ⟨key⟩                                                 |",
            "| Secret  | ⟨secret⟩ |",
            "+---------+------------------------------------------------------------------+",
        ),
        "KAFKA_SASL_USERNAME=⟨key⟩ KAFKA_SASL_PASSWORD=⟨secret⟩ ./run-consumer.sh ⟨svc⟩",
    ),
    lambda r: {
        "pkc": pick(r, LOWER_ALNUM, 5),
        "key": pick(r, UPPER_ALNUM, 16),
        "secret": _confluent_secret(r),
        "lkc": pick(r, LOWER_ALNUM, 6),
        "svc": r.choice(SERVICES),
    },
    secrets=("secret",),
    n=4,
)

SCHEMA_REGISTRY_AUTH = Kind(
    "schema_registry_basic_auth",
    (
        lines(
            "schema.registry.url=https://psrc-⟨p⟩.eu-central-1.aws.confluent.cloud",
            "basic.auth.credentials.source=USER_INFO",
            "basic.auth.user.info=⟨key⟩:⟨secret⟩",
        ),
        "curl -s -u ⟨key⟩:⟨secret⟩ https://psrc-⟨p⟩.eu-central-1.aws.confluent.cloud/subjects "
        "| jq length",
        '"value.converter.schema.registry.basic.auth.user.info": "⟨key⟩:⟨secret⟩"',
    ),
    lambda r: {
        "p": pick(r, LOWER_ALNUM, 5),
        "key": pick(r, UPPER_ALNUM, 16),
        "secret": _confluent_secret(r),
    },
    secrets=("secret",),
    n=3,
)

DEBEZIUM_PASSWORD = Kind(
    "debezium_db_password",
    (
        lines(
            "curl -X PUT -H 'Content-Type: application/json' "
            "http://connect:8083/connectors/⟨name⟩/config -d '{",
            '  "connector.class": "io.debezium.connector.postgresql.PostgresConnector",',
            '  "database.hostname": "⟨host⟩",',
            '  "database.user": "debezium",',
            '  "database.password": "⟨pw⟩",',
            '  "slot.name": "⟨slot⟩"',
            "}'",
        ),
        'Connector ⟨name⟩ failed after restore because "database.password" was reset to '
        '"⟨pw⟩" (the old literal) in the backup JSON.',
        lines(
            "name=⟨name⟩",
            "connector.class=io.debezium.connector.mysql.MySqlConnector",
            "database.hostname=⟨host⟩",
            "database.user=cdc_reader",
            "database.password=⟨pw⟩",
        ),
    ),
    lambda r: {
        "name": r.choice(("orders-pg-cdc", "catalog-pg-cdc", "legacy-mysql-cdc")),
        "host": r.choice(("orders-db.mandje.internal", "legacy-mysql.mandje.internal")),
        "pw": password(r, r.randint(16, 24)),
        "slot": r.choice(("debezium_orders", "debezium_catalog")),
    },
    secrets=("pw",),
    n=3,
)


def _tfc_token(r: Random) -> str:
    return pick(r, ALNUM, 14) + TFC_MARK + pick(r, ALNUM, 67)


TFC_TOKEN = Kind(
    "terraform_cloud_token",
    (
        lines(
            "$ cat ~/.terraform.d/credentials.tfrc.json",
            "{",
            '  "credentials": {',
            '    "app.terraform.io": {',
            '      "token": "⟨tok⟩"',
            "    }",
            "  }",
            "}",
        ),
        "Jenkins uses TF_TOKEN_app_terraform_io=⟨tok⟩ (team token data-platform) for plans.",
        lines(
            'credentials "app.terraform.io" {',
            '  token = "⟨tok⟩"',
            "}",
        ),
    ),
    lambda r: {"tok": _tfc_token(r)},
    secrets=("tok",),
    n=3,
)


def _vault_token(r: Random) -> str:
    if r.random() < 0.5:
        return VAULT_SERVICE + pick(r, ALNUM, 24)
    return VAULT_SERVICE + "CAESI" + pick(r, B64URL, 86)


VAULT_TOKEN = Kind(
    "vault_token",
    (
        "export VAULT_ADDR=https://vault.mandje.internal:8200 VAULT_TOKEN=⟨tok⟩",
        lines(
            "Success! You are now authenticated.",
            "Key                  Value",
            "---                  -----",
            "token                ⟨tok⟩",
            "token_accessor       ⟨acc⟩",
            "token_duration       768h",
            "token_renewable      true",
            'token_policies       ["data-platform" "default"]',
        ),
        "curl -s -H 'X-Vault-Token: ⟨tok⟩' https://vault.mandje.internal:8200/v1/secret/data/"
        "⟨svc⟩ | jq .data.data",
        'Nomad server vault stanza still has token = "⟨tok⟩" (pre workload-identity).',
    ),
    lambda r: {"tok": _vault_token(r), "acc": pick(r, ALNUM, 24), "svc": r.choice(SERVICES)},
    secrets=("tok",),
    n=4,
)


def _pki(r: Random) -> dict[str, str]:
    return {
        "cn": r.choice(SERVICES) + ".service.consul",
        "cert": pem("CERTIFICATE", cert_der(r, 420)),
        "key": _private_pem(r),
        "serial": colon_hex(r, 20, upper=False),
        "exp": str(epoch(r)),
    }


VAULT_PKI = Kind(
    "vault_pki_private_key",
    (
        lines(
            "$ vault write pki_int/issue/mesh common_name=⟨cn⟩ ttl=72h private_key_format=pkcs8",
            "Key                 Value",
            "---                 -----",
            "certificate         ⟨cert⟩",
            "expiration          ⟨exp⟩",
            "private_key         ⟨key⟩",
            "private_key_type    rsa",
            "serial_number       ⟨serial⟩",
        ),
        lines(
            "Issued cert for ⟨cn⟩ (serial ⟨serial⟩), key below for the manual test:",
            "⟨key⟩",
        ),
        lines(
            "tls.key for ⟨cn⟩ (copied off the node):",
            "⟨key⟩",
            "and tls.crt:",
            "⟨cert⟩",
        ),
    ),
    _pki,
    secrets=("key",),
    n=3,
)

CONSUL_ACL = Kind(
    "consul_acl_token",
    (
        lines(
            "$ consul acl token create -description 'nomad client agent' -policy-name nomad-client",
            "AccessorID:       ⟨acc⟩",
            "SecretID:         ⟨tok⟩",
            "Description:      nomad client agent",
            "Local:            false",
            "Create Time:      ⟨d⟩ 10:14:22.481 +0000 UTC",
            "Policies:",
            "   ⟨pol⟩ - nomad-client",
        ),
        "export CONSUL_HTTP_ADDR=https://consul.mandje.internal:8501 CONSUL_HTTP_TOKEN=⟨tok⟩",
        lines(
            "acl {",
            "  enabled = true",
            '  default_policy = "deny"',
            "  tokens {",
            '    agent = "⟨tok⟩"',
            "  }",
            "}",
        ),
    ),
    lambda r: {"acc": uuid4(r), "tok": uuid4(r), "pol": uuid4(r), "d": day(r)},
    secrets=("tok",),
    n=3,
)

CONSUL_GOSSIP = Kind(
    "consul_gossip_key",
    (
        lines(
            "# consul.hcl (server)",
            'datacenter = "ams1"',
            'encrypt    = "⟨key⟩"',
            "encrypt_verify_incoming = true",
        ),
        "$ consul keygen\n⟨key⟩\n(new gossip key for the keyring rotation on ⟨d⟩)",
        "consul keyring -install=⟨key⟩ && consul keyring -use=⟨key⟩",
    ),
    lambda r: {"key": b64(r, 32), "d": day(r)},
    secrets=("key",),
    n=3,
)

NOMAD_TOKEN = Kind(
    "nomad_token",
    (
        lines(
            "$ nomad acl bootstrap",
            "Accessor ID  = ⟨acc⟩",
            "Secret ID    = ⟨tok⟩",
            "Name         = Bootstrap Token",
            "Type         = management",
            "Global       = true",
            "Create Index = ⟨idx⟩",
        ),
        "NOMAD_ADDR=https://nomad.mandje.internal:4646 NOMAD_TOKEN=⟨tok⟩ nomad job status ⟨svc⟩",
        "Jenkins deploy uses the Nomad token ⟨tok⟩ (policy deploy-⟨svc⟩) until we move to "
        "workload identity.",
    ),
    lambda r: {
        "acc": uuid4(r),
        "tok": uuid4(r),
        "idx": str(r.randint(5, 40)),
        "svc": r.choice(SERVICES),
    },
    secrets=("tok",),
    n=3,
)


def _okta_token(r: Random) -> str:
    return "00" + pick(r, ALNUM + "-_", 40)


OKTA_API_TOKEN = Kind(
    "okta_api_token",
    (
        "curl -s -H 'Authorization: SSWS ⟨tok⟩' "
        "'https://mandje.okta.com/api/v1/groups/⟨g⟩/users?limit=200'",
        lines(
            'provider "okta" {',
            '  org_name  = "mandje"',
            '  base_url  = "okta.com"',
            '  api_token = "⟨tok⟩"',
            "}",
        ),
        "OKTA_API_TOKEN=⟨tok⟩ python scripts/scim_audit.py --app ⟨app⟩",
    ),
    lambda r: {
        "tok": _okta_token(r),
        "g": "00g" + pick(r, ALNUM, 17),
        "app": "0oa" + pick(r, ALNUM, 17),
    },
    secrets=("tok",),
    n=3,
)

OKTA_CLIENT_SECRET = Kind(
    "okta_client_secret",
    (
        lines(
            "# argocd-cm",
            "oidc.config: |",
            "  name: Okta",
            "  issuer: https://login.mandje.io/oauth2/default",
            "  clientID: ⟨cid⟩",
            "  clientSecret: ⟨sec⟩",
            '  requestedScopes: ["openid", "profile", "email", "groups"]',
        ),
        "Jenkins OIDC plugin: client id ⟨cid⟩, client secret ⟨sec⟩ — move to credentials "
        "store tomorrow.",
        "curl -u ⟨cid⟩:⟨sec⟩ -d grant_type=client_credentials -d scope=orders.read "
        "https://login.mandje.io/oauth2/⟨aus⟩/v1/token",
    ),
    lambda r: {
        "cid": "0oa" + pick(r, ALNUM, 17),
        "sec": pick(r, B64URL, r.choice((40, 64))),
        "aus": "aus" + pick(r, ALNUM, 17),
    },
    secrets=("sec",),
    n=3,
)

DATADOG_KEYS = Kind(
    "datadog_keys",
    (
        lines(
            "# /etc/datadog-agent/datadog.yaml",
            "api_key: ⟨api⟩",
            "site: datadoghq.eu",
            "logs_enabled: true",
        ),
        "curl -s -X GET 'https://api.datadoghq.eu/api/v1/monitor/⟨mon⟩' -H 'DD-API-KEY: ⟨api⟩' "
        "-H 'DD-APPLICATION-KEY: ⟨app⟩'",
        "Terraform datadog provider vars for local runs: DD_API_KEY=⟨api⟩ DD_APP_KEY=⟨app⟩",
        "datadog-ci sourcemaps upload ./dist --service=mandje-web --release-version=⟨v⟩ "
        "--minified-path-prefix=https://static.mandje.io/  # DATADOG_API_KEY=⟨api⟩",
    ),
    lambda r: {
        "api": hexs(r, 32),
        "app": hexs(r, 40),
        "mon": num(r, 9),
        "v": f"2026.3.{r.randint(1, 30)}",
    },
    secrets=("api", "app"),
    n=4,
)

PAGERDUTY_KEYS = Kind(
    "pagerduty_keys",
    (
        lines(
            "receivers:",
            "  - name: data-platform-pd",
            "    pagerduty_configs:",
            "      - routing_key: ⟨rk⟩",
            "        severity: '{{ .CommonLabels.severity }}'",
        ),
        "curl -H 'Authorization: Token token=⟨rest⟩' -H 'Accept: application/vnd.pagerduty+"
        "json;version=2' https://api.pagerduty.com/incidents?statuses[]=triggered",
        "Airflow on_failure_callback → Events API v2 with integration key ⟨rk⟩ (service P⟨svc⟩).",
    ),
    lambda r: {
        "rk": hexs(r, 32),
        "rest": r.choice(("u+", "y_")) + pick(r, ALNUM + "-_", 18),
        "svc": pick(r, UPPER_ALNUM, 6),
    },
    secrets=("rk", "rest"),
    n=3,
)

JENKINS_TOKEN = Kind(
    "jenkins_api_token",
    (
        "curl -X POST -u ⟨user⟩:⟨tok⟩ "
        "'https://jenkins.mandje.internal/job/data/job/schemachange-prod/buildWithParameters"
        "?TARGET=prod'",
        "JENKINS_USER_ID=⟨user⟩ JENKINS_API_TOKEN=⟨tok⟩ java -jar jenkins-cli.jar -s "
        "https://jenkins.mandje.internal/ list-jobs data",
        "API token for ⟨user⟩ on Jenkins (name 'bitbucket-hook'): ⟨tok⟩",
    ),
    lambda r: {
        "user": r.choice(("svc-deployer", "bb-trigger", "ci-bot")),
        "tok": "11" + hexs(r, 32),
    },
    secrets=("tok",),
    n=3,
)


def _atlassian(r: Random, prefix: str) -> str:
    return prefix + pick(r, B64URL, 171) + "=" + hexu(r, 8)


ATLASSIAN_TOKEN = Kind(
    "atlassian_api_token",
    (
        "curl -s -u ⟨who⟩@mandje.io:⟨tok⟩ 'https://mandje.atlassian.net/rest/api/3/search/"
        "jql?jql=project=DATA%20AND%20status=Blocked'",
        "JIRA_API_TOKEN=⟨tok⟩ jira issue list -q 'project = PLAT' --plain",
        "Confluence export script auth: email ⟨who⟩@mandje.io, token ⟨tok⟩",
    ),
    lambda r: {"who": handle(r.choice(PEOPLE)), "tok": _atlassian(r, ATLASSIAN)},
    secrets=("tok",),
    n=3,
)

BITBUCKET_CREDS = Kind(
    "bitbucket_credentials",
    (
        "git clone https://x-token-auth:⟨rat⟩@bitbucket.org/mandje/⟨repo⟩.git",
        "BITBUCKET_USERNAME=⟨user⟩ BITBUCKET_APP_PASSWORD=⟨app⟩ ./scripts/open-pr.sh",
        "Argo CD repo creds for deploy-manifests: username x-token-auth, password ⟨rat⟩",
        "curl -u ⟨user⟩:⟨app⟩ https://api.bitbucket.org/2.0/repositories/mandje/⟨repo⟩/pipelines/",
    ),
    lambda r: {
        "rat": _atlassian(r, BB_ACCESS),
        "app": BB_APP + pick(r, ALNUM, 28) + hexu(r, 8),
        "user": handle(r.choice(PEOPLE)) + "-mandje",
        "repo": r.choice(("deploy-manifests", "dbt-mandje", "airflow-dags", "ios-app")),
    },
    secrets=("rat", "app"),
    n=4,
)


def _argocd_jwt(r: Random) -> str:
    iat = epoch(r)
    claims: dict[str, object] = {
        "iss": "argocd",
        "sub": r.choice(("admin:login", "proj:checkout:ci-deployer", "jenkins:apiKey")),
        "nbf": iat,
        "iat": iat,
        "jti": uuid4(r),
    }
    return jwt(r, dict(JWT_HEAD_HS), claims)


ARGOCD_JWT = Kind(
    "argocd_session_jwt",
    (
        "ARGOCD_SERVER=argocd.mandje.internal ARGOCD_AUTH_TOKEN=⟨tok⟩ argocd app sync ⟨svc⟩-prod",
        "curl -s -H 'Cookie: argocd.token=⟨tok⟩' https://argocd.mandje.internal/api/v1/"
        "applications/⟨svc⟩-prod | jq .status.sync",
        "$ argocd account generate-token --account ci-deployer\n⟨tok⟩",
    ),
    lambda r: {"tok": _argocd_jwt(r), "svc": r.choice(SERVICES)},
    secrets=("tok",),
    n=3,
)

CLOUDFLARE_TOKEN = Kind(
    "cloudflare_api_token",
    (
        "curl -s https://api.cloudflare.com/client/v4/zones/⟨zone⟩/dns_records -H "
        "'Authorization: Bearer ⟨tok⟩'",
        "export CLOUDFLARE_API_TOKEN=⟨tok⟩  # scoped: Zone.DNS edit on mandje.io",
        lines(
            'provider "cloudflare" {',
            '  api_token = "⟨tok⟩"',
            "}",
        ),
    ),
    lambda r: {"zone": hexs(r, 32), "tok": pick(r, B64URL, 40)},
    secrets=("tok",),
    n=3,
)

TWILIO_TOKEN = Kind(
    "twilio_auth_token",
    (
        "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨ac⟩/Messages.json "
        "--data-urlencode 'To=+3161234XXXX' -d MessagingServiceSid=⟨mg⟩ -u ⟨ac⟩:⟨tok⟩",
        "TWILIO_ACCOUNT_SID=⟨ac⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
        "Twilio API key ⟨sk⟩ / secret ⟨sks⟩ for notifications-router (created ⟨d⟩).",
    ),
    lambda r: {
        "ac": "AC" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "tok": hexs(r, 32),
        "sk": "SK" + hexs(r, 32),
        "sks": pick(r, ALNUM, 32),
        "d": day(r),
    },
    secrets=("tok", "sks"),
    n=3,
)

BRAZE_REST = Kind(
    "braze_rest_api_key",
    (
        "curl -X POST https://rest.fra-02.braze.eu/users/track -H 'Authorization: Bearer ⟨key⟩' "
        "-H 'Content-Type: application/json' -d @payload.json",
        "BRAZE_REST_API_KEY=⟨key⟩  # notifications-router, perms users.track + messages.send",
        "Braze REST key for the audience push DAG: ⟨key⟩ (the SDK key ⟨sdk⟩ is the public one)",
    ),
    lambda r: {"key": uuid4(r), "sdk": uuid4(r)},
    secrets=("key",),
    n=3,
)


def _adyen_key(r: Random) -> str:
    return ADYEN + pick(r, B64STD, 89) + "==-" + b64(r, 32) + "-" + pick(r, ALNUM + "()<>{};%$", 16)


ADYEN_API_KEY = Kind(
    "adyen_api_key",
    (
        "curl https://checkout-test.adyen.com/v71/paymentMethods -H 'X-API-Key: ⟨key⟩' "
        "-H 'content-type: application/json' -d '{\"merchantAccount\": \"⟨ma⟩\"}'",
        "ADYEN_API_KEY=⟨key⟩",
        "Adyen ws user ws_⟨n⟩@Company.Mandje API key (⟨ma⟩): ⟨key⟩",
    ),
    lambda r: {
        "key": _adyen_key(r),
        "ma": r.choice(("MandjeNL_ECOM", "MandjeSE_ECOM", "MandjeIT_ECOM")),
        "n": num(r, 6),
    },
    secrets=("key",),
    n=3,
)

ADYEN_HMAC = Kind(
    "adyen_hmac_key",
    (
        "ADYEN_HMAC_KEY_⟨cc⟩=⟨key⟩",
        "Webhook HMAC key for ⟨ma⟩ (generated ⟨d⟩): ⟨key⟩",
        lines(
            "adyen:",
            "  webhooks:",
            "    ⟨ma⟩:",
            "      hmac_key: ⟨key⟩",
            "      username: adyen-webhook",
            "      password: ⟨pw⟩",
        ),
    ),
    lambda r: {
        "cc": r.choice(("NL", "SE", "IT")),
        "key": hexu(r, 64),
        "ma": r.choice(("MandjeNL_ECOM", "MandjeSE_ECOM", "MandjeIT_ECOM")),
        "d": day(r),
        "pw": password(r, 20),
    },
    secrets=("key", "pw"),
    n=3,
)

KLARNA_CREDS = Kind(
    "klarna_credentials",
    (
        "curl -u ⟨user⟩:⟨pw⟩ https://api.klarna.com/ordermanagement/v1/orders/⟨order⟩",
        "KLARNA_USERNAME=⟨user⟩\nKLARNA_PASSWORD=⟨pw⟩",
        "Klarna API credentials (EU, live): user ⟨user⟩ / password ⟨pw⟩ — from the Merchant "
        "Portal, only shown once.",
    ),
    lambda r: {
        "user": "K" + num(r, 6) + "_" + hexs(r, 12),
        "pw": password(r, r.randint(16, 20), ALNUM),
        "order": uuid4(r),
    },
    secrets=("pw",),
    n=3,
)


def _asc_pem(r: Random) -> str:
    return pem(PRIVATE_KEY, ec_private_der(r))


ASC_KEY = Kind(
    "asc_api_private_key",
    (
        lines(
            "$ cat AuthKey_⟨kid⟩.p8",
            "⟨key⟩",
        ),
        lines(
            "fastlane api key json (fastlane/asc_key.json):",
            '{"key_id": "⟨kid⟩", "issuer_id": "⟨iss⟩", "key": "⟨keyjson⟩", "in_house": false}',
        ),
        lines(
            "App Store Connect API key ⟨kid⟩ (issuer ⟨iss⟩):",
            "⟨key⟩",
        ),
    ),
    lambda r: {
        "kid": pick(r, UPPER_ALNUM, 10),
        "iss": uuid4(r),
        "key": _asc_pem(r),
        "keyjson": _in_json(_asc_pem(r)),
    },
    secrets=("key", "keyjson"),
    n=3,
)

MATCH_PASSWORD = Kind(
    "fastlane_match_password",
    (
        "MATCH_PASSWORD='⟨pw⟩' bundle exec fastlane match appstore --readonly",
        "Passphrase for Match storage: ⟨pw⟩ (the one on the sticky note in the iOS room is "
        "outdated)",
        "MATCH_GIT_BASIC_AUTHORIZATION=⟨basic⟩  # base64 of ci-bot:app-password",
    ),
    lambda r: {
        "pw": human_password(r),
        "basic": b64_of("ci-bot-mandje:" + BB_APP + pick(r, ALNUM, 28) + hexu(r, 8)),
    },
    secrets=("pw", "basic"),
    n=3,
)

ANDROID_KEYSTORE = Kind(
    "android_keystore_password",
    (
        lines(
            "# keystore.properties (never commit)",
            "storeFile=upload.jks",
            "storePassword=⟨sp⟩",
            "keyAlias=upload",
            "keyPassword=⟨kp⟩",
        ),
        "keytool -list -v -keystore upload.jks -alias upload -storepass '⟨sp⟩'",
        "./gradlew bundleRelease -Pandroid.injected.signing.store.file=upload.jks "
        "-Pandroid.injected.signing.store.password=⟨sp⟩ "
        "-Pandroid.injected.signing.key.alias=upload "
        "-Pandroid.injected.signing.key.password=⟨kp⟩",
    ),
    lambda r: {"sp": password(r, r.randint(16, 22), SHELL_SAFE_PW), "kp": human_password(r)},
    secrets=("sp", "kp"),
    n=3,
)


def _gcp(r: Random) -> dict[str, str]:
    return {
        "proj": r.choice(("mandje-mobile", "mandje-data-prod", "mandje-firebase")),
        "kid": hexs(r, 40),
        "key": _in_json(_private_pem(r)),
        "sa": r.choice(("play-publisher", "bq-export", "firebase-adminsdk-x8k2p")),
        "cid": num(r, 21),
    }


GCP_SA_KEY = Kind(
    "gcp_service_account_key",
    (
        lines(
            "{",
            '  "type": "service_account",',
            '  "project_id": "⟨proj⟩",',
            '  "private_key_id": "⟨kid⟩",',
            '  "private_key": "⟨key⟩",',
            '  "client_email": "⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com",',
            '  "client_id": "⟨cid⟩",',
            '  "token_uri": "https://oauth2.googleapis.com/token"',
            "}",
        ),
        lines(
            "SUPPLY_JSON_KEY_DATA for fastlane supply (⟨sa⟩, key id ⟨kid⟩):",
            '{"type": "service_account", "project_id": "⟨proj⟩", "private_key": "⟨key⟩", '
            '"client_email": "⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com"}',
        ),
    ),
    _gcp,
    secrets=("key",),
    n=3,
)


def _sf_token(r: Random) -> str:
    return SF_PREFIX + "5g" + pick(r, ALNUM, 10) + "!AQ" + pick(r, ALNUM + "._", 96)


SALESFORCE_TOKEN = Kind(
    "salesforce_access_token",
    (
        "curl https://mandje.my.salesforce.com/services/data/v62.0/query?q=SELECT+Id+FROM+Account"
        "+LIMIT+5 -H 'Authorization: Bearer ⟨tok⟩'",
        lines(
            "$ sf org display --target-org mandje-prod",
            "Access Token     ⟨tok⟩",
            "Api Version      62.0",
            "Client Id        PlatformCLI",
            "Instance Url     https://mandje.my.salesforce.com",
        ),
        "Cookie: sid=⟨tok⟩; oid=⟨org⟩  (from the Setup page, for the Bulk API debug)",
    ),
    lambda r: {"tok": _sf_token(r), "org": SF_PREFIX + "5g" + pick(r, ALNUM, 10)},
    secrets=("tok",),
    n=3,
)

MONGODB_PASSWORD = Kind(
    "mongodb_uri_password",
    (
        "MONGO_URI=mongodb+srv://⟨user⟩:⟨pw⟩@catalog-prod.⟨h⟩.mongodb.net/catalog"
        "?retryWrites=true&w=majority",
        "mongosh 'mongodb+srv://catalog-prod.⟨h⟩.mongodb.net/catalog' --username ⟨user⟩ "
        "--password '⟨pw⟩'",
        "Atlas DB user ⟨user⟩ recreated, password ⟨pw⟩ (readWrite on catalog).",
    ),
    lambda r: {
        "user": r.choice(("svc_catalog_sync", "catalog_rw", "search_indexer")),
        "pw": password(r, r.randint(16, 24), URL_SAFE_PW),
        "h": pick(r, LOWER_ALNUM, 5),
    },
    secrets=("pw",),
    n=3,
)

REDIS_PASSWORD = Kind(
    "redis_password",
    (
        "redis-cli -h promo-redis.mandje.internal -p 6380 --tls --user ⟨user⟩ --pass '⟨pw⟩' "
        "--no-auth-warning INFO keyspace",
        lines(
            "# redis.conf",
            "port 0",
            "tls-port 6380",
            "requirepass ⟨pw⟩",
            "maxmemory-policy allkeys-lfu",
        ),
        "REDIS_URL=rediss://⟨user⟩:⟨pw⟩@promo-redis.mandje.internal:6380/0",
        "> ACL SETUSER ⟨user⟩ on >⟨pw⟩ ~⟨user⟩:* +@read +@write",
    ),
    lambda r: {
        "user": r.choice(("promo", "basket", "slots")),
        "pw": password(r, r.randint(20, 32), URL_SAFE_PW),
    },
    secrets=("pw",),
    n=4,
)


def _es_key(r: Random) -> dict[str, str]:
    kid = pick(r, B64URL, 20)
    secret = pick(r, B64URL, 22)
    return {
        "id": kid,
        "key": secret,
        "enc": b64_of(f"{kid}:{secret}"),
        "name": r.choice(("search-indexer", "catalog-sync")),
    }


ES_API_KEY = Kind(
    "elasticsearch_api_key",
    (
        "curl -s -H 'Authorization: ApiKey ⟨enc⟩' "
        "https://search.mandje.internal:9200/products_v52/_count",
        lines(
            "POST /_security/api_key  →",
            '{"id":"⟨id⟩","name":"⟨name⟩","api_key":"⟨key⟩","encoded":"⟨enc⟩"}',
        ),
        "ES_API_KEY=⟨enc⟩  # ⟨name⟩ in staging",
    ),
    _es_key,
    secrets=("key", "enc"),
    n=3,
)

AWS_SECRET = Kind(
    "aws_secret_access_key",
    (
        lines(
            "# ~/.aws/credentials",
            "[airflow-legacy]",
            "aws_access_key_id = ⟨kid⟩",
            "aws_secret_access_key = ⟨sk⟩",
            "region = eu-west-1",
        ),
        "AWS_ACCESS_KEY_ID=⟨kid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws s3 ls s3://mandje-landing-prod/",
        "Snowflake stage creds (legacy, before the storage integration): CREDENTIALS="
        "(AWS_KEY_ID='⟨kid⟩' AWS_SECRET_KEY='⟨sk⟩')",
    ),
    lambda r: {"kid": AWS_ID + pick(r, UPPER_ALNUM, 16), "sk": pick(r, ALNUM + "/+", 40)},
    secrets=("sk",),
    n=3,
)

DEPLOY_KEY = Kind(
    "deploy_key_openssh",
    (
        lines(
            "Argo CD repo secret sshPrivateKey for deploy-manifests:",
            "⟨key⟩",
        ),
        lines(
            "$ cat ~/.ssh/bitbucket_deploy_⟨repo⟩",
            "⟨key⟩",
        ),
    ),
    lambda r: {
        "key": openssh_private(r, r.choice(("argocd@mandje-prod", "jenkins@ci", "ios-ci@mac"))),
        "repo": r.choice(("dbt", "manifests", "ios")),
    },
    secrets=("key",),
    n=3,
)


def _flask_session(r: Random) -> str:
    return ".eJw" + pick(r, B64URL, 140) + "." + pick(r, B64URL, 6) + "." + pick(r, B64URL, 27)


SESSION_COOKIES = Kind(
    "session_cookies",
    (
        "curl 'https://jenkins.mandje.internal/job/data/api/json' -H 'Cookie: "
        "JSESSIONID.⟨node⟩=⟨jsid⟩; screenResolution=1920x1080'",
        "curl 'https://airflow.mandje.internal/api/v1/dags?limit=100' -H 'Cookie: session=⟨flask⟩'",
        "Okta session for the SCIM debugging (Copy as cURL): -H 'cookie: sid=⟨sid⟩; "
        "ln=⟨who⟩@mandje.io'",
    ),
    lambda r: {
        "node": hexs(r, 8),
        "jsid": "node0" + pick(r, LOWER_ALNUM, 26) + num(r, 3) + ".node0",
        "flask": _flask_session(r),
        "sid": "102" + pick(r, ALNUM, 22),
        "who": handle(r.choice(PEOPLE)),
    },
    secrets=("jsid", "flask", "sid"),
    n=3,
)

PROSE_PASSWORDS = Kind(
    "passwords_in_prose",
    (
        "Temp password for the Looker break-glass admin is ⟨pw⟩ — change on first login "
        "(⟨who⟩ has the MFA device).",
        "Tijdelijk wachtwoord voor de Salesforce integratiegebruiker: ⟨pw⟩ (verloopt ⟨d⟩).",
        "Tillfälligt lösenord till Cassandra-användaren ops_readonly: ⟨pw⟩",
        "Password temporanea per il Memcached SASL user: ⟨pw⟩ — da cambiare.",
        "Snowflake 임시 비밀번호 (⟨who⟩ 계정): ⟨pw⟩",
        "cqlsh -u cassandra_admin -p '⟨pw⟩' 10.42.6.⟨ip⟩ — geçici şifre, yarın değişecek.",
    ),
    lambda r: {
        "pw": r.choice((human_password(r), password(r, r.randint(16, 22), SHELL_SAFE_PW))),
        "who": r.choice(PEOPLE),
        "d": day(r),
        "ip": str(r.randint(10, 120)),
    },
    secrets=("pw",),
    n=6,
)


def _env_dump(r: Random) -> dict[str, str]:
    return {
        "alloc": uuid4(r),
        "short": hexs(r, 8),
        "svc": r.choice(SERVICES),
        "ip": f"10.42.{r.randint(0, 31)}.{r.randint(2, 250)}",
        "user": pick(r, UPPER_ALNUM, 16),
        "kafka": pick(r, ALNUM + "+/", 64),
        "redis": password(r, 24, URL_SAFE_PW),
        "dd": uuid4(r),
        "hub": r.choice(HUBS),
        "sha": hexs(r, 40),
        "t": stamp(r),
    }


ENV_DUMP = Kind(
    "env_dump_mixed",
    (
        lines(
            "$ nomad alloc exec -task app ⟨short⟩ env | sort",
            "DD_AGENT_HOST=⟨ip⟩",
            "DD_ENV=prod",
            "DD_SERVICE=⟨svc⟩",
            "DD_VERSION=⟨sha⟩",
            "KAFKA_SASL_USERNAME=⟨user⟩",
            "KAFKA_SASL_PASSWORD=⟨kafka⟩",
            "NOMAD_ALLOC_ID=⟨alloc⟩",
            "NOMAD_JOB_NAME=⟨svc⟩",
        ),
        lines(
            "kubectl exec deploy/⟨svc⟩ -- printenv | grep -v PATH",
            "HOSTNAME=⟨svc⟩-7d9f8c6b5-⟨short⟩",
            "HUB_DEFAULT=⟨hub⟩",
            "REDIS_URL=rediss://default:⟨redis⟩@promo-redis.mandje.internal:6380/0",
            "OTEL_RESOURCE_ATTRIBUTES=service.instance.id=⟨dd⟩",
            "GIT_SHA=⟨sha⟩",
        ),
        lines(
            "Crash dump env (⟨t⟩, alloc ⟨alloc⟩):",
            "  KAFKA_SASL_USERNAME=⟨user⟩",
            "  KAFKA_SASL_PASSWORD=⟨kafka⟩",
            "  REDIS_URL=rediss://default:⟨redis⟩@promo-redis.mandje.internal:6380/0",
            "  DD_TRACE_SAMPLE_RATE=0.2",
        ),
    ),
    _env_dump,
    secrets=("kafka", "redis"),
    n=4,
)

SECRETS: tuple[Kind, ...] = (
    SNOWFLAKE_PASSWORD,
    SNOWFLAKE_PRIVATE_KEY,
    AIRFLOW_CONN_URI,
    AIRFLOW_FERNET,
    DATABRICKS_PAT,
    CONFLUENT_SECRET,
    SCHEMA_REGISTRY_AUTH,
    DEBEZIUM_PASSWORD,
    TFC_TOKEN,
    VAULT_TOKEN,
    VAULT_PKI,
    CONSUL_ACL,
    CONSUL_GOSSIP,
    NOMAD_TOKEN,
    OKTA_API_TOKEN,
    OKTA_CLIENT_SECRET,
    DATADOG_KEYS,
    PAGERDUTY_KEYS,
    JENKINS_TOKEN,
    ATLASSIAN_TOKEN,
    BITBUCKET_CREDS,
    ARGOCD_JWT,
    CLOUDFLARE_TOKEN,
    TWILIO_TOKEN,
    BRAZE_REST,
    ADYEN_API_KEY,
    ADYEN_HMAC,
    KLARNA_CREDS,
    ASC_KEY,
    MATCH_PASSWORD,
    ANDROID_KEYSTORE,
    GCP_SA_KEY,
    SALESFORCE_TOKEN,
    MONGODB_PASSWORD,
    REDIS_PASSWORD,
    ES_API_KEY,
    AWS_SECRET,
    DEPLOY_KEY,
    SESSION_COOKIES,
    PROSE_PASSWORDS,
    ENV_DUMP,
)

__all__ = ["SECRETS"]
