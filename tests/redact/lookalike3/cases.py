"""The third look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written without reading the scrubber or its tests; the ``Case`` fields are those of
``tests/redact/independent/cases.py`` so the same scorer can run this corpus. It is a
held-out evaluation only: ``cases("holdout")`` returns every case and ``cases("dev")``
returns an empty tuple.

Every value comes from a ``random.Random`` seeded with the kind's name, so the corpus is the
same on every run and adding a kind leaves the others unchanged. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike3.benign_ops import OPS
from tests.redact.lookalike3.benign_public import PUBLIC
from tests.redact.lookalike3.benign_registry import REGISTRY
from tests.redact.lookalike3.benign_text import TEXT
from tests.redact.lookalike3.gen import Kind, render
from tests.redact.lookalike3.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PUBLIC + OPS + REGISTRY + TEXT

# Frames put a text where a memory note would have it. They differ from the frames of the
# two earlier look-alike corpora and of the independent corpus.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Learned: {t}",
    "▸ {t}",
    "TIL {t}",
    "{t}  ← from the 2026-04 debugging session",
    "> [!NOTE]\n> {t}",
    "<!-- memory: infra -->\n{t}",
    "Follow-up for next time: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Context (copied verbatim):\n\n{t}",
    "```log\n{t}\n```",
    "<details><summary>snippet</summary>\n\n{t}\n\n</details>",
    "{t}\n\nSource: terminal scrollback, kept for the next session",
    "##### Reference\n\n{t}\n",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "@", "~/")

build = KindCorpus(
    "lookalike3",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
