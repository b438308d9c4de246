"""Benign look-alikes of the cloud side: GCP, BigQuery, Cloud Run, Terraform, tracing.

Job ids, revision names, digests, lock-file hashes, key ids, secret references (names, never
values), base64 message payloads and trace ids. All must come out byte-identical.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike41.gen import (
    DIGITS,
    LOWER,
    LOWER_ALNUM,
    Kind,
    b64,
    b64_of,
    hexs,
    jp_post_s10,
    mod7_tracking,
    num,
    one,
    pick,
    uuid4,
)

_SERVICES = ("order-api", "shipping-label", "spapi-sync", "rakuten-sync", "admin-web", "line-bot")
_PROJECTS = ("kawasemi-prod", "kawasemi-stg", "kawasemi-dwh")
_WHO = ("tanaka", "mori", "chen", "lin", "hsu", "okada")


def _bq(r: Random) -> dict[str, str]:
    return {
        "job": f"bquxjob_{hexs(r, 8)}_{hexs(r, 11)}",
        "job2": f"bquxjob_{hexs(r, 8)}_{hexs(r, 11)}",
        "u": uuid4(r),
        "cfg": f"{hexs(r, 8)}-0000-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
        "run": f"{hexs(r, 8)}-0000-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
        "pnum": num(r, 12),
        "bytes": str(r.randint(10, 900) * 10485760),
        "bytes2": str(r.randint(10, 900) * 10485760),
    }


def _rev_name(r: Random, svc: str) -> str:
    return f"{svc}-{r.randint(1, 400):05d}-{pick(r, LOWER, 3)}"


def _cloud_run(r: Random) -> dict[str, str]:
    svc = r.choice(_SERVICES)
    entry = {
        "insertId": hexs(r, 24),
        "resource": {
            "type": "cloud_run_revision",
            "labels": {
                "service_name": svc,
                "revision_name": _rev_name(r, svc),
                "configuration_name": svc,
                "location": "asia-northeast2",
                "project_id": "kawasemi-prod",
            },
        },
        "trace": f"projects/kawasemi-prod/traces/{hexs(r, 32)}",
        "severity": "ERROR",
        "httpRequest": {"status": 503, "latency": f"{r.randint(1, 59)}.{num(r, 6)}s"},
    }
    return {
        "svc": svc,
        "rev": _rev_name(r, svc),
        "rev2": _rev_name(r, svc),
        "pnum": num(r, 12),
        "digest": hexs(r, 64),
        "json": json.dumps(entry, indent=2),
        "age": f"{r.randint(2, 59)}m",
    }


def _digests(r: Random) -> dict[str, str]:
    svc = r.choice(_SERVICES)
    return {
        "svc": svc,
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "size": str(r.randint(900, 4200)),
        "tag": f"2030.2.{r.randint(1, 27)}-{hexs(r, 7)}",
        "build": uuid4(r),
    }


def _lock(r: Random) -> dict[str, str]:
    provider, version = r.choice(
        (("google", "6.18.0"), ("google-beta", "6.18.0"), ("random", "3.6.3"), ("archive", "2.7.0"))
    )
    hashes = [f"h1:{b64(r, 32)}"] + [f"zh:{hexs(r, 64)}" for _ in range(r.randint(2, 4))]
    return {
        "p": provider,
        "v": version,
        "hashes": "\n".join(f'    "{h}",' for h in hashes),
        "h1": hashes[0],
        "zh": hashes[1],
    }


def _plan(r: Random) -> dict[str, str]:
    rname = one(r, "order_app", "readonly", "wms_batch", "looker")
    return {
        "rname": rname,
        "res": f"google_sql_user.{rname}",
        "lock": uuid4(r),
        "lineage": uuid4(r),
        "serial": str(r.randint(10, 2400)),
        "who": r.choice(_WHO),
        "host": one(r, "MacBook-Pro.local", "cloudshell-1482", "tw-dev-07"),
        "t": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}.{num(r, 6)}",
        "n": str(r.randint(2, 9)),
    }


def _sa_keys(r: Random) -> dict[str, str]:
    sa = one(r, "bq-loader", "cloudrun-order-api", "tf-deployer", "looker-reader")
    proj = r.choice(_PROJECTS)
    return {
        "sa": f"{sa}@{proj}.iam.gserviceaccount.com",
        "kid": hexs(r, 40),
        "kid2": hexs(r, 40),
        "cid": num(r, 21),
        "pnum": num(r, 12),
        "d": f"2030-0{r.randint(1, 2)}-{r.randint(1, 28):02d}",
    }


def _secret_refs(r: Random) -> dict[str, str]:
    return {
        "ver": str(r.randint(2, 19)),
        "ver2": one(r, "latest", str(r.randint(2, 19))),
        "pnum": num(r, 12),
        "name": one(
            r,
            "paypay-api-secret",
            "linepay-channel-secret",
            "sagawa-sftp-password",
            "rms-license-key",
            "orders-db-password",
            "slack-bot-token",
        ),
        "svc": r.choice(_SERVICES),
        "len": str(r.choice((32, 44, 64, 71, 98))),
    }


def _pubsub(r: Random) -> dict[str, str]:
    event = {
        "eventType": one(r, "ORDER_SHIPPED", "ORDER_CREATED", "LABEL_PRINTED"),
        "orderId": f"{one(r, '249', '250', '503')}-{num(r, 7)}-{num(r, 7)}",
        "carrier": one(r, "yamato", "sagawa", "japanpost"),
        "trackingNumber": mod7_tracking(r),
        "warehouse": one(r, "OSA1", "OSA2", "TPE1"),
    }
    raw = json.dumps(event, separators=(",", ":"))
    return {
        "data": b64_of(raw),
        "raw": raw,
        "mid": num(r, 17),
        "et": event["eventType"],
        "ms": f"{r.randint(0, 999):03d}",
    }


def _anon(r: Random) -> dict[str, str]:
    return {
        "ds": "_" + hexs(r, 40),
        "tbl": "anon" + hexs(r, 40),
        "tbl2": "anon" + hexs(r, 40),
        "script": "_script" + hexs(r, 40),
        "job": f"bquxjob_{hexs(r, 8)}_{hexs(r, 11)}",
    }


def _trace(r: Random) -> dict[str, str]:
    return {
        "tid": hexs(r, 32),
        "sid": hexs(r, 16),
        "span": num(r, r.choice((18, 19, 20))),
        "ins": hexs(r, 24),
        "svc": r.choice(_SERVICES),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "sha7": hexs(r, 7),
        "sha12": hexs(r, 12),
        "build": uuid4(r),
        "rc": str(r.randint(1, 9)),
        "d": str(r.randint(1, 27)),
        "svc": r.choice(_SERVICES),
        "tf": f"1.{r.randint(9, 11)}.{r.randint(0, 9)}",
        "gp": f"6.{r.randint(10, 30)}.{r.randint(0, 3)}",
    }


def _request_ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "ik": f"kw-ship-{num(r, 8)}-{pick(r, LOWER_ALNUM, 6)}",
        "amzn": uuid4(r),
        "rid": pick(r, DIGITS + "abcdef", 16),
        "jp": jp_post_s10(r),
        "svc": r.choice(_SERVICES),
    }


CLOUD: tuple[Kind, ...] = (
    Kind(
        "bigquery_job_ids",
        (
            "bq show -j --location=asia-northeast1 kawasemi-dwh:asia-northeast1.⟨job⟩",
            "google.api_core.exceptions.BadRequest: 400 Resources exceeded during query "
            "execution. Location: asia-northeast1 Job ID: ⟨u⟩",
            "| job_id | total_bytes_billed |\n|---|---|\n"
            "| ⟨job⟩ | ⟨bytes⟩ |\n| ⟨job2⟩ | ⟨bytes2⟩ |",
            "日次売上の scheduled query が失敗: projects/⟨pnum⟩/locations/asia-northeast1/"
            "transferConfigs/⟨cfg⟩/runs/⟨run⟩",
        ),
        _bq,
    ),
    Kind(
        "cloud_run_revisions",
        (
            "gcloud run services update-traffic ⟨svc⟩ --to-revisions=⟨rev⟩=100 "
            "--region=asia-northeast2",
            "REVISION  ACTIVE  SERVICE  DEPLOYED\n⟨rev⟩  yes  ⟨svc⟩  ⟨age⟩ ago\n"
            "⟨rev2⟩      ⟨svc⟩  2 days ago",
            "⟨rev⟩ から 503 が増えた。URL は https://⟨svc⟩-⟨pnum⟩.asia-northeast2.run.app、"
            "image は …/apps/⟨svc⟩@sha256:⟨digest⟩",
            "⟨json⟩",
        ),
        _cloud_run,
    ),
    Kind(
        "image_digests",
        (
            "⟨tag⟩: digest: sha256:⟨d⟩ size: ⟨size⟩",
            "gcloud run deploy ⟨svc⟩ --image=asia-northeast2-docker.pkg.dev/kawasemi-prod/apps/"
            "⟨svc⟩@sha256:⟨d⟩ --region=asia-northeast2",
            "Cloud Build ⟨build⟩ で作ったイメージ sha256:⟨d⟩ と本番の sha256:⟨d2⟩ が違う",
            "IMAGE  DIGEST  TAGS\nasia-northeast2-docker.pkg.dev/kawasemi-prod/apps/⟨svc⟩  "
            "sha256:⟨d⟩  ⟨tag⟩",
        ),
        _digests,
    ),
    Kind(
        "terraform_lock_hashes",
        (
            'provider "registry.terraform.io/hashicorp/⟨p⟩" {\n  version     = "⟨v⟩"\n'
            '  constraints = "~> ⟨v⟩"\n  hashes = [\n⟨hashes⟩\n  ]\n}',
            "terraform init で checksum 不一致: ⟨h1⟩ が .terraform.lock.hcl にない "
            "→ terraform providers lock -platform=linux_amd64 -platform=darwin_arm64",
            "lock 檔的 ⟨zh⟩ 是 hashicorp/⟨p⟩ ⟨v⟩ 的 zip hash，不用改。",
        ),
        _lock,
    ),
    Kind(
        "terraform_plan_and_state",
        (
            '  # ⟨res⟩ will be updated in-place\n  ~ resource "google_sql_user" "⟨rname⟩" {\n'
            "      ~ password = (sensitive value)\n"
            "        # (⟨n⟩ unchanged attributes hidden)\n    }",
            "Error: Error acquiring the state lock\n\nLock Info:\n  ID:        ⟨lock⟩\n"
            "  Path:      kawasemi-tfstate/prod/default.tflock\n"
            "  Operation: OperationTypeApply\n  Who:       ⟨who⟩@⟨host⟩\n  Version:   1.10.5\n"
            "  Created:   2030-02-14 ⟨t⟩ +0000 UTC",
            "terraform force-unlock ⟨lock⟩  # ⟨who⟩ の apply が Ctrl-C で止まったため",
            '{\n  "version": 4,\n  "terraform_version": "1.10.5",\n  "serial": ⟨serial⟩,\n'
            '  "lineage": "⟨lineage⟩",\n  "outputs": {}\n}',
        ),
        _plan,
    ),
    Kind(
        "gcp_service_account_key_ids",
        (
            "gcloud iam service-accounts keys list --iam-account=⟨sa⟩\n"
            "KEY_ID                                    CREATED_AT            EXPIRES_AT\n"
            "⟨kid⟩  ⟨d⟩T02:11:09Z  9999-12-31T23:59:59Z\n"
            "⟨kid2⟩  2029-08-01T00:00:00Z  2030-08-01T00:00:00Z",
            "gcloud iam service-accounts keys delete ⟨kid⟩ --iam-account=⟨sa⟩",
            "SA ⟨sa⟩ の OAuth2 client ID は ⟨cid⟩（ドメイン全体の委任で使う）",
            "principalSet://iam.googleapis.com/projects/⟨pnum⟩/locations/global/"
            "workloadIdentityPools/github/attribute.repository/kawasemi-ec/wms-terraform",
        ),
        _sa_keys,
    ),
    Kind(
        "secret_manager_references",
        (
            "gcloud run deploy ⟨svc⟩ --region=asia-northeast2 "
            "--set-secrets=PAYPAY_API_SECRET=paypay-api-secret:⟨ver2⟩,"
            "LINE_PAY_CHANNEL_SECRET=linepay-channel-secret:⟨ver⟩",
            "projects/⟨pnum⟩/secrets/⟨name⟩/versions/⟨ver⟩ を disable 済み（旧キー）",
            'data "google_secret_manager_secret_version" "db_password" {\n'
            '  secret  = "⟨name⟩"\n  version = "⟨ver⟩"\n}',
            "gcloud secrets versions access ⟨ver2⟩ --secret=⟨name⟩ | wc -c  → ⟨len⟩",
        ),
        _secret_refs,
    ),
    Kind(
        "pubsub_base64_data",
        (
            '{"message": {"data": "⟨data⟩", "messageId": "⟨mid⟩", '
            '"publishTime": "2030-02-14T03:12:44.⟨ms⟩Z", "attributes": {"eventType": "⟨et⟩"}}, '
            '"subscription": "projects/kawasemi-prod/subscriptions/shipment-events-push"}',
            "$ echo '⟨data⟩' | base64 -d\n⟨raw⟩",
            "Pub/Sub messageId ⟨mid⟩ が 7 回再配信された（data=⟨data⟩）",
        ),
        _pubsub,
    ),
    Kind(
        "bigquery_anonymous_tables",
        (
            "結果テーブルは kawasemi-dwh.⟨ds⟩.⟨tbl⟩（24 時間で消える）",
            "SELECT * FROM `kawasemi-dwh.⟨ds⟩.⟨tbl2⟩` LIMIT 100  -- ⟨job⟩ の結果",
            "script 的子 job 寫到 ⟨script⟩ 底下，不要 GRANT 給 Looker。",
        ),
        _anon,
    ),
    Kind(
        "trace_ids",
        (
            "X-Cloud-Trace-Context: ⟨tid⟩/⟨span⟩;o=1",
            "traceparent: 00-⟨tid⟩-⟨sid⟩-01",
            "gcloud logging read 'trace=\"projects/kawasemi-prod/traces/⟨tid⟩\"' --limit=50",
            "⟨svc⟩ の遅延: insertId ⟨ins⟩、trace ⟨tid⟩、span ⟨sid⟩",
        ),
        _trace,
    ),
    Kind(
        "version_and_build_strings",
        (
            "Sentry release ⟨svc⟩@2030.02.⟨d⟩+⟨sha7⟩ で regression",
            "Terraform v⟨tf⟩ on linux_amd64\n"
            "+ provider registry.terraform.io/hashicorp/google v⟨gp⟩",
            "Cloud Build ⟨build⟩ SUCCESS (tag v2030.2.⟨d⟩-rc.⟨rc⟩-g⟨sha12⟩)",
            "版本 ⟨svc⟩ 2030.2.⟨d⟩（commit ⟨sha7⟩）已上到 staging。",
        ),
        _versions,
    ),
    Kind(
        "request_and_idempotency_ids",
        (
            "X-Request-Id: ⟨u⟩\nIdempotency-Key: ⟨ik⟩",
            "x-amzn-RequestId ⟨amzn⟩ で Amazon サポートに問い合わせ済み",
            "PayPay requestId ⟨u2⟩ 的 429 是 rate limit，不是重複付款。",
            "⟨svc⟩ request ⟨rid⟩ timed out while printing the EMS label ⟨jp⟩",
        ),
        _request_ids,
    ),
)
