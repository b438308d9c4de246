"""The sixth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written without reading the scrubber, its documentation or the other corpora's kind files;
the ``Case`` fields and functions match ``tests/redact/lookalike3/cases.py`` so the same
scorer can run this corpus. It is a held-out evaluation only: ``cases("holdout")`` returns
every case (secret cases first) and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike6:holdout:<kind>``, so the
corpus is identical on every run and adding a kind leaves the others unchanged. A benign case
has no ``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike6.benign_digests import DIGESTS
from tests.redact.lookalike6.benign_ids import IDS
from tests.redact.lookalike6.benign_keys import KEYS
from tests.redact.lookalike6.benign_notes import NOTES
from tests.redact.lookalike6.benign_words import WORDS
from tests.redact.lookalike6.gen import Kind, render
from tests.redact.lookalike6.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = IDS + DIGESTS + KEYS + WORDS + NOTES

# How an agent words a one-line memory it keeps about a project.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Remember: {t}",
    "- [ ] re-check later: {t}",
    "{t} (noted while pairing on the flaky deploy)",
    "Gotcha → {t}",
    "**Project fact:** {t}",
    "memo[infra]: {t}",
    "Worth keeping: {t} — confirmed twice",
)
# How it frames a multi-line fragment it pasted into a note.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Saved from this session for later:\n\n{t}",
    "```text\n{t}\n```",
    "### Observed output\n\n{t}\n\n_End of paste._",
    "{t}\n\n(kept as-is so the next session can compare)",
    "Pasted by the agent after the second attempt —\n\n{t}\n",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "@", "~/", "|", "%", "//")

build = KindCorpus(
    "lookalike6",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=25,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
