# ruff: noqa: E501 (templates are whole note texts; a split string would hide their shape)
"""Benign look-alikes: random-looking identifiers a bank's digital channels notes are full
of (consent ids, UETRs, MQ message ids, Kafka and OpenShift names, revisions, ticket ids).
None of them grants access to anything; a scrubber must leave them byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike14.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    hexs,
    num,
    pick,
    uhex,
    uuid4,
)

N = 10


def _day(r: Random) -> str:
    return f"2026-11-{r.randint(1, 30):02d}"


def _ts(r: Random) -> str:
    return f"{_day(r)}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}.{r.randint(0, 999):03d}Z"


CONSENT = Kind(
    "psd2_consent_id",
    (
        "PSD2 AIS consent for test PSU 70⟨psu⟩: consentId `⟨cid⟩`, status valid, recurringIndicator true",
        '$ curl -s https://api-sandbox.nhb.eu/psd2/v1/consents/⟨cid⟩/status -H \'X-Request-ID: ⟨rid⟩\'\n{"consentStatus":"valid"}',
        "| consentId | TPP | status |\n|---|---|---|\n| ⟨cid⟩ | PSDNL-DNB-⟨tpp⟩ | revokedByPsu |",
        "⟨ts⟩ INFO  [consent-api] consent created consentId=⟨cid⟩ tppId=PSDNL-DNB-⟨tpp⟩ validUntil=2027-02-⟨dd⟩",
    ),
    lambda r: {
        "psu": num(r, 6),
        "cid": r.choice((uuid4(r), pick(r, ALNUM, 32), "CNS-" + uhex(r, 24))),
        "rid": uuid4(r),
        "tpp": num(r, 6),
        "ts": _ts(r),
        "dd": f"{r.randint(1, 28):02d}",
    },
    N,
)

UETR = Kind(
    "uetr",
    (
        "gpi tracker: UETR ⟨uetr⟩ stuck at ACSP at the intermediary, raised with ops",
        "```xml\n<PmtId>\n  <InstrId>NHB⟨instr⟩</InstrId>\n  <EndToEndId>E2E-⟨e2e⟩</EndToEndId>\n  <UETR>⟨uetr⟩</UETR>\n</PmtId>\n```",
        "- pacs.008 replay on TST: uetr=⟨uetr⟩ (old) → ⟨uetr2⟩ (new)",
        '{"uetr":"⟨uetr⟩","transactionStatus":"ACCC","lastUpdate":"⟨ts⟩"}',
    ),
    lambda r: {
        "uetr": uuid4(r),
        "uetr2": uuid4(r),
        "instr": num(r, 12),
        "e2e": uhex(r, 16),
        "ts": _ts(r),
    },
    N,
)

CORRELATION = Kind(
    "correlation_trace_ids",
    (
        "⟨ts⟩ ERROR [payments-initiation,⟨trace⟩,⟨span⟩] X-Correlation-ID=⟨corr⟩ upstream 504 from cics-bridge",
        "traceparent: 00-⟨trace⟩-⟨span⟩-01",
        'Kibana search that found it: `correlationId:"⟨corr⟩" AND service.name:mobile-bff`',
        "| request id | trace id | result |\n|---|---|---|\n| ⟨corr⟩ | ⟨trace⟩ | 409 duplicate |",
    ),
    lambda r: {"ts": _ts(r), "trace": hexs(r, 32), "span": hexs(r, 16), "corr": uuid4(r)},
    N,
)


def _mq_id(r: Random) -> str:
    qm = "QM" + r.choice("PTA") + num(r, 2)
    return ("AMQ " + qm).encode().ljust(12, b" ").hex().upper() + uhex(r, 24)


MQ_IDS = Kind(
    "mq_message_ids",
    (
        "dmpmqmsg showed the poison message: MsgId X'⟨msgid⟩' CorrelId X'⟨corrid⟩' on DCH.PAY.IN.BOQ",
        "```\nMQMD:\n  MsgId    : ⟨msgid⟩\n  CorrelId : ⟨corrid⟩\n  Format   : MQSTR\n  BackoutCount: 5\n```",
        "⟨ts⟩ WARN  [JmsListener-3] rolled back JMSMessageID=ID:⟨msgid⟩ JMSCorrelationID=ID:⟨corrid⟩",
    ),
    lambda r: {
        "msgid": _mq_id(r),
        "corrid": r.choice((_mq_id(r), "0" * 48, uhex(r, 48))),
        "ts": _ts(r),
    },
    N,
)

KAFKA = Kind(
    "kafka_cluster_offsets",
    (
        "Confluent env env-⟨env⟩, cluster lkc-⟨cl⟩, schema registry lsrc-⟨sr⟩ — topic dch.payments.status.v2 has 12 partitions",
        "$ kafka-consumer-groups --bootstrap-server pkc-⟨cl⟩.westeurope.azure.confluent.cloud:9092 --describe --group fraud-scorer\nGROUP         TOPIC                      PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\nfraud-scorer  dch.payments.status.v2     ⟨p⟩          ⟨off⟩        ⟨end⟩        ⟨lag⟩",
        "Kafka cluster id (on-prem Strimzi, from meta.properties): cluster.id=⟨cid⟩",
        "```yaml\nkafka:\n  cluster: lkc-⟨cl⟩\n  environment: env-⟨env⟩\n  topic: dch.consents.events.v1\n  consumer-group: consent-projector-⟨g⟩\n```",
    ),
    lambda r: (
        lambda off, lag: {
            "env": pick(r, LOWER_ALNUM, 5),
            "cl": pick(r, LOWER_ALNUM, 5),
            "sr": pick(r, LOWER_ALNUM, 5),
            "p": str(r.randint(0, 11)),
            "off": str(off),
            "end": str(off + lag),
            "lag": str(lag),
            "cid": pick(r, B64URL, 22),
            "g": hexs(r, 6),
        }
    )(r.randint(10**6, 10**9), r.randint(0, 5000)),
    N,
)

PODS = Kind(
    "openshift_pod_names",
    (
        "$ oc get pods -n dch-⟨env⟩\nNAME                                  READY   STATUS             RESTARTS\n⟨svc⟩-⟨rs⟩-⟨pod⟩   1/1     Running            0\n⟨svc2⟩-⟨rs2⟩-⟨pod2⟩   0/1     CrashLoopBackOff   7",
        "pod `⟨svc⟩-⟨rs⟩-⟨pod⟩` OOMKilled twice in dch-⟨env⟩ — raised memory limit to 1Gi",
        "⟨ts⟩ kubelet Back-off restarting failed container in pod ⟨svc⟩-⟨rs⟩-⟨pod⟩_dch-⟨env⟩(⟨uid⟩)",
    ),
    lambda r: {
        "env": r.choice(("tst", "acc", "prd")),
        "svc": r.choice(("payments-api", "consent-api", "mobile-bff", "iso-bridge")),
        "rs": pick(r, "bcdfghjklmnpqrstvwxz2456789", r.choice((9, 10))),
        "pod": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "svc2": r.choice(("fraud-score", "card-tokens", "cics-bridge")),
        "rs2": pick(r, "bcdfghjklmnpqrstvwxz2456789", 9),
        "pod2": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "ts": _ts(r),
        "uid": uuid4(r),
    },
    N,
)

ARGO = Kind(
    "argo_git_revisions",
    (
        "$ argocd app get dch-⟨svc⟩-⟨env⟩\nName:               dch-⟨svc⟩-⟨env⟩\nSync Status:        OutOfSync from main (⟨short⟩)\nHealth Status:      Healthy\nRevision:           ⟨sha⟩",
        "Rolled back dch-⟨svc⟩-⟨env⟩ to revision ⟨sha⟩ (history id ⟨hid⟩)",
        "commit ⟨sha⟩\nAuthor: Release Bot <release-bot@nhb.internal>\nDate:   Mon Nov ⟨d⟩ 10:12:09 2026 +0100\n\n    chore(⟨svc⟩): bump image to ⟨ver⟩",
        "- fix landed in !⟨mr⟩, merge commit ⟨short⟩, pipeline #⟨pipe⟩",
    ),
    lambda r: (
        lambda sha: {
            "svc": r.choice(("payments", "consent", "mobile-bff", "fraud")),
            "env": r.choice(("tst", "acc", "prd")),
            "sha": sha,
            "short": sha[:8],
            "hid": str(r.randint(3, 90)),
            "d": str(r.randint(2, 30)),
            "ver": f"1.{r.randint(0, 40)}.{r.randint(0, 9)}",
            "mr": num(r, 4),
            "pipe": num(r, 6),
        }
    )(hexs(r, 40)),
    N,
)

DYNATRACE_IDS = Kind(
    "dynatrace_entity_ids",
    (
        "Dynatrace problem P-⟨prob⟩ on SERVICE-⟨svc⟩ (payments-initiation), root cause PROCESS_GROUP_INSTANCE-⟨pgi⟩",
        'DQL that helped: `fetch spans | filter dt.entity.service == "SERVICE-⟨svc⟩" | filter trace.id == "⟨trace⟩"`',
        "| entity | id |\n|---|---|\n| HOST cics-gw-01 | HOST-⟨host⟩ |\n| SERVICE iso-bridge | SERVICE-⟨svc⟩ |",
    ),
    lambda r: {
        "prob": num(r, 8),
        "svc": uhex(r, 16),
        "pgi": uhex(r, 16),
        "host": uhex(r, 16),
        "trace": hexs(r, 32),
    },
    N,
)

SNOW = Kind(
    "servicenow_sys_ids",
    (
        "INC⟨inc⟩ (sys_id ⟨sys⟩) — PSD2 sandbox down, linked to CHG⟨chg⟩",
        '$ curl -s "https://nhb.service-now.com/api/now/table/change_request/⟨sys⟩?sysparm_fields=number,state"\n{"result":{"number":"CHG⟨chg⟩","state":"-1"}}',
        "- [x] CHG⟨chg⟩ approved by CAB, cmdb_ci=⟨ci⟩ (OpenShift prd cluster)",
    ),
    lambda r: {"inc": num(r, 7), "chg": num(r, 7), "sys": hexs(r, 32), "ci": hexs(r, 32)},
    N,
)

ELASTIC_IDS = Kind(
    "elastic_doc_ids",
    (
        "Kibana doc `_id: ⟨doc⟩` in index .ds-logs-dch-⟨env⟩-2026.11.⟨dd⟩-00000⟨g⟩ shows the full stack trace",
        '{"_index":".ds-logs-dch-⟨env⟩-2026.11.⟨dd⟩-00000⟨g⟩","_id":"⟨doc⟩","_seq_no":⟨seq⟩,"_primary_term":1}',
        'saved search id ⟨ss⟩, dashboard id ⟨dash⟩ ("PSD2 errors by TPP")',
    ),
    lambda r: {
        "doc": pick(r, B64URL, 20),
        "env": r.choice(("tst", "acc", "prd")),
        "dd": f"{r.randint(1, 30):02d}",
        "g": str(r.randint(1, 9)),
        "seq": num(r, 7),
        "ss": uuid4(r),
        "dash": uuid4(r),
    },
    N,
)

TPP = Kind(
    "tpp_identifiers",
    (
        "TPP from the QWAC subject: organizationIdentifier=PSD⟨cc⟩-⟨nca⟩-⟨reg⟩, roles PSP_AI, PSP_PI",
        "| TPP id | NCA | roles |\n|---|---|---|\n| PSD⟨cc⟩-⟨nca⟩-⟨reg⟩ | ⟨nca⟩ | PSP_AI |",
        "⟨ts⟩ WARN  [tpp-registry] TPP PSD⟨cc⟩-⟨nca⟩-⟨reg⟩ not found in EBA register, falling back to cache (ttl 24h)",
    ),
    lambda r: (
        lambda c: {
            "cc": c[0],
            "nca": c[1],
            "reg": r.choice((num(r, 6), pick(r, UPPER_ALNUM, 10), "HRB" + num(r, 6))),
            "ts": _ts(r),
        }
    )(
        r.choice(
            (
                ("NL", "DNB"),
                ("DE", "BAFIN"),
                ("FR", "ACPR"),
                ("ES", "BDE"),
                ("PL", "PFSA"),
                ("IT", "BI"),
            )
        )
    ),
    N,
)

CI_IDS = Kind(
    "ci_pipeline_ids",
    (
        "GitLab pipeline #⟨pipe⟩ failed at job ⟨job⟩ (runner #⟨runner⟩, ocp-tst-runner-⟨rn⟩)",
        "$ glab ci view ⟨pipe⟩ -R digital-channels/⟨svc⟩\nJob ⟨job⟩: sonar-scan (failed)",
        "Deploy token *name* is `gitlab+deploy-token-⟨dt⟩`, id ⟨dt⟩, scopes read_registry — token itself lives in Vault",
        "chore(ci): pin runner image to sha ⟨sha⟩\n\nRefs: pipeline #⟨pipe⟩, job ⟨job⟩",
    ),
    lambda r: {
        "pipe": num(r, 6),
        "job": num(r, 8),
        "runner": num(r, 3),
        "rn": num(r, 2),
        "svc": r.choice(("consent-api", "payments-initiation", "mobile-bff")),
        "dt": num(r, 4),
        "sha": hexs(r, 12),
    },
    N,
)

IDS: tuple[Kind, ...] = (
    CONSENT,
    UETR,
    CORRELATION,
    MQ_IDS,
    KAFKA,
    PODS,
    ARGO,
    DYNATRACE_IDS,
    SNOW,
    ELASTIC_IDS,
    TPP,
    CI_IDS,
)
