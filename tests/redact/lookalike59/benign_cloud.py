"""Benign look-alikes from the Azure and Kubernetes side: Cosmos DB metadata, resource ids,
ingest-only connection strings, secret references, digests, object names, correlation ids
and continuation tokens. None of them is a credential."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike59.gen import (
    K8S_SUFFIX,
    RG,
    Kind,
    b64url_json,
    clock,
    day,
    digits,
    hexs,
    num,
    pick,
    ulid,
    uuid4,
)


def _rid(raw: bytes) -> str:
    return base64.b64encode(raw).decode()


def _cosmos(r: Random) -> dict[str, str]:
    db = r.randbytes(4)
    coll = db + r.randbytes(4)
    doc = coll + bytes([r.randint(1, 9), r.randint(0, 255)]) + bytes(6)
    d = day(r)
    return {
        "ref": f"TH203302{d}" + digits(r, 10),
        "rid": _rid(doc),
        "dbrid": _rid(db),
        "collrid": _rid(coll),
        "etag": f"{hexs(r, 8)}-0000-{r.choice(('0700', '2300', '0d00', '1a00'))}-0000-"
        f"{hexs(r, 8)}0000",
        "ts": str(1991000000 + r.randint(0, 2_500_000)),
        "act": uuid4(r),
        "ru": f"{r.randint(1, 40)}.{r.randint(10, 99)}",
    }


def _guids(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "ten": uuid4(r),
        "cli": uuid4(r),
        "oid": uuid4(r),
        "acct": r.choice(("cosmos-tulay-prod", "cosmos-tulay-stg", "cosmos-fx-prod")),
    }


def _appinsights(r: Random) -> dict[str, str]:
    return {
        "ik": uuid4(r),
        "aid": uuid4(r),
        "op": hexs(r, 32),
        "region": r.choice(("japaneast-1", "japaneast-0", "southeastasia-1", "japanwest-0")),
    }


def _kvref(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(
            (
                "maya-secret-key",
                "paypay-api-secret",
                "linepay-channel-secret",
                "cosmos-primary-key",
                "wise-api-token",
                "apns-auth-key",
            )
        ),
        "ver": hexs(r, 32),
        "ver2": hexs(r, 32),
        "app": r.choice(("app-tulay-api-prod", "func-tulay-fx-prod", "app-tulay-admin")),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "tag": f"{r.randint(1, 6)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "img": r.choice(("remit-api", "payout-worker", "fx-worker", "recon-job")),
        "short": hexs(r, 7),
    }


def _pod(r: Random, app: str, h: str) -> str:
    return f"{app}-{h}-{pick(r, K8S_SUFFIX, 5)}"


def _k8s(r: Random) -> dict[str, str]:
    app = r.choice(("remit-api", "payout-worker", "fx-worker", "webhook-gw"))
    h = pick(r, K8S_SUFFIX, 10)
    return {
        "pod1": _pod(r, app, h),
        "pod2": _pod(r, app, h),
        "hash": h,
        "uid": uuid4(r),
        "rv": num(r, 8),
        "cid": hexs(r, 64),
        "vmss": num(r, 8),
        "n": str(r.randint(0, 9)),
        "age": f"{r.randint(1, 23)}h{r.randint(1, 59)}m",
    }


def _aad(r: Random) -> dict[str, str]:
    return {
        "app": uuid4(r),
        "t": uuid4(r),
        "c": uuid4(r),
        "u": uuid4(r),
        "d": day(r),
        "hms": clock(r),
        "sid": uuid4(r),
    }


def _cursors(r: Random) -> dict[str, str]:
    coll = r.randbytes(8)
    rid = base64.b64encode(coll + bytes([r.randint(1, 9), r.randint(0, 255)]) + bytes(6))
    token = (
        f"+RID:~{rid.decode()}#RT:{r.randint(1, 9)}#TRC:{r.randint(20, 500)}#ISV:2#IEO:65567#QCF:8"
    )
    ct = json.dumps([{"token": token, "range": {"min": "", "max": "FF"}}], separators=(",", ":"))
    cursor = b64url_json(
        {"createdAt": f"2033-02-{day(r)}T{clock(r)}Z", "id": "TH2033" + digits(r, 14)}
    )
    return {
        "ct": ct,
        "cur": cursor,
        "lsn": str(r.randint(100000, 9999999)),
        "n": str(r.choice((20, 50, 100))),
    }


def _request_ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "t32": hexs(r, 32),
        "s16": hexs(r, 16),
        "req": ulid(r),
        "tk": num(r, 7),
        "ru": f"{r.randint(1, 30)}.{r.randint(10, 99)}",
    }


BENIGN_CLOUD: tuple[Kind, ...] = (
    Kind(
        "cosmos_etags_and_rids",
        (
            '{\n  "id": "⟨ref⟩",\n  "_rid": "⟨rid⟩",\n'
            '  "_self": "dbs/⟨dbrid⟩/colls/⟨collrid⟩/docs/⟨rid⟩/",\n'
            '  "_etag": "\\"⟨etag⟩\\"",\n  "_attachments": "attachments/",\n  "_ts": ⟨ts⟩\n}',
            'If-Match "⟨etag⟩" → 412 Precondition Failed; may nauna nang nag-update sa '
            "remittance ⟨ref⟩",
            "Cosmos: partition key /customerId, doc _rid ⟨rid⟩ in coll ⟨collrid⟩, RU charge ⟨ru⟩",
            'CosmosException 409 Conflict; ActivityId: ⟨act⟩; current _etag "⟨etag⟩"',
            "楽観ロック: _etag が ⟨etag⟩ から変わっていたので再読込（_ts ⟨ts⟩）",
        ),
        _cosmos,
    ),
    Kind(
        "azure_guids_and_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/" + RG + "/providers/"
            "Microsoft.DocumentDB/databaseAccounts/⟨acct⟩",
            "AZURE_SUBSCRIPTION_ID=⟨sub⟩\nAZURE_TENANT_ID=⟨ten⟩\n"
            "AZURE_CLIENT_ID=⟨cli⟩  # federated credential (OIDC), no secret",
            '$ az role assignment create --assignee ⟨oid⟩ --role "Key Vault Secrets User" '
            "--scope /subscriptions/⟨sub⟩/resourceGroups/" + RG,
            "Managed identity ng remit-api: clientId ⟨cli⟩, principalId ⟨oid⟩",
            "テナントID ⟨ten⟩、本番サブスクリプション ⟨sub⟩",
            '"identity": {\n  "principalId": "⟨oid⟩",\n  "tenantId": "⟨ten⟩",\n'
            '  "type": "SystemAssigned"\n}',
        ),
        _guids,
    ),
    Kind(
        "app_insights_connection_strings",
        (
            "APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey=⟨ik⟩;"
            "IngestionEndpoint=https://⟨region⟩.in.applicationinsights.azure.com/;"
            "LiveEndpoint=https://japaneast.livediagnostics.monitor.azure.com/;"
            "ApplicationId=⟨aid⟩",
            "App Insights instrumentation key ⟨ik⟩ is ingest-only, not a secret; fine in the "
            "mobile config",
            '"ApplicationInsights": {\n  "ConnectionString": "InstrumentationKey=⟨ik⟩;'
            'IngestionEndpoint=https://⟨region⟩.in.applicationinsights.azure.com/"\n}',
            "KQL: requests | where cloud_RoleName == 'remit-api' | where operation_Id == '⟨op⟩'",
            "Application Insights appId ⟨aid⟩ — data source sa Grafana (managed identity, "
            "walang key)",
        ),
        _appinsights,
    ),
    Kind(
        "key_vault_references",
        (
            "⟨app⟩ app setting: @Microsoft.KeyVault(SecretUri=https://kv-tulay-prod-jpe."
            "vault.azure.net/secrets/⟨name⟩/⟨ver⟩)",
            "@Microsoft.KeyVault(VaultName=kv-tulay-prod-jpe;SecretName=⟨name⟩) — ⟨app⟩",
            "env:\n  - name: SECRET_FROM_VAULT\n    valueFrom:\n      secretKeyRef:\n"
            "        name: remit-api-secrets\n        key: ⟨name⟩",
            "objects: |\n  array:\n    - |\n      objectName: ⟨name⟩\n      objectType: secret\n"
            "      objectVersion: ⟨ver⟩",
            "Key Vault secret ⟨name⟩: current version ⟨ver⟩, disabled na ang ⟨ver2⟩",
            "Key Vault の ⟨name⟩ をバージョン ⟨ver⟩ に固定（⟨app⟩）",
        ),
        _kvref,
    ),
    Kind(
        "container_image_digests",
        (
            "image: acrtulayprod.azurecr.io/⟨img⟩@sha256:⟨d⟩",
            "⟨tag⟩: Pulling from tulayhashi/⟨img⟩\nDigest: sha256:⟨d⟩\n"
            "Status: Downloaded newer image for ghcr.io/tulayhashi/⟨img⟩:⟨tag⟩",
            "FROM mcr.microsoft.com/dotnet/aspnet:10.0@sha256:⟨d⟩",
            "本番のイメージダイジェストを sha256:⟨d⟩ に固定（tag sha-⟨short⟩）",
            "Rollback: ⟨img⟩ from sha256:⟨d2⟩ back to sha256:⟨d⟩",
        ),
        _digests,
    ),
    Kind(
        "k8s_object_names_and_uids",
        (
            "$ kubectl get pods -n remit -l pod-template-hash=⟨hash⟩\n"
            "NAME                             READY   STATUS    RESTARTS   AGE\n"
            "⟨pod1⟩   1/1     Running   0          ⟨age⟩\n"
            "⟨pod2⟩   1/1     Running   2          ⟨age⟩",
            'metadata:\n  name: ⟨pod1⟩\n  uid: ⟨uid⟩\n  resourceVersion: "⟨rv⟩"\n'
            "  labels:\n    pod-template-hash: ⟨hash⟩",
            "Warning  BackOff  pod/⟨pod1⟩  Back-off restarting failed container (uid ⟨uid⟩)",
            "containerID: containerd://⟨cid⟩",
            "OOMKilled ang ⟨pod1⟩ sa node aks-payout-⟨vmss⟩-vmss00000⟨n⟩",
        ),
        _k8s,
    ),
    Kind(
        "azure_error_correlation_ids",
        (
            "AADSTS7000222: The provided client secret keys for app '⟨app⟩' are expired. "
            "Visit the Azure portal to create new keys for your app. Trace ID: ⟨t⟩ "
            "Correlation ID: ⟨c⟩ Timestamp: 2033-02-⟨d⟩ ⟨hms⟩Z",
            "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in "
            "the request is the client secret value, not the client secret ID, for a secret "
            "added to app '⟨app⟩'. Trace ID: ⟨t⟩ Correlation ID: ⟨c⟩",
            "Response status code does not indicate success: TooManyRequests (429); "
            "Substatus: 3200; ActivityId: ⟨u⟩; Reason: (Request rate is large.)",
            "Status: 403 (This request is not authorized to perform this operation using "
            "this permission.)\nErrorCode: AuthorizationPermissionMismatch\n"
            "RequestId:⟨u⟩\nTime:2033-02-⟨d⟩T⟨hms⟩.1180000Z",
            "Client secret ID (hindi value): ⟨sid⟩ — 'Secret ID' column lang ito, walang "
            "silbi kung wala ang value",
        ),
        _aad,
    ),
    Kind(
        "pagination_cursors_and_continuation_tokens",
        (
            "x-ms-continuation: ⟨ct⟩",
            '{"data": [], "hasMore": true, "next_cursor": "⟨cur⟩"}',
            "GET /v2/transfers?limit=⟨n⟩&cursor=⟨cur⟩",
            "continuationToken から再開: ⟨ct⟩",
            'Change feed lease: ContinuationToken "⟨lsn⟩", owner payout-worker',
        ),
        _cursors,
    ),
    Kind(
        "idempotency_and_request_ids",
        (
            "X-idempotence-uuid: ⟨u⟩ (Wise; same value on retry so no double transfer)",
            "Idempotency-Key: ⟨u⟩",
            "traceparent: 00-⟨t32⟩-⟨s16⟩-01",
            "x-ms-request-id: ⟨u⟩\nx-ms-activity-id: ⟨u2⟩\nx-ms-request-charge: ⟨ru⟩",
            "リクエストID ⟨u⟩ でWiseサポートに問い合わせ（チケット #⟨tk⟩）",
            "X-Request-Id: ⟨req⟩ ang ibigay sa backend team kapag may reklamo",
        ),
        _request_ids,
    ),
)
