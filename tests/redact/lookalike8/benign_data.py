"""Benign look-alikes from a data engineer's notes: Airflow, dbt, Snowflake, BigQuery,
Kafka, Postgres internals and lake files."""

from __future__ import annotations

import base64
import uuid
from random import Random

from tests.redact.lookalike8.gen import (
    LOWER_ALNUM,
    Kind,
    b64,
    clock,
    day,
    hexs,
    num,
    pick,
    uuid4,
)

DAGS = ("orders_daily", "stripe_sync", "events_hourly", "ml_features", "finance_close")


def _airflow(r: Random) -> dict[str, str]:
    d = day(r)
    return {
        "dag": r.choice(DAGS),
        "task": r.choice(("extract", "load_raw", "dbt_run", "publish", "quality_checks")),
        "d": d,
        "t": clock(r),
        "run": f"scheduled__{d}T00:00:00+00:00",
        "manual": f"manual__{d}T{clock(r)}.{num(r, 6)}+00:00",
        "pid": str(r.randint(100, 99999)),
    }


AIRFLOW_RUNS = Kind(
    "airflow-run-ids",
    (
        "[⟨d⟩, ⟨t⟩ UTC] {taskinstance.py:1225} INFO - Marking task as SUCCESS. dag_id=⟨dag⟩, "
        "task_id=⟨task⟩, run_id=⟨run⟩, execution_date=⟨d⟩T00:00:00+00:00",
        "airflow tasks clear ⟨dag⟩ -t ⟨task⟩ -s ⟨d⟩ -e ⟨d⟩ --yes",
        "Backfill run ⟨manual⟩ is stuck in queued; scheduler pid ⟨pid⟩ was OOM-killed.",
        "http://localhost:8080/dags/⟨dag⟩/grid?dag_run_id=⟨manual⟩&task_id=⟨task⟩",
        "Rerun ⟨run⟩ only for ⟨task⟩; upstream already succeeded.",
    ),
    _airflow,
)


def _airflow_masked(r: Random) -> dict[str, str]:
    return {
        "d": day(r),
        "t": clock(r),
        "conn": r.choice(("pg_warehouse", "snowflake_default", "s3_raw", "stripe_api")),
        "host": r.choice(("warehouse.internal", "db-replica-2.internal", "10.4.0.12")),
    }


AIRFLOW_MASKED = Kind(
    "airflow-masked-logs",
    (
        "[⟨d⟩, ⟨t⟩ UTC] {base.py:84} INFO - Using connection ID '⟨conn⟩' for task execution.",
        "[⟨d⟩, ⟨t⟩ UTC] {subprocess.py:93} INFO - Running command: ['bash', '-c', "
        "'PGPASSWORD=*** psql -h ⟨host⟩ -U etl -c \"select 1\"']",
        "[⟨d⟩, ⟨t⟩ UTC] {logging_mixin.py:188} INFO - extra={'api_key': '***', 'host': '⟨host⟩'}",
        "AIRFLOW__SECRETS__BACKEND=airflow.providers.amazon.aws.secrets.secrets_manager."
        "SecretsManagerBackend  # conn ⟨conn⟩ resolves from airflow/connections/⟨conn⟩",
        "airflow connections get ⟨conn⟩ -o yaml shows password: '***' on this version "
        "(host ⟨host⟩).",
    ),
    _airflow_masked,
    n=5,
)


def _dbt(r: Random) -> dict[str, str]:
    model = r.choice(("fct_orders", "dim_customers", "stg_stripe__charges", "int_sessions"))
    return {
        "inv": uuid4(r),
        "model": model,
        "sum": hexs(r, 64),
        "t": clock(r),
        "secs": f"{r.randint(1, 400)}.{r.randint(10, 99)}",
    }


