"""Benign look-alikes from the Azure side of the integration: Service Bus message ids and
lock tokens, Cosmos DB ETags, _rid values and continuation tokens, resource and request
ids, Key Vault references, Logic Apps run ids, blob events and secret-free configuration.
"""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike50.gen import (
    Kind,
    b64,
    container,
    digits,
    hexs,
    imo,
    num,
    pick_date,
    pick_time,
    stamp,
    uhex,
    uuid4,
    vessel,
    voyage,
)

_NS = ("sb-kyma-prod-weu", "sb-kyma-edi", "sb-kyma-uat-weu")
_Q = ("edi-baplie-in", "coprar-out", "iftmin-out", "ais-positions", "sap-idoc-orders")
_SECRETS = (
    "sb-send-conn",
    "cosmos-ais-key",
    "viva-client-secret",
    "twilio-auth-token",
    "sap-rfc-edi",
)


def _sb_ids(r: Random) -> dict[str, str]:
    return {
        "mid": hexs(r, 32) if r.random() < 0.5 else uuid4(r),
        "cid": uuid4(r),
        "lock": uuid4(r),
        "seq": str(r.randint(10**4, 10**15)),
        "ts": stamp(r),
        "q": r.choice(_Q),
        "imo": imo(r),
        "n": str(r.randint(1, 10)),
    }


def _sb_errors(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "n": str(r.randint(1, 30)),
        "ns": r.choice(_NS),
        "q": r.choice(_Q),
        "ts": f"{pick_date(r)}T{pick_time(r)}",
        "lock": uuid4(r),
    }


def _rids(r: Random) -> dict[str, str]:
    db = r.randbytes(3) + b"\x00"
    coll = db + r.randbytes(4)
    doc = coll + bytes([r.randint(1, 255)]) + r.randbytes(1) + bytes(6)

    def enc(raw: bytes) -> str:
        return base64.b64encode(raw).decode()

    return {"db": enc(db), "coll": enc(coll), "doc": enc(doc), "doc_raw": doc.hex()}


def _etag(r: Random, ts: int) -> str:
    """A Cosmos DB item ETag: a counter, then the write time (_ts) in hex."""
    return f"{hexs(r, 8)}-0000-0d00-0000-{ts:08x}0000"


def _cosmos(r: Random) -> dict[str, str]:
    out = _rids(r)
    ts = r.randint(1943568000, 1946246400)
    out.update(
        etag=_etag(r, ts),
        etag2=_etag(r, ts + r.randint(1, 900)),
        ts=str(ts),
        imo=imo(r),
        v=vessel(r),
        voy=voyage(r),
        act=uuid4(r),
        ru=f"{r.randint(1, 40)}.{digits(r, 2)}",
        n=str(r.randint(2, 999)),
        lsn=str(r.randint(10**5, 10**7)),
    )
    return out


def _resources(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "tenant": uuid4(r),
        "oid": uuid4(r),
        "cid": uuid4(r),
        "env": r.choice(("prod", "uat", "dev")),
        "ns": r.choice(_NS),
        "ra": uuid4(r),
    }


def _requests(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "u": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "stamp": f"2031{8:02d}{r.randint(1, 28):02d}T{r.randint(0, 23):02d}{r.randint(0, 59):02d}"
        f"{r.randint(0, 59):02d}Z",
        "date": pick_date(r),
        "time": pick_time(r),
    }


def _kv(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(_SECRETS),
        "ver": hexs(r, 32),
        "ver2": hexs(r, 32),
        "kv": r.choice(("kv-kyma-int-prod", "kv-kyma-int-uat", "kv-kyma-shared")),
        "ts": str(r.randint(1943568000, 1946246400)),
        "date": pick_date(r),
    }


def _run_id(r: Random) -> str:
    return "0858" + r.choice("45") + digits(r, 24) + "CU" + digits(r, 2)


def _logic(r: Random) -> dict[str, str]:
    return {
        "run": _run_id(r),
        "run2": _run_id(r),
        "ver": "0858" + r.choice("45") + digits(r, 24),
        "u": uuid4(r),
        "flow": r.choice(("wf-coprar-in", "wf-vessel-eta", "wf-viva-callback", "wf-baplie-ack")),
        "action": r.choice(("Parse_EDIFACT", "Send_to_SAP", "Insert_Cosmos_item", "Send_SMS")),
        "ts": stamp(r),
    }


