"""Benign look-alikes from the platform's cloud and CI: Pub/Sub, GCS, Sentry, Document AI,
git, containers, Terraform, GitHub Actions, Cloud SQL, request ids, payloads, versions and
log lines. Opaque, random-looking, never a credential; each must survive."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike43.gen import (
    B64URL,
    LOWER_ALNUM,
    PROJECT,
    Kind,
    b64,
    b64_of,
    claim_any,
    digits,
    gcs_generation,
    hexs,
    num,
    pick,
    ulid,
    uuid4,
    version,
)

_D = "2030-06-"


def _day(r: Random) -> str:
    return f"{r.randint(1, 29):02d}"


def _ack(r: Random) -> str:
    return "RVNEUAYWLF1GSFE3GQhoUQ5PXiM_NSAo" + pick(r, B64URL, r.choice((118, 134, 150)))


def _event_json(r: Random) -> str:
    return json.dumps(
        {
            "claimId": claim_any(r),
            "event": r.choice(("OCR_DONE", "INTAKE_RECEIVED", "PAYOUT_QUEUED")),
            "pages": r.randint(1, 12),
            "lang": r.choice(("pl", "en", "yo", "pcm")),
        },
        separators=(",", ":"),
        ensure_ascii=False,
    )


def _v_pubsub(r: Random) -> dict[str, str]:
    return {
        "ack": _ack(r),
        "ackshort": _ack(r)[:40],
        "data": b64_of(_event_json(r)),
        "mid": num(r, r.choice((16, 17))),
        "d": _day(r),
        "n": str(r.randint(5, 9)),
        "topic": r.choice(("claims-intake", "ocr-done", "payouts-queued", "docs-uploaded")),
    }


def _v_gcs(r: Random) -> dict[str, str]:
    return {
        "claim": claim_any(r).replace("/", "-"),
        "gen": gcs_generation(r),
        "gen2": gcs_generation(r),
        "crc": b64(r, 4),
        "md5": b64(r, 16),
        "size": str(r.randint(40_000, 9_000_000)),
        "page": str(r.randint(1, 9)),
    }


def _v_sentry(r: Random) -> dict[str, str]:
    return {
        "short": r.choice(("CLAIMS-API", "OCR-WORKER", "PAYOUTS"))
        + "-"
        + pick(r, "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ", r.choice((2, 3))),
        "eid": hexs(r, 32),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "iid": num(r, 10),
        "ver": version(r),
        "sha": hexs(r, 12),
    }


def _v_ocr(r: Random) -> dict[str, str]:
    return {
        "pnum": num(r, 12),
        "op": num(r, 19),
        "proc": hexs(r, 16),
        "job": "ocr_" + ulid(r),
        "claim": claim_any(r),
        "n": str(r.randint(40, 400)),
        "f": str(r.randint(0, 9)),
        "conf": f"0.{r.randint(45, 99)}",
        "pages": str(r.randint(1, 14)),
    }


_SUBJECTS = (
    "fix(payouts): retry Flutterwave 5xx with jitter",
    "feat(ocr): normalise Yoruba diacritics before matching",
    "chore(deps): bump google-cloud-pubsub",
    "fix(blik): handle PayU WAITING_FOR_CONFIRMATION",
    "refactor(intake): split claim form parser",
    "feat(sms): Twilio fallback to Africa's Talking",
    "fix(sentry): drop PII from breadcrumbs",
)


def _v_commits(r: Random) -> dict[str, str]:
    subs = r.sample(_SUBJECTS, 3)
    return {
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "m1": subs[0],
        "m2": subs[1],
        "m3": subs[2],
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "pr": str(r.randint(400, 2400)),
        "rev": str(r.randint(100, 999)),
        "sfx": pick(r, "abcdefghijklmnopqrstuvwxyz", 3),
    }


def _v_images(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "img": r.choice(("claims-api", "ocr-worker", "payout-runner")),
        "tag": version(r),
        "base": r.choice(
            ("python:3.13-slim", "python:3.12-slim-bookworm", "gcr.io/distroless/python3")
        ),
    }


def _v_tfstate(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "host": "runner-" + pick(r, LOWER_ALNUM, 8),
        "d": _day(r),
        "serial": str(r.randint(40, 900)),
        "ver": f"1.{r.randint(9, 12)}.{r.randint(0, 9)}",
        "env": r.choice(("prod", "staging", "lagos-dev")),
    }


def _v_tflock(r: Random) -> dict[str, str]:
    return {
        "ver": f"6.{r.randint(10, 40)}.{r.randint(0, 3)}",
        "h1": b64(r, 32),
        "h1b": b64(r, 32),
        "zh1": hexs(r, 64),
        "zh2": hexs(r, 64),
        "x": str(r.randint(10, 30)),
        "prov": r.choice(("google", "google-beta", "random", "github")),
    }


def _v_gha(r: Random) -> dict[str, str]:
    return {
        "run": num(r, 11),
        "job": num(r, 11),
        "h": hexs(r, 64),
        "aid": num(r, 10),
        "sha": hexs(r, 40),
        "repo": r.choice(("claims-api", "claims-ocr", "payouts", "infra")),
        "tag": r.choice(("v4.2.2", "v4.1.7", "v5.0.0", "v3.4.0")),
        "action": r.choice(
            ("actions/checkout", "google-github-actions/auth", "actions/setup-python")
        ),
    }


def _v_cloudsql(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "d": _day(r),
        "bid": num(r, 13),
        "sfx": r.choice(("prod", "replica-waw", "replica-lagos", "restore")),
        "mins": str(r.randint(8, 55)),
    }


def _v_gcp_ids(r: Random) -> dict[str, str]:
    return {
        "pnum": num(r, 12),
        "cid": num(r, 12) + "-" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32),
        "kid": hexs(r, 40),
        "uid": num(r, 21),
        "sa": r.choice(("ocr-worker", "payout-runner", "intake-api", "terraform-ci")),
        "d": _day(r),
    }


def _v_request_ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "t32": hexs(r, 32),
        "dec": str(r.getrandbits(63)),
        "s16": hexs(r, 16),
        "claim": claim_any(r),
    }


def _v_payload(r: Random) -> dict[str, str]:
    body = _event_json(r)
    return {"b64": b64_of(body), "json": body, "mid": num(r, 17)}


def _v_versions(r: Random) -> dict[str, str]:
    return {
        "ver": version(r),
        "b": str(r.randint(1000, 9999)),
        "short": hexs(r, 8),
        "m": str(r.randint(1, 30)),
        "p": str(r.randint(0, 9)),
        "x": str(r.randint(10, 30)),
        "y": str(r.randint(0, 4)),
        "n": f"{r.randint(100, 999)}",
        "sfx": pick(r, "abcdefghijklmnopqrstuvwxyz", 3),
        "d": _day(r),
    }


def _v_logs(r: Random) -> dict[str, str]:
    return {
        "claim": claim_any(r),
        "trf": "TRF_" + pick(r, LOWER_ALNUM, 15),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "d": _day(r),
        "mm": f"{r.randint(0, 59):02d}",
        "job": "ocr_" + ulid(r),
        "obj": f"2030/06/{digits(r, 7)}/page-{r.randint(1, 6)}.tiff",
        "gen": gcs_generation(r),
        "o": str(r.randint(16, 90)),
        "x": str(r.randint(2, 250)),
        "port": str(r.randint(32768, 60999)),
        "conf": f"0.{r.randint(40, 69)}",
    }


_SUB = "projects/" + PROJECT + "/subscriptions/"

CLOUD: tuple[Kind, ...] = (
    Kind(
        "pubsub_message_and_ack_ids",
        (
            "gcloud pubsub subscriptions pull ocr-done-sub --limit=1 --format=json\n"
            '[{"ackId": "⟨ack⟩", "message": {"data": "⟨data⟩", "messageId": "⟨mid⟩", '
            '"publishTime": "' + _D + '⟨d⟩T11:02:44.921Z"}}]',
            "Published message ⟨mid⟩ to projects/" + PROJECT + "/topics/⟨topic⟩",
            "Duplicate delivery: messageId ⟨mid⟩ came twice with different ackIds "
            "(⟨ackshort⟩…). Dedup on messageId, not ackId.",
            "Dead-letter topic got ⟨mid⟩ after ⟨n⟩ delivery attempts (deliveryAttempt=⟨n⟩).",
        ),
        _v_pubsub,
    ),
    Kind(
        "gcs_generations_and_checksums",
        (
            "gsutil ls -a gs://wartomir-claims-scans/2030/06/⟨claim⟩/page-⟨page⟩.tiff\n"
            "gs://wartomir-claims-scans/2030/06/⟨claim⟩/page-⟨page⟩.tiff#⟨gen⟩\n"
            "gs://wartomir-claims-scans/2030/06/⟨claim⟩/page-⟨page⟩.tiff#⟨gen2⟩",
            "gcloud storage objects describe gs://wartomir-claims-scans/⟨claim⟩/page-⟨page⟩.pdf\n"
            "crc32c_hash: ⟨crc⟩\ngeneration: '⟨gen⟩'\nmd5_hash: ⟨md5⟩\nmetageneration: '1'\n"
            "size: ⟨size⟩",
            "Restore the overwritten scan: gsutil cp "
            "gs://wartomir-claims-scans/⟨claim⟩/page-⟨page⟩.pdf#⟨gen⟩ "
            "gs://wartomir-claims-scans/⟨claim⟩/page-⟨page⟩.pdf",
            "ifGenerationMatch=⟨gen⟩ → 412 Precondition Failed: OCR worker i upload z portalu "
            "nadpisywały ten sam obiekt.",
        ),
        _v_gcs,
    ),
    Kind(
        "sentry_event_and_trace_ids",
        (
            "Sentry issue ⟨short⟩, event ⟨eid⟩, trace ⟨trace⟩ — KeyError 'account_bank'",
            "https://wartomir.sentry.io/issues/⟨iid⟩/events/⟨eid⟩/",
            "sentry-cli releases finalize claims-api@⟨ver⟩+⟨sha⟩",
            "sentry-trace: ⟨trace⟩-⟨span⟩-1\nbaggage: sentry-trace_id=⟨trace⟩,"
            "sentry-environment=production,sentry-release=claims-api%40⟨ver⟩",
            "Ìṣẹ̀lẹ̀ Sentry ⟨eid⟩ fi hàn pé OCR kò ka ojú ìwé kejì.",
        ),
        _v_sentry,
    ),
    Kind(
        "ocr_job_and_operation_ids",
        (
            "Document AI batch op projects/⟨pnum⟩/locations/eu/operations/⟨op⟩ finished: "
            "⟨n⟩ docs, ⟨f⟩ failed.",
            "processor ⟨proc⟩ (FORM_PARSER_PROCESSOR, pretrained-form-parser-v2.1) w regionie eu",
            "ocr_job_id=⟨job⟩ claim=⟨claim⟩ pages=⟨pages⟩ confidence=⟨conf⟩ status=DONE",
            "Handwritten Yoruba page fail: job ⟨job⟩ return empty text, we go rerun am with "
            "the enhanced OCR.",
        ),
        _v_ocr,
    ),
    Kind(
        "commit_hashes",
        (
            "git log --oneline -3\n⟨s1⟩ ⟨m1⟩\n⟨s2⟩ ⟨m2⟩\n⟨s3⟩ ⟨m3⟩",
            "Regression came in with ⟨sha⟩ (merge of #⟨pr⟩); reverted in ⟨sha2⟩.",
            "git bisect: ⟨sha⟩ is the first bad commit",
            "Rewizja claims-api-00⟨rev⟩-⟨sfx⟩ zbudowana z ⟨sha⟩ (tag release-2030-06).",
        ),
        _v_commits,
    ),
    Kind(
        "container_image_digests",
        (
            "europe-central2-docker.pkg.dev/" + PROJECT + "/claims/⟨img⟩@sha256:⟨d⟩",
            "gcloud run deploy ⟨img⟩ --image=europe-central2-docker.pkg.dev/"
            + PROJECT
            + "/claims/⟨img⟩@sha256:⟨d⟩ --region=europe-central2",
            "docker pull ⟨base⟩ → Digest: sha256:⟨d⟩",
            "cosign verify OK for ⟨img⟩:⟨tag⟩ (sha256:⟨d⟩), keyless via GitHub OIDC.",
        ),
        _v_images,
    ),
    Kind(
        "terraform_state_lock_and_lineage",
        (
            "Error: Error acquiring the state lock\n\nLock Info:\n  ID:        ⟨u⟩\n"
            "  Path:      wartomir-tfstate/claims/⟨env⟩/default.tflock\n"
            "  Operation: OperationTypeApply\n  Who:       runner@⟨host⟩\n  Version:   ⟨ver⟩\n"
            "  Created:   " + _D + "⟨d⟩ 08:12:55.123456 +0000 UTC",
            "terraform force-unlock ⟨u⟩  # only after checking nobody else is applying (⟨env⟩)",
            '{"version": 4, "terraform_version": "⟨ver⟩", "serial": ⟨serial⟩, '
            '"lineage": "⟨u⟩", "outputs": {}}',
        ),
        _v_tfstate,
    ),
    Kind(
        "dependency_lock_hashes",
        (
            'provider "registry.terraform.io/hashicorp/⟨prov⟩" {\n  version     = "⟨ver⟩"\n'
            '  constraints = "~> 6.0"\n  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨zh1⟩",\n'
            '    "zh:⟨zh2⟩",\n  ]\n}',
            "terraform providers lock changed h1:⟨h1⟩ → h1:⟨h1b⟩ after adding linux_arm64 "
            "for the Lagos runners.",
            "google-cloud-documentai==3.⟨x⟩.0 \\\n    --hash=sha256:⟨zh1⟩ \\\n"
            "    --hash=sha256:⟨zh2⟩",
        ),
        _v_tflock,
    ),
    Kind(
        "github_actions_run_ids_and_cache_keys",
        (
            "https://github.com/wartomir/⟨repo⟩/actions/runs/⟨run⟩/job/⟨job⟩",
            "Cache restored from key: Linux-uv-⟨h⟩",
            "Artifact ocr-fixtures.zip uploaded, id ⟨aid⟩, digest sha256:⟨h⟩",
            "uses: ⟨action⟩@⟨sha⟩ # ⟨tag⟩ (pinned by Renovate)",
        ),
        _v_gha,
    ),
    Kind(
        "cloud_sql_operation_and_backup_ids",
        (
            "gcloud sql operations list --instance=claims-pg-prod --limit=2\n"
            "NAME                                  TYPE           START                          "
            "STATUS\n⟨u⟩  BACKUP_VOLUME  " + _D + "⟨d⟩T01:00:03.114+00:00  DONE\n"
            "⟨u2⟩  UPDATE         " + _D + "⟨d⟩T09:41:17.502+00:00  DONE",
            "Connection name: " + PROJECT + ":europe-central2:claims-pg-⟨sfx⟩",
            "Backup ⟨bid⟩ odtworzony do claims-pg-restore-⟨d⟩ w ⟨mins⟩ min.",
            "cloud-sql-proxy --port 5432 " + PROJECT + ":europe-central2:claims-pg-⟨sfx⟩ "
            "--auto-iam-authn  # op ⟨u⟩",
        ),
        _v_cloudsql,
    ),
    Kind(
        "gcp_resource_identifiers",
        (
            "Project number ⟨pnum⟩ for "
            + PROJECT
            + "; SA ⟨sa⟩@"
            + PROJECT
            + ".iam.gserviceaccount.com (uniqueId ⟨uid⟩)",
            "OAuth client ID (public, in the agent portal SPA): ⟨cid⟩.apps.googleusercontent.com",
            "Workload identity provider: projects/⟨pnum⟩/locations/global/workloadIdentityPools/"
            "github/providers/wartomir-gha",
            "gcloud iam service-accounts keys list --iam-account=⟨sa⟩@"
            + PROJECT
            + ".iam.gserviceaccount.com → KEY_ID ⟨kid⟩ (disabled 2030-06-⟨d⟩, do usunięcia)",
        ),
        _v_gcp_ids,
    ),
    Kind(
        "request_trace_and_idempotency_ids",
        (
            "Idempotency-Key: ⟨u⟩ (one per payout attempt, stored in payouts.idempotency_key)",
            "X-Request-ID ⟨u⟩ → find it in Cloud Logging, claim ⟨claim⟩",
            "X-Cloud-Trace-Context: ⟨t32⟩/⟨dec⟩;o=1",
            "traceparent: 00-⟨t32⟩-⟨s16⟩-01",
        ),
        _v_request_ids,
    ),
    Kind(
        "pubsub_base64_payloads",
        (
            'Pub/Sub push body: {"message":{"data":"⟨b64⟩","messageId":"⟨mid⟩",'
            '"attributes":{"eventType":"OCR_DONE"}},"subscription":"' + _SUB + 'ocr-done-push"}',
            "echo '⟨b64⟩' | base64 -d\n⟨json⟩",
            "Dane wiadomości z dead-letter (base64) ⟨b64⟩ — po zdekodowaniu to zdarzenie szkody "
            "bez numeru polisy.",
        ),
        _v_payload,
        n=10,
    ),
    Kind(
        "version_and_build_strings",
        (
            "claims-api ⟨ver⟩+build.⟨b⟩.g⟨short⟩",
            "google-cloud-documentai==3.⟨m⟩.⟨p⟩, google-cloud-pubsub==2.⟨x⟩.⟨y⟩",
            "Cloud Run revision claims-ocr-worker-00⟨n⟩-⟨sfx⟩ serving 100% of traffic",
            "Python 3.13.⟨p⟩ (main, Jun ⟨d⟩ 2030, 10:12:44) [GCC 14.2.0] on linux",
            "Terraform v1.⟨x⟩.⟨y⟩ on linux_amd64\n"
            "+ provider registry.terraform.io/hashicorp/google "
            "v6.⟨m⟩.⟨p⟩",
        ),
        _v_versions,
    ),
    Kind(
        "structured_log_lines",
        (
            '{"severity":"INFO","message":"payout queued","claim_id":"⟨claim⟩",'
            '"provider":"paystack","transfer_code":"⟨trf⟩",'
            '"logging.googleapis.com/trace":"projects/' + PROJECT + '/traces/⟨trace⟩",'
            '"logging.googleapis.com/spanId":"⟨span⟩"}',
            _D + "⟨d⟩T07:⟨mm⟩:12.004Z WARN ocr.worker job=⟨job⟩ lang=yo page=2 "
            "low_confidence=⟨conf⟩ gcs=gs://wartomir-claims-scans/⟨obj⟩#⟨gen⟩",
            "E "
            + _D
            + "⟨d⟩ 03:⟨mm⟩:41 sqlalchemy.exc.OperationalError: (psycopg.OperationalError) "
            'connection failed: FATAL:  password authentication failed for user "claims_app" '
            "(host 10.⟨o⟩.0.3)",
            'INFO:     10.⟨o⟩.0.⟨x⟩:⟨port⟩ - "POST /webhooks/flutterwave HTTP/1.1" 200 OK',
        ),
        _v_logs,
    ),
)
