"""Benign look-alikes from operations: commit shas and image digests, Azure resource ids,
Kafka and Service Bus identifiers, trace ids, file checksums, SAP document numbers and
version strings. None of them grants access to anything."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike31.gen import (
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    container,
    digits,
    hexs,
    num,
    pick,
    uuid4,
)

_RGS = ("rg-edi-prod", "rg-tms-prod", "rg-ais-ingest", "rg-customs-acc")
_TOPICS = ("vessel.positions.v1", "edi.iftsta.v2", "gate.moves", "customs.status", "tms.orders")


def _git(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "short": hexs(r, 7),
        "short2": hexs(r, 9),
        "dig": hexs(r, 64),
        "tag": f"4.{r.randint(0, 19)}.{r.randint(0, 30)}",
        "img": r.choice(("edi-gateway", "ais-ingest", "tms-connector", "customs-bridge")),
        "sri": b64(r, 48),
        "pr": str(r.randint(200, 1999)),
    }


def _azure_ids(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "tenant": uuid4(r),
        "app": uuid4(r),
        "obj": uuid4(r),
        "rg": r.choice(_RGS),
        "name": r.choice(("vlm-edi-func", "vlm-tms-api", "vlm-as2-gw", "vlm-customs-func")),
        "role": uuid4(r),
    }


def _kafka(r: Random) -> dict[str, str]:
    return {
        "cluster": b64(r, 16).rstrip("=").replace("+", "-").replace("/", "_"),
        "lkc": "lkc-" + pick(r, LOWER_ALNUM, 6),
        "env": "env-" + pick(r, LOWER_ALNUM, 5),
        "sa": "sa-" + pick(r, LOWER_ALNUM, 6),
        "topic": r.choice(_TOPICS),
        "group": r.choice(("tms-consumer", "ais-enricher", "edi-router", "customs-sync")),
        "p": str(r.randint(0, 11)),
        "off": str(r.randint(100000, 99999999)),
        "end": str(r.randint(100000000, 199999999)),
        "sid": str(r.randint(100001, 100999)),
        "cid": f"consumer-{r.choice(('tms', 'ais', 'edi'))}-{r.randint(1, 9)}-{uuid4(r)}",
    }


def _traces(r: Random) -> dict[str, str]:
    trace = hexs(r, 32)
    return {
        "tp": f"00-{trace}-{hexs(r, 16)}-01",
        "trace": trace,
        "op": hexs(r, 32),
        "req": uuid4(r),
        "corr": uuid4(r),
        "inv": uuid4(r),
        "az": f"20280714T{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}Z-"
        + hexs(r, 16),
        "ms": str(r.randint(30, 29000)),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 64),
        "sha2": hexs(r, 64),
        "md5": hexs(r, 32),
        "cmd5": b64(r, 16),
        "etag": "0x8DC" + hexs(r, 12).upper(),
        "crc": b64(r, 8),
        "f": f"{r.choice(('IFTSTA', 'BAPLIE', 'CUSDEC'))}_{num(r, 9)}.edi",
        "f2": f"{r.choice(('COPARN', 'CODECO'))}_{num(r, 9)}.edi",
        "len": str(r.randint(900, 480000)),
    }


def _sap(r: Random) -> dict[str, str]:
    return {
        "idoc": "0000000" + num(r, 9),
        "idoc2": "0000000" + num(r, 9),
        "tr": r.choice(("DEVK9", "S4DK9")) + digits(r, 5),
        "guid": hexs(r, 32).upper(),
        "dlv": "008" + digits(r, 7),
        "so": "00" + num(r, 8),
        "bp": "00" + num(r, 8),
        "msgid": r.choice(("VL", "ME", "IDOC_ADAPTER")),
        "st": r.choice(("51", "53", "64", "03", "12")),
        "cpi": pick(r, B64URL, 28),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "tms": f"2028.{r.randint(1, 4)}.{r.randint(0, 12)}-rc{r.randint(1, 5)}+build.{num(r, 5)}",
        "kernel": f"7.{r.choice(('89', '93'))} PL {r.randint(100, 400)}",
        "mend": f"1.1 build {r.randint(50, 80)}",
        "pkg": f"{r.randint(1, 9)}.{r.randint(0, 40)}.{r.randint(0, 20)}",
        "api": f"20{r.randint(22, 28)}-{r.randint(1, 12):02d}-01" + r.choice(("", "-preview")),
        "build": f"20280714.{r.randint(1, 30)}",
        "sha": hexs(r, 12),
        "kafka": f"3.{r.randint(5, 9)}.{r.randint(0, 3)}",
        "sp": f"SAPK-{r.randint(700, 800)}{r.randint(1, 20):02d}INSAPBASIS",
    }


def _bus(r: Random) -> dict[str, str]:
    return {
        "mid": hexs(r, 32),
        "lock": uuid4(r),
        "seq": num(r, r.choice((5, 8, 11))),
        "corr": uuid4(r),
        "q": r.choice(("iftsta-inbound", "customs-status", "gate-events", "as2-outbound")),
        "cnt": str(r.randint(2, 10)),
        "c": container(r),
        "part": pick(r, UPPER_ALNUM, 8),
    }


OPS: tuple[Kind, ...] = (
    Kind(
        "commit_shas_and_image_digests",
        (
            "Release ⟨tag⟩ = commit ⟨sha⟩ (PR !⟨pr⟩)",
            "vlmacr.azurecr.io/⟨img⟩@sha256:⟨dig⟩",
            "image: vlmacr.azurecr.io/⟨img⟩:⟨tag⟩@sha256:⟨dig⟩",
            "Revert van ⟨short⟩ lost de BAPLIE-parsefout op; ⟨short2⟩ blijft staan.",
            '<script src="/static/tracking.js" integrity="sha384-⟨sri⟩" crossorigin="anonymous">'
            "</script>",
            "git bisect: eerste slechte commit ⟨sha⟩",
        ),
        _git,
    ),
    Kind(
        "azure_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.Web/sites/⟨name⟩",
            "Tenant ⟨tenant⟩, app (client) id ⟨app⟩, object id ⟨obj⟩",
            "az role assignment create --assignee ⟨obj⟩ --role ⟨role⟩ --scope /subscriptions/"
            "⟨sub⟩/resourceGroups/⟨rg⟩",
            '{"tenantId": "⟨tenant⟩", "subscriptionId": "⟨sub⟩", "clientId": "⟨app⟩"}',
            "AZURE_CLIENT_ID=⟨app⟩  # managed identity, geen secret nodig",
        ),
        _azure_ids,
    ),
    Kind(
        "kafka_cluster_ids_and_offsets",
        (
            "Cluster ID: ⟨cluster⟩ (⟨lkc⟩ in ⟨env⟩)",
            "GROUP           TOPIC                PARTITION  CURRENT-OFFSET  LOG-END-OFFSET\n"
            "⟨group⟩    ⟨topic⟩  ⟨p⟩          ⟨off⟩         ⟨end⟩",
            "Schema id ⟨sid⟩ voor ⟨topic⟩-value; service account ⟨sa⟩ heeft DeveloperRead",
            "client.id=⟨cid⟩\ngroup.id=⟨group⟩",
            "Consumer ⟨group⟩ zat vast op offset ⟨off⟩ (partition ⟨p⟩) door een poison pill.",
        ),
        _kafka,
    ),
    Kind(
        "trace_and_correlation_ids",
        (
            "traceparent: ⟨tp⟩",
            "App Insights: operation_Id ⟨op⟩, duur ⟨ms⟩ ms",
            "x-ms-request-id: ⟨req⟩\nx-ms-correlation-request-id: ⟨corr⟩\nx-azure-ref: ⟨az⟩",
            "requests | where operation_Id == '⟨op⟩' | project timestamp, name, resultCode",
            "Executed 'Functions.ReceiveIftsta' (Succeeded, Id=⟨inv⟩, Duration=⟨ms⟩ms)",
            "L'erreur 504 côté PCS a le trace id ⟨trace⟩, à envoyer au support.",
        ),
        _traces,
    ),
    Kind(
        "file_checksums_and_etags",
        (
            "⟨sha⟩  ⟨f⟩",
            "$ sha256sum ⟨f⟩ ⟨f2⟩\n⟨sha⟩  ⟨f⟩\n⟨sha2⟩  ⟨f2⟩",
            'Content-MD5: ⟨cmd5⟩\nETag: "⟨etag⟩"\nContent-Length: ⟨len⟩',
            "x-ms-content-crc64: ⟨crc⟩",
            "Dedup-sleutel = md5 van de payload: ⟨md5⟩ (⟨f⟩ kwam twee keer binnen)",
            '{"name": "⟨f⟩", "properties": {"contentMD5": "⟨cmd5⟩", "etag": "⟨etag⟩", '
            '"contentLength": ⟨len⟩}}',
        ),
        _checksums,
    ),
    Kind(
        "sap_document_numbers",
        (
            "IDoc ⟨idoc⟩ status ⟨st⟩ (DESADV), vervolg-IDoc ⟨idoc2⟩",
            "Transport ⟨tr⟩ (EDI-mapping TMS) naar PRD na CAB",
            "Levering ⟨dlv⟩ bij order ⟨so⟩, BP ⟨bp⟩",
            "SAP GUID van de shipment: ⟨guid⟩",
            "CPI message id ⟨cpi⟩ faalde met ⟨msgid⟩ 123 — IDoc ⟨idoc⟩ niet geboekt.",
            "Le transport ⟨tr⟩ est en attente dans STMS, l'IDoc ⟨idoc⟩ reste en statut ⟨st⟩.",
        ),
        _sap,
    ),
    Kind(
        "version_and_build_strings",
        (
            "TMS ⟨tms⟩ op acceptatie; SAP kernel ⟨kernel⟩",
            "Mendelson AS2 ⟨mend⟩, Kafka client ⟨kafka⟩, edifact-parser ⟨pkg⟩",
            "api-version=⟨api⟩ (Logic Apps Standard)",
            "Build ⟨build⟩ (⟨sha⟩) gedeployed naar vlm-edi-func",
            "Support package ⟨sp⟩ geïmporteerd",
        ),
        _versions,
    ),
    Kind(
        "service_bus_message_ids",
        (
            "MessageId ⟨mid⟩, SequenceNumber ⟨seq⟩, DeliveryCount ⟨cnt⟩",
            "LockToken ⟨lock⟩ verlopen voor ⟨q⟩ (MaxDeliveryCount ⟨cnt⟩)",
            '{"messageId": "⟨mid⟩", "correlationId": "⟨corr⟩", "sessionId": "⟨c⟩", '
            '"sequenceNumber": ⟨seq⟩}',
            "Dead-letter op ⟨q⟩: DeadLetterReason=MaxDeliveryCountExceeded, MessageId ⟨mid⟩",
            "Partition key ⟨part⟩, MessageId ⟨mid⟩",
        ),
        _bus,
    ),
)
