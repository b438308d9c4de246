"""The thirty-sixth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written blind (without reading the scrubber, its tests or the other corpora) from the brief
``lookalike36``. The setting is the student systems team of the invented Cauvery Hills
University, Chennai, with a campus in Pune, in April 2029. ``cases("holdout")`` returns every
case, secret cases first; ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike36:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (for a multi-line key, each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike36.benign_domain import BENIGN_DOMAIN
from tests.redact.lookalike36.benign_infra import BENIGN_INFRA
from tests.redact.lookalike36.benign_text import BENIGN_TEXT
from tests.redact.lookalike36.gen import Kind, render, secrets_of
from tests.redact.lookalike36.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BENIGN_DOMAIN + BENIGN_INFRA + BENIGN_TEXT

# Where the team's memory notes put a text, in the languages the team writes in
# (English, Tamil, Hindi, Marathi).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "குறிப்பு: {t}",
    "नोट: {t}",
    "टीप: {t}",
    "{t}  (admissions sprint, April 2029)",
    "- [ ] recheck after the Pune cutover: {t}",
    "> {t}",
    "* standup 2029-04-10 — {t}",
    "{t} ← இதை மறக்காதே",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "From the Pune lab terminal:\n\n{t}",
    "```text\n{t}\n```",
    "நினைவில் கொள்ள வேண்டியது:\n\n{t}",
    "{t}\n\n— पुणे कैंपस वाले सेशन से कॉपी किया",
    "### संदर्भ\n\n{t}\n",
    "<details><summary>raw paste (Chennai on-call)</summary>\n\n{t}\n\n</details>",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", "~/", "- ", "$CFG")

build = KindCorpus(
    "lookalike36",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