def _blob(r: Random) -> dict[str, str]:
    imo_value = imo(r)
    icr = num(r, 9)
    return {
        "file": f"BAPLIE_{imo_value}_{icr}.edi",
        "file2": f"COPRAR_{num(r, 10)}.edi",
        "day": f"2031/08/{r.randint(1, 28):02d}",
        "sub": uuid4(r),
        "u": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "etag": "0x8D" + uhex(r, 13),
        "etag2": "0x8D" + uhex(r, 13),
        "md5": b64(r, 16),
        "md5b": b64(r, 16),
        "len": str(r.randint(800, 90000)),
        "seq": "0" * 16 + uhex(r, 16) + "0" * 10 + hexs(r, 6),
        "ts": stamp(r),
        "cn": container(r),
    }


def _config(r: Random) -> dict[str, str]:
    return {
        "ns": r.choice(_NS),
        "q": r.choice(_Q),
        "cid": uuid4(r),
        "acct": r.choice(("cosmos-kyma-ais", "cosmos-kyma-edi")),
        "db": r.choice(("edi-tracking", "kyma-billing", "vessel-calls")),
        "st": r.choice(("stkymaedi", "stkymaediprod", "stkymalogicapps")),
        "env": r.choice(("prod", "uat")),
    }


SB_IDS = Kind(
    "service_bus_message_ids",
    (
        "[⟨ts⟩] Completed message MessageId=⟨mid⟩ SequenceNumber=⟨seq⟩ DeliveryCount=⟨n⟩ "
        "entity=⟨q⟩",
        '{\n  "messageId": "⟨mid⟩",\n  "correlationId": "⟨cid⟩",\n  "sessionId": "⟨imo⟩",\n'
        '  "sequenceNumber": ⟨seq⟩,\n  "deliveryCount": ⟨n⟩,\n  "lockToken": "⟨lock⟩",\n'
        '  "enqueuedTimeUtc": "⟨ts⟩"\n}',
        "Το μήνυμα ⟨mid⟩ (seq ⟨seq⟩) πήγε στο DLQ του ⟨q⟩ με DeadLetterReason="
        "MaxDeliveryCountExceeded μετά από ⟨n⟩ προσπάθειες.",
        "Renewed lock ⟨lock⟩ for MessageId ⟨mid⟩ on ⟨q⟩ at ⟨ts⟩",
    ),
    _sb_ids,
)

SB_ERRORS = Kind(
    "service_bus_error_texts",
    (
        "Azure.Messaging.ServiceBus.ServiceBusException: The lock supplied is invalid. Either "
        "the lock expired, or the message has already been removed from the queue. Reference:"
        "⟨lock⟩, TrackingId:⟨u⟩_B⟨n⟩, SystemTracker:⟨ns⟩:Queue:⟨q⟩, Timestamp:⟨ts⟩ "
        "(MessageLockLost)",
        "Put token failed. status-code: 401, status-description: InvalidSignature: The token "
        "has an invalid signature. TrackingId:⟨u⟩_G⟨n⟩, SystemTracker:NoSystemTracker, "
        "Timestamp:⟨ts⟩.",
        "The messaging entity 'sb://⟨ns⟩.servicebus.windows.net/⟨q⟩' could not be found. "
        "To know more visit https://aka.ms/sbResourceMgrExceptions. TrackingId:⟨u⟩_G⟨n⟩, "
        "SystemTracker:⟨ns⟩.servicebus.windows.net:⟨q⟩, Timestamp:⟨ts⟩ (MessagingEntityNotFound)",
        "Το MessageLockLost στο ⟨q⟩ ήταν επειδή το processing κρατούσε >5 λεπτά· TrackingId "
        "⟨u⟩_G⟨n⟩, lock ⟨lock⟩. Λύση: MaxAutoLockRenewalDuration = 10 min.",
    ),
    _sb_errors,
)

COSMOS_ETAGS = Kind(
    "cosmos_db_etags",
    (
        'Replace failed with 412 PreconditionFailed: If-Match "\\"⟨etag⟩\\"" but the current '
        '_etag is "\\"⟨etag2⟩\\"" — two AIS writers racing on ⟨imo⟩.',
        '{\n  "id": "vsl-⟨imo⟩-⟨voy⟩",\n  "imo": "⟨imo⟩",\n  "vessel": "⟨v⟩",\n'
        '  "_rid": "⟨doc⟩",\n  "_self": "dbs/⟨db⟩/colls/⟨coll⟩/docs/⟨doc⟩/",\n'
        '  "_etag": "\\"⟨etag⟩\\"",\n  "_attachments": "attachments/",\n  "_ts": ⟨ts⟩\n}',
        'var options = new ItemRequestOptions { IfMatchEtag = "\\"⟨etag⟩\\"" };',
        "Στο patch του voyage ⟨voy⟩ το _etag άλλαξε από ⟨etag⟩ σε ⟨etag2⟩ χωρίς να το "
        "γράψουμε εμείς — το change feed του SAP bridge.",
    ),
    _cosmos,
)

