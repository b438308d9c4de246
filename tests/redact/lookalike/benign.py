"""Benign look-alikes, part 1: ids, hashes, digests and other high-entropy public strings.

Every case must come out of a scrubber byte-identical. The phrasing follows how a coding
agent writes memory notes: a bullet, a sentence, a shell command, a config snippet, a log
excerpt. ``dev`` and ``holdout`` templates differ.
"""

from __future__ import annotations

from tests.redact.lookalike import values as v
from tests.redact.lookalike.kinds import Kind

BENIGN_IDS: tuple[Kind, ...] = (
    Kind(
        "opencode_session_id",
        dev=(
            "The flaky compaction bug reproduces in session ⟨sid⟩; resume it with "
            "`opencode --session ⟨sid⟩`.",
            "Parent session ⟨sid⟩ spawned the fork ⟨sid:2⟩, which is the one that hit the "
            "context limit.",
            '{"id": "⟨sid⟩", "projectID": "⟨proj⟩", "title": "Fix the migration order", '
            '"time": {"created": ⟨ms⟩}}',
        ),
        holdout=(
            "Raw record: ~/.local/share/opencode/storage/session/⟨proj⟩/⟨sid⟩.json",
            "[memory] saved 3 notes from ⟨sid⟩ (parent ⟨sid:2⟩)",
            "| session | outcome |\n|---|---|\n| ⟨sid⟩ | merged |\n| ⟨sid:2⟩ | abandoned |",
            "opencode export ⟨sid⟩ > /tmp/⟨sid⟩.json",
        ),
    ),
    Kind(
        "opencode_message_id",
        dev=(
            "The tool call that deleted the lockfile is in message ⟨mid⟩ of ⟨sid⟩.",
            "Compaction summary starts at ⟨mid⟩; everything before ⟨mid:2⟩ was dropped.",
            '{"id": "⟨mid⟩", "sessionID": "⟨sid⟩", "role": "assistant", "modelID": '
            '"claude-sonnet-4"}',
        ),
        holdout=(
            "storage/message/⟨sid⟩/⟨mid⟩.json has the assistant turn with the bad diff",
            "revert to ⟨mid⟩ with /undo twice",
            "WARN session.prompt messageID=⟨mid⟩ duration=⟨n⟩ms aborted=true",
        ),
    ),
    Kind(
        "opencode_part_id",
        dev=(
            "Part ⟨pid⟩ is the bash tool call; its output was truncated at 30000 chars.",
            "The patch part ⟨pid⟩ references files that no longer exist.",
            '{"id": "⟨pid⟩", "messageID": "⟨mid⟩", "type": "tool", "tool": "edit", '
            '"state": {"status": "completed"}}',
        ),
        holdout=(
            "storage/part/⟨mid⟩/⟨pid⟩.json — the reasoning part, 14 kB",
            "parts ⟨pid⟩ and ⟨pid:2⟩ are both step-start markers (duplicated by the retry)",
            'ERROR tool.edit partID=⟨pid⟩ error="oldString not found in content"',
        ),
    ),
    Kind(
        "git_sha_full",
        dev=(
            "The regression came in with ⟨sha⟩; revert that commit, not the merge.",
            "git checkout ⟨sha⟩ -- src/app/config.ts",
            "Bisect result:\n⟨sha⟩ is the first bad commit\ncommit ⟨sha⟩\nAuthor: ⟨user⟩ "
            "<⟨user⟩@acme.dev>",
        ),
        holdout=(
            "pinned in the workflow: `uses: actions/checkout@⟨sha⟩ # v4.1.7`",
            "fatal: bad object ⟨sha⟩ — the shallow clone was missing it; fetch with --unshallow",
            "cherry-picked from ⟨sha⟩ onto release/⟨ver⟩",
            '"resolved": "git+ssh://git@github.com/acme/ui-kit.git#⟨sha⟩"',
        ),
    ),
    Kind(
        "git_sha_short",
        dev=(
            "Fixed in ⟨short⟩, reverted in ⟨short:2⟩, re-landed in ⟨short:3⟩.",
            "git log --oneline:\n⟨short⟩ fix: retry on 429\n⟨short:2⟩ chore: bump deps\n"
            "⟨short:3⟩ feat: add token refresh",
            "`git rebase -i ⟨short⟩~1`, then squash the two WIP commits",
        ),
        holdout=(
            "HEAD is now at ⟨short⟩ Merge pull request #⟨pr⟩ from acme/fix-auth",
            "the image tag is the short SHA: ghcr.io/acme/⟨repo⟩:⟨short⟩",
            "⟨short⟩..⟨short:2⟩ contains only docs changes",
        ),
    ),
    Kind(
        "docker_digest",
        dev=(
            "Pin the base image by digest: `FROM python:3.11-slim@⟨dg⟩`",
            "docker pull ghcr.io/acme/⟨repo⟩@⟨dg⟩",
            "Digest: ⟨dg⟩\nStatus: Downloaded newer image for node:20-alpine",
        ),
        holdout=(
            "image: registry.acme.dev/⟨repo⟩@⟨dg⟩  # from the release notes",
            "`crane digest ghcr.io/acme/⟨repo⟩:⟨ver⟩` printed ⟨dg⟩",
            '"Id": "⟨dg⟩",\n"RepoTags": ["acme/cli:latest"]',
            'Successfully pulled image "ghcr.io/acme/⟨repo⟩@⟨dg⟩" in 2.3s',
        ),
    ),
    Kind(
        "build_id",
        dev=(
            "Vercel deployment ⟨dpl⟩ is the last good one; promote it with `vercel promote ⟨dpl⟩`.",
            "Netlify deploy id ⟨h24⟩ (deploy preview for PR #⟨pr⟩)",
            "gcloud builds log ⟨uuid⟩ --region=europe-west1",
        ),
        holdout=(
            "EAS build ⟨uuid⟩ finished: https://expo.dev/accounts/acme/projects/app/builds/⟨uuid⟩",
            "Bazel invocation id ⟨uuid⟩ (BuildBuddy link in the CI summary)",
            "response header x-vercel-id: fra1::iad1::⟨vid⟩",
        ),
        gen={"h24": lambda r: v.hexs(r, 24)},
    ),
    Kind(
        "ci_run_url",
        dev=(
            "Failing run: https://github.com/acme/⟨repo⟩/actions/runs/⟨run⟩/job/⟨job⟩",
            "gh run view ⟨run⟩ --log-failed | tail -50",
            "GitLab pipeline https://gitlab.com/acme/platform/-/pipelines/⟨run⟩ is green again "
            "after the cache fix",
        ),
        holdout=(
            "https://app.circleci.com/pipelines/github/acme/⟨repo⟩/⟨n⟩/workflows/⟨uuid⟩/jobs/⟨n:2⟩",
            "Buildkite: https://buildkite.com/acme/monorepo/builds/⟨n⟩#⟨uuid⟩",
            "rerun with `gh run rerun ⟨run⟩ --failed`",
            "https://dev.azure.com/acme/Platform/_build/results?buildId=⟨n⟩&view=logs&j=⟨uuid⟩",
        ),
    ),
    Kind(
        "uuid_in_url",
        dev=(
            "The staging tenant is https://admin.acme.dev/tenants/⟨uuid⟩/settings",
            "GET /api/v2/projects/⟨uuid⟩/members/⟨uuid:2⟩ returns 404 when the member was "
            "soft-deleted",
            "Grafana dashboard: https://grafana.acme.dev/d/⟨gid⟩/api-latency?orgId=1",
        ),
        holdout=(
            "Notion page https://www.notion.so/acme/Release-checklist-⟨h32⟩",
            "Supabase project ref ⟨ref⟩ (https://supabase.com/dashboard/project/⟨ref⟩)",
            "Figma: https://www.figma.com/file/⟨fig⟩/Design-System?node-id=12-345",
            "Postman collection https://acme.postman.co/workspace/⟨uuid⟩/collection/⟨n⟩-⟨uuid:2⟩",
        ),
    ),
    Kind(
        "npm_integrity",
        dev=(
            '"node_modules/left-pad": {\n  "version": "1.3.0",\n  "resolved": '
            '"https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz",\n  "integrity": '
            '"⟨i⟩"\n}',
            "npm ci fails with EINTEGRITY: expected ⟨i⟩ but got ⟨i:2⟩ — delete the lockfile "
            "entry and reinstall.",
            'left-pad@^1.3.0:\n  version "1.3.0"\n  integrity ⟨i⟩',
        ),
        holdout=(
            "  /react@18.3.1:\n    resolution: {integrity: ⟨i⟩}",
            "The tarball's integrity is ⟨i⟩ per `npm view react@18.3.1 dist.integrity`",
            'old lockfile entries still use sha1: "integrity": "⟨sha1i⟩"',
        ),
    ),
    Kind(
        "lockfile_checksum",
        dev=(
            '[[package]]\nname = "serde"\nversion = "1.0.203"\nsource = '
            '"registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "⟨h64⟩"',
            'poetry.lock: {file = "requests-2.32.3-py3-none-any.whl", hash = "sha256:⟨h64⟩"}',
            '"lodash@npm:^4.17.21":\n  version: 4.17.21\n  resolution: '
            '"lodash@npm:4.17.21"\n  checksum: 10c0/⟨h128⟩',
        ),
        holdout=(
            "github.com/stretchr/testify v1.9.0 h1:⟨gosum⟩\n"
            "github.com/stretchr/testify v1.9.0/go.mod h1:⟨gosum:2⟩",
            'flake.lock: "narHash": "⟨nar⟩", "rev": "⟨sha⟩"',
            'mix.lock: "jason": {:hex, :jason, "1.4.1", "⟨h64⟩", [:mix], [], "hexpm", "⟨h64:2⟩"}',
        ),
    ),
    Kind(
        "pip_hash_pin",
        dev=(
            "requests==2.32.3 \\\n    --hash=sha256:⟨h64⟩ \\\n    --hash=sha256:⟨h64:2⟩",
            "pip install --require-hashes failed:\n    Expected sha256 ⟨h64⟩\n"
            "         Got        ⟨h64:2⟩",
            "uv pip compile --generate-hashes pinned certifi with --hash=sha256:⟨h64⟩",
        ),
        holdout=(
            'sdist = { url = "https://files.pythonhosted.org/packages/⟨h2⟩/⟨h2:2⟩/⟨h60⟩/'
            'httpx-0.27.0.tar.gz", hash = "sha256:⟨h64⟩", size = 144189 }',
            'PEP 658 metadata hash: data-dist-info-metadata="sha256=⟨h64⟩"',
        ),
        gen={"h2": lambda r: v.hexs(r, 2), "h60": lambda r: v.hexs(r, 60)},
    ),
    Kind(
        "base64_text",
        dev=(
            "The fixture body is base64: `⟨b64⟩` (plain text, decode with `base64 -d`).",
            "echo ⟨b64⟩ | base64 -d   # prints the banner",
            '{"payload": "⟨b64⟩", "encoding": "base64", "contentType": "text/plain"}',
        ),
        holdout=(
            "ConfigMap binaryData:\n  motd: ⟨b64⟩",
            "Content-Transfer-Encoding: base64\n\n⟨b64⟩",
            "webhook test event (base64 body): ⟨b64⟩",
        ),
    ),
    Kind(
        "jwt_placeholder",
        dev=(
            "The API expects `Authorization: Bearer ⟨hdr⟩...` (a JWT from POST /auth/login, "
            "⟨n⟩ s lifetime).",
            "Tokens start with ⟨hdr⟩ and expire after ⟨n⟩ minutes; refresh before that.",
            'Docs example response: {"access_token": "eyJ...", "token_type": "Bearer", '
            '"expires_in": ⟨n⟩}',
        ),
        holdout=(
            "every JWT we issue has the header ⟨hdr⟩ (decode the first segment to check the alg)",
            'Response shape: {"token": "eyJ…", "refresh": "eyJ…", "ttl": ⟨n⟩}',
            "JWT layout is eyJ<header>.eyJ<payload>.<signature>; ⟨hdr⟩ is ours (#⟨pr⟩)",
        ),
    ),
    Kind(
        "hashed_asset_path",
        dev=(
            "dist/assets/index-⟨h8⟩.js is 1.2 MB — split the chart library out",
            "build/static/js/main.⟨h8⟩.js\nbuild/static/css/main.⟨h8:2⟩.css",
            "404 on /_next/static/chunks/pages/_app-⟨h16⟩.js after deploy (stale CDN)",
        ),
        holdout=(
            "asset vendors~main.⟨h20⟩.chunk.js 845 KiB [emitted] [big]",
            "public/assets/application-⟨h64⟩.css is served with a year-long max-age",
            '.vite/manifest.json: "src/main.ts": {"file": "assets/main-⟨b8⟩.js"}',
        ),
    ),
    Kind(
        "terraform_resource_id",
        dev=(
            "terraform import aws_instance.web ⟨iid⟩",
            "⟨sg⟩ allows 443 from the ALB only; the VPC is ⟨vpc⟩",
            'terraform state show \'aws_subnet.private["eu-west-1a"]\' → id = "⟨subnet⟩"',
        ),
        holdout=(
            "module.db.aws_db_instance.this: Refreshing state... [id=⟨rdsid⟩]",
            "/subscriptions/⟨uuid⟩/resourceGroups/rg-⟨stage⟩/providers/Microsoft.Web/sites/"
            "acme-⟨svc⟩",
            "⟨ami⟩ is the golden image for the workers (built by packer on ⟨date⟩)",
        ),
    ),
    Kind(
        "k8s_pod_name",
        dev=(
            "kubectl logs -f ⟨pod⟩ -c app --since=10m",
            "⟨pod⟩   0/1     CrashLoopBackOff   7 (2m ago)   14m",
            "Pod ⟨pod⟩ was OOMKilled; raise the memory limit to 512Mi",
        ),
        holdout=(
            "kubectl describe pod ⟨pod⟩ | grep -A3 'Last State'",
            "Warning  BackOff  3m  kubelet  Back-off restarting failed container app in pod "
            "⟨pod⟩_default(⟨uuid⟩)",
            "kubectl delete pod ⟨pod⟩ ⟨pod:2⟩ --grace-period=0",
        ),
    ),
    Kind(
        "aws_arn",
        dev=(
            "The deploy role is arn:aws:iam::⟨acct⟩:role/github-actions-deploy",
            "The DB secret lives at arn:aws:secretsmanager:eu-west-1:⟨acct⟩:secret:⟨stage⟩/"
            "⟨svc⟩/db-⟨s6⟩ (fetch it with the CLI, never paste it)",
            "Alerts topic: arn:aws:sns:us-east-1:⟨acct⟩:alerts-⟨stage⟩",
        ),
        holdout=(
            "Lambda arn:aws:lambda:eu-central-1:⟨acct⟩:function:thumbnailer:⟨n⟩",
            "KMS key arn:aws:kms:eu-west-1:⟨acct⟩:key/⟨uuid⟩ encrypts the bucket",
            'aws sts get-caller-identity\n{\n    "UserId": "⟨aroa⟩:ci",\n    "Account": '
            '"⟨acct⟩",\n    "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/ci/ci"\n}',
        ),
    ),
    Kind(
        "s3_object_key",
        dev=(
            "aws s3 cp s3://acme-build-artifacts/⟨repo⟩/⟨sha⟩/dist.tar.gz .",
            "Backups land in s3://acme-db-backups/⟨stage⟩/⟨date⟩/pg_dump-⟨epoch⟩.sql.gz",
            "object key pattern: uploads/⟨uuid⟩/original.jpg (thumbnails under thumbs/)",
        ),
        holdout=(
            "gs://acme-ml-checkpoints/runs/⟨uuid⟩/step-⟨n⟩/model.safetensors",
            "https://acme-public-assets.s3.eu-west-1.amazonaws.com/avatars/⟨uuid⟩.png "
            "(public bucket, no signature)",
            "aws s3api head-object --bucket acme-logs --key AWSLogs/⟨acct⟩/"
            "elasticloadbalancing/eu-west-1/⟨date⟩/⟨acct⟩_elb_⟨h16⟩_⟨epoch⟩.log.gz",
        ),
    ),
    Kind(
        "ssh_public_key",
        dev=(
            "Deploy key (public half) for the infra repo:\n⟨ed⟩ deploy@ci",
            "Added to ~/.ssh/authorized_keys on the bastion: ⟨ed⟩ ⟨user⟩@laptop",
            "The old RSA key still in authorized_keys:\n⟨rsa⟩ ⟨user⟩@old-laptop",
        ),
        holdout=(
            "known_hosts entry for the git server:\ngit.acme.dev ⟨ed⟩",
            "cloud-init:\nusers:\n  - name: deploy\n    ssh_authorized_keys:\n      - ⟨ed⟩ "
            "deploy@ci",
            "`ssh-keygen -y -f ~/.ssh/id_ed25519` prints ⟨ed⟩ — that is the line to paste "
            "into GitHub",
        ),
    ),
    Kind(
        "ssh_fingerprint",
        dev=(
            "Host key fingerprint is SHA256:⟨fp⟩ (ED25519); verify before accepting.",
            "256 SHA256:⟨fp⟩ ⟨user⟩@laptop (ED25519)",
            "GitHub's new RSA host key fingerprint: SHA256:⟨fp⟩",
        ),
        holdout=(
            "MD5 fingerprint in the old console: ⟨md5⟩",
            "ECDSA key fingerprint is SHA256:⟨fp⟩.\nAre you sure you want to continue "
            "connecting (yes/no/[fingerprint])?",
            "ssh-keygen -lf deploy_key.pub → 4096 SHA256:⟨fp⟩ deploy@ci (RSA)",
        ),
    ),
    Kind(
        "gpg_key_id",
        dev=(
            "Commits are signed with key ⟨kid⟩; `git config user.signingkey ⟨kid⟩`",
            "gpg --keyserver keys.openpgp.org --recv-keys ⟨fpr⟩",
            "sec   ed25519/⟨kid⟩ ⟨date⟩ [SC]\n      ⟨fpr⟩\nuid   [ultimate] ⟨user⟩ "
            "<⟨user⟩@acme.dev>",
        ),
        holdout=(
            "apt: NO_PUBKEY ⟨kid⟩ — import the repo key from https://packages.acme.dev/gpg.key",
            "Primary key fingerprint: ⟨gpgsp⟩",
            "the release tarball is signed by 0x⟨kid⟩",
        ),
    ),
    Kind(
        "sha256sum_line",
        dev=(
            "⟨h64⟩  dist/acme-cli-⟨ver⟩-linux-amd64.tar.gz",
            "Expected checksum ⟨h64⟩ for terraform_⟨ver⟩_linux_amd64.zip (from SHA256SUMS)",
            "`shasum -a 256 build.zip` → ⟨h64⟩ — matches the release page",
        ),
        holdout=(
            'brew formula: url ".../v⟨ver⟩.tar.gz"\n  sha256 "⟨h64⟩"',
            'RUN echo "⟨h64⟩  /tmp/kubectl" | sha256sum -c -',
            "md5 ⟨h32⟩ for the legacy download mirror",
        ),
    ),
    Kind(
        "ulid_nanoid",
        dev=(
            "Order id ⟨ulid⟩ (ULID, sortable by time) is the one with the double charge.",
            "nanoid() gives ids like ⟨nano⟩; collisions are not a concern at our volume",
            'events.jsonl: {"id":"⟨ulid⟩","type":"user.password_changed","at":"⟨ts⟩"}',
        ),
        holdout=(
            "cuid2 ⟨cuid⟩ is the draft the editor could not reopen",
            "KSUID ⟨b27⟩ sorts after ⟨b27:2⟩, so the replay order is right",
            "short link slug ⟨b8⟩ → https://acme.dev/r/⟨b8⟩",
        ),
    ),
    Kind(
        "model_api_object_ids",
        dev=(
            "OpenAI completion chatcmpl-⟨b29⟩ came back with finish_reason=length",
            "Anthropic message id msg_01⟨b22⟩ — include it in the support ticket",
            "tool_use id toolu_01⟨b22⟩ had no matching tool_result in the next turn",
        ),
        holdout=(
            "batch_⟨b24⟩ finished with 3 failed requests",
            "uploaded file-⟨b22⟩ for the fine-tune; job ftjob-⟨b24⟩",
            "request-id: req_⟨b24⟩ (from the 529 response headers)",
        ),
    ),
    Kind(
        "stripe_object_ids",
        dev=(
            "Customer cus_⟨b14⟩ was charged twice: pi_⟨b24⟩ and pi_⟨b24:2⟩",
            "stripe events resend evt_⟨b24⟩",
            "price_⟨b24⟩ is the monthly Pro plan; price_⟨b24:2⟩ the yearly one",
        ),
        holdout=(
            "sub_⟨b24⟩ is set to cancel at period end",
            "Invoice in_⟨b24⟩ failed with card_declined",
            "acct_⟨b16⟩ is the Connect platform account",
        ),
    ),
    Kind(
        "request_trace_ids",
        dev=(
            "traceparent: 00-⟨h32⟩-⟨h16⟩-01",
            'x-request-id: ⟨uuid⟩ — search Loki with {app="api"} |= "⟨uuid⟩"',
            "cf-ray: ⟨h16⟩-FRA on the 502",
        ),
        holdout=(
            "x-amzn-RequestId: ⟨uuid⟩\nx-amz-apigw-id: ⟨b16⟩=",
            "Datadog trace id ⟨n19⟩ shows the slow span in the token refresh",
            "AWS request id ⟨uuid⟩ on the throttled PutItem",
        ),
    ),
)
