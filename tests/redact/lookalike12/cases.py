"""The twelfth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets
from a month of notes by an engineer at a healthcare and insurance software company.

Written blind to the scrubber and its tests. It is a held-out evaluation only:
``cases("holdout")`` returns every case (secret cases first) and ``cases("dev")`` returns
an empty tuple. Every value comes from a ``random.Random`` seeded with
``lookalike12:holdout:<kind>``, so the corpus is the same on every run and in every process.
A benign case has no ``secrets`` and must come out of the scrubber byte-identical. A secret
case lists in ``secrets`` the exact substrings that must not survive (for a PEM private key,
every body line of 16 or more characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike12.benign_azure import AZURE
from tests.redact.lookalike12.benign_clinical import CLINICAL
from tests.redact.lookalike12.benign_identity import IDENTITY
from tests.redact.lookalike12.benign_ops import OPS
from tests.redact.lookalike12.benign_prose import PROSE
from tests.redact.lookalike12.gen import Kind, render, secrets_of
from tests.redact.lookalike12.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = CLINICAL + AZURE + IDENTITY + OPS + PROSE

# Where a memory note would put a text. One-line texts get a line frame, multi-line texts a
# block frame; the wording is this corpus's own.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- [ ] {t}",
    "Heads-up: {t}",
    "{t}   (noted during the March on-call week)",
    "* **Claims platform:** {t}",
    "[wk 12] {t}",
    "Remember → {t}",
    "{t} — double-check before the next release",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Captured from the session:\n\n{t}",
    "```text\n{t}\n```",
    "~~~\n{t}\n~~~",
    "{t}\n\n(saved for the claims-pipeline handover)",
    "#### Snippet\n\n{t}",
    "1. Observed:\n\n{t}",
)
# A text that already starts like a document, command, segment or block is only framed after.
_MARKED = (
    "---",
    "-----",
    "$ ",
    "PS ",
    "PS>",
    "{",
    "[",
    "<",
    "#",
    "```",
    "~/",
    '"',
    "+--",
    "MSH|",
    "ISA*",
    "ST*",
    "TA1*",
    "(0008",
    "/subscriptions/",
)

build = KindCorpus(
    "lookalike12",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=30,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
