"""Benign look-alikes from the notes of a monorepo developer (TypeScript, Python, Go, Terraform,
Kubernetes): build and lockfile hashes, cloud and cluster ids, CI and observability ids.

Nothing here grants access to anything; each text must come out of the scrubber unchanged.
"""

from __future__ import annotations

from tests.redact.lookalike7.gen import (
    ALNUM,
    B64URL,
    BECH32,
    LOWER_ALNUM,
    NIX32,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    b64url_of,
    begin,
    end,
    hexs,
    num,
    pick,
    sha256_hex,
    uhex,
    uuid4,
    word,
    wrap,
)

_MSGS = (
    "fix(search): debounce the query box",
    "feat(api): paginate /v2/orders",
    "chore: drop the old webpack config",
    "refactor(billing): split invoice renderer",
    "test: stabilise the checkout e2e",
    "perf(go): reuse the http.Transport",
)


def _region(r):
    return word(r, "us-east-1", "eu-west-1", "eu-central-1", "us-west-2", "ap-southeast-2")


def _svc(r):
    return word(r, "orders-api", "search", "billing-worker", "gateway", "notifier", "ledger")


def _mapbox_payload(r) -> str:
    user = word(r, "acme-maps", "acmeweb", "storelocator")
    return b64url_of('{"u":"' + user + '","a":"' + pick(r, LOWER_ALNUM, 25) + '"}')


