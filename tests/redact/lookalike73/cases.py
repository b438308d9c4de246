"""The lookalike73 corpus: memory notes of a backend developer at Bếp Nhà Giao (June 2035).

Written blind, without reading the scrubber or its tests. One ``holdout`` split: 33 secret
kinds of 7 cases and 34 benign kinds of 11 cases; ``cases("dev")`` is empty by design.
Every value comes from a ``random.Random`` seeded with ``lookalike73:holdout:<kind>``, so
the corpus is the same in every process. A benign case has no ``secrets`` and must come out
of the scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that
must not survive (see ``gen.secrets_of``).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike73.benign_payments import PAYMENTS
from tests.redact.lookalike73.benign_platform import PLATFORM
from tests.redact.lookalike73.benign_text import TEXT
from tests.redact.lookalike73.gen import Kind, render, secrets_of
from tests.redact.lookalike73.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a memory note puts one line, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Ghi chú: {t}",
    "หมายเหตุ: {t}",
    "{t}  (ghi lại sau buổi debug với team Chiang Mai)",
    "Note to self: {t}",
    "* [ ] kiểm tra lại: {t}",
    "{t}  — จดไว้ตอน on-call สัปดาห์นี้",
    "**Nhớ:** {t}",
    "> [!NOTE]\n> {t}",
    "[2035-06] {t}",
    "Từ nhóm Zalo #backend: {t}",
)
# Where a memory note puts a block.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Đoạn này copy nguyên từ terminal:\n\n{t}",
    "~~~text\n{t}\n~~~",
    "<details><summary>ข้อมูลเพิ่มเติม</summary>\n\n{t}\n\n</details>",
    "{t}\n\n(kept for the next session; the Chiang Mai team asked for it)",
    "### Runbook snippet\n\n{t}\n",
    "Bối cảnh / บริบท:\n\n{t}",
)
# A text that already starts like a document, command or block is only framed after itself.
_MARKED = (
    "---",
    "$ ",
    "{",
    "[",
    "<",
    '"',
    "-----",
    "#",
    "```",
    "~~~",
    "|",
    "export ",
    "apiVersion",
    "resource ",
    "provider ",
    "data ",
    "variable ",
    "prometheus.",
    "services:",
    "FROM ",
    "POST ",
    "Running with",
    "Checking cache",
    "Uploading artifacts",
    "https://",
    "s3://",
    "arn:",
    "jdbc:",
    "ssh-",
    "ecdsa-",
)

build = KindCorpus(
    "lookalike73",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
