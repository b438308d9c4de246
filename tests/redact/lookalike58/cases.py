"""The fifty-eighth look-alike corpus: one ``holdout`` split of secrets and benign
look-alikes from the memory notes of a backend developer at a Poznań/Vilnius e-commerce
fulfilment company (December 2032).

Written without reading the scrubber or its tests; it uses the shared ``Case`` record and
build loop of ``tests/redact/holdout_corpus.py``. ``cases("holdout")`` returns every case,
secret cases first; ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike58:holdout:<kind>``, so
the corpus is the same on every run. A benign case has no ``secrets`` and must come out of
the scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that
must not survive (each body line of 16+ characters for a multi-line key).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike58.benign_domain import DOMAIN
from tests.redact.lookalike58.benign_infra import INFRA
from tests.redact.lookalike58.benign_text import TEXT
from tests.redact.lookalike58.gen import Kind, render, secrets_of
from tests.redact.lookalike58.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = DOMAIN + INFRA + TEXT

# Where a memory note would put a text, in the team's languages (Polish, Lithuanian,
# English).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Notatka: {t}",
    "Pastaba: {t}",
    "• {t}",
    "{t}  (z sesji debugowania, grudzień 2032)",
    "{t}  — iš Vilniaus komandos",
    "Do zapamiętania → {t}",
    "- [ ] sprawdzić jeszcze raz: {t}",
    "Remember for next session: {t}",
    "> {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Skopiowane z terminala:\n\n{t}",
    "Nukopijuota iš terminalo:\n\n```\n{t}\n```",
    "```text\n{t}\n```",
    "{t}\n\n(źródło: kanał #wms-backend, grudzień 2032)",
    "### Kontekst\n\n{t}\n",
    "<details><summary>log</summary>\n\n{t}\n\n</details>",
)
# A text that already starts like a document, command, table or block is framed after only.
_MARKED = ("---", "$ ", "{", "[", "<", "#", "```", "|", "~/", "-----", "+ ", "- ", '"')

build = KindCorpus(
    "lookalike58",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
