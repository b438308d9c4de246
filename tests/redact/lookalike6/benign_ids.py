"""Benign look-alikes: identifiers of every sort that a memory note keeps about a project."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike6.gen import (
    ALNUM,
    CROCKFORD,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    V,
    a,
    d,
    h,
    hexs,
    num,
    one,
    pick,
    rng,
    u4,
    uuid4,
)


def _pod_suffix(r: Random) -> str:
    return (
        pick(r, "bcdfghjklmnpqrstvwxz2456789", 10) + "-" + pick(r, "bcdfghjklmnpqrstvwxz2456789", 5)
    )


GIT_COMMIT_SHAS = Kind(
    "git_commit_shas",
    (
        'git bisect says the first bad commit is ⟨sha⟩ ("⟨msg⟩").',
        "Pinned the vendored submodule at ⟨sha⟩ until upstream cuts a release.",
        "$ git rev-parse HEAD\n⟨sha⟩",
        "The hotfix was cherry-picked as ⟨sha⟩ onto release/⟨rel⟩; the original is ⟨sha2⟩.",
    ),
    V(
        sha=h(40),
        sha2=h(40),
        msg=one(
            "cache: drop stale keys on resize", "ci: bump runner image", "api: paginate /v2/users"
        ),
        rel=one("2.14", "3.0", "2025.11", "1.9.x"),
    ),
    n=6,
)

GIT_ONELINE_LOG = Kind(
    "git_oneline_log",
    (
        "$ git log --oneline -4\n⟨a⟩ (HEAD -> main) Merge pull request #⟨pr⟩\n"
        "⟨b⟩ fix: retry on 429 from the ledger API\n⟨c⟩ chore(deps): bump serde to 1.0.⟨m⟩\n"
        "⟨e⟩ docs: explain the shard map",
        "Commits in the bad range: ⟨a⟩..⟨b⟩ (⟨c⟩ is the suspicious one, touches the tokenizer).",
        "$ git reflog -3\n⟨a⟩ HEAD@{0}: rebase (finish): returning to refs/heads/feat/otp-login\n"
        "⟨b⟩ HEAD@{1}: rebase (pick): add secret rotation doc stub\n⟨c⟩ HEAD@{2}: checkout: moving"
        " from main to feat/otp-login",
    ),
    V(a=h(9), b=h(9), c=h(9), e=h(9), pr=d(4), m=rng(150, 219)),
    n=6,
)

REQUEST_UUID_LOGS = Kind(
    "request_uuid_logs",
    (
        '⟨ts⟩ ERROR api.handlers request_id=⟨u1⟩ user_id=⟨u2⟩ status=500 msg="upstream timeout"',
        '{"level":"warn","ts":"⟨ts⟩","req":"⟨u1⟩","tenant":"⟨u2⟩","msg":"slow query","ms":⟨ms⟩}',
        "Support sent correlation id ⟨u1⟩; it maps to job ⟨u2⟩ in the worker logs.",
        "[⟨ts⟩] INFO  idempotency-key=⟨u1⟩ replayed; original response cached for order ⟨u2⟩",
    ),
    V(
        ts=one("2026-03-04T09:12:44Z", "2026-01-19T22:03:10Z", "2025-12-30T14:55:02Z"),
        u1=u4(),
        u2=u4(),
        ms=rng(1200, 9800),
    ),
    n=6,
)

AWS_ARNS_ACCOUNTS = Kind(
    "aws_arns_accounts",
    (
        "The deploy role is arn:aws:iam::⟨acct⟩:role/⟨role⟩ in the ⟨env⟩ account.",
        '"Principal": {"AWS": "arn:aws:iam::⟨acct⟩:root"}, "Resource": "arn:aws:s3:::⟨bucket⟩/*"',
        '$ aws sts get-caller-identity\n{\n    "UserId": "AROA⟨roleid⟩:ci-session",\n'
        '    "Account": "⟨acct⟩",\n    "Arn": '
        '"arn:aws:sts::⟨acct⟩:assumed-role/⟨role⟩/ci-session"\n}',
        "Lambda ARN for the thumbnailer: "
        "arn:aws:lambda:eu-west-1:⟨acct⟩:function:thumbs-⟨env⟩:⟨ver⟩",
    ),
    V(
        acct=d(12),
        role=one("gha-deployer", "platform-readonly", "terraform-apply", "data-loader"),
        env=one("staging", "prod", "sandbox"),
        bucket=one("acme-artifacts-eu", "dp-raw-events", "mobile-crash-symbols"),
        roleid=a(UPPER_ALNUM, 17),
        ver=rng(3, 88),
    ),
    n=6,
)

AWS_RESOURCE_IDS = Kind(
    "aws_resource_ids",
    (
        "Bastion is ⟨inst⟩ in ⟨subnet⟩ (⟨vpc⟩); SG ⟨sg⟩ allows 22 from the VPN only.",
        "$ aws ec2 describe-images --owners self --query 'Images[0].ImageId'\n\"⟨ami⟩\"",
        "| volume | instance | az |\n|---|---|---|\n| ⟨vol⟩ | ⟨inst⟩ | eu-central-1b |",
        "Terraform wants to replace ⟨eni⟩ because the subnet moved from ⟨subnet⟩ to ⟨subnet2⟩.",
    ),
    V(
        inst=lambda r: "i-0" + hexs(r, 16),
        subnet=lambda r: "subnet-0" + hexs(r, 16),
        subnet2=lambda r: "subnet-0" + hexs(r, 16),
        vpc=lambda r: "vpc-0" + hexs(r, 16),
        sg=lambda r: "sg-0" + hexs(r, 16),
        ami=lambda r: "ami-0" + hexs(r, 16),
        vol=lambda r: "vol-0" + hexs(r, 16),
        eni=lambda r: "eni-0" + hexs(r, 16),
    ),
    n=6,
)

K8S_POD_NAMES = Kind(
    "k8s_pod_names",
    (
        "$ kubectl get pods -n ⟨ns⟩\nNAME                          READY   STATUS       "
        "      RESTARTS\n"
        "⟨app⟩-⟨s1⟩   1/1     Running            0\n⟨app⟩-⟨s2⟩   0/1     CrashLoopBackOff   7",
        "OOMKilled again: pod ⟨app⟩-⟨s1⟩ on node ip-10-4-⟨o⟩-⟨p⟩.ec2.internal",
        "kubectl logs -n ⟨ns⟩ ⟨app⟩-⟨s1⟩ --previous | grep -i panic",
    ),
    V(
        ns=one("payments", "ingest", "ml-serving", "game-backend"),
        app=one("api", "ledger-worker", "feature-store", "matchmaker"),
        s1=_pod_suffix,
        s2=_pod_suffix,
        o=rng(1, 254),
        p=rng(1, 254),
    ),
    n=6,
)

CONTAINER_IDS = Kind(
    "container_ids",
    (
        "$ docker ps --format '{{.ID}} {{.Image}} {{.Status}}'\n⟨c1⟩ postgres:16 Up 3 hours\n"
        "⟨c2⟩ redis:7-alpine Up 3 hours (healthy)",
        "Container ⟨long⟩ exited with code 137 (OOM) during the integration run.",
        "docker exec -it ⟨c1⟩ psql -U postgres -c 'select version();'",
    ),
    V(c1=h(12), c2=h(12), long=h(64)),
    n=6,
)

STRIPE_OBJECT_IDS = Kind(
    "stripe_object_ids",
    (
        "Refund failed for charge ch_⟨x1⟩ — the payment intent pi_⟨x2⟩ was already disputed.",
        "Customer cus_⟨x3⟩ has two subscriptions (sub_⟨x4⟩ and sub_⟨x5⟩); dedupe in the backfill.",
        "Webhook event evt_⟨x1⟩ (invoice.payment_failed) arrived before in_⟨x2⟩ existed locally.",
        '{"id": "po_⟨x3⟩", "object": "payout", "amount": ⟨amt⟩, "currency": "eur"}',
    ),
    V(
        x1=a(ALNUM, 24),
        x2=a(ALNUM, 24),
        x3=a(ALNUM, 14),
        x4=a(ALNUM, 24),
        x5=a(ALNUM, 24),
        amt=d(6),
    ),
    n=8,
)

SLACK_PERMALINKS = Kind(
    "slack_permalinks",
    (
        "Decision thread: https://⟨ws⟩.slack.com/archives/C⟨ch⟩/p⟨ts⟩ (agreed to drop Python 3.9).",
        "Bot posts to channel C⟨ch⟩ as user U⟨usr⟩; the workspace id is T⟨team⟩.",
        "Oncall handoff was in https://⟨ws⟩.slack.com/archives/C⟨ch⟩/p⟨ts⟩?thread_ts=⟨tts⟩",
    ),
    V(
        ws=one("acme-eng", "pixelforge", "ledgerly"),
        ch=a(UPPER_ALNUM, 10),
        usr=a(UPPER_ALNUM, 10),
        team=a(UPPER_ALNUM, 10),
        ts=d(16),
        tts=lambda r: num(r, 10) + "." + num(r, 6),
    ),
    n=6,
)

SENTRY_EVENT_IDS = Kind(
    "sentry_event_ids",
    (
        "Sentry issue ⟨short⟩, latest event ⟨ev⟩ — only on Android 14 with the new renderer.",
        "https://⟨org⟩.sentry.io/issues/⟨iss⟩/events/⟨ev⟩/",
        "Crash grouping changed after release ⟨rel⟩; event ⟨ev⟩ now lands in ⟨short⟩.",
    ),
    V(
        short=lambda r: r.choice(["MOBILE", "API", "WEB"]) + "-" + pick(r, UPPER_ALNUM, 3),
        ev=h(32),
        org=one("acme", "pixelforge", "ledgerly"),
        iss=d(10),
        rel=lambda r: f"app@4.{r.randint(1, 30)}.{r.randint(0, 9)}+{r.randint(100, 999)}",
    ),
    n=6,
)

ULID_KSUID = Kind(
    "ulid_ksuid",
    (
        "Outbox row ⟨ulid⟩ never got published; the relay skipped it after the failover.",
        "Event ids are KSUIDs now (e.g. ⟨ksuid⟩), sortable by time like the old ULIDs (⟨ulid⟩).",
        "SELECT * FROM jobs WHERE id = '⟨ulid⟩';",
    ),
    V(ulid=lambda r: "01" + pick(r, CROCKFORD, 24), ksuid=a(ALNUM, 27)),
    n=6,
)

MONGO_OBJECTIDS = Kind(
    "mongo_objectids",
    (
        'db.orders.find({_id: ObjectId("⟨o1⟩")})',
        "Duplicate key on {userId: ObjectId('⟨o1⟩'), deviceId: '⟨dev⟩'} after the retry.",
        '{"_id": {"$oid": "⟨o1⟩"}, "owner": {"$oid": "⟨o2⟩"}, "state": "archived"}',
    ),
    V(o1=h(24), o2=h(24), dev=h(16)),
    n=6,
)

TRACE_CONTEXT = Kind(
    "trace_context",
    (
        "traceparent: 00-⟨tid⟩-⟨sid⟩-01",
        "The slow span ⟨sid⟩ in trace ⟨tid⟩ is the N+1 on the invoices endpoint.",
        "Jaeger: http://jaeger.internal:16686/trace/⟨tid⟩ — root span ⟨sid⟩, 4.2 s total.",
        "X-B3-TraceId: ⟨tid⟩\nX-B3-SpanId: ⟨sid⟩\nX-B3-Sampled: 1",
    ),
    V(tid=h(32), sid=h(16)),
    n=6,
)

CLOUD_RESOURCE_PATHS = Kind(
    "cloud_resource_paths",
    (
        "/subscriptions/⟨sub⟩/resourceGroups/rg-⟨env⟩-weu/providers/Microsoft.Web/sites/api-⟨env⟩",
        "Tenant ⟨ten⟩, subscription ⟨sub⟩ — both needed for the az login in CI (OIDC, no secret).",
        "projects/⟨proj⟩/locations/europe-west4/jobs/⟨job⟩",
        "gcloud config set project ⟨proj⟩  # project number ⟨pnum⟩",
    ),
    V(
        sub=u4(),
        ten=u4(),
        env=one("dev", "prod", "stg"),
        proj=lambda r: r.choice(["dp-ingest", "ml-train", "acme-web"]) + "-" + num(r, 6),
        job=lambda r: "nightly-export-" + hexs(r, 8),
        pnum=d(12),
    ),
    n=6,
)

CI_RUN_URLS = Kind(
    "ci_run_urls",
    (
        "Flaky run: https://github.com/⟨org⟩/⟨repo⟩/actions/runs/⟨run⟩/job/⟨job⟩#step:6:⟨line⟩",
        "Buildkite build https://buildkite.com/⟨org⟩/⟨repo⟩/builds/⟨b⟩ failed on the arm64 step.",
        "GitLab pipeline ⟨run⟩, job ⟨job⟩ — artifacts expire in 7 days.",
        "Argo CD app ⟨repo⟩-prod synced to revision ⟨sha⟩ at 14:02 UTC.",
    ),
    V(
        org=one("acme", "pixelforge", "ledgerly", "opentiles"),
        repo=one("api", "web", "sdk-python", "firmware"),
        run=d(10),
        job=d(11),
        line=rng(10, 400),
        b=d(5),
        sha=h(40),
    ),
    n=6,
)

MOBILE_APP_IDENTIFIERS = Kind(
    "mobile_app_identifiers",
    (
        "iOS bundle com.⟨co⟩.⟨app⟩, Team ID ⟨team⟩, App Store id ⟨store⟩.",
        "Provisioning profile ⟨uuid⟩ expires next month; regenerate under team ⟨team⟩.",
        "Android applicationId com.⟨co⟩.⟨app⟩, versionCode ⟨vc⟩; Play console app ⟨play⟩.",
        "dSYM for build ⟨vc⟩ has UUID ⟨uuid_up⟩ (arm64).",
    ),
    V(
        co=one("acme", "pixelforge", "ledgerly"),
        app=one("wallet", "runner", "notes"),
        team=a(UPPER_ALNUM, 10),
        store=d(10),
        uuid=u4(),
        vc=d(8),
        play=d(19),
        uuid_up=lambda r: uuid4(r).upper(),
    ),
    n=6,
)

LONG_NUMBERS = Kind(
    "long_numbers",
    (
        "Discord guild ⟨snow⟩, the release-notes channel is ⟨snow2⟩.",
        "Order ⟨order⟩ was charged twice at epoch ms ⟨ms⟩.",
        "Telegram chat id for the alerts group: -100⟨tg⟩",
        "Sequence users_id_seq is at ⟨big⟩ — about 40% of bigint.",
        "Tweet ⟨snow⟩ is the one quoted in the incident summary.",
    ),
    V(snow=d(19), snow2=d(19), order=d(12), ms=d(13), tg=d(10), big=d(18)),
    n=6,
)

MIGRATION_IDS = Kind(
    "migration_ids",
    (
        'revision = "⟨r1⟩"\ndown_revision = "⟨r2⟩"\nbranch_labels = None',
        "alembic heads shows two heads (⟨r1⟩, ⟨r2⟩) — need a merge migration.",
        "Flyway checksum mismatch for V⟨v⟩__add_token_table.sql: applied ⟨c1⟩, resolved ⟨c2⟩",
    ),
    V(
        r1=h(12),
        r2=h(12),
        v=rng(40, 210),
        c1=lambda r: "-" + num(r, 10),
        c2=d(9),
    ),
    n=6,
)

PAYMENT_REFERENCES = Kind(
    "payment_references",
    (
        "Adyen pspReference ⟨psp⟩ shows AUTHORISED but our ledger has no row for it.",
        "PayPal capture ⟨pp⟩ settled; the matching invoice is INV-⟨inv⟩.",
        "SEPA EndToEndId ⟨e2e⟩ bounced with AC04 (account closed).",
        "Chargeback ⟨cb⟩ — ARN ⟨arn⟩ from the acquirer; evidence due Friday.",
    ),
    V(
        psp=a(UPPER_ALNUM, 16),
        pp=a(UPPER_ALNUM, 17),
        inv=d(7),
        e2e=lambda r: "E2E" + pick(r, UPPER_ALNUM, 20),
        cb=lambda r: "dp_" + pick(r, ALNUM, 24),
        arn=d(23),
    ),
    n=6,
)

INCIDENT_IDS = Kind(
    "incident_ids",
    (
        "PagerDuty incident ⟨pd⟩ auto-resolved; the alert fingerprint was ⟨fp⟩.",
        "Statuspage incident ⟨sp⟩ is still 'monitoring' — close it after the 24 h soak.",
        "Opsgenie alert ⟨og⟩ fired 41 times overnight for the same disk.",
    ),
    V(
        pd=a(UPPER_ALNUM, 14),
        fp=h(16),
        sp=a(LOWER_ALNUM, 12),
        og=u4(),
    ),
    n=6,
)

ML_RUN_IDS = Kind(
    "ml_run_ids",
    (
        "Best run so far: https://wandb.ai/⟨team⟩/⟨proj⟩/runs/⟨wb⟩ (val loss 1.87).",
        "mlflow run ⟨mlf⟩ logged the checkpoint; the model version is ⟨ver⟩.",
        "Resume from run ⟨wb⟩ step ⟨step⟩ — the dataset fingerprint was ⟨fp⟩.",
    ),
    V(
        team=one("vision-lab", "nlp-research", "rec-sys"),
        proj=one("detr-finetune", "tokenizer-ablation", "ranker-v3"),
        wb=a(LOWER_ALNUM, 8),
        mlf=h(32),
        ver=rng(2, 60),
        step=d(5),
        fp=h(16),
    ),
    n=6,
)

GAME_BUILD_IDS = Kind(
    "game_build_ids",
    (
        "Steam app ⟨app⟩, depot ⟨dep⟩, build id ⟨bid⟩ went live on the beta branch.",
        "Perforce CL ⟨cl⟩ broke the shader cache; shader hash 0x⟨sh⟩ differs on PS5.",
        "PlayFab title ⟨pf⟩ — match ⟨match⟩ desynced at tick ⟨tick⟩.",
    ),
    V(
        app=d(7),
        dep=d(7),
        bid=d(8),
        cl=d(6),
        sh=lambda r: pick(r, "0123456789ABCDEF", 16),
        pf=lambda r: pick(r, "0123456789ABCDEF", 5),
        match=u4(),
        tick=d(6),
    ),
    n=6,
)


IDS: tuple[Kind, ...] = (
    GIT_COMMIT_SHAS,
    GIT_ONELINE_LOG,
    REQUEST_UUID_LOGS,
    AWS_ARNS_ACCOUNTS,
    AWS_RESOURCE_IDS,
    K8S_POD_NAMES,
    CONTAINER_IDS,
    STRIPE_OBJECT_IDS,
    SLACK_PERMALINKS,
    SENTRY_EVENT_IDS,
    ULID_KSUID,
    MONGO_OBJECTIDS,
    TRACE_CONTEXT,
    CLOUD_RESOURCE_PATHS,
    CI_RUN_URLS,
    MOBILE_APP_IDENTIFIERS,
    LONG_NUMBERS,
    MIGRATION_IDS,
    PAYMENT_REFERENCES,
    INCIDENT_IDS,
    ML_RUN_IDS,
    GAME_BUILD_IDS,
)
