"""Benign look-alikes from observability, stores and build tooling: Datadog, PagerDuty,
Redis and Memcached, Elasticsearch/OpenSearch, MongoDB Atlas, Cassandra, gRPC/protobuf,
Bazel, Jira/Confluence and Salesforce. Trace ids, hashed ACL entries, object ids, binary
status payloads, cache digests and record ids."""

from __future__ import annotations

import struct
from random import Random

from tests.redact.lookalike10.gen import (
    ALNUM,
    B64URL,
    HUBS,
    LOWER,
    PEOPLE,
    SERVICES,
    SQUADS,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    clock,
    day,
    epoch,
    hexs,
    lines,
    num,
    pick,
    stamp,
    uuid1,
    uuid4,
)

DATADOG_TRACES = Kind(
    "datadog_trace_ids",
    (
        "⟨t⟩ ERROR [⟨svc⟩,dd.trace_id=⟨tid⟩,dd.span_id=⟨sid⟩] o.m.checkout.SlotService - "
        "slot reservation timed out after 2000ms",
        "Trace ⟨tid⟩ (128-bit, _dd.p.tid=⟨high⟩) shows ⟨svc⟩ → redis GET 1.8s; monitor "
        "⟨mon⟩ fired on p99 latency in ⟨hub⟩.",
        "Log pipeline remaps `trace_id` from the JSON log; for OTel traces the hex id "
        "⟨hex⟩ becomes dd.trace_id ⟨tid⟩ after conversion.",
    ),
    lambda r: {
        "t": stamp(r),
        "svc": r.choice(SERVICES),
        "tid": str(r.getrandbits(63)),
        "sid": str(r.getrandbits(63)),
        "high": hexs(r, 8) + "00000000",
        "mon": num(r, 9),
        "hub": r.choice(HUBS),
        "hex": hexs(r, 32),
    },
    n=6,
)

DATADOG_RUM = Kind(
    "datadog_rum_client_token",
    (
        lines(
            "datadogRum.init({",
            "  applicationId: '⟨app⟩',",
            "  clientToken: 'pub⟨tok⟩',  // RUM client token: public, browser-side only",
            "  site: 'datadoghq.eu',",
            "  service: 'mandje-web',",
            "  env: '⟨env⟩',",
            "  sessionSampleRate: ⟨rate⟩,",
            "});",
        ),
        "RUM for the iOS app uses client token pub⟨tok⟩ + application id ⟨app⟩ (both ship in "
        "the app; a client token cannot read data). Agent API keys are separate.",
    ),
    lambda r: {
        "app": uuid4(r),
        "tok": hexs(r, 32),
        "env": r.choice(("prod", "staging")),
        "rate": str(r.choice((10, 20, 50, 100))),
    },
)

DATADOG_AGENT = Kind(
    "datadog_agent_status",
    (
        lines(
            "$ datadog-agent status | sed -n '1,12p'",
            "===============",
            "Agent (v7.6⟨m⟩.⟨p⟩)",
            "===============",
            "  Status date: ⟨d⟩ ⟨t⟩.⟨ms⟩ UTC (⟨epoch⟩)",
            "  Hostname: ip-10-42-⟨a⟩-⟨b⟩.eu-west-1.compute.internal",
            "",
            "  API Keys status",
            "  ===============",
            "    API key ending with ⟨tail⟩: API Key valid",
        ),
        "Nomad clients report `API key ending with ⟨tail⟩: API Key invalid` since the "
        "rotation — the Consul KV template still rendered the old key. Re-rendered, fine now.",
    ),
    lambda r: {
        "m": str(r.randint(0, 4)),
        "p": str(r.randint(0, 3)),
        "d": day(r),
        "t": clock(r),
        "ms": num(r, 3),
        "epoch": str(epoch(r) * 1000),
        "a": str(r.randint(0, 31)),
        "b": str(r.randint(2, 250)),
        "tail": hexs(r, 5),
    },
)

PAGERDUTY_IDS = Kind(
    "pagerduty_ids",
    (
        "PD incident ⟨inc⟩ (#⟨num⟩) on service ⟨svc⟩ (data-platform), escalation policy "
        "⟨ep⟩; ack'd by ⟨who⟩ at ⟨t⟩.",
        '{"routing_key": "$PD_ROUTING_KEY", "event_action": "resolve", '
        '"dedup_key": "⟨dedup⟩"}  ← how the Airflow callback resolves its own alerts',
        "Alert ⟨alert⟩ grouped into ⟨inc⟩ by intelligent grouping; dedup_key ⟨dedup⟩ came "
        "from Datadog monitor ⟨mon⟩.",
    ),
    lambda r: {
        "inc": "Q" + pick(r, UPPER_ALNUM, 13),
        "num": str(r.randint(10_000, 99_999)),
        "svc": "P" + pick(r, UPPER_ALNUM, 6),
        "ep": "P" + pick(r, UPPER_ALNUM, 6),
        "alert": "Q" + pick(r, UPPER_ALNUM, 13),
        "who": r.choice(PEOPLE),
        "t": clock(r),
        "dedup": uuid4(r),
        "mon": num(r, 9),
    },
)

