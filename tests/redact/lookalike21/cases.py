"""The lookalike21 corpus: one ``holdout`` split of secrets and benign look-alikes.

A month (June 2027) of Markdown memory notes that a coding agent keeps for an integration
developer at an invented freight forwarder and 3PL in Monterrey with offices in Istanbul and
Ho Chi Minh City: EDI (X12, EDIFACT, AS2), SFTP, SAP S/4HANA, carrier and visibility APIs,
customs portals, telematics, Azure messaging, iPaaS and databases. Written without reading
the scrubber or its tests. ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike21:holdout:<kind>``. A
benign case has no ``secrets`` and must come out of the scrubber byte-identical; a secret
case lists in ``secrets`` the exact substrings that must not survive (for a multi-line key,
each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike21.benign_edi import EDI
from tests.redact.lookalike21.benign_ops import OPS
from tests.redact.lookalike21.benign_registry import REGISTRY
from tests.redact.lookalike21.benign_text import TEXT
from tests.redact.lookalike21.gen import Kind, render, secrets_of
from tests.redact.lookalike21.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = EDI + REGISTRY + OPS + TEXT

# Where a note would put a text: Spanish, Turkish and Vietnamese "note" labels, task-list
# items, quotes, table rows, HTML comments, pasted terminal blocks and dated headings.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Nota: {t}",
    "- [ ] {t}",
    "Not: {t}",
    "> {t}",
    "Ghi chú: {t}",
    "{t}  <!-- mem:edi -->",
    "| 2027-06 | {t} |",
    "- {t}",
    "Recordatorio → {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pegado de la terminal:\n\n```\n{t}\n```",
    "<!-- copiado del hilo de Teams -->\n{t}",
    "```text\n{t}\n```",
    "{t}\n\n_(terminal'den kopyalandı, bir sonraki oturum için)_",
    "#### 2027-06 · integración\n\n{t}\n",
    "Ghi chú (dán nguyên văn):\n\n{t}",
)
# A text that already starts like a document, command, list, table or EDI interchange is
# only framed after it.
_MARKED = (
    "---",
    "$ ",
    "PS ",
    "SQL> ",
    "{",
    "[",
    "<",
    "-----",
    "#",
    "```",
    "|",
    "- ",
    "> ",
    "ISA*",
    "UNA",
    "UNB+",
    "~/",
)

build = KindCorpus(
    "lookalike21",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
