"""The thirty-second look-alike corpus: one ``holdout`` split of benign look-alikes and
secrets from the memory notes of a build/tools engineer at a game studio in Kraków (Sowa
Interactive) working with an outsourcing team in Manila, September 2028.

Written without reading the scrubber or its tests. It is a held-out evaluation only:
``cases("holdout")`` returns every case (secret cases first) and ``cases("dev")`` returns an
empty tuple. Every value comes from a ``random.Random`` seeded with the kind's name, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (for a multi-line key, each body line of 16 or more characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike32.benign_ids import IDS
from tests.redact.lookalike32.benign_ops import OPS
from tests.redact.lookalike32.benign_text import TEXT
from tests.redact.lookalike32.gen import Kind, render, secrets_of
from tests.redact.lookalike32.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = IDS + OPS + TEXT

# Frames put a text where the engineer's memory note would have it, in Polish, Filipino
# and English.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Zapamiętać: {t}",
    "Tandaan: {t}",
    "• {t}",
    "{t}  (notatka z 2028-09-12, sync z Manilą)",
    "> {t}",
    "Nota mula kay Paolo: {t}",
    "Gotcha from the Steam upload saga: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Skopiowane z terminala:\n\n{t}",
    "```text\n{t}\n```",
    "Kinopya mula sa Slack thread ng Manila team:\n\n{t}",
    "{t}\n\n— wklejone podczas debugowania pipeline'u Steam, wrzesień 2028",
    "#### Ściąga\n\n{t}\n",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", '"', "|", "~/", "//", "\\\\")

build = KindCorpus(
    "lookalike32",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
