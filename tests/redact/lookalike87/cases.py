"""The look-alike corpus ``lookalike87``: one ``holdout`` split of secrets and benign look-alikes
from the memory notes of a full-stack developer at Rimal Souq (June 2038).

Written blind: without reading the scrubber, its tests or the other corpora. It is a
held-out evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple. A benign case has no ``secrets`` and must come out of
the scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that
must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike87.benign_payments import PAYMENTS
from tests.redact.lookalike87.benign_platform import PLATFORM
from tests.redact.lookalike87.benign_text import TEXT
from tests.redact.lookalike87.gen import Kind, render, secrets_of
from tests.redact.lookalike87.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a note would put one line, in the team's mix of Arabic, Arabizi and English.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- ملاحظة: {t}",
    "📌 {t}",
    "{t}  ← من جلسة الـ debugging يوم الخميس",
    "Note 3al sari3: {t}",
    "> **تذكير:** {t}",
    "* [ ] راجع هذا مع فريق دبي: {t}",
    "{t}\n(kept for the next session — 3ashan ma nensa)",
    "- 2038-06-11 · {t}",
    "عرفت اليوم: {t}",
    "Lesson learned: {t}",
    "<!-- rimal:memory -->\n{t}",
)
# Where a note would put a block.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "## مرجع سريع\n\n{t}\n",
    "~~~text\n{t}\n~~~",
    "Copied from the terminal (Dubai box):\n\n{t}",
    "{t}\n\n— المصدر: سجل الجلسة، للجلسة الجاية",
    "<details><summary>snippet — n7tajo ba3dein</summary>\n\n{t}\n\n</details>",
    "> سياق:\n\n{t}",
    "{t}\n\n#rimal #notes",
)
# A text that already starts like a document, command, log line or block is only framed after.
_MARKED: tuple[str, ...] = (
    "---",
    "-----",
    "$ ",
    "{",
    "[",
    "<",
    '"',
    "#",
    "|",
    "~/",
    "```",
    "- name:",
    "2038-",
    "apiVersion:",
    "aws ",
    "bin/",
    "cat ",
    "const ",
    "curl ",
    "db.",
    "docker ",
    "env:",
    "export ",
    "git ",
    "java ",
    "key = ",
    "kubectl ",
    "models = ",
    "oci ",
    "pipeline {",
    "password",
    "pyjwt",
    "redis-cli ",
    "runbook:",
    "ssh-keygen ",
    "stringData:",
    "traceparent:",
    "variable ",
    "webhooks:",
    "hyperpay:",
    "paytabs:",
    "tamara:",
    "national_sso:",
    "spring.",
    "PGPASSWORD=",
    "REPORT ",
    "POST /",
    "GET ",
    "X-",
    "Cko-",
    "ETag:",
    "Authorization:",
    ".github/",
    ".gitlab-ci",
    "arn:aws:",
    "ELASTIC_CLOUD_ID=",
)

build = KindCorpus(
    "lookalike87",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
