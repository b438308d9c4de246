"""Benign look-alikes in the text of the notes: base64 data, cache keys, versions, masked and
redacted values, placeholders, references to secrets by name, the words for password, secret
and token in Hungarian, Romanian and English, and mixed look-alike notes."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike64.gen import (
    ALNUM,
    B64URL,
    Kind,
    b64_of,
    day,
    guid_n,
    hexs,
    iso,
    num,
    pick,
    ulid,
    uuid4,
)

_HU_NAMES = ("Bence", "Réka", "Zsófi", "Levente", "Dóra", "Gergő")
_RO_NAMES = ("Andrei", "Ioana", "Mihai", "Alexandra", "Radu", "Bianca")
_SERVICES = ("checkout-api", "locker-gateway", "notifier", "anaf-sync", "emag-sync", "nav-sync")
# Prefixes of vendor formats, only ever followed here by x's or bullets.
_GLPAT = "gl" + "pat-"
_ATLAS = ".atlas" + "v1."


def _payloads(r: Random) -> dict[str, str]:
    event = {
        "type": r.choice(("ParcelDroppedOff", "OrderPaid", "LockerDoorOpened", "InvoiceSent")),
        "orderId": f"PP-{num(r, 8)}",
        "lockerId": f"FP-{num(r, 7)}",
        "at": iso(r),
    }
    ubl = (
        '<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="urn:oasis:names:specification:'
        f'ubl:schema:xsd:Invoice-2"><cbc:ID>PPRO-{num(r, 6)}</cbc:ID><cbc:IssueDate>{day(r)}'
        "</cbc:IssueDate></Invoice>"
    )
    return {
        "evt": b64_of(json.dumps(event, separators=(",", ":"))),
        "pdf": b64_of(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" + r.randbytes(r.choice((60, 75, 90)))),
        "zip": b64_of(b"PK\x03\x04\x14\x00\x00\x00\x08\x00" + r.randbytes(r.choice((54, 66)))),
        "png": b64_of(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + r.randbytes(r.choice((48, 57)))),
        "ubl": b64_of(ubl),
        "seq": num(r, 5),
        "mid": uuid4(r),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 64),
        "sha1": hexs(r, 40),
        "md5": hexs(r, 32),
        "h16": hexs(r, 16),
        "loc": f"FP-{num(r, 7)}",
        "pnk": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9),
        "etag": b64_of(r.randbytes(18)).rstrip("="),
    }


def _versions(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "semver": f"{r.randint(1, 9)}.{r.randint(0, 40)}.{r.randint(0, 30)}",
        "build": f"2033120{r.randint(1, 9)}.{r.randint(1, 30)}",
        "sha": sha,
        "sha8": sha[:8],
        "n": str(r.randint(1, 90)),
        "mm": f"{r.randint(1, 2)}",
        "dd": f"{r.randint(10, 28)}",
        "k": str(r.randint(38, 46)),
        "p": str(r.randint(0, 12)),
        "x": str(r.randint(0, 60)),
        "t": str(r.randint(14, 22)),
        "iso": iso(r),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "tail4": pick(r, ALNUM, 4),
        "tail6": pick(r, ALNUM, 6),
        "kid": pick(r, B64URL, 20),
        "len": str(r.randint(16, 32)),
        "t": f"PP-{num(r, 4)}",
        "d": day(r),
        "who": r.choice(_HU_NAMES + _RO_NAMES),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "t": f"PP-{num(r, 4)}",
        "d": day(r),
        "who": r.choice(_HU_NAMES + _RO_NAMES),
        "svc": r.choice(_SERVICES),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "ver": hexs(r, 32),
        "svc": r.choice(_SERVICES),
        "ns": r.choice(("checkout", "lockers", "notifications", "invoicing")),
        "tenant": uuid4(r),
        "cid": uuid4(r),
        "t": f"PP-{num(r, 4)}",
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(2, 400)),
        "t": f"PP-{num(r, 4)}",
        "d": day(r),
        "hu": r.choice(_HU_NAMES),
        "ro": r.choice(_RO_NAMES),
        "svc": r.choice(_SERVICES),
        "m": str(r.randint(1, 9)),
        "v": f"{r.randint(17, 21)}.{r.randint(0, 6)}",
    }


def _mixed(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "sha7": sha[:7],
        "dig": hexs(r, 64),
        "pid": guid_n(r),
        "ntp": num(r, 7),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "u": uuid4(r),
        "ulid": ulid(r),
        "ver": hexs(r, 32),
        "salt": pick(r, ALNUM, 32),
        "navtx": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 16),
        "ws": "ws-" + pick(r, ALNUM, 16),
        "run": "run-" + pick(r, ALNUM, 16),
        "tail": pick(r, ALNUM, 4),
        "integ": b64_of(r.randbytes(64)),
        "d": day(r),
        "hu": r.choice(_HU_NAMES),
        "ro": r.choice(_RO_NAMES),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "base64_data_payloads",
        (
            "Service Bus peek (parcel-events, seq ⟨seq⟩): body = ⟨evt⟩",
            '{"awb": "⟨seq⟩", "format": "A6", "label": "⟨pdf⟩"}',
            "Az e-Factura letöltés ZIP-je base64-ben jön vissza: ⟨zip⟩",
            "A Foxpost címke PNG-ként is lekérhető: data:image/png;base64,⟨png⟩",
            "Payload-ul din mesajul Service Bus ⟨mid⟩ (base64) decodat e doar comanda: ⟨evt⟩",
            "<FacturaUBL>⟨ubl⟩</FacturaUBL>",
            "binaryData:\n  label-template.png: ⟨png⟩",
        ),
        _payloads,
    ),
    Kind(
        "cache_keys",
        (
            "pp:cart:v3:⟨sha⟩",
            "GitLab cache key: poetry-⟨sha1⟩ (cache:key:files: poetry.lock)",
            "cache miss key=locker-availability:⟨loc⟩:⟨h16⟩ ttl=30s",
            'cache_key = f"emag:offer:{pnk}:{sha1(payload)}"  # pl. emag:offer:⟨pnk⟩:⟨sha1⟩',
            "Cheia de cache pentru tarifele Sameday: sameday:rates:⟨sha⟩",
            'ETag: W/"⟨etag⟩"',
            "Restoring cache for key default-⟨sha1⟩-protected ... OK",
            "Front Door cache key hash: ⟨md5⟩ (a query string nélkül)",
        ),
        _cache,
    ),
    Kind(
        "version_build_strings",
        (
            "checkout-api v⟨semver⟩ (build ⟨build⟩, commit ⟨sha8⟩)",
            "git describe → v⟨semver⟩-⟨n⟩-g⟨sha8⟩",
            "AKS node image: AKSUbuntu-2404gen2containerd-20331⟨mm⟩.⟨dd⟩.0",
            "Kubernetes 1.⟨k⟩.⟨p⟩, azurerm provider 5.⟨x⟩.⟨p⟩, Terraform 1.⟨t⟩.⟨p⟩",
            "image tag: 2033.12.⟨dd⟩-⟨sha8⟩",
            '{"version": "⟨semver⟩", "build": "⟨build⟩", "gitSha": "⟨sha⟩", "builtAt": "⟨iso⟩"}',
            "Versiunea SDK-ului Netopia: ⟨semver⟩; API eMAG: api-3.",
            "pannonia_labels-⟨semver⟩+g⟨sha8⟩-py3-none-any.whl",
        ),
        _versions,
    ),
    Kind(
        "masked_and_redacted_values",
        (
            "BARION_POSKEY=********  (⟨t⟩)",
            "SIMPLEPAY_SECRET_KEY=[REDACTED] — ⟨who⟩ már rotálta, ⟨d⟩",
            "Authorization: Bearer <redacted> (⟨t⟩)",
            "password: '***'  # ⟨t⟩",
            "A régi PAT: " + _GLPAT + "••••••••••••••••⟨tail4⟩ (revoked, ⟨d⟩)",
            "AccountKey=…⟨tail6⟩ (csonkolva, a teljes a Key Vaultban)",
            "Connecting to postgresql://checkout:*****@pgflex-pp-prod-weu.postgres.database."
            "azure.com:5432/checkout (⟨t⟩)",
            "NAV_EXCHANGE_KEY=XXXXXXXXXXXXXXXX  # ⟨who⟩ tölti ki",
            'api_key: "⟨kid⟩:<hidden>"',
            "Parola a fost ascunsă în log: pw=•••••••• (lungime ⟨len⟩, ⟨d⟩)",
            "TFC token: xxxxxxxxxxxxxx" + _ATLAS + "xxxx…xxxx (⟨t⟩, a teljes érték nincs itt)",
        ),
        _redacted,
    ),
    Kind(
        "placeholders",
        (
            "BARION_POSKEY=<your-poskey>  # ⟨t⟩",
            "SIMPLEPAY_SECRET_KEY=${SIMPLEPAY_SECRET_KEY}  # ⟨svc⟩, ⟨d⟩",
            "password: changeme  # TODO(⟨who⟩) ⟨t⟩",
            "NETOPIA_API_KEY=your_api_key_here\nNETOPIA_POS_SIGNATURE=XXXX-XXXX-XXXX-XXXX-XXXX"
            "\n# ⟨t⟩",
            "client_secret: {{ .Values.anaf.clientSecret }}  # ⟨svc⟩",
            "administrator_password = var.pg_admin_password  # ⟨t⟩, lásd tfvars (nem a repóban)",
            "export ARM_CLIENT_SECRET=$(az keyvault secret show --vault-name kv-pp-prod-weu "
            "-n sp-gitlab-deploy --query value -o tsv)  # ⟨t⟩",
            "Példa a dokumentációból: PRIVATE-TOKEN: " + _GLPAT + "xxxxxxxxxxxxxxxxxxxx (⟨t⟩)",
            "DefaultEndpointsProtocol=https;AccountName=<account>;AccountKey=<storage-account-key>"
            ";EndpointSuffix=core.windows.net  # ⟨t⟩",
            "# .env.example (⟨svc⟩)\nMAILGUN_API_KEY=\nVONAGE_API_SECRET=\n"
            "SZAMLAZZ_AGENT_KEY=<agent-kulcs>\nPG_PASSWORD=",
            "Pune cheia reală în locul lui `REPLACE_ME_NETOPIA_KEY` doar local (⟨who⟩, ⟨d⟩).",
        ),
        _placeholders,
    ),
    Kind(
        "secret_references_without_values",
        (
            "env:\n  - name: SIMPLEPAY_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n"
            "        name: payments-gateway\n        key: SIMPLEPAY_SECRET_KEY  # ⟨t⟩",
            'variable "simplepay_secret_key" {\n  type      = string\n  sensitive = true\n'
            '  description = "⟨svc⟩ – SimplePay SECRET_KEY, TFC-ben állítva"\n}',
            "envFrom:\n  - secretRef:\n      name: ⟨svc⟩-secrets  # ns ⟨ns⟩",
            "apiVersion: secrets-store.csi.x-k8s.io/v1\nkind: SecretProviderClass\nmetadata:\n"
            "  name: kv-⟨svc⟩\n  namespace: ⟨ns⟩\nspec:\n  provider: azure\n  parameters:\n"
            '    keyvaultName: kv-pp-prod-weu\n    tenantId: "⟨tenant⟩"\n'
            '    clientID: "⟨cid⟩"\n    objects: |\n      array:\n        - |\n'
            "          objectName: barion-poskey\n          objectType: secret",
            "deploy:\n  secrets:\n    DATABASE_PASSWORD:\n      azure_key_vault:\n"
            "        name: pg-admin-password\n        version: ⟨ver⟩",
            "A SimplePay titkos kulcsot a `simplepay-secret-huf` Key Vault secretből olvassuk "
            "(verzió ⟨ver⟩).",
            'poskey = secret_client.get_secret("barion-poskey").value  # ⟨svc⟩, ⟨t⟩',
            "Secretul `anaf-client-secret` e montat în /mnt/secrets-store/anaf-client-secret "
            "(pod ⟨svc⟩, ns ⟨ns⟩).",
        ),
        _refs,
    ),
    Kind(
        "secret_words_hungarian",
        (
            "Jelszóváltoztatás után a futárnak újra be kell jelentkeznie az appba (⟨t⟩).",
            "A titkos kulcsokat soha ne írd a jegyzetbe — Key Vault, és kész. (⟨hu⟩, ⟨d⟩)",
            "Lejárt token → 401, a kliens automatikusan frissít; ez normál, ma ⟨n⟩ ilyen volt.",
            "Elfelejtett jelszó e-mail sablon: „Kattints ide a jelszavad visszaállításához” (⟨t⟩).",
            "Az API kulcsok rotációja negyedévente esedékes; a következő: 2034-0⟨m⟩.",
            "jelszó, titok, kulcs, token — ezekre a szavakra szűr a log-scrubber (⟨t⟩).",
            "Hozzáférési token helyett managed identityt használ a ⟨svc⟩ pod.",
            "A „jelszó megjelenítése” gomb a futár appban ⟨n⟩ hibát dobott iOS ⟨v⟩ alatt.",
            "⟨hu⟩: a titkosítási kulcs (CMK) forgatása automatikus, nincs teendő.",
        ),
        _words,
    ),
    Kind(
        "secret_words_romanian",
        (
            "Resetarea parolei pentru curieri merge acum din aplicație (⟨t⟩).",
            "Cheia secretă nu se pune niciodată în notițe — doar în Key Vault. (⟨ro⟩, ⟨d⟩)",
            "Token-ul de acces expiră după o oră; refresh-ul e automat (⟨n⟩ erori 401 azi).",
            "Parola trebuie să aibă minimum 12 caractere, conform politicii noi (⟨t⟩).",
            "Cheia API Netopia se rotește trimestrial; următoarea rotație: 2034-0⟨m⟩.",
            "⟨ro⟩ a întrebat unde e parola pentru SPV — e în seif, nu o copiem în chat.",
            "Câmpul „parolă” din formularul de înregistrare avea autocomplete=off; ⟨t⟩ rezolvat.",
            "Secretele CI sunt marcate masked și protected pe ⟨svc⟩.",
            "Am verificat: niciun token sau parolă nu apare în logurile din ⟨d⟩.",
        ),
        _words,
    ),
    Kind(
        "secret_words_english",
        (
            "Password reset emails go through Mailgun template `pp-reset-v⟨m⟩` (⟨t⟩).",
            "Secret rotation for ⟨svc⟩ is scheduled; nothing to paste here, Key Vault handles it.",
            "Token expiry is 15 minutes for couriers; ⟨n⟩ refreshes per hour is normal.",
            "The API key field in the seller portal is write-only, so support cannot read it "
            "(⟨t⟩).",
            "Reminder (⟨hu⟩): never log the Authorization header; the secret scanner flagged "
            "⟨n⟩ lines last week.",
            "Use the managed identity, not a client secret, for ⟨svc⟩ → Service Bus.",
            "Session token, CSRF token, refresh token — all three are HttpOnly cookies now.",
            "If the password prompt hangs in `az login`, use device code flow (⟨d⟩).",
            "Private key material stays in Key Vault HSM; only the public key is exported.",
        ),
        _words,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "Deploy 2033-12 – ⟨hu⟩\n- commit ⟨sha⟩\n"
            "- image acrpannoniaparcel.azurecr.io/checkout-api@sha256:⟨dig⟩\n"
            "- Barion PaymentId ⟨pid⟩ sikeres\n- trace ⟨trace⟩\n"
            "- POSKey: ${BARION_POSKEY} (Key Vault, nem ide)",
            "Incident ⟨d⟩ (RO)\n- ntpID ⟨ntp⟩\n- request id ⟨u⟩\n- commit ⟨sha7⟩\n"
            "- NETOPIA_API_KEY=[MASKED] în log, deci mascarea merge\n- traceparent "
            "00-⟨trace⟩-⟨span⟩-01",
            "| mi | érték |\n|---|---|\n| NAV transactionId | ⟨navtx⟩ |\n"
            "| SimplePay salt | ⟨salt⟩ |\n| Key Vault verzió | ⟨ver⟩ |\n| event | ⟨ulid⟩ |",
            "Release checklist\n1. TFC ⟨ws⟩ / ⟨run⟩ applied\n2. lockfile sha512-⟨integ⟩\n"
            "3. secret rotation: not needed (⟨ro⟩)\n4. token: ****⟨tail⟩ (masked)",
            "Notițe după on-call:\n* PaymentId ⟨pid⟩ → refund\n* Idempotency-Key ⟨u⟩\n"
            "* parola nu a fost schimbată, doar userul\n* commit ⟨sha⟩",
        ),
        _mixed,
    ),
)