GIT = (
    Kind(
        "git_commit_full",
        (
            'Bisected the flaky checkout test to ⟨sha⟩ ("⟨msg⟩"); reverting it locally turns '
            "the suite green again.",
            "The hotfix branch was cut from ⟨sha⟩, not from the tag, so cherry-pick ⟨sha2⟩ too.",
            "$ git merge-base main release/⟨minor⟩\n⟨sha⟩",
            "Deployed revision for ⟨svc⟩ is ⟨sha⟩ (from the pod label app.kubernetes.io/version).",
        ),
        lambda r: {
            "sha": hexs(r, 40),
            "sha2": hexs(r, 40),
            "msg": word(r, *_MSGS),
            "minor": f"2.{r.randint(10, 40)}",
            "svc": _svc(r),
        },
    ),
    Kind(
        "git_log_oneline",
        (
            "$ git log --oneline -4\n⟨a⟩ (HEAD -> main, origin/main) ⟨m1⟩\n⟨b⟩ ⟨m2⟩\n"
            "⟨c⟩ Merge pull request #⟨pr⟩ from acme/feat/⟨branch⟩\n⟨d⟩ ⟨m3⟩",
            "Range to review: ⟨a⟩..⟨b⟩ (⟨n⟩ commits, mostly ⟨m1⟩).",
            "$ git rev-parse --short HEAD\n⟨a⟩\n$ git describe --tags\nv⟨ver⟩-⟨n⟩-g⟨a⟩",
        ),
        lambda r: {
            "a": hexs(r, 7),
            "b": hexs(r, 7),
            "c": hexs(r, 7),
            "d": hexs(r, 7),
            "m1": word(r, *_MSGS),
            "m2": word(r, *_MSGS),
            "m3": word(r, *_MSGS),
            "pr": num(r, 4),
            "branch": word(r, "search-facets", "dark-mode", "otel-http", "tf-1.7"),
            "n": str(r.randint(2, 40)),
            "ver": f"{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        },
    ),
    Kind(
        "git_lfs_pointer",
        (
            "The fixture is still an LFS pointer in CI because `git lfs pull` never ran:\n\n"
            "version https://git-lfs.github.com/spec/v1\noid sha256:⟨oid⟩\nsize ⟨size⟩",
            "`git lfs ls-files -l` shows ⟨oid⟩ * apps/web/public/⟨file⟩ — that object is missing "
            "from the LFS store.",
        ),
        lambda r: {
            "oid": sha256_hex(r),
            "size": num(r, r.randint(5, 8)),
            "file": word(r, "hero.webm", "fonts/Inter.var.woff2", "demo.mp4", "tiles.pmtiles"),
        },
    ),
)

LOCKFILES = (
    Kind(
        "npm_lock_integrity",
        (
            '"node_modules/⟨pkg⟩": {\n  "version": "⟨ver⟩",\n  "resolved": '
            '"https://registry.npmjs.org/⟨pkg⟩/-/⟨base⟩-⟨ver⟩.tgz",\n  "integrity": '
            '"sha512-⟨sri⟩"\n}',
            "npm ci failed with EINTEGRITY: expected sha512-⟨sri⟩ for ⟨pkg⟩@⟨ver⟩ — the lockfile "
            "was generated against the mirror. Regenerate it against registry.npmjs.org.",
        ),
        lambda r: {
            "pkg": (p := word(r, "zod", "date-fns", "@tanstack/react-query", "vite", "undici")),
            "base": p.split("/")[-1],
            "ver": f"{r.randint(1, 9)}.{r.randint(0, 40)}.{r.randint(0, 20)}",
            "sri": b64(r, 64),
        },
    ),
    Kind(
        "pnpm_yarn_lock",
        (
            '⟨pkg⟩@^⟨ver⟩:\n  version "⟨ver⟩"\n  resolved "https://registry.yarnpkg.com/⟨pkg⟩/-/'
            '⟨pkg⟩-⟨ver⟩.tgz#⟨sha1⟩"\n  integrity sha1-⟨sri1⟩',
            "  /⟨pkg⟩@⟨ver⟩:\n    resolution: {integrity: sha512-⟨sri⟩}\n    engines: "
            "{node: '>=18'}\n    dev: true",
        ),
        lambda r: {
            "pkg": word(r, "chalk", "semver", "esbuild", "picomatch", "postcss", "debug"),
            "ver": f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 12)}",
            "sha1": hexs(r, 40),
            "sri1": b64(r, 20),
            "sri": b64(r, 64),
        },
    ),
    Kind(
        "go_sum_lines",
        (
            "go.sum after the bump:\n\n⟨mod⟩ v⟨ver⟩ h1:⟨h1⟩\n⟨mod⟩ v⟨ver⟩/go.mod h1:⟨h2⟩",
            "`go mod verify` complained: ⟨mod⟩@v⟨ver⟩: checksum mismatch\n\tdownloaded: h1:⟨h1⟩\n"
            "\tgo.sum:     h1:⟨h2⟩\nTurned out GOFLAGS=-mod=mod was set in the runner image.",
        ),
        lambda r: {
            "mod": word(
                r,
                "github.com/jackc/pgx/v5",
                "go.opentelemetry.io/otel",
                "github.com/segmentio/kafka-go",
                "golang.org/x/sync",
            ),
            "ver": f"{r.randint(0, 5)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
            "h1": b64(r, 32),
            "h2": b64(r, 32),
        },
    ),
    Kind(
        "go_pseudo_version",
        (
            "Pinned the fork with `go get github.com/acme/⟨repo⟩@⟨sha12⟩`, which resolved to "
            "v0.0.0-⟨ts⟩-⟨sha12⟩.",
            "require github.com/acme/⟨repo⟩ v⟨major⟩.⟨minor⟩.1-0.⟨ts⟩-⟨sha12⟩ // indirect",
        ),
        lambda r: {
            "repo": word(r, "pgxtx", "retryhttp", "featflags", "otelkit"),
            "sha12": hexs(r, 12),
            "ts": f"20{r.randint(23, 26)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
            + f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}",
            "major": str(r.randint(0, 2)),
            "minor": str(r.randint(0, 20)),
        },
    ),
    Kind(
        "pip_hashes",
        (
            "requirements.lock line that broke the Docker build:\n\n⟨pkg⟩==⟨ver⟩ \\\n"
            "    --hash=sha256:⟨h1⟩ \\\n    --hash=sha256:⟨h2⟩",
            "pip said: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE. "
            "⟨pkg⟩==⟨ver⟩ from https://files.pythonhosted.org/packages/⟨p1⟩/⟨p2⟩/⟨p3⟩/⟨whl⟩ "
            "Expected sha256 ⟨h1⟩ Got ⟨h2⟩",
        ),
        lambda r: {
            "pkg": (p := word(r, "pydantic-core", "orjson", "httpx", "uvloop", "psycopg")),
            "ver": (v := f"{r.randint(0, 3)}.{r.randint(1, 30)}.{r.randint(0, 9)}"),
            "whl": f"{p.replace('-', '_')}-{v}-cp312-cp312-manylinux_2_17_x86_64.whl",
            "h1": sha256_hex(r),
            "h2": sha256_hex(r),
            "p1": hexs(r, 2),
            "p2": hexs(r, 2),
            "p3": hexs(r, 60),
        },
    ),
    Kind(
        "poetry_uv_lock",
        (
            '[metadata]\nlock-version = "2.0"\npython-versions = ">=3.11,<3.13"\n'
            'content-hash = "⟨h1⟩"',
            '[[package]]\nname = "⟨pkg⟩"\nversion = "⟨ver⟩"\nsource = { registry = '
            '"https://pypi.org/simple" }\nsdist = { url = "https://files.pythonhosted.org/'
            'packages/⟨pkg⟩-⟨ver⟩.tar.gz", hash = "sha256:⟨h2⟩", size = ⟨size⟩ }',
        ),
        lambda r: {
            "h1": sha256_hex(r),
            "h2": sha256_hex(r),
            "pkg": word(r, "structlog", "tenacity", "anyio", "sqlalchemy", "boto3"),
            "ver": f"{r.randint(1, 25)}.{r.randint(0, 12)}.{r.randint(0, 9)}",
            "size": num(r, 6),
        },
    ),
    Kind(
        "terraform_lock_hcl",
        (
            'provider "registry.terraform.io/hashicorp/⟨prov⟩" {\n  version     = "⟨ver⟩"\n'
            '  constraints = "~> ⟨major⟩.0"\n  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨z1⟩",\n'
            '    "zh:⟨z2⟩",\n  ]\n}',
            "Ran `terraform providers lock -platform=linux_amd64 -platform=darwin_arm64` because "
            "the lock only had h1:⟨h1⟩ for ⟨prov⟩ ⟨ver⟩ and the Mac runners kept failing.",
        ),
        lambda r: {
            "prov": word(r, "aws", "google", "kubernetes", "helm", "random", "cloudflare"),
            "major": (m := str(r.randint(2, 5))),
            "ver": f"{m}.{r.randint(0, 80)}.{r.randint(0, 5)}",
            "h1": b64(r, 32),
            "z1": sha256_hex(r),
            "z2": sha256_hex(r),
        },
    ),
    Kind(
        "nix_store_paths",
        (
            "The flake pins openssl to /nix/store/⟨h1⟩-openssl-3.0.⟨p⟩; `nix why-depends` says "
            "it comes in through /nix/store/⟨h2⟩-python3.12-cryptography-42.0.5.",
            '$ nix flake metadata --json | jq .locks.nodes.nixpkgs.locked\n{\n  "lastModified": '
            '⟨ts⟩,\n  "narHash": "sha256-⟨nar⟩",\n  "owner": "NixOS",\n  "repo": "nixpkgs",\n'
            '  "rev": "⟨rev⟩",\n  "type": "github"\n}',
        ),
        lambda r: {
            "h1": pick(r, NIX32, 32),
            "h2": pick(r, NIX32, 32),
            "p": str(r.randint(8, 14)),
            "ts": num(r, 10),
            "nar": b64(r, 32),
            "rev": hexs(r, 40),
        },
    ),
)

