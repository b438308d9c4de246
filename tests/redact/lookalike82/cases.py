"""The ``lookalike82`` corpus: one ``holdout`` split of secrets and benign look-alikes, set in
the June 2037 memory notes of a full-stack developer at Fernbank Health (an invented UK-Irish
physiotherapy booking and clinical-notes SaaS, Leeds with a team in Cork).

Written blind, without reading the scrubber or its tests. ``cases("holdout")`` returns every
case (secret cases first) and ``cases("dev")`` returns an empty tuple. Every value comes from a
``random.Random`` seeded with ``lookalike82:holdout:<kind>``, so the build is the same in every
process. A benign case has no ``secrets`` and must come out of the scrubber byte-identical; a
secret case lists in ``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike82.benign_payments import PAYMENTS
from tests.redact.lookalike82.benign_platform import PLATFORM
from tests.redact.lookalike82.benign_text import TEXT
from tests.redact.lookalike82.gen import Kind, render, secrets_of
from tests.redact.lookalike82.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a memory note would put a one-line text (British / Irish English, written quickly).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "* {t} (confirmed w/ Aoife)",
    "Note to self: {t}",
    "{t} — from the Cork standup",
    "- [ ] {t}",
    "> {t}",
    "**gotcha:** {t}",
    "{t}  _(wk 23)_",
    "Remember for next time — {t}",
    "Leeds on-call handover: {t}",
    "{t}  ← Gráinne flagged this",
)
# Where a memory note would put a block of several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "From the runbook:\n\n{t}",
    "```text\n{t}\n```",
    "{t}\n\n(pasted from Teams, tidy up later)",
    "### Scratch — ticket triage\n\n{t}\n",
    "<details><summary>copied output</summary>\n\n{t}\n\n</details>",
    "Sinéad asked me to keep this:\n{t}",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = (
    "---",
    "$ ",
    "{",
    "[",
    "<",
    "-----",
    "#",
    "```",
    "|",
    "~/",
    "/",
    "apiVersion",
    "jobs:",
    "export ",
)

build = KindCorpus(
    "lookalike82",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
