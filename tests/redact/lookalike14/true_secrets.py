# ruff: noqa: E501 (templates are whole note texts; a split string would hide their shape)
"""True secrets of the fourteenth look-alike corpus: credentials as they would land in a
coding agent's memory notes for Noordhaven Bank's digital channels team (November 2026).

Each kind uses the framings the benign kinds use (YAML, properties, .env, shell sessions,
log lines, tables, chat pastes, prose in several languages), so framing alone does not tell
a secret from a look-alike. ``secrets`` names the fields whose values must not survive.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike14.gen import (
    ALNUM,
    B64,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    ec_private_body,
    ec_sec1_body,
    grouped,
    hexs,
    kcv,
    num,
    passphrase,
    password,
    pem_marker,
    pick,
    rsa_private_body,
    uhex,
    uuid4,
)

N = 7


def _svc(r: Random) -> str:
    return r.choice(
        (
            "payments-initiation",
            "consent-api",
            "card-tokens",
            "iso-bridge",
            "fraud-score",
            "mobile-bff",
            "cics-bridge",
            "sepa-inst",
        )
    )


def _user(r: Random) -> str:
    return (
        r.choice(("svc_dch_", "app_", "batch_", "ro_"))
        + r.choice(("payments", "consents", "cards", "ledger", "fraud", "mobile"))
        + num(r, 2)
    )


def _env(r: Random) -> str:
    return r.choice(("tst", "acc", "prd", "dev", "sit", "uat"))


KEYCLOAK = Kind(
    "keycloak_client_secret",
    (
        "keycloak client `⟨svc⟩` in realm `digital-⟨env⟩`: client secret is ⟨secret⟩ (regenerated 2026-11-⟨day⟩)",
        "```yaml\nquarkus:\n  oidc:\n    auth-server-url: https://sso.⟨env⟩.nhb.internal/realms/digital-⟨env⟩\n    client-id: ⟨svc⟩\n    credentials:\n      secret: ⟨secret⟩\n```",
        "$ curl -s -d grant_type=client_credentials -d client_id=⟨svc⟩ -d client_secret=⟨secret⟩ https://sso.⟨env⟩.nhb.internal/realms/digital-⟨env⟩/protocol/openid-connect/token | jq .expires_in\n300",
        "| realm | client | secret |\n|---|---|---|\n| digital-⟨env⟩ | ⟨svc⟩ | ⟨secret⟩ |",
    ),
    lambda r: {
        "svc": _svc(r),
        "env": _env(r),
        "day": f"{r.randint(1, 30):02d}",
        "secret": pick(r, ALNUM, 32),
    },
    N,
    ("secret",),
)

FORGEROCK = Kind(
    "forgerock_agent_password",
    (
        "ForgeRock AM web agent profile `⟨agent⟩` → agent password `⟨pw⟩` (Sven reset it after the AM 7.4 upgrade)",
        "```properties\norg.forgerock.agents.profile.name=⟨agent⟩\norg.forgerock.agents.agent.password=⟨pw⟩\norg.forgerock.agents.am.url=https://am.⟨env⟩.nhb.internal/am\n```",
        "- [ ] rotate IG agent `⟨agent⟩` — current password: ⟨pw⟩",
        "[2026-11-⟨day⟩ 09:14] <jdevries> agent pw for ⟨agent⟩ on ⟨env⟩ is ⟨pw⟩ fyi",
    ),
    lambda r: {
        "agent": r.choice(("ig-", "wpa-", "java-")) + _svc(r),
        "env": _env(r),
        "day": f"{r.randint(1, 30):02d}",
        "pw": password(r, r.randint(18, 26)),
    },
    N,
    ("pw",),
)

MQ = Kind(
    "ibm_mq_channel_password",
    (
        "```yaml\nibm:\n  mq:\n    queue-manager: QM⟨qm⟩\n    channel: DCH.SVRCONN.⟨ch⟩\n    conn-name: mq⟨qm⟩.nhb.internal(1414)\n    user: ⟨user⟩\n    password: ⟨pw⟩\n```",
        "MQ: app user `⟨user⟩` on channel DCH.SVRCONN.⟨ch⟩ (QM⟨qm⟩) authenticates with ⟨pw⟩ — CHLAUTH maps it to mqm-less id",
        "$ MQSAMP_USER_ID=⟨user⟩ amqsputc DCH.PAY.IN QM⟨qm⟩\nEnter password: ⟨pw⟩\nSample AMQSPUT0 start",
        "IBM_MQ_PASSWORD=⟨pw⟩\nIBM_MQ_USER=⟨user⟩\nIBM_MQ_CHANNEL=DCH.SVRCONN.⟨ch⟩",
    ),
    lambda r: {
        "qm": f"{r.choice('PTA')}{num(r, 2)}",
        "ch": pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3),
        "user": _user(r),
        "pw": password(r, r.randint(16, 24)),
    },
    N,
    ("pw",),
)

DB2 = Kind(
    "db2_jdbc_password",
    (
        "jdbc:db2://db2z⟨n⟩.nhb.internal:446/DSNP⟨n⟩:user=⟨user⟩;password=⟨pw⟩;sslConnection=true;",
        "```properties\nspring.datasource.url=jdbc:db2://db2z⟨n⟩.nhb.internal:446/DSNP⟨n⟩\nspring.datasource.username=⟨user⟩\nspring.datasource.password=⟨pw⟩\n```",
        "DB2 z/OS (DSNP⟨n⟩) read-only user ⟨user⟩ / ⟨pw⟩ — RACF password, expires every 90 days",
        "2026-11-⟨day⟩T07:12:44.101Z WARN  [hikari] pool init url=jdbc:db2://db2z⟨n⟩.nhb.internal:446/DSNP⟨n⟩:user=⟨user⟩;password=⟨pw⟩; SQLCODE=-4499",
    ),
    lambda r: {
        "n": num(r, 1),
        "user": pick(r, "ABCDEFGHKLMNPRSTUVWXZ", 1) + pick(r, UPPER_ALNUM, 6),
        "day": f"{r.randint(1, 30):02d}",
        "pw": password(r, r.randint(16, 22)),
    },
    N,
    ("pw",),
)

ORACLE = Kind(
    "oracle_jdbc_password",
    (
        "jdbc:oracle:thin:⟨user⟩/⟨pw⟩@//ora-⟨env⟩-scan.nhb.internal:1521/DCHSVC",
        '```yaml\nspring:\n  datasource:\n    url: jdbc:oracle:thin:@//ora-⟨env⟩-scan.nhb.internal:1521/DCHSVC\n    username: ⟨user⟩\n    password: "⟨pw⟩"\n```',
        '$ sqlplus ⟨user⟩/"⟨pw⟩"@ora-⟨env⟩-scan.nhb.internal:1521/DCHSVC\nSQL*Plus: Release 19.0.0.0.0 - Production',
        "Oracle ⟨env⟩ schema owner ⟨user⟩, password ⟨pw⟩ (do not use from apps, only flyway)",
    ),
    lambda r: {"user": _user(r).upper(), "env": _env(r), "pw": password(r, r.randint(16, 24))},
    N,
    ("pw",),
)

CONFLUENT = Kind(
    "confluent_api_secret",
    (
        "Confluent Cloud cluster lkc-⟨cl⟩: API key ⟨key⟩ / secret ⟨secret⟩ (service account sa-⟨sa⟩)",
        '```properties\nbootstrap.servers=pkc-⟨cl⟩.westeurope.azure.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="⟨key⟩" password="⟨secret⟩";\n```',
        '$ confluent api-key store ⟨key⟩ ⟨secret⟩ --resource lkc-⟨cl⟩\nStored secret for API key "⟨key⟩".',
        "KAFKA_API_KEY=⟨key⟩\nKAFKA_API_SECRET=⟨secret⟩\nKAFKA_BOOTSTRAP=pkc-⟨cl⟩.westeurope.azure.confluent.cloud:9092",
    ),
    lambda r: {
        "cl": pick(r, LOWER_ALNUM, 5),
        "sa": pick(r, LOWER_ALNUM, 6),
        "key": pick(r, UPPER_ALNUM, 16),
        "secret": pick(r, ALNUM + "+/", 64),
    },
    N,
    ("secret",),
)


def _adyen_key(r: Random) -> str:
    return (
        "AQE"
        + pick(r, ALNUM, 3)
        + "mfx"
        + pick(r, B64, 80)
        + "==-"
        + b64(r, 32)
        + "-"
        + pick(r, ALNUM + ";}%=<>?", 16)
    )


ADYEN_KEY = Kind(
    "adyen_api_key",
    (
        "Adyen ⟨env⟩ ws user ws_⟨ws⟩@Company.NoordhavenBank → X-API-Key: ⟨key⟩",
        "```bash\ncurl https://checkout-test.adyen.com/v71/payments \\\n  -H 'x-API-key: ⟨key⟩' \\\n  -H 'content-type: application/json' -d @payment.json\n```",
        "ADYEN_API_KEY=⟨key⟩\nADYEN_MERCHANT_ACCOUNT=NoordhavenBankECOM\nADYEN_ENVIRONMENT=TEST",
    ),
    lambda r: {"env": r.choice(("test", "live")), "ws": num(r, 6), "key": _adyen_key(r)},
    N,
    ("key",),
)

ADYEN_HMAC = Kind(
    "adyen_hmac_key",
    (
        "Adyen webhook HMAC key for merchant NoordhavenBank⟨m⟩: ⟨hmac⟩",
        "```yaml\nadyen:\n  webhook:\n    merchant-account: NoordhavenBank⟨m⟩\n    hmac-key: ⟨hmac⟩\n```",
        "| merchant | webhook | HMAC key |\n|---|---|---|\n| NoordhavenBank⟨m⟩ | standard-⟨env⟩ | ⟨hmac⟩ |",
    ),
    lambda r: {
        "m": r.choice(("ECOM", "POS", "MOTO", "Wallet")),
        "env": _env(r),
        "hmac": pick(r, "0123456789ABCDEF", 64),
    },
    N,
    ("hmac",),
)

WORLDLINE = Kind(
    "worldline_api_secret",
    (
        "Worldline Direct PSPID NHB⟨p⟩: API key id ⟨keyid⟩, secret API key ⟨secret⟩",
        "```properties\nonlinePayments.api.endpoint=https://payment.preprod.direct.worldline-solutions.com\nonlinePayments.api.apiKeyId=⟨keyid⟩\nonlinePayments.api.secretApiKey=⟨secret⟩\n```",
        "WORLDLINE_SECRET_API_KEY=⟨secret⟩\nWORLDLINE_API_KEY_ID=⟨keyid⟩\nWORLDLINE_PSPID=NHB⟨p⟩",
    ),
    lambda r: {"p": num(r, 5), "keyid": pick(r, "0123456789ABCDEF", 20), "secret": b64(r, 48)},
    N,
    ("secret",),
)

GITLAB_PAT = Kind(
    "gitlab_pat",
    (
        "GitLab PAT for the release bot (scopes api, write_repository, expires 2027-02-28): ⟨tok⟩",
        "$ git clone https://oauth2:⟨tok⟩@gitlab.nhb.internal/digital-channels/⟨svc⟩.git\nCloning into '⟨svc⟩'...",
        "```bash\nexport GITLAB_TOKEN=⟨tok⟩\nglab mr list -R digital-channels/⟨svc⟩\n```",
        "[ci] `PRIVATE-TOKEN: ⟨tok⟩` used in the changelog job — move to masked var",
    ),
    lambda r: {"svc": _svc(r), "tok": "glpat" + "-" + pick(r, ALNUM + "-_", 20)},
    N,
    ("tok",),
)

GITLAB_RUNNER = Kind(
    "gitlab_runner_token",
    (
        '```toml\n[[runners]]\n  name = "ocp-⟨env⟩-runner-⟨n⟩"\n  url = "https://gitlab.nhb.internal"\n  token = "⟨tok⟩"\n  executor = "kubernetes"\n```',
        "$ gitlab-runner register --non-interactive --url https://gitlab.nhb.internal --token ⟨tok⟩ --executor kubernetes\nRuntime platform  arch=amd64 os=linux",
        "runner ocp-⟨env⟩-runner-⟨n⟩ auth token: ⟨tok⟩ (created via UI, group digital-channels)",
    ),
    lambda r: {
        "env": _env(r),
        "n": num(r, 2),
        "tok": "glrt" + "-" + pick(r, ALNUM + "-_", r.choice((20, 26))),
    },
    N,
    ("tok",),
)

GITLAB_DEPLOY = Kind(
    "gitlab_deploy_token",
    (
        "deploy token `gitlab+deploy-token-⟨n⟩` for the Helm registry: ⟨tok⟩",
        "$ helm registry login registry.gitlab.nhb.internal -u gitlab+deploy-token-⟨n⟩ -p ⟨tok⟩\nLogin Succeeded",
        "```yaml\nimagePullSecret:\n  username: gitlab+deploy-token-⟨n⟩\n  password: ⟨tok⟩\n```",
    ),
    lambda r: {"n": num(r, 4), "tok": "gldt" + "-" + pick(r, ALNUM + "-_", 20)},
    N,
    ("tok",),
)

ARTIFACTORY_KEY = Kind(
    "artifactory_api_key",
    (
        "Artifactory API key (user ⟨user⟩): ⟨key⟩",
        "```xml\n<server>\n  <id>nhb-releases</id>\n  <username>⟨user⟩</username>\n  <password>⟨key⟩</password>\n</server>\n```",
        '$ curl -H "X-JFrog-Art-Api: ⟨key⟩" https://artifactory.nhb.internal/artifactory/api/storage/libs-release-local/nl/nhb/\n{"repo":"libs-release-local"}',
    ),
    lambda r: {"user": _user(r), "key": "AK" + "Cp" + num(r, 1) + pick(r, ALNUM, 68)},
    N,
    ("key",),
)

ARTIFACTORY_IDENTITY = Kind(
    "artifactory_identity_token",
    (
        "```gradle\nartifactoryUser=⟨user⟩\nartifactoryPassword=⟨tok⟩\n```",
        "JFrog identity token for ⟨user⟩ (scope applied-permissions/user, no expiry!): ⟨tok⟩",
        "$ jf c add nhb --url https://artifactory.nhb.internal --access-token ⟨tok⟩ --interactive=false",
    ),
    lambda r: {
        "user": _user(r),
        "tok": b64_of("reftkn:01:" + num(r, 10) + ":" + pick(r, ALNUM, 33)).rstrip("="),
    },
    N,
    ("tok",),
)

SONAR = Kind(
    "sonarqube_token",
    (
        "SONAR_TOKEN=⟨tok⟩\nSONAR_HOST_URL=https://sonar.nhb.internal",
        "$ mvn -B verify sonar:sonar -Dsonar.projectKey=nl.nhb.dch:⟨svc⟩ -Dsonar.token=⟨tok⟩",
        "SonarQube ⟨kindname⟩ token for the pipeline user: ⟨tok⟩ (generated 2026-11-⟨day⟩)",
    ),
    lambda r: (
        lambda p: {
            "svc": _svc(r),
            "day": f"{r.randint(1, 30):02d}",
            "kindname": {"squ": "user", "sqp": "project analysis", "sqa": "global analysis"}[p],
            "tok": p + "_" + hexs(r, 40),
        }
    )(r.choice(("squ", "sqp", "sqa"))),
    N,
    ("tok",),
)

DYNATRACE = Kind(
    "dynatrace_api_token",
    (
        "Dynatrace API token (scopes metrics.ingest, logs.ingest) for tenant ⟨tenant⟩: ⟨tok⟩",
        "```yaml\napiVersion: dynatrace.com/v1beta1\nkind: DynaKube\nmetadata:\n  name: ⟨tenant⟩\nspec:\n  apiUrl: https://⟨tenant⟩.live.dynatrace.com/api\n  tokens: dt-tokens # apiToken: ⟨tok⟩\n```",
        '$ curl -H "Authorization: Api-Token ⟨tok⟩" https://⟨tenant⟩.live.dynatrace.com/api/v2/metrics/ingest --data-binary @m.txt',
        '$ wget -O Dynatrace-OneAgent.sh "https://⟨tenant⟩.live.dynatrace.com/api/v1/deployment/installer/agent/unix/default/latest?Api-Token=⟨tok⟩&arch=x86"',
    ),
    lambda r: {
        "tenant": pick(r, "abcdefghijklmnopqrstuvwxyz", 3) + num(r, 5),
        "tok": "dt0c01" + "." + pick(r, UPPER_ALNUM, 24) + "." + pick(r, UPPER_ALNUM, 64),
    },
    N,
    ("tok",),
)

ELASTIC = Kind(
    "elastic_api_key",
    (
        "Elastic API key for the Filebeat shipper on OCP ⟨env⟩ (encoded): ⟨key⟩",
        '```yaml\noutput.elasticsearch:\n  hosts: ["https://es-⟨env⟩.nhb.internal:9243"]\n  api_key: "⟨key⟩"\n```',
        '$ curl -H "Authorization: ApiKey ⟨key⟩" https://es-⟨env⟩.nhb.internal:9243/_cat/indices/logs-dch-*',
    ),
    lambda r: {"env": _env(r), "key": b64_of(pick(r, B64URL, 20) + ":" + pick(r, B64URL, 22))},
    N,
    ("key",),
)

SERVICENOW = Kind(
    "servicenow_password",
    (
        "ServiceNow integration user `int_dch_⟨u⟩` (for auto-creating CHG records) — password ⟨pw⟩",
        "```yaml\nservicenow:\n  instance: https://nhb⟨env⟩.service-now.com\n  username: int_dch_⟨u⟩\n  password: ⟨pw⟩\n```",
        "SNOW_USER=int_dch_⟨u⟩\nSNOW_PASSWORD=⟨pw⟩",
    ),
    lambda r: {
        "u": r.choice(("change", "incident", "cmdb", "events")),
        "env": r.choice(("dev", "test", "")),
        "pw": password(r, r.randint(18, 28)),
    },
    N,
    ("pw",),
)

CONJUR = Kind(
    "conjur_api_key",
    (
        "Conjur host `host/dch/⟨svc⟩` API key: ⟨key⟩",
        "```properties\nCONJUR_APPLIANCE_URL=https://conjur.nhb.internal\nCONJUR_ACCOUNT=nhb\nCONJUR_AUTHN_LOGIN=host/dch/⟨svc⟩\nCONJUR_AUTHN_API_KEY=⟨key⟩\n```",
        "$ conjur host rotate-api-key -i dch/⟨svc⟩\n⟨key⟩",
    ),
    lambda r: {"svc": _svc(r), "key": pick(r, LOWER_ALNUM, r.choice((51, 52, 53, 55)))},
    N,
    ("key",),
)

VAULT = Kind(
    "vault_token",
    (
        "$ export VAULT_ADDR=https://vault.nhb.internal:8200\n$ export VAULT_TOKEN=⟨tok⟩\n$ vault kv get -field=url kv/dch/⟨svc⟩/db",
        "Vault token (policy dch-⟨svc⟩-read, ttl 768h) for the migration job: ⟨tok⟩",
        "X-Vault-Token: ⟨tok⟩",
    ),
    lambda r: {
        "svc": _svc(r),
        "tok": r.choice(
            ("hvs" + "." + pick(r, ALNUM, 24), "hvs" + ".CAESI" + pick(r, ALNUM + "_-", 86))
        ),
    },
    N,
    ("tok",),
)

AZURE = Kind(
    "azure_client_secret",
    (
        "Azure AD B2C app registration `dch-⟨svc⟩` (client id ⟨cid⟩) → client secret ⟨sec⟩, expires 2027-05",
        "```yaml\nspring:\n  cloud:\n    azure:\n      active-directory:\n        b2c:\n          credential:\n            client-id: ⟨cid⟩\n            client-secret: ⟨sec⟩\n```",
        "AZURE_CLIENT_ID=⟨cid⟩\nAZURE_CLIENT_SECRET=⟨sec⟩\nAZURE_TENANT_ID=⟨tid⟩",
    ),
    lambda r: {
        "svc": _svc(r),
        "cid": uuid4(r),
        "tid": uuid4(r),
        "sec": pick(r, ALNUM, 3) + "8Q~" + pick(r, ALNUM + "_~.-", 34),
    },
    N,
    ("sec",),
)

AWS = Kind(
    "aws_secret_key",
    (
        "```ini\n[nhb-fraud-⟨env⟩]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sk⟩\nregion = eu-central-1\n```",
        "AWS (fraud-analytics sandbox) key ⟨akid⟩, secret ⟨sk⟩",
        "AWS_ACCESS_KEY_ID=⟨akid⟩\nAWS_SECRET_ACCESS_KEY=⟨sk⟩\nAWS_REGION=eu-west-1",
    ),
    lambda r: {
        "env": _env(r),
        "akid": "AK" + "IA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "sk": pick(r, ALNUM + "+/", 40),
    },
    N,
    ("sk",),
)

JWT_SECRET = Kind(
    "jwt_signing_secret",
    (
        "```yaml\nmp:\n  jwt:\n    verify:\n      issuer: https://api.nhb.eu/psd2\nsmallrye:\n  jwt:\n    sign:\n      key: ⟨sec⟩\n```",
        "HS256 secret the mobile BFF uses for its internal session JWTs: ⟨sec⟩",
        "JWT_HMAC_SECRET=⟨sec⟩",
    ),
    lambda r: {"sec": r.choice((b64(r, 32), b64url(r, 48), hexs(r, 64)))},
    N,
    ("sec",),
)

KEYSTORE = Kind(
    "keystore_password",
    (
        "```yaml\nserver:\n  ssl:\n    key-store: classpath:qwac-⟨env⟩.p12\n    key-store-type: PKCS12\n    key-store-password: ⟨pw⟩\n```",
        "$ keytool -list -keystore qseal-⟨env⟩.jks -storepass ⟨pw⟩\nKeystore type: JKS\nYour keystore contains 2 entries",
        "QWAC PKCS#12 for ⟨env⟩ (alias psd2-qwac): store password ⟨pw⟩",
        "```gradle\nandroid.signing.storePassword=⟨pw⟩\nandroid.signing.keyAlias=nhb-release\n```",
    ),
    lambda r: {"env": _env(r), "pw": r.choice((password(r, 20), passphrase(r)))},
    N,
    ("pw",),
)

RSA_KEY = Kind(
    "rsa_private_key_pem",
    (
        "QSeal signing key (⟨env⟩), kept until HSM migration:\n\n"
        + pem_marker("PRIVATE KEY")
        + "\n⟨body⟩\n"
        + pem_marker("PRIVATE KEY", True),
        "```\n"
        + pem_marker("PRIVATE KEY")
        + "\n⟨body⟩\n"
        + pem_marker("PRIVATE KEY", True)
        + "\n```",
    ),
    lambda r: {"env": _env(r), "body": rsa_private_body(r)},
    N,
    ("body",),
)

EC_KEY = Kind(
    "ec_private_key_pem",
    (
        "App Store Connect API key AuthKey_⟨kid⟩.p8 (team ⟨team⟩):\n"
        + pem_marker("PRIVATE KEY")
        + "\n⟨body⟩\n"
        + pem_marker("PRIVATE KEY", True),
        pem_marker("EC PRIVATE KEY") + "\n⟨sec1⟩\n" + pem_marker("EC PRIVATE KEY", True),
    ),
    lambda r: {
        "kid": pick(r, UPPER_ALNUM, 10),
        "team": pick(r, UPPER_ALNUM, 10),
        "body": ec_private_body(r),
        "sec1": ec_sec1_body(r),
    },
    N,
    ("body", "sec1"),
)

HSM_COMPONENT = Kind(
    "hsm_clear_key_component",
    (
        "ZMK ceremony 2026-11-⟨day⟩, custodian ⟨c⟩: clear component ⟨comp⟩ (KCV ⟨kcv⟩)",
        "| custodian | component (clear) | KCV |\n|---|---|---|\n| ⟨c⟩ | ⟨comp⟩ | ⟨kcv⟩ |",
        "payShield console:\n> FK\nKey length [1,2,3]: 2\nKey type: 000\nComponent 1: ⟨comp⟩\nKey check value: ⟨kcv⟩",
        "BDK (DUKPT, test POS estate) in clear: ⟨comp⟩ — KCV ⟨kcv⟩",
    ),
    lambda r: {
        "day": f"{r.randint(1, 30):02d}",
        "c": r.choice(("A", "B", "C")),
        "kcv": kcv(r),
        "comp": r.choice((uhex(r, 32), grouped(uhex(r, 32)), uhex(r, 48))),
    },
    N,
    ("comp",),
)

PROSE_DE = Kind(
    "password_prose_de",
    (
        "Passwort für den technischen User ⟨user⟩ auf der ⟨env⟩-Umgebung lautet ⟨pw⟩ (nicht weitergeben).",
        "Notiz: Das Kennwort vom CICS-Bridge-Account ⟨user⟩ ist jetzt ⟨pw⟩, Ablauf in 90 Tagen.",
        "- Zugang Keycloak-Admin (⟨env⟩): admin / ⟨pw⟩",
    ),
    lambda r: {
        "user": _user(r),
        "env": _env(r).upper(),
        "pw": r.choice((password(r, 18), passphrase(r))),
    },
    N,
    ("pw",),
)

PROSE_NL = Kind(
    "password_prose_nl",
    (
        "Wachtwoord van serviceaccount ⟨user⟩ (⟨env⟩) is gewijzigd naar ⟨pw⟩.",
        "Let op: het wachtwoord voor de Nexus-admin is ⟨pw⟩, Pieter heeft het vandaag gereset.",
        "- inlog Argo CD ⟨env⟩: admin, ww ⟨pw⟩",
    ),
    lambda r: {"user": _user(r), "env": _env(r), "pw": r.choice((password(r, 19), passphrase(r)))},
    N,
    ("pw",),
)

PROSE_FR_ES = Kind(
    "password_prose_fr_es",
    (
        "Le mot de passe du compte ⟨user⟩ sur ⟨env⟩ est ⟨pw⟩ — à changer après la recette.",
        "La contraseña del usuario ⟨user⟩ en Worldline ⟨env⟩ es ⟨pw⟩.",
        "Identifiants DB2 recette : ⟨user⟩ / ⟨pw⟩",
    ),
    lambda r: {"user": _user(r), "env": _env(r), "pw": r.choice((password(r, 17), passphrase(r)))},
    N,
    ("pw",),
)

PROSE_PL_IT = Kind(
    "password_prose_pl_it",
    (
        "Hasło do konta ⟨user⟩ na środowisku ⟨env⟩: ⟨pw⟩",
        "La password dell'utenza ⟨user⟩ su ServiceNow ⟨env⟩ è ⟨pw⟩, scade a febbraio.",
        "Nowe hasło dla Dynatrace (⟨user⟩) to ⟨pw⟩ — Marta",
    ),
    lambda r: {"user": _user(r), "env": _env(r), "pw": r.choice((password(r, 18), passphrase(r)))},
    N,
    ("pw",),
)

KAFKA_JAAS = Kind(
    "kafka_scram_password",
    (
        '```yaml\nspring:\n  kafka:\n    properties:\n      sasl.mechanism: SCRAM-SHA-512\n      sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule required username="⟨user⟩" password="⟨pw⟩";\n```',
        "on-prem Kafka (Strimzi) SCRAM user ⟨user⟩ pw ⟨pw⟩",
        "KAFKA_SASL_USERNAME=⟨user⟩\nKAFKA_SASL_PASSWORD=⟨pw⟩",
    ),
    lambda r: {"user": _user(r), "pw": pick(r, ALNUM, 32)},
    N,
    ("pw",),
)

REFRESH = Kind(
    "oidc_refresh_token",
    (
        "refresh_token from ForgeRock for test customer 70⟨n⟩ (valid 30 days): ⟨tok⟩",
        '```json\n{"access_token":"⟨at⟩","refresh_token":"⟨tok⟩","token_type":"Bearer","expires_in":299}\n```',
        "$ http POST :8080/oauth/refresh refresh_token=⟨tok⟩",
    ),
    lambda r: {
        "n": num(r, 6),
        "at": pick(r, ALNUM, 27),
        "tok": pick(r, ALNUM + "-_", 27) + "." + pick(r, ALNUM + "-_", 22),
    },
    N,
    ("tok",),
)


def _signed_jwt(r: Random) -> str:
    header = b64url_of('{"alg":"RS256","typ":"JWT","kid":"' + pick(r, ALNUM, 22) + '"}')
    payload = b64url_of(
        '{"sub":"'
        + uuid4(r)
        + '","iss":"https://sso.prd.nhb.internal/realms/retail","aud":"mobile-bff","exp":'
        + num(r, 10)
        + ',"scope":"accounts payments"}'
    )
    return header + "." + payload + "." + b64url(r, 256)


BEARER = Kind(
    "bearer_access_token",
    (
        '$ curl -H "Authorization: Bearer ⟨jwt⟩" https://api.nhb.eu/psd2/v1/accounts',
        "Argo CD project token (role ci-sync, never expires): ⟨jwt⟩",
        "ARGOCD_AUTH_TOKEN=⟨jwt⟩",
    ),
    lambda r: {"jwt": _signed_jwt(r)},
    N,
    ("jwt",),
)

FCM = Kind(
    "fcm_server_key",
    (
        "Firebase legacy server key (Android push, app nl.nhb.mobile): ⟨key⟩",
        "```properties\npush.fcm.server-key=⟨key⟩\npush.fcm.sender-id=⟨sid⟩\n```",
        "Authorization: key=⟨key⟩",
    ),
    lambda r: {
        "sid": num(r, 12),
        "key": "AAAA" + pick(r, ALNUM + "-_", 7) + ":" + "APA91" + "b" + pick(r, ALNUM + "-_", 134),
    },
    N,
    ("key",),
)

URL_CREDS = Kind(
    "url_embedded_password",
    (
        "$ docker login nexus.nhb.internal:8443 -u ⟨user⟩ -p '⟨pw⟩'\nLogin Succeeded",
        "mirror: https://⟨user⟩:⟨pw⟩@nexus.nhb.internal/repository/maven-public/",
        "```yaml\nrepositories:\n  - url: https://⟨user⟩:⟨pw⟩@nexus.nhb.internal/repository/helm-hosted/\n```",
    ),
    lambda r: {
        "user": _user(r),
        "pw": password(r, r.randint(16, 22)).translate(str.maketrans("@:#?%", "xyzqw")),
    },
    N,
    ("pw",),
)

NPMRC = Kind(
    "npmrc_auth",
    (
        "```ini\nregistry=https://artifactory.nhb.internal/artifactory/api/npm/npm-virtual/\n//artifactory.nhb.internal/artifactory/api/npm/npm-virtual/:_auth=⟨auth⟩\nalways-auth=true\n```",
        "mobile web shell .npmrc: `_auth=⟨auth⟩`",
        "Authorization: Basic ⟨auth⟩",
    ),
    lambda r: {"auth": b64_of(_user(r) + ":" + password(r, 20))},
    N,
    ("auth",),
)

OPENSHIFT = Kind(
    "openshift_token",
    (
        '$ oc login --token=⟨tok⟩ --server=https://api.ocp-⟨env⟩.nhb.internal:6443\nLogged into "https://api.ocp-⟨env⟩.nhb.internal:6443" as "⟨user⟩"',
        "OCP ⟨env⟩ token for ⟨user⟩ (expires in 24h but reused by the nightly job): ⟨tok⟩",
        "```yaml\nclusters:\n  - name: ocp-⟨env⟩\n    server: https://api.ocp-⟨env⟩.nhb.internal:6443\n    bearerToken: ⟨tok⟩\n```",
    ),
    lambda r: {"env": _env(r), "user": _user(r), "tok": "sha256" + "~" + pick(r, B64URL, 43)},
    N,
    ("tok",),
)

K8S_SECRET = Kind(
    "k8s_secret_data",
    (
        "```yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨svc⟩-db\ntype: Opaque\ndata:\n  username: ⟨u64⟩\n  password: ⟨p64⟩\n```",
        "$ oc get secret ⟨svc⟩-mq -o jsonpath='{.data.password}'\n⟨p64⟩",
    ),
    lambda r: {"svc": _svc(r), "u64": b64_of(_user(r)), "p64": b64_of(password(r, 20))},
    N,
    ("p64",),
)

TPP_SECRET = Kind(
    "psd2_tpp_client_secret",
    (
        "sandbox TPP `PSDNL-DNB-⟨tpp⟩` onboarding: client_id ⟨cid⟩, client_secret ⟨sec⟩",
        "$ curl -u ⟨cid⟩:⟨sec⟩ -d grant_type=authorization_code -d code=⟨code⟩ https://api.nhb.eu/psd2/oauth2/token",
        '```json\n{"client_id":"⟨cid⟩","client_secret":"⟨sec⟩","client_secret_expires_at":0,"redirect_uris":["https://tpp.example/cb"]}\n```',
    ),
    lambda r: {"tpp": num(r, 6), "cid": uuid4(r), "code": pick(r, ALNUM, 8), "sec": b64url(r, 32)},
    N,
    ("sec",),
)

SECRETS: tuple[Kind, ...] = (
    KEYCLOAK,
    FORGEROCK,
    MQ,
    DB2,
    ORACLE,
    CONFLUENT,
    ADYEN_KEY,
    ADYEN_HMAC,
    WORLDLINE,
    GITLAB_PAT,
    GITLAB_RUNNER,
    GITLAB_DEPLOY,
    ARTIFACTORY_KEY,
    ARTIFACTORY_IDENTITY,
    SONAR,
    DYNATRACE,
    ELASTIC,
    SERVICENOW,
    CONJUR,
    VAULT,
    AZURE,
    AWS,
    JWT_SECRET,
    KEYSTORE,
    RSA_KEY,
    EC_KEY,
    HSM_COMPONENT,
    PROSE_DE,
    PROSE_NL,
    PROSE_FR_ES,
    PROSE_PL_IT,
    KAFKA_JAAS,
    REFRESH,
    BEARER,
    FCM,
    URL_CREDS,
    NPMRC,
    OPENSHIFT,
    K8S_SECRET,
    TPP_SECRET,
)
