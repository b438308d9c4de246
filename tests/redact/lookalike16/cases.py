"""The sixteenth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written blind to the scrubber (only the shared ``holdout_corpus`` API and lookalike3's
``cases.py``/``gen.py`` were read). The setting is a month of Markdown memory notes that a
coding agent keeps for an engineer at Trellisport Robotics, an invented logistics-robotics
and warehouse-automation company. ``cases("holdout")`` returns every case (secret cases
first) and ``cases("dev")`` an empty tuple.

Every value comes from ``random.Random("lookalike16:holdout:<kind>")``. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings (each of 16 characters or more) that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike16.benign_ids import IDS
from tests.redact.lookalike16.benign_public import PUBLIC
from tests.redact.lookalike16.benign_text import TEXT
from tests.redact.lookalike16.benign_vendor import VENDOR
from tests.redact.lookalike16.gen import Kind, render, secret_parts
from tests.redact.lookalike16.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = IDS + VENDOR + PUBLIC + TEXT

# Where a memory note puts a text. Secret and benign texts share every frame.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "* {t}",
    "Jan notes — {t}",
    "> {t}",
    "- [ ] check again: {t}",
    "**Keep:** {t}",
    "{t}  _(from #floor-ops)_",
    "<!-- mem:trp -->\n{t}",
    "1. {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "### Scratch\n\n{t}\n",
    "Pasted from the terminal:\n\n{t}",
    "{t}\n\n(kept for the next session)",
    "> [!TIP]\n> see below\n\n{t}",
    "````text\n{t}\n````",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", "- ", "^XA", "network=")

build = KindCorpus(
    "lookalike16",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