DBT_ARTIFACTS = Kind(
    "dbt-artifacts",
    (
        '"metadata": {"dbt_version": "1.8.7", "invocation_id": "⟨inv⟩"}',
        '"model.acme.⟨model⟩": {"checksum": {"name": "sha256", "checksum": "⟨sum⟩"}}',
        "⟨t⟩  1 of 14 OK created sql table model analytics.⟨model⟩ ........ [SELECT 48213 in "
        "⟨secs⟩s]",
        "state:modified picked up ⟨model⟩ because its checksum changed to ⟨sum⟩.",
        "dbt Cloud invocation ⟨inv⟩ failed on ⟨model⟩ (see run_results.json).",
    ),
    _dbt,
)


def _sf(r: Random) -> dict[str, str]:
    return {
        "qid": f"01{hexs(r, 6)}-{hexs(r, 4)}-{hexs(r, 4)}-0000-{hexs(r, 12)}",
        "loc": pick(r, "abcdefghijklmnopqrstuvwxyz", 2) + num(r, 5),
        "region": r.choice(("eu-central-1", "us-east-2.aws", "west-europe.azure")),
        "fp": b64(r, 32),
        "wh": r.choice(("TRANSFORM_WH", "LOADING_WH", "BI_WH")),
    }


SNOWFLAKE_IDS = Kind(
    "snowflake-query-ids",
    (
        "Slow query ⟨qid⟩ on ⟨wh⟩ spilled 40 GB to remote storage.",
        "SELECT * FROM TABLE(RESULT_SCAN('⟨qid⟩'));",
        'account = "⟨loc⟩.⟨region⟩"\nwarehouse = "⟨wh⟩"\nauthenticator = "SNOWFLAKE_JWT"\n'
        'private_key_path = "~/.snowflake/rsa_key.p8"',
        "DESC USER etl_svc;\n| RSA_PUBLIC_KEY_FP | SHA256:⟨fp⟩ |",
        "Query ID ⟨qid⟩ | status FAILED_WITH_ERROR | warehouse ⟨wh⟩",
    ),
    _sf,
)


def _sf_pub(r: Random) -> dict[str, str]:
    return {
        "pub": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(r, 246)[:-4] + "IDAQAB",
        "user": r.choice(("ETL_SVC", "DBT_CLOUD", "AIRBYTE")),
    }


SNOWFLAKE_PUBKEY = Kind(
    "snowflake-public-key-sql",
    (
        "ALTER USER ⟨user⟩ SET RSA_PUBLIC_KEY='⟨pub⟩';",
        "Registered the public half for ⟨user⟩ (openssl rsa -pubout); value was ⟨pub⟩",
        "-- key pair rotation for ⟨user⟩\nALTER USER ⟨user⟩ SET RSA_PUBLIC_KEY_2='⟨pub⟩';",
        "RSA_PUBLIC_KEY for ⟨user⟩ = ⟨pub⟩ (private key lives in the dbt Cloud connection)",
    ),
    _sf_pub,
    n=4,
)


def _bq(r: Random) -> dict[str, str]:
    return {
        "job": f"bquxjob_{hexs(r, 8)}_{hexs(r, 11)}",
        "job2": "job_" + pick(r, LOWER_ALNUM + "_-", 28),
        "project": r.choice(("acme-data-prod", "lumen-analytics", "pixel-dwh")),
        "gb": str(r.randint(2, 900)),
    }


BIGQUERY_JOBS = Kind(
    "bigquery-job-ids",
    (
        "bq show -j --format=prettyjson ⟨project⟩:US.⟨job⟩ | jq .statistics.totalBytesBilled",
        "SELECT job_id, total_bytes_billed FROM `region-us`.INFORMATION_SCHEMA.JOBS WHERE "
        "job_id = '⟨job2⟩';",
        "Job ⟨job⟩ scanned ⟨gb⟩ GB because the partition filter was missing.",
        "google.api_core.exceptions.BadRequest: 400 Resources exceeded during query execution "
        "(job ID: ⟨job2⟩, location: US)",
    ),
    _bq,
    n=5,
)


