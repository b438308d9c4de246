"""The tenth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets, set
in a month of notes by a platform + data engineer at an online grocery-delivery company.

Written blind to the scrubber: only ``tests/redact/holdout_corpus.py`` and lookalike3's
``cases.py`` / ``gen.py`` were read. It is a held-out evaluation only: ``cases("holdout")``
returns every case and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike10:holdout:<kind>``, so the
corpus is the same on every run and adding a kind leaves the others unchanged. A benign case
has no ``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive (for a private key, every body line
of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike10.benign_apps import APPS
from tests.redact.lookalike10.benign_crypto import CRYPTO
from tests.redact.lookalike10.benign_data import DATA
from tests.redact.lookalike10.benign_platform import PLATFORM
from tests.redact.lookalike10.benign_prose import PROSE
from tests.redact.lookalike10.benign_stores import STORES
from tests.redact.lookalike10.gen import Kind, render, secret_parts
from tests.redact.lookalike10.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = DATA + PLATFORM + APPS + STORES + CRYPTO + PROSE

# Where an engineer's memory note would put a text. Worded for this corpus; none is copied
# from an earlier look-alike corpus.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Note to self: {t}",
    "* {t}",
    "{t} (came up again in standup)",
    "Gotcha → {t}",
    "[data-platform] {t}",
    "- [x] {t}",
    "On-call log, week 11: {t}",
    "{t}\n\n_tags: platform, on-call_",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pasted from the terminal:\n\n{t}",
    "```text\n{t}\n```",
    "{t}\n\n(kept for the on-call handover)",
    "### Snippet\n\n{t}",
    "Raw output below, trimmed.\n\n~~~\n{t}\n~~~",
    "1. Captured while debugging:\n\n{t}",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = (
    "---",
    "$ ",
    "> ",
    "{",
    "[",
    "<",
    "#",
    "```",
    "~~~",
    "|",
    "- ",
    "* ",
    "//",
    "@",
    "~/",
)

build = KindCorpus(
    "lookalike10",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=30,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
