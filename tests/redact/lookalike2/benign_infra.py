"""Benign look-alikes: CI, container and cloud resource ids, request and trace ids."""

from __future__ import annotations

import random

from tests.redact.lookalike2.fields import GENERATORS, Kind


def _secret_listing(rng: random.Random) -> str:
    service = GENERATORS["service"](rng)
    rows = [
        ("NAME", "TYPE", "DATA", "AGE"),
        (f"sh.helm.release.v1.{service}.v{rng.randint(2, 90)}", "helm.sh/release.v1", "1", ""),
        (f"{service}-tls", "kubernetes.io/tls", "2", ""),
        (f"{service}-db", "Opaque", "3", ""),
    ]
    lines = []
    for name, kind, data, age in rows:
        age = age or f"{rng.randint(2, 90)}d"
        lines.append(f"{name:<34}{kind:<38}{data:<7}{age}")
    return "\n".join(lines)


INFRA: tuple[Kind, ...] = (
    Kind(
        "w3c_traceparent",
        (
            "traceparent: 00-⟪hex:32⟫-⟪hex:16⟫-01\ntracestate: vendor=⟪hex:16⟫",
            "To follow one request across services, grep the logs for the trace id from "
            "`traceparent` (00-⟪t=hex:32⟫-⟪hex:16⟫-01) and open "
            "https://tempo.internal/trace/⟪t⟫",
            '{"level":"error","msg":"upstream timeout","trace_id":"⟪hex:32⟫",'
            '"span_id":"⟪hex:16⟫","service":"⟪g:service⟫"}',
        ),
    ),
    Kind(
        "x_request_id_log",
        (
            "⟪g:iso⟫ WARN  [⟪g:service⟫] request_id=⟪hex:32⟫ method=POST path=/v1/orders "
            "status=502 duration_ms=⟪int:900-30000⟫",
            "< HTTP/2 500\n< x-request-id: ⟪uuid⟫\n< content-type: application/json",
            "Support asked for the X-Request-Id of the failing call: ⟪uuid⟫ "
            "(sent to them on ⟪g:iso⟫).",
        ),
    ),
    Kind(
        "aws_lambda_request_id",
        (
            "START RequestId: ⟪r=uuid⟫ Version: $LATEST\nEND RequestId: ⟪r⟫\n"
            "REPORT RequestId: ⟪r⟫\tDuration: ⟪int:10-900⟫.⟪int:10-99⟫ ms\t"
            "Billed Duration: ⟪int:10-900⟫ ms\tMemory Size: 512 MB",
            "Log stream 2026/0⟪int:1-9⟫/1⟪int:0-9⟫/[$LATEST]⟪hex:32⟫ has the cold start; "
            "it is in /aws/lambda/⟪g:service⟫-prod.",
        ),
    ),
    Kind(
        "aws_xray_trace_header",
        (
            "X-Amzn-Trace-Id: Root=1-⟪hex:8⟫-⟪hex:24⟫;Parent=⟪hex:16⟫;Sampled=1",
            "The ALB adds `X-Amzn-Trace-Id: Root=1-⟪hex:8⟫-⟪hex:24⟫`; log it so support "
            "can find the request.",
        ),
    ),
    Kind(
        "gcp_trace_context",
        (
            "X-Cloud-Trace-Context: ⟪hex:32⟫/⟪num:19⟫;o=1",
            'logging.googleapis.com/trace: "projects/acme-prod-⟪num:6⟫/traces/⟪hex:32⟫"',
        ),
    ),
    Kind(
        "b3_and_datadog_ids",
        (
            "X-B3-TraceId: ⟪hex:32⟫\nX-B3-SpanId: ⟪hex:16⟫\nX-B3-Sampled: 1",
            "dd.trace_id=⟪num:19⟫ dd.span_id=⟪num:19⟫ dd.service=⟪g:service⟫ dd.env=prod",
        ),
    ),
    Kind(
        "cloudflare_ray_id",
        (
            "Cloudflare 520 page: 'Cloudflare Ray ID: ⟪hex:16⟫ • Your IP: 203.0.113.⟪int:2-250⟫'",
            "cf-ray: ⟪hex:16⟫-⟪pick:FRA|AMS|IAD|SJC|NRT|LHR⟫",
        ),
    ),
    Kind(
        "github_actions_run_url",
        (
            "Flaky again: https://github.com/⟪g:repo⟫/actions/runs/⟪num:11⟫/job/⟪num:11⟫ "
            "(attempt ⟪int:2-4⟫).",
            "`gh run view ⟪num:11⟫ --log-failed` shows the cache restore timing out.",
            "GITHUB_RUN_ID=⟪num:11⟫ GITHUB_RUN_ATTEMPT=1 GITHUB_SHA=⟪hex:40⟫",
        ),
    ),
    Kind(
        "gitlab_pipeline_ids",
        (
            "Pipeline https://gitlab.com/⟪r=g:repo⟫/-/pipelines/⟪num:10⟫ failed in job "
            "https://gitlab.com/⟪r⟫/-/jobs/⟪num:10⟫ (runner #⟪num:8⟫).",
            "CI_PIPELINE_ID=⟪num:10⟫\nCI_JOB_ID=⟪num:10⟫\nCI_COMMIT_SHA=⟪hex:40⟫\n"
            "CI_COMMIT_SHORT_SHA=⟪hex:8⟫",
        ),
    ),
    Kind(
        "ci_workflow_uuid_urls",
        (
            "CircleCI: https://app.circleci.com/pipelines/github/⟪g:repo⟫/⟪int:100-9999⟫/"
            "workflows/⟪uuid⟫/jobs/⟪int:1000-99999⟫",
            "Buildkite build https://buildkite.com/acme/deploy/builds/⟪int:100-9999⟫#⟪uuid⟫ "
            "is the one that shipped the bad migration.",
        ),
    ),
    Kind(
        "docker_cli_output",
        (
            "REPOSITORY           TAG       IMAGE ID       CREATED        SIZE\n"
            "ghcr.io/⟪g:repo⟫   latest    ⟪hex:12⟫   2 hours ago    ⟪int:50-900⟫MB\n"
            "ghcr.io/⟪g:repo⟫   <none>    ⟪hex:12⟫   3 days ago     ⟪int:50-900⟫MB",
            "⟪hex:12⟫: Pull complete\n⟪hex:12⟫: Pull complete\nDigest: sha256:⟪hex:64⟫\n"
            "Status: Downloaded newer image for postgres:16",
            "`docker ps` shows container ⟪hex:12⟫ restarting; full id ⟪hex:64⟫ in "
            "/var/lib/docker/containers.",
        ),
    ),
    Kind(
        "buildkit_progress_log",
        (
            "#⟪int:3-12⟫ [internal] load metadata for docker.io/library/node:20-alpine\n"
            "#⟪int:3-12⟫ sha256:⟪hex:64⟫ ⟪int:1-40⟫.⟪int:1-9⟫MB / ⟪int:41-90⟫.⟪int:1-9⟫MB "
            "⟪int:1-9⟫.⟪int:1-9⟫s\n#⟪int:3-12⟫ exporting manifest sha256:⟪hex:64⟫ done",
            "buildx cache is keyed by `cache-from: type=gha,scope=⟪g:service⟫`; the last "
            "good export was manifest list sha256:⟪hex:64⟫.",
        ),
    ),
    Kind(
        "k8s_object_uid",
        (
            "metadata:\n  name: ⟪g:service⟫\n  namespace: prod\n"
            '  resourceVersion: "⟪num:9⟫"\n  uid: ⟪uuid⟫',
            "containerStatuses[0].containerID: containerd://⟪hex:64⟫ "
            "(imageID: ghcr.io/⟪g:repo⟫@sha256:⟪hex:64⟫)",
        ),
    ),
    Kind(
        "k8s_events_log",
        (
            "Normal   Scheduled  pod/⟪s=g:service⟫-⟪lan:10⟫-⟪lan:5⟫  Successfully assigned "
            "prod/⟪s⟫-⟪lan:10⟫-⟪lan:5⟫ to ip-10-0-⟪int:1-250⟫-⟪int:1-250⟫.ec2.internal\n"
            "Warning  BackOff    pod/⟪s⟫-⟪lan:10⟫-⟪lan:5⟫  Back-off restarting failed container",
            "ReplicaSet ⟪g:service⟫-⟪lan:10⟫ scaled to 0 after the rollout; the new one is "
            "⟪g:service⟫-⟪lan:10⟫.",
        ),
    ),
    Kind(
        "kubectl_secret_listing",
        (
            "$ kubectl get secrets -n prod\n⟪g:listing⟫",
            "The db password lives in the Secret `⟪g:service⟫-db` (key `password`); mount "
            "it with secretKeyRef, never copy it into values.yaml.",
        ),
        gen={"listing": _secret_listing},
    ),
    Kind(
        "aws_resource_ids",
        (
            "Instance i-⟪hex:17⟫ in subnet-⟪hex:17⟫ (vpc-⟪hex:17⟫) lost its ENI "
            "eni-⟪hex:17⟫ during the AZ outage.",
            "AMI ami-⟪hex:17⟫ is the last one with the old kernel; snapshot "
            "snap-⟪hex:17⟫ backs it, volume vol-⟪hex:17⟫.",
            'resource "aws_security_group_rule" "⟪g:service⟫" {\n'
            '  security_group_id = "sg-⟪hex:17⟫"\n  type = "ingress"\n  from_port = 443\n}',
        ),
    ),
    Kind(
        "aws_arn_with_uuid",
        (
            "KMS key arn:aws:kms:⟪g:region⟫:⟪g:account⟫:key/⟪uuid⟫ encrypts the bucket; "
            "alias/⟪g:service⟫-data points at it.",
            "Secret ARN arn:aws:secretsmanager:⟪g:region⟫:⟪g:account⟫:secret:prod/"
            "⟪g:service⟫/db-⟪an:6⟫ (the value is fetched at boot, never logged).",
            "ECS task arn:aws:ecs:⟪g:region⟫:⟪g:account⟫:task/prod-cluster/⟪hex:32⟫ was "
            "OOM-killed.",
        ),
    ),
    Kind(
        "cloudfront_ids",
        (
            "aws cloudfront create-invalidation --distribution-id E⟪uan:13⟫ --paths '/*'",
            "Invalidation I⟪uan:20⟫ on distribution E⟪uan:13⟫ took 4 minutes.",
        ),
    ),
    Kind(
        "azure_resource_id",
        (
            "/subscriptions/⟪uuid⟫/resourceGroups/rg-⟪g:service⟫-prod/providers/"
            "Microsoft.Web/sites/⟪g:service⟫-prod",
            "az account set --subscription ⟪uuid⟫  # tenant ⟪uuid⟫ (Contoso prod)",
        ),
    ),
    Kind(
        "gcp_resource_names",
        (
            "projects/⟪num:12⟫/locations/europe-west1/services/⟪g:service⟫/revisions/"
            "⟪g:service⟫-000⟪int:10-99⟫-⟪lan:3⟫",
            "gcloud compute instances describe ⟪g:service⟫-⟪lan:4⟫ --format='value(id)' "
            "prints ⟪num:19⟫; the boot disk is projects/acme-prod/zones/europe-west1-b/"
            "disks/⟪g:service⟫-⟪lan:4⟫",
        ),
    ),
    Kind(
        "terraform_state_fields",
        (
            '{\n  "version": 4,\n  "terraform_version": "1.⟪int:5-9⟫.⟪int:0-5⟫",\n'
            '  "serial": ⟪int:1-900⟫,\n  "lineage": "⟪uuid⟫"\n}',
            '`terraform state show aws_iam_role.⟪s=g:service⟫` → unique_id = "AROA⟪uan:17⟫", '
            'id = "⟪s⟫-task"',
            "Error acquiring the state lock: ID: ⟪l=uuid⟫, Operation: OperationTypeApply, "
            "Who: runner@ci-⟪hex:8⟫. Run `terraform force-unlock ⟪l⟫` only if sure.",
        ),
    ),
    Kind(
        "fly_and_vercel_ids",
        (
            "fly machine restart ⟪hex:14⟫ -a ⟪g:service⟫-prod  # the one stuck in 'replacing'",
            "Vercel project prj_⟪an:28⟫ (team team_⟪an:24⟫); `vercel link` writes both to "
            ".vercel/project.json.",
        ),
    ),
    Kind(
        "cloudflare_account_zone_ids",
        (
            'account_id = "⟪hex:32⟫"\nzone_id    = "⟪hex:32⟫"  # acme.dev',
            'wrangler.toml needs `account_id = "⟪hex:32⟫"`; it is an id, not a credential '
            "(the API token comes from CLOUDFLARE_API_TOKEN).",
        ),
    ),
    Kind(
        "supabase_project_ref",
        (
            "SUPABASE_URL=https://⟪b32:20⟫.supabase.co",
            "supabase link --project-ref ⟪b32:20⟫ (staging); prod is ⟪b32:20⟫.",
        ),
    ),
    Kind(
        "machine_and_boot_ids",
        (
            "journalctl -b ⟪hex:32⟫ -u ⟪g:service⟫.service  # boot before the crash",
            "Cloned VMs share /etc/machine-id (⟪hex:32⟫), so DHCP gave them one IP; "
            "run `systemd-machine-id-setup` after cloning.",
        ),
    ),
    Kind(
        "stack_trace_addresses",
        (
            "goroutine ⟪int:1-90⟫ [running]:\nmain.(*Server).handle(0xc000⟪hex:6⟫, "
            "0xc000⟪hex:6⟫)\n\t/app/server.go:⟪int:10-400⟫ +0x⟪hex:3⟫\n"
            "created by net/http.(*Server).Serve in goroutine 1",
            "thread 'main' panicked at src/main.rs:⟪int:10-400⟫:⟪int:5-40⟫:\n"
            "   0: 0x⟪hex:12⟫ - std::backtrace_rs::backtrace::libunwind::trace\n"
            "   1: 0x⟪hex:12⟫ - ⟪g:crate⟫::runtime::block_on",
            "AttributeError: 'NoneType' object has no attribute 'id' in "
            "<acme.models.Order object at 0x7f⟪hex:10⟫>",
        ),
    ),
    Kind(
        "alembic_revision",
        (
            '"""add index on orders.created_at\n\nRevision ID: ⟪hex:12⟫\n'
            'Revises: ⟪hex:12⟫\nCreate Date: 2026-0⟪int:1-9⟫-1⟪int:0-9⟫ 10:42:17.⟪num:6⟫\n"""',
            "Two alembic heads (⟪hex:12⟫ and ⟪hex:12⟫) after the merge; "
            "`alembic merge -m merge heads` fixes it.",
        ),
    ),
    Kind(
        "mongo_object_id",
        (
            'db.orders.find({ _id: ObjectId("⟪hex:24⟫") })',
            "The duplicate customer is ObjectId ⟪hex:24⟫; the original is ⟪hex:24⟫.",
        ),
    ),
    Kind(
        "cache_key_hash",
        (
            "redis-cli --scan --pattern 'render:v3:⟪hex:40⟫:*' | head",
            "Cache key = `tpl:sha256:⟪hex:64⟫` (hash of the template source); bump the "
            "v-prefix instead of flushing.",
        ),
    ),
    Kind(
        "webhook_delivery_headers",
        (
            "X-GitHub-Event: push\nX-GitHub-Delivery: ⟪uuid⟫\nX-Hub-Signature-256: sha256=⟪hex:64⟫",
            "Stripe retried event evt_⟪an:24⟫; the logged header was "
            "`Stripe-Signature: t=17⟪num:8⟫,v1=⟪hex:64⟫` and verification failed because "
            "the body had been re-serialised.",
        ),
    ),
    Kind(
        "idempotency_key",
        (
            "curl -X POST https://api.acme.dev/v1/charges -H 'Idempotency-Key: ⟪uuid⟫' "
            "-d @charge.json",
            "Replays with Idempotency-Key ⟪uuid⟫ returned the cached 201, as designed.",
        ),
    ),
    Kind(
        "sentry_event_ids",
        (
            "Sentry issue API-⟪uan:3⟫, event ⟪hex:32⟫: "
            "https://acme.sentry.io/issues/⟪num:10⟫/events/⟪hex:32⟫/",
            "sentry-cli releases new ⟪r=g:service⟫@⟪h=hex:40⟫ && sentry-cli sourcemaps upload "
            "--release ⟪r⟫@⟪h⟫ dist/",
        ),
    ),
    Kind(
        "email_message_id",
        (
            "Message-ID: <CA+⟪an:40⟫@mail.gmail.com>\nIn-Reply-To: "
            "<⟪hex:16⟫.⟪hex:8⟫@lists.example.org>",
            "The bounce references Message-Id <0100018⟪hex:9⟫-⟪uuid⟫-000000@email.amazonses.com>.",
        ),
    ),
)
