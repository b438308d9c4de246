"""The thirty-fourth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Memory notes of an IoT/platform engineer at Tāwhana Agritech (invented; Hamilton, New Zealand,
with a team in Temuco, Chile), December 2028. Written without reading the scrubber or its
tests. ``cases("holdout")`` returns every case (secret cases first); ``cases("dev")`` returns
an empty tuple. Every value comes from a ``random.Random`` seeded with
``lookalike34:holdout:<kind>``, so the corpus is the same on every run.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike34.benign_farm import BENIGN_FARM
from tests.redact.lookalike34.benign_lorawan import BENIGN_LORAWAN
from tests.redact.lookalike34.benign_platform import BENIGN_PLATFORM
from tests.redact.lookalike34.benign_text import BENIGN_TEXT
from tests.redact.lookalike34.gen import Kind, render, secrets_of
from tests.redact.lookalike34.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BENIGN_LORAWAN + BENIGN_FARM + BENIGN_PLATFORM + BENIGN_TEXT

# Where the engineer's memory notes put a text, in English, Spanish and te reo Māori.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Nota: {t}",
    "Kia mahara: {t}",
    "- [ ] {t}",
    "{t}  (visto en el turno de Temuco)",
    "> {t}",
    "Lesson learned — {t}",
    "**Mōhiohio:** {t}",
    "Pendiente para la próxima sesión: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pegado tal cual desde la terminal:\n\n{t}",
    "```text\n{t}\n```",
    "### Tuhinga (field notes)\n\n{t}\n",
    "{t}\n\n— copied from #ops-temuco, kept for the next session",
    "~~~\n{t}\n~~~",
    "> Contexto / horopaki:\n\n{t}",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "~/", "|", "//")

build = KindCorpus(
    "lookalike34",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