CONTAINERS = (
    Kind(
        "image_digests",
        (
            "Pinned the base image by digest: FROM node:20-bookworm-slim@sha256:⟨d1⟩",
            "The rollout is stuck because the ⟨svc⟩ pod pulled "
            "ghcr.io/acme/⟨svc⟩@sha256:⟨d1⟩ while the release manifest lists sha256:⟨d2⟩.",
            "$ docker images --digests ghcr.io/acme/⟨svc⟩\nREPOSITORY               TAG    "
            "DIGEST                                                                    IMAGE ID\n"
            "ghcr.io/acme/⟨svc⟩   ⟨tag⟩  sha256:⟨d1⟩   ⟨id⟩",
        ),
        lambda r: {
            "d1": sha256_hex(r),
            "d2": sha256_hex(r),
            "svc": _svc(r),
            "tag": f"v1.{r.randint(0, 60)}.{r.randint(0, 9)}",
            "id": hexs(r, 12),
        },
    ),
    Kind(
        "container_ids",
        (
            "$ docker ps --format '{{.ID}} {{.Names}} {{.Status}}'\n⟨c1⟩ compose-postgres-1 Up 3 "
            "hours (healthy)\n⟨c2⟩ compose-redis-1 Up 3 hours\n⟨c3⟩ compose-localstack-1 Exited "
            "(137) 2 minutes ago",
            "kubectl describe showed Container ID: containerd://⟨long⟩ with Last State: "
            "Terminated, Reason: OOMKilled, Exit Code: 137.",
        ),
        lambda r: {"c1": hexs(r, 12), "c2": hexs(r, 12), "c3": hexs(r, 12), "long": hexs(r, 64)},
    ),
    Kind(
        "k8s_object_ids",
        (
            "$ kubectl get pods -n ⟨ns⟩ -l app=⟨svc⟩\nNAME                      READY   STATUS    "
            "RESTARTS   AGE\n⟨svc⟩-⟨rs⟩-⟨p1⟩   1/1     Running   0          14m\n⟨svc⟩-⟨rs⟩-⟨p2⟩   "
            "0/1     CrashLoopBackOff   6   14m",
            "metadata:\n  name: ⟨svc⟩\n  namespace: ⟨ns⟩\n  uid: ⟨uid⟩\n  resourceVersion: "
            '"⟨rv⟩"\n  generation: ⟨gen⟩',
            "The finalizer is stuck on ownerReference uid ⟨uid⟩ (ReplicaSet ⟨svc⟩-⟨rs⟩), so the "
            "namespace ⟨ns⟩ never finishes terminating.",
        ),
        lambda r: {
            "ns": word(r, "payments", "search", "platform", "edge"),
            "svc": _svc(r),
            "rs": pick(r, "bcdfghjklmnpqrstvwxz2456789", 10),
            "p1": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
            "p2": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
            "uid": uuid4(r),
            "rv": num(r, 9),
            "gen": str(r.randint(2, 90)),
        },
    ),
    Kind(
        "helm_release_notes",
        (
            "$ helm history ⟨svc⟩ -n ⟨ns⟩ --max 2\nREVISION  UPDATED                   STATUS      "
            "CHART            DESCRIPTION\n⟨rev⟩       Tue Mar 12 10:41:07 2026  superseded  "
            "⟨svc⟩-0.⟨cv⟩.0  Upgrade complete\n⟨rev2⟩       Tue Mar 12 14:02:55 2026  deployed    "
            "⟨svc⟩-0.⟨cv⟩.1  Upgrade complete",
            "The OCI chart oci://ghcr.io/acme/charts/⟨svc⟩ resolves to Digest: sha256:⟨d⟩ — "
            "argocd shows the same digest, so the drift is in values, not the chart.",
        ),
        lambda r: {
            "svc": _svc(r),
            "ns": word(r, "payments", "search", "platform"),
            "rev": (rv := str(r.randint(10, 80))),
            "rev2": str(int(rv) + 1),
            "cv": str(r.randint(1, 40)),
            "d": sha256_hex(r),
        },
    ),
)

CLOUD = (
    Kind(
        "aws_resource_ids",
        (
            "Bastion moved to ⟨inst⟩ in ⟨subnet⟩ (⟨vpc⟩); the security group is ⟨sg⟩.",
            "terraform import aws_security_group.⟨name⟩ ⟨sg⟩ worked; the ENI ⟨eni⟩ still needs a "
            "manual detach.",
            "AMI for the runners: ⟨ami⟩ (built from packer commit ⟨sha⟩), snapshot ⟨snap⟩.",
        ),
        lambda r: {
            "inst": "i-0" + hexs(r, 16),
            "subnet": "subnet-0" + hexs(r, 16),
            "vpc": "vpc-0" + hexs(r, 16),
            "sg": "sg-0" + hexs(r, 16),
            "eni": "eni-0" + hexs(r, 16),
            "ami": "ami-0" + hexs(r, 16),
            "snap": "snap-0" + hexs(r, 16),
            "sha": hexs(r, 7),
            "name": word(r, "db_ingress", "alb", "runners"),
        },
    ),
    Kind(
        "aws_arns",
        (
            "The role the pods assume is arn:aws:iam::⟨acct⟩:role/⟨svc⟩-irsa; the OIDC provider "
            "is arn:aws:iam::⟨acct⟩:oidc-provider/oidc.eks.⟨region⟩.amazonaws.com/id/⟨oidc⟩.",
            "DLQ: arn:aws:sqs:⟨region⟩:⟨acct⟩:⟨svc⟩-dlq — redrive from the console once the "
            "consumer is fixed.",
            '"Resource": "arn:aws:s3:::acme-⟨svc⟩-artifacts-⟨acct⟩/*"',
        ),
        lambda r: {
            "acct": num(r, 12),
            "svc": _svc(r),
            "region": _region(r),
            "oidc": pick(r, "0123456789ABCDEF", 32),
        },
    ),
    Kind(
        "gcp_azure_ids",
        (
            "GCP project ⟨proj⟩ has project number ⟨pnum⟩; the default compute SA is "
            "⟨pnum⟩-compute@developer.gserviceaccount.com.",
            "Azure: subscription ⟨sub⟩, tenant ⟨tenant⟩, resource group rg-⟨svc⟩-prod.",
            "/subscriptions/⟨sub⟩/resourceGroups/rg-⟨svc⟩-prod/providers/Microsoft.Web/sites/"
            "⟨svc⟩-app",
        ),
        lambda r: {
            "proj": "acme-" + word(r, "data", "ml", "edge", "shared") + "-" + pick(r, "abcdef", 4),
            "pnum": num(r, 12),
            "sub": uuid4(r),
            "tenant": uuid4(r),
            "svc": _svc(r),
        },
    ),
    Kind(
        "request_ids",
        (
            "The 502s all carry x-amzn-RequestId: ⟨u1⟩ and x-amz-cf-id: ⟨cf⟩ — send those to AWS "
            "support.",
            "cf-ray: ⟨ray⟩-⟨pop⟩ on the failing request; Cloudflare logs show it hit the origin.",
            "X-Request-Id ⟨u1⟩ shows up in both the gateway and ⟨svc⟩ logs, so the timeout is "
            "inside ⟨svc⟩.",
        ),
        lambda r: {
            "u1": uuid4(r),
            "cf": pick(r, B64URL, 54) + "==",
            "ray": hexs(r, 16),
            "pop": word(r, "FRA", "AMS", "IAD", "SJC", "LHR"),
            "svc": _svc(r),
        },
    ),
)