REDIS_INFO = Kind(
    "redis_info_acl",
    (
        lines(
            "127.0.0.1:6379> INFO server",
            "# Server",
            "redis_version:7.2.⟨p⟩",
            "redis_mode:standalone",
            "process_id:⟨pid⟩",
            "run_id:⟨run⟩",
            "tcp_port:6379",
            "uptime_in_days:⟨up⟩",
        ),
        lines(
            "> ACL LIST",
            '1) "user default off nopass sanitize-payload &* -@all"',
            '2) "user ⟨user⟩ on sanitize-payload #⟨h1⟩ ~⟨pfx⟩:* resetchannels -@all +@read '
            '+@write -@dangerous"',
            '3) "user ops on #⟨h2⟩ ~* &* +@all"',
        ),
        "Replica fell behind: master_replid ⟨run⟩, master_repl_offset ⟨off⟩ vs replica "
        "⟨off2⟩ — full resync after the ⟨hub⟩ network blip.",
    ),
    lambda r: {
        "p": str(r.randint(0, 7)),
        "pid": num(r, 4),
        "run": hexs(r, 40),
        "up": str(r.randint(1, 200)),
        "user": r.choice(("promo", "basket", "slots")),
        "pfx": r.choice(("promo", "basket", "slot")),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "off": num(r, 11),
        "off2": num(r, 11),
        "hub": r.choice(HUBS),
    },
    n=6,
)

MEMCACHED_KEYS = Kind(
    "memcached_keys",
    (
        "Catalog cache key scheme: `catalog:v3:sku:<sha1 of locale|sku>` e.g. "
        "catalog:v3:sku:⟨sha1⟩ — bump v3→v4 to flush instead of `flush_all`.",
        lines(
            "$ echo stats | nc memcached-⟨n⟩.mandje.internal 11211 "
            "| grep -E 'pid|uptime|curr_items'",
            "STAT pid ⟨pid⟩",
            "STAT uptime ⟨up⟩",
            "STAT curr_items ⟨items⟩",
        ),
        "Hot key in mcrouter logs: search:v2:q:⟨md5⟩ (~40k gets/s) — 'bananen' query from "
        "the ⟨hub⟩ campaign push.",
    ),
    lambda r: {
        "sha1": hexs(r, 40),
        "n": str(r.randint(0, 5)),
        "pid": num(r, 4),
        "up": num(r, 7),
        "items": num(r, 7),
        "md5": hexs(r, 32),
        "hub": r.choice(HUBS),
    },
)

ELASTICSEARCH_IDS = Kind(
    "elasticsearch_ids",
    (
        lines(
            '$ curl -s -u "$ES_USER:$ES_PASSWORD" https://search-⟨n⟩.mandje.internal:9200/',
            "{",
            '  "name" : "search-⟨n⟩",',
            '  "cluster_name" : "catalog-search",',
            '  "cluster_uuid" : "⟨cu⟩",',
            '  "version" : { "distribution" : "opensearch", "number" : "2.1⟨p⟩.0" }',
            "}",
        ),
        "Reindex products_v⟨a⟩ → products_v⟨b⟩ task ⟨node⟩:⟨task⟩ finished; spot-checked doc "
        "_id ⟨doc⟩ (_seq_no ⟨seq⟩, _primary_term 3).",
        "Shard allocation stuck: node ⟨node⟩ (search-⟨n⟩) has disk watermark exceeded; "
        "index products_v⟨b⟩ uuid ⟨iu⟩.",
    ),
    lambda r: {
        "n": str(r.randint(0, 5)),
        "cu": pick(r, B64URL, 22),
        "p": str(r.randint(0, 9)),
        "a": str(r.randint(10, 40)),
        "b": str(r.randint(41, 60)),
        "node": pick(r, B64URL, 22),
        "task": num(r, 6),
        "doc": pick(r, B64URL, 20),
        "seq": num(r, 6),
        "iu": pick(r, B64URL, 22),
    },
    n=6,
)

