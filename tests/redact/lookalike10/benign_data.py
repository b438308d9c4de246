"""Benign look-alikes from the data stack: Airflow, dbt, Snowflake, Databricks, Kafka and
Schema Registry, Debezium, Flink, MLflow, Looker and Segment. Ids, digests, offsets, public
keys, masked values and references to where a secret lives; no secret value anywhere."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike10.gen import (
    DAGS,
    LOWER_ALNUM,
    PEOPLE,
    SERVICES,
    TOPICS,
    UPPER_ALNUM,
    WAREHOUSES,
    Kind,
    b64,
    b64_of,
    b64url,
    clock,
    day,
    epoch,
    hexs,
    lines,
    num,
    pick,
    rsa_public_der,
    sha256_of,
    stamp,
    uuid1,
    uuid4,
    wrap,
)


def _airflow_runs(r: Random) -> dict[str, str]:
    d = day(r)
    return {
        "dag": r.choice(DAGS),
        "day": d,
        "t": clock(r),
        "us": num(r, 6),
        "pid": num(r, 5),
        "job": num(r, 6),
        "try": str(r.randint(1, 4)),
        "task": r.choice(("load_fct_orders", "dbt_run", "extract_api", "publish_audience")),
        "host": "airflow-worker-" + str(r.randint(0, 11)),
    }


AIRFLOW_RUNS = Kind(
    "airflow_run_ids",
    (
        "Backfill target for ⟨dag⟩ was run_id `scheduled__⟨day⟩T02:00:00+00:00`, the manual "
        "rerun got `manual__⟨day⟩T⟨t⟩.⟨us⟩+00:00` — clear by run id, not by date range.",
        lines(
            "[⟨day⟩, ⟨t⟩ UTC] {standard_task_runner.py:57} INFO - Started process ⟨pid⟩ "
            "to run task",
            "[⟨day⟩, ⟨t⟩ UTC] {standard_task_runner.py:84} INFO - Running: ['airflow', "
            "'tasks', 'run', '⟨dag⟩', '⟨task⟩', 'scheduled__⟨day⟩T02:00:00+00:00', "
            "'--job-id', '⟨job⟩', '--raw', '--subdir', 'DAGS_FOLDER/⟨dag⟩.py']",
            "[⟨day⟩, ⟨t⟩ UTC] {task_command.py:416} INFO - Running <TaskInstance: "
            "⟨dag⟩.⟨task⟩ scheduled__⟨day⟩T02:00:00+00:00 [running]> on host ⟨host⟩",
        ),
        "$ airflow tasks clear ⟨dag⟩ -t '^⟨task⟩$' -s ⟨day⟩ -e ⟨day⟩ --yes  "
        "# try_number was ⟨try⟩, job_id ⟨job⟩",
    ),
    _airflow_runs,
    n=6,
)


def _airflow_backend(r: Random) -> dict[str, str]:
    return {
        "role": r.choice(("airflow-worker", "airflow-scheduler", "airflow-dag-processor")),
        "mount": r.choice(("airflow", "kv-data", "platform")),
        "conn": r.choice(("snowflake_default", "postgres_orders", "s3_landing", "adyen_sftp")),
        "who": r.choice(PEOPLE),
        "ver": f"3.{r.randint(1, 9)}.{r.randint(0, 3)}",
    }


AIRFLOW_BACKEND = Kind(
    "airflow_vault_backend",
    (
        lines(
            "AIRFLOW__SECRETS__BACKEND=airflow.providers.hashicorp.secrets.vault.VaultBackend",
            'AIRFLOW__SECRETS__BACKEND_KWARGS={"connections_path": "connections", '
            '"variables_path": null, "mount_point": "⟨mount⟩", '
            '"url": "https://vault.mandje.internal:8200", "auth_type": "kubernetes", '
            '"kubernetes_role": "⟨role⟩"}',
        ),
        "Airflow now reads `⟨conn⟩` from Vault (`⟨mount⟩/connections/⟨conn⟩`, key `conn_uri`); "
        "the metadata DB row was deleted by ⟨who⟩. Provider apache-airflow-providers-hashicorp "
        "⟨ver⟩.",
        lines(
            "# values.yaml (airflow chart) — no credentials in here, Vault injects them",
            "secret:",
            "  - envName: AIRFLOW_CONN_⟨CONN⟩",
            "    secretName: airflow-⟨conn⟩",
            "    secretKey: uri",
            "# ⟨role⟩ uses the k8s auth role of the same name",
        ),
    ),
    lambda r: {**_airflow_backend(r), "CONN": r.choice(("SNOWFLAKE_DEFAULT", "S3_LANDING"))},
)

_MASKED_CONNS = (
    ("postgres_orders", "postgres", "orders-db.mandje.internal", "airflow_ro", "5432"),
    ("snowflake_loader", "snowflake", "ab12345.eu-central-1", "SVC_LOADER", "443"),
    ("mongo_catalog", "mongo", "catalog-prod.x7k2p.mongodb.net", "svc_airflow", "27017"),
    ("postgres_stock", "postgres", "stock-db.mandje.internal", "airflow_ro", "5432"),
)

AIRFLOW_MASKED = Kind(
    "airflow_masked_conn",
    (
        lines(
            "$ airflow connections get ⟨conn⟩ -o yaml",
            "- conn_id: ⟨conn⟩",
            "  conn_type: ⟨type⟩",
            "  host: ⟨host⟩",
            "  login: ⟨login⟩",
            "  password: '***'",
            "  port: ⟨port⟩",
            "  schema: ⟨schema⟩",
        ),
        "Task log for ⟨dag⟩ shows `Using connection ID '⟨conn⟩' for task execution.` and the "
        "password rendered as *** — Airflow's secrets masker works for conn passwords, it does "
        "NOT mask values pulled via Variable.get unless the key name contains 'secret'.",
        lines(
            "[⟨day⟩, ⟨t⟩ UTC] {base.py:84} INFO - Using connection ID '⟨conn⟩' for task execution.",
            "[⟨day⟩, ⟨t⟩ UTC] {sql.py:418} INFO - Running statement: "
            "COPY INTO raw.⟨schema⟩ FROM @landing/⟨schema⟩/ FILE_FORMAT=(TYPE=PARQUET), "
            "parameters: None",
            "[⟨day⟩, ⟨t⟩ UTC] {connection.py:399} INFO - Snowflake Connector for Python "
            "Version: 3.12.⟨p⟩, user=⟨login⟩, password=***",
        ),
    ),
    lambda r: {
        **dict(
            zip(
                ("conn", "type", "host", "login", "port"),
                r.choice(_MASKED_CONNS),
                strict=True,
            )
        ),
        "schema": r.choice(("orders", "order_lines", "stock_levels", "rider_shifts")),
        "dag": r.choice(DAGS),
        "day": day(r),
        "t": clock(r),
        "p": str(r.randint(0, 9)),
    },
)

DBT_MANIFEST = Kind(
    "dbt_manifest_checksums",
    (
        lines(
            '"model.mandje.⟨model⟩": {',
            '  "resource_type": "model",',
            '  "checksum": {"name": "sha256", "checksum": "⟨sha⟩"},',
            '  "config": {"materialized": "incremental", "unique_key": "⟨key⟩"},',
            '  "unique_id": "model.mandje.⟨model⟩"',
            "}",
        ),
        "run_results.json for the failed prod run: invocation_id ⟨inv⟩, ⟨model⟩ "
        "status=error, compiled_code checksum sha256 ⟨sha⟩ — state:modified picked it up "
        "because the checksum moved.",
        "dbt ls --select state:modified+ listed ⟨model⟩ (manifest ⟨inv⟩ vs prod artifacts "
        "from s3://mandje-dbt-artifacts/prod/⟨d⟩/manifest.json).",
    ),
    lambda r: {
        "model": r.choice(("fct_orders", "dim_customers", "int_basket_items", "fct_deliveries")),
        "sha": sha256_of(r),
        "key": r.choice(("order_id", "customer_id", "basket_item_id", "delivery_id")),
        "inv": uuid4(r),
        "d": day(r),
    },
)


def _profiles(r: Random) -> dict[str, str]:
    return {
        "acct": pick(r, "abcdefghijklmnopqrstuvwxyz", 2) + num(r, 5),
        "region": r.choice(("eu-central-1", "eu-west-1")),
        "user": r.choice(("SVC_DBT_PROD", "SVC_DBT_CI", "SVC_DBT_DEV")),
        "role": r.choice(("TRANSFORMER", "TRANSFORMER_CI", "ANALYST")),
        "wh": r.choice(WAREHOUSES),
        "threads": str(r.randint(4, 16)),
        "env": r.choice(("DBT_ENV_SECRET_SF_KEY_PASSPHRASE", "DBT_ENV_SECRET_SNOWFLAKE_PW")),
    }


DBT_PROFILES = Kind(
    "dbt_profiles_env_var",
    (
        lines(
            "mandje:",
            "  target: prod",
            "  outputs:",
            "    prod:",
            "      type: snowflake",
            "      account: ⟨acct⟩.⟨region⟩",
            "      user: ⟨user⟩",
            "      authenticator: snowflake_jwt",
            "      private_key_path: /run/secrets/dbt_rsa_key.p8",
            "      private_key_passphrase: \"{{ env_var('⟨env⟩') }}\"",
            "      role: ⟨role⟩",
            "      warehouse: ⟨wh⟩",
            "      threads: ⟨threads⟩",
        ),
        "dbt trick: any env var named DBT_ENV_SECRET_* (e.g. `⟨env⟩`) is scrubbed from "
        "dbt logs and can only be used in profiles.yml/packages.yml — that's why CI for "
        "⟨user⟩ failed when it was referenced in a model.",
        lines(
            "    ci:",
            "      type: snowflake",
            "      account: ⟨acct⟩.⟨region⟩",
            "      user: ⟨user⟩",
            "      password: \"{{ env_var('⟨env⟩') }}\"",
            "      warehouse: ⟨wh⟩",
            "      schema: \"dbt_ci_{{ env_var('BITBUCKET_BUILD_NUMBER') }}\"",
        ),
    ),
    _profiles,
)

DBT_PACKAGE_LOCK = Kind(
    "dbt_package_lock",
    (
        lines(
            "# package-lock.yml",
            "packages:",
            "  - package: dbt-labs/dbt_utils",
            "    version: 1.3.⟨a⟩",
            "  - package: calogica/dbt_expectations",
            "    version: 0.10.⟨b⟩",
            "  - git: https://bitbucket.org/mandje/dbt-shared-macros.git",
            "    revision: ⟨rev⟩",
            "sha1_hash: ⟨sha1⟩",
        ),
        "After `dbt deps --upgrade` the lock's sha1_hash went to ⟨sha1⟩ and dbt-shared-macros "
        "is pinned at revision ⟨rev⟩; commit both or CI re-resolves.",
    ),
    lambda r: {
        "a": str(r.randint(0, 9)),
        "b": str(r.randint(0, 20)),
        "rev": hexs(r, 40),
        "sha1": hexs(r, 40),
    },
)


def _sf_query(r: Random) -> str:
    return f"01{hexs(r, 6)}-{r.choice(('0602', '0604', '0701'))}-{hexs(r, 4)}-0000-{hexs(r, 12)}"


SNOWFLAKE_QUERY_IDS = Kind(
    "snowflake_query_ids",
    (
        "Slow COPY on ⟨wh⟩: query id ⟨q1⟩ (queued 41s, then spilled 18 GB); the retry "
        "⟨q2⟩ finished in 3m12s after resizing to LARGE.",
        lines(
            "SELECT query_id, warehouse_name, total_elapsed_time, bytes_spilled_to_local_storage",
            "FROM snowflake.account_usage.query_history",
            "WHERE query_id IN ('⟨q1⟩', '⟨q2⟩');",
        ),
        "002003 (42S02): ⟨q1⟩: SQL compilation error: Object 'ANALYTICS.DBT_PROD.⟨tbl⟩' does "
        "not exist or not authorized.",
        "Session ⟨sess⟩ on ⟨wh⟩ kept the lock; SELECT SYSTEM$ABORT_SESSION(⟨sess⟩); then "
        "query ⟨q2⟩ went through.",
    ),
    lambda r: {
        "wh": r.choice(WAREHOUSES),
        "q1": _sf_query(r),
        "q2": _sf_query(r),
        "tbl": r.choice(("FCT_ORDERS", "DIM_SKU", "STG_ADYEN__SETTLEMENTS")),
        "sess": num(r, 16),
    },
    n=6,
)


def _sf_pub(r: Random) -> dict[str, str]:
    body = b64_of(rsa_public_der(r))
    return {
        "user": r.choice(("SVC_AIRFLOW", "SVC_DBT_PROD", "SVC_DATABRICKS", "SVC_LOOKER")),
        "fp": "SHA256:" + b64(r, 32),
        "fp2": "SHA256:" + b64(r, 32),
        "pub": body,
        "pubw": wrap(body),
        "slot": r.choice(("RSA_PUBLIC_KEY", "RSA_PUBLIC_KEY_2")),
    }


SNOWFLAKE_PUBLIC_KEY = Kind(
    "snowflake_rsa_public_key",
    (
        "ALTER USER ⟨user⟩ SET ⟨slot⟩='⟨pub⟩';",
        lines(
            "DESC USER ⟨user⟩;  -- relevant rows",
            "RSA_PUBLIC_KEY_FP    | ⟨fp⟩",
            "RSA_PUBLIC_KEY_2_FP  | ⟨fp2⟩",
            "-- key pair rotation: new key in slot 2, flip the Vault path, then UNSET slot 1",
        ),
        lines(
            "Public half of the new key for ⟨user⟩ (fingerprint ⟨fp⟩), fine to paste anywhere:",
            "",
            "-----BEGIN PUBLIC KEY-----",
            "⟨pubw⟩",
            "-----END PUBLIC KEY-----",
        ),
    ),
    _sf_pub,
)

SNOWFLAKE_STORAGE_INTEGRATION = Kind(
    "snowflake_storage_integration",
    (
        lines(
            "DESC INTEGRATION S3_LANDING_INT;",
            "property                  | property_value",
            "STORAGE_PROVIDER          | S3",
            "STORAGE_AWS_ROLE_ARN      | arn:aws:iam::⟨acct⟩:role/snowflake-landing-read",
            "STORAGE_AWS_IAM_USER_ARN  | arn:aws:iam::⟨sfacct⟩:user/⟨sfuser⟩",
            "STORAGE_AWS_EXTERNAL_ID   | ⟨loc⟩_SFCRole=⟨n⟩_⟨ext⟩",
        ),
        "Trust policy for snowflake-landing-read needs sts:ExternalId = `⟨loc⟩_SFCRole=⟨n⟩_⟨ext⟩` "
        "(not a secret, it's the confused-deputy guard) and principal "
        "arn:aws:iam::⟨sfacct⟩:user/⟨sfuser⟩.",
    ),
    lambda r: {
        "acct": num(r, 12),
        "sfacct": num(r, 12),
        "sfuser": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 4) + "0000-s",
        "loc": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 2) + num(r, 5),
        "n": str(r.randint(2, 9)),
        "ext": b64(r, 20),
    },
)


def _dbx_cluster(r: Random) -> str:
    return f"{r.randint(1, 12):02d}{r.randint(1, 28):02d}-{num(r, 6)}-{pick(r, LOWER_ALNUM, 8)}"


DATABRICKS_IDS = Kind(
    "databricks_ids",
    (
        "Notebook /Repos/data-platform/forecasting/train_demand ran on cluster ⟨cl⟩ "
        "(DBR 15.4 LTS); job ⟨job⟩ run ⟨run⟩: https://⟨ws⟩.cloud.databricks.com/#job/⟨job⟩/"
        "run/⟨run⟩",
        lines(
            "$ databricks clusters get ⟨cl⟩ | jq '{cluster_id, state, driver: .driver.node_id}'",
            "{",
            '  "cluster_id": "⟨cl⟩",',
            '  "state": "TERMINATED",',
            '  "driver": "⟨node⟩"',
            "}",
        ),
        "Unity Catalog: metastore ⟨ms⟩, catalog `mandje_prod`, external location "
        "s3://mandje-uc-prod/⟨ms⟩/; workspace id ⟨wsid⟩.",
    ),
    lambda r: {
        "cl": _dbx_cluster(r),
        "job": num(r, 15),
        "run": num(r, 15),
        "ws": f"dbc-{hexs(r, 8)}-{hexs(r, 4)}",
        "node": hexs(r, 32),
        "ms": uuid4(r),
        "wsid": num(r, 16),
    },
    n=6,
)

DATABRICKS_SECRET_REFS = Kind(
    "databricks_secret_refs",
    (
        lines(
            "spark_conf:",
            '  "spark.kafka.sasl.password": "{{secrets/⟨scope⟩/⟨key⟩}}"',
            '  "spark.hadoop.fs.s3a.assumed.role.arn": "arn:aws:iam::⟨acct⟩:role/dbx-⟨scope⟩"',
        ),
        lines(
            'pw = dbutils.secrets.get(scope="⟨scope⟩", key="⟨key⟩")',
            "print(pw)",
            "# Out[⟨cell⟩]: [REDACTED]",
        ),
        "$ databricks secrets list-secrets ⟨scope⟩  # only lists key names: ⟨key⟩, "
        "⟨key2⟩ (last_updated_timestamp ⟨ts⟩)",
    ),
    lambda r: {
        "scope": r.choice(("kafka-prod", "snowflake", "adyen-reports", "mlflow-ci")),
        "key": r.choice(("sasl-password", "svc-databricks-pkey", "sftp-pass", "api-secret")),
        "key2": r.choice(("sasl-username", "pkey-passphrase", "sftp-user")),
        "acct": num(r, 12),
        "cell": str(r.randint(2, 40)),
        "ts": str(epoch(r) * 1000 + r.randint(0, 999)),
    },
)


def _consumer(r: Random, group: str) -> str:
    return f"{group}-{r.randint(0, 5)}-{uuid4(r)}"


def _groups(r: Random) -> dict[str, str]:
    g = r.choice(SERVICES)
    base = r.randint(10_000_000, 90_000_000)
    lag1, lag2 = r.randint(0, 900), r.randint(0, 90_000)
    return {
        "g": g,
        "topic": r.choice(TOPICS),
        "c1": _consumer(r, g),
        "c2": _consumer(r, g),
        "o1": str(base),
        "e1": str(base + lag1),
        "l1": str(lag1),
        "o2": str(base + 3_000),
        "e2": str(base + 3_000 + lag2),
        "l2": str(lag2),
        "ip1": f"10.42.{r.randint(0, 31)}.{r.randint(2, 250)}",
        "ip2": f"10.42.{r.randint(0, 31)}.{r.randint(2, 250)}",
    }


KAFKA_GROUPS = Kind(
    "kafka_consumer_groups",
    (
        lines(
            "$ kafka-consumer-groups --bootstrap-server kafka-0.mandje.internal:9093 "
            "--command-config admin.properties --describe --group ⟨g⟩",
            "GROUP  TOPIC  PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID  HOST",
            "⟨g⟩  ⟨topic⟩  0  ⟨o1⟩  ⟨e1⟩  ⟨l1⟩  ⟨c1⟩  /⟨ip1⟩",
            "⟨g⟩  ⟨topic⟩  1  ⟨o2⟩  ⟨e2⟩  ⟨l2⟩  ⟨c2⟩  /⟨ip2⟩",
        ),
        "Lag alert on ⟨g⟩ / ⟨topic⟩ was one stuck member (⟨c1⟩ on ⟨ip1⟩); rebalance after "
        "killing the pod, offsets ⟨o1⟩ → ⟨e1⟩.",
    ),
    _groups,
)

KAFKA_CLUSTER_IDS = Kind(
    "kafka_cluster_ids",
    (
        lines(
            "$ kafka-metadata-quorum --bootstrap-controller ctrl-0:9097 describe --status",
            "ClusterId:              ⟨cid⟩",
            "LeaderId:               ⟨lead⟩",
            "LeaderEpoch:            ⟨ep⟩",
            "HighWatermark:          ⟨hw⟩",
            "CurrentVoters:          [3000,3001,3002]",
        ),
        "KRaft migration: formatted the new controllers with `kafka-storage format -t ⟨cid⟩ "
        "-c controller.properties` (the id from `kafka-storage random-uuid`), "
        "meta.properties directory.id=⟨dir⟩.",
    ),
    lambda r: {
        "cid": b64url(r, 16),
        "dir": b64url(r, 16),
        "lead": str(r.choice((3000, 3001, 3002))),
        "ep": str(r.randint(10, 400)),
        "hw": num(r, 8),
    },
)

CONFLUENT_IDS = Kind(
    "confluent_cloud_ids",
    (
        "Confluent Cloud prod: env ⟨env⟩, cluster ⟨lkc⟩, SR ⟨lsrc⟩, service account ⟨sa⟩. "
        "API key id ⟨key⟩ belongs to ⟨sa⟩; its secret lives in Vault at "
        "kv/data/confluent/⟨lkc⟩/⟨sa⟩ (field `api_secret`).",
        lines(
            "$ confluent api-key list --resource ⟨lkc⟩",
            "  Current |       Key        | Description | Owner  |   Resource   | Created",
            "----------+------------------+-------------+--------+--------------+---------",
            "          | ⟨key⟩ | ⟨svc⟩        | ⟨sa⟩ | ⟨lkc⟩ | ⟨d⟩",
        ),
    ),
    lambda r: {
        "env": "env-" + pick(r, LOWER_ALNUM, 5),
        "lkc": "lkc-" + pick(r, LOWER_ALNUM, 6),
        "lsrc": "lsrc-" + pick(r, LOWER_ALNUM, 5),
        "sa": "sa-" + pick(r, LOWER_ALNUM, 6),
        "key": pick(r, UPPER_ALNUM, 16),
        "svc": r.choice(SERVICES),
        "d": day(r),
    },
)


def _schema(r: Random) -> dict[str, str]:
    topic = r.choice(TOPICS)
    return {
        "subject": topic + "-value",
        "ver": str(r.randint(2, 31)),
        "id": str(r.randint(100_000, 100_999)),
        "idhex": "",
        "fp": hexs(r, 16),
        "md5": hexs(r, 32),
        "guid": uuid4(r),
        "bytes": " ".join(hexs(r, 2) for _ in range(11)),
    }


def _schema_values(r: Random) -> dict[str, str]:
    v = _schema(r)
    v["idhex"] = " ".join(f"{b:02x}" for b in int(v["id"]).to_bytes(4, "big"))
    return v


SCHEMA_REGISTRY_IDS = Kind(
    "schema_registry_ids",
    (
        lines(
            '$ curl -s $SR_URL/subjects/⟨subject⟩/versions/latest -u "$SR_KEY:$SR_SECRET" '
            "| jq '{subject, version, id, guid}'",
            '{"subject": "⟨subject⟩", "version": ⟨ver⟩, "id": ⟨id⟩, "guid": "⟨guid⟩"}',
        ),
        "Poison pill on ⟨subject⟩: first bytes `00 ⟨idhex⟩ ⟨bytes⟩` — magic byte 0 then "
        "schema id ⟨id⟩, which was soft-deleted. Re-registered as version ⟨ver⟩.",
        "Avro parsing-canonical-form fingerprint (CRC-64-AVRO) for ⟨subject⟩ v⟨ver⟩ is "
        "0x⟨fp⟩; MD5 of the canonical schema ⟨md5⟩ — both match between staging and prod.",
    ),
    _schema_values,
    n=6,
)


def _debezium(r: Random) -> dict[str, str]:
    lsn = r.randint(20_000_000_000, 30_000_000_000)
    return {
        "lsn": str(lsn),
        "proc": str(lsn - r.randint(0, 5000)),
        "tx": str(r.randint(9_000_000, 9_999_999)),
        "ts": str(epoch(r) * 1_000_000 + r.randint(0, 999_999)),
        "gtid": uuid1(r).upper(),
        "gt": str(r.randint(10_000, 900_000)),
        "file": f"mysql-bin.{r.randint(100, 999):06d}",
        "pos": num(r, 8),
        "srv": str(r.randint(180_000, 189_999)),
        "pglsn": f"{r.randint(16, 250):X}/{hexs(r, 8).upper()}",
        "slot": r.choice(("debezium_orders", "debezium_catalog", "dbz_stock")),
        "conn": r.choice(("orders-pg-cdc", "catalog-pg-cdc", "legacy-mysql-cdc")),
    }


DEBEZIUM_OFFSETS = Kind(
    "debezium_offsets",
    (
        lines(
            "$ kcat -b $BROKER -C -t connect-offsets -K '|' -e | grep ⟨conn⟩ | tail -1",
            '["⟨conn⟩",{"server":"orders"}]|{"transaction_id":null,"lsn_proc":⟨proc⟩,'
            '"messageType":"UPDATE","lsn_commit":⟨lsn⟩,"lsn":⟨lsn⟩,"txId":⟨tx⟩,'
            '"ts_usec":⟨ts⟩}',
        ),
        'MySQL connector ⟨conn⟩ offset: {"file":"⟨file⟩","pos":⟨pos⟩,'
        '"gtids":"⟨gtid⟩:1-⟨gt⟩","server_id":⟨srv⟩} — binlog retention is 3 days, so a '
        "restart after that means a new snapshot.",
        lines(
            "SELECT slot_name, active, confirmed_flush_lsn FROM pg_replication_slots;",
            "   slot_name     | active | confirmed_flush_lsn",
            "-----------------+--------+---------------------",
            " ⟨slot⟩ | t      | ⟨pglsn⟩",
        ),
    ),
    _debezium,
    n=6,
)

DEBEZIUM_CONFIG_PROVIDERS = Kind(
    "debezium_config_providers",
    (
        lines(
            "{",
            '  "connector.class": "io.debezium.connector.postgresql.PostgresConnector",',
            '  "database.hostname": "⟨host⟩",',
            '  "database.user": "⟨user⟩",',
            '  "database.password": "${file:/opt/kafka/external-configuration/⟨mount⟩/'
            'pg.properties:password}",',
            '  "slot.name": "⟨slot⟩",',
            '  "topic.prefix": "cdc.⟨db⟩"',
            "}",
        ),
        lines(
            "# KafkaConnector (Strimzi) — password comes from the k8s Secret via the provider",
            "config:",
            "  database.hostname: ⟨host⟩",
            "  database.user: ⟨user⟩",
            "  database.password: ${secrets:kafka/⟨mount⟩:password}",
            "  config.providers: secrets",
            "  config.providers.secrets.class: io.strimzi.kafka.KubernetesSecretConfigProvider",
        ),
        'GET /connectors/⟨slot⟩/config returns `"database.password": "${vault:secret/data/'
        'cdc/⟨db⟩:password}"` — the REST API shows the placeholder, never the resolved value.',
    ),
    lambda r: {
        "host": r.choice(("orders-db.mandje.internal", "catalog-db-replica.mandje.internal")),
        "user": r.choice(("debezium", "cdc_reader", "dbz_catalog")),
        "mount": r.choice(("orders-cdc-creds", "catalog-cdc-creds", "pg-cdc")),
        "slot": r.choice(("debezium_orders", "debezium_catalog", "dbz_stock")),
        "db": r.choice(("orders", "catalog", "stock")),
    },
)


def _flink(r: Random) -> dict[str, str]:
    job = hexs(r, 32)
    return {
        "job": job,
        "sp": f"savepoint-{job[:6]}-{hexs(r, 12)}",
        "chk": str(r.randint(1000, 99_999)),
        "op": hexs(r, 32),
        "name": r.choice(("orders-sessionizer", "rider-eta-join", "stock-dedup", "promo-cep")),
        "d": day(r).replace("2026-03-", ""),
        "t": clock(r),
        "tm": f"flink-taskmanager-{r.randint(0, 9)}-{pick(r, LOWER_ALNUM, 5)}",
    }


FLINK_JOB_IDS = Kind(
    "flink_job_ids",
    (
        lines(
            "$ flink list -r",
            "------------------ Running/Restarting Jobs -------------------",
            "⟨d⟩.03.2026 ⟨t⟩ : ⟨job⟩ : ⟨name⟩ (RUNNING)",
            "--------------------------------------------------------------",
        ),
        "Stopped ⟨name⟩ with savepoint: "
        "s3://mandje-flink-state/savepoints/⟨name⟩/⟨sp⟩ (job ⟨job⟩).",
        "java.lang.IllegalStateException: Failed to rollback to checkpoint/savepoint "
        "s3://mandje-flink-state/checkpoints/⟨job⟩/chk-⟨chk⟩. Cannot map checkpoint/savepoint "
        "state for operator ⟨op⟩ to the new program — someone dropped a uid().",
        "TaskManager ⟨tm⟩ lost; job ⟨job⟩ restarted from chk-⟨chk⟩ (restart-strategy "
        "exponential-delay).",
    ),
    _flink,
    n=6,
)

MLFLOW_REGISTRY = Kind(
    "mlflow_registry",
    (
        "Promoted demand-forecast v⟨v⟩ (run_id ⟨run⟩) to alias @champion; source "
        "runs:/⟨run⟩/model, artifacts at s3://mandje-mlflow/⟨exp⟩/⟨run⟩/artifacts.",
        lines(
            ">>> client.get_model_version('⟨model⟩', ⟨v⟩)",
            "<ModelVersion: aliases=['challenger'], creation_timestamp=⟨ts⟩, "
            "current_stage='None', name='⟨model⟩', run_id='⟨run⟩', "
            "source='dbfs:/databricks/mlflow-tracking/⟨exp⟩/⟨run⟩/artifacts/model', "
            "status='READY', version='⟨v⟩'>",
        ),
        "mlflow models serve -m models:/⟨model⟩@champion -p 5001 — env was rebuilt from "
        "conda.yaml (hash ⟨h⟩) because the run's python_env.yaml pinned an old pyarrow.",
    ),
    lambda r: {
        "v": str(r.randint(3, 60)),
        "run": hexs(r, 32),
        "exp": num(r, 16),
        "model": r.choice(("demand-forecast", "eta-regressor", "substitution-ranker")),
        "ts": str(epoch(r) * 1000 + r.randint(0, 999)),
        "h": hexs(r, 40),
    },
    n=6,
)

LOOKER_IDS = Kind(
    "looker_ids",
    (
        "Exec dashboard tiles point at explore `orders`; the broken tile's query slug is "
        "⟨slug⟩ (https://mandje.cloud.looker.com/x/⟨slug⟩), dashboard ⟨dash⟩.",
        "PDT for view `⟨view⟩` now builds as `LOOKER_SCRATCH.LR$⟨pfx⟩⟨ms⟩_⟨view⟩`; "
        "datagroup trigger = MAX(_loaded_at) of raw.⟨view⟩.",
        "Looker API3 client for the Airflow export: client_id ⟨cid⟩ (user ⟨uid⟩), client_secret "
        "in Vault kv/looker/api-export — regenerate via Admin → Users → Edit Keys if leaked.",
    ),
    lambda r: {
        "slug": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 22),
        "dash": str(r.randint(100, 2400)),
        "view": r.choice(("order_facts", "rider_utilisation", "basket_funnel", "promo_uplift")),
        "pfx": pick(r, UPPER_ALNUM, 5),
        "ms": str(epoch(r) * 1000 + r.randint(0, 999)),
        "cid": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 20),
        "uid": str(r.randint(200, 900)),
    },
)

SEGMENT_EVENTS = Kind(
    "segment_events",
    (
        lines(
            "{",
            '  "type": "track",',
            '  "event": "⟨event⟩",',
            '  "messageId": "ajs-next-⟨mid⟩",',
            '  "anonymousId": "⟨anon⟩",',
            '  "userId": "cus_⟨cus⟩",',
            '  "timestamp": "⟨ts⟩",',
            '  "context": {"library": {"name": "analytics.js", "version": "npm:next-1.7⟨p⟩.0"}}',
            "}",
        ),
        "Duplicate `⟨event⟩` events in Snowflake: same messageId ⟨uuid⟩ twice, once from the "
        "iOS source and once from the server-side one. Dedup on messageId in stg_segment.",
    ),
    lambda r: {
        "event": r.choice(("Checkout Started", "Product Added", "Order Completed", "Slot Chosen")),
        "mid": hexs(r, 32),
        "anon": uuid4(r),
        "cus": num(r, 8),
        "ts": stamp(r),
        "p": str(r.randint(0, 9)),
        "uuid": uuid4(r).upper(),
    },
)

DATA: tuple[Kind, ...] = (
    AIRFLOW_RUNS,
    AIRFLOW_BACKEND,
    AIRFLOW_MASKED,
    DBT_MANIFEST,
    DBT_PROFILES,
    DBT_PACKAGE_LOCK,
    SNOWFLAKE_QUERY_IDS,
    SNOWFLAKE_PUBLIC_KEY,
    SNOWFLAKE_STORAGE_INTEGRATION,
    DATABRICKS_IDS,
    DATABRICKS_SECRET_REFS,
    KAFKA_GROUPS,
    KAFKA_CLUSTER_IDS,
    CONFLUENT_IDS,
    SCHEMA_REGISTRY_IDS,
    DEBEZIUM_OFFSETS,
    DEBEZIUM_CONFIG_PROVIDERS,
    FLINK_JOB_IDS,
    MLFLOW_REGISTRY,
    LOOKER_IDS,
    SEGMENT_EVENTS,
)

__all__ = ["DATA"]
