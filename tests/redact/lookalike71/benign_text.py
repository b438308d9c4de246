"""Benign look-alikes in the team's prose and runbooks: masked and redacted values,
placeholders, the words password/secret/token in German, Danish and English with no secret
near them, secrets referred to by name, error messages full of ids, checksums and ETags,
and mixed notes that pile all of these together."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike71.gen import (
    ALNUM,
    NAMESPACES,
    PEOPLE,
    Kind,
    b64,
    benign_kind,
    day,
    hexs,
    iso,
    iso_ms,
    num,
    object_id,
    person,
    pick,
    robot,
    uhex,
    uuid4,
    when,
)

_GLPAT = "gl" + "pat-"
_NETS_SK = "live-" + "secret-" + "key-"
_CHECKOUT = "live-" + "checkout-" + "key-"
_HVS = "hv" + "s."
_HARBOR = "harbor.hlr-robotik.de"
_KEYCLOAK = "keycloak.hlr-robotik.de"

_SECRET_NAMES = (
    "sap-rfc-credentials",
    "mqtt-bridge",
    "keycloak-db",
    "nets-easy",
    "harbor-pull",
    "loki-push",
    "opcua-gateway-cert",
)


def _ctx(r: Random) -> dict[str, str]:
    return {
        "who": person(r),
        "who2": r.choice(PEOPLE),
        "date": day(r),
        "ns": r.choice(NAMESPACES),
        "sname": r.choice(_SECRET_NAMES),
        "n": str(r.randint(2, 99)),
        "kw": str(r.randint(6, 52)),
        "robot": robot(r),
        "sha7": hexs(r, 7),
    }


def _masked(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "stars": "*" * r.randint(8, 32),
        "x20": "x" * 20,
        "last4": hexs(r, 4),
        "last6": pick(r, ALNUM, 6),
        "hint": pick(r, ALNUM, 3),
        "acct": r.choice(("sthlrewmprod", "sthlrfleetlogs", "sthlrbackupweu")),
        "plus": "+" * r.randint(8, 16),
        "pid": num(r, 3),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "port": str(r.choice((5432, 6380, 8883, 4840, 8200))),
        "var": r.choice(("KEYCLOAK_CLIENT_SECRET", "SAP_RFC_PASSWORD", "MQTT_PASSWORD")),
        "item": r.choice(("SAP RFC EWM", "HiveMQ Fleet", "Nets Easy Live", "Harbor Robot CI")),
    }


def _words(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "sys": r.choice(("SAP EWM", "Grafana", "Harbor", "HiveMQ Control Center", "TIA Portal")),
        "days": str(r.choice((30, 60, 90, 180))),
        "count": str(r.randint(1, 40)),
    }


def _refs(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "kvname": r.choice(("sap-rfc-password", "nets-secret-key", "keycloak-client-secret")),
        "app": r.choice(("ewm-bridge", "fleet-api", "opcua-gw", "payments")),
        "field": r.choice(("password", "client_secret", "token", "secret_key")),
    }


def _errors(r: Random) -> dict[str, str]:
    t = when(r)
    return _ctx(r) | {
        "appid": uuid4(r),
        "trace": uuid4(r),
        "corr": uuid4(r),
        "ts": t.strftime("%Y-%m-%d %H:%M:%S") + "Z",
        "realm": uuid4(r),
        "client": r.choice(("fleet-api", "ewm-bridge", "argocd", "grafana")),
        "ip": f"10.{r.randint(20, 41)}.{r.randint(1, 60)}.{r.randint(2, 250)}",
        "thread": str(r.randint(1, 64)),
        "reqid": uuid4(r),
        "hexreq": hexs(r, 32),
        "iso": iso_ms(r),
    }


def _checksums(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "h": hexs(r, 64),
        "h512": hexs(r, 128),
        "etag": "0x8DD" + uhex(r, 11),
        "md5b64": b64(r, 16),
        "md5": hexs(r, 32),
        "md5b": hexs(r, 32),
        "plc": "0x" + uhex(r, 8),
        "plc2": "0x" + uhex(r, 8),
        "v": f"4.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "size": str(r.randint(10_000, 90_000_000)),
    }


def _mixed(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "ck": _CHECKOUT + hexs(r, 32),
        "payid": hexs(r, 32),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "kid": b64(r, 32).rstrip("=").replace("+", "-").replace("/", "_"),
        "ver": hexs(r, 32),
        "uuid": uuid4(r),
        "oid": object_id(r),
        "ct": b64(r, 44),
        "thumb": uhex(r, 40),
        "cluster": hexs(r, 32),
        "iso": iso(r),
        "last4": hexs(r, 4),
        "i512": b64(r, 64),
    }


TEXT: tuple[Kind, ...] = (
    benign_kind(
        "masked_redacted_values",
        (
            "NETS_EASY_SECRET_KEY=" + _NETS_SK + "⟨stars⟩⟨last4⟩  # Wert steht in Key Vault",
            '$ curl --header "PRIVATE-TOKEN: [MASKED]" "https://gitlab.hanse-lager.de/api/v4/'
            'projects/⟨pid⟩/jobs"',
            "vault token lookup → id " + _HVS + "⟨stars⟩ (im Output maskiert, ⟨who⟩ hat "
            "nachgesehen)",
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=[REDACTED];"
            "EndpointSuffix=core.windows.net",
            "argocd app diff ⟨ns⟩ viser `password: ⟨plus⟩` — ændringen ligger altså kun i "
            "Secret'et.",
            "Entra zeigt für das Client-Secret nur den Hinweis „⟨hint⟩***“, Secret-ID und Ablauf "
            "⟨date⟩ — der Wert selbst ist weg.",
            "Loggen viser nu `Authorization: Basic ***` i stedet for selve værdien — fixet i "
            "⟨sha7⟩.",
            "Beispiel aus der Doku: PRIVATE-TOKEN: " + _GLPAT + "⟨x20⟩ (⟨who⟩ hat es in die "
            "README kopiert)",
        ),
        _masked,
    ),
    benign_kind(
        "placeholders_templates",
        (
            "NETS_EASY_SECRET_KEY=<your-secret-key>\nNETS_EASY_CHECKOUT_KEY=<your-checkout-key>"
            "\n# ⟨who⟩: echte Werte aus kv-hlr-pay-weu",
            "export VAULT_TOKEN=${VAULT_TOKEN:?VAULT_TOKEN fehlt – erst vault login}",
            "adminPassword: {{ .Values.keycloak.adminPassword | quote }}  # ⟨ns⟩",
            "password: changeme  # kun i kind-clusteret lokalt, port ⟨port⟩",
            "client_secret = var.keycloak_client_secret\ntenant_id     = var.tenant_id  # "
            "tfvars aus Vault, siehe Runbook (⟨who⟩)",
            "AccountKey=<storage-account-key> — ⟨who⟩ fragen, nicht hier eintragen",
            "MP_CLIENT_SECRET=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx\n⟨var⟩=REPLACE_ME",
            'op read "op://HLR Platform/⟨item⟩/password"',
            "token: \"{{ lookup('community.hashi_vault.hashi_vault', "
            "'secret=kv/data/⟨ns⟩:token') }}\"",
        ),
        _placeholders,
    ),
    benign_kind(
        "secret_words_multilingual",
        (
            "Passwort-Rotation für alle technischen SAP-User ist für KW ⟨kw⟩ geplant; Ablauf im "
            "Runbook, die Werte kommen aus Vault.",
            "Husk at adgangskoden til ⟨sys⟩ skal skiftes hver ⟨days⟩. dag — selve kodeordet "
            "ligger i Key Vault, ikke her.",
            "The Keycloak token endpoint returned 401 because the client secret had expired "
            "on ⟨date⟩; rotated via Terraform.",
            "Secret-Scanning in GitLab meldete ⟨count⟩ Funde, alle False Positives "
            "(Testdaten im Namespace ⟨ns⟩).",
            "Token-Lebensdauer für Argo CD auf 24h gesetzt, Refresh-Token deaktiviert "
            "(⟨who⟩, ⟨date⟩).",
            "Nøglen til serverrummet i Aarhus hænger i nøgleskabet ved receptionen; spørg ⟨who⟩.",
            "Secret-Objekte im Namespace ⟨ns⟩: ⟨count⟩ Stück, alle über den External Secrets "
            "Operator synchronisiert.",
            "Kennwortrichtlinie S/4: mindestens 12 Zeichen, drei Zeichenklassen, keine der "
            "letzten ⟨n⟩ Kennwörter.",
            "We never paste a password, secret or token into these notes — only the Vault path "
            "(reminder from ⟨who⟩).",
            "Hemmeligheden bag den hurtige fejlfinding i ⟨sys⟩ var bare at læse loggen; der var "
            "intet token-problem.",
        ),
        _words,
    ),
    benign_kind(
        "secret_references_by_name",
        (
            "kubectl -n ⟨ns⟩ get secret ⟨sname⟩ -o jsonpath='{.data.⟨field⟩}' | base64 -d",
            "vault kv get -field=⟨field⟩ kv/hlr/⟨app⟩",
            "az keyvault secret show --vault-name kv-hlr-prod-weu --name ⟨kvname⟩ --query value "
            "-o tsv | pbcopy",
            "apiVersion: external-secrets.io/v1\nkind: ExternalSecret\nmetadata:\n"
            "  name: ⟨sname⟩\n  namespace: ⟨ns⟩\nspec:\n  secretStoreRef:\n"
            "    name: azure-kv\n    kind: ClusterSecretStore\n  data:\n"
            "  - secretKey: ⟨field⟩\n    remoteRef:\n      key: ⟨kvname⟩",
            'data "azurerm_key_vault_secret" "⟨app⟩" {\n  name         = "⟨kvname⟩"\n'
            "  key_vault_id = azurerm_key_vault.hlr.id\n}",
            "Das ⟨field⟩ für ⟨app⟩ liegt in Vault unter kv/hlr/⟨app⟩, Key Vault-Name "
            "`⟨kvname⟩` — bitte nur so referenzieren.",
        ),
        _refs,
    ),
    benign_kind(
        "error_messages_with_ids",
        (
            "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in "
            "the request is the client secret value, not the client secret ID, for a secret "
            "added to app '⟨appid⟩'.\nTrace ID: ⟨trace⟩\nCorrelation ID: ⟨corr⟩\n"
            "Timestamp: ⟨ts⟩",
            "AADSTS7000222: The provided client secret keys for app '⟨appid⟩' are expired. "
            "Visit the Azure portal to create new keys for your app.\nTrace ID: ⟨trace⟩\n"
            "Correlation ID: ⟨corr⟩",
            'WARN  [org.keycloak.events] (executor-thread-⟨thread⟩) type="CLIENT_LOGIN_ERROR", '
            'realmId="⟨realm⟩", realmName="hlr", clientId="⟨client⟩", userId="null", '
            'ipAddress="⟨ip⟩", error="invalid_client_credentials", '
            'grant_type="client_credentials"',
            "Error making API request.\n\nURL: PUT https://vault.hlr.internal:8200/v1/auth/"
            "approle/login\nCode: 400. Errors:\n\n* invalid role or secret ID\n"
            "request_id: ⟨reqid⟩",
            'Error response from daemon: Get "https://' + _HARBOR + '/v2/": unauthorized: '
            "authentication required (X-Request-Id ⟨hexreq⟩)",
            '{"error":{"message":"Unauthorized","code":2006}} — PagerDuty, X-Request-Id '
            "⟨reqid⟩, ⟨iso⟩",
        ),
        _errors,
    ),
    benign_kind(
        "file_checksums_and_etags",
        (
            "sha256sum agv-fw-⟨v⟩.bin\n⟨h⟩  agv-fw-⟨v⟩.bin",
            'ETag: "⟨etag⟩"\nContent-MD5: ⟨md5b64⟩\nContent-Length: ⟨size⟩\n'
            "x-ms-blob-type: BlockBlob",
            "TIA-Portal Projekt-Prüfsumme Software ⟨plc⟩, Text ⟨plc2⟩ — identisch mit HAM2, "
            "also kein Drift.",
            "SHA512SUMS ros2-jazzy-base ⟨v⟩:\n⟨h512⟩  ros2-jazzy-base-⟨v⟩.tar.zst",
            "md5 af ⟨robot⟩-rosbaggen er ⟨md5⟩, men i Aarhus ⟨md5b⟩ — filen er trunkeret.",
        ),
        _checksums,
    ),
    benign_kind(
        "mixed_lookalike_notes",
        (
            "## Deploy ⟨date⟩ (⟨who⟩)\n\n- commit ⟨sha⟩\n- image " + _HARBOR + "/platform/"
            "ewm-bridge@sha256:⟨dig⟩\n- Nets checkout key (public) ⟨ck⟩\n"
            "- secret key: siehe Key Vault, Version ⟨ver⟩\n- traceparent 00-⟨trace⟩-⟨span⟩-01",
            "Notat (⟨who⟩):\n| Ting | Værdi |\n|---|---|\n| Keycloak kid | ⟨kid⟩ |\n"
            "| OPC UA thumbprint | ⟨thumb⟩ |\n| transit | vault:v1:⟨ct⟩ |\n"
            "| password | `${MQTT_PASSWORD}` |\n| HiveMQ cluster | ⟨cluster⟩ |",
            "Debug-Runde ⟨date⟩:\n* paymentId ⟨payid⟩ (Nets)\n* Mongo ⟨oid⟩\n"
            "* request-id ⟨uuid⟩\n* token: `" + _HVS + "****` (revoked)\n"
            "* lockfile integrity sha512-⟨i512⟩",
            '{"ts":"⟨iso⟩","trace_id":"⟨trace⟩","payment_id":"⟨payid⟩","checkout_key":"⟨ck⟩",'
            '"secret_key":"' + _NETS_SK + '****⟨last4⟩","msg":"webhook ok"}',
        ),
        _mixed,
    ),
)
