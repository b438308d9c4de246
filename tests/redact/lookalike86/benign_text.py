"""Benign look-alikes from the prose side of the notes: ids, trace ids, data payloads, cache
keys, masked values, placeholders, the words for password/secret/token with no secret near
them, OIDC one-time values, and mixed look-alike notes."""

from __future__ import annotations

import base64
import gzip
import json
from random import Random

from tests.redact.lookalike86.gen import (
    ALNUM,
    B64URL,
    HEXU,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    charge_point,
    day,
    evse_id,
    hexs,
    num,
    objectid,
    pick,
    stamp,
    ulid,
    uuid4,
    uuid7,
)

_LIVE = "li" + "ve_"


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u7": uuid7(r),
        "ulid": ulid(r),
        "oid": objectid(r),
        "evse": evse_id(r),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "u": uuid4(r),
        "corr": uuid4(r),
        "opid": hexs(r, 32),
        "ts": stamp(r),
        "secs": f"{r.randint(1, 9)},{r.randint(0, 9)}",
    }


def _payloads(r: Random) -> dict[str, str]:
    cp = charge_point(r)
    reading = {
        "cp": cp,
        "connector": r.randint(1, 2),
        "kwh": round(r.uniform(1, 80), 3),
        "ts": stamp(r) + "Z",
        "session": uuid4(r),
    }
    raw = json.dumps(reading, separators=(",", ":"))
    gz = gzip.compress(raw.encode(), mtime=0)
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + r.randbytes(r.randint(48, 96))
    avro = b"\x00\x00\x00\x01" + bytes([r.randint(1, 255)]) + r.randbytes(r.randint(30, 60))
    return {
        "mid": uuid4(r),
        "b64json": b64_of(raw),
        "raw": raw,
        "gz": base64.b64encode(gz).decode(),
        "png": base64.b64encode(png).decode(),
        "avro": base64.b64encode(avro).decode(),
        "diag": b64(r, r.randint(90, 180)),
        "cp": cp,
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 40),
        "h2": hexs(r, 40),
        "h3": hexs(r, 40),
        "etag": hexs(r, 32),
        "sha": hexs(r, 40),
        "h64": hexs(r, 64),
        "tid": f"TARIFF-{num(r, 4)}",
        "h": hexs(r, 16),
        "cp": charge_point(r),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "last4": pick(r, ALNUM, 4),
        "last3": pick(r, ALNUM, 3),
        "stars": "*" * r.randint(8, 26),
        "dots": "•" * r.randint(12, 28),
        "xs": "x" * r.randint(8, 20),
        "cp": charge_point(r),
        "env": r.choice(("prod", "staging", "acc")),
        "job": num(r, 6),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "env": r.choice(("prod", "staging", "acc", "dev")),
        "svc": r.choice(("payments", "roaming", "ocpp-gateway", "billing")),
        "n": str(r.randint(2, 9)),
        "who": r.choice(("Sanne", "Lotte", "Maxime", "Wout")),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "n": str(r.choice((12, 16, 20, 24))),
        "ttl": str(r.choice((300, 900, 3600))),
        "who": r.choice(("Lotte", "Pieter-Jan", "Maxime", "Nathalie", "Elif")),
        "date": day(r),
        "q": str(r.randint(1, 4)),
        "cp": charge_point(r),
    }


