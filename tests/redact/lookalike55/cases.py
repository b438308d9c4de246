"""The fifty-fifth look-alike corpus: one ``holdout`` split of benign look-alikes and
secrets from the memory notes of a platform engineer at an invented Dutch-German grid
operator (Gelderwerk Netbeheer, Arnhem, with a team in Essen), June 2032.

Written blind: without reading the scrubber, its tests or other corpora (see README.md).
It is a held-out evaluation only: ``cases("holdout")`` returns every case (secret cases
first) and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike55:holdout:<kind>``, so
the corpus is the same on every run. A benign case has no ``secrets`` and must come out of
the scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that
must not survive (for a multi-line key, each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike55.benign_azure import AZURE
from tests.redact.lookalike55.benign_grid import GRID
from tests.redact.lookalike55.benign_ops import OPS
from tests.redact.lookalike55.benign_payments import PAYMENTS
from tests.redact.lookalike55.gen import Kind, render, secret_lines
from tests.redact.lookalike55.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = GRID + PAYMENTS + AZURE + OPS

# Where the engineer's notes put a text, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Notitie: {t}",
    "- {t}",
    "Gelernt: {t}",
    "{t}  (uit de overdracht van de storingsdienst)",
    "> {t}",
    "Zur Erinnerung: {t}",
    "Follow-up: {t}",
    "* [ ] nachprüfen: {t}",
    "{t}  — gezien tijdens de AKS-migratie, juni 2032",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Uit de terminal:\n\n{t}",
    "```text\n{t}\n```",
    "Aus dem Chat mit dem Essener Team:\n\n{t}\n",
    "<details><summary>log</summary>\n\n{t}\n\n</details>",
    "### Snippet\n\n{t}",
    "{t}\n\n(bewaard voor de volgende sessie)",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", "+ ", "apiVersion:", "~/")

build = KindCorpus(
    "lookalike55",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_lines,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
