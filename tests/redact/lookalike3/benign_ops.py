"""Benign: CI/CD and observability ids, cloud and container ids, committed ciphertext."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike3.gen import (
    ALNUM,
    B58,
    B64URL,
    LOWER_ALNUM,
    Kind,
    b64,
    b64_of,
    hexs,
    num,
    pick,
    uuid4,
    wrap,
)


def _ids(r: Random) -> dict[str, str]:
    return {
        "n": num(r, r.choice((4, 5))),
        "big": num(r, 11),
        "big2": num(r, 11),
        "u": uuid4(r),
        "u2": uuid4(r),
        "sha": hexs(r, 40),
        "h64": hexs(r, 64),
        "h32": hexs(r, 32),
        "h16": hexs(r, 16),
        "h16b": hexs(r, 16),
        "d19": num(r, 19),
        "d19b": num(r, 19),
        "ulid": "01J" + pick(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23),
        "acct": num(r, 12),
        "short": hexs(r, 7),
    }


def _nr_guid(r: Random) -> dict[str, str]:
    acct, entity = num(r, 7), num(r, 9)
    return {
        "guid": b64_of(f"{acct}|APM|APPLICATION|{entity}").rstrip("="),
        "acct": acct,
    }


def _es(r: Random) -> dict[str, str]:
    return {"id": pick(r, B64URL, 20), "id2": pick(r, B64URL, 20), "n": num(r, 6)}


def _paas(r: Random) -> dict[str, str]:
    return {
        "srv": "srv-" + pick(r, LOWER_ALNUM, 20),
        "dpl": hexs(r, 24),
        "rev": f"api-{r.randint(10, 999):05d}-" + pick(r, "abcdefghijklmnopqrstuvwxyz", 3),
        "u": uuid4(r),
        "v": str(r.randint(100, 999)),
    }


def _sealed(r: Random) -> dict[str, str]:
    return {"ct": "AgB" + b64(r, 280).rstrip("="), "ct2": "AgC" + b64(r, 250).rstrip("=")}


def _transit(r: Random) -> dict[str, str]:
    return {"ct": f"vault:v{r.randint(1, 4)}:" + b64(r, r.choice((45, 60, 72)))}


def _kms(r: Random) -> dict[str, str]:
    return {"ct": "AQICAHh" + b64(r, 180)[7:], "u": uuid4(r), "acct": num(r, 12)}


def _armor(r: Random) -> dict[str, str]:
    return {"body": wrap(b64(r, r.choice((180, 240, 300))), 64)}


def _jasypt(r: Random) -> dict[str, str]:
    return {"ct": b64(r, 48), "ct2": b64(r, 32)}


def _ejson(r: Random) -> dict[str, str]:
    return {
        "pub": hexs(r, 64),
        "ct": f"EJ[1:{b64(r, 32)}:{b64(r, 24)}:{b64(r, 40)}]",
        "ct2": f"EJ[1:{b64(r, 32)}:{b64(r, 24)}:{b64(r, 28)}]",
    }


def _chain(r: Random) -> dict[str, str]:
    return {"tx": hexs(r, 64), "sig": pick(r, B58, 88), "blk": num(r, 6)}


def _fly(r: Random) -> dict[str, str]:
    return {"d1": hexs(r, 16), "d2": hexs(r, 16), "app": "api-" + pick(r, LOWER_ALNUM, 4)}


def _dash(r: Random) -> dict[str, str]:
    return {"uid": pick(r, ALNUM, 14), "t": hexs(r, 32), "panel": str(r.randint(2, 40))}


OPS: tuple[Kind, ...] = (
    Kind(
        "buildkite_build_ids",
        (
            "Flaky: https://buildkite.com/acme/api/builds/⟨n⟩#⟨u⟩ (job retried twice)",
            "BUILDKITE_BUILD_ID=⟨u⟩ BUILDKITE_JOB_ID=⟨u2⟩ BUILDKITE_COMMIT=⟨sha⟩",
            "$ bk job log ⟨u2⟩ --pipeline acme/api --build ⟨n⟩ | tail -n 40",
        ),
        _ids,
    ),
    Kind(
        "circleci_workflow_ids",
        (
            "https://app.circleci.com/pipelines/github/acme/api/⟨n⟩/workflows/⟨u⟩/jobs/⟨big⟩",
            "CIRCLE_WORKFLOW_ID=⟨u⟩ and CIRCLE_BUILD_NUM=⟨n⟩ are in every job's env",
            "Rerun failed tests only: circleci workflow ⟨u⟩, pipeline number ⟨n⟩",
        ),
        _ids,
    ),
    Kind(
        "github_actions_run_ids",
        (
            "$ gh run view ⟨big⟩ --job ⟨big2⟩ --log-failed",
            "Cache restored from key: Linux-pnpm-store-⟨h64⟩",
            "Artifact coverage-report (id ⟨big⟩) uploaded, digest sha256:⟨h64⟩",
        ),
        _ids,
    ),
    Kind(
        "gitlab_ci_ids",
        (
            "CI_PIPELINE_ID=⟨big⟩ CI_JOB_ID=⟨big2⟩ CI_COMMIT_SHA=⟨sha⟩",
            "Artifacts: https://gitlab.com/acme/api/-/jobs/⟨big2⟩/artifacts/download?file_type=junit",
            "Runner system id s_⟨h16⟩ picked up job ⟨big2⟩ of pipeline ⟨big⟩",
        ),
        _ids,
    ),
    Kind(
        "azure_pipelines_jenkins_ids",
        (
            "https://dev.azure.com/acme/api/_build/results?buildId=⟨n⟩&view=logs&j=⟨u⟩&t=⟨u2⟩",
            "BUILD_TAG=jenkins-api-main-⟨n⟩, NODE_NAME=agent-⟨short⟩",
            "TeamCity build ⟨big⟩ (#⟨n⟩) on revision ⟨sha⟩ failed in the compile step",
        ),
        _ids,
    ),
    Kind(
        "argocd_spinnaker_revisions",
        (
            "argocd app get payments → Sync Status: Synced to main (⟨short⟩), Revision ⟨sha⟩",
            "Spinnaker pipeline execution ⟨ulid⟩ is stuck in the Manual Judgment stage",
            "Flux: Applied revision: main@sha1:⟨sha⟩",
        ),
        _ids,
    ),
    Kind(
        "datadog_decimal_trace_ids",
        (
            'level=error msg="upstream timeout" dd.trace_id=⟨d19⟩ dd.span_id=⟨d19b⟩ '
            "dd.service=api dd.env=prod",
            "Datadog APM trace ⟨d19⟩ shows the N+1 in OrderSerializer",
            '{"dd":{"trace_id":"⟨d19⟩","span_id":"⟨d19b⟩"},"status":"warn"}',
        ),
        _ids,
    ),
    Kind(
        "jaeger_uber_trace_id",
        (
            "uber-trace-id: ⟨h16⟩:⟨h16b⟩:0:1",
            "Jaeger UI: http://jaeger.internal:16686/trace/⟨h32⟩ — the cache span is 900 ms",
            "Propagated header `uber-trace-id=⟨h32⟩:⟨h16⟩:⟨h16b⟩:1` reaches the worker intact",
        ),
        _ids,
    ),
    Kind(
        "newrelic_entity_guid",
        (
            "New Relic entity GUID ⟨guid⟩ (base64 of account|APM|APPLICATION|id, not a key)",
            "NRQL: FROM Transaction SELECT count(*) WHERE entityGuid = '⟨guid⟩' SINCE 1 day ago",
            "https://one.newrelic.com/redirect/entity/⟨guid⟩ — account ⟨acct⟩",
        ),
        _nr_guid,
    ),
    Kind(
        "tempo_honeycomb_trace_links",
        (
            "https://ui.honeycomb.io/acme/environments/prod/datasets/api/trace?trace_id=⟨t⟩",
            "Grafana dashboard uid ⟨uid⟩, panel ⟨panel⟩; Tempo trace ⟨t⟩ for the slow query",
            "http://grafana.internal/d/⟨uid⟩/api-latency?viewPanel=⟨panel⟩&var-trace=⟨t⟩",
        ),
        _dash,
    ),
    Kind(
        "alertmanager_fingerprints",
        (
            '{"status":"firing","labels":{"alertname":"HighErrorRate"},"fingerprint":"⟨h16⟩"}',
            "Silence ⟨u⟩ covers alert fingerprint ⟨h16⟩ until Monday",
            "amtool alert query alertname=DiskFull → fingerprint ⟨h16b⟩, started 03:12 UTC",
        ),
        _ids,
    ),
    Kind(
        "otel_span_json",
        (
            '{"traceId":"⟨h32⟩","spanId":"⟨h16⟩","parentSpanId":"⟨h16b⟩","name":"GET /v1/notes"}',
            "otel-collector debug exporter:\nSpan #0\n    Trace ID       : ⟨h32⟩\n"
            "    Parent ID      : ⟨h16b⟩\n    ID             : ⟨h16⟩\n    Name           : "
            "db.query",
            "span_id=⟨h16⟩ trace_flags=01 trace_id=⟨h32⟩ (logging bridge output)",
        ),
        _ids,
    ),
    Kind(
        "elasticsearch_doc_ids",
        (
            '{"_index":".ds-logs-api-2026.03.14-000042","_id":"⟨id⟩","_score":null}',
            "GET logs-api/_doc/⟨id⟩ → found: false (rolled over to the warm tier)",
            "Kibana discover link points at document ⟨id⟩ and ⟨id2⟩ (seq_no ⟨n⟩)",
        ),
        _es,
    ),
    Kind(
        "ecs_task_and_ecr_ids",
        (
            "arn:aws:ecs:eu-west-1:⟨acct⟩:task/api-cluster/⟨h32⟩ stopped: Essential container "
            "exited",
            "⟨acct⟩.dkr.ecr.eu-west-1.amazonaws.com/api@sha256:⟨h64⟩",
            "$ aws ecs describe-tasks --cluster api-cluster --tasks ⟨h32⟩",
        ),
        _ids,
    ),
    Kind(
        "paas_service_and_deploy_ids",
        (
            "Render service ⟨srv⟩ redeployed; Netlify deploy preview "
            "https://⟨dpl⟩--acme-docs.netlify.app",
            "Cloud Run revision ⟨rev⟩ serves 100% of traffic",
            "Heroku release v⟨v⟩ (dyno web.1, id ⟨u⟩) rolled back after the migration failed",
        ),
        _paas,
    ),
    Kind(
        "compute_instance_and_alloc_ids",
        (
            "GCE instance id ⟨d19⟩ (ci-runner-3) was preempted at 04:10",
            "$ nomad alloc logs -stderr ⟨u⟩ api",
            "podman ps --no-trunc shows ⟨h64⟩ for the postgres container",
        ),
        _ids,
    ),
    Kind(
        "fly_secrets_listing_digests",
        (
            "$ fly secrets list -a ⟨app⟩\nNAME              DIGEST            CREATED AT\n"
            "DATABASE_URL      ⟨d1⟩  2mo ago\nSESSION_SECRET    ⟨d2⟩  3w ago",
            "Fly shows only a digest per secret (DATABASE_URL → ⟨d1⟩), so compare digests "
            "to see if the staging and prod values differ",
            "$ kubectl describe secret api-env\nType:  Opaque\n\nData\n====\n"
            "DB_PASSWORD:  24 bytes\nJWT_SECRET:   64 bytes\n(fly app ⟨app⟩ digest ⟨d1⟩)",
        ),
        _fly,
    ),
    Kind(
        "sealed_secrets_ciphertext",
        (
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: api-env\n"
            "spec:\n  encryptedData:\n    DB_PASSWORD: ⟨ct⟩",
            "kubeseal output committed as sealed/api-env.yaml; encryptedData.API_TOKEN is ⟨ct2⟩",
        ),
        _sealed,
        n=4,
    ),
    Kind(
        "vault_transit_ciphertext",
        (
            "vault write transit/encrypt/notes plaintext=$(base64 <<< hi) → ciphertext ⟨ct⟩",
            "notes.body_enc column holds transit ciphertext like ⟨ct⟩ (key: transit/keys/notes)",
            '{"data":{"ciphertext":"⟨ct⟩","key_version":1}}',
        ),
        _transit,
    ),
    Kind(
        "aws_kms_ciphertext_blob",
        (
            '{\n    "CiphertextBlob": "⟨ct⟩",\n'
            '    "KeyId": "arn:aws:kms:eu-west-1:⟨acct⟩:key/⟨u⟩"\n}',
            "The encrypted env var (KMS ciphertext, safe to commit) is ⟨ct⟩",
        ),
        _kms,
        n=4,
    ),
    Kind(
        "armored_ciphertext_blocks",
        (
            "-----BEGIN AGE ENCRYPTED FILE-----\n⟨body⟩\n-----END AGE ENCRYPTED FILE-----",
            "secrets.env.asc (encrypted to the team key):\n-----BEGIN PGP MESSAGE-----\n\n"
            "⟨body⟩\n-----END PGP MESSAGE-----",
        ),
        _armor,
        n=4,
    ),
    Kind(
        "jasypt_enc_properties",
        (
            "spring.datasource.password=ENC(⟨ct⟩)\n"
            "# decrypted at boot with JASYPT_ENCRYPTOR_PASSWORD from the environment",
            "application.yml keeps `api.token: ENC(⟨ct2⟩)`; the encryptor password is not in git",
            "jasypt:encrypt-value output: ENC(⟨ct⟩)",
        ),
        _jasypt,
    ),
    Kind(
        "ejson_ciphertext",
        (
            '{\n  "_public_key": "⟨pub⟩",\n  "db_password": "⟨ct⟩"\n}',
            "secrets.ejson is encrypted per value (⟨ct2⟩); the private key for ⟨pub⟩ is in "
            "/opt/ejson/keys on the deploy box",
        ),
        _ejson,
        n=4,
    ),
    Kind(
        "chain_explorer_tx_links",
        (
            "Refund tx on Sepolia: https://sepolia.etherscan.io/tx/0x⟨tx⟩ (block ⟨blk⟩)",
            "Devnet transfer: https://explorer.solana.com/tx/⟨sig⟩?cluster=devnet",
            "Bitcoin testnet txid ⟨tx⟩ confirmed after 3 blocks",
        ),
        _chain,
    ),
)
