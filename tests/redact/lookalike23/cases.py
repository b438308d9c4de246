"""The twenty-third look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Memory notes of a backend developer at an invented online travel agency in Lisbon with a
team in Kraków (March 2028): GDS and NDC integrations, hotel suppliers, payments and BSP
settlement, Kafka, Redis, MySQL and AWS, in Portuguese, Polish and English. Written without
reading the scrubber. ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Every value comes from the ``random.Random`` the build loop seeds with
``lookalike23:holdout:<kind>``, so the corpus is the same on every run. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike23.benign_infra import INFRA
from tests.redact.lookalike23.benign_payments import PAYMENTS
from tests.redact.lookalike23.benign_text import TEXT
from tests.redact.lookalike23.benign_travel import TRAVEL
from tests.redact.lookalike23.gen import Kind, render, secrets_of
from tests.redact.lookalike23.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = TRAVEL + PAYMENTS + INFRA + TEXT

# Where a memory note puts a text, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Nota: {t}",
    "- {t}",
    "Do zapamiętania: {t}",
    "{t}  (sessão de 2028-03-07)",
    "> {t}",
    "Learned the hard way: {t}",
    "* [ticketing] {t}",
    "{t} — sprawdzone na standupie w Krakowie",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Excerto copiado do terminal:\n\n{t}",
    "```text\n{t}\n```",
    "Fragment z logów / konfiguracji:\n\n{t}\n",
    "{t}\n\n(pasted during the 2028-03 BSP cutover)",
    "### Kontekst\n\n{t}\n",
    "<!-- memoria: integrações -->\n{t}",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "@", "~/", "|", ".env", ".npmrc")

build = KindCorpus(
    "lookalike23",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
