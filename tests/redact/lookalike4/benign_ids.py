"""Benign look-alikes: random-looking ids, hashes and digests found in any project's notes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike4.gen import (
    ALNUM,
    B32LOWER,
    B58,
    B64URL,
    LOWER_ALNUM,
    NIX32,
    Kind,
    b64,
    choose,
    hexs,
    num,
    pick,
    ulid,
    uuid4,
)


def _git(r: Random) -> dict[str, str]:
    full = hexs(r, 40)
    return {
        "full": full,
        "short": full[:7],
        "other": hexs(r, 40),
        "o7": hexs(r, 7),
        "o12": hexs(r, 12),
        "branch": choose(r, "main", "release/2.4", "feat/retry-budget", "fix/flaky-e2e"),
    }


GIT = Kind(
    "git-commit-sha",
    (
        "$ git log --oneline -3\n⟨short⟩ (HEAD -> ⟨branch⟩) Retry uploads on 503\n"
        "⟨o7⟩ Bump tokio to 1.37\n⟨o12⟩ Drop the legacy importer",
        "The regression first shows up in ⟨full⟩; bisect says ⟨other⟩ is the last good one.",
        "Cherry-picked ⟨full⟩ onto ⟨branch⟩ (conflict in Cargo.toml, kept theirs).",
        "$ git rev-parse HEAD\n⟨full⟩",
        "interactive rebase plan:\npick ⟨o7⟩ Split the parser\nfixup ⟨short⟩ typo\n"
        "pick ⟨o12⟩ Add the cache layer",
        'Revert "Enable HTTP/3"\n\nThis reverts commit ⟨full⟩.',
    ),
    _git,
)

REQUEST_UUID = Kind(
    "request-id-uuid",
    (
        "2026-03-02T09:14:07.331Z ERROR api request_id=⟨a⟩ status=500 path=/v2/orders",
        "Support asked about request ⟨a⟩; same failure as ⟨b⟩ (both hit the old replica).",
        '{"level":"warn","msg":"slow query","correlationId":"⟨a⟩","durationMs":1873}',
        "X-Request-ID: ⟨a⟩\nX-Correlation-ID: ⟨b⟩",
    ),
    lambda r: {"a": uuid4(r), "b": uuid4(r)},
)


def _sortable(r: Random) -> dict[str, str]:
    return {
        "ulid": ulid(r),
        "ulid2": ulid(r),
        "ksuid": "2" + pick(r, ALNUM, 26),
        "nano": pick(r, B64URL, 21),
        "cuid": "c" + pick(r, LOWER_ALNUM, 24),
    }


SORTABLE = Kind(
    "ulid-ksuid-nanoid",
    (
        "Outbox rows are keyed by ULID now, e.g. ⟨ulid⟩ sorts after ⟨ulid2⟩.",
        "segment ingest returned messageId ⟨ksuid⟩ (a KSUID, 27 chars).",
        "Short ids come from nanoid(): ⟨nano⟩ — 21 chars, URL-safe alphabet.",
        "Prisma default(cuid()) gave ⟨cuid⟩ for the seeded org.",
        "event_id=⟨ulid⟩ aggregate=order-⟨nano⟩ version=3",
    ),
    _sortable,
)

SNOWFLAKE = Kind(
    "snowflake-id",
    (
        "Discord message ⟨a⟩ in channel ⟨b⟩ is where the release bot crashed.",
        "Tweet ⟨a⟩ announced the deprecation; quote-tweet ⟨b⟩ has the migration guide link.",
        "Our snowflake generator handed out ⟨a⟩ twice after the clock skew (worker 17).",
        "guild_id = ⟨b⟩\nrole_id = ⟨a⟩",
    ),
    lambda r: {"a": "1" + pick(r, "0123456789", 18), "b": num(r, 18)},
)

TRACE = Kind(
    "trace-context",
    (
        "traceparent: 00-⟨trace⟩-⟨span⟩-01",
        "Jaeger trace ⟨trace⟩ shows the 2 s gap inside span ⟨span⟩ (redis GET).",
        "otel exporter log: trace_id=⟨trace⟩ span_id=⟨span⟩ parent_span_id=⟨span2⟩",
        "X-Amzn-Trace-Id: Root=1-⟨epoch⟩-⟨xray⟩;Parent=⟨span⟩;Sampled=1",
        "dd.trace_id=⟨dd⟩ dd.span_id=⟨dd2⟩ — copy into the APM search box.",
    ),
    lambda r: {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "span2": hexs(r, 16),
        "epoch": hexs(r, 8),
        "xray": hexs(r, 24),
        "dd": num(r, 19),
        "dd2": num(r, 19),
    },
)

AWS_REQUEST = Kind(
    "aws-request-ids",
    (
        "An error occurred (ThrottlingException) when calling the PutItem operation "
        "(RequestId: ⟨uuid⟩)",
        "x-amz-request-id: ⟨rid⟩\nx-amz-id-2: ⟨id2⟩",
        "CloudFront said: Request ID: ⟨cf⟩ (503 from the origin)",
        "x-amz-cf-id: ⟨cf⟩\nx-cache: Error from cloudfront",
    ),
    lambda r: {
        "uuid": uuid4(r),
        "rid": pick(r, "0123456789ABCDEF", 16),
        "id2": b64(r, 57),
        "cf": pick(r, B64URL, 54) + "==",
    },
)

DOCKER = Kind(
    "container-digest",
    (
        "image: ghcr.io/acme/api@sha256:⟨d⟩",
        "$ docker pull postgres:16.2\n16.2: Pulling from library/postgres\n"
        "Digest: sha256:⟨d⟩\nStatus: Downloaded newer image for postgres:16.2",
        "FROM node:20-bookworm-slim@sha256:⟨d⟩ AS build",
        "$ docker images --digests | head -2\nREPOSITORY  TAG  DIGEST  IMAGE ID\n"
        "acme/worker  v41  sha256:⟨d⟩  ⟨short⟩",
        "Container ⟨cid⟩ exited 137 (OOM) — bump the limit.",
    ),
    lambda r: {"d": hexs(r, 64), "short": hexs(r, 12), "cid": hexs(r, 64)},
)

NPM = Kind(
    "npm-integrity",
    (
        '"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": '
        '"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-⟨h⟩"\n}',
        "pnpm-lock.yaml:\n  /zod@3.22.4:\n    resolution: {integrity: sha512-⟨h⟩}",
        'yarn.lock: "@types/node@^20":\n  checksum: ⟨hx⟩',
        "npm ERR! code EINTEGRITY\nnpm ERR! sha512-⟨h⟩ integrity checksum failed "
        "when using sha512: wanted sha512-⟨h⟩ but got sha512-⟨h2⟩.",
    ),
    lambda r: {"h": b64(r, 64), "h2": b64(r, 64), "hx": hexs(r, 128)},
)

PIP = Kind(
    "python-lock-hashes",
    (
        "requests==2.31.0 \\\n    --hash=sha256:⟨a⟩ \\\n    --hash=sha256:⟨b⟩",
        'poetry.lock:\n[[package]]\nname = "attrs"\nfiles = [\n'
        '    {file = "attrs-23.2.0-py3-none-any.whl", hash = "sha256:⟨a⟩"},\n]',
        'uv.lock: sdist = { url = "https://files.pythonhosted.org/packages/⟨p⟩/idna-3.7.tar.gz", '
        'hash = "sha256:⟨b⟩" }',
        "pip failed: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE.\n"
        "    numpy from https://files.pythonhosted.org/... :\n"
        "        Expected sha256 ⟨a⟩\n             Got        ⟨b⟩",
    ),
    lambda r: {"a": hexs(r, 64), "b": hexs(r, 64), "p": f"{hexs(r, 2)}/{hexs(r, 2)}/{hexs(r, 60)}"},
)

BUNDLE = Kind(
    "bundle-content-hash",
    (
        "dist/assets/index-⟨v8⟩.js   212.34 kB │ gzip: 68.90 kB",
        "Cache-busting works: main.⟨w20⟩.js → main.⟨w20b⟩.js after the deploy.",
        "next build: .next/static/chunks/pages/_app-⟨w16⟩.js is the 400 kB offender.",
        "CDN 404 on /static/js/⟨cra⟩.chunk.js — stale service worker.",
    ),
    lambda r: {
        "v8": pick(r, B64URL, 8),
        "w20": hexs(r, 20),
        "w20b": hexs(r, 20),
        "w16": hexs(r, 16),
        "cra": f"{num(r, 3)}.{hexs(r, 8)}",
    },
)

K8S = Kind(
    "kubernetes-object-ids",
    (
        "$ kubectl get pods -n payments\nNAME                        READY   STATUS\n"
        "api-⟨rs⟩-⟨pod⟩   1/1     Running\nworker-⟨rs2⟩-⟨pod2⟩   0/1     CrashLoopBackOff",
        'metadata:\n  name: api-⟨rs⟩\n  uid: ⟨uid⟩\n  resourceVersion: "⟨rv⟩"',
        "Evicted pod api-⟨rs⟩-⟨pod⟩ (uid ⟨uid⟩) — node ran out of ephemeral storage.",
        "containerID: containerd://⟨cid⟩",
    ),
    lambda r: {
        "rs": pick(r, "bcdfghjklmnpqrstvwxz2456789", 10),
        "pod": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "rs2": pick(r, "bcdfghjklmnpqrstvwxz2456789", 9),
        "pod2": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "uid": uuid4(r),
        "rv": num(r, 8),
        "cid": hexs(r, 64),
    },
)

CI = Kind(
    "ci-run-refs",
    (
        "- uses: actions/checkout@⟨sha⟩ # v4.1.1\n- uses: actions/setup-go@⟨sha2⟩ # v5.0.0",
        "Flaky run: https://github.com/acme/api/actions/runs/⟨run⟩/job/⟨job⟩",
        "CircleCI workflow ⟨uuid⟩ failed at the integration step; rerun from failed passed.",
        "Buildkite build #⟨bn⟩ (⟨uuid⟩) — agent ran out of disk.",
        "GitLab pipeline #⟨run⟩, job ⟨job⟩, CI_COMMIT_SHORT_SHA=⟨short⟩",
    ),
    lambda r: {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "run": num(r, 10),
        "job": num(r, 11),
        "uuid": uuid4(r),
        "bn": num(r, 4),
        "short": hexs(r, 8),
    },
)

SHORTLINK = Kind(
    "short-links-and-pastes",
    (
        "Repro is on the Go playground: https://go.dev/play/p/⟨goplay⟩",
        "Gist with the full stack trace: https://gist.github.com/mchen/⟨gist⟩",
        "Rust playground link: https://play.rust-lang.org/?gist=⟨gist⟩",
        "Slides: https://bit.ly/⟨bitly⟩ — the design review deck.",
        "asciinema recording of the failing migration: https://asciinema.org/a/⟨ascii⟩",
    ),
    lambda r: {
        "goplay": pick(r, B64URL, 11),
        "gist": hexs(r, 32),
        "bitly": pick(r, ALNUM, 7),
        "ascii": pick(r, ALNUM, 25),
    },
)

IPFS = Kind(
    "content-address-cid",
    (
        "Pinned the docs build to IPFS: ipfs://bafybei⟨v1⟩",
        "$ ipfs add -r site/\nadded Qm⟨v0⟩ site",
        "Gateway URL: https://⟨sub⟩.ipfs.dweb.link/index.html",
        "NFT metadata tokenURI = ipfs://Qm⟨v0⟩/⟨n⟩.json",
    ),
    lambda r: {
        "v1": pick(r, B32LOWER, 52),
        "v0": pick(r, B58, 44),
        "sub": "bafybei" + pick(r, B32LOWER, 52),
        "n": num(r, 3),
    },
)

SIGSTORE = Kind(
    "sigstore-transparency-log",
    (
        "tlog entry created with index: ⟨idx⟩\nPushing signature to: ghcr.io/acme/api",
        "Rekor UUID: ⟨rekor⟩",
        "cosign verify output: logIndex ⟨idx⟩, integratedTime ⟨ts⟩, subject digest sha256:⟨dig⟩",
    ),
    lambda r: {
        "idx": num(r, 8),
        "rekor": hexs(r, 80),
        "ts": num(r, 10),
        "dig": hexs(r, 64),
    },
)

SENTRY_EVENT = Kind(
    "error-tracker-event-ids",
    (
        "Sentry event ⟨ev⟩ (issue API-⟨short⟩) — null user in the checkout handler.",
        "Bugsnag error ⟨bs⟩ spiked after 4.2.0; grouping hash ⟨gh⟩.",
        "Rollbar item #⟨item⟩, occurrence uuid ⟨uuid⟩",
    ),
    lambda r: {
        "ev": hexs(r, 32),
        "short": pick(r, "ABCDEFGHJKMNPQRSTUVWXYZ23456789", 3),
        "bs": hexs(r, 24),
        "gh": hexs(r, 32),
        "item": num(r, 4),
        "uuid": uuid4(r),
    },
)

NIX = Kind(
    "nix-store-and-flake-lock",
    (
        "/nix/store/⟨h⟩-openssl-3.0.13/lib/libssl.so.3 is the one ldd picks up.",
        '"nixpkgs": {\n  "locked": {\n    "narHash": "sha256-⟨sri⟩",\n'
        '    "rev": "⟨rev⟩",\n    "type": "github"\n  }\n}',
        "error: hash mismatch in fixed-output derivation '/nix/store/⟨h⟩-source.drv':\n"
        "         specified: sha256-⟨sri⟩\n            got:    sha256-⟨sri2⟩",
        "cachix push acme /nix/store/⟨h⟩-api-0.9.1",
    ),
    lambda r: {
        "h": pick(r, NIX32, 32),
        "sri": b64(r, 32),
        "sri2": b64(r, 32),
        "rev": hexs(r, 40),
    },
)

TF_LOCK = Kind(
    "terraform-lock-and-state",
    (
        'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.41.0"\n  hashes = [\n'
        '    "h1:⟨h1⟩",\n    "zh:⟨zh⟩",\n  ]\n}',
        'terraform.tfstate header: "serial": ⟨serial⟩, "lineage": "⟨lineage⟩"',
        "Lock Info:\n  ID:        ⟨lineage⟩\n  Path:      acme-tf-state/prod/terraform.tfstate\n"
        "  Operation: OperationTypeApply",
    ),
    lambda r: {
        "h1": b64(r, 32),
        "zh": hexs(r, 64),
        "serial": num(r, 3),
        "lineage": uuid4(r),
    },
)

WEBHOOK_DELIVERY = Kind(
    "webhook-delivery-ids",
    (
        "X-GitHub-Delivery: ⟨uuid⟩\nX-GitHub-Event: pull_request\nX-GitHub-Hook-ID: ⟨hook⟩",
        "Stripe event ⟨evt⟩ was retried 3 times; idempotency key ⟨uuid⟩.",
        "Svix: msg_⟨svix⟩ delivered on attempt 2 (endpoint ep_⟨svix2⟩).",
    ),
    lambda r: {
        "uuid": uuid4(r),
        "hook": num(r, 9),
        "evt": "evt_" + pick(r, ALNUM, 24),
        "svix": pick(r, ALNUM, 27),
        "svix2": pick(r, ALNUM, 27),
    },
)


IDS: tuple[Kind, ...] = (
    GIT,
    REQUEST_UUID,
    SORTABLE,
    SNOWFLAKE,
    TRACE,
    AWS_REQUEST,
    DOCKER,
    NPM,
    PIP,
    BUNDLE,
    K8S,
    CI,
    SHORTLINK,
    IPFS,
    SIGSTORE,
    SENTRY_EVENT,
    NIX,
    TF_LOCK,
    WEBHOOK_DELIVERY,
)
