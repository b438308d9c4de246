"""Look-alike corpus 60: one ``holdout`` split of secrets and benign look-alikes.

Memory notes of a platform engineer at an invented Riyadh/Cairo food and grocery delivery app
(April 2033), written without reading the scrubber or its tests. ``cases("holdout")`` returns
every case (secret cases first); ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike60:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike60.benign_infra import INFRA
from tests.redact.lookalike60.benign_payments import PAYMENTS
from tests.redact.lookalike60.benign_regional import REGIONAL
from tests.redact.lookalike60.benign_text import TEXT
from tests.redact.lookalike60.gen import Kind, render
from tests.redact.lookalike60.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + REGIONAL + INFRA + TEXT

# Where the notes put a text, in the team's languages (English, Gulf and Egyptian Arabic).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "ملاحظة: {t}",
    "Note to self: {t}",
    "• {t}",
    "خد بالك: {t}",
    "{t}  ← من مناوبة أبريل 2033",
    "> [!TIP]\n> {t}",
    "- [ ] تابع: {t}",
    "ترى {t}",
    "<!-- memory: platform -->\n{t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "منسوخ من التيرمنال:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>log</summary>\n\n{t}\n\n</details>",
    "{t}\n\n(source: #payments-oncall, Cairo shift)",
    "### مرجع\n\n{t}\n",
    "Pasted from the Riyadh war-room thread:\n\n{t}",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "@", "~/")


def secrets_of(name: str, value: str) -> list[str]:
    """A one-line value is a secret as given; a multi-line key (real newlines, or ``\\n``
    escapes inside JSON or an env file) gives each body line of 16+ characters."""
    if "\n" not in value and "\\n" not in value:
        return [value]
    lines = (line.strip() for line in value.replace("\\n", "\n").split("\n"))
    return [line for line in lines if len(line) >= 16 and not line.startswith("-----")]


build = KindCorpus(
    "lookalike60",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
