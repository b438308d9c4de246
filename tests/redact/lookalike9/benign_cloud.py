"""Benign look-alikes from cloud and cluster work: AWS serverless, GCP data pipeline,
Azure/.NET intranet, Kubernetes Go fleet. Ids, ARNs, digests, request and trace ids."""

from __future__ import annotations

from tests.redact.lookalike9.gen import (
    ALNUM,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    between,
    block,
    clock,
    date,
    hexs,
    num,
    one,
    pick,
    ulid,
    uuid4,
)

REGIONS = ("eu-west-1", "us-east-1", "eu-central-1", "ap-southeast-2", "us-west-2")
FUNCS = ("checkout-api", "orders-ingest", "thumbnailer", "cognito-pre-signup", "invoice-pdf")
GCP = ("acme-data-prod", "pipeline-staging-4821", "ledger-analytics", "clientx-bi-dev")
SERVICES = ("orders", "payments", "catalog", "gateway", "notifier", "ledger")

CLOUD: tuple[Kind, ...] = (
    Kind(
        "aws-lambda-arn",
        (
            "Lambda to redeploy after the layer bump: "
            "arn:aws:lambda:⟨region⟩:⟨acct⟩:function:⟨fn⟩-prod:⟨ver⟩",
            block(
                "$ aws lambda get-function-configuration --function-name ⟨fn⟩-prod \\",
                "    --query '[FunctionArn,CodeSha256]'",
                "[",
                '    "arn:aws:lambda:⟨region⟩:⟨acct⟩:function:⟨fn⟩-prod",',
                '    "⟨b64sha⟩"',
                "]",
            ),
            "The role is arn:aws:iam::⟨acct⟩:role/⟨fn⟩-exec-role, trust policy allows lambda only.",
        ),
        lambda r: {
            "region": one(r, REGIONS),
            "acct": num(r, 12),
            "fn": one(r, FUNCS),
            "ver": between(r, 3, 88),
            "b64sha": b64(r, 32),
        },
        n=6,
    ),
    Kind(
        "apigw-request-ids",
        (
            block(
                "HTTP/2 502",
                "content-type: application/json",
                "x-amzn-requestid: ⟨uuid⟩",
                "x-amz-apigw-id: ⟨apigw⟩",
                "x-amzn-trace-id: Root=1-⟨epoch⟩-⟨root⟩",
            ),
            "API Gateway 502 again, request id ⟨uuid⟩ (apigw id ⟨apigw⟩), cold start on "
            "the VPC lambda.",
        ),
        lambda r: {
            "uuid": uuid4(r),
            "apigw": pick(r, ALNUM, 14) + "=",
            "epoch": hexs(r, 8),
            "root": hexs(r, 24),
        },
        n=5,
    ),
    Kind(
        "cognito-pool-ids",
        (
            block(
                "// amplify config for the SPA (no client secret on this app client)",
                "Auth: {",
                "  region: '⟨region⟩',",
                "  userPoolId: '⟨region⟩_⟨pool⟩',",
                "  userPoolWebClientId: '⟨client⟩',",
                "  identityPoolId: '⟨region⟩:⟨uuid⟩',",
                "}",
            ),
            "Cognito user pool ⟨region⟩_⟨pool⟩, public web client ⟨client⟩ "
            "(generate secret = off).",
        ),
        lambda r: {
            "region": one(r, REGIONS),
            "pool": pick(r, ALNUM, 9),
            "client": pick(r, LOWER_ALNUM, 26),
            "uuid": uuid4(r),
        },
        n=5,
    ),
    Kind(
        "dynamodb-item-keys",
        (
            block(
                "$ aws dynamodb get-item --table-name orders-prod \\",
                '    --key \'{"PK":{"S":"TENANT#⟨tenant⟩"},"SK":{"S":"ORDER#⟨ulid⟩"}}\'',
            ),
            block(
                "{",
                '  "PK": {"S": "TENANT#⟨tenant⟩"},',
                '  "SK": {"S": "ORDER#⟨ulid⟩"},',
                '  "GSI1PK": {"S": "STATUS#PAID"},',
                '  "version": {"N": "⟨ver⟩"}',
                "}",
            ),
            "Hot partition was TENANT#⟨tenant⟩; item ORDER#⟨ulid⟩ retried ⟨ver⟩ times.",
        ),
        lambda r: {"tenant": hexs(r, 12), "ulid": ulid(r), "ver": between(r, 2, 40)},
        n=6,
    ),
    Kind(
        "aws-resource-ids",
        (
            "Opened 443 on ⟨sg⟩ in ⟨vpc⟩ for the bastion (⟨inst⟩), AMI ⟨ami⟩.",
            block(
                'resource "aws_security_group_rule" "bastion_https" {',
                '  security_group_id = "⟨sg⟩"',
                "  # imported from ⟨vpc⟩ / subnet-⟨sub⟩",
                "}",
            ),
            "terraform import aws_instance.bastion ⟨inst⟩",
        ),
        lambda r: {
            "sg": "sg-0" + hexs(r, 16),
            "vpc": "vpc-0" + hexs(r, 16),
            "inst": "i-0" + hexs(r, 16),
            "ami": "ami-0" + hexs(r, 16),
            "sub": "0" + hexs(r, 16),
        },
        n=6,
    ),
    Kind(
        "pubsub-message-ids",
        (
            block(
                "$ gcloud pubsub subscriptions pull events-sub --project ⟨proj⟩ --limit 1",
                'DATA: {"event":"row_ingested","batch":⟨batch⟩}',
                "MESSAGE_ID: ⟨msg⟩",
                "ORDERING_KEY:",
                "ATTRIBUTES: source=cloud-run",
            ),
            "Dead-lettered message ⟨msg⟩ from projects/⟨proj⟩/topics/ingest-events, batch ⟨batch⟩.",
        ),
        lambda r: {"proj": one(r, GCP), "msg": num(r, 16), "batch": num(r, 6)},
        n=5,
    ),
    Kind(
        "bigquery-job-ids",
        (
            "BigQuery job ⟨proj⟩:EU.bquxjob_⟨a⟩_⟨b⟩ scanned ⟨gb⟩ GB, way over budget.",
            block(
                "Waiting on bqjob_r⟨c⟩_0000018e⟨d⟩_1 ... (⟨s⟩s) Current status: DONE",
                "+-----------+----------+",
                "| partition | rows     |",
                "+-----------+----------+",
                "| 20260311  | ⟨rows⟩ |",
                "+-----------+----------+",
            ),
        ),
        lambda r: {
            "proj": one(r, GCP),
            "a": hexs(r, 8),
            "b": hexs(r, 11),
            "gb": between(r, 40, 900),
            "c": hexs(r, 16),
            "d": hexs(r, 8),
            "s": between(r, 2, 90),
            "rows": num(r, 8),
        },
        n=5,
    ),
    Kind(
        "cloud-run-revisions",
        (
            "Rolled ⟨svc⟩ back to revision ⟨svc⟩-000⟨rev⟩-⟨tag⟩ (trace ⟨trace⟩).",
            block(
                "$ gcloud run revisions list --service ⟨svc⟩ --region europe-west1",
                "   REVISION            ACTIVE  SERVICE  DEPLOYED",
                "✔  ⟨svc⟩-000⟨rev⟩-⟨tag⟩   yes     ⟨svc⟩   ⟨date⟩ ⟨clock⟩ UTC",
            ),
            '{"severity":"ERROR","logging.googleapis.com/trace":'
            '"projects/⟨proj⟩/traces/⟨trace⟩","message":"upstream timeout"}',
        ),
        lambda r: {
            "svc": one(r, SERVICES),
            "rev": between(r, 10, 99),
            "tag": pick(r, "abcdefghijkmnpqrstuvwxyz", 3),
            "trace": hexs(r, 32),
            "date": date(r),
            "clock": clock(r),
            "proj": one(r, GCP),
        },
        n=6,
    ),
    Kind(
        "azure-resource-ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/rg-intranet-prod/providers/"
            "Microsoft.Web/sites/app-intranet-⟨n⟩",
            block(
                "$ az account show --query '{sub:id, tenant:tenantId}'",
                "{",
                '  "sub": "⟨sub⟩",',
                '  "tenant": "⟨tenant⟩"',
                "}",
            ),
            "Intranet tenant id is ⟨tenant⟩; the app registration (client) id is ⟨app⟩.",
        ),
        lambda r: {
            "sub": uuid4(r),
            "tenant": uuid4(r),
            "app": uuid4(r),
            "n": between(r, 1, 9),
        },
        n=6,
    ),
    Kind(
        "azure-devops-run-ids",
        (
            "Pipeline run https://dev.azure.com/contoso-intranet/Intranet/_build/results?"
            "buildId=⟨build⟩&view=logs&j=⟨job⟩&t=⟨task⟩",
            "##[section]Starting: dotnet test (job ⟨job⟩, attempt ⟨att⟩, build ⟨build⟩)",
        ),
        lambda r: {
            "build": num(r, 5),
            "job": uuid4(r),
            "task": uuid4(r),
            "att": between(r, 1, 3),
        },
        n=5,
    ),
    Kind(
        "k8s-pod-names",
        (
            block(
                "$ kubectl -n ⟨svc⟩ get pods",
                "NAME                        READY   STATUS             RESTARTS   AGE",
                "⟨svc⟩-⟨rs⟩-⟨p1⟩   1/1     Running            0          3h",
                "⟨svc⟩-⟨rs⟩-⟨p2⟩   0/1     CrashLoopBackOff   ⟨rst⟩         3h",
            ),
            "⟨svc⟩-⟨rs⟩-⟨p2⟩ keeps OOMing; the ReplicaSet hash ⟨rs⟩ is the bad rollout.",
        ),
        lambda r: {
            "svc": one(r, SERVICES),
            "rs": pick(r, "bcdfghjklmnpqrstvwxz2456789", 10),
            "p1": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
            "p2": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
            "rst": between(r, 2, 9),
        },
        n=6,
    ),
    Kind(
        "k8s-object-uids",
        (
            block(
                "metadata:",
                "  name: ⟨svc⟩",
                "  uid: ⟨uid⟩",
                '  resourceVersion: "⟨rv⟩"',
                "  ownerReferences:",
                "  - kind: ReplicaSet",
                "    uid: ⟨owner⟩",
            ),
            "Finalizer stuck on ⟨svc⟩ (uid ⟨uid⟩, resourceVersion ⟨rv⟩).",
        ),
        lambda r: {
            "svc": one(r, SERVICES),
            "uid": uuid4(r),
            "rv": num(r, 9),
            "owner": uuid4(r),
        },
        n=5,
    ),
    Kind(
        "container-ids",
        (
            "containerd://⟨cid⟩ exited 137 on node gke-fleet-pool-⟨node⟩",
            block(
                "$ docker ps --no-trunc --format '{{.ID}} {{.Names}}'",
                "⟨cid⟩ ⟨svc⟩_worker_1",
            ),
        ),
        lambda r: {
            "cid": hexs(r, 64),
            "node": hexs(r, 8) + "-" + pick(r, LOWER_ALNUM, 4),
            "svc": one(r, SERVICES),
        },
        n=5,
    ),
    Kind(
        "image-digests",
        (
            "Pinned the base image: FROM python:3.12-slim@sha256:⟨d1⟩",
            block(
                "      containers:",
                "        - name: ⟨svc⟩",
                "          image: europe-docker.pkg.dev/⟨proj⟩/fleet/⟨svc⟩@sha256:⟨d1⟩",
            ),
            block(
                "$ crane digest ghcr.io/acme/⟨svc⟩:v⟨v⟩",
                "sha256:⟨d2⟩",
            ),
        ),
        lambda r: {
            "d1": hexs(r, 64),
            "d2": hexs(r, 64),
            "svc": one(r, SERVICES),
            "proj": one(r, GCP),
            "v": f"{r.randint(1, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        },
        n=6,
    ),
    Kind(
        "terraform-state-locks",
        (
            block(
                "Error: Error acquiring the state lock",
                "Lock Info:",
                "  ID:        ⟨lock⟩",
                "  Path:      tf-state-⟨acct⟩/serverless/terraform.tfstate",
                "  Operation: OperationTypeApply",
                "  Who:       runner@ci-⟨host⟩",
            ),
            "terraform force-unlock ⟨lock⟩  # only after checking nobody is applying",
        ),
        lambda r: {"lock": uuid4(r), "acct": num(r, 12), "host": hexs(r, 6)},
        n=5,
    ),
    Kind(
        "terraform-sensitive-output",
        (
            block(
                "  # aws_db_instance.main will be updated in-place",
                '  ~ resource "aws_db_instance" "main" {',
                '        id       = "db-⟨dbid⟩"',
                "      ~ password = (sensitive value)",
                "    }",
            ),
            block(
                "Outputs:",
                "",
                'api_url = "https://⟨api⟩.execute-api.⟨region⟩.amazonaws.com/prod"',
                "db_password = <sensitive>",
            ),
        ),
        lambda r: {
            "dbid": pick(r, UPPER_ALNUM, 26),
            "api": pick(r, LOWER_ALNUM, 10),
            "region": one(r, REGIONS),
        },
        n=5,
    ),
    Kind(
        "trace-context-ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            '{"level":"warn","svc":"⟨svc⟩","trace_id":"⟨trace⟩","span_id":"⟨span⟩",'
            '"msg":"retrying upstream"}',
            "Datadog trace ⟨dd⟩ shows ⟨svc⟩ waiting 4s on the DB pool.",
        ),
        lambda r: {
            "trace": hexs(r, 32),
            "span": hexs(r, 16),
            "svc": one(r, SERVICES),
            "dd": num(r, 19),
        },
        n=6,
    ),
    Kind(
        "cdn-edge-headers",
        (
            block(
                "< HTTP/2 200",
                '< etag: W/"⟨etag⟩"',
                "< cf-ray: ⟨ray⟩-FRA",
                "< x-amz-cf-id: ⟨cf⟩==",
                "< x-cache: Hit from cloudfront",
            ),
            'Stale asset served: ETag "⟨etag⟩", cf-ray ⟨ray⟩-AMS.',
        ),
        lambda r: {
            "etag": hexs(r, 32),
            "ray": hexs(r, 16),
            "cf": pick(r, ALNUM + "-_", 54),
        },
        n=5,
    ),
    Kind(
        "s3-object-versions",
        (
            block(
                "$ aws s3api list-object-versions --bucket exports-prod --prefix daily/",
                "{",
                '    "Versions": [{',
                '        "ETag": "\\"⟨etag⟩\\"",',
                '        "Key": "daily/⟨date⟩.parquet",',
                '        "VersionId": "⟨ver⟩",',
                '        "IsLatest": true',
                "    }]",
                "}",
            ),
            "Restored daily/⟨date⟩.parquet from VersionId ⟨ver⟩.",
        ),
        lambda r: {
            "etag": hexs(r, 32),
            "date": date(r),
            "ver": pick(r, ALNUM + "._", 32),
        },
        n=5,
    ),
)
