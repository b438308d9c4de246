"""The thirty-eighth look-alike corpus: one ``holdout`` split of benign look-alikes and
secrets from the memory notes of a data engineer at an invented hospital network in Madrid
(Red Hospitalaria Almudena, HRA) with a clinical lab in Guadalajara, Mexico.

Written without reading the scrubber or its tests. It is a held-out evaluation only:
``cases("holdout")`` returns every case (secret cases first) and ``cases("dev")`` returns an
empty tuple. Every value comes from a ``random.Random`` seeded with the kind's name, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (a multi-line key body is listed line by line, lines of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike38.benign_clinical import CLINICAL
from tests.redact.lookalike38.benign_platform import PLATFORM
from tests.redact.lookalike38.benign_security import SECURITY
from tests.redact.lookalike38.gen import Kind, render, secrets_of
from tests.redact.lookalike38.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = CLINICAL + PLATFORM + SECURITY

# Frames put a text where a memory note would have it, in the team's languages (Spanish,
# Catalan, Basque, English).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Aprendido: {t}",
    "- {t}",
    "Oharra: {t}",
    "{t}  ← sesión de depuración del 2029-08-14",
    "> **Ojo:** {t}",
    "<!-- memoria: integraciones -->\n{t}",
    "Recordatori per a la propera sessió: {t}",
    "* [ ] revisar: {t}",
    "Note to self (Aug 2029): {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Contexto (copiado tal cual):\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>fragment</summary>\n\n{t}\n\n</details>",
    "{t}\n\nIturria: terminaleko historia, hurrengo saiorako gordeta",
    "### Referència\n\n{t}\n",
    "Guardia del 2029-08-09, lo que vi:\n{t}",
)
# A text that already starts like a document, command, message or block is only framed after.
_MARKED = (
    "---",
    "$ ",
    "{",
    "[",
    "<",
    "-----",
    "#",
    "```",
    "MSH|",
    "H|",
    "|",
    '"',
    "~/",
    "(00",
)

build = KindCorpus(
    "lookalike38",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
