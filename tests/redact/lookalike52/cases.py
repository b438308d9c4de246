"""The ``lookalike52`` corpus: one ``holdout`` split of secrets and benign look-alikes.

Memory notes of a developer on the mobile banking team of an invented Canadian credit union
(Caisse Bellerive, Montréal, with a team in Halifax), December 2031. Written without reading
the scrubber or its tests. ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike52:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists the exact substrings that must not survive (for
a multi-line key, each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike52.benign_banking import BANKING
from tests.redact.lookalike52.benign_platform import PLATFORM
from tests.redact.lookalike52.benign_text import TEXT
from tests.redact.lookalike52.gen import Kind, render, secret_parts
from tests.redact.lookalike52.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BANKING + PLATFORM + TEXT

# Where the team's notes put a text, in French and English.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Noté : {t}",
    "- {t}",
    "Retenu de la session du 2031-12-09 : {t}",
    "{t}  (vu avec l'équipe de Halifax)",
    "> **À retenir**\n> {t}",
    "<!-- mémoire : mobile-banking -->\n{t}",
    "Reminder for next session: {t}",
    "* [ ] vérifier : {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Extrait (copié tel quel) :\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>trace</summary>\n\n{t}\n\n</details>",
    "{t}\n\nSource : terminal, gardé pour la prochaine session",
    "#### Référence — déc. 2031\n\n{t}\n",
    "Pasted from the Halifax stand-up thread:\n\n{t}",
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
    "|",
    ";",
    "apiVersion",
    ">>>",
    "GROUP ",
    "NAME ",
    "HTTP/",
    "POST ",
    "GET ",
)

build = KindCorpus(
    "lookalike52",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
