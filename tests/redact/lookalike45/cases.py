"""The forty-fifth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Memory notes of a developer on the digital channels team of an invented Geneva private bank
(Banque Lémanis SA) with a team in Porto, October 2030. Written without reading the scrubber
or its tests; the ``Case`` record and the build loop are those of
``tests/redact/holdout_corpus.py``. It is a held-out evaluation only: ``cases("holdout")``
returns every case (secret cases first) and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike45:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (each body line of 16+ characters for a multi-line key).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike45.benign_azure import AZURE
from tests.redact.lookalike45.benign_banking import BANKING
from tests.redact.lookalike45.benign_devops import DEVOPS
from tests.redact.lookalike45.benign_text import TEXT
from tests.redact.lookalike45.gen import Kind, render, secrets_of
from tests.redact.lookalike45.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BANKING + AZURE + DEVOPS + TEXT

# Where the team's notes put a text, in the languages the team writes.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Note : {t}",
    "- {t}",
    "Merke: {t}",
    "Nota: {t}",
    "{t}  (vu en recette, oct. 2030)",
    "* [ ] à vérifier : {t}",
    "> {t}",
    "Aprendido hoje: {t}",
    "{t} — Stand 14.10.2030",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Extrait du terminal :\n\n{t}",
    "```text\n{t}\n```",
    "Auszug aus dem Ticket EBK-4127:\n\n{t}\n",
    "{t}\n\n(copiado da sessão de ontem com a equipa do Porto)",
    "### Contexte\n\n{t}\n",
    "<details><summary>log</summary>\n\n{t}\n\n</details>",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("---", "$ ", "{", "[", "<", "#", "```", "@", "|", "~/", "/", ":", '"')

build = KindCorpus(
    "lookalike45",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
