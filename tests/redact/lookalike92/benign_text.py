"""Benign look-alikes in the team's prose: ids, data payloads, masked values, placeholders,
versions, the words for password, secret and token in Swedish, Norwegian and English with no
secret near them, and mixed notes full of look-alikes."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike92.gen import (
    ALNUM,
    HEX,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    date,
    hexs,
    num,
    objectid,
    person,
    pick,
    stamp,
    ulid,
    uuid4,
    wrap,
)

_KL = "klarna_" + "live_" + "api_"
_AQE = "AQ" + "E"


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "ulid": ulid(r),
        "ulid2": ulid(r),
        "oid": objectid(r),
        "oid2": objectid(r),
        "tiny": str(r.randint(1000, 99999)),
        "dash": pick(r, ALNUM, 9),
        "d": date(r),
        "who": person(r),
    }


def _payloads(r: Random) -> dict[str, str]:
    event = {
        "type": r.choice(("OrderPlaced", "OrderPicked", "ShipmentBooked")),
        "orderId": ulid(r),
        "store": r.choice(("sthlm-03", "bergen-01", "goteborg-02")),
        "lines": r.randint(1, 40),
        "total": {"amount": r.randint(4900, 499900), "currency": r.choice(("SEK", "NOK"))},
    }
    csv = "sku;namn;antal\n" + "\n".join(
        f"{num(r, 7)};{r.choice(('Knäckebröd', 'Brunost', 'Lingonsylt', 'Kaviar'))};"
        f"{r.randint(1, 12)}"
        for _ in range(3)
    )
    return {
        "ev": b64_of(json.dumps(event, ensure_ascii=False)),
        "csv": b64_of(csv),
        "png": "iVBORw0KGgoAAAANSUhEUgAA" + b64(r, 96),
        "proto": b64(r, r.randint(40, 90)),
        "cm": wrap(b64(r, 150), 76, "    "),
        "mid": hexs(r, 32),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "last4": num(r, 4),
        "bin": "4" + num(r, 5),
        "tail": pick(r, ALNUM, 4),
        "tail2": hexs(r, 4),
        "iban": num(r, 4),
        "pnr": f"19{r.randint(50, 99)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}",
        "enc": b64(r, r.randint(16, 40)),
        "iv": b64(r, 32),
        "tag": b64(r, 16),
        "ts": stamp(r),
        "who": person(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "env": r.choice(("prod", "staging", "test")),
        "n": str(r.randint(2, 9)),
        "d": date(r),
        "who": person(r),
        "port": str(r.choice((5432, 6380, 8200, 9243))),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "cal": f"2039.{r.randint(1, 3)}.{r.randint(0, 30)}",
        "build": str(r.randint(1000, 99999)),
        "g": hexs(r, 9),
        "aks": f"1.{r.randint(40, 44)}.{r.randint(0, 9)}",
        "node": f"AKSUbuntu-2404gen2containerd-2039{r.randint(1, 3):02d}.{r.randint(1, 28):02d}.0",
        "chart": f"{r.randint(60, 130)}.{r.randint(0, 9)}.{r.randint(0, 9)}",
        "semver": f"{r.randint(1, 19)}.{r.randint(0, 40)}.{r.randint(0, 30)}",
        "rc": str(r.randint(1, 9)),
        "d": date(r),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "d": date(r),
        "n": str(r.randint(2, 120)),
        "days": str(r.choice((30, 60, 90, 180, 365))),
        "who": person(r).capitalize(),
        "who2": person(r).capitalize(),
        "t": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
        "pr": str(r.randint(1200, 4800)),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "trace": hexs(r, 32),
        "u": uuid4(r),
        "psp": pick(r, UPPER_ALNUM, 16),
        "ck": r.choice(("live_", "test_")) + pick(r, UPPER_ALNUM, 32),
        "search": hexs(r, 32),
        "app": pick(r, UPPER_ALNUM, 10),
        "ver": hexs(r, 32),
        "pid": hexs(r, 32),
        "acc": pick(r, ALNUM, 24),
        "tail": hexs(r, 4),
        "fp": b64(r, 32).rstrip("="),
        "mac": b64url(r, 32),
        "d": date(r),
        "who": person(r),
        "h": pick(r, HEX, 7),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "uuids_ulids_objectids",
        (
            "Opsgenie-larm ⟨u⟩ (tinyId ⟨tiny⟩) stängdes av ⟨who⟩ ⟨d⟩",
            "Order ⟨ulid⟩ och ⟨ulid2⟩ har samma plocklista",
            'db.carts.find({_id: ObjectId("⟨oid⟩")}) → tom; ObjectId("⟨oid2⟩") finns',
            "Grafana dashboard uid ⟨dash⟩ (Checkout SLO), panel-id ⟨tiny⟩",
            "| id | typ |\n|---|---|\n| ⟨u⟩ | korrelations-id |\n| ⟨u2⟩ | idempotency key |\n"
            "| ⟨ulid⟩ | ordre |",
        ),
        _ids,
    ),
    Kind(
        "base64_data_payloads",
        (
            "Service Bus-meddelandet ⟨mid⟩ hade body (base64): ⟨ev⟩",
            "echo '⟨csv⟩' | base64 -d  # Bring-EDI-exempel, bara testdata",
            "Produktbild-placeholder: data:image/png;base64,⟨png⟩",
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: picking-labels\nbinaryData:\n"
            "  label-template.zpl: |-\n⟨cm⟩",
            "protobuf-frame från plockskannern: ⟨proto⟩ (avkodad: OrderPicked)",
        ),
        _payloads,
    ),
    Kind(
        "masked_and_redacted_values",
        (
            "Kort ⟨bin⟩******⟨last4⟩ nekades av Adyen (refusalReason: Not enough balance)",
            "KLARNA_API_KEY=" + _KL + "****************⟨tail⟩  (maskad i loggen)",
            "⟨ts⟩ INFO config loaded: ADYEN_API_KEY=" + _AQE + "***redacted*** "
            "NETS_SECRET_KEY=[REDACTED] VIPPS_CLIENT_SECRET=********",
            "Endpoint=sb://sb-skg-orders.servicebus.windows.net/;SharedAccessKeyName=send;"
            "SharedAccessKey=***",
            "IBAN SE** **** **** **** **** ⟨iban⟩, personnummer ⟨pnr⟩-XXXX (maskat enligt GDPR)",
            "password: ENC[AES256_GCM,data:⟨enc⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]  # sops, krypterad",
            'Run echo "token=***"\n***\nError: 401 from api.bring.com (nøkkel ...⟨tail2⟩)',
        ),
        _masked,
    ),
    Kind(
        "placeholders_and_templates",
        (
            "ADYEN_API_KEY=<your-adyen-api-key>\nNETS_SECRET_KEY=<fra Key Vault>\n"
            "VIPPS_CLIENT_SECRET=${VIPPS_CLIENT_SECRET}",
            "env:\n  - name: KLARNA_API_KEY\n    valueFrom:\n      secretKeyRef:\n"
            "        name: klarna-⟨env⟩\n        key: api-key",
            "password: changeme  # lokalt docker-compose, port ⟨port⟩",
            "token: ${{ secrets.GRAFANA_SA_TOKEN }}   # ⟨n⟩ workflows",
            'administrator_password = var.pg_admin_password  # sätts från "vault kv get"',
            "client_secret: {{ .Values.bankid.clientSecret | quote }}",
            "SWISH_CERT_PASSPHRASE=xxxxxxxxxxxxxxxxxxxx  # byt ut, se runbook (⟨who⟩, ⟨d⟩)",
        ),
        _placeholders,
    ),
    Kind(
        "version_and_build_strings",
        (
            "checkout-api ⟨cal⟩+build.⟨build⟩.g⟨g⟩ ute i prod ⟨d⟩",
            "AKS uppgraderad till ⟨aks⟩, node image ⟨node⟩",
            "helm upgrade kube-prometheus-stack --version ⟨chart⟩ -n monitoring",
            "Adyen.NET ⟨semver⟩, Klarna SDK ⟨semver⟩-rc.⟨rc⟩, Elastic.Clients ⟨semver⟩",
            "X-Build: ⟨cal⟩-⟨build⟩-⟨g⟩",
        ),
        _versions,
    ),
    Kind(
        "secret_words_without_secrets",
        (
            "Lösenordsbyte för servicekonton sker var ⟨days⟩:e dag via Vault, aldrig i Slack.",
            "Passordet til Tripletex-brukeren er rotert ⟨d⟩; det nye ligger i Key Vault.",
            "⟨who⟩: the Adyen API key and the HMAC key are different things; the webhook "
            "failed because we used the wrong secret (fixed in #⟨pr⟩).",
            "Token expired after 3600 s again; ⟨who⟩ thinks the refresh token flow in the "
            "Fortnox-integration is broken since ⟨d⟩.",
            "Hemligheter: vi har ⟨n⟩ st i Key Vault, ingen hemlighet får ligga i appsettings.",
            "Nøkkelrotasjon kl ⟨t⟩: API-nøkkel, client secret og webhook-secret for Vipps "
            "byttes samtidig. ⟨who2⟩ tar Bring.",
            "secret scanning i GitHub hittade ⟨n⟩ träffar, alla var falska larm (testdata)",
        ),
        _words,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "Release ⟨d⟩\n- commit ⟨sha⟩\n- image sha256:⟨dig⟩\n- trace ⟨trace⟩\n"
            "- Adyen client key ⟨ck⟩ (publik)\n- Key Vault-version ⟨ver⟩",
            "## Incident ⟨d⟩ (⟨who⟩)\n| vad | värde |\n|---|---|\n| request id | ⟨u⟩ |\n"
            "| pspReference | ⟨psp⟩ |\n| Nets paymentId | ⟨pid⟩ |\n"
            "| Algolia search-only key | ⟨search⟩ |\n| API-nyckel | maskad, slutar på ⟨tail⟩ |",
            "Notater fra vakt ⟨d⟩:\n* Vault accessor ⟨acc⟩ revokert (token selv ble aldri "
            "logget)\n* sanity-webhook-signature v1=⟨mac⟩\n* ssh host key SHA256:⟨fp⟩\n"
            "* ALGOLIA_APP_ID=⟨app⟩",
            "Checklist before go-live:\n1. secret from Key Vault, not `<your-key>`\n"
            "2. pin image to sha256:⟨dig⟩\n3. bump to ⟨h⟩\n4. trace ⟨trace⟩ looks fine",
        ),
        _mixed,
    ),
)
