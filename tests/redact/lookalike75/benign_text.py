"""Benign look-alikes in free text: ids, base64 data, masked values, placeholders, version
strings, the words for password/secret/token in the team's languages, USSD and SMS copy, and
mixed notes full of look-alikes."""

from __future__ import annotations

import json
import zlib
from random import Random

from tests.redact.lookalike75.gen import (
    ALNUM,
    DIGITS,
    Kind,
    b64,
    b64_of,
    day,
    hexs,
    hms,
    iso,
    masked_msisdn,
    num,
    object_id,
    pick,
    ulid,
    uuid4,
)

_PEOPLE = ("Thandeka", "Pieter", "Wanjiru", "Otieno", "Sipho", "Annelie", "Achieng")
_STARS = "*" * 36
_BULLETS = "•" * 28


def _ids(r: Random) -> dict[str, str]:
    return {
        "ulid": ulid(r),
        "ulid2": ulid(r),
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "oid": object_id(r),
        "d": day(r),
        "lang": r.choice(("sw", "zu", "af", "en")),
    }


def _png(r: Random, extra: int) -> str:
    width, height = r.choice((16, 24, 32, 48)), r.choice((16, 24, 32, 48))
    ihdr = width.to_bytes(4, "big") + height.to_bytes(4, "big") + b"\x08\x06\x00\x00\x00"
    chunk = b"IHDR" + ihdr
    raw = (
        b"\x89PNG\r\n\x1a\n"
        + len(ihdr).to_bytes(4, "big")
        + chunk
        + zlib.crc32(chunk).to_bytes(4, "big")
        + r.randbytes(extra)
    )
    return b64_of(raw)


def _payloads(r: Random) -> dict[str, str]:
    claim = "UMJ-" + r.choice(("ZA-", "KE-")) + num(r, 6)
    event = {
        "claim_id": claim,
        "status": r.choice(("approved", "assessing", "paid", "rejected")),
        "amount": r.randint(1500, 90000),
        "currency": r.choice(("ZAR", "KES")),
        "at": iso(r),
    }
    doc = json.dumps(event, separators=(",", ":"))
    rows = "claim_id,status,amount\n" + "\n".join(
        f"UMJ-ZA-{num(r, 6)},{r.choice(('paid', 'open'))},{r.randint(500, 9000)}" for _ in range(4)
    )
    return {
        "b64json": b64_of(doc),
        "json": doc,
        "png": _png(r, r.choice((60, 90, 120))),
        "b64text": b64_of(f"1*2*{claim}"),
        "claim": claim,
        "b64csv": b64_of(rows),
        "d": day(r),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "sk": "sk" + "_live_" + _STARS + hexs(r, 4),
        "l4": hexs(r, 4),
        "bullets": _BULLETS,
        "acct": "stumoja" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 6),
        "req": uuid4(r),
        "job": num(r, 7),
        "hvs": "hv" + "s.CAES…" + pick(r, ALNUM, 4),
        "ozow": "********" + pick(r, ALNUM.upper(), 4),
        "user": r.choice(_PEOPLE).lower(),
        "d": day(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(2, 12)),
        "env": r.choice(("dev", "local", "ci", "nairobi")),
        "port": str(r.choice((5432, 5433, 15432, 25432))),
        "ver": f"0.{r.randint(10, 60)}.{r.randint(0, 9)}",
        "mr": str(r.randint(1200, 4800)),
        "xs": "sk" + "_test_" + "x" * 40,
        "d": day(r),
        "who": r.choice(_PEOPLE),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "m": str(r.randint(10, 40)),
        "p": str(r.randint(0, 15)),
        "d": day(r),
        "b": str(r.randint(1, 60)),
        "sha7": hexs(r, 7),
        "sha8": hexs(r, 8),
        "sha40": hexs(r, 40),
        "mm": f"{r.randint(1, 12):02d}",
        "dd": day(r),
        "k": str(r.randint(3, 6)),
        "v": f"7.{r.randint(70, 99)}.{r.randint(0, 3)}",
        "g": str(r.randint(4, 9)),
        "rev": str(r.randint(12, 240)),
        "t": hms(r),
        "ns": pick(r, DIGITS, 9),
        "appv": f"4.{r.randint(10, 40)}.{r.randint(0, 9)}",
        "vc": num(r, 6),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "d": day(r),
        "n": str(r.randint(100, 9999)),
        "who": r.choice(_PEOPLE),
        "path": r.choice(("claims", "payments", "shared", "ussd")),
        "try": str(r.randint(1, 5)),
    }


