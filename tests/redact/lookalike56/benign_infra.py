"""Benign look-alikes from the infrastructure side (AWS, Kafka, Redis, Jenkins, git)."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike56.gen import (
    ACCOUNTS,
    ALNUM,
    B64URL,
    DEVS,
    SERVICES,
    UHEX,
    Kind,
    b64,
    b64url,
    hexs,
    ist_time,
    loan_id,
    num,
    pick,
    rrn,
    ulid,
    upi_txn_id,
    uuid4,
    vpa,
    wrap,
)


def _ddb(r: Random) -> dict[str, str]:
    u = ulid(r)
    lek = f'{{"pk":{{"S":"USER#{u}"}},"sk":{{"S":"LOAN#{ulid(r)}"}}}}'
    return {
        "u": u,
        "l": ulid(r),
        "l2": ulid(r),
        "txn": upi_txn_id(r),
        "cursor": base64.urlsafe_b64encode(lek.encode()).decode().rstrip("="),
        "stream": ist_time(r) + "." + num(r, 3),
        "acct": r.choice(ACCOUNTS),
        "rcu": f"{r.randint(1, 90)}.{r.randint(0, 9)}",
        "seq": num(r, 21),
    }


def _kafka(r: Random) -> dict[str, str]:
    group = r.choice(("ledger-writer", "recon-consumer", "notif-dispatch", "fraud-scorer"))
    offs = [r.randint(100_000, 90_000_000) for _ in range(3)]
    lags = [r.randint(0, 4000) for _ in range(3)]
    rows = "\n".join(
        f"{group:<16}{'upi.txn.events':<16}{p:<11}{o:<16}{o + lag:<16}{lag}"
        for p, (o, lag) in enumerate(zip(offs, lags, strict=True))
    )
    return {
        "cid": b64url(r, 16),
        "g": group,
        "rows": rows,
        "o0": str(offs[0]),
        "o1": str(offs[1]),
        "e1": str(offs[1] + lags[1]),
        "cons": f"consumer-{r.choice(('ledger', 'recon'))}-1-{uuid4(r)}",
        "pid": str(r.randint(1000, 99999)),
        "ep": str(r.randint(0, 40)),
        "t": ist_time(r),
    }


def _jenkins(r: Random) -> dict[str, str]:
    job = r.choice(("ledger-api", "upi-collect", "loan-disbursal", "emi-autopay"))
    b = str(r.randint(300, 4999))
    return {
        "job": job,
        "b": b,
        "b2": str(int(b) - r.randint(1, 9)),
        "q": num(r, 6),
        "sha": hexs(r, 40),
        "fp": hexs(r, 32),
        "node": f"dhaka-build-{r.randint(1, 9):02d}",
        "who": r.choice(DEVS),
        "t": ist_time(r),
        "dur": f"{r.randint(2, 19)} min {r.randint(0, 59)} sec",
    }


def _aws_req(r: Random) -> dict[str, str]:
    epoch = 1975000000 + r.randint(0, 2_600_000)
    dur = r.randint(3, 2900)
    return {
        "rid": uuid4(r),
        "rid2": uuid4(r),
        "trace": f"Root=1-{epoch:08x}-{hexs(r, 24)};Parent={hexs(r, 16)};Sampled=1",
        "dur": f"{dur}.{r.randint(10, 99)}",
        "billed": str(dur + 1),
        "mem": str(r.choice((256, 512, 1024))),
        "used": str(r.randint(80, 250)),
        "amz2": b64(r, 48),
        "cf": pick(r, ALNUM + "-_", 54) + "==",
        "fn": r.choice(SERVICES),
    }


def _git(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 40),
        "s2": hexs(r, 40),
        "a1": hexs(r, 7),
        "a2": hexs(r, 7),
        "a3": hexs(r, 9),
        "pr": str(r.randint(800, 4200)),
        "who": r.choice(DEVS),
        "tag": f"v4.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "jira": f"KSH-{r.randint(1000, 9999)}",
    }


def _lambda_sha(r: Random) -> dict[str, str]:
    return {
        "sha": b64(r, 32),
        "sha2": b64(r, 32),
        "etag": hexs(r, 32),
        "etag_mp": hexs(r, 32) + "-" + str(r.randint(2, 40)),
        "ver": pick(r, ALNUM + "._", 32),
        "rid": uuid4(r),
        "fn": r.choice(SERVICES),
        "n": str(r.randint(12, 340)),
        "size": str(r.randint(2_000_000, 48_000_000)),
        "acct": r.choice(ACCOUNTS),
    }


def _sqs(r: Random) -> dict[str, str]:
    return {
        "mid": uuid4(r),
        "rh": "AQEB" + b64(r, r.choice((150, 180, 231))),
        "md5": hexs(r, 32),
        "md5a": hexs(r, 32),
        "seq": num(r, 20),
        "grp": loan_id(r),
        "dedup": hexs(r, 64),
        "acct": r.choice(ACCOUNTS),
        "q": r.choice(("upi-callbacks.fifo", "emi-presentment.fifo", "notif-sms", "recon-dlq")),
        "n": str(r.randint(1, 5)),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    ed = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + r.randbytes(32)
    return {
        "ssh": base64.b64encode(ed).decode(),
        "who": r.choice(DEVS),
        "pem": wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(r, 237) + "IDAQAB", 64),
        "cert": wrap("MIIDqzCCApOgAwIBAgIU" + b64(r, 690), 64),
        "host": r.choice(("bastion-blr", "jenkins-dhaka", "kafka-admin")),
    }


def _fingerprints(r: Random) -> dict[str, str]:
    return {
        "fp": ":".join(pick(r, UHEX, 2) for _ in range(32)),
        "sha1": ":".join(pick(r, UHEX, 2) for _ in range(20)),
        "serial": ":".join(pick(r, "0123456789abcdef", 2) for _ in range(16)),
        "sshfp": b64(r, 32).rstrip("="),
        "pin": b64(r, 32),
        "host": r.choice(("bastion-blr.koshapay.internal", "jenkins.koshapay.internal")),
        "exp": f"2033-0{r.randint(1, 9)}-{r.randint(10, 28)}",
    }


def _iam(r: Random) -> dict[str, str]:
    return {
        "aroa": "AROA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17),
        "aida": "AIDA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17),
        "anpa": "ANPA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17),
        "acct": r.choice(ACCOUNTS),
        "kid": uuid4(r),
        "mrk": "mrk-" + hexs(r, 32),
        "fn": r.choice(SERVICES),
        "who": r.choice(DEVS),
        "suffix": pick(r, ALNUM, 6),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "dig": hexs(r, 64),
        "dig2": hexs(r, 64),
        "pip": hexs(r, 64),
        "npm": b64(r, 64),
        "v": f"4.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "sha7": hexs(r, 7),
        "acct": r.choice(ACCOUNTS),
        "svc": r.choice(SERVICES),
        "layer": str(r.randint(40, 140)),
        "jv": f"2.{r.randint(480, 560)}.{r.randint(1, 3)}",
    }


def _idem(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "ul": ulid(r),
        "ul2": ulid(r),
        "ksuid": pick(r, "123456789", 1) + pick(r, ALNUM, 26),
        "loan": loan_id(r),
        "nano": pick(r, B64URL, 21),
    }


def _redis(r: Random) -> dict[str, str]:
    return {
        "run": hexs(r, 40),
        "repl": hexs(r, 40),
        "repl2": hexs(r, 40),
        "off": num(r, 10),
        "txn": upi_txn_id(r),
        "vpa": vpa(r),
        "ul": ulid(r),
        "ttl": str(r.randint(30, 900)),
        "mem": f"{r.randint(1, 9)}.{r.randint(10, 99)}G",
    }


def _otel(r: Random) -> dict[str, str]:
    return {
        "tid": hexs(r, 32),
        "sid": hexs(r, 16),
        "sid2": hexs(r, 16),
        "svc": r.choice(SERVICES),
        "ms": str(r.randint(40, 9000)),
        "rrn": rrn(r),
    }


BENIGN_INFRA: tuple[Kind, ...] = (
    Kind(
        "dynamodb_keys_and_cursors",
        (
            "pk=USER#⟨u⟩ sk=LOAN#⟨l⟩ — single-table layout, GSI1 is sk/pk inverted.",
            "aws dynamodb get-item --table-name kosha-ledger --key "
            '\'{"pk":{"S":"TXN#⟨txn⟩"},"sk":{"S":"STATE"}}\' --consistent-read',
            "next page cursor (base64 of LastEvaluatedKey, opaque to the app): ⟨cursor⟩",
            "Stream ARN arn:aws:dynamodb:ap-south-1:⟨acct⟩:table/kosha-ledger/stream/⟨stream⟩, "
            "SequenceNumber ⟨seq⟩; ConsumedCapacity ⟨rcu⟩ RCU",
            '{"LastEvaluatedKey": {"pk": {"S": "USER#⟨u⟩"}, "sk": {"S": "LOAN#⟨l2⟩"}}}',
        ),
        _ddb,
    ),
    Kind(
        "kafka_offsets_and_cluster_ids",
        (
            "$ kafka-consumer-groups.sh --bootstrap-server b-1.kosha-msk:9098 --describe "
            "--group ⟨g⟩\n"
            "GROUP           TOPIC           PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\n"
            "⟨rows⟩",
            "KRaft cluster.id=⟨cid⟩ (from meta.properties); broker 2 rejoined at ⟨t⟩",
            "⟨g⟩ stuck at offset ⟨o0⟩ on partition 0, member ⟨cons⟩",
            "producer id ⟨pid⟩ epoch ⟨ep⟩ fenced — idempotent producer restarted, offsets "
            "⟨o1⟩..⟨e1⟩ re-sent.",
        ),
        _kafka,
    ),
    Kind(
        "jenkins_build_ids_and_fingerprints",
        (
            "Jenkins ⟨job⟩ #⟨b⟩ failed (queue item ⟨q⟩, on ⟨node⟩); #⟨b2⟩ was green.",
            "Started by GitHub push by ⟨who⟩\n"
            "Checking out Revision ⟨sha⟩ (refs/remotes/origin/main)\n"
            "Finished: SUCCESS after ⟨dur⟩",
            "BUILD_TAG=jenkins-⟨job⟩-⟨b⟩ GIT_COMMIT=⟨sha⟩ NODE_NAME=⟨node⟩",
            "artifact fingerprint (MD5) ⟨fp⟩ shows the same jar went to prod in #⟨b⟩.",
            "⟨job⟩ বিল্ড #⟨b⟩ ⟨node⟩-এ আটকে ছিল, ⟨t⟩-এ abort করেছি।",
        ),
        _jenkins,
    ),
    Kind(
        "aws_request_and_trace_ids",
        (
            "REPORT RequestId: ⟨rid⟩ Duration: ⟨dur⟩ ms Billed Duration: ⟨billed⟩ ms "
            "Memory Size: ⟨mem⟩ MB Max Memory Used: ⟨used⟩ MB",
            "X-Amzn-Trace-Id: ⟨trace⟩",
            "S3 403 on the statement bucket: x-amz-request-id ⟨rid2⟩, x-amz-id-2 ⟨amz2⟩",
            "CloudFront error, X-Amz-Cf-Id: ⟨cf⟩ — gave it to AWS support.",
            "⟨fn⟩ timeout: RequestId ⟨rid⟩ ಮತ್ತು ⟨rid2⟩ ಎರಡೂ 30s ಮೀರಿದವು.",
        ),
        _aws_req,
    ),
    Kind(
        "commit_hashes",
        (
            "git log --oneline\n⟨a1⟩ fix(upi): retry collect on U28\n"
            "⟨a2⟩ feat(loans): part-prepayment\n⟨a3⟩ chore: bump boto3",
            "Bug came in with ⟨s1⟩ (PR #⟨pr⟩), reverted by ⟨s2⟩.",
            "git bisect good ⟨s1⟩ && git bisect bad ⟨tag⟩ → first bad commit ⟨s2⟩",
            "⟨jira⟩: hotfix cherry-picked as ⟨a1⟩ onto release/⟨tag⟩ by ⟨who⟩",
            "ledger-api-এর ⟨tag⟩ commit ⟨s1⟩ থেকে বানানো।",
        ),
        _git,
    ),
    Kind(
        "lambda_code_sha_and_s3_versions",
        (
            '"FunctionName": "⟨fn⟩", "CodeSize": ⟨size⟩, "CodeSha256": "⟨sha⟩", "Version": "⟨n⟩"',
            "alias live → version ⟨n⟩ (CodeSha256 ⟨sha⟩); previous ⟨sha2⟩",
            's3api head-object: ETag "⟨etag_mp⟩", VersionId ⟨ver⟩',
            "uploaded lambda zip, ETag ⟨etag⟩, RequestId ⟨rid⟩",
        ),
        _lambda_sha,
    ),
    Kind(
        "sqs_message_ids_and_receipt_handles",
        (
            '{"MessageId": "⟨mid⟩", "ReceiptHandle": "⟨rh⟩", "MD5OfBody": "⟨md5⟩"}',
            "https://sqs.ap-south-1.amazonaws.com/⟨acct⟩/⟨q⟩ — message ⟨mid⟩ received ⟨n⟩ "
            "times, then moved to the DLQ",
            "FIFO: MessageGroupId=⟨grp⟩ MessageDeduplicationId=⟨dedup⟩ SequenceNumber=⟨seq⟩",
            "MD5OfMessageAttributes ⟨md5a⟩ didn't match because the SDK reorders attributes.",
        ),
        _sqs,
    ),
    Kind(
        "public_keys_and_certificates",
        (
            "ssh-ed25519 ⟨ssh⟩ ⟨who⟩@koshapay",
            "authorized_keys on ⟨host⟩ now has: ssh-ed25519 ⟨ssh⟩ ⟨who⟩-laptop",
            "NPCI UAT public key (for encrypting the cred block):\n"
            "-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n-----END PUBLIC KEY-----",
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
        ),
        _pubkeys,
    ),
    Kind(
        "cert_fingerprints_and_serials",
        (
            "SHA256 Fingerprint=⟨fp⟩ (sponsor bank mTLS cert, expires ⟨exp⟩)",
            "Certificate serial ⟨serial⟩, SHA1 ⟨sha1⟩ — matches what the bank emailed.",
            "ssh host key for ⟨host⟩: SHA256:⟨sshfp⟩",
            'Android network-security-config pin-set: <pin digest="SHA-256">⟨pin⟩</pin>',
        ),
        _fingerprints,
    ),
    Kind(
        "iam_ids_and_arns",
        (
            "CloudTrail: userIdentity.principalId ⟨aroa⟩:⟨fn⟩, "
            "arn:aws:sts::⟨acct⟩:assumed-role/⟨fn⟩-role/⟨fn⟩",
            "aws iam get-user → UserId ⟨aida⟩ for ⟨who⟩",
            "KMS key ⟨kid⟩ (alias/aadhaar-vault), replica ⟨mrk⟩",
            "policy ANPA id ⟨anpa⟩ attached; secret ARN arn:aws:secretsmanager:ap-south-1:"
            "⟨acct⟩:secret:kosha/prod/ledger-db-⟨suffix⟩",
        ),
        _iam,
    ),
    Kind(
        "version_strings_and_digests",
        (
            "⟨acct⟩.dkr.ecr.ap-south-1.amazonaws.com/⟨svc⟩@sha256:⟨dig⟩",
            "boto3==1.52.⟨layer⟩ --hash=sha256:⟨pip⟩",
            '"integrity": "sha512-⟨npm⟩"',
            "⟨svc⟩ ⟨v⟩+⟨sha7⟩ on Python 3.14, Jenkins ⟨jv⟩ LTS, Kafka 4.2; layer version ⟨layer⟩",
            "image ⟨svc⟩:⟨v⟩ digest sha256:⟨dig⟩ (was sha256:⟨dig2⟩)",
        ),
        _versions,
    ),
    Kind(
        "idempotency_keys_and_ulids",
        (
            "Idempotency-Key: ⟨u⟩ — retried POST /v1/disbursals returned the same response",
            "x-idempotency-key ⟨ul⟩ reused for ⟨loan⟩, so Cashfree returned 409",
            "event ids are ULIDs (⟨ul⟩, ⟨ul2⟩); the old ones were KSUIDs like ⟨ksuid⟩",
            "short link id ⟨nano⟩ (nanoid) for the EMI reminder SMS",
        ),
        _idem,
    ),
    Kind(
        "redis_keys_and_info",
        (
            "# Server\nredis_version:7.4.2\nrun_id:⟨run⟩\n# Replication\nrole:master\n"
            "master_replid:⟨repl⟩\nmaster_replid2:⟨repl2⟩\nmaster_repl_offset:⟨off⟩",
            "GET upi:collect:pending:⟨txn⟩ → nil after TTL ⟨ttl⟩s",
            "ratelimit key rl:vpa:⟨vpa⟩ — 5 collects/min; used_memory_human ⟨mem⟩",
            "lock:disbursal:⟨ul⟩ held 30s by the recon job (SET NX PX 30000)",
        ),
        _redis,
    ),
    Kind(
        "otel_trace_and_span_ids",
        (
            "traceparent: 00-⟨tid⟩-⟨sid⟩-01",
            "Tempo trace ⟨tid⟩: ⟨svc⟩ span ⟨sid⟩ took ⟨ms⟩ ms waiting on the bank (RRN ⟨rrn⟩)",
            '{"trace_id": "⟨tid⟩", "span_id": "⟨sid2⟩", "parent_span_id": "⟨sid⟩", '
            '"service.name": "⟨svc⟩"}',
            "ट्रेस ⟨tid⟩ में ⟨svc⟩ सबसे धीमा था (⟨ms⟩ ms)।",
        ),
        _otel,
    ),
)
