"""Look-alike corpus 57: one ``holdout`` split of secrets and benign look-alikes from the
memory notes of a developer at an invented Mexican-Colombian ride-hailing and delivery app
(Guadalajara, with a team in Medellín), October 2032.

Written blind: without reading the scrubber, its tests or the other corpora. A held-out
evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple. Every value comes from a ``random.Random`` seeded
with ``lookalike57:holdout:<kind>``, so the corpus is the same on every run. A benign case
has no ``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive (each body line of 16+ characters
for a multi-line key).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike57.benign_build import BUILD
from tests.redact.lookalike57.benign_fiscal import FISCAL
from tests.redact.lookalike57.benign_payments import PAYMENTS
from tests.redact.lookalike57.benign_platform import PLATFORM
from tests.redact.lookalike57.benign_text import TEXT
from tests.redact.lookalike57.gen import Kind, render, secrets_of
from tests.redact.lookalike57.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = FISCAL + PAYMENTS + PLATFORM + BUILD + TEXT

# Where a memory note would put a text, in the team's languages (Spanish, English,
# Portuguese).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Nota: {t}",
    "• {t}",
    "Aprendido hoy: {t}",
    "{t}  (guardia del 2032-10-09)",
    "> **Ojo:** {t}",
    "Lembrete: {t}",
    "<!-- memoria: backend -->\n{t}",
    "- [ ] revisar con Medellín: {t}",
    "Gotcha: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Copiado tal cual de la terminal:\n\n{t}",
    "```text\n{t}\n```",
    "{t}\n\n— pegado durante la guardia, equipo Medellín",
    "### Referencia\n\n{t}\n",
    "Trecho do log (não editar):\n\n{t}",
    "<details><summary>detalle</summary>\n\n{t}\n\n</details>",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", "~/", '"', "//")

build = KindCorpus(
    "lookalike57",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
