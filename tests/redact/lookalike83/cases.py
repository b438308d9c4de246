"""The ``lookalike83`` corpus: one ``holdout`` split of secrets and benign look-alikes from
the memory notes of a backend developer at Chaupal Kirana (an invented Bengaluru/Pune
quick-commerce grocery app), written in English, Hindi and Hinglish.

Written blind (without reading the scrubber or its tests). ``cases("holdout")`` returns
every case, secret cases first; ``cases("dev")`` returns an empty tuple. Every value comes
from a ``random.Random`` seeded with ``lookalike83:holdout:<kind>``, so the corpus is the
same on every run. A benign case has no ``secrets`` and must come out of the scrubber
byte-identical; a secret case lists the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike83.benign_payments import PAYMENTS
from tests.redact.lookalike83.benign_platform import PLATFORM
from tests.redact.lookalike83.benign_text import TEXT
from tests.redact.lookalike83.gen import Kind, render, secrets_of
from tests.redact.lookalike83.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT
KINDS: tuple[Kind, ...] = SECRETS + BENIGN

# Where a memory note puts a text, in the team's languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Yaad rakhna: {t}",
    "नोट: {t}",
    "{t}  (Pune team se confirm kiya)",
    "> [!TIP]\n> {t}",
    "TIL — {t}",
    "- [ ] follow-up: {t}",
    "**Context:** {t}",
    "{t} — यह 2037-08 वाले incident में सीखा",
    "<!-- memory: chaupal/backend -->\n{t}",
    "Kal ke liye: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Terminal se copy kiya:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>पूरा output</summary>\n\n{t}\n\n</details>",
    "{t}\n\n_Source: on-call handover, Bengaluru → Pune_",
    "### Reference (pichla session)\n\n{t}\n",
    "नीचे वाला हिस्सा बाद के लिए रखा है:\n\n{t}",
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
    "|",
    '"',
    "apiVersion:",
    "export ",
    "curl ",
    "~/",
    ".",
)

build = KindCorpus(
    "lookalike83",
    KINDS,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
