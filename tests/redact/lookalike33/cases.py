"""The look-alike corpus ``lookalike33``: one ``holdout`` split of secrets and benign
look-alikes from the memory notes of a marketplace backend developer (Ho Chi Minh City,
with a team in Bangkok; November 2028).

Written blind: without reading the scrubber, its rules, its tests or the other corpora.
``cases("holdout")`` returns every case, secret cases first; ``cases("dev")`` returns an
empty tuple. Every value comes from a ``random.Random`` seeded with
``lookalike33:holdout:<kind>``, so the corpus is the same on every run. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike33.benign_commerce import COMMERCE
from tests.redact.lookalike33.benign_infra import INFRA
from tests.redact.lookalike33.benign_messaging import MESSAGING
from tests.redact.lookalike33.benign_payments import PAYMENTS
from tests.redact.lookalike33.benign_text import TEXT
from tests.redact.lookalike33.gen import Kind, render, secrets_of
from tests.redact.lookalike33.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + MESSAGING + COMMERCE + INFRA + TEXT

# Where a memory note would put a text, in the team's languages (Vietnamese, Thai, English).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Ghi chú: {t}",
    "- {t}",
    "บันทึกไว้: {t}",
    "{t}  ← từ buổi debug 2028-11-07",
    "> {t}",
    "Note to self: {t}",
    "* [ops] {t}",
    "{t}  (ทีม BKK ขอให้จดไว้)",
    "Nhắc lần sau: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Copy nguyên văn từ terminal:\n\n{t}",
    "```text\n{t}\n```",
    "คัดลอกมาจาก log:\n\n{t}\n",
    "<details><summary>chi tiết</summary>\n\n{t}\n\n</details>",
    "{t}\n\n(nguồn: scrollback, giữ lại cho phiên sau)",
    "### Tham khảo\n\n{t}",
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
    "|",
    "//",
    "POST ",
    "GET ",
    "FROM ",
    "Traceback",
    "apiVersion:",
    "metadata:",
    "stringData:",
    "users:",
    "env:",
    "auth:",
    "mail:",
    "spring:",
    "geocoding:",
    "password_policy:",
    "output.",
    "firebaseConfig",
)

build = KindCorpus(
    "lookalike33",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
