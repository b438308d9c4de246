"""Benign look-alikes from the data platform: BigQuery, Firestore, Airflow, dbt, git and
GitLab CI, GCP resource names, Twilio SIDs, checksums, trace ids, log entries, versions,
Metabase ids, Cloud Storage objects and base64 message payloads."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike54.gen import (
    ALNUM,
    B64URL,
    DIGITS,
    LOWER,
    LOWER_ALNUM,
    Kind,
    b64,
    clock,
    day,
    hexs,
    ke_msisdn,
    mpesa_receipt,
    num,
    pick,
    uuid4,
)

_DAGS = ("daraja_c2b_ingest", "chapa_daily", "telebirr_settlements", "at_sms_costs", "dbt_nightly")
_TASKS = ("extract", "load_bq", "dbt_build", "dbt_test", "notify_slack")
_MODELS = (
    "fct_mpesa_payments",
    "stg_chapa__transactions",
    "dim_farmers",
    "fct_ussd_sessions",
    "int_telebirr__settlements",
    "fct_sms_costs",
)


def _iso(r: Random) -> str:
    return f"{day(r)}T{clock(r)}.{pick(r, DIGITS, 6)}+00:00"


def _bq(r: Random) -> dict[str, str]:
    return {
        "job": "job_" + pick(r, B64URL, 28),
        "bqux": f"bquxjob_{hexs(r, 8)}_{hexs(r, 11)}",
        "script": f"script_job_{hexs(r, 32)}_{r.randint(0, 9)}",
        "u": uuid4(r),
        "gb": str(r.randint(2, 900)),
        "ms": str(r.randint(900, 90000)),
    }


def _firestore(r: Random) -> dict[str, str]:
    return {
        "id": pick(r, ALNUM, 20),
        "id2": pick(r, ALNUM, 20),
        "t": f"{day(r)}T{clock(r)}.{pick(r, DIGITS, 6)}Z",
        "coll": r.choice(("orders", "farmers", "listings", "payouts")),
    }


def _airflow_runs(r: Random) -> dict[str, str]:
    return {
        "dag": r.choice(_DAGS),
        "task": r.choice(_TASKS),
        "manual": "manual__" + _iso(r),
        "sched": f"scheduled__{day(r)}T03:00:00+00:00",
        "asset": f"asset_triggered__{_iso(r)}_{pick(r, ALNUM, 8)}",
        "try": str(r.randint(1, 3)),
        "dur": str(r.randint(4, 3600)),
    }


def _airflow_logs(r: Random) -> dict[str, str]:
    d = day(r)
    return {
        "dag": r.choice(_DAGS),
        "task": r.choice(_TASKS),
        "d": d,
        "c": clock(r),
        "run": f"scheduled__{d}T03:00:00+00:00",
        "pod": f"airflow-worker-{pick(r, LOWER_ALNUM, 10)}-{pick(r, LOWER_ALNUM, 5)}",
        "hash": hexs(r, 32),
        "pid": str(r.randint(100, 99999)),
        "line": str(r.randint(200, 3100)),
    }


def _dbt(r: Random) -> dict[str, str]:
    m = r.choice(_MODELS)
    return {
        "m": m,
        "h10": hexs(r, 10),
        "h10b": hexs(r, 10),
        "sha": hexs(r, 64),
        "inv": uuid4(r),
        "scd": hexs(r, 32),
        "d": day(r),
        "n": str(r.randint(8, 60)),
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "s1": hexs(r, 8),
        "s2": hexs(r, 8),
        "s3": hexs(r, 8),
        "s4": hexs(r, 8),
        "mr": str(r.randint(100, 999)),
    }


def _gcp(r: Random) -> dict[str, str]:
    return {
        "pnum": num(r, 12),
        "rev": f"{num(r, 5)}-{pick(r, LOWER, 3)}",
        "op": f"operation-{num(r, 13)}-{hexs(r, 13)}-{hexs(r, 8)}-{hexs(r, 8)}",
        "said": "1" + pick(r, DIGITS, 20),
        "v": str(r.randint(1, 12)),
        "fn": r.choice(("daraja-callback", "chapa-webhook", "telebirr-notify", "ussd-handler")),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sm": "SM" + hexs(r, 32),
        "ac": "AC" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "va": "VA" + hexs(r, 32),
        "to": ke_msisdn(r),
        "d": day(r),
    }


def _checksums(r: Random) -> dict[str, str]:
    raw = r.randbytes(16)
    return {
        "s1": hexs(r, 64),
        "s2": hexs(r, 64),
        "md5": raw.hex(),
        "md5b64": base64.b64encode(raw).decode(),
        "crc": b64(r, 4),
        "d": day(r),
        "tag": day(r).replace("-", "."),
        "size": str(r.randint(10_000, 90_000_000)),
    }


def _gitlab(r: Random) -> dict[str, str]:
    return {
        "pipe": num(r, 10),
        "job": num(r, 10),
        "runner": num(r, 8),
        "proj": num(r, 8),
        "sha8": hexs(r, 8),
        "mr": str(r.randint(100, 999)),
        "iid": str(r.randint(1000, 9999)),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "tr": hexs(r, 32),
        "span": hexs(r, 16),
        "dspan": num(r, 19),
        "u": uuid4(r),
        "exec": pick(r, ALNUM, 12),
        "ms": f"{r.randint(1, 90)}.{r.randint(0, 9)}",
    }


def _logging(r: Random) -> dict[str, str]:
    return {
        "ins": hexs(r, 24) if r.random() < 0.5 else pick(r, LOWER_ALNUM, 14),
        "tr": hexs(r, 32),
        "span": hexs(r, 16),
        "exec": pick(r, ALNUM, 12),
        "ts": f"{day(r)}T{clock(r)}.{pick(r, DIGITS, 9)}Z",
        "rc": mpesa_receipt(r),
        "pnum": num(r, 12),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "d": f"{r.randint(1, 28):02d}",
        "sha7": hexs(r, 7),
        "a": f"3.{r.randint(3, 6)}.{r.randint(0, 4)}",
        "p": f"{r.randint(15, 19)}.{r.randint(0, 9)}.{r.randint(0, 3)}",
        "dbt": f"1.{r.randint(11, 13)}.{r.randint(0, 6)}",
        "mb": f"0.{r.randint(58, 64)}.{r.randint(0, 9)}",
        "py": f"3.{r.randint(13, 15)}.{r.randint(0, 9)}",
    }


_NANO = ALNUM + "_-"


def _metabase(r: Random) -> dict[str, str]:
    return {
        "e1": pick(r, _NANO, 21),
        "e2": pick(r, _NANO, 21),
        "card": str(r.randint(40, 2000)),
        "dash": str(r.randint(5, 300)),
        "dc1": str(r.randint(1000, 9000)),
        "county": r.choice(("Nakuru", "Uasin+Gishu", "Trans+Nzoia", "Oromia", "Amhara")),
    }


def _gcs(r: Random) -> dict[str, str]:
    gen = str(1964390400 * 1_000_000 + r.randrange(2592000 * 1_000_000))
    return {
        "d": day(r),
        "u": uuid4(r),
        "gen": gen,
        "gen2": str(int(gen) + r.randint(1000, 90_000_000)),
        "size": str(r.randint(1000, 50_000_000)),
        "src": r.choice(("daraja/c2b", "chapa/tx", "telebirr/notify", "at/sms_reports")),
    }


def _payloads(r: Random) -> dict[str, str]:
    event = {
        "event": r.choice(("order_paid", "payout_sent", "listing_created")),
        "order_id": pick(r, ALNUM, 20),
        "channel": r.choice(("mpesa", "chapa", "telebirr")),
        "amount": r.randint(50, 40000),
        "currency": r.choice(("KES", "ETB")),
    }
    text = json.dumps(event, separators=(",", ":"))
    return {
        "data": base64.b64encode(text.encode()).decode(),
        "json": text,
        "mid": num(r, 16),
        "ts": f"{day(r)}T{clock(r)}.{pick(r, DIGITS, 3)}Z",
        "md5": hashlib.md5(text.encode()).hexdigest(),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "bigquery_job_ids",
        (
            "bq show --format=prettyjson -j mavuno-dw-prod:africa-south1.⟨job⟩",
            "Error in query string: Error processing job "
            "'mavuno-dw-prod:africa-south1.⟨job⟩': Resources exceeded during query execution",
            "Console query history: ⟨bqux⟩ scanned ⟨gb⟩ GB in ⟨ms⟩ ms "
            "(child ⟨script⟩ did the MERGE).",
            "dbt: BigQuery job bq:africa-south1:⟨u⟩ — "
            "https://console.cloud.google.com/bigquery?project=mavuno-dw-prod"
            "&j=bq:africa-south1:⟨u⟩&page=queryresults",
            "| job_id | total_bytes_billed |\n|---|---|\n| ⟨job⟩ | ⟨gb⟩000000000 |\n"
            "| ⟨bqux⟩ | ⟨ms⟩000000 |",
        ),
        _bq,
    ),
    Kind(
        "firestore_document_ids",
        (
            "⟨coll⟩/⟨id⟩/events/⟨id2⟩",
            "https://console.firebase.google.com/project/mavuno-prod/firestore/databases/"
            "-default-/data/~2F⟨coll⟩~2F⟨id⟩",
            '{"name": "projects/mavuno-prod/databases/(default)/documents/⟨coll⟩/⟨id⟩", '
            '"createTime": "⟨t⟩", "updateTime": "⟨t⟩"}',
            "Not a collision: ⟨id⟩ and ⟨id2⟩ are two listings by the same farmer.",
            "Hati ya Firestore ⟨coll⟩/⟨id⟩ haina sehemu ya mpesa_receipt.",
        ),
        _firestore,
    ),
    Kind(
        "airflow_run_ids",
        (
            "airflow dags trigger ⟨dag⟩ --run-id ⟨manual⟩",
            "⟨sched⟩ of ⟨dag⟩ failed at ⟨task⟩ (try ⟨try⟩/3, ⟨dur⟩s)",
            "https://airflow.mavunolink.co.ke/dags/⟨dag⟩/grid?dag_run_id=⟨sched⟩"
            "&task_id=⟨task⟩&tab=logs",
            "| dag_id | run_id | state |\n|---|---|---|\n| ⟨dag⟩ | ⟨asset⟩ | success |\n"
            "| ⟨dag⟩ | ⟨manual⟩ | failed |",
            "airflow tasks clear ⟨dag⟩ -t ⟨task⟩ -s ⟨sched⟩ --yes",
        ),
        _airflow_runs,
    ),
    Kind(
        "airflow_task_log_lines",
        (
            "[⟨d⟩, ⟨c⟩ UTC] {taskinstance.py:⟨line⟩} INFO - Dependencies all met for "
            "dep_context=non-requeueable deps ti=<TaskInstance: ⟨dag⟩.⟨task⟩ ⟨run⟩ [queued]>",
            "[⟨d⟩, ⟨c⟩ UTC] {local_task_job_runner.py:⟨line⟩} INFO - Task exited with return "
            "code 0 (pid ⟨pid⟩ on ⟨pod⟩)",
            "serialized_dag for ⟨dag⟩ changed: dag_hash ⟨hash⟩ (was recomputed after the "
            "provider upgrade)",
            "[⟨d⟩, ⟨c⟩ UTC] {python.py:⟨line⟩} INFO - Done. Returned value was: "
            "gs://mavuno-raw/⟨dag⟩/⟨d⟩/part-000.json\nkubectl logs ⟨pod⟩ -n airflow",
        ),
        _airflow_logs,
    ),
    Kind(
        "dbt_unique_ids_and_checksums",
        (
            "test.mavuno.unique_⟨m⟩_tx_ref.⟨h10⟩ failed: 3 duplicates",
            '{"unique_id": "model.mavuno.⟨m⟩", "checksum": {"name": "sha256", '
            '"checksum": "⟨sha⟩"}}',
            "run_results.json invocation_id ⟨inv⟩ — ⟨n⟩ of ⟨n⟩ OK",
            "dbt build --select ⟨m⟩+  → test.mavuno.not_null_⟨m⟩_farmer_id.⟨h10⟩ and "
            "test.mavuno.relationships_⟨m⟩_coop_id.⟨h10b⟩ pass",
            "snapshot row: dbt_scd_id=⟨scd⟩, dbt_valid_from=⟨d⟩ 03:12:44",
        ),
        _dbt,
    ),
    Kind(
        "commit_hashes",
        (
            "⟨s1⟩ fix(stg_chapa): cast amount to NUMERIC\n⟨s2⟩ feat: telebirr refunds model\n"
            "⟨s3⟩ chore: bump dbt-bigquery\n⟨s4⟩ Merge branch 'ussd-amharic' into 'main'",
            "Merge branch 'feat/telebirr-refunds' into 'main'\n\n"
            "See merge request mavunolink/data/dbt-soko!⟨mr⟩\n\ncommit ⟨sha⟩",
            "CI_COMMIT_SHA=⟨sha⟩ CI_COMMIT_BEFORE_SHA=⟨sha2⟩",
            "git bisect says ⟨sha⟩ is the first bad commit (USSD menu lost its Amharic strings).",
            "Rudisha ⟨s1⟩ — ilivunja menyu ya USSD; ⟨sha2⟩ ndiyo toleo zuri la mwisho.",
        ),
        _commits,
    ),
    Kind(
        "gcp_resource_names",
        (
            "projects/⟨pnum⟩/locations/africa-south1/functions/⟨fn⟩ → "
            "revision ⟨fn⟩-⟨rev⟩ serving 100%",
            "gcloud functions deploy ⟨fn⟩ ... Operation [⟨op⟩] done.",
            "https://⟨fn⟩-⟨pnum⟩.africa-south1.run.app/healthz returned 200",
            "projects/mavuno-prod/locations/africa-south1/keyRings/payments/cryptoKeys/"
            "passkey-wrap/cryptoKeyVersions/⟨v⟩",
            "Service account dbt-runner (unique id ⟨said⟩) was disabled, not deleted.",
        ),
        _gcp,
    ),
    Kind(
        "twilio_sids",
        (
            '{"sid": "⟨sm⟩", "account_sid": "⟨ac⟩", "messaging_service_sid": "⟨mg⟩", '
            '"to": "whatsapp:+⟨to⟩", "status": "queued", "error_code": null}',
            "Verify service ⟨va⟩ is the farmer OTP fallback when Africa's Talking is down.",
            "twilio api:core:messages:fetch --sid ⟨sm⟩",
            "Twilio 63016 on ⟨d⟩ for message ⟨sm⟩: outside the 24h WhatsApp window.",
        ),
        _twilio,
    ),
    Kind(
        "checksums_and_digests",
        (
            "⟨s1⟩  mpesa_c2b_⟨d⟩.csv.gz\n⟨s2⟩  chapa_tx_⟨d⟩.parquet",
            "gcloud storage objects describe gs://mavuno-exports/recon_⟨d⟩.csv\n"
            "  crc32c_hash: ⟨crc⟩\n  md5_hash: ⟨md5b64⟩\n  size: ⟨size⟩",
            "africa-south1-docker.pkg.dev/mavuno-prod/etl/airflow:⟨tag⟩@sha256:⟨s1⟩",
            "apache-airflow-providers-google==17.2.0 \\\n    --hash=sha256:⟨s1⟩ \\\n"
            "    --hash=sha256:⟨s2⟩",
            "md5sum recon_⟨d⟩.csv → ⟨md5⟩ (matches the file Safaricom emailed)",
        ),
        _checksums,
    ),
    Kind(
        "gitlab_ci_ids",
        (
            "Pipeline #⟨pipe⟩ failed on job #⟨job⟩ (dbt-test), runner #⟨runner⟩ addis-runner-2.",
            "CI_PIPELINE_ID=⟨pipe⟩ CI_JOB_ID=⟨job⟩ CI_PROJECT_ID=⟨proj⟩ CI_PIPELINE_IID=⟨iid⟩",
            "registry.gitlab.com/mavunolink/data/airflow-dags:⟨sha8⟩ pushed by job ⟨job⟩",
            "MR !⟨mr⟩ approved by Selam; pipeline ⟨pipe⟩ green on ⟨sha8⟩.",
            "The job uses $CI_JOB_TOKEN to pull the dbt package from project ⟨proj⟩ — "
            "no token is stored in .gitlab-ci.yml.",
        ),
        _gitlab,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "X-Cloud-Trace-Context: ⟨tr⟩/⟨dspan⟩;o=1",
            "traceparent: 00-⟨tr⟩-⟨span⟩-01",
            "X-Request-Id: ⟨u⟩ on the failed /v2/payouts call (⟨ms⟩ s)",
            "Cloud Function execution_id ⟨exec⟩ and trace ⟨tr⟩ are the slow Daraja callback.",
            "Ombi ⟨u⟩ lilichukua ⟨ms⟩s kwenye daraja-callback (execution ⟨exec⟩).",
        ),
        _traces,
    ),
    Kind(
        "cloud_logging_entries",
        (
            '{"insertId": "⟨ins⟩", "severity": "ERROR", "timestamp": "⟨ts⟩", '
            '"trace": "projects/mavuno-prod/traces/⟨tr⟩", "spanId": "⟨span⟩", '
            '"labels": {"execution_id": "⟨exec⟩"}, "textPayload": "duplicate TransID ⟨rc⟩"}',
            "gcloud logging read 'trace=\"projects/mavuno-prod/traces/⟨tr⟩\"' --limit 20\n"
            "---\ninsertId: ⟨ins⟩\nlabels:\n  execution_id: ⟨exec⟩\nseverity: WARNING",
            "Log-based metric matched insertId ⟨ins⟩ (project number ⟨pnum⟩) at ⟨ts⟩.",
        ),
        _logging,
    ),
    Kind(
        "versions_and_image_tags",
        (
            "africa-south1-docker.pkg.dev/mavuno-prod/etl/dbt-runner:2032.04.⟨d⟩-⟨sha7⟩",
            "Upgraded Airflow to ⟨a⟩ with apache-airflow-providers-google==⟨p⟩.",
            "Metabase v⟨mb⟩ (build ⟨sha7⟩) — read the upgrade notes before the appdb migration.",
            "dbt-core==⟨dbt⟩\ndbt-bigquery==⟨dbt⟩\napache-airflow==⟨a⟩\n# python ⟨py⟩",
        ),
        _versions,
    ),
    Kind(
        "metabase_ids",
        (
            "name: Malipo kwa Kaunti\nentity_id: ⟨e1⟩\ncollection_id: ⟨e2⟩\ndisplay: table",
            "Card ⟨card⟩ (entity_id ⟨e1⟩) moved to the Addis collection.",
            "https://metabase.mavunolink.co.ke/question/⟨card⟩-malipo-ya-wakulima?county=⟨county⟩",
            "Dashboard ⟨dash⟩ dashcard ⟨dc1⟩ points at card ⟨card⟩; entity_id ⟨e2⟩.",
        ),
        _metabase,
    ),
    Kind(
        "cloud_storage_objects",
        (
            "gs://mavuno-raw/⟨src⟩/dt=⟨d⟩/part-00000-⟨u⟩.json#⟨gen⟩",
            "gcloud storage ls -a gs://mavuno-raw/⟨src⟩/dt=⟨d⟩/\n"
            "gs://mavuno-raw/⟨src⟩/dt=⟨d⟩/manifest.json#⟨gen⟩\n"
            "gs://mavuno-raw/⟨src⟩/dt=⟨d⟩/manifest.json#⟨gen2⟩",
            "OBJECT_FINALIZE objectId=⟨src⟩/dt=⟨d⟩/part-00000-⟨u⟩.json "
            "generation=⟨gen⟩ size=⟨size⟩",
        ),
        _gcs,
    ),
    Kind(
        "base64_event_payloads",
        (
            '{"message":{"data":"⟨data⟩","messageId":"⟨mid⟩","publishTime":"⟨ts⟩"},'
            '"subscription":"projects/mavuno-prod/subscriptions/order-events-push"}',
            "echo ⟨data⟩ | base64 -d\n⟨json⟩",
            "Pub/Sub message ⟨mid⟩ body (base64) ⟨data⟩ — just the order event, md5 ⟨md5⟩.",
        ),
        _payloads,
    ),
)