COSMOS_RIDS = Kind(
    "cosmos_db_rids_and_self_links",
    (
        "_self: dbs/⟨db⟩/colls/⟨coll⟩/docs/⟨doc⟩/",
        "GET https://cosmos-kyma-ais.documents.azure.com/dbs/⟨db⟩/colls/⟨coll⟩/docs/⟨doc⟩ "
        "→ 404 NotFound, ActivityId ⟨act⟩, RequestCharge ⟨ru⟩",
        "| level | _rid |\n|---|---|\n| database ais | ⟨db⟩ |\n| container positions | "
        "⟨coll⟩ |\n| item vsl-⟨imo⟩ | ⟨doc⟩ |",
        "Το _rid ⟨doc⟩ ξεκινά με το _rid του container (⟨coll⟩), γι' αυτό μοιάζουν.",
    ),
    _cosmos,
)

COSMOS_TOKENS = Kind(
    "cosmos_db_continuation_and_diagnostics",
    (
        'x-ms-continuation: [{"token":"+RID:~⟨doc⟩#RT:1#TRC:⟨n⟩#ISV:2#IEO:65567#QCF:8",'
        '"range":{"min":"","max":"FF"}}]',
        "Microsoft.Azure.Cosmos.CosmosException : Response status code does not indicate "
        "success: TooManyRequests (429); Substatus: 3200; ActivityId: ⟨act⟩; Reason: "
        "(Request rate is large.); RequestCharge: ⟨ru⟩; x-ms-session-token: 0:-1#⟨lsn⟩",
        '{"activityId": "⟨act⟩", "requestCharge": ⟨ru⟩, "continuation": "+RID:~⟨doc⟩#RT:⟨n⟩'
        '#TRC:⟨n⟩", "sessionToken": "0:-1#⟨lsn⟩"}',
        "Το continuation token (+RID:~⟨doc⟩#RT:1#TRC:⟨n⟩) το κρατάμε στο Redis για το paging "
        "της λίστας voyages.",
    ),
    _cosmos,
)

RESOURCES = Kind(
    "azure_resource_and_tenant_ids",
    (
        "/subscriptions/⟨sub⟩/resourceGroups/rg-kyma-int-⟨env⟩/providers/"
        "Microsoft.ServiceBus/namespaces/⟨ns⟩",
        '$ az account show\n{\n  "environmentName": "AzureCloud",\n  "id": "⟨sub⟩",\n'
        '  "isDefault": true,\n  "name": "Kymaline-Integration-⟨env⟩",\n'
        '  "tenantId": "⟨tenant⟩",\n  "user": {"name": "eleni@kymaline.gr", "type": "user"}\n}',
        "az role assignment create --assignee-object-id ⟨oid⟩ --assignee-principal-type "
        'ServicePrincipal --role "Azure Service Bus Data Sender" --scope /subscriptions/⟨sub⟩/'
        "resourceGroups/rg-kyma-int-⟨env⟩/providers/Microsoft.ServiceBus/namespaces/⟨ns⟩",
        "Managed identity του func-kyma-edi: principalId ⟨oid⟩, clientId ⟨cid⟩, tenant "
        "⟨tenant⟩. Role assignment id ⟨ra⟩.",
    ),
    _resources,
)

REQUEST_IDS = Kind(
    "azure_request_and_trace_ids",
    (
        "traceparent: 00-⟨trace⟩-⟨span⟩-01",
        "x-ms-request-id: ⟨u⟩\nx-ms-correlation-request-id: ⟨u2⟩\n"
        "x-ms-routing-request-id: WESTEUROPE:⟨stamp⟩:⟨u3⟩",
        'requests\n| where operation_Id == "⟨trace⟩"\n| project timestamp, name, resultCode, '
        "duration",
        "Το Microsoft support ζήτησε το activity id ⟨u⟩ και το timestamp (⟨date⟩ ⟨time⟩ UTC).",
        "Deployment failed. Correlation ID: ⟨u⟩. Operation id ⟨trace⟩ in App Insights.",
    ),
    _requests,
)

KEYVAULT = Kind(
    "key_vault_references",
    (
        "@Microsoft.KeyVault(SecretUri=https://⟨kv⟩.vault.azure.net/secrets/⟨name⟩/⟨ver⟩)",
        "@Microsoft.KeyVault(VaultName=⟨kv⟩;SecretName=⟨name⟩;SecretVersion=⟨ver⟩)",
        "$ az keyvault secret show --id https://⟨kv⟩.vault.azure.net/secrets/⟨name⟩ --query "
        '"{id:id, enabled:attributes.enabled, updated:attributes.updated}"\n{\n'
        '  "enabled": true,\n  "id": "https://⟨kv⟩.vault.azure.net/secrets/⟨name⟩/⟨ver⟩",\n'
        '  "updated": "⟨date⟩T09:14:22+00:00"\n}',
        "Η version ⟨ver⟩ του ⟨name⟩ είναι η τρέχουσα· η προηγούμενη ⟨ver2⟩ απενεργοποιήθηκε "
        "στις ⟨date⟩.",
    ),
    _kv,
)

