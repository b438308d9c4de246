"""Benign look-alikes, part 4: secret words, empty keys, placeholders, fixtures and
references to where a secret is stored (7 kinds)."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike16.gen import Kind, benign, clock, day, num, site, uuid4

TSKEY = "tskey" + "-auth-"
SAK = "SharedAccess" + "Key="


def _base(r: Random) -> dict[str, str]:
    return {
        "site": site(r),
        "day": day(r),
        "time": clock(r),
        "n": str(r.randint(2, 99)),
        "serial": f"2K{r.randint(5, 9)}-{num(r, 6)}",
        "uuid": uuid4(r),
    }


WORDS_EN = benign(
    "secret_words_en",
    (
        (
            "- the EMQX password for ⟨site⟩ was rotated ⟨day⟩; the new secret is in 1Password, "
            "not here"
        ),
        (
            "[⟨time⟩] mette: does the DPS group key or the per-device derived key go on the robot? "
            "→ derived key only, never the group secret"
        ),
        (
            "| item | where the secret lives | rotation |\n|---|---|---|\n"
            "| Harbor robot token (⟨site⟩) | 1Password › Floor-⟨site⟩ | every ⟨n⟩ days |"
        ),
        (
            "chore(auth): stop logging the Authorization header\n\nThe token, password and API key "
            "were printed at DEBUG in sap_client (found ⟨day⟩)."
        ),
    ),
    _base,
)

WORDS_INTL = benign(
    "secret_words_multilingual",
    (
        (
            "- ⟨site⟩ の EMQX パスワードは ⟨day⟩ に変更済み。"
            "新しい秘密鍵とトークンは 1Password にあります"
        ),
        (
            "- La contraseña del RFC en ⟨site⟩ vence el ⟨day⟩; pídele el token nuevo a Basis "
            "(no la pegues aquí)"
        ),
        "- Das Passwort und der API-Schlüssel für Harbor in ⟨site⟩ liegen im Tresor, Ablauf ⟨day⟩",
        "[⟨time⟩] Mette: adgangskoden og nøglen til PLC ⟨n⟩ ligger i Bitwarden, ikke i noterne",
        "- Parola și cheia API pentru Grafana (⟨site⟩) sunt în seif; token-ul expiră pe ⟨day⟩",
    ),
    _base,
)

EMPTY_KEYS = benign(
    "config_keys_without_value",
    (
        (
            "```env\nEMQX_USERNAME=fleet-bridge-⟨site⟩\nEMQX_PASSWORD=\nTWILIO_AUTH_TOKEN=\n"
            "BALENA_API_KEY=\n```"
        ),
        (
            "```yaml\nopcua:\n  endpoint: opc.tcp://plc-⟨site⟩-conv-⟨n⟩:4840\n  user: wms_reader\n"
            "  password:   # filled from the secret store at deploy time\n```"
        ),
        "```ini\n[EWM_PRD_⟨site⟩]\nUSER=RFC_WMS_IDOC\nPASSWD=\nCLIENT=1⟨n⟩\n```",
        "- the device conn string template is `HostName=trp-iot-⟨site⟩-prod.azure-devices.net;"
        "DeviceId=amr-⟨serial⟩;" + SAK + "` with the key appended by DPS",
    ),
    _base,
)

PLACEHOLDERS = benign(
    "placeholder_values",
    (
        "$ sudo tailscale up --auth-key=" + TSKEY + "<PASTE-KEY-HERE> --hostname=gw-⟨site⟩-⟨n⟩",
        (
            "```yaml\nkafka:\n  sasl_username: wms-producer-⟨site⟩\n"
            '  sasl_password: "{{ vault_kafka_password }}"\n```'
        ),
        (
            "```env\n"
            "DATABASE_URL=postgres://wms_app:${WMS_DB_PASSWORD}@wms-db.⟨site⟩.trp.internal:5432/wms\n"
            "OKTA_API_TOKEN=<your-okta-token>\n```"
        ),
        "- Twilio creds for ⟨site⟩: SID `AC` + 32 hex, auth token `********` (see vault, ⟨day⟩)",
    ),
    _base,
)

FIXTURES = benign(
    "fake_test_fixture",
    (
        (
            '```python\n@pytest.fixture\ndef emqx_creds():\n    return ("test-user-⟨n⟩", '
            '"not-a-real-password")\n```'
        ),
        "- unit tests for the SAS builder use `" + SAK + "fake-key-for-unit-tests-only` "
        "and device `test-device-⟨n⟩`",
        (
            "```env\n# .env.example for the ⟨site⟩ WMS dev stack\n"
            "DJANGO_SECRET_KEY=dev-only-insecure-key-⟨n⟩\n"
            "DATABASE_URL=postgres://wms:wms@localhost:5432/wms_test\n```"
        ),
        '```rust\nconst FAKE_TOKEN: &str = "dummy-token-for-tests"; // fixture ⟨n⟩\n```',
    ),
    _base,
)

OP_REFS = benign(
    "onepassword_reference",
    (
        "- EMQX bridge creds: `op://Floor-⟨site⟩/EMQX bridge/password` (read with `op read`)",
        (
            "```env\nTWILIO_AUTH_TOKEN=op://Platform/Twilio SMS ⟨site⟩/credential\n"
            "BALENA_API_KEY=op://Platform/balena deploy/credential\n```"
        ),
        "$ op run --env-file=.env.⟨site⟩ -- ./manage.py sync_ewm --since ⟨day⟩",
        (
            "| secret | reference |\n|---|---|\n| Okta API token | "
            "op://IT-Identity/okta-scim-⟨n⟩/token |"
        ),
    ),
    _base,
)

VAULT_REFS = benign(
    "secret_store_path",
    (
        "$ vault kv get -field=password secret/wms/⟨site⟩/postgres",
        (
            "```yaml\nenv:\n  - name: EMQX_PASSWORD\n    valueFrom:\n      secretKeyRef:\n"
            "        name: emqx-bridge-⟨site⟩\n        key: password\n```"
        ),
        (
            "- Function app setting: "
            "`@Microsoft.KeyVault(SecretUri=https://kv-trp-⟨site⟩.vault.azure.net"
            "/secrets/iothub-service/)`"
        ),
        "$ bw get password ⟨uuid⟩  # PLC ⟨n⟩ full-access pw",
        (
            "```yaml\nsap_rfc_password: \"{{ lookup('community.hashi_vault.hashi_vault', "
            "'secret=kv/data/ewm/⟨site⟩:passwd') }}\"\n```"
        ),
    ),
    _base,
)

TEXT: tuple[Kind, ...] = (
    WORDS_EN,
    WORDS_INTL,
    EMPTY_KEYS,
    PLACEHOLDERS,
    FIXTURES,
    OP_REFS,
    VAULT_REFS,
)
