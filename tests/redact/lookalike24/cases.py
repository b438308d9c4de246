"""The twenty-fourth look-alike corpus: one ``holdout`` split of secrets and benign
look-alikes from the memory notes of an OT/IT integration engineer at an invented Finnish
electricity and water utility (Järvilaakson Energia ja Vesi Oy) working with a vendor team
in Valencia. Written without reading the scrubber, its tests or any other corpus.

``cases("holdout")`` returns every case, secret cases first; ``cases("dev")`` returns ``()``.
Every value comes from a ``random.Random`` seeded with ``lookalike24:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists the exact substrings that must not survive (a
multi-line key body is listed line by line, lines of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike24.benign_it import IT
from tests.redact.lookalike24.benign_ot import OT
from tests.redact.lookalike24.gen import Kind, render, secrets_by_line
from tests.redact.lookalike24.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = OT + IT

# Where the engineer's notes put a one-line text (Finnish, Swedish, Spanish, English).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Opittu: {t}",
    "• {t}",
    "Nota: {t}",
    "{t}  (muistiinpano 2027-08-12)",
    "Obs! {t}",
    "> {t}",
    "Seuraavalla kerralla: {t}",
    "{t} — según Iker, equipo de Valencia",
    "- [x] {t}",
    "Huom. {t}",
)
# Where they put a multi-line text.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Kopioitu sellaisenaan:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>Registro</summary>\n\n{t}\n\n</details>",
    "{t}\n\nLähde: vuoronvaihtopalaveri, elokuu 2027",
    "### Anteckning\n\n{t}\n",
    "Copiado del ticket de Levante:\n\n{t}",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "PS> ", "C:\\>", "{", "[", "<", "-----", "#", "```", "~/", "/")

build = KindCorpus(
    "lookalike24",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_by_line,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
