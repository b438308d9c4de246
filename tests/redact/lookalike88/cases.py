"""The ``lookalike88`` corpus: one ``holdout`` split of secrets and benign look-alikes.

Memory notes of a backend engineer at Ledgerly Lending (an invented US consumer-lending
fintech, Chicago and Denver), August 2038. Written blind by a helper session that never
read the scrubber or its tests; see ``README.md``. ``cases("holdout")`` returns every case,
secret cases first; ``cases("dev")`` returns an empty tuple.

A benign case has no ``secrets`` and must come out of the scrubber byte-identical; a secret
case lists in ``secrets`` the exact substrings that must not survive (see ``gen.secrets_of``).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike88.benign_payments import PAYMENTS
from tests.redact.lookalike88.benign_platform import PLATFORM
from tests.redact.lookalike88.benign_text import TEXT
from tests.redact.lookalike88.gen import Kind, render, secrets_of
from tests.redact.lookalike88.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a terse American engineer's notes would put a line or a pasted block.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Note to self: {t}",
    "{t}  (from LEND triage, Tue standup)",
    "* [x] {t}",
    "Heads up: {t}",
    "**Gotcha:** {t}",
    "{t} — confirmed w/ the Denver folks on Slack",
    "FYI {t}",
    "> {t}",
    "[08/14 CT] {t}",
    "  - {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pasted from the terminal:\n\n{t}",
    "```text\n{t}\n```",
    "### Snippet (on-call, week 33)\n\n{t}\n",
    "{t}\n\n_kept for the next on-call shift_",
    "Context for the postmortem:\n{t}\n(end of paste)",
    "- captured on the incident bridge:\n\n{t}\n",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED: tuple[str, ...] = (
    "$ ",
    "---",
    "{",
    "[",
    "<",
    "#",
    "```",
    "-----",
    "~/",
    "|",
    ".circleci/",
    "apiVersion:",
    "export ",
    "provider ",
    "resource ",
    "ledger=> ",
    "select ",
    "ALTER ",
    "FROM ",
    "Authorization:",
    "Stripe-Signature:",
    "Plaid-Verification:",
    "Persona-Signature:",
    "Idempotency-Key:",
    "ETag:",
    "X-",
    "POST /",
    "https://",
    "  # ",
    '"node_modules/',
    '"environment"',
    '"secrets"',
    "2038-",
)

build = KindCorpus(
    "lookalike88",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
