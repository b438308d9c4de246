# ruff: noqa: E501 (templates are whole note texts; a split string would hide their shape)
"""Benign look-alikes in words and references: the words secret/token/password/key/PIN in
prose (English and the team's other languages), config keys without values, placeholders,
clearly fake fixtures, vault and Conjur paths, Kubernetes secret references, CLI flags that
read a secret from a file or variable, and credential identifiers that are not credentials."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike14.gen import (
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    num,
    pick,
    uuid4,
)

N = 11


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


def _env(r: Random) -> str:
    return r.choice(("tst", "acc", "prd", "dev", "sit"))


def _day(r: Random) -> str:
    return f"2026-11-{r.randint(1, 30):02d}"


WORDS_EN = Kind(
    "secret_words_en",
    (
        "⟨day⟩: the Keycloak client secret for ⟨svc⟩ rotates every ⟨n⟩ days now; the pipeline reads it from Vault at deploy time",
        "Remember: access tokens from ForgeRock live 5 minutes, refresh tokens 30 days — the mobile app must not cache the password, only the refresh token in the Keychain",
        "Why the MQ password expired on ⟨env⟩: RACF forces a change every 90 days and nobody owned the ⟨svc⟩ technical user. Ticket INC⟨n⟩⟨n⟩.",
        "- [ ] ask security whether the Adyen HMAC key can be shared between the ECOM and POS webhooks (I think not)",
        "The API key header is `X-API-Key`, the secret goes nowhere near the logs; LogMaskingFilter covers both since ⟨ver⟩",
    ),
    lambda r: {
        "day": _day(r),
        "svc": _svc(r),
        "n": str(r.randint(30, 180)),
        "env": _env(r),
        "ver": f"3.{r.randint(0, 20)}.{r.randint(0, 9)}",
    },
    N,
)

WORDS_INTL = Kind(
    "secret_words_multilingual",
    (
        "Das Passwort für ⟨svc⟩ liegt im Vault unter dem üblichen Pfad, bitte nicht ins Ticket kopieren (⟨day⟩).",
        "Het wachtwoord van de ⟨env⟩-database wordt elke ⟨n⟩ dagen geroteerd door Conjur; niet handmatig aanpassen.",
        "Le mot de passe du keystore QWAC est dans CyberArk ; le jeton d'accès expire au bout de ⟨n⟩ minutes.",
        "La contraseña del usuario técnico de ⟨svc⟩ caduca cada ⟨n⟩ días; el token se renueva solo.",
        "Hasło do ⟨svc⟩ jest w sejfie CyberArk (safe DCH-⟨env⟩), token odnawia się automatycznie co ⟨n⟩ minut.",
        "La chiave API di Worldline va ruotata entro il ⟨day⟩; il segreto non va mai nei log.",
    ),
    lambda r: {"svc": _svc(r), "day": _day(r), "env": _env(r), "n": str(r.randint(5, 120))},
    N,
)

CONFIG_KEYS = Kind(
    "config_keys_no_value",
    (
        "```yaml\nquarkus:\n  oidc:\n    client-id: ⟨svc⟩\n    credentials:\n      secret: ${KEYCLOAK_CLIENT_SECRET}\n```",
        "```properties\nspring.datasource.url=jdbc:db2://db2z⟨n⟩.nhb.internal:446/DSNP⟨n⟩\nspring.datasource.username=${DB2_USER}\nspring.datasource.password=${DB2_PASSWORD}\n```",
        "KAFKA_API_KEY=\nKAFKA_API_SECRET=\nKAFKA_BOOTSTRAP=pkc-⟨cl⟩.westeurope.azure.confluent.cloud:9092",
        "required keys for ⟨svc⟩: `adyen.api-key`, `adyen.webhook.hmac-key`, `worldline.secret-api-key` (values come from Vault)",
        "```yaml\nibm:\n  mq:\n    queue-manager: QM⟨qm⟩\n    user: ${MQ_USER}\n    password: ${MQ_PASSWORD:}\n```",
    ),
    lambda r: {
        "svc": _svc(r),
        "n": num(r, 1),
        "cl": pick(r, LOWER_ALNUM, 5),
        "qm": r.choice("PTA") + num(r, 2),
    },
    N,
)

PLACEHOLDERS = Kind(
    "placeholders",
    (
        "SONAR_TOKEN=<your-sonar-token>\nSONAR_HOST_URL=https://sonar.nhb.internal  # ⟨svc⟩",
        '$ curl -H "Authorization: Bearer $ACCESS_TOKEN" https://api-sandbox.nhb.eu/psd2/v1/accounts/⟨aid⟩',
        "spring.datasource.password=******** (masked in the actuator /env output of ⟨svc⟩)",
        '```yaml\nadyen:\n  api-key: REPLACE_ME\n  hmac-key: "<hmac-from-customer-area>"\n```',
        "client_secret=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx in the ⟨svc⟩ Postman collection (fill in locally)",
        "$ keytool -list -cacerts -storepass changeit | grep -i ⟨ca⟩",
    ),
    lambda r: {
        "svc": _svc(r),
        "aid": uuid4(r),
        "ca": r.choice(("quoverdis", "trustline", "digicert", "certalia")),
    },
    N,
)

FIXTURES = Kind(
    "fake_fixtures",
    (
        'Unit-test fixture in ⟨svc⟩: `private static final String FAKE_SECRET = "test-only-not-a-secret-⟨n⟩";`',
        "AWS docs example pair used in the localstack test: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "```yaml\n# src/test/resources/application-test.yml (⟨svc⟩)\nkeycloak:\n  client-secret: dummy-client-secret\nmq:\n  password: password\n```",
        'WireMock stub returns `{"access_token":"fake-access-token-⟨n⟩","token_type":"Bearer"}` — fine for the contract test',
        "Testcontainers Oracle uses user `test`, password `test` (gvenzl image default) in ⟨svc⟩ ITs",
    ),
    lambda r: {"svc": _svc(r), "n": num(r, 3)},
    N,
)

VAULT_PATHS = Kind(
    "vault_conjur_paths",
    (
        "$ vault kv get -field=password kv/dch/⟨env⟩/⟨svc⟩/db2",
        "Conjur variable id: `dch/⟨env⟩/⟨svc⟩/mq/password` (host `host/dch/⟨svc⟩` has read+execute)",
        "CyberArk account: safe `DCH-⟨env⟩-APP`, object `Database-DB2-db2z⟨n⟩-⟨svc⟩` — CPM rotates it weekly",
        "```yaml\nspring:\n  cloud:\n    vault:\n      kv:\n        backend: kv\n        default-context: dch/⟨env⟩/⟨svc⟩\n      authentication: KUBERNETES\n      kubernetes:\n        role: ⟨svc⟩-⟨env⟩\n```",
        "Azure Key Vault reference: `@Microsoft.KeyVault(SecretUri=https://kv-dch-⟨env⟩.vault.azure.net/secrets/⟨svc⟩-client-secret/)`",
    ),
    lambda r: {"env": _env(r), "svc": _svc(r), "n": num(r, 1)},
    N,
)

K8S_REFS = Kind(
    "secret_refs_k8s",
    (
        "```yaml\nenv:\n  - name: ADYEN_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: ⟨svc⟩-adyen\n        key: api-key\n```",
        "```yaml\napiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: ⟨svc⟩-db\nspec:\n  secretStoreRef:\n    name: vault-dch-⟨env⟩\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: kv/dch/⟨env⟩/⟨svc⟩/db\n        property: password\n```",
        "$ oc get secret ⟨svc⟩-mq -n dch-⟨env⟩\nNAME          TYPE     DATA   AGE\n⟨svc⟩-mq   Opaque   2      ⟨age⟩d",
        "$ oc describe secret ⟨svc⟩-tls -n dch-⟨env⟩\nType:  kubernetes.io/tls\n\nData\n====\ntls.crt:  ⟨crt⟩ bytes\ntls.key:  ⟨key⟩ bytes",
    ),
    lambda r: {
        "svc": _svc(r),
        "env": _env(r),
        "age": str(r.randint(1, 400)),
        "crt": str(r.randint(1800, 4200)),
        "key": str(r.randint(1600, 1800)),
    },
    N,
)

PIN_KEY_PROSE = Kind(
    "pin_and_key_prose",
    (
        "PIN block is ISO format 0 from the POS and format 4 towards the scheme; the HSM translates under the ZPK, the clear PIN never leaves the HSM",
        "Key hierarchy recap: LMK → ZMK (exchanged in ⟨k⟩ components with ⟨partner⟩) → ZPK/TAK; only KCVs go into CMDB",
        "Card PIN try counter resets after a successful offline PIN at an ATM, not in the app (asked ⟨partner⟩ on ⟨day⟩)",
        "mobile: App PIN is 5 digits, stored nowhere — we derive a key in the Secure Enclave and only send the signature",
    ),
    lambda r: {
        "k": str(r.choice((2, 3))),
        "partner": r.choice(("Worldline", "equensWorldline", "Adyen", "the scheme")),
        "day": _day(r),
    },
    N,
)

CLI_FILE = Kind(
    "cli_secret_flags_by_file",
    (
        "$ oc create secret generic ⟨svc⟩-db --from-file=password=./db-password.txt -n dch-⟨env⟩\nsecret/⟨svc⟩-db created",
        "$ keytool -importkeystore -srckeystore qwac-⟨env⟩.p12 -srcstorepass:env P12_PASS -destkeystore qwac-⟨env⟩.jks -deststorepass:file ./jks.pass",
        "$ docker login quay.nhb.internal --username robot_dch+⟨svc⟩ --password-stdin < ~/.secrets/quay-⟨env⟩",
        '$ psql "host=pg-⟨env⟩.nhb.internal user=⟨svc⟩ sslmode=verify-full"  # password from ~/.pgpass',
        "```bash\nexport VAULT_TOKEN=$(vault login -method=oidc -token-only role=dch-⟨env⟩)\n```",
    ),
    lambda r: {"svc": _svc(r), "env": _env(r)},
    N,
)

CRED_IDS = Kind(
    "credential_identifiers",
    (
        "Vault token accessor (safe to share, used for `vault token revoke -accessor`): ⟨acc⟩",
        "Confluent API key *id* ⟨ckey⟩ belongs to sa-⟨sa⟩; the secret was never written down",
        "Azure app registration dch-⟨svc⟩: client id ⟨cid⟩, tenant ⟨tid⟩, secret id ⟨sid⟩ (the secret value is in Key Vault)",
        "Worldline API key id ⟨wid⟩ (PSPID NHB⟨p⟩) — revoke the old one after the switch",
        "GitLab token list: `release-bot` (id ⟨gid⟩, prefix glpat-, scopes api) expires ⟨day⟩",
    ),
    lambda r: {
        "acc": pick(r, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 24),
        "ckey": pick(r, UPPER_ALNUM, 16),
        "sa": pick(r, LOWER_ALNUM, 6),
        "svc": _svc(r),
        "cid": uuid4(r),
        "tid": uuid4(r),
        "sid": uuid4(r),
        "wid": pick(r, "0123456789ABCDEF", 20),
        "p": num(r, 5),
        "gid": num(r, 6),
        "day": _day(r),
    },
    N,
)

TEXT: tuple[Kind, ...] = (
    WORDS_EN,
    WORDS_INTL,
    CONFIG_KEYS,
    PLACEHOLDERS,
    FIXTURES,
    VAULT_PATHS,
    K8S_REFS,
    PIN_KEY_PROSE,
    CLI_FILE,
    CRED_IDS,
)