def _oidc(r: Random) -> dict[str, str]:
    return {
        "cid": "LLL" + pick(r, UPPER_ALNUM, 8),
        "svc": r.choice(("LLLLOGIN", "LLLSHARE", "LLLADMIN")),
        "state": b64url(r, 24),
        "nonce": b64url(r, 24),
        "cc": b64url(r, 32),
        "cardno": "-".join((num(r, 3), num(r, 7), num(r, 2))),
        "serial": pick(r, HEXU, 32),
        "kid": pick(r, B64URL, 16),
        "sub": pick(r, ALNUM, 26),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "date": day(r),
        "cdr": f"CDR-{num(r, 10)}",
        "sha": hexs(r, 40),
        "tr": "tr_" + pick(r, ALNUM, 10),
        "trace": hexs(r, 32),
        "psp": pick(r, UPPER_ALNUM, 16),
        "cp": charge_point(r),
        "d": hexs(r, 64),
        "ts": stamp(r),
        "ver32": hexs(r, 32),
        "ver32b": hexs(r, 32),
        "u": uuid4(r),
        "ck": _LIVE + pick(r, UPPER_ALNUM, 32),
        "last4": pick(r, ALNUM, 4),
        "ev": hexs(r, 32),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "uuids_ulids_objectids",
        (
            "klant ⟨u⟩, laadsessie ⟨ulid⟩, Mongo _id ⟨oid⟩",
            "SELECT * FROM charging_session WHERE id = '⟨u7⟩';",
            '{"_id":{"$oid":"⟨oid⟩"},"session":"⟨ulid⟩","evse":"⟨evse⟩"}',
            "Idempotency-Key: ⟨u⟩ (Mollie POST /v2/payments herhaald na een timeout)",
            "Les ULID des sessions (⟨ulid⟩) se trient par date, pratique pour le debug",
            "| id | soort |\n|---|---|\n| ⟨u⟩ | uuid4 |\n| ⟨u7⟩ | uuid7 |\n| ⟨ulid⟩ | ulid |",
        ),
        _ids,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "X-Request-ID: ⟨u⟩ / x-correlation-id: ⟨corr⟩",
            '{"level":"error","ts":"⟨ts⟩Z","trace_id":"⟨trace⟩","span_id":"⟨span⟩",'
            '"msg":"OCPI push CDR failed: 503"}',
            "Tempo: trace ⟨trace⟩ toont ⟨secs⟩ s in de Exact-call",
            "Azure operation id ⟨opid⟩, x-ms-client-request-id ⟨u⟩",
            "Scaleway renvoie 429, X-Request-Id ⟨u⟩ — on retente avec backoff",
        ),
        _traces,
    ),
    Kind(
        "base64_data_payloads",
        (
            '[2,"⟨mid⟩","DataTransfer",{"vendorId":"com.alfen","messageId":"Diagnostics",'
            '"data":"⟨diag⟩"}]',
            "Event Hubs body (base64): ⟨b64json⟩",
            "QR voor Payconiq in de bon-mail: data:image/png;base64,⟨png⟩",
            "echo ⟨b64json⟩ | base64 -d\n⟨raw⟩",
            "Kafka-value (Confluent-wire, base64): ⟨avro⟩",
            "Le body gzip+base64 du push Hubject pour ⟨cp⟩ : ⟨gz⟩",
        ),
        _payloads,
    ),
    Kind(
        "cache_keys_and_etags",
        (
            "redis-cli --scan --pattern 'tariff:v3:*' | head -3\ntariff:v3:⟨h1⟩\n"
            "tariff:v3:⟨h2⟩\ntariff:v3:⟨h3⟩",
            'ETag: W/"⟨etag⟩"',
            "cache:\n  key: deps-⟨sha⟩\n  paths:\n    - .venv/",
            "cache key = sha256(cp_id + connector) = ⟨h64⟩ (voor ⟨cp⟩)",
            'If-None-Match: "⟨etag⟩" → 304, dus de OCPI-tarieven kwamen uit de cache',
            "Clé de cache du tarif OCPI : ocpi:tariff:NL:LLL:⟨tid⟩:⟨h⟩",
        ),
        _cache,
    ),
    Kind(
        "masked_redacted_values",
        (
            "MOLLIE_API_KEY=" + _LIVE + "⟨stars⟩⟨last4⟩",
            '$ echo "$ADYEN_API_KEY"\n[MASKED]',
            "Aiven-wachtwoord in de console: AVNS_⟨dots⟩⟨last3⟩ (klik op het oogje om te zien)",
            "Authorization: Bearer ***REDACTED***",
            'Sentry event: {"password": "[Filtered]", "token": "[Filtered]", "cp": "⟨cp⟩"}',
            "Teamleader client_secret: ⟨dots⟩⟨last4⟩ (zie Key Vault, ⟨env⟩)",
            "Mot de passe OCPP de ⟨cp⟩ : ⟨stars⟩ (affiché masqué dans le back-office)",
            "Job #⟨job⟩: SCW_SECRET_KEY=[MASKED], OVH_CONSUMER_KEY=[MASKED]",
            "OCPI-token in de log: ⟨xs⟩⟨last4⟩ (alleen de laatste 4 tekens worden gelogd)",
        ),
        _masked,
    ),
    Kind(
        "placeholders",
        (
            "MOLLIE_API_KEY=<your-mollie-live-key>",
            "adyen:\n  api_key: ${ADYEN_API_KEY}\n  hmac_key: ${ADYEN_HMAC_KEY}",
            "password: changeme  # wordt door Ansible overschreven (⟨env⟩)",
            "SCW_SECRET_KEY={{ scaleway_secret_key }}\nSCW_ACCESS_KEY={{ scaleway_access_key }}",
            'BasicAuthPassword = "<16-40 tekens, zie runbook ⟨svc⟩>"',
            "AZURE_CLIENT_SECRET=$(az keyvault secret show --vault-name kv-lll-⟨env⟩ "
            "-n sp-secret --query value -o tsv)",
            'glab variable set SENTRY_AUTH_TOKEN "$SENTRY_AUTH_TOKEN" --masked -R laadpunt/⟨svc⟩',
            'mot_de_passe = "xxxxxxxx"  # à remplir en local (demander à ⟨who⟩)',
            "ocpi:\n  token_c: REPLACE_ME\n  url: https://ocpi.⟨env⟩.laadpunt.eu/versions",
            "Authorization: Token <base64(token_C)>   ← zo moet de header eruitzien (⟨n⟩ partners)",
        ),
        _placeholders,
    ),
    Kind(
        "secret_words_multilingual",
        (
            "Wachtwoordbeleid: minimaal ⟨n⟩ tekens voor OCPP BasicAuthPassword, roteren elk "
            "kwartaal (Q⟨q⟩ gedaan door ⟨who⟩).",
            "Le mot de passe n'est jamais stocké en clair ; on garde seulement le hash argon2id.",
            "TODO: secret rotation voor Mollie/Adyen/Aiven in één runbook, zie 'Sleutelbeheer' "
            "(deadline ⟨date⟩)",
            "Geheime sleutels horen in Key Vault, niet in .env — ook niet 'even voor de test'.",
            "The refresh token is single-use at Exact; store the new one after every refresh "
            "(⟨who⟩ lost a day on this).",
            "'t Paswoord van de eID-kaartlezer? Da's de pincode, en die vraagt itsme nooit.",
            "OCPI: 'token' betekent daar meestal een laadpas (RFID), geen API-token. Verwarrend!",
            "Erreur 401 « invalid_client » : c'est le client secret qui a expiré, pas le token.",
            "auth.password_min_length = ⟨n⟩\nauth.token_ttl_seconds = ⟨ttl⟩",
            "Borne ⟨cp⟩ : « mot de passe incorrect » après la mise à jour — la clé "
            "AuthorizationKey n'était pas reprise.",
        ),
        _words,
    ),
    Kind(
        "oidc_state_nonce_and_eid_ids",
        (
            "GET https://idp.prd.itsme.services/v2/authorization?client_id=⟨cid⟩"
            "&response_type=code&scope=openid%20service%3A⟨svc⟩"
            "&redirect_uri=https%3A%2F%2Fadmin.laadpunt.eu%2Foauth%2Fitsme&state=⟨state⟩"
            "&nonce=⟨nonce⟩&code_challenge=⟨cc⟩&code_challenge_method=S256",
            "state ⟨state⟩ kwam niet overeen (sessiecookie verlopen) → login opnieuw",
            "eID-middleware: kaartnummer ⟨cardno⟩, serial authenticatiecertificaat ⟨serial⟩ "
            "(publiek)",
            'id_token header: {"kid":"⟨kid⟩","alg":"RS256"}, sub ⟨sub⟩',
            "PKCE: code_challenge=⟨cc⟩ (S256), verifier blijft in de sessie",
            "Nonce ⟨nonce⟩ déjà utilisé → rejet (protection contre le rejeu)",
        ),
        _oidc,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "Stand van zaken roaming (⟨date⟩)\n- Gireve CDR ⟨cdr⟩ geweigerd\n"
            "- commit ⟨sha⟩ fixt de afronding\n- Mollie ⟨tr⟩ terugbetaald\n"
            "- token-rotatie: nog te doen (geen waarden in deze notitie!)\n- trace ⟨trace⟩",
            "| ding | waarde | geheim? |\n|---|---|---|\n| pspReference | ⟨psp⟩ | nee |\n"
            "| Adyen client key | ⟨ck⟩ | nee, publiek |\n| Sentry event | ⟨ev⟩ | nee |\n"
            "| API key | in Key Vault | ja |",
            "```\n⟨ts⟩ INFO payments webhook psp=⟨psp⟩ hmac_ok=true\n"
            "⟨ts⟩ WARN ocpp cp=⟨cp⟩ auth=basic password=<redacted>\n"
            "⟨ts⟩ INFO deploy image sha256:⟨d⟩\n```",
            "Références Key Vault :\n* mollie-api-key → …/⟨ver32⟩\n* adyen-hmac-key → …/⟨ver32b⟩"
            "\n(Les valeurs elles-mêmes ne sont pas dans cette note.)",
            "Checklist nieuwe laadpaal ⟨cp⟩\n1. BootNotification ok (msg ⟨u⟩)\n"
            "2. wachtwoord gezet via SetVariables (waarde staat in Key Vault, niet hier)\n"
            "3. Mollie-testbetaling ⟨tr⟩, Sentry ⟨ev⟩\n4. key eindigend op …⟨last4⟩ geroteerd",
        ),
        _mixed,
    ),
)
