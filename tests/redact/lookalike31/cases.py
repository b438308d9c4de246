"""The thirty-first look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Setting: July 2028, the memory notes of an integration developer at Vlietmond Logistics, an
invented freight forwarder and terminal operator in Rotterdam with a team in Casablanca
(TMS, EDIFACT/X12 over AS2 and SFTP, a port community system, AIS, customs, SAP, Azure,
Kafka, carrier APIs). Written without reading the scrubber or its tests. It is a held-out
evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike31:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (a multi-line key as its body lines of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike31.benign_domain import DOMAIN
from tests.redact.lookalike31.benign_edi import EDI
from tests.redact.lookalike31.benign_ops import OPS
from tests.redact.lookalike31.benign_text import TEXT
from tests.redact.lookalike31.gen import Kind, render, secrets_by_line
from tests.redact.lookalike31.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = DOMAIN + EDI + OPS + TEXT

# Where the notes put a text, in the team's languages (Dutch, French, Darija, English).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Geleerd: {t}",
    "À retenir : {t}",
    "* {t}",
    "{t}  (sessie 2028-07-09, EDI-koppeling)",
    "> **Let op**\n> {t}",
    "<!-- note: integrations -->\n{t}",
    "Nota dyal l-équipe Casa: {t}",
    "Next time: {t}",
    "- [ ] nakijken: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Uit de terminal geplakt:\n\n{t}",
    "```text\n{t}\n```",
    "Copié depuis le ticket :\n\n{t}\n",
    "<details><summary>log</summary>\n\n{t}\n\n</details>",
    "### Referentie\n\n{t}\n",
    "{t}\n\n(bron: Teams-chat met Casa, juli 2028)",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", '"', "~/", "!", "\\", "(", "]")

build = KindCorpus(
    "lookalike31",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_by_line,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
