"""The forty-second look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written blind, without reading the scrubber, its rules or its other tests. The setting is
April 2030 at Straumkai AS, an invented EV-charging and energy-trading operator in Oslo
with a team in Tallinn; the notes are in Norwegian, Estonian and English. ``cases("holdout")``
returns every case (secret cases first) and ``cases("dev")`` an empty tuple.

A benign case has no ``secrets`` and must come out of the scrubber byte-identical; a secret
case lists in ``secrets`` the exact substrings that must not survive (a multi-line key body
line by line, each line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike42.benign_ocpp import OCPP
from tests.redact.lookalike42.benign_payments import PAYMENTS
from tests.redact.lookalike42.benign_platform import PLATFORM
from tests.redact.lookalike42.benign_text import TEXT
from tests.redact.lookalike42.gen import Kind, render, secrets_by_line
from tests.redact.lookalike42.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = OCPP + PAYMENTS + PLATFORM + TEXT

# Where the engineer's memory file would put a text, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Notat: {t}",
    "- {t}",
    "Märkus: {t}",
    "{t}  (sjekket 2030-04-09)",
    "* [ ] {t}",
    "Husk til neste gang: {t}",
    "Tallinna tiimilt: {t}",
    "{t} — from the on-call handover",
    "Q: what did we find?\nA: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Limt inn fra terminalen:\n\n{t}",
    "```text\n{t}\n```",
    "Väljavõte:\n\n{t}\n",
    "### Oppsett (april 2030)\n\n{t}",
    "{t}\n\n_Kopiert fra runbooken; kilde: vaktoverlevering._",
    "Kontekst for neste økt / kontekst järgmiseks korraks:\n{t}",
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
    "apiVersion:",
    "users:",
    "receivers:",
    "remote_write:",
    "GET ",
    "POST ",
)

build = KindCorpus(
    "lookalike42",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_by_line,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
