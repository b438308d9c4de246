"""The lookalike54 corpus: one ``holdout`` split of benign look-alikes and secrets from the
memory notes of a data engineer at an invented Nairobi/Addis Ababa agritech marketplace.

Written blind (without reading the scrubber or its tests). ``cases("holdout")`` returns
every case, secret cases first; ``cases("dev")`` returns an empty tuple. Every value comes
from a ``random.Random`` seeded with ``lookalike54:holdout:<kind>``, so the corpus is the
same on every run. A benign case has no ``secrets`` and must come out byte-identical; a
secret case lists in ``secrets`` the exact substrings that must not survive (for a
multi-line key, each body line of 16 or more characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike54.benign_payments import PAYMENTS
from tests.redact.lookalike54.benign_platform import PLATFORM
from tests.redact.lookalike54.benign_text import TEXT
from tests.redact.lookalike54.gen import Kind, render, secret_parts
from tests.redact.lookalike54.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a memory note would put a text, in the team's languages (English, Swahili, Amharic).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Kumbuka: {t}",
    "ማስታወሻ፦ {t}",
    "- [data-platform] {t}",
    "{t}  (from the Addis standup, April 2032)",
    "Nimejifunza: {t}",
    "> {t}",
    "<!-- kumbukumbu: mavuno-data -->\n{t}",
    "**Nairobi on-call:** {t}",
    "{t} — ከአዲስ አበባ ቡድን",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Imenakiliwa kutoka terminal:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>የተቀዳ ጽሑፍ</summary>\n\n{t}\n\n</details>",
    "{t}\n\n— pasted during the April 2032 Airflow migration",
    "### Marejeleo\n\n{t}\n",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", "~/")

build = KindCorpus(
    "lookalike54",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
