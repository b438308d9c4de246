"""The twentieth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets,
set in a month (May 2027) of memory notes a coding agent keeps for a developer at an invented
e-commerce and marketing agency in Lyon.

Written without reading the scrubber, its tests or the other corpora (only the shared
``holdout_corpus`` API and lookalike3's ``cases``, ``gen`` and ``true_secrets`` modules were
read, for the module shape). It is a held-out evaluation only: ``cases("holdout")`` returns
every case, secret cases first, and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike20:holdout:<kind>``. A
benign case has no ``secrets`` and must come out of the scrubber byte-identical; a secret case
lists in ``secrets`` the exact substrings (16 characters or more) that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike20.benign_ids import IDS
from tests.redact.lookalike20.benign_notes import NOTES
from tests.redact.lookalike20.benign_public import PUBLIC
from tests.redact.lookalike20.benign_web import WEB
from tests.redact.lookalike20.gen import DASH5, Kind, render, secret_parts
from tests.redact.lookalike20.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PUBLIC + IDS + WEB + NOTES

# Where the agent's notes put a one-line text, and a multi-line one.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "NB : {t}",
    "- [ ] {t}",
    "> {t}",
    "메모: {t}",
    "Nota: {t}",
    "| {t} |",
    "<!-- {t} -->",
    "{t}  (vu en session, à revérifier)",
    "Uwaga: {t}",
    "TODO: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "```\n{t}\n```",
    "Pasted from the terminal:\n\n```console\n{t}\n```",
    "<!--\n{t}\n-->",
    "<details>\n<summary>raw</summary>\n\n{t}\n\n</details>",
    "### Notes du jour\n\n{t}\n",
    "{t}\n\n(à nettoyer plus tard)",
    "Appunti:\n\n{t}",
    "메모:\n{t}",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("$ ", "{", "[", "<", "|", "```", DASH5, "#", "define(", "-- ", "jobs:", "env:", '"')

build = KindCorpus(
    "lookalike20",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
