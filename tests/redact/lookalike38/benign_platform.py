"""Benign look-alikes from the data platform: Kafka, Snowflake, Airflow, git, dbt, GCS and
GCP, export checksums, image digests and research pseudonyms. None is a credential.
"""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike38.gen import (
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    day,
    dicom_uid,
    hexs,
    iso,
    num,
    pick,
    snowflake_qid,
    uuid4,
    zdigits,
)

_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def _kafka(r: Random) -> dict[str, str]:
    o1 = int(num(r, r.choice((6, 7, 8, 9))))
    o2 = int(num(r, r.choice((6, 7, 8))))
    l1, l2 = r.randint(0, 4000), r.randint(0, 90)
    return {
        "o1": str(o1),
        "e1": str(o1 + l1),
        "l1": str(l1),
        "o2": str(o2),
        "e2": str(o2 + l2),
        "l2": str(l2),
        "u": uuid4(r),
        "p": str(r.randint(0, 11)),
        "ms": "188" + zdigits(r, 10),
        "uid": dicom_uid(r),
        "ep": str(r.randint(1, 40)),
    }


def _kafka_ids(r: Random) -> dict[str, str]:
    return {
        "cid": base64.urlsafe_b64encode(r.randbytes(16)).decode().rstrip("="),
        "dirid": base64.urlsafe_b64encode(r.randbytes(16)).decode().rstrip("="),
        "sid": str(r.randint(100001, 100999)),
        "v": str(r.randint(2, 30)),
        "pid": str(r.randint(1000, 999999)),
        "n": str(r.randint(0, 7)),
        "lkc": pick(r, LOWER_ALNUM, 5),
        "env": pick(r, LOWER_ALNUM, 5),
        "node": str(r.randint(1, 6)),
    }


def _qid(r: Random) -> dict[str, str]:
    return {
        "q": snowflake_qid(r),
        "q2": snowflake_qid(r),
        "t": iso(r),
        "min": str(r.randint(2, 55)),
        "gb": f"{r.randint(1, 900)}.{r.randint(0, 9)}",
    }


def _sf_account(r: Random) -> dict[str, str]:
    return {
        "loc": pick(r, UPPER, 2) + zdigits(r, 5),
        "sid": num(r, 16),
        "req": uuid4(r),
        "fp": base64.b64encode(r.randbytes(32)).decode(),
        "sa": pick(r, "abcdefghijklmnopqrstuvwxyz", 4) + zdigits(r, 5),
        "x": hexs(r, 4),
        "ver": f"3.{r.randint(10, 16)}.{r.randint(0, 4)}",
        "chan": "projects/" + pick(r, "abcdefghijklmnopqrstuvwxyz", 6) + "-" + zdigits(r, 4),
    }


def _airflow(r: Random) -> dict[str, str]:
    d = day(r)
    return {
        "run": f"scheduled__{d}T02:00:00+00:00",
        "run2": f"manual__{iso(r)}.{zdigits(r, 6)}+00:00",
        "run3": f"dataset_triggered__{iso(r)}.{zdigits(r, 6)}+00:00",
        "d": d,
        "job": num(r, 6),
        "pid": str(r.randint(1000, 65000)),
        "celery": uuid4(r),
        "h": hexs(r, 32),
        "try": str(r.randint(1, 4)),
    }


def _git(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "s7": sha[:7],
        "s7b": hexs(r, 7),
        "s7c": hexs(r, 7),
        "sha2": hexs(r, 40),
        "tree": hexs(r, 40),
        "day": str(r.randint(1, 31)),
        "pr": str(r.randint(100, 999)),
    }


def _dbt(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "u": uuid4(r),
        "sha1": hexs(r, 40),
        "t": iso(r),
        "v": f"1.{r.randint(9, 11)}.{r.randint(0, 8)}",
        "n": str(r.randint(40, 400)),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 64),
        "m": hexs(r, 32),
        "d": day(r).replace("-", ""),
        "n": f"{r.randint(1, 12):04d}",
        "rows": str(r.randint(200, 90000)),
        "size": str(r.randint(10_000, 90_000_000)),
        "cfdi": uuid4(r).upper(),
        "cert": "0000100000" + zdigits(r, 10),
        "sello": b64(r, 256),
    }


