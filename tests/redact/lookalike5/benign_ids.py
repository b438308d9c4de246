"""Benign look-alikes: identifiers of requests, traces, jobs, builds, objects and messages."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike5.gen import (
    ALNUM,
    UHEX,
    UPPER_ALNUM,
    Kind,
    hexs,
    num,
    pick,
    ulid,
    uuid4,
)

_SERVICES = ("checkout", "auth-gw", "orders", "search-api", "notifier", "billing", "ingest")
_REPOS = ("acme/api", "acme/web", "infra/platform", "mobile/android-app", "data/warehouse")


def _git(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "full": hexs(r, 40),
        "full2": hexs(r, 40),
        "pr": str(r.randint(100, 9999)),
        "branch": r.choice(("main", "release/2.14", "fix/timeouts", "feat/bulk-export")),
    }


def _containers(r: Random) -> dict[str, str]:
    return {
        "c1": hexs(r, 12),
        "c2": hexs(r, 12),
        "long": hexs(r, 64),
        "img": hexs(r, 12),
        "svc": r.choice(_SERVICES),
    }


def _requests(r: Random) -> dict[str, str]:
    return {
        "rid": uuid4(r),
        "rid2": uuid4(r),
        "svc": r.choice(_SERVICES),
        "ms": str(r.randint(30, 9000)),
        "status": r.choice(("502", "504", "500", "429")),
        "ulid": ulid(r),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "tid": hexs(r, 32),
        "sid": hexs(r, 16),
        "dd": num(r, 19),
        "svc": r.choice(_SERVICES),
        "xray": "1-" + hexs(r, 8) + "-" + hexs(r, 24),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "run": num(r, 10),
        "job": num(r, 11),
        "repo": r.choice(_REPOS),
        "bk": uuid4(r),
        "num": str(r.randint(1000, 60000)),
        "attempt": str(r.randint(1, 4)),
    }


def _tickets(r: Random) -> dict[str, str]:
    proj = r.choice(("PLAT", "PAY", "MOB", "DATA", "SEC", "INFRA"))
    return {
        "jira": f"{proj}-{r.randint(100, 9999)}",
        "jira2": f"{proj}-{r.randint(100, 9999)}",
        "linear": r.choice(("ENG", "WEB", "OPS")) + "-" + str(r.randint(10, 3000)),
        "issue": str(r.randint(100, 30000)),
        "zd": num(r, 7),
        "repo": r.choice(_REPOS),
    }


def _sentry(r: Random) -> dict[str, str]:
    return {
        "eid": hexs(r, 32),
        "issue": num(r, 10),
        "org": r.choice(("acme", "acme-mobile", "payments-team")),
        "short": r.choice(("API", "WEB", "IOS")) + "-" + pick(r, UPPER_ALNUM, 3),
    }


def _objects(r: Random) -> dict[str, str]:
    return {
        "oid": hexs(r, 24),
        "oid2": hexs(r, 24),
        "uuid": uuid4(r),
        "ulid": ulid(r),
        "row": str(r.randint(10_000, 90_000_000)),
        "nano": pick(r, ALNUM + "_-", 21),
    }


def _aws_ids(r: Random) -> dict[str, str]:
    return {
        "inst": "i-0" + hexs(r, 16),
        "vpc": "vpc-0" + hexs(r, 16),
        "sg": "sg-0" + hexs(r, 16),
        "ami": "ami-0" + hexs(r, 16),
        "acct": num(r, 12),
        "req": uuid4(r),
        "vol": "vol-0" + hexs(r, 16),
    }


def _gcp_azure(r: Random) -> dict[str, str]:
    return {
        "projnum": num(r, 12),
        "inst": num(r, 19),
        "op": "operation-" + num(r, 13) + "-" + hexs(r, 13) + "-" + hexs(r, 8) + "-" + hexs(r, 8),
        "sub": uuid4(r),
        "tenant": uuid4(r),
        "rg": r.choice(("rg-prod-weu", "rg-shared-net", "rg-ml-gpu")),
    }


def _k8s(r: Random) -> dict[str, str]:
    svc = r.choice(_SERVICES)
    rs = pick(r, "bcdfghjklmnpqrstvwxz2456789", 10)
    return {
        "svc": svc,
        "pod": f"{svc}-{rs}-{pick(r, 'bcdfghjklmnpqrstvwxz2456789', 5)}",
        "pod2": f"{svc}-{rs}-{pick(r, 'bcdfghjklmnpqrstvwxz2456789', 5)}",
        "uid": uuid4(r),
        "node": "ip-10-"
        + str(r.randint(0, 255))
        + "-"
        + str(r.randint(0, 255))
        + "-"
        + str(r.randint(1, 254)),
        "rv": str(r.randint(1_000_000, 99_999_999)),
    }


def _messages(r: Random) -> dict[str, str]:
    return {
        "sqs": uuid4(r),
        "pubsub": num(r, 16),
        "offset": str(r.randint(1_000_000, 9_000_000_000)),
        "part": str(r.randint(0, 47)),
        "mid": hexs(r, 16) + "." + num(r, 10),
        "topic": r.choice(("orders.v2", "payments.events", "clickstream.raw", "audit-log")),
    }


def _chat(r: Random) -> dict[str, str]:
    ts = str(r.randint(1_700_000_000, 1_760_000_000))
    us = num(r, 6)
    return {
        "chan": "C0" + pick(r, UPPER_ALNUM, 9),
        "ts": ts,
        "us": us,
        "user": "U0" + pick(r, UPPER_ALNUM, 9),
        "disc": num(r, 19),
    }


def _addresses(r: Random) -> dict[str, str]:
    return {
        "a1": "0x7f" + hexs(r, 10),
        "a2": "0x55" + hexs(r, 10),
        "a3": "0x" + hexs(r, 12),
        "obj": hexs(r, 8),
        "gor": str(r.randint(1, 40000)),
        "pid": str(r.randint(1000, 65000)),
    }


def _snowflakes(r: Random) -> dict[str, str]:
    return {
        "tw": num(r, 19),
        "ns": "17" + num(r, 17),
        "big": num(r, 20),
        "seq": num(r, 15),
        "ms": "17" + num(r, 11),
    }


def _cdn(r: Random) -> dict[str, str]:
    return {
        "ray": hexs(r, 16) + "-" + r.choice(("SJC", "FRA", "LHR", "NRT", "GRU")),
        "fastly": "S" + num(r, 10) + "." + num(r, 6) + ",VS0,VE" + str(r.randint(1, 900)),
        "amz": pick(r, ALNUM, 56) + "==",
        "age": str(r.randint(0, 86400)),
    }


def _replication(r: Random) -> dict[str, str]:
    return {
        "lsn": pick(r, UHEX, 1) + "/" + pick(r, UHEX, 8),
        "gtid": uuid4(r) + ":1-" + str(r.randint(1000, 9_000_000)),
        "xid": str(r.randint(1_000_000, 4_000_000_000)),
        "slot": r.choice(("debezium_orders", "airbyte_slot", "logical_replica_1")),
        "binlog": "mysql-bin." + str(r.randint(1, 999999)).zfill(6),
        "pos": str(r.randint(4, 999_999_999)),
    }


def _doc_urls(r: Random) -> dict[str, str]:
    return {
        "notion": hexs(r, 32),
        "gdoc": "1" + pick(r, ALNUM + "_-", 43),
        "figma": pick(r, ALNUM, 22),
        "node": str(r.randint(1, 9999)) + "-" + str(r.randint(1, 99999)),
        "dd": hexs(r, 32),
        "gist": hexs(r, 32),
    }


def _tool_sessions(r: Random) -> dict[str, str]:
    return {
        "kernel": uuid4(r),
        "tf": uuid4(r),
        "tmux": str(r.randint(0, 40)),
        "agent": uuid4(r),
        "asciinema": pick(r, ALNUM, 25),
        "lock": hexs(r, 32),
    }


IDS: tuple[Kind, ...] = (
    Kind(
        "git-commit-ids",
        (
            (
                "$ git log --oneline -3\n⟨s1⟩ Fix flaky retry test\n⟨s2⟩ Bump grpcio to 1.62\n⟨s3⟩ "
                "Merge pull request #⟨pr⟩"
            ),
            "Bisect landed on ⟨full⟩ — the first bad commit on ⟨branch⟩.",
            "Pinned actions/checkout to ⟨full⟩ instead of the v4 tag.",
            'Revert "Enable HTTP/2 on the edge"\n\nThis reverts commit ⟨full⟩.',
            "cherry-picked ⟨s1⟩ and ⟨s2⟩ onto ⟨branch⟩; base was ⟨full2⟩",
            "PR #⟨pr⟩ squash-merged as ⟨s3⟩.",
        ),
        _git,
    ),
    Kind(
        "container-ids",
        (
            (
                "$ docker ps\nCONTAINER ID   IMAGE          STATUS\n⟨c1⟩   ⟨img⟩   Up 3 hours\n"
                "⟨c2⟩   redis:7        Up 3 hours"
            ),
            "The ⟨svc⟩ container (⟨c1⟩) was OOM-killed twice overnight.",
            "containerd id ⟨long⟩ kept restarting; kubelet logs blamed the liveness probe.",
            "$ docker logs --tail 50 ⟨c2⟩",
            "Step 7/12 : RUN make build\n ---> Using cache\n ---> ⟨img⟩",
        ),
        _containers,
    ),
    Kind(
        "request-ids",
        (
            "⟨svc⟩ returned ⟨status⟩ after ⟨ms⟩ms, x-request-id: ⟨rid⟩",
            '{"level":"error","msg":"upstream timeout","request_id":"⟨rid⟩","service":"⟨svc⟩"}',
            "Support sent two failing request IDs: ⟨rid⟩ and ⟨rid2⟩.",
            "2025-03-14T09:12:44Z WARN [⟨svc⟩] req=⟨ulid⟩ slow query ⟨ms⟩ms",
            "X-Amzn-RequestId: ⟨rid⟩",
            "Correlation-ID ⟨rid2⟩ shows the retry happened on the gateway, not the client.",
        ),
        _requests,
    ),
    Kind(
        "trace-ids",
        (
            "traceparent: 00-⟨tid⟩-⟨sid⟩-01",
            "Jaeger trace ⟨tid⟩ has a 4s gap in ⟨svc⟩ between the DB span and the cache span.",
            "dd.trace_id=⟨dd⟩ dd.span_id=⟨sid⟩ service=⟨svc⟩",
            "X-Amzn-Trace-Id: Root=⟨xray⟩",
            "Tempo search by trace id ⟨tid⟩ works, by span id ⟨sid⟩ does not.",
            "b3: ⟨tid⟩-⟨sid⟩-1",
        ),
        _traces,
    ),
    Kind(
        "ci-run-ids",
        (
            "Failing run: https://github.com/⟨repo⟩/actions/runs/⟨run⟩/job/⟨job⟩",
            "Buildkite build #⟨num⟩ (⟨bk⟩) went green on retry ⟨attempt⟩.",
            "Re-ran https://github.com/⟨repo⟩/actions/runs/⟨run⟩/attempts/⟨attempt⟩ — same error.",
            "CircleCI workflow ⟨bk⟩, job number ⟨num⟩, hit the 10 min no-output timeout.",
            "$ gh run view ⟨run⟩ --log-failed",
        ),
        _ci,
    ),
    Kind(
        "ticket-references",
        (
            "Blocked on ⟨jira⟩ (schema change) and ⟨jira2⟩ (feature flag cleanup).",
            "Linear ⟨linear⟩ tracks the same bug as https://github.com/⟨repo⟩/issues/⟨issue⟩.",
            "Customer ticket #⟨zd⟩ is the original report; fix tracked in ⟨jira⟩.",
            "Closes #⟨issue⟩, refs ⟨jira2⟩",
            "| ticket | status |\n|---|---|\n| ⟨jira⟩ | in review |\n| ⟨linear⟩ | todo |",
        ),
        _tickets,
    ),
    Kind(
        "sentry-events",
        (
            "Sentry event ⟨eid⟩ has the full breadcrumb trail.",
            "https://⟨org⟩.sentry.io/issues/⟨issue⟩/events/⟨eid⟩/",
            "⟨short⟩ regressed in 3.8.1; event id ⟨eid⟩",
            "sentry-cli events list shows ⟨eid⟩ as the newest occurrence of issue ⟨issue⟩.",
        ),
        _sentry,
    ),
    Kind(
        "row-and-object-ids",
        (
            'db.orders.find({_id: ObjectId("⟨oid⟩")})',
            "The duplicate invoice rows are id=⟨row⟩ and public_id=⟨uuid⟩.",
            "Orphaned attachment ⟨ulid⟩ points at deleted user ⟨oid2⟩.",
            "SELECT * FROM events WHERE id = '⟨uuid⟩';",
            "Short links use nanoid: /s/⟨nano⟩ resolves to order ⟨row⟩.",
            '{"_id": {"$oid": "⟨oid⟩"}, "owner": {"$oid": "⟨oid2⟩"}}',
        ),
        _objects,
    ),
    Kind(
        "aws-resource-ids",
        (
            (
                "$ aws ec2 describe-instances --instance-ids ⟨inst⟩ --query "
                "'Reservations[].Instances[].State'"
            ),
            "arn:aws:iam::⟨acct⟩:role/github-actions-deploy",
            "The NAT instance ⟨inst⟩ in ⟨vpc⟩ has ⟨sg⟩ attached, not the shared one.",
            "Golden image ⟨ami⟩ built from commit tag v41; RequestId ⟨req⟩",
            "Snapshot of ⟨vol⟩ finished; account ⟨acct⟩, us-east-1.",
        ),
        _aws_ids,
    ),
    Kind(
        "gcp-azure-resource-ids",
        (
            "GCE instance id ⟨inst⟩ (project number ⟨projnum⟩) was preempted at 03:10.",
            "$ gcloud compute operations describe ⟨op⟩ --zone europe-west1-b",
            (
                "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.Network/virtualNetworks/vnet-hub"
            ),
            (
                "Tenant ⟨tenant⟩, subscription ⟨sub⟩ — the policy assignment lives at the "
                "management group."
            ),
            (
                "service-⟨projnum⟩@gcp-sa-artifactregistry.iam.gserviceaccount.com needs reader on "
                "the bucket"
            ),
        ),
        _gcp_azure,
    ),
    Kind(
        "kubernetes-names",
        (
            "$ kubectl -n prod logs ⟨pod⟩ --previous",
            "⟨pod⟩ and ⟨pod2⟩ both on node ⟨node⟩ got evicted (DiskPressure).",
            'metadata:\n  name: ⟨pod⟩\n  uid: ⟨uid⟩\n  resourceVersion: "⟨rv⟩"',
            "Event: Back-off restarting failed container ⟨svc⟩ in pod ⟨pod⟩_prod(⟨uid⟩)",
            "NAME              READY   STATUS\n⟨pod⟩   0/1     CrashLoopBackOff",
        ),
        _k8s,
    ),
    Kind(
        "message-ids",
        (
            "SQS MessageId ⟨sqs⟩ landed in the DLQ after 5 receives.",
            "consumer lag: topic=⟨topic⟩ partition=⟨part⟩ offset=⟨offset⟩",
            "Pub/Sub messageId ⟨pubsub⟩ was delivered twice; handler must be idempotent.",
            "Message-ID: <⟨mid⟩@mail.example.com>",
            "$ kcat -C -b kafka:9092 -t ⟨topic⟩ -p ⟨part⟩ -o ⟨offset⟩ -c 1",
        ),
        _messages,
    ),
    Kind(
        "chat-permalinks",
        (
            "Decision was made here: https://acme.slack.com/archives/⟨chan⟩/p⟨ts⟩⟨us⟩",
            "thread_ts=⟨ts⟩.⟨us⟩ in ⟨chan⟩ has the rollback discussion",
            "Ping ⟨user⟩ (Slack id) before touching the cron.",
            "Discord message ⟨disc⟩ in #releases has the changelog draft.",
        ),
        _chat,
    ),
    Kind(
        "stack-trace-addresses",
        (
            (
                "#0 ⟨a1⟩ in __memcpy_avx_unaligned_erms ()\n#1 ⟨a2⟩ in parse_frame (buf=⟨a3⟩) at "
                "codec.c:212"
            ),
            "<app.models.Order object at ⟨a3⟩>",
            "goroutine ⟨gor⟩ [chan receive, 12 minutes]:\nmain.(*worker).loop(⟨a3⟩)",
            (
                "java.lang.IllegalStateException: pool closed\n\tat "
                "com.acme.db.Pool@⟨obj⟩.acquire(Pool.java:88)"
            ),
            "Segmentation fault at address ⟨a1⟩ (pid ⟨pid⟩)",
        ),
        _addresses,
    ),
    Kind(
        "long-numbers",
        (
            "Tweet id ⟨tw⟩ is where the outage was first reported.",
            "event ts in nanoseconds: ⟨ns⟩ (Loki wants ns, not ms)",
            "Counter wrapped at ⟨big⟩ — we need u64, not i64.",
            "Sequence value ⟨seq⟩ reached; the bigint migration bought us years.",
            "created_at_ms=⟨ms⟩ updated_at_ms=⟨ms⟩",
        ),
        _snowflakes,
    ),
    Kind(
        "cdn-request-ids",
        (
            "cf-ray: ⟨ray⟩",
            "Cloudflare support asked for the Ray ID; it was ⟨ray⟩.",
            "X-Served-By: cache-fra-etou8220120-FRA\nX-Timer: ⟨fastly⟩",
            "x-amz-cf-id: ⟨amz⟩\nage: ⟨age⟩",
        ),
        _cdn,
    ),
    Kind(
        "replication-positions",
        (
            "Replica stuck at LSN ⟨lsn⟩ on slot ⟨slot⟩.",
            "Executed_Gtid_Set: ⟨gtid⟩",
            "CHANGE MASTER TO MASTER_LOG_FILE='⟨binlog⟩', MASTER_LOG_POS=⟨pos⟩;",
            "Long-running xid ⟨xid⟩ held back vacuum for 6 hours.",
            "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '⟨lsn⟩');",
        ),
        _replication,
    ),
    Kind(
        "urls-with-ids",
        (
            "Design doc: https://www.notion.so/acme/Queue-redesign-⟨notion⟩",
            "Runbook draft lives at https://docs.google.com/document/d/⟨gdoc⟩/edit",
            "Mockups: https://www.figma.com/file/⟨figma⟩/Checkout?node-id=⟨node⟩",
            "Dashboard https://app.datadoghq.com/dashboard/abc-123-xyz?tpl_var_trace=⟨dd⟩",
            "Repro script in gist https://gist.github.com/octocat/⟨gist⟩",
        ),
        _doc_urls,
    ),
    Kind(
        "tool-session-ids",
        (
            "Jupyter kernel ⟨kernel⟩ died with exit code 137 (OOM).",
            (
                "Error acquiring the state lock\nLock Info:\n  ID:        ⟨tf⟩\n  Operation: "
                "OperationTypeApply"
            ),
            "Agent session ⟨agent⟩ ran the migration; tmux window ⟨tmux⟩ still has the output.",
            "Recording of the repro: https://asciinema.org/a/⟨asciinema⟩",
            "$ terraform force-unlock ⟨tf⟩",
            "ccache stats reset; cache dir hash ⟨lock⟩",
        ),
        _tool_sessions,
    ),
)
