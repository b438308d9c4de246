"""Benign look-alikes of day-to-day operations: Grafana uids, commit hashes, Bitbucket
Pipelines ids, PagerDuty ids, redacted values, placeholders, references to secrets held
elsewhere, prose about passwords, public keys and certificates. None is a credential."""

from __future__ import annotations

import struct
from random import Random

from tests.redact.lookalike55.gen import (
    ALNUM,
    UHEX,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    grafana_uid,
    hexs,
    num,
    pick,
    uuid4,
    wrap,
)

_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _grafana(r: Random) -> dict[str, str]:
    return {
        "uid": grafana_uid(r),
        "ds": grafana_uid(r),
        "ruid": grafana_uid(r),
        "fuid": grafana_uid(r),
        "gw": num(r, 4),
        "v": str(r.randint(2, 300)),
        "panel": str(r.randint(2, 40)),
        "slug": r.choice(
            ("p1-telegram-ingest", "storingen-overzicht", "netzlast-essen", "sepa-incasso")
        ),
    }


_SUBJECTS = (
    "fix(p1): handle DSMR 5.0.2 gas timestamp",
    "feat(outage): expose etag on /storingen/v2",
    "chore(tf): bump azurerm to 4.x",
    "fix(incasso): retry Mollie 429 with backoff",
    "refactor(grafana): move dashboards to folders",
    "docs: Übergabe-Notizen Essen aktualisiert",
)


def _commits(r: Random) -> dict[str, str]:
    lines = "\n".join(f"{hexs(r, 7)} {r.choice(_SUBJECTS)}" for _ in range(r.randint(3, 5)))
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "short": hexs(r, 7),
        "log": lines,
        "n": str(r.randint(100, 4000)),
        "msg": r.choice(_SUBJECTS),
        "pr": str(r.randint(10, 900)),
    }


def _pipelines(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "n": str(r.randint(100, 9000)),
        "sha": hexs(r, 40),
        "step": r.choice(("terraform plan", "helm upgrade", "pytest", "docker build")),
        "branch": r.choice(("main", "release/2032.06", "feature/NET-" + num(r, 4))),
    }


def _pd(r: Random) -> dict[str, str]:
    return {
        "qid": "Q" + pick(r, UPPER_ALNUM, 13),
        "pid": "P" + pick(r, UPPER_ALNUM, 6),
        "pid2": "P" + pick(r, UPPER_ALNUM, 6),
        "eid": "01" + pick(r, UPPER_ALNUM, 24),
        "num": str(r.randint(1000, 99999)),
        "ikey": hexs(r, 32),
        "dedup": "scada-" + num(r, 6),
        "station": r.choice(("Arnhem-Zuid", "Velp", "Essen-Altendorf", "Duiven", "Essen-Kray")),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "sfx": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 4),
        "n": str(r.randint(100, 9000)),
        "stars": "*" * r.choice((4, 8, 16)),
        "head": pick(r, ALNUM, 4),
        "u": uuid4(r),
        "app": uuid4(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "n": num(r, 4),
        "sfx": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 4),
        "x30": "x" * 30,
        "host": r.choice(
            ("localhost", "psql-gwn-meter-dev.postgres.database.azure.com", "127.0.0.1")
        ),
        "env": r.choice(("dev", "acc", "test", "lab-essen")),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "sfx": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 4),
        "name": r.choice(("psql-admin", "grafana-admin", "mqtt-bridge", "mollie-live-key")),
        "ns": r.choice(("meter-ingest", "billing", "outage", "monitoring")),
        "n": str(r.randint(2, 90)),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "t": num(r, 4),
        "n": str(r.randint(12, 24)),
        "days": str(r.choice((90, 180, 365))),
        "m": str(r.choice((3, 6, 12))),
        "h": str(r.choice((2, 4, 24))),
        "case": "CS" + num(r, 7),
        "who": r.choice(("Jeroen", "Mehmet", "Lena", "Tobias", "Fleur")),
    }


def _ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _pubkeys(r: Random) -> dict[str, str]:
    blob = _ssh_string(b"ssh-ed25519") + _ssh_string(r.randbytes(32))
    return {
        "pub": b64_of(blob),
        "fp": b64(r, 32).rstrip("="),
        "thumb": pick(r, UHEX, 40),
        "sha256": ":".join(pick(r, UHEX, 2) for _ in range(32)),
        "age": "age1" + pick(r, _BECH32, 58),
        "kv": hexs(r, 32),
        "who": r.choice(("sanne@lt-arnhem-042", "bitbucket-deploy@gwn", "lena@nb-essen-17")),
        "serial": ":".join(pick(r, "0123456789abcdef", 2) for _ in range(16)),
    }


