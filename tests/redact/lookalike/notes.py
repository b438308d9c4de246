"""Whole memory notes: several look-alikes in one body, with or without one real secret.

A scrubber that handles each look-alike alone can still go wrong on a long note (a window
that spans two values, a key name on one line and a value on the next), so these notes mix
many of the corpus's shapes in the way an agent's memory body does.
"""

from __future__ import annotations

from tests.redact.lookalike import values as v
from tests.redact.lookalike.kinds import Kind
from tests.redact.lookalike.true_secrets import SECRET_GENS

_DEV_NOTE_1 = (
    "# Deploy of ⟨repo⟩ ⟨ver⟩ failed\n\n"
    "- session ⟨sid⟩, fork ⟨sid:2⟩\n"
    "- image ghcr.io/acme/⟨repo⟩@⟨dg⟩ (commit ⟨sha⟩)\n"
    "- pod ⟨pod⟩ crash-looped: `KeyError: 'STRIPE_SECRET_KEY'` — the Secret was not "
    "mounted, the value itself is fine\n"
    "- run https://github.com/acme/⟨repo⟩/actions/runs/⟨run⟩\n"
    "- fix: add `envFrom: [{secretRef: {name: ⟨svc⟩-secrets}}]`, redeploy, check "
    "x-request-id ⟨uuid⟩ in the logs"
)
_DEV_NOTE_2 = (
    "## Token refresh bug (⟨jira⟩)\n\n"
    "The refresh token TTL is `refresh_token_ttl: ⟨big⟩` but the client refreshes only on "
    "401. `⟨id⟩` retries once with the old token. Repro: session ⟨sid⟩, message ⟨mid⟩, "
    "trace 00-⟨h32⟩-⟨h16⟩-01. The password reset flow is unaffected. Fixed in ⟨short⟩."
)
_DEV_NOTE_3 = (
    "Setting up the laptop for ⟨repo⟩:\n"
    "1. `gh auth login` (web flow, no token on the command line)\n"
    "2. `echo $CR_PAT | docker login ghcr.io -u ⟨user⟩ --password-stdin`\n"
    "3. copy .env.example to .env and fill ⟨env⟩ from 1Password (`op read op://Dev/⟨svc⟩/"
    "credential`)\n"
    "4. `npm ci` — integrity ⟨i⟩ for the private package is expected\n"
    "5. host key SHA256:⟨fp⟩ for git.acme.dev"
)
_HOLDOUT_NOTE_1 = (
    "### Incident ⟨jira:2⟩ — expired signing key\n"
    "* ⟨tso⟩ alerts in ⟨slackc⟩; JWT header ⟨hdr⟩ still advertised kid ⟨h8⟩\n"
    "* KMS key arn:aws:kms:eu-west-1:⟨acct⟩:key/⟨uuid⟩ was disabled by ⟨jira⟩\n"
    "* the `secret_rotation_days: 30` setting never ran: cron job pod ⟨pod⟩ was OOMKilled\n"
    "* follow-up: alert when `password_changed_at` or key age > 30 days"
)
_HOLDOUT_NOTE_2 = (
    "| what | where |\n|---|---|\n"
    "| session | ⟨sid⟩ |\n"
    "| build | ⟨dpl⟩ |\n"
    "| lockfile | sha512 ⟨i⟩ |\n"
    "| public key | ⟨ed⟩ |\n"
    "| Stripe (publishable) | ⟨pk⟩ |\n"
    "| Sentry DSN | https://⟨h32⟩@o⟨n⟩.ingest.sentry.io/⟨big⟩ |"
)
_HOLDOUT_NOTE_3 = (
    "Les tests d'intégration échouent si la variable ⟨env⟩ est vide ; le message "
    "« mot de passe incorrect » vient du mock, pas de l'API. Session ⟨sid⟩, commit ⟨short⟩, "
    "image ⟨dg⟩."
)

NOTES: tuple[Kind, ...] = (
    Kind(
        "mixed_memory_note",
        dev=(_DEV_NOTE_1, _DEV_NOTE_2, _DEV_NOTE_3),
        holdout=(_HOLDOUT_NOTE_1, _HOLDOUT_NOTE_2, _HOLDOUT_NOTE_3),
        gen={"pk": lambda r: "pk" + "_test_" + v.b62(r, 99)},
    ),
    Kind(
        "secret_among_lookalikes",
        dev=(
            "# CI fix for ⟨repo⟩\n\n"
            "- run https://github.com/acme/⟨repo⟩/actions/runs/⟨run⟩ failed at "
            "`npm publish`\n"
            "- the NPM_TOKEN secret had expired; new token ⟨npm⟩ (automation, no 2FA)\n"
            "- image ⟨dg⟩, commit ⟨sha⟩, session ⟨sid⟩",
            "Debugging the webhook (⟨jira⟩): signature check failed because the handler read "
            "`STRIPE_WEBHOOK_SECRET` from the wrong env. The live key is ⟨sk⟩ and the "
            "publishable one ⟨pk⟩; event evt_⟨b24⟩, request ⟨uuid⟩.",
        ),
        holdout=(
            "### Staging DB\n"
            "* host db-⟨stage⟩.internal, pod ⟨pod⟩\n"
            "* `DATABASE_URL=postgres://⟨user⟩:⟨pw⟩@db-⟨stage⟩.internal:5432/⟨db⟩`\n"
            "* migrations at ⟨short⟩; password_hash column added in ⟨short:2⟩",
            "Session ⟨sid⟩ summary: rotated the GitHub token (new one ⟨gh⟩), pinned "
            "actions/checkout@⟨sha⟩, and fixed integrity ⟨i⟩ in package-lock.json.",
        ),
        gen={
            **SECRET_GENS,
            "pk": lambda r: "pk" + "_live_" + v.b62(r, 99),
        },
        secrets=("npm", "sk", "pw", "gh"),
    ),
)
