"""The fifth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written without reading the scrubber, its documentation or the other corpora's kind files;
the ``Case`` fields and the public functions are those of ``tests/redact/lookalike3/cases.py``
so the same scorer can run this corpus. It is a held-out evaluation only:
``cases("holdout")`` returns every case and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike5:holdout:<kind>``, so the
corpus is the same on every run and adding a kind leaves the others unchanged. A benign case
has no ``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike5.benign_artifacts import ARTIFACTS
from tests.redact.lookalike5.benign_config import CONFIG
from tests.redact.lookalike5.benign_ids import IDS
from tests.redact.lookalike5.benign_teams import TEAMS
from tests.redact.lookalike5.benign_words import WORDS
from tests.redact.lookalike5.gen import Kind, render
from tests.redact.lookalike5.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = IDS + ARTIFACTS + CONFIG + TEAMS + WORDS

# Frames put a text where an agent's memory note would have it: a one-line remark or a
# pasted block with a short lead-in. The wording is this corpus's own.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Note to self: {t}",
    "* {t}",
    "Worth remembering: {t}",
    "{t} (found while pairing on the release branch)",
    "[memo] {t}",
    "Gotcha — {t}",
    "{t}\n\nNo action needed; recorded for context.",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Saved from the session:\n\n{t}",
    "```text\n{t}\n```",
    "{t}\n\n(kept so the next run does not have to rediscover this)",
    "### Snippet worth keeping\n\n{t}",
    "Observed output:\n\n{t}\n\n— end of paste",
)
# A text that already starts like a document, command, list or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", "- ", ">", "%", "~/")

build = KindCorpus(
    "lookalike5",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
