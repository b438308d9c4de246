"""The fourth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written without reading the scrubber, its tests, its docs or its benchmarks. The ``Case``
fields and the module interface are those of ``tests/redact/lookalike3/cases.py`` so the same
scorer can run this corpus. It is held out only: ``cases("holdout")`` returns every case
(secret cases first) and ``cases("dev")`` returns an empty tuple.

Every value comes from ``random.Random("lookalike4:holdout:<kind>")``, so the corpus is the
same on every run and adding a kind leaves the others unchanged. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

import re

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike4.benign_ecosystems import ECOSYSTEMS
from tests.redact.lookalike4.benign_ids import IDS
from tests.redact.lookalike4.benign_platform import PLATFORM
from tests.redact.lookalike4.benign_words import WORDS
from tests.redact.lookalike4.gen import Kind, render
from tests.redact.lookalike4.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = IDS + PLATFORM + ECOSYSTEMS + WORDS

# Frames place a text where a memory note would hold it. Their wording is new to this corpus.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Note to self: {t}",
    "• {t}",
    "Gotcha — {t}",
    "{t} (spotted while pairing on the release branch)",
    "[session 14] {t}",
    "Remember for the next run: {t}",
    "Heads-up for whoever picks this up: {t}",
    "* [x] {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pasted from the terminal:\n\n{t}",
    "```text\n{t}\n```",
    "Keeping this around for later:\n{t}\n",
    "{t}\n\n(end of excerpt — nothing else was relevant)",
    "#### What I saw\n\n{t}",
    "~~~\n{t}\n~~~",
)
# A text that already starts like a document, command or fenced block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "~~~", "@", "%", ">", "PS ")


def _secrets_of(name: str, value: str) -> list[str]:
    # A ``*_lines`` field holds a key body: one secret a line (or JSON ``\\n``).
    parts = re.split(r"\n|\\n", value) if name.endswith("_lines") else [value]
    return [part.strip() for part in parts]


build = KindCorpus(
    "lookalike4",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=25,
    secrets_of=_secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
