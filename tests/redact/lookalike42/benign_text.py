"""Benign look-alikes in words: example placeholders, values already redacted, and notes
that talk about passwords, keys and tokens without holding one."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike42.gen import (
    IOT_HUBS,
    NAMESPACES,
    PEOPLE,
    PG_HOSTS,
    Kind,
    cp_id,
    day,
    device_id,
    num,
)

_SK_LIVE = "sk" + "_live_"
_HVS = "hv" + "s."
_PG_USERS = ("csms_app", "billing_rw", "trader", "bridge", "flyway")
_PLACE = (
    "<from Vault: secret/billing/vipps>",
    "REPLACE_ME",
    "changeme",
    "${VIPPS_CLIENT_SECRET}",
    "<your-client-secret>",
    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "TODO",
)
_MASK = ("[REDACTED]", "********", "<redacted>", "***", "[MASKED]", "•••••••••••••••••")


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "ph": r.choice(_PLACE),
        "ph2": r.choice(_PLACE),
        "u": r.choice(_PG_USERS),
        "host": r.choice(PG_HOSTS),
        "db": r.choice(("csms", "billing", "trading")),
        "hub": r.choice(IOT_HUBS),
        "dev": device_id(r),
        "cp": cp_id(r),
        "sk": _SK_LIVE + r.choice(("REPLACE_ME", "...", "xxxxxxxxxxxxxxxxxxxxxxxx", "<key>")),
        "port": r.choice(("5432", "6432")),
        "ns": r.choice(NAMESPACES),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "m": r.choice(_MASK),
        "m2": r.choice(_MASK),
        "last4": num(r, 4),
        "u": r.choice(_PG_USERS),
        "host": r.choice(PG_HOSTS),
        "hub": r.choice(IOT_HUBS),
        "dev": device_id(r),
        "mm": f"{r.randint(1, 12):02d}/{r.randint(30, 35)}",
        "hvs": _HVS + "*" * r.choice((8, 24)),
        "sk": _SK_LIVE + "…" + num(r, 4),
        "job": num(r, 7),
        "who": r.choice(PEOPLE),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "days": str(r.choice((30, 60, 90, 180))),
        "n": str(r.choice((16, 20, 24, 32, 40))),
        "min": str(r.choice((10, 15, 30, 60))),
        "who": r.choice(PEOPLE),
        "ns": r.choice(NAMESPACES),
        "day": day(r),
        "u": r.choice(_PG_USERS),
        "cp": cp_id(r),
        "cnt": str(r.randint(3, 400)),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_examples",
        (
            ".env.example\nSTRIPE_SECRET_KEY=⟨sk⟩\nVIPPS_CLIENT_SECRET=⟨ph⟩\n"
            "NORDPOOL_PASSWORD=⟨ph2⟩\nDATABASE_URL=postgresql://⟨u⟩:${PGPASSWORD}@⟨host⟩:⟨port⟩/⟨db⟩",
            "HostName=⟨hub⟩.azure-devices.net;DeviceId=⟨dev⟩;SharedAccessKey=<device-primary-key>",
            "vault kv put secret/ocpp/⟨cp⟩ basic_auth_password=@/dev/stdin  "
            "# leser fra stdin, aldri på kommandolinjen",
            "AZURE_CLIENT_SECRET=$(vault kv get -field=client_secret secret/azure/sp-gitlab-deploy)"
            " # ⟨ns⟩",
            "wss://⟨cp⟩:<password>@ocpp.straumkai.no/ocpp16/⟨cp⟩ — näidis, parool tuleb Vaultist",
            'curl -H "Authorization: Bearer <token>" -H "Ocp-Apim-Subscription-Key: ⟨ph⟩" '
            "https://apitest.vipps.no/epayment/v1/payments",
            "client_secret: ${VIPPS_CLIENT_SECRET:?missing}  # ⟨ns⟩/values.yaml, ⟨ph2⟩",
        ),
        _placeholders,
    ),
    Kind(
        "redacted_values",
        (
            "STRIPE_SECRET_KEY=⟨sk⟩ (bare de fire siste tegnene vises i dashboardet)",
            "$ echo $VIPPS_CLIENT_SECRET\n⟨m⟩\nJob #⟨job⟩ succeeded",
            'psql: connection to server at "⟨host⟩" failed: FATAL:  password authentication '
            'failed for user "⟨u⟩" (password=⟨m⟩)',
            "HostName=⟨hub⟩.azure-devices.net;DeviceId=⟨dev⟩;SharedAccessKey=⟨m⟩",
            "Kaart **** **** **** ⟨last4⟩, aegub ⟨mm⟩",
            "Token ⟨hvs⟩ (redigert) — det ekte ligger i 1Password-hvelvet Plattform.",
            '{"client_id":"⟨dev⟩","client_secret":"⟨m⟩","grant_type":"client_credentials"}',
            "Authorization: Basic ⟨m2⟩  (nginx debug log, masked by ⟨who⟩)",
        ),
        _redacted,
    ),
    Kind(
        "password_word_no_secret",
        (
            "Passordrotasjon for OCPP BasicAuthPassword kjøres hver ⟨days⟩. dag av CronJob-en "
            "rotate-cp-passwords i ⟨ns⟩.",
            "BasicAuthPassword is a passwordString of 16-40 characters; ⟨cp⟩ answered Rejected "
            "because security profile 3 was active, not because of the length.",
            "Parool peab olema vähemalt ⟨n⟩ märki; Smart-ID-ga sisselogimisel parooli ei küsita "
            "(⟨who⟩).",
            "Forgot-password link in the driver app is valid for ⟨min⟩ minutes; ⟨cnt⟩ resets "
            "on ⟨day⟩.",
            'password authentication failed for user "⟨u⟩" — wrong user, not wrong password '
            "(pg_hba had md5 for that subnet).",
            "Secret rotation runbook: token, client secret and webhook secret are rotated every "
            "⟨days⟩ days; last run ⟨day⟩ by ⟨who⟩.",
            "Salasõna ja API võtmed hoiame ainult Vaultis (secret/⟨ns⟩/*), mitte GitLabi "
            "muutujates.",
        ),
        _words,
    ),
)
