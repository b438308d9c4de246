"""The eighth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written without reading the scrubber, its docs, its benchmarks or the other corpora's kinds;
built on the shared ``tests/redact/holdout_corpus.py`` so the same scorer can run it. It is a
held-out evaluation only: ``cases("holdout")`` returns every case and ``cases("dev")`` returns
an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike8:holdout:<kind>``, so the
corpus is the same on every run and adding a kind leaves the others unchanged. A benign case
has no ``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike8.benign_data import DATA
from tests.redact.lookalike8.benign_ml import ML
from tests.redact.lookalike8.benign_mobile import MOBILE
from tests.redact.lookalike8.benign_oss import OSS
from tests.redact.lookalike8.benign_platform import PLATFORM
from tests.redact.lookalike8.benign_security import SECURITY
from tests.redact.lookalike8.benign_web import WEB
from tests.redact.lookalike8.benign_words import WORDS
from tests.redact.lookalike8.gen import Kind, render
from tests.redact.lookalike8.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = WEB + PLATFORM + DATA + MOBILE + ML + SECURITY + OSS + WORDS

# Where a coding agent's memory note about a project would put a text.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Note to self: {t}",
    "• {t}",
    "Gotcha worth keeping: {t}",
    "{t}  (noted while pairing on the release)",
    "[memory/project] {t}",
    "For the next session → {t}",
    "- [x] {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Saved from this session:\n\n{t}",
    "```text\n{t}\n```",
    "~~~console\n{t}\n~~~",
    "{t}\n\n(kept verbatim from the terminal)",
    "## Snippet worth remembering\n\n{t}\n",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("$ ", "{", "[", "<", "-----", "#", "```", "|", "- ", '"', "@")

build = KindCorpus(
    "lookalike8",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