CI = (
    Kind(
        "actions_pinned_shas",
        (
            "      - uses: actions/checkout@⟨s1⟩ # v4.1.7\n      - uses: actions/setup-go@⟨s2⟩ "
            "# v5.0.2",
            "Dependabot now bumps ⟨act⟩ by SHA: ⟨s1⟩ → ⟨s2⟩. Check the tag matches before merging.",
        ),
        lambda r: {
            "s1": hexs(r, 40),
            "s2": hexs(r, 40),
            "act": word(r, "docker/build-push-action", "aws-actions/configure-aws-credentials"),
        },
    ),
    Kind(
        "ci_run_links",
        (
            "Flake reproduced in https://github.com/acme/monorepo/actions/runs/⟨run⟩/job/⟨job⟩ "
            "(attempt ⟨att⟩).",
            "Buildkite build #⟨bn⟩: https://buildkite.com/acme/monorepo/builds/⟨bn⟩#⟨u⟩ — the "
            "same step passed on retry.",
            "`gh run view ⟨run⟩ --log-failed` shows the go test timeout in ./services/⟨svc⟩/...",
        ),
        lambda r: {
            "run": num(r, 11),
            "job": num(r, 11),
            "att": str(r.randint(2, 4)),
            "bn": num(r, 5),
            "u": uuid4(r),
            "svc": word(r, "ledger", "orders", "notifier"),
        },
    ),
    Kind(
        "ci_cache_keys",
        (
            "Cache restored from key: ⟨os⟩-pnpm-store-⟨h⟩ — the lockfile hash didn't change, so "
            "the stale esbuild binary came from the cache.",
            "Turbo remote cache hit for web#build, hash ⟨th⟩; miss for api#test, hash ⟨th2⟩.",
            "bazel: INFO: From Linking services/⟨svc⟩/⟨svc⟩_/⟨svc⟩: remote cache hit, action key "
            "⟨h⟩",
        ),
        lambda r: {
            "os": word(r, "Linux", "macOS"),
            "h": sha256_hex(r),
            "th": hexs(r, 16),
            "th2": hexs(r, 16),
            "svc": word(r, "ledger", "gateway", "notifier"),
        },
    ),
    Kind(
        "actions_masked_log",
        (
            "The deploy log prints `Logging in to ghcr.io as ***` — the masking works; the "
            "failure is later, in `helm upgrade`.",
            "##[group]Run aws-actions/configure-aws-credentials@v4\nwith:\n  role-to-assume: "
            "arn:aws:iam::⟨acct⟩:role/gha-deploy\n  aws-region: ⟨region⟩\n##[endgroup]\n"
            "Assuming role with OIDC\nAuthenticated as assumedRoleId AROA⟨aroa⟩:GitHubActions",
            "env:\n  NPM_TOKEN: ***\n  NODE_AUTH_TOKEN: ***\n  TURBO_TEAM: acme",
        ),
        lambda r: {
            "acct": num(r, 12),
            "region": _region(r),
            "aroa": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17),
        },
    ),
    Kind(
        "secret_references",
        (
            "        env:\n          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n          "
            "SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}",
            "The Stripe key lives in Vault at secret/data/⟨svc⟩/stripe (field `api_key`); read it "
            "with `vault kv get -field=api_key secret/⟨svc⟩/stripe`.",
            "- name: DATABASE_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: ⟨svc⟩-db\n"
            "      key: password",
            "Prod DB creds: arn:aws:secretsmanager:⟨region⟩:⟨acct⟩:secret:prod/⟨svc⟩/db-⟨suffix⟩ "
            "(rotation lambda runs every 30 days).",
            "The on-call password for the Grafana admin is in 1Password: "
            "op://Platform/grafana-admin/password — never paste it here.",
        ),
        lambda r: {
            "svc": _svc(r),
            "region": _region(r),
            "acct": num(r, 12),
            "suffix": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 6),
        },
        n=7,
    ),
    Kind(
        "env_placeholders",
        (
            "Copy .env.example to .env and fill in:\n\nSTRIPE_SECRET_KEY=\nDATABASE_URL=postgres://"
            "USER:PASSWORD@localhost:5432/⟨db⟩\nOPENAI_API_KEY=<your key here>",
            'export GITHUB_TOKEN="$(gh auth token)"  # don\'t hard-code it, the script reads '
            "the env var",
            'The helm values use `password: "{{ .Values.postgresql.auth.password }}"` and the '
            "actual value is injected by external-secrets.",
            "apiKey: ${⟨VAR⟩}  # resolved at runtime from the pod env",
        ),
        lambda r: {
            "db": word(r, "orders", "ledger", "app_dev"),
            "VAR": word(r, "DD_API_KEY", "SEGMENT_WRITE_KEY_SERVER", "ALGOLIA_ADMIN_KEY"),
        },
    ),
)

