"""``lookalike77``: a held-out scrubber corpus set at Madrasa Plus (July 2036), an Egyptian-
Jordanian tutoring and exam platform; notes in Egyptian and Levantine Arabic (Arabic script
and Arabizi) and English.

Written blind (without reading the scrubber or its tests). It is a held-out evaluation only:
``cases("holdout")`` returns every case, secret cases first, and ``cases("dev")`` returns an
empty tuple. Every value comes from a ``random.Random`` seeded ``lookalike77:holdout:<kind>``,
so the corpus is the same on every run. A benign case has no ``secrets`` and must come out of
the scrubber byte-identical; a secret case lists the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike77.benign_payments import PAYMENTS
from tests.redact.lookalike77.benign_platform import PLATFORM
from tests.redact.lookalike77.benign_text import TEXT
from tests.redact.lookalike77.gen import Kind, render, secrets_of
from tests.redact.lookalike77.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT
KINDS: tuple[Kind, ...] = SECRETS + BENIGN

# Where a memory note at Madrasa Plus would put a one-line text.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "ملاحظة: {t}",
    "{t}  ← من جلسة الـ debugging بتاعة امبارح",
    "Note to self: {t}",
    "* [ ] راجع ده: {t}",
    "hala2 el setup: {t}",
    "> {t}",
    "{t}  (من فريق عمّان)",
    "خلي بالك — {t}",
    "{t} — noted 2036-07-14",
    "TIL (Cairo standup): {t}",
)
# Where it would put a block of several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "```\n{t}\n```",
    "من الـ terminal:\n\n{t}",
    "{t}\n\n— منسوخ زي ما هو من الـ scrollback",
    "<details><summary>تفاصيل</summary>\n\n{t}\n\n</details>",
    "### مرجع\n\n{t}\n",
    "Context (Slack, #amman-dev):\n\n{t}",
    "{t}\n\nda mn el incident el adeem, sebto hena lel marra el gaya",
)
# A text that already starts like a document, command or block is only framed after itself.
_MARKED: tuple[str, ...] = (
    "---",
    "$ ",
    "{",
    "[",
    "<",
    "-----",
    "#",
    "```",
    "~/",
    "/etc/",
    "|",
    "- ",
    "* ",
    "./",
    "apiVersion:",
    "curl ",
    "git ",
    "gh ",
    "aws ",
    "kubectl ",
    "docker ",
    "sudo ",
    "mysql ",
    "redis-cli ",
    "openssl ",
    "composer ",
    "export ",
    "echo ",
    "resource ",
    "uses:",
    "image:",
    "arn:",
)

build = KindCorpus(
    "lookalike77",
    KINDS,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