ES_API_KEY_META = Kind(
    "elasticsearch_api_key_meta",
    (
        lines(
            "GET /_security/api_key?name=⟨name⟩",
            '{"api_keys":[{"id":"⟨id⟩","name":"⟨name⟩","creation":⟨ms⟩,"expiration":⟨exp⟩,',
            '  "invalidated":false,"username":"elastic-admin","realm":"reserved"}]}',
        ),
        lines(
            "$ bin/elasticsearch-keystore list",
            "keystore.seed",
            "s3.client.default.access_key",
            "s3.client.default.secret_key",
            "xpack.notification.slack.account.monitoring.secure_url",
        ),
        "Invalidated API key id ⟨id⟩ (⟨name⟩) after the laptop loss; indexer now uses key "
        "⟨id2⟩ whose encoded value is in Vault secret/data/search/⟨name⟩.",
    ),
    lambda r: {
        "name": r.choice(("search-indexer", "catalog-sync", "kibana-reporting")),
        "id": pick(r, B64URL, 20),
        "id2": pick(r, B64URL, 20),
        "ms": str(epoch(r) * 1000),
        "exp": str((epoch(r) + 7_776_000) * 1000),
    },
)


def _oid(r: Random) -> str:
    return f"{epoch(r):08x}{hexs(r, 16)}"


MONGODB_ATLAS = Kind(
    "mongodb_atlas_ids",
    (
        'Atlas project "catalog-prod" = ⟨proj⟩, cluster catalog-prod.⟨host⟩.mongodb.net; '
        "connect with mongodb+srv://<username>:<password>@catalog-prod.⟨host⟩.mongodb.net/"
        "catalog?retryWrites=true&w=majority",
        '{ _id: ObjectId("⟨oid⟩"), sku: "⟨sku⟩", hub: "⟨hub⟩", updatedBy: ObjectId("⟨oid2⟩") }',
        "Atlas Admin API: programmatic key public key `⟨pub⟩` (org ⟨org⟩), private key only in "
        "Vault; access list ⟨cidr⟩.",
        '$ mongosh "mongodb+srv://catalog-prod.⟨host⟩.mongodb.net/catalog" --apiVersion 1 '
        "--username ⟨user⟩  # prompts for the password",
    ),
    lambda r: {
        "proj": _oid(r),
        "host": pick(r, LOWER + "0123456789", 5),
        "oid": _oid(r),
        "oid2": _oid(r),
        "sku": "SKU-" + num(r, 7),
        "hub": r.choice(HUBS),
        "pub": pick(r, LOWER, 8),
        "org": _oid(r),
        "cidr": f"10.42.{r.randint(0, 31)}.0/24",
        "user": r.choice(("catalog_ro", "svc_catalog_sync", "dba_breakglass")),
    },
    n=6,
)

CASSANDRA_NODETOOL = Kind(
    "cassandra_nodetool",
    (
        lines(
            "$ nodetool status rider_events",
            "Datacenter: eu-west-1",
            "=====================",
            "Status=Up/Down",
            "|/ State=Normal/Leaving/Joining/Moving",
            "--  Address       Load        Tokens  Owns (effective)  Host ID"
            "                               Rack",
            "UN  10.42.6.⟨a⟩   ⟨load⟩ GiB  16      33.4%             ⟨h1⟩  1a",
            "DN  10.42.6.⟨b⟩   ⟨load2⟩ GiB  16      33.3%             ⟨h2⟩  1b",
        ),
        lines(
            "$ nodetool describecluster",
            "Cluster Information:",
            "        Name: rider-events",
            "        Snitch: org.apache.cassandra.locator.Ec2Snitch",
            "        Schema versions:",
            "                ⟨s1⟩: [10.42.6.⟨a⟩, 10.42.6.⟨b⟩]",
            "                ⟨s2⟩: [10.42.6.⟨c⟩]",
        ),
        "Rider location rows are keyed by (rider_id, bucket) with a timeuuid clustering column, "
        "e.g. ⟨tu⟩ — do NOT use now() in the backfill, it reorders.",
    ),
    lambda r: {
        "a": str(r.randint(10, 40)),
        "b": str(r.randint(41, 80)),
        "c": str(r.randint(81, 120)),
        "load": f"{r.randint(100, 900)}.{r.randint(0, 9)}",
        "load2": f"{r.randint(100, 900)}.{r.randint(0, 9)}",
        "h1": uuid4(r),
        "h2": uuid4(r),
        "s1": uuid4(r),
        "s2": uuid4(r),
        "tu": uuid1(r),
    },
)