LOGIC_RUNS = Kind(
    "logic_apps_run_ids",
    (
        "Run ⟨run⟩ of ⟨flow⟩ failed at action ⟨action⟩ (ActionFailed) at ⟨ts⟩",
        '{\n  "x-ms-workflow-run-id": "⟨run⟩",\n  "x-ms-workflow-version": "⟨ver⟩",\n'
        '  "x-ms-client-tracking-id": "⟨run⟩",\n  "x-ms-tracking-id": "⟨u⟩"\n}',
        "Resubmit τα runs ⟨run⟩ και ⟨run2⟩ του ⟨flow⟩ μετά το fix στο ⟨action⟩.",
        'az rest --method post --url "https://management.azure.com/subscriptions/{sub}/'
        "resourceGroups/rg-kyma-int-prod/providers/Microsoft.Logic/workflows/⟨flow⟩/"
        'triggers/manual/histories/⟨run⟩/resubmit?api-version=2016-06-01"',
    ),
    _logic,
)

BLOBS = Kind(
    "blob_paths_and_events",
    (
        "https://stkymaedi.blob.core.windows.net/edi-inbound/⟨day⟩/⟨file⟩",
        '{\n  "topic": "/subscriptions/⟨sub⟩/resourceGroups/rg-kyma-int-prod/providers/'
        'Microsoft.Storage/storageAccounts/stkymaedi",\n  "subject": "/blobServices/default/'
        'containers/edi-inbound/blobs/⟨day⟩/⟨file⟩",\n  "eventType": '
        '"Microsoft.Storage.BlobCreated",\n  "id": "⟨u⟩",\n  "data": {\n    "api": "PutBlob",\n'
        '    "clientRequestId": "⟨u2⟩",\n    "requestId": "⟨u3⟩",\n    "eTag": "⟨etag⟩",\n'
        '    "contentLength": ⟨len⟩,\n    "sequencer": "⟨seq⟩"\n  },\n  "eventTime": "⟨ts⟩"\n}',
        "Name                          Content-MD5               ETag\n"
        "----------------------------  ------------------------  -------------------\n"
        "⟨file⟩  ⟨md5⟩  ⟨etag⟩\n⟨file2⟩  ⟨md5b⟩  ⟨etag2⟩",
        "Το blob ⟨file⟩ (φορτίο ⟨cn⟩) έχει Content-MD5 ⟨md5⟩ — ίδιο με του partner, άρα "
        "δεν αλλοιώθηκε στη μεταφορά.",
    ),
    _blob,
)

CONFIG = Kind(
    "configuration_without_secrets",
    (
        '"ServiceBus": {\n  "FullyQualifiedNamespace": "⟨ns⟩.servicebus.windows.net",\n'
        '  "Queue": "⟨q⟩",\n  "ManagedIdentityClientId": "⟨cid⟩"\n},\n"Cosmos": {\n'
        '  "AccountEndpoint": "https://⟨acct⟩.documents.azure.com:443/",\n'
        '  "UseManagedIdentity": true\n}',
        "Server=tcp:sql-kyma-⟨env⟩.database.windows.net,1433;Database=⟨db⟩;Authentication="
        "Active Directory Managed Identity;User Id=⟨cid⟩;Encrypt=True",
        '{\n  "IsEncrypted": false,\n  "Values": {\n    "AzureWebJobsStorage": '
        '"UseDevelopmentStorage=true",\n    "ServiceBusConnection__fullyQualifiedNamespace": '
        '"⟨ns⟩.servicebus.windows.net",\n    "ServiceBusConnection__clientId": "⟨cid⟩"\n  }\n}',
        "value: 'DefaultEndpointsProtocol=https;AccountName=${⟨st⟩.name};AccountKey="
        "${⟨st⟩.listKeys().keys[0].value};EndpointSuffix=${environment().suffixes.storage}'",
        "- uses: azure/login@v2\n  with:\n    client-id: ${{ secrets.AZURE_CLIENT_ID }}\n"
        "    tenant-id: ${{ secrets.AZURE_TENANT_ID }}\n    subscription-id: ⟨cid⟩",
    ),
    _config,
)

AZURE: tuple[Kind, ...] = (
    SB_IDS,
    SB_ERRORS,
    COSMOS_ETAGS,
    COSMOS_RIDS,
    COSMOS_TOKENS,
    RESOURCES,
    REQUEST_IDS,
    KEYVAULT,
    LOGIC_RUNS,
    BLOBS,
    CONFIG,
)
