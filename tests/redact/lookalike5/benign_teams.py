"""Benign look-alikes from the day-to-day of particular kinds of teams: mobile, firmware,
game development, ML, data engineering, fintech, security engineering, infrastructure,
observability and open-source maintenance."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike5.gen import (
    ALNUM,
    LOWER_ALNUM,
    UHEX,
    UPPER_ALNUM,
    Kind,
    colon_hex,
    hexs,
    num,
    pick,
    ulid,
    uuid4,
)


def _ios(r: Random) -> dict[str, str]:
    team = pick(r, UPPER_ALNUM, 10)
    return {
        "team": team,
        "bundle": r.choice(("com.acme.shop", "io.acme.wallet", "com.acme.fieldapp")),
        "prof": uuid4(r).upper(),
        "udid": "0000" + pick(r, UHEX, 4) + "-" + pick(r, UHEX, 16),
        "build": str(r.randint(100, 9999)),
        "asc": num(r, 10),
    }


def _android(r: Random) -> dict[str, str]:
    return {
        "sha1": colon_hex(r, 20),
        "sha256": colon_hex(r, 32),
        "pkg": r.choice(("com.acme.shop", "com.acme.driver", "io.acme.wallet")),
        "vc": str(r.randint(10000, 99999)),
        "fcm": num(r, 12),
    }


def _firmware(r: Random) -> dict[str, str]:
    return {
        "mac": colon_hex(r, 6),
        "crc": "0x" + pick(r, UHEX, 8),
        "sha": hexs(r, 64),
        "chip": pick(r, UHEX, 16),
        "serial": "SN" + num(r, 10),
        "addr": "0x0" + pick(r, UHEX, 7),
        "ver": f"{r.randint(1, 5)}.{r.randint(0, 20)}.{r.randint(0, 99)}",
    }


def _unity(r: Random) -> dict[str, str]:
    return {
        "guid": hexs(r, 32),
        "guid2": hexs(r, 32),
        "fid": num(r, 19),
        "asset": r.choice(
            ("Player.prefab", "Terrain_Desert.mat", "UI_MainMenu.unity", "Boss_02.fbx")
        ),
    }


def _gameops(r: Random) -> dict[str, str]:
    return {
        "cl": str(r.randint(100000, 9999999)),
        "app": str(r.randint(100000, 2999999)),
        "depot": str(r.randint(100000, 2999999)),
        "manifest": num(r, 19),
        "build": num(r, 8),
        "crash": uuid4(r),
    }


def _ml_runs(r: Random) -> dict[str, str]:
    return {
        "wandb": pick(r, LOWER_ALNUM, 8),
        "mlflow": hexs(r, 32),
        "proj": r.choice(("ranker", "asr-finetune", "churn-model", "vision-seg")),
        "step": str(r.randint(1000, 400000)),
        "loss": f"{r.uniform(0.05, 2.5):.4f}",
        "job": "ft-" + pick(r, ALNUM, 24),
    }


def _ml_revisions(r: Random) -> dict[str, str]:
    return {
        "rev": hexs(r, 40),
        "fp": hexs(r, 16),
        "model": r.choice(("acme/ranker-v3", "acme/whisper-small-de", "acme/clip-retail")),
        "ds": r.choice(("acme/support-tickets", "acme/asr-eval", "acme/product-images")),
        "sha": hexs(r, 64),
    }


def _data_jobs(r: Random) -> dict[str, str]:
    return {
        "spark": "application_" + "17" + num(r, 11) + "_" + str(r.randint(1, 9999)).zfill(4),
        "bq": "bquxjob_" + hexs(r, 8) + "_" + hexs(r, 11),
        "sf": uuid4(r),
        "dag": r.choice(("daily_orders", "ingest_clickstream", "dbt_nightly")),
        "date": f"2025-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
        "emr": "j-" + pick(r, UPPER_ALNUM, 13),
        "part": uuid4(r),
    }


def _fin_ids(r: Random) -> dict[str, str]:
    return {
        "ch": "ch_" + pick(r, ALNUM, 24),
        "cus": "cus_" + pick(r, ALNUM, 14),
        "pi": "pi_" + pick(r, ALNUM, 24),
        "evt": "evt_" + pick(r, ALNUM, 24),
        "idem": uuid4(r),
        "txn": ulid(r),
        "amt": f"{r.randint(1, 9999)}.{r.randint(0, 99):02d}",
    }


def _fin_refs(r: Random) -> dict[str, str]:
    return {
        "e2e": "E2E" + pick(r, UPPER_ALNUM, 20),
        "uetr": uuid4(r),
        "bic": r.choice(("DEUTDEFF", "BNPAFRPP", "COBADEFFXXX", "INGBNL2A")),
        "batch": num(r, 10),
        "ledger": str(r.randint(1_000_000, 99_999_999)),
        "card": r.choice(("4242 4242 4242 4242", "4000 0000 0000 9995", "5555 5555 5555 4444")),
    }


def _security(r: Random) -> dict[str, str]:
    return {
        "cve": f"CVE-{r.randint(2019, 2025)}-{r.randint(1000, 59999)}",
        "ghsa": "GHSA-" + "-".join(pick(r, "23456789cfghjmpqrvwx", 4) for _ in range(3)),
        "ioc": hexs(r, 64),
        "md5": hexs(r, 32),
        "rule": r.choice(
            ("python.lang.security.audit.eval-detected", "go.lang.security.injection.tainted-sql")
        ),
        "alert": str(r.randint(1, 900)),
    }


def _tfstate(r: Random) -> dict[str, str]:
    return {
        "lineage": uuid4(r),
        "serial": str(r.randint(1, 3000)),
        "ver": f"1.{r.randint(3, 10)}.{r.randint(0, 9)}",
        "addr": r.choice(
            (
                "module.vpc.aws_subnet.private[2]",
                "aws_db_instance.orders",
                "google_container_cluster.main",
            )
        ),
        "id": "subnet-0" + hexs(r, 16),
        "md5": hexs(r, 32),
    }


def _observability(r: Random) -> dict[str, str]:
    return {
        "uid": pick(r, ALNUM, 9),
        "fp": hexs(r, 16),
        "silence": uuid4(r),
        "monitor": str(r.randint(1_000_000, 200_000_000)),
        "pd": "Q" + pick(r, UPPER_ALNUM, 13),
    }


def _oss(r: Random) -> dict[str, str]:
    return {
        "doi": f"10.5281/zenodo.{r.randint(1_000_000, 15_000_000)}",
        "orcid": "0000-000"
        + str(r.randint(1, 3))
        + "-"
        + num(r, 4)
        + "-"
        + num(r, 3)
        + r.choice("0123456789X"),
        "sha": hexs(r, 64),
        "blake": hexs(r, 64),
        "ver": f"{r.randint(0, 5)}.{r.randint(0, 30)}.{r.randint(0, 12)}",
        "pr": str(r.randint(1000, 20000)),
    }


def _incident(r: Random) -> dict[str, str]:
    return {
        "inc": "INC-" + str(r.randint(100, 9999)),
        "rid": uuid4(r),
        "sha": hexs(r, 7),
        "tid": hexs(r, 32),
        "pod": "api-"
        + pick(r, "bcdfghjklmnpqrstvwxz2456789", 10)
        + "-"
        + pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "min": str(r.randint(4, 95)),
        "d": hexs(r, 64),
    }


def _queues(r: Random) -> dict[str, str]:
    return {
        "celery": uuid4(r),
        "sidekiq": hexs(r, 24),
        "temporal": uuid4(r),
        "wf": r.choice(("order-fulfilment", "invoice-run", "reindex-catalog")),
        "bull": str(r.randint(1000, 9_999_999)),
    }


TEAMS: tuple[Kind, ...] = (
    Kind(
        "ios-identifiers",
        (
            "DEVELOPMENT_TEAM = ⟨team⟩; PRODUCT_BUNDLE_IDENTIFIER = ⟨bundle⟩;",
            "Provisioning profile ⟨prof⟩ expired; regenerated it in the portal.",
            (
                '{"applinks": {"details": [{"appIDs": ["⟨team⟩.⟨bundle⟩"], "components": [{"/": '
                '"/orders/*"}]}]}}'
            ),
            "Test device UDID ⟨udid⟩ added to the ad-hoc profile.",
            "TestFlight build ⟨build⟩ uploaded; App Store Connect app id ⟨asc⟩.",
        ),
        _ios,
    ),
    Kind(
        "android-fingerprints",
        (
            (
                '[{"relation": ["delegate_permission/common.handle_all_urls"], "target": '
                '{"namespace": "android_app", "package_name": "⟨pkg⟩", "sha256_cert_fingerprints": '
                '["⟨sha256⟩"]}}]'
            ),
            "Upload key SHA1: ⟨sha1⟩ — add it to the Firebase project for Google sign-in.",
            (
                "$ keytool -list -v -keystore debug.keystore\nCertificate fingerprints:\n\t SHA1: "
                "⟨sha1⟩\n\t SHA256: ⟨sha256⟩"
            ),
            "versionCode ⟨vc⟩ rejected by Play; FCM sender id ⟨fcm⟩ unchanged.",
        ),
        _android,
    ),
    Kind(
        "firmware-output",
        (
            (
                "Chip is ESP32-S3 (revision v0.2)\nMAC: ⟨mac⟩\nWrote 1048576 bytes at ⟨addr⟩\nHash "
                "of data verified."
            ),
            "image v⟨ver⟩ CRC32 ⟨crc⟩, sha256 ⟨sha⟩",
            "Board ⟨serial⟩ (chip id ⟨chip⟩) bricked after the OTA; recovered over JTAG.",
            "[  0.000000] Booting Linux on physical CPU 0x0\n[  2.314159] eth0: MAC address ⟨mac⟩",
            "HardFault at PC=⟨addr⟩, CFSR=⟨crc⟩",
        ),
        _firmware,
    ),
    Kind(
        "unity-asset-guids",
        (
            "fileFormatVersion: 2\nguid: ⟨guid⟩\nNativeFormatImporter:\n  mainObjectFileID: ⟨fid⟩",
            "Missing script on ⟨asset⟩ — m_Script: {fileID: 11500000, guid: ⟨guid2⟩, type: 3}",
            "Two .meta files share guid ⟨guid⟩ after the merge; regenerate one.",
            "Addressables key for ⟨asset⟩ is ⟨guid2⟩.",
        ),
        _unity,
    ),
    Kind(
        "game-build-ops",
        (
            "Perforce changelist ⟨cl⟩ broke the shader cache.",
            "SteamPipe: app ⟨app⟩, depot ⟨depot⟩, manifest ⟨manifest⟩ set live on the beta branch.",
            "Crash report ⟨crash⟩ from build ⟨build⟩ points at the audio thread.",
            "$ p4 describe -s ⟨cl⟩",
            "steamcmd +login builder +run_app_build app_build_⟨app⟩.vdf +quit",
        ),
        _gameops,
    ),
    Kind(
        "ml-experiment-ids",
        (
            "Best run so far: wandb ⟨proj⟩/⟨wandb⟩, val loss ⟨loss⟩ at step ⟨step⟩.",
            "mlflow run ⟨mlflow⟩ logged the confusion matrix as an artifact.",
            "https://wandb.ai/acme/⟨proj⟩/runs/⟨wandb⟩?workspace=user-mira",
            "Fine-tuning job ⟨job⟩ finished; checkpoint at step ⟨step⟩.",
            "runs:/⟨mlflow⟩/model registered as ⟨proj⟩ version 7",
        ),
        _ml_runs,
    ),
    Kind(
        "model-and-dataset-revisions",
        (
            'AutoModel.from_pretrained("⟨model⟩", revision="⟨rev⟩")',
            "Dataset ⟨ds⟩ cache fingerprint ⟨fp⟩ changed, so the map() re-ran.",
            "model.safetensors sha256 ⟨sha⟩ matches the hub listing.",
            "Pinned ⟨model⟩@⟨rev⟩ for the eval; latest main regresses WER.",
        ),
        _ml_revisions,
    ),
    Kind(
        "data-job-ids",
        (
            "Spark app ⟨spark⟩ spilled 300 GB on stage 14.",
            "BigQuery job ⟨bq⟩ scanned 4.2 TB — missing partition filter.",
            "Snowflake query id ⟨sf⟩ is the slow MERGE.",
            "Airflow run scheduled__⟨date⟩T02:00:00+00:00 of ⟨dag⟩ is stuck in queued.",
            "EMR cluster ⟨emr⟩ terminated with bootstrap failure.",
            "s3://acme-lake/orders/dt=⟨date⟩/part-00000-⟨part⟩-c000.snappy.parquet",
        ),
        _data_jobs,
    ),
    Kind(
        "payment-object-ids",
        (
            "Refunded ⟨ch⟩ for ⟨cus⟩ (⟨amt⟩ EUR).",
            "Webhook ⟨evt⟩ arrived before ⟨pi⟩ was saved, hence the 404.",
            "Idempotency-Key: ⟨idem⟩",
            "ledger entry ⟨txn⟩ reverses the double capture on ⟨pi⟩",
            "https://dashboard.stripe.com/payments/⟨pi⟩",
            '{"id": "⟨evt⟩", "type": "charge.refunded", "data": {"object": {"id": "⟨ch⟩"}}}',
        ),
        _fin_ids,
    ),
    Kind(
        "payment-references",
        (
            "SEPA transfer EndToEndId ⟨e2e⟩ bounced (AC04, account closed).",
            "SWIFT gpi UETR ⟨uetr⟩ from ⟨bic⟩ is still pending.",
            "Settlement batch ⟨batch⟩ posted to ledger account ⟨ledger⟩.",
            "Use the documented sandbox card ⟨card⟩ with any future expiry for the checkout test.",
        ),
        _fin_refs,
        n=5,
    ),
    Kind(
        "security-advisories",
        (
            "Dependabot: ⟨ghsa⟩ (⟨cve⟩) in the transitive xml parser.",
            "IOC from the phishing kit: sha256 ⟨ioc⟩, md5 ⟨md5⟩",
            "semgrep ⟨rule⟩ flagged 3 call sites; 2 are false positives.",
            "Code scanning alert #⟨alert⟩ closed as won't fix (test code).",
            "Patched ⟨cve⟩ by bumping the base image; scanner still caches ⟨ghsa⟩.",
        ),
        _security,
    ),
    Kind(
        "terraform-state",
        (
            (
                '{\n  "version": 4,\n  "terraform_version": "⟨ver⟩",\n  "serial": ⟨serial⟩,\n  '
                '"lineage": "⟨lineage⟩"\n}'
            ),
            "$ terraform state show '⟨addr⟩'\n    id = \"⟨id⟩\"",
            "State lineage mismatch (⟨lineage⟩) — someone pushed a state from another workspace.",
            "Digest in DynamoDB (⟨md5⟩) does not match the S3 state; fixed with a manual put.",
        ),
        _tfstate,
    ),
    Kind(
        "observability-ids",
        (
            "Grafana dashboard https://grafana.internal/d/⟨uid⟩/api-latency?orgId=1",
            "Alertmanager fingerprint ⟨fp⟩ keeps re-firing; silence ⟨silence⟩ expired.",
            "Datadog monitor ⟨monitor⟩ pages on p99 > 800ms.",
            "PagerDuty incident ⟨pd⟩ auto-resolved after 12 minutes.",
            "$ amtool silence expire ⟨silence⟩",
        ),
        _observability,
    ),
    Kind(
        "maintainer-release-notes",
        (
            "Archived release ⟨ver⟩ on Zenodo: https://doi.org/⟨doi⟩",
            "Maintainer ORCID ⟨orcid⟩ added to CITATION.cff.",
            "Release ⟨ver⟩ sdist sha256 ⟨sha⟩ — matches what PyPI reports.",
            "b3sum of the wheel: ⟨blake⟩",
            (
                "Thanks to the contributor of #⟨pr⟩; published ⟨ver⟩ via trusted publishing (no "
                "token)."
            ),
        ),
        _oss,
    ),
    Kind(
        "incident-writeups",
        (
            (
                "## ⟨inc⟩ summary\n\nImpact: checkout errors for ⟨min⟩ minutes.\nTrigger: deploy "
                "⟨sha⟩.\nExample request: ⟨rid⟩, trace ⟨tid⟩."
            ),
            (
                "Timeline:\n- 14:02 deploy ⟨sha⟩ starts\n- 14:09 ⟨pod⟩ OOMKilled\n- 14:15 rollback "
                "to sha256:⟨d⟩"
            ),
            "⟨inc⟩ root cause: connection pool exhausted; trace ⟨tid⟩ shows 30 s waits.",
            (
                "Postmortem action items for ⟨inc⟩: alert on pool saturation, add request id ⟨rid⟩ "
                "to the repro doc."
            ),
        ),
        _incident,
    ),
    Kind(
        "job-queue-ids",
        (
            "Celery task ⟨celery⟩ retried 5 times then went to the dead-letter queue.",
            "Sidekiq jid ⟨sidekiq⟩ stuck in the retry set.",
            "Temporal workflow ⟨wf⟩ run id ⟨temporal⟩ is blocked on a signal.",
            "BullMQ job ⟨bull⟩ failed: ETIMEDOUT",
            "$ celery -A app inspect query_task ⟨celery⟩",
        ),
        _queues,
    ),
)
