"""The lookalike81 corpus: one ``holdout`` split of true secrets and benign look-alikes.

Written by a helper session that never read the scrubber or its tests, following
``/work/briefs/lookalike81.md``. The setting is May 2037 at Haneul Pixel, an invented
Korean-Taiwanese mobile game studio; the notes are in Korean, Traditional Chinese and English.

Every value comes from a ``random.Random`` seeded with ``lookalike81:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists the exact substrings that must not survive
(see ``gen.secrets_of``). ``cases("holdout")`` returns every case, secret cases first;
``cases("dev")`` returns an empty tuple.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike81.benign_payments import PAYMENTS
from tests.redact.lookalike81.benign_platform import PLATFORM
from tests.redact.lookalike81.benign_text import TEXT
from tests.redact.lookalike81.gen import Kind, render, secrets_of
from tests.redact.lookalike81.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT
KINDS: tuple[Kind, ...] = SECRETS + BENIGN

# Where a live-ops memory note puts a one-line text, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "메모: {t}",
    "備註：{t}",
    "{t}  (5/14 정산 이슈 때 확인)",
    "* [ ] {t}",
    "> {t}",
    "{t} ← 台北團隊回報",
    "Note to self: {t}",
    "### 오늘 배운 것\n{t}",
    "**重要** {t}",
    "{t}\n<!-- hp-memory: live-ops -->",
)
# Where it puts a block of several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "원문 그대로 붙여둠:\n\n{t}",
    "~~~text\n{t}\n~~~",
    "<details><summary>펼치기 / 展開</summary>\n\n{t}\n\n</details>",
    "{t}\n\n— 출처: 5월 장애 대응 디스코드 스레드",
    "## 紀錄\n\n{t}\n",
    "{t}\n\n(다음 세션에서 이어서 볼 것)",
)
# A text that already starts like a document, command or block is only framed after itself.
_MARKED: tuple[str, ...] = (
    "---",
    "$ ",
    "{",
    "[",
    "<",
    "#",
    "```",
    "~/",
    "//",
    "|",
    '"',
    "apiVersion:",
    "pipeline {",
    "provider ",
    "resource ",
    "data ",
    "curl ",
    "kubectl ",
    "gcloud ",
    "docker ",
    "git ",
    "mysql ",
    "redis-cli ",
    "ugs ",
    "java ",
    "oauth2-proxy ",
    "echo ",
    "export ",
    "bq ",
    "POST ",
    "containers:",
    "env:",
    "stringData:",
    "traceparent:",
)

build = KindCorpus(
    "lookalike81",
    KINDS,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
