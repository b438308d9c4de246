"""Look-alike corpus 48: one ``holdout`` split of benign look-alikes and secrets.

Written blind: its author read only ``tests/redact/holdout_corpus.py`` and three files of
``tests/redact/lookalike3`` (for the shape of a corpus package), never the scrubber or its
tests. ``cases("holdout")`` returns every case (secret cases first) and ``cases("dev")``
returns an empty tuple.

Setting: April 2031, notes kept for a backend engineer at LumbungPay, an invented e-wallet
and super-app in Jakarta with a team in Ho Chi Minh City (Indonesian, Vietnamese, English).
A benign case has no ``secrets`` and must come out of the scrubber byte-identical; a secret
case lists in ``secrets`` the exact substrings that must not survive (each body line of 16+
characters for a key block).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike48.benign_cloud import CLOUD
from tests.redact.lookalike48.benign_payments import PAYMENTS
from tests.redact.lookalike48.benign_text import TEXT
from tests.redact.lookalike48.gen import Kind, render, secrets_of
from tests.redact.lookalike48.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + CLOUD + TEXT

# Where a memory note would put a text, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Catatan: {t}",
    "Ghi chú: {t}",
    "• {t}",
    "{t}  (sesi debugging 2031-04-08)",
    "> {t}",
    "Lưu ý cho lần sau: {t}",
    "- [ ] {t}",
    "Remember: {t}",
    "[payments] {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Disalin apa adanya dari terminal:\n\n{t}",
    "```\n{t}\n```",
    "Trích từ log ca trực:\n\n{t}",
    "{t}\n\n(sumber: thread #payments-oncall, 2031-04-11)",
    "#### Referensi\n\n{t}\n",
    "<details><summary>chi tiết</summary>\n\n{t}\n\n</details>",
    "Kept from the HCM handover call:\n{t}",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", "apiVersion", "@")

build = KindCorpus(
    "lookalike48",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
