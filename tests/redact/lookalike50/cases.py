"""The fiftieth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written blind: its author read only ``tests/redact/holdout_corpus.py`` and the lookalike3
``cases.py``, ``gen.py`` and ``true_secrets.py``, never the scrubber or its tests. It is a
held-out evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike50:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (a multi-line key as each of its body lines of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike50.benign_azure import AZURE
from tests.redact.lookalike50.benign_dev import DEV
from tests.redact.lookalike50.benign_maritime import MARITIME
from tests.redact.lookalike50.benign_text import TEXT
from tests.redact.lookalike50.gen import Kind, render, secret_lines
from tests.redact.lookalike50.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = MARITIME + AZURE + DEV + TEXT

# Frames put a text where the engineer's memory note would have it, in English and Greek.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Σημείωση: {t}",
    "- {t}",
    "Learned today: {t}",
    "{t}  (από το call με τη Λεμεσό)",
    "* [ ] {t}",
    "> {t}",
    "Για την επόμενη φορά: {t}",
    "<!-- note: integration -->\n{t}",
    "Ops log 2031-08: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Αντιγραμμένο αυτούσιο:\n\n{t}",
    "```text\n{t}\n```",
    "{t}\n\n(κρατήθηκε για την επόμενη συνεδρία)",
    "### Snippet\n\n{t}\n",
    "From the on-call handover:\n\n{t}\n",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", '"', "~/", ";", "/")

build = KindCorpus(
    "lookalike50",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_lines,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
