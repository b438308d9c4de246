"""Benign look-alikes from the platform's operations: Kafka, ClickHouse, ArgoCD, git, images,
Kubernetes, Prometheus, Redis, Vault metadata, traces and Yandex Cloud resource ids."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike44.gen import (
    ALNUM,
    LOWER_ALNUM,
    Kind,
    b64url,
    hexs,
    num,
    pick,
    ulid,
    uuid4,
)

_K8S_SAFE = "bcdfghjklmnpqrstvwxz2456789"
_APPS = ("dispatch-api", "eta-service", "courier-gateway", "pricing", "notify-sms", "geo-index")
_TOPICS = ("trip.events", "courier.location", "order.status", "payment.callbacks")


def _day(r: Random) -> str:
    return f"2030-08-{r.randint(1, 31):02d}"


def _clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def _pod(r: Random, app: str) -> str:
    return f"{app}-{pick(r, _K8S_SAFE, r.choice((9, 10)))}-{pick(r, _K8S_SAFE, 5)}"


def _kafka(r: Random) -> dict[str, str]:
    cur = r.randint(10_000_000, 900_000_000)
    lag = r.randint(0, 90_000)
    group = r.choice(("dispatch-eta", "ch-sink-trips", "courier-matcher", "notify-sms"))
    return {
        "g": group,
        "t": r.choice(_TOPICS),
        "p": str(r.randint(0, 11)),
        "p2": str(r.randint(0, 11)),
        "cur": str(cur),
        "end": str(cur + lag),
        "lag": str(lag),
        "cur2": str(cur + r.randint(1000, 90000)),
        "cid": f"{group}-{r.randint(1, 6)}-{uuid4(r)}",
        "ip": f"10.42.{r.randint(0, 20)}.{r.randint(2, 250)}",
        "d": _day(r),
        "c": _clock(r),
    }


def _kafka_uuid(r: Random) -> str:
    """Kafka's ``Uuid``: base64url of 16 bytes, never starting with a dash."""
    while True:
        value = b64url(r, 16)
        if not value.startswith("-"):
            return value


def _kafka_ids(r: Random) -> dict[str, str]:
    return {
        "cl": _kafka_uuid(r),
        "tid": _kafka_uuid(r),
        "did": _kafka_uuid(r),
        "t": r.choice(_TOPICS),
        "n": str(r.choice((6, 12, 24, 48))),
        "node": str(r.randint(1, 6)),
    }


def _clickhouse(r: Random) -> dict[str, str]:
    part = (
        f"2030{r.randint(1, 8):02d}_{r.randint(1, 900)}_{r.randint(900, 90000)}_{r.randint(1, 7)}"
    )
    return {
        "q": uuid4(r),
        "q2": uuid4(r),
        "ms": str(r.randint(800, 95000)),
        "rows": num(r, r.choice((7, 9, 10))),
        "mem": f"{r.uniform(0.2, 24):.2f} GiB",
        "part": part,
        "h": hexs(r, 32),
        "h2": hexs(r, 32),
        "d": _day(r),
        "c": _clock(r),
    }


def _argocd(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "short": sha[:7],
        "sha2": hexs(r, 40),
        "sha3": hexs(r, 40),
        "app": r.choice(_APPS),
        "id": str(r.randint(20, 400)),
        "id2": str(r.randint(20, 400)),
        "d": _day(r),
        "c": _clock(r),
    }


def _git(r: Random) -> dict[str, str]:
    return {
        "a": hexs(r, 40),
        "b": hexs(r, 40),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 10),
        "pr": str(r.randint(1200, 9900)),
        "tag": f"v{r.randint(1, 4)}.{r.randint(0, 60)}.{r.randint(0, 12)}",
    }


def _image(r: Random) -> dict[str, str]:
    return {
        "dg": hexs(r, 64),
        "dg2": hexs(r, 64),
        "app": r.choice(_APPS),
        "tag": f"2030.08.{r.randint(1, 31)}-{hexs(r, 7)}",
        "size": str(r.randint(9, 180)),
    }


def _k8s(r: Random) -> dict[str, str]:
    app = r.choice(_APPS)
    return {
        "pod": _pod(r, app),
        "pod2": _pod(r, app),
        "uid": uuid4(r),
        "uid2": uuid4(r),
        "rv": num(r, r.choice((8, 9))),
        "app": app,
        "ns": r.choice(("dispatch", "payments", "courier", "geo")),
        "node": f"cl1{pick(r, LOWER_ALNUM, 17)}-{pick(r, 'abcdefghijklmnopqrstuvwxyz', 4)}",
        "gen": str(r.randint(2, 90)),
    }


