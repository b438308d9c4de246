"""Benign look-alikes from the AWS, Snowflake, dbt, Datadog and CircleCI side: resource and
request ids, sequence numbers, query ids, trace ids, workflow ids and commit hashes."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike62.gen import (
    ALNUM,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    digits,
    epoch,
    hexs,
    num,
    pick,
    uuid4,
)

_R = "ap-southeast-2"
_REPOS = ("claims-api", "wx-ingest", "dw-dbt", "broker-portal", "hail-models", "map-widgets")
_FUNCS = ("claims-intake", "wx-normalise", "hail-swath-builder", "xero-recon", "sms-alerts")


def _aws(r: Random) -> dict[str, str]:
    ms = r.randint(3, 900)
    return {
        "acct": num(r, 12),
        "fn": r.choice(_FUNCS),
        "rid": uuid4(r),
        "kms": uuid4(r),
        "ami": "ami-0" + hexs(r, 16),
        "vpc": "vpc-0" + hexs(r, 16),
        "sg": "sg-0" + hexs(r, 16),
        "subnet": "subnet-0" + hexs(r, 16),
        "i": "i-0" + hexs(r, 16),
        "stream": f"2033/08/{r.randint(10, 28)}/[$LATEST]" + hexs(r, 32),
        "dur": f"{ms}.{digits(r, 2)}",
        "billed": str(ms + 1),
        "mem": r.choice(("512", "1024", "1769")),
        "cf": "E" + pick(r, UPPER_ALNUM, 13),
    }


def _generated(r: Random) -> dict[str, str]:
    return {
        "fn": "kbr-claims-prod-ClaimsIntakeFunction-" + pick(r, UPPER_ALNUM, 12),
        "fn2": "wx-ingest-prod-NormaliseFunction-" + pick(r, ALNUM, 12),
        "bucket": "kbr-claims-prod-artifactsbucket-" + pick(r, LOWER_ALNUM, 12),
        "stack": uuid4(r),
        "acct": num(r, 12),
        "api": pick(r, LOWER_ALNUM, 10),
        "amp": "d" + pick(r, LOWER_ALNUM, 13),
        "role": "kbr-claims-prod-ClaimsIntakeFunctionRole-" + pick(r, UPPER_ALNUM, 13),
    }


def _cognito(r: Random) -> dict[str, str]:
    pool = _R + "_" + pick(r, ALNUM, 9)
    return {
        "pool": pool,
        "cid": pick(r, LOWER_ALNUM, 26),
        "ident": _R + ":" + uuid4(r),
        "ipool": _R + ":" + uuid4(r),
        "sub": uuid4(r),
        "kid": b64(r, 32),
        "n": b64url(r, 256),
    }


def _kinesis(r: Random) -> dict[str, str]:
    return {
        "seq": "49" + digits(r, 54),
        "seq2": "49" + digits(r, 54),
        "shard": f"shardId-{r.randint(0, 31):012d}",
        "iter": "AAAAAAAAAAE" + b64(r, 180).rstrip("="),
        "acct": num(r, 12),
        "ms": str(r.randint(0, 4000)),
        "pk": f"KBR-WX-{r.choice(('QLD', 'NSW', 'CAN', 'OTA'))}-{digits(r, 4)}",
    }


def _reading(r: Random) -> dict[str, object]:
    return {
        "station": f"KBR-WX-{r.choice(('QLD', 'NSW', 'CAN', 'OTA'))}-{digits(r, 4)}",
        "ts": f"2033-08-{r.randint(10, 28)}T{r.randint(0, 23):02d}:{r.choice(('00', '30'))}:00Z",
        "air_temp_c": round(r.uniform(-4, 31), 1),
        "rain_mm": round(r.uniform(0, 40), 1),
        "wind_kmh": round(r.uniform(0, 90), 1),
        "hail": r.random() < 0.2,
    }


def _kinesis_data(r: Random) -> dict[str, str]:
    reading = _reading(r)
    data = b64_of(json.dumps(reading, separators=(",", ":")))
    csv = b64_of(
        f"{reading['station']},{reading['ts']},{reading['air_temp_c']},{reading['rain_mm']}\n"
    )
    return {
        "data": data,
        "csv": csv,
        "seq": "49" + digits(r, 54),
        "eid": "shardId-000000000003:" + "49" + digits(r, 54),
        "station": str(reading["station"]),
        "gz": "H4sIAAAAAAAA/" + b64(r, 96).rstrip("="),
    }


def _dynamo(r: Random) -> dict[str, str]:
    return {
        "pol": f"KBR-QLD-FRM-{num(r, 7)}",
        "clm": f"CLM-33-08-{digits(r, 7)}",
        "eid": hexs(r, 32),
        "seq": num(r, 21),
        "acct": num(r, 12),
        "label": f"2033-08-{r.randint(10, 28)}T0{r.randint(0, 9)}:{r.randint(10, 59)}:"
        f"{r.randint(10, 59)}.{digits(r, 3)}",
        "etag": hexs(r, 32),
    }


def _snowflake(r: Random) -> dict[str, str]:
    return {
        "qid": "01"
        + hexs(r, 6)
        + "-"
        + r.choice(("0605", "0604", "3201"))
        + "-"
        + hexs(r, 4)
        + "-0000-"
        + hexs(r, 12),
        "qid2": "01" + hexs(r, 6) + "-0605-" + hexs(r, 4) + "-0000-" + hexs(r, 12),
        "sess": num(r, 16),
        "loc": "kb" + digits(r, 5),
        "acct": num(r, 12),
        "aida": "AIDA" + pick(r, UPPER + "234567", 16) + "-" + pick(r, ALNUM, 22),
        "ext": "KB" + digits(r, 5) + "_SFCRole=2_" + b64(r, 21),
        "rows": str(r.randint(1000, 9_000_000)),
    }


def _dbt(r: Random) -> dict[str, str]:
    return {
        "inv": uuid4(r),
        "sha": hexs(r, 64),
        "model": r.choice(("fct_claims", "dim_policy", "fct_station_daily", "int_hail_swaths")),
        "qid": "01" + hexs(r, 6) + "-0605-" + hexs(r, 4) + "-0000-" + hexs(r, 12),
        "run": num(r, 9),
        "secs": f"{r.randint(1, 400)}.{digits(r, 2)}",
    }


def _datadog(r: Random) -> dict[str, str]:
    return {
        "mon": num(r, 8),
        "mon2": num(r, 9),
        "slo": hexs(r, 32),
        "dash": "-".join(pick(r, LOWER_ALNUM, 3) for _ in range(3)),
        "pub": "pub" + hexs(r, 32),
        "app": uuid4(r),
        "inc": str(r.randint(100, 999)),
        "nb": num(r, 7),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "tid": str(r.getrandbits(63)),
        "span": str(r.getrandbits(63)),
        "w3c": hexs(r, 32),
        "w3cspan": hexs(r, 16),
        "xray": f"1-{epoch(r):08x}-" + hexs(r, 24),
        "rid": uuid4(r),
        "ptid": f"{epoch(r):08x}00000000",
    }


def _circle(r: Random) -> dict[str, str]:
    return {
        "wf": uuid4(r),
        "pipe": uuid4(r),
        "num": str(r.randint(1200, 9800)),
        "job": str(r.randint(20000, 99000)),
        "repo": r.choice(_REPOS),
        "fp": "SHA256:" + b64(r, 32).rstrip("="),
        "md5": ":".join(hexs(r, 2) for _ in range(16)),
        "ctx": uuid4(r),
        "sha": hexs(r, 40),
    }


def _commits(r: Random) -> dict[str, str]:
    full = hexs(r, 40)
    return {
        "sha": full,
        "short": full[:7],
        "sha2": hexs(r, 40),
        "a": hexs(r, 7),
        "b": hexs(r, 7),
        "c": hexs(r, 12),
        "pr": str(r.randint(300, 2100)),
        "n": str(r.randint(1, 40)),
        "repo": r.choice(_REPOS),
        "tree": hexs(r, 40),
    }


CLOUD: tuple[Kind, ...] = (
    Kind(
        "aws_resource_ids",
        (
            "REPORT RequestId: ⟨rid⟩ Duration: ⟨dur⟩ ms Billed Duration: ⟨billed⟩ ms "
            "Memory Size: ⟨mem⟩ MB Max Memory Used: 211 MB",
            "arn:aws:lambda:ap-southeast-2:⟨acct⟩:function:⟨fn⟩ logs to stream ⟨stream⟩",
            "KMS key ⟨kms⟩ encrypts the claims bucket (arn:aws:kms:ap-southeast-2:⟨acct⟩:"
            "key/⟨kms⟩).",
            "Bastion is ⟨i⟩ in ⟨subnet⟩ (⟨vpc⟩), sg ⟨sg⟩, built from ⟨ami⟩.",
            "CloudFront ⟨cf⟩ fronts the broker portal; invalidate with "
            "aws cloudfront create-invalidation --distribution-id ⟨cf⟩ --paths '/*'",
        ),
        _aws,
        secrets=(),
    ),
    Kind(
        "generated_resource_names",
        (
            "SAM named the function ⟨fn⟩ — use the alias, not the physical id.",
            "Artifacts bucket: s3://⟨bucket⟩/ (stack id arn:aws:cloudformation:ap-southeast-2:"
            "⟨acct⟩:stack/kbr-claims-prod/⟨stack⟩)",
            "| logical id | physical id |\n|---|---|\n| ClaimsIntakeFunction | ⟨fn⟩ |\n"
            "| NormaliseFunction | ⟨fn2⟩ |\n| ClaimsIntakeFunctionRole | ⟨role⟩ |",
            "API Gateway ⟨api⟩ → https://⟨api⟩.execute-api.ap-southeast-2.amazonaws.com/prod; "
            "Amplify app ⟨amp⟩.",
        ),
        _generated,
        secrets=(),
    ),
    Kind(
        "cognito_pool_and_identity_ids",
        (
            "Assessor app: user pool ⟨pool⟩, app client ⟨cid⟩ (public client, no secret).",
            "Identity ⟨ident⟩ in pool ⟨ipool⟩ maps to user sub ⟨sub⟩.",
            "export const auth = { userPoolId: '⟨pool⟩', userPoolClientId: '⟨cid⟩', "
            "identityPoolId: '⟨ipool⟩' };",
            '{"keys": [{"alg": "RS256", "e": "AQAB", "kid": "⟨kid⟩", "kty": "RSA", '
            '"n": "⟨n⟩", "use": "sig"}]}',
            "JWT kid ⟨kid⟩ wasn't in the cached JWKS for ⟨pool⟩ — the Lambda cache was stale.",
        ),
        _cognito,
        secrets=(),
    ),
    Kind(
        "kinesis_sequence_numbers_and_shards",
        (
            "Consumer stuck at sequence number ⟨seq⟩ on ⟨shard⟩ (iterator age ⟨ms⟩ ms).",
            "aws kinesis get-shard-iterator --stream-name wx-obs-prod --shard-id ⟨shard⟩ "
            "--shard-iterator-type AT_SEQUENCE_NUMBER --starting-sequence-number ⟨seq⟩",
            '{"ShardId": "⟨shard⟩", "SequenceNumber": "⟨seq2⟩"}',
            '{"ShardIterator": "⟨iter⟩"}',
            "Checkpoint table: ⟨shard⟩ → ⟨seq⟩ (partition key ⟨pk⟩)",
        ),
        _kinesis,
        secrets=(),
    ),
    Kind(
        "kinesis_record_data_base64",
        (
            '{"kinesis": {"partitionKey": "⟨station⟩", "sequenceNumber": "⟨seq⟩", '
            '"data": "⟨data⟩"}, "eventID": "⟨eid⟩"}',
            "Bad record from ⟨station⟩: data=⟨data⟩ (decodes to a reading with rain_mm as "
            "a string).",
            "Legacy loggers send CSV; sample payload ⟨csv⟩",
            "CloudWatch Logs subscription payload starts ⟨gz⟩ (gzip, base64)",
        ),
        _kinesis_data,
        secrets=(),
    ),
    Kind(
        "dynamodb_items_and_stream_records",
        (
            '{"PK": {"S": "POLICY#⟨pol⟩"}, "SK": {"S": "CLAIM#⟨clm⟩"}, "status": {"S": "LODGED"}}',
            '{"eventID": "⟨eid⟩", "eventName": "MODIFY", "dynamodb": {"SequenceNumber": '
            '"⟨seq⟩", "SizeBytes": 412}}',
            "Stream arn:aws:dynamodb:ap-southeast-2:⟨acct⟩:table/claims/stream/⟨label⟩ "
            "replays fine after the fix.",
            "LastEvaluatedKey PK=POLICY#⟨pol⟩ SK=CLAIM#⟨clm⟩ — page 2 of the export",
            "Export to S3 finished; manifest-summary ETag ⟨etag⟩",
        ),
        _dynamo,
        secrets=(),
    ),
    Kind(
        "snowflake_query_and_session_ids",
        (
            "Query ⟨qid⟩ spilled to remote storage; rerun as ⟨qid2⟩ on a bigger warehouse.",
            "select * from table(information_schema.query_history()) where query_id = '⟨qid⟩';",
            "Session ⟨sess⟩ on account ⟨loc⟩.ap-southeast-2 loaded ⟨rows⟩ rows.",
            "Snowpipe notification_channel: arn:aws:sqs:ap-southeast-2:⟨acct⟩:sf-snowpipe-⟨aida⟩",
            "STORAGE_AWS_EXTERNAL_ID = ⟨ext⟩ (goes in the IAM role trust policy, not a secret)",
        ),
        _snowflake,
        secrets=(),
    ),
    Kind(
        "dbt_artifact_ids_and_checksums",
        (
            '"model.kbr_dw.⟨model⟩": {"checksum": {"name": "sha256", "checksum": "⟨sha⟩"}}',
            "dbt invocation_id ⟨inv⟩ — ⟨model⟩ took ⟨secs⟩s, Snowflake query ⟨qid⟩",
            '{"metadata": {"dbt_version": "1.11.4", "invocation_id": "⟨inv⟩"}, '
            '"results": [{"unique_id": "model.kbr_dw.⟨model⟩", "adapter_response": '
            '{"query_id": "⟨qid⟩"}}]}',
            "dbt Cloud run ⟨run⟩ failed on ⟨model⟩; state:modified picked it up because its "
            "checksum changed to ⟨sha⟩",
        ),
        _dbt,
        secrets=(),
    ),
    Kind(
        "datadog_monitor_and_slo_ids",
        (
            "Monitor ⟨mon⟩ (wx-ingest lag) and ⟨mon2⟩ (claims 5xx) page the Christchurch rota.",
            "SLO ⟨slo⟩ — claims API availability 99.9% over 30d",
            "https://ap2.datadoghq.com/dashboard/⟨dash⟩/hail-season?tpl_var_env=prod",
            "RUM: applicationId '⟨app⟩', clientToken '⟨pub⟩' (client tokens are public)",
            "Incident #⟨inc⟩ notebook ⟨nb⟩ links monitor ⟨mon⟩.",
        ),
        _datadog,
        secrets=(),
    ),
    Kind(
        "trace_ids",
        (
            "dd.trace_id=⟨tid⟩ dd.span_id=⟨span⟩ claim lodged in 812 ms",
            "traceparent: 00-⟨w3c⟩-⟨w3cspan⟩-01",
            "X-Amzn-Trace-Id: Root=⟨xray⟩ — request ⟨rid⟩ timed out at the ALB",
            "_dd.p.tid=⟨ptid⟩ so the 128-bit id is ⟨ptid⟩ plus the low 64 bits ⟨tid⟩",
            "Trace ⟨w3c⟩ shows HERE routing taking 4 s of the 5 s budget.",
        ),
        _traces,
        secrets=(),
    ),
    Kind(
        "circleci_workflow_ids_and_fingerprints",
        (
            "https://app.circleci.com/pipelines/gh/kbrural/⟨repo⟩/⟨num⟩/workflows/⟨wf⟩/jobs/⟨job⟩",
            '- add_ssh_keys:\n    fingerprints:\n      - "⟨fp⟩"',
            "Pipeline ⟨pipe⟩ (number ⟨num⟩) ran workflow ⟨wf⟩ on ⟨sha⟩.",
            "Old MD5 deploy-key fingerprint ⟨md5⟩ still referenced in ⟨repo⟩/.circleci/config.yml",
            "Context prod-claims has id ⟨ctx⟩; restrict it to the platform team.",
        ),
        _circle,
        secrets=(),
    ),
    Kind(
        "commit_hashes",
        (
            "Fixed in ⟨sha⟩ (kbrural/⟨repo⟩#⟨pr⟩), deployed with the 14:00 train.",
            "⟨a⟩ fix(wx): clamp negative rain\n⟨b⟩ feat(claims): hail swath overlay\n"
            "⟨short⟩ Merge pull request #⟨pr⟩ from kbrural/hail-overlay",
            "diff --git a/models/fct_claims.sql b/models/fct_claims.sql\nindex ⟨a⟩..⟨b⟩ 100644",
            "git describe → v3.⟨n⟩.0-⟨n⟩-g⟨c⟩",
            "git bisect says ⟨sha2⟩ broke the NZ date parsing; parent ⟨sha⟩, tree ⟨tree⟩",
        ),
        _commits,
        secrets=(),
    ),
)