def _ussd(r: Random) -> dict[str, str]:
    return {
        "sid": "ATUid_" + hexs(r, 32),
        "mid": "ATXid_" + hexs(r, 32),
        "claim": num(r, 6),
        "code": str(r.randint(100, 999)),
        "mmsisdn": masked_msisdn(r),
        "otp": pick(r, DIGITS, 6),
        "n": str(r.randint(40, 4000)),
        "n2": str(r.randint(0, 40)),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "d": day(r),
        "res": f"/subscriptions/{uuid4(r)}/resourceGroups/rg-umoja-prod-san",
        "dig": hexs(r, 64),
        "ver": hexs(r, 32),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "pk": "pk" + "_live_" + hexs(r, 40),
        "inc": num(r, 4),
        "wamid": "wamid.HBgM" + b64(r, 42),
        "co": f"ws_CO_{day(r)}022036{num(r, 12)}",
        "acc": pick(r, ALNUM, 24),
        "sha": hexs(r, 40),
        "ddpub": "pub" + hexs(r, 32),
        "ulid": ulid(r),
        "oid": object_id(r),
        "hash": hexs(r, 128),
        "etag": hexs(r, 32),
        "ps": hexs(r, 128),
        "iso": iso(r),
        "iso2": iso(r),
        "iso3": iso(r),
        "lease": pick(r, ALNUM, 24),
        "ref": "UMJ-" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 12),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "uuids_ulids_objectids",
        (
            "Claim ⟨ulid⟩ (policy ⟨uuid⟩) is vas in `assessing` sedert ⟨d⟩ Feb.",
            '{"_id": {"$oid": "⟨oid⟩"}, "claim_ulid": "⟨ulid⟩", "channel": "whatsapp", '
            '"lang": "⟨lang⟩"}',
            "UPDATE claims SET status = 'paid' WHERE id = '⟨uuid⟩' AND policy_id = '⟨uuid2⟩';",
            "Madai ⟨ulid⟩ na ⟨ulid2⟩ ni marudio — mteja alituma mara mbili kupitia USSD.",
            "| claim | policy | ObjectId (legacy) |\n|---|---|---|\n| ⟨ulid⟩ | ⟨uuid⟩ | ⟨oid⟩ |",
        ),
        _ids,
    ),
    Kind(
        "base64_data_payloads",
        (
            "Service Bus message body (base64): ⟨b64json⟩",
            "$ echo '⟨b64json⟩' | base64 -d\n⟨json⟩",
            '<img alt="logo" src="data:image/png;base64,⟨png⟩">',
            'Africa\'s Talking se `text` kom deur ons proxy as base64: ⟨b64text⟩ → "1*2*⟨claim⟩"',
            '{"filename":"claims-2036-02-⟨d⟩.csv","content":"⟨b64csv⟩","type":"text/csv"}',
            "binaryData:\n  logo.png: ⟨png⟩",
        ),
        _payloads,
    ),
    Kind(
        "masked_and_redacted_values",
        (
            "PAYSTACK_SECRET_KEY=⟨sk⟩",
            "Datadog API key: ⟨bullets⟩⟨l4⟩ (net die laaste 4 word gewys)",
            "AccountKey=[REDACTED];EndpointSuffix=core.windows.net (account ⟨acct⟩)",
            "Authorization: Bearer <redacted>  (request ⟨req⟩)",
            "MPESA_CONSUMER_SECRET: [MASKED] (job ⟨job⟩)",
            "Vault token in die log: ⟨hvs⟩ (afgekap; die volle token word nooit gelog nie)",
            "Ozow ApiKey: ⟨ozow⟩ — Nenosiri: ******** (limefichwa), mtumiaji ⟨user⟩, ⟨d⟩ Feb",
        ),
        _masked,
    ),
    Kind(
        "placeholders_and_defaults",
        (
            "PAYSTACK_SECRET_KEY=<your-paystack-secret-key>  # sien README stap ⟨n⟩",
            "MPESA_CONSUMER_SECRET=${MPESA_CONSUMER_SECRET:?missing}  # docker-compose.⟨env⟩.yml",
            "POSTGRES_PASSWORD: changeme  # net vir plaaslike docker compose, poort ⟨port⟩",
            "clientSecret: {{ .Values.peach.clientSecret | quote }}  # chart ⟨ver⟩",
            "Die Paystack-docs se voorbeeld gebruik `⟨xs⟩` — nie ons sleutel nie (MR !⟨mr⟩).",
            "AT_API_KEY=YOUR_AFRICASTALKING_API_KEY\nAT_USERNAME=sandbox\n# ⟨env⟩ setup, ⟨d⟩ Feb",
            "export VAULT_TOKEN=$(vault print token)  # ná `vault login -method=oidc` (⟨who⟩)",
            'consumer_secret = var.pesapal_consumer_secret  # tfvars.example: "REPLACE_ME" (⟨n⟩)',
        ),
        _placeholders,
    ),
    Kind(
        "version_and_build_strings",
        (
            "claims-api 4.⟨m⟩.⟨p⟩+build.203602⟨d⟩.⟨b⟩.g⟨sha7⟩",
            "AKS node image AKSUbuntu-2404gen2containerd-2036⟨mm⟩.⟨dd⟩.0, Kubernetes 1.3⟨k⟩.⟨p⟩",
            "Agent ⟨v⟩ - Commit: ⟨sha8⟩ - Serialization version: v5.0.⟨p⟩ - Go version: "
            "go1.2⟨g⟩.⟨p⟩",
            "NAME       NAMESPACE REVISION UPDATED                                 STATUS   "
            "CHART              APP VERSION\nclaims-api claims    ⟨rev⟩       2036-02-⟨d⟩ ⟨t⟩.⟨ns⟩ "
            "+0200 SAST deployed  claims-api-0.⟨m⟩.⟨p⟩ ⟨appv⟩",
            "Umoja Claims Android versionName 3.⟨m⟩.⟨p⟩ (versionCode ⟨vc⟩), git ⟨sha40⟩",
            "Vault v1.2⟨g⟩.⟨p⟩ (⟨sha40⟩), built 2036-01-⟨dd⟩T⟨t⟩Z",
        ),
        _versions,
    ),
    Kind(
        "secret_words_multilingual",
        (
            "Wagwoord-rotasie vir die staging-databasis is geskeduleer vir ⟨d⟩ Februarie; "
            "niemand hoef iets te doen nie.",
            "Tokeni ya M-Pesa huisha baada ya saa moja (3599s), kwa hiyo worker inaiomba upya "
            "kila dakika 50 (tiketi UMJ-⟨n⟩).",
            "Imfihlo ye-webhook ayigcinwa kule nothi; ibhekwe ku-Key Vault. (⟨who⟩, ⟨d⟩ Feb)",
            "If Pesapal returns `invalid_consumer_key_or_secret`, the secret in Key Vault is "
            "stale — rerun sync job #⟨n⟩.",
            "Geheime sleutels word net deur Vault Agent ingespuit; die pod sien nooit 'n "
            "password in sy env nie (MR !⟨n⟩).",
            "Nenosiri, siri na tokeni zote ziko kwenye Vault chini ya kv/⟨path⟩ — usiandike hapa.",
            "Ithokheni yokufinyelela ye-WhatsApp iphelelwa yisikhathi emahoreni angu-24 uma "
            "kungeyona eye-system user. (⟨who⟩)",
            "Token refresh failed: 401 from https://api.safaricom.co.ke/oauth/v1/generate "
            "(attempt ⟨try⟩/5, job #⟨n⟩)",
            "| Woord | Taal |\n|---|---|\n| wagwoord | Afrikaans |\n| nenosiri | Kiswahili |\n"
            "| iphasiwedi | isiZulu |\n| password | English |\n\n(glossary vir USSD-teks, rev ⟨n⟩)",
            "password_reset_ttl = 900  # sekondes; sleutel `auth.password.reset.ttl` in config "
            "v⟨n⟩",
        ),
        _words,
    ),
    Kind(
        "ussd_menus_and_sms_reports",
        (
            "CON Karibu Umoja Claims\n1. Ripoti ajali\n2. Hali ya dai\n3. Lipa premium\n"
            "(session ⟨sid⟩)",
            "END Dai lako UMJ-KE-⟨claim⟩ limepokelewa. Utapokea SMS ndani ya saa 24.",
            "CON Sawubona! Khetha:\n1. Bika ingozi\n2. Isimo sesicelo\n3. Khokha\n"
            "(serviceCode *120*⟨code⟩#)",
            "CON Welkom by Umoja Claims\n1. Meld 'n eis aan\n2. Eisstatus\n3. Betaal premie\n"
            "(session ⟨sid⟩)",
            'SMS aan ⟨mmsisdn⟩: "Jou Umoja-kode is ⟨otp⟩. Moet dit met niemand deel nie." '
            "(messageId ⟨mid⟩, reeds verval)",
            "| status | count |\n|---|---|\n| Success | ⟨n⟩ |\n| UserInBlacklist | ⟨n2⟩ |\n\n"
            "(laaste DLR ⟨mid⟩)",
        ),
        _ussd,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "## Oordrag aan Nairobi (⟨d⟩ Feb)\n- AKS-opgradering klaar: ⟨res⟩\n"
            "- image claims-api@sha256:⟨dig⟩\n"
            "- KV secret version ⟨ver⟩ (paystack-secret-key) — waarde NIE hier nie\n"
            "- traceparent 00-⟨trace⟩-⟨span⟩-01\n- Paystack pk: ⟨pk⟩",
            "Incident INC-2036-⟨inc⟩ muhtasari:\n* wamid ⟨wamid⟩\n* CheckoutRequestID ⟨co⟩\n"
            "* Vault accessor ⟨acc⟩\n* commit ⟨sha⟩\n* DD client token ⟨ddpub⟩ (ya umma)",
            "| item | value |\n|---|---|\n| ULID | ⟨ulid⟩ |\n| ObjectId | ⟨oid⟩ |\n"
            "| Ozow Hash | ⟨hash⟩ |\n| ETag | ⟨etag⟩ |",
            "Ngokushesha: i-commit ⟨sha⟩, i-digest sha256:⟨dig⟩, i-x-paystack-signature ⟨ps⟩ — "
            "akukho mfihlo lapha.",
            "Ops log ⟨d⟩/02:\n"
            "  ⟨iso⟩ vault lease renewed lease_id=database/creds/claims-ro/⟨lease⟩\n"
            "  ⟨iso2⟩ acr pull sha256:⟨dig⟩\n  ⟨iso3⟩ paystack webhook ok ref=⟨ref⟩",
        ),
        _mixed,
    ),
)
