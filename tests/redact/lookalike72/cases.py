"""The ``lookalike72`` corpus: one ``holdout`` split of secrets and benign look-alikes from
the memory notes of a full-stack developer at Sakura Kaigo Link (an invented Japanese-Korean
elder-care scheduling and billing SaaS, Fukuoka and Busan, April 2035).

Written blind by a helper session that never read the scrubber or its tests. It is a
held-out evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple. Every value comes from a ``random.Random`` seeded
with ``lookalike72:holdout:<kind>``, so the corpus is the same on every run. A benign case has
no ``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive (see ``gen.secrets_of``).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike72.benign_payments import BENIGN_PAYMENTS
from tests.redact.lookalike72.benign_platform import BENIGN_PLATFORM
from tests.redact.lookalike72.benign_text import BENIGN_TEXT
from tests.redact.lookalike72.gen import Kind, render, secrets_of
from tests.redact.lookalike72.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BENIGN_PAYMENTS + BENIGN_PLATFORM + BENIGN_TEXT

# Where a note in Japanese, Korean or English would put a one-line text ...
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "メモ: {t}",
    "{t}  ← 2035-04 の障害対応で確認",
    "참고: {t}",
    "* [ ] {t}",
    "> {t}",
    "{t} (부산 팀 공유)",
    "2035-04-11 作業ログ: {t}",
    "Note to self: {t}",
    "{t}  <!-- kaigo-memory: billing -->",
    "**覚え書き** {t}",
    "오늘 배운 것: {t}",
)
# ... and a text of several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "### 작업 메모\n\n{t}",
    "以下、ターミナルからそのままコピー:\n\n{t}",
    "```text\n{t}\n```",
    "{t}\n\n(출처: 2035-04-09 온콜 인수인계)",
    "<details><summary>ログ全文</summary>\n\n{t}\n\n</details>",
    "{t}\n\n— 福岡チーム週次メモより",
    "Handover for the Busan on-call:\n\n{t}",
)
# A text that already starts like a document, a table or a command is only framed after.
_MARKED: tuple[str, ...] = (
    "---",
    "-----",
    "$ ",
    "{",
    "[",
    "<",
    "#",
    "```",
    "|",
    "~/",
    ".circleci/",
    "apiVersion:",
    "arn:",
    "aws ",
    "curl ",
    "docker ",
    "echo ",
    "export ",
    "git ",
    "kubectl ",
    "circleci ",
    "mysql ",
    "psql ",
    "openssl ",
    "ssh-",
    "jdbc:",
    "resource ",
    "provider ",
    "FROM ",
    "POST ",
    "GET ",
    "START ",
    "X-",
    "x-",
    "traceparent:",
    "tosspayments-",
    "sentry-",
    "Idempotency-Key:",
    "ETag:",
    "const ",
    "if ",
    "expected = ",
    "jwt.",
    "payjp.",
    "Kakao.init",
    "'@",
    '"node_modules',
)

build = KindCorpus(
    "lookalike72",
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
