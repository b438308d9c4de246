"""The ``lookalike51`` corpus: one ``holdout`` split of benign look-alikes and secrets.

Memory notes of a backend engineer at an invented endpoint-security SaaS (Tel Aviv, with a
team in Kyiv), October 2031. Written without reading the scrubber, its tests or other
corpora. ``cases("holdout")`` returns every case (secret cases first); ``cases("dev")``
returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike51:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must not
survive (for a multi-line key, each body line of 16 or more characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike51.benign_ids import IDS
from tests.redact.lookalike51.benign_infra import INFRA
from tests.redact.lookalike51.benign_iocs import IOCS
from tests.redact.lookalike51.benign_text import TEXT
from tests.redact.lookalike51.gen import Kind, render, split_key_lines
from tests.redact.lookalike51.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = IDS + IOCS + INFRA + TEXT

# Where a note puts a text, in the team's languages (English, Hebrew, Ukrainian).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "נלמד: {t}",
    "Запам'ятати: {t}",
    "- {t}",
    "Note (Oct 2031): {t}",
    "* {t} — מהסשן של יום שלישי",
    "{t}  // з розбору інциденту",
    "> {t}",
    "<!-- kyiv-oncall -->\n{t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "מהטרמינל (הועתק כמו שהוא):\n\n{t}",
    "```text\n{t}\n```",
    "Фрагмент з логів:\n\n{t}\n",
    "{t}\n\n— kept for the next session",
    "### הערה\n\n{t}",
    "<details><summary>raw</summary>\n\n{t}\n\n</details>",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "PS> ", "{", "[", "<", "-----", "#", "```", "|", "~/", '"', "rule ")

build = KindCorpus(
    "lookalike51",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=split_key_lines,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
