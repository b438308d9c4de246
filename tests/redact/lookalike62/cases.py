"""Look-alike corpus 62: one ``holdout`` split of true secrets and benign look-alikes.

Written blind (without reading the scrubber, its tests or other corpora) for memory notes
kept by a platform engineer at Kōwhai & Brigalow Rural, an invented rural insurance and
weather-data company in Brisbane with a team in Christchurch, in August 2033. It is a
held-out evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike62:holdout:<kind>``, so
the corpus is the same on every run. A benign case has no ``secrets`` and must come out of
the scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that
must not survive (a multi-line key is listed line by line, lines of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike62.benign_business import BUSINESS
from tests.redact.lookalike62.benign_cloud import CLOUD
from tests.redact.lookalike62.benign_field import FIELD
from tests.redact.lookalike62.benign_text import TEXT
from tests.redact.lookalike62.gen import Kind, render, secrets_of_lines
from tests.redact.lookalike62.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BUSINESS + CLOUD + FIELD + TEXT

# Where a memory note would put a text, in English and te reo Māori.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Note to self: {t}",
    "Kia mahara: {t}",
    "- {t}",
    "{t}  (from the Christchurch stand-up, Aug 2033)",
    "> [!IMPORTANT]\n> {t}",
    "<!-- memory: platform -->\n{t}",
    "He tuhipoka mō āpōpō: {t}",
    "Remember next on-call: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pasted from the terminal:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>Ngā taipitopito / details</summary>\n\n{t}\n\n</details>",
    "{t}\n\n— kept from the 14 Aug 2033 on-call shift",
    "### Kōrero / context\n\n{t}\n",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "~/", "|", "//")

build = KindCorpus(
    "lookalike62",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of_lines,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