def _gcs(r: Random) -> dict[str, str]:
    gen = "1" + "88" + zdigits(r, 13)
    etag_raw = bytes([0x08]) + r.randbytes(7) + bytes([0x10, 0x01])
    return {
        "crc": b64(r, 4),
        "md5": b64(r, 16),
        "etag": base64.b64encode(etag_raw).decode(),
        "gen": gen,
        "f": f"{r.choice(('norte', 'bidasoa', 'vidasegura'))}/REMESA_{day(r)}_{zdigits(r, 4)}"
        + r.choice((".csv.pgp", ".zip", ".json")),
        "size": str(r.randint(10_000, 90_000_000)),
        "uid": dicom_uid(r),
    }


def _digest(r: Random) -> dict[str, str]:
    h = hexs(r, 64)
    return {
        "h": h,
        "h2": hexs(r, 64),
        "l1": hexs(r, 12),
        "l2": hexs(r, 12),
        "img": r.choice(
            (
                "mirth-connect:4.5.2",
                "orthanc-plugins:24.8.2",
                "airflow:2.11.0-python3.12",
                "keycloak:26.3.1",
                "dbt-snowflake:1.10.3",
                "hl7-bridge:0.14.0",
            )
        ),
        "pod": pick(r, LOWER_ALNUM, 10) + "-" + pick(r, LOWER_ALNUM, 5),
    }


def _gcp(r: Random) -> dict[str, str]:
    pn = num(r, 12)
    return {
        "pn": pn,
        "uid": num(r, 21),
        "k1": hexs(r, 40),
        "k2": hexs(r, 40),
        "op": f"acat.p2-{pn}-{uuid4(r)}",
        "ins": pick(r, LOWER_ALNUM, 14),
        "tr": hexs(r, 32),
        "span": num(r, 19),
        "u": uuid4(r),
        "rev": f"{zdigits(r, 5)}-{pick(r, 'abcdefghijklmnopqrstuvwxyz', 3)}",
        "bill": "-".join(pick(r, UPPER_ALNUM, 6) for _ in range(3)),
    }


