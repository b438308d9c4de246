"""The ``lookalike91`` corpus: Kobo Lane (Lagos/Accra payments and payroll) memory notes.

Written blind, without reading the scrubber or its tests. It is a held-out evaluation only:
``cases("holdout")`` returns every case (secret cases first) and ``cases("dev")`` returns an
empty tuple. Every value comes from a ``random.Random`` seeded with
``lookalike91:holdout:<kind>``, so the corpus is the same on every run. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive (see ``gen.secrets_of``).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike91.benign_payments import PAYMENTS
from tests.redact.lookalike91.benign_platform import PLATFORM
from tests.redact.lookalike91.benign_text import TEXT
from tests.redact.lookalike91.gen import Kind, render, secrets_of
from tests.redact.lookalike91.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a Kobo Lane note would put a one-line text: English, Pidgin, Yoruba and Twi.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Note to self: {t}",
    "Abeg remember: {t}",
    "{t}  (from standup, Accra side)",
    "* [ ] {t}",
    "Ẹ jọ̀ọ́, má gbàgbé: {t}",
    "Kae: {t}",
    "{t}  ← as at Tuesday, Jan 2039",
    "> {t}",
    "Wahala of the day: {t}",
    "{t} — sharp sharp fix, revisit later",
)
# Where it would put a block of several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pasted from terminal (Lagos box):\n\n{t}",
    "```text\n{t}\n```",
    "{t}\n\nSource: on-call handover, Accra team",
    "#### Ohun tí mo rí (what I found)\n\n{t}\n",
    "<details><summary>Abeg open am</summary>\n\n{t}\n\n</details>",
    "{t}\n\n— kept for next session, make we no forget",
    "Me hunu sɛ (I noticed):\n\n{t}",
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
    "~/",
    "|",
    "- ",
    "* ",
    "apiVersion:",
    "curl ",
    "aws ",
    "kubectl ",
    "export ",
    "gh ",
    "git ",
    "psql ",
    "helm ",
    "redis-cli ",
    "cloudflared ",
    "sentry-cli ",
    "env:",
    "data:",
    "resource ",
    "provider ",
    "//",
)

build = KindCorpus(
    "lookalike91",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
