"""The ninth look-alike corpus: one ``holdout`` split of benign look-alikes and true secrets.

Written by a helper who never read the scrubber, its docs or the other corpora's kinds. The
notes are what a coding agent would save while a consultancy hops between client projects
(Django/Celery, Laravel, Rails, Spring Boot, Phoenix, Unity, Flutter, Rust, Go on Kubernetes,
serverless AWS, Azure/.NET, a GCP pipeline, WordPress, Shopify, a Web3 dApp).

``cases("holdout")`` returns every case and ``cases("dev")`` is empty. Every value comes from
a ``random.Random`` seeded with ``lookalike9:holdout:<kind>``. A benign case has no
``secrets`` and must come out byte-identical; a secret case lists the exact substrings that
must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike9.benign_cloud import CLOUD
from tests.redact.lookalike9.benign_keys import KEYS
from tests.redact.lookalike9.benign_stacks import STACKS
from tests.redact.lookalike9.benign_text import TEXT
from tests.redact.lookalike9.gen import Kind, render
from tests.redact.lookalike9.true_secrets import SECRETS, pem_secrets

BENIGN: tuple[Kind, ...] = CLOUD + STACKS + KEYS + TEXT

# Where a memory note puts a one-line text and a several-line text; this corpus's own wording.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Note to self: {t}",
    "• {t}",
    "(kept for later) {t}",
    "{t} — checked on the client box",
    "Remember → {t}",
    "- [x] {t}",
    "Memo, week 11: {t}",
    "{t}\n\n#client-work #followup",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pasted from the session:\n\n{t}",
    "```text\n{t}\n```",
    "{t}\n\n(saved so the next run does not have to rediscover this)",
    "### Worth keeping\n\n{t}",
    "Context for the handover —\n{t}\n— end of paste",
)
# A text that already opens like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "@", "~/", "> ", "|", "+")

build = KindCorpus(
    "lookalike9",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=30,
    secrets_of=pem_secrets,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
