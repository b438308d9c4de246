"""Benign text look-alikes: masked and redacted values, placeholders, version strings, the
words password/secret/token in four languages with no secret near them, authentication
errors, Kubernetes references to secrets, and mixed look-alike notes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike90.gen import (
    ALNUM,
    B64URL,
    Kind,
    b64,
    b64url,
    day,
    epoch,
    hexs,
    ipv4,
    num,
    object_id,
    pick,
    qrr_reference,
    ts,
    ulid,
    uuid4,
)

_GLPAT = "gl" + "pat-"
_HVS = "hv" + "s."
_AZ_MARK = "8" + "Q~"
_ENVS = ("prod", "staging", "dev", "lugano-test", "geneve-uat")
_REALMS = ("alpenrand", "alpenrand-staff", "kunden-portal", "internal")


def _masked(r: Random) -> dict[str, str]:
    return {
        "l4": pick(r, ALNUM, 4),
        "l4d": num(r, 4),
        "l4d2": num(r, 4),
        "cc": num(r, 2),
        "az3": pick(r, ALNUM, 3),
        "h6": hexs(r, 6),
        "day": day(r),
        "realm": r.choice(_REALMS),
        "n": num(r, 5),
        "glpat": _GLPAT,
        "hvs": _HVS,
        "azm": _AZ_MARK,
        "stars": "*" * r.randint(8, 30),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {"env": r.choice(_ENVS), "n": num(r, 4), "day": day(r), "mr": num(r, 4)}


def _versions(r: Random) -> dict[str, str]:
    return {
        "ver": f"2038.12.{r.randint(0, 30)}-rc.{r.randint(1, 9)}+g{hexs(r, 7)}",
        "build": num(r, 7),
        "s8": hexs(r, 8),
        "cv": f"{r.randint(1, 9)}.{r.randint(0, 40)}.{r.randint(0, 9)}",
        "av": f"7.{r.randint(0, 9)}.{r.randint(0, 20)}",
        "tr": f"{r.randint(36, 40)}",
        "kv": f"{r.randint(40, 46)}.{r.randint(0, 3)}.{r.randint(0, 9)}",
        "vv": f"1.{r.randint(20, 29)}.{r.randint(0, 9)}",
        "pv": f"3.{r.randint(2, 6)}.{r.randint(0, 20)}",
        "day": day(r),
        "go": str(r.randint(4, 9)),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "day": day(r),
        "n": str(r.randint(30, 3600)),
        "t": "OPS-" + num(r, 4),
        "mr": num(r, 4),
    }


def _errors(r: Random) -> dict[str, str]:
    return {
        "ip": ipv4(r),
        "ts": ts(r),
        "ts2": ts(r).replace("T", " ").rstrip("Z"),
        "u": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "c": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5),
        "kid": b64url(r, 32),
        "pid": num(r, 5),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "ns": r.choice(("reporting", "payments", "identity", "batch")),
        "ver": hexs(r, 32),
        "tenant": uuid4(r),
        "n": num(r, 4),
        "rv": num(r, 9),
        "uid": uuid4(r),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "ver": f"2038.12.{r.randint(0, 30)}",
        "sha": hexs(r, 40),
        "s8": hexs(r, 8),
        "d": hexs(r, 64),
        "trace": hexs(r, 32),
        "kvv": hexs(r, 32),
        "s0": hexs(r, 64),
        "t": epoch(r),
        "acc": pick(r, ALNUM, 24),
        "tx": num(r, 9),
        "qrr": qrr_reference(r),
        "kid": b64url(r, 32),
        "u": uuid4(r),
        "ul": ulid(r),
        "ts": ts(r),
        "h": hexs(r, 64),
        "etag": hexs(r, 32),
        "oid": object_id(r),
        "sri": b64(r, 64),
        "docid": pick(r, B64URL, 20),
        "hvs": _HVS,
    }


BENIGN_TEXT: tuple[Kind, ...] = (
    Kind(
        "masked_and_redacted_values",
        (
            "PFC_AUTHENTICATION_KEY=⟨stars⟩⟨l4⟩",
            "⟨glpat⟩•••••••••••••••••⟨l4⟩ (abgelaufen am ⟨day⟩, neues Token im Vault)",
            "VAULT_TOKEN=⟨hvs⟩****[REDACTED]  # so steht es im Job-Log ⟨n⟩",
            "Azure-Portal zeigt vom Client-Secret nur den Anfang: ⟨az3⟩⟨azm⟩⟨stars⟩",
            "client_secret=[REDACTED] client_id=reporting-batch realm=⟨realm⟩",
            "Karte 4242 **** **** ⟨l4d⟩, IBAN CH⟨cc⟩ **** **** **** ⟨l4d2⟩ (maskiert im Report)",
            "password: '⟨stars⟩'  # maskiert in der Ausgabe von glab variable list (⟨n⟩)",
            "DATATRANS_HMAC_KEY=⟨h6⟩…(gekürzt, Rest nur im Vault)",
            "sasl.password=<redacted> in der Client-Log-Zeile vom ⟨day⟩",
            "La clé API bexio se termine par …⟨l4⟩ ; le reste est masqué dans le portail.",
        ),
        _masked,
        n=11,
    ),
    Kind(
        "placeholders_and_templates",
        (
            "PFC_AUTHENTICATION_KEY=<your-key>  # siehe Onboarding ⟨env⟩",
            "DATATRANS_PASSWORD=${DATATRANS_PASSWORD}  # ⟨env⟩, aus GitLab CI",
            "keycloak:\n  realm: alpenrand-⟨env⟩\n"
            "  client-secret: {{ .Values.keycloak.clientSecret }}",
            "KC_BOOTSTRAP_ADMIN_PASSWORD=changeme  # nur lokal im docker-compose (⟨env⟩)",
            "vault kv put secret/⟨env⟩/payments/twint certificate-password=REPLACE_ME",
            "export VAULT_TOKEN=$(vault login -method=oidc -token-only)  # Ticket OPS-⟨n⟩",
            "password = var.pg_password  # TF_VAR_pg_password kommt aus Key Vault (⟨env⟩)",
            "AZURE_CLIENT_SECRET=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx  # Vorlage, MR !⟨mr⟩",
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            'username="${CONFLUENT_API_KEY}" password="${CONFLUENT_API_SECRET}";  # ⟨env⟩',
            "Dans le README : `SWISSID_CLIENT_SECRET=<à demander à l'équipe de Genève>` "
            "(mis à jour le ⟨day⟩)",
            "Nel template: `EXOSCALE_API_SECRET=<inserire-il-segreto>` — non committare "
            "(ticket OPS-⟨n⟩)",
        ),
        _placeholders,
        n=11,
    ),
    Kind(
        "version_and_build_strings",
        (
            "reporting-api ⟨ver⟩ (Build ⟨build⟩, Commit ⟨s8⟩)",
            "helm upgrade reporting ./chart --version ⟨cv⟩ --set image.tag=⟨ver⟩",
            "Stand ⟨day⟩: Avaloq ACP ⟨av⟩, Temenos Transact R⟨tr⟩, Keycloak ⟨kv⟩, Vault ⟨vv⟩",
            "psycopg_binary-⟨pv⟩-cp313-cp313-manylinux_2_17_x86_64.whl",
            "Version:     ⟨ver⟩\nGit commit:  ⟨s8⟩\nBuilt:       ⟨day⟩\nGo version:  go1.2⟨go⟩",
            "La version ⟨ver⟩ corrige le parsing des QR-IBAN ; build ⟨build⟩.",
        ),
        _versions,
        n=11,
    ),
    Kind(
        "secret_words_without_secret",
        (
            "Passwort-Rotation für Keycloak ist auf den ⟨day⟩ verschoben; das neue Passwort "
            "kommt direkt in den Key Vault.",
            "Le token expire après ⟨n⟩ secondes, il faut le rafraîchir avant l'appel Avaloq.",
            "La password del DB non va mai nei log; usiamo solo il riferimento al Key Vault "
            "(ticket ⟨t⟩).",
            "Reminder: the secret for the Datatrans webhook lives in Vault under "
            "payments/datatrans, not in the repo (see MR !⟨mr⟩).",
            "Schlüsselrotation für TWINT erst nach dem ⟨day⟩ — das Zertifikat ist noch "
            "⟨n⟩ Tage gültig.",
            "Mot de passe oublié sur SwissID → le flux de réinitialisation envoie un SMS via "
            "Swisscom (latence ⟨n⟩ ms).",
            "Il token di GitLab CI (CI_JOB_TOKEN) basta per il registry, nessun segreto "
            "aggiuntivo — job ⟨mr⟩.",
            "S Gheimnis (client secret) macht de Operator sälber; niemer muess es kenne. ⟨t⟩",
            "token_type=Bearer, expires_in=⟨n⟩, scope=accounts — das Token selbst habe ich "
            "nicht notiert.",
            "| Secret | Ort | Rotation |\n|---|---|---|\n| PFC Auth Key | Key Vault | ⟨n⟩ Tage |\n"
            "| Datatrans Passwort | Vault | jährlich |\n| Chiave HMAC | Vault | ⟨t⟩ |",
        ),
        _words,
        n=11,
    ),
    Kind(
        "auth_error_logs",
        (
            'FATAL:  password authentication failed for user "reporting_etl" (from ⟨ip⟩)',
            "⟨ts⟩ WARN [org.keycloak.events] type=LOGIN_ERROR, realmId=⟨u⟩, "
            "clientId=portfolio-api, userId=⟨u2⟩, ipAddress=⟨ip⟩, "
            "error=invalid_user_credentials",
            '{"error":{"code":"UNAUTHORIZED","message":"Invalid merchantId or password"},'
            '"requestId":"⟨u⟩"}',
            "Error making API request.\n\nURL: GET https://vault.alpenrand.internal:8200/v1/"
            "secret/data/payments/twint\nCode: 403. Errors:\n\n* permission denied "
            "(request_id ⟨u⟩)",
            "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the "
            "request is the client secret value, not the client secret ID, for a secret added "
            "to app '⟨u⟩'. Trace ID: ⟨u2⟩ Correlation ID: ⟨u3⟩ Timestamp: ⟨ts2⟩Z",
            "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication "
            "failed: Invalid username or password (cluster lkc-⟨c⟩)",
            "401 invalid_token: Token expired at ⟨ts⟩ (kid ⟨kid⟩, pid ⟨pid⟩)",
        ),
        _errors,
        n=11,
    ),
    Kind(
        "kubernetes_secret_references",
        (
            "env:\n- name: PG_PASSWORD\n  valueFrom:\n    secretKeyRef:\n"
            "      name: reporting-db-⟨n⟩\n      key: password",
            "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n"
            "  name: datatrans\n  namespace: ⟨ns⟩\nspec:\n  secretStoreRef:\n"
            "    name: vault-backend\n  data:\n  - secretKey: password\n    remoteRef:\n"
            "      key: secret/payments/datatrans\n      property: password",
            "parameters:\n  keyvaultName: kv-alpenrand-prod\n  tenantId: ⟨tenant⟩\n"
            "  objects: |\n    array:\n      - |\n        objectName: pfc-auth-key\n"
            "        objectType: secret\n        objectVersion: ⟨ver⟩",
            'annotations:\n  vault.hashicorp.com/agent-inject: "true"\n'
            '  vault.hashicorp.com/agent-inject-secret-db: "database/creds/reporting-ro"\n'
            '  vault.hashicorp.com/role: "⟨ns⟩"',
            "kubectl -n ⟨ns⟩ create secret generic twint-p12 "
            "--from-file=merchant.p12=./twint-⟨n⟩.p12 --dry-run=client -o yaml",
            "kubectl -n ⟨ns⟩ get secret reporting-db -o jsonpath='{.metadata.uid}'\n⟨uid⟩",
        ),
        _refs,
        n=11,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "Release ⟨ver⟩\n- Commit ⟨sha⟩\n- Digest sha256:⟨d⟩\n- Trace ⟨trace⟩\n"
            "- Key-Vault-Secret-Version ⟨kvv⟩ (nur Referenz)\n"
            "- Datatrans-Signature t=⟨t⟩,s0=⟨s0⟩",
            "Pikett-Übergabe (Zürich → Lugano)\n\n| Was | Wert |\n|---|---|\n"
            "| Vault accessor | ⟨acc⟩ |\n| PFC Transaktion | ⟨tx⟩ |\n| QR-Referenz | ⟨qrr⟩ |\n"
            "| Keycloak kid | ⟨kid⟩ |\n| Passwort | im Key Vault, nicht hier |",
            "Notes Genève : le client_id SwissID est public, le secret reste "
            "`${SWISSID_CLIENT_SECRET}` ; UETR ⟨u⟩, ULID ⟨ul⟩, commit ⟨s8⟩, "
            "jeton masqué ⟨hvs⟩****.",
            "⟨ts⟩ INFO token refreshed kid=⟨kid⟩ exp=⟨t⟩ sub=⟨u⟩\n"
            "⟨ts⟩ INFO cache_key=⟨h⟩ hit\n⟨ts⟩ INFO es doc ⟨docid⟩ indexed",
            "Appunti Lugano: ETag ⟨etag⟩, ObjectId ⟨oid⟩, integrity sha512-⟨sri⟩, "
            "password=changeme solo in locale.",
        ),
        _mixed,
        n=11,
    ),
)
