"""The nineteenth look-alike corpus: one ``holdout`` split of an ISP network engineer's
memory notes (Nusantara Fibra, Indonesia and Brazil, April 2027).

Written without reading the scrubber or its tests; the ``Case`` fields are those of the
shared ``tests/redact/holdout_corpus.py`` so the same scorer can run this corpus. It is a
held-out evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike19:holdout:<kind>``, so
the corpus is the same on every run. A benign case has no ``secrets`` and must come out of
the scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings (each
of 16 characters or more) that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike19.benign_network import BENIGN_NETWORK
from tests.redact.lookalike19.benign_payments import BENIGN_PAYMENTS
from tests.redact.lookalike19.benign_platform import BENIGN_PLATFORM
from tests.redact.lookalike19.benign_text import BENIGN_TEXT
from tests.redact.lookalike19.gen import Kind, render, secret_parts
from tests.redact.lookalike19.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BENIGN_NETWORK + BENIGN_PAYMENTS + BENIGN_PLATFORM + BENIGN_TEXT

# Where a memory note puts a text: a checklist item, a quote, a "Catatan:"/"Obs.:" lead, a
# trailing HTML comment, a fenced paste from the terminal.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Catatan: {t}",
    "- [x] {t}",
    "> {t}",
    "Obs.: {t}",
    "{t}  <!-- nf-notes 2027-04 -->",
    "* {t}",
    "Nota rápida: {t}",
    "{t} — ver runbook do NOC",
    "{t}  (cek lagi besok)",
    "<!-- pinned -->\n{t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Colado do terminal:\n\n```\n{t}\n```",
    "#### Catatan kerja (April 2027)\n\n{t}",
    "{t}\n\n(dari scrollback bastion-jkt1)",
    "{t}\n\n_copiado em abril/2027 — conferir antes de reusar_",
    "<!-- snippet -->\n{t}\n<!-- /snippet -->",
    "Contexto:\n\n~~~text\n{t}\n~~~",
)
# A text that already starts like a document, a prompt or a command is only framed after it.
_MARKED = (
    "$ ",
    "- [",
    "```",
    "#",
    "<",
    "[",
    "{",
    "|",
    "-----",
    "---",
    "~~~",
    "/",
    "RP/",
    "ZXAN",
    "MA5800",
)

build = KindCorpus(
    "lookalike19",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