def _kafka(r: Random) -> dict[str, str]:
    cid = base64.urlsafe_b64encode(uuid.UUID(int=r.getrandbits(128)).bytes).decode().rstrip("=")
    topic = r.choice(("orders.v1", "payments.events", "clickstream", "cdc.public.users"))
    return {
        "cid": cid,
        "lkc": "lkc-" + pick(r, LOWER_ALNUM, 6),
        "env": "env-" + pick(r, LOWER_ALNUM, 5),
        "member": f"consumer-{topic.split('.')[0]}-1-{uuid4(r)}",
        "topic": topic,
        "off": num(r, 8),
        "end": num(r, 8),
        "lag": str(r.randint(0, 90000)),
    }


KAFKA_IDS = Kind(
    "kafka-cluster-and-consumer-ids",
    (
        "$ kafka-storage.sh random-uuid\n⟨cid⟩\n$ kafka-storage.sh format -t ⟨cid⟩ -c "
        "config/kraft/server.properties",
        "GROUP  TOPIC  PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID\nsink  "
        "⟨topic⟩  3  ⟨off⟩  ⟨end⟩  ⟨lag⟩  ⟨member⟩",
        "Confluent Cloud cluster ⟨lkc⟩ in ⟨env⟩; topic ⟨topic⟩ has 12 partitions.",
        "INFO [Controller id=1] cluster.id = ⟨cid⟩ (kafka.server.KafkaServer)",
        "confluent kafka topic describe ⟨topic⟩ --cluster ⟨lkc⟩ --environment ⟨env⟩",
    ),
    _kafka,
)


def _schema_reg(r: Random) -> dict[str, str]:
    return {
        "id": str(r.randint(100000, 199999)),
        "ver": str(r.randint(2, 40)),
        "fp": hexs(r, 16),
        "subject": r.choice(("orders-value", "payments.events-value", "users-key")),
    }


SCHEMA_REGISTRY = Kind(
    "schema-registry-ids",
    (
        '{"subject":"⟨subject⟩","version":⟨ver⟩,"id":⟨id⟩,"schemaType":"AVRO"}',
        "SerializationException: Error retrieving Avro schema for id ⟨id⟩ (subject ⟨subject⟩)",
        "Avro fingerprint (CRC-64-AVRO) of v⟨ver⟩ is 0x⟨fp⟩, matches the producer.",
        "curl -s $SCHEMA_REGISTRY_URL/subjects/⟨subject⟩/versions/⟨ver⟩ | jq .id  # ⟨id⟩",
    ),
    _schema_reg,
    n=4,
)


def _sql_hash(r: Random) -> dict[str, str]:
    return {
        "md5": hexs(r, 32),
        "md5b": hexs(r, 32),
        "sha": hexs(r, 64),
        "n": str(r.randint(2, 90)),
    }


SQL_HASH_KEYS = Kind(
    "sql-surrogate-keys",
    (
        "select order_id, count(*) from fct_orders where order_sk = '⟨md5⟩' group by 1;",
        "| order_sk | customer_sk |\n|---|---|\n| ⟨md5⟩ | ⟨md5b⟩ |",
        "{{ dbt_utils.generate_surrogate_key(['order_id', 'line_no']) }} gave ⟨md5⟩ for the "
        "dupe; ⟨n⟩ rows share it.",
        "MERGE INTO dim_users t USING staged s ON t.email_sha256 = s.email_sha256 -- e.g. '⟨sha⟩'",
    ),
    _sql_hash,
    n=4,
)


def _pg(r: Random) -> dict[str, str]:
    return {
        "lsn": f"{r.randint(0, 15):X}/{pick(r, '0123456789ABCDEF', 8)}",
        "wal": f"00000001{pick(r, '0123456789ABCDEF', 8)}000000{pick(r, '0123456789ABCDEF', 2)}",
        "qid": "-" + num(r, 19),
        "sysid": num(r, 19),
        "xid": num(r, 9),
    }


