"""Whole memory notes: several look-alikes in one note, with or without one real secret.

A scrubber must keep every look-alike of a benign note byte-identical, and in a secret note
remove the secret while keeping the look-alikes around it (the scorer compares the secret
substrings only, but a careful scrubber keeps the rest too).
"""

from __future__ import annotations

from tests.redact.lookalike2.fields import Kind
from tests.redact.lookalike2.true_secrets import GEN

_FRONT = "---\nname: ⟪pick:deploy pipeline|billing service|release checklist|on-call notes⟫\n"

NOTE_TEMPLATES_BENIGN: tuple[str, ...] = (
    _FRONT + "type: project\n---\n\n"
    "- Deploys run from https://github.com/⟪g:repo⟫/actions/runs/⟪num:11⟫; the image is "
    "ghcr.io/⟪g:repo⟫@sha256:⟪hex:64⟫.\n"
    "- Trace a failing request with `traceparent` 00-⟪hex:32⟫-⟪hex:16⟫-01.\n"
    "- The db password comes from `op://Prod/⟪g:service⟫-db/password`; never paste it here.\n"
    "- Lock bump: Cargo.lock checksum ⟪hex:64⟫ for ⟪g:crate⟫.",
    _FRONT + "type: reference\n---\n\n"
    "Session ses_⟪an:26⟫ found that the webhook secret is read from STRIPE_WEBHOOK_SECRET "
    "(value in the vault). The last delivery was evt_⟪an:24⟫ with "
    "X-Request-Id ⟪uuid⟫; the Sentry event is ⟪hex:32⟫.\n\n"
    "PostHog key phc_⟪an:43⟫ is public; the token TTL is `token_ttl: ⟪int:300-7200⟫`.",
    _FRONT + "type: feedback\n---\n\n"
    "1. Pin actions by SHA (actions/cache@⟪hex:40⟫).\n"
    "2. go.sum entry `h1:⟪b64:32⟫` changed because of GOFLAGS=-mod=mod.\n"
    "3. `password_reset_ttl_minutes: ⟪int:10-60⟫` lives in config/auth.yml.\n"
    "4. Pod ⟪g:service⟫-⟪lan:10⟫-⟪lan:5⟫ was OOM-killed; node i-⟪hex:17⟫.",
    "## Incident ⟪int:100-999⟫ timeline\n\n"
    "⟪g:iso⟫ alert fired (PagerDuty Q⟪uan:13⟫)\n"
    "⟪g:iso⟫ cf-ray ⟪hex:16⟫-FRA returned 520\n"
    "⟪g:iso⟫ rolled back to ⟪hex:7⟫ (build ⟪num:10⟫)\n"
    "⟪g:iso⟫ KMS key arn:aws:kms:⟪g:region⟫:⟪g:account⟫:key/⟪uuid⟫ confirmed unaffected",
)

NOTE_TEMPLATES_SECRET: tuple[str, ...] = (
    _FRONT + "type: project\n---\n\n"
    "- CI run https://github.com/⟪g:repo⟫/actions/runs/⟪num:11⟫ failed on commit ⟪hex:40⟫.\n"
    "- Fixed by exporting NPM_TOKEN=⟪s=g:npm⟫ in the runner (rotate!).\n"
    "- Lockfile integrity sha512-⟪b64:64⟫ was fine.",
    _FRONT + "type: reference\n---\n\n"
    "Request ⟪uuid⟫ (trace ⟪hex:32⟫) hit the admin API with "
    "`Authorization: Bearer ⟪s=g:jwt⟫`; the image was sha256:⟪hex:64⟫.",
    "## Staging access\n\n"
    "* host: db.staging.internal (instance i-⟪hex:17⟫, sg-⟪hex:17⟫)\n"
    "* user: app\n* password: ⟪s=g:pw⟫\n* migration head: ⟪hex:12⟫",
    _FRONT + "type: feedback\n---\n\n"
    "The Slack bot (team T0⟪uan:9⟫, channel C0⟪uan:9⟫) posts with ⟪s=g:xoxb⟫; the "
    "delivery header X-GitHub-Delivery ⟪uuid⟫ is only an id.",
)

NOTES: tuple[Kind, ...] = (
    Kind("mixed_lookalike_note", NOTE_TEMPLATES_BENIGN, repeat=3),
    Kind("secret_among_lookalikes", NOTE_TEMPLATES_SECRET, secrets=("s",), gen=GEN, repeat=2),
)