def _pseudo(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "h3": hexs(r, 64),
        "p": pick(r, _B32, 26),
        "a": hexs(r, 12).upper(),
        "uid": "2.25." + str(int(hexs(r, 32), 16)),
        "age": str(r.randint(18, 95)),
        "age2": str(r.randint(18, 95)),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "kafka_offsets_consumer_groups",
        (
            "GROUP        TOPIC       PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG   "
            "CONSUMER-ID                                              HOST          CLIENT-ID\n"
            "dbt-raw-adt  hl7.adt.v1  ⟨p⟩          ⟨o1⟩         ⟨e1⟩          ⟨l1⟩  "
            "consumer-dbt-raw-adt-1-⟨u⟩  /10.20.3.41   consumer-dbt-raw-adt-1\n"
            "dbt-raw-adt  hl7.adt.v1  11         ⟨o2⟩         ⟨e2⟩          ⟨l2⟩    -  -  -",
            "kafka-consumer-groups.sh --bootstrap-server kafka-1.hra.local:9093 --command-config "
            "admin.properties --group fhir-sink --reset-offsets --to-offset ⟨o1⟩ "
            "--topic hl7.oru.v1:⟨p⟩ --execute",
            "El consumidor se quedó en el offset ⟨o1⟩ de hl7.adt.v1-⟨p⟩ (log-end ⟨e1⟩, lag ⟨l1⟩).",
            "WorkerSinkTask{id=snowflake-sink-hl7-0} Committing offsets asynchronously using "
            "sequence number 812: {hl7.oru.v1-⟨p⟩=OffsetAndMetadata{offset=⟨o1⟩, "
            "leaderEpoch=⟨ep⟩, metadata=''}}",
            '{"topic": "dicom.events.v1", "partition": ⟨p⟩, "offset": ⟨o1⟩, "timestamp": ⟨ms⟩, '
            '"key": "⟨uid⟩"}',
        ),
        _kafka,
    ),
    Kind(
        "kafka_cluster_schema_ids",
        (
            "kafka-storage.sh format -t ⟨cid⟩ -c config/kraft/server.properties",
            "meta.properties:\nnode.id=⟨node⟩\ndirectory.id=⟨dirid⟩\nversion=1\ncluster.id=⟨cid⟩",
            "curl -s http://schema-registry.hra.local:8081/subjects/hl7.oru.v1-value/versions/"
            'latest\n{"subject":"hl7.oru.v1-value","version":⟨v⟩,"id":⟨sid⟩,'
            '"schema":"{\\"type\\":\\"record\\",\\"name\\":\\"OruR01\\"}"}',
            "[Producer clientId=producer-mirth-⟨n⟩, transactionalId=mirth-hl7-⟨n⟩] ProducerId "
            "set to ⟨pid⟩ with epoch 0",
            "Confluent Cloud: clúster lkc-⟨lkc⟩ a l'entorn env-⟨env⟩; el clúster on-prem té "
            "cluster.id ⟨cid⟩.",
        ),
        _kafka_ids,
    ),
    Kind(
        "snowflake_query_ids",
        (
            "Query ID ⟨q⟩ tardó ⟨min⟩ min en WH_TRANSFORM (⟨gb⟩ GB escaneados); ver perfil en "
            "Snowsight.",
            "SELECT query_text, total_elapsed_time FROM TABLE(INFORMATION_SCHEMA.QUERY_HISTORY())"
            " WHERE query_id = '⟨q⟩';",
            "⟨t⟩  Snowflake adapter: Snowflake query id: ⟨q⟩\n⟨t⟩  Snowflake adapter: "
            "Snowflake error: 100038 (22018): ⟨q2⟩: Numeric value 'NA' is not recognized",
            "SELECT * FROM TABLE(RESULT_SCAN('⟨q⟩'));",
            "002003 (42S02): ⟨q⟩: SQL compilation error:\nObject 'RAW_CLINICO.HL7.ADT_A08' does "
            "not exist or not authorized.",
            "La consulta ⟨q⟩ va fer spill a remote storage (⟨gb⟩ GB); la ⟨q2⟩ és la mateixa "
            "amb el clúster gran.",
        ),
        _qid,
    ),
    Kind(
        "snowflake_account_session_ids",
        (
            "SELECT CURRENT_ACCOUNT(), CURRENT_REGION(), CURRENT_SESSION();\n"
            "⟨loc⟩ | GCP_EUROPE_WEST4 | ⟨sid⟩",
            "DESC USER SVC_KAFKA_CONNECTOR;\n| RSA_PUBLIC_KEY_FP | SHA256:⟨fp⟩ |\n"
            "| HAS_PASSWORD | false |",
            "DESC STORAGE INTEGRATION GCS_EXPORT_ASEGURADORAS;\n| STORAGE_GCP_SERVICE_ACCOUNT | "
            "⟨sa⟩@gcpeuropewest4-1-⟨x⟩.iam.gserviceaccount.com |",
            "Snowflake Connector for Python Version: ⟨ver⟩, Python Version: 3.12.4, Platform: "
            "Linux; session id: ⟨sid⟩, request_id: ⟨req⟩",
            "Kontua ⟨loc⟩ (GCP europe-west4); Snowpipe-ren jakinarazpen kanala ⟨chan⟩ da.",
        ),
        _sf_account,
    ),
    Kind(
        "airflow_run_ids",
        (
            "airflow tasks clear hl7_adt_a_snowflake -s ⟨d⟩ -e ⟨d⟩ -t load_raw --yes  "
            "# run_id ⟨run⟩",
            "logs/dag_id=pacs_a_gcs/run_id=⟨run2⟩/task_id=export_estudios/attempt=⟨try⟩.log",
            "curl -X PATCH http://airflow.hra.local/api/v1/dags/remesas_norte/dagRuns/⟨run3⟩ "
            '-H "Content-Type: application/json" -d \'{"state": "failed"}\'',
            "[⟨d⟩, 02:00:14 UTC] {standard_task_runner.py:104} INFO - Running: ['airflow', "
            "'tasks', 'run', 'hl7_adt_a_snowflake', 'load_raw', '⟨run⟩', '--job-id', '⟨job⟩', "
            "'--raw'] (pid ⟨pid⟩, external_executor_id ⟨celery⟩)",
            "La DAG remesas_norte té dag_hash ⟨h⟩ des del darrer deploy; el run ⟨run⟩ encara "
            "usa la versió vella.",
        ),
        _airflow,
    ),
    Kind(
        "git_commit_hashes",
        (
            "$ git log --oneline -3\n⟨s7⟩ fix(dbt): deduplicar ADT^A08 por MSH-10\n"
            "⟨s7b⟩ feat(airflow): DAG de remesas a Norte Seguros\n⟨s7c⟩ chore: bump "
            "orthanc a 24.8.2",
            "commit ⟨sha⟩\nAuthor: Nerea Zabala <nzabala@almudena-salud.es>\n"
            "Date:   Tue Aug ⟨day⟩ 10:21:33 2029 +0200\n\n"
            "    Orthanc: subir el timeout de DicomModalityStore",
            "pip install git+https://github.com/red-almudena/hl7-tools.git@⟨sha⟩",
            "git bisect: ⟨sha⟩ is the first bad commit (PR #⟨pr⟩); revert pushed as ⟨sha2⟩.",
            "packages:\n  - git: https://github.com/red-almudena/dbt-hl7-macros.git\n"
            "    revision: ⟨sha⟩",
        ),
        _git,
    ),
    Kind(
        "dbt_artifact_ids_checksums",
        (
            '"model.hra.stg_hl7__adt": {"resource_type": "model", "checksum": {"name": '
            '"sha256", "checksum": "⟨h⟩"}, "config": {"materialized": "incremental"}}',
            '{"metadata": {"dbt_schema_version": "https://schemas.getdbt.com/dbt/run-results/'
            'v6.json", "dbt_version": "⟨v⟩", "generated_at": "⟨t⟩Z", "invocation_id": "⟨u⟩"}, '
            '"elapsed_time": ⟨n⟩.2}',
            'ALTER SESSION SET QUERY_TAG = \'{"app": "dbt", "dbt_version": "⟨v⟩", '
            '"invocation_id": "⟨u⟩", "node_id": "model.hra.fct_resultados_lab"}\';',
            "package-lock.yml:\npackages:\n  - package: dbt-labs/dbt_utils\n    version: 1.3.0\n"
            "sha1_hash: ⟨sha1⟩",
            "El model fct_estudios_pacs va canviar de checksum (⟨h⟩ → ⟨h2⟩) tot i que només "
            "vam tocar un comentari.",
        ),
        _dbt,
    ),
    Kind(
        "file_checksums_insurer_exports",
        (
            "$ sha256sum NORTE_FACT_⟨d⟩_⟨n⟩.csv.pgp\n⟨h⟩  NORTE_FACT_⟨d⟩_⟨n⟩.csv.pgp",
            "Mutua Bidasoa pide el .md5 junto al zip: ⟨m⟩ *HRA_REMESA_⟨d⟩.zip",
            '{"fichero": "HRA_REMESA_⟨d⟩_⟨n⟩.csv", "registros": ⟨rows⟩, "bytes": ⟨size⟩, '
            '"sha256": "⟨h⟩"}',
            'cfdi:Complemento → tfd:TimbreFiscalDigital UUID="⟨cfdi⟩" '
            'NoCertificadoSAT="⟨cert⟩" FechaTimbrado="2029-08-12T11:03:22"',
            "Factura de la aseguradora mexicana, folio fiscal ⟨cfdi⟩; SelloCFD (firma, "
            "pública en el XML):\n⟨sello⟩",
        ),
        _checksums,
    ),
    Kind(
        "gcs_object_hashes_generations",
        (
            "gs://hra-export-aseguradoras/⟨f⟩:\n    Creation time:          Mon, 13 Aug 2029 "
            "02:14:07 GMT\n    Content-Length:         ⟨size⟩\n    Hash (crc32c):          ⟨crc⟩"
            "\n    Hash (md5):             ⟨md5⟩\n    ETag:                   ⟨etag⟩\n"
            "    Generation:             ⟨gen⟩\n    Metageneration:         1",
            "gcloud storage cp gs://hra-pacs-export/estudios/⟨uid⟩.zip#⟨gen⟩ .",
            '{"kind": "storage#object", "name": "⟨f⟩", "bucket": "hra-export-aseguradoras", '
            '"generation": "⟨gen⟩", "md5Hash": "⟨md5⟩", "crc32c": "⟨crc⟩", "etag": "⟨etag⟩"}',
            "crc32c_hash: ⟨crc⟩\netag: ⟨etag⟩\ngeneration: '⟨gen⟩'\nmd5_hash: ⟨md5⟩\n"
            "name: ⟨f⟩\nsize: ⟨size⟩",
        ),
        _gcs,
    ),
    Kind(
        "container_image_digests",
        (
            "europe-southwest1-docker.pkg.dev/hra-artifacts/integracion/⟨img⟩@sha256:⟨h⟩",
            "⟨l1⟩: Pull complete\n⟨l2⟩: Pull complete\nDigest: sha256:⟨h⟩\nStatus: "
            "Downloaded newer image for ⟨img⟩",
            "    Image:          ⟨img⟩\n    Image ID:       europe-southwest1-docker.pkg.dev/"
            "hra-artifacts/integracion/⟨img⟩@sha256:⟨h⟩",
            "FROM apache/airflow:2.11.0-python3.12@sha256:⟨h⟩",
            "Pod ⟨pod⟩ corre ⟨img⟩ con digest sha256:⟨h2⟩, distinto del que firmamos.",
        ),
        _digest,
    ),
    Kind(
        "gcp_resource_ids",
        (
            "$ gcloud iam service-accounts keys list --iam-account=svc-dbt@hra-dataplatform-prod"
            ".iam.gserviceaccount.com\nKEY_ID                                    CREATED_AT"
            "            EXPIRES_AT            DISABLED\n⟨k1⟩  2029-02-01T09:12:44Z  "
            "9999-12-31T23:59:59Z  False\n⟨k2⟩  2029-08-03T11:40:02Z  2029-11-01T11:40:02Z  False",
            'Operation "operations/⟨op⟩" finished successfully.',
            '{"insertId": "⟨ins⟩", "logName": "projects/hra-dataplatform-prod/logs/'
            'run.googleapis.com%2Fstderr", "trace": "projects/hra-dataplatform-prod/traces/⟨tr⟩",'
            ' "spanId": "⟨span⟩", "severity": "ERROR"}',
            "Proyecto hra-dataplatform-prod = número ⟨pn⟩; la SA svc-fhir-sync tiene uniqueId "
            "⟨uid⟩; cuenta de facturación ⟨bill⟩.",
            "Cloud Build ⟨u⟩ OK; la revisión pacs-export-⟨rev⟩ recibe el 100 % del tráfico.",
        ),
        _gcp,
    ),
    Kind(
        "pseudonymized_research_ids",
        (
            "Extracción estudio DIAB-GDL-29: pseudo_id = HMAC-SHA256(NHC, clave en Vault). "
            "Ejemplo de salida: ⟨h1⟩",
            "pseudo_id,edad,sexo,hba1c\n⟨h1⟩,⟨age⟩,M,7.2\n⟨h2⟩,⟨age2⟩,F,6.4\n⟨h3⟩,70,F,8.1",
            "El pseudónimo ⟨p⟩ (base32) sustituye al NHC en el mart de investigación.",
            "Anonimització DICOM: PatientID → ANON-⟨a⟩, StudyInstanceUID regenerat ⟨uid⟩.",
            "Ikerketa-taularen gakoa ⟨h2⟩ da (pseudonimoa), ez NHC-a bera.",
        ),
        _pseudo,
    ),
)
