"""Look-alike corpus 61: one ``holdout`` split of benign look-alikes and secrets.

Setting: June 2033, memory notes kept for a site-reliability engineer at Dunavia banka, a.s.,
an invented Czech-Slovak online bank in Bratislava with a team in Ostrava. Written blind:
without reading the scrubber, its tests, its docs or the other corpora. ``cases("holdout")``
returns every case (secret cases first); ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike61:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (a multi-line key body line by line, each line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike61.benign_ops import OPS
from tests.redact.lookalike61.benign_payments import PAYMENTS
from tests.redact.lookalike61.benign_platform import PLATFORM
from tests.redact.lookalike61.gen import Kind, render, secret_lines
from tests.redact.lookalike61.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + OPS

# Where the SRE's memory notes put a text: Slovak, Czech and English line and block frames.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Poznámka: {t}",
    "Zjištěno (Ostrava): {t}",
    "- [x] {t}",
    "{t}  (overené 2033-06-14)",
    "> {t}",
    "Gotcha: {t}",
    "<!-- sre-notes: ops -->\n{t}",
    "Na budúce: {t}",
    "* {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Výstup z terminálu:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>Podrobnosti</summary>\n\n{t}\n\n</details>",
    "{t}\n\n_Zdroj: incident review, Ostrava_",
    "### Záznam\n\n{t}\n",
    "Kopie z chatu s týmem:\n\n{t}",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("---", "-----", "{", "[", "<", "#", "```", "|", "+-", "~/", "$ ", "\t")

build = KindCorpus(
    "lookalike61",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_lines,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