POSTGRES_INTERNALS = Kind(
    "postgres-internals",
    (
        "slot_name | restart_lsn\n-----------+------------\nairbyte   | ⟨lsn⟩",
        "WAL archive stuck on ⟨wal⟩; disk at 91%.",
        "pg_stat_statements queryid ⟨qid⟩ is the N+1 from the orders endpoint.",
        "Database system identifier:          "
        " ⟨sysid⟩\nLatest checkpoint location:           ⟨lsn⟩",
        "autovacuum: found 0 removable, oldest xmin: ⟨xid⟩",
    ),
    _pg,
    n=5,
)

SECRET_WORD_COLUMNS = Kind(
    "sql-secret-word-columns",
    (
        "ALTER TABLE users ADD COLUMN password_hash text NOT NULL DEFAULT '', ADD COLUMN "
        "password_changed_at timestamptz; -- migration ⟨n⟩",
        "SELECT id, api_key_prefix, last_used_at FROM api_keys WHERE revoked_at IS NULL LIMIT ⟨n⟩;",
        "create table oauth_tokens (\n  id bigserial primary key,\n  access_token_digest "
        "bytea not null,\n  refresh_token_expires_at timestamptz\n); -- ⟨n⟩",
        "dbt test failed: not_null_stg_users_secret_version (⟨n⟩ rows)",
        "GRANT SELECT (id, email) ON users TO analyst; -- not password_hash, not totp_secret, "
        "ticket ⟨n⟩",
    ),
    lambda r: {"n": str(r.randint(10, 9999))},
    n=5,
)


def _lake(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "txn": uuid4(r),
        "part": f"{r.randint(0, 199):05d}",
        "d": day(r),
        "ver": str(r.randint(10, 900)),
    }


LAKE_FILES = Kind(
    "lake-file-names",
    (
        "s3://acme-lake/events/dt=⟨d⟩/part-⟨part⟩-⟨u⟩-c000.snappy.parquet is 0 bytes.",
        '{"commitInfo":{"timestamp":1735689600000,"operation":"MERGE","txnId":"⟨txn⟩"}}',
        "_delta_log/000000000000000⟨ver⟩.json references part-⟨part⟩-⟨u⟩.c000.zstd.parquet",
        "Vacuum removed part-⟨part⟩-⟨u⟩-c000.snappy.parquet (table version ⟨ver⟩).",
    ),
    _lake,
    n=4,
)


def _connect(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(("pg-orders-cdc", "s3-sink-events", "snowflake-sink")),
        "db": r.choice(("orders", "users", "billing")),
        "host": r.choice(("pg-primary.internal", "10.8.1.20")),
    }


KAFKA_CONNECT_REFS = Kind(
    "kafka-connect-config-references",
    (
        '{\n  "name": "⟨name⟩",\n  "config": {\n    "database.hostname": "⟨host⟩",\n'
        '    "database.user": "debezium",\n    "database.password": '
        '"${file:/opt/kafka/secrets/⟨db⟩.properties:password}"\n  }\n}',
        "config.providers=file,secretsmanager  # ⟨name⟩ pulls database.password from "
        "${secretsmanager:prod/⟨db⟩:password}",
        "curl -s connect:8083/connectors/⟨name⟩/config | jq '.\"database.password\"'\n"
        '"${file:/opt/kafka/secrets/⟨db⟩.properties:password}"',
        "sasl.jaas.config=${directory:/mnt/secrets:jaas.conf}  # ⟨name⟩",
    ),
    _connect,
    n=4,
)

DATA: tuple[Kind, ...] = (
    AIRFLOW_RUNS,
    AIRFLOW_MASKED,
    DBT_ARTIFACTS,
    SNOWFLAKE_IDS,
    SNOWFLAKE_PUBKEY,
    BIGQUERY_JOBS,
    KAFKA_IDS,
    SCHEMA_REGISTRY,
    SQL_HASH_KEYS,
    POSTGRES_INTERNALS,
    SECRET_WORD_COLUMNS,
    LAKE_FILES,
    KAFKA_CONNECT_REFS,
)
