"""The lookalike79 corpus: one ``holdout`` split of secrets and benign look-alikes.

Written blind (without reading the scrubber, its tests or other corpora) for the memory notes
of a full-stack developer at Quillmark, an invented AI-writing SaaS, in January 2037. It is a
held-out evaluation only: ``cases("holdout")`` returns every case, secret cases first, and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike79:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists the exact substrings that must not survive
(see ``gen.secrets_of`` for the rule).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike79.benign_payments import PAYMENTS
from tests.redact.lookalike79.benign_platform import PLATFORM
from tests.redact.lookalike79.benign_text import TEXT
from tests.redact.lookalike79.gen import Kind, render, secrets_of
from tests.redact.lookalike79.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a Quillmark memory note puts a one-line text.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "* note to self: {t}",
    "Jan 14 — {t}",
    "{t}  (from Slack #eng-platform)",
    "Remember: {t}",
    "> {t}",
    "- [ ] follow up: {t}",
    "**Gotcha:** {t}",
    "{t} — found this while pairing with Priya",
    "Quick note for the next session: {t}",
    "<!-- qm-memory: infra -->\n{t}",
)
# Where it puts a block of several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "## Snippet\n\n{t}",
    "~~~text\n{t}\n~~~",
    "Pasted from my terminal:\n\n{t}",
    "{t}\n\n_(kept for reference, Jan 2037)_",
    "<details>\n<summary>raw output</summary>\n\n{t}\n\n</details>",
    "Context from the incident doc:\n\n{t}\n",
)
# A text that already starts like a document, a config line or a command is only framed
# after itself.
_DOCUMENT_STARTS = (
    "---", "$ ", "{", "[", "<", "-----", "#", "```", "~~~", "|", "- ", "* ", "• ", "//", "~/",
    ".env", ".sentryclirc", "apiVersion:", "services:", "env:", "name:", "image:", "uses:",
    "github_app:", "resource ", "provider ", "const ", "export ", "new ", "await ", "pc = ",
    "Stripe-Signature:", "Request-Id:", "traceparent:", "x-vercel-id:", "x-request-id:",
    "cf-ray:", "sb-request-id:", "svix-id:", "Upstash-Signature:", "Linear-Signature:",
    "X-Hub-Signature-256:", "X-Inngest-Signature:", "Message-ID:", "DKIM-Signature:",
    "List-Unsubscribe:", "Content-Security-Policy:", "Content-MD5:", "ARC-", "Digest:",
    "Run ", "Download action", "##[", "HEAD is now", "SHASUMS256", "password:", "token:",
    "apiKey:", "user-agent:", "\"node_modules", "\"inngest", "pnpm-lock", "bun.lock",
    "uv.lock", "fixtures/", "resend._domainkey", "Normal ", "npm error", "#14 ", "https://",
    "docker/", "apps/", "known_hosts", "authorized_keys", "@upstash", "stripe.", "select ",
)  # fmt: skip
_COMMANDS = (
    "curl ", "vercel ", "supabase ", "psql ", "pg_dump ", "neonctl ", "stripe ", "gh ",
    "git ", "docker ", "kubectl ", "helm ", "doppler ", "op ", "npx ", "pnpm ", "npm ",
    "redis-cli ", "sentry-cli ", "printf ", "echo ", "ssh-keygen ", "openssl ", "terraform ",
    "next build", "jose.", "Sentry.init", "drizzle.config",
)  # fmt: skip
_ENV_PREFIXES = (
    "NEXT_PUBLIC_", "VERCEL_", "SUPABASE_", "DATABASE_URL", "DIRECT_URL", "NEON_", "CLERK_",
    "STRIPE_", "RESEND_", "OPENAI_", "ANTHROPIC_", "OPENROUTER_", "PINECONE_", "UPSTASH_",
    "QSTASH_", "INNGEST_", "POSTHOG_", "SENTRY_", "CLOUDFLARE_", "R2_", "TURNSTILE_", "GH_",
    "GITHUB_", "GOOGLE_", "DOPPLER_", "OP_", "LINEAR_", "REDIS_", "APP_VERSION",
)  # fmt: skip
_MARKED = _DOCUMENT_STARTS + _COMMANDS + _ENV_PREFIXES

build = KindCorpus(
    "lookalike79",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = [
    "SPLITS",
    "Case",
    "Split",
    "benign_cases",
    "build",
    "cases",
    "kinds",
    "secret_cases",
]
