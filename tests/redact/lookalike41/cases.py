"""The forty-first look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written blind (without reading the scrubber, its tests or other corpora); the ``Case`` record,
the frame rule and the build loop are those of ``tests/redact/holdout_corpus.py``. It is a
held-out evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Setting: February 2030, memory notes of a developer at Kawasemi Commerce, an invented online
retailer and logistics company in Osaka with a team in Taipei. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive (for a multi-line key, each body line
of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike41.benign_cloud import CLOUD
from tests.redact.lookalike41.benign_commerce import COMMERCE
from tests.redact.lookalike41.benign_text import TEXT
from tests.redact.lookalike41.gen import Kind, render, secrets_of
from tests.redact.lookalike41.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = COMMERCE + CLOUD + TEXT

# Frames put a text where the memory note would have it, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "メモ: {t}",
    "備註：{t}",
    "- [ ] 要確認 {t}",
    "{t}（2030-02 の障害対応より）",
    "> [!IMPORTANT]\n> {t}",
    "* 2030-02-14 大阪: {t}",
    "Note to self: {t}",
    "<!-- 記憶: 物流 -->\n{t}",
    "{t}  ← 台北組 2/12 會議",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "貼り付け（そのまま）:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>原文</summary>\n\n{t}\n\n</details>",
    "{t}\n\n出處：台北組 Slack #ops-tw 的討論",
    "### 参考\n\n{t}\n",
    "Kept from the 2030-02-14 session:\n{t}",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "@", "~/", "|", '"', "//", "  ")

build = KindCorpus(
    "lookalike41",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