def _pb_str(field: int, data: bytes) -> bytes:
    key = (field << 3) | 2
    return bytes([key]) + _varint(len(data)) + data


def _varint(n: int) -> bytes:
    out = b""
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out += bytes([b | 0x80])
        else:
            return out + bytes([b])


def _grpc(r: Random) -> dict[str, str]:
    code = r.choice((9, 5, 14, 8))
    reason = r.choice(("SLOT_FULL", "SKU_UNAVAILABLE", "HUB_CLOSED", "QUOTA_EXCEEDED"))
    msg = f"{reason.lower().replace('_', ' ')} for hub {r.choice(HUBS)}"
    info = _pb_str(1, reason.encode()) + _pb_str(2, b"slots.mandje.io")
    any_ = _pb_str(1, b"type.googleapis.com/google.rpc.ErrorInfo") + _pb_str(2, info)
    status = bytes([0x08, code]) + _pb_str(2, msg.encode()) + _pb_str(3, any_)
    return {
        "code": str(code),
        "msg": msg.replace(" ", "%20"),
        "bin": b64_of(status).rstrip("="),
        "svc": r.choice(("SlotService/Reserve", "StockService/Hold", "PromoService/Apply")),
        "reason": reason,
    }


GRPC_STATUS = Kind(
    "grpc_status_details",
    (
        lines(
            "< grpc-status: ⟨code⟩",
            "< grpc-message: ⟨msg⟩",
            "< grpc-status-details-bin: ⟨bin⟩",
        ),
        "grpcurl on mandje.⟨svc⟩ returned code ⟨code⟩; grpc-status-details-bin ⟨bin⟩ is just a "
        "base64 google.rpc.Status with ErrorInfo reason ⟨reason⟩ — decode with "
        "`base64 -d | protoc --decode google.rpc.Status`.",
    ),
    _grpc,
)


def _descriptor(r: Random) -> dict[str, str]:
    pkg = r.choice(("orders.v2", "slots.v1", "stock.v1", "promo.v3"))
    name = pkg.replace(".", "/") + "/" + pkg.split(".")[0] + ".proto"
    msg = r.choice(("Order", "Slot", "StockLevel", "Voucher"))
    fields = b"".join(
        _pb_str(2, _pb_str(1, f.encode()) + bytes([0x18, i + 1, 0x20, 1, 0x28, 9]))
        for i, f in enumerate(("id", "hub_id", "created_at")[: r.randint(2, 3)])
    )
    fdp = (
        _pb_str(1, name.encode())
        + _pb_str(2, pkg.encode())
        + _pb_str(4, _pb_str(1, msg.encode()) + fields)
    )
    fdp += struct.pack("B", 0x62) + _varint(len(b"proto3")) + b"proto3"
    return {"pkg": pkg, "file": name, "fdp": b64_of(fdp), "msg": msg}


PROTOBUF_DESCRIPTORS = Kind(
    "protobuf_descriptors",
    (
        lines(
            '$ grpcurl -plaintext -d \'{"file_containing_symbol": "⟨pkg⟩.⟨msg⟩"}\' '
            "localhost:9090 grpc.reflection.v1.ServerReflection/ServerReflectionInfo",
            "{",
            '  "fileDescriptorResponse": {',
            '    "fileDescriptorProto": [',
            '      "⟨fdp⟩"',
            "    ]",
            "  }",
            "}",
        ),
        "Embedded descriptor for ⟨file⟩ (base64 FileDescriptorProto, from the generated _pb2): "
        "⟨fdp⟩",
    ),
    _descriptor,
)

BAZEL_LOCK = Kind(
    "bazel_lock_hashes",
    (
        lines(
            "http_archive(",
            '    name = "⟨name⟩",',
            '    sha256 = "⟨sha⟩",',
            '    strip_prefix = "⟨name⟩-⟨ver⟩",',
            '    urls = ["https://github.com/bazelbuild/⟨name⟩/releases/download/v⟨ver⟩/'
            '⟨name⟩-v⟨ver⟩.tar.gz"],',
            ")",
        ),
        lines(
            "// MODULE.bazel.lock (excerpt)",
            '"registryFileHashes": {',
            '  "https://bcr.bazel.build/modules/⟨name⟩/⟨ver⟩/MODULE.bazel": "⟨sha⟩",',
            '  "https://bcr.bazel.build/modules/⟨name⟩/⟨ver⟩/source.json": "⟨sha2⟩"',
            "},",
        ),
        "BCR source.json for ⟨name⟩ ⟨ver⟩ has integrity sha256-⟨sri⟩; Bazel refused the "
        "mirror tarball because it hashed differently.",
    ),
    lambda r: {
        "name": r.choice(("rules_go", "rules_proto", "rules_jvm_external", "rules_oci")),
        "ver": f"{r.randint(0, 8)}.{r.randint(0, 55)}.{r.randint(0, 9)}",
        "sha": hexs(r, 64),
        "sha2": hexs(r, 64),
        "sri": b64(r, 32),
    },
)

