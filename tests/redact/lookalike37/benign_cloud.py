"""Benign look-alikes of the Azure and Terraform estate: resource, subscription and tenant
ids, Key Vault references, Application Insights connection strings, Cosmos system fields,
lock-file hashes, image digests, certificate thumbprints and DNS verification records."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike37.gen import (
    ALNUM,
    B64URL,
    DIGITS,
    REGIONS,
    RGS,
    UHEX,
    Kind,
    b64,
    hexs,
    num,
    pick,
    uuid4,
)

_SITES = ("app-umoya-booking-api", "app-umoya-ndc", "func-umoya-mpesa-cb", "app-umoya-loyalty")
_SECRET_NAMES = (
    "amadeus-client-secret",
    "daraja-consumer-secret",
    "flw-secret-key",
    "twilio-auth-token",
    "sabre-basic-credentials",
    "sql-admin-password",
    "datadog-api-key",
)


def _resource(r: Random) -> dict[str, str]:
    sub = uuid4(r)
    rg = r.choice(RGS)
    return {
        "sub": sub,
        "rg": rg,
        "site": r.choice(_SITES),
        "kv": r.choice(("kv-umoya-prod", "kv-umoya-payments", "kv-umoya-shared")),
        "id": f"/subscriptions/{sub}/resourceGroups/{rg}",
        "pid": uuid4(r),
        "region": r.choice(REGIONS),
        "op": uuid4(r),
        "n": str(r.randint(2, 9)),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "sub2": uuid4(r),
        "tenant": uuid4(r),
        "client": uuid4(r),
        "obj": uuid4(r),
        "mi": uuid4(r),
        "name": r.choice(("Umoya-Prod", "Umoya-NonProd", "Umoya-Payments-KE", "Umoya-Shared")),
        "who": r.choice(
            ("thandeka@umoyaair.co.za", "otieno@umoyaair.co.ke", "pieter@umoyaair.co.za")
        ),
    }


def _kv(r: Random) -> dict[str, str]:
    name = r.choice(_SECRET_NAMES)
    return {
        "kv": r.choice(("kv-umoya-prod", "kv-umoya-payments", "kv-umoya-ndc")),
        "name": name,
        "setting": name.upper().replace("-", "_"),
        "name2": r.choice(_SECRET_NAMES),
        "ver": hexs(r, 32),
        "ver2": hexs(r, 32),
        "ts": f"2029-06-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(10, 59)}:11+00:00",
        "site": r.choice(_SITES),
    }


def _ai(r: Random) -> dict[str, str]:
    region = r.choice(REGIONS)
    return {
        "ikey": uuid4(r),
        "appid": uuid4(r),
        "region": region,
        "n": str(r.randint(0, 3)),
        "name": r.choice(("appi-umoya-booking", "appi-umoya-ndc", "appi-umoya-mobile-bff")),
        "op": hexs(r, 32),
    }


def _cosmos(r: Random) -> dict[str, str]:
    db = r.randbytes(4)
    coll = db + r.randbytes(4)
    doc = coll + r.randbytes(2) + bytes(6)
    enc = base64.b64encode
    return {
        "db": enc(db).decode(),
        "coll": enc(coll).decode(),
        "doc": enc(doc).decode(),
        "etag": f"{hexs(r, 8)}-0000-0{r.randint(1, 9)}00-0000-{hexs(r, 8)}0000",
        "ts": str(r.randint(1_874_000_000, 1_877_000_000)),
        "blob": "0x8DC" + pick(r, UHEX, 13),
        "lsn": str(r.randint(10_000, 999_999)),
        "mem": "40" + pick(r, DIGITS, 8),
        "acct": r.choice(("cosmos-umoya-loyalty", "cosmos-umoya-profiles")),
    }


def _lock(r: Random) -> dict[str, str]:
    prov, ver = r.choice(
        (
            ("hashicorp/azurerm", "4.31.0"),
            ("datadog/datadog", "3.62.0"),
            ("pagerduty/pagerduty", "3.26.2"),
            ("hashicorp/azuread", "3.4.0"),
            ("hashicorp/random", "3.7.2"),
        )
    )
    return {
        "prov": prov,
        "short": prov.split("/")[1],
        "ver": ver,
        "major": ver.rsplit(".", 1)[0],
        "h1": b64(r, 32),
        "h1b": b64(r, 32),
        "zh1": hexs(r, 64),
        "zh2": hexs(r, 64),
        "zh3": hexs(r, 64),
    }


def _digest(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "img": r.choice(("booking-api", "ndc-gateway", "mpesa-callback", "loyalty-accrual")),
        "tag": f"2029.6.{r.randint(1, 28)}-{hexs(r, 7)}",
        "pod": pick(r, "bcdfghjklmnpqrstvwxz2456789", 10)
        + "-"
        + pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "layer": hexs(r, 12),
    }


def _certs(r: Random) -> dict[str, str]:
    raw = r.randbytes(32)
    return {
        "thumb": pick(r, UHEX, 40),
        "thumb2": pick(r, UHEX, 40),
        "sha256": ":".join(f"{b:02X}" for b in raw),
        "serial": ":".join(f"{b:02x}" for b in r.randbytes(16)),
        "x5t": base64.urlsafe_b64encode(r.randbytes(20)).decode().rstrip("="),
        "host": r.choice(("book.umoyaair.co.za", "api.umoyaair.co.za", "pay.umoyaair.co.ke")),
        "site": r.choice(_SITES),
        "days": str(r.randint(12, 80)),
    }


def _dns(r: Random) -> dict[str, str]:
    return {
        "asuid": pick(r, UHEX, 64),
        "ms": "ms" + num(r, 8),
        "gsv": pick(r, B64URL, 43),
        "dkim": "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ" + pick(r, ALNUM + "+/", 172) + "IDAQAB",
        "sg_u": num(r, 8),
        "sg_wl": str(r.randint(100, 299)),
        "em": str(r.randint(1000, 9999)),
        "acs": uuid4(r),
        "host": r.choice(("book", "api", "pay", "miles", "status")),
    }


BENIGN_CLOUD: tuple[Kind, ...] = (
    Kind(
        "azure_resource_ids",
        (
            "⟨id⟩/providers/Microsoft.Web/sites/⟨site⟩",
            "az webapp restart --ids ⟨id⟩/providers/Microsoft.Web/sites/⟨site⟩",
            "terraform import azurerm_key_vault.main ⟨id⟩/providers/Microsoft.KeyVault/vaults/⟨kv⟩",
            '{"id":"⟨id⟩/providers/Microsoft.Web/sites/⟨site⟩/slots/staging",'
            '"location":"⟨region⟩","principalId":"⟨pid⟩"}',
            "Activity log: operation ⟨op⟩ on ⟨id⟩/providers/Microsoft.Web/serverfarms/"
            "asp-umoya-p⟨n⟩v3 (scale out to ⟨n⟩)",
            "Hulpbron ⟨id⟩/providers/Microsoft.KeyVault/vaults/⟨kv⟩ is die een wat die "
            "Function App lees.",
        ),
        _resource,
    ),
    Kind(
        "azure_subscription_tenant_client_ids",
        (
            '$ az account show\n{\n  "id": "⟨sub⟩",\n  "name": "⟨name⟩",\n  "tenantId": "⟨tenant⟩",'
            '\n  "user": { "name": "⟨who⟩", "type": "user" }\n}',
            "ARM_SUBSCRIPTION_ID=⟨sub⟩\nARM_TENANT_ID=⟨tenant⟩\nARM_CLIENT_ID=⟨client⟩\n"
            "ARM_USE_OIDC=true",
            "Managed identity of the NDC gateway: client id ⟨mi⟩, object id ⟨obj⟩ — grant it "
            "Key Vault Secrets User",
            "Subscriptions: ⟨name⟩ = ⟨sub⟩, payments = ⟨sub2⟩ (tenant ⟨tenant⟩)",
            "az role assignment create --assignee ⟨obj⟩ --role Reader --scope "
            "/subscriptions/⟨sub2⟩",
            "Usajili ⟨sub⟩ ni wa ⟨name⟩; tenant ni ⟨tenant⟩.",
        ),
        _ids,
    ),
    Kind(
        "key_vault_references",
        (
            "@Microsoft.KeyVault(SecretUri=https://⟨kv⟩.vault.azure.net/secrets/⟨name⟩/⟨ver⟩)",
            "App setting on ⟨site⟩: ⟨setting⟩ = @Microsoft.KeyVault(VaultName=⟨kv⟩;"
            "SecretName=⟨name⟩)",
            '$ az keyvault secret show --vault-name ⟨kv⟩ -n ⟨name⟩ --query "{id:id,'
            'updated:attributes.updated}"\n{\n  "id": "https://⟨kv⟩.vault.azure.net/secrets/'
            '⟨name⟩/⟨ver⟩",\n  "updated": "⟨ts⟩"\n}',
            "Rotated ⟨name⟩: old version ⟨ver⟩ disabled, new version ⟨ver2⟩ (value only in the "
            "vault)",
            "objects: |\n  array:\n    - |\n      objectName: ⟨name⟩\n      objectType: secret\n"
            "      objectVersion: ⟨ver⟩",
            "Die geheim ⟨name2⟩ in ⟨kv⟩ is nou weergawe ⟨ver2⟩; die waarde self is nie hier nie.",
        ),
        _kv,
    ),
    Kind(
        "app_insights_connection_strings",
        (
            "APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey=⟨ikey⟩;IngestionEndpoint="
            "https://⟨region⟩-⟨n⟩.in.applicationinsights.azure.com/;LiveEndpoint=https://"
            "⟨region⟩.livediagnostics.monitor.azure.com/;ApplicationId=⟨appid⟩",
            "⟨name⟩ instrumentation key ⟨ikey⟩ is in the public web bundle on purpose "
            "(browser SDK); it is an id, not a credential",
            'union requests, dependencies | where operation_Id == "⟨op⟩" | project '
            "timestamp, name, resultCode, duration",
            '"ApplicationInsights": { "ConnectionString": "InstrumentationKey=⟨ikey⟩;'
            'IngestionEndpoint=https://⟨region⟩-⟨n⟩.in.applicationinsights.azure.com/" }',
            "Ufunguo wa instrumentation wa ⟨name⟩ ni ⟨ikey⟩ (si siri, ni kitambulisho).",
        ),
        _ai,
    ),
    Kind(
        "cosmos_system_fields_and_etags",
        (
            '{"id":"⟨mem⟩","tier":"Gold","_rid":"⟨doc⟩","_self":"dbs/⟨db⟩/colls/⟨coll⟩/docs/'
            '⟨doc⟩/","_etag":"\\"⟨etag⟩\\"","_attachments":"attachments/","_ts":⟨ts⟩}',
            'Replace failed with 412: If-Match "⟨etag⟩" but the doc _etag had moved on (lsn ⟨lsn⟩)',
            "Blob ETag before/after the manifest upload: ⟨blob⟩ → changed, so the cache was "
            "invalidated",
            'x-ms-continuation: {"token":"-RID:~⟨doc⟩#RT:1#TRC:10#ISV:2#IEO:65567",'
            '"range":{"min":"","max":"FF"}}',
            "Die Cosmos _rid ⟨doc⟩ wys na dieselfde dokument in ⟨acct⟩ (collection ⟨coll⟩).",
        ),
        _cosmos,
    ),
    Kind(
        "terraform_lock_hashes",
        (
            'provider "registry.terraform.io/⟨prov⟩" {\n  version     = "⟨ver⟩"\n'
            '  constraints = "~> ⟨major⟩"\n  hashes = [\n    "h1:⟨h1⟩",\n    "h1:⟨h1b⟩",\n'
            '    "zh:⟨zh1⟩",\n    "zh:⟨zh2⟩",\n  ]\n}',
            "Lock file changed only in hashes for ⟨prov⟩ ⟨ver⟩ (h1:⟨h1⟩) after "
            "`terraform providers lock -platform=linux_amd64 -platform=darwin_arm64`",
            "⟨zh3⟩  terraform-provider-⟨short⟩_⟨ver⟩_linux_amd64.zip",
            "Hash ya provider ⟨prov⟩ ⟨ver⟩: zh:⟨zh1⟩",
        ),
        _lock,
    ),
    Kind(
        "container_image_digests",
        (
            "umoyaacr.azurecr.io/⟨img⟩@sha256:⟨d⟩",
            "Image ID: umoyaacr.azurecr.io/⟨img⟩@sha256:⟨d⟩ (pod ⟨img⟩-⟨pod⟩)",
            "⟨tag⟩: Pulling from ⟨img⟩\n⟨layer⟩: Already exists\nDigest: sha256:⟨d⟩\n"
            "Status: Downloaded newer image for umoyaacr.azurecr.io/⟨img⟩:⟨tag⟩",
            "Rollback: pin ⟨img⟩ to sha256:⟨d2⟩ (the ⟨tag⟩ digest ⟨d⟩ had the NDC regression)",
            "Picha ⟨img⟩ ina digest sha256:⟨d⟩.",
        ),
        _digest,
    ),
    Kind(
        "certificate_thumbprints",
        (
            "WEBSITE_LOAD_CERTIFICATES=⟨thumb⟩",
            "az webapp config ssl bind --certificate-thumbprint ⟨thumb⟩ --ssl-type SNI "
            "--name ⟨site⟩ --resource-group rg-booking-prod-san",
            "SHA256 Fingerprint=⟨sha256⟩\nserial=⟨serial⟩",
            "⟨host⟩ cert expires in ⟨days⟩ days; old thumbprint ⟨thumb⟩, new ⟨thumb2⟩",
            '{"kid":"https://kv-umoya-prod.vault.azure.net/keys/⟨site⟩-tls","x5t":"⟨x5t⟩"}',
            "Isitifiketi se-⟨host⟩ sine-thumbprint ⟨thumb⟩.",
        ),
        _certs,
    ),
    Kind(
        "dns_verification_records",
        (
            'asuid.⟨host⟩.umoyaair.co.za. 3600 IN TXT "⟨asuid⟩"',
            'umoyaair.co.za. TXT "MS=⟨ms⟩"',
            'umoyaair.co.za. TXT "google-site-verification=⟨gsv⟩"',
            's1._domainkey.umoyaair.co.za. TXT "v=DKIM1; k=rsa; p=⟨dkim⟩"',
            "em⟨em⟩.umoyaair.co.za CNAME u⟨sg_u⟩.wl⟨sg_wl⟩.sendgrid.net",
            'umoyaair.co.ke. TXT "ms-domain-verification=⟨acs⟩"',
            "Die asuid-rekord vir ⟨host⟩ is ⟨asuid⟩ — kopieer dit uit die portaal, dis publiek.",
        ),
        _dns,
        n=10,
    ),
)
