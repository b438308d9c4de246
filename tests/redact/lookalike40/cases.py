"""Look-alike corpus 40: one ``holdout`` split of benign look-alikes and secrets.

Setting: December 2029, the memory notes a coding agent keeps for a backend engineer on the
ticketing and real-time data team of an invented Santiago de Chile transit agency
(TransAndes Metropolitano, "TAM") whose AVL/CAD vendor team sits in Bogotá. Written
without reading the scrubber or its tests. ``cases("holdout")`` returns every case (secret
cases first) and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike40:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (for a multi-line key, each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike40.benign_ops import OPS
from tests.redact.lookalike40.benign_payments import PAYMENTS
from tests.redact.lookalike40.benign_text import TEXT
from tests.redact.lookalike40.benign_transit import TRANSIT
from tests.redact.lookalike40.gen import Kind, render, secret_parts
from tests.redact.lookalike40.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = TRANSIT + PAYMENTS + OPS + TEXT

# Where a memory note of this team puts a text, in Spanish and English.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Aprendido: {t}",
    "• {t}",
    "Ojo: {t}",
    "{t}  (sesión del 2029-12-04)",
    "> [!TIP]\n> {t}",
    "<!-- memoria: recaudo -->\n{t}",
    "Note to self: {t}",
    "Pendiente para la próxima: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pegado tal cual desde la terminal:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>detalle</summary>\n\n{t}\n\n</details>",
    "{t}\n\n(copiado de la llamada con el equipo de Bogotá)",
    "#### Referencia\n\n{t}\n",
    "Snippet kept for the next session:\n\n{t}",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "~/", "apiVersion", "%", "|")

build = KindCorpus(
    "lookalike40",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