BAZEL_REMOTE = Kind(
    "bazel_remote_digests",
    (
        "Remote cache miss storm: action ⟨a1⟩/⟨s1⟩ kept re-executing because the Xcode "
        "version leaked into the action key; invocation "
        "https://mandje.buildbuddy.io/invocation/⟨inv⟩.",
        lines(
            "# .bazelrc (ci)",
            "build:ci --remote_cache=grpcs://mandje.buildbuddy.io",
            "build:ci --remote_header=x-buildbuddy-api-key=${BUILDBUDDY_API_KEY}  "
            "# injected by Jenkins",
            "build:ci --build_metadata=COMMIT_SHA=⟨sha⟩",
        ),
        "$ bazel aquery //services/⟨svc⟩:image --output=jsonproto | jq '.actions[0]"
        '.actionKey\' → "⟨a1⟩"',
    ),
    lambda r: {
        "a1": hexs(r, 64),
        "s1": str(r.randint(140, 90_000)),
        "inv": uuid4(r),
        "sha": hexs(r, 40),
        "svc": r.choice(SERVICES).replace("-", "_"),
    },
)

JIRA_CONFLUENCE = Kind(
    "jira_confluence_ids",
    (
        "DATA-⟨n⟩ assigned to accountId ⟨acc⟩; runbook is Confluence page ⟨page⟩ "
        "(https://mandje.atlassian.net/wiki/spaces/PLAT/pages/⟨page⟩).",
        "Jira automation rule ⟨rule⟩ posts to the #⟨squad⟩ channel; the webhook id "
        "⟨wh⟩ shows in the audit log, the actor is accountId 712020:⟨uuid⟩.",
        "Attachment ⟨att⟩ on PLAT-⟨n⟩ is the DDL diff; short link https://mandje.atlassian.net/"
        "wiki/x/⟨tiny⟩.",
    ),
    lambda r: {
        "n": str(r.randint(100, 4000)),
        "acc": hexs(r, 24),
        "page": num(r, 10),
        "rule": num(r, 8),
        "squad": r.choice(SQUADS),
        "wh": num(r, 4),
        "uuid": uuid4(r),
        "att": num(r, 6),
        "tiny": pick(r, ALNUM, 6),
    },
    n=6,
)


def _sfid(r: Random, prefix: str) -> str:
    return prefix + "5g" + pick(r, "0", 5) + pick(r, ALNUM, 5) + pick(r, UPPER_ALNUM, 3)


SALESFORCE_IDS = Kind(
    "salesforce_ids",
    (
        "Salesforce Account ⟨acc⟩ (B2B customer, hub ⟨hub⟩) mapped to Snowflake "
        "dim_b2b_accounts; org id ⟨org⟩.",
        "Bulk API 2.0 job ⟨job⟩ failed 412 rows: `DUPLICATE_VALUE: duplicate value found: "
        "External_Id__c duplicates value on record with id: ⟨acc⟩`.",
        "Connected app 'Airflow Export' consumer key (= OAuth client_id, not secret): "
        "⟨ck⟩ — the consumer secret and JWT cert key are in Vault kv/salesforce/airflow.",
    ),
    lambda r: {
        "acc": _sfid(r, "001"),
        "org": _sfid(r, "00D"),
        "job": _sfid(r, "750"),
        "hub": r.choice(HUBS),
        "ck": "3MVG9" + pick(r, ALNUM + "._", 80),
    },
    n=6,
)

STORES: tuple[Kind, ...] = (
    DATADOG_TRACES,
    DATADOG_RUM,
    DATADOG_AGENT,
    PAGERDUTY_IDS,
    REDIS_INFO,
    MEMCACHED_KEYS,
    ELASTICSEARCH_IDS,
    ES_API_KEY_META,
    MONGODB_ATLAS,
    CASSANDRA_NODETOOL,
    GRPC_STATUS,
    PROTOBUF_DESCRIPTORS,
    BAZEL_LOCK,
    BAZEL_REMOTE,
    JIRA_CONFLUENCE,
    SALESFORCE_IDS,
)

__all__ = ["STORES"]
