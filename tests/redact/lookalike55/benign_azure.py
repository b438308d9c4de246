"""Benign look-alikes of the Azure and Terraform side: resource ids, request and
correlation ids, tenant/client/object ids (no secrets with them), Key Vault references,
Terraform state serials and lock-file hashes, image digests, Kubernetes metadata,
generated resource names and Event Hubs offsets."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike55.gen import (
    LOWER_ALNUM,
    Kind,
    b64,
    hexs,
    num,
    pick,
    resource_id,
    uuid4,
)


def _sfx(r: Random) -> str:
    return pick(r, LOWER_ALNUM, 4)


def _time(r: Random) -> dict[str, str]:
    return {
        "d": f"{r.randint(1, 30):02d}",
        "hh": f"{r.randint(0, 23):02d}",
        "mm": f"{r.randint(0, 59):02d}",
        "ss": f"{r.randint(0, 59):02d}",
    }


def _rid(r: Random) -> dict[str, str]:
    return {
        "rid": resource_id(r),
        "rid2": resource_id(r),
        "sub": uuid4(r),
        "sfx": _sfx(r),
        "op": uuid4(r),
        "n": str(r.randint(2, 40)),
    }


def _corr(r: Random) -> dict[str, str]:
    return _time(r) | {
        "u": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "oid": uuid4(r),
        "app": uuid4(r),
        "rid": resource_id(r),
        "h32": hexs(r, 32),
        "h16": hexs(r, 16),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "app": uuid4(r),
        "tenant": uuid4(r),
        "sub": uuid4(r),
        "pid": uuid4(r),
        "oid": uuid4(r),
        "name": r.choice(("id-gwn-p1-ingest", "id-gwn-outage-api", "id-gwn-grafana")),
    }


def _kvref(r: Random) -> dict[str, str]:
    return {
        "sfx": _sfx(r),
        "ver": hexs(r, 32),
        "ver2": hexs(r, 32),
        "name": r.choice(("psql-admin", "mollie-live-key", "pd-routing-key", "sp-terraform")),
        "tenant": uuid4(r),
        "app": uuid4(r),
    }


def _tfstate(r: Random) -> dict[str, str]:
    serial = r.randint(40, 9000)
    return _time(r) | {
        "serial": str(serial),
        "serial2": str(serial + r.randint(1, 9)),
        "lineage": uuid4(r),
        "lock": uuid4(r),
        "v": str(r.randint(0, 9)),
        "ns": num(r, 9),
        "host": "runner-" + hexs(r, 8),
        "rv": str(r.randint(0, 4)),
    }


def _lock(r: Random) -> dict[str, str]:
    return {
        "h1": b64(r, 32),
        "h1b": b64(r, 32),
        "zh1": hexs(r, 64),
        "zh2": hexs(r, 64),
        "zh3": hexs(r, 64),
        "x": str(r.randint(10, 60)),
        "y": str(r.randint(0, 9)),
        "sha": hexs(r, 64),
        "sri": b64(r, 64),
    }


def _digest(r: Random) -> dict[str, str]:
    return _time(r) | {
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "tag": f"2032.06.{r.randint(1, 30)}-{hexs(r, 7)}",
        "img": r.choice(("p1-ingest", "outage-api", "sepa-incasso", "grafana-sync")),
    }


def _k8s(r: Random) -> dict[str, str]:
    return _time(r) | {
        "uid": uuid4(r),
        "uid2": uuid4(r),
        "rv": num(r, 8),
        "hash": pick(r, "bcdfghjklmnpqrstvwxz2456789", 10),
        "pod": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "gen": str(r.randint(1, 60)),
        "cm": pick(r, "bcdfghjklmnpqrstvwxz2456789", 10),
    }


def _names(r: Random) -> dict[str, str]:
    return {
        "s6": pick(r, LOWER_ALNUM, 6),
        "s4": _sfx(r),
        "np": str(r.randint(1, 3)),
        "n8": num(r, 8),
        "c": str(r.randint(0, 9)),
        "mm": f"{r.randint(1, 6):02d}",
        "dd": f"{r.randint(1, 28):02d}",
        "pet": r.choice(("humble-otter", "brave-heron", "quiet-beaver", "lucky-stork")),
        "kv": f"{r.randint(30, 34)}.{r.randint(0, 9)}",
        "hx": hexs(r, 13),
    }


def _offsets(r: Random) -> dict[str, str]:
    seq = r.randint(10_000_000, 9_000_000_000)
    return {
        "p": str(r.randint(0, 31)),
        "off": str(seq * r.randint(700, 1900)),
        "seq": str(seq),
        "lag": str(r.randint(0, 250_000)),
        "etag": "0x8DC" + hexs(r, 12).upper(),
        "d": f"{r.randint(1, 30):02d}",
        "p2": str(r.randint(0, 31)),
        "off2": str(r.randint(10_000_000, 9_000_000_000)),
    }


AZURE: tuple[Kind, ...] = (
    Kind(
        "azure_resource_ids",
        (
            "⟨rid⟩",
            "$ az resource show --ids ⟨rid⟩ --query properties.provisioningState",
            "Deployment faalde op ⟨rid⟩ (operation ⟨op⟩); ⟨rid2⟩ was wel gelukt.",
            "import {\n  to = azurerm_resource_group.net\n  id = "
            '"/subscriptions/⟨sub⟩/resourceGroups/'
            'rg-gwn-prd-weu-net"\n}',
        ),
        _rid,
    ),
    Kind(
        "azure_correlation_ids",
        (
            "(AuthorizationFailed) The client '⟨oid⟩' with object id '⟨oid⟩' does not have "
            "authorization to perform action 'Microsoft.KeyVault/vaults/read' over scope '⟨rid⟩' "
            "or "
            "the scope is invalid. If access was recently granted, please refresh your "
            "credentials.\n"
            "Code: AuthorizationFailed",
            "AADSTS700016: Application with identifier '⟨app⟩' was not found in the directory "
            "'Gelderwerk'. Trace ID: ⟨u⟩ Correlation ID: ⟨u2⟩ Timestamp: 2032-06-⟨d⟩ "
            "⟨hh⟩:⟨mm⟩:⟨ss⟩Z",
            "x-ms-request-id: ⟨u⟩\nx-ms-correlation-request-id: ⟨u2⟩\nx-ms-routing-request-id: "
            "WESTEUROPE:203206⟨d⟩T⟨hh⟩⟨mm⟩⟨ss⟩Z:⟨u3⟩",
            "traceparent: 00-⟨h32⟩-⟨h16⟩-01 (operation_Id ⟨h32⟩ in App Insights)",
        ),
        _corr,
    ),
    Kind(
        "entra_ids_without_secret",
        (
            "ARM_CLIENT_ID=⟨app⟩\nARM_TENANT_ID=⟨tenant⟩\nARM_SUBSCRIPTION_ID=⟨sub⟩\n"
            "ARM_USE_OIDC=true",
            'provider "azurerm" {\n  features {}\n  subscription_id = "⟨sub⟩"\n  tenant_id       = '
            '"⟨tenant⟩"\n  client_id       = "⟨app⟩"\n  use_oidc        = true\n}',
            "Managed identity ⟨name⟩: clientId ⟨app⟩, principalId ⟨pid⟩",
            '$ az account show\n{\n  "homeTenantId": "⟨tenant⟩",\n  "id": "⟨sub⟩",\n  '
            '"isDefault": true,'
            '\n  "name": "gwn-prd",\n  "user": {\n    "name": "⟨oid⟩",\n    "type": '
            '"servicePrincipal"\n  }\n}',
        ),
        _ids,
    ),
    Kind(
        "key_vault_references",
        (
            "@Microsoft.KeyVault(SecretUri=https://kv-gwn-prd-⟨sfx⟩.vault.azure.net/secrets/⟨name⟩/⟨ver⟩)",
            "PGPASSWORD=$(az keyvault secret show --vault-name kv-gwn-prd-⟨sfx⟩ -n ⟨name⟩ --query "
            "value "
            "-o tsv)",
            "apiVersion: secrets-store.csi.x-k8s.io/v1\nkind: SecretProviderClass\nmetadata:\n"
            "  name: kv-⟨name⟩\nspec:\n  provider: azure\n  parameters:\n    keyvaultName: "
            'kv-gwn-prd-⟨sfx⟩\n    clientID: "⟨app⟩"\n    tenantId: "⟨tenant⟩"\n    objects: |\n'
            "      array:\n        - |\n          objectName: ⟨name⟩\n          objectType: "
            "secret\n"
            "          objectVersion: ⟨ver⟩",
            "Secret ⟨name⟩ heeft nu versie ⟨ver2⟩; ⟨ver⟩ is uitgeschakeld (kv-gwn-prd-⟨sfx⟩).",
        ),
        _kvref,
    ),
    Kind(
        "terraform_state_serials",
        (
            '{\n  "version": 4,\n  "terraform_version": "1.12.⟨v⟩",\n  "serial": ⟨serial⟩,\n'
            '  "lineage": "⟨lineage⟩",\n  "outputs": {},\n  "resources": [],\n  "check_results": '
            "null\n}",
            "Error: Error acquiring the state lock\n\nError message: state blob is already locked\n"
            "Lock Info:\n  ID:        ⟨lock⟩\n  Path:      tfstate/prd.terraform.tfstate\n"
            "  Operation: OperationTypeApply\n  Who:       runner@⟨host⟩\n  Version:   1.12.⟨v⟩\n"
            "  Created:   2032-06-⟨d⟩ ⟨hh⟩:⟨mm⟩:⟨ss⟩.⟨ns⟩ +0000 UTC\n  Info:",
            "terraform state pull | jq '.serial, .lineage' → ⟨serial⟩ \"⟨lineage⟩\"",
            "State serial ging van ⟨serial⟩ naar ⟨serial2⟩ na de import; lineage ⟨lineage⟩ "
            "ongewijzigd. `terraform force-unlock ⟨lock⟩` was nodig.",
        ),
        _tfstate,
    ),
    Kind(
        "dependency_lock_hashes",
        (
            'provider "registry.terraform.io/hashicorp/azurerm" {\n  version     = "4.⟨x⟩.⟨y⟩"\n'
            '  constraints = "~> 4.0"\n  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨zh1⟩",\n'
            '    "zh:⟨zh2⟩",\n  ]\n}',
            "h1:⟨h1⟩ vs h1:⟨h1b⟩ — checksum mismatch for azurerm 4.⟨x⟩.⟨y⟩ after "
            "`terraform providers lock -platform=linux_amd64`",
            "cryptography==46.0.⟨y⟩ \\\n    --hash=sha256:⟨sha⟩",
            '"node_modules/@grafana/data": {\n  "version": "12.⟨y⟩.0",\n  "integrity": '
            '"sha512-⟨sri⟩"\n}',
        ),
        _lock,
    ),
    Kind(
        "container_image_digests",
        (
            "crgwnprod.azurecr.io/⟨img⟩@sha256:⟨h⟩",
            "Image ID:  crgwnprod.azurecr.io/⟨img⟩@sha256:⟨h⟩\nImage:     "
            "crgwnprod.azurecr.io/⟨img⟩:⟨tag⟩",
            '[\n  {\n    "digest": "sha256:⟨h⟩",\n    "tags": ["⟨tag⟩"],\n    "timestamp": '
            '"2032-06-⟨d⟩T⟨hh⟩:⟨mm⟩:⟨ss⟩Z"\n  }\n]',
            "Tag ⟨tag⟩ wees eerst naar sha256:⟨h2⟩, nu naar sha256:⟨h⟩ (re-push).",
        ),
        _digest,
    ),
    Kind(
        "kubernetes_object_metadata",
        (
            "metadata:\n  name: p1-ingest-⟨hash⟩\n  namespace: meter-ingest\n  uid: ⟨uid⟩\n"
            '  resourceVersion: "⟨rv⟩"\n  generation: ⟨gen⟩\n  labels:\n'
            "    pod-template-hash: ⟨hash⟩",
            "pod/p1-ingest-⟨hash⟩-⟨pod⟩ OOMKilled (uid ⟨uid⟩), restart ⟨gen⟩",
            "⟨hh⟩:⟨mm⟩:⟨ss⟩  Warning  BackOff  pod/outage-api-⟨hash⟩-⟨pod⟩  Back-off restarting "
            "failed "
            "container",
            "configmap/grafana-dashboards-⟨cm⟩ (ownerReference uid ⟨uid2⟩) vervangt de oude hash.",
        ),
        _k8s,
    ),
    Kind(
        "generated_resource_names",
        (
            'random_string.suffix: "⟨s6⟩" → storage account stgwnprd⟨s6⟩, key vault '
            "kv-gwn-prd-⟨s4⟩",
            "Node aks-np⟨np⟩-⟨n8⟩-vmss00000⟨c⟩ draait image AKSUbuntu-2404gen2containerd-2032⟨mm⟩."
            "⟨dd⟩.0 (Kubernetes 1.⟨kv⟩)",
            "MC_rg-gwn-prd-weu-net_aks-gwn-prd-⟨s4⟩_westeurope bevat ook de oude disk "
            "pvc-⟨s6⟩⟨hx⟩.",
            'random_pet.stage.id = "⟨pet⟩" → Event Hubs namespace evhns-gwn-⟨pet⟩-⟨s4⟩',
        ),
        _names,
    ),
    Kind(
        "event_hubs_offsets",
        (
            "evhns-gwn-p1-prd.servicebus.windows.net/p1-telegrams/$default/checkpoint/⟨p⟩\n"
            '{"offset": "⟨off⟩", "sequencenumber": "⟨seq⟩", "etag": "⟨etag⟩"}',
            "Partition ⟨p⟩: lastEnqueuedSequenceNumber ⟨seq⟩, lastEnqueuedOffset ⟨off⟩, lag ⟨lag⟩",
            "GROUP        TOPIC         PARTITION  CURRENT-OFFSET  LAG\n"
            "grafana-sync p1-telegrams  ⟨p⟩          ⟨off⟩      ⟨lag⟩\n"
            "grafana-sync p1-telegrams  ⟨p2⟩          ⟨off2⟩      0",
            "Consumer op partitie ⟨p⟩ liep vast op offset ⟨off⟩ (seq ⟨seq⟩) sinds ⟨d⟩ juni.",
        ),
        _offsets,
    ),
)
