"""The twenty-seventh look-alike corpus: one ``holdout`` split of secrets and benign
look-alikes from the memory notes of a law firm's IT team (Milan and Athens, January 2028).

Written without reading the scrubber or its tests. It is a held-out evaluation only:
``cases("holdout")`` returns every case (secret cases first) and ``cases("dev")`` returns an
empty tuple. Every value comes from a ``random.Random`` seeded with
``lookalike27:holdout:<kind>``, so the corpus is the same on every run. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive (each body line of 16+ characters for
a multi-line key).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike27.benign_legal import BENIGN_LEGAL
from tests.redact.lookalike27.benign_platform import BENIGN_PLATFORM
from tests.redact.lookalike27.gen import Kind, render, secrets_of
from tests.redact.lookalike27.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BENIGN_LEGAL + BENIGN_PLATFORM

# Frames put a text where the team's memory notes would have it, in Italian, Greek and
# English.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Nota: {t}",
    "- {t}",
    "Σημείωση: {t}",
    "{t}  (verificato il 2028-01-14)",
    "* [x] {t}",
    "Da ricordare — {t}",
    "{t} ← ticket IT-4471",
    "Remember: {t}",
    "> {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Copiato dal terminale:\n\n{t}",
    "```text\n{t}\n```",
    "Από το αρχείο καταγραφής:\n\n{t}\n",
    "{t}\n\n_(incollato da Teams, 2028-01-09)_",
    "### Appunti\n\n{t}",
    "<details><summary>dettagli</summary>\n\n{t}\n\n</details>",
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
    "@",
    "~/",
    "|",
    "/",
    '"',
    "!",
)

build = KindCorpus(
    "lookalike27",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
