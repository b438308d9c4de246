"""Benign look-alikes in the notes' own words: base64 data, masked and placeholder values,
references to where a secret lives, the words password / secret / token with no secret near
them, checksums, clinical booking references, warehouse ids, HTTP metadata, mixed notes."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike82.gen import (
    ALNUM,
    B64URL,
    CLINICS,
    ENVS,
    PEOPLE,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    clock,
    day,
    hexs,
    num,
    pick,
    ulid,
    uuid4,
)

_SK_LIVE = "sk" + "_live_"
_PK_LIVE = "pk" + "_live_"
_WHSEC = "wh" + "sec_"
_SG = "S" + "G."


def _ctx(r: Random) -> dict[str, str]:
    return {
        "env": r.choice(ENVS),
        "who": r.choice(PEOPLE),
        "who2": r.choice(PEOPLE),
        "clinic": r.choice(CLINICS),
        "day": day(r),
        "time": clock(r),
        "tkt": f"FB-{r.randint(1000, 9999)}",
    }


def _payloads(r: Random) -> dict[str, str]:
    appt = {
        "type": "appointment.booked",
        "appointmentId": ulid(r),
        "clinic": r.choice(CLINICS),
        "slot": f"{day(r)}T{r.randint(8, 18):02d}:{r.choice(('00', '20', '40'))}:00+01:00",
        "channel": r.choice(("portal", "phone", "nhs-app")),
    }
    cursor = {"offset": r.randint(100, 90000), "clinicId": uuid4(r), "v": 2}
    cont = {"token": "-RID:~" + b64(r, 9) + "#RT:" + str(r.randint(1, 9)), "range": {"min": ""}}
    return {
        **_ctx(r),
        "msg": b64_of(json.dumps(appt, separators=(",", ":"))),
        "cursor": b64url_json(cursor),
        "cont": b64_of(json.dumps(cont, separators=(",", ":"))),
        "png": "iVBORw0KGgoAAAANSUhEUgAA" + b64(r, 60),
        "pdf": "JVBERi0xLjcKJeLjz9MK" + b64(r, 48),
        "md5": b64(r, 16),
        "seq": str(r.randint(1000, 99999)),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "sk4": pick(r, ALNUM, 4),
        "wh4": pick(r, ALNUM, 4),
        "tw4": hexs(r, 4),
        "sg4": pick(r, B64URL, 4),
        "stars": "*" * r.choice((8, 12, 16, 20)),
        "dots": "•" * r.choice((8, 12, 24)),
        "first6": hexs(r, 6),
        "kv": r.choice(("stripe-secret-key", "twilio-auth-token", "sendgrid-api-key")),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "var": r.choice(
            (
                "STRIPE_SECRET_KEY",
                "SENDGRID_API_KEY",
                "TWILIO_AUTH_TOKEN",
                "AUTH0_CLIENT_SECRET",
                "GOCARDLESS_ACCESS_TOKEN",
                "DD_API_KEY",
                "PGPASSWORD",
            )
        ),
        "port": str(r.choice((5432, 6380, 8080, 7071))),
        "n": str(r.randint(2, 40)),
    }


def _store_refs(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "name": r.choice(
            (
                "stripe-secret-key",
                "sendgrid-api-key",
                "pg-admin-password",
                "gcal-sa-json",
                "auth0-m2m-client-secret",
                "twilio-auth-token",
            )
        ),
        "gh": r.choice(("DD_API_KEY", "TF_API_TOKEN", "AZURE_CLIENT_ID", "SNOWFLAKE_PASSWORD")),
        "ver": hexs(r, 32),
    }


def _pw_words(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "mins": str(r.choice((15, 30, 60))),
        "n": str(r.randint(3, 40)),
        "len": str(r.choice((12, 14, 16))),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "s256": hexs(r, 64),
        "s256b": hexs(r, 64),
        "md5": hexs(r, 32),
        "sha1": hexs(r, 40),
        "b64md5": b64(r, 16),
        "crc": b64(r, 4),
        "size": str(r.randint(10_000, 90_000_000)),
        "file": r.choice(
            (
                "azcopy_linux_amd64_10.31.0.tar.gz",
                "snowsql-1.4.2-linux_x86_64.bash",
                "clinic-notes-export-2037-05.csv.gz",
                "hse-referrals-2037-06.zip",
            )
        ),
    }


def _clinical(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "bref": f"FBK-{pick(r, 'ABCDEFGHJKMNPQRSTVWXYZ23456789', 4)}-"
        f"{pick(r, 'ABCDEFGHJKMNPQRSTVWXYZ23456789', 4)}",
        "ubrn": f"{num(r, 4)} {num(r, 4)} {num(r, 4)}",
        "ods": r.choice(("RR8", "RAE", "B86", "RXF")) + pick(r, "0123456789", 2),
        "mrn": "CUH" + num(r, 7),
        "appt": ulid(r),
        "note": uuid4(r),
        "hash": hexs(r, 64),
    }


def _warehouse(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "qid": f"01{hexs(r, 6)}-0{num(r, 3)}-{hexs(r, 4)}-0000-{num(r, 4)}{hexs(r, 8)}",
        "qid2": f"01{hexs(r, 6)}-0{num(r, 3)}-{hexs(r, 4)}-0000-{num(r, 4)}{hexs(r, 8)}",
        "acct": pick(r, "abcdefghjkmnpqrstuvwxyz", 2) + num(r, 5),
        "lsn": f"{r.randint(1, 9):X}/{hexs(r, 8).upper()}",
        "xid": str(r.randint(10_000_000, 99_999_999)),
        "cont": b64(r, 30),
        "rid": b64(r, 8),
        "pid": str(r.randint(1000, 65000)),
    }


def _http_meta(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "etag": "0x8D" + hexs(r, 13).upper(),
        "md5": b64(r, 16),
        "req": uuid4(r),
        "crc": b64(r, 8),
        "blob": f"{r.choice(('referrals', 'letters', 'exports'))}/{uuid4(r)}.pdf",
        "vid": f"{day(r)}T{clock(r)}.{num(r, 7)}Z",
        "lease": uuid4(r),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "sha": hexs(r, 40),
        "digest": hexs(r, 64),
        "tr": hexs(r, 32),
        "u": uuid4(r),
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "pk": _PK_LIVE + "51" + pick(r, ALNUM, 97),
        "kvver": hexs(r, 32),
        "ac": "AC" + hexs(r, 32),
        "sig": hexs(r, 64),
        "ts": "21" + num(r, 8),
        "integ": "sha512-" + b64(r, 64),
        "b64": b64url(r, 33),
        "sid": uuid4(r),
        "cid": uuid4(r),
        "ul": ulid(r),
        "md": "MD" + pick(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 12),
        "fp": "SHA256:"
        + base64.b64encode(hashlib.sha256(r.randbytes(51)).digest()).decode().rstrip("="),
        "sk4": pick(r, ALNUM, 4),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "base64_data_payloads",
        (
            "Service Bus message body (base64, seq ⟨seq⟩): ⟨msg⟩",
            "pagination cursor from /v2/bookings?cursor=⟨cursor⟩ — it's just base64 JSON",
            "x-ms-continuation: ⟨cont⟩",
            "signature image in the consent form is a data URI: data:image/png;base64,⟨png⟩…",
            "clinic letter attachment starts ⟨pdf⟩ (PDF), Content-MD5 ⟨md5⟩",
            "$ echo '⟨msg⟩' | base64 -d | jq .type\n\"appointment.booked\"",
        ),
        _payloads,
    ),
    Kind(
        "masked_and_redacted_values",
        (
            "Key Vault stripe-secret-key currently "
            + _SK_LIVE
            + "…⟨sk4⟩ (Stripe only shows the last "
            "4 anyway; ⟨kv⟩ is masked the same way)",
            "STRIPE_WEBHOOK_SECRET=" + _WHSEC + "⟨dots⟩⟨wh4⟩  (masked in the portal)",
            "TWILIO_AUTH_TOKEN=⟨stars⟩ — Actions masks it as *** in logs, as it should",
            "SendGrid key list: 'appointment-reminders' " + _SG + "⟨sg4⟩… (Mail Send), created "
            "⟨day⟩",
            "DATABASE_URL=postgresql://fbadmin:[REDACTED]@psql-fernbank-⟨env⟩.postgres.database"
            ".azure.com:5432/clinic",
            '"client_secret": "<redacted>", "client_id": "…" — ⟨who⟩ scrubbed the HAR before '
            "attaching it to ⟨tkt⟩",
            "datadog api key ⟨first6⟩…(32 chars) — ⟨who⟩ has the rest in 1Password",
        ),
        _masked,
    ),
    Kind(
        "placeholders",
        (
            "⟨var⟩=<your-key-here>   # ⟨tkt⟩ onboarding doc",
            "export ⟨var⟩=${⟨var⟩:?set me from Key Vault}",
            'password: "changeme"  # local docker-compose only, port ⟨port⟩',
            "STRIPE_SECRET_KEY=" + _SK_LIVE + "xxxxxxxxxxxxxxxxxxxxxxxx  (example in the README, "
            "⟨n⟩ people copied it literally)",
            "AUTH0_CLIENT_SECRET=REPLACE_ME\nTWILIO_AUTH_TOKEN=<twilio-auth-token>\n"
            "PGPASSWORD=${PGPASSWORD}",
            "api_key: '{{ .Values.sendgrid.apiKey }}'   # helm template, value from ⟨env⟩ secret",
            "token = <paste token from `az account get-access-token` here>  (⟨who⟩'s script)",
        ),
        _placeholders,
    ),
    Kind(
        "secret_store_references",
        (
            "@Microsoft.KeyVault(VaultName=kv-fernbank-⟨env⟩-uks;SecretName=⟨name⟩)",
            "DD_API_KEY: ${{ secrets.⟨gh⟩ }}  # repo secret, set by ⟨who⟩ on ⟨day⟩",
            'data "azurerm_key_vault_secret" "stripe" {\n  name         = "⟨name⟩"\n'
            "  key_vault_id = azurerm_key_vault.main.id\n}",
            "PGPASSWORD=$(az keyvault secret show --vault-name kv-fernbank-⟨env⟩-uks --name "
            "⟨name⟩ --query value -o tsv) psql ...",
            "secretRef: ⟨name⟩ (Key Vault version ⟨ver⟩, synced by the CSI driver)",
            "The secret is in 1Password → Fernbank Platform → '⟨name⟩', NOT in this note",
        ),
        _store_refs,
    ),
    Kind(
        "password_words_no_secret",
        (
            "Password reset emails from SendGrid were landing in spam for ⟨clinic⟩ patients "
            "(⟨tkt⟩)",
            "NHS login handles the patient password, we never see it — only the id_token (⟨who⟩ "
            "double-checked for the DSPT)",
            "Min password length for clinician accounts is ⟨len⟩ now (Auth0 policy 'good')",
            "⟨who⟩: 'forgot password' link 404s on the Irish portal, hotfix in ⟨tkt⟩",
            "HSE asked (⟨tkt⟩) whether we store passwords — no, Auth0 does, bcrypt, we only "
            "keep the user_id",
            "password_expiry_days: 0   # disabled per NCSC guidance, no forced rotation (⟨tkt⟩)",
            "The Irish-language login screen labels are 'Ríomhphost' and 'Pasfhocal' "
            "(password) — fada on the í please, ⟨who⟩",
        ),
        _pw_words,
    ),
    Kind(
        "token_and_secret_words_no_secret",
        (
            "Graph delta sync stores a deltaLink, not a token; Google uses a syncToken — both "
            "expire after ⟨n⟩ days idle",
            "token bucket for SMS reminders: ⟨n⟩ per minute per clinic, Twilio queue handles "
            "bursts",
            "Secret Santa in the Cork office is on ⟨day⟩, €20 limit (⟨who⟩ organising)",
            "Access token lifetime set to ⟨mins⟩ min in Auth0; refresh tokens rotate with "
            "reuse detection",
            "⟨tkt⟩: rotate the Stripe webhook secret — done by ⟨who⟩, new value only in Key Vault",
            "CSRF token missing on the clinician notes form after the ⟨env⟩ deploy",
            "secrets scanning alert #⟨n⟩ was a false positive (test fixture), closed by ⟨who2⟩",
        ),
        _pw_words,
    ),
    Kind(
        "checksums_and_file_hashes",
        (
            "⟨s256⟩  ⟨file⟩",
            "sha256sum ⟨file⟩ → ⟨s256b⟩ (matches the vendor page)",
            "md5 ⟨md5⟩ for the HSE export, ⟨size⟩ bytes, sent ⟨day⟩",
            "x-ms-content-crc64: ⟨crc⟩, Content-MD5: ⟨b64md5⟩",
            "| file | sha1 |\n|---|---|\n| ⟨file⟩ | ⟨sha1⟩ |",
            "Get-FileHash .\\⟨file⟩ -Algorithm SHA256 → ⟨s256⟩",
        ),
        _checksums,
    ),
    Kind(
        "clinical_booking_refs",
        (
            "Booking ⟨bref⟩ at ⟨clinic⟩ — e-RS UBRN ⟨ubrn⟩, referring practice ⟨ods⟩",
            "Cork referral: MRN ⟨mrn⟩, appointment ⟨appt⟩, GP letter pending",
            "clinical note ⟨note⟩ locked after sign-off; content hash ⟨hash⟩ stored for the "
            "audit trail",
            "| ref | clinic | date |\n|---|---|---|\n| ⟨bref⟩ | ⟨clinic⟩ | ⟨day⟩ |",
            "DNA for ⟨bref⟩ (⟨day⟩ ⟨time⟩) — no fee charged, NHS-funded pathway",
        ),
        _clinical,
    ),
    Kind(
        "data_warehouse_ids",
        (
            "Snowflake query ⟨qid⟩ ran 14 min on LOAD_WH (account ⟨acct⟩.uk-south.azure)",
            "compare ⟨qid⟩ vs ⟨qid2⟩ in the query profile — second spilled to remote storage",
            "logical replication slot fb_cdc at LSN ⟨lsn⟩, oldest xid ⟨xid⟩",
            "Cosmos change feed continuation ⟨cont⟩ for pkrange ⟨rid⟩",
            "pg_stat_activity: pid ⟨pid⟩ idle in transaction since ⟨time⟩ (xid ⟨xid⟩)",
        ),
        _warehouse,
    ),
    Kind(
        "blob_and_http_metadata",
        (
            'HEAD https://stfernbankuksprod.blob.core.windows.net/⟨blob⟩ → ETag "⟨etag⟩", '
            "Content-MD5 ⟨md5⟩",
            "x-ms-request-id: ⟨req⟩\nx-ms-version: 2036-11-04\nx-ms-version-id: ⟨vid⟩",
            "lease ⟨lease⟩ on ⟨blob⟩ blocks the retention job",
            "x-ms-content-crc64: ⟨crc⟩ mismatch → retry upload of ⟨blob⟩",
            "blob versioning: ⟨blob⟩ versionId ⟨vid⟩ is the one the clinician signed",
        ),
        _http_meta,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "## ⟨day⟩ release (⟨env⟩)\n- commit ⟨sha⟩\n- image sha256:⟨digest⟩\n"
            "- trace ⟨tr⟩ for the slow /availability\n- Stripe pk (public): ⟨pk⟩\n"
            "- KV version of stripe-secret-key: ⟨kvver⟩",
            "Webhook debugging, ⟨who⟩ + ⟨who2⟩:\n* Stripe-Signature t=⟨ts⟩,v1=⟨sig⟩\n"
            "* payment ⟨pi⟩\n* Twilio sub-account ⟨ac⟩\n* secret value: in Key Vault, "
            "not here",
            "Entra app fb-graph-calendar-sync\n| field | value |\n|---|---|\n"
            "| client id | ⟨cid⟩ |\n| secret id | ⟨sid⟩ |\n"
            "| secret value | (Key Vault) |\n| tenant | ⟨u⟩ |",
            "Notes for ⟨tkt⟩\n1. booking ⟨ul⟩, mandate ⟨md⟩\n2. lockfile integrity ⟨integ⟩\n"
            "3. cursor ⟨b64⟩\n4. bastion host key ⟨fp⟩\n5. stripe key ends …⟨sk4⟩ (masked)",
        ),
        _mixed,
    ),
)
