"""The twenty-second look-alike corpus: one ``holdout`` split of secrets and benign
look-alikes from the memory notes of a platform engineer at an invented crypto custody and
staking company (Zug and Singapore, November 2027).

Written blind: without reading the scrubber, its tests or the other corpora (only the shared
``holdout_corpus`` API and lookalike3's ``cases``/``gen``/``true_secrets`` for the package
shape). ``cases("holdout")`` returns every case, secret cases first; ``cases("dev")`` returns
an empty tuple. A benign case has no ``secrets`` and must come out of the scrubber
byte-identical; a secret case lists in ``secrets`` the exact substrings that must not
survive (for a multi-line key, each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike22.benign_chain import CHAIN
from tests.redact.lookalike22.benign_ops import OPS
from tests.redact.lookalike22.benign_text import TEXT
from tests.redact.lookalike22.gen import Kind, render, secret_parts
from tests.redact.lookalike22.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = CHAIN + OPS + TEXT

# Where the team's notes put a text: English, German and Mandarin, as the notes are kept.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Gelernt: {t}",
    "- {t}",
    "备注：{t}",
    "{t}  (aus der Session vom 2027-11-04)",
    "> {t}",
    "Note to self: {t}",
    "<!-- mem: staking-ops -->\n{t}",
    "* [ ] nachprüfen: {t}",
    "{t} — 已确认",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Aus dem Terminal kopiert:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>Auszug</summary>\n\n{t}\n\n</details>",
    "{t}\n\n来源：值班记录（新加坡）",
    "### Kontext\n\n{t}\n",
    "On-call handover, Zug → Singapore:\n\n{t}",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = (
    "---",
    "$ ",
    "{",
    "[",
    "<",
    "-----",
    "#",
    "```",
    "@",
    "~/",
    "apiVersion:",
    "users:",
    "clusters:",
    "receivers:",
    "env:",
    "auth:",
    "remoteRef:",
    "seal ",
    "backend ",
    "provider ",
    "NAME ",
    "|",
)

build = KindCorpus(
    "lookalike22",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
