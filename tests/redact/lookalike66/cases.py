"""The ``lookalike66`` corpus: one ``holdout`` split of secrets and benign look-alikes from the
memory notes of a developer at Egeo Marina Systems (an invented Turkish-Greek yacht-charter
and marina-booking platform, April 2034), in Turkish, Greek and English.

Written blind, without reading the scrubber or its tests. It is a held-out evaluation only:
``cases("holdout")`` returns every case (secret cases first) and ``cases("dev")`` returns an
empty tuple. Every value comes from a ``random.Random`` seeded with
``lookalike66:holdout:<kind>``, so the corpus is the same on every run. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive (see ``gen.secrets_of``).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike66.benign_payments import PAYMENTS
from tests.redact.lookalike66.benign_platform import PLATFORM
from tests.redact.lookalike66.benign_text import TEXT
from tests.redact.lookalike66.gen import Kind, render, secrets_of
from tests.redact.lookalike66.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a memory note of this team would put a one-line text.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Not: {t}",
    "Σημείωση: {t}",
    "{t}  ← Deniz, Pire standup'ı",
    "> [!IMPORTANT]\n> {t}",
    "Öğrendik: {t}",
    "- [ ] {t}",
    "{t} (2034-04 oturumu)",
    "**Μάθημα:** {t}",
    "<!-- ocmem: egeo/payments -->\n{t}",
    "Sonraki oturum için: {t}",
    "Remember: {t}",
)
# Where it would put a multi-line text.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Terminalden kopyalandı:\n\n{t}",
    "~~~text\n{t}\n~~~",
    "Από το runbook του Πειραιά:\n\n{t}\n",
    "<details><summary>ayrıntı / λεπτομέρειες</summary>\n\n{t}\n\n</details>",
    "{t}\n\n— bir sonraki oturumda tekrar bak",
    "#### Καταγραφή / Kayıt\n\n{t}",
    "{t}\n\n(source: Bitbucket PR comment)",
)
# A text that already starts like a document, command, list, table or block is only framed
# after itself.
_MARKED = (
    "---",
    "$ ",
    "+ ",
    "{",
    "[",
    "<",
    "-----",
    "#",
    "```",
    "~/",
    "- ",
    "| ",
    "> ",
    ".",
    "image:",
    "traceparent:",
    "cf-ray:",
    "Stripe-Signature:",
    "wrangler.toml",
    "rclone.conf",
    '"node_modules',
    "stripe@",
    "twilio==",
    "github.com/",
    "sentry-trace:",
    "export ",
    "ALGOLIA_",
    "AADE_",
    "DATABASE_URL=",
    "FIREBASE_",
    "HCLOUD_",
    "IYZICO_",
    "MAIL_",
    "MAPBOX_",
    "NETGSM_",
    "PAYTR_",
    "POSTGRES_",
    "REDIS_URL=",
    "SENTRY_DSN=",
    "STRIPE_",
    "TWILIO_",
    "VITE_",
    "VIVA_",
    "CLOUDFLARE_",
)

build = KindCorpus(
    "lookalike66",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
