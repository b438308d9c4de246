"""The thirty-fifth look-alike corpus: one ``holdout`` split of secrets and benign look-alikes.

Written without reading the scrubber or its tests. The setting is February 2029: memory
notes a coding agent keeps for a backend engineer at QalbuBet, an invented sportsbook
licensed in Malta with a team in Belgrade (notes in English, Serbian in Latin and Cyrillic
script, a little Maltese). It is a held-out evaluation only: ``cases("holdout")`` returns
every case (secret cases first) and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike35:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (a multi-line key lists each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike35.benign_domain import DOMAIN
from tests.redact.lookalike35.benign_ops import OPS
from tests.redact.lookalike35.benign_text import TEXT
from tests.redact.lookalike35.gen import Kind, render, secrets_of
from tests.redact.lookalike35.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = DOMAIN + OPS + TEXT

# Where a memory note puts a text, in the team's languages (English, Serbian Latin and
# Cyrillic, Maltese).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Napomena: {t}",
    "{t}  (iz sesije 2029-02-11)",
    "Напомена: {t}",
    "Nota: {t}",
    "{t} — provereno u februaru 2029",
    "> {t}",
    "* [ ] {t}",
    "**Zapamti:** {t}",
    "<!-- qbk-memory: backend -->\n{t}",
    "Tfakkar: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Iz terminala:\n\n{t}",
    "Из лога:\n\n```\n{t}\n```",
    "```text\n{t}\n```",
    "{t}\n\n(kopirano iz Slack-a, #sbk-backend)",
    "### Noti\n\n{t}\n",
    "<details><summary>ispis</summary>\n\n{t}\n\n</details>",
    "{t}\n\nSors: runbook tal-on-call, Frar 2029",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "@", "~/", "|")

build = KindCorpus(
    "lookalike35",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
