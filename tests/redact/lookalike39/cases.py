"""The thirty-ninth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets
from the memory notes of a smart-lock firmware and cloud developer (Seoul / Shenzhen, 2029).

Written without reading the scrubber or its tests. It is a held-out evaluation only:
``cases("holdout")`` returns every case (secret cases first) and ``cases("dev")`` returns an
empty tuple. Every value comes from a ``random.Random`` seeded with the kind's name, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists the exact substrings that must not survive (a
multi-line key lists each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike39.benign_cloud import CLOUD
from tests.redact.lookalike39.benign_device import DEVICE
from tests.redact.lookalike39.benign_notes import NOTES
from tests.redact.lookalike39.gen import Kind, render, secret_parts
from tests.redact.lookalike39.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = DEVICE + CLOUD + NOTES

# Frames put a text where a memory note would have it, in the team's languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "메모: {t}",
    "备注：{t}",
    "- [ ] {t}",
    "{t}  (2029-10-14 디버깅 세션)",
    "> {t}",
    "✔ {t}",
    "Note to self: {t}",
    "<!-- 深圳产线 -->\n{t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "붙여넣은 원문:\n\n{t}",
    "```text\n{t}\n```",
    "### 参考\n\n{t}\n",
    "{t}\n\n출처: 터미널 스크롤백 (2029-10)",
    "<details><summary>로그 / 日志</summary>\n\n{t}\n\n</details>",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", "~/", "/")

build = KindCorpus(
    "lookalike39",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
