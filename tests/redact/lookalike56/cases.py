"""Look-alike corpus 56: one ``holdout`` split of benign look-alikes and secrets.

Written without reading the scrubber or its tests, for memory notes of a backend developer at
"Kosha Pay", an invented UPI payments and lending app in Bengaluru with a team in Dhaka
(August 2032). It is a held-out evaluation only: ``cases("holdout")`` returns every case
(secret cases first) and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike56:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (for a multi-line key, each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike56.benign_infra import BENIGN_INFRA
from tests.redact.lookalike56.benign_payments import BENIGN_PAYMENTS
from tests.redact.lookalike56.benign_text import BENIGN_TEXT
from tests.redact.lookalike56.gen import Kind, render, secret_parts
from tests.redact.lookalike56.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BENIGN_PAYMENTS + BENIGN_INFRA + BENIGN_TEXT

# Frames put a text where a memory note would have it, in the team's languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "नोट: {t}",
    "ಗಮನಿಸಿ: {t}",
    "মনে রাখো: {t}",
    "{t}  (Dhaka standup, 2032-08-07)",
    "**Gotcha:** {t}",
    "- [ ] {t}",
    "> {t}",
    "{t} — Ananya ने confirm किया",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pasted from the terminal:\n\n{t}",
    "```text\n{t}\n```",
    "कॉपी किया हुआ हिस्सा:\n\n{t}",
    "ಲಾಗ್ ತುಣುಕು (UPI on-call):\n\n{t}",
    "{t}\n\n— ঢাকা টিমের নোট, ১২ আগস্ট ২০৩২",
    "### 2032-08-19 incident\n\n{t}\n",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", "~/", "upi://", "ssh-")

build = KindCorpus(
    "lookalike56",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