def _secrets_listing(r: Random) -> dict[str, str]:
    app = r.choice(_APPS)
    rows = [
        ("NAME", "TYPE", "DATA", "AGE"),
        (f"{app}-env", "Opaque", str(r.randint(3, 9)), f"{r.randint(2, 400)}d"),
        (f"{app}-db", "Opaque", "2", f"{r.randint(2, 400)}d"),
        (f"sh.helm.release.v1.{app}.v{r.randint(2, 140)}", "helm.sh/release.v1", "1", "3d"),
        ("harbor-pull", "kubernetes.io/dockerconfigjson", "1", f"{r.randint(30, 900)}d"),
    ]
    widths = [max(len(row[i]) for row in rows) + 3 for i in range(3)]
    listing = "\n".join(
        "".join(cell.ljust(w) for cell, w in zip(row[:3], widths, strict=True)) + row[3]
        for row in rows
    )
    return {
        "listing": listing,
        "app": app,
        "ns": r.choice(("dispatch", "payments", "courier", "notify")),
        "v": str(r.randint(2, 140)),
        "n": str(r.randint(16, 48)),
        "n2": str(r.randint(20, 64)),
        "age": f"{r.randint(2, 400)}d",
        "h": hexs(r, 10),
    }


def _prom(r: Random) -> dict[str, str]:
    return {
        "b1": ulid(r),
        "b2": ulid(r),
        "fp": hexs(r, 16),
        "fp2": hexs(r, 16),
        "sil": uuid4(r),
        "app": r.choice(_APPS),
        "n": str(r.randint(100_000, 9_000_000)),
    }


def _redis(r: Random) -> dict[str, str]:
    return {
        "n1": hexs(r, 40),
        "n2": hexs(r, 40),
        "n3": hexs(r, 40),
        "ip": f"10.42.9.{r.randint(2, 250)}",
        "ip2": f"10.42.9.{r.randint(2, 250)}",
        "ep": str(r.randint(3, 40)),
        "slot": str(r.randint(0, 16383)),
    }


def _vault(r: Random) -> dict[str, str]:
    return {
        "cid": uuid4(r),
        "req": uuid4(r),
        "lease": pick(r, ALNUM, 24),
        "hm": hexs(r, 64),
        "hm2": hexs(r, 64),
        "ver": str(r.randint(2, 30)),
        "d": _day(r),
        "c": _clock(r),
        "ttl": r.choice(("1h", "768h", "24h")),
    }


