"""The ``lookalike92`` corpus: memory notes of a platform engineer at Skärgård Handel AB.

Written blind (without reading the scrubber or its tests) by a helper session following
``/work/briefs/lookalike92.md``. One ``holdout`` split of secret cases (33 kinds x 7) and
benign look-alike cases (34 kinds x 11); ``cases("dev")`` is empty by design. Every value
comes from a ``random.Random`` seeded ``lookalike92:holdout:<kind>``, so the build is the same
in every process. A benign case has no ``secrets`` and must come out byte-identical; a
secret case lists the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike92.benign_payments import PAYMENTS
from tests.redact.lookalike92.benign_platform import PLATFORM
from tests.redact.lookalike92.benign_text import TEXT
from tests.redact.lookalike92.gen import Kind, render, secrets_of
from tests.redact.lookalike92.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "* Noterat: {t}",
    "- [ ] {t}",
    "Husk: {t}",
    "{t}  (från felsökningen i mars)",
    "> {t}",
    "**Bergen-teamet:** {t}",
    "Kom ihåg till nästa gång: {t}",
    "{t} <!-- sist sjekket 2039-03 -->",
    "1. {t}",
    "NB! {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "### Utdrag\n\n{t}",
    "```text\n{t}\n```",
    "Kopiert fra terminalen:\n\n{t}\n",
    "{t}\n\n(källa: felsökning med Bergen-teamet)",
    "<details><summary>logg</summary>\n\n{t}\n\n</details>",
    "## Runbook-anteckning\n\n{t}\n\n_Uppdatera när vi flyttat till Vault._",
)
# A text that already starts like a document, command or block is only framed after itself.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "~/", "apiVersion:", "|", "/")

build = KindCorpus(
    "lookalike92",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