def _certs(r: Random) -> dict[str, str]:
    cert = bytes.fromhex("308205") + r.randbytes(r.randint(700, 1100))
    kid = b64url(r, 20)
    ecpub = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + r.randbytes(
        64
    )
    return {
        "cert": wrap(b64_of(cert), 64),
        "x5c": b64_of(cert),
        "kid": kid,
        "n": b64url(r, 256),
        "ecpub": wrap(b64_of(ecpub), 64),
        "tenant": uuid4(r),
    }


OPS: tuple[Kind, ...] = (
    Kind(
        "grafana_dashboard_uids",
        (
            "https://grafana.gelderwerk.nl/d/⟨uid⟩/⟨slug⟩?orgId=1&var-gateway=gw-⟨gw⟩&from=now-6h&to=now",
            '{\n  "uid": "⟨uid⟩",\n  "title": "P1 telegram ingest",\n  "version": ⟨v⟩,\n  '
            '"panels": '
            '[{"id": ⟨panel⟩, "datasource": {"type": "prometheus", "uid": "⟨ds⟩"}}]\n}',
            "Alert rule ⟨ruid⟩ (folder ⟨fuid⟩) fires on dashboard ⟨uid⟩, panel ⟨panel⟩.",
            "datasources:\n  - name: Mimir\n    type: prometheus\n    uid: ⟨ds⟩\n"
            "    url: http://mimir-query-frontend.monitoring:8080/prometheus",
        ),
        _grafana,
    ),
    Kind(
        "commit_hashes",
        (
            "$ git log --oneline -n 5\n⟨log⟩",
            'Revert "⟨msg⟩"\n\nThis reverts commit ⟨sha⟩.',
            "⟨sha⟩ is the first bad commit (bisect over PR #⟨pr⟩)",
            "Hotfix cherry-picked: ⟨sha2⟩ → release/2032.06 als ⟨short⟩.",
        ),
        _commits,
    ),
    Kind(
        "bitbucket_pipeline_ids",
        (
            "Pipeline #⟨n⟩ ({⟨u⟩}) failed in step {⟨u2⟩}: ⟨step⟩",
            "BITBUCKET_PIPELINE_UUID={⟨u⟩}\nBITBUCKET_STEP_UUID={⟨u2⟩}\n"
            "BITBUCKET_BUILD_NUMBER=⟨n⟩\n"
            "BITBUCKET_COMMIT=⟨sha⟩\nBITBUCKET_WORKSPACE=gelderwerk",
            '{"type": "pipeline", "uuid": "{⟨u⟩}", "build_number": ⟨n⟩, "target": {"ref_name": '
            '"⟨branch⟩", "commit": {"hash": "⟨sha⟩"}}, "state": {"name": "COMPLETED"}}',
            "Runner {⟨u3⟩} (linux-shell, Essen) pakte build ⟨n⟩ op ⟨branch⟩.",
        ),
        _pipelines,
    ),
    Kind(
        "pagerduty_ids",
        (
            "Incident #⟨num⟩ (⟨qid⟩) op service ⟨pid⟩, escalation policy ⟨pid2⟩ — ⟨station⟩",
            '{"event": {"id": "⟨eid⟩", "event_type": "incident.triggered", "data": {"id": "⟨qid⟩", '
            '"type": "incident", "number": ⟨num⟩, "service": {"id": "⟨pid⟩", "type": '
            '"service_reference"}}}}',
            "incident_key ⟨ikey⟩ = md5(station + alarmcode); dedup_key ⟨dedup⟩ bleef gelijk.",
            "Störung ⟨station⟩: PagerDuty-Incident ⟨qid⟩, Service ⟨pid⟩, Nummer ⟨num⟩",
        ),
        _pd,
    ),
    Kind(
        "redacted_values",
        (
            "+ az login --service-principal -u $ARM_CLIENT_ID -p $ARM_CLIENT_SECRET --tenant "
            '$ARM_TENANT_ID\n[\n  {\n    "cloudName": "AzureCloud",\n    "id": "⟨u⟩",\n'
            '    "user": {"name": "⟨app⟩", "type": "servicePrincipal"}\n  }\n]',
            "DefaultEndpointsProtocol=https;AccountName=stgwnprd⟨sfx⟩;AccountKey=⟨stars⟩;"
            "EndpointSuffix=core.windows.net",
            "  + administrator_password = (sensitive value)\n  + client_secret          = "
            '(sensitive value)\n  + sku_name               = "GP_Standard_D2ds_v5"',
            "Mollie-Dashboard zeigt den Live-Key nur gekürzt: live_⟨head⟩"
            + "•" * 26
            + " (Profil ⟨n⟩)",
            'MOLLIE_API_KEY="[REDACTED]"\nGRAFANA_TOKEN=<redacted>\nPGPASSWORD=⟨stars⟩  # build '
            "⟨n⟩",
        ),
        _masked,
    ),
    Kind(
        "placeholder_examples",
        (
            ".env.example (⟨env⟩):\nMOLLIE_API_KEY=live_⟨x30⟩\nARM_CLIENT_SECRET=<client-secret>\n"
            "PGPASSWORD=changeme\nPGHOST=⟨host⟩",
            "Voorbeeld uit de README: `export OUTAGE_API_KEY=<jouw-subscription-key>` (zie "
            "NET-⟨n⟩)",
            'provider "pagerduty" {\n  token = var.pagerduty_token # set via '
            "TF_VAR_pagerduty_token\n}"
            "\n# ⟨env⟩, ticket NET-⟨n⟩",
            'DSMR decryption_key: "00000000000000000000000000000000" in het ESPHome-voorbeeld '
            "(⟨env⟩, NET-⟨n⟩) — echte GUEK komt per meter uit Key Vault.",
            "Beispiel: curl -u <user>:<api-token> https://gelderwerk.atlassian.net/rest/api/3/"
            "myself  (NET-⟨n⟩)",
        ),
        _placeholders,
    ),
    Kind(
        "secret_references",
        (
            "env:\n  - name: PGPASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: "
            "⟨name⟩\n"
            "        key: password",
            "services:\n  grafana:\n    environment:\n      GF_SECURITY_ADMIN_PASSWORD__FILE: "
            "/run/secrets/⟨name⟩\n    secrets: [⟨name⟩]",
            "administrator_password = random_password.psql.result\nmqtt_password          = "
            "data.azurerm_key_vault_secret.mqtt.value  # kv-gwn-prd-⟨sfx⟩",
            'script:\n  - echo "$ACR_PASSWORD" | docker login crgwnprod.azurecr.io -u crgwnprod '
            "--password-stdin   # secured variable, deployment ⟨ns⟩",
            "kubectl -n ⟨ns⟩ get secret ⟨name⟩ -o jsonpath='{.data.password}' | base64 -d  "
            "# niet in notities plakken (⟨n⟩ keys)",
        ),
        _refs,
    ),
    Kind(
        "password_word_prose",
        (
            "Wachtwoordbeleid: minimaal ⟨n⟩ tekens, rotatie elke ⟨days⟩ dagen; client secrets van "
            "service principals maximaal ⟨m⟩ maanden (NET-⟨t⟩).",
            "Passwort-Reset im Zählerportal: Der Link ist ⟨h⟩ Stunden gültig (Supportfall ⟨case⟩).",
            "The SFTP supplier asked for our password again (NET-⟨t⟩); ⟨who⟩ replied that we only "
            "accept key auth now.",
            "password_expiry_days = ⟨days⟩ and min_password_length = ⟨n⟩ in the Entra policy "
            "export "
            "(NET-⟨t⟩)",
            "⟨who⟩: 'wachtwoord vergeten' op het klantportaal geeft een 500 sinds deploy ⟨t⟩.",
        ),
        _prose,
    ),
    Kind(
        "public_keys_and_fingerprints",
        (
            "ssh-ed25519 ⟨pub⟩ ⟨who⟩",
            "256 SHA256:⟨fp⟩ ⟨who⟩ (ED25519)",
            "QWAC-Zertifikat: Thumbprint (SHA-1) ⟨thumb⟩, Seriennummer ⟨serial⟩",
            "creation_rules:\n  - path_regex: envs/prd/.*\\.yaml$\n    age: ⟨age⟩\n"
            "    azure_keyvault: https://kv-gwn-prd.vault.azure.net/keys/sops/⟨kv⟩",
            "SHA-256 vingerafdruk van het bank-CA-certificaat: ⟨sha256⟩",
        ),
        _pubkeys,
    ),
    Kind(
        "public_certificates_and_jwks",
        (
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            '{"keys":[{"kty":"RSA","use":"sig","kid":"⟨kid⟩","x5t":"⟨kid⟩","n":"⟨n⟩","e":"AQAB",'
            '"issuer":"https://login.microsoftonline.com/⟨tenant⟩/v2.0"}]}',
            "Publieke sleutel van de firmware-signing (alleen verifiëren):\n-----BEGIN PUBLIC "
            "KEY-----\n"
            "⟨ecpub⟩\n-----END PUBLIC KEY-----",
            "x5c[0] aus dem JWKS des Outage-API-Tenants:\n⟨x5c⟩",
        ),
        _certs,
    ),
)
