"""The sixty-third look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written blind: without reading the scrubber, its tests or other corpora (only the shared
``holdout_corpus`` API and the shape of ``lookalike3``). ``cases("holdout")`` returns every
case, secret cases first; ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded ``lookalike63:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (for a multi-line key, each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike63.benign_payments import PAYMENTS
from tests.redact.lookalike63.benign_platform import PLATFORM
from tests.redact.lookalike63.benign_text import TEXT
from tests.redact.lookalike63.gen import Kind, render, secrets_of
from tests.redact.lookalike63.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a memory note of this team would put a text, in Vietnamese, Thai and English.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Ghi nhớ: {t}",
    "- {t}",
    "บันทึก: {t}",
    "Note to self: {t}",
    "{t}  (ca trực 2033-10-14)",
    "> {t}",
    "* [x] {t}",
    "TODO(khoa): {t}",
    "<!-- memory: payments -->\n{t}",
    "{t} — จากทีมเชียงใหม่",
    "Lưu ý cho lần sau: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Đoạn trích từ terminal:\n\n{t}",
    "```text\n{t}\n```",
    "### Ghi chú sự cố\n\n{t}\n",
    "{t}\n\n(ที่มา: กลุ่ม LINE ของทีมเชียงใหม่)",
    "<details><summary>log</summary>\n\n{t}\n\n</details>",
    "Context, copied as is:\n{t}\n— 2033-10-09",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "~/", "|", "apiVersion", ">")

build = KindCorpus(
    "lookalike63",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
