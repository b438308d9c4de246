"""The ``lookalike93`` corpus: memory notes of a full-stack developer at Qianhai Maker Export
(an invented Shenzhen cross-border e-commerce and hardware exporter, May 2039), in
Simplified Chinese and English. One ``holdout`` split of secrets and benign look-alikes.

Written blind (without reading the scrubber or its tests). ``cases("holdout")`` returns every
case, secret cases first; ``cases("dev")`` returns an empty tuple. Every value comes from a
``random.Random`` seeded with ``lookalike93:holdout:<kind>``, so the corpus is the same on
every run. A benign case has no ``secrets`` and must come out of the scrubber
byte-identical; a secret case lists the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike93.benign_payments import PAYMENTS
from tests.redact.lookalike93.benign_platform import PLATFORM
from tests.redact.lookalike93.benign_text import TEXT
from tests.redact.lookalike93.gen import Kind, render, secrets_of
from tests.redact.lookalike93.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a memory note of this team would put a text: bullets, check-lists, asides, quotes,
# in Chinese and English as the Shenzhen and Hangzhou teams write them.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "记一下：{t}",
    "- [ ] 跟进：{t}",
    "{t}  （来自 5 月联调记录）",
    "Note to self: {t}",
    "> 💡 {t}",
    "- **踩坑** {t}",
    "{t} <!-- qhm-memory 2039-05 -->",
    "杭州同事补充：{t}",
    "1. {t}",
    "TODO(2039-05): {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "### 备忘\n\n{t}",
    "```text\n{t}\n```",
    "<details>\n<summary>原始记录 / raw</summary>\n\n{t}\n\n</details>",
    "{t}\n\n（来源：深圳值班群，2039-05）",
    "Pasted from the terminal during the incident:\n\n{t}\n",
    "## Session notes — Qianhai Maker Export\n\n{t}\n\n—— end of snippet",
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
    "~/",
    "|",
    '"',
    "apiVersion:",
    "pipeline {",
    "curl ",
    "git ",
    "mysql ",
    "redis-cli ",
    "kubectl ",
    "aliyun ",
    "aws ",
    "tccli ",
    "docker ",
    "java ",
    "openssl ",
    "export ",
    "echo ",
    "-D",
    ".env",
    ".workflow",
)

build = KindCorpus(
    "lookalike93",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = [
    "SPLITS",
    "Case",
    "Split",
    "benign_cases",
    "build",
    "cases",
    "kinds",
    "secret_cases",
]
