"""Benign look-alikes in plain note text: masked and redacted values, placeholders and
references, version strings, the words password / secret / token (English, Irish, Scottish
Gaelic) with nothing secret near them, file checksums, and notes that mix many look-alikes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike69.gen import (
    ALNUM,
    BUCKETS,
    REPOS,
    Kind,
    b64,
    day,
    device,
    email,
    hexs,
    lan_ip,
    mprn,
    num,
    objectid,
    person,
    pick,
    site,
    ulid,
    uuid4,
)

_SK_LIVE = "sk" + "_live_"
_PK_LIVE = "pk" + "_live_"
_TS_AUTH = "tskey" + "-auth-"
_VENDORS = ("Stripe", "GoCardless", "Tibber", "Octopus", "Xero", "HubSpot", "Datadog", "InfluxDB")
_THINGS = (
    "the Modbus gateway in Bearna",
    "the 4G router at the turbine",
    "the ESB Networks account",
    "the Inverness HA box",
    "the battery inverter portal",
    "the MQTT broker",
)
_THINGS_GA = (
    "don gheata Modbus",
    "don ródaire 4G",
    "do chuntas ESB Networks",
    "don bhróicéir MQTT",
)
_THINGS_GD = ("geata Modbus Inbhir Nis", "am bogsa HA", "am portal inverter", "am broker MQTT")


def _masked(r: Random) -> dict[str, str]:
    return {
        "sk": _SK_LIVE,
        "last4": pick(r, ALNUM, 4),
        "dots": "•" * r.randint(12, 24),
        "stars": "*" * r.randint(8, 28),
        "len": str(r.choice((43, 88, 107, 40, 32))),
        "ver": hexs(r, 32),
        "name": r.choice(("kelpie-agent-neu", "ci-upload", "terraform", "ha-forwarder")),
        "date": day(r),
        "kid": _TS_AUTH + "k" + pick(r, ALNUM, 10) + "CNTRL",
        "req": pick(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 13),
        "who": person(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "who": person(r),
        "bucket": r.choice(BUCKETS),
        "ip": lan_ip(r),
        "gw": r.choice(("USR-TCP232", "Waveshare RS485-ETH", "Moxa MGate", "Elfin EW11")),
        "name": r.choice(("influx-token", "stripe-sk", "gocardless-token", "tibber-token")),
        "repo": r.choice(REPOS),
        "site": site(r),
        "port": str(r.choice((1883, 8883, 8086, 8123))),
        "n": str(r.randint(2, 99)),
    }


def _versions(r: Random) -> dict[str, str]:
    def v() -> str:
        return f"{r.randint(1, 4)}.{r.randint(0, 40)}.{r.randint(0, 20)}"

    return {
        "semver": v(),
        "bn": str(r.randint(300, 9000)),
        "short": hexs(r, 7),
        "p": str(r.randint(0, 6)),
        "q": str(r.randint(1, 30)),
        "rr": str(r.randint(0, 4)),
        "a": str(r.randint(1, 9)),
        "b": str(r.randint(0, 40)),
        "c": str(r.randint(0, 99)),
        "date8": f"2034{r.randint(1, 10):02d}{r.randint(10, 28)}",
        "hex8": hexs(r, 8),
        "v1": v(),
        "v2": v(),
        "v3": v(),
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "m": str(r.randint(90, 140)),
        "x": str(r.randint(0, 9)),
        "y": str(r.randint(0, 12)),
        "n": str(r.randint(0, 9)),
        "name": r.choice(("acacia", "basil", "clover", "dahlia")),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "vendor": r.choice(_VENDORS),
        "date": day(r),
        "thing": r.choice(_THINGS),
        "thing_ga": r.choice(_THINGS_GA),
        "thing_gd": r.choice(_THINGS_GD),
        "who": person(r),
        "email": email(r),
        "n": num(r, 3),
        "pr": str(r.randint(40, 900)),
        "kv": r.choice(("kv-kelpie-neu", "kv-kelpie-inv", "kv-kelpie-billing")),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "date": day(r),
        "sha": hexs(r, 40),
        "digest": hexs(r, 64),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "po": "po_1" + pick(r, ALNUM, 23),
        "pm": "PM0" + pick(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 11),
        "pk": _PK_LIVE + "51" + pick(r, ALNUM, 97),
        "uuid": uuid4(r),
        "ulid": ulid(r),
        "oid": objectid(r),
        "nk": hexs(r, 64),
        "v1": hexs(r, 64),
        "b64": b64(r, 24),
        "mprn": mprn(r),
        "dev": device(r),
        "last4": pick(r, ALNUM, 4),
        "bucket": hexs(r, 16),
        "tp": hexs(r, 40).upper(),
        "who": person(r),
    }


def _sums(r: Random) -> dict[str, str]:
    v = f"{r.randint(1, 5)}.{r.randint(0, 30)}.{r.randint(0, 9)}"
    return {
        "v": v,
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "H": hexs(r, 64).upper(),
        "md5": hexs(r, 32),
        "b2": hexs(r, 128),
        "mprn": mprn(r),
        "date": day(r),
        "crc": b64(r, 8),
        "sha1": hexs(r, 40),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "masked_and_redacted_values",
        (
            "STRIPE_SECRET_KEY=⟨sk⟩⟨dots⟩⟨last4⟩  (as shown in the dashboard)",
            "INFLUX_TOKEN=[REDACTED] (length ⟨len⟩, rotated ⟨date⟩)",
            "Stripe said: Invalid API Key provided: ⟨sk⟩⟨stars⟩⟨last4⟩",
            "SharedAccessKey=**** in the portal copy; the real one is Key Vault secret "
            "iothub-owner, version ⟨ver⟩",
            "Datadog API key ⟨dots⟩⟨last4⟩ (name ⟨name⟩, created ⟨date⟩)",
            "⟨kid⟩-⟨stars⟩ — revoked by ⟨who⟩",
            "Facal-faire: ⟨stars⟩ (tha e ann am Bitwarden, pasgan 'Inbhir Nis')",
            "Pasfhocal: ⟨dots⟩ — féach ar an mbailiúchán 'Gaillimh' in 1Password",
            "DEBUG headers={'Authorization': 'Bearer ***', 'GoCardless-Version': '2015-07-06'} "
            "request_id=⟨req⟩",
        ),
        _masked,
    ),
    Kind(
        "placeholders_and_references",
        (
            "STRIPE_SECRET_KEY=<your-stripe-secret-key>  # ⟨who⟩: fill in locally, never commit",
            "INFLUX_TOKEN=${INFLUX_TOKEN:?set me}  # bucket ⟨bucket⟩",
            "mqtt:\n  broker: ⟨ip⟩\n  port: 8883\n  username: ha\n  password: !secret "
            "mqtt_password",
            "password: changeme   # factory default on the ⟨gw⟩ gateway, change on first login",
            "- az login --service-principal -u $AZURE_CLIENT_ID -p $AZURE_CLIENT_SECRET "
            "--tenant $AZURE_TENANT_ID  # ⟨repo⟩ step ⟨n⟩",
            "@Microsoft.KeyVault(SecretUri=https://kv-kelpie-neu.vault.azure.net/secrets/⟨name⟩/)",
            "DD_API_KEY: {{ .Values.datadog.apiKey }}  # chart ⟨repo⟩",
            "Cuir d'eochair féin in ionad <eochair-api-anseo> sa chomhad .env.example (⟨site⟩)",
            "tailscale up --auth-key=file:/run/secrets/ts_authkey --hostname=gw-⟨site⟩",
            "Cuir am facal-faire ann an ${MQTT_PASSWORD}, chan ann sa chòd (⟨site⟩:⟨port⟩).",
            "GOCARDLESS_ACCESS_TOKEN=sandbox_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  "
            "# placeholder, ⟨who⟩",
        ),
        _placeholders,
    ),
    Kind(
        "version_build_strings",
        (
            "meter-ingest ⟨semver⟩+build.⟨bn⟩.g⟨short⟩",
            "Home Assistant 2034.10.⟨p⟩ (core), supervisor 2034.09.⟨q⟩, OS 17.⟨rr⟩",
            "Modbus gateway firmware V⟨a⟩.⟨b⟩.⟨c⟩ build ⟨date8⟩-⟨hex8⟩",
            "azure-iot-device==⟨v1⟩, influxdb-client==⟨v2⟩, pymodbus==⟨v3⟩",
            "Agent 7.⟨m⟩.⟨x⟩ - Commit: ⟨short⟩ - Serialization version: v5.0.⟨c⟩ - "
            "Go version: go1.3⟨x⟩.⟨y⟩",
            "Tailscale 1.⟨m⟩.⟨y⟩\n  tailscale commit: ⟨sha⟩\n  other commit: ⟨sha2⟩\n"
            "  go version: go1.3⟨n⟩.⟨x⟩",
            "Leagan nua den loader HDF: ⟨semver⟩ (tógáil ⟨bn⟩, ⟨short⟩)",
            "Stripe-Version: 2034-0⟨a⟩-⟨q⟩.⟨name⟩ pinned in billing-sync ⟨semver⟩",
        ),
        _versions,
    ),
    Kind(
        "secret_words_no_secret",
        (
            "Rotate the ⟨vendor⟩ token on ⟨date⟩; the new one goes straight to Key Vault, "
            "never into these notes.",
            "Tá an pasfhocal ⟨thing_ga⟩ i Key Vault anois (⟨kv⟩); ná scríobh anseo é.",
            "Tha am facal-faire airson ⟨thing_gd⟩ ann am Bitwarden; faighnich do ⟨who⟩ ma tha "
            "feum agad air.",
            "In the ⟨vendor⟩ dashboard 'secret' means the API key; the ids we log are not secret.",
            "Password reset emails for ⟨thing⟩ go to ⟨email⟩ (shared mailbox).",
            "Rún: don't send the ⟨vendor⟩ webhook secret over Teams — use the vault link "
            "(ticket KG-⟨n⟩).",
            "Comhartha (token) nua de dhíth do ⟨vendor⟩ — d'éag an seancheann ar ⟨date⟩.",
            "Tha an tòcan ⟨vendor⟩ air ùrachadh; chaidh an t-seann iuchair a chur dheth (⟨date⟩).",
            "Secret scanning flagged PR #⟨pr⟩ — false positive, it was a Modbus register map.",
            "Token expiry for ⟨vendor⟩ is 90 days; ⟨who⟩ owns the rotation reminder (⟨date⟩).",
        ),
        _words,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "## ⟨date⟩ — Inbhir Nis\n- commit ⟨sha⟩\n- image sha256:⟨digest⟩\n"
            "- trace 00-⟨trace⟩-⟨span⟩-01\n- Stripe payout ⟨po⟩, GoCardless ⟨pm⟩\n"
            "- publishable key ⟨pk⟩\n- INFLUX_TOKEN: in Key Vault (not here)",
            "Nótaí ⟨date⟩\n\n| rud | luach |\n|---|---|\n| request | ⟨uuid⟩ |\n"
            "| HA context | ⟨ulid⟩ |\n| member | ⟨oid⟩ |\n| nodekey | ⟨nk⟩ |\n"
            "| sk_live | ••••⟨last4⟩ |",
            "Stripe-Signature v1=⟨v1⟩ matched; body was ⟨b64⟩ (base64 of the test event). "
            "MPRN ⟨mprn⟩, device ⟨dev⟩, bucket ⟨bucket⟩.",
            "Notaichean ⟨who⟩\n* thumbprint ⟨tp⟩\n* commit ⟨sha⟩\n* ULID ⟨ulid⟩\n"
            "* facal-faire: ann an Key Vault\n* digest sha256:⟨digest⟩",
        ),
        _mixed,
    ),
    Kind(
        "file_checksums",
        (
            "sha256sum kelpie-gw-fw-⟨v⟩.bin\n⟨h⟩  kelpie-gw-fw-⟨v⟩.bin",
            "md5 of HDF_kW_⟨mprn⟩_⟨date⟩.csv: ⟨md5⟩",
            "Get-FileHash .\\ha-backup-⟨date⟩.tar -Algorithm SHA256 → ⟨H⟩",
            "b2sum ha-backup-⟨date⟩.tar → ⟨b2⟩",
            "SHA256SUMS\n⟨h⟩  kelpie-gw-fw-⟨v⟩.bin\n⟨h2⟩  kelpie-gw-fw-⟨v⟩.bin.sig",
            "Seiceáil suime an chúltaca: ⟨h⟩ — mar an gcéanna leis an gcóip in Inbhear Nis.",
            "x-ms-content-crc64: ⟨crc⟩ for the ⟨date⟩ checkpoint export",
            "Suim-sgrùdaidh an fhirmware ⟨v⟩ (SHA-1): ⟨sha1⟩",
        ),
        _sums,
    ),
)