OBSERVABILITY = (
    Kind(
        "trace_ids",
        (
            "traceparent: 00-⟨tid⟩-⟨sid⟩-01 — in Tempo the span from ⟨svc⟩ is 4.2s of the 4.3s.",
            'Grafana Tempo link: https://grafana.acme.dev/explore?left={"queries":[{"query":'
            '"⟨tid⟩","queryType":"traceql"}]}',
            '{"level":"error","ts":"2026-03-0⟨d⟩T08:14:22.913Z","msg":"upstream timeout",'
            '"trace_id":"⟨tid⟩","span_id":"⟨sid⟩","service":"⟨svc⟩"}',
        ),
        lambda r: {
            "tid": hexs(r, 32),
            "sid": hexs(r, 16),
            "svc": _svc(r),
            "d": str(r.randint(1, 9)),
        },
    ),
    Kind(
        "sentry_events",
        (
            "Sentry issue WEB-⟨short⟩, event ⟨eid⟩: TypeError: Cannot read properties of "
            "undefined (reading 'price') in CartSummary.tsx.",
            "https://acme.sentry.io/issues/⟨iid⟩/events/⟨eid⟩/?project=⟨proj⟩ — release "
            "web@⟨sha⟩ introduced it.",
        ),
        lambda r: {
            "short": pick(r, "0123456789ABCDEFGHJKLMNPQRSTVWXYZ", 3),
            "eid": hexs(r, 32),
            "iid": num(r, 10),
            "proj": num(r, 7),
            "sha": hexs(r, 40),
        },
    ),
    Kind(
        "sentry_dsn_public",
        (
            "Sentry DSN for the web app (client-side, public by design): "
            "https://⟨key⟩@o⟨org⟩.ingest.us.sentry.io/⟨proj⟩",
            'Sentry.init({\n  dsn: "https://⟨key⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩",\n  '
            "tracesSampleRate: 0.1,\n  release: import.meta.env.VITE_RELEASE,\n});",
        ),
        lambda r: {"key": hexs(r, 32), "org": num(r, 6), "proj": num(r, 7)},
    ),
    Kind(
        "dashboard_links",
        (
            "Latency dashboard: https://grafana.acme.dev/d/⟨uid⟩/⟨svc⟩-red?orgId=1&"
            "var-cluster=prod-⟨region⟩&from=now-6h",
            "Datadog monitor ⟨mon⟩ ('⟨svc⟩ p99 > 800ms') fired; the notebook is "
            "https://app.datadoghq.eu/notebook/⟨nb⟩/⟨svc⟩-incident",
            "PagerDuty incident ⟨pd⟩ (dedup key ⟨svc⟩-p99-⟨h⟩) auto-resolved at 04:12.",
        ),
        lambda r: {
            "uid": pick(r, B64URL, 9),
            "svc": _svc(r),
            "region": _region(r),
            "mon": num(r, 9),
            "nb": num(r, 7),
            "pd": "Q" + pick(r, UPPER_ALNUM, 13),
            "h": hexs(r, 8),
        },
    ),
    Kind(
        "stack_addresses",
        (
            "goroutine ⟨g⟩ [running]:\nmain.(*Server).handle(0x⟨a1⟩, {0x⟨a2⟩, 0x⟨a3⟩})\n"
            "\t/src/services/⟨svc⟩/server.go:⟨line⟩ +0x⟨off⟩\ncreated by net/http.(*Server).Serve "
            "in goroutine 1",
            'Traceback (most recent call last):\n  File "/app/worker.py", line ⟨line⟩, in '
            "run\n    job.execute()\nRuntimeError: <asyncpg.pool.Pool object at 0x⟨a1⟩> is "
            "closed",
        ),
        lambda r: {
            "g": str(r.randint(20, 9000)),
            "a1": "c" + hexs(r, 9),
            "a2": "c" + hexs(r, 9),
            "a3": hexs(r, 2),
            "svc": word(r, "ledger", "gateway"),
            "line": str(r.randint(40, 900)),
            "off": hexs(r, 3),
        },
    ),
)

FRONTEND = (
    Kind(
        "bundle_chunk_hashes",
        (
            "dist/assets/index-⟨v1⟩.js   ⟨kb⟩ kB │ gzip: ⟨gz⟩ kB\ndist/assets/vendor-⟨v2⟩.js  "
            "⟨kb2⟩ kB │ gzip: ⟨gz2⟩ kB",
            "The CDN still serves /_next/static/chunks/pages/checkout-⟨w⟩.js from the previous "
            "buildId ⟨bid⟩; purge it.",
            "ChunkLoadError: Loading chunk ⟨chunk⟩ failed. (missing: https://cdn.acme.dev/static/"
            "js/⟨chunk⟩.⟨w8⟩.chunk.js)",
        ),
        lambda r: {
            "v1": pick(r, B64URL, 8),
            "v2": pick(r, B64URL, 8),
            "kb": f"{r.randint(40, 300)}.{r.randint(10, 99)}",
            "gz": f"{r.randint(10, 90)}.{r.randint(10, 99)}",
            "kb2": f"{r.randint(300, 900)}.{r.randint(10, 99)}",
            "gz2": f"{r.randint(90, 250)}.{r.randint(10, 99)}",
            "w": hexs(r, 16),
            "bid": pick(r, B64URL, 21),
            "chunk": str(r.randint(100, 999)),
            "w8": hexs(r, 8),
        },
    ),
    Kind(
        "sri_csp_hashes",
        (
            '<script src="https://cdn.jsdelivr.net/npm/⟨pkg⟩/dist/⟨pkg⟩.min.js" integrity='
            '"sha384-⟨h384⟩" crossorigin="anonymous"></script>',
            "Content-Security-Policy: script-src 'self' 'sha256-⟨h256⟩' 'sha256-⟨h256b⟩'; "
            "object-src 'none'",
            "CSP report said the inline theme script hash is 'sha256-⟨h256⟩', so add that to "
            "next.config.js headers instead of unsafe-inline.",
        ),
        lambda r: {
            "pkg": word(r, "htmx.org", "alpinejs", "chart.js", "mermaid"),
            "h384": b64(r, 48),
            "h256": b64(r, 32),
            "h256b": b64(r, 32),
        },
    ),
    Kind(
        "browser_public_keys",
        (
            'loadStripe("⟨pk⟩") — that\'s the publishable key, fine to ship in the bundle.',
            "VITE_STRIPE_PUBLISHABLE_KEY=⟨pk⟩",
            "Stripe.js init uses the publishable key ⟨pk⟩; the secret key stays server-side in "
            "Vault.",
        ),
        lambda r: {"pk": "pk_" + word(r, "live", "test") + "_" + pick(r, ALNUM, 99)},
    ),
    Kind(
        "oauth_public_client_ids",
        (
            "Google Sign-In client ID (web, public): ⟨gcid⟩.apps.googleusercontent.com",
            "auth0.createAuth0Client({ domain: 'acme.eu.auth0.com', clientId: '⟨a0⟩', "
            "authorizationParams: { audience: 'https://api.acme.dev' } })",
            "GET /authorize?response_type=code&client_id=⟨a0⟩&redirect_uri=https%3A%2F%2Fapp."
            "acme.dev%2Fcallback&code_challenge=⟨pkce⟩&code_challenge_method=S256&state=⟨st⟩",
        ),
        lambda r: {
            "gcid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32),
            "a0": pick(r, ALNUM, 32),
            "pkce": b64url(r, 32),
            "st": pick(r, LOWER_ALNUM, 16),
        },
    ),
    Kind(
        "analytics_public_keys",
        (
            "posthog.init('⟨ph⟩', { api_host: 'https://eu.i.posthog.com' }) — project API key, "
            "write-only, meant for the browser.",
            "Mapbox public token for the store locator (URL-restricted to *.acme.dev): "
            "pk.⟨mb1⟩.⟨mb2⟩",
            "LaunchDarkly client-side ID for prod is ⟨ld⟩ (safe in the bundle; the sdk- key is "
            "server-only).",
            "Algolia search-only key for the docs search widget: appId ⟨aid⟩, searchApiKey ⟨ak⟩ "
            "(public, search ACL only).",
        ),
        lambda r: {
            "ph": "phc_" + pick(r, ALNUM, 43),
            "mb1": _mapbox_payload(r),
            "mb2": pick(r, B64URL, 22),
            "ld": hexs(r, 24),
            "aid": pick(r, UPPER_ALNUM, 10),
            "ak": hexs(r, 32),
        },
    ),
)