def _trace(r: Random) -> dict[str, str]:
    return {
        "tr": hexs(r, 32),
        "sp": hexs(r, 16),
        "rq": uuid4(r),
        "rq2": hexs(r, 32),
        "ms": str(r.randint(20, 9000)),
        "app": r.choice(_APPS),
        "d": _day(r),
        "c": _clock(r),
        "ip": f"85.{r.randint(96, 111)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    }


def _yc(r: Random) -> dict[str, str]:
    return {
        "f": "b1g" + pick(r, LOWER_ALNUM, 17),
        "cl": "b1g" + pick(r, LOWER_ALNUM, 17),
        "vm": "fhm" + pick(r, LOWER_ALNUM, 17),
        "vm2": "epd" + pick(r, LOWER_ALNUM, 17),
        "sa": "aje" + pick(r, LOWER_ALNUM, 17),
        "kid": "aje" + pick(r, LOWER_ALNUM, 17),
        "k8s": "cat" + pick(r, LOWER_ALNUM, 17),
        "ip": f"51.250.{r.randint(0, 120)}.{r.randint(1, 254)}",
        "d": _day(r),
        "c": _clock(r),
    }


OPS: tuple[Kind, ...] = (
    Kind(
        "kafka_offsets_and_consumer_groups",
        (
            "GROUP ⟨g⟩ TOPIC ⟨t⟩ PARTITION ⟨p⟩ CURRENT-OFFSET ⟨cur⟩ LOG-END-OFFSET ⟨end⟩ LAG ⟨lag⟩",
            "$ kafka-consumer-groups.sh --bootstrap-server kafka-0:9092 --describe --group ⟨g⟩\n"
            "GROUP  TOPIC  PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID  HOST\n"
            "⟨g⟩  ⟨t⟩  ⟨p⟩  ⟨cur⟩  ⟨end⟩  ⟨lag⟩  ⟨cid⟩  /⟨ip⟩",
            "kafka-consumer-groups.sh --reset-offsets --group ⟨g⟩ --topic ⟨t⟩:⟨p2⟩ "
            "--to-offset ⟨cur2⟩ --execute",
            "⟨t⟩:⟨p⟩:⟨end⟩",
            "Lag на ⟨g⟩ дошёл до ⟨lag⟩ после деплоя ⟨d⟩ ⟨c⟩, offset застрял на ⟨cur⟩",
        ),
        _kafka,
    ),
    Kind(
        "kafka_cluster_and_topic_ids",
        (
            "kafka-storage.sh format -t ⟨cl⟩ -c config/kraft/server.properties",
            "meta.properties\ncluster.id=⟨cl⟩\ndirectory.id=⟨did⟩\nnode.id=⟨node⟩\nversion=1",
            "Topic: ⟨t⟩\tTopicId: ⟨tid⟩\tPartitionCount: ⟨n⟩\tReplicationFactor: 3\t"
            "Configs: min.insync.replicas=2",
            "Bakı klasterinin cluster id-si ⟨cl⟩, İstanbulunku fərqlidir — MirrorMaker buna baxır",
        ),
        _kafka_ids,
    ),
    Kind(
        "clickhouse_query_ids",
        (
            "KILL QUERY WHERE query_id = '⟨q⟩' SYNC",
            "query_id ⟨q⟩ read ⟨rows⟩ rows in ⟨ms⟩ ms, peak memory ⟨mem⟩",
            "SELECT query_duration_ms, read_rows FROM system.query_log "
            "WHERE query_id IN ('⟨q⟩', '⟨q2⟩') AND type = 'QueryFinish'",
            "part ⟨part⟩ hash_of_all_files ⟨h⟩ differs from replica (⟨h2⟩), re-fetching",
            "ClickHouse: ⟨d⟩ ⟨c⟩ <Warning> executeQuery: Code: 241. MEMORY_LIMIT_EXCEEDED "
            "(query_id: ⟨q2⟩)",
        ),
        _clickhouse,
    ),
    Kind(
        "argocd_revisions",
        (
            "Sync Status:        Synced to main (⟨short⟩)\nHealth Status:      Healthy",
            "$ argocd app history ⟨app⟩\nID   DATE                  REVISION\n"
            "⟨id⟩  ⟨d⟩ ⟨c⟩ +0300  main (⟨sha⟩)\n⟨id2⟩  ⟨d⟩ ⟨c⟩ +0300  main (⟨sha2⟩)",
            "status:\n  sync:\n    status: OutOfSync\n    revision: ⟨sha⟩\n  operationState:\n"
            "    syncResult:\n      revision: ⟨sha3⟩",
            "argocd app rollback ⟨app⟩ ⟨id⟩ — geri dönüş ⟨sha2⟩ revizyonuna",
        ),
        _argocd,
    ),
    Kind(
        "git_commit_hashes",
        (
            "⟨s1⟩ fix(eta): clamp negative durations\n⟨s2⟩ chore: bump h3-go\n"
            "⟨s3⟩ Merge pull request #⟨pr⟩ from yolcum/dispatch-retry",
            "git revert ⟨a⟩ — the iyzico retry change doubled the callbacks",
            "git bisect: first bad commit is ⟨b⟩",
            "⟨tag⟩ = ⟨a⟩ (tagged from main after PR #⟨pr⟩)",
            "Коммит ⟨b⟩ сломал миграцию, откатили на ⟨s1⟩",
        ),
        _git,
    ),
    Kind(
        "container_image_digests",
        (
            "image: harbor.yolcum.internal/platform/⟨app⟩@sha256:⟨dg⟩",
            "$ crane digest harbor.yolcum.internal/platform/⟨app⟩:⟨tag⟩\nsha256:⟨dg⟩",
            "imageID: harbor.yolcum.internal/platform/⟨app⟩@sha256:⟨dg2⟩  (⟨size⟩ MB)",
            "⟨app⟩:⟨tag⟩ digest'i staging'de sha256:⟨dg⟩, prod'da sha256:⟨dg2⟩ — aynı değil",
        ),
        _image,
    ),
    Kind(
        "k8s_uids_and_pod_names",
        (
            "⟨pod⟩ CrashLoopBackOff on ⟨node⟩, restarted from ⟨pod2⟩",
            'metadata:\n  name: ⟨app⟩\n  namespace: ⟨ns⟩\n  uid: ⟨uid⟩\n  resourceVersion: "⟨rv⟩"\n'
            "  generation: ⟨gen⟩",
            "ownerReferences uid ⟨uid2⟩ points to a deleted ReplicaSet",
            "kubectl -n ⟨ns⟩ logs ⟨pod⟩ --previous | tail",
            "Pod ⟨pod2⟩ OOMKilled, node ⟨node⟩",
        ),
        _k8s,
    ),
    Kind(
        "kubectl_secret_listings",
        (
            "$ kubectl -n ⟨ns⟩ get secrets\n⟨listing⟩",
            "$ kubectl -n ⟨ns⟩ describe secret ⟨app⟩-db\nType:  Opaque\n\nData\n====\n"
            "password:  ⟨n⟩ bytes\nusername:  11 bytes",
            "secret ⟨app⟩-env-⟨h⟩ is generated by kustomize secretGenerator; the hash suffix "
            "changes on every edit",
            "Secret `⟨app⟩-db` has keys password (⟨n⟩ bytes) and username; values live in Vault",
        ),
        _secrets_listing,
    ),
    Kind(
        "prometheus_block_and_alert_ids",
        (
            "$ promtool tsdb list /prometheus\nBLOCK ULID                  MIN TIME       "
            "NUM SAMPLES\n⟨b1⟩  1912000000000  ⟨n⟩\n⟨b2⟩  1912007200000  ⟨n⟩",
            "alert DispatchLatencyHigh fingerprint ⟨fp⟩ (app=⟨app⟩) resolved",
            "amtool silence add alertname=EtaDrift app=⟨app⟩ -d 2h → ⟨sil⟩",
            "Overlapping blocks ⟨b1⟩ and ⟨b2⟩, vertical compaction fixed it",
            "Alertmanager gruplaması: ⟨fp⟩ ve ⟨fp2⟩ aynı olay",
        ),
        _prom,
    ),
    Kind(
        "redis_cluster_node_ids",
        (
            "⟨n1⟩ ⟨ip⟩:6379@16379 myself,master - 0 0 ⟨ep⟩ connected 0-5460\n"
            "⟨n2⟩ ⟨ip2⟩:6379@16379 slave ⟨n1⟩ 0 1912345678000 ⟨ep⟩ connected",
            "redis-cli --cluster del-node ⟨ip⟩:6379 ⟨n3⟩",
            "CLUSTER SETSLOT ⟨slot⟩ NODE ⟨n2⟩",
            "Redis node ⟨n1⟩ failover oldu, yeni master ⟨n3⟩",
        ),
        _redis,
    ),
    Kind(
        "vault_metadata_and_leases",
        (
            "Seal Type       shamir\nInitialized     true\nSealed          false\n"
            "Total Shares    5\nThreshold       3\nVersion         1.21.2\nCluster ID      ⟨cid⟩\n"
            "HA Enabled      true",
            "vault lease revoke database/creds/orders-ro/⟨lease⟩",
            '{"time":"⟨d⟩T⟨c⟩Z","type":"response","auth":{"client_token":"hmac-sha256:⟨hm⟩",'
            '"accessor":"hmac-sha256:⟨hm2⟩"},"request":{"id":"⟨req⟩","path":"kv/data/payments/iyzico"}}',
            "kv/payments/iyzico current_version ⟨ver⟩, lease ttl ⟨ttl⟩, request_id ⟨req⟩",
        ),
        _vault,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨tr⟩-⟨sp⟩-01",
            '⟨ip⟩ - - [⟨d⟩T⟨c⟩+03:00] "POST /v2/trips HTTP/2.0" 502 0 "-" "YolcumRider/7.41.0" '
            "⟨ms⟩ ⟨rq2⟩",
            "Tempo: https://grafana.yolcum.internal/explore?traceId=⟨tr⟩ (⟨app⟩, ⟨ms⟩ ms)",
            "X-Request-Id: ⟨rq⟩ → ⟨app⟩ 504 verdi",
            'trace_id=⟨tr⟩ span_id=⟨sp⟩ level=error msg="iyzico timeout"',
        ),
        _trace,
    ),
    Kind(
        "yandex_cloud_resource_ids",
        (
            "$ yc compute instance list --folder-id ⟨f⟩\n| ID | NAME | STATUS | EXTERNAL IP |\n"
            "| ⟨vm⟩ | ch-bak-01 | RUNNING | ⟨ip⟩ |\n| ⟨vm2⟩ | kafka-bak-02 | RUNNING | |",
            "yc iam key list --service-account-id ⟨sa⟩\n| ID | CREATED AT |\n| ⟨kid⟩ | ⟨d⟩ ⟨c⟩ |",
            "Managed Kubernetes кластер ⟨k8s⟩ в каталоге ⟨f⟩ (облако ⟨cl⟩)",
            "terraform import yandex_compute_instance.ch ⟨vm⟩",
        ),
        _yc,
    ),
)
