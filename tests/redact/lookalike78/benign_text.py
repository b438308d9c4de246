"""Benign look-alikes from Hafaldan's prose and config notes: ids, data payloads, cache keys,
masked values, secret references, placeholders, version strings, the words for "password",
"secret" and "token" in Icelandic, Faroese, Danish and English, and mixed notes."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike78.gen import (
    ALNUM,
    DIGITS,
    FISH,
    PEOPLE,
    PLACES,
    Kind,
    b64,
    benign,
    clock,
    date,
    day,
    epoch,
    gateway,
    hexs,
    iso6346,
    num,
    objectid,
    pick,
    ssh_fingerprint,
    ulid,
    uuid4,
)

# Masked forms of vendor prefixes, joined from pieces like the real ones elsewhere.
_RSK = "rs" + "k_"
_GLPAT = "gl" + "pat-"
_EXAMPLE_KEY_ID = "AKIAIOSF" + "ODNN7EXAMPLE"
_EXAMPLE_SECRET = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCYEXAMPLEKEY"


def _ids(r: Random) -> dict[str, str]:
    return {
        "ulid": ulid(r),
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "oid": objectid(r),
        "kg": str(r.randint(80, 4000)),
        "kg2": str(r.randint(80, 4000)),
        "date": date(r),
        "fish": r.choice(FISH).lower(),
    }


def _payloads(r: Random) -> dict[str, str]:
    cont = iso6346(r)
    reading = {
        "c": cont,
        "t": -round(r.uniform(16, 26), 1),
        "rh": r.randint(70, 98),
        "door": r.choice((0, 1)),
        "ts": epoch(r),
    }
    frame = bytes([0x0A, 0x0B]) + cont.encode() + bytes([0x15]) + r.randbytes(r.randrange(30, 60))
    pdf = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" + r.randbytes(r.randrange(60, 120))
    return {
        "json64": base64.b64encode(json.dumps(reading).encode()).decode(),
        "json": json.dumps(reading),
        "bin64": base64.b64encode(frame).decode(),
        "pdf64": base64.b64encode(pdf).decode(),
        "cont": cont,
        "n": str(len(frame)),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "h40": hexs(r, 40),
        "h64": hexs(r, 64),
        "h32": hexs(r, 32),
        "h16": hexs(r, 16),
        "uuid": uuid4(r),
        "d": day(r),
        "b": b64(r, 24).rstrip("="),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "last4": pick(r, ALNUM, 4),
        "j": num(r, 10),
        "who": r.choice(PEOPLE),
        "uuid": uuid4(r),
        "date": date(r),
        "dots": "•" * r.randint(12, 24),
        "stars": "*" * r.randint(8, 32),
        "x": "X" * 20,
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "ver": hexs(r, 32),
        "acct": num(r, 12),
        "sfx": pick(r, ALNUM, 6),
        "j": num(r, 10),
        "x": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5),
        "vault": r.choice(("Kaeling-prod", "Uppbod", "CI-prod", "Drift")),
        "who": r.choice(PEOPLE),
        "date": date(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "ticket": "HAF-" + num(r, 4),
        "gw": gateway(r),
        "who": r.choice(PEOPLE),
        "ex_id": _EXAMPLE_KEY_ID,
        "ex_sk": _EXAMPLE_SECRET,
        "rsk": _RSK,
    }


def _versions(r: Random) -> dict[str, str]:
    short = hexs(r, 7)
    return {
        "fw": f"{r.randint(3, 5)}.{r.randint(0, 19)}.{r.randint(0, 12)}",
        "build": num(r, 4),
        "short": short,
        "x": str(r.randint(18, 24)),
        "y": str(r.randint(0, 6)),
        "a": str(r.randint(14, 30)),
        "b": str(r.randint(0, 9)),
        "lv": str(r.randint(10, 300)),
        "csha": b64(r, 32),
        "ami": hexs(r, 17),
        "d": day(r),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "who": r.choice(PEOPLE),
        "date": date(r),
        "n": num(r, 4),
        "line": str(r.randint(8, 120)),
        "place": r.choice(PLACES),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "date": date(r),
        "pay": "payment_" + hexs(r, 32),
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "kid": uuid4(r),
        "cid": hexs(r, 64),
        "d": hexs(r, 64),
        "uuid": uuid4(r),
        "cont": iso6346(r),
        "gw": gateway(r),
        "fw": f"{r.randint(3, 5)}.{r.randint(0, 19)}.{r.randint(0, 12)}",
        "fp": ssh_fingerprint(r),
        "sig": hexs(r, 64),
        "n": num(r, 4),
        "t": clock(r),
        "ulid": ulid(r),
        "digits": pick(r, DIGITS, 12),
    }


TEXT: tuple[Kind, ...] = (
    benign(
        "uuids_ulids_objectids",
        (
            "uppboð ⟨ulid⟩ (ULID) → lota ⟨uuid⟩ → MongoDB _id ⟨oid⟩",
            '{"_id":{"$oid":"⟨oid⟩"},"auctionId":"⟨ulid⟩","lotId":"⟨uuid⟩"}',
            "| lota | tegund | kg | id |\n|---|---|---|---|\n| 1 | ⟨fish⟩ | ⟨kg⟩ | ⟨uuid⟩ |\n"
            "| 2 | ýsa | ⟨kg2⟩ | ⟨uuid2⟩ |",
            "Idempotency-Key: ⟨uuid⟩ var eins í báðum köllunum — þess vegna tvíbókunin ⟨date⟩?",
            "ObjectId ⟨oid⟩ er frá ⟨date⟩ skv. tímastimplinum í fyrstu 8 hex-stöfunum",
        ),
        _ids,
    ),
    benign(
        "base64_data_payloads",
        (
            '{"payload":"⟨json64⟩","topic":"hafaldan/reefer/⟨cont⟩/telemetry"}',
            "Kinesis record data: ⟨bin64⟩ (protobuf TelemetryV3, ⟨n⟩ bæti, afkóðað með "
            "scripts/decode.py)",
            "echo '⟨json64⟩' | base64 -d\n⟨json⟩",
            "MQTT rammi frá ⟨cont⟩ (base64): ⟨bin64⟩ — CRC í lokin",
            "Dokobit skilaði PDF-inu sem base64 (file.content): ⟨pdf64⟩",
        ),
        _payloads,
    ),
    benign(
        "cache_keys",
        (
            "GitLab cache key: poetry-⟨h40⟩-protected",
            "redis-cli GET uppbod:lot:⟨uuid⟩:bids:⟨h16⟩",
            "CloudFront cache key hash ⟨h32⟩ MISS → origin /api/verd?dags=2036-11-⟨d⟩",
            "s3://hafaldan-ci-cache/kaeling/⟨h64⟩.tar.zst (cache key = sha256 af Cargo.lock)",
            "ccache: direct hit ⟨h32⟩ for firmware/src/mqtt.c; manifest ⟨b⟩",
        ),
        _cache,
    ),
    benign(
        "masked_redacted_values",
        (
            "RAPYD_SECRET_KEY=" + _RSK + "⟨dots⟩⟨last4⟩ (fullt gildi í 1Password)",
            "CI log job #⟨j⟩: INFLUX_TOKEN=[MASKED] MQTT_PASSWORD=[MASKED]",
            'password: "⟨stars⟩"  # ⟨who⟩ setti raunverulega gildið í Key Vault',
            "Authorization: Bearer eyJhbGciOi…[REDACTED]… (stytt í logginum, request ⟨uuid⟩)",
            _GLPAT + "⟨x⟩ var gamli tokeninn (afturkallaður ⟨date⟩)",
            "AccountKey=⟨stars⟩;EndpointSuffix=core.windows.net — portalið faldi gildið",
            "Teya client_secret: ⟨stars⟩⟨last4⟩ (⟨who⟩ er með það)",
        ),
        _masked,
    ),
    benign(
        "secret_references",
        (
            "INFLUX_TOKEN=op://⟨vault⟩/influx-writer/credential  # `op run --env-file=.env.tpl`",
            "DB_PASSWORD=@Microsoft.KeyVault(SecretUri=https://kv-hafaldan-noe.vault.azure.net/"
            "secrets/db-password/⟨ver⟩)",
            'rapyd_secret_key: "{{resolve:secretsmanager:hafaldan/prod/rapyd:SecretString:'
            'secret_key}}"  # ⟨who⟩, ⟨date⟩',
            "variables:\n  INFLUX_TOKEN: $INFLUX_TOKEN_PROD\n  TEYA_CLIENT_SECRET: "
            "${TEYA_CLIENT_SECRET}\n  TRIGGER_JOB: ⟨j⟩",
            "valueFrom: arn:aws:secretsmanager:eu-north-1:⟨acct⟩:secret:kaeling/mqtt-⟨sfx⟩:"
            "password::",
            "env:\n  - name: MQTT_PASSWORD\n    valueFrom:\n      secretKeyRef:\n"
            "        name: mqtt-bridge-⟨x⟩\n        key: password",
        ),
        _refs,
    ),
    benign(
        "placeholders",
        (
            "RAPYD_SECRET_KEY=<your-rapyd-secret-key>\nTEYA_CLIENT_SECRET=<frá Teya>\n# ⟨ticket⟩",
            "mosquitto_passwd -b passwd ⟨gw⟩ changeme  # breyta strax eftir uppsetningu",
            "password: ${MQTT_PASSWORD:?vantar}\ntoken: ${INFLUX_TOKEN}\n# sjá ⟨ticket⟩",
            "AWS docs dæmið ⟨ex_id⟩ / ⟨ex_sk⟩ — ekki okkar lyklar (⟨ticket⟩)",
            'client_secret = "xxxxxxxxxxxxxxxxxxxxxxxx"  # TODO fylla út (⟨ticket⟩)',
            "Authorization: Bearer <TOKEN>  ← ⟨who⟩ skiptir út fyrir sinn eigin",
            "RAPYD_SECRET_KEY=⟨rsk⟩REPLACE_ME  # ⟨ticket⟩",
            "INFLUX_TOKEN=your_influx_token_here\nINFLUX_ORG=hafaldan  # ⟨ticket⟩",
            "Adgangskode: <indsæt her>  (skabelon til nye gateways, fx ⟨gw⟩)",
            'api_key = "0000000000000000000000000000000000000000"  # gervilykill í einingaprófum '
            "(⟨ticket⟩)",
            "remote_password CHANGE_ME  # ⟨gw⟩ fær rétta gildið úr 1Password við ræsingu",
        ),
        _placeholders,
    ),
    benign(
        "version_build_strings",
        (
            "reefer-gw firmware ⟨fw⟩ (build ⟨build⟩, git ⟨short⟩)",
            "eclipse-mosquitto:2.0.⟨x⟩ → 2.1.⟨y⟩, awsiotsdk 1.⟨a⟩.⟨b⟩",
            "Lambda kaeling-ingest version ⟨lv⟩, CodeSha256 ⟨csha⟩",
            "AMI ami-⟨ami⟩ (al2036-ami-2036.11.⟨d⟩.0-kernel-6.18-arm64)",
            "uppbod-api 2036.11.⟨d⟩+⟨short⟩.⟨build⟩",
        ),
        _versions,
    ),
    benign(
        "secret_words_multilingual",
        (
            "Lykilorðið fyrir Grafana er í 1Password undir 'Grafana admin' — ekki skrifa það "
            "hér (⟨who⟩, ⟨date⟩)",
            "Loyniorðið til MQTT verður skift hvønn mánað; sí vegleiðingina í HAF-⟨n⟩",
            "Husk: adgangskoden og den hemmelige nøgle ligger i Key Vault, ikke i repoet. "
            "Spørg ⟨who⟩.",
            "Token rotation runbook: 1) búa til nýjan token 2) uppfæra secret í GitLab "
            "3) eyða gamla. Síðast gert ⟨date⟩.",
            "`password_file /etc/mosquitto/passwd` í mosquitto.conf (lína ⟨line⟩) — "
            "password hér er bara stillingarheitið.",
            "Villa frá Teya: 'invalid_client: client secret is invalid' — ⟨who⟩ afritaði "
            "rangt; lagað í HAF-⟨n⟩",
            "Leynilykill (secret key) ≠ aðgangslykill (access key). Sjá glósu frá ⟨date⟩.",
            "| orð | is | fo | da |\n|---|---|---|---|\n| password | lykilorð | loyniorð | "
            "adgangskode |\n| secret | leyndarmál | loyndarmál | hemmelighed |\n"
            "| token | tóki | tekin | token |\n\n(⟨who⟩ bað um þetta, ⟨date⟩)",
            "Í ⟨place⟩ spurdi ein um loyniorðið til wifi — vit geva tað ikki út í teldupósti.",
        ),
        _words,
    ),
    benign(
        "mixed_lookalike_notes",
        (
            "## Uppgjör ⟨date⟩\n- Rapyd ⟨pay⟩\n- commit ⟨sha⟩\n- trace ⟨trace⟩\n"
            "- KMS key ⟨kid⟩\n- token: sjá op://Uppbod/rapyd/credential",
            "Atvik HAF-⟨n⟩ (kølibingja ⟨cont⟩):\n* IoT cert ⟨cid⟩\n* image sha256:⟨d⟩\n"
            "* RequestId ⟨uuid⟩\n* password: [MASKED]",
            "| hvað | gildi |\n|---|---|\n| gátt | ⟨gw⟩ |\n| firmware | ⟨fw⟩ |\n"
            "| ssh | ⟨fp⟩ |\n| Netgíró Signature | ⟨sig⟩ |\n| uppboð | ⟨ulid⟩ |",
            "Frá Tórshavn ⟨date⟩ kl. ⟨t⟩: ⟨gw⟩ keyrir ⟨fw⟩, host key ⟨fp⟩, RRN ⟨digits⟩, "
            "secret: engin breyting",
        ),
        _mixed,
    ),
)