SIGNING = (
    Kind(
        "ssh_public_keys",
        (
            "Added the new CI deploy key (public half) to the bastion's authorized_keys:\n\n"
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI⟨ed⟩ ci-deploy@acme",
            "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI⟨ed⟩ ⟨who⟩@laptop",
            "GitHub's published host key, for known_hosts pinning: github.com ssh-ed25519 "
            "AAAAC3NzaC1lZDI1NTE5AAAAI⟨ed⟩",
        ),
        lambda r: {
            "ed": pick(r, ALNUM + "+/", 43),
            "who": word(r, "mira", "jonas", "dev"),
        },
    ),
    Kind(
        "ssh_fingerprints",
        (
            "The authenticity of host 'bastion.⟨region⟩.acme.dev (10.⟨o2⟩.⟨o3⟩.⟨o4⟩)' can't be "
            "established.\nED25519 key fingerprint is SHA256:⟨fp⟩.\nThis key is not known by any "
            "other names.",
            "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:⟨fp⟩ mira@laptop (ED25519)",
            "Deploy key on acme/infra has fingerprint SHA256:⟨fp⟩ (added ⟨date⟩, read-only).",
        ),
        lambda r: {
            "fp": b64(r, 32).rstrip("="),
            "region": _region(r),
            "o2": str(r.randint(0, 255)),
            "o3": str(r.randint(0, 255)),
            "o4": str(r.randint(1, 254)),
            "date": f"2026-0{r.randint(1, 9)}-{r.randint(10, 28)}",
        },
    ),
    Kind(
        "gpg_fingerprints",
        (
            "$ gpg --list-keys releases@acme.dev\npub   ed25519 2025-11-02 [SC] [expires: "
            "2027-11-02]\n      ⟨fp⟩\nuid           [ultimate] Acme Releases <releases@acme.dev>"
            "\nsub   cv25519 2025-11-02 [E]",
            "Release tags are signed with key ⟨grp⟩; verify with `git tag -v v⟨ver⟩`.",
            "gpg: Signature made Thu 05 Mar 2026 11:02:41 CET\ngpg:                using EDDSA "
            'key ⟨fp⟩\ngpg: Good signature from "Acme Releases <releases@acme.dev>"',
        ),
        lambda r: {
            "fp": (f := hexs(r, 40).upper()),
            "grp": " ".join(f[i : i + 4] for i in range(0, 40, 4)),
            "ver": f"3.{r.randint(0, 20)}.{r.randint(0, 9)}",
        },
    ),
    Kind(
        "public_key_blocks",
        (
            "cosign public key committed at deploy/cosign.pub:\n\n⟨b⟩\n⟨body⟩\n⟨e⟩",
            "Webhook verification uses the vendor's published EC public key:\n\n⟨b⟩\n⟨body⟩\n⟨e⟩",
        ),
        lambda r: {
            "b": begin("PUBLIC KEY"),
            "e": end("PUBLIC KEY"),
            "body": wrap("MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + b64(r, 64)[:88], 64),
        },
        n=4,
    ),
    Kind(
        "certificate_blocks",
        (
            "Intermediate cert the Java client was missing (public, from the CA's site):\n\n"
            "⟨b⟩\n⟨body⟩\n⟨e⟩",
            "$ openssl s_client -connect api.acme.dev:443 -showcerts </dev/null 2>/dev/null | "
            "sed -n '/BEGIN/,/END/p' | head -5\n⟨b⟩\n⟨body4⟩",
        ),
        lambda r: {
            "b": begin("CERTIFICATE"),
            "e": end("CERTIFICATE"),
            "body": wrap(
                "MIIF"
                + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnop", 2)
                + "CCA"
                + b64(r, 300),
                64,
            ),
            "body4": wrap("MIIFjCCA" + b64(r, 150), 64)[: 4 * 65 - 1],
        },
        n=4,
    ),
    Kind(
        "release_checksums",
        (
            "$ cat SHA256SUMS\n⟨h1⟩  acmectl_⟨ver⟩_linux_amd64.tar.gz\n⟨h2⟩  acmectl_⟨ver⟩_"
            "darwin_arm64.tar.gz\n⟨h3⟩  acmectl_⟨ver⟩_windows_amd64.zip",
            'Homebrew formula bump: url "https://github.com/acme/acmectl/releases/download/'
            'v⟨ver⟩/acmectl_⟨ver⟩_darwin_arm64.tar.gz"\n  sha256 "⟨h1⟩"',
            "shasum -a 256 says ⟨h1⟩ for the downloaded terraform_⟨ver⟩_linux_amd64.zip, "
            "matching the HashiCorp SHA256SUMS file.",
        ),
        lambda r: {
            "h1": sha256_hex(r),
            "h2": sha256_hex(r),
            "h3": sha256_hex(r),
            "ver": f"1.{r.randint(0, 12)}.{r.randint(0, 9)}",
        },
    ),
    Kind(
        "sigstore_transparency",
        (
            "$ cosign verify --key deploy/cosign.pub ghcr.io/acme/⟨svc⟩@sha256:⟨d⟩\n\n"
            "Verification for ghcr.io/acme/⟨svc⟩@sha256:⟨d⟩ --\nThe following checks were "
            "performed on each of these signatures:\n  - The cosign claims were validated\n"
            "  - The signatures were verified against the specified public key",
            "Rekor entry for the v⟨ver⟩ release: logIndex ⟨li⟩, uuid ⟨ruuid⟩.",
            "MEUCIQ⟨sig⟩ is the cosign signature stored as the .sig tag — it's a signature of "
            "the public image manifest, nothing secret.",
        ),
        lambda r: {
            "svc": _svc(r),
            "d": sha256_hex(r),
            "ver": f"2.{r.randint(0, 30)}.0",
            "li": num(r, 9),
            "ruuid": hexs(r, 80),
            "sig": b64(r, 66)[:88],
        },
    ),
    Kind(
        "age_wireguard_public",
        (
            "SOPS recipients for the staging env (public keys):\n\ncreation_rules:\n  - path_regex:"
            " env/staging/.*\n    age: >-\n      age1⟨a1⟩,\n      age1⟨a2⟩",
            "[Peer]\n# office gateway\nPublicKey = ⟨wg⟩\nAllowedIPs = 10.⟨o⟩.0.0/16\nEndpoint = "
            "vpn.acme.dev:51820",
            "My wg public key is ⟨wg⟩ — send it to netops, they add the peer.",
        ),
        lambda r: {
            "a1": pick(r, BECH32, 58),
            "a2": pick(r, BECH32, 58),
            "wg": b64(r, 32),
            "o": str(r.randint(10, 99)),
        },
    ),
    Kind(
        "jwks_public",
        (
            '{"keys":[{"kty":"RSA","use":"sig","kid":"⟨kid⟩","alg":"RS256","n":"⟨n⟩","e":"AQAB"}]}',
            "The token failed verification because kid ⟨kid⟩ isn't in "
            "https://acme.eu.auth0.com/.well-known/jwks.json yet (keys rotated at 09:00).",
        ),
        lambda r: {"kid": pick(r, B64URL, 22), "n": b64url(r, 256)},
        n=4,
    ),
)


SECURITY_REVIEW = (
    Kind(
        "advisory_ids",
        (
            "npm audit: ⟨pkg⟩ <⟨ver⟩ — ⟨ghsa⟩ (⟨cve⟩), fix available via `npm audit fix`.",
            "govulncheck: Vulnerability #1: ⟨go⟩\n    Found in: golang.org/x/net@v0.⟨m⟩.0\n    "
            "Fixed in: golang.org/x/net@v0.⟨m2⟩.0",
            "Security review notes: ⟨cve⟩ doesn't apply — we never call the vulnerable parser; "
            "documented in ⟨ghsa⟩ dismissal.",
        ),
        lambda r: {
            "pkg": word(r, "braces", "ws", "path-to-regexp", "cross-spawn"),
            "ver": f"{r.randint(1, 8)}.{r.randint(0, 9)}.{r.randint(0, 9)}",
            "ghsa": "GHSA-" + "-".join(pick(r, "23456789cfghjmpqrvwx", 4) for _ in range(3)),
            "cve": f"CVE-20{r.randint(21, 26)}-{num(r, 5)}",
            "go": f"GO-20{r.randint(23, 26)}-{num(r, 4)}",
            "m": str(r.randint(17, 25)),
            "m2": str(r.randint(26, 33)),
        },
    ),
    Kind(
        "sarif_fingerprints",
        (
            '"partialFingerprints": {\n  "primaryLocationLineHash": "⟨h16⟩:1",\n  '
            '"primaryLocationStartColumnFingerprint": "⟨col⟩"\n}',
            "CodeQL alert #⟨n⟩ (js/sql-injection) is a false positive; its fingerprint "
            "⟨h16⟩:⟨k⟩ comes back after every rebase, so dismiss by rule not by alert.",
            "semgrep finding python.lang.security.audit.formatted-sql-query, fingerprint ⟨h128⟩, "
            "triaged as won't-fix (query is built from an enum).",
        ),
        lambda r: {
            "h16": hexs(r, 16),
            "col": str(r.randint(4, 40)),
            "n": str(r.randint(10, 400)),
            "k": str(r.randint(1, 3)),
            "h128": hexs(r, 128),
        },
    ),
    Kind(
        "webhook_signature_headers",
        (
            "Redelivered GitHub webhook ⟨gd⟩; headers:\nX-GitHub-Event: pull_request\n"
            "X-GitHub-Delivery: ⟨gd⟩\nX-Hub-Signature-256: sha256=⟨sig⟩",
            "Stripe-Signature: t=⟨ts⟩,v1=⟨sig⟩ — our verifier rejected it because the clock on "
            "the worker was 6 minutes off (tolerance is 300 s).",
            "Svix headers on the test event: svix-id: msg_⟨mid⟩, svix-timestamp: ⟨ts⟩, "
            "svix-signature: v1,⟨b⟩",
        ),
        lambda r: {
            "gd": uuid4(r),
            "sig": sha256_hex(r),
            "ts": num(r, 10),
            "mid": pick(r, ALNUM, 27),
            "b": b64(r, 32),
        },
    ),
    Kind(
        "sealed_and_sops",
        (
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: ⟨svc⟩-db\n"
            "spec:\n  encryptedData:\n    password: AgB⟨ct⟩",
            "db_password: ENC[AES256_GCM,data:⟨d⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]",
            "sops:\n    age:\n        - recipient: age1⟨rec⟩\n    lastmodified: "
            '"2026-02-1⟨n⟩T10:22:31Z"\n    mac: ENC[AES256_GCM,data:⟨mac⟩,iv:⟨iv⟩,tag:⟨tag⟩,'
            "type:str]\n    version: 3.9.4",
        ),
        lambda r: {
            "svc": _svc(r),
            "ct": b64(r, 380),
            "d": b64(r, r.randint(14, 30)),
            "iv": b64(r, 32),
            "tag": b64(r, 16),
            "rec": pick(r, BECH32, 58),
            "n": str(r.randint(0, 9)),
            "mac": b64(r, 64),
        },
    ),
    Kind(
        "ansible_vault_blob",
        (
            "group_vars/prod/vault.yml is encrypted (committed ciphertext, key is in 1Password):"
            "\n\n$ANSIBLE_VAULT;1.1;AES256\n⟨body⟩",
        ),
        lambda r: {"body": "\n".join(hexs(r, 80) for _ in range(r.randint(3, 6)))},
        n=4,
    ),
    Kind(
        "masked_values",
        (
            "`stripe config --list` prints live_mode_api_key = 'sk_" + "live_********************"
            "⟨l4⟩' — the CLI only shows the last four.",
            "DATABASE_URL=postgres://app:********@db.⟨svc⟩.internal:5432/app (masked by "
            "`heroku config`)",
            "The dashboard lists the token as gh" + "p_" + "••••••••••••••••⟨l4⟩, created ⟨date⟩, "
            "expires in 30 days.",
            "Redis AUTH is set (requirepass [REDACTED] in the rendered config); the ACL user "
            "is `⟨svc⟩-rw`.",
        ),
        lambda r: {
            "l4": pick(r, ALNUM, 4),
            "svc": _svc(r),
            "date": f"2026-0{r.randint(1, 9)}-{r.randint(10, 28)}",
        },
    ),
)

DATA = (
    Kind(
        "postgres_internals",
        (
            "Replica lag: pg_last_wal_replay_lsn() = ⟨l1⟩/⟨l2⟩ vs primary ⟨l1⟩/⟨l3⟩; slot "
            "`⟨svc⟩_cdc` is holding WAL.",
            "pg_stat_statements: queryid ⟨qid⟩ — calls ⟨calls⟩, mean 812 ms — the ORDER BY on "
            "orders.created_at without an index.",
            "ERROR:  could not serialize access due to concurrent update\nCONTEXT:  while "
            'updating tuple (⟨blk⟩,⟨t⟩) in relation "orders"\nxid ⟨xid⟩',
        ),
        lambda r: {
            "l1": uhex(r, 1),
            "l2": uhex(r, 8),
            "l3": uhex(r, 8),
            "svc": word(r, "orders", "ledger", "search"),
            "qid": "-" + num(r, 19),
            "calls": num(r, 6),
            "blk": num(r, 5),
            "t": str(r.randint(1, 60)),
            "xid": num(r, 9),
        },
    ),
    Kind(
        "sql_uuid_rows",
        (
            "SELECT id, status FROM orders WHERE id = '⟨u1⟩';\n"
            "                  id                  | status\n"
            "--------------------------------------+---------\n ⟨u1⟩ | pending",
            "INSERT INTO feature_flags (id, key, enabled) VALUES ('⟨u1⟩', 'checkout_v2', true), "
            "('⟨u2⟩', 'search_facets', false);",
            "Backfill stopped at orders.id > '⟨u1⟩' (cursor saved in the job table).",
        ),
        lambda r: {"u1": uuid4(r), "u2": uuid4(r)},
    ),
    Kind(
        "mongo_redis_ids",
        (
            'db.carts.find({ _id: ObjectId("⟨oid⟩") }) returns nothing on the secondary — read '
            "concern issue.",
            "127.0.0.1:6379> GET cache:user:⟨uid⟩:profile\n(nil)\n127.0.0.1:6379> TTL "
            "ratelimit:⟨ip⟩\n(integer) 41",
            "XINFO STREAM orders.events shows last-generated-id ⟨ms⟩-0 and the consumer group "
            "`⟨svc⟩` is at ⟨ms2⟩-3.",
        ),
        lambda r: {
            "oid": hexs(r, 24),
            "uid": num(r, 7),
            "ip": f"203.0.113.{r.randint(1, 254)}",
            "ms": num(r, 13),
            "ms2": num(r, 13),
            "svc": _svc(r),
        },
    ),
    Kind(
        "queue_message_ids",
        (
            "SQS: MessageId ⟨u1⟩ redelivered ⟨n⟩ times (ApproximateReceiveCount); MD5OfBody ⟨md5⟩.",
            "Kafka: consumer group ⟨svc⟩ lags on orders.v1 partition ⟨p⟩ — committed offset "
            "⟨off⟩, log end ⟨end⟩.",
            "SNS delivery failed for MessageId ⟨u1⟩ to the https subscription; "
            "SequenceNumber ⟨seq⟩.",
        ),
        lambda r: {
            "u1": uuid4(r),
            "n": str(r.randint(3, 12)),
            "md5": hexs(r, 32),
            "svc": _svc(r),
            "p": str(r.randint(0, 23)),
            "off": num(r, 9),
            "end": num(r, 9),
            "seq": num(r, 20),
        },
    ),
    Kind(
        "vendor_object_ids",
        (
            "Refund flow test: customer ⟨cus⟩, payment intent ⟨pi⟩, charge ⟨ch⟩ — all in test "
            "mode.",
            "Stripe event ⟨evt⟩ (invoice.payment_failed) for subscription ⟨sub⟩ was delivered "
            "twice; our idempotency table caught it.",
            "Twilio message ⟨sm⟩ failed with 30007 (carrier filtering) from Messaging Service "
            "⟨mg⟩.",
        ),
        lambda r: {
            "cus": "cus_" + pick(r, ALNUM, 14),
            "pi": "pi_3" + pick(r, ALNUM, 23),
            "ch": "ch_3" + pick(r, ALNUM, 23),
            "evt": "evt_1" + pick(r, ALNUM, 23),
            "sub": "sub_1" + pick(r, ALNUM, 23),
            "sm": "SM" + hexs(r, 32),
            "mg": "MG" + hexs(r, 32),
        },
    ),
)
